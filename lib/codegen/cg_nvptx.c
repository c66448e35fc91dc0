/* Kernel IR -> NVPTX kernels (see gpu/gpu.h): one `.entry` per pointwise,
 * reduction or scatter kernel, over the CPU codegen's value and index
 * emitters (lib/codegen), then libdevice, LLVM's O3 pipeline for the NVPTX
 * target and its PTX printer. This file drives it (kernels, module, target
 * machine, PTX); the bodies are in cg_nvptx_body.c and cg_nvptx_reduce.c,
 * the builders in cg_nvptx_build.c, libdevice in cg_nvptx_libdevice.c. */
#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/jit.h"
#include "codegen/cg_internal.h"
#include "codegen/cg_nvptx_internal.h"
#include "gpu/gpu.h"
#include "support/alloc.h"

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

static void add_annotation(cg *c, LLVMValueRef fn, const char *key,
                           uint64_t value) {
  LLVMMetadataRef ops[3] = {
      LLVMValueAsMetadata(fn), LLVMMDStringInContext2(c->ctx, key, strlen(key)),
      LLVMValueAsMetadata(LLVMConstInt(c->t_i32, value, 0))};
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
  add_annotation(c, fn, "kernel", 1);
  /* The outer reduction's 1024-thread blocks: ptxas must fit each thread
   * in 64 registers (.maxntid), or the launch fails for want of them. */
  if (gk->kind == CAJIT_GPU_REDUCTION_OUTER)
    add_annotation(c, fn, "maxntidx", 1024);
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
  case CAJIT_GPU_POINTWISE: nvptx_emit_pointwise(c, k); break;
  case CAJIT_GPU_REDUCTION: nvptx_emit_reduction(c, k); break;
  case CAJIT_GPU_REDUCTION_OUTER: nvptx_emit_reduction_outer(c, k); break;
  case CAJIT_GPU_SCATTER: nvptx_emit_scatter(c, k); break;
  case CAJIT_GPU_HOST_STEP: break; /* never emitted (emit_module) */
  }
  if (!c->err) LLVMBuildRetVoid(c->bld);
  cajit_status s = c->err;
  c->err = NULL;
  return s;
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

/* Emits every kernel of p into a fresh module of ctx (unoptimized) and
 * fills gm's kernel table and sites. */
static cajit_status emit_module(cajit_kir_program *p, LLVMContextRef ctx,
                                LLVMTargetMachineRef tm, bool host_steps,
                                cajit_gpu_module *gm, LLVMModuleRef *out) {
  *out = NULL;
  CAJIT_RETURN_IF_ERROR(cajit_kir_program_error(p), "gpu");
  static const cajit_codegen_options opts = {0};
  gpu_emit g = {0};
  cg c = {0};
  c.p = p;
  c.opts = &opts;
  c.par_sym = -1;
  c.ctx = ctx;
  cg_init_types(&c);
  c.mod = LLVMModuleCreateWithNameInContext("cajit_gpu", ctx);
  c.bld = LLVMCreateBuilderInContext(ctx);
  LLVMSetTarget(c.mod, "nvptx64-nvidia-cuda");
  LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
  LLVMSetModuleDataLayout(c.mod, td);
  LLVMDisposeTargetData(td);
  size_t nk = p->kernels.len;
  cajit_status s = NULL;
  gm->kernels = cajit_calloc(nk + 1, sizeof *gm->kernels);
  if (!gm->kernels)
    s = cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
  for (size_t i = 0; !s && i < nk; i++) {
    const cajit_kir_kernel *k = &p->kernels.data[i];
    gm->kernel_count = (int32_t)i + 1;
    if (host_steps &&
        (k->kind == CAJIT_KIR_GEMM || k->kind == CAJIT_KIR_HOST)) {
      /* The host runs it (cajit_gpu_program): no entry. */
      gm->kernels[i].kernel = k->id;
      gm->kernels[i].kind = CAJIT_GPU_HOST_STEP;
      continue;
    }
    s = emit_kernel(&c, &g, k, &gm->kernels[i]);
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
  CAJIT_RETURN_IF_ERROR(nvptx_libdevice(m, o, gm));
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
  cajit_jit_codegen_enter(CAJIT_JIT_CODEGEN_NVPTX);
  LLVMBool failed =
      LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMAssemblyFile, &msg, &mb);
  cajit_jit_codegen_leave(CAJIT_JIT_CODEGEN_NVPTX);
  if (failed) {
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
  cajit_status s = emit_module(p, ctx, tm, o && o->host_steps, out, &m);
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
  cajit_status s = emit_module(p, ctx, tm, o && o->host_steps, &gm, &m);
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
