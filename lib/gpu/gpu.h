/* The GPU backend: kernel IR -> NVPTX (PTX text for the CUDA driver).
 *
 * cajit_gpu_emit turns the POINTWISE, REDUCTION and SCATTER kernels of a
 * scheduled program into one PTX module (LLVM's NVPTX target, libdevice
 * linked in for transcendental math). Each kernel k<id> is a `.entry`
 * whose parameters are, in order: the base pointers (u64 device addresses)
 * of the root buffers it touches (sorted by buffer id), the non-index
 * symbols its expressions use (sorted by symbol index; s64, or f64 for
 * float symbols), then a pointer to the module's error record (4 x s64,
 * zero before a launch). Scalar values reuse the CPU codegen's emitters
 * (lib/codegen/cg_value.c, cg_index.c), so both backends compute the same
 * formulas.
 *
 * Launch shapes (the host chooses them, cajit_gpu_launch_dims):
 *   POINTWISE  one thread per output element, a grid-stride loop over the
 *              row-major linear index of out (the unit-stride dim of a
 *              contiguous out is the fastest one, so a warp's stores are
 *              coalesced);
 *   REDUCTION  one block per output element (grid-stride over outputs);
 *              the block's threads stride over the flattened reduction
 *              space, then combine through warp shuffles
 *              (shfl.sync.bfly) and a 32-slot shared-memory array;
 *              except a reduction over an outer dim into a contiguous
 *              output (a bias grad): there a warp's 32 lanes take 32
 *              consecutive outputs (coalesced row segments), the block's
 *              32 warps split the rows, and warp 0 combines them through
 *              shared memory (REDUCTION_OUTER, 1024 threads, grid-stride
 *              over groups of 32 outputs);
 *   SCATTER    one thread per element of the iteration space (grid-stride),
 *              combining into the target with an atomic add (f32, f64,
 *              i32, i64 sums whose accumulator has the target's dtype) or
 *              a compare-and-swap loop (other sums, prod, max, min).
 * What the backend cannot emit is refused before anything runs, with an
 * error naming the kernel (the graph node and op) and the reason: GEMM,
 * host and extern kernels (they go through torch's libraries, not yet
 * wired), scans, assigning scatters (their "last update wins in order"
 * needs a sequential loop), scatters into 8/16-bit targets.
 *
 * A failed check inside a kernel (an index out of bounds, a CHECK value)
 * writes {site + 1, arg0, arg1, arg2} to the error record (the first
 * failure wins, by compare-and-swap) and returns; the host turns it into
 * the CPU path's message with cajit_gpu_site_message. */
#ifndef CAJIT_GPU_GPU_H
#define CAJIT_GPU_GPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cajit/status.h"
#include "kir/kir.h"

typedef struct cajit_gpu_options {
  const char *sm;        /* "sm_90" (NULL: sm_90) */
  const char *libdevice; /* libdevice.10.bc (NULL: search, see below) */
  int opt_level;         /* 0..3 (0 given: 3) */
  /* GEMM and HOST kernels become CAJIT_GPU_HOST_STEP entries of the kernel
   * table (no PTX; the host runs them in program order, through its own
   * libraries: cajit_gpu_program) instead of being refused. */
  bool host_steps;
} cajit_gpu_options;

typedef enum cajit_gpu_kernel_kind {
  CAJIT_GPU_POINTWISE,
  CAJIT_GPU_REDUCTION,
  CAJIT_GPU_SCATTER,
  CAJIT_GPU_REDUCTION_OUTER, /* lanes over outputs, warps over rows */
  CAJIT_GPU_HOST_STEP, /* GEMM / HOST run by the host (options.host_steps) */
} cajit_gpu_kernel_kind;

typedef struct cajit_gpu_kernel {
  int32_t kernel; /* index in the program's kernels */
  cajit_gpu_kernel_kind kind;
  char entry[24]; /* PTX entry name, "k<id>" */
  int32_t *roots;
  int32_t root_count;
  int32_t *syms;
  int32_t sym_count;
} cajit_gpu_kernel;

