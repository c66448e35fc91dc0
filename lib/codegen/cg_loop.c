/* Counted loops of kernels (see cg_internal.h): the canonical
 * header/body/latch shape with an i64 induction variable from 0 (from the
 * range's bounds for a range function's parallel loop), nsw/nuw
 * increments, and a loop ID on every latch. */
#include <llvm-c/DebugInfo.h> /* LLVMTemporaryMDNode, for self-referential IDs */
#include <stdio.h>
#include <string.h>

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
  L->begun_at = ++c->loops_begun;
  L->rolled_at = c->loops_rolled;
  L->run_rolled_at = c->loops_rolled_run;
  L->trip_count = LLVMIsAConstantInt(n) ? LLVMConstIntGetSExtValue(n) : -1;
  L->outer_span = c->unrolled_span;
  c->unrolled_span = 1;
  c->symval[sym] = L->phi;
}

/* The loop ID !{self, !{"llvm.loop.unroll.runtime.disable"}[,
 * !{"llvm.loop.unroll.disable"}]} for a latch.
 * Runtime unrolling only pays for scalar loops whose bodies are as cheap as
 * the loop's own increment and branch; ours read and write memory every
 * iteration, and once a loop is vectorized the unroller's target is the
 * scalar remainder (fewer iterations than one vector step) or the fallback
 * for failed run-time stride checks. Unrolling those tripled their code,
 * and Loop Strength Reduction in the backend then spent half of all code
 * generation time on the copies (GRU: 1.18 -> 0.63 s in llc). Full
 * unrolling of loops with constant trip counts is not affected. */
static LLVMMetadataRef hint(cg *c, const char *key) {
  LLVMMetadataRef s = LLVMMDStringInContext2(c->ctx, key, strlen(key));
  return LLVMMDNodeInContext2(c->ctx, &s, 1);
}

/* !{"llvm.loop.vectorize.width", i32 1}: the loop vectorizer leaves the
 * loop scalar (see speculates_dead_stride). */
static LLVMMetadataRef scalar_hint(cg *c) {
  static const char key[] = "llvm.loop.vectorize.width";
  LLVMMetadataRef kv[2] = {LLVMMDStringInContext2(c->ctx, key, sizeof key - 1),
                           LLVMValueAsMetadata(LLVMConstInt(c->t_i32, 1, 0))};
  return LLVMMDNodeInContext2(c->ctx, kv, 2);
}

static LLVMMetadataRef loop_id(cg *c, bool no_unroll, bool scalar) {
  LLVMMetadataRef self = LLVMTemporaryMDNode(c->ctx, NULL, 0);
  LLVMMetadataRef ops[4] = {self, hint(c, "llvm.loop.unroll.runtime.disable"),
                            hint(c, "llvm.loop.unroll.disable"), NULL};
  unsigned n = no_unroll ? 3 : 2;
  if (scalar) ops[n++] = scalar_hint(c);
  LLVMMetadataRef id = LLVMMDNodeInContext2(c->ctx, ops, n);
  /* A node that refers to itself becomes distinct: one ID per loop. */
  LLVMMetadataReplaceAllUsesWith(self, id);
  return id;
}

/* The most copies of a loop body full unrolling may make of a nest (see
 * keep_rolled). */
#define MAX_UNROLLED_SPAN 64

/* Whether loop L, ending now, must stay a loop; span: the copies of its
 * body that unrolling the loops inside it makes (c->unrolled_span). Our
 * innermost loop runs over the unit-stride dim, and full unrolling, which
 * runs before the vectorizer, turned innermost loops with a constant trip
 * count into straight-line code: the vectorizer then took the next loop
 * out, whose accesses are strided, and gathered them (constant strides) or
 * speculated that its stride was 1 and ran the scalar fallback on every
 * call (strides read at run time): BatchNorm's per-channel sums over [32,
 * 32, 32, 32] took 2.5-4x as long as with symbolic sizes. Innermost loops
 * shorter than one AVX-512 vector of floats still unroll (a 10-wide
 * padding row's bounds checks fold away), and a loop around a loop kept
 * rolled stays rolled: unrolling it would only copy the inner loop (32
 * copies of the vector loop above; a third of the medium CNN's LLVM
 * time). A loop around unrolled loops unrolls only while the nest stays
 * within MAX_UNROLLED_SPAN copies: unrolled whole, small constant nests
 * (the zoo ResNet's [2, 8, 4, 4] copies of inputs: 128 loads at strides
 * read at run time, which the SLP vectorizer then gathered one by one;
 * im2col and col2im nests of a few hundred elements) took a third of that
 * graph's LLVM time for the same run time. 64 copies keep the run time of
 * every kernel they change (bench/README.md, "Compiling"); 16 saved a
 * sixth more LLVM time but made the stride-2 im2col kernels of 64-element
 * rows up to 1.6x slower, their rows no longer one 16-wide vector each. */
