/* Symbolic expressions as LLVM arithmetic (see cg_internal.h).
 *
 * Int expressions are i64 with nsw arithmetic (sizes and offsets never
 * overflow int64 in a valid program). Floor division and modulo follow
 * Python (round toward -inf, result of % has the divisor's sign); when both
 * operands are known non-negative (loop indices, dims) they are plain
 * unsigned division, which LLVM strength-reduces and vectorizes. Float
 * expressions are double, boolean ones i1. */
#include <stdio.h>
#include <string.h>

#include "codegen/cg_internal.h"

#include "kir/kir.h"

static LLVMValueRef memo(cg *c, const cajit_expr *e, LLVMValueRef v) {
  if (v && !cajit_ptrmap_put(&c->expr_memo, e, v))
    return cg_fail(
        c, cajit_status_make(CAJIT_OUT_OF_MEMORY, "codegen: out of memory"));
  return v;
}

static LLVMValueRef nsw(LLVMValueRef v) {
  if (LLVMIsAInstruction(v)) LLVMSetNSW(v, 1);
  return v;
}

static bool nonneg(cg *c, const cajit_expr *e) {
  return cajit_kir_expr_nonneg(c->p, e);
}

/* Python a // b and a % b on i64. */
static LLVMValueRef floor_divmod(cg *c, const cajit_expr *ea,
                                 const cajit_expr *eb, bool want_mod) {
  LLVMBuilderRef B = c->bld;
  LLVMValueRef a = cg_expr(c, ea), b = cg_expr(c, eb);
  if (!a || !b) return NULL;
  int64_t cb;
  if (c->safe_div && !(cajit_expr_as_int(eb, &cb) && cb != 0)) {
    /* x // 0 would trap; the guard that reads it reports a mismatch. */
    LLVMValueRef z =
        LLVMBuildICmp(B, LLVMIntEQ, b, LLVMConstInt(c->t_i64, 0, 0), "");
    b = LLVMBuildSelect(B, z, LLVMConstInt(c->t_i64, 1, 0), b, "");
    /* INT64_MIN // -1 traps too: the entry refuses it. */
    if (c->ovf_frame && !(cajit_expr_as_int(eb, &cb) && cb != -1)) {
      LLVMValueRef bad = LLVMBuildAnd(
          B, LLVMBuildICmp(B, LLVMIntEQ, b, LLVMConstInt(c->t_i64, -1, 1), ""),
          LLVMBuildICmp(B, LLVMIntEQ, a,
                        LLVMConstInt(c->t_i64, (uint64_t)INT64_MIN, 1), ""),
          "");
      cg_check(c, c->ovf_frame, LLVMBuildNot(B, bad, ""), CAJIT_GUARD_FAILED,
               "guard failed: size arithmetic overflows int64 in a floor "
               "division of -2^63 by -1",
               NULL, 0);
    }
  }
  if (nonneg(c, ea) && nonneg(c, eb))
    return want_mod ? LLVMBuildURem(B, a, b, "") : LLVMBuildUDiv(B, a, b, "");
  LLVMValueRef q = LLVMBuildSDiv(B, a, b, ""), r = LLVMBuildSRem(B, a, b, "");
  LLVMValueRef zero = LLVMConstInt(c->t_i64, 0, 0);
  /* The truncated result is off by one exactly when the remainder is
   * non-zero and its sign differs from the divisor's. */
  LLVMValueRef adjust = LLVMBuildAnd(
      B, LLVMBuildICmp(B, LLVMIntNE, r, zero, ""),
      LLVMBuildICmp(B, LLVMIntSLT, LLVMBuildXor(B, r, b, ""), zero, ""), "");
  if (want_mod)
    return LLVMBuildAdd(B, r, LLVMBuildSelect(B, adjust, b, zero, ""), "");
  return LLVMBuildSub(B, q, LLVMBuildZExt(B, adjust, c->t_i64, ""), "");
}

