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

#include "support/ptrmap.h"

typedef struct root_uses {
  const cajit_kir_program *p;
  int32_t root;
  int32_t kernel;
  int32_t first, last; /* kernels touching root, -1: none */
  bool hosted;
} root_uses;

/* A sched_buffer_fn. */
static void note_use(int32_t buffer, bool host, void *user) {
  root_uses *u = user;
  if (buffer < 0 || (size_t)buffer >= u->p->buffers.len ||
      u->p->buffers.data[buffer].root != u->root)
    return;
  if (u->first < 0) u->first = u->kernel;
  u->last = u->kernel;
  u->hosted |= host;
}

/* Which kernels touch root (false when out of memory). */
static bool find_uses(const cajit_kir_program *p, int32_t root, root_uses *u) {
  *u = (root_uses){p, root, 0, -1, -1, false};
  for (size_t k = 0; k < p->kernels.len; k++) {
    u->kernel = (int32_t)k;
    if (!sched_kernel_buffers(&p->kernels.data[k], note_use, u)) return false;
  }
  return true;
}

static bool plain_root(const cajit_kir_program *p, int32_t b) {
  const cajit_kir_buffer *x = cajit_kir_buffer_get(p, b);
  return x && x->root == b && x->kind == CAJIT_KIR_BUFFER_INTERMEDIATE &&
         !x->dead;
}

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

/* Every load of root I in a value: direct, at offset `want` of I. */
typedef struct load_rule {
  cajit_kir_program *p;
  int32_t root;
  const cajit_expr *want;
  bool ok, oom;
} load_rule;

static bool check_load(const cajit_kir_value *v, void *user) {
  load_rule *r = user;
  if (v->op != CAJIT_KIR_LOAD && v->op != CAJIT_KIR_LOAD_INDIRECT) return true;
  if (cajit_kir_buffer_get(r->p, v->u.load.buffer)->root != r->root)
    return true;
  if (v->op == CAJIT_KIR_LOAD_INDIRECT) return r->ok = false;
  int32_t root;
  const cajit_expr *off = NULL;
  cajit_status s = cajit_kir_buffer_address(r->p, v->u.load.buffer,
                                            v->u.load.index, &root, &off);
  if (s) {
    r->oom = true; /* only memory can fail an address */
    cajit_status_free(s);
    return r->ok = false;
  }
  return r->ok = off == r->want;
}

/* Whether K loads I only at the element it stores; *oom on out of memory. */
static bool loads_at_store(cajit_kir_program *p, const cajit_kir_kernel *k,
                           int32_t I, bool *oom) {
  const cajit_kir_buffer *ib = cajit_kir_buffer_get(p, I);
  const cajit_expr *idx[ib->ndim > 0 ? ib->ndim : 1];
  load_rule r = {p, I, NULL, true, false};
  int32_t root;
  cajit_status s = cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, ib->ndim, idx);
  if (!s) s = cajit_kir_buffer_address(p, I, idx, &root, &r.want);
  if (s) {
    cajit_status_free(s);
    *oom = true;
    return false;
  }
  cajit_ptrmap seen = {0};
  (void)cajit_kir_walk(k->value, &seen, check_load, &r, &r.oom);
  cajit_ptrmap_free(&seen);
  *oom |= r.oom;
  return r.ok && !r.oom;
}

/* Whether I's writer w may itself write in place of an intermediate of
 * I's shape that it reads for the last time (inplace.c, after the loop
 * schedule): moving I into the padding would stop that, and keep both
 * (the dwconv block's hardtanh backward writes over the skip gradient it
 * adds; moving its result into the next padded copy would hold three
 * tensors at once instead of two). *oom on out of memory. */
