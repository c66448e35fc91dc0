/* Lowerings of the "pointwise" family: one pointwise kernel per node,
 * computing what torch's CPU TensorIterator kernels compute.
 *
 * Dtypes. The shape rule has decided the result dtype. Each op has a
 * common dtype (the promoted dtype of its operands: the result dtype for
 * arithmetic, computed again here for comparisons and logical ops) and a
 * compute dtype (the common dtype's "opmath": f32 for f16/bf16, i64 for
 * bool arithmetic, else the common dtype). Every operand, tensor or Scalar,
 * is converted to the common dtype (so a bf16 op rounds its scalar to bf16,
 * as TensorIterator does), then to the compute dtype; the op runs there and
 * its result is converted to the result dtype (one rounding for f16/bf16).
 * Two exceptions, as ATen's kernels: mul and div with a single-element
 * second operand (a Scalar, or a tensor whose dims are all 1) in a reduced
 * float dtype use that operand's original value (not rounded to bf16), and
 * add/sub with alpha != 1 in f32 compute in f64 (torch fuses a + alpha * b
 * into one FMA; f64 rounds once in almost every case).
 *
 * NaN and special values follow torch: maximum/minimum/clamp propagate NaN
 * of the input; comparisons are false on NaN except !=; sign(NaN) is 0;
 * pow with exponent 0.5 / -0.5 / -1 / 2 / 3 / -2 is sqrt / rsqrt /
 * reciprocal / x*x / x*x*x / 1/(x*x) as ATen dispatches it (pow(-0, 0.5)
 * is -0 there), rounding f16/bf16 between the operations of x*x*x and
 * 1/(x*x) as ATen's reduced-float vectors do; integer pow by a constant
 * non-negative exponent multiplies exactly (wrapping), other integer pows go
 * through f64. erfinv is torch's calc_erfinv (a rational approximation and
 * two Newton steps) computed in f64: rounded to f32 it matches torch's MKL
 * erfinv, in f64 it is within ~1e-14 relative.
 *
 * Known differences from eager torch: sqrt is correctly rounded (MKL's may
 * be 1 ulp off); f64 add/sub with alpha != 1 rounds twice (torch: one FMA);
 * erf-based gelu of +-inf is +-1 * inf, not torch's NaN (its vector erf);
 * torch's scalar tail loops for f16/bf16 round some intermediate results
 * that its vector loops (which we follow) do not. */
#include <math.h>
#include <string.h>

#include "ops/infer.h"
#include "ops/lowerings.h"

/* ---- dtypes and operands -------------------------------------------------
 */

typedef struct pw {
  cajit_lower_ctx *lc;
  cajit_kir_program *p;
  int32_t rank;        /* of the result */
  cajit_dtype res;     /* result dtype */
  cajit_dtype common;  /* operands are converted to this */
  cajit_dtype compute; /* and the op computes in this */
} pw;

static cajit_dtype opmath(cajit_dtype d) {
  if (d == CAJIT_DTYPE_F16 || d == CAJIT_DTYPE_BF16) return CAJIT_DTYPE_F32;
  if (d == CAJIT_DTYPE_BOOL) return CAJIT_DTYPE_I64;
  return d;
}

static void pw_init(pw *w, cajit_lower_ctx *lc, cajit_dtype common) {
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  w->lc = lc;
  w->p = lc->p;
  w->rank = rt->ndim;
  w->res = rt->dtype;
  w->common = common;
  w->compute = opmath(common);
}

/* torch's result_type over the given tensor and Scalar parameters (the
 * common dtype of comparisons and logical ops; None ones are skipped). */
static cajit_status promoted(cajit_lower_ctx *lc, const char *const *tensors,
                             const char *const *scalars, cajit_dtype *out) {
  cajit_promotion pr = CAJIT_PROMOTION_INIT;
  for (int k = 0; tensors && tensors[k]; k++) {
    int32_t v;
    CAJIT_RETURN_IF_ERROR(cajit_bound_opt_tensor(&lc->args, tensors[k], &v));
    if (v >= 0) cajit_promotion_tensor(&pr, cajit_value_type(lc->g, v));
  }
  for (int k = 0; scalars && scalars[k]; k++) {
    if (cajit_bound_is_none(&lc->args, scalars[k])) continue;
    cajit_bound_scalar s;
    CAJIT_RETURN_IF_ERROR(cajit_bound_scalar_get(&lc->args, scalars[k], &s));
    cajit_promotion_scalar(&pr, s.type);
  }
  *out = cajit_promotion_result(&pr);
  return NULL;
}

