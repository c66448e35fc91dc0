/* Column sums in a row unit, by per-block partial sums (sched.h).
 *
 * A layer-norm backward reads its rows three times: the row sums and dx
 * (one row unit since siblings.c joins them, ACCUM_ROW) and the column
 * sums for the weight and bias grads (sum over rows of dy * xhat and of
 * dy), a kernel of their own accumulating into the output down the
 * columns. A column sum cannot run per row in the unit's parallel row
 * loop as it is: every row adds into the same [d] output. So the rows are
 * cut into blocks of CAJIT_SCHED_ROW_BLOCK, each with a partial sum of
 * its own, and the column sum S (out[j] = sum over r of v(r, j)) becomes
 * three kernels:
 *
 *   init     part[b, j] = 0                    over [ceil(n / B), d]
 *   partial  part[_i0 // B, _i1] += v(_i0, _i1)  a SCATTER over [n, d],
 *            joined to the unit: run per row after the unit's row kernels
 *   combine  out[j] = sum over b of part[b, j] (a column sum of the blocks)
 *
 * The partial is a scatter over the rows in order, so on its own it is
 * what S computes with the additions grouped by block; joined, the loop
 * schedule runs it per row in the unit's loops (ACCUM_ROW) and splits the
 * rows across threads at block boundaries only (the lead's
 * parallel_block), so each block's partial row belongs to one thread and
 * receives its rows in order. Blocks do not depend on the thread count:
 * the result is the same bits for any number of threads and any run.
 *
 * Rows over several dims (transformers' [batch, tokens, d]): the last row
 * dim is cut into blocks, one partial row per block and value of the
 * other row dims, part [r0, .., ceil(rk / B), d] updated at [_i0, ..,
 * _ik // B, _i(k+1)], and the combine sums over all of them. The loop
 * schedule splits the blocked dim across threads at block boundaries and
 * an earlier row dim anyhow (each of its values owns its partial rows), so
 * the order of the additions again does not depend on the threads. The
 * rows are never flattened: whatever their strides, the index of a row is
 * the index the kernels already use.
 *
 * When: a POINTWISE row consumer C joined to a REDUCTION lead (and its
 * sibling) over row dims R = [r0, .., rk] (the lead's output R or [R, 1],
 * C over [R, d]), which the loop schedule runs per row
 * (sched_row_unit_holds); the
 * kernels right before the lead, back to the first that is neither, and
 * right after C, up to the last column sum, are column sums S (SUM
 * reductions over [d] x R, or [1, .., 1, d] x R, whose value, with the last
 * _i the column and _r0.. the row, reads nothing the unit or another S
 * writes, except that
 * an S after C may read C's output at the element the row loop is at (a
 * Linear's bias grad, the column sum of dx: C's row kernel stores it
 * first), cannot fail and shares a buffer with the unit) and grad
 * accumulations (early_hooks.c moved them there, right after
 * what they read; they read their arguments only, and no host call passes
 * another, so host calls keep their order). The order becomes: the inits, the
 * unit, the partials, the combines, the grad accumulations. */
#include "sched/sched.h"

#include "sched/sched_internal.h"

#include <stdio.h>
#include <string.h>

#include "cajit/runtime.h"
#include "support/alloc.h"

/* Kernels looked at before a lead: a layer norm has two column sums and
 * their two grad accumulations. Row dims: at most MAX_ROWS. */
enum { MAX_BEFORE = 6, MAX_ROWS = 6 };

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "row partials: out of memory");
}

static void kinfo_free(sched_kinfo *ki) {
  CAJIT_VEC_FREE(&ki->reads);
  CAJIT_VEC_FREE(&ki->writes);
}

static bool is_one(const cajit_expr *e) {
  int64_t v;
  return cajit_expr_as_int(e, &v) && v == 1;
}

/* The unit ending at consumer ci: its lead, or -1 when ci is not a row
 * consumer (see the top of the file); *nrows: its row dims, the
 * consumer's leading dims (the lead's output [rows] or [rows, 1]). */
