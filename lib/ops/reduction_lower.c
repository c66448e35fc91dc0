/* Lowerings of the "reduction" family, as torch's CPU kernels compute them.
 *
 * A reduction is one REDUCTION kernel whose outer loops run over the
 * result's shape and whose reduction loops run over the reduced dims of
 * `self` (a plan, below, holds both index maps); composite ops chain a few:
 *
 *   sum, prod, amax, amin  one reduction; sums and products accumulate in
 *                          f32 for f16/bf16, i64 for integers (torch
 *                          accumulates a bf16 product in bf16: ours is
 *                          closer to exact), amax/amin in the input dtype
 *                          (NaN propagates)
 *   mean                   sum in the accumulation dtype, then divide by
 *                          the element count in a pointwise kernel (torch:
 *                          f32 sum, divide, round for f16/bf16)
 *   logsumexp              m = amax(x); m = |m| == inf ? 0 : m;
 *                          log(sum(exp(x - m))) + m, rounding to the
 *                          result dtype after each step as torch's chain of
 *                          ops does (ReduceOps.cpp, logsumexp_out_impl)
 *   var, std, var_mean     two passes in f64 (torch's CPU Welford also
 *                          accumulates in double): mean = sum(x) / N, then
 *                          sum((x - mean)^2) / max(0, N - correction),
 *                          sqrt for std; N - correction <= 0 gives inf/NaN
 *                          as in torch
 *   cumsum, cumprod        one SCAN kernel along the dim, accumulating as
 *                          torch's cpu_cum_base_kernel: f64 for f32, f32
 *                          for f16/bf16, i64 for integers; the input is
 *                          first converted to the result dtype (dtype= or
 *                          i64 for integers)
 *
 * A reduction over no dims (a 0-d input) reduces over one loop of extent 1,
 * so every op keeps one code path. */
#include <math.h>
#include <stdio.h>

#include "ops/infer.h"
#include "ops/lowerings.h"

cajit_dtype cajit_lower_acc_dtype(cajit_dtype d) {
  if (d == CAJIT_DTYPE_F16 || d == CAJIT_DTYPE_BF16) return CAJIT_DTYPE_F32;
  if (d == CAJIT_DTYPE_BOOL || cajit_dtype_is_integral(d))
    return CAJIT_DTYPE_I64;
  return d;
}

cajit_status cajit_lower_dim(cajit_lower_ctx *lc, const char *param,
                             int32_t ndim, int32_t *out) {
  const cajit_expr *e;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, param, &e));
  return cajit_infer_dim(lc->g, param, e, ndim, out);
}

static bool has_param(const cajit_lower_ctx *lc, const char *name) {
  const cajit_op_schema *s = lc->args.schema;
  for (int32_t k = 0; s && k < s->param_count; k++)
    if (cajit_sv_eq_cstr(s->params[k].name, name)) return true;
  return false;
}

/* ---- plans ---------------------------------------------------------------
 */

/* One reduction of `self` into result 0's shape. */
typedef struct plan {
  cajit_lower_ctx *lc;
  cajit_kir_program *p;
  int32_t self;
  cajit_dtype sdt;      /* self's dtype */
  const cajit_type *rt; /* result 0 */
  int32_t nr;           /* reduction loops (>= 1: a 0-d self has one of 1) */
  const cajit_expr *i[CAJIT_MAX_NDIM];   /* outer indices (result rank) */
  const cajit_expr *idx[CAJIT_MAX_NDIM]; /* self's index over i and _r */
  const cajit_expr *ext[CAJIT_MAX_NDIM]; /* extents of the reduction loops */
  const cajit_expr *count;               /* elements per reduction */
  bool red[CAJIT_MAX_NDIM];              /* the dims of self it reduces */
  bool all;                              /* dim absent or []: all of them */
} plan;

/* Which dims of a rank-nd self the node reduces: `dim` (an int list, or an
 * int when dim_is_int; absent, None or [] means all). */
