/* Lowerings of the "upsample" family: the nearest backwards as gathering
 * reductions, so every input gradient element is written once, by one
 * thread, in a fixed order (deterministic for any thread count, no
 * scatter).
 *
 * Forward (ATen's UpSample.h, which the CPU backward kernel indexes with
 * too), per spatial dim of input size I and output size O, output index o
 * reads input index
 *   nearest:        o when O == I; o >> 1 when O == 2 * I; else
 *                   min((int64)floorf((float)o * s), I - 1)
 *   nearest-exact:  min((int64)floorf((float)((o + 0.5) * (double)s)), I - 1)
 * with s = (float)(1.0 / scale) when the node gives a scale > 0, else
 * (float)I / O, all in float as ATen computes it (so the same o lands on
 * the same i, also where float rounding decides). The backward sums
 * grad_output over the o with src(o) == i; src is non-decreasing, so
 * those o are one run, inside the window o = max(0, i*O // I - 2) + r,
 * r < (O + I - 1) // I + 4 (F.interpolate's scales satisfy O = floor(I *
 * scale), so 1/s and O/I differ by less than one input position over the
 * whole dim; the margin absorbs that and float rounding). Each window
 * element is masked by src(o) == i and o < O, and loads clamp o into
 * [0, O). Summed in the accumulation dtype (f32 for bf16, as ATen's
 * float buffer), in increasing o per dim as ATen's loop adds them. */
#include <string.h>

#include "ops/infer.h"
#include "ops/lowerings.h"

/* True (and s freed) when s is an error. */
/* The result: the sum over the window (k reduction dims of extents ext) of
 * term where mask holds (0 elsewhere), in dtype acc. The shared tail of
 * every mode's gathering backward. */
static cajit_status window_sum(cajit_lower_ctx *lc, const cajit_kir_value *mask,
                               const cajit_kir_value *term, cajit_dtype acc,
                               int32_t k, const cajit_expr **ext) {
  cajit_kir_program *p = lc->p;
  const cajit_kir_value *v =
      cajit_kir_where(p, mask, term, cajit_kir_const_float(p, acc, 0));
  if (!v) return cajit_lower_value_error(lc);
  int32_t gx;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &gx));
  return cajit_kir_add_reduction(p, lc->name, gx, CAJIT_KIR_REDUCE_SUM, acc, k,
                                 ext, v, NULL);
}

static bool failed(cajit_status s) {
  bool f = s != NULL;
  cajit_status_free(s);
  return f;
}

static const char *const scale_params[3][3] = {
    {"scales"}, {"scales_h", "scales_w"}, {"scales_d", "scales_h", "scales_w"}};

/* The number of spatial dims: the length of output_size. */
/* The scale factor `param` (scales_h, ...): *has_scale false for None,
 * else *scale its value (a constant: a symbolic one was declined). */
static cajit_status read_scale(cajit_lower_ctx *lc, const char *param,
                               bool *has_scale, double *scale) {
  *scale = 0;
  *has_scale = !cajit_bound_is_none(&lc->args, param);
  if (!*has_scale) return NULL;
  const cajit_expr *e;
  CAJIT_RETURN_IF_ERROR(cajit_bound_float(&lc->args, param, &e));
  if (!cajit_expr_as_float(e, scale)) /* declined */
    return cajit_status_make(CAJIT_INTERNAL, "a symbolic %s", param);
  return NULL;
}

static int32_t spatial_dims(const cajit_bound_args *a) {
  const cajit_expr *items[CAJIT_MAX_NDIM];
  int32_t n = 0;
  if (failed(cajit_bound_int_list(a, "output_size", items, CAJIT_MAX_NDIM, &n)))
    return 0;
  return n;
}

