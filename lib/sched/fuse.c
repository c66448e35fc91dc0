/* Fusion: inlining pointwise producers into their consumers (sched.h).
 *
 * One forward pass over the kernels in program order. A POINTWISE kernel P
 * writing an INTERMEDIATE root R (the only kernel writing R) is inlined
 * into every kernel that reads R when all of these hold:
 *  - every reader is a POINTWISE, REDUCTION, SCATTER or SCAN kernel (GEMM,
 *    HOST and EXTERN kernels read memory: R must stay) and reads R only
 *    through ordinary loads of R or of INDEX-mapped views of it (a gather
 *    cannot be inlined, kir.h; a LINEAR view has no root indices);
 *  - P holds no gather (its bound checks would move into readers that may
 *    read only part of R, and an out-of-range index must still fail);
 *  - nothing between P and a reader (nor the reader itself) writes a
 *    buffer P reads, so the reader sees the values P saw;
 *  - the work is not duplicated, or P is cheap: with one read site that
 *    covers every loop of its reader (each element of R computed once) any
 *    P is inlined; with several sites, or a site that leaves a loop out (a
 *    broadcast, or a reduction loop P does not depend on), P is inlined only
 *    when it is cheap (few ops, none transcendental) and reloading its
 *    streaming inputs at every site moves no more memory than writing and
 *    rereading R (worth_inlining).
 * A kernel marked `keep` by its lowering is never inlined.
 * Since consumers come after producers and P's value already holds what
 * was inlined into it, chains fuse transitively. Inlined kernels are
 * deleted (the others keep their order, renumbered) and their buffers
 * marked dead. */
#include "sched/sched.h"
#include "sched/sched_internal.h"

#include <stdlib.h>
#include <string.h>

#include "cajit/runtime.h"

#include "kir/kir.h"
#include "support/alloc.h"
#include "support/ptrmap.h"
#include "support/vec.h"

typedef sched_ivec ivec;
typedef sched_kinfo kinfo;
typedef sched_fuser fuser;

/* A producer with more ops than this, or any transcendental op, is too
 * expensive to compute more than once per element. */
enum { CHEAP_OPS = 12 };

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "fusion: out of memory");
}

bool sched_ivec_has(const ivec *v, int32_t x) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == x) return true;
  return false;
}

bool sched_ivec_meet(const ivec *x, const ivec *y) {
  for (size_t i = 0; i < x->len; i++)
    if (sched_ivec_has(y, x->data[i])) return true;
  return false;
}

bool sched_ivec_add(ivec *v, int32_t x) {
  return sched_ivec_has(v, x) || CAJIT_VEC_PUSH(v, x);
}

int32_t sched_root_of(const cajit_kir_program *p, int32_t buffer) {
  return cajit_kir_buffer_get(p, buffer)->root;
}

/* ---- what a kernel reads and whether it can fail -------------------------
 */

typedef struct reads_ctx {
  const cajit_kir_program *p;
  ivec *out;
  bool gathers;
} reads_ctx;

static bool add_read(const cajit_kir_value *v, void *user) {
  reads_ctx *r = user;
  if (v->op != CAJIT_KIR_LOAD && v->op != CAJIT_KIR_LOAD_INDIRECT) return true;
  r->gathers |= v->op == CAJIT_KIR_LOAD_INDIRECT;
  return sched_ivec_add(r->out, sched_root_of(r->p, v->u.load.buffer));
}

/* The values a kernel evaluates (up to 3). */
static int32_t kernel_values(const cajit_kir_kernel *k,
                             const cajit_kir_value **out) {
  int32_t n = 0;
  switch (k->kind) {
  case CAJIT_KIR_POINTWISE:
  case CAJIT_KIR_REDUCTION:
  case CAJIT_KIR_SCAN: out[n++] = k->value; break;
  case CAJIT_KIR_SCATTER:
    out[n++] = k->value;
    out[n++] = k->target;
    if (k->mask) out[n++] = k->mask;
    break;
  default: break;
  }
  return n;
}

bool sched_kernel_reads(const cajit_kir_program *p, const cajit_kir_kernel *k,
                        ivec *roots, bool *gathers) {
  const cajit_kir_value *vals[3];
  int32_t n = kernel_values(k, vals);
  cajit_ptrmap seen = {0};
  reads_ctx r = {p, roots, false};
  bool oom_flag = false, good = true;
  for (int32_t i = 0; i < n && good; i++)
    good = cajit_kir_walk(vals[i], &seen, add_read, &r, &oom_flag);
  cajit_ptrmap_free(&seen);
  if (gathers) *gathers = r.gathers;
  return good;
}

