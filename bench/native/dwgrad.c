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
 *
 * Prints one JSON object per shape: ms, GMAC/s and GB/s (x and dyp read
 * once). --flush-mb M writes M MiB between repeats (untimed) so that the
 * inputs come from memory, not from a cache that kept them (this VM
 * reports a 300 MiB L3). cc -O3 -march=native -o dwgrad dwgrad.c */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

/* x: [N][C][H][W]; dyp: M + [N][C][H + 2][W] + M floats (M = 16). */
static void rows(int N, int C, int H, int W, const float *x, const float *dyp,
                 float *acc /* [9][W] */, float *gw) {
  for (int c = 0; c < C; c++) {
    memset(acc, 0, sizeof(float) * 9 * (size_t)W);
    for (int n = 0; n < N; n++) {
      const float *xp = x + ((size_t)n * C + c) * H * W;
      const float *dp = dyp + ((size_t)n * C + c) * (H + 2) * W;
      for (int h = 0; h + 4 <= H; h += 4)
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
        for (int h = 0; h < H; h++) {
          if (prefetch && b == 0 && (n + 1 < N || c + 1 < C))
            for (int o = 0; o < W; o += 16) {
              __builtin_prefetch(nx + h * W + o);
              __builtin_prefetch(ndp + h * W + o);
            }
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

int main(int argc, char **argv) {
  int N = 16, C = 64, H = 56, W = 56, repeat = 20, flush_mb = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--batch")) N = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--repeat")) repeat = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--flush-mb")) flush_mb = atoi(argv[i + 1]);
    if (!strcmp(argv[i], "--prefetch")) prefetch = atoi(argv[i + 1]);
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
  float *x = calloc(nx + 64, sizeof *x), *dyp = calloc(nd + 64, sizeof *dyp);
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
  for (int shape = 0; shape < 3; shape++) {
    for (int r = 0; r < repeat; r++) {
      if (flush) memset(flush, r + 1, (size_t)flush_mb << 20);
      double t0 = cpu_s();
      if (shape == 0)
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
           shape == 2 ? "regs_n"
           : shape    ? "regs"
                      : "rows",
           N, 1e3 * s, macs / s * 1e-9, bytes / s * 1e-9);
  }
  double err = 0;
  for (int i = 0; i < 9 * C; i++) {
    double d = (double)g1[i] - (double)g2[i], d3 = (double)g1[i] - g3[i];
    if ((d3 < 0 ? -d3 : d3) > (d < 0 ? -d : d)) d = d3;
    double a = g1[i] < 0 ? -g1[i] : g1[i];
    if ((d < 0 ? -d : d) > 1e-3 * (a + 1)) err = d;
  }
  if (err != 0) fprintf(stderr, "dwgrad: the shapes' results differ\n");
  free(x), free(dyp), free(acc), free(g1), free(g2), free(t), free(flush),
      free(part), free(g3);
  return err != 0;
}