/* Tensor parameter `param` broadcast to the result, in the compute dtype
 * (through the common dtype). */
static cajit_status tensor_arg(pw *w, const char *param,
                               const cajit_kir_value **out) {
  int32_t b;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(w->lc, param, &b));
  *out =
      cajit_kir_cast(w->p, w->compute,
                     cajit_kir_cast(w->p, w->common,
                                    cajit_lower_load_bcast(w->lc, b, w->rank)));
  return *out ? NULL : cajit_lower_value_error(w->lc);
}

/* Scalar (or int/float/bool) parameter `param` in the compute dtype. */
static cajit_status scalar_arg(pw *w, const char *param,
                               const cajit_kir_value **out) {
  cajit_status e = NULL;
  *out = cajit_kir_cast(w->p, w->compute,
                        cajit_lower_scalar(w->lc, param, w->common, &e));
  if (e) return e;
  return *out ? NULL : cajit_lower_value_error(w->lc);
}

/* A tensor or a Scalar parameter, whichever the schema has. */
static cajit_status any_arg(pw *w, const char *param,
                            const cajit_kir_value **out) {
  const cajit_op_schema *s = w->lc->args.schema;
  for (int32_t k = 0; k < s->param_count; k++)
    if (cajit_sv_eq_cstr(s->params[k].name, param) &&
        s->params[k].type == CAJIT_SCHEMA_TENSOR)
      return tensor_arg(w, param, out);
  return scalar_arg(w, param, out);
}

/* Stores v (of the compute dtype, or bool) as result 0. */
static cajit_status finish(pw *w, const cajit_kir_value *v) {
  return cajit_lower_pointwise(w->lc, 0, cajit_kir_cast(w->p, w->res, v));
}

static const cajit_kir_value *kconst(pw *w, double v) {
  return cajit_kir_const_float(w->p, w->compute, v);
}

static const cajit_kir_value *bin(pw *w, cajit_kir_op op,
                                  const cajit_kir_value *a,
                                  const cajit_kir_value *b) {
  return cajit_kir_binary(w->p, op, a, b);
}

static const cajit_kir_value *un(pw *w, cajit_kir_op op,
                                 const cajit_kir_value *a) {
  return cajit_kir_unary(w->p, op, a);
}

/* v rounded to the common dtype and back: ATen's f16/bf16 vector kernels
 * round after every operation of some formulas (x*x*x, 1/(x*x)). */
static const cajit_kir_value *rnd(pw *w, const cajit_kir_value *v) {
  if (w->compute == w->common) return v;
  return cajit_kir_cast(w->p, w->compute, cajit_kir_cast(w->p, w->common, v));
}

/* 1 / sqrt(x) (one rounding for f16/bf16, as ATen's vector kernels). */
static const cajit_kir_value *rsqrt(pw *w, const cajit_kir_value *x) {
  return bin(w, CAJIT_KIR_DIV, kconst(w, 1), un(w, CAJIT_KIR_SQRT, x));
}

/* The constant value of Scalar `param` (default: its schema default), if
 * it is a constant. */
static bool scalar_const(cajit_lower_ctx *lc, const char *param, double *out) {
  cajit_bound_scalar s;
  cajit_status e = cajit_bound_scalar_get(&lc->args, param, &s);
  if (e) {
    cajit_status_free(e);
    return false;
  }
  int64_t i;
  bool b;
  if (!s.expr) return false;
  if (cajit_expr_as_int(s.expr, &i)) {
    *out = (double)i;
    return true;
  }
  if (cajit_expr_as_bool(s.expr, &b)) {
    *out = b;
    return true;
  }
  return cajit_expr_as_float(s.expr, out);
}

/* ---- add, sub, rsub, mul, div --------------------------------------------
 */

/* out = x op (alpha * y), where x and y are parameters (tensor or Scalar)
 * named by first/second. */
static cajit_status add_like(cajit_lower_ctx *lc, cajit_kir_op op,
                             const char *first, const char *second) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  double alpha = 1;
  bool unit = !cajit_bound_has(&lc->args, "alpha") ||
              (scalar_const(lc, "alpha", &alpha) && alpha == 1);
  /* f32 a + alpha * b: torch's single FMA rounding, emulated in f64. */
  if (!unit && w.compute == CAJIT_DTYPE_F32 && w.common == CAJIT_DTYPE_F32)
    w.compute = CAJIT_DTYPE_F64;
  const cajit_kir_value *a, *b;
  CAJIT_RETURN_IF_ERROR(any_arg(&w, first, &a));
  CAJIT_RETURN_IF_ERROR(any_arg(&w, second, &b));
  if (!unit) {
    const cajit_kir_value *al;
    CAJIT_RETURN_IF_ERROR(scalar_arg(&w, "alpha", &al));
    b = bin(&w, CAJIT_KIR_MUL, al, b);
  }
  return finish(&w, bin(&w, op, a, b));
}

