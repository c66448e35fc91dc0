/* In-place outputs (see sched.h): a pointwise kernel's output takes the
 * memory of an intermediate the kernel reads for the last time, when every
 * element of it is read at the element the kernel then writes, or earlier.
 *
 * The output root O becomes a view of the input root I (LINEAR, offset 0:
 * both are contiguous roots of one dtype and one element count), and every
 * view of O a LINEAR view of I at the offsets it had in O. Memory planning
 * then sees one root whose live range runs from I's first use to O's last,
 * codegen one `noalias` base pointer that the kernel reads and writes at
 * the same address (a distance-0 dependence: it still vectorizes).
 *
 * Which reads are safe, for the step s the kernel runs in (memplan.h's
 * steps: a kernel joined with a shared or row schedule is its leader's):
 * - I is read by no kernel after s, and in s only by LOADs (no gather, no
 *   GEMM, extern or host call, no write);
 * - the kernel's own loads of I, and those of pointwise kernels before it
 *   in s (they run per element, or per row, before it), are at the offset
 *   the kernel stores to (the same expression of _i0..);
 * - the reductions of s, when the kernel is their row consumer (accum row,
 *   not row_first: each row's sums are done before the row's elements are
 *   written), load I at the offset the kernel stores to for the same row,
 *   its inner dims standing for the reduction dims (_r0..) in order and
 *   their keepdim dims at 0: a row is read whole before it is overwritten,
 *   and no other row's elements are read.
 * No host call ever gets I (the host may keep a reference: memory planning
 * pins such buffers) and neither root is an output or a host result.
 *
 * A softmax backward reads the gradient of the attention weights once per
 * row for its sum and again per element: its result now takes that
 * gradient's memory, as a GELU backward takes the GEMM result it scales.
 * The medium bench transformer's intermediates: 44 -> 32 MiB per call. */
#include "sched/sched.h"

#include "sched/sched_internal.h"

#include <string.h>

#include "support/alloc.h"
#include "support/arena.h"
#include "support/ptrmap.h"

typedef struct inplace {
  cajit_kir_program *p;
  int32_t *step;       /* per kernel */
  int32_t *last_step;  /* per root: the last step touching it, or -1 */
  int32_t *first_kern; /* per root: the first kernel touching it, or -1 */
  bool *hosted;        /* per root: a HOST kernel gets it */
  int32_t *first_view; /* per root: the first buffer over it (itself too) */
  int32_t *next_view;  /* per buffer: the next over the same root, or -1 */
  bool oom;            /* a check ran out of memory: the pass fails */
} inplace;

/* ---- uses of each root ---------------------------------------------------
 */

typedef struct toucher {
  inplace *ip;
  int32_t kernel;
} toucher;

/* A sched_buffer_fn. */
static void touch(int32_t buffer, bool host, void *user) {
  toucher *t = user;
  const cajit_kir_program *p = t->ip->p;
  if (buffer < 0 || (size_t)buffer >= p->buffers.len) return;
  int32_t root = p->buffers.data[buffer].root;
  if (root < 0 || (size_t)root >= p->buffers.len) return;
  if (t->ip->first_kern[root] < 0) t->ip->first_kern[root] = t->kernel;
  t->ip->last_step[root] = t->ip->step[t->kernel];
  t->ip->hosted[root] |= host;
}

