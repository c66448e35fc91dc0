/* Chunked regions (see sched.h): an attention backward computes the
 * gradient of the attention weights, dP = dO @ V^T, one [S, S] matrix per
 * batch and head, runs the softmax backward over it and multiplies the
 * result by K and Q (dQ = dS @ K, dK = dS^T @ Q). Every kernel from dP's
 * GEMM to its last reader works per (batch, head): run them for a quarter
 * of the batch at a time and dP (and dS, written over it) needs a quarter
 * of its memory. The medium bench transformer: dP is 16 of the backward's
 * 32 MiB, live with dQKV (12) and dO (4); chunked, 20 (and the arena 24,
 * the feed-forward backward's peak).
 *
 * The region of an intermediate root X is the kernels from its first use,
 * a batched GEMM writing it, to its last (and the last of every
 * intermediate of X's size written there), one more a batched GEMM reading
 * them. It is chunked along an outer dim j (a GEMM batch dim) of extent E:
 * its members are the kernels iterating j over E (GEMM, pointwise,
 * reduction), the others work on other data and move before or after the
 * region (assign_roles says when); and
 * - a member GEMM's three operands have batch dim j of extent E;
 * - a member pointwise or reduction kernel's out has dim j of extent E,
 *   and each of its loads either indexes its dim j by _ij (and no other dim
 *   by _ij), or does not use _ij at all (then it reads a root no member
 *   writes: the same elements for every chunk); no gather, no expression
 *   of _ij;
 * - every buffer over a root the region writes has a strided form whose
 *   dim-j stride is one value S_R for the root, with S_R * E its elements:
 *   chunk c of R is the rows [lo_c * S_R, hi_c * S_R).
 * The members then run CHUNKS times (rows lo_c..hi_c: chunk_bounds), each
 * copy on views of those rows: a slice of a root only read; for a root
 * written, a view over its chunk's rows (a root of
 * its own, S_R * (hi_c - lo_c) elements, when the root is used only in the
 * region: the chunks' roots have disjoint lives and share memory) whose map
 * is the original's with _dj unshifted. Each such view must stay within its
 * chunk's rows, as kir_bounds.c proves at compile time (else the region is
 * left as it was): then no chunk reads what another writes, and running
 * the region chunk after chunk computes what running it kernel after
 * kernel does. Joined kernels stay joined within their chunk.
 *
 * Runs before the loop schedule (each copy is scheduled as any kernel) and
 * the in-place pass (the softmax backward then writes over its chunk of dP
 * as it did over all of it). Not for the GPU. */
#include "sched/sched.h"

#include "sched/sched_internal.h"

#include "cajit/runtime.h"

#include <string.h>

#include "support/alloc.h"
#include "support/arena.h"
#include "support/ptrmap.h"

/* Chunks per region, and the fewest elements of X one chunk holds. */
enum { CHUNKS = 4, CHUNK_MIN_ELEMS = 1 << 18 };

/* What a kernel between a region's first and last does there. */
enum region_role {
  HOIST,  /* other data, before the region: runs first */
  MEMBER, /* chunked */
  SINK,   /* other data, reading what the region writes: runs after it */
};

typedef struct chunker {
  cajit_kir_program *p;
  sched_span *spans; /* per root */
  /* The region being checked: X's, its kernels [a, b], dim j of extent E. */
  int32_t X, a, b, j, jsym;
  const cajit_expr *E;
  bool *written;          /* per root: a region kernel writes it */
  bool *sliced;           /* per buffer: a region kernel accesses it by rows */
  bool *invariant;        /* per root: a region load reads it without _ij */
  const cajit_expr **row; /* per root written: S_R, or NULL */
  bool *moved_touch;      /* per root: a hoisted or sunk kernel touches it */
  size_t cap;             /* entries of the tables above */
  uint8_t *role;          /* per kernel of [a, b]: a region_role */
  bool ok, oom;
} chunker;

/* ---- the region's checks --------------------------------------------------
 */

/* Buffer b is accessed by rows of dim j: its dim j must be E. */
static void by_rows(chunker *c, int32_t b) {
  const cajit_kir_buffer *x = cajit_kir_buffer_get(c->p, b);
  if (!x || x->ndim <= c->j || x->shape[c->j] != c->E)
    c->ok = false;
  else
    c->sliced[b] = true;
}

