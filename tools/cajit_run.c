/* cajit-run: compiles a .cag graph, runs it on deterministic inputs with a
 * C host, and prints checksums of what it produced and how long it took.
 *
 *   cajit-run FILE.cag [--bind s0=128,s1=64] [--repeat N] [--warmup N]
 *             [--threads N] [--seed N] [--int-range LO,HI]
 *             [--check-against FILE.out] [--rtol X] [--json] [--help]
 *
 * Binding. Every symbol the graph declares must be given a value with
 * --bind (an error lists the unbound ones). A symbol bound to an input dim
 * decides that input's shape (each input's dims and any declared strides
 * are its type's expressions evaluated under the binding); a symbol bound
 * to `sizes i` or `scalars i` fills that entry. Entries no symbol reads are
 * 0. Hooks are opaque handles 1..hooks.
 *
 * Inputs (documented in --help and the README; bench scripts and tests
 * rely on it). With splitmix64(z) = SplitMix64's output function applied to
 * z + 0x9e3779b97f4a7c15 and all arithmetic mod 2^64, element e (row-major
 * logical index) of input i gets the 64-bit number
 *     u = splitmix64(splitmix64(splitmix64(seed) ^ i) + e)
 * and from it: floating dtypes (u >> 11) * 2^-53 * 2 - 1, a double in
 * [-1, 1) rounded to f32 (then to f16/bf16, nearest-even; f64 keeps the
 * double); integer dtypes LO + u % (HI - LO) (default range [0, 2), so any
 * class index or embedding index is valid); bool u >> 63.
 *
 * The C host: tensor_pre_hook / pre_hook / post_hook return their inputs
 * unchanged (a borrowed view: the same as a hook returning None);
 * post_acc_grad_hook and final_callbacks do nothing; accumulate_grad adds
 * the grad into a double buffer per parameter that the tool keeps (zeroed
 * before every run, so the report shows one run's sum); backward fails
 * ("custom backward needs a Python host"); a fallback fails naming the op
 * ("no native lowering and no host fallback in cajit-run").
 *
 * Runs: --warmup runs (default 0), then --repeat timed runs (default 1),
 * each through cajit_compiled_run; the report describes the last one. See
 * help_text for the output formats. Exit status: 0 ok; 1 the graph does not
 * parse, verify, compile or run, an input cannot be built, or
 * --check-against finds a difference; 2 bad usage (including every --bind
 * problem). */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/host.h"
#include "cajit/runtime.h"
#include "cajit_run/containers.h"
#include "cajit_run/elements.h"
#include "cajit_run/gpu.h"
#include "cajit_run/replay.h"
#include "tool_memory.h"

enum { EXIT_ERROR = 1, EXIT_USAGE = 2 };

/* Wall-clock milliseconds on the monotonic clock. */
static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}
enum { DL_BOOL = CAJIT_TOOLS_DL_BOOL, MAX_NDIM = CAJIT_TOOLS_MAX_NDIM };

static const char usage_line[] =
    "usage: cajit-run FILE.cag [--bind s0=N,...] [--repeat N] [--warmup N]\n"
    "                 [--threads N] [--seed N] [--int-range LO,HI]\n"
    "                 [--check-against FILE.out] [--rtol X] [--json] "
    "[--help]\n"
    "                 [--no-parallel] [--no-buffer-reuse] [--profile]\n"
    "                 [--replay BUNDLE] [--gpu] [--gpu-bench N]\n"
    "                 [--gpu-rtol X]\n";

static const char help_text[] =
    "Compiles a .cag graph (docs/format.md), runs it on deterministic inputs\n"
    "with a C host and prints a checksum of every output and accumulated\n"
    "grad, then the time per run and the compile time.\n"
    "\n"
    "  FILE.cag              the graph\n"
    "  --bind NAME=V,...     value of each symbol (repeatable); every symbol\n"
    "                        of the graph must be bound; ints for int\n"
    "                        symbols, numbers for float (scalars) symbols\n"
    "  --repeat N            timed runs (default 1, at least 1)\n"
    "  --warmup N            untimed runs before them (default 0)\n"
    "  --no-parallel         keep every kernel serial (CAJIT_NO_PARALLEL=1)\n"
    "  --no-buffer-reuse     give every intermediate its own memory\n"
    "                        (CAJIT_NO_BUFFER_REUSE=1)\n"
    "  --profile             count time per kernel over the timed runs and\n"
    "                        print it after the report (CAJIT_PROFILE=1)\n"
    "  --threads N           runtime threads (default: $CAJIT_NUM_THREADS or\n"
    "                        the number of CPUs)\n"
    "  --seed N              input generator seed (default 0)\n"
    "  --int-range LO,HI     integer inputs take values in [LO, HI) (default\n"
    "                        0,2); bool inputs are 0/1\n"
    "  --check-against F     compare with a saved text report F: every output\n"
    "                        and grad line must match in type and in sum and\n"
    "                        abs within --rtol\n"
    "  --rtol X              relative tolerance of the check, scaled by the\n"
    "                        reference's abs (default 1e-5)\n"
    "  --json                print the report as one JSON object\n"
    "  --gpu                 also compile the graph for the CUDA device\n"
    "                        (lib/gpu: PTX through libcuda, loaded at run\n"
    "                        time), run it there on the same inputs and\n"
    "                        compare every output with the CPU's: lines\n"
    "                        `gpu output I: ... ok|MISMATCH` (to stderr with\n"
    "                        --json); fails with \"no CUDA driver\" where\n"
    "                        there is none\n"
    "  --gpu-rtol X          the comparison's tolerance: |gpu - cpu| <=\n"
    "                        X * (|cpu| + M) + X / 10, M the output's largest\n"
    "                        |element| (sums in another order round at the\n"
    "                        scale of what they add; default 1e-4)\n"
    "  --gpu-bench N         with --gpu: time N runs of the GPU program and\n"
    "                        N device-to-device copies moving as many bytes,\n"
    "                        print GB/s of both (a `gpu bench:` line)\n"
    "  --help                show this help\n"
    "\n"
    "Inputs: element e (row-major) of input i is made from\n"
    "  u = splitmix64(splitmix64(splitmix64(seed) ^ i) + e)   (mod 2^64)\n"
    "where splitmix64(z) is SplitMix64's output for state z (z + golden\n"
    "gamma, then the two xor-shift-multiply rounds); floating inputs get\n"
    "(u >> 11) * 2^-53 * 2 - 1 in [-1, 1) (rounded to f32, then f16/bf16),\n"
    "integer inputs LO + u % (HI - LO), bool inputs u >> 63.\n"
    "\n"
    "Host: hooks return their inputs, accumulate_grad sums grads per\n"
    "parameter (one run's worth), final_callbacks does nothing; a custom\n"
    "backward or a fallback op (no native lowering) is an error.\n"
    "\n"
    "Report (text), one record per line, in this order:\n"
    "  graph NAME                       (- when the graph has no name)\n"
    "  bind s0=128 f0=0.5 ...           (declaration order)\n"
    "  output I DTYPE[D0,D1] sum=S abs=A   or   output I none\n"
    "  grad I DTYPE[D0,D1] sum=S abs=A calls=C   (I: the param's input)\n"
    "  compile_ms T\n"
    "  run_ms median=T min=T mean=T repeat=N warmup=N threads=N\n"
    "         arena_bytes=B   (intermediate memory of the last call)\n"
    "  check ok values=N   or   check failed mismatches=M values=N\n"
    "  profile kK ms=T calls=C share=P% KIND NAME   (--profile: one line per\n"
    "         kernel, most time first; T is per timed run, P of the total)\n"
    "S and A are the sum and the sum of absolute values of the elements, in\n"
    "double, printed with %.17g; T is in milliseconds. --json prints\n"
    "{\"graph\", \"bind\": {NAME: V}, \"outputs\": [{\"index\", \"dtype\",\n"
    "\"shape\", \"sum\", \"abs\"} or {\"index\", \"dtype\": \"none\"}],\n"
    "\"grads\": [{\"input\", \"dtype\", \"shape\", \"sum\", \"abs\", "
    "\"calls\"}],\n"
    "\"compile_ms\", \"run_ms\": {\"median\", \"min\", \"mean\", \"repeat\",\n"
    "\"warmup\"}, \"threads\", \"check\": {\"ok\", \"mismatches\", "
    "\"values\"}, \"profile\": [{\"kernel\", \"ms\", \"calls\"}]}\n"
    "(check only with --check-against; NaN and Infinity as Python's json).\n"
    "\n"
    "--replay BUNDLE: run the call a repro bundle recorded (CAJIT_REPRO_DIR;\n"
    "python/cajit/repro.py): FILE defaults to BUNDLE/graph.cag, symbols to\n"
    "the recorded values (unless --bind), inputs to the recorded tensors;\n"
    "each host call gets its recorded results after its arguments are\n"
    "compared with the recorded ones, and the outputs are compared too\n"
    "(torch.testing.assert_close's default tolerances). Adds lines\n"
    "  replay differs: WHAT   (the first 20 differences, in call order)\n"
    "  replay ok|failed host_calls=N tensors=N differences=N\n"
    "\n"
    "Exit status: 0 ok, 1 the graph failed to parse, verify, compile or run\n"
    "(message on stderr) or the check or the replay found differences, 2 bad "
    "usage\n"
    "(including unknown, unbound or malformed --bind symbols).\n";

