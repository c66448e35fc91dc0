/* Compiling a graph end to end: lower to kernel IR, generate LLVM IR,
 * JIT-compile, and run.
 *
 *   cajit_graph *g;                      parsed and verified
 *   cajit_compiled *c;
 *   cajit_compile(g, NULL, &c);          g must stay alive while compiling
 *   cajit_call call = {...};             inputs, sizes, scalars, hooks, host
 *   cajit_compiled_run(c, &call);        outputs in call.outputs
 *   cajit_compiled_destroy(c);
 *
 * A compiled graph is independent of the graph afterwards (the graph may be
 * destroyed) and may run concurrently from several threads (each call has
 * its own arena and outputs). Its entry function checks every guard the
 * graph declares before computing anything: a batch-size change within the
 * guards runs the same code, any other change fails with a
 * CAJIT_GUARD_FAILED status naming the guard.
 *
 * Note: compiling adds compiler symbols (names starting with `_`) to the
 * graph's expression context. */
#ifndef CAJIT_COMPILE_H
#define CAJIT_COMPILE_H

#include <stdbool.h>
#include <stddef.h>

#include "cajit/graph.h"
#include "cajit/jit.h"
#include "cajit/runtime.h"
#include "cajit/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cajit_compile_options {
  /* Compile into this JIT (not owned; it must outlive the compiled graph
   * and have been created with the symbols of cajit_compile_jit_symbols
   * among its extra symbols). NULL: the compiled graph creates and owns a
   * JIT made from `jit` (NULL: defaults). */
  cajit_jit *shared_jit;
  const cajit_jit_options *jit;
  /* Fail to compile a node without a native lowering instead of calling
   * the host fallback at run time. */
  bool no_host_fallback;
  /* Run lowering and LLVM in a child process (lib/compile/worker.c) and
   * load the objects it writes: LLVM ends the process it runs in when
   * memory runs out, so only this way is an out-of-memory inside LLVM a
   * status (CAJIT_OUT_OF_MEMORY) with the caller's process intact. Costs a
   * fork per compile (not per cache hit). cajit_compile_options_init sets
   * it unless CAJIT_COMPILE_WORKER=0; zeroed options leave it off. */
  bool compile_in_worker;
  /* Name of the module (messages, symbol names); NULL: the graph's name or
   * "cajit_graph". */
  const char *name;
  /* The on-disk object cache (cajit/object_cache.h) to use: a directory, or
   * NULL for none. The key is the printed graph (without its name), the
   * target (triple, cpu, features, opt level, vector library and width),
   * these options (but `name`) and the toolchain identity (cajit and LLVM
   * builds); a hit skips lowering and LLVM and only links the
   * stored object, a miss stores the object it compiles. The cache never
   * makes a compile fail: when it cannot be used the graph is compiled as
   * without it (cajit_compiled_cache_error says why). */
  const char *object_cache_dir;
  /* Keep every kernel lowering made: no fusion (lib/sched). Default false,
   * or true when CAJIT_NO_FUSION=1 is in the environment of
   * cajit_compile_options_init (NULL options read it too). */
  bool no_fusion;
  /* Keep grad accumulations and hooks where the graph has them instead of
   * moving each to the earliest point its inputs are ready
   * (lib/sched/early_hooks.c). Default false, or true when
   * CAJIT_NO_EARLY_HOOKS=1 is in the environment of
   * cajit_compile_options_init. In the cache key. */
  bool no_early_hooks;
  /* Keep every kernel serial (no cajit_rt_parallel_for). */
  bool no_parallel;
  /* Work (elements x inner work per kernel, at run time) from which a
   * pointwise, reduction or scan kernel runs on the thread pool; 0: the
   * default (64K). */
  int64_t parallel_threshold;
  /* Give every intermediate buffer its own memory (no sharing between
   * intermediates whose live ranges are disjoint). */
  bool no_buffer_reuse;
  /* Count time and calls per kernel (cajit_compiled_profile_get). Costs
   * two clock reads per kernel call. */
  bool profile;
  /* Check the element offset of every load and store of generated code
   * against the extent of the buffer it addresses (its root's allocation,
   * or the span an input's shape and strides cover), failing the call with
   * CAJIT_INTERNAL naming the kernel instead of touching memory out of
   * bounds. For fuzzing and debugging (tests/fuzz/fuzz_exec.c); slower. */
  bool check_bounds;
  /* Threads LLVM compiles on: the module is cut into that many parts
   * (cajit_jit_compile_objects), each optimized and emitted as an object
   * of its own. 0: CAJIT_COMPILE_THREADS from the environment, else the
   * runtime's thread count (cajit_runtime_num_threads), at most 8; 1: one
   * object on the calling
   * thread. Not in the cache key (the objects compute the same). */
  int32_t compile_threads;
  /* Nodes that call the op in the host's library instead of being lowered
   * (a library host call: the Python host runs torch's op, e.g. oneDNN's
   * convolution backward), by the value id of their first result, comma
   * separated ("113,121"), or "*" for all; NULL or "": none. Only
   * convolution backwards honour it. Only a host that can run aten ops
   * (the Python one) should ask for it. In the cache key. */
  const char *library_nodes;
} cajit_compile_options;

