/* cajit-dump: reads a .cag file, verifies it and prints a stage of it.
 *
 *   cajit-dump FILE.cag [--emit=graph] [--stats] [-o OUT] [--help]
 *
 * --emit=graph (the default unless --stats alone is given) prints the
 * canonical .cag text; --stats prints node counts by op, the symbols with
 * their bindings, the assumptions and the ops that need the host fallback.
 * FILE may be `-` for standard input.
 *
 * Exit status: 0 on success; 1 when the file does not parse or verify (the
 * error on stderr, as `file:line:col: error: ...`) or the output cannot be
 * written; 2 on bad usage (with the usage line).
 *
 * Each --emit kind is one entry of `emitters`: later stages (kernel IR,
 * LLVM IR, assembly, objects) add an entry and, if they need them, options
 * such as --cpu and --features. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/graph.h"

enum { EXIT_ERROR = 1, EXIT_USAGE = 2 };

static const char usage_line[] =
    "usage: cajit-dump FILE.cag [--emit=graph] [--stats] [-o OUT] [--help]\n";

static const char help_text[] =
    "Reads a .cag graph (docs/format.md), verifies it and prints it.\n"
    "\n"
    "  FILE.cag       the graph to read (`-` reads standard input)\n"
    "  --emit=graph   print the canonical .cag text (the default)\n"
    "  --stats        print node counts by op, symbols, assumptions and the\n"
    "                 ops that need the host fallback\n"
    "  -o OUT         write to OUT instead of standard output\n"
    "  --help         show this help\n"
    "\n"
    "Exit status: 0 ok, 1 the graph is invalid or I/O failed, 2 bad usage.\n";

typedef struct options {
  const char *input;
  const char *output;
  const char *emit; /* NULL: not asked */
  bool stats;
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

static cajit_status emit_graph(const cajit_graph *g, FILE *out) {
  char *text;
  size_t len;
  CAJIT_RETURN_IF_ERROR(cajit_graph_print(g, &text, &len));
  fwrite(text, 1, len, out);
  cajit_free(text);
  return NULL;
}

typedef struct emitter {
  const char *name;
  cajit_status (*run)(const cajit_graph *g, FILE *out);
} emitter;

static const emitter emitters[] = {
    {"graph", emit_graph},
};

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

static bool is_fallback(const cajit_graph *g, int32_t node) {
  /* cajit_graph_fallback_count's rule, node by node. */
  cajit_graph one = *g;
  one.nodes = &g->nodes[node];
  one.node_count = 1;
  return cajit_graph_fallback_count(&one) == 1;
}

/* Prints "  <count>  <op>" for each op (of the fallback ops only, if
 * fallback_only), sorted by name. order holds node indices sorted by op. */
static int32_t print_op_counts(const cajit_graph *g, const int32_t *order,
                               bool fallback_only, FILE *out) {
  int32_t groups = 0;
  for (int32_t i = 0; i < g->node_count;) {
    cajit_sv op = g->nodes[order[i]].op;
    int32_t j = i, count = 0;
    for (; j < g->node_count && cajit_sv_eq(g->nodes[order[j]].op, op); j++)
      if (!fallback_only || is_fallback(g, order[j])) count++;
    if (count) {
      fprintf(out, "  %6d  %.*s\n", (int)count, (int)op.len, op.data);
      groups++;
    }
    i = j;
  }
  return groups;
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

static cajit_status emit_stats(const cajit_graph *g, FILE *out) {
  int32_t *order = malloc(((size_t)g->node_count + 1) * sizeof *order);
  if (!order)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory (stats)");
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
  print_op_counts(g, order, false, out);
  print_bindings(g, out);
  fprintf(out, "assumptions: %d\n", (int)g->assumption_count);
  for (int32_t i = 0; i < g->assumption_count; i++) {
    fputs("  ", out);
    print_expr(out, g, g->assumptions[i]);
    fputc('\n', out);
  }
  fprintf(out, "fallback: %d nodes\n", (int)cajit_graph_fallback_count(g));
  print_op_counts(g, order, true, out);
  fprintf(out, "outputs: %d\n", (int)g->output_count);
  free(order);
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

/* Returns -1 to go on, or an exit status. */
static int parse_options(int argc, char **argv, options *o) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      fputs(usage_line, stdout);
      fputs(help_text, stdout);
      return 0;
    } else if (strncmp(a, "--emit=", 7) == 0) {
      if (!find_emitter(a + 7))
        return usage_error("unknown --emit kind '%s' (available: graph)",
                           a + 7);
      o->emit = a + 7;
    } else if (strcmp(a, "--stats") == 0) {
      o->stats = true;
    } else if (strcmp(a, "-o") == 0) {
      if (i + 1 >= argc) return usage_error("%s needs a file name", a);
      o->output = argv[++i];
    } else if (a[0] == '-' && a[1] != '\0') {
      return usage_error("unknown option '%s'", a);
    } else if (o->input) {
      return usage_error("more than one input file ('%s')", a);
    } else {
      o->input = a;
    }
  }
  if (!o->input) return usage_error("%s", "no input file");
  if (!o->emit && !o->stats) o->emit = "graph";
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

/* Verifier messages start with "line N: "; show them as "file:N: error:". */
static void report_verify_error(const char *file, cajit_status s) {
  const char *msg = cajit_status_message(s);
  int line = 0, used = 0;
  if (sscanf(msg, "line %d: %n", &line, &used) == 1 && used > 0)
    fprintf(stderr, "%s:%d: error: %s\n", file, line, msg + used);
  else
    fprintf(stderr, "%s: error: %s\n", file, msg);
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
    report_verify_error(name, s);
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
  if (o->emit) s = find_emitter(o->emit)->run(g, out);
  if (!s && o->stats) s = emit_stats(g, out);
  bool write_failed = ferror(out) != 0;
  if (out != stdout)
    write_failed |= fclose(out) != 0;
  else
    write_failed |= fflush(out) != 0;
  cajit_graph_destroy(g);
  if (s) {
    fprintf(stderr, "cajit-dump: %s\n", cajit_status_message(s));
    cajit_status_free(s);
    return EXIT_ERROR;
  }
  if (write_failed) {
    fprintf(stderr, "cajit-dump: error writing %s\n",
            o->output ? o->output : "standard output");
    return EXIT_ERROR;
  }
  return 0;
}

int main(int argc, char **argv) {
  options o = {0};
  int status = parse_options(argc, argv, &o);
  if (status >= 0) return status;
  return run(&o);
}
