/* The attention family's lowering of
 * _scaled_dot_product_flash_attention_for_cpu_backward, against a naive C
 * reference (softmax attention forward and backward in double precision,
 * computed here from the same inputs): causal (top-left, with L != S) and
 * not, float masks of rank 2 and 4, q/k/v as the [B, H, n, E] views of
 * [B, n, H, E] memory that nn.MultiheadAttention passes, grad_out expanded
 * from a 0-d gradient, grouped-query heads, f64 and bf16, symbolic sizes
 * bound to two values from one compiled module, no queries (L = 0); the
 * dropout_p != 0 nodes it declines (host fallback), shape-rule errors,
 * and allocation failures while compiling and running. */
#include "lower_harness.h"
#include "ops/registry.h"

/* ---- reference -----------------------------------------------------------
 */

/* One attention problem: q [B, H, L, E], k, v [B, Hk, S, E], dO [B, H, L,
 * E], an optional mask broadcast to [B, H, L, S]. */
typedef struct problem {
  int64_t B, H, Hk, L, S, E;
  bool causal;
  double scale;
  const tensor *q, *k, *v, *dout, *mask;
  cajit_dtype dt;
} problem;

static double at4(const tensor *x, int64_t a, int64_t b, int64_t c, int64_t d) {
  return at(x, (int64_t[]){a, b, c, d});
}

/* The mask at [b, h, l, s]: aligned at the right, size-1 dims broadcast. */
static double mask_at(const tensor *m, int64_t b, int64_t h, int64_t l,
                      int64_t s) {
  int64_t full[4] = {b, h, l, s}, idx[4];
  int nd = m->t.ndim;
  for (int d = 0; d < nd; d++)
    idx[d] = m->shape[d] == 1 ? 0 : full[4 - nd + d];
  return at(m, idx);
}

/* x rounded to an f16/bf16 problem's dtype (torch's kernel rounds P and dS
 * to it before the GEMMs that read them); x itself otherwise. */
static double reduced(const problem *pr, double x) {
  bool r = pr->dt == CAJIT_DTYPE_F16 || pr->dt == CAJIT_DTYPE_BF16;
  return r ? round_to(pr->dt, (float)x) : x;
}

/* The forward (out [B, H, L, E], lse [B, H, L]) and the gradients dq [B,
 * H, L, E], dk, dv [B, Hk, S, E], in double, by the textbook formulas:
 * P = softmax(scale * q k^T + mask) (causal: keys s <= l), O = P v, dV =
 * P^T dO, dP = dO v^T, dS = P * (dP - rowsum(dO * O)), dQ = scale dS k, dK
 * = scale dS^T q, with P (in dV) and dS rounded as torch's kernel rounds
 * them for f16/bf16. out_rounded is O as the graph gets it (rounded to the
 * input dtype), which rowsum(dO * O) uses, as the op does. */
