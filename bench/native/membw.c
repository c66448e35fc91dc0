/* membw: this machine's memcpy bandwidth, the yardstick for memory-bound
 * kernels.
 *
 * Copies a buffer of --mb megabytes (MiB) with memcpy, --repeat times, on
 * --threads threads (each copies its contiguous share, all start together
 * at a barrier), and prints one JSON object: the median time of a copy and
 * the bandwidth counted as bytes read plus bytes written per second (2x the
 * buffer size: the same accounting the kernel benchmarks use). Both buffers
 * are touched before timing so page faults are not measured. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct job {
  char *dst;
  const char *src;
  size_t bytes;
  pthread_barrier_t *start;
  pthread_barrier_t *done;
  int repeat;
} job;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void *copier(void *arg) {
  job *j = arg;
  for (int r = 0; r < j->repeat; r++) {
    pthread_barrier_wait(j->start);
    memcpy(j->dst, j->src, j->bytes);
    pthread_barrier_wait(j->done);
  }
  return NULL;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  size_t mb = 64;
  int repeat = 20, threads = 1;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--mb"))
      mb = (size_t)strtoul(argv[i + 1], NULL, 10);
    else if (!strcmp(argv[i], "--repeat"))
      repeat = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "--threads"))
      threads = atoi(argv[i + 1]);
  }
  if (mb == 0 || repeat < 1 || threads < 1 || threads > 256) {
    fprintf(stderr, "membw: bad arguments\n");
    return 2;
  }
  size_t bytes = mb << 20;
  char *src = aligned_alloc(4096, bytes), *dst = aligned_alloc(4096, bytes);
  double *times = calloc((size_t)repeat, sizeof(double));
  job *jobs = calloc((size_t)threads, sizeof(job));
  pthread_t *tids = calloc((size_t)threads, sizeof(pthread_t));
  if (!src || !dst || !times || !jobs || !tids) {
    fprintf(stderr, "membw: out of memory\n");
    return 1;
  }
  memset(src, 1, bytes);
  memset(dst, 2, bytes);
  pthread_barrier_t start, done;
  pthread_barrier_init(&start, NULL, (unsigned)threads + 1);
  pthread_barrier_init(&done, NULL, (unsigned)threads + 1);
  size_t share = (bytes / (size_t)threads) & ~(size_t)63;
  for (int t = 0; t < threads; t++) {
    size_t off = share * (size_t)t;
    size_t len = t == threads - 1 ? bytes - off : share;
    jobs[t] = (job){dst + off, src + off, len, &start, &done, repeat};
    if (pthread_create(&tids[t], NULL, copier, &jobs[t]) != 0) {
      fprintf(stderr, "membw: pthread_create failed\n");
      return 1;
    }
  }
  for (int r = 0; r < repeat; r++) {
    /* t0 before the start barrier: with more threads than cores the main
     * thread may be descheduled after the barrier while the copiers run. */
    double t0 = now_s();
    pthread_barrier_wait(&start);
    pthread_barrier_wait(&done);
    times[r] = now_s() - t0;
  }
  for (int t = 0; t < threads; t++)
    pthread_join(tids[t], NULL);
  qsort(times, (size_t)repeat, sizeof(double), cmp_double);
  double median = times[repeat / 2];
  printf("{\"bytes\": %zu, \"threads\": %d, \"repeat\": %d, \"median_s\": %.9g, "
         "\"min_s\": %.9g, \"gbps\": %.6g}\n",
         bytes, threads, repeat, median, times[0], 2.0 * (double)bytes / median / 1e9);
  free(src);
  free(dst);
  free(times);
  free(jobs);
  free(tids);
  return 0;
}
