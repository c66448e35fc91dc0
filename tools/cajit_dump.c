/* cajit-dump: reads a .cag file, verifies it and writes one stage of
 * compiling it.
 *
 *   cajit-dump FILE.cag [--emit=KIND] [-o OUT] [--cpu NAME]
 *              [--features LIST] [--opt-level N] [--prefer-vector-width W]
 *              [--no-fusion] [--no-early-hooks] [--stats] [--llvm-time]
 *              [--help]
 *
 * KIND is graph (the canonical .cag text; the default unless --stats alone
 * is given), kir (the kernel IR), ll (the LLVM IR as codegen wrote it), opt
 * (the LLVM IR after the JIT's optimization pipeline), asm (the assembly the
 * JIT would run, in its parts: the entry at level 0, the kernels at the
 * target's level), obj (an ELF relocatable object, ahead of time: the whole
 * module at the target's level, entry included) or ptx
 * (the GPU backend's kernels as PTX for the sm_<NN> that --cpu names,
 * default sm_90). ll, opt,
 * asm and obj are for the host CPU unless --cpu / --features name another
 * x86-64 target (cajit_jit_options cpu/features); --opt-level is the JIT's
 * 0..3 (default 3) and --prefer-vector-width its vector width preference
 * (default: the CPU's). --no-fusion compiles without fusion (lib/sched),
 * as CAJIT_NO_FUSION=1 does. --stats prints node counts by op, the symbols with
 * their bindings, the assumptions and the ops without a native lowering
 * (which would become host fallback calls). --llvm-time prints where
 * LLVM's time goes (cajit_compile_profile_llvm). FILE may be `-` for
 * standard input.
 *
 * Exit status: 0 on success; 1 when the file does not parse or verify (the
 * error on stderr, as `file:line:col: error: ...`), compiling fails (a bad
 * --cpu or --features, a lowering error) or the output cannot be written;
 * 2 on bad usage (with the usage line), including --emit=obj to a terminal.
 *
 * Each --emit kind is one entry of `emitters`. */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "tool_cli.h"
#include "tool_memory.h"

enum { EXIT_ERROR = 1, EXIT_USAGE = 2 };

static const char usage_line[] =
    "usage: cajit-dump FILE.cag [--emit=graph|kir|ll|opt|asm|obj|ptx] [-o "
    "OUT]\n"
    "                  [--cpu NAME] [--features +a,-b] [--opt-level N]\n"
    "                  [--prefer-vector-width 128|256|512] [--no-fusion]\n"
    "                  [--no-early-hooks] [--no-parallel] [--no-buffer-reuse]\n"
    "                  [--stats] [--llvm-time] [--help]\n";

