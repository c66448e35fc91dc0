/* NVPTX emitter: reduction kernel bodies (gpu/gpu.h gives the launch
 * shapes): a block per output combining through warp shuffles and shared
 * memory, or lanes over outputs and warps over rows (REDUCTION_OUTER). */
#include <llvm-c/Core.h>
#include <stdio.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "codegen/cg_nvptx_internal.h"
#include "gpu/gpu.h"
#include "support/alloc.h"

/* x sent across the warp by shfl.sync.bfly with lane mask `lane`: values
 * of any width up to 64 bits go as one or two i32. */
static LLVMValueRef shfl_bfly(cg *c, LLVMValueRef x, int lane) {
  LLVMBuilderRef B = c->bld;
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMTypeKind tk = LLVMGetTypeKind(t);
  unsigned bits = tk == LLVMFloatTypeKind    ? 32
                  : tk == LLVMDoubleTypeKind ? 64
                                             : LLVMGetIntTypeWidth(t);
  LLVMTypeRef it = LLVMIntTypeInContext(c->ctx, bits);
  LLVMValueRef v =
      tk == LLVMIntegerTypeKind ? x : LLVMBuildBitCast(B, x, it, "");
  LLVMValueRef mask = LLVMConstInt(c->t_i32, 0xffffffffu, 0),
               lc = LLVMConstInt(c->t_i32, (unsigned)lane, 0),
               clamp = LLVMConstInt(c->t_i32, 0x1f, 0);
  LLVMValueRef r;
  if (bits <= 32) {
    LLVMValueRef w = LLVMBuildZExtOrBitCast(B, v, c->t_i32, "");
    LLVMValueRef a[4] = {mask, w, lc, clamp};
    w = nvptx_intrinsic(c, "llvm.nvvm.shfl.sync.bfly.i32", NULL, 0, a, 4);
    if (!w) return NULL;
    r = LLVMBuildTruncOrBitCast(B, w, it, "");
  } else {
    LLVMValueRef lo = LLVMBuildTrunc(B, v, c->t_i32, "");
    LLVMValueRef hi = LLVMBuildTrunc(
        B, LLVMBuildLShr(B, v, nvptx_i64(c, 32), ""), c->t_i32, "");
    LLVMValueRef a[4] = {mask, lo, lc, clamp};
    lo = nvptx_intrinsic(c, "llvm.nvvm.shfl.sync.bfly.i32", NULL, 0, a, 4);
    a[1] = hi;
    hi = nvptx_intrinsic(c, "llvm.nvvm.shfl.sync.bfly.i32", NULL, 0, a, 4);
    if (!lo || !hi) return NULL;
    r = LLVMBuildOr(B, LLVMBuildZExt(B, lo, c->t_i64, ""),
                    LLVMBuildShl(B, LLVMBuildZExt(B, hi, c->t_i64, ""),
                                 nvptx_i64(c, 32), ""),
                    "");
  }
  return tk == LLVMIntegerTypeKind ? r : LLVMBuildBitCast(B, r, t, "");
}

static LLVMValueRef warp_reduce(cg *c, const cajit_kir_kernel *k,
                                LLVMValueRef acc) {
  for (int lane = 16; lane >= 1 && acc; lane /= 2) {
    LLVMValueRef y = shfl_bfly(c, acc, lane);
    acc = y ? cg_reduce_combine(c, k, acc, y, false) : NULL;
  }
  return acc;
}

static void barrier(cg *c) {
  nvptx_intrinsic(c, "llvm.nvvm.barrier0", NULL, 0, NULL, 0);
}

/* if (cond) { store x to p } */
static void store_if(cg *c, LLVMValueRef cond, LLVMValueRef x, LLVMValueRef p,
                     cajit_dtype d, bool reg) {
  LLVMBuilderRef B = c->bld;
  LLVMBasicBlockRef yes = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "st"),
                    after = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "");
  LLVMBuildCondBr(B, cond, yes, after);
  LLVMPositionBuilderAtEnd(B, yes);
  if (reg)
    LLVMBuildStore(B, x, p);
  else
    cg_store(c, d, x, p);
  LLVMBuildBr(B, after);
  LLVMPositionBuilderAtEnd(B, after);
}

/* Binds the index symbols of reduction element r (and whatever else the
 * variant needs) before its value is emitted. */
typedef void (*bind_fn)(cg *c, const cajit_kir_kernel *k, LLVMValueRef r,
                        void *user);

enum { UNROLL = 4 };

/* A thread's partial result: acc = combine(acc, value(r)) for r = start,
 * start + step, ... < n, in that order (only while `active`, NULL: always).
 * UNROLL values per pass while they all exist, so each thread has several
 * loads in flight (LLVM does not unroll these loops itself), then one at a
 * time. Leaves the builder after the loops and returns the result. */