const char *cajit_lower_upsample_declines(const cajit_bound_args *a) {
  int32_t k = spatial_dims(a), id;
  if (k < 1 || k > 3) return NULL; /* the shape rule reports it */
  for (int32_t d = 0; d < k; d++) {
    const cajit_expr *e;
    double v;
    if (cajit_bound_is_none(a, scale_params[k - 1][d])) continue;
    if (failed(cajit_bound_float(a, scale_params[k - 1][d], &e)) ||
        !cajit_expr_as_float(e, &v))
      return "scales that are not constants";
  }
  if (failed(cajit_bound_tensor(a, "grad_output", &id))) return NULL;
  if (!cajit_dtype_is_floating(cajit_value_type(a->g, id)->dtype))
    return "a non-floating dtype";
  return NULL;
}

/* src(o) for one spatial dim, as an i64 value (see the header). */
static const cajit_kir_value *nearest_src(cajit_kir_program *p, bool exact,
                                          const cajit_expr *o,
                                          const cajit_expr *in,
                                          const cajit_expr *out, bool has_scale,
                                          double scale) {
  cajit_expr_ctx *x = p->exprs;
  const cajit_kir_value *s;
  if (has_scale && scale > 0)
    s = cajit_kir_const_float(p, CAJIT_DTYPE_F32, (double)(float)(1.0 / scale));
  else
    s = cajit_kir_binary(p, CAJIT_KIR_DIV,
                         cajit_kir_expr_value(p, CAJIT_DTYPE_F32, in),
                         cajit_kir_expr_value(p, CAJIT_DTYPE_F32, out));
  const cajit_kir_value *f;
  if (exact) {
    const cajit_kir_value *h = cajit_kir_binary(
        p, CAJIT_KIR_ADD, cajit_kir_expr_value(p, CAJIT_DTYPE_F64, o),
        cajit_kir_const_float(p, CAJIT_DTYPE_F64, 0.5));
    f = cajit_kir_cast(p, CAJIT_DTYPE_F32,
                       cajit_kir_binary(p, CAJIT_KIR_MUL, h,
                                        cajit_kir_cast(p, CAJIT_DTYPE_F64, s)));
  } else {
    f = cajit_kir_binary(p, CAJIT_KIR_MUL,
                         cajit_kir_expr_value(p, CAJIT_DTYPE_F32, o), s);
  }
  /* f >= 0, so truncation is floorf */
  const cajit_kir_value *src = cajit_kir_binary(
      p, CAJIT_KIR_MIN, cajit_kir_cast(p, CAJIT_DTYPE_I64, f),
      cajit_kir_expr_value(p, CAJIT_DTYPE_I64,
                           cajit_expr_sub(x, in, cajit_expr_int(x, 1))));
  if (exact) return src;
  /* ATen's shortcuts for O == I and O == 2 * I */
  const cajit_kir_value *same = cajit_kir_expr_value(
      p, CAJIT_DTYPE_BOOL, cajit_expr_cmp(x, CAJIT_EXPR_EQ, out, in));
  const cajit_kir_value *twice = cajit_kir_expr_value(
      p, CAJIT_DTYPE_BOOL,
      cajit_expr_cmp(x, CAJIT_EXPR_EQ, out,
                     cajit_expr_mul(x, in, cajit_expr_int(x, 2))));
  return cajit_kir_where(
      p, same, cajit_kir_expr_value(p, CAJIT_DTYPE_I64, o),
      cajit_kir_where(
          p, twice,
          cajit_kir_expr_value(p, CAJIT_DTYPE_I64,
                               cajit_expr_floordiv(x, o, cajit_expr_int(x, 2))),
          src));
}

