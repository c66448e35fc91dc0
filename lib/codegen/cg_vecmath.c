/* exp and erf of f32 as inline LLVM IR (cg_internal.h), for the loops the
 * vectorizer turns into AVX-512: calls to libmvec's _ZGVeN16v_expf and
 * _ZGVeN16v_erff cost a call, spills of every live vector around it and
 * their own general-purpose code; the fused gelu_backward chain spent
 * ~110 cycles per 16 elements in them and ran at about half of memcpy's
 * bandwidth. Inline, the polynomials schedule with the loads and stores.
 * Both are throughput-bound in those loops: each instruction saved counts.
 *
 * exp: n = round(x log2 e), r = x - n ln 2 (two-part ln 2, Cephes'), e^r
 * by a degree-6 minimax polynomial on |r| <= ln 2 / 2 (fit error 0.05 ulp)
 * in plain Horner form, times 2^n applied in two halves so that results
 * down to the denormals and up to overflow come out right without special
 * cases (x is clamped to [-104, 89] first: beyond, the result is 0 or inf
 * anyway). Max error 0.88 ulp over all floats (Cephes' degree-7 form was
 * 1.25); NaN in, NaN out.
 *
 * erf: |x| < 1: x + x P(x^2), P a degree-6 minimax fit of erf(x)/x - 1;
 * |x| >= 1: sign(x) (1 - e^(-x^2) Q(min(|x|, 3.92) - 2.46)), Q a degree-7
 * fit of erfcx(x) = erfc(x) e^(x^2) minimizing the absolute error of erf
 * (beyond 3.92, erf rounds to 1: Q only has to stay finite). Both sides are
 * computed and one selected, which the vectorizer needs anyway; the
 * exponential is the one a gelu_backward beside it computes (below). Max
 * error 1.03 ulp against a float64 erf over [-10, 10], most of it from
 * e^(-x^2) near |x| = 1. The Abramowitz-Stegun 7.1.26 form used before
 * (t = 1 / (1 + p|x|), what ATen's vectorized erf computes) had 5.8 ulp
 * near |x| = 0.5 and a vdivps; without it the AVX-512 gelu_backward loop
 * went from 67 to 61 instructions per 16 elements. The fits: Lawson's
 * iteration on 4000 points, coefficients rounded to float, the error
 * measured with the rounded ones (tests/c/test_codegen.c,
 * test_vecmath_ulp). */
#include "codegen/cg_internal.h"

static LLVMValueRef fc(cg *c, double v) { return LLVMConstReal(c->t_f32, v); }

static LLVMValueRef fma3(cg *c, LLVMValueRef a, LLVMValueRef b,
                         LLVMValueRef d) {
  LLVMValueRef args[3] = {a, b, d};
  return cg_intrinsic(c, "llvm.fma", c->t_f32, args, 3);
}

/* Horner: coef[0] + x (coef[1] + x (...)), highest power last. */
static LLVMValueRef horner(cg *c, LLVMValueRef x, const double *coef, int n) {
  LLVMValueRef acc = fc(c, coef[n - 1]);
  for (int i = n - 2; i >= 0; i--)
    acc = fma3(c, acc, x, fc(c, coef[i]));
  return acc;
}

/* 2^k for an i32 k in [-126, 127], as a float. */
static LLVMValueRef pow2(cg *c, LLVMValueRef k) {
  LLVMBuilderRef B = c->bld;
  LLVMValueRef bits =
      LLVMBuildShl(B, LLVMBuildAdd(B, k, LLVMConstInt(c->t_i32, 127, 0), ""),
                   LLVMConstInt(c->t_i32, 23, 0), "");
  return LLVMBuildBitCast(B, bits, c->t_f32, "");
}

/* Whether x is -(a * a): at most 0 (or NaN), so exp's upper clamp can go
 * (LLVM does not see that itself); erf's e^(-x^2) and gelu_backward's
 * e^(-t^2) are such. */
static bool is_neg_square(LLVMValueRef x) {
  if (!LLVMIsAInstruction(x) || LLVMGetInstructionOpcode(x) != LLVMFNeg)
    return false;
  LLVMValueRef m = LLVMGetOperand(x, 0);
  return LLVMIsAInstruction(m) && LLVMGetInstructionOpcode(m) == LLVMFMul &&
         LLVMGetOperand(m, 0) == LLVMGetOperand(m, 1);
}

