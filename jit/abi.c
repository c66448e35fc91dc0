/* The runtime ABI as LLVM types and declarations, for codegen (see "runtime
 * ABI in LLVM IR" in cajit/jit.h). One table states the C signature of
 * every function in runtime/rt.h; tests check the struct layouts against
 * offsetof and the declarations against the functions' real addresses, so
 * the C headers and the IR cannot drift apart silently. */
#include <llvm-c/Core.h>
#include <string.h>

#include "jit/internal.h"

/* Signature codes: v void, b bool (i1 zeroext), i i32, l i64, f float,
 * d double, p ptr; "r:params", a trailing '.' makes it variadic. */
static const struct {
  const char *name;
  const char *sig;
} runtime_fns[] = {
    {"cajit_rt_alloc_tensors", "i:pippppp"},
    {"cajit_rt_arena_alloc", "p:pll"},
    {"cajit_rt_arena_bytes", "l:p"},
    {"cajit_rt_arena_create", "p:"},
    {"cajit_rt_arena_destroy", "v:p"},
    {"cajit_rt_bind_planned", "v:pippp"},
    {"cajit_rt_bind_symbols", "v:pipp"},
    {"cajit_rt_buffer_alloc", "p:ll"},
    {"cajit_rt_buffer_free", "v:p"},
    {"cajit_rt_check_dims", "i:pipp"},
    {"cajit_rt_check_inputs", "i:pipp"},
    {"cajit_rt_check_open_strides", "i:pipp"},
    {"cajit_rt_check_sym_eqs", "i:pipp"},
    {"cajit_rt_dlpack_alloc", "p:iiip"},
    {"cajit_rt_dlpack_numel", "l:p"},
    {"cajit_rt_dlpack_release", "v:p"},
    {"cajit_rt_dlpack_wrap", "p:piiipp"},
    {"cajit_rt_fail", "i:pip."},
    {"cajit_rt_fail_msg", "i:pip"},
    {"cajit_rt_gemm_batched_f32", "i:pliilllfpllpllfpll"},
    {"cajit_rt_gemm_batched_f64", "i:pliillldpllplldpll"},
    {"cajit_rt_gemm_f32", "i:piilllfplplfpl"},
    {"cajit_rt_gemm_f64", "i:piilllddplpldpl"},
    {"cajit_rt_host_call", "i:ppppppp"},
    {"cajit_rt_in_parallel_region", "b:"},
    {"cajit_rt_input_ready", "i:pippp"},
    {"cajit_rt_parallel_for", "v:lllpp"},
    {"cajit_rt_profile_add", "v:pll"},
    {"cajit_rt_profile_now", "l:"},
    {"cajit_rt_release_inputs", "v:ppi"},
    {"cajit_rt_size_mul", "b:llp"},
    {"cajit_rt_view_tensor", "v:ppiip"},
};

static LLVMTypeRef code_type(LLVMContextRef c, char code) {
  switch (code) {
  case 'v': return LLVMVoidTypeInContext(c);
  case 'b': return LLVMInt1TypeInContext(c);
  case 'i': return LLVMInt32TypeInContext(c);
  case 'l': return LLVMInt64TypeInContext(c);
  case 'f': return LLVMFloatTypeInContext(c);
  case 'd': return LLVMDoubleTypeInContext(c);
  default: return LLVMPointerTypeInContext(c, 0);
  }
}

static void add_enum_attr(LLVMContextRef c, LLVMValueRef f, unsigned index,
                          const char *name) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  LLVMAddAttributeAtIndex(f, index, LLVMCreateEnumAttribute(c, kind, 0));
}

LLVMValueRef cajit_jit_declare_runtime(LLVMModuleRef m, const char *name) {
  const char *sig = NULL;
  for (size_t i = 0; i < sizeof runtime_fns / sizeof runtime_fns[0]; i++)
    if (!strcmp(runtime_fns[i].name, name)) sig = runtime_fns[i].sig;
  if (!sig) return NULL;
  LLVMValueRef existing = LLVMGetNamedFunction(m, name);
  if (existing) return existing;
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef params[24];
  unsigned n = 0;
  int vararg = 0;
  for (const char *p = sig + 2; *p; p++) {
    if (*p == '.')
      vararg = 1;
    else
      params[n++] = code_type(c, *p);
  }
  LLVMValueRef f = LLVMAddFunction(
      m, name, LLVMFunctionType(code_type(c, sig[0]), params, n, vararg));
  add_enum_attr(c, f, LLVMAttributeFunctionIndex, "nounwind");
  if (sig[0] == 'b') add_enum_attr(c, f, LLVMAttributeReturnIndex, "zeroext");
  return f;
}

size_t cajit_jit_runtime_function_count(void) {
  return sizeof runtime_fns / sizeof runtime_fns[0];
}

const char *cajit_jit_runtime_function_name(size_t i) {
  return i < cajit_jit_runtime_function_count() ? runtime_fns[i].name : NULL;
}

/* A named struct type, created with `body` the first time. */
static LLVMTypeRef named_struct(LLVMContextRef c, const char *name,
                                LLVMTypeRef *body, unsigned n) {
  LLVMTypeRef t = LLVMGetTypeByName2(c, name);
  if (!t) t = LLVMStructCreateNamed(c, name);
  if (LLVMIsOpaqueStruct(t)) LLVMStructSetBody(t, body, n, 0);
  return t;
}

LLVMTypeRef cajit_jit_call_type(LLVMContextRef c) {
  LLVMTypeRef p = code_type(c, 'p'), i = code_type(c, 'i');
  LLVMTypeRef body[] = {p, i, p, i, p, i, p, i, p, p, i, p, p, p, p, p};
  return named_struct(c, "cajit_call", body, sizeof body / sizeof body[0]);
}

LLVMTypeRef cajit_jit_dltensor_type(LLVMContextRef c) {
  LLVMTypeRef i8 = LLVMInt8TypeInContext(c), i16 = LLVMInt16TypeInContext(c);
  LLVMTypeRef p = code_type(c, 'p'), i = code_type(c, 'i');
  LLVMTypeRef dev_body[] = {i, i}, dtype_body[] = {i8, i8, i16};
  LLVMTypeRef device = named_struct(c, "DLDevice", dev_body, 2);
  LLVMTypeRef dtype = named_struct(c, "DLDataType", dtype_body, 3);
  LLVMTypeRef body[] = {p, device, i, dtype, p, p, code_type(c, 'l')};
  return named_struct(c, "DLTensor", body, sizeof body / sizeof body[0]);
}

LLVMTypeRef cajit_jit_dlmanaged_type(LLVMContextRef c) {
  LLVMTypeRef p = code_type(c, 'p');
  LLVMTypeRef body[] = {cajit_jit_dltensor_type(c), p, p};
  return named_struct(c, "DLManagedTensor", body, 3);
}

LLVMTypeRef cajit_jit_host_site_type(LLVMContextRef c) {
  LLVMTypeRef p = code_type(c, 'p'), i = code_type(c, 'i');
  LLVMTypeRef body[] = {i, i, i, i, i, i, i, i, i, p, p, p};
  return named_struct(c, "cajit_rt_host_site", body,
                      sizeof body / sizeof body[0]);
}
