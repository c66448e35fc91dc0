/* Op family "rnn": the recurrent layers' backward ops CPU graphs contain.
 *
 * mkldnn_rnn_layer_backward is one layer and direction of an nn.LSTM run
 * through oneDNN (what torch does on CPU for f32/bf16/f16 LSTMs): input
 * [T, B, I] (time-major), weight1 (w_ih) [G, I], weight2 (w_hh) [G, H],
 * weight3 / weight4 the biases (or, without biases, placeholders shaped
 * like the weights), hx_, cx_tmp, hy_, cy_ [B, H], output [T, B, H], the
 * optional gradients grad_output [T, B, H], grad_hy, grad_cy [B, H], and
 * oneDNN's workspace. Its seven results are f32 whatever the input dtype
 * (oneDNN's diff tensors): grad_input like input, grad_weight1/2 like the
 * weights, the bias gradient [G] twice, grad_hx, grad_cx like hx, cx. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "rnn"

/* Tensor parameter `param` (or None, when optional) of rank nd. */
static cajit_status ranked(cajit_infer *inf, const char *param, int32_t nd,
                           const cajit_type **out) {
  *out = NULL;
  if (cajit_bound_is_none(inf->args, param)) return NULL;
  int32_t id;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, param, &id, out));
  if ((*out)->ndim != nd)
    return cajit_infer_fail("%s must have rank %d, found rank %d", param, nd,
                            (*out)->ndim);
  if (!cajit_dtype_is_floating((*out)->dtype))
    return cajit_infer_fail("%s is %s, not a floating dtype", param,
                            cajit_dtype_name((*out)->dtype));
  return NULL;
}

/* [B, H] states and gradients. */
static cajit_status state(cajit_infer *inf, const char *param,
                          const cajit_type *x, const cajit_type *whh) {
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(ranked(inf, param, 2, &t));
  if (!t) return NULL;
  CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(
      inf, "batch dims of input and states", t->shape[0], x->shape[1]));
  return cajit_infer_dims_agree(inf, "hidden sizes of weight2 and states",
                                t->shape[1], whh->shape[1]);
}

/* [T, B, H] outputs and their gradient. */
static cajit_status sequence(cajit_infer *inf, const char *param,
                             const cajit_type *x, const cajit_type *whh) {
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(ranked(inf, param, 3, &t));
  if (!t) return NULL;
  CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(inf, "sequence lengths",
                                               t->shape[0], x->shape[0]));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(
      inf, "batch dims of input and outputs", t->shape[1], x->shape[1]));
  return cajit_infer_dims_agree(inf, "hidden sizes of weight2 and outputs",
                                t->shape[2], whh->shape[1]);
}

static cajit_status infer_lstm_layer_backward(cajit_infer *inf) {
  const cajit_type *x, *wih, *whh, *hx, *cx;
  CAJIT_RETURN_IF_ERROR(ranked(inf, "input", 3, &x));
  CAJIT_RETURN_IF_ERROR(ranked(inf, "weight1", 2, &wih));
  CAJIT_RETURN_IF_ERROR(ranked(inf, "weight2", 2, &whh));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(
      inf, "input sizes of input and weight1", x->shape[2], wih->shape[1]));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(
      inf, "gate dims of weight1 and weight2", wih->shape[0], whh->shape[0]));
  static const char *states[] = {"hx_", "cx_tmp",  "hy_",
                                 "cy_", "grad_hy", "grad_cy"};
  for (size_t i = 0; i < sizeof states / sizeof *states; i++)
    CAJIT_RETURN_IF_ERROR(state(inf, states[i], x, whh));
  CAJIT_RETURN_IF_ERROR(sequence(inf, "output", x, whh));
  CAJIT_RETURN_IF_ERROR(sequence(inf, "grad_output", x, whh));
  CAJIT_RETURN_IF_ERROR(ranked(inf, "hx_", 2, &hx));
  CAJIT_RETURN_IF_ERROR(ranked(inf, "cx_tmp", 2, &cx));
  const cajit_dtype f = CAJIT_DTYPE_F32;
  CAJIT_RETURN_IF_ERROR(cajit_infer_set_tensor(inf, 0, f, 3, x->shape, NULL));
  CAJIT_RETURN_IF_ERROR(cajit_infer_set_tensor(inf, 1, f, 2, wih->shape, NULL));
  CAJIT_RETURN_IF_ERROR(cajit_infer_set_tensor(inf, 2, f, 2, whh->shape, NULL));
  CAJIT_RETURN_IF_ERROR(cajit_infer_set_tensor(inf, 3, f, 1, wih->shape, NULL));
  CAJIT_RETURN_IF_ERROR(cajit_infer_set_tensor(inf, 4, f, 1, wih->shape, NULL));
  CAJIT_RETURN_IF_ERROR(cajit_infer_set_tensor(inf, 5, f, 2, hx->shape, NULL));
  return cajit_infer_set_tensor(inf, 6, f, 2, cx->shape, NULL);
}

const cajit_op_def cajit_ops_rnn[] = {
    {"aten.mkldnn_rnn_layer_backward.default",
     "aten::mkldnn_rnn_layer_backward(Tensor input, Tensor weight1, Tensor "
     "weight2, Tensor weight3, Tensor weight4, Tensor hx_, Tensor cx_tmp, "
     "Tensor output, Tensor hy_, Tensor cy_, Tensor? grad_output, Tensor? "
     "grad_hy, Tensor? grad_cy, bool reverse, int mode, int hidden_size, int "
     "num_layers, bool has_biases, bool train, bool bidirectional, int[] "
     "batch_sizes, bool batch_first, Tensor workspace) -> (Tensor, Tensor, "
     "Tensor, Tensor, Tensor, Tensor, Tensor)",
     FAMILY, 0, infer_lstm_layer_backward, cajit_lower_lstm_layer_backward,
     cajit_decline_lstm_layer_backward,
     "mode other than LSTM, packed sequences, no gradient at all"},
};
CAJIT_FAMILY_COUNT(rnn);
