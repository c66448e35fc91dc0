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

void cg_init_types(cg *c) {
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

/* int32_t run(void *const *buffers, cajit_scalar *symbols, cajit_call *call):
 * the body over caller-provided arrays (for tests and tools that bind
 * buffers themselves). Host results are released before it returns. */
static cajit_status emit_run(cg *c, const char *name,
                             const cg_kernel_sig *sigs) {
  LLVMTypeRef params[3] = {c->t_ptr, c->t_ptr, c->t_ptr};
  LLVMTypeRef fty = LLVMFunctionType(c->t_i32, params, 3, 0);
  LLVMValueRef fn = LLVMAddFunction(c->mod, name, fty);
  if (!fn)
    return cajit_status_make(CAJIT_LLVM_ERROR, "codegen: cannot add %s", name);
  cg_frame fr = {0};
  fr.fn = fn;
  fr.bufs = LLVMGetParam(fn, 0);
  fr.syms = LLVMGetParam(fn, 1);
  fr.call = LLVMGetParam(fn, 2);
  LLVMSetValueName2(fr.bufs, "buffers", 7);
  LLVMSetValueName2(fr.syms, "symbols", 7);
  LLVMSetValueName2(fr.call, "call", 4);
  LLVMBuilderRef B = c->bld;
  LLVMPositionBuilderAtEnd(B,
                           LLVMAppendBasicBlockInContext(c->ctx, fn, "entry"));
  int32_t nheld = cg_held_count(c->p);
  fr.held = LLVMBuildAlloca(
      B, LLVMArrayType(c->t_ptr, nheld > 0 ? (unsigned)nheld : 1), "held");
  for (int32_t i = 0; i < nheld; i++)
    cg_store_slot(c, fr.held, i, LLVMConstNull(c->t_ptr));
  LLVMBasicBlockRef start = LLVMGetInsertBlock(B);
  LLVMTypeRef rty, p1 = c->t_ptr;
  LLVMValueRef release = cg_runtime_fn(c, "cajit_rt_dlpack_release", c->t_void,
                                       &p1, 1, false, &rty);
  for (int pass = 0; pass < 2; pass++) {
    /* pass 0: the fail block; pass 1: the success path's end */
    if (pass == 0) {
      fr.fail = LLVMAppendBasicBlockInContext(c->ctx, fn, "fail");
      LLVMPositionBuilderAtEnd(B, fr.fail);
    } else {
      LLVMPositionBuilderAtEnd(B, start);
      c->sym_slots = fr.syms;
      c->buf_slots = fr.bufs;
      cg_scope_reset(c);
      cg_emit_body(c, &fr, sigs);
      c->sym_slots = c->buf_slots = NULL;
      if (c->err) break;
    }
    for (int32_t i = 0; i < nheld; i++) {
      LLVMValueRef t = cg_load_slot(c, fr.held, i, c->t_ptr);
      LLVMBuildCall2(B, rty, release, &t, 1, "");
    }
    LLVMBuildRet(B, LLVMConstInt(c->t_i32, pass == 0, 0));
  }
  cajit_status s = c->err;
  c->err = NULL;
  return s;
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
  CAJIT_RETURN_IF_ERROR(cajit_kir_program_error(p), "codegen");
  cajit_status err = NULL;
  cg c = {0};
  c.p = p;
  c.opts = opts ? opts : &defaults;
  c.par_sym = -1;
  c.ctx = ctx;
  cg_init_types(&c);
  c.mod = LLVMModuleCreateWithNameInContext(module_name ? module_name : "cajit",
                                            ctx);
  c.bld = LLVMCreateBuilderInContext(ctx);
  size_t nk = p->kernels.len;
  cg_kernel_sig *sigs = cajit_calloc(nk + 1, sizeof *sigs);
  if (!c.mod || !c.bld || !sigs)
    err = cajit_status_make(CAJIT_OUT_OF_MEMORY, "codegen: out of memory");
  for (size_t i = 0; !err && i < nk; i++)
    err = cg_emit_kernel(&c, &p->kernels.data[i], &sigs[i]);
  if (!err) {
    cg_profile_declare(&c);
    cg_fallbacks_declare(&c);
    err = c.err;
  }
  if (!err)
    err = emit_run(&c, c.opts->run_name ? c.opts->run_name : "cajit_run", sigs);
  if (!err && p->signature)
    err = cg_emit_entry(
        &c, c.opts->entry_name ? c.opts->entry_name : "cajit_entry", sigs);
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
