/* The argument description of a fallback host call: text the codegen embeds
 * in the module, decoded by the runtime into cajit_host_value trees.
 *
 * Grammar (whitespace between tokens is ignored):
 *   args  := [ arg { ',' arg } ]
 *   arg   := [ NAME '=' ] value
 *   value := 'none' | 'true' | 'false' | INT | FLOAT | STRING | WORD
 *          | '$t' N        tensor: the N-th tensor of the host call
 *          | '$i' N        int known at run time: ints[N]
 *          | '$f' N        float known at run time: floats[N]
 *          | '[' [ value { ',' value } ] ']'
 *   INT    := '-'? digits                    (fits int64)
 *   FLOAT  := a C decimal float with '.' or an exponent, or inf, -inf, nan
 *   STRING := '"' ... '"' with escapes \" \\ \n \t
 *   WORD, NAME := [A-Za-z_][A-Za-z0-9_.]*
 * Example: `$t0, [$i0, 3], 0.5, "tanh", dim=-1, dtype=f32`.
 *
 * Constants are written literally; only symbolic ints/floats go through
 * slots, so the text is fixed at graph-compile time and position
 * independent (cacheable). A malformed description is a codegen bug:
 * decoding reports CAJIT_INTERNAL with the column. */
#ifndef CAJIT_RUNTIME_HOST_ARGS_H
#define CAJIT_RUNTIME_HOST_ARGS_H

#include <stdint.h>

#include "cajit/host.h"
#include "support/arena.h"

/* Decodes desc into *out_values (allocated in arena, *out_count entries).
 * `$tN` must have N < tensor_count, `$iN` N < int_count, `$fN` N <
 * float_count. ints/floats may be NULL: slots then decode as 0 (used for
 * load-time checks, where only kinds matter). */
cajit_status cajit_rt_host_args_decode(
    const char *desc, cajit_arena *arena, int32_t tensor_count,
    const int64_t *ints, int32_t int_count, const double *floats,
    int32_t float_count, cajit_host_value **out_values, int32_t *out_count);

#endif
