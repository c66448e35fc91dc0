/* Substitution over symbolic expressions and kernel-IR values (see kir.h).
 *
 * Substitution is simultaneous: every occurrence of syms[k] in the original
 * expression becomes repl[k], and the replacements are not rewritten again,
 * so maps over the same placeholder names compose safely. Results are
 * rebuilt with the expression constructors, hence canonical. Values are
 * rebuilt only where something changed; shared subtrees stay shared (a memo
 * table keyed by node). */
#include <string.h>

#include "kir/kir.h"
#include "kir/kir_internal.h"
#include "support/arena.h"
#include "support/ptrmap.h"

typedef struct uses_ctx {
  int32_t sym;
  bool found;
} uses_ctx;

static void uses_visit(int32_t index, void *user) {
  uses_ctx *u = user;
  if (index == u->sym) u->found = true;
}

bool cajit_kir_expr_uses(const cajit_expr *e, int32_t sym) {
  uses_ctx u = {sym, false};
  cajit_expr_visit_symbols(e, uses_visit, &u);
  return u.found;
}

typedef struct any_ctx {
  int32_t n;
  const int32_t *syms;
  bool found;
} any_ctx;

static void any_visit(int32_t index, void *user) {
  any_ctx *a = user;
  for (int32_t k = 0; k < a->n && !a->found; k++)
    if (a->syms[k] == index) a->found = true;
}

static bool uses_any(const cajit_expr *e, int32_t n, const int32_t *syms) {
  any_ctx a = {n, syms, false};
  cajit_expr_visit_symbols(e, any_visit, &a);
  return a.found;
}

typedef struct subst_ctx {
  int32_t n;
  const int32_t *syms;
  const cajit_expr *const *repl;
} subst_ctx;

/* The replacement of a symbol; a sub-expression using none of the symbols
 * stays whole; else its operands are looked into. */
static const cajit_expr *subst_one(const cajit_expr *e, void *user) {
  const subst_ctx *c = user;
  if (cajit_expr_kind_of(e) == CAJIT_EXPR_SYMBOL) {
    int32_t s = cajit_expr_symbol_index(e);
    for (int32_t k = 0; k < c->n; k++)
      if (c->syms[k] == s) return c->repl[k];
    return e;
  }
  return uses_any(e, c->n, c->syms) ? NULL : e;
}

const cajit_expr *cajit_kir_expr_subst(cajit_expr_ctx *ctx, const cajit_expr *e,
                                       int32_t n, const int32_t *syms,
                                       const cajit_expr *const *repl) {
  for (int32_t k = 0; k < n; k++)
    if (!repl[k]) return NULL;
  subst_ctx c = {n, syms, repl};
  return cajit_expr_rewrite(ctx, e, subst_one, &c);
}

/* ---- values --------------------------------------------------------------
 */

typedef struct rewrite {
  cajit_kir_program *p;
  cajit_ptrmap memo;
  /* substitution */
  int32_t n;
  const int32_t *syms;
  const cajit_expr *const *repl;
  /* inlining */
  int32_t producer_root;
  const cajit_kir_value *producer;
  /* rebuffering */
  const int32_t *to;
  size_t to_len;
} rewrite;

typedef const cajit_kir_value *(*leaf_fn)(rewrite *rw,
                                          const cajit_kir_value *v);

static const cajit_kir_value *rebuild(rewrite *rw, const cajit_kir_value *v,
                                      leaf_fn leaf);

/* An indirect load: its slot values are ordinary subtrees, rewritten
 * first; then the leaf function sees the node with the new slot values (it
 * rewrites the index, or refuses). */
