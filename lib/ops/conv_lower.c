/* Lowering of the "conv" family: convolution_backward for 1-d, 2-d and
 * 3-d convolutions with stride, padding, dilation and groups, as GEMMs
 * over column buffers (torch's slow_conv2d formulation), with every index
 * an expression of the expr API so batch and spatial sizes stay symbolic
 * (depthwise stride-1 ones go without columns: conv_depthwise_lower.c).
 *
 * Notation: x [N, C, I...] (input), w [O, Cg, K...] (weight), dy [N, O,
 * P...] (grad_output); G groups, Cg = C / G, Og = O / G; KK = prod K,
 * L = prod P; per spatial dim: stride s, padding p, dilation d; output
 * position o reads input position o*s - p + k*d (k < K).
 *
 *   dyT [G, Og, N, P...]       dy with the batch moved inside the group:
 *                              the GEMMs sum over (n, o) as one K = N*L
 *                              dim, which needs n and o adjacent.
 *   grad_weight (im2col, then one GEMM batched over the groups):
 *     xp[n, c, q...]          = x[n, c, q - p ...], 0 in the padding
 *     col[g, c, k..., n, o...] = xp[n, g*Cg + c, o*s + k*d ...]
 *     gw[g] (Og x Cg*KK)      = dyT[g] (Og x N*L) @ col[g]^T
 *   grad_input (one batched GEMM, then col2im as a gathering reduction):
 *     cols[g] (Cg*KK x N*L)   = w[g]^T (Cg*KK x Og) @ dyT[g]
 *     gx[n, g*Cg + c, i...]   = sum over k... of cols[g, c, k..., n, o...]
 *                               where o = (i + p - k*d) / s is exact and
 *                               in [0, P)
 *   grad_bias: the sum of dy over N and P....
 * Transposes are GEMM flags (views), never copies. Besides the columns,
 * only xp and dyT (each about 1/KK of the columns) and, when its strides
 * are not known or its dtype is not the acc dtype, the (small) weight are
 * copied.
 *
 * Why col2im gathers: kernel IR has no scatter-add, and a gather is also
 * race-free once loops run in parallel. Each input position has at most
 * KK candidates (one per kernel offset), so the reduction runs over the
 * kernel offsets with a validity mask and reads each column entry once,
 * as the scatter would. The alternative, im2col of dy with the flipped
 * kernel, costs s^d times the GEMM flops of a strided convolution (most
 * of its columns are zero) and needs the same masks, so it is not used.
 *
 * Masks and loads: a `where` evaluates both sides, so a masked load must
 * stay inside its buffer. im2col reads the padded copy xp, where every
 * window fits, so it needs no mask at all and is a plain strided copy
 * (vector loads for stride 1); xp itself is a masked copy with clamped
 * indices, 1/KK the size. col2im reads columns that live in a flat buffer
 * with margins (see make_columns), so its out-of-range reads stay in
 * bounds without clamping and its loads are contiguous for stride 1.
 *
 * Dtypes: everything is computed in torch's accumulation dtype (f32 for
 * f16/bf16: xp, dyT, the columns, the weight and GEMM results are f32
 * then); results are converted when stored. Nodes this does not handle
 * (transposed=True, symbolic stride/padding/dilation/groups, ...) are
 * declined before lowering and run through the host fallback.
 *
 * Nodes cajit_compile_options.library_nodes lists call the host's library
 * instead (cajit_lower_library: torch's oneDNN convolution under Python,
 * as Inductor does for every convolution; the Python backend lists the
 * large ones, see python/cajit/native.py). */
#include <stdio.h>

#include "ops/infer.h"
#include "ops/lowerings.h"

#include "ops/conv_lower.h"

/* ---- which nodes are handled ---------------------------------------------
 */

/* A list of k non-negative constants (or one, repeated), as the shape rule
 * reads it. */
bool cajit_conv_const_list(const cajit_bound_args *a, const char *param,
                           int32_t k, int64_t *out) {
  const cajit_expr *items[CAJIT_MAX_NDIM];
  int32_t n;
  cajit_status s = cajit_bound_int_list(a, param, items, CAJIT_MAX_NDIM, &n);
  if (s) {
    cajit_status_free(s);
    return false;
  }
  if (n != 1 && n != k) return false;
  for (int32_t j = 0; j < k; j++)
    if (!cajit_expr_as_int(items[n == 1 ? 0 : j], &out[j]) || out[j] < 0)
      return false;
  return true;
}

