/* Kernel-IR printer: a readable dump of a program (what `cajit-dump
 * --emit=kir` shows). One line per buffer, then each kernel as its loop nest
 * header and the statement it runs:
 *
 *   buf0: input 0 f32[s0, 64] strides [_in0_st0, _in0_st1]
 *   buf2: view f32[64, s0] of buf0 index [_d1, _d0] strides [...] offset 0
 *   buf3: view f32[s0 * 64] of buf1 linear [_d0] strides [1] offset 0
 *   k0 "exp": pointwise over [s0, 64]
 *     buf1[_i0, _i1] = exp(buf0[_i0, _i1])
 *   k1 "index_add": scatter sum over [3, 64] acc f32
 *     buf4[_x0, _i1]{_x0 = buf2[_i0] dim 0 < s1} sum= buf3[_i0, _i1]
 *
 * An indirect load prints as its buffer and index followed by its slots in
 * braces, each `_x<k> = value dim d < bound` (`wrap` when negative values
 * count from the end); a scatter's update as `target op= value`, then `if
 * mask` when it has one.
 * Symbolic expressions inside values are printed in braces ({s0 * 2}),
 * constants plainly; value dtypes follow from the buffers and casts. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kir/kir.h"
#include "support/alloc.h"
#include "support/strbuf.h"

void cajit_kir_expr_print(const cajit_kir_program *p, const cajit_expr *e,
                          cajit_strbuf *b) {
  if (!e) {
    cajit_strbuf_puts(b, "?");
    return;
  }
  char small[256];
  size_t n = cajit_expr_print(p->exprs, e, small, sizeof small);
  if (n < sizeof small) {
    cajit_strbuf_append(b, small, n);
    return;
  }
  char *big = cajit_malloc(n + 1);
  if (!big) {
    b->failed = true;
    return;
  }
  cajit_expr_print(p->exprs, e, big, n + 1);
  cajit_strbuf_append(b, big, n);
  cajit_free(big);
}

static void print_exprs(const cajit_kir_program *p, cajit_strbuf *b, int32_t n,
                        const cajit_expr *const *es) {
  cajit_strbuf_puts(b, "[");
  for (int32_t k = 0; k < n; k++) {
    if (k) cajit_strbuf_puts(b, ", ");
    cajit_kir_expr_print(p, es[k], b);
  }
  cajit_strbuf_puts(b, "]");
}

static void print_float(cajit_strbuf *b, double v) {
  if (isnan(v)) {
    cajit_strbuf_puts(b, "nan");
    return;
  }
  if (isinf(v)) {
    cajit_strbuf_puts(b, v < 0 ? "-inf" : "inf");
    return;
  }
  char buf[40];
  for (int prec = 1; prec <= 17; prec++) { /* shortest round-trip text */
    snprintf(buf, sizeof buf, "%.*g", prec, v);
    if (strtod(buf, NULL) == v) break;
  }
  cajit_strbuf_puts(b, buf);
  if (!strpbrk(buf, ".e")) cajit_strbuf_puts(b, ".0");
}