CAJIT_LOWERING(cajit_lower_add_tensor) {
  return add_like(lc, CAJIT_KIR_ADD, "self", "other");
}
CAJIT_LOWERING(cajit_lower_add_scalar) {
  return add_like(lc, CAJIT_KIR_ADD, "self", "other");
}
CAJIT_LOWERING(cajit_lower_sub_tensor) {
  return add_like(lc, CAJIT_KIR_SUB, "self", "other");
}
CAJIT_LOWERING(cajit_lower_sub_scalar) {
  return add_like(lc, CAJIT_KIR_SUB, "self", "other");
}
/* rsub(self, other, alpha) = other - alpha * self */
CAJIT_LOWERING(cajit_lower_rsub) {
  return add_like(lc, CAJIT_KIR_SUB, "other", "self");
}

/* ---- addcmul, addcdiv, lerp ----------------------------------------------
 */

/* ATen's vector kernels: addcmul = self + value * t1 * t2, addcdiv = self +
 * value * t1 / t2, left to right in the compute dtype, one rounding to the
 * result (f16/bf16 in f32, as its reduced-float branch). */
static cajit_status addc(cajit_lower_ctx *lc, cajit_kir_op op) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_value *self, *t1, *t2, *value;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &self));
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "tensor1", &t1));
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "tensor2", &t2));
  CAJIT_RETURN_IF_ERROR(scalar_arg(&w, "value", &value));
  const cajit_kir_value *prod = bin(&w, CAJIT_KIR_MUL, value, t1);
  return finish(&w, bin(&w, CAJIT_KIR_ADD, self, bin(&w, op, prod, t2)));
}

CAJIT_LOWERING(cajit_lower_addcmul) { return addc(lc, CAJIT_KIR_MUL); }
CAJIT_LOWERING(cajit_lower_addcdiv) { return addc(lc, CAJIT_KIR_DIV); }

/* lerp(self, end, weight), as ATen's vector lerp_vec: with small = |w| <
 * 0.5, fma(small ? w : w - 1, end - self, small ? self : end). end - self
 * and w - 1 round in the compute dtype; the FMA's single rounding is
 * emulated in f64 for f32 (both products of f32 values are exact there),
 * as add with alpha is. weight is a Scalar (lerp.Scalar) or a tensor. */
CAJIT_LOWERING(cajit_lower_lerp) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_value *self, *end, *wt;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &self));
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "end", &end));
  CAJIT_RETURN_IF_ERROR(any_arg(&w, "weight", &wt));
  const cajit_kir_value *small =
      bin(&w, CAJIT_KIR_LT, un(&w, CAJIT_KIR_ABS, wt), kconst(&w, 0.5));
  const cajit_kir_value *coeff = cajit_kir_where(
      w.p, small, wt, bin(&w, CAJIT_KIR_SUB, wt, kconst(&w, 1)));
  const cajit_kir_value *base = cajit_kir_where(w.p, small, self, end);
  const cajit_kir_value *diff = bin(&w, CAJIT_KIR_SUB, end, self);
  cajit_dtype fma = w.compute == CAJIT_DTYPE_F32 ? CAJIT_DTYPE_F64 : w.compute;
  const cajit_kir_value *r =
      bin(&w, CAJIT_KIR_ADD,
          bin(&w, CAJIT_KIR_MUL, cajit_kir_cast(w.p, fma, coeff),
              cajit_kir_cast(w.p, fma, diff)),
          cajit_kir_cast(w.p, fma, base));
  return finish(&w, cajit_kir_cast(w.p, w.compute, r));
}

/* True if tensor parameter `param` has one element (every dim 1). */
static bool single_element(cajit_lower_ctx *lc, const char *param) {
  int32_t v;
  cajit_status e = cajit_bound_tensor(&lc->args, param, &v);
  if (e) {
    cajit_status_free(e);
    return false;
  }
  const cajit_type *t = cajit_value_type(lc->g, v);
  for (int32_t d = 0; d < t->ndim; d++)
    if (!cajit_expr_is(t->shape[d], 1)) return false;
  return true;
}

