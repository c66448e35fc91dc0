/* Lowerings of the "factory" family: tensors of the declared dtype and
 * shape filled with 0, 1 or a Scalar (zeros, ones, full and their _like /
 * new_ forms, scalar_tensor, fill), or left uninitialized (empty forms: a
 * new buffer, no kernel, as torch.empty promises nothing). */
#include "ops/lowerings.h"

#define TRY CAJIT_RETURN_IF_ERROR

static cajit_status fill(cajit_lower_ctx *lc, const cajit_kir_value *v) {
  return cajit_lower_pointwise(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_zeros) {
  return fill(
      lc, cajit_kir_const_int(lc->p, cajit_lower_result_type(lc, 0)->dtype, 0));
}

CAJIT_LOWERING(cajit_lower_ones) {
  return fill(
      lc, cajit_kir_const_int(lc->p, cajit_lower_result_type(lc, 0)->dtype, 1));
}

/* full, full_like, new_full (fill_value), scalar_tensor (s), fill (value). */
CAJIT_LOWERING(cajit_lower_full) {
  cajit_dtype dt = cajit_lower_result_type(lc, 0)->dtype;
  const char *param = "fill_value";
  const cajit_op_schema *s = lc->args.schema;
  for (int32_t k = 0; s && k < s->param_count; k++) {
    if (cajit_sv_eq_cstr(s->params[k].name, "s")) param = "s";
    if (cajit_sv_eq_cstr(s->params[k].name, "value")) param = "value";
  }
  cajit_status e = NULL;
  const cajit_kir_value *v = cajit_lower_scalar(lc, param, dt, &e);
  if (e) return e;
  return fill(lc, v);
}

CAJIT_LOWERING(cajit_lower_empty) {
  int32_t b;
  return cajit_lower_alloc_result(lc, 0, &b);
}
