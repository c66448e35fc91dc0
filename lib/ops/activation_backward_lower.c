/* Lowerings of the "activation_backward" family, with ATen's formulas
 * (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp, Activation.cpp):
 *   threshold_backward(g, x, t) = x <= t ? 0 : g
 *   tanh_backward(g, y)         = g * (1 - y * y)
 *   sigmoid_backward(g, y)      = g * (1 - y) * y
 *   gelu_backward(g, x)         see below (GeluKernel.cpp)
 *   silu_backward(g, x)         s = 1 / (1 + exp(-x)); g * s * (1 + x * (1 -
 * s)) hardtanh_backward(g, x, lo, hi) = lo < x < hi ? g : 0
 *   leaky_relu_backward(g, x, a)    = x > 0 ? g : g * a
 *   elu_backward(g, alpha, scale, input_scale, is_result, b)
 *       = b > 0 ? g * scale
 *       : is_result ? g * input_scale * (b + alpha * scale)
 *       : g * input_scale * (alpha * scale) * exp(b * input_scale)
 *   softplus_backward(g, x, beta, t): z = exp(x * beta);
 *       x * beta > t ? g : g * z / (z + 1)
 *   log_sigmoid_backward(g, x, buf) (buf = exp(-|x|) from the forward)
 *       = x < 0 ? (1 - buf / (1 + buf)) * g : (buf / (1 + buf)) * g
 *   hardsigmoid_backward(g, x) = -3 < x < 3 ? g * (float)(1/6) : 0
 *   hardswish_backward(g, x)   = x <= -3 ? 0 : x >= 3 ? g : g * (x / 3 + 0.5)
 *   mish_backward(g, x)        see below
 *
 * The newer ones compute in the opmath dtype (f32 for f16/bf16) with their
 * Scalars converted to it, and select like ATen's vector loops (which
 * decide NaN inputs: hardtanh gives 0, elu and hardswish NaN; torch's
 * scalar tail loops may differ there). Torch's GCC build contracts some
 * f32/f64 a * b + c into FMAs (elu, tanh_backward) and its vector erf and
 * exp are approximations (gelu_backward): results agree to a few ulps. */
#include "ops/lowerings.h"

static cajit_status load(cajit_lower_ctx *lc, const char *param, cajit_dtype dt,
                         const cajit_kir_value **out) {
  int32_t b;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, param, &b));
  *out = cajit_kir_cast(
      lc->p, dt,
      cajit_lower_load_bcast(lc, b, cajit_lower_result_type(lc, 0)->ndim));
  return *out ? NULL : cajit_lower_value_error(lc);
}

/* The result's dtype, and grad_output and the operand `other` loaded in
 * it: what most of these backwards start with. */
static cajit_status grad_and(cajit_lower_ctx *lc, const char *other,
                             cajit_dtype *dt, const cajit_kir_value **g,
                             const cajit_kir_value **x) {
  *dt = cajit_lower_result_type(lc, 0)->dtype;
  CAJIT_RETURN_IF_ERROR(load(lc, "grad_output", *dt, g));
  return load(lc, other, *dt, x);
}

CAJIT_LOWERING(cajit_lower_threshold_backward) {
  cajit_dtype dt;
  const cajit_kir_value *g, *x;
  cajit_status e = NULL;
  CAJIT_RETURN_IF_ERROR(grad_and(lc, "self", &dt, &g, &x));
  const cajit_kir_value *t = cajit_lower_scalar(lc, "threshold", dt, &e);
  if (e) return e;
  cajit_kir_program *p = lc->p;
  return cajit_lower_pointwise(
      lc, 0,
      cajit_kir_where(p, cajit_kir_binary(p, CAJIT_KIR_LE, x, t),
                      cajit_kir_const_int(p, dt, 0), g));
}

