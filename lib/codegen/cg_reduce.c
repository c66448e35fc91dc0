/* Reduction kernels (see cg_internal.h). A reduction keeps its
 * accumulator in an entry-block alloca (promoted to registers by SROA),
 * initialised per output element, combined in the innermost reduction loop
 * with reassociation allowed (so LLVM can vectorize it; see
 * cajit_codegen_options.strict_reductions), and stored once, converted to
 * the output dtype; a reduction over an outer dim accumulates straight into
 * the output across its vector dim instead, four input rows per pass, when
 * its schedule (lib/sched/loops.c) says so (ACCUM_OUTPUT). Row kernels
 * (ACCUM_ROW: a pointwise consumer, block partial sums) run in a register
 * reduction's outer loops, after each row's results are stored.
 * Also the identity and combine step scatters and scans share. */
#include <math.h>

#include "codegen/cg_internal.h"
#include "kir/kir.h"

LLVMValueRef cg_reduce_init(cg *c, cajit_kir_reduce_op op, cajit_dtype d) {
  LLVMTypeRef t = cg_reg_type(c, d);
  if (cajit_dtype_is_floating(d)) {
    double v = op == CAJIT_KIR_REDUCE_SUM    ? 0.0
               : op == CAJIT_KIR_REDUCE_PROD ? 1.0
               : op == CAJIT_KIR_REDUCE_MAX  ? -INFINITY
                                             : INFINITY;
    return LLVMConstReal(t, v);
  }
  unsigned bits = LLVMGetIntTypeWidth(t);
  bool u = d == CAJIT_DTYPE_BOOL || d == CAJIT_DTYPE_U8;
  uint64_t all = bits == 64 ? ~0ull : (1ull << bits) - 1;
  uint64_t smin = 1ull << (bits - 1);
  switch (op) {
  case CAJIT_KIR_REDUCE_SUM: return LLVMConstInt(t, 0, 0);
  case CAJIT_KIR_REDUCE_PROD: return LLVMConstInt(t, 1, 0);
  case CAJIT_KIR_REDUCE_MAX: return LLVMConstInt(t, u ? 0 : smin, 0);
  case CAJIT_KIR_REDUCE_MIN: return LLVMConstInt(t, u ? all : smin - 1, 0);
  case CAJIT_KIR_REDUCE_ASSIGN: break; /* scatters only: no initial value */
  }
  return NULL;
}

/* acc op x; reassoc allows LLVM to split a register accumulator into
 * vector lanes. */
LLVMValueRef cg_reduce_combine(cg *c, const cajit_kir_kernel *k,
                               LLVMValueRef acc, LLVMValueRef x, bool reassoc) {
  LLVMBuilderRef B = c->bld;
  cajit_dtype d = k->acc_dtype;
  bool fl = cajit_dtype_is_floating(d);
  bool u = d == CAJIT_DTYPE_BOOL || d == CAJIT_DTYPE_U8;
  LLVMValueRef args[2] = {acc, x}, r;
  switch (k->reduce) {
  case CAJIT_KIR_REDUCE_SUM:
    if (!fl) return LLVMBuildAdd(B, acc, x, "");
    r = LLVMBuildFAdd(B, acc, x, "");
    break;
  case CAJIT_KIR_REDUCE_PROD:
    if (!fl) return LLVMBuildMul(B, acc, x, "");
    r = LLVMBuildFMul(B, acc, x, "");
    break;
  case CAJIT_KIR_REDUCE_MAX:
    return cg_intrinsic(c,
                        fl  ? "llvm.maximum"
                        : u ? "llvm.umax"
                            : "llvm.smax",
                        LLVMTypeOf(acc), args, 2);
  case CAJIT_KIR_REDUCE_MIN:
    return cg_intrinsic(c,
                        fl  ? "llvm.minimum"
                        : u ? "llvm.umin"
                            : "llvm.smin",
                        LLVMTypeOf(acc), args, 2);
  case CAJIT_KIR_REDUCE_ASSIGN: return x;
  default: return NULL;
  }
  /* Reassociation lets LLVM keep several partial sums in a vector (eager
   * PyTorch does not sum sequentially either). */
  if (reassoc && !c->opts->strict_reductions)
    LLVMSetFastMathFlags(r, LLVMFastMathAllowReassoc);
  return r;
}

