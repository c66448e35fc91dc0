/* Vector math through glibc's libmvec (see "Vector math" in cajit/jit.h).
 *
 * LLVM's loop vectorizer calls a vector variant of a scalar function when
 * the call site carries "vector-function-abi-variant" = a list of
 * "_ZGV_LLVM_N<VF><v..>_<scalar>(<vector name>)" mappings, the variant is
 * declared in the module, and the call does not touch memory. That is what
 * clang emits for `#pragma omp declare simd` and what LLVM's own
 * InjectTLIMappings pass does for -vector-library; doing it here lets cajit
 * use the AVX-512 variants (_ZGVeN16v_expf) and functions (tanhf, erff,
 * log1pf, ...) that LLVM 19's LIBMVEC-X86 table lacks, without global
 * command-line state.
 *
 * Variant names follow the x86-64 vector function ABI: _ZGV<isa>N<VF><v>_f
 * with isa b (SSE, VF 4 for float / 2 for double), c (AVX, 8/4), d (AVX2,
 * 8/4), e (AVX-512, 16/8). Only variants libmvec.so.1 actually exports (and
 * that the target ISA can run) are used. */
#include <dlfcn.h>
#include <llvm-c/Core.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "jit/internal.h"
#include "jit/target_tables.h"
#include "support/alloc.h"
#include "support/vec.h"

/* Double-precision names; the float function is name + "f". */
static const struct {
  const char *name;
  int nargs;
} math_fns[] = {
    {"acos", 1},  {"acosh", 1}, {"asin", 1}, {"asinh", 1}, {"atan", 1},
    {"atan2", 2}, {"atanh", 1}, {"cbrt", 1}, {"cos", 1},   {"cosh", 1},
    {"erf", 1},   {"erfc", 1},  {"exp", 1},  {"exp10", 1}, {"exp2", 1},
    {"expm1", 1}, {"hypot", 2}, {"log", 1},  {"log10", 1}, {"log1p", 1},
    {"log2", 1},  {"pow", 2},   {"sin", 1},  {"sinh", 1},  {"tan", 1},
    {"tanh", 1},
};
enum { NUM_FNS = sizeof math_fns / sizeof math_fns[0], NUM_ISAS = 4 };

static const char isa_letter[NUM_ISAS] = {'b', 'c', 'd', 'e'};
static const int isa_width_f32[NUM_ISAS] = {4, 8, 8, 16};

typedef struct variant {
  char name[48];
  void *address; /* NULL: not exported by this libmvec */
} variant;

/* [fn][is_f32][isa] */
static variant variants[NUM_FNS][2][NUM_ISAS];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static bool loaded;

static void scalar_name(int fn, int is_f32, char *buf, size_t cap) {
  snprintf(buf, cap, "%s%s", math_fns[fn].name, is_f32 ? "f" : "");
}

static int width_of(int is_f32, int isa) {
  return is_f32 ? isa_width_f32[isa] : isa_width_f32[isa] / 2;
}

static void load_libmvec(void) {
  /* Kept open for the life of the process: JIT code may call into it. */
  void *h = dlopen("libmvec.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!h) return;
  int found = 0;
  for (int f = 0; f < NUM_FNS; f++)
    for (int p = 0; p < 2; p++)
      for (int i = 0; i < NUM_ISAS; i++) {
        char scalar[24];
        scalar_name(f, p, scalar, sizeof scalar);
        variant *v = &variants[f][p][i];
        snprintf(v->name, sizeof v->name, "_ZGV%cN%d%s_%s", isa_letter[i],
                 width_of(p, i), math_fns[f].nargs == 2 ? "vv" : "v", scalar);
        v->address = dlsym(h, v->name);
        found += v->address != NULL;
      }
  loaded = found > 0;
}

bool cajit_jit_vecmath_available(void) {
  pthread_once(&load_once, load_libmvec);
  return loaded;
}

void cajit_jit_vecmath_symbols(void (*fn)(const char *, void *, void *),
                               void *ctx) {
  if (!cajit_jit_vecmath_available()) return;
  for (int f = 0; f < NUM_FNS; f++)
    for (int p = 0; p < 2; p++)
      for (int i = 0; i < NUM_ISAS; i++)
        if (variants[f][p][i].address)
          fn(variants[f][p][i].name, variants[f][p][i].address, ctx);
}

/* ---- llvm.compiler.used ---- */

static const char *const used_name = "llvm.compiler.used";

/* Replaces llvm.compiler.used with exactly `vals` (deleting it if n == 0). */
static void set_compiler_used(LLVMModuleRef m, LLVMValueRef *vals, size_t n) {
  LLVMValueRef old = LLVMGetNamedGlobal(m, used_name);
  if (old) LLVMDeleteGlobal(old);
  if (!n) return;
  LLVMTypeRef ptr = LLVMPointerTypeInContext(LLVMGetModuleContext(m), 0);
  LLVMValueRef init = LLVMConstArray2(ptr, vals, n);
  LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(init), used_name);
  LLVMSetLinkage(g, LLVMAppendingLinkage);
  LLVMSetSection(g, "llvm.metadata");
  LLVMSetInitializer(g, init);
}