static cajit_status mul_like(cajit_lower_ctx *lc, cajit_kir_op op,
                             bool scalar_other) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_value *a, *b;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &a));
  bool original = w.compute != w.common && w.common != CAJIT_DTYPE_BOOL;
  if (scalar_other) {
    if (original) { /* the Scalar's own value, in opmath */
      cajit_status e = NULL;
      b = cajit_lower_scalar(lc, "other", w.compute, &e);
      if (e) return e;
    } else {
      CAJIT_RETURN_IF_ERROR(scalar_arg(&w, "other", &b));
    }
  } else if (original && single_element(lc, "other")) {
    int32_t ob;
    CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "other", &ob));
    b = cajit_kir_cast(w.p, w.compute, cajit_lower_load_bcast(lc, ob, w.rank));
  } else {
    CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "other", &b));
  }
  return finish(&w, bin(&w, op, a, b));
}

CAJIT_LOWERING(cajit_lower_mul_tensor) {
  return mul_like(lc, CAJIT_KIR_MUL, false);
}
CAJIT_LOWERING(cajit_lower_mul_scalar) {
  return mul_like(lc, CAJIT_KIR_MUL, true);
}
CAJIT_LOWERING(cajit_lower_div_tensor) {
  return mul_like(lc, CAJIT_KIR_DIV, false);
}
CAJIT_LOWERING(cajit_lower_div_scalar) {
  return mul_like(lc, CAJIT_KIR_DIV, true);
}

/* ---- pow -----------------------------------------------------------------
 */

/* x ** n for a constant n >= 0 by squaring (exact, wrapping, as ATen's
 * integer powi). */
static const cajit_kir_value *powi(pw *w, const cajit_kir_value *x, int64_t n) {
  const cajit_kir_value *r = cajit_kir_const_int(w->p, w->compute, 1);
  while (n > 0 && r) {
    if (n & 1) r = bin(w, CAJIT_KIR_MUL, r, x);
    n >>= 1;
    if (n) x = bin(w, CAJIT_KIR_MUL, x, x);
  }
  return r;
}

/* pow in the compute dtype; integers through f64. */
static const cajit_kir_value *pow_value(pw *w, const cajit_kir_value *x,
                                        const cajit_kir_value *y) {
  if (cajit_dtype_is_floating(w->compute)) return bin(w, CAJIT_KIR_POW, x, y);
  cajit_kir_program *p = w->p;
  const cajit_dtype f64 = CAJIT_DTYPE_F64;
  return cajit_kir_cast(p, w->compute,
                        bin(w, CAJIT_KIR_POW, cajit_kir_cast(p, f64, x),
                            cajit_kir_cast(p, f64, y)));
}

CAJIT_LOWERING(cajit_lower_pow_tensor_scalar) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_value *x, *y;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &x));
  double e;
  if (scalar_const(lc, "exponent", &e)) {
    bool fl = cajit_dtype_is_floating(w.compute);
    const cajit_kir_value *one = kconst(&w, 1);
    if (fl && e == 0.5) return finish(&w, un(&w, CAJIT_KIR_SQRT, x));
    if (fl && e == -0.5) return finish(&w, rsqrt(&w, x));
    if (fl && e == -1) return finish(&w, bin(&w, CAJIT_KIR_DIV, one, x));
    if (fl && e == -2)
      return finish(&w, bin(&w, CAJIT_KIR_DIV, one,
                            rnd(&w, bin(&w, CAJIT_KIR_MUL, x, x))));
    if (fl && e == 3)
      return finish(
          &w, bin(&w, CAJIT_KIR_MUL, rnd(&w, bin(&w, CAJIT_KIR_MUL, x, x)), x));
    if (e == 2 || (!fl && e >= 0 && e == floor(e) && e < 0x1p62))
      return finish(&w, powi(&w, x, (int64_t)e));
  }
  CAJIT_RETURN_IF_ERROR(scalar_arg(&w, "exponent", &y));
  return finish(&w, pow_value(&w, x, y));
}

CAJIT_LOWERING(cajit_lower_pow_tensor_tensor) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_value *x, *y;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &x));
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "exponent", &y));
  return finish(&w, pow_value(&w, x, y));
}

