/* Lowerings of the embedding_bag backwards ("embedding" family), as
 * ATen's CPU kernels (aten/src/ATen/native/EmbeddingBag.cpp).
 *
 * _embedding_bag_backward (dense) and _embedding_bag_dense_backward:
 * grad_weight = zeros [num_weights, D], then
 *   sum / mean: for each index position j (in order) with indices[j] !=
 *     padding_idx: grad_weight[indices[j]] += scale_j * grad[bag(j)],
 *     scale_j = per_sample_weights[j] (or 1), divided by bag_size[bag(j)]
 *     for mean when that is not 0, computed in double and rounded to the
 *     element type (axpy's alpha);
 *   max: for each bag b with bag_size[b] != 0 and column d:
 *     grad_weight[maximum_indices[b, d], d] += grad[b, d].
 * Each is a SCATTER kernel (one sequential read-modify-write per update,
 * so its rounding is a fixed order: ATen adds the updates of one row in
 * the order of a sort of the indices, which differs from position order
 * only among equal indices, in rounding). bag(j) is offset2bag[j], except
 * when the forward's sum fast path left offset2bag empty (a dim of
 * constant size 0): then, as ATen's backward does, offset2bag is rebuilt
 * from offsets: a zeroed i64 buffer of N + 1 counts, one scatter adding 1
 * at each offset (so include_last_offset's final offset N lands in the
 * extra slot), minus 1 at position 0, and an inclusive cumulative sum.
 * Every data-dependent index is checked (indices against num_weights,
 * bags against grad's rows, offsets against N + 1, maximum_indices against
 * num_weights): a bad one fails the call with torch's index message
 * instead of reading or writing out of bounds.
 *
 * _embedding_bag_per_sample_weights_backward: out[j] = 0 where indices[j]
 * == padding_idx, else the dot product of grad[bag(j)] and
 * weight[indices[j]] (a reduction over D with two gathers).
 *
 * Declined (host fallback): sparse=True (a sparse result), and
 * scale_grad_by_freq=True, whose ATen kernel divides by the count of
 * indices_sorted[i] for the i-th distinct index (not of the index itself),
 * a quirk not worth copying for an option bags rarely use. */
#include <string.h>

#include "ops/infer.h"
#include "ops/lowerings.h"

static bool failed(cajit_status s) {
  bool f = s != NULL;
  cajit_status_free(s);
  return f;
}

const char *cajit_lower_embedding_bag_declines(const cajit_bound_args *a) {
  bool v; /* _embedding_bag_dense_backward has no `sparse`: an error */
  if (!failed(cajit_bound_bool(a, "sparse", &v)) && v) return "sparse=True";
  if (!failed(cajit_bound_bool(a, "scale_grad_by_freq", &v)) && v)
    return "scale_grad_by_freq=True";
  return NULL;
}

/* True when the schema has parameter `name`. */
static bool has_param(const cajit_lower_ctx *lc, const char *name) {
  const cajit_op_schema *s = lc->args.schema;
  size_t len = strlen(name);
  for (int32_t k = 0; k < s->param_count; k++)
    if (s->params[k].name.len == len &&
        !memcmp(s->params[k].name.data, name, len))
      return true;
  return false;
}

/* The bag of every index position: offset2bag itself, or (when it is
 * empty) rebuilt from offsets. *out_buffer is an i64 or i32 buffer of at
 * least N elements. */
static cajit_status bag_of_positions(cajit_lower_ctx *lc, int32_t indices,
                                     int32_t *out_buffer) {
  cajit_kir_program *p = lc->p;
  cajit_expr_ctx *x = p->exprs;
  int32_t o2b;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "offset2bag", &o2b));
  const cajit_kir_buffer *ob = cajit_kir_buffer_get(p, o2b);
  const cajit_expr *n = cajit_kir_buffer_get(p, indices)->shape[0];
  int64_t v;
  bool empty = ob->ndim == 1 && cajit_expr_as_int(ob->shape[0], &v) && v == 0;
  int64_t nv;
  if (!empty || (cajit_expr_as_int(n, &nv) && nv == 0)) {
    *out_buffer = o2b;
    return NULL;
  }
  if (!has_param(lc, "offsets"))
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "offset2bag is empty and the op has no offsets");
  int32_t offsets, counts, bags;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "offsets", &offsets));
  const cajit_kir_buffer *fb = cajit_kir_buffer_get(p, offsets);
  if (fb->ndim != 1)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "offsets must have rank 1, found rank %d",
                             (int)fb->ndim);
  const cajit_expr *n1 = cajit_expr_add(x, n, cajit_expr_int(x, 1));
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(
      p, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_I64, 1, &n1, &counts));
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(
      p, lc->name, counts, cajit_kir_const_int(p, CAJIT_DTYPE_I64, 0), NULL));
  const cajit_expr *i0, *x0;
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 1, &i0));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
  const cajit_kir_value *at = cajit_kir_load(p, offsets, &i0);
  cajit_kir_slot sl = {n1, 0, false};
  const cajit_kir_value *target =
      cajit_kir_load_indirect(p, counts, &x0, 1, &at, &sl);
  if (!target) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_scatter(
      p, lc->name, CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_I64, 1, &fb->shape[0],
      target, cajit_kir_const_int(p, CAJIT_DTYPE_I64, 1), NULL, NULL));
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               CAJIT_DTYPE_I64, 1, &n1, &bags));
  const cajit_kir_value *first = cajit_kir_where(
      p,
      cajit_kir_expr_value(
          p, CAJIT_DTYPE_BOOL,
          cajit_expr_cmp(x, CAJIT_EXPR_EQ, i0, cajit_expr_int(x, 0))),
      cajit_kir_const_int(p, CAJIT_DTYPE_I64, 1),
      cajit_kir_const_int(p, CAJIT_DTYPE_I64, 0));
  const cajit_kir_value *step =
      cajit_kir_binary(p, CAJIT_KIR_SUB, cajit_kir_load(p, counts, &i0), first);
  if (!step) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_scan(
      p, lc->name, bags, CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_I64, 0, step, NULL));
  *out_buffer = bags;
  return NULL;
}