/* Zeroes opts, then applies the environment: CAJIT_NO_FUSION=1 sets
 * no_fusion, CAJIT_NO_EARLY_HOOKS=1 sets no_early_hooks,
 * CAJIT_NO_PARALLEL=1 sets
 * no_parallel, CAJIT_NO_BUFFER_REUSE=1 sets no_buffer_reuse,
 * CAJIT_PROFILE=1 sets profile, CAJIT_CHECK_BOUNDS=1 sets check_bounds,
 * CAJIT_COMPILE_THREADS=N sets compile_threads. */
void cajit_compile_options_init(cajit_compile_options *opts);

/* Ends every compile running in a worker process (compile_in_worker) within
 * 100 ms, its child killed, and fails every later one at once: for process
 * exit, so that a background compile neither holds the exit nor runs while
 * the process is torn down. For good: there is no undo. An in-process
 * compile cannot be interrupted. */
void cajit_compile_cancel_workers(void);

/* The symbols generated code calls beyond the JIT's built-in runtime list;
 * pass them as extra symbols when creating a JIT shared between compiled
 * graphs. Static storage. */
const cajit_jit_symbol *cajit_compile_jit_symbols(size_t *out_count);

typedef struct cajit_compiled cajit_compiled;

/* Compiles the verified graph g. Errors name the stage and, for lowering,
 * the node, op and .cag line. Release with cajit_compiled_destroy. */
cajit_status cajit_compile(cajit_graph *g, const cajit_compile_options *opts,
                           cajit_compiled **out_compiled);
void cajit_compiled_destroy(cajit_compiled *c);

/* Runs one call. On success the outputs are in call->outputs (owned by
 * the caller) and NULL is returned. On failure the status is returned
 * (owned by the caller; call->status is left NULL), nothing is in
 * call->outputs and the inputs are untouched. */
cajit_status cajit_compiled_run(cajit_compiled *c, cajit_call *call);

/* The entry function (cajit/runtime.h), valid while c lives. */
cajit_entry_fn cajit_compiled_entry(const cajit_compiled *c);

/* Number of outputs a call must provide slots for. */
int32_t cajit_compiled_output_count(const cajit_compiled *c);

/* Where compiling c spent its time, in milliseconds of wall time. Stages
 * a cache hit skips are 0. */
typedef struct cajit_compile_timings {
  double key;        /* printing the graph into the cache key */
  double cache_read; /* looking the key up */
  double lower;      /* graph -> kernel IR, with the scheduling passes */
  double codegen;    /* kernel IR -> LLVM IR */
  /* LLVM runs on `parts` threads, one part of the module each; these are
   * the slowest part's shares of the wall time: */
  double split;       /* cutting the module into parts */
  double optimize;    /* LLVM's pass pipeline */
  double emit;        /* LLVM code generation into an object */
  double cache_write; /* storing the object */
  double link;        /* loading the object into the JIT, resolving symbols */
  double total;       /* all of cajit_compile (includes creating a JIT) */
  int32_t parts;      /* objects the module was compiled as (0: cache hit) */
} cajit_compile_timings;

const cajit_compile_timings *cajit_compiled_timings(const cajit_compiled *c);

typedef enum cajit_compile_cache_result {
  CAJIT_COMPILE_CACHE_OFF = 0, /* no cache (or it could not be used) */
  CAJIT_COMPILE_CACHE_MISS,    /* compiled, and stored */
  CAJIT_COMPILE_CACHE_HIT,     /* loaded from the cache */
  CAJIT_COMPILE_CACHE_BAD,     /* an entry was there but unusable (corrupt,
                                  truncated, failed to link): compiled and
                                  replaced */
} cajit_compile_cache_result;

cajit_compile_cache_result cajit_compiled_cache_result(const cajit_compiled *c);
/* Why the cache was not used or the object not stored (e.g. the
 * directory is not writable), or NULL. Valid while c lives. */
const char *cajit_compiled_cache_error(const cajit_compiled *c);

/* Whether lowering turns node `node` into a host fallback call: an op
 * unknown to the registry, or a known op that is neither a host op nor a
 * symbol op and has no native lowering, or whose lowering declines this
 * node (a transposed convolution, say), or a library op (a forward
 * convolution: a library call where the host runs them, which the compile
 * options say; counted apart by cajit_compiled_library_ops). */
