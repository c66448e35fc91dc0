/* Lowerings of the "norm" family. native_layer_norm_backward with ATen's
 * CPU formulas (aten/src/ATen/native/cpu/layer_norm_kernel.cpp), in the
 * accumulation dtype; x has `lead` leading dims (rows) and the k trailing
 * dims of normalized_shape (N elements per row); mean and rstd have one
 * value per row:
 *
 *   ds = sum_j dy * gamma * x          db = sum_j dy * gamma
 *   a = rstd,  b = (db * mean - ds) * a^3 / N,  c = -b * mean - db * a / N
 *   dx = a * dy * gamma + b * x + c
 *   dgamma = sum_rows dy * (a * x - a * mean)
 *   dbeta  = sum_rows dy
 *
 * (gamma = 1 when weight is None). Each result is computed only when
 * output_mask asks for it: two row reductions and a pointwise kernel for
 * dx, one column reduction each for dgamma and dbeta. */
#include "ops/lowerings.h"

typedef struct ln {
  cajit_lower_ctx *lc;
  cajit_kir_program *p;
  int32_t dy, x, mean, rstd, gamma; /* gamma -1 when None */
  int32_t nd, lead, k;
  cajit_dtype acc;
} ln;

/* Loads a tensor of x's shape at idx, in the accumulation dtype. */
static const cajit_kir_value *at(ln *l, int32_t b, const cajit_expr **idx) {
  return cajit_kir_cast(l->p, l->acc, cajit_kir_load(l->p, b, idx));
}

/* mean or rstd of the row whose leading indices are rows[0..lead). They
 * have x's rank with trailing 1s, or just the leading dims. */
static const cajit_kir_value *stat(ln *l, int32_t b,
                                   const cajit_expr *const *rows) {
  const cajit_kir_buffer *buf = cajit_kir_buffer_get(l->p, b);
  const cajit_expr *idx[CAJIT_MAX_NDIM];
  const cajit_expr *zero = cajit_expr_int(l->p->exprs, 0);
  for (int32_t d = 0; d < buf->ndim; d++)
    idx[d] = d < l->lead ? rows[d] : zero;
  if (buf->ndim != l->nd && buf->ndim != l->lead) return NULL;
  return at(l, b, idx);
}

static const cajit_kir_value *times_gamma(ln *l, const cajit_kir_value *v,
                                          const cajit_expr **cols) {
  if (l->gamma < 0) return v;
  return cajit_kir_binary(l->p, CAJIT_KIR_MUL, v, at(l, l->gamma, cols));
}

/* A reduction over `red` dims of extents ext into out, or a plain copy
 * when there is nothing to reduce. */
static cajit_status reduce_into(ln *l, int32_t out, int32_t red,
                                const cajit_expr *const *ext,
                                const cajit_kir_value *v) {
  cajit_kir_program *p = l->p;
  const cajit_kir_buffer *o = cajit_kir_buffer_get(p, out);
  if (!v) return cajit_lower_value_error(l->lc);
  v = red ? v : cajit_kir_cast(p, o->dtype, v);
  if (!red) return cajit_kir_add_pointwise(p, l->lc->name, out, v, NULL);
  return cajit_kir_add_reduction(p, l->lc->name, out, CAJIT_KIR_REDUCE_SUM,
                                 l->acc, red, ext, v, NULL);
}

static cajit_status grad_input(ln *l) {
  cajit_kir_program *p = l->p;
  const cajit_kir_buffer *xb = cajit_kir_buffer_get(p, l->x);
  const cajit_expr *i[CAJIT_MAX_NDIM], *r[CAJIT_MAX_NDIM];
  const cajit_expr *xi[CAJIT_MAX_NDIM], *ext[CAJIT_MAX_NDIM];
  const cajit_expr *shape[CAJIT_MAX_NDIM], *n = cajit_expr_int(p->exprs, 1);
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, l->nd, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, l->k, r));
  xb = cajit_kir_buffer_get(p, l->x);
  for (int32_t d = 0; d < l->nd; d++) {
    bool row = d < l->lead;
    xi[d] = row ? i[d] : r[d - l->lead];
    if (row)
      shape[d] = xb->shape[d];
    else {
      ext[d - l->lead] = xb->shape[d];
      n = cajit_expr_mul(p->exprs, n, xb->shape[d]);
    }
  }
  /* ds and db per row. */
  int32_t ds, db;
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               l->acc, l->lead, shape, &ds));
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               l->acc, l->lead, shape, &db));
  const cajit_kir_value *dyg = times_gamma(l, at(l, l->dy, xi), xi + l->lead);
  CAJIT_RETURN_IF_ERROR(
      reduce_into(l, ds, l->k, ext,
                  cajit_kir_binary(p, CAJIT_KIR_MUL, dyg, at(l, l->x, xi))));
  CAJIT_RETURN_IF_ERROR(reduce_into(l, db, l->k, ext, dyg));
  /* dx over x's shape. */
  const cajit_expr **cols = i + l->lead;
  const cajit_kir_value *a = stat(l, l->rstd, i), *m = stat(l, l->mean, i);
  if (!a || !m)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "mean / rstd of an unexpected rank");
  const cajit_kir_value *dsv = cajit_kir_load(p, ds, i),
                        *dbv = cajit_kir_load(p, db, i);
  const cajit_kir_value *scale =
      cajit_kir_binary(p, CAJIT_KIR_DIV, cajit_kir_const_float(p, l->acc, 1),
                       cajit_kir_expr_value(p, l->acc, n));
