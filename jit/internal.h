/* Shared internals of jit/: LLVM error conversion, TargetMachine creation,
 * the runtime symbol table and the libmvec annotation. Nothing here is used
 * outside jit/. */
#ifndef CAJIT_JIT_INTERNAL_H
#define CAJIT_JIT_INTERNAL_H

#include <llvm-c/Error.h>
#include <llvm-c/TargetMachine.h>
#include <stdbool.h>
#include <stddef.h>

#include "cajit/jit.h"

/* ---- llvm_error.c ---- */

/* Consumes err (must be non-NULL) and returns CAJIT_LLVM_ERROR
 * "<context>: <LLVM's message>". */
cajit_status cajit_jit_from_llvm_error(LLVMErrorRef err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Consumes msg (from LLVM, disposed with LLVMDisposeMessage; may be NULL)
 * and returns CAJIT_LLVM_ERROR "<context>: <msg>". */
cajit_status cajit_jit_from_llvm_message(char *msg, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* ---- target.c ---- */

/* Initializes LLVM's native target, asm printer and parser once per
 * process. */
cajit_status cajit_jit_llvm_init(void);
/* A new TargetMachine for t (PIC, t's cpu/features/opt level); the caller
 * disposes it (or hands it to an owner). */
cajit_status cajit_jit_target_make_tm(const cajit_jit_target *t,
                                      LLVMTargetMachineRef *out_tm);
/* The same at optimization level `level` (0..3) instead of t's. */
cajit_status cajit_jit_target_make_tm_at(const cajit_jit_target *t,
                                         int32_t level,
                                         LLVMTargetMachineRef *out_tm);
/* prefer-vector-width of t (0 = CPU default). */
int32_t cajit_jit_target_vector_width(const cajit_jit_target *t);
/* libmvec ISA level of t (target_tables.h), -1 when libmvec is off. */
int cajit_jit_target_mvec_level(const cajit_jit_target *t);
/* Emits ASM or OBJ for m into an LLVM memory buffer (the caller disposes
 * it); emit.c. */
cajit_status cajit_jit_emit_buffer(const cajit_jit_target *t, LLVMModuleRef m,
                                   cajit_emit_kind kind,
                                   LLVMMemoryBufferRef *out_buf);
/* cajit_jit_optimize and cajit_jit_emit_buffer at optimization level
 * `level` (0..3) instead of t's (optimize.c, emit.c). */
cajit_status cajit_jit_optimize_at(const cajit_jit_target *t, int32_t level,
                                   LLVMModuleRef m);
cajit_status cajit_jit_emit_buffer_at(const cajit_jit_target *t, int32_t level,
                                      LLVMModuleRef m, cajit_emit_kind kind,
                                      LLVMMemoryBufferRef *out_buf);
/* Verifies m; CAJIT_LLVM_ERROR with the verifier's message. */
cajit_status cajit_jit_verify(LLVMModuleRef m, const char *what);

/* ---- vecmath.c ---- */

/* Loads libmvec once; false if it is not there. Thread-safe. */
bool cajit_jit_vecmath_available(void);
/* Annotates calls to known math functions in m with their libmvec variants
 * for ISA level `level` (target_tables.h), declares the variants and keeps
 * them alive through optimization (llvm.compiler.used). *out_added tells
 * whether anything was added (then call cajit_jit_vecmath_cleanup after
 * optimizing). */
cajit_status cajit_jit_vecmath_annotate(LLVMModuleRef m, int level,
                                        bool *out_added);
/* Drops the llvm.compiler.used entries annotate added. */
cajit_status cajit_jit_vecmath_cleanup(LLVMModuleRef m);
/* Calls fn(name, address, ctx) for every libmvec variant that was found
 * (for the symbol table). */
void cajit_jit_vecmath_symbols(void (*fn)(const char *name, void *address,
                                          void *ctx),
                               void *ctx);

/* ---- symbols.c ---- */

typedef struct cajit_jit_symtab cajit_jit_symtab;

/* The symbols JIT code may call: runtime, libm, libmvec (if with_mvec),
 * then extras (names copied; a duplicate is CAJIT_INVALID_ARGUMENT). */
cajit_status cajit_jit_symtab_create(bool with_mvec,
                                     const cajit_jit_symbol *extra,
                                     size_t extra_count,
                                     cajit_jit_symtab **out_tab);
void cajit_jit_symtab_destroy(cajit_jit_symtab *tab);
/* The address of name, or NULL. Thread-safe (the table is immutable). */
void *cajit_jit_symtab_find(const cajit_jit_symtab *tab, const char *name);
size_t cajit_jit_symtab_size(const cajit_jit_symtab *tab);

#endif
