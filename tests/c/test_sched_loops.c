/* The loop schedule (lib/sched/loops.c): small graphs are lowered, run
 * through the passes before it (fusion, GEMM layouts, sibling joins) and
 * scheduled, and each kernel's recorded decisions (kir.h's
 * cajit_kir_schedule) are checked: loop order, vector dim, parallel dim
 * and block, accumulation strategy, collapsed reduction dims and their
 * run-time checks. Also: the schedule prints with the kernel, and codegen
 * refuses a kernel nobody scheduled. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>
#include <llvm-c/Core.h>

#include "cajit/graph.h"
#include "codegen/codegen.h"
#include "kir/kir.h"
#include "lower/lower.h"
#include "sched/sched.h"
#include "support/alloc.h"
#include "test_status.h"

#define HEADER "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"

typedef struct scheduled {
  cajit_graph *g;
  cajit_kir_program *p;
} scheduled;

/* Lowers text and runs the scheduling passes as lib/compile does, with the
 * target's widths in o (its no_parallel is overwritten). */
static scheduled schedule_with(const char *text, bool no_parallel,
                               cajit_sched_loop_options o) {
  scheduled s;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &s.g));
  ok(cajit_graph_verify(s.g));
  ok(cajit_kir_program_create(s.g->exprs, &s.p));
  cajit_lower_options lo = {0};
  ok(cajit_lower_graph(s.g, s.p, &lo));
  ok(cajit_sched_fuse(s.p, NULL));
  ok(cajit_sched_gemm_layouts(s.p, NULL));
  cajit_sched_join_siblings(s.p);
  cajit_sched_join_rows(s.p);
  ok(cajit_sched_row_partials(s.p, true, NULL));
  cajit_sched_join_pointwise(s.p);
  o.no_parallel = no_parallel;
  ok(cajit_sched_loops(s.p, &o));
  return s;
}

/* The same for a target whose kernel vector width is `wide` (and whose
 * reductions accumulating into their output keep the target's width). */
static scheduled schedule_for(const char *text, bool no_parallel,
                              int32_t wide) {
  return schedule_with(text, no_parallel,
                       (cajit_sched_loop_options){.wide_vector_width = wide});
}

static scheduled schedule(const char *text, bool no_parallel) {
  return schedule_for(text, no_parallel, 0);
}

static void release(scheduled *s) {
  cajit_kir_program_destroy(s->p);
  cajit_graph_destroy(s->g);
}

/* The only kernel of kind `kind` (fails unless there is exactly one). */
static const cajit_kir_kernel *only(const scheduled *s,
                                    cajit_kir_kernel_kind kind) {
  const cajit_kir_kernel *found = NULL;
  for (size_t i = 0; i < s->p->kernels.len; i++)
    if (s->p->kernels.data[i].kind == kind) {
      assert_null(found);
      found = &s->p->kernels.data[i];
    }
  assert_non_null(found);
  assert_true(found->sched.decided);
  return found;
}

static void assert_order(const cajit_kir_schedule *s, int32_t n,
                         const int32_t *want) {
  assert_int_equal(s->loop_count, n);
  for (int32_t i = 0; i < n; i++)
    assert_int_equal(s->order[i], want[i]);
}

/* A pointwise kernel runs its unit-stride dim innermost and splits the
 * first dim of more than one element; when that is the innermost loop it
 * splits it in vector-friendly blocks. */
static void test_pointwise(void **state) {
  (void)state;
  scheduled s = schedule(HEADER "input %0 : f32[6, 8]\n"
                                "%1 = aten.neg.default(%0) : f32[6, 8]\n"
                                "return (%1)\n",
                         false);
  const cajit_kir_schedule *k = &only(&s, CAJIT_KIR_POINTWISE)->sched;
  assert_order(k, 2, (int32_t[]){0, 1});
  assert_int_equal(k->vector_dim, 1);
  assert_int_equal(k->parallel_dim, 0);
  assert_int_equal(k->parallel_block, 1);
  assert_int_equal(k->accum, CAJIT_KIR_ACCUM_NONE);
  release(&s);

  s = schedule(HEADER "input %0 : f32[1, 8]\n"
                      "%1 = aten.neg.default(%0) : f32[1, 8]\n"
                      "return (%1)\n",
               false);
  k = &only(&s, CAJIT_KIR_POINTWISE)->sched;
  assert_int_equal(k->parallel_dim, 1);
  assert_int_equal(k->parallel_block, 512);
  release(&s);

  /* no_parallel: everything serial, the rest unchanged. */
  s = schedule(HEADER "input %0 : f32[6, 8]\n"
                      "%1 = aten.neg.default(%0) : f32[6, 8]\n"
                      "return (%1)\n",
               true);
  k = &only(&s, CAJIT_KIR_POINTWISE)->sched;
  assert_int_equal(k->parallel_dim, -1);
  assert_int_equal(k->vector_dim, 1);
  release(&s);
}

