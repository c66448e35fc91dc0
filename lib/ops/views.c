/* Op family "views": ops whose result aliases their input (t, transpose,
 * permute, view, expand, squeeze, unsqueeze, select, slice, split, detach,
 * alias), the reshapes that may copy (reshape, _unsafe_view) and the
 * backward ops of views (select_backward, slice_backward).
 *
 * Shape rules compute the result shape symbolically and, for views, the
 * result strides as expressions of the input's strides (or of its
 * contiguous strides when the input's strides are unspecified), following
 * torch's meta functions. */
#include <string.h>

#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"
#include "ops/prove.h"
#include "ops/views.h"

#define FAMILY "views"

/* A constant slice bound this far from 0 is past either end of any dim: a
 * dim never has 2^62 elements (sizes times element sizes must fit in
 * memory). */
#define BOUND_PAST ((int64_t)1 << 62)

/* The input tensor `self` with its shape and strides copied out. */
typedef struct view_in {
  const cajit_type *t;
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  const cajit_expr *strides[CAJIT_MAX_NDIM];
} view_in;

static cajit_status read_self(cajit_infer *inf, const char *param,
                              view_in *in) {
  int32_t id;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, param, &id, &in->t));
  if (in->t->ndim > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d",
                             in->t->ndim, CAJIT_MAX_NDIM);
  for (int32_t d = 0; d < in->t->ndim; d++)
    in->shape[d] = in->t->shape[d];
  if (!cajit_strides_of(inf->g->exprs, in->t, in->strides))
    return cajit_infer_oom();
  return NULL;
}

/* ---- same layout ---- */

static cajit_status infer_alias(cajit_infer *inf) {
  view_in in;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  return cajit_infer_set_tensor(inf, 0, in.t->dtype, in.t->ndim, in.shape,
                                in.strides);
}

/* ---- transposes ---- */

static cajit_status swap_dims(cajit_infer *inf, view_in *in, int32_t a,
                              int32_t b) {
  const cajit_expr *s = in->shape[a], *st = in->strides[a];
  in->shape[a] = in->shape[b];
  in->strides[a] = in->strides[b];
  in->shape[b] = s;
  in->strides[b] = st;
  return cajit_infer_set_tensor(inf, 0, in->t->dtype, in->t->ndim, in->shape,
                                in->strides);
}

static cajit_status infer_t(cajit_infer *inf) {
  view_in in;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  if (in.t->ndim > 2)
    return cajit_infer_fail("t expects a tensor of rank <= 2, found rank %d",
                            in.t->ndim);
  if (in.t->ndim < 2) return infer_alias(inf);
  return swap_dims(inf, &in, 0, 1);
}

static cajit_status infer_transpose(cajit_infer *inf) {
  view_in in;
  int32_t a, b;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim0", in.t->ndim, &a));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim1", in.t->ndim, &b));
  if (in.t->ndim == 0) return infer_alias(inf);
  return swap_dims(inf, &in, a, b);
}

static cajit_status infer_permute(cajit_infer *inf) {
  view_in in;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  const cajit_expr *dims[CAJIT_MAX_NDIM];
  int32_t n;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "dims", dims, CAJIT_MAX_NDIM, &n));
  if (n != in.t->ndim)
    return cajit_infer_fail("argument `dims`: %d dims for a tensor of rank %d",
                            n, in.t->ndim);
  bool seen[CAJIT_MAX_NDIM] = {false};
  const cajit_expr *shape[CAJIT_MAX_NDIM], *strides[CAJIT_MAX_NDIM];
  for (int32_t i = 0; i < n; i++) {
    int32_t d;
    CAJIT_RETURN_IF_ERROR(cajit_infer_dim(inf->g, "dims", dims[i], n, &d));
    if (seen[d]) return cajit_infer_fail("argument `dims`: dim %d repeated", d);
    seen[d] = true;
    shape[i] = in.shape[d];
    strides[i] = in.strides[d];
  }
  return cajit_infer_set_tensor(inf, 0, in.t->dtype, n, shape, strides);
}

/* ---- view / reshape ---- */

/* Reads a target shape (param), infers a -1 entry and checks the element
 * count against the input's. */
