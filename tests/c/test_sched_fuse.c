/* Fusion (lib/sched/fuse.c), end to end: each graph is compiled twice,
 * with fusion on and off (cajit_compile_options.no_fusion), and run on the
 * same inputs; the outputs must agree (fusion reorders no floating-point
 * operation, so they agree within a rounding tolerance at most) and the
 * kernel counts of the printed kernel IR must be what the fusion rules
 * say: pointwise chains become one kernel, a cheap producer is inlined into
 * several readers and an expensive one kept, pointwise work feeding a
 * reduction (bias grad, layer-norm backward) is inlined into it, views of a
 * producer are inlined through their index maps, and a gather of a
 * producer, a buffer written by two kernels (cat) and GEMM operands stay
 * in memory. Scatter and scan values take their producers inline. Sibling
 * reductions over one input are joined. Copies that only change the layout
 * of a GEMM operand or result are skipped. */
#include "kir/kir.h"
#include "lower/lower.h"
#include "lower_harness.h"
#include "sched/sched.h"

typedef struct input_spec {
  cajit_dtype dtype;
  int ndim;
  int64_t shape[4];
  double (*fill)(int64_t);
} input_spec;

static double vals_a(int64_t e) { return (double)((e * 37) % 17 - 8) / 4.0; }
static double vals_b(int64_t e) { return (double)((e * 11) % 13 - 6) / 3.0; }
static double vals_pos(int64_t e) { return 0.5 + (double)(e % 3) / 4.0; }
static double vals_idx5(int64_t e) { return (double)((e * 3) % 5); }

static cajit_status compile_opts(const char *text, bool no_fusion,
                                 compiled *c) {
  memset(c, 0, sizeof *c);
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_fusion = no_fusion;
  o.no_host_fallback = true;
  cajit_status s =
      cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &c->g);
  if (!s) s = cajit_graph_verify(c->g);
  if (!s) s = cajit_compile(c->g, &o, &c->c);
  return s;
}

/* Kernel count of the printed kernel IR ("kir: N buffers, M kernels"),
 * and the number of dead buffers. */
static int kernels_of(const char *text, bool no_fusion, int *dead) {
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &g));
  ok(cajit_graph_verify(g));
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_fusion = no_fusion;
  char *kir = NULL;
  size_t len;
  ok(cajit_compile_dump_kir(g, &o, &kir, &len));
  int nb = -1, nk = -1;
  assert_int_equal(sscanf(kir, "kir: %d buffers, %d kernels", &nb, &nk), 2);
  *dead = 0;
  for (const char *p = kir; (p = strstr(p, ": dead ")); p++)
    (*dead)++;
  cajit_free(kir);
  cajit_graph_destroy(g);
  return nk;
}

/* Compiles text with and without fusion, checks the kernel counts, runs
 * both on the inputs and compares every output. The passes after fusion
 * may add kernels (`added`: lib/sched/row_partials.c turns a column sum
 * into three) and dead buffers (`added_dead`: a producer it runs per row
 * into a scratch row). */
static void check_fusion_with(const char *text, const input_spec *specs,
                              int n_in, int want_unfused, int want_fused,
                              double tol, int added, int added_dead) {
  int dead_off, dead_on;
  assert_int_equal(kernels_of(text, true, &dead_off), want_unfused);
  assert_int_equal(kernels_of(text, false, &dead_on), want_fused + added);
  assert_int_equal(dead_off, 0);
  assert_int_equal(dead_on, want_unfused - want_fused + added_dead);
  static tensor in[8];
  tensor *ptrs[8];
  for (int i = 0; i < n_in; i++) {
    make(&in[i], specs[i].dtype, specs[i].ndim, specs[i].shape, specs[i].fill,
         NULL);
    ptrs[i] = &in[i];
  }
  compiled on, off;
  ok(compile_opts(text, false, &on));
  ok(compile_opts(text, true, &off));
  ok(run(&on, ptrs, n_in));
  ok(run(&off, ptrs, n_in));
  int n_out = cajit_compiled_output_count(on.c);
  for (int k = 0; k < n_out; k++) {
    DLManagedTensor *a = on.outs[k], *b = off.outs[k];
    assert_true((a == NULL) == (b == NULL));
    if (!a) continue;
    const DLTensor *ta = &a->dl_tensor, *tb = &b->dl_tensor;
    assert_int_equal(ta->ndim, tb->ndim);
    int64_t n = 1;
    for (int d = 0; d < ta->ndim; d++) {
      assert_int_equal(ta->shape[d], tb->shape[d]);
      n *= ta->shape[d];
    }
    for (int64_t e = 0; e < n; e++) {
      double x = elem(ta, e), y = elem(tb, e);
      if (x == y || (isnan(x) && isnan(y))) continue;
      if (!(tol > 0 && fabs(x - y) <= tol * fmax(1, fabs(y))))
        fail_msg("output %d element %lld: fused %.9g, unfused %.9g", k,
                 (long long)e, x, y);
    }
  }
  destroy(&on);
  destroy(&off);
}

