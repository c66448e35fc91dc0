/* GEMM layouts (sched.h): a GEMM reads and writes strided memory, so a copy
 * kernel whose only job is to change the layout of a GEMM operand or of a
 * GEMM result need not run. Attention's backward is the model: its bmms
 * read a permute of the heads made contiguous ([B, S, H, D] as
 * [B, H, S, D]), and their results are permuted back, made contiguous and
 * copied into a slice of the cat that forms the packed QKV projection's
 * grad. Fusion keeps those copies (a GEMM's operands stay in memory); this
 * pass, run on fusion's state before its dead kernels are dropped,
 *  - makes the GEMMs reading a copy's output read the copy's source
 *    instead, when every reader of that output is a GEMM reading it as A
 *    or B and nothing writes the source between the copy and them;
 *  - makes a GEMM whose result only a copy reads write the copy's
 *    destination instead, when its beta is 0, nothing between the two reads
 *    the destination's root and whatever writes that root between them
 *    writes a box provably disjoint from the copy's (cat's other slices);
 *    repeated, so a clone followed by a cat collapses into the GEMM.
 * The copy and the buffer it wrote or read go away. A moved operand must
 * keep a unit stride in one of its two matrix dims (else the GEMM would
 * copy it itself, serially); a batch dim that comes out as two strides
 * (the B*H batch of [B*H, S, D] over a [B, S, H, D] layout) is split, in
 * all three operands, into several batch dims, which the GEMM's codegen
 * loops over.
 *
 * Layouts are matched through atoms: the dims of the copy's iteration
 * space, each with its stride on the GEMM's side (t) and on the other side
 * (r). Sorted by t they must tile the GEMM-side root exactly (t = 1, then
 * each the stride times the extent of the one before, up to its element
 * count), so each element there has one place on the other side. A GEMM
 * operand's dim of stride x and extent e then covers the atoms from t = x
 * to t = x * e (an atom is split at those points when its extent divides
 * into them); its stride on the other side is theirs when they merge (the
 * r of each is the r times extent of the one inside it), else it is a list
 * of (extent, stride) pieces: a split batch dim. */
#include "sched/sched.h"
#include "sched/sched_internal.h"

#include <string.h>

#include "kir/kir.h"

enum { MAX_ATOMS = 16, MAX_PIECES = 4, MAX_RANK = 8, MAX_FACTORS = 16 };

typedef struct atom {
  const cajit_expr *t, *e, *r;
} atom;

/* Atoms sorted by t, innermost first, tiling the GEMM-side root. */
typedef struct tiling {
  atom a[MAX_ATOMS];
  int32_t n;
} tiling;

typedef struct piece {
  const cajit_expr *e, *s;
} piece;

/* One dim of an operand: its pieces, outermost first. */
typedef struct dim_pieces {
  piece pc[MAX_PIECES];
  int32_t n;
} dim_pieces;

/* A GEMM operand as a root, an offset and per-dim pieces. */
typedef struct operand {
  int32_t root;
  const cajit_expr *offset;
  int32_t ndim;
  dim_pieces d[MAX_RANK];
} operand;

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "GEMM layouts: out of memory");
}

static bool is_int(const cajit_expr *e, int64_t v) {
  int64_t x;
  return e && cajit_expr_as_int(e, &x) && x == v;
}

static bool maybe_one(const cajit_expr *e) {
  int64_t x;
  return e && (!cajit_expr_as_int(e, &x) || x == 1);
}

/* ---- monomials -----------------------------------------------------------
 */

/* e as coefficient * factors (a constant, a lone factor or a product);
 * false for sums and anything else. */