CAJIT_LOWERING(cajit_lower_upsample_nearest_backward) {
  (void)n;
  cajit_kir_program *p = lc->p;
  cajit_expr_ctx *x = p->exprs;
  bool exact = strstr(lc->args.def->name, "exact") != NULL;
  int32_t k = spatial_dims(&lc->args), dy;
  if (k < 1 || k > 3)
    return cajit_status_make(CAJIT_INTERNAL, "%d spatial dims", (int)k);
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", &dy));
  const cajit_kir_buffer *gb = cajit_kir_buffer_get(p, dy);
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  if (gb->ndim != k + 2 || rt->ndim != k + 2)
    return cajit_status_make(CAJIT_INTERNAL, "ranks differ");
  cajit_dtype acc = cajit_lower_acc_dtype(rt->dtype);
  const cajit_expr *i[CAJIT_MAX_NDIM], *r[3], *idx[CAJIT_MAX_NDIM], *ext[3];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, k + 2, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, k, r));
  idx[0] = i[0], idx[1] = i[1];
  const cajit_kir_value *mask = NULL;
  const cajit_expr *zero = cajit_expr_int(x, 0), *one = cajit_expr_int(x, 1);
  for (int32_t d = 0; d < k; d++) {
    double scale;
    bool has_scale;
    CAJIT_RETURN_IF_ERROR(
        read_scale(lc, scale_params[k - 1][d], &has_scale, &scale));
    const cajit_expr *in = rt->shape[2 + d], *out = gb->shape[2 + d];
    const cajit_expr *in1 = cajit_expr_max(x, in, one);
    const cajit_expr *lo = cajit_expr_max(
        x, zero,
        cajit_expr_sub(
            x, cajit_expr_floordiv(x, cajit_expr_mul(x, i[2 + d], out), in1),
            cajit_expr_int(x, 2)));
    const cajit_expr *o = cajit_expr_add(x, lo, r[d]);
    ext[d] = cajit_expr_add(
        x,
        cajit_expr_floordiv(
            x, cajit_expr_add(x, out, cajit_expr_sub(x, in, one)), in1),
        cajit_expr_int(x, 4));
    idx[2 + d] = cajit_expr_max(
        x, cajit_expr_min(x, o, cajit_expr_sub(x, out, one)), zero);
    const cajit_kir_value *hit = cajit_kir_binary(
        p, CAJIT_KIR_AND,
        cajit_kir_binary(p, CAJIT_KIR_EQ,
                         nearest_src(p, exact, o, in, out, has_scale, scale),
                         cajit_kir_expr_value(p, CAJIT_DTYPE_I64, i[2 + d])),
        cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL,
                             cajit_expr_cmp(x, CAJIT_EXPR_LT, o, out)));
    mask = mask ? cajit_kir_binary(p, CAJIT_KIR_AND, mask, hit) : hit;
  }
  return window_sum(lc, mask,
                    cajit_kir_cast(p, acc, cajit_kir_load(p, dy, idx)), acc, k,
                    ext);
}

/* ---- linear modes ----------------------------------------------------------
 *
 * upsample_linear1d / bilinear2d / trilinear3d backward (ATen's
 * cpu_upsample_linear_backward with compute_source_index_and_lambda), per
 * spatial dim in the opmath type (f32, or f64 for f64):
 *   ratio = align_corners ? (O > 1 ? (I - 1) / (O - 1) : 0)
 *                         : (scale > 0 ? 1 / scale : I / O)
 *   real  = align_corners ? ratio * o : max(ratio * (o + 0.5) - 0.5, 0)
 *   i0 = min((int64)floorf(real), I - 1), i1 = i0 + (i0 < I - 1),
 *   l1 = clamp(real - i0, 0, 1), l0 = 1 - l1;  O == I: i0 = i1 = o, l0 = 1.
 * (floorf: ATen rounds real to float before flooring, also for f64.) The
 * input gradient at i gathers w(o, i) = [i0 == i] l0 + [i1 == i] l1 over a
 * window of outputs, multiplied across dims in ATen's order
 * (l_d * l_h * l_w * dy): o = max(0, (i - 1) * N // D - 2) + r,
 * r < 2 * ceil(N / D) + 6, N / D the ratio O / I (align_corners:
 * (O - 1) / (I - 1)). */

