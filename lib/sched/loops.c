/* The loop schedule (sched.h): per kernel, the order of its outer loops,
 * the dim LLVM is to vectorize across, the dim split across threads, how
 * a reduction or scan accumulates and which reduction dims collapse into
 * one loop, recorded in kernel->sched (kir.h's cajit_kir_schedule) for
 * codegen to follow.
 *
 * Loop order: a pointwise kernel puts the output's unit-stride dim
 * innermost, so stores (and usually loads) are consecutive; a scatter keeps
 * its space's row-major order (the order in which an element receives its
 * updates); reductions and scans put their vector dim innermost when they
 * have one (below).
 *
 * Reductions over an outer dim (a bias grad: sum over the batch of a
 * row-major [n, c] tensor) read with a large stride in the reduction loop.
 * They run better accumulating straight into the output with the output's
 * unit-stride dim innermost, which vectorizes across that dim without
 * reassociating anything (ACCUM_OUTPUT). Chosen when the accumulator dtype
 * is the output's (it lives in the output), the value does not read the
 * output, the output has a unit-stride dim j of more than one element,
 * some load is contiguous in j, and no load is contiguous in the innermost
 * reduction index. Otherwise a register accumulator per output element
 * (ACCUM_REGISTER), and a joined sibling shares the loops of the
 * reduction before it when both keep register accumulators (ACCUM_SHARED).
 *
 * An ACCUM_OUTPUT reduction whose last outer loops before the vector dim
 * have small constant extents that some load does not depend on runs those
 * loops unrolled inside its vector loop (inner_out_loops): a depthwise
 * convolution's grad_weight rows, out[c, k1, k2, w] = sum over n, h of
 * x[n, c, h, w] * dy[n, c, h - k1, w - k2], read each row of x and dy once
 * per kernel offset from L2 (9 passes over the channel's inputs at 3-4
 * GMAC/s); with the offsets inside, each vector of x is loaded once for
 * all 9 and the rows of dy once per block of rows, while the channel's 9
 * output rows stay in L1. Every output element still receives its updates
 * in the same order, so the result is the same.
 *
 * Collapsing reduction dims: LLVM vectorizes the innermost reduction loop
 * only and reduces its vector accumulator horizontally when that loop
 * exits, so a reduction over [n, c, h, w] keeping c (a batch-norm or conv
 * bias grad) paid a horizontal reduce per row of w (32 elements in the
 * medium zoo CNN). Reduction dims r_k..r_last collapse into one loop over
 * the product of their extents, the others bound to 0, when every load is
 * affine in them with coef(r_i) == coef(r_i+1) * extent(r_i+1): the
 * addresses are then the same. Input strides are known only at run time,
 * so the conditions that do not hold symbolically become run-time checks
 * choosing between the collapsed and the nested loops.
 *
 * Such a sum keeping c of an [n, c, h, w] tensor, with c the outer loop,
 * read a plane of h * w per image per channel, n jumps of c planes per
 * channel: dwconv's BatchNorm backward sums (x and dy, 12.8 MB each, 12.5
 * KB planes) ran at 63-67% of memcpy. The reduction dims before the
 * collapsed ones run outside tiles of the innermost outer loop instead
 * (out_tile; a tile's accumulators in a stack array), so the planes of a
 * tile's channels are read one after the other, in memory order
 * (bench/README.md, "BatchNorm backward on Zen 4 (helper-49)").
 *
 * A scan vectorizes across the output's unit-stride dim (not the scanned
 * one, of more than one element) when the accumulator is the output's
 * dtype, so reading back out[k - 1] loses nothing (ACCUM_OUTPUT).
 *
 * Parallel dim: the first loop of the nest (in loop order) that is not of
 * constant extent 1, among those whose iterations are independent (any
 * dim of a pointwise kernel, an output dim of a reduction but those
 * unrolled inside its vector loop, a non-scanned dim of a scan). For a
 * kernel that can fail (a gather or a checked
 * value), only a loop with nothing but extent-1 loops outside it, so
 * chunks in order are the serial order and the first failure is the
 * serial one. SCATTER is sequential by definition; GEMM and EXTERN
 * parallelize inside their runtime helpers.
 *
 * Vector width (opts->wide_vector_width, on CPUs that run 512-bit vectors
 * at full clock; bench/README.md, "Vector width", has the data): pointwise
 * kernels and reductions with register accumulators (their innermost loop
 * is a reduction dim, contiguous in the common case) ask for the wide
 * width, 12-21% faster there (half the time on Zen 5); scans accumulating into
 * the output ask for 256 bits. Reductions accumulating into the output (a
 * stride-n walk down columns, four rows per pass) and those among them
 * that unroll outer loops inside the vector loop (a depthwise grad_weight:
 * 36 multiply-adds per vector, loads one element apart) ask for the
 * widths the target measured best for each
 * (cajit_jit_target_accum_output_width: on a Xeon 256 and 512, on Zen 5
 * the other way round). Scatters and runtime calls keep the target's
 * preference.
 *
 * The choices are guesses about speed only: every schedule computes the
 * same result for any strides. */
#include "sched/sched.h"
#include "sched/sched_internal.h"

#include <string.h>

#include "kir/kir.h"
#include "support/arena.h"
#include "support/ptrmap.h"

/* Elements per block when the parallel dim is the innermost (vectorized)
 * loop: a multiple of every vector width times interleave, so chunk
 * boundaries never move elements between the vector loop and its scalar
 * remainder (libmvec and scalar libm may round differently). */
enum { PAR_BLOCK = 512 };

enum { MAX_COLLAPSE_CHECKS = 32 };
/* A point far from 0, 1 and 2 at which coef_of checks that an index's
 * coefficient still holds (a prime: no floor-division or modulus of a
 * plausible divisor is linear through it). */