/* A row sum keeps a register accumulator (vectorized over the reduction
 * loop, parallel over rows); a column sum accumulates into the output
 * across its unit-stride dim, which is then the innermost loop. */
static void test_reduction_accumulation(void **state) {
  (void)state;
  scheduled s = schedule(HEADER "input %0 : f32[6, 8]\n"
                                "%1 = aten.sum.dim_IntList(%0, [1]) : f32[6]\n"
                                "return (%1)\n",
                         false);
  const cajit_kir_kernel *k = only(&s, CAJIT_KIR_REDUCTION);
  assert_int_equal(k->sched.accum, CAJIT_KIR_ACCUM_REGISTER);
  assert_int_equal(k->sched.vector_dim, -1);
  assert_int_equal(k->sched.parallel_dim, 0);
  assert_int_equal(k->sched.parallel_block, 1);
  assert_int_equal(k->sched.collapse_from, k->red_ndim - 1);
  release(&s);

  s = schedule(HEADER "input %0 : f32[6, 8, 5]\n"
                      "%1 = aten.sum.dim_IntList(%0, [0]) : f32[8, 5]\n"
                      "return (%1)\n",
               false);
  k = only(&s, CAJIT_KIR_REDUCTION);
  assert_int_equal(k->sched.accum, CAJIT_KIR_ACCUM_OUTPUT);
  assert_int_equal(k->sched.vector_dim, 1);
  assert_order(&k->sched, 2, (int32_t[]){0, 1});
  assert_int_equal(k->sched.parallel_dim, 0);
  release(&s);

  /* An f16 column sum accumulates in f32: not in its f16 output. */
  s = schedule(HEADER "input %0 : f16[6, 8]\n"
                      "%1 = aten.sum.dim_IntList(%0, [0]) : f16[8]\n"
                      "return (%1)\n",
               false);
  k = only(&s, CAJIT_KIR_REDUCTION);
  assert_int_equal(k->acc_dtype, CAJIT_DTYPE_F32);
  assert_int_equal(k->sched.accum, CAJIT_KIR_ACCUM_REGISTER);
  release(&s);
}

/* Two row sums over one input: the second is joined and shares the first's
 * loops (no function, no parallel dim of its own). Two column sums are
 * joined too but accumulate into their outputs, each in its own loops. */
static void test_siblings_share_loops(void **state) {
  (void)state;
  scheduled s =
      schedule(HEADER "input %0 : f32[6, 8]\ninput %1 : f32[6, 8]\n"
                      "%2 = aten.mul.Tensor(%0, %1) : f32[6, 8]\n"
                      "%3 = aten.sum.dim_IntList(%0, [1], false) : f32[6]\n"
                      "%4 = aten.sum.dim_IntList(%2, [1], false) : f32[6]\n"
                      "return (%3, %4)\n",
               false);
  assert_int_equal(s.p->kernels.len, 2);
  const cajit_kir_kernel *a = &s.p->kernels.data[0], *b = &s.p->kernels.data[1];
  assert_true(b->joined);
  assert_int_equal(a->sched.accum, CAJIT_KIR_ACCUM_REGISTER);
  assert_int_equal(b->sched.accum, CAJIT_KIR_ACCUM_SHARED);
  assert_int_equal(a->sched.parallel_dim, 0);
  assert_int_equal(b->sched.parallel_dim, -1);
  release(&s);

  s = schedule(HEADER "input %0 : f32[9, 20]\ninput %1 : f32[9, 20]\n"
                      "%2 = aten.mul.Tensor(%0, %1) : f32[9, 20]\n"
                      "%3 = aten.sum.dim_IntList(%0, [0], false) : f32[20]\n"
                      "%4 = aten.sum.dim_IntList(%2, [0], false) : f32[20]\n"
                      "return (%3, %4)\n",
               false);
  assert_int_equal(s.p->kernels.len, 2);
  assert_true(s.p->kernels.data[1].joined);
  for (int i = 0; i < 2; i++)
    assert_int_equal(s.p->kernels.data[i].sched.accum, CAJIT_KIR_ACCUM_OUTPUT);
  release(&s);
}