static const cajit_kir_value *lin_ratio(cajit_kir_program *p, cajit_dtype op,
                                        bool align, const cajit_expr *in,
                                        const cajit_expr *out, bool has_scale,
                                        double scale) {
  cajit_expr_ctx *x = p->exprs;
  const cajit_expr *one = cajit_expr_int(x, 1);
  if (align)
    return cajit_kir_where(
        p,
        cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL,
                             cajit_expr_cmp(x, CAJIT_EXPR_LT, one, out)),
        cajit_kir_binary(
            p, CAJIT_KIR_DIV,
            cajit_kir_expr_value(p, op, cajit_expr_sub(x, in, one)),
            cajit_kir_expr_value(
                p, op, cajit_expr_max(x, cajit_expr_sub(x, out, one), one))),
        cajit_kir_const_float(p, op, 0));
  if (has_scale && scale > 0)
    return cajit_kir_cast(
        p, op, cajit_kir_const_float(p, CAJIT_DTYPE_F64, 1.0 / scale));
  return cajit_kir_binary(
      p, CAJIT_KIR_DIV, cajit_kir_expr_value(p, op, in),
      cajit_kir_expr_value(p, op, cajit_expr_max(x, out, one)));
}

/* w(o, i) for one dim, in op. */
static const cajit_kir_value *
lin_weight(cajit_kir_program *p, cajit_dtype op, bool align,
           const cajit_kir_value *ratio, const cajit_expr *o,
           const cajit_expr *i, const cajit_expr *in, const cajit_expr *out) {
  cajit_expr_ctx *x = p->exprs;
  const cajit_kir_value *fo = cajit_kir_expr_value(p, op, o), *real;
  if (align)
    real = cajit_kir_binary(p, CAJIT_KIR_MUL, ratio, fo);
  else
    real = cajit_kir_binary(
        p, CAJIT_KIR_MAX,
        cajit_kir_binary(
            p, CAJIT_KIR_SUB,
            cajit_kir_binary(
                p, CAJIT_KIR_MUL, ratio,
                cajit_kir_binary(p, CAJIT_KIR_ADD, fo,
                                 cajit_kir_const_float(p, op, 0.5))),
            cajit_kir_const_float(p, op, 0.5)),
        cajit_kir_const_float(p, op, 0));
  const cajit_kir_value *last = cajit_kir_expr_value(
      p, CAJIT_DTYPE_I64, cajit_expr_sub(x, in, cajit_expr_int(x, 1)));
  const cajit_kir_value *i0 =
      cajit_kir_binary(p, CAJIT_KIR_MIN,
                       cajit_kir_cast(p, CAJIT_DTYPE_I64,
                                      cajit_kir_cast(p, CAJIT_DTYPE_F32, real)),
                       last);
  const cajit_kir_value *l1 = cajit_kir_binary(
      p, CAJIT_KIR_MIN,
      cajit_kir_binary(
          p, CAJIT_KIR_MAX,
          cajit_kir_binary(p, CAJIT_KIR_SUB, real, cajit_kir_cast(p, op, i0)),
          cajit_kir_const_float(p, op, 0)),
      cajit_kir_const_float(p, op, 1));
  const cajit_kir_value *l0 =
      cajit_kir_binary(p, CAJIT_KIR_SUB, cajit_kir_const_float(p, op, 1), l1);
  const cajit_kir_value *i1 = cajit_kir_binary(
      p, CAJIT_KIR_ADD, i0,
      cajit_kir_cast(p, CAJIT_DTYPE_I64,
                     cajit_kir_binary(p, CAJIT_KIR_LT, i0, last)));
  const cajit_kir_value *iv = cajit_kir_expr_value(p, CAJIT_DTYPE_I64, i),
                        *zero = cajit_kir_const_float(p, op, 0);
  const cajit_kir_value *w = cajit_kir_binary(
      p, CAJIT_KIR_ADD,
      cajit_kir_where(p, cajit_kir_binary(p, CAJIT_KIR_EQ, i0, iv), l0, zero),
      cajit_kir_where(p, cajit_kir_binary(p, CAJIT_KIR_EQ, i1, iv), l1, zero));
  /* O == I: a copy */
  const cajit_kir_value *copy = cajit_kir_where(
      p,
      cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL,
                           cajit_expr_cmp(x, CAJIT_EXPR_EQ, o, i)),
      cajit_kir_const_float(p, op, 1), zero);
  return cajit_kir_where(
      p,
      cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL,
                           cajit_expr_cmp(x, CAJIT_EXPR_EQ, out, in)),
      copy, w);
}

