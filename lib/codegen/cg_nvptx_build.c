/* NVPTX emitter: small builders (intrinsics, special registers, grid-stride
 * loops, delinearized indices) and in-kernel failures through the error
 * record (see cg_nvptx_internal.h). */
#include <llvm-c/Core.h>
#include <stdio.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "codegen/cg_nvptx_internal.h"
#include "gpu/gpu.h"
#include "support/alloc.h"

/* ---- small builders ------------------------------------------------------
 */

LLVMValueRef nvptx_intrinsic(cg *c, const char *name, LLVMTypeRef *over,
                             size_t nover, LLVMValueRef *args, unsigned n) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  if (!id)
    return cg_fail(
        c, cajit_status_make(CAJIT_LLVM_ERROR, "gpu: no intrinsic %s", name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(c->mod, id, over, nover);
  LLVMTypeRef fty = LLVMIntrinsicGetType(c->ctx, id, over, nover);
  return LLVMBuildCall2(c->bld, fty, fn, args, n, "");
}

/* A special register (tid.x, ntid.x, ctaid.x, nctaid.x) as i64. */
LLVMValueRef nvptx_sreg(cg *c, const char *reg) {
  char name[64];
  snprintf(name, sizeof name, "llvm.nvvm.read.ptx.sreg.%s", reg);
  LLVMValueRef v = nvptx_intrinsic(c, name, NULL, 0, NULL, 0);
  return v ? LLVMBuildZExt(c->bld, v, c->t_i64, reg) : NULL;
}

LLVMValueRef nvptx_i64(cg *c, int64_t v) {
  return LLVMConstInt(c->t_i64, (unsigned long long)v, 1);
}

LLVMValueRef nvptx_loop_begin(cg *c, gloop *L, LLVMValueRef start,
                              LLVMValueRef n, LLVMValueRef step) {
  LLVMBuilderRef B = c->bld;
  LLVMBasicBlockRef pre = LLVMGetInsertBlock(B);
  L->header = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "gs.head");
  LLVMBasicBlockRef body =
      LLVMAppendBasicBlockInContext(c->ctx, c->fn, "gs.body");
  L->exit = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "gs.exit");
  L->step = step;
  LLVMBuildBr(B, L->header);
  LLVMPositionBuilderAtEnd(B, L->header);
  L->phi = LLVMBuildPhi(B, c->t_i64, "gs.i");
  LLVMAddIncoming(L->phi, &start, &pre, 1);
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntULT, L->phi, n, ""), body,
                  L->exit);
  LLVMPositionBuilderAtEnd(B, body);
  cg_scope_reset(c);
  return L->phi;
}

void nvptx_loop_end(cg *c, gloop *L) {
  LLVMBuilderRef B = c->bld;
  LLVMValueRef next = LLVMBuildNUWAdd(B, L->phi, L->step, "");
  LLVMBasicBlockRef from = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, L->header);
  LLVMAddIncoming(L->phi, &next, &from, 1);
  LLVMPositionBuilderAtEnd(B, L->exit);
  cg_scope_reset(c);
}

/* Product of n extents (i64), 1 for n == 0. */
LLVMValueRef nvptx_numel(cg *c, int32_t n, const cajit_expr *const *ext) {
  LLVMValueRef v = nvptx_i64(c, 1);
  for (int32_t d = 0; d < n && v; d++) {
    LLVMValueRef e = cg_expr(c, ext[d]);
    v = e ? LLVMBuildNUWMul(c->bld, v, e, "") : NULL;
  }
  return v;
}

/* Binds index symbols kind 0..n-1 to the row-major digits of lin over the
 * extents ext (the last dim varies fastest). */
void nvptx_delinearize(cg *c, cajit_kir_index_kind kind, int32_t n,
                       const cajit_expr *const *ext, LLVMValueRef lin) {
  for (int32_t d = n - 1; d >= 0 && !c->err; d--) {
    int32_t sym = cajit_kir_index_symbol(c->p, kind, d);
    if (d == 0) {
      c->symval[sym] = lin;
      break;
    }
    LLVMValueRef e = cg_expr(c, ext[d]);
    if (!e) return;
    c->symval[sym] = LLVMBuildURem(c->bld, lin, e, "");
    lin = LLVMBuildUDiv(c->bld, lin, e, "");
  }
}

/* ---- failures ------------------------------------------------------------
 */

void cg_gpu_check(cg *c, LLVMValueRef ok, int32_t code, const char *fmt,
                  LLVMValueRef *args, unsigned nargs) {
  gpu_emit *g = c->gpu;
  LLVMBuilderRef B = c->bld;
  char *copy = cajit_strndup(fmt, strlen(fmt));
  cajit_gpu_site site = {code, (int32_t)(nargs < 3 ? nargs : 3), copy};
  if (!copy || !CAJIT_VEC_PUSH(&g->sites, site)) {
    cajit_free(copy);
    cg_fail(c, cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory"));
    return;
  }
  int64_t id = (int64_t)g->sites.len; /* site + 1 */
  LLVMBasicBlockRef bad = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "oob"),
                    good = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "inb"),
                    won = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "first"),
                    out = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "ret");
  LLVMBuildCondBr(B, ok, good, bad);
  LLVMPositionBuilderAtEnd(B, bad);
  LLVMValueRef x = LLVMBuildAtomicCmpXchg(
      B, g->err, nvptx_i64(c, 0), nvptx_i64(c, id), LLVMAtomicOrderingMonotonic,
      LLVMAtomicOrderingMonotonic, 0);
  LLVMBuildCondBr(B, LLVMBuildExtractValue(B, x, 1, ""), won, out);
  LLVMPositionBuilderAtEnd(B, won);
  for (unsigned i = 0; i < nargs && i < 3; i++) {
    LLVMValueRef idx = nvptx_i64(c, (int64_t)i + 1);
    LLVMValueRef p = LLVMBuildGEP2(B, c->t_i64, g->err, &idx, 1, "");
    LLVMValueRef a = args[i];
    if (LLVMTypeOf(a) != c->t_i64) a = LLVMBuildSExt(B, a, c->t_i64, "");
    LLVMBuildStore(B, a, p);
  }
  LLVMBuildBr(B, out);
  LLVMPositionBuilderAtEnd(B, out);
  LLVMBuildRetVoid(B);
  LLVMPositionBuilderAtEnd(B, good);
}
