/* exp and erf of f32 as inline LLVM IR (cg_internal.h), for the loops the
 * vectorizer turns into AVX-512: calls to libmvec's _ZGVeN16v_expf and
 * _ZGVeN16v_erff cost a call, spills of every live vector around it and
 * their own general-purpose code; the fused gelu_backward chain spent
 * ~110 cycles per 16 elements in them and ran at about half of memcpy's
 * bandwidth. Inline, the polynomials schedule with the loads and stores.
 *
 * exp: Cephes' expf. n = round(x log2 e), r = x - n ln 2 (two-part ln 2),
 * e^r by its degree-7 Taylor-minimax polynomial, times 2^n applied in two
 * halves so that results down to the denormals and up to overflow come out
 * right without special cases (x is clamped to [-104, 89] first: beyond,
 * the result is 0 or inf anyway). About 1 ulp; NaN in, NaN out.
 *
 * erf: for |x| >= 0.5, Abramowitz and Stegun 7.1.26, erf(x) = sign(x) (1 -
 * t (a1 + t (a2 + ...)) e^(-x^2)) with t = 1 / (1 + p|x|): what ATen's own
 * vectorized erf computes (absolute error <= 1.5e-7, a few ulp here);
 * below 0.5 that form loses relative accuracy to cancellation, so the
 * Maclaurin series (2/sqrt(pi)) sum (-1)^k x^(2k+1) / (k! (2k+1)) through
 * k = 6 is used (truncation < 3e-8 relative). Both sides are computed and
 * one selected, which the vectorizer needs anyway. */
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

LLVMValueRef cg_expf_inline(cg *c, LLVMValueRef x) {
  LLVMBuilderRef B = c->bld;
  LLVMValueRef is_nan = LLVMBuildFCmp(B, LLVMRealUNO, x, x, "");
  /* Clamped (NaN to 0, so fptosi below stays defined). */
  LLVMValueRef lo = fc(c, -104.0), hi = fc(c, 89.0);
  LLVMValueRef xc =
      LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOLT, x, lo, ""), lo, x, "");
  xc =
      LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOGT, xc, hi, ""), hi, xc, "");
  xc = LLVMBuildSelect(B, is_nan, fc(c, 0), xc, "");
  LLVMValueRef t = LLVMBuildFMul(B, xc, fc(c, 1.44269504088896341), "");
  LLVMValueRef n = cg_intrinsic(c, "llvm.roundeven", c->t_f32, &t, 1);
  LLVMValueRef r = fma3(c, n, fc(c, -0.693359375), xc);
  r = fma3(c, n, fc(c, 2.12194440e-4), r);
  static const double p[6] = {5.0000001201E-1, 1.6666665459E-1,
                              4.1665795894E-2, 8.3334519073E-3,
                              1.3981999507E-3, 1.9875691500E-4};
  LLVMValueRef r2 = LLVMBuildFMul(B, r, r, "");
  LLVMValueRef y =
      fma3(c, horner(c, r, p, 6), r2, LLVMBuildFAdd(B, r, fc(c, 1), ""));
  /* y * 2^n as y * 2^(n/2) * 2^(n - n/2): n in [-150, 129]. */
  LLVMValueRef ni = LLVMBuildFPToSI(B, n, c->t_i32, "");
  LLVMValueRef n1 = LLVMBuildAShr(B, ni, LLVMConstInt(c->t_i32, 1, 0), "");
  LLVMValueRef n2 = LLVMBuildSub(B, ni, n1, "");
  y = LLVMBuildFMul(B, LLVMBuildFMul(B, y, pow2(c, n1), ""), pow2(c, n2), "");
  return LLVMBuildSelect(B, is_nan, x, y, "");
}

LLVMValueRef cg_erff_inline(cg *c, LLVMValueRef x) {
  LLVMBuilderRef B = c->bld;
  LLVMValueRef ax = cg_intrinsic(c, "llvm.fabs", c->t_f32, &x, 1);
  /* |x| >= 0.5: A&S 7.1.26 on |x|, sign restored with copysign. */
  LLVMValueRef t =
      LLVMBuildFDiv(B, fc(c, 1), fma3(c, fc(c, 0.3275911), ax, fc(c, 1)), "");
  static const double a[5] = {0.254829592, -0.284496736, 1.421413741,
                              -1.453152027, 1.061405429};
  /* -(x * x), not -(|x| * |x|): the same value, written the way a caller
   * writing exp(-(x * x)) beside this erf writes it, so the two
   * exponentials are one expression and LLVM computes it once (the exact
   * gelu_backward does that). */
  LLVMValueRef x2 = LLVMBuildFMul(B, x, x, "");
  LLVMValueRef e = cg_expf_inline(c, LLVMBuildFNeg(B, x2, ""));
  LLVMValueRef tail =
      LLVMBuildFMul(B, LLVMBuildFMul(B, horner(c, t, a, 5), t, ""), e, "");
  LLVMValueRef big = LLVMBuildFSub(B, fc(c, 1), tail, "");
  LLVMValueRef sargs[2] = {big, x};
  big = cg_intrinsic(c, "llvm.copysign", c->t_f32, sargs, 2);
  /* |x| < 0.5: x (2/sqrt(pi)) (1 - x^2/3 + x^4/10 - x^6/42 + x^8/216 -
   * x^10/1320 + x^12/9360). */
  static const double m[7] = {1.0,       -1.0 / 3,    1.0 / 10,  -1.0 / 42,
                              1.0 / 216, -1.0 / 1320, 1.0 / 9360};
  LLVMValueRef small =
      LLVMBuildFMul(B, LLVMBuildFMul(B, horner(c, x2, m, 7), x, ""),
                    fc(c, 1.12837916709551257), "");
  /* NaN: the ordered compare is false, and big is NaN. */
  return LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOLT, ax, fc(c, 0.5), ""),
                         small, big, "");
}