static bool check_load(const cajit_kir_value *v, void *user) {
  chunker *c = user;
  if (v->op == CAJIT_KIR_LOAD_INDIRECT) return c->ok = false;
  if (v->op == CAJIT_KIR_EXPR) {
    if (cajit_kir_expr_uses(v->u.expr, c->jsym)) c->ok = false;
    return c->ok;
  }
  if (v->op != CAJIT_KIR_LOAD) return true;
  const cajit_kir_buffer *x = cajit_kir_buffer_get(c->p, v->u.load.buffer);
  bool uses = false;
  for (int32_t d = 0; d < v->u.load.ndim; d++)
    if (d != c->j && cajit_kir_expr_uses(v->u.load.index[d], c->jsym))
      c->ok = false;
  if (c->j < v->u.load.ndim)
    uses = cajit_kir_expr_uses(v->u.load.index[c->j], c->jsym);
  if (!uses) {
    c->invariant[x->root] = true;
    return c->ok;
  }
  if (cajit_expr_kind_of(v->u.load.index[c->j]) != CAJIT_EXPR_SYMBOL ||
      cajit_expr_symbol_index(v->u.load.index[c->j]) != c->jsym)
    return c->ok = false;
  by_rows(c, v->u.load.buffer);
  return c->ok;
}

/* One kernel of the region. */
static void check_kernel(chunker *c, const cajit_kir_kernel *k) {
  cajit_kir_program *p = c->p;
  if (k->kind == CAJIT_KIR_GEMM) {
    int32_t ops[3] = {k->a, k->b, k->c};
    for (int i = 0; i < 3; i++) {
      const cajit_kir_buffer *x = cajit_kir_buffer_get(p, ops[i]);
      if (!x || x->ndim - 2 <= c->j)
        c->ok = false;
      else
        by_rows(c, ops[i]);
    }
    if (c->ok) c->written[sched_root_of(p, k->c)] = true;
    return;
  }
  if (k->kind != CAJIT_KIR_POINTWISE && k->kind != CAJIT_KIR_REDUCTION) {
    c->ok = false;
    return;
  }
  by_rows(c, k->out);
  if (!c->ok) return;
  c->written[sched_root_of(p, k->out)] = true;
  cajit_ptrmap seen = {0};
  bool oom = false;
  (void)cajit_kir_walk(k->value, &seen, check_load, c, &oom);
  cajit_ptrmap_free(&seen);
  c->oom |= oom;
  c->ok &= !oom;
}

/* The roots the region writes: read only by rows, every buffer over them
 * strided with one dim-j stride S_R, S_R * E elements. */
static void check_written(chunker *c) {
  cajit_kir_program *p = c->p;
  for (size_t b = 0; b < p->buffers.len && c->ok; b++) {
    const cajit_kir_buffer *x = &p->buffers.data[b];
    int32_t r = x->root;
    if (!c->written[r]) continue;
    if (c->invariant[r]) c->ok = false;
    if (!c->sliced[b]) continue;
    if (!x->strides) {
      c->ok = false;
      continue;
    }
    const cajit_expr *s = x->strides[c->j];
    if (!c->row[r]) {
      const cajit_expr *all = sched_numel(p->exprs, cajit_kir_buffer_get(p, r)),
                       *rows = cajit_expr_mul(p->exprs, s, c->E);
      if (!all || !rows) c->oom = true;
      c->row[r] = s;
      c->ok &= all && all == rows;
    } else {
      c->ok &= c->row[r] == s;
    }
  }
}

static bool check_region(chunker *c) {
  size_t nb = c->p->buffers.len;
  memset(c->written, 0, nb * sizeof *c->written);
  memset(c->sliced, 0, nb * sizeof *c->sliced);
  memset(c->invariant, 0, nb * sizeof *c->invariant);
  memset(c->row, 0, nb * sizeof *c->row);
  c->ok = true;
  for (int32_t k = c->a; k <= c->b && c->ok; k++)
    if (c->role[k - c->a] == MEMBER) check_kernel(c, &c->p->kernels.data[k]);
  if (c->ok) check_written(c);
  return c->ok && !c->oom;
}