static bool keep_rolled(cg *c, const cg_loop *L, int64_t span) {
  if (c->loops_rolled > L->rolled_at) return true; /* an inner loop is */
  bool innermost = c->loops_begun == L->begun_at;
  if (innermost) return !(L->trip_count >= 0 && L->trip_count < 16);
  return L->trip_count > MAX_UNROLLED_SPAN ||
         (L->trip_count >= 0 && L->trip_count * span > MAX_UNROLLED_SPAN);
}

/* Whether v is an open stride _in<n>_st<k> (a parameter, kir_view.c) of
 * an input whose dims after k have a constant extent product of at least
 * 2. (Not a multiple of one: LLVM versions only a stride that is a value
 * of its own, and may gather the others, which runs.) */
static bool inner_open_stride(cg *c, LLVMValueRef v) {
  if (!LLVMIsAArgument(v)) return false;
  size_t len;
  const char *name = LLVMGetValueName2(v, &len);
  char buf[48];
  int n, k, used = 0;
  if (len >= sizeof buf) return false;
  memcpy(buf, name, len);
  buf[len] = '\0';
  if (sscanf(buf, "_in%d_st%d%n", &n, &k, &used) != 2 || (size_t)used != len)
    return false;
  for (size_t i = 0; i < c->p->buffers.len; i++) {
    const cajit_kir_buffer *b = &c->p->buffers.data[i];
    if (b->kind != CAJIT_KIR_BUFFER_INPUT || b->input_index != n ||
        k >= b->ndim)
      continue;
    int64_t inner = 1, e;
    for (int32_t j = k + 1; j < b->ndim; j++) {
      if (!cajit_expr_as_int(b->shape[j], &e)) return false;
      inner *= e;
    }
    return inner >= 2;
  }
  return false;
}

/* Whether index i (or, with through_add, i plus another term: a tile's
 * base plus its phi, cg_reduce.c's tiled_sums) is multiplied by an open
 * stride of inner_open_stride's kind: either way the stride is the
 * address's step per iteration of i's loop. */
static bool scales_by_inner_stride(cg *c, LLVMValueRef i, bool through_add) {
  for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef m = LLVMGetUser(u);
    if (!LLVMIsAInstruction(m)) continue;
    LLVMOpcode op = LLVMGetInstructionOpcode(m);
    if (op == LLVMAdd && through_add && scales_by_inner_stride(c, m, false))
      return true;
    if (op != LLVMMul) continue;
    LLVMValueRef a = LLVMGetOperand(m, 0), b = LLVMGetOperand(m, 1);
    if (inner_open_stride(c, a == i ? b : a)) return true;
  }
  return false;
}

/* Whether loop L, which stays a loop around inner loops that all unroll
 * whole (span copies of the body), is one that LLVM's loop vectorizer
 * would vectorize only for a case contiguous inputs never meet. Once the
 * inner loops are straight-line code, L is innermost, and where its
 * index multiplies an open stride of a dim that is not an input's
 * innermost (a channel of [n, c, h, w]), the vectorizer versions the loop
 * on that stride being 1, which a contiguous input's stride there (h*w)
 * never is: the vector loop, its epilogue and their run-time checks are
 * compiled for a path that does not run. The zoo ResNets' per-channel
 * BatchNorm-backward fusions (1131 and 1304 lines of assembly where the
 * scalar path is 197 and 260) were a tenth of resnet_0's LLVM time, and
 * its BatchNorm-backward channel sums' tile loops (h*w unrolled, the
 * collapsed loop's 256-element blocks never run: trip count 0) 3% more
 * (bench/README.md, "LLVM time of resnet_0"). The schedule's own vector
 * loop is innermost and unaffected. */
