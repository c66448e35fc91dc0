/* Kernels that differ only in how they combine their sizes, merged
 * (cajit_compile_merge_products in compile_internal.h; issue 24).
 *
 * Two column sums over [s0*s1, s2*s3] and [s0*s1, s4] run the same loops
 * over different products of symbols: their functions differ only where
 * `mul nsw i64 %s2, %s3` stands against `%s4`, so MergeFunctions keeps
 * both, and LLVM optimizes and emits each (the tiny transformer's three
 * column sums, most of the tiny GRU's gate kernels). Here such a function
 * F takes the products instead: its i64 parameters and the add, sub, mul
 * and shl instructions over them and over constants ("size-only" values)
 * are computed by its callers, and F gets one i64 parameter per distinct
 * size-only value its other instructions use (its "frontier"), in order of
 * first use. The functions then compare equal and MergeFunctions merges
 * them.
 *
 * Only where that merges something: a candidate is rewritten only when
 * another has the same shape once rewritten (shape_hash: the instructions
 * that stay, their types, operands, predicates and incoming blocks, the
 * kept parameters and the frontier's size), which is nearly what
 * MergeFunctions compares; all 127 compiling .cag files of the repository
 * merge every function rewritten (bench/README.md, "LLVM time, round 5").
 * A trial on a clone of the module, MergeFunctions deciding, was exact
 * but cost 6-8 ms of cloning per graph. Every other function keeps its
 * code byte for byte: a rewritten function loses the constants
 * interprocedural propagation gave it from its one caller, so none is
 * rewritten for nothing. A merged kernel's loops are the same
 * instructions; its prologue no longer multiplies sizes, its callers (the
 * kernel's wrapper and parallel body, compiled at level 0 with the entry)
 * do.
 *
 * Candidates are internal functions used only as the callee of direct
 * calls. Moving a product to the caller is sound: add, sub, mul and shl
 * cannot trap, and a product that overflows (poison under nsw) reaches F
 * as the same poison value it had there. */
#include <llvm-c/Core.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cajit/jit.h"
#include "compile/compile_internal.h"
#include "support/alloc.h"
#include "support/vec.h"

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                           "compile: out of memory merging kernels");
}

static bool is_i64(LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind &&
         LLVMGetIntTypeWidth(t) == 64;
}

static const char *name_of(LLVMValueRef f) {
  size_t len;
  return LLVMGetValueName2(f, &len);
}

static bool size_opcode(LLVMOpcode op) {
  return op == LLVMMul || op == LLVMAdd || op == LLVMSub || op == LLVMShl;
}

/* A function's size-only values, each with a key naming its computation
 * (parameter numbers, constants, opcodes and flags), and its frontier. */
typedef struct sized {
  LLVMValueRef f;
  CAJIT_VEC(LLVMValueRef) vals; /* i64 parameters, then instructions */
  CAJIT_VEC(char *) keys;       /* vals' keys */
  CAJIT_VEC(size_t) frontier;   /* indices into vals, one per distinct key */
  size_t products;              /* size-only instructions */
  /* vals' indices by value: open addressing, a power of two of slots */
  LLVMValueRef *slot;
  size_t *slot_index, slots;
} sized;

static void sized_free(sized *z) {
  for (size_t i = 0; i < z->keys.len; i++)
    cajit_free(z->keys.data[i]);
  CAJIT_VEC_FREE(&z->vals);
  CAJIT_VEC_FREE(&z->keys);
  CAJIT_VEC_FREE(&z->frontier);
  cajit_free(z->slot);
  cajit_free(z->slot_index);
  memset(z, 0, sizeof *z);
}

static size_t slot_of(const sized *z, LLVMValueRef v) {
  uintptr_t x = (uintptr_t)v;
  size_t i = (size_t)((x >> 4) * 0x9E3779B97F4A7C15ull) & (z->slots - 1);
  while (z->slot[i] && z->slot[i] != v)
    i = (i + 1) & (z->slots - 1);
  return i;
}

static ptrdiff_t find_val(const sized *z, LLVMValueRef v) {
  size_t i = slot_of(z, v);
  return z->slot[i] ? (ptrdiff_t)z->slot_index[i] : -1;
}