/* ---- building the chunks --------------------------------------------------
 */

/* A root used only in the region: each chunk gets its own. */
static bool chunk_local(const chunker *c, int32_t r) {
  const sched_span *s = &c->spans[r];
  return c->written[r] && sched_plain_root(c->p, r) && !s->hosted &&
         s->first >= c->a && s->last <= c->b && !c->moved_touch[r];
}

typedef struct chunk_views {
  int32_t *to;   /* per buffer: its view for this chunk, or -1 */
  int32_t *rows; /* per root written: this chunk's rows, or -1 */
  const cajit_expr *lo, *ext;
} chunk_views;

/* V's element offset in its root, as an expression of _d0.. */
static cajit_status affine_map(cajit_kir_program *p, const cajit_kir_buffer *v,
                               const cajit_expr **out) {
  const cajit_expr *d[v->ndim > 0 ? v->ndim : 1];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_VIEW, v->ndim, d));
  const cajit_expr *e = v->offset;
  for (int32_t k = 0; k < v->ndim && e; k++)
    e = cajit_expr_add(p->exprs, e,
                       cajit_expr_mul(p->exprs, v->strides[k], d[k]));
  *out = e;
  return e ? NULL : cajit_kir_oom("chunking a region");
}

/* The rows of written root r for this chunk: a root of its own, or a flat
 * view of r's. */
static cajit_status chunk_rows(chunker *c, chunk_views *cv, int32_t r) {
  cajit_kir_program *p = c->p;
  if (cv->rows[r] >= 0) return NULL;
  const cajit_expr *len = cajit_expr_mul(p->exprs, c->row[r], cv->ext);
  if (!len) return cajit_kir_oom("chunking a region");
  const cajit_kir_buffer *x = cajit_kir_buffer_get(p, r);
  if (chunk_local(c, r) && c->sliced[r]) {
    /* Accessed as it is (a kernel's out): its own shape, dim j cut to the
     * chunk's rows. */
    const cajit_expr *shape[x->ndim > 0 ? x->ndim : 1];
    for (int32_t d = 0; d < x->ndim; d++)
      shape[d] = d == c->j ? cv->ext : x->shape[d];
    return cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, x->dtype,
                                  x->ndim, shape, &cv->rows[r]);
  }
  if (chunk_local(c, r))
    return cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, x->dtype, 1,
                                  &len, &cv->rows[r]);
  const cajit_expr *one = cajit_expr_int(p->exprs, 1),
                   *off = cajit_expr_mul(p->exprs, c->row[r], cv->lo);
  if (!one || !off) return cajit_kir_oom("chunking a region");
  return cajit_kir_view_as_strided(p, r, 1, &len, &one, off, &cv->rows[r]);
}

/* Whether kir_bounds.c proves view within what it was made from. */
static cajit_status proven_inside(cajit_kir_program *p, int32_t view,
                                  bool *inside) {
  cajit_kir_view_bound vb;
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_bounds(p, view, &vb));
  *inside = vb.count == 0;
  return NULL;
}

/* Buffer b's view for this chunk; *inside false when its rows are not
 * proven to hold it. */
static cajit_status chunk_view(chunker *c, chunk_views *cv, int32_t b,
                               bool *inside) {
  cajit_kir_program *p = c->p;
  if (cv->to[b] >= 0) return NULL;
  const cajit_kir_buffer *x = cajit_kir_buffer_get(p, b);
  int32_t r = x->root, nd = x->ndim;
  if (!c->written[r]) {
    const cajit_expr *one = cajit_expr_int(p->exprs, 1);
    if (!one) return cajit_kir_oom("chunking a region");
    return cajit_kir_view_slice(p, b, c->j, cv->lo, one, cv->ext, &cv->to[b]);
  }
  CAJIT_RETURN_IF_ERROR(chunk_rows(c, cv, r));
  bool local = chunk_local(c, r);
  if (local && b == r) {
    cv->to[b] = cv->rows[r];
    return NULL;
  }
  x = cajit_kir_buffer_get(p, b); /* buffers may have moved */
  const cajit_expr *shape[nd > 0 ? nd : 1], *map;
  for (int32_t d = 0; d < nd; d++)
    shape[d] = d == c->j ? cv->ext : x->shape[d];
  CAJIT_RETURN_IF_ERROR(affine_map(p, x, &map));
  /* Over a chunk's own root, a LINEAR map is bounded by that root's memory;
   * over a flat view of a root's rows, an INDEX map by the rows. */
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_map(
      p, cv->rows[r], nd, shape,
      local ? CAJIT_KIR_MAP_LINEAR : CAJIT_KIR_MAP_INDEX, 1, &map, &cv->to[b]));
  bool in = false;
  CAJIT_RETURN_IF_ERROR(proven_inside(p, cv->to[b], &in));
  *inside &= in;
  return NULL;
}

