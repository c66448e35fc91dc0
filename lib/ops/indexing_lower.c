/* Lowerings of the "indexing" family, and the accumulation helpers the
 * other scatter lowerings share (embedding_dense_backward,
 * max_pool2d_with_indices_backward).
 *
 * index_select and gather are one pointwise kernel each, reading self
 * through a LOAD_INDIRECT (the index checked in range, torch's message).
 * index_add and scatter_add copy self into the result, then run one
 * SCATTER kernel over the source (index_add) or the index (scatter_add) in
 * row-major order: each output element receives its updates in the order
 * of torch's CPU loops, so f32/f64 sums round the same way.
 *
 * Reduced floats follow torch 2.13's CPU kernels, measured against it:
 * scatter_add accumulates f16/bf16 in an f32 copy of self and rounds once
 * at the end; index_add does the same when it forwards to scatter_add
 * (self of rank > 1, dim first or last, an i64 index, alpha 1), and
 * otherwise rounds after every update (per slice, self + alpha * source in
 * f32; for a 1-d self, in the element type as `self += source * alpha`).
 * alpha is first rounded to the element type (torch's scalar_t): for
 * f16/bf16 its product with an element is then exact in f32. For f32/f64
 * with alpha other than 1, torch's vectorized slice add fuses the multiply
 * and add (fma) where cajit rounds the product first: the last bit may
 * differ. Bool results (torch ORs them) run on the host.
 *
 * Advanced indexing (ops/indexing.h) with up to CAJIT_KIR_MAX_SLOTS index
 * tensors: index is one gather whose slots are the index tensors, read
 * broadcast over B, negative values counting from the end (Python
 * indexing); index_put with accumulate is index's scatter twin over the
 * indexed shape, updates in row-major order rounded one by one (as torch's
 * serial CPU loop, measured for f32 and bf16). Masks, more index tensors,
 * and index_put without accumulate (whose duplicates torch leaves
 * unordered) run on the host. */
#include "ops/indexing.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

/* ---- accumulation helpers --------------------------------------------------
 */

bool cajit_lower_accum_native(const cajit_lower_ctx *lc) {
  return cajit_lower_result_type(lc, 0)->dtype != CAJIT_DTYPE_BOOL;
}

cajit_status cajit_lower_accum_begin(cajit_lower_ctx *lc, int32_t init,
                                     bool round_once, cajit_lower_accum *out) {
  cajit_kir_program *p = lc->p;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  cajit_dtype dt = rt->dtype; /* not bool: see cajit_lower_accum_native */
  bool reduced = dt == CAJIT_DTYPE_F16 || dt == CAJIT_DTYPE_BF16;
  out->acc_dtype = reduced ? CAJIT_DTYPE_F32 : dt;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &out->result));
  out->target = out->result;
  if (reduced && round_once)
    CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(
        p, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_F32, rt->ndim, rt->shape,
        &out->target));
  cajit_dtype tdt = cajit_kir_buffer_get(p, out->target)->dtype;
  const cajit_expr **i = cajit_lower_indices(lc, rt->ndim);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_kir_value *v =
      init >= 0 ? cajit_kir_cast(p, tdt, cajit_kir_load(p, init, i))
                : cajit_kir_const_int(p, tdt, 0);
  if (!v) return cajit_lower_value_error(lc);
  return cajit_kir_add_pointwise(p, lc->name, out->target, v, NULL);
}

cajit_status
cajit_lower_accum_add(cajit_lower_ctx *lc, const cajit_lower_accum *a,
                      int32_t space_ndim, const cajit_expr *const *space,
                      const cajit_expr *const *index, int32_t slot_count,
                      const cajit_kir_value *const *slot_values,
                      const cajit_kir_slot *slots, const cajit_kir_value *value,
                      const cajit_kir_value *mask) {
  cajit_kir_program *p = lc->p;
  const cajit_kir_value *target = cajit_kir_load_indirect(
      p, a->target, index, slot_count, slot_values, slots);
  value = cajit_kir_cast(p, a->acc_dtype, value);
  if (!target || !value) return cajit_lower_value_error(lc);
  return cajit_kir_add_scatter(p, lc->name, CAJIT_KIR_REDUCE_SUM, a->acc_dtype,
                               space_ndim, space, target, value, mask, NULL);
}