static cajit_status reduced_dims(cajit_lower_ctx *lc, int32_t nd,
                                 bool dim_is_int, bool *red, bool *all) {
  const cajit_expr *dims[CAJIT_MAX_NDIM];
  int32_t count = 0;
  if (dim_is_int) {
    CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "dim", &dims[0]));
    count = 1;
  } else if (has_param(lc, "dim") && !cajit_bound_is_none(&lc->args, "dim")) {
    CAJIT_RETURN_IF_ERROR(
        cajit_bound_int_list(&lc->args, "dim", dims, CAJIT_MAX_NDIM, &count));
  }
  *all = count == 0;
  for (int32_t d = 0; d < nd; d++)
    red[d] = count == 0; /* torch: an empty list reduces everything */
  for (int32_t k = 0; k < count; k++) {
    int32_t d;
    CAJIT_RETURN_IF_ERROR(cajit_infer_dim(lc->g, "dim", dims[k], nd, &d));
    if (nd > 0) red[d] = true;
  }
  return NULL;
}

static cajit_status plan_make(cajit_lower_ctx *lc, bool dim_is_int, plan *pl) {
  cajit_kir_program *p = lc->p;
  pl->lc = lc;
  pl->p = p;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &pl->self));
  const cajit_kir_buffer *sb = cajit_kir_buffer_get(p, pl->self);
  int32_t nd = sb->ndim;
  pl->sdt = sb->dtype;
  pl->rt = cajit_lower_result_type(lc, 0);
  if (nd > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d", (int)nd);
  bool *red = pl->red;
  CAJIT_RETURN_IF_ERROR(reduced_dims(lc, nd, dim_is_int, red, &pl->all));
  bool keepdim = pl->rt->ndim == nd;
  const cajit_expr *r[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, pl->rt->ndim, pl->i));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, nd > 0 ? nd : 1, r));
  pl->count = cajit_expr_int(p->exprs, 1);
  pl->nr = 0;
  int32_t pos = 0;
  sb = cajit_kir_buffer_get(p, pl->self);
  for (int32_t d = 0; d < nd; d++) {
    if (red[d]) {
      pl->ext[pl->nr] = sb->shape[d];
      pl->count = cajit_expr_mul(p->exprs, pl->count, sb->shape[d]);
      pl->idx[d] = r[pl->nr++];
    } else {
      pl->idx[d] = keepdim ? pl->i[d] : pl->i[pos++];
    }
  }
  if (pl->nr == 0) /* one trip of a loop whose index nothing reads */
    pl->ext[pl->nr++] = cajit_expr_int(p->exprs, 1);
  return pl->count ? NULL : cajit_lower_value_error(lc);
}

/* self at the plan's index, as dtype dt. */
static const cajit_kir_value *plan_self(plan *pl, cajit_dtype dt) {
  return cajit_kir_cast(pl->p, dt, cajit_kir_load(pl->p, pl->self, pl->idx));
}

/* out (of result 0's shape) = reduce(v) over the plan's reduction loops. */
static cajit_status plan_reduce(plan *pl, int32_t out, cajit_kir_reduce_op op,
                                cajit_dtype acc, const cajit_kir_value *v) {
  if (!v) return cajit_lower_value_error(pl->lc);
  return cajit_kir_add_reduction(pl->p, pl->lc->name, out, op, acc, pl->nr,
                                 pl->ext, v, NULL);
}

/* A new intermediate of result 0's shape and dtype dt. */
static cajit_status plan_temp(plan *pl, cajit_dtype dt, int32_t *out) {
  return cajit_kir_buffer_alloc(pl->p, CAJIT_KIR_BUFFER_INTERMEDIATE, dt,
                                pl->rt->ndim, pl->rt->shape, out);
}

/* ---- sum, prod, mean, amax, amin -----------------------------------------
 */

/* amax / amin have no identity: torch refuses to reduce an empty dim
 * (IndexError "amax(): Expected reduction dim 1 to have non-zero size."),
 * which the entry checks once the sizes are known (cajit_kir_add_assert). */
