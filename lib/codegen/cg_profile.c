/* Per-kernel profiling (cajit_codegen_options.profile): the module gets
 *
 *   @cajit_profile_counters = global [2 x N x i64] zeroinitializer
 *   @cajit_profile_names    = constant "k0 pointwise %3 = aten.mul...\n..."
 *
 * with N the number of kernels (host calls included), and the body brackets
 * every kernel call with cajit_rt_profile_now / cajit_rt_profile_add on
 * counters[2k] (nanoseconds) and counters[2k + 1] (calls). The names are
 * in the module so that a compiled graph loaded from the object cache,
 * which never sees its kernel IR, can still say what each counter is. */
#include <stdio.h>

#include "codegen/cg_internal.h"
#include "support/strbuf.h"

static const char *kernel_kind(const cajit_kir_kernel *k) {
  switch (k->kind) {
  case CAJIT_KIR_POINTWISE: return "pointwise";
  case CAJIT_KIR_REDUCTION: return "reduce";
  case CAJIT_KIR_GEMM: return "gemm";
  case CAJIT_KIR_HOST: return "host";
  case CAJIT_KIR_SCATTER: return "scatter";
  case CAJIT_KIR_EXTERN: return "extern";
  case CAJIT_KIR_SCAN: return "scan";
  }
  return "?";
}

/* One line per kernel: "k<i> <kind> <name>", the extern's function after
 * an extern's name. No line holds a newline: names come from node text. */
static cajit_status names_text(const cajit_kir_program *p, char **out,
                               size_t *out_len) {
  cajit_strbuf b = CAJIT_STRBUF_INIT;
  for (size_t i = 0; i < p->kernels.len; i++) {
    const cajit_kir_kernel *k = &p->kernels.data[i];
    size_t start = b.len;
    cajit_strbuf_printf(&b, "k%zu %s %s", i, kernel_kind(k),
                        k->name ? k->name : "");
    if (k->kind == CAJIT_KIR_EXTERN)
      cajit_strbuf_printf(&b, " [%s]", k->ext->fn);
    size_t lead = i;
    while (lead > 0 && p->kernels.data[lead].joined)
      lead--;
    if (k->joined) /* its time is usually counted in that kernel's */
      cajit_strbuf_printf(&b, " (joined to k%zu)", lead);
    for (size_t j = start; j < b.len && b.data; j++)
      if (b.data[j] == '\n') b.data[j] = ' ';
    cajit_strbuf_puts(&b, "\n");
  }
  return cajit_strbuf_finish(&b, out, out_len);
}

void cg_profile_declare(cg *c) {
  if (!c->opts->profile || c->err) return;
  size_t n = c->p->kernels.len;
  LLVMTypeRef counters_type =
      LLVMArrayType2(c->t_i64, 2 * (uint64_t)(n > 0 ? n : 1));
  c->prof_counters =
      LLVMAddGlobal(c->mod, counters_type, CAJIT_PROFILE_COUNTERS_SYMBOL);
  LLVMSetInitializer(c->prof_counters, LLVMConstNull(counters_type));
  cg_export_text(c, CAJIT_PROFILE_NAMES_SYMBOL, names_text);
}

LLVMValueRef cg_profile_start(cg *c) {
  if (!c->prof_counters) return NULL;
  LLVMTypeRef fty;
  LLVMValueRef fn =
      cg_runtime_fn(c, "cajit_rt_profile_now", c->t_i64, NULL, 0, false, &fty);
  return LLVMBuildCall2(c->bld, fty, fn, NULL, 0, "t0");
}

void cg_profile_stop(cg *c, size_t kernel, LLVMValueRef t0) {
  if (!t0) return;
  LLVMTypeRef params[2] = {c->t_ptr, c->t_i64}, fty;
  LLVMValueRef fn = cg_runtime_fn(c, "cajit_rt_profile_add", c->t_void, params,
                                  2, false, &fty);
  LLVMValueRef slot = LLVMConstInt(c->t_i64, 2 * (uint64_t)kernel, 0);
  LLVMValueRef at =
      LLVMBuildGEP2(c->bld, c->t_i64, c->prof_counters, &slot, 1, "");
  LLVMValueRef args[2] = {at, t0};
  LLVMBuildCall2(c->bld, fty, fn, args, 2, "");
}
