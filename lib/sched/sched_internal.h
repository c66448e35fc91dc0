/* Helpers the scheduling passes share (fuse.c, gemm_layout.c, siblings.c,
 * row_partials.c);
 * not part of
 * the scheduling API (sched.h). */
#ifndef CAJIT_SCHED_SCHED_INTERNAL_H
#define CAJIT_SCHED_SCHED_INTERNAL_H

#include <stdbool.h>

#include "kir/kir.h"
#include "sched/sched.h"
#include "support/ptrmap.h"
#include "support/vec.h"

typedef CAJIT_VEC(int32_t) sched_ivec;

bool sched_ivec_has(const sched_ivec *v, int32_t x);
/* Whether x and y share an element. */
bool sched_ivec_meet(const sched_ivec *x, const sched_ivec *y);
/* Adds x unless present; false when out of memory. */
bool sched_ivec_add(sched_ivec *v, int32_t x);

/* What fusion knows of each kernel while it runs, kept up to date as it
 * inlines and removes kernels. */
typedef struct sched_kinfo {
  sched_ivec reads;  /* roots a kernel reads, deduplicated */
  sched_ivec writes; /* roots it writes */
  bool dead;
  bool gathers; /* its values hold a gather (LOAD_INDIRECT) */
} sched_kinfo;

typedef struct sched_fuser {
  cajit_kir_program *p;
  sched_kinfo *k;
  int32_t *writers; /* per buffer: kernels writing it (roots) */
  /* Per root: the kernels that read it (may hold kernels that no longer
   * do, or are dead: check kinfo), and the kernels that write it, in
   * program order; per root, the views over it. They keep fusion linear
   * in the number of kernels: nothing scans every later kernel. */
  sched_ivec *readers_of, *writers_of, *views_of;
  int32_t *size; /* per kernel: value nodes, or -1 when not known */
  cajit_sched_stats st;
  int32_t gemm_layouts; /* copies the GEMM-layout pass removed */
  size_t nk, nb;        /* kernels and buffers the tables were made for */
} sched_fuser;

/* fuse.c: the roots kernel k reads and writes, appended to ki's vectors
 * (a hook, fallback op or custom backward counts as writing its
 * arguments; accumulate_grad only reads them). */
cajit_status sched_kernel_info(const cajit_kir_program *p,
                               const cajit_kir_kernel *k, sched_kinfo *ki);
/* sched_kernel_info for the passes that only may join kernels: false when
 * it fails (out of memory: the join is not made). */
bool sched_kernel_info_got(const cajit_kir_program *p,
                           const cajit_kir_kernel *k, sched_kinfo *ki);

/* Whether kernel k starts a step of its own (memplan.h): a kernel joined
 * with a shared or row schedule runs in its leader's loops, the leader's
 * step. */
static inline bool sched_own_step(const cajit_kir_kernel *k) {
  return !k->joined || (k->sched.accum != CAJIT_KIR_ACCUM_SHARED &&
                        k->sched.accum != CAJIT_KIR_ACCUM_ROW);
}

/* memplan.c: calls fn for every buffer kernel k touches (memplan.h): its
 * out and the buffers its values load (POINTWISE, REDUCTION, SCAN,
 * SCATTER), a GEMM's A, B and C, an EXTERN's arguments, and a HOST's
 * arguments with `host` true. False when a walk ran out of memory. */
typedef void (*sched_buffer_fn)(int32_t buffer, bool host, void *user);
bool sched_kernel_buffers(const cajit_kir_kernel *k, sched_buffer_fn fn,
                          void *user);

/* The root of buffer id (itself for roots). */
int32_t sched_root_of(const cajit_kir_program *p, int32_t buffer);

/* fuse.c: the buffer kernel k copies element for element into its out (a
 * POINTWISE kernel whose value is a LOAD at the kernel's own indices, of
 * the same dtype and shape, both buffers strided), or -1. */
int32_t sched_copy_source(const cajit_kir_program *p,
                          const cajit_kir_kernel *k);

/* fuse.c: appends to *roots (without duplicates) the root of every buffer
 * kernel k's values load, and sets *gathers when one of those loads is
 * indirect (gathers may be NULL). False when out of memory. */
bool sched_kernel_reads(const cajit_kir_program *p, const cajit_kir_kernel *k,
                        sched_ivec *roots, bool *gathers);

/* fuse.c: whether evaluating kernel k's values can fail the call (an
 * indirect load's bounds check, a CHECK). *seen carries the values visited
 * over several calls (free it with cajit_ptrmap_free); false and *oom set
 * when out of memory. */
bool sched_kernel_can_fail(const cajit_kir_kernel *k, cajit_ptrmap *seen,
                           bool *oom);

/* loops.c: whether the loop schedule will run pointwise kernel ci, joined
 * as a row consumer to the reduction li (and the sibling after it), per
 * row in li's loops (ACCUM_ROW): both reductions keep register
 * accumulators and ci's vector dim is not a row dim. */
bool sched_row_unit_holds(const cajit_kir_program *p, int32_t li, int32_t ci);

/* fuse.c: f's tables for program p as it stands (free with
 * sched_fuser_free, also after an error), and the step that ends a pass:
 * drops the kernels marked dead, renumbering the others (HOST_RESULT
 * buffers name theirs). */
cajit_status sched_fuser_init(sched_fuser *f, cajit_kir_program *p);
void sched_fuser_free(sched_fuser *f);
cajit_status sched_compact(sched_fuser *f);

/* buffer_facts.c, for the memory passes (inplace.c, padded_inplace.c,
 * chunk.c): whether b is an intermediate root the program allocates, not
 * dead; b's element count (NULL when out of memory). */
bool sched_plain_root(const cajit_kir_program *p, int32_t b);
const cajit_expr *sched_numel(cajit_expr_ctx *x, const cajit_kir_buffer *b);
/* What the direct loads of root `root` in a value must address: element
 * offset `want` of the root after the load's offset has nsub symbols
 * replaced (sub_syms[k] := sub_to[k]); a gather of the root breaks it. */
typedef struct sched_load_rule {
  cajit_kir_program *p;
  int32_t root;
  const cajit_expr *want;
  int32_t nsub;
  const int32_t *sub_syms;
  const cajit_expr *const *sub_to;
  bool ok;
  bool *oom; /* set when a check ran out of memory */
} sched_load_rule;
/* Whether every load of r->root in v follows r (false on out of memory). */
bool sched_loads_follow(sched_load_rule *r, const cajit_kir_value *v);
/* Per root b (spans[b], b < p->buffers.len): the first and the last
 * kernel touching it (sched_kernel_buffers; -1: none), and whether a host
 * call gets it. False when out of memory. */
typedef struct sched_span {
  int32_t first, last;
  bool hosted;
} sched_span;
bool sched_root_spans(const cajit_kir_program *p, sched_span *spans);

#endif
