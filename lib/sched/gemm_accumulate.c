/* GEMM accumulation (see sched.h): a pointwise kernel that only adds the
 * results of GEMMs, each read by it alone, at the element it writes, need
 * not run: the first GEMM (in program order) writes its output, the others
 * add into it (beta 1), and their own results go away.
 *
 * The model is a recurrent layer's weight grad: the graph computes one
 * [3h, h] product per timestep and sums them at the end, so all of them
 * were live at once (the medium bench GRU: 8 x 3 MiB of its 24.75 MiB of
 * intermediates; a sequence of 512 would hold 512). Eager autograd adds
 * each into the grad as it comes; so do the GEMMs now, and the sum's pass
 * over all of them is gone.
 *
 * The terms go into the running sum in the GEMMs' program order, where
 * the kernel added them in its tree's order: the same terms, possibly in
 * another order, and rounded another way (the BLAS adds each rounded
 * product to C; cajit's tiles start their accumulators from C). */
#include "sched/sched.h"
#include "sched/sched_internal.h"

#include <string.h>

#include "kir/kir.h"
#include "support/alloc.h"

/* The kernels and roots of one candidate. */
typedef struct sum_of_gemms {
  int32_t gemms[CAJIT_SCHED_MAX_SUMMED_GEMMS];
  int32_t roots[CAJIT_SCHED_MAX_SUMMED_GEMMS];
  int32_t n;
  bool ok;
} sum_of_gemms;

typedef struct leaf_ctx {
  sched_fuser *f;
  int32_t k;               /* the adding kernel */
  const cajit_expr *store; /* its store offset */
  const bool *used;        /* GEMMs already rewritten */
  sum_of_gemms *sum;
} leaf_ctx;

/* The one live kernel writing root r, or -1. */
static int32_t only_writer(const sched_fuser *f, int32_t r) {
  int32_t w = -1;
  const sched_ivec *ws = &f->writers_of[r];
  for (size_t i = 0; i < ws->len; i++) {
    int32_t k = ws->data[i];
    if (f->k[k].dead || !sched_ivec_has(&f->k[k].writes, r)) continue;
    if (w >= 0 && w != k) return -1;
    w = k;
  }
  return w;
}

/* Whether kernel k is the only live kernel reading root r, apart from
 * its writer g (a GEMM counts its C as read: beta may be nonzero). */
static bool only_reader(const sched_fuser *f, int32_t r, int32_t k, int32_t g) {
  const sched_ivec *rs = &f->readers_of[r];
  for (size_t i = 0; i < rs->len; i++) {
    int32_t j = rs->data[i];
    if (j != k && j != g && !f->k[j].dead && sched_ivec_has(&f->k[j].reads, r))
      return false;
  }
  return true;
}

/* A leaf of the sum: a load at the stored element of a root only one GEMM
 * (beta 0, its whole C) writes and only the sum reads. */
static bool add_leaf(leaf_ctx *c, const cajit_kir_value *v) {
  cajit_kir_program *p = c->f->p;
  const cajit_kir_kernel *k = &p->kernels.data[c->k];
  const cajit_kir_buffer *ob = cajit_kir_buffer_get(p, k->out);
  if (v->op != CAJIT_KIR_LOAD || v->dtype != ob->dtype ||
      c->sum->n == CAJIT_SCHED_MAX_SUMMED_GEMMS)
    return false;
  int32_t root;
  const cajit_expr *off;
  cajit_status s = cajit_kir_buffer_address(p, v->u.load.buffer,
                                            v->u.load.index, &root, &off);
  if (s) {
    cajit_status_free(s);
    return false;
  }
  const cajit_kir_buffer *rb = cajit_kir_buffer_get(p, root);
  int32_t g = off == c->store ? only_writer(c->f, root) : -1;
  if (g < 0 || c->used[g] || rb->kind != CAJIT_KIR_BUFFER_INTERMEDIATE ||
      rb->ndim != ob->ndim || !only_reader(c->f, root, c->k, g))
    return false;
  for (int32_t d = 0; d < ob->ndim; d++)
    if (rb->shape[d] != ob->shape[d]) return false;
  const cajit_kir_kernel *gk = &p->kernels.data[g];
  double beta;
  if (gk->kind != CAJIT_KIR_GEMM || gk->c != root ||
      !cajit_expr_as_float(gk->beta, &beta) || beta != 0)
    return false;
  for (int32_t i = 0; i < c->sum->n; i++)
    if (c->sum->roots[i] == root) return false;
  c->sum->gemms[c->sum->n] = g;
  c->sum->roots[c->sum->n++] = root;
  return true;
}