static char *dup(const char *s) { return cajit_strndup(s, strlen(s)); }

/* The key of v, a size-only value or an i64 constant. */
static char *operand_key(const sized *z, LLVMValueRef v) {
  ptrdiff_t i = find_val(z, v);
  if (i >= 0) return dup(z->keys.data[i]);
  char buf[32];
  snprintf(buf, sizeof buf, "%lld", LLVMConstIntGetSExtValue(v));
  return dup(buf);
}

static bool add_val(sized *z, LLVMValueRef v, char *key) {
  if (!key) return false;
  if (!CAJIT_VEC_PUSH(&z->vals, v)) {
    cajit_free(key);
    return false;
  }
  if (!CAJIT_VEC_PUSH(&z->keys, key)) {
    z->vals.len--;
    cajit_free(key);
    return false;
  }
  size_t i = slot_of(z, v);
  z->slot[i] = v;
  z->slot_index[i] = z->vals.len - 1;
  return true;
}

/* in's key, "(opcode flags a,b)", if in is size-only: an add, sub, mul or
 * shl of size-only values and constants, not of constants alone; NULL
 * otherwise, or with *no_mem set when memory ran out. */
static char *instruction_key(const sized *z, LLVMValueRef in, bool *no_mem) {
  LLVMOpcode op = LLVMGetInstructionOpcode(in);
  if (!size_opcode(op) || !is_i64(in)) return NULL;
  LLVMValueRef x = LLVMGetOperand(in, 0), y = LLVMGetOperand(in, 1);
  bool xs = find_val(z, x) >= 0, ys = find_val(z, y) >= 0;
  bool xc = LLVMIsAConstantInt(x) && is_i64(x);
  bool yc = LLVMIsAConstantInt(y) && is_i64(y);
  if (!(xs || xc) || !(ys || yc) || !(xs || ys)) return NULL;
  char *a = operand_key(z, x), *b = operand_key(z, y), *key = NULL;
  if (a && b) {
    size_t n = strlen(a) + strlen(b) + 32;
    key = cajit_malloc(n);
    if (key)
      snprintf(key, n, "(%d%s%s %s,%s)", (int)op, LLVMGetNSW(in) ? "s" : "",
               LLVMGetNUW(in) ? "u" : "", a, b);
  }
  if (!key) *no_mem = true;
  cajit_free(a);
  cajit_free(b);
  return key;
}

/* Finds f's size-only values and frontier. */
static cajit_status analyze(LLVMValueRef f, sized *z) {
  memset(z, 0, sizeof *z);
  z->f = f;
  size_t n = LLVMCountParams(f);
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b;
       b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
         in = LLVMGetNextInstruction(in))
      n++;
  for (z->slots = 16; z->slots < 2 * n;)
    z->slots *= 2;
  z->slot = cajit_calloc(z->slots, sizeof *z->slot);
  z->slot_index = cajit_malloc(z->slots * sizeof *z->slot_index);
  if (!z->slot || !z->slot_index) return oom();
  char buf[32];
  for (unsigned i = 0; i < LLVMCountParams(f); i++) {
    LLVMValueRef p = LLVMGetParam(f, i);
    if (!is_i64(p)) continue;
    snprintf(buf, sizeof buf, "p%u", i);
    if (!add_val(z, p, dup(buf))) return oom();
  }
  /* Blocks in layout order; codegen emits definitions before uses, and a
   * value whose operand is defined later is left alone (not size-only). */
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b;
       b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
         in = LLVMGetNextInstruction(in)) {
      bool no_mem = false;
      char *key = instruction_key(z, in, &no_mem);
      if (no_mem) return oom();
      if (!key) continue;
      if (!add_val(z, in, key)) return oom();
      z->products++;
    }
  /* The frontier: size-only values used by other instructions. */
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b;
       b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
         in = LLVMGetNextInstruction(in)) {
      if (find_val(z, in) >= 0) continue;
      int n = LLVMGetNumOperands(in);
      for (int o = 0; o < n; o++) {
        ptrdiff_t v = find_val(z, LLVMGetOperand(in, (unsigned)o));
        if (v < 0) continue;
        bool seen = false;
        for (size_t k = 0; k < z->frontier.len && !seen; k++)
          seen = !strcmp(z->keys.data[z->frontier.data[k]], z->keys.data[v]);
        if (!seen && !CAJIT_VEC_PUSH(&z->frontier, (size_t)v)) return oom();
      }
    }
  return CAJIT_OK_STATUS;
}

