/* In-place outputs (lib/sched/inplace.c): a pointwise kernel writes over
 * the intermediate it reads for the last time when it reads each element
 * at the element it writes (a GELU backward of a GEMM's result), or a row
 * consumer whose sums read the same row (a softmax backward); never when
 * it reads other elements (a transposed read), when its sums read other
 * rows (a flip), when the buffer is read again later, or when a host call
 * gets it. Results are bitwise those of a
 * compile without buffer reuse (every intermediate its own memory), on 1
 * and 3 threads, and the kernel IR says which kernel writes over what. */
#include "cajit/runtime.h"
#include "lower_harness.h"

/* mm, its GELU backward (in place of the mm's result), mm again. */
static const char gelu_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "input %0 : f32[s0, 16]\n"
           "input %1 : f32[16, 24]\n"
           "input %2 : f32[s0, 24]\n"
           "input %3 : f32[24, 8]\n"
           "%4 = aten.mm.default(%0, %1) : f32[s0, 24]\n"
           "%5 = aten.gelu_backward.default(%4, %2) : f32[s0, 24]\n"
           "%6 = aten.mm.default(%5, %3) : f32[s0, 8]\n"
           "return (%6)\n";

/* The same, the mm's result also read by a GEMM after the GELU backward:
 * not its last read. */
static const char reread_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "input %0 : f32[s0, 16]\n"
           "input %1 : f32[16, 24]\n"
           "input %2 : f32[s0, 24]\n"
           "input %3 : f32[24, 8]\n"
           "%4 = aten.mm.default(%0, %1) : f32[s0, 24]\n"
           "%5 = aten.gelu_backward.default(%4, %2) : f32[s0, 24]\n"
           "%6 = aten.mm.default(%5, %3) : f32[s0, 8]\n"
           "%7 = aten.mm.default(%4, %3) : f32[s0, 8]\n"
           "%8 = aten.add.Tensor(%6, %7) : f32[s0, 8]\n"
           "return (%8)\n";

/* The GELU backward of the mm's result transposed: element [i, j] reads
 * [j, i], which an earlier element may have overwritten. */
static const char transposed_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "input %0 : f32[s0, 16]\n"
           "input %1 : f32[16, 24]\n"
           "input %2 : f32[24, s0]\n"
           "input %3 : f32[s0, 8]\n"
           "%4 = aten.mm.default(%0, %1) : f32[s0, 24]\n"
           "%5 = aten.t.default(%4) : f32[24, s0]\n"
           "%6 = aten.gelu_backward.default(%5, %2) : f32[24, s0]\n"
           "%7 = aten.mm.default(%6, %3) : f32[24, 8]\n"
           "return (%7)\n";

/* Attention's softmax backward: the grad of the weights (a bmm's result)
 * read once per row for the row's sum and again per element. */
static const char softmax_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "sym s1 = input 0 dim 1\n"
           "input %0 : f32[s0, s1, 8]\n"
           "input %1 : f32[s0, 8, s1]\n"
           "input %2 : f32[s0, s1, s1]\n"
           "input %3 : f32[s0, s1, 8]\n"
           "%4 = aten.bmm.default(%0, %1) : f32[s0, s1, s1]\n"
           "%5 = aten._softmax_backward_data.default(%4, %2, -1, f32) : "
           "f32[s0, s1, s1]\n"
           "%6 = aten.bmm.default(%5, %3) : f32[s0, s1, 8]\n"
           "return (%6)\n";

/* A row consumer of sums that read another row (the mm's result flipped):
 * row i's sum reads row s0 - 1 - i, which the consumer of that row may
 * already have overwritten. */
static const char flipped_rows_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "input %0 : f32[s0, 16]\n"
           "input %1 : f32[16, 16]\n"
           "input %2 : f32[16, 8]\n"
           "%3 = aten.mm.default(%0, %1) : f32[s0, 16]\n"
           "%4 = aten.flip.default(%3, [0]) : f32[s0, 16]\n"
           "%5 = aten.sum.dim_IntList(%4, [1], true) : f32[s0, 1]\n"
           "%6 = aten.mul.Tensor(%3, %5) : f32[s0, 16]\n"
           "%7 = aten.mm.default(%6, %2) : f32[s0, 8]\n"
           "return (%7)\n";

/* A hook gets the mm's result: the host may keep it. */
static const char hooked_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 1\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 16]\n"
    "input %1 : f32[16, 24]\n"
    "input %2 : f32[s0, 24]\n"
    "input %3 : f32[24, 8]\n"
    "%4 = aten.mm.default(%0, %1) : f32[s0, 24]\n"
    "%5 = host.tensor_pre_hook(%4, hook=0) : f32[s0, 24]\n"
    "%6 = aten.gelu_backward.default(%4, %2) : f32[s0, 24]\n"
    "%7 = aten.mm.default(%6, %3) : f32[s0, 8]\n"
    "%8 = aten.add.Tensor(%5, %6) : f32[s0, 24]\n"
    "return (%7, %8)\n";

