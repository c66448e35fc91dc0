/* dwgrad: what compiled C gets for a depthwise 3x3 convolution's
 * grad_weight (bench/README.md, "grad_weight rows"), the yardstick for
 * cajit's kernel beside memcpy (membw.c).
 *
 *   gw[c, k1, k2] = sum over n, h, w of x[n, c, h, w] *
 *                   dyp[n, c, h + 2 - k1, w + 1 - k2]
 *
 * with dyp grad_output padded by one row above and below each plane (as
 * cajit's "depthwise dy, padded" is) and the reads past a row end left
 * out. Two shapes, each timed as the thread's CPU time (median of
 * --repeat):
 *
 *   rows   cajit's: per channel, nine output rows of W accumulated in
 *          memory, four input rows per pass, the offsets unrolled inside
 *          the loop over w (gcc vectorizes it);
 *   regs   nine accumulators per 16 columns kept in registers across n
 *          and h (vector extensions), one plane column block at a time;
 *   regs_n the same with n outermost (the planes in memory order), the
 *          partial sums kept in memory between images; --prefetch 1
 *          prefetches the next plane during the current one.
 *   rowseq the planes in memory order, each row whole per pass (27
 *          accumulators in registers, the last 16 columns' in memory);
 *   lanes  the same with every column block summed into the same nine
 *          vectors (the sum runs over w anyway; the lanes that must not
 *          count are zero-masked loads); lanes8 at 256 bits;
 *   seq_read  the same bytes read sequentially (the yardstick).
 *
 * --pf-dist D, --pf-hint 0-3, --pf-lines L: software prefetch of the
 * plane D planes ahead (rows, regs_n, rowseq, lanes; L lines per row and
 * tensor in lanes). --huge 1 puts x and dyp on 2 MiB pages; --flush-read
 * 1 reads the flush buffer instead of writing it. bench/README.md,
 * "dwconv's grad_weight rows, round 3", has what they measured.
 *
 * Prints one JSON object per shape: ms, GMAC/s and GB/s (x and dyp read
 * once). --flush-mb M writes M MiB between repeats (untimed) so that the
 * inputs come from memory, not from a cache that kept them (this VM
 * reports a 300 MiB L3). cc -O3 -march=native -o dwgrad dwgrad.c */
#define _GNU_SOURCE
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

typedef float v16 __attribute__((vector_size(64), aligned(4)));

static double cpu_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

enum { K = 3 };

/* --pf-dist D (planes ahead, 0 off) and --pf-hint 0-3 (locality:
 * 3 = prefetcht0, 2 = t1, 1 = t2, 0 = nta): software prefetch for rows
 * and regs_n. */
static int pf_dist, pf_hint = 3, pf_lines = 4;

static inline void pf(const void *p) {
  switch (pf_hint) {
  case 0: __builtin_prefetch(p, 0, 0); break;
  case 1: __builtin_prefetch(p, 0, 1); break;
  case 2: __builtin_prefetch(p, 0, 2); break;
  default: __builtin_prefetch(p, 0, 3); break;
  }
}

/* the lines of [p, p + n floats) */
static inline void pf_span(const float *p, int n) {
  const char *a = (const char *)((size_t)p & ~(size_t)63),
             *e = (const char *)(p + n);
  for (; a < e; a += 64)
    pf(a);
}

/* x: [N][C][H][W]; dyp: M + [N][C][H + 2][W] + M floats (M = 16). */
static void rows(int N, int C, int H, int W, const float *x, const float *dyp,
                 float *acc /* [9][W] */, float *gw) {
  for (int c = 0; c < C; c++) {
    memset(acc, 0, sizeof(float) * 9 * (size_t)W);
    for (int n = 0; n < N; n++) {
      const float *xp = x + ((size_t)n * C + c) * H * W;
      const float *dp = dyp + ((size_t)n * C + c) * (H + 2) * W;
      /* --pf-dist: the same rows of plane n + D of this channel */
      int pn = n + pf_dist;
      const float *pxp = x + ((size_t)pn * C + c) * H * W;
      const float *pdp = dyp + ((size_t)pn * C + c) * (H + 2) * W;
      for (int h = 0; h + 4 <= H; h += 4) {
        if (pf_dist && pn < N) {
          pf_span(pxp + (size_t)h * W, 4 * W);
          pf_span(pdp + (size_t)(h ? h + 2 : 0) * W, (h ? 4 : 6) * W);
        }
        for (int k1 = 0; k1 < K; k1++)
          for (int k2 = 0; k2 < K; k2++) {
            float *a = acc + (k1 * K + k2) * W;
            int lo = k2 == 2 ? 1 : 0, hi = k2 == 0 ? W - 1 : W;
            for (int w = lo; w < hi; w++) {
              float s = a[w];
              for (int u = 0; u < 4; u++)
                s +=
                    xp[(h + u) * W + w] * dp[(h + u + 2 - k1) * W + w + 1 - k2];
              a[w] = s;
            }
          }
      }
    }
    for (int k = 0; k < 9; k++) {
      float s = 0;
      for (int w = 0; w < W; w++)
        s += acc[k * W + w];
      gw[c * 9 + k] = s;
    }
  }
}