static int32_t unit_lead(const cajit_kir_program *p, int32_t ci,
                         int32_t *nrows) {
  const cajit_kir_kernel *c = &p->kernels.data[ci];
  if (c->kind != CAJIT_KIR_POINTWISE || !c->joined || ci < 1 ||
      p->kernels.data[ci - 1].kind != CAJIT_KIR_REDUCTION)
    return -1;
  int32_t li = p->kernels.data[ci - 1].joined ? ci - 2 : ci - 1;
  if (li < 0) return -1;
  const cajit_kir_kernel *lead = &p->kernels.data[li];
  const cajit_kir_buffer *lo = cajit_kir_buffer_get(p, lead->out),
                         *co = cajit_kir_buffer_get(p, c->out);
  int32_t n = co->ndim - 1;
  if (lead->kind != CAJIT_KIR_REDUCTION || lead->joined ||
      lead->red_ndim != 1 || n < 1 || n > MAX_ROWS ||
      co->shape[n] != lead->red_extents[0] ||
      !(lo->ndim == n || (lo->ndim == n + 1 && is_one(lo->shape[n]) &&
                          co->shape[n] != lo->shape[n])))
    return -1;
  for (int32_t d = 0; d < n; d++)
    if (co->shape[d] != lo->shape[d]) return -1;
  *nrows = n;
  return li;
}

/* The index symbols of the row dims: _i0.._i{n-1} (outer) or _r0..
 * (reduce); false when out of memory. */
static bool row_symbols(const cajit_kir_program *p, cajit_kir_index_kind kind,
                        int32_t n, const cajit_expr **out) {
  for (int32_t d = 0; d < n; d++)
    if (!(out[d] = cajit_expr_symbol(
              p->exprs,
              cajit_kir_index_symbol((cajit_kir_program *)p, kind, d))))
      return false;
  return true;
}

typedef struct row_probe {
  cajit_kir_program *p;
  int32_t root;
  int32_t nrows;
  const cajit_expr *const *row; /* what root indices 0..nrows-1 must be */
  const cajit_expr *col;        /* and root index nrows, unless NULL */
  bool ok;
} row_probe;

static bool probe_rows(const cajit_kir_value *v, void *user) {
  row_probe *rp = user;
  if ((v->op == CAJIT_KIR_LOAD || v->op == CAJIT_KIR_LOAD_INDIRECT) &&
      sched_root_of(rp->p, v->u.load.buffer) == rp->root) {
    const cajit_expr *idx[MAX_ROWS + 1];
    int32_t got, n = rp->nrows;
    cajit_status s =
        v->op == CAJIT_KIR_LOAD_INDIRECT ||
                cajit_kir_buffer_get(rp->p, rp->root)->ndim != n + 1
            ? oom() /* a gather: not per row */
            : cajit_kir_buffer_root_index(rp->p, v->u.load.buffer,
                                          v->u.load.index, &got, idx);
    rp->ok = s == NULL && (!rp->col || idx[n] == rp->col);
    for (int32_t d = 0; d < n && rp->ok; d++)
      rp->ok = idx[d] == rp->row[d];
    cajit_status_free(s);
  }
  return rp->ok;
}

/* Whether every load of root ([rows, d]: n row dims) in k's value is at
 * row `row` (n indices; and column `col` unless NULL). */
static bool reads_at_row(const cajit_kir_program *p, const cajit_kir_kernel *k,
                         int32_t root, int32_t n, const cajit_expr *const *row,
                         const cajit_expr *col) {
  row_probe rp = {(cajit_kir_program *)p, root, n, row, col, true};
  cajit_ptrmap seen = {0};
  bool oom = false;
  bool done = cajit_kir_walk(k->value, &seen, probe_rows, &rp, &oom);
  cajit_ptrmap_free(&seen);
  return done;
}

/* The dim of a column sum's output [d], or [1, ..., 1, d] (keepdim: a
 * bias grad of a Linear, RMSNorm's weight grad over [batch, tokens, d]),
 * that is the column, or -1. */
static int32_t column_dim(const cajit_kir_buffer *ro, const cajit_expr *d) {
  if (ro->ndim < 1 || ro->ndim > MAX_ROWS + 1 || ro->shape[ro->ndim - 1] != d)
    return -1;
  for (int32_t k = 0; k + 1 < ro->ndim; k++)
    if (!is_one(ro->shape[k])) return -1;
  return ro->ndim - 1;
}

/* Whether reduction r is a column sum over the unit's space [rows, d]
 * (n row dims). */
