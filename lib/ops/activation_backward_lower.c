/* Lowerings of the "activation_backward" family, with ATen's formulas
 * (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp, Activation.cpp):
 *   threshold_backward(g, x, t) = x <= t ? 0 : g
 *   tanh_backward(g, y)         = g * (1 - y * y)
 *   sigmoid_backward(g, y)      = g * (1 - y) * y
 *   gelu_backward(g, x)         see below (GeluKernel.cpp) */
#include "ops/lowerings.h"

#define TRY CAJIT_RETURN_IF_ERROR

static cajit_status load(cajit_lower_ctx *lc, const char *param, cajit_dtype dt,
                         const cajit_kir_value **out) {
  int32_t b;
  TRY(cajit_lower_tensor(lc, param, &b));
  *out = cajit_kir_cast(
      lc->p, dt,
      cajit_lower_load_bcast(lc, b, cajit_lower_result_type(lc, 0)->ndim));
  return *out ? NULL : cajit_lower_value_error(lc);
}

CAJIT_LOWERING(cajit_lower_threshold_backward) {
  cajit_dtype dt = cajit_lower_result_type(lc, 0)->dtype;
  const cajit_kir_value *g, *x;
  cajit_status e = NULL;
  TRY(load(lc, "grad_output", dt, &g));
  TRY(load(lc, "self", dt, &x));
  const cajit_kir_value *t = cajit_lower_scalar(lc, "threshold", dt, &e);
  if (e) return e;
  cajit_kir_program *p = lc->p;
  return cajit_lower_pointwise(
      lc, 0,
      cajit_kir_where(p, cajit_kir_binary(p, CAJIT_KIR_LE, x, t),
                      cajit_kir_const_int(p, dt, 0), g));
}

CAJIT_LOWERING(cajit_lower_tanh_backward) {
  cajit_dtype dt = cajit_lower_result_type(lc, 0)->dtype;
  const cajit_kir_value *g, *y;
  TRY(load(lc, "grad_output", dt, &g));
  TRY(load(lc, "output", dt, &y));
  cajit_kir_program *p = lc->p;
  const cajit_kir_value *one = cajit_kir_const_int(p, dt, 1);
  return cajit_lower_pointwise(
      lc, 0,
      cajit_kir_binary(
          p, CAJIT_KIR_MUL, g,
          cajit_kir_binary(p, CAJIT_KIR_SUB, one,
                           cajit_kir_binary(p, CAJIT_KIR_MUL, y, y))));
}

CAJIT_LOWERING(cajit_lower_sigmoid_backward) {
  cajit_dtype dt = cajit_lower_result_type(lc, 0)->dtype;
  const cajit_kir_value *g, *y;
  TRY(load(lc, "grad_output", dt, &g));
  TRY(load(lc, "output", dt, &y));
  cajit_kir_program *p = lc->p;
  const cajit_kir_value *one = cajit_kir_const_int(p, dt, 1);
  return cajit_lower_pointwise(
      lc, 0,
      cajit_kir_binary(
          p, CAJIT_KIR_MUL,
          cajit_kir_binary(p, CAJIT_KIR_MUL, g,
                           cajit_kir_binary(p, CAJIT_KIR_SUB, one, y)),
          y));
}

/* gelu_backward, computed in the accumulation dtype (GeluKernel.cpp):
 *   none: cdf = 0.5 * (1 + erf(x / sqrt 2)), pdf = kAlpha * exp(-x^2 / 2),
 *         g * (cdf + x * pdf), kAlpha = 2/sqrt(pi) * 1/sqrt(2) * 0.5
 *   tanh: inner = kBeta * (x + kKappa * x^3), t = tanh(inner),
 *         g * (0.5 * (1 + t) + 0.5 * x * (1 - t^2) * kBeta *
 *              (1 + 3 * kKappa * x^2)), kBeta = sqrt(2) * 2/sqrt(pi) * 0.5 */
CAJIT_LOWERING(cajit_lower_gelu_backward) {
  cajit_kir_program *p = lc->p;
  cajit_dtype rt = cajit_lower_result_type(lc, 0)->dtype;
  cajit_dtype dt =
      rt == CAJIT_DTYPE_F16 || rt == CAJIT_DTYPE_BF16 ? CAJIT_DTYPE_F32 : rt;
  const cajit_kir_value *g, *x;
  TRY(load(lc, "grad_output", dt, &g));
  TRY(load(lc, "self", dt, &x));
  cajit_sv approx = CAJIT_SV("none");
  if (cajit_bound_has(&lc->args, "approximate"))
    TRY(cajit_bound_str(&lc->args, "approximate", &approx));
#define K(v) cajit_kir_const_float(p, dt, (v))
#define MUL(a, b) cajit_kir_binary(p, CAJIT_KIR_MUL, (a), (b))
#define ADD(a, b) cajit_kir_binary(p, CAJIT_KIR_ADD, (a), (b))
#define SUB(a, b) cajit_kir_binary(p, CAJIT_KIR_SUB, (a), (b))
  const double m_2_sqrtpi = 1.12837916709551257390, /* 2/sqrt(pi) */
      m_sqrt1_2 = 0.70710678118654752440, m_sqrt2 = 1.41421356237309504880;
  const cajit_kir_value *v;
  if (cajit_sv_eq_cstr(approx, "tanh")) {
    const double beta = m_sqrt2 * m_2_sqrtpi * 0.5, kappa = 0.044715;
    const cajit_kir_value *x_sq = MUL(x, x), *x_cube = MUL(x_sq, x);
    const cajit_kir_value *inner = MUL(K(beta), ADD(x, MUL(K(kappa), x_cube)));
    const cajit_kir_value *t = cajit_kir_unary(p, CAJIT_KIR_TANH, inner);
    const cajit_kir_value *left = MUL(K(0.5), x), *right = ADD(K(1), t);
    const cajit_kir_value *left_d = MUL(K(0.5), right);
    const cajit_kir_value *tanh_d = SUB(K(1), MUL(t, t));
    const cajit_kir_value *inner_d =
        MUL(K(beta), ADD(K(1), MUL(K(3 * kappa), x_sq)));
    const cajit_kir_value *right_d = MUL(MUL(left, tanh_d), inner_d);
    v = MUL(g, ADD(left_d, right_d));
  } else if (cajit_sv_eq_cstr(approx, "none")) {
    const double alpha = m_2_sqrtpi * m_sqrt1_2 * 0.5;
    const cajit_kir_value *cdf =
        MUL(K(0.5),
            ADD(K(1), cajit_kir_unary(p, CAJIT_KIR_ERF, MUL(x, K(m_sqrt1_2)))));
    const cajit_kir_value *pdf = MUL(
        K(alpha), cajit_kir_unary(p, CAJIT_KIR_EXP, MUL(MUL(K(-0.5), x), x)));
    v = MUL(g, ADD(cdf, MUL(x, pdf)));
  } else {
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "gelu_backward: approximate=\"%.*s\"",
                             (int)approx.len, approx.data);
  }
#undef K
#undef MUL
#undef ADD
#undef SUB
  return cajit_lower_pointwise(lc, 0, cajit_kir_cast(p, rt, v));
}