typedef CAJIT_VEC(LLVMValueRef) value_vec;

static bool get_compiler_used(LLVMModuleRef m, value_vec *out) {
  LLVMValueRef g = LLVMGetNamedGlobal(m, used_name);
  LLVMValueRef init = g ? LLVMGetInitializer(g) : NULL;
  int n = init ? LLVMGetNumOperands(init) : 0;
  for (int i = 0; i < n; i++)
    if (!CAJIT_VEC_PUSH(out, LLVMGetOperand(init, (unsigned)i))) return false;
  return true;
}

static bool is_our_variant(LLVMValueRef v) {
  if (!LLVMIsAFunction(v) || !LLVMIsDeclaration(v)) return false;
  size_t len;
  const char *name = LLVMGetValueName2(v, &len);
  for (int f = 0; f < NUM_FNS; f++)
    for (int p = 0; p < 2; p++)
      for (int i = 0; i < NUM_ISAS; i++)
        if (strlen(variants[f][p][i].name) == len &&
            !memcmp(variants[f][p][i].name, name, len))
          return true;
  return false;
}

cajit_status cajit_jit_vecmath_cleanup(LLVMModuleRef m) {
  value_vec used = {0};
  if (!get_compiler_used(m, &used)) {
    CAJIT_VEC_FREE(&used);
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "vecmath: out of memory");
  }
  size_t kept = 0;
  for (size_t i = 0; i < used.len; i++)
    if (!is_our_variant(used.data[i])) used.data[kept++] = used.data[i];
  if (kept != used.len) set_compiler_used(m, used.data, kept);
  CAJIT_VEC_FREE(&used);
  return CAJIT_OK_STATUS;
}

/* ---- annotation ---- */

/* Whether F has the scalar type of math_fns[fn] in precision is_f32. */
static bool has_scalar_type(LLVMValueRef F, int fn, int is_f32) {
  LLVMTypeRef ty = LLVMGlobalGetValueType(F);
  LLVMTypeKind want = is_f32 ? LLVMFloatTypeKind : LLVMDoubleTypeKind;
  unsigned n = LLVMCountParamTypes(ty);
  if (LLVMIsFunctionVarArg(ty) || (int)n != math_fns[fn].nargs ||
      LLVMGetTypeKind(LLVMGetReturnType(ty)) != want)
    return false;
  LLVMTypeRef params[2];
  LLVMGetParamTypes(ty, params);
  for (unsigned i = 0; i < n; i++)
    if (LLVMGetTypeKind(params[i]) != want) return false;
  return true;
}

/* Finds (fn, precision) for a scalar libm name; false if not in the table. */
static bool find_scalar(const char *name, size_t len, int *out_fn,
                        int *out_f32) {
  for (int f = 0; f < NUM_FNS; f++)
    for (int p = 0; p < 2; p++) {
      char scalar[24];
      scalar_name(f, p, scalar, sizeof scalar);
      if (strlen(scalar) == len && !memcmp(scalar, name, len)) {
        *out_fn = f;
        *out_f32 = p;
        return true;
      }
    }
  return false;
}

/* The ISAs to offer at `level`, best first: one per vector width. */
static int pick_isas(int level, int isas[NUM_ISAS]) {
  int n = 0;
  if (level >= CAJIT_X86_ISA_AVX512) isas[n++] = 3;
  if (level >= CAJIT_X86_ISA_AVX2)
    isas[n++] = 2;
  else if (level >= CAJIT_X86_ISA_AVX)
    isas[n++] = 1;
  isas[n++] = 0;
  return n;
}

static void add_fn_attr(LLVMValueRef F, const char *kind_name) {
  LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(F));
  unsigned kind = LLVMGetEnumAttributeKindForName(kind_name, strlen(kind_name));
  /* memory(none) is the integer 0 (no access to any location). */
  LLVMAddAttributeAtIndex(F, LLVMAttributeFunctionIndex,
                          LLVMCreateEnumAttribute(c, kind, 0));
}

/* Annotates the calls to F (scalar function fn, precision is_f32); appends
 * the declared variants to *used. */
