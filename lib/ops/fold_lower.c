/* Lowerings of the "fold" family (ATen's Im2Col.cpp / Col2Im.cpp and
 * im2col.h), for kernel k, dilation d, padding p, stride s per spatial
 * dim and OH x OW blocks; column row r = (c * kh + ki) * kw + kj, column
 * l = oh * OW + ow, image row h = oh * s - p + ki * d (and so for w):
 *
 * im2col: one pointwise kernel over the columns, reading the image at
 * (h, w) when inside it, else 0 (the load clamped, as a where reads both
 * sides).
 * col2im: a gathering reduction over (ki, kj) < (kh, kw): image element
 * (h, w) sums the columns whose block covers it, oh = (h + p - ki * d) / s
 * when that divides exactly and 0 <= oh < OH (and so for w), in ATen's
 * order (ki, then kj). No scatter: each output element is written once by
 * one thread. Sums in the accumulation dtype (f32 for bf16, which ATen
 * accumulates in bf16 itself). */
#include "ops/infer.h"
#include "ops/lowerings.h"

typedef struct fold {
  cajit_kir_program *p;
  cajit_expr_ctx *x;
  int64_t k[2], d[2], pad[2], s[2];
} fold;

static const cajit_expr *cint(fold *f, int64_t v) {
  return cajit_expr_int(f->x, v);
}

static cajit_status read_fold(cajit_lower_ctx *lc, fold *f) {
  static const char *const names[4] = {"kernel_size", "dilation", "padding",
                                       "stride"};
  int64_t *dst[4] = {f->k, f->d, f->pad, f->s};
  f->p = lc->p;
  f->x = lc->p->exprs;
  for (int32_t q = 0; q < 4; q++) {
    const cajit_expr *items[CAJIT_MAX_NDIM];
    int32_t n;
    CAJIT_RETURN_IF_ERROR(
        cajit_bound_int_list(&lc->args, names[q], items, CAJIT_MAX_NDIM, &n));
    for (int32_t j = 0; j < 2; j++)
      if (n != 2 || !cajit_expr_as_int(items[j], &dst[q][j]))
        return cajit_status_make(CAJIT_UNSUPPORTED, "a non-constant %s",
                                 names[q]);
  }
  return NULL;
}

static const cajit_expr *blocks(fold *f, int32_t j, const cajit_expr *in) {
  return cajit_expr_add(
      f->x,
      cajit_expr_floordiv(
          f->x,
          cajit_expr_add(f->x, in,
                         cint(f, 2 * f->pad[j] - f->d[j] * (f->k[j] - 1) - 1)),
          cint(f, f->s[j])),
      cint(f, 1));
}

static const cajit_expr *clamp(fold *f, const cajit_expr *e,
                               const cajit_expr *hi) {
  return cajit_expr_max(
      f->x, cajit_expr_min(f->x, e, cajit_expr_sub(f->x, hi, cint(f, 1))),
      cint(f, 0));
}

/* 0 <= e < hi */
static const cajit_expr *within(fold *f, const cajit_expr *e,
                                const cajit_expr *hi) {
  return cajit_expr_and(f->x, cajit_expr_ge(f->x, e, cint(f, 0)),
                        cajit_expr_cmp(f->x, CAJIT_EXPR_LT, e, hi));
}