/* True (and s freed) when s is an error. */
bool cajit_conv_failed(cajit_status s) {
  bool f = s != NULL;
  cajit_status_free(s);
  return f;
}

const char *
cajit_lower_convolution_backward_declines(const cajit_bound_args *a) {
  bool transposed = false;
  if (cajit_conv_failed(cajit_bound_bool(a, "transposed", &transposed)))
    return "a `transposed` that is not a constant";
  if (transposed) return "transposed=True";
  int32_t id[3];
  const char *names[3] = {"grad_output", "input", "weight"};
  for (int i = 0; i < 3; i++) /* the binder checked them: never fails */
    if (cajit_conv_failed(cajit_bound_tensor(a, names[i], &id[i]))) return NULL;
  const cajit_type *in = cajit_value_type(a->g, id[1]);
  for (int i = 0; i < 3; i++) {
    const cajit_type *t = cajit_value_type(a->g, id[i]);
    if (t->kind != CAJIT_TYPE_TENSOR || t->dtype != in->dtype ||
        t->ndim != in->ndim)
      return "operands of different dtypes or ranks";
  }
  if (!cajit_dtype_is_floating(in->dtype)) return "a non-floating dtype";
  int32_t k = in->ndim - 2;
  if (k < 1 || k > MAXK) return "more than 3 spatial dims";
  int64_t st[MAXK], pad[MAXK], dil[MAXK];
  if (!cajit_conv_const_list(a, "stride", k, st) ||
      !cajit_conv_const_list(a, "padding", k, pad) ||
      !cajit_conv_const_list(a, "dilation", k, dil))
    return "a symbolic stride, padding or dilation";
  for (int32_t j = 0; j < k; j++)
    if (st[j] == 0 || dil[j] == 0) return "a zero stride or dilation";
  const cajit_expr *groups;
  int64_t gv;
  if (cajit_conv_failed(cajit_bound_int(a, "groups", &groups)) ||
      !cajit_expr_as_int(groups, &gv) || gv < 1)
    return "symbolic or non-positive groups";
  const cajit_type *w = cajit_value_type(a->g, id[2]);
  if (!cajit_exact_div(a->g->exprs, w->shape[0], groups))
    return "output channels not known to be a multiple of groups";
  for (int32_t j = 0; j < k; j++)
    if (!cajit_expr_as_int(w->shape[2 + j], &gv))
      return "a symbolic kernel size";
  return NULL;
}

/* ---- helpers -------------------------------------------------------------
 */

void cajit_conv_set_name(conv *c, const char *what) {
  snprintf(c->name, sizeof c->name, "%s %s", c->lc->name, what);
}

const cajit_expr *cajit_conv_int(conv *c, int64_t v) {
  return cajit_expr_int(c->x, v);
}

/* max(min(e, hi - 1), 0): an index kept inside [0, hi) for a masked load
 * (hi >= 1 whenever the load runs). */
static const cajit_expr *clamp(conv *c, const cajit_expr *e,
                               const cajit_expr *hi) {
  return cajit_expr_max(
      c->x,
      cajit_expr_min(c->x, e, cajit_expr_sub(c->x, hi, cajit_conv_int(c, 1))),
      cajit_conv_int(c, 0));
}

/* cond && e, for building masks (cond NULL means true). */
const cajit_expr *cajit_conv_and(conv *c, const cajit_expr *cond,
                                 const cajit_expr *e) {
  return cond ? cajit_expr_and(c->x, cond, e) : e;
}

/* A new contiguous acc-dtype intermediate. */
cajit_status cajit_conv_scratch(conv *c, int32_t ndim,
                                const cajit_expr *const *shape, int32_t *out) {
  return cajit_kir_buffer_alloc(c->p, CAJIT_KIR_BUFFER_INTERMEDIATE, c->acc,
                                ndim, shape, out);
}

