/* Table-driven entry guards (cg_entry.c): the checks every compiled graph
 * repeats per input or per assumption, as one loop in the library instead
 * of straight-line IR per graph. Each fails the call through cajit_rt_fail
 * with the same message the IR form would print, first failure first. The
 * entry's other per-input and per-tensor chores (binding symbols, planned
 * pointers, output allocation, host-call argument tensors) are here too,
 * for the same reason. */
#ifndef CAJIT_RUNTIME_GUARDS_H
#define CAJIT_RUNTIME_GUARDS_H

#include <stdint.h>

#include "cajit/runtime.h"

/* One input as the graph declares it (cg_entry.c emits a constant array of
 * these, one per input in order; the LLVM type is {i32, i32, i32, i32,
 * ptr}). */
typedef struct cajit_rt_input_guard {
  int32_t buffer;         /* bufs slot for data + byte_offset */
  int32_t ndim;           /* the declared rank */
  uint32_t dtype;         /* DLDataType {code, bits, lanes}, little-endian */
  uint32_t dtype_alt;     /* a second accepted one (uint8 for bool), or dtype */
  const char *dtype_name; /* for the message: "f32", ... */
} cajit_rt_input_guard;

/* For each input i < count, in order: call->inputs[i] is not NULL, is on
 * the CPU, has g[i].ndim dims and dtype g[i].dtype (or .dtype_alt); then
 * bufs[g[i].buffer] = its data + byte_offset. call->inputs must not be
 * NULL when count > 0 (the entry checks it first). Returns 0, or 1 after
 * failing the call (CAJIT_GUARD_FAILED, "guard failed: input 2 is NULL",
 * "... is on DLPack device type 2, expected cpu (1)", "... has 3 dims,
 * expected 2", "... has DLPack dtype (code 2, bits 32, lanes 1), expected
 * f32"). */
int32_t cajit_rt_check_inputs(cajit_call *call, int32_t count,
                              const cajit_rt_input_guard *g, void **bufs);

/* An int term the graph declares: factors[0] * factors[1] * ..., each a
 * symbol or a constant, multiplied left to right with overflow checks as
 * the entry's IR does (the LLVM type is {i32, [4 x i32], [4 x i64], ptr,
 * ptr}). Read only for products and for messages. */
typedef struct cajit_rt_term {
  int32_t count;  /* 1..4 factors */
  int32_t sym[4]; /* factor k: syms[sym[k]], or value[k] when < 0 */
  int64_t value[4];
  const char *text;     /* the expression as printed: "s1 * s2" */
  const char *overflow; /* the whole message when a product overflows */
} cajit_rt_term;

/* An int symbol equal to another, to a constant or to a product (the
 * LLVM type is {i32, i32, i64, ptr, ptr}). */
typedef struct cajit_rt_sym_eq {
  int32_t lhs;                  /* symbol index */
  int32_t rhs;                  /* symbol index, or -1: value or product */
  int64_t value;                /* the constant when rhs is -1 */
  const char *message;          /* the whole failure message, as is */
  const cajit_rt_term *product; /* when not NULL, the other side */
} cajit_rt_sym_eq;

/* For each k < count, in order: syms[e[k].lhs] equals syms[e[k].rhs] (or
 * e[k].value, or the value of e[k].product). Returns 0, or 1 after
 * failing the call with CAJIT_GUARD_FAILED and e[k].message for the first
 * one that does not hold, or the product's overflow message. */
int32_t cajit_rt_check_sym_eqs(cajit_call *call, int32_t count,
                               const cajit_rt_sym_eq *e, const int64_t *syms);

/* cajit_rt_dim_guard.flags */
enum {
  CAJIT_RT_CHECK_DIM = 1,      /* unset where the dim's symbol is bound */
  CAJIT_RT_STRIDE_OPEN = 2,    /* syms[stride_sym] = the actual stride */
  CAJIT_RT_DIM_PRODUCT = 4,    /* the dim is terms[0], a product */
  CAJIT_RT_STRIDE_PRODUCT = 8, /* the stride is terms[1], a product */
};

/* One dim of an input (the LLVM type is {i32, i32, i32, i32, i64, i64,
 * ptr}); an input's dims are consecutive rows, in order. A dim or stride
 * that is not a product is syms[dim_sym] (stride_sym), or dim_value
 * (stride_value) when the index is -1. */
typedef struct cajit_rt_dim_guard {
  int32_t input; /* call->inputs index */
  int32_t flags;
  int32_t dim_sym;
  int32_t stride_sym;
  int64_t dim_value;
  int64_t stride_value;
  const cajit_rt_term *terms; /* [2]: the dim's and the stride's */
} cajit_rt_dim_guard;

