/* cajit's own f32 GEMM: register-blocked AVX-512 tiles (see gemm_tiles.h).
 *
 * Why: on AMD CPUs torch's MKL runs its generic code path (MKL_VERBOSE
 * names no AVX-512 ISA; MKL_ENABLE_INSTRUCTIONS changes nothing) at
 * 40-45% of the CPU's 512-bit FMA peak, on every shape measured. These
 * tiles run the same products 2-2.5x faster on Zen 5, from a narrow
 * layer's [8192 x 32] @ [32 x 88] to [2048 x 2048] @ [2048 x 2048]
 * (bench/gemm_tiles.py; bench/README.md, "cajit's GEMM tiles").
 *
 * Every tile keeps an R x 16V block of C in R * V zmm accumulators (24 of
 * the 32 registers where the shape allows) and walks its k range once:
 * each step loads V vectors of a B row and broadcasts R elements of A, R
 * * V FMAs for V + R loads. The last vector of a row is masked to the
 * columns left, so any n works without padding.
 *
 *   A op(B): work units of 48 rows x 256 columns of C run in parallel;
 *     each walks k in 512-row chunks (the first with beta, the next ones
 *     adding to C), its 64-column strips of op(B) in L2 and its rows of A
 *     in L1. op(B) = B is read in place; B^T is first packed to a k x n
 *     copy (gathers, in parallel; ~0.5 ns per element, so it is taken
 *     only where that pays: m >= 256, or a small B).
 *   A^T B: a small C (at most 64K elements: a narrow layer's weight grad)
 *     with k over 1024 rows has too few units to share, so k is cut into
 *     up to 16 slices of at least 1024 rows (a count fixed by k), each
 *     summed into its own partial, run in parallel and added in slice
 *     order; otherwise C is cut into 48 x 256 units as above, each summed
 *     over all of k in 256-row steps straight into C (a scratch copy when
 *     alpha != 1 or beta != 0).
 *
 * The tiles are plain C with AVX-512 intrinsics in functions compiled for
 * AVX-512F; the rest of the runtime stays built for the baseline ISA and
 * calls them only where the CPU has AVX-512F. */
#include "runtime/gemm_tiles.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/runtime.h"
#include "runtime/thread_pool.h"
#include "support/alloc.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define CAJIT_HAVE_GEMM_TILES 1
#include <immintrin.h>
#else
#define CAJIT_HAVE_GEMM_TILES 0
#endif

enum {
  ROW_BLOCK = 48,   /* rows of C per work unit: a multiple of every tile R */
  STRIP = 64,       /* columns per tile: 4 vectors */
  PANEL = 256,      /* columns of C per work unit */
  K_CHUNK = 512,    /* rows of op(B) per pass of an A op(B) unit over C */
  K_STEP = 256,     /* rows of A and B per step of an A^T B unit */
  MAX_LANES = 16,   /* k slices of a small A^T B */
  LANE_ROWS = 1024, /* at least this many rows of k per lane */
  LANES_MAX_C = 1 << 16, /* elements of C up to which A^T B may run in lanes */
  MIN_PARALLEL_FMAS = 1 << 17, /* per chunk, below which one thread runs */
};
/* Scratch (op(B) packed, A^T B's partials) is bounded: past it the BLAS
 * runs the product. */
static const int64_t MAX_SCRATCH_FLOATS = (int64_t)16 << 20;
/* op(B) = B^T is packed only for products of at least this many rows of
 * A, or where B is this small: the gathers cost about what the tiles save
 * on 100 rows. */
enum { PACK_MIN_ROWS = 256, PACK_ALWAYS_FLOATS = 1 << 14 };

/* ---- the mode -------------------------------------------------------- */

/* The mode set and what it resolved to, in one word so that a resolution
 * of an older mode never lands after a newer set: mode * 4 + RESOLVED_*. */
