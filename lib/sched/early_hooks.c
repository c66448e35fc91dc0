/* Early hooks (see sched.h): grad accumulations and the hooks DDP's reducer
 * and FSDP's reduce-scatter hang on run as soon as their inputs are ready.
 *
 * Compiled autograd orders a graph as its engine would run the nodes, and
 * a node's grad accumulations come after all of the node's outputs: a
 * linear layer's bias hook waits for the grad-input GEMM it does not need,
 * and in a graph of a compiled forward every accumulation comes after the
 * whole AOT backward. Communication started in a hook then overlaps less
 * of the backward (pytorch/pytorch#138538).
 *
 * The pass works on units (a kernel and the reductions joined to it, which
 * must stay adjacent). For each movable host unit H in order, one backward
 * scan collects the units not yet placed that H depends on, transitively;
 * they are placed in their original order, then H. Units no movable unit
 * needs follow at the end in their original order. Every dependency edge
 * points from an earlier unit to a later one, and a placed unit's
 * dependencies are placed before it, so the result is a topological order
 * of the same edges: only independent units change places. B depends on
 * an earlier A when
 *   - B reads a root A writes, or writes a root A reads or writes;
 *   - both are host calls other than fallback ops (user code and grad
 *     accumulation keep their relative order);
 *   - one is a host call that may re-allocate inputs (every hook kind but
 *     post-accumulate-grad, custom backward, final callbacks) and the
 *     other reads an input root (FSDP2's pre-backward all-gather must stay
 *     before the GEMMs that read the parameters, its reshard after them).
 * Post-accumulate-grad hooks move across input readers as eager autograd
 * runs them (right after the accumulation), but count as writing their
 * parameter (sched_kernel_info): an optimizer step in the hook must not
 * change the weight a grad still to compute reads. */
#include <string.h>

#include "cajit/runtime.h"
#include "kir/kir.h"
#include "sched/sched.h"
#include "sched/sched_internal.h"
#include "support/alloc.h"

typedef struct unit {
  int32_t first, count; /* kernels [first, first + count) */
  sched_kinfo info;     /* reads and writes of all of them */
  bool chained;         /* a host call other than a fallback op */
  bool barrier;         /* a host call that may re-allocate inputs */
  bool reads_input;
  bool movable;
} unit;

typedef struct planner {
  cajit_kir_program *p;
  unit *u;
  int32_t n;
  /* Per root, the scan (stamp) that last marked it read / written by the
   * set being collected. */
  int32_t *read_mark, *write_mark;
  int32_t stamp;
  bool *placed;
  int32_t *order, placed_count; /* units in their new order */
  int32_t *newpos;              /* per unit, its place in order */
} planner;

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "early hooks: out of memory");
}

static bool movable_kind(cajit_host_op_kind k) {
  return k == CAJIT_HOST_ACCUMULATE_GRAD ||
         k == CAJIT_HOST_POST_ACC_GRAD_HOOK || k == CAJIT_HOST_TENSOR_PRE_HOOK;
}

static cajit_status unit_info(planner *pl, unit *u) {
  for (int32_t i = u->first; i < u->first + u->count; i++) {
    const cajit_kir_kernel *k = &pl->p->kernels.data[i];
    CAJIT_RETURN_IF_ERROR(sched_kernel_info(pl->p, k, &u->info));
    if (k->kind != CAJIT_KIR_HOST) continue;
    /* sched_kernel_info leaves a host call's results out (fusion never
     * inlines them); they are written here */
    for (int32_t r = 0; r < k->host->result_count; r++)
      if (k->host->results[r] >= 0 &&
          !sched_ivec_add(&u->info.writes,
                          sched_root_of(pl->p, k->host->results[r])))
        return oom();
    cajit_host_op_kind kind = k->host->kind;
    u->chained = kind != CAJIT_HOST_FALLBACK;
    u->barrier = kind != CAJIT_HOST_FALLBACK &&
                 kind != CAJIT_HOST_ACCUMULATE_GRAD &&
                 kind != CAJIT_HOST_POST_ACC_GRAD_HOOK;
    u->movable = movable_kind(kind);
  }
  for (size_t r = 0; r < u->info.reads.len; r++)
    u->reads_input |=
        cajit_kir_buffer_get(pl->p, u->info.reads.data[r])->kind ==
        CAJIT_KIR_BUFFER_INPUT;
  return NULL;
}

static cajit_status make_units(planner *pl) {
  size_t nk = pl->p->kernels.len;
  pl->u = cajit_calloc(nk ? nk : 1, sizeof *pl->u);
  if (!pl->u) return oom();
  for (size_t i = 0; i < nk; i++) {
    if (pl->n > 0 && pl->p->kernels.data[i].joined) {
      pl->u[pl->n - 1].count++;
      continue;
    }
    pl->u[pl->n++] = (unit){.first = (int32_t)i, .count = 1};
  }
  for (int32_t i = 0; i < pl->n; i++)
    CAJIT_RETURN_IF_ERROR(unit_info(pl, &pl->u[i]));
  return NULL;
}

/* The set being collected: what its units read and write, and whether
 * one is chained, a barrier, an input reader. */
typedef struct wanted {
  bool chained, barrier, reads_input;
} wanted;

static void want(planner *pl, wanted *w, const unit *u) {
  for (size_t r = 0; r < u->info.reads.len; r++)
    pl->read_mark[u->info.reads.data[r]] = pl->stamp;
  for (size_t r = 0; r < u->info.writes.len; r++)
    pl->write_mark[u->info.writes.data[r]] = pl->stamp;
  w->chained |= u->chained;
  w->barrier |= u->barrier;
  w->reads_input |= u->reads_input;
}

