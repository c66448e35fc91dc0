/* Kernel IR: programs, index symbols, scalar values and kernels (see kir.h).
 * Buffers and views are in kir_view.c, rewriting in kir_subst.c, printing in
 * kir_print.c.
 *
 * Every value constructor checks the dtype rules of its op, so a lowering
 * that forgets a cast fails here, naming the op and the dtypes, rather than
 * in codegen. */
#include "kir/kir.h"

#include <math.h>
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

/* ---- values --------------------------------------------------------------
 */

const char *cajit_kir_op_name(cajit_kir_op op) {
  static const char *const names[CAJIT_KIR_OP_COUNT_] = {
      [CAJIT_KIR_CONST] = "const",
      [CAJIT_KIR_LOAD] = "load",
      [CAJIT_KIR_EXPR] = "expr",
      [CAJIT_KIR_NEG] = "neg",
      [CAJIT_KIR_EXP] = "exp",
      [CAJIT_KIR_LOG] = "log",
      [CAJIT_KIR_LOG1P] = "log1p",
      [CAJIT_KIR_EXPM1] = "expm1",
      [CAJIT_KIR_SQRT] = "sqrt",
      [CAJIT_KIR_RSQRT] = "rsqrt",
      [CAJIT_KIR_ABS] = "abs",
      [CAJIT_KIR_TANH] = "tanh",
      [CAJIT_KIR_SIGMOID] = "sigmoid",
      [CAJIT_KIR_ERF] = "erf",
      [CAJIT_KIR_SIN] = "sin",
      [CAJIT_KIR_COS] = "cos",
      [CAJIT_KIR_RELU] = "relu",
      [CAJIT_KIR_SIGN] = "sign",
      [CAJIT_KIR_NOT] = "not",
      [CAJIT_KIR_ADD] = "add",
      [CAJIT_KIR_SUB] = "sub",
      [CAJIT_KIR_MUL] = "mul",
      [CAJIT_KIR_DIV] = "div",
      [CAJIT_KIR_POW] = "pow",
      [CAJIT_KIR_MAX] = "max",
      [CAJIT_KIR_MIN] = "min",
      [CAJIT_KIR_AND] = "and",
      [CAJIT_KIR_OR] = "or",
      [CAJIT_KIR_EQ] = "eq",
      [CAJIT_KIR_NE] = "ne",
      [CAJIT_KIR_LT] = "lt",
      [CAJIT_KIR_LE] = "le",
      [CAJIT_KIR_GT] = "gt",
      [CAJIT_KIR_GE] = "ge",
      [CAJIT_KIR_WHERE] = "where",
      [CAJIT_KIR_CAST] = "cast",
      [CAJIT_KIR_LOAD_INDIRECT] = "load_indirect",
      [CAJIT_KIR_CHECK] = "check",
  };
  return (unsigned)op < CAJIT_KIR_OP_COUNT_ && names[op] ? names[op] : "?";
}

static bool valid_dtype(cajit_dtype d) {
  return (unsigned)d < CAJIT_DTYPE_COUNT_;
}

static bool is_numeric(cajit_dtype d) {
  return cajit_dtype_is_floating(d) || cajit_dtype_is_integral(d);
}

static cajit_kir_value *value_new(cajit_kir_program *p, cajit_kir_op op,
                                  cajit_dtype dtype) {
  cajit_kir_value *v = cajit_arena_alloc(p->arena, sizeof *v);
  if (!v) return cajit_kir_program_fail(p, cajit_kir_oom("building a value"));
  v->op = op;
  v->dtype = dtype;
  return v;
}

static void *bad_dtype(cajit_kir_program *p, cajit_kir_op op, cajit_dtype d) {
  return cajit_kir_program_fail(
      p,
      cajit_status_make(CAJIT_INTERNAL, "kernel IR: %s does not take dtype %s",
                        cajit_kir_op_name(op), cajit_dtype_name(d)));
}

/* v rounded (to nearest, ties to even) to float and then to the format of
 * floating dtype d: the value a d holds after conversion from a double,
 * as codegen's casts compute it. */
static double round_to_dtype(cajit_dtype d, double v) {
  if (d == CAJIT_DTYPE_F64) return v;
  float f = (float)v;
  if (d == CAJIT_DTYPE_F32 || isnan(f) || isinf(f)) return f;
  int e;
  if (d == CAJIT_DTYPE_BF16) { /* 8 significant bits, f32's range */
    if (f == 0) return f;
    frexpf(f, &e); /* |f| = m * 2^e, m in [0.5, 1) */
    double q = ldexp(1, e - 8);
    double r = nearbyint(f / q) * q;
    return isinf((float)r) ? (double)(float)r : r;
  }
  /* f16: 11 significant bits, subnormals below 2^-14, inf from 65520 */
  if (fabsf(f) >= 65520.0f) return f > 0 ? INFINITY : -INFINITY;
  frexpf(f, &e);
  double q = ldexp(1, (e - 1 < -14 ? -14 : e - 1) - 10);
  return nearbyint(f / q) * q;
}

