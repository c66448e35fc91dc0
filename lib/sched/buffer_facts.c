/* What the memory passes (inplace.c, padded_inplace.c, chunk.c) ask of
 * buffers and of the loads of one root (sched_internal.h). */
#include "sched/sched_internal.h"

bool sched_plain_root(const cajit_kir_program *p, int32_t b) {
  const cajit_kir_buffer *x = cajit_kir_buffer_get(p, b);
  return x && x->root == b && x->kind == CAJIT_KIR_BUFFER_INTERMEDIATE &&
         !x->dead;
}

const cajit_expr *sched_numel(cajit_expr_ctx *x, const cajit_kir_buffer *b) {
  const cajit_expr *n = cajit_expr_int(x, 1);
  for (int32_t d = 0; d < b->ndim && n; d++)
    n = cajit_expr_mul(x, n, b->shape[d]);
  return n;
}

static bool check_load(const cajit_kir_value *v, void *user) {
  sched_load_rule *r = user;
  if (v->op != CAJIT_KIR_LOAD && v->op != CAJIT_KIR_LOAD_INDIRECT) return true;
  if (cajit_kir_buffer_get(r->p, v->u.load.buffer)->root != r->root)
    return true;
  if (v->op == CAJIT_KIR_LOAD_INDIRECT) return r->ok = false; /* any element */
  int32_t root;
  const cajit_expr *off = NULL;
  cajit_status s = cajit_kir_buffer_address(r->p, v->u.load.buffer,
                                            v->u.load.index, &root, &off);
  if (s) {
    *r->oom = true; /* the address of a load: only memory can fail */
    cajit_status_free(s);
    return r->ok = false;
  }
  if (r->nsub)
    off =
        cajit_kir_expr_subst(r->p->exprs, off, r->nsub, r->sub_syms, r->sub_to);
  if (!off) *r->oom = true;
  return r->ok = off && off == r->want;
}

bool sched_loads_follow(sched_load_rule *r, const cajit_kir_value *v) {
  cajit_ptrmap seen = {0};
  bool oom = false;
  r->ok = true;
  (void)cajit_kir_walk(v, &seen, check_load, r, &oom);
  cajit_ptrmap_free(&seen);
  *r->oom |= oom;
  return r->ok && !oom;
}

typedef struct span_walk {
  const cajit_kir_program *p;
  sched_span *spans;
  int32_t kernel;
} span_walk;

/* A sched_buffer_fn. */
static void note_span(int32_t buffer, bool host, void *user) {
  span_walk *w = user;
  if (buffer < 0 || (size_t)buffer >= w->p->buffers.len) return;
  sched_span *s = &w->spans[w->p->buffers.data[buffer].root];
  if (s->first < 0) s->first = w->kernel;
  s->last = w->kernel;
  s->hosted |= host;
}

bool sched_root_spans(const cajit_kir_program *p, sched_span *spans) {
  span_walk w = {p, spans, 0};
  for (size_t b = 0; b < p->buffers.len; b++)
    spans[b] = (sched_span){-1, -1, false};
  for (size_t k = 0; k < p->kernels.len; k++) {
    w.kernel = (int32_t)k;
    if (!sched_kernel_buffers(&p->kernels.data[k], note_span, &w)) return false;
  }
  return true;
}
