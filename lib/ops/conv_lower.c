/* Lowering of the "conv" family: convolution_backward for 1-d, 2-d and
 * 3-d convolutions with stride, padding, dilation and groups, as GEMMs
 * over column buffers (torch's slow_conv2d formulation), with every index
 * an expression of the expr API so batch and spatial sizes stay symbolic.
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

/* Spatial dims handled (torch has conv1d..conv3d). */
#define MAXK 3

typedef struct conv {
  cajit_lower_ctx *lc;
  cajit_kir_program *p;
  cajit_expr_ctx *x;
  int32_t dy, in, w; /* buffers */
  int32_t k;         /* spatial dims */
  int64_t s[MAXK], pad[MAXK], dil[MAXK];
  const cajit_expr *n, *c, *o, *g, *cg, *og;
  const cajit_expr *is[MAXK], *ks[MAXK], *ps[MAXK];
  const cajit_expr *kk, *l; /* prod ks, prod ps */
  cajit_dtype acc;
  int32_t dyt; /* dyT as [G, Og, N*L], or -1 before it is made */
  int32_t dyp; /* depthwise: the padded grad_output */
  char name[160];
} conv;

/* ---- which nodes are handled ---------------------------------------------
 */

/* A list of k non-negative constants (or one, repeated), as the shape rule
 * reads it. */