static bool factors(const cajit_expr *e, int64_t *coef, const cajit_expr **f,
                    int32_t *n) {
  *coef = 1;
  *n = 0;
  switch (cajit_expr_kind_of(e)) {
  case CAJIT_EXPR_INT_CONST: return cajit_expr_as_int(e, coef);
  case CAJIT_EXPR_MUL:
    for (int32_t i = 0; i < cajit_expr_operand_count(e); i++) {
      const cajit_expr *o = cajit_expr_operand(e, i);
      if (cajit_expr_as_int(o, coef))
        continue; /* the coefficient comes first */
      if (*n == MAX_FACTORS) return false;
      f[(*n)++] = o;
    }
    return true;
  case CAJIT_EXPR_SYMBOL:
  case CAJIT_EXPR_FLOORDIV:
  case CAJIT_EXPR_MOD:
  case CAJIT_EXPR_MIN:
  case CAJIT_EXPR_MAX: f[(*n)++] = e; return true;
  default: return false;
  }
}

/* a / b when b divides a as a monomial (s0*s0*s1 / s0 is s0*s1), checked
 * by multiplying back; NULL when it does not (or out of memory). */
static const cajit_expr *quotient(cajit_expr_ctx *x, const cajit_expr *a,
                                  const cajit_expr *b) {
  int64_t ca, cb;
  const cajit_expr *fa[MAX_FACTORS], *fb[MAX_FACTORS];
  int32_t na, nb;
  if (!a || !b || !factors(a, &ca, fa, &na) || !factors(b, &cb, fb, &nb) ||
      cb == 0 || ca % cb)
    return NULL;
  bool used[MAX_FACTORS] = {0};
  for (int32_t i = 0; i < nb; i++) {
    int32_t j = 0;
    while (j < na && (used[j] || fa[j] != fb[i]))
      j++;
    if (j == na) return NULL;
    used[j] = true;
  }
  const cajit_expr *q = cajit_expr_int(x, ca / cb);
  for (int32_t j = 0; j < na; j++)
    if (!used[j]) q = cajit_expr_mul(x, q, fa[j]);
  return q && cajit_expr_mul(x, q, b) == a ? q : NULL;
}

/* ---- tilings -------------------------------------------------------------
 */

/* Sorts atoms (extent-1 ones dropped) into a tiling of `total` elements;
 * false when they do not tile them. */
static bool tile(cajit_expr_ctx *x, const atom *in, int32_t n,
                 const cajit_expr *total, tiling *out) {
  bool used[MAX_ATOMS] = {0};
  int32_t want = 0;
  for (int32_t i = 0; i < n; i++)
    want += !is_int(in[i].e, 1);
  const cajit_expr *at = cajit_expr_int(x, 1);
  out->n = 0;
  while (out->n < want) {
    int32_t i = 0;
    while (i < n && (used[i] || is_int(in[i].e, 1) || in[i].t != at))
      i++;
    if (i == n) return false;
    used[i] = true;
    out->a[out->n++] = in[i];
    at = cajit_expr_mul(x, at, in[i].e);
  }
  return at && at == total;
}

static int32_t atom_at(const tiling *tl, const cajit_expr *t) {
  for (int32_t i = 0; i < tl->n; i++)
    if (tl->a[i].t == t) return i;
  return -1;
}

/* Makes t the start of an atom or the end of the tiling, splitting the
 * atom it falls inside when the extents divide; false when they do not. */
static bool boundary(cajit_expr_ctx *x, tiling *tl, const cajit_expr *t) {
  if (atom_at(tl, t) >= 0) return true;
  const atom *last = &tl->a[tl->n - 1];
  if (tl->n && cajit_expr_mul(x, last->t, last->e) == t) return true;
  for (int32_t i = 0; i < tl->n; i++) {
    atom a = tl->a[i];
    const cajit_expr *q = quotient(x, t, a.t); /* t == a.t * q */
    const cajit_expr *rest = q ? quotient(x, a.e, q) : NULL;
    if (!rest || is_int(q, 1) || is_int(rest, 1)) continue;
    if (tl->n == MAX_ATOMS) return false;
    memmove(&tl->a[i + 2], &tl->a[i + 1],
            (size_t)(tl->n - i - 1) * sizeof *tl->a);
    tl->a[i] = (atom){a.t, q, a.r};
    tl->a[i + 1] = (atom){t, rest, cajit_expr_mul(x, a.r, q)};
    tl->n++;
    return tl->a[i + 1].r != NULL;
  }
  return false;
}

