/* The "gemm" family's lowerings (mm, bmm, addmm, baddbmm) on the cases
 * backward graphs bring: transposed and expanded operands, a batch
 * broadcast with stride 0, operands no (pointer, ld, trans) triple
 * describes (a strided slice, a reshape of a transposed tensor), alpha and
 * beta as constants and as symbolic floats (beta 0 at run time), empty
 * dims (k == 0 gives beta * self or zeros), f64, f16 and bf16 (computed in
 * f32, rounded once), integer products, and the errors. Every graph is
 * compiled once and run for two bindings of its symbols; outputs are
 * compared with a C reference computed here in double precision from the
 * same inputs. */
#include "lower_harness.h"

/* ---- references ----------------------------------------------------------
 */

/* want[b, i, j] = alpha * sum_k A(b, i, k) B(b, k, j) + beta * self(b, i,
 * j), rounded to dt. A, B, self are functions of the indices (views). */
typedef double (*elem3)(const void *ctx, int64_t b, int64_t i, int64_t j);

static void reference(double *want, int64_t nb, int64_t m, int64_t n, int64_t k,
                      double alpha, elem3 a, const void *actx, elem3 b,
                      const void *bctx, double beta, elem3 self,
                      const void *sctx, cajit_dtype dt) {
  for (int64_t bb = 0; bb < nb; bb++)
    for (int64_t i = 0; i < m; i++)
      for (int64_t j = 0; j < n; j++) {
        double s = 0;
        for (int64_t q = 0; q < k; q++)
          s += a(actx, bb, i, q) * b(bctx, bb, q, j);
        double v = alpha * s;
        if (self && beta != 0) v += beta * self(sctx, bb, i, j);
        want[(bb * m + i) * n + j] = round_to(dt, v);
      }
}

/* Plain 2-d / 3-d tensor reads and their transposes. */
static double e2(const void *x, int64_t b, int64_t i, int64_t j) {
  (void)b;
  return at2(x, i, j);
}
static double e2t(const void *x, int64_t b, int64_t i, int64_t j) {
  (void)b;
  return at2(x, j, i);
}
static double e3(const void *x, int64_t b, int64_t i, int64_t j) {
  return at3(x, b, i, j);
}
static double e3t(const void *x, int64_t b, int64_t i, int64_t j) {
  return at3(x, b, j, i);
}

/* A 1-d tensor broadcast over rows. */
static double erow(const void *x, int64_t b, int64_t i, int64_t j) {
  (void)b;
  (void)i;
  return at(x, (int64_t[]){j});
}

/* ---- f32 / f64: layouts, scalars -----------------------------------------
 */

/* x [s0, 3] row-major; w [4, 3] given column-major (its t() is then a
 * row-major [3, 4] matrix, passed with the no-transpose flag), bias [4]:
 * addmm(bias, x, t(w), beta=0.5, alpha=2), mm(t(x), x) with a transposed
 * first operand, and mm(x, t(w)) with w read transposed. */