/* A layer-norm backward (weight, no bias): its two row sums share loops,
 * and dx, a pointwise kernel over the same rows reading the sums at its
 * own row, runs per row in their loops (no function, no parallel dim of
 * its own), its inner dim innermost. */
static void test_row_consumer(void **state) {
  (void)state;
  scheduled s = schedule(
      HEADER "sym s0 = input 0 dim 0\n"
             "input %0 : f32[s0, 7]\ninput %1 : f32[s0, 7]\n"
             "input %2 : f32[s0, 1]\ninput %3 : f32[s0, 1]\n"
             "input %4 : f32[7]\n"
             "%5, %6, %7 = aten.native_layer_norm_backward.default(%0, %1, "
             "[7], %2, %3, %4, none, [true, false, false]) : (f32[s0, 7], "
             "none, none)\n"
             "return (%5)\n",
      false);
  assert_int_equal(s.p->kernels.len, 3);
  const cajit_kir_kernel *k = s.p->kernels.data;
  assert_int_equal(k[0].kind, CAJIT_KIR_REDUCTION);
  assert_int_equal(k[0].sched.accum, CAJIT_KIR_ACCUM_REGISTER);
  assert_int_equal(k[0].sched.parallel_dim, 0);
  assert_int_equal(k[1].sched.accum, CAJIT_KIR_ACCUM_SHARED);
  assert_int_equal(k[2].kind, CAJIT_KIR_POINTWISE);
  assert_true(k[2].joined);
  assert_int_equal(k[2].sched.accum, CAJIT_KIR_ACCUM_ROW);
  assert_int_equal(k[2].sched.row_dims, 1);
  assert_order(&k[2].sched, 2, (int32_t[]){0, 1});
  assert_int_equal(k[2].sched.vector_dim, 1);
  assert_int_equal(k[2].sched.parallel_dim, -1);
  release(&s);

  /* RMSNorm's keepdim sum ([s0, 3, 1] over 8): the consumer's last dim is
   * the reduction's extent-1 dim, walked per row. */
  s = schedule(HEADER "sym s0 = input 0 dim 0\n"
                      "input %0 : f32[s0, 3, 8]\n"
                      "%1 = aten.mul.Tensor(%0, %0) : f32[s0, 3, 8]\n"
                      "%2 = aten.sum.dim_IntList(%1, [2], true) : "
                      "f32[s0, 3, 1]\n"
                      "%3 = aten.mul.Tensor(%0, %2) : f32[s0, 3, 8]\n"
                      "return (%3)\n",
               false);
  assert_int_equal(s.p->kernels.len, 2);
  k = s.p->kernels.data;
  assert_int_equal(k[1].sched.accum, CAJIT_KIR_ACCUM_ROW);
  assert_int_equal(k[1].sched.row_dims, 2);
  assert_order(&k[1].sched, 3, (int32_t[]){0, 1, 2});
  assert_int_equal(k[0].sched.parallel_dim, 0);
  release(&s);

  /* A consumer reading the sums at another row (s[_i1]: the sum
   * broadcast down the columns), or one over other extents, is not
   * joined. */
  s = schedule(HEADER "input %0 : f32[8, 8]\n"
                      "%1 = aten.sum.dim_IntList(%0, [1]) : f32[8]\n"
                      "%2 = aten.mul.Tensor(%0, %1) : f32[8, 8]\n"
                      "return (%2)\n",
               false);
  assert_int_equal(s.p->kernels.len, 2);
  assert_false(s.p->kernels.data[1].joined);
  assert_int_equal(s.p->kernels.data[1].sched.accum, CAJIT_KIR_ACCUM_NONE);
  release(&s);
  s = schedule(HEADER "input %0 : f32[6, 8]\n"
                      "%1 = aten.sum.dim_IntList(%0, [1], true) : f32[6, 1]\n"
                      "%2 = aten.slice.Tensor(%0, 1, 0, 4) : f32[6, 4]\n"
                      "%3 = aten.mul.Tensor(%2, %1) : f32[6, 4]\n"
                      "return (%3)\n",
               false);
  assert_false(s.p->kernels.data[s.p->kernels.len - 1].joined);
  release(&s);

  /* A consumer whose unit-stride dim is a row dim (its output transposed)
   * is joined but scheduled on its own, after the reduction. */
  s = schedule(HEADER "input %0 : f32[6, 8]\n"
                      "%1 = aten.sum.dim_IntList(%0, [1], true) : f32[6, 1]\n"
                      "%2 = aten.sub.Tensor(%0, %1) : f32[6, 8]\n"
                      "%3 = aten.t.default(%2) : f32[8, 6]\n"
                      "%4 = aten.clone.default(%3, "
                      "memory_format=contiguous_format) : f32[8, 6]\n"
                      "return (%4)\n",
               false);
  const cajit_kir_kernel *last = &s.p->kernels.data[s.p->kernels.len - 1];
  assert_int_equal(last->kind, CAJIT_KIR_POINTWISE);
  assert_int_not_equal(last->sched.accum, CAJIT_KIR_ACCUM_ROW);
  assert_int_equal(last->sched.parallel_dim >= 0, true);
  release(&s);
}