static bool add_buffers(const cajit_kir_program *p, ivec *out,
                        const int32_t *ids, int32_t n, const bool *only) {
  for (int32_t i = 0; i < n; i++)
    if (ids[i] >= 0 && (!only || only[i]) &&
        !sched_ivec_add(out, sched_root_of(p, ids[i])))
      return false;
  return true;
}

static bool continue_unless_fallible(const cajit_kir_value *v, void *user) {
  (void)user;
  return v->op != CAJIT_KIR_LOAD_INDIRECT && v->op != CAJIT_KIR_CHECK;
}

bool sched_kernel_can_fail(const cajit_kir_kernel *k, cajit_ptrmap *seen,
                           bool *oom) {
  if (*oom) return false;
  return !cajit_kir_walk(k->value, seen, continue_unless_fallible, NULL, oom) &&
         !*oom;
}

bool sched_kernel_info_got(const cajit_kir_program *p,
                           const cajit_kir_kernel *k, sched_kinfo *ki) {
  cajit_status s = sched_kernel_info(p, k, ki);
  bool got = s == NULL;
  cajit_status_free(s);
  return got;
}

cajit_status sched_kernel_info(const cajit_kir_program *p,
                               const cajit_kir_kernel *k, sched_kinfo *ki) {
  bool good = sched_kernel_reads(p, k, &ki->reads, &ki->gathers);
  switch (k->kind) {
  case CAJIT_KIR_POINTWISE:
  case CAJIT_KIR_REDUCTION:
  case CAJIT_KIR_SCAN:
  case CAJIT_KIR_SCATTER:
    good = good && sched_ivec_add(&ki->writes, sched_root_of(p, k->out));
    break;
  case CAJIT_KIR_GEMM: {
    int32_t ab[3] = {k->a, k->b, k->c};
    good = good && add_buffers(p, &ki->reads, ab, 3, NULL) &&
           sched_ivec_add(&ki->writes, sched_root_of(p, k->c));
    break;
  }
  case CAJIT_KIR_EXTERN:
    good = good &&
           add_buffers(p, &ki->reads, k->ext->args, k->ext->arg_count, NULL) &&
           add_buffers(p, &ki->writes, k->ext->args, k->ext->arg_count,
                       k->ext->writes);
    break;
  case CAJIT_KIR_HOST:
    /* A hook (or a fallback op, a custom backward) may mutate what it is
     * given: count its arguments as written, so no producer reading them
     * moves across it. accumulate_grad only reads them (it writes the
     * parameter's .grad, which is not a buffer of the program). */
    good = good &&
           add_buffers(p, &ki->reads, k->host->args, k->host->arg_count, NULL);
    if (k->host->kind != CAJIT_HOST_ACCUMULATE_GRAD)
      good = good && add_buffers(p, &ki->writes, k->host->args,
                                 k->host->arg_count, NULL);
    break;
  }
  return good ? NULL : oom();
}

/* ---- the producer --------------------------------------------------------
 */

typedef struct cost_ctx {
  cajit_kir_program *p;
  int32_t loop_count; /* the producer's loop symbols of extent != 1 */
  const int32_t *loops;
  int32_t ops;
  int32_t full_loads; /* loads that touch a new element per iteration */
  bool expensive, gathers;
  cajit_status err;
} cost_ctx;

static bool is_transcendental(cajit_kir_op op) {
  switch (op) {
  case CAJIT_KIR_EXP:
  case CAJIT_KIR_LOG:
  case CAJIT_KIR_LOG1P:
  case CAJIT_KIR_EXPM1:
  case CAJIT_KIR_TANH:
  case CAJIT_KIR_SIGMOID:
  case CAJIT_KIR_ERF:
  case CAJIT_KIR_SIN:
  case CAJIT_KIR_COS:
  case CAJIT_KIR_POW: return true;
  default: return false;
  }
}

typedef struct used_ctx {
  int32_t n;
  const int32_t *syms;
  bool *used;
} used_ctx;

static void mark_used(int32_t sym, void *user) {
  used_ctx *u = user;
  for (int32_t k = 0; k < u->n; k++)
    if (u->syms[k] == sym) u->used[k] = true;
}

