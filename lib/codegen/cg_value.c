/* Kernel-IR scalar values as LLVM IR (see cg_internal.h).
 *
 * Semantics follow PyTorch: division is true division; max/min propagate
 * NaN (as torch.maximum; see float_extremum for signed zeros); comparisons are
 * ordered except != (NaN != x is true); relu keeps NaN; sign(NaN) is 0; casts
 * to integers truncate toward zero and casts to bool test != 0. f16 and bf16
 * are loaded and computed as float and rounded when stored or cast, as Inductor
 * does (eager rounds after every op, so fused chains may differ in the last
 * bit). Transcendental math calls libm by name (logf, powf, tanhf, log1pf,
 * expm1f, sinf, cosf and the double versions of all), except f32 exp and
 * erf, which are inline polynomials (cg_vecmath.c); sqrt and fabs are
 * LLVM intrinsics (single instructions), float max/min compare and
 * select. */
#include "codegen/cg_internal.h"

#include <stdio.h>
#include <string.h>

#include "kir/kir.h"

LLVMTypeRef cg_mem_type(cg *c, cajit_dtype d) {
  switch (d) {
  case CAJIT_DTYPE_BOOL:
  case CAJIT_DTYPE_U8:
  case CAJIT_DTYPE_I8: return c->t_i8;
  case CAJIT_DTYPE_I16: return c->t_i16;
  case CAJIT_DTYPE_I32: return c->t_i32;
  case CAJIT_DTYPE_I64: return c->t_i64;
  case CAJIT_DTYPE_F16: return c->t_half;
  case CAJIT_DTYPE_BF16: return c->t_bf16;
  case CAJIT_DTYPE_F32: return c->t_f32;
  case CAJIT_DTYPE_F64: return c->t_f64;
  default: return NULL;
  }
}

LLVMTypeRef cg_reg_type(cg *c, cajit_dtype d) {
  switch (d) {
  case CAJIT_DTYPE_BOOL: return c->t_i1;
  case CAJIT_DTYPE_F16:
  case CAJIT_DTYPE_BF16: return c->t_f32;
  default: return cg_mem_type(c, d);
  }
}

static bool is_float(cajit_dtype d) { return cajit_dtype_is_floating(d); }
/* Unsigned integer dtypes: zero-extended, compared unsigned. */
static bool is_unsigned(cajit_dtype d) {
  return d == CAJIT_DTYPE_BOOL || d == CAJIT_DTYPE_U8;
}

