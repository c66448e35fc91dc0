/* Kernel IR -> NVPTX kernels (see gpu/gpu.h): one `.entry` per pointwise,
 * reduction or scatter kernel, over the CPU codegen's value and index
 * emitters (lib/codegen), then libdevice, LLVM's O3 pipeline for the NVPTX
 * target and its PTX printer. */
#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "gpu/gpu.h"
#include "support/alloc.h"

enum { BLOCK_WARPS_MAX = 32 };

typedef struct gpu_emit {
  CAJIT_VEC(cajit_gpu_site) sites;
  LLVMValueRef err; /* the kernel's error-record parameter */
  int32_t kernel;   /* index of the kernel being emitted */
} gpu_emit;

/* ---- small builders ------------------------------------------------------
 */

static LLVMValueRef call_intrinsic(cg *c, const char *name, LLVMTypeRef *over,
                                   size_t nover, LLVMValueRef *args,
                                   unsigned n) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  if (!id)
    return cg_fail(
        c, cajit_status_make(CAJIT_LLVM_ERROR, "gpu: no intrinsic %s", name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(c->mod, id, over, nover);
  LLVMTypeRef fty = LLVMIntrinsicGetType(c->ctx, id, over, nover);
  return LLVMBuildCall2(c->bld, fty, fn, args, n, "");
}

/* A special register (tid.x, ntid.x, ctaid.x, nctaid.x) as i64. */
static LLVMValueRef sreg(cg *c, const char *reg) {
  char name[64];
  snprintf(name, sizeof name, "llvm.nvvm.read.ptx.sreg.%s", reg);
  LLVMValueRef v = call_intrinsic(c, name, NULL, 0, NULL, 0);
  return v ? LLVMBuildZExt(c->bld, v, c->t_i64, reg) : NULL;
}

static LLVMValueRef i64c(cg *c, int64_t v) {
  return LLVMConstInt(c->t_i64, (unsigned long long)v, 1);
}

/* for (i = start; i < n; i += step): gloop_begin leaves the builder in the
 * body and returns i; gloop_end closes the loop. Values made in the body
 * do not dominate the code after it: the memo scope is reset both ways. */
typedef struct gloop {
  LLVMBasicBlockRef header, exit;
  LLVMValueRef phi, step;
} gloop;

static LLVMValueRef gloop_begin(cg *c, gloop *L, LLVMValueRef start,
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

static void gloop_end(cg *c, gloop *L) {
  LLVMBuilderRef B = c->bld;
  LLVMValueRef next = LLVMBuildNUWAdd(B, L->phi, L->step, "");
  LLVMBasicBlockRef from = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, L->header);
  LLVMAddIncoming(L->phi, &next, &from, 1);
  LLVMPositionBuilderAtEnd(B, L->exit);
  cg_scope_reset(c);
}

/* Product of n extents (i64), 1 for n == 0. */
static LLVMValueRef numel(cg *c, int32_t n, const cajit_expr *const *ext) {
  LLVMValueRef v = i64c(c, 1);
  for (int32_t d = 0; d < n && v; d++) {
    LLVMValueRef e = cg_expr(c, ext[d]);
    v = e ? LLVMBuildNUWMul(c->bld, v, e, "") : NULL;
  }
  return v;
}

/* Binds index symbols kind 0..n-1 to the row-major digits of lin over the
 * extents ext (the last dim varies fastest). */
static void delinearize(cg *c, cajit_kir_index_kind kind, int32_t n,
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
  LLVMValueRef x = LLVMBuildAtomicCmpXchg(B, g->err, i64c(c, 0), i64c(c, id),
                                          LLVMAtomicOrderingMonotonic,
                                          LLVMAtomicOrderingMonotonic, 0);
  LLVMBuildCondBr(B, LLVMBuildExtractValue(B, x, 1, ""), won, out);
  LLVMPositionBuilderAtEnd(B, won);
  for (unsigned i = 0; i < nargs && i < 3; i++) {
    LLVMValueRef idx = i64c(c, (int64_t)i + 1);
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

/* ---- kernel bodies -------------------------------------------------------
 */

static void emit_pointwise(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  LLVMBuilderRef B = c->bld;
  LLVMValueRef n = numel(c, o->ndim, o->shape);
  LLVMValueRef tid = sreg(c, "tid.x"), ntid = sreg(c, "ntid.x"),
               bid = sreg(c, "ctaid.x"), nbid = sreg(c, "nctaid.x");
  if (c->err) return;
  LLVMValueRef start = LLVMBuildAdd(B, LLVMBuildMul(B, bid, ntid, ""), tid, "");
  gloop L;
  LLVMValueRef i =
      gloop_begin(c, &L, start, n, LLVMBuildMul(B, nbid, ntid, ""));
  delinearize(c, CAJIT_KIR_INDEX_OUTER, o->ndim, o->shape, i);
  LLVMValueRef x = cg_value(c, k->value);
  if (x) cg_store_out(c, k, x, k->value->dtype);
  if (c->err) return;
  gloop_end(c, &L);
}

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
    w = call_intrinsic(c, "llvm.nvvm.shfl.sync.bfly.i32", NULL, 0, a, 4);
    if (!w) return NULL;
    r = LLVMBuildTruncOrBitCast(B, w, it, "");
  } else {
    LLVMValueRef lo = LLVMBuildTrunc(B, v, c->t_i32, "");
    LLVMValueRef hi =
        LLVMBuildTrunc(B, LLVMBuildLShr(B, v, i64c(c, 32), ""), c->t_i32, "");
    LLVMValueRef a[4] = {mask, lo, lc, clamp};
    lo = call_intrinsic(c, "llvm.nvvm.shfl.sync.bfly.i32", NULL, 0, a, 4);
    a[1] = hi;
    hi = call_intrinsic(c, "llvm.nvvm.shfl.sync.bfly.i32", NULL, 0, a, 4);
    if (!lo || !hi) return NULL;
    r = LLVMBuildOr(
        B, LLVMBuildZExt(B, lo, c->t_i64, ""),
        LLVMBuildShl(B, LLVMBuildZExt(B, hi, c->t_i64, ""), i64c(c, 32), ""),
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
  call_intrinsic(c, "llvm.nvvm.barrier0", NULL, 0, NULL, 0);
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
  LLVMValueRef span = LLVMBuildMul(B, step, i64c(c, UNROLL - 1), "");
  LLVMValueRef stride = LLVMBuildMul(B, step, i64c(c, UNROLL), "");
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
  delinearize(c, CAJIT_KIR_INDEX_REDUCE, k->red_ndim, k->red_extents, r);
}

typedef struct outer_bind {
  const cajit_kir_buffer *o;
  LLVMValueRef oi;
} outer_bind;

static void bind_outer(cg *c, const cajit_kir_kernel *k, LLVMValueRef r,
                       void *user) {
  outer_bind *ob = user;
  delinearize(c, CAJIT_KIR_INDEX_OUTER, ob->o->ndim, ob->o->shape, ob->oi);
  delinearize(c, CAJIT_KIR_INDEX_REDUCE, k->red_ndim, k->red_extents, r);
}

static void emit_reduction(cg *c, const cajit_kir_kernel *k) {
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
  char sname[32];
  snprintf(sname, sizeof sname, "smem.k%d", (int)k->id);
  LLVMValueRef smem = LLVMAddGlobalInAddressSpace(c->mod, arr, sname, 3);
  LLVMSetInitializer(smem, LLVMGetUndef(arr));
  LLVMSetLinkage(smem, LLVMInternalLinkage);
  LLVMSetAlignment(smem, 8);

  LLVMValueRef nout = numel(c, o->ndim, o->shape);
  LLVMValueRef nred = numel(c, k->red_ndim, k->red_extents);
  LLVMValueRef tid = sreg(c, "tid.x"), ntid = sreg(c, "ntid.x"),
               bid = sreg(c, "ctaid.x"), nbid = sreg(c, "nctaid.x");
  if (c->err) return;
  gloop rows;
  LLVMValueRef row = gloop_begin(c, &rows, bid, nout, nbid);
  delinearize(c, CAJIT_KIR_INDEX_OUTER, o->ndim, o->shape, row);

  /* The thread's partial result over r = tid, tid + ntid, ... The row's
   * index values stay bound (symval); the memo scopes are reset. */
  LLVMValueRef acc =
      partial(c, k, tid, ntid, nred, NULL, init, bind_reduce, NULL);
  if (!acc) return;

  /* Warps, then the warps' results through shared memory. */
  LLVMValueRef part = warp_reduce(c, k, acc);
  if (!part) return;
  LLVMValueRef lane = LLVMBuildAnd(B, tid, i64c(c, 31), "lane");
  LLVMValueRef warp = LLVMBuildLShr(B, tid, i64c(c, 5), "warp");
  LLVMValueRef zero = i64c(c, 0);
  LLVMValueRef idx[2] = {zero, warp};
  LLVMValueRef slot = LLVMBuildInBoundsGEP2(B, arr, smem, idx, 2, "");
  store_if(c, LLVMBuildICmp(B, LLVMIntEQ, lane, zero, ""), part, slot, ad,
           true);
  barrier(c);
  LLVMValueRef nwarps =
      LLVMBuildLShr(B, LLVMBuildAdd(B, ntid, i64c(c, 31), ""), i64c(c, 5), "");
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
  gloop_end(c, &rows);
}

/* A reduction over an outer dim whose output is contiguous along the
 * input's unit-stride dim (a bias grad: sum over rows of [n, c]; the
 * loop schedule's ACCUM_OUTPUT): one-block-per-output would read a
 * column with a stride. Here the 32 lanes of a warp take 32 consecutive
 * outputs (coalesced loads of a row segment) and the block's warps split
 * the reduction rows; warp 0 combines the warps' partial results through
 * a [32 warps][32 lanes] shared array. Chosen where the loop schedule
 * accumulates into the output across its last dim. */
static void emit_reduction_outer(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  LLVMBuilderRef B = c->bld;
  cajit_dtype ad = k->acc_dtype;
  LLVMTypeRef at = cg_reg_type(c, ad);
  LLVMValueRef init = cg_reduce_init(c, k->reduce, ad);
  LLVMTypeRef row = LLVMArrayType(at, 32), arr = LLVMArrayType(row, 32);
  char sname[32];
  snprintf(sname, sizeof sname, "smem.k%d", (int)k->id);
  LLVMValueRef smem = LLVMAddGlobalInAddressSpace(c->mod, arr, sname, 3);
  LLVMSetInitializer(smem, LLVMGetUndef(arr));
  LLVMSetLinkage(smem, LLVMInternalLinkage);
  LLVMSetAlignment(smem, 8);
  LLVMValueRef nout = numel(c, o->ndim, o->shape);
  LLVMValueRef nred = numel(c, k->red_ndim, k->red_extents);
  LLVMValueRef tid = sreg(c, "tid.x"), ntid = sreg(c, "ntid.x"),
               bid = sreg(c, "ctaid.x"), nbid = sreg(c, "nctaid.x");
  if (c->err || !init) return;
  LLVMValueRef lane = LLVMBuildAnd(B, tid, i64c(c, 31), "lane");
  LLVMValueRef warp = LLVMBuildLShr(B, tid, i64c(c, 5), "warp");
  LLVMValueRef nw = LLVMBuildLShr(B, ntid, i64c(c, 5), "nwarps");
  LLVMValueRef zero = i64c(c, 0);
  gloop groups;
  LLVMValueRef base =
      gloop_begin(c, &groups, LLVMBuildMul(B, bid, i64c(c, 32), ""), nout,
                  LLVMBuildMul(B, nbid, i64c(c, 32), ""));
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
  LLVMValueRef wn = LLVMBuildNUWAdd(B, w, i64c(c, 1), "");
  LLVMBasicBlockRef wl = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, fhead);
  LLVMAddIncoming(w, &wn, &wl, 1);
  LLVMAddIncoming(v, &nv, &wl, 1);
  LLVMPositionBuilderAtEnd(B, fdone);
  cg_scope_reset(c);
  delinearize(c, CAJIT_KIR_INDEX_OUTER, o->ndim, o->shape, oi);
  if (!cg_store_out(c, k, v, ad)) return;
  LLVMBuildBr(B, after);
  LLVMPositionBuilderAtEnd(B, after);
  cg_scope_reset(c);
  barrier(c);
  gloop_end(c, &groups);
}

/* The integer type of a dtype's memory bits, for compare-and-swap. */
static LLVMTypeRef bits_type(cg *c, cajit_dtype d) {
  LLVMTypeRef t = cg_mem_type(c, d);
  if (!t) return NULL;
  LLVMTypeKind tk = LLVMGetTypeKind(t);
  if (tk == LLVMFloatTypeKind) return c->t_i32;
  if (tk == LLVMDoubleTypeKind) return c->t_i64;
  if (tk == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) >= 32) return t;
  return NULL; /* 8/16-bit targets: no 8/16-bit compare-and-swap */
}

/* *ptr = reduce(*ptr, x) atomically: atomicrmw for sums in the target's
 * own dtype, else a compare-and-swap loop around the CPU's combine. */
static void atomic_update(cg *c, const cajit_kir_kernel *k, LLVMValueRef ptr,
                          LLVMValueRef x, cajit_dtype od) {
  LLVMBuilderRef B = c->bld;
  cajit_dtype ad = k->acc_dtype;
  bool fl = cajit_dtype_is_floating(od);
  if (k->reduce == CAJIT_KIR_REDUCE_SUM && ad == od &&
      (od == CAJIT_DTYPE_F32 || od == CAJIT_DTYPE_F64 ||
       od == CAJIT_DTYPE_I32 || od == CAJIT_DTYPE_I64)) {
    LLVMBuildAtomicRMW(B, fl ? LLVMAtomicRMWBinOpFAdd : LLVMAtomicRMWBinOpAdd,
                       ptr, x, LLVMAtomicOrderingMonotonic, 0);
    return;
  }
  LLVMTypeRef it = bits_type(c, od), mt = cg_mem_type(c, od);
  if (!it) {
    cg_fail(c, cajit_status_make(
                   CAJIT_UNSUPPORTED,
                   "gpu: kernel %s: scatter %s into %s: the GPU backend has "
                   "no atomic update of 8- or 16-bit elements",
                   k->name, cajit_kir_reduce_name(k->reduce),
                   cajit_dtype_name(od)));
    return;
  }
  LLVMBasicBlockRef pre = LLVMGetInsertBlock(B);
  LLVMValueRef old0 = LLVMBuildLoad2(B, it, ptr, "");
  LLVMBasicBlockRef loop = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "cas"),
                    done = LLVMAppendBasicBlockInContext(c->ctx, c->fn,
                                                         "cas.done");
  LLVMBuildBr(B, loop);
  LLVMPositionBuilderAtEnd(B, loop);
  LLVMValueRef old = LLVMBuildPhi(B, it, "old");
  LLVMAddIncoming(old, &old0, &pre, 1);
  LLVMValueRef cur = LLVMBuildBitCast(B, old, mt, "");
  /* Memory form -> register form of od (f16/bf16 excluded above). */
  cur = cg_convert(c, cur, od, ad);
  LLVMValueRef nv = cur ? cg_reduce_combine(c, k, cur, x, false) : NULL;
  nv = nv ? cg_convert(c, nv, ad, od) : NULL;
  if (!nv) return;
  if (od == CAJIT_DTYPE_BOOL) nv = LLVMBuildZExt(B, nv, mt, "");
  LLVMValueRef nb = LLVMBuildBitCast(B, nv, it, "");
  LLVMValueRef r =
      LLVMBuildAtomicCmpXchg(B, ptr, old, nb, LLVMAtomicOrderingMonotonic,
                             LLVMAtomicOrderingMonotonic, 0);
  LLVMValueRef seen = LLVMBuildExtractValue(B, r, 0, "");
  LLVMBasicBlockRef latch = LLVMGetInsertBlock(B);
  LLVMAddIncoming(old, &seen, &latch, 1);
  LLVMBuildCondBr(B, LLVMBuildExtractValue(B, r, 1, ""), done, loop);
  LLVMPositionBuilderAtEnd(B, done);
}

