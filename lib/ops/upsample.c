/* Op family "upsample": the backwards of F.interpolate's nearest modes
 * (upsample_nearest{1,2,3}d_backward and the nearest-exact variants
 * _upsample_nearest_exact{1,2,3}d_backward) and linear modes
 * (upsample_linear1d_backward, upsample_bilinear2d_backward,
 * upsample_trilinear3d_backward) and upsample_bicubic2d_backward, lowered
 * in upsample_lower.c.
 *
 * Each takes grad_output [N, C, *output_size], the output_size list (k
 * entries) and the input_size list (k + 2 entries) and returns a gradient
 * of shape input_size, of grad_output's dtype. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "upsample"

/* Checks grad_output against [input_size[0], input_size[1], *output_size]
 * for k spatial dims and sets the result to input_size. */
static cajit_status upsample_backward(cajit_infer *inf, int32_t k) {
  int32_t id, no, ni;
  const cajit_type *g;
  const cajit_expr *out[CAJIT_MAX_NDIM], *in[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "grad_output", &id, &g));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "output_size", out, CAJIT_MAX_NDIM, &no));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "input_size", in, CAJIT_MAX_NDIM, &ni));
  if (no != k || ni != k + 2)
    return cajit_infer_fail("expected %d output sizes and %d input sizes, "
                            "found %d and %d",
                            k, k + 2, no, ni);
  const cajit_expr *want[CAJIT_MAX_NDIM];
  want[0] = in[0], want[1] = in[1];
  for (int32_t d = 0; d < k; d++)
    want[2 + d] = out[d];
  CAJIT_RETURN_IF_ERROR(
      cajit_infer_shapes_agree(inf, "grad_output has shape %s, expected %s",
                               g->ndim, g->shape, k + 2, want));
  return cajit_infer_set_tensor(inf, 0, g->dtype, k + 2, in, NULL);
}

static cajit_status infer_backward_1d(cajit_infer *inf) {
  return upsample_backward(inf, 1);
}
static cajit_status infer_backward_2d(cajit_infer *inf) {
  return upsample_backward(inf, 2);
}
static cajit_status infer_backward_3d(cajit_infer *inf) {
  return upsample_backward(inf, 3);
}

#define UPSAMPLE_DECLINES "scales that are not constants, non-float dtypes"

const cajit_op_def cajit_ops_upsample[] = {
    {"aten._upsample_nearest_exact1d_backward.default",
     "aten::_upsample_nearest_exact1d_backward(Tensor grad_output, SymInt[1] "
     "output_size, SymInt[3] input_size, float? scales=None) -> Tensor",
     FAMILY, 0, infer_backward_1d, cajit_lower_upsample_nearest_backward,
     cajit_lower_upsample_declines, UPSAMPLE_DECLINES},
    {"aten._upsample_nearest_exact2d_backward.default",
     "aten::_upsample_nearest_exact2d_backward(Tensor grad_output, SymInt[2] "
     "output_size, SymInt[4] input_size, float? scales_h=None, float? "
     "scales_w=None) -> Tensor",
     FAMILY, 0, infer_backward_2d, cajit_lower_upsample_nearest_backward,
     cajit_lower_upsample_declines, UPSAMPLE_DECLINES},
    {"aten._upsample_nearest_exact3d_backward.default",
     "aten::_upsample_nearest_exact3d_backward(Tensor grad_output, SymInt[3] "
     "output_size, SymInt[5] input_size, float? scales_d=None, float? "
     "scales_h=None, float? scales_w=None) -> Tensor",
     FAMILY, 0, infer_backward_3d, cajit_lower_upsample_nearest_backward,
     cajit_lower_upsample_declines, UPSAMPLE_DECLINES},
    {"aten.upsample_bicubic2d_backward.default",
     "aten::upsample_bicubic2d_backward(Tensor grad_output, SymInt[2] "
     "output_size, SymInt[4] input_size, bool align_corners, float? "
     "scales_h=None, float? scales_w=None) -> Tensor",
     FAMILY, 0, infer_backward_2d, cajit_lower_upsample_bicubic_backward,
     cajit_lower_upsample_declines, UPSAMPLE_DECLINES},
    {"aten.upsample_bilinear2d_backward.default",
     "aten::upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] "
     "output_size, SymInt[4] input_size, bool align_corners, float? "
     "scales_h=None, float? scales_w=None) -> Tensor",
     FAMILY, 0, infer_backward_2d, cajit_lower_upsample_linear_backward,
     cajit_lower_upsample_declines, UPSAMPLE_DECLINES},
    {"aten.upsample_linear1d_backward.default",
     "aten::upsample_linear1d_backward(Tensor grad_output, SymInt[1] "
     "output_size, SymInt[3] input_size, bool align_corners, float? "
     "scales=None) -> Tensor",
     FAMILY, 0, infer_backward_1d, cajit_lower_upsample_linear_backward,
     cajit_lower_upsample_declines, UPSAMPLE_DECLINES},
    {"aten.upsample_nearest1d_backward.default",
     "aten::upsample_nearest1d_backward(Tensor grad_output, SymInt[1] "
     "output_size, SymInt[3] input_size, float? scales=None) -> Tensor",
     FAMILY, 0, infer_backward_1d, cajit_lower_upsample_nearest_backward,
     cajit_lower_upsample_declines, UPSAMPLE_DECLINES},
    {"aten.upsample_nearest2d_backward.default",
     "aten::upsample_nearest2d_backward(Tensor grad_output, SymInt[2] "
     "output_size, SymInt[4] input_size, float? scales_h=None, float? "
     "scales_w=None) -> Tensor",
     FAMILY, 0, infer_backward_2d, cajit_lower_upsample_nearest_backward,
     cajit_lower_upsample_declines, UPSAMPLE_DECLINES},
    {"aten.upsample_nearest3d_backward.default",
     "aten::upsample_nearest3d_backward(Tensor grad_output, SymInt[3] "
     "output_size, SymInt[5] input_size, float? scales_d=None, float? "
     "scales_h=None, float? scales_w=None) -> Tensor",
     FAMILY, 0, infer_backward_3d, cajit_lower_upsample_nearest_backward,
     cajit_lower_upsample_declines, UPSAMPLE_DECLINES},
    {"aten.upsample_trilinear3d_backward.default",
     "aten::upsample_trilinear3d_backward(Tensor grad_output, SymInt[3] "
     "output_size, SymInt[5] input_size, bool align_corners, float? "
     "scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor",
     FAMILY, 0, infer_backward_3d, cajit_lower_upsample_linear_backward,
     cajit_lower_upsample_declines, UPSAMPLE_DECLINES},
};
CAJIT_FAMILY_COUNT(upsample);