/* ---- options --------------------------------------------------------------
 */

typedef struct options {
  const char *input;
  VEC(const char *) binds; /* --bind lists, as given */
  int64_t repeat, warmup, threads;
  uint64_t seed;
  int64_t int_lo, int_hi;
  const char *check_path;
  double rtol;
  bool json;
  bool no_parallel, no_buffer_reuse, profile;
  const char *replay_dir; /* --replay: a repro bundle (cajit_run/replay.h) */
  bool gpu;               /* --gpu: also run on the CUDA device, compare */
  int64_t gpu_bench;      /* --gpu-bench N: time N GPU runs and a copy */
  double gpu_rtol;
  char replay_graph[4096]; /* its graph.cag when no FILE is given */
} options;

__attribute__((format(printf, 1, 2))) static int usage_error(const char *fmt,
                                                             ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("cajit-run: ", stderr);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  fputs(usage_line, stderr);
  return EXIT_USAGE;
}

/* Parses all of text (up to len bytes, or to the NUL if len < 0) as an
 * int64. */
static bool parse_i64(const char *text, ptrdiff_t len, int64_t *out) {
  char buf[64];
  size_t n = len < 0 ? strlen(text) : (size_t)len;
  if (n == 0 || n >= sizeof buf) return false;
  memcpy(buf, text, n);
  buf[n] = '\0';
  char *end;
  errno = 0;
  long long v = strtoll(buf, &end, 10);
  if (errno || *end) return false;
  *out = v;
  return true;
}

static bool parse_f64(const char *text, ptrdiff_t len, double *out) {
  char buf[64];
  size_t n = len < 0 ? strlen(text) : (size_t)len;
  if (n == 0 || n >= sizeof buf) return false;
  memcpy(buf, text, n);
  buf[n] = '\0';
  char *end;
  errno = 0;
  double v = strtod(buf, &end);
  if (errno == ERANGE && !isfinite(v)) return false;
  if (*end) return false;
  *out = v;
  return true;
}

/* If argv[*i] is option `name` (`name VALUE` or `name=VALUE`), stores the
 * value (NULL if missing) and returns true. */
static bool option_value(int argc, char **argv, int *i, const char *name,
                         const char **out_value) {
  const char *a = argv[*i];
  size_t n = strlen(name);
  if (strncmp(a, name, n) != 0) return false;
  if (a[n] == '=') {
    *out_value = a + n + 1;
    return true;
  }
  if (a[n] != '\0') return false;
  *out_value = *i + 1 < argc ? argv[++*i] : NULL;
  return true;
}

/* Parses a count option's value in [min, max]; -1 or an exit status. */
static int count_value(const char *name, const char *v, int64_t min,
                       int64_t max, int64_t *out) {
  int64_t x;
  if (!v || !parse_i64(v, -1, &x) || x < min || x > max)
    return usage_error("%s needs an integer in %lld..%lld (got '%s')", name,
                       (long long)min, (long long)max, v ? v : "");
  *out = x;
  return -1;
}

static int parse_int_range(const char *v, options *o) {
  const char *comma = v ? strchr(v, ',') : NULL;
  if (!comma || !parse_i64(v, comma - v, &o->int_lo) ||
      !parse_i64(comma + 1, -1, &o->int_hi) || o->int_lo >= o->int_hi ||
      (o->int_lo < 0 && o->int_hi > INT64_MAX + o->int_lo))
    return usage_error("--int-range needs LO,HI with LO < HI (got '%s')",
                       v ? v : "");
  return -1;
}

/* Returns -1 to go on, or an exit status. */
static int parse_options(int argc, char **argv, options *o) {
  o->repeat = 1;
  o->int_hi = 2;
  o->rtol = 1e-5;
  o->gpu_rtol = 1e-4;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = NULL;
    int st = -1;
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      fputs(usage_line, stdout);
      fputs(help_text, stdout);
      return 0;
    } else if (option_value(argc, argv, &i, "--bind", &v)) {
      if (!v || !*v) return usage_error("--bind needs NAME=VALUE,...");
      if (!VEC_PUSH(&o->binds, v)) return usage_error("out of memory");
    } else if (option_value(argc, argv, &i, "--repeat", &v)) {
      st = count_value("--repeat", v, 1, 1000000000, &o->repeat);
    } else if (option_value(argc, argv, &i, "--warmup", &v)) {
      st = count_value("--warmup", v, 0, 1000000000, &o->warmup);
    } else if (option_value(argc, argv, &i, "--threads", &v)) {
      st = count_value("--threads", v, 1, 1024, &o->threads);
    } else if (option_value(argc, argv, &i, "--seed", &v)) {
      int64_t s;
      st = count_value("--seed", v, INT64_MIN, INT64_MAX, &s);
      o->seed = (uint64_t)s;
    } else if (option_value(argc, argv, &i, "--int-range", &v)) {
      st = parse_int_range(v, o);
    } else if (option_value(argc, argv, &i, "--check-against", &v)) {
      if (!v || !*v) return usage_error("--check-against needs a file name");
      o->check_path = v;
    } else if (option_value(argc, argv, &i, "--rtol", &v)) {
      if (!v || !parse_f64(v, -1, &o->rtol) || !(o->rtol >= 0))
        return usage_error("--rtol needs a number >= 0 (got '%s')", v ? v : "");
    } else if (strcmp(a, "--gpu") == 0) {
      o->gpu = true;
    } else if (option_value(argc, argv, &i, "--gpu-bench", &v)) {
      st = count_value("--gpu-bench", v, 1, 1000000, &o->gpu_bench);
      o->gpu = true;
    } else if (option_value(argc, argv, &i, "--gpu-rtol", &v)) {
      if (!v || !parse_f64(v, -1, &o->gpu_rtol) || !(o->gpu_rtol >= 0))
        return usage_error("--gpu-rtol needs a number >= 0 (got '%s')",
                           v ? v : "");
    } else if (option_value(argc, argv, &i, "--replay", &v)) {
      if (!v || !*v) return usage_error("--replay needs a bundle directory");
      o->replay_dir = v;
    } else if (strcmp(a, "--json") == 0) {
      o->json = true;
    } else if (strcmp(a, "--profile") == 0) {
      o->profile = true;
    } else if (strcmp(a, "--no-parallel") == 0) {
      o->no_parallel = true;
    } else if (strcmp(a, "--no-buffer-reuse") == 0) {
      o->no_buffer_reuse = true;
    } else if (a[0] == '-' && a[1] != '\0') {
      return usage_error("unknown option '%s'", a);
    } else if (o->input) {
      return usage_error("more than one input file ('%s')", a);
    } else {
      o->input = a;
    }
    if (st >= 0) return st;
  }
  if (!o->input && o->replay_dir) {
    if (snprintf(o->replay_graph, sizeof o->replay_graph, "%s/graph.cag",
                 o->replay_dir) >= (int)sizeof o->replay_graph)
      return usage_error("--replay: directory name too long");
    o->input = o->replay_graph;
  }
  if (!o->input) return usage_error("no input file");
  return -1;
}

