/* Helpers shared by the kernel-IR files (kir.c, kir_value.c, kir_kernel.c,
 * kir_view.c, kir_subst.c, kir_bounds.c, kir_print.c); not part of the
 * kernel-IR API (kir/kir.h), and included by no other module. */
#ifndef CAJIT_KIR_KIR_INTERNAL_H
#define CAJIT_KIR_KIR_INTERNAL_H

#include "kir/kir.h"

enum {
  KIR_SYM_NONNEG = 1u << 0, /* known >= 0 */
  KIR_SYM_INDEX = 1u << 1,  /* an index symbol _i/_r/_d */
};

uint8_t kir_symflags(const cajit_kir_program *p, int32_t sym);

/* A dtype arithmetic accepts: floating or integral, not bool. */
static inline bool kir_dtype_is_numeric(cajit_dtype d) {
  return cajit_dtype_is_floating(d) || cajit_dtype_is_integral(d);
}
/* A HOST_RESULT buffer returned by kernel `kernel` (kir_view.c). */
cajit_status kir_buffer_host_result(cajit_kir_program *p, int32_t kernel,
                                    cajit_dtype dtype, int32_t ndim,
                                    const cajit_expr *const *shape,
                                    int32_t *out_buffer);

#endif