static LLVMValueRef partial(cg *c, const cajit_kir_kernel *k,
                            LLVMValueRef start, LLVMValueRef step,
                            LLVMValueRef n, LLVMValueRef active,
                            LLVMValueRef init, bind_fn bind, void *user) {
  LLVMBuilderRef B = c->bld;
  LLVMTypeRef at = LLVMTypeOf(init);
  LLVMValueRef span = LLVMBuildMul(B, step, nvptx_i64(c, UNROLL - 1), "");
  LLVMValueRef stride = LLVMBuildMul(B, step, nvptx_i64(c, UNROLL), "");
  LLVMBasicBlockRef pre = LLVMGetInsertBlock(B);
  LLVMBasicBlockRef h4 = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "u.head"),
                    b4 = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "u.body"),
                    h1 = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "r.head"),
                    b1 = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "r.body"),
                    done =
                        LLVMAppendBasicBlockInContext(c->ctx, c->fn, "r.done");
  LLVMBuildBr(B, h4);
  LLVMPositionBuilderAtEnd(B, h4);
  LLVMValueRef r4 = LLVMBuildPhi(B, c->t_i64, "r4"),
               a4 = LLVMBuildPhi(B, at, "acc4");
  LLVMAddIncoming(r4, &start, &pre, 1);
  LLVMAddIncoming(a4, &init, &pre, 1);
  /* r4 < n first: the sum cannot wrap then. */
  LLVMValueRef more4 = LLVMBuildAnd(
      B, LLVMBuildICmp(B, LLVMIntULT, r4, n, ""),
      LLVMBuildICmp(B, LLVMIntULT, LLVMBuildAdd(B, r4, span, ""), n, ""), "");
  if (active) more4 = LLVMBuildAnd(B, more4, active, "");
  LLVMBuildCondBr(B, more4, b4, h1);
  LLVMPositionBuilderAtEnd(B, b4);
  LLVMValueRef acc = a4, r = r4;
  for (int u = 0; u < UNROLL; u++) {
    cg_scope_reset(c);
    bind(c, k, r, user);
    LLVMValueRef x = cg_value(c, k->value);
    acc = x ? cg_reduce_combine(c, k, acc, x, false) : NULL;
    if (!acc) return NULL;
    r = LLVMBuildNUWAdd(B, r, step, "");
  }
  LLVMValueRef r4n = LLVMBuildNUWAdd(B, r4, stride, "");
  LLVMBasicBlockRef l4 = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, h4);
  LLVMAddIncoming(r4, &r4n, &l4, 1);
  LLVMAddIncoming(a4, &acc, &l4, 1);

  LLVMPositionBuilderAtEnd(B, h1);
  LLVMValueRef r1 = LLVMBuildPhi(B, c->t_i64, "r"),
               a1 = LLVMBuildPhi(B, at, "acc");
  LLVMAddIncoming(r1, &r4, &h4, 1);
  LLVMAddIncoming(a1, &a4, &h4, 1);
  LLVMValueRef more = LLVMBuildICmp(B, LLVMIntULT, r1, n, "");
  if (active) more = LLVMBuildAnd(B, more, active, "");
  LLVMBuildCondBr(B, more, b1, done);
  LLVMPositionBuilderAtEnd(B, b1);
  cg_scope_reset(c);
  bind(c, k, r1, user);
  LLVMValueRef x = cg_value(c, k->value);
  LLVMValueRef nacc = x ? cg_reduce_combine(c, k, a1, x, false) : NULL;
  if (!nacc) return NULL;
  LLVMValueRef rn = LLVMBuildNUWAdd(B, r1, step, "");
  LLVMBasicBlockRef l1 = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, h1);
  LLVMAddIncoming(r1, &rn, &l1, 1);
  LLVMAddIncoming(a1, &nacc, &l1, 1);
  LLVMPositionBuilderAtEnd(B, done);
  cg_scope_reset(c);
  return a1;
}

static void bind_reduce(cg *c, const cajit_kir_kernel *k, LLVMValueRef r,
                        void *user) {
  (void)user;
  nvptx_delinearize(c, CAJIT_KIR_INDEX_REDUCE, k->red_ndim, k->red_extents, r);
}

typedef struct outer_bind {
  const cajit_kir_buffer *o;
  LLVMValueRef oi;
} outer_bind;

/* Kernel k's shared-memory array of type arr ("smem.k<id>", address space
 * 3, undefined at the start, 8-byte aligned). */