enum { AFFINE_PROBE = 1000003 };

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "loop schedule: out of memory");
}

/* The output's innermost dim of constant stride 1 (and, unless any_extent,
 * of more than one element), or -1. */
static int32_t unit_dim(const cajit_kir_buffer *o, int32_t skip,
                        bool any_extent) {
  for (int32_t d = o->ndim - 1; o->strides && d >= 0; d--) {
    int64_t st, ext;
    if (d != skip && cajit_expr_as_int(o->strides[d], &st) && st == 1 &&
        (any_extent || !(cajit_expr_as_int(o->shape[d], &ext) && ext <= 1)))
      return d;
  }
  return -1;
}

/* ---- reductions over an outer dim ---------------------------------------
 */

typedef struct stride_probe {
  const cajit_kir_program *p;
  int32_t out_root, sym_j, sym_r;
  bool reads_out, unit_j, unit_r;
} stride_probe;

/* Coefficient of symbol sym in offset e is the constant 1, or the run-time
 * stride of root's last dim: graph inputs are exported without strides when
 * they are contiguous (docs/format.md), so that stride is 1 in the common
 * case, and LLVM's vectorizer versions the loop on it being 1. */
static bool unit_in(cajit_expr_ctx *x, const cajit_kir_buffer *root,
                    const cajit_expr *e, int32_t sym) {
  const cajit_expr *one = cajit_expr_int(x, 1), *zero = cajit_expr_int(x, 0);
  const cajit_expr *a = cajit_kir_expr_subst(x, e, 1, &sym, &one),
                   *b = cajit_kir_expr_subst(x, e, 1, &sym, &zero);
  if (!a || !b) return false;
  const cajit_expr *coef = cajit_expr_sub(x, a, b);
  int64_t v;
  if (cajit_expr_as_int(coef, &v)) return v == 1;
  return root->kind == CAJIT_KIR_BUFFER_INPUT && root->ndim > 0 &&
         root->strides && coef == root->strides[root->ndim - 1];
}

/* The root and element offset a load reads; false when they cannot be
 * computed (the caller then keeps its conservative choice). */
static bool load_address(const cajit_kir_program *p, const cajit_kir_value *v,
                         int32_t *root, const cajit_expr **off) {
  cajit_status s = cajit_kir_buffer_address(
      (cajit_kir_program *)p, v->u.load.buffer, v->u.load.index, root, off);
  bool ok = s == NULL;
  cajit_status_free(s);
  return ok;
}

/* Runs visit over each node of v once; false when visit stopped the walk
 * (or it ran out of memory): the probe could not answer. */
static bool probe(const cajit_kir_value *v, cajit_kir_visit_fn visit,
                  void *user) {
  cajit_ptrmap seen = {0};
  bool oom = false;
  bool done = cajit_kir_walk(v, &seen, visit, user, &oom);
  cajit_ptrmap_free(&seen);
  return done;
}

static bool probe_strides(const cajit_kir_value *v, void *user) {
  stride_probe *sp = user;
  if (v->op != CAJIT_KIR_LOAD && v->op != CAJIT_KIR_LOAD_INDIRECT) return true;
  int32_t root;
  const cajit_expr *off;
  if (!load_address(sp->p, v, &root, &off)) return false;
  cajit_expr_ctx *x = sp->p->exprs;
  const cajit_kir_buffer *rb = cajit_kir_buffer_get(sp->p, root);
  sp->reads_out |= root == sp->out_root;
  sp->unit_j |= unit_in(x, rb, off, sp->sym_j);
  sp->unit_r |= unit_in(x, rb, off, sp->sym_r);
  return true;
}

/* The output dim reduction k accumulates across in its output (see the
 * top of the file), or -1 for register accumulators. */
static int32_t output_accum_dim(const cajit_kir_program *p,
                                const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(p, k->out);
  if (k->acc_dtype != o->dtype || !o->strides) return -1;
  int32_t j = unit_dim(o, -1, false);
  if (j < 0 || k->red_ndim == 0) return -1; /* nothing to accumulate over */
  stride_probe sp = {
      p,
      o->root,
      cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_OUTER, j),
      cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_REDUCE, k->red_ndim - 1),
      false,
      false,
      false};
  if (!probe(k->value, probe_strides, &sp) || sp.reads_out || !sp.unit_j ||
      sp.unit_r)
    return -1;
  return j;
}

/* ---- output loops inside the reduction loops ---------------------------
 */

/* Out dims unrolled inside the vector loop span at most this many output
 * rows (copies of the value per input row: 7x7 kernels fit), and at most
 * this many bytes when the vector dim's extent is a constant: the slice is
 * read and written once per block of input rows, so it has to stay in
 * L1. */
enum { MAX_INNER_ROWS = 64, MAX_INNER_BYTES = 32 * 1024 };

/* A walk over a kernel's loads asking whether some load's address uses
 * `sym` (want_use) or does not (!want_use): found is set at the first. */
typedef struct load_probe {
  const cajit_kir_program *p;
  int32_t sym;
  bool want_use;
  bool found;
} load_probe;

static bool probe_loads(const cajit_kir_value *v, void *user) {
  load_probe *lp = user;
  if (v->op != CAJIT_KIR_LOAD) return true;
  int32_t root;
  const cajit_expr *off;
  if (!load_address(lp->p, v, &root, &off)) return false;
  lp->found = cajit_kir_expr_uses(off, lp->sym) == lp->want_use;
  return !lp->found;
}

/* Whether some load of k's value has an address that uses sym (want_use)
 * or does not; false also when the walk could not finish. */
static bool some_load(const cajit_kir_program *p, const cajit_kir_kernel *k,
                      int32_t sym, bool want_use) {
  load_probe lp = {p, sym, want_use, false};
  (void)probe(k->value, probe_loads, &lp);
  return lp.found;
}