static void emit_scatter(cg *c, const cajit_kir_kernel *k) {
  LLVMBuilderRef B = c->bld;
  const cajit_kir_buffer *tb =
      cajit_kir_buffer_get(c->p, k->target->u.load.buffer);
  cajit_dtype od = tb->dtype;
  LLVMValueRef n = numel(c, k->space_ndim, k->space);
  LLVMValueRef tid = sreg(c, "tid.x"), ntid = sreg(c, "ntid.x"),
               bid = sreg(c, "ctaid.x"), nbid = sreg(c, "nctaid.x");
  if (c->err) return;
  LLVMValueRef start = LLVMBuildAdd(B, LLVMBuildMul(B, bid, ntid, ""), tid, "");
  gloop L;
  LLVMValueRef i =
      gloop_begin(c, &L, start, n, LLVMBuildMul(B, nbid, ntid, ""));
  delinearize(c, CAJIT_KIR_INDEX_OUTER, k->space_ndim, k->space, i);
  LLVMBasicBlockRef skip = NULL;
  if (k->mask) {
    LLVMValueRef m = cg_value(c, k->mask);
    if (!m) return;
    LLVMBasicBlockRef yes = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "m");
    skip = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "m.skip");
    LLVMBuildCondBr(B, m, yes, skip);
    LLVMPositionBuilderAtEnd(B, yes);
  }
  LLVMValueRef x = cg_value(c, k->value);
  LLVMValueRef ptr = x ? cg_access_ptr(c, k->target) : NULL;
  if (!ptr) return;
  atomic_update(c, k, ptr, x, od);
  if (c->err) return;
  if (skip) {
    LLVMBuildBr(B, skip);
    LLVMPositionBuilderAtEnd(B, skip);
  }
  gloop_end(c, &L);
}

