/* The compile pipeline (see cajit/compile.h): lower (lib/lower), generate
 * LLVM IR (lib/codegen), optimize and emit an object (jit/), load it into
 * the JIT, look up the entry. This file owns the per-compile objects
 * (kernel-IR program, LLVM context and module, object bytes) and frees them
 * on every path.
 *
 * Object cache: the key (cache_key) is the printed graph plus everything
 * else the object depends on. Everything a compiled graph needs besides
 * the object comes from the graph (output_count), so a hit rebuilds the
 * compiled graph from the graph and the cached object alone; state that
 * lowering or codegen produce for the run time would have to be stored in
 * the entry too. */
#include "cajit/compile.h"

#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cajit/object_cache.h"
#include "codegen/codegen.h"
#include "compile/compile_internal.h"
#include "compile/worker.h"
#include "gpu/gpu.h"
#include "kir/kir.h"
#include "lower/lower.h"
#include "ops/rnn_kernel.h"
#include "runtime/buffer.h"
#include "runtime/idle_arenas.h"
#include "sched/sched.h"
#include "support/alloc.h"
#include "support/clock.h"
#include "support/strbuf.h"

struct cajit_compiled {
  cajit_jit *owned_jit; /* NULL when compiled into a shared JIT */
  cajit_jit_module *module;
  cajit_entry_fn entry;
  int32_t output_count;
  cajit_compile_timings timings;
  cajit_compile_cache_result cache_result;
  char *cache_error; /* NULL, or why the cache was not used */
  /* Compiled with opts->profile: the module's counters (2 per kernel:
   * nanoseconds, calls) and a copy of its kernel names. */
  int64_t *profile_counters;
  int32_t profile_count;
  char *profile_text;         /* the names, each NUL-terminated */
  const char **profile_names; /* profile_count pointers into it */
  /* The module's host-fallback ops, one per line (CAJIT_FALLBACK_OPS_SYMBOL),
   * and their number. */
  char *fallback_ops;
  int32_t fallback_count;
  char *library_ops; /* the same for library calls (CAJIT_LIBRARY_OPS_SYMBOL) */
};

static const cajit_jit_symbol extra_symbols[] = {
    {"cajit_rt_gemm_strided_f32", (void *)&cajit_rt_gemm_strided_f32},
    {"cajit_rt_gemm_strided_f64", (void *)&cajit_rt_gemm_strided_f64},
    {"cajit_rt_gemm_strided_split_f32",
     (void *)&cajit_rt_gemm_strided_split_f32},
    {"cajit_rt_gemm_strided_split_f64",
     (void *)&cajit_rt_gemm_strided_split_f64},
    {"cajit_rt_lstm_layer_backward_f32",
     (void *)&cajit_rt_lstm_layer_backward_f32},
};

const cajit_jit_symbol *cajit_compile_jit_symbols(size_t *out_count) {
  *out_count = sizeof extra_symbols / sizeof *extra_symbols;
  return extra_symbols;
}

/* CAJIT_NO_FUSION=1 in the environment turns fusion off by default (the
 * Python extension compiles with default options). */
static bool env_flag(const char *name) {
  const char *v = getenv(name);
  return v && *v && strcmp(v, "0") != 0;
}

void cajit_compile_options_init(cajit_compile_options *opts) {
  memset(opts, 0, sizeof *opts);
  opts->no_fusion = env_flag("CAJIT_NO_FUSION");
  opts->no_early_hooks = env_flag("CAJIT_NO_EARLY_HOOKS");
  opts->no_parallel = env_flag("CAJIT_NO_PARALLEL");
  opts->no_buffer_reuse = env_flag("CAJIT_NO_BUFFER_REUSE");
  opts->profile = env_flag("CAJIT_PROFILE");
  opts->check_bounds = env_flag("CAJIT_CHECK_BOUNDS");
  /* On unless CAJIT_COMPILE_WORKER=0 (docs/architecture.md, section 9). */
  const char *w = getenv("CAJIT_COMPILE_WORKER");
  opts->compile_in_worker = !(w && strcmp(w, "0") == 0);
  const char *threads = getenv("CAJIT_COMPILE_THREADS");
  if (threads && *threads) opts->compile_threads = atoi(threads);
}

/* Parts (threads) LLVM compiles a module in: the option, else the
 * runtime's thread count (CAJIT_NUM_THREADS, else OpenMP's) up to 8
 * (beyond that the parts get too small to pay for their thread). */
static int32_t compile_parts(const cajit_compile_options *o) {
  if (o && o->compile_threads > 0) return o->compile_threads;
  int32_t n = cajit_runtime_num_threads();
  return n > 8 ? 8 : n;
}

static const char *module_name(const cajit_graph *g,
                               const cajit_compile_options *o, char *buf,
                               size_t cap) {
  if (o && o->name) return o->name;
  if (g->name.len) {
    snprintf(buf, cap, "%.*s", (int)g->name.len, g->name.data);
    return buf;
  }
  return "cajit_graph";
}

