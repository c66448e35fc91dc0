/* Memory planning (lib/sched/memplan.c, the entry's planned allocation
 * laid out by runtime/layout.c): intermediates with disjoint live ranges
 * share memory, overlapping ones never do (checked on layouts of plans and
 * by results that wrong aliasing would change), arguments of host calls
 * are never shared, the layout packs by size into the smallest gap, and
 * reuse lowers the arena's bytes
 * on an MLP-like chain. Donation: a grad whose last use is its
 * accumulate_grad gets memory of its own that the host may keep (and the
 * runtime frees when it does not); grads used later, passed to another
 * host call or only partly passed are not donated. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/host.h"
#include "codegen/codegen.h"
#include "kir/kir.h"
#include "lower/lower.h"
#include "runtime/buffer.h"
#include "runtime/layout.h"
#include "sched/memplan.h"
#include "sched/sched.h"
#include "support/alloc.h"
#include "test_status.h"
#include <llvm-c/Core.h>

static cajit_graph *parse(const char *text) {
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &g));
  ok(cajit_graph_verify(g));
  return g;
}

/* Lays plan m out with buffer i of counts[i] f32 elements (runtime
 * layout, pinned ones live throughout); checks that buffers live at the
 * same time never overlap; returns the block's bytes. */
static int64_t lay_out(const cajit_kir_memplan *m, const int64_t *counts) {
  int32_t n = m->count, first[64], last[64];
  int64_t elems[64], scratch[4 * 64], offs[64];
  assert_true(n <= 64);
  for (int32_t i = 0; i < n; i++) {
    first[i] = m->pinned[i] ? 0 : m->first[i];
    last[i] = m->pinned[i] ? INT32_MAX : m->last[i];
    elems[i] = 4;
  }
  int64_t total =
      cajit_rt_plan_layout(n, counts, elems, first, last, scratch, offs);
  assert_true(total >= 0);
  for (int32_t i = 0; i < n; i++) {
    assert_true(offs[i] % CAJIT_RT_ALIGN == 0);
    assert_true(offs[i] + 4 * counts[i] <= total);
    for (int32_t j = 0; j < i; j++) {
      bool live_apart = last[i] < first[j] || last[j] < first[i];
      bool apart = offs[i] + 4 * counts[i] <= offs[j] ||
                   offs[j] + 4 * counts[j] <= offs[i];
      if (!live_apart && !apart)
        fail_msg("buf%d [%d, %d] at %lld and buf%d [%d, %d] at %lld overlap",
                 (int)m->buffers[i], (int)first[i], (int)last[i],
                 (long long)offs[i], (int)m->buffers[j], (int)first[j],
                 (int)last[j], (long long)offs[j]);
    }
  }
  return total;
}

/* Plans text's program; checks the layout's invariants for buffers of
 * varied sizes and returns the bytes of one with every buffer 64 bytes. */
static int64_t plan(const char *text, bool no_reuse, cajit_kir_memplan *m,
                    cajit_graph **out_g, cajit_kir_program **out_p) {
  cajit_graph *g = parse(text);
  cajit_kir_program *p;
  ok(cajit_kir_program_create(g->exprs, &p));
  cajit_lower_options lo = {0};
  ok(cajit_lower_graph(g, p, &lo));
  ok(cajit_memplan_build(p, no_reuse, m));
  int64_t counts[64];
  for (int32_t i = 0; i < m->count && i < 64; i++)
    counts[i] = 1 + (i * 37) % 101;
  lay_out(m, counts);
  for (int32_t i = 0; i < m->count && i < 64; i++)
    counts[i] = 16;
  *out_g = g;
  *out_p = p;
  return lay_out(m, counts);
}

static void unplan(cajit_kir_memplan *m, cajit_graph *g, cajit_kir_program *p) {
  cajit_kir_memplan_free(m);
  cajit_kir_program_destroy(p);
  cajit_graph_destroy(g);
}

/* exp, neg, exp, neg, exp, and the last kernel also reads the first
 * result: %1 is live throughout, %2..%5 each over two kernels. */
