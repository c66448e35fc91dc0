/* Helpers shared by the kernel-IR files (kir.c, kir_view.c, kir_subst.c,
 * kir_print.c) and codegen; not part of the kernel-IR API. */
#ifndef CAJIT_LOWER_KIR_INTERNAL_H
#define CAJIT_LOWER_KIR_INTERNAL_H

#include "lower/kir.h"

enum {
  KIR_SYM_NONNEG = 1u << 0, /* known >= 0 */
  KIR_SYM_INDEX = 1u << 1,  /* an index symbol _i/_r/_d */
};

/* Records s as the program's error (the first one wins) and returns NULL. */
void *kir_fail(cajit_kir_program *p, cajit_status s);
cajit_status kir_oom(const char *what);
uint8_t kir_symflags(const cajit_kir_program *p, int32_t sym);
/* Position k of symbol sym among the index symbols of kind, or -1. */
int32_t kir_index_position(const cajit_kir_program *p,
                           cajit_kir_index_kind kind, int32_t sym);
bool kir_op_is_compare(cajit_kir_op op);
/* A HOST_RESULT buffer returned by kernel `kernel` (kir_view.c). */
cajit_status kir_buffer_host_result(cajit_kir_program *p, int32_t kernel,
                                    cajit_dtype dtype, int32_t ndim,
                                    const cajit_expr *const *shape,
                                    int32_t *out_buffer);
/* Symbol index of index symbol k of kind (which must exist). */
static inline int32_t kir_index_symbol(const cajit_kir_program *p,
                                       cajit_kir_index_kind kind, int32_t k) {
  return p->index_syms_[kind].data[k];
}

#endif