#define MUL(x, y) cajit_kir_binary(p, CAJIT_KIR_MUL, (x), (y))
#define ADD(x, y) cajit_kir_binary(p, CAJIT_KIR_ADD, (x), (y))
#define SUB(x, y) cajit_kir_binary(p, CAJIT_KIR_SUB, (x), (y))
  const cajit_kir_value *b =
      MUL(MUL(MUL(MUL(SUB(MUL(dbv, m), dsv), a), a), a), scale);
  const cajit_kir_value *c = SUB(MUL(cajit_kir_unary(p, CAJIT_KIR_NEG, b), m),
                                 MUL(MUL(dbv, a), scale));
  const cajit_kir_value *dx =
      ADD(ADD(times_gamma(l, MUL(a, at(l, l->dy, i)), cols),
              MUL(b, at(l, l->x, i))),
          c);
#undef MUL
#undef ADD
#undef SUB
  return cajit_lower_pointwise(
      l->lc, 0,
      cajit_kir_cast(p, cajit_lower_result_type(l->lc, 0)->dtype, dx));
}

/* dgamma (with_x) or dbeta: sums over the rows, one per column. */
static cajit_status grad_param(ln *l, int32_t result, bool with_x) {
  cajit_kir_program *p = l->p;
  const cajit_expr *i[CAJIT_MAX_NDIM], *r[CAJIT_MAX_NDIM];
  const cajit_expr *xi[CAJIT_MAX_NDIM], *ext[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, l->k, i));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, l->lead, r));
  const cajit_kir_buffer *xb = cajit_kir_buffer_get(p, l->x);
  for (int32_t d = 0; d < l->nd; d++) {
    xi[d] = d < l->lead ? r[d] : i[d - l->lead];
    if (d < l->lead) ext[d] = xb->shape[d];
  }
  const cajit_kir_value *v = at(l, l->dy, xi);
  if (with_x) {
    const cajit_kir_value *a = stat(l, l->rstd, r), *m = stat(l, l->mean, r);
    if (!a || !m)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "mean / rstd of an unexpected rank");
    const cajit_kir_value *bb = cajit_kir_binary(
        p, CAJIT_KIR_MUL, cajit_kir_unary(p, CAJIT_KIR_NEG, a), m);
    v = cajit_kir_binary(
        p, CAJIT_KIR_MUL, v,
        cajit_kir_binary(p, CAJIT_KIR_ADD,
                         cajit_kir_binary(p, CAJIT_KIR_MUL, a, at(l, l->x, xi)),
                         bb));
  }
  int32_t out;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(l->lc, result, &out));
  return reduce_into(l, out, l->lead, ext, v);
}

CAJIT_LOWERING(cajit_lower_layer_norm_backward) {
  ln l = {.lc = lc, .p = lc->p};
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_out", &l.dy));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "input", &l.x));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "mean", &l.mean));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "rstd", &l.rstd));
  CAJIT_RETURN_IF_ERROR(cajit_lower_opt_tensor(lc, "weight", &l.gamma));
  const cajit_expr *ns[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(cajit_bound_int_list(&lc->args, "normalized_shape", ns,
                                             CAJIT_MAX_NDIM, &l.k));
  bool mask[3] = {true, true, true};
  int32_t nm;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_bool_list(&lc->args, "output_mask", mask, 3, &nm));
  const cajit_kir_buffer *xb = cajit_kir_buffer_get(lc->p, l.x);
  l.nd = xb->ndim;
  l.lead = l.nd - l.k;
  l.acc = cajit_lower_acc_dtype(xb->dtype);
  if (l.k < 1 || l.lead < 0 || !cajit_dtype_is_floating(xb->dtype))
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "layer norm over %d of %d dims of %s", (int)l.k,
                             (int)l.nd, cajit_dtype_name(xb->dtype));
  for (int32_t r = 0; r < 3 && r < lc->node->result_count; r++) {
    if (!mask[r] || cajit_lower_result_type(lc, r)->kind != CAJIT_TYPE_TENSOR)
      continue;
    CAJIT_RETURN_IF_ERROR(r == 0 ? grad_input(&l) : grad_param(&l, r, r == 1));
  }
  return NULL;
}