void cajit_kir_value_print(const cajit_kir_program *p, const cajit_kir_value *v,
                           cajit_strbuf *b) {
  if (!v) {
    cajit_strbuf_puts(b, "?");
    return;
  }
  switch (v->op) {
  case CAJIT_KIR_CONST:
    if (cajit_dtype_is_floating(v->dtype))
      print_float(b, v->u.f);
    else if (v->dtype == CAJIT_DTYPE_BOOL)
      cajit_strbuf_puts(b, v->u.i ? "true" : "false");
    else
      cajit_strbuf_printf(b, "%lld", (long long)v->u.i);
    return;
  case CAJIT_KIR_LOAD:
  case CAJIT_KIR_LOAD_INDIRECT:
    cajit_strbuf_printf(b, "buf%d", (int)v->u.load.buffer);
    print_exprs(p, b, v->u.load.ndim, v->u.load.index);
    if (v->op == CAJIT_KIR_LOAD) return;
    cajit_strbuf_puts(b, "{");
    for (int32_t k = 0; k < v->arg_count; k++) {
      const cajit_kir_slot *sl = &v->u.load.slots[k];
      cajit_strbuf_printf(b, "%s_x%d = ", k ? ", " : "", (int)k);
      cajit_kir_value_print(p, v->args[k], b);
      cajit_strbuf_printf(b, " dim %d < ", (int)sl->dim);
      cajit_kir_expr_print(p, sl->bound, b);
      if (sl->wrap) cajit_strbuf_puts(b, " wrap");
    }
    cajit_strbuf_puts(b, "}");
    return;
  case CAJIT_KIR_EXPR:
    cajit_strbuf_puts(b, "{");
    cajit_kir_expr_print(p, v->u.expr, b);
    cajit_strbuf_puts(b, "}");
    return;
  case CAJIT_KIR_CAST:
    cajit_strbuf_printf(b, "%s(", cajit_dtype_name(v->dtype));
    break;
  case CAJIT_KIR_CHECK:
    cajit_strbuf_puts(b, "check(");
    cajit_kir_value_print(p, v->args[0], b);
    cajit_strbuf_puts(b, " in ");
    cajit_kir_expr_print(p, v->u.check.lo, b);
    cajit_strbuf_puts(b, "..");
    cajit_kir_expr_print(p, v->u.check.hi, b);
    if (v->u.check.except) {
      cajit_strbuf_puts(b, " or ");
      cajit_kir_expr_print(p, v->u.check.except, b);
    }
    cajit_strbuf_puts(b, ")");
    return;
  default: cajit_strbuf_printf(b, "%s(", cajit_kir_op_name(v->op)); break;
  }
  for (int32_t i = 0; i < v->arg_count; i++) {
    if (i) cajit_strbuf_puts(b, ", ");
    cajit_kir_value_print(p, v->args[i], b);
  }
  cajit_strbuf_puts(b, ")");
}

static const char *kind_name(cajit_kir_buffer_kind k) {
  switch (k) {
  case CAJIT_KIR_BUFFER_INPUT: return "input";
  case CAJIT_KIR_BUFFER_INTERMEDIATE: return "intermediate";
  case CAJIT_KIR_BUFFER_OUTPUT: return "output";
  case CAJIT_KIR_BUFFER_VIEW: return "view";
  case CAJIT_KIR_BUFFER_HOST_RESULT: return "host result";
  }
  return "?";
}

static void print_buffer(const cajit_kir_program *p,
                         const cajit_kir_buffer *buf, cajit_strbuf *b) {
  cajit_strbuf_printf(b, "buf%d: %s%s", (int)buf->id, buf->dead ? "dead " : "",
                      kind_name(buf->kind));
  if (buf->kind == CAJIT_KIR_BUFFER_INPUT)
    cajit_strbuf_printf(b, " %d", (int)buf->input_index);
  if (buf->kind == CAJIT_KIR_BUFFER_OUTPUT && buf->output_index >= 0)
    cajit_strbuf_printf(b, " %d", (int)buf->output_index);
  if (buf->kind == CAJIT_KIR_BUFFER_HOST_RESULT)
    cajit_strbuf_printf(b, " of k%d", (int)buf->host_kernel);
  cajit_strbuf_printf(b, " %s", cajit_dtype_name(buf->dtype));
  print_exprs(p, b, buf->ndim, buf->shape);
  if (buf->kind == CAJIT_KIR_BUFFER_VIEW) {
    cajit_strbuf_printf(b, " of buf%d %s ", (int)buf->root,
                        buf->map_kind == CAJIT_KIR_MAP_INDEX ? "index"
                                                             : "linear");
    print_exprs(p, b, buf->map_len, buf->map);
  }
  if (buf->strides) {
    cajit_strbuf_puts(b, " strides ");
    print_exprs(p, b, buf->ndim, buf->strides);
    if (buf->kind == CAJIT_KIR_BUFFER_VIEW) {
      cajit_strbuf_puts(b, " offset ");
      cajit_kir_expr_print(p, buf->offset, b);
    }
  }
  cajit_strbuf_puts(b, "\n");
}

/* "buf3[_i0, _i1]": the store target of a kernel over out's shape. */
static void print_target(const cajit_kir_program *p, int32_t out,
                         cajit_strbuf *b) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(p, out);
  cajit_strbuf_printf(b, "buf%d[", (int)out);
  for (int32_t k = 0; k < o->ndim; k++)
    cajit_strbuf_printf(b, "%s_i%d", k ? ", " : "", (int)k);
  cajit_strbuf_puts(b, "]");
}