CAJIT_LOWERING(cajit_lower_tanh_backward) {
  cajit_dtype dt;
  const cajit_kir_value *g, *y;
  CAJIT_RETURN_IF_ERROR(grad_and(lc, "output", &dt, &g, &y));
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
  cajit_dtype dt;
  const cajit_kir_value *g, *y;
  CAJIT_RETURN_IF_ERROR(grad_and(lc, "output", &dt, &g, &y));
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
  CAJIT_RETURN_IF_ERROR(load(lc, "grad_output", dt, &g));
  CAJIT_RETURN_IF_ERROR(load(lc, "self", dt, &x));
  cajit_sv approx = CAJIT_SV("none");
  if (cajit_bound_has(&lc->args, "approximate"))
    CAJIT_RETURN_IF_ERROR(cajit_bound_str(&lc->args, "approximate", &approx));
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
    /* exp(-x^2 / 2) is written exp(-(t * t)) with t = x / sqrt 2, the
     * erf's argument: the inline erf computes that same exponential
     * (cg_vecmath.c), so LLVM keeps one of the two (the AVX-512 loop goes
     * from 97 to 69 instructions per 16 elements). */
    const double alpha = m_2_sqrtpi * m_sqrt1_2 * 0.5;
    const cajit_kir_value *t = MUL(x, K(m_sqrt1_2));
    const cajit_kir_value *cdf =
        MUL(K(0.5), ADD(K(1), cajit_kir_unary(p, CAJIT_KIR_ERF, t)));
    const cajit_kir_value *pdf =
        MUL(K(alpha),
            cajit_kir_unary(p, CAJIT_KIR_EXP,
                            cajit_kir_unary(p, CAJIT_KIR_NEG, MUL(t, t))));
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

/* ---- opmath activations ------------------------------------------------- */

typedef struct act {
  cajit_lower_ctx *lc;
  cajit_kir_program *p;
  cajit_dtype rt, dt; /* result and compute dtypes */
} act;

static void act_init(act *a, cajit_lower_ctx *lc) {
  a->lc = lc;
  a->p = lc->p;
  a->rt = cajit_lower_result_type(lc, 0)->dtype;
  a->dt = cajit_lower_acc_dtype(a->rt);
}

/* Tensor `param` converted to the result dtype, then the compute dtype. */
static cajit_status operand(act *a, const char *param,
                            const cajit_kir_value **out) {
  CAJIT_RETURN_IF_ERROR(load(a->lc, param, a->rt, out));
  *out = cajit_kir_cast(a->p, a->dt, *out);
  return *out ? NULL : cajit_lower_value_error(a->lc);
}

static cajit_status scalar(act *a, const char *param,
                           const cajit_kir_value **out) {
  cajit_status e = NULL;
  *out = cajit_lower_scalar(a->lc, param, a->dt, &e);
  return e;
}

/* act_init, then grad_output and the operand `other` (operand). */
static cajit_status act_begin(act *a, cajit_lower_ctx *lc, const char *other,
                              const cajit_kir_value **g,
                              const cajit_kir_value **x) {
  act_init(a, lc);
  CAJIT_RETURN_IF_ERROR(operand(a, "grad_output", g));
  return operand(a, other, x);
}

/* 1 / (1 + exp(-x)) in the compute dtype. */
static const cajit_kir_value *act_sigmoid(act *a, const cajit_kir_value *x) {
  cajit_kir_program *p = a->p;
  return cajit_kir_binary(
      p, CAJIT_KIR_DIV, cajit_kir_const_float(p, a->dt, 1),
      cajit_kir_binary(p, CAJIT_KIR_ADD, cajit_kir_const_float(p, a->dt, 1),
                       cajit_kir_unary(p, CAJIT_KIR_EXP,
                                       cajit_kir_unary(p, CAJIT_KIR_NEG, x))));
}

static cajit_status act_finish(act *a, const cajit_kir_value *v) {
  return cajit_lower_pointwise(a->lc, 0, cajit_kir_cast(a->p, a->rt, v));
}

#define K(v) cajit_kir_const_float(p, a.dt, (v))
#define MUL(x, y) cajit_kir_binary(p, CAJIT_KIR_MUL, (x), (y))
#define ADD(x, y) cajit_kir_binary(p, CAJIT_KIR_ADD, (x), (y))
#define SUB(x, y) cajit_kir_binary(p, CAJIT_KIR_SUB, (x), (y))
#define DIV(x, y) cajit_kir_binary(p, CAJIT_KIR_DIV, (x), (y))
#define CMP(op, x, y) cajit_kir_binary(p, CAJIT_KIR_##op, (x), (y))
#define WHERE(c, x, y) cajit_kir_where(p, (c), (x), (y))

CAJIT_LOWERING(cajit_lower_silu_backward) {
  act a;
  const cajit_kir_value *g, *x;
  CAJIT_RETURN_IF_ERROR(act_begin(&a, lc, "self", &g, &x));
  cajit_kir_program *p = a.p;
  const cajit_kir_value *s = act_sigmoid(&a, x);
  return act_finish(&a, MUL(MUL(g, s), ADD(K(1), MUL(x, SUB(K(1), s)))));
}

/* mish_backward (ATen's mish_backward_kernel): s = 1 / (1 + exp(-x)),
 * t = tanh(log1p(exp(x))); g * (t + x * s * (1 - t * t)). */
CAJIT_LOWERING(cajit_lower_mish_backward) {
  act a;
  const cajit_kir_value *g, *x;
  CAJIT_RETURN_IF_ERROR(act_begin(&a, lc, "self", &g, &x));
  cajit_kir_program *p = a.p;
  const cajit_kir_value *s = act_sigmoid(&a, x);
  const cajit_kir_value *t =
      cajit_kir_unary(p, CAJIT_KIR_TANH,
                      cajit_kir_unary(p, CAJIT_KIR_LOG1P,
                                      cajit_kir_unary(p, CAJIT_KIR_EXP, x)));
  return act_finish(&a, MUL(g, ADD(t, MUL(MUL(x, s), SUB(K(1), MUL(t, t))))));
}

CAJIT_LOWERING(cajit_lower_hardtanh_backward) {
  act a;
  const cajit_kir_value *g, *x, *lo, *hi;
  CAJIT_RETURN_IF_ERROR(act_begin(&a, lc, "self", &g, &x));
  cajit_kir_program *p = a.p;
  CAJIT_RETURN_IF_ERROR(scalar(&a, "min_val", &lo));
  CAJIT_RETURN_IF_ERROR(scalar(&a, "max_val", &hi));
  return act_finish(&a, WHERE(cajit_kir_binary(p, CAJIT_KIR_AND, CMP(GT, x, lo),
                                               CMP(LT, x, hi)),
                              g, K(0)));
}

CAJIT_LOWERING(cajit_lower_leaky_relu_backward) {
  act a;
  const cajit_kir_value *g, *x, *slope;
  CAJIT_RETURN_IF_ERROR(act_begin(&a, lc, "self", &g, &x));
  cajit_kir_program *p = a.p;
  CAJIT_RETURN_IF_ERROR(scalar(&a, "negative_slope", &slope));
  return act_finish(&a, WHERE(CMP(GT, x, K(0)), g, MUL(g, slope)));
}

CAJIT_LOWERING(cajit_lower_elu_backward) {
  act a;
  act_init(&a, lc);
  cajit_kir_program *p = a.p;
  const cajit_kir_value *g, *b, *alpha, *scale, *in_scale;
  bool is_result;
  CAJIT_RETURN_IF_ERROR(operand(&a, "grad_output", &g));
  CAJIT_RETURN_IF_ERROR(operand(&a, "self_or_result", &b));
  CAJIT_RETURN_IF_ERROR(scalar(&a, "alpha", &alpha));
  CAJIT_RETURN_IF_ERROR(scalar(&a, "scale", &scale));
  CAJIT_RETURN_IF_ERROR(scalar(&a, "input_scale", &in_scale));
  CAJIT_RETURN_IF_ERROR(cajit_bound_bool(&lc->args, "is_result", &is_result));
  const cajit_kir_value *negcoef = MUL(alpha, scale);
  const cajit_kir_value *neg =
      is_result ? MUL(MUL(g, in_scale), ADD(b, negcoef))
                : MUL(MUL(MUL(g, in_scale), negcoef),
                      cajit_kir_unary(p, CAJIT_KIR_EXP, MUL(b, in_scale)));
  return act_finish(&a, WHERE(CMP(GT, b, K(0)), MUL(g, scale), neg));
}

CAJIT_LOWERING(cajit_lower_softplus_backward) {
  act a;
  const cajit_kir_value *g, *x, *beta, *t;
  CAJIT_RETURN_IF_ERROR(act_begin(&a, lc, "self", &g, &x));
  cajit_kir_program *p = a.p;
  CAJIT_RETURN_IF_ERROR(scalar(&a, "beta", &beta));
  CAJIT_RETURN_IF_ERROR(scalar(&a, "threshold", &t));
  const cajit_kir_value *xb = MUL(x, beta);
  const cajit_kir_value *z = cajit_kir_unary(p, CAJIT_KIR_EXP, xb);
  return act_finish(&a, WHERE(CMP(GT, xb, t), g, DIV(MUL(g, z), ADD(z, K(1)))));
}

CAJIT_LOWERING(cajit_lower_log_sigmoid_backward) {
  act a;
  const cajit_kir_value *g, *x, *buf;
  CAJIT_RETURN_IF_ERROR(act_begin(&a, lc, "self", &g, &x));
  cajit_kir_program *p = a.p;
  CAJIT_RETURN_IF_ERROR(operand(&a, "buffer", &buf));
  const cajit_kir_value *neg = CMP(LT, x, K(0));
  const cajit_kir_value *max_deriv = WHERE(neg, K(1), K(0));
  const cajit_kir_value *sign = WHERE(neg, K(1), K(-1));
  return act_finish(
      &a, MUL(SUB(max_deriv, MUL(sign, DIV(buf, ADD(K(1), buf)))), g));
}

CAJIT_LOWERING(cajit_lower_hardsigmoid_backward) {
  act a;
  const cajit_kir_value *g, *x;
  CAJIT_RETURN_IF_ERROR(act_begin(&a, lc, "self", &g, &x));
  cajit_kir_program *p = a.p;
  const double one_sixth = (float)(1.0f / 6.0f); /* ATen's constant */
  return act_finish(&a,
                    WHERE(cajit_kir_binary(p, CAJIT_KIR_AND, CMP(GT, x, K(-3)),
                                           CMP(LT, x, K(3))),
                          MUL(g, K(one_sixth)), K(0)));
}

CAJIT_LOWERING(cajit_lower_hardswish_backward) {
  act a;
  const cajit_kir_value *g, *x;
  CAJIT_RETURN_IF_ERROR(act_begin(&a, lc, "self", &g, &x));
  cajit_kir_program *p = a.p;
  const cajit_kir_value *mid = MUL(g, ADD(DIV(x, K(3)), K(0.5)));
  return act_finish(
      &a, WHERE(CMP(LE, x, K(-3)), K(0), WHERE(CMP(GE, x, K(3)), g, mid)));
}

#undef K
#undef MUL
#undef ADD
#undef SUB
#undef DIV
#undef CMP
#undef WHERE