/* ACCUM_OUTPUT (lib/sched/loops.c says when): a reduction accumulates
 * straight into the output across its vector dim j:
 *
 *   for other outer dims:  for j: out[.., j] = init
 *                          for r...: for j: out[.., j] = op(out[.., j], v)
 *
 * with the schedule's inner_out_loops of the other outer dims moved from
 * outside the r loops into j's body, unrolled (initialised before the r
 * loops, over the whole slice): j stays the loop LLVM vectorizes, and
 * what the copies share (an input row that does not depend on those dims)
 * is loaded once per vector.
 */

/* The value at reduction index sym = at (a fresh scope: the values of the
 * previous index must not be reused). */
static LLVMValueRef value_at(cg *c, const cajit_kir_kernel *k, int32_t sym,
                             LLVMValueRef at) {
  c->symval[sym] = at;
  cg_scope_reset(c);
  return cg_value(c, k->value);
}

/* The schedule's outer loops unrolled inside j (inner_out_loops: the last
 * ones of order before j, of constant extents). */
typedef struct inner_dims {
  int32_t n;
  int32_t sym[CAJIT_KIR_MAX_INNER_OUT];
  int64_t ext[CAJIT_KIR_MAX_INNER_OUT];
  int64_t total; /* product of ext */
} inner_dims;

static void get_inner_dims(cg *c, const cajit_kir_kernel *k, inner_dims *in) {
  const cajit_kir_schedule *s = &k->sched;
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  in->n = s->inner_out_loops;
  in->total = 1;
  for (int32_t i = 0; i < in->n; i++) {
    int32_t d = s->order[s->loop_count - 1 - in->n + i];
    in->sym[i] = cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, d);
    in->ext[i] = 1;
    cajit_expr_as_int(o->shape[d], &in->ext[i]); /* the schedule checked */
    in->total *= in->ext[i];
  }
}

/* for j: out[.., j] = op(...op(op(out[.., j], v(r0)), v(r1))..., v(rn-1))
 * for the reduction indices rows[0..n) of the innermost reduction dim:
 * the sequential order, with the running value in a register; once per
 * value of the inner dims, unrolled in j's body (in row-major order). */
static void accumulate_rows(cg *c, const cajit_kir_kernel *k,
                            const inner_dims *in, LLVMValueRef ext_j,
                            int32_t sym_j, int32_t sym_r,
                            const LLVMValueRef *rows, int n) {
  cajit_dtype dt = cajit_kir_buffer_get(c->p, k->out)->dtype;
  cg_loop jl;
  LLVMValueRef r_phi = c->symval[sym_r];
  cg_loop_begin(c, ext_j, sym_j, &jl);
  for (int64_t t = 0; t < in->total; t++) {
    for (int32_t i = in->n - 1, rest = (int32_t)t; i >= 0; i--) {
      c->symval[in->sym[i]] = LLVMConstInt(c->t_i64, rest % in->ext[i], 0);
      rest /= (int32_t)in->ext[i];
    }
    cg_scope_reset(c);
    LLVMValueRef p = cg_out_ptr(c, k);
    if (!p) return;
    LLVMValueRef x = cg_load(c, dt, p);
    for (int u = 0; u < n && x; u++) {
      LLVMValueRef v = value_at(c, k, sym_r, rows[u]);
      x = v ? cg_reduce_combine(c, k, x, v, false) : NULL;
    }
    c->symval[sym_r] = r_phi;
    if (!x) return;
    cg_store(c, dt, x, p);
  }
  for (int32_t i = 0; i < in->n; i++)
    c->symval[in->sym[i]] = NULL;
  cg_loop_end(c, &jl);
}

enum { MAX_PREFETCH_LOADS = 8, PREFETCH_BYTES = 64 };

/* The plain loads of a value whose address depends on sym, each once, at
 * most MAX_PREFETCH_LOADS of them (a cajit_kir_walk visitor). */
typedef struct sym_loads {
  cg *c;
  int32_t sym;
  const cajit_kir_value **out;
  int n;
} sym_loads;

static bool collect_load(const cajit_kir_value *v, void *user) {
  sym_loads *sl = user;
  if (v->op != CAJIT_KIR_LOAD) return true;
  int32_t root;
  const cajit_expr *off;
  /* (one whose address fails is not prefetched; its load reports) */
  cajit_status st = cajit_kir_buffer_address(sl->c->p, v->u.load.buffer,
                                             v->u.load.index, &root, &off);
  if (!st && cajit_kir_expr_uses(off, sl->sym)) sl->out[sl->n++] = v;
  cajit_status_free(st);
  return sl->n < MAX_PREFETCH_LOADS;
}

