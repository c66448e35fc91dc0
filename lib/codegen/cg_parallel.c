/* The parallel form of a kernel (see cg_internal.h, cg_emit_parallel).
 *
 * cg_kernel.c emits the kernel's loops as a range function, the usual
 * parameters plus (lo, hi): the loop over one independent dim runs over
 * [lo, hi) (in blocks of `block` elements when that dim is the innermost,
 * vectorized one). This file adds, under the kernel's usual name and
 * signature, the function the entry calls:
 *
 *   n = blocks of the parallel dim; work = elements x inner work
 *   if (work < threshold || n < 2) return range(args..., 0, n);
 *   ctx = {args...}
 *   parallel_for(0, n, grain, body, &ctx)     (or _call: fallible kernels)
 *
 * and body(lo, hi, ctx[, chunk_call]) which unpacks ctx and calls the range
 * function. Every output element is computed by exactly one chunk, with the
 * same operations in the same order as the serial loops (reductions keep
 * their own accumulation order; block boundaries are multiples of every
 * vector width, so the vectorized loop and its scalar remainder cover the
 * same elements as serially), so results are bit-identical for any thread
 * count. Under the threshold nothing touches the pool. */
#include <stdio.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "kir/kir.h"

static LLVMValueRef i64c(cg *c, int64_t v) {
  return LLVMConstInt(c->t_i64, (unsigned long long)v, 1);
}

/* Elements of the kernel's output times its reduction extents. */
static LLVMValueRef kernel_work(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  LLVMValueRef w = i64c(c, 1);
  for (int32_t d = 0; d < o->ndim && w; d++) {
    LLVMValueRef x = cg_expr(c, cajit_kir_buffer_get(c->p, k->out)->shape[d]);
    w = x ? LLVMBuildMul(c->bld, w, x, "") : NULL;
  }
  if (k->kind == CAJIT_KIR_REDUCTION)
    for (int32_t d = 0; d < k->red_ndim && w; d++) {
      LLVMValueRef x = cg_expr(c, k->red_extents[d]);
      w = x ? LLVMBuildMul(c->bld, w, x, "") : NULL;
    }
  return w;
}

static LLVMValueRef smax(cg *c, LLVMValueRef a, LLVMValueRef b) {
  return LLVMBuildSelect(c->bld, LLVMBuildICmp(c->bld, LLVMIntSGT, a, b, ""), a,
                         b, "");
}

/* body(lo, hi, ctx[, chunk_call]): unpacks ctx and calls the range fn. */
static LLVMValueRef emit_body(cg *c, const cg_kernel_sig *range,
                              LLVMTypeRef ctx_type, unsigned nfields,
                              const char *name) {
  bool st = range->returns_status;
  LLVMTypeRef ps[4] = {c->t_i64, c->t_i64, c->t_ptr, c->t_ptr};
  LLVMTypeRef ty =
      LLVMFunctionType(st ? c->t_i32 : c->t_void, ps, st ? 4 : 3, 0);
  LLVMValueRef fn = LLVMAddFunction(c->mod, name, ty);
  if (!fn) return NULL;
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  LLVMPositionBuilderAtEnd(c->bld,
                           LLVMAppendBasicBlockInContext(c->ctx, fn, "entry"));
  unsigned np = LLVMCountParamTypes(range->fn_type);
  LLVMTypeRef rps[np];
  LLVMGetParamTypes(range->fn_type, rps);
  LLVMValueRef args[np];
  LLVMValueRef ctx = LLVMGetParam(fn, 2);
  for (unsigned i = 0; i < nfields; i++)
    args[i] = LLVMBuildLoad2(
        c->bld, rps[i], LLVMBuildStructGEP2(c->bld, ctx_type, ctx, i, ""), "");
  unsigned n = nfields;
  if (st) args[n++] = LLVMGetParam(fn, 3);
  args[n++] = LLVMGetParam(fn, 0);
  args[n++] = LLVMGetParam(fn, 1);
  LLVMValueRef r =
      LLVMBuildCall2(c->bld, range->fn_type, range->fn, args, n, "");
  if (st)
    LLVMBuildRet(c->bld, r);
  else
    LLVMBuildRetVoid(c->bld);
  return fn;
}