static cajit_status target_shape(cajit_infer *inf, const view_in *in,
                                 const char *param, const cajit_expr **shape,
                                 int32_t *out_n) {
  cajit_expr_ctx *x = inf->g->exprs;
  int32_t n, infer_at = -1;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, param, shape, CAJIT_MAX_NDIM, &n));
  const cajit_expr *known = cajit_expr_int(x, 1);
  for (int32_t i = 0; i < n; i++) {
    int64_t c;
    if (cajit_expr_as_int(shape[i], &c) && c < 0) {
      if (c != -1)
        return cajit_infer_fail("argument `%s`: invalid size %lld", param,
                                (long long)c);
      if (infer_at >= 0)
        return cajit_infer_fail("argument `%s`: only one dim can be -1", param);
      infer_at = i;
    } else {
      known = cajit_expr_mul(x, known, shape[i]);
    }
  }
  const cajit_expr *numel = cajit_numel(x, in->t->ndim, in->shape);
  if (!known || !numel) return cajit_infer_oom();
  char a[128], b[64];
  if (infer_at >= 0) {
    const cajit_expr *d = cajit_exact_div(x, numel, known);
    if (!d) {
      int64_t cn, ck;
      if (cajit_expr_as_int(numel, &cn) && cajit_expr_as_int(known, &ck))
        return cajit_infer_fail(
            "shape %s is invalid for an input of %s elements",
            cajit_shape_str(inf->g, n, shape, a, sizeof a),
            cajit_expr_str(inf->g, numel, b, sizeof b));
      d = cajit_expr_floordiv(x, numel, known);
      if (!d) return cajit_infer_oom();
    }
    shape[infer_at] = d;
  }
  const cajit_expr *out_numel = cajit_numel(x, n, shape);
  if (!out_numel) return cajit_infer_oom();
  if (!cajit_dims_equal(inf->g, out_numel, numel))
    return cajit_infer_fail("shape %s is invalid for an input of %s elements",
                            cajit_shape_str(inf->g, n, shape, a, sizeof a),
                            cajit_expr_str(inf->g, numel, b, sizeof b));
  *out_n = n;
  return NULL;
}

/* True when the input's strides are unspecified or the contiguous ones. */
static bool input_contiguous(cajit_infer *inf, const view_in *in) {
  if (!in->t->strides) return true;
  const cajit_expr *c[CAJIT_MAX_NDIM];
  if (!cajit_contiguous_strides(inf->g->exprs, in->t->ndim, in->shape, c))
    return false;
  for (int32_t d = 0; d < in->t->ndim; d++)
    if (!cajit_expr_is(in->shape[d], 1) &&
        !cajit_dims_equal(inf->g, c[d], in->strides[d]))
      return false;
  return true;
}

static cajit_status infer_reshape_like(cajit_infer *inf, const char *param) {
  view_in in;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  const cajit_expr *shape[CAJIT_MAX_NDIM], *strides[CAJIT_MAX_NDIM];
  int32_t n = 0;
  CAJIT_RETURN_IF_ERROR(target_shape(inf, &in, param, shape, &n));
  /* A view of a contiguous input is contiguous; otherwise its strides
   * depend on which dims merge (left unspecified here). */
  if (!input_contiguous(inf, &in))
    return cajit_infer_set_tensor(inf, 0, in.t->dtype, n, shape, NULL);
  if (!cajit_contiguous_strides(inf->g->exprs, n, shape, strides))
    return cajit_infer_oom();
  return cajit_infer_set_tensor(inf, 0, in.t->dtype, n, shape, strides);
}

static cajit_status infer_view(cajit_infer *inf) {
  return infer_reshape_like(inf, "size");
}

static cajit_status infer_reshape(cajit_infer *inf) {
  return infer_reshape_like(inf, "shape");
}

/* ---- expand ---- */

