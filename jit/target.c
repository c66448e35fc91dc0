/* Code generation targets (see cajit/jit.h): host or explicit x86-64
 * cpu/features, checked against LLVM 19's names before LLVM sees them
 * (LLVM aborts on some bad CPU names), plus per-operation TargetMachines.
 *
 * A target keeps strings and the LLVMTargetRef (a static registry entry)
 * only. TargetMachines are not safe to share between threads (their
 * subtarget cache is unsynchronized), so every optimize/emit makes its own
 * and disposes it before returning. */
#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/Support.h>
#include <llvm-c/Target.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jit/internal.h"
#include "jit/target_tables.h"
#include "support/alloc.h"

struct cajit_jit_target {
  char *triple, *cpu, *features, *data_layout;
  LLVMTargetRef target;
  int32_t opt_level;
  cajit_jit_pipeline pipeline;
  int32_t prefer_vector_width;
  int32_t kernel_vector_width; /* cajit_jit_target_kernel_vector_width */
  int32_t prefetch_level;      /* cajit_jit_target_prefetch_level */
  int32_t accum_output_width;  /* cajit_jit_target_accum_output_width */
  int32_t accum_unrolled_width;
  int isa_level; /* CAJIT_X86_ISA_*, x86-64 only */
  bool x86_64;
  bool libmvec;
};

/* ---- LLVM initialization ---- */

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static bool init_failed;

static void llvm_init(void) {
  cajit_jit_install_fatal_handlers(); /* before LLVM can fail */
  init_failed = LLVMInitializeNativeTarget() ||
                LLVMInitializeNativeAsmPrinter() ||
                LLVMInitializeNativeAsmParser();
}

/* ---- code generation options (cajit_jit_codegen_enter) ----
 *
 * -disable-lsr is read when an emission builds its pipeline
 * (TargetPassConfig::addIRPasses), so it is set only while no emission of
 * the other kind runs: `active` emissions run with `lsr_off`; the first
 * CPU emission sets it, the last one to leave restores LLVM's default, so
 * NVPTX code (and any other user of the process's libLLVM between cajit's
 * compiles) sees the default. Setting it is an LLVMParseCommandLineOptions
 * (the last occurrence wins; the C API parses with a null error stream,
 * which neither prints nor exits, so an LLVM without the option is no
 * error). */
static pthread_mutex_t codegen_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t codegen_cv = PTHREAD_COND_INITIALIZER;
static int32_t codegen_active;
static bool codegen_lsr_off;

static void set_lsr_off(bool off) {
  const char *argv[] = {"cajit", off ? "-disable-lsr" : "-disable-lsr=false"};
  LLVMParseCommandLineOptions(2, argv, "");
  codegen_lsr_off = off;
}

/* A process forked while another thread emits (compile/worker.c forks a
 * compile child from one thread while others may compile in-process)
 * inherits `codegen_active` counting emissions that do not exist in the
 * child: the child starts afresh, with the option's current setting
 * remembered so the next emission of the other kind resets it. The mutex
 * is held across the fork, so the fork never lands inside set_lsr_off
 * (the option set, `codegen_lsr_off` not yet) and the child's copy is
 * unlocked by the thread that forked. */
static void codegen_before_fork(void) { pthread_mutex_lock(&codegen_mu); }
static void codegen_after_fork_in_parent(void) {
  pthread_mutex_unlock(&codegen_mu);
}
static void codegen_after_fork_in_child(void) {
  pthread_cond_init(&codegen_cv, NULL);
  codegen_active = 0;
  pthread_mutex_unlock(&codegen_mu);
}

static pthread_once_t codegen_once = PTHREAD_ONCE_INIT;

static void codegen_register_fork_handler(void) {
  /* Fails only with ENOMEM at first use; a child then keeps the count. */
  (void)pthread_atfork(codegen_before_fork, codegen_after_fork_in_parent,
                       codegen_after_fork_in_child);
}

