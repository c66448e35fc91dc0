/* Kernel IR: programs (signature, memory plan, errors) and symbols (index
 * symbols, assertions, what is known non-negative); see kir.h. Scalar
 * values are in kir_value.c, kernels in kir_kernel.c, buffers and views in
 * kir_view.c, rewriting in kir_subst.c, printing in kir_print.c. */
#include "kir/kir.h"

#include <stdio.h>
#include <string.h>

#include "kir/kir_internal.h"
#include "support/arena.h"

/* ---- program -------------------------------------------------------------
 */

cajit_status cajit_kir_program_create(cajit_expr_ctx *exprs,
                                      cajit_kir_program **out_program) {
  *out_program = NULL;
  if (!exprs)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "kernel IR: no expression context");
  cajit_kir_program *p = cajit_calloc(1, sizeof *p);
  if (!p) return cajit_kir_oom("creating a kernel IR program");
  p->exprs = exprs;
  p->arena = cajit_arena_create();
  if (!p->arena) {
    cajit_free(p);
    return cajit_kir_oom("creating a kernel IR program");
  }
  *out_program = p;
  return NULL;
}

void cajit_kir_program_destroy(cajit_kir_program *p) {
  if (!p) return;
  CAJIT_VEC_FREE(&p->buffers);
  CAJIT_VEC_FREE(&p->kernels);
  CAJIT_VEC_FREE(&p->asserts);
  CAJIT_VEC_FREE(&p->symflags_);
  for (int k = 0; k < 4; k++)
    CAJIT_VEC_FREE(&p->index_syms_[k]);
  cajit_status_free(p->error);
  if (p->memplan) cajit_kir_memplan_free(p->memplan);
  cajit_free(p->memplan);
  cajit_arena_destroy(p->arena);
  cajit_free(p);
}

void cajit_kir_memplan_free(cajit_kir_memplan *m) {
  cajit_free(m->buffers);
  cajit_free(m->first);
  cajit_free(m->last);
  cajit_free(m->pinned);
  cajit_free(m->donated);
  cajit_free(m->donated_kernel);
  cajit_free(m->donated_view);
  cajit_free(m->release_after);
  memset(m, 0, sizeof *m);
}

cajit_status cajit_kir_set_memplan(cajit_kir_program *p, cajit_kir_memplan *m) {
  cajit_kir_memplan *own = p->memplan ? p->memplan : cajit_malloc(sizeof *own);
  if (!own) {
    cajit_kir_memplan_free(m);
    return cajit_kir_oom("for a memory plan");
  }
  if (p->memplan) cajit_kir_memplan_free(p->memplan);
  *own = *m;
  memset(m, 0, sizeof *m);
  p->memplan = own;
  return NULL;
}

cajit_status cajit_kir_program_error(const cajit_kir_program *p) {
  if (!p->error) return NULL;
  return cajit_status_make(cajit_status_code_of(p->error), "%s",
                           cajit_status_message(p->error));
}

void *cajit_kir_program_fail(cajit_kir_program *p, cajit_status s) {
  if (!p->error)
    p->error = s;
  else
    cajit_status_free(s);
  return NULL;
}

cajit_status cajit_kir_oom(const char *what) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "kernel IR: out of memory %s",
                           what);
}

cajit_status cajit_kir_set_signature(cajit_kir_program *p,
                                     const cajit_kir_signature *sig) {
  for (int32_t i = 0; i < sig->input_count; i++) {
    const cajit_kir_buffer *b = cajit_kir_buffer_get(p, sig->inputs[i]);
    if (!b || b->kind != CAJIT_KIR_BUFFER_INPUT || b->input_index != i)
      return cajit_status_make(CAJIT_INTERNAL,
                               "kernel IR: signature input %d is not input "
                               "buffer %d",
                               (int)i, (int)i);
  }
  for (int32_t i = 0; i < sig->output_count; i++) {
    if (sig->outputs[i] < 0) continue;
    const cajit_kir_buffer *b = cajit_kir_buffer_get(p, sig->outputs[i]);
    if (!b || b->kind != CAJIT_KIR_BUFFER_OUTPUT || b->output_index != i)
      return cajit_status_make(CAJIT_INTERNAL,
                               "kernel IR: signature output %d is not output "
                               "buffer %d",
                               (int)i, (int)i);
  }
  for (int32_t i = 0; i < sig->binding_count; i++)
    if (sig->bindings[i].symbol < 0 ||
        sig->bindings[i].symbol >= cajit_expr_ctx_symbol_count(p->exprs))
      return cajit_status_make(CAJIT_INTERNAL,
                               "kernel IR: signature binds no symbol %d",
                               (int)sig->bindings[i].symbol);
  cajit_kir_signature *s = cajit_arena_memdup(p->arena, sig, sizeof *sig);
  if (!s) return cajit_kir_oom("setting the signature");
  s->inputs = cajit_arena_memdup(p->arena, sig->inputs,
                                 (size_t)sig->input_count * sizeof(int32_t));
  s->outputs = cajit_arena_memdup(p->arena, sig->outputs,
                                  (size_t)sig->output_count * sizeof(int32_t));
  s->bindings = cajit_arena_memdup(p->arena, sig->bindings,
                                   (size_t)sig->binding_count *
                                       sizeof(cajit_symbol_binding));
  s->assumptions = cajit_arena_memdup(p->arena, sig->assumptions,
                                      (size_t)sig->assumption_count *
                                          sizeof(const cajit_expr *));
  if ((sig->input_count && !s->inputs) || (sig->output_count && !s->outputs) ||
      (sig->binding_count && !s->bindings) ||
      (sig->assumption_count && !s->assumptions))
    return cajit_kir_oom("setting the signature");
  p->signature = s;
  return NULL;
}

