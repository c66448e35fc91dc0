/* Lowerings of the "views" family: every view is a kernel-IR view (an
 * index map over the same memory), never a copy. The backward ops of views
 * (at the end) make new tensors: select_backward is one pointwise where
 * over the result (grad where the index matches, else 0);
 * slice_backward writes zeros, then copies grad through a slice view of
 * the result (a where would read grad out of its bounds off the slice). Result
 * shapes come from the node's declared type, which the shape rules have checked
 * (so -1 in a view's size list is already resolved). reshape and _unsafe_view
 * are views too: kernel-IR reshape maps indices correctly for any strides, and
 * whatever needs real strides (GEMM, host calls, outputs) materializes
 * the view itself. */
#include "cajit/compile.h"
#include "ops/infer.h"
#include "ops/lowerings.h"
#include "ops/views.h"

static cajit_status self_buffer(cajit_lower_ctx *lc, int32_t *b,
                                int32_t *ndim) {
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", b));
  *ndim = cajit_kir_buffer_get(lc->p, *b)->ndim;
  return NULL;
}

/* detach, alias: the same buffer. */
CAJIT_LOWERING(cajit_lower_alias) {
  int32_t b, nd;
  CAJIT_RETURN_IF_ERROR(self_buffer(lc, &b, &nd));
  return cajit_lower_set_result(lc, 0, b);
}

static cajit_status permuted(cajit_lower_ctx *lc, int32_t b,
                             const int32_t *perm) {
  int32_t v;
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_permute(lc->p, b, perm, &v));
  return cajit_lower_set_result(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_t) {
  int32_t b, nd;
  CAJIT_RETURN_IF_ERROR(self_buffer(lc, &b, &nd));
  if (nd < 2) return cajit_lower_set_result(lc, 0, b);
  return permuted(lc, b, (const int32_t[]){1, 0});
}

CAJIT_LOWERING(cajit_lower_transpose) {
  int32_t b, nd, d0, d1, perm[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(self_buffer(lc, &b, &nd));
  if (nd == 0) return cajit_lower_set_result(lc, 0, b);
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim0", nd, &d0));
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim1", nd, &d1));
  for (int32_t d = 0; d < nd; d++)
    perm[d] = d;
  perm[d0] = d1;
  perm[d1] = d0;
  return permuted(lc, b, perm);
}

CAJIT_LOWERING(cajit_lower_permute) {
  int32_t b, nd, count, perm[CAJIT_MAX_NDIM];
  const cajit_expr *dims[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(self_buffer(lc, &b, &nd));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(&lc->args, "dims", dims, CAJIT_MAX_NDIM, &count));
  if (count != nd)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "permute of rank %d by %d dims", (int)nd,
                             (int)count);
  for (int32_t k = 0; k < nd; k++)
    CAJIT_RETURN_IF_ERROR(
        cajit_infer_dim(lc->g, "dims", dims[k], nd, &perm[k]));
  return permuted(lc, b, perm);
}

/* view, reshape, _unsafe_view, squeeze (all dims): the declared shape. */
CAJIT_LOWERING(cajit_lower_reshape) {
  int32_t b, nd, v;
  CAJIT_RETURN_IF_ERROR(self_buffer(lc, &b, &nd));
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_reshape(lc->p, b, rt->ndim, rt->shape, &v));
  return cajit_lower_set_result(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_expand) {
  int32_t b, nd, v;
  CAJIT_RETURN_IF_ERROR(self_buffer(lc, &b, &nd));
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_expand(lc->p, b, rt->ndim, rt->shape, &v));
  return cajit_lower_set_result(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_unsqueeze) {
  int32_t b, nd, d, v;
  CAJIT_RETURN_IF_ERROR(self_buffer(lc, &b, &nd));
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim", nd + 1, &d));
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_unsqueeze(lc->p, b, d, &v));
  return cajit_lower_set_result(lc, 0, v);
}

/* squeeze.dim: removes dim if its size is 1, else is the identity. */
CAJIT_LOWERING(cajit_lower_squeeze_dim) {
  int32_t b, nd, d, v;
  CAJIT_RETURN_IF_ERROR(self_buffer(lc, &b, &nd));
  if (nd == 0) return cajit_lower_set_result(lc, 0, b);
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim", nd, &d));
  if (cajit_lower_result_type(lc, 0)->ndim == nd)
    return cajit_lower_set_result(lc, 0, b);
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_squeeze(lc->p, b, d, &v));
  return cajit_lower_set_result(lc, 0, v);
}

