/* Op family "attention": the CPU flash attention ops behind
 * scaled_dot_product_attention.
 *
 * query [B, H, L, E], key [B, H, S, E], value [B, H, S, Ev]. The forward
 * gives the output shaped like query (torch's meta function) and
 * logsumexp [B, H, L] in f32; the backward gives gradients shaped like
 * query, key and value. */
#include "ops/families.h"
#include "ops/infer.h"

#define TRY CAJIT_RETURN_IF_ERROR
#define FAMILY "attention"

static cajit_status dims_agree(cajit_infer *inf, const char *what,
                               const cajit_expr *a, const cajit_expr *b) {
  if (cajit_dims_equal(inf->g, a, b)) return NULL;
  char x[64], y[64];
  return cajit_infer_fail("%s differ: %s vs %s", what,
                          cajit_expr_str(inf->g, a, x, sizeof x),
                          cajit_expr_str(inf->g, b, y, sizeof y));
}

static cajit_status qkv(cajit_infer *inf, const cajit_type **q,
                        const cajit_type **k, const cajit_type **v) {
  int32_t id;
  TRY(cajit_infer_tensor_arg(inf, "query", &id, q));
  TRY(cajit_infer_tensor_arg(inf, "key", &id, k));
  TRY(cajit_infer_tensor_arg(inf, "value", &id, v));
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
  for (int i = 1; i < 3; i++) {
    TRY(dims_agree(inf, "batch dims", t[i]->shape[0], (*q)->shape[0]));
    TRY(dims_agree(inf, "head dims", t[i]->shape[1], (*q)->shape[1]));
  }
  TRY(dims_agree(inf, "query and key embedding dims", (*q)->shape[3],
                 (*k)->shape[3]));
  return dims_agree(inf, "key and value sequence lengths", (*k)->shape[2],
                    (*v)->shape[2]);
}

static cajit_status infer_flash_attention(cajit_infer *inf) {
  const cajit_type *q, *k, *v;
  TRY(qkv(inf, &q, &k, &v));
  TRY(cajit_infer_set_like(inf, 0, q));
  return cajit_infer_set_tensor(inf, 1, CAJIT_DTYPE_F32, 3, q->shape, NULL);
}

static cajit_status infer_flash_attention_backward(cajit_infer *inf) {
  const cajit_type *q, *k, *v, *g;
  int32_t id;
  TRY(qkv(inf, &q, &k, &v));
  TRY(cajit_infer_tensor_arg(inf, "grad_out", &id, &g));
  if (g->ndim != 4)
    return cajit_infer_fail("grad_out must have rank 4, found rank %d",
                            g->ndim);
  TRY(cajit_infer_set_like(inf, 0, q));
  TRY(cajit_infer_set_like(inf, 1, k));
  return cajit_infer_set_like(inf, 2, v);
}

const cajit_op_def cajit_ops_attention[] = {
    {"aten._scaled_dot_product_flash_attention_for_cpu.default",
     "aten::_scaled_dot_product_flash_attention_for_cpu(Tensor query, Tensor "
     "key, Tensor value, float dropout_p=0., bool is_causal=False, *, Tensor? "
     "attn_mask=None, float? scale=None) -> (Tensor output, Tensor logsumexp)",
     FAMILY, 0, infer_flash_attention, NULL},
    {"aten._scaled_dot_product_flash_attention_for_cpu_backward.default",
     "aten::_scaled_dot_product_flash_attention_for_cpu_backward(Tensor "
     "grad_out, Tensor query, Tensor key, Tensor value, Tensor out, Tensor "
     "logsumexp, float dropout_p, bool is_causal, *, Tensor? attn_mask=None, "
     "float? scale=None) -> (Tensor grad_query, Tensor grad_key, Tensor "
     "grad_value)",
     FAMILY, 0, infer_flash_attention_backward, NULL},
};
CAJIT_FAMILY_COUNT(attention);