static cajit_status refuse_empty(plan *pl, const char *fn) {
  cajit_kir_program *p = pl->p;
  cajit_expr_ctx *x = p->exprs;
  const cajit_kir_buffer *sb = cajit_kir_buffer_get(p, pl->self);
  char msg[400];
  if (pl->all) {
    const cajit_expr *n = cajit_expr_int(x, 1);
    for (int32_t d = 0; d < sb->ndim; d++)
      n = cajit_expr_mul(x, n, sb->shape[d]);
    snprintf(msg, sizeof msg,
             "%s: %s(): Expected reduction dim to be specified for "
             "input.numel() == 0. Specify the reduction dim with the 'dim' "
             "argument.",
             pl->lc->name, fn);
    return cajit_kir_add_assert(
        p, cajit_expr_cmp(x, CAJIT_EXPR_NE, n, cajit_expr_int(x, 0)), msg);
  }
  for (int32_t d = 0; d < sb->ndim; d++) {
    if (!pl->red[d]) continue;
    snprintf(msg, sizeof msg,
             "%s: %s(): Expected reduction dim %d to have non-zero size.",
             pl->lc->name, fn, (int)d);
    sb = cajit_kir_buffer_get(p, pl->self);
    CAJIT_RETURN_IF_ERROR(cajit_kir_add_assert(
        p, cajit_expr_cmp(x, CAJIT_EXPR_NE, sb->shape[d], cajit_expr_int(x, 0)),
        msg));
  }
  return NULL;
}

static cajit_status reduce(cajit_lower_ctx *lc, cajit_kir_reduce_op op,
                           bool mean, bool dim_is_int) {
  plan pl;
  CAJIT_RETURN_IF_ERROR(plan_make(lc, dim_is_int, &pl));
  if (op == CAJIT_KIR_REDUCE_MAX || op == CAJIT_KIR_REDUCE_MIN)
    CAJIT_RETURN_IF_ERROR(
        refuse_empty(&pl, op == CAJIT_KIR_REDUCE_MAX ? "amax" : "amin"));
  cajit_kir_program *p = lc->p;
  cajit_dtype rdt = pl.rt->dtype;
  bool extremum = op == CAJIT_KIR_REDUCE_MAX || op == CAJIT_KIR_REDUCE_MIN;
  /* Bools have no order in the kernel IR: their max (any) and min (all)
   * run on 0/1 integers, converted back by the kernel. */
  bool ordered = extremum && pl.sdt != CAJIT_DTYPE_BOOL;
  cajit_dtype acc = ordered ? pl.sdt : cajit_lower_acc_dtype(rdt);
  /* dtype= converts the input first (torch: self.to(dtype)). */
  const cajit_kir_value *v = ordered
                                 ? plan_self(&pl, acc)
                                 : cajit_kir_cast(p, acc, plan_self(&pl, rdt));
  int32_t out;
  if (!mean) { /* the kernel converts the accumulator to rdt */
    CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &out));
    return plan_reduce(&pl, out, op, acc, v);
  }
  int32_t sum;
  CAJIT_RETURN_IF_ERROR(plan_temp(&pl, acc, &sum));
  CAJIT_RETURN_IF_ERROR(plan_reduce(&pl, sum, op, acc, v));
  const cajit_kir_value *q =
      cajit_kir_binary(p, CAJIT_KIR_DIV, cajit_kir_load(p, sum, pl.i),
                       cajit_kir_expr_value(p, acc, pl.count));
  return cajit_lower_pointwise(lc, 0, cajit_kir_cast(p, rdt, q));
}

CAJIT_LOWERING(cajit_lower_sum_dim) {
  return reduce(lc, CAJIT_KIR_REDUCE_SUM, false, false);
}
CAJIT_LOWERING(cajit_lower_sum) {
  return reduce(lc, CAJIT_KIR_REDUCE_SUM, false, false);
}
CAJIT_LOWERING(cajit_lower_prod) {
  return reduce(lc, CAJIT_KIR_REDUCE_PROD, false, false);
}
CAJIT_LOWERING(cajit_lower_prod_dim) {
  return reduce(lc, CAJIT_KIR_REDUCE_PROD, false, true);
}
CAJIT_LOWERING(cajit_lower_mean_dim) {
  return reduce(lc, CAJIT_KIR_REDUCE_SUM, true, false);
}
CAJIT_LOWERING(cajit_lower_mean) {
  return reduce(lc, CAJIT_KIR_REDUCE_SUM, true, false);
}
CAJIT_LOWERING(cajit_lower_amax) {
  return reduce(lc, CAJIT_KIR_REDUCE_MAX, false, false);
}
CAJIT_LOWERING(cajit_lower_amin) {
  return reduce(lc, CAJIT_KIR_REDUCE_MIN, false, false);
}

