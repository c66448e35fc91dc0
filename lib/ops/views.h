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
 * Each decision (which side of 0 and of size a bound lies on, whether the
 * end comes before the start) is taken from g's assumptions
 * (ops/prove.h) where they settle it, which gives the exact length of
 * x[1:], x[-2:], x[::2] or a rotary half over symbolic dims. Where they do
 * not, the bound is taken as in range, as the trace guarded it, and the
 * entry's run-time checks (views inside what they view, no negative size)
 * refuse a call for which that is false. A step must be a positive
 * constant or provably >= 1: a verify error otherwise. */
cajit_status cajit_slice_range(const cajit_graph *g, const cajit_expr *size,
                               const cajit_expr *start, const cajit_expr *end,
                               const cajit_expr *step,
                               const cajit_expr **out_start,
                               const cajit_expr **out_len);

#endif
