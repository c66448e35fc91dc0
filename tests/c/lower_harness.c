/* The lowering test harness (lower_harness.h says what it offers). */
#include "lower_harness.h"

#include "cajit/runtime.h"
#include "test_status.h"

/* ---- rounding ----------------------------------------------------------- */

float f32r(double x) { return (float)x; }

uint16_t bf16_bits(double x) {
  float f = (float)x;
  uint32_t u;
  memcpy(&u, &f, 4);
  if (isnan(f)) return (uint16_t)((u >> 16) | 0x40);
  u += 0x7fff + ((u >> 16) & 1);
  return (uint16_t)(u >> 16);
}

double bf16_value(uint16_t b) {
  uint32_t u = (uint32_t)b << 16;
  float f;
  memcpy(&f, &u, 4);
  return f;
}

double bf16r(double x) { return bf16_value(bf16_bits(x)); }

double f16r(double x) { return (double)(_Float16)(float)x; }

double round_to(cajit_dtype d, double x) {
  switch (d) {
  case CAJIT_DTYPE_F64: return x;
  case CAJIT_DTYPE_F32: return f32r(x);
  case CAJIT_DTYPE_F16: return f16r(x);
  case CAJIT_DTYPE_BF16: return bf16r(x);
  case CAJIT_DTYPE_I64: return (double)(int64_t)x;
  case CAJIT_DTYPE_I32: return (double)(int32_t)x;
  case CAJIT_DTYPE_U8: return (double)(uint8_t)(int64_t)x;
  default: return x != 0;
  }
}

/* ---- dtypes and element access ------------------------------------------ */

DLDataType dl_of(cajit_dtype d) {
  switch (d) {
  case CAJIT_DTYPE_F16: return (DLDataType){kDLFloat, 16, 1};
  case CAJIT_DTYPE_BF16: return (DLDataType){kDLBfloat, 16, 1};
  case CAJIT_DTYPE_F32: return (DLDataType){kDLFloat, 32, 1};
  case CAJIT_DTYPE_F64: return (DLDataType){kDLFloat, 64, 1};
  case CAJIT_DTYPE_I32: return (DLDataType){kDLInt, 32, 1};
  case CAJIT_DTYPE_I64: return (DLDataType){kDLInt, 64, 1};
  case CAJIT_DTYPE_U8: return (DLDataType){kDLUInt, 8, 1};
  default: return (DLDataType){6 /* kDLBool */, 8, 1};
  }
}

size_t dtype_size(cajit_dtype d) {
  switch (d) {
  case CAJIT_DTYPE_F64:
  case CAJIT_DTYPE_I64: return 8;
  case CAJIT_DTYPE_F32:
  case CAJIT_DTYPE_I32: return 4;
  case CAJIT_DTYPE_F16:
  case CAJIT_DTYPE_BF16: return 2;
  default: return 1;
  }
}

void store_at(cajit_dtype d, void *base, int64_t off, double v) {
  switch (d) {
  case CAJIT_DTYPE_F64: ((double *)base)[off] = v; break;
  case CAJIT_DTYPE_F32: ((float *)base)[off] = (float)v; break;
  case CAJIT_DTYPE_F16: ((_Float16 *)base)[off] = (_Float16)(float)v; break;
  case CAJIT_DTYPE_BF16: ((uint16_t *)base)[off] = bf16_bits(v); break;
  case CAJIT_DTYPE_I64: ((int64_t *)base)[off] = (int64_t)v; break;
  case CAJIT_DTYPE_I32: ((int32_t *)base)[off] = (int32_t)v; break;
  case CAJIT_DTYPE_U8: ((uint8_t *)base)[off] = (uint8_t)(int64_t)v; break;
  default: ((uint8_t *)base)[off] = v != 0; break;
  }
}

double load_dl(DLDataType dt, const void *base, int64_t off) {
  if (dt.code == kDLFloat && dt.bits == 16)
    return (double)((const _Float16 *)base)[off];
  if (dt.code == kDLBfloat) return bf16_value(((const uint16_t *)base)[off]);
  if (dt.code == kDLFloat && dt.bits == 32) return ((const float *)base)[off];
  if (dt.code == kDLFloat) return ((const double *)base)[off];
  if (dt.code == kDLInt && dt.bits == 32)
    return (double)((const int32_t *)base)[off];
  if (dt.code == kDLInt && dt.bits == 64)
    return (double)((const int64_t *)base)[off];
  return ((const uint8_t *)base)[off];
}