cajit_status cajit_lower_accum_end(cajit_lower_ctx *lc,
                                   const cajit_lower_accum *a) {
  if (a->target == a->result) return NULL;
  cajit_kir_program *p = lc->p;
  const cajit_kir_buffer *r = cajit_kir_buffer_get(p, a->result);
  cajit_dtype dt = r->dtype;
  const cajit_expr **i = cajit_lower_indices(lc, r->ndim);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_kir_value *v =
      cajit_kir_cast(p, dt, cajit_kir_load(p, a->target, i));
  if (!v) return cajit_lower_value_error(lc);
  return cajit_kir_add_pointwise(p, lc->name, a->result, v, NULL);
}

/* ---- shared pieces
 * -----------------------------------------------------------
 */

/* The operands every op of the family has: self, its rank, dim and index. */
typedef struct operands {
  int32_t self, index, nd, dim;
  const cajit_kir_buffer *sb;
} operands;

static cajit_status read_operands(cajit_lower_ctx *lc, operands *o) {
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &o->self));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "index", &o->index));
  o->nd = cajit_kir_buffer_get(lc->p, o->self)->ndim;
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim", o->nd, &o->dim));
  o->sb = cajit_kir_buffer_get(lc->p, o->self);
  return NULL;
}

/* The checked slot of a gather or scatter along dim of a tensor whose
 * buffer is b (size 1 for a 0-d tensor, as torch). */
static cajit_kir_slot slot_of(cajit_lower_ctx *lc, int32_t b, int32_t dim) {
  const cajit_kir_buffer *buf = cajit_kir_buffer_get(lc->p, b);
  cajit_kir_slot s = {buf->ndim ? buf->shape[dim]
                                : cajit_expr_int(lc->p->exprs, 1),
                      dim, false};
  return s;
}

/* i (nd indices) with dim replaced by the slot symbol _x0, into at. */
static cajit_status slot_index(cajit_lower_ctx *lc, const cajit_expr *const *i,
                               int32_t nd, int32_t dim, const cajit_expr **at) {
  const cajit_expr *x0;
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(lc->p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
  for (int32_t d = 0; d < nd; d++)
    at[d] = d == dim ? x0 : i[d];
  return NULL;
}

/* Element k of a 0-d or 1-d index: index[k], or index[] (k must then be 0
 * or the loop index of a dim of size 1). */
static const cajit_kir_value *vector_entry(cajit_lower_ctx *lc, int32_t index,
                                           const cajit_expr *k) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(lc->p, index);
  return cajit_kir_load(lc->p, index, b->ndim ? &k : NULL);
}

/* ---- gathers -------------------------------------------------------------
 */