/* Two pointwise kernels reading one buffer (SwiGLU's backward: the
 * up-projection's grad and silu's backward both read the gated grad), a
 * GEMM between them: the second moves up past the GEMM and shares the
 * first's loops. One that reads the GEMM's result stays where it is. */
static void test_pointwise_siblings(void **state) {
  (void)state;
  scheduled s = schedule(HEADER "input %0 : f32[6, 8]\ninput %1 : f32[6, 8]\n"
                                "input %2 : f32[6, 8]\ninput %3 : f32[8, 4]\n"
                                "%4 = aten.mul.Tensor(%0, %1) : f32[6, 8]\n"
                                "%5 = aten.mm.default(%4, %3) : f32[6, 4]\n"
                                "%6 = aten.mul.Tensor(%0, %2) : f32[6, 8]\n"
                                "%7 = aten.sigmoid.default(%6) : f32[6, 8]\n"
                                "return (%5, %7)\n",
                         false);
  assert_int_equal(s.p->kernels.len, 3);
  const cajit_kir_kernel *k = s.p->kernels.data;
  assert_int_equal(k[0].kind, CAJIT_KIR_POINTWISE);
  assert_int_equal(k[1].kind, CAJIT_KIR_POINTWISE);
  assert_true(k[1].joined);
  assert_int_equal(k[1].id, 1);
  assert_int_equal(k[1].sched.accum, CAJIT_KIR_ACCUM_SHARED);
  assert_int_equal(k[1].sched.parallel_dim, -1);
  assert_int_equal(k[0].sched.parallel_dim, 0);
  assert_int_equal(k[2].kind, CAJIT_KIR_GEMM);
  assert_int_equal(k[2].id, 2);
  release(&s);

  s = schedule(HEADER "input %0 : f32[6, 8]\ninput %1 : f32[6, 8]\n"
                      "input %3 : f32[8, 8]\n"
                      "%4 = aten.mul.Tensor(%0, %1) : f32[6, 8]\n"
                      "%5 = aten.mm.default(%4, %3) : f32[6, 8]\n"
                      "%6 = aten.mul.Tensor(%0, %5) : f32[6, 8]\n"
                      "return (%6)\n",
               false);
  assert_int_equal(s.p->kernels.len, 3);
  assert_int_equal(s.p->kernels.data[1].kind, CAJIT_KIR_GEMM);
  assert_false(s.p->kernels.data[2].joined);
  assert_int_equal(s.p->kernels.data[2].sched.accum, CAJIT_KIR_ACCUM_NONE);
  release(&s);

  /* Nor does one after a hook, which may re-allocate the inputs it reads
   * (FSDP2) or return what it reads. */
  s = schedule("cag 1\nsizes 0\nscalars\nhooks 1\npacked_data 0\n"
               "input %0 : f32[2, 3]\ninput %1 : f32[2, 3]\n"
               "%2 = aten.neg.default(%1) : f32[2, 3]\n"
               "%3 = host.tensor_pre_hook(%2, hook=0) : f32[2, 3]\n"
               "%4 = aten.add.Tensor(%1, %0) : f32[2, 3]\n"
               "return (%3, %4)\n",
               false);
  assert_int_equal(s.p->kernels.data[1].kind, CAJIT_KIR_HOST);
  for (size_t i = 0; i < s.p->kernels.len; i++)
    assert_false(s.p->kernels.data[i].joined);
  release(&s);
}

/* A pointwise kernel that reads the output of the pointwise kernel before
 * it at its own element (dwconv's GELU backward after the depthwise
 * grad_input stencil, which stays in memory for a second reader) shares
 * its loops, moving up past a GEMM as siblings do; read at another element
 * (transposed, shifted by a slice), it stays on its own. */
