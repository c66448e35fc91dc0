/* Op family "attention": the CPU flash attention ops behind
 * scaled_dot_product_attention.
 *
 * query [B, H, L, E], key [B, Hk, S, E], value [B, Hk, S, Ev] of one
 * dtype, where Hk == H or divides it (grouped-query attention, enable_gqa:
 * query head h attends with key/value head h / (H / Hk)). The forward
 * gives the output shaped like query with Ev as its last dim (torch's meta
 * function) and logsumexp [B, H, L] in the accumulation dtype (f64 for f64,
 * else f32); the backward gives gradients shaped like query, key and
 * value. attn_mask, when given, has rank <= 4 and broadcasts to
 * [B, H, L, S]. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "attention"

/* Key/value heads: equal to the query's, or a known divisor of them. */
static cajit_status heads_agree(cajit_infer *inf, const cajit_expr *hq,
                                const cajit_expr *hk) {
  if (cajit_dims_equal(inf->g, hq, hk)) return NULL;
  int64_t q, k;
  if (cajit_expr_as_int(hq, &q) && cajit_expr_as_int(hk, &k) &&
      (k <= 0 || q % k != 0))
    return cajit_infer_fail("query heads (%lld) are not a multiple of key "
                            "heads (%lld)",
                            (long long)q, (long long)k);
  return NULL; /* symbolic: grouped-query attention, checked by torch */
}

static cajit_status qkv(cajit_infer *inf, const cajit_type **q,
                        const cajit_type **k, const cajit_type **v) {
  int32_t id;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "query", &id, q));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "key", &id, k));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "value", &id, v));
  const cajit_type *t[3] = {*q, *k, *v};
  const char *names[3] = {"query", "key", "value"};
  for (int i = 0; i < 3; i++) {
    if (t[i]->ndim != 4)
      return cajit_infer_fail("%s must have rank 4, found rank %d", names[i],
                              t[i]->ndim);
    if (t[i]->dtype != (*q)->dtype)
      return cajit_infer_fail("%s is %s, query is %s", names[i],
                              cajit_dtype_name(t[i]->dtype),
                              cajit_dtype_name((*q)->dtype));
  }
  if (!cajit_dtype_is_floating((*q)->dtype))
    return cajit_infer_fail("query is %s, not a floating dtype",
                            cajit_dtype_name((*q)->dtype));
  for (int i = 1; i < 3; i++)
    CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(
        inf, "batch dims", t[i]->shape[0], (*q)->shape[0]));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(inf, "key and value head dims",
                                               (*k)->shape[1], (*v)->shape[1]));
  CAJIT_RETURN_IF_ERROR(heads_agree(inf, (*q)->shape[1], (*k)->shape[1]));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(
      inf, "query and key embedding dims", (*q)->shape[3], (*k)->shape[3]));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(
      inf, "key and value sequence lengths", (*k)->shape[2], (*v)->shape[2]));
  if (cajit_bound_is_none(inf->args, "attn_mask")) return NULL;
  const cajit_type *m;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "attn_mask", &id, &m));
  int32_t n = 4;
  const cajit_expr *shape[4] = {(*q)->shape[0], (*q)->shape[1], (*q)->shape[2],
                                (*k)->shape[2]};
  if (m->ndim > 4)
    return cajit_infer_fail("attn_mask must have rank <= 4, found rank %d",
                            m->ndim);
  return cajit_broadcast(inf->g, &n, shape, m->ndim, m->shape);
}

/* logsumexp [B, H, L] in the accumulation dtype. */
static cajit_dtype lse_dtype(cajit_dtype d) {
  return d == CAJIT_DTYPE_F64 ? CAJIT_DTYPE_F64 : CAJIT_DTYPE_F32;
}

static cajit_status infer_flash_attention(cajit_infer *inf) {
  const cajit_type *q, *k, *v;
  CAJIT_RETURN_IF_ERROR(qkv(inf, &q, &k, &v));
  const cajit_expr *shape[4] = {q->shape[0], q->shape[1], q->shape[2],
                                v->shape[3]};
  CAJIT_RETURN_IF_ERROR(
      cajit_infer_set_tensor(inf, 0, q->dtype, 4, shape, NULL));
  return cajit_infer_set_tensor(inf, 1, lse_dtype(q->dtype), 3, q->shape, NULL);
}

static cajit_status infer_flash_attention_backward(cajit_infer *inf) {
  const cajit_type *q, *k, *v, *g, *o, *l;
  int32_t id;
  CAJIT_RETURN_IF_ERROR(qkv(inf, &q, &k, &v));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "grad_out", &id, &g));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "out", &id, &o));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "logsumexp", &id, &l));
  const cajit_type *t[2] = {g, o};
  const char *names[2] = {"grad_out", "out"};
  for (int i = 0; i < 2; i++) {
    if (t[i]->ndim != 4)
      return cajit_infer_fail("%s must have rank 4, found rank %d", names[i],
                              t[i]->ndim);
    if (t[i]->dtype != q->dtype)
      return cajit_infer_fail("%s is %s, query is %s", names[i],
                              cajit_dtype_name(t[i]->dtype),
                              cajit_dtype_name(q->dtype));
    for (int d = 0; d < 3; d++)
      CAJIT_RETURN_IF_ERROR(
          cajit_infer_dims_agree(inf, "dims of out / grad_out and query",
                                 t[i]->shape[d], q->shape[d]));
    CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(
        inf, "embedding dims of out / grad_out and value", t[i]->shape[3],
        v->shape[3]));
  }
  if (l->ndim != 3 || l->dtype != lse_dtype(q->dtype))
    return cajit_infer_fail("logsumexp must be %s of rank 3, found %s of "
                            "rank %d",
                            cajit_dtype_name(lse_dtype(q->dtype)),
                            cajit_dtype_name(l->dtype), l->ndim);
  for (int d = 0; d < 3; d++)
    CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(
        inf, "dims of logsumexp and query", l->shape[d], q->shape[d]));
  CAJIT_RETURN_IF_ERROR(cajit_infer_set_like(inf, 0, q));
  CAJIT_RETURN_IF_ERROR(cajit_infer_set_like(inf, 1, k));
  return cajit_infer_set_like(inf, 2, v);
}

const cajit_op_def cajit_ops_attention[] = {
    {"aten._scaled_dot_product_flash_attention_for_cpu.default",
     "aten::_scaled_dot_product_flash_attention_for_cpu(Tensor query, Tensor "
     "key, Tensor value, float dropout_p=0., bool is_causal=False, *, Tensor? "
     "attn_mask=None, float? scale=None) -> (Tensor output, Tensor logsumexp)",
     FAMILY, CAJIT_OP_LIBRARY, infer_flash_attention,
     cajit_lower_forward_library},
    {"aten._scaled_dot_product_flash_attention_for_cpu_backward.default",
     "aten::_scaled_dot_product_flash_attention_for_cpu_backward(Tensor "
     "grad_out, Tensor query, Tensor key, Tensor value, Tensor out, Tensor "
     "logsumexp, float dropout_p, bool is_causal, *, Tensor? attn_mask=None, "
     "float? scale=None) -> (Tensor grad_query, Tensor grad_key, Tensor "
     "grad_value)",
     FAMILY, 0, infer_flash_attention_backward,
     cajit_lower_flash_attention_backward,
     cajit_decline_flash_attention_backward, "dropout_p != 0"},
};
CAJIT_FAMILY_COUNT(attention);
