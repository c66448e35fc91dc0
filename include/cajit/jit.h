/* cajit's JIT: the only code that drives LLVM's optimizer, code generator
 * and ORC JIT.
 *
 * Two objects:
 *  - cajit_jit_target: a code generation target (the host CPU, or an
 *    explicit x86-64 cpu/features for ahead-of-time dumps), an optimization
 *    level and a vector math library. It optimizes modules and emits
 *    assembly, object code or textual IR. It holds no LLVM objects (a
 *    TargetMachine is made per operation), so it may be used from several
 *    threads at once.
 *  - cajit_jit: a target plus an ORC LLJIT. Each added module is compiled
 *    to an object with the target, linked into its own JITDylib under its
 *    own resource tracker, and can be looked up and unloaded independently.
 *    Adding, looking up and unloading modules is thread-safe.
 *
 * Symbols. JIT code can call only what cajit defines for it: the runtime
 * functions of lib/runtime (runtime/rt.h), a fixed list of libm functions
 * (expf, tanhf, erff, memcpy, ...), libmvec's vector variants when the
 * vector library is on, and the extra symbols given in the options. Nothing
 * else in the process is reachable; a module that calls anything else fails
 * to link with "Symbols not found: [ name ]".
 *
 * Vector math (libmvec). LLVM 19's -vector-library=LIBMVEC-X86 knows only
 * the SSE/AVX2 variants of sin/cos/tan/exp/log/pow, not AVX-512 nor
 * tanh/erf/..., and is process-global. So cajit does what clang does for
 * `declare simd`: before optimizing, each call to a known scalar math
 * function (expf, tanhf, erff, log1pf, pow, ...; see jit/vecmath.c) gets a
 * "vector-function-abi-variant" attribute naming the glibc libmvec variants
 * the target can run (_ZGVbN4v_expf, _ZGVdN8v_expf, _ZGVeN16v_expf), and
 * the function is marked as not touching memory (errno is not used). The
 * loop vectorizer then calls those variants, resolved with dlsym from
 * libmvec.so.1. Codegen should therefore call math functions by their libm
 * names, not through llvm.exp.* intrinsics (which LLVM 19 scalarizes).
 *
 * Errors: every LLVM failure becomes a CAJIT_LLVM_ERROR status whose
 * message says what was being done and LLVM's own message. Nothing is
 * leaked on any path. */
#ifndef CAJIT_JIT_H
#define CAJIT_JIT_H

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cajit/runtime.h"
#include "cajit/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum cajit_veclib {
  CAJIT_VECLIB_DEFAULT = 0, /* libmvec if it loads and the target is x86-64 */
  CAJIT_VECLIB_NONE,        /* scalar libm calls only */
  CAJIT_VECLIB_LIBMVEC,     /* libmvec, an error if unavailable */
} cajit_veclib;

/* Which pass pipeline optimization runs at level 3 (levels 0..2 run LLVM's
 * default<On> either way). */
typedef enum cajit_jit_pipeline {
  /* cajit's own list of LLVM passes for its kernels (jit/optimize.c):
   * default<O3>'s passes less those after which the kernels' machine code
   * stays byte-identical (bench/asm_identity.py); 2-4% less LLVM time */
  CAJIT_PIPELINE_CAJIT = 0,
  CAJIT_PIPELINE_DEFAULT, /* LLVM's default<O3> */
} cajit_jit_pipeline;

/* An extra symbol JIT code may call (tests, embedders). */
typedef struct cajit_jit_symbol {
  const char *name;
  void *address;
} cajit_jit_symbol;

typedef struct cajit_jit_options {
  int32_t opt_level; /* 0..3: pass pipeline default<On> and codegen level */
  cajit_jit_pipeline pipeline; /* the pipeline at level 3; default from
                                  CAJIT_LLVM_PIPELINE (cajit or default) */
  const char *cpu;      /* NULL, "host" or "native": this machine's CPU */
  const char *features; /* "+avx512f,-avx512bw"; NULL: the host's features
                           when cpu is the host, else the CPU's defaults */
  cajit_veclib veclib;
  int32_t prefer_vector_width; /* 0: the CPU's preference; else 128, 256
                                  or 512 (sets "prefer-vector-width") */
  const cajit_jit_symbol *extra_symbols; /* copied at create */
  size_t extra_symbol_count;
} cajit_jit_options;

