/* End to end on examples/mlp.cag (the backward of a 784-128-10 MLP with
 * ReLU and cross-entropy): parse, verify, compile once, run at two batch
 * sizes with deterministic inputs and a C host that captures the four
 * accumulate_grad calls, and compare the grads with a naive C reference.
 * Then the guards: every way a call can differ from what the graph
 * declares fails with a message naming the guard, and leaves no output. */
#include "cajit/host.h"
#include "lower_harness.h"

static float *f32(tensor *x) { return x->storage; }

static uint64_t rng = 12345;
static float rnd(void) { /* deterministic in [-1, 1) */
  rng = rng * 6364136223846793005ull + 1442695040888963407ull;
  return (float)((rng >> 40) / (double)(1ull << 24) * 2.0 - 1.0);
}

/* ---- the host ------------------------------------------------------------
 */

typedef struct captured {
  const DLTensor *param[8];
  float *grad[8];
  int64_t numel[8];
  int n;
} captured;

static cajit_status accumulate_grad(void *user, const cajit_host_request *r) {
  captured *c = user;
  if (r->input_count != 2 || c->n >= 8)
    return cajit_status_make(CAJIT_HOST_ERROR, "unexpected request");
  const DLTensor *g = r->inputs[1];
  int64_t n = 1;
  for (int d = 0; d < g->ndim; d++)
    n *= g->shape[d];
  float *copy = malloc((size_t)n * sizeof *copy);
  /* Gather honoring strides (2-d at most here). */
  for (int64_t e = 0; e < n; e++) {
    int64_t off = 0, rem = e;
    for (int d = g->ndim - 1; d >= 0; d--) {
      int64_t idx = rem % g->shape[d];
      rem /= g->shape[d];
      int64_t st = g->strides ? g->strides[d] : 1;
      if (!g->strides)
        for (int k = d + 1; k < g->ndim; k++)
          st *= g->shape[k];
      off += idx * st;
    }
    copy[e] = ((const float *)g->data)[off + (int64_t)g->byte_offset / 4];
  }
  c->param[c->n] = r->inputs[0];
  c->grad[c->n] = copy;
  c->numel[c->n] = n;
  c->n++;
  return NULL;
}

static void captured_free(captured *c) {
  for (int i = 0; i < c->n; i++)
    free(c->grad[i]);
  memset(c, 0, sizeof *c);
}

static const float *grad_of(captured *c, const tensor *param, int64_t numel) {
  for (int i = 0; i < c->n; i++)
    if (c->param[i] == &param->t) {
      assert_int_equal(c->numel[i], numel);
      return c->grad[i];
    }
  fail_msg("no grad accumulated for a parameter");
  return NULL;
}

/* ---- the model -----------------------------------------------------------
 */

enum { IN = 784, HID = 128, OUT = 10 };

typedef struct mlp {
  int64_t n;
  tensor go, ls, target, tw, h, x, w1, b1, w2, b2;
  DLTensor *inputs[10];
} mlp;