/* out[.., i, ..] = self[.., index[i], ..] along dim. */
CAJIT_LOWERING(cajit_lower_index_select) {
  operands o;
  CAJIT_RETURN_IF_ERROR(read_operands(lc, &o));
  const cajit_expr **i = cajit_lower_indices(lc, o.nd);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_expr *at[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(slot_index(lc, i, o.nd, o.dim, at));
  const cajit_expr *k = o.nd ? i[o.dim] : cajit_expr_int(lc->p->exprs, 0);
  const cajit_kir_value *sv = vector_entry(lc, o.index, k);
  cajit_kir_slot sl = slot_of(lc, o.self, o.dim);
  return cajit_lower_pointwise(
      lc, 0, cajit_kir_load_indirect(lc->p, o.self, at, 1, &sv, &sl));
}

/* out[i] = self[i with dim := index[i]], over the index's shape. */
CAJIT_LOWERING(cajit_lower_gather) {
  operands o;
  CAJIT_RETURN_IF_ERROR(read_operands(lc, &o));
  /* The shape rule lets a 0-d tensor stand for a 1-d one: view a 0-d self
   * as 1-d; a 0-d index has no loop index to put beside the slot. */
  const cajit_kir_buffer *ib = cajit_kir_buffer_get(lc->p, o.index);
  int32_t ind = ib->ndim;
  for (int32_t d = 0; d < ind; d++)
    if (cajit_expr_is(ib->shape[d], 0)) /* empty: nothing to read */
      return cajit_lower_pointwise(
          lc, 0,
          cajit_kir_const_int(lc->p, cajit_lower_result_type(lc, 0)->dtype, 0));
  if (o.nd == 0 && ind == 1) {
    CAJIT_RETURN_IF_ERROR(cajit_kir_view_unsqueeze(lc->p, o.self, 0, &o.self));
    o.nd = 1;
  }
  const cajit_expr **i = cajit_lower_indices(lc, ind);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_expr *at[CAJIT_MAX_NDIM], *x0;
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(lc->p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
  for (int32_t d = 0; d < o.nd; d++)
    at[d] = d == o.dim ? x0 : i[d];
  const cajit_kir_value *sv = cajit_kir_load(lc->p, o.index, ind ? i : NULL);
  cajit_kir_slot sl = slot_of(lc, o.self, o.dim);
  return cajit_lower_pointwise(
      lc, 0, cajit_kir_load_indirect(lc->p, o.self, at, 1, &sv, &sl));
}

/* The loop of a scatter along o->dim: space the extents of buffer `over`
 * (the index, or the source), i its indices, at the target's index (i
 * with dim replaced by the slot, slot_index). */
static cajit_status scatter_loop(cajit_lower_ctx *lc, const operands *o,
                                 int32_t over, const cajit_expr **space,
                                 const cajit_expr ***i, const cajit_expr **at) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(lc->p, over);
  for (int32_t d = 0; d < o->nd; d++)
    space[d] = b->shape[d];
  *i = cajit_lower_indices(lc, o->nd);
  if (!*i) return cajit_lower_value_error(lc);
  return slot_index(lc, *i, o->nd, o->dim, at);
}

/* ---- scatters ------------------------------------------------------------
 */

/* out = self; out[i with dim := index[i]] += src[i], over the index. */
CAJIT_LOWERING(cajit_lower_scatter_add) {
  operands o;
  int32_t src;
  if (!cajit_lower_accum_native(lc)) return cajit_lower_fallback(lc);
  CAJIT_RETURN_IF_ERROR(read_operands(lc, &o));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "src", &src));
  cajit_lower_accum a;
  CAJIT_RETURN_IF_ERROR(cajit_lower_accum_begin(lc, o.self, true, &a));
  const cajit_expr *space[CAJIT_MAX_NDIM], *at[CAJIT_MAX_NDIM], **i;
  CAJIT_RETURN_IF_ERROR(scatter_loop(lc, &o, o.index, space, &i, at));
  cajit_kir_slot sl = slot_of(lc, o.self, o.dim);
  const cajit_kir_value *k = cajit_kir_load(lc->p, o.index, i);
  CAJIT_RETURN_IF_ERROR(
      cajit_lower_accum_add(lc, &a, o.nd, space, at, 1, &k, &sl,
                            cajit_kir_load(lc->p, src, i), NULL));
  return cajit_lower_accum_end(lc, &a);
}

/* scatter.src / scatter.value: out = self; out[i with dim := index[i]] =
 * src[i] (or value), over the index in row-major order, each update an
 * assignment: where the index repeats, the last one stays, as ATen's
 * sequential CPU loop leaves it (torch calls that case unspecified). The
 * backward of max / min over a dim, topk and sort scatters into zeros at
 * distinct positions. */
CAJIT_LOWERING(cajit_lower_scatter) {
  operands o;
  if (!cajit_lower_accum_native(lc)) return cajit_lower_fallback(lc);
  CAJIT_RETURN_IF_ERROR(read_operands(lc, &o));
  cajit_lower_accum a;
  CAJIT_RETURN_IF_ERROR(cajit_lower_accum_begin(lc, o.self, false, &a));
  const cajit_expr *space[CAJIT_MAX_NDIM], *at[CAJIT_MAX_NDIM], **i;
  CAJIT_RETURN_IF_ERROR(scatter_loop(lc, &o, o.index, space, &i, at));
  cajit_kir_slot sl = slot_of(lc, o.self, o.dim);
  const cajit_kir_value *k = cajit_kir_load(lc->p, o.index, i), *v;
  if (lc->args.schema->params[3].type == CAJIT_SCHEMA_TENSOR) {
    int32_t src;
    CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "src", &src));
    v = cajit_kir_load(lc->p, src, i);
  } else {
    cajit_status err = NULL;
    v = cajit_lower_scalar(lc, "value", o.sb->dtype, &err);
    if (err) return err;
  }
  const cajit_kir_value *target =
      cajit_kir_load_indirect(lc->p, a.target, at, 1, &k, &sl);
  v = cajit_kir_cast(lc->p, a.acc_dtype, v);
  if (!target || !v) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_add_scatter(lc->p, lc->name, CAJIT_KIR_REDUCE_ASSIGN,
                            a.acc_dtype, o.nd, space, target, v, NULL, NULL));
  return cajit_lower_accum_end(lc, &a);
}

