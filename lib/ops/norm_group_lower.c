/* Lowering of native_group_norm_backward with ATen's CPU formulas
 * (aten/src/ATen/native/cpu/group_norm_kernel.cpp), in the accumulation
 * dtype (f32 for f16/bf16). x is [N, C, *] with HxW elements per channel,
 * C = G groups of D = C / G channels; mean and rstd hold one value per
 * (n, g) (read as [N, G] whatever their shape); g(c) = c / D:
 *
 *   ds[n, c] = sum_hw dy * x           db[n, c] = sum_hw dy
 *   dsv[n, g] = sum_{c in g} ds * gamma[c]    dbv likewise (gamma = 1 when
 *                                              there is no weight)
 *   s  = 1 / (D * HxW)
 *   c2 = (dbv * mean - dsv) * rstd^3 * s
 *   c3 = -c2 * mean - dbv * rstd * s
 *   dx = rstd * gamma[c] * dy + c2 * x + c3
 *   dgamma[c] = sum_n (ds - db * mean[n, g(c)]) * rstd[n, g(c)]
 *   dbeta[c]  = sum_n db
 *
 * Each result only when output_mask asks for it. Kernels: two reductions
 * for ds and db, two for dsv and dbv (dx only), one pointwise for dx, one
 * reduction for each parameter gradient. */
#include "ops/lowerings.h"

typedef struct gn {
  cajit_lower_ctx *lc;
  cajit_kir_program *p;
  int32_t dy, x, mean, rstd, gamma; /* gamma -1 when None */
  int32_t nd;
  cajit_dtype acc;
  const cajit_expr *d;   /* channels per group */
  const cajit_expr *hxw; /* elements per channel */
  int32_t ds, db;        /* [N, C] */
} gn;

static const cajit_kir_value *at(gn *g, int32_t b,
                                 const cajit_expr *const *idx) {
  return cajit_kir_cast(g->p, g->acc, cajit_kir_load(g->p, b, idx));
}

/* mean or rstd of sample n, group c / D. */
static const cajit_kir_value *stat(gn *g, int32_t b, const cajit_expr *n,
                                   const cajit_expr *c) {
  const cajit_expr *idx[2] = {n, cajit_expr_floordiv(g->p->exprs, c, g->d)};
  return at(g, b, idx);
}

static const cajit_kir_value *times_gamma(gn *g, const cajit_kir_value *v,
                                          const cajit_expr *c) {
  if (g->gamma < 0) return v;
  return cajit_kir_binary(g->p, CAJIT_KIR_MUL, v, at(g, g->gamma, &c));
}

/* out (acc, of shape [shape0, shape1]) = sum over ext[0..n) of v, or over
 * one trip when n == 0. */
static cajit_status sum_into(gn *g, int32_t *out, int32_t ndim,
                             const cajit_expr *const *shape, int32_t n,
                             const cajit_expr *const *ext,
                             const cajit_kir_value *v) {
  cajit_kir_program *p = g->p;
  const cajit_expr *one = cajit_expr_int(p->exprs, 1);
  if (!v) return cajit_lower_value_error(g->lc);
  if (*out < 0)
    CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(
        p, CAJIT_KIR_BUFFER_INTERMEDIATE, g->acc, ndim, shape, out));
  return cajit_kir_add_reduction(p, g->lc->name, *out, CAJIT_KIR_REDUCE_SUM,
                                 g->acc, n > 0 ? n : 1, n > 0 ? ext : &one, v,
                                 NULL);
}

/* ds and db over the spatial dims. */
static cajit_status internal_grads(gn *g) {
  cajit_kir_program *p = g->p;
  int32_t ns = g->nd - 2;
  const cajit_expr *i[2], *r[CAJIT_MAX_NDIM], *idx[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 2, i));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, ns > 0 ? ns : 1, r));
  const cajit_kir_buffer *xb = cajit_kir_buffer_get(p, g->x);
  idx[0] = i[0];
  idx[1] = i[1];
  for (int32_t d = 0; d < ns; d++)
    idx[d + 2] = r[d];
  const cajit_kir_value *dy = at(g, g->dy, idx);
  g->ds = g->db = -1;
  CAJIT_RETURN_IF_ERROR(
      sum_into(g, &g->ds, 2, xb->shape, ns, xb->shape + 2,
               cajit_kir_binary(p, CAJIT_KIR_MUL, dy, at(g, g->x, idx))));
  xb = cajit_kir_buffer_get(p, g->x);
  return sum_into(g, &g->db, 2, xb->shape, ns, xb->shape + 2, dy);
}

#define MUL(a, b) cajit_kir_binary(p, CAJIT_KIR_MUL, (a), (b))
#define ADD(a, b) cajit_kir_binary(p, CAJIT_KIR_ADD, (a), (b))
#define SUB(a, b) cajit_kir_binary(p, CAJIT_KIR_SUB, (a), (b))