/* The [G, Cg, K..., N, P...] shape of the column buffers. */
static int32_t col_shape(conv *c, const cajit_expr **shape) {
  int32_t nd = 0;
  shape[nd++] = c->g;
  shape[nd++] = c->cg;
  for (int32_t j = 0; j < c->k; j++)
    shape[nd++] = c->ks[j];
  shape[nd++] = c->n;
  for (int32_t j = 0; j < c->k; j++)
    shape[nd++] = c->ps[j];
  return nd;
}

/* A [G, rows, cols] view of a contiguous buffer. */
static cajit_status as_matrices(conv *c, int32_t b, const cajit_expr *rows,
                                const cajit_expr *cols, int32_t *out) {
  const cajit_expr *shape[3] = {c->g, rows, cols};
  return cajit_kir_view_reshape(c->p, b, 3, shape, out);
}

/* A [G, cols, rows] view of a [G, rows, cols] one (a transpose flag for
 * the GEMM, not a copy). */
static cajit_status transposed(conv *c, int32_t b, int32_t *out) {
  static const int32_t perm[3] = {0, 2, 1};
  return cajit_kir_view_permute(c->p, b, perm, out);
}

static cajit_status gemm(conv *c, const char *what, int32_t a, int32_t b,
                         int32_t out) {
  cajit_conv_set_name(c, what);
  return cajit_kir_add_gemm(c->p, c->name, a, b, out, cajit_expr_float(c->x, 1),
                            cajit_expr_float(c->x, 0), NULL);
}

/* ---- dyT -----------------------------------------------------------------
 */

/* dyT[g, o, n, p...] = dy[n, g*Og + o, p...], viewed as [G, Og, N*L]. */
static cajit_status make_dyt(conv *c) {
  if (c->dyt >= 0) return NULL;
  const cajit_expr *shape[3 + MAXK], *i[3 + MAXK], *idx[2 + MAXK];
  int32_t nd = 3 + c->k, b;
  shape[0] = c->g, shape[1] = c->og, shape[2] = c->n;
  for (int32_t j = 0; j < c->k; j++)
    shape[3 + j] = c->ps[j];
  CAJIT_RETURN_IF_ERROR(cajit_conv_scratch(c, nd, shape, &b));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, nd, i));
  idx[0] = i[2];
  idx[1] = cajit_expr_add(c->x, cajit_expr_mul(c->x, i[0], c->og), i[1]);
  for (int32_t j = 0; j < c->k; j++)
    idx[2 + j] = i[3 + j];
  const cajit_kir_value *v =
      cajit_kir_cast(c->p, c->acc, cajit_kir_load(c->p, c->dy, idx));
  if (!v) return cajit_lower_value_error(c->lc);
  cajit_conv_set_name(c, "grad_output by group");
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(c->p, c->name, b, v, NULL));
  return as_matrices(c, b, c->og, cajit_expr_mul(c->x, c->n, c->l), &c->dyt);
}

/* ---- grad_weight ---------------------------------------------------------
 */

/* The input as im2col reads it: x itself when it needs no padding and its
 * rows are contiguous, else xp[n, c, q...] = x[n, c, q - p ...] (0 in the
 * padding) of the acc dtype, a copy 1/KK the size of the columns that
 * turns the big im2col into a plain strided copy (no masks, no gathers). */