/* Defaults: O3, host CPU and features, default veclib, no extra symbols. */
void cajit_jit_options_init(cajit_jit_options *opts);

/* ---- targets -------------------------------------------------------------
 */

typedef struct cajit_jit_target cajit_jit_target;

/* Creates a target from opts (NULL: defaults). Fails with
 * CAJIT_INVALID_ARGUMENT for an opt level outside 0..3, an unknown cpu
 * ("unknown cpu 'foo' for x86_64-...") or feature, a bad vector width;
 * CAJIT_UNSUPPORTED when veclib is LIBMVEC but libmvec is unavailable;
 * CAJIT_LLVM_ERROR when LLVM has no target for the host. Release with
 * cajit_jit_target_destroy. */
cajit_status cajit_jit_target_create(const cajit_jit_options *opts,
                                     cajit_jit_target **out_target);
void cajit_jit_target_destroy(cajit_jit_target *t);

/* Strings owned by the target. */
const char *cajit_jit_target_triple(const cajit_jit_target *t);
const char *cajit_jit_target_cpu(const cajit_jit_target *t);
const char *cajit_jit_target_features(const cajit_jit_target *t);
const char *cajit_jit_target_data_layout(const cajit_jit_target *t);
int32_t cajit_jit_target_opt_level(const cajit_jit_target *t);
cajit_jit_pipeline cajit_jit_target_pipeline(const cajit_jit_target *t);
/* The textual LLVM pass pipeline optimization runs at `level` (0..3; other
 * values: the target's level): "default<On>", or at level 3 with
 * CAJIT_PIPELINE_CAJIT cajit's own. Static storage. */
const char *cajit_jit_target_pass_pipeline(const cajit_jit_target *t,
                                           int32_t level);
/* Whether optimization maps math calls to libmvec variants. */
bool cajit_jit_target_uses_libmvec(const cajit_jit_target *t);
/* The vector width (bits) the loop schedule gives the kernels that gain
 * from wide vectors (pointwise kernels, reductions over their innermost
 * dim; lib/sched/loops.c), or 0 for none: leave every kernel at LLVM's
 * preference for the CPU. 512 on x86-64 CPUs with AVX-512 that run 512-bit
 * vectors at full clock (znver4, znver5, sapphirerapids, emeraldrapids,
 * graniterapids, graniterapids-d); Skylake-SP to Ice Lake lower their clock
 * under 512-bit code and keep LLVM's preference (256). 0 whenever the
 * options set prefer_vector_width: the global width overrides every
 * kernel's. Part of cajit_object_cache_target_id. */
int32_t cajit_jit_target_kernel_vector_width(const cajit_jit_target *t);

/* The vector width (bits) for reductions that accumulate into their output
 * (a sum over an outer dim, four rows per pass; lib/sched/loops.c), with
 * `unrolled`: those that also unroll small outer loops inside the vector
 * loop (a depthwise convolution's grad_weight rows: nine row offsets, loads
 * one element apart). 0 where cajit_jit_target_kernel_vector_width is 0.
 * Measured per CPU, and the CPUs measured disagree: on znver5 plain ones
 * run 13-25% faster at 512 bits and unrolled ones 12-22% faster at 256; on
 * sapphirerapids plain ones ran 8-12% faster at 256 and unrolled ones 5-10%
 * faster at 512, and on znver4 unrolled ones too (the other CPUs of the
 * list follow the Xeon; bench/README.md, "Vector width"). Part of
 * cajit_object_cache_target_id. */
int32_t cajit_jit_target_accum_output_width(const cajit_jit_target *t,
                                            bool unrolled);

/* The cache level (1 or 2) a kernel's software prefetch of its next rows
 * targets (kir.h's prefetch_next, lib/sched/loops.c): 2 on znver4, where
 * prefetching dwconv's grad_weight rows into L2 rather than L1 measured
 * faster (bench/README.md, "dwconv's grad_weight on Zen 4"); 1 elsewhere
 * (the Xeon measurements of round 3). Part of
 * cajit_object_cache_target_id. */