/* a + b or a * b of int expression e, overflow-checked in the entry. */
static LLVMValueRef int_op(cg *c, bool mul, LLVMValueRef a, LLVMValueRef b,
                           const cajit_expr *e) {
  LLVMBuilderRef B = c->bld;
  if (!c->ovf_frame)
    return nsw(mul ? LLVMBuildMul(B, a, b, "") : LLVMBuildAdd(B, a, b, ""));
  LLVMValueRef args[2] = {a, b};
  LLVMValueRef r = cg_intrinsic(
      c, mul ? "llvm.smul.with.overflow" : "llvm.sadd.with.overflow", c->t_i64,
      args, 2);
  if (!r) return NULL;
  char text[120], fmt[800], subj[320];
  size_t n = cajit_expr_print(c->p->exprs, e, text, sizeof text);
  if (n >= sizeof text) memcpy(text + sizeof text - 4, "...", 4);
  char etext[2 * sizeof text];
  cg_escape_pct(text, etext, sizeof etext);
  cg_escape_pct(c->ovf_subject ? c->ovf_subject : "the entry", subj,
                sizeof subj);
  snprintf(fmt, sizeof fmt,
           "guard failed: %s: size arithmetic overflows int64 in %s", subj,
           etext);
  cg_check(c, c->ovf_frame,
           LLVMBuildNot(B, LLVMBuildExtractValue(B, r, 1, ""), ""),
           CAJIT_GUARD_FAILED, fmt, NULL, 0);
  return LLVMBuildExtractValue(B, r, 0, "");
}

static LLVMValueRef nary(cg *c, const cajit_expr *e) {
  LLVMBuilderRef B = c->bld;
  cajit_expr_kind kind = cajit_expr_kind_of(e);
  bool is_float = cajit_expr_type_of(e) == CAJIT_EXPR_TYPE_FLOAT;
  LLVMValueRef acc = cg_expr(c, cajit_expr_operand(e, 0));
  for (int32_t i = 1; acc && i < cajit_expr_operand_count(e); i++) {
    LLVMValueRef x = cg_expr(c, cajit_expr_operand(e, i));
    if (!x) return NULL;
    LLVMValueRef args[2] = {acc, x};
    switch (kind) {
    case CAJIT_EXPR_ADD:
      acc =
          is_float ? LLVMBuildFAdd(B, acc, x, "") : int_op(c, false, acc, x, e);
      break;
    case CAJIT_EXPR_MUL:
      acc =
          is_float ? LLVMBuildFMul(B, acc, x, "") : int_op(c, true, acc, x, e);
      break;
    case CAJIT_EXPR_MIN:
      acc = cg_intrinsic(c, is_float ? "llvm.minnum" : "llvm.smin",
                         LLVMTypeOf(acc), args, 2);
      break;
    case CAJIT_EXPR_MAX:
      acc = cg_intrinsic(c, is_float ? "llvm.maxnum" : "llvm.smax",
                         LLVMTypeOf(acc), args, 2);
      break;
    case CAJIT_EXPR_AND: acc = LLVMBuildAnd(B, acc, x, ""); break;
    case CAJIT_EXPR_OR: acc = LLVMBuildOr(B, acc, x, ""); break;
    default: return NULL;
    }
  }
  return acc;
}

static LLVMValueRef compare(cg *c, const cajit_expr *e) {
  LLVMValueRef a = cg_expr(c, cajit_expr_operand(e, 0)),
               b = cg_expr(c, cajit_expr_operand(e, 1));
  if (!a || !b) return NULL;
  bool is_float =
      cajit_expr_type_of(cajit_expr_operand(e, 0)) == CAJIT_EXPR_TYPE_FLOAT;
  static const LLVMIntPredicate ip[] = {LLVMIntEQ, LLVMIntNE, LLVMIntSLT,
                                        LLVMIntSLE};
  static const LLVMRealPredicate fp[] = {LLVMRealOEQ, LLVMRealUNE, LLVMRealOLT,
                                         LLVMRealOLE};
  int k = (int)(cajit_expr_kind_of(e) - CAJIT_EXPR_EQ);
  return is_float ? LLVMBuildFCmp(c->bld, fp[k], a, b, "")
                  : LLVMBuildICmp(c->bld, ip[k], a, b, "");
}