/* ---- symbols -------------------------------------------------------------
 */

uint8_t kir_symflags(const cajit_kir_program *p, int32_t sym) {
  return sym >= 0 && (size_t)sym < p->symflags_.len ? p->symflags_.data[sym]
                                                    : 0;
}

static cajit_status symflags_set(cajit_kir_program *p, int32_t sym,
                                 uint8_t bits) {
  if (sym < 0 || sym >= cajit_expr_ctx_symbol_count(p->exprs))
    return cajit_status_make(CAJIT_INVALID_ARGUMENT, "kernel IR: no symbol %d",
                             (int)sym);
  while (p->symflags_.len <= (size_t)sym)
    if (!CAJIT_VEC_PUSH(&p->symflags_, 0)) return cajit_kir_oom("for symbols");
  p->symflags_.data[sym] |= bits;
  return NULL;
}

cajit_status cajit_kir_add_assert(cajit_kir_program *p, const cajit_expr *cond,
                                  const char *message) {
  bool holds;
  if (!cond) return cajit_kir_oom("adding an assertion");
  if (cajit_expr_type_of(cond) != CAJIT_EXPR_TYPE_BOOL)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: an assertion is not a condition");
  if (cajit_expr_as_bool(cond, &holds) && holds) return NULL;
  cajit_kir_assert a = {
      cond, cajit_arena_memdup(p->arena, message, strlen(message) + 1)};
  if (!a.message || !CAJIT_VEC_PUSH(&p->asserts, a))
    return cajit_kir_oom("adding an assertion");
  return NULL;
}

cajit_status cajit_kir_symbol_set_nonneg(cajit_kir_program *p, int32_t sym) {
  return symflags_set(p, sym, KIR_SYM_NONNEG);
}

bool cajit_kir_symbol_is_index(const cajit_kir_program *p, int32_t sym) {
  return (kir_symflags(p, sym) & KIR_SYM_INDEX) != 0;
}

bool cajit_kir_expr_nonneg(const cajit_kir_program *p, const cajit_expr *e) {
  int64_t c;
  if (cajit_expr_as_int(e, &c)) return c >= 0;
  switch (cajit_expr_kind_of(e)) {
  case CAJIT_EXPR_SYMBOL:
    return (kir_symflags(p, cajit_expr_symbol_index(e)) & KIR_SYM_NONNEG) != 0;
  case CAJIT_EXPR_ADD:
  case CAJIT_EXPR_MUL:
  case CAJIT_EXPR_FLOORDIV:
  case CAJIT_EXPR_MIN:
    for (int32_t i = 0; i < cajit_expr_operand_count(e); i++)
      if (!cajit_kir_expr_nonneg(p, cajit_expr_operand(e, i))) return false;
    return true;
  case CAJIT_EXPR_MOD: /* sign of the divisor */
    return cajit_kir_expr_nonneg(p, cajit_expr_operand(e, 1));
  case CAJIT_EXPR_MAX:
    for (int32_t i = 0; i < cajit_expr_operand_count(e); i++)
      if (cajit_kir_expr_nonneg(p, cajit_expr_operand(e, i))) return true;
    return false;
  default: return false;
  }
}

static const char index_prefix[4] = {'i', 'r', 'd', 'x'};

cajit_status cajit_kir_indices(cajit_kir_program *p, cajit_kir_index_kind kind,
                               int32_t n, const cajit_expr **out) {
  if ((unsigned)kind > CAJIT_KIR_INDEX_SLOT || n < 0 ||
      (kind == CAJIT_KIR_INDEX_SLOT && n > CAJIT_KIR_MAX_SLOTS))
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "kernel IR: bad index request");
  for (int32_t k = (int32_t)p->index_syms_[kind].len; k < n; k++) {
    char name[32];
    int len = snprintf(name, sizeof name, "_%c%d", index_prefix[kind], k);
    cajit_sv sv = {name, (size_t)len};
    int32_t sym = cajit_expr_ctx_find_symbol(p->exprs, sv);
    if (sym < 0)
      CAJIT_RETURN_IF_ERROR(
          cajit_expr_ctx_add_symbol(p->exprs, sv, CAJIT_EXPR_TYPE_INT, &sym));
    CAJIT_RETURN_IF_ERROR(symflags_set(p, sym, KIR_SYM_NONNEG | KIR_SYM_INDEX));
    if (!CAJIT_VEC_PUSH(&p->index_syms_[kind], sym))
      return cajit_kir_oom("for index symbols");
  }
  for (int32_t k = 0; out && k < n; k++) {
    out[k] = cajit_expr_symbol(p->exprs, p->index_syms_[kind].data[k]);
    if (!out[k]) return cajit_kir_oom("for index symbols");
  }
  return NULL;
}

/* The position k of index symbol sym of kind, or -1. */
int32_t cajit_kir_index_position(const cajit_kir_program *p,
                                 cajit_kir_index_kind kind, int32_t sym) {
  for (size_t k = 0; k < p->index_syms_[kind].len; k++)
    if (p->index_syms_[kind].data[k] == sym) return (int32_t)k;
  return -1;
}