static LLVMValueRef shared_array(cg *c, const cajit_kir_kernel *k,
                                 LLVMTypeRef arr) {
  char name[32];
  snprintf(name, sizeof name, "smem.k%d", (int)k->id);
  LLVMValueRef smem = LLVMAddGlobalInAddressSpace(c->mod, arr, name, 3);
  LLVMSetInitializer(smem, LLVMGetUndef(arr));
  LLVMSetLinkage(smem, LLVMInternalLinkage);
  LLVMSetAlignment(smem, 8);
  return smem;
}

static void bind_outer(cg *c, const cajit_kir_kernel *k, LLVMValueRef r,
                       void *user) {
  outer_bind *ob = user;
  nvptx_delinearize(c, CAJIT_KIR_INDEX_OUTER, ob->o->ndim, ob->o->shape,
                    ob->oi);
  nvptx_delinearize(c, CAJIT_KIR_INDEX_REDUCE, k->red_ndim, k->red_extents, r);
}

void nvptx_emit_reduction(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  LLVMBuilderRef B = c->bld;
  cajit_dtype ad = k->acc_dtype;
  LLVMTypeRef at = cg_reg_type(c, ad);
  LLVMValueRef init = cg_reduce_init(c, k->reduce, ad);
  if (!at || !init) {
    cg_fail(c, cajit_status_make(CAJIT_UNSUPPORTED,
                                 "gpu: kernel %s: no %s reduction in %s",
                                 k->name, cajit_kir_reduce_name(k->reduce),
                                 cajit_dtype_name(ad)));
    return;
  }
  /* One slot per warp of the block (at most 32 warps of 32 threads). */
  LLVMTypeRef arr = LLVMArrayType(at, BLOCK_WARPS_MAX);
  LLVMValueRef smem = shared_array(c, k, arr);

  LLVMValueRef nout = nvptx_numel(c, o->ndim, o->shape);
  LLVMValueRef nred = nvptx_numel(c, k->red_ndim, k->red_extents);
  LLVMValueRef tid = nvptx_sreg(c, "tid.x"), ntid = nvptx_sreg(c, "ntid.x"),
               bid = nvptx_sreg(c, "ctaid.x"), nbid = nvptx_sreg(c, "nctaid.x");
  if (c->err) return;
  gloop rows;
  LLVMValueRef row = nvptx_loop_begin(c, &rows, bid, nout, nbid);
  nvptx_delinearize(c, CAJIT_KIR_INDEX_OUTER, o->ndim, o->shape, row);

  /* The thread's partial result over r = tid, tid + ntid, ... The row's
   * index values stay bound (symval); the memo scopes are reset. */
  LLVMValueRef acc =
      partial(c, k, tid, ntid, nred, NULL, init, bind_reduce, NULL);
  if (!acc) return;

  /* Warps, then the warps' results through shared memory. */
  LLVMValueRef part = warp_reduce(c, k, acc);
  if (!part) return;
  LLVMValueRef lane = LLVMBuildAnd(B, tid, nvptx_i64(c, 31), "lane");
  LLVMValueRef warp = LLVMBuildLShr(B, tid, nvptx_i64(c, 5), "warp");
  LLVMValueRef zero = nvptx_i64(c, 0);
  LLVMValueRef idx[2] = {zero, warp};
  LLVMValueRef slot = LLVMBuildInBoundsGEP2(B, arr, smem, idx, 2, "");
  store_if(c, LLVMBuildICmp(B, LLVMIntEQ, lane, zero, ""), part, slot, ad,
           true);
  barrier(c);
  LLVMValueRef nwarps = LLVMBuildLShr(
      B, LLVMBuildAdd(B, ntid, nvptx_i64(c, 31), ""), nvptx_i64(c, 5), "");
  idx[1] = lane;
  LLVMValueRef v = LLVMBuildLoad2(
      B, at, LLVMBuildInBoundsGEP2(B, arr, smem, idx, 2, ""), "");
  v = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntULT, lane, nwarps, ""), v,
                      init, "");
  v = warp_reduce(c, k, v);
  if (!v) return;
  LLVMValueRef optr = cg_out_ptr(c, k);
  v = optr ? cg_convert(c, v, ad, o->dtype) : NULL;
  if (!v) return;
  store_if(c, LLVMBuildICmp(B, LLVMIntEQ, tid, zero, ""), v, optr, o->dtype,
           false);
  /* The next row reuses the slots. */
  barrier(c);
  nvptx_loop_end(c, &rows);
}

/* A reduction over an outer dim whose output is contiguous along the
 * input's unit-stride dim (a bias grad: sum over rows of [n, c]; the
 * loop schedule's ACCUM_OUTPUT): one-block-per-output would read a
 * column with a stride. Here the 32 lanes of a warp take 32 consecutive
 * outputs (coalesced loads of a row segment) and the block's warps split
 * the reduction rows; warp 0 combines the warps' partial results through
 * a [32 warps][32 lanes] shared array. Chosen where the loop schedule
 * accumulates into the output across its last dim. */
