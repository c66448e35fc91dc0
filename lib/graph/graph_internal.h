/* Shared by the graph builder, the .cag parser and the printer: the limits
 * and lexical rules that all three must agree on, so that anything the
 * builder accepts prints to text the parser reads back to the same graph. */
#ifndef CAJIT_GRAPH_INTERNAL_H
#define CAJIT_GRAPH_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "cajit/types.h"

/* Deepest nesting of argument lists (`[[...]]`). aten schemas need 2; the
 * limit keeps the recursive copy, print and parse bounded. */
enum { CAJIT_GRAPH_MAX_LIST_DEPTH = 32 };
/* The most nodes a graph may hold (a limit of compile work, docs/format.md:
 * the largest backward graphs seen are a few thousand nodes; a million
 * compiles in minutes). */
enum { CAJIT_GRAPH_MAX_NODES = 1 << 20 };

/* True if s is an identifier: [A-Za-z_][A-Za-z0-9_]*. */
bool cajit_graph_is_ident(cajit_sv s);
/* True if s is a dotted identifier (`aten.mm.default`): identifiers joined
 * by single dots. */
bool cajit_graph_is_dotted_ident(cajit_sv s);
/* True if s is a reserved word of .cag (docs/format.md, "Lexical
 * structure"): dtype names, literals, type names, expression keywords and
 * section keywords. Reserved words are never symbol names, keyword (WORD)
 * arguments or op names. */
bool cajit_graph_is_reserved(cajit_sv s);

struct cajit_arg;
/* Index of the first argument whose keyword name repeats an earlier one's,
 * -1 if there is none, -2 when out of memory. O(n log n), so a node with
 * many keyword arguments cannot make the builder or parser quadratic. */
int32_t cajit_graph_find_repeated_keyword(const struct cajit_arg *args,
                                          int32_t count);

#endif