static bool column_sum(const cajit_kir_program *p, const cajit_kir_kernel *r,
                       const cajit_kir_buffer *co, int32_t n) {
  if (r->kind != CAJIT_KIR_REDUCTION || r->reduce != CAJIT_KIR_REDUCE_SUM ||
      r->red_ndim != n || !cajit_dtype_is_floating(r->acc_dtype))
    return false;
  for (int32_t d = 0; d < n; d++)
    if (r->red_extents[d] != co->shape[d]) return false;
  const cajit_kir_buffer *ro = cajit_kir_buffer_get(p, r->out);
  if (column_dim(ro, co->shape[n]) < 0) return false;
  cajit_ptrmap seen = {0};
  bool failed = false;
  bool can_fail = sched_kernel_can_fail(r, &seen, &failed);
  cajit_ptrmap_free(&seen);
  return !can_fail && !failed;
}

/* Whether column sum k (its reads r) reads only what it may: nothing the
 * unit writes, except, for a sum after the consumer c, c's output (a
 * root) at the element the row loop computes (a Linear's bias grad, the
 * column sum of the next dx): c's row kernels store it before the sum's
 * update reads it. And it must read something the unit reads or writes,
 * else joining gains nothing. */
static bool sum_reads_ok(const cajit_kir_program *p, const cajit_kir_kernel *k,
                         const sched_kinfo *r, const sched_kinfo *unit,
                         const cajit_kir_kernel *c, int32_t n, bool after) {
  bool gain = sched_ivec_meet(&r->reads, &unit->reads);
  const cajit_kir_buffer *co = cajit_kir_buffer_get(p, c->out);
  for (size_t i = 0; i < r->reads.len; i++) {
    int32_t root = r->reads.data[i];
    if (!sched_ivec_has(&unit->writes, root)) continue;
    if (!after || root != c->out) return false;
    int32_t cd = column_dim(cajit_kir_buffer_get(p, k->out), co->shape[n]);
    const cajit_expr *row[MAX_ROWS];
    const cajit_expr *col =
        cd < 0 ? NULL
               : cajit_expr_symbol(p->exprs, cajit_kir_index_symbol(
                                                 (cajit_kir_program *)p,
                                                 CAJIT_KIR_INDEX_OUTER, cd));
    if (!col || !row_symbols(p, CAJIT_KIR_INDEX_REDUCE, n, row) ||
        !reads_at_row(p, k, root, n, row, col))
      return false;
    gain = true;
  }
  return gain;
}

typedef struct plan {
  int32_t nrows; /* row dims */
  int32_t first; /* first kernel before the lead taken */
  int32_t last;  /* after the last kernel after the consumer taken */
  int32_t sums[2 * MAX_BEFORE]; /* the column sums, in order */
  int32_t nsums;
  /* The grad accumulations before the lead, and after the consumer. */
  int32_t hosts[MAX_BEFORE], after[MAX_BEFORE];
  int32_t nhosts, nafter;
} plan;

static bool grad_accumulation(const cajit_kir_kernel *k) {
  return k->kind == CAJIT_KIR_HOST &&
         k->host->kind == CAJIT_HOST_ACCUMULATE_GRAD;
}

/* Whether the unit [li, ci] takes the column sums before it (the top of
 * the file says when); fills pl. */