/* Whether v is a tree of ADDs over such leaves. */
static bool sum_tree(leaf_ctx *c, const cajit_kir_value *v) {
  if (v->op == CAJIT_KIR_ADD)
    return sum_tree(c, v->args[0]) && sum_tree(c, v->args[1]);
  return add_leaf(c, v);
}

/* The GEMMs kernel k sums (sum->ok false when it is not such a kernel). */
static cajit_status find_sum(sched_fuser *f, int32_t k, const bool *used,
                             sum_of_gemms *sum) {
  cajit_kir_program *p = f->p;
  const cajit_kir_kernel *kk = &p->kernels.data[k];
  memset(sum, 0, sizeof *sum);
  if (kk->kind != CAJIT_KIR_POINTWISE || f->k[k].dead || kk->keep ||
      kk->value->op != CAJIT_KIR_ADD)
    return NULL;
  int32_t o = kk->out;
  const cajit_kir_buffer *ob = cajit_kir_buffer_get(p, o);
  if (ob->root != o ||
      (ob->kind != CAJIT_KIR_BUFFER_INTERMEDIATE &&
       ob->kind != CAJIT_KIR_BUFFER_OUTPUT) ||
      (ob->dtype != CAJIT_DTYPE_F32 && ob->dtype != CAJIT_DTYPE_F64) ||
      only_writer(f, o) != k)
    return NULL;
  const cajit_expr *idx[ob->ndim > 0 ? ob->ndim : 1];
  const cajit_expr *store;
  int32_t root;
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, ob->ndim, idx));
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_address(p, o, idx, &root, &store));
  leaf_ctx c = {f, k, store, used, sum};
  sum->ok = sum_tree(&c, kk->value);
  return NULL;
}

/* The GEMMs write kernel k's output in program order, the first with its
 * beta 0, the others adding (beta 1); k and their own results go away. */
static cajit_status rewrite(sched_fuser *f, int32_t k, sum_of_gemms *sum,
                            bool *used) {
  cajit_kir_program *p = f->p;
  int32_t o = p->kernels.data[k].out;
  int32_t first = sum->gemms[0];
  for (int32_t i = 1; i < sum->n; i++)
    if (sum->gemms[i] < first) first = sum->gemms[i];
  const cajit_expr *one = cajit_expr_float(p->exprs, 1.0);
  if (!one) return cajit_kir_oom("accumulating GEMMs");
  for (int32_t i = 0; i < sum->n; i++) {
    int32_t g = sum->gemms[i];
    cajit_kir_kernel *gk = &p->kernels.data[g];
    gk->c = o;
    if (g != first) gk->beta = one;
    used[g] = true;
    sched_ivec *w = &f->k[g].writes;
    for (size_t x = 0; x < w->len; x++)
      if (w->data[x] == sum->roots[i]) w->data[x] = w->data[--w->len];
    if (!sched_ivec_add(w, o) ||
        (g != first && !sched_ivec_add(&f->k[g].reads, o)))
      return cajit_kir_oom("accumulating GEMMs");
    p->buffers.data[sum->roots[i]].dead = true;
  }
  f->k[k].dead = true;
  return NULL;
}

cajit_status cajit_sched_gemm_accumulate(cajit_kir_program *p,
                                         int32_t *out_count) {
  sched_fuser f;
  int32_t count = 0;
  cajit_status s = sched_fuser_init(&f, p);
  bool *used = s ? NULL : cajit_calloc(p->kernels.len + 1, sizeof(bool));
  if (!s && !used) s = cajit_kir_oom("accumulating GEMMs");
  for (size_t k = 0; k < p->kernels.len && !s; k++) {
    sum_of_gemms sum;
    s = find_sum(&f, (int32_t)k, used, &sum);
    if (s || !sum.ok || sum.n < 2) continue;
    s = rewrite(&f, (int32_t)k, &sum, used);
    count += !s;
  }
  if (!s) s = sched_compact(&f);
  cajit_free(used);
  sched_fuser_free(&f);
  if (out_count) *out_count = s ? 0 : count;
  return s ? cajit_status_annotate(s, "GEMM accumulation") : NULL;
}
