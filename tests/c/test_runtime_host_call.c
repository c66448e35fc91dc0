/* Tests for host calls from compiled code (lib/runtime/host_call.c,
 * host_args.c, host_ffi.c): dispatch of good calls, bad hook indexes,
 * callback errors, fallback arguments (with allocation failure injection),
 * libffi typed native functions and the formatting of host values. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
/* cmocka must come after the headers above */
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/host.h"
#include "cajit/runtime.h"
#include "call_status.h"
#include "runtime/host_args.h"
#include "runtime/rt.h"
#include "support/alloc.h"
#include "test_status.h"

/* ---- host calls ----------------------------------------------------------
 */

typedef struct host_log {
  int calls;
  cajit_host_request last;
  char args_text[256];
  bool fail;      /* return an error */
  bool leave_one; /* store a result before failing */
  /* called during the callback (request memory is valid only then) */
  void (*inspect)(const cajit_host_request *req);
} host_log;

static DLManagedTensor *scalar_tensor(float v) {
  DLManagedTensor *t = cajit_rt_dlpack_alloc(kDLFloat, 32, 0, NULL);
  if (t) *(float *)t->dl_tensor.data = v;
  return t;
}

static cajit_status recording_callback(void *user,
                                       const cajit_host_request *req) {
  host_log *log = user;
  log->calls++;
  log->last = *req;
  log->args_text[0] = '\0';
  if (req->arg_count) {
    char *text;
    CAJIT_RETURN_IF_ERROR(
        cajit_host_values_format(req->args, req->arg_count, &text));
    snprintf(log->args_text, sizeof log->args_text, "%s", text);
    cajit_free(text);
  }
  if (log->inspect) log->inspect(req);
  if (log->leave_one && req->result_count) req->results[0] = scalar_tensor(1);
  if (log->fail)
    return cajit_status_make(CAJIT_HOST_ERROR, "hook raised ValueError: %s",
                             "bad grad");
  for (int32_t i = 0; i < req->result_count; i++) {
    /* result i = sum of the first element of each input + i */
    float v = (float)i;
    for (int32_t k = 0; k < req->input_count; k++)
      if (req->inputs[k]) v += *(float *)req->inputs[k]->data;
    req->results[i] = scalar_tensor(v);
    if (!req->results[i])
      return cajit_status_make(CAJIT_OUT_OF_MEMORY, "callback: no memory");
  }
  return CAJIT_OK_STATUS;
}

static cajit_host make_host(host_log *log) {
  cajit_host h = {0};
  h.user = log;
  h.tensor_pre_hook = h.pre_hook = h.post_hook = h.post_acc_grad_hook =
      h.backward = h.accumulate_grad = h.final_callbacks = h.fallback =
          recording_callback;
  return h;
}

static float one = 1.0f, two = 2.0f, four = 4.0f;
static int64_t no_shape[1];
static DLTensor tensor_of(float *v) {
  DLTensor t = {.data = v,
                .device = {kDLCPU, 0},
                .ndim = 0,
                .dtype = {kDLFloat, 32, 1},
                .shape = no_shape,
                .strides = NULL,
                .byte_offset = 0};
  return t;
}