bool cajit_graph_node_needs_fallback(const cajit_graph *g, int32_t node);
/* Number of nodes for which cajit_graph_node_needs_fallback holds. */
int32_t cajit_graph_fallback_count(const cajit_graph *g);

/* The ops that run through the host fallback in c, one per line in program
 * order ("aten.foo.default\n"; "" when everything is native), and their
 * number: the nodes the registry declines before lowering and those a
 * lowering sends to the host itself (cajit_graph_fallback_count sees only
 * the first kind). Valid while c lives; known after a cache hit too. */
const char *cajit_compiled_fallback_ops(const cajit_compiled *c);
int32_t cajit_compiled_fallback_count(const cajit_compiled *c);
/* The ops c calls in the host's library by choice (library_nodes), in the
 * same form; they are not fallbacks. */
const char *cajit_compiled_library_ops(const cajit_compiled *c);
/* ---- library_nodes, chosen (lib/compile/library_nodes.c) ---- */

/* CAJIT_CONV_BACKWARD: which convolution and LSTM layer backwards call the
 * host's library (torch's oneDNN) instead of being lowered. */
typedef enum cajit_conv_backward_mode {
  CAJIT_CONV_BACKWARD_AUTO,    /* those of >= CAJIT_LIBRARY_MIN_[LSTM_]MACS */
  CAJIT_CONV_BACKWARD_LIBRARY, /* all */
  CAJIT_CONV_BACKWARD_NATIVE,  /* none */
} cajit_conv_backward_mode;

/* Multiply-adds per image from which AUTO sends a convolution backward to
 * the library (measured on this project's 2-core AVX-512 machine: the
 * tiny zoo CNN's convolutions, <= 0.15M per image, run as fast natively;
 * the medium CNN's, 1-19M, ran 2-3x slower natively than with oneDNN). */
#define CAJIT_LIBRARY_MIN_MACS (INT64_C(1) << 20)
/* Multiply-adds per LSTM layer and direction (steps x batch x gates x
 * (input + hidden)) from which AUTO sends its backward to the library
 * (same machine, single thread: 8 steps of batch 8 at width 32, 0.5M, and
 * 7 steps of batch 32 at width 24, 0.9M, alike both ways at eager's time;
 * 16 x 32 x 128, 50M, 1.4x faster through oneDNN). */
#define CAJIT_LIBRARY_MIN_LSTM_MACS (INT64_C(1) << 20)

/* "auto", "library" or "native"; CAJIT_INVALID_ARGUMENT ("CAJIT_CONV_BACKWARD
 * must be auto, library or native, not '...'") otherwise. */
cajit_status cajit_conv_backward_mode_parse(const char *text,
                                            cajit_conv_backward_mode *out);

/* The library_nodes option (cajit_compile_options) for g: every node of an
 * op that is a library call by design (forward convolutions, attention),
 * and the convolution and LSTM layer backwards `mode` picks: AUTO those of
 * at least CAJIT_LIBRARY_MIN_MACS multiply-adds per image (convolutions)
 * or CAJIT_LIBRARY_MIN_LSTM_MACS per layer (LSTMs) under `call` (the
 * symbols' values in the call compiled for; NULL: none, and when
 * call_unusable says why there is no call, the note says so too), LIBRARY
 * all ("*"), NATIVE none. *out_list is NULL when no node qualifies;
 * *out_note is NULL or says, one line each, why a convolution or LSTM
 * backward stayed native that AUTO might have sent. Free both with cajit_free.
 */
cajit_status cajit_compile_library_nodes(const cajit_graph *g,
                                         cajit_conv_backward_mode mode,
                                         const cajit_expr_binding *call,
                                         const char *call_unusable,
                                         char **out_list, char **out_note);

/* The library_nodes option of a GPU program for g: every node a library
 * call by design and every convolution backward (cuDNN), but not LSTM
 * layer backwards, oneDNN ops that torch has for CPU tensors only (they
 * stay native, which the NVPTX emitter refuses: an error when compiling,
 * not a failure of torch's op when the graph runs). *out_list is NULL
 * when no node qualifies; free it with cajit_free. */
cajit_status cajit_compile_library_nodes_gpu(const cajit_graph *g,
                                             char **out_list);

/* The same list for g without compiling it (lowering only; free the text
 * with cajit_free). */
cajit_status cajit_compile_fallback_ops(cajit_graph *g,
                                        const cajit_compile_options *opts,
                                        char **out_text, size_t *out_len);

