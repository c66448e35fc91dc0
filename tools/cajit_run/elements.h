/* Elements of DLPack tensors, shared by cajit-run's parts (the input
 * generator, the report, --replay). */
#ifndef CAJIT_TOOLS_ELEMENTS_H
#define CAJIT_TOOLS_ELEMENTS_H

#include <dlpack/dlpack.h>
#include <stdint.h>

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

#endif