static void check_fusion(const char *text, const input_spec *specs, int n_in,
                         int want_unfused, int want_fused, double tol) {
  check_fusion_with(text, specs, n_in, want_unfused, want_fused, tol, 0, 0);
}

static const input_spec two_f32[] = {
    {CAJIT_DTYPE_F32, 2, {4, 8}, vals_a},
    {CAJIT_DTYPE_F32, 2, {4, 8}, vals_b},
};

static void test_pointwise_chain(void **state) {
  (void)state;
  check_fusion(HEADER "input %0 : f32[4, 8]\ninput %1 : f32[4, 8]\n"
                      "%2 = aten.mul.Tensor(%0, %1) : f32[4, 8]\n"
                      "%3 = aten.add.Tensor(%2, %0) : f32[4, 8]\n"
                      "%4 = aten.relu.default(%3) : f32[4, 8]\n"
                      "%5 = aten.neg.default(%4) : f32[4, 8]\n"
                      "return (%5)\n",
               two_f32, 2, 4, 1, 0);
}

/* mul is cheap: inlined into both readers; exp is not: kept. */
static void test_two_readers(void **state) {
  (void)state;
  check_fusion(HEADER "input %0 : f32[4, 8]\ninput %1 : f32[4, 8]\n"
                      "%2 = aten.mul.Tensor(%0, %1) : f32[4, 8]\n"
                      "%3 = aten.add.Tensor(%2, %0) : f32[4, 8]\n"
                      "%4 = aten.sub.Tensor(%2, %1) : f32[4, 8]\n"
                      "return (%3, %4)\n",
               two_f32, 2, 3, 2, 0);
  check_fusion(HEADER "input %0 : f32[4, 8]\ninput %1 : f32[4, 8]\n"
                      "%2 = aten.exp.default(%0) : f32[4, 8]\n"
                      "%3 = aten.add.Tensor(%2, %0) : f32[4, 8]\n"
                      "%4 = aten.sub.Tensor(%2, %1) : f32[4, 8]\n"
                      "return (%3, %4)\n",
               two_f32, 2, 3, 3, 0);
  /* One reader that broadcasts exp over a new dim would compute it 5
   * times per element: kept. */
  static const input_spec bc[] = {{CAJIT_DTYPE_F32, 1, {8}, vals_a},
                                  {CAJIT_DTYPE_F32, 2, {5, 8}, vals_b}};
  check_fusion(HEADER "input %0 : f32[8]\ninput %1 : f32[5, 8]\n"
                      "%2 = aten.exp.default(%0) : f32[8]\n"
                      "%3 = aten.mul.Tensor(%2, %1) : f32[5, 8]\n"
                      "return (%3)\n",
               bc, 2, 2, 2, 0);
}

/* The bias grad of a linear layer after a ReLU: sum over dim 0 of
 * threshold_backward(grad * y, x): one reduction kernel. */
static void test_bias_grad(void **state) {
  (void)state;
  static const input_spec in[] = {
      {CAJIT_DTYPE_F32, 2, {8, 4}, vals_a},
      {CAJIT_DTYPE_F32, 2, {8, 4}, vals_b},
      {CAJIT_DTYPE_F32, 2, {8, 4}, vals_pos},
  };
  check_fusion(HEADER
               "input %0 : f32[8, 4]\ninput %1 : f32[8, 4]\n"
               "input %2 : f32[8, 4]\n"
               "%3 = aten.mul.Tensor(%0, %2) : f32[8, 4]\n"
               "%4 = aten.threshold_backward.default(%3, %1, 0.0) : f32[8, 4]\n"
               "%5 = aten.sum.dim_IntList(%4, [0], true) : f32[1, 4]\n"
               "return (%5)\n",
               in, 3, 3, 1, 0);
}