/* How many of the outer loops just before the vector dim j of an
 * ACCUM_OUTPUT reduction run inside its reduction loops (see
 * kir.h's inner_out_loops): the trailing ones of constant extent that some
 * load does not depend on, while the output rows they span fit the limits
 * above. The order of the updates each output element receives is the
 * same either way, so the result is too. */
static int32_t inner_out_loops(const cajit_kir_program *p,
                               const cajit_kir_kernel *k, int32_t j) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(p, k->out);
  const cajit_kir_schedule *s = &k->sched;
  int64_t rows = 1, ext_j = 0, ext;
  bool known_j = cajit_expr_as_int(o->shape[j], &ext_j);
  int32_t n = 0;
  for (int32_t i = s->loop_count - 2; i >= 0 && n < CAJIT_KIR_MAX_INNER_OUT;
       i--) {
    int32_t d = s->order[i];
    if (!cajit_expr_as_int(o->shape[d], &ext) || ext < 1 ||
        rows * ext > MAX_INNER_ROWS ||
        (known_j &&
         rows * ext * ext_j * cajit_dtype_size(o->dtype) > MAX_INNER_BYTES))
      break;
    if (!some_load(p, k, cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_OUTER, d),
                   false))
      break;
    rows *= ext;
    n++;
  }
  return rows > 1 ? n : 0;
}

/* At most this many prefetches per row and load (kir.h's prefetch_next)
 * when the row length is known: rows of up to 1 KiB (the hardware
 * prefetcher follows longer ones). */
enum { MAX_PREFETCH_LINES = 16 };

/* Whether an ACCUM_OUTPUT reduction with inner_out_loops prefetches its
 * next rows (kir.h's prefetch_next): two or more reduction dims, a
 * vector dim not known to span more than MAX_PREFETCH_LINES lines, and
 * a load that depends on the reduction dim around the rows.
 * Measured on dwconv's grad_weight rows (bench/README.md, round 3). */
static bool prefetch_next(const cajit_kir_program *p,
                          const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(p, k->out);
  int64_t ext_j;
  if (k->red_ndim < 2 ||
      (cajit_expr_as_int(o->shape[k->sched.vector_dim], &ext_j) &&
       ext_j * cajit_dtype_size(o->dtype) > 64 * MAX_PREFETCH_LINES))
    return false;
  /* Every load independent of the reduction dim around the rows means
   * nothing to prefetch. */
  return some_load(
      p, k, cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_REDUCE, k->red_ndim - 2),
      true);
}

/* ---- collapsing reduction dims ------------------------------------------
 */

typedef struct collapse_probe {
  const cajit_kir_program *p;
  int32_t sym_a, sym_b;    /* r_k and r_k+1 */
  const cajit_expr *ext_b; /* extent of r_k+1 */
  bool ok;
  int32_t n; /* run-time checks so far */
  const cajit_expr *lhs[MAX_COLLAPSE_CHECKS], *rhs[MAX_COLLAPSE_CHECKS];
} collapse_probe;

/* e with root's run-time strides replaced by row-major ones: graph inputs
 * are exported without strides when they are contiguous (docs/format.md),
 * so that is what a run-time check will most likely see. */
static const cajit_expr *as_if_contiguous(cajit_expr_ctx *x,
                                          const cajit_kir_buffer *root,
                                          const cajit_expr *e) {
  if (root->kind != CAJIT_KIR_BUFFER_INPUT || !root->stride_open ||
      root->ndim > 16)
    return e;
  int32_t syms[16], n = 0;
  const cajit_expr *repl[16], *inner = cajit_expr_int(x, 1);
  for (int32_t d = root->ndim - 1; d >= 0 && inner; d--) {
    int32_t sym = cajit_expr_symbol_index(root->strides[d]);
    if (root->stride_open[d] && sym >= 0) {
      syms[n] = sym;
      repl[n++] = inner;
    }
    inner = cajit_expr_mul(x, inner, root->shape[d]);
  }
  return inner ? cajit_kir_expr_subst(x, e, n, syms, repl) : NULL;
}

/* The coefficient of sym in e when e is affine in it, else NULL. */
static const cajit_expr *coef_of(cajit_expr_ctx *x, const cajit_expr *e,
                                 int32_t sym) {
  const cajit_expr *v[3] = {cajit_expr_int(x, 0), cajit_expr_int(x, 1),
                            cajit_expr_int(x, 2)};
  const cajit_expr *at[3];
  for (int i = 0; i < 3; i++)
    if (!(at[i] = cajit_kir_expr_subst(x, e, 1, &sym, &v[i]))) return NULL;
  const cajit_expr *d1 = cajit_expr_sub(x, at[1], at[0]),
                   *d2 = cajit_expr_sub(x, at[2], at[1]);
  if (!d1 || d1 != d2 || cajit_kir_expr_uses(d1, sym)) return NULL;
  /* Three points do not tell (e // 64) from 0: a fourth, far one. */
  const cajit_expr *far = cajit_expr_int(x, AFFINE_PROBE);
  const cajit_expr *atf = cajit_kir_expr_subst(x, e, 1, &sym, &far);
  const cajit_expr *df = atf ? cajit_expr_sub(x, atf, at[0]) : NULL;
  return df && df == cajit_expr_mul(x, d1, far) ? d1 : NULL;
}