static cajit_status infer_expand(cajit_infer *inf) {
  view_in in;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  const cajit_expr *size[CAJIT_MAX_NDIM], *strides[CAJIT_MAX_NDIM];
  int32_t n;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "size", size, CAJIT_MAX_NDIM, &n));
  if (n < in.t->ndim)
    return cajit_infer_fail("expand to %d dims from a tensor of rank %d", n,
                            in.t->ndim);
  cajit_expr_ctx *x = inf->g->exprs;
  const cajit_expr *zero = cajit_expr_int(x, 0);
  for (int32_t i = 0; i < n; i++) {
    int32_t j = i - (n - in.t->ndim);
    char a[64], b[64];
    if (j < 0) {
      if (cajit_expr_is(size[i], -1))
        return cajit_infer_fail("expand: the new leading dim %d cannot be -1",
                                i);
      strides[i] = zero;
    } else if (cajit_expr_is(size[i], -1) ||
               cajit_dims_equal(inf->g, size[i], in.shape[j])) {
      size[i] = in.shape[j];
      strides[i] = in.strides[j];
    } else if (cajit_expr_is(in.shape[j], 1)) {
      strides[i] = zero;
    } else {
      return cajit_infer_fail("expand: dim %d of size %s cannot expand to %s",
                              j,
                              cajit_expr_str(inf->g, in.shape[j], a, sizeof a),
                              cajit_expr_str(inf->g, size[i], b, sizeof b));
    }
  }
  return cajit_infer_set_tensor(inf, 0, in.t->dtype, n, size, strides);
}

/* ---- squeeze / unsqueeze ---- */

/* Drops the dims marked in drop[]. */
static cajit_status drop_dims(cajit_infer *inf, const view_in *in,
                              const bool *drop) {
  const cajit_expr *shape[CAJIT_MAX_NDIM], *strides[CAJIT_MAX_NDIM];
  int32_t n = 0;
  for (int32_t d = 0; d < in->t->ndim; d++) {
    if (drop[d]) continue;
    shape[n] = in->shape[d];
    strides[n++] = in->strides[d];
  }
  return cajit_infer_set_tensor(inf, 0, in->t->dtype, n, shape, strides);
}

static cajit_status infer_squeeze(cajit_infer *inf) {
  view_in in;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  bool drop[CAJIT_MAX_NDIM] = {false};
  /* A symbolic dim is not 1: the trace would have specialized it. */
  for (int32_t d = 0; d < in.t->ndim; d++)
    drop[d] = cajit_expr_is(in.shape[d], 1);
  return drop_dims(inf, &in, drop);
}

static cajit_status infer_squeeze_dim(cajit_infer *inf) {
  view_in in;
  int32_t d;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", in.t->ndim, &d));
  bool drop[CAJIT_MAX_NDIM] = {false};
  if (in.t->ndim > 0) drop[d] = cajit_expr_is(in.shape[d], 1);
  return drop_dims(inf, &in, drop);
}

static cajit_status infer_squeeze_dims(cajit_infer *inf) {
  view_in in;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  const cajit_expr *dims[CAJIT_MAX_NDIM];
  int32_t n;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "dim", dims, CAJIT_MAX_NDIM, &n));
  bool drop[CAJIT_MAX_NDIM] = {false};
  for (int32_t i = 0; i < n; i++) {
    int32_t d;
    CAJIT_RETURN_IF_ERROR(
        cajit_infer_dim(inf->g, "dim", dims[i], in.t->ndim, &d));
    if (in.t->ndim > 0) drop[d] = cajit_expr_is(in.shape[d], 1);
  }
  return drop_dims(inf, &in, drop);
}

static cajit_status infer_unsqueeze(cajit_infer *inf) {
  view_in in;
  int32_t d, n;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  n = in.t->ndim + 1;
  if (n > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d", n,
                             CAJIT_MAX_NDIM);
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", n, &d));
  cajit_expr_ctx *x = inf->g->exprs;
  const cajit_expr *shape[CAJIT_MAX_NDIM], *strides[CAJIT_MAX_NDIM];
  for (int32_t i = 0, j = 0; i < n; i++) {
    if (i == d) {
      shape[i] = cajit_expr_int(x, 1);
      /* torch: the new dim's stride is size[d] * stride[d] of the dim it
       * is inserted before, or 1 at the end. */
      if (d == in.t->ndim)
        strides[i] = cajit_expr_int(x, 1);
      else if (in.strides[d])
        strides[i] = cajit_expr_mul(x, in.shape[d], in.strides[d]);
      else
        strides[i] = NULL; /* `?`: unconstrained */
    } else {
      shape[i] = in.shape[j];
      strides[i] = in.strides[j++];
    }
  }
  return cajit_infer_set_tensor(inf, 0, in.t->dtype, n, shape, strides);
}

/* ---- select / slice ---- */