static bool plan_unit(const cajit_kir_program *p, int32_t li, int32_t ci,
                      int32_t nrows, plan *pl) {
  const cajit_kir_buffer *co = cajit_kir_buffer_get(p, p->kernels.data[ci].out);
  memset(pl, 0, sizeof *pl);
  pl->nrows = nrows;
  int32_t first = li, last = ci + 1, nk = (int32_t)p->kernels.len;
  for (int32_t j = li - 1; j >= 0 && li - j <= MAX_BEFORE; j--) {
    const cajit_kir_kernel *k = &p->kernels.data[j];
    if (!grad_accumulation(k) && !column_sum(p, k, co, nrows)) break;
    first = j;
  }
  /* After the consumer: up to the last column sum of the run, before
   * one that reads what the unit writes (the next layer norm's). */
  sched_kinfo unit = {0}, sums = {0};
  bool ok = true;
  for (int32_t j = li; j <= ci && ok; j++)
    ok = sched_kernel_info_got(p, &p->kernels.data[j], &unit);
  for (int32_t j = ci + 1; ok && j < nk && j - ci <= MAX_BEFORE; j++) {
    const cajit_kir_kernel *k = &p->kernels.data[j];
    bool sum = column_sum(p, k, co, nrows);
    if (sum) {
      sched_kinfo r = {0};
      sum = sched_kernel_info_got(p, k, &r) &&
            sum_reads_ok(p, k, &r, &unit, &p->kernels.data[ci], nrows, true);
      kinfo_free(&r);
    }
    if (!grad_accumulation(k) && !sum) break;
    if (sum) last = j + 1;
  }
  for (int32_t j = first; j < li; j++) {
    const cajit_kir_kernel *k = &p->kernels.data[j];
    if (k->kind == CAJIT_KIR_HOST)
      pl->hosts[pl->nhosts++] = j;
    else
      pl->sums[pl->nsums++] = j;
  }
  /* Grad accumulations before the first column sum stay where they are. */
  while (pl->nhosts > 0 && pl->nsums > 0 && pl->hosts[0] < pl->sums[0]) {
    memmove(pl->hosts, pl->hosts + 1, (size_t)--pl->nhosts * sizeof(int32_t));
    first++;
  }
  pl->first = first;
  for (int32_t j = ci + 1; j < last; j++)
    if (p->kernels.data[j].kind == CAJIT_KIR_HOST)
      pl->after[pl->nafter++] = j;
    else
      pl->sums[pl->nsums++] = j;
  pl->last = last;
  ok = ok && pl->nsums > 0 && sched_row_unit_holds(p, li, ci);
  /* What the sums write. */
  for (int32_t s = 0; s < pl->nsums && ok; s++)
    ok = sched_ivec_add(&sums.writes,
                        sched_root_of(p, p->kernels.data[pl->sums[s]].out));
  for (int32_t s = 0; s < pl->nsums && ok; s++) {
    sched_kinfo r = {0};
    const cajit_kir_kernel *k = &p->kernels.data[pl->sums[s]];
    ok = sched_kernel_info_got(p, k, &r) && !r.gathers &&
         sum_reads_ok(p, k, &r, &unit, &p->kernels.data[ci], nrows,
                      pl->sums[s] > ci) &&
         !sched_ivec_meet(&r.reads, &sums.writes);
    kinfo_free(&r);
  }
  ok = ok && !sched_ivec_meet(&sums.writes, &unit.reads) &&
       !sched_ivec_meet(&sums.writes, &unit.writes);
  kinfo_free(&unit);
  kinfo_free(&sums);
  return ok;
}

/* ---- the producer of the rows ------------------------------------------
 *
 * The pointwise kernel G right before the column sums often computes the
 * very rows the unit reads (norm_mlp: the GELU backward in front of each
 * LayerNorm backward), into a buffer nothing else reads. Then G runs per
 * row too, first (row_first), writing the row into a scratch row of its
 * block, [ceil(n / B), d], which the unit's kernels read back from L1:
 * the [n, d] buffer is never written. When: G is POINTWISE, writes an
 * intermediate root of the unit's shape [n, d] that only the unit's
 * kernels and the column sums read, each at the row being computed (root
 * index 0 is the row: _i0 in the unit, _r0 in a column sum, directly or
 * through index views), cannot fail, reads nothing the unit or the sums
 * write, and the loop schedule will run the unit per row
 * (sched_row_unit_holds: the scratch row is only right per row). Not
 * for the GPU, whose kernels run one after another (row_producers). */