static bool probe_collapse(const cajit_kir_value *v, void *user) {
  collapse_probe *cp = user;
  cajit_expr_ctx *x = cp->p->exprs;
  if (v->op == CAJIT_KIR_LOAD_INDIRECT || v->op == CAJIT_KIR_CHECK ||
      (v->op == CAJIT_KIR_EXPR && (cajit_kir_expr_uses(v->u.expr, cp->sym_a) ||
                                   cajit_kir_expr_uses(v->u.expr, cp->sym_b))))
    return false;
  if (v->op == CAJIT_KIR_LOAD) {
    int32_t root;
    const cajit_expr *off;
    if (!load_address(cp->p, v, &root, &off)) return false;
    const cajit_expr *ca = coef_of(x, off, cp->sym_a),
                     *cb = coef_of(x, off, cp->sym_b);
    const cajit_expr *want = cb ? cajit_expr_mul(x, cb, cp->ext_b) : NULL;
    if (!ca || !want || cajit_kir_expr_uses(ca, cp->sym_b) ||
        cajit_kir_expr_uses(cb, cp->sym_a))
      return false;
    if (ca != want) {
      /* A check that contiguous inputs would fail (or constants that
       * differ) is not worth emitting: [n, c, h, w] keeping c collapses h
       * into w, not n into h. */
      const cajit_kir_buffer *rb = cajit_kir_buffer_get(cp->p, root);
      const cajit_expr *cl = as_if_contiguous(x, rb, ca),
                       *cr = as_if_contiguous(x, rb, want);
      if (!cl || cl != cr || cp->n == MAX_COLLAPSE_CHECKS) return false;
      cp->lhs[cp->n] = ca;
      cp->rhs[cp->n++] = want;
    }
  }
  return true;
}

/* Records in k->sched the first reduction dim of the suffix that collapses
 * into the innermost one over the values of ks[0..n) (the reduction and
 * the sibling sharing its loops), with the run-time checks it needs. */
static cajit_status collapse(cajit_kir_program *p, cajit_kir_kernel *const *ks,
                             int n) {
  cajit_kir_kernel *k = ks[0];
  int32_t rn = k->red_ndim, first = rn - 1, nc = 0;
  const cajit_expr *lhs[MAX_COLLAPSE_CHECKS], *rhs[MAX_COLLAPSE_CHECKS];
  for (int32_t d = rn - 2; d >= 0; d--) {
    collapse_probe cp = {0};
    cp.p = p;
    cp.sym_a = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_REDUCE, d);
    cp.sym_b = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_REDUCE, d + 1);
    cp.ext_b = k->red_extents[d + 1];
    cp.ok = true;
    cajit_ptrmap seen = {0}; /* ks share nodes: each is probed once */
    bool oom = false;
    for (int i = 0; i < n && cp.ok; i++)
      cp.ok = cajit_kir_walk(ks[i]->value, &seen, probe_collapse, &cp, &oom);
    cajit_ptrmap_free(&seen);
    if (!cp.ok || nc + cp.n > MAX_COLLAPSE_CHECKS) break;
    for (int32_t i = 0; i < cp.n; i++) {
      lhs[nc] = cp.lhs[i];
      rhs[nc++] = cp.rhs[i];
    }
    first = d;
  }
  k->sched.collapse_from = first;
  k->sched.collapse_checks = first == rn - 1 ? 0 : nc;
  if (!k->sched.collapse_checks) return NULL;
  size_t sz = (size_t)nc * sizeof *lhs;
  k->sched.collapse_lhs = cajit_arena_memdup(p->arena, lhs, sz);
  k->sched.collapse_rhs = cajit_arena_memdup(p->arena, rhs, sz);
  return k->sched.collapse_lhs && k->sched.collapse_rhs ? NULL : oom();
}

/* ---- collapsing a pointwise kernel's loops ------------------------------
 *
 * LLVM vectorizes the innermost loop only, with a remainder per pass: a
 * pointwise kernel over [16, 512, 88] (rmsnorm_swiglu's SwiGLU backward)
 * ran 512 x 16 passes of 5 full vectors and an 8-wide remainder, with the
 * loop set-up between them. Its inner loops collapse into one, as
 * reduction dims do above, when the output and every load are affine in
 * them with coef(i_k) == coef(i_k+1) * extent(i_k+1), checked at run time
 * where strides are not known; never across the parallel loop. */

/* Whether the address k stores to is affine in the probe's pair of loops
 * with the collapse condition (adding checks to cp as probe_collapse). */
static bool out_collapses(cajit_kir_program *p, const cajit_kir_kernel *k,
                          collapse_probe *cp) {
  cajit_expr_ctx *x = p->exprs;
  const cajit_kir_buffer *o = cajit_kir_buffer_get(p, k->out);
  const cajit_expr *idx[o->ndim > 0 ? o->ndim : 1], *off;
  int32_t root;
  cajit_status s = cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, o->ndim, idx);
  if (!s) s = cajit_kir_buffer_address(p, k->out, idx, &root, &off);
  if (s) {
    cajit_status_free(s);
    return false;
  }
  const cajit_expr *ca = coef_of(x, off, cp->sym_a),
                   *cb = coef_of(x, off, cp->sym_b);
  const cajit_expr *want = cb ? cajit_expr_mul(x, cb, cp->ext_b) : NULL;
  if (!ca || !want || cajit_kir_expr_uses(ca, cp->sym_b) ||
      cajit_kir_expr_uses(cb, cp->sym_a))
    return false;
  if (ca == want) return true;
  const cajit_kir_buffer *rb = cajit_kir_buffer_get(p, root);
  const cajit_expr *cl = as_if_contiguous(x, rb, ca),
                   *cr = as_if_contiguous(x, rb, want);
  if (!cl || cl != cr || cp->n == MAX_COLLAPSE_CHECKS) return false;
  cp->lhs[cp->n] = ca;
  cp->rhs[cp->n++] = want;
  return true;
}

/* Records in ks[0]->sched how many of the innermost loops of a pointwise
 * kernel (and of its sibling sharing them) run as one, with the run-time
 * checks that needs. After decide_parallel: the loops collapsed are all
 * inside the parallel one. */