/* Checks a constant index against a dim size when both are constants. */
static cajit_status check_index(const cajit_graph *g, const cajit_expr *index,
                                const cajit_expr *size, int32_t dim) {
  int64_t i, s;
  if (cajit_expr_as_int(index, &i) && cajit_expr_as_int(size, &s) &&
      (i < -s || i >= s))
    return cajit_infer_fail("index %lld out of range for dim %d of size %lld",
                            (long long)i, dim, (long long)s);
  (void)g;
  return NULL;
}

static cajit_status infer_select(cajit_infer *inf) {
  view_in in;
  int32_t d;
  const cajit_expr *index;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  if (in.t->ndim == 0) return cajit_infer_fail("select on a 0-d tensor");
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", in.t->ndim, &d));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "index", &index));
  CAJIT_RETURN_IF_ERROR(check_index(inf->g, index, in.shape[d], d));
  bool drop[CAJIT_MAX_NDIM] = {false};
  drop[d] = true;
  return drop_dims(inf, &in, drop);
}

/* Where slice bound v of a dim of size `size` lands: v + size when
 * negative, then clamped to [0, size]. A decision the assumptions do not
 * settle takes v as already in range, as the trace guarded it: the
 * entry then checks at run time that the view lies inside what it views
 * and that sizes are not negative (lib/codegen/cg_bounds.c), so a wrong
 * guess is refused, never computed. */
static cajit_status clamp_bound(const cajit_graph *g, const cajit_expr *v,
                                const cajit_expr *size,
                                const cajit_expr **out) {
  cajit_expr_ctx *x = g->exprs;
  const cajit_expr *zero = cajit_expr_int(x, 0);
  int64_t c;
  if (!zero) return cajit_infer_oom();
  if (cajit_expr_as_int(v, &c) && (c >= BOUND_PAST || c <= -BOUND_PAST)) {
    *out = c > 0 ? size : zero; /* past either end of any dim */
    return NULL;
  }
  if (!cajit_prove_nonneg(g, v) && cajit_prove_lt(g, v, zero) &&
      !(v = cajit_expr_add(x, v, size)))
    return cajit_infer_oom();
  if (cajit_prove_le(g, size, v))
    *out = size;
  else if (!cajit_prove_nonneg(g, v) && cajit_prove_le(g, v, zero))
    *out = zero;
  else
    *out = v;
  return NULL;
}

cajit_status cajit_slice_range(const cajit_graph *g, const cajit_expr *size,
                               const cajit_expr *start, const cajit_expr *end,
                               const cajit_expr *step,
                               const cajit_expr **out_start,
                               const cajit_expr **out_len) {
  cajit_expr_ctx *x = g->exprs;
  const cajit_expr *one = cajit_expr_int(x, 1), *len;
  int64_t st;
  char a[64];
  if (!one) return cajit_infer_oom();
  if (cajit_expr_as_int(step, &st) ? st <= 0 : !cajit_prove_le(g, one, step))
    return cajit_infer_fail("slice step must be positive, found %s",
                            cajit_expr_str(g, step, a, sizeof a));
  CAJIT_RETURN_IF_ERROR(clamp_bound(g, start, size, &start));
  CAJIT_RETURN_IF_ERROR(clamp_bound(g, end, size, &end));
  /* An end provably before the start selects nothing; otherwise end -
   * start (a negative length is refused at run time). */
  if (!cajit_prove_le(g, start, end) && cajit_prove_lt(g, end, start))
    len = cajit_expr_int(x, 0);
  else
    len = cajit_expr_sub(x, end, start);
  if (!cajit_expr_is(step, 1))
    len = cajit_expr_floordiv(
        x, cajit_expr_sub(x, cajit_expr_add(x, len, step), one), step);
  if (!len) return cajit_infer_oom();
  *out_start = start;
  *out_len = len;
  return NULL;
}