/* ---- kernels and module --------------------------------------------------
 */

static cajit_status refuse(const cajit_kir_kernel *k, const char *why) {
  return cajit_status_make(CAJIT_UNSUPPORTED,
                           "gpu: kernel %s: the GPU backend cannot run %s",
                           k->name, why);
}

static cajit_status supported(const cajit_kir_kernel *k) {
  switch (k->kind) {
  case CAJIT_KIR_POINTWISE:
  case CAJIT_KIR_REDUCTION: return NULL;
  case CAJIT_KIR_SCATTER:
    return k->reduce == CAJIT_KIR_REDUCE_ASSIGN
               ? refuse(k, "an assigning scatter (the last update in the "
                           "iteration order must win, which needs a "
                           "sequential loop)")
               : NULL;
  case CAJIT_KIR_GEMM:
    return refuse(k, "a GEMM (matrix products go through torch's cuBLAS, "
                     "not wired yet)");
  case CAJIT_KIR_HOST: return refuse(k, "a host call");
  case CAJIT_KIR_EXTERN: return refuse(k, "an extern C runtime call");
  case CAJIT_KIR_SCAN: return refuse(k, "a scan (cumulative op)");
  }
  return refuse(k, "this kernel kind");
}

static void add_kernel_annotation(cg *c, LLVMValueRef fn) {
  LLVMMetadataRef ops[3] = {LLVMValueAsMetadata(fn),
                            LLVMMDStringInContext2(c->ctx, "kernel", 6),
                            LLVMValueAsMetadata(LLVMConstInt(c->t_i32, 1, 0))};
  LLVMValueRef node =
      LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, ops, 3));
  LLVMAddNamedMetadataOperand(c->mod, "nvvm.annotations", node);
}

