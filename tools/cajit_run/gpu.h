/* cajit-run --gpu: the same graph, compiled by the GPU backend (lib/gpu)
 * and run on the CUDA device on the inputs the CPU run used; every output
 * compared with the CPU's. With bench_runs > 0, also times the GPU program
 * and a device-to-device copy of as many bytes in the same process. */
#ifndef CAJIT_TOOLS_GPU_H
#define CAJIT_TOOLS_GPU_H

#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdio.h>

#include "cajit/graph.h"
#include "cajit/status.h"

typedef struct gpu_check_args {
  cajit_graph *g;
  DLTensor **inputs;
  /* the graph's symbols, per symbol index (sym_count of them) */
  const int64_t *sym_ints;
  const double *sym_floats;
  int32_t sym_count;
  DLManagedTensor **outputs; /* the CPU run's */
  int32_t output_count;
  double rtol, atol;
  int64_t bench_runs;
  bool json;
} gpu_check_args;

/* Prints one line per output ("gpu output i: max abs err ..., ok") and
 * the bench lines; *mismatches counts outputs out of tolerance. */
cajit_status gpu_check(const gpu_check_args *a, FILE *out, int64_t *mismatches);

#endif
