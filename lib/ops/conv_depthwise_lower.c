/* Lowering of depthwise stride-1 convolution backwards without columns
 * (the "conv" family; conv_lower.c has the general GEMM lowering and the
 * notation). */

#include "ops/conv_lower.h"
#include "ops/infer.h"

/* Depthwise (one input and one output channel per group: MobileNet's and
 * ConvNeXt's 3x3 / 7x7) with stride 1 runs without columns. The GEMMs
 * of conv_lower.c degenerate there into one dot product per group over N*L with
 * KK columns each, and the columns are KK times the input: the medium
 * bench dwconv (3x3, 64 channels, 56x56, batch 16) took 60-70 ms per
 * convolution natively and 5-8 ms through oneDNN. Directly:
 *
 *   dyp[n, c, q...]  = dy[n, c, q - e ...], 0 in a margin of e_j =
 *                      max(0, (K_j-1)*d_j - p_j) before and after each
 *                      dim (its interior written through a view, the
 *                      margins by zero kernels)
 *   gx[n, c, i...]   = sum over k of dyp[n, c, i + p - k*d + e ...] *
 *                      w[c, 0, k...]    (pointwise, the KK terms unrolled)
 *   gwq[c, k..., iw] = sum over n, i... but the last of x[n, c, i...] *
 *                      dyp[n, c, i + p - k*d + e ...]   (accumulated into
 *                      rows across the input's last dim: no horizontal
 *                      sum per row of a few dozen elements)
 *   gw[c, 0, k...]   = sum over iw of gwq[c, k..., iw]
 *   gb[c]            = sum of dy over n, p...
 *
 * With stride 1, grad_output's shape rule makes P_j = I_j + 2p_j -
 * (K_j-1)d_j, so i + p - k*d + e lies in [0, P_j + 2e_j) for every input
 * position i and offset k: no read needs a mask. The last dim has its
 * margin too (helper-48): before, its reads outside [0, P) were masked, a
 * compare and a blend per term and vector (the row's edges fall inside
 * vectors), which made the dwconv bench's grad_input stencils (3x3) 18-40%
 * slower and the grad_weight rows' loop 160 instead of 124 instructions
 * per 16 lanes (bench/README.md, "dwconv grad_weight loop on Zen 4").
 * dyp's writers are kept in memory (fusion inlines dy's own pointwise
 * producer, a batch norm backward, into the interior's writer). */

/* Unrolled pointwise form of gx up to this many kernel offsets (7x7);
 * larger kernels use the columns. */
enum { DW_MAX_TERMS = 49 };

bool cajit_conv_is_depthwise(const conv *c) {
  int64_t v;
  if (!cajit_expr_as_int(c->cg, &v) || v != 1 ||
      !cajit_expr_as_int(c->og, &v) || v != 1 ||
      !cajit_expr_as_int(c->kk, &v) || v > DW_MAX_TERMS)
    return false;
  for (int32_t j = 0; j < c->k; j++)
    if (c->s[j] != 1) return false;
  return true;
}

bool cajit_lower_convolution_backward_is_depthwise(const cajit_bound_args *a) {
  if (cajit_lower_convolution_backward_declines(a)) return false;
  int32_t w;
  const cajit_expr *groups;
  int64_t g, v, kk = 1, st[MAXK];
  if (cajit_conv_failed(cajit_bound_tensor(a, "weight", &w)) ||
      cajit_conv_failed(cajit_bound_int(a, "groups", &groups)) ||
      !cajit_expr_as_int(groups, &g))
    return false;
  const cajit_type *t = cajit_value_type(a->g, w);
  int32_t k = t->ndim - 2;
  if (!cajit_conv_const_list(a, "stride", k, st) ||
      !cajit_expr_as_int(t->shape[0], &v) || v != g ||
      !cajit_expr_as_int(t->shape[1], &v) || v != 1)
    return false;
  for (int32_t j = 0; j < k; j++) {
    cajit_expr_as_int(t->shape[2 + j], &v); /* constant: declines checked */
    kk *= v;
    if (st[j] != 1) return false;
  }
  return kk <= DW_MAX_TERMS;
}

/* e_j above. */
static int64_t dw_margin(const conv *c, int32_t j) {
  int64_t kv = 1;
  cajit_expr_as_int(c->ks[j], &kv);
  int64_t reach = (kv - 1) * c->dil[j] - c->pad[j];
  return reach > 0 ? reach : 0;
}

/* A pointwise kernel writing v to view, kept in memory; interior: view is
 * dyp's interior (lib/sched/padded_inplace.c may move dy's source there). */
static cajit_status dw_write(conv *c, const char *what, int32_t view,
                             const cajit_kir_value *v, bool interior) {
  int32_t k;
  if (!v) return cajit_lower_value_error(c->lc);
  cajit_conv_set_name(c, what);
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(c->p, c->name, view, v, &k));
  c->p->kernels.data[k].keep = true;
  c->p->kernels.data[k].writes_interior = interior;
  return NULL;
}