/* Fusion is on unless opts say no (NULL opts: on, unless CAJIT_NO_FUSION). */
static bool fusion_on(const cajit_compile_options *o) {
  return o ? !o->no_fusion : !env_flag("CAJIT_NO_FUSION");
}

/* Early hooks are on unless opts say no (NULL opts: on, unless
 * CAJIT_NO_EARLY_HOOKS). */
static bool early_hooks_on(const cajit_compile_options *o) {
  return o ? !o->no_early_hooks : !env_flag("CAJIT_NO_EARLY_HOOKS");
}

/* Bounds-checked code (NULL opts: CAJIT_CHECK_BOUNDS, like fusion). */
static bool check_bounds_on(const cajit_compile_options *o) {
  return o ? o->check_bounds : env_flag("CAJIT_CHECK_BOUNDS");
}

/* The scheduling passes of lib/sched, in order: each decides one thing
 * and records it in p (sched.h). no_fusion turns off every pass that
 * merges or removes kernels (fusion, GEMM layouts, sibling joins). t: the
 * target the code is for (NULL: none, as for the GPU). gpu: the program is
 * for the NVPTX emitter, which runs each kernel on its own in program
 * order, so no kernel may depend on running inside another's loops (the
 * row producer's scratch rows, row_partials.c). */
static cajit_status schedule(cajit_kir_program *p,
                             const cajit_compile_options *o,
                             const cajit_jit_target *t, bool gpu) {
  if (fusion_on(o)) {
    CAJIT_RETURN_IF_ERROR(cajit_sched_fuse(p, NULL));
    CAJIT_RETURN_IF_ERROR(cajit_sched_gemm_layouts(p, NULL));
    if (!gpu) CAJIT_RETURN_IF_ERROR(cajit_sched_gemm_accumulate(p, NULL));
    cajit_sched_join_siblings(p);
  }
  if (early_hooks_on(o))
    CAJIT_RETURN_IF_ERROR(cajit_sched_early_hooks(p, NULL));
  if (fusion_on(o)) {
    cajit_sched_join_rows(p);
    CAJIT_RETURN_IF_ERROR(cajit_sched_row_partials(p, !gpu, NULL));
    cajit_sched_join_pointwise(p);
  }
  cajit_sched_loop_options lp = {
      .no_parallel = o && o->no_parallel,
      .wide_vector_width = t ? cajit_jit_target_kernel_vector_width(t) : 0,
      .prefetch_level = t ? cajit_jit_target_prefetch_level(t) : 1,
      .accum_output_width =
          t ? cajit_jit_target_accum_output_width(t, false) : 0,
      .accum_unrolled_width =
          t ? cajit_jit_target_accum_output_width(t, true) : 0};
  bool no_reuse = o && o->no_buffer_reuse;
  if (!no_reuse && !gpu) {
    CAJIT_RETURN_IF_ERROR(cajit_sched_padded_inplace(p, NULL));
    if (fusion_on(o)) CAJIT_RETURN_IF_ERROR(cajit_sched_chunk(p, NULL));
  }
  CAJIT_RETURN_IF_ERROR(cajit_sched_loops(p, &lp));
  if (!no_reuse && !gpu) CAJIT_RETURN_IF_ERROR(cajit_sched_inplace(p, NULL));
  return cajit_sched_memory(p, no_reuse);
}

/* Lowers g into a new program (the caller destroys it) and schedules it
 * for target t (may be NULL): what codegen (or --emit=kir) takes. */
static cajit_status lower(cajit_graph *g, const cajit_compile_options *o,
                          const cajit_jit_target *t, bool gpu,
                          cajit_kir_program **out) {
  CAJIT_RETURN_IF_ERROR(cajit_kir_program_create(g->exprs, out));
  cajit_lower_options lo = {.no_host_fallback = o && o->no_host_fallback,
                            .library_nodes = o ? o->library_nodes : NULL};
  CAJIT_RETURN_IF_ERROR(cajit_lower_graph(g, *out, &lo), "lowering");
  return schedule(*out, o, t, gpu);
}

cajit_status cajit_compile_lower_program(cajit_graph *g,
                                         const cajit_compile_options *o,
                                         cajit_kir_program **out) {
  *out = NULL;
  cajit_kir_program *p = NULL;
  cajit_status s = lower(g, o, NULL, true, &p);
  if (s) {
    cajit_kir_program_destroy(p);
    return s;
  }
  *out = p;
  return NULL;
}

cajit_status cajit_compile_emit_ptx(cajit_graph *g,
                                    const cajit_compile_options *opts,
                                    const char *sm, int32_t opt_level,
                                    char **out_ptx, size_t *out_len) {
  *out_ptx = NULL;
  *out_len = 0;
  cajit_kir_program *p = NULL;
  CAJIT_RETURN_IF_ERROR(cajit_compile_lower_program(g, opts, &p));
  cajit_gpu_options go = {.sm = sm, .opt_level = opt_level};
  cajit_gpu_module m;
  cajit_status s = cajit_gpu_emit(p, &go, &m);
  cajit_kir_program_destroy(p);
  if (s) return s;
  *out_ptx = m.ptx; /* handed over */
  *out_len = m.ptx_len;
  m.ptx = NULL;
  cajit_gpu_module_free(&m);
  return NULL;
}

