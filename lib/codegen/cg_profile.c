/* Per-kernel profiling (cajit_codegen_options.profile): the module gets
 *
 *   @cajit_profile_counters = global [3 x N x i64] zeroinitializer
 *   @cajit_profile_names    = constant "k0 pointwise %3 = aten.mul...\n..."
 *
 * with N the number of kernels (host calls included), and the body brackets
 * every kernel call with cajit_rt_profile_now / cajit_rt_profile_add on
 * counters[3k] (nanoseconds), counters[3k + 1] (calls) and counters[3k + 2]
 * (bytes moved, see call_bytes below). The names are in the module so that
 * a compiled graph loaded from the object cache, which never sees its
 * kernel IR, can still say what each counter is. */
#include <stdio.h>

#include "codegen/cg_internal.h"
#include "support/ptrmap.h"
#include "support/strbuf.h"
#include "support/vec.h"

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
      LLVMArrayType2(c->t_i64, 3 * (uint64_t)(n > 0 ? n : 1));
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

static void profile_add(cg *c, size_t kernel, LLVMValueRef t0,
                        LLVMValueRef bytes) {
  LLVMTypeRef params[3] = {c->t_ptr, c->t_i64, c->t_i64}, fty;
  LLVMValueRef fn = cg_runtime_fn(c, "cajit_rt_profile_add", c->t_void, params,
                                  3, false, &fty);
  LLVMValueRef slot = LLVMConstInt(c->t_i64, 3 * (uint64_t)kernel, 0);
  LLVMValueRef at =
      LLVMBuildGEP2(c->bld, c->t_i64, c->prof_counters, &slot, 1, "");
  LLVMValueRef args[3] = {at, t0, bytes};
  LLVMBuildCall2(c->bld, fty, fn, args, 3, "");
}

void cg_profile_stop(cg *c, size_t kernel, LLVMValueRef t0) {
  if (!t0) return;
  profile_add(c, kernel, t0, LLVMConstInt(c->t_i64, 0, 0));
}

/* ---- bytes moved ---------------------------------------------------------
 *
 * What a kernel call moves, for its GB/s against memcpy's (bench/README.md,
 * "Memory-bound backwards"): every root buffer the call's loop nest reads
 * or writes (the kernel and the kernels computed in its loops) counted
 * once, as if it crossed the memory bus once: the traffic of a streaming
 * kernel. Of a root, the largest view accessed counts, capped at the root
 * (a kernel writing a padded buffer's margins moves the margins; a
 * broadcast row read per row moves the row). What cache serves (that row,
 * a scratch row written and read back) counts once, which is what it
 * costs. Not counted (0): a call with a gather or an indirect scatter (it
 * touches the rows its indices name, not whole views), and runtime calls
 * (GEMM, EXTERN, HOST). */

typedef struct traffic {
  cajit_kir_program *p;
  CAJIT_VEC(int32_t) roots;
  CAJIT_VEC(const cajit_expr *) bytes; /* per root: of its largest view */
  bool indirect, oom;
} traffic;

static const cajit_expr *buffer_bytes(cajit_kir_program *p, int32_t buffer) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, buffer);
  const cajit_expr *n =
      cajit_expr_int(p->exprs, (int64_t)cajit_dtype_size(b->dtype));
  for (int32_t d = 0; d < b->ndim && n; d++)
    n = cajit_expr_mul(p->exprs, n, b->shape[d]);
  return n;
}

static void add_access(traffic *t, int32_t buffer) {
  int32_t root = cajit_kir_buffer_get(t->p, buffer)->root;
  const cajit_expr *view = cajit_expr_min(
      t->p->exprs, buffer_bytes(t->p, buffer), buffer_bytes(t->p, root));
  for (size_t i = 0; i < t->roots.len; i++)
    if (t->roots.data[i] == root) {
      t->bytes.data[i] = cajit_expr_max(t->p->exprs, t->bytes.data[i], view);
      return;
    }
  if (!CAJIT_VEC_PUSH(&t->roots, root) || !CAJIT_VEC_PUSH(&t->bytes, view))
    t->oom = true;
}

static bool note_access(const cajit_kir_value *v, void *user) {
  traffic *t = user;
  if (v->op == CAJIT_KIR_LOAD_INDIRECT) t->indirect = true;
  if (v->op == CAJIT_KIR_LOAD) add_access(t, v->u.load.buffer);
  return !t->indirect && !t->oom;
}

static void note_kernel(traffic *t, const cajit_kir_kernel *k) {
  cajit_ptrmap seen = {0};
  const cajit_kir_value *vals[3] = {k->value, k->target, k->mask};
  for (int i = 0; i < 3 && !t->indirect && !t->oom; i++)
    (void)cajit_kir_walk(vals[i], &seen, note_access, t, &t->oom);
  cajit_ptrmap_free(&seen);
  add_access(t, k->out);
}

/* The bytes kernel i's call moves (an i64), 0 where not counted. sigs
 * tells which kernels after it are computed in its loops (those without a
 * function of their own). Evaluated without overflow checks: a wrapped
 * count would only mislead the profile, it must not fail the call. */
static LLVMValueRef call_bytes(cg *c, const cg_kernel_sig *sigs, size_t i) {
  LLVMValueRef zero = LLVMConstInt(c->t_i64, 0, 0);
  const cajit_kir_kernel *ks = c->p->kernels.data;
  if (ks[i].kind == CAJIT_KIR_GEMM || ks[i].kind == CAJIT_KIR_EXTERN ||
      ks[i].kind == CAJIT_KIR_HOST)
    return zero;
  traffic t = {c->p, {0}, {0}, false, false};
  note_kernel(&t, &ks[i]);
  for (size_t j = i + 1;
       j < c->p->kernels.len && ks[j].kind != CAJIT_KIR_HOST && !sigs[j].fn;
       j++)
    note_kernel(&t, &ks[j]);
  const cajit_expr *bytes =
      t.indirect || t.oom ? NULL : cajit_expr_int(c->p->exprs, 0);
  for (size_t r = 0; r < t.bytes.len && bytes; r++)
    bytes = cajit_expr_add(c->p->exprs, bytes, t.bytes.data[r]);
  CAJIT_VEC_FREE(&t.roots);
  CAJIT_VEC_FREE(&t.bytes);
  if (!bytes) return zero;
  struct cg_frame *ovf = c->ovf_frame;
  c->ovf_frame = NULL;
  LLVMValueRef v = cg_expr(c, bytes);
  c->ovf_frame = ovf;
  return v ? v : zero;
}

void cg_profile_stop_kernel(cg *c, const cg_kernel_sig *sigs, size_t kernel,
                            LLVMValueRef t0) {
  if (!t0) return;
  profile_add(c, kernel, t0, call_bytes(c, sigs, kernel));
}
