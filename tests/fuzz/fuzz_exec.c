/* libFuzzer target past the parser: parse, verify, lower, compile and run.
 *
 * An input is a .cag graph, optionally preceded by a line binding its
 * symbols (`# bind s0=3 s1=2`; a symbol not named there gets a small value
 * from a hash of the input). The target parses and verifies the graph,
 * binds every symbol to a small value, builds deterministic inputs of the
 * declared shapes and strides, compiles with bounds checks on every load and
 * store of generated code (cajit_compile_options.check_bounds), and runs it
 * on 1 or 2 threads, with fusion on or off (both chosen by the hash).
 * Hooks return their inputs, as cajit-run's do (tools/tool_host.h); custom
 * backwards and host fallbacks refuse.
 *
 * Refusals are fine (a parse, verify, lowering, guard or host error naming
 * what it refuses); a crash, a sanitizer report, a leak, an out-of-bounds
 * access in JIT code (the bounds check fails the call with CAJIT_INTERNAL),
 * any other internal error, an LLVM error or an empty message aborts, which
 * libFuzzer reports as a crash. Graphs whose values would be large (more
 * than MAX_ELEMENTS elements under the binding) or that have more than
 * MAX_NODES nodes are skipped, to keep executions fast.
 *
 * The custom mutator (cag_mutate.c) edits graphs structurally, so most
 * mutants still parse and many verify. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cag_mutate.h"
#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/host.h"
#include "support/alloc.h"
#include "tool_host.h"

enum { MAX_NODES = 96, MAX_NDIM = 8 };
#define MAX_ELEMENTS ((int64_t)1 << 18)

static cajit_jit *shared_jit;

static void die(const char *stage, cajit_status s) {
  fprintf(stderr, "fuzz_exec: %s: %s error: %s\n", stage,
          cajit_status_code_name(cajit_status_code_of(s)),
          cajit_status_message(s));
  abort();
}

/* A refusal is fine; a bug is not: internal and LLVM errors, and errors
 * that do not say anything. */
static void check_refusal(const char *stage, cajit_status s) {
  cajit_status_code code = cajit_status_code_of(s);
  const char *msg = cajit_status_message(s);
  if (code == CAJIT_INTERNAL || code == CAJIT_LLVM_ERROR || !msg || !*msg)
    die(stage, s);
  cajit_status_free(s);
}

/* ---- binding --------------------------------------------------------------
 */

typedef struct binding {
  int64_t *ints;
  double *floats;
  int32_t count;
} binding;

static uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

/* Symbol values: `# bind` entries (clamped to small values), else from the
 * hash. Input dims are in [0, 8], sizes and scalars in [-2, 16]. */
static void bind(const cajit_graph *g, const cag_binds *binds, uint64_t h,
                 binding *b) {
  for (int32_t i = 0; i < g->binding_count; i++) {
    const cajit_symbol_binding *sb = &g->bindings[i];
    cajit_sv name = cajit_expr_ctx_symbol_name(g->exprs, sb->symbol);
    int64_t v;
    if (!cag_binds_get(binds, name.data, name.len, &v))
      v = (int64_t)((h = mix(h, (uint64_t)i)) % 6);
    bool dim = sb->source == CAJIT_SYMBOL_FROM_INPUT_DIM;
    int64_t lo = dim ? 0 : -2, hi = dim ? 8 : 16;
    v = v < lo ? lo : v > hi ? hi : v;
    b->ints[sb->symbol] = v;
    b->floats[sb->symbol] = (double)v * 0.5;
  }
}

static bool eval(const binding *b, const cajit_expr *e, int64_t *out) {
  cajit_expr_binding eb = {b->ints, b->floats, b->count};
  cajit_status s = cajit_expr_eval_int(e, &eb, out);
  cajit_status_free(s);
  return s == NULL;
}

/* Elements of a tensor type under b, or -1 when it is too large or does
 * not evaluate (a negative dim: the guards will refuse it). */
static int64_t type_elements(const binding *b, const cajit_type *t) {
  if (t->kind != CAJIT_TYPE_TENSOR) return 0;
  int64_t n = 1, d;
  for (int32_t k = 0; k < t->ndim; k++) {
    if (!eval(b, t->shape[k], &d)) return -1;
    if (d < 0) return 0;
    if (d > MAX_ELEMENTS || (n *= d) > MAX_ELEMENTS) return -1;
  }
  return n;
}

/* ---- inputs ---------------------------------------------------------------
 */

typedef struct input {
  DLTensor t;
  int64_t shape[MAX_NDIM], strides[MAX_NDIM];
  void *data;
} input;

static uint8_t dl_code(cajit_dtype d) {
  if (d == CAJIT_DTYPE_BOOL) return 6; /* kDLBool (DLPack >= 0.8) */
  if (d == CAJIT_DTYPE_U8) return kDLUInt;
  if (d == CAJIT_DTYPE_BF16) return kDLBfloat;
  return cajit_dtype_is_floating(d) ? kDLFloat : kDLInt;
}

