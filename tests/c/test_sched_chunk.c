/* Chunked regions (lib/sched/chunk.c): an attention backward's kernels
 * from dP = dO @ V^T to dQ = dS @ K and dK = dS^T @ Q run per chunk of
 * the batch, each chunk with its own copy of dP, when every kernel of the
 * region works per batch element; not when one reads another batch
 * element (a flip of the batch, a sum over it), when a host call gets dP,
 * or when the batch is a constant 1. Results are bitwise those of a
 * compile without buffer reuse (which chunks nothing), on 1 and 3 threads,
 * for dP large enough for several chunks (the last empty, one shorter) and
 * too small for more than one, and the kernel IR says which kernel runs
 * for which chunk. */
#include "cajit/runtime.h"
#include "lower_harness.h"

/* dP = dO @ V^T, the softmax backward, dQ = dS @ K, dK = dS^T @ Q; dQ + dK
 * summed into the result. Batch s0 (symbolic), rows s1, head dim 8. */
#define ATTENTION(batch_sym, batch)                                            \
  HEADER batch_sym "sym s1 = input 0 dim 1\n"                                  \
                   "input %0 : f32[" batch ", s1, 8]\n"                        \
                   "input %1 : f32[" batch ", 8, s1]\n"                        \
                   "input %2 : f32[" batch ", s1, s1]\n"                       \
                   "input %3 : f32[" batch ", s1, 8]\n"                        \
                   "%4 = aten.bmm.default(%0, %1) : f32[" batch ", s1, s1]\n"  \
                   "%5 = aten._softmax_backward_data.default(%4, %2, -1, "     \
                   "f32) : f32[" batch ", s1, s1]\n"                           \
                   "%6 = aten.bmm.default(%5, %3) : f32[" batch ", s1, 8]\n"   \
                   "%7 = aten.transpose.int(%5, 1, 2) : f32[" batch            \
                   ", s1, s1]\n"                                               \
                   "%8 = aten.bmm.default(%7, %0) : f32[" batch ", s1, 8]\n"   \
                   "%9 = aten.add.Tensor(%6, %8) : f32[" batch ", s1, 8]\n"    \
                   "return (%9)\n"

static const char attention_cag[] = ATTENTION("sym s0 = input 0 dim 0\n", "s0");
static const char batch3_cag[] = ATTENTION("", "3");
static const char batch1_cag[] = ATTENTION("", "1");

/* The softmax backward reads dP flipped along the batch: chunk c would
 * read chunk 3 - c's rows. */
static const char flipped_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "sym s1 = input 0 dim 1\n"
           "input %0 : f32[s0, s1, 8]\n"
           "input %1 : f32[s0, 8, s1]\n"
           "input %2 : f32[s0, s1, s1]\n"
           "input %3 : f32[s0, s1, 8]\n"
           "%4 = aten.bmm.default(%0, %1) : f32[s0, s1, s1]\n"
           "%5 = aten.flip.default(%4, [0]) : f32[s0, s1, s1]\n"
           "%6 = aten._softmax_backward_data.default(%5, %2, -1, f32) : "
           "f32[s0, s1, s1]\n"
           "%7 = aten.bmm.default(%6, %3) : f32[s0, s1, 8]\n"
           "return (%7)\n";

/* dP summed over the batch between the two GEMMs: every chunk's GEMM
 * reads all of them. */
static const char batch_sum_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "sym s1 = input 0 dim 1\n"
           "input %0 : f32[s0, s1, 8]\n"
           "input %1 : f32[s0, 8, s1]\n"
           "input %2 : f32[s0, s1, 8]\n"
           "%3 = aten.bmm.default(%0, %1) : f32[s0, s1, s1]\n"
           "%4 = aten.sum.dim_IntList(%3, [0], true) : f32[1, s1, s1]\n"
           "%5 = aten.mul.Tensor(%3, %4) : f32[s0, s1, s1]\n"
           "%6 = aten.bmm.default(%5, %2) : f32[s0, s1, 8]\n"
           "return (%6)\n";