static void test_mm_addmm_layouts(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 0 dim 0\n"
                 "input %0 : f32[s0, 3]\n"
                 "input %1 : f32[4, 3]\n"
                 "input %2 : f32[4]\n"
                 "%3 = aten.t.default(%1) : f32[3, 4]\n"
                 "%4 = aten.addmm.default(%2, %0, %3, beta=0.5, alpha=2) : "
                 "f32[s0, 4]\n"
                 "%5 = aten.t.default(%0) : f32[3, s0]\n"
                 "%6 = aten.mm.default(%5, %0) : f32[3, 3]\n"
                 "%7 = aten.mm.default(%0, %3) : f32[s0, 4]\n"
                 "return (%4, %6, %7)\n",
                 &c);
  for (int64_t r = 1; r <= 5; r += 4) {
    tensor x, w, bias;
    make_seeded(&x, CAJIT_DTYPE_F32, 2, (int64_t[]){r, 3}, NULL, 1);
    make_seeded(&w, CAJIT_DTYPE_F32, 2, (int64_t[]){4, 3}, (int64_t[]){1, 4},
                2);
    make_seeded(&bias, CAJIT_DTYPE_F32, 1, (int64_t[]){4}, NULL, 3);
    tensor *in[3] = {&x, &w, &bias};
    ok(run(&c, in, 3));
    double want[20];
    reference(want, 1, r, 4, 3, 2, e2, &x, e2t, &w, 0.5, erow, &bias,
              CAJIT_DTYPE_F32);
    check(&c, 0, CAJIT_DTYPE_F32, 2, (int64_t[]){r, 4}, want, 1e-6);
    reference(want, 1, 3, 3, r, 1, e2t, &x, e2, &x, 0, NULL, NULL,
              CAJIT_DTYPE_F32);
    check(&c, 1, CAJIT_DTYPE_F32, 2, (int64_t[]){3, 3}, want, 1e-6);
    reference(want, 1, r, 4, 3, 1, e2, &x, e2t, &w, 0, NULL, NULL,
              CAJIT_DTYPE_F32);
    check(&c, 2, CAJIT_DTYPE_F32, 2, (int64_t[]){r, 4}, want, 1e-6);
    release(&x);
    release(&w);
    release(&bias);
  }
  destroy(&c);
}

/* f64 bmm whose first operand is expanded over the batch from [1, m, k]
 * (batch stride 0), and baddbmm with self [n] broadcast, a strided slice
 * (every other column: no unit stride, so the helper copies it) and a
 * transposed second operand. */
static void test_bmm_broadcast_f64(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 1 dim 0\n"
                 "input %0 : f64[1, 3, 2]\n"
                 "input %1 : f64[s0, 2, 4]\n"
                 "input %2 : f64[4]\n"
                 "input %3 : f64[s0, 3, 4]\n"
                 "%4 = aten.expand.default(%0, [s0, 3, 2]) : f64[s0, 3, 2]\n"
                 "%5 = aten.bmm.default(%4, %1) : f64[s0, 3, 4]\n"
                 "%6 = aten.slice.Tensor(%3, 2, 0, 4, 2) : f64[s0, 3, 2]\n"
                 "%7 = aten.transpose.int(%1, 1, 2) : f64[s0, 4, 2]\n"
                 "%8 = aten.transpose.int(%7, 1, 2) : f64[s0, 2, 4]\n"
                 "%9 = aten.baddbmm.default(%2, %6, %8, beta=-1, alpha=0.25) : "
                 "f64[s0, 3, 4]\n"
                 "return (%5, %9)\n",
                 &c);
  for (int64_t nb = 2; nb <= 3; nb++) {
    tensor a, b, bias, big;
    make_seeded(&a, CAJIT_DTYPE_F64, 3, (int64_t[]){1, 3, 2}, NULL, 4);
    make_seeded(&b, CAJIT_DTYPE_F64, 3, (int64_t[]){nb, 2, 4}, NULL, 5);
    make_seeded(&bias, CAJIT_DTYPE_F64, 1, (int64_t[]){4}, NULL, 6);
    make_seeded(&big, CAJIT_DTYPE_F64, 3, (int64_t[]){nb, 3, 4}, NULL, 7);
    tensor *in[4] = {&a, &b, &bias, &big};
    ok(run(&c, in, 4));
    double want[36], want2[36];
    for (int64_t bb = 0; bb < nb; bb++)
      for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) {
          double s = 0, t = 0;
          for (int q = 0; q < 2; q++) {
            s += at3(&a, 0, i, q) * at3(&b, bb, q, j);
            t += at3(&big, bb, i, 2 * q) * at3(&b, bb, q, j);
          }
          want[(bb * 3 + i) * 4 + j] = s;
          want2[(bb * 3 + i) * 4 + j] = 0.25 * t - at(&bias, (int64_t[]){j});
        }
    check(&c, 0, CAJIT_DTYPE_F64, 3, (int64_t[]){nb, 3, 4}, want, 1e-14);
    check(&c, 1, CAJIT_DTYPE_F64, 3, (int64_t[]){nb, 3, 4}, want2, 1e-14);
    release(&a);
    release(&b);
    release(&bias);
    release(&big);
  }
  destroy(&c);
}