void cajit_jit_codegen_enter(cajit_jit_codegen_kind kind) {
  bool off = kind == CAJIT_JIT_CODEGEN_CPU;
  pthread_once(&codegen_once, codegen_register_fork_handler);
  pthread_mutex_lock(&codegen_mu);
  while (codegen_active > 0 && codegen_lsr_off != off)
    pthread_cond_wait(&codegen_cv, &codegen_mu);
  if (codegen_lsr_off != off) set_lsr_off(off);
  codegen_active++;
  pthread_mutex_unlock(&codegen_mu);
}

void cajit_jit_codegen_leave(cajit_jit_codegen_kind kind) {
  (void)kind;
  pthread_mutex_lock(&codegen_mu);
  if (--codegen_active == 0) {
    if (codegen_lsr_off) set_lsr_off(false);
    pthread_cond_broadcast(&codegen_cv);
  }
  pthread_mutex_unlock(&codegen_mu);
}

cajit_status cajit_jit_llvm_init(void) {
  pthread_once(&init_once, llvm_init);
  if (init_failed)
    return cajit_status_make(CAJIT_LLVM_ERROR,
                             "LLVM has no native target for this machine");
  return CAJIT_OK_STATUS;
}

/* CAJIT_PREFER_VECTOR_WIDTH: 128, 256 or 512; anything else is kept as
 * -1, which check_options refuses, naming the variable. */
static int32_t env_vector_width(void) {
  const char *v = getenv("CAJIT_PREFER_VECTOR_WIDTH");
  if (!v || !*v) return 0;
  if (!strcmp(v, "128")) return 128;
  if (!strcmp(v, "256")) return 256;
  if (!strcmp(v, "512")) return 512;
  return -1;
}

/* CAJIT_LLVM_PIPELINE: cajit or default; anything else is kept as -1,
 * which check_options refuses, naming the variable. */
static cajit_jit_pipeline env_pipeline(void) {
  const char *v = getenv("CAJIT_LLVM_PIPELINE");
  if (!v || !*v || !strcmp(v, "cajit")) return CAJIT_PIPELINE_CAJIT;
  if (!strcmp(v, "default")) return CAJIT_PIPELINE_DEFAULT;
  return (cajit_jit_pipeline)-1;
}

void cajit_jit_options_init(cajit_jit_options *opts) {
  memset(opts, 0, sizeof *opts);
  opts->opt_level = 3;
  opts->pipeline = env_pipeline();
  opts->veclib = CAJIT_VECLIB_DEFAULT;
  opts->prefer_vector_width = env_vector_width();
}

/* ---- checks of cpu and feature names ---- */

static bool is_host_cpu(const char *cpu) {
  return !cpu || !strcmp(cpu, "host") || !strcmp(cpu, "native");
}

/* Checks "+a,-b,..." against LLVM's x86 feature names and applies the
 * vector ISA features to *level. */
static cajit_status check_features(const char *features, const char *triple,
                                   bool validate, int *level) {
  const char *p = features;
  while (*p) {
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    char item[64];
    if (len == 0) {
      p = end + 1;
      continue;
    }
    if (len >= sizeof item || (p[0] != '+' && p[0] != '-'))
      return cajit_status_make(
          CAJIT_INVALID_ARGUMENT,
          "bad feature '%.*s' for %s: write +name or -name", (int)len, p,
          triple);
    memcpy(item, p + 1, len - 1);
    item[len - 1] = '\0';
    if (validate && !cajit_x86_feature_known(item))
      return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                               "unknown feature '%s' for %s", item, triple);
    bool on = p[0] == '+';
    int implied = !strcmp(item, "avx512f") ? CAJIT_X86_ISA_AVX512
                  : !strcmp(item, "avx2")  ? CAJIT_X86_ISA_AVX2
                  : !strcmp(item, "avx")   ? CAJIT_X86_ISA_AVX
                                           : -1;
    if (implied >= 0) {
      if (on && *level < implied) *level = implied;
      if (!on && *level >= implied) *level = implied - 1;
    }
    if (!end) break;
    p = end + 1;
  }
  return CAJIT_OK_STATUS;
}

