/* Elements of DLPack tensors for the command-line tools: half-precision
 * conversions, row-major traversal of strided tensors, dtype names. */
#include "cajit_run/elements.h"

#include <math.h>
#include <string.h>

uint16_t f32_to_f16(float f) {
  uint32_t x;
  memcpy(&x, &f, sizeof x);
  uint32_t sign = (x >> 16) & 0x8000u, exp = (x >> 23) & 0xffu,
           mant = x & 0x7fffffu;
  if (exp == 0xff) return (uint16_t)(sign | 0x7c00u | (mant ? 0x200u : 0));
  int32_t e = (int32_t)exp - 127 + 15;
  if (e >= 31) return (uint16_t)(sign | 0x7c00u);
  uint32_t h, rem, half;
  if (e <= 0) { /* subnormal: units of 2^-24 */
    if (e < -10) return (uint16_t)sign;
    mant |= 0x800000u;
    uint32_t shift = (uint32_t)(14 - e);
    h = mant >> shift;
    rem = mant & ((1u << shift) - 1);
    half = 1u << (shift - 1);
  } else {
    h = (uint32_t)e << 10 | mant >> 13;
    rem = mant & 0x1fffu;
    half = 0x1000u;
  }
  if (rem > half || (rem == half && (h & 1))) h++; /* nearest even */
  return (uint16_t)(sign | h);
}

float f16_to_f32(uint16_t h) {
  int exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  float f = exp == 0    ? ldexpf((float)mant, -24)
            : exp == 31 ? (mant ? NAN : INFINITY)
                        : ldexpf((float)(mant | 0x400), exp - 25);
  return (h & 0x8000) ? -f : f;
}

uint16_t f32_to_bf16(float f) {
  uint32_t x;
  memcpy(&x, &f, sizeof x);
  if (isnan(f)) return (uint16_t)((x >> 16) | 0x40u);
  x += 0x7fffu + ((x >> 16) & 1u); /* nearest even */
  return (uint16_t)(x >> 16);
}

float bf16_to_f32(uint16_t h) {
  uint32_t x = (uint32_t)h << 16;
  float f;
  memcpy(&f, &x, sizeof f);
  return f;
}

/* Visits the elements of a tensor in row-major logical order: calls
 * fn(e, offset in elements) for each. */
void for_each_element(int32_t ndim, const int64_t *shape,
                      const int64_t *strides, element_fn fn, void *user) {
  int64_t idx[CAJIT_TOOLS_MAX_NDIM] = {0}, numel = 1;
  for (int32_t d = 0; d < ndim; d++)
    numel *= shape[d];
  int64_t off = 0;
  for (int64_t e = 0; e < numel; e++) {
    fn(e, off, user);
    for (int32_t d = ndim - 1; d >= 0; d--) { /* odometer */
      off += strides[d];
      if (++idx[d] < shape[d]) break;
      off -= strides[d] * shape[d];
      idx[d] = 0;
    }
  }
}

void contiguous_strides(int32_t ndim, const int64_t *shape, int64_t *strides) {
  int64_t s = 1;
  for (int32_t d = ndim - 1; d >= 0; d--) {
    strides[d] = s;
    s *= shape[d] > 1 ? shape[d] : 1;
  }
}

/* The .cag name of a DLPack dtype, or NULL. */
const char *dl_dtype_name(DLDataType t) {
  if (t.lanes != 1) return NULL;
  switch (t.code) {
  case kDLFloat:
    return t.bits == 16   ? "f16"
           : t.bits == 32 ? "f32"
           : t.bits == 64 ? "f64"
                          : NULL;
  case kDLBfloat: return t.bits == 16 ? "bf16" : NULL;
  case kDLInt:
    return t.bits == 8    ? "i8"
           : t.bits == 16 ? "i16"
           : t.bits == 32 ? "i32"
           : t.bits == 64 ? "i64"
                          : NULL;
  case kDLUInt: return t.bits == 8 ? "u8" : NULL;
  case CAJIT_TOOLS_DL_BOOL: return t.bits == 8 ? "bool" : NULL;
  default: return NULL;
  }
}

/* Element at p (of a dtype dl_dtype_name knows) as a double. */
double load_double(const void *p, DLDataType t) {
  switch (t.code) {
  case kDLFloat:
    return t.bits == 16   ? f16_to_f32(*(const uint16_t *)p)
           : t.bits == 32 ? *(const float *)p
                          : *(const double *)p;
  case kDLBfloat: return bf16_to_f32(*(const uint16_t *)p);
  case kDLInt:
    return t.bits == 8    ? *(const int8_t *)p
           : t.bits == 16 ? *(const int16_t *)p
           : t.bits == 32 ? *(const int32_t *)p
                          : (double)*(const int64_t *)p;
  default: return *(const uint8_t *)p; /* u8, bool */
  }
}

static void sum_element(int64_t e, int64_t off, void *user) {
  sum_ctx *c = user;
  double v = load_double(c->base + off * (c->dtype.bits / 8), c->dtype);
  if (c->into) c->into[e] += v;
  c->sum += v;
  c->abs += fabs(v);
}

int64_t tensor_numel(const DLTensor *t) {
  int64_t n = 1;
  for (int32_t d = 0; d < t->ndim; d++)
    n *= t->shape[d];
  return n;
}

/* Checks that t is a CPU tensor cajit-run can read; what names it. */
cajit_status tensor_check_readable(const DLTensor *t, const char *what,
                                   int32_t index) {
  if (t->device.device_type != kDLCPU)
    return cajit_status_make(CAJIT_UNSUPPORTED, "%s %d is not on the CPU", what,
                             (int)index);
  if (!dl_dtype_name(t->dtype) || t->ndim < 0 || t->ndim > CAJIT_TOOLS_MAX_NDIM)
    return cajit_status_make(
        CAJIT_UNSUPPORTED,
        "%s %d: DLPack dtype (code %d, bits %d, lanes %d), %d dims: not "
        "readable by cajit-run",
        what, (int)index, (int)t->dtype.code, (int)t->dtype.bits,
        (int)t->dtype.lanes, (int)t->ndim);
  for (int32_t d = 0; d < t->ndim; d++)
    if (t->shape[d] < 0)
      return cajit_status_make(CAJIT_HOST_ERROR, "%s %d has dim %d < 0", what,
                               (int)index, (int)d);
  if (!t->data && tensor_numel(t) > 0)
    return cajit_status_make(CAJIT_HOST_ERROR, "%s %d has no data", what,
                             (int)index);
  return NULL;
}

bool tensor_row_major(const DLTensor *t, const int64_t *strides) {
  int64_t expect = 1;
  for (int32_t d = t->ndim - 1; d >= 0; d--) {
    if (t->shape[d] != 1 && strides[d] != expect) return false;
    expect *= t->shape[d];
  }
  return true;
}

/* Sums t's elements (adding each into `into` when not NULL). */
sum_ctx tensor_sums(const DLTensor *t, double *into) {
  int64_t strides[CAJIT_TOOLS_MAX_NDIM];
  if (t->strides)
    memcpy(strides, t->strides, (size_t)t->ndim * sizeof *strides);
  else
    contiguous_strides(t->ndim, t->shape, strides);
  sum_ctx c = {(const char *)t->data + t->byte_offset, t->dtype, into, 0, 0};
  for_each_element(t->ndim, t->shape, strides, sum_element, &c);
  return c;
}