static cajit_status emit_kernel(cg *c, gpu_emit *g, const cajit_kir_kernel *k,
                                cajit_gpu_kernel *gk) {
  CAJIT_RETURN_IF_ERROR(supported(k));
  bool fallible;
  CAJIT_RETURN_IF_ERROR(cg_kernel_params(c, k, &gk->roots, &gk->root_count,
                                         &gk->syms, &gk->sym_count, &fallible));
  gk->kernel = k->id;
  gk->kind = k->kind == CAJIT_KIR_POINTWISE   ? CAJIT_GPU_POINTWISE
             : k->kind == CAJIT_KIR_REDUCTION ? CAJIT_GPU_REDUCTION
                                              : CAJIT_GPU_SCATTER;
  if (k->kind == CAJIT_KIR_REDUCTION) {
    const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
    /* The schedule's "accumulate into the output across its unit-stride
     * last dim" (lib/sched/loops.c) is the GPU's outer variant. */
    if (o->ndim > 0 && k->sched.decided &&
        k->sched.accum == CAJIT_KIR_ACCUM_OUTPUT &&
        k->sched.vector_dim == o->ndim - 1)
      gk->kind = CAJIT_GPU_REDUCTION_OUTER;
  }
  snprintf(gk->entry, sizeof gk->entry, "k%d", (int)k->id);
  size_t np = (size_t)gk->root_count + (size_t)gk->sym_count + 1, i = 0;
  LLVMTypeRef *params = cajit_calloc(np, sizeof *params);
  if (!params)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
  for (int32_t r = 0; r < gk->root_count; r++)
    params[i++] = c->t_ptr;
  for (int32_t s = 0; s < gk->sym_count; s++)
    params[i++] = cajit_expr_ctx_symbol_type(c->p->exprs, gk->syms[s]) ==
                          CAJIT_EXPR_TYPE_FLOAT
                      ? c->t_f64
                      : c->t_i64;
  params[i++] = c->t_ptr;
  LLVMTypeRef fty = LLVMFunctionType(c->t_void, params, (unsigned)np, 0);
  cajit_free(params);
  LLVMValueRef fn = LLVMAddFunction(c->mod, gk->entry, fty);
  add_kernel_annotation(c, fn);
  unsigned na = LLVMGetEnumAttributeKindForName("noalias", 7);
  for (int32_t r = 0; r < gk->root_count; r++)
    LLVMAddAttributeAtIndex(fn, (unsigned)r + 1,
                            LLVMCreateEnumAttribute(c->ctx, na, 0));
  c->fn = fn;
  c->symcap = cajit_expr_ctx_symbol_count(c->p->exprs);
  c->bufcap = (int32_t)c->p->buffers.len;
  cajit_free(c->symval);
  cajit_free(c->bufptr);
  c->symval = cajit_calloc((size_t)c->symcap + 1, sizeof *c->symval);
  c->bufptr = cajit_calloc((size_t)c->bufcap + 1, sizeof *c->bufptr);
  if (!c->symval || !c->bufptr)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
  i = 0;
  for (int32_t r = 0; r < gk->root_count; r++)
    c->bufptr[gk->roots[r]] = LLVMGetParam(fn, (unsigned)i++);
  for (int32_t s = 0; s < gk->sym_count; s++) {
    LLVMValueRef prm = LLVMGetParam(fn, (unsigned)i++);
    c->symval[gk->syms[s]] = prm;
    cajit_sv sn = cajit_expr_ctx_symbol_name(c->p->exprs, gk->syms[s]);
    LLVMSetValueName2(prm, sn.data, sn.len);
  }
  g->err = LLVMGetParam(fn, (unsigned)i);
  LLVMSetValueName2(g->err, "err", 3);
  g->kernel = k->id;
  c->gpu = g;
  c->kname = k->name;
  /* Checks report through g->err (cg_gpu_check), never through a call. */
  c->kcall = fallible ? g->err : NULL;
  c->check_accesses = false;
  LLVMPositionBuilderAtEnd(c->bld,
                           LLVMAppendBasicBlockInContext(c->ctx, fn, "entry"));
  cg_scope_reset(c);
  switch (gk->kind) {
  case CAJIT_GPU_POINTWISE: emit_pointwise(c, k); break;
  case CAJIT_GPU_REDUCTION: emit_reduction(c, k); break;
  case CAJIT_GPU_REDUCTION_OUTER: emit_reduction_outer(c, k); break;
  case CAJIT_GPU_SCATTER: emit_scatter(c, k); break;
  }
  if (!c->err) LLVMBuildRetVoid(c->bld);
  cajit_status s = c->err;
  c->err = NULL;
  return s;
}

