/* Kernel IR scalar values (see kir.h): constants, loads, expressions,
 * unary and binary ops, where, checks and casts.
 *
 * Every value constructor checks the dtype rules of its op, so a lowering
 * that forgets a cast fails here, naming the op and the dtypes, rather than
 * in codegen. */
#include "kir/kir.h"

#include <math.h>
#include <string.h>

#include "kir/kir_internal.h"
#include "support/arena.h"

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

/* Whether v, truncated, is a value of integer dtype d (not bool). */
static bool fits_integer_dtype(cajit_dtype d, double v) {
  static const double bits[] = {[CAJIT_DTYPE_U8] = 8,
                                [CAJIT_DTYPE_I8] = 7,
                                [CAJIT_DTYPE_I16] = 15,
                                [CAJIT_DTYPE_I32] = 31,
                                [CAJIT_DTYPE_I64] = 63};
  double hi = ldexp(1, (int)bits[d]); /* exclusive */
  double lo = d == CAJIT_DTYPE_U8 ? 0 : -hi;
  return !isnan(v) && v > lo - 1 && v < hi;
}

const cajit_kir_value *cajit_kir_const_float(cajit_kir_program *p,
                                             cajit_dtype dtype, double v) {
  if (!valid_dtype(dtype)) return bad_dtype(p, CAJIT_KIR_CONST, dtype);
  if (dtype == CAJIT_DTYPE_BOOL)
    return cajit_kir_const_int(p, dtype, (int64_t)(v != 0));
  if (!cajit_dtype_is_floating(dtype)) {
    /* torch refuses such a scalar (c10's checked_convert) */
    if (!fits_integer_dtype(dtype, v))
      return cajit_kir_program_fail(
          p, cajit_status_make(CAJIT_UNSUPPORTED,
                               "value %g cannot be converted to type %s "
                               "without overflow",
                               v, cajit_dtype_name(dtype)));
    return cajit_kir_const_int(p, dtype, (int64_t)v);
  }
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
  case CAJIT_KIR_SIGN: return kir_dtype_is_numeric(d);
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
  case CAJIT_KIR_MUL: return kir_dtype_is_numeric(d);
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