CAJIT_LOWERING(cajit_lower_im2col) {
  (void)n;
  fold f;
  int32_t self;
  CAJIT_RETURN_IF_ERROR(read_fold(lc, &f));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  const cajit_kir_buffer *sb = cajit_kir_buffer_get(f.p, self);
  int32_t lead = sb->ndim - 3;
  if (lead != 0 && lead != 1)
    return cajit_status_make(CAJIT_INTERNAL, "im2col of rank %d",
                             (int)sb->ndim);
  const cajit_expr *H = sb->shape[lead + 1], *W = sb->shape[lead + 2];
  const cajit_expr *ow_n = blocks(&f, 1, W);
  const cajit_expr **i = cajit_lower_indices(lc, lead + 2);
  if (!i) return cajit_lower_value_error(lc);
  cajit_expr_ctx *x = f.x;
  const cajit_expr *r = i[lead], *l = i[lead + 1];
  const cajit_expr *c = cajit_expr_floordiv(x, r, cint(&f, f.k[0] * f.k[1]));
  const cajit_expr *ki = cajit_expr_mod(
      x, cajit_expr_floordiv(x, r, cint(&f, f.k[1])), cint(&f, f.k[0]));
  const cajit_expr *kj = cajit_expr_mod(x, r, cint(&f, f.k[1]));
  const cajit_expr *oh = cajit_expr_floordiv(x, l, ow_n),
                   *ow = cajit_expr_mod(x, l, ow_n);
  const cajit_expr *h =
      cajit_expr_add(x, cajit_expr_mul(x, oh, cint(&f, f.s[0])),
                     cajit_expr_add(x, cajit_expr_mul(x, ki, cint(&f, f.d[0])),
                                    cint(&f, -f.pad[0])));
  const cajit_expr *w =
      cajit_expr_add(x, cajit_expr_mul(x, ow, cint(&f, f.s[1])),
                     cajit_expr_add(x, cajit_expr_mul(x, kj, cint(&f, f.d[1])),
                                    cint(&f, -f.pad[1])));
  const cajit_expr *idx[4];
  if (lead) idx[0] = i[0];
  idx[lead] = c;
  idx[lead + 1] = clamp(&f, h, H);
  idx[lead + 2] = clamp(&f, w, W);
  cajit_dtype dt = cajit_lower_result_type(lc, 0)->dtype;
  const cajit_kir_value *v = cajit_kir_where(
      f.p,
      cajit_kir_expr_value(
          f.p, CAJIT_DTYPE_BOOL,
          cajit_expr_and(x, within(&f, h, H), within(&f, w, W))),
      cajit_kir_load(f.p, self, idx), cajit_kir_const_int(f.p, dt, 0));
  if (!v) return cajit_lower_value_error(lc);
  return cajit_lower_pointwise(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_col2im) {
  (void)n;
  fold f;
  int32_t cols;
  CAJIT_RETURN_IF_ERROR(read_fold(lc, &f));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &cols));
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t lead = rt->ndim - 3;
  if (lead != 0 && lead != 1)
    return cajit_status_make(CAJIT_INTERNAL, "col2im of rank %d",
                             (int)rt->ndim);
  cajit_expr_ctx *x = f.x;
  const cajit_expr *H = rt->shape[lead + 1], *W = rt->shape[lead + 2];
  const cajit_expr *oh_n = blocks(&f, 0, H), *ow_n = blocks(&f, 1, W);
  const cajit_expr *i[4], *r[2];
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(f.p, CAJIT_KIR_INDEX_OUTER, lead + 3, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(f.p, CAJIT_KIR_INDEX_REDUCE, 2, r));
  const cajit_expr *o[2], *ok = cajit_expr_bool(x, true);
  for (int32_t j = 0; j < 2; j++) {
    /* t = h + p - k * d must be a multiple of s: the block o = t / s */
    const cajit_expr *t = cajit_expr_add(
        x, i[lead + 1 + j],
        cajit_expr_sub(x, cint(&f, f.pad[j]),
                       cajit_expr_mul(x, r[j], cint(&f, f.d[j]))));
    o[j] = cajit_expr_floordiv(x, t, cint(&f, f.s[j]));
    ok = cajit_expr_and(
        x, ok,
        cajit_expr_and(
            x, cajit_expr_ge(x, t, cint(&f, 0)),
            cajit_expr_and(
                x,
                cajit_expr_cmp(x, CAJIT_EXPR_EQ,
                               cajit_expr_mod(x, t, cint(&f, f.s[j])),
                               cint(&f, 0)),
                cajit_expr_cmp(x, CAJIT_EXPR_LT, o[j], j ? ow_n : oh_n))));
  }
  const cajit_expr *idx[3];
  if (lead) idx[0] = i[0];
  /* row (c * kh + ki) * kw + kj */
  idx[lead] = cajit_expr_add(
      x,
      cajit_expr_mul(
          x,
          cajit_expr_add(x, cajit_expr_mul(x, i[lead], cint(&f, f.k[0])), r[0]),
          cint(&f, f.k[1])),
      r[1]);
  const cajit_expr *l = cajit_expr_add(
      x, cajit_expr_mul(x, clamp(&f, o[0], oh_n), ow_n), clamp(&f, o[1], ow_n));
  idx[lead + 1] = l;
  cajit_dtype acc = cajit_lower_acc_dtype(rt->dtype);
  const cajit_kir_value *v =
      cajit_kir_where(f.p, cajit_kir_expr_value(f.p, CAJIT_DTYPE_BOOL, ok),
                      cajit_kir_cast(f.p, acc, cajit_kir_load(f.p, cols, idx)),
                      cajit_kir_const_float(f.p, acc, 0));
  if (!v) return cajit_lower_value_error(lc);
  int32_t out;
  const cajit_expr *ext[2] = {cint(&f, f.k[0]), cint(&f, f.k[1])};
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &out));
  return cajit_kir_add_reduction(f.p, lc->name, out, CAJIT_KIR_REDUCE_SUM, acc,
                                 2, ext, v, NULL);
}
