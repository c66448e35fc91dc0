/* Lowering of mkldnn_rnn_layer_backward (nn.LSTM on CPU): one EXTERN
 * kernel calling cajit_rt_lstm_layer_backward_f32 (rnn_kernel.c), since
 * backpropagation through time is a recurrence over a symbolic number of
 * steps, with a GEMM per step, that no index expression describes.
 *
 * The operands are passed as they are when they are strided f32 buffers;
 * others (f16/bf16 LSTMs, views without strides) are converted into f32
 * scratch buffers first. Absent gradients are zeros, and a layer without
 * biases gets zero biases, as ATen substitutes them. The results are f32
 * (oneDNN's); the bias gradient is one buffer for both of its results.
 *
 * A node the library_nodes option lists calls the host's library instead
 * (torch's oneDNN backward; lib/compile/library_nodes.c chooses the large
 * ones under Python).
 *
 * Declined (host fallback): a mode other than LSTM (torch only routes
 * LSTMs to oneDNN), packed sequences (batch_sizes; oneDNN refuses them),
 * and a node without any gradient (torch returns undefined tensors). */
#include "ops/lowerings.h"

enum { MODE_LSTM = 2 }; /* ideep::rnn_kind::LSTM */

const char *cajit_decline_lstm_layer_backward(const cajit_bound_args *args) {
  const cajit_expr *mode;
  int64_t m;
  cajit_status s = cajit_bound_int(args, "mode", &mode);
  if (s) { /* an int value the graph does not know */
    cajit_status_free(s);
    return "mode not known";
  }
  if (!cajit_expr_as_int(mode, &m) || m != MODE_LSTM) return "mode not LSTM";
  const cajit_arg *sizes = cajit_bound_arg(args, "batch_sizes");
  if (!sizes || sizes->kind != CAJIT_ARG_LIST || sizes->u.list.count != 0)
    return "packed sequences";
  if (cajit_bound_is_none(args, "grad_output") &&
      cajit_bound_is_none(args, "grad_hy") &&
      cajit_bound_is_none(args, "grad_cy"))
    return "no gradient";
  return NULL;
}

/* Tensor parameter `param` as a strided f32 buffer; for None (or a NULL
 * param), zeros of the shape of parameter `like` (or of its dim 0 only,
 * when first_dim). */
static cajit_status operand(cajit_lower_ctx *lc, const char *param,
                            const char *like, bool first_dim, int32_t *out) {
  cajit_kir_program *p = lc->p;
  const cajit_dtype f = CAJIT_DTYPE_F32;
  int32_t b = -1;
  if (param) CAJIT_RETURN_IF_ERROR(cajit_lower_opt_tensor(lc, param, &b));
  const cajit_kir_value *v;
  const cajit_kir_buffer *buf;
  if (b >= 0) {
    buf = cajit_kir_buffer_get(p, b);
    if (buf->dtype == f) return cajit_lower_strided(lc, b, out);
    const cajit_expr **i = cajit_lower_indices(lc, buf->ndim);
    v = i ? cajit_kir_cast(p, f, cajit_kir_load(p, b, i)) : NULL;
  } else {
    int32_t l;
    CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, like, &l));
    buf = cajit_kir_buffer_get(p, l);
    v = cajit_kir_const_float(p, f, 0.0);
  }
  if (!v) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               f, first_dim ? 1 : buf->ndim,
                                               buf->shape, out));
  return cajit_kir_add_pointwise(p, lc->name, *out, v, NULL);
}

CAJIT_LOWERING(cajit_lower_lstm_layer_backward) {
  (void)n;
  if (cajit_lower_wants_library(lc)) return cajit_lower_library(lc);
  static const char *ins[11] = {"input",       "weight1", "weight2", "weight3",
                                "weight4",     "hx_",     "cx_tmp",  "output",
                                "grad_output", "grad_hy", "grad_cy"};
  static const char *likes[11] = {NULL,      NULL,  NULL,    "weight1",
                                  "weight1", NULL,  NULL,    NULL,
                                  "output",  "hx_", "cx_tmp"};
  bool biases, reverse;
  CAJIT_RETURN_IF_ERROR(cajit_bound_bool(&lc->args, "has_biases", &biases));
  CAJIT_RETURN_IF_ERROR(cajit_bound_bool(&lc->args, "reverse", &reverse));
  int32_t args[17];
  bool writes[17] = {0};
  for (int32_t k = 0; k < 11; k++) {
    bool bias = k == 3 || k == 4;
    /* without biases, weight3/4 are placeholders: use zeros [G] */
    CAJIT_RETURN_IF_ERROR(
        operand(lc, bias && !biases ? NULL : ins[k], likes[k], bias, &args[k]));
  }
  static const int32_t results[6] = {0, 1, 2, 3, 5, 6};
  for (int32_t k = 0; k < 6; k++) {
    CAJIT_RETURN_IF_ERROR(
        cajit_lower_alloc_result(lc, results[k], &args[11 + k]));
    writes[11 + k] = true;
  }
  CAJIT_RETURN_IF_ERROR(
      cajit_lower_set_result(lc, 4, args[14])); /* the bias gradient again */
  const cajit_expr *ints[1] = {cajit_expr_int(lc->p->exprs, reverse)};
  cajit_kir_extern_desc d = {
      "cajit_rt_lstm_layer_backward_f32", args, writes, 17, ints, 1};
  return cajit_kir_add_extern(lc->p, lc->name, &d, NULL);
}