static cajit_status collapse_out(cajit_kir_program *p,
                                 cajit_kir_kernel *const *ks, int n) {
  cajit_kir_kernel *k = ks[0];
  cajit_kir_schedule *sc = &k->sched;
  const cajit_kir_buffer *o = cajit_kir_buffer_get(p, k->out);
  int32_t lc = sc->loop_count, lo = 0, first = lc - 1, nc = 0;
  for (int32_t i = 0; i < lc; i++)
    if (sc->order[i] == sc->parallel_dim) lo = i + 1;
  const cajit_expr *lhs[MAX_COLLAPSE_CHECKS], *rhs[MAX_COLLAPSE_CHECKS];
  for (int32_t j = lc - 2; j >= lo; j--) {
    collapse_probe cp = {0};
    cp.p = p;
    cp.sym_a = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_OUTER, sc->order[j]);
    cp.sym_b =
        cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_OUTER, sc->order[j + 1]);
    cp.ext_b = o->shape[sc->order[j + 1]];
    cp.ok = true;
    cajit_ptrmap seen = {0}; /* ks share nodes: each is probed once */
    bool failed = false;
    for (int i = 0; i < n && cp.ok; i++)
      cp.ok = out_collapses(p, ks[i], &cp) &&
              cajit_kir_walk(ks[i]->value, &seen, probe_collapse, &cp, &failed);
    cajit_ptrmap_free(&seen);
    if (failed) return oom();
    if (!cp.ok || nc + cp.n > MAX_COLLAPSE_CHECKS) break;
    for (int32_t i = 0; i < cp.n; i++) {
      bool dup = false; /* the same input loaded by both kernels */
      for (int32_t u = 0; u < nc && !dup; u++)
        dup = lhs[u] == cp.lhs[i] && rhs[u] == cp.rhs[i];
      if (!dup) {
        lhs[nc] = cp.lhs[i];
        rhs[nc++] = cp.rhs[i];
      }
    }
    first = j;
  }
  if (first == lc - 1) return NULL;
  sc->out_collapse = lc - first;
  sc->collapse_checks = nc;
  if (!nc) return NULL;
  size_t sz = (size_t)nc * sizeof *lhs;
  sc->collapse_lhs = cajit_arena_memdup(p->arena, lhs, sz);
  sc->collapse_rhs = cajit_arena_memdup(p->arena, rhs, sz);
  return sc->collapse_lhs && sc->collapse_rhs ? NULL : oom();
}

/* ---- loop order and accumulation ----------------------------------------
 */

/* order = the n dims in order except `last`, then `last` (if >= 0). */
static cajit_status set_order(cajit_kir_program *p, cajit_kir_kernel *k,
                              int32_t n, int32_t last) {
  int32_t *order =
      cajit_arena_array(p->arena, n > 0 ? (size_t)n : 1, sizeof *order);
  if (!order) return oom();
  int32_t m = 0;
  for (int32_t d = 0; d < n; d++)
    if (d != last) order[m++] = d;
  if (last >= 0) order[m++] = last;
  k->sched.order = order;
  k->sched.loop_count = n;
  return NULL;
}

/* A pointwise kernel joined to the pointwise kernel before it (siblings.c)
 * shares its loops (ACCUM_SHARED) when both vectorize the same dim.
 * A pointwise kernel joined to the reductions before it (siblings.c) runs
 * in their loops, per row (ACCUM_ROW), when they keep register
 * accumulators (the lead REGISTER, a sibling SHARED) and its vector dim
 * is one of its inner dims (a cross-entropy backward's target check may
 * fail in it: the lead's parallel dim then counts it). Its loops: the lead's
 * row dims in the lead's order, then its inner dims with the vector dim last.
 * Otherwise it runs on its own, after them, as any pointwise kernel. */
