/* The compile pipeline (see cajit/compile.h): lower (lib/lower), generate
 * LLVM IR (lib/codegen), hand the module to the JIT (jit/), look up the
 * entry. This file owns the per-compile objects (kernel-IR program, LLVM
 * context and module until the JIT takes them) and frees them on every
 * path. */
#include "cajit/compile.h"

#include <llvm-c/Core.h>
#include <stdio.h>
#include <string.h>

#include "codegen/codegen.h"
#include "lower/kir.h"
#include "lower/lower.h"
#include "ops/rnn_kernel.h"
#include "support/alloc.h"

struct cajit_compiled {
  cajit_jit *owned_jit; /* NULL when compiled into a shared JIT */
  cajit_jit_module *module;
  cajit_entry_fn entry;
  int32_t output_count;
};

static const cajit_jit_symbol extra_symbols[] = {
    {"cajit_rt_gemm_strided_f32", (void *)&cajit_rt_gemm_strided_f32},
    {"cajit_rt_gemm_strided_f64", (void *)&cajit_rt_gemm_strided_f64},
    {"cajit_rt_lstm_layer_backward_f32",
     (void *)&cajit_rt_lstm_layer_backward_f32},
};

const cajit_jit_symbol *cajit_compile_jit_symbols(size_t *out_count) {
  *out_count = sizeof extra_symbols / sizeof *extra_symbols;
  return extra_symbols;
}

void cajit_compile_options_init(cajit_compile_options *opts) {
  memset(opts, 0, sizeof *opts);
}

static const char *module_name(const cajit_graph *g,
                               const cajit_compile_options *o, char *buf,
                               size_t cap) {
  if (o && o->name) return o->name;
  if (g->name.len) {
    snprintf(buf, cap, "%.*s", (int)g->name.len, g->name.data);
    return buf;
  }
  return "cajit_graph";
}

/* Lowers g into a new program (the caller destroys it). */
static cajit_status lower(cajit_graph *g, const cajit_compile_options *o,
                          cajit_kir_program **out) {
  CAJIT_RETURN_IF_ERROR(cajit_kir_program_create(g->exprs, out));
  cajit_lower_options lo = {.no_host_fallback = o && o->no_host_fallback};
  cajit_status s = cajit_lower_graph(g, *out, &lo);
  return s ? cajit_status_annotate(s, "lowering") : NULL;
}

/* Lowers and generates the module into ctx. */
static cajit_status generate(cajit_graph *g, const cajit_compile_options *o,
                             LLVMContextRef ctx, const char *name,
                             LLVMModuleRef *out_module) {
  cajit_kir_program *p = NULL;
  cajit_status s = lower(g, o, &p);
  if (!s) s = cajit_codegen_emit(p, ctx, name, NULL, out_module);
  cajit_kir_program_destroy(p);
  return s;
}

cajit_status cajit_compile(cajit_graph *g, const cajit_compile_options *opts,
                           cajit_compiled **out_compiled) {
  *out_compiled = NULL;
  if (!g) return cajit_status_make(CAJIT_INVALID_ARGUMENT, "compile: no graph");
  char buf[128];
  const char *name = module_name(g, opts, buf, sizeof buf);
  cajit_compiled *c = cajit_calloc(1, sizeof *c);
  if (!c)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "compile: out of memory");
  cajit_status s = NULL;
  cajit_jit *jit = opts ? opts->shared_jit : NULL;
  if (!jit) {
    cajit_jit_options jo;
    if (opts && opts->jit)
      jo = *opts->jit;
    else
      cajit_jit_options_init(&jo);
    /* The caller's extra symbols plus ours. */
    size_t n =
        jo.extra_symbol_count + sizeof extra_symbols / sizeof *extra_symbols;
    cajit_jit_symbol *syms = cajit_malloc(n * sizeof *syms);
    if (!syms)
      s = cajit_status_make(CAJIT_OUT_OF_MEMORY, "compile: out of memory");
    if (!s) {
      if (jo.extra_symbol_count)
        memcpy(syms, jo.extra_symbols, jo.extra_symbol_count * sizeof *syms);
      memcpy(syms + jo.extra_symbol_count, extra_symbols, sizeof extra_symbols);
      jo.extra_symbols = syms;
      jo.extra_symbol_count = n;
      s = cajit_jit_create(&jo, &c->owned_jit);
    }
    cajit_free(syms);
    jit = c->owned_jit;
  }
  LLVMContextRef ctx = NULL;
  LLVMModuleRef m = NULL;
  if (!s) {
    ctx = LLVMContextCreate();
    s = generate(g, opts, ctx, name, &m);
    if (s) LLVMContextDispose(ctx);
  }
  if (!s) /* takes m and ctx on every path */
    s = cajit_jit_add_module(jit, ctx, m, 0, name, &c->module);
  void *entry = NULL;
  if (!s) s = cajit_jit_module_lookup(c->module, "cajit_entry", &entry);
  if (s) {
    cajit_compiled_destroy(c);
    return cajit_status_annotate(s, "compiling %s", name);
  }
  c->entry = (cajit_entry_fn)(uintptr_t)entry;
  c->output_count = g->output_count;
  *out_compiled = c;
  return NULL;
}