/* kir.h's prefetch_next: before a pass over rows[0..n) of the innermost
 * reduction dim, prefetches (llvm.prefetch: read, into L1 or, with
 * prefetch_level 2, L2) the same rows
 * at the next index of reduction dim rn - 2 (clamped to its last), one
 * per 64 bytes of j's extent ext_j (a loop over them: the extent may be
 * known only at run time), for each load, the unrolled inner dims at 0 (a
 * depthwise grad_weight: x's rows, and dy's newest rows; loads that do
 * not depend on that dim are left out). Loads of a narrower dtype are
 * prefetched as often as the widest (some lines twice). */
static void prefetch_rows(cg *c, const cajit_kir_kernel *k,
                          const inner_dims *in, LLVMValueRef ext_j,
                          int32_t sym_j, int32_t sym_r,
                          const LLVMValueRef *rows, int n,
                          LLVMValueRef rext_outer) {
  LLVMBuilderRef B = c->bld;
  int32_t sym_o =
      cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, k->red_ndim - 2);
  LLVMValueRef saved_o = c->symval[sym_o], saved_r = c->symval[sym_r];
  const cajit_kir_value *loads[MAX_PREFETCH_LOADS];
  sym_loads sl = {c, sym_o, loads, 0};
  cajit_ptrmap seen = {0};
  bool oom = false; /* (fewer prefetches, nothing worse) */
  (void)cajit_kir_walk(k->value, &seen, collect_load, &sl, &oom);
  cajit_ptrmap_free(&seen);
  int nl = sl.n;
  int64_t size = 1;
  for (int l = 0; l < nl; l++)
    if ((int64_t)cajit_dtype_size(loads[l]->dtype) > size)
      size = (int64_t)cajit_dtype_size(loads[l]->dtype);
  LLVMValueRef per = LLVMConstInt(c->t_i64, PREFETCH_BYTES / size, 0);
  LLVMValueRef lines = LLVMBuildUDiv(
      B,
      LLVMBuildAdd(B, ext_j,
                   LLVMConstInt(c->t_i64, PREFETCH_BYTES / size - 1, 0), ""),
      per, "");
  /* min(o + 1, extent - 1) */
  LLVMValueRef next =
      LLVMBuildAdd(B, saved_o, LLVMConstInt(c->t_i64, 1, 0), "");
  LLVMValueRef last =
      LLVMBuildSub(B, rext_outer, LLVMConstInt(c->t_i64, 1, 0), "");
  next = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, next, last, ""), next,
                         last, "");
  cg_loop L;
  cg_loop_begin(c, lines, sym_j, &L);
  LLVMValueRef at = LLVMBuildMul(B, L.phi, per, "");
  c->symval[sym_o] = next;
  for (int32_t i = 0; i < in->n; i++)
    c->symval[in->sym[i]] = LLVMConstInt(c->t_i64, 0, 0);
  /* locality 3: prefetcht0 (L1); 2: prefetcht1 (L2) */
  int64_t locality = k->sched.prefetch_level == 2 ? 2 : 3;
  LLVMValueRef args[4] = {NULL, LLVMConstInt(c->t_i32, 0, 0),
                          LLVMConstInt(c->t_i32, locality, 0),
                          LLVMConstInt(c->t_i32, 1, 0)};
  for (int l = 0; l < nl && !c->err; l++)
    for (int u = 0; u < n && !c->err; u++) {
      c->symval[sym_r] = rows[u];
      c->symval[sym_j] = at;
      cg_scope_reset(c);
      if (!(args[0] = cg_access_ptr(c, loads[l]))) break;
      cg_intrinsic(c, "llvm.prefetch", c->t_ptr, args, 4);
    }
  if (c->err) return;
  for (int32_t i = 0; i < in->n; i++)
    c->symval[in->sym[i]] = NULL;
  c->symval[sym_o] = saved_o, c->symval[sym_r] = saved_r;
  cg_loop_end(c, &L);
  cg_scope_reset(c);
}

/* Rows of the innermost reduction dim combined per pass over j. One row
 * per pass loaded and stored the output row for every input row and kept
 * one input stream in flight: a column sum of [4096, 4096] ran at about
 * half the bandwidth of a row sum. Four rows per pass, added in order. */
#define OUTER_ROWS 4