/* Fills ip's tables; false when out of memory. */
static bool find_uses(inplace *ip) {
  const cajit_kir_program *p = ip->p;
  size_t nb = p->buffers.len + 1, nk = p->kernels.len + 1;
  ip->step = cajit_malloc(nk * sizeof(int32_t));
  ip->last_step = cajit_malloc(nb * sizeof(int32_t));
  ip->first_kern = cajit_malloc(nb * sizeof(int32_t));
  ip->hosted = cajit_calloc(nb, sizeof(bool));
  ip->first_view = cajit_malloc(nb * sizeof(int32_t));
  ip->next_view = cajit_malloc(nb * sizeof(int32_t));
  if (!ip->step || !ip->last_step || !ip->first_kern || !ip->hosted ||
      !ip->first_view || !ip->next_view)
    return false;
  for (size_t b = 0; b < nb; b++)
    ip->last_step[b] = ip->first_kern[b] = ip->first_view[b] = -1;
  for (size_t b = p->buffers.len; b-- > 0;) {
    int32_t root = p->buffers.data[b].root;
    ip->next_view[b] = -1;
    if (root < 0 || (size_t)root >= p->buffers.len) continue;
    ip->next_view[b] = ip->first_view[root];
    ip->first_view[root] = (int32_t)b;
  }
  int32_t step = 0;
  for (size_t i = 0; i < p->kernels.len; i++) {
    if (sched_own_step(&p->kernels.data[i])) step = (int32_t)i;
    ip->step[i] = step;
  }
  for (size_t i = 0; i < p->kernels.len; i++) {
    toucher t = {ip, (int32_t)i};
    if (!sched_kernel_buffers(&p->kernels.data[i], touch, &t)) return false;
  }
  return true;
}

/* ---- the reads of I in the kernel's step ---------------------------------
 */

/* Whether kernel k's values load root (on out of memory: true, and *oom
 * set). */
static bool reads_root(const cajit_kir_program *p, const cajit_kir_kernel *k,
                       int32_t root, bool *oom) {
  sched_ivec roots = {0};
  bool got = sched_kernel_reads(p, k, &roots, NULL);
  bool reads = !got || sched_ivec_has(&roots, root);
  *oom |= !got;
  CAJIT_VEC_FREE(&roots);
  return reads;
}

static bool touches_root(const cajit_kir_program *p, int32_t buffer,
                         int32_t root) {
  return buffer >= 0 && (size_t)buffer < p->buffers.len &&
         p->buffers.data[buffer].root == root;
}

/* Whether a kernel other than a pointwise or reduction one, or any write,
 * touches root in kernel j. */
static bool other_use(const cajit_kir_program *p, const cajit_kir_kernel *j,
                      int32_t root, bool *oom) {
  switch (j->kind) {
  case CAJIT_KIR_POINTWISE:
  case CAJIT_KIR_REDUCTION: return touches_root(p, j->out, root);
  case CAJIT_KIR_SCAN:
  case CAJIT_KIR_SCATTER:
    return touches_root(p, j->out, root) || reads_root(p, j, root, oom);
  case CAJIT_KIR_GEMM:
    return touches_root(p, j->a, root) || touches_root(p, j->b, root) ||
           touches_root(p, j->c, root);
  case CAJIT_KIR_EXTERN:
    for (int32_t i = 0; i < j->ext->arg_count; i++)
      if (touches_root(p, j->ext->args[i], root)) return true;
    return false;
  case CAJIT_KIR_HOST:
    for (int32_t i = 0; i < j->host->arg_count; i++)
      if (touches_root(p, j->host->args[i], root)) return true;
    return false;
  }
  return true;
}

/* The reductions' rule (see above): `want` with each of the consumer's
 * inner dims standing for the reduction dims, and the lead's keepdim dims
 * fixed at 0 in their loads. */