static cajit_status infer_slice(cajit_infer *inf) {
  view_in in;
  int32_t d;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  if (in.t->ndim == 0) return cajit_infer_fail("slice on a 0-d tensor");
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", in.t->ndim, &d));
  cajit_expr_ctx *x = inf->g->exprs;
  const cajit_expr *start = cajit_expr_int(x, 0), *end = in.shape[d], *step;
  if (!cajit_bound_is_none(inf->args, "start"))
    CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "start", &start));
  if (!cajit_bound_is_none(inf->args, "end"))
    CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "end", &end));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "step", &step));
  CAJIT_RETURN_IF_ERROR(cajit_slice_range(inf->g, in.shape[d], start, end, step,
                                          &start, &in.shape[d]));
  if (in.strides[d]) in.strides[d] = cajit_expr_mul(x, in.strides[d], step);
  return cajit_infer_set_tensor(inf, 0, in.t->dtype, in.t->ndim, in.shape,
                                in.strides);
}

/* ---- split ---- */

static cajit_status infer_split(cajit_infer *inf) {
  view_in in;
  int32_t d;
  const cajit_expr *split;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", in.t->ndim, &d));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "split_size", &split));
  if (in.t->ndim == 0) return cajit_infer_fail("split on a 0-d tensor");
  cajit_expr_ctx *x = inf->g->exprs;
  int64_t size, sp;
  int32_t chunks = inf->n->result_count;
  bool const_size = cajit_expr_as_int(in.shape[d], &size);
  if (cajit_expr_as_int(split, &sp)) {
    if (sp < 0 || (sp == 0 && !(const_size && size == 0)))
      return cajit_infer_fail("split_size must be positive, found %lld",
                              (long long)sp);
    if (const_size) {
      int64_t want = sp == 0 ? 1 : size == 0 ? 1 : (size + sp - 1) / sp;
      if (want > inf->max_results)
        return cajit_infer_fail(
            "the op gives %lld results, the node declares %d", (long long)want,
            inf->n->result_count);
      chunks = (int32_t)want;
    }
  }
  /* Symbolic: the declared result count decides; all chunks have
   * split_size elements except the last, which has the rest. */
  if (chunks < 1) chunks = 1;
  const cajit_expr *full = in.shape[d];
  for (int32_t i = 0; i < chunks; i++) {
    in.shape[d] =
        i + 1 < chunks
            ? split
            : cajit_expr_sub(x, full,
                             cajit_expr_mul(x, split, cajit_expr_int(x, i)));
    CAJIT_RETURN_IF_ERROR(cajit_infer_set_tensor(
        inf, i, in.t->dtype, in.t->ndim, in.shape, in.strides));
  }
  return NULL;
}

static cajit_status infer_split_with_sizes(cajit_infer *inf) {
  view_in in;
  int32_t d, n;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", in.t->ndim, &d));
  if (in.t->ndim == 0) return cajit_infer_fail("split on a 0-d tensor");
  const cajit_expr *sizes[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(cajit_bound_int_list(inf->args, "split_sizes", sizes,
                                             CAJIT_MAX_NDIM, &n));
  cajit_expr_ctx *x = inf->g->exprs;
  const cajit_expr *total = cajit_expr_int(x, 0);
  for (int32_t i = 0; i < n; i++)
    total = cajit_expr_add(x, total, sizes[i]);
  if (!total) return cajit_infer_oom();
  if (!cajit_dims_equal(inf->g, total, in.shape[d])) {
    char a[64], b[64];
    return cajit_infer_fail("split sizes add up to %s, not to the dim size %s",
                            cajit_expr_str(inf->g, total, a, sizeof a),
                            cajit_expr_str(inf->g, in.shape[d], b, sizeof b));
  }
  for (int32_t i = 0; i < n; i++) {
    in.shape[d] = sizes[i];
    CAJIT_RETURN_IF_ERROR(cajit_infer_set_tensor(
        inf, i, in.t->dtype, in.t->ndim, in.shape, in.strides));
  }
  return NULL;
}

/* ---- backward of views ---- */

static cajit_status view_backward(cajit_infer *inf, bool drops_dim,
                                  const cajit_type **out_grad,
                                  const cajit_expr **sizes, int32_t *out_n,
                                  int32_t *out_dim) {
  int32_t id;
  CAJIT_RETURN_IF_ERROR(
      cajit_infer_tensor_arg(inf, "grad_output", &id, out_grad));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int_list(inf->args, "input_sizes", sizes,
                                             CAJIT_MAX_NDIM, out_n));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", *out_n, out_dim));
  int32_t want = *out_n - (drops_dim ? 1 : 0);
  if ((*out_grad)->ndim != want)
    return cajit_infer_fail(
        "grad_output has rank %d, expected %d for input_sizes of "
        "rank %d",
        (*out_grad)->ndim, want, *out_n);
  for (int32_t i = 0, j = 0; i < *out_n; i++) {
    if (i == *out_dim) {
      if (drops_dim) continue;
    } else if (!cajit_dims_equal(inf->g, sizes[i], (*out_grad)->shape[j])) {
      char a[64], b[64];
      return cajit_infer_fail(
          "grad_output dim %d is %s, input_sizes says %s", j,
          cajit_expr_str(inf->g, (*out_grad)->shape[j], a, sizeof a),
          cajit_expr_str(inf->g, sizes[i], b, sizeof b));
    }
    j++;
  }
  return NULL;
}