CAJIT_LOWERING(cajit_lower_upsample_linear_backward) {
  (void)n;
  cajit_kir_program *p = lc->p;
  cajit_expr_ctx *x = p->exprs;
  int32_t k = spatial_dims(&lc->args), dy;
  if (k < 1 || k > 3)
    return cajit_status_make(CAJIT_INTERNAL, "%d spatial dims", (int)k);
  bool align;
  CAJIT_RETURN_IF_ERROR(cajit_bound_bool(&lc->args, "align_corners", &align));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", &dy));
  const cajit_kir_buffer *gb = cajit_kir_buffer_get(p, dy);
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  if (gb->ndim != k + 2 || rt->ndim != k + 2)
    return cajit_status_make(CAJIT_INTERNAL, "ranks differ");
  cajit_dtype op = cajit_lower_acc_dtype(rt->dtype);
  const cajit_expr *i[CAJIT_MAX_NDIM], *r[3], *idx[CAJIT_MAX_NDIM], *ext[3];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, k + 2, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, k, r));
  idx[0] = i[0], idx[1] = i[1];
  const cajit_kir_value *weight = NULL, *inside = NULL;
  const cajit_expr *zero = cajit_expr_int(x, 0), *one = cajit_expr_int(x, 1);
  for (int32_t d = 0; d < k; d++) {
    double scale;
    bool has_scale;
    CAJIT_RETURN_IF_ERROR(
        read_scale(lc, scale_params[k - 1][d], &has_scale, &scale));
    const cajit_expr *in = rt->shape[2 + d], *out = gb->shape[2 + d];
    const cajit_expr *num =
        align ? cajit_expr_max(x, cajit_expr_sub(x, out, one), zero) : out;
    const cajit_expr *den =
        cajit_expr_max(x, align ? cajit_expr_sub(x, in, one) : in, one);
    const cajit_expr *lo = cajit_expr_max(
        x, zero,
        cajit_expr_sub(
            x,
            cajit_expr_floordiv(
                x, cajit_expr_mul(x, cajit_expr_sub(x, i[2 + d], one), num),
                den),
            cajit_expr_int(x, 2)));
    const cajit_expr *o = cajit_expr_add(x, lo, r[d]);
    ext[d] = cajit_expr_add(
        x,
        cajit_expr_mul(
            x, cajit_expr_int(x, 2),
            cajit_expr_floordiv(
                x, cajit_expr_add(x, num, cajit_expr_sub(x, den, one)), den)),
        cajit_expr_int(x, 6));
    idx[2 + d] = cajit_expr_max(
        x, cajit_expr_min(x, o, cajit_expr_sub(x, out, one)), zero);
    const cajit_kir_value *ratio =
        lin_ratio(p, op, align, in, out, has_scale, scale);
    const cajit_kir_value *w =
        lin_weight(p, op, align, ratio, o, i[2 + d], in, out);
    const cajit_kir_value *ok = cajit_kir_expr_value(
        p, CAJIT_DTYPE_BOOL, cajit_expr_cmp(x, CAJIT_EXPR_LT, o, out));
    weight = weight ? cajit_kir_binary(p, CAJIT_KIR_MUL, weight, w) : w;
    inside = inside ? cajit_kir_binary(p, CAJIT_KIR_AND, inside, ok) : ok;
  }
  return window_sum(
      lc, inside,
      cajit_kir_binary(p, CAJIT_KIR_MUL, weight,
                       cajit_kir_cast(p, op, cajit_kir_load(p, dy, idx))),
      op, k, ext);
}