static cajit_status padded_input(conv *c, int32_t *out) {
  const cajit_kir_buffer *xb = cajit_kir_buffer_get(c->p, c->in);
  int64_t unit;
  bool pad = false;
  for (int32_t j = 0; j < c->k; j++)
    pad |= c->pad[j] != 0;
  if (!pad && xb->dtype == c->acc && xb->strides &&
      cajit_expr_as_int(xb->strides[1 + c->k], &unit) && unit == 1) {
    *out = c->in;
    return NULL;
  }
  const cajit_expr *shape[2 + MAXK], *i[2 + MAXK], *idx[2 + MAXK];
  const cajit_expr *valid = NULL;
  shape[0] = c->n, shape[1] = c->c;
  for (int32_t j = 0; j < c->k; j++)
    shape[2 + j] =
        cajit_expr_add(c->x, c->is[j], cajit_conv_int(c, 2 * c->pad[j]));
  CAJIT_RETURN_IF_ERROR(cajit_conv_scratch(c, 2 + c->k, shape, out));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, 2 + c->k, i));
  idx[0] = i[0], idx[1] = i[1];
  for (int32_t j = 0; j < c->k; j++) {
    const cajit_expr *pos =
        cajit_expr_add(c->x, i[2 + j], cajit_conv_int(c, -c->pad[j]));
    idx[2 + j] = pos;
    if (c->pad[j] == 0) continue;
    valid = cajit_conv_and(c, valid,
                           cajit_expr_ge(c->x, pos, cajit_conv_int(c, 0)));
    valid = cajit_conv_and(c, valid,
                           cajit_expr_cmp(c->x, CAJIT_EXPR_LT, pos, c->is[j]));
    idx[2 + j] = clamp(c, pos, c->is[j]);
  }
  cajit_kir_program *p = c->p;
  const cajit_kir_value *v =
      cajit_kir_cast(p, c->acc, cajit_kir_load(p, c->in, idx));
  if (valid)
    v = cajit_kir_where(p, cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL, valid), v,
                        cajit_kir_const_float(p, c->acc, 0));
  if (!v) return cajit_lower_value_error(c->lc);
  cajit_conv_set_name(c, "padded input");
  /* Kept in memory: im2col reads each element up to KK times, and inlined
   * it would redo the masked, clamped load at every read and make im2col a
   * masked gather instead of a strided copy (2.5 GB/s instead of ~9). */
  int32_t k;
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(p, c->name, *out, v, &k));
  p->kernels.data[k].keep = true;
  return NULL;
}

/* col[g, c, k..., n, o...] = xp[n, g*Cg + c, o*s + k*d ...]: every window
 * of the padded input fits ((P-1)s + (K-1)d <= I + 2p - 1). */
static cajit_status im2col(conv *c, int32_t *out) {
  const cajit_expr *shape[2 + 2 * MAXK + 1], *i[2 + 2 * MAXK + 1],
      *idx[2 + MAXK];
  int32_t xp;
  CAJIT_RETURN_IF_ERROR(padded_input(c, &xp));
  int32_t nd = col_shape(c, shape), col;
  CAJIT_RETURN_IF_ERROR(cajit_conv_scratch(c, nd, shape, &col));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, nd, i));
  idx[0] = i[2 + c->k];
  idx[1] = cajit_expr_add(c->x, cajit_expr_mul(c->x, i[0], c->cg), i[1]);
  for (int32_t j = 0; j < c->k; j++)
    idx[2 + j] = cajit_expr_add(
        c->x, cajit_expr_mul(c->x, i[3 + c->k + j], cajit_conv_int(c, c->s[j])),
        cajit_expr_mul(c->x, i[2 + j], cajit_conv_int(c, c->dil[j])));
  cajit_kir_program *p = c->p;
  const cajit_kir_value *v =
      cajit_kir_cast(p, c->acc, cajit_kir_load(p, xp, idx));
  if (!v) return cajit_lower_value_error(c->lc);
  cajit_conv_set_name(c, "im2col");
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(p, c->name, col, v, NULL));
  *out = col;
  return NULL;
}

static cajit_status grad_weight(conv *c) {
  int32_t col = -1, colm = -1, colt = -1, gw = -1, gwm = -1;
  CAJIT_RETURN_IF_ERROR(make_dyt(c));
  CAJIT_RETURN_IF_ERROR(im2col(c, &col));
  const cajit_expr *ckk = cajit_expr_mul(c->x, c->cg, c->kk);
  CAJIT_RETURN_IF_ERROR(
      as_matrices(c, col, ckk, cajit_expr_mul(c->x, c->n, c->l), &colm));
  CAJIT_RETURN_IF_ERROR(transposed(c, colm, &colt));
  const cajit_type *rt = cajit_lower_result_type(c->lc, 1);
  if (rt->dtype == c->acc) { /* the GEMM writes the result */
    CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(c->lc, 1, &gw));
    CAJIT_RETURN_IF_ERROR(as_matrices(c, gw, c->og, ckk, &gwm));
    return gemm(c, "grad_weight", c->dyt, colt, gwm);
  }
  const cajit_expr *shape[3] = {c->g, c->og, ckk};
  int32_t acc, accw;
  CAJIT_RETURN_IF_ERROR(cajit_conv_scratch(c, 3, shape, &acc));
  CAJIT_RETURN_IF_ERROR(gemm(c, "grad_weight", c->dyt, colt, acc));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_reshape(c->p, acc, rt->ndim, rt->shape, &accw));
  const cajit_expr **i = cajit_lower_indices(c->lc, rt->ndim);
  if (!i) return cajit_lower_value_error(c->lc);
  return cajit_lower_pointwise(
      c->lc, 1, cajit_kir_cast(c->p, rt->dtype, cajit_kir_load(c->p, accw, i)));
}