static const char chain_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 17]\n"
    "%1 = aten.exp.default(%0) : f32[s0, 17]\n"
    "%2 = aten.neg.default(%1) : f32[s0, 17]\n"
    "%3 = aten.exp.default(%2) : f32[s0, 17]\n"
    "%4 = aten.neg.default(%3) : f32[s0, 17]\n"
    "%5 = aten.exp.default(%4) : f32[s0, 17]\n"
    "%6 = aten.add.Tensor(%5, %1) : f32[s0, 17]\n"
    "return (%6)\n";

static void test_disjoint_ranges_share(void **state) {
  (void)state;
  cajit_kir_memplan m;
  cajit_graph *g;
  cajit_kir_program *p;
  /* %1 lives throughout; %2..%5 alternate in two more places. */
  assert_int_equal(plan(chain_cag, false, &m, &g, &p), 3 * 64);
  assert_int_equal(m.count, 5);
  unplan(&m, g, p);
  assert_int_equal(plan(chain_cag, true, &m, &g, &p), 5 * 64);
  unplan(&m, g, p);
}

/* Host-call arguments are pinned: %1 is passed to a hook, %2 could
 * otherwise take its memory. */
static const char host_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 1\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 3]\n"
    "%1 = aten.exp.default(%0) : f32[s0, 3]\n"
    "%2 = host.tensor_pre_hook(%1, hook=0) : f32[s0, 3]\n"
    "%3 = aten.neg.default(%0) : f32[s0, 3]\n"
    "%4 = aten.exp.default(%3) : f32[s0, 3]\n"
    "%5 = aten.add.Tensor(%4, %2) : f32[s0, 3]\n"
    "return (%5)\n";

static void test_host_arguments_pinned(void **state) {
  (void)state;
  cajit_kir_memplan m;
  cajit_graph *g;
  cajit_kir_program *p;
  /* %1 is pinned: lay_out checks it against every buffer as live
   * throughout. */
  plan(host_cag, false, &m, &g, &p);
  int32_t pinned = 0;
  for (int32_t i = 0; i < m.count; i++)
    pinned += m.pinned[i];
  assert_int_equal(pinned, 1);
  unplan(&m, g, p);
}

/* %4: donated (last use); %5: read again by %6, not donated; %7 (a
 * reshape of all of %6): donated; %8: also given to a hook, not donated;
 * %10: a slice of %9, not all of it, not donated. */
static const char donate_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 1\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 3]\n"
    "input %1 : f32[s0, 3]\n"
    "input %2 : f32[3]\n"
    "input %3 : f32[2, 3]\n"
    "%4 = aten.exp.default(%0) : f32[s0, 3]\n"
    "host.accumulate_grad(%1, %4, has_post_hooks=false)\n"
    "%5 = aten.neg.default(%0) : f32[s0, 3]\n"
    "host.accumulate_grad(%1, %5, has_post_hooks=false)\n"
    "%8 = aten.tanh.default(%0) : f32[s0, 3]\n"
    "%9 = host.tensor_pre_hook(%8, hook=0) : f32[s0, 3]\n"
    "host.accumulate_grad(%1, %8, has_post_hooks=false)\n"
    "%6 = aten.sum.dim_IntList(%5, [0], true) : f32[1, 3]\n"
    "%7 = aten.view.default(%6, [3]) : f32[3]\n"
    "host.accumulate_grad(%2, %7, has_post_hooks=false)\n"
    "%10 = aten.slice.Tensor(%8, 0, 0, 2) : f32[2, 3]\n"
    "%11 = aten.sigmoid.default(%0) : f32[s0, 3]\n"
    "%12 = aten.slice.Tensor(%11, 0, 0, 2) : f32[2, 3]\n"
    "host.accumulate_grad(%3, %12, has_post_hooks=false)\n"
    "return (%9, %10)\n";