static cajit_status sum_mean(cajit_lower_ctx *lc, int64_t mode, int32_t grad,
                             int32_t indices, const cajit_expr *num_weights,
                             const cajit_expr *padding_idx) {
  cajit_kir_program *p = lc->p;
  int32_t bags, bag_size = -1, psw;
  CAJIT_RETURN_IF_ERROR(bag_of_positions(lc, indices, &bags));
  CAJIT_RETURN_IF_ERROR(cajit_lower_opt_tensor(lc, "per_sample_weights", &psw));
  if (mode == 1)
    CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "bag_size", &bag_size));
  cajit_dtype dt = cajit_lower_result_type(lc, 0)->dtype;
  cajit_lower_accum a;
  CAJIT_RETURN_IF_ERROR(cajit_lower_accum_begin(lc, -1, false, &a));
  const cajit_kir_buffer *gb = cajit_kir_buffer_get(p, grad);
  const cajit_expr *space[2] = {cajit_kir_buffer_get(p, indices)->shape[0],
                                gb->shape[1]};
  const cajit_expr *i[2], *x0;
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 2, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
  const cajit_kir_value *row =
      cajit_kir_cast(p, CAJIT_DTYPE_I64, cajit_kir_load(p, indices, &i[0]));
  const cajit_kir_value *bag =
      cajit_kir_cast(p, CAJIT_DTYPE_I64, cajit_kir_load(p, bags, &i[0]));
  const cajit_kir_value *keep =
      cajit_kir_binary(p, CAJIT_KIR_NE, row,
                       cajit_kir_expr_value(p, CAJIT_DTYPE_I64, padding_idx));
  cajit_kir_slot bag_slot = {gb->shape[0], 0, false};
  const cajit_expr *g_at[2] = {x0, i[1]};
  const cajit_kir_value *g = cajit_kir_cast(
      p, a.acc_dtype,
      cajit_kir_load_indirect(p, grad, g_at, 1, &bag, &bag_slot));
  const cajit_kir_value *scale = NULL; /* in double, as ATen */
  if (psw >= 0)
    scale = cajit_kir_cast(p, CAJIT_DTYPE_F64, cajit_kir_load(p, psw, &i[0]));
  if (mode == 1) {
    const cajit_kir_value *size = cajit_kir_cast(
        p, CAJIT_DTYPE_I64,
        cajit_kir_load_indirect(p, bag_size, &x0, 1, &bag, &bag_slot));
    const cajit_kir_value *one = cajit_kir_const_float(p, CAJIT_DTYPE_F64, 1);
    const cajit_kir_value *div =
        cajit_kir_binary(p, CAJIT_KIR_DIV, scale ? scale : one,
                         cajit_kir_cast(p, CAJIT_DTYPE_F64, size));
    scale = cajit_kir_where(
        p,
        cajit_kir_binary(p, CAJIT_KIR_NE, size,
                         cajit_kir_const_int(p, CAJIT_DTYPE_I64, 0)),
        div, scale ? scale : one);
  }
  const cajit_kir_value *v =
      scale
          ? cajit_kir_binary(
                p, CAJIT_KIR_MUL,
                cajit_kir_cast(p, a.acc_dtype, cajit_kir_cast(p, dt, scale)), g)
          : g;
  if (!v || !keep) return cajit_lower_value_error(lc);
  cajit_kir_slot row_slot = {num_weights, 0, false};
  const cajit_expr *at[2] = {x0, i[1]};
  CAJIT_RETURN_IF_ERROR(
      cajit_lower_accum_add(lc, &a, 2, space, at, 1, &row, &row_slot, v, keep));
  return cajit_lower_accum_end(lc, &a);
}