LLVMValueRef cg_expf_inline(cg *c, LLVMValueRef x) {
  LLVMBuilderRef B = c->bld;
  /* Clamped, NaN to lo by the ordered compare (one vmaxps; fptosi below
   * stays defined) and put back at the end. */
  LLVMValueRef lo = fc(c, -104.0), hi = fc(c, 89.0);
  LLVMValueRef xc =
      LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOGT, x, lo, ""), x, lo, "");
  if (!is_neg_square(x))
    xc = LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOGT, xc, hi, ""), hi, xc,
                         "");
  LLVMValueRef t = LLVMBuildFMul(B, xc, fc(c, 1.44269504088896341), "");
  LLVMValueRef n = cg_intrinsic(c, "llvm.roundeven", c->t_f32, &t, 1);
  LLVMValueRef r = fma3(c, n, fc(c, -0.693359375), xc);
  r = fma3(c, n, fc(c, 2.12194440e-4), r);
  static const double p[7] = {1.0,
                              1.0,
                              4.999999404e-01,
                              1.666652113e-01,
                              4.166838899e-02,
                              8.368719369e-03,
                              1.381460694e-03};
  LLVMValueRef y = horner(c, r, p, 7);
  /* y * 2^n as y * 2^(n/2) * 2^(n - n/2): n in [-150, 129]. */
  LLVMValueRef ni = LLVMBuildFPToSI(B, n, c->t_i32, "");
  LLVMValueRef n1 = LLVMBuildAShr(B, ni, LLVMConstInt(c->t_i32, 1, 0), "");
  LLVMValueRef n2 = LLVMBuildSub(B, ni, n1, "");
  y = LLVMBuildFMul(B, LLVMBuildFMul(B, y, pow2(c, n1), ""), pow2(c, n2), "");
  return LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealUNO, x, x, ""), x, y, "");
}

LLVMValueRef cg_erff_inline(cg *c, LLVMValueRef x) {
  LLVMBuilderRef B = c->bld;
  LLVMValueRef ax = cg_intrinsic(c, "llvm.fabs", c->t_f32, &x, 1);
  /* -(x * x), not -(|x| * |x|): the same value, written the way a caller
   * writing exp(-(x * x)) beside this erf writes it, so the two
   * exponentials are one expression and LLVM computes it once (the exact
   * gelu_backward does that). */
  LLVMValueRef x2 = LLVMBuildFMul(B, x, x, "");
  LLVMValueRef e = cg_expf_inline(c, LLVMBuildFNeg(B, x2, ""));
  /* |x| < 1: x + x P(x^2), the leading 2/sqrt(pi) split as 1 + 0.128...
   * so that the fma rounds once near x. */
  static const double m[7] = {0.128379166,   -0.37612626,   0.112835854,
                              -0.026853811,  0.00518832635, -0.000801017974,
                              7.85381126e-05};
  LLVMValueRef small = fma3(c, x, horner(c, x2, m, 7), x);
  /* |x| >= 1: 1 - e Q(s) as one fma, sign restored with copysign. NaN: s
   * is 3.92 - 2.46, e is NaN, so is the result. Evaluated after the small
   * side: in that order the joined stencil + gelu_backward loop of the
   * dwconv bench model needs no register shuffling (the other order added
   * 30 vmovaps there). */
  LLVMValueRef lim = fc(c, 3.92);
  LLVMValueRef s = LLVMBuildSelect(
      B, LLVMBuildFCmp(B, LLVMRealOLT, ax, lim, ""), ax, lim, "");
  s = LLVMBuildFSub(B, s, fc(c, 2.46), "");
  static const double q[8] = {0.213819295,     -0.076350309,   0.0261144359,
                              -0.00814932026,  0.00234017172,  -0.0017833818,
                              -0.000691505906, -0.000388894259};
  LLVMValueRef big =
      fma3(c, LLVMBuildFNeg(B, e, ""), horner(c, s, q, 8), fc(c, 1));
  LLVMValueRef sargs[2] = {big, x};
  big = cg_intrinsic(c, "llvm.copysign", c->t_f32, sargs, 2);
  return LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOLT, ax, fc(c, 1.0), ""),
                         small, big, "");
}
