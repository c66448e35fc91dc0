/* Helpers the scheduling passes share (fuse.c, siblings.c); not part of
 * the scheduling API (sched.h). */
#ifndef CAJIT_SCHED_SCHED_INTERNAL_H
#define CAJIT_SCHED_SCHED_INTERNAL_H

#include <stdbool.h>

#include "lower/kir.h"
#include "support/vec.h"

typedef CAJIT_VEC(int32_t) sched_ivec;

bool sched_ivec_has(const sched_ivec *v, int32_t x);

/* fuse.c: appends to *roots (without duplicates) the root of every buffer
 * kernel k's values load, and sets *gathers when one of those loads is
 * indirect (gathers may be NULL). False when out of memory. */
bool sched_kernel_reads(const cajit_kir_program *p, const cajit_kir_kernel *k,
                        sched_ivec *roots, bool *gathers);

#endif