/* pow(Scalar self, Tensor exponent): base 1 gives 1 (torch fills ones). */
CAJIT_LOWERING(cajit_lower_pow_scalar) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_value *x, *y;
  double base;
  if (scalar_const(lc, "self", &base) && base == 1)
    return finish(&w, kconst(&w, 1));
  CAJIT_RETURN_IF_ERROR(scalar_arg(&w, "self", &x));
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "exponent", &y));
  return finish(&w, pow_value(&w, x, y));
}

/* ---- maximum, minimum, clamp ---------------------------------------------
 */

static cajit_status extremum(cajit_lower_ctx *lc, cajit_kir_op op) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  w.compute = w.common == CAJIT_DTYPE_BOOL ? w.common : w.compute;
  const cajit_kir_value *a, *b;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &a));
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "other", &b));
  return finish(&w, bin(&w, op, a, b));
}

CAJIT_LOWERING(cajit_lower_maximum) { return extremum(lc, CAJIT_KIR_MAX); }
CAJIT_LOWERING(cajit_lower_minimum) { return extremum(lc, CAJIT_KIR_MIN); }

/* min(max(self, min), max) with the bounds that are not None (Scalars or
 * tensors, whichever the overload takes). */
static cajit_status clamp(cajit_lower_ctx *lc, bool has_min, bool has_max) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  w.compute = w.common == CAJIT_DTYPE_BOOL ? w.common : w.compute;
  const cajit_kir_value *x, *bound;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &x));
  if (has_min && !cajit_bound_is_none(&lc->args, "min")) {
    CAJIT_RETURN_IF_ERROR(any_arg(&w, "min", &bound));
    x = bin(&w, CAJIT_KIR_MAX, x, bound);
  }
  if (has_max && !cajit_bound_is_none(&lc->args, "max")) {
    CAJIT_RETURN_IF_ERROR(any_arg(&w, "max", &bound));
    x = bin(&w, CAJIT_KIR_MIN, x, bound);
  }
  return finish(&w, x);
}

CAJIT_LOWERING(cajit_lower_clamp) { return clamp(lc, true, true); }
CAJIT_LOWERING(cajit_lower_clamp_min) { return clamp(lc, true, false); }
CAJIT_LOWERING(cajit_lower_clamp_max) { return clamp(lc, false, true); }

/* ---- comparisons and logical ops -----------------------------------------
 */

static cajit_status compare(cajit_lower_ctx *lc, cajit_kir_op op,
                            bool scalar_other) {
  static const char *const both[] = {"self", "other", NULL};
  static const char *const self[] = {"self", NULL};
  static const char *const other[] = {"other", NULL};
  cajit_dtype common;
  CAJIT_RETURN_IF_ERROR(promoted(lc, scalar_other ? self : both,
                                 scalar_other ? other : NULL, &common));
  pw w;
  pw_init(&w, lc, common);
  /* Compared in the common dtype's values (bf16 values are exact in f32;
   * bools compare as bools). */
  w.compute = common == CAJIT_DTYPE_BOOL ? common : w.compute;
  const cajit_kir_value *a, *b;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &a));
  if (scalar_other)
    CAJIT_RETURN_IF_ERROR(scalar_arg(&w, "other", &b));
  else
    CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "other", &b));
  return finish(&w, bin(&w, op, a, b));
}

CAJIT_LOWERING(cajit_lower_eq_tensor) {
  return compare(lc, CAJIT_KIR_EQ, false);
}
CAJIT_LOWERING(cajit_lower_eq_scalar) {
  return compare(lc, CAJIT_KIR_EQ, true);
}
CAJIT_LOWERING(cajit_lower_ne_tensor) {
  return compare(lc, CAJIT_KIR_NE, false);
}
CAJIT_LOWERING(cajit_lower_ne_scalar) {
  return compare(lc, CAJIT_KIR_NE, true);
}
CAJIT_LOWERING(cajit_lower_lt_tensor) {
  return compare(lc, CAJIT_KIR_LT, false);
}
CAJIT_LOWERING(cajit_lower_lt_scalar) {
  return compare(lc, CAJIT_KIR_LT, true);
}
CAJIT_LOWERING(cajit_lower_le_tensor) {
  return compare(lc, CAJIT_KIR_LE, false);
}
CAJIT_LOWERING(cajit_lower_le_scalar) {
  return compare(lc, CAJIT_KIR_LE, true);
}
CAJIT_LOWERING(cajit_lower_gt_tensor) {
  return compare(lc, CAJIT_KIR_GT, false);
}
CAJIT_LOWERING(cajit_lower_gt_scalar) {
  return compare(lc, CAJIT_KIR_GT, true);
}
CAJIT_LOWERING(cajit_lower_ge_tensor) {
  return compare(lc, CAJIT_KIR_GE, false);
}
CAJIT_LOWERING(cajit_lower_ge_scalar) {
  return compare(lc, CAJIT_KIR_GE, true);
}

