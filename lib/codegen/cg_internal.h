/* State shared by the codegen files: cg_module.c (module, run function),
 * cg_kernel.c (one function per kernel: parameters, loops), cg_value.c
 * (scalar values: loads, math, casts), cg_index.c (symbolic expressions as
 * i64/double/i1 arithmetic). Not an API. */
#ifndef CAJIT_CODEGEN_CG_INTERNAL_H
#define CAJIT_CODEGEN_CG_INTERNAL_H

#include <llvm-c/Core.h>

#include "codegen/codegen.h"
#include "lower/kir.h"
#include "lower/ptrmap.h"

typedef struct cg {
  cajit_kir_program *p;
  const cajit_codegen_options *opts;
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMBuilderRef bld;
  LLVMTypeRef t_void, t_i1, t_i8, t_i16, t_i32, t_i64, t_half, t_bf16, t_f32,
      t_f64, t_ptr;
  cajit_status err; /* first error; emission stops at the next check */

  /* The function being emitted. */
  LLVMValueRef fn;
  LLVMValueRef *symval; /* per symbol index: its value here, or NULL */
  int32_t symcap;
  LLVMValueRef *bufptr; /* per buffer id: the root's pointer, or NULL */
  int32_t bufcap;
  /* Memo tables of the current scope (one straight-line region). */
  cajit_ptrmap expr_memo;  /* cajit_expr -> LLVMValueRef */
  cajit_ptrmap value_memo; /* cajit_kir_value -> LLVMValueRef */
} cg;

/* Records the first error; returns NULL for convenience. */
LLVMValueRef cg_fail(cg *c, cajit_status s);
/* Starts a new straight-line scope: values of the previous one may not
 * dominate the code that follows. */
void cg_scope_reset(cg *c);

/* Types of a dtype in memory (bool: i8, f16: half) and in registers (bool:
 * i1, f16/bf16: float). */
LLVMTypeRef cg_mem_type(cg *c, cajit_dtype d);
LLVMTypeRef cg_reg_type(cg *c, cajit_dtype d);

/* cg_index.c: the value of a symbolic expression (i64 for int, double for
 * float, i1 for bool expressions). */
LLVMValueRef cg_expr(cg *c, const cajit_expr *e);

/* cg_value.c */
LLVMValueRef cg_value(cg *c, const cajit_kir_value *v);
/* Register value x of dtype `from` converted to dtype `to` (torch .to()
 * semantics: truncation toward zero, != 0 for bool, f16/bf16 rounding). */
LLVMValueRef cg_convert(cg *c, LLVMValueRef x, cajit_dtype from,
                        cajit_dtype to);
/* Address of element `offset` of root buffer `root`. */
LLVMValueRef cg_element_ptr(cg *c, int32_t root, const cajit_expr *offset);
/* Loads a register value of dtype d from ptr / stores one to ptr. */
LLVMValueRef cg_load(cg *c, cajit_dtype d, LLVMValueRef ptr);
void cg_store(cg *c, cajit_dtype d, LLVMValueRef x, LLVMValueRef ptr);
/* Calls an overloaded intrinsic ("llvm.sqrt") on args of type `type`. */
LLVMValueRef cg_intrinsic(cg *c, const char *name, LLVMTypeRef type,
                          LLVMValueRef *args, unsigned n);

/* cg_kernel.c: emits the function of kernel k; *out_fn is the function and
 * the parameter lists tell the caller what to pass: roots (buffer ids) then
 * syms (symbol indices). Arrays are cajit_malloc'ed. */
typedef struct cg_kernel_sig {
  LLVMValueRef fn;
  LLVMTypeRef fn_type;
  int32_t *roots;
  int32_t root_count;
  int32_t *syms;
  int32_t sym_count;
} cg_kernel_sig;
cajit_status cg_emit_kernel(cg *c, const cajit_kir_kernel *k,
                            cg_kernel_sig *out_sig);
void cg_kernel_sig_free(cg_kernel_sig *s);

#endif