int32_t cajit_jit_target_prefetch_level(const cajit_jit_target *t);

/* Sets m's target triple and data layout. Codegen should call it right
 * after creating a module (the data layout decides type sizes and
 * alignments). Fails if m already has a different non-empty triple. */
cajit_status cajit_jit_target_prepare_module(const cajit_jit_target *t,
                                             LLVMModuleRef m);

/* Verifies m, then optimizes it in place: math calls annotated for libmvec
 * (see above), "prefer-vector-width" applied, and LLVM's new pass manager
 * run with cajit_jit_target_pass_pipeline (default<On>, or cajit's own at
 * level 3) and this target's TargetMachine, loop and SLP
 * vectorization, loop interleaving and unrolling on (off at O0). m's
 * triple/data layout are set if empty (see prepare_module). Errors:
 * CAJIT_LLVM_ERROR with the verifier's or pass builder's message. */
cajit_status cajit_jit_optimize(const cajit_jit_target *t, LLVMModuleRef m);

/* Merges functions of m whose bodies are the same (LLVM's MergeFunctions:
 * kernels a graph repeats, as an unrolled RNN's per-step ones, differ only
 * in the buffers they are given), so each is optimized and emitted once;
 * the others become calls to it. Run before cajit_jit_optimize or
 * cajit_jit_compile_objects. Errors: CAJIT_LLVM_ERROR. */
cajit_status cajit_jit_merge_functions(LLVMModuleRef m);

typedef enum cajit_emit_kind {
  CAJIT_EMIT_ASM, /* textual assembly (AT&T syntax) */
  CAJIT_EMIT_OBJ, /* an ELF relocatable object (PIC) */
  CAJIT_EMIT_LL,  /* textual LLVM IR */
} cajit_emit_kind;

/* Emits m (not optimized here: call cajit_jit_optimize first to see what
 * the JIT runs) into a new buffer: *out_data (NUL-terminated for ASM and
 * LL, free with cajit_free) of *out_len bytes (without the NUL). Code
 * emission runs LLVM's code generator passes, which may modify m; emit LL
 * first if both are wanted. m is not consumed. */
cajit_status cajit_jit_emit(const cajit_jit_target *t, LLVMModuleRef m,
                            cajit_emit_kind kind, char **out_data,
                            size_t *out_len);

/* ---- parallel code generation (jit/split.c, jit/objects.c) ----------------
 */

#define CAJIT_JIT_MAX_PARTS 16

/* Objects compiled from one module; they link as one module
 * (cajit_jit_add_objects). data[i] is owned (cajit_free). */
typedef struct cajit_jit_objects {
  int32_t count;
  char *data[CAJIT_JIT_MAX_PARTS];
  size_t len[CAJIT_JIT_MAX_PARTS];
} cajit_jit_objects;

void cajit_jit_objects_free(cajit_jit_objects *o);

/* Where compiling the parts went, in milliseconds of wall time: the
 * slowest part's share (its reading and cutting of the module plus the
 * planning, its optimization, its code generation); and each part's
 * thread CPU time in optimization and code generation (the figures to
 * compare on a machine others share). */
typedef struct cajit_jit_split_timings {
  int32_t parts;
  double split;
  double optimize;
  double emit;
  double cpu_optimize[CAJIT_JIT_MAX_PARTS]; /* [part], parts of them */
  double cpu_emit[CAJIT_JIT_MAX_PARTS];
} cajit_jit_split_timings;

typedef struct cajit_jit_split_options {
  int32_t max_parts; /* threads and objects (at most CAJIT_JIT_MAX_PARTS) */
  /* Modules of a smaller cost (as the parts are balanced: instructions,
   * 40 more per loop, an eighth for the externally visible functions) stay
   * one object; 0: 2000, below which a thread costs more than it saves. */
  int64_t min_cost;
  /* Each part as assembly text instead of an object (cajit-dump
   * --emit=asm: the code the JIT runs, each part at its own level). */
  bool assembly;
} cajit_jit_split_options;