static void emit_reduction_outer(cg *c, const cajit_kir_kernel *k, int32_t j) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  int32_t nd = o->ndim, rn = k->red_ndim;
  cajit_dtype dt = o->dtype;
  LLVMValueRef ext[nd], rext[rn];
  cg_loop loops[nd], rloops[rn], jl;
  LLVMBuilderRef B = c->bld;
  inner_dims in;
  get_inner_dims(c, k, &in);
  for (int32_t d = 0; d < nd; d++)
    ext[d] = cg_expr(c, o->shape[d]);
  for (int32_t d = 0; d < rn; d++)
    rext[d] = cg_expr(c, k->red_extents[d]);
  if (c->err) return;
  /* The schedule's order: the other outer dims, then j; the last in.n of
   * the others are initialised here and unrolled inside j below. */
  int32_t sym_j = cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, j),
          n = nd - 1, outer = n - in.n;
  cg_loops_begin(c, k->sched.order, ext, 0, n, loops); /* out = init */
  cg_loop_begin(c, ext[j], sym_j, &jl);
  cg_scope_reset(c);
  LLVMValueRef p = cg_out_ptr(c, k);
  if (!p) return;
  cg_store(c, dt, cg_reduce_init(c, k->reduce, dt), p);
  cg_loop_end(c, &jl);
  for (int32_t i = n - 1; i >= outer; i--)
    cg_loop_end(c, &loops[i]);
  for (int32_t d = 0; d + 1 < rn; d++)
    cg_loop_begin(c, rext[d],
                  cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, d),
                  &rloops[d]);
  /* The innermost reduction dim: blocks of OUTER_ROWS rows, then the rest
   * one row at a time. */
  int32_t sym_r = cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, rn - 1);
  LLVMValueRef nblk =
      LLVMBuildUDiv(B, rext[rn - 1], LLVMConstInt(c->t_i64, OUTER_ROWS, 0), "");
  LLVMValueRef done =
      LLVMBuildMul(B, nblk, LLVMConstInt(c->t_i64, OUTER_ROWS, 0), "");
  cg_loop_begin(c, nblk, sym_r, &rloops[rn - 1]);
  LLVMValueRef first = LLVMBuildMul(B, rloops[rn - 1].phi,
                                    LLVMConstInt(c->t_i64, OUTER_ROWS, 0), "");
  LLVMValueRef rows[OUTER_ROWS];
  for (int u = 0; u < OUTER_ROWS; u++)
    rows[u] = LLVMBuildAdd(B, first, LLVMConstInt(c->t_i64, u, 0), "");
  /* (the schedule leaves j's parallel loops without: cg_loop_begin would
   * run the prefetch loop over a thread's share of j) */
  if (k->sched.prefetch_next && sym_j != c->par_sym)
    prefetch_rows(c, k, &in, ext[j], sym_j, sym_r, rows, OUTER_ROWS,
                  rext[rn - 2]);
  if (c->err) return;
  accumulate_rows(c, k, &in, ext[j], sym_j, sym_r, rows, OUTER_ROWS);
  if (c->err) return;
  cg_loop_end(c, &rloops[rn - 1]);
  cg_loop rest;
  cg_loop_begin(c, LLVMBuildSub(B, rext[rn - 1], done, ""), sym_r, &rest);
  LLVMValueRef row = LLVMBuildAdd(B, done, rest.phi, "");
  accumulate_rows(c, k, &in, ext[j], sym_j, sym_r, &row, 1);
  if (c->err) return;
  cg_loop_end(c, &rest);
  for (int32_t d = rn - 2; d >= 0; d--)
    cg_loop_end(c, &rloops[d]);
  for (int32_t i = outer - 1; i >= 0; i--)
    cg_loop_end(c, &loops[i]);
  cg_scope_reset(c);
}

/* ---- collapsing reduction dims -------------------------------------------
 *
 * The schedule's collapse_from (lib/sched/loops.c): reduction dims
 * [collapse_from, rn) run as one loop when its run-time checks hold. */

/* Combines each kernel's value at the current indices into its
 * accumulator. */
static void accumulate_values(cg *c, const cajit_kir_kernel *const *ks, int n,
                              const LLVMTypeRef *at, const LLVMValueRef *acc) {
  cg_scope_reset(c);
  for (int i = 0; i < n; i++) {
    LLVMValueRef x = cg_value(c, ks[i]->value);
    if (!x) return;
    LLVMValueRef cur = LLVMBuildLoad2(c->bld, at[i], acc[i], "");
    LLVMValueRef next = cg_reduce_combine(c, ks[i], cur, x, true);
    if (!next) return;
    LLVMBuildStore(c->bld, next, acc[i]);
  }
}

