/* The symbols JIT code may call (see "Symbols" in cajit/jit.h): a sorted,
 * immutable table of name -> address that the JIT's definition generator
 * consults when linking a module. Listing functions one by one (instead of
 * exposing the process) is the security boundary: a graph can only reach
 * what is named here. */
#include <dlfcn.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "jit/internal.h"
#include "runtime/rt.h"
#include "support/alloc.h"
#include "support/vec.h"

typedef struct sym {
  char *name;
  void *address;
} sym;

struct cajit_jit_symtab {
  sym *syms;
  size_t count;
};

#define FN(f) {#f, (void *)&f}
/* Double and float versions of a libm function. */
#define FN2(x) FN(x), FN(x##f)

static const struct {
  const char *name;
  void *address;
} builtin[] = {
    /* lib/runtime (runtime/rt.h) */
    FN(cajit_rt_size_mul),
    FN(cajit_rt_buffer_alloc),
    FN(cajit_rt_buffer_free),
    FN(cajit_rt_arena_create),
    FN(cajit_rt_arena_alloc),
    FN(cajit_rt_arena_bytes),
    FN(cajit_rt_arena_destroy),
    FN(cajit_rt_plan_layout),
    FN(cajit_rt_plan_layout_cached),
    FN(cajit_rt_dlpack_wrap),
    FN(cajit_rt_dlpack_alloc),
    FN(cajit_rt_dlpack_release),
    FN(cajit_rt_dlpack_numel),
    FN(cajit_rt_gemm_f32),
    FN(cajit_rt_gemm_f64),
    FN(cajit_rt_gemm_batched_f32),
    FN(cajit_rt_gemm_batched_f64),
    FN(cajit_rt_parallel_for),
    FN(cajit_rt_parallel_for_call),
    FN(cajit_rt_profile_add),
    FN(cajit_rt_profile_now),
    FN(cajit_rt_in_parallel_region),
    FN(cajit_rt_host_call),
    FN(cajit_rt_release_inputs),
    FN(cajit_rt_input_ready),
    FN(cajit_rt_check_inputs),
    FN(cajit_rt_check_dims),
    FN(cajit_rt_check_sym_eqs),
    FN(cajit_rt_check_open_strides),
    FN(cajit_rt_bind_symbols),
    FN(cajit_rt_bind_planned),
    FN(cajit_rt_alloc_tensors),
    FN(cajit_rt_view_tensor),
    FN(cajit_rt_fail),
    FN(cajit_rt_fail_msg),
    /* memory intrinsics LLVM lowers to calls */
    FN(memcpy),
    FN(memmove),
    FN(memset),
    /* libm: what kernels call and what LLVM lowers math intrinsics to */
    FN2(acos),
    FN2(acosh),
    FN2(asin),
    FN2(asinh),
    FN2(atan),
    FN2(atan2),
    FN2(atanh),
    FN2(cbrt),
    FN2(ceil),
    FN2(copysign),
    FN2(cos),
    FN2(cosh),
    FN2(erf),
    FN2(erfc),
    FN2(exp),
    FN2(exp10),
    FN2(exp2),
    FN2(expm1),
    FN2(fabs),
    FN2(floor),
    FN2(fma),
    FN2(fmax),
    FN2(fmin),
    FN2(fmod),
    FN2(hypot),
    FN2(ldexp),
    FN2(lgamma),
    FN2(log),
    FN2(log10),
    FN2(log1p),
    FN2(log2),
    FN2(nearbyint),
    FN2(pow),
    FN2(remainder),
    FN2(rint),
    FN2(round),
    FN2(sin),
    FN2(sincos),
    FN2(sinh),
    FN2(sqrt),
    FN2(tan),
    FN2(tanh),
    FN2(tgamma),
    FN2(trunc),
};

/* Compiler-runtime helpers LLVM may call for half/bfloat conversions;
 * defined only if the process has them (libgcc_s). */
static const char *const optional_helpers[] = {
    "__extendhfsf2", "__truncsfhf2", "__truncdfhf2",
    "__truncsfbf2",  "__truncdfbf2",
};

typedef CAJIT_VEC(sym) sym_vec;

typedef struct builder {
  sym_vec v;
  bool failed;
} builder;

static void add(builder *b, const char *name, void *address) {
  if (b->failed) return;
  sym s = {cajit_strndup(name, strlen(name)), address};
  if (!s.name || !CAJIT_VEC_PUSH(&b->v, s)) {
    cajit_free(s.name);
    b->failed = true;
  }
}

static void add_cb(const char *name, void *address, void *ctx) {
  add(ctx, name, address);
}

static int cmp_sym(const void *a, const void *b) {
  return strcmp(((const sym *)a)->name, ((const sym *)b)->name);
}

void cajit_jit_symtab_destroy(cajit_jit_symtab *tab) {
  if (!tab) return;
  for (size_t i = 0; i < tab->count; i++)
    cajit_free(tab->syms[i].name);
  cajit_free(tab->syms);
  cajit_free(tab);
}

cajit_status cajit_jit_symtab_create(bool with_mvec,
                                     const cajit_jit_symbol *extra,
                                     size_t extra_count,
                                     cajit_jit_symtab **out_tab) {
  *out_tab = NULL;
  for (size_t i = 0; i < extra_count; i++)
    if (!extra[i].name || !*extra[i].name || !extra[i].address)
      return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                               "extra symbol %zu has no name or no address", i);
  builder b = {{0}, false};
  for (size_t i = 0; i < sizeof builtin / sizeof builtin[0]; i++)
    add(&b, builtin[i].name, builtin[i].address);
  for (size_t i = 0; i < sizeof optional_helpers / sizeof *optional_helpers;
       i++) {
    void *p = dlsym(RTLD_DEFAULT, optional_helpers[i]);
    if (p) add(&b, optional_helpers[i], p);
  }
  if (with_mvec) cajit_jit_vecmath_symbols(add_cb, &b);
  for (size_t i = 0; i < extra_count; i++)
    add(&b, extra[i].name, extra[i].address);
  cajit_jit_symtab *tab = b.failed ? NULL : cajit_calloc(1, sizeof *tab);
  if (!tab) {
    for (size_t i = 0; i < b.v.len; i++)
      cajit_free(b.v.data[i].name);
    CAJIT_VEC_FREE(&b.v);
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "jit symbols: out of memory");
  }
  tab->syms = b.v.data;
  tab->count = b.v.len;
  qsort(tab->syms, tab->count, sizeof(sym), cmp_sym);
  for (size_t i = 1; i < tab->count; i++)
    if (!strcmp(tab->syms[i - 1].name, tab->syms[i].name)) {
      cajit_status s = cajit_status_make(CAJIT_INVALID_ARGUMENT,
                                         "jit symbol '%s' is defined twice",
                                         tab->syms[i].name);
      cajit_jit_symtab_destroy(tab);
      return s;
    }
  *out_tab = tab;
  return CAJIT_OK_STATUS;
}

static int cmp_key(const void *key, const void *elem) {
  return strcmp(key, ((const sym *)elem)->name);
}

void *cajit_jit_symtab_find(const cajit_jit_symtab *tab, const char *name) {
  const sym *s = bsearch(name, tab->syms, tab->count, sizeof(sym), cmp_key);
  return s ? s->address : NULL;
}

size_t cajit_jit_symtab_size(const cajit_jit_symtab *tab) { return tab->count; }