/* The layer-norm backward lowering already computes its pointwise work
 * inside its row and column reductions. A pointwise producer of its grad
 * is read by all five of its kernels: a cheap one with one streaming input
 * (neg) is inlined into each; a product of two inputs is kept, since
 * reloading both at five sites moves more memory than its buffer. */
static void test_layer_norm_backward(void **state) {
  (void)state;
  static const input_spec in[] = {
      {CAJIT_DTYPE_F32, 2, {6, 8}, vals_a},
      {CAJIT_DTYPE_F32, 2, {6, 8}, vals_b},
      {CAJIT_DTYPE_F32, 2, {6, 1}, vals_a},
      {CAJIT_DTYPE_F32, 2, {6, 1}, vals_pos},
      {CAJIT_DTYPE_F32, 1, {8}, vals_pos},
      {CAJIT_DTYPE_F32, 1, {8}, vals_b},
  };
  static const char *const producers[] = {"aten.neg.default(%0)",
                                          "aten.mul.Tensor(%0, %1)"};
  for (int i = 0; i < 2; i++) {
    char g[1024];
    snprintf(g, sizeof g,
             HEADER "input %%0 : f32[6, 8]\ninput %%1 : f32[6, 8]\n"
                    "input %%2 : f32[6, 1]\ninput %%3 : f32[6, 1]\n"
                    "input %%4 : f32[8]\ninput %%5 : f32[8]\n"
                    "%%6 = %s : f32[6, 8]\n"
                    "%%7, %%8, %%9 = aten.native_layer_norm_backward.default("
                    "%%6, %%1, [8], %%2, %%3, %%4, %%5, [true, true, true]) : "
                    "(f32[6, 8], f32[8], f32[8])\n"
                    "return (%%7, %%8, %%9)\n",
             producers[i]);
    /* The weight and bias grads then become block partials of the row
     * unit (+4 kernels), and the product producer runs per row into a
     * scratch row (its buffer dead). */
    check_fusion_with(g, in, 6, 6, i == 0 ? 5 : 6, 0, 4, i == 0 ? 0 : 1);
  }
}

/* Number of kernels the printed kernel IR marks joined to the one before. */
static int joined_of(const char *text) {
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &g));
  ok(cajit_graph_verify(g));
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  char *kir = NULL;
  size_t len;
  ok(cajit_compile_dump_kir(g, &o, &kir, &len));
  int n = 0;
  for (const char *p = kir; (p = strstr(p, "(joined with the kernel above)"));
       p++)
    n++;
  cajit_free(kir);
  cajit_graph_destroy(g);
  return n;
}

/* Sibling reductions (lib/sched/siblings.c): BatchNorm backward's two
 * per-channel sums over one grad_output share one loop nest (register
 * accumulators); two column sums over one input are joined too, and, as
 * they accumulate in their outputs, each keeps its own function. Results
 * match the unfused build, which joins nothing. */
static void test_sibling_reductions(void **state) {
  (void)state;
  static const input_spec bn[] = {
      {CAJIT_DTYPE_F32, 4, {3, 4, 5, 6}, vals_a},
      {CAJIT_DTYPE_F32, 4, {3, 4, 5, 6}, vals_b},
      {CAJIT_DTYPE_F32, 1, {4}, vals_pos},
      {CAJIT_DTYPE_F32, 1, {4}, vals_a},
      {CAJIT_DTYPE_F32, 1, {4}, vals_pos},
      {CAJIT_DTYPE_F32, 1, {4}, vals_b},
      {CAJIT_DTYPE_F32, 1, {4}, vals_pos},
  };
  const char *g =
      HEADER "input %0 : f32[3, 4, 5, 6]\ninput %1 : f32[3, 4, 5, 6]\n"
             "input %2 : f32[4]\ninput %3 : f32[4]\ninput %4 : f32[4]\n"
             "input %5 : f32[4]\ninput %6 : f32[4]\n"
             "%7, %8, %9 = aten.native_batch_norm_backward.default(%0, %1, "
             "%2, %3, %4, %5, %6, true, 1e-05, [true, true, true]) : "
             "(f32[3, 4, 5, 6], f32[4], f32[4])\n"
             "return (%7, %8, %9)\n";
  assert_int_equal(joined_of(g), 1);
  check_fusion(g, bn, 7, 5, 5, 1e-6);
  static const input_spec cols[] = {
      {CAJIT_DTYPE_F32, 2, {9, 20}, vals_a},
      {CAJIT_DTYPE_F32, 2, {9, 20}, vals_b},
  };
  const char *c2 =
      HEADER "input %0 : f32[9, 20]\ninput %1 : f32[9, 20]\n"
             "%2 = aten.mul.Tensor(%0, %1) : f32[9, 20]\n"
             "%3 = aten.sum.dim_IntList(%0, [0], false) : f32[20]\n"
             "%4 = aten.sum.dim_IntList(%2, [0], false) : f32[20]\n"
             "return (%3, %4)\n";
  assert_int_equal(joined_of(c2), 1);
  check_fusion(c2, cols, 2, 3, 2, 0);
}