/* ---- the run's state ------------------------------------------------------
 */

typedef struct input_tensor {
  DLTensor t;
  int64_t shape[MAX_NDIM], strides[MAX_NDIM];
  void *storage;
} input_tensor;

/* The grads accumulated into one parameter (a graph input). */
typedef struct param_acc {
  double *sum; /* numel(param) entries; NULL until the first call */
  int64_t numel;
  int32_t calls;
} param_acc;

typedef struct runner {
  const options *o;
  cajit_graph *g;
  /* per symbol index of g->exprs */
  int64_t *sym_ints;
  double *sym_floats;
  bool *sym_bound;
  int32_t sym_count;
  int64_t *sizes;
  cajit_scalar *scalars;
  void **hooks;
  input_tensor *inputs;
  DLTensor **input_ptrs;
  param_acc *accs; /* per input */
  cajit_compiled *compiled;
  cajit_replay *replay;      /* --replay, else NULL */
  DLManagedTensor **outputs; /* of the last run */
  int32_t output_count;
  double compile_ms;
  double *times; /* repeat entries, ms */
} runner;

static void release_outputs(runner *r) {
  for (int32_t i = 0; i < r->output_count; i++) {
    DLManagedTensor *t = r->outputs[i];
    if (t && t->deleter) t->deleter(t);
    r->outputs[i] = NULL;
  }
}

static void runner_free(runner *r) {
  if (r->outputs) release_outputs(r);
  free(r->outputs);
  cajit_compiled_destroy(r->compiled);
  if (r->g) {
    for (int32_t i = 0; i < r->g->input_count; i++) {
      if (r->inputs) free(r->inputs[i].storage);
      if (r->accs) free(r->accs[i].sum);
    }
  }
  free(r->inputs);
  free(r->input_ptrs);
  free(r->accs);
  free(r->hooks);
  free(r->sizes);
  free(r->scalars);
  free(r->sym_ints);
  free(r->sym_floats);
  free(r->sym_bound);
  free(r->times);
  cajit_replay_free(r->replay);
  cajit_graph_destroy(r->g);
}

static cajit_status oom(const char *what) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory (%s)", what);
}

/* ---- binding symbols ------------------------------------------------------
 */

static const char *symbol_kind(const cajit_graph *g, int32_t sym) {
  return cajit_expr_ctx_symbol_type(g->exprs, sym) == CAJIT_EXPR_TYPE_FLOAT
             ? "float"
             : "int";
}

/* The binding of the symbol named name (len bytes), or NULL. */
static const cajit_symbol_binding *find_binding(const cajit_graph *g,
                                                const char *name, size_t len) {
  for (int32_t i = 0; i < g->binding_count; i++) {
    cajit_sv n = cajit_expr_ctx_symbol_name(g->exprs, g->bindings[i].symbol);
    if (n.len == len && memcmp(n.data, name, len) == 0) return &g->bindings[i];
  }
  return NULL;
}

/* "s0, s1": the graph's symbols (or those not yet bound), "none" if there
 * are none; a new string (free), NULL when out of memory. */
static char *symbol_list(const runner *r, bool unbound_only) {
  const cajit_graph *g = r->g;
  text b = {0};
  int32_t n = 0;
  for (int32_t i = 0; i < g->binding_count; i++) {
    int32_t s = g->bindings[i].symbol;
    if (unbound_only && r->sym_bound[s]) continue;
    if (n++) text_puts(&b, ", ");
    cajit_sv name = cajit_expr_ctx_symbol_name(g->exprs, s);
    text_append(&b, name.data, name.len);
  }
  if (!n) text_puts(&b, "none");
  return text_finish(&b, NULL);
}

/* Binds one NAME=VALUE item; -1 or an exit status. */
static int bind_one(runner *r, const char *item, size_t len) {
  const char *eq = memchr(item, '=', len);
  size_t name_len = eq ? (size_t)(eq - item) : len;
  if (!eq || name_len == 0)
    return usage_error("--bind item '%.*s' is not NAME=VALUE", (int)len, item);
  const cajit_symbol_binding *b = find_binding(r->g, item, name_len);
  if (!b) {
    char *list = symbol_list(r, false);
    int st = usage_error("--bind: the graph has no symbol '%.*s' (its "
                         "symbols: %s)",
                         (int)name_len, item, list ? list : "?");
    free(list);
    return st;
  }
  int32_t s = b->symbol;
  if (r->sym_bound[s])
    return usage_error("--bind: symbol '%.*s' bound twice", (int)name_len,
                       item);
  const char *v = eq + 1;
  ptrdiff_t vlen = item + len - v;
  bool ok = cajit_expr_ctx_symbol_type(r->g->exprs, s) == CAJIT_EXPR_TYPE_FLOAT
                ? parse_f64(v, vlen, &r->sym_floats[s])
                : parse_i64(v, vlen, &r->sym_ints[s]);
  if (!ok)
    return usage_error("--bind: '%.*s' is not a valid %s value for %.*s",
                       (int)vlen, v, symbol_kind(r->g, s), (int)name_len, item);
  if (b->source == CAJIT_SYMBOL_FROM_INPUT_DIM && r->sym_ints[s] < 0)
    return usage_error("--bind: %.*s is input %d dim %d and cannot be "
                       "negative",
                       (int)name_len, item, (int)b->index, (int)b->dim);
  r->sym_bound[s] = true;
  return -1;
}

/* Binds every --bind item, checks that no symbol is left unbound and fills
 * sizes and scalars. -1 or an exit status. */
static int bind_symbols(runner *r) {
  /* --replay without --bind: the recorded values (every symbol). */
  for (int32_t k = 0;
       r->replay && !r->o->binds.len && k < cajit_replay_bind_count(r->replay);
       k++) {
    const char *item = cajit_replay_bind(r->replay, k);
    int st = bind_one(r, item, strlen(item));
    if (st >= 0) return st;
  }
  for (size_t k = 0; k < r->o->binds.len; k++) {
    const char *list = r->o->binds.data[k];
    for (const char *p = list;;) {
      const char *comma = strchr(p, ',');
      size_t len = comma ? (size_t)(comma - p) : strlen(p);
      int st = bind_one(r, p, len);
      if (st >= 0) return st;
      if (!comma) break;
      p = comma + 1;
    }
  }
  for (int32_t i = 0; i < r->g->binding_count; i++)
    if (!r->sym_bound[r->g->bindings[i].symbol]) {
      char *list = symbol_list(r, true);
      int st = usage_error("unbound symbols: %s (bind each with --bind "
                           "NAME=VALUE)",
                           list ? list : "?");
      free(list);
      return st;
    }
  for (int32_t i = 0; i < r->g->binding_count; i++) {
    const cajit_symbol_binding *b = &r->g->bindings[i];
    if (b->source == CAJIT_SYMBOL_FROM_SIZES)
      r->sizes[b->index] = r->sym_ints[b->symbol];
    else if (b->source == CAJIT_SYMBOL_FROM_SCALARS) {
      if (cajit_expr_ctx_symbol_type(r->g->exprs, b->symbol) ==
          CAJIT_EXPR_TYPE_FLOAT)
        r->scalars[b->index].f = r->sym_floats[b->symbol];
      else
        r->scalars[b->index].i = r->sym_ints[b->symbol];
    }
  }
  return -1;
}

/* ---- the input generator --------------------------------------------------
 */

