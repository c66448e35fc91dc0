/* Built against the installed cajit package (find_package(cajit) or
 * pkg-config cajit): parses a .cag, compiles it with the JIT and runs it.
 * Usage: jit_demo GRAPH.cag */
#include <stdio.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "demo_call.h"

static int32_t run_compiled(void *ctx, cajit_call *call) {
  cajit_status s = cajit_compiled_run((cajit_compiled *)ctx, call);
  if (!s) return 0;
  call->status = s;
  return 1;
}

static int fail(cajit_status s, const char *what) {
  fprintf(stderr, "%s: %s\n", what, cajit_status_message(s));
  cajit_status_free(s);
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: jit_demo GRAPH.cag\n");
    return 2;
  }
  cajit_graph *g = NULL;
  cajit_status s = cajit_graph_parse_file(argv[1], &g);
  if (s) return fail(s, "parse");
  cajit_compile_options opts;
  cajit_compile_options_init(&opts);
  cajit_compiled *c = NULL;
  s = cajit_compile(g, &opts, &c);
  cajit_graph_destroy(g);
  if (s) return fail(s, "compile");
  int rc = demo_run(run_compiled, c);
  cajit_compiled_destroy(c);
  return rc;
}