static bool const_list(const cajit_bound_args *a, const char *param, int32_t k,
                       int64_t *out) {
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
static bool failed(cajit_status s) {
  bool f = s != NULL;
  cajit_status_free(s);
  return f;
}

const char *
cajit_lower_convolution_backward_declines(const cajit_bound_args *a) {
  bool transposed = false;
  if (failed(cajit_bound_bool(a, "transposed", &transposed)))
    return "a `transposed` that is not a constant";
  if (transposed) return "transposed=True";
  int32_t id[3];
  const char *names[3] = {"grad_output", "input", "weight"};
  for (int i = 0; i < 3; i++) /* the binder checked them: never fails */
    if (failed(cajit_bound_tensor(a, names[i], &id[i]))) return NULL;
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
  if (!const_list(a, "stride", k, st) || !const_list(a, "padding", k, pad) ||
      !const_list(a, "dilation", k, dil))
    return "a symbolic stride, padding or dilation";
  for (int32_t j = 0; j < k; j++)
    if (st[j] == 0 || dil[j] == 0) return "a zero stride or dilation";
  const cajit_expr *groups;
  int64_t gv;
  if (failed(cajit_bound_int(a, "groups", &groups)) ||
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

static void set_name(conv *c, const char *what) {
  snprintf(c->name, sizeof c->name, "%s %s", c->lc->name, what);
}

static const cajit_expr *cint(conv *c, int64_t v) {
  return cajit_expr_int(c->x, v);
}

/* max(min(e, hi - 1), 0): an index kept inside [0, hi) for a masked load
 * (hi >= 1 whenever the load runs). */
static const cajit_expr *clamp(conv *c, const cajit_expr *e,
                               const cajit_expr *hi) {
  return cajit_expr_max(
      c->x, cajit_expr_min(c->x, e, cajit_expr_sub(c->x, hi, cint(c, 1))),
      cint(c, 0));
}

/* cond && e, for building masks (cond NULL means true). */
static const cajit_expr *and_(conv *c, const cajit_expr *cond,
                              const cajit_expr *e) {
  return cond ? cajit_expr_and(c->x, cond, e) : e;
}

/* A new contiguous acc-dtype intermediate. */
static cajit_status scratch(conv *c, int32_t ndim,
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
  set_name(c, what);
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
  CAJIT_RETURN_IF_ERROR(scratch(c, nd, shape, &b));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, nd, i));
  idx[0] = i[2];
  idx[1] = cajit_expr_add(c->x, cajit_expr_mul(c->x, i[0], c->og), i[1]);
  for (int32_t j = 0; j < c->k; j++)
    idx[2 + j] = i[3 + j];
  const cajit_kir_value *v =
      cajit_kir_cast(c->p, c->acc, cajit_kir_load(c->p, c->dy, idx));
  if (!v) return cajit_lower_value_error(c->lc);
  set_name(c, "grad_output by group");
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
    shape[2 + j] = cajit_expr_add(c->x, c->is[j], cint(c, 2 * c->pad[j]));
  CAJIT_RETURN_IF_ERROR(scratch(c, 2 + c->k, shape, out));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, 2 + c->k, i));
  idx[0] = i[0], idx[1] = i[1];
  for (int32_t j = 0; j < c->k; j++) {
    const cajit_expr *pos = cajit_expr_add(c->x, i[2 + j], cint(c, -c->pad[j]));
    idx[2 + j] = pos;
    if (c->pad[j] == 0) continue;
    valid = and_(c, valid, cajit_expr_ge(c->x, pos, cint(c, 0)));
    valid = and_(c, valid, cajit_expr_cmp(c->x, CAJIT_EXPR_LT, pos, c->is[j]));
    idx[2 + j] = clamp(c, pos, c->is[j]);
  }
  cajit_kir_program *p = c->p;
  const cajit_kir_value *v =
      cajit_kir_cast(p, c->acc, cajit_kir_load(p, c->in, idx));
  if (valid)
    v = cajit_kir_where(p, cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL, valid), v,
                        cajit_kir_const_float(p, c->acc, 0));
  if (!v) return cajit_lower_value_error(c->lc);
  set_name(c, "padded input");
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
  CAJIT_RETURN_IF_ERROR(scratch(c, nd, shape, &col));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, nd, i));
  idx[0] = i[2 + c->k];
  idx[1] = cajit_expr_add(c->x, cajit_expr_mul(c->x, i[0], c->cg), i[1]);
  for (int32_t j = 0; j < c->k; j++)
    idx[2 + j] = cajit_expr_add(
        c->x, cajit_expr_mul(c->x, i[3 + c->k + j], cint(c, c->s[j])),
        cajit_expr_mul(c->x, i[2 + j], cint(c, c->dil[j])));
  cajit_kir_program *p = c->p;
  const cajit_kir_value *v =
      cajit_kir_cast(p, c->acc, cajit_kir_load(p, xp, idx));
  if (!v) return cajit_lower_value_error(c->lc);
  set_name(c, "im2col");
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
  CAJIT_RETURN_IF_ERROR(scratch(c, 3, shape, &acc));
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
  CAJIT_RETURN_IF_ERROR(scratch(c, 3, shape, out));
  const cajit_expr **i = cajit_lower_indices(c->lc, 3);
  if (!i) return cajit_lower_value_error(c->lc);
  const cajit_kir_value *val =
      cajit_kir_cast(c->p, c->acc, cajit_kir_load(c->p, v, i));
  if (!val) return cajit_lower_value_error(c->lc);
  set_name(c, "weight");
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
  const cajit_expr *margin = cint(c, 0), *inner = cint(c, 1);
  for (int32_t j = c->k - 1; j >= 0; j--) {
    int64_t kv, reach;
    if (!cajit_expr_as_int(c->ks[j], &kv))
      return cajit_status_make(CAJIT_INTERNAL, "symbolic kernel size");
    reach = (kv - 1) * c->dil[j] - c->pad[j];
    int64_t e = reach > 0 ? (reach + c->s[j] - 1) / c->s[j] : 0;
    margin =
        cajit_expr_add(c->x, margin, cajit_expr_mul(c->x, inner, cint(c, e)));
    inner = cajit_expr_mul(c->x, inner, c->ps[j]);
  }
  /* Rounded up to 16 elements (64 bytes for f32): the arena aligns the
   * buffer to 64 bytes, so the GEMM's C and every row of it (N*L apart,
   * a multiple of 16 for the usual sizes) start on a cache line; at the
   * exact margin (33 elements for 3x3, padding 1) each AVX-512 store of
   * the GEMM split a line and the GEMM ran ~1.5x slower. */
  margin = cajit_expr_mul(
      c->x,
      cajit_expr_floordiv(c->x, cajit_expr_add(c->x, margin, cint(c, 15)),
                          cint(c, 16)),
      cint(c, 16));
  const cajit_expr *total = cajit_numel(c->x, nd, shape);
  const cajit_expr *len =
      cajit_expr_add(c->x, total, cajit_expr_mul(c->x, margin, cint(c, 2)));
  if (!len || !cajit_contiguous_strides(c->x, nd, shape, st))
    return cajit_lower_value_error(c->lc);
  CAJIT_RETURN_IF_ERROR(scratch(c, 1, &len, &out->flat));
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_as_strided(c->p, out->flat, nd, shape,
                                                  st, margin, &out->sliced));
  const cajit_expr *ckk = cajit_expr_mul(c->x, c->cg, c->kk),
                   *nl = cajit_expr_mul(c->x, c->n, c->l);
  const cajit_expr *mshape[3] = {c->g, ckk, nl};
  const cajit_expr *mst[3] = {cajit_expr_mul(c->x, ckk, nl), nl, cint(c, 1)};
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
    const cajit_expr *t =
        cajit_expr_sub(c->x, cajit_expr_add(c->x, i[3 + j], cint(c, c->pad[j])),
                       cajit_expr_mul(c->x, r[j], cint(c, c->dil[j])));
    const cajit_expr *o = t;
    valid = and_(c, valid, cajit_expr_ge(c->x, t, cint(c, 0)));
    if (c->s[j] != 1) {
      o = cajit_expr_floordiv(c->x, t, cint(c, c->s[j]));
      valid = and_(c, valid,
                   cajit_expr_cmp(c->x, CAJIT_EXPR_EQ,
                                  cajit_expr_mod(c->x, t, cint(c, c->s[j])),
                                  cint(c, 0)));
    }
    valid = and_(c, valid, cajit_expr_cmp(c->x, CAJIT_EXPR_LT, o, c->ps[j]));
    idx[m++] = o;
  }
  cajit_kir_program *p = c->p;
  const cajit_kir_value *v = cajit_kir_where(
      p, cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL, valid),
      cajit_kir_load(p, cols, idx), cajit_kir_const_float(p, c->acc, 0));
  if (!v) return cajit_lower_value_error(c->lc);
  set_name(c, "col2im");
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
  set_name(c, "grad_input zero");
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
        cajit_expr_sub(c->x,
                       cajit_expr_mul(c->x, i[3 + c->k + j], cint(c, c->s[j])),
                       cint(c, c->pad[j])),
        cajit_expr_mul(c->x, i[2 + j], cint(c, c->dil[j])));
    valid = and_(c, valid, cajit_expr_ge(c->x, pos, cint(c, 0)));
    valid = and_(c, valid, cajit_expr_cmp(c->x, CAJIT_EXPR_LT, pos, c->is[j]));
    idx[3 + j] = clamp(c, pos, c->is[j]);
  }
  cajit_kir_program *p = c->p;
  const cajit_kir_value *target = cajit_kir_load(p, gxv, idx);
  const cajit_kir_value *value = cajit_kir_load(p, cols, i);
  const cajit_kir_value *mask =
      valid ? cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL, valid) : NULL;
  if (!target || !value || (valid && !mask))
    return cajit_lower_value_error(c->lc);
  set_name(c, "col2im");
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
  set_name(c, "grad_bias");
  return cajit_kir_add_reduction(c->p, c->name, gb, CAJIT_KIR_REDUCE_SUM,
                                 c->acc, 1 + c->k, ext, v, NULL);
}

