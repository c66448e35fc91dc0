/* cajit-run's command line: usage, help text and option parsing (see
 * options.h). */
#include "cajit_run/options.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    "         gemm_tiles=N gemm_blas=M   (GEMMs run by cajit's tiles and by\n"
    "         the BLAS in all the calls: CAJIT_GEMM_TILES)\n"
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
    "\"warmup\"}, \"threads\", \"arena_bytes\", \"gemm_calls\": {\"tiles\",\n"
    "\"blas\"}, \"check\": {\"ok\", \"mismatches\", "
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

__attribute__((format(printf, 1, 2))) int usage_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("cajit-run: ", stderr);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  fputs(usage_line, stderr);
  return EXIT_USAGE;
}

/* Parses a count option's value in [min, max]; -1 or an exit status. */
static int count_value(const char *name, const char *v, int64_t min,
                       int64_t max, int64_t *out) {
  int64_t x;
  if (!v || !tool_parse_i64(v, -1, &x) || x < min || x > max)
    return usage_error("%s needs an integer in %lld..%lld (got '%s')", name,
                       (long long)min, (long long)max, v ? v : "");
  *out = x;
  return -1;
}

static int parse_int_range(const char *v, options *o) {
  const char *comma = v ? strchr(v, ',') : NULL;
  if (!comma || !tool_parse_i64(v, comma - v, &o->int_lo) ||
      !tool_parse_i64(comma + 1, -1, &o->int_hi) || o->int_lo >= o->int_hi ||
      (o->int_lo < 0 && o->int_hi > INT64_MAX + o->int_lo))
    return usage_error("--int-range needs LO,HI with LO < HI (got '%s')",
                       v ? v : "");
  return -1;
}

static const tool_flag flags[] = {
    {"--gpu", offsetof(options, gpu)},
    {"--json", offsetof(options, json)},
    {"--profile", offsetof(options, profile)},
    {"--no-parallel", offsetof(options, no_parallel)},
    {"--no-buffer-reuse", offsetof(options, no_buffer_reuse)},
};

/* Returns -1 to go on, or an exit status. */
int parse_options(int argc, char **argv, options *o) {
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
    } else if (tool_option_value(argc, argv, &i, "--bind", &v)) {
      if (!v || !*v) return usage_error("--bind needs NAME=VALUE,...");
      if (!VEC_PUSH(&o->binds, v)) return usage_error("out of memory");
    } else if (tool_option_value(argc, argv, &i, "--repeat", &v)) {
      st = count_value("--repeat", v, 1, 1000000000, &o->repeat);
    } else if (tool_option_value(argc, argv, &i, "--warmup", &v)) {
      st = count_value("--warmup", v, 0, 1000000000, &o->warmup);
    } else if (tool_option_value(argc, argv, &i, "--threads", &v)) {
      st = count_value("--threads", v, 1, 1024, &o->threads);
    } else if (tool_option_value(argc, argv, &i, "--seed", &v)) {
      int64_t s;
      st = count_value("--seed", v, INT64_MIN, INT64_MAX, &s);
      o->seed = (uint64_t)s;
    } else if (tool_option_value(argc, argv, &i, "--int-range", &v)) {
      st = parse_int_range(v, o);
    } else if (tool_option_value(argc, argv, &i, "--check-against", &v)) {
      if (!v || !*v) return usage_error("--check-against needs a file name");
      o->check_path = v;
    } else if (tool_option_value(argc, argv, &i, "--rtol", &v)) {
      if (!v || !tool_parse_f64(v, -1, &o->rtol) || !(o->rtol >= 0))
        return usage_error("--rtol needs a number >= 0 (got '%s')", v ? v : "");
    } else if (tool_option_value(argc, argv, &i, "--gpu-bench", &v)) {
      st = count_value("--gpu-bench", v, 1, 1000000, &o->gpu_bench);
      o->gpu = true;
    } else if (tool_option_value(argc, argv, &i, "--gpu-rtol", &v)) {
      if (!v || !tool_parse_f64(v, -1, &o->gpu_rtol) || !(o->gpu_rtol >= 0))
        return usage_error("--gpu-rtol needs a number >= 0 (got '%s')",
                           v ? v : "");
    } else if (tool_option_value(argc, argv, &i, "--replay", &v)) {
      if (!v || !*v) return usage_error("--replay needs a bundle directory");
      o->replay_dir = v;
    } else if (tool_set_flag(a, flags, sizeof flags / sizeof *flags, o)) {
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