static cajit_status row_schedule(cajit_kir_program *p, int32_t i) {
  cajit_kir_kernel *k = &p->kernels.data[i];
  cajit_kir_schedule *s = &k->sched;
  /* A scatter joined by row_partials.c (block partial sums) runs over its
   * space, vectorized across its last dim (the partial row's columns). */
  bool scatter = k->kind == CAJIT_KIR_SCATTER;
  const cajit_kir_buffer *ob = cajit_kir_buffer_get(p, k->out);
  int32_t ndim = scatter ? k->space_ndim : ob->ndim;
  const cajit_expr *const *shape = scatter ? k->space : ob->shape;
  int32_t lead_i = i - 1;
  while (lead_i > 0 && p->kernels.data[lead_i].joined)
    lead_i--;
  const cajit_kir_kernel *lead = &p->kernels.data[lead_i];
  if (lead->kind == CAJIT_KIR_POINTWISE) {
    /* A pointwise sibling (siblings.c): in the lead's loops when both
     * vectorize the same dim. */
    if (lead->sched.vector_dim != s->vector_dim)
      return set_order(p, k, ndim, s->vector_dim);
    s->order = lead->sched.order;
    s->loop_count = lead->sched.loop_count;
    s->accum = CAJIT_KIR_ACCUM_SHARED;
    return NULL;
  }
  bool row = lead->kind == CAJIT_KIR_REDUCTION &&
             lead->sched.accum == CAJIT_KIR_ACCUM_REGISTER;
  /* Between the lead and k: its sibling, then the row kernels before k. */
  for (int32_t u = lead_i + 1; u < i && row; u++) {
    cajit_kir_accum a = p->kernels.data[u].sched.accum;
    row =
        a == (u == lead_i + 1 && p->kernels.data[u].kind == CAJIT_KIR_REDUCTION
                  ? CAJIT_KIR_ACCUM_SHARED
                  : CAJIT_KIR_ACCUM_ROW);
  }
  /* A block partial sum, or a row_first producer writing a scratch row
   * (row_partials.c), runs across its last dim, the contiguous one. */
  if (scatter || k->row_first) s->vector_dim = ndim - 1;
  const cajit_kir_buffer *lo = cajit_kir_buffer_get(p, lead->out);
  /* Row dims: the lead's dims c shares (a keepdim dim of extent 1 that c
   * walks is inner). */
  int32_t n = lo->ndim;
  bool is_row[ndim > 0 ? ndim : 1];
  for (int32_t d = 0; d < ndim; d++)
    is_row[d] = d < n && lo->shape[d] == shape[d];
  row = row && n <= ndim && s->vector_dim >= 0 && !is_row[s->vector_dim];
  if (!row && k->row_first)
    return cajit_status_make(CAJIT_INTERNAL,
                             "loop schedule: kernel k%d \"%s\" writes a "
                             "scratch row and cannot run on its own",
                             (int)k->id, k->name);
  if (!row) {
    if (!scatter) return set_order(p, k, ndim, s->vector_dim);
    s->vector_dim = -1; /* on its own: a scatter, in row-major order */
    s->accum = CAJIT_KIR_ACCUM_TARGET;
    return set_order(p, k, ndim, -1);
  }
  int32_t *order = cajit_arena_array(p->arena, (size_t)ndim, sizeof *order);
  if (!order) return oom();
  int32_t m = 0;
  for (int32_t j = 0; j < lead->sched.loop_count; j++)
    if (is_row[lead->sched.order[j]]) order[m++] = lead->sched.order[j];
  s->row_dims = m;
  for (int32_t d = 0; d < ndim; d++)
    if (!is_row[d] && d != s->vector_dim) order[m++] = d;
  order[m++] = s->vector_dim;
  s->order = order;
  s->loop_count = ndim;
  s->accum = CAJIT_KIR_ACCUM_ROW;
  s->row_first = k->row_first;
  /* In the inner loops of the row kernel before it when they are the same
   * loops over the same extents (dx and the block partial sums). */
  const cajit_kir_kernel *prev = &p->kernels.data[i - 1];
  const cajit_kir_schedule *ps = &prev->sched;
  bool prev_scatter = prev->kind == CAJIT_KIR_SCATTER;
  const cajit_expr *const *pshape =
      prev_scatter ? prev->space : cajit_kir_buffer_get(p, prev->out)->shape;
  bool same = !k->row_first && ps->accum == CAJIT_KIR_ACCUM_ROW &&
              !ps->row_first && ps->loop_count == ndim &&
              ps->row_dims == s->row_dims;
  for (int32_t j = 0; j < ndim && same; j++)
    same = ps->order[j] == order[j] && pshape[j] == shape[j];
  s->row_shared = same;
  return NULL;
}

bool sched_row_unit_holds(const cajit_kir_program *p, int32_t li, int32_t ci) {
  const cajit_kir_kernel *lead = &p->kernels.data[li],
                         *c = &p->kernels.data[ci];
  if (lead->kind != CAJIT_KIR_REDUCTION || output_accum_dim(p, lead) >= 0)
    return false;
  for (int32_t u = li + 1; u < ci; u++)
    if (p->kernels.data[u].kind == CAJIT_KIR_REDUCTION &&
        output_accum_dim(p, &p->kernels.data[u]) >= 0)
      return false;
  const cajit_kir_buffer *lo = cajit_kir_buffer_get(p, lead->out),
                         *co = cajit_kir_buffer_get(p, c->out);
  int32_t v = unit_dim(co, -1, true);
  return v >= 0 && lo->ndim <= co->ndim &&
         !(v < lo->ndim && lo->shape[v] == co->shape[v]);
}

/* kir.h's partial_block: elements per block of f32 partial sums. 256: 16
 * vectors of 16 floats, so that a block's horizontal sum and conversion
 * cost a tenth of its loop; a lane adds 16 terms in f32 before the sum
 * goes to f64. */
enum { PARTIAL_BLOCK = 256 };

/* Whether ks[0..n) (a collapsed reduction and its sibling) are f64 sums of
 * f32 terms, which kir.h's partial_block serves: the f64 accumulation of
 * BatchNorm's channel sums (lib/ops/norm_batch_lower.c) paid two
 * conversions and two f64 adds per 16 terms, half the vector width. */
static bool f32_partials(cajit_kir_kernel *const *ks, int n) {
  for (int i = 0; i < n; i++) {
    const cajit_kir_value *v = ks[i]->value;
    if (ks[i]->reduce != CAJIT_KIR_REDUCE_SUM ||
        ks[i]->acc_dtype != CAJIT_DTYPE_F64 || v->op != CAJIT_KIR_CAST ||
        v->dtype != CAJIT_DTYPE_F64 || v->args[0]->dtype != CAJIT_DTYPE_F32)
      return false;
  }
  return true;
}

/* kir.h's out_tile: output elements per tile. A tile's accumulators are
 * a stack array (2 x 64 f64 with a sibling: 1 KiB); 64 holds the channels
 * of every BatchNorm in the bench models, so that on one thread their
 * sums read each input once front to back. */
enum { OUT_TILE = 64 };

/* Whether register reduction k (with nrows row kernels after it) runs its
 * innermost outer loop in tiles inside its outer reduction loops (kir.h's
 * out_tile): it has reduction dims before a collapsed suffix (an [n, c, h,
 * w] sum keeping c: n before h*w), and no row kernel, which runs per
 * output element right after its sums. */
static bool tiles_out(const cajit_kir_program *p, const cajit_kir_kernel *k,
                      size_t nrows) {
  const cajit_kir_schedule *s = &k->sched;
  if (k->kind != CAJIT_KIR_REDUCTION || s->accum != CAJIT_KIR_ACCUM_REGISTER ||
      nrows || s->loop_count < 1 || s->collapse_from < 1 ||
      s->collapse_from >= k->red_ndim - 1)
    return false;
  int64_t ext;
  const cajit_kir_buffer *o = cajit_kir_buffer_get(p, k->out);
  return !cajit_expr_as_int(o->shape[s->order[s->loop_count - 1]], &ext) ||
         ext > 1;
}