/* f branches back to a block at or before the branch (a loop, as codegen
 * lays blocks out). */
static bool has_loop(LLVMValueRef f) {
  int32_t index = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b;
       b = LLVMGetNextBasicBlock(b), index++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
    for (unsigned i = 0; t && i < LLVMGetNumSuccessors(t); i++) {
      LLVMBasicBlockRef to = LLVMGetSuccessor(t, i);
      int32_t j = 0;
      for (LLVMBasicBlockRef c = LLVMGetFirstBasicBlock(f); c && c != to;
           c = LLVMGetNextBasicBlock(c))
        j++;
      if (j <= index) return true;
    }
  }
  return false;
}

/* f has loops, is internal and is used only as the callee of direct calls
 * (a kernel's range function, or a kernel the entry calls itself). */
static bool candidate(LLVMValueRef f) {
  if (LLVMIsDeclaration(f) || LLVMGetLinkage(f) != LLVMInternalLinkage ||
      LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)) || !LLVMGetFirstUse(f) ||
      !has_loop(f))
    return false;
  for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != f) return false;
    for (unsigned a = 0; a < LLVMGetNumArgOperands(user); a++)
      if (LLVMGetOperand(user, a) == f) return false;
  }
  /* Calls only declarations, so rewriting one candidate (its callers)
   * leaves every other candidate's body as it was analyzed. */
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b;
       b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
         in = LLVMGetNextInstruction(in))
      if (LLVMIsACallInst(in)) {
        LLVMValueRef callee = LLVMGetCalledValue(in);
        if (!LLVMIsAFunction(callee) || !LLVMIsDeclaration(callee))
          return false;
      }
  return true;
}

/* The kept parameters: those that are not i64. */
static unsigned kept_params(LLVMValueRef f, LLVMTypeRef *types,
                            unsigned *index) {
  unsigned n = 0;
  for (unsigned i = 0; i < LLVMCountParams(f); i++) {
    LLVMValueRef p = LLVMGetParam(f, i);
    if (is_i64(p)) continue;
    if (types) types[n] = LLVMTypeOf(p);
    if (index) index[n] = i;
    n++;
  }
  return n;
}

/* Builds size-only value v at call site `call` of z->f (its parameters
 * are the call's arguments). */
static LLVMValueRef build_value(LLVMBuilderRef B, const sized *z,
                                LLVMValueRef call, LLVMValueRef v) {
  if (LLVMIsAArgument(v)) {
    for (unsigned i = 0; i < LLVMCountParams(z->f); i++)
      if (LLVMGetParam(z->f, i) == v) return LLVMGetOperand(call, i);
    return NULL;
  }
  if (LLVMIsAConstantInt(v)) return v;
  LLVMValueRef a = build_value(B, z, call, LLVMGetOperand(v, 0));
  LLVMValueRef b = a ? build_value(B, z, call, LLVMGetOperand(v, 1)) : NULL;
  if (!b) return NULL;
  LLVMValueRef r = NULL;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMMul: r = LLVMBuildMul(B, a, b, ""); break;
  case LLVMAdd: r = LLVMBuildAdd(B, a, b, ""); break;
  case LLVMSub: r = LLVMBuildSub(B, a, b, ""); break;
  case LLVMShl: r = LLVMBuildShl(B, a, b, ""); break;
  default: return NULL;
  }
  if (r && LLVMIsAInstruction(r)) {
    LLVMSetNSW(r, LLVMGetNSW(v));
    LLVMSetNUW(r, LLVMGetNUW(v));
  }
  return r;
}

/* Copies f's attributes at index i (function, return or a parameter) to
 * g's index j. */
static cajit_status copy_attributes(LLVMValueRef f, LLVMAttributeIndex i,
                                    LLVMValueRef g, LLVMAttributeIndex j) {
  unsigned n = LLVMGetAttributeCountAtIndex(f, i);
  if (!n) return CAJIT_OK_STATUS;
  LLVMAttributeRef *a = cajit_malloc(n * sizeof *a);
  if (!a) return oom();
  LLVMGetAttributesAtIndex(f, i, a);
  for (unsigned k = 0; k < n; k++)
    LLVMAddAttributeAtIndex(g, j, a[k]);
  cajit_free(a);
  return CAJIT_OK_STATUS;
}