/* A failure site: code and printf format (torch's message, with %lld for
 * each argument) of one in-kernel check. */
typedef struct cajit_gpu_site {
  int32_t code;
  int32_t nargs;
  char *fmt;
} cajit_gpu_site;

typedef struct cajit_gpu_module {
  char *ptx; /* NUL-terminated */
  size_t ptx_len;
  cajit_gpu_kernel *kernels; /* one per kernel of the program, in order */
  int32_t kernel_count;
  cajit_gpu_site *sites;
  int32_t site_count;
} cajit_gpu_module;

/* Lowers g and runs the scheduling passes, as cajit_compile does before
 * codegen (lib/compile/compile.c); the caller destroys *out. */
struct cajit_compile_options;
cajit_status cajit_compile_lower_program(cajit_graph *g,
                                         const struct cajit_compile_options *o,
                                         cajit_kir_program **out);

/* Where libdevice is looked for when options name none: $CAJIT_LIBDEVICE,
 * $CUDA_HOME/nvvm/libdevice/libdevice.10.bc, /usr/local/cuda and
 * /usr/local/cuda-<version> (nvvm/libdevice/libdevice.10.bc). A
 * module that needs no libm function links nothing. */

/* Emits p's kernels as PTX. The program must be lowered and scheduled
 * (cajit_compile_lower_program). Errors name the kernel. */
cajit_status cajit_gpu_emit(cajit_kir_program *p, const cajit_gpu_options *o,
                            cajit_gpu_module *out);
/* The same module as LLVM IR before optimization (for tests and
 * --emit=ptx-ll); *out_text freed with cajit_free. */
cajit_status cajit_gpu_emit_ll(cajit_kir_program *p, const cajit_gpu_options *o,
                               char **out_text, size_t *out_len);
void cajit_gpu_module_free(cajit_gpu_module *m);

/* The message of a failure the error record err (4 slots) reports, or NULL
 * when err[0] is 0. Names the kernel. */
cajit_status cajit_gpu_site_message(const cajit_gpu_module *m,
                                    const int64_t *err);

/* ---- running (gpu_run.c) -------------------------------------------------
 * A module loaded into the current CUDA context, its kernels launched in
 * program order on a stream. The caller binds every symbol (the graph's,
 * and the open strides of inputs) and gives each root buffer's device
 * address; cajit_gpu_finish waits for the stream's work and turns a
 * failure a kernel recorded into the CPU path's message. */
struct cajit_cuda;
typedef struct cajit_gpu_loaded cajit_gpu_loaded;
cajit_status cajit_gpu_load(struct cajit_cuda *cu, const cajit_gpu_module *m,
                            cajit_gpu_loaded **out);
void cajit_gpu_unload(cajit_gpu_loaded *l);
cajit_status cajit_gpu_launch_all(cajit_gpu_loaded *l, cajit_kir_program *p,
                                  const cajit_expr_binding *b,
                                  const uint64_t *bufs, void *stream);
/* Launches kernel idx alone (a POINTWISE / REDUCTION / SCATTER entry of the
 * table; a HOST_STEP is refused): what a host interleaving its own steps
 * (cajit_gpu_program) calls. bufs holds each root's device address by
 * buffer id. */
cajit_status cajit_gpu_launch(cajit_gpu_loaded *l, cajit_kir_program *p,
                              int32_t idx, const cajit_expr_binding *b,
                              const uint64_t *bufs, void *stream);
cajit_status cajit_gpu_finish(cajit_gpu_loaded *l);
/* Launch shape of kernel k over n elements (n outputs and nred reduced
 * elements each for a reduction). */
void cajit_gpu_launch_dims(cajit_gpu_kernel_kind kind, int64_t n, int64_t nred,
                           int sm_count, unsigned *grid, unsigned *block);
/* Bytes root buffer id spans under b (1 + sum((shape - 1) * stride)
 * elements; 0 when a dim is 0). */
cajit_status cajit_gpu_root_bytes(cajit_kir_program *p, int32_t id,
                                  const cajit_expr_binding *b, size_t *out);

#endif