static void regs(int N, int C, int H, int W, const float *x, const float *dyp,
                 float *gw) {
  for (int c = 0; c < C; c++) {
    float tot[9] = {0};
    for (int w0 = 0; w0 < W; w0 += 16) {
      v16 a[9] = {0};
      /* lanes past W, and the columns whose reads pass a row end, off */
      v16 m[3];
      for (int k2 = 0; k2 < K; k2++)
        for (int l = 0; l < 16; l++) {
          int w = w0 + l, col = w + 1 - k2;
          m[k2][l] = w < W && col >= 0 && col < W ? 1.0f : 0.0f;
        }
      for (int n = 0; n < N; n++) {
        const float *xp = x + ((size_t)n * C + c) * H * W + w0;
        const float *dp = dyp + ((size_t)n * C + c) * (H + 2) * W + w0;
        for (int h = 0; h < H; h++) {
          v16 xv = *(const v16 *)(xp + h * W);
          for (int k1 = 0; k1 < K; k1++)
            for (int k2 = 0; k2 < K; k2++)
              a[k1 * K + k2] +=
                  xv * *(const v16 *)(dp + (h + 2 - k1) * W + 1 - k2);
        }
      }
      for (int k = 0; k < 9; k++)
        for (int l = 0; l < 16; l++)
          tot[k] += a[k][l] * m[k % K][l];
    }
    for (int k = 0; k < 9; k++)
      gw[c * 9 + k] = tot[k];
  }
}

/* regs with n outermost: the planes in memory order, each channel's nine
 * rows of partial sums (one vector per column block) kept in memory
 * between images. */
static int prefetch;

static void regs_n(int N, int C, int H, int W, const float *x, const float *dyp,
                   float *part /* [C][nb][9][16] */, float *gw) {
  int nb = (W + 15) / 16;
  memset(part, 0, sizeof(float) * (size_t)C * nb * 9 * 16);
  for (int n = 0; n < N; n++)
    for (int c = 0; c < C; c++) {
      const float *xp0 = x + ((size_t)n * C + c) * H * W;
      const float *dp0 = dyp + ((size_t)n * C + c) * (H + 2) * W;
      for (int b = 0; b < nb; b++) {
        v16 *pa = (v16 *)(part + (((size_t)c * nb + b) * 9) * 16), a[9];
        for (int k = 0; k < 9; k++)
          a[k] = pa[k];
        const float *xp = xp0 + 16 * b, *dp = dp0 + 16 * b;
        /* --prefetch: the next plane's lines, a row per row, during the
         * first column block */
        const float *nx = xp0 + (size_t)H * W, *ndp = dp0 + (size_t)(H + 2) * W;
        /* --pf-dist D: plane (n, c) + D in memory order, its x rows
         * during block 0 and its dyp rows during block 1 */
        const float *px = xp0 + (size_t)pf_dist * H * W,
                    *pd = dp0 + (size_t)pf_dist * (H + 2) * W;
        int pf_ok = pf_dist && (size_t)n * C + c + pf_dist < (size_t)N * C;
        for (int h = 0; h < H; h++) {
          if (prefetch && b == 0 && (n + 1 < N || c + 1 < C))
            for (int o = 0; o < W; o += 16) {
              __builtin_prefetch(nx + h * W + o);
              __builtin_prefetch(ndp + h * W + o);
            }
          if (pf_ok && b == 0) pf_span(px + (size_t)h * W, W);
          if (pf_ok && b == 1)
            pf_span(pd + (size_t)h * W, h + 1 == H ? 3 * W : W);
          v16 xv = *(const v16 *)(xp + h * W);
          for (int k1 = 0; k1 < K; k1++)
            for (int k2 = 0; k2 < K; k2++)
              a[k1 * K + k2] +=
                  xv * *(const v16 *)(dp + (h + 2 - k1) * W + 1 - k2);
        }
        for (int k = 0; k < 9; k++)
          pa[k] = a[k];
      }
    }
  for (int c = 0; c < C; c++) {
    float tot[9] = {0};
    for (int b = 0; b < nb; b++)
      for (int k = 0; k < 9; k++)
        for (int l = 0; l < 16; l++) {
          int w = 16 * b + l, col = w + 1 - k % K;
          if (w < W && col >= 0 && col < W)
            tot[k] += part[(((size_t)c * nb + b) * 9 + k) * 16 + l];
        }
    for (int k = 0; k < 9; k++)
      gw[c * 9 + k] = tot[k];
  }
}

