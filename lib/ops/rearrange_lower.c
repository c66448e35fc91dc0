/* Lowerings of the "rearrange" family: each one pointwise kernel over the
 * result whose element reads one element of self at an index computed
 * from the result's index (a gather by index arithmetic, no
 * data-dependent index), so fusion inlines the producer of self into it
 * and the kernel itself into its readers.
 *
 * constant_pad_nd: along padded dim d with pads lo (before) and hi
 * (after), result index i reads self at i - lo when 0 <= i - lo < size,
 * else is `value`; negative pads make i - lo start inside self (a crop)
 * and the condition always true on that side. The load's index is
 * clamped into [0, size) because a where evaluates both sides; a padded
 * dim of constant size 0 makes the result all `value` (nothing to
 * load). Symbols are never 0 (the trace specialises 0 and 1).
 *
 * flip: index size - 1 - i along each flipped dim.
 * pixel_shuffle (factor r): out[.., c, h, w] =
 *   self[.., c*r*r + (h%r)*r + w%r, h//r, w//r];
 * pixel_unshuffle: out[.., c, h, w] = self[.., c//(r*r), h*r + (c//r)%r,
 *   w*r + c%r] (ATen's pixel_shuffle / pixel_unshuffle as permutes of
 * views). */
#include "ops/infer.h"
#include "ops/lowerings.h"

/* max(min(e, hi - 1), 0) */
static const cajit_expr *clamp_index(cajit_expr_ctx *x, const cajit_expr *e,
                                     const cajit_expr *hi) {
  return cajit_expr_max(
      x, cajit_expr_min(x, e, cajit_expr_sub(x, hi, cajit_expr_int(x, 1))),
      cajit_expr_int(x, 0));
}

CAJIT_LOWERING(cajit_lower_constant_pad_nd) {
  (void)n;
  cajit_kir_program *p = lc->p;
  cajit_expr_ctx *x = p->exprs;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t self, np;
  const cajit_expr *pad[2 * CAJIT_MAX_NDIM + 2];
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(&lc->args, "pad", pad, 2 * CAJIT_MAX_NDIM + 2, &np));
  const cajit_kir_buffer *sb = cajit_kir_buffer_get(p, self);
  int32_t nd = sb->ndim;
  if (np % 2 || np / 2 > nd || rt->ndim != nd) /* the shape rule refused it */
    return cajit_status_make(CAJIT_INTERNAL,
                             "pad list of length %d for rank "
                             "%d",
                             (int)np, (int)nd);
  cajit_status err = NULL;
  const cajit_kir_value *fill =
      cajit_lower_scalar(lc, "value", rt->dtype, &err);
  if (err) return err;
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_expr *idx[CAJIT_MAX_NDIM], *inside = cajit_expr_bool(x, true);
  bool empty = false;
  for (int32_t d = 0; d < nd; d++) {
    idx[d] = i[d];
    int32_t k = nd - 1 - d; /* pads pair k pads dim nd - 1 - k */
    if (k >= np / 2) continue;
    const cajit_expr *size = sb->shape[d];
    int64_t sv;
    if (cajit_expr_as_int(size, &sv) && sv == 0) empty = true;
    const cajit_expr *src = cajit_expr_sub(x, i[d], pad[2 * k]);
    inside = cajit_expr_and(
        x, inside,
        cajit_expr_and(x, cajit_expr_ge(x, src, cajit_expr_int(x, 0)),
                       cajit_expr_cmp(x, CAJIT_EXPR_LT, src, size)));
    idx[d] = clamp_index(x, src, size);
  }
  if (empty) return cajit_lower_pointwise(lc, 0, fill);
  const cajit_kir_value *v = cajit_kir_where(
      p, cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL, inside),
      cajit_kir_cast(p, rt->dtype, cajit_kir_load(p, self, idx)), fill);
  if (!v) return cajit_lower_value_error(lc);
  return cajit_lower_pointwise(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_flip) {
  (void)n;
  cajit_kir_program *p = lc->p;
  cajit_expr_ctx *x = p->exprs;
  int32_t self, nd_flip;
  const cajit_expr *dims[CAJIT_MAX_NDIM + 1];
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int_list(&lc->args, "dims", dims,
                                             CAJIT_MAX_NDIM + 1, &nd_flip));
  const cajit_kir_buffer *sb = cajit_kir_buffer_get(p, self);
  int32_t nd = sb->ndim;
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_expr *idx[CAJIT_MAX_NDIM];
  for (int32_t d = 0; d < nd; d++)
    idx[d] = i[d];
  for (int32_t k = 0; k < nd_flip; k++) {
    int32_t d;
    CAJIT_RETURN_IF_ERROR(cajit_infer_dim(lc->g, "dims", dims[k], nd, &d));
    if (nd == 0) continue; /* a 0-d tensor flips to itself */
    idx[d] = cajit_expr_sub(
        x, cajit_expr_sub(x, sb->shape[d], cajit_expr_int(x, 1)), i[d]);
  }
  const cajit_kir_value *v = cajit_kir_load(p, self, idx);
  if (!v) return cajit_lower_value_error(lc);
  return cajit_lower_pointwise(lc, 0, v);
}

