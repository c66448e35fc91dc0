/* Reduction kernels (see cg_internal.h). A reduction keeps its
 * accumulator in an entry-block alloca (promoted to registers by SROA),
 * initialised per output element, combined in the innermost reduction loop
 * with reassociation allowed (so LLVM can vectorize it; see
 * cajit_codegen_options.strict_reductions), and stored once, converted to
 * the output dtype; a reduction over an outer dim accumulates straight into
 * the output across its unit-stride dim instead, four input rows per pass.
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

/* Reductions over an outer dim (a bias grad: sum over the batch of a
 * row-major [n, c] tensor) read with a large stride in the reduction loop.
 * They run better accumulating straight into the output with the output's
 * unit-stride dim innermost, which vectorizes across that dim without
 * reassociating anything:
 *
 *   for other outer dims:  for j: out[.., j] = init
 *                          for r...: for j: out[.., j] = op(out[.., j], v)
 *
 * Chosen when the accumulator dtype is the output's (it lives in the
 * output), the value does not read the output, the output has a
 * unit-stride dim j of more than one element, some load is contiguous in
 * j, and no load is contiguous in the innermost reduction index. */
typedef struct stride_probe {
  cg *c;
  int32_t out_root, sym_j, sym_r;
  bool reads_out, unit_j, unit_r;
  cajit_ptrmap seen;
  bool failed;
} stride_probe;

/* Coefficient of symbol sym in offset e is the constant 1, or the run-time
 * stride of root's last dim: graph inputs are exported without strides when
 * they are contiguous (docs/format.md), so that stride is 1 in the common
 * case, and LLVM's vectorizer versions the loop on it being 1. The loop
 * order chosen from this is only a guess about speed: either order
 * computes the same result for any strides. */
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
static bool load_address(cg *c, const cajit_kir_value *v, int32_t *root,
                         const cajit_expr **off) {
  cajit_status s = cajit_kir_buffer_address(c->p, v->u.load.buffer,
                                            v->u.load.index, root, off);
  bool ok = s == NULL;
  cajit_status_free(s);
  return ok;
}

static void probe_value(stride_probe *sp, const cajit_kir_value *v) {
  if (sp->failed || cajit_ptrmap_get(&sp->seen, v)) return;
  if (!cajit_ptrmap_put(&sp->seen, v, (void *)v)) {
    sp->failed = true;
    return;
  }
  if (v->op == CAJIT_KIR_LOAD || v->op == CAJIT_KIR_LOAD_INDIRECT) {
    int32_t root;
    const cajit_expr *off;
    if (!load_address(sp->c, v, &root, &off)) {
      sp->failed = true;
      return;
    }
    cajit_expr_ctx *x = sp->c->p->exprs;
    const cajit_kir_buffer *rb = cajit_kir_buffer_get(sp->c->p, root);
    sp->reads_out |= root == sp->out_root;
    sp->unit_j |= unit_in(x, rb, off, sp->sym_j);
    sp->unit_r |= unit_in(x, rb, off, sp->sym_r);
  }
  for (int32_t i = 0; i < v->arg_count; i++)
    probe_value(sp, v->args[i]);
}

int32_t cg_reduction_inner_dim(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  if (k->acc_dtype != o->dtype || !o->strides) return -1;
  int32_t j = -1;
  for (int32_t d = o->ndim - 1; d >= 0 && j < 0; d--) {
    int64_t st, ext;
    if (cajit_expr_as_int(o->strides[d], &st) && st == 1 &&
        !(cajit_expr_as_int(o->shape[d], &ext) && ext <= 1))
      j = d;
  }
  if (j < 0) return -1;
  stride_probe sp = {
      c,
      o->root,
      cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, j),
      cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, k->red_ndim - 1),
      false,
      false,
      false,
      {0},
      false};
  probe_value(&sp, k->value);
  cajit_ptrmap_free(&sp.seen);
  if (sp.failed || sp.reads_out || !sp.unit_j || sp.unit_r) return -1;
  return j;
}

/* The value at reduction index sym = at (a fresh scope: the values of the
 * previous index must not be reused). */
static LLVMValueRef value_at(cg *c, const cajit_kir_kernel *k, int32_t sym,
                             LLVMValueRef at) {
  c->symval[sym] = at;
  cg_scope_reset(c);
  return cg_value(c, k->value);
}