static const cajit_kir_value *
rebuild_indirect(rewrite *rw, const cajit_kir_value *v, leaf_fn leaf) {
  cajit_kir_value tmp = *v;
  bool changed = false;
  for (int32_t i = 0; i < v->arg_count; i++) {
    tmp.args[i] = rebuild(rw, v->args[i], leaf);
    if (!tmp.args[i]) return NULL;
    changed |= tmp.args[i] != v->args[i];
  }
  const cajit_kir_value *r = leaf(rw, &tmp);
  if (r != &tmp) return r;
  if (!changed) return v;
  cajit_kir_value *c = cajit_arena_memdup(rw->p->arena, &tmp, sizeof tmp);
  return c ? c
           : cajit_kir_program_fail(rw->p, cajit_kir_oom("rewriting a value"));
}

static const cajit_kir_value *rebuild(rewrite *rw, const cajit_kir_value *v,
                                      leaf_fn leaf) {
  const cajit_kir_value *done = cajit_ptrmap_get(&rw->memo, v);
  if (done) return done;
  const cajit_kir_value *r = v;
  if (v->op == CAJIT_KIR_LOAD_INDIRECT) {
    r = rebuild_indirect(rw, v, leaf);
  } else if (v->op == CAJIT_KIR_LOAD || v->op == CAJIT_KIR_EXPR) {
    r = leaf(rw, v);
  } else if (v->arg_count > 0) {
    const cajit_kir_value *args[3] = {0};
    bool changed = false;
    for (int32_t i = 0; i < v->arg_count; i++) {
      args[i] = rebuild(rw, v->args[i], leaf);
      if (!args[i]) return NULL;
      changed |= args[i] != v->args[i];
    }
    if (changed) {
      cajit_kir_value *c = cajit_arena_memdup(rw->p->arena, v, sizeof *v);
      if (!c)
        return cajit_kir_program_fail(rw->p,
                                      cajit_kir_oom("rewriting a value"));
      memcpy(c->args, args, sizeof args);
      r = c;
    }
  }
  if (r && !cajit_ptrmap_put(&rw->memo, v, (void *)r))
    return cajit_kir_program_fail(rw->p, cajit_kir_oom("rewriting a value"));
  return r;
}

static const cajit_kir_value *subst_leaf(rewrite *rw,
                                         const cajit_kir_value *v) {
  cajit_kir_program *p = rw->p;
  if (v->op == CAJIT_KIR_EXPR) {
    const cajit_expr *e =
        cajit_kir_expr_subst(p->exprs, v->u.expr, rw->n, rw->syms, rw->repl);
    if (!e) return cajit_kir_program_fail(p, cajit_kir_oom("substituting"));
    return e == v->u.expr ? v : cajit_kir_expr_value(p, v->dtype, e);
  }
  int32_t nd = v->u.load.ndim;
  const cajit_expr *idx[nd > 0 ? nd : 1];
  bool changed = false;
  for (int32_t k = 0; k < nd; k++) {
    idx[k] = cajit_kir_expr_subst(p->exprs, v->u.load.index[k], rw->n, rw->syms,
                                  rw->repl);
    if (!idx[k])
      return cajit_kir_program_fail(p, cajit_kir_oom("substituting"));
    changed |= idx[k] != v->u.load.index[k];
  }
  if (v->op == CAJIT_KIR_LOAD)
    return changed ? cajit_kir_load(p, v->u.load.buffer, idx) : v;
  cajit_kir_slot slots[CAJIT_KIR_MAX_SLOTS];
  for (int32_t k = 0; k < v->arg_count; k++) {
    slots[k] = v->u.load.slots[k];
    slots[k].bound = cajit_kir_expr_subst(p->exprs, slots[k].bound, rw->n,
                                          rw->syms, rw->repl);
    if (!slots[k].bound)
      return cajit_kir_program_fail(p, cajit_kir_oom("substituting"));
    changed |= slots[k].bound != v->u.load.slots[k].bound;
  }
  /* v may be the caller's temporary with new slot values: rebuilt either
   * way unless nothing here changed (then the caller decides). */
  if (!changed) return v;
  return cajit_kir_load_indirect(p, v->u.load.buffer, idx, v->arg_count,
                                 v->args, slots);
}