/* A possibly negative index or bound `e` into a dim of size `size`, as
 * torch wraps it: e + size when e < 0. A symbol can be negative at run time
 * (compiled autograd lifts select's index -1 into the graph's sizes), so a
 * non-constant e becomes e + size * [e < 0], written with integer min/max as
 * e + size * min(max(-e, 0), 1). NULL when out of memory. */
static const cajit_expr *wrap(cajit_expr_ctx *x, const cajit_expr *e,
                              const cajit_expr *size) {
  int64_t c;
  if (cajit_expr_as_int(e, &c)) return c < 0 ? cajit_expr_add(x, e, size) : e;
  const cajit_expr *negative = cajit_expr_min(
      x, cajit_expr_max(x, cajit_expr_neg(x, e), cajit_expr_int(x, 0)),
      cajit_expr_int(x, 1));
  return cajit_expr_add(x, e, cajit_expr_mul(x, size, negative));
}

CAJIT_LOWERING(cajit_lower_select) {
  int32_t b, nd, d, v;
  const cajit_expr *index;
  CAJIT_RETURN_IF_ERROR(self_buffer(lc, &b, &nd));
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim", nd, &d));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "index", &index));
  index = wrap(lc->p->exprs, index, cajit_kir_buffer_get(lc->p, b)->shape[d]);
  if (!index) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_select(lc->p, b, d, index, &v));
  return cajit_lower_set_result(lc, 0, v);
}

/* slice: the first index as the shape rule computed it (cajit_slice_range);
 * the length is the declared result dim. */
CAJIT_LOWERING(cajit_lower_slice) {
  int32_t b, nd, d, v;
  CAJIT_RETURN_IF_ERROR(self_buffer(lc, &b, &nd));
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim", nd, &d));
  cajit_expr_ctx *x = lc->p->exprs;
  const cajit_expr *size = cajit_kir_buffer_get(lc->p, b)->shape[d];
  const cajit_expr *start = cajit_expr_int(x, 0), *end = size, *step;
  if (!cajit_bound_is_none(&lc->args, "start"))
    CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "start", &start));
  if (!cajit_bound_is_none(&lc->args, "end"))
    CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "end", &end));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "step", &step));
  const cajit_expr *len = cajit_lower_result_type(lc, 0)->shape[d], *unused;
  CAJIT_RETURN_IF_ERROR(
      cajit_slice_range(lc->g, size, start, end, step, &start, &unused));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_slice(lc->p, b, d, start, step, len, &v));
  return cajit_lower_set_result(lc, 0, v);
}

/* ---- backward of views ---------------------------------------------------
 */

/* zeros(input_sizes) with grad at index along dim. */
CAJIT_LOWERING(cajit_lower_select_backward) {
  cajit_kir_program *p = lc->p;
  int32_t grad, dim;
  const cajit_expr *index;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", &grad));
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim", nd, &dim));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "index", &index));
  index = wrap(p->exprs, index, rt->shape[dim]);
  if (!index) return cajit_lower_value_error(lc);
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_expr *gi[CAJIT_MAX_NDIM];
  for (int32_t d = 0, j = 0; d < nd; d++)
    if (d != dim) gi[j++] = i[d];
  const cajit_kir_value *hit = cajit_kir_binary(
      p, CAJIT_KIR_EQ, cajit_kir_expr_value(p, CAJIT_DTYPE_I64, i[dim]),
      cajit_kir_expr_value(p, CAJIT_DTYPE_I64, index));
  return cajit_lower_pointwise(
      lc, 0,
      cajit_kir_where(p, hit, cajit_kir_load(p, grad, gi),
                      cajit_kir_const_int(p, rt->dtype, 0)));
}

/* zeros(input_sizes), then result[start:end:step] along dim = grad, with
 * the first index as the shape rule computed it. */
CAJIT_LOWERING(cajit_lower_slice_backward) {
  cajit_kir_program *p = lc->p;
  int32_t grad, dim, out, view;
  const cajit_expr *start, *end, *step, *unused;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", &grad));
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim", nd, &dim));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "start", &start));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "end", &end));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "step", &step));
  CAJIT_RETURN_IF_ERROR(cajit_slice_range(lc->g, rt->shape[dim], start, end,
                                          step, &start, &unused));
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &out));
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(
      p, lc->name, out, cajit_kir_const_int(p, rt->dtype, 0), NULL));
  const cajit_expr *len = cajit_kir_buffer_get(p, grad)->shape[dim];
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_slice(p, out, dim, start, step, len, &view));
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_kir_value *v =
      cajit_kir_cast(p, rt->dtype, cajit_kir_load(p, grad, i));
  if (!v) return cajit_lower_value_error(lc);
  return cajit_kir_add_pointwise(p, lc->name, view, v, NULL);
}