static cajit_status check_options(const cajit_jit_options *o) {
  if (o->opt_level < 0 || o->opt_level > 3)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT, "opt level %d, need 0..3",
                             o->opt_level);
  if (o->pipeline != CAJIT_PIPELINE_CAJIT &&
      o->pipeline != CAJIT_PIPELINE_DEFAULT)
    return (int)o->pipeline == -1
               ? cajit_status_make(CAJIT_INVALID_ARGUMENT,
                                   "CAJIT_LLVM_PIPELINE=%s: need cajit or "
                                   "default",
                                   getenv("CAJIT_LLVM_PIPELINE"))
               : cajit_status_make(CAJIT_INVALID_ARGUMENT, "bad pipeline %d",
                                   (int)o->pipeline);
  if (o->prefer_vector_width != 0 && o->prefer_vector_width != 128 &&
      o->prefer_vector_width != 256 && o->prefer_vector_width != 512)
    return o->prefer_vector_width == -1
               ? cajit_status_make(
                     CAJIT_INVALID_ARGUMENT,
                     "CAJIT_PREFER_VECTOR_WIDTH=%s: need 128, 256 or 512",
                     getenv("CAJIT_PREFER_VECTOR_WIDTH"))
               : cajit_status_make(
                     CAJIT_INVALID_ARGUMENT,
                     "prefer_vector_width %d, need 0, 128, 256 or 512",
                     o->prefer_vector_width);
  if (o->veclib < CAJIT_VECLIB_DEFAULT || o->veclib > CAJIT_VECLIB_LIBMVEC)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT, "bad veclib %d",
                             (int)o->veclib);
  return CAJIT_OK_STATUS;
}

/* ---- creation ---- */

static char *dup_str(const char *s) { return cajit_strndup(s, strlen(s)); }

/* Copies an LLVM-owned message into a cajit string and disposes it. */
static char *take_llvm_string(char *s) {
  if (!s) return NULL;
  char *copy = dup_str(s);
  LLVMDisposeMessage(s);
  return copy;
}

void cajit_jit_target_destroy(cajit_jit_target *t) {
  if (!t) return;
  cajit_free(t->triple);
  cajit_free(t->cpu);
  cajit_free(t->features);
  cajit_free(t->data_layout);
  cajit_free(t);
}

static cajit_status oom(const char *what) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                           "jit target: out of memory (%s)", what);
}

/* The host CPU's name and features, read once: LLVM reads them with CPUID,
 * dozens of instructions that trap to the hypervisor in a VM (about 5 us
 * each here), and every target creation asked again. NULL if the copy
 * failed: then each creation asks LLVM. */
static pthread_once_t host_cpu_once = PTHREAD_ONCE_INIT;
static char *host_cpu_name, *host_cpu_features;

static char *llvm_string_to_malloc(char *s) {
  char *copy = s ? strdup(s) : NULL;
  if (s) LLVMDisposeMessage(s);
  return copy;
}

static void read_host_cpu(void) {
  host_cpu_name = llvm_string_to_malloc(LLVMGetHostCPUName());
  host_cpu_features = llvm_string_to_malloc(LLVMGetHostCPUFeatures());
}

/* Fills triple, cpu, features and the ISA level from the options. */
static cajit_status resolve_cpu(cajit_jit_target *t,
                                const cajit_jit_options *o) {
  char *def = LLVMGetDefaultTargetTriple();
  t->triple = def ? take_llvm_string(LLVMNormalizeTargetTriple(def)) : NULL;
  if (def) LLVMDisposeMessage(def);
  if (!t->triple) return oom("triple");
  t->x86_64 = !strncmp(t->triple, "x86_64-", 7);

  bool host = is_host_cpu(o->cpu);
  if (host) {
    pthread_once(&host_cpu_once, read_host_cpu);
    t->cpu = host_cpu_name ? dup_str(host_cpu_name)
                           : take_llvm_string(LLVMGetHostCPUName());
    t->features = o->features ? dup_str(o->features)
                  : host_cpu_features
                      ? dup_str(host_cpu_features)
                      : take_llvm_string(LLVMGetHostCPUFeatures());
  } else {
    if (!t->x86_64)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "cpu override '%s': only x86-64 cpu names can "
                               "be checked, and this host is %s",
                               o->cpu, t->triple);
    const cajit_x86_cpu *c = cajit_x86_cpu_find(o->cpu);
    if (!c)
      return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                               "unknown cpu '%s' for %s (see llc-19 "
                               "-march=x86-64 -mcpu=help)",
                               o->cpu, t->triple);
    t->isa_level = c->isa_level;
    t->cpu = dup_str(o->cpu);
    t->features = dup_str(o->features ? o->features : "");
  }
  if (!t->cpu || !t->features) return oom("cpu");
  if (host) t->isa_level = CAJIT_X86_ISA_SSE;
  /* Host features come from LLVM itself; only a user's list is checked. */
  return check_features(t->features, t->triple,
                        t->x86_64 && o->features != NULL, &t->isa_level);
}