static const char *host_kind_name(int32_t kind) {
  static const char *const names[] = {"tensor_pre_hook", "pre_hook",
                                      "post_hook",       "post_acc_grad_hook",
                                      "backward",        "accumulate_grad",
                                      "final_callbacks", "fallback"};
  return kind >= 0 && kind < 8 ? names[kind] : "?";
}

static void print_ids(cajit_strbuf *b, const int32_t *ids, int32_t from,
                      int32_t to) {
  cajit_strbuf_puts(b, "[");
  for (int32_t i = from; i < to; i++) {
    if (i > from) cajit_strbuf_puts(b, ", ");
    if (ids[i] < 0)
      cajit_strbuf_puts(b, "none");
    else
      cajit_strbuf_printf(b, "buf%d", (int)ids[i]);
  }
  cajit_strbuf_puts(b, "]");
}

static void print_host(const cajit_kir_program *p, const cajit_kir_host_desc *h,
                       cajit_strbuf *b) {
  cajit_strbuf_printf(b, "host %s", host_kind_name(h->kind));
  if (h->op_name) cajit_strbuf_printf(b, " %s", h->op_name);
  if (h->library) cajit_strbuf_puts(b, " library");
  if (h->hook >= 0) cajit_strbuf_printf(b, " hook %d", (int)h->hook);
  if (h->flags) cajit_strbuf_printf(b, " flags %u", (unsigned)h->flags);
  cajit_strbuf_puts(b, "\n  ");
  print_ids(b, h->results, 0, h->result_count);
  cajit_strbuf_puts(b, " = call ");
  print_ids(b, h->args, 0, h->arg_split);
  if (h->arg_split < h->arg_count)
    print_ids(b, h->args, h->arg_split, h->arg_count);
  if (h->args_desc) cajit_strbuf_printf(b, " args \"%s\"", h->args_desc);
  for (int32_t i = 0; i < h->int_count; i++) {
    cajit_strbuf_printf(b, " $i%d=", (int)i);
    cajit_kir_expr_print(p, h->ints[i], b);
  }
  for (int32_t i = 0; i < h->float_count; i++) {
    cajit_strbuf_printf(b, " $f%d=", (int)i);
    cajit_kir_expr_print(p, h->floats[i], b);
  }
}

const char *cajit_kir_accum_name(cajit_kir_accum a) {
  switch (a) {
  case CAJIT_KIR_ACCUM_NONE: return "none";
  case CAJIT_KIR_ACCUM_REGISTER: return "register";
  case CAJIT_KIR_ACCUM_OUTPUT: return "output";
  case CAJIT_KIR_ACCUM_SHARED: return "shared";
  case CAJIT_KIR_ACCUM_TARGET: return "target";
  case CAJIT_KIR_ACCUM_ROW: return "row";
  }
  return "?";
}

/* "  schedule: loops _i1 _i0, vector _i0, parallel _i1 (block 512),
 * accum register, width 512, collapse _r1.._r2 if <checks>" (a pointwise
 * kernel's: "collapse _i1.._i2 if <checks>"): what lib/sched
 * decided (nothing for HOST and EXTERN kernels, which have no loops of their
 * own, nor before the loop-schedule pass). */
