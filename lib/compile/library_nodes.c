/* The library_nodes compile option, chosen (see cajit/compile.h,
 * cajit_compile_library_nodes).
 *
 * Forward convolutions and attention (ops flagged CAJIT_OP_LIBRARY) always
 * run through the host's library: torch computes them with oneDNN, as
 * Inductor's code does. Convolution backwards do by choice: oneDNN's direct
 * convolutions ran 2-3x faster than cajit's im2col + GEMM lowering from
 * about 2^20 multiply-adds per image (CAJIT_LIBRARY_MIN_MACS), while the
 * tiny ones run as fast natively as through torch, whose ~50 us host call
 * would dominate them. Work per image depends on channels and spatial
 * sizes, not on the batch, so a choice made at the sizes of the call
 * compiled for stays right when the batch changes. The choice is one of
 * speed only: the native lowering is always right, so a convolution whose
 * sizes do not evaluate stays native (and the note says why).
 *
 * LSTM layer backwards (mkldnn_rnn_layer_backward) likewise, from
 * CAJIT_LIBRARY_MIN_LSTM_MACS multiply-adds per layer and direction: the
 * native kernel (ops/rnn_kernel.c) recomputes the forward that oneDNN
 * keeps in its workspace, 1.6x eager at 16 steps of batch 32 and width
 * 128 where oneDNN is 1.2x, while below about 1M torch's host call makes
 * the library no faster (8 steps of batch 8 at width 32: both at eager's
 * time). Their work does follow the batch; a batch that changes by a lot
 * may deserve the other choice, which is a speed difference only. */
#include <string.h>

#include "cajit/compile.h"
#include "ops/lowerings.h"
#include "ops/registry.h"
#include "support/alloc.h"
#include "support/strbuf.h"

static const char conv_backward[] = "aten.convolution_backward.default";
static const char lstm_backward[] = "aten.mkldnn_rnn_layer_backward.default";

cajit_status cajit_conv_backward_mode_parse(const char *text,
                                            cajit_conv_backward_mode *out) {
  static const char *const names[] = {"auto", "library", "native"};
  for (int32_t m = 0; m < 3; m++)
    if (text && strcmp(text, names[m]) == 0) {
      *out = (cajit_conv_backward_mode)m;
      return NULL;
    }
  return cajit_status_make(
      CAJIT_INVALID_ARGUMENT,
      "CAJIT_CONV_BACKWARD must be auto, library or native, not '%s'",
      text ? text : "(null)");
}

static bool is_op(const cajit_node *n, const char *op) {
  return cajit_sv_eq_cstr(n->op, op);
}

static int32_t first_result_id(const cajit_graph *g, const cajit_node *n) {
  return g->values[n->results[0]].id;
}

/* The tensor type of n's argument i, or NULL. */
static const cajit_type *arg_type(const cajit_graph *g, const cajit_node *n,
                                  int32_t i) {
  if (i >= n->arg_count || n->args[i].kind != CAJIT_ARG_VALUE) return NULL;
  const cajit_type *t = &g->values[n->args[i].u.value].type;
  return t->kind == CAJIT_TYPE_TENSOR ? t : NULL;
}

/* Multiply-adds per image of convolution backward n under call: the
 * weight's sizes (O * C/g * kernel) times grad_output's spatial sizes. */
static cajit_status macs_per_image(const cajit_graph *g, const cajit_node *n,
                                   const cajit_expr_binding *call,
                                   int64_t *out) {
  const cajit_type *grad_output = arg_type(g, n, 0),
                   *weight = arg_type(g, n, 2);
  if (!grad_output || !weight)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "grad_output or weight is not a tensor");
  int64_t macs = 1, v;
  for (int32_t d = 0; d < weight->ndim + grad_output->ndim - 2; d++) {
    const cajit_expr *e = d < weight->ndim
                              ? weight->shape[d]
                              : grad_output->shape[2 + d - weight->ndim];
    CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(e, call, &v));
    if (v < 0 || __builtin_mul_overflow(macs, v, &macs))
      return cajit_status_make(CAJIT_INVALID_ARGUMENT, "sizes out of range");
  }
  *out = macs;
  return NULL;
}

/* Multiply-adds of LSTM layer backward n under call: steps x batch x gates
 * x (input + hidden), the forward's GEMMs (the backward's are twice). */
static cajit_status lstm_macs(const cajit_graph *g, const cajit_node *n,
                              const cajit_expr_binding *call, int64_t *out) {
  const cajit_type *input = arg_type(g, n, 0), *w_ih = arg_type(g, n, 1),
                   *w_hh = arg_type(g, n, 2);
  if (!input || !w_ih || !w_hh || input->ndim != 3 || w_ih->ndim != 2 ||
      w_hh->ndim != 2)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "input or weights are not tensors of rank 3, 2");
  int64_t t, b, gates, i, h, macs;
  CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(input->shape[0], call, &t));
  CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(input->shape[1], call, &b));
  CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(w_ih->shape[0], call, &gates));
  CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(w_ih->shape[1], call, &i));
  CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(w_hh->shape[1], call, &h));
  if (t < 0 || b < 0 || gates < 0 || i < 0 || h < 0 ||
      __builtin_mul_overflow(t, b, &macs) ||
      __builtin_mul_overflow(macs, gates, &macs) ||
      __builtin_mul_overflow(macs, i + h, &macs))
    return cajit_status_make(CAJIT_INVALID_ARGUMENT, "sizes out of range");
  *out = macs;
  return NULL;
}