/* ---- depthwise convolutions ----------------------------------------------
 */

/* Depthwise (one input and one output channel per group: MobileNet's and
 * ConvNeXt's 3x3 / 7x7) with stride 1 runs without columns. The GEMMs
 * above degenerate there into one dot product per group over N*L with
 * KK columns each, and the columns are KK times the input: the medium
 * bench dwconv (3x3, 64 channels, 56x56, batch 16) took 60-70 ms per
 * convolution natively and 5-8 ms through oneDNN. Directly:
 *
 *   dyp[n, c, q...]  = dy[n, c, q - e ...], 0 in a margin of e_j =
 *                      max(0, (K_j-1)*d_j - p_j) before and after each
 *                      dim but the last (its interior written through a
 *                      view, the margins by zero kernels over contiguous
 *                      runs), inside a flat buffer with M more elements at
 *                      both ends
 *   gx[n, c, i...]   = sum over k of dyp[n, c, i + p - k*d + e ...] *
 *                      w[c, 0, k...]    (pointwise, the KK terms unrolled;
 *                      in the last dim, which has no margin, the reads
 *                      outside [0, P) are masked off: they land in the
 *                      neighbouring row or in M, inside the buffer)
 *   gwq[c, k..., iw] = sum over n, i... but the last of x[n, c, i...] *
 *                      dyp[n, c, i + p - k*d + e ...]   (accumulated into
 *                      rows across the input's last dim: no horizontal
 *                      sum per row of a few dozen elements)
 *   gw[c, 0, k...]   = sum over iw of gwq[c, k..., iw]
 *   gb[c]            = sum of dy over n, p...
 *
 * With stride 1, grad_output's shape rule makes P_j = I_j + 2p_j -
 * (K_j-1)d_j, so i + p - k*d + e lies in [0, P_j + 2e_j) for every input
 * position i and offset k. dyp's writers are kept in memory (fusion
 * inlines dy's own pointwise producer, a batch norm backward, into the
 * interior's writer). */