/* ---- as_strided ------------------------------------------------------------
 * as_strided addresses the storage of self: element i is at storage offset
 * storage_offset + sum(stride[k] * i[k]), storage_offset defaulting to
 * self's own. In cajit, self's buffer is a root (memory) or an index map
 * over one, so the view is a LINEAR map over that root, which is right
 * when the root's memory is laid out as torch's storage: an allocated root
 * (cajit allocates contiguous memory at offset 0) whose value torch also
 * holds with self's declared layout, or an input / host result (whose
 * storage start cajit does not know) addressed with the default offset,
 * relative to self's first element. Other cases (an explicit offset into
 * an input's storage, a self without a strided form, a self whose declared
 * strides are not the ones cajit gave it) run on the host. */

/* Whether declared type t is contiguous (unspecified strides count as
 * contiguous: the exporter writes strides only for other layouts). */
static bool declared_contiguous(const cajit_graph *g, const cajit_type *t) {
  if (!t->strides) return true;
  const cajit_expr *expect = cajit_expr_int(g->exprs, 1);
  for (int32_t d = t->ndim - 1; d >= 0; d--) {
    if (!t->strides[d] || !expect) return false;
    if (!cajit_expr_is(t->shape[d], 1) &&
        !cajit_dims_equal(g, t->strides[d], expect))
      return false;
    expect = cajit_expr_mul(g->exprs, expect, t->shape[d]);
  }
  return true;
}

/* The value whose memory value vid's views address: follows view ops
 * (their first argument) back to a graph input or another node's result. */
static int32_t storage_root(const cajit_graph *g, int32_t vid) {
  for (int32_t hops = 0; hops < g->value_count; hops++) {
    int32_t node = g->values[vid].node;
    if (node < 0) return vid;
    const cajit_node *n = &g->nodes[node];
    if (!n->def || !(n->def->flags & CAJIT_OP_VIEW) || n->arg_count < 1 ||
        n->args[0].kind != CAJIT_ARG_VALUE)
      return vid;
    vid = n->args[0].u.value;
  }
  return vid;
}

/* as_strided's cases the lowering cannot know torch's storage for, decided
 * on the graph so that every fallback count sees them. The lowering checks
 * the same on its buffers and still sends a mismatch to the host. */
const char *cajit_lower_as_strided_declines(const cajit_bound_args *a) {
  int32_t vid;
  cajit_status s = cajit_bound_tensor(a, "self", &vid);
  if (s) {
    cajit_status_free(s);
    return NULL; /* lowering reports it */
  }
  const cajit_graph *g = a->g;
  int32_t root = storage_root(g, vid);
  int32_t node = g->values[root].node;
  bool foreign =
      node < 0 || cajit_graph_node_needs_fallback(g, node) ||
      (g->nodes[node].def && (g->nodes[node].def->flags & CAJIT_OP_IMPURE));
  if (foreign && !cajit_bound_is_none(a, "storage_offset"))
    return "an explicit storage_offset into an input's or host result's "
           "storage";
  if (!foreign && !declared_contiguous(g, &g->values[root].type))
    return "a self whose layout cajit does not hold as torch does";
  return NULL;
}

const char *cajit_lower_as_strided_scatter_declines(const cajit_bound_args *a) {
  int32_t vid;
  cajit_status s = cajit_bound_tensor(a, "self", &vid);
  if (s) {
    cajit_status_free(s);
    return NULL;
  }
  if (!declared_contiguous(a->g, &a->g->values[vid].type))
    return "a non-contiguous self";
  return NULL;
}

/* Whether buffer b's strides are the strides declared for graph value vid
 * (unspecified declared strides: contiguous), ignoring dims of size 1. */