/* x86-64 CPUs (LLVM's names) that run 512-bit vectors at full clock, where
 * LLVM's cost model still prefers 256-bit code for the Intel ones
 * (TuningPrefer256Bit). bench/README.md, "Vector width": on a Sapphire
 * Rapids-class Xeon 512-bit code is 12-21% faster on pointwise kernels and
 * inner-dim reductions and 8-12% slower on outer-dim reductions. Skylake-SP,
 * Cascade Lake, Cooper Lake, Cannon Lake, Ice Lake and Tiger Lake lower
 * their clock under sustained 512-bit code and are left out. */
static const char *const full_width_512[] = {
    "znver4",        "znver5",        "sapphirerapids",
    "emeraldrapids", "graniterapids", "graniterapids-d",
};

static int32_t decide_kernel_vector_width(const cajit_jit_target *t) {
  if (!t->x86_64 || t->prefer_vector_width != 0 ||
      t->isa_level < CAJIT_X86_ISA_AVX512)
    return 0;
  for (size_t i = 0; i < sizeof full_width_512 / sizeof *full_width_512; i++)
    if (!strcmp(t->cpu, full_width_512[i])) return 512;
  return 0;
}

/* Reductions accumulating into their output (jit.h says what was
 * measured): at the wide width on znver5 unless they unroll outer loops
 * inside the vector loop, the opposite elsewhere. */
static void decide_accum_output_widths(cajit_jit_target *t) {
  int32_t wide = t->kernel_vector_width;
  bool zen5 = !strcmp(t->cpu, "znver5");
  t->accum_output_width = !wide ? 0 : zen5 ? wide : 256;
  t->accum_unrolled_width = !wide ? 0 : zen5 ? 256 : wide;
}

/* Zen 4 (32 KiB L1D, 1 MiB L2 per core): dwconv's grad_weight rows ran
 * 5-20% faster prefetching the next image's rows into L2 (prefetcht1)
 * than into L1 (prefetcht0), loaded 2-vCPU EPYC VM (bench/README.md,
 * "dwconv's grad_weight on Zen 4"). Other CPUs keep L1, as measured on
 * the Xeon in round 3; znver5 was not measured. */
static int32_t decide_prefetch_level(const cajit_jit_target *t) {
  return t->x86_64 && !strcmp(t->cpu, "znver4") ? 2 : 1;
}

static cajit_status data_layout_from_llvm(cajit_jit_target *t);

/* The data layout of the last (triple, cpu, features) resolved, for the
 * process: finding it means creating a TargetMachine, whose subtarget
 * applies every feature's implications transitively (0.2-1 ms for a
 * Sapphire Rapids feature list), and every compile, lowering and dump
 * creates a target (half of test_lower_pool's time went there). Plain
 * malloc: it lives until exit, and a failed allocation only skips it. */
static pthread_mutex_t layout_cache_lock = PTHREAD_MUTEX_INITIALIZER;
static char *layout_cache_key; /* "triple\ncpu\nfeatures" */
static char *layout_cache_value;

static char *layout_key(const cajit_jit_target *t) {
  size_t n = strlen(t->triple) + strlen(t->cpu) + strlen(t->features) + 3;
  char *key = malloc(n);
  if (key) snprintf(key, n, "%s\n%s\n%s", t->triple, t->cpu, t->features);
  return key;
}