static const char help_text[] =
    "Reads a .cag graph (docs/format.md), verifies it and writes one stage\n"
    "of compiling it.\n"
    "\n"
    "  FILE.cag          the graph to read (`-` reads standard input)\n"
    "  --emit=KIND       what to write (default graph):\n"
    "      graph         the canonical .cag text\n"
    "      kir           the kernel IR (buffers, kernels, host calls)\n"
    "      ll            the LLVM IR as generated, before optimization\n"
    "      opt           the LLVM IR after the JIT's pass pipeline\n"
    "      asm           the assembly the JIT would run (AT&T syntax), in\n"
    "                    its parts: the entry at level 0, the kernels at\n"
    "                    the target's level\n"
    "      obj           an ELF relocatable object (PIC) exporting\n"
    "                    `cajit_entry`, all at the target's level; needs\n"
    "                    -o or a redirected stdout\n"
    "      ptx           PTX of the kernels for an NVIDIA GPU (the GPU\n"
    "                    backend, lib/gpu); --cpu names the GPU: sm_90\n"
    "                    (default), sm_80, ...\n"
    "  -o OUT            write to OUT instead of standard output\n"
    "  --cpu NAME        target CPU for ll/opt/asm/obj: `host` (default) or\n"
    "                    an x86-64 CPU name known to LLVM 19 (x86-64,\n"
    "                    x86-64-v3, skylake-avx512, znver4, ...; see\n"
    "                    llc-19 -march=x86-64 -mcpu=help)\n"
    "  --features LIST   target features, `+name` or `-name`, comma\n"
    "                    separated (+avx512f,-avx512bw); default: the host's\n"
    "                    for the host CPU, else the CPU's own\n"
    "  --opt-level N     optimization level 0..3 (default 3), as the JIT;\n"
    "                    level 3 runs cajit's pass pipeline\n"
    "                    (jit/optimize.c), LLVM's default<O3> with\n"
    "                    CAJIT_LLVM_PIPELINE=default\n"
    "  --prefer-vector-width W\n"
    "                    vector width the vectorizers aim for: 128, 256 or\n"
    "                    512 bits (default: the CPU's preference, e.g. 256\n"
    "                    on skylake-avx512, 512 on znver4)\n"
    "  --no-fusion       keep every kernel lowering makes (no fusion);\n"
    "                    as CAJIT_NO_FUSION=1\n"
    "  --no-early-hooks  keep grad accumulations and hooks where the graph\n"
    "                    has them (CAJIT_NO_EARLY_HOOKS=1)\n"
    "  --no-parallel     keep every kernel serial (CAJIT_NO_PARALLEL=1)\n"
    "  --no-buffer-reuse give every intermediate its own memory\n"
    "                    (CAJIT_NO_BUFFER_REUSE=1)\n"
    "  --stats           print node counts by op, symbols, assumptions and\n"
    "                    the ops with no native lowering (host fallback);\n"
    "                    after the --emit output, or alone; to standard\n"
    "                    error with --emit=obj\n"
    "  --llvm-time       compile as the JIT would and print one line:\n"
    "                    functions and IR instructions before and after\n"
    "                    trimming and merging, and the thread CPU ms of\n"
    "                    generating, optimizing and emitting, the entry\n"
    "                    and the kernels apart (bench/llvm_time.py)\n"
    "  --help            show this help\n"
    "\n"
    "Options taking a value accept `--opt VALUE` and `--opt=VALUE`.\n"
    "Exit status: 0 ok, 1 the graph is invalid, compiling failed (e.g. an\n"
    "unknown --cpu) or I/O failed, 2 bad usage.\n";

typedef struct options {
  const char *input;
  const char *output;
  const char *emit; /* NULL: not asked */
  bool stats;
  bool llvm_time;
  const char *cpu;      /* NULL: host */
  const char *features; /* NULL: the CPU's default */
  int32_t opt_level;
  int32_t prefer_vector_width; /* 0: the CPU's */
  bool no_fusion, no_early_hooks;
  bool no_parallel, no_buffer_reuse;
} options;

/* ---- output helpers -----------------------------------------------------
 */

/* Prints expression e (any length). */
static void print_expr(FILE *out, const cajit_graph *g, const cajit_expr *e) {
  char tmp[256];
  size_t need = cajit_expr_print(g->exprs, e, tmp, sizeof tmp);
  if (need < sizeof tmp) {
    fputs(tmp, out);
    return;
  }
  char *big = malloc(need + 1);
  if (!big) {
    fputs("<out of memory>", out);
    return;
  }
  cajit_expr_print(g->exprs, e, big, need + 1);
  fputs(big, out);
  free(big);
}

/* ---- emitters -----------------------------------------------------------
 */

/* The compile options for o's target. jo must outlive *co. */
static void compile_options(const options *o, cajit_jit_options *jo,
                            cajit_compile_options *co) {
  cajit_jit_options_init(jo);
  jo->cpu = o->cpu;
  jo->features = o->features;
  jo->opt_level = o->opt_level;
  jo->prefer_vector_width = o->prefer_vector_width;
  cajit_compile_options_init(co);
  co->jit = jo;
  if (o->no_fusion) co->no_fusion = true;
  if (o->no_early_hooks) co->no_early_hooks = true;
  co->no_parallel |= o->no_parallel;
  co->no_buffer_reuse |= o->no_buffer_reuse;
}

