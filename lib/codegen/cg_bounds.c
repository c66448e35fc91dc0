/* The entry's size and bounds checks (see cg_internal.h).
 *
 * A .cag file and the run-time sizes are untrusted: a sizes entry may be
 * negative, a product of symbols may wrap int64, a symbolic slice or an
 * as_strided may reach past what it views. Shape rules and lowerings trust
 * what the trace guarded, so the entry checks it before anything is
 * allocated or read: the symbols used as sizes or strides are
 * non-negative, every buffer's dims are non-negative and their product
 * (the element count) fits int64, the open strides of inputs are
 * non-negative, and every view lies inside the buffer it was made from
 * (kir/kir_bounds.c says how). Int arithmetic in the entry is
 * overflow-checked (cg_index.c), so none of this is computed on wrapped
 * values. Checks proven at compile time emit nothing; a view proven out of
 * range for every call is a compile error naming its node.
 *
 * Failures are guard failures (the call was not one the graph can run):
 * the Python side retraces, where torch itself refuses what it refuses. */
#include <stdio.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "kir/kir.h"
#include "support/alloc.h"

static LLVMValueRef i64c(cg *c, int64_t v) {
  return LLVMConstInt(c->t_i64, (uint64_t)v, 1);
}

static void text_of(cg *c, const cajit_expr *e, char *out, size_t cap) {
  char raw[120];
  size_t n = cajit_expr_print(c->p->exprs, e, raw, sizeof raw);
  if (n >= sizeof raw) memcpy(raw + sizeof raw - 4, "...", 4);
  cg_escape_pct(raw, out, cap);
}

/* "%5 = aten.view.default (buf7)": raw, and escaped for a format. */
static void subject_of(cg *c, const cajit_kir_buffer *b, char *raw, char *out,
                       size_t cap) {
  (void)c;
  if (b->kind == CAJIT_KIR_BUFFER_INPUT)
    snprintf(raw, cap / 2, "input %d", (int)b->input_index);
  else if (b->origin)
    snprintf(raw, cap / 2, "%s (buf%d)", b->origin, (int)b->id);
  else
    snprintf(raw, cap / 2, "buf%d", (int)b->id);
  cg_escape_pct(raw, out, cap);
}

/* ---- size symbols ------------------------------------------------------- */

typedef struct sym_marks {
  const cajit_kir_program *p;
  uint8_t *used;
  int32_t n;
} sym_marks;

static void mark(int32_t s, void *user) {
  sym_marks *m = user;
  if (s >= 0 && s < m->n) m->used[s] = 1;
}

static void mark_all(sym_marks *m, int32_t n, const cajit_expr *const *es) {
  for (int32_t k = 0; es && k < n; k++)
    if (es[k]) cajit_expr_visit_symbols(es[k], mark, m);
}

void cg_check_size_symbols(cg *c, cg_frame *fr) {
  const cajit_kir_program *p = c->p;
  const cajit_kir_signature *sig = p->signature;
  int32_t n = cajit_expr_ctx_symbol_count(p->exprs);
  uint8_t used[n > 0 ? n : 1];
  memset(used, 0, sizeof used);
  sym_marks m = {p, used, n};
  for (size_t i = 0; i < p->buffers.len; i++) {
    const cajit_kir_buffer *b = &p->buffers.data[i];
    mark_all(&m, b->ndim, b->shape);
    if (b->kind == CAJIT_KIR_BUFFER_INPUT) mark_all(&m, b->ndim, b->strides);
  }
  for (size_t i = 0; i < p->kernels.len; i++) {
    const cajit_kir_kernel *k = &p->kernels.data[i];
    mark_all(&m, k->red_ndim, k->red_extents);
    mark_all(&m, k->space_ndim, k->space);
  }
  for (int32_t i = 0; i < sig->binding_count && !c->err; i++) {
    const cajit_symbol_binding *bd = &sig->bindings[i];
    int32_t s = bd->symbol;
    if (s < 0 || s >= n || !used[s]) continue;
    used[s] = 0; /* once, at its first binding */
    if (cajit_expr_ctx_symbol_type(p->exprs, s) != CAJIT_EXPR_TYPE_INT)
      continue;
    LLVMValueRef v = cg_load_slot(c, fr->syms, s, c->t_i64);
    cajit_sv name = cajit_expr_ctx_symbol_name(p->exprs, s);
    char where[64], fmt[256];
    switch (bd->source) {
    case CAJIT_SYMBOL_FROM_INPUT_DIM:
      snprintf(where, sizeof where, "input %d dim %d", (int)bd->index,
               (int)bd->dim);
      break;
    case CAJIT_SYMBOL_FROM_SIZES:
      snprintf(where, sizeof where, "sizes %d", (int)bd->index);
      break;
    default: snprintf(where, sizeof where, "scalars %d", (int)bd->index);
    }
    snprintf(fmt, sizeof fmt,
             "guard failed: %.*s (%s) is %%lld, but it is used as a size or "
             "stride, which cannot be negative",
             (int)name.len, name.data, where);
    cg_check(c, fr, LLVMBuildICmp(c->bld, LLVMIntSGE, v, i64c(c, 0), ""),
             CAJIT_GUARD_FAILED, fmt, &v, 1);
  }
}

