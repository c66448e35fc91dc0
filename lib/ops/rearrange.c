/* Op family "rearrange": ops that move elements to new positions without
 * arithmetic, each element of the result read from at most one element of
 * self: constant_pad_nd (positive pads add `value` around self, negative
 * pads crop it; its backward is itself with the pads negated), flip,
 * pixel_shuffle and pixel_unshuffle (each the other's backward). Lowerings
 * in rearrange_lower.c.
 *
 * The shape rules raise torch's errors for arguments torch rejects (an odd
 * pad list, more pads than dims, a negative padded size, repeated flip
 * dims, channels or spatial sizes the factor does not divide) when the
 * sizes involved are constants; symbolic ones were checked by the trace. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "rearrange"

static cajit_status infer_constant_pad_nd(cajit_infer *inf) {
  int32_t id, np;
  const cajit_type *self;
  const cajit_expr *pad[2 * CAJIT_MAX_NDIM + 2];
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "pad", pad, 2 * CAJIT_MAX_NDIM + 2, &np));
  if (np % 2)
    return cajit_infer_fail("Length of pad must be even but instead it "
                            "equals %d",
                            np);
  if (np / 2 > self->ndim)
    return cajit_infer_fail("Length of pad should be no more than twice the "
                            "number of dimensions of the input. Pad length is "
                            "%d while the input has %d dimensions.",
                            np, self->ndim);
  cajit_expr_ctx *x = inf->g->exprs;
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  for (int32_t d = 0; d < self->ndim; d++)
    shape[d] = self->shape[d];
  for (int32_t k = 0; k < np / 2; k++) {
    int32_t d = self->ndim - 1 - k;
    const cajit_expr *lo = pad[2 * k], *hi = pad[2 * k + 1];
    shape[d] = cajit_expr_add(x, cajit_expr_add(x, self->shape[d], lo), hi);
    if (!shape[d]) return cajit_infer_oom();
    int64_t v, in, l, h;
    if (cajit_expr_as_int(shape[d], &v) && v < 0 &&
        cajit_expr_as_int(self->shape[d], &in) && cajit_expr_as_int(lo, &l) &&
        cajit_expr_as_int(hi, &h))
      return cajit_infer_fail(
          "The input size %lld, plus negative padding %lld and %lld resulted "
          "in a negative output size, which is invalid. Check dimension %d of "
          "your input.",
          (long long)in, (long long)l, (long long)h, d);
    /* A crop larger than the dim (torch's narrow refuses it). */
    int64_t crop = 0;
    if (cajit_expr_as_int(self->shape[d], &in) && cajit_expr_as_int(lo, &l) &&
        cajit_expr_as_int(hi, &h))
      crop = (l < 0 ? -l : 0) + (h < 0 ? -h : 0);
    if (crop > 0 && cajit_expr_as_int(self->shape[d], &in) && crop > in)
      return cajit_infer_fail("negative padding %lld and %lld crops more than "
                              "the %lld elements of dimension %d",
                              (long long)l, (long long)h, (long long)in, d);
  }
  return cajit_infer_set_tensor(inf, 0, self->dtype, self->ndim, shape, NULL);
}

static cajit_status infer_flip(cajit_infer *inf) {
  int32_t id, nd;
  const cajit_type *self;
  const cajit_expr *dims[CAJIT_MAX_NDIM + 1];
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "dims", dims, CAJIT_MAX_NDIM + 1, &nd));
  bool seen[CAJIT_MAX_NDIM + 1] = {false};
  for (int32_t k = 0; k < nd; k++) {
    int32_t d;
    CAJIT_RETURN_IF_ERROR(
        cajit_infer_dim(inf->g, "dims", dims[k], self->ndim, &d));
    if (seen[d])
      return cajit_infer_fail("dim %d appears multiple times in the list of "
                              "dims",
                              d);
    seen[d] = true;
  }
  return cajit_infer_set_like(inf, 0, self);
}

/* The constant factor of pixel_shuffle / pixel_unshuffle. */
static cajit_status read_factor(cajit_infer *inf, const char *param,
                                const char *op, int64_t *out) {
  const cajit_expr *e;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, param, &e));
  if (!cajit_expr_as_int(e, out))
    return cajit_status_make(CAJIT_UNSUPPORTED, "a symbolic %s", param);
  if (*out <= 0)
    return cajit_infer_fail("%s expects %s to be positive, but got %lld", op,
                            param, (long long)*out);
  return NULL;
}