/* True if every one of loops[0..n) occurs in one of e[0..m). */
static bool uses_all(int32_t n, const int32_t *loops, int32_t m,
                     const cajit_expr *const *e) {
  bool used[n > 0 ? n : 1];
  memset(used, 0, sizeof used);
  used_ctx u = {n, loops, used};
  for (int32_t k = 0; k < m; k++)
    cajit_expr_visit_symbols(e[k], mark_used, &u);
  for (int32_t k = 0; k < n; k++)
    if (!used[k]) return false;
  return true;
}

static bool add_cost(const cajit_kir_value *v, void *user) {
  cost_ctx *c = user;
  if (v->op == CAJIT_KIR_CONST) return true;
  c->ops++;
  c->expensive |= is_transcendental(v->op);
  c->gathers |= v->op == CAJIT_KIR_LOAD_INDIRECT;
  if (v->op != CAJIT_KIR_LOAD) return true;
  /* A load whose address depends on every loop streams memory; one that
   * leaves a loop out (a broadcast row, a scalar) stays in cache. */
  int32_t root;
  const cajit_expr *off;
  c->err = cajit_kir_buffer_address(c->p, v->u.load.buffer, v->u.load.index,
                                    &root, &off);
  if (c->err) return false;
  if (uses_all(c->loop_count, c->loops, 1, &off)) c->full_loads++;
  return true;
}

static cajit_status loop_symbols(cajit_kir_program *p,
                                 const cajit_kir_kernel *k, int32_t *out,
                                 int32_t *out_n);

static cajit_status producer_cost(cajit_kir_program *p,
                                  const cajit_kir_kernel *k, cost_ctx *c) {
  int32_t loops[cajit_kir_buffer_get(p, k->out)->ndim + 1];
  *c = (cost_ctx){.p = p, .loops = loops};
  CAJIT_RETURN_IF_ERROR(loop_symbols(p, k, loops, &c->loop_count));
  cajit_ptrmap seen = {0};
  bool oom_flag = false;
  cajit_kir_walk(k->value, &seen, add_cost, c, &oom_flag);
  cajit_ptrmap_free(&seen);
  c->loops = NULL;
  if (c->err) return c->err;
  return oom_flag ? oom() : NULL;
}

/* Whether inlining a producer of this cost at `sites` read sites (one of
 * which may repeat it across a loop: duplicates) beats keeping its buffer.
 * Compute: a duplicated producer must be cheap. Memory: each site reloads
 * the producer's L streaming inputs, where the buffer costs one write and
 * one read per site: inline when sites * L <= L + 1 + sites, i.e.
 * (sites - 1) * (L - 1) <= 2. */
static bool worth_inlining(const cost_ctx *c, int32_t sites, bool duplicates) {
  if (sites <= 1 && !duplicates) return true;
  if (c->expensive || c->ops > CHEAP_OPS) return false;
  return (int64_t)(sites - 1) * (c->full_loads - 1) <= 2;
}

/* ---- the readers ---------------------------------------------------------
 */

/* How a reader reads the producer's root. */
typedef struct sites_ctx {
  cajit_kir_program *p;
  int32_t root;
  int32_t loop_count; /* the reader's loop symbols of extent != 1 */
  const int32_t *loops;
  int32_t sites;
  bool duplicates; /* a site leaves one of the loops out */
  bool barrier;    /* a site cannot be inlined */
  cajit_status err;
} sites_ctx;

static bool visit_site(const cajit_kir_value *v, void *user) {
  sites_ctx *s = user;
  if (v->op != CAJIT_KIR_LOAD && v->op != CAJIT_KIR_LOAD_INDIRECT) return true;
  const cajit_kir_buffer *b = cajit_kir_buffer_get(s->p, v->u.load.buffer);
  if (b->root != s->root) return true;
  if (v->op == CAJIT_KIR_LOAD_INDIRECT ||
      (b->kind == CAJIT_KIR_BUFFER_VIEW &&
       b->map_kind == CAJIT_KIR_MAP_LINEAR)) {
    s->barrier = true;
    return false;
  }
  s->sites++;
  const cajit_kir_buffer *r = cajit_kir_buffer_get(s->p, s->root);
  int32_t rn = r->ndim;
  const cajit_expr *ri[rn > 0 ? rn : 1];
  int32_t root;
  s->err = cajit_kir_buffer_root_index(s->p, v->u.load.buffer, v->u.load.index,
                                       &root, ri);
  if (s->err) return false;
  if (!uses_all(s->loop_count, s->loops, rn, ri)) s->duplicates = true;
  return true;
}

