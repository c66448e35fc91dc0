/* Test harness shared by test_lower_conv.c and test_lower_pool.c: host
 * tensors of any shape and memory layout, compiling and running a .cag,
 * and comparing outputs with a double-precision reference.
 *
 * Tensor values are small multiples of 1/8 (exact in bf16, f32 and f64),
 * so sums of their products are exact in f32 for the sizes tested, and a
 * reference computed in double matches f32 results up to rounding of the
 * final value. */
#ifndef CAJIT_TESTS_CONV_POOL_HARNESS_H
#define CAJIT_TESTS_CONV_POOL_HARNESS_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "test_status.h"

/* ---- host tensors ---------------------------------------------------------
 */

enum { HT_MAX_NDIM = 8 };

typedef struct ht {
  DLTensor t;
  int64_t shape[HT_MAX_NDIM], strides[HT_MAX_NDIM];
  cajit_dtype dtype;
  int64_t numel;
  void *data;
  double *val; /* the logical values, row-major, as stored */
} ht;

static DLDataType ht_dl(cajit_dtype d) {
  switch (d) {
  case CAJIT_DTYPE_F32: return (DLDataType){kDLFloat, 32, 1};
  case CAJIT_DTYPE_F64: return (DLDataType){kDLFloat, 64, 1};
  case CAJIT_DTYPE_BF16: return (DLDataType){kDLBfloat, 16, 1};
  case CAJIT_DTYPE_I64: return (DLDataType){kDLInt, 64, 1};
  default: fail_msg("dtype %s not in the harness", cajit_dtype_name(d));
  }
  return (DLDataType){0, 0, 0};
}

static size_t ht_size(cajit_dtype d) {
  return d == CAJIT_DTYPE_BF16 ? 2 : d == CAJIT_DTYPE_F32 ? 4 : 8;
}

/* v rounded as dtype d stores it (bf16: to nearest even). */
static double ht_round(cajit_dtype d, double v) {
  if (d == CAJIT_DTYPE_F32) return (float)v;
  if (d == CAJIT_DTYPE_BF16) {
    float f = (float)v;
    uint32_t u;
    memcpy(&u, &f, 4);
    u = (u + 0x7fff + ((u >> 16) & 1)) & 0xffff0000u;
    memcpy(&f, &u, 4);
    return f;
  }
  if (d == CAJIT_DTYPE_I64) return (double)(int64_t)v;
  return v;
}

static void ht_store(cajit_dtype d, void *base, int64_t off, double v) {
  switch (d) {
  case CAJIT_DTYPE_F32: ((float *)base)[off] = (float)v; break;
  case CAJIT_DTYPE_F64: ((double *)base)[off] = v; break;
  case CAJIT_DTYPE_I64: ((int64_t *)base)[off] = (int64_t)v; break;
  case CAJIT_DTYPE_BF16: {
    float f = (float)ht_round(d, v);
    uint32_t u;
    memcpy(&u, &f, 4);
    ((uint16_t *)base)[off] = (uint16_t)(u >> 16);
    break;
  }
  default: break;
  }
}