/* Depthwise convolutions of stride 1 have a direct lowering that beats
 * the library (bench/README.md, "Memory-bound backwards": the bench
 * dwconv model's three 3x3 convolutions, 64 channels at 56x56, 5-8 ms
 * each through oneDNN, about half of that natively). */
static bool depthwise(const cajit_graph *g, const cajit_node *n) {
  if (!n->def) return false;
  cajit_bound_args a;
  cajit_status s = cajit_op_bind(n->def, g, n, &a);
  bool dw = !s && cajit_lower_convolution_backward_is_depthwise(&a);
  cajit_status_free(s);
  return dw;
}

/* An op whose backward AUTO sends to the library from a size on. */
typedef struct library_choice {
  const char *op;
  const char *what; /* for the note: "convolution" */
  cajit_status (*work)(const cajit_graph *, const cajit_node *,
                       const cajit_expr_binding *, int64_t *);
  int64_t min_work;
  bool cpu_only; /* torch has it for CPU tensors only (oneDNN's) */
} library_choice;

static const library_choice choices[] = {
    {conv_backward, "convolution", macs_per_image, CAJIT_LIBRARY_MIN_MACS,
     false},
    {lstm_backward, "LSTM layer", lstm_macs, CAJIT_LIBRARY_MIN_LSTM_MACS, true},
};

/* Appends the nodes of choice c in g that AUTO sends to the library. */
static void auto_choice(const cajit_graph *g, const library_choice *c,
                        const cajit_expr_binding *call,
                        const char *call_unusable, cajit_strbuf *list,
                        cajit_strbuf *note) {
  bool unsized_noted = false;
  for (int32_t i = 0; i < g->node_count; i++) {
    const cajit_node *n = &g->nodes[i];
    if (!is_op(n, c->op) || n->result_count < 1) continue;
    if (!call) {
      if (call_unusable && !unsized_noted)
        cajit_strbuf_printf(note,
                            "cannot size the %ss (%s); they stay native\n",
                            c->what, call_unusable);
      unsized_noted = true;
      continue;
    }
    int64_t work = 0;
    cajit_status s = c->work(g, n, call, &work);
    if (s) {
      cajit_strbuf_printf(
          note, "%%%d: cannot size the %s (%s); it stays native\n",
          (int)first_result_id(g, n), c->what, cajit_status_message(s));
      cajit_status_free(s);
      continue;
    }
    if (work >= c->min_work && !(c->op == conv_backward && depthwise(g, n)))
      cajit_strbuf_printf(list, "%s%d", list->len ? "," : "",
                          (int)first_result_id(g, n));
  }
}

static bool has_library_choice(const cajit_graph *g) {
  for (int32_t i = 0; i < g->node_count; i++)
    for (size_t c = 0; c < sizeof choices / sizeof choices[0]; c++)
      if (is_op(&g->nodes[i], choices[c].op) && g->nodes[i].result_count > 0)
        return true;
  return false;
}

/* The finished text of b, or NULL when it is empty. */
static cajit_status finish_or_null(cajit_strbuf *b, char **out) {
  char *text = NULL;
  size_t len = 0;
  CAJIT_RETURN_IF_ERROR(cajit_strbuf_finish(b, &text, &len));
  if (len == 0) {
    cajit_free(text);
    text = NULL;
  }
  *out = text;
  return NULL;
}

cajit_status cajit_compile_library_nodes_gpu(const cajit_graph *g,
                                             char **out_list) {
  *out_list = NULL;
  cajit_strbuf list = CAJIT_STRBUF_INIT;
  for (int32_t i = 0; i < g->node_count; i++) {
    const cajit_node *n = &g->nodes[i];
    if (n->result_count < 1) continue;
    bool library = n->def && (n->def->flags & CAJIT_OP_LIBRARY);
    for (size_t c = 0; c < sizeof choices / sizeof choices[0]; c++)
      library |= is_op(n, choices[c].op) && !choices[c].cpu_only;
    if (library)
      cajit_strbuf_printf(&list, "%s%d", list.len ? "," : "",
                          (int)first_result_id(g, n));
  }
  return finish_or_null(&list, out_list);
}

cajit_status cajit_compile_library_nodes(const cajit_graph *g,
                                         cajit_conv_backward_mode mode,
                                         const cajit_expr_binding *call,
                                         const char *call_unusable,
                                         char **out_list, char **out_note) {
  *out_list = NULL;
  *out_note = NULL;
  cajit_strbuf list = CAJIT_STRBUF_INIT, note = CAJIT_STRBUF_INIT;
  if (mode == CAJIT_CONV_BACKWARD_LIBRARY && has_library_choice(g)) {
    cajit_strbuf_puts(&list, "*"); /* every library-capable node */
  } else {
    for (int32_t i = 0; i < g->node_count; i++) {
      const cajit_node *n = &g->nodes[i];
      if (n->def && (n->def->flags & CAJIT_OP_LIBRARY) && n->result_count > 0)
        cajit_strbuf_printf(&list, "%s%d", list.len ? "," : "",
                            (int)first_result_id(g, n));
    }
    if (mode == CAJIT_CONV_BACKWARD_AUTO)
      for (size_t c = 0; c < sizeof choices / sizeof choices[0]; c++)
        auto_choice(g, &choices[c], call, call_unusable, &list, &note);
  }
  cajit_status s = finish_or_null(&list, out_list);
  if (!s) s = finish_or_null(&note, out_note);
  if (s) {
    cajit_free(*out_list);
    *out_list = NULL;
    cajit_strbuf_release(&note);
  }
  return s;
}
