/* Sibling reductions (see sched.h): a reduction joined to the reduction
 * before it shares that kernel's loops, so the buffers both read are read
 * once. Only adjacent pairs are joined, so no kernel moves: the pair's
 * reads and writes stay where the program had them, and memory planning
 * only has to count the two as one step. */
#include "sched/sched.h"
#include "sched/sched_internal.h"

static bool same_exprs(int32_t n, const cajit_expr *const *a,
                       const cajit_expr *const *b) {
  for (int32_t i = 0; i < n; i++) /* interned: equal means the same node */
    if (a[i] != b[i]) return false;
  return true;
}

static bool same_space(const cajit_kir_program *p, const cajit_kir_kernel *a,
                       const cajit_kir_kernel *b) {
  const cajit_kir_buffer *oa = cajit_kir_buffer_get(p, a->out),
                         *ob = cajit_kir_buffer_get(p, b->out);
  return oa->ndim == ob->ndim && same_exprs(oa->ndim, oa->shape, ob->shape) &&
         a->red_ndim == b->red_ndim &&
         same_exprs(a->red_ndim, a->red_extents, b->red_extents);
}

static bool joinable(const cajit_kir_program *p, const cajit_kir_kernel *a,
                     const cajit_kir_kernel *b) {
  if (a->kind != CAJIT_KIR_REDUCTION || b->kind != CAJIT_KIR_REDUCTION ||
      a->joined || !same_space(p, a, b))
    return false;
  sched_ivec ra = {0}, rb = {0};
  bool ga = true, gb = true;
  bool joined = sched_kernel_reads(p, a, &ra, &ga) &&
                sched_kernel_reads(p, b, &rb, &gb) && !ga && !gb;
  int32_t out_a = cajit_kir_buffer_get(p, a->out)->root,
          out_b = cajit_kir_buffer_get(p, b->out)->root;
  joined = joined && out_a != out_b && !sched_ivec_has(&ra, out_b) &&
           !sched_ivec_has(&rb, out_a);
  bool shared = false;
  for (size_t i = 0; joined && i < ra.len; i++)
    shared |= sched_ivec_has(&rb, ra.data[i]);
  CAJIT_VEC_FREE(&ra);
  CAJIT_VEC_FREE(&rb);
  return joined && shared;
}

int32_t cajit_sched_join_siblings(cajit_kir_program *p) {
  int32_t n = 0;
  for (size_t i = 1; i < p->kernels.len; i++) {
    cajit_kir_kernel *k = &p->kernels.data[i];
    if (joinable(p, &p->kernels.data[i - 1], k)) {
      k->joined = true;
      n++;
    }
  }
  return n;
}
