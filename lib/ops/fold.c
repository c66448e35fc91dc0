/* Op family "fold": im2col and col2im, F.unfold and F.fold (each the
 * other's backward), lowered in fold_lower.c.
 *
 * im2col(self [N?, C, H, W], kernel_size, dilation, padding, stride) gives
 * [N?, C * kh * kw, L] with L = oh * ow sliding blocks, o = (in + 2 p -
 * (d (k - 1) + 1)) // s + 1 per spatial dim; col2im(self [N?, C * kh * kw,
 * L], output_size [H, W], ...) gives [N?, C, H, W]. The parameters must
 * be constants (they are in real graphs); torch's errors for bad ones and
 * for a column count that disagrees with the blocks are raised where
 * sizes are constants. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "fold"

typedef struct fold_params {
  int64_t k[2], d[2], p[2], s[2];
} fold_params;

static cajit_status pair(cajit_infer *inf, const char *param, int64_t *out,
                         int64_t min) {
  const cajit_expr *items[CAJIT_MAX_NDIM];
  int32_t n;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, param, items, CAJIT_MAX_NDIM, &n));
  if (n != 2)
    return cajit_infer_fail("argument `%s`: expected 2 entries, found %d",
                            param, n);
  for (int32_t j = 0; j < 2; j++) {
    if (!cajit_expr_as_int(items[j], &out[j]))
      return cajit_status_make(CAJIT_UNSUPPORTED, "a symbolic %s", param);
    if (out[j] < min)
      return cajit_infer_fail(
          "%s should be %s, but got %s_height: %lld "
          "%s_width: %lld",
          param, min ? "greater than zero" : "greater than or equal to zero",
          param, (long long)out[0], param, (long long)out[1]);
  }
  return NULL;
}

static cajit_status read_params(cajit_infer *inf, fold_params *fp) {
  CAJIT_RETURN_IF_ERROR(pair(inf, "kernel_size", fp->k, 1));
  CAJIT_RETURN_IF_ERROR(pair(inf, "dilation", fp->d, 1));
  CAJIT_RETURN_IF_ERROR(pair(inf, "padding", fp->p, 0));
  return pair(inf, "stride", fp->s, 1);
}

/* The number of blocks along one dim of size `in`. */
static const cajit_expr *blocks(cajit_expr_ctx *x, const fold_params *fp,
                                int32_t j, const cajit_expr *in) {
  return cajit_expr_add(
      x,
      cajit_expr_floordiv(
          x,
          cajit_expr_add(
              x, in,
              cajit_expr_int(x, 2 * fp->p[j] - fp->d[j] * (fp->k[j] - 1) - 1)),
          cajit_expr_int(x, fp->s[j])),
      cajit_expr_int(x, 1));
}

static cajit_status check_blocks(const fold_params *fp, const cajit_expr *h,
                                 const cajit_expr *w, const cajit_expr *oh,
                                 const cajit_expr *ow) {
  int64_t a, b, hv, wv;
  if (cajit_expr_as_int(oh, &a) && cajit_expr_as_int(ow, &b) &&
      cajit_expr_as_int(h, &hv) && cajit_expr_as_int(w, &wv) &&
      (a < 1 || b < 1))
    return cajit_infer_fail(
        "Given input with spatial size (%lld, %lld), kernel_size=(%lld, "
        "%lld), dilation=(%lld, %lld), padding=(%lld, %lld), calculated "
        "shape of the array of sliding blocks as (%lld, %lld), but its "
        "components must be at least one.",
        (long long)hv, (long long)wv, (long long)fp->k[0], (long long)fp->k[1],
        (long long)fp->d[0], (long long)fp->d[1], (long long)fp->p[0],
        (long long)fp->p[1], (long long)a, (long long)b);
  return NULL;
}