void cajit_compiled_destroy(cajit_compiled *c) {
  if (!c) return;
  cajit_status s = cajit_jit_module_unload(c->module);
  cajit_status_free(s); /* nothing to report it to */
  cajit_jit_destroy(c->owned_jit);
  cajit_free(c);
}

cajit_status cajit_compiled_run(cajit_compiled *c, cajit_call *call) {
  if (!c || !call)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "run: no compiled graph or call");
  call->status = NULL;
  if (cajit_jit_call_entry(c->entry, call) == 0) return NULL;
  cajit_status s = call->status;
  call->status = NULL;
  return s ? s
           : cajit_status_make(CAJIT_INTERNAL,
                               "run: the entry failed without a status");
}

cajit_entry_fn cajit_compiled_entry(const cajit_compiled *c) {
  return c->entry;
}

int32_t cajit_compiled_output_count(const cajit_compiled *c) {
  return c->output_count;
}

cajit_status cajit_compile_dump_kir(cajit_graph *g,
                                    const cajit_compile_options *opts,
                                    char **out_text, size_t *out_len) {
  cajit_kir_program *p = NULL;
  cajit_status s = lower(g, opts, &p);
  if (!s) s = cajit_kir_program_print(p, out_text, out_len);
  cajit_kir_program_destroy(p);
  return s;
}

cajit_status cajit_compile_dump_llvm(cajit_graph *g,
                                     const cajit_compile_options *opts,
                                     bool optimized, char **out_text,
                                     size_t *out_len) {
  char buf[128];
  const char *name = module_name(g, opts, buf, sizeof buf);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  cajit_jit_target *t = NULL;
  cajit_status s = generate(g, opts, ctx, name, &m);
  if (!s) s = cajit_jit_target_create(opts ? opts->jit : NULL, &t);
  if (!s) s = cajit_jit_target_prepare_module(t, m);
  if (!s && optimized) s = cajit_jit_optimize(t, m);
  if (!s) s = cajit_jit_emit(t, m, CAJIT_EMIT_LL, out_text, out_len);
  cajit_jit_target_destroy(t);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return s;
}

cajit_status cajit_compile_emit(cajit_graph *g,
                                const cajit_compile_options *opts,
                                cajit_emit_kind kind, char **out_data,
                                size_t *out_len) {
  *out_data = NULL;
  *out_len = 0;
  char buf[128];
  const char *name = module_name(g, opts, buf, sizeof buf);
  cajit_jit_target *t = NULL;
  /* The target first: a bad cpu or feature fails before any work. */
  cajit_status s = cajit_jit_target_create(opts ? opts->jit : NULL, &t);
  LLVMContextRef ctx = s ? NULL : LLVMContextCreate();
  LLVMModuleRef m = NULL;
  if (!s) s = generate(g, opts, ctx, name, &m);
  if (!s) s = cajit_jit_target_prepare_module(t, m);
  if (!s) s = cajit_jit_optimize(t, m);
  if (!s) s = cajit_jit_emit(t, m, kind, out_data, out_len);
  cajit_jit_target_destroy(t);
  if (m) LLVMDisposeModule(m);
  if (ctx) LLVMContextDispose(ctx);
  return s;
}