/* Optimizes and emits m as up to o->max_parts objects, compiled on that
 * many threads: the functions that refer to each other stay together, the
 * externally visible ones (the entry) are in the first object, parts are
 * balanced by cost (instructions, 40 more per loop), and functions one part
 * calls in another get hidden external linkage. When the externally visible
 * functions are all optnone (a compiled graph's entry), they are an object
 * of their own, with the loop-free functions only they reach, compiled at
 * optimization level 0 on the calling thread, beside up to o->max_parts
 * objects of the rest (at least one, also for small modules and max_parts
 * <= 1: the calling thread compiles both). Otherwise small modules,
 * modules whose globals refer to functions or whose internal functions use
 * non-local globals, and max_parts <= 1 give one object, the same as
 * cajit_jit_optimize then cajit_jit_emit (CAJIT_EMIT_OBJ). m is optimized
 * in place as the first part (its other parts' functions become
 * declarations); the caller still owns it. times may be NULL. */
cajit_status cajit_jit_compile_objects(const cajit_jit_target *t,
                                       LLVMModuleRef m,
                                       const cajit_jit_split_options *o,
                                       cajit_jit_objects *out,
                                       cajit_jit_split_timings *times);

/* Objects as one byte string (for the object cache) and back. A string
 * that does not start with the bundle's magic is read as one object, so
 * plain objects stay loadable. Unpacking copies. */
cajit_status cajit_jit_objects_pack(const cajit_jit_objects *o, char **out_data,
                                    size_t *out_len);
cajit_status cajit_jit_objects_unpack(const char *data, size_t len,
                                      cajit_jit_objects *out);

/* ---- fatal errors inside LLVM --------------------------------------------
 */

/* LLVM cannot go on after a fatal error or an allocation failure inside
 * it; its handlers may not return. cajit installs handlers (before any
 * LLVM work) that print one line, "<prog>: error: out of memory inside
 * LLVM: <LLVM's reason>" or "...: fatal error inside LLVM: ...", and end
 * the process as the mode says (jit/llvm_fatal.c):
 *  - CAJIT_JIT_FATAL_ABORT (the default, for a library inside another
 *    program): then abort(). cajit_compile runs LLVM in the compile worker
 *    (cajit/compile.h) by default, so this is reached only by LLVM work in
 *    the caller's process (linking objects into the JIT).
 *  - CAJIT_JIT_FATAL_EXIT (command-line tools): exit status 1.
 *  - CAJIT_JIT_FATAL_WORKER (the compile worker's child): exit status
 *    CAJIT_JIT_FATAL_EXIT_OUT_OF_MEMORY or CAJIT_JIT_FATAL_EXIT_LLVM.
 * EXIT and WORKER also make a failing operator new anywhere in the process
 * an allocation failure of LLVM's (one line, then the exit). */
typedef enum cajit_jit_fatal_mode_kind {
  CAJIT_JIT_FATAL_ABORT,
  CAJIT_JIT_FATAL_EXIT,
  CAJIT_JIT_FATAL_WORKER,
} cajit_jit_fatal_mode_kind;

enum {
  CAJIT_JIT_FATAL_EXIT_OUT_OF_MEMORY = 86,
  CAJIT_JIT_FATAL_EXIT_LLVM = 87,
};

/* Sets the mode; name (may be NULL: keep, initially "cajit") begins the
 * line. Not thread-safe against LLVM work in progress: call it first. */
void cajit_jit_fatal_mode(cajit_jit_fatal_mode_kind mode, const char *name);
/* Installs the handlers (mode unchanged); idempotent, thread-safe. */
void cajit_jit_install_fatal_handlers(void);

/* ---- LLVM's process-wide code generation options -------------------------
 */

/* LLVM reads some code generation options (cl::opt, process-wide) when an
 * emission builds its pass pipeline. CPU code is generated without Loop
 * Strength Reduction (-disable-lsr: a quarter to a third of the code
 * generator's time on cajit's kernels, the steady state unchanged;
 * bench/README.md, "Compiling"); NVPTX code with LLVM's defaults. Every
 * emission runs between enter and leave of its kind (jit/target.c):
 * emissions of one kind run concurrently, a change of kind waits until
 * none of the other kind runs, and the options are LLVM's defaults again
 * whenever no CPU emission runs. Thread-safe. */
