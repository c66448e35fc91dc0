/* Sibling reductions, row consumers and pointwise siblings (see sched.h),
 * three passes: a reduction joined to the reduction before it shares that
 * kernel's loops, so the buffers both read are read once; a pointwise
 * kernel joined to the reductions before it runs in their loops, per row,
 * right after each row's results are known, so the row both read is still
 * in cache (a layer-norm or RMSNorm backward: the row sums, then dx over
 * the same rows); a pointwise kernel joined to an earlier pointwise kernel
 * that reads a buffer it reads shares its loops. The first two join
 * adjacent kernels only, so no kernel moves there; pointwise siblings move
 * the later kernel up past independent ones (below). Memory planning only
 * has to count a joined unit as one step. */
#include "sched/sched.h"

#include "sched/sched_internal.h"

#include "cajit/runtime.h"
#include <string.h>

#include "support/ptrmap.h"

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

/* ---- row consumers -------------------------------------------------------
 *
 * A POINTWISE kernel c right after a reduction unit (a REDUCTION lead and
 * at most one joined sibling, both over the same output shape and
 * extents) joins it when c's iteration space splits into the lead's rows
 * and an inner part: c's first n dims (n = the lead's output rank) are the
 * lead's output dims (same extents), except that a lead dim of constant
 * extent 1 (keepdim) may be any dim of c; c's remaining dims and those
 * keepdim ones are its inner dims, whose extents are the reduction's
 * extents in order (c walks the row the reductions read). c may read a
 * unit's output only at the row being computed: at the root index the
 * unit writes for that row (with keepdim dims at 0), so computing c's
 * row right after the unit's row sees the same values as computing it
 * after all rows. c must not write what the unit reads or writes, must
 * read something the unit reads (else joining gains nothing), and none of
 * them gathers. The loop schedule decides whether the join is used
 * (ACCUM_ROW, loops.c); otherwise c runs after the unit as before. */

typedef struct row_ctx {
  cajit_kir_program *p;
  const int32_t *outs; /* the unit's output roots */
  int32_t nouts;
  int32_t rank;               /* root rank of the outputs */
  const cajit_expr *const *w; /* per output: the root index of the row */
  /* Index symbols fixed before comparing (the dims of extent 1, which a
   * load may index with 0 or with its symbol), and their values. */
  int32_t nfix;
  const int32_t *fix_syms;
  const cajit_expr *const *fix_to;
} row_ctx;

/* A node of c's value (a cajit_kir_walk visitor): false at a load of the
 * unit's outputs off the row. */
static bool check_row_load(const cajit_kir_value *v, void *user) {
  row_ctx *r = user;
  if (v->op != CAJIT_KIR_LOAD && v->op != CAJIT_KIR_LOAD_INDIRECT) return true;
  int32_t root = cajit_kir_buffer_get(r->p, v->u.load.buffer)->root, which;
  for (which = 0; which < r->nouts && r->outs[which] != root; which++)
    ;
  if (which == r->nouts) return true;
  if (v->op == CAJIT_KIR_LOAD_INDIRECT) return false;
  const cajit_kir_buffer *rb = cajit_kir_buffer_get(r->p, root);
  if (rb->ndim != r->rank) return false;
  const cajit_expr *idx[rb->ndim > 0 ? rb->ndim : 1];
  int32_t got;
  cajit_status s = cajit_kir_buffer_root_index(r->p, v->u.load.buffer,
                                               v->u.load.index, &got, idx);
  if (s) {
    cajit_status_free(s);
    return false;
  }
  for (int32_t d = 0; d < rb->ndim && r->nfix; d++)
    if (!(idx[d] = cajit_kir_expr_subst(r->p->exprs, idx[d], r->nfix,
                                        r->fix_syms, r->fix_to)))
      return false; /* out of memory: not joined */
  return same_exprs(rb->ndim, idx, r->w + (size_t)which * (size_t)r->rank);
}

