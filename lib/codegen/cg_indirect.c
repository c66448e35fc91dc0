/* Addresses of loads and scatter targets (see cg_internal.h), including
 * those at data-dependent indices (kir.h's LOAD_INDIRECT).
 *
 * For an indirect access each slot value is computed, converted to i64,
 * wrapped (v + bound when negative) if the slot says so, and checked with
 * one unsigned comparison against its bound (negative values are huge
 * unsigned). A failed check reports torch's message through cajit_rt_fail
 * with CAJIT_INVALID_ARGUMENT and returns 1 from the kernel, which the body
 * turns into a failed call. The check sits where the load is, in the
 * innermost loop; when the index only depends on outer loops (an embedding
 * row), LLVM hoists the load and comparison and unswitches the exit out of
 * the inner loop, which then vectorizes.
 *
 * The slot symbols _x<k> get their values only while the address is
 * computed, with a private expression memo: an expression over _x0 means a
 * different value in each indirect access, so it must not be shared through
 * the scope's memo. */
#include <stdio.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "kir/kir.h"

void cg_kernel_check(cg *c, LLVMValueRef ok, int32_t code, const char *fmt,
                     LLVMValueRef *args, unsigned nargs) {
  if (c->gpu) {
    cg_gpu_check(c, ok, code, fmt, args, nargs);
    return;
  }
  LLVMBasicBlockRef bad = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "oob"),
                    good = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "inb");
  LLVMBuildCondBr(c->bld, ok, good, bad);
  LLVMPositionBuilderAtEnd(c->bld, bad);
  LLVMTypeRef params[3] = {c->t_ptr, c->t_i32, c->t_ptr}, fty;
  LLVMValueRef fn =
      cg_runtime_fn(c, "cajit_rt_fail", c->t_i32, params, 3, true, &fty);
  LLVMValueRef all[3 + 3];
  all[0] = c->kcall;
  all[1] = LLVMConstInt(c->t_i32, (unsigned long long)code, 0);
  all[2] = cg_cstring(c, fmt);
  for (unsigned i = 0; i < nargs && i < 3; i++)
    all[3 + i] = args[i];
  LLVMBuildCall2(c->bld, fty, fn, all, 3 + (nargs < 3 ? nargs : 3), "");
  LLVMBuildRet(c->bld, LLVMConstInt(c->t_i32, 1, 0));
  LLVMPositionBuilderAtEnd(c->bld, good);
}

/* The checked i64 value of slot k of v. */
static LLVMValueRef slot_value(cg *c, const cajit_kir_value *v, int32_t k) {
  LLVMBuilderRef B = c->bld;
  const cajit_kir_slot *sl = &v->u.load.slots[k];
  LLVMValueRef x = cg_value(c, v->args[k]);
  LLVMValueRef bound = cg_expr(c, sl->bound);
  if (!x || !bound) return NULL;
  x = cg_convert(c, x, v->args[k]->dtype, CAJIT_DTYPE_I64);
  LLVMValueRef zero = LLVMConstInt(c->t_i64, 0, 0), idx = x;
  if (sl->wrap)
    idx = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, x, zero, ""),
                          LLVMBuildAdd(B, x, bound, ""), x, "");
  char name[200], fmt[320];
  cg_escape_pct(c->kname ? c->kname : "", name, sizeof name);
  snprintf(fmt, sizeof fmt,
           "%s: index %%lld is out of bounds for dimension %d with size %%lld",
           name, (int)sl->dim);
  LLVMValueRef args[2] = {x, bound};
  cg_kernel_check(c, LLVMBuildICmp(B, LLVMIntULT, idx, bound, ""),
                  CAJIT_INVALID_ARGUMENT, fmt, args, 2);
  return idx;
}

LLVMValueRef cg_access_ptr(cg *c, const cajit_kir_value *v) {
  int32_t root;
  const cajit_expr *off;
  cajit_status s = cajit_kir_buffer_address(c->p, v->u.load.buffer,
                                            v->u.load.index, &root, &off);
  if (s) return cg_fail(c, s);
  if (v->op == CAJIT_KIR_LOAD) return cg_element_ptr(c, root, off);
  if (v->op != CAJIT_KIR_LOAD_INDIRECT || !c->kcall)
    return cg_fail(c, cajit_status_make(CAJIT_INTERNAL,
                                        "codegen: %s outside a kernel that "
                                        "reports failures",
                                        cajit_kir_op_name(v->op)));
  int32_t n = v->arg_count, syms[CAJIT_KIR_MAX_SLOTS];
  LLVMValueRef slots[CAJIT_KIR_MAX_SLOTS];
  for (int32_t k = 0; k < n; k++) {
    slots[k] = slot_value(c, v, k);
    if (!slots[k]) return NULL;
    /* Made by the builder, before the kernel's symbol table was sized. */
    syms[k] = cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_SLOT, k);
  }
  cajit_ptrmap outer = c->expr_memo;
  memset(&c->expr_memo, 0, sizeof c->expr_memo);
  for (int32_t k = 0; k < n; k++)
    c->symval[syms[k]] = slots[k];
  LLVMValueRef ptr = cg_element_ptr(c, root, off);
  for (int32_t k = 0; k < n; k++)
    c->symval[syms[k]] = NULL;
  cajit_ptrmap_free(&c->expr_memo);
  c->expr_memo = outer;
  return ptr;
}