/* alpha's value is the constant 1 (int or float). */
static cajit_status alpha_is_one(cajit_lower_ctx *lc, bool *out) {
  cajit_bound_scalar bs;
  CAJIT_RETURN_IF_ERROR(cajit_bound_scalar_get(&lc->args, "alpha", &bs));
  int64_t iv;
  double fv;
  *out = bs.expr && ((cajit_expr_as_int(bs.expr, &iv) && iv == 1) ||
                     (cajit_expr_as_float(bs.expr, &fv) && fv == 1.0));
  return NULL;
}

/* out = self; out[.., index[i], ..] += alpha * source[.., i, ..] along dim,
 * over the source. */
CAJIT_LOWERING(cajit_lower_index_add) {
  cajit_kir_program *p = lc->p;
  operands o;
  int32_t src;
  bool one;
  if (!cajit_lower_accum_native(lc)) return cajit_lower_fallback(lc);
  CAJIT_RETURN_IF_ERROR(read_operands(lc, &o));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "source", &src));
  CAJIT_RETURN_IF_ERROR(alpha_is_one(lc, &one));
  cajit_dtype dt = o.sb->dtype;
  bool forwarded = o.nd > 1 && one && (o.dim == 0 || o.dim == o.nd - 1) &&
                   cajit_kir_buffer_get(p, o.index)->dtype == CAJIT_DTYPE_I64;
  cajit_lower_accum a;
  CAJIT_RETURN_IF_ERROR(cajit_lower_accum_begin(lc, o.self, forwarded, &a));
  const cajit_expr *space[CAJIT_MAX_NDIM], *at[CAJIT_MAX_NDIM], **i;
  CAJIT_RETURN_IF_ERROR(scatter_loop(lc, &o, src, space, &i, at));
  const cajit_expr *k = o.nd ? i[o.dim] : cajit_expr_int(p->exprs, 0);
  const cajit_kir_value *v =
      cajit_kir_cast(p, a.acc_dtype, cajit_kir_load(p, src, i));
  if (!one) {
    /* alpha is converted to the element type first (scalar_t), as torch. */
    cajit_status err;
    cajit_dtype at = cajit_dtype_is_floating(dt) ? CAJIT_DTYPE_F64 : dt;
    const cajit_kir_value *alpha = cajit_kir_cast(
        p, a.acc_dtype,
        cajit_kir_cast(p, dt, cajit_lower_scalar(lc, "alpha", at, &err)));
    if (err) return err;
    v = cajit_kir_binary(p, CAJIT_KIR_MUL, v, alpha);
    if (o.nd <= 1) v = cajit_kir_cast(p, dt, v); /* scalar_t arithmetic */
  }
  cajit_kir_slot sl = slot_of(lc, o.self, o.dim);
  const cajit_kir_value *sv = vector_entry(lc, o.index, k);
  CAJIT_RETURN_IF_ERROR(
      cajit_lower_accum_add(lc, &a, o.nd, space, at, 1, &sv, &sl, v, NULL));
  return cajit_lower_accum_end(lc, &a);
}

/* ---- advanced indexing ---------------------------------------------------
 */

/* The self-side index expressions of x[indices] at result index i, and the
 * slot values (index tensors broadcast over B) into at / sv / sl. */