const cajit_kir_value *cajit_kir_value_subst(cajit_kir_program *p,
                                             const cajit_kir_value *v,
                                             int32_t n, const int32_t *syms,
                                             const cajit_expr *const *repl) {
  if (!v) return NULL;
  rewrite rw = {.p = p, .n = n, .syms = syms, .repl = repl};
  const cajit_kir_value *r = rebuild(&rw, v, subst_leaf);
  cajit_ptrmap_free(&rw.memo);
  return r;
}

static const cajit_kir_value *inline_leaf(rewrite *rw,
                                          const cajit_kir_value *v) {
  cajit_kir_program *p = rw->p;
  if (v->op != CAJIT_KIR_LOAD && v->op != CAJIT_KIR_LOAD_INDIRECT) return v;
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, v->u.load.buffer);
  if (!b || b->root != rw->producer_root) return v;
  if (v->op == CAJIT_KIR_LOAD_INDIRECT)
    return cajit_kir_program_fail(
        p, cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: cannot inline buf%d "
                             "into an indirect load of it",
                             (int)rw->producer_root));
  const cajit_kir_buffer *r = cajit_kir_buffer_get(p, b->root);
  int32_t rn = r->ndim;
  const cajit_expr *ri[rn > 0 ? rn : 1];
  int32_t root, syms[rn > 0 ? rn : 1];
  cajit_status s = cajit_kir_buffer_root_index(p, v->u.load.buffer,
                                               v->u.load.index, &root, ri);
  if (s) return cajit_kir_program_fail(p, s);
  bool identity = true;
  for (int32_t k = 0; k < rn; k++) {
    syms[k] = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_OUTER, k);
    identity &= cajit_expr_kind_of(ri[k]) == CAJIT_EXPR_SYMBOL &&
                cajit_expr_symbol_index(ri[k]) == syms[k];
  }
  /* Read at its own indices (a chain of same-shape pointwise ops): the
   * producer as it is, without walking it. */
  if (identity) return rw->producer;
  return cajit_kir_value_subst(p, rw->producer, rn, syms, ri);
}

const cajit_kir_value *cajit_kir_value_inline(cajit_kir_program *p,
                                              const cajit_kir_value *v,
                                              int32_t producer_root,
                                              const cajit_kir_value *producer) {
  if (!v || !producer) return NULL;
  const cajit_kir_buffer *r = cajit_kir_buffer_get(p, producer_root);
  if (!r || r->kind == CAJIT_KIR_BUFFER_VIEW)
    return cajit_kir_program_fail(
        p, cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: inline into buf%d, not a "
                             "root buffer",
                             (int)producer_root));
  if (producer->dtype != r->dtype)
    return cajit_kir_program_fail(
        p, cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: inline of a %s value "
                             "for %s buf%d",
                             cajit_dtype_name(producer->dtype),
                             cajit_dtype_name(r->dtype), (int)producer_root));
  cajit_status s = cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, r->ndim, NULL);
  if (s) return cajit_kir_program_fail(p, s);
  rewrite rw = {.p = p, .producer_root = producer_root, .producer = producer};
  const cajit_kir_value *out = rebuild(&rw, v, inline_leaf);
  cajit_ptrmap_free(&rw.memo);
  return out;
}

static const cajit_kir_value *rebuffer_leaf(rewrite *rw,
                                            const cajit_kir_value *v) {
  if (v->op != CAJIT_KIR_LOAD) return v;
  int32_t b = v->u.load.buffer;
  if (b < 0 || (size_t)b >= rw->to_len || rw->to[b] < 0) return v;
  return cajit_kir_load(rw->p, rw->to[b], v->u.load.index);
}

const cajit_kir_value *cajit_kir_value_rebuffer(cajit_kir_program *p,
                                                const cajit_kir_value *v,
                                                const int32_t *to, size_t len) {
  if (!v) return NULL;
  rewrite rw = {.p = p, .to = to, .to_len = len};
  const cajit_kir_value *r = rebuild(&rw, v, rebuffer_leaf);
  cajit_ptrmap_free(&rw.memo);
  return r;
}