/* The pieces an operand dim of stride s and extent e covers. */
static bool map_dim(cajit_expr_ctx *x, tiling *tl, const cajit_expr *s,
                    const cajit_expr *e, dim_pieces *out) {
  out->n = 1;
  out->pc[0] = (piece){e, cajit_expr_int(x, 0)};
  if (is_int(e, 1)) return true;
  const cajit_expr *end = cajit_expr_mul(x, s, e);
  if (!end || !boundary(x, tl, s) || !boundary(x, tl, end)) return false;
  piece inner[MAX_ATOMS];
  int32_t m = 0;
  for (const cajit_expr *at = s; at != end;) {
    int32_t i = atom_at(tl, at);
    if (i < 0 || m == MAX_ATOMS) return false;
    const atom *a = &tl->a[i];
    piece *in = m ? &inner[m - 1] : NULL;
    if (in && a->r == cajit_expr_mul(x, in->s, in->e))
      in->e = cajit_expr_mul(x, in->e, a->e);
    else
      inner[m++] = (piece){a->e, a->r};
    at = cajit_expr_mul(x, at, a->e);
    if (!at) return false;
  }
  if (m > MAX_PIECES) return false;
  out->n = m;
  for (int32_t k = 0; k < m; k++)
    out->pc[k] = inner[m - 1 - k];
  return true;
}

/* ---- operands ------------------------------------------------------------
 */

static bool plain_operand(const cajit_kir_program *p, int32_t id, operand *o) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, id);
  if (!b->strides || b->ndim > MAX_RANK) return false;
  o->root = b->root;
  o->offset = b->offset;
  o->ndim = b->ndim;
  for (int32_t d = 0; d < b->ndim; d++)
    o->d[d] = (dim_pieces){{{b->shape[d], b->strides[d]}}, 1};
  return true;
}

/* Operand id (a strided view at offset 0 of the tiled root) moved to the
 * other side of the tiling: root and offset there. */
static bool moved_operand(cajit_kir_program *p, int32_t id, tiling *tl,
                          int32_t root, const cajit_expr *offset, operand *o) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, id);
  if (!b->strides || !is_int(b->offset, 0) || b->ndim > MAX_RANK) return false;
  o->root = root;
  o->offset = offset;
  o->ndim = b->ndim;
  for (int32_t d = 0; d < b->ndim; d++)
    if (!map_dim(p->exprs, tl, b->strides[d], b->shape[d], &o->d[d]))
      return false;
  /* A matrix dim cannot split, and BLAS wants a unit stride (an input's
   * run-time stride may well be one: the GEMM checks when it runs). */
  const dim_pieces *rows = &o->d[o->ndim - 2], *cols = &o->d[o->ndim - 1];
  return rows->n == 1 && cols->n == 1 &&
         (maybe_one(rows->pc[0].s) || maybe_one(cols->pc[0].s));
}

/* Splits a one-piece dim as `like` is split (same total extent). */
static bool split_like(cajit_expr_ctx *x, dim_pieces *d,
                       const dim_pieces *like) {
  const cajit_expr *whole = d->pc[0].e, *s = d->pc[0].s,
                   *total = cajit_expr_int(x, 1);
  for (int32_t k = like->n - 1; k >= 0; k--) {
    d->pc[k] = (piece){like->pc[k].e, s};
    s = cajit_expr_mul(x, s, like->pc[k].e);
    total = cajit_expr_mul(x, total, like->pc[k].e);
  }
  d->n = like->n;
  return s && total && total == whole;
}

static bool same_split(const dim_pieces *a, const dim_pieces *b) {
  if (a->n != b->n) return false;
  for (int32_t k = 0; k < a->n; k++)
    if (a->pc[k].e != b->pc[k].e) return false;
  return true;
}