const cajit_kir_value *cajit_kir_const_float(cajit_kir_program *p,
                                             cajit_dtype dtype, double v) {
  if (!valid_dtype(dtype)) return bad_dtype(p, CAJIT_KIR_CONST, dtype);
  if (!cajit_dtype_is_floating(dtype))
    return cajit_kir_const_int(
        p, dtype, dtype == CAJIT_DTYPE_BOOL ? (int64_t)(v != 0) : (int64_t)v);
  cajit_kir_value *n = value_new(p, CAJIT_KIR_CONST, dtype);
  if (n) n->u.f = round_to_dtype(dtype, v);
  return n;
}

const cajit_kir_value *cajit_kir_const_int(cajit_kir_program *p,
                                           cajit_dtype dtype, int64_t v) {
  if (!valid_dtype(dtype)) return bad_dtype(p, CAJIT_KIR_CONST, dtype);
  if (cajit_dtype_is_floating(dtype))
    return cajit_kir_const_float(p, dtype, (double)v);
  cajit_kir_value *n = value_new(p, CAJIT_KIR_CONST, dtype);
  if (n) n->u.i = dtype == CAJIT_DTYPE_BOOL ? v != 0 : v;
  return n;
}

const cajit_kir_value *cajit_kir_load(cajit_kir_program *p, int32_t buffer,
                                      const cajit_expr *const *index) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, buffer);
  if (!b)
    return cajit_kir_program_fail(
        p, cajit_status_make(CAJIT_INTERNAL, "kernel IR: load of no buffer %d",
                             (int)buffer));
  for (int32_t k = 0; k < b->ndim; k++) {
    if (!index[k])
      return cajit_kir_program_fail(p, cajit_kir_oom("building a load index"));
    if (cajit_expr_type_of(index[k]) != CAJIT_EXPR_TYPE_INT)
      return cajit_kir_program_fail(
          p,
          cajit_status_make(CAJIT_INTERNAL,
                            "kernel IR: load of buf%d: index %d is not an int",
                            (int)buffer, (int)k));
  }
  cajit_kir_value *n = value_new(p, CAJIT_KIR_LOAD, b->dtype);
  if (!n) return NULL;
  n->u.load.buffer = buffer;
  n->u.load.ndim = b->ndim;
  n->u.load.index =
      cajit_arena_memdup(p->arena, index, (size_t)b->ndim * sizeof *index);
  if (!n->u.load.index && b->ndim)
    return cajit_kir_program_fail(p, cajit_kir_oom("building a load index"));
  return n;
}

const cajit_kir_value *
cajit_kir_load_indirect(cajit_kir_program *p, int32_t buffer,
                        const cajit_expr *const *index, int32_t slot_count,
                        const cajit_kir_value *const *slot_values,
                        const cajit_kir_slot *slots) {
  if (slot_count < 1 || slot_count > CAJIT_KIR_MAX_SLOTS)
    return cajit_kir_program_fail(
        p, cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: indirect load of buf%d "
                             "with %d slots (1 to %d)",
                             (int)buffer, (int)slot_count,
                             (int)CAJIT_KIR_MAX_SLOTS));
  for (int32_t k = 0; k < slot_count; k++) {
    if (!slot_values[k]) return NULL; /* its error is recorded */
    if (!cajit_dtype_is_integral(slot_values[k]->dtype))
      return cajit_kir_program_fail(
          p, cajit_status_make(CAJIT_INTERNAL,
                               "kernel IR: indirect load of buf%d: slot %d is "
                               "%s, not an integer",
                               (int)buffer, (int)k,
                               cajit_dtype_name(slot_values[k]->dtype)));
    if (!slots[k].bound)
      return cajit_kir_program_fail(p, cajit_kir_oom("building a slot"));
    if (cajit_expr_type_of(slots[k].bound) != CAJIT_EXPR_TYPE_INT)
      return cajit_kir_program_fail(
          p,
          cajit_status_make(CAJIT_INTERNAL,
                            "kernel IR: indirect load of buf%d: the bound of "
                            "slot %d is not an int",
                            (int)buffer, (int)k));
  }
  cajit_status s = cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, slot_count, NULL);
  if (s) return cajit_kir_program_fail(p, s);
  const cajit_kir_value *l = cajit_kir_load(p, buffer, index);
  if (!l) return NULL;
  cajit_kir_value *n = cajit_arena_memdup(p->arena, l, sizeof *l);
  cajit_kir_slot *sl =
      cajit_arena_memdup(p->arena, slots, (size_t)slot_count * sizeof *slots);
  if (!n || !sl)
    return cajit_kir_program_fail(p,
                                  cajit_kir_oom("building an indirect load"));
  n->op = CAJIT_KIR_LOAD_INDIRECT;
  n->arg_count = slot_count;
  for (int32_t k = 0; k < slot_count; k++)
    n->args[k] = slot_values[k];
  n->u.load.slots = sl;
  return n;
}

