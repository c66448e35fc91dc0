/* Lowerings of the "pool" family: avg_pool2d_backward and
 * _adaptive_avg_pool2d_backward as gathering reductions (kernel IR has no
 * scatter): each input position sums the gradients of the few output
 * windows that cover it, found by index arithmetic, with a validity mask.
 * Batch and spatial sizes stay symbolic; the pooled sizes come from
 * grad_output's (verified) shape, so ceil_mode needs nothing more.
 *
 * avg_pool2d (ATen's cpu_avg_pool2d_backward), per spatial dim with kernel
 * k, stride s, padding p: window o starts at a = o*s - p and covers input
 * positions a <= i < a + k. The windows covering i are
 * o in [(i + p - k) // s + 1, (i + p) // s], at most ceil(k / s) of them:
 * the reduction runs over r < ceil(k / s) with o = (i + p - k) // s + 1 + r,
 * valid when 0 <= o < P and o*s - p <= i. Each contributes dy[o] / div:
 * divisor_override if given, else the window size counting the padding
 * (min(a + k, I + p) - a, per dim) when count_include_pad, else the part
 * inside the input (min(a + k, I) - max(a, 0)).
 *
 * _adaptive_avg_pool2d (ATen's cpu_adaptive_avg_pool_backward): window o
 * of P over I covers [floor(o*I / P), ceil((o+1)*I / P)); the windows
 * covering i are o in [floor(i*P / I), ((i+1)*P - 1) // I], at most
 * (P + I - 2) // I + 1 of them (exactly 1 for P == 1, computed exactly
 * when both sizes are constants). Each contributes dy[o] / kh / kw with
 * kh, kw the window's extents (two divisions, as ATen).
 *
 * Masked loads clamp their index into the pooled extent (a `where` loads
 * both sides). Sums run in the accumulation dtype (f32 for f16/bf16:
 * ATen's CPU kernel accumulates bf16 in bf16; this is at least as
 * accurate). Integer dtypes are declined: their quotients truncate, as
 * the host fallback will. */
#include "ops/infer.h"
#include "ops/lowerings.h"

typedef struct pool {
  cajit_lower_ctx *lc;
  cajit_kir_program *p;
  cajit_expr_ctx *x;
  int32_t dy, self, nd, lead; /* lead: the batch / channel dims */
  const cajit_expr *in[2], *out[2];
  cajit_dtype acc;
  const cajit_expr *i[CAJIT_MAX_NDIM], *r[2];
} pool;

/* True (and s freed) when s is an error. */
static bool failed(cajit_status s) {
  bool f = s != NULL;
  cajit_status_free(s);
  return f;
}

static const char *declines_dtype(const cajit_bound_args *a) {
  int32_t id;
  if (failed(cajit_bound_tensor(a, "self", &id))) return NULL;
  const cajit_type *t = cajit_value_type(a->g, id);
  if (!cajit_dtype_is_floating(t->dtype)) return "a non-floating dtype";
  return NULL;
}

const char *
cajit_lower_adaptive_avg_pool2d_backward_declines(const cajit_bound_args *a) {
  return declines_dtype(a);
}

/* ---- shared --------------------------------------------------------------
 */

static const cajit_expr *cint(pool *q, int64_t v) {
  return cajit_expr_int(q->x, v);
}

static cajit_status read_pool(pool *q) {
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(q->lc, "grad_output", &q->dy));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(q->lc, "self", &q->self));
  const cajit_kir_buffer *s = cajit_kir_buffer_get(q->p, q->self),
                         *g = cajit_kir_buffer_get(q->p, q->dy);
  if ((s->ndim != 3 && s->ndim != 4) || g->ndim != s->ndim)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "self of rank %d, grad_output of rank %d",
                             (int)s->ndim, (int)g->ndim);
  q->nd = s->ndim;
  q->lead = s->ndim - 2;
  for (int32_t j = 0; j < 2; j++) {
    q->in[j] = s->shape[q->lead + j];
    q->out[j] = g->shape[q->lead + j];
  }
  q->acc = cajit_lower_acc_dtype(s->dtype);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(q->p, CAJIT_KIR_INDEX_OUTER, q->nd, q->i));
  return cajit_kir_indices(q->p, CAJIT_KIR_INDEX_REDUCE, 2, q->r);
}

/* max(min(e, hi - 1), 0) */
static const cajit_expr *clamp(pool *q, const cajit_expr *e,
                               const cajit_expr *hi) {
  return cajit_expr_max(
      q->x, cajit_expr_min(q->x, e, cajit_expr_sub(q->x, hi, cint(q, 1))),
      cint(q, 0));
}

/* gx = sum over r0 < ext[0], r1 < ext[1] of where(valid, dy[.., oh, ow] /
 * div, 0): div is one float value (NULL: none) or, for adaptive pooling,
 * the two extents divided in turn. */