/* An operand with no strided form at all (a view of a transposed tensor
 * that torch would reshape: the lowering copies it), and an expanded
 * scalar (both strides 0, what SDPA's grad_out looks like). */
static void test_operand_copies(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "input %0 : f32[3, 4]\n"
                 "input %1 : f32[2, 3]\n"
                 "input %2 : f32[]\n"
                 "%3 = aten.t.default(%0) : f32[4, 3]\n"
                 "%4 = aten.reshape.default(%3, [3, 4]) : f32[3, 4]\n"
                 "%5 = aten.mm.default(%1, %4) : f32[2, 4]\n"
                 "%6 = aten.expand.default(%2, [3, 2]) : f32[3, 2]\n"
                 "%7 = aten.mm.default(%6, %1) : f32[3, 3]\n"
                 "return (%5, %7)\n",
                 &c);
  tensor x, y, g;
  make_seeded(&x, CAJIT_DTYPE_F32, 2, (int64_t[]){3, 4}, NULL, 8);
  make_seeded(&y, CAJIT_DTYPE_F32, 2, (int64_t[]){2, 3}, NULL, 9);
  make_seeded(&g, CAJIT_DTYPE_F32, 0, NULL, NULL, 10);
  tensor *in[3] = {&x, &y, &g};
  ok(run(&c, in, 3));
  double want[12];
  /* reshape(t(x), [3, 4]): element (i, j) is t(x) flat index i * 4 + j. */
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 4; j++) {
      double s = 0;
      for (int q = 0; q < 3; q++) {
        int64_t f = q * 4 + j, tr = f / 3, tc = f % 3; /* t(x)[tr, tc] */
        s += at2(&y, i, q) * at2(&x, tc, tr);
      }
      want[i * 4 + j] = (float)s;
    }
  check(&c, 0, CAJIT_DTYPE_F32, 2, (int64_t[]){2, 4}, want, 1e-6);
  double gv = at(&g, NULL);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      want[i * 3 + j] = (float)(gv * (at2(&y, 0, j) + at2(&y, 1, j)));
  check(&c, 1, CAJIT_DTYPE_F32, 2, (int64_t[]){3, 3}, want, 1e-6);
  release(&x);
  release(&y);
  release(&g);
  destroy(&c);
}

/* alpha and beta from the call's float scalars: beta == 0 at run time
 * must not propagate NaNs of self, as torch's addmm does not. */
static void test_symbolic_scalars(void **state) {
  (void)state;
  compiled c;
  compile_native(
      "cag 1\nsizes 0\nscalars float, float\nhooks 0\npacked_data 0\n"
      "sym f0 = scalars 0\n"
      "sym f1 = scalars 1\n"
      "input %0 : f32[2, 3]\n"
      "input %1 : f32[3, 2]\n"
      "input %2 : f32[2, 2]\n"
      "%3 = aten.addmm.default(%2, %0, %1, beta=f0, alpha=f1 * 2.0) : "
      "f32[2, 2]\n"
      "return (%3)\n",
      &c);
  tensor a, b, s;
  make_seeded(&a, CAJIT_DTYPE_F32, 2, (int64_t[]){2, 3}, NULL, 11);
  make_seeded(&b, CAJIT_DTYPE_F32, 2, (int64_t[]){3, 2}, NULL, 12);
  make_seeded(&s, CAJIT_DTYPE_F32, 2, (int64_t[]){2, 2}, NULL, 13);
  tensor *in[3] = {&a, &b, &s};
  double want[4];
  cajit_scalar sc[2] = {{.f = 1.5}, {.f = -0.5}};
  ok(run_scalars(&c, in, 3, sc, 2));
  reference(want, 1, 2, 2, 3, -1.0, e2, &a, e2, &b, 1.5, e2, &s,
            CAJIT_DTYPE_F32);
  check(&c, 0, CAJIT_DTYPE_F32, 2, (int64_t[]){2, 2}, want, 1e-6);
  ((float *)s.storage)[3] = NAN;
  sc[0].f = 0;
  ok(run_scalars(&c, in, 3, sc, 2));
  reference(want, 1, 2, 2, 3, -1.0, e2, &a, e2, &b, 0, NULL, NULL,
            CAJIT_DTYPE_F32);
  check(&c, 0, CAJIT_DTYPE_F32, 2, (int64_t[]){2, 2}, want, 1e-6);
  release(&a);
  release(&b);
  release(&s);
  destroy(&c);
}

