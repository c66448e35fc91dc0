/* Memory planning: live ranges of intermediates, pinned buffers and
 * donated grads (see memplan.h). The entry packs the planned buffers at
 * run time from their live ranges (runtime/layout.h). */
#include "sched/memplan.h"
#include "sched/sched.h"
#include "sched/sched_internal.h"

#include <string.h>

#include "cajit/runtime.h"

#include "support/alloc.h"
#include "support/ptrmap.h"

/* ---- the buffers a kernel touches (sched_internal.h) --------------------
 */

typedef struct kernel_walk {
  sched_buffer_fn fn;
  void *user;
} kernel_walk;

static bool visit_load(const cajit_kir_value *v, void *user) {
  kernel_walk *w = user;
  if (v->op == CAJIT_KIR_LOAD || v->op == CAJIT_KIR_LOAD_INDIRECT)
    w->fn(v->u.load.buffer, false, w->user);
  return true;
}

static bool visit_value(kernel_walk *w, const cajit_kir_value *v) {
  cajit_ptrmap seen = {0};
  bool oom = false;
  (void)cajit_kir_walk(v, &seen, visit_load, w, &oom);
  cajit_ptrmap_free(&seen);
  return !oom;
}

bool sched_kernel_buffers(const cajit_kir_kernel *k, sched_buffer_fn fn,
                          void *user) {
  kernel_walk w = {fn, user};
  switch (k->kind) {
  case CAJIT_KIR_POINTWISE:
  case CAJIT_KIR_REDUCTION:
  case CAJIT_KIR_SCAN:
  case CAJIT_KIR_SCATTER:
    fn(k->out, false, user);
    return visit_value(&w, k->value) && visit_value(&w, k->target) &&
           visit_value(&w, k->mask);
  case CAJIT_KIR_GEMM:
    fn(k->a, false, user);
    fn(k->b, false, user);
    fn(k->c, false, user);
    return true;
  case CAJIT_KIR_EXTERN:
    for (int32_t i = 0; i < k->ext->arg_count; i++)
      fn(k->ext->args[i], false, user);
    return true;
  case CAJIT_KIR_HOST:
    for (int32_t i = 0; i < k->host->arg_count; i++)
      fn(k->host->args[i], true, user);
    return true;
  }
  return true;
}

/* ---- live ranges ---------------------------------------------------------
 */

typedef struct ranges {
  const cajit_kir_program *p;
  int32_t *first, *last; /* per buffer id */
  bool *pinned;          /* per buffer id */
  int32_t *host_uses;    /* per buffer id: HOST kernels passed it */
  int32_t kernel;        /* the kernel being visited */
  bool oom;
} ranges;

/* A sched_buffer_fn: a HOST kernel's arguments are pinned. */
static void touch(int32_t buffer, bool pin, void *user) {
  ranges *r = user;
  if (buffer < 0 || (size_t)buffer >= r->p->buffers.len) return;
  int32_t root = r->p->buffers.data[buffer].root;
  if (root < 0 || (size_t)root >= r->p->buffers.len) return;
  if (r->first[root] < 0) r->first[root] = r->kernel;
  r->last[root] = r->kernel;
  if (pin) {
    r->pinned[root] = true;
    r->host_uses[root]++;
  }
}

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "memory plan: out of memory");
}

/* Live ranges of every root; *out_r owns per-buffer arrays. */
static cajit_status live_ranges(const cajit_kir_program *p, ranges *r) {
  size_t nb = p->buffers.len + 1;
  r->p = p;
  r->first = cajit_malloc(nb * sizeof(int32_t));
  r->last = cajit_malloc(nb * sizeof(int32_t));
  r->pinned = cajit_calloc(nb, sizeof(bool));
  r->host_uses = cajit_calloc(nb, sizeof(int32_t));
  if (!r->first || !r->last || !r->pinned || !r->host_uses) return oom();
  for (size_t i = 0; i < nb; i++)
    r->first[i] = r->last[i] = -1;
  for (size_t i = 0; i < p->kernels.len && !r->oom; i++) {
    /* A joined kernel whose schedule shares its leader's loops (accum
     * shared, row) runs there: the same step. One the loop schedule left on its
     * own (its accumulation or its leader's is not in registers) runs
     * after its leader, so what it reads lives until then. */
    if (sched_own_step(&p->kernels.data[i])) r->kernel = (int32_t)i;
    r->oom |= !sched_kernel_buffers(&p->kernels.data[i], touch, r);
  }
  return r->oom ? oom() : NULL;
}