static void test_pointwise_consumer(void **state) {
  (void)state;
  /* exp is not cheap and has two readers: kept in memory. */
  scheduled s = schedule(HEADER "input %0 : f32[8, 8]\ninput %1 : f32[8, 8]\n"
                                "input %2 : f32[8, 4]\n"
                                "%3 = aten.exp.default(%0) : f32[8, 8]\n"
                                "%4 = aten.mm.default(%3, %2) : f32[8, 4]\n"
                                "%5 = aten.mul.Tensor(%3, %1) : f32[8, 8]\n"
                                "return (%4, %5)\n",
                         false);
  assert_int_equal(s.p->kernels.len, 3);
  const cajit_kir_kernel *k = s.p->kernels.data;
  assert_int_equal(k[0].kind, CAJIT_KIR_POINTWISE);
  assert_int_equal(k[1].kind, CAJIT_KIR_POINTWISE);
  assert_true(k[1].joined);
  assert_int_equal(k[1].sched.accum, CAJIT_KIR_ACCUM_SHARED);
  assert_int_equal(k[1].sched.parallel_dim, -1);
  assert_int_equal(k[0].sched.parallel_dim, 0);
  assert_int_equal(k[2].kind, CAJIT_KIR_GEMM);
  release(&s);

  static const char *const elsewhere[] = {
      "%5 = aten.t.default(%3) : f32[8, 8]{1, 8}\n"
      "%6 = aten.mul.Tensor(%5, %1) : f32[8, 8]\n",
      "%5 = aten.slice.Tensor(%3, 1, 1, 8) : f32[8, 7]{8, 1}\n"
      "%7 = aten.slice.Tensor(%1, 1, 0, 7) : f32[8, 7]{8, 1}\n"
      "%8 = aten.mul.Tensor(%5, %7) : f32[8, 7]\n"
      "%9 = aten.slice.Tensor(%3, 1, 0, 7) : f32[8, 7]{8, 1}\n"
      "%6 = aten.add.Tensor(%8, %9) : f32[8, 7]\n",
  };
  for (size_t t = 0; t < sizeof elsewhere / sizeof *elsewhere; t++) {
    char text[1024];
    snprintf(text, sizeof text,
             HEADER "input %%0 : f32[8, 8]\ninput %%1 : f32[8, 8]\n"
                    "input %%2 : f32[8, 4]\n"
                    "%%3 = aten.exp.default(%%0) : f32[8, 8]\n"
                    "%%4 = aten.mm.default(%%3, %%2) : f32[8, 4]\n"
                    "%s"
                    "return (%%4, %%6)\n",
             elsewhere[t]);
    s = schedule(text, false);
    for (size_t i = 0; i < s.p->kernels.len; i++)
      assert_false(s.p->kernels.data[i].joined);
    release(&s);
  }
}

/* A bias grad over [n, c, h, w] keeping c: the reduction dims (n, h, w)
 * collapse h into w when the input's strides say so, which is known at run
 * time only (one check per load); n does not collapse into h. With the
 * strides declared, the check holds at compile time and disappears. */
static void test_collapse(void **state) {
  (void)state;
  scheduled s =
      schedule(HEADER "input %0 : f32[2, 3, 4, 5]\n"
                      "%1 = aten.sum.dim_IntList(%0, [0, 2, 3]) : f32[3]\n"
                      "return (%1)\n",
               false);
  const cajit_kir_kernel *k = only(&s, CAJIT_KIR_REDUCTION);
  assert_int_equal(k->red_ndim, 3);
  assert_int_equal(k->sched.accum, CAJIT_KIR_ACCUM_REGISTER);
  assert_int_equal(k->sched.collapse_from, 1);
  assert_int_equal(k->sched.collapse_checks, 1);
  char *text;
  size_t len;
  ok(cajit_kir_program_print(s.p, &text, &len));
  assert_non_null(
      strstr(text, "collapse _r1.._r2 if _in0_st2 == _in0_st3 * 5"));
  cajit_free(text);
  release(&s);

  s = schedule(HEADER "input %0 : f32[2, 3, 4, 5]{60, 20, 5, 1}\n"
                      "%1 = aten.sum.dim_IntList(%0, [0, 2, 3]) : f32[3]\n"
                      "return (%1)\n",
               false);
  k = only(&s, CAJIT_KIR_REDUCTION);
  assert_int_equal(k->sched.collapse_from, 1);
  assert_int_equal(k->sched.collapse_checks, 0);
  release(&s);

  /* h and w strided apart (a slice of w): no collapse. */
  s = schedule(HEADER "input %0 : f32[2, 3, 4, 5]{120, 40, 10, 1}\n"
                      "%1 = aten.sum.dim_IntList(%0, [0, 2, 3]) : f32[3]\n"
                      "return (%1)\n",
               false);
  k = only(&s, CAJIT_KIR_REDUCTION);
  assert_int_equal(k->sched.collapse_from, 2);
  release(&s);
}