static cajit_status infer_im2col(cajit_infer *inf) {
  int32_t id;
  const cajit_type *self;
  fold_params fp;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  CAJIT_RETURN_IF_ERROR(read_params(inf, &fp));
  if (self->ndim != 3 && self->ndim != 4)
    return cajit_infer_fail("Expected 3D or 4D (batch mode) tensor for input "
                            "with possibly 0 batch size and non-zero "
                            "dimensions, but got rank %d",
                            self->ndim);
  cajit_expr_ctx *x = inf->g->exprs;
  int32_t lead = self->ndim - 3;
  const cajit_expr *h = self->shape[lead + 1], *w = self->shape[lead + 2];
  const cajit_expr *oh = blocks(x, &fp, 0, h), *ow = blocks(x, &fp, 1, w);
  CAJIT_RETURN_IF_ERROR(check_blocks(&fp, h, w, oh, ow));
  const cajit_expr *shape[3];
  if (lead) shape[0] = self->shape[0];
  shape[lead] = cajit_expr_mul(x, self->shape[lead],
                               cajit_expr_int(x, fp.k[0] * fp.k[1]));
  shape[lead + 1] = cajit_expr_mul(x, oh, ow);
  if (!shape[lead] || !shape[lead + 1]) return cajit_infer_oom();
  return cajit_infer_set_tensor(inf, 0, self->dtype, lead + 2, shape, NULL);
}

static cajit_status infer_col2im(cajit_infer *inf) {
  int32_t id, no;
  const cajit_type *self;
  fold_params fp;
  const cajit_expr *out[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  CAJIT_RETURN_IF_ERROR(read_params(inf, &fp));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "output_size", out, CAJIT_MAX_NDIM, &no));
  if (no != 2)
    return cajit_infer_fail("argument `output_size`: expected 2 entries, "
                            "found %d",
                            no);
  if (self->ndim != 2 && self->ndim != 3)
    return cajit_infer_fail("Expected 2D or 3D (batch mode) tensor for input "
                            "with possibly 0 batch size and non-zero "
                            "dimensions, but got rank %d",
                            self->ndim);
  cajit_expr_ctx *x = inf->g->exprs;
  int32_t lead = self->ndim - 2;
  int64_t kk = fp.k[0] * fp.k[1], cols;
  if (cajit_expr_as_int(self->shape[lead], &cols) && cols % kk)
    return cajit_infer_fail(
        "Expected size of input's dimension 1 to be divisible by the product "
        "of kernel_size, but got input.size(1)=%lld and kernel_size=(%lld, "
        "%lld)",
        (long long)cols, (long long)fp.k[0], (long long)fp.k[1]);
  const cajit_expr *oh = blocks(x, &fp, 0, out[0]),
                   *ow = blocks(x, &fp, 1, out[1]);
  CAJIT_RETURN_IF_ERROR(check_blocks(&fp, out[0], out[1], oh, ow));
  const cajit_expr *l = cajit_expr_mul(x, oh, ow);
  int64_t lv, have;
  if (cajit_expr_as_int(l, &lv) &&
      cajit_expr_as_int(self->shape[lead + 1], &have) && lv != have)
    return cajit_infer_fail(
        "expected size of input's dimension 2 to match the calculated number "
        "of sliding blocks %lld, but got input.size(2)=%lld",
        (long long)lv, (long long)have);
  const cajit_expr *shape[4];
  if (lead) shape[0] = self->shape[0];
  const cajit_expr *c =
      cajit_exact_div(x, self->shape[lead], cajit_expr_int(x, kk));
  shape[lead] =
      c ? c : cajit_expr_floordiv(x, self->shape[lead], cajit_expr_int(x, kk));
  shape[lead + 1] = out[0];
  shape[lead + 2] = out[1];
  if (!shape[lead]) return cajit_infer_oom();
  return cajit_infer_set_tensor(inf, 0, self->dtype, lead + 3, shape, NULL);
}

const cajit_op_def cajit_ops_fold[] = {
    {"aten.col2im.default",
     "aten::col2im(Tensor self, SymInt[2] output_size, int[2] kernel_size, "
     "int[2] dilation, int[2] padding, int[2] stride) -> Tensor",
     FAMILY, 0, infer_col2im, cajit_lower_col2im},
    {"aten.im2col.default",
     "aten::im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] "
     "padding, int[2] stride) -> Tensor",
     FAMILY, 0, infer_im2col, cajit_lower_im2col},
};
CAJIT_FAMILY_COUNT(fold);
