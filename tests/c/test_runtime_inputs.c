/* Inputs whose memory changes during a call (cajit_call.input_now,
 * lib/runtime/inputs.c, cg_body.c's checks): the entry asks for an input's
 * current memory before its first reader and again before its first reader
 * after each hook, runs on memory a hook re-allocated (FSDP2's unshard),
 * and fails, naming the input and the reader, instead of reading memory
 * that is missing (a NULL pointer, fewer bytes than the sizes and strides
 * address). */
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
#include "runtime/inputs.h"
#include "test_status.h"

/* neg reads input 1 before the hook, the adds read both inputs after it. */
static const char hooked_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 1\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 3]\n"
    "input %1 : f32[s0, 3]\n"
    "%2 = aten.neg.default(%1) : f32[s0, 3]\n"
    "%3 = host.tensor_pre_hook(%2, hook=0) : f32[s0, 3]\n"
    "%4 = aten.add.Tensor(%3, %1) : f32[s0, 3]\n"
    "%5 = aten.add.Tensor(%4, %0) : f32[s0, 3]\n"
    "return (%5)\n";

/* A host whose hook may re-allocate input 0 (as FSDP2's pre-backward
 * all-gather does) and whose input_now reports each input's memory.
 * events: 'H' the hook, '0'/'1' an input_now query. */
typedef struct inputs_host {
  char events[32];
  int n;
  DLTensor *in[2];
  DLTensor fresh; /* input 0 after the hook re-allocates it */
  float fresh_data[6];
  bool reallocate;  /* the hook gives input 0 memory */
  int64_t bytes[2]; /* what input_now reports (-1 unknown) */
  bool fail_query;  /* input_now fails */
  int64_t hook_result_shape[2];
  float hook_result[6];
  DLManagedTensor result;
} inputs_host;

static void log_event(inputs_host *h, char e) {
  if (h->n < (int)sizeof h->events - 1) h->events[h->n++] = e;
}

static void no_delete(DLManagedTensor *mt) { (void)mt; }

/* Returns its argument unchanged (a copy); may re-allocate input 0. */
static cajit_status hook(void *user, const cajit_host_request *req) {
  inputs_host *h = user;
  log_event(h, 'H');
  const DLTensor *a = req->inputs[0];
  memcpy(h->hook_result, a->data, sizeof h->hook_result);
  h->hook_result_shape[0] = 2;
  h->hook_result_shape[1] = 3;
  h->result.dl_tensor =
      (DLTensor){h->hook_result,       {kDLCPU, 0}, 2, {kDLFloat, 32, 1},
                 h->hook_result_shape, NULL,        0};
  h->result.deleter = no_delete;
  req->results[0] = &h->result;
  if (h->reallocate) {
    h->fresh = *h->in[0];
    h->fresh.data = h->fresh_data;
    for (int i = 0; i < 6; i++)
      h->fresh_data[i] = 100.0f + (float)i;
    h->bytes[0] = (int64_t)sizeof h->fresh_data;
  }
  return NULL;
}

static cajit_status input_now(void *ctx, int32_t i, DLTensor **t,
                              int64_t *bytes) {
  inputs_host *h = ctx;
  log_event(h, (char)('0' + i));
  if (h->fail_query)
    return cajit_status_make(CAJIT_HOST_ERROR, "cannot read the storage");
  *bytes = h->bytes[i];
  *t = i == 0 && h->reallocate && h->fresh.data ? &h->fresh : NULL;
  return NULL;
}

static float x0[6] = {1, 2, 3, 4, 5, 6}, x1[6] = {10, 20, 30, 40, 50, 60};
static int64_t shape[2] = {2, 3};

/* Runs hooked_cag on inputs (data0, x1) through host h. */
static cajit_status run(inputs_host *h, float *data0, bool with_input_now,
                        DLManagedTensor **out) {
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(hooked_cag), "test.cag", &g));
  ok(cajit_graph_verify(g));
  cajit_compiled *c;
  ok(cajit_compile(g, NULL, &c));
  DLTensor t0 = {data0, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, NULL, 0};
  DLTensor t1 = {x1, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, NULL, 0};
  h->in[0] = &t0;
  h->in[1] = &t1;
  DLTensor *in[2] = {&t0, &t1};
  cajit_host host = {0};
  host.user = h;
  host.tensor_pre_hook = hook;
  void *hooks[1] = {h};
  cajit_call call = {0};
  call.inputs = in;
  call.input_count = 2;
  call.hooks = hooks;
  call.hooks_count = 1;
  call.host = &host;
  call.outputs = out;
  call.output_count = 1;
  if (with_input_now) {
    call.input_now = input_now;
    call.input_ctx = h;
  }
  cajit_status s = cajit_compiled_run(c, &call);
  cajit_compiled_destroy(c);
  cajit_graph_destroy(g);
  return s;
}