/* The last dim's margins: the right one of each row of dyp and the left
 * one of the row after it are adjacent, 2e elements, so one kernel over
 * rows + 1 runs of 2e (flat: the first run starts e before the first row,
 * in M, the last ends e into M after the last row) writes them all. */
static cajit_status dw_last_margin(conv *c, int32_t flat, int32_t nd,
                                   const cajit_expr *const *shape,
                                   const cajit_expr *m) {
  int64_t e = dw_margin(c, c->k - 1);
  if (e == 0) return NULL;
  const cajit_expr *rows = cajit_numel(c->x, nd - 1, shape), *sub[2], *st[2];
  sub[0] = cajit_expr_add(c->x, rows, cajit_conv_int(c, 1));
  sub[1] = cajit_conv_int(c, 2 * e);
  st[0] = shape[nd - 1], st[1] = cajit_conv_int(c, 1);
  const cajit_expr *o = cajit_expr_sub(c->x, m, cajit_conv_int(c, e));
  int32_t view;
  if (!sub[0] || !o) return cajit_lower_value_error(c->lc);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_as_strided(c->p, flat, 2, sub, st, o, &view));
  return dw_write(c, "depthwise dy, margin", view,
                  cajit_kir_const_float(c->p, c->acc, 0), false);
}

/* Makes dyp (the acc dtype) as c->dyp. */
cajit_status cajit_conv_depthwise_dy(conv *c) {
  int32_t nd = 2 + c->k, flat, root, view;
  const cajit_expr *shape[2 + MAXK], *st[2 + MAXK], *sub[2 + MAXK],
      *i[2 + MAXK];
  shape[0] = c->n, shape[1] = c->c;
  for (int32_t j = 0; j < c->k; j++)
    shape[2 + j] =
        cajit_expr_add(c->x, c->ps[j], cajit_conv_int(c, 2 * dw_margin(c, j)));
  if (!cajit_contiguous_strides(c->x, nd, shape, st))
    return cajit_lower_value_error(c->lc);
  /* M: elements before and after the padded tensor, the last dim's reach
   * rounded up to 16 (64 bytes for f32, as in make_columns): room for the
   * last dim's margin kernel below, which writes e elements past each end. */
  int64_t kl = 1;
  cajit_expr_as_int(c->ks[c->k - 1], &kl);
  int64_t reach = (kl - 1) * c->dil[c->k - 1] + c->pad[c->k - 1];
  const cajit_expr *m = cajit_conv_int(c, (reach + 15) / 16 * 16);
  const cajit_expr *len =
      cajit_expr_add(c->x, cajit_numel(c->x, nd, shape),
                     cajit_expr_mul(c->x, m, cajit_conv_int(c, 2)));
  if (!len) return cajit_lower_value_error(c->lc);
  CAJIT_RETURN_IF_ERROR(cajit_conv_scratch(c, 1, &len, &flat));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_as_strided(c->p, flat, nd, shape, st, m, &root));
  /* The interior: dy itself. */
  const cajit_expr *off = m;
  for (int32_t j = 0; j < c->k; j++) {
    sub[2 + j] = c->ps[j];
    off = cajit_expr_add(
        c->x, off,
        cajit_expr_mul(c->x, st[2 + j], cajit_conv_int(c, dw_margin(c, j))));
  }
  sub[0] = c->n, sub[1] = c->c;
  if (!off) return cajit_lower_value_error(c->lc);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_as_strided(c->p, flat, nd, sub, st, off, &view));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, nd, i));
  CAJIT_RETURN_IF_ERROR(dw_write(
      c, "depthwise dy, padded", view,
      cajit_kir_cast(c->p, c->acc, cajit_kir_load(c->p, c->dy, i)), true));
  /* The margins: per padded dim but the last, the slab below and the slab
   * above the interior (over the full extent of the other dims, contiguous
   * runs; corners twice). */
  for (int32_t j = 0; j + 1 < c->k; j++) {
    int64_t e = dw_margin(c, j);
    if (e == 0) continue;
    for (int side = 0; side < 2; side++) {
      for (int32_t d = 0; d < nd; d++)
        sub[d] = shape[d];
      sub[2 + j] = cajit_conv_int(c, e);
      const cajit_expr *o =
          side ? cajit_expr_mul(
                     c->x, st[2 + j],
                     cajit_expr_add(c->x, c->ps[j], cajit_conv_int(c, e)))
               : cajit_conv_int(c, 0);
      o = cajit_expr_add(c->x, o, m);
      if (!o) return cajit_lower_value_error(c->lc);
      CAJIT_RETURN_IF_ERROR(
          cajit_kir_view_as_strided(c->p, flat, nd, sub, st, o, &view));
      CAJIT_RETURN_IF_ERROR(dw_write(c, "depthwise dy, margin", view,
                                     cajit_kir_const_float(c->p, c->acc, 0),
                                     false));
    }
  }
  c->dyp = root;
  return dw_last_margin(c, flat, nd, shape, m);
}

/* dyp[n, ch, pos_j + p_j - k_j*d_j + e_j ...] (inside dyp for every
 * position and offset: no mask). */