/* A hook gets dP: the host may keep it whole. */
static const char hooked_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 1\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "sym s1 = input 0 dim 1\n"
    "input %0 : f32[s0, s1, 8]\n"
    "input %1 : f32[s0, 8, s1]\n"
    "input %2 : f32[s0, s1, 8]\n"
    "%3 = aten.bmm.default(%0, %1) : f32[s0, s1, s1]\n"
    "%4 = host.tensor_pre_hook(%3, hook=0) : f32[s0, s1, s1]\n"
    "%5 = aten.exp.default(%3) : f32[s0, s1, s1]\n"
    "%6 = aten.bmm.default(%5, %2) : f32[s0, s1, 8]\n"
    "return (%6, %4)\n";

/* Runs cag on inputs of these shapes (3-d, or 2-d with a 0 third dim)
 * chunked and without buffer reuse: the same bits of output 0, whose
 * shape is [b, s1, 8], on 1 and 3 threads. */
static void same_bits_of(const char *cag, int n_in, const int64_t (*shapes)[3],
                         int64_t b, int64_t s1) {
  tensor t[6], *in[6];
  for (int k = 0; k < n_in; k++) {
    int nd = shapes[k][2] ? 3 : 2;
    make_seeded(&t[k], CAJIT_DTYPE_F32, nd, shapes[k], NULL,
                5u + 3u * (uint32_t)k);
    in[k] = &t[k];
  }
  int64_t n = b * s1 * 8;
  float *want = malloc((size_t)n * sizeof(float));
  float *got = malloc((size_t)n * sizeof(float));
  assert_non_null(want);
  assert_non_null(got);
  run_output0_f32(cag, true, 1, in, n_in, want, n);
  for (int threads = 1; threads <= 3; threads += 2) {
    run_output0_f32(cag, false, threads, in, n_in, got, n);
    assert_memory_equal(got, want, (size_t)n * sizeof(float));
  }
  free(want);
  free(got);
  for (int k = 0; k < n_in; k++)
    release(&t[k]);
}

/* Attention-shaped inputs, batch b, s1 rows (the third one skipped for
 * three inputs: no softmax output). */
static void same_bits(const char *cag, int n_in, int64_t b, int64_t s1) {
  const int64_t shapes[4][3] = {
      {b, s1, 8}, {b, 8, s1}, {b, s1, s1}, {b, s1, 8}};
  const int64_t three[3][3] = {{b, s1, 8}, {b, 8, s1}, {b, s1, 8}};
  same_bits_of(cag, n_in, n_in == 3 ? three : shapes, b, s1);
}

static int chunk_lines(const char *cag, const char *what) {
  char *kir = kir_of(cag);
  int n = count_of(kir, what);
  cajit_free(kir);
  return n;
}

static void test_attention_backward_runs_per_chunk(void **state) {
  (void)state;
  char *kir = kir_of(attention_cag);
  /* Per chunk: dP's GEMM, the softmax backward's sum and its row consumer
   * (written over dP's chunk), dQ's and dK's GEMMs. */
  for (int c = 1; c <= 4; c++) {
    char what[40];
    snprintf(what, sizeof what, "chunk %d of 4 along _i0", c);
    assert_int_equal(count_of(kir, what), 5);
  }
  assert_int_equal(count_of(kir, "in place of buf"), 4);
  cajit_free(kir);
  /* dP of 9 x 400 x 400 elements: chunks of 3 rows (the last empty); 7 x
   * 300 x 300: 3 rows for 2^18 elements per chunk (3, 3, 1, none). */
  same_bits(attention_cag, 4, 9, 400);
  same_bits(attention_cag, 4, 7, 300);
  /* Below 2^18 elements of dP in all: every row in the first chunk. */
  same_bits(attention_cag, 4, 9, 16);
  same_bits(attention_cag, 4, 1, 17);
}

static void test_constant_batches(void **state) {
  (void)state;
  assert_int_equal(chunk_lines(batch3_cag, "chunk 3 of 3 along _i0"), 5);
  assert_int_equal(chunk_lines(batch1_cag, "chunk "), 0);
  same_bits(batch3_cag, 4, 3, 11);
  same_bits(batch1_cag, 4, 1, 11);
}