enum { UNRESOLVED = 0, RESOLVED_OFF = 1, RESOLVED_ON = 2 };
static _Atomic int32_t state = CAJIT_GEMM_TILES_AUTO * 4 + UNRESOLVED;
static _Atomic int64_t calls_tiles, calls_blas;

static bool cpu_has_avx512f(void) {
#if CAJIT_HAVE_GEMM_TILES
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx512f");
#else
  return false;
#endif
}

/* The default: AVX-512F on an AMD CPU, where MKL's generic path is what a
 * BLAS call gets. Intel CPUs keep MKL's own AVX-512 kernels (not measured
 * against these tiles). $CAJIT_GEMM_TILES=0/1 overrides it. */
static bool auto_choice(void) {
  if (!cpu_has_avx512f()) return false;
  const char *env = getenv("CAJIT_GEMM_TILES");
  if (env && !strcmp(env, "0")) return false;
  if (env && !strcmp(env, "1")) return true;
#if CAJIT_HAVE_GEMM_TILES
  return __builtin_cpu_is("amd");
#else
  return false;
#endif
}

bool cajit_runtime_gemm_tiles_active(void) {
  int32_t st = atomic_load_explicit(&state, memory_order_acquire);
  if (st % 4 != UNRESOLVED) return st % 4 == RESOLVED_ON;
  int32_t mode = st / 4;
  bool on = mode == CAJIT_GEMM_TILES_ON    ? true
            : mode == CAJIT_GEMM_TILES_OFF ? false
                                           : auto_choice();
  /* Lost to a set in between: that set's mode resolves on the next call. */
  atomic_compare_exchange_strong(&state, &st,
                                 mode * 4 + (on ? RESOLVED_ON : RESOLVED_OFF));
  return on;
}

cajit_status cajit_runtime_set_gemm_tiles(cajit_gemm_tiles_mode mode) {
  if (mode != CAJIT_GEMM_TILES_AUTO && mode != CAJIT_GEMM_TILES_ON &&
      mode != CAJIT_GEMM_TILES_OFF)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "set_gemm_tiles: mode %d is not auto (0), on "
                             "(1) or off (2)",
                             (int)mode);
  if (mode == CAJIT_GEMM_TILES_ON && !cpu_has_avx512f())
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "set_gemm_tiles: this CPU has no AVX-512F, "
                             "which cajit's GEMM tiles need");
  atomic_store(&state, (int32_t)mode * 4 + UNRESOLVED);
  return CAJIT_OK_STATUS;
}

void cajit_runtime_gemm_calls(int64_t *tiles, int64_t *blas) {
  if (tiles) *tiles = atomic_load(&calls_tiles);
  if (blas) *blas = atomic_load(&calls_blas);
}

void cajit_rt_count_blas_gemm(void) {
  atomic_fetch_add_explicit(&calls_blas, 1, memory_order_relaxed);
}

/* The k slices of an A^T B: a small C (at most LANES_MAX_C elements: a
 * narrow layer's weight grad) has too few units to share between threads,
 * so k is cut into up to MAX_LANES slices of at least LANE_ROWS rows; 1
 * when C is larger or k too short for two slices (the units then share
 * the work: attention's per-head products, k = 64..256). */
static int64_t atb_lanes(int64_t m, int64_t n, int64_t k) {
  if (m * n > LANES_MAX_C) return 1;
  int64_t lanes = (k + LANE_ROWS - 1) / LANE_ROWS;
  return lanes > MAX_LANES ? MAX_LANES : lanes < 1 ? 1 : lanes;
}

/* Scratch floats the tiles need for this product: op(B) packed when it
 * is B^T; A^T B's partials, unless it writes straight into C (`direct`,
 * units_write_c). */
static int64_t scratch_floats(int32_t ta, int32_t tb, int64_t m, int64_t n,
                              int64_t k, bool direct) {
  if (!ta) return tb ? k * n : 0;
  int64_t lanes = atb_lanes(m, n, k);
  if (lanes > 1) return lanes * m * n;
  return direct ? 0 : m * n;
}

