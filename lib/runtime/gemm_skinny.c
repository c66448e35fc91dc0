/* cajit's own f32 GEMM for skinny products (see gemm_skinny.h).
 *
 * Why: on AMD CPUs torch's MKL runs its generic code path (MKL_VERBOSE
 * names no AVX-512 ISA; MKL_ENABLE_INSTRUCTIONS changes nothing), and the
 * backward GEMMs of narrow layers reach 45% of the CPU's 512-bit FMA
 * peak there. These register-blocked AVX-512 tiles run the same products
 * 1.5-3x faster on Zen 5 (bench/gemm_skinny.py).
 *
 * Both shapes keep an R x 16V block of C in R * V zmm accumulators (24
 * of the 32 registers where the shape allows) and walk k once per block:
 * each step loads V vectors of a B row and broadcasts R elements of A,
 * R * V FMAs for V + R loads. The last vector of a block is masked to the
 * columns left, so any n works without padding C.
 *
 *   long m (A[m x k] op(B)): op(B) is packed once into a k x n16 panel
 *     (n rounded up to 16, zero-padded; it is at most 1 MiB and stays in
 *     L2), then the row blocks of 48 rows run in parallel, each block
 *     walking the panel's 64-column strips with its rows of A in L1.
 *   long k (A^T B): k is cut into `lanes` contiguous slices (a count fixed
 *     by k, m and n), each summed into its own m x n16 partial in 256-row
 *     steps (the step's rows of A and B stay in L2 while its tiles walk
 *     them); the lanes run in parallel and are added in lane order.
 *
 * The tiles are plain C with AVX-512 intrinsics in functions compiled for
 * AVX-512F; the rest of the runtime stays built for the baseline ISA and
 * calls them only where the CPU has AVX-512F. */
#include "runtime/gemm_skinny.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/runtime.h"
#include "runtime/thread_pool.h"
#include "support/alloc.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define CAJIT_HAVE_SKINNY_TILES 1
#include <immintrin.h>
#else
#define CAJIT_HAVE_SKINNY_TILES 0
#endif

enum {
  ROW_BLOCK = 48,   /* rows per parallel chunk: a multiple of every tile R */
  STRIP = 64,       /* columns per strip: 4 vectors */
  K_STEP = 256,     /* rows of A and B per step of a long-k lane */
  MAX_LANES = 16,   /* k slices of a long-k product */
  LANE_ROWS = 1024, /* at least this many rows of k per lane */
  MIN_PARALLEL_FMAS = 1 << 17, /* per chunk, below which one thread runs */
};

/* ---- the mode -------------------------------------------------------- */

static _Atomic int32_t mode_set = CAJIT_SKINNY_GEMM_AUTO;
/* -1: not resolved since the last set; else 0 or 1. */
static _Atomic int32_t resolved = -1;
static _Atomic int64_t calls_skinny, calls_blas;

static bool cpu_has_avx512f(void) {
#if CAJIT_HAVE_SKINNY_TILES
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx512f");
#else
  return false;
#endif
}

/* The default: AVX-512F on an AMD CPU, where MKL's generic path is what a
 * BLAS call gets. Intel CPUs keep MKL's own AVX-512 kernels (not measured
 * against these tiles). $CAJIT_SKINNY_GEMM=0/1 overrides it. */
static bool auto_choice(void) {
  if (!cpu_has_avx512f()) return false;
  const char *env = getenv("CAJIT_SKINNY_GEMM");
  if (env && !strcmp(env, "0")) return false;
  if (env && !strcmp(env, "1")) return true;
#if CAJIT_HAVE_SKINNY_TILES
  return __builtin_cpu_is("amd");
#else
  return false;
#endif
}

bool cajit_rt_skinny_gemm_enabled(void) {
  int32_t r = atomic_load_explicit(&resolved, memory_order_relaxed);
  if (r >= 0) return r;
  int32_t m = atomic_load(&mode_set);
  r = m == CAJIT_SKINNY_GEMM_ON    ? 1
      : m == CAJIT_SKINNY_GEMM_OFF ? 0
                                   : (int32_t)auto_choice();
  atomic_store(&resolved, r);
  return r;
}