static void test_host_call_good(void **state) {
  (void)state;
  host_log log = {0};
  cajit_host host = make_host(&log);
  int h0 = 10, h1 = 11;
  void *hooks[2] = {&h0, &h1};
  cajit_call call = {.hooks = hooks, .hooks_count = 2, .host = &host};
  DLTensor a = tensor_of(&one), b = tensor_of(&two), c = tensor_of(&four);
  DLTensor *args[3] = {&a, &b, &c};
  DLManagedTensor *results[2] = {(DLManagedTensor *)1, (DLManagedTensor *)1};
  cajit_rt_host_site site = {.kind = CAJIT_HOST_POST_HOOK,
                             .hook = 1,
                             .arg_count = 3,
                             .arg_split = 2,
                             .result_count = 2,
                             .where = "%5 = host.post_hook"};
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL), 0);
  assert_null(call.status);
  assert_int_equal(log.calls, 1);
  assert_int_equal(log.last.kind, CAJIT_HOST_POST_HOOK);
  assert_int_equal(log.last.hook_index, 1);
  assert_ptr_equal(log.last.hook, &h1);
  assert_int_equal(log.last.input_count, 3);
  assert_int_equal(log.last.input_split, 2);
  assert_string_equal(log.last.where, "%5 = host.post_hook");
  assert_null(log.last.op_name);
  assert_float_equal(*(float *)results[0]->dl_tensor.data, 7.0f, 0);
  assert_float_equal(*(float *)results[1]->dl_tensor.data, 8.0f, 0);
  for (int i = 0; i < 2; i++)
    cajit_rt_dlpack_release(results[i]);

  /* accumulate_grad: no hook, flags delivered, no results */
  cajit_rt_host_site acc = {.kind = CAJIT_HOST_ACCUMULATE_GRAD,
                            .hook = -1,
                            .arg_count = 2,
                            .arg_split = 2,
                            .flags = CAJIT_HOST_HAS_POST_HOOKS};
  assert_int_equal(
      cajit_rt_host_call(&call, &acc, args, NULL, NULL, NULL, NULL), 0);
  assert_int_equal(log.last.kind, CAJIT_HOST_ACCUMULATE_GRAD);
  assert_int_equal(log.last.flags, CAJIT_HOST_HAS_POST_HOOKS);
  assert_null(log.last.hook);
  /* final callbacks, nothing at all */
  cajit_rt_host_site fin = {.kind = CAJIT_HOST_FINAL_CALLBACKS, .hook = -1};
  assert_int_equal(
      cajit_rt_host_call(&call, &fin, NULL, NULL, NULL, NULL, NULL), 0);
  assert_int_equal(log.calls, 3);
  /* a none tensor argument reaches the callback as NULL */
  DLTensor *with_none[2] = {NULL, &b};
  DLManagedTensor *r1[1];
  cajit_rt_host_site pre = {.kind = CAJIT_HOST_PRE_HOOK,
                            .hook = 0,
                            .arg_count = 2,
                            .arg_split = 2,
                            .result_count = 1};
  assert_int_equal(
      cajit_rt_host_call(&call, &pre, with_none, r1, NULL, NULL, NULL), 0);
  assert_float_equal(*(float *)r1[0]->dl_tensor.data, 2.0f, 0);
  cajit_rt_dlpack_release(r1[0]);
  assert_string_equal(cajit_host_op_kind_name(CAJIT_HOST_BACKWARD), "backward");
  assert_string_equal(cajit_host_op_kind_name(42), "?");
  assert_null(cajit_host_callback(&host, 42));
  assert_null(cajit_host_callback(NULL, CAJIT_HOST_PRE_HOOK));
}

static void test_host_call_errors(void **state) {
  (void)state;
  host_log log = {0};
  cajit_host host = make_host(&log);
  void *hooks[2] = {NULL, NULL};
  cajit_call call = {.hooks = hooks, .hooks_count = 2, .host = &host};
  DLTensor a = tensor_of(&one);
  DLTensor *args[1] = {&a};
  DLManagedTensor *results[1];

  /* hook index out of range: rejected before any callback */
  cajit_rt_host_site site = {.kind = CAJIT_HOST_TENSOR_PRE_HOOK,
                             .hook = 3,
                             .arg_count = 1,
                             .arg_split = 1,
                             .result_count = 1,
                             .where = "%4 = host.tensor_pre_hook"};
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL), 1);
  assert_null(results[0]);
  assert_int_equal(log.calls, 0);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "host call tensor_pre_hook (hook 3) at %4 = "
                    "host.tensor_pre_hook: hook index 3 out of range: the "
                    "call has 2 hooks");
  /* a hook kind without an index, bad kinds and counts: codegen bugs */
  site.hook = -1;
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL), 1);
  expect_call_error(&call, CAJIT_INTERNAL,
                    "tensor_pre_hook without a hook index");
  site.hook = 0;
  site.kind = 99;
  cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INTERNAL, "invalid host op kind 99");
  site.kind = CAJIT_HOST_TENSOR_PRE_HOOK;
  site.arg_split = 5;
  cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INTERNAL, "invalid site counts");
  site.arg_split = 1;

  /* the callback's error propagates with the node; results released */
  log.fail = true;
  log.leave_one = true;
  site.hook = 1;
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL), 1);
  assert_int_equal(log.calls, 1);
  assert_null(results[0]); /* released (LeakSanitizer checks the free) */
  expect_call_error(&call, CAJIT_HOST_ERROR,
                    "host call tensor_pre_hook (hook 1) at %4 = "
                    "host.tensor_pre_hook: hook raised ValueError: bad grad");
  /* the first error of a call wins */
  call.status = cajit_status_make(CAJIT_GUARD_FAILED, "earlier");
  cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_GUARD_FAILED, "earlier");
  log.fail = log.leave_one = false;

  /* no host, or no callback for the kind */
  call.host = NULL;
  cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_HOST_ERROR,
                    "the graph calls the host but no host was given");
  cajit_host partial = {.user = &log};
  call.host = &partial;
  cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_HOST_ERROR,
                    "the host has no tensor_pre_hook callback");
  /* arrays the site needs but the JIT did not pass */
  cajit_rt_host_call(&call, &site, NULL, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INTERNAL,
                    "NULL argument, result, int or float array");
  cajit_call no_hooks = {.hooks_count = 2, .host = &host};
  cajit_rt_host_call(&no_hooks, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&no_hooks, CAJIT_INVALID_ARGUMENT,
                    "hook 1 referenced but the call has no hooks");
  /* fallback without an op name */
  call.host = &host;
  cajit_rt_host_site fb = {.kind = CAJIT_HOST_FALLBACK, .hook = -1};
  cajit_rt_host_call(&call, &fb, NULL, NULL, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INTERNAL, "fallback without an op name");
  assert_int_equal(cajit_rt_host_call(NULL, &fb, NULL, NULL, NULL, NULL, NULL),
                   1);
}