static uint64_t splitmix64(uint64_t z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Stores the generated element for u at p, of dtype d. */
static void store_generated(void *p, cajit_dtype d, uint64_t u,
                            const options *o) {
  double r = (double)(u >> 11) * 0x1p-53 * 2.0 - 1.0;
  int64_t k = o->int_lo + (int64_t)(u % (uint64_t)(o->int_hi - o->int_lo));
  switch (d) {
  case CAJIT_DTYPE_BOOL: *(uint8_t *)p = (uint8_t)(u >> 63); break;
  case CAJIT_DTYPE_U8: *(uint8_t *)p = (uint8_t)k; break;
  case CAJIT_DTYPE_I8: *(int8_t *)p = (int8_t)k; break;
  case CAJIT_DTYPE_I16: *(int16_t *)p = (int16_t)k; break;
  case CAJIT_DTYPE_I32: *(int32_t *)p = (int32_t)k; break;
  case CAJIT_DTYPE_I64: *(int64_t *)p = k; break;
  case CAJIT_DTYPE_F16: *(uint16_t *)p = f32_to_f16((float)r); break;
  case CAJIT_DTYPE_BF16: *(uint16_t *)p = f32_to_bf16((float)r); break;
  case CAJIT_DTYPE_F32: *(float *)p = (float)r; break;
  case CAJIT_DTYPE_F64: *(double *)p = r; break;
  default: break;
  }
}

/* The inclusive range of an integral dtype. */
static void dtype_range(cajit_dtype d, int64_t *lo, int64_t *hi) {
  switch (d) {
  case CAJIT_DTYPE_U8: *lo = 0, *hi = UINT8_MAX; break;
  case CAJIT_DTYPE_I8: *lo = INT8_MIN, *hi = INT8_MAX; break;
  case CAJIT_DTYPE_I16: *lo = INT16_MIN, *hi = INT16_MAX; break;
  case CAJIT_DTYPE_I32: *lo = INT32_MIN, *hi = INT32_MAX; break;
  default: *lo = INT64_MIN, *hi = INT64_MAX; break;
  }
}

/* ---- tensors --------------------------------------------------------------
 */

typedef struct fill_ctx {
  char *base;
  size_t elem;
  cajit_dtype dtype;
  uint64_t key;
  const options *o;
} fill_ctx;

static void fill_element(int64_t e, int64_t off, void *user) {
  fill_ctx *f = user;
  store_generated(f->base + (size_t)off * f->elem, f->dtype,
                  splitmix64(f->key + (uint64_t)e), f->o);
}

static cajit_status eval_dim(const runner *r, const cajit_expr *e, int32_t in,
                             int32_t d, const char *what, int64_t *out) {
  cajit_expr_binding b = {r->sym_ints, r->sym_floats, r->sym_count};
  CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(e, &b, out), "input %d %s %d",
                        (int)in, what, (int)d);
  return NULL;
}

/* Shape, strides and storage size (in elements) of input i. */
static cajit_status input_layout(runner *r, int32_t i, input_tensor *x,
                                 int64_t *out_storage) {
  const cajit_type *t = &r->g->values[r->g->inputs[i]].type;
  if (t->kind != CAJIT_TYPE_TENSOR || t->ndim > MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "input %d: not a tensor of at most %d dims",
                             (int)i, MAX_NDIM);
  for (int32_t d = 0; d < t->ndim; d++) {
    CAJIT_RETURN_IF_ERROR(eval_dim(r, t->shape[d], i, d, "dim", &x->shape[d]));
    if (x->shape[d] < 0)
      return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                               "input %d dim %d is %lld under this binding",
                               (int)i, (int)d, (long long)x->shape[d]);
  }
  contiguous_strides(t->ndim, x->shape, x->strides);
  for (int32_t d = 0; t->strides && d < t->ndim; d++)
    if (t->strides[d]) /* a guard: the input must have this stride */
      CAJIT_RETURN_IF_ERROR(
          eval_dim(r, t->strides[d], i, d, "stride", &x->strides[d]));
  /* Elements spanned: 1 + sum (size - 1) * stride, 0 when empty. */
  int64_t span = 1;
  for (int32_t d = 0; d < t->ndim; d++)
    if (x->shape[d] == 0) span = 0;
  for (int32_t d = 0; span && d < t->ndim; d++) {
    int64_t step;
    if (x->strides[d] < 0)
      return cajit_status_make(
          CAJIT_UNSUPPORTED, "input %d stride %d is negative", (int)i, (int)d);
    if (__builtin_mul_overflow(x->shape[d] - 1, x->strides[d], &step) ||
        __builtin_add_overflow(span, step, &span))
      return cajit_status_make(CAJIT_INVALID_ARGUMENT, "input %d is too large",
                               (int)i);
  }
  *out_storage = span;
  return NULL;
}

/* Builds input i: layout, storage, generated contents. */
static cajit_status make_input(runner *r, int32_t i) {
  input_tensor *x = &r->inputs[i];
  const cajit_type *t = &r->g->values[r->g->inputs[i]].type;
  int64_t storage = 0;
  CAJIT_RETURN_IF_ERROR(input_layout(r, i, x, &storage));
  size_t elem = cajit_dtype_size(t->dtype), bytes;
  if (cajit_dtype_is_integral(t->dtype)) {
    int64_t lo, hi;
    dtype_range(t->dtype, &lo, &hi);
    if (r->o->int_lo < lo || r->o->int_hi - 1 > hi)
      return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                               "input %d is %s: --int-range %lld,%lld does "
                               "not fit",
                               (int)i, cajit_dtype_name(t->dtype),
                               (long long)r->o->int_lo,
                               (long long)r->o->int_hi);
  }
  if (__builtin_mul_overflow((size_t)storage, elem, &bytes) ||
      !(x->storage = calloc(bytes ? bytes : 1, 1)))
    return cajit_status_make(
        CAJIT_OUT_OF_MEMORY, "input %d: cannot allocate %lld elements of %s",
        (int)i, (long long)storage, cajit_dtype_name(t->dtype));
  fill_ctx f = {x->storage, elem, t->dtype,
                splitmix64(splitmix64(r->o->seed) ^ (uint64_t)i), r->o};
  for_each_element(t->ndim, x->shape, x->strides, fill_element, &f);
  uint8_t code = t->dtype == CAJIT_DTYPE_BOOL        ? DL_BOOL
                 : t->dtype == CAJIT_DTYPE_U8        ? kDLUInt
                 : t->dtype == CAJIT_DTYPE_BF16      ? kDLBfloat
                 : cajit_dtype_is_floating(t->dtype) ? kDLFloat
                                                     : kDLInt;
  x->t = (DLTensor){.data = x->storage,
                    .device = {kDLCPU, 0},
                    .ndim = t->ndim,
                    .dtype = {code, (uint8_t)(elem * 8), 1},
                    .shape = x->shape,
                    .strides = x->strides,
                    .byte_offset = 0};
  r->input_ptrs[i] = &x->t;
  return NULL;
}

typedef struct sum_ctx {
  const char *base;
  DLDataType dtype;
  double *into; /* accumulate elementwise (NULL: only sums) */
  double sum, abs;
} sum_ctx;

static void sum_element(int64_t e, int64_t off, void *user) {
  sum_ctx *c = user;
  double v = load_double(c->base + off * (c->dtype.bits / 8), c->dtype);
  if (c->into) c->into[e] += v;
  c->sum += v;
  c->abs += fabs(v);
}

static int64_t numel(const DLTensor *t) {
  int64_t n = 1;
  for (int32_t d = 0; d < t->ndim; d++)
    n *= t->shape[d];
  return n;
}

