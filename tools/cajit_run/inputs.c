/* cajit-run's inputs: each graph input's layout under the binding, filled
 * with deterministic numbers (the generator tools/cajit_run.c and --help
 * document). */
#include <stdlib.h>
#include <string.h>

#include "cajit_run/runner.h"

enum { DL_BOOL = CAJIT_TOOLS_DL_BOOL };

static uint64_t splitmix64(uint64_t z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Stores the generated element for u at p, of dtype d. */
static void store_generated(void *p, cajit_dtype d, uint64_t u,
                            const options *o) {
  double r = (double)(u >> 11) * 0x1p-53 * 2.0 - 1.0;
  int64_t k = o->int_lo + (int64_t)(u % (uint64_t)(o->int_hi - o->int_lo));
  switch (d) {
  case CAJIT_DTYPE_BOOL: *(uint8_t *)p = (uint8_t)(u >> 63); break;
  case CAJIT_DTYPE_U8: *(uint8_t *)p = (uint8_t)k; break;
  case CAJIT_DTYPE_I8: *(int8_t *)p = (int8_t)k; break;
  case CAJIT_DTYPE_I16: *(int16_t *)p = (int16_t)k; break;
  case CAJIT_DTYPE_I32: *(int32_t *)p = (int32_t)k; break;
  case CAJIT_DTYPE_I64: *(int64_t *)p = k; break;
  case CAJIT_DTYPE_F16: *(uint16_t *)p = f32_to_f16((float)r); break;
  case CAJIT_DTYPE_BF16: *(uint16_t *)p = f32_to_bf16((float)r); break;
  case CAJIT_DTYPE_F32: *(float *)p = (float)r; break;
  case CAJIT_DTYPE_F64: *(double *)p = r; break;
  default: break;
  }
}

/* The inclusive range of an integral dtype. */
static void dtype_range(cajit_dtype d, int64_t *lo, int64_t *hi) {
  switch (d) {
  case CAJIT_DTYPE_U8: *lo = 0, *hi = UINT8_MAX; break;
  case CAJIT_DTYPE_I8: *lo = INT8_MIN, *hi = INT8_MAX; break;
  case CAJIT_DTYPE_I16: *lo = INT16_MIN, *hi = INT16_MAX; break;
  case CAJIT_DTYPE_I32: *lo = INT32_MIN, *hi = INT32_MAX; break;
  default: *lo = INT64_MIN, *hi = INT64_MAX; break;
  }
}

typedef struct fill_ctx {
  char *base;
  size_t elem;
  cajit_dtype dtype;
  uint64_t key;
  const options *o;
} fill_ctx;

static void fill_element(int64_t e, int64_t off, void *user) {
  fill_ctx *f = user;
  store_generated(f->base + (size_t)off * f->elem, f->dtype,
                  splitmix64(f->key + (uint64_t)e), f->o);
}

static cajit_status eval_dim(const runner *r, const cajit_expr *e, int32_t in,
                             int32_t d, const char *what, int64_t *out) {
  cajit_expr_binding b = {r->sym_ints, r->sym_floats, r->sym_count};
  CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(e, &b, out), "input %d %s %d",
                        (int)in, what, (int)d);
  return NULL;
}

/* Shape, strides and storage size (in elements) of input i. */
static cajit_status input_layout(runner *r, int32_t i, input_tensor *x,
                                 int64_t *out_storage) {
  const cajit_type *t = &r->g->values[r->g->inputs[i]].type;
  if (t->kind != CAJIT_TYPE_TENSOR || t->ndim > MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "input %d: not a tensor of at most %d dims",
                             (int)i, MAX_NDIM);
  for (int32_t d = 0; d < t->ndim; d++) {
    CAJIT_RETURN_IF_ERROR(eval_dim(r, t->shape[d], i, d, "dim", &x->shape[d]));
    if (x->shape[d] < 0)
      return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                               "input %d dim %d is %lld under this binding",
                               (int)i, (int)d, (long long)x->shape[d]);
  }
  contiguous_strides(t->ndim, x->shape, x->strides);
  for (int32_t d = 0; t->strides && d < t->ndim; d++)
    if (t->strides[d]) /* a guard: the input must have this stride */
      CAJIT_RETURN_IF_ERROR(
          eval_dim(r, t->strides[d], i, d, "stride", &x->strides[d]));
  /* Elements spanned: 1 + sum (size - 1) * stride, 0 when empty. */
  int64_t span = 1;
  for (int32_t d = 0; d < t->ndim; d++)
    if (x->shape[d] == 0) span = 0;
  for (int32_t d = 0; span && d < t->ndim; d++) {
    int64_t step;
    if (x->strides[d] < 0)
      return cajit_status_make(
          CAJIT_UNSUPPORTED, "input %d stride %d is negative", (int)i, (int)d);
    if (__builtin_mul_overflow(x->shape[d] - 1, x->strides[d], &step) ||
        __builtin_add_overflow(span, step, &span))
      return cajit_status_make(CAJIT_INVALID_ARGUMENT, "input %d is too large",
                               (int)i);
  }
  *out_storage = span;
  return NULL;
}

/* Builds input i: layout, storage, generated contents. */
cajit_status make_input(runner *r, int32_t i) {
  input_tensor *x = &r->inputs[i];
  const cajit_type *t = &r->g->values[r->g->inputs[i]].type;
  int64_t storage = 0;
  CAJIT_RETURN_IF_ERROR(input_layout(r, i, x, &storage));
  size_t elem = cajit_dtype_size(t->dtype), bytes;
  if (cajit_dtype_is_integral(t->dtype)) {
    int64_t lo, hi;
    dtype_range(t->dtype, &lo, &hi);
    if (r->o->int_lo < lo || r->o->int_hi - 1 > hi)
      return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                               "input %d is %s: --int-range %lld,%lld does "
                               "not fit",
                               (int)i, cajit_dtype_name(t->dtype),
                               (long long)r->o->int_lo,
                               (long long)r->o->int_hi);
  }
  if (__builtin_mul_overflow((size_t)storage, elem, &bytes) ||
      !(x->storage = calloc(bytes ? bytes : 1, 1)))
    return cajit_status_make(
        CAJIT_OUT_OF_MEMORY, "input %d: cannot allocate %lld elements of %s",
        (int)i, (long long)storage, cajit_dtype_name(t->dtype));
  fill_ctx f = {x->storage, elem, t->dtype,
                splitmix64(splitmix64(r->o->seed) ^ (uint64_t)i), r->o};
  for_each_element(t->ndim, x->shape, x->strides, fill_element, &f);
  uint8_t code = t->dtype == CAJIT_DTYPE_BOOL        ? DL_BOOL
                 : t->dtype == CAJIT_DTYPE_U8        ? kDLUInt
                 : t->dtype == CAJIT_DTYPE_BF16      ? kDLBfloat
                 : cajit_dtype_is_floating(t->dtype) ? kDLFloat
                                                     : kDLInt;
  x->t = (DLTensor){.data = x->storage,
                    .device = {kDLCPU, 0},
                    .ndim = t->ndim,
                    .dtype = {code, (uint8_t)(elem * 8), 1},
                    .shape = x->shape,
                    .strides = x->strides,
                    .byte_offset = 0};
  r->input_ptrs[i] = &x->t;
  return NULL;
}