/* for j: out[.., j] = op(...op(op(out[.., j], v(r0)), v(r1))..., v(rn-1))
 * for the reduction indices rows[0..n) of the innermost reduction dim:
 * the sequential order, with the running value in a register. */
static void accumulate_rows(cg *c, const cajit_kir_kernel *k,
                            LLVMValueRef ext_j, int32_t sym_j, int32_t sym_r,
                            const LLVMValueRef *rows, int n) {
  cajit_dtype dt = cajit_kir_buffer_get(c->p, k->out)->dtype;
  cg_loop jl;
  LLVMValueRef r_phi = c->symval[sym_r];
  cg_loop_begin(c, ext_j, sym_j, &jl);
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
  cg_loop_end(c, &jl);
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
  for (int32_t d = 0; d < nd; d++)
    ext[d] = cg_expr(c, o->shape[d]);
  for (int32_t d = 0; d < rn; d++)
    rext[d] = cg_expr(c, k->red_extents[d]);
  if (c->err) return;
  int32_t sym_j = cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, j), n = 0;
  for (int32_t d = 0; d < nd; d++)
    if (d != j)
      cg_loop_begin(c, ext[d],
                    cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, d),
                    &loops[n++]);
  cg_loop_begin(c, ext[j], sym_j, &jl); /* out = init */
  cg_scope_reset(c);
  LLVMValueRef p = cg_out_ptr(c, k);
  if (!p) return;
  cg_store(c, dt, cg_reduce_init(c, k->reduce, dt), p);
  cg_loop_end(c, &jl);
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
  accumulate_rows(c, k, ext[j], sym_j, sym_r, rows, OUTER_ROWS);
  if (c->err) return;
  cg_loop_end(c, &rloops[rn - 1]);
  cg_loop rest;
  cg_loop_begin(c, LLVMBuildSub(B, rext[rn - 1], done, ""), sym_r, &rest);
  LLVMValueRef row = LLVMBuildAdd(B, done, rest.phi, "");
  accumulate_rows(c, k, ext[j], sym_j, sym_r, &row, 1);
  if (c->err) return;
  cg_loop_end(c, &rest);
  for (int32_t d = rn - 2; d >= 0; d--)
    cg_loop_end(c, &rloops[d]);
  while (n > 0)
    cg_loop_end(c, &loops[--n]);
  cg_scope_reset(c);
}

bool cg_shares_loops(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_kernel *first = c->p->kernels.data;
  if (!k->joined || k == first || k[-1].kind != CAJIT_KIR_REDUCTION)
    return false;
  return cg_reduction_inner_dim(c, &k[-1]) < 0 &&
         cg_reduction_inner_dim(c, k) < 0;
}

/* ---- collapsing reduction dims -------------------------------------------
 *
 * LLVM vectorizes the innermost reduction loop only and reduces its vector
 * accumulator horizontally when that loop exits, so a reduction over
 * [n, c, h, w] keeping c (a batch-norm or conv bias grad) paid a
 * horizontal reduce per row of w (32 elements in the medium zoo CNN).
 * Reduction dims r_k..r_last collapse into one loop over the product of
 * their extents, the others bound to 0, when every load is affine in them
 * with coef(r_i) == coef(r_i+1) * extent(r_i+1): the addresses are then
 * the same. Input strides are known only at run time, so the conditions
 * that do not hold symbolically are checked there, choosing between the
 * collapsed and the nested loops. */

#define MAX_COLLAPSE_CHECKS 32

typedef struct collapse_probe {
  cg *c;
  int32_t sym_a, sym_b;    /* r_k and r_k+1 */
  const cajit_expr *ext_b; /* extent of r_k+1 */
  cajit_ptrmap seen;
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
  return d1 && d1 == d2 && !cajit_kir_expr_uses(d1, sym) ? d1 : NULL;
}