/* Tensor parameter `param` as a bool (nonzero; NaN is true). */
static cajit_status truth(pw *w, const char *param,
                          const cajit_kir_value **out) {
  int32_t b;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(w->lc, param, &b));
  *out = cajit_kir_cast(w->p, CAJIT_DTYPE_BOOL,
                        cajit_lower_load_bcast(w->lc, b, w->rank));
  return *out ? NULL : cajit_lower_value_error(w->lc);
}

static cajit_status logical(cajit_lower_ctx *lc, cajit_kir_op op) {
  pw w;
  pw_init(&w, lc, CAJIT_DTYPE_BOOL);
  const cajit_kir_value *a, *b;
  CAJIT_RETURN_IF_ERROR(truth(&w, "self", &a));
  if (op == CAJIT_KIR_NOT) return finish(&w, un(&w, CAJIT_KIR_NOT, a));
  CAJIT_RETURN_IF_ERROR(truth(&w, "other", &b));
  return finish(&w, bin(&w, op, a, b));
}

CAJIT_LOWERING(cajit_lower_logical_not) { return logical(lc, CAJIT_KIR_NOT); }
CAJIT_LOWERING(cajit_lower_logical_and) { return logical(lc, CAJIT_KIR_AND); }
CAJIT_LOWERING(cajit_lower_logical_or) { return logical(lc, CAJIT_KIR_OR); }
CAJIT_LOWERING(cajit_lower_logical_xor) { return logical(lc, CAJIT_KIR_NE); }

/* bitwise_and / bitwise_or of bools and integers (promoted, no opmath);
 * torch refuses floating operands, so a graph never has them: declined. */
static cajit_status bitwise(cajit_lower_ctx *lc, cajit_kir_op op) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  w.compute = w.common;
  const cajit_kir_value *a, *b;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &a));
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "other", &b));
  return finish(&w, bin(&w, op, a, b));
}

const char *cajit_lower_bitwise_declines(const cajit_bound_args *a) {
  if (a->n->result_count < 1) return NULL;
  cajit_dtype d = a->g->values[a->n->results[0]].type.dtype;
  return d == CAJIT_DTYPE_BOOL || cajit_dtype_is_integral(d)
             ? NULL
             : "floating operands";
}

CAJIT_LOWERING(cajit_lower_bitwise_and) { return bitwise(lc, CAJIT_KIR_AND); }
CAJIT_LOWERING(cajit_lower_bitwise_or) { return bitwise(lc, CAJIT_KIR_OR); }

/* ---- where, masked_fill --------------------------------------------------
 */

/* where(condition, self, other): self and other tensors or Scalars, in the
 * result dtype (no opmath: a selection rounds nothing). */
CAJIT_LOWERING(cajit_lower_where) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  w.compute = w.common;
  const cajit_kir_value *c, *a, *b;
  CAJIT_RETURN_IF_ERROR(truth(&w, "condition", &c));
  CAJIT_RETURN_IF_ERROR(any_arg(&w, "self", &a));
  CAJIT_RETURN_IF_ERROR(any_arg(&w, "other", &b));
  return finish(&w, cajit_kir_where(w.p, c, a, b));
}

/* masked_fill(self, mask, value): value (a Scalar or a 0-d tensor)
 * converted to self's dtype. */
CAJIT_LOWERING(cajit_lower_masked_fill) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  w.compute = w.common;
  const cajit_kir_value *m, *x, *v;
  CAJIT_RETURN_IF_ERROR(truth(&w, "mask", &m));
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &x));
  CAJIT_RETURN_IF_ERROR(any_arg(&w, "value", &v));
  return finish(&w, cajit_kir_where(w.p, m, v, x));
}

/* ---- unary math ----------------------------------------------------------
 */

static cajit_status unary(cajit_lower_ctx *lc, cajit_kir_op op) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_value *a;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &a));
  return finish(&w, un(&w, op, a));
}