static bool writer_may_reuse(cajit_kir_program *p, int32_t w, int32_t I,
                             bool *oom) {
  const cajit_kir_kernel *wk = &p->kernels.data[w];
  if (wk->kind != CAJIT_KIR_POINTWISE) return false;
  sched_ivec reads = {0};
  bool may = false;
  root_uses ru;
  if (!sched_kernel_reads(p, wk, &reads, NULL)) *oom = true;
  for (size_t r = 0; r < reads.len && !may && !*oom; r++) {
    int32_t R = reads.data[r];
    if (R == I || !plain_root(p, R) ||
        !same_shape(cajit_kir_buffer_get(p, R), cajit_kir_buffer_get(p, I)))
      continue;
    if (!find_uses(p, R, &ru))
      *oom = true;
    else
      may = ru.last == w && !ru.hosted;
  }
  CAJIT_VEC_FREE(&reads);
  return may;
}

static bool alone_in_step(const cajit_kir_program *p, size_t k) {
  return !p->kernels.data[k].joined &&
         (k + 1 >= p->kernels.len || !p->kernels.data[k + 1].joined);
}

/* The root kernel k's source can move into, or -1 (*oom on out of memory).
 */
static int32_t movable_source(cajit_kir_program *p, int32_t k, bool *oom) {
  const cajit_kir_kernel *kk = &p->kernels.data[k];
  if (kk->kind != CAJIT_KIR_POINTWISE || !kk->writes_interior ||
      !alone_in_step(p, (size_t)k))
    return -1;
  const cajit_kir_buffer *v = cajit_kir_buffer_get(p, kk->out);
  root_uses pu, iu;
  if (!v || v->kind != CAJIT_KIR_BUFFER_VIEW || !v->strides ||
      !plain_root(p, v->root))
    return -1;
  if (!find_uses(p, v->root, &pu)) return *oom = true, -1;
  if (pu.first != k || pu.hosted) return -1;
  sched_ivec reads = {0};
  int32_t found = -1;
  if (!sched_kernel_reads(p, kk, &reads, NULL)) *oom = true;
  for (size_t r = 0; r < reads.len && found < 0 && !*oom; r++) {
    int32_t I = reads.data[r];
    if (I == v->root || !plain_root(p, I) ||
        !same_shape(cajit_kir_buffer_get(p, I), v) || !only_buffer_over(p, I))
      continue;
    if (!find_uses(p, I, &iu))
      *oom = true;
    else if (iu.first >= 0 && iu.first < k && iu.last == k && !iu.hosted &&
             loads_at_store(p, kk, I, oom) &&
             !writer_may_reuse(p, iu.first, I, oom))
      found = I;
  }
  CAJIT_VEC_FREE(&reads);
  return *oom ? -1 : found;
}

/* Whether an intermediate root dies in kernel k (out of memory: false, and
 * *oom set). */
static bool frees_intermediate(const cajit_kir_program *p, int32_t k,
                               bool *oom) {
  sched_ivec reads = {0};
  bool frees = false;
  root_uses ru;
  if (!sched_kernel_reads(p, &p->kernels.data[k], &reads, NULL)) *oom = true;
  for (size_t r = 0; r < reads.len && !frees && !*oom; r++) {
    if (!plain_root(p, reads.data[r])) continue;
    if (!find_uses(p, reads.data[r], &ru))
      *oom = true;
    else
      frees = ru.last == k;
  }
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
static void unjoin_writer(cajit_kir_program *p, int32_t w, bool *oom) {
  cajit_kir_kernel *wk = &p->kernels.data[w];
  if (wk->kind != CAJIT_KIR_POINTWISE || !wk->joined || w == 0 ||
      p->kernels.data[w - 1].kind != CAJIT_KIR_POINTWISE)
    return;
  if (frees_intermediate(p, w - 1, oom)) wk->joined = false;
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
  bool oom = false;
  for (size_t k = 0; k < p->kernels.len && !oom; k++) {
    int32_t I = movable_source(p, (int32_t)k, &oom);
    if (I < 0) continue;
    cajit_kir_kernel *kk = &p->kernels.data[k];
    root_uses iu;
    if (!find_uses(p, I, &iu)) {
      oom = true;
      break;
    }
    move_into(&p->buffers.data[I], cajit_kir_buffer_get(p, kk->out));
    unjoin_writer(p, iu.first, &oom);
    kk->in_place = true;
    count++;
  }
  if (out_count) *out_count = count;
  return oom ? cajit_kir_oom("moving padded copies in place") : NULL;
}