/* Replaces z->f by a function taking its kept parameters and its
 * frontier, under the same name; its callers compute the frontier. */
static cajit_status rewrite(LLVMModuleRef m, LLVMBuilderRef B, sized *z) {
  LLVMValueRef f = z->f;
  unsigned nk = kept_params(f, NULL, NULL);
  unsigned np = nk + (unsigned)z->frontier.len;
  LLVMTypeRef *types = cajit_malloc((np + 1) * sizeof *types);
  unsigned *kept = cajit_malloc((nk + 1) * sizeof *kept);
  LLVMValueRef *args = cajit_malloc((np + 1) * sizeof *args);
  CAJIT_VEC(LLVMValueRef) calls = {0};
  cajit_status s = CAJIT_OK_STATUS;
  if (!types || !kept || !args) s = oom();
  LLVMValueRef g = NULL;
  LLVMTypeRef fty = LLVMGlobalGetValueType(f), gty = NULL;
  if (!s) {
    kept_params(f, types, kept);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    for (size_t k = 0; k < z->frontier.len; k++)
      types[nk + k] = LLVMInt64TypeInContext(ctx);
    gty = LLVMFunctionType(LLVMGetReturnType(fty), types, np, 0);
    g = gty ? LLVMAddFunction(m, "cajit.sized", gty) : NULL;
    if (!g)
      s = cajit_status_make(CAJIT_LLVM_ERROR,
                            "compile: cannot add the sized form of %s",
                            name_of(f));
  }
  if (!s) {
    LLVMSetLinkage(g, LLVMGetLinkage(f));
    LLVMSetUnnamedAddress(g, LLVMGetUnnamedAddress(f));
    LLVMSetFunctionCallConv(g, LLVMGetFunctionCallConv(f));
    s = copy_attributes(f, LLVMAttributeFunctionIndex, g,
                        LLVMAttributeFunctionIndex);
    if (!s)
      s = copy_attributes(f, LLVMAttributeReturnIndex, g,
                          LLVMAttributeReturnIndex);
    for (unsigned k = 0; k < nk && !s; k++)
      s = copy_attributes(f, kept[k] + 1, g, k + 1);
  }
  for (LLVMUseRef u = s ? NULL : LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u))
    if (!CAJIT_VEC_PUSH(&calls, LLVMGetUser(u))) s = oom();
  /* The callers compute the frontier from their arguments. */
  for (size_t c = 0; c < calls.len && !s; c++) {
    LLVMValueRef call = calls.data[c];
    LLVMPositionBuilderBefore(B, call);
    for (unsigned k = 0; k < nk; k++)
      args[k] = LLVMGetOperand(call, kept[k]);
    for (size_t k = 0; k < z->frontier.len && !s; k++) {
      args[nk + k] = build_value(B, z, call, z->vals.data[z->frontier.data[k]]);
      if (!args[nk + k])
        s = cajit_status_make(CAJIT_LLVM_ERROR,
                              "compile: cannot compute the sizes %s takes",
                              name_of(f));
    }
    if (s) break;
    LLVMValueRef nc = LLVMBuildCall2(B, gty, g, args, np, "");
    LLVMSetInstructionCallConv(nc, LLVMGetInstructionCallConv(call));
    LLVMSetTailCall(nc, LLVMIsTailCall(call));
    LLVMReplaceAllUsesWith(call, nc);
    LLVMInstructionEraseFromParent(call);
  }
  if (!s) {
    /* f's body becomes g's: kept parameters and frontier values replaced
     * by g's parameters, then the size-only instructions, now unused,
     * deleted (users before what they use). */
    LLVMBasicBlockRef b;
    while ((b = LLVMGetFirstBasicBlock(f))) {
      LLVMRemoveBasicBlockFromParent(b);
      LLVMAppendExistingBasicBlock(g, b);
    }
    for (unsigned k = 0; k < nk; k++)
      LLVMReplaceAllUsesWith(LLVMGetParam(f, kept[k]), LLVMGetParam(g, k));
    for (size_t v = 0; v < z->vals.len; v++)
      for (size_t k = 0; k < z->frontier.len; k++)
        if (!strcmp(z->keys.data[v], z->keys.data[z->frontier.data[k]]))
          LLVMReplaceAllUsesWith(z->vals.data[v],
                                 LLVMGetParam(g, nk + (unsigned)k));
    for (size_t v = z->vals.len; v-- > 0;)
      if (!LLVMIsAArgument(z->vals.data[v]) &&
          !LLVMGetFirstUse(z->vals.data[v]))
        LLVMInstructionEraseFromParent(z->vals.data[v]);
    for (unsigned i = 0; i < LLVMCountParams(f) && !s; i++)
      if (LLVMGetFirstUse(LLVMGetParam(f, i)))
        s = cajit_status_make(CAJIT_INTERNAL,
                              "compile: %s still uses a size it no longer "
                              "takes",
                              name_of(f));
  }
  if (!s) {
    size_t len = 0;
    const char *name = LLVMGetValueName2(f, &len);
    char *copy = cajit_malloc(len + 1);
    if (!copy) {
      s = oom();
    } else {
      memcpy(copy, name, len);
      copy[len] = '\0';
      LLVMDeleteFunction(f);
      LLVMSetValueName2(g, copy, len);
      cajit_free(copy);
    }
  }
  CAJIT_VEC_FREE(&calls);
  cajit_free(types);
  cajit_free(kept);
  cajit_free(args);
  return s;
}