static void reference(const problem *pr, double *out, double *lse,
                      const double *out_rounded, double *dq, double *dk,
                      double *dv) {
  int64_t B = pr->B, H = pr->H, L = pr->L, S = pr->S, E = pr->E;
  int64_t G = pr->H / pr->Hk;
  double *P = calloc((size_t)(L * S + 1), sizeof(double));
  double *dS = calloc((size_t)(L * S + 1), sizeof(double));
  assert_non_null(P);
  assert_non_null(dS);
  memset(dk, 0, (size_t)(B * pr->Hk * S * E) * sizeof(double));
  memset(dv, 0, (size_t)(B * pr->Hk * S * E) * sizeof(double));
  for (int64_t b = 0; b < B; b++)
    for (int64_t h = 0; h < H; h++) {
      int64_t hk = h / G;
      for (int64_t l = 0; l < L; l++) {
        double mx = -INFINITY;
        for (int64_t s = 0; s < S; s++) {
          double x = 0;
          for (int64_t e = 0; e < E; e++)
            x += at4(pr->q, b, h, l, e) * at4(pr->k, b, hk, s, e);
          x *= pr->scale;
          if (pr->mask) x += mask_at(pr->mask, b, h, l, s);
          if (pr->causal && s > l) x = -INFINITY;
          P[l * S + s] = x;
          mx = fmax(mx, x);
        }
        double sum = 0;
        for (int64_t s = 0; s < S; s++)
          sum += exp(P[l * S + s] - mx);
        double ls = mx + log(sum);
        lse[(b * H + h) * L + l] = ls;
        for (int64_t s = 0; s < S; s++)
          P[l * S + s] = exp(P[l * S + s] - ls);
        for (int64_t e = 0; e < E; e++) {
          double o = 0;
          for (int64_t s = 0; s < S; s++)
            o += P[l * S + s] * at4(pr->v, b, hk, s, e);
          out[((b * H + h) * L + l) * E + e] = o;
        }
      }
      if (!out_rounded) continue; /* forward only */
      for (int64_t l = 0; l < L; l++) {
        double d = 0;
        for (int64_t e = 0; e < E; e++)
          d += at4(pr->dout, b, h, l, e) *
               out_rounded[((b * H + h) * L + l) * E + e];
        for (int64_t s = 0; s < S; s++) {
          double dp = 0;
          for (int64_t e = 0; e < E; e++)
            dp += at4(pr->dout, b, h, l, e) * at4(pr->v, b, hk, s, e);
          dS[l * S + s] = reduced(pr, P[l * S + s] * (dp - d));
        }
      }
      for (int64_t s = 0; s < S; s++)
        for (int64_t e = 0; e < E; e++) {
          double gv = 0, gk = 0;
          for (int64_t l = 0; l < L; l++) {
            gv += reduced(pr, P[l * S + s]) * at4(pr->dout, b, h, l, e);
            gk += dS[l * S + s] * at4(pr->q, b, h, l, e);
          }
          dv[((b * pr->Hk + hk) * S + s) * E + e] += gv;
          dk[((b * pr->Hk + hk) * S + s) * E + e] += pr->scale * gk;
        }
      for (int64_t l = 0; l < L; l++)
        for (int64_t e = 0; e < E; e++) {
          double g = 0;
          for (int64_t s = 0; s < S; s++)
            g += dS[l * S + s] * at4(pr->k, b, hk, s, e);
          dq[((b * H + h) * L + l) * E + e] = pr->scale * g;
        }
    }
  free(P);
  free(dS);
}

/* Runs problem pr through compiled graph c, whose inputs are (dO, q, k, v,
 * out, lse[, mask]) with q given by qin (q itself, or the [B, L, H, E]
 * tensor a transpose node in the graph turns into q) and dO by dout_in
 * (NULL: pr->dout itself), and checks the
 * three gradients within tol. out and lse are the reference forward's,
 * rounded as torch's forward would store them. */