/* Whether kernel gi produces the unit's rows (see above). */
static bool producer_ok(cajit_kir_program *p, int32_t gi, int32_t li,
                        int32_t ci, const plan *pl) {
  if (gi < 0) return false;
  const cajit_kir_kernel *g = &p->kernels.data[gi];
  if (g->kind != CAJIT_KIR_POINTWISE || g->joined) return false;
  int32_t root = g->out;
  const cajit_kir_buffer *go = cajit_kir_buffer_get(p, root),
                         *co = cajit_kir_buffer_get(p, p->kernels.data[ci].out);
  int32_t n = pl->nrows;
  if (go->kind != CAJIT_KIR_BUFFER_INTERMEDIATE || go->ndim != co->ndim ||
      !sched_row_unit_holds(p, li, ci))
    return false;
  for (int32_t d = 0; d < co->ndim; d++)
    if (go->shape[d] != co->shape[d]) return false;
  cajit_ptrmap seen = {0};
  bool failed = false;
  bool can_fail = sched_kernel_can_fail(g, &seen, &failed);
  cajit_ptrmap_free(&seen);
  if (can_fail || failed) return false;
  const cajit_expr *i[MAX_ROWS], *r[MAX_ROWS];
  if (!row_symbols(p, CAJIT_KIR_INDEX_OUTER, n, i) ||
      !row_symbols(p, CAJIT_KIR_INDEX_REDUCE, n, r))
    return false;
  sched_kinfo gk = {0};
  bool ok = sched_kernel_info_got(p, g, &gk) && !gk.gathers;
  for (int32_t k = 0; k < (int32_t)p->kernels.len && ok; k++) {
    if (k == gi) continue;
    sched_kinfo ki = {0};
    ok = sched_kernel_info_got(p, &p->kernels.data[k], &ki) &&
         !sched_ivec_has(&ki.writes, root);
    bool sum = false;
    for (int32_t s = 0; s < pl->nsums; s++)
      sum |= pl->sums[s] == k;
    bool unit = k >= li && k <= ci;
    if (ok && (unit || sum)) /* nothing G reads is written after it */
      ok = !sched_ivec_meet(&gk.reads, &ki.writes);
    if (ok && sched_ivec_has(&ki.reads, root))
      ok = (unit || sum) &&
           reads_at_row(p, &p->kernels.data[k], root, n, sum ? r : i, NULL);
    kinfo_free(&ki);
  }
  kinfo_free(&gk);
  return ok;
}

/* The per-block scratch rows of producer gi: its kernel writes them
 * through a [rows, d] view, every reader's loads of its old buffer read
 * them, and the old buffer is dead. */
static cajit_status scratch_rows(cajit_kir_program *p, int32_t gi, int32_t li,
                                 int32_t ci, const plan *pl,
                                 const cajit_expr *blocks) {
  cajit_expr_ctx *x = p->exprs;
  int32_t old = p->kernels.data[gi].out, n = pl->nrows, nd = n + 1;
  const cajit_kir_buffer *go = cajit_kir_buffer_get(p, old);
  const cajit_expr *shape[MAX_ROWS + 1], *sshape[MAX_ROWS + 1];
  for (int32_t k = 0; k < nd; k++)
    shape[k] = sshape[k] = go->shape[k];
  sshape[n - 1] = blocks;
  cajit_dtype dt = go->dtype;
  const cajit_expr *b = cajit_expr_int(x, CAJIT_SCHED_ROW_BLOCK);
  const cajit_expr *d[MAX_ROWS + 1], *i[MAX_ROWS + 1];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_VIEW, nd, d));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, nd, i));
  const cajit_expr *map[MAX_ROWS + 1], *at[MAX_ROWS + 1];
  for (int32_t k = 0; k < nd; k++) {
    map[k] = k == n - 1 ? cajit_expr_floordiv(x, d[k], b) : d[k];
    at[k] = k == n - 1 ? cajit_expr_floordiv(x, i[k], b) : i[k];
  }
  if (!map[n - 1] || !at[n - 1]) return oom();
  int32_t scratch, view;
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               dt, nd, sshape, &scratch));
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_map(
      p, scratch, nd, shape, CAJIT_KIR_MAP_INDEX, nd, map, &view));
  const cajit_kir_value *row = cajit_kir_load(p, scratch, at);
  int32_t readers[3 + 2 * MAX_BEFORE], nr = 0;
  for (int32_t k = li; k <= ci; k++)
    readers[nr++] = k;
  for (int32_t s = 0; s < pl->nsums; s++)
    readers[nr++] = pl->sums[s];
  for (int32_t r = 0; r < nr; r++) {
    cajit_kir_kernel *k = &p->kernels.data[readers[r]];
    k->value = cajit_kir_value_inline(p, k->value, old, row);
    if (!k->value) return cajit_kir_program_error(p);
  }
  cajit_kir_kernel *g = &p->kernels.data[gi];
  g->out = view;
  g->joined = g->row_first = true;
  p->buffers.data[old].dead = true;
  return NULL;
}

/* ---- the rewrite --------------------------------------------------------
 */

typedef struct added {
  int32_t init, partial, combine; /* new kernels' indices */
} added;