/* Loops over reduction dims [from, rn) nested, accumulating. */
static void nested_reduction_loops(cg *c, const cajit_kir_kernel *const *ks,
                                   int n, const LLVMTypeRef *at,
                                   const LLVMValueRef *acc,
                                   const LLVMValueRef *rext, int32_t from) {
  int32_t rn = ks[0]->red_ndim;
  cg_loop rloops[rn];
  for (int32_t d = from; d < rn; d++)
    cg_loop_begin(c, rext[d],
                  cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, d),
                  &rloops[d]);
  accumulate_values(c, ks, n, at, acc);
  if (c->err) return;
  for (int32_t d = rn - 1; d >= from; d--)
    cg_loop_end(c, &rloops[d]);
}

/* kir.h's partial_block: for blocks of blk elements of the collapsed
 * index sym, each kernel's f32 term (its value's operand, the value being
 * its cast to f64) summed into an f32 partial part[i] (reassociated: LLVM
 * vectorizes the block loop, of constant trip count), the partial then
 * added to the f64 accumulator; returns the elements the blocks covered,
 * which the caller's loop adds one by one. */
static LLVMValueRef partial_blocks(cg *c, const cajit_kir_kernel *const *ks,
                                   int n, const LLVMTypeRef *at,
                                   const LLVMValueRef *acc,
                                   const LLVMValueRef *part, LLVMValueRef total,
                                   int32_t sym) {
  LLVMBuilderRef B = c->bld;
  LLVMValueRef blk = LLVMConstInt(c->t_i64, ks[0]->sched.partial_block, 0);
  LLVMTypeRef ft = cg_reg_type(c, CAJIT_DTYPE_F32);
  LLVMValueRef nblk = LLVMBuildSDiv(B, total, blk, "");
  cg_loop L, E;
  cg_loop_begin(c, nblk, sym, &L);
  LLVMValueRef base = LLVMBuildMul(B, L.phi, blk, "");
  for (int i = 0; i < n; i++)
    LLVMBuildStore(B, LLVMConstReal(ft, 0.0), part[i]);
  cg_loop_begin(c, blk, sym, &E);
  LLVMValueRef at_e = LLVMBuildAdd(B, base, E.phi, "");
  LLVMSetNSW(at_e, 1);
  c->symval[sym] = at_e;
  cg_scope_reset(c);
  for (int i = 0; i < n; i++) {
    LLVMValueRef x = cg_value(c, ks[i]->value->args[0]);
    if (!x) return NULL;
    LLVMValueRef cur = LLVMBuildLoad2(B, ft, part[i], "");
    LLVMValueRef next = cg_reduce_combine(c, ks[i], cur, x, true);
    if (!next) return NULL;
    LLVMBuildStore(B, next, part[i]);
  }
  cg_loop_end(c, &E);
  c->symval[sym] = L.phi;
  for (int i = 0; i < n; i++) {
    LLVMValueRef x =
        LLVMBuildFPExt(B, LLVMBuildLoad2(B, ft, part[i], ""), at[i], "");
    LLVMValueRef sum = cg_reduce_combine(
        c, ks[i], LLVMBuildLoad2(B, at[i], acc[i], ""), x, false);
    if (!sum) return NULL;
    LLVMBuildStore(B, sum, acc[i]);
  }
  cg_loop_end(c, &L);
  cg_scope_reset(c);
  return LLVMBuildMul(B, nblk, blk, "");
}

/* One loop over the product of the extents of dims [from, rn) as the
 * innermost index, the others 0 (the schedule says they collapse); in
 * blocks of f32 partial sums first with the schedule's partial_block. */
static void collapsed_reduction_loop(cg *c, const cajit_kir_kernel *const *ks,
                                     int n, const LLVMTypeRef *at,
                                     const LLVMValueRef *acc,
                                     const LLVMValueRef *part,
                                     const LLVMValueRef *rext, int32_t from) {
  int32_t rn = ks[0]->red_ndim;
  int32_t sym = cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, rn - 1);
  LLVMValueRef total = rext[rn - 1];
  for (int32_t d = from; d < rn - 1; d++) {
    total = LLVMBuildMul(c->bld, total, rext[d], "");
    c->symval[cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, d)] =
        LLVMConstInt(c->t_i64, 0, 0);
  }
  LLVMValueRef done = LLVMConstInt(c->t_i64, 0, 0);
  if (ks[0]->sched.partial_block > 0) {
    done = partial_blocks(c, ks, n, at, acc, part, total, sym);
    if (!done) return;
  }
  cg_loop L;
  cg_loop_begin(c, LLVMBuildSub(c->bld, total, done, ""), sym, &L);
  if (ks[0]->sched.partial_block > 0) {
    LLVMValueRef at_l = LLVMBuildAdd(c->bld, done, L.phi, "");
    LLVMSetNSW(at_l, 1);
    c->symval[sym] = at_l;
  }
  accumulate_values(c, ks, n, at, acc);
  if (c->err) return;
  cg_loop_end(c, &L);
  for (int32_t d = from; d < rn - 1; d++)
    c->symval[cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, d)] = NULL;
}

