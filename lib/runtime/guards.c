/* Table-driven entry guards (see guards.h). */
#include "runtime/guards.h"

#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "runtime/dlpack_export.h"
#include "runtime/fail.h"

int32_t cajit_rt_check_inputs(cajit_call *call, int32_t count,
                              const cajit_rt_input_guard *g, void **bufs) {
  for (int32_t i = 0; i < count; i++) {
    const DLTensor *t = call->inputs[i];
    if (!t)
      return cajit_rt_fail(call, CAJIT_GUARD_FAILED,
                           "guard failed: input %d is NULL", (int)i);
    int dev = (int)t->device.device_type;
    if (dev != kDLCPU)
      return cajit_rt_fail(call, CAJIT_GUARD_FAILED,
                           "guard failed: input %d is on DLPack device type "
                           "%d, expected cpu (%d)",
                           (int)i, dev, (int)kDLCPU);
    if (t->ndim != g[i].ndim)
      return cajit_rt_fail(call, CAJIT_GUARD_FAILED,
                           "guard failed: input %d has %d dims, expected %d",
                           (int)i, (int)t->ndim, (int)g[i].ndim);
    uint32_t dt;
    memcpy(&dt, &t->dtype, sizeof dt);
    if (dt != g[i].dtype && dt != g[i].dtype_alt)
      return cajit_rt_fail(call, CAJIT_GUARD_FAILED,
                           "guard failed: input %d has DLPack dtype (code %d, "
                           "bits %d, lanes %d), expected %s",
                           (int)i, (int)(dt & 0xff), (int)(dt >> 8 & 0xff),
                           (int)(dt >> 16), g[i].dtype_name);
    bufs[g[i].buffer] = (void *)((uintptr_t)t->data + t->byte_offset);
  }
  return 0;
}

/* t's value, or false when a product overflows int64. */
static bool term_value(const cajit_rt_term *t, const int64_t *syms,
                       int64_t *out) {
  int64_t acc = t->sym[0] >= 0 ? syms[t->sym[0]] : t->value[0];
  for (int32_t k = 1; k < t->count && k < 4; k++) {
    int64_t x = t->sym[k] >= 0 ? syms[t->sym[k]] : t->value[k];
    if (__builtin_mul_overflow(acc, x, &acc)) return false;
  }
  *out = acc;
  return true;
}

/* Rows [0, nd) are the dims of one input. */
static int32_t check_one(cajit_call *call, const cajit_rt_dim_guard *g,
                         int32_t nd, int64_t *syms) {
  int32_t i = g[0].input;
  const DLTensor *t = call->inputs[i];
  for (int32_t d = 0; d < nd; d++) {
    int32_t f = g[d].flags;
    if (!(f & CAJIT_RT_CHECK_DIM)) continue;
    int64_t want = g[d].dim_sym >= 0 ? syms[g[d].dim_sym] : g[d].dim_value;
    if (f & CAJIT_RT_DIM_PRODUCT && !term_value(&g[d].terms[0], syms, &want))
      return cajit_rt_fail(call, CAJIT_GUARD_FAILED, "%s",
                           g[d].terms[0].overflow);
    if (t->shape[d] != want)
      return cajit_rt_fail(call, CAJIT_GUARD_FAILED,
                           "guard failed: input %d dim %d is %lld, expected "
                           "%lld (%s)",
                           (int)i, (int)d, (long long)t->shape[d],
                           (long long)want, g[d].terms[0].text);
  }
  for (int32_t d = 0; d < nd; d++) {
    int64_t actual;
    if (t->strides) {
      actual = t->strides[d];
    } else { /* row-major; wraps as the IR's plain multiply does */
      uint64_t contig = 1;
      for (int32_t k = d + 1; k < nd; k++)
        contig *= (uint64_t)t->shape[k];
      actual = (int64_t)contig;
    }
    int32_t f = g[d].flags;
    if (f & CAJIT_RT_STRIDE_OPEN) {
      syms[g[d].stride_sym] = actual;
      continue;
    }
    int64_t want =
        g[d].stride_sym >= 0 ? syms[g[d].stride_sym] : g[d].stride_value;
    if (f & CAJIT_RT_STRIDE_PRODUCT && !term_value(&g[d].terms[1], syms, &want))
      return cajit_rt_fail(call, CAJIT_GUARD_FAILED, "%s",
                           g[d].terms[1].overflow);
    if (actual != want && t->shape[d] != 1)
      return cajit_rt_fail(call, CAJIT_GUARD_FAILED,
                           "guard failed: input %d stride %d is %lld, "
                           "expected %lld (%s)",
                           (int)i, (int)d, (long long)actual, (long long)want,
                           g[d].terms[1].text);
  }
  return 0;
}

