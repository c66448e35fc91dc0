/* bn_order: the loop order of BatchNorm backward's channel sums on this
 * machine (bench/README.md, "BatchNorm backward on Zen 4 (helper-49)").
 * dwconv's shape, [16, 64, 56, 56] f32: sum(dy) and sum(dy * (x - mean))
 * per channel, each 16-lane block of 256 terms summed in f32 and added in
 * f64 (the kernel's `partials f32 per 256`), in four orders:
 *   channel_outer      per channel, per image, the 3136-element plane
 *                      (cajit before out_tile: n jumps of 64 planes);
 *   channel_outer_pfN  the same, prefetching N bytes ahead in the plane;
 *   image_outer        per image, per channel, the plane (out_tile: the
 *                      planes in memory order);
 *   plain_2stream      both tensors front to back, adds only (the read
 *                      ceiling), and memcpy of one tensor (the yardstick).
 *
 *   cc -O3 -march=native bench/native/bn_order.c -o /tmp/bn_order
 *   /tmp/bn_order [hot]
 *
 * Default: 4 sets of inputs used in turn (103 MB, over the 32 MiB L3), dy
 * rewritten before each run as the kernel before it writes it; hot: one
 * set, not rewritten. Median of 15 runs; GB/s as bytes read plus
 * written. */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { N = 16, C = 64, P = 3136, SETS = 4, RUNS = 15, VARIANTS = 6 };
static float *dys[SETS], *xs[SETS], mean[C];
static double s1[C], s2[C];

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* One plane of channel c: its two sums added to a and b. */
static inline void plane(const float *d, const float *x, int c, int pf,
                         double *a, double *b) {
  __m512 m = _mm512_set1_ps(mean[c]);
  int i = 0;
  for (; i + 256 <= P; i += 256) {
    __m512 sa = _mm512_setzero_ps(), sb = _mm512_setzero_ps();
    for (int j = 0; j < 256; j += 16) {
      if (pf) {
        _mm_prefetch((const char *)(d + i + j) + pf, _MM_HINT_T0);
        _mm_prefetch((const char *)(x + i + j) + pf, _MM_HINT_T0);
      }
      __m512 vd = _mm512_loadu_ps(d + i + j), vx = _mm512_loadu_ps(x + i + j);
      sa = _mm512_add_ps(sa, vd);
      sb = _mm512_fmadd_ps(vd, _mm512_sub_ps(vx, m), sb);
    }
    *a += _mm512_reduce_add_ps(sa);
    *b += _mm512_reduce_add_ps(sb);
  }
  for (; i < P; i++) {
    *a += d[i];
    *b += (double)(d[i] * (x[i] - mean[c]));
  }
}

__attribute__((noinline)) static void channel_outer(const float *dy,
                                                    const float *x, int pf) {
  for (int c = 0; c < C; c++) {
    double a = 0, b = 0;
    for (int n = 0; n < N; n++) {
      size_t off = ((size_t)n * C + (size_t)c) * P;
      plane(dy + off, x + off, c, pf, &a, &b);
    }
    s1[c] = a, s2[c] = b;
  }
}

__attribute__((noinline)) static void image_outer(const float *dy,
                                                  const float *x) {
  for (int c = 0; c < C; c++)
    s1[c] = s2[c] = 0;
  for (int n = 0; n < N; n++)
    for (int c = 0; c < C; c++) {
      size_t off = ((size_t)n * C + (size_t)c) * P;
      plane(dy + off, x + off, c, 0, &s1[c], &s2[c]);
    }
}

__attribute__((noinline)) static float plain(const float *dy, const float *x) {
  __m512 a = _mm512_setzero_ps(), b = a, c = a, d = a;
  for (size_t i = 0; i < (size_t)N * C * P; i += 32) {
    a = _mm512_add_ps(a, _mm512_loadu_ps(dy + i));
    b = _mm512_add_ps(b, _mm512_loadu_ps(x + i));
    c = _mm512_add_ps(c, _mm512_loadu_ps(dy + i + 16));
    d = _mm512_add_ps(d, _mm512_loadu_ps(x + i + 16));
  }
  return _mm512_reduce_add_ps(
      _mm512_add_ps(_mm512_add_ps(a, b), _mm512_add_ps(c, d)));
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  size_t n = (size_t)N * C * P;
  int hot = argc > 1 && !strcmp(argv[1], "hot");
  char *dst = aligned_alloc(4096, n * 4);
  if (!dst) return 1;
  memset(dst, 0, n * 4);
  for (int s = 0; s < SETS; s++) {
    dys[s] = aligned_alloc(64, n * 4), xs[s] = aligned_alloc(64, n * 4);
    if (!dys[s] || !xs[s]) return 1;
    for (size_t i = 0; i < n; i++)
      dys[s][i] = (float)(i % 7) * 0.1f, xs[s][i] = (float)(i % 5) * 0.2f;
  }
  static const char *names[VARIANTS] = {
      "channel_outer", "channel_outer_pf512", "channel_outer_pf1024",
      "image_outer",   "plain_2stream",       "memcpy 12.8 MB"};
  for (int v = 0; v < VARIANTS; v++) {
    double t[RUNS];
    for (int r = 0; r < RUNS; r++) {
      int s = hot ? 0 : r % SETS;
      if (!hot) memset(dys[s], 0, n * 4); /* written by the kernel before */
      double t0 = now();
      switch (v) {
      case 0: channel_outer(dys[s], xs[s], 0); break;
      case 1: channel_outer(dys[s], xs[s], 512); break;
      case 2: channel_outer(dys[s], xs[s], 1024); break;
      case 3: image_outer(dys[s], xs[s]); break;
      case 4: s1[0] += plain(dys[s], xs[s]); break;
      default:
        memcpy(dst, xs[s], n * 4);
        __asm__ volatile("" ::"r"(dst) : "memory");
      }
      t[r] = now() - t0;
    }
    qsort(t, RUNS, sizeof t[0], cmp);
    printf("%-22s %.3f ms  %5.1f GB/s\n", names[v], t[RUNS / 2] * 1e3,
           2.0 * (double)n * 4 / t[RUNS / 2] / 1e9);
  }
  return 0;
}
