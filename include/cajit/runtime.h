/* The runtime ABI: how a compiled graph is called and how it calls back.
 *
 * A compiled graph exports one entry function
 *
 *     int32_t entry(cajit_call *call);
 *
 * It reads the inputs, sizes, scalars and hook handles from *call, binds
 * every symbol, checks the guards, runs the kernels and host calls, and on
 * success fills call->outputs (owned by the caller afterwards) and returns 0.
 * On failure it returns non-zero, sets call->status (owned by the caller),
 * frees everything it allocated and leaves the inputs untouched. */
#ifndef CAJIT_RUNTIME_H
#define CAJIT_RUNTIME_H

#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdint.h>

#include "cajit/host_op_kinds.h"
#include "cajit/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One entry of the `scalars` list. */
typedef union cajit_scalar {
  int64_t i;
  double f;
} cajit_scalar;

/* CAJIT_HOST_TENSOR_PRE_HOOK, ..., CAJIT_HOST_FALLBACK (cajit/host_op_kinds.h)
 */
typedef enum cajit_host_op_kind {
#define CAJIT_HOST_KIND_ENUM_(e, name) CAJIT_HOST_##e,
  CAJIT_HOST_OP_KINDS(CAJIT_HOST_KIND_ENUM_)
#undef CAJIT_HOST_KIND_ENUM_
} cajit_host_op_kind;

typedef struct cajit_host cajit_host; /* defined by lib/runtime (host.h) */

typedef struct cajit_call {
  /* in */
  DLTensor *const *inputs; /* input_count tensors, as declared in the graph */
  int32_t input_count;
  const int64_t *sizes;
  int32_t sizes_count;
  const cajit_scalar *scalars;
  int32_t scalars_count;
  void *const *hooks; /* opaque host handles, referenced by index only */
  int32_t hooks_count;
  const cajit_host *host; /* callbacks for host ops; may be NULL if the
                             graph has none */
  /* out */
  DLManagedTensor **outputs; /* caller-provided array of output_count slots;
                                NULL entries for `none` outputs */
  int32_t output_count;
  cajit_status status; /* set when the entry fails */
  /* in, optional (NULL: inputs live to the end of the call): early release.
   * Once the guards hold, the entry calls release_inputs(release_ctx,
   * indices, count) right after the last kernel or host call that reads
   * those inputs (and before the first kernel for inputs only the guards
   * read), on the calling thread, at most once per input. The entry never
   * touches those DLTensors again; the host may drop its references (compiled
   * autograd lets its backend steal the saved tensors it passes, so memory
   * is freed during the backward, as eager autograd frees saved tensors
   * node by node). A call that fails its guards releases nothing. */
  void (*release_inputs)(void *release_ctx, const int32_t *indices,
                         int32_t count);
  void *release_ctx;
  /* in, optional (NULL: inputs are trusted, as DLPack promises: their
   * memory stays put and covers their sizes and strides). The entry calls
   * input_now(input_ctx, i, &tensor, &bytes) before the first kernel or
   * host call that reads input i, and again before the first reader after
   * each host call: a hook may free, shrink or re-allocate an input's
   * storage (FSDP2 frees its unsharded parameters' storage after the
   * forward, resize_(0), and all-gathers into a fresh one in a pre-backward
   * hook). The host returns the input's current tensor (NULL: keep
   * call->inputs[i]), which must have the dtype, shape and strides of the
   * one the guards checked, and in *bytes the bytes of memory readable
   * from its data + byte_offset (-1: unknown). The call fails, naming the
   * input and the kernel, when that memory is smaller than the extent the
   * sizes and strides address, or when input_now returns a status. */
  cajit_status (*input_now)(void *input_ctx, int32_t index, DLTensor **tensor,
                            int64_t *bytes);
  void *input_ctx;
} cajit_call;

typedef int32_t (*cajit_entry_fn)(cajit_call *call);

/* ---- runtime configuration (lib/runtime/thread_pool.c) ---- */

/* Threads used by parallel loops of compiled graphs: the value set with
 * cajit_runtime_set_num_threads, else $CAJIT_NUM_THREADS (an integer in
 * 1..1024; anything else is ignored), else OpenMP's thread count for the
 * calling thread (omp_get_max_threads: OMP_NUM_THREADS, else the online
 * CPUs; under Python, torch.set_num_threads's choice). */
int32_t cajit_runtime_num_threads(void);
/* Sets the thread count (0 = back to the default above) for parallel loops
 * that start from now on. CAJIT_INVALID_ARGUMENT outside 0..1024. */
cajit_status cajit_runtime_set_num_threads(int32_t num_threads);
/* Nothing to stop: the loops run on OpenMP's thread team, which the
 * OpenMP runtime keeps for the process's lifetime. Kept for embedders that
 * call it at shutdown. */
void cajit_runtime_shutdown(void);

/* Bytes the per-call arena of the last compiled-graph call that ended on
 * this thread had handed out (0 before any): its peak intermediate memory
 * (lib/runtime/buffer.c; for tools and statistics). */
int64_t cajit_runtime_arena_last_bytes(void);