static void free_ranges(ranges *r) {
  cajit_free(r->first);
  cajit_free(r->last);
  cajit_free(r->pinned);
  cajit_free(r->host_uses);
}

/* Intermediates get memory unless fusion removed every kernel touching them
 * (lib/sched/fuse.c marks those dead). */
static bool planned(const cajit_kir_buffer *b) {
  return b->kind == CAJIT_KIR_BUFFER_INTERMEDIATE && !b->dead;
}

/* b's strides are row-major contiguous for its shape (interned
 * expressions: equal is the same pointer). */
static bool contiguous(const cajit_kir_program *p, const cajit_kir_buffer *b) {
  if (!b->strides) return false;
  const cajit_expr *inner = cajit_expr_int(p->exprs, 1);
  for (int32_t d = b->ndim - 1; d >= 0 && inner; d--) {
    if (b->strides[d] != inner) return false;
    inner = cajit_expr_mul(p->exprs, inner, b->shape[d]);
  }
  return inner != NULL;
}

static const cajit_expr *numel(const cajit_kir_program *p,
                               const cajit_kir_buffer *b) {
  const cajit_expr *n = cajit_expr_int(p->exprs, 1);
  for (int32_t d = 0; d < b->ndim && n; d++)
    n = cajit_expr_mul(p->exprs, n, b->shape[d]);
  return n;
}

/* Buffer a is all of its root, laid out as the root is: both contiguous,
 * a at offset 0 with the root's element count (the root itself, a reshape
 * of it, or views composing to one, as t(t(x))). A tensor of a's shape
 * over the root's memory is then exactly a. */
static bool whole_root(const cajit_kir_program *p, int32_t a) {
  const cajit_kir_buffer *b = &p->buffers.data[a];
  const cajit_kir_buffer *root = &p->buffers.data[b->root];
  if (b == root) return true;
  int64_t off;
  if (!b->offset || !cajit_expr_as_int(b->offset, &off) || off != 0 ||
      !contiguous(p, b) || !contiguous(p, root))
    return false;
  const cajit_expr *n = numel(p, b);
  return n && n == numel(p, root);
}

/* The root kernel k donates (see memplan.h), or -1. */
static int32_t donated_root(const cajit_kir_program *p, const ranges *r,
                            int32_t k) {
  const cajit_kir_kernel *kk = &p->kernels.data[k];
  if (kk->kind != CAJIT_KIR_HOST ||
      kk->host->kind != CAJIT_HOST_ACCUMULATE_GRAD || kk->host->arg_count != 2)
    return -1;
  int32_t a = kk->host->args[1];
  if (a < 0 || (size_t)a >= p->buffers.len) return -1;
  int32_t root = p->buffers.data[a].root;
  if (!planned(&p->buffers.data[root]) || r->last[root] != k ||
      r->host_uses[root] != 1 || !whole_root(p, a))
    return -1;
  return root;
}

static cajit_status find_donations(const cajit_kir_program *p, const ranges *r,
                                   cajit_kir_memplan *m, bool *donated) {
  size_t cap = p->kernels.len + 1;
  m->donated = cajit_malloc(cap * sizeof(int32_t));
  m->donated_kernel = cajit_malloc(cap * sizeof(int32_t));
  m->donated_view = cajit_malloc(cap * sizeof(int32_t));
  if (!m->donated || !m->donated_kernel || !m->donated_view) return oom();
  for (size_t k = 0; k < p->kernels.len; k++) {
    int32_t root = donated_root(p, r, (int32_t)k);
    if (root < 0 || donated[root]) continue;
    donated[root] = true;
    m->donated_view[m->donated_count] = p->kernels.data[k].host->args[1];
    m->donated[m->donated_count] = root;
    m->donated_kernel[m->donated_count++] = (int32_t)k;
  }
  return NULL;
}