static void test_not_chunked(void **state) {
  (void)state;
  assert_int_equal(chunk_lines(flipped_cag, "chunk "), 0);
  assert_int_equal(chunk_lines(batch_sum_cag, "chunk "), 0);
  assert_int_equal(chunk_lines(hooked_cag, "chunk "), 0);
  same_bits(flipped_cag, 4, 5, 9);
  same_bits(batch_sum_cag, 3, 5, 9);
}

/* An mm of other inputs between the region's first kernels (it runs before
 * the region) and an mm of dQ before dK's bmm (it runs after it): compiled
 * autograd interleaves the weight gradients with the attention backward.
 * Then the same with dQ + dK summed, dQ read by the mm before the sum. */
#define INTERLEAVED(result)                                                    \
  HEADER "sym s0 = input 0 dim 0\n"                                            \
         "sym s1 = input 0 dim 1\n"                                            \
         "input %0 : f32[s0, s1, 8]\n"                                         \
         "input %1 : f32[s0, 8, s1]\n"                                         \
         "input %2 : f32[s0, s1, s1]\n"                                        \
         "input %3 : f32[s0, s1, 8]\n"                                         \
         "input %4 : f32[16, 8]\n"                                             \
         "input %5 : f32[8, 16]\n"                                             \
         "%6 = aten.bmm.default(%0, %1) : f32[s0, s1, s1]\n"                   \
         "%7 = aten.mm.default(%4, %5) : f32[16, 16]\n"                        \
         "%8 = aten._softmax_backward_data.default(%6, %2, -1, f32) : "        \
         "f32[s0, s1, s1]\n"                                                   \
         "%9 = aten.bmm.default(%8, %3) : f32[s0, s1, 8]\n"                    \
         "%10 = aten.view.default(%9, [s0 * s1, 8]) : f32[s0 * s1, 8]\n"       \
         "%11 = aten.mm.default(%10, %5) : f32[s0 * s1, 16]\n"                 \
         "%12 = aten.transpose.int(%8, 1, 2) : f32[s0, s1, s1]\n"              \
         "%13 = aten.bmm.default(%12, %0) : f32[s0, s1, 8]\n" result           \
         " : f32[s0, s1, 8]\n"                                                 \
         "return (%14, %7, %11)\n"

static const char interleaved_cag[] =
    INTERLEAVED("%14 = aten.neg.default(%13)");
static const char interleaved_sum_cag[] =
    INTERLEAVED("%14 = aten.add.Tensor(%9, %13)");

static void test_other_kernels_move_out_of_the_region(void **state) {
  (void)state;
  char *kir = kir_of(interleaved_cag);
  /* The mm of other inputs first, the mm of dQ after the last chunk. */
  const char *first = strstr(kir, "\nk0 \"%7 = aten.mm.default\"");
  const char *last = strstr(kir, "chunk 4 of 4");
  const char *sunk = strstr(kir, "\"%11 = aten.mm.default\"");
  assert_non_null(first);
  assert_true(last && sunk && sunk > last);
  cajit_free(kir);
  for (int k = 0; k < 2; k++) {
    const char *cag = k ? interleaved_sum_cag : interleaved_cag;
    assert_int_equal(chunk_lines(cag, "chunk 4 of 4 along _i0"), 5);
    for (int64_t b = 1; b <= 9; b += 4) {
      int64_t s1 = b == 1 ? 13 : 300;
      const int64_t sh[6][3] = {{b, s1, 8}, {b, 8, s1}, {b, s1, s1},
                                {b, s1, 8}, {16, 8, 0}, {8, 16, 0}};
      same_bits_of(cag, 6, sh, b, s1);
    }
  }
}

static void test_alloc_failures(void **state) {
  (void)state;
  assert_true(kir_alloc_failures(attention_cag, true) > 10);
  assert_true(kir_alloc_failures(attention_cag, false) > 10);
  assert_true(kir_alloc_failures(interleaved_cag, true) > 10);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_attention_backward_runs_per_chunk),
      cmocka_unit_test(test_constant_batches),
      cmocka_unit_test(test_not_chunked),
      cmocka_unit_test(test_other_kernels_move_out_of_the_region),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