static bool takes(int32_t ta, int32_t tb, int64_t m, int64_t n, int64_t k,
                  bool direct) {
  if (m < 1 || n < 1 || k < 1 || (ta && tb)) return false;
  if (tb && m < PACK_MIN_ROWS && k * n > PACK_ALWAYS_FLOATS) return false;
  if (scratch_floats(ta, tb, m, n, k, direct) > MAX_SCRATCH_FLOATS)
    return false;
  return cajit_runtime_gemm_tiles_active();
}

bool cajit_rt_gemm_tiles_take(int32_t ta, int32_t tb, int64_t m, int64_t n,
                              int64_t k) {
  return takes(ta, tb, m, n, k, true);
}

#if CAJIT_HAVE_GEMM_TILES

#define TILE_TARGET __attribute__((target("avx512f")))

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* The strip's last vector holds `cols` - 16 (V - 1) columns. */
static __mmask16 last_mask(int64_t cols, int v) {
  int64_t left = cols - 16 * (int64_t)(v - 1);
  return left >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << left) - 1);
}

/* One step of k in a tile: acc[r][v] += A_OF_R (A's element for row r,
 * broadcast) * BROW[16v..16v+16) (B's row, its last vector masked to
 * `last`). */
#define TILE_STEP(R, V, BROW, A_OF_R)                                          \
  {                                                                            \
    __m512 b_[V];                                                              \
    _Pragma("GCC unroll 4") for (int v = 0; v < V; v++) b_[v] =                \
        _mm512_maskz_loadu_ps(v == V - 1 ? last : (__mmask16)0xffff,           \
                              (BROW) + 16 * v);                                \
    _Pragma("GCC unroll 16") for (int r = 0; r < R; r++) {                     \
      __m512 x_ = _mm512_set1_ps(A_OF_R);                                      \
      _Pragma("GCC unroll 4") for (int v = 0; v < V; v++) acc[r][v] =          \
          _mm512_fmadd_ps(x_, b_[v], acc[r][v]);                               \
    }                                                                          \
  }

/* A op(B): C[R x cols] = alpha A[R x k] P[k x cols] + beta C, P's rows ldp
 * apart (op(B) itself, or its packed copy); the last vector of each row of
 * P and C is masked to `last`. */
typedef void (*ab_tile)(int64_t k, const float *a, int64_t lda, const float *p,
                        int64_t ldp, float *c, int64_t ldc, __mmask16 last,
                        float alpha, float beta);

#define AB_TILE(R, V)                                                          \
  TILE_TARGET static void ab_##R##x##V(                                        \
      int64_t k, const float *a, int64_t lda, const float *p, int64_t ldp,     \
      float *c, int64_t ldc, __mmask16 last, float alpha, float beta) {        \
    __m512 acc[R][V];                                                          \
    _Pragma("GCC unroll 16") for (int r = 0; r < R; r++)                       \
        _Pragma("GCC unroll 4") for (int v = 0; v < V; v++) acc[r][v] =        \
            _mm512_setzero_ps();                                               \
    for (int64_t q = 0; q < k; q++)                                            \
      TILE_STEP(R, V, p + q * ldp, a[r * lda + q])                             \
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

/* A^T B: W[R x cols] (+)= A[kk x R]^T B[kk x cols]; W starts at zero when
 * `first`. A's rows are lda apart, B's ldb, W's ldw; the last vector of
 * each row of B and W is masked to `last`. */
typedef void (*atb_tile)(int64_t kk, const float *a, int64_t lda,
                         const float *b, int64_t ldb, float *w, int64_t ldw,
                         __mmask16 last, bool first);

#define ATB_TILE(R, V)                                                         \
  TILE_TARGET static void atb_##R##x##V(                                       \
      int64_t kk, const float *a, int64_t lda, const float *b, int64_t ldb,    \
      float *w, int64_t ldw, __mmask16 last, bool first) {                     \
    __m512 acc[R][V];                                                          \
    _Pragma("GCC unroll 16") for (int r = 0; r < R; r++)                       \
        _Pragma("GCC unroll 4") for (int v = 0; v < V; v++) acc[r][v] =        \
            first                                                              \
                ? _mm512_setzero_ps()                                          \
                : _mm512_maskz_loadu_ps(v == V - 1 ? last : (__mmask16)0xffff, \
                                        w + r * ldw + 16 * v);                 \
    for (int64_t q = 0; q < kk; q++)                                           \
      TILE_STEP(R, V, b + q * ldb, a[q * lda + r])                             \
    _Pragma("GCC unroll 16") for (int r = 0; r < R; r++)                       \
        _Pragma("GCC unroll 4") for (int v = 0; v < V; v++)                    \
            _mm512_mask_storeu_ps(w + r * ldw + 16 * v,                        \
                                  v == V - 1 ? last : (__mmask16)0xffff,       \
                                  acc[r][v]);                                  \
  }