static char *cached_data_layout(const char *key) {
  char *found = NULL;
  pthread_mutex_lock(&layout_cache_lock);
  if (layout_cache_key && !strcmp(layout_cache_key, key))
    found = dup_str(layout_cache_value);
  pthread_mutex_unlock(&layout_cache_lock);
  return found;
}

static void cache_data_layout(char *key, const char *layout) {
  char *value = strdup(layout);
  if (!value) {
    free(key);
    return;
  }
  pthread_mutex_lock(&layout_cache_lock);
  free(layout_cache_key);
  free(layout_cache_value);
  layout_cache_key = key;
  layout_cache_value = value;
  pthread_mutex_unlock(&layout_cache_lock);
}

static cajit_status resolve_data_layout(cajit_jit_target *t) {
  char *key = layout_key(t);
  if (key) {
    t->data_layout = cached_data_layout(key);
    if (t->data_layout) {
      free(key);
      return CAJIT_OK_STATUS;
    }
  }
  cajit_status s = data_layout_from_llvm(t);
  if (!s && key)
    cache_data_layout(key, t->data_layout);
  else
    free(key);
  return s;
}

static cajit_status data_layout_from_llvm(cajit_jit_target *t) {
  LLVMTargetMachineRef tm;
  CAJIT_RETURN_IF_ERROR(cajit_jit_target_make_tm(t, &tm));
  LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
  t->data_layout = take_llvm_string(LLVMCopyStringRepOfTargetData(td));
  LLVMDisposeTargetData(td);
  LLVMDisposeTargetMachine(tm);
  return t->data_layout ? CAJIT_OK_STATUS : oom("data layout");
}

cajit_status cajit_jit_target_create(const cajit_jit_options *opts,
                                     cajit_jit_target **out_target) {
  *out_target = NULL;
  cajit_jit_options defaults;
  if (!opts) {
    cajit_jit_options_init(&defaults);
    opts = &defaults;
  }
  CAJIT_RETURN_IF_ERROR(check_options(opts));
  CAJIT_RETURN_IF_ERROR(cajit_jit_llvm_init());
  cajit_jit_target *t = cajit_calloc(1, sizeof *t);
  if (!t) return oom("target");
  t->opt_level = opts->opt_level;
  t->pipeline = opts->pipeline;
  t->prefer_vector_width = opts->prefer_vector_width;
  cajit_status s = resolve_cpu(t, opts);
  if (!s) {
    char *err = NULL;
    if (LLVMGetTargetFromTriple(t->triple, &t->target, &err))
      s = cajit_jit_from_llvm_message(err, "no LLVM target for %s", t->triple);
    else if (err)
      LLVMDisposeMessage(err);
  }
  if (!s) {
    bool mvec = t->x86_64 && cajit_jit_vecmath_available();
    if (opts->veclib == CAJIT_VECLIB_LIBMVEC && !mvec)
      s = cajit_status_make(CAJIT_UNSUPPORTED,
                            "veclib libmvec: libmvec.so.1 could not be loaded "
                            "or the target is not x86-64");
    t->libmvec = mvec && opts->veclib != CAJIT_VECLIB_NONE;
  }
  if (!s) s = resolve_data_layout(t);
  if (!s) {
    t->kernel_vector_width = decide_kernel_vector_width(t);
    t->prefetch_level = decide_prefetch_level(t);
    decide_accum_output_widths(t);
  }
  if (s) {
    cajit_jit_target_destroy(t);
    return s;
  }
  *out_target = t;
  return CAJIT_OK_STATUS;
}

/* ---- accessors ---- */