/* rowseq: the planes in memory order (n outermost), each plane's rows
 * in order and every row whole in one pass, so that the reads move
 * forward continuously (the hardware prefetchers' pattern): columns 0-47
 * in 27 accumulators kept in registers over the plane, the last block of
 * 16 (the lanes past W masked at the end) accumulated in memory (L1). W
 * must be in (48, 64]. */
static void rowseq(int N, int C, int H, int W, const float *x, const float *dyp,
                   float *part /* [C][4][9][16] */, float *gw) {
  memset(part, 0, sizeof(float) * (size_t)C * 4 * 9 * 16);
  for (int n = 0; n < N; n++)
    for (int c = 0; c < C; c++) {
      const float *xp = x + ((size_t)n * C + c) * H * W;
      const float *dp = dyp + ((size_t)n * C + c) * (H + 2) * W;
      v16 *pa = (v16 *)(part + (size_t)c * 4 * 9 * 16);
      v16 a0[9], a1[9], a2[9];
      for (int k = 0; k < 9; k++)
        a0[k] = pa[k], a1[k] = pa[9 + k], a2[k] = pa[18 + k];
      v16 *t = pa + 27;
      for (int h = 0; h < H; h++) {
        const float *xr = xp + h * W, *dr = dp + (h + 2) * W + 1;
        if (pf_dist) {
          pf(xr + (size_t)pf_dist * H * W);
          pf(xr + (size_t)pf_dist * H * W + 32);
          pf(dr + (size_t)pf_dist * (H + 2) * W);
          pf(dr + (size_t)pf_dist * (H + 2) * W + 32);
        }
        v16 x0 = *(const v16 *)xr, x1 = *(const v16 *)(xr + 16),
            x2 = *(const v16 *)(xr + 32), x3 = *(const v16 *)(xr + 48);
        for (int k1 = 0; k1 < K; k1++)
          for (int k2 = 0; k2 < K; k2++) {
            const float *d = dr - k1 * W - k2;
            int k = k1 * K + k2;
            a0[k] += x0 * *(const v16 *)d;
            a1[k] += x1 * *(const v16 *)(d + 16);
            a2[k] += x2 * *(const v16 *)(d + 32);
            t[k] += x3 * *(const v16 *)(d + 48);
          }
      }
      for (int k = 0; k < 9; k++)
        pa[k] = a0[k], pa[9 + k] = a1[k], pa[18 + k] = a2[k];
    }
  for (int c = 0; c < C; c++) {
    float tot[9] = {0};
    for (int b = 0; b < 4; b++)
      for (int k = 0; k < 9; k++)
        for (int l = 0; l < 16; l++) {
          int w = 16 * b + l, col = w + 1 - k % K;
          if (w < W && col >= 0 && col < W)
            tot[k] += part[(((size_t)c * 4 + b) * 9 + k) * 16 + l];
        }
    for (int k = 0; k < 9; k++)
      gw[c * 9 + k] = tot[k];
  }
}

/* lanes: rowseq with every column block accumulated into the same nine
 * vectors (the sum runs over w anyway): the lanes that must not count
 * (past W, and the reads past a row end) are zero-masked loads of both
 * factors (AVX-512 {k}{z}: no NaN from 0 x inf, no fault past the end).
 * Two sets of nine (blocks 0-1, blocks 2-3) for shorter FMA chains. The
 * planes in memory order (--lanes-c 1: c outermost, n inside, no
 * partials in memory). W must be in (48, 64]. */