/* ---- extents ------------------------------------------------------------ */

static void check_dims(cg *c, cg_frame *fr, const cajit_kir_buffer *b,
                       const char *subj) {
  for (int32_t d = 0; d < b->ndim && !c->err; d++) {
    const cajit_expr *e = b->shape[d];
    if (cajit_kir_expr_nonneg(c->p, e)) continue;
    LLVMValueRef v = cg_expr(c, e);
    if (!v) return;
    char et[256], fmt[1000];
    text_of(c, e, et, sizeof et);
    snprintf(fmt, sizeof fmt,
             "guard failed: %s: dim %d is %%lld (%s), a size cannot be "
             "negative",
             subj, (int)d, et);
    cg_check(c, fr, LLVMBuildICmp(c->bld, LLVMIntSGE, v, i64c(c, 0), ""),
             CAJIT_GUARD_FAILED, fmt, &v, 1);
  }
}

/* The element count, evaluated with overflow checks (a canonical
 * polynomial whose every step fits int64 is the exact product). */
static void check_numel(cg *c, const cajit_kir_buffer *b) {
  const cajit_expr *n = cajit_expr_int(c->p->exprs, 1);
  for (int32_t d = 0; d < b->ndim && n; d++)
    n = cajit_expr_mul(c->p->exprs, n, b->shape[d]);
  int64_t k;
  if (n && cajit_expr_as_int(n, &k)) return;
  cg_expr(c, n); /* NULL records an error */
}

/* The open strides' checks of a table-driven entry (c->entry_tables):
 * rows of a cajit_rt_check_open_strides table (runtime/guards.h) gathered
 * while nothing else is checked, one call per run (c->flush_pending). */
typedef struct open_strides {
  cg_frame *fr;
  LLVMValueRef *rows;
  int32_t n, cap;
} open_strides;

static void flush_open_strides(cg *c) {
  open_strides *o = c->pending;
  if (!o || o->n == 0 || c->err) return;
  LLVMTypeRef ft[3] = {c->t_i32, c->t_i32, c->t_i32};
  LLVMTypeRef rt = LLVMStructTypeInContext(c->ctx, ft, 3, 0);
  LLVMValueRef init = LLVMConstArray2(rt, o->rows, (uint64_t)o->n);
  LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(init), "open_strides");
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMTypeRef fty, ps[4] = {c->t_ptr, c->t_i32, c->t_ptr, c->t_ptr};
  LLVMValueRef fn = cg_runtime_fn(c, "cajit_rt_check_open_strides", c->t_i32,
                                  ps, 4, false, &fty);
  LLVMValueRef args[4] = {
      o->fr->call, LLVMConstInt(c->t_i32, (uint64_t)o->n, 0), g, o->fr->syms};
  LLVMValueRef r = LLVMBuildCall2(c->bld, fty, fn, args, 4, "");
  LLVMBasicBlockRef good =
      LLVMAppendBasicBlockInContext(c->ctx, o->fr->fn, "ok");
  LLVMBuildCondBr(
      c->bld,
      LLVMBuildICmp(c->bld, LLVMIntEQ, r, LLVMConstInt(c->t_i32, 0, 0), ""),
      good, o->fr->fail);
  LLVMPositionBuilderAtEnd(c->bld, good);
  o->n = 0;
}