/* ---- Memory the runtime keeps between calls (lib/runtime/memory.c) ----
 *
 * Two caches trade memory for speed: compiled graphs keep their last
 * calls' temporaries (arenas, one pool for all graphs of the process:
 * graphs run one after the other share them) for the next calls, while
 * some graph is alive, and large freed outputs
 * wait in a block cache for the next call's outputs; without them every
 * call page-faults that memory again. Eager autograd keeps neither, so the
 * caches are what a process running cajit holds above eager between
 * backwards. */
typedef struct cajit_runtime_memory {
  int64_t idle_arena_bytes; /* kept by compiled graphs' arenas */
  int64_t idle_arenas;      /* how many arenas (one per concurrent call) */
  int64_t idle_arena_limit; /* CAJIT_IDLE_ARENA_MB, default 1024 MiB */
  /* calls that kept less than their whole arena because of the limit:
   * their graph's next call allocates (and page-faults) that again */
  int64_t idle_arena_over_limit_calls;
  int64_t block_cache_bytes;
  int64_t block_cache_limit; /* CAJIT_BLOCK_CACHE_MB, default 1024 MiB */
} cajit_runtime_memory;

/* What the caches hold now. */
cajit_runtime_memory cajit_runtime_memory_stats(void);
/* Frees everything both caches keep (calls running now keep their own
 * memory); returns the bytes freed. The next call of each graph allocates
 * (and page-faults) its memory again, then keeps it as before. */
int64_t cajit_runtime_empty_cache(void);
/* Bounds the bytes all compiled graphs' arenas may keep between calls
 * (0: none kept, every call allocates its temporaries; negative: back to
 * CAJIT_IDLE_ARENA_MB, or its default), freeing kept arenas beyond it. */
void cajit_runtime_set_idle_arena_limit(int64_t bytes);
/* Bounds the bytes of freed outputs the block cache keeps (0: none, every
 * output is handed back to malloc when freed; negative: back to
 * CAJIT_BLOCK_CACHE_MB, or its default), freeing kept blocks beyond it. */
void cajit_runtime_set_block_cache_limit(int64_t bytes);

/* ---- GEMM provider (lib/runtime/gemm_provider.c) ---- */

/* Fortran-BLAS sgemm_/dgemm_ (column-major, arguments by pointer, LP64
 * ints, no hidden string lengths: only 'N'/'T' are passed). */
typedef void (*cajit_sgemm_fn)(const char *transa, const char *transb,
                               const int *m, const int *n, const int *k,
                               const float *alpha, const float *a,
                               const int *lda, const float *b, const int *ldb,
                               const float *beta, float *c, const int *ldc);
typedef void (*cajit_dgemm_fn)(const char *transa, const char *transb,
                               const int *m, const int *n, const int *k,
                               const double *alpha, const double *a,
                               const int *lda, const double *b, const int *ldb,
                               const double *beta, double *c, const int *ldc);
/* Routes the GEMMs of compiled graphs to sgemm/dgemm instead of the CBLAS
 * the runtime links (OpenBLAS). An embedder that already has a BLAS with
 * its own thread pool (e.g. PyTorch's) avoids two pools fighting over the
 * cores this way. Each non-NULL function is first probed with small GEMMs
 * of known results (transposes, padded leading dimensions, beta); if a probe
 * fails nothing is installed, CBLAS stays in use and a
 * CAJIT_INVALID_ARGUMENT status says which function failed and how. NULL,
 * NULL goes back to CBLAS. A NULL entry leaves that precision on CBLAS.
 * Safe to call while graphs run (they see the old or the new provider). */
cajit_status cajit_runtime_set_gemm(cajit_sgemm_fn sgemm, cajit_dgemm_fn dgemm);
/* "cblas" when both precisions use CBLAS, else "provider" (for logs and
 * benchmarks). */
const char *cajit_runtime_gemm_provider(void);

/* ---- cajit's GEMM tiles (lib/runtime/gemm_tiles.c) ---- */

/* f32 GEMMs (A op(B) and A^T B; not A^T B^T) can run on cajit's own
 * AVX-512 tiles instead of the BLAS. AUTO (the default) uses them on AMD
 * CPUs with AVX-512F, where torch's MKL runs its generic path, unless
 * $CAJIT_GEMM_TILES is 0 (never) or 1 (on any CPU with AVX-512F). */
typedef enum cajit_gemm_tiles_mode {
  CAJIT_GEMM_TILES_AUTO = 0,
  CAJIT_GEMM_TILES_ON = 1,
  CAJIT_GEMM_TILES_OFF = 2,
} cajit_gemm_tiles_mode;
/* CAJIT_UNSUPPORTED for ON on a CPU without AVX-512F. Safe while graphs
 * run: a GEMM sees the old or the new mode. */
cajit_status cajit_runtime_set_gemm_tiles(cajit_gemm_tiles_mode mode);
/* Whether f32 GEMMs go to cajit's tiles now. */
bool cajit_runtime_gemm_tiles_active(void);
/* GEMMs run so far in this process: by cajit's tiles, and by the BLAS
 * (the provider or CBLAS). Either pointer may be NULL. */
void cajit_runtime_gemm_calls(int64_t *tiles, int64_t *blas);

#ifdef __cplusplus
}
#endif
#endif
