/* Slice semantics shared by the shape rules (views.c) and the lowerings
 * (views_lower.c) of slice and slice_backward: internal to lib/ops. */
#ifndef CAJIT_OPS_VIEWS_H
#define CAJIT_OPS_VIEWS_H

#include "cajit/graph.h"

/* The elements [start:end:step] of a dim of size `size`, as torch's slice
 * takes them: a negative bound counts from the end, both bounds are then
 * clamped to [0, size], and an end before the start selects nothing.
 * *out_start is the first index and *out_len the count, as expressions of
 * g. An end of 2^62 or more (the INT64_MAX of `x[a:]`) is past any dim.
 *
 * Every decision (which side of 0 and of size a bound lies on, whether the
 * end comes before the start, whether a symbolic step is positive) must
 * follow from g's assumptions (ops/prove.h): one that does not is a
 * verify error naming the bound, never a guess. normalize.py writes the
 * bounds it traced already clamped (0 <= start <= end <= size), which the
 * guards it records prove. */
cajit_status cajit_slice_range(const cajit_graph *g, const cajit_expr *size,
                               const cajit_expr *start, const cajit_expr *end,
                               const cajit_expr *step,
                               const cajit_expr **out_start,
                               const cajit_expr **out_len);

#endif