static void mlp_init(mlp *m, int64_t n) {
  m->n = n;
  int64_t s_n10[2] = {n, OUT}, s_n[1] = {n}, s_nh[2] = {n, HID},
          s_nx[2] = {n, IN}, s_w1[2] = {HID, IN}, s_b1[1] = {HID},
          s_w2[2] = {OUT, HID}, s_b2[1] = {OUT};
  make_zeroed(&m->go, CAJIT_DTYPE_F32, 0, NULL);
  make_zeroed(&m->ls, CAJIT_DTYPE_F32, 2, s_n10);
  make_zeroed(&m->target, CAJIT_DTYPE_I64, 1, s_n);
  make_zeroed(&m->tw, CAJIT_DTYPE_F32, 0, NULL);
  make_zeroed(&m->h, CAJIT_DTYPE_F32, 2, s_nh);
  make_zeroed(&m->x, CAJIT_DTYPE_F32, 2, s_nx);
  make_zeroed(&m->w1, CAJIT_DTYPE_F32, 2, s_w1);
  make_zeroed(&m->b1, CAJIT_DTYPE_F32, 1, s_b1);
  make_zeroed(&m->w2, CAJIT_DTYPE_F32, 2, s_w2);
  make_zeroed(&m->b2, CAJIT_DTYPE_F32, 1, s_b2);
  f32(&m->go)[0] = 1.0f;
  f32(&m->tw)[0] = (float)n; /* mean over n targets, no weights */
  for (int64_t e = 0; e < n * IN; e++)
    f32(&m->x)[e] = rnd();
  for (int64_t e = 0; e < HID * IN; e++)
    f32(&m->w1)[e] = rnd() * 0.05f;
  for (int64_t e = 0; e < OUT * HID; e++)
    f32(&m->w2)[e] = rnd() * 0.1f;
  /* h = relu(x w1^T + b1) (b1 = 0.01), logits = h w2^T + b2 */
  for (int64_t i = 0; i < n; i++) {
    for (int j = 0; j < HID; j++) {
      double a = 0.01;
      for (int k = 0; k < IN; k++)
        a += (double)f32(&m->x)[i * IN + k] * f32(&m->w1)[j * IN + k];
      f32(&m->h)[i * HID + j] = a > 0 ? (float)a : 0.0f;
    }
    double logits[OUT], mx = -INFINITY, se = 0;
    for (int c = 0; c < OUT; c++) {
      double a = 0.02 * c;
      for (int k = 0; k < HID; k++)
        a += (double)f32(&m->h)[i * HID + k] * f32(&m->w2)[c * HID + k];
      logits[c] = a;
      mx = a > mx ? a : mx;
    }
    for (int c = 0; c < OUT; c++)
      se += exp(logits[c] - mx);
    for (int c = 0; c < OUT; c++)
      f32(&m->ls)[i * OUT + c] = (float)(logits[c] - mx - log(se));
    ((int64_t *)m->target.storage)[i] = (i * 7 + 3) % OUT;
  }
  tensor *all[10] = {&m->go, &m->ls, &m->target, &m->tw, &m->h,
                     &m->x,  &m->w1, &m->b1,     &m->w2, &m->b2};
  for (int i = 0; i < 10; i++)
    m->inputs[i] = &all[i]->t;
}

static void mlp_free(mlp *m) {
  tensor *all[10] = {&m->go, &m->ls, &m->target, &m->tw, &m->h,
                     &m->x,  &m->w1, &m->b1,     &m->w2, &m->b2};
  for (int i = 0; i < 10; i++)
    release(all[i]);
}

/* The reference backward in double. */
typedef struct grads {
  double *w1, *b1, *w2, *b2;
} grads;

static void reference(const mlp *m, grads *g) {
  int64_t n = m->n;
  const float *ls = m->ls.storage, *h = m->h.storage, *x = m->x.storage,
              *w2 = m->w2.storage;
  const int64_t *t = m->target.storage;
  double tw = ((const float *)m->tw.storage)[0];
  double *g11 = calloc((size_t)(n * OUT), sizeof *g11);
  double *g17 = calloc((size_t)(n * HID), sizeof *g17);
  g->w1 = calloc(HID * IN, sizeof(double));
  g->b1 = calloc(HID, sizeof(double));
  g->w2 = calloc(OUT * HID, sizeof(double));
  g->b2 = calloc(OUT, sizeof(double));
  for (int64_t i = 0; i < n; i++) {
    double g10[OUT], s = 0;
    for (int c = 0; c < OUT; c++) {
      g10[c] = c == t[i] ? -1.0 / tw : 0.0;
      s += g10[c];
    }
    for (int c = 0; c < OUT; c++)
      g11[i * OUT + c] = g10[c] - exp(ls[i * OUT + c]) * s;
  }
  for (int c = 0; c < OUT; c++)
    for (int64_t i = 0; i < n; i++) {
      g->b2[c] += g11[i * OUT + c];
      for (int k = 0; k < HID; k++)
        g->w2[c * HID + k] += g11[i * OUT + c] * h[i * HID + k];
    }
  for (int64_t i = 0; i < n; i++)
    for (int k = 0; k < HID; k++) {
      double a = 0;
      for (int c = 0; c < OUT; c++)
        a += g11[i * OUT + c] * w2[c * HID + k];
      g17[i * HID + k] = h[i * HID + k] <= 0 ? 0 : a;
    }
  for (int j = 0; j < HID; j++)
    for (int64_t i = 0; i < n; i++) {
      g->b1[j] += g17[i * HID + j];
      for (int k = 0; k < IN; k++)
        g->w1[j * IN + k] += g17[i * HID + j] * x[i * IN + k];
    }
  free(g11);
  free(g17);
}