/* A permuted view of a producer is inlined through its index map; a
 * reshape (LINEAR map) is not; cat's buffer is written by two kernels, so
 * it stays, though the producer of one of its parts is inlined. */
static void test_views_and_cat(void **state) {
  (void)state;
  check_fusion(HEADER "input %0 : f32[4, 8]\ninput %1 : f32[4, 8]\n"
                      "%2 = aten.mul.Tensor(%0, %1) : f32[4, 8]\n"
                      "%3 = aten.permute.default(%2, [1, 0]) : f32[8, 4]\n"
                      "%4 = aten.neg.default(%3) : f32[8, 4]\n"
                      "return (%4)\n",
               two_f32, 2, 2, 1, 0);
  check_fusion(HEADER "input %0 : f32[4, 8]\ninput %1 : f32[4, 8]\n"
                      "%2 = aten.mul.Tensor(%0, %1) : f32[4, 8]\n"
                      "%3 = aten.view.default(%2, [32]) : f32[32]\n"
                      "%4 = aten.neg.default(%3) : f32[32]\n"
                      "return (%4)\n",
               two_f32, 2, 2, 2, 0);
  check_fusion(HEADER "input %0 : f32[4, 8]\ninput %1 : f32[4, 8]\n"
                      "%2 = aten.mul.Tensor(%0, %1) : f32[4, 8]\n"
                      "%3 = aten.cat.default([%2, %0], 1) : f32[4, 16]\n"
                      "%4 = aten.neg.default(%3) : f32[4, 16]\n"
                      "return (%4)\n",
               two_f32, 2, 4, 3, 0);
}

/* GEMM operands stay in memory. */
static void test_gemm_operand(void **state) {
  (void)state;
  static const input_spec in[] = {{CAJIT_DTYPE_F32, 2, {4, 8}, vals_a},
                                  {CAJIT_DTYPE_F32, 2, {8, 4}, vals_b}};
  check_fusion(HEADER "input %0 : f32[4, 8]\ninput %1 : f32[8, 4]\n"
                      "%2 = aten.neg.default(%0) : f32[4, 8]\n"
                      "%3 = aten.mm.default(%2, %1) : f32[4, 4]\n"
                      "return (%3)\n",
               in, 2, 2, 2, 1e-6);
}

/* A clone of a contiguous GEMM result is a second copy of its memory: its
 * readers (a GEMM, a reshape, a transpose) read the GEMM's buffer. */
static void test_identity_copy(void **state) {
  (void)state;
  static const input_spec in[] = {{CAJIT_DTYPE_F32, 2, {4, 8}, vals_a},
                                  {CAJIT_DTYPE_F32, 2, {8, 4}, vals_b}};
  check_fusion(HEADER "input %0 : f32[4, 8]\ninput %1 : f32[8, 4]\n"
                      "%2 = aten.mm.default(%0, %1) : f32[4, 4]\n"
                      "%3 = aten.clone.default(%2) : f32[4, 4]\n"
                      "%4 = aten.view.default(%3, [16]) : f32[16]\n"
                      "%5 = aten.neg.default(%4) : f32[16]\n"
                      "%6 = aten.permute.default(%3, [1, 0]) : f32[4, 4]\n"
                      "%7 = aten.mm.default(%3, %6) : f32[4, 4]\n"
                      "return (%5, %7)\n",
               in, 2, 4, 3, 0);
}

