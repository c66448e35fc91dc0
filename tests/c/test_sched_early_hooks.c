/* Early hooks (lib/sched/early_hooks.c): grad accumulations and post-
 * accumulate-grad hooks move ahead of the kernels they do not need (a
 * linear layer's grad-input GEMM), in the kernel IR and in the order a C
 * host sees its calls; tensor pre-hooks never cross a kernel reading an
 * input, a post-accumulate-grad hook never crosses a reader of its own
 * parameter, and the option keeps the graph's order. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/host.h"
#include "kir/kir.h"
#include "lower/lower.h"
#include "sched/sched.h"
#include "test_status.h"

/* A linear layer's backward as compiled autograd orders it: grad input,
 * grad weight, grad bias, then the accumulations and their hooks. Input 2
 * is the saved weight (the GEMM reads it), input 3 the weight parameter. */
static const char linear_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 2\npacked_data 0\n"
    "sym s0 = input 1 dim 0\n"
    "sym s1 = input 1 dim 1\n"
    "input %0 : f32[s0, s1]\n"
    "input %1 : f32[s0, s1]\n"
    "input %2 : f32[s1, s1]\n"
    "input %3 : f32[s1, s1]\n"
    "input %4 : f32[s1]\n"
    "%5 = aten.mm.default(%0, %2) : f32[s0, s1]\n"
    "%6 = aten.t.default(%0) : f32[s1, s0]{1, s1}\n"
    "%7 = aten.mm.default(%6, %1) : f32[s1, s1]\n"
    "%8 = aten.sum.dim_IntList(%0, [0], true) : f32[1, s1]\n"
    "%9 = aten.view.default(%8, [s1]) : f32[s1]\n"
    "host.accumulate_grad(%4, %9, has_post_hooks=true)\n"
    "host.post_acc_grad_hook(%4, hook=0)\n"
    "host.accumulate_grad(%3, %7, has_post_hooks=true)\n"
    "host.post_acc_grad_hook(%3, hook=1)\n"
    "return (%5)\n";

static cajit_graph *parse(const char *text) {
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &g));
  ok(cajit_graph_verify(g));
  return g;
}

/* The kernels' names after lowering, the passes before early hooks
 * (fusion, GEMM layouts, sibling joins) and (when early) the pass,
 * joined by '|', host calls shortened to their kind. */
static void order_of(const char *text, bool early, char *out, size_t cap,
                     int32_t *moved) {
  cajit_graph *g = parse(text);
  cajit_kir_program *p;
  ok(cajit_kir_program_create(g->exprs, &p));
  cajit_lower_options lo = {0};
  ok(cajit_lower_graph(g, p, &lo));
  ok(cajit_sched_fuse(p, NULL));
  ok(cajit_sched_gemm_layouts(p, NULL));
  cajit_sched_join_siblings(p);
  *moved = 0;
  if (early) ok(cajit_sched_early_hooks(p, moved));
  size_t n = 0;
  out[0] = 0;
  for (size_t i = 0; i < p->kernels.len; i++) {
    const cajit_kir_kernel *k = &p->kernels.data[i];
    assert_int_equal(k->id, (int32_t)i);
    const char *name = k->name;
    if (k->kind == CAJIT_KIR_HOST)
      name = cajit_host_op_kind_name(k->host->kind);
    else if (strstr(name, "= "))
      name = strstr(name, "= ") + 2;
    n += (size_t)snprintf(out + n, cap - n, "%s%s", i ? "|" : "", name);
  }
  cajit_kir_program_destroy(p);
  cajit_graph_destroy(g);
}

static void test_accumulations_move_ahead_of_unneeded_kernels(void **state) {
  (void)state;
  char got[512];
  int32_t moved;
  order_of(linear_cag, false, got, sizeof got, &moved);
  assert_string_equal(got, "aten.mm.default|aten.mm.default|aten.sum.dim_"
                           "IntList|accumulate_grad|post_acc_grad_hook|"
                           "accumulate_grad|post_acc_grad_hook");
  assert_int_equal(moved, 0);
  /* The bias's accumulation and hook need only the sum, the weight's only
   * its GEMM: the grad-input GEMM, which neither needs, goes last. */
  order_of(linear_cag, true, got, sizeof got, &moved);
  assert_string_equal(got, "aten.sum.dim_IntList|accumulate_grad|post_acc_"
                           "grad_hook|aten.mm.default|accumulate_grad|post_"
                           "acc_grad_hook|aten.mm.default");
  assert_int_equal(moved, 4);
}

/* FSDP2's unshard is a tensor pre-hook that re-allocates parameters: it
 * must not cross the GEMM that reads the saved weight. */
static const char pre_hook_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 1\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, s0]\n"
    "input %1 : f32[s0, s0]\n"
    "input %2 : f32[s0, s0]\n"
    "%3 = aten.mm.default(%0, %1) : f32[s0, s0]\n"
    "%4 = aten.neg.default(%0) : f32[s0, s0]\n"
    "%5 = host.tensor_pre_hook(%4, hook=0) : f32[s0, s0]\n"
    "host.accumulate_grad(%2, %5, has_post_hooks=false)\n"
    "return (%3)\n";

/* A kernel reading a host call's result stays after that call. */
static const char host_result_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 1\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, s0]\n"
    "input %1 : f32[s0, s0]\n"
    "%2 = host.cpp_tensor_pre_hook(%0, id=0) : f32[s0, s0]\n"
    "%3 = aten.neg.default(%2) : f32[s0, s0]\n"
    "host.accumulate_grad(%1, %3, has_post_hooks=false)\n"
    "return ()\n";