static cajit_status gather(pool *q, const cajit_expr *const *o,
                           const cajit_expr *valid,
                           const cajit_expr *const *div, int32_t ndiv,
                           const cajit_expr *const *ext) {
  cajit_kir_program *p = q->p;
  const cajit_expr *idx[CAJIT_MAX_NDIM];
  for (int32_t d = 0; d < q->lead; d++)
    idx[d] = q->i[d];
  for (int32_t j = 0; j < 2; j++)
    idx[q->lead + j] = clamp(q, o[j], q->out[j]);
  const cajit_kir_value *v =
      cajit_kir_cast(p, q->acc, cajit_kir_load(p, q->dy, idx));
  for (int32_t k = 0; k < ndiv; k++)
    v = cajit_kir_binary(p, CAJIT_KIR_DIV, v,
                         cajit_kir_expr_value(p, q->acc, div[k]));
  v = cajit_kir_where(p, cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL, valid), v,
                      cajit_kir_const_float(p, q->acc, 0));
  if (!v) return cajit_lower_value_error(q->lc);
  int32_t gx;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(q->lc, 0, &gx));
  return cajit_kir_add_reduction(p, q->lc->name, gx, CAJIT_KIR_REDUCE_SUM,
                                 q->acc, 2, ext, v, NULL);
}

/* ---- avg_pool2d_backward -------------------------------------------------
 */

typedef struct avg_params {
  int64_t k[2], s[2], p[2], divisor; /* divisor 0: none */
  bool count_include_pad;
} avg_params;

/* An int[2] parameter of constants: 1 or 2 entries (0 allowed for stride,
 * which then is the kernel size). */
static bool const_pair(const cajit_bound_args *a, const char *param,
                       int64_t *out, int32_t *out_n) {
  const cajit_expr *items[CAJIT_MAX_NDIM];
  if (failed(cajit_bound_int_list(a, param, items, CAJIT_MAX_NDIM, out_n)) ||
      *out_n > 2)
    return false;
  for (int32_t j = 0; j < *out_n; j++)
    if (!cajit_expr_as_int(items[j], &out[j])) return false;
  if (*out_n == 1) out[1] = out[0];
  return true;
}

/* NULL when the parameters are constants torch accepts, else why not. */
static const char *read_avg(const cajit_bound_args *a, avg_params *ap) {
  int32_t n;
  if (!const_pair(a, "kernel_size", ap->k, &n) || n == 0 ||
      !const_pair(a, "padding", ap->p, &n) || n == 0 ||
      !const_pair(a, "stride", ap->s, &n))
    return "non-constant kernel_size, stride or padding";
  if (n == 0) ap->s[0] = ap->k[0], ap->s[1] = ap->k[1];
  for (int32_t j = 0; j < 2; j++)
    if (ap->k[j] < 1 || ap->s[j] < 1 || ap->p[j] < 0)
      return "a non-positive kernel_size or stride, or a negative padding";
  if (failed(cajit_bound_bool(a, "count_include_pad", &ap->count_include_pad)))
    return "a non-constant count_include_pad";
  ap->divisor = 0;
  if (!cajit_bound_is_none(a, "divisor_override")) {
    const cajit_expr *e;
    if (failed(cajit_bound_int(a, "divisor_override", &e)) ||
        !cajit_expr_as_int(e, &ap->divisor))
      return "a non-constant divisor_override";
    if (ap->divisor == 0) return "a zero divisor_override";
  }
  return NULL;
}

const char *
cajit_lower_avg_pool2d_backward_declines(const cajit_bound_args *a) {
  avg_params ap;
  const char *why = read_avg(a, &ap);
  return why ? why : declines_dtype(a);
}

CAJIT_LOWERING(cajit_lower_avg_pool2d_backward) {
  (void)n;
  pool q = {.lc = lc, .p = lc->p, .x = lc->p->exprs};
  avg_params ap;
  const char *why = read_avg(&lc->args, &ap);
  if (why) /* the declines rule sent such nodes to the host */
    return cajit_status_make(CAJIT_INTERNAL, "%s", why);
  CAJIT_RETURN_IF_ERROR(read_pool(&q));
  const cajit_expr *o[2], *ext[2], *valid = NULL, *div = NULL;
  const cajit_expr *size = cint(&q, 1);
  for (int32_t j = 0; j < 2; j++) {
    const cajit_expr *i = q.i[q.lead + j];
    int64_t k = ap.k[j], s = ap.s[j], p = ap.p[j];
    /* o = (i + p - k) // s + 1 + r */
    o[j] = cajit_expr_add(
        q.x,
        cajit_expr_floordiv(q.x, cajit_expr_add(q.x, i, cint(&q, p - k)),
                            cint(&q, s)),
        cajit_expr_add(q.x, q.r[j], cint(&q, 1)));
    ext[j] = cint(&q, (k + s - 1) / s);
    const cajit_expr *start =
        cajit_expr_add(q.x, cajit_expr_mul(q.x, o[j], cint(&q, s)),
                       cint(&q, -p)); /* a = o*s - p */
    const cajit_expr *ok = cajit_expr_and(
        q.x,
        cajit_expr_and(q.x, cajit_expr_ge(q.x, o[j], cint(&q, 0)),
                       cajit_expr_cmp(q.x, CAJIT_EXPR_LT, o[j], q.out[j])),
        cajit_expr_cmp(q.x, CAJIT_EXPR_LE, start, i));
    valid = valid ? cajit_expr_and(q.x, valid, ok) : ok;
    const cajit_expr *end = cajit_expr_add(q.x, start, cint(&q, k));
    const cajit_expr *extent =
        ap.count_include_pad
            ? cajit_expr_sub(
                  q.x,
                  cajit_expr_min(q.x, end,
                                 cajit_expr_add(q.x, q.in[j], cint(&q, p))),
                  start)
            : cajit_expr_sub(q.x, cajit_expr_min(q.x, end, q.in[j]),
                             cajit_expr_max(q.x, start, cint(&q, 0)));
    size = cajit_expr_mul(q.x, size, extent);
  }
  div = ap.divisor ? cint(&q, ap.divisor) : size;
  if (!valid || !div) return cajit_lower_value_error(lc);
  return gather(&q, o, valid, &div, 1, ext);
}