/* Reduction dims [from, rn): collapsed when the schedule's checks hold at
 * run time (only collapsed when there are none), nested otherwise. */
static void reduction_loops(cg *c, const cajit_kir_kernel *const *ks, int n,
                            const LLVMTypeRef *at, const LLVMValueRef *acc,
                            const LLVMValueRef *part, const LLVMValueRef *rext,
                            int32_t from) {
  int32_t rn = ks[0]->red_ndim;
  const cajit_kir_schedule *sc = &ks[0]->sched;
  if (from == rn - 1) {
    nested_reduction_loops(c, ks, n, at, acc, rext, from);
    return;
  }
  if (sc->collapse_checks == 0) {
    collapsed_reduction_loop(c, ks, n, at, acc, part, rext, from);
    return;
  }
  LLVMBuilderRef B = c->bld;
  LLVMBasicBlockRef no, join;
  if (!cg_branch_on_collapse(c, sc, "reduced", &no, &join)) return;
  collapsed_reduction_loop(c, ks, n, at, acc, part, rext, from);
  if (c->err) return;
  LLVMBuildBr(B, join);
  LLVMPositionBuilderAtEnd(B, no);
  nested_reduction_loops(c, ks, n, at, acc, rext, from);
  if (c->err) return;
  LLVMBuildBr(B, join);
  LLVMPositionBuilderAtEnd(B, join);
}

/* &arr[t] of an array alloca of type arr_t. */
static LLVMValueRef slot(cg *c, LLVMTypeRef arr_t, LLVMValueRef arr,
                         LLVMValueRef t) {
  LLVMValueRef idx[2] = {LLVMConstInt(c->t_i64, 0, 0), t};
  return LLVMBuildInBoundsGEP2(c->bld, arr_t, arr, idx, 2, "");
}

/* for (sym = 0; sym < n; sym++) also where sym is the range function's
 * parallel loop (whose bounds the caller applies). */
static void count_loop_begin(cg *c, LLVMValueRef n, int32_t sym, cg_loop *L) {
  int32_t par = c->par_sym;
  c->par_sym = -1;
  cg_loop_begin(c, n, sym, L);
  c->par_sym = par;
}

/* kir.h's out_tile: the innermost outer loop j (order's last) of the
 * register reductions ks[0..n) in tiles of T elements (a range function's
 * share of j when j is the parallel dim):
 *
 *   for tile:  for t < cnt: arr[t] = init
 *              for r[0..from):  for t < cnt:  acc = arr[t]
 *                                             (collapsed loops) acc op= v
 *                                             arr[t] = acc
 *              for t < cnt: out[base + t] = arr[t]
 *
 * Each output element receives its terms in the untiled order. */