/* Lowers and generates the module for target tg into ctx (timed into t if
 * not NULL). */
cajit_status cajit_compile_generate(cajit_graph *g,
                                    const cajit_compile_options *o,
                                    const cajit_jit_target *tg,
                                    LLVMContextRef ctx, const char *name,
                                    LLVMModuleRef *out_module,
                                    cajit_compile_timings *t) {
  cajit_jit_install_fatal_handlers(); /* LLVM's errors in cajit's words */
  double t0 = cajit_now_ms();
  cajit_kir_program *p = NULL;
  cajit_status s = lower(g, o, tg, false, &p);
  double t1 = cajit_now_ms();
  cajit_codegen_options co = {0};
  if (o) {
    co.parallel_threshold = o->parallel_threshold;
    co.profile = o->profile;
  }
  co.check_bounds = check_bounds_on(o);
  if (!s) s = cajit_codegen_emit(p, ctx, name, &co, out_module);
  cajit_kir_program_destroy(p);
  if (t) {
    t->lower = t1 - t0;
    t->codegen = cajit_now_ms() - t1;
  }
  return s;
}

/* Memory LLVM may take in this process, where running out of it ends the
 * process (jit/llvm_fatal.c), checked first so that it is an error: a
 * JIT's creation, and linking objects (sections, symbol tables and the
 * link graph: a few times the objects' size; an estimate with a wide
 * margin, not a measurement). */
enum { LLVM_HEADROOM_BYTES = 32 << 20, LINK_BYTES_PER_OBJECT_BYTE = 8 };

static cajit_status llvm_headroom(size_t bytes, const char *what) {
  if (cajit_memory_available(LLVM_HEADROOM_BYTES + bytes)) return NULL;
  return cajit_status_make(
      CAJIT_OUT_OF_MEMORY,
      "out of memory: %s needs about %zu MiB that cannot be mapped, and LLVM "
      "cannot recover from running out of memory in this process",
      what, (LLVM_HEADROOM_BYTES + bytes) >> 20);
}

/* The JIT to compile into: the shared one, or a new one owned by c. */
static cajit_status get_jit(const cajit_compile_options *opts,
                            cajit_compiled *c, cajit_jit **out_jit) {
  *out_jit = opts ? opts->shared_jit : NULL;
  if (*out_jit) return NULL;
  CAJIT_RETURN_IF_ERROR(llvm_headroom(0, "creating a JIT"));
  cajit_jit_options jo;
  if (opts && opts->jit)
    jo = *opts->jit;
  else
    cajit_jit_options_init(&jo);
  /* The caller's extra symbols plus ours. */
  size_t n =
      jo.extra_symbol_count + sizeof extra_symbols / sizeof *extra_symbols;
  cajit_jit_symbol *syms = cajit_malloc(n * sizeof *syms);
  if (!syms)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "compile: out of memory");
  if (jo.extra_symbol_count)
    memcpy(syms, jo.extra_symbols, jo.extra_symbol_count * sizeof *syms);
  memcpy(syms + jo.extra_symbol_count, extra_symbols, sizeof extra_symbols);
  jo.extra_symbols = syms;
  jo.extra_symbol_count = n;
  cajit_status s = cajit_jit_create(&jo, &c->owned_jit);
  cajit_free(syms);
  *out_jit = c->owned_jit;
  return s;
}

/* A new compile option must be added to cache_key (or documented there as
 * not changing the object, like shared_jit, jit (the target is in the key)
 * and name) before this size is updated. (profile, check_bounds and
 * compile_threads share the padding word after no_buffer_reuse: profile and
 * check_bounds are in the key,
 * compile_threads changes how the code is cut into objects, not what it
 * computes, and is not; library_nodes, the last, is in the key;
 * compile_in_worker, in the padding after no_host_fallback, says where
 * the same objects are made, and is not.) */
_Static_assert(sizeof(cajit_compile_options) == 9 * sizeof(void *),
               "add the new compile option to the object cache key");

/* The printed graph after its `cag 1` line and its optional
 * `graph "name"` line. */
static cajit_sv graph_body(const char *text, size_t len) {
  static const char version[] = "cag 1\n", named[] = "graph ";
  cajit_sv b = {text, len};
  if (b.len < sizeof version - 1 || memcmp(b.data, version, 6) != 0) return b;
  b.data += 6;
  b.len -= 6;
  if (b.len < sizeof named - 1 || memcmp(b.data, named, 6) != 0) return b;
  const char *end = memchr(b.data, '\n', b.len);
  if (!end) return b;
  b.len -= (size_t)(end + 1 - b.data);
  b.data = end + 1;
  return b;
}

/* The object cache key: every input of code generation, each on its own
 * line, and the printed graph (canonical: parse(print(g)) == g) last.
 * The graph's and module's names are left out: they only name the LLVM
 * module (messages say the name the graph is loaded under), and leaving
 * them out lets graphs that differ only in their names (compiled autograd
 * numbers them in the order a process meets them) share an entry. */
