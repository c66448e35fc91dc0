/* streams: the ceiling of a loop kernel's stream pattern on this machine,
 * k reads and m writes of n floats each (bench/README.md, "rmsnorm_swiglu's
 * kernels"): each element of the writes is the sum of the reads' elements
 * plus a constant, AVX-512, no other arithmetic.
 *
 *   gcc -O3 -march=native bench/native/streams.c -o /tmp/streams
 *   /tmp/streams K M N [PREFETCH_BYTES [NONTEMPORAL [COLD]]]
 *
 * COLD 1 reads a 192 MiB buffer before every run (the inputs come from
 * DRAM), 2 the same and then the first input again (one input warm, as a
 * GEMM's output read right after it). Prints the median of 21 runs, GB/s
 * counted as bytes read plus written (as cajit-run's bytes=). */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { MAXS = 8, RUNS = 21 };
static float *R[MAXS], *W[MAXS];
static int prefetch, nontemporal;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

__attribute__((noinline)) static void kernel(int k, int m, size_t n) {
  for (size_t i = 0; i < n; i += 16) {
    __m512 acc = _mm512_setzero_ps();
    for (int r = 0; r < k; r++) {
      if (prefetch)
        _mm_prefetch((const char *)(R[r] + i) + prefetch, _MM_HINT_T0);
      acc = _mm512_add_ps(acc, _mm512_loadu_ps(R[r] + i));
    }
    for (int w = 0; w < m; w++) {
      __m512 v = _mm512_add_ps(acc, _mm512_set1_ps((float)w));
      if (nontemporal)
        _mm512_stream_ps(W[w] + i, v);
      else
        _mm512_storeu_ps(W[w] + i, v);
    }
  }
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: streams K M N [PREFETCH [NONTEMPORAL [COLD]]]\n");
    return 2;
  }
  int k = atoi(argv[1]), m = atoi(argv[2]);
  size_t n = strtoul(argv[3], NULL, 10) & ~(size_t)15;
  prefetch = argc > 4 ? atoi(argv[4]) : 0;
  nontemporal = argc > 5 ? atoi(argv[5]) : 0;
  int cold = argc > 6 ? atoi(argv[6]) : 0;
  if (k < 1 || k > MAXS || m < 0 || m > MAXS || n == 0) {
    fprintf(stderr, "streams: bad arguments\n");
    return 2;
  }
  size_t bytes = n * sizeof(float) + 4096, evict_bytes = (size_t)192 << 20;
  char *evict = malloc(evict_bytes);
  if (!evict) return 1;
  memset(evict, 1, evict_bytes);
  for (int r = 0; r < k; r++) {
    if (!(R[r] = aligned_alloc(4096, bytes))) return 1;
    for (size_t i = 0; i < n; i++)
      R[r][i] = 1.0f;
  }
  for (int w = 0; w < m; w++) {
    if (!(W[w] = aligned_alloc(4096, bytes))) return 1;
    memset(W[w], 0, n * sizeof(float));
  }
  double t[RUNS];
  volatile char sink = 0;
  for (int run = 0; run < RUNS; run++) {
    if (cold) {
      for (size_t j = 0; j < evict_bytes; j += 64)
        sink += evict[j];
      if (cold == 2)
        for (size_t j = 0; j < n; j += 16)
          sink += (char)R[0][j];
    }
    double t0 = now();
    kernel(k, m, n);
    t[run] = now() - t0;
  }
  qsort(t, RUNS, sizeof t[0], cmp_double);
  double moved = (double)(k + m) * (double)n * sizeof(float);
  printf("reads %d writes %d MB %.1f prefetch %d nontemporal %d cold %d: "
         "median %.3f ms %.2f GB/s\n",
         k, m, moved / 1e6, prefetch, nontemporal, cold, t[RUNS / 2] * 1e3,
         moved / t[RUNS / 2] / 1e9);
  for (int r = 0; r < k; r++)
    free(R[r]);
  for (int w = 0; w < m; w++)
    free(W[w]);
  free(evict);
  return 0;
}