static int lanes_c;

typedef int v16i __attribute__((vector_size(64)));

static inline v16 mload(const float *p, __mmask16 m) {
  return (v16)_mm512_maskz_loadu_ps(m, p);
}

static void lanes(int N, int C, int H, int W, const float *x, const float *dyp,
                  float *part /* [C][9][16] */, float *gw) {
  memset(part, 0, sizeof(float) * (size_t)C * 9 * 16);
  __mmask16 m3 = (__mmask16)((1u << (W - 48)) - 1), m3e = m3 >> 1, m0s = 0xfffe;
  for (int o = 0; o < N * C; o++) {
    int n = lanes_c ? o % N : o / C, c = lanes_c ? o / N : o % C;
    const float *xp = x + ((size_t)n * C + c) * H * W;
    const float *dp = dyp + ((size_t)n * C + c) * (H + 2) * W;
    v16 *pa = (v16 *)(part + (size_t)c * 9 * 16);
    v16 a[9], b[9];
    for (int k = 0; k < 9; k++)
      a[k] = pa[k], b[k] = (v16){0};
    for (int h = 0; h < H; h++) {
      const float *xr = xp + h * W, *dr = dp + (h + 2) * W + 1;
      if (pf_dist && o + pf_dist < N * C) {
        /* --pf-lines L: L prefetches per tensor per row, 16 floats
         * apart, in the plane pf_dist iterations ahead */
        int o2 = o + pf_dist, n2 = lanes_c ? o2 % N : o2 / C,
            c2 = lanes_c ? o2 / N : o2 % C;
        size_t d2 = (size_t)n2 * C + c2 - ((size_t)n * C + c);
        const float *px = xr + d2 * H * W, *pd = dr + d2 * (H + 2) * W;
        for (int l = 0; l < pf_lines; l++)
          pf(px + 16 * l), pf(pd + 16 * l);
      }
      v16 x0 = *(const v16 *)xr, x1 = *(const v16 *)(xr + 16),
          x2 = *(const v16 *)(xr + 32), x3 = mload(xr + 48, m3);
      for (int k1 = 0; k1 < K; k1++)
        for (int k2 = 0; k2 < K; k2++) {
          const float *d = dr - k1 * W - k2;
          int k = k1 * K + k2;
          a[k] += x0 * (k2 == 2 ? mload(d, m0s) : *(const v16 *)d);
          a[k] += x1 * *(const v16 *)(d + 16);
          b[k] += x2 * *(const v16 *)(d + 32);
          b[k] += x3 * mload(d + 48, k2 == 0 ? m3e : m3);
        }
    }
    for (int k = 0; k < 9; k++)
      pa[k] = a[k] + b[k];
  }
  for (int c = 0; c < C; c++)
    for (int k = 0; k < 9; k++) {
      float t = 0;
      for (int l = 0; l < 16; l++)
        t += part[((size_t)c * 9 + k) * 16 + l];
      gw[c * 9 + k] = t;
    }
}

/* lanes8: lanes at 256 bits (this VM: 512-bit FMAs issue at ~2.8 per
 * ns, 256-bit at ~7.2), W = 56 = seven vectors: only the two row-end
 * lanes masked. W must be a multiple of 8, at most 64. */