static cajit_status cache_key(cajit_graph *g, const cajit_compile_options *o,
                              const cajit_jit_target *t, char **out_key,
                              size_t *out_len) {
  const char *toolchain;
  CAJIT_RETURN_IF_ERROR(cajit_object_cache_toolchain(&toolchain));
  char *target = NULL, *text = NULL;
  size_t text_len = 0;
  cajit_status s = cajit_object_cache_target_id(t, &target);
  if (!s) s = cajit_graph_print(g, &text, &text_len);
  if (!s) {
    cajit_sv body = graph_body(text, text_len);
    cajit_strbuf b = CAJIT_STRBUF_INIT;
    cajit_strbuf_printf(
        &b,
        "cajit object cache key 1\ntoolchain %s\ntarget %s\n"
        "no_host_fallback %d\nfusion %d\nearly_hooks %d\nno_parallel %d\n"
        "parallel_threshold %lld\nno_buffer_reuse %d\n"
        "profile %d\ncheck_bounds %d\nlibrary_nodes %s\ngraph %zu\n",
        toolchain, target, o && o->no_host_fallback ? 1 : 0,
        fusion_on(o) ? 1 : 0, early_hooks_on(o) ? 1 : 0,
        o && o->no_parallel ? 1 : 0, (long long)(o ? o->parallel_threshold : 0),
        o && o->no_buffer_reuse ? 1 : 0, o && o->profile ? 1 : 0,
        check_bounds_on(o) ? 1 : 0,
        o && o->library_nodes ? o->library_nodes : "", body.len);
    cajit_strbuf_sv(&b, body);
    s = cajit_strbuf_finish(&b, out_key, out_len);
  }
  cajit_free(target);
  cajit_free(text);
  return s;
}

/* A copy of the text codegen exported as `symbol` (cg_export_text: one
 * item per line) and its number of lines. */
static cajit_status module_text(cajit_compiled *c, const char *symbol,
                                char **out_copy, int32_t *out_lines) {
  void *text = NULL;
  CAJIT_RETURN_IF_ERROR(cajit_jit_module_lookup(c->module, symbol, &text));
  size_t len = strlen(text);
  *out_copy = cajit_strndup(text, len);
  if (!*out_copy)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "compile: out of memory");
  *out_lines = 0;
  for (size_t i = 0; i < len; i++)
    *out_lines += (*out_copy)[i] == '\n';
  return NULL;
}

/* The module's lists of host-fallback ops and library calls
 * (codegen/cg_fallbacks.c). */
static cajit_status find_host_op_lists(cajit_compiled *c) {
  int32_t n;
  CAJIT_RETURN_IF_ERROR(module_text(c, CAJIT_FALLBACK_OPS_SYMBOL,
                                    &c->fallback_ops, &c->fallback_count));
  return module_text(c, CAJIT_LIBRARY_OPS_SYMBOL, &c->library_ops, &n);
}

const char *cajit_compiled_library_ops(const cajit_compiled *c) {
  return c->library_ops;
}

const char *cajit_compiled_fallback_ops(const cajit_compiled *c) {
  return c->fallback_ops;
}

int32_t cajit_compiled_fallback_count(const cajit_compiled *c) {
  return c->fallback_count;
}

/* Lowers g for the options' target and returns a text about the program
 * (freed with cajit_free). */
static cajit_status
lowered_text(cajit_graph *g, const cajit_compile_options *opts,
             cajit_status (*text)(const cajit_kir_program *, char **, size_t *),
             char **out_text, size_t *out_len) {
  cajit_jit_target *t = NULL;
  cajit_kir_program *p = NULL;
  cajit_status s = cajit_jit_target_create(opts ? opts->jit : NULL, &t);
  if (!s) s = lower(g, opts, t, false, &p);
  if (!s) s = text(p, out_text, out_len);
  cajit_kir_program_destroy(p);
  cajit_jit_target_destroy(t);
  return s;
}

cajit_status cajit_compile_fallback_ops(cajit_graph *g,
                                        const cajit_compile_options *opts,
                                        char **out_text, size_t *out_len) {
  return lowered_text(g, opts, cg_fallback_ops_text, out_text, out_len);
}

/* The profile counters and kernel names of a module compiled with
 * opts->profile (codegen/cg_profile.c). */
static cajit_status find_profile(cajit_compiled *c) {
  void *counters = NULL;
  CAJIT_RETURN_IF_ERROR(cajit_jit_module_lookup(
      c->module, CAJIT_PROFILE_COUNTERS_SYMBOL, &counters));
  int32_t n = 0;
  CAJIT_RETURN_IF_ERROR(
      module_text(c, CAJIT_PROFILE_NAMES_SYMBOL, &c->profile_text, &n));
  c->profile_names = cajit_calloc(n > 0 ? (size_t)n : 1, sizeof(char *));
  if (!c->profile_names)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "compile: out of memory");
  char *line = c->profile_text;
  for (int32_t k = 0; k < n; k++) {
    char *end = strchr(line, '\n');
    *end = '\0';
    c->profile_names[k] = line;
    line = end + 1;
  }
  c->profile_counters = counters;
  c->profile_count = n;
  return NULL;
}