/* ---- bicubic
 * -----------------------------------------------------------------
 *
 * upsample_bicubic2d_backward (ATen's upsample_bicubic2d_backward_out_frame),
 * per spatial dim in opmath: real = align_corners ? ratio * o :
 * ratio * (o + 0.5) - 0.5 (not clamped at 0), i0 = min((int64)floorf(real),
 * I - 1), t = clamp(real - i0, 0, 1), and output o adds dy * cy[j] * cx[k]
 * to input (clamp(i0y - 1 + j), clamp(i0x - 1 + k)) for j, k < 4, with
 * Keys' cubic convolution coefficients (A = -0.75):
 *   c0 = cc2(t + 1), c1 = cc1(t), c2 = cc1(1 - t), c3 = cc2(2 - t),
 *   cc1(x) = ((A + 2) x - (A + 3)) x x + 1,
 *   cc2(x) = ((A x - 5 A) x + 8 A) x - 4 A.
 * Gathered: input i sums, over outputs whose i0 lies in [i - 2, i + 1]
 * (the border rows too, since i0 >= -1), (dy * wy) * wx with
 * w(o, i) = sum of the c_j whose clamped tap is i. Window: o = max(0,
 * (i - 2) * N // D - 2) + r, r < 4 * ceil(N / D) + 6. */

static const cajit_kir_value *kc(cajit_kir_program *p, cajit_dtype op,
                                 double v) {
  return cajit_kir_const_float(p, op, v);
}

static const cajit_kir_value *cubic1(cajit_kir_program *p, cajit_dtype op,
                                     const cajit_kir_value *x) {
  const double A = -0.75;
#define M(a, b) cajit_kir_binary(p, CAJIT_KIR_MUL, (a), (b))
#define S(a, b) cajit_kir_binary(p, CAJIT_KIR_SUB, (a), (b))
#define A_(a, b) cajit_kir_binary(p, CAJIT_KIR_ADD, (a), (b))
  return A_(M(M(S(M(kc(p, op, A + 2), x), kc(p, op, A + 3)), x), x),
            kc(p, op, 1));
}

static const cajit_kir_value *cubic2(cajit_kir_program *p, cajit_dtype op,
                                     const cajit_kir_value *x) {
  const double A = -0.75;
  return S(
      M(A_(M(S(M(kc(p, op, A), x), kc(p, op, 5 * A)), x), kc(p, op, 8 * A)), x),
      kc(p, op, 4 * A));
}

static const cajit_kir_value *
cubic_weight(cajit_kir_program *p, cajit_dtype op, bool align,
             const cajit_kir_value *ratio, const cajit_expr *o,
             const cajit_expr *i, const cajit_expr *in) {
  cajit_expr_ctx *x = p->exprs;
  const cajit_kir_value *fo = cajit_kir_expr_value(p, op, o), *real;
  if (align)
    real = M(ratio, fo);
  else
    real = S(M(ratio, A_(fo, kc(p, op, 0.5))), kc(p, op, 0.5));
  const cajit_kir_value *last = cajit_kir_expr_value(
      p, CAJIT_DTYPE_I64, cajit_expr_sub(x, in, cajit_expr_int(x, 1)));
  /* floorf: real may be negative here, so floor before truncating */
  const cajit_kir_value *fl = cajit_kir_cast(p, CAJIT_DTYPE_F32, real);
  const cajit_kir_value *tr = cajit_kir_cast(p, CAJIT_DTYPE_I64, fl);
  const cajit_kir_value *floor_ =
      cajit_kir_where(p,
                      cajit_kir_binary(p, CAJIT_KIR_LT, fl,
                                       cajit_kir_cast(p, CAJIT_DTYPE_F32, tr)),
                      S(tr, cajit_kir_const_int(p, CAJIT_DTYPE_I64, 1)), tr);
  const cajit_kir_value *i0 = cajit_kir_binary(p, CAJIT_KIR_MIN, floor_, last);
  const cajit_kir_value *t = cajit_kir_binary(
      p, CAJIT_KIR_MIN,
      cajit_kir_binary(p, CAJIT_KIR_MAX, S(real, cajit_kir_cast(p, op, i0)),
                       kc(p, op, 0)),
      kc(p, op, 1));
  const cajit_kir_value *u = S(kc(p, op, 1), t);
  const cajit_kir_value *c[4] = {cubic2(p, op, A_(t, kc(p, op, 1))),
                                 cubic1(p, op, t), cubic1(p, op, u),
                                 cubic2(p, op, A_(u, kc(p, op, 1)))};
  const cajit_kir_value *iv = cajit_kir_expr_value(p, CAJIT_DTYPE_I64, i),
                        *w = kc(p, op, 0);
  for (int32_t j = 0; j < 4; j++) {
    const cajit_kir_value *tap = cajit_kir_binary(
        p, CAJIT_KIR_MAX,
        cajit_kir_binary(p, CAJIT_KIR_MIN,
                         A_(i0, cajit_kir_const_int(p, CAJIT_DTYPE_I64, j - 1)),
                         last),
        cajit_kir_const_int(p, CAJIT_DTYPE_I64, 0));
    w = A_(w, cajit_kir_where(p, cajit_kir_binary(p, CAJIT_KIR_EQ, tap, iv),
                              c[j], kc(p, op, 0)));
  }
  return w;
#undef M
#undef S
#undef A_
}