double load_at(cajit_dtype d, const void *base, int64_t off) {
  return load_dl(dl_of(d), base, off);
}

int64_t numel_of(int ndim, const int64_t *shape) {
  int64_t n = 1;
  for (int d = 0; d < ndim; d++)
    n *= shape[d];
  return n;
}

int64_t offset_of(int ndim, const int64_t *shape, const int64_t *strides,
                  int64_t e) {
  int64_t off = 0;
  for (int d = ndim - 1; d >= 0; d--) {
    off += (e % shape[d]) * strides[d];
    e /= shape[d];
  }
  return off;
}

int64_t dl_offset(const DLTensor *t, int64_t e) {
  int64_t st[HARNESS_MAXD], s = 1;
  assert_true(t->ndim <= HARNESS_MAXD);
  for (int d = t->ndim - 1; d >= 0; d--) {
    st[d] = t->strides ? t->strides[d] : s;
    s *= t->shape[d];
  }
  return offset_of(t->ndim, t->shape, st, e);
}

double elem(const DLTensor *t, int64_t e) {
  const char *base = (const char *)t->data + t->byte_offset;
  return load_dl(t->dtype, base, dl_offset(t, e));
}

/* ---- tensors ------------------------------------------------------------ */

/* Shape, dtype and the DLTensor of x; strides row-major over the dims in
 * the order perm (NULL: as they are), each scaled by `step`; an empty dim
 * counts as 1 in the strides outside it when `skip_empty`. Returns the
 * elements the strides span (at least 1). */
static int64_t init_tensor(tensor *x, cajit_dtype d, int ndim,
                           const int64_t *shape, const int *perm, int64_t step,
                           bool skip_empty) {
  memset(x, 0, sizeof *x);
  assert_true(ndim <= HARNESS_MAXD);
  x->dtype = d;
  if (ndim) memcpy(x->shape, shape, (size_t)ndim * sizeof *shape);
  x->n = numel_of(ndim, shape);
  int64_t st = step;
  for (int k = ndim - 1; k >= 0; k--) {
    int dim = perm ? perm[k] : k;
    x->strides[dim] = st;
    st *= shape[dim] > 0 || !skip_empty ? shape[dim] : 1;
  }
  x->t.device = (DLDevice){kDLCPU, 0};
  x->t.ndim = ndim;
  x->t.dtype = dl_of(d);
  x->t.shape = x->shape;
  x->t.strides = x->strides;
  return st > 0 ? st : 1;
}

static void use_inline(tensor *x, int64_t span) {
  assert_true(span * (int64_t)dtype_size(x->dtype) <= (int64_t)sizeof x->small);
  x->storage = x->small;
  x->t.data = x->storage;
}

/* Exactly span elements, so ASan sees a kernel that reads past them. */
static void use_heap(tensor *x, int64_t span, bool keep_values) {
  x->storage = calloc((size_t)span, dtype_size(x->dtype));
  assert_non_null(x->storage);
  x->t.data = x->storage;
  if (keep_values) {
    x->v = calloc((size_t)(x->n > 0 ? x->n : 1), sizeof(double));
    assert_non_null(x->v);
  }
}

void make_from(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
               const double *values, const int *perm) {
  use_inline(x, init_tensor(x, d, ndim, shape, perm, 1, false));
  for (int64_t e = 0; e < x->n; e++)
    store_at(d, x->storage, offset_of(ndim, shape, x->strides, e), values[e]);
}

void make(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
          double (*f)(int64_t), const int *perm) {
  static double v[HARNESS_INLINE];
  int64_t n = numel_of(ndim, shape);
  assert_true(n <= HARNESS_INLINE);
  for (int64_t e = 0; e < n; e++)
    v[e] = round_to(d, f(e));
  make_from(x, d, ndim, shape, v, perm);
}

