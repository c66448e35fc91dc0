/* The "fold" family's shape rules (lib/ops/fold.c): every error torch
 * raises for im2col / col2im arguments, here from constant sizes. The
 * lowerings (fold_lower.c) are compared with eager torch by the
 * differential tests (F.unfold / F.fold samples, hand-made and OpInfo). */
#include "lower_harness.h"

static void test_im2col_errors(void **state) {
  (void)state;
  verify_error(ONE_OP("f32[1, 2, 5, 5]",
                      "aten.im2col.default(%0, [2], [1, 1], [0, 0], [1, 1])",
                      "f32[1, 8, 16]"),
               "argument `kernel_size`: expected 2 entries, found 1");
  verify_error(ONE_OP("f32[1, 2, 5, 5]",
                      "aten.im2col.default(%0, [2, 0], [1, 1], [0, 0], [1, "
                      "1])",
                      "f32[1, 8, 16]"),
               "kernel_size should be greater than zero, but got "
               "kernel_size_height: 2 kernel_size_width: 0");
  verify_error(ONE_OP("f32[1, 2, 5, 5]",
                      "aten.im2col.default(%0, [2, 2], [1, 1], [0, -1], [1, "
                      "1])",
                      "f32[1, 8, 16]"),
               "padding should be greater than or equal to zero, but got "
               "padding_height: 0 padding_width: -1");
  verify_error(ONE_OP("f32[5, 5]",
                      "aten.im2col.default(%0, [2, 2], [1, 1], [0, 0], [1, "
                      "1])",
                      "f32[4, 16]"),
               "Expected 3D or 4D (batch mode) tensor for input with possibly "
               "0 batch size and non-zero dimensions, but got rank 2");
  verify_error(ONE_OP("f32[1, 2, 2, 5]",
                      "aten.im2col.default(%0, [3, 2], [1, 1], [0, 0], [1, "
                      "1])",
                      "f32[1, 12, 0]"),
               "Given input with spatial size (2, 5), kernel_size=(3, 2), "
               "dilation=(1, 1), padding=(0, 0), calculated shape of the "
               "array of sliding blocks as (0, 4), but its components must be "
               "at least one.");
}

static void test_col2im_errors(void **state) {
  (void)state;
  verify_error(ONE_OP("f32[1, 7, 16]",
                      "aten.col2im.default(%0, [5, 5], [2, 2], [1, 1], [0, 0], "
                      "[1, 1])",
                      "f32[1, 1, 5, 5]"),
               "Expected size of input's dimension 1 to be divisible by the "
               "product of kernel_size, but got input.size(1)=7 and "
               "kernel_size=(2, 2)");
  verify_error(ONE_OP("f32[1, 8, 15]",
                      "aten.col2im.default(%0, [5, 5], [2, 2], [1, 1], [0, 0], "
                      "[1, 1])",
                      "f32[1, 2, 5, 5]"),
               "expected size of input's dimension 2 to match the calculated "
               "number of sliding blocks 16, but got input.size(2)=15");
  verify_error(ONE_OP("f32[8]",
                      "aten.col2im.default(%0, [5, 5], [2, 2], [1, 1], [0, 0], "
                      "[1, 1])",
                      "f32[2, 5, 5]"),
               "Expected 2D or 3D (batch mode) tensor for input with possibly "
               "0 batch size and non-zero dimensions, but got rank 1");
  verify_error(ONE_OP("f32[8, 16]",
                      "aten.col2im.default(%0, [5], [2, 2], [1, 1], [0, 0], "
                      "[1, 1])",
                      "f32[2, 5, 5]"),
               "argument `output_size`: expected 2 entries, found 1");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_im2col_errors),
      cmocka_unit_test(test_col2im_errors),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