/* The three kernels replacing column sum r (see the top of the file),
 * appended to the program. The unit's space is [rows, cols] (n row dims,
 * rows[n - 1] cut into `blocks` blocks); the partials are [rows[0..n-2],
 * blocks, cols]. */
static cajit_status split_sum(cajit_kir_program *p, int32_t ri, int32_t n,
                              const cajit_expr *const *rows,
                              const cajit_expr *blocks, added *a) {
  cajit_expr_ctx *x = p->exprs;
  const cajit_kir_kernel r = p->kernels.data[ri]; /* the vector may move */
  const cajit_kir_buffer *ro = cajit_kir_buffer_get(p, r.out);
  /* The column is out dim cd, the last: [d], or [1, ..., 1, d] (keepdim,
   * the others 0). */
  int32_t cd = ro->ndim - 1, ond = ro->ndim, nd = n + 1;
  const cajit_expr *cols = ro->shape[cd];
  const cajit_expr *b = cajit_expr_int(x, CAJIT_SCHED_ROW_BLOCK),
                   *zero = cajit_expr_int(x, 0);
  const cajit_expr *i[MAX_ROWS + 1], *rr[MAX_ROWS];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, nd, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, n, rr));
  if (!b || !zero) return oom();
  const cajit_expr *shape[MAX_ROWS + 1], *space[MAX_ROWS + 1];
  for (int32_t k = 0; k < n; k++) {
    shape[k] = k == n - 1 ? blocks : rows[k];
    space[k] = rows[k];
  }
  shape[n] = space[n] = cols;
  int32_t part;
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               r.acc_dtype, nd, shape, &part));
  char name[160];
  snprintf(name, sizeof name, "%s (zero the block partials)", r.name);
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(
      p, name, part, cajit_kir_const_float(p, r.acc_dtype, 0.0), &a->init));
  /* v(_i<cd> := column, the other _i := 0, _rk := row index k) over the
   * unit's [rows, column]. */
  int32_t syms[2 * MAX_ROWS + 1];
  const cajit_expr *repl[2 * MAX_ROWS + 1];
  for (int32_t k = 0; k < ond; k++) {
    syms[k] = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_OUTER, k);
    repl[k] = k == cd ? i[n] : zero;
  }
  for (int32_t k = 0; k < n; k++) {
    syms[ond + k] = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_REDUCE, k);
    repl[ond + k] = i[k];
  }
  const cajit_kir_value *v =
      cajit_kir_value_subst(p, r.value, ond + n, syms, repl);
  const cajit_expr *at[MAX_ROWS + 1];
  for (int32_t k = 0; k < nd; k++)
    at[k] = k == n - 1 ? cajit_expr_floordiv(x, i[k], b) : i[k];
  if (!at[n - 1]) return oom();
  snprintf(name, sizeof name, "%s (block partials)", r.name);
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_scatter(
      p, name, CAJIT_KIR_REDUCE_SUM, r.acc_dtype, nd, space,
      cajit_kir_load(p, part, at), v, NULL, &a->partial));
  const cajit_expr *back[MAX_ROWS + 1];
  for (int32_t k = 0; k < n; k++)
    back[k] = rr[k];
  back[n] = i[cd];
  snprintf(name, sizeof name, "%s (sum of the blocks)", r.name);
  return cajit_kir_add_reduction(p, name, r.out, CAJIT_KIR_REDUCE_SUM,
                                 r.acc_dtype, n, shape,
                                 cajit_kir_load(p, part, back), &a->combine);
}

/* Puts the kernels in the order `order` (n indices into p->kernels, each
 * once; the others are dropped), renumbering them and the host results
 * that name their kernel. */
static cajit_status reorder(cajit_kir_program *p, const int32_t *order,
                            size_t n) {
  size_t nk = p->kernels.len;
  cajit_kir_kernel *old = cajit_malloc(nk * sizeof *old);
  int32_t *where = cajit_malloc(nk * sizeof *where);
  if (!old || !where) {
    cajit_free(old);
    cajit_free(where);
    return oom();
  }
  memcpy(old, p->kernels.data, nk * sizeof *old);
  for (size_t i = 0; i < nk; i++)
    where[i] = -1;
  for (size_t i = 0; i < n; i++) {
    p->kernels.data[i] = old[order[i]];
    p->kernels.data[i].id = (int32_t)i;
    where[order[i]] = (int32_t)i;
  }
  p->kernels.len = n;
  for (size_t x = 0; x < p->buffers.len; x++) {
    cajit_kir_buffer *buf = &p->buffers.data[x];
    if (buf->kind == CAJIT_KIR_BUFFER_HOST_RESULT)
      buf->host_kernel = where[buf->host_kernel];
  }
  cajit_free(old);
  cajit_free(where);
  return NULL;
}