void make_compact(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
                  double (*f)(int64_t)) {
  make(x, d, ndim, shape, f, NULL);
  x->t.strides = NULL;
}

void make_zeroed(tensor *x, cajit_dtype d, int ndim, const int64_t *shape) {
  use_heap(x, init_tensor(x, d, ndim, shape, NULL, 1, true), false);
  x->t.strides = NULL;
}

void make_laid(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
               layout lay, double (*f)(int64_t)) {
  int perm[HARNESS_MAXD];
  for (int k = 0; k < ndim; k++)
    perm[k] = lay == TRANSPOSED ? ndim - 1 - k : k;
  int64_t span =
      init_tensor(x, d, ndim, shape, perm, lay == STRIDED ? 2 : 1, true);
  use_heap(x, span, true);
  for (int64_t e = 0; e < x->n; e++) {
    double v = round_to(d, f(e));
    store_at(d, x->storage, offset_of(ndim, shape, x->strides, e), v);
    x->v[e] = v;
  }
}

void make_seeded(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
                 const int64_t *strides, uint32_t seed) {
  init_tensor(x, d, ndim, shape, NULL, 1, false);
  if (strides) memcpy(x->strides, strides, (size_t)ndim * sizeof *strides);
  int64_t span = x->n > 0 ? 1 : 0;
  for (int k = 0; k < ndim && span; k++)
    span += (shape[k] - 1) * x->strides[k];
  use_heap(x, span > 0 ? span : 1, false);
  for (int64_t e = 0; e < span; e++)
    store_at(d, x->storage, e, pseudo(&seed));
}

void make_hashed(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
                 const int *order, uint32_t seed) {
  use_heap(x, init_tensor(x, d, ndim, shape, order, 1, true), true);
  for (int64_t e = 0; e < x->n; e++) {
    uint32_t h = (uint32_t)e * 2654435761u + seed * 40503u + 12345u;
    h ^= h >> 13;
    double v = (double)((int)(h % 17) - 8) / 8.0;
    x->v[e] = round_to(d, v);
    store_at(d, x->storage, offset_of(ndim, shape, x->strides, e), v);
  }
}

void release(tensor *x) {
  if (x->storage != x->small) free(x->storage);
  free(x->v);
  memset(x, 0, sizeof *x);
}

double pseudo(uint32_t *state) {
  *state = *state * 1664525u + 1013904223u;
  return (double)((*state >> 20) % 64) / 16.0 - 2.0;
}

double at(const tensor *x, const int64_t *idx) {
  int64_t off = 0;
  for (int d = 0; d < x->t.ndim; d++)
    off += idx[d] * x->strides[d];
  return load_at(x->dtype, x->storage, off);
}

double at2(const tensor *x, int64_t i, int64_t j) {
  return at(x, (int64_t[]){i, j});
}

double at3(const tensor *x, int64_t b, int64_t i, int64_t j) {
  return at(x, (int64_t[]){b, i, j});
}

/* ---- compiling and running ---------------------------------------------- */

cajit_status try_compile_opts(const char *text,
                              const cajit_compile_options *opts, compiled *c) {
  memset(c, 0, sizeof *c);
  cajit_status s =
      cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &c->g);
  if (!s) s = cajit_graph_verify(c->g);
  if (!s) s = cajit_compile(c->g, opts, &c->c);
  return s;
}

cajit_status try_compile(const char *text, compiled *c) {
  return try_compile_opts(text, NULL, c);
}

cajit_status try_native(const char *text, compiled *c) {
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_host_fallback = true;
  return try_compile_opts(text, &o, c);
}

static void compiled_or_fail(cajit_status s, compiled *c) {
  if (s) {
    destroy(c);
    ok(s);
  }
}

void compile(const char *text, compiled *c) {
  compiled_or_fail(try_compile(text, c), c);
}

void compile_native(const char *text, compiled *c) {
  compiled_or_fail(try_native(text, c), c);
}

void compile_fails(const char *text, cajit_status_code code, const char *want) {
  compiled c;
  cajit_status s = try_compile(text, &c);
  destroy(&c);
  expect_error(s, code, want);
}