static void probe_collapse(collapse_probe *cp, const cajit_kir_value *v) {
  if (!cp->ok || cajit_ptrmap_get(&cp->seen, v)) return;
  if (!cajit_ptrmap_put(&cp->seen, v, (void *)v)) {
    cp->ok = false;
    return;
  }
  cajit_expr_ctx *x = cp->c->p->exprs;
  if (v->op == CAJIT_KIR_LOAD_INDIRECT || v->op == CAJIT_KIR_CHECK ||
      (v->op == CAJIT_KIR_EXPR &&
       (cajit_kir_expr_uses(v->u.expr, cp->sym_a) ||
        cajit_kir_expr_uses(v->u.expr, cp->sym_b)))) {
    cp->ok = false;
    return;
  }
  if (v->op == CAJIT_KIR_LOAD) {
    int32_t root;
    const cajit_expr *off;
    if (!load_address(cp->c, v, &root, &off)) {
      cp->ok = false;
      return;
    }
    const cajit_expr *ca = coef_of(x, off, cp->sym_a),
                     *cb = coef_of(x, off, cp->sym_b);
    const cajit_expr *want = cb ? cajit_expr_mul(x, cb, cp->ext_b) : NULL;
    if (!ca || !want || cajit_kir_expr_uses(ca, cp->sym_b) ||
        cajit_kir_expr_uses(cb, cp->sym_a)) {
      cp->ok = false;
      return;
    }
    if (ca != want) {
      /* A check that contiguous inputs would fail (or constants that
       * differ) is not worth emitting: [n, c, h, w] keeping c collapses h
       * into w, not n into h. */
      const cajit_kir_buffer *rb = cajit_kir_buffer_get(cp->c->p, root);
      const cajit_expr *cl = as_if_contiguous(x, rb, ca),
                       *cr = as_if_contiguous(x, rb, want);
      if (!cl || cl != cr || cp->n == MAX_COLLAPSE_CHECKS) {
        cp->ok = false;
        return;
      }
      cp->lhs[cp->n] = ca;
      cp->rhs[cp->n++] = want;
    }
  }
  for (int32_t i = 0; i < v->arg_count; i++)
    probe_collapse(cp, v->args[i]);
}

/* The first reduction dim of the suffix that collapses into the innermost
 * one (rn - 1: none), with the run-time checks it needs in *checks. */
static int32_t collapsible_from(cg *c, const cajit_kir_kernel *const *ks, int n,
                                collapse_probe *checks) {
  const cajit_kir_kernel *k = ks[0];
  int32_t rn = k->red_ndim, first = rn - 1;
  checks->n = 0;
  for (int32_t d = rn - 2; d >= 0; d--) {
    collapse_probe cp = {0};
    cp.c = c;
    cp.sym_a = cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, d);
    cp.sym_b = cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, d + 1);
    cp.ext_b = k->red_extents[d + 1];
    cp.ok = true;
    for (int i = 0; i < n && cp.ok; i++)
      probe_collapse(&cp, ks[i]->value);
    cajit_ptrmap_free(&cp.seen);
    if (!cp.ok || checks->n + cp.n > MAX_COLLAPSE_CHECKS) break;
    for (int32_t i = 0; i < cp.n; i++) {
      checks->lhs[checks->n] = cp.lhs[i];
      checks->rhs[checks->n++] = cp.rhs[i];
    }
    first = d;
  }
  return first;
}

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

/* One loop over the product of the extents of dims [from, rn) as the
 * innermost index, the others 0 (collapsible_from holds). */
static void collapsed_reduction_loop(cg *c, const cajit_kir_kernel *const *ks,
                                     int n, const LLVMTypeRef *at,
                                     const LLVMValueRef *acc,
                                     const LLVMValueRef *rext, int32_t from) {
  int32_t rn = ks[0]->red_ndim;
  LLVMValueRef total = rext[rn - 1];
  for (int32_t d = from; d < rn - 1; d++) {
    total = LLVMBuildMul(c->bld, total, rext[d], "");
    c->symval[cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, d)] =
        LLVMConstInt(c->t_i64, 0, 0);
  }
  cg_loop L;
  cg_loop_begin(c, total,
                cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, rn - 1),
                &L);
  accumulate_values(c, ks, n, at, acc);
  if (c->err) return;
  cg_loop_end(c, &L);
  for (int32_t d = from; d < rn - 1; d++)
    c->symval[cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, d)] = NULL;
}

/* Reduction dims [from, rn): collapsed when the checks hold at run time
 * (only collapsed when there are none), nested otherwise. */