static void print_schedule(const cajit_kir_program *p,
                           const cajit_kir_kernel *k, cajit_strbuf *b) {
  const cajit_kir_schedule *s = &k->sched;
  if (!s->decided || k->kind == CAJIT_KIR_HOST || k->kind == CAJIT_KIR_EXTERN)
    return;
  cajit_strbuf_puts(b, "\n  schedule: loops");
  for (int32_t i = 0; i < s->loop_count; i++)
    cajit_strbuf_printf(b, " _i%d", (int)s->order[i]);
  if (!s->loop_count) cajit_strbuf_puts(b, " -");
  if (s->vector_dim >= 0)
    cajit_strbuf_printf(b, ", vector _i%d", (int)s->vector_dim);
  else if (k->kind == CAJIT_KIR_REDUCTION && k->red_ndim > 0)
    cajit_strbuf_printf(b, ", vector _r%d", (int)k->red_ndim - 1);
  if (s->parallel_dim >= 0) {
    cajit_strbuf_printf(b, ", parallel _i%d", (int)s->parallel_dim);
    if (s->parallel_block > 1)
      cajit_strbuf_printf(b, " (block %lld)", (long long)s->parallel_block);
  }
  if (s->accum != CAJIT_KIR_ACCUM_NONE)
    cajit_strbuf_printf(b, ", accum %s", cajit_kir_accum_name(s->accum));
  if (s->row_first) cajit_strbuf_puts(b, " (before the sums)");
  if (s->row_shared) cajit_strbuf_puts(b, " (in the loops above)");
  if (s->inner_out_loops > 0) {
    cajit_strbuf_puts(b, " (");
    for (int32_t i = s->loop_count - 1 - s->inner_out_loops;
         i < s->loop_count - 1; i++)
      cajit_strbuf_printf(b, "_i%d ", (int)s->order[i]);
    cajit_strbuf_printf(b, "unrolled inside _i%d)", (int)s->vector_dim);
  }
  if (s->prefetch_next)
    cajit_strbuf_printf(b, ", prefetch _r%d + 1%s", (int)k->red_ndim - 2,
                        s->prefetch_level == 2 ? " into L2" : "");
  if (s->vector_width)
    cajit_strbuf_printf(b, ", width %d", (int)s->vector_width);
  if (k->in_place)
    cajit_strbuf_printf(b,
                        k->writes_interior
                            ? ", in place: its source moved into buf%d"
                            : ", in place of buf%d",
                        (int)cajit_kir_buffer_get(p, k->out)->root);
  if (k->chunk_count)
    cajit_strbuf_printf(b, ", chunk %d of %d along _i%d", (int)k->chunk + 1,
                        (int)k->chunk_count, (int)k->chunk_dim);
  if (s->split_k)
    cajit_strbuf_printf(b,
                        ", split k across threads if m n <= %d, blocks of "
                        ">= %lld",
                        (int)CAJIT_KIR_GEMM_SPLIT_MAX_MN,
                        (long long)s->split_k);
  bool red = k->kind == CAJIT_KIR_REDUCTION &&
             s->accum == CAJIT_KIR_ACCUM_REGISTER &&
             s->collapse_from < k->red_ndim - 1;
  if (red)
    cajit_strbuf_printf(b, ", collapse _r%d.._r%d", (int)s->collapse_from,
                        (int)k->red_ndim - 1);
  else if (s->out_collapse >= 2)
    cajit_strbuf_printf(b, ", collapse _i%d.._i%d",
                        (int)s->order[s->loop_count - s->out_collapse],
                        (int)s->order[s->loop_count - 1]);
  if (red || s->out_collapse >= 2) {
    for (int32_t i = 0; i < s->collapse_checks; i++) {
      cajit_strbuf_puts(b, i ? " && " : " if ");
      cajit_kir_expr_print(p, s->collapse_lhs[i], b);
      cajit_strbuf_puts(b, " == ");
      cajit_kir_expr_print(p, s->collapse_rhs[i], b);
    }
    if (s->partial_block)
      cajit_strbuf_printf(b, ", partials f32 per %d", (int)s->partial_block);
    if (red && s->out_tile) {
      cajit_strbuf_puts(b, ", _r0");
      if (s->collapse_from > 1)
        cajit_strbuf_printf(b, ".._r%d", (int)s->collapse_from - 1);
      cajit_strbuf_printf(b, " outside _i%d in tiles of %d",
                          (int)s->order[s->loop_count - 1], (int)s->out_tile);
    }
  }
}