void nvptx_emit_reduction_outer(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  LLVMBuilderRef B = c->bld;
  cajit_dtype ad = k->acc_dtype;
  LLVMTypeRef at = cg_reg_type(c, ad);
  LLVMValueRef init = cg_reduce_init(c, k->reduce, ad);
  LLVMTypeRef row = LLVMArrayType(at, 32), arr = LLVMArrayType(row, 32);
  LLVMValueRef smem = shared_array(c, k, arr);
  LLVMValueRef nout = nvptx_numel(c, o->ndim, o->shape);
  LLVMValueRef nred = nvptx_numel(c, k->red_ndim, k->red_extents);
  LLVMValueRef tid = nvptx_sreg(c, "tid.x"), ntid = nvptx_sreg(c, "ntid.x"),
               bid = nvptx_sreg(c, "ctaid.x"), nbid = nvptx_sreg(c, "nctaid.x");
  if (c->err || !init) return;
  LLVMValueRef lane = LLVMBuildAnd(B, tid, nvptx_i64(c, 31), "lane");
  LLVMValueRef warp = LLVMBuildLShr(B, tid, nvptx_i64(c, 5), "warp");
  LLVMValueRef nw = LLVMBuildLShr(B, ntid, nvptx_i64(c, 5), "nwarps");
  LLVMValueRef zero = nvptx_i64(c, 0);
  gloop groups;
  LLVMValueRef base =
      nvptx_loop_begin(c, &groups, LLVMBuildMul(B, bid, nvptx_i64(c, 32), ""),
                       nout, LLVMBuildMul(B, nbid, nvptx_i64(c, 32), ""));
  LLVMValueRef oi = LLVMBuildAdd(B, base, lane, "o");
  LLVMValueRef valid = LLVMBuildICmp(B, LLVMIntULT, oi, nout, "");
  /* Lanes past the end skip the loops but still meet the barriers. */
  outer_bind ob = {o, oi};
  LLVMValueRef acc =
      partial(c, k, warp, nw, nred, valid, init, bind_outer, &ob);
  if (!acc) return;
  LLVMValueRef idx[3] = {zero, warp, lane};
  LLVMBuildStore(B, acc, LLVMBuildInBoundsGEP2(B, arr, smem, idx, 3, ""));
  barrier(c);
  /* Warp 0: its lane's column of partial results, in warp order. */
  LLVMBasicBlockRef fin = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "fin"),
                    fhead =
                        LLVMAppendBasicBlockInContext(c->ctx, c->fn, "w.head"),
                    fbody =
                        LLVMAppendBasicBlockInContext(c->ctx, c->fn, "w.body"),
                    fdone =
                        LLVMAppendBasicBlockInContext(c->ctx, c->fn, "w.done"),
                    after =
                        LLVMAppendBasicBlockInContext(c->ctx, c->fn, "after");
  LLVMBuildCondBr(
      B,
      LLVMBuildAnd(B, valid, LLVMBuildICmp(B, LLVMIntEQ, warp, zero, ""), ""),
      fin, after);
  LLVMPositionBuilderAtEnd(B, fin);
  LLVMBuildBr(B, fhead);
  LLVMPositionBuilderAtEnd(B, fhead);
  LLVMValueRef w = LLVMBuildPhi(B, c->t_i64, "w"), v = LLVMBuildPhi(B, at, "v");
  LLVMAddIncoming(w, &zero, &fin, 1);
  LLVMAddIncoming(v, &init, &fin, 1);
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntULT, w, nw, ""), fbody, fdone);
  LLVMPositionBuilderAtEnd(B, fbody);
  idx[1] = w;
  LLVMValueRef part = LLVMBuildLoad2(
      B, at, LLVMBuildInBoundsGEP2(B, arr, smem, idx, 3, ""), "");
  LLVMValueRef nv = cg_reduce_combine(c, k, v, part, false);
  if (!nv) return;
  LLVMValueRef wn = LLVMBuildNUWAdd(B, w, nvptx_i64(c, 1), "");
  LLVMBasicBlockRef wl = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, fhead);
  LLVMAddIncoming(w, &wn, &wl, 1);
  LLVMAddIncoming(v, &nv, &wl, 1);
  LLVMPositionBuilderAtEnd(B, fdone);
  cg_scope_reset(c);
  nvptx_delinearize(c, CAJIT_KIR_INDEX_OUTER, o->ndim, o->shape, oi);
  if (!cg_store_out(c, k, v, ad)) return;
  LLVMBuildBr(B, after);
  LLVMPositionBuilderAtEnd(B, after);
  cg_scope_reset(c);
  barrier(c);
  nvptx_loop_end(c, &groups);
}