static void grads_free(grads *g) {
  free(g->w1);
  free(g->b1);
  free(g->w2);
  free(g->b2);
}

static void assert_all_close(const float *got, const double *want, int64_t n,
                             const char *what) {
  double scale = 0;
  for (int64_t i = 0; i < n; i++)
    scale = fmax(scale, fabs(want[i]));
  for (int64_t i = 0; i < n; i++)
    if (!(fabs(got[i] - want[i]) <=
          1e-5 * (scale > 1 ? scale : 1) + 1e-4 * fabs(want[i])))
      fail_msg("%s[%lld]: got %.9g, want %.9g", what, (long long)i, got[i],
               want[i]);
}

/* ---- fixture -------------------------------------------------------------
 */

typedef struct fx {
  cajit_graph *g;
  cajit_compiled *c;
  captured cap;
  cajit_host host;
} fx;

static int setup(void **state) {
  fx *f = calloc(1, sizeof *f);
  ok(cajit_graph_parse_file(CAJIT_SOURCE_DIR "/examples/mlp.cag", &f->g));
  ok(cajit_graph_verify(f->g));
  ok(cajit_compile(f->g, NULL, &f->c));
  /* Compiling adds `_` symbols to the graph; it must still verify. */
  ok(cajit_graph_verify(f->g));
  f->host.user = &f->cap;
  f->host.accumulate_grad = accumulate_grad;
  *state = f;
  return 0;
}

static int teardown(void **state) {
  fx *f = *state;
  captured_free(&f->cap);
  cajit_compiled_destroy(f->c);
  cajit_graph_destroy(f->g);
  free(f);
  return 0;
}

static cajit_call make_call(fx *f, mlp *m) {
  cajit_call call = {0};
  call.inputs = m->inputs;
  call.input_count = 10;
  call.host = &f->host;
  return call;
}

static void run_and_check(fx *f, int64_t n) {
  mlp m;
  mlp_init(&m, n);
  cajit_call call = make_call(f, &m);
  captured_free(&f->cap);
  ok(cajit_compiled_run(f->c, &call));
  assert_int_equal(f->cap.n, 4);
  grads want;
  reference(&m, &want);
  assert_all_close(grad_of(&f->cap, &m.w1, HID * IN), want.w1, HID * IN,
                   "fc1.weight.grad");
  assert_all_close(grad_of(&f->cap, &m.b1, HID), want.b1, HID, "fc1.bias.grad");
  assert_all_close(grad_of(&f->cap, &m.w2, OUT * HID), want.w2, OUT * HID,
                   "fc2.weight.grad");
  assert_all_close(grad_of(&f->cap, &m.b2, OUT), want.b2, OUT, "fc2.bias.grad");
  grads_free(&want);
  mlp_free(&m);
}

/* One compiled graph, several batch sizes: no recompile. */
static void test_mlp_grads(void **state) {
  fx *f = *state;
  run_and_check(f, 4);
  run_and_check(f, 7);
  run_and_check(f, 2);
}

/* Runs with one thing changed and expects the guard message. */
static void expect_guard(fx *f, mlp *m, cajit_call *call, const char *text) {
  captured_free(&f->cap);
  expect_error(cajit_compiled_run(f->c, call), CAJIT_GUARD_FAILED, text);
  assert_int_equal(f->cap.n, 0); /* nothing ran */
  (void)m;
}

