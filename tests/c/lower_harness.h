/* Test harness for lowerings, shared by test_lower_indexing.c,
 * test_lower_embedding.c, test_lower_maxpool.c, test_lower_concat.c and
 * test_lower_view_backward.c (one include per test executable, so
 * everything here is static inline).
 *
 * Tensors are DLTensors over inline storage, of any dtype cajit knows
 * (f16 through _Float16, bf16 by its bits), filled from a function of the
 * logical (row-major) element index or from an array, laid out row-major or
 * with their dims permuted in memory (perm[k] = the logical dim stored k-th
 * outermost: {1, 0} is a transposed matrix). Graphs are .cag text compiled
 * with cajit_compile; outputs are read back by logical index and compared
 * with reference arrays the tests compute in C. */
#ifndef CAJIT_TESTS_LOWER_HARNESS_H
#define CAJIT_TESTS_LOWER_HARNESS_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <math.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "support/alloc.h"
#include "test_status.h"

/* ---- rounding, as torch ------------------------------------------------- */

static inline float to_f32(double v) { return (float)v; }

/* double -> float -> bf16 (nearest even), as c10::BFloat16(float). */
static inline double to_bf16(double v) {
  float f = (float)v;
  if (isnan(f)) return f;
  uint32_t u;
  memcpy(&u, &f, 4);
  u = (u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u;
  memcpy(&f, &u, 4);
  return f;
}

/* double -> float -> f16, as c10::Half(float). */
static inline double to_f16(double v) { return (double)(_Float16)(float)v; }

static inline double round_to(cajit_dtype d, double v) {
  switch (d) {
  case CAJIT_DTYPE_F32: return to_f32(v);
  case CAJIT_DTYPE_BF16: return to_bf16(v);
  case CAJIT_DTYPE_F16: return to_f16(v);
  default: return v;
  }
}

/* ---- tensors ------------------------------------------------------------ */

typedef struct tensor {
  DLTensor t;
  cajit_dtype dtype;
  int64_t shape[6], strides[6];
  double storage[512]; /* 4 KiB, aligned for every dtype */
} tensor;

static inline DLDataType dl_of(cajit_dtype d) {
  switch (d) {
  case CAJIT_DTYPE_F16: return (DLDataType){kDLFloat, 16, 1};
  case CAJIT_DTYPE_BF16: return (DLDataType){kDLBfloat, 16, 1};
  case CAJIT_DTYPE_F32: return (DLDataType){kDLFloat, 32, 1};
  case CAJIT_DTYPE_F64: return (DLDataType){kDLFloat, 64, 1};
  case CAJIT_DTYPE_I32: return (DLDataType){kDLInt, 32, 1};
  case CAJIT_DTYPE_I64: return (DLDataType){kDLInt, 64, 1};
  case CAJIT_DTYPE_BOOL: return (DLDataType){6, 8, 1};
  default: return (DLDataType){kDLUInt, 8, 1};
  }
}

static inline void put(void *base, cajit_dtype d, int64_t off, double v) {
  switch (d) {
  case CAJIT_DTYPE_F16: ((_Float16 *)base)[off] = (_Float16)(float)v; break;
  case CAJIT_DTYPE_BF16: {
    float f = (float)to_bf16(v);
    uint32_t u;
    memcpy(&u, &f, 4);
    ((uint16_t *)base)[off] = (uint16_t)(u >> 16);
    break;
  }
  case CAJIT_DTYPE_F32: ((float *)base)[off] = (float)v; break;
  case CAJIT_DTYPE_F64: ((double *)base)[off] = v; break;
  case CAJIT_DTYPE_I32: ((int32_t *)base)[off] = (int32_t)v; break;
  case CAJIT_DTYPE_I64: ((int64_t *)base)[off] = (int64_t)v; break;
  default: ((uint8_t *)base)[off] = (uint8_t)(v != 0); break;
  }
}

static inline double get(const void *base, DLDataType dt, int64_t off) {
  if (dt.code == kDLFloat && dt.bits == 16)
    return (double)((const _Float16 *)base)[off];
  if (dt.code == kDLBfloat) {
    uint32_t u = (uint32_t)((const uint16_t *)base)[off] << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
  }
  if (dt.code == kDLFloat && dt.bits == 32) return ((const float *)base)[off];
  if (dt.code == kDLFloat) return ((const double *)base)[off];
  if (dt.code == kDLInt && dt.bits == 32)
    return (double)((const int32_t *)base)[off];
  if (dt.code == kDLInt && dt.bits == 64)
    return (double)((const int64_t *)base)[off];
  return ((const uint8_t *)base)[off];
}

static inline int64_t numel_of(int ndim, const int64_t *shape) {
  int64_t n = 1;
  for (int d = 0; d < ndim; d++)
    n *= shape[d];
  return n;
}

/* Offset of logical element e (row-major over shape) given strides. */
static inline int64_t offset_of(int ndim, const int64_t *shape,
                                const int64_t *strides, int64_t e) {
  int64_t off = 0;
  for (int d = ndim - 1; d >= 0; d--) {
    off += (e % shape[d]) * strides[d];
    e /= shape[d];
  }
  return off;
}

/* A tensor of dtype d and shape with element e (logical row-major) =
 * values[e], stored with its dims in the order perm (NULL: row-major). */
static inline void make_from(tensor *x, cajit_dtype d, int ndim,
                             const int64_t *shape, const double *values,
                             const int *perm) {
  memset(x, 0, sizeof *x);
  x->dtype = d;
  if (ndim) memcpy(x->shape, shape, (size_t)ndim * sizeof *shape);
  int64_t st = 1;
  for (int k = ndim - 1; k >= 0; k--) {
    int dim = perm ? perm[k] : k;
    x->strides[dim] = st;
    st *= shape[dim];
  }
  x->t.data = x->storage;
  x->t.device = (DLDevice){kDLCPU, 0};
  x->t.ndim = ndim;
  x->t.dtype = dl_of(d);
  x->t.shape = x->shape;
  x->t.strides = x->strides;
  int64_t n = numel_of(ndim, shape);
  assert_true(n * 8 <= (int64_t)sizeof x->storage);
  for (int64_t e = 0; e < n; e++)
    put(x->storage, d, offset_of(ndim, shape, x->strides, e), values[e]);
}

static inline void make(tensor *x, cajit_dtype d, int ndim,
                        const int64_t *shape, double (*f)(int64_t),
                        const int *perm) {
  static double v[512];
  int64_t n = numel_of(ndim, shape);
  for (int64_t e = 0; e < n; e++)
    v[e] = round_to(d, f(e));
  make_from(x, d, ndim, shape, v, perm);
}

/* Logical element e of a DLPack tensor, as a double. */
static inline double elem(const DLTensor *t, int64_t e) {
  int64_t st[8], s = 1;
  for (int d = t->ndim - 1; d >= 0; d--) {
    st[d] = t->strides ? t->strides[d] : s;
    s *= t->shape[d];
  }
  const char *base = (const char *)t->data + t->byte_offset;
  return get(base, t->dtype, offset_of(t->ndim, t->shape, st, e));
}

/* ---- compiling and running ---------------------------------------------- */

typedef struct compiled {
  cajit_graph *g;
  cajit_compiled *c;
  DLManagedTensor *outs[16];
} compiled;

static inline cajit_status try_compile(const char *text, compiled *c) {
  memset(c, 0, sizeof *c);
  cajit_status s =
      cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &c->g);
  if (!s) s = cajit_graph_verify(c->g);
  if (!s) s = cajit_compile(c->g, NULL, &c->c);
  return s;
}

