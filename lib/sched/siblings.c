/* Sibling reductions (see sched.h): a reduction joined to the reduction
 * before it shares that kernel's loops, so the buffers both read are read
 * once. Only adjacent pairs are joined, so no kernel moves: the pair's
 * reads and writes stay where the program had them, and memory planning
 * only has to count the two as one step. */
#include "lower/kir_internal.h"
#include "lower/ptrmap.h"
#include "sched/sched.h"

typedef struct reads {
  const cajit_kir_program *p;
  int32_t roots[16];
  int32_t count;
  bool overflow, gathers;
  cajit_ptrmap seen;
} reads;

static void collect(reads *r, const cajit_kir_value *v) {
  if (!v || r->overflow || cajit_ptrmap_get(&r->seen, v)) return;
  if (!cajit_ptrmap_put(&r->seen, v, (void *)v)) {
    r->overflow = true; /* out of memory: join nothing */
    return;
  }
  r->gathers |= v->op == CAJIT_KIR_LOAD_INDIRECT;
  if (v->op == CAJIT_KIR_LOAD) {
    int32_t root = cajit_kir_buffer_get(r->p, v->u.load.buffer)->root;
    bool known = false;
    for (int32_t i = 0; i < r->count; i++)
      known |= r->roots[i] == root;
    if (!known && r->count == 16) r->overflow = true;
    if (!known && r->count < 16) r->roots[r->count++] = root;
  }
  for (int32_t i = 0; i < v->arg_count; i++)
    collect(r, v->args[i]);
}

static bool reads_root(const reads *r, int32_t root) {
  for (int32_t i = 0; i < r->count; i++)
    if (r->roots[i] == root) return true;
  return false;
}

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
  reads ra = {.p = p}, rb = {.p = p};
  collect(&ra, a->value);
  collect(&rb, b->value);
  cajit_ptrmap_free(&ra.seen);
  cajit_ptrmap_free(&rb.seen);
  if (ra.overflow || rb.overflow || ra.gathers || rb.gathers) return false;
  int32_t out_a = cajit_kir_buffer_get(p, a->out)->root,
          out_b = cajit_kir_buffer_get(p, b->out)->root;
  if (out_a == out_b || reads_root(&ra, out_b) || reads_root(&rb, out_a))
    return false;
  for (int32_t i = 0; i < ra.count; i++)
    if (reads_root(&rb, ra.roots[i])) return true;
  return false;
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
