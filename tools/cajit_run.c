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
 * help_text (cajit_run/options.c) for the output formats. Exit status: 0
 * ok; 1 the graph does not parse, verify, compile or run, an input cannot
 * be built, or --check-against finds a difference; 2 bad usage (including
 * every --bind problem).
 *
 * This file is the driver (set up, compile, run, report); the parts are in
 * tools/cajit_run/: options.c (command line), bind.c (--bind), inputs.c
 * (the generator), host.c (the C host), report.c (text and JSON, --profile),
 * check.c (--check-against), replay.c (--replay), gpu.c (--gpu),
 * elements.c (reading tensors), vec.c (a growable array), and runner.h (the
 * state they share). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/host.h"
#include "cajit/runtime.h"
#include "cajit_run/check.h"
#include "cajit_run/gpu.h"
#include "cajit_run/replay.h"
#include "cajit_run/report.h"
#include "cajit_run/runner.h"
#include "cajit_run/vec.h"
#include "tool_cli.h"
#include "tool_memory.h"

/* Wall-clock milliseconds on the monotonic clock. */
static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

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

cajit_status run_oom(const char *what) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory (%s)", what);
}

/* ---- setting up -----------------------------------------------------------
 */

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
    return run_oom("run state");
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
    tool_report_verify_error(file, s);
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
  if (r->replay) co.library_nodes = cajit_replay_library_nodes(r->replay);
  double t0 = now_ms();
  CAJIT_RETURN_IF_ERROR(cajit_compile(r->g, &co, &r->compiled));
  r->compile_ms = now_ms() - t0;
  r->output_count = cajit_compiled_output_count(r->compiled);
  r->outputs = calloc((size_t)r->output_count + 1, sizeof *r->outputs);
  return r->outputs ? NULL : run_oom("outputs");
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

/* --replay: every host call is answered from the recording (every kind's
 * callback is cajit_replay_host_call; cajit/host_op_kinds.h). */
#define ALL_KINDS(ENUM, name) .name = cajit_replay_host_call,
static const cajit_host replay_host_template = {CAJIT_HOST_OP_KINDS(ALL_KINDS)};
#undef ALL_KINDS

static cajit_status run_all(runner *r) {
  cajit_host host = r->replay ? replay_host_template : c_host();
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
  s = report_collect(r, &recs);
  if (!s && o->check_path) s = check_against(o, recs.data, recs.len, &check);
  if (s) {
    VEC_FREE(&recs);
    return fail(s, "");
  }
  timing t = report_timing(r->times, o->repeat);
  if (o->json)
    report_print_json(stdout, r, recs.data, recs.len, t, &check);
  else
    report_print_text(stdout, r, recs.data, recs.len, t, &check);
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
