/* Lowerings of the "rearrange" family (lib/ops/rearrange_lower.c): the
 * edge cases of constant_pad_nd (pads that crop and pad in one dim, a
 * padded dim of size 0, a symbolic size reused for two bindings, a
 * column-major input), flip and pixel_shuffle / pixel_unshuffle round
 * trips, compared with references computed here; and every shape-rule
 * error of the family. The differential tests (tests/py) compare the
 * same ops with eager torch on OpInfo samples. */
#include "lower_harness.h"

static double fv(int64_t e) { return (double)e * 0.5 - 3; }

/* pad [-1, 2] on the last dim (crop one, add two) and [1, -1] on dim 0 */
static const char pad_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "input %0 : f32[s0, 4]\n"
           "%1 = aten.constant_pad_nd.default(%0, [-1, 2, 1, -1], 7.5) : "
           "f32[s0, 5]\n"
           "return (%1)\n";

static void test_constant_pad_crop_and_pad(void **state) {
  (void)state;
  compiled c;
  compile(pad_cag, &c);
  for (int r = 0; r < 2; r++) {
    int64_t s0 = r ? 5 : 3, xs[2] = {s0, 4}, ys[2] = {s0, 5};
    tensor x;
    make(&x, CAJIT_DTYPE_F32, 2, xs, fv, r ? (int[]){1, 0} : NULL);
    tensor *in[1] = {&x};
    ok(run(&c, in, 1));
    double want[64];
    for (int64_t i = 0; i < s0; i++)
      for (int64_t j = 0; j < 5; j++) {
        int64_t si = i - 1, sj = j + 1; /* pad 1 before dim 0, crop 1 */
        want[i * 5 + j] = si >= 0 && si < s0 && sj < 4 ? fv(si * 4 + sj) : 7.5;
      }
    check(&c, 0, CAJIT_DTYPE_F32, 2, ys, want, 0);
  }
  destroy(&c);
}

static void test_constant_pad_empty_dim(void **state) {
  (void)state;
  compiled c;
  compile(HEADER "input %0 : f64[0, 3]\n"
                 "%1 = aten.constant_pad_nd.default(%0, [0, 0, 2, 1], -2) : "
                 "f64[3, 3]\n"
                 "return (%1)\n",
          &c);
  tensor x;
  int64_t xs[2] = {0, 3}, ys[2] = {3, 3};
  make(&x, CAJIT_DTYPE_F64, 2, xs, fv, NULL);
  tensor *in[1] = {&x};
  ok(run(&c, in, 1));
  double want[9];
  for (int e = 0; e < 9; e++)
    want[e] = -2;
  check(&c, 0, CAJIT_DTYPE_F64, 2, ys, want, 0);
  destroy(&c);
}

/* flip twice and pixel_unshuffle(pixel_shuffle(x)) give x back; the
 * shuffle itself is checked element by element. */
static void test_flip_and_pixel_shuffle(void **state) {
  (void)state;
  compiled c;
  compile(HEADER "sym s0 = input 0 dim 0\n"
                 "input %0 : f32[s0, 8, 2, 3]\n"
                 "%1 = aten.flip.default(%0, [-1, 1]) : f32[s0, 8, 2, 3]\n"
                 "%2 = aten.pixel_shuffle.default(%0, 2) : f32[s0, 2, 4, 6]\n"
                 "%3 = aten.pixel_unshuffle.default(%2, 2) : f32[s0, 8, 2, "
                 "3]\n"
                 "return (%1, %2, %3)\n",
          &c);
  for (int r = 0; r < 2; r++) {
    int64_t s0 = r ? 1 : 2, xs[4] = {s0, 8, 2, 3}, ys[4] = {s0, 2, 4, 6};
    tensor x;
    make(&x, CAJIT_DTYPE_F32, 4, xs, fv, r ? (int[]){3, 2, 1, 0} : NULL);
    tensor *in[1] = {&x};
    ok(run(&c, in, 1));
    double flip[96], shuf[96], same[96];
    for (int64_t b = 0; b < s0; b++)
      for (int64_t ch = 0; ch < 8; ch++)
        for (int64_t h = 0; h < 2; h++)
          for (int64_t w = 0; w < 3; w++) {
            int64_t e = ((b * 8 + ch) * 2 + h) * 3 + w;
            same[e] = fv(e);
            flip[e] = fv(((b * 8 + 7 - ch) * 2 + h) * 3 + 2 - w);
            /* channel ch = c*4 + i*2 + j goes to (c, h*2 + i, w*2 + j) */
            int64_t oc = ch / 4, oh = h * 2 + ch / 2 % 2, ow = w * 2 + ch % 2;
            shuf[((b * 2 + oc) * 4 + oh) * 6 + ow] = fv(e);
          }
    check(&c, 0, CAJIT_DTYPE_F32, 4, xs, flip, 0);
    check(&c, 1, CAJIT_DTYPE_F32, 4, ys, shuf, 0);
    check(&c, 2, CAJIT_DTYPE_F32, 4, xs, same, 0);
  }
  destroy(&c);
}

