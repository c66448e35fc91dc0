/* Packing a call's intermediates into one block (see layout.h). */
#include "runtime/layout.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/buffer.h"

/* Sort entries: bytes, then index, as two int64 words. */
typedef struct by_size {
  int64_t bytes, index;
} by_size;

/* Largest first; equal sizes in index order (deterministic). */
static int larger_first(const void *a, const void *b) {
  const by_size *x = a, *y = b;
  if (x->bytes != y->bytes) return x->bytes > y->bytes ? -1 : 1;
  return (x->index > y->index) - (x->index < y->index);
}

static bool live_together(const int32_t *first, const int32_t *last, int64_t a,
                          int64_t b) {
  return first[a] <= last[b] && first[b] <= last[a];
}

/* The offset for buffer b of `bytes` among the placed ones (placed[0..np),
 * sorted by offset): the smallest fitting gap between those live with it,
 * else the end of the highest of them. */
static int64_t fit(const int32_t *first, const int32_t *last,
                   const int64_t *bytes, const int64_t *offsets,
                   const int64_t *placed, int64_t np, int64_t b) {
  int64_t end = 0, best = -1, best_gap = 0;
  for (int64_t k = 0; k < np; k++) {
    int64_t q = placed[k];
    if (!live_together(first, last, b, q)) continue;
    int64_t gap = offsets[q] - end;
    if (gap >= bytes[b] && (best < 0 || gap < best_gap)) {
      best = end;
      best_gap = gap;
    }
    if (offsets[q] + bytes[q] > end) end = offsets[q] + bytes[q];
  }
  return best >= 0 ? best : end;
}

/* Inserts q into placed[0..np), kept sorted by offset. */
static void insert_by_offset(int64_t *placed, int64_t np, int64_t q,
                             const int64_t *offsets) {
  int64_t k = np;
  for (; k > 0 && offsets[placed[k - 1]] > offsets[q]; k--)
    placed[k] = placed[k - 1];
  placed[k] = q;
}

int64_t cajit_rt_plan_layout(int32_t n, const int64_t *counts,
                             const int64_t *elem_sizes, const int32_t *first,
                             const int32_t *last, int64_t *scratch,
                             int64_t *out_offsets) {
  if (n <= 0) return 0;
  by_size *order = (by_size *)scratch; /* 2n words */
  int64_t *placed = scratch + 2 * (int64_t)n, *bytes = placed + n;
  for (int32_t i = 0; i < n; i++) {
    int64_t b;
    if (!cajit_rt_size_mul(counts[i], elem_sizes[i], &b) ||
        b > CAJIT_RT_MAX_BYTES)
      return -1;
    bytes[i] = (b + CAJIT_RT_ALIGN - 1) & ~(int64_t)(CAJIT_RT_ALIGN - 1);
    order[i] = (by_size){bytes[i], i};
  }
  qsort(order, (size_t)n, sizeof *order, larger_first);
  /* Each buffer <= 2^47 bytes and n < 2^31: no sum below overflows. */
  int64_t total = 0;
  for (int32_t k = 0; k < n; k++) {
    int64_t b = order[k].index;
    out_offsets[b] = fit(first, last, bytes, out_offsets, placed, k, b);
    insert_by_offset(placed, k, b, out_offsets);
    if (out_offsets[b] + bytes[b] > total) total = out_offsets[b] + bytes[b];
  }
  return total > CAJIT_RT_MAX_BYTES ? -1 : total;
}

/* cache: [0] lock word, [1] total, [2, 2 + n) counts, [2 + n, 2 + 2n)
 * offsets; all zero at first, which is the right layout of n empty
 * buffers. A call that finds it locked lays out without it. */
int64_t cajit_rt_plan_layout_cached(int64_t *cache, int32_t n,
                                    const int64_t *counts,
                                    const int64_t *elem_sizes,
                                    const int32_t *first, const int32_t *last,
                                    int64_t *scratch, int64_t *out_offsets) {
  if (n <= 0) return 0;
  int64_t *lock = &cache[0], *saved = &cache[2], *offs = &cache[2 + n];
  if (__atomic_exchange_n(lock, 1, __ATOMIC_ACQUIRE))
    return cajit_rt_plan_layout(n, counts, elem_sizes, first, last, scratch,
                                out_offsets);
  int64_t total;
  if (memcmp(saved, counts, (size_t)n * sizeof *counts) == 0) {
    total = cache[1];
    memcpy(out_offsets, offs, (size_t)n * sizeof *offs);
  } else {
    total = cajit_rt_plan_layout(n, counts, elem_sizes, first, last, scratch,
                                 out_offsets);
    if (total >= 0) {
      cache[1] = total;
      memcpy(saved, counts, (size_t)n * sizeof *counts);
      memcpy(offs, out_offsets, (size_t)n * sizeof *offs);
    }
  }
  __atomic_store_n(lock, 0, __ATOMIC_RELEASE);
  return total;
}
