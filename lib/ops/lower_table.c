/* Which ops have a native lowering: the registry's `lower` slot when an
 * entry sets it, else this table (kept apart from the family tables so the
 * lowerings could be written while those were being filled in). One line
 * per op; the functions live in lib/ops/<family>_lower.c. */
#include <string.h>

#include "lower/lower.h"
#include "ops/lowerings.h"

static const struct {
  const char *op;
  cajit_lower_fn fn;
} table[] = {
    /* pointwise */
    {"aten.add.Tensor", cajit_lower_add_tensor},
    {"aten.add.Scalar", cajit_lower_add_scalar},
    {"aten.sub.Tensor", cajit_lower_sub_tensor},
    {"aten.sub.Scalar", cajit_lower_sub_scalar},
    {"aten.mul.Tensor", cajit_lower_mul_tensor},
    {"aten.mul.Scalar", cajit_lower_mul_scalar},
    {"aten.div.Tensor", cajit_lower_div_tensor},
    {"aten.div.Scalar", cajit_lower_div_scalar},
    {"aten.neg.default", cajit_lower_neg},
    {"aten.exp.default", cajit_lower_exp},
    {"aten.expm1.default", cajit_lower_expm1},
    {"aten.log.default", cajit_lower_log},
    {"aten.sqrt.default", cajit_lower_sqrt},
    {"aten.rsqrt.default", cajit_lower_rsqrt},
    {"aten.abs.default", cajit_lower_abs},
    {"aten.tanh.default", cajit_lower_tanh},
    {"aten.sigmoid.default", cajit_lower_sigmoid},
    {"aten.relu.default", cajit_lower_relu},
    {"aten.where.self", cajit_lower_where},
    {"aten.clone.default", cajit_lower_clone},
    {"aten._to_copy.default", cajit_lower_to_copy},
    /* activation_backward */
    {"aten.threshold_backward.default", cajit_lower_threshold_backward},
    {"aten.tanh_backward.default", cajit_lower_tanh_backward},
    {"aten.sigmoid_backward.default", cajit_lower_sigmoid_backward},
    {"aten.gelu_backward.default", cajit_lower_gelu_backward},
    /* reduction */
    {"aten.sum.dim_IntList", cajit_lower_sum_dim},
    {"aten.sum.default", cajit_lower_sum},
    {"aten.mean.dim", cajit_lower_mean_dim},
    {"aten.mean.default", cajit_lower_mean},
    {"aten.amax.default", cajit_lower_amax},
    {"aten.amin.default", cajit_lower_amin},
    /* views */
    {"aten.detach.default", cajit_lower_alias},
    {"aten.alias.default", cajit_lower_alias},
    {"aten.t.default", cajit_lower_t},
    {"aten.transpose.int", cajit_lower_transpose},
    {"aten.permute.default", cajit_lower_permute},
    {"aten.view.default", cajit_lower_reshape},
    {"aten.reshape.default", cajit_lower_reshape},
    {"aten._unsafe_view.default", cajit_lower_reshape},
    {"aten.squeeze.default", cajit_lower_reshape},
    {"aten.squeeze.dims", cajit_lower_reshape},
    {"aten.squeeze.dim", cajit_lower_squeeze_dim},
    {"aten.unsqueeze.default", cajit_lower_unsqueeze},
    {"aten.expand.default", cajit_lower_expand},
    {"aten.select.int", cajit_lower_select},
    {"aten.slice.Tensor", cajit_lower_slice},
    /* gemm */
    {"aten.mm.default", cajit_lower_mm},
    {"aten.bmm.default", cajit_lower_mm},
    {"aten.addmm.default", cajit_lower_addmm},
    {"aten.baddbmm.default", cajit_lower_addmm},
    /* loss, softmax */
    {"aten.nll_loss_backward.default", cajit_lower_nll_loss_backward},
    {"aten.mse_loss_backward.default", cajit_lower_mse_loss_backward},
    {"aten.cat.default", cajit_lower_cat},
    {"aten.native_layer_norm_backward.default",
     cajit_lower_layer_norm_backward},
    {"aten._log_softmax_backward_data.default",
     cajit_lower_log_softmax_backward},
    {"aten._softmax_backward_data.default", cajit_lower_softmax_backward},
    /* factory */
    {"aten.zeros.default", cajit_lower_zeros},
    {"aten.zeros_like.default", cajit_lower_zeros},
    {"aten.new_zeros.default", cajit_lower_zeros},
    {"aten.ones.default", cajit_lower_ones},
    {"aten.ones_like.default", cajit_lower_ones},
    {"aten.new_ones.default", cajit_lower_ones},
    {"aten.full.default", cajit_lower_full},
    {"aten.full_like.default", cajit_lower_full},
    {"aten.new_full.default", cajit_lower_full},
    {"aten.scalar_tensor.default", cajit_lower_full},
    {"aten.fill.Scalar", cajit_lower_full},
    {"aten.empty.memory_format", cajit_lower_empty},
    {"aten.empty_like.default", cajit_lower_empty},
    {"aten.new_empty.default", cajit_lower_empty},
};

cajit_lower_fn cajit_op_lowering(const cajit_op_def *def) {
  if (!def) return NULL;
  if (def->lower) return def->lower;
  for (size_t i = 0; i < sizeof table / sizeof *table; i++)
    if (strcmp(table[i].op, def->name) == 0) return table[i].fn;
  return NULL;
}