/* A pointwise kernel's loops inside the parallel one collapse into one
 * when the output and every load walk them as one row-major run (one
 * run-time check per input whose strides are not declared), all of them
 * without a parallel loop; not when an input is strided apart or
 * broadcast across the inner dim. */
static void test_collapse_pointwise(void **state) {
  (void)state;
  const char *neg = "%1 = aten.neg.default(%0) : f32[2, 3, 4]\n"
                    "return (%1)\n";
  char text[512];
  snprintf(text, sizeof text, HEADER "input %%0 : f32[2, 3, 4]\n%s", neg);
  scheduled s = schedule(text, false);
  const cajit_kir_kernel *k = only(&s, CAJIT_KIR_POINTWISE);
  assert_int_equal(k->sched.parallel_dim, 0);
  assert_int_equal(k->sched.out_collapse, 2);
  assert_int_equal(k->sched.collapse_checks, 1);
  char *printed;
  size_t len;
  ok(cajit_kir_program_print(s.p, &printed, &len));
  assert_non_null(strstr(printed, "collapse _i1.._i2 if _in0_st1 == "));
  cajit_free(printed);
  release(&s);

  s = schedule(text, true);
  k = only(&s, CAJIT_KIR_POINTWISE);
  assert_int_equal(k->sched.out_collapse, 3);
  assert_int_equal(k->sched.collapse_checks, 2);
  release(&s);

  snprintf(text, sizeof text, HEADER "input %%0 : f32[2, 3, 4]{12, 4, 1}\n%s",
           neg);
  s = schedule(text, false);
  k = only(&s, CAJIT_KIR_POINTWISE);
  assert_int_equal(k->sched.out_collapse, 2);
  assert_int_equal(k->sched.collapse_checks, 0);
  release(&s);

  /* Rows strided apart (a slice): nested. */
  snprintf(text, sizeof text, HEADER "input %%0 : f32[2, 3, 4]{24, 8, 1}\n%s",
           neg);
  s = schedule(text, false);
  assert_int_equal(only(&s, CAJIT_KIR_POINTWISE)->sched.out_collapse, 0);
  release(&s);

  /* A bias broadcast across the rows: nested. */
  s = schedule(HEADER "input %0 : f32[2, 3, 4]{12, 4, 1}\n"
                      "input %1 : f32[4]{1}\n"
                      "%2 = aten.add.Tensor(%0, %1) : f32[2, 3, 4]\n"
                      "return (%2)\n",
               false);
  assert_int_equal(only(&s, CAJIT_KIR_POINTWISE)->sched.out_collapse, 0);
  release(&s);
}

/* A scan along an outer dim vectorizes across the unit-stride dim, reading
 * the running value back from the output, and may split that dim (not the
 * scanned one); along the unit-stride dim it keeps a register. */
static void test_scan(void **state) {
  (void)state;
  scheduled s = schedule(HEADER "input %0 : f64[6, 8]\n"
                                "%1 = aten.cumsum.default(%0, 0) : f64[6, 8]\n"
                                "return (%1)\n",
                         false);
  const cajit_kir_schedule *k = &only(&s, CAJIT_KIR_SCAN)->sched;
  assert_int_equal(k->accum, CAJIT_KIR_ACCUM_OUTPUT);
  assert_int_equal(k->vector_dim, 1);
  assert_order(k, 2, (int32_t[]){0, 1});
  assert_int_equal(k->parallel_dim, 1);
  assert_int_equal(k->parallel_block, 512);
  release(&s);

  s = schedule(HEADER "input %0 : f64[6, 8]\n"
                      "%1 = aten.cumsum.default(%0, 1) : f64[6, 8]\n"
                      "return (%1)\n",
               false);
  k = &only(&s, CAJIT_KIR_SCAN)->sched;
  assert_int_equal(k->accum, CAJIT_KIR_ACCUM_REGISTER);
  assert_int_equal(k->vector_dim, -1);
  assert_order(k, 2, (int32_t[]){0, 1});
  assert_int_equal(k->parallel_dim, 0);
  release(&s);

  /* f32 sums accumulate in f64, which the f32 output cannot hold: along dim
   * 0 too the running value stays in a register, the scan dim innermost. */
  s = schedule(HEADER "input %0 : f32[6, 8]\n"
                      "%1 = aten.cumsum.default(%0, 0) : f32[6, 8]\n"
                      "return (%1)\n",
               false);
  k = &only(&s, CAJIT_KIR_SCAN)->sched;
  assert_int_equal(k->accum, CAJIT_KIR_ACCUM_REGISTER);
  assert_order(k, 2, (int32_t[]){1, 0});
  assert_int_equal(k->parallel_dim, 1);
  release(&s);
}