static void tiled_sums(cg *c, const cajit_kir_kernel *const *ks, int n,
                       const LLVMTypeRef *at, const LLVMValueRef *acc,
                       const LLVMValueRef *part, const LLVMValueRef *ext,
                       const LLVMValueRef *rext) {
  const cajit_kir_schedule *s = &ks[0]->sched;
  LLVMBuilderRef B = c->bld;
  int32_t from = s->collapse_from;
  int32_t sym_j = cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER,
                                         s->order[s->loop_count - 1]);
  LLVMValueRef tile = LLVMConstInt(c->t_i64, (uint64_t)s->out_tile, 0);
  LLVMValueRef arr[2];
  LLVMTypeRef arr_t[2];
  for (int i = 0; i < n; i++) {
    arr_t[i] = LLVMArrayType(at[i], (unsigned)s->out_tile);
    arr[i] = cg_alloca(c, arr_t[i], "tile");
  }
  /* The tile loops count from 0 (count_loop_begin); the range's bounds
   * go into base. */
  bool par = sym_j == c->par_sym;
  LLVMValueRef lo = par ? c->par_lo : LLVMConstInt(c->t_i64, 0, 0),
               hi = par ? c->par_hi : ext[s->order[s->loop_count - 1]];
  LLVMValueRef span = LLVMBuildSub(B, hi, lo, "");
  LLVMValueRef ntiles = LLVMBuildSDiv(
      B,
      LLVMBuildAdd(B, span,
                   LLVMBuildSub(B, tile, LLVMConstInt(c->t_i64, 1, 0), ""), ""),
      tile, "");
  cg_loop tl, il, rloops[from];
  count_loop_begin(c, ntiles, sym_j, &tl);
  LLVMValueRef base =
      LLVMBuildAdd(B, lo, LLVMBuildMul(B, tl.phi, tile, ""), "");
  LLVMValueRef left = LLVMBuildSub(B, hi, base, "");
  LLVMValueRef cnt = LLVMBuildSelect(
      B, LLVMBuildICmp(B, LLVMIntSLT, left, tile, ""), left, tile, "");
  count_loop_begin(c, cnt, sym_j, &il);
  for (int i = 0; i < n; i++)
    LLVMBuildStore(B, cg_reduce_init(c, ks[i]->reduce, ks[i]->acc_dtype),
                   slot(c, arr_t[i], arr[i], il.phi));
  cg_loop_end(c, &il);
  for (int32_t d = 0; d < from; d++)
    cg_loop_begin(c, rext[d],
                  cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, d),
                  &rloops[d]);
  count_loop_begin(c, cnt, sym_j, &il);
  c->symval[sym_j] = LLVMBuildAdd(B, base, il.phi, "");
  for (int i = 0; i < n; i++)
    LLVMBuildStore(
        B, LLVMBuildLoad2(B, at[i], slot(c, arr_t[i], arr[i], il.phi), ""),
        acc[i]);
  reduction_loops(c, ks, n, at, acc, part, rext, from);
  if (c->err) return;
  for (int i = 0; i < n; i++)
    LLVMBuildStore(B, LLVMBuildLoad2(B, at[i], acc[i], ""),
                   slot(c, arr_t[i], arr[i], il.phi));
  cg_loop_end(c, &il);
  for (int32_t d = from - 1; d >= 0; d--)
    cg_loop_end(c, &rloops[d]);
  count_loop_begin(c, cnt, sym_j, &il);
  c->symval[sym_j] = LLVMBuildAdd(B, base, il.phi, "");
  cg_scope_reset(c);
  for (int i = 0; i < n && !c->err; i++)
    cg_store_out(
        c, ks[i],
        LLVMBuildLoad2(B, at[i], slot(c, arr_t[i], arr[i], il.phi), ""),
        ks[i]->acc_dtype);
  if (c->err) return;
  cg_loop_end(c, &il);
  cg_loop_end(c, &tl);
  cg_scope_reset(c);
}

/* A row kernel's inner loops (ACCUM_ROW, lib/sched/loops.c), with the
 * n - 1 row kernels after it that share them (row_shared): its order
 * after the row dims the reduction's loops have bound; per element a
 * pointwise consumer's value is computed and stored, a scatter's target
 * updated (a block partial sum, row_partials.c). A keepdim dim of the
 * reduction (bound to 0 there) is an inner dim here: its symbol is bound
 * again for the inner loop and back to the reduction's value after it. */
static void emit_row(cg *c, const cajit_kir_kernel *row, int32_t n) {
  bool scatter = row->kind == CAJIT_KIR_SCATTER;
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, row->out);
  int32_t nd = scatter ? row->space_ndim : o->ndim, first = row->sched.row_dims;
  const cajit_expr *const *shape = scatter ? row->space : o->shape;
  const int32_t *order = row->sched.order;
  LLVMValueRef ext[nd], saved[nd];
  cg_loop loops[nd];
  for (int32_t d = 0; d < nd; d++)
    ext[d] = cg_expr(c, shape[d]);
  if (c->err) return;
  for (int32_t i = first; i < nd; i++)
    saved[i] = c->symval[cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER,
                                                order[i])];
  cg_loops_begin(c, order, ext, first, nd, loops);
  cg_scope_reset(c);
  /* The kernels sharing these loops (row_shared), each element in turn,
   * in one scope: what they read in common is loaded once. */
  for (int32_t r = 0; r < n && !c->err; r++) {
    if (row[r].kind == CAJIT_KIR_SCATTER) {
      cg_scatter_update(c, &row[r]);
    } else {
      LLVMValueRef x = cg_value(c, row[r].value);
      if (x) cg_store_out(c, &row[r], x, row[r].value->dtype);
    }
  }
  if (c->err) return;
  for (int32_t i = nd - 1; i >= first; i--)
    cg_loop_end(c, &loops[i]);
  for (int32_t i = first; i < nd; i++)
    c->symval[cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, order[i])] =
        saved[i];
  cg_scope_reset(c);
}