/* Checks that t is a CPU tensor cajit-run can read; what names it. */
static cajit_status check_readable(const DLTensor *t, const char *what,
                                   int32_t index) {
  if (t->device.device_type != kDLCPU)
    return cajit_status_make(CAJIT_UNSUPPORTED, "%s %d is not on the CPU", what,
                             (int)index);
  if (!dl_dtype_name(t->dtype) || t->ndim < 0 || t->ndim > MAX_NDIM)
    return cajit_status_make(
        CAJIT_UNSUPPORTED,
        "%s %d: DLPack dtype (code %d, bits %d, lanes %d), %d dims: not "
        "readable by cajit-run",
        what, (int)index, (int)t->dtype.code, (int)t->dtype.bits,
        (int)t->dtype.lanes, (int)t->ndim);
  for (int32_t d = 0; d < t->ndim; d++)
    if (t->shape[d] < 0)
      return cajit_status_make(CAJIT_HOST_ERROR, "%s %d has dim %d < 0", what,
                               (int)index, (int)d);
  if (!t->data && numel(t) > 0)
    return cajit_status_make(CAJIT_HOST_ERROR, "%s %d has no data", what,
                             (int)index);
  return NULL;
}

/* Sums t's elements (adding each into `into` when not NULL). */
static sum_ctx tensor_sums(const DLTensor *t, double *into) {
  int64_t strides[MAX_NDIM];
  if (t->strides)
    memcpy(strides, t->strides, (size_t)t->ndim * sizeof *strides);
  else
    contiguous_strides(t->ndim, t->shape, strides);
  sum_ctx c = {(const char *)t->data + t->byte_offset, t->dtype, into, 0, 0};
  for_each_element(t->ndim, t->shape, strides, sum_element, &c);
  return c;
}

/* ---- the C host -----------------------------------------------------------
 */

/* A managed tensor that borrows another tensor's data (the deleter frees
 * only the wrapper). */
typedef struct borrowed {
  DLManagedTensor m;
  int64_t shape[MAX_NDIM], strides[MAX_NDIM];
} borrowed;

static void borrowed_delete(DLManagedTensor *m) { free(m); }

static cajit_status borrow(const DLTensor *t, DLManagedTensor **out) {
  *out = NULL;
  if (!t) return NULL; /* a none stays none */
  if (t->ndim < 0 || t->ndim > MAX_NDIM)
    return cajit_status_make(CAJIT_HOST_ERROR, "hook input with %d dims",
                             (int)t->ndim);
  borrowed *b = calloc(1, sizeof *b);
  if (!b) return oom("hook result");
  b->m.dl_tensor = *t;
  memcpy(b->shape, t->shape, (size_t)t->ndim * sizeof *b->shape);
  if (t->strides)
    memcpy(b->strides, t->strides, (size_t)t->ndim * sizeof *b->strides);
  else
    contiguous_strides(t->ndim, t->shape, b->strides);
  b->m.dl_tensor.shape = b->shape;
  b->m.dl_tensor.strides = b->strides;
  b->m.deleter = borrowed_delete;
  *out = &b->m;
  return NULL;
}

/* tensor_pre_hook, pre_hook, post_hook: result i is input i (for post_hook
 * the grad_inputs), as if the hook returned None. */
static cajit_status identity_hook(void *user, const cajit_host_request *req) {
  (void)user;
  int32_t n =
      req->kind == CAJIT_HOST_POST_HOOK ? req->input_split : req->input_count;
  for (int32_t i = 0; i < req->result_count; i++) {
    if (i >= n)
      return cajit_status_make(CAJIT_HOST_ERROR,
                               "%s hook %d: %d results from %d inputs; "
                               "cajit-run's hooks return their inputs",
                               cajit_host_op_kind_name(req->kind),
                               (int)req->hook_index, (int)req->result_count,
                               (int)n);
    CAJIT_RETURN_IF_ERROR(borrow(req->inputs[i], &req->results[i]));
  }
  return NULL;
}

static cajit_status no_op(void *user, const cajit_host_request *req) {
  (void)user;
  (void)req;
  return NULL;
}

/* The graph input param is, or -1. */
static int32_t param_input(const runner *r, const DLTensor *param) {
  for (int32_t i = 0; i < r->g->input_count; i++)
    if (r->input_ptrs[i] == param ||
        (param && r->input_ptrs[i]->data == param->data &&
         r->input_ptrs[i]->byte_offset == param->byte_offset))
      return i;
  return -1;
}

static cajit_status accumulate_grad(void *user, const cajit_host_request *req) {
  runner *r = user;
  if (req->input_count != 2)
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "accumulate_grad with %d tensors, expected 2",
                             (int)req->input_count);
  int32_t p = param_input(r, req->inputs[0]);
  if (p < 0)
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "accumulate_grad: the parameter is not a graph "
                             "input");
  param_acc *acc = &r->accs[p];
  const DLTensor *grad = req->inputs[1];
  acc->calls++;
  if (!grad) return NULL; /* a None grad adds nothing */
  CAJIT_RETURN_IF_ERROR(check_readable(grad, "grad of input", p));
  int64_t n = numel(r->input_ptrs[p]);
  if (numel(grad) != n)
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "accumulate_grad: the grad of input %d has %lld "
                             "elements, the parameter %lld",
                             (int)p, (long long)numel(grad), (long long)n);
  if (!acc->sum) {
    acc->sum = calloc((size_t)(n > 0 ? n : 1), sizeof *acc->sum);
    if (!acc->sum) return oom("grad checksum buffer");
    acc->numel = n;
  }
  tensor_sums(grad, acc->sum);
  return NULL;
}

/* The runtime prefixes host errors with the node and op ("host call
 * fallback aten.sin.default at %1 = aten.sin.default: ..."), so these
 * messages say only what went wrong. */
static cajit_status custom_backward(void *user, const cajit_host_request *req) {
  (void)user;
  (void)req;
  return cajit_status_make(CAJIT_HOST_ERROR,
                           "custom backward needs a Python host");
}

static cajit_status fallback(void *user, const cajit_host_request *req) {
  (void)user;
  (void)req;
  return cajit_status_make(CAJIT_HOST_ERROR,
                           "no native lowering and no host fallback in "
                           "cajit-run");
}

static const cajit_host c_host_template = {
    .tensor_pre_hook = identity_hook,
    .pre_hook = identity_hook,
    .post_hook = identity_hook,
    .post_acc_grad_hook = no_op,
    .backward = custom_backward,
    .accumulate_grad = accumulate_grad,
    .final_callbacks = no_op,
    .fallback = fallback,
};

/* ---- setting up -----------------------------------------------------------
 */

/* Verifier messages start with "line N: "; show them as "file:N: error:". */
static void report_verify_error(const char *file, cajit_status s) {
  const char *msg = cajit_status_message(s);
  int line = 0, used = 0;
  if (sscanf(msg, "line %d: %n", &line, &used) == 1 && used > 0)
    fprintf(stderr, "%s:%d: error: %s\n", file, line, msg + used);
  else
    fprintf(stderr, "%s: error: %s\n", file, msg);
}

static int fail(cajit_status s, const char *context) {
  fprintf(stderr, "cajit-run: %s%s%s\n", context, *context ? ": " : "",
          cajit_status_message(s));
  cajit_status_free(s);
  return EXIT_ERROR;
}

static cajit_status alloc_state(runner *r) {
  const cajit_graph *g = r->g;
  size_t ns = (size_t)r->sym_count + 1, ni = (size_t)g->input_count + 1;
  r->sym_ints = calloc(ns, sizeof *r->sym_ints);
  r->sym_floats = calloc(ns, sizeof *r->sym_floats);
  r->sym_bound = calloc(ns, sizeof *r->sym_bound);
  r->sizes = calloc((size_t)g->sizes_count + 1, sizeof *r->sizes);
  r->scalars = calloc((size_t)g->scalars_count + 1, sizeof *r->scalars);
  r->hooks = calloc((size_t)g->hooks_count + 1, sizeof *r->hooks);
  r->inputs = calloc(ni, sizeof *r->inputs);
  r->input_ptrs = calloc(ni, sizeof *r->input_ptrs);
  r->accs = calloc(ni, sizeof *r->accs);
  r->times = calloc((size_t)r->o->repeat, sizeof *r->times);
  if (!r->sym_ints || !r->sym_floats || !r->sym_bound || !r->sizes ||
      !r->scalars || !r->hooks || !r->inputs || !r->input_ptrs || !r->accs ||
      !r->times)
    return oom("run state");
  for (int32_t i = 0; i < g->hooks_count; i++) /* opaque handles 1..n */
    r->hooks[i] = (void *)(uintptr_t)(i + 1);
  return NULL;
}