/* Whether c's dims and extents fit the lead's rows (see above). */
static bool row_space(const cajit_kir_program *p, const cajit_kir_kernel *lead,
                      const cajit_kir_kernel *c) {
  const cajit_kir_buffer *lo = cajit_kir_buffer_get(p, lead->out),
                         *co = cajit_kir_buffer_get(p, c->out);
  int32_t n = lo->ndim, m = co->ndim, inner = 0;
  if (m < n || lead->red_ndim < 1) return false;
  const cajit_expr *ext[m > 0 ? m : 1];
  for (int32_t d = 0; d < m; d++) {
    int64_t one;
    bool keepdim = d < n && lo->shape[d] != co->shape[d] &&
                   cajit_expr_as_int(lo->shape[d], &one) && one == 1;
    if (d < n && !keepdim) {
      if (lo->shape[d] != co->shape[d]) return false;
      continue;
    }
    ext[inner++] = co->shape[d];
  }
  return inner == lead->red_ndim &&
         same_exprs(inner, ext, (const cajit_expr *const *)lead->red_extents);
}

static bool row_joinable(cajit_kir_program *p, int32_t lead_i, int32_t ci) {
  const cajit_kir_kernel *lead = &p->kernels.data[lead_i],
                         *c = &p->kernels.data[ci];
  if (c->kind != CAJIT_KIR_POINTWISE || lead->kind != CAJIT_KIR_REDUCTION ||
      lead->joined || ci - lead_i > 2 || !row_space(p, lead, c))
    return false;
  const cajit_kir_buffer *lo = cajit_kir_buffer_get(p, lead->out);
  int32_t nouts = ci - lead_i, rank = -1;
  int32_t outs[2];
  const cajit_expr *w[2 * 16];
  sched_ivec unit_reads = {0}, creads = {0};
  bool ok = true, gathers = false, g = false;
  /* The row the unit writes at: _ik for each lead dim, 0 where keepdim
   * dims are c's inner dims. */
  const cajit_expr *row[lo->ndim > 0 ? lo->ndim : 1];
  cajit_expr_ctx *x = p->exprs;
  const cajit_kir_buffer *co = cajit_kir_buffer_get(p, c->out);
  for (int32_t d = 0; d < lo->ndim; d++)
    row[d] = lo->shape[d] != co->shape[d]
                 ? cajit_expr_int(x, 0)
                 : cajit_expr_symbol(
                       x, cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_OUTER, d));
  for (int32_t d = 0; d < lo->ndim && ok; d++)
    ok = row[d] != NULL; /* out of memory: not joined */
  for (int32_t u = 0; u < nouts && ok; u++) {
    const cajit_kir_kernel *r = &p->kernels.data[lead_i + u];
    if (u > 0 && (!r->joined || r->kind != CAJIT_KIR_REDUCTION)) ok = false;
    int32_t root;
    outs[u] = sched_root_of(p, r->out);
    int32_t rn = cajit_kir_buffer_get(p, outs[u])->ndim;
    if (!ok || rn > 16 || (rank >= 0 && rn != rank)) {
      ok = false;
      break;
    }
    rank = rn;
    cajit_status s =
        cajit_kir_buffer_root_index(p, r->out, row, &root, w + u * rn);
    if (s) {
      cajit_status_free(s);
      ok = false;
    }
    ok = ok && sched_kernel_reads(p, r, &unit_reads, &g);
    gathers |= g;
  }
  ok = ok && sched_kernel_reads(p, c, &creads, &g) && !gathers && !g;
  int32_t cout = sched_root_of(p, c->out);
  ok = ok && !sched_ivec_has(&unit_reads, cout);
  for (int32_t u = 0; u < nouts && ok; u++)
    ok = outs[u] != cout;
  bool shared = false;
  for (size_t i = 0; ok && i < creads.len; i++)
    shared |= sched_ivec_has(&unit_reads, creads.data[i]);
  CAJIT_VEC_FREE(&unit_reads);
  CAJIT_VEC_FREE(&creads);
  if (!ok || !shared) return false;
  row_ctx rc = {p, outs, nouts, rank, w, 0, NULL, NULL};
  cajit_ptrmap seen = {0};
  bool oom = false;
  bool on_row = cajit_kir_walk(c->value, &seen, check_row_load, &rc, &oom);
  cajit_ptrmap_free(&seen);
  return on_row;
}