static void inspect_weird_args(const cajit_host_request *req) {
  assert_string_equal(req->op_name, "aten.weird_op.default");
  assert_int_equal(req->arg_count, 14);
  const cajit_host_value *v = req->args;
  assert_int_equal(v[0].kind, CAJIT_HOST_VALUE_TENSOR);
  assert_int_equal(v[0].u.tensor, 0);
  assert_int_equal(v[1].kind, CAJIT_HOST_VALUE_LIST);
  assert_int_equal(v[1].u.list.count, 3);
  assert_int_equal(v[1].u.list.items[0].u.i, 64);
  assert_int_equal(v[1].u.list.items[2].u.i, -7);
  assert_int_equal(v[2].kind, CAJIT_HOST_VALUE_FLOAT);
  assert_float_equal(v[2].u.f, 0.25, 0);
  assert_float_equal(v[3].u.f, -1500.0, 0);
  assert_string_equal(v[4].u.s, "ta\"nh\n");
  assert_int_equal(v[5].kind, CAJIT_HOST_VALUE_NONE);
  assert_true(v[6].u.b);
  assert_false(v[7].u.b);
  assert_int_equal(v[8].u.list.count, 0);
  assert_string_equal(v[10].name, "dim");
  assert_int_equal(v[10].u.i, -1);
  assert_int_equal(v[11].kind, CAJIT_HOST_VALUE_WORD);
  assert_string_equal(v[11].u.s, "f32");
  assert_null(v[9].name);
}