static void test_mlp_guards(void **state) {
  fx *f = *state;
  mlp m;
  mlp_init(&m, 4);
  cajit_call call = make_call(f, &m);

  call.input_count = 9;
  expect_guard(f, &m, &call, "guard failed: expected 10 inputs, got 9");
  call = make_call(f, &m);
  call.sizes_count = 1;
  expect_guard(f, &m, &call, "guard failed: expected 0 sizes, got 1");
  call = make_call(f, &m);
  call.output_count = 2;
  expect_guard(f, &m, &call, "guard failed: expected 0 output slots, got 2");
  call = make_call(f, &m);
  call.hooks_count = 3;
  expect_guard(f, &m, &call, "guard failed: expected 0 hooks, got 3");

  /* A batch dim that disagrees with s0 (bound from input 1 dim 0). */
  call = make_call(f, &m);
  m.target.shape[0] = 5;
  expect_guard(f, &m, &call,
               "guard failed: input 2 dim 0 is 5, expected 4 (s0)");
  m.target.shape[0] = 4;
  /* A constant dim. */
  m.w1.shape[1] = 783;
  expect_guard(f, &m, &call,
               "guard failed: input 6 dim 1 is 783, expected 784 (784)");
  m.w1.shape[1] = 784;
  /* Rank, dtype, device, a missing tensor. */
  m.b1.t.ndim = 2;
  expect_guard(f, &m, &call, "guard failed: input 7 has 2 dims, expected 1");
  m.b1.t.ndim = 1;
  m.target.t.dtype.bits = 32;
  expect_guard(f, &m, &call,
               "guard failed: input 2 has DLPack dtype (code 0, bits 32, "
               "lanes 1), expected i64");
  m.target.t.dtype.bits = 64;
  m.x.t.device.device_type = kDLCUDA;
  expect_guard(f, &m, &call,
               "guard failed: input 5 is on DLPack device type 2, expected "
               "cpu (1)");
  m.x.t.device.device_type = kDLCPU;
  DLTensor *saved = m.inputs[3];
  m.inputs[3] = NULL;
  expect_guard(f, &m, &call, "guard failed: input 3 is NULL");
  m.inputs[3] = saved;
  /* The assumption s0 >= 2. */
  mlp one;
  mlp_init(&one, 1);
  call = make_call(f, &one);
  captured_free(&f->cap);
  cajit_status s = cajit_compiled_run(f->c, &call);
  assert_non_null(s);
  assert_int_equal(cajit_status_code_of(s), CAJIT_GUARD_FAILED);
  assert_non_null(strstr(cajit_status_message(s), "guard failed: assumption"));
  assert_non_null(strstr(cajit_status_message(s), "does not hold"));
  cajit_status_free(s);
  mlp_free(&one);

  /* Non-contiguous inputs are fine: x given column-major. */
  call = make_call(f, &m);
  int64_t xst[2] = {1, 4};
  float *xt = malloc(4 * IN * sizeof *xt);
  for (int64_t i = 0; i < 4; i++)
    for (int k = 0; k < IN; k++)
      xt[k * 4 + i] = f32(&m.x)[i * IN + k];
  float *orig = m.x.t.data;
  m.x.t.data = xt;
  m.x.t.strides = xst;
  captured_free(&f->cap);
  ok(cajit_compiled_run(f->c, &call));
  assert_int_equal(f->cap.n, 4);
  m.x.t.data = orig;
  m.x.t.strides = NULL;
  grads want;
  reference(&m, &want);
  assert_all_close(grad_of(&f->cap, &m.w1, HID * IN), want.w1, HID * IN,
                   "fc1.weight.grad (x column-major)");
  grads_free(&want);
  free(xt);

  /* No host: the accumulate_grad call fails cleanly. */
  call = make_call(f, &m);
  call.host = NULL;
  s = cajit_compiled_run(f->c, &call);
  assert_non_null(s);
  assert_non_null(strstr(cajit_status_message(s), "accumulate_grad"));
  cajit_status_free(s);
  mlp_free(&m);
}

static void test_mlp_dumps(void **state) {
  fx *f = *state;
  char *text;
  size_t len;
  ok(cajit_compile_dump_kir(f->g, NULL, &text, &len));
  /* Four GEMMs, transposes as views (no copies), four host calls. */
  int gemms = 0, hosts = 0;
  for (const char *s = text; (s = strstr(s, ": gemm")); s++)
    gemms++;
  for (const char *s = text; (s = strstr(s, "host accumulate_grad")); s++)
    hosts++;
  assert_int_equal(gemms, 3);
  assert_int_equal(hosts, 4);
  assert_non_null(strstr(text, "index [_d1, _d0]"));
  cajit_free(text);
  ok(cajit_compile_dump_llvm(f->g, NULL, false, &text, &len));
  assert_non_null(strstr(text, "define i32 @cajit_entry(ptr %call)"));
  cajit_free(text);
  ok(cajit_compile_dump_llvm(f->g, NULL, true, &text, &len));
  assert_non_null(strstr(text, "cajit_entry"));
  cajit_free(text);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_mlp_grads, setup, teardown),
      cmocka_unit_test_setup_teardown(test_mlp_guards, setup, teardown),
      cmocka_unit_test_setup_teardown(test_mlp_dumps, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