const cajit_kir_value *cajit_kir_expr_value(cajit_kir_program *p,
                                            cajit_dtype dtype,
                                            const cajit_expr *e) {
  if (!e)
    return cajit_kir_program_fail(
        p, cajit_kir_oom("building an expression value"));
  if (!valid_dtype(dtype)) return bad_dtype(p, CAJIT_KIR_EXPR, dtype);
  int64_t i;
  double f;
  bool b;
  /* Constants become CONST nodes, which codegen folds. */
  if (cajit_expr_as_int(e, &i)) return cajit_kir_const_int(p, dtype, i);
  if (cajit_expr_as_float(e, &f)) return cajit_kir_const_float(p, dtype, f);
  if (cajit_expr_as_bool(e, &b)) return cajit_kir_const_int(p, dtype, b);
  cajit_kir_value *n = value_new(p, CAJIT_KIR_EXPR, dtype);
  if (n) n->u.expr = e;
  return n;
}

static bool unary_accepts(cajit_kir_op op, cajit_dtype d) {
  switch (op) {
  case CAJIT_KIR_NEG:
  case CAJIT_KIR_ABS:
  case CAJIT_KIR_RELU:
  case CAJIT_KIR_SIGN: return is_numeric(d);
  case CAJIT_KIR_NOT: return d == CAJIT_DTYPE_BOOL;
  case CAJIT_KIR_EXP:
  case CAJIT_KIR_LOG:
  case CAJIT_KIR_LOG1P:
  case CAJIT_KIR_EXPM1:
  case CAJIT_KIR_SQRT:
  case CAJIT_KIR_RSQRT:
  case CAJIT_KIR_TANH:
  case CAJIT_KIR_SIGMOID:
  case CAJIT_KIR_ERF:
  case CAJIT_KIR_SIN:
  case CAJIT_KIR_COS: return cajit_dtype_is_floating(d);
  default: return false;
  }
}

const cajit_kir_value *cajit_kir_unary(cajit_kir_program *p, cajit_kir_op op,
                                       const cajit_kir_value *a) {
  if (!a) return NULL;
  if (op < CAJIT_KIR_NEG || op > CAJIT_KIR_NOT)
    return cajit_kir_program_fail(
        p, cajit_status_make(CAJIT_INTERNAL, "kernel IR: %s is not a unary op",
                             cajit_kir_op_name(op)));
  if (!unary_accepts(op, a->dtype)) return bad_dtype(p, op, a->dtype);
  cajit_kir_value *n = value_new(p, op, a->dtype);
  if (!n) return NULL;
  n->arg_count = 1;
  n->args[0] = a;
  return n;
}

bool cajit_kir_op_is_compare(cajit_kir_op op) {
  return op >= CAJIT_KIR_EQ && op <= CAJIT_KIR_GE;
}

static bool binary_accepts(cajit_kir_op op, cajit_dtype d) {
  switch (op) {
  case CAJIT_KIR_ADD:
  case CAJIT_KIR_SUB:
  case CAJIT_KIR_MUL: return is_numeric(d);
  case CAJIT_KIR_DIV:
  case CAJIT_KIR_POW: return cajit_dtype_is_floating(d);
  case CAJIT_KIR_MAX:
  case CAJIT_KIR_MIN: return valid_dtype(d);
  case CAJIT_KIR_AND:
  case CAJIT_KIR_OR: return d == CAJIT_DTYPE_BOOL || cajit_dtype_is_integral(d);
  default: return cajit_kir_op_is_compare(op) && valid_dtype(d);
  }
}

const cajit_kir_value *cajit_kir_binary(cajit_kir_program *p, cajit_kir_op op,
                                        const cajit_kir_value *a,
                                        const cajit_kir_value *b) {
  if (!a || !b) return NULL;
  if (op < CAJIT_KIR_ADD || op > CAJIT_KIR_GE)
    return cajit_kir_program_fail(
        p, cajit_status_make(CAJIT_INTERNAL, "kernel IR: %s is not a binary op",
                             cajit_kir_op_name(op)));
  if (a->dtype != b->dtype)
    return cajit_kir_program_fail(
        p, cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: %s of %s and %s (cast one first)",
                             cajit_kir_op_name(op), cajit_dtype_name(a->dtype),
                             cajit_dtype_name(b->dtype)));
  if (!binary_accepts(op, a->dtype)) return bad_dtype(p, op, a->dtype);
  cajit_kir_value *n = value_new(
      p, op, cajit_kir_op_is_compare(op) ? CAJIT_DTYPE_BOOL : a->dtype);
  if (!n) return NULL;
  n->arg_count = 2;
  n->args[0] = a;
  n->args[1] = b;
  return n;
}