/* Each input is asked for before its first reader (input 1 before the
 * neg) and again before its first reader after the hook; never twice
 * between two hooks. */
static void test_queried_before_readers_and_after_hooks(void **state) {
  (void)state;
  inputs_host h = {.bytes = {24, 24}};
  DLManagedTensor *out[1] = {0};
  ok(run(&h, x0, true, out));
  assert_string_equal(h.events, "1H01");
  const float *r = out[0]->dl_tensor.data;
  for (int i = 0; i < 6; i++)
    assert_float_equal(r[i], -x1[i] + x1[i] + x0[i], 0);
  out[0]->deleter(out[0]);
}

/* FSDP2's pattern: input 0 has no memory at the entry (its storage was
 * resized to 0 after the forward) and the hook re-allocates it before any
 * kernel reads it: the graph reads the new memory. */
static void test_hook_reallocates_an_empty_input(void **state) {
  (void)state;
  inputs_host h = {.bytes = {0, 24}, .reallocate = true};
  DLManagedTensor *out[1] = {0};
  ok(run(&h, NULL, true, out));
  const float *r = out[0]->dl_tensor.data;
  for (int i = 0; i < 6; i++)
    assert_float_equal(r[i], 100.0f + (float)i, 0);
  out[0]->deleter(out[0]);
}

/* Without a hook that restores it, the call fails before the add reads
 * it, with or without input_now (a NULL pointer with elements). */
static void test_missing_memory_fails(void **state) {
  (void)state;
  inputs_host h = {.bytes = {0, 24}};
  DLManagedTensor *out[1] = {0};
  expect_error(run(&h, NULL, true, out), CAJIT_INVALID_ARGUMENT,
               "input 0 has 0 bytes of memory, its sizes and strides "
               "address 24, when %5 = aten.add.Tensor reads it");
  assert_null(out[0]);
  assert_string_equal(h.events, "1H0");
  inputs_host h2 = {0};
  expect_error(run(&h2, NULL, false, out), CAJIT_INVALID_ARGUMENT,
               "input 0 has 0 bytes of memory");
  assert_null(out[0]);
}

/* Memory that is there but smaller than the extent (a storage shrunk by
 * resize_): refused from the host's byte count. */
static void test_short_memory_fails(void **state) {
  (void)state;
  inputs_host h = {.bytes = {24, 20}};
  DLManagedTensor *out[1] = {0};
  expect_error(run(&h, x0, true, out), CAJIT_INVALID_ARGUMENT,
               "input 1 has 20 bytes of memory, its sizes and strides "
               "address 24, when %2 = aten.neg.default reads it");
  assert_null(out[0]);
  assert_string_equal(h.events, "1"); /* before anything ran */
}

static void test_input_now_failure(void **state) {
  (void)state;
  inputs_host h = {.bytes = {24, 24}, .fail_query = true};
  DLManagedTensor *out[1] = {0};
  expect_error(run(&h, x0, true, out), CAJIT_HOST_ERROR,
               "input 1, before %2 = aten.neg.default reads it: "
               "cannot read the storage");
  assert_null(out[0]);
}

static void test_extent(void **state) {
  (void)state;
  int64_t sh[2] = {2, 3}, st[2] = {1, 2}, zero[2] = {0, 3}, neg[2] = {-1, 3};
  int64_t huge[2] = {INT64_MAX / 2, 3};
  DLTensor t = {NULL, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, sh, NULL, 0};
  assert_int_equal(cajit_rt_tensor_extent(&t), 24);
  t.strides = st; /* a transpose: last element at 1 + 4 */
  assert_int_equal(cajit_rt_tensor_extent(&t), 24);
  st[0] = 0; /* expanded: elements 0, 2, 4 */
  assert_int_equal(cajit_rt_tensor_extent(&t), 20);
  t.shape = zero;
  assert_int_equal(cajit_rt_tensor_extent(&t), 0);
  t.shape = neg;
  assert_int_equal(cajit_rt_tensor_extent(&t), -1);
  t.shape = huge;
  t.strides = NULL;
  t.dtype.bits = 64;
  assert_int_equal(cajit_rt_tensor_extent(&t), -1);
  t.ndim = 0; /* a scalar */
  assert_int_equal(cajit_rt_tensor_extent(&t), 8);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_queried_before_readers_and_after_hooks),
      cmocka_unit_test(test_hook_reallocates_an_empty_input),
      cmocka_unit_test(test_missing_memory_fails),
      cmocka_unit_test(test_short_memory_fails),
      cmocka_unit_test(test_input_now_failure),
      cmocka_unit_test(test_extent),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