static void test_donations(void **state) {
  (void)state;
  cajit_kir_memplan m;
  cajit_graph *g;
  cajit_kir_program *p;
  plan(donate_cag, false, &m, &g, &p);
  /* The donated roots are the exp's and the sum's outputs, each handed
   * over by the accumulate_grad right after it, and not planned. */
  assert_int_equal(m.donated_count, 2);
  const char *want[2] = {"aten.exp", "aten.sum"};
  for (int32_t j = 0; j < 2; j++) {
    const cajit_kir_kernel *host = &p->kernels.data[m.donated_kernel[j]];
    assert_int_equal(host->kind, CAJIT_KIR_HOST);
    assert_int_equal(host->host->kind, CAJIT_HOST_ACCUMULATE_GRAD);
    assert_int_equal(p->buffers.data[host->host->args[1]].root, m.donated[j]);
    assert_int_equal(host->host->args[1], m.donated_view[j]);
    const cajit_kir_kernel *writer = &p->kernels.data[m.donated_kernel[j] - 1];
    assert_int_equal(p->buffers.data[writer->out].root, m.donated[j]);
    assert_non_null(strstr(writer->name, want[j]));
    for (int32_t i = 0; i < m.count; i++)
      assert_int_not_equal(m.buffers[i], m.donated[j]);
  }
  assert_int_equal(p->buffers.data[m.donated_view[1]].ndim, 1); /* [3] */
  unplan(&m, g, p);
}

/* A call of the graphs below: n_in inputs, a host with one hook handle
 * (`user`), n_out output slots. */
static cajit_call hooked_call(DLTensor **in, int32_t n_in, cajit_host *host,
                              void **hooks, DLManagedTensor **out,
                              int32_t n_out) {
  cajit_call call = {0};
  call.inputs = in;
  call.input_count = n_in;
  call.hooks = hooks;
  call.hooks_count = 1;
  call.host = host;
  call.outputs = out;
  call.output_count = n_out;
  return call;
}

/* A host that keeps the donated grads it is given (checking their values
 * after the call) or leaves them to the runtime (ASan checks both). */
typedef struct keeping_host {
  bool keep;
  int32_t calls, kept, offered;
  DLManagedTensor *held[8];
} keeping_host;

static cajit_status keep_grad(void *user, const cajit_host_request *req) {
  keeping_host *h = user;
  h->calls++;
  DLManagedTensor **owned = req->owned_inputs;
  if (!owned || !owned[1]) return NULL;
  h->offered++;
  /* The owned tensor is the grad argument itself. */
  assert_ptr_equal(owned[1]->dl_tensor.data, req->inputs[1]->data);
  assert_int_equal(owned[1]->dl_tensor.ndim, req->inputs[1]->ndim);
  if (h->keep && h->kept < 8) {
    h->held[h->kept++] = owned[1];
    owned[1] = NULL;
  }
  return NULL;
}

static void run_donating(bool keep) {
  cajit_graph *g = parse(donate_cag);
  cajit_compiled *c;
  ok(cajit_compile(g, NULL, &c));
  int64_t s0 = 5, sh[2] = {s0, 3}, sh2[1] = {3}, sh3[2] = {2, 3};
  float x[15], pa[15] = {0}, pb[3] = {0}, pc[6] = {0};
  for (int i = 0; i < 15; i++)
    x[i] = (float)i / 10.0f - 0.7f;
  DLTensor t[4] = {
      {x, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, sh, NULL, 0},
      {pa, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, sh, NULL, 0},
      {pb, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, sh2, NULL, 0},
      {pc, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, sh3, NULL, 0},
  };
  DLTensor *in[4] = {&t[0], &t[1], &t[2], &t[3]};
  keeping_host kh = {.keep = keep};
  cajit_host host = {0};
  host.user = &kh;
  host.accumulate_grad = keep_grad;
  host.tensor_pre_hook = keep_grad; /* returns none: the graph's %9 */
  void *hooks[1] = {&kh};
  DLManagedTensor *out[2] = {0};
  cajit_call call = hooked_call(in, 4, &host, hooks, out, 2);
  cajit_status s = cajit_compiled_run(c, &call);
  /* The hook returns none for a tensor result: the call fails after the
   * first donation was handed over and before the second (which the
   * failure path releases); nothing leaks either way. */
  assert_non_null(s);
  cajit_status_free(s);
  assert_int_equal(kh.offered, 1);
  if (keep) {
    assert_int_equal(kh.kept, 1);
    const float *e = kh.held[0]->dl_tensor.data;
    for (int i = 0; i < 15; i++)
      assert_float_equal(e[i], expf(x[i]), 1e-6);
    kh.held[0]->deleter(kh.held[0]);
  }
  cajit_compiled_destroy(c);
  cajit_graph_destroy(g);
}