static bool is_one(const cajit_expr *e) {
  int64_t v;
  return cajit_expr_as_int(e, &v) && v == 1;
}

/* The loop symbols of k whose extent is not 1 (at most ndim + red_ndim). */
static cajit_status loop_symbols(cajit_kir_program *p,
                                 const cajit_kir_kernel *k, int32_t *out,
                                 int32_t *out_n) {
  int32_t n = 0, outer;
  const cajit_expr *const *extents;
  if (k->kind == CAJIT_KIR_SCATTER) {
    outer = k->space_ndim;
    extents = k->space;
  } else {
    const cajit_kir_buffer *b = cajit_kir_buffer_get(p, k->out);
    outer = b->ndim;
    extents = b->shape;
  }
  int32_t red = k->kind == CAJIT_KIR_REDUCTION ? k->red_ndim : 0;
  const cajit_expr *sym[(outer > red ? outer : red) + 1];
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, outer, sym));
  for (int32_t d = 0; d < outer; d++)
    if (!is_one(extents[d])) out[n++] = cajit_expr_symbol_index(sym[d]);
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, red, sym));
  for (int32_t d = 0; d < red; d++)
    if (!is_one(k->red_extents[d])) out[n++] = cajit_expr_symbol_index(sym[d]);
  *out_n = n;
  return NULL;
}

static cajit_status reader_sites(fuser *f, int32_t j, int32_t root,
                                 sites_ctx *s) {
  const cajit_kir_kernel *k = &f->p->kernels.data[j];
  int32_t cap = 1;
  if (k->kind == CAJIT_KIR_SCATTER)
    cap += k->space_ndim;
  else
    cap += cajit_kir_buffer_get(f->p, k->out)->ndim + k->red_ndim;
  int32_t loops[cap];
  int32_t nloops = 0;
  CAJIT_RETURN_IF_ERROR(loop_symbols(f->p, k, loops, &nloops));
  *s = (sites_ctx){
      .p = f->p, .root = root, .loop_count = nloops, .loops = loops};
  const cajit_kir_value *vals[3];
  int32_t n = kernel_values(k, vals);
  cajit_ptrmap seen = {0};
  bool oom_flag = false;
  for (int32_t i = 0; i < n; i++)
    if (!cajit_kir_walk(vals[i], &seen, visit_site, s, &oom_flag)) break;
  f->st.work += (int64_t)seen.len;
  cajit_ptrmap_free(&seen);
  s->loops = NULL;
  if (s->err) return s->err;
  return oom_flag ? oom() : NULL;
}

static bool reader_kind_ok(cajit_kir_kernel_kind kind) {
  return kind == CAJIT_KIR_POINTWISE || kind == CAJIT_KIR_REDUCTION ||
         kind == CAJIT_KIR_SCATTER || kind == CAJIT_KIR_SCAN;
}

/* Whether a live kernel in (i, j] writes root r. */
static bool written_between(const fuser *f, int32_t r, int32_t i, int32_t j) {
  const ivec *w = &f->writers_of[r];
  for (size_t x = 0; x < w->len; x++) {
    int32_t m = w->data[x];
    if (m > i && m <= j && !f->k[m].dead) return true;
  }
  return false;
}

/* True if no kernel in (i, j] writes a root that kernel i reads. */
static bool inputs_stable(const fuser *f, int32_t i, int32_t j) {
  const ivec *reads = &f->k[i].reads;
  for (size_t r = 0; r < reads->len; r++)
    if (written_between(f, reads->data[r], i, j)) return false;
  return true;
}

static int cmp_i32(const void *a, const void *b) {
  int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
  return (x > y) - (x < y);
}

/* The live kernels after i that read root, in program order, into
 * out[0..*n) (at most kernels.len). */
static void readers_after(fuser *f, int32_t i, int32_t root, int32_t *out,
                          int32_t *n) {
  const ivec *rd = &f->readers_of[root];
  *n = 0;
  f->st.work += (int64_t)rd->len;
  for (size_t x = 0; x < rd->len; x++) {
    int32_t j = rd->data[x];
    if (j > i && !f->k[j].dead && sched_ivec_has(&f->k[j].reads, root))
      out[(*n)++] = j;
  }
  qsort(out, (size_t)*n, sizeof *out, cmp_i32);
  int32_t w = 0;
  for (int32_t x = 0; x < *n; x++)
    if (w == 0 || out[w - 1] != out[x]) out[w++] = out[x];
  *n = w;
}

