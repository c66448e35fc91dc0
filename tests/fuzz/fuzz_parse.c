/* libFuzzer target for the .cag parser and printer.
 *
 * Any input must parse or fail cleanly (no crash, leak, hang or unbounded
 * recursion; the sanitizers and libFuzzer's limits catch those). When it
 * parses, the canonical text must parse again and print to the same bytes:
 * a mismatch aborts, which libFuzzer reports as a crash. Valid inputs are
 * also parsed once more with an allocation failing (which one depends on
 * the input): that must give out-of-memory or the same graph, never a crash
 * or a leak. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/graph.h"
#include "support/alloc.h"

static char *print_or_die(const cajit_graph *g, size_t *len) {
  char *text = NULL;
  cajit_status s = cajit_graph_print(g, &text, len);
  if (s) {
    fprintf(stderr, "print failed: %s\n", cajit_status_message(s));
    abort();
  }
  return text;
}

static void parse_with_failure(const unsigned char *data, size_t size) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * 16777619u;
  cajit_graph *g = NULL;
  cajit_alloc_fail_after((long)(h % 96));
  cajit_status s =
      cajit_graph_parse((cajit_sv){(const char *)data, size}, "fuzz", &g);
  cajit_alloc_fail_after(-1);
  if (s && cajit_status_code_of(s) != CAJIT_OUT_OF_MEMORY) {
    fprintf(stderr, "allocation failure gave: %s\n", cajit_status_message(s));
    abort();
  }
  cajit_status_free(s);
  cajit_graph_destroy(g);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
  cajit_graph *g = NULL;
  cajit_status s =
      cajit_graph_parse((cajit_sv){(const char *)data, size}, "fuzz", &g);
  if (s) {
    /* Errors are one line naming the place. */
    if (cajit_status_code_of(s) == CAJIT_PARSE_ERROR &&
        strncmp(cajit_status_message(s), "fuzz:", 5) != 0) {
      fprintf(stderr, "bad message: %s\n", cajit_status_message(s));
      abort();
    }
    cajit_status_free(s);
    return 0;
  }
  size_t len1, len2;
  char *text1 = print_or_die(g, &len1);
  cajit_graph_destroy(g);
  s = cajit_graph_parse((cajit_sv){text1, len1}, "printed", &g);
  if (s) {
    fprintf(stderr, "printed text does not parse: %s\n%s",
            cajit_status_message(s), text1);
    abort();
  }
  char *text2 = print_or_die(g, &len2);
  if (len1 != len2 || memcmp(text1, text2, len1) != 0) {
    fprintf(stderr, "round trip differs:\n%s---\n%s", text1, text2);
    abort();
  }
  cajit_free(text1);
  cajit_free(text2);
  cajit_graph_destroy(g);
  parse_with_failure(data, size);
  return 0;
}