/* ---- grad_input ----------------------------------------------------------
 */

/* The weight as [G, Og, Cg*KK] matrices of the acc dtype: a view when its
 * strides allow, else a contiguous converted copy (small). */
static cajit_status weight_matrices(conv *c, int32_t *out) {
  const cajit_expr *ckk = cajit_expr_mul(c->x, c->cg, c->kk);
  int32_t v;
  CAJIT_RETURN_IF_ERROR(as_matrices(c, c->w, c->og, ckk, &v));
  const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, v);
  if (b->strides && b->dtype == c->acc) {
    *out = v;
    return NULL;
  }
  const cajit_expr *shape[3] = {c->g, c->og, ckk};
  CAJIT_RETURN_IF_ERROR(cajit_conv_scratch(c, 3, shape, out));
  const cajit_expr **i = cajit_lower_indices(c->lc, 3);
  if (!i) return cajit_lower_value_error(c->lc);
  const cajit_kir_value *val =
      cajit_kir_cast(c->p, c->acc, cajit_kir_load(c->p, v, i));
  if (!val) return cajit_lower_value_error(c->lc);
  cajit_conv_set_name(c, "weight");
  return cajit_kir_add_pointwise(c->p, c->name, *out, val, NULL);
}

/* The grad_input columns: a flat buffer holding the [G, Cg, K..., N, P...]
 * columns after a margin of M elements (rounded up to a multiple of 16),
 * with M more after them. col2im
 * reads output position o = t / s for t = i + p - k*d, which lies in
 * [-e, P - 1 + e] for e = max(0, ceil(((K-1)d - p) / s)) per dim; with
 * M = sum_j e_j * (product of the P after dim j) every such read stays
 * inside the buffer, so col2im needs no clamping: out-of-range positions
 * read some other (or uninitialized) column and are masked off. For
 * stride 1 its loads are then contiguous in the innermost dim (vector
 * loads, not gathers). */
typedef struct columns {
  int32_t flat;   /* the root */
  int32_t gemm;   /* [G, Cg*KK, N*L] view at offset M, the GEMM's C */
  int32_t sliced; /* [G, Cg, K..., N, P...] view at offset M */
} columns;

static cajit_status make_columns(conv *c, columns *out) {
  const cajit_expr *shape[2 + 2 * MAXK + 1], *st[2 + 2 * MAXK + 1];
  int32_t nd = col_shape(c, shape);
  const cajit_expr *margin = cajit_conv_int(c, 0),
                   *inner = cajit_conv_int(c, 1);
  for (int32_t j = c->k - 1; j >= 0; j--) {
    int64_t kv, reach;
    if (!cajit_expr_as_int(c->ks[j], &kv))
      return cajit_status_make(CAJIT_INTERNAL, "symbolic kernel size");
    reach = (kv - 1) * c->dil[j] - c->pad[j];
    int64_t e = reach > 0 ? (reach + c->s[j] - 1) / c->s[j] : 0;
    margin = cajit_expr_add(c->x, margin,
                            cajit_expr_mul(c->x, inner, cajit_conv_int(c, e)));
    inner = cajit_expr_mul(c->x, inner, c->ps[j]);
  }
  /* Rounded up to 16 elements (64 bytes for f32): the arena aligns the
   * buffer to 64 bytes, so the GEMM's C and every row of it (N*L apart,
   * a multiple of 16 for the usual sizes) start on a cache line; at the
   * exact margin (33 elements for 3x3, padding 1) each AVX-512 store of
   * the GEMM split a line and the GEMM ran ~1.5x slower. */
  margin = cajit_expr_mul(
      c->x,
      cajit_expr_floordiv(c->x,
                          cajit_expr_add(c->x, margin, cajit_conv_int(c, 15)),
                          cajit_conv_int(c, 16)),
      cajit_conv_int(c, 16));
  const cajit_expr *total = cajit_numel(c->x, nd, shape);
  const cajit_expr *len = cajit_expr_add(
      c->x, total, cajit_expr_mul(c->x, margin, cajit_conv_int(c, 2)));
  if (!len || !cajit_contiguous_strides(c->x, nd, shape, st))
    return cajit_lower_value_error(c->lc);
  CAJIT_RETURN_IF_ERROR(cajit_conv_scratch(c, 1, &len, &out->flat));
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_as_strided(c->p, out->flat, nd, shape,
                                                  st, margin, &out->sliced));
  const cajit_expr *ckk = cajit_expr_mul(c->x, c->cg, c->kk),
                   *nl = cajit_expr_mul(c->x, c->n, c->l);
  const cajit_expr *mshape[3] = {c->g, ckk, nl};
  const cajit_expr *mst[3] = {cajit_expr_mul(c->x, ckk, nl), nl,
                              cajit_conv_int(c, 1)};
  return cajit_kir_view_as_strided(c->p, out->flat, 3, mshape, mst, margin,
                                   &out->gemm);
}

