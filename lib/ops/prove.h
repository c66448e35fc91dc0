/* What a graph's assumptions prove about integer expressions (internal to
 * lib/ops): the inequalities shape rules need beyond equality of dims, such
 * as a slice bound lying inside its dim.
 *
 * The prover is deliberately small and sound, not complete. An expression
 * is read as a linear form c + sum(k_i * m_i) over monomials m_i (products
 * of factors: symbols, floor divisions, mods, min / max). Each factor gets
 * an interval: a symbol from the assumptions that bound it by a constant
 * (`assume s0 >= 2`, `assume s7 <= -1`) and from being an input dim (>= 0);
 * x // c and x % c (c > 0 constant), min and max from their operands'
 * intervals. e >= 0 is proved when the lower bound of the form is >= 0,
 * alone or after subtracting one relational assumption (`assume s8 > s0 + 1`
 * proves s8 - s0 - 1 >= 0 outright). Nothing is allocated and no expression
 * is built, so asking never fails and never changes the graph; an answer of
 * false means "not proved", never "false". Arithmetic overflow while
 * bounding makes that bound unknown. */
#ifndef CAJIT_OPS_PROVE_H
#define CAJIT_OPS_PROVE_H

#include <stdbool.h>

#include "cajit/graph.h"

/* True when e >= 0 follows from g's assumptions (e an int expression). */
bool cajit_prove_nonneg(const cajit_graph *g, const cajit_expr *e);
/* True when a <= b follows from g's assumptions. */
bool cajit_prove_le(const cajit_graph *g, const cajit_expr *a,
                    const cajit_expr *b);
/* True when a < b follows from g's assumptions. */
bool cajit_prove_lt(const cajit_graph *g, const cajit_expr *a,
                    const cajit_expr *b);

#endif