/* Gives the three operands the same batch dims: one that is several pieces
 * in one operand is split likewise in the others. */
static bool unify_batch(cajit_expr_ctx *x, operand ops[3]) {
  int32_t rank = 0;
  for (int32_t d = 0; d < ops[0].ndim; d++) {
    const dim_pieces *want = NULL;
    for (int32_t o = 0; o < 3; o++) {
      const dim_pieces *dp = &ops[o].d[d];
      if (dp->n == 1) continue;
      if (want && !same_split(want, dp)) return false;
      want = dp;
    }
    for (int32_t o = 0; want && o < 3; o++)
      if (ops[o].d[d].n == 1 && !split_like(x, &ops[o].d[d], want))
        return false;
    rank += want ? want->n : 1;
  }
  return rank <= MAX_RANK;
}

static cajit_status operand_view(cajit_kir_program *p, const operand *o,
                                 int32_t *out) {
  const cajit_expr *shape[MAX_RANK], *strides[MAX_RANK];
  int32_t n = 0;
  for (int32_t d = 0; d < o->ndim; d++)
    for (int32_t k = 0; k < o->d[d].n; k++, n++) {
      shape[n] = o->d[d].pc[k].e;
      strides[n] = o->d[d].pc[k].s;
    }
  return cajit_kir_view_as_strided(p, o->root, n, shape, strides, o->offset,
                                   out);
}

/* Points GEMM kernel g at the operands (batch dims unified by the caller). */
static cajit_status set_operands(cajit_kir_program *p, int32_t g,
                                 const operand ops[3]) {
  int32_t ids[3];
  for (int32_t o = 0; o < 3; o++)
    CAJIT_RETURN_IF_ERROR(operand_view(p, &ops[o], &ids[o]));
  cajit_kir_kernel *k = &p->kernels.data[g];
  k->a = ids[0];
  k->b = ids[1];
  k->c = ids[2];
  return NULL;
}

/* ---- copies --------------------------------------------------------------
 */

static const cajit_expr *element_count(cajit_expr_ctx *x,
                                       const cajit_kir_buffer *b) {
  const cajit_expr *n = cajit_expr_int(x, 1);
  for (int32_t d = 0; d < b->ndim; d++)
    n = cajit_expr_mul(x, n, b->shape[d]);
  return n;
}

/* The tiling of root `side` by copy kernel k, whose buffers `near` (on
 * side's side) and `far` have the copy's shape. */
static bool copy_tiling(cajit_kir_program *p, const cajit_kir_kernel *k,
                        int32_t side, int32_t near, int32_t far, tiling *tl) {
  const cajit_kir_buffer *bn = cajit_kir_buffer_get(p, near),
                         *bf = cajit_kir_buffer_get(p, far),
                         *root = cajit_kir_buffer_get(p, side);
  const cajit_kir_buffer *out = cajit_kir_buffer_get(p, k->out);
  if (out->ndim > MAX_ATOMS) return false;
  atom atoms[MAX_ATOMS];
  for (int32_t d = 0; d < out->ndim; d++)
    atoms[d] = (atom){bn->strides[d], out->shape[d], bf->strides[d]};
  return tile(p->exprs, atoms, out->ndim, element_count(p->exprs, root), tl);
}

/* Replaces root `from` by `to` in a root list. */
static bool swap_root(sched_ivec *v, int32_t from, int32_t to) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == from) v->data[i] = v->data[--v->len];
  return sched_ivec_add(v, to);
}

/* ---- boxes ---------------------------------------------------------------
 */

enum { MAX_ROOT_RANK = 16 };

/* The box buffer id covers in its root: per root dim, the first index and
 * the extent. False unless every root index is a constant or a constant
 * plus one view index (slices, selects, the root itself). */