cajit_status cg_emit_parallel(cg *c, const cajit_kir_kernel *k, int32_t dim,
                              int64_t block, cg_kernel_sig *sig) {
  cg_kernel_sig range = *sig;
  bool st = range.returns_status;
  unsigned np = LLVMCountParamTypes(range.fn_type);
  unsigned nw = np - 2;                 /* the wrapper's parameters */
  unsigned nfields = nw - (st ? 1 : 0); /* roots and symbols */
  LLVMTypeRef ps[np];
  LLVMGetParamTypes(range.fn_type, ps);
  char name[80], body_name[96];
  size_t len = 0;
  const char *rn = LLVMGetValueName2(range.fn, &len);
  snprintf(name, sizeof name, "%.*s", (int)(len > 6 ? len - 6 : len), rn);
  snprintf(body_name, sizeof body_name, "%s.body", name);
  LLVMTypeRef ctx_type =
      LLVMStructTypeInContext(c->ctx, ps, nfields ? nfields : 0, 0);
  LLVMValueRef body = emit_body(c, &range, ctx_type, nfields, body_name);
  LLVMTypeRef wty = LLVMFunctionType(st ? c->t_i32 : c->t_void, ps, nw, 0);
  LLVMValueRef fn = LLVMAddFunction(c->mod, name, wty);
  if (!body || !fn)
    return cajit_status_make(CAJIT_LLVM_ERROR,
                             "codegen: cannot add the parallel functions of "
                             "kernel %s",
                             k->name);
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  /* The range function's parameter names and attributes (noalias roots). */
  unsigned noalias = LLVMGetEnumAttributeKindForName("noalias", 7);
  for (unsigned i = 0; i < nw; i++) {
    size_t nl = 0;
    const char *pn = LLVMGetValueName2(LLVMGetParam(range.fn, i), &nl);
    LLVMSetValueName2(LLVMGetParam(fn, i), pn, nl);
    if ((int32_t)i < sig->root_count)
      LLVMAddAttributeAtIndex(fn, i + 1,
                              LLVMCreateEnumAttribute(c->ctx, noalias, 0));
  }
  sig->fn = fn;
  sig->fn_type = wty;

  /* The wrapper's symbols are its own parameters. */
  c->fn = fn;
  LLVMPositionBuilderAtEnd(c->bld,
                           LLVMAppendBasicBlockInContext(c->ctx, fn, "entry"));
  cg_scope_reset(c);
  for (int32_t s = 0; s < sig->sym_count; s++)
    c->symval[sig->syms[s]] = LLVMGetParam(fn, (unsigned)(sig->root_count + s));
  LLVMBuilderRef B = c->bld;
  LLVMValueRef ctx = LLVMBuildAlloca(B, ctx_type, "ctx");
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  LLVMValueRef ext = cg_expr(c, o->shape[dim]);
  LLVMValueRef work = kernel_work(c, k);
  if (!ext || !work || c->err)
    return c->err ? c->err
                  : cajit_status_make(CAJIT_OUT_OF_MEMORY,
                                      "codegen: out of memory in kernel %s",
                                      k->name);
  c->err = NULL;
  LLVMValueRef nblocks =
      block > 1 ? LLVMBuildSDiv(B, LLVMBuildAdd(B, ext, i64c(c, block - 1), ""),
                                i64c(c, block), "")
                : ext;
  int64_t threshold = c->opts->parallel_threshold > 0
                          ? c->opts->parallel_threshold
                          : CAJIT_CODEGEN_PARALLEL_THRESHOLD;
  LLVMValueRef par = LLVMBuildAnd(
      B, LLVMBuildICmp(B, LLVMIntSGE, work, i64c(c, threshold), ""),
      LLVMBuildICmp(B, LLVMIntSGE, nblocks, i64c(c, 2), ""), "parallel");
  LLVMBasicBlockRef serial =
                        LLVMAppendBasicBlockInContext(c->ctx, fn, "serial"),
                    parallel =
                        LLVMAppendBasicBlockInContext(c->ctx, fn, "parallel");
  LLVMBuildCondBr(B, par, parallel, serial);

  LLVMPositionBuilderAtEnd(B, serial);
  LLVMValueRef args[np];
  for (unsigned i = 0; i < nw; i++)
    args[i] = LLVMGetParam(fn, i);
  args[nw] = i64c(c, 0);
  args[nw + 1] = nblocks;
  LLVMValueRef r = LLVMBuildCall2(B, range.fn_type, range.fn, args, np, "");
  if (st)
    LLVMBuildRet(B, r);
  else
    LLVMBuildRetVoid(B);

  /* Chunks of at least threshold / 2 work each. */
  LLVMPositionBuilderAtEnd(B, parallel);
  for (unsigned i = 0; i < nfields; i++)
    LLVMBuildStore(B, args[i], LLVMBuildStructGEP2(B, ctx_type, ctx, i, ""));
  LLVMValueRef per = smax(c, LLVMBuildSDiv(B, work, nblocks, ""), i64c(c, 1));
  LLVMValueRef half = i64c(c, threshold / 2 > 0 ? threshold / 2 : 1);
  LLVMValueRef grain = smax(
      c,
      LLVMBuildSDiv(
          B, LLVMBuildSub(B, LLVMBuildAdd(B, half, per, ""), i64c(c, 1), ""),
          per, ""),
      i64c(c, 1));
  LLVMTypeRef fty;
  if (st) {
    LLVMTypeRef cps[6] = {c->t_ptr, c->t_i64, c->t_i64,
                          c->t_i64, c->t_ptr, c->t_ptr};
    LLVMValueRef pf = cg_runtime_fn(c, "cajit_rt_parallel_for_call", c->t_i32,
                                    cps, 6, false, &fty);
    LLVMValueRef cargs[6] = {
        LLVMGetParam(fn, nw - 1), i64c(c, 0), nblocks, grain, body, ctx};
    LLVMBuildRet(B, LLVMBuildCall2(B, fty, pf, cargs, 6, ""));
  } else {
    LLVMTypeRef cps[5] = {c->t_i64, c->t_i64, c->t_i64, c->t_ptr, c->t_ptr};
    LLVMValueRef pf = cg_runtime_fn(c, "cajit_rt_parallel_for", c->t_void, cps,
                                    5, false, &fty);
    LLVMValueRef cargs[5] = {i64c(c, 0), nblocks, grain, body, ctx};
    LLVMBuildCall2(B, fty, pf, cargs, 5, "");
    LLVMBuildRetVoid(B);
  }
  cg_scope_reset(c);
  return NULL;
}