static void test_donated_grads_kept_or_freed(void **state) {
  (void)state;
  run_donating(true);
  run_donating(false);
}

/* Packing by size: the largest first, then each in the smallest gap
 * among the buffers live with it. */
static void test_layout(void **state) {
  (void)state;
  /* 40 -> 64, 200 -> 256, 24 -> 64 bytes; b1 overlaps b0 and b2, which
   * do not overlap each other: b1 at 0, b0 and b2 both after it. */
  int64_t counts[4] = {10, 100, 3, 16}, elems[4] = {4, 2, 8, 4}, scratch[16],
          offs[4];
  int32_t first[4] = {0, 1, 2, 0}, last[4] = {1, 2, 3, 0};
  assert_int_equal(
      cajit_rt_plan_layout(3, counts, elems, first, last, scratch, offs),
      256 + 64);
  assert_int_equal(offs[1], 0);
  assert_int_equal(offs[0], 256);
  assert_int_equal(offs[2], 256);
  /* 256 and 64 bytes live at kernel 0, 256 and 64 more at kernel 1: the
   * second pair takes the first's places. */
  int64_t c2[4] = {64, 16, 64, 16}, e2[4] = {4, 4, 4, 4};
  int32_t f2[4] = {0, 0, 1, 1}, l2[4] = {0, 0, 1, 1};
  assert_int_equal(cajit_rt_plan_layout(4, c2, e2, f2, l2, scratch, offs),
                   256 + 64);
  assert_int_equal(offs[0], 0);
  assert_int_equal(offs[2], 0);
  assert_int_equal(offs[1], 256);
  assert_int_equal(offs[3], 256);
  counts[1] = -1;
  assert_int_equal(
      cajit_rt_plan_layout(3, counts, elems, first, last, scratch, offs), -1);
  counts[1] = INT64_MAX / 2;
  assert_int_equal(
      cajit_rt_plan_layout(3, counts, elems, first, last, scratch, offs), -1);
  assert_int_equal(cajit_rt_plan_layout(0, NULL, NULL, NULL, NULL, NULL, NULL),
                   0);
}

/* The cached layout: the same counts copy the remembered offsets, other
 * counts lay out again and are remembered; a call that finds the cache
 * locked (a concurrent one) lays out without touching it. */
static void test_layout_cached(void **state) {
  (void)state;
  int64_t counts[3] = {10, 100, 3}, elems[3] = {4, 2, 8}, scratch[12], offs[3],
          cache[2 * 3 + 2] = {0};
  int32_t first[3] = {0, 1, 2}, last[3] = {1, 2, 3};
  for (int rep = 0; rep < 2; rep++) {
    memset(offs, 0xff, sizeof offs);
    assert_int_equal(cajit_rt_plan_layout_cached(cache, 3, counts, elems, first,
                                                 last, scratch, offs),
                     320);
    assert_int_equal(offs[1], 0);
    assert_int_equal(offs[0], 256);
    assert_int_equal(cache[0], 0);
    assert_int_equal(cache[1], 320);
  }
  counts[0] = 100; /* 400 -> 448 bytes: first now, b1 after it, b2 at 0 */
  assert_int_equal(cajit_rt_plan_layout_cached(cache, 3, counts, elems, first,
                                               last, scratch, offs),
                   448 + 256);
  assert_int_equal(offs[0], 0);
  assert_int_equal(offs[1], 448);
  assert_int_equal(offs[2], 0);
  cache[0] = 1;
  counts[0] = 10;
  assert_int_equal(cajit_rt_plan_layout_cached(cache, 3, counts, elems, first,
                                               last, scratch, offs),
                   320);
  assert_int_equal(cache[1], 448 + 256); /* untouched while locked */
}

/* ---- compiled: results and bytes ---------------------------------------- */

typedef struct run_result {
  float *out;
  int64_t n;
  int64_t arena_bytes;
} run_result;

/* Compiles text (reuse or not, fusion or not), runs it on inputs filled
 * from a deterministic generator (input i is [s0, cols[i]], or [-cols[i],
 * -cols[i]] for a negative one) and returns output 0 and the arena's bytes. */