static bool count_node(const cajit_kir_value *v, void *user) {
  (void)v;
  ++*(int32_t *)user;
  return true;
}

/* The value nodes of kernel j (every value it evaluates, a DAG). */
static cajit_status kernel_size(fuser *f, int32_t j, int32_t *out) {
  if (f->size[j] < 0) {
    const cajit_kir_value *vals[3];
    int32_t n = kernel_values(&f->p->kernels.data[j], vals), count = 0;
    cajit_ptrmap seen = {0};
    bool oom_flag = false;
    for (int32_t x = 0; x < n; x++)
      cajit_kir_walk(vals[x], &seen, count_node, &count, &oom_flag);
    f->st.work += (int64_t)seen.len;
    cajit_ptrmap_free(&seen);
    if (oom_flag) return oom();
    f->size[j] = count;
  }
  *out = f->size[j];
  return NULL;
}

/* ---- one producer --------------------------------------------------------
 */

static cajit_status inline_into(fuser *f, int32_t i, int32_t j, int32_t root) {
  cajit_kir_program *p = f->p;
  cajit_kir_kernel *k = &p->kernels.data[j];
  const cajit_kir_value *prod = p->kernels.data[i].value;
  const cajit_kir_value **slots[3] = {&k->value, NULL, NULL};
  if (k->kind == CAJIT_KIR_SCATTER) {
    slots[1] = &k->target;
    slots[2] = &k->mask;
  }
  for (int32_t s = 0; s < 3; s++) {
    if (!slots[s] || !*slots[s]) continue;
    const cajit_kir_value *v = cajit_kir_value_inline(p, *slots[s], root, prod);
    if (!v) return cajit_kir_program_error(p);
    *slots[s] = v;
  }
  /* The reader now reads what the producer read instead of root. */
  ivec *r = &f->k[j].reads;
  for (size_t x = 0; x < r->len; x++)
    if (r->data[x] == root) r->data[x] = r->data[--r->len];
  for (size_t x = 0; x < f->k[i].reads.len; x++) {
    int32_t pr = f->k[i].reads.data[x];
    if (sched_ivec_has(r, pr)) continue;
    if (!CAJIT_VEC_PUSH(r, pr) || !CAJIT_VEC_PUSH(&f->readers_of[pr], j))
      return oom();
  }
  f->k[j].gathers |= f->k[i].gathers;
  return NULL;
}

/* Whether kernel i can be inlined into all its readers, listed in
 * readers[0..*n) (at most kernels.len) with the value nodes each would
 * have after it in sizes[0..*n) (a bound: the producer counted whole at
 * every site). */
static cajit_status plan(fuser *f, int32_t i, int32_t *readers, int32_t *sizes,
                         int32_t *n, bool *out_ok) {
  cajit_kir_program *p = f->p;
  const cajit_kir_kernel *k = &p->kernels.data[i];
  *out_ok = false;
  *n = 0;
  const cajit_kir_buffer *out = cajit_kir_buffer_get(p, k->out);
  if (k->kind != CAJIT_KIR_POINTWISE || k->keep ||
      out->kind != CAJIT_KIR_BUFFER_INTERMEDIATE || f->writers[out->id] != 1)
    return NULL;
  int32_t root = out->id;
  if (f->k[i].gathers) return NULL;
  int32_t sites = 0, count, psize;
  bool duplicates = false, too_big = false;
  readers_after(f, i, root, readers, &count);
  CAJIT_RETURN_IF_ERROR(kernel_size(f, i, &psize));
  for (int32_t x = 0; x < count; x++) {
    int32_t j = readers[x], jsize;
    if (!reader_kind_ok(p->kernels.data[j].kind) || !inputs_stable(f, i, j)) {
      f->st.kept_barrier++;
      return NULL;
    }
    sites_ctx s;
    CAJIT_RETURN_IF_ERROR(reader_sites(f, j, root, &s));
    if (s.barrier) {
      f->st.kept_barrier++;
      return NULL;
    }
    CAJIT_RETURN_IF_ERROR(kernel_size(f, j, &jsize));
    int64_t grown = (int64_t)jsize + (int64_t)s.sites * psize;
    too_big |= grown > CAJIT_SCHED_MAX_FUSED_NODES;
    sizes[x] = (int32_t)(grown < INT32_MAX ? grown : INT32_MAX);
    sites += s.sites;
    duplicates |= s.duplicates;
  }
  *n = count;
  if (*n == 0) return NULL; /* unread: not ours to delete */
  if (too_big) {
    f->st.kept_size++;
    return NULL;
  }
  if (sites > 1 || duplicates) {
    cost_ctx cost;
    CAJIT_RETURN_IF_ERROR(producer_cost(p, k, &cost));
    f->st.work += cost.ops;
    if (!worth_inlining(&cost, sites, duplicates)) {
      f->st.kept_cost++;
      return NULL;
    }
  }
  *out_ok = true;
  return NULL;
}