/* ---- _adaptive_avg_pool2d_backward ---------------------------------------
 */

/* The most windows of out over in covering one input position. */
static const cajit_expr *adaptive_reach(pool *q, const cajit_expr *in,
                                        const cajit_expr *out) {
  int64_t iv, ov;
  if (cajit_expr_as_int(out, &ov) && ov <= 1) return cint(q, ov);
  if (cajit_expr_as_int(in, &iv) && cajit_expr_as_int(out, &ov) && iv > 0) {
    int64_t most = 0;
    for (int64_t i = 0; i < iv; i++) {
      int64_t lo = i * ov / iv, hi = ((i + 1) * ov - 1) / iv;
      if (hi - lo + 1 > most) most = hi - lo + 1;
    }
    return cint(q, most);
  }
  /* min(P, (P + I - 2) // max(I, 1) + 1): also 0 windows when P is 0 */
  const cajit_expr *den = cajit_expr_max(q->x, in, cint(q, 1));
  return cajit_expr_min(
      q->x, out,
      cajit_expr_add(
          q->x,
          cajit_expr_floordiv(
              q->x,
              cajit_expr_add(q->x, cajit_expr_add(q->x, out, in), cint(q, -2)),
              den),
          cint(q, 1)));
}

CAJIT_LOWERING(cajit_lower_adaptive_avg_pool2d_backward) {
  (void)n;
  pool q = {.lc = lc, .p = lc->p, .x = lc->p->exprs};
  CAJIT_RETURN_IF_ERROR(read_pool(&q));
  const cajit_expr *o[2], *ext[2], *kext[2], *valid = NULL;
  for (int32_t j = 0; j < 2; j++) {
    const cajit_expr *i = q.i[q.lead + j], *in = q.in[j], *out = q.out[j];
    /* Divisors that may be 0 at run time only matter when the loop does
     * not run; max(., 1) keeps the division defined. */
    const cajit_expr *in1 = cajit_expr_max(q.x, in, cint(&q, 1)),
                     *out1 = cajit_expr_max(q.x, out, cint(&q, 1));
    o[j] = cajit_expr_add(
        q.x, cajit_expr_floordiv(q.x, cajit_expr_mul(q.x, i, out), in1),
        q.r[j]);
    /* start(o) <= i, i.e. o <= ((i + 1) * P - 1) // I */
    const cajit_expr *last = cajit_expr_floordiv(
        q.x,
        cajit_expr_sub(
            q.x, cajit_expr_mul(q.x, cajit_expr_add(q.x, i, cint(&q, 1)), out),
            cint(&q, 1)),
        in1);
    const cajit_expr *ok = cajit_expr_cmp(q.x, CAJIT_EXPR_LE, o[j], last);
    valid = valid ? cajit_expr_and(q.x, valid, ok) : ok;
    ext[j] = adaptive_reach(&q, in, out);
    /* ceil((o + 1) * I / P) - floor(o * I / P) */
    const cajit_expr *oc = clamp(&q, o[j], out);
    kext[j] = cajit_expr_sub(
        q.x,
        cajit_expr_floordiv(
            q.x,
            cajit_expr_add(
                q.x,
                cajit_expr_mul(q.x, cajit_expr_add(q.x, oc, cint(&q, 1)), in),
                cajit_expr_sub(q.x, out1, cint(&q, 1))),
            out1),
        cajit_expr_floordiv(q.x, cajit_expr_mul(q.x, oc, in), out1));
  }
  if (!valid || !kext[0] || !kext[1] || !ext[0] || !ext[1])
    return cajit_lower_value_error(lc);
  return gather(&q, o, valid, kext, 2, ext);
}