static void test_fallback_args(void **state) {
  (void)state;
  host_log log = {.inspect = inspect_weird_args};
  cajit_host host = make_host(&log);
  cajit_call call = {.host = &host};
  DLTensor a = tensor_of(&one), b = tensor_of(&two);
  DLTensor *args[2] = {&a, &b};
  DLManagedTensor *results[1];
  int64_t ints[2] = {64, -7};
  double floats[1] = {0.25};
  cajit_rt_host_site site = {
      .kind = CAJIT_HOST_FALLBACK,
      .hook = -1,
      .arg_count = 2,
      .arg_split = 2,
      .result_count = 1,
      .int_count = 2,
      .float_count = 1,
      .op_name = "aten.weird_op.default",
      .args_desc = " $t0 , [$i0, 3, $i1], $f0, -1.5e3, \"ta\\\"nh\\n\", none, "
                   "true, false, [], $t1, dim=-1, dtype=f32, "
                   "limits=[inf, -inf], w=[[1], [$t0, none]]",
      .where = "%9 = aten.weird_op.default"};
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, ints, floats, NULL), 0);
  cajit_rt_dlpack_release(results[0]);
  log.inspect = NULL;
  /* the printed form, kept by the callback */
  assert_string_equal(log.args_text,
                      "$t0, [64, 3, -7], 0.25, -1500.0, \"ta\\\"nh\\n\", "
                      "none, true, false, [], $t1, dim=-1, dtype=f32, "
                      "limits=[inf, -inf], w=[[1], [$t0, none]]");

  /* malformed descriptions: internal errors naming the column */
  static const struct {
    const char *desc, *msg;
  } bad[] = {
      {"$t2", "$t2 with 2 available"},
      {"$i9", "$i9 with 2 available"},
      {"$x1", "expected $t, $i or $f"},
      {"$t", "expected $t, $i or $f"},
      {"\"abc", "unterminated string"},
      {"\"a\\q\"", "bad escape"},
      {"[1, 2", "expected ',' or ']'"},
      {"1 2", "expected ',' between arguments"},
      {"1,", "expected an argument after ','"},
      {"12abc", "junk after number"},
      {"99999999999999999999", "int out of range"},
      {"1.2.3", "malformed float"},
      {"-x", "expected a value"},
      {"@", "expected a value"},
      {"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
       "]",
       "nested too deeply"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    site.args_desc = bad[i].desc;
    int calls = log.calls;
    assert_int_equal(
        cajit_rt_host_call(&call, &site, args, results, ints, floats, NULL), 1);
    assert_int_equal(log.calls, calls);
    cajit_status s = call.status;
    call.status = NULL;
    if (!strstr(cajit_status_message(s), bad[i].msg) ||
        !strstr(cajit_status_message(s), "column") ||
        cajit_status_code_of(s) != CAJIT_INTERNAL)
      fail_msg("%s: %s", bad[i].desc, cajit_status_message(s));
    cajit_status_free(s);
  }
  /* an empty description is no arguments */
  site.args_desc = "  ";
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, ints, floats, NULL), 0);
  assert_int_equal(log.last.arg_count, 0);
  cajit_rt_dlpack_release(results[0]);
}

/* Allocation failures while decoding: each one reported, nothing leaked. */
static void test_fallback_args_oom(void **state) {
  (void)state;
  const char *desc = "$t0, [1, [2, 3]], \"str\", k=v, [$i0]";
  int64_t ints[1] = {5};
  bool saw_ok = false;
  for (long n = 0; n < 40 && !saw_ok; n++) {
    cajit_arena *arena = NULL;
    cajit_alloc_fail_after(n);
    arena = cajit_arena_create();
    cajit_status s = arena ? CAJIT_OK_STATUS
                           : cajit_status_make(CAJIT_OUT_OF_MEMORY, "arena");
    cajit_host_value *values;
    int32_t count;
    if (!s)
      s = cajit_rt_host_args_decode(desc, arena, 1, ints, 1, NULL, 0, &values,
                                    &count);
    cajit_alloc_fail_after(-1);
    if (s) {
      assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
      cajit_status_free(s);
    } else {
      assert_int_equal(count, 5);
      saw_ok = true;
    }
    cajit_arena_destroy(arena);
  }
  assert_true(saw_ok);
}

/* "t,I,s,T->t": 1 + sum of the ints + number of tensors */
static cajit_status native_oom_probe(const DLTensor *a, const int64_t *ints,
                                     int64_t n_ints, const char *s,
                                     DLTensor *const *ts, int64_t n_ts,
                                     DLManagedTensor **out) {
  (void)a;
  (void)s;
  (void)ts;
  float v = 1.0f + (float)n_ts;
  for (int64_t i = 0; i < n_ints; i++)
    v += (float)ints[i];
  *out = scalar_tensor(v - 1.0f);
  return *out ? CAJIT_OK_STATUS
              : cajit_status_make(CAJIT_OUT_OF_MEMORY, "probe: no memory");
}

/* Allocation failures inside a fallback host call (arena, decoding, ffi
 * scratch): each one is the call's status, nothing is leaked, results stay
 * NULL. */
/* Runs the host call with an allocation failure injected after 0, 1, 2,
 * ... allocations until one succeeds (each failure is out of memory and
 * leaves no result); the successful call's result stays in results[0]. */
static void host_call_through_oom(cajit_call *call,
                                  const cajit_rt_host_site *site,
                                  DLTensor **args, DLManagedTensor **results) {
  for (long n = 0; n < 40; n++) {
    cajit_alloc_fail_after(n);
    int32_t rc =
        cajit_rt_host_call(call, site, args, results, NULL, NULL, NULL);
    cajit_alloc_fail_after(-1);
    if (!rc) return;
    assert_null(results[0]);
    expect_call_error(call, CAJIT_OUT_OF_MEMORY, "");
  }
  fail_msg("the host call failed with 40 allocations allowed");
}