/* ---- pointwise siblings --------------------------------------------------
 *
 * A POINTWISE kernel b joins an earlier POINTWISE kernel a (neither
 * joined) over the same output shape when they read a common root (two
 * kernels reading one buffer: SwiGLU's backward reads the grad of its
 * gated product twice, for the up-projection's grad and for silu's
 * backward). b moves up to right after a, the only kernel these passes
 * move, so it must be independent of the kernels in between (at most
 * SIBLING_WINDOW): none of them is a host call other than a grad
 * accumulation (a hook may re-allocate inputs or return what b reads) or
 * an extern call, b reads no root they write, writes none they read or
 * write, and cannot fail. b may read a's output only at the element a
 * writes at b's own index (a producer and its consumer: dwconv's depthwise
 * grad_input stencil, kept in memory for the residual's second reader, and
 * the GELU backward of the block before, which reads it at its own
 * element); then b joins a even when they read no common root, and writes
 * another root than a. The loop schedule computes b in a's loops when both
 * vectorize the same dim (ACCUM_SHARED), reading the common root once per
 * element, and a's output, stored a moment before, from cache (codegen
 * stores a's value first). */

enum { SIBLING_WINDOW = 4 };

static bool same_shape(const cajit_kir_program *p, const cajit_kir_kernel *a,
                       const cajit_kir_kernel *b) {
  const cajit_kir_buffer *oa = cajit_kir_buffer_get(p, a->out),
                         *ob = cajit_kir_buffer_get(p, b->out);
  return oa->ndim == ob->ndim && same_exprs(oa->ndim, oa->shape, ob->shape);
}

/* Whether pointwise kernel b reads the root a writes (a pointwise kernel
 * over the same shape writing nothing else) only where a writes it at b's
 * own index, and writes another root; false also when out of memory. */
static bool reads_own_element(cajit_kir_program *p, const cajit_kir_kernel *a,
                              const cajit_kir_kernel *b) {
  int32_t out = sched_root_of(p, a->out);
  const cajit_kir_buffer *ob = cajit_kir_buffer_get(p, a->out),
                         *rb = cajit_kir_buffer_get(p, out);
  if (sched_root_of(p, b->out) == out || rb->ndim > 16) return false;
  /* Dims of extent 1 at index 0, in a's write and in b's loads alike. */
  const cajit_expr *own[ob->ndim > 0 ? ob->ndim : 1], *at[16],
      *zero[ob->ndim > 0 ? ob->ndim : 1];
  int32_t fix[ob->ndim > 0 ? ob->ndim : 1], nfix = 0;
  cajit_expr_ctx *x = p->exprs;
  for (int32_t d = 0; d < ob->ndim; d++) {
    int32_t sym = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_OUTER, d);
    int64_t one;
    own[d] = cajit_expr_symbol(x, sym);
    if (cajit_expr_as_int(ob->shape[d], &one) && one == 1) {
      own[d] = zero[nfix] = cajit_expr_int(x, 0);
      fix[nfix++] = sym;
    }
    if (!own[d]) return false; /* out of memory: not joined */
  }
  int32_t root;
  cajit_status s = cajit_kir_buffer_root_index(p, a->out, own, &root, at);
  if (s) {
    cajit_status_free(s);
    return false;
  }
  row_ctx rc = {p, &out, 1, rb->ndim, at, nfix, fix, zero};
  cajit_ptrmap seen = {0};
  bool oom = false;
  bool ok = cajit_kir_walk(b->value, &seen, check_row_load, &rc, &oom);
  cajit_ptrmap_free(&seen);
  return ok && !oom;
}

/* Whether b (at bi) can move up to ai + 1 and join a (see above); false
 * also when out of memory (nothing changes then). */