cajit_status cajit_runtime_set_skinny_gemm(cajit_skinny_gemm_mode mode) {
  if (mode != CAJIT_SKINNY_GEMM_AUTO && mode != CAJIT_SKINNY_GEMM_ON &&
      mode != CAJIT_SKINNY_GEMM_OFF)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "set_skinny_gemm: mode %d is not auto (0), on "
                             "(1) or off (2)",
                             (int)mode);
  if (mode == CAJIT_SKINNY_GEMM_ON && !cpu_has_avx512f())
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "set_skinny_gemm: this CPU has no AVX-512F, "
                             "which cajit's skinny GEMM needs");
  atomic_store(&mode_set, (int32_t)mode);
  atomic_store(&resolved, -1);
  return CAJIT_OK_STATUS;
}

bool cajit_runtime_skinny_gemm_active(void) {
  return cajit_rt_skinny_gemm_enabled();
}

void cajit_runtime_gemm_calls(int64_t *skinny, int64_t *blas) {
  if (skinny) *skinny = atomic_load(&calls_skinny);
  if (blas) *blas = atomic_load(&calls_blas);
}

void cajit_rt_count_blas_gemm(void) {
  atomic_fetch_add_explicit(&calls_blas, 1, memory_order_relaxed);
}

static bool long_m_shape(int32_t ta, int64_t n, int64_t k) {
  return !ta && k <= CAJIT_RT_SKINNY_MAX && n <= CAJIT_RT_SKINNY_MAX;
}

static bool long_k_shape(int32_t ta, int32_t tb, int64_t m, int64_t n) {
  return ta && !tb && m <= CAJIT_RT_SKINNY_MAX && n <= CAJIT_RT_SKINNY_MAX;
}

bool cajit_rt_skinny_gemm_takes(int32_t ta, int32_t tb, int64_t m, int64_t n,
                                int64_t k) {
  if (m < 1 || n < 1 || k < 1 || !cajit_rt_skinny_gemm_enabled()) return false;
  return long_m_shape(ta, n, k) || long_k_shape(ta, tb, m, n);
}

#if CAJIT_HAVE_SKINNY_TILES

#define TILE_TARGET __attribute__((target("avx512f")))

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* The strip's last vector holds `cols` - 16 (V - 1) columns. */
static __mmask16 last_mask(int64_t cols, int v) {
  int64_t left = cols - 16 * (int64_t)(v - 1);
  return left >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << left) - 1);
}

/* Long m: C[R x cols] = alpha A[R x k] P[k x cols] + beta C, P packed with
 * row stride ldp. */
typedef void (*long_m_tile)(int64_t k, const float *a, int64_t lda,
                            const float *p, int64_t ldp, float *c, int64_t ldc,
                            __mmask16 last, float alpha, float beta);

#define LONG_M_TILE(R, V)                                                      \
  TILE_TARGET static void long_m_##R##x##V(                                    \
      int64_t k, const float *a, int64_t lda, const float *p, int64_t ldp,     \
      float *c, int64_t ldc, __mmask16 last, float alpha, float beta) {        \
    __m512 acc[R][V];                                                          \
    _Pragma("GCC unroll 16") for (int r = 0; r < R; r++)                       \
        _Pragma("GCC unroll 4") for (int v = 0; v < V; v++) acc[r][v] =        \
            _mm512_setzero_ps();                                               \
    for (int64_t q = 0; q < k; q++) {                                          \
      __m512 b[V];                                                             \
      _Pragma("GCC unroll 4") for (int v = 0; v < V; v++) b[v] =               \
          _mm512_loadu_ps(p + q * ldp + 16 * v);                               \
      _Pragma("GCC unroll 16") for (int r = 0; r < R; r++) {                   \
        __m512 x = _mm512_set1_ps(a[r * lda + q]);                             \
        _Pragma("GCC unroll 4") for (int v = 0; v < V; v++) acc[r][v] =        \
            _mm512_fmadd_ps(x, b[v], acc[r][v]);                               \
      }                                                                        \
    }                                                                          \
    __m512 va = _mm512_set1_ps(alpha), vb = _mm512_set1_ps(beta);              \
    _Pragma("GCC unroll 16") for (int r = 0; r < R; r++)                       \
        _Pragma("GCC unroll 4") for (int v = 0; v < V; v++) {                  \
      __mmask16 mk = v == V - 1 ? last : (__mmask16)0xffff;                    \
      float *o = c + r * ldc + 16 * v;                                         \
      __m512 y = _mm512_mul_ps(va, acc[r][v]);                                 \
      if (beta != 0) y = _mm512_fmadd_ps(vb, _mm512_maskz_loadu_ps(mk, o), y); \
      _mm512_mask_storeu_ps(o, mk, y);                                         \
    }                                                                          \
  }