/* Parses, verifies, binds and builds the inputs; -1 or an exit status. */
static int set_up(runner *r) {
  const char *file = r->o->input;
  cajit_status s = cajit_graph_parse_file(file, &r->g);
  if (s) {
    if (cajit_status_code_of(s) != CAJIT_PARSE_ERROR) return fail(s, "");
    /* Parse errors already read "file:line:col: error: ...". */
    fprintf(stderr, "%s\n", cajit_status_message(s));
    cajit_status_free(s);
    return EXIT_ERROR;
  }
  s = cajit_graph_verify(r->g);
  if (s) {
    report_verify_error(file, s);
    cajit_status_free(s);
    return EXIT_ERROR;
  }
  /* Before compiling: compiling adds symbols of its own. */
  r->sym_count = cajit_expr_ctx_symbol_count(r->g->exprs);
  s = alloc_state(r);
  if (s) return fail(s, "");
  if (r->o->replay_dir && (s = cajit_replay_load(r->o->replay_dir, &r->replay)))
    return fail(s, "--replay");
  int st = bind_symbols(r);
  if (st >= 0) return st;
  for (int32_t i = 0; i < r->g->input_count; i++) {
    if ((s = make_input(r, i))) return fail(s, "");
    if (r->replay &&
        (s = cajit_replay_fill_input(r->replay, i, r->input_ptrs[i])))
      return fail(s, "--replay");
  }
  return -1;
}

/* ---- running --------------------------------------------------------------
 */

static cajit_status compile(runner *r) {
  cajit_compile_options co;
  cajit_compile_options_init(&co);
  co.no_parallel |= r->o->no_parallel;
  co.no_buffer_reuse |= r->o->no_buffer_reuse;
  co.profile |= r->o->profile;
  double t0 = now_ms();
  CAJIT_RETURN_IF_ERROR(cajit_compile(r->g, &co, &r->compiled));
  r->compile_ms = now_ms() - t0;
  r->output_count = cajit_compiled_output_count(r->compiled);
  r->outputs = calloc((size_t)r->output_count + 1, sizeof *r->outputs);
  return r->outputs ? NULL : oom("outputs");
}

/* One call; its outputs replace the previous ones. */
static cajit_status run_once(runner *r, const cajit_host *host,
                             double *out_ms) {
  release_outputs(r);
  for (int32_t i = 0; i < r->g->input_count; i++) {
    param_acc *a = &r->accs[i];
    if (a->sum) memset(a->sum, 0, (size_t)a->numel * sizeof *a->sum);
    a->calls = 0;
  }
  if (r->replay) cajit_replay_restart(r->replay);
  cajit_call call = {
      .inputs = r->input_ptrs,
      .input_count = r->g->input_count,
      .sizes = r->sizes,
      .sizes_count = r->g->sizes_count,
      .scalars = r->scalars,
      .scalars_count = r->g->scalars_count,
      .hooks = r->hooks,
      .hooks_count = r->g->hooks_count,
      .host = host,
      .outputs = r->outputs,
      .output_count = r->output_count,
  };
  double t0 = now_ms();
  cajit_status s = cajit_compiled_run(r->compiled, &call);
  *out_ms = now_ms() - t0;
  return s;
}

/* --replay: every host call is answered from the recording. */
static const cajit_host replay_host_template = {
    .tensor_pre_hook = cajit_replay_host_call,
    .pre_hook = cajit_replay_host_call,
    .post_hook = cajit_replay_host_call,
    .post_acc_grad_hook = cajit_replay_host_call,
    .backward = cajit_replay_host_call,
    .accumulate_grad = cajit_replay_host_call,
    .final_callbacks = cajit_replay_host_call,
    .fallback = cajit_replay_host_call,
};

static cajit_status run_all(runner *r) {
  cajit_host host = r->replay ? replay_host_template : c_host_template;
  host.user = r->replay ? (void *)r->replay : (void *)r;
  double ms;
  for (int64_t i = 0; i < r->o->warmup; i++)
    CAJIT_RETURN_IF_ERROR(run_once(r, &host, &ms));
  cajit_compiled_profile_reset(r->compiled); /* the timed runs only */
  for (int64_t i = 0; i < r->o->repeat; i++) {
    CAJIT_RETURN_IF_ERROR(run_once(r, &host, &ms));
    r->times[i] = ms;
  }
  return NULL;
}

/* ---- the report -----------------------------------------------------------
 */

typedef struct record {
  bool grad;
  int32_t index; /* output index, or the param's input position */
  bool none;
  char type[24 * MAX_NDIM]; /* f32[128,10] */
  const char *dtype;
  int32_t ndim;
  const int64_t *shape;
  double sum, abs;
  int32_t calls;
} record;

static void format_type(record *rec) {
  size_t n = (size_t)snprintf(rec->type, sizeof rec->type, "%s[", rec->dtype);
  for (int32_t d = 0; d < rec->ndim; d++)
    n += (size_t)snprintf(rec->type + n, sizeof rec->type - n, "%s%lld",
                          d ? "," : "", (long long)rec->shape[d]);
  snprintf(rec->type + n, sizeof rec->type - n, "]");
}

/* The records of the last run: outputs, then grads by input. */
typedef VEC(record) record_vec;

static cajit_status collect(const runner *r, record_vec *out) {
  for (int32_t i = 0; i < r->output_count; i++) {
    record rec = {.index = i, .none = !r->outputs[i]};
    if (!rec.none) {
      const DLTensor *t = &r->outputs[i]->dl_tensor;
      CAJIT_RETURN_IF_ERROR(check_readable(t, "output", i));
      sum_ctx c = tensor_sums(t, NULL);
      rec.dtype = dl_dtype_name(t->dtype);
      rec.ndim = t->ndim;
      rec.shape = t->shape;
      rec.sum = c.sum;
      rec.abs = c.abs;
      format_type(&rec);
    }
    if (!VEC_PUSH(out, rec)) return oom("report");
  }
  for (int32_t i = 0; i < r->g->input_count; i++) {
    const param_acc *a = &r->accs[i];
    if (!a->calls) continue;
    const DLTensor *p = r->input_ptrs[i];
    record rec = {.grad = true, .index = i, .calls = a->calls};
    rec.dtype = dl_dtype_name(p->dtype);
    rec.ndim = p->ndim;
    rec.shape = p->shape;
    for (int64_t e = 0; a->sum && e < a->numel; e++) {
      rec.sum += a->sum[e];
      rec.abs += fabs(a->sum[e]);
    }
    format_type(&rec);
    if (!VEC_PUSH(out, rec)) return oom("report");
  }
  return NULL;
}

typedef struct timing {
  double median, min, mean;
} timing;

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static timing summarize(double *times, int64_t n) {
  qsort(times, (size_t)n, sizeof *times, by_value);
  timing t = {n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2,
              times[0], 0};
  for (int64_t i = 0; i < n; i++)
    t.mean += times[i] / (double)n;
  return t;
}

typedef struct check_result {
  bool done;
  int32_t mismatches, values;
} check_result;