static void lanes8(int N, int C, int H, int W, const float *x, const float *dyp,
                   float *part /* [C][9][8] */, float *gw) {
  memset(part, 0, sizeof(float) * (size_t)C * 9 * 8);
  const int nb = 7; /* W == 56 (checked by main) */
  for (int o = 0; o < N * C; o++) {
    int n = lanes_c ? o % N : o / C, c = lanes_c ? o / N : o % C;
    const float *xp = x + ((size_t)n * C + c) * H * W;
    const float *dp = dyp + ((size_t)n * C + c) * (H + 2) * W;
    float *pa = part + (size_t)c * 9 * 8;
    __m256 a[9], b[9];
    for (int k = 0; k < 9; k++)
      a[k] = _mm256_loadu_ps(pa + 8 * k), b[k] = _mm256_setzero_ps();
    for (int h = 0; h < H; h++) {
      const float *xr = xp + h * W, *dr = dp + (h + 2) * W + 1;
#pragma GCC unroll 7
      for (int blk = 0; blk < nb; blk++) {
        __m256 xv = _mm256_loadu_ps(xr + 8 * blk);
        for (int k1 = 0; k1 < K; k1++)
          for (int k2 = 0; k2 < K; k2++) {
            const float *d = dr - k1 * W - k2 + 8 * blk;
            int k = k1 * K + k2;
            __m256 dv = blk == 0 && k2 == 2 ? _mm256_maskz_loadu_ps(0xfe, d)
                        : blk == nb - 1 && k2 == 0
                            ? _mm256_maskz_loadu_ps(0x7f, d)
                            : _mm256_loadu_ps(d);
            if (blk & 1)
              b[k] = _mm256_fmadd_ps(xv, dv, b[k]);
            else
              a[k] = _mm256_fmadd_ps(xv, dv, a[k]);
          }
      }
    }
    for (int k = 0; k < 9; k++)
      _mm256_storeu_ps(pa + 8 * k, _mm256_add_ps(a[k], b[k]));
  }
  for (int c = 0; c < C; c++)
    for (int k = 0; k < 9; k++) {
      float t = 0;
      for (int l = 0; l < 8; l++)
        t += part[((size_t)c * 9 + k) * 8 + l];
      gw[c * 9 + k] = t;
    }
}

/* the sequential read of the same bytes: x and dyp summed (the yardstick
 * for "from memory") */
static float seq_read(size_t nx, size_t nd, const float *x, const float *dyp) {
  v16 s0 = {0}, s1 = {0};
  for (size_t i = 0; i + 16 <= nx; i += 16)
    s0 += *(const v16 *)(x + i);
  for (size_t i = 0; i + 16 <= nd; i += 16)
    s1 += *(const v16 *)(dyp + i);
  float t = 0;
  for (int l = 0; l < 16; l++)
    t += s0[l] + s1[l];
  return t;
}

static volatile float sink;