/* A GEMM's split_k (kir.h): blocks of CAJIT_KIR_GEMM_SPLIT_MIN_K when C
 * is one matrix, unless m x n is a constant above
 * CAJIT_KIR_GEMM_SPLIT_MAX_MN or k a constant too short for two blocks
 * (compiled autograd's sizes are symbols: the run time checks them); else
 * 0. */
static int64_t gemm_split_k(const cajit_kir_program *p,
                            const cajit_kir_kernel *k) {
  const cajit_kir_buffer *c = cajit_kir_buffer_get(p, k->c),
                         *a = cajit_kir_buffer_get(p, k->a);
  int64_t m, n, kk;
  if (c->ndim != 2 || a->ndim != 2) return 0;
  if (cajit_expr_as_int(c->shape[0], &m) &&
      cajit_expr_as_int(c->shape[1], &n) && m * n > CAJIT_KIR_GEMM_SPLIT_MAX_MN)
    return 0;
  if (cajit_expr_as_int(a->shape[1], &kk) &&
      kk < 2 * (int64_t)CAJIT_KIR_GEMM_SPLIT_MIN_K)
    return 0;
  return CAJIT_KIR_GEMM_SPLIT_MIN_K;
}

/* Loop order, vector dim and accumulation of kernel i (the kernel before
 * it is decided). */
static cajit_status decide_loops(cajit_kir_program *p, int32_t i) {
  cajit_kir_kernel *k = &p->kernels.data[i];
  cajit_kir_schedule *s = &k->sched;
  const cajit_kir_buffer *o = k->kind == CAJIT_KIR_HOST ||
                                      k->kind == CAJIT_KIR_EXTERN ||
                                      k->kind == CAJIT_KIR_GEMM
                                  ? NULL
                                  : cajit_kir_buffer_get(p, k->out);
  memset(s, 0, sizeof *s);
  s->decided = true;
  s->vector_dim = s->parallel_dim = -1;
  s->parallel_block = 1;
  switch (k->kind) {
  case CAJIT_KIR_POINTWISE:
    s->vector_dim = unit_dim(o, -1, true);
    if (k->joined) return row_schedule(p, i);
    return set_order(p, k, o->ndim, s->vector_dim);
  case CAJIT_KIR_REDUCTION: {
    s->vector_dim = output_accum_dim(p, k);
    s->accum =
        s->vector_dim >= 0 ? CAJIT_KIR_ACCUM_OUTPUT : CAJIT_KIR_ACCUM_REGISTER;
    const cajit_kir_kernel *prev = i > 0 ? &k[-1] : NULL;
    if (k->joined && prev && prev->kind == CAJIT_KIR_REDUCTION &&
        prev->sched.accum == CAJIT_KIR_ACCUM_REGISTER &&
        s->accum == CAJIT_KIR_ACCUM_REGISTER)
      s->accum = CAJIT_KIR_ACCUM_SHARED;
    s->collapse_from = k->red_ndim - 1;
    CAJIT_RETURN_IF_ERROR(set_order(p, k, o->ndim, s->vector_dim));
    if (s->accum == CAJIT_KIR_ACCUM_OUTPUT)
      s->inner_out_loops = inner_out_loops(p, k, s->vector_dim);
    s->prefetch_next = s->inner_out_loops > 0 && prefetch_next(p, k);
    return NULL;
  }
  case CAJIT_KIR_SCAN: {
    int32_t j = k->acc_dtype == o->dtype ? unit_dim(o, k->scan_dim, false) : -1;
    s->vector_dim = j;
    s->accum = j >= 0 ? CAJIT_KIR_ACCUM_OUTPUT : CAJIT_KIR_ACCUM_REGISTER;
    return set_order(p, k, o->ndim, j >= 0 ? j : k->scan_dim);
  }
  case CAJIT_KIR_SCATTER:
    if (k->joined) return row_schedule(p, i);
    s->accum = CAJIT_KIR_ACCUM_TARGET;
    return set_order(p, k, k->space_ndim, -1);
  case CAJIT_KIR_GEMM: {
    /* The runtime helper does one batched GEMM; the dims before its batch
     * dim (4-d and higher kernels) are loops here. */
    int32_t o2 = cajit_kir_buffer_get(p, k->c)->ndim - 2;
    s->split_k = gemm_split_k(p, k);
    return set_order(p, k, o2 > 1 ? o2 - 1 : 0, -1);
  }
  case CAJIT_KIR_EXTERN:
  case CAJIT_KIR_HOST: return set_order(p, k, 0, -1);
  }
  return NULL;
}

/* The function attribute "prefer-vector-width" kernel k asks for (see the
 * top of the file); 0 leaves the target's preference. */
static int32_t decide_width(const cajit_kir_kernel *k,
                            const cajit_sched_loop_options *opts) {
  int32_t wide = opts ? opts->wide_vector_width : 0;
  if (!wide) return 0;
  switch (k->kind) {
  case CAJIT_KIR_POINTWISE: return wide;
  case CAJIT_KIR_REDUCTION:
    if (k->sched.accum != CAJIT_KIR_ACCUM_OUTPUT) return wide;
    return k->sched.inner_out_loops ? opts->accum_unrolled_width
                                    : opts->accum_output_width;
  case CAJIT_KIR_SCAN:
    return k->sched.accum == CAJIT_KIR_ACCUM_OUTPUT && wide > 256 ? 256 : 0;
  default: return 0;
  }
}

/* ---- parallel dim -------------------------------------------------------
 */

/* Whether kernel k's values (and its sibling's, and its nrows row
 * kernels') can fail the call. */