/* The stages --emit prints. */
typedef enum emit_kind {
  EMIT_GRAPH,
  EMIT_KIR,
  EMIT_LL,
  EMIT_OPT,
  EMIT_ASM,
  EMIT_OBJ,
  EMIT_PTX,
} emit_kind;

/* Makes stage k's text (or object bytes) of g under the compile options co
 * (o's target): *text, freed with cajit_free. */
static cajit_status emit_stage(emit_kind k, cajit_graph *g, const options *o,
                               const cajit_compile_options *co, char **text,
                               size_t *len) {
  switch (k) {
  case EMIT_GRAPH: return cajit_graph_print(g, text, len);
  case EMIT_KIR: return cajit_compile_dump_kir(g, co, text, len);
  case EMIT_LL:
  case EMIT_OPT:
    return cajit_compile_dump_llvm(g, co, k == EMIT_OPT, text, len);
  case EMIT_ASM: return cajit_compile_emit(g, co, CAJIT_EMIT_ASM, text, len);
  case EMIT_OBJ: return cajit_compile_emit(g, co, CAJIT_EMIT_OBJ, text, len);
  case EMIT_PTX:
    /* PTX for the GPU named by --cpu (an sm_<NN> name; default sm_90): the
     * GPU backend's kernels (lib/gpu), ahead of time. */
    return cajit_compile_emit_ptx(g, co, o->cpu ? o->cpu : "sm_90",
                                  o->opt_level, text, len);
  }
  return cajit_status_make(CAJIT_INTERNAL, "unknown stage %d", (int)k);
}

typedef struct emitter {
  const char *name;
  emit_kind kind;
  bool binary; /* refuses a terminal; --stats goes to stderr */
} emitter;

/* Runs emitter e on g with o's options and writes what it made to out. */
static cajit_status emit(const emitter *e, cajit_graph *g, const options *o,
                         FILE *out) {
  cajit_jit_options jo;
  cajit_compile_options co;
  compile_options(o, &jo, &co);
  char *text;
  size_t len;
  CAJIT_RETURN_IF_ERROR(emit_stage(e->kind, g, o, &co, &text, &len));
  fwrite(text, 1, len, out);
  cajit_free(text);
  return NULL;
}

static const emitter emitters[] = {
    {"graph", EMIT_GRAPH, false}, {"kir", EMIT_KIR, false},
    {"ll", EMIT_LL, false},       {"opt", EMIT_OPT, false},
    {"asm", EMIT_ASM, false},     {"obj", EMIT_OBJ, true},
    {"ptx", EMIT_PTX, false},
};

static const char emitter_names[] = "graph, kir, ll, opt, asm, obj, ptx";

static const emitter *find_emitter(const char *name) {
  for (size_t i = 0; i < sizeof emitters / sizeof *emitters; i++)
    if (strcmp(emitters[i].name, name) == 0) return &emitters[i];
  return NULL;
}

/* ---- --stats ------------------------------------------------------------
 */

static const cajit_graph *sort_graph; /* qsort has no user pointer */

static int by_op_name(const void *a, const void *b) {
  cajit_sv x = sort_graph->nodes[*(const int32_t *)a].op;
  cajit_sv y = sort_graph->nodes[*(const int32_t *)b].op;
  size_t n = x.len < y.len ? x.len : y.len;
  int c = memcmp(x.data, y.data, n);
  if (c) return c;
  return x.len < y.len ? -1 : x.len > y.len;
}

/* Prints "  <count>  <op>" for each op, sorted by name. order holds node
 * indices sorted by op. */
static void print_op_counts(const cajit_graph *g, const int32_t *order,
                            FILE *out) {
  for (int32_t i = 0; i < g->node_count;) {
    cajit_sv op = g->nodes[order[i]].op;
    int32_t j = i;
    while (j < g->node_count && cajit_sv_eq(g->nodes[order[j]].op, op))
      j++;
    fprintf(out, "  %6d  %.*s\n", (int)(j - i), (int)op.len, op.data);
    i = j;
  }
}