/* ---- libm -> libdevice ---------------------------------------------------
 */

static const char *const libm_names[] = {
    "exp",   "expf",   "log",  "logf",  "log1p", "log1pf",
    "expm1", "expm1f", "tanh", "tanhf", "erf",   "erff",
    "sin",   "sinf",   "cos",  "cosf",  "pow",   "powf"};

/* Renames the libm declarations cg_value made to libdevice's __nv_<name>
 * and refuses any other external function: the GPU has no C runtime.
 * *uses_libdevice says whether one was renamed. */
static cajit_status map_externals(LLVMModuleRef m, bool *uses_libdevice) {
  *uses_libdevice = false;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f;
       f = LLVMGetNextFunction(f)) {
    if (!LLVMIsDeclaration(f) || LLVMGetIntrinsicID(f)) continue;
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    bool found = false;
    for (size_t i = 0; i < sizeof libm_names / sizeof *libm_names; i++)
      if (strlen(libm_names[i]) == len && memcmp(name, libm_names[i], len) == 0)
        found = true;
    if (!found)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "gpu: the module calls %.*s, which has no GPU "
                               "version",
                               (int)len, name);
    char nv[40];
    snprintf(nv, sizeof nv, "__nv_%.*s", (int)len, name);
    LLVMSetValueName2(f, nv, strlen(nv));
    *uses_libdevice = true;
  }
  return NULL;
}