static void reduction_loops(cg *c, const cajit_kir_kernel *const *ks, int n,
                            const LLVMTypeRef *at, const LLVMValueRef *acc,
                            const LLVMValueRef *rext, int32_t from,
                            const collapse_probe *checks) {
  int32_t rn = ks[0]->red_ndim;
  if (from == rn - 1 || checks->n == 0) {
    (from == rn - 1 ? nested_reduction_loops
                    : collapsed_reduction_loop)(c, ks, n, at, acc, rext, from);
    return;
  }
  LLVMBuilderRef B = c->bld;
  cg_scope_reset(c);
  LLVMValueRef cond = LLVMConstInt(c->t_i1, 1, 0);
  for (int32_t i = 0; i < checks->n; i++) {
    LLVMValueRef l = cg_expr(c, checks->lhs[i]), r = cg_expr(c, checks->rhs[i]);
    if (!l || !r) return;
    cond = LLVMBuildAnd(B, cond, LLVMBuildICmp(B, LLVMIntEQ, l, r, ""), "");
  }
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInsertBlock(B));
  LLVMBasicBlockRef yes =
                        LLVMAppendBasicBlockInContext(c->ctx, fn, "collapsed"),
                    no = LLVMAppendBasicBlockInContext(c->ctx, fn, "nested"),
                    join = LLVMAppendBasicBlockInContext(c->ctx, fn, "reduced");
  LLVMBuildCondBr(B, cond, yes, no);
  LLVMPositionBuilderAtEnd(B, yes);
  collapsed_reduction_loop(c, ks, n, at, acc, rext, from);
  if (c->err) return;
  LLVMBuildBr(B, join);
  LLVMPositionBuilderAtEnd(B, no);
  nested_reduction_loops(c, ks, n, at, acc, rext, from);
  if (c->err) return;
  LLVMBuildBr(B, join);
  LLVMPositionBuilderAtEnd(B, join);
}

/* One register accumulator per kernel of ks (a reduction and the sibling
 * sharing its loops, which has the same output shape and extents): the
 * values are computed in one scope, so what they share is loaded once. */
static void emit_register_accumulators(cg *c, const cajit_kir_kernel *const *ks,
                                       int n) {
  const cajit_kir_kernel *k = ks[0];
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  int32_t nd = o->ndim, rn = k->red_ndim;
  LLVMValueRef ext[nd > 0 ? nd : 1], rext[rn], acc[2];
  cg_loop loops[nd > 0 ? nd : 1], rloops[rn];
  LLVMTypeRef at[2];
  collapse_probe checks;
  int32_t from = collapsible_from(c, ks, n, &checks);
  for (int i = 0; i < n; i++) {
    at[i] = cg_reg_type(c, ks[i]->acc_dtype);
    acc[i] = LLVMBuildAlloca(c->bld, at[i], "acc");
  }
  for (int32_t d = 0; d < nd; d++)
    ext[d] = cg_expr(c, o->shape[d]);
  for (int32_t d = 0; d < rn; d++)
    rext[d] = cg_expr(c, k->red_extents[d]);
  if (c->err) return;
  for (int32_t d = 0; d < nd; d++)
    cg_loop_begin(c, ext[d],
                  cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, d),
                  &loops[d]);
  for (int i = 0; i < n; i++)
    LLVMBuildStore(c->bld, cg_reduce_init(c, ks[i]->reduce, ks[i]->acc_dtype),
                   acc[i]);
  for (int32_t d = 0; d < from; d++)
    cg_loop_begin(c, rext[d],
                  cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_REDUCE, d),
                  &rloops[d]);
  reduction_loops(c, ks, n, at, acc, rext, from, &checks);
  if (c->err) return;
  for (int32_t d = from - 1; d >= 0; d--)
    cg_loop_end(c, &rloops[d]);
  cg_scope_reset(c);
  for (int i = 0; i < n; i++) {
    cg_store_out(c, ks[i], LLVMBuildLoad2(c->bld, at[i], acc[i], ""),
                 ks[i]->acc_dtype);
    if (c->err) return;
  }
  for (int32_t d = nd - 1; d >= 0; d--)
    cg_loop_end(c, &loops[d]);
  cg_scope_reset(c);
}

void cg_emit_reduction(cg *c, const cajit_kir_kernel *k,
                       const cajit_kir_kernel *sibling) {
  const cajit_kir_kernel *ks[2] = {k, sibling};
  if (sibling) {
    emit_register_accumulators(c, ks, 2);
    return;
  }
  int32_t j = cg_reduction_inner_dim(c, k);
  if (j >= 0)
    emit_reduction_outer(c, k, j);
  else
    emit_register_accumulators(c, ks, 1);
}
