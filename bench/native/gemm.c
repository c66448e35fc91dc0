/* gemm: single-precision GEMM through CBLAS (the OpenBLAS cajit links), the
 * baseline for cajit's GEMM extern calls.
 *
 *   gemm M N K [--ta] [--batch B] [--repeat R]
 *
 * C[M,N] = op(A) B with op(A) = A^T when --ta (A stored K x M, row-major),
 * B times when --batch is given (one sgemm per batch entry, as a batched
 * matmul without a batched BLAS call would do). Prints one JSON object: the
 * median time of one (batched) product, GFLOP/s (2*M*N*K*B flops), and the
 * OpenBLAS configuration and thread count. */
#include <cblas.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: gemm M N K [--ta] [--batch B] [--repeat R]\n");
    return 2;
  }
  long m = atol(argv[1]), n = atol(argv[2]), k = atol(argv[3]);
  int ta = 0, repeat = 10;
  long batch = 1;
  for (int i = 4; i < argc; i++) {
    if (!strcmp(argv[i], "--ta"))
      ta = 1;
    else if (!strcmp(argv[i], "--batch") && i + 1 < argc)
      batch = atol(argv[++i]);
    else if (!strcmp(argv[i], "--repeat") && i + 1 < argc)
      repeat = atoi(argv[++i]);
  }
  if (m < 1 || n < 1 || k < 1 || batch < 1 || repeat < 1) {
    fprintf(stderr, "gemm: bad arguments\n");
    return 2;
  }
  size_t sa = (size_t)(m * k), sb = (size_t)(k * n), sc = (size_t)(m * n);
  float *a = malloc(sizeof(float) * sa * (size_t)batch);
  float *b = malloc(sizeof(float) * sb * (size_t)batch);
  float *c = malloc(sizeof(float) * sc * (size_t)batch);
  double *times = calloc((size_t)repeat + 1, sizeof(double));
  if (!a || !b || !c || !times) {
    fprintf(stderr, "gemm: out of memory\n");
    return 1;
  }
  for (size_t i = 0; i < sa * (size_t)batch; i++)
    a[i] = (float)((i * 7 + 3) % 17) / 17.0f - 0.5f;
  for (size_t i = 0; i < sb * (size_t)batch; i++)
    b[i] = (float)((i * 5 + 1) % 13) / 13.0f - 0.5f;
  memset(c, 0, sizeof(float) * sc * (size_t)batch);
  for (int r = 0; r <= repeat; r++) { /* run 0 warms up */
    double t0 = now_s();
    for (long i = 0; i < batch; i++)
      cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, CblasNoTrans,
                  (int)m, (int)n, (int)k, 1.0f, a + (size_t)i * sa,
                  ta ? (int)m : (int)k, b + (size_t)i * sb, (int)n, 0.0f,
                  c + (size_t)i * sc, (int)n);
    times[r] = now_s() - t0;
  }
  qsort(times + 1, (size_t)repeat, sizeof(double), cmp_double);
  double median = times[1 + repeat / 2];
  double checksum = 0;
  for (size_t i = 0; i < sc * (size_t)batch; i++)
    checksum += c[i];
  printf("{\"m\": %ld, \"n\": %ld, \"k\": %ld, \"batch\": %ld, \"ta\": %d, "
         "\"repeat\": %d, \"median_s\": %.9g, \"gflops\": %.6g, "
         "\"checksum\": %.9g, \"openblas_config\": \"%s\", "
         "\"openblas_core\": \"%s\", \"openblas_threads\": %d}\n",
         m, n, k, batch, ta, repeat, median,
         2.0 * (double)m * (double)n * (double)k * (double)batch / median / 1e9,
         checksum, openblas_get_config(), openblas_get_corename(),
         openblas_get_num_threads());
  free(a);
  free(b);
  free(c);
  free(times);
  return 0;
}