static bool readable(const char *path) {
  FILE *f = path ? fopen(path, "rb") : NULL;
  if (f) fclose(f);
  return f != NULL;
}

/* The libdevice path (see gpu.h), written to buf; NULL when none. */
static const char *find_libdevice(const cajit_gpu_options *o, char *buf,
                                  size_t cap) {
  if (o && o->libdevice) return readable(o->libdevice) ? o->libdevice : NULL;
  const char *env = getenv("CAJIT_LIBDEVICE");
  if (env && *env) return readable(env) ? env : NULL;
  const char *rel = "nvvm/libdevice/libdevice.10.bc";
  const char *home = getenv("CUDA_HOME");
  const char *dirs[] = {home,
                        "/usr/local/cuda",
                        "/usr/local/cuda-13.0",
                        "/usr/local/cuda-12.9",
                        "/usr/local/cuda-12.8",
                        "/usr/local/cuda-12.6",
                        "/usr/local/cuda-12.4",
                        "/usr/lib/cuda"};
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
    if (!dirs[i] || !*dirs[i]) continue;
    snprintf(buf, cap, "%s/%s", dirs[i], rel);
    if (readable(buf)) return buf;
  }
  return NULL;
}

static cajit_status link_libdevice(LLVMModuleRef m, const char *path) {
  LLVMMemoryBufferRef mb = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &mb, &msg)) {
    cajit_status s =
        cajit_status_make(CAJIT_IO_ERROR, "gpu: cannot read libdevice %s: %s",
                          path, msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return s;
  }
  LLVMModuleRef lib = NULL;
  LLVMBool bad = LLVMParseBitcodeInContext2(LLVMGetModuleContext(m), mb, &lib);
  LLVMDisposeMemoryBuffer(mb);
  if (bad || !lib)
    return cajit_status_make(CAJIT_LLVM_ERROR, "gpu: %s is not LLVM bitcode",
                             path);
  /* libdevice is built for "nvptx64-nvidia-gpulibs": take ours. */
  LLVMSetTarget(lib, LLVMGetTarget(m));
  LLVMSetDataLayout(lib, LLVMGetDataLayoutStr(m));
  if (LLVMLinkModules2(m, lib)) /* consumes lib */
    return cajit_status_make(CAJIT_LLVM_ERROR,
                             "gpu: linking libdevice %s failed", path);
  return NULL;
}

/* Everything but the kernels becomes internal, so the optimizer drops the
 * libdevice functions nobody calls. */
static void internalize(LLVMModuleRef m, const cajit_gpu_module *gm) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f;
       f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    bool entry = false;
    for (int32_t i = 0; i < gm->kernel_count && !entry; i++)
      entry = strlen(gm->kernels[i].entry) == len &&
              memcmp(gm->kernels[i].entry, name, len) == 0;
    if (!entry) LLVMSetLinkage(f, LLVMInternalLinkage);
  }
  for (LLVMValueRef v = LLVMGetFirstGlobal(m); v; v = LLVMGetNextGlobal(v))
    if (!LLVMIsDeclaration(v)) LLVMSetLinkage(v, LLVMInternalLinkage);
}

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static void init_nvptx(void) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
}