static run_result run_graph_fused(const char *text, bool no_reuse, bool fuse,
                                  int64_t s0, const int64_t *cols, int n_in) {
  cajit_graph *g = parse(text);
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_buffer_reuse = no_reuse;
  o.no_fusion = !fuse;
  cajit_compiled *c;
  ok(cajit_compile(g, &o, &c));
  DLTensor ts[4];
  DLTensor *in[4];
  int64_t shapes[4][2];
  float *data[4];
  uint32_t seed = 12345;
  for (int i = 0; i < n_in; i++) {
    shapes[i][0] = cols[i] < 0 ? -cols[i] : s0;
    shapes[i][1] = cols[i] < 0 ? -cols[i] : cols[i];
    int64_t n = shapes[i][0] * shapes[i][1];
    data[i] = malloc((size_t)n * sizeof(float));
    assert_non_null(data[i]);
    for (int64_t e = 0; e < n; e++) {
      seed = seed * 1664525u + 1013904223u;
      data[i][e] = (float)((int32_t)(seed >> 9) % 2000 - 1000) / 3000.0f;
    }
    ts[i] = (DLTensor){.data = data[i],
                       .device = {kDLCPU, 0},
                       .ndim = 2,
                       .dtype = {kDLFloat, 32, 1},
                       .shape = shapes[i]};
    in[i] = &ts[i];
  }
  DLManagedTensor *out[1] = {0};
  cajit_call call = {0};
  call.inputs = in;
  call.input_count = n_in;
  call.outputs = out;
  call.output_count = 1;
  ok(cajit_compiled_run(c, &call));
  run_result r;
  r.arena_bytes = cajit_rt_arena_last_bytes();
  const DLTensor *t = &out[0]->dl_tensor;
  r.n = 1;
  for (int d = 0; d < t->ndim; d++)
    r.n *= t->shape[d];
  r.out = malloc((size_t)r.n * sizeof(float));
  assert_non_null(r.out);
  memcpy(r.out, t->data, (size_t)r.n * sizeof(float));
  out[0]->deleter(out[0]);
  for (int i = 0; i < n_in; i++)
    free(data[i]);
  cajit_compiled_destroy(c);
  cajit_graph_destroy(g);
  return r;
}

/* The byte counts below are of the buffers lowering makes: without fusion,
 * which would otherwise remove most of them (see test_fused_chain). */
static run_result run_graph(const char *text, bool no_reuse, int64_t s0,
                            const int64_t *cols, int n_in) {
  return run_graph_fused(text, no_reuse, false, s0, cols, n_in);
}

/* Results with reuse are bitwise those without (where every intermediate
 * has memory of its own: a wrong alias, e.g. %1 sharing with %3 in
 * chain_cag, changes them); returns the bytes saved
 * (without - with). */
static int64_t compare_reuse(const char *text, int64_t s0, const int64_t *cols,
                             int n_in) {
  run_result a = run_graph(text, true, s0, cols, n_in);
  run_result b = run_graph(text, false, s0, cols, n_in);
  assert_int_equal(a.n, b.n);
  assert_memory_equal(a.out, b.out, (size_t)a.n * sizeof(float));
  int64_t saved = a.arena_bytes - b.arena_bytes;
  free(a.out);
  free(b.out);
  return saved;
}

static void test_chain_results_and_bytes(void **state) {
  (void)state;
  int64_t cols[1] = {17};
  /* 5 intermediates of 37 x 17 f32 (2516 -> 2560 bytes), 3 live at most;
   * %3, %4 and %5 are written over the buffer each reads for the last time
   * (lib/sched/inplace.c), so 2 take memory. */
  assert_int_equal(compare_reuse(chain_cag, 37, cols, 1), 3 * 2560);
}

/* An MLP-like chain: mm, relu, mm, relu, mm, with every intermediate the
 * same [s0, 64] size, and the first one read again at the end: 6
 * intermediates, 3 live at most. */