/* Input i with its declared strides (else contiguous) over storage filled
 * with bytes from the hash: small integers for integral dtypes (valid
 * indices into dims of at least 2), values in [-2, 2) for floats. Returns
 * false when the input cannot be built (a negative dim or stride, too
 * large): the guards will have the say then, so the call still runs with a
 * minimal tensor. */
static bool make_input(const cajit_graph *g, const binding *b, int32_t i,
                       uint64_t h, input *x) {
  const cajit_type *t = &g->values[g->inputs[i]].type;
  memset(x, 0, sizeof *x);
  if (t->kind != CAJIT_TYPE_TENSOR || t->ndim > MAX_NDIM) return false;
  bool ok = true;
  for (int32_t d = t->ndim - 1; d >= 0; d--) {
    int64_t v = 0;
    ok = ok && eval(b, t->shape[d], &v) && v >= 0 && v <= MAX_ELEMENTS;
    x->shape[d] = ok ? v : 0;
    int64_t next =
        d + 1 < t->ndim
            ? x->strides[d + 1] * (x->shape[d + 1] > 1 ? x->shape[d + 1] : 1)
            : 1;
    x->strides[d] = next;
  }
  for (int32_t d = 0; ok && t->strides && d < t->ndim; d++) {
    int64_t v;
    if (t->strides[d] && eval(b, t->strides[d], &v))
      x->strides[d] = v >= 0 && v <= MAX_ELEMENTS ? v : 1;
  }
  int64_t span = 1;
  for (int32_t d = 0; d < t->ndim; d++)
    span += x->shape[d] > 0 ? (x->shape[d] - 1) * x->strides[d] : 0;
  if (span > 4 * MAX_ELEMENTS) ok = false, span = 1;
  size_t elem = cajit_dtype_size(t->dtype);
  x->data = cajit_malloc((size_t)span * elem + 1);
  if (!x->data) return false;
  unsigned char *p = x->data;
  for (int64_t e = 0; e < span; e++) {
    uint64_t u = (h = mix(h, (uint64_t)e));
    switch (t->dtype) {
    case CAJIT_DTYPE_F32:
      ((float *)p)[e] = (float)((int64_t)(u % 64) - 32) / 16;
      break;
    case CAJIT_DTYPE_F64:
      ((double *)p)[e] = (double)((int64_t)(u % 64) - 32) / 16;
      break;
    case CAJIT_DTYPE_BOOL: p[e] = (unsigned char)(u & 1); break;
    case CAJIT_DTYPE_I64: ((int64_t *)p)[e] = (int64_t)(u % 2); break;
    case CAJIT_DTYPE_I32: ((int32_t *)p)[e] = (int32_t)(u % 2); break;
    case CAJIT_DTYPE_F16:
      ((uint16_t *)p)[e] = (uint16_t)(0x3c00 | (u & 0x83ff));
      break;
    case CAJIT_DTYPE_BF16:
      ((uint16_t *)p)[e] = (uint16_t)(0x3f80 | (u & 0x807f));
      break;
    default: p[e * elem] = (unsigned char)(u % 2); break;
    }
  }
  x->t = (DLTensor){.data = x->data,
                    .device = {kDLCPU, 0},
                    .ndim = t->ndim,
                    .dtype = {dl_code(t->dtype), (uint8_t)(elem * 8), 1},
                    .shape = x->shape,
                    .strides = x->strides};
  return ok;
}

/* ---- the host: hooks return their inputs (tools/tool_host.h), grad
 * accumulation does nothing, custom backwards and fallbacks refuse --------
 */

static cajit_status refuse(void *user, const cajit_host_request *req) {
  (void)user;
  return cajit_status_make(CAJIT_HOST_ERROR, "%s: no host in fuzz_exec",
                           cajit_host_op_kind_name(req->kind));
}

static cajit_host fuzz_host(void) {
  cajit_host h = tool_host();
  h.backward = refuse;
  h.accumulate_grad = tool_host_nothing;
  h.fallback = refuse;
  return h;
}

/* ---- one execution ---------------------------------------------------------
 */

static bool too_large(const cajit_graph *g, const binding *b) {
  if (g->node_count > MAX_NODES) return true;
  for (int32_t v = 0; v < g->value_count; v++)
    if (type_elements(b, &g->values[v].type) < 0) return true;
  return false;
}