const cajit_kir_value *cajit_kir_where(cajit_kir_program *p,
                                       const cajit_kir_value *cond,
                                       const cajit_kir_value *a,
                                       const cajit_kir_value *b) {
  if (!cond || !a || !b) return NULL;
  if (cond->dtype != CAJIT_DTYPE_BOOL)
    return cajit_kir_program_fail(
        p, cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: where condition is %s, not bool",
                             cajit_dtype_name(cond->dtype)));
  if (a->dtype != b->dtype)
    return cajit_kir_program_fail(
        p, cajit_status_make(
               CAJIT_INTERNAL, "kernel IR: where of %s and %s (cast one first)",
               cajit_dtype_name(a->dtype), cajit_dtype_name(b->dtype)));
  cajit_kir_value *n = value_new(p, CAJIT_KIR_WHERE, a->dtype);
  if (!n) return NULL;
  n->arg_count = 3;
  n->args[0] = cond;
  n->args[1] = a;
  n->args[2] = b;
  return n;
}

const cajit_kir_value *
cajit_kir_check(cajit_kir_program *p, const cajit_kir_value *value,
                const cajit_expr *lo, const cajit_expr *hi,
                const cajit_expr *except, const char *message) {
  if (!value) return NULL;
  if (!lo || !hi)
    return cajit_kir_program_fail(p, cajit_kir_oom("building a check"));
  if (!cajit_dtype_is_integral(value->dtype))
    return cajit_kir_program_fail(
        p, cajit_status_make(CAJIT_INTERNAL, "kernel IR: check of a %s value",
                             cajit_dtype_name(value->dtype)));
  cajit_kir_value *n = value_new(p, CAJIT_KIR_CHECK, value->dtype);
  const char *m = cajit_arena_memdup(p->arena, message, strlen(message) + 1);
  if (!n || !m)
    return n ? cajit_kir_program_fail(p, cajit_kir_oom("building a check"))
             : NULL;
  n->arg_count = 1;
  n->args[0] = value;
  n->u.check.message = m;
  n->u.check.lo = lo;
  n->u.check.hi = hi;
  n->u.check.except = except;
  return n;
}

const cajit_kir_value *cajit_kir_cast(cajit_kir_program *p, cajit_dtype dtype,
                                      const cajit_kir_value *a) {
  if (!a) return NULL;
  if (!valid_dtype(dtype)) return bad_dtype(p, CAJIT_KIR_CAST, dtype);
  if (a->dtype == dtype) return a;
  if (a->op == CAJIT_KIR_CONST) { /* fold; const_float rounds as a cast */
    double v = cajit_dtype_is_floating(a->dtype) ? a->u.f : (double)a->u.i;
    if (cajit_dtype_is_floating(dtype))
      return cajit_kir_const_float(p, dtype, v);
    return cajit_dtype_is_floating(a->dtype)
               ? cajit_kir_const_float(p, dtype, a->u.f)
               : cajit_kir_const_int(p, dtype, a->u.i);
  }
  cajit_kir_value *n = value_new(p, CAJIT_KIR_CAST, dtype);
  if (!n) return NULL;
  n->arg_count = 1;
  n->args[0] = a;
  return n;
}

/* ---- kernels -------------------------------------------------------------
 */

const char *cajit_kir_reduce_name(cajit_kir_reduce_op op) {
  switch (op) {
  case CAJIT_KIR_REDUCE_SUM: return "sum";
  case CAJIT_KIR_REDUCE_PROD: return "prod";
  case CAJIT_KIR_REDUCE_MAX: return "max";
  case CAJIT_KIR_REDUCE_MIN: return "min";
  case CAJIT_KIR_REDUCE_ASSIGN: return "assign";
  }
  return "?";
}

/* Checks that every index symbol v uses is bound by the kernel's loops:
 * _i<k> with k < outer, _r<k> with k < red, and _x<k> only in the index of
 * an indirect access with more than k slots. */
typedef struct scope_check {
  const cajit_kir_program *p;
  int32_t outer, red;
  int32_t slots; /* slot symbols allowed where the visit is */
  int32_t bad;   /* first offending symbol, or -1 */
} scope_check;

static void scope_visit(int32_t sym, void *user) {
  scope_check *sc = user;
  if (sc->bad >= 0 || !cajit_kir_symbol_is_index(sc->p, sym)) return;
  int32_t k = cajit_kir_index_position(sc->p, CAJIT_KIR_INDEX_OUTER, sym);
  if (k >= 0 && k < sc->outer) return;
  k = cajit_kir_index_position(sc->p, CAJIT_KIR_INDEX_REDUCE, sym);
  if (k >= 0 && k < sc->red) return;
  k = cajit_kir_index_position(sc->p, CAJIT_KIR_INDEX_SLOT, sym);
  if (k >= 0 && k < sc->slots) return;
  sc->bad = sym;
}