int32_t cajit_rt_check_dims(cajit_call *call, int32_t count,
                            const cajit_rt_dim_guard *g, int64_t *syms) {
  for (int32_t k = 0; k < count;) {
    int32_t nd = 1;
    while (k + nd < count && g[k + nd].input == g[k].input)
      nd++;
    if (check_one(call, g + k, nd, syms)) return 1;
    k += nd;
  }
  return 0;
}

int32_t cajit_rt_check_sym_eqs(cajit_call *call, int32_t count,
                               const cajit_rt_sym_eq *e, const int64_t *syms) {
  for (int32_t k = 0; k < count; k++) {
    int64_t want = e[k].rhs >= 0 ? syms[e[k].rhs] : e[k].value;
    if (e[k].product && !term_value(e[k].product, syms, &want))
      return cajit_rt_fail(call, CAJIT_GUARD_FAILED, "%s",
                           e[k].product->overflow);
    if (syms[e[k].lhs] != want)
      return cajit_rt_fail(call, CAJIT_GUARD_FAILED, "%s", e[k].message);
  }
  return 0;
}

void cajit_rt_bind_symbols(const cajit_call *call, int32_t count,
                           const cajit_rt_binding *b, int64_t *syms) {
  for (int32_t k = 0; k < count; k++) {
    int64_t v;
    switch (b[k].source) {
    case CAJIT_RT_FROM_INPUT_DIM:
      v = call->inputs[b[k].index]->shape[b[k].dim];
      break;
    case CAJIT_RT_FROM_SIZES: v = call->sizes[b[k].index]; break;
    default: /* the slot's 8 bytes, as the IR's load of i64 or double */
      memcpy(&v, &call->scalars[b[k].index], sizeof v);
    }
    syms[b[k].symbol] = v;
  }
}

int32_t cajit_rt_check_open_strides(cajit_call *call, int32_t count,
                                    const cajit_rt_open_stride *s,
                                    const int64_t *syms) {
  for (int32_t k = 0; k < count; k++)
    if (syms[s[k].symbol] < 0)
      return cajit_rt_fail(call, CAJIT_GUARD_FAILED,
                           "guard failed: input %d: stride %d is %lld, a "
                           "stride cannot be negative",
                           (int)s[k].input, (int)s[k].dim,
                           (long long)syms[s[k].symbol]);
  return 0;
}

void cajit_rt_bind_planned(void **bufs, int32_t count, const int32_t *ids,
                           char *base, const int64_t *offsets) {
  for (int32_t k = 0; k < count; k++)
    bufs[ids[k]] = base + offsets[k];
}

int32_t cajit_rt_alloc_tensors(cajit_call *call, int32_t count,
                               const cajit_rt_tensor_alloc *a,
                               const int64_t *dims, void **outs, void **donated,
                               void **bufs) {
  for (int32_t k = 0; k < count; k++) {
    DLManagedTensor *t =
        cajit_rt_dlpack_alloc(a[k].code, a[k].bits, a[k].ndim, dims);
    if (a[k].out_slot >= 0) outs[a[k].out_slot] = t;
    if (a[k].donated_slot >= 0) donated[a[k].donated_slot] = t;
    if (!t) {
      uint64_t n = 1; /* the entry has checked that it fits int64 */
      for (int32_t d = 0; d < a[k].ndim; d++)
        n *= (uint64_t)dims[d];
      return cajit_rt_fail(call, CAJIT_OUT_OF_MEMORY,
                           "out of memory allocating buf%d (%lld elements of "
                           "%s)",
                           (int)a[k].buffer, (long long)n, a[k].dtype_name);
    }
    bufs[a[k].buffer] = t->dl_tensor.data;
    dims += a[k].ndim;
  }
  return 0;
}

void cajit_rt_view_tensor(DLTensor *t, void *data, int32_t ndim, uint32_t dtype,
                          int64_t *dims) {
  t->data = data;
  t->device.device_type = kDLCPU;
  t->device.device_id = 0;
  t->ndim = ndim;
  memcpy(&t->dtype, &dtype, sizeof dtype);
  t->shape = dims;
  t->strides = dims + ndim;
  t->byte_offset = 0;
}