static void run_problem(compiled *c, const problem *pr, const tensor *qin,
                        const tensor *dout_in, double tol) {
  int64_t B = pr->B, H = pr->H, L = pr->L, S = pr->S, E = pr->E, Hk = pr->Hk;
  size_t nq = (size_t)(B * H * L * E) + 1, nk = (size_t)(B * Hk * S * E) + 1;
  double *out = calloc(nq, sizeof(double)), *lse = calloc(nq, sizeof(double));
  double *dq = calloc(nq, sizeof(double)), *dk = calloc(nk, sizeof(double)),
         *dv = calloc(nk, sizeof(double)), *orr = calloc(nq, sizeof(double));
  assert_true(out && lse && dq && dk && dv && orr);
  reference(pr, out, lse, NULL, dq, dk, dv);
  tensor o, l;
  cajit_dtype ldt =
      pr->dt == CAJIT_DTYPE_F64 ? CAJIT_DTYPE_F64 : CAJIT_DTYPE_F32;
  make_seeded(&o, pr->dt, 4, (int64_t[]){B, H, L, E}, NULL, 0);
  /* logsumexp as the forward stores it: [B, H, L] over [B, L, H] memory */
  make_seeded(&l, ldt, 3, (int64_t[]){B, H, L}, (int64_t[]){L * H, 1, H}, 0);
  for (int64_t b = 0; b < B; b++)
    for (int64_t h = 0; h < H; h++)
      for (int64_t i = 0; i < L; i++) {
        store_at(ldt, l.storage, b * L * H + i * H + h,
                 lse[(b * H + h) * L + i]);
        for (int64_t e = 0; e < E; e++) {
          int64_t f = ((b * H + h) * L + i) * E + e;
          store_at(pr->dt, o.storage, f, out[f]);
          orr[f] = round_to(pr->dt, out[f]);
        }
      }
  reference(pr, out, lse, orr, dq, dk, dv);
  for (size_t f = 0; f < nq - 1; f++)
    dq[f] = round_to(pr->dt, dq[f]);
  for (size_t f = 0; f < nk - 1; f++) {
    dk[f] = round_to(pr->dt, dk[f]);
    dv[f] = round_to(pr->dt, dv[f]);
  }
  tensor *in[7] = {(tensor *)(dout_in ? dout_in : pr->dout),
                   (tensor *)qin,
                   (tensor *)pr->k,
                   (tensor *)pr->v,
                   &o,
                   &l,
                   (tensor *)pr->mask};
  ok(run(c, in, pr->mask ? 7 : 6));
  check(c, 0, pr->dt, 4, (int64_t[]){B, H, L, E}, dq, tol);
  check(c, 1, pr->dt, 4, (int64_t[]){B, Hk, S, E}, dk, tol);
  check(c, 2, pr->dt, 4, (int64_t[]){B, Hk, S, E}, dv, tol);
  release(&o);
  release(&l);
  free(out);
  free(lse);
  free(dq);
  free(dk);
  free(dv);
  free(orr);
}

/* q, k, v as scaled_dot_product_attention sees them from
 * nn.MultiheadAttention: [B, H, n, E] views of [B, n, H, E] memory. */
static void make_bnhe(tensor *x, cajit_dtype dt, int64_t B, int64_t H,
                      int64_t n, int64_t E, uint32_t seed) {
  make_seeded(x, dt, 4, (int64_t[]){B, H, n, E},
              (int64_t[]){n * H * E, E, H * E, 1}, seed);
}

/* ---- f32: layouts, causal, masks, symbolic sizes -------------------------
 */

/* Non-causal with a float mask [L, S], and causal (top-left: L != S),
 * from one module each over two bindings of (B, L, S). q comes in as a
 * [B, L, H, E] tensor and a transpose node; k and v as transposed views
 * (run-time strides); grad_out is contiguous. */
#define SDPA_F32_CAG(MASK_INPUT, ARGS)                                         \
  "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"                          \
  "sym s0 = input 0 dim 0\n"                                                   \
  "sym s1 = input 0 dim 2\n"                                                   \
  "sym s2 = input 2 dim 2\n"                                                   \
  "input %0 : f32[s0, 2, s1, 8]\n"                                             \
  "input %1 : f32[s0, s1, 2, 8]\n"                                             \
  "input %2 : f32[s0, 2, s2, 8]\n"                                             \
  "input %3 : f32[s0, 2, s2, 8]\n"                                             \
  "input %4 : f32[s0, 2, s1, 8]\n"                                             \
  "input %5 : f32[s0, 2, s1]\n" MASK_INPUT                                     \
  "%7 = aten.transpose.int(%1, 1, 2) : f32[s0, 2, s1, 8]\n"                    \
  "%8, %9, %10 = "                                                             \
  "aten._scaled_dot_product_flash_attention_for_cpu_backward.default(%0, "     \
  "%7, %2, %3, %4, %5, 0.0, " ARGS ") : (f32[s0, 2, s1, 8], "                  \
  "f32[s0, 2, s2, 8], f32[s0, 2, s2, 8])\n"                                    \
  "return (%8, %9, %10)\n"