/* Candidates of m with size-only instructions, analyzed (*out, freed by
 * the caller); with `only`, just the functions named there. */
typedef CAJIT_VEC(sized) sized_vec;
typedef CAJIT_VEC(char *) name_vec;

static void sized_vec_free(sized_vec *v) {
  for (size_t i = 0; i < v->len; i++)
    sized_free(&v->data[i]);
  CAJIT_VEC_FREE(v);
}

static void name_vec_free(name_vec *v) {
  for (size_t i = 0; i < v->len; i++)
    cajit_free(v->data[i]);
  CAJIT_VEC_FREE(v);
}

static bool named(const name_vec *only, LLVMValueRef f) {
  for (size_t i = 0; i < only->len; i++)
    if (!strcmp(only->data[i], name_of(f))) return true;
  return false;
}

static cajit_status collect(LLVMModuleRef m, const name_vec *only,
                            sized_vec *out) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f;
       f = LLVMGetNextFunction(f)) {
    if (!candidate(f) || (only && !named(only, f))) continue;
    sized z;
    cajit_status s = analyze(f, &z);
    if (s || !z.products) {
      sized_free(&z);
      if (s) return s;
      continue;
    }
    if (!CAJIT_VEC_PUSH(out, z)) {
      sized_free(&z);
      return oom();
    }
  }
  return CAJIT_OK_STATUS;
}

/* Rewrites the candidates of m named in `only`. */
static cajit_status rewrite_all(LLVMModuleRef m, const name_vec *only) {
  sized_vec all = {0};
  cajit_status s = collect(m, only, &all);
  LLVMBuilderRef B =
      s ? NULL : LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
  if (!s && !B) s = oom();
  for (size_t i = 0; i < all.len && !s; i++)
    s = rewrite(m, B, &all.data[i]);
  if (B) LLVMDisposeBuilder(B);
  sized_vec_free(&all);
  return s;
}

/* FNV-1a over 64-bit words. */
static uint64_t mix(uint64_t h, uint64_t x) {
  return (h ^ x) * 1099511628211ull;
}

static uint64_t ordinal_of_block(LLVMValueRef f, LLVMBasicBlockRef bb) {
  uint64_t n = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b && b != bb;
       b = LLVMGetNextBasicBlock(b))
    n++;
  return n;
}

/* Where operand v of an instruction that stays comes from, as the
 * rewritten function would see it: a frontier parameter, a kept
 * parameter, an earlier instruction, a block or a constant (uniqued in the
 * context, so equal constants are one pointer). */
