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
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/host.h"
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

/* ---- a graph as steps, for a host that runs CUDA tensors ------------------
 *
 * The GPU path of cajit's Python side (python/cajit/gpu.py, docs/cuda.md):
 * the graph lowered and scheduled as for the CPU, its POINTWISE, REDUCTION
 * and SCATTER kernels as PTX, and everything the emitter cannot run (GEMMs,
 * host calls: hooks, accumulate_grad, custom backwards, fallback and
 * library ops) as steps the host runs itself, through its own libraries
 * (torch's cuBLAS / cuDNN), in program order on the same stream. The host
 * owns the memory: it gives each root buffer's device address (torch's
 * caching allocator), binds the symbols, and calls
 *
 *   cajit_gpu_program_build(g, &opts, "sm_90", &gp);  (no GPU needed)
 *   cajit_gpu_program_load(gp, device);                (CUDA driver)
 *   per call: cajit_gpu_program_guard(gp, inputs, &binding) ... then per
 *   step i: KERNEL -> cajit_gpu_program_launch(gp, i, &b, bufs, stream);
 *           GEMM, HOST -> the host, reading cajit_gpu_program_buffer
 *   and cajit_gpu_program_finish(gp) (the kernels' error record).
 *
 * Symbols are indexed as in the graph's expression context, which the
 * program extends (run-time strides of inputs and host results):
 * cajit_gpu_program_symbol_count is the binding's length. A program
 * borrows g, which must outlive it. One program per thread at a time. */
typedef struct cajit_gpu_program cajit_gpu_program;

typedef enum cajit_gpu_step_kind {
  CAJIT_GPU_STEP_KERNEL, /* a PTX kernel: cajit_gpu_program_launch */
  CAJIT_GPU_STEP_GEMM,   /* c = alpha * a @ b + beta * c (batched) */
  CAJIT_GPU_STEP_HOST,   /* a host call (cajit/host.h's request) */
} cajit_gpu_step_kind;

/* One step; strings and arrays valid while the program lives. */
typedef struct cajit_gpu_step {
  cajit_gpu_step_kind kind;
  const char *name; /* the kernel, "%5 aten.mm", for messages */
  /* GEMM: strided buffers (cajit_gpu_program_buffer), of one float dtype
   * and one rank >= 2, leading dims batch dims; beta 0 never reads c. */
  int32_t a, b, c;
  /* HOST: as cajit_host_request says (kind a cajit_host_op_kind; args and
   * results are buffer ids, -1 for none; args[0..arg_split) the first
   * list of post_hook / backward). */
  int32_t host_kind, node, hook;
  uint32_t flags; /* cajit_host_flags */
  const int32_t *args;
  int32_t arg_count, arg_split;
  const int32_t *results; /* HOST_RESULT buffers */
  int32_t result_count;
  const char *op_name; /* FALLBACK: "aten.foo.default"; else NULL */
  bool library;        /* FALLBACK by choice (a library call) */
  /* accumulate_grad: its grad (args[1]) is memory of the program's that
   * nothing touches afterwards (the memory plan's donation): the host may
   * keep it as the parameter's .grad instead of copying it. */
  bool donated;
} cajit_gpu_step;

typedef enum cajit_gpu_buffer_kind {
  CAJIT_GPU_BUFFER_INPUT,       /* the call's input input_index */
  CAJIT_GPU_BUFFER_TEMP,        /* the host allocates it per call */
  CAJIT_GPU_BUFFER_OUTPUT,      /* allocated by the host, returned */
  CAJIT_GPU_BUFFER_VIEW,        /* of root; no memory of its own */
  CAJIT_GPU_BUFFER_HOST_RESULT, /* a host step's result */
  CAJIT_GPU_BUFFER_UNUSED,      /* fused away: nothing reads or writes it */
} cajit_gpu_buffer_kind;

enum { CAJIT_GPU_MAX_NDIM = 16 };

/* A buffer under a binding: for roots and views with a strided form
 * (strided true), element i is at root address + (offset + sum(strides[d] *
 * i[d])) * element size. */
