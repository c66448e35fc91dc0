/* Lowerings of the "pointwise" family: arithmetic with broadcasting (the
 * result's declared dtype is the promoted type: each operand is cast to it
 * before the op, as torch's TensorIterator does), unary math, where,
 * clone and dtype conversion. One pointwise kernel per node. */
#include "ops/lowerings.h"

#define TRY CAJIT_RETURN_IF_ERROR

static cajit_dtype result_dtype(cajit_lower_ctx *lc) {
  return cajit_lower_result_type(lc, 0)->dtype;
}

static int32_t result_rank(cajit_lower_ctx *lc) {
  return cajit_lower_result_type(lc, 0)->ndim;
}

/* Tensor parameter `param` broadcast to the result and cast to dt. */
static cajit_status operand(cajit_lower_ctx *lc, const char *param,
                            cajit_dtype dt, const cajit_kir_value **out) {
  int32_t b;
  TRY(cajit_lower_tensor(lc, param, &b));
  *out =
      cajit_kir_cast(lc->p, dt, cajit_lower_load_bcast(lc, b, result_rank(lc)));
  return *out ? NULL : cajit_lower_value_error(lc);
}

static bool scalar_is_one(cajit_lower_ctx *lc, const char *param) {
  if (!cajit_bound_has(&lc->args, param)) return true; /* default 1 */
  cajit_bound_scalar s;
  cajit_status e = cajit_bound_scalar_get(&lc->args, param, &s);
  if (e) {
    cajit_status_free(e);
    return false;
  }
  int64_t i;
  double f;
  return s.expr && ((cajit_expr_as_int(s.expr, &i) && i == 1) ||
                    (cajit_expr_as_float(s.expr, &f) && f == 1.0));
}

/* self op (alpha * other), other a tensor or a Scalar. */
static cajit_status binary(cajit_lower_ctx *lc, cajit_kir_op op,
                           bool other_is_scalar, bool has_alpha) {
  cajit_dtype dt = result_dtype(lc);
  const cajit_kir_value *a, *b;
  cajit_status e = NULL;
  TRY(operand(lc, "self", dt, &a));
  if (other_is_scalar) {
    b = cajit_lower_scalar(lc, "other", dt, &e);
    if (e) return e;
  } else {
    TRY(operand(lc, "other", dt, &b));
  }
  if (has_alpha && !scalar_is_one(lc, "alpha")) {
    const cajit_kir_value *alpha = cajit_lower_scalar(lc, "alpha", dt, &e);
    if (e) return e;
    b = cajit_kir_binary(lc->p, CAJIT_KIR_MUL, alpha, b);
  }
  return cajit_lower_pointwise(lc, 0, cajit_kir_binary(lc->p, op, a, b));
}

CAJIT_LOWERING(cajit_lower_add_tensor) {
  return binary(lc, CAJIT_KIR_ADD, false, true);
}
CAJIT_LOWERING(cajit_lower_add_scalar) {
  return binary(lc, CAJIT_KIR_ADD, true, true);
}
CAJIT_LOWERING(cajit_lower_sub_tensor) {
  return binary(lc, CAJIT_KIR_SUB, false, true);
}
CAJIT_LOWERING(cajit_lower_sub_scalar) {
  return binary(lc, CAJIT_KIR_SUB, true, true);
}
CAJIT_LOWERING(cajit_lower_mul_tensor) {
  return binary(lc, CAJIT_KIR_MUL, false, false);
}
CAJIT_LOWERING(cajit_lower_mul_scalar) {
  return binary(lc, CAJIT_KIR_MUL, true, false);
}
CAJIT_LOWERING(cajit_lower_div_tensor) {
  return binary(lc, CAJIT_KIR_DIV, false, false);
}
CAJIT_LOWERING(cajit_lower_div_scalar) {
  return binary(lc, CAJIT_KIR_DIV, true, false);
}

static cajit_status unary(cajit_lower_ctx *lc, cajit_kir_op op) {
  const cajit_kir_value *a;
  TRY(operand(lc, "self", result_dtype(lc), &a));
  return cajit_lower_pointwise(lc, 0, cajit_kir_unary(lc->p, op, a));
}

CAJIT_LOWERING(cajit_lower_neg) { return unary(lc, CAJIT_KIR_NEG); }
CAJIT_LOWERING(cajit_lower_exp) { return unary(lc, CAJIT_KIR_EXP); }
CAJIT_LOWERING(cajit_lower_expm1) { return unary(lc, CAJIT_KIR_EXPM1); }
CAJIT_LOWERING(cajit_lower_log) { return unary(lc, CAJIT_KIR_LOG); }
CAJIT_LOWERING(cajit_lower_sqrt) { return unary(lc, CAJIT_KIR_SQRT); }
CAJIT_LOWERING(cajit_lower_rsqrt) { return unary(lc, CAJIT_KIR_RSQRT); }
CAJIT_LOWERING(cajit_lower_abs) { return unary(lc, CAJIT_KIR_ABS); }
CAJIT_LOWERING(cajit_lower_tanh) { return unary(lc, CAJIT_KIR_TANH); }
CAJIT_LOWERING(cajit_lower_sigmoid) { return unary(lc, CAJIT_KIR_SIGMOID); }
CAJIT_LOWERING(cajit_lower_relu) { return unary(lc, CAJIT_KIR_RELU); }

CAJIT_LOWERING(cajit_lower_where) {
  cajit_dtype dt = result_dtype(lc);
  const cajit_kir_value *c, *a, *b;
  TRY(operand(lc, "condition", CAJIT_DTYPE_BOOL, &c));
  TRY(operand(lc, "self", dt, &a));
  TRY(operand(lc, "other", dt, &b));
  return cajit_lower_pointwise(lc, 0, cajit_kir_where(lc->p, c, a, b));
}

/* clone and _to_copy: a new buffer with the (converted) elements. */
CAJIT_LOWERING(cajit_lower_clone) {
  const cajit_kir_value *a;
  TRY(operand(lc, "self", result_dtype(lc), &a));
  return cajit_lower_pointwise(lc, 0, a);
}

CAJIT_LOWERING(cajit_lower_to_copy) { return cajit_lower_clone(lc, n); }
