/* Lowerings of the "factory" family: tensors of the declared dtype and
 * shape filled with 0, 1 or a Scalar (zeros, ones, full and their _like /
 * new_ forms, scalar_tensor, fill), or left uninitialized (empty forms: a
 * new buffer, no kernel, as torch.empty promises nothing); arange. */
#include <math.h>

#include "ops/infer.h"
#include "ops/lowerings.h"

static cajit_status fill(cajit_lower_ctx *lc, const cajit_kir_value *v) {
  return cajit_lower_pointwise(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_zeros) {
  return fill(
      lc, cajit_kir_const_int(lc->p, cajit_lower_result_type(lc, 0)->dtype, 0));
}

CAJIT_LOWERING(cajit_lower_ones) {
  return fill(
      lc, cajit_kir_const_int(lc->p, cajit_lower_result_type(lc, 0)->dtype, 1));
}

/* full, full_like, new_full (fill_value), scalar_tensor (s), fill (value). */
CAJIT_LOWERING(cajit_lower_full) {
  cajit_dtype dt = cajit_lower_result_type(lc, 0)->dtype;
  const char *param = "fill_value";
  const cajit_op_schema *s = lc->args.schema;
  for (int32_t k = 0; s && k < s->param_count; k++) {
    if (cajit_sv_eq_cstr(s->params[k].name, "s")) param = "s";
    if (cajit_sv_eq_cstr(s->params[k].name, "value")) param = "value";
  }
  cajit_status e = NULL;
  const cajit_kir_value *v = cajit_lower_scalar(lc, param, dt, &e);
  if (e) return e;
  return fill(lc, v);
}

CAJIT_LOWERING(cajit_lower_empty) {
  int32_t b;
  return cajit_lower_alloc_result(lc, 0, &b);
}

/* Whether stride (n entries) is the row-major stride of shape (dims of size
 * 1 may have any stride, as torch's is_contiguous allows). */
static bool contiguous_stride(const cajit_graph *g, cajit_expr_ctx *x,
                              int32_t n, const cajit_expr *const *shape,
                              const cajit_expr *const *stride) {
  const cajit_expr *expect = cajit_expr_int(x, 1);
  for (int32_t d = n - 1; d >= 0; d--) {
    if (!cajit_expr_is(shape[d], 1) && !cajit_dims_equal(g, stride[d], expect))
      return false;
    expect = cajit_expr_mul(x, expect, shape[d]);
    if (!expect) return false;
  }
  return true;
}

/* empty_strided, new_empty_strided: a new contiguous buffer (contents
 * unspecified, as torch promises nothing) when the requested strides are
 * contiguous; other layouts matter to an as_strided reading the memory,
 * so they run on the host. */
const char *cajit_lower_empty_strided_declines(const cajit_bound_args *a) {
  const cajit_expr *stride[CAJIT_MAX_NDIM];
  int32_t count;
  cajit_status s =
      cajit_bound_int_list(a, "stride", stride, CAJIT_MAX_NDIM, &count);
  if (s) {
    cajit_status_free(s);
    return NULL; /* lowering reports it */
  }
  if (a->n->result_count < 1) return NULL;
  const cajit_type *rt = &a->g->values[a->n->results[0]].type;
  if (count != rt->ndim ||
      !contiguous_stride(a->g, a->g->exprs, count, rt->shape, stride))
    return "non-contiguous strides";
  return NULL;
}

CAJIT_LOWERING(cajit_lower_empty_strided) {
  int32_t b;
  const char *why = cajit_lower_empty_strided_declines(&lc->args);
  if (why) /* the declines rule sent such nodes to the host */
    return cajit_status_make(CAJIT_INTERNAL, "%s", why);
  return cajit_lower_alloc_result(lc, 0, &b);
}

/* ---- arange ----------------------------------------------------------------
 *
 * As torch's RangeFactories.cpp: the dtype is dtype=, else f32 if any of
 * start, end, step is a float, else i64. An integral dtype converts the
 * three to int64 first (truncating); its length is ceil((end - start) /
 * step) in integers, so start and end may be symbolic (the step must be a
 * constant). A floating dtype with float arguments needs them constant:
 * the length is ceil((end - start) / step) in double, element i is start +
 * step * i in double rounded to the dtype (torch: in the accumulation type,
 * double for f32/f64; its vector loop adds i * step to a block base, a
 * rounding apart at most). */

static cajit_status arange_scalar(const cajit_bound_args *a, const char *param,
                                  int64_t fallback, cajit_expr_ctx *x,
                                  cajit_bound_scalar *out) {
  if (!cajit_bound_has(a, param)) {
    const cajit_op_schema *s = a->schema;
    bool known = false;
    for (int32_t k = 0; s && k < s->param_count; k++)
      known = known || cajit_sv_eq_cstr(s->params[k].name, param);
    if (!known) { /* arange(end) has no start, arange.start no step */
      out->type = CAJIT_EXPR_TYPE_INT;
      out->expr = cajit_expr_int(x, fallback);
      out->value = -1;
      return NULL;
    }
  }
  CAJIT_RETURN_IF_ERROR(cajit_bound_scalar_get(a, param, out));
  bool b;
  if (out->expr && out->type == CAJIT_EXPR_TYPE_BOOL &&
      cajit_expr_as_bool(out->expr, &b)) { /* torch: an int 0 or 1 */
    out->type = CAJIT_EXPR_TYPE_INT;
    out->expr = cajit_expr_int(x, b);
  }
  if (!out->expr || out->type == CAJIT_EXPR_TYPE_BOOL)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "argument `%s`: a value only known at run time",
                             param);
  return NULL;
}