static bool pointwise_joinable(cajit_kir_program *p, int32_t ai, int32_t bi) {
  const cajit_kir_kernel *a = &p->kernels.data[ai], *b = &p->kernels.data[bi];
  if (a->kind != CAJIT_KIR_POINTWISE || b->kind != CAJIT_KIR_POINTWISE ||
      a->joined || b->joined || !same_shape(p, a, b))
    return false;
  sched_kinfo ka = {0}, kb = {0};
  bool ok = sched_kernel_info_got(p, a, &ka) &&
            sched_kernel_info_got(p, b, &kb) && !ka.gathers && !kb.gathers &&
            !sched_ivec_meet(&kb.writes, &ka.reads);
  bool consumer = ok && sched_ivec_meet(&kb.reads, &ka.writes);
  ok = ok && (consumer ? reads_own_element(p, a, b)
                       : sched_ivec_meet(&ka.reads, &kb.reads));
  for (int32_t m = ai + 1; m < bi && ok; m++) {
    /* A host call other than a grad accumulation may run user code that
     * re-allocates inputs or returns results b reads: b stays after it. */
    const cajit_kir_kernel *km_k = &p->kernels.data[m];
    if (km_k->kind == CAJIT_KIR_EXTERN ||
        (km_k->kind == CAJIT_KIR_HOST &&
         km_k->host->kind != CAJIT_HOST_ACCUMULATE_GRAD)) {
      ok = false;
      break;
    }
    sched_kinfo km = {0};
    ok = sched_kernel_info_got(p, km_k, &km) &&
         !sched_ivec_meet(&kb.reads, &km.writes) &&
         !sched_ivec_meet(&kb.writes, &km.reads) &&
         !sched_ivec_meet(&kb.writes, &km.writes);
    CAJIT_VEC_FREE(&km.reads);
    CAJIT_VEC_FREE(&km.writes);
  }
  CAJIT_VEC_FREE(&ka.reads);
  CAJIT_VEC_FREE(&ka.writes);
  CAJIT_VEC_FREE(&kb.reads);
  CAJIT_VEC_FREE(&kb.writes);
  if (!ok) return false;
  cajit_ptrmap seen = {0};
  bool failed = false;
  bool can_fail = sched_kernel_can_fail(b, &seen, &failed);
  cajit_ptrmap_free(&seen);
  return !can_fail && !failed;
}

/* Moves kernel bi to ai + 1, renumbering the kernels in between (and the
 * host results that name theirs). */
static void move_up(cajit_kir_program *p, int32_t ai, int32_t bi) {
  cajit_kir_kernel b = p->kernels.data[bi];
  memmove(&p->kernels.data[ai + 2], &p->kernels.data[ai + 1],
          (size_t)(bi - ai - 1) * sizeof b);
  p->kernels.data[ai + 1] = b;
  for (int32_t i = ai + 1; i <= bi; i++)
    p->kernels.data[i].id = i;
  for (size_t x = 0; x < p->buffers.len; x++) {
    cajit_kir_buffer *buf = &p->buffers.data[x];
    if (buf->kind == CAJIT_KIR_BUFFER_HOST_RESULT && buf->host_kernel > ai &&
        buf->host_kernel < bi)
      buf->host_kernel++;
  }
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

int32_t cajit_sched_join_rows(cajit_kir_program *p) {
  int32_t n = 0, lead = 0;
  for (size_t i = 1; i < p->kernels.len; i++) {
    cajit_kir_kernel *k = &p->kernels.data[i];
    if (!p->kernels.data[i - 1].joined) lead = (int32_t)i - 1;
    if (!k->joined && row_joinable(p, lead, (int32_t)i)) {
      k->joined = true;
      n++;
    }
  }
  return n;
}

int32_t cajit_sched_join_pointwise(cajit_kir_program *p) {
  int32_t n = 0, nk = (int32_t)p->kernels.len;
  for (int32_t a = 0; a + 1 < nk; a++) {
    if (p->kernels.data[a].kind != CAJIT_KIR_POINTWISE ||
        p->kernels.data[a].joined || p->kernels.data[a + 1].joined)
      continue;
    for (int32_t b = a + 1; b < nk && b <= a + 1 + SIBLING_WINDOW; b++) {
      if (!pointwise_joinable(p, a, b)) continue;
      move_up(p, a, b);
      p->kernels.data[a + 1].joined = true;
      n++;
      break;
    }
  }
  return n;
}