/* Unrolled pointwise form of gx up to this many kernel offsets (7x7);
 * larger kernels use the columns. */
enum { DW_MAX_TERMS = 49 };

static bool depthwise(const conv *c) {
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
  if (failed(cajit_bound_tensor(a, "weight", &w)) ||
      failed(cajit_bound_int(a, "groups", &groups)) ||
      !cajit_expr_as_int(groups, &g))
    return false;
  const cajit_type *t = cajit_value_type(a->g, w);
  int32_t k = t->ndim - 2;
  if (!const_list(a, "stride", k, st) || !cajit_expr_as_int(t->shape[0], &v) ||
      v != g || !cajit_expr_as_int(t->shape[1], &v) || v != 1)
    return false;
  for (int32_t j = 0; j < k; j++) {
    cajit_expr_as_int(t->shape[2 + j], &v); /* constant: declines checked */
    kk *= v;
    if (st[j] != 1) return false;
  }
  return kk <= DW_MAX_TERMS;
}

/* e_j above (0 for the last dim). */
static int64_t dw_margin(const conv *c, int32_t j) {
  if (j == c->k - 1) return 0;
  int64_t kv = 1;
  cajit_expr_as_int(c->ks[j], &kv);
  int64_t reach = (kv - 1) * c->dil[j] - c->pad[j];
  return reach > 0 ? reach : 0;
}

/* A pointwise kernel writing v to view, kept in memory. */
static cajit_status dw_write(conv *c, const char *what, int32_t view,
                             const cajit_kir_value *v) {
  int32_t k;
  if (!v) return cajit_lower_value_error(c->lc);
  set_name(c, what);
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(c->p, c->name, view, v, &k));
  c->p->kernels.data[k].keep = true;
  return NULL;
}