static LLVMValueRef build(cg *c, const cajit_expr *e) {
  int64_t i;
  double f;
  bool b;
  if (cajit_expr_as_int(e, &i)) return LLVMConstInt(c->t_i64, (uint64_t)i, 1);
  if (cajit_expr_as_float(e, &f)) return LLVMConstReal(c->t_f64, f);
  if (cajit_expr_as_bool(e, &b)) return LLVMConstInt(c->t_i1, b, 0);
  switch (cajit_expr_kind_of(e)) {
  case CAJIT_EXPR_SYMBOL: {
    int32_t s = cajit_expr_symbol_index(e);
    if (s >= 0 && s < c->symcap && c->symval[s]) return c->symval[s];
    if (c->sym_slots && s >= 0)
      return cg_load_slot(c, c->sym_slots, s,
                          cajit_expr_ctx_symbol_type(c->p->exprs, s) ==
                                  CAJIT_EXPR_TYPE_FLOAT
                              ? c->t_f64
                              : c->t_i64);
    cajit_sv name = cajit_expr_ctx_symbol_name(c->p->exprs, s);
    return cg_fail(c, cajit_status_make(CAJIT_INTERNAL,
                                        "codegen: symbol %.*s is not bound "
                                        "here",
                                        (int)name.len, name.data));
  }
  case CAJIT_EXPR_ADD:
  case CAJIT_EXPR_MUL:
  case CAJIT_EXPR_MIN:
  case CAJIT_EXPR_MAX:
  case CAJIT_EXPR_AND:
  case CAJIT_EXPR_OR: return nary(c, e);
  case CAJIT_EXPR_FLOORDIV:
  case CAJIT_EXPR_MOD:
    return floor_divmod(c, cajit_expr_operand(e, 0), cajit_expr_operand(e, 1),
                        cajit_expr_kind_of(e) == CAJIT_EXPR_MOD);
  case CAJIT_EXPR_TRUEDIV: { /* IEEE: x / 0 is inf or NaN, no trap */
    LLVMValueRef a = cg_expr(c, cajit_expr_operand(e, 0)),
                 d = cg_expr(c, cajit_expr_operand(e, 1));
    return a && d ? LLVMBuildFDiv(c->bld, a, d, "") : NULL;
  }
  case CAJIT_EXPR_TO_FLOAT: {
    LLVMValueRef a = cg_expr(c, cajit_expr_operand(e, 0));
    return a ? LLVMBuildSIToFP(c->bld, a, c->t_f64, "") : NULL;
  }
  case CAJIT_EXPR_EQ:
  case CAJIT_EXPR_NE:
  case CAJIT_EXPR_LT:
  case CAJIT_EXPR_LE: return compare(c, e);
  case CAJIT_EXPR_NOT: {
    LLVMValueRef a = cg_expr(c, cajit_expr_operand(e, 0));
    return a ? LLVMBuildNot(c->bld, a, "") : NULL;
  }
  default:
    return cg_fail(c, cajit_status_make(CAJIT_INTERNAL,
                                        "codegen: unknown expression kind %d",
                                        (int)cajit_expr_kind_of(e)));
  }
}

LLVMValueRef cg_expr(cg *c, const cajit_expr *e) {
  if (c->err) return NULL;
  if (!e)
    return cg_fail(c, cajit_status_make(CAJIT_OUT_OF_MEMORY,
                                        "codegen: out of memory building an "
                                        "index expression"));
  LLVMValueRef v = cajit_ptrmap_get(&c->expr_memo, e);
  if (v) return v;
  return memo(c, e, build(c, e));
}