/* For each input of rows [0, count), in order: each dim with check_dim
 * equals its term ("guard failed: input 2 dim 0 is 31, expected 32
 * (s0)"); then per dim, the actual stride (the tensor's, or row-major
 * ones when it has none) is stored in syms[stride_sym] when open, else
 * equals its term unless the dim is 1 ("guard failed: input 2 stride 0
 * is 5, expected 4 (s1)"). A term whose product overflows fails with its
 * overflow message. The inputs must have passed cajit_rt_check_inputs.
 * Returns 0, or 1 after failing the call (CAJIT_GUARD_FAILED). */
int32_t cajit_rt_check_dims(cajit_call *call, int32_t count,
                            const cajit_rt_dim_guard *g, int64_t *syms);

/* Where a symbol's value comes from (the LLVM type is {i32, i32, i32,
 * i32}): call->inputs[index]->shape[dim], call->sizes[index] or
 * call->scalars[index] (its 8 bytes, int or double). */
enum {
  CAJIT_RT_FROM_INPUT_DIM = 0,
  CAJIT_RT_FROM_SIZES = 1,
  CAJIT_RT_FROM_SCALARS = 2,
};
typedef struct cajit_rt_binding {
  int32_t source; /* CAJIT_RT_FROM_* */
  int32_t index;
  int32_t dim;
  int32_t symbol; /* syms slot */
} cajit_rt_binding;

/* For each k < count, in order: syms[b[k].symbol] = the value at b[k]'s
 * source. Checks nothing: the inputs must have passed
 * cajit_rt_check_inputs (present, of their declared rank) and the counts
 * of sizes and scalars the entry's count checks. */
void cajit_rt_bind_symbols(const cajit_call *call, int32_t count,
                           const cajit_rt_binding *b, int64_t *syms);

/* An open stride of an input (the LLVM type is {i32, i32, i32}): the
 * symbol bound to the actual stride, and where it is for the message. */
typedef struct cajit_rt_open_stride {
  int32_t symbol;
  int32_t input;
  int32_t dim;
} cajit_rt_open_stride;

/* For each k < count, in order: syms[s[k].symbol] >= 0. Returns 0, or 1
 * after failing the call (CAJIT_GUARD_FAILED, "guard failed: input 2:
 * stride 1 is -4, a stride cannot be negative"). */
int32_t cajit_rt_check_open_strides(cajit_call *call, int32_t count,
                                    const cajit_rt_open_stride *s,
                                    const int64_t *syms);

/* bufs[ids[k]] = base + offsets[k] for k < count: the planned
 * intermediates' pointers in one arena allocation (cg_entry.c). */
void cajit_rt_bind_planned(void **bufs, int32_t count, const int32_t *ids,
                           char *base, const int64_t *offsets);

/* A tensor the entry allocates (the LLVM type is {i32, i32, i32, i32,
 * i32, i32, ptr}): an output (out_slot >= 0) or a donated intermediate
 * (donated_slot >= 0), contiguous, of dtype {code, bits} and ndim dims. */
typedef struct cajit_rt_tensor_alloc {
  int32_t buffer; /* bufs slot for its data, and the message's buffer */
  int32_t ndim;
  int32_t code;
  int32_t bits;
  int32_t out_slot;       /* outs index, or -1 */
  int32_t donated_slot;   /* donated index, or -1 */
  const char *dtype_name; /* for the message: "f32", ... */
} cajit_rt_tensor_alloc;

/* For each k < count, in order: a[k]'s tensor (cajit_rt_dlpack_alloc, its
 * shape the next a[k].ndim values of dims) in its slot of outs or donated
 * (where the entry's fail block releases it), then bufs[a[k].buffer] = its
 * data. Returns 0, or 1 after failing the call (CAJIT_OUT_OF_MEMORY, "out
 * of memory allocating buf7 (1024 elements of f32)"). */
int32_t cajit_rt_alloc_tensors(cajit_call *call, int32_t count,
                               const cajit_rt_tensor_alloc *a,
                               const int64_t *dims, void **outs, void **donated,
                               void **bufs);

/* *t = a CPU DLTensor (device 0, byte_offset 0) over data, of ndim dims
 * and dtype (DLDataType's 32 bits), its shape dims[0, ndim) and strides
 * dims[ndim, 2 * ndim): a host call's argument view (cg_body.c). */
void cajit_rt_view_tensor(DLTensor *t, void *data, int32_t ndim, uint32_t dtype,
                          int64_t *dims);

#endif