static void scope_value(scope_check *sc, const cajit_kir_value *v) {
  if (v->op == CAJIT_KIR_LOAD || v->op == CAJIT_KIR_LOAD_INDIRECT) {
    sc->slots = v->op == CAJIT_KIR_LOAD_INDIRECT ? v->arg_count : 0;
    for (int32_t k = 0; k < v->u.load.ndim; k++)
      cajit_expr_visit_symbols(v->u.load.index[k], scope_visit, sc);
    sc->slots = 0;
    for (int32_t k = 0; v->u.load.slots && k < v->arg_count; k++)
      cajit_expr_visit_symbols(v->u.load.slots[k].bound, scope_visit, sc);
  } else if (v->op == CAJIT_KIR_EXPR) {
    cajit_expr_visit_symbols(v->u.expr, scope_visit, sc);
  }
  for (int32_t i = 0; i < v->arg_count && sc->bad < 0; i++)
    scope_value(sc, v->args[i]);
}

static cajit_status check_scope(const cajit_kir_program *p, const char *name,
                                const cajit_kir_value *v, int32_t outer,
                                int32_t red) {
  scope_check sc = {p, outer, red, 0, -1};
  scope_value(&sc, v);
  if (sc.bad < 0) return NULL;
  cajit_sv s = cajit_expr_ctx_symbol_name(p->exprs, sc.bad);
  return cajit_status_make(CAJIT_INTERNAL,
                           "kernel IR: kernel %s uses index %.*s outside its "
                           "loops",
                           name, (int)s.len, s.data);
}

static cajit_status kernel_push(cajit_kir_program *p, cajit_kir_kernel *k,
                                const char *name, int32_t *out_kernel) {
  int ok = 1;
  k->name =
      cajit_arena_sv(p->arena, cajit_sv_from_cstr(name ? name : ""), &ok).data;
  if (!ok) return cajit_kir_oom("adding a kernel");
  k->id = (int32_t)p->kernels.len;
  if (!CAJIT_VEC_PUSH(&p->kernels, *k)) return cajit_kir_oom("adding a kernel");
  if (out_kernel) *out_kernel = k->id;
  return NULL;
}

/* A kernel's output must be a buffer it may write: not an input. */
static cajit_status check_out(cajit_kir_program *p, const char *name,
                              int32_t out, const cajit_kir_buffer **out_buf) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, out);
  if (!b)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: kernel %s writes no buffer %d", name,
                             (int)out);
  const cajit_kir_buffer *r = cajit_kir_buffer_get(p, b->root);
  if (r->kind == CAJIT_KIR_BUFFER_INPUT ||
      r->kind == CAJIT_KIR_BUFFER_HOST_RESULT)
    return cajit_status_make(
        CAJIT_INTERNAL, "kernel IR: kernel %s writes %s buffer buf%d", name,
        r->kind == CAJIT_KIR_BUFFER_INPUT ? "input" : "host result",
        (int)b->root);
  *out_buf = b;
  return NULL;
}

cajit_status cajit_kir_add_pointwise(cajit_kir_program *p, const char *name,
                                     int32_t out, const cajit_kir_value *value,
                                     int32_t *out_kernel) {
  name = name ? name : "";
  if (!value) {
    cajit_status e = cajit_kir_program_error(p);
    return e ? e : cajit_kir_oom("adding a pointwise kernel");
  }
  const cajit_kir_buffer *ob = NULL;
  CAJIT_RETURN_IF_ERROR(check_out(p, name, out, &ob));
  if (value->dtype != ob->dtype)
    return cajit_status_make(
        CAJIT_INTERNAL, "kernel IR: kernel %s stores %s into %s buf%d", name,
        cajit_dtype_name(value->dtype), cajit_dtype_name(ob->dtype), (int)out);
  CAJIT_RETURN_IF_ERROR(check_scope(p, name, value, ob->ndim, 0));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, ob->ndim, NULL));
  cajit_kir_kernel k = {0};
  k.kind = CAJIT_KIR_POINTWISE;
  k.out = out;
  k.value = value;
  k.a = k.b = k.c = -1;
  return kernel_push(p, &k, name, out_kernel);
}

cajit_status cajit_kir_add_reduction(cajit_kir_program *p, const char *name,
                                     int32_t out, cajit_kir_reduce_op op,
                                     cajit_dtype acc_dtype, int32_t red_ndim,
                                     const cajit_expr *const *red_extents,
                                     const cajit_kir_value *value,
                                     int32_t *out_kernel) {
  name = name ? name : "";
  if (!value) {
    cajit_status e = cajit_kir_program_error(p);
    return e ? e : cajit_kir_oom("adding a reduction kernel");
  }
  const cajit_kir_buffer *ob = NULL;
  CAJIT_RETURN_IF_ERROR(check_out(p, name, out, &ob));
  if (value->dtype != acc_dtype || !is_numeric(acc_dtype))
    return cajit_status_make(
        CAJIT_INTERNAL, "kernel IR: reduction %s: value is %s, accumulator %s",
        name, cajit_dtype_name(value->dtype), cajit_dtype_name(acc_dtype));
  if ((unsigned)op > CAJIT_KIR_REDUCE_MIN || red_ndim < 1)
    return cajit_status_make(
        CAJIT_INTERNAL, "kernel IR: reduction %s: bad op or no dims", name);
  CAJIT_RETURN_IF_ERROR(check_scope(p, name, value, ob->ndim, red_ndim));
  cajit_kir_kernel k = {0};
  k.kind = CAJIT_KIR_REDUCTION;
  k.out = out;
  k.value = value;
  k.reduce = op;
  k.acc_dtype = acc_dtype;
  k.red_ndim = red_ndim;
  k.red_extents = cajit_arena_memdup(p->arena, red_extents,
                                     (size_t)red_ndim * sizeof *red_extents);
  if (!k.red_extents) return cajit_kir_oom("adding a reduction kernel");
  for (int32_t i = 0; i < red_ndim; i++)
    if (!red_extents[i]) return cajit_kir_oom("adding a reduction kernel");
  k.a = k.b = k.c = -1;
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, ob->ndim, NULL));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, red_ndim, NULL));
  return kernel_push(p, &k, name, out_kernel);
}