/* Long k: W[R x cols] (+)= A[kk x R]^T B[kk x cols]; W starts at zero when
 * `first`. A's rows are lda apart, B's ldb, W's ldw. */
typedef void (*long_k_tile)(int64_t kk, const float *a, int64_t lda,
                            const float *b, int64_t ldb, float *w, int64_t ldw,
                            __mmask16 last, bool first);

#define LONG_K_TILE(R, V)                                                      \
  TILE_TARGET static void long_k_##R##x##V(                                    \
      int64_t kk, const float *a, int64_t lda, const float *b, int64_t ldb,    \
      float *w, int64_t ldw, __mmask16 last, bool first) {                     \
    __m512 acc[R][V];                                                          \
    _Pragma("GCC unroll 16") for (int r = 0; r < R; r++)                       \
        _Pragma("GCC unroll 4") for (int v = 0; v < V; v++) acc[r][v] =        \
            first ? _mm512_setzero_ps()                                        \
                  : _mm512_loadu_ps(w + r * ldw + 16 * v);                     \
    for (int64_t q = 0; q < kk; q++) {                                         \
      __m512 bv[V];                                                            \
      _Pragma("GCC unroll 4") for (int v = 0; v < V; v++) bv[v] =              \
          _mm512_maskz_loadu_ps(v == V - 1 ? last : (__mmask16)0xffff,         \
                                b + q * ldb + 16 * v);                         \
      _Pragma("GCC unroll 16") for (int r = 0; r < R; r++) {                   \
        __m512 x = _mm512_set1_ps(a[q * lda + r]);                             \
        _Pragma("GCC unroll 4") for (int v = 0; v < V; v++) acc[r][v] =        \
            _mm512_fmadd_ps(x, bv[v], acc[r][v]);                              \
      }                                                                        \
    }                                                                          \
    _Pragma("GCC unroll 16") for (int r = 0; r < R; r++)                       \
        _Pragma("GCC unroll 4") for (int v = 0; v < V; v++)                    \
            _mm512_storeu_ps(w + r * ldw + 16 * v, acc[r][v]);                 \
  }

/* Per vector count V (1..4), tiles of R rows, largest first: R * V <= 24
 * accumulators for the full tiles, the smaller ones for a block's last
 * rows. */
#define TILES_OF(KIND)                                                         \
  KIND(16, 1)                                                                  \
  KIND(8, 1) KIND(4, 1) KIND(2, 1) KIND(1, 1) KIND(12, 2) KIND(8, 2)           \
      KIND(4, 2) KIND(2, 2) KIND(1, 2) KIND(8, 3) KIND(4, 3) KIND(2, 3)        \
          KIND(1, 3) KIND(6, 4) KIND(4, 4) KIND(2, 4) KIND(1, 4)
TILES_OF(LONG_M_TILE)
TILES_OF(LONG_K_TILE)

enum { TILE_SIZES = 5 };
typedef struct tile_row {
  int rows[TILE_SIZES];
  long_m_tile long_m[TILE_SIZES];
  long_k_tile long_k[TILE_SIZES];
} tile_row;