static const char mlp_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 64]\ninput %1 : f32[64, 64]\n"
    "input %2 : f32[64, 64]\ninput %3 : f32[64, 64]\n"
    "%4 = aten.mm.default(%0, %1) : f32[s0, 64]\n"
    "%5 = aten.relu.default(%4) : f32[s0, 64]\n"
    "%6 = aten.mm.default(%5, %2) : f32[s0, 64]\n"
    "%7 = aten.relu.default(%6) : f32[s0, 64]\n"
    "%8 = aten.mm.default(%7, %3) : f32[s0, 64]\n"
    "%9 = aten.relu.default(%8) : f32[s0, 64]\n"
    "%10 = aten.add.Tensor(%9, %4) : f32[s0, 64]\n"
    "return (%10)\n";

static void test_mlp_peak_bytes(void **state) {
  (void)state;
  int64_t cols[4] = {64, -64, -64, -64};
  run_result with = run_graph(mlp_cag, false, 100, cols, 4);
  run_result without = run_graph(mlp_cag, true, 100, cols, 4);
  /* %4 lives to the end; %5..%9 alternate in two more places. */
  int64_t one = 100 * 64 * 4;
  assert_int_equal(without.arena_bytes, 6 * one);
  assert_int_equal(with.arena_bytes, 3 * one);
  assert_memory_equal(with.out, without.out, (size_t)with.n * sizeof(float));
  free(with.out);
  free(without.out);
}

/* Buffers fusion removed get no memory: in chain_cag only %1 (an exp read
 * twice, too expensive to recompute) stays; the result is the unfused one. */
static void test_fused_chain(void **state) {
  (void)state;
  int64_t cols[1] = {17};
  run_result fused = run_graph_fused(chain_cag, false, true, 37, cols, 1);
  run_result plain = run_graph(chain_cag, false, 37, cols, 1);
  assert_int_equal(fused.arena_bytes, 2560);
  assert_int_equal(fused.n, plain.n);
  for (int64_t i = 0; i < fused.n; i++)
    assert_float_equal(fused.out[i], plain.out[i], 1e-6 * fabsf(plain.out[i]));
  free(fused.out);
  free(plain.out);
}

/* ---- release points ------------------------------------------------------ */

/* Input 2 is read by no kernel; input 0 by the exp only, input 1 by the
 * last add; the first hook's result %4 is read by the neg, the second's
 * %6 by the add. */
static const char release_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 1\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 3]\n"
    "input %1 : f32[s0, 3]\n"
    "input %2 : f32[s0, 3]\n"
    "%3 = aten.exp.default(%0) : f32[s0, 3]\n"
    "%4 = host.tensor_pre_hook(%3, hook=0) : f32[s0, 3]\n"
    "%5 = aten.neg.default(%4) : f32[s0, 3]\n"
    "%6 = host.tensor_pre_hook(%5, hook=0) : f32[s0, 3]\n"
    "%7 = aten.add.Tensor(%6, %1) : f32[s0, 3]\n"
    "return (%7)\n";

/* The kernel index of the first kernel whose name contains what. */
static int32_t kernel_named(const cajit_kir_program *p, const char *what) {
  for (size_t i = 0; i < p->kernels.len; i++)
    if (strstr(p->kernels.data[i].name, what)) return (int32_t)i;
  fail_msg("no kernel named %s", what);
  return -1;
}

static void test_release_points(void **state) {
  (void)state;
  cajit_kir_memplan m;
  cajit_graph *g;
  cajit_kir_program *p;
  plan(release_cag, false, &m, &g, &p);
  const cajit_kir_signature *sig = p->signature;
  int32_t exp_k = kernel_named(p, "aten.exp"),
          neg_k = kernel_named(p, "aten.neg"),
          add_k = kernel_named(p, "aten.add");
  assert_int_equal(m.release_after[sig->inputs[0]], exp_k);
  assert_int_equal(m.release_after[sig->inputs[1]], add_k);
  assert_int_equal(m.release_after[sig->inputs[2]],
                   CAJIT_MEMPLAN_BEFORE_KERNELS);
  int32_t hooks = 0;
  for (size_t k = 0; k < p->kernels.len; k++) {
    const cajit_kir_kernel *kk = &p->kernels.data[k];
    if (kk->kind != CAJIT_KIR_HOST) continue;
    /* The first hook's result is last read by the neg, the second's by
     * the add. */
    assert_int_equal(m.release_after[kk->host->results[0]],
                     hooks++ == 0 ? neg_k : add_k);
  }
  assert_int_equal(hooks, 2);
  /* Intermediates are planned, not released early. */
  for (int32_t i = 0; i < m.count; i++)
    assert_int_equal(m.release_after[m.buffers[i]], CAJIT_MEMPLAN_NOT_RELEASED);
  unplan(&m, g, p);
}