static cajit_status
advanced_access(cajit_lower_ctx *lc, int32_t self, const cajit_index_layout *l,
                const cajit_expr *const *i, const cajit_expr **at,
                const cajit_kir_value **sv, cajit_kir_slot *sl) {
  cajit_kir_program *p = lc->p;
  const cajit_expr *x[CAJIT_KIR_MAX_SLOTS], *zero = cajit_expr_int(p->exprs, 0);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, l->tensors, x));
  const cajit_kir_buffer *sb = cajit_kir_buffer_get(p, self);
  int32_t nd = sb->ndim;
  for (int32_t d = 0, k = 0; d < nd; d++) {
    if (l->self_to_result[d] >= 0) {
      at[d] = i[l->self_to_result[d]];
      continue;
    }
    int32_t t;
    CAJIT_RETURN_IF_ERROR(cajit_lower_value(lc, l->ids[d], &t));
    const cajit_kir_buffer *tb = cajit_kir_buffer_get(p, t);
    const cajit_expr *ti[CAJIT_MAX_NDIM];
    for (int32_t e = 0; e < tb->ndim; e++) {
      int32_t bd = l->bndim - tb->ndim + e;
      int64_t one;
      ti[e] = cajit_expr_as_int(tb->shape[e], &one) && one == 1
                  ? zero
                  : i[l->first + bd];
    }
    sb = cajit_kir_buffer_get(p, self);
    sv[k] = cajit_kir_load(p, t, ti);
    sl[k] = (cajit_kir_slot){sb->shape[d], d, true};
    at[d] = x[k++];
  }
  return NULL;
}

/* The layout of the node's indices over self, or *out_host set when the
 * host must run the node. */
static cajit_status advanced_layout(cajit_lower_ctx *lc, cajit_index_layout *l,
                                    bool *out_host) {
  int32_t v;
  CAJIT_RETURN_IF_ERROR(cajit_bound_tensor(&lc->args, "self", &v));
  CAJIT_RETURN_IF_ERROR(cajit_index_layout_of(lc->g, &lc->args, "indices",
                                              &lc->g->values[v].type, l));
  *out_host = l->mask || l->tensors > CAJIT_KIR_MAX_SLOTS;
  return NULL;
}

/* out[i] = self[at(i)], over the result. */
CAJIT_LOWERING(cajit_lower_index) {
  cajit_index_layout l;
  bool host;
  int32_t self;
  CAJIT_RETURN_IF_ERROR(advanced_layout(lc, &l, &host));
  if (host) return cajit_lower_fallback(lc);
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  const cajit_expr **i = cajit_lower_indices(lc, l.ndim);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_expr *at[CAJIT_MAX_NDIM];
  const cajit_kir_value *sv[CAJIT_KIR_MAX_SLOTS];
  cajit_kir_slot sl[CAJIT_KIR_MAX_SLOTS];
  CAJIT_RETURN_IF_ERROR(advanced_access(lc, self, &l, i, at, sv, sl));
  if (l.tensors == 0) /* x[None, ...]: a copy */
    return cajit_lower_pointwise(lc, 0, cajit_kir_load(lc->p, self, at));
  return cajit_lower_pointwise(
      lc, 0, cajit_kir_load_indirect(lc->p, self, at, l.tensors, sv, sl));
}

/* out = self; out[at(i)] += values[i] (broadcast), over the indexed
 * shape. */
CAJIT_LOWERING(cajit_lower_index_put) {
  cajit_index_layout l;
  bool host, accumulate;
  int32_t self, values;
  CAJIT_RETURN_IF_ERROR(cajit_bound_bool(&lc->args, "accumulate", &accumulate));
  CAJIT_RETURN_IF_ERROR(advanced_layout(lc, &l, &host));
  if (host || !accumulate || l.tensors == 0 || !cajit_lower_accum_native(lc))
    return cajit_lower_fallback(lc);
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "values", &values));
  cajit_lower_accum a;
  CAJIT_RETURN_IF_ERROR(cajit_lower_accum_begin(lc, self, false, &a));
  const cajit_expr **i = cajit_lower_indices(lc, l.ndim);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_expr *at[CAJIT_MAX_NDIM];
  const cajit_kir_value *sv[CAJIT_KIR_MAX_SLOTS];
  cajit_kir_slot sl[CAJIT_KIR_MAX_SLOTS];
  CAJIT_RETURN_IF_ERROR(advanced_access(lc, a.target, &l, i, at, sv, sl));
  CAJIT_RETURN_IF_ERROR(
      cajit_lower_accum_add(lc, &a, l.ndim, l.shape, at, l.tensors, sv, sl,
                            cajit_lower_load_bcast(lc, values, l.ndim), NULL));
  return cajit_lower_accum_end(lc, &a);
}