static const char sdpa_mask_cag[] =
    SDPA_F32_CAG("input %6 : f32[s1, s2]\n", "false, attn_mask=%6");
static const char sdpa_causal_cag[] = SDPA_F32_CAG("", "true");

static void f32_case(compiled *c, bool causal, int64_t B, int64_t L,
                     int64_t S) {
  const int64_t H = 2, E = 8;
  tensor qin, q, k, v, dout, mask;
  make_seeded(&qin, CAJIT_DTYPE_F32, 4, (int64_t[]){B, L, H, E}, NULL, 31);
  /* transpose(qin, 1, 2): the same seed fills the same memory */
  make_bnhe(&q, CAJIT_DTYPE_F32, B, H, L, E, 31);
  make_bnhe(&k, CAJIT_DTYPE_F32, B, H, S, E, 32);
  make_bnhe(&v, CAJIT_DTYPE_F32, B, H, S, E, 33);
  make_seeded(&dout, CAJIT_DTYPE_F32, 4, (int64_t[]){B, H, L, E}, NULL, 34);
  make_seeded(&mask, CAJIT_DTYPE_F32, 2, (int64_t[]){L, S}, NULL, 35);
  problem pr = {B,
                H,
                H,
                L,
                S,
                E,
                causal,
                1 / sqrt(8.0),
                &q,
                &k,
                &v,
                &dout,
                causal ? NULL : &mask,
                CAJIT_DTYPE_F32};
  run_problem(c, &pr, &qin, NULL, 2e-5);
  release(&qin);
  release(&q);
  release(&k);
  release(&v);
  release(&dout);
  release(&mask);
}

static void test_sdpa_f32(void **state) {
  (void)state;
  compiled cm, cc;
  compile_native(sdpa_mask_cag, &cm);
  compile_native(sdpa_causal_cag, &cc);
  f32_case(&cm, false, 2, 3, 5);
  f32_case(&cm, false, 1, 6, 4);
  f32_case(&cc, true, 2, 3, 5);
  f32_case(&cc, true, 1, 6, 4);
  f32_case(&cc, true, 3, 0, 2); /* no queries: dK, dV are zeros */
  destroy(&cm);
  destroy(&cc);
}

/* ---- f64 with grouped heads, bf16, an expanded grad_out -------------------
 */

/* f64, grouped-query attention (4 query heads over 2 key heads), an
 * explicit scale and a [B, 1, L, S] mask; symbolic B. */
static void test_sdpa_gqa_f64(void **state) {
  (void)state;
  compiled c;
  compile_native(
      "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
      "sym s0 = input 0 dim 0\n"
      "input %0 : f64[s0, 4, 3, 5]\n"
      "input %1 : f64[s0, 4, 3, 5]\n"
      "input %2 : f64[s0, 2, 6, 5]\n"
      "input %3 : f64[s0, 2, 6, 5]\n"
      "input %4 : f64[s0, 4, 3, 5]\n"
      "input %5 : f64[s0, 4, 3]\n"
      "input %6 : f64[s0, 1, 3, 6]\n"
      "%7, %8, %9 = "
      "aten._scaled_dot_product_flash_attention_for_cpu_backward.default("
      "%0, %1, %2, %3, %4, %5, 0.0, false, attn_mask=%6, scale=0.375) : "
      "(f64[s0, 4, 3, 5], f64[s0, 2, 6, 5], f64[s0, 2, 6, 5])\n"
      "return (%7, %8, %9)\n",
      &c);
  for (int64_t B = 1; B <= 2; B++) {
    tensor q, k, v, dout, mask;
    make_bnhe(&q, CAJIT_DTYPE_F64, B, 4, 3, 5, 41);
    make_bnhe(&k, CAJIT_DTYPE_F64, B, 2, 6, 5, 42);
    make_seeded(&v, CAJIT_DTYPE_F64, 4, (int64_t[]){B, 2, 6, 5}, NULL, 43);
    make_seeded(&dout, CAJIT_DTYPE_F64, 4, (int64_t[]){B, 4, 3, 5}, NULL, 44);
    make_seeded(&mask, CAJIT_DTYPE_F64, 4, (int64_t[]){B, 1, 3, 6}, NULL, 45);
    problem pr = {B,     4,  2,  3,  6,     5,     false,
                  0.375, &q, &k, &v, &dout, &mask, CAJIT_DTYPE_F64};
    run_problem(&c, &pr, &q, NULL, 1e-12);
    release(&q);
    release(&k);
    release(&v);
    release(&dout);
    release(&mask);
  }
  destroy(&c);
}