static cajit_status target_machine(const cajit_gpu_options *o,
                                   LLVMTargetMachineRef *out) {
  pthread_once(&init_once, init_nvptx);
  const char *triple = "nvptx64-nvidia-cuda";
  const char *sm = o && o->sm ? o->sm : "sm_90";
  if (strncmp(sm, "sm_", 3) != 0)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "gpu: target '%s' is not an sm_<NN> name", sm);
  LLVMTargetRef t;
  char *msg = NULL;
  if (LLVMGetTargetFromTriple(triple, &t, &msg)) {
    cajit_status s = cajit_status_make(CAJIT_LLVM_ERROR,
                                       "gpu: no NVPTX target in this LLVM: %s",
                                       msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return s;
  }
  /* LLVM accepts unknown CPU names with a warning on stderr: check first. */
  static const char *const known[] = {
      "sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62", "sm_70", "sm_72",
      "sm_75", "sm_80", "sm_86", "sm_87", "sm_89", "sm_90", "sm_90a"};
  bool ok = false;
  for (size_t i = 0; i < sizeof known / sizeof *known; i++)
    ok |= strcmp(sm, known[i]) == 0;
  if (!ok)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "gpu: unknown GPU target '%s' (LLVM 19 knows "
                             "sm_50 .. sm_90a)",
                             sm);
  int lvl = o && o->opt_level ? o->opt_level : 3;
  *out = LLVMCreateTargetMachine(t, triple, sm, "+ptx80",
                                 lvl >= 2 ? LLVMCodeGenLevelAggressive
                                          : LLVMCodeGenLevelDefault,
                                 LLVMRelocDefault, LLVMCodeModelDefault);
  return *out ? NULL
              : cajit_status_make(CAJIT_LLVM_ERROR,
                                  "gpu: cannot create the %s target machine",
                                  sm);
}

void cajit_gpu_module_free(cajit_gpu_module *m) {
  if (!m) return;
  for (int32_t i = 0; m->kernels && i < m->kernel_count; i++) {
    cajit_free(m->kernels[i].roots);
    cajit_free(m->kernels[i].syms);
  }
  cajit_free(m->kernels);
  for (int32_t i = 0; m->sites && i < m->site_count; i++)
    cajit_free(m->sites[i].fmt);
  cajit_free(m->sites);
  cajit_free(m->ptx);
  memset(m, 0, sizeof *m);
}

static void init_types(cg *c) {
  c->t_void = LLVMVoidTypeInContext(c->ctx);
  c->t_i1 = LLVMInt1TypeInContext(c->ctx);
  c->t_i8 = LLVMInt8TypeInContext(c->ctx);
  c->t_i16 = LLVMInt16TypeInContext(c->ctx);
  c->t_i32 = LLVMInt32TypeInContext(c->ctx);
  c->t_i64 = LLVMInt64TypeInContext(c->ctx);
  c->t_half = LLVMHalfTypeInContext(c->ctx);
  c->t_bf16 = LLVMBFloatTypeInContext(c->ctx);
  c->t_f32 = LLVMFloatTypeInContext(c->ctx);
  c->t_f64 = LLVMDoubleTypeInContext(c->ctx);
  c->t_ptr = LLVMPointerTypeInContext(c->ctx, 0);
}

/* Emits every kernel of p into a fresh module of ctx (unoptimized) and
 * fills gm's kernel table and sites. */
static cajit_status emit_module(cajit_kir_program *p, LLVMContextRef ctx,
                                LLVMTargetMachineRef tm, cajit_gpu_module *gm,
                                LLVMModuleRef *out) {
  *out = NULL;
  cajit_status s = cajit_kir_program_error(p);
  if (s) return cajit_status_annotate(s, "gpu");
  static const cajit_codegen_options opts = {0};
  gpu_emit g = {0};
  cg c = {0};
  c.p = p;
  c.opts = &opts;
  c.par_sym = -1;
  c.ctx = ctx;
  init_types(&c);
  c.mod = LLVMModuleCreateWithNameInContext("cajit_gpu", ctx);
  c.bld = LLVMCreateBuilderInContext(ctx);
  LLVMSetTarget(c.mod, "nvptx64-nvidia-cuda");
  LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
  LLVMSetModuleDataLayout(c.mod, td);
  LLVMDisposeTargetData(td);
  size_t nk = p->kernels.len;
  gm->kernels = cajit_calloc(nk + 1, sizeof *gm->kernels);
  if (!gm->kernels)
    s = cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
  for (size_t i = 0; !s && i < nk; i++) {
    s = emit_kernel(&c, &g, &p->kernels.data[i], &gm->kernels[i]);
    gm->kernel_count = (int32_t)i + 1;
  }
  gm->sites = g.sites.data;
  gm->site_count = (int32_t)g.sites.len;
  cajit_free(c.symval);
  cajit_free(c.bufptr);
  cajit_ptrmap_free(&c.expr_memo);
  cajit_ptrmap_free(&c.value_memo);
  LLVMDisposeBuilder(c.bld);
  if (!s) {
    /* IEEE denormals: libdevice's __nvvm_reflect("__CUDA_FTZ") reads 0. */
    LLVMAddModuleFlag(c.mod, LLVMModuleFlagBehaviorOverride, "nvvm-reflect-ftz",
                      16, LLVMValueAsMetadata(LLVMConstInt(c.t_i32, 0, 0)));
    char *msg = NULL;
    if (LLVMVerifyModule(c.mod, LLVMReturnStatusAction, &msg))
      s = cajit_status_make(CAJIT_INTERNAL, "gpu: invalid LLVM module: %s",
                            msg ? msg : "?");
    LLVMDisposeMessage(msg);
  }
  if (s) {
    LLVMDisposeModule(c.mod);
    return s;
  }
  *out = c.mod;
  return NULL;
}