int32_t cajit_compiled_profile_count(const cajit_compiled *c) {
  return c->profile_count;
}

cajit_kernel_profile cajit_compiled_profile_get(const cajit_compiled *c,
                                                int32_t k) {
  cajit_kernel_profile r = {0};
  if (k < 0 || k >= c->profile_count) return r;
  r.name = c->profile_names[k];
  r.ns = __atomic_load_n(&c->profile_counters[3 * k], __ATOMIC_RELAXED);
  r.calls = __atomic_load_n(&c->profile_counters[3 * k + 1], __ATOMIC_RELAXED);
  r.bytes = __atomic_load_n(&c->profile_counters[3 * k + 2], __ATOMIC_RELAXED);
  return r;
}

void cajit_compiled_profile_reset(cajit_compiled *c) {
  for (int32_t i = 0; i < 3 * c->profile_count; i++)
    __atomic_store_n(&c->profile_counters[i], 0, __ATOMIC_RELAXED);
}

/* Loads the objects into jit as c's module and finds its entry. */
static cajit_status load(cajit_compiled *c, cajit_jit *jit,
                         const cajit_jit_objects *objs, const char *name) {
  double t0 = cajit_now_ms();
  size_t bytes = 0;
  for (int32_t i = 0; i < objs->count; i++)
    bytes += objs->len[i] * LINK_BYTES_PER_OBJECT_BYTE;
  CAJIT_RETURN_IF_ERROR(llvm_headroom(bytes, "linking the compiled code"));
  cajit_status s = cajit_jit_add_objects(jit, objs, name, &c->module);
  void *entry = NULL;
  /* The first lookup links the objects: unresolved symbols fail here. */
  if (!s) s = cajit_jit_module_lookup(c->module, "cajit_entry", &entry);
  if (s) {
    cajit_status_free(cajit_jit_module_unload(c->module));
    c->module = NULL;
  } else {
    c->entry = (cajit_entry_fn)(uintptr_t)entry;
  }
  c->timings.link += cajit_now_ms() - t0;
  return s;
}

/* Cuts LLVM's work without costing run time (measured with cajit-run on
 * the demo and the test models: compile time 2.5x lower, run time within
 * noise):
 *  - cajit_run, the body over caller-provided arrays, is a second copy of
 *    the program that only tests and tools linking codegen directly call;
 *    a compiled graph calls cajit_entry alone, so it is dropped (when
 *    nothing calls it).
 *  - cajit_entry is marked optnone (and noinline, which optnone requires):
 *    its own code is straight-line guards, bindings and calls, run once per
 *    backward, while at O3 every kernel was inlined into it, making one
 *    huge function for the optimizer and register allocator. The kernels
 *    stay functions of their own and are optimized at the target's level
 *    as before.
 *  - kernels with the same body (a GRU's per-step kernels, given other
 *    buffers) are merged into one function (cajit_jit_merge_functions):
 *    medium zoo GRU 272 -> 203 functions. The internal functions are
 *    unnamed_addr first (no code compares their addresses; a parallel
 *    body's is only handed to the runtime to call), so that MergeFunctions
 *    replaces a duplicate outright instead of keeping it as a thunk that
 *    calls the other: then the kernels' wrappers and parallel bodies,
 *    which differ only in the merged loop they call or pass, merge too
 *    (tiny zoo GRU 137 -> 69 functions, transformer 56 -> 50;
 *    tests/c/test_merge.c).
 *  - kernels that differ only in how they combine their sizes (column sums
 *    over s2*s3 and over s1 columns) are then made equal where that merges
 *    them: they take the products their callers compute
 *    (merge_products.c). */
cajit_status cajit_compile_trim_for_jit(LLVMModuleRef m) {
  LLVMValueRef run = LLVMGetNamedFunction(m, "cajit_run");
  if (run && !LLVMGetFirstUse(run)) LLVMDeleteFunction(run);
  LLVMValueRef entry = LLVMGetNamedFunction(m, "cajit_entry");
  if (!entry || LLVMIsDeclaration(entry)) return NULL;
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  static const char *const attrs[] = {"optnone", "noinline"};
  for (size_t i = 0; i < 2; i++) {
    unsigned kind = LLVMGetEnumAttributeKindForName(attrs[i], strlen(attrs[i]));
    if (!kind)
      return cajit_status_make(CAJIT_LLVM_ERROR,
                               "compile: LLVM has no '%s' attribute", attrs[i]);
    LLVMAddAttributeAtIndex(entry, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(ctx, kind, 0));
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && LLVMGetLinkage(f) == LLVMInternalLinkage)
      LLVMSetUnnamedAddress(f, LLVMGlobalUnnamedAddr);
  /* Identical functions first, so that kernels are rewritten to take
   * their sizes' products only where that merges more (merge_products.c). */
  CAJIT_RETURN_IF_ERROR(cajit_jit_merge_functions(m));
  bool changed = false;
  CAJIT_RETURN_IF_ERROR(cajit_compile_merge_products(m, &changed));
  return changed ? cajit_jit_merge_functions(m) : CAJIT_OK_STATUS;
}