/* bf16, causal: computed in f32 from exact conversions, P and dS rounded
 * to bf16 where torch rounds them; the results may still differ from the
 * double reference by one bf16 ulp (sums in another order near a rounding
 * boundary). */
static void test_sdpa_bf16(void **state) {
  (void)state;
  compiled c;
  compile_native(
      "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
      "input %0 : bf16[2, 2, 4, 8]\n"
      "input %1 : bf16[2, 2, 4, 8]\n"
      "input %2 : bf16[2, 2, 4, 8]\n"
      "input %3 : bf16[2, 2, 4, 8]\n"
      "input %4 : bf16[2, 2, 4, 8]\n"
      "input %5 : f32[2, 2, 4]\n"
      "%7, %8, %9 = "
      "aten._scaled_dot_product_flash_attention_for_cpu_backward.default("
      "%0, %1, %2, %3, %4, %5, 0.0, true) : "
      "(bf16[2, 2, 4, 8], bf16[2, 2, 4, 8], bf16[2, 2, 4, 8])\n"
      "return (%7, %8, %9)\n",
      &c);
  tensor q, k, v, dout;
  make_bnhe(&q, CAJIT_DTYPE_BF16, 2, 2, 4, 8, 51);
  make_bnhe(&k, CAJIT_DTYPE_BF16, 2, 2, 4, 8, 52);
  make_bnhe(&v, CAJIT_DTYPE_BF16, 2, 2, 4, 8, 53);
  make_seeded(&dout, CAJIT_DTYPE_BF16, 4, (int64_t[]){2, 2, 4, 8}, NULL, 54);
  problem pr = {2,    2,
                2,    4,
                4,    8,
                true, 1 / sqrt(8.0),
                &q,   &k,
                &v,   &dout,
                NULL, CAJIT_DTYPE_BF16};
  run_problem(&c, &pr, &q, NULL, 8e-3);
  release(&q);
  release(&k);
  release(&v);
  release(&dout);
  destroy(&c);
}

/* What nn.MultiheadAttention's backward passes: grad_out expanded from a
 * 0-d gradient (all strides 0: the GEMMs copy it), a [B, L, H, E] q, k, v
 * (symbolic L) and logsumexp with its forward strides. */