static const input_spec gather_in[] = {
    {CAJIT_DTYPE_F64, 2, {4, 5}, vals_a},
    {CAJIT_DTYPE_F64, 2, {4, 5}, vals_b},
    {CAJIT_DTYPE_I64, 2, {4, 3}, vals_idx5},
    {CAJIT_DTYPE_F64, 2, {4, 3}, vals_b},
};

/* A gather reads its producer at data-dependent indices: kept. */
static void test_gather_reader(void **state) {
  (void)state;
  check_fusion(HEADER "input %0 : f64[4, 5]\ninput %1 : f64[4, 5]\n"
                      "input %2 : i64[4, 3]\ninput %3 : f64[4, 3]\n"
                      "%4 = aten.mul.Tensor(%0, %1) : f64[4, 5]\n"
                      "%5 = aten.gather.default(%4, 1, %2) : f64[4, 3]\n"
                      "return (%5)\n",
               gather_in, 4, 2, 2, 0);
}

/* Producers of a scatter's source and of a scan's input are inlined. */
static void test_scatter_and_scan_readers(void **state) {
  (void)state;
  int dead;
  const char *scatter =
      HEADER "input %0 : f64[4, 5]\ninput %1 : f64[4, 5]\n"
             "input %2 : i64[4, 3]\ninput %3 : f64[4, 3]\n"
             "%4 = aten.mul.Tensor(%3, %3) : f64[4, 3]\n"
             "%5 = aten.scatter_add.default(%0, 1, %2, %4) : f64[4, 5]\n"
             "return (%5)\n";
  int unfused = kernels_of(scatter, true, &dead);
  check_fusion(scatter, gather_in, 4, unfused, unfused - 1, 0);
  check_fusion(HEADER "input %0 : f64[4, 5]\ninput %1 : f64[4, 5]\n"
                      "input %2 : i64[4, 3]\ninput %3 : f64[4, 3]\n"
                      "%4 = aten.mul.Tensor(%0, %1) : f64[4, 5]\n"
                      "%5 = aten.cumsum.default(%4, 1) : f64[4, 5]\n"
                      "return (%5)\n",
               gather_in, 4, 2, 1, 0);
}

/* Attention's backward (lib/sched/gemm_layout.c): the bmms read the
 * permuted grad where its clone was ([B, S, H, D] as [B*H, S, D], a batch
 * dim split into B and H), and the first bmm writes its result straight
 * into its slice of the cat, where a clone and a cat copy took it before.
 * Three copies go; the cat's other part stays. */
static const char attention_grads[] = HEADER
    "input %0 : f32[2, 5, 12]\ninput %1 : f32[6, 5, 5]\n"
    "input %2 : f32[6, 5, 4]\n"
    "%3 = aten.view.default(%0, [2, 5, 3, 4]) : f32[2, 5, 3, 4]\n"
    "%4 = aten.transpose.int(%3, 1, 2) : f32[2, 3, 5, 4]{60, 4, 12, 1}\n"
    "%5 = aten.clone.default(%4, memory_format=contiguous_format) : "
    "f32[2, 3, 5, 4]\n"
    "%6 = aten._unsafe_view.default(%5, [6, 5, 4]) : f32[6, 5, 4]\n"
    "%7 = aten.transpose.int(%1, 1, 2) : f32[6, 5, 5]{25, 1, 5}\n"
    "%8 = aten.bmm.default(%7, %6) : f32[6, 5, 4]\n"
    "%9 = aten.transpose.int(%2, 1, 2) : f32[6, 4, 5]{20, 1, 4}\n"
    "%10 = aten.bmm.default(%6, %9) : f32[6, 5, 5]\n"
    "%11 = aten.view.default(%8, [2, 3, 5, 4]) : f32[2, 3, 5, 4]\n"
    "%12 = aten.transpose.int(%11, 1, 2) : f32[2, 5, 3, 4]{60, 4, 20, 1}\n"
    "%13 = aten.clone.default(%12, memory_format=contiguous_format) : "
    "f32[2, 5, 3, 4]\n"
    "%14 = aten._unsafe_view.default(%13, [2, 5, 12]) : f32[2, 5, 12]\n"
    "%15 = aten.cat.default([%0, %14], 2) : f32[2, 5, 24]\n";