/* ---- identity copies -----------------------------------------------------
 *
 * A pointwise kernel that copies a root X element for element into a root
 * R of the same dtype, shape and strides (a clone of what is already
 * contiguous) makes R a second copy of X's memory. When nothing writes X
 * afterwards, every reader can read X instead, whatever it is: views of R
 * are rebased onto X (their maps and strided forms are relative to the
 * root's layout, which is the same), GEMM, host and extern arguments are
 * renamed, loads of R become loads of X. The copy and R go away. */

int32_t sched_copy_source(const cajit_kir_program *p,
                          const cajit_kir_kernel *k) {
  if (k->kind != CAJIT_KIR_POINTWISE || k->value->op != CAJIT_KIR_LOAD)
    return -1;
  const cajit_kir_value *v = k->value;
  const cajit_kir_buffer *out = cajit_kir_buffer_get(p, k->out),
                         *src = cajit_kir_buffer_get(p, v->u.load.buffer);
  if (src->dtype != out->dtype || src->ndim != out->ndim || !src->strides ||
      !out->strides)
    return -1;
  for (int32_t d = 0; d < out->ndim; d++) {
    const cajit_expr *idx = v->u.load.index[d];
    if (src->shape[d] != out->shape[d] ||
        cajit_expr_kind_of(idx) != CAJIT_EXPR_SYMBOL ||
        cajit_kir_index_position(p, CAJIT_KIR_INDEX_OUTER,
                                 cajit_expr_symbol_index(idx)) != d)
      return -1;
  }
  return src->id;
}

/* X if kernel k is such a copy out of root X, else -1. */
static int32_t copied_root(const cajit_kir_program *p,
                           const cajit_kir_kernel *k) {
  int32_t src = sched_copy_source(p, k);
  if (src < 0) return -1;
  const cajit_kir_buffer *r = cajit_kir_buffer_get(p, k->out),
                         *x = cajit_kir_buffer_get(p, src);
  if (r->kind != CAJIT_KIR_BUFFER_INTERMEDIATE ||
      x->kind == CAJIT_KIR_BUFFER_VIEW || x->id == r->id)
    return -1;
  for (int32_t d = 0; d < r->ndim; d++)
    if (x->strides[d] != r->strides[d]) return -1;
  return x->id;
}

typedef struct gather_ctx {
  int32_t root;
  bool found;
} gather_ctx;

static bool find_direct_gather(const cajit_kir_value *v, void *user) {
  gather_ctx *g = user;
  if (v->op == CAJIT_KIR_LOAD_INDIRECT && v->u.load.buffer == g->root)
    g->found = true;
  return !g->found;
}

/* Whether kernel i (a copy of x into r) can be removed. */
static cajit_status alias_ok(fuser *f, int32_t i, int32_t x, int32_t r,
                             bool *out_ok) {
  *out_ok = false;
  if (f->writers[r] != 1) return NULL;
  if (written_between(f, x, i, (int32_t)f->p->kernels.len)) return NULL;
  int32_t count,
      *readers = cajit_malloc((f->p->kernels.len + 1) * sizeof *readers);
  if (!readers) return oom();
  readers_after(f, i, r, readers, &count);
  for (int32_t y = 0; y < count; y++) {
    int32_t j = readers[y];
    /* An indirect load names its buffer: a direct gather of r stays. */
    const cajit_kir_value *vals[3];
    int32_t n = kernel_values(&f->p->kernels.data[j], vals);
    cajit_ptrmap seen = {0};
    gather_ctx g = {r, false};
    bool oom_flag = false;
    for (int32_t k = 0; k < n && !g.found; k++)
      cajit_kir_walk(vals[k], &seen, find_direct_gather, &g, &oom_flag);
    f->st.work += (int64_t)seen.len;
    cajit_ptrmap_free(&seen);
    if (oom_flag || g.found) {
      cajit_free(readers);
      return oom_flag ? oom() : NULL;
    }
  }
  cajit_free(readers);
  *out_ok = true;
  return NULL;
}