static bool row_rule(cajit_kir_program *p, const cajit_kir_kernel *lead,
                     const cajit_kir_kernel *k, const cajit_expr *want,
                     sched_load_rule *r, int32_t *syms, const cajit_expr **to) {
  const cajit_kir_buffer *lo = cajit_kir_buffer_get(p, lead->out),
                         *co = cajit_kir_buffer_get(p, k->out);
  int32_t n = lo->ndim, m = co->ndim, inner = 0, nfix = 0;
  int32_t isyms[m > 0 ? m : 1];
  const cajit_expr *ito[m > 0 ? m : 1];
  for (int32_t d = 0; d < m; d++) {
    int64_t one;
    bool keepdim = d < n && lo->shape[d] != co->shape[d] &&
                   cajit_expr_as_int(lo->shape[d], &one) && one == 1;
    if (d < n && !keepdim) continue;
    if (inner >= lead->red_ndim) return false;
    isyms[inner] = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_OUTER, d);
    ito[inner] = cajit_expr_symbol(
        p->exprs, cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_REDUCE, inner));
    inner++;
    if (keepdim) {
      syms[nfix] = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_OUTER, d);
      to[nfix++] = cajit_expr_int(p->exprs, 0);
    }
  }
  if (inner != lead->red_ndim) return false;
  r->want = cajit_kir_expr_subst(p->exprs, want, inner, isyms, ito);
  r->nsub = nfix;
  r->sub_syms = syms;
  r->sub_to = to;
  return r->want != NULL;
}

/* Whether every read of root I in kernel k's step is safe (see above). */
static bool step_reads_safe(inplace *ip, int32_t k, int32_t I,
                            const cajit_expr *want) {
  cajit_kir_program *p = ip->p;
  const cajit_kir_kernel *kk = &p->kernels.data[k];
  int32_t s = ip->step[k];
  bool row = kk->sched.accum == CAJIT_KIR_ACCUM_ROW && !kk->sched.row_first;
  const cajit_kir_kernel *lead = &p->kernels.data[s];
  for (size_t j = (size_t)s; j < p->kernels.len && ip->step[j] == s; j++) {
    const cajit_kir_kernel *jk = &p->kernels.data[j];
    if (other_use(p, jk, I, &ip->oom)) return false;
    if (jk->kind != CAJIT_KIR_POINTWISE && jk->kind != CAJIT_KIR_REDUCTION)
      continue;
    sched_load_rule r = {p, I, want, 0, NULL, NULL, true, &ip->oom};
    int32_t m = cajit_kir_buffer_get(p, kk->out)->ndim;
    int32_t syms[m > 0 ? m : 1];
    const cajit_expr *to[m > 0 ? m : 1];
    if (jk->kind == CAJIT_KIR_REDUCTION) {
      if (!reads_root(p, jk, I, &ip->oom)) continue;
      if (!row || lead->kind != CAJIT_KIR_REDUCTION ||
          !row_rule(p, lead, kk, want, &r, syms, to))
        return false;
    } else if ((int32_t)j > k || jk->sched.row_first) {
      if (reads_root(p, jk, I, &ip->oom)) return false;
      continue;
    }
    if (!sched_loads_follow(&r, jk->value)) return false;
  }
  return true;
}

/* ---- candidates and the rewrite ------------------------------------------
 */

static bool same_numel(inplace *ip, const cajit_kir_buffer *b,
                       const cajit_expr *n) {
  const cajit_expr *m = sched_numel(ip->p->exprs, b);
  if (!m) ip->oom = true;
  return m == n;
}

/* The root kernel k can write over, or -1 (ip->oom set when a check ran
 * out of memory). */