/* Rewrites the unit [li, ci] with plan pl; *next is the index after it. */
static cajit_status rewrite(cajit_kir_program *p, int32_t li, int32_t ci,
                            const plan *pl, bool row_producers, int32_t *next) {
  cajit_expr_ctx *x = p->exprs;
  int32_t nrows = pl->nrows;
  const cajit_expr *rows[MAX_ROWS];
  memcpy(rows, cajit_kir_buffer_get(p, p->kernels.data[ci].out)->shape,
         (size_t)nrows * sizeof *rows);
  /* The last row dim is cut into blocks. */
  const cajit_expr *blocks = cajit_expr_floordiv(
      x,
      cajit_expr_add(x, rows[nrows - 1],
                     cajit_expr_int(x, CAJIT_SCHED_ROW_BLOCK - 1)),
      cajit_expr_int(x, CAJIT_SCHED_ROW_BLOCK));
  if (!blocks) return oom();
  int32_t gi = pl->first - 1;
  bool producer = row_producers && producer_ok(p, gi, li, ci, pl);
  if (producer) CAJIT_RETURN_IF_ERROR(scratch_rows(p, gi, li, ci, pl, blocks));
  added a[2 * MAX_BEFORE];
  for (int32_t s = 0; s < pl->nsums; s++)
    CAJIT_RETURN_IF_ERROR(
        split_sum(p, pl->sums[s], nrows, rows, blocks, &a[s]));
  size_t nk = p->kernels.len, n = 0;
  int32_t *order = cajit_malloc(nk * sizeof *order);
  if (!order) return oom();
  for (int32_t i = 0; i < (producer ? gi : pl->first); i++)
    order[n++] = i;
  for (int32_t s = 0; s < pl->nsums; s++)
    order[n++] = a[s].init;
  /* The lead and its sibling, the producer, the consumer. */
  for (int32_t i = li; i < ci; i++)
    order[n++] = i;
  if (producer) order[n++] = gi;
  order[n++] = ci;
  for (int32_t s = 0; s < pl->nsums; s++) {
    p->kernels.data[a[s].partial].joined = true;
    order[n++] = a[s].partial;
  }
  *next = (int32_t)n;
  for (int32_t s = 0; s < pl->nsums; s++)
    order[n++] = a[s].combine;
  /* The grad accumulations are behind the unit again (early_hooks.c
   * counted it as two kernels moved ahead of: the lead with its sibling,
   * and the consumer, not joined then). */
  for (int32_t h = 0; h < pl->nhosts; h++) {
    cajit_kir_kernel *k = &p->kernels.data[pl->hosts[h]];
    k->moved_up = k->moved_up > 2 ? k->moved_up - 2 : 0;
    k->moved_past_inputs &= k->moved_up > 0;
    order[n++] = pl->hosts[h];
  }
  for (int32_t h = 0; h < pl->nafter; h++)
    order[n++] = pl->after[h];
  for (size_t i = (size_t)pl->last; i < nk - 3 * (size_t)pl->nsums; i++)
    order[n++] = (int32_t)i;
  cajit_status s = reorder(p, order, n);
  cajit_free(order);
  return s;
}

cajit_status cajit_sched_row_partials(cajit_kir_program *p, bool row_producers,
                                      int32_t *out_joined) {
  int32_t joined = 0;
  for (int32_t ci = 1; ci < (int32_t)p->kernels.len; ci++) {
    int32_t nrows = 0, li = unit_lead(p, ci, &nrows);
    plan pl;
    if (li < 0 || !plan_unit(p, li, ci, nrows, &pl)) continue;
    int32_t next = ci + 1;
    cajit_status s = rewrite(p, li, ci, &pl, row_producers, &next);
    if (s) return cajit_status_annotate(s, "row partials");
    joined += pl.nsums;
    ci = next - 1;
  }
  if (out_joined) *out_joined = joined;
  return cajit_expr_ctx_failed(p->exprs) ? oom() : NULL;
}
