/* Counted loops of kernels (see cg_internal.h): the canonical
 * header/body/latch shape with an i64 induction variable from 0 (from the
 * range's bounds for a range function's parallel loop), nsw/nuw
 * increments, and a loop ID on every latch. */
#include <llvm-c/DebugInfo.h> /* LLVMTemporaryMDNode, for self-referential IDs */
#include <stdio.h>

#include "codegen/cg_internal.h"

/* for (sym = 0; sym < n; sym++): leaves the builder in the body. The
 * parallel loop of a range function runs over [par_lo, par_hi) instead. */
void cg_loop_begin(cg *c, LLVMValueRef n, int32_t sym, cg_loop *L) {
  LLVMValueRef start = LLVMConstInt(c->t_i64, 0, 0);
  if (sym == c->par_sym) {
    start = c->par_lo;
    n = c->par_hi;
  }
  LLVMBasicBlockRef pre = LLVMGetInsertBlock(c->bld);
  cajit_sv name = cajit_expr_ctx_symbol_name(c->p->exprs, sym);
  char hn[48];
  snprintf(hn, sizeof hn, "loop%.*s", (int)name.len, name.data);
  L->header = LLVMAppendBasicBlockInContext(c->ctx, c->fn, hn);
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "body");
  L->exit = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "done");
  LLVMBuildBr(c->bld, L->header);
  LLVMPositionBuilderAtEnd(c->bld, L->header);
  L->phi = LLVMBuildPhi(c->bld, c->t_i64, "");
  LLVMSetValueName2(L->phi, name.data, name.len);
  LLVMAddIncoming(L->phi, &start, &pre, 1);
  LLVMBuildCondBr(c->bld, LLVMBuildICmp(c->bld, LLVMIntSLT, L->phi, n, ""),
                  body, L->exit);
  LLVMPositionBuilderAtEnd(c->bld, body);
  L->sym = sym;
  c->symval[sym] = L->phi;
}

/* The loop ID !{self, !{"llvm.loop.unroll.runtime.disable"}} for a latch.
 * Runtime unrolling only pays for scalar loops whose bodies are as cheap as
 * the loop's own increment and branch; ours read and write memory every
 * iteration, and once a loop is vectorized the unroller's target is the
 * scalar remainder (fewer iterations than one vector step) or the fallback
 * for failed run-time stride checks. Unrolling those tripled their code,
 * and Loop Strength Reduction in the backend then spent half of all code
 * generation time on the copies (GRU: 1.18 -> 0.63 s in llc). Full
 * unrolling of loops with constant trip counts is not affected. */
static LLVMMetadataRef loop_id(cg *c) {
  static const char key[] = "llvm.loop.unroll.runtime.disable";
  LLVMMetadataRef s = LLVMMDStringInContext2(c->ctx, key, sizeof key - 1);
  LLVMMetadataRef hint = LLVMMDNodeInContext2(c->ctx, &s, 1);
  LLVMMetadataRef self = LLVMTemporaryMDNode(c->ctx, NULL, 0);
  LLVMMetadataRef ops[2] = {self, hint};
  LLVMMetadataRef id = LLVMMDNodeInContext2(c->ctx, ops, 2);
  /* A node that refers to itself becomes distinct: one ID per loop. */
  LLVMMetadataReplaceAllUsesWith(self, id);
  return id;
}

void cg_loop_end(cg *c, cg_loop *L) {
  LLVMValueRef next =
      LLVMBuildAdd(c->bld, L->phi, LLVMConstInt(c->t_i64, 1, 0), "");
  LLVMSetNSW(next, 1);
  LLVMSetNUW(next, 1);
  LLVMBasicBlockRef latch = LLVMGetInsertBlock(c->bld);
  LLVMAddIncoming(L->phi, &next, &latch, 1);
  LLVMValueRef br = LLVMBuildBr(c->bld, L->header);
  static const char kind[] = "llvm.loop";
  LLVMSetMetadata(br, LLVMGetMDKindIDInContext(c->ctx, kind, sizeof kind - 1),
                  LLVMMetadataAsValue(c->ctx, loop_id(c)));
  LLVMPositionBuilderAtEnd(c->bld, L->exit);
  c->symval[L->sym] = NULL;
}