/* gx[n, g, c, i...] (a [N, G, Cg, I...] view of the result) = sum over the
 * kernel offsets k of cols[g, c, k..., n, o...] for the o with
 * o*s - p + k*d == i. */
static cajit_status col2im(conv *c, int32_t cols) {
  int32_t gx, gxv;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(c->lc, 0, &gx));
  const cajit_expr *shape[3 + MAXK], *i[3 + MAXK], *r[MAXK],
      *idx[2 + 2 * MAXK + 1];
  int32_t nd = 3 + c->k;
  shape[0] = c->n, shape[1] = c->g, shape[2] = c->cg;
  for (int32_t j = 0; j < c->k; j++)
    shape[3 + j] = c->is[j];
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_reshape(c->p, gx, nd, shape, &gxv));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, nd, i));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(c->p, CAJIT_KIR_INDEX_REDUCE, c->k, r));
  const cajit_expr *valid = NULL;
  int32_t m = 0;
  idx[m++] = i[1];
  idx[m++] = i[2];
  for (int32_t j = 0; j < c->k; j++)
    idx[m++] = r[j];
  idx[m++] = i[0];
  for (int32_t j = 0; j < c->k; j++) {
    /* t = i + p - k*d = o*s */
    const cajit_expr *t = cajit_expr_sub(
        c->x, cajit_expr_add(c->x, i[3 + j], cajit_conv_int(c, c->pad[j])),
        cajit_expr_mul(c->x, r[j], cajit_conv_int(c, c->dil[j])));
    const cajit_expr *o = t;
    valid =
        cajit_conv_and(c, valid, cajit_expr_ge(c->x, t, cajit_conv_int(c, 0)));
    if (c->s[j] != 1) {
      o = cajit_expr_floordiv(c->x, t, cajit_conv_int(c, c->s[j]));
      valid = cajit_conv_and(
          c, valid,
          cajit_expr_cmp(c->x, CAJIT_EXPR_EQ,
                         cajit_expr_mod(c->x, t, cajit_conv_int(c, c->s[j])),
                         cajit_conv_int(c, 0)));
    }
    valid = cajit_conv_and(c, valid,
                           cajit_expr_cmp(c->x, CAJIT_EXPR_LT, o, c->ps[j]));
    idx[m++] = o;
  }
  cajit_kir_program *p = c->p;
  const cajit_kir_value *v = cajit_kir_where(
      p, cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL, valid),
      cajit_kir_load(p, cols, idx), cajit_kir_const_float(p, c->acc, 0));
  if (!v) return cajit_lower_value_error(c->lc);
  cajit_conv_set_name(c, "col2im");
  return cajit_kir_add_reduction(p, c->name, gxv, CAJIT_KIR_REDUCE_SUM, c->acc,
                                 c->k, c->ks, v, NULL);
}