static cajit_status infer_select_backward(cajit_infer *inf) {
  const cajit_type *g;
  const cajit_expr *sizes[CAJIT_MAX_NDIM], *index;
  int32_t n, d;
  CAJIT_RETURN_IF_ERROR(view_backward(inf, true, &g, sizes, &n, &d));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "index", &index));
  CAJIT_RETURN_IF_ERROR(check_index(inf->g, index, sizes[d], d));
  return cajit_infer_set_tensor(inf, 0, g->dtype, n, sizes, NULL);
}

static cajit_status infer_slice_backward(cajit_infer *inf) {
  const cajit_type *g;
  const cajit_expr *sizes[CAJIT_MAX_NDIM], *start, *end, *step, *len;
  int32_t n, d;
  CAJIT_RETURN_IF_ERROR(view_backward(inf, false, &g, sizes, &n, &d));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "start", &start));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "end", &end));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "step", &step));
  CAJIT_RETURN_IF_ERROR(
      cajit_slice_range(inf->g, sizes[d], start, end, step, &start, &len));
  if (!cajit_dims_proved_equal(inf->g, len, g->shape[d])) {
    char a[64], b[64];
    return cajit_infer_fail(
        "grad_output dim %d is %s, the slice has %s elements", d,
        cajit_expr_str(inf->g, g->shape[d], a, sizeof a),
        cajit_expr_str(inf->g, len, b, sizeof b));
  }
  return cajit_infer_set_tensor(inf, 0, g->dtype, n, sizes, NULL);
}

/* ---- as_strided ---- */

/* size and stride, one entry per dim each, into shape / strides. */
static cajit_status read_strided(cajit_infer *inf, const cajit_expr **shape,
                                 const cajit_expr **strides, int32_t *n) {
  int32_t ns;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "size", shape, CAJIT_MAX_NDIM, n));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "stride", strides, CAJIT_MAX_NDIM, &ns));
  if (ns != *n)
    return cajit_infer_fail("size has %d dims, stride has %d", (int)*n,
                            (int)ns);
  return NULL;
}

/* as_strided: size and stride as given (the verifier checks the declared
 * strides); which memory it addresses is the lowering's concern. */
static cajit_status infer_as_strided(cajit_infer *inf) {
  view_in in;
  const cajit_expr *shape[CAJIT_MAX_NDIM], *strides[CAJIT_MAX_NDIM];
  int32_t n;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  CAJIT_RETURN_IF_ERROR(read_strided(inf, shape, strides, &n));
  return cajit_infer_set_tensor(inf, 0, in.t->dtype, n, shape, strides);
}

/* as_strided_scatter: self's type; src has the viewed rank. */
static cajit_status infer_as_strided_scatter(cajit_infer *inf) {
  view_in in;
  const cajit_type *src;
  const cajit_expr *shape[CAJIT_MAX_NDIM], *strides[CAJIT_MAX_NDIM];
  int32_t n, id;
  CAJIT_RETURN_IF_ERROR(read_self(inf, "self", &in));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "src", &id, &src));
  CAJIT_RETURN_IF_ERROR(read_strided(inf, shape, strides, &n));
  if (src->ndim != n)
    return cajit_infer_fail("src has rank %d, the view has %d", src->ndim,
                            (int)n);
  for (int32_t d = 0; d < n; d++)
    if (!cajit_dims_equal(inf->g, src->shape[d], shape[d]))
      return cajit_infer_fail("src dim %d differs from the view's size", d);
  return cajit_infer_set_tensor(inf, 0, in.t->dtype, in.t->ndim, in.shape,
                                NULL);
}