void verify_error(const char *cag, const char *text) {
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(cag), "t.cag", &g));
  expect_error(cajit_graph_verify(g), CAJIT_VERIFY_ERROR, text);
  cajit_graph_destroy(g);
}

void release_outputs(compiled *c) {
  for (int i = 0; i < HARNESS_MAX_IO; i++) {
    if (c->outs[i]) c->outs[i]->deleter(c->outs[i]);
    c->outs[i] = NULL;
  }
}

void destroy(compiled *c) {
  release_outputs(c);
  cajit_compiled_destroy(c->c);
  cajit_graph_destroy(c->g);
}

cajit_status run_with(compiled *c, tensor **in, int n_in,
                      const cajit_call *extra) {
  DLTensor *inputs[HARNESS_MAX_IO];
  assert_true(n_in <= HARNESS_MAX_IO);
  for (int i = 0; i < n_in; i++)
    inputs[i] = &in[i]->t;
  cajit_call call = {0};
  if (extra) call = *extra;
  call.inputs = inputs;
  call.input_count = n_in;
  call.outputs = c->outs;
  call.output_count = cajit_compiled_output_count(c->c);
  assert_true(call.output_count <= HARNESS_MAX_IO);
  release_outputs(c);
  return cajit_compiled_run(c->c, &call);
}

cajit_status run(compiled *c, tensor **in, int n_in) {
  return run_with(c, in, n_in, NULL);
}

void run_ok(compiled *c, tensor **in, int n_in) { ok(run(c, in, n_in)); }

void run_output0_f32(const char *text, bool no_reuse, int threads, tensor **in,
                     int n_in, float *buf, int64_t n) {
  cajit_compile_options o = {0};
  o.no_buffer_reuse = no_reuse;
  compiled c;
  ok(try_compile_opts(text, &o, &c));
  cajit_runtime_set_num_threads(threads);
  run_ok(&c, in, n_in);
  cajit_runtime_set_num_threads(0);
  const DLTensor *t = &c.outs[0]->dl_tensor;
  assert_int_equal(numel_of(t->ndim, t->shape), n);
  memcpy(buf, t->data, (size_t)n * sizeof(float));
  destroy(&c);
}

cajit_status run_sizes(compiled *c, tensor **in, int n_in, const int64_t *sizes,
                       int n_sizes) {
  cajit_call extra = {.sizes = sizes, .sizes_count = n_sizes};
  return run_with(c, in, n_in, &extra);
}

cajit_status run_scalars(compiled *c, tensor **in, int n_in,
                         const cajit_scalar *scalars, int n_scalars) {
  cajit_call extra = {.scalars = scalars, .scalars_count = n_scalars};
  return run_with(c, in, n_in, &extra);
}

cajit_status run_host(compiled *c, tensor **in, int n_in,
                      const cajit_host *host) {
  cajit_call extra = {.host = host};
  return run_with(c, in, n_in, &extra);
}

/* ---- checking outputs --------------------------------------------------- */

/* Output k, present, of rank ndim and this shape. */
static const DLTensor *output(compiled *c, int k, int ndim,
                              const int64_t *shape) {
  DLManagedTensor *m = c->outs[k];
  if (!m) fail_msg("output %d is missing", k);
  const DLTensor *t = &m->dl_tensor;
  assert_int_equal(t->ndim, ndim);
  for (int d = 0; d < ndim; d++)
    assert_int_equal(t->shape[d], shape[d]);
  return t;
}

static void check_dtype(const DLTensor *t, cajit_dtype d) {
  DLDataType dt = dl_of(d);
  assert_int_equal(t->dtype.code, dt.code);
  assert_int_equal(t->dtype.bits, dt.bits);
}

/* got == want, both NaN, or within tol * max(1, |want|) for tol > 0. */
static bool near(double got, double w, double tol) {
  if ((isnan(w) && isnan(got)) || got == w) return true;
  return tol > 0 && fabs(got - w) <= tol * fmax(1, fabs(w));
}

void check(compiled *c, int k, cajit_dtype d, int ndim, const int64_t *shape,
           const double *want, double tol) {
  const DLTensor *t = output(c, k, ndim, shape);
  check_dtype(t, d);
  for (int64_t e = 0; e < numel_of(ndim, shape); e++) {
    double got = elem(t, e), w = want[e];
    if (!near(got, w, tol))
      fail_msg("output %d element %lld: got %.9g, want %.9g", k, (long long)e,
               got, w);
  }
}