static cajit_status can_fail(const cajit_kir_kernel *k,
                             const cajit_kir_kernel *sibling,
                             const cajit_kir_kernel *rows, int32_t nrows,
                             bool *out) {
  cajit_ptrmap seen = {0};
  bool failed = false;
  *out = sched_kernel_can_fail(k, &seen, &failed) ||
         (sibling && sched_kernel_can_fail(sibling, &seen, &failed));
  for (int32_t r = 0; r < nrows && !*out; r++)
    *out = sched_kernel_can_fail(&rows[r], &seen, &failed);
  cajit_ptrmap_free(&seen);
  return failed ? oom() : NULL;
}

/* A reduction whose row kernels include a block partial sum
 * (row_partials.c: the scatter over [rows, d] whose last row dim is cut
 * into blocks of CAJIT_SCHED_ROW_BLOCK) splits that row dim across threads
 * in such blocks, so that each block's partial row is one thread's; an
 * earlier row dim it splits as any. The blocked dim, or -1. */
static int32_t partials_dim(const cajit_kir_kernel *rows, int32_t nrows) {
  for (int32_t r = 0; r < nrows; r++)
    if (rows[r].kind == CAJIT_KIR_SCATTER) return rows[r].space_ndim - 2;
  return -1;
}

static cajit_status decide_parallel(cajit_kir_program *p, cajit_kir_kernel *k,
                                    const cajit_kir_kernel *sibling,
                                    const cajit_kir_kernel *rows,
                                    int32_t nrows) {
  cajit_kir_schedule *s = &k->sched;
  if ((k->kind != CAJIT_KIR_POINTWISE && k->kind != CAJIT_KIR_REDUCTION &&
       k->kind != CAJIT_KIR_SCAN) ||
      s->accum == CAJIT_KIR_ACCUM_SHARED || s->accum == CAJIT_KIR_ACCUM_ROW)
    return NULL;
  bool fallible;
  CAJIT_RETURN_IF_ERROR(can_fail(k, sibling, rows, nrows, &fallible));
  const cajit_kir_buffer *o = cajit_kir_buffer_get(p, k->out);
  /* The innermost loop of the nest (register accumulators': the _r loops). */
  int32_t inner =
      s->accum == CAJIT_KIR_ACCUM_REGISTER && k->kind == CAJIT_KIR_REDUCTION
          ? -1
          : s->loop_count - 1;
  /* Loops unrolled inside the vector loop (inner_out_loops) are no
   * loops to split. */
  int32_t unrolled_from = s->loop_count - 1 - s->inner_out_loops;
  for (int32_t i = 0; i < s->loop_count; i++) {
    int32_t d = s->order[i];
    int64_t ext;
    if ((cajit_expr_as_int(o->shape[d], &ext) && ext <= 1) ||
        (i >= unrolled_from && i < s->loop_count - 1))
      continue;
    if (k->kind == CAJIT_KIR_SCAN && d == k->scan_dim) {
      if (fallible) return NULL;
      continue;
    }
    s->parallel_dim = d;
    /* prefetch_next loops over the vector dim's lines in full: not over a
     * thread's share */
    if (d == s->vector_dim) s->prefetch_next = false;
    if (i == inner) s->parallel_block = PAR_BLOCK;
    if (d == partials_dim(rows, nrows))
      s->parallel_block = CAJIT_SCHED_ROW_BLOCK;
    return NULL;
  }
  return NULL;
}

/* ---- the pass -----------------------------------------------------------
 */

cajit_status cajit_sched_loops(cajit_kir_program *p,
                               const cajit_sched_loop_options *opts) {
  size_t nk = p->kernels.len;
  cajit_status s = NULL;
  for (size_t i = 0; i < nk && !s; i++) {
    s = decide_loops(p, (int32_t)i);
    cajit_kir_kernel *k = &p->kernels.data[i];
    if (!s) k->sched.vector_width = decide_width(k, opts);
    /* the target's (cajit_jit_target_prefetch_level) */
    k->sched.prefetch_level = opts && opts->prefetch_level == 2 ? 2 : 1;
  }
  for (size_t i = 0; i < nk && !s; i++) {
    cajit_kir_kernel *k = &p->kernels.data[i];
    cajit_kir_kernel *sibling =
        i + 1 < nk && k[1].sched.accum == CAJIT_KIR_ACCUM_SHARED ? &k[1] : NULL;
    cajit_kir_kernel *ks[2] = {k, sibling};
    size_t r = sibling ? i + 2 : i + 1, nrows = 0;
    while (r + nrows < nk &&
           p->kernels.data[r + nrows].sched.accum == CAJIT_KIR_ACCUM_ROW)
      nrows++;
    const cajit_kir_kernel *rows = nrows ? &p->kernels.data[r] : NULL;
    if (k->sched.accum == CAJIT_KIR_ACCUM_REGISTER &&
        k->kind == CAJIT_KIR_REDUCTION)
      s = collapse(p, ks, sibling ? 2 : 1);
    if (!s && k->sched.accum == CAJIT_KIR_ACCUM_REGISTER &&
        k->kind == CAJIT_KIR_REDUCTION &&
        k->sched.collapse_from < k->red_ndim - 1 &&
        f32_partials(ks, sibling ? 2 : 1))
      k->sched.partial_block = PARTIAL_BLOCK;
    if (!s && tiles_out(p, k, nrows)) k->sched.out_tile = OUT_TILE;
    if (!s && !(opts && opts->no_parallel))
      s = decide_parallel(p, k, sibling, rows, (int32_t)nrows);
    if (!s && k->kind == CAJIT_KIR_POINTWISE &&
        k->sched.accum == CAJIT_KIR_ACCUM_NONE &&
        (!sibling || sibling->kind == CAJIT_KIR_POINTWISE))
      s = collapse_out(p, ks, sibling ? 2 : 1);
  }
  if (!s && cajit_expr_ctx_failed(p->exprs)) s = oom();
  return s ? cajit_status_annotate(s, "loop schedule") : NULL;
}