static cajit_status grad_input(gn *g, const cajit_expr *groups) {
  cajit_kir_program *p = g->p;
  cajit_expr_ctx *x = p->exprs;
  const cajit_expr *i[CAJIT_MAX_NDIM], *r[1];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, g->nd, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, r));
  /* dsv, dbv [N, G]: sums over the D channels of group _i1. */
  const cajit_expr *ng[2] = {cajit_kir_buffer_get(p, g->x)->shape[0], groups};
  const cajit_expr *c = cajit_expr_add(x, cajit_expr_mul(x, i[1], g->d), r[0]);
  const cajit_expr *nc[2] = {i[0], c};
  int32_t dsv = -1, dbv = -1;
  CAJIT_RETURN_IF_ERROR(
      sum_into(g, &dsv, 2, ng, 1, &g->d,
               times_gamma(g, cajit_kir_load(p, g->ds, nc), c)));
  CAJIT_RETURN_IF_ERROR(
      sum_into(g, &dbv, 2, ng, 1, &g->d,
               times_gamma(g, cajit_kir_load(p, g->db, nc), c)));
  /* dx over x's shape. */
  const cajit_expr *gi[2] = {i[0], cajit_expr_floordiv(x, i[1], g->d)};
  const cajit_kir_value *m = stat(g, g->mean, i[0], i[1]),
                        *rs = stat(g, g->rstd, i[0], i[1]);
  const cajit_kir_value *dsvv = cajit_kir_load(p, dsv, gi),
                        *dbvv = cajit_kir_load(p, dbv, gi);
  const cajit_kir_value *s = cajit_kir_binary(
      p, CAJIT_KIR_DIV, cajit_kir_const_float(p, g->acc, 1),
      cajit_kir_expr_value(p, g->acc, cajit_expr_mul(x, g->d, g->hxw)));
  const cajit_kir_value *c2 =
      MUL(MUL(MUL(MUL(SUB(MUL(dbvv, m), dsvv), rs), rs), rs), s);
  const cajit_kir_value *c3 =
      SUB(MUL(cajit_kir_unary(p, CAJIT_KIR_NEG, c2), m), MUL(MUL(dbvv, rs), s));
  const cajit_kir_value *c1 = times_gamma(g, rs, i[1]);
  const cajit_kir_value *dx =
      ADD(ADD(MUL(c1, at(g, g->dy, i)), MUL(c2, at(g, g->x, i))), c3);
  return cajit_lower_pointwise(
      g->lc, 0,
      cajit_kir_cast(p, cajit_lower_result_type(g->lc, 0)->dtype, dx));
}

/* dgamma (with_stats) or dbeta: sums over n, one per channel. */
static cajit_status grad_param(gn *g, int32_t result, bool with_stats) {
  cajit_kir_program *p = g->p;
  const cajit_expr *i[1], *r[1];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 1, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, r));
  const cajit_expr *nc[2] = {r[0], i[0]};
  const cajit_kir_value *v = cajit_kir_load(p, g->db, nc);
  if (with_stats)
    v = MUL(
        SUB(cajit_kir_load(p, g->ds, nc), MUL(v, stat(g, g->mean, r[0], i[0]))),
        stat(g, g->rstd, r[0], i[0]));
  int32_t out;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(g->lc, result, &out));
  if (!v) return cajit_lower_value_error(g->lc);
  return cajit_kir_add_reduction(p, g->lc->name, out, CAJIT_KIR_REDUCE_SUM,
                                 g->acc, 1,
                                 cajit_kir_buffer_get(p, g->x)->shape, v, NULL);
}

#undef MUL
#undef ADD
#undef SUB

CAJIT_LOWERING(cajit_lower_group_norm_backward) {
  cajit_kir_program *p = lc->p;
  gn g = {.lc = lc, .p = p};
  int32_t mean, rstd;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_out", &g.dy));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "input", &g.x));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "mean", &mean));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "rstd", &rstd));
  CAJIT_RETURN_IF_ERROR(cajit_lower_opt_tensor(lc, "weight", &g.gamma));
  const cajit_expr *groups;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "group", &groups));
  bool mask[3] = {true, true, true};
  int32_t nm;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_bool_list(&lc->args, "output_mask", mask, 3, &nm));
  const cajit_kir_buffer *xb = cajit_kir_buffer_get(p, g.x);
  g.nd = xb->ndim;
  g.acc = cajit_lower_acc_dtype(xb->dtype);
  g.d = cajit_expr_floordiv(p->exprs, xb->shape[1], groups);
  g.hxw = cajit_expr_int(p->exprs, 1);
  for (int32_t d = 2; d < g.nd; d++)
    g.hxw = cajit_expr_mul(p->exprs, g.hxw, xb->shape[d]);
  /* The statistics as [N, G], whatever their shape. */
  const cajit_expr *ng[2] = {xb->shape[0], groups};
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_reshape(p, mean, 2, ng, &g.mean));
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_reshape(p, rstd, 2, ng, &g.rstd));
  if (!g.d || !g.hxw) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(internal_grads(&g));
  for (int32_t r = 0; r < 3 && r < lc->node->result_count; r++) {
    if (!mask[r] || cajit_lower_result_type(lc, r)->kind != CAJIT_TYPE_TENSOR)
      continue;
    CAJIT_RETURN_IF_ERROR(r == 0 ? grad_input(&g, groups)
                                 : grad_param(&g, r, r == 1));
  }
  return NULL;
}