/* Chunk `chunk`'s copy of kernel k (views made: cv->to). */
static cajit_status copy_kernel(chunker *c, const chunk_views *cv, size_t nb0,
                                int32_t k, int32_t chunk, int32_t count,
                                cajit_kir_kernel *out) {
  cajit_kir_program *p = c->p;
  cajit_kir_kernel n = p->kernels.data[k];
  n.chunk = chunk, n.chunk_count = count, n.chunk_dim = c->j;
  if (n.kind == CAJIT_KIR_GEMM) {
    n.a = cv->to[n.a], n.b = cv->to[n.b], n.c = cv->to[n.c];
  } else {
    n.out = cv->to[n.out];
    n.value = cajit_kir_value_rebuffer(p, n.value, cv->to, nb0);
    if (!n.value) {
      cajit_status e = cajit_kir_program_error(p);
      return e ? e : cajit_kir_oom("chunking a region");
    }
  }
  *out = n;
  return NULL;
}

/* Rows [min(E, chunk * q), min(E, (chunk + 1) * q)) with q = max(ceil(E /
 * count), ceil(CHUNK_MIN_ELEMS / S_X)): count chunks of the rows, but none
 * of less than CHUNK_MIN_ELEMS elements of X, so that a small X (a model
 * at batch 32 and 16 tokens) runs in the first chunk, the others empty,
 * instead of paying GEMM calls and loop startups for memory that does not
 * matter. */
static cajit_status chunk_bounds(chunker *c, chunk_views *cv, int32_t chunk,
                                 int32_t count) {
  cajit_expr_ctx *x = c->p->exprs;
  const cajit_expr *one = cajit_expr_int(x, 1), *S = c->row[c->X];
  const cajit_expr *by_count = cajit_expr_floordiv(
      x, cajit_expr_add(x, c->E, cajit_expr_int(x, count - 1)),
      cajit_expr_int(x, count));
  const cajit_expr *S1 = cajit_expr_max(x, S, one);
  const cajit_expr *by_size = cajit_expr_floordiv(
      x,
      cajit_expr_sub(
          x, cajit_expr_add(x, cajit_expr_int(x, CHUNK_MIN_ELEMS), S1), one),
      S1);
  const cajit_expr *q = cajit_expr_max(x, by_count, by_size);
  /* The first chunk starts at 0, the last ends at E (count * q >= E). */
  const cajit_expr *lo =
      chunk == 0 ? cajit_expr_int(x, 0)
                 : cajit_expr_min(
                       x, c->E, cajit_expr_mul(x, cajit_expr_int(x, chunk), q));
  const cajit_expr *hi =
      chunk + 1 == count
          ? c->E
          : cajit_expr_min(x, c->E,
                           cajit_expr_mul(x, cajit_expr_int(x, chunk + 1), q));
  cv->lo = lo;
  cv->ext = cajit_expr_sub(x, hi, lo);
  return lo && cv->ext ? NULL : cajit_kir_oom("chunking a region");
}

/* The members' copies, chunk after chunk, into *out (count per member);
 * *inside false when a view is not proven within its rows. */