#define V CAJIT_OP_VIEW
const cajit_op_def cajit_ops_views[] = {
    {"aten._unsafe_view.default",
     "aten::_unsafe_view(Tensor self, SymInt[] size) -> Tensor", FAMILY, 0,
     infer_view, cajit_lower_reshape},
    {"aten.alias.default", "aten::alias(Tensor(a) self) -> Tensor(a)", FAMILY,
     V, infer_alias, cajit_lower_alias},
    {"aten.as_strided.default",
     "aten::as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, "
     "SymInt? storage_offset=None) -> Tensor(a)",
     FAMILY, V, infer_as_strided, cajit_lower_as_strided,
     cajit_lower_as_strided_declines,
     "an explicit storage_offset into an input's or host result's storage, "
     "a self whose layout cajit does not hold as torch does"},
    {"aten.as_strided_scatter.default",
     "aten::as_strided_scatter(Tensor self, Tensor src, SymInt[] size, "
     "SymInt[] stride, SymInt? storage_offset=None) -> Tensor",
     FAMILY, 0, infer_as_strided_scatter, cajit_lower_as_strided_scatter,
     cajit_lower_as_strided_scatter_declines, "a non-contiguous self"},
    {"aten.detach.default", "aten::detach(Tensor(a) self) -> Tensor(a)", FAMILY,
     V, infer_alias, cajit_lower_alias},
    {"aten.expand.default",
     "aten::expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> "
     "Tensor(a)",
     FAMILY, V, infer_expand, cajit_lower_expand},
    {"aten.permute.default",
     "aten::permute(Tensor(a) self, int[] dims) -> Tensor(a)", FAMILY, V,
     infer_permute, cajit_lower_permute},
    {"aten.reshape.default",
     "aten::reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)", FAMILY, 0,
     infer_reshape, cajit_lower_reshape},
    {"aten.select.int",
     "aten::select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)",
     FAMILY, V, infer_select, cajit_lower_select},
    {"aten.select_backward.default",
     "aten::select_backward(Tensor grad_output, SymInt[] input_sizes, int dim, "
     "SymInt index) -> Tensor",
     FAMILY, 0, infer_select_backward, cajit_lower_select_backward},
    {"aten.slice.Tensor",
     "aten::slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, "
     "SymInt? end=None, SymInt step=1) -> Tensor(a)",
     FAMILY, V, infer_slice, cajit_lower_slice},
    {"aten.slice_backward.default",
     "aten::slice_backward(Tensor grad_output, SymInt[] input_sizes, int dim, "
     "SymInt start, SymInt end, SymInt step) -> Tensor",
     FAMILY, 0, infer_slice_backward, cajit_lower_slice_backward},
    {"aten.split.Tensor",
     "aten::split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> "
     "Tensor(a)[]",
     FAMILY, V, infer_split, cajit_lower_split},
    {"aten.split_with_sizes.default",
     "aten::split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int "
     "dim=0) -> Tensor(a)[]",
     FAMILY, V, infer_split_with_sizes, cajit_lower_split},
    {"aten.squeeze.default", "aten::squeeze(Tensor(a) self) -> Tensor(a)",
     FAMILY, V, infer_squeeze, cajit_lower_reshape},
    {"aten.squeeze.dim",
     "aten::squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)", FAMILY, V,
     infer_squeeze_dim, cajit_lower_squeeze_dim},
    {"aten.squeeze.dims",
     "aten::squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)", FAMILY, V,
     infer_squeeze_dims, cajit_lower_reshape},
    {"aten.t.default", "aten::t(Tensor(a) self) -> Tensor(a)", FAMILY, V,
     infer_t, cajit_lower_t},
    {"aten.transpose.int",
     "aten::transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)",
     FAMILY, V, infer_transpose, cajit_lower_transpose},
    {"aten.unsqueeze.default",
     "aten::unsqueeze(Tensor(a) self, int dim) -> Tensor(a)", FAMILY, V,
     infer_unsqueeze, cajit_lower_unsqueeze},
    {"aten.view.default",
     "aten::view(Tensor(a) self, SymInt[] size) -> Tensor(a)", FAMILY, V,
     infer_view, cajit_lower_reshape},
};
CAJIT_FAMILY_COUNT(views);