static uint64_t operand_class(const sized *z, LLVMValueRef v) {
  ptrdiff_t i = find_val(z, v);
  if (i >= 0) {
    for (size_t k = 0; k < z->frontier.len; k++)
      if (!strcmp(z->keys.data[z->frontier.data[k]], z->keys.data[i]))
        return 1 + 8 * (uint64_t)k;
    return 7;
  }
  if (LLVMValueIsBasicBlock(v))
    return 2 + 8 * ordinal_of_block(z->f, LLVMValueAsBasicBlock(v));
  if (LLVMIsAArgument(v))
    for (unsigned a = 0; a < LLVMCountParams(z->f); a++)
      if (LLVMGetParam(z->f, a) == v) return 3 + 8 * (uint64_t)a;
  if (LLVMIsAInstruction(v)) {
    uint64_t n = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(z->f); b;
         b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
           in = LLVMGetNextInstruction(in)) {
        if (in == v) return 4 + 8 * n;
        if (find_val(z, in) < 0) n++; /* only those that stay */
      }
    return 5;
  }
  return 6 + 8 * (uint64_t)(uintptr_t)v;
}

/* What must match for two rewritten functions to merge, nearly as
 * MergeFunctions compares them: per instruction that stays, its opcode,
 * type, operands and (phis) incoming blocks, compare predicates; the kept
 * parameters' types, the frontier's size and the return type. Equal
 * hashes are rewritten without a trial; a collision only costs a
 * function its products. */
static uint64_t shape_hash(const sized *z) {
  uint64_t h = 1469598103934665603ull;
  h = mix(h,
          (uint64_t)(uintptr_t)LLVMGetReturnType(LLVMGlobalGetValueType(z->f)));
  for (unsigned a = 0; a < LLVMCountParams(z->f); a++)
    if (!is_i64(LLVMGetParam(z->f, a)))
      h = mix(h, (uint64_t)(uintptr_t)LLVMTypeOf(LLVMGetParam(z->f, a)));
  h = mix(h, z->frontier.len);
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(z->f); b;
       b = LLVMGetNextBasicBlock(b)) {
    h = mix(h, 0xb10c);
    for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
         in = LLVMGetNextInstruction(in)) {
      if (find_val(z, in) >= 0) continue;
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      h = mix(mix(h, (uint64_t)op), (uint64_t)(uintptr_t)LLVMTypeOf(in));
      int n = LLVMGetNumOperands(in);
      for (int o = 0; o < n; o++)
        h = mix(h, operand_class(z, LLVMGetOperand(in, (unsigned)o)));
      if (op == LLVMPHI)
        for (unsigned k = 0; k < LLVMCountIncoming(in); k++)
          h = mix(h, ordinal_of_block(z->f, LLVMGetIncomingBlock(in, k)));
      if (op == LLVMICmp) h = mix(h, (uint64_t)LLVMGetICmpPredicate(in));
      if (op == LLVMFCmp) h = mix(h, (uint64_t)LLVMGetFCmpPredicate(in));
    }
  }
  return h;
}

/* The candidates whose shape another candidate shares: only they can
 * merge once rewritten. */
static cajit_status shared_shapes(LLVMModuleRef m, name_vec *out) {
  sized_vec all = {0};
  cajit_status s = collect(m, NULL, &all);
  uint64_t *h = s || !all.len ? NULL : cajit_malloc(all.len * sizeof *h);
  if (!s && all.len && !h) s = oom();
  for (size_t i = 0; i < all.len && !s; i++)
    h[i] = shape_hash(&all.data[i]);
  for (size_t i = 0; i < all.len && !s; i++) {
    bool shared = false;
    for (size_t j = 0; j < all.len && !shared; j++)
      shared = j != i && h[j] == h[i];
    if (!shared) continue;
    char *n = dup(name_of(all.data[i].f));
    if (!n || !CAJIT_VEC_PUSH(out, n)) {
      cajit_free(n);
      s = oom();
    }
  }
  cajit_free(h);
  sized_vec_free(&all);
  return s;
}

cajit_status cajit_compile_merge_products(LLVMModuleRef m, bool *out_changed) {
  *out_changed = false;
  name_vec shared = {0};
  cajit_status s = shared_shapes(m, &shared);
  if (!s && shared.len) {
    s = rewrite_all(m, &shared);
    *out_changed = !s;
  }
  name_vec_free(&shared);
  return s;
}