static bool box(cajit_kir_program *p, int32_t id, const cajit_expr **lo,
                const cajit_expr **ext) {
  cajit_expr_ctx *x = p->exprs;
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, id),
                         *root = cajit_kir_buffer_get(p, b->root);
  if (root->ndim > MAX_ROOT_RANK || b->ndim > MAX_ROOT_RANK) return false;
  if (b->kind != CAJIT_KIR_BUFFER_VIEW) {
    for (int32_t j = 0; j < root->ndim; j++) {
      lo[j] = cajit_expr_int(x, 0);
      ext[j] = root->shape[j];
    }
    return true;
  }
  if (b->map_kind != CAJIT_KIR_MAP_INDEX) return false;
  int32_t n = b->ndim, syms[MAX_ROOT_RANK];
  const cajit_expr *zeros[MAX_ROOT_RANK];
  for (int32_t k = 0; k < n; k++) {
    syms[k] = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_VIEW, k);
    zeros[k] = cajit_expr_int(x, 0);
  }
  for (int32_t j = 0; j < root->ndim; j++) {
    lo[j] = cajit_kir_expr_subst(x, b->map[j], n, syms, zeros);
    const cajit_expr *step = cajit_expr_sub(x, b->map[j], lo[j]);
    int32_t k = -1;
    if (step && cajit_expr_kind_of(step) == CAJIT_EXPR_SYMBOL)
      k = cajit_kir_index_position(p, CAJIT_KIR_INDEX_VIEW,
                                   cajit_expr_symbol_index(step));
    if (is_int(step, 0))
      ext[j] = cajit_expr_int(x, 1);
    else if (k >= 0 && k < n)
      ext[j] = b->shape[k];
    else
      return false;
  }
  return true;
}

/* True when lo_b >= lo_a + ext_a for every value of the (non-negative)
 * size symbols. */
static bool after(const cajit_kir_program *p, const cajit_expr *lo_a,
                  const cajit_expr *ext_a, const cajit_expr *lo_b) {
  cajit_expr_ctx *x = p->exprs;
  const cajit_expr *gap =
      cajit_expr_sub(x, lo_b, cajit_expr_add(x, lo_a, ext_a));
  return gap && cajit_kir_expr_nonneg(p, gap);
}

/* Whether buffers a and b (of one root) provably share no element. */
static bool disjoint(cajit_kir_program *p, int32_t a, int32_t b) {
  const cajit_expr *la[MAX_ROOT_RANK], *ea[MAX_ROOT_RANK], *lb[MAX_ROOT_RANK],
      *eb[MAX_ROOT_RANK];
  if (a < 0 || b < 0 || !box(p, a, la, ea) || !box(p, b, lb, eb)) return false;
  const cajit_kir_buffer *root =
      cajit_kir_buffer_get(p, cajit_kir_buffer_get(p, a)->root);
  for (int32_t j = 0; j < root->ndim; j++)
    if (after(p, la[j], ea[j], lb[j]) || after(p, lb[j], eb[j], la[j]))
      return true;
  return false;
}

/* What kernel k writes, as one buffer, or -1 when that is not known. */
static int32_t written_buffer(const cajit_kir_kernel *k) {
  switch (k->kind) {
  case CAJIT_KIR_POINTWISE:
  case CAJIT_KIR_REDUCTION:
  case CAJIT_KIR_SCAN:
  case CAJIT_KIR_SCATTER: return k->out;
  case CAJIT_KIR_GEMM: return k->c;
  default: return -1;
  }
}

/* ---- GEMMs reading a copy ------------------------------------------------
 */

static bool plan_reader(cajit_kir_program *p, const cajit_kir_kernel *g,
                        int32_t t, int32_t r, const cajit_expr *offset,
                        tiling *tl, operand ops[3]) {
  if (g->kind != CAJIT_KIR_GEMM || sched_root_of(p, g->c) == t ||
      sched_root_of(p, g->c) == r)
    return false;
  int32_t ab[2] = {g->a, g->b};
  for (int32_t o = 0; o < 2; o++) {
    bool moved = sched_root_of(p, ab[o]) == t;
    if (moved ? !moved_operand(p, ab[o], tl, r, offset, &ops[o])
              : !plain_operand(p, ab[o], &ops[o]))
      return false;
  }
  return plain_operand(p, g->c, &ops[2]) && unify_batch(p->exprs, ops);
}