CAJIT_LOWERING(cajit_lower_neg) { return unary(lc, CAJIT_KIR_NEG); }
CAJIT_LOWERING(cajit_lower_exp) { return unary(lc, CAJIT_KIR_EXP); }
CAJIT_LOWERING(cajit_lower_expm1) { return unary(lc, CAJIT_KIR_EXPM1); }
CAJIT_LOWERING(cajit_lower_log) { return unary(lc, CAJIT_KIR_LOG); }
CAJIT_LOWERING(cajit_lower_log1p) { return unary(lc, CAJIT_KIR_LOG1P); }
CAJIT_LOWERING(cajit_lower_sqrt) { return unary(lc, CAJIT_KIR_SQRT); }
CAJIT_LOWERING(cajit_lower_rsqrt) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_value *a;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &a));
  return finish(&w, rsqrt(&w, a));
}
CAJIT_LOWERING(cajit_lower_abs) { return unary(lc, CAJIT_KIR_ABS); }
CAJIT_LOWERING(cajit_lower_sign) { return unary(lc, CAJIT_KIR_SIGN); }
CAJIT_LOWERING(cajit_lower_tanh) { return unary(lc, CAJIT_KIR_TANH); }
CAJIT_LOWERING(cajit_lower_sigmoid) { return unary(lc, CAJIT_KIR_SIGMOID); }
CAJIT_LOWERING(cajit_lower_relu) { return unary(lc, CAJIT_KIR_RELU); }
CAJIT_LOWERING(cajit_lower_erf) { return unary(lc, CAJIT_KIR_ERF); }
CAJIT_LOWERING(cajit_lower_sin) { return unary(lc, CAJIT_KIR_SIN); }
CAJIT_LOWERING(cajit_lower_cos) { return unary(lc, CAJIT_KIR_COS); }

CAJIT_LOWERING(cajit_lower_reciprocal) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_value *a;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &a));
  return finish(&w, bin(&w, CAJIT_KIR_DIV, kconst(&w, 1), a));
}

/* silu(x) = x / (1 + exp(-x)) */
CAJIT_LOWERING(cajit_lower_silu) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_value *x;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &x));
  return finish(&w, bin(&w, CAJIT_KIR_DIV, x,
                        bin(&w, CAJIT_KIR_ADD, kconst(&w, 1),
                            un(&w, CAJIT_KIR_EXP, un(&w, CAJIT_KIR_NEG, x)))));
}

/* gelu (GeluKernel.cpp): none: x * 0.5 * (1 + erf(x / sqrt 2));
 * tanh: 0.5 * x * (1 + tanh(kBeta * (x + kKappa * x^3))). The shape rule
 * accepts only these two. */
CAJIT_LOWERING(cajit_lower_gelu) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_value *x;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &x));
  cajit_sv approx = CAJIT_SV("none");
  if (cajit_bound_has(&lc->args, "approximate"))
    CAJIT_RETURN_IF_ERROR(cajit_bound_str(&lc->args, "approximate", &approx));
  const double sqrt1_2 = 0.70710678118654752440,
               beta = 1.41421356237309504880 * 1.12837916709551257390 * 0.5;
  if (cajit_sv_eq_cstr(approx, "tanh")) {
    const cajit_kir_value *cube =
        bin(&w, CAJIT_KIR_MUL, bin(&w, CAJIT_KIR_MUL, x, x), x);
    const cajit_kir_value *inner =
        bin(&w, CAJIT_KIR_MUL, kconst(&w, beta),
            bin(&w, CAJIT_KIR_ADD, x,
                bin(&w, CAJIT_KIR_MUL, kconst(&w, 0.044715), cube)));
    return finish(&w, bin(&w, CAJIT_KIR_MUL,
                          bin(&w, CAJIT_KIR_MUL, kconst(&w, 0.5), x),
                          bin(&w, CAJIT_KIR_ADD, kconst(&w, 1),
                              un(&w, CAJIT_KIR_TANH, inner))));
  }
  return finish(
      &w, bin(&w, CAJIT_KIR_MUL, bin(&w, CAJIT_KIR_MUL, x, kconst(&w, 0.5)),
              bin(&w, CAJIT_KIR_ADD, kconst(&w, 1),
                  un(&w, CAJIT_KIR_ERF,
                     bin(&w, CAJIT_KIR_MUL, x, kconst(&w, sqrt1_2))))));
}

/* erfinv: torch's calc_erfinv (c10 Math.h), in f64. */
CAJIT_LOWERING(cajit_lower_erfinv) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  w.compute = CAJIT_DTYPE_F64;
  const cajit_kir_value *y;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &y));
  static const double a[4] = {0.886226899, -1.645349621, 0.914624893,
                              -0.140543331};
  static const double b[4] = {-2.118377725, 1.442710462, -0.329097515,
                              0.012229801};
  static const double c[4] = {-1.970840454, -1.624906493, 3.429567803,
                              1.641345311};
  static const double d[2] = {3.543889200, 1.637067800};