/* Lowers, generates, optimizes and emits g as objects for t, on as many
 * threads as the options say. */
static cajit_status compile_objects(cajit_graph *g,
                                    const cajit_compile_options *opts,
                                    const cajit_jit_target *t, const char *name,
                                    cajit_compile_timings *times,
                                    cajit_jit_objects *out) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  cajit_status s = cajit_compile_generate(g, opts, t, ctx, name, &m, times);
  if (!s) s = cajit_compile_trim_for_jit(m);
  if (!s) s = cajit_jit_target_prepare_module(t, m);
  cajit_jit_split_timings st = {0};
  cajit_jit_split_options so = {.max_parts = compile_parts(opts)};
  if (!s) s = cajit_jit_compile_objects(t, m, &so, out, &st);
  times->split = st.split;
  times->optimize = st.optimize;
  times->emit = st.emit;
  times->parts = st.parts;
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return s;
}

/* compile_objects in a child process (worker.h): the child sends the
 * timings then the packed objects. */
typedef struct worker_job {
  cajit_graph *g;
  const cajit_compile_options *opts;
  const cajit_jit_target *t;
  const char *name;
  cajit_compile_timings times;
} worker_job;

static cajit_status worker_compile(void *ctx, char **out, size_t *out_len) {
  worker_job *j = ctx;
  cajit_jit_objects objs = {0};
  cajit_status s =
      compile_objects(j->g, j->opts, j->t, j->name, &j->times, &objs);
  char *packed = NULL;
  size_t len = 0;
  if (!s) s = cajit_jit_objects_pack(&objs, &packed, &len);
  cajit_jit_objects_free(&objs);
  if (s) return s;
  char *all = cajit_malloc(sizeof j->times + len);
  if (!all) return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
  memcpy(all, &j->times, sizeof j->times);
  memcpy(all + sizeof j->times, packed, len);
  *out = all;
  *out_len = sizeof j->times + len;
  return NULL;
}

/* LLVM gets this long in the worker before it counts as hung. */
enum { WORKER_TIMEOUT_MS = 600000 };

static cajit_status compile_objects_in_worker(
    cajit_graph *g, const cajit_compile_options *o, const cajit_jit_target *t,
    const char *name, cajit_compile_timings *times, cajit_jit_objects *out) {
  worker_job j = {.g = g, .opts = o, .t = t, .name = name};
  const char *v = getenv("CAJIT_COMPILE_WORKER_TIMEOUT_MS");
  double timeout = v && *v ? atof(v) : WORKER_TIMEOUT_MS;
  /* A memory budget for compiling, beyond what the process maps. */
  const char *m = getenv("CAJIT_COMPILE_WORKER_MEMORY_MB");
  double budget = m && *m ? atof(m) : 0;
  char *bytes = NULL;
  size_t len = 0;
  cajit_status s =
      cajit_worker_run(worker_compile, &j, timeout, budget, &bytes, &len);
  if (!s && len < sizeof *times)
    s = cajit_status_make(CAJIT_LLVM_ERROR, "compile worker: short result");
  if (!s) {
    memcpy(times, bytes, sizeof *times);
    s = cajit_jit_objects_unpack(bytes + sizeof *times, len - sizeof *times,
                                 out);
  }
  cajit_free(bytes);
  return s;
}

/* Stores the objects under key: one object as it is, several as a bundle
 * (cajit_jit_objects_pack). */
static cajit_status cache_put(cajit_object_cache *cache, const char *key,
                              size_t key_len, const cajit_jit_objects *objs) {
  if (objs->count == 1)
    return cajit_object_cache_put(cache, key, key_len, objs->data[0],
                                  objs->len[0]);
  char *bundle = NULL;
  size_t len = 0;
  CAJIT_RETURN_IF_ERROR(cajit_jit_objects_pack(objs, &bundle, &len));
  cajit_status s = cajit_object_cache_put(cache, key, key_len, bundle, len);
  cajit_free(bundle);
  return s;
}

/* Keeps the first reason the cache could not be used (s is consumed). */
static void cache_failed(cajit_compiled *c, cajit_status s) {
  if (!c->cache_error) {
    const char *msg = cajit_status_message(s);
    c->cache_error = cajit_strndup(msg, strlen(msg));
  }
  cajit_status_free(s);
}

/* Opens the cache and looks g up; on a hit loads the object into c (which
 * then has its entry). Failures, even out of memory, are recorded in c and
 * leave the cache unused: compiling goes on without it. After a miss or an
 * unusable entry, *out_cache and *out_key stay set for storing the object
 * compiled instead. */