static cajit_status build_chunks(chunker *c, int32_t count,
                                 cajit_kir_kernel *out, bool *inside) {
  size_t nb0 = c->p->buffers.len, w = 0;
  chunk_views cv = {cajit_malloc(nb0 * sizeof(int32_t)),
                    cajit_malloc(nb0 * sizeof(int32_t)), NULL, NULL};
  cajit_status s = cv.to && cv.rows ? NULL : cajit_kir_oom("chunking a region");
  for (int32_t ch = 0; ch < count && !s && *inside; ch++) {
    for (size_t b = 0; b < nb0; b++)
      cv.to[b] = cv.rows[b] = -1;
    s = chunk_bounds(c, &cv, ch, count);
    for (size_t b = 0; b < nb0 && !s; b++)
      if (c->sliced[b]) s = chunk_view(c, &cv, (int32_t)b, inside);
    for (int32_t k = c->a; k <= c->b && !s; k++)
      if (c->role[k - c->a] == MEMBER)
        s = copy_kernel(c, &cv, nb0, k, ch, count, &out[w++]);
  }
  cajit_free(cv.to);
  cajit_free(cv.rows);
  return s;
}

/* Replaces kernels [a, b] by the hoisted kernels, the n kernels of chunks
 * and the sunk kernels (each in their order); HOST_RESULT buffers follow
 * their kernels. */
static cajit_status splice(chunker *c, const cajit_kir_kernel *chunks,
                           size_t n) {
  cajit_kir_program *p = c->p;
  size_t old = (size_t)(c->b - c->a + 1), tail = p->kernels.len - c->b - 1,
         nh = 0, ns = 0;
  for (size_t i = 0; i < old; i++) {
    nh += c->role[i] == HOIST;
    ns += c->role[i] == SINK;
  }
  size_t now = nh + n + ns;
  cajit_kir_kernel *region = cajit_malloc((now + 1) * sizeof *region);
  int32_t *moved = cajit_malloc(old * sizeof *moved);
  if (!region || !moved ||
      !CAJIT_VEC_RESERVE(&p->kernels, p->kernels.len - old + now)) {
    cajit_free(region);
    cajit_free(moved);
    return cajit_kir_oom("chunking a region");
  }
  cajit_kir_kernel *k = p->kernels.data;
  memcpy(&region[nh], chunks, n * sizeof *k);
  for (size_t i = 0, h = 0, t = nh + n; i < old; i++) {
    size_t at = c->role[i] == HOIST ? h++ : c->role[i] == SINK ? t++ : now;
    moved[i] = at < now ? c->a + (int32_t)at : -1;
    if (at < now) region[at] = k[c->a + (int32_t)i];
  }
  memmove(&k[c->a + now], &k[c->b + 1], tail * sizeof *k);
  memcpy(&k[c->a], region, now * sizeof *k);
  p->kernels.len = p->kernels.len - old + now;
  for (size_t i = 0; i < p->kernels.len; i++)
    k[i].id = (int32_t)i;
  int32_t shift = (int32_t)now - (int32_t)old;
  for (size_t b = 0; b < p->buffers.len; b++) {
    cajit_kir_buffer *x = &p->buffers.data[b];
    if (x->kind != CAJIT_KIR_BUFFER_HOST_RESULT) continue;
    if (x->host_kernel > c->b)
      x->host_kernel += shift;
    else if (x->host_kernel >= c->a)
      x->host_kernel = moved[x->host_kernel - c->a];
  }
  cajit_free(region);
  cajit_free(moved);
  return NULL;
}

/* ---- kernels of other data in the region ----------------------------------
 */

/* Whether kernel k iterates dim j over E: chunked with the region. */
static bool iterates_rows(const chunker *c, const cajit_kir_kernel *k) {
  int32_t it;
  switch (k->kind) {
  case CAJIT_KIR_GEMM: it = k->c; break;
  case CAJIT_KIR_POINTWISE:
  case CAJIT_KIR_REDUCTION: it = k->out; break;
  default: return false;
  }
  const cajit_kir_buffer *x = cajit_kir_buffer_get(c->p, it);
  int32_t batch = k->kind == CAJIT_KIR_GEMM ? x->ndim - 2 : x->ndim;
  return c->j < batch && x->shape[c->j] == c->E;
}

/* The roots a region's kernels touch and write, by role. */
typedef struct role_roots {
  sched_ivec member_writes, member_touches, sunk_writes, sunk_touches;
} role_roots;

