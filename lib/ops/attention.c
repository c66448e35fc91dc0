/* Op family "attention": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_attention[] = {
    {"aten._scaled_dot_product_flash_attention_for_cpu.default",
     "aten::_scaled_dot_product_flash_attention_for_cpu(Tensor query, Tensor "
     "key, Tensor value, float dropout_p=0., bool is_causal=False, *, Tensor? "
     "attn_mask=None, float? scale=None) -> (Tensor output, Tensor logsumexp)",
     "attention", 0, NULL, NULL},
    {"aten._scaled_dot_product_flash_attention_for_cpu_backward.default",
     "aten::_scaled_dot_product_flash_attention_for_cpu_backward(Tensor "
     "grad_out, Tensor query, Tensor key, Tensor value, Tensor out, Tensor "
     "logsumexp, float dropout_p, bool is_causal, *, Tensor? attn_mask=None, "
     "float? scale=None) -> (Tensor grad_query, Tensor grad_key, Tensor "
     "grad_value)",
     "attention", 0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(attention);