static void test_sdpa_expanded_grad(void **state) {
  (void)state;
  compiled c;
  compile_native(
      "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
      "sym s0 = input 1 dim 2\n"
      "input %0 : f32[]\n"
      "input %1 : f32[2, 2, s0, 4]\n"
      "input %2 : f32[2, 2, s0, 4]\n"
      "input %3 : f32[2, 2, s0, 4]\n"
      "input %4 : f32[2, 2, s0, 4]\n"
      "input %5 : f32[2, 2, s0]\n"
      "%6 = aten.expand.default(%0, [2, 2, s0, 4]) : f32[2, 2, s0, 4]\n"
      "%7, %8, %9 = "
      "aten._scaled_dot_product_flash_attention_for_cpu_backward.default("
      "%6, %1, %2, %3, %4, %5, 0.0, false) : "
      "(f32[2, 2, s0, 4], f32[2, 2, s0, 4], f32[2, 2, s0, 4])\n"
      "return (%7, %8, %9)\n",
      &c);
  for (int64_t L = 1; L <= 5; L += 4) {
    tensor g, gx, q, k, v;
    make_seeded(&g, CAJIT_DTYPE_F32, 0, NULL, NULL, 61);
    make_seeded(&gx, CAJIT_DTYPE_F32, 4, (int64_t[]){2, 2, L, 4},
                (int64_t[]){0, 0, 0, 0}, 61); /* the same one value */
    make_bnhe(&q, CAJIT_DTYPE_F32, 2, 2, L, 4, 62);
    make_bnhe(&k, CAJIT_DTYPE_F32, 2, 2, L, 4, 63);
    make_bnhe(&v, CAJIT_DTYPE_F32, 2, 2, L, 4, 64);
    problem pr = {2,   2,  2,  L,  L,   4,    false,
                  0.5, &q, &k, &v, &gx, NULL, CAJIT_DTYPE_F32};
    run_problem(&c, &pr, &q, &g, 2e-5); /* the graph gets the 0-d g */
    release(&g);
    release(&gx);
    release(&q);
    release(&k);
    release(&v);
  }
  destroy(&c);
}

/* ---- declined nodes, shape errors, allocation failures --------------------
 */

/* dropout_p != 0 (a constant, or a float the graph only knows as a
 * symbol) sends the node to the host fallback, counted as one; without
 * the fallback, compiling fails naming the reason. */
static void test_sdpa_dropout_declined(void **state) {
  (void)state;
  static const char *dropouts[2] = {"0.25", "f0"};
  for (int i = 0; i < 2; i++) {
    char text[1024];
    snprintf(text, sizeof text,
             "cag 1\nsizes 0\nscalars float\nhooks 0\npacked_data 0\n"
             "sym f0 = scalars 0\n"
             "input %%0 : f32[1, 1, 2, 4]\n"
             "input %%1 : f32[1, 1, 2, 4]\n"
             "input %%2 : f32[1, 1, 2, 4]\n"
             "input %%3 : f32[1, 1, 2, 4]\n"
             "input %%4 : f32[1, 1, 2, 4]\n"
             "input %%5 : f32[1, 1, 2]\n"
             "%%6, %%7, %%8 = "
             "aten._scaled_dot_product_flash_attention_for_cpu_backward."
             "default(%%0, %%1, %%2, %%3, %%4, %%5, %s, false) : "
             "(f32[1, 1, 2, 4], f32[1, 1, 2, 4], f32[1, 1, 2, 4])\n"
             "return (%%6, %%7, %%8)\n",
             dropouts[i]);
    compiled c;
    expect_error(try_native(text, &c), CAJIT_UNSUPPORTED,
                 "the native lowering does not handle this node (dropout_p "
                 "!= 0), and the host fallback is disabled");
    assert_int_equal(cajit_graph_fallback_count(c.g), 1);
    destroy(&c);
    ok(try_compile(text, &c)); /* a host call */
    destroy(&c);
  }
  /* dropout_p from an op the registry does not know: no known value (that
   * op is a fallback too) */
  compiled u;
  cajit_status s = try_native(
      "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
      "input %0 : f32[1, 1, 2, 4]\n"
      "input %1 : f32[1, 1, 2]\n"
      "%2 = aten.unknown_float.default(%1) : float\n"
      "%3, %4, %5 = "
      "aten._scaled_dot_product_flash_attention_for_cpu_backward.default(%0, "
      "%0, %0, %0, %0, %1, %2, false) : (f32[1, 1, 2, 4], f32[1, 1, 2, 4], "
      "f32[1, 1, 2, 4])\n"
      "return (%3, %4, %5)\n",
      &u);
  expect_error(s, CAJIT_UNSUPPORTED, "no native lowering");
  assert_int_equal(cajit_graph_fallback_count(u.g), 2);
  assert_string_equal(
      cajit_op_lowering_declines(u.g->nodes[1].def, u.g, &u.g->nodes[1]),
      "dropout_p not known");
  destroy(&u);
  /* dropout_p == 0: native, no fallback */
  compiled c;
  compile_native(sdpa_causal_cag, &c);
  assert_int_equal(cajit_graph_fallback_count(c.g), 0);
  destroy(&c);
}