/* col2im for strided convolutions, as a scatter: gx = 0, then every
 * column entry cols[g, c, k..., n, o...] is added to gx[n, g*Cg + c,
 * o*s - p + k*d ...] when that position is inside the input. With stride
 * s the gathering form above tests KK candidates per input position of
 * which about KK / s^d are valid, through divisions and masked loads the
 * vectorizer cannot turn into plain loads (the 3x3 stride-2 col2im of the
 * medium zoo CNN took 10-13 ms); the scatter reads each column entry once
 * (its inner loop is unit-stride over o) and does one add per entry. */
static cajit_status col2im_scatter(conv *c, int32_t cols) {
  int32_t gx, gxv;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(c->lc, 0, &gx));
  cajit_conv_set_name(c, "grad_input zero");
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(
      c->p, c->name, gx, cajit_kir_const_float(c->p, c->acc, 0), NULL));
  const cajit_expr *shape[3 + MAXK], *space[2 + 2 * MAXK + 1],
      *i[2 + 2 * MAXK + 1], *idx[3 + MAXK];
  int32_t nd = 3 + c->k;
  shape[0] = c->n, shape[1] = c->g, shape[2] = c->cg;
  for (int32_t j = 0; j < c->k; j++)
    shape[3 + j] = c->is[j];
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_reshape(c->p, gx, nd, shape, &gxv));
  int32_t sd = col_shape(c, space);
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, sd, i));
  /* i = [g, c, k..., n, o...] */
  const cajit_expr *valid = NULL;
  idx[0] = i[2 + c->k];
  idx[1] = i[0];
  idx[2] = i[1];
  for (int32_t j = 0; j < c->k; j++) {
    const cajit_expr *pos = cajit_expr_add(
        c->x,
        cajit_expr_sub(
            c->x,
            cajit_expr_mul(c->x, i[3 + c->k + j], cajit_conv_int(c, c->s[j])),
            cajit_conv_int(c, c->pad[j])),
        cajit_expr_mul(c->x, i[2 + j], cajit_conv_int(c, c->dil[j])));
    valid = cajit_conv_and(c, valid,
                           cajit_expr_ge(c->x, pos, cajit_conv_int(c, 0)));
    valid = cajit_conv_and(c, valid,
                           cajit_expr_cmp(c->x, CAJIT_EXPR_LT, pos, c->is[j]));
    idx[3 + j] = clamp(c, pos, c->is[j]);
  }
  cajit_kir_program *p = c->p;
  const cajit_kir_value *target = cajit_kir_load(p, gxv, idx);
  const cajit_kir_value *value = cajit_kir_load(p, cols, i);
  const cajit_kir_value *mask =
      valid ? cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL, valid) : NULL;
  if (!target || !value || (valid && !mask))
    return cajit_lower_value_error(c->lc);
  cajit_conv_set_name(c, "col2im");
  return cajit_kir_add_scatter(p, c->name, CAJIT_KIR_REDUCE_SUM, c->acc, sd,
                               space, target, value, mask, NULL);
}

/* Strided, with the result in the acc dtype (a scatter adds in the
 * result's dtype). */
static bool scatter_col2im(conv *c) {
  bool strided = false;
  for (int32_t j = 0; j < c->k; j++)
    strided |= c->s[j] > 1;
  return strided && cajit_lower_result_type(c->lc, 0)->dtype == c->acc;
}

static cajit_status grad_input(conv *c) {
  int32_t wm, wt;
  columns cols;
  CAJIT_RETURN_IF_ERROR(make_dyt(c));
  CAJIT_RETURN_IF_ERROR(weight_matrices(c, &wm));
  CAJIT_RETURN_IF_ERROR(transposed(c, wm, &wt));
  CAJIT_RETURN_IF_ERROR(make_columns(c, &cols));
  CAJIT_RETURN_IF_ERROR(gemm(c, "grad_input columns", wt, c->dyt, cols.gemm));
  return scatter_col2im(c) ? col2im_scatter(c, cols.sliced)
                           : col2im(c, cols.sliced);
}

/* ---- grad_bias -----------------------------------------------------------
 */