/* Per vector count V (1..4), tiles of R rows, largest first: R * V <= 24
 * accumulators for the full tiles, the smaller ones for a block's last
 * rows. */
#define TILES_OF(KIND)                                                         \
  KIND(16, 1)                                                                  \
  KIND(8, 1)                                                                   \
  KIND(4, 1)                                                                   \
  KIND(2, 1)                                                                   \
  KIND(1, 1)                                                                   \
  KIND(12, 2)                                                                  \
  KIND(8, 2)                                                                   \
  KIND(4, 2)                                                                   \
  KIND(2, 2)                                                                   \
  KIND(1, 2)                                                                   \
  KIND(8, 3)                                                                   \
  KIND(4, 3) KIND(2, 3) KIND(1, 3) KIND(6, 4) KIND(4, 4) KIND(2, 4) KIND(1, 4)
TILES_OF(AB_TILE)
TILES_OF(ATB_TILE)

enum { TILE_SIZES = 5 };
typedef struct tile_row {
  int rows[TILE_SIZES];
  ab_tile ab[TILE_SIZES];
  atb_tile atb[TILE_SIZES];
} tile_row;

#define ROW5(R0, R1, R2, R3, R4, V)                                            \
  {                                                                            \
    {R0, R1, R2, R3, R4},                                                      \
        {ab_##R0##x##V, ab_##R1##x##V, ab_##R2##x##V, ab_##R3##x##V,           \
         ab_##R4##x##V},                                                       \
    {                                                                          \
      atb_##R0##x##V, atb_##R1##x##V, atb_##R2##x##V, atb_##R3##x##V,          \
          atb_##R4##x##V                                                       \
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

/* Chunks below MIN_PARALLEL_FMAS of work are merged: grain in units. */
static int64_t grain_for(int64_t fmas_per_unit) {
  if (fmas_per_unit < 1) fmas_per_unit = 1;
  int64_t g = MIN_PARALLEL_FMAS / fmas_per_unit;
  return g < 1 ? 1 : g;
}

/* The tiles of V vectors covering rows [0, rows) of one strip. */
#define FOR_TILES(V, ROWS, I, T)                                               \
  for (int64_t I = 0, T = 0;                                                   \
       I < (ROWS) && ((T = pick_tile(V, (ROWS) - I)), 1);                      \
       I += tiles[V].rows[T])

/* ---- A op(B) ---------------------------------------------------------- */

/* Work units: ROW_BLOCK rows of C by PANEL columns of one of `batch`
 * products (sa, sp, sc floats apart), each over all of k in K_CHUNK steps
 * (the first with beta, the others adding to C). */
typedef struct ab_job {
  int64_t m, n, k, lda, ldp, ldc, panels, per_item, sa, sp, sc;
  const float *a, *p;
  float *c, alpha, beta;
} ab_job;

static void ab_unit(const ab_job *j, const float *a0, const float *p0,
                    float *c0_, int64_t i0, int64_t rows, int64_t c0,
                    int64_t cols) {
  for (int64_t q0 = 0; q0 < j->k; q0 += K_CHUNK) {
    int64_t kc = min64(K_CHUNK, j->k - q0);
    float beta = q0 == 0 ? j->beta : 1.0f;
    for (int64_t s = c0; s < c0 + cols; s += STRIP) {
      int64_t w = min64(STRIP, c0 + cols - s);
      int v = (int)((w + 15) / 16);
      __mmask16 last = last_mask(w, v);
      const float *a = a0 + i0 * j->lda + q0, *p = p0 + q0 * j->ldp + s;
      float *c = c0_ + i0 * j->ldc + s;
      FOR_TILES(v, rows, i, t)
      tiles[v].ab[t](kc, a + i * j->lda, j->lda, p, j->ldp, c + i * j->ldc,
                     j->ldc, last, j->alpha, beta);
    }
  }
}

static void ab_body(int64_t lo, int64_t hi, void *ctx) {
  const ab_job *j = ctx;
  for (int64_t u = lo; u < hi; u++) {
    int64_t item = u / j->per_item, r = u % j->per_item;
    int64_t i0 = r / j->panels * ROW_BLOCK, c0 = r % j->panels * PANEL;
    ab_unit(j, j->a + item * j->sa, j->p + item * j->sp, j->c + item * j->sc,
            i0, min64(ROW_BLOCK, j->m - i0), c0, min64(PANEL, j->n - c0));
  }
}

/* Rows [q0, q1) of op(B) = B^T as rows of a k x n row-major copy: for
 * each 16 rows of B, one gather per column q (the 16 rows' lines stay in
 * L1 across a block's gathers) and one 64-byte store. A scalar copy, a
 * float at a time, ran 1.25-3 ns per element (rows of the copy n floats
 * apart alias in L1 when n is a multiple of 1024). */
TILE_TARGET static void pack_bt_rows(float *p, const float *b, int64_t ldb,
                                     int64_t n, int64_t q0, int64_t q1) {
  const __m512i lane =
      _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  const __m512i rows = _mm512_mullo_epi32(lane, _mm512_set1_epi32((int)ldb));
  for (int64_t j0 = 0; j0 < n; j0 += 16) {
    __mmask16 mk = last_mask(min64(16, n - j0), 1);
    for (int64_t q = q0; q < q1; q++) {
      __m512 col = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), mk, rows,
                                            b + j0 * ldb + q, 4);
      _mm512_mask_storeu_ps(p + q * n + j0, mk, col);
    }
  }
}

typedef struct pack_job {
  float *p;
  const float *b;
  int64_t ldb, k, n;
} pack_job;

static void pack_body(int64_t lo, int64_t hi, void *ctx) {
  const pack_job *j = ctx;
  pack_bt_rows(j->p, j->b, j->ldb, j->n, lo * 16, min64(hi * 16, j->k));
}

static void pack_bt(float *p, const float *b, int64_t ldb, int64_t k,
                    int64_t n) {
  pack_job j = {p, b, ldb, k, n};
  cajit_rt_parallel_for(0, (k + 15) / 16, grain_for(16 * n * 16), pack_body,
                        &j);
}

static bool ab(int64_t batch, int32_t tb, int64_t m, int64_t n, int64_t k,
               float alpha, const float *a, int64_t lda, int64_t sa,
               const float *b, int64_t ldb, int64_t sb, float beta, float *c,
               int64_t ldc, int64_t sc) {
  float *packed = NULL;
  if (tb) {
    packed = cajit_malloc((size_t)(batch * k * n) * sizeof(float));
    if (!packed) return false;
    for (int64_t t = 0; t < batch; t++)
      pack_bt(packed + t * k * n, b + t * sb, ldb, k, n);
  }
  int64_t panels = (n + PANEL - 1) / PANEL;
  int64_t per_item = (m + ROW_BLOCK - 1) / ROW_BLOCK * panels;
  ab_job j = {m,
              n,
              k,
              lda,
              tb ? n : ldb,
              ldc,
              panels,
              per_item,
              sa,
              tb ? k * n : sb,
              sc,
              a,
              tb ? packed : b,
              c,
              alpha,
              beta};
  cajit_rt_parallel_for(0, batch * per_item,
                        grain_for(ROW_BLOCK * min64(n, PANEL) * k), ab_body,
                        &j);
  cajit_free(packed);
  return true;
}

/* ---- A^T B ------------------------------------------------------------ */

/* Two ways, chosen by shape (atb_lanes): a small C with a long k is
 * summed over k in `lanes` slices, each into its own partial, added in
 * lane order; otherwise C is cut into ROW_BLOCK x PANEL units, each summed
 * over all of k in K_STEP steps straight into C (or a scratch copy when
 * alpha != 1 or beta != 0). */
typedef struct atb_job {
  int64_t m, n, k, lanes, panels, lda, ldb, ldw, per_item, sa, sb, sw;
  int64_t fresh; /* units: the k row where W starts from zero (-1: never,
                    it adds to C, beta 1) */
  const float *a, *b;
  float *w;
} atb_job;

/* W[rows x cols] (rows i0.., columns c0..) (+)= A[q0..q1)^T B[q0..q1), in
 * K_STEP-row steps; W starts from zero at row `fresh` of k. */
static void atb_unit(const atb_job *j, const float *a0, const float *b0,
                     int64_t q0, int64_t q1, int64_t fresh, int64_t i0,
                     int64_t rows, int64_t c0, int64_t cols, float *w) {
  for (int64_t q = q0; q < q1; q += K_STEP) {
    int64_t kk = min64(K_STEP, q1 - q);
    for (int64_t s = c0; s < c0 + cols; s += STRIP) {
      int64_t wd = min64(STRIP, c0 + cols - s);
      int v = (int)((wd + 15) / 16);
      __mmask16 last = last_mask(wd, v);
      const float *a = a0 + q * j->lda + i0, *b = b0 + q * j->ldb + s;
      FOR_TILES(v, rows, i, t)
      tiles[v].atb[t](kk, a + i, j->lda, b, j->ldb, w + (i0 + i) * j->ldw + s,
                      j->ldw, last, q == fresh);
    }
  }
}

/* The k slice of lane i of `lanes` over [0, k). */
static void lane_bounds(int64_t k, int64_t lanes, int64_t i, int64_t *lo,
                        int64_t *hi) {
  int64_t q = k / lanes, r = k % lanes;
  *lo = i * q + (i < r ? i : r);
  *hi = *lo + q + (i < r ? 1 : 0);
}

static void atb_lane_body(int64_t lo, int64_t hi, void *ctx) {
  const atb_job *j = ctx;
  for (int64_t lane = lo; lane < hi; lane++) {
    int64_t q0, q1;
    lane_bounds(j->k, j->lanes, lane, &q0, &q1);
    atb_unit(j, j->a, j->b, q0, q1, q0, 0, j->m, 0, j->n,
             j->w + lane * j->m * j->ldw);
  }
}

/* A chunk's units step through k together: each K_STEP rows of A and B
 * are read from memory once per chunk, while the units' blocks of C wait
 * in L2/L3 (one unit at a time over all of k read B once per unit: 1.3x
 * MKL at 1024 x 1024 x 8192, against 2x this way). */
static void atb_block_body(int64_t lo, int64_t hi, void *ctx) {
  const atb_job *j = ctx;
  for (int64_t q = 0; q < j->k; q += K_STEP)
    for (int64_t u = lo; u < hi; u++) {
      int64_t item = u / j->per_item, r = u % j->per_item;
      int64_t i0 = r / j->panels * ROW_BLOCK, c0 = r % j->panels * PANEL;
      atb_unit(j, j->a + item * j->sa, j->b + item * j->sb, q,
               min64(q + K_STEP, j->k), j->fresh, i0,
               min64(ROW_BLOCK, j->m - i0), c0, min64(PANEL, j->n - c0),
               j->w + item * j->sw);
    }
}

/* Whether A^T B's units can write straight into C: alpha 1 and beta 0 or
 * 1 (the units then start from C: a sum of products accumulated in place,
 * sched's GEMM accumulation). */
static bool units_write_c(float alpha, float beta) {
  return alpha == 1 && (beta == 0 || beta == 1);
}

/* One A^T B, or `batch` of them in one parallel loop when they run in
 * units straight into C (each item's lanes or scratch otherwise: the
 * caller loops). */
static bool atb(int64_t batch, int64_t m, int64_t n, int64_t k, float alpha,
                const float *a, int64_t lda, int64_t sa, const float *b,
                int64_t ldb, int64_t sb, float beta, float *c, int64_t ldc,
                int64_t sc) {
  int64_t lanes = atb_lanes(m, n, k);
  bool small = lanes > 1;
  bool direct = !small && units_write_c(alpha, beta);
  if (batch > 1 && !direct) return false;
  float *w = direct ? c : cajit_malloc((size_t)(lanes * m * n) * sizeof(float));
  if (!w) return false;
  int64_t panels = (n + PANEL - 1) / PANEL;
  int64_t per_item = (m + ROW_BLOCK - 1) / ROW_BLOCK * panels;
  atb_job j = {m,
               n,
               k,
               lanes,
               panels,
               lda,
               ldb,
               direct ? ldc : n,
               per_item,
               sa,
               sb,
               sc,
               direct && beta == 1 ? -1 : 0,
               a,
               b,
               w};
  if (small)
    cajit_rt_parallel_for(0, lanes, grain_for(m * n * (k / lanes + 1)),
                          atb_lane_body, &j);
  else
    cajit_rt_parallel_for(0, batch * per_item,
                          grain_for(ROW_BLOCK * min64(n, PANEL) * k),
                          atb_block_body, &j);
  if (direct) return true;
  /* Lane 0 += lanes 1.. in order (contiguous, vectorized), then C. */
  for (int64_t l = 1; l < lanes; l++)
    for (int64_t x = 0; x < m * n; x++)
      w[x] += w[l * m * n + x];
  for (int64_t i = 0; i < m; i++)
    for (int64_t jj = 0; jj < n; jj++) {
      float *o = c + i * ldc + jj;
      *o =
          beta == 0 ? alpha * w[i * n + jj] : alpha * w[i * n + jj] + beta * *o;
    }
  cajit_free(w);
  return true;
}

bool cajit_rt_gemm_tiles_batched_f32(int64_t batch, int32_t ta, int32_t tb,
                                     int64_t m, int64_t n, int64_t k,
                                     float alpha, const float *a, int64_t lda,
                                     int64_t sa, const float *b, int64_t ldb,
                                     int64_t sb, float beta, float *c,
                                     int64_t ldc, int64_t sc) {
  if (batch < 1 || !takes(ta, tb, m, n, k, units_write_c(alpha, beta)))
    return false;
  /* pack_bt's gather offsets are 32-bit: 15 * ldb must fit; all the
   * items' packed copies share the scratch bound. */
  if (tb && (ldb > INT32_MAX / 16 || batch * k * n > MAX_SCRATCH_FLOATS))
    return false;
  bool ran =
      ta ? atb(batch, m, n, k, alpha, a, lda, sa, b, ldb, sb, beta, c, ldc, sc)
         : ab(batch, tb, m, n, k, alpha, a, lda, sa, b, ldb, sb, beta, c, ldc,
              sc);
  if (ran) atomic_fetch_add_explicit(&calls_tiles, batch, memory_order_relaxed);
  return ran;
}

#else /* no AVX-512 tiles on this compiler or architecture */

bool cajit_rt_gemm_tiles_batched_f32(int64_t batch, int32_t ta, int32_t tb,
                                     int64_t m, int64_t n, int64_t k,
                                     float alpha, const float *a, int64_t lda,
                                     int64_t sa, const float *b, int64_t ldb,
                                     int64_t sb, float beta, float *c,
                                     int64_t ldc, int64_t sc) {
  return false;
}

#endif