static int in_place_count(const char *cag) {
  char *kir = kir_of(cag);
  int n = count_of(kir, "in place of buf");
  cajit_free(kir);
  return n;
}

/* Runs cag in place and without buffer reuse on seeded inputs of these
 * shapes (f32, contiguous): the same bits, on 1 and 3 threads. */
static void same_bits(const char *cag, int n_in, const int *ndims,
                      const int64_t (*shapes)[3], int64_t out_numel) {
  tensor t[4], *in[4];
  for (int k = 0; k < n_in; k++) {
    make_seeded(&t[k], CAJIT_DTYPE_F32, ndims[k], shapes[k], NULL,
                11u + 7u * (uint32_t)k);
    in[k] = &t[k];
  }
  float *want = malloc((size_t)out_numel * sizeof(float));
  float *got = malloc((size_t)out_numel * sizeof(float));
  assert_non_null(want);
  assert_non_null(got);
  run_output0_f32(cag, true, 1, in, n_in, want, out_numel);
  for (int threads = 1; threads <= 3; threads += 2) {
    run_output0_f32(cag, false, threads, in, n_in, got, out_numel);
    assert_memory_equal(got, want, (size_t)out_numel * sizeof(float));
  }
  free(want);
  free(got);
  for (int k = 0; k < n_in; k++)
    release(&t[k]);
}

static void test_gelu_backward_writes_over_the_gemm_result(void **state) {
  (void)state;
  char *kir = kir_of(gelu_cag);
  assert_int_equal(count_of(kir, "in place of buf"), 1);
  /* One planned buffer: the mm's result, which the GELU backward's is a
   * view of. */
  assert_int_equal(count_of(kir, "memplan: 1 planned"), 1);
  cajit_free(kir);
  const int nd[4] = {2, 2, 2, 2};
  const int64_t sh[4][3] = {{37, 16}, {16, 24}, {37, 24}, {24, 8}};
  same_bits(gelu_cag, 4, nd, sh, 37 * 8);
}

static void test_softmax_backward_writes_over_its_grad(void **state) {
  (void)state;
  char *kir = kir_of(softmax_cag);
  /* The row consumer, after its row's sum, in each of the 4 chunks of the
   * batch the region from the first bmm to the second runs in
   * (lib/sched/chunk.c; same_bits runs it unchunked too). */
  assert_int_equal(count_of(kir, "accum row, width"), 4);
  assert_int_equal(count_of(kir, "in place of buf"), 4);
  cajit_free(kir);
  const int nd[4] = {3, 3, 3, 3};
  const int64_t sh[4][3] = {{3, 45, 8}, {3, 8, 45}, {3, 45, 45}, {3, 45, 8}};
  same_bits(softmax_cag, 4, nd, sh, 3 * 45 * 8);
}

static void test_not_in_place(void **state) {
  (void)state;
  const int nd[4] = {2, 2, 2, 2};
  const int64_t sh[4][3] = {{37, 16}, {16, 24}, {24, 37}, {37, 8}};
  same_bits(transposed_cag, 4, nd, sh, 24 * 8);
  const int64_t rs[4][3] = {{37, 16}, {16, 24}, {37, 24}, {24, 8}};
  same_bits(reread_cag, 4, nd, rs, 37 * 8);
  const int64_t fs[3][3] = {{37, 16}, {16, 16}, {16, 8}};
  same_bits(flipped_rows_cag, 3, nd, fs, 37 * 8);
  char *kir = kir_of(flipped_rows_cag);
  /* The consumer runs per row after the sums: the case the rule is for. */
  assert_int_equal(count_of(kir, "accum row, width"), 1);
  cajit_free(kir);
  assert_int_equal(in_place_count(flipped_rows_cag), 0);
  assert_int_equal(in_place_count(reread_cag), 0);
  assert_int_equal(in_place_count(transposed_cag), 0);
  assert_int_equal(in_place_count(hooked_cag), 0);
}

static void test_no_buffer_reuse_turns_it_off(void **state) {
  (void)state;
  cajit_compile_options o = {0};
  o.no_buffer_reuse = true;
  cajit_graph *g;
  assert_null(cajit_graph_parse((cajit_sv){gelu_cag, strlen(gelu_cag)},
                                "gelu.cag", &g));
  char *kir = NULL;
  size_t len = 0;
  assert_null(cajit_compile_dump_kir(g, &o, &kir, &len));
  assert_int_equal(count_of(kir, "in place of buf"), 0);
  cajit_free(kir);
  cajit_graph_destroy(g);
}

static void test_alloc_failures(void **state) {
  (void)state;
  assert_true(kir_alloc_failures(gelu_cag, true) > 10);
  assert_true(kir_alloc_failures(softmax_cag, false) > 10);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_gelu_backward_writes_over_the_gemm_result),
      cmocka_unit_test(test_softmax_backward_writes_over_its_grad),
      cmocka_unit_test(test_not_in_place),
      cmocka_unit_test(test_no_buffer_reuse_turns_it_off),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
