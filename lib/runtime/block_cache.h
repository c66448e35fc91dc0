/* A process-wide cache of large freed buffers.
 *
 * Outputs of a compiled graph are standalone buffers (buffer.h) that the
 * caller frees through DLPack, usually right after using them (a gradient
 * added into .grad, or dropped by zero_grad before the next backward).
 * glibc serves blocks above its mmap threshold (128 KiB, raised
 * dynamically up to 32 MiB) with fresh mmaps, and hands the top of its
 * heap back once more than twice that is free there, so each call of a
 * graph with big outputs would page-fault and zero their pages again: for
 * a 64 MiB output that is about half the time of a memory-bound kernel,
 * and the medium bench MLP's three 4 MiB weight gradients took 2016 page
 * faults (about 2 ms) per 10 ms backward. Freed blocks of at least
 * CAJIT_RT_BLOCK_CACHE_MIN bytes (glibc's initial mmap threshold) are
 * therefore kept, up to CAJIT_RT_BLOCK_CACHE_BLOCKS of them and a byte
 * limit (CAJIT_BLOCK_CACHE_MB in the environment, default 1024; 0 turns
 * the cache off), and handed back to the next request they fit. Smaller
 * blocks never enter: malloc reuses them.
 *
 * The memory kept is what the previous call's outputs held, which the next
 * call needs again; clear it with cajit_rt_block_cache_clear. Thread-safe. */
#ifndef CAJIT_RUNTIME_BLOCK_CACHE_H
#define CAJIT_RUNTIME_BLOCK_CACHE_H

#include <stdbool.h>
#include <stdint.h>

#define CAJIT_RT_BLOCK_CACHE_MIN ((int64_t)128 << 10)
/* Blocks kept at most (a model's gradients, one block each). */
#define CAJIT_RT_BLOCK_CACHE_BLOCKS 512

/* Offers a freed block (its malloc'ed start, and the payload bytes it can
 * hold); true if the cache kept it, false if the caller must free it. */
bool cajit_rt_block_cache_put(void *raw, int64_t capacity);
/* A kept block that holds `bytes` without wasting more than half of it, or
 * NULL; *out_capacity receives its capacity. */
void *cajit_rt_block_cache_take(int64_t bytes, int64_t *out_capacity);
/* Bytes held now, and the byte limit in force. */
int64_t cajit_rt_block_cache_bytes(void);
int64_t cajit_rt_block_cache_limit(void);
/* Sets the byte limit (negative: back to the environment's or the
 * default), freeing kept blocks beyond it. */
void cajit_rt_block_cache_set_limit(int64_t bytes);
/* Frees every kept block; returns the bytes they held. */
int64_t cajit_rt_block_cache_clear(void);

#endif