/* Makes dyp (the acc dtype) as c->dyp. */
static cajit_status depthwise_dy(conv *c) {
  int32_t nd = 2 + c->k, flat, root, view;
  const cajit_expr *shape[2 + MAXK], *st[2 + MAXK], *sub[2 + MAXK],
      *i[2 + MAXK];
  shape[0] = c->n, shape[1] = c->c;
  for (int32_t j = 0; j < c->k; j++)
    shape[2 + j] = cajit_expr_add(c->x, c->ps[j], cint(c, 2 * dw_margin(c, j)));
  if (!cajit_contiguous_strides(c->x, nd, shape, st))
    return cajit_lower_value_error(c->lc);
  /* M: the reach past the last dim's ends, rounded up to 16 elements (64
   * bytes for f32, so rows stay aligned as in make_columns). */
  int64_t kl = 1;
  cajit_expr_as_int(c->ks[c->k - 1], &kl);
  int64_t reach = (kl - 1) * c->dil[c->k - 1] + c->pad[c->k - 1];
  const cajit_expr *m = cint(c, (reach + 15) / 16 * 16);
  const cajit_expr *len = cajit_expr_add(c->x, cajit_numel(c->x, nd, shape),
                                         cajit_expr_mul(c->x, m, cint(c, 2)));
  if (!len) return cajit_lower_value_error(c->lc);
  CAJIT_RETURN_IF_ERROR(scratch(c, 1, &len, &flat));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_as_strided(c->p, flat, nd, shape, st, m, &root));
  /* The interior: dy itself. */
  const cajit_expr *off = m;
  for (int32_t j = 0; j < c->k; j++) {
    sub[2 + j] = c->ps[j];
    off = cajit_expr_add(
        c->x, off, cajit_expr_mul(c->x, st[2 + j], cint(c, dw_margin(c, j))));
  }
  sub[0] = c->n, sub[1] = c->c;
  if (!off) return cajit_lower_value_error(c->lc);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_as_strided(c->p, flat, nd, sub, st, off, &view));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, nd, i));
  CAJIT_RETURN_IF_ERROR(
      dw_write(c, "depthwise dy, padded", view,
               cajit_kir_cast(c->p, c->acc, cajit_kir_load(c->p, c->dy, i))));
  /* The margins: per padded dim, the slab below and the slab above the
   * interior (over the full extent of the other dims; corners twice). */
  for (int32_t j = 0; j < c->k; j++) {
    int64_t e = dw_margin(c, j);
    if (e == 0) continue;
    for (int side = 0; side < 2; side++) {
      for (int32_t d = 0; d < nd; d++)
        sub[d] = shape[d];
      sub[2 + j] = cint(c, e);
      const cajit_expr *o =
          side ? cajit_expr_mul(c->x, st[2 + j],
                                cajit_expr_add(c->x, c->ps[j], cint(c, e)))
               : cint(c, 0);
      o = cajit_expr_add(c->x, o, m);
      if (!o) return cajit_lower_value_error(c->lc);
      CAJIT_RETURN_IF_ERROR(
          cajit_kir_view_as_strided(c->p, flat, nd, sub, st, o, &view));
      CAJIT_RETURN_IF_ERROR(dw_write(c, "depthwise dy, margin", view,
                                     cajit_kir_const_float(c->p, c->acc, 0)));
    }
  }
  c->dyp = root;
  return NULL;
}

/* dyp[n, ch, pos_j + p_j - k_j*d_j + e_j ...], masked to 0 where the
 * last dim's position t = pos + p - k*d is outside [0, P) (the checks a
 * constant k shows always hold are left out). */