const char *cajit_jit_target_triple(const cajit_jit_target *t) {
  return t->triple;
}
const char *cajit_jit_target_cpu(const cajit_jit_target *t) { return t->cpu; }
const char *cajit_jit_target_features(const cajit_jit_target *t) {
  return t->features;
}
const char *cajit_jit_target_data_layout(const cajit_jit_target *t) {
  return t->data_layout;
}
int32_t cajit_jit_target_opt_level(const cajit_jit_target *t) {
  return t->opt_level;
}
cajit_jit_pipeline cajit_jit_target_pipeline(const cajit_jit_target *t) {
  return t->pipeline;
}
bool cajit_jit_target_uses_libmvec(const cajit_jit_target *t) {
  return t->libmvec;
}
int32_t cajit_jit_target_prefetch_level(const cajit_jit_target *t) {
  return t->prefetch_level;
}

int32_t cajit_jit_target_accum_output_width(const cajit_jit_target *t,
                                            bool unrolled) {
  return unrolled ? t->accum_unrolled_width : t->accum_output_width;
}
int32_t cajit_jit_target_vector_width(const cajit_jit_target *t) {
  return t->prefer_vector_width;
}
int32_t cajit_jit_target_kernel_vector_width(const cajit_jit_target *t) {
  return t->kernel_vector_width;
}
int cajit_jit_target_mvec_level(const cajit_jit_target *t) {
  return t->libmvec ? t->isa_level : -1;
}

/* ---- TargetMachines and modules ---- */

static const LLVMCodeGenOptLevel codegen_levels[4] = {
    LLVMCodeGenLevelNone, LLVMCodeGenLevelLess, LLVMCodeGenLevelDefault,
    LLVMCodeGenLevelAggressive};

cajit_status cajit_jit_target_make_tm(const cajit_jit_target *t,
                                      LLVMTargetMachineRef *out_tm) {
  return cajit_jit_target_make_tm_at(t, t->opt_level, out_tm);
}

cajit_status cajit_jit_target_make_tm_at(const cajit_jit_target *t,
                                         int32_t level,
                                         LLVMTargetMachineRef *out_tm) {
  if (level < 0 || level > 3) level = t->opt_level;
  LLVMTargetMachineOptionsRef o = LLVMCreateTargetMachineOptions();
  LLVMTargetMachineOptionsSetCPU(o, t->cpu);
  LLVMTargetMachineOptionsSetFeatures(o, t->features);
  LLVMTargetMachineOptionsSetCodeGenOptLevel(o, codegen_levels[level]);
  /* PIC + small code model: JITLink places code anywhere and reaches
   * runtime functions through GOT/PLT stubs; the same settings make
   * objects for the disk cache and for cajit-dump. */
  LLVMTargetMachineOptionsSetRelocMode(o, LLVMRelocPIC);
  LLVMTargetMachineOptionsSetCodeModel(o, LLVMCodeModelSmall);
  *out_tm = LLVMCreateTargetMachineWithOptions(t->target, t->triple, o);
  LLVMDisposeTargetMachineOptions(o);
  if (!*out_tm)
    return cajit_status_make(CAJIT_LLVM_ERROR,
                             "cannot create a TargetMachine for %s, cpu %s",
                             t->triple, t->cpu);
  return CAJIT_OK_STATUS;
}

cajit_status cajit_jit_target_prepare_module(const cajit_jit_target *t,
                                             LLVMModuleRef m) {
  const char *triple = LLVMGetTarget(m);
  if (triple && *triple && strcmp(triple, t->triple)) {
    /* Accept the unnormalized spelling of the same triple. */
    char *norm = LLVMNormalizeTargetTriple(triple);
    bool same = norm && !strcmp(norm, t->triple);
    if (norm) LLVMDisposeMessage(norm);
    if (!same)
      return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                               "module triple %s does not match target %s",
                               triple, t->triple);
  }
  LLVMSetTarget(m, t->triple);
  LLVMSetDataLayout(m, t->data_layout);
  return CAJIT_OK_STATUS;
}

cajit_status cajit_jit_verify(LLVMModuleRef m, const char *what) {
  char *msg = NULL;
  LLVMBool broken = LLVMVerifyModule(m, LLVMReturnStatusAction, &msg);
  if (broken)
    return cajit_jit_from_llvm_message(msg, "%s: invalid LLVM IR", what);
  if (msg) LLVMDisposeMessage(msg);
  return CAJIT_OK_STATUS;
}