/* The constant factor (the shape rule checked it). */
static cajit_status factor(cajit_lower_ctx *lc, const char *param,
                           int64_t *out) {
  const cajit_expr *e;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, param, &e));
  if (!cajit_expr_as_int(e, out) || *out <= 0)
    return cajit_status_make(CAJIT_UNSUPPORTED, "a non-constant %s", param);
  return NULL;
}

/* What pixel_shuffle and pixel_unshuffle share: self, the factor r of
 * `param`, the indices i of the result (channel dim c = ndim - 3) and idx's
 * batch dims, which read self at i's. */
static cajit_status shuffle_begin(cajit_lower_ctx *lc, const char *param,
                                  int32_t *self, int64_t *r, int32_t *c,
                                  const cajit_expr ***i,
                                  const cajit_expr **idx) {
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", self));
  CAJIT_RETURN_IF_ERROR(factor(lc, param, r));
  int32_t nd = cajit_kir_buffer_get(lc->p, *self)->ndim;
  *c = nd - 3;
  *i = cajit_lower_indices(lc, nd);
  if (!*i) return cajit_lower_value_error(lc);
  for (int32_t d = 0; d < *c; d++)
    idx[d] = (*i)[d];
  return NULL;
}

CAJIT_LOWERING(cajit_lower_pixel_shuffle) {
  (void)n;
  cajit_kir_program *p = lc->p;
  cajit_expr_ctx *x = p->exprs;
  int32_t self, c;
  int64_t r;
  const cajit_expr **i, *idx[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(
      shuffle_begin(lc, "upscale_factor", &self, &r, &c, &i, idx));
  const cajit_expr *R = cajit_expr_int(x, r);
  const cajit_expr *h = i[c + 1], *w = i[c + 2];
  idx[c] = cajit_expr_add(
      x, cajit_expr_mul(x, i[c], cajit_expr_int(x, r * r)),
      cajit_expr_add(x, cajit_expr_mul(x, cajit_expr_mod(x, h, R), R),
                     cajit_expr_mod(x, w, R)));
  idx[c + 1] = cajit_expr_floordiv(x, h, R);
  idx[c + 2] = cajit_expr_floordiv(x, w, R);
  const cajit_kir_value *v = cajit_kir_load(p, self, idx);
  if (!v) return cajit_lower_value_error(lc);
  return cajit_lower_pointwise(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_pixel_unshuffle) {
  (void)n;
  cajit_kir_program *p = lc->p;
  cajit_expr_ctx *x = p->exprs;
  int32_t self, c;
  int64_t r;
  const cajit_expr **i, *idx[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(
      shuffle_begin(lc, "downscale_factor", &self, &r, &c, &i, idx));
  const cajit_expr *R = cajit_expr_int(x, r);
  const cajit_expr *ch = i[c];
  idx[c] = cajit_expr_floordiv(x, ch, cajit_expr_int(x, r * r));
  idx[c + 1] =
      cajit_expr_add(x, cajit_expr_mul(x, i[c + 1], R),
                     cajit_expr_mod(x, cajit_expr_floordiv(x, ch, R), R));
  idx[c + 2] = cajit_expr_add(x, cajit_expr_mul(x, i[c + 2], R),
                              cajit_expr_mod(x, ch, R));
  const cajit_kir_value *v = cajit_kir_load(p, self, idx);
  if (!v) return cajit_lower_value_error(lc);
  return cajit_lower_pointwise(lc, 0, v);
}