static bool add_all(sched_ivec *to, const sched_ivec *from) {
  for (size_t i = 0; i < from->len; i++)
    if (!sched_ivec_add(to, from->data[i])) return false;
  return true;
}

/* The roots members after kernel k write, into *out (false when out of
 * memory). */
static bool member_writes_after(chunker *c, int32_t k, sched_ivec *out) {
  for (int32_t m = k + 1; m <= c->b; m++) {
    if (c->role[m - c->a] != MEMBER) continue;
    sched_kinfo ki = {0};
    bool ok = sched_kernel_info_got(c->p, &c->p->kernels.data[m], &ki) &&
              add_all(out, &ki.writes);
    CAJIT_VEC_FREE(&ki.reads);
    CAJIT_VEC_FREE(&ki.writes);
    if (!ok) return false;
  }
  return true;
}

/* The role of non-member k, given the roles before it (*rr), or -1 when it
 * can have none: a kernel touching what members or sunk kernels write
 * sinks, and then must write nothing members touch and touch nothing
 * members write after it; another is hoisted, and must write nothing
 * members or earlier sunk kernels touch. */
static int bystander_role(chunker *c, int32_t k, role_roots *rr) {
  sched_kinfo ki = {0};
  sched_ivec later = {0};
  int role = -1;
  if (!sched_kernel_info_got(c->p, &c->p->kernels.data[k], &ki) ||
      !member_writes_after(c, k, &later)) {
    c->oom = true;
  } else if (sched_ivec_meet(&ki.reads, &rr->member_writes) ||
             sched_ivec_meet(&ki.writes, &rr->member_writes) ||
             sched_ivec_meet(&ki.reads, &rr->sunk_writes) ||
             sched_ivec_meet(&ki.writes, &rr->sunk_writes)) {
    /* After the region it would see the members' later writes too (a GEMM
     * accumulating into what it read). */
    if (!sched_ivec_meet(&ki.writes, &rr->member_touches) &&
        !sched_ivec_meet(&ki.reads, &later) &&
        !sched_ivec_meet(&ki.writes, &later))
      role = SINK;
    if (role == SINK && (!add_all(&rr->sunk_writes, &ki.writes) ||
                         !add_all(&rr->sunk_touches, &ki.writes) ||
                         !add_all(&rr->sunk_touches, &ki.reads)))
      c->oom = true, role = -1;
  } else if (!sched_ivec_meet(&ki.writes, &rr->member_touches) &&
             !sched_ivec_meet(&ki.writes, &rr->sunk_touches)) {
    role = HOIST;
  }
  CAJIT_VEC_FREE(&ki.reads);
  CAJIT_VEC_FREE(&ki.writes);
  CAJIT_VEC_FREE(&later);
  return role;
}

/* Whether k's roots joined *rr's member sets (false when out of memory). */
static bool add_member(const cajit_kir_program *p, const cajit_kir_kernel *k,
                       role_roots *rr) {
  sched_kinfo ki = {0};
  bool ok = sched_kernel_info_got(p, k, &ki) &&
            add_all(&rr->member_writes, &ki.writes) &&
            add_all(&rr->member_touches, &ki.writes) &&
            add_all(&rr->member_touches, &ki.reads);
  CAJIT_VEC_FREE(&ki.reads);
  CAJIT_VEC_FREE(&ki.writes);
  return ok;
}

/* A sched_buffer_fn: a hoisted or sunk kernel touches buffer's root, which
 * then keeps its memory whole (no chunk may have its own). */
static void note_moved(int32_t buffer, bool host, void *user) {
  chunker *c = user;
  (void)host;
  if (buffer >= 0 && (size_t)buffer < c->p->buffers.len)
    c->moved_touch[c->p->buffers.data[buffer].root] = true;
}

/* Gives each kernel of [a, b] its role: members iterate dim j over E; the
 * others work on other data and run before or after the region (compiled
 * autograd interleaves an attention backward with the weight gradients'
 * GEMMs and their grad accumulations, which read what the region writes).
 * A grad accumulation is the only host call that may move (others may run
 * user code: early_hooks.c); a kernel joined to the one before it keeps
 * its role. */