static void print_kernel(const cajit_kir_program *p, const cajit_kir_kernel *k,
                         cajit_strbuf *b) {
  cajit_strbuf_printf(b, "k%d \"%s\": ", (int)k->id, k->name);
  const cajit_kir_buffer *o = cajit_kir_buffer_get(p, k->out);
  switch (k->kind) {
  case CAJIT_KIR_HOST:
    print_host(p, k->host, b);
    if (k->moved_up)
      cajit_strbuf_printf(b, "  (early: moved ahead of %d kernels%s)",
                          (int)k->moved_up,
                          k->moved_past_inputs ? ", some reading inputs" : "");
    break;
  case CAJIT_KIR_POINTWISE:
    cajit_strbuf_puts(b, "pointwise over ");
    print_exprs(p, b, o->ndim, o->shape);
    cajit_strbuf_puts(b, "\n  ");
    print_target(p, k->out, b);
    cajit_strbuf_puts(b, " = ");
    cajit_kir_value_print(p, k->value, b);
    if (k->joined) cajit_strbuf_puts(b, "  (joined with the kernel above)");
    break;
  case CAJIT_KIR_REDUCTION:
    cajit_strbuf_printf(b, "reduce %s over ", cajit_kir_reduce_name(k->reduce));
    print_exprs(p, b, o->ndim, o->shape);
    cajit_strbuf_puts(b, " x ");
    print_exprs(p, b, k->red_ndim, k->red_extents);
    cajit_strbuf_printf(b, " acc %s\n  ", cajit_dtype_name(k->acc_dtype));
    print_target(p, k->out, b);
    cajit_strbuf_printf(b, " = %s(", cajit_kir_reduce_name(k->reduce));
    cajit_kir_value_print(p, k->value, b);
    cajit_strbuf_puts(b, ")");
    if (k->joined) cajit_strbuf_puts(b, "  (joined with the kernel above)");
    break;
  case CAJIT_KIR_SCATTER:
    cajit_strbuf_printf(b, "scatter %s over ",
                        cajit_kir_reduce_name(k->reduce));
    print_exprs(p, b, k->space_ndim, k->space);
    cajit_strbuf_printf(b, " acc %s\n  ", cajit_dtype_name(k->acc_dtype));
    cajit_kir_value_print(p, k->target, b);
    if (k->reduce == CAJIT_KIR_REDUCE_ASSIGN)
      cajit_strbuf_puts(b, " = ");
    else
      cajit_strbuf_printf(b, " %s= ", cajit_kir_reduce_name(k->reduce));
    cajit_kir_value_print(p, k->value, b);
    if (k->mask) {
      cajit_strbuf_puts(b, " if ");
      cajit_kir_value_print(p, k->mask, b);
    }
    if (k->joined) cajit_strbuf_puts(b, "  (joined with the kernel above)");
    break;
  case CAJIT_KIR_EXTERN: {
    const cajit_kir_extern_desc *e = k->ext;
    cajit_strbuf_printf(b, "extern %s(", e->fn);
    for (int32_t i = 0; i < e->arg_count; i++)
      cajit_strbuf_printf(b, "%s%sbuf%d", i ? ", " : "",
                          e->writes[i] ? "out " : "", (int)e->args[i]);
    for (int32_t i = 0; i < e->int_count; i++) {
      cajit_strbuf_puts(b, e->arg_count || i ? ", " : "");
      cajit_kir_expr_print(p, e->ints[i], b);
    }
    cajit_strbuf_puts(b, ")");
    break;
  }
  case CAJIT_KIR_SCAN:
    cajit_strbuf_printf(b, "scan %s along dim %d over ",
                        cajit_kir_reduce_name(k->reduce), (int)k->scan_dim);
    print_exprs(p, b, o->ndim, o->shape);
    cajit_strbuf_printf(b, " acc %s\n  ", cajit_dtype_name(k->acc_dtype));
    print_target(p, k->out, b);
    cajit_strbuf_printf(b, " = cum%s(", cajit_kir_reduce_name(k->reduce));
    cajit_kir_value_print(p, k->value, b);
    cajit_strbuf_puts(b, ")");
    break;
  case CAJIT_KIR_GEMM:
    cajit_strbuf_puts(b, "gemm\n  ");
    cajit_strbuf_printf(b, "buf%d = ", (int)k->c);
    cajit_kir_expr_print(p, k->alpha, b);
    cajit_strbuf_printf(b, " * buf%d @ buf%d + ", (int)k->a, (int)k->b);
    cajit_kir_expr_print(p, k->beta, b);
    cajit_strbuf_printf(b, " * buf%d", (int)k->c);
    break;
  }
  print_schedule(p, k, b);
  cajit_strbuf_puts(b, "\n");
}