static void test_gemm_layouts(void **state) {
  (void)state;
  static const input_spec in[] = {
      {CAJIT_DTYPE_F32, 3, {2, 5, 12}, vals_a},
      {CAJIT_DTYPE_F32, 3, {6, 5, 5}, vals_b},
      {CAJIT_DTYPE_F32, 3, {6, 5, 4}, vals_pos},
  };
  char g[2048];
  snprintf(g, sizeof g, "%sreturn (%%10, %%15)\n", attention_grads);
  check_fusion(g, in, 3, 6, 3, 1e-6);
  /* The first clone is returned too (an output, not a copy to skip) and the
   * first bmm's result is read by a pointwise kernel as well: all stay. */
  snprintf(g, sizeof g,
           "%s%%16 = aten.neg.default(%%8) : f32[6, 5, 4]\n"
           "return (%%10, %%15, %%5, %%16)\n",
           attention_grads);
  check_fusion(g, in, 3, 7, 7, 1e-6);
}

/* Fusion, GEMM layouts and sibling joins are separate passes (sched.h):
 * fusion alone leaves the layout copies; cajit_sched_gemm_layouts removes
 * them and says how many; the sibling join only marks kernels. */
static void test_passes_are_separate(void **state) {
  (void)state;
  char text[2048];
  snprintf(text, sizeof text, "%sreturn (%%10, %%15)\n", attention_grads);
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &g));
  ok(cajit_graph_verify(g));
  cajit_kir_program *p;
  ok(cajit_kir_program_create(g->exprs, &p));
  cajit_lower_options lo = {0};
  ok(cajit_lower_graph(g, p, &lo));
  cajit_sched_stats st;
  ok(cajit_sched_fuse(p, &st));
  assert_int_equal(st.kernels_after, (int32_t)p->kernels.len);
  int32_t fused = (int32_t)p->kernels.len, removed = -1;
  ok(cajit_sched_gemm_layouts(p, &removed));
  assert_int_equal(removed, 3);
  assert_int_equal((int32_t)p->kernels.len, fused - removed);
  for (size_t i = 0; i < p->kernels.len; i++)
    assert_int_equal(p->kernels.data[i].id, (int32_t)i);
  /* Nothing left to remove the second time. */
  ok(cajit_sched_gemm_layouts(p, &removed));
  assert_int_equal(removed, 0);
  assert_int_equal(cajit_sched_join_siblings(p), 0);
  cajit_kir_program_destroy(p);
  cajit_graph_destroy(g);
}

/* The flash attention backward's grads are allocated in the [B, L, H, E]
 * memory order the node declares, so transposing them back and flattening
 * the heads stays strided, and each GEMM writes its grad straight into
 * its slice of the cat (3 copies go). */
static void test_gemm_layouts_flash_attention(void **state) {
  (void)state;
  static const input_spec in[] = {
      {CAJIT_DTYPE_F32, 4, {2, 2, 3, 4}, vals_a},
      {CAJIT_DTYPE_F32, 4, {2, 2, 3, 4}, vals_b},
      {CAJIT_DTYPE_F32, 4, {2, 2, 3, 4}, vals_pos},
      {CAJIT_DTYPE_F32, 4, {2, 2, 3, 4}, vals_a},
      {CAJIT_DTYPE_F32, 4, {2, 2, 3, 4}, vals_b},
      {CAJIT_DTYPE_F32, 3, {2, 2, 3}, vals_pos},
  };
  char g[4096] = HEADER;
  for (int i = 0; i < 5; i++)
    snprintf(g + strlen(g), sizeof g - strlen(g),
             "input %%%d : f32[2, 2, 3, 4]\n", i);
  strcat(g, "input %5 : f32[2, 2, 3]\n"
            "%6, %7, %8 = "
            "aten._scaled_dot_product_flash_attention_for_cpu_backward.default("
            "%0, %1, %2, %3, %4, %5, 0.0, false, attn_mask=none) : "
            "(f32[2, 2, 3, 4]{24, 4, 8, 1}, f32[2, 2, 3, 4]{24, 4, 8, 1}, "
            "f32[2, 2, 3, 4]{24, 4, 8, 1})\n");
  for (int r = 0; r < 3; r++)
    snprintf(g + strlen(g), sizeof g - strlen(g),
             "%%%d = aten.transpose.int(%%%d, 1, 2) : f32[2, 3, 2, 4]\n"
             "%%%d = aten.view.default(%%%d, [2, 3, 8]) : f32[2, 3, 8]\n",
             9 + 2 * r, 6 + r, 10 + 2 * r, 9 + 2 * r);
  strcat(g, "%15 = aten.cat.default([%10, %12, %14], 2) : f32[2, 3, 24]\n"
            "return (%15)\n");
  /* Fused, the region from dP's GEMM to dQ's and dK's runs per chunk of
   * the batch of 2 (lib/sched/chunk.c): twice its 8 kernels, and dead
   * buffers where each chunk has its own copy of an intermediate. */
  check_fusion_with(g, in, 6, 11, 8, 1e-6, 8, 5);
}

