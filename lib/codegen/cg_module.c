/* The codegen driver (see codegen.h): owns the LLVM module and builder while
 * a program is emitted, emits each kernel (cg_kernel.c) and the exported run
 * function that calls them in order, and verifies the module. On any error
 * the module is disposed and nothing leaks. */
#include <llvm-c/Analysis.h>
#include <string.h>

#include "codegen/cg_internal.h"

LLVMValueRef cg_fail(cg *c, cajit_status s) {
  if (!c->err)
    c->err = s;
  else
    cajit_status_free(s);
  return NULL;
}

void cg_scope_reset(cg *c) {
  cajit_ptrmap_clear(&c->expr_memo);
  cajit_ptrmap_clear(&c->value_memo);
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

/* Loads element i of an array of 8-byte slots (pointers or cajit_scalar). */
static LLVMValueRef load_slot(cg *c, LLVMValueRef base, LLVMTypeRef t,
                              int32_t i) {
  LLVMValueRef idx = LLVMConstInt(c->t_i64, (uint64_t)i, 0);
  LLVMValueRef ptr = LLVMBuildInBoundsGEP2(c->bld, c->t_i64, base, &idx, 1, "");
  LLVMValueRef v = LLVMBuildLoad2(c->bld, t, ptr, "");
  LLVMSetAlignment(v, 8);
  return v;
}

/* int32_t run(void *const *buffers, const cajit_scalar *symbols,
 *             cajit_call *call) */
static cajit_status emit_run(cg *c, const char *name, cg_kernel_sig *sigs) {
  LLVMTypeRef params[3] = {c->t_ptr, c->t_ptr, c->t_ptr};
  LLVMTypeRef fty = LLVMFunctionType(c->t_i32, params, 3, 0);
  LLVMValueRef fn = LLVMAddFunction(c->mod, name, fty);
  if (!fn)
    return cajit_status_make(CAJIT_LLVM_ERROR, "codegen: cannot add %s", name);
  LLVMValueRef bufs = LLVMGetParam(fn, 0), syms = LLVMGetParam(fn, 1),
               call = LLVMGetParam(fn, 2);
  LLVMSetValueName2(bufs, "buffers", 7);
  LLVMSetValueName2(syms, "symbols", 7);
  LLVMSetValueName2(call, "call", 4);
  LLVMPositionBuilderAtEnd(c->bld,
                           LLVMAppendBasicBlockInContext(c->ctx, fn, "entry"));
  for (size_t i = 0; i < c->p->kernels.len; i++) {
    const cajit_kir_kernel *k = &c->p->kernels.data[i];
    cg_kernel_sig *s = &sigs[i];
    size_t na = (size_t)s->root_count + (size_t)s->sym_count + 1;
    LLVMValueRef args[na];
    size_t n = 0;
    for (int32_t r = 0; r < s->root_count; r++)
      args[n++] = load_slot(c, bufs, c->t_ptr, s->roots[r]);
    for (int32_t j = 0; j < s->sym_count; j++)
      args[n++] =
          load_slot(c, syms,
                    cajit_expr_ctx_symbol_type(c->p->exprs, s->syms[j]) ==
                            CAJIT_EXPR_TYPE_FLOAT
                        ? c->t_f64
                        : c->t_i64,
                    s->syms[j]);
    if (k->kind != CAJIT_KIR_GEMM) {
      LLVMBuildCall2(c->bld, s->fn_type, s->fn, args, (unsigned)n, "");
      continue;
    }
    /* Runtime helpers report failures through call: stop at the first. */
    args[n++] = call;
    LLVMValueRef rc =
        LLVMBuildCall2(c->bld, s->fn_type, s->fn, args, (unsigned)n, "");
    LLVMBasicBlockRef fail = LLVMAppendBasicBlockInContext(c->ctx, fn, "fail"),
                      next = LLVMAppendBasicBlockInContext(c->ctx, fn, "next");
    LLVMBuildCondBr(
        c->bld,
        LLVMBuildICmp(c->bld, LLVMIntNE, rc, LLVMConstInt(c->t_i32, 0, 0), ""),
        fail, next);
    LLVMPositionBuilderAtEnd(c->bld, fail);
    LLVMBuildRet(c->bld, rc);
    LLVMPositionBuilderAtEnd(c->bld, next);
  }
  LLVMBuildRet(c->bld, LLVMConstInt(c->t_i32, 0, 0));
  return NULL;
}

static cajit_status verify(LLVMModuleRef mod) {
  char *msg = NULL;
  if (!LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    LLVMDisposeMessage(msg);
    return NULL;
  }
  cajit_status s = cajit_status_make(
      CAJIT_INTERNAL, "codegen: invalid LLVM module: %s", msg ? msg : "?");
  LLVMDisposeMessage(msg);
  return s;
}

cajit_status cajit_codegen_emit(cajit_kir_program *p, LLVMContextRef ctx,
                                const char *module_name,
                                const cajit_codegen_options *opts,
                                LLVMModuleRef *out_module) {
  *out_module = NULL;
  cajit_codegen_options defaults = {0};
  cajit_status err = cajit_kir_program_error(p);
  if (err) return cajit_status_annotate(err, "codegen");
  cg c = {0};
  c.p = p;
  c.opts = opts ? opts : &defaults;
  c.ctx = ctx;
  init_types(&c);
  c.mod = LLVMModuleCreateWithNameInContext(module_name ? module_name : "cajit",
                                            ctx);
  c.bld = LLVMCreateBuilderInContext(ctx);
  size_t nk = p->kernels.len;
  cg_kernel_sig *sigs = cajit_calloc(nk + 1, sizeof *sigs);
  if (!c.mod || !c.bld || !sigs)
    err = cajit_status_make(CAJIT_OUT_OF_MEMORY, "codegen: out of memory");
  for (size_t i = 0; !err && i < nk; i++)
    err = cg_emit_kernel(&c, &p->kernels.data[i], &sigs[i]);
  if (!err)
    err = emit_run(&c, c.opts->run_name ? c.opts->run_name : "cajit_run", sigs);
  if (!err && !c.opts->no_verify) err = verify(c.mod);
  for (size_t i = 0; sigs && i < nk; i++)
    cg_kernel_sig_free(&sigs[i]);
  cajit_free(sigs);
  cajit_ptrmap_free(&c.expr_memo);
  cajit_ptrmap_free(&c.value_memo);
  if (c.bld) LLVMDisposeBuilder(c.bld);
  if (err) {
    if (c.mod) LLVMDisposeModule(c.mod);
    return err;
  }
  *out_module = c.mod;
  return NULL;
}