static const cajit_kir_value *shifted_dy(conv *c, const cajit_expr *n,
                                         const cajit_expr *ch,
                                         const cajit_expr *const *pos,
                                         const cajit_expr *const *k) {
  const cajit_expr *idx[2 + MAXK];
  idx[0] = n, idx[1] = ch;
  for (int32_t j = 0; j < c->k; j++)
    idx[2 + j] = cajit_expr_sub(
        c->x,
        cajit_expr_add(c->x, pos[j],
                       cajit_conv_int(c, c->pad[j] + dw_margin(c, j))),
        cajit_expr_mul(c->x, k[j], cajit_conv_int(c, c->dil[j])));
  return cajit_kir_load(c->p, c->dyp, idx);
}

cajit_status cajit_conv_depthwise_grad_input(conv *c) {
  int32_t gx;
  const cajit_type *rt = cajit_lower_result_type(c->lc, 0);
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(c->lc, 0, &gx));
  const cajit_expr *i[2 + MAXK], *widx[2 + MAXK], *k[MAXK];
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, 2 + c->k, i));
  int64_t kk = 1;
  cajit_expr_as_int(c->kk, &kk);
  cajit_kir_program *p = c->p;
  const cajit_kir_value *sum = NULL;
  for (int64_t f = 0; f < kk; f++) {
    int64_t rest = f;
    for (int32_t j = c->k - 1; j >= 0; j--) { /* row-major offsets */
      int64_t kv = 1;
      cajit_expr_as_int(c->ks[j], &kv);
      k[j] = cajit_conv_int(c, rest % kv);
      rest /= kv;
    }
    widx[0] = i[1], widx[1] = cajit_conv_int(c, 0);
    for (int32_t j = 0; j < c->k; j++)
      widx[2 + j] = k[j];
    const cajit_kir_value *w =
        cajit_kir_cast(p, c->acc, cajit_kir_load(p, c->w, widx));
    const cajit_kir_value *term = cajit_kir_binary(
        p, CAJIT_KIR_MUL, shifted_dy(c, i[0], i[1], i + 2, k), w);
    sum = sum ? cajit_kir_binary(p, CAJIT_KIR_ADD, sum, term) : term;
  }
  sum = cajit_kir_cast(p, rt->dtype, sum);
  if (!sum) return cajit_lower_value_error(c->lc);
  cajit_conv_set_name(c, "depthwise grad_input");
  return cajit_kir_add_pointwise(p, c->name, gx, sum, NULL);
}

cajit_status cajit_conv_depthwise_grad_weight(conv *c) {
  /* gwq over [C, K..., I_last]: reduced over n and the input dims but
   * the last. */
  int32_t nq = 2 + c->k, q, gw, gwv;
  const cajit_expr *qshape[2 + MAXK], *i[2 + MAXK], *r[1 + MAXK],
      *ext[1 + MAXK], *pos[MAXK], *xi[2 + MAXK];
  qshape[0] = c->c;
  for (int32_t j = 0; j < c->k; j++)
    qshape[1 + j] = c->ks[j];
  qshape[1 + c->k] = c->is[c->k - 1];
  CAJIT_RETURN_IF_ERROR(cajit_conv_scratch(c, nq, qshape, &q));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, nq, i));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(c->p, CAJIT_KIR_INDEX_REDUCE, c->k, r));
  ext[0] = c->n;
  xi[0] = r[0], xi[1] = i[0];
  for (int32_t j = 0; j + 1 < c->k; j++) {
    ext[1 + j] = c->is[j];
    pos[j] = r[1 + j];
  }
  pos[c->k - 1] = i[1 + c->k];
  for (int32_t j = 0; j < c->k; j++)
    xi[2 + j] = pos[j];
  cajit_kir_program *p = c->p;
  const cajit_kir_value *v = cajit_kir_binary(
      p, CAJIT_KIR_MUL, cajit_kir_cast(p, c->acc, cajit_kir_load(p, c->in, xi)),
      shifted_dy(c, r[0], i[0], pos, i + 1));
  if (!v) return cajit_lower_value_error(c->lc);
  cajit_conv_set_name(c, "depthwise grad_weight rows");
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_reduction(
      p, c->name, q, CAJIT_KIR_REDUCE_SUM, c->acc, c->k, ext, v, NULL));
  /* gw[c, 0, k...] = sum over the last input dim of gwq. */
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(c->lc, 1, &gw));
  const cajit_expr *gshape[1 + MAXK], *gi[1 + MAXK], *gr[1], *qi[2 + MAXK];
  gshape[0] = c->c;
  for (int32_t j = 0; j < c->k; j++)
    gshape[1 + j] = c->ks[j];
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_reshape(p, gw, 1 + c->k, gshape, &gwv));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 1 + c->k, gi));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, gr));
  for (int32_t j = 0; j <= c->k; j++)
    qi[j] = gi[j];
  qi[1 + c->k] = gr[0];
  cajit_conv_set_name(c, "depthwise grad_weight");
  return cajit_kir_add_reduction(p, c->name, gwv, CAJIT_KIR_REDUCE_SUM, c->acc,
                                 1, &c->is[c->k - 1], cajit_kir_load(p, q, qi),
                                 NULL);
}