static bool speculates_dead_stride(cg *c, const cg_loop *L, bool rolled,
                                   int64_t span) {
  if (!(rolled || L->trip_count < 0) || c->loops_begun == L->begun_at ||
      c->loops_rolled_run != L->run_rolled_at || span < 2 ||
      span > MAX_UNROLLED_SPAN)
    return false;
  return scales_by_inner_stride(c, L->phi, true);
}

void cg_loop_end(cg *c, cg_loop *L) {
  LLVMValueRef next =
      LLVMBuildAdd(c->bld, L->phi, LLVMConstInt(c->t_i64, 1, 0), "");
  LLVMSetNSW(next, 1);
  LLVMSetNUW(next, 1);
  LLVMBasicBlockRef latch = LLVMGetInsertBlock(c->bld);
  LLVMAddIncoming(L->phi, &next, &latch, 1);
  LLVMValueRef br = LLVMBuildBr(c->bld, L->header);
  int64_t span = c->unrolled_span;
  bool rolled = keep_rolled(c, L, span);
  bool scalar = speculates_dead_stride(c, L, rolled, span);
  if (rolled) c->loops_rolled++;
  if (L->trip_count == 0)
    c->loops_rolled_run = L->run_rolled_at; /* nothing inside it runs */
  else if (rolled)
    c->loops_rolled_run++;
  /* What this loop adds to the copies its parent's body holds: none when
   * rolled, all when its trip count is unknown (it cannot unroll, and its
   * parent would copy a loop). */
  c->unrolled_span = L->outer_span;
  if (!rolled) {
    int64_t mine = L->trip_count >= 0 && L->trip_count <= MAX_UNROLLED_SPAN
                       ? L->trip_count * span
                       : MAX_UNROLLED_SPAN + 1;
    if (mine > c->unrolled_span) c->unrolled_span = mine;
  }
  static const char kind[] = "llvm.loop";
  LLVMSetMetadata(br, LLVMGetMDKindIDInContext(c->ctx, kind, sizeof kind - 1),
                  LLVMMetadataAsValue(c->ctx, loop_id(c, rolled, scalar)));
  LLVMPositionBuilderAtEnd(c->bld, L->exit);
  c->symval[L->sym] = NULL;
}

void cg_loops_begin(cg *c, const int32_t *order, const LLVMValueRef *ext,
                    int32_t from, int32_t to, cg_loop *loops) {
  for (int32_t i = from; i < to; i++)
    cg_loop_begin(c, ext[order[i]],
                  cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, order[i]),
                  &loops[i]);
}

bool cg_branch_on_collapse(cg *c, const cajit_kir_schedule *sc,
                           const char *join_name, LLVMBasicBlockRef *nested,
                           LLVMBasicBlockRef *join) {
  LLVMBuilderRef B = c->bld;
  cg_scope_reset(c);
  LLVMValueRef cond = LLVMConstInt(c->t_i1, 1, 0);
  for (int32_t i = 0; i < sc->collapse_checks; i++) {
    LLVMValueRef l = cg_expr(c, sc->collapse_lhs[i]),
                 r = cg_expr(c, sc->collapse_rhs[i]);
    if (!l || !r) return false;
    cond = LLVMBuildAnd(B, cond, LLVMBuildICmp(B, LLVMIntEQ, l, r, ""), "");
  }
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInsertBlock(B));
  LLVMBasicBlockRef yes =
      LLVMAppendBasicBlockInContext(c->ctx, fn, "collapsed");
  *nested = LLVMAppendBasicBlockInContext(c->ctx, fn, "nested");
  *join = LLVMAppendBasicBlockInContext(c->ctx, fn, join_name);
  LLVMBuildCondBr(B, cond, yes, *nested);
  LLVMPositionBuilderAtEnd(B, yes);
  return true;
}