/* Empty dims: k == 0 gives beta * self for addmm and zeros for mm (even
 * over NaN-free garbage: outputs are fresh buffers), m == 0 gives an empty
 * result; the same module for k = 0 and k = 2. */
static void test_empty_dims(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 0 dim 1\n"
                 "sym s1 = input 2 dim 0\n"
                 "input %0 : f64[2, s0]\n"
                 "input %1 : f64[s0, 3]\n"
                 "input %2 : f64[s1, s0]\n"
                 "input %3 : f64[2, 3]\n"
                 "%4 = aten.mm.default(%0, %1) : f64[2, 3]\n"
                 "%5 = aten.addmm.default(%3, %0, %1, beta=3) : f64[2, 3]\n"
                 "%6 = aten.mm.default(%2, %1) : f64[s1, 3]\n"
                 "return (%4, %5, %6)\n",
                 &c);
  for (int64_t k = 0; k <= 2; k += 2) {
    tensor a, b, e, s;
    make_seeded(&a, CAJIT_DTYPE_F64, 2, (int64_t[]){2, k}, NULL, 14);
    make_seeded(&b, CAJIT_DTYPE_F64, 2, (int64_t[]){k, 3}, NULL, 15);
    make_seeded(&e, CAJIT_DTYPE_F64, 2, (int64_t[]){0, k}, NULL, 16);
    make_seeded(&s, CAJIT_DTYPE_F64, 2, (int64_t[]){2, 3}, NULL, 17);
    tensor *in[4] = {&a, &b, &e, &s};
    ok(run(&c, in, 4));
    double want[6];
    reference(want, 1, 2, 3, k, 1, e2, &a, e2, &b, 0, NULL, NULL,
              CAJIT_DTYPE_F64);
    check(&c, 0, CAJIT_DTYPE_F64, 2, (int64_t[]){2, 3}, want, 1e-14);
    reference(want, 1, 2, 3, k, 1, e2, &a, e2, &b, 3, e2, &s, CAJIT_DTYPE_F64);
    check(&c, 1, CAJIT_DTYPE_F64, 2, (int64_t[]){2, 3}, want, 1e-14);
    check(&c, 2, CAJIT_DTYPE_F64, 2, (int64_t[]){0, 3}, want, 0);
    release(&a);
    release(&b);
    release(&e);
    release(&s);
  }
  destroy(&c);
}

/* ---- reduced precision and integers --------------------------------------
 */

/* bf16 and f16 products accumulate in f32 and round once, as torch's CPU
 * kernels do; baddbmm adds beta * self in f32 before that rounding. */