/* The vector width each kernel asks for: with a wide width, pointwise
 * kernels and register-accumulator reductions get it, reductions
 * accumulating into their output the target's width for them (plain, or
 * with an outer loop unrolled inside the vector loop: %11 below), scans
 * accumulating into their output 256 bits, a scan with a register
 * accumulator and a scatter nothing; without one, nothing at all. The
 * targets: none, a Xeon's (plain 256, unrolled 512), Zen 5's (the other way
 * round). */
static void test_vector_width(void **state) {
  (void)state;
  static const char text[] =
      HEADER "sym s0 = input 2 dim 0\n"
             "input %0 : f32[6, 8]\n"
             "input %1 : i64[6]\n"
             "input %7 : f32[s0, 16]\n"
             "input %8 : f32[s0, 3, 16]\n"
             "%2 = aten.neg.default(%0) : f32[6, 8]\n"
             "%3 = aten.sum.dim_IntList(%0, [1]) : f32[6]\n"
             "%4 = aten.sum.dim_IntList(%0, [0]) : f32[8]\n"
             "%5 = aten.cumsum.default(%0, 0) : f32[6, 8]\n"
             "%6 = aten.index_put.default(%0, [%1], %0, true) : f32[6, 8]\n"
             "%9 = aten.unsqueeze.default(%7, 1) : f32[s0, 1, 16]\n"
             "%10 = aten.mul.Tensor(%9, %8) : f32[s0, 3, 16]\n"
             "%11 = aten.sum.dim_IntList(%10, [0], false) : f32[3, 16]\n"
             "return (%2, %3, %4, %5, %6, %11)\n";
  static const cajit_sched_loop_options targets[] = {
      {0},
      {.wide_vector_width = 512,
       .accum_output_width = 256,
       .accum_unrolled_width = 512},
      {.wide_vector_width = 512,
       .accum_output_width = 512,
       .accum_unrolled_width = 256},
  };
  for (size_t t = 0; t < sizeof targets / sizeof *targets; t++) {
    const cajit_sched_loop_options *o = &targets[t];
    int32_t wide = o->wide_vector_width;
    scheduled s = schedule_with(text, false, *o);
    int seen = 0;
    for (size_t i = 0; i < s.p->kernels.len; i++) {
      const cajit_kir_kernel *k = &s.p->kernels.data[i];
      int32_t want = 0;
      bool output = k->sched.accum == CAJIT_KIR_ACCUM_OUTPUT;
      if (k->kind == CAJIT_KIR_POINTWISE ||
          (k->kind == CAJIT_KIR_REDUCTION &&
           k->sched.accum == CAJIT_KIR_ACCUM_REGISTER))
        want = wide, seen |= k->kind == CAJIT_KIR_POINTWISE ? 1 : 2;
      else if (k->kind == CAJIT_KIR_REDUCTION && output &&
               k->sched.inner_out_loops)
        want = o->accum_unrolled_width, seen |= 32;
      else if (k->kind == CAJIT_KIR_REDUCTION && output)
        want = o->accum_output_width, seen |= 4;
      else if (k->kind == CAJIT_KIR_SCAN) /* (an f64 register here) */
        want = output && wide ? 256 : 0, seen |= 8;
      else if (k->kind == CAJIT_KIR_SCATTER)
        seen |= 16;
      if (k->sched.vector_width != want)
        fail_msg("target %zu: kernel %s: width %d, want %d", t, k->name,
                 (int)k->sched.vector_width, (int)want);
    }
    /* pointwise, row sum, column sum, f32 scan, scatter, unrolled sum */
    assert_int_equal(seen, 63);
    release(&s);
  }
}

/* A scan whose value can fail the call (a checked value) splits no loop
 * that has the scanned dim outside it, so the first failure is the serial
 * one; the same scan that cannot fail splits its vector dim. Built by
 * hand: fusion never inlines a checked value into a scan. */
