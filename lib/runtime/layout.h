/* Where a call's planned intermediates live in its one arena block.
 *
 * The plan (sched/memplan.h) gives each intermediate a live range over the
 * program's kernels; sizes are only known once a call binds the symbols.
 * cajit_rt_plan_layout then packs them, as TFLite's arena planner does
 * ("greedy by size"): largest first, each at the offset of the smallest
 * gap between buffers already placed that are live at the same time and
 * that fits it, else after the highest of them. Two buffers whose ranges
 * overlap never overlap in memory; one live throughout (range [0,
 * INT32_MAX]) shares with nothing. Packing by size, not by slots, lets a
 * large buffer take the place of several small ones that died and keeps
 * a small one out of a large one's slot. */
#ifndef CAJIT_RUNTIME_LAYOUT_H
#define CAJIT_RUNTIME_LAYOUT_H

#include <stdint.h>

/* Buffer i: counts[i] elements of elem_sizes[i] bytes, live over kernels
 * [first[i], last[i]]. Writes each buffer's byte offset (a multiple of
 * CAJIT_RT_ALIGN) to out_offsets[i] and returns the block's total bytes, or
 * -1 when a size is negative or the total exceeds CAJIT_RT_MAX_BYTES.
 * scratch holds 4 * n entries. Deterministic: the same sizes give the same
 * layout. */
int64_t cajit_rt_plan_layout(int32_t n, const int64_t *counts,
                             const int64_t *elem_sizes, const int32_t *first,
                             const int32_t *last, int64_t *scratch,
                             int64_t *out_offsets);

/* The same, remembering the last layout in cache (2 * n + 2 zeroed words
 * the caller keeps, e.g. a global of the compiled module): a call whose
 * counts equal the last ones copies its offsets. Safe under concurrent
 * calls (one updates the cache at a time; the others compute). */
int64_t cajit_rt_plan_layout_cached(int64_t *cache, int32_t n,
                                    const int64_t *counts,
                                    const int64_t *elem_sizes,
                                    const int32_t *first, const int32_t *last,
                                    int64_t *scratch, int64_t *out_offsets);

#endif
