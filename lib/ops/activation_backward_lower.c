/* Lowerings of the "activation_backward" family, with ATen's formulas
 * (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp, Activation.cpp):
 *   threshold_backward(g, x, t) = x <= t ? 0 : g
 *   tanh_backward(g, y)         = g * (1 - y * y)
 *   sigmoid_backward(g, y)      = g * (1 - y) * y */
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