/* The value the first failed builder recorded, or out-of-memory. */
static cajit_status missing_value(cajit_kir_program *p, const char *what) {
  cajit_status e = cajit_kir_program_error(p);
  return e ? e : cajit_kir_oom(what);
}

cajit_status cajit_kir_add_scatter(
    cajit_kir_program *p, const char *name, cajit_kir_reduce_op op,
    cajit_dtype acc_dtype, int32_t space_ndim, const cajit_expr *const *space,
    const cajit_kir_value *target, const cajit_kir_value *value,
    const cajit_kir_value *mask, int32_t *out_kernel) {
  name = name ? name : "";
  if (!target || !value) return missing_value(p, "adding a scatter kernel");
  if (target->op != CAJIT_KIR_LOAD && target->op != CAJIT_KIR_LOAD_INDIRECT)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: scatter %s: the target is a %s, not "
                             "a load",
                             name, cajit_kir_op_name(target->op));
  const cajit_kir_buffer *ob = NULL;
  CAJIT_RETURN_IF_ERROR(check_out(p, name, target->u.load.buffer, &ob));
  if (value->dtype != acc_dtype || !is_numeric(acc_dtype) ||
      !is_numeric(ob->dtype))
    return cajit_status_make(
        CAJIT_INTERNAL,
        "kernel IR: scatter %s: value is %s, accumulator %s, target %s", name,
        cajit_dtype_name(value->dtype), cajit_dtype_name(acc_dtype),
        cajit_dtype_name(ob->dtype));
  if ((unsigned)op > CAJIT_KIR_REDUCE_ASSIGN || space_ndim < 0)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: scatter %s: bad op or rank", name);
  if (mask && mask->dtype != CAJIT_DTYPE_BOOL)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: scatter %s: mask is %s, not bool",
                             name, cajit_dtype_name(mask->dtype));
  CAJIT_RETURN_IF_ERROR(check_scope(p, name, target, space_ndim, 0));
  CAJIT_RETURN_IF_ERROR(check_scope(p, name, value, space_ndim, 0));
  if (mask) CAJIT_RETURN_IF_ERROR(check_scope(p, name, mask, space_ndim, 0));
  cajit_kir_kernel k = {0};
  k.kind = CAJIT_KIR_SCATTER;
  k.out = target->u.load.buffer;
  k.value = value;
  k.target = target;
  k.mask = mask;
  k.reduce = op;
  k.acc_dtype = acc_dtype;
  k.space_ndim = space_ndim;
  k.space = cajit_arena_array(
      p->arena, (size_t)(space_ndim > 0 ? space_ndim : 1), sizeof *k.space);
  if (!k.space) return cajit_kir_oom("adding a scatter kernel");
  for (int32_t i = 0; i < space_ndim; i++) {
    if (!space[i]) return cajit_kir_oom("adding a scatter kernel");
    k.space[i] = space[i];
    if (cajit_expr_type_of(space[i]) != CAJIT_EXPR_TYPE_INT)
      return cajit_status_make(CAJIT_INTERNAL,
                               "kernel IR: scatter %s: extent %d is not an "
                               "int",
                               name, (int)i);
  }
  k.a = k.b = k.c = -1;
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, space_ndim, NULL));
  return kernel_push(p, &k, name, out_kernel);
}

/* True if v loads from a buffer whose root is `root`. */
static bool reads_root(const cajit_kir_program *p, const cajit_kir_value *v,
                       int32_t root) {
  if ((v->op == CAJIT_KIR_LOAD || v->op == CAJIT_KIR_LOAD_INDIRECT) &&
      cajit_kir_buffer_get(p, v->u.load.buffer)->root == root)
    return true;
  for (int32_t i = 0; i < v->arg_count; i++)
    if (reads_root(p, v->args[i], root)) return true;
  return false;
}