static bool assign_roles(chunker *c) {
  cajit_kir_program *p = c->p;
  role_roots rr = {0};
  bool ok = true;
  for (int32_t k = c->a; k <= c->b && ok; k++) {
    const cajit_kir_kernel *kk = &p->kernels.data[k];
    c->role[k - c->a] = iterates_rows(c, kk) ? MEMBER : HOIST;
    ok = kk->kind != CAJIT_KIR_HOST ||
         kk->host->kind == CAJIT_HOST_ACCUMULATE_GRAD;
    if (ok && c->role[k - c->a] == MEMBER && !add_member(p, kk, &rr))
      c->oom = true, ok = false;
  }
  for (int32_t k = c->a; k <= c->b && ok; k++) {
    const cajit_kir_kernel *kk = &p->kernels.data[k];
    if (c->role[k - c->a] != MEMBER) {
      int role = bystander_role(c, k, &rr);
      ok = role >= 0;
      c->role[k - c->a] = (uint8_t)role;
    }
    ok = ok && (k == c->a || !kk->joined ||
                c->role[k - c->a] == c->role[k - 1 - c->a]);
  }
  memset(c->moved_touch, 0, p->buffers.len * sizeof *c->moved_touch);
  for (int32_t k = c->a; k <= c->b && ok; k++)
    if (c->role[k - c->a] != MEMBER &&
        !sched_kernel_buffers(&p->kernels.data[k], note_moved, c))
      c->oom = true, ok = false;
  CAJIT_VEC_FREE(&rr.member_writes);
  CAJIT_VEC_FREE(&rr.member_touches);
  CAJIT_VEC_FREE(&rr.sunk_writes);
  CAJIT_VEC_FREE(&rr.sunk_touches);
  return ok && !c->oom;
}

/* ---- the pass -------------------------------------------------------------
 */

/* The root kernel k writes, or -1. */
static int32_t written_root(const cajit_kir_program *p,
                            const cajit_kir_kernel *k) {
  switch (k->kind) {
  case CAJIT_KIR_GEMM: return sched_root_of(p, k->c);
  case CAJIT_KIR_POINTWISE:
  case CAJIT_KIR_REDUCTION: return sched_root_of(p, k->out);
  default: return -1;
  }
}

/* Whether root r is X or an intermediate of X's size written in the
 * region (the softmax backward's result, read by the GEMMs after it). */
static bool like_x(chunker *c, int32_t r, int32_t X) {
  cajit_kir_program *p = c->p;
  if (r == X) return true;
  if (r < 0 || !sched_plain_root(p, r) || c->spans[r].hosted) return false;
  const cajit_expr *n = sched_numel(p->exprs, cajit_kir_buffer_get(p, r)),
                   *m = sched_numel(p->exprs, cajit_kir_buffer_get(p, X));
  if (!n || !m) c->oom = true;
  return n && n == m;
}

/* Whether root X starts a region (c->a, c->b set): written first by a
 * batched GEMM; the region runs to its last use and that of every
 * intermediate of its size written in it, and holds another batched GEMM
 * reading one of those. */
static bool candidate(chunker *c, int32_t X) {
  cajit_kir_program *p = c->p;
  const sched_span *s = &c->spans[X];
  if (!sched_plain_root(p, X) || s->hosted || s->first < 0 ||
      s->last <= s->first)
    return false;
  const cajit_kir_kernel *w = &p->kernels.data[s->first];
  if (w->kind != CAJIT_KIR_GEMM || w->chunk_count ||
      sched_root_of(p, w->c) != X || cajit_kir_buffer_get(p, w->c)->ndim < 3)
    return false;
  c->X = X, c->a = s->first, c->b = s->last;
  for (int32_t k = c->a + 1; k <= c->b; k++) {
    int32_t r = written_root(p, &p->kernels.data[k]);
    if (r >= 0 && like_x(c, r, X) && c->spans[r].last > c->b)
      c->b = c->spans[r].last;
  }
  for (int32_t k = c->a + 1; k <= c->b; k++) {
    const cajit_kir_kernel *r = &p->kernels.data[k];
    if (r->kind == CAJIT_KIR_GEMM && (like_x(c, sched_root_of(p, r->a), X) ||
                                      like_x(c, sched_root_of(p, r->b), X)))
      return true;
  }
  return false;
}