/* Shape rule errors (verifier messages). */
static void expect_verify_error(const char *inputs, const char *call,
                                const char *results, const char *text) {
  char buf[2048];
  snprintf(buf, sizeof buf,
           "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n%s"
           "%%20, %%21, %%22 = "
           "aten._scaled_dot_product_flash_attention_for_cpu_backward.default("
           "%s) : %s\nreturn (%%20)\n",
           inputs, call, results);
  cajit_graph *g = NULL;
  ok(cajit_graph_parse(cajit_sv_from_cstr(buf), "t.cag", &g));
  expect_error(cajit_graph_verify(g), CAJIT_VERIFY_ERROR, text);
  cajit_graph_destroy(g);
}

#define QKV4(t, h, hk)                                                         \
  "input %0 : " t "[2, " h ", 3, 4]\n"                                         \
  "input %1 : " t "[2, " h ", 3, 4]\n"                                         \
  "input %2 : " t "[2, " hk ", 5, 4]\n"                                        \
  "input %3 : " t "[2, " hk ", 5, 4]\n"                                        \
  "input %4 : " t "[2, " h ", 3, 4]\n"
#define ARGS "%0, %1, %2, %3, %4, %5, 0.0, false"
#define RES(t, h, hk)                                                          \
  "(" t "[2, " h ", 3, 4], " t "[2, " hk ", 5, 4], " t "[2, " hk ", 5, 4])"

static void test_sdpa_shape_errors(void **state) {
  (void)state;
  expect_verify_error(QKV4("f32", "3", "2") "input %5 : f32[2, 3, 3]\n", ARGS,
                      RES("f32", "3", "2"),
                      "query heads (3) are not a multiple of key heads (2)");
  expect_verify_error(QKV4("i64", "2", "2") "input %5 : f32[2, 2, 3]\n", ARGS,
                      RES("i64", "2", "2"),
                      "query is i64, not a floating dtype");
  expect_verify_error("input %0 : f32[2, 2, 3, 4]\ninput %1 : f32[2, 2, 3, 4]\n"
                      "input %2 : f32[2, 2, 5, 4]\ninput %3 : f32[2, 1, 5, 4]\n"
                      "input %4 : f32[2, 2, 3, 4]\ninput %5 : f32[2, 2, 3]\n",
                      ARGS, RES("f32", "2", "2"),
                      "key and value head dims differ: 2 vs 1");
  expect_verify_error(QKV4("f32", "2", "2") "input %5 : f32[2, 2, 3]\n"
                                            "input %6 : f32[1, 2, 2, 3, 5]\n",
                      ARGS ", attn_mask=%6", RES("f32", "2", "2"),
                      "attn_mask must have rank <= 4, found rank 5");
  expect_verify_error(QKV4("f32", "2", "2") "input %5 : f32[2, 2, 3]\n"
                                            "input %6 : f32[3, 4]\n",
                      ARGS ", attn_mask=%6", RES("f32", "2", "2"),
                      "cannot broadcast");
  expect_verify_error(QKV4("f64", "2", "2") "input %5 : f32[2, 2, 3]\n", ARGS,
                      RES("f64", "2", "2"),
                      "logsumexp must be f64 of rank 3, found f32 of rank 3");
  expect_verify_error(QKV4("f32", "2", "2") "input %5 : f32[2, 2, 4]\n", ARGS,
                      RES("f32", "2", "2"),
                      "dims of logsumexp and query differ: 4 vs 3");
  expect_verify_error("input %0 : f32[2, 2, 3]\ninput %1 : f32[2, 2, 3, 4]\n"
                      "input %2 : f32[2, 2, 5, 4]\ninput %3 : f32[2, 2, 5, 4]\n"
                      "input %4 : f32[2, 2, 3, 4]\ninput %5 : f32[2, 2, 3]\n",
                      ARGS, RES("f32", "2", "2"),
                      "grad_out must have rank 4, found rank 3");
  expect_verify_error("input %0 : f32[2, 2, 3, 4]\ninput %1 : f32[2, 2, 3, 4]\n"
                      "input %2 : f32[2, 2, 5, 4]\ninput %3 : f32[2, 2, 5, 4]\n"
                      "input %4 : f64[2, 2, 3, 4]\ninput %5 : f32[2, 2, 3]\n",
                      ARGS, RES("f32", "2", "2"), "out is f64, query is f32");
  expect_verify_error("input %0 : f32[2, 2, 6, 4]\ninput %1 : f32[2, 2, 3, 4]\n"
                      "input %2 : f32[2, 2, 5, 4]\ninput %3 : f32[2, 2, 5, 4]\n"
                      "input %4 : f32[2, 2, 3, 4]\ninput %5 : f32[2, 2, 3]\n",
                      ARGS, RES("f32", "2", "2"),
                      "dims of out / grad_out and query differ: 6 vs 3");
  expect_verify_error(
      "input %0 : f32[2, 2, 3, 4]\ninput %1 : f32[2, 2, 3, 4]\n"
      "input %2 : f32[2, 2, 5, 4]\ninput %3 : f32[2, 2, 5, 4]\n"
      "input %4 : f32[2, 2, 3, 7]\ninput %5 : f32[2, 2, 3]\n",
      ARGS, RES("f32", "2", "2"),
      "embedding dims of out / grad_out and value differ: 7 vs 4");
}