static void cache_lookup(cajit_compiled *c, cajit_graph *g,
                         const cajit_compile_options *opts, cajit_jit *jit,
                         const char *name, cajit_object_cache **out_cache,
                         char **out_key, size_t *out_key_len) {
  double t0 = cajit_now_ms();
  cajit_status s = cajit_object_cache_open(opts->object_cache_dir, out_cache);
  if (!s)
    s = cache_key(g, opts, cajit_jit_get_target(jit), out_key, out_key_len);
  double t1 = cajit_now_ms();
  c->timings.key = t1 - t0;
  char *obj = NULL;
  size_t len = 0;
  cajit_object_cache_lookup found = CAJIT_OBJECT_CACHE_MISS;
  if (!s)
    s = cajit_object_cache_get(*out_cache, *out_key, *out_key_len, &obj, &len,
                               &found);
  c->timings.cache_read = cajit_now_ms() - t1;
  if (s) {
    cache_failed(c, s);
    cajit_object_cache_close(*out_cache);
    *out_cache = NULL;
    return;
  }
  c->cache_result = found == CAJIT_OBJECT_CACHE_HIT ? CAJIT_COMPILE_CACHE_HIT
                    : found == CAJIT_OBJECT_CACHE_MISS
                        ? CAJIT_COMPILE_CACHE_MISS
                        : CAJIT_COMPILE_CACHE_BAD;
  if (obj) {
    cajit_jit_objects objs;
    s = cajit_jit_objects_unpack(obj, len, &objs);
    if (!s) s = load(c, jit, &objs, name);
    cajit_jit_objects_free(&objs);
    if (s) { /* e.g. a symbol the runtime no longer has: recompile */
      c->cache_result = CAJIT_COMPILE_CACHE_BAD;
      cache_failed(c, cajit_status_annotate(s, "cached object unusable"));
    }
  }
  cajit_free(obj);
}

cajit_status cajit_compile(cajit_graph *g, const cajit_compile_options *opts,
                           cajit_compiled **out_compiled) {
  cajit_compile_options defaults;
  if (!opts) {
    cajit_compile_options_init(&defaults);
    opts = &defaults;
  }
  *out_compiled = NULL;
  if (!g) return cajit_status_make(CAJIT_INVALID_ARGUMENT, "compile: no graph");
  double start = cajit_now_ms();
  char buf[128];
  const char *name = module_name(g, opts, buf, sizeof buf);
  cajit_compiled *c = cajit_calloc(1, sizeof *c);
  if (!c)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "compile: out of memory");
  cajit_rt_idle_arenas_graph_created();
  cajit_jit *jit = NULL;
  cajit_status s = get_jit(opts, c, &jit);
  cajit_object_cache *cache = NULL;
  char *key = NULL;
  size_t key_len = 0;
  if (!s && opts && opts->object_cache_dir)
    cache_lookup(c, g, opts, jit, name, &cache, &key, &key_len);
  if (!s && !c->entry) {
    cajit_jit_objects objs = {0};
    s = (opts->compile_in_worker ? compile_objects_in_worker : compile_objects)(
        g, opts, cajit_jit_get_target(jit), name, &c->timings, &objs);
    if (!s && cache) {
      double t0 = cajit_now_ms();
      cajit_status w = cache_put(cache, key, key_len, &objs);
      if (w) cache_failed(c, w);
      c->timings.cache_write = cajit_now_ms() - t0;
    }
    if (!s) s = load(c, jit, &objs, name);
    cajit_jit_objects_free(&objs);
  }
  cajit_object_cache_close(cache);
  cajit_free(key);
  if (!s) s = find_host_op_lists(c);
  if (!s && opts->profile) s = find_profile(c);
  if (s) {
    cajit_compiled_destroy(c);
    return cajit_status_annotate(s, "compiling %s", name);
  }
  c->output_count = g->output_count;
  c->timings.total = cajit_now_ms() - start;
  *out_compiled = c;
  return NULL;
}

void cajit_compiled_destroy(cajit_compiled *c) {
  if (!c) return;
  cajit_status s = cajit_jit_module_unload(c->module);
  cajit_status_free(s); /* nothing to report it to */
  cajit_jit_destroy(c->owned_jit);
  cajit_rt_idle_arenas_graph_destroyed();
  cajit_free(c->cache_error);
  cajit_free(c->profile_text);
  cajit_free(c->fallback_ops);
  cajit_free(c->library_ops);
  cajit_free(c->profile_names);
  cajit_free(c);
}

/* Runs the entry with an arena of the process's kept ones lent to it (the
 * last given back, a fresh reusable one when none is free; none, i.e. the
 * entry's own, when that cannot be allocated), then gives the arena back
 * to the pool, which keeps it for the next call of any graph or frees it
 * (idle_arenas.h). */
static int32_t run_with_kept_arena(cajit_compiled *c, cajit_call *call) {
  cajit_rt_arena *a = cajit_rt_idle_arena_take();
  cajit_rt_arena *outer = cajit_rt_arena_lend(a);
  int32_t rc = cajit_jit_call_entry(c->entry, call);
  cajit_rt_arena_lend(outer);
  cajit_rt_idle_arena_put(a);
  return rc;
}