static cajit_status max_mode(cajit_lower_ctx *lc, int32_t grad,
                             const cajit_expr *num_weights) {
  cajit_kir_program *p = lc->p;
  int32_t bag_size, maxi;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "bag_size", &bag_size));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "maximum_indices", &maxi));
  cajit_lower_accum a;
  CAJIT_RETURN_IF_ERROR(cajit_lower_accum_begin(lc, -1, false, &a));
  const cajit_kir_buffer *gb = cajit_kir_buffer_get(p, grad);
  if (cajit_kir_buffer_get(p, maxi)->ndim != 2)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "maximum_indices must have rank 2 in max mode");
  const cajit_expr *i[2], *x0;
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 2, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
  const cajit_kir_value *nonempty = cajit_kir_binary(
      p, CAJIT_KIR_NE,
      cajit_kir_cast(p, CAJIT_DTYPE_I64, cajit_kir_load(p, bag_size, &i[0])),
      cajit_kir_const_int(p, CAJIT_DTYPE_I64, 0));
  const cajit_kir_value *row =
      cajit_kir_cast(p, CAJIT_DTYPE_I64, cajit_kir_load(p, maxi, i));
  const cajit_kir_value *v = cajit_kir_load(p, grad, i);
  if (!nonempty || !row || !v) return cajit_lower_value_error(lc);
  cajit_kir_slot sl = {num_weights, 0, false};
  const cajit_expr *at[2] = {x0, i[1]};
  CAJIT_RETURN_IF_ERROR(cajit_lower_accum_add(lc, &a, 2, gb->shape, at, 1, &row,
                                              &sl, v, nonempty));
  return cajit_lower_accum_end(lc, &a);
}

static cajit_status read_mode(cajit_lower_ctx *lc, int64_t *mode) {
  const cajit_expr *m;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "mode", &m));
  if (!cajit_expr_as_int(m, mode) || *mode < 0 || *mode > 2)
    return cajit_status_make(CAJIT_UNSUPPORTED, "mode must be 0, 1 or 2");
  return NULL;
}

CAJIT_LOWERING(cajit_lower_embedding_bag_backward) {
  (void)n;
  if (!cajit_lower_accum_native(lc)) return cajit_lower_fallback(lc);
  int32_t grad, indices;
  int64_t mode;
  const cajit_expr *num_weights, *padding_idx;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad", &grad));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "indices", &indices));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int(&lc->args, "num_weights", &num_weights));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int(&lc->args, "padding_idx", &padding_idx));
  CAJIT_RETURN_IF_ERROR(read_mode(lc, &mode));
  if (mode == 2) return max_mode(lc, grad, num_weights);
  return sum_mean(lc, mode, grad, indices, num_weights, padding_idx);
}

CAJIT_LOWERING(cajit_lower_embedding_bag_psw_backward) {
  (void)n;
  cajit_kir_program *p = lc->p;
  int32_t grad, weight, indices, bags;
  const cajit_expr *padding_idx;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad", &grad));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "weight", &weight));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "indices", &indices));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int(&lc->args, "padding_idx", &padding_idx));
  CAJIT_RETURN_IF_ERROR(bag_of_positions(lc, indices, &bags));
  cajit_dtype acc =
      cajit_lower_acc_dtype(cajit_lower_result_type(lc, 0)->dtype);
  const cajit_kir_buffer *gb = cajit_kir_buffer_get(p, grad),
                         *wb = cajit_kir_buffer_get(p, weight);
  const cajit_expr *i0, *r0, *x0;
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 1, &i0));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, &r0));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
  const cajit_kir_value *row =
      cajit_kir_cast(p, CAJIT_DTYPE_I64, cajit_kir_load(p, indices, &i0));
  const cajit_kir_value *bag =
      cajit_kir_cast(p, CAJIT_DTYPE_I64, cajit_kir_load(p, bags, &i0));
  const cajit_kir_value *keep =
      cajit_kir_binary(p, CAJIT_KIR_NE, row,
                       cajit_kir_expr_value(p, CAJIT_DTYPE_I64, padding_idx));
  /* A padding position reads row 0 (it is masked out; the weight may have
   * no row padding_idx to read, and a gather is checked even where a
   * where does not select it). */
  const cajit_kir_value *safe_row =
      cajit_kir_where(p, keep, row, cajit_kir_const_int(p, CAJIT_DTYPE_I64, 0));
  cajit_kir_slot bag_slot = {gb->shape[0], 0, false};
  cajit_kir_slot row_slot = {wb->shape[0], 0, false};
  const cajit_expr *at[2] = {x0, r0};
  const cajit_kir_value *prod = cajit_kir_binary(
      p, CAJIT_KIR_MUL,
      cajit_kir_cast(p, acc,
                     cajit_kir_load_indirect(p, grad, at, 1, &bag, &bag_slot)),
      cajit_kir_cast(
          p, acc,
          cajit_kir_load_indirect(p, weight, at, 1, &safe_row, &row_slot)));
  const cajit_kir_value *v =
      cajit_kir_where(p, keep, prod, cajit_kir_const_float(p, acc, 0));
  if (!v) return cajit_lower_value_error(lc);
  int32_t out;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &out));
  return cajit_kir_add_reduction(p, lc->name, out, CAJIT_KIR_REDUCE_SUM, acc, 1,
                                 &gb->shape[1], v, NULL);
}