/* gb[o] = sum over n, p... of dy[n, o, p...]. */
static cajit_status grad_bias(conv *c) {
  const cajit_expr *i[1], *r[1 + MAXK], *idx[2 + MAXK], *ext[1 + MAXK];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, 1, i));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(c->p, CAJIT_KIR_INDEX_REDUCE, 1 + c->k, r));
  idx[0] = r[0];
  idx[1] = i[0];
  ext[0] = c->n;
  for (int32_t j = 0; j < c->k; j++) {
    idx[2 + j] = r[1 + j];
    ext[1 + j] = c->ps[j];
  }
  const cajit_kir_value *v =
      cajit_kir_cast(c->p, c->acc, cajit_kir_load(c->p, c->dy, idx));
  if (!v) return cajit_lower_value_error(c->lc);
  int32_t gb;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(c->lc, 2, &gb));
  cajit_conv_set_name(c, "grad_bias");
  return cajit_kir_add_reduction(c->p, c->name, gb, CAJIT_KIR_REDUCE_SUM,
                                 c->acc, 1 + c->k, ext, v, NULL);
}

/* ---- the lowering --------------------------------------------------------
 */

static cajit_status read_conv(conv *c) {
  cajit_lower_ctx *lc = c->lc;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", &c->dy));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "input", &c->in));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "weight", &c->w));
  /* The declines rule checked what follows; failures here are bugs. */
  if (!cajit_conv_const_list(&lc->args, "stride", c->k, c->s) ||
      !cajit_conv_const_list(&lc->args, "padding", c->k, c->pad) ||
      !cajit_conv_const_list(&lc->args, "dilation", c->k, c->dil))
    return cajit_status_make(CAJIT_INTERNAL, "unreadable conv parameters");
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "groups", &c->g));
  const cajit_kir_buffer *x = cajit_kir_buffer_get(c->p, c->in),
                         *w = cajit_kir_buffer_get(c->p, c->w),
                         *dy = cajit_kir_buffer_get(c->p, c->dy);
  c->n = x->shape[0];
  c->c = x->shape[1];
  c->o = w->shape[0];
  c->cg = w->shape[1];
  c->og = cajit_exact_div(c->x, c->o, c->g);
  c->kk = c->l = cajit_conv_int(c, 1);
  for (int32_t j = 0; j < c->k; j++) {
    c->is[j] = x->shape[2 + j];
    c->ks[j] = w->shape[2 + j];
    c->ps[j] = dy->shape[2 + j];
    c->kk = cajit_expr_mul(c->x, c->kk, c->ks[j]);
    c->l = cajit_expr_mul(c->x, c->l, c->ps[j]);
  }
  if (!c->og || !c->kk || !c->l) return cajit_lower_value_error(lc);
  c->acc = cajit_lower_acc_dtype(x->dtype);
  return NULL;
}

CAJIT_LOWERING(cajit_lower_convolution_backward) {
  (void)n;
  conv c = {.lc = lc, .p = lc->p, .x = lc->p->exprs, .dyt = -1};
  const cajit_kir_buffer *x;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "input", &c.in));
  x = cajit_kir_buffer_get(lc->p, c.in);
  c.k = x->ndim - 2;
  CAJIT_RETURN_IF_ERROR(read_conv(&c));
  if (cajit_lower_wants_library(lc)) return cajit_lower_library(lc);
  bool mask[3];
  int32_t nm;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_bool_list(&lc->args, "output_mask", mask, 3, &nm));
  for (int32_t r = 0; r < 3; r++)
    if (mask[r] && (r >= lc->node->result_count ||
                    cajit_lower_result_type(lc, r)->kind != CAJIT_TYPE_TENSOR))
      mask[r] = false;
  if (cajit_conv_is_depthwise(&c)) {
    if (mask[0] || mask[1] || mask[2])
      CAJIT_RETURN_IF_ERROR(cajit_conv_depthwise_dy(&c));
    if (mask[1]) CAJIT_RETURN_IF_ERROR(cajit_conv_depthwise_grad_weight(&c));
    if (mask[0]) CAJIT_RETURN_IF_ERROR(cajit_conv_depthwise_grad_input(&c));
    return mask[2] ? grad_bias(&c) : NULL;
  }
  if (mask[1]) CAJIT_RETURN_IF_ERROR(grad_weight(&c));
  if (mask[0]) CAJIT_RETURN_IF_ERROR(grad_input(&c));
  if (mask[2]) CAJIT_RETURN_IF_ERROR(grad_bias(&c));
  return NULL;
}