static void test_host_call_oom(void **state) {
  (void)state;
  host_log log = {0};
  cajit_host host = make_host(&log);
  cajit_call call = {.host = &host};
  DLTensor a = tensor_of(&one);
  DLTensor *args[1] = {&a};
  DLManagedTensor *results[1];
  cajit_rt_host_site site = {.kind = CAJIT_HOST_FALLBACK,
                             .hook = -1,
                             .arg_count = 1,
                             .arg_split = 1,
                             .result_count = 1,
                             .op_name = "x.y",
                             .args_desc = "$t0, [1, 2], \"s\", k=[[3]]"};
  host_call_through_oom(&call, &site, args, results);
  cajit_rt_dlpack_release(results[0]);

  /* the same through a typed native function */
  cajit_host_ffi *ffi;
  ASSERT_OK(cajit_host_ffi_create(&ffi));
  ASSERT_OK(cajit_host_ffi_register(ffi, "x.y", "t,I,s,T->t",
                                    (cajit_host_native_fn)native_oom_probe));
  host.ffi = ffi;
  site.args_desc = "$t0, [1, 2], \"s\", [$t0, none]";
  host_call_through_oom(&call, &site, args, results);
  assert_float_equal(*(float *)results[0]->dl_tensor.data, 5.0f, 0);
  cajit_rt_dlpack_release(results[0]);
  assert_int_equal(log.calls > 0, 1);
  cajit_host_ffi_destroy(ffi);
}

/* ---- libffi typed native functions --------------------------------------
 */

static int native_calls;

/* "t,f,i->t": out = a * alpha + dim */
static cajit_status native_scale(const DLTensor *a, double alpha, int64_t dim,
                                 DLManagedTensor **out) {
  native_calls++;
  *out = scalar_tensor((float)(*(float *)a->data * alpha + (double)dim));
  return *out ? CAJIT_OK_STATUS
              : cajit_status_make(CAJIT_OUT_OF_MEMORY, "native: no memory");
}

/* "I F T s b t ->t t": sums everything into two results */
static cajit_status native_lists(const int64_t *ints, int64_t n_ints,
                                 const double *fl, int64_t n_fl,
                                 DLTensor *const *ts, int64_t n_ts,
                                 const char *mode, bool flag,
                                 const DLTensor *maybe, DLManagedTensor **o1,
                                 DLManagedTensor **o2) {
  native_calls++;
  double acc = 0;
  for (int64_t i = 0; i < n_ints; i++)
    acc += (double)ints[i];
  for (int64_t i = 0; i < n_fl; i++)
    acc += fl[i];
  for (int64_t i = 0; i < n_ts; i++)
    if (ts[i]) acc += *(float *)ts[i]->data;
  if (strcmp(mode, "sum") || !flag || maybe)
    return cajit_status_make(CAJIT_HOST_ERROR, "native_lists: bad mode %s",
                             mode);
  *o1 = scalar_tensor((float)acc);
  *o2 = NULL; /* a none result */
  return CAJIT_OK_STATUS;
}

static cajit_status native_fails(const DLTensor *a, DLManagedTensor **out) {
  (void)a;
  *out = scalar_tensor(0); /* stored, then the call fails: must be freed */
  return cajit_status_make(CAJIT_HOST_ERROR, "native op refused");
}