static int32_t reusable_root(inplace *ip, int32_t k) {
  cajit_kir_program *p = ip->p;
  const cajit_kir_kernel *kk = &p->kernels.data[k];
  if (kk->kind != CAJIT_KIR_POINTWISE || kk->sched.row_first) return -1;
  int32_t O = kk->out;
  const cajit_kir_buffer *ob = cajit_kir_buffer_get(p, O);
  if (!ob || !sched_plain_root(p, O) || ip->first_kern[O] != k || ip->hosted[O])
    return -1;
  const cajit_expr *n = sched_numel(p->exprs, ob);
  const cajit_expr *idx[ob->ndim > 0 ? ob->ndim : 1];
  int32_t root;
  const cajit_expr *want = NULL;
  cajit_status s = cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, ob->ndim, idx);
  if (!s) s = cajit_kir_buffer_address(p, O, idx, &root, &want);
  if (s || !n) {
    ip->oom = true; /* the only way either fails */
    cajit_status_free(s);
    return -1;
  }
  /* Candidates: the roots k loads, in the order its value loads them. */
  sched_ivec reads = {0};
  int32_t found = -1;
  if (!sched_kernel_reads(p, kk, &reads, NULL)) ip->oom = true;
  for (size_t r = 0; r < reads.len && found < 0; r++) {
    int32_t I = reads.data[r];
    const cajit_kir_buffer *ib = cajit_kir_buffer_get(p, I);
    if (I != O && sched_plain_root(p, I) && ib->dtype == ob->dtype &&
        !ip->hosted[I] && ip->last_step[I] == ip->step[k] &&
        ip->first_kern[I] >= 0 && ip->first_kern[I] < ip->step[k] &&
        same_numel(ip, ib, n) && step_reads_safe(ip, k, I, want))
      found = I;
  }
  CAJIT_VEC_FREE(&reads);
  return found;
}

/* Every buffer over root O becomes a LINEAR view of root I at the offsets
 * it had in O (the two share base pointer, dtype and layout), and joins
 * I's list of buffers. An address over O depends on O's strides only,
 * which stay: each buffer's is taken before it changes. */
static cajit_status move_views(inplace *ip, int32_t O, int32_t I) {
  cajit_kir_program *p = ip->p;
  int32_t tail = -1;
  for (int32_t b = ip->first_view[O]; b >= 0; b = ip->next_view[b]) {
    cajit_kir_buffer *v = &p->buffers.data[b];
    const cajit_expr *d[v->ndim > 0 ? v->ndim : 1];
    const cajit_expr **map = cajit_arena_array(p->arena, 1, sizeof *map);
    int32_t root;
    if (!map) return cajit_kir_oom("planning in-place outputs");
    CAJIT_RETURN_IF_ERROR(
        cajit_kir_indices(p, CAJIT_KIR_INDEX_VIEW, v->ndim, d));
    CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_address(p, b, d, &root, &map[0]));
    if (b == O) {
      v->kind = CAJIT_KIR_BUFFER_VIEW;
      v->base = I;
    }
    v->root = I;
    v->map_kind = CAJIT_KIR_MAP_LINEAR;
    v->map_len = 1;
    v->map = map;
    v->base_map = NULL;
    tail = b;
  }
  if (tail >= 0) {
    ip->next_view[tail] = ip->first_view[I];
    ip->first_view[I] = ip->first_view[O];
    ip->first_view[O] = -1;
  }
  return NULL;
}

cajit_status cajit_sched_inplace(cajit_kir_program *p, int32_t *out_count) {
  inplace ip = {p, NULL, NULL, NULL, NULL, NULL, NULL, false};
  int32_t count = 0;
  cajit_status s =
      find_uses(&ip) ? NULL : cajit_kir_oom("planning in-place outputs");
  for (size_t k = 0; k < p->kernels.len && !s; k++) {
    int32_t I = reusable_root(&ip, (int32_t)k);
    if (ip.oom) s = cajit_kir_oom("planning in-place outputs");
    if (I < 0 || s) continue;
    int32_t O = p->kernels.data[k].out;
    s = move_views(&ip, O, I);
    if (s) break;
    p->kernels.data[k].in_place = true;
    count++;
    /* O's uses are I's now: I lives until O's last step. */
    ip.last_step[I] = ip.last_step[O];
    ip.hosted[I] |= ip.hosted[O];
    ip.first_kern[O] = ip.last_step[O] = -1;
  }
  cajit_free(ip.step);
  cajit_free(ip.last_step);
  cajit_free(ip.first_kern);
  cajit_free(ip.hosted);
  cajit_free(ip.first_view);
  cajit_free(ip.next_view);
  if (out_count) *out_count = count;
  return s;
}