static void test_fallible_scan_stays_serial(void **state) {
  (void)state;
  for (int checked = 0; checked < 2; checked++) {
    cajit_expr_ctx *xc;
    ok(cajit_expr_ctx_create(&xc));
    cajit_kir_program *p;
    ok(cajit_kir_program_create(xc, &p));
    const cajit_expr *sh[2] = {cajit_expr_int(xc, 6), cajit_expr_int(xc, 8)};
    int32_t x, out, k;
    ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_I64, 2, sh, NULL, &x));
    ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_I64, 2,
                              sh, &out));
    const cajit_expr *i[2];
    ok(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 2, i));
    const cajit_kir_value *v = cajit_kir_load(p, x, i);
    if (checked)
      v = cajit_kir_check(p, v, cajit_expr_int(xc, 0), cajit_expr_int(xc, 9),
                          NULL, "value %lld is out of range");
    ok(cajit_kir_add_scan(p, "cumsum", out, CAJIT_KIR_REDUCE_SUM,
                          CAJIT_DTYPE_I64, 0, v, &k));
    ok(cajit_sched_loops(p, NULL));
    const cajit_kir_schedule *sc = &p->kernels.data[k].sched;
    assert_int_equal(sc->accum, CAJIT_KIR_ACCUM_OUTPUT);
    assert_order(sc, 2, (int32_t[]){0, 1});
    assert_int_equal(sc->parallel_dim, checked ? -1 : 1);
    cajit_kir_program_destroy(p);
    cajit_expr_ctx_destroy(xc);
  }
}

/* The printed kernel carries its schedule; a program nobody scheduled is
 * refused by codegen, naming the kernel. */
static void test_print_and_unscheduled(void **state) {
  (void)state;
  scheduled s = schedule(HEADER "input %0 : f32[6, 8]\n"
                                "%1 = aten.neg.default(%0) : f32[6, 8]\n"
                                "return (%1)\n",
                         false);
  char *text;
  size_t len;
  ok(cajit_kir_program_print(s.p, &text, &len));
  assert_non_null(
      strstr(text, "\n  schedule: loops _i0 _i1, vector _i1, parallel _i0\n"));
  cajit_free(text);
  s.p->kernels.data[0].sched.decided = false;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  expect_error(cajit_codegen_emit(s.p, ctx, "u", NULL, &m), CAJIT_INTERNAL,
               "codegen: kernel k0 \"%1 = aten.neg.default\" has no schedule "
               "(run cajit_sched_loops first)");
  assert_null(m);
  LLVMContextDispose(ctx);
  release(&s);
}

/* Every allocation of the pass may fail: it reports out of memory and
 * leaves the program destroyable. */
static void test_alloc_failures(void **state) {
  (void)state;
  int failures = 0;
  for (long n = 0; n < 1000; n++) {
    scheduled s;
    ok(cajit_graph_parse(
        cajit_sv_from_cstr(HEADER "input %0 : f32[2, 3, 4, 5]\n"
                                  "%1 = aten.sum.dim_IntList(%0, [0, 2, 3]) : "
                                  "f32[3]\n"
                                  "%2 = aten.cumsum.default(%0, 1) : "
                                  "f32[2, 3, 4, 5]\n"
                                  "return (%1, %2)\n"),
        "oom.cag", &s.g));
    ok(cajit_graph_verify(s.g));
    ok(cajit_kir_program_create(s.g->exprs, &s.p));
    cajit_lower_options lo = {0};
    ok(cajit_lower_graph(s.g, s.p, &lo));
    cajit_alloc_fail_after(n);
    cajit_status st = cajit_sched_loops(s.p, NULL);
    long injected = cajit_alloc_injected_failures();
    cajit_alloc_fail_after(-1);
    release(&s);
    if (!st) {
      assert_int_equal(injected, 0);
      break;
    }
    failures++;
    assert_int_equal(cajit_status_code_of(st), CAJIT_OUT_OF_MEMORY);
    cajit_status_free(st);
  }
  assert_true(failures > 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_pointwise),
      cmocka_unit_test(test_reduction_accumulation),
      cmocka_unit_test(test_siblings_share_loops),
      cmocka_unit_test(test_row_consumer),
      cmocka_unit_test(test_pointwise_siblings),
      cmocka_unit_test(test_pointwise_consumer),
      cmocka_unit_test(test_collapse),
      cmocka_unit_test(test_collapse_pointwise),
      cmocka_unit_test(test_scan),
      cmocka_unit_test(test_fallible_scan_stays_serial),
      cmocka_unit_test(test_vector_width),
      cmocka_unit_test(test_print_and_unscheduled),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