static void test_ffi_calls(void **state) {
  (void)state;
  cajit_host_ffi *ffi;
  ASSERT_OK(cajit_host_ffi_create(&ffi));
  ASSERT_OK(cajit_host_ffi_register(ffi, "my.scale", "t,f,i->t",
                                    (cajit_host_native_fn)native_scale));
  ASSERT_OK(cajit_host_ffi_register(ffi, "my.lists", "IFTsbt->tt",
                                    (cajit_host_native_fn)native_lists));
  ASSERT_OK(cajit_host_ffi_register(ffi, "my.fails", "t -> t",
                                    (cajit_host_native_fn)native_fails));
  assert_true(cajit_host_ffi_has(ffi, "my.scale"));
  assert_false(cajit_host_ffi_has(ffi, "my.other"));
  assert_false(cajit_host_ffi_has(NULL, "my.scale"));

  host_log log = {0};
  cajit_host host = make_host(&log);
  host.ffi = ffi;
  cajit_call call = {.host = &host};
  DLTensor a = tensor_of(&two), b = tensor_of(&four);
  DLTensor *args[2] = {&a, &b};
  DLManagedTensor *results[2];
  int64_t ints[1] = {3};
  native_calls = 0;

  /* an int where a float is expected converts; $i slots fill C ints */
  cajit_rt_host_site site = {.kind = CAJIT_HOST_FALLBACK,
                             .hook = -1,
                             .arg_count = 1,
                             .arg_split = 1,
                             .result_count = 1,
                             .int_count = 1,
                             .op_name = "my.scale",
                             .args_desc = "$t0, 2, $i0",
                             .where = "%3 = my.scale"};
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, ints, NULL, NULL), 0);
  assert_int_equal(native_calls, 1);
  assert_int_equal(log.calls, 0); /* the generic callback was not used */
  assert_float_equal(*(float *)results[0]->dl_tensor.data, 7.0f, 0);
  cajit_rt_dlpack_release(results[0]);
  ASSERT_OK(cajit_rt_host_site_check(&site, &host, 0));

  cajit_rt_host_site lists = {
      .kind = CAJIT_HOST_FALLBACK,
      .hook = -1,
      .arg_count = 2,
      .arg_split = 2,
      .result_count = 2,
      .op_name = "my.lists",
      .args_desc = "[1, 2], [0.5, 1], [$t0, none, $t1], mode=\"sum\", true, "
                   "none"};
  assert_int_equal(
      cajit_rt_host_call(&call, &lists, args, results, NULL, NULL, NULL), 0);
  assert_float_equal(*(float *)results[0]->dl_tensor.data, 10.5f, 0);
  assert_null(results[1]);
  cajit_rt_dlpack_release(results[0]);
  /* empty lists are fine */
  lists.args_desc = "[], [], [], sum, true, none";
  assert_int_equal(
      cajit_rt_host_call(&call, &lists, args, results, NULL, NULL, NULL), 0);
  assert_float_equal(*(float *)results[0]->dl_tensor.data, 0.0f, 0);
  cajit_rt_dlpack_release(results[0]);

  /* mismatches between the graph and the signature */
  site.args_desc = "$t0, 2.5";
  cajit_rt_host_call(&call, &site, args, results, ints, NULL, NULL);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "host call fallback my.scale at %3 = my.scale: native "
                    "fallback my.scale (signature tfi): takes 3 arguments and "
                    "1 results, the graph passes 2 and expects 1");
  site.args_desc = "$t0, 2.5, dim=1.5";
  cajit_rt_host_call(&call, &site, args, results, ints, NULL, NULL);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "argument 2 (dim) is a float, expected 'i'");
  expect_error(cajit_rt_host_site_check(&site, &host, 0),
               CAJIT_INVALID_ARGUMENT, "argument 2 (dim) is a float");
  lists.args_desc = "[1, 2.5], [], [], sum, true, none";
  cajit_rt_host_call(&call, &lists, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "argument 0 is a list holding float, expected 'I'");
  lists.args_desc = "1, [], [], sum, true, none";
  cajit_rt_host_call(&call, &lists, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "argument 0 is a int, expected 'I'");
  assert_int_equal(native_calls, 3);

  /* the native function's own error propagates, its result is freed */
  cajit_rt_host_site fails = {.kind = CAJIT_HOST_FALLBACK,
                              .hook = -1,
                              .arg_count = 1,
                              .arg_split = 1,
                              .result_count = 1,
                              .op_name = "my.fails",
                              .args_desc = "$t0"};
  assert_int_equal(
      cajit_rt_host_call(&call, &fails, args, results, NULL, NULL, NULL), 1);
  assert_null(results[0]);
  expect_call_error(&call, CAJIT_HOST_ERROR,
                    "host call fallback my.fails at ?: native op refused");

  /* an op without a native function goes to the generic fallback */
  cajit_rt_host_site other = fails;
  other.op_name = "my.other";
  assert_int_equal(
      cajit_rt_host_call(&call, &other, args, results, NULL, NULL, NULL), 0);
  assert_int_equal(log.calls, 1);
  cajit_rt_dlpack_release(results[0]);
  ASSERT_OK(cajit_rt_host_site_check(&other, &host, -1));
  host.fallback = NULL;
  expect_error(cajit_rt_host_site_check(&other, &host, -1), CAJIT_HOST_ERROR,
               "the host has no fallback callback");
  other.args_desc = "$t5";
  host.fallback = recording_callback;
  expect_error(cajit_rt_host_site_check(&other, &host, -1), CAJIT_INTERNAL,
               "$t5 with 1 available");
  cajit_rt_host_site hook_site = {.kind = CAJIT_HOST_POST_ACC_GRAD_HOOK,
                                  .hook = 4};
  expect_error(cajit_rt_host_site_check(&hook_site, &host, 2),
               CAJIT_INVALID_ARGUMENT, "hook index 4 out of range");
  ASSERT_OK(cajit_rt_host_site_check(&hook_site, &host, -1));
  cajit_host_ffi_destroy(ffi);
  cajit_host_ffi_destroy(NULL);
}