/* ---- logsumexp -----------------------------------------------------------
 */

/* v (of dtype acc) rounded to dt and back: what storing an intermediate
 * tensor of dtype dt does. */
static const cajit_kir_value *rounded(cajit_kir_program *p, cajit_dtype dt,
                                      cajit_dtype acc,
                                      const cajit_kir_value *v) {
  return cajit_kir_cast(p, acc, cajit_kir_cast(p, dt, v));
}

/* The shape rule makes the result floating (f32 for integral inputs). */
CAJIT_LOWERING(cajit_lower_logsumexp) {
  plan pl;
  CAJIT_RETURN_IF_ERROR(plan_make(lc, false, &pl));
  cajit_kir_program *p = lc->p;
  cajit_dtype dt = pl.rt->dtype, acc = cajit_lower_acc_dtype(dt);
  /* m = amax(x), in the result dtype (an integral input is converted). */
  int32_t mbuf, sbuf;
  CAJIT_RETURN_IF_ERROR(plan_temp(&pl, dt, &mbuf));
  CAJIT_RETURN_IF_ERROR(
      plan_reduce(&pl, mbuf, CAJIT_KIR_REDUCE_MAX, dt, plan_self(&pl, dt)));
  const cajit_kir_value *m =
      cajit_kir_cast(p, acc, cajit_kir_load(p, mbuf, pl.i));
  const cajit_kir_value *inf = cajit_kir_const_float(p, acc, INFINITY);
  m = cajit_kir_where(p,
                      cajit_kir_binary(p, CAJIT_KIR_EQ,
                                       cajit_kir_unary(p, CAJIT_KIR_ABS, m),
                                       inf),
                      cajit_kir_const_float(p, acc, 0), m);
  /* s = sum(exp(x - m)), each step rounded to dt as torch's ops store. */
  const cajit_kir_value *x = cajit_kir_cast(p, acc, plan_self(&pl, dt));
  const cajit_kir_value *e = rounded(
      p, dt, acc,
      cajit_kir_unary(
          p, CAJIT_KIR_EXP,
          rounded(p, dt, acc, cajit_kir_binary(p, CAJIT_KIR_SUB, x, m))));
  CAJIT_RETURN_IF_ERROR(plan_temp(&pl, dt, &sbuf));
  CAJIT_RETURN_IF_ERROR(plan_reduce(&pl, sbuf, CAJIT_KIR_REDUCE_SUM, acc, e));
  /* log(s) + m */
  const cajit_kir_value *s =
      cajit_kir_cast(p, acc, cajit_kir_load(p, sbuf, pl.i));
  const cajit_kir_value *r = cajit_kir_binary(
      p, CAJIT_KIR_ADD,
      rounded(p, dt, acc, cajit_kir_unary(p, CAJIT_KIR_LOG, s)), m);
  return cajit_lower_pointwise(lc, 0, cajit_kir_cast(p, dt, r));
}

/* ---- var, std, var_mean --------------------------------------------------
 */

/* The correction as an f64 value: `correction` (None: 1) or `unbiased`
 * (true: 1, false: 0); 1 when the op has neither. */
static cajit_status correction(cajit_lower_ctx *lc,
                               const cajit_kir_value **out) {
  cajit_kir_program *p = lc->p;
  cajit_status e = NULL;
  *out = cajit_kir_const_float(p, CAJIT_DTYPE_F64, 1);
  if (has_param(lc, "correction")) {
    if (!cajit_bound_is_none(&lc->args, "correction"))
      *out = cajit_lower_scalar(lc, "correction", CAJIT_DTYPE_F64, &e);
  } else if (has_param(lc, "unbiased")) {
    bool unbiased = true;
    CAJIT_RETURN_IF_ERROR(cajit_bound_bool(&lc->args, "unbiased", &unbiased));
    *out = cajit_kir_const_float(p, CAJIT_DTYPE_F64, unbiased ? 1 : 0);
  }
  if (e) return e;
  return *out ? NULL : cajit_lower_value_error(lc);
}