/* Gathers open stride d of input b as a table row; false when it is not
 * gathered (no table, or out of memory: it is then checked as IR). */
static bool gather_open_stride(cg *c, const cajit_kir_buffer *b, int32_t d) {
  open_strides *o = c->pending;
  int32_t s = cajit_expr_symbol_index(b->strides[d]);
  if (!o || s < 0 || o->n >= o->cap) return false;
  LLVMValueRef f[3] = {LLVMConstInt(c->t_i32, (uint64_t)s, 0),
                       LLVMConstInt(c->t_i32, (uint64_t)b->input_index, 0),
                       LLVMConstInt(c->t_i32, (uint64_t)d, 0)};
  o->rows[o->n++] = LLVMConstStructInContext(c->ctx, f, 3, 0);
  return true;
}

static void check_strides(cg *c, cg_frame *fr, const cajit_kir_buffer *b,
                          const char *subj) {
  for (int32_t d = 0; d < b->ndim && !c->err; d++) {
    if (!b->stride_open[d] || gather_open_stride(c, b, d)) continue;
    LLVMValueRef v = cg_expr(c, b->strides[d]);
    if (!v) return;
    char fmt[800];
    snprintf(fmt, sizeof fmt,
             "guard failed: %s: stride %d is %%lld, a stride cannot be "
             "negative",
             subj, (int)d);
    cg_check(c, fr, LLVMBuildICmp(c->bld, LLVMIntSGE, v, i64c(c, 0), ""),
             CAJIT_GUARD_FAILED, fmt, &v, 1);
  }
}

/* Whether e uses a symbol the entry has not bound yet (the strides of host
 * results, bound when their call returns). */
typedef struct late_syms {
  const cajit_kir_program *p;
  bool late;
} late_syms;

static void find_late(int32_t s, void *user) {
  late_syms *l = user;
  cajit_sv name = cajit_expr_ctx_symbol_name(l->p->exprs, s);
  if (name.len > 2 && name.data[0] == '_' && name.data[1] == 'h')
    l->late = true;
}

static bool uses_late(const cajit_kir_program *p, const cajit_expr *e) {
  late_syms l = {p, false};
  if (e) cajit_expr_visit_symbols(e, find_late, &l);
  return l.late;
}