/* Lowering and codegen with the n-th allocation failing, for every n until
 * they succeed; then a run with each of its allocations failing. */
static void test_sdpa_alloc_failures(void **state) {
  (void)state;
  assert_true(kir_alloc_failures(sdpa_mask_cag, false) > 20);

  compiled c;
  compile_native(sdpa_causal_cag, &c);
  tensor dout, q, k, v, o, l;
  make_seeded(&dout, CAJIT_DTYPE_F32, 4, (int64_t[]){1, 2, 3, 8}, NULL, 71);
  make_seeded(&q, CAJIT_DTYPE_F32, 4, (int64_t[]){1, 3, 2, 8}, NULL, 72);
  make_seeded(&k, CAJIT_DTYPE_F32, 4, (int64_t[]){1, 2, 3, 8}, NULL, 73);
  make_seeded(&v, CAJIT_DTYPE_F32, 4, (int64_t[]){1, 2, 3, 8}, NULL, 74);
  make_seeded(&o, CAJIT_DTYPE_F32, 4, (int64_t[]){1, 2, 3, 8}, NULL, 75);
  make_seeded(&l, CAJIT_DTYPE_F32, 3, (int64_t[]){1, 2, 3}, NULL, 76);
  tensor *in[6] = {&dout, &q, &k, &v, &o, &l};
  /* Fewer than the run's allocations: each failed attempt leaves the
   * blocks it got in the kept arena (idle_arenas.h) for the next one. */
  assert_true(run_alloc_failures(&c, in, 6) >= 5);
  release(&dout);
  release(&q);
  release(&k);
  release(&v);
  release(&o);
  release(&l);
  destroy(&c);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_sdpa_f32),
      cmocka_unit_test(test_sdpa_gqa_f64),
      cmocka_unit_test(test_sdpa_bf16),
      cmocka_unit_test(test_sdpa_expanded_grad),
      cmocka_unit_test(test_sdpa_dropout_declined),
      cmocka_unit_test(test_sdpa_shape_errors),
      cmocka_unit_test(test_sdpa_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