/* Copy kernel i writes T, which only GEMMs read, as A or B: they read the
 * copy's source instead. */
static cajit_status reread_source(sched_fuser *f, int32_t i, bool *done) {
  cajit_kir_program *p = f->p;
  const cajit_kir_kernel *k = &p->kernels.data[i];
  *done = false;
  int32_t src = sched_copy_source(p, k), t = k->out;
  if (src < 0) return NULL;
  int32_t r = sched_root_of(p, src);
  if (cajit_kir_buffer_get(p, t)->kind != CAJIT_KIR_BUFFER_INTERMEDIATE ||
      f->writers[t] != 1 || r == t)
    return NULL;
  tiling tl;
  if (!copy_tiling(p, k, t, t, src, &tl)) return NULL;
  const cajit_expr *offset = cajit_kir_buffer_get(p, src)->offset;
  size_t nk = p->kernels.len;
  operand *plan = cajit_malloc(nk * 3 * sizeof *plan);
  int32_t *readers = cajit_malloc(nk * sizeof *readers), n = 0;
  if (!plan || !readers) {
    cajit_free(plan);
    cajit_free(readers);
    return oom();
  }
  bool go = true, r_written = false;
  for (size_t j = (size_t)i + 1; j < nk && go; j++) {
    if (f->k[j].dead) continue;
    if (sched_ivec_has(&f->k[j].reads, t)) {
      go = !r_written &&
           plan_reader(p, &p->kernels.data[j], t, r, offset, &tl, &plan[3 * n]);
      readers[n++] = (int32_t)j;
    }
    r_written |= sched_ivec_has(&f->k[j].writes, r);
  }
  cajit_status s = NULL;
  for (int32_t x = 0; go && n && x < n && !s; x++) {
    s = set_operands(p, readers[x], &plan[3 * x]);
    if (!s && !swap_root(&f->k[readers[x]].reads, t, r)) s = oom();
  }
  if (go && n && !s) {
    f->k[i].dead = true;
    p->buffers.data[t].dead = true;
    f->writers[t] = 0;
    *done = true;
  }
  cajit_free(plan);
  cajit_free(readers);
  return s;
}

/* ---- GEMMs writing a copy's destination -----------------------------------
 */

/* The one kernel reading root t apart from g, or -1. */
static int32_t only_reader(const sched_fuser *f, int32_t g, int32_t t) {
  int32_t found = -1;
  for (size_t m = 0; m < f->p->kernels.len; m++) {
    if (f->k[m].dead || (int32_t)m == g || !sched_ivec_has(&f->k[m].reads, t))
      continue;
    if (found >= 0) return -1;
    found = (int32_t)m;
  }
  return found;
}

/* Nothing in (g, j) reads root r or writes it outside buffer dst. */
static bool destination_free(sched_fuser *f, const int32_t *region, int32_t g,
                             int32_t j, int32_t r, int32_t dst) {
  for (int32_t m = g + 1; m < j; m++) {
    if (f->k[m].dead) continue;
    if (sched_ivec_has(&f->k[m].reads, r)) return false;
    if (sched_ivec_has(&f->k[m].writes, r) && !disjoint(f->p, region[m], dst))
      return false;
  }
  return true;
}

/* GEMM g's result T is read only by a copy (kernel j, T -> dst): g writes
 * dst instead. */