static void test_ffi_register_errors(void **state) {
  (void)state;
  cajit_host_ffi *ffi;
  ASSERT_OK(cajit_host_ffi_create(&ffi));
  cajit_host_native_fn fn = (cajit_host_native_fn)native_scale;
  expect_error(cajit_host_ffi_register(ffi, "a", "tfi", fn),
               CAJIT_INVALID_ARGUMENT,
               "host ffi a: signature \"tfi\" has no '->'");
  expect_error(cajit_host_ffi_register(ffi, "a", "tqi->t", fn),
               CAJIT_INVALID_ARGUMENT, "unknown code 'q' at 1");
  expect_error(cajit_host_ffi_register(ffi, "a", "t->i", fn),
               CAJIT_INVALID_ARGUMENT, "results must be 't', found 'i'");
  expect_error(cajit_host_ffi_register(ffi, NULL, "t->t", fn),
               CAJIT_INVALID_ARGUMENT, "NULL argument");
  expect_error(cajit_host_ffi_register(ffi, "a", "t->t", NULL),
               CAJIT_INVALID_ARGUMENT, "NULL argument");
  ASSERT_OK(cajit_host_ffi_register(ffi, "a", "->", fn)); /* no params */
  expect_error(cajit_host_ffi_register(ffi, "a", "t->t", fn),
               CAJIT_INVALID_ARGUMENT, "host ffi: a registered twice");
  /* every allocation of a registration failing in turn */
  bool saw_ok = false;
  for (long n = 0; n < 20 && !saw_ok; n++) {
    cajit_alloc_fail_after(n);
    cajit_status s = cajit_host_ffi_register(ffi, "b", "tIF->tt", fn);
    cajit_alloc_fail_after(-1);
    if (s)
      expect_error(s, CAJIT_OUT_OF_MEMORY, "host ffi: out of memory");
    else
      saw_ok = true;
  }
  assert_true(saw_ok);
  assert_true(cajit_host_ffi_has(ffi, "b"));
  cajit_host_ffi_destroy(ffi);
  cajit_alloc_fail_after(0);
  expect_error(cajit_host_ffi_create(&ffi), CAJIT_OUT_OF_MEMORY,
               "out of memory");
  cajit_alloc_fail_after(-1);
}

static void test_values_format(void **state) {
  (void)state;
  cajit_host_value items[2] = {{.kind = CAJIT_HOST_VALUE_FLOAT, .u.f = 2.0},
                               {.kind = CAJIT_HOST_VALUE_FLOAT, .u.f = NAN}};
  cajit_host_value v[3] = {
      {.kind = CAJIT_HOST_VALUE_LIST, .u.list = {items, 2}},
      {.kind = CAJIT_HOST_VALUE_STRING, .name = "s", .u.s = "a\tb"},
      {.kind = CAJIT_HOST_VALUE_INT, .u.i = INT64_MIN}};
  char *text;
  ASSERT_OK(cajit_host_values_format(v, 3, &text));
  assert_string_equal(text, "[2.0, nan], s=\"a\\tb\", -9223372036854775808");
  cajit_free(text);
  ASSERT_OK(cajit_host_values_format(NULL, 0, &text));
  assert_string_equal(text, "");
  cajit_free(text);
  cajit_alloc_fail_after(0);
  expect_error(cajit_host_values_format(v, 3, &text), CAJIT_OUT_OF_MEMORY,
               "out of memory");
  cajit_alloc_fail_after(-1);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_host_call_good),
      cmocka_unit_test(test_host_call_errors),
      cmocka_unit_test(test_fallback_args),
      cmocka_unit_test(test_fallback_args_oom),
      cmocka_unit_test(test_host_call_oom),
      cmocka_unit_test(test_ffi_calls),
      cmocka_unit_test(test_ffi_register_errors),
      cmocka_unit_test(test_values_format),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