cajit_status cajit_kir_add_scan(cajit_kir_program *p, const char *name,
                                int32_t out, cajit_kir_reduce_op op,
                                cajit_dtype acc_dtype, int32_t dim,
                                const cajit_kir_value *value,
                                int32_t *out_kernel) {
  name = name ? name : "";
  if (!value) {
    cajit_status e = cajit_kir_program_error(p);
    return e ? e : cajit_kir_oom("adding a scan kernel");
  }
  const cajit_kir_buffer *ob = NULL;
  CAJIT_RETURN_IF_ERROR(check_out(p, name, out, &ob));
  if (value->dtype != acc_dtype || !is_numeric(acc_dtype))
    return cajit_status_make(
        CAJIT_INTERNAL, "kernel IR: scan %s: value is %s, accumulator %s", name,
        cajit_dtype_name(value->dtype), cajit_dtype_name(acc_dtype));
  if ((unsigned)op > CAJIT_KIR_REDUCE_MIN || dim < 0 || dim >= ob->ndim)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: scan %s: bad op or dim %d of rank %d",
                             name, (int)dim, (int)ob->ndim);
  CAJIT_RETURN_IF_ERROR(check_scope(p, name, value, ob->ndim, 0));
  /* Codegen may read back out[k - 1]: the value must not see out. */
  if (reads_root(p, value, ob->root))
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: scan %s reads its own output buf%d",
                             name, (int)ob->root);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, ob->ndim, NULL));
  cajit_kir_kernel k = {0};
  k.kind = CAJIT_KIR_SCAN;
  k.out = out;
  k.value = value;
  k.reduce = op;
  k.acc_dtype = acc_dtype;
  k.scan_dim = dim;
  k.a = k.b = k.c = -1;
  return kernel_push(p, &k, name, out_kernel);
}

/* Known-different: both constants and unequal. Symbolic dims that are not
 * the same expression may still be equal at run time (guards check that). */
static bool dims_differ(const cajit_expr *a, const cajit_expr *b) {
  int64_t x, y;
  return cajit_expr_as_int(a, &x) && cajit_expr_as_int(b, &y) && x != y;
}

cajit_status cajit_kir_add_gemm(cajit_kir_program *p, const char *name,
                                int32_t a, int32_t b, int32_t c,
                                const cajit_expr *alpha, const cajit_expr *beta,
                                int32_t *out_kernel) {
  name = name ? name : "";
  const cajit_kir_buffer *A = cajit_kir_buffer_get(p, a),
                         *B = cajit_kir_buffer_get(p, b), *C = NULL;
  CAJIT_RETURN_IF_ERROR(check_out(p, name, c, &C));
  if (!A || !B)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: gemm %s: no such operand", name);
  if (!alpha || !beta) return cajit_kir_oom("adding a gemm");
  const cajit_kir_buffer *ops[3] = {A, B, C};
  int32_t nd = C->ndim;
  for (int i = 0; i < 3; i++) {
    if (ops[i]->ndim != nd || nd < 2)
      return cajit_status_make(
          CAJIT_INTERNAL,
          "kernel IR: gemm %s: operands must all have one rank >= 2", name);
    if (ops[i]->dtype != C->dtype ||
        (C->dtype != CAJIT_DTYPE_F32 && C->dtype != CAJIT_DTYPE_F64))
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "kernel IR: gemm %s: dtype %s (f32 and f64 "
                               "only, all operands alike)",
                               name, cajit_dtype_name(ops[i]->dtype));
    if (!ops[i]->strides)
      return cajit_status_make(CAJIT_INTERNAL,
                               "kernel IR: gemm %s: operand buf%d is not "
                               "strided (materialize it first)",
                               name, (int)ops[i]->id);
  }
  int32_t o = nd - 2;
  bool differ = dims_differ(A->shape[o + 1], B->shape[o]) ||
                dims_differ(A->shape[o], C->shape[o]) ||
                dims_differ(B->shape[o + 1], C->shape[o + 1]);
  for (int32_t d = 0; d < o; d++)
    differ = differ || dims_differ(A->shape[d], C->shape[d]) ||
             dims_differ(B->shape[d], C->shape[d]);
  if (differ)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: gemm %s: shapes do not agree", name);
  /* Codegen loops over the batch dims before the last one with the outer
   * index symbols. */
  if (o > 1)
    CAJIT_RETURN_IF_ERROR(
        cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, o - 1, NULL));
  if (cajit_expr_type_of(alpha) == CAJIT_EXPR_TYPE_INT)
    alpha = cajit_expr_to_float(p->exprs, alpha);
  if (cajit_expr_type_of(beta) == CAJIT_EXPR_TYPE_INT)
    beta = cajit_expr_to_float(p->exprs, beta);
  if (!alpha || !beta) return cajit_kir_oom("adding a gemm");
  cajit_kir_kernel k = {0};
  k.kind = CAJIT_KIR_GEMM;
  k.out = c;
  k.a = a;
  k.b = b;
  k.c = c;
  k.alpha = alpha;
  k.beta = beta;
  return kernel_push(p, &k, name, out_kernel);
}

static int32_t *dup_ids(cajit_kir_program *p, const int32_t *ids, int32_t n) {
  return cajit_arena_memdup(p->arena, ids,
                            (size_t)(n > 0 ? n : 0) * sizeof *ids);
}