static void test_shape_rule_errors(void **state) {
  (void)state;
  verify_error(
      ONE_OP("f32[2, 3]", "aten.constant_pad_nd.default(%0, [1])", "f32[2, 4]"),
      "Length of pad must be even but instead it equals 1");
  verify_error(ONE_OP("f32[3]",
                      "aten.constant_pad_nd.default(%0, [1, 1, 1, 1])",
                      "f32[5]"),
               "Length of pad should be no more than twice the number of "
               "dimensions of the input. Pad length is 4 while the input has "
               "1 dimensions.");
  verify_error(
      ONE_OP("f32[3]", "aten.constant_pad_nd.default(%0, [-2, -2])", "f32[0]"),
      "The input size 3, plus negative padding -2 and -2 resulted "
      "in a negative output size, which is invalid. Check dimension "
      "0 of your input.");
  verify_error(
      ONE_OP("f32[3]", "aten.constant_pad_nd.default(%0, [-5, 4])", "f32[2]"),
      "negative padding -5 and 4 crops more than the 3 elements of "
      "dimension 0");
  verify_error(
      ONE_OP("f32[3, 4]", "aten.flip.default(%0, [1, -1])", "f32[3, 4]"),
      "dim 1 appears multiple times in the list of dims");
  verify_error(
      ONE_OP("f32[4, 4]", "aten.pixel_shuffle.default(%0, 2)", "f32[4, 4]"),
      "pixel_shuffle expects input to have at least 3 dimensions, "
      "but got input with 2 dimension(s)");
  verify_error(
      ONE_OP("f32[4, 4]", "aten.pixel_unshuffle.default(%0, 2)", "f32[4, 4]"),
      "pixel_unshuffle expects input to have at least 3 dimensions, "
      "but got input with 2 dimension(s)");
  verify_error(ONE_OP("f32[6, 2, 2]", "aten.pixel_shuffle.default(%0, 2)",
                      "f32[1, 4, 4]"),
               "pixel_shuffle: the channel dim of self (6) is not divisible "
               "by 4");
  verify_error(ONE_OP("f32[1, 4, 4]", "aten.pixel_shuffle.default(%0, 0)",
                      "f32[1, 4, 4]"),
               "pixel_shuffle expects upscale_factor to be positive, but got "
               "0");
  verify_error(ONE_OP("f32[1, 3, 4]", "aten.pixel_unshuffle.default(%0, 2)",
                      "f32[4, 1, 2]"),
               "pixel_unshuffle: the height of self (3) is not divisible by "
               "2");
  verify_error(ONE_OP("f32[1, 4, 5]", "aten.pixel_unshuffle.default(%0, 2)",
                      "f32[4, 2, 2]"),
               "pixel_unshuffle: the width of self (5) is not divisible by 2");
  verify_error(ONE_OP("f32[1, 4, 4]", "aten.pixel_unshuffle.default(%0, -1)",
                      "f32[1, 4, 4]"),
               "pixel_unshuffle expects downscale_factor to be positive, but "
               "got -1");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_constant_pad_crop_and_pad),
      cmocka_unit_test(test_constant_pad_empty_dim),
      cmocka_unit_test(test_flip_and_pixel_shuffle),
      cmocka_unit_test(test_shape_rule_errors),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