static void test_reduced_precision(void **state) {
  (void)state;
  static const cajit_dtype dts[2] = {CAJIT_DTYPE_BF16, CAJIT_DTYPE_F16};
  static const char *names[2] = {"bf16", "f16"};
  for (int v = 0; v < 2; v++) {
    const char *t = names[v];
    char text[1024];
    snprintf(text, sizeof text,
             "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
             "sym s0 = input 0 dim 0\n"
             "input %%0 : %s[s0, 5]\n"
             "input %%1 : %s[4, 5]\n"
             "input %%2 : %s[2, s0, 5]\n"
             "input %%3 : %s[s0]\n"
             "%%4 = aten.t.default(%%1) : %s[5, 4]\n"
             "%%5 = aten.mm.default(%%0, %%4) : %s[s0, 4]\n"
             "%%6 = aten.transpose.int(%%2, 1, 2) : %s[2, 5, s0]\n"
             "%%7 = aten.unsqueeze.default(%%3, 1) : %s[s0, 1]\n"
             "%%8 = aten.baddbmm.default(%%7, %%2, %%6, alpha=0.5) : "
             "%s[2, s0, s0]\n"
             "return (%%5, %%8)\n",
             t, t, t, t, t, t, t, t, t);
    compiled c;
    compile_native(text, &c);
    for (int64_t r = 2; r <= 3; r++) {
      cajit_dtype dt = dts[v];
      tensor x, w, x3, s;
      make_seeded(&x, dt, 2, (int64_t[]){r, 5}, NULL, 18);
      make_seeded(&w, dt, 2, (int64_t[]){4, 5}, NULL, 19);
      make_seeded(&x3, dt, 3, (int64_t[]){2, r, 5}, NULL, 20);
      make_seeded(&s, dt, 1, (int64_t[]){r}, NULL, 21);
      tensor *in[4] = {&x, &w, &x3, &s};
      ok(run(&c, in, 4));
      double want[18];
      reference(want, 1, r, 4, 5, 1, e2, &x, e2t, &w, 0, NULL, NULL, dt);
      check(&c, 0, dt, 2, (int64_t[]){r, 4}, want, 1e-6);
      for (int64_t b = 0; b < 2; b++)
        for (int64_t i = 0; i < r; i++)
          for (int64_t j = 0; j < r; j++) {
            double acc = 0;
            for (int q = 0; q < 5; q++)
              acc += at3(&x3, b, i, q) * at3(&x3, b, j, q);
            want[(b * r + i) * r + j] = round_to(
                dt, (float)(0.5f * (float)acc) + (float)at(&s, (int64_t[]){i}));
          }
      check(&c, 1, dt, 3, (int64_t[]){2, r, r}, want, 1e-6);
      release(&x);
      release(&w);
      release(&x3);
      release(&s);
    }
    destroy(&c);
  }
}

/* Integer products are exact reductions; addmm's alpha and beta are ints. */
static void test_integer(void **state) {
  (void)state;
  compiled c;
  compile_native(
      "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
      "sym s0 = input 0 dim 0\n"
      "input %0 : i64[s0, 3]\n"
      "input %1 : i64[3, 2]\n"
      "input %2 : i64[2]\n"
      "input %3 : i32[2, 2, 3]\n"
      "%4 = aten.mm.default(%0, %1) : i64[s0, 2]\n"
      "%5 = aten.addmm.default(%2, %0, %1, beta=2, alpha=3) : i64[s0, 2]\n"
      "%6 = aten.transpose.int(%3, 1, 2) : i32[2, 3, 2]\n"
      "%7 = aten.bmm.default(%3, %6) : i32[2, 2, 2]\n"
      "%8 = aten.addmm.default(%2, %0, %1, beta=0) : i64[s0, 2]\n"
      "return (%4, %5, %7, %8)\n",
      &c);
  for (int64_t r = 1; r <= 4; r += 3) {
    tensor a, b, bias, x;
    make_seeded(&a, CAJIT_DTYPE_I64, 2, (int64_t[]){r, 3}, NULL, 22);
    make_seeded(&b, CAJIT_DTYPE_I64, 2, (int64_t[]){3, 2}, NULL, 23);
    make_seeded(&bias, CAJIT_DTYPE_I64, 1, (int64_t[]){2}, NULL, 24);
    make_seeded(&x, CAJIT_DTYPE_I32, 3, (int64_t[]){2, 2, 3}, NULL, 25);
    tensor *in[4] = {&a, &b, &bias, &x};
    ok(run(&c, in, 4));
    double want[8], want2[8], want0[8];
    for (int64_t i = 0; i < r; i++)
      for (int j = 0; j < 2; j++) {
        double s = 0;
        for (int q = 0; q < 3; q++)
          s += at2(&a, i, q) * at2(&b, q, j);
        want[i * 2 + j] = s;
        want2[i * 2 + j] = 3 * s + 2 * at(&bias, (int64_t[]){j});
        want0[i * 2 + j] = s;
      }
    check(&c, 0, CAJIT_DTYPE_I64, 2, (int64_t[]){r, 2}, want, 0);
    check(&c, 1, CAJIT_DTYPE_I64, 2, (int64_t[]){r, 2}, want2, 0);
    check(&c, 3, CAJIT_DTYPE_I64, 2, (int64_t[]){r, 2}, want0, 0);
    reference(want, 2, 2, 2, 3, 1, e3, &x, e3t, &x, 0, NULL, NULL,
              CAJIT_DTYPE_I32);
    check(&c, 2, CAJIT_DTYPE_I32, 3, (int64_t[]){2, 2, 2}, want, 0);
    release(&a);
    release(&b);
    release(&bias);
    release(&x);
  }
  destroy(&c);
}