typedef enum cajit_jit_codegen_kind {
  CAJIT_JIT_CODEGEN_CPU,
  CAJIT_JIT_CODEGEN_NVPTX,
} cajit_jit_codegen_kind;

void cajit_jit_codegen_enter(cajit_jit_codegen_kind kind);
void cajit_jit_codegen_leave(cajit_jit_codegen_kind kind);

/* ---- the JIT -------------------------------------------------------------
 */

typedef struct cajit_jit cajit_jit;
typedef struct cajit_jit_module cajit_jit_module;

/* Creates a JIT for opts (NULL: defaults; errors as for targets, plus
 * CAJIT_INVALID_ARGUMENT for an extra symbol without a name or address or
 * defined twice). Release with cajit_jit_destroy. */
cajit_status cajit_jit_create(const cajit_jit_options *opts,
                              cajit_jit **out_jit);
/* Frees the JIT and all its code. Unload modules first: their handles are
 * invalid afterwards (remaining modules are freed here). NULL is a no-op. */
void cajit_jit_destroy(cajit_jit *jit);
/* The JIT's target (owned by the JIT). */
const cajit_jit_target *cajit_jit_get_target(const cajit_jit *jit);

enum cajit_jit_add_flags {
  /* m was already optimized with cajit_jit_optimize for this JIT's target:
   * skip optimization (only verify). */
  CAJIT_JIT_ADD_OPTIMIZED = 1u << 0,
};

/* Compiles m and links it into the JIT under a new module handle. Takes
 * ownership of m and of ctx (the LLVMContext m was built in; one context
 * per module, disposed here once the object is emitted, so contexts never
 * accumulate) on every path, including errors. ctx may be NULL when the
 * caller keeps m's context (it must then not use that context concurrently).
 * Steps: verify, optimize (unless CAJIT_JIT_ADD_OPTIMIZED), emit an object
 * with a fresh TargetMachine (modules compile in parallel from several
 * threads), add it under a new resource tracker in a JITDylib of its own
 * (so two modules may define the same names), and link it at once: an
 * unresolved symbol fails here, with "Symbols not found: [ name ]".
 * name is for messages (may be NULL). Release with
 * cajit_jit_module_unload. */
cajit_status cajit_jit_add_module(cajit_jit *jit, LLVMContextRef ctx,
                                  LLVMModuleRef m, uint32_t flags,
                                  const char *name,
                                  cajit_jit_module **out_module);

/* Adds an already compiled object (e.g. from cajit_jit_emit(CAJIT_EMIT_OBJ)
 * or an on-disk cache) as a module; the bytes are copied. It is linked on
 * the first lookup, so link errors surface there. */
cajit_status cajit_jit_add_object(cajit_jit *jit, const void *data, size_t len,
                                  const char *name,
                                  cajit_jit_module **out_module);

/* Adds the objects of one module (cajit_jit_compile_objects) together as
 * one module: they share a JITDylib, so hidden symbols one object defines
 * resolve in the others. Linked on the first lookup. */
cajit_status cajit_jit_add_objects(cajit_jit *jit, const cajit_jit_objects *o,
                                   const char *name,
                                   cajit_jit_module **out_module);

/* The address of symbol `symbol` defined by module m (exported symbols
 * only; runtime functions are not visible through modules). A missing
 * symbol is CAJIT_LLVM_ERROR "lookup of 'x' in module 'm': Symbols not
 * found: [ x ]". Thread-safe. */
cajit_status cajit_jit_module_lookup(cajit_jit_module *m, const char *symbol,
                                     void **out_address);
/* The module's name (for messages). */
const char *cajit_jit_module_name(const cajit_jit_module *m);

/* Frees m's code and data (its resource tracker is removed) and the handle;
 * addresses looked up from m become invalid. Errors from LLVM are returned
 * after the handle is freed anyway. NULL is a no-op. */
cajit_status cajit_jit_module_unload(cajit_jit_module *m);

