/* Running a graph on an NVIDIA GPU (lib/gpu, docs/cuda.md): the GPU
 * backend's kernels of a graph as PTX, loaded through the CUDA driver
 * (libcuda, loaded at run time, so nothing here needs CUDA to build) and
 * run on host tensors, for tools and tests that compare the GPU's results
 * with the CPU's (cajit-run --gpu).
 *
 *   cajit_gpu_graph *gg;
 *   CAJIT_RETURN_IF_ERROR(cajit_gpu_graph_compile(g, &opts, &gg));
 *   cajit_gpu_graph_info info = cajit_gpu_graph_describe(gg);
 *   s = cajit_gpu_graph_run(gg, inputs, sym_ints, sym_floats, sym_count);
 *   s = cajit_gpu_graph_read_output(gg, 0, &data, &len);  ...
 *   cajit_gpu_graph_destroy(gg);
 *
 * One graph at a time per thread: the device's primary context is made
 * current on the calling thread. */
#ifndef CAJIT_GPU_H
#define CAJIT_GPU_H

#include <dlpack/dlpack.h>
#include <stddef.h>
#include <stdint.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cajit_gpu_graph cajit_gpu_graph;

/* What a compiled GPU graph runs on; strings valid while it lives. */
typedef struct cajit_gpu_graph_info {
  const char *device; /* the device's name */
  const char *sm;     /* the PTX target ("sm_90") */
  int32_t sm_count;   /* the device's multiprocessors */
  int32_t kernel_count;
  size_t ptx_bytes;
  int32_t output_count; /* the graph's outputs */
} cajit_gpu_graph_info;

/* Opens CUDA device 0, lowers and schedules g as cajit_compile does and
 * emits its kernels as PTX for the device's architecture when LLVM knows
 * it, else for sm_90 (PTX is forward compatible). Fails with
 * CAJIT_UNSUPPORTED "no CUDA driver: ..." where libcuda cannot be loaded,
 * and naming the kernel for what the backend cannot emit (GEMM, host
 * calls, ...). Release *out with cajit_gpu_graph_destroy. */
cajit_status cajit_gpu_graph_compile(cajit_graph *g,
                                     const cajit_compile_options *opts,
                                     cajit_gpu_graph **out);
/* Frees the device memory, the module and the driver; NULL is a no-op. */
void cajit_gpu_graph_destroy(cajit_gpu_graph *gg);
cajit_gpu_graph_info cajit_gpu_graph_describe(const cajit_gpu_graph *gg);

/* Runs the graph once on host inputs (one DLTensor per graph input, read
 * at their own strides, which bind the inputs' open strides) with the
 * graph's symbols given per symbol index (sym_count of them): loads the
 * module, gives every live buffer device memory (inputs copied in, the
 * rest zeroed), launches the kernels in program order and waits, turning a
 * failure a kernel recorded into the CPU path's message. Host-call results
 * are refused (CAJIT_UNSUPPORTED). Call once per graph. */
cajit_status cajit_gpu_graph_run(cajit_gpu_graph *gg, DLTensor *const *inputs,
                                 const int64_t *sym_ints,
                                 const double *sym_floats, int32_t sym_count);

/* After a run: the memory of output i as the GPU computed it (its root
 * buffer, row-major in the output's dtype), copied to the host into
 * *out_data (free with cajit_free), *out_len bytes. *out_data is NULL for
 * an output that is no buffer of the program. */
cajit_status cajit_gpu_graph_read_output(cajit_gpu_graph *gg, int32_t i,
                                         void **out_data, size_t *out_len);

/* Timings of the program against a device-to-device copy moving as many
 * bytes (read + written), measured with CUDA events in this process. */
typedef struct cajit_gpu_bench {
  double ms_per_run;  /* one run of the program */
  size_t bytes_moved; /* every live buffer's bytes, once */
  double copy_ms;     /* one copy of bytes_moved / 2 bytes */
  size_t copy_bytes;  /* bytes_moved / 2 */
} cajit_gpu_bench;
/* After a run: one warm-up run, then `runs` timed runs of the program and
 * `runs` timed copies. */
cajit_status cajit_gpu_graph_bench(cajit_gpu_graph *gg, int64_t runs,
                                   cajit_gpu_bench *out);

#ifdef __cplusplus
}
#endif
#endif