static void print_sv(cajit_strbuf *b, cajit_sv s) { cajit_strbuf_sv(b, s); }

static void print_signature(const cajit_kir_program *p,
                            const cajit_kir_signature *s, cajit_strbuf *b) {
  cajit_strbuf_printf(b,
                      "signature: %d inputs, sizes %d, scalars %d, "
                      "hooks %d\n",
                      (int)s->input_count, (int)s->sizes_count,
                      (int)s->scalars_count, (int)s->hooks_count);
  static const char *const src[] = {"input", "sizes", "scalars"};
  for (int32_t i = 0; i < s->binding_count; i++) {
    const cajit_symbol_binding *bd = &s->bindings[i];
    cajit_strbuf_puts(b, "  sym ");
    print_sv(b, cajit_expr_ctx_symbol_name(p->exprs, bd->symbol));
    cajit_strbuf_printf(b, " = %s %d",
                        (unsigned)bd->source < 3 ? src[bd->source] : "?",
                        (int)bd->index);
    if (bd->source == CAJIT_SYMBOL_FROM_INPUT_DIM)
      cajit_strbuf_printf(b, " dim %d", (int)bd->dim);
    cajit_strbuf_puts(b, "\n");
  }
  for (int32_t i = 0; i < s->assumption_count; i++) {
    cajit_strbuf_puts(b, "  assume ");
    cajit_kir_expr_print(p, s->assumptions[i], b);
    cajit_strbuf_puts(b, "\n");
  }
  cajit_strbuf_puts(b, "  return ");
  print_ids(b, s->outputs, 0, s->output_count);
  cajit_strbuf_puts(b, "\n");
}

/* The memory plan, when lib/sched made one: "memplan: N planned, M
 * donated", then per planned buffer its live range in kernels ("pinned":
 * shares memory with nothing; "unused": no kernel touches it), per donated
 * grad the accumulate_grad it is handed to, and per input and host result
 * the kernel after which it goes back to the host. */
static void print_memplan(const cajit_kir_program *p, cajit_strbuf *b) {
  const cajit_kir_memplan *m = p->memplan;
  cajit_strbuf_printf(b, "memplan: %d planned, %d donated\n", (int)m->count,
                      (int)m->donated_count);
  for (int32_t i = 0; i < m->count; i++) {
    cajit_strbuf_printf(b, "  buf%d ", (int)m->buffers[i]);
    if (m->first[i] < 0)
      cajit_strbuf_puts(b, "unused");
    else
      cajit_strbuf_printf(b, "live k%d..k%d", (int)m->first[i],
                          (int)m->last[i]);
    cajit_strbuf_puts(b, m->pinned[i] && m->first[i] >= 0 ? " pinned\n" : "\n");
  }
  for (int32_t i = 0; i < m->donated_count; i++)
    cajit_strbuf_printf(b, "  buf%d donated to k%d as buf%d\n",
                        (int)m->donated[i], (int)m->donated_kernel[i],
                        (int)m->donated_view[i]);
  for (size_t i = 0; i < p->buffers.len; i++) {
    int32_t at = m->release_after[i];
    if (at == CAJIT_MEMPLAN_NOT_RELEASED) continue;
    if (at == CAJIT_MEMPLAN_BEFORE_KERNELS)
      cajit_strbuf_printf(b, "  release buf%d before the kernels\n", (int)i);
    else
      cajit_strbuf_printf(b, "  release buf%d after k%d\n", (int)i, (int)at);
  }
}

cajit_status cajit_kir_program_print(const cajit_kir_program *p,
                                     char **out_text, size_t *out_len) {
  cajit_strbuf b = CAJIT_STRBUF_INIT;
  cajit_strbuf_printf(&b, "kir: %zu buffers, %zu kernels\n", p->buffers.len,
                      p->kernels.len);
  if (p->signature) print_signature(p, p->signature, &b);
  for (size_t i = 0; i < p->buffers.len; i++)
    print_buffer(p, &p->buffers.data[i], &b);
  for (size_t i = 0; i < p->kernels.len; i++)
    print_kernel(p, &p->kernels.data[i], &b);
  if (p->memplan) print_memplan(p, &b);
  return cajit_strbuf_finish(&b, out_text, out_len);
}