static bool layout_matches(cajit_lower_ctx *lc, int32_t b, int32_t vid) {
  const cajit_kir_buffer *buf = cajit_kir_buffer_get(lc->p, b);
  const cajit_type *t = &lc->g->values[vid].type;
  if (!buf->strides || t->ndim != buf->ndim) return false;
  cajit_expr_ctx *x = lc->p->exprs;
  const cajit_expr *expect = cajit_expr_int(x, 1);
  for (int32_t d = buf->ndim - 1; d >= 0; d--) {
    const cajit_expr *want = t->strides ? t->strides[d] : expect;
    if (!want || !expect) return false;
    if (!cajit_expr_is(buf->shape[d], 1) &&
        !cajit_dims_equal(lc->g, buf->strides[d], want))
      return false;
    expect = cajit_expr_mul(x, expect, buf->shape[d]);
  }
  return true;
}

static bool allocated(const cajit_kir_buffer *root) {
  return root->kind == CAJIT_KIR_BUFFER_INTERMEDIATE ||
         root->kind == CAJIT_KIR_BUFFER_OUTPUT;
}

/* The element offset from b's root where the strided view starts, or NULL
 * when cajit cannot know it (see above). */
static cajit_status storage_start(cajit_lower_ctx *lc, int32_t b,
                                  const char *self_param,
                                  const cajit_expr **out) {
  int32_t vid;
  *out = NULL;
  CAJIT_RETURN_IF_ERROR(cajit_bound_tensor(&lc->args, self_param, &vid));
  const cajit_kir_buffer *buf = cajit_kir_buffer_get(lc->p, b);
  const cajit_kir_buffer *root = cajit_kir_buffer_get(lc->p, buf->root);
  if (!buf->strides || !buf->offset) return NULL;
  if (cajit_bound_is_none(&lc->args, "storage_offset")) {
    if (allocated(root) && !layout_matches(lc, b, vid)) return NULL;
    *out = buf->offset;
    return NULL;
  }
  if (!allocated(root) || !layout_matches(lc, b, vid)) return NULL;
  return cajit_bound_int(&lc->args, "storage_offset", out);
}

static cajit_status strided_args(cajit_lower_ctx *lc, const cajit_expr **size,
                                 const cajit_expr **stride, int32_t *n) {
  int32_t ns;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(&lc->args, "size", size, CAJIT_MAX_NDIM, n));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(&lc->args, "stride", stride, CAJIT_MAX_NDIM, &ns));
  if (ns != *n)
    return cajit_status_make(CAJIT_VERIFY_ERROR, "size has %d dims, stride %d",
                             (int)*n, (int)ns);
  return NULL;
}

CAJIT_LOWERING(cajit_lower_as_strided) {
  int32_t b, nd, count, v;
  const cajit_expr *size[CAJIT_MAX_NDIM], *stride[CAJIT_MAX_NDIM], *start;
  CAJIT_RETURN_IF_ERROR(self_buffer(lc, &b, &nd));
  CAJIT_RETURN_IF_ERROR(strided_args(lc, size, stride, &count));
  CAJIT_RETURN_IF_ERROR(storage_start(lc, b, "self", &start));
  if (!start) return cajit_lower_fallback(lc);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_as_strided(lc->p, b, count, size, stride, start, &v));
  return cajit_lower_set_result(lc, 0, v);
}

/* A copy of self (torch clones it, keeping its layout: cajit's result is
 * contiguous, so self must be declared contiguous), then src stored
 * through as_strided of the copy (storage offset 0 by default). */
CAJIT_LOWERING(cajit_lower_as_strided_scatter) {
  cajit_kir_program *p = lc->p;
  int32_t self, src, vid, out, view, count;
  const cajit_expr *size[CAJIT_MAX_NDIM], *stride[CAJIT_MAX_NDIM];
  const cajit_expr *start = cajit_expr_int(p->exprs, 0);
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "src", &src));
  CAJIT_RETURN_IF_ERROR(cajit_bound_tensor(&lc->args, "self", &vid));
  CAJIT_RETURN_IF_ERROR(strided_args(lc, size, stride, &count));
  if (lc->g->values[vid].type.strides && !layout_matches(lc, self, vid))
    return cajit_lower_fallback(lc);
  if (!cajit_bound_is_none(&lc->args, "storage_offset"))
    CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "storage_offset", &start));
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &out));
  const cajit_expr **i = cajit_lower_indices(lc, rt->ndim);
  if (!i) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(
      p, lc->name, out, cajit_kir_load(p, self, i), NULL));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_as_strided(p, out, count, size, stride, start, &view));
  i = cajit_lower_indices(lc, count);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_kir_value *v =
      cajit_kir_cast(p, rt->dtype, cajit_kir_load(p, src, i));
  if (!v) return cajit_lower_value_error(lc);
  return cajit_kir_add_pointwise(p, lc->name, view, v, NULL);
}