static inline void release_outputs(compiled *c) {
  for (int i = 0; i < 16; i++) {
    if (c->outs[i]) c->outs[i]->deleter(c->outs[i]);
    c->outs[i] = NULL;
  }
}

static inline void destroy(compiled *c) {
  release_outputs(c);
  cajit_compiled_destroy(c->c);
  cajit_graph_destroy(c->g);
}

static inline void compile(const char *text, compiled *c) {
  cajit_status s = try_compile(text, c);
  if (s) {
    destroy(c);
    ok(s);
  }
}

/* Compiling fails with code and text (the graph is released). */
static inline void compile_fails(const char *text, cajit_status_code code,
                                 const char *want) {
  compiled c;
  cajit_status s = try_compile(text, &c);
  destroy(&c);
  expect_error(s, code, want);
}

static inline cajit_status run_sizes(compiled *c, tensor **in, int n_in,
                                     const int64_t *sizes, int n_sizes) {
  DLTensor *inputs[16];
  for (int i = 0; i < n_in; i++)
    inputs[i] = &in[i]->t;
  cajit_call call = {0};
  call.inputs = inputs;
  call.input_count = n_in;
  call.sizes = sizes;
  call.sizes_count = n_sizes;
  call.outputs = c->outs;
  call.output_count = cajit_compiled_output_count(c->c);
  release_outputs(c);
  return cajit_compiled_run(c->c, &call);
}

static inline cajit_status run(compiled *c, tensor **in, int n_in) {
  return run_sizes(c, in, n_in, NULL, 0);
}

/* Output k has this shape and dtype, and element e == want[e] (exactly
 * when tol is 0, else within tol * max(1, |want|)). */
static inline void check(compiled *c, int k, cajit_dtype d, int ndim,
                         const int64_t *shape, const double *want, double tol) {
  DLManagedTensor *m = c->outs[k];
  if (!m) fail_msg("output %d is missing", k);
  const DLTensor *t = &m->dl_tensor;
  assert_int_equal(t->ndim, ndim);
  DLDataType dt = dl_of(d);
  assert_int_equal(t->dtype.code, dt.code);
  assert_int_equal(t->dtype.bits, dt.bits);
  for (int i = 0; i < ndim; i++)
    assert_int_equal(t->shape[i], shape[i]);
  for (int64_t e = 0; e < numel_of(ndim, shape); e++) {
    double got = elem(t, e), w = want[e];
    if ((isnan(w) && isnan(got)) || got == w) continue;
    if (!(tol > 0 && fabs(got - w) <= tol * fmax(1, fabs(w))))
      fail_msg("output %d element %lld: got %.9g, want %.9g", k, (long long)e,
               got, w);
  }
}

#endif