/* Fails when constant dim `size` is not a multiple of `by`. */
static cajit_status check_divides(const cajit_expr *size, int64_t by,
                                  const char *what) {
  int64_t v;
  if (cajit_expr_as_int(size, &v) && v % by)
    return cajit_infer_fail("%s (%lld) is not divisible by %lld", what,
                            (long long)v, (long long)by);
  return NULL;
}

/* size // by, with a common constant factor cancelled first ((2 * s) // 4
 * is s // 2, which the trace writes and floordiv does not simplify). */
static const cajit_expr *div_floor(cajit_expr_ctx *x, const cajit_expr *size,
                                   int64_t by) {
  for (int64_t g = by; g > 1; g--) {
    if (by % g) continue;
    const cajit_expr *q = cajit_exact_div(x, size, cajit_expr_int(x, g));
    if (q) return cajit_expr_floordiv(x, q, cajit_expr_int(x, by / g));
  }
  return cajit_expr_floordiv(x, size, cajit_expr_int(x, by));
}

static cajit_status infer_pixel_shuffle(cajit_infer *inf) {
  int32_t id;
  const cajit_type *self;
  int64_t r;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  if (self->ndim < 3)
    return cajit_infer_fail("pixel_shuffle expects input to have at least 3 "
                            "dimensions, but got input with %d dimension(s)",
                            self->ndim);
  CAJIT_RETURN_IF_ERROR(
      read_factor(inf, "upscale_factor", "pixel_shuffle", &r));
  int32_t c = self->ndim - 3;
  CAJIT_RETURN_IF_ERROR(check_divides(
      self->shape[c], r * r, "pixel_shuffle: the channel dim of self"));
  cajit_expr_ctx *x = inf->g->exprs;
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  for (int32_t d = 0; d < self->ndim; d++)
    shape[d] = self->shape[d];
  shape[c] = div_floor(x, self->shape[c], r * r);
  shape[c + 1] = cajit_expr_mul(x, self->shape[c + 1], cajit_expr_int(x, r));
  shape[c + 2] = cajit_expr_mul(x, self->shape[c + 2], cajit_expr_int(x, r));
  if (!shape[c] || !shape[c + 1] || !shape[c + 2]) return cajit_infer_oom();
  return cajit_infer_set_tensor(inf, 0, self->dtype, self->ndim, shape, NULL);
}

static cajit_status infer_pixel_unshuffle(cajit_infer *inf) {
  int32_t id;
  const cajit_type *self;
  int64_t r;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  if (self->ndim < 3)
    return cajit_infer_fail("pixel_unshuffle expects input to have at least 3 "
                            "dimensions, but got input with %d dimension(s)",
                            self->ndim);
  CAJIT_RETURN_IF_ERROR(
      read_factor(inf, "downscale_factor", "pixel_unshuffle", &r));
  int32_t c = self->ndim - 3;
  CAJIT_RETURN_IF_ERROR(check_divides(self->shape[c + 1], r,
                                      "pixel_unshuffle: the height of self"));
  CAJIT_RETURN_IF_ERROR(check_divides(self->shape[c + 2], r,
                                      "pixel_unshuffle: the width of self"));
  cajit_expr_ctx *x = inf->g->exprs;
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  for (int32_t d = 0; d < self->ndim; d++)
    shape[d] = self->shape[d];
  shape[c] = cajit_expr_mul(x, self->shape[c], cajit_expr_int(x, r * r));
  shape[c + 1] = div_floor(x, self->shape[c + 1], r);
  shape[c + 2] = div_floor(x, self->shape[c + 2], r);
  if (!shape[c] || !shape[c + 1] || !shape[c + 2]) return cajit_infer_oom();
  return cajit_infer_set_tensor(inf, 0, self->dtype, self->ndim, shape, NULL);
}

const cajit_op_def cajit_ops_rearrange[] = {
    {"aten.constant_pad_nd.default",
     "aten::constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -> "
     "Tensor",
     FAMILY, 0, infer_constant_pad_nd, cajit_lower_constant_pad_nd},
    {"aten.flip.default", "aten::flip(Tensor self, int[] dims) -> Tensor",
     FAMILY, 0, infer_flip, cajit_lower_flip},
    {"aten.pixel_shuffle.default",
     "aten::pixel_shuffle(Tensor self, int upscale_factor) -> Tensor", FAMILY,
     0, infer_pixel_shuffle, cajit_lower_pixel_shuffle},
    {"aten.pixel_unshuffle.default",
     "aten::pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor",
     FAMILY, 0, infer_pixel_unshuffle, cajit_lower_pixel_unshuffle},
};
CAJIT_FAMILY_COUNT(rearrange);