static void check_view(cg *c, cg_frame *fr, int32_t id, const char *subj) {
  cajit_kir_view_bound vb;
  cajit_status s = cajit_kir_view_bounds(c->p, id, &vb);
  if (s) {
    cg_fail(c, s);
    return;
  }
  const cajit_kir_buffer *v = cajit_kir_buffer_get(c->p, id);
  for (int32_t i = 0; i < vb.count && !c->err; i++) {
    const cajit_kir_bound_check *k = &vb.checks[i];
    /* A check that reads a host result's strides (in its condition or in
     * the values its message prints) cannot run before the call that
     * binds them: the entry's checks run first, and would read whatever
     * the unbound strides hold (an identity view of a host result folds
     * to "the result is not empty", a condition of sizes only, while its
     * message still prints the result's footprint). */
    if (k->unchecked || uses_late(c->p, k->cond) || uses_late(c->p, k->lo) ||
        uses_late(c->p, k->hi) || uses_late(c->p, k->limit_lo) ||
        uses_late(c->p, k->limit_hi))
      continue;
    bool holds, ne;
    if (cajit_expr_as_bool(k->cond, &holds) && !holds &&
        cajit_expr_as_bool(vb.nonempty, &ne) && ne) {
      char lo[120], hi[120], llo[120], lhi[120];
      cajit_expr_print(c->p->exprs, k->lo, lo, sizeof lo);
      cajit_expr_print(c->p->exprs, k->hi, hi, sizeof hi);
      cajit_expr_print(c->p->exprs, k->limit_lo, llo, sizeof llo);
      cajit_expr_print(c->p->exprs, k->limit_hi, lhi, sizeof lhi);
      const char *origin = v->origin ? v->origin : "a view";
      if (k->dim >= 0)
        cg_fail(c, cajit_status_make(
                       CAJIT_VERIFY_ERROR,
                       "%s: the view (buf%d) reaches indices %s..%s of dim "
                       "%d of what it views, which has %s..%s",
                       origin, (int)id, lo, hi, (int)k->dim, llo, lhi));
      else
        cg_fail(c, cajit_status_make(
                       CAJIT_VERIFY_ERROR,
                       "%s: the view (buf%d) reaches element offsets %s..%s "
                       "of its storage, which holds %s..%s",
                       origin, (int)id, lo, hi, llo, lhi));
      return;
    }
    LLVMBuilderRef B = c->bld;
    LLVMValueRef cond = cg_expr(c, k->cond), nonempty = cg_expr(c, vb.nonempty);
    LLVMValueRef vals[4] = {cg_expr(c, k->lo), cg_expr(c, k->hi),
                            cg_expr(c, k->limit_lo), cg_expr(c, k->limit_hi)};
    if (!cond || !nonempty || !vals[0] || !vals[1] || !vals[2] || !vals[3])
      return;
    char fmt[900];
    if (k->dim >= 0)
      snprintf(fmt, sizeof fmt,
               "guard failed: %s: the view reaches indices %%lld..%%lld of "
               "dim %d of what it views, which has %%lld..%%lld",
               subj, (int)k->dim);
    else
      snprintf(fmt, sizeof fmt,
               "guard failed: %s: the view reaches element offsets "
               "%%lld..%%lld of its storage, which holds %%lld..%%lld",
               subj);
    LLVMValueRef ok = LLVMBuildOr(B, LLVMBuildNot(B, nonempty, ""), cond, "");
    cg_check(c, fr, ok, CAJIT_GUARD_FAILED, fmt, vals, 4);
  }
}

/* The lowerings' assertions (kir.h), in order: the first false one
 * fails the call. */
static void check_asserts(cg *c, cg_frame *fr) {
  for (size_t i = 0; i < c->p->asserts.len && !c->err; i++) {
    const cajit_kir_assert *a = &c->p->asserts.data[i];
    LLVMValueRef ok = cg_expr(c, a->cond);
    if (!ok) return;
    char fmt[600];
    cg_escape_pct(a->message, fmt, sizeof fmt);
    cg_check(c, fr, ok, CAJIT_INVALID_ARGUMENT, fmt, NULL, 0);
  }
}

void cg_check_extents(cg *c, cg_frame *fr) {
  const cajit_kir_program *p = c->p;
  open_strides o = {fr, NULL, 0, 0};
  if (c->entry_tables) {
    for (size_t i = 0; i < p->buffers.len; i++)
      if (p->buffers.data[i].kind == CAJIT_KIR_BUFFER_INPUT)
        o.cap += p->buffers.data[i].ndim;
    o.rows = cajit_malloc(((size_t)o.cap + 1) * sizeof *o.rows);
    if (o.rows) { /* else every check is IR */
      c->pending = &o;
      c->flush_pending = flush_open_strides;
    }
  }
  for (size_t i = 0; i < p->buffers.len && !c->err; i++) {
    const cajit_kir_buffer *b = &p->buffers.data[i];
    /* A fused-away buffer is still checked: its shape and its views'
     * ranges say which elements the inlined code reads of what feeds it
     * (select(neg(x), 0, 0) over an empty x reads x[0, j] in the fused
     * kernel). Only the memory is gone, and the checks need none. */
    char raw[300], subj[300];
    subject_of(c, b, raw, subj, sizeof subj);
    c->ovf_subject = raw;
    check_dims(c, fr, b, subj);
    if (!c->err) check_numel(c, b);
    if (!c->err && b->kind == CAJIT_KIR_BUFFER_INPUT)
      check_strides(c, fr, b, subj);
    if (!c->err && b->kind == CAJIT_KIR_BUFFER_VIEW)
      check_view(c, fr, (int32_t)i, subj);
    c->ovf_subject = NULL;
  }
  flush_open_strides(c);
  c->flush_pending = NULL;
  c->pending = NULL;
  cajit_free(o.rows);
  check_asserts(c, fr);
}
