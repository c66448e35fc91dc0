/* What compile.c shares with the rest of lib/compile (llvm_profile.c).
 * Not an API. */
#ifndef CAJIT_COMPILE_INTERNAL_H
#define CAJIT_COMPILE_INTERNAL_H

#include <llvm-c/Core.h>
#include <stdbool.h>

#include "cajit/compile.h"

/* Lowers, schedules and generates g's module for target tg into ctx
 * (*out_module, owned by the caller); timed into t unless it is NULL. */
cajit_status cajit_compile_generate(cajit_graph *g,
                                    const cajit_compile_options *o,
                                    const cajit_jit_target *tg,
                                    LLVMContextRef ctx, const char *name,
                                    LLVMModuleRef *out_module,
                                    cajit_compile_timings *t);

/* Trims a generated module for the JIT as cajit_compile does (see
 * compile.c): cajit_run dropped, the entry optnone, identical functions
 * merged. */
cajit_status cajit_compile_trim_for_jit(LLVMModuleRef m);

/* Kernels that differ only in how they combine their sizes made equal,
 * where MergeFunctions then merges them (merge_products.c): such a
 * function takes the products of its i64 parameters its callers compute.
 * *out_changed: whether any function was rewritten. */
cajit_status cajit_compile_merge_products(LLVMModuleRef m, bool *out_changed);

#endif