static cajit_status write_destination(sched_fuser *f, int32_t *region,
                                      int32_t g, bool *done) {
  cajit_kir_program *p = f->p;
  const cajit_kir_kernel *gk = &p->kernels.data[g];
  *done = false;
  int32_t t = sched_root_of(p, gk->c);
  double beta;
  if (!cajit_expr_as_float(gk->beta, &beta) || beta != 0 ||
      cajit_kir_buffer_get(p, t)->kind != CAJIT_KIR_BUFFER_INTERMEDIATE ||
      f->writers[t] != 1)
    return NULL;
  int32_t j = only_reader(f, g, t);
  if (j < g) return NULL;
  const cajit_kir_kernel *k = &p->kernels.data[j];
  int32_t w = sched_copy_source(p, k);
  if (w < 0 || !is_int(cajit_kir_buffer_get(p, w)->offset, 0)) return NULL;
  int32_t dst = k->out, r = sched_root_of(p, dst);
  cajit_kir_buffer_kind rk = cajit_kir_buffer_get(p, r)->kind;
  if (sched_root_of(p, w) != t || r == t ||
      (rk != CAJIT_KIR_BUFFER_INTERMEDIATE && rk != CAJIT_KIR_BUFFER_OUTPUT) ||
      r == sched_root_of(p, gk->a) || r == sched_root_of(p, gk->b) ||
      !destination_free(f, region, g, j, r, dst))
    return NULL;
  tiling tl;
  operand ops[3];
  if (!copy_tiling(p, k, t, w, dst, &tl) || !plain_operand(p, gk->a, &ops[0]) ||
      !plain_operand(p, gk->b, &ops[1]) ||
      !moved_operand(p, gk->c, &tl, r, cajit_kir_buffer_get(p, dst)->offset,
                     &ops[2]) ||
      !unify_batch(p->exprs, ops))
    return NULL;
  CAJIT_RETURN_IF_ERROR(set_operands(p, g, ops));
  /* beta is 0: the GEMM reads nothing of what it writes. */
  sched_ivec *reads = &f->k[g].reads;
  for (size_t y = 0; y < reads->len; y++)
    if (reads->data[y] == t) reads->data[y] = reads->data[--reads->len];
  if (!swap_root(&f->k[g].writes, t, r)) return oom();
  f->k[j].dead = true;
  p->buffers.data[t].dead = true;
  f->writers[t] = 0;
  region[g] = dst;
  *done = true;
  return NULL;
}

/* ---- the pass ------------------------------------------------------------
 */

static cajit_status gemm_layouts(sched_fuser *f) {
  cajit_kir_program *p = f->p;
  size_t nk = p->kernels.len;
  int32_t *region = cajit_malloc((nk ? nk : 1) * sizeof *region);
  if (!region) return oom();
  for (size_t m = 0; m < nk; m++)
    region[m] = written_buffer(&p->kernels.data[m]);
  cajit_status s = NULL;
  /* Index placeholders for the boxes of views up to the largest rank. */
  s = cajit_kir_indices(p, CAJIT_KIR_INDEX_VIEW, MAX_ROOT_RANK, NULL);
  for (size_t i = 0; i < nk && !s; i++) {
    bool done = false;
    if (!f->k[i].dead && p->kernels.data[i].kind == CAJIT_KIR_POINTWISE)
      s = reread_source(f, (int32_t)i, &done);
    f->gemm_layouts += done;
  }
  for (size_t g = 0; g < nk && !s; g++) {
    bool done = !f->k[g].dead && p->kernels.data[g].kind == CAJIT_KIR_GEMM;
    while (done && !s) {
      s = write_destination(f, region, (int32_t)g, &done);
      f->gemm_layouts += done;
    }
  }
  cajit_free(region);
  return s;
}

cajit_status cajit_sched_gemm_layouts(cajit_kir_program *p, int32_t *removed) {
  sched_fuser f;
  cajit_status s = sched_fuser_init(&f, p);
  if (!s) s = gemm_layouts(&f);
  if (!s) s = sched_compact(&f);
  if (removed) *removed = f.gemm_layouts;
  sched_fuser_free(&f);
  return s ? cajit_status_annotate(s, "GEMM layouts") : NULL;
}