static int by_string(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* "fallback: N nodes" and "  <count>  <op>" per op, sorted by name, from
 * the lowered program's host-fallback kernels: the nodes the registry
 * declines and those a lowering sends to the host itself. text (one op per
 * line) is split in place. */
static cajit_status print_fallbacks(char *text, FILE *out) {
  size_t n = 0;
  for (const char *c = text; *c; c++)
    n += *c == '\n';
  char **ops = malloc((n + 1) * sizeof *ops);
  if (!ops)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory (stats)");
  size_t k = 0;
  for (char *line = text; k < n; k++) {
    char *end = strchr(line, '\n');
    *end = '\0';
    ops[k] = line;
    line = end + 1;
  }
  qsort(ops, n, sizeof *ops, by_string);
  fprintf(out, "fallback: %zu nodes\n", n);
  for (size_t i = 0; i < n;) {
    size_t j = i;
    while (j < n && strcmp(ops[j], ops[i]) == 0)
      j++;
    fprintf(out, "  %6zu  %s\n", j - i, ops[i]);
    i = j;
  }
  free(ops);
  return NULL;
}

static void print_bindings(const cajit_graph *g, FILE *out) {
  fprintf(out, "symbols: %d\n", (int)g->binding_count);
  for (int32_t i = 0; i < g->binding_count; i++) {
    const cajit_symbol_binding *b = &g->bindings[i];
    cajit_sv name = cajit_expr_ctx_symbol_name(g->exprs, b->symbol);
    const char *type =
        cajit_expr_ctx_symbol_type(g->exprs, b->symbol) == CAJIT_EXPR_TYPE_FLOAT
            ? "float"
            : "int";
    fprintf(out, "  %.*s (%s) = ", (int)name.len, name.data, type);
    switch (b->source) {
    case CAJIT_SYMBOL_FROM_INPUT_DIM:
      fprintf(out, "input %d dim %d\n", (int)b->index, (int)b->dim);
      break;
    case CAJIT_SYMBOL_FROM_SIZES:
      fprintf(out, "sizes %d\n", (int)b->index);
      break;
    case CAJIT_SYMBOL_FROM_SCALARS:
      fprintf(out, "scalars %d\n", (int)b->index);
      break;
    }
  }
}

static cajit_status emit_stats(cajit_graph *g, const cajit_compile_options *co,
                               FILE *out) {
  char *fallbacks = NULL;
  size_t fallbacks_len = 0;
  /* First, so that the graph's own lines print nothing if it fails. */
  CAJIT_RETURN_IF_ERROR(
      cajit_compile_fallback_ops(g, co, &fallbacks, &fallbacks_len));
  int32_t *order = malloc(((size_t)g->node_count + 1) * sizeof *order);
  if (!order) {
    cajit_free(fallbacks);
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory (stats)");
  }
  for (int32_t i = 0; i < g->node_count; i++)
    order[i] = i;
  sort_graph = g;
  qsort(order, (size_t)g->node_count, sizeof *order, by_op_name);

  if (g->name.data)
    fprintf(out, "graph \"%.*s\"\n", (int)g->name.len, g->name.data);
  fprintf(out,
          "signature: %d inputs, sizes %d, scalars %d, hooks %d, "
          "packed_data %d\n",
          (int)g->input_count, (int)g->sizes_count, (int)g->scalars_count,
          (int)g->hooks_count, (int)g->packed_data_count);
  fprintf(out, "nodes: %d\n", (int)g->node_count);
  print_op_counts(g, order, out);
  print_bindings(g, out);
  fprintf(out, "assumptions: %d\n", (int)g->assumption_count);
  for (int32_t i = 0; i < g->assumption_count; i++) {
    fputs("  ", out);
    print_expr(out, g, g->assumptions[i]);
    fputc('\n', out);
  }
  cajit_status s = print_fallbacks(fallbacks, out);
  if (!s) fprintf(out, "outputs: %d\n", (int)g->output_count);
  cajit_free(fallbacks);
  free(order);
  return s;
}

/* ---- --llvm-time --------------------------------------------------------
 */

/* One line of name=value pairs (bench/llvm_time.py reads it). */
static cajit_status emit_llvm_time(cajit_graph *g,
                                   const cajit_compile_options *co, FILE *out) {
  cajit_compile_llvm_profile p;
  CAJIT_RETURN_IF_ERROR(cajit_compile_profile_llvm(g, co, &p));
  fprintf(out,
          "llvm-time functions_generated=%d functions=%d "
          "instructions_generated=%lld instructions=%lld "
          "instructions_entry=%lld parts=%d cpu_generate=%.3f cpu_trim=%.3f "
          "cpu_optimize_entry=%.3f cpu_emit_entry=%.3f "
          "cpu_optimize_kernels=%.3f cpu_emit_kernels=%.3f cpu_split=%.3f\n",
          (int)p.functions_generated, (int)p.functions,
          (long long)p.instructions_generated, (long long)p.instructions,
          (long long)p.instructions_entry, (int)p.parts, p.cpu_generate,
          p.cpu_trim, p.cpu_optimize_entry, p.cpu_emit_entry,
          p.cpu_optimize_kernels, p.cpu_emit_kernels, p.cpu_split);
  return NULL;
}

/* ---- command line -------------------------------------------------------
 */

static int usage_error(const char *fmt, const char *arg) {
  fputs("cajit-dump: ", stderr);
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  fputs(usage_line, stderr);
  return EXIT_USAGE;
}

static int parse_opt_level(const char *v, int32_t *out) {
  if (!v || v[0] < '0' || v[0] > '3' || v[1] != '\0')
    return usage_error("--opt-level needs 0, 1, 2 or 3 (got '%s')", v ? v : "");
  *out = v[0] - '0';
  return -1;
}

static const tool_flag flags[] = {
    {"--stats", offsetof(options, stats)},
    {"--llvm-time", offsetof(options, llvm_time)},
    {"--no-fusion", offsetof(options, no_fusion)},
    {"--no-early-hooks", offsetof(options, no_early_hooks)},
    {"--no-parallel", offsetof(options, no_parallel)},
    {"--no-buffer-reuse", offsetof(options, no_buffer_reuse)},
};

/* Returns -1 to go on, or an exit status. */
static int parse_options(int argc, char **argv, options *o) {
  o->opt_level = 3;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = NULL;
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      fputs(usage_line, stdout);
      fputs(help_text, stdout);
      return 0;
    } else if (tool_option_value(argc, argv, &i, "--emit", &v)) {
      if (!v) return usage_error("%s needs a kind", a);
      if (!find_emitter(v)) {
        fprintf(stderr,
                "cajit-dump: unknown --emit kind '%s' (available: %s)\n", v,
                emitter_names);
        fputs(usage_line, stderr);
        return EXIT_USAGE;
      }
      o->emit = v;
    } else if (tool_set_flag(a, flags, sizeof flags / sizeof *flags, o)) {
    } else if (tool_option_value(argc, argv, &i, "-o", &v)) {
      if (!v || !*v) return usage_error("%s needs a file name", "-o");
      o->output = v;
    } else if (tool_option_value(argc, argv, &i, "--cpu", &v)) {
      if (!v || !*v) return usage_error("%s needs a CPU name", "--cpu");
      o->cpu = v;
    } else if (tool_option_value(argc, argv, &i, "--features", &v)) {
      if (!v)
        return usage_error("%s needs a list such as +avx2,-fma", "--features");
      o->features = v;
    } else if (tool_option_value(argc, argv, &i, "--opt-level", &v)) {
      int st = parse_opt_level(v, &o->opt_level);
      if (st >= 0) return st;
    } else if (tool_option_value(argc, argv, &i, "--prefer-vector-width", &v)) {
      if (!v || (strcmp(v, "128") && strcmp(v, "256") && strcmp(v, "512")))
        return usage_error("--prefer-vector-width needs 128, 256 or 512 "
                           "(got '%s')",
                           v ? v : "");
      o->prefer_vector_width = (int32_t)atoi(v);
    } else if (a[0] == '-' && a[1] != '\0') {
      return usage_error("unknown option '%s'", a);
    } else if (o->input) {
      return usage_error("more than one input file ('%s')", a);
    } else {
      o->input = a;
    }
  }
  if (!o->input) return usage_error("%s", "no input file");
  if (!o->emit && !o->stats && !o->llvm_time) o->emit = "graph";
  if (o->emit && find_emitter(o->emit)->binary && !o->output &&
      isatty(STDOUT_FILENO))
    return usage_error("refusing to write an object file (--emit=%s) to a "
                       "terminal: use -o OUT or redirect standard output",
                       o->emit);
  return -1;
}