static const cajit_expr **dup_exprs(cajit_kir_program *p,
                                    const cajit_expr *const *e, int32_t n) {
  return cajit_arena_memdup(p->arena, e, (size_t)(n > 0 ? n : 0) * sizeof *e);
}

cajit_status cajit_kir_add_extern(cajit_kir_program *p, const char *name,
                                  const cajit_kir_extern_desc *desc,
                                  int32_t *out_kernel) {
  name = name ? name : "";
  if (!desc->fn || !*desc->fn || desc->arg_count < 0 || desc->int_count < 0)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: extern call %s: no function or bad "
                             "counts",
                             name);
  for (int32_t i = 0; i < desc->arg_count; i++) {
    const cajit_kir_buffer *b = cajit_kir_buffer_get(p, desc->args[i]);
    if (!b || !b->strides)
      return cajit_status_make(
          CAJIT_INTERNAL, "kernel IR: extern call %s: argument %d is %s", name,
          (int)i, b ? "not strided (materialize it first)" : "no buffer");
    if (desc->writes[i])
      CAJIT_RETURN_IF_ERROR(check_out(p, name, desc->args[i], &b));
  }
  cajit_kir_extern_desc *e = cajit_arena_memdup(p->arena, desc, sizeof *desc);
  if (!e) return cajit_kir_oom("adding an extern call");
  int ok = 1;
  e->fn = cajit_arena_sv(p->arena, cajit_sv_from_cstr(desc->fn), &ok).data;
  e->args = dup_ids(p, desc->args, desc->arg_count);
  e->writes = cajit_arena_memdup(
      p->arena, desc->writes,
      (size_t)(desc->arg_count > 0 ? desc->arg_count : 0) * sizeof(bool));
  e->ints = dup_exprs(p, desc->ints, desc->int_count);
  if (!ok || !e->args || !e->writes || !e->ints)
    return cajit_kir_oom("adding an extern call");
  cajit_kir_kernel k = {0};
  k.kind = CAJIT_KIR_EXTERN;
  k.out = k.a = k.b = k.c = -1;
  k.ext = e;
  return kernel_push(p, &k, name, out_kernel);
}

cajit_status cajit_kir_add_host(cajit_kir_program *p, const char *name,
                                const cajit_kir_host_desc *desc,
                                const cajit_dtype *result_dtypes,
                                const int32_t *result_ndims,
                                const cajit_expr *const *const *result_shapes,
                                int32_t *out_results, int32_t *out_kernel) {
  name = name ? name : "";
  if (desc->arg_count < 0 || desc->arg_split < 0 ||
      desc->arg_split > desc->arg_count || desc->result_count < 0 ||
      desc->int_count < 0 || desc->float_count < 0)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: host call %s: bad counts", name);
  for (int32_t i = 0; i < desc->arg_count; i++) {
    if (desc->args[i] < 0) continue;
    const cajit_kir_buffer *b = cajit_kir_buffer_get(p, desc->args[i]);
    if (!b || !b->strides)
      return cajit_status_make(
          CAJIT_INTERNAL, "kernel IR: host call %s: argument %d is %s", name,
          (int)i, b ? "not strided (materialize it first)" : "no buffer");
  }
  cajit_kir_host_desc *h = cajit_arena_memdup(p->arena, desc, sizeof *desc);
  if (!h) return cajit_kir_oom("adding a host call");
  h->args = dup_ids(p, desc->args, desc->arg_count);
  h->results = cajit_arena_array(
      p->arena, (size_t)(desc->result_count > 0 ? desc->result_count : 1),
      sizeof(int32_t));
  h->ints = dup_exprs(p, desc->ints, desc->int_count);
  h->floats = dup_exprs(p, desc->floats, desc->float_count);
  int ok = 1;
  if (desc->op_name)
    h->op_name =
        cajit_arena_sv(p->arena, cajit_sv_from_cstr(desc->op_name), &ok).data;
  if (ok && desc->args_desc)
    h->args_desc =
        cajit_arena_sv(p->arena, cajit_sv_from_cstr(desc->args_desc), &ok).data;
  if (!ok || !h->args || !h->results || !h->ints || !h->floats)
    return cajit_kir_oom("adding a host call");
  int32_t kid = (int32_t)p->kernels.len;
  for (int32_t i = 0; i < desc->result_count; i++) {
    h->results[i] = -1;
    if (result_ndims[i] < 0) continue;
    CAJIT_RETURN_IF_ERROR(
        kir_buffer_host_result(p, kid, result_dtypes[i], result_ndims[i],
                               result_shapes[i], &h->results[i]));
  }
  if (out_results)
    memcpy(out_results, h->results,
           (size_t)desc->result_count * sizeof *out_results);
  cajit_kir_kernel k = {0};
  k.kind = CAJIT_KIR_HOST;
  k.out = k.a = k.b = k.c = -1;
  k.host = h;
  return kernel_push(p, &k, name, out_kernel);
}