static void test_readers_of_host_results_stay_after(void **state) {
  (void)state;
  char got[512];
  int32_t moved;
  order_of(host_result_cag, true, got, sizeof got, &moved);
  assert_string_equal(got, "fallback|aten.neg.default|accumulate_grad");
  assert_int_equal(moved, 0);
}

static void test_tensor_pre_hooks_do_not_cross_input_readers(void **state) {
  (void)state;
  char got[512];
  int32_t moved;
  order_of(pre_hook_cag, true, got, sizeof got, &moved);
  assert_string_equal(got, "aten.mm.default|aten.neg.default|tensor_pre_"
                           "hook|accumulate_grad");
  assert_int_equal(moved, 0);
}

/* A post-accumulate-grad hook may step an optimizer on its parameter: it
 * stays after the GEMM that reads that parameter (input 1 here). */
static const char own_param_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 1\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, s0]\n"
    "input %1 : f32[s0, s0]\n"
    "%2 = aten.mm.default(%0, %1) : f32[s0, s0]\n"
    "%3 = aten.neg.default(%0) : f32[s0, s0]\n"
    "host.accumulate_grad(%1, %3, has_post_hooks=true)\n"
    "host.post_acc_grad_hook(%1, hook=0)\n"
    "return (%2)\n";

static void test_hooks_stay_after_readers_of_their_parameter(void **state) {
  (void)state;
  char got[512];
  int32_t moved;
  order_of(own_param_cag, true, got, sizeof got, &moved);
  /* the accumulation moves ahead of the GEMM, its hook does not */
  assert_string_equal(got, "aten.neg.default|accumulate_grad|aten.mm."
                           "default|post_acc_grad_hook");
  assert_int_equal(moved, 1);
}

/* ---- the order a C host sees ------------------------------------------ */

typedef struct host_log {
  char events[64];
  int n;
} host_log;

static void log_event(host_log *l, char e) {
  if (l->n < (int)sizeof l->events - 1) l->events[l->n++] = e;
}

static cajit_status on_accumulate(void *user, const cajit_host_request *req) {
  (void)req;
  log_event(user, 'A');
  return NULL;
}

static cajit_status on_hook(void *user, const cajit_host_request *req) {
  (void)req;
  log_event(user, 'H');
  return NULL;
}

static void on_release(void *ctx, const int32_t *indices, int32_t count) {
  for (int32_t i = 0; i < count; i++)
    log_event(ctx, (char)('0' + indices[i]));
}

/* Runs linear_cag on 2x2 inputs; the host logs 'A' per accumulation, 'H'
 * per hook and the index of each input the entry releases. */
static void run_logged(bool early, host_log *l) {
  cajit_graph *g = parse(linear_cag);
  cajit_compile_options opts;
  cajit_compile_options_init(&opts);
  opts.no_early_hooks = !early;
  cajit_compiled *c;
  ok(cajit_compile(g, &opts, &c));
  float x[5][4] = {
      {1, 2, 3, 4}, {1, 0, 0, 1}, {2, 0, 0, 2}, {2, 0, 0, 2}, {1, 1, 0, 0}};
  int64_t sq[2] = {2, 2}, vec[1] = {2};
  DLTensor t[5];
  DLTensor *in[5];
  for (int i = 0; i < 5; i++) {
    t[i] = (DLTensor){x[i],
                      {kDLCPU, 0},
                      i == 4 ? 1 : 2,
                      {kDLFloat, 32, 1},
                      i == 4 ? vec : sq,
                      NULL,
                      0};
    in[i] = &t[i];
  }
  cajit_host host = {0};
  host.user = l;
  host.accumulate_grad = on_accumulate;
  host.post_acc_grad_hook = on_hook;
  void *hooks[2] = {l, l};
  DLManagedTensor *out[1] = {0};
  cajit_call call = {0};
  call.inputs = in;
  call.input_count = 5;
  call.hooks = hooks;
  call.hooks_count = 2;
  call.host = &host;
  call.outputs = out;
  call.output_count = 1;
  call.release_inputs = on_release;
  call.release_ctx = l;
  ok(cajit_compiled_run(c, &call));
  const float *r = out[0]->dl_tensor.data; /* grad input = %0 @ %2 */
  assert_float_equal(r[0], 1 * 2 + 2 * 0, 0);
  assert_float_equal(r[3], 3 * 0 + 4 * 2, 0);
  out[0]->deleter(out[0]);
  cajit_compiled_destroy(c);
  cajit_graph_destroy(g);
}

static void test_host_sees_hooks_before_the_unneeded_gemm(void **state) {
  (void)state;
  host_log late = {0}, early = {0};
  run_logged(false, &late);
  /* graph order: the grad-input GEMM releases the saved weight (2), the
   * grad-weight GEMM the saved input (1) and the grad output (0), then the
   * accumulations and hooks run (parameters released after their hook) */
  assert_string_equal(late.events, "210AH4AH3");
  run_logged(true, &early);
  /* early: the bias's accumulation and hook run first (sum fused into
   * nothing else: it only reads 0), the grad-weight GEMM releases 1, the
   * weight's accumulation and hook run, and only then the grad-input GEMM,
   * which releases 0 and 2 */
  assert_string_equal(early.events, "AH41AH302");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_accumulations_move_ahead_of_unneeded_kernels),
      cmocka_unit_test(test_readers_of_host_results_stay_after),
      cmocka_unit_test(test_tensor_pre_hooks_do_not_cross_input_readers),
      cmocka_unit_test(test_hooks_stay_after_readers_of_their_parameter),
      cmocka_unit_test(test_host_sees_hooks_before_the_unneeded_gemm),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