static const cajit_kir_value *shifted_dy(conv *c, const cajit_expr *n,
                                         const cajit_expr *ch,
                                         const cajit_expr *const *pos,
                                         const cajit_expr *const *k) {
  const cajit_expr *idx[2 + MAXK];
  idx[0] = n, idx[1] = ch;
  for (int32_t j = 0; j < c->k; j++)
    idx[2 + j] = cajit_expr_sub(
        c->x,
        cajit_expr_add(c->x, pos[j], cint(c, c->pad[j] + dw_margin(c, j))),
        cajit_expr_mul(c->x, k[j], cint(c, c->dil[j])));
  cajit_kir_program *p = c->p;
  const cajit_kir_value *v = cajit_kir_load(p, c->dyp, idx);
  int32_t l = c->k - 1;
  const cajit_expr *t = idx[2 + l], *valid = NULL;
  int64_t kv = 0, kl = 1;
  cajit_expr_as_int(c->ks[l], &kl);
  bool known = cajit_expr_as_int(k[l], &kv);
  int64_t shift = c->pad[l] - kv * c->dil[l];
  /* t < 0 only for shift < 0; t >= P (= I + 2p - (K-1)d) only for shift >
   * 2p - (K-1)d. */
  if (!known || shift < 0)
    valid = and_(c, valid, cajit_expr_ge(c->x, t, cint(c, 0)));
  if (!known || shift > 2 * c->pad[l] - (kl - 1) * c->dil[l])
    valid = and_(c, valid, cajit_expr_cmp(c->x, CAJIT_EXPR_LT, t, c->ps[l]));
  if (!valid) return v;
  return cajit_kir_where(p, cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL, valid), v,
                         cajit_kir_const_float(p, c->acc, 0));
}

static cajit_status depthwise_grad_input(conv *c) {
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
      k[j] = cint(c, rest % kv);
      rest /= kv;
    }
    widx[0] = i[1], widx[1] = cint(c, 0);
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
  set_name(c, "depthwise grad_input");
  return cajit_kir_add_pointwise(p, c->name, gx, sum, NULL);
}

static cajit_status depthwise_grad_weight(conv *c) {
  /* gwq over [C, K..., I_last]: reduced over n and the input dims but
   * the last. */
  int32_t nq = 2 + c->k, q, gw, gwv;
  const cajit_expr *qshape[2 + MAXK], *i[2 + MAXK], *r[1 + MAXK],
      *ext[1 + MAXK], *pos[MAXK], *xi[2 + MAXK];
  qshape[0] = c->c;
  for (int32_t j = 0; j < c->k; j++)
    qshape[1 + j] = c->ks[j];
  qshape[1 + c->k] = c->is[c->k - 1];
  CAJIT_RETURN_IF_ERROR(scratch(c, nq, qshape, &q));
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
  set_name(c, "depthwise grad_weight rows");
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
  set_name(c, "depthwise grad_weight");
  return cajit_kir_add_reduction(p, c->name, gwv, CAJIT_KIR_REDUCE_SUM, c->acc,
                                 1, &c->is[c->k - 1], cajit_kir_load(p, q, qi),
                                 NULL);
}

/* ---- the lowering --------------------------------------------------------
 */

static cajit_status read_conv(conv *c) {
  cajit_lower_ctx *lc = c->lc;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", &c->dy));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "input", &c->in));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "weight", &c->w));
  /* The declines rule checked what follows; failures here are bugs. */
  if (!const_list(&lc->args, "stride", c->k, c->s) ||
      !const_list(&lc->args, "padding", c->k, c->pad) ||
      !const_list(&lc->args, "dilation", c->k, c->dil))
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
  c->kk = c->l = cint(c, 1);
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
  if (depthwise(&c)) {
    if (mask[0] || mask[1] || mask[2]) CAJIT_RETURN_IF_ERROR(depthwise_dy(&c));
    if (mask[1]) CAJIT_RETURN_IF_ERROR(depthwise_grad_weight(&c));
    if (mask[0]) CAJIT_RETURN_IF_ERROR(depthwise_grad_input(&c));
    return mask[2] ? grad_bias(&c) : NULL;
  }
  if (mask[1]) CAJIT_RETURN_IF_ERROR(grad_weight(&c));
  if (mask[0]) CAJIT_RETURN_IF_ERROR(grad_input(&c));
  if (mask[2]) CAJIT_RETURN_IF_ERROR(grad_bias(&c));
  return NULL;
}
