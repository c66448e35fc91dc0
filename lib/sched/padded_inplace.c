/* Padded copies in place (see sched.h): a lowering that pads a tensor (the
 * depthwise convolution backward's dy, lib/ops/conv_depthwise_lower.c)
 * writes it into the interior of a larger intermediate whose margins
 * later kernels zero, with one pointwise kernel it marks writes_interior.
 * After fusion that kernel computes dy from what dy's producers read; when
 * one of those is an intermediate the kernel reads for the last time, and
 * only at the element it writes, that intermediate can live in the
 * interior itself: its root becomes a view of the padded root with the
 * interior's layout, its writers store there, and the kernel reads and
 * writes each element at one address (in_place). Memory holds the
 * tensor once instead of twice: the medium bench dwconv block's GELU
 * gradient (12.25 MiB, read by the batch norm backward that becomes dy)
 * no longer sits beside the padded dy (its arena: 37.6 -> 25.4 MiB).
 *
 * When, for the marked kernel K writing view V of root P, and a root I
 * that K loads:
 * - K runs in a step of its own (nothing joined into it or it into
 *   another): no other kernel reads I while K writes;
 * - P is a plain intermediate that no kernel touches before K (so P's
 *   memory is free over I's whole life, and nothing else lives there);
 * - I is a plain intermediate root with no other buffer over it, of V's
 *   dtype and shape, written before K and touched by no kernel after K,
 *   never given to a host call (the host may keep a reference);
 * - every load of I in K is a direct one at the element K stores.
 * The margins stay out of I: V is P's interior, the margins are written
 * after K, and I's writers store only within I's shape.
 *
 * Runs before the loop schedule, so that I's writers and readers are
 * scheduled for the layout it now has (rows of the padded width: a
 * reduction over I no longer collapses its last two dims). Not for the
 * GPU, where in-place writes are not planned. */
#include "sched/sched.h"

#include "sched/sched_internal.h"

#include "support/alloc.h"

/* The pass's state: per root, the kernels touching it (as the program
 * stands: recomputed after each move). */
typedef struct mover {
  cajit_kir_program *p;
  sched_span *spans;
  bool oom;
} mover;

static bool only_buffer_over(const cajit_kir_program *p, int32_t root) {
  for (size_t b = 0; b < p->buffers.len; b++)
    if (p->buffers.data[b].root == root && (int32_t)b != root) return false;
  return true;
}

static bool same_shape(const cajit_kir_buffer *a, const cajit_kir_buffer *b) {
  if (a->ndim != b->ndim || a->dtype != b->dtype) return false;
  for (int32_t d = 0; d < a->ndim; d++)
    if (a->shape[d] != b->shape[d]) return false; /* expressions are interned */
  return true;
}

/* Whether K loads I only at the element it stores; *oom on out of memory. */
static bool loads_at_store(cajit_kir_program *p, const cajit_kir_kernel *k,
                           int32_t I, bool *oom) {
  const cajit_kir_buffer *ib = cajit_kir_buffer_get(p, I);
  const cajit_expr *idx[ib->ndim > 0 ? ib->ndim : 1];
  sched_load_rule r = {p, I, NULL, 0, NULL, NULL, true, oom};
  int32_t root;
  cajit_status s = cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, ib->ndim, idx);
  if (!s) s = cajit_kir_buffer_address(p, I, idx, &root, &r.want);
  if (s) {
    cajit_status_free(s);
    *oom = true;
    return false;
  }
  return sched_loads_follow(&r, k->value);
}

/* Whether I's writer w may itself write in place of an intermediate of
 * I's shape that it reads for the last time (inplace.c, after the loop
 * schedule): moving I into the padding would stop that, and keep both
 * (the dwconv block's hardtanh backward writes over the skip gradient it
 * adds; moving its result into the next padded copy would hold three
 * tensors at once instead of two). m->oom on out of memory. */
static bool writer_may_reuse(mover *m, int32_t w, int32_t I) {
  cajit_kir_program *p = m->p;
  const cajit_kir_kernel *wk = &p->kernels.data[w];
  if (wk->kind != CAJIT_KIR_POINTWISE) return false;
  sched_ivec reads = {0};
  bool may = false;
  if (!sched_kernel_reads(p, wk, &reads, NULL)) m->oom = true;
  for (size_t r = 0; r < reads.len && !may; r++) {
    int32_t R = reads.data[r];
    may = R != I && sched_plain_root(p, R) &&
          same_shape(cajit_kir_buffer_get(p, R), cajit_kir_buffer_get(p, I)) &&
          m->spans[R].last == w && !m->spans[R].hosted;
  }
  CAJIT_VEC_FREE(&reads);
  return may;
}