static void rename_ids(int32_t *ids, int32_t n, int32_t from, int32_t to) {
  for (int32_t k = 0; k < n; k++)
    if (ids[k] == from) ids[k] = to;
}

/* Makes kernel j read x where it read r (views already rebased). */
static cajit_status reread(fuser *f, int32_t i, int32_t j, int32_t r,
                           int32_t x) {
  cajit_kir_kernel *k = &f->p->kernels.data[j];
  switch (k->kind) {
  case CAJIT_KIR_GEMM:
    if (k->a == r) k->a = x;
    if (k->b == r) k->b = x;
    break;
  case CAJIT_KIR_HOST:
    rename_ids(k->host->args, k->host->arg_count, r, x);
    break;
  case CAJIT_KIR_EXTERN:
    rename_ids(k->ext->args, k->ext->arg_count, r, x);
    break;
  default: return inline_into(f, i, j, r);
  }
  ivec *rd = &f->k[j].reads;
  for (size_t y = 0; y < rd->len; y++)
    if (rd->data[y] == r) rd->data[y] = rd->data[--rd->len];
  if (sched_ivec_has(rd, x)) return NULL;
  return CAJIT_VEC_PUSH(rd, x) && CAJIT_VEC_PUSH(&f->readers_of[x], j) ? NULL
                                                                       : oom();
}

static cajit_status alias_copy(fuser *f, int32_t i, bool *out_done) {
  cajit_kir_program *p = f->p;
  const cajit_kir_kernel *k = &p->kernels.data[i];
  *out_done = false;
  int32_t x = copied_root(p, k), r = k->out;
  if (x < 0) return NULL;
  bool go;
  CAJIT_RETURN_IF_ERROR(alias_ok(f, i, x, r, &go));
  if (!go) return NULL;
  ivec *views = &f->views_of[r];
  for (size_t v = 0; v < views->len; v++) {
    p->buffers.data[views->data[v]].root = x;
    if (!CAJIT_VEC_PUSH(&f->views_of[x], views->data[v])) return oom();
  }
  views->len = 0;
  int32_t count,
      *readers = cajit_malloc((p->kernels.len + 1) * sizeof *readers);
  if (!readers) return oom();
  readers_after(f, i, r, readers, &count);
  cajit_status s = NULL;
  for (int32_t y = 0; y < count && !s; y++)
    s = reread(f, i, readers[y], r, x);
  cajit_free(readers);
  CAJIT_RETURN_IF_ERROR(s);
  f->k[i].dead = true;
  p->buffers.data[r].dead = true;
  f->st.aliased++;
  *out_done = true;
  return NULL;
}

static cajit_status fuse_one(fuser *f, int32_t i, int32_t *readers,
                             int32_t *sizes) {
  int32_t n;
  bool go;
  CAJIT_RETURN_IF_ERROR(plan(f, i, readers, sizes, &n, &go));
  if (!go) return alias_copy(f, i, &go);
  int32_t root = f->p->kernels.data[i].out;
  for (int32_t r = 0; r < n; r++) {
    CAJIT_RETURN_IF_ERROR(inline_into(f, i, readers[r], root));
    f->size[readers[r]] = sizes[r];
  }
  f->k[i].dead = true;
  f->p->buffers.data[root].dead = true;
  f->st.inlined++;
  return NULL;
}

/* ---- the pass ------------------------------------------------------------
 */

cajit_status sched_compact(fuser *f) {
  cajit_kir_program *p = f->p;
  size_t nk = p->kernels.len, w = 0;
  int32_t *renum = cajit_malloc((nk ? nk : 1) * sizeof *renum);
  if (!renum) return oom();
  for (size_t i = 0; i < nk; i++) {
    renum[i] = f->k[i].dead ? -1 : (int32_t)w;
    if (f->k[i].dead) continue;
    p->kernels.data[w] = p->kernels.data[i];
    p->kernels.data[w].id = (int32_t)w;
    w++;
  }
  p->kernels.len = w;
  for (size_t b = 0; b < p->buffers.len; b++) {
    cajit_kir_buffer *buf = &p->buffers.data[b];
    if (buf->kind == CAJIT_KIR_BUFFER_HOST_RESULT)
      buf->host_kernel = renum[buf->host_kernel];
  }
  cajit_free(renum);
  return NULL;
}