/* Calls a compiled graph's entry function (from cajit_jit_module_lookup).
 * Call JIT code through this (or through a function built with
 * __attribute__((no_sanitize("function")))) rather than directly: clang's
 * -fsanitize=function, part of -fsanitize=undefined, reads a type signature
 * stored in front of every indirectly called function, which JIT code does
 * not have; the read can fault when the code starts a page. */
int32_t cajit_jit_call_entry(cajit_entry_fn entry, cajit_call *call);

/* ---- the runtime ABI in LLVM IR (for codegen) ----------------------------
 *
 * Named struct types matching the C layouts (same field order; LLVM's
 * natural layout under the target's data layout equals the C one, which
 * test_jit checks with offsetof), created in context c on first use. */

enum cajit_jit_call_field { /* cajit_call (cajit/runtime.h) */
                            CAJIT_CALL_FIELD_INPUTS,
                            CAJIT_CALL_FIELD_INPUT_COUNT,
                            CAJIT_CALL_FIELD_SIZES,
                            CAJIT_CALL_FIELD_SIZES_COUNT,
                            CAJIT_CALL_FIELD_SCALARS,
                            CAJIT_CALL_FIELD_SCALARS_COUNT,
                            CAJIT_CALL_FIELD_HOOKS,
                            CAJIT_CALL_FIELD_HOOKS_COUNT,
                            CAJIT_CALL_FIELD_HOST,
                            CAJIT_CALL_FIELD_OUTPUTS,
                            CAJIT_CALL_FIELD_OUTPUT_COUNT,
                            CAJIT_CALL_FIELD_STATUS,
                            CAJIT_CALL_FIELD_RELEASE_INPUTS,
                            CAJIT_CALL_FIELD_RELEASE_CTX,
                            CAJIT_CALL_FIELD_INPUT_NOW,
                            CAJIT_CALL_FIELD_INPUT_CTX,
};
enum cajit_jit_dltensor_field { /* DLTensor (dlpack.h) */
                                CAJIT_DLTENSOR_FIELD_DATA,
                                CAJIT_DLTENSOR_FIELD_DEVICE, /* DLDevice {i32
                                                                type, i32 id} */
                                CAJIT_DLTENSOR_FIELD_NDIM,
                                CAJIT_DLTENSOR_FIELD_DTYPE, /* DLDataType {i8
                                                               code, i8 bits,
                                                               i16 lanes} */
                                CAJIT_DLTENSOR_FIELD_SHAPE,
                                CAJIT_DLTENSOR_FIELD_STRIDES,
                                CAJIT_DLTENSOR_FIELD_BYTE_OFFSET,
};
/* %cajit_call = { ptr, i32, ptr, i32, ptr, i32, ptr, i32, ptr, ptr, i32,
 * ptr } */
LLVMTypeRef cajit_jit_call_type(LLVMContextRef c);
/* %DLTensor = { ptr, %DLDevice, i32, %DLDataType, ptr, ptr, i64 } */
LLVMTypeRef cajit_jit_dltensor_type(LLVMContextRef c);
/* %DLManagedTensor = { %DLTensor, ptr manager_ctx, ptr deleter } */
LLVMTypeRef cajit_jit_dlmanaged_type(LLVMContextRef c);
/* %cajit_rt_host_site = { i32 x 9, ptr op_name, ptr args_desc, ptr where }
 * (runtime/host_call.h) */
LLVMTypeRef cajit_jit_host_site_type(LLVMContextRef c);

/* Declares runtime function `name` (one of runtime/rt.h's cajit_rt_*) in m
 * with its C signature (nounwind; bool results as zeroext i1), or returns
 * the existing declaration. NULL if name is not a runtime function. */
LLVMValueRef cajit_jit_declare_runtime(LLVMModuleRef m, const char *name);
/* The runtime functions declare_runtime knows, by index (NULL past the
 * end). */
size_t cajit_jit_runtime_function_count(void);
const char *cajit_jit_runtime_function_name(size_t i);

/* Number of modules currently loaded (for tests). */
size_t cajit_jit_module_count(const cajit_jit *jit);

#ifdef __cplusplus
}
#endif
#endif