typedef struct cajit_gpu_buffer {
  cajit_gpu_buffer_kind kind;
  int32_t root;
  cajit_dtype dtype;
  int32_t ndim;
  int32_t input_index;  /* INPUT, else -1 */
  int32_t output_index; /* OUTPUT returned as output i, else -1 */
  bool strided;
  int64_t offset;
  int64_t shape[CAJIT_GPU_MAX_NDIM];
  int64_t strides[CAJIT_GPU_MAX_NDIM];
  /* INPUT, HOST_RESULT: per dim, the symbol the host binds to the tensor's
   * stride (an open stride), or -1 for a declared one. */
  int32_t stride_syms[CAJIT_GPU_MAX_NDIM];
} cajit_gpu_buffer;

/* Lowers and schedules g as cajit_compile does (convolution backwards and
 * forward library ops as library calls: torch's cuDNN) and emits its
 * kernels as PTX for sm (NULL: sm_90). Refuses, naming the kernel, what
 * neither the emitter nor a host step can run (extern C calls, scans,
 * assigning scatters); needs no GPU. */
cajit_status cajit_gpu_program_build(cajit_graph *g,
                                     const cajit_compile_options *opts,
                                     const char *sm, cajit_gpu_program **out);
void cajit_gpu_program_destroy(cajit_gpu_program *gp);
const char *cajit_gpu_program_ptx(const cajit_gpu_program *gp, size_t *len);
const char *cajit_gpu_program_sm(const cajit_gpu_program *gp);
int32_t cajit_gpu_program_step_count(const cajit_gpu_program *gp);
const cajit_gpu_step *cajit_gpu_program_step(const cajit_gpu_program *gp,
                                             int32_t i);
int32_t cajit_gpu_program_buffer_count(const cajit_gpu_program *gp);
int32_t cajit_gpu_program_symbol_count(const cajit_gpu_program *gp);
int32_t cajit_gpu_program_output_count(const cajit_gpu_program *gp);
/* True when a kernel can fail (an index check): finish must read the
 * error record, which waits for the device. */
bool cajit_gpu_program_fallible(const cajit_gpu_program *gp);

/* Buffer id's kind (UNUSED for an id out of range). */
cajit_gpu_buffer_kind cajit_gpu_program_buffer_kind(const cajit_gpu_program *gp,
                                                    int32_t id);
/* Buffer id under ints / floats (cajit_gpu_program_symbol_count entries
 * each). */
cajit_status cajit_gpu_program_buffer(const cajit_gpu_program *gp, int32_t id,
                                      const int64_t *ints, const double *floats,
                                      cajit_gpu_buffer *out);
/* The call's guards, before anything runs: binds the inputs' open strides
 * into ints, then checks each input (a CUDA tensor of `device`, dtype,
 * rank, every dim against its shape expression, declared strides) and the
 * graph's assumptions. CAJIT_GUARD_FAILED naming what differs. */
cajit_status cajit_gpu_program_guard(const cajit_gpu_program *gp,
                                     DLTensor *const *inputs,
                                     int32_t input_count, int device,
                                     int64_t *ints, const double *floats);
/* GEMM step i: alpha and beta under the binding. */
cajit_status cajit_gpu_program_gemm_scalars(const cajit_gpu_program *gp,
                                            int32_t i, const int64_t *ints,
                                            const double *floats, double *alpha,
                                            double *beta);
/* FALLBACK step i: its arguments decoded under the binding (tensors index
 * the step's args); valid until the next call of this function. */
cajit_status cajit_gpu_program_host_args(cajit_gpu_program *gp, int32_t i,
                                         const int64_t *ints,
                                         const double *floats,
                                         const cajit_host_value **out,
                                         int32_t *count);

/* Loads the PTX into device `device`'s primary context (torch's), made
 * current on the calling thread. "no CUDA driver: ..." without libcuda. */
cajit_status cajit_gpu_program_load(cajit_gpu_program *gp, int device);
/* Launches KERNEL step i on stream (a CUstream; NULL: the legacy default
 * stream), bufs[id] the device address of each root buffer id. */
cajit_status cajit_gpu_program_launch(cajit_gpu_program *gp, int32_t i,
                                      const int64_t *ints, const double *floats,
                                      const uint64_t *bufs, void *stream);
/* After a call's steps: when a kernel can fail, waits for the device and
 * turns a failure a kernel recorded into the CPU path's message. */
cajit_status cajit_gpu_program_finish(cajit_gpu_program *gp);

#ifdef __cplusplus
}
#endif
#endif