int main(int argc, char **argv) {
  int N = 16, C = 64, H = 56, W = 56, repeat = 20, flush_mb = 0, flush_read = 0,
      huge = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--batch")) N = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--repeat")) repeat = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--flush-mb")) flush_mb = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--prefetch")) prefetch = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--lanes-c")) lanes_c = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--huge")) huge = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--flush-read")) flush_read = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--pf-dist")) pf_dist = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--pf-lines")) pf_lines = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--pf-hint")) pf_hint = atoi(argv[i + 1]);
  }
  if (flush_mb < 0 || flush_mb > 4096) return 2;
  /* --flush-mb: written between repeats (untimed), so x and dyp come from
   * memory rather than from a cache that kept them since the last one. */
  char *flush = flush_mb ? malloc((size_t)flush_mb << 20) : NULL;
  if (flush_mb && !flush) return 1;
  if (N < 1 || repeat < 1 || repeat > 1000) return 2;
  size_t nx = (size_t)N * C * H * W, nd = (size_t)N * C * (H + 2) * W + 32;
  /* x padded by a vector at the end: regs reads whole vectors of 16 at
   * the last column block (lanes past W are masked off). */
  float *x, *dyp;
  if (huge) {
    /* --huge 1: x and dyp on 2 MiB pages (madvise; this VM's THP is
     * "madvise") */
    size_t bx = ((nx + 64) * sizeof *x + (2u << 20) - 1) &
                ~(size_t)((2u << 20) - 1),
           bd = ((nd + 64) * sizeof *dyp + (2u << 20) - 1) &
                ~(size_t)((2u << 20) - 1);
    x = aligned_alloc(2u << 20, bx), dyp = aligned_alloc(2u << 20, bd);
    if (!x || !dyp) return 1;
    madvise(x, bx, MADV_HUGEPAGE), madvise(dyp, bd, MADV_HUGEPAGE);
    memset(x, 0, bx), memset(dyp, 0, bd);
  } else
    x = calloc(nx + 64, sizeof *x), dyp = calloc(nd + 64, sizeof *dyp);
  float *acc = calloc(9 * (size_t)W, sizeof *acc), *g1 = calloc(9 * C, 4),
        *g2 = calloc(9 * C, 4);
  double *t = calloc((size_t)repeat, sizeof *t);
  if (!x || !dyp || !acc || !g1 || !g2 || !t) return 1;
  for (size_t i = 0; i < nx; i++)
    x[i] = (float)((i * 7919) % 1000) / 1000.0f - 0.5f;
  for (int n = 0; n < N; n++)
    for (int c = 0; c < C; c++)
      for (int h = 0; h < H; h++)
        for (int w = 0; w < W; w++)
          dyp[16 + (((size_t)n * C + c) * (H + 2) + h + 1) * W + w] =
              (float)(((size_t)(n + c + h) * 104729 + w) % 997) / 997.0f;
  double bytes = 4.0 * ((double)nx + (double)N * C * (H + 2) * W);
  double macs = 9.0 * (double)nx;
  float *part = calloc((size_t)C * ((W + 15) / 16) * 9 * 16, sizeof *part),
        *g3 = calloc(9 * C, 4);
  if (!part || !g3) return 1;
  if (flush) memset(flush, 1, (size_t)flush_mb << 20);
  float *g4 = calloc(9 * C, 4),
        *part4 = calloc((size_t)C * 4 * 9 * 16, sizeof *part4);
  if (!g4 || !part4) return 1;
  float *g5 = calloc(9 * C, 4), *part5 = calloc((size_t)C * 9 * 16, 4);
  if (!g5 || !part5) return 1;
  float *g6 = calloc(9 * C, 4), *part6 = calloc((size_t)C * 9 * 8, 4);
  if (!g6 || !part6) return 1;
  for (int shape = 0; shape < 7; shape++) {
    for (int r = 0; r < repeat; r++) {
      /* --flush-read 1: read the flush buffer (clean lines) instead of
       * writing it (dirty lines, written back as the kernel's reads
       * evict them) */
      if (flush && flush_read) {
        long s = 0;
        for (size_t i = 0; i < ((size_t)flush_mb << 20); i += 64)
          s += flush[i];
        sink = (float)s;
      } else if (flush)
        memset(flush, r + 1, (size_t)flush_mb << 20);
      double t0 = cpu_s();
      if (shape == 6 && W != 56) continue;
      if (shape == 6)
        lanes8(N, C, H, W, x, dyp + 16, part6, g6);
      else if (shape == 5)
        lanes(N, C, H, W, x, dyp + 16, part5, g5);
      else if (shape == 4)
        rowseq(N, C, H, W, x, dyp + 16, part4, g4);
      else if (shape == 3)
        sink = seq_read(nx, nd, x, dyp);
      else if (shape == 0)
        rows(N, C, H, W, x, dyp + 16, acc, g1);
      else if (shape == 1)
        regs(N, C, H, W, x, dyp + 16, g2);
      else
        regs_n(N, C, H, W, x, dyp + 16, part, g3);
      t[r] = cpu_s() - t0;
    }
    qsort(t, (size_t)repeat, sizeof *t, cmp_double);
    double s = t[repeat / 2];
    printf("{\"shape\": \"%s\", \"batch\": %d, \"ms\": %.4f, \"gmacs\": %.2f, "
           "\"gbps\": %.2f}\n",
           shape == 6   ? "lanes8"
           : shape == 5 ? "lanes"
           : shape == 4 ? "rowseq"
           : shape == 3 ? "seq_read"
           : shape == 2 ? "regs_n"
           : shape      ? "regs"
                        : "rows",
           N, 1e3 * s, macs / s * 1e-9, bytes / s * 1e-9);
  }
  double err = 0;
  for (int i = 0; i < 9 * C; i++) {
    double d = (double)g1[i] - (double)g2[i], d3 = (double)g1[i] - g3[i],
           d4 = (double)g1[i] - g4[i];
    if ((d3 < 0 ? -d3 : d3) > (d < 0 ? -d : d)) d = d3;
    if ((d4 < 0 ? -d4 : d4) > (d < 0 ? -d : d)) d = d4;
    double d5 = (double)g1[i] - g5[i], d6 = (double)g1[i] - g6[i];
    if ((d6 < 0 ? -d6 : d6) > (d < 0 ? -d : d)) d = d6;
    if ((d5 < 0 ? -d5 : d5) > (d < 0 ? -d : d)) d = d5;
    double a = g1[i] < 0 ? -g1[i] : g1[i];
    if ((d < 0 ? -d : d) > 1e-3 * (a + 1)) err = d;
  }
  if (err != 0) fprintf(stderr, "dwgrad: the shapes' results differ\n");
  free(x), free(dyp), free(acc), free(g1), free(g2), free(t), free(flush),
      free(part), free(g3);
  return err != 0;
}