CAJIT_LOWERING(cajit_lower_upsample_bicubic_backward) {
  (void)n;
  cajit_kir_program *p = lc->p;
  cajit_expr_ctx *x = p->exprs;
  int32_t dy;
  bool align;
  CAJIT_RETURN_IF_ERROR(cajit_bound_bool(&lc->args, "align_corners", &align));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", &dy));
  const cajit_kir_buffer *gb = cajit_kir_buffer_get(p, dy);
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  if (gb->ndim != 4 || rt->ndim != 4)
    return cajit_status_make(CAJIT_INTERNAL, "ranks differ");
  cajit_dtype op = cajit_lower_acc_dtype(rt->dtype);
  const cajit_expr *i[4], *r[2], *idx[4], *ext[2];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 4, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 2, r));
  idx[0] = i[0], idx[1] = i[1];
  const cajit_kir_value *w[2], *inside = NULL;
  const cajit_expr *zero = cajit_expr_int(x, 0), *one = cajit_expr_int(x, 1);
  for (int32_t d = 0; d < 2; d++) {
    double scale;
    bool has_scale;
    CAJIT_RETURN_IF_ERROR(
        read_scale(lc, scale_params[1][d], &has_scale, &scale));
    const cajit_expr *in = rt->shape[2 + d], *out = gb->shape[2 + d];
    const cajit_expr *num =
        align ? cajit_expr_max(x, cajit_expr_sub(x, out, one), zero) : out;
    const cajit_expr *den =
        cajit_expr_max(x, align ? cajit_expr_sub(x, in, one) : in, one);
    const cajit_expr *lo = cajit_expr_max(
        x, zero,
        cajit_expr_sub(
            x,
            cajit_expr_floordiv(
                x,
                cajit_expr_mul(
                    x, cajit_expr_sub(x, i[2 + d], cajit_expr_int(x, 2)), num),
                den),
            cajit_expr_int(x, 2)));
    const cajit_expr *o = cajit_expr_add(x, lo, r[d]);
    ext[d] = cajit_expr_add(
        x,
        cajit_expr_mul(
            x, cajit_expr_int(x, 4),
            cajit_expr_floordiv(
                x, cajit_expr_add(x, num, cajit_expr_sub(x, den, one)), den)),
        cajit_expr_int(x, 6));
    idx[2 + d] = cajit_expr_max(
        x, cajit_expr_min(x, o, cajit_expr_sub(x, out, one)), zero);
    w[d] = cubic_weight(p, op, align,
                        lin_ratio(p, op, align, in, out, has_scale, scale), o,
                        i[2 + d], in);
    const cajit_kir_value *ok = cajit_kir_expr_value(
        p, CAJIT_DTYPE_BOOL, cajit_expr_cmp(x, CAJIT_EXPR_LT, o, out));
    inside = inside ? cajit_kir_binary(p, CAJIT_KIR_AND, inside, ok) : ok;
  }
  /* (dy * wy) * wx, as ATen */
  const cajit_kir_value *g = cajit_kir_cast(p, op, cajit_kir_load(p, dy, idx));
  return window_sum(
      lc, inside,
      cajit_kir_binary(p, CAJIT_KIR_MUL,
                       cajit_kir_binary(p, CAJIT_KIR_MUL, g, w[0]), w[1]),
      op, 2, ext);
}
