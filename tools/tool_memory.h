/* What cajit-run and cajit-dump do first, so that running out of memory
 * is an error message and exit status 1, never an abort or a hang:
 *
 *  - LLVM's fatal errors and allocation failures (and a failing operator
 *    new) print "<tool>: error: out of memory inside LLVM: <reason>" and
 *    exit 1 (cajit_jit_fatal_mode, jit/llvm_fatal.c).
 *  - OpenBLAS, when loaded, starts its threads and each maps a 128 MiB
 *    work buffer; a mapping that fails is retried forever, and the thread
 *    pool is joined at exit and before every fork (the compile worker's):
 *    under an address-space limit (ulimit -v) that leaves too little room,
 *    the process hangs. Its threads are started before main, so the tool
 *    then runs itself again (execv) with OPENBLAS_NUM_THREADS=1, and says
 *    so on stderr; with one thread, the buffer of the calling thread is
 *    checked before each GEMM that may map one (lib/runtime/blas.c). An
 *    OPENBLAS_NUM_THREADS the user set is kept. */
#ifndef CAJIT_TOOL_MEMORY_H
#define CAJIT_TOOL_MEMORY_H

#include <cblas.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

#include "cajit/jit.h"

/* Address space (bytes) the process may still map, or -1 for no limit. */
static inline int64_t tool_address_space_left(void) {
  struct rlimit rl;
  if (getrlimit(RLIMIT_AS, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY) return -1;
  FILE *f = fopen("/proc/self/statm", "r");
  unsigned long pages = 0;
  if (f) {
    if (fscanf(f, "%lu", &pages) != 1) pages = 0;
    fclose(f);
  }
  int64_t used = (int64_t)pages * (int64_t)sysconf(_SC_PAGESIZE);
  return (int64_t)rl.rlim_cur > used ? (int64_t)rl.rlim_cur - used : 0;
}

/* OpenBLAS's threads fit when, beyond their buffers (128 MiB and a page
 * each), this much address space is left for compiling and running. */
enum { TOOL_MEMORY_MARGIN_MB = 512, TOOL_BLAS_BUFFER_MB = 129 };

static inline void tool_memory_setup(const char *prog, char **argv) {
  cajit_jit_fatal_mode(CAJIT_JIT_FATAL_EXIT, prog);
  int threads = openblas_get_num_threads();
  if (threads <= 1 || getenv("OPENBLAS_NUM_THREADS")) return;
  int64_t left = tool_address_space_left();
  int64_t need =
      ((int64_t)threads * TOOL_BLAS_BUFFER_MB + TOOL_MEMORY_MARGIN_MB) << 20;
  if (left < 0 || left >= need) return;
  fprintf(stderr,
          "%s: note: the address-space limit (ulimit -v) leaves %lld MiB; "
          "OpenBLAS runs on 1 thread (each of its threads maps a 128 MiB "
          "buffer)\n",
          prog, (long long)(left >> 20));
  fflush(NULL);
  if (setenv("OPENBLAS_NUM_THREADS", "1", 1) == 0)
    execv("/proc/self/exe", argv);
  /* exec failed: go on; GEMMs may still find their buffers */
}

#endif
