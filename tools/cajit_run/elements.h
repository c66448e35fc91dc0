/* Elements of DLPack tensors, shared by cajit-run's parts (the input
 * generator, the C host, the report, --replay, --gpu): visiting, loading,
 * summing, and checking that a tensor is readable. */
#ifndef CAJIT_TOOLS_ELEMENTS_H
#define CAJIT_TOOLS_ELEMENTS_H

#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdint.h>

#include "cajit/status.h"

enum { CAJIT_TOOLS_MAX_NDIM = 64 };
enum {
  CAJIT_TOOLS_DL_BOOL = 6
}; /* kDLBool of DLPack >= 0.8, as codegen
      writes it */

/* IEEE half and bfloat16 from and to float (nearest even). */
uint16_t f32_to_f16(float f);
float f16_to_f32(uint16_t h);
uint16_t f32_to_bf16(float f);
float bf16_to_f32(uint16_t h);

/* Visits the elements of a tensor in row-major logical order: calls
 * fn(e, offset in elements) for each. */
typedef void (*element_fn)(int64_t e, int64_t offset, void *user);
void for_each_element(int32_t ndim, const int64_t *shape,
                      const int64_t *strides, element_fn fn, void *user);
/* Row-major strides of shape (size-1 dims do not scale). */
void contiguous_strides(int32_t ndim, const int64_t *shape, int64_t *strides);

/* The .cag name of a DLPack dtype, or NULL. */
const char *dl_dtype_name(DLDataType t);
/* Element at p (of a dtype dl_dtype_name knows) as a double. */
double load_double(const void *p, DLDataType t);

/* Sums of a tensor's elements (as doubles). */
typedef struct sum_ctx {
  const char *base;
  DLDataType dtype;
  double *into; /* accumulate elementwise (NULL: only sums) */
  double sum, abs;
} sum_ctx;

/* Sums t's elements, adding each into `into` (row-major) when not NULL. */
sum_ctx tensor_sums(const DLTensor *t, double *into);
/* Whether strides (t's, or contiguous ones where t has none) walk t's
 * elements in memory order: for_each_element's offset is the element's
 * index (dims of extent 1 may have any stride). */
bool tensor_row_major(const DLTensor *t, const int64_t *strides);
/* The number of elements of t. */
int64_t tensor_numel(const DLTensor *t);
/* Checks that t is a CPU tensor cajit-run can read; what and index name it
 * in the error. */
cajit_status tensor_check_readable(const DLTensor *t, const char *what,
                                   int32_t index);

#endif