/* The graph name with anything but [A-Za-z0-9_.-] as `_` ("-" if none). */
static void print_graph_name(FILE *f, const cajit_graph *g) {
  if (!g->name.len) {
    fputc('-', f);
    return;
  }
  for (size_t i = 0; i < g->name.len; i++) {
    char c = g->name.data[i];
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
              (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-';
    fputc(ok ? c : '_', f);
  }
}

static void print_binding(FILE *f, const runner *r, int32_t i, bool json) {
  int32_t s = r->g->bindings[i].symbol;
  cajit_sv name = cajit_expr_ctx_symbol_name(r->g->exprs, s);
  const char *fmt = json ? "%s\"%.*s\": " : "%s%.*s=";
  fprintf(f, fmt, i ? (json ? ", " : " ") : "", (int)name.len, name.data);
  if (cajit_expr_ctx_symbol_type(r->g->exprs, s) == CAJIT_EXPR_TYPE_FLOAT)
    fprintf(f, "%.17g", r->sym_floats[s]);
  else
    fprintf(f, "%lld", (long long)r->sym_ints[s]);
}

/* ---- --profile ------------------------------------------------------------
 */

static const cajit_compiled *sort_profile_of; /* qsort has no context */

static int by_profile_time(const void *a, const void *b) {
  int32_t i = *(const int32_t *)a, j = *(const int32_t *)b;
  int64_t ti = cajit_compiled_profile_get(sort_profile_of, i).ns;
  int64_t tj = cajit_compiled_profile_get(sort_profile_of, j).ns;
  return ti != tj ? (ti < tj ? 1 : -1) : (i > j) - (i < j);
}

/* "k3 reduce %14 = ..." -> the "k3" and the rest. */
static void split_kernel_name(const char *name, int *id_len,
                              const char **rest) {
  const char *sp = strchr(name, ' ');
  *id_len = sp ? (int)(sp - name) : (int)strlen(name);
  *rest = sp ? sp + 1 : "";
}

static void print_profile_text(FILE *f, const runner *r) {
  const cajit_compiled *c = r->compiled;
  int32_t n = cajit_compiled_profile_count(c);
  int32_t *order = calloc(n > 0 ? (size_t)n : 1, sizeof *order);
  if (!order) return;
  int64_t total = 0;
  for (int32_t k = 0; k < n; k++) {
    order[k] = k;
    total += cajit_compiled_profile_get(c, k).ns;
  }
  sort_profile_of = c;
  qsort(order, (size_t)n, sizeof *order, by_profile_time);
  double runs = (double)r->o->repeat;
  for (int32_t i = 0; i < n; i++) {
    cajit_kernel_profile kp = cajit_compiled_profile_get(c, order[i]);
    int id_len;
    const char *rest;
    split_kernel_name(kp.name, &id_len, &rest);
    fprintf(f, "profile %.*s ms=%.6f calls=%lld share=%.1f%% %s\n", id_len,
            kp.name, (double)kp.ns * 1e-6 / runs, (long long)kp.calls,
            total ? 100.0 * (double)kp.ns / (double)total : 0.0, rest);
  }
  free(order);
}

/* s[0..len) as a JSON string (UTF-8 passes through). */
static void json_string(FILE *f, const char *s, size_t len) {
  fputc('"', f);
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\')
      fprintf(f, "\\%c", c);
    else if (c < 0x20)
      fprintf(f, "\\u%04x", c);
    else
      fputc(c, f);
  }
  fputc('"', f);
}

static void print_profile_json(FILE *f, const runner *r) {
  const cajit_compiled *c = r->compiled;
  fputs(", \"profile\": [", f);
  for (int32_t k = 0; k < cajit_compiled_profile_count(c); k++) {
    cajit_kernel_profile kp = cajit_compiled_profile_get(c, k);
    fputs(k ? ", {\"kernel\": " : "{\"kernel\": ", f);
    json_string(f, kp.name, strlen(kp.name));
    fprintf(f, ", \"ms\": %.6f, \"calls\": %lld}",
            (double)kp.ns * 1e-6 / (double)r->o->repeat, (long long)kp.calls);
  }
  fputs("]", f);
}

static void print_text(FILE *f, const runner *r, const record *recs, size_t n,
                       timing t, const check_result *check) {
  fputs("graph ", f);
  print_graph_name(f, r->g);
  fputs("\nbind", f);
  if (r->g->binding_count) fputc(' ', f);
  for (int32_t i = 0; i < r->g->binding_count; i++)
    print_binding(f, r, i, false);
  fputc('\n', f);
  for (size_t i = 0; i < n; i++) {
    const record *x = &recs[i];
    fprintf(f, "%s %d ", x->grad ? "grad" : "output", (int)x->index);
    if (x->none) {
      fputs("none\n", f);
      continue;
    }
    fprintf(f, "%s sum=%.17g abs=%.17g", x->type, x->sum, x->abs);
    if (x->grad) fprintf(f, " calls=%d", (int)x->calls);
    fputc('\n', f);
  }
  fprintf(f, "compile_ms %.6f\n", r->compile_ms);
  fprintf(f,
          "run_ms median=%.6f min=%.6f mean=%.6f repeat=%lld warmup=%lld "
          "threads=%d arena_bytes=%lld\n",
          t.median, t.min, t.mean, (long long)r->o->repeat,
          (long long)r->o->warmup, (int)cajit_runtime_num_threads(),
          (long long)cajit_runtime_arena_last_bytes());
  if (check->done) {
    if (check->mismatches)
      fprintf(f, "check failed mismatches=%d values=%d\n",
              (int)check->mismatches, (int)check->values);
    else
      fprintf(f, "check ok values=%d\n", (int)check->values);
  }
  if (r->o->profile) print_profile_text(f, r);
}

static void json_double(FILE *f, double v) {
  if (isnan(v))
    fputs("NaN", f);
  else if (isinf(v))
    fputs(v > 0 ? "Infinity" : "-Infinity", f);
  else
    fprintf(f, "%.17g", v);
}

static void json_graph_name(FILE *f, const cajit_graph *g) {
  json_string(f, g->name.data, g->name.len);
}

static void json_record(FILE *f, const record *x) {
  fprintf(f, "{\"%s\": %d, \"dtype\": ", x->grad ? "input" : "index",
          (int)x->index);
  if (x->none) {
    fputs("\"none\"}", f);
    return;
  }
  fprintf(f, "\"%s\", \"shape\": [", x->dtype);
  for (int32_t d = 0; d < x->ndim; d++)
    fprintf(f, "%s%lld", d ? ", " : "", (long long)x->shape[d]);
  fputs("], \"sum\": ", f);
  json_double(f, x->sum);
  fputs(", \"abs\": ", f);
  json_double(f, x->abs);
  if (x->grad) fprintf(f, ", \"calls\": %d", (int)x->calls);
  fputc('}', f);
}

static void print_json(FILE *f, const runner *r, const record *recs, size_t n,
                       timing t, const check_result *check) {
  fputs("{\"graph\": ", f);
  if (r->g->name.len)
    json_graph_name(f, r->g);
  else
    fputs("null", f);
  fputs(", \"bind\": {", f);
  for (int32_t i = 0; i < r->g->binding_count; i++)
    print_binding(f, r, i, true);
  for (int pass = 0; pass < 2; pass++) {
    fputs(pass ? "], \"grads\": [" : "}, \"outputs\": [", f);
    int32_t k = 0;
    for (size_t i = 0; i < n; i++)
      if (recs[i].grad == (pass == 1)) {
        if (k++) fputs(", ", f);
        json_record(f, &recs[i]);
      }
  }
  fputs("], \"compile_ms\": ", f);
  json_double(f, r->compile_ms);
  fputs(", \"run_ms\": {\"median\": ", f);
  json_double(f, t.median);
  fputs(", \"min\": ", f);
  json_double(f, t.min);
  fputs(", \"mean\": ", f);
  json_double(f, t.mean);
  fprintf(f,
          ", \"repeat\": %lld, \"warmup\": %lld}, \"threads\": %d, "
          "\"arena_bytes\": %lld",
          (long long)r->o->repeat, (long long)r->o->warmup,
          (int)cajit_runtime_num_threads(),
          (long long)cajit_runtime_arena_last_bytes());
  if (check->done)
    fprintf(f, ", \"check\": {\"ok\": %s, \"mismatches\": %d, \"values\": %d}",
            check->mismatches ? "false" : "true", (int)check->mismatches,
            (int)check->values);
  if (r->o->profile) print_profile_json(f, r);
  fputs("}\n", f);
}