static bool annotate_fn(LLVMModuleRef m, LLVMValueRef F, int fn, int is_f32,
                        int level, value_vec *used) {
  int isas[NUM_ISAS];
  int n = pick_isas(level, isas);
  char attr[512] = "";
  size_t alen = 0;
  LLVMTypeRef elem = LLVMGetReturnType(LLVMGlobalGetValueType(F));
  char scalar[24];
  scalar_name(fn, is_f32, scalar, sizeof scalar);
  for (int k = 0; k < n; k++) {
    const variant *v = &variants[fn][is_f32][isas[k]];
    if (!v->address) continue;
    int vf = width_of(is_f32, isas[k]);
    alen +=
        (size_t)snprintf(attr + alen, sizeof attr - alen,
                         "%s_ZGV_LLVM_N%d%s_%s(%s)", alen ? "," : "", vf,
                         math_fns[fn].nargs == 2 ? "vv" : "v", scalar, v->name);
    LLVMValueRef decl = LLVMGetNamedFunction(m, v->name);
    if (!decl) {
      LLVMTypeRef vty = LLVMVectorType(elem, (unsigned)vf);
      LLVMTypeRef params[2] = {vty, vty};
      decl = LLVMAddFunction(
          m, v->name,
          LLVMFunctionType(vty, params, (unsigned)math_fns[fn].nargs, 0));
    }
    if (!CAJIT_VEC_PUSH(used, decl)) return false;
  }
  if (!alen) return true;
  add_fn_attr(F, "memory");
  add_fn_attr(F, "nounwind");
  add_fn_attr(F, "willreturn");
  LLVMContextRef c = LLVMGetModuleContext(m);
  static const char key[] = "vector-function-abi-variant";
  LLVMAttributeRef a =
      LLVMCreateStringAttribute(c, key, sizeof key - 1, attr, (unsigned)alen);
  for (LLVMUseRef u = LLVMGetFirstUse(F); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef call = LLVMGetUser(u);
    if (LLVMIsACallInst(call) && LLVMGetCalledValue(call) == F)
      LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex, a);
  }
  return true;
}

/* Rewrites scalar llvm.<fn>.f32/.f64 intrinsics into calls to libm's
 * functions, which the vectorizer can map to libmvec (LLVM 19 would widen
 * the intrinsic and then scalarize it). */
static void intrinsics_to_libm(LLVMModuleRef m) {
  static const char *const names[] = {"exp",   "exp2", "exp10", "log", "log2",
                                      "log10", "sin",  "cos",   "tan", "pow"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    for (int p = 0; p < 2; p++) {
      char iname[32], lname[24];
      snprintf(iname, sizeof iname, "llvm.%s.%s", names[i], p ? "f32" : "f64");
      snprintf(lname, sizeof lname, "%s%s", names[i], p ? "f" : "");
      LLVMValueRef intr = LLVMGetNamedFunction(m, iname);
      if (!intr) continue;
      LLVMTypeRef ty = LLVMGlobalGetValueType(intr);
      LLVMValueRef libm = LLVMGetNamedFunction(m, lname);
      if (libm && LLVMGlobalGetValueType(libm) != ty) continue;
      if (!libm) libm = LLVMAddFunction(m, lname, ty);
      LLVMReplaceAllUsesWith(intr, libm);
      LLVMDeleteFunction(intr);
    }
}

cajit_status cajit_jit_vecmath_annotate(LLVMModuleRef m, int level,
                                        bool *out_added) {
  *out_added = false;
  if (level < 0 || !cajit_jit_vecmath_available()) return CAJIT_OK_STATUS;
  intrinsics_to_libm(m);
  value_vec used = {0};
  bool ok = true;
  for (LLVMValueRef F = LLVMGetFirstFunction(m); F && ok;
       F = LLVMGetNextFunction(F)) {
    if (!LLVMIsDeclaration(F) || !LLVMGetFirstUse(F)) continue;
    size_t len;
    const char *name = LLVMGetValueName2(F, &len);
    int fn, is_f32;
    if (!find_scalar(name, len, &fn, &is_f32) ||
        !has_scalar_type(F, fn, is_f32))
      continue;
    ok = annotate_fn(m, F, fn, is_f32, level, &used);
  }
  if (ok && used.len) {
    size_t added = used.len;
    value_vec all = {0};
    ok = get_compiler_used(m, &all);
    for (size_t i = 0; ok && i < added; i++)
      ok = CAJIT_VEC_PUSH(&all, used.data[i]);
    if (ok) set_compiler_used(m, all.data, all.len);
    CAJIT_VEC_FREE(&all);
    *out_added = ok;
  }
  CAJIT_VEC_FREE(&used);
  if (!ok)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "vecmath: out of memory");
  return CAJIT_OK_STATUS;
}