/* Chunks the region (c->a, c->b) along dim j if it can; *done when it did. */
static cajit_status try_dim(chunker *c, int32_t j, bool *done) {
  cajit_kir_program *p = c->p;
  c->j = j;
  c->jsym = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_OUTER, j);
  c->E = cajit_kir_buffer_get(p, p->kernels.data[c->a].c)->shape[j];
  int64_t e = 0, count = CHUNKS;
  if (cajit_expr_as_int(c->E, &e)) count = e < CHUNKS ? e : CHUNKS;
  if (count < 2 || !assign_roles(c) || !check_region(c)) return NULL;
  size_t members = 0, nb = p->buffers.len;
  for (int32_t k = c->a; k <= c->b; k++)
    members += c->role[k - c->a] == MEMBER;
  size_t n = (size_t)count * members;
  cajit_kir_kernel *chunks = cajit_calloc(n, sizeof *chunks);
  bool inside = true;
  cajit_status s = chunks ? build_chunks(c, (int32_t)count, chunks, &inside)
                          : cajit_kir_oom("chunking a region");
  if (!s && inside) {
    for (size_t b = 0; b < nb; b++)
      if (chunk_local(c, (int32_t)b)) p->buffers.data[b].dead = true;
    s = splice(c, chunks, n);
    *done = !s;
  } else {
    p->buffers.len = nb; /* drop the views made (their memory is p's arena) */
  }
  cajit_free(chunks);
  return s;
}

/* Chunks X's region along the first batch dim of its first GEMM that
 * allows it (in practice the outermost: a written root's chunks must be
 * whole rows of it). *done when it did. */
static cajit_status try_region(chunker *c, bool *done) {
  cajit_kir_program *p = c->p;
  int32_t nd = cajit_kir_buffer_get(p, p->kernels.data[c->a].c)->ndim;
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, nd, NULL));
  c->role = cajit_malloc((size_t)(c->b - c->a + 1) * sizeof *c->role);
  if (!c->role) return cajit_kir_oom("chunking a region");
  cajit_status s = NULL;
  for (int32_t j = 0; j + 2 < nd && !*done && !s; j++)
    s = try_dim(c, j, done);
  cajit_free(c->role);
  c->role = NULL;
  return s;
}

/* Sizes c's per-buffer tables for the program as it stands. */
static bool fit_tables(chunker *c) {
  size_t n = c->p->buffers.len + 1;
  if (n <= c->cap) return true;
#define GROW(f)                                                                \
  do {                                                                         \
    void *q = cajit_realloc(c->f, n * sizeof *c->f);                           \
    if (!q) return false;                                                      \
    c->f = q;                                                                  \
  } while (0)
  GROW(spans);
  GROW(written);
  GROW(sliced);
  GROW(invariant);
  GROW(row);
  GROW(moved_touch);
#undef GROW
  c->cap = n;
  return true;
}

static cajit_status chunk_all(chunker *c, int32_t *count) {
  cajit_kir_program *p = c->p;
  size_t original = p->buffers.len; /* chunks' own roots are not candidates */
  bool stale = true;
  for (size_t X = 0; X < original; X++) {
    if (stale && (!fit_tables(c) || !sched_root_spans(c->p, c->spans)))
      return cajit_kir_oom("chunking a region");
    stale = false;
    if (!candidate(c, (int32_t)X)) continue;
    bool done = false;
    CAJIT_RETURN_IF_ERROR(try_region(c, &done));
    *count += done;
    stale = true;
  }
  return NULL;
}

cajit_status cajit_sched_chunk(cajit_kir_program *p, int32_t *out_count) {
  int32_t count = 0;
  chunker c = {.p = p};
  cajit_status s = chunk_all(&c, &count);
  cajit_free(c.spans);
  cajit_free(c.written);
  cajit_free(c.sliced);
  cajit_free(c.invariant);
  cajit_free(c.row);
  cajit_free(c.moved_touch);
  if (out_count) *out_count = count;
  return s;
}