static cajit_status finish(LLVMModuleRef m, LLVMTargetMachineRef tm,
                           const cajit_gpu_options *o, cajit_gpu_module *gm) {
  bool libdev;
  CAJIT_RETURN_IF_ERROR(map_externals(m, &libdev));
  if (libdev) {
    char buf[512];
    const char *path = find_libdevice(o, buf, sizeof buf);
    if (!path)
      return cajit_status_make(
          CAJIT_UNSUPPORTED,
          "gpu: the kernels use transcendental math and no libdevice.10.bc "
          "was found (set CAJIT_LIBDEVICE or CUDA_HOME)");
    CAJIT_RETURN_IF_ERROR(link_libdevice(m, path));
  }
  internalize(m, gm);
  int lvl = o && o->opt_level ? o->opt_level : 3;
  char pipeline[32];
  snprintf(pipeline, sizeof pipeline, "default<O%d>", lvl);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(m, pipeline, tm, po);
  LLVMDisposePassBuilderOptions(po);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    cajit_status s =
        cajit_status_make(CAJIT_LLVM_ERROR, "gpu: optimizing failed: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return s;
  }
  char *msg = NULL;
  LLVMMemoryBufferRef mb = NULL;
  if (LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMAssemblyFile, &msg, &mb)) {
    cajit_status s = cajit_status_make(
        CAJIT_LLVM_ERROR, "gpu: PTX emission failed: %s", msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return s;
  }
  size_t len = LLVMGetBufferSize(mb);
  gm->ptx = cajit_malloc(len + 1);
  if (gm->ptx) {
    memcpy(gm->ptx, LLVMGetBufferStart(mb), len);
    gm->ptx[len] = 0;
    gm->ptx_len = len;
  }
  LLVMDisposeMemoryBuffer(mb);
  return gm->ptx ? NULL
                 : cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
}

cajit_status cajit_gpu_emit(cajit_kir_program *p, const cajit_gpu_options *o,
                            cajit_gpu_module *out) {
  memset(out, 0, sizeof *out);
  LLVMTargetMachineRef tm = NULL;
  CAJIT_RETURN_IF_ERROR(target_machine(o, &tm));
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  cajit_status s = emit_module(p, ctx, tm, out, &m);
  if (!s) s = finish(m, tm, o, out);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  LLVMDisposeTargetMachine(tm);
  if (s) cajit_gpu_module_free(out);
  return s;
}

cajit_status cajit_gpu_emit_ll(cajit_kir_program *p, const cajit_gpu_options *o,
                               char **out_text, size_t *out_len) {
  *out_text = NULL;
  *out_len = 0;
  cajit_gpu_module gm = {0};
  LLVMTargetMachineRef tm = NULL;
  CAJIT_RETURN_IF_ERROR(target_machine(o, &tm));
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  cajit_status s = emit_module(p, ctx, tm, &gm, &m);
  if (!s) {
    char *text = LLVMPrintModuleToString(m);
    size_t len = strlen(text);
    *out_text = cajit_malloc(len + 1);
    if (*out_text) {
      memcpy(*out_text, text, len + 1);
      *out_len = len;
    } else {
      s = cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
    }
    LLVMDisposeMessage(text);
  }
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  LLVMDisposeTargetMachine(tm);
  cajit_gpu_module_free(&gm);
  return s;
}

cajit_status cajit_gpu_site_message(const cajit_gpu_module *m,
                                    const int64_t *err) {
  if (!err[0]) return NULL;
  int64_t site = err[0] - 1;
  if (site < 0 || site >= m->site_count)
    return cajit_status_make(CAJIT_INTERNAL,
                             "gpu: a kernel reported unknown failure site %lld",
                             (long long)err[0]);
  const cajit_gpu_site *s = &m->sites[site];
  char msg[1024];
  long long a = err[1], b = err[2], c = err[3];
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  snprintf(msg, sizeof msg, s->fmt, a, b, c);
#pragma GCC diagnostic pop
  return cajit_status_make(s->code, "%s", msg);
}