cajit_status cajit_compiled_run(cajit_compiled *c, cajit_call *call) {
  if (!c || !call)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "run: no compiled graph or call");
  call->status = NULL;
  if (run_with_kept_arena(c, call) == 0) return NULL;
  cajit_status s = call->status;
  call->status = NULL;
  return s ? s
           : cajit_status_make(CAJIT_INTERNAL,
                               "run: the entry failed without a status");
}

cajit_entry_fn cajit_compiled_entry(const cajit_compiled *c) {
  return c->entry;
}

int32_t cajit_compiled_output_count(const cajit_compiled *c) {
  return c->output_count;
}

const cajit_compile_timings *cajit_compiled_timings(const cajit_compiled *c) {
  return &c->timings;
}

cajit_compile_cache_result
cajit_compiled_cache_result(const cajit_compiled *c) {
  return c->cache_result;
}

const char *cajit_compiled_cache_error(const cajit_compiled *c) {
  return c->cache_error;
}

cajit_status cajit_compile_dump_kir(cajit_graph *g,
                                    const cajit_compile_options *opts,
                                    char **out_text, size_t *out_len) {
  return lowered_text(g, opts, cajit_kir_program_print, out_text, out_len);
}

/* The JIT's parts of m (cajit_jit_compile_objects: the optnone entry
 * apart at level 0, the kernels at the target's level) as one assembly
 * text, each part under a comment line that names it. */
static cajit_status assembly_of_parts(const cajit_jit_target *t,
                                      LLVMModuleRef m, char **out_data,
                                      size_t *out_len) {
  cajit_jit_split_options so = {.max_parts = 1, .assembly = true};
  cajit_jit_objects parts = {0};
  CAJIT_RETURN_IF_ERROR(cajit_jit_compile_objects(t, m, &so, &parts, NULL));
  size_t total = 1;
  for (int32_t i = 0; i < parts.count; i++)
    total += parts.len[i] + 96;
  char *text = cajit_malloc(total);
  if (!text) {
    cajit_jit_objects_free(&parts);
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
  }
  /* With one part of kernels asked for, two parts mean the entry apart. */
  static const char *const names[2][2] = {
      {"the whole module, at the target's level", ""},
      {"the entry and the loop-free functions only it calls, at level 0",
       "the kernels, at the target's level"}};
  size_t at = 0;
  for (int32_t i = 0; i < parts.count; i++) {
    at += (size_t)snprintf(text + at, total - at, "# ---- cajit: %s ----\n",
                           names[parts.count == 2][i]);
    memcpy(text + at, parts.data[i], parts.len[i]);
    at += parts.len[i];
  }
  text[at] = '\0';
  cajit_jit_objects_free(&parts);
  *out_data = text;
  *out_len = at;
  return NULL;
}

/* g's module for the options' target as `kind`: as generated, or
 * (optimize) trimmed for the JIT and optimized, as cajit_compile would
 * (assembly: compiled in the JIT's parts, each at its own level). */
static cajit_status emit_module(cajit_graph *g,
                                const cajit_compile_options *opts,
                                bool optimize, cajit_emit_kind kind,
                                char **out_data, size_t *out_len) {
  cajit_compile_options defaults;
  if (!opts) {
    cajit_compile_options_init(&defaults);
    opts = &defaults;
  }
  *out_data = NULL;
  *out_len = 0;
  char buf[128];
  const char *name = module_name(g, opts, buf, sizeof buf);
  cajit_jit_target *t = NULL;
  /* The target first: a bad cpu or feature fails before any work. */
  cajit_status s = cajit_jit_target_create(opts->jit, &t);
  LLVMContextRef ctx = s ? NULL : LLVMContextCreate();
  LLVMModuleRef m = NULL;
  if (!s) s = cajit_compile_generate(g, opts, t, ctx, name, &m, NULL);
  if (!s && optimize) s = cajit_compile_trim_for_jit(m);
  if (!s) s = cajit_jit_target_prepare_module(t, m);
  if (!s && optimize && kind == CAJIT_EMIT_ASM) {
    s = assembly_of_parts(t, m, out_data, out_len);
  } else {
    if (!s && optimize) s = cajit_jit_optimize(t, m);
    if (!s) s = cajit_jit_emit(t, m, kind, out_data, out_len);
  }
  cajit_jit_target_destroy(t);
  if (m) LLVMDisposeModule(m);
  if (ctx) LLVMContextDispose(ctx);
  return s;
}

cajit_status cajit_compile_dump_llvm(cajit_graph *g,
                                     const cajit_compile_options *opts,
                                     bool optimized, char **out_text,
                                     size_t *out_len) {
  return emit_module(g, opts, optimized, CAJIT_EMIT_LL, out_text, out_len);
}

cajit_status cajit_compile_emit(cajit_graph *g,
                                const cajit_compile_options *opts,
                                cajit_emit_kind kind, char **out_data,
                                size_t *out_len) {
  return emit_module(g, opts, true, kind, out_data, out_len);
}