static double ht_load(const DLTensor *t, int64_t off) {
  const char *base = (const char *)t->data + t->byte_offset;
  if (t->dtype.code == kDLFloat && t->dtype.bits == 32)
    return ((const float *)base)[off];
  if (t->dtype.code == kDLFloat) return ((const double *)base)[off];
  if (t->dtype.code == kDLInt) return (double)((const int64_t *)base)[off];
  uint32_t u = (uint32_t)((const uint16_t *)base)[off] << 16;
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/* Memory offset of row-major element e of t. */
static int64_t ht_offset(const DLTensor *t, int64_t e) {
  int64_t off = 0;
  for (int d = t->ndim - 1; d >= 0; d--) {
    int64_t i = e % t->shape[d];
    e /= t->shape[d];
    int64_t st = 1;
    if (t->strides)
      st = t->strides[d];
    else
      for (int k = d + 1; k < t->ndim; k++)
        st *= t->shape[k];
    off += i * st;
  }
  return off;
}

/* A tensor whose dims are laid out in memory in the order `order` (outermost
 * first; NULL: row-major), with deterministic values from seed. */
static void ht_make(ht *x, cajit_dtype dt, int ndim, const int64_t *shape,
                    const int *order, uint32_t seed) {
  memset(x, 0, sizeof *x);
  x->dtype = dt;
  x->numel = 1;
  for (int d = 0; d < ndim; d++) {
    x->shape[d] = shape[d];
    x->numel *= shape[d];
  }
  int64_t st = 1;
  for (int k = ndim - 1; k >= 0; k--) {
    int d = order ? order[k] : k;
    x->strides[d] = st;
    st *= shape[d] > 0 ? shape[d] : 1;
  }
  x->data = calloc((size_t)(x->numel > 0 ? x->numel : 1), ht_size(dt));
  x->val = calloc((size_t)(x->numel > 0 ? x->numel : 1), sizeof(double));
  assert_non_null(x->data);
  assert_non_null(x->val);
  x->t.data = x->data;
  x->t.device = (DLDevice){kDLCPU, 0};
  x->t.ndim = ndim;
  x->t.dtype = ht_dl(dt);
  x->t.shape = x->shape;
  x->t.strides = x->strides;
  for (int64_t e = 0; e < x->numel; e++) {
    uint32_t h = (uint32_t)e * 2654435761u + seed * 40503u + 12345u;
    h ^= h >> 13;
    double v = (double)((int)(h % 17) - 8) / 8.0;
    x->val[e] = ht_round(dt, v);
    ht_store(dt, x->data, ht_offset(&x->t, e), v);
  }
}

static void ht_free(ht *x) {
  free(x->data);
  free(x->val);
}

/* Checks that output t has the shape and the values want (row-major),
 * each within rtol * max(1, |want|) after rounding want to t's dtype. */
static void ht_check(const DLTensor *t, cajit_dtype dt, int ndim,
                     const int64_t *shape, const double *want, double rtol,
                     const char *what) {
  assert_non_null(t);
  if (t->ndim != ndim) fail_msg("%s: rank %d, want %d", what, t->ndim, ndim);
  int64_t n = 1;
  for (int d = 0; d < ndim; d++) {
    if (t->shape[d] != shape[d])
      fail_msg("%s: dim %d is %lld, want %lld", what, d, (long long)t->shape[d],
               (long long)shape[d]);
    n *= shape[d];
  }
  DLDataType dl = ht_dl(dt);
  assert_int_equal(t->dtype.code, dl.code);
  assert_int_equal(t->dtype.bits, dl.bits);
  for (int64_t e = 0; e < n; e++) {
    double got = ht_load(t, ht_offset(t, e)), w = ht_round(dt, want[e]);
    if (!(fabs(got - w) <= rtol * fmax(1, fabs(w))))
      fail_msg("%s: element %lld: got %.9g, want %.9g", what, (long long)e, got,
               w);
  }
}

/* ---- compiling and running --------------------------------------------------
 */

typedef struct compiled {
  cajit_graph *g;
  cajit_compiled *c;
  DLManagedTensor *outs[8];
} compiled;

static cajit_status
try_compile(const char *text, const cajit_compile_options *opts, compiled *c) {
  memset(c, 0, sizeof *c);
  cajit_status s =
      cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &c->g);
  if (!s) s = cajit_graph_verify(c->g);
  if (!s) s = cajit_compile(c->g, opts, &c->c);
  return s;
}

static void compile(const char *text, compiled *c) {
  ok(try_compile(text, NULL, c));
}

static void release_outputs(compiled *c) {
  for (int i = 0; i < 8; i++) {
    if (c->outs[i]) c->outs[i]->deleter(c->outs[i]);
    c->outs[i] = NULL;
  }
}

static void destroy(compiled *c) {
  release_outputs(c);
  cajit_compiled_destroy(c->c);
  cajit_graph_destroy(c->g);
}

static cajit_status run(compiled *c, ht **in, int n_in) {
  DLTensor *inputs[8];
  for (int i = 0; i < n_in; i++)
    inputs[i] = &in[i]->t;
  cajit_call call = {0};
  call.inputs = inputs;
  call.input_count = n_in;
  call.outputs = c->outs;
  call.output_count = cajit_compiled_output_count(c->c);
  release_outputs(c);
  return cajit_compiled_run(c->c, &call);
}

/* The kernel IR of a graph, for checks on its structure (free with
 * cajit_free). */
static char *kir_of(const char *text) {
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &g));
  ok(cajit_graph_verify(g));
  char *kir = NULL;
  size_t len;
  ok(cajit_compile_dump_kir(g, NULL, &kir, &len));
  cajit_graph_destroy(g);
  return kir;
}

static int count_of(const char *text, const char *what) {
  int n = 0;
  for (const char *p = strstr(text, what); p; p = strstr(p + 1, what))
    n++;
  return n;
}

#endif