static void run(cajit_graph *g, const binding *b, uint64_t h) {
  cajit_compile_options co;
  cajit_compile_options_init(&co);
  co.shared_jit = shared_jit;
  co.check_bounds = true;
  co.no_fusion = (h >> 8) & 1;
  co.compile_threads = 1;
  /* in this process: libFuzzer sees coverage, and sanitizers the lowering
   * and codegen, only here (a forked worker's are lost) */
  co.compile_in_worker = false;
  co.parallel_threshold = 1; /* parallel loops whenever there are 2 threads */
  cajit_status s = cajit_runtime_set_num_threads(1 + (int32_t)((h >> 9) & 1));
  if (s) die("threads", s);
  cajit_compiled *c = NULL;
  s = cajit_compile(g, &co, &c);
  if (s) {
    check_refusal("compile", s);
    return;
  }
  int32_t ni = g->input_count, no = cajit_compiled_output_count(c);
  input *in = cajit_calloc((size_t)ni + 1, sizeof *in);
  DLTensor **ptrs = cajit_calloc((size_t)ni + 1, sizeof *ptrs);
  DLManagedTensor **outs = cajit_calloc((size_t)no + 1, sizeof *outs);
  int64_t *sizes = cajit_calloc((size_t)g->sizes_count + 1, sizeof *sizes);
  cajit_scalar *scalars =
      cajit_calloc((size_t)g->scalars_count + 1, sizeof *scalars);
  void **hooks = cajit_calloc((size_t)g->hooks_count + 1, sizeof *hooks);
  if (!in || !ptrs || !outs || !sizes || !scalars || !hooks) abort();
  for (int32_t i = 0; i < g->binding_count; i++) {
    const cajit_symbol_binding *sb = &g->bindings[i];
    if (sb->source == CAJIT_SYMBOL_FROM_SIZES)
      sizes[sb->index] = b->ints[sb->symbol];
    else if (sb->source == CAJIT_SYMBOL_FROM_SCALARS) {
      if (g->scalar_types[sb->index] == CAJIT_EXPR_TYPE_FLOAT)
        scalars[sb->index].f = b->floats[sb->symbol];
      else
        scalars[sb->index].i = b->ints[sb->symbol];
    }
  }
  for (int32_t i = 0; i < g->hooks_count; i++)
    hooks[i] = (void *)(uintptr_t)(i + 1);
  for (int32_t i = 0; i < ni; i++) {
    make_input(g, b, i, mix(h, (uint64_t)i), &in[i]);
    ptrs[i] = &in[i].t;
  }
  cajit_host host = fuzz_host();
  cajit_call call = {.inputs = ptrs,
                     .input_count = ni,
                     .sizes = sizes,
                     .sizes_count = g->sizes_count,
                     .scalars = scalars,
                     .scalars_count = g->scalars_count,
                     .hooks = hooks,
                     .hooks_count = g->hooks_count,
                     .host = &host,
                     .outputs = outs,
                     .output_count = no};
  /* Twice: the second call reuses the arena the first one left. */
  for (int rep = 0; rep < 2; rep++) {
    s = cajit_compiled_run(c, &call);
    if (s) {
      check_refusal("run", s);
      break;
    }
    for (int32_t o = 0; o < no; o++) {
      if (outs[o] && outs[o]->deleter) outs[o]->deleter(outs[o]);
      outs[o] = NULL;
    }
  }
  for (int32_t i = 0; i < ni; i++)
    cajit_free(in[i].data);
  cajit_free(in);
  cajit_free(ptrs);
  cajit_free(outs);
  cajit_free(sizes);
  cajit_free(scalars);
  cajit_free(hooks);
  cajit_compiled_destroy(c);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  cajit_jit_options jo;
  cajit_jit_options_init(&jo);
  jo.extra_symbols = cajit_compile_jit_symbols(&jo.extra_symbol_count);
  cajit_status s = cajit_jit_create(&jo, &shared_jit);
  if (s) die("jit", s);
  return 0;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
  if (!shared_jit) LLVMFuzzerInitialize(NULL, NULL);
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * 1099511628211ull;
  cag_binds binds;
  cajit_sv text = cag_split_binds((const char *)data, size, &binds);
  cajit_graph *g = NULL;
  cajit_status s = cajit_graph_parse(text, "fuzz", &g);
  if (!s) s = cajit_graph_verify(g);
  if (s) {
    check_refusal("verify", s);
    cajit_graph_destroy(g);
    return 0;
  }
  int32_t n = cajit_expr_ctx_symbol_count(g->exprs);
  binding b = {cajit_calloc((size_t)n + 1, sizeof(int64_t)),
               cajit_calloc((size_t)n + 1, sizeof(double)), n};
  if (!b.ints || !b.floats) abort();
  bind(g, &binds, h, &b);
  if (!too_large(g, &b)) run(g, &b, h);
  cajit_free(b.ints);
  cajit_free(b.floats);
  cajit_graph_destroy(g);
  return 0;
}

/* libFuzzer's byte-level mutator; absent (NULL) in the replay build, which
 * never mutates. */
__attribute__((weak)) size_t LLVMFuzzerMutate(uint8_t *data, size_t size,
                                              size_t max_size);

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size,
                               unsigned int seed) {
  return cag_mutate(data, size, max_size, seed, LLVMFuzzerMutate);
}