/* ---- --check-against ------------------------------------------------------
 */

typedef struct ref_record {
  bool grad, none, used;
  int32_t index;
  char type[24 * MAX_NDIM];
  double sum, abs;
} ref_record;

typedef VEC(ref_record) ref_vec;

/* Parses one `output ...` / `grad ...` line (NUL-terminated, no newline). */
static bool parse_ref_line(char *line, ref_record *out) {
  char *save = NULL, *tok[8];
  int n = 0;
  for (char *t = strtok_r(line, " \t", &save); t && n < 8;
       t = strtok_r(NULL, " \t", &save))
    tok[n++] = t;
  int64_t index;
  if (n < 3 || !parse_i64(tok[1], -1, &index) || index < 0 ||
      index > INT32_MAX || strlen(tok[2]) >= sizeof out->type)
    return false;
  memset(out, 0, sizeof *out);
  out->grad = strcmp(tok[0], "grad") == 0;
  out->index = (int32_t)index;
  strcpy(out->type, tok[2]);
  out->none = strcmp(tok[2], "none") == 0;
  if (out->none) return n == 3;
  bool sum = false, abs = false;
  for (int i = 3; i < n; i++) {
    if (strncmp(tok[i], "sum=", 4) == 0)
      sum = parse_f64(tok[i] + 4, -1, &out->sum);
    else if (strncmp(tok[i], "abs=", 4) == 0)
      abs = parse_f64(tok[i] + 4, -1, &out->abs);
  }
  return sum && abs;
}

/* Reads the output and grad records of a saved text report. */
static cajit_status read_reference(const char *path, ref_vec *out) {
  FILE *f = fopen(path, "r");
  if (!f)
    return cajit_status_make(CAJIT_IO_ERROR,
                             "--check-against: cannot open "
                             "%s: %s",
                             path, strerror(errno));
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  int32_t lineno = 0;
  cajit_status s = NULL;
  while (!s && (len = getline(&line, &cap, f)) >= 0) {
    lineno++;
    if (len > 0 && line[len - 1] == '\n') line[len - 1] = '\0';
    if (strncmp(line, "output ", 7) != 0 && strncmp(line, "grad ", 5) != 0)
      continue;
    ref_record rec;
    if (!parse_ref_line(line, &rec))
      s = cajit_status_make(CAJIT_PARSE_ERROR,
                            "%s:%d: not an output or grad line of a cajit-run "
                            "report",
                            path, (int)lineno);
    else if (!VEC_PUSH(out, rec))
      s = oom("reference");
  }
  free(line); /* from getline */
  fclose(f);
  if (!s && out->len == 0)
    s = cajit_status_make(CAJIT_PARSE_ERROR,
                          "%s: no output or grad lines (not a cajit-run text "
                          "report)",
                          path);
  return s;
}

static bool close_enough(double got, double want, double scale, double rtol) {
  if (isnan(got) || isnan(want)) return isnan(got) && isnan(want);
  if (got == want) return true; /* also equal infinities */
  return fabs(got - want) <= rtol * fabs(scale);
}

__attribute__((format(printf, 3, 4))) static void
mismatch(check_result *c, const char *path, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("cajit-run: check against ", stderr);
  fputs(path, stderr);
  fputs(": ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  c->mismatches++;
}

static void compare_one(const record *x, ref_record *ref, double rtol,
                        const char *path, check_result *c) {
  const char *kind = x->grad ? "grad" : "output";
  int index = (int)x->index;
  const char *type = x->none ? "none" : x->type;
  ref->used = true;
  if (strcmp(type, ref->type) != 0) {
    mismatch(c, path, "%s %d is %s, expected %s", kind, index, type, ref->type);
    return;
  }
  if (x->none) return;
  if (!close_enough(x->sum, ref->sum, ref->abs, rtol))
    mismatch(c, path, "%s %d: sum %.17g, expected %.17g (rtol %g)", kind, index,
             x->sum, ref->sum, rtol);
  else if (!close_enough(x->abs, ref->abs, ref->abs, rtol))
    mismatch(c, path, "%s %d: abs %.17g, expected %.17g (rtol %g)", kind, index,
             x->abs, ref->abs, rtol);
}

static cajit_status check_against(const options *o, const record *recs,
                                  size_t n, check_result *c) {
  ref_vec refs = {0};
  cajit_status s = read_reference(o->check_path, &refs);
  if (s) {
    VEC_FREE(&refs);
    return s;
  }
  c->done = true;
  for (size_t i = 0; i < n; i++) {
    const record *x = &recs[i];
    ref_record *ref = NULL;
    for (size_t k = 0; k < refs.len && !ref; k++)
      if (refs.data[k].grad == x->grad && refs.data[k].index == x->index &&
          !refs.data[k].used)
        ref = &refs.data[k];
    c->values++;
    if (ref)
      compare_one(x, ref, o->rtol, o->check_path, c);
    else
      mismatch(c, o->check_path, "%s %d is not in the reference",
               x->grad ? "grad" : "output", (int)x->index);
  }
  for (size_t k = 0; k < refs.len; k++)
    if (!refs.data[k].used) {
      c->values++;
      mismatch(c, o->check_path, "%s %d of the reference was not produced",
               refs.data[k].grad ? "grad" : "output", (int)refs.data[k].index);
    }
  VEC_FREE(&refs);
  return NULL;
}

/* ---- main -----------------------------------------------------------------
 */

/* Compiles, runs, reports; -1 (never), 0 or an exit status. */
static int execute(runner *r) {
  const options *o = r->o;
  cajit_status s = NULL;
  if (o->threads) {
    s = cajit_runtime_set_num_threads((int32_t)o->threads);
    if (s) return fail(s, "--threads");
  }
  if ((s = compile(r))) return fail(s, "compile");
  if ((s = run_all(r))) return fail(s, "run");
  int64_t gpu_mismatches = 0;
  if (o->gpu) {
    gpu_check_args ga = {.g = r->g,
                         .inputs = r->input_ptrs,
                         .sym_ints = r->sym_ints,
                         .sym_floats = r->sym_floats,
                         .sym_count = r->sym_count,
                         .outputs = r->outputs,
                         .output_count = r->output_count,
                         .rtol = o->gpu_rtol,
                         .atol = o->gpu_rtol * 0.1,
                         .bench_runs = o->gpu_bench,
                         .json = o->json};
    if ((s = gpu_check(&ga, o->json ? stderr : stdout, &gpu_mismatches)))
      return fail(s, "gpu");
  }
  record_vec recs = {0};
  check_result check = {0};
  s = collect(r, &recs);
  if (!s && o->check_path) s = check_against(o, recs.data, recs.len, &check);
  if (s) {
    VEC_FREE(&recs);
    return fail(s, "");
  }
  timing t = summarize(r->times, o->repeat);
  if (o->json)
    print_json(stdout, r, recs.data, recs.len, t, &check);
  else
    print_text(stdout, r, recs.data, recs.len, t, &check);
  VEC_FREE(&recs);
  int64_t replay_differences = 0;
  if (r->replay) { /* the last run against the recording */
    cajit_replay_check_outputs(r->replay, r->outputs, r->output_count);
    replay_differences = cajit_replay_report(r->replay, stdout);
  }
  if (fflush(stdout) != 0 || ferror(stdout)) {
    fprintf(stderr, "cajit-run: error writing standard output\n");
    return EXIT_ERROR;
  }
  return check.mismatches || replay_differences || gpu_mismatches ? EXIT_ERROR
                                                                  : 0;
}

int main(int argc, char **argv) {
  tool_memory_setup("cajit-run", argv);
  options o = {0};
  int status = parse_options(argc, argv, &o);
  if (status < 0) {
    runner r = {.o = &o};
    status = set_up(&r);
    if (status < 0) status = execute(&r);
    runner_free(&r);
    cajit_runtime_shutdown();
  }
  VEC_FREE(&o.binds);
  return status;
}