/* ceil(a / b) for a constant b != 0, in Python's integer division. */
static const cajit_expr *ceil_div(cajit_expr_ctx *x, const cajit_expr *a,
                                  int64_t b) {
  const cajit_expr *bias = cajit_expr_int(x, b > 0 ? b - 1 : b + 1);
  return cajit_expr_floordiv(x, cajit_expr_add(x, a, bias),
                             cajit_expr_int(x, b));
}

cajit_status cajit_arange_plan_make(const cajit_bound_args *a,
                                    cajit_expr_ctx *x, cajit_arange_plan *out) {
  cajit_bound_scalar v[3];
  static const char *const names[3] = {"start", "end", "step"};
  static const int64_t fallbacks[3] = {0, 0, 1};
  bool any_float = false;
  for (int k = 0; k < 3; k++) {
    CAJIT_RETURN_IF_ERROR(arange_scalar(a, names[k], fallbacks[k], x, &v[k]));
    any_float = any_float || v[k].type == CAJIT_EXPR_TYPE_FLOAT;
  }
  bool present;
  CAJIT_RETURN_IF_ERROR(cajit_bound_dtype(a, "dtype", &out->dtype, &present));
  if (!present) out->dtype = any_float ? CAJIT_DTYPE_F32 : CAJIT_DTYPE_I64;
  if (out->dtype == CAJIT_DTYPE_BOOL)
    return cajit_status_make(CAJIT_UNSUPPORTED, "arange of dtype bool");
  if (cajit_dtype_is_integral(out->dtype) || !any_float) {
    const cajit_expr *e[3];
    for (int k = 0; k < 3; k++) {
      double f;
      if (v[k].type == CAJIT_EXPR_TYPE_INT)
        e[k] = v[k].expr;
      else if (cajit_expr_as_float(v[k].expr, &f) && fabs(f) < 9.0e18)
        e[k] = cajit_expr_int(x, (int64_t)f); /* truncates, as torch */
      else
        return cajit_status_make(CAJIT_UNSUPPORTED,
                                 "arange: `%s` is a symbolic float", names[k]);
    }
    int64_t step;
    if (!cajit_expr_as_int(e[2], &step))
      return cajit_status_make(CAJIT_UNSUPPORTED, "arange: a symbolic step");
    if (step == 0)
      return cajit_status_make(CAJIT_VERIFY_ERROR,
                               "arange: step must be nonzero");
    out->exact = true;
    out->start = e[0];
    out->step = e[2];
    out->length = ceil_div(x, cajit_expr_sub(x, e[1], e[0]), step);
    return out->length ? NULL
                       : cajit_status_make(CAJIT_OUT_OF_MEMORY, "arange");
  }
  double f[3];
  for (int k = 0; k < 3; k++) {
    int64_t i;
    if (cajit_expr_as_float(v[k].expr, &f[k])) continue;
    if (!cajit_expr_as_int(v[k].expr, &i))
      return cajit_status_make(
          CAJIT_UNSUPPORTED,
          "arange: `%s` is symbolic while another bound is a float", names[k]);
    f[k] = (double)i;
  }
  double n = ceil((f[1] - f[0]) / f[2]);
  if (!(f[2] != 0) || !(n >= 0) || n > 9.0e15)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "arange: invalid range [%g, %g) with step %g",
                             f[0], f[1], f[2]);
  out->exact = false;
  out->fstart = f[0];
  out->fstep = f[2];
  out->length = cajit_expr_int(x, (int64_t)n);
  return out->length ? NULL : cajit_status_make(CAJIT_OUT_OF_MEMORY, "arange");
}

const char *cajit_lower_arange_declines(const cajit_bound_args *args) {
  cajit_arange_plan a;
  cajit_status s = cajit_arange_plan_make(args, args->g->exprs, &a);
  bool unsupported = s && cajit_status_code_of(s) == CAJIT_UNSUPPORTED;
  cajit_status_free(s); /* other errors: the verifier reported them */
  return unsupported ? "symbolic float bounds or step" : NULL;
}

CAJIT_LOWERING(cajit_lower_arange) {
  cajit_kir_program *p = lc->p;
  cajit_arange_plan a;
  CAJIT_RETURN_IF_ERROR(cajit_arange_plan_make(&lc->args, p->exprs, &a));
  cajit_dtype dt = cajit_lower_result_type(lc, 0)->dtype;
  const cajit_expr **i = cajit_lower_indices(lc, 1);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_kir_value *v;
  if (a.exact && cajit_dtype_is_integral(dt)) {
    v = cajit_kir_expr_value(
        p, dt,
        cajit_expr_add(p->exprs, a.start,
                       cajit_expr_mul(p->exprs, a.step, i[0])));
  } else if (a.exact) { /* integers, exact in double below 2^53 */
    v = cajit_kir_cast(
        p, dt,
        cajit_kir_expr_value(
            p, CAJIT_DTYPE_F64,
            cajit_expr_add(p->exprs, a.start,
                           cajit_expr_mul(p->exprs, a.step, i[0]))));
  } else {
    v = cajit_kir_cast(
        p, dt,
        cajit_kir_binary(
            p, CAJIT_KIR_ADD,
            cajit_kir_const_float(p, CAJIT_DTYPE_F64, a.fstart),
            cajit_kir_binary(p, CAJIT_KIR_MUL,
                             cajit_kir_const_float(p, CAJIT_DTYPE_F64, a.fstep),
                             cajit_kir_expr_value(p, CAJIT_DTYPE_F64, i[0]))));
  }
  if (!v) return cajit_lower_value_error(lc);
  return cajit_lower_pointwise(lc, 0, v);
}