/* A host result passed to a host call lives as long as that call's
 * results: the hook's result %2 is last read by the first hook... */
static const char release_chain_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 1\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 3]\n"
    "%1 = aten.exp.default(%0) : f32[s0, 3]\n"
    "%2 = host.tensor_pre_hook(%1, hook=0) : f32[s0, 3]\n"
    "%3 = host.tensor_pre_hook(%2, hook=0) : f32[s0, 3]\n"
    "%4 = aten.neg.default(%3) : f32[s0, 3]\n"
    "return (%4)\n";

static void test_release_points_follow_host_results(void **state) {
  (void)state;
  cajit_kir_memplan m;
  cajit_graph *g;
  cajit_kir_program *p;
  plan(release_chain_cag, false, &m, &g, &p);
  int32_t neg_k = kernel_named(p, "aten.neg"), results[2], n = 0;
  for (size_t k = 0; k < p->kernels.len; k++)
    if (p->kernels.data[k].kind == CAJIT_KIR_HOST)
      results[n++] = p->kernels.data[k].host->results[0];
  assert_int_equal(n, 2);
  /* ... but the second hook might have returned a view of it (hosts must
   * not): both go after the neg. The input, passed to the exp only, goes
   * after it. */
  assert_int_equal(m.release_after[results[1]], neg_k);
  assert_int_equal(m.release_after[results[0]], neg_k);
  assert_int_equal(m.release_after[p->signature->inputs[0]],
                   kernel_named(p, "aten.exp"));
  unplan(&m, g, p);
}

/* Events of a run, in order: 'H' a hook call, 'a'/'b' the first/second
 * hook result freed, '0'..'9' an input released. */
typedef struct release_log {
  char events[32];
  int n;
  int results;
} release_log;

static void log_event(release_log *l, char e) {
  if (l->n < (int)sizeof l->events - 1) l->events[l->n++] = e;
}

typedef struct logged_tensor {
  DLManagedTensor mt;
  release_log *log;
  char tag;
  int64_t shape[2];
  float data[64];
} logged_tensor;

static void logged_deleter(DLManagedTensor *mt) {
  logged_tensor *t = (logged_tensor *)mt;
  log_event(t->log, t->tag);
  free(t);
}

/* A tensor_pre_hook that returns a copy of its argument, logged when
 * freed. */
static cajit_status copying_hook(void *user, const cajit_host_request *req) {
  release_log *l = user;
  log_event(l, 'H');
  const DLTensor *in = req->inputs[0];
  int64_t n = in->shape[0] * in->shape[1];
  logged_tensor *t = calloc(1, sizeof *t);
  assert_non_null(t);
  assert_true(n <= 64);
  t->log = l;
  t->tag = (char)('a' + l->results++);
  t->shape[0] = in->shape[0];
  t->shape[1] = in->shape[1];
  for (int64_t e = 0; e < n; e++) /* the argument is a contiguous buffer */
    t->data[e] = ((const float *)in->data)[e];
  t->mt.dl_tensor = (DLTensor){.data = t->data,
                               .device = {kDLCPU, 0},
                               .ndim = 2,
                               .dtype = {kDLFloat, 32, 1},
                               .shape = t->shape};
  t->mt.deleter = logged_deleter;
  req->results[0] = &t->mt;
  return NULL;
}

static void log_released_inputs(void *ctx, const int32_t *indices,
                                int32_t count) {
  for (int32_t i = 0; i < count; i++)
    log_event(ctx, (char)('0' + indices[i]));
}