LLVMValueRef cg_intrinsic(cg *c, const char *name, LLVMTypeRef type,
                          LLVMValueRef *args, unsigned n) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  if (!id)
    return cg_fail(c, cajit_status_make(CAJIT_LLVM_ERROR,
                                        "codegen: no intrinsic %s", name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(c->mod, id, &type, 1);
  LLVMTypeRef fty = LLVMIntrinsicGetType(c->ctx, id, &type, 1);
  if (!fn || !fty)
    return cg_fail(c, cajit_status_make(CAJIT_LLVM_ERROR,
                                        "codegen: cannot declare %s", name));
  return LLVMBuildCall2(c->bld, fty, fn, args, n, "");
}

/* A libm function of n (1 or 2) arguments of x's type: name for double,
 * name + "f" for float. Called by name rather than through llvm.exp.* and
 * friends: the JIT maps these names to libmvec's vector variants, whereas
 * LLVM 19 scalarizes the intrinsics. */
static LLVMValueRef libm(cg *c, const char *name, LLVMValueRef *args,
                         unsigned n) {
  LLVMTypeRef t = LLVMTypeOf(args[0]), params[2] = {t, t};
  char full[32];
  snprintf(full, sizeof full, "%s%s", name, t == c->t_f32 ? "f" : "");
  LLVMTypeRef fty = LLVMFunctionType(t, params, n, 0);
  LLVMValueRef fn = LLVMGetNamedFunction(c->mod, full);
  if (!fn) {
    fn = LLVMAddFunction(c->mod, full, fty);
    /* Pure and total (errno is never read): lets LLVM hoist, CSE and
     * vectorize the calls. */
    const char *attrs[] = {"nounwind", "willreturn", "nosync"};
    for (size_t i = 0; i < sizeof attrs / sizeof *attrs; i++)
      LLVMAddAttributeAtIndex(
          fn, LLVMAttributeFunctionIndex,
          LLVMCreateEnumAttribute(
              c->ctx,
              LLVMGetEnumAttributeKindForName(attrs[i], strlen(attrs[i])), 0));
    LLVMAddAttributeAtIndex(
        fn, LLVMAttributeFunctionIndex,
        LLVMCreateEnumAttribute(c->ctx,
                                LLVMGetEnumAttributeKindForName("memory", 6),
                                0)); /* memory(none) */
  }
  return LLVMBuildCall2(c->bld, fty, fn, args, n, "");
}

static LLVMValueRef fconst(LLVMTypeRef t, double v) {
  return LLVMConstReal(t, v);
}

/* f16/bf16 values live in float registers; rounding to the storage format
 * and back gives what a store and a reload would. */
static LLVMValueRef round_to(cg *c, LLVMValueRef x, cajit_dtype d) {
  if (d != CAJIT_DTYPE_F16 && d != CAJIT_DTYPE_BF16) return x;
  LLVMValueRef t = LLVMBuildFPTrunc(c->bld, x, cg_mem_type(c, d), "");
  return LLVMBuildFPExt(c->bld, t, c->t_f32, "");
}

LLVMValueRef cg_convert(cg *c, LLVMValueRef x, cajit_dtype from,
                        cajit_dtype to) {
  LLVMBuilderRef B = c->bld;
  LLVMTypeRef rt = cg_reg_type(c, to);
  if (from == to) return x;
  if (to == CAJIT_DTYPE_BOOL)
    return is_float(from)
               ? LLVMBuildFCmp(B, LLVMRealUNE, x, fconst(LLVMTypeOf(x), 0), "")
               : LLVMBuildICmp(B, LLVMIntNE, x,
                               LLVMConstInt(LLVMTypeOf(x), 0, 0), "");
  if (is_float(from) && is_float(to)) {
    LLVMValueRef y = LLVMBuildFPCast(B, x, rt, "");
    return round_to(c, y, to);
  }
  if (is_float(to)) {
    LLVMValueRef y = is_unsigned(from) ? LLVMBuildUIToFP(B, x, rt, "")
                                       : LLVMBuildSIToFP(B, x, rt, "");
    return round_to(c, y, to);
  }
  if (is_float(from))
    return is_unsigned(to) ? LLVMBuildFPToUI(B, x, rt, "")
                           : LLVMBuildFPToSI(B, x, rt, "");
  return is_unsigned(from) ? LLVMBuildZExtOrBitCast(B, x, rt, "")
         : LLVMGetIntTypeWidth(rt) < LLVMGetIntTypeWidth(LLVMTypeOf(x))
             ? LLVMBuildTrunc(B, x, rt, "")
             : LLVMBuildSExtOrBitCast(B, x, rt, "");
}

/* The number of elements root r spans from its base pointer: 0 when a dim
 * is 0, else 1 + sum((shape[d] - 1) * stride[d]) (roots' strides are never
 * negative: allocated roots are contiguous, inputs come from torch). */
static LLVMValueRef root_extent(cg *c, const cajit_kir_buffer *r) {
  LLVMBuilderRef B = c->bld;
  LLVMValueRef one = LLVMConstInt(c->t_i64, 1, 0), ext = one;
  LLVMValueRef zero = LLVMConstInt(c->t_i64, 0, 0),
               empty = LLVMConstInt(c->t_i1, 0, 0);
  for (int32_t d = 0; d < r->ndim; d++) {
    LLVMValueRef n = cg_expr(c, r->shape[d]);
    LLVMValueRef st = r->strides ? cg_expr(c, r->strides[d]) : NULL;
    if (!n || (r->strides && !st)) return NULL;
    if (!st)
      return cg_fail(c, cajit_status_make(CAJIT_INTERNAL,
                                          "codegen: buf%d has no strides",
                                          (int)r->id));
    LLVMValueRef span = LLVMBuildMul(B, LLVMBuildSub(B, n, one, ""), st, "");
    ext = LLVMBuildAdd(B, ext, span, "");
    empty =
        LLVMBuildOr(B, empty, LLVMBuildICmp(B, LLVMIntSLE, n, zero, ""), "");
  }
  return LLVMBuildSelect(B, empty, zero, ext, "extent");
}

/* The check of opts->check_bounds: 0 <= off < extent of r (one unsigned
 * comparison), else the kernel fails naming itself and the buffer. */
static bool check_extent(cg *c, const cajit_kir_buffer *r, LLVMValueRef off) {
  LLVMValueRef ext = root_extent(c, r);
  if (!ext) return false;
  char name[200], fmt[320];
  cg_escape_pct(c->kname ? c->kname : "", name, sizeof name);
  snprintf(fmt, sizeof fmt,
           "%s: out-of-bounds access to buf%d (bounds check): element %%lld "
           "of %%lld",
           name, (int)r->id);
  LLVMValueRef args[2] = {off, ext};
  cg_kernel_check(c, LLVMBuildICmp(c->bld, LLVMIntULT, off, ext, ""),
                  CAJIT_INTERNAL, fmt, args, 2);
  return true;
}

LLVMValueRef cg_element_ptr(cg *c, int32_t root, const cajit_expr *offset) {
  const cajit_kir_buffer *r = cajit_kir_buffer_get(c->p, root);
  LLVMValueRef base = root >= 0 && root < c->bufcap ? c->bufptr[root] : NULL;
  if (!base && r && c->buf_slots)
    base = cg_load_slot(c, c->buf_slots, root, c->t_ptr);
  if (!r || !base)
    return cg_fail(c, cajit_status_make(CAJIT_INTERNAL,
                                        "codegen: buf%d is not a parameter",
                                        (int)root));
  LLVMValueRef off = cg_expr(c, offset);
  if (!off) return NULL;
  if (c->check_accesses && c->kcall && !check_extent(c, r, off)) return NULL;
  return LLVMBuildInBoundsGEP2(c->bld, cg_mem_type(c, r->dtype), base, &off, 1,
                               "");
}

LLVMValueRef cg_load(cg *c, cajit_dtype d, LLVMValueRef ptr) {
  LLVMValueRef x = LLVMBuildLoad2(c->bld, cg_mem_type(c, d), ptr, "");
  LLVMSetAlignment(x, (unsigned)cajit_dtype_size(d));
  if (d == CAJIT_DTYPE_BOOL) return LLVMBuildTrunc(c->bld, x, c->t_i1, "");
  if (d == CAJIT_DTYPE_F16 || d == CAJIT_DTYPE_BF16)
    return LLVMBuildFPExt(c->bld, x, c->t_f32, "");
  return x;
}

void cg_store(cg *c, cajit_dtype d, LLVMValueRef x, LLVMValueRef ptr) {
  if (d == CAJIT_DTYPE_BOOL) x = LLVMBuildZExt(c->bld, x, c->t_i8, "");
  if (d == CAJIT_DTYPE_F16 || d == CAJIT_DTYPE_BF16)
    x = LLVMBuildFPTrunc(c->bld, x, cg_mem_type(c, d), "");
  LLVMValueRef s = LLVMBuildStore(c->bld, x, ptr);
  LLVMSetAlignment(s, (unsigned)cajit_dtype_size(d));
}

static LLVMValueRef emit_load(cg *c, const cajit_kir_value *v) {
  LLVMValueRef ptr = cg_access_ptr(c, v);
  return ptr ? cg_load(c, v->dtype, ptr) : NULL;
}

static LLVMValueRef emit_expr_value(cg *c, const cajit_kir_value *v) {
  LLVMValueRef x = cg_expr(c, v->u.expr);
  if (!x) return NULL;
  switch (cajit_expr_type_of(v->u.expr)) {
  case CAJIT_EXPR_TYPE_INT: return cg_convert(c, x, CAJIT_DTYPE_I64, v->dtype);
  case CAJIT_EXPR_TYPE_FLOAT:
    return cg_convert(c, x, CAJIT_DTYPE_F64, v->dtype);
  case CAJIT_EXPR_TYPE_BOOL:
    return cg_convert(c, x, CAJIT_DTYPE_BOOL, v->dtype);
  }
  return NULL;
}

static LLVMValueRef emit_unary(cg *c, const cajit_kir_value *v,
                               LLVMValueRef x) {
  LLVMBuilderRef B = c->bld;
  LLVMTypeRef t = LLVMTypeOf(x);
  bool fl = is_float(v->dtype);
  LLVMValueRef zero = fl ? fconst(t, 0) : LLVMConstInt(t, 0, 0);
  switch (v->op) {
  case CAJIT_KIR_NEG:
    return fl ? LLVMBuildFNeg(B, x, "") : LLVMBuildNeg(B, x, "");
  case CAJIT_KIR_EXP:
    return t == c->t_f32 ? cg_expf_inline(c, x) : libm(c, "exp", &x, 1);
  case CAJIT_KIR_LOG: return libm(c, "log", &x, 1);
  case CAJIT_KIR_SQRT: return cg_intrinsic(c, "llvm.sqrt", t, &x, 1);
  case CAJIT_KIR_RSQRT:
    return LLVMBuildFDiv(B, fconst(t, 1),
                         cg_intrinsic(c, "llvm.sqrt", t, &x, 1), "");
  case CAJIT_KIR_LOG1P: return libm(c, "log1p", &x, 1);
  case CAJIT_KIR_EXPM1: return libm(c, "expm1", &x, 1);
  case CAJIT_KIR_TANH: return libm(c, "tanh", &x, 1);
  case CAJIT_KIR_ERF:
    return t == c->t_f32 ? cg_erff_inline(c, x) : libm(c, "erf", &x, 1);
  case CAJIT_KIR_SIN: return libm(c, "sin", &x, 1);
  case CAJIT_KIR_COS: return libm(c, "cos", &x, 1);
  case CAJIT_KIR_SIGMOID: { /* 1 / (1 + exp(-x)), as ATen's scalar path */
    LLVMValueRef nx = LLVMBuildFNeg(B, x, "");
    LLVMValueRef e =
        t == c->t_f32 ? cg_expf_inline(c, nx) : libm(c, "exp", &nx, 1);
    return LLVMBuildFDiv(B, fconst(t, 1), LLVMBuildFAdd(B, fconst(t, 1), e, ""),
                         "");
  }
  case CAJIT_KIR_ABS:
    if (fl) return cg_intrinsic(c, "llvm.fabs", t, &x, 1);
    if (is_unsigned(v->dtype)) return x;
    return cg_intrinsic(c, "llvm.abs", t,
                        (LLVMValueRef[]){x, LLVMConstInt(c->t_i1, 0, 0)}, 2);
  case CAJIT_KIR_RELU: { /* x < 0 ? 0 : x keeps NaN and -0.0 */
    LLVMValueRef neg =
        fl ? LLVMBuildFCmp(B, LLVMRealOLT, x, zero, "")
           : LLVMBuildICmp(B, is_unsigned(v->dtype) ? LLVMIntULT : LLVMIntSLT,
                           x, zero, "");
    return LLVMBuildSelect(B, neg, zero, x, "");
  }
  case CAJIT_KIR_SIGN: { /* (x > 0) - (x < 0): NaN gives 0, as torch */
    LLVMValueRef gt, lt;
    if (fl) {
      gt = LLVMBuildFCmp(B, LLVMRealOGT, x, zero, "");
      lt = LLVMBuildFCmp(B, LLVMRealOLT, x, zero, "");
      return LLVMBuildFSub(B, LLVMBuildUIToFP(B, gt, t, ""),
                           LLVMBuildUIToFP(B, lt, t, ""), "");
    }
    bool u = is_unsigned(v->dtype);
    gt = LLVMBuildICmp(B, u ? LLVMIntUGT : LLVMIntSGT, x, zero, "");
    lt = LLVMBuildICmp(B, u ? LLVMIntULT : LLVMIntSLT, x, zero, "");
    return LLVMBuildSub(B, LLVMBuildZExt(B, gt, t, ""),
                        LLVMBuildZExt(B, lt, t, ""), "");
  }
  case CAJIT_KIR_NOT: return LLVMBuildNot(B, x, "");
  default: return NULL;
  }
}

static LLVMValueRef emit_compare(cg *c, cajit_kir_op op, cajit_dtype d,
                                 LLVMValueRef a, LLVMValueRef b) {
  int k = (int)(op - CAJIT_KIR_EQ);
  if (is_float(d)) {
    static const LLVMRealPredicate fp[] = {LLVMRealOEQ, LLVMRealUNE,
                                           LLVMRealOLT, LLVMRealOLE,
                                           LLVMRealOGT, LLVMRealOGE};
    return LLVMBuildFCmp(c->bld, fp[k], a, b, "");
  }
  static const LLVMIntPredicate sp[] = {LLVMIntEQ,  LLVMIntNE,  LLVMIntSLT,
                                        LLVMIntSLE, LLVMIntSGT, LLVMIntSGE};
  static const LLVMIntPredicate up[] = {LLVMIntEQ,  LLVMIntNE,  LLVMIntULT,
                                        LLVMIntULE, LLVMIntUGT, LLVMIntUGE};
  return LLVMBuildICmp(c->bld, is_unsigned(d) ? up[k] : sp[k], a, b, "");
}

/* Whether v is an fpext instruction (a widened f16 or bf16). */
static bool is_widened(LLVMValueRef v) {
  return LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMFPExt;
}

/* NaN-propagating max (is_max) or min of floats of dtype d.
 *
 * f32 and f64 values that are not widened f16/bf16 (fpext):
 * llvm.maximum / llvm.minimum (NaN if either is; -0 < +0).
 * The compare-and-select below is miscompiled for them by LLVM 19's
 * InstCombine when one operand is a fabs: select(uno(|x|, 0), |x| + 0,
 * select(ogt(|x|, 0), |x|, 0)), torch's clamp(abs(x), 0, ...), becomes
 * select(ugt(x, 0), |x|, 0), which is 0 for every negative x (fuzzing
 * found it: tests/fuzz/graphgen.py seed 202337; the regression is
 * tests/fuzz/corpus_exec/regress_clamp_abs_instcombine.cag).
 *
 * f16 and bf16 (computed as float, also when lowering widened them to
 * f32 first): compare-and-select, as ATen's vector kernels: a > b ? a : b (a <
 * b for min), else b, and NaN when either is NaN; so of two zeros the second
 * wins. Not llvm.maximum there: LLVM 19 narrows fptrunc(maximum(fpext x, fpext
 * y)) to a bf16 maximum whose x86 vector lowering loses NaNs. */
static LLVMValueRef float_extremum(cg *c, cajit_dtype d, bool is_max,
                                   LLVMValueRef a, LLVMValueRef b) {
  LLVMBuilderRef B = c->bld;
  if ((d == CAJIT_DTYPE_F32 || d == CAJIT_DTYPE_F64) && !is_widened(a) &&
      !is_widened(b)) {
    LLVMValueRef args[2] = {a, b};
    return cg_intrinsic(c, is_max ? "llvm.maximum" : "llvm.minimum",
                        LLVMTypeOf(a), args, 2);
  }
  LLVMValueRef pick =
      LLVMBuildFCmp(B, is_max ? LLVMRealOGT : LLVMRealOLT, a, b, "");
  LLVMValueRef r = LLVMBuildSelect(B, pick, a, b, "");
  LLVMValueRef nan = LLVMBuildFCmp(B, LLVMRealUNO, a, b, "");
  return LLVMBuildSelect(B, nan, LLVMBuildFAdd(B, a, b, ""), r, "");
}

static LLVMValueRef emit_binary(cg *c, const cajit_kir_value *v, LLVMValueRef a,
                                LLVMValueRef b) {
  LLVMBuilderRef B = c->bld;
  cajit_dtype d = v->args[0]->dtype;
  bool fl = is_float(d), u = is_unsigned(d);
  LLVMValueRef args[2] = {a, b};
  LLVMTypeRef t = LLVMTypeOf(a);
  if (cajit_kir_op_is_compare(v->op)) return emit_compare(c, v->op, d, a, b);
  switch (v->op) {
  case CAJIT_KIR_ADD:
    return fl ? LLVMBuildFAdd(B, a, b, "") : LLVMBuildAdd(B, a, b, "");
  case CAJIT_KIR_SUB:
    return fl ? LLVMBuildFSub(B, a, b, "") : LLVMBuildSub(B, a, b, "");
  case CAJIT_KIR_MUL:
    return fl ? LLVMBuildFMul(B, a, b, "") : LLVMBuildMul(B, a, b, "");
  case CAJIT_KIR_DIV: return LLVMBuildFDiv(B, a, b, "");
  case CAJIT_KIR_POW: return libm(c, "pow", args, 2);
  case CAJIT_KIR_MAX:
    if (d == CAJIT_DTYPE_BOOL) return LLVMBuildOr(B, a, b, "");
    if (fl) return float_extremum(c, d, true, a, b);
    return cg_intrinsic(c, u ? "llvm.umax" : "llvm.smax", t, args, 2);
  case CAJIT_KIR_MIN:
    if (d == CAJIT_DTYPE_BOOL) return LLVMBuildAnd(B, a, b, "");
    if (fl) return float_extremum(c, d, false, a, b);
    return cg_intrinsic(c, u ? "llvm.umin" : "llvm.smin", t, args, 2);
  case CAJIT_KIR_AND: return LLVMBuildAnd(B, a, b, "");
  case CAJIT_KIR_OR: return LLVMBuildOr(B, a, b, "");
  default: return NULL;
  }
}

/* x (of v's integral dtype), once it passes v's check (kir.h). */
static LLVMValueRef emit_check(cg *c, const cajit_kir_value *v,
                               LLVMValueRef x) {
  LLVMBuilderRef B = c->bld;
  if (!c->kcall)
    return cg_fail(c, cajit_status_make(CAJIT_INTERNAL,
                                        "codegen: a check outside a kernel "
                                        "that reports failures"));
  LLVMValueRef lo = cg_expr(c, v->u.check.lo), hi = cg_expr(c, v->u.check.hi);
  LLVMValueRef ex = v->u.check.except ? cg_expr(c, v->u.check.except) : NULL;
  if (!lo || !hi || (v->u.check.except && !ex)) return NULL;
  LLVMValueRef w = cg_convert(c, x, v->dtype, CAJIT_DTYPE_I64);
  LLVMValueRef ok = LLVMBuildAnd(B, LLVMBuildICmp(B, LLVMIntSLE, lo, w, ""),
                                 LLVMBuildICmp(B, LLVMIntSLT, w, hi, ""), "");
  if (ex) ok = LLVMBuildOr(B, ok, LLVMBuildICmp(B, LLVMIntEQ, w, ex, ""), "");
  char name[200], fmt[600];
  cg_escape_pct(c->kname ? c->kname : "", name, sizeof name);
  snprintf(fmt, sizeof fmt, "%s: %s", name, v->u.check.message);
  cg_kernel_check(c, ok, CAJIT_INVALID_ARGUMENT, fmt, &w, 1);
  return x;
}

static LLVMValueRef build(cg *c, const cajit_kir_value *v) {
  switch (v->op) {
  case CAJIT_KIR_CONST:
    return is_float(v->dtype)
               ? fconst(cg_reg_type(c, v->dtype), v->u.f)
               : LLVMConstInt(cg_reg_type(c, v->dtype), (uint64_t)v->u.i, 1);
  case CAJIT_KIR_LOAD:
  case CAJIT_KIR_LOAD_INDIRECT: return emit_load(c, v);
  case CAJIT_KIR_EXPR: return emit_expr_value(c, v);
  default: break;
  }
  LLVMValueRef a[3] = {0};
  for (int32_t i = 0; i < v->arg_count; i++)
    if (!(a[i] = cg_value(c, v->args[i]))) return NULL;
  if (v->op == CAJIT_KIR_CAST)
    return cg_convert(c, a[0], v->args[0]->dtype, v->dtype);
  if (v->op == CAJIT_KIR_CHECK) return emit_check(c, v, a[0]);
  if (v->op == CAJIT_KIR_WHERE)
    return LLVMBuildSelect(c->bld, a[0], a[1], a[2], "");
  if (v->arg_count == 1) return emit_unary(c, v, a[0]);
  return emit_binary(c, v, a[0], a[1]);
}

LLVMValueRef cg_value(cg *c, const cajit_kir_value *v) {
  if (c->err) return NULL;
  LLVMValueRef x = cajit_ptrmap_get(&c->value_memo, v);
  if (x) return x;
  x = build(c, v);
  if (!x && !c->err)
    return cg_fail(c, cajit_status_make(CAJIT_INTERNAL,
                                        "codegen: cannot emit %s of %s",
                                        cajit_kir_op_name(v->op),
                                        cajit_dtype_name(v->dtype)));
  if (x && !cajit_ptrmap_put(&c->value_memo, v, x))
    return cg_fail(
        c, cajit_status_make(CAJIT_OUT_OF_MEMORY, "codegen: out of memory"));
  return x;
}