static bool released_early(const cajit_kir_program *p, int32_t buffer) {
  if (buffer < 0 || (size_t)buffer >= p->buffers.len) return false;
  cajit_kir_buffer_kind kind = p->buffers.data[buffer].kind;
  return kind == CAJIT_KIR_BUFFER_HOST_RESULT || kind == CAJIT_KIR_BUFFER_INPUT;
}

/* m->release_after (see memplan.h): the last touch of each input and host
 * result, then, walking host kernels backwards, each such argument extended
 * to the latest release of that kernel's results (already final: they
 * come from later kernels). */
static cajit_status release_points(const cajit_kir_program *p, const ranges *r,
                                   cajit_kir_memplan *m) {
  int32_t *at = cajit_malloc((p->buffers.len + 1) * sizeof(int32_t));
  if (!at) return oom();
  for (size_t b = 0; b < p->buffers.len; b++) {
    const cajit_kir_buffer *buf = &p->buffers.data[b];
    at[b] = CAJIT_MEMPLAN_NOT_RELEASED;
    if (!released_early(p, (int32_t)b)) continue;
    at[b] = r->last[b] >= 0 ? r->last[b] : CAJIT_MEMPLAN_BEFORE_KERNELS;
    if (buf->kind == CAJIT_KIR_BUFFER_HOST_RESULT && at[b] < buf->host_kernel)
      at[b] = buf->host_kernel;
  }
  for (size_t k = p->kernels.len; k-- > 0;) {
    const cajit_kir_kernel *kk = &p->kernels.data[k];
    if (kk->kind != CAJIT_KIR_HOST) continue;
    int32_t until = CAJIT_MEMPLAN_BEFORE_KERNELS;
    for (int32_t i = 0; i < kk->host->result_count; i++)
      if (released_early(p, kk->host->results[i]) &&
          at[kk->host->results[i]] > until)
        until = at[kk->host->results[i]];
    for (int32_t i = 0; i < kk->host->arg_count; i++) {
      int32_t a = kk->host->args[i];
      if (a < 0 || (size_t)a >= p->buffers.len) continue;
      int32_t root = p->buffers.data[a].root;
      if (released_early(p, root) && at[root] < until) at[root] = until;
    }
  }
  m->release_after = at;
  return NULL;
}

cajit_status cajit_memplan_build(const cajit_kir_program *p, bool no_reuse,
                                 cajit_kir_memplan *m) {
  memset(m, 0, sizeof *m);
  ranges r = {0};
  cajit_status s = live_ranges(p, &r);
  bool *donated = s ? NULL : cajit_calloc(p->buffers.len + 1, sizeof(bool));
  if (!s && !donated) s = oom();
  if (!s) s = find_donations(p, &r, m, donated);
  if (!s) s = release_points(p, &r, m);
  int32_t n = 0;
  for (size_t i = 0; !s && i < p->buffers.len; i++)
    n += planned(&p->buffers.data[i]) && !donated[i];
  size_t cap = (size_t)n + 1;
  if (!s) {
    m->buffers = cajit_malloc(cap * sizeof(int32_t));
    m->first = cajit_malloc(cap * sizeof(int32_t));
    m->last = cajit_malloc(cap * sizeof(int32_t));
    m->pinned = cajit_calloc(cap, sizeof(bool));
    if (!m->buffers || !m->first || !m->last || !m->pinned) s = oom();
  }
  for (size_t i = 0; !s && i < p->buffers.len; i++) {
    if (!planned(&p->buffers.data[i]) || donated[i]) continue;
    int32_t k = m->count++;
    m->buffers[k] = (int32_t)i;
    m->first[k] = r.first[i];
    m->last[k] = r.last[i];
    m->pinned[k] = r.pinned[i] || r.first[i] < 0 || no_reuse;
  }
  cajit_free(donated);
  free_ranges(&r);
  if (s) cajit_kir_memplan_free(m);
  return s;
}

cajit_status cajit_sched_memory(cajit_kir_program *p, bool no_reuse) {
  cajit_kir_memplan m;
  cajit_status s = cajit_memplan_build(p, no_reuse, &m);
  if (!s) s = cajit_kir_set_memplan(p, &m);
  return s;
}