/* Runs release_cag with rows rows in input 0 and rows0 in the others. */
static cajit_status run_release(int64_t rows0, int64_t rows, release_log *l,
                                DLManagedTensor **out) {
  cajit_graph *g = parse(release_cag);
  cajit_compiled *c;
  ok(cajit_compile(g, NULL, &c));
  int64_t sh0[2] = {rows0, 3}, sh[2] = {rows, 3};
  float x[3][15];
  for (int i = 0; i < 15; i++)
    x[0][i] = x[1][i] = x[2][i] = (float)i / 10.0f - 0.7f;
  DLTensor t[3];
  DLTensor *in[3];
  for (int i = 0; i < 3; i++) {
    t[i] = (DLTensor){
        x[i], {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, i == 0 ? sh0 : sh, NULL, 0};
    in[i] = &t[i];
  }
  cajit_host host = {0};
  host.user = l;
  host.tensor_pre_hook = copying_hook;
  void *hooks[1] = {l};
  cajit_call call = hooked_call(in, 3, &host, hooks, out, 1);
  call.release_inputs = log_released_inputs;
  call.release_ctx = l;
  cajit_status s = cajit_compiled_run(c, &call);
  cajit_compiled_destroy(c);
  cajit_graph_destroy(g);
  return s;
}

/* The entry hands inputs and host results back right after their last
 * reader: input 2 before any kernel, input 0 after the exp, the first
 * hook's result after the neg, the second's and input 1 after the add. A
 * call that fails its guards releases nothing. */
static void test_release_order(void **state) {
  (void)state;
  release_log l = {0};
  DLManagedTensor *out[1] = {0};
  ok(run_release(5, 5, &l, out));
  assert_string_equal(l.events, "20HaHb1");
  const float *r = out[0]->dl_tensor.data;
  for (int i = 0; i < 15; i++) {
    float x = (float)i / 10.0f - 0.7f;
    assert_float_equal(r[i], -expf(x) + x, 1e-6);
  }
  out[0]->deleter(out[0]);
  out[0] = NULL;
  release_log bad = {0};
  cajit_status s = run_release(5, 4, &bad, out); /* input 1 has 4 rows */
  assert_non_null(s);
  assert_int_equal(cajit_status_code_of(s), CAJIT_GUARD_FAILED);
  cajit_status_free(s);
  assert_string_equal(bad.events, "");
  assert_null(out[0]);
}

/* The pass attaches the plan to the program (the kernel IR owns it, a
 * second run replaces it), which prints it; codegen's entry follows the
 * attached plan and refuses a program that has none. */
static void test_plan_in_kernel_ir(void **state) {
  (void)state;
  cajit_graph *g = parse(chain_cag);
  cajit_kir_program *p;
  ok(cajit_kir_program_create(g->exprs, &p));
  cajit_lower_options lo = {0};
  ok(cajit_lower_graph(g, p, &lo));
  ok(cajit_sched_loops(p, NULL));
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  expect_error(cajit_codegen_emit(p, ctx, "np", NULL, &m), CAJIT_INTERNAL,
               "codegen: entry cajit_entry: the program has no memory plan "
               "(run cajit_sched_memory first)");
  assert_null(m);
  ok(cajit_sched_memory(p, true));
  ok(cajit_sched_memory(p, false));
  assert_non_null(p->memplan);
  assert_int_equal(p->memplan->count, 5);
  char *text;
  size_t len;
  ok(cajit_kir_program_print(p, &text, &len));
  /* %1 (buf1) lives from its kernel to the last one; %2 over two. */
  assert_non_null(strstr(text, "\nmemplan: 5 planned, 0 donated\n"
                               "  buf1 live k0..k5\n  buf2 live k1..k2\n"));
  assert_non_null(strstr(text, "  release buf0 after k"));
  cajit_free(text);
  ok(cajit_codegen_emit(p, ctx, "np", NULL, &m));
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  cajit_kir_program_destroy(p);
  cajit_graph_destroy(g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_disjoint_ranges_share),
      cmocka_unit_test(test_host_arguments_pinned),
      cmocka_unit_test(test_donations),
      cmocka_unit_test(test_donated_grads_kept_or_freed),
      cmocka_unit_test(test_layout),
      cmocka_unit_test(test_layout_cached),
      cmocka_unit_test(test_chain_results_and_bytes),
      cmocka_unit_test(test_mlp_peak_bytes),
      cmocka_unit_test(test_fused_chain),
      cmocka_unit_test(test_release_points),
      cmocka_unit_test(test_release_points_follow_host_results),
      cmocka_unit_test(test_release_order),
      cmocka_unit_test(test_plan_in_kernel_ir),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