static bool alone_in_step(const cajit_kir_program *p, size_t k) {
  return !p->kernels.data[k].joined &&
         (k + 1 >= p->kernels.len || !p->kernels.data[k + 1].joined);
}

/* The root kernel k's source can move into, or -1 (m->oom on out of
 * memory). */
static int32_t movable_source(mover *m, int32_t k) {
  cajit_kir_program *p = m->p;
  const cajit_kir_kernel *kk = &p->kernels.data[k];
  if (kk->kind != CAJIT_KIR_POINTWISE || !kk->writes_interior ||
      !alone_in_step(p, (size_t)k))
    return -1;
  const cajit_kir_buffer *v = cajit_kir_buffer_get(p, kk->out);
  if (!v || v->kind != CAJIT_KIR_BUFFER_VIEW || !v->strides ||
      !sched_plain_root(p, v->root) || m->spans[v->root].first != k ||
      m->spans[v->root].hosted)
    return -1;
  sched_ivec reads = {0};
  int32_t found = -1;
  if (!sched_kernel_reads(p, kk, &reads, NULL)) m->oom = true;
  for (size_t r = 0; r < reads.len && found < 0 && !m->oom; r++) {
    int32_t I = reads.data[r];
    const sched_span *iu = &m->spans[I];
    if (I != v->root && sched_plain_root(p, I) &&
        same_shape(cajit_kir_buffer_get(p, I), v) && only_buffer_over(p, I) &&
        iu->first >= 0 && iu->first < k && iu->last == k && !iu->hosted &&
        loads_at_store(p, kk, I, &m->oom) && !writer_may_reuse(m, iu->first, I))
      found = I;
  }
  CAJIT_VEC_FREE(&reads);
  return m->oom ? -1 : found;
}

/* Whether an intermediate root dies in kernel k (out of memory: false, and
 * m->oom set). */
static bool frees_intermediate(mover *m, int32_t k) {
  sched_ivec reads = {0};
  bool frees = false;
  if (!sched_kernel_reads(m->p, &m->p->kernels.data[k], &reads, NULL))
    m->oom = true;
  for (size_t r = 0; r < reads.len && !frees; r++)
    frees = sched_plain_root(m->p, reads.data[r]) &&
            m->spans[reads.data[r]].last == k;
  CAJIT_VEC_FREE(&reads);
  return frees;
}

/* I's writer w, joined to the pointwise kernel before it (siblings.c),
 * writes I in that kernel's loops: P's memory is then live beside all the
 * leader reads. When an intermediate dies in the leader, w runs after it
 * instead, so that P may take its memory (the dwconv block: the first
 * convolution's padded gradient, read by the stencil that makes the skip
 * gradient, dies there; the GELU backward joined to that stencil wrote
 * into the second one's padding, holding both). Costs w one more read of
 * what the leader wrote. */
static void unjoin_writer(mover *m, int32_t w) {
  cajit_kir_kernel *wk = &m->p->kernels.data[w];
  if (wk->kind != CAJIT_KIR_POINTWISE || !wk->joined || w == 0 ||
      m->p->kernels.data[w - 1].kind != CAJIT_KIR_POINTWISE)
    return;
  if (frees_intermediate(m, w - 1)) wk->joined = false;
}

/* I becomes a view of V's root with V's layout (it has no views of its
 * own: its loads and stores keep their indices). */
static void move_into(cajit_kir_buffer *I, const cajit_kir_buffer *v) {
  I->kind = CAJIT_KIR_BUFFER_VIEW;
  I->root = v->root;
  I->base = v->base;
  I->map_kind = v->map_kind;
  I->map_len = v->map_len;
  I->map = v->map;
  I->base_map = v->base_map;
  I->offset = v->offset;
  I->strides = v->strides;
}

cajit_status cajit_sched_padded_inplace(cajit_kir_program *p,
                                        int32_t *out_count) {
  int32_t count = 0;
  mover m = {p, cajit_malloc((p->buffers.len + 1) * sizeof(sched_span)), false};
  m.oom = !m.spans || !sched_root_spans(p, m.spans);
  for (size_t k = 0; k < p->kernels.len && !m.oom; k++) {
    int32_t I = movable_source(&m, (int32_t)k);
    if (I < 0) continue;
    cajit_kir_kernel *kk = &p->kernels.data[k];
    int32_t writer = m.spans[I].first;
    move_into(&p->buffers.data[I], cajit_kir_buffer_get(p, kk->out));
    kk->in_place = true;
    count++;
    m.oom = !sched_root_spans(p, m.spans); /* I's uses are P's now */
    if (!m.oom) unjoin_writer(&m, writer);
  }
  cajit_free(m.spans);
  if (out_count) *out_count = count;
  return m.oom ? cajit_kir_oom("moving padded copies in place") : NULL;
}