/* ---- main ---------------------------------------------------------------
 */

static cajit_status read_stdin(cajit_graph **out_graph) {
  size_t len = 0, cap = 65536;
  char *buf = malloc(cap);
  size_t n;
  while (buf && (n = fread(buf + len, 1, cap - len, stdin)) > 0) {
    len += n;
    if (len == cap) {
      char *bigger = realloc(buf, cap * 2);
      if (!bigger) free(buf);
      buf = bigger;
      cap *= 2;
    }
  }
  if (!buf)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "<stdin>: out of memory");
  cajit_status s =
      cajit_graph_parse((cajit_sv){buf, len}, "<stdin>", out_graph);
  free(buf);
  return s;
}

static int run(const options *o) {
  cajit_graph *g = NULL;
  const char *name = strcmp(o->input, "-") == 0 ? "<stdin>" : o->input;
  cajit_status s = strcmp(o->input, "-") == 0
                       ? read_stdin(&g)
                       : cajit_graph_parse_file(o->input, &g);
  if (s) {
    /* Parse errors already read "file:line:col: error: ...". */
    if (cajit_status_code_of(s) == CAJIT_PARSE_ERROR)
      fprintf(stderr, "%s\n", cajit_status_message(s));
    else
      fprintf(stderr, "cajit-dump: %s\n", cajit_status_message(s));
    cajit_status_free(s);
    return EXIT_ERROR;
  }
  s = cajit_graph_verify(g);
  if (s) {
    tool_report_verify_error(name, s);
    cajit_status_free(s);
    cajit_graph_destroy(g);
    return EXIT_ERROR;
  }
  FILE *out = o->output ? fopen(o->output, "wb") : stdout;
  if (!out) {
    fprintf(stderr, "cajit-dump: cannot write %s: %s\n", o->output,
            strerror(errno));
    cajit_graph_destroy(g);
    return EXIT_ERROR;
  }
  const emitter *e = o->emit ? find_emitter(o->emit) : NULL;
  if (e) s = emit(e, g, o, out);
  if (!s && o->stats) {
    cajit_jit_options jo;
    cajit_compile_options co;
    compile_options(o, &jo, &co);
    s = emit_stats(g, &co, e && e->binary ? stderr : out);
  }
  if (!s && o->llvm_time) {
    cajit_jit_options jo;
    cajit_compile_options co;
    compile_options(o, &jo, &co);
    s = emit_llvm_time(g, &co, e && e->binary ? stderr : out);
  }
  bool write_failed = ferror(out) != 0;
  if (out != stdout)
    write_failed |= fclose(out) != 0;
  else
    write_failed |= fflush(out) != 0;
  cajit_graph_destroy(g);
  if (s) {
    fprintf(stderr, "cajit-dump: %s\n", cajit_status_message(s));
    cajit_status_free(s);
  } else if (write_failed) {
    fprintf(stderr, "cajit-dump: error writing %s\n",
            o->output ? o->output : "standard output");
  }
  if (s || write_failed) {
    /* No half-written output file is left behind. */
    if (o->output) unlink(o->output);
    return EXIT_ERROR;
  }
  return 0;
}

int main(int argc, char **argv) {
  tool_memory_setup("cajit-dump", argv);
  options o = {0};
  int status = parse_options(argc, argv, &o);
  if (status >= 0) return status;
  return run(&o);
}