/* Whether the set w must come after unit a. */
static bool needed(const planner *pl, const wanted *w, const unit *a) {
  if ((a->chained && w->chained) || (a->barrier && w->reads_input) ||
      (a->reads_input && w->barrier))
    return true;
  for (size_t r = 0; r < a->info.writes.len; r++) {
    int32_t x = a->info.writes.data[r];
    if (pl->read_mark[x] == pl->stamp || pl->write_mark[x] == pl->stamp)
      return true;
  }
  for (size_t r = 0; r < a->info.reads.len; r++)
    if (pl->write_mark[a->info.reads.data[r]] == pl->stamp) return true;
  return false;
}

static void place(planner *pl, int32_t u) {
  pl->placed[u] = true;
  pl->order[pl->placed_count++] = u;
}

/* Places movable unit h after the units it needs (original order). */
static void hoist(planner *pl, int32_t h, bool *need) {
  pl->stamp++;
  wanted w = {0};
  want(pl, &w, &pl->u[h]);
  int32_t lowest = h;
  for (int32_t a = h - 1; a >= 0; a--) {
    need[a] = false;
    if (pl->placed[a] || !needed(pl, &w, &pl->u[a])) continue;
    need[a] = true;
    lowest = a;
    want(pl, &w, &pl->u[a]);
  }
  for (int32_t a = lowest; a < h; a++)
    if (need[a]) place(pl, a);
  place(pl, h);
}

/* Whether unit h now runs before a unit that reads an input and ran
 * before it. */
static bool passed_inputs(const planner *pl, int32_t h) {
  for (int32_t a = 0; a < h; a++)
    if (pl->newpos[a] > pl->newpos[h] && pl->u[a].reads_input) return true;
  return false;
}

/* Rewrites the kernel array in the planned order, renumbering kernels and
 * the host results that name theirs; counts and marks moved hosts. */
static cajit_status reorder(planner *pl, int32_t *moved) {
  cajit_kir_program *p = pl->p;
  size_t nk = p->kernels.len;
  cajit_kir_kernel *old = cajit_malloc((nk ? nk : 1) * sizeof *old);
  int32_t *renum = cajit_malloc((nk ? nk : 1) * sizeof *renum);
  if (!old || !renum) {
    cajit_free(old);
    cajit_free(renum);
    return oom();
  }
  memcpy(old, p->kernels.data, nk * sizeof *old);
  for (int32_t j = 0; j < pl->n; j++)
    pl->newpos[pl->order[j]] = j;
  int32_t w = 0, n_moved = 0;
  for (int32_t j = 0; j < pl->n; j++) {
    const unit *u = &pl->u[pl->order[j]];
    for (int32_t i = u->first; i < u->first + u->count; i++) {
      renum[i] = w;
      p->kernels.data[w] = old[i];
      p->kernels.data[w].id = w;
      /* kernels that were before it and now are after it */
      int32_t up = i - w;
      if (old[i].kind == CAJIT_KIR_HOST && u->movable && up > 0) {
        p->kernels.data[w].moved_up = up;
        p->kernels.data[w].moved_past_inputs = passed_inputs(pl, pl->order[j]);
        n_moved++;
      }
      w++;
    }
  }
  for (size_t b = 0; b < p->buffers.len; b++) {
    cajit_kir_buffer *buf = &p->buffers.data[b];
    if (buf->kind == CAJIT_KIR_BUFFER_HOST_RESULT)
      buf->host_kernel = renum[buf->host_kernel];
  }
  cajit_free(old);
  cajit_free(renum);
  if (moved) *moved = n_moved;
  return NULL;
}

static cajit_status plan(planner *pl, int32_t *moved) {
  size_t nb = pl->p->buffers.len;
  CAJIT_RETURN_IF_ERROR(make_units(pl));
  pl->read_mark = cajit_calloc(nb ? nb : 1, sizeof *pl->read_mark);
  pl->write_mark = cajit_calloc(nb ? nb : 1, sizeof *pl->write_mark);
  pl->placed = cajit_calloc((size_t)pl->n + 1, sizeof *pl->placed);
  pl->order = cajit_calloc((size_t)pl->n + 1, sizeof *pl->order);
  pl->newpos = cajit_calloc((size_t)pl->n + 1, sizeof *pl->newpos);
  bool *need = cajit_calloc((size_t)pl->n + 1, sizeof *need);
  if (!pl->read_mark || !pl->write_mark || !pl->placed || !pl->order || !need) {
    cajit_free(need);
    return oom();
  }
  for (int32_t h = 0; h < pl->n; h++)
    if (pl->u[h].movable && !pl->placed[h]) hoist(pl, h, need);
  for (int32_t a = 0; a < pl->n; a++)
    if (!pl->placed[a]) place(pl, a);
  cajit_free(need);
  return reorder(pl, moved);
}

cajit_status cajit_sched_early_hooks(cajit_kir_program *p, int32_t *moved) {
  if (moved) *moved = 0;
  planner pl = {.p = p};
  cajit_status s = plan(&pl, moved);
  for (int32_t i = 0; pl.u && i < pl.n; i++) {
    CAJIT_VEC_FREE(&pl.u[i].info.reads);
    CAJIT_VEC_FREE(&pl.u[i].info.writes);
  }
  cajit_free(pl.u);
  cajit_free(pl.read_mark);
  cajit_free(pl.write_mark);
  cajit_free(pl.placed);
  cajit_free(pl.order);
  cajit_free(pl.newpos);
  return s ? cajit_status_annotate(s, "early hooks") : NULL;
}