/* One register accumulator per kernel of ks (a reduction and the sibling
 * sharing its loops, which has the same output shape and extents): the
 * values are computed in one scope, so what they share is loaded once. */
static void emit_register_accumulators(cg *c, const cajit_kir_kernel *const *ks,
                                       int n, const cajit_kir_kernel *rows,
                                       int32_t nrows) {
  const cajit_kir_kernel *k = ks[0];
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  int32_t nd = o->ndim, rn = k->red_ndim;
  LLVMValueRef ext[nd > 0 ? nd : 1], rext[rn], acc[2], part[2] = {0};
  cg_loop loops[nd > 0 ? nd : 1], rloops[rn];
  LLVMTypeRef at[2];
  int32_t from = k->sched.collapse_from;
  for (int i = 0; i < n; i++) {
    at[i] = cg_reg_type(c, ks[i]->acc_dtype);
    acc[i] = LLVMBuildAlloca(c->bld, at[i], "acc");
    if (k->sched.partial_block > 0)
      part[i] =
          LLVMBuildAlloca(c->bld, cg_reg_type(c, CAJIT_DTYPE_F32), "partial");
  }
  for (int32_t d = 0; d < nd; d++)
    ext[d] = cg_expr(c, o->shape[d]);
  for (int32_t d = 0; d < rn; d++)
    rext[d] = cg_expr(c, k->red_extents[d]);
  if (c->err) return;
  if (k->sched.out_tile > 0 && nrows == 0) {
    cg_loops_begin(c, k->sched.order, ext, 0, nd - 1, loops);
    tiled_sums(c, ks, n, at, acc, part, ext, rext);
    if (c->err) return;
    for (int32_t d = nd - 2; d >= 0; d--)
      cg_loop_end(c, &loops[d]);
    cg_scope_reset(c);
    return;
  }
  cg_loops_begin(c, k->sched.order, ext, 0, nd, loops);
  /* Row kernels whose rows the reductions read first (row_first). */
  for (int32_t r = 0; r < nrows && !c->err; r++)
    if (rows[r].sched.row_first) emit_row(c, &rows[r], 1);
  if (c->err) return;
  for (int i = 0; i < n; i++)
    LLVMBuildStore(c->bld, cg_reduce_init(c, ks[i]->reduce, ks[i]->acc_dtype),
                   acc[i]);
  for (int32_t d = 0; d < from; d++)
    cg_loop_begin(c, rext[d],
                  cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, d),
                  &rloops[d]);
  reduction_loops(c, ks, n, at, acc, part, rext, from);
  if (c->err) return;
  for (int32_t d = from - 1; d >= 0; d--)
    cg_loop_end(c, &rloops[d]);
  cg_scope_reset(c);
  for (int i = 0; i < n; i++) {
    cg_store_out(c, ks[i], LLVMBuildLoad2(c->bld, at[i], acc[i], ""),
                 ks[i]->acc_dtype);
    if (c->err) return;
  }
  for (int32_t r = 0; r < nrows && !c->err; r++) {
    if (rows[r].sched.row_first) continue;
    int32_t n_shared = 1;
    while (r + n_shared < nrows && rows[r + n_shared].sched.row_shared)
      n_shared++;
    emit_row(c, &rows[r], n_shared);
    r += n_shared - 1;
  }
  if (c->err) return;
  for (int32_t d = nd - 1; d >= 0; d--)
    cg_loop_end(c, &loops[d]);
  cg_scope_reset(c);
}

void cg_emit_reduction(cg *c, const cajit_kir_kernel *k,
                       const cajit_kir_kernel *sibling,
                       const cajit_kir_kernel *rows, int32_t nrows) {
  const cajit_kir_kernel *ks[2] = {k, sibling};
  if (sibling) {
    emit_register_accumulators(c, ks, 2, rows, nrows);
    return;
  }
  if (k->sched.accum == CAJIT_KIR_ACCUM_OUTPUT)
    emit_reduction_outer(c, k, k->sched.vector_dim);
  else
    emit_register_accumulators(c, ks, 1, rows, nrows);
}