#define K(v) kconst(&w, (v))
#define MUL(x, z) bin(&w, CAJIT_KIR_MUL, (x), (z))
#define ADD(x, z) bin(&w, CAJIT_KIR_ADD, (x), (z))
#define SUB(x, z) bin(&w, CAJIT_KIR_SUB, (x), (z))
#define DIV(x, z) bin(&w, CAJIT_KIR_DIV, (x), (z))
  const cajit_kir_value *ya = un(&w, CAJIT_KIR_ABS, y);
  /* central range |y| <= 0.7 */
  const cajit_kir_value *z = MUL(y, y);
  const cajit_kir_value *num =
      ADD(MUL(ADD(MUL(ADD(MUL(K(a[3]), z), K(a[2])), z), K(a[1])), z), K(a[0]));
  const cajit_kir_value *dem =
      ADD(MUL(ADD(MUL(ADD(MUL(ADD(MUL(K(b[3]), z), K(b[2])), z), K(b[1])), z),
                  K(b[0])),
              z),
          K(1));
  const cajit_kir_value *central = DIV(MUL(y, num), dem);
  /* tails */
  const cajit_kir_value *zt = un(
      &w, CAJIT_KIR_SQRT,
      un(&w, CAJIT_KIR_NEG, un(&w, CAJIT_KIR_LOG, DIV(SUB(K(1), ya), K(2)))));
  const cajit_kir_value *numt = ADD(
      MUL(ADD(MUL(ADD(MUL(K(c[3]), zt), K(c[2])), zt), K(c[1])), zt), K(c[0]));
  const cajit_kir_value *demt =
      ADD(MUL(ADD(MUL(K(d[1]), zt), K(d[0])), zt), K(1));
  const cajit_kir_value *neg_y = bin(&w, CAJIT_KIR_LT, y, K(0));
  const cajit_kir_value *na = un(&w, CAJIT_KIR_ABS, numt);
  const cajit_kir_value *tail =
      DIV(cajit_kir_where(w.p, neg_y, un(&w, CAJIT_KIR_NEG, na), na), demt);
  const cajit_kir_value *x =
      cajit_kir_where(w.p, bin(&w, CAJIT_KIR_LE, ya, K(0.7)), central, tail);
  /* two Newton steps: x -= (erf(x) - y) / (2 / sqrt(pi) * exp(-x * x)) */
  const cajit_kir_value *two_sqrtpi = K(2.0 / sqrt(3.14159265358979323846));
  for (int step = 0; step < 2; step++)
    x = SUB(x, DIV(SUB(un(&w, CAJIT_KIR_ERF, x), y),
                   MUL(two_sqrtpi, un(&w, CAJIT_KIR_EXP,
                                      MUL(un(&w, CAJIT_KIR_NEG, x), x)))));
  /* |y| == 1: +-inf; |y| > 1: NaN (NaN input falls through as NaN). */
  const cajit_kir_value *inf = K(INFINITY);
  x = cajit_kir_where(
      w.p, bin(&w, CAJIT_KIR_EQ, ya, K(1)),
      cajit_kir_where(w.p, neg_y, un(&w, CAJIT_KIR_NEG, inf), inf),
      cajit_kir_where(w.p, bin(&w, CAJIT_KIR_GT, ya, K(1)), K(NAN), x));
#undef K
#undef MUL
#undef ADD
#undef SUB
#undef DIV
  return finish(&w, x);
}

/* ---- copies --------------------------------------------------------------
 */

/* clone and _to_copy: a new buffer with the (converted) elements. */
CAJIT_LOWERING(cajit_lower_clone) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  w.compute = w.common;
  const cajit_kir_value *a;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "self", &a));
  return finish(&w, a);
}

CAJIT_LOWERING(cajit_lower_to_copy) { return cajit_lower_clone(lc, n); }

/* copy(self, src): src broadcast to self's shape, in self's dtype. */
CAJIT_LOWERING(cajit_lower_copy_op) {
  pw w;
  pw_init(&w, lc, cajit_lower_result_type(lc, 0)->dtype);
  w.compute = w.common;
  const cajit_kir_value *a;
  CAJIT_RETURN_IF_ERROR(tensor_arg(&w, "src", &a));
  return finish(&w, a);
}