void check_close(compiled *c, int k, int ndim, const int64_t *shape,
                 const double *want, double rtol, double atol) {
  const DLTensor *t = output(c, k, ndim, shape);
  for (int64_t e = 0; e < numel_of(ndim, shape); e++) {
    double got = elem(t, e), w = want[e];
    if ((isnan(w) && isnan(got)) || got == w) continue;
    if (isnan(w) || isnan(got) || isinf(w) || isinf(got) ||
        !(fabs(got - w) <= atol + rtol * fabs(w)))
      fail_msg("output %d element %lld: got %.17g, want %.17g", k, (long long)e,
               got, w);
  }
}

void check_fn(compiled *c, int k, int ndim, const int64_t *shape,
              double (*want)(int64_t), double rtol) {
  const DLTensor *t = output(c, k, ndim, shape);
  for (int64_t e = 0; e < numel_of(ndim, shape); e++) {
    double got = elem(t, e), w = want(e);
    if (!near(got, w, rtol))
      fail_msg("output %d element %lld: got %.9g, want %.9g", k, (long long)e,
               got, w);
  }
}

void check_rounded(const DLTensor *t, cajit_dtype d, int ndim,
                   const int64_t *shape, const double *want, double rtol,
                   const char *what) {
  assert_non_null(t);
  if (t->ndim != ndim) fail_msg("%s: rank %d, want %d", what, t->ndim, ndim);
  for (int k = 0; k < ndim; k++)
    if (t->shape[k] != shape[k])
      fail_msg("%s: dim %d is %lld, want %lld", what, k, (long long)t->shape[k],
               (long long)shape[k]);
  check_dtype(t, d);
  for (int64_t e = 0; e < numel_of(ndim, shape); e++) {
    double got = elem(t, e), w = round_to(d, want[e]);
    if (!(fabs(got - w) <= rtol * fmax(1, fabs(w))))
      fail_msg("%s: element %lld: got %.9g, want %.9g", what, (long long)e, got,
               w);
  }
}

/* ---- the kernel IR ------------------------------------------------------ */

char *kir_of(const char *text) {
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &g));
  ok(cajit_graph_verify(g));
  char *kir = NULL;
  size_t len;
  ok(cajit_compile_dump_kir(g, NULL, &kir, &len));
  cajit_graph_destroy(g);
  return kir;
}

int count_of(const char *text, const char *what) {
  int n = 0;
  for (const char *p = strstr(text, what); p; p = strstr(p + 1, what))
    n++;
  return n;
}

/* ---- allocation failures ------------------------------------------------ */

int kir_alloc_failures(const char *text, bool fresh) {
  cajit_graph *g = NULL;
  int failures = 0;
  for (long n = 0; n < 100000; n++) {
    if (!g) {
      ok(cajit_graph_parse(cajit_sv_from_cstr(text), "t.cag", &g));
      ok(cajit_graph_verify(g));
    }
    char *kir = NULL;
    size_t len;
    cajit_alloc_fail_after(n);
    cajit_status s = cajit_compile_dump_kir(g, NULL, &kir, &len);
    long injected = cajit_alloc_injected_failures();
    cajit_alloc_fail_after(-1);
    cajit_free(kir);
    if (fresh) {
      cajit_graph_destroy(g);
      g = NULL;
    }
    if (!s) {
      assert_int_equal(injected, 0);
      break;
    }
    failures++;
    expect_oom(n, s);
  }
  cajit_graph_destroy(g);
  return failures;
}

int run_alloc_failures(compiled *c, tensor **in, int n_in) {
  int failures = 0;
  for (long n = 0; n < 1000; n++) {
    cajit_alloc_fail_after(n);
    cajit_status s = run(c, in, n_in);
    cajit_alloc_fail_after(-1);
    if (!s) break;
    failures++;
    assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
    for (int i = 0; i < HARNESS_MAX_IO; i++)
      assert_null(c->outs[i]);
    cajit_status_free(s);
  }
  return failures;
}