/* ---- fusion work is linear in the graph (issue 20) ------------------- */

/* A chain of n pointwise nodes over f32[s0, 64] (bench/gen_chain.py). */
static char *chain_text(int n) {
  size_t cap = 200 + (size_t)n * 64, len = 0;
  char *t = malloc(cap);
  assert_non_null(t);
  len += (size_t)snprintf(t, cap,
                          HEADER "sym s0 = input 0 dim 0\ninput %%0 : f32[s0, "
                                 "64]\n");
  static const char *ops[3] = {"aten.neg.default(%%%d)",
                               "aten.mul.Scalar(%%%d, 1.0001)",
                               "aten.add.Scalar(%%%d, 0.5)"};
  for (int i = 1; i <= n; i++) {
    len += (size_t)snprintf(t + len, cap - len, "%%%d = ", i);
    len += (size_t)snprintf(t + len, cap - len, ops[i % 3], i - 1);
    len += (size_t)snprintf(t + len, cap - len, " : f32[s0, 64]\n");
  }
  snprintf(t + len, cap - len, "return (%%%d)\n", n);
  return t;
}

static cajit_sched_stats fuse_chain(int n) {
  char *text = chain_text(n);
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "chain.cag", &g));
  ok(cajit_graph_verify(g));
  cajit_kir_program *p;
  ok(cajit_kir_program_create(g->exprs, &p));
  cajit_lower_options lo = {0};
  ok(cajit_lower_graph(g, p, &lo));
  cajit_sched_stats st;
  ok(cajit_sched_fuse(p, &st));
  cajit_kir_program_destroy(p);
  cajit_graph_destroy(g);
  free(text);
  return st;
}

/* A 10k-node chain took 18.9 s to fuse (readers found by scanning every
 * later kernel, each inline rebuilding an ever longer value). Work counted,
 * not timed: 4x the nodes must cost about 4x the work (quadratic: 16x), and
 * no fused kernel passes the node limit. */
static void test_chain_work_is_linear(void **state) {
  (void)state;
  cajit_sched_stats a = fuse_chain(2000), b = fuse_chain(8000);
  assert_int_equal(a.kernels_before, 2000);
  assert_int_equal(b.kernels_before, 8000);
  /* Cut by the size limit: every kernel holds at most the limit's nodes
   * (about 2 per op: the op and its constant). */
  assert_true(b.kept_size > 0);
  assert_true(b.kernels_after >= 8000 * 2 / CAJIT_SCHED_MAX_FUSED_NODES);
  assert_true(b.kernels_after <= 8000 * 4 / CAJIT_SCHED_MAX_FUSED_NODES);
  assert_true(a.work > 0);
  double ratio = (double)b.work / (double)a.work;
  if (ratio > 6.0)
    fail_msg("fusion work grew %.1fx for 4x the nodes (%lld -> %lld)", ratio,
             (long long)a.work, (long long)b.work);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_pointwise_chain),
      cmocka_unit_test(test_two_readers),
      cmocka_unit_test(test_bias_grad),
      cmocka_unit_test(test_layer_norm_backward),
      cmocka_unit_test(test_sibling_reductions),
      cmocka_unit_test(test_views_and_cat),
      cmocka_unit_test(test_gemm_operand),
      cmocka_unit_test(test_identity_copy),
      cmocka_unit_test(test_gemm_layouts),
      cmocka_unit_test(test_passes_are_separate),
      cmocka_unit_test(test_gemm_layouts_flash_attention),
      cmocka_unit_test(test_gather_reader),
      cmocka_unit_test(test_scatter_and_scan_readers),
      cmocka_unit_test(test_chain_work_is_linear),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