/* The shape rule makes the result floating (it rejects other inputs). */
static cajit_status variance(cajit_lower_ctx *lc, bool take_sqrt,
                             bool with_mean) {
  plan pl;
  CAJIT_RETURN_IF_ERROR(plan_make(lc, false, &pl));
  cajit_kir_program *p = lc->p;
  const cajit_dtype f64 = CAJIT_DTYPE_F64;
  cajit_dtype dt = pl.rt->dtype;
  const cajit_kir_value *c;
  CAJIT_RETURN_IF_ERROR(correction(lc, &c));
  /* mean = sum(x) / N */
  int32_t sum, m2;
  CAJIT_RETURN_IF_ERROR(plan_temp(&pl, f64, &sum));
  CAJIT_RETURN_IF_ERROR(
      plan_reduce(&pl, sum, CAJIT_KIR_REDUCE_SUM, f64, plan_self(&pl, f64)));
  const cajit_kir_value *n = cajit_kir_expr_value(p, f64, pl.count);
  const cajit_kir_value *mean =
      cajit_kir_binary(p, CAJIT_KIR_DIV, cajit_kir_load(p, sum, pl.i), n);
  /* m2 = sum((x - mean)^2) */
  const cajit_kir_value *dx =
      cajit_kir_binary(p, CAJIT_KIR_SUB, plan_self(&pl, f64), mean);
  CAJIT_RETURN_IF_ERROR(plan_temp(&pl, f64, &m2));
  CAJIT_RETURN_IF_ERROR(
      plan_reduce(&pl, m2, CAJIT_KIR_REDUCE_SUM, f64,
                  cajit_kir_binary(p, CAJIT_KIR_MUL, dx, dx)));
  /* var = m2 / max(0, N - correction) */
  const cajit_kir_value *dof =
      cajit_kir_binary(p, CAJIT_KIR_MAX, cajit_kir_const_float(p, f64, 0),
                       cajit_kir_binary(p, CAJIT_KIR_SUB, n, c));
  const cajit_kir_value *var =
      cajit_kir_binary(p, CAJIT_KIR_DIV, cajit_kir_load(p, m2, pl.i), dof);
  if (take_sqrt) var = cajit_kir_unary(p, CAJIT_KIR_SQRT, var);
  CAJIT_RETURN_IF_ERROR(
      cajit_lower_pointwise(lc, 0, cajit_kir_cast(p, dt, var)));
  if (!with_mean) return NULL;
  return cajit_lower_pointwise(lc, 1, cajit_kir_cast(p, dt, mean));
}

CAJIT_LOWERING(cajit_lower_var) { return variance(lc, false, false); }
CAJIT_LOWERING(cajit_lower_std) { return variance(lc, true, false); }
CAJIT_LOWERING(cajit_lower_var_mean) { return variance(lc, false, true); }

/* ---- cumsum, cumprod -----------------------------------------------------
 */

/* torch's CPU acc_type<T, false>: double for float. */
static cajit_dtype scan_acc_dtype(cajit_dtype d) {
  return d == CAJIT_DTYPE_F32 ? CAJIT_DTYPE_F64 : cajit_lower_acc_dtype(d);
}

static cajit_status scan(cajit_lower_ctx *lc, cajit_kir_reduce_op op) {
  cajit_kir_program *p = lc->p;
  int32_t self, dim;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim", rt->ndim, &dim));
  const cajit_expr **i = cajit_lower_indices(lc, rt->ndim);
  if (!i) return cajit_lower_value_error(lc);
  /* The input converted to the result dtype first (self.to(dtype)). */
  const cajit_kir_value *v =
      cajit_kir_cast(p, rt->dtype, cajit_kir_load(p, self, i));
  if (rt->ndim == 0) /* a 0-d scan is the element itself */
    return cajit_lower_pointwise(lc, 0, v);
  cajit_dtype acc = scan_acc_dtype(rt->dtype);
  int32_t out;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &out));
  v = cajit_kir_cast(p, acc, v);
  if (!v) return cajit_lower_value_error(lc);
  return cajit_kir_add_scan(p, lc->name, out, op, acc, dim, v, NULL);
}

CAJIT_LOWERING(cajit_lower_cumsum) { return scan(lc, CAJIT_KIR_REDUCE_SUM); }
CAJIT_LOWERING(cajit_lower_cumprod) { return scan(lc, CAJIT_KIR_REDUCE_PROD); }