#define ROW5(R0, R1, R2, R3, R4, V)                                            \
  {                                                                            \
    {R0, R1, R2, R3, R4},                                                      \
        {long_m_##R0##x##V, long_m_##R1##x##V, long_m_##R2##x##V,              \
         long_m_##R3##x##V, long_m_##R4##x##V},                                \
    {                                                                          \
      long_k_##R0##x##V, long_k_##R1##x##V, long_k_##R2##x##V,                 \
          long_k_##R3##x##V, long_k_##R4##x##V                                 \
    }                                                                          \
  }
/* Rows 4 entries long repeat their last tile (R = 1). */
static const tile_row tiles[5] = {
    {{0}, {0}, {0}},        ROW5(16, 8, 4, 2, 1, 1), ROW5(12, 8, 4, 2, 1, 2),
    ROW5(8, 4, 2, 1, 1, 3), ROW5(6, 4, 2, 1, 1, 4),
};

/* The largest tile of V vectors with at most `left` rows. */
static int pick_tile(int v, int64_t left) {
  int i = 0;
  while (i < TILE_SIZES - 1 && tiles[v].rows[i] > left)
    i++;
  return i;
}

/* ---- long m ---------------------------------------------------------- */

typedef struct long_m_job {
  int64_t m, n, k, lda, ldp, ldc;
  const float *a, *p;
  float *c, alpha, beta;
} long_m_job;

static void long_m_rows(const long_m_job *j, int64_t i0, int64_t rows) {
  for (int64_t j0 = 0; j0 < j->n; j0 += STRIP) {
    int64_t cols = min64(STRIP, j->n - j0);
    int v = (int)((cols + 15) / 16);
    __mmask16 last = last_mask(cols, v);
    for (int64_t i = i0; i < i0 + rows;) {
      int t = pick_tile(v, i0 + rows - i);
      tiles[v].long_m[t](j->k, j->a + i * j->lda, j->lda, j->p + j0, j->ldp,
                         j->c + i * j->ldc + j0, j->ldc, last, j->alpha,
                         j->beta);
      i += tiles[v].rows[t];
    }
  }
}

static void long_m_body(int64_t lo, int64_t hi, void *ctx) {
  const long_m_job *j = ctx;
  for (int64_t blk = lo; blk < hi; blk++) {
    int64_t i0 = blk * ROW_BLOCK;
    long_m_rows(j, i0, min64(ROW_BLOCK, j->m - i0));
  }
}

/* op(B) as a k x ldp row-major panel, columns n..ldp zero. */
static void pack_b(float *p, int64_t ldp, const float *b, int64_t ldb,
                   int32_t tb, int64_t k, int64_t n) {
  for (int64_t q = 0; q < k; q++) {
    for (int64_t j = 0; j < n; j++)
      p[q * ldp + j] = tb ? b[j * ldb + q] : b[q * ldb + j];
    for (int64_t j = n; j < ldp; j++)
      p[q * ldp + j] = 0;
  }
}

/* Chunks below MIN_PARALLEL_FMAS of work are merged: grain in units. */
static int64_t grain_for(int64_t fmas_per_unit) {
  if (fmas_per_unit < 1) fmas_per_unit = 1;
  int64_t g = MIN_PARALLEL_FMAS / fmas_per_unit;
  return g < 1 ? 1 : g;
}

static bool long_m(int32_t tb, int64_t m, int64_t n, int64_t k, float alpha,
                   const float *a, int64_t lda, const float *b, int64_t ldb,
                   float beta, float *c, int64_t ldc) {
  int64_t ldp = (n + 15) / 16 * 16;
  float *p = cajit_malloc((size_t)(k * ldp) * sizeof(float));
  if (!p) return false;
  pack_b(p, ldp, b, ldb, tb, k, n);
  long_m_job j = {m, n, k, lda, ldp, ldc, a, p, c, alpha, beta};
  int64_t blocks = (m + ROW_BLOCK - 1) / ROW_BLOCK;
  cajit_rt_parallel_for(0, blocks, grain_for(ROW_BLOCK * n * k), long_m_body,
                        &j);
  cajit_free(p);
  return true;
}

/* ---- long k ---------------------------------------------------------- */

typedef struct long_k_job {
  int64_t m, n, k, lanes, lda, ldb, ldw;
  const float *a, *b;
  float *w;
} long_k_job;

/* The k slice of lane i of `lanes` over [0, k). */
static void lane_bounds(int64_t k, int64_t lanes, int64_t i, int64_t *lo,
                        int64_t *hi) {
  int64_t q = k / lanes, r = k % lanes;
  *lo = i * q + (i < r ? i : r);
  *hi = *lo + q + (i < r ? 1 : 0);
}

/* W (m x ldw) = A[q0..q1)^T B[q0..q1), in K_STEP-row steps. */
static void long_k_lane(const long_k_job *j, int64_t q0, int64_t q1, float *w) {
  for (int64_t s = q0; s < q1; s += K_STEP) {
    int64_t kk = min64(K_STEP, q1 - s);
    const float *as = j->a + s * j->lda, *bs = j->b + s * j->ldb;
    for (int64_t j0 = 0; j0 < j->n; j0 += STRIP) {
      int64_t cols = min64(STRIP, j->n - j0);
      int v = (int)((cols + 15) / 16);
      __mmask16 last = last_mask(cols, v);
      for (int64_t i = 0; i < j->m;) {
        int t = pick_tile(v, j->m - i);
        tiles[v].long_k[t](kk, as + i, j->lda, bs + j0, j->ldb,
                           w + i * j->ldw + j0, j->ldw, last, s == q0);
        i += tiles[v].rows[t];
      }
    }
  }
}

static void long_k_body(int64_t lo, int64_t hi, void *ctx) {
  const long_k_job *j = ctx;
  for (int64_t lane = lo; lane < hi; lane++) {
    int64_t q0, q1;
    lane_bounds(j->k, j->lanes, lane, &q0, &q1);
    long_k_lane(j, q0, q1, j->w + lane * j->m * j->ldw);
  }
}

/* Lanes: up to MAX_LANES of at least LANE_ROWS rows, fewer where the
 * partials (m x ldw floats each) would pass 4 MiB. */
static int64_t lanes_for(int64_t m, int64_t ldw, int64_t k) {
  int64_t lanes = min64(MAX_LANES, (k + LANE_ROWS - 1) / LANE_ROWS);
  int64_t by_memory = ((int64_t)4 << 20) / (m * ldw * (int64_t)sizeof(float));
  lanes = min64(lanes, by_memory);
  return lanes < 1 ? 1 : lanes;
}

static bool long_k(int64_t m, int64_t n, int64_t k, float alpha, const float *a,
                   int64_t lda, const float *b, int64_t ldb, float beta,
                   float *c, int64_t ldc) {
  int64_t ldw = (n + 15) / 16 * 16;
  int64_t lanes = lanes_for(m, ldw, k);
  float *w = cajit_malloc((size_t)(lanes * m * ldw) * sizeof(float));
  if (!w) return false;
  long_k_job j = {m, n, k, lanes, lda, ldb, ldw, a, b, w};
  cajit_rt_parallel_for(0, lanes, grain_for(m * n * (k / lanes + 1)),
                        long_k_body, &j);
  /* Lane 0 += lanes 1.. in order (contiguous, vectorized), then C. */
  for (int64_t l = 1; l < lanes; l++)
    for (int64_t x = 0; x < m * ldw; x++)
      w[x] += w[l * m * ldw + x];
  for (int64_t i = 0; i < m; i++)
    for (int64_t jj = 0; jj < n; jj++) {
      float *o = c + i * ldc + jj;
      *o = beta == 0 ? alpha * w[i * ldw + jj]
                     : alpha * w[i * ldw + jj] + beta * *o;
    }
  cajit_free(w);
  return true;
}

bool cajit_rt_gemm_skinny_f32(int32_t ta, int32_t tb, int64_t m, int64_t n,
                              int64_t k, float alpha, const float *a,
                              int64_t lda, const float *b, int64_t ldb,
                              float beta, float *c, int64_t ldc) {
  if (!cajit_rt_skinny_gemm_takes(ta, tb, m, n, k)) return false;
  bool ran = long_m_shape(ta, n, k)
                 ? long_m(tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc)
                 : long_k(m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
  if (ran) atomic_fetch_add_explicit(&calls_skinny, 1, memory_order_relaxed);
  return ran;
}

#else /* no AVX-512 tiles on this compiler or architecture */

bool cajit_rt_gemm_skinny_f32(int32_t ta, int32_t tb, int64_t m, int64_t n,
                              int64_t k, float alpha, const float *a,
                              int64_t lda, const float *b, int64_t ldb,
                              float beta, float *c, int64_t ldc) {
  return false;
}

#endif