cajit_status sched_fuser_init(fuser *f, cajit_kir_program *p) {
  size_t nk = p->kernels.len, nb = p->buffers.len;
  memset(f, 0, sizeof *f);
  f->p = p;
  f->nk = nk;
  f->nb = nb;
  f->st.kernels_before = (int32_t)nk;
  f->k = cajit_calloc(nk ? nk : 1, sizeof *f->k);
  f->writers = cajit_calloc(nb ? nb : 1, sizeof *f->writers);
  f->readers_of = cajit_calloc(nb ? nb : 1, sizeof *f->readers_of);
  f->writers_of = cajit_calloc(nb ? nb : 1, sizeof *f->writers_of);
  f->views_of = cajit_calloc(nb ? nb : 1, sizeof *f->views_of);
  f->size = cajit_calloc(nk ? nk : 1, sizeof *f->size);
  if (!f->k || !f->writers || !f->readers_of || !f->writers_of ||
      !f->views_of || !f->size)
    return oom();
  for (size_t i = 0; i < nk; i++) {
    CAJIT_RETURN_IF_ERROR(sched_kernel_info(p, &p->kernels.data[i], &f->k[i]));
    f->size[i] = -1;
    for (size_t w = 0; w < f->k[i].writes.len; w++) {
      int32_t r = f->k[i].writes.data[w];
      f->writers[r]++;
      if (!CAJIT_VEC_PUSH(&f->writers_of[r], (int32_t)i)) return oom();
    }
    for (size_t x = 0; x < f->k[i].reads.len; x++)
      if (!CAJIT_VEC_PUSH(&f->readers_of[f->k[i].reads.data[x]], (int32_t)i))
        return oom();
  }
  for (size_t b = 0; b < p->buffers.len; b++)
    if (p->buffers.data[b].kind == CAJIT_KIR_BUFFER_VIEW &&
        !CAJIT_VEC_PUSH(&f->views_of[p->buffers.data[b].root], (int32_t)b))
      return oom();
  return NULL;
}

void sched_fuser_free(fuser *f) {
  size_t nk = f->nk, nb = f->nb; /* passes add buffers (views) */
  for (size_t i = 0; f->k && i < nk; i++) {
    CAJIT_VEC_FREE(&f->k[i].reads);
    CAJIT_VEC_FREE(&f->k[i].writes);
  }
  for (size_t b = 0; f->readers_of && f->writers_of && f->views_of && b < nb;
       b++) {
    CAJIT_VEC_FREE(&f->readers_of[b]);
    CAJIT_VEC_FREE(&f->writers_of[b]);
    CAJIT_VEC_FREE(&f->views_of[b]);
  }
  cajit_free(f->k);
  cajit_free(f->writers);
  cajit_free(f->readers_of);
  cajit_free(f->writers_of);
  cajit_free(f->views_of);
  cajit_free(f->size);
  memset(f, 0, sizeof *f);
}

static cajit_status fuse_all(fuser *f) {
  size_t nk = f->p->kernels.len;
  int32_t *readers = cajit_malloc((nk ? nk : 1) * sizeof *readers);
  int32_t *sizes = cajit_malloc((nk ? nk : 1) * sizeof *sizes);
  cajit_status s = readers && sizes ? NULL : oom();
  for (size_t i = 0; i < nk && !s; i++)
    s = fuse_one(f, (int32_t)i, readers, sizes);
  cajit_free(readers);
  cajit_free(sizes);
  return s ? s : sched_compact(f);
}

cajit_status cajit_sched_fuse(cajit_kir_program *p, cajit_sched_stats *stats) {
  fuser f;
  cajit_status s = sched_fuser_init(&f, p);
  if (!s) s = fuse_all(&f);
  cajit_sched_stats st = f.st;
  sched_fuser_free(&f);
  st.kernels_after = (int32_t)p->kernels.len;
  if (stats) *stats = st;
  return s ? cajit_status_annotate(s, "fusion") : NULL;
}