/* ---- errors --------------------------------------------------------------
 */

static void test_errors(void **state) {
  (void)state;
  compiled c;
  expect_error(try_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                          "input %0 : bool[2, 3]\n"
                          "input %1 : bool[3, 2]\n"
                          "%2 = aten.mm.default(%0, %1) : bool[2, 2]\n"
                          "return (%2)\n",
                          &c),
               CAJIT_UNSUPPORTED,
               "%2 = aten.mm.default (line 8): a product of bool tensors");
  destroy(&c);
  /* A beta the graph only knows as a value of unknown number. */
  expect_error(try_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                          "input %0 : f32[2, 3]\n"
                          "input %1 : f32[3, 2]\n"
                          "input %2 : f32[2, 2]\n"
                          "%3 = aten.addmm.default(%2, %0, %1, beta=true) : "
                          "f32[2, 2]\n"
                          "return (%3)\n",
                          &c),
               CAJIT_UNSUPPORTED, "argument `beta` has no known number");
  destroy(&c);
  /* Out of memory while running: the status says so, no outputs. */
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "input %0 : bf16[2, 3]\n"
                 "input %1 : bf16[3, 2]\n"
                 "%2 = aten.mm.default(%0, %1) : bf16[2, 2]\n"
                 "return (%2)\n",
                 &c);
  tensor a, b;
  make_seeded(&a, CAJIT_DTYPE_BF16, 2, (int64_t[]){2, 3}, NULL, 26);
  make_seeded(&b, CAJIT_DTYPE_BF16, 2, (int64_t[]){3, 2}, NULL, 27);
  tensor *in[2] = {&a, &b};
  int failures = 0;
  for (int n = 0; n < 50; n++) {
    cajit_alloc_fail_after(n);
    cajit_status s = run(&c, in, 2);
    cajit_alloc_fail_after(-1);
    if (!s) break;
    failures++;
    assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
    assert_null(c.outs[0]);
    cajit_status_free(s);
  }
  assert_true(failures >= 3);
  release(&a);
  release(&b);
  destroy(&c);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_mm_addmm_layouts),
      cmocka_unit_test(test_bmm_broadcast_f64),
      cmocka_unit_test(test_operand_copies),
      cmocka_unit_test(test_symbolic_scalars),
      cmocka_unit_test(test_empty_dims),
      cmocka_unit_test(test_reduced_precision),
      cmocka_unit_test(test_integer),
      cmocka_unit_test(test_errors),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