/* Per-kernel profile of a graph compiled with opts->profile: kernel k's
 * name ("k3 reduce %14 = aten.sum.dim_IntList", the index and name
 * `cajit-dump --emit=kir` shows), and the wall time, calls and bytes
 * counted over every run since compiling or the last reset. Host calls
 * count as kernels. bytes: what the calls of a loop kernel moved, each
 * buffer its loop nest (with the kernels joined to it) reads or writes
 * counted once and whole per call; 0 for runtime calls (GEMM, EXTERN,
 * HOST) and for loop nests with a gather or an indirect scatter. Counting
 * is atomic; reading while runs are in flight is allowed. */
typedef struct cajit_kernel_profile {
  const char *name; /* valid while the compiled graph lives */
  int64_t ns;
  int64_t calls;
  int64_t bytes;
} cajit_kernel_profile;
/* Number of kernels profiled; 0 when compiled without opts->profile. */
int32_t cajit_compiled_profile_count(const cajit_compiled *c);
/* Kernel k's counters ({NULL, 0, 0} for k out of range). */
cajit_kernel_profile cajit_compiled_profile_get(const cajit_compiled *c,
                                                int32_t k);
void cajit_compiled_profile_reset(cajit_compiled *c);

/* Intermediate stages of compiling g, as text (free with cajit_free):
 * the kernel IR, and the LLVM IR before or after optimization (for the
 * host CPU with opts->jit's settings). Optimized IR and emitted code are
 * what cajit_compile runs: the module without `cajit_run` (which only
 * code linking lib/codegen directly uses) and with `cajit_entry` left
 * unoptimized (optnone: guards and calls; the kernels it calls are
 * optimized), which makes compiling several times cheaper. */
cajit_status cajit_compile_dump_kir(cajit_graph *g,
                                    const cajit_compile_options *opts,
                                    char **out_text, size_t *out_len);
cajit_status cajit_compile_dump_llvm(cajit_graph *g,
                                     const cajit_compile_options *opts,
                                     bool optimized, char **out_text,
                                     size_t *out_len);

/* The GPU backend's kernels of g (lib/gpu, docs/cuda.md) as PTX for the
 * NVIDIA GPU `sm` names ("sm_90" when NULL; LLVM 19 knows sm_50 ..
 * sm_90a), opt_level 0..3 (0: 3). *out_ptx (NUL-terminated, free with
 * cajit_free) holds *out_len bytes. Kernels the GPU backend cannot run
 * (GEMM, host calls, ...) fail naming the kernel. */
cajit_status cajit_compile_emit_ptx(cajit_graph *g,
                                    const cajit_compile_options *opts,
                                    const char *sm, int32_t opt_level,
                                    char **out_ptx, size_t *out_len);

/* Where LLVM's time goes for g's module (cajit-dump --llvm-time,
 * bench/llvm_time.py): the module as cajit_compile builds it, trimmed for
 * the JIT, then compiled on one thread as cajit_compile would with
 * compile_threads 1: the entry's part (the entry and the loop-free
 * functions only it reaches, at level 0) and the kernels' part (the
 * rest), each timed in thread CPU milliseconds. Instruction counts are of
 * LLVM IR before optimization. */
typedef struct cajit_compile_llvm_profile {
  int32_t functions_generated; /* defined functions codegen wrote */
  int32_t functions;           /* left after trimming and merging */
  int64_t instructions_generated;
  int64_t instructions_entry; /* the entry's */
  int64_t instructions; /* all functions' after trimming, the entry's too */
  int32_t parts;        /* 2, or 1 when the module could not be cut or
                           has nothing but the entry's part (then all of
                           it counts as the entry's) */
  double cpu_generate;  /* lowering, scheduling and codegen */
  double cpu_trim;      /* trimming and merging functions */
  double cpu_optimize_entry, cpu_emit_entry;
  double cpu_optimize_kernels, cpu_emit_kernels;
  double cpu_split; /* the rest of compiling the parts: cutting the module
                       (a clone, declarations), the parts' other work */
} cajit_compile_llvm_profile;

cajit_status cajit_compile_profile_llvm(cajit_graph *g,
                                        const cajit_compile_options *opts,
                                        cajit_compile_llvm_profile *out);

/* Compiles g as the JIT would for opts->jit's target (the host, or an
 * explicit cpu/features for ahead-of-time output), without loading it:
 * lowers, generates, optimizes at the target's opt level, then emits
 * `kind`: assembly, an ELF relocatable object (PIC, exporting the entry
 * `cajit_entry`), or the optimized LLVM IR. *out_data (NUL-terminated for
 * text, free with cajit_free) holds *out_len bytes. */
cajit_status cajit_compile_emit(cajit_graph *g,
                                const cajit_compile_options *opts,
                                cajit_emit_kind kind, char **out_data,
                                size_t *out_len);

#ifdef __cplusplus
}
#endif
#endif
