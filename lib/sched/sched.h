/* Scheduling passes over a lowered kernel-IR program (lib/kir/kir.h),
 * run between lowering and codegen, one entry each; lib/compile calls
 * them in this order: cajit_sched_fuse, cajit_sched_gemm_layouts,
 * cajit_sched_gemm_accumulate, cajit_sched_join_siblings,
 * cajit_sched_early_hooks, cajit_sched_join_rows, cajit_sched_row_partials,
 * cajit_sched_join_pointwise, cajit_sched_padded_inplace, cajit_sched_chunk,
 * cajit_sched_loops, cajit_sched_inplace, cajit_sched_memory.
 *
 * Fusion (fuse.c): every aten op lowers to its own kernel writing a full
 * buffer; cajit_sched_fuse inlines pointwise producers into the kernels
 * that read them (pointwise, reduction, scatter and scan values), so a
 * chain of pointwise ops, or the pointwise work feeding a reduction (a
 * bias-grad sum, a layer-norm backward row sum), becomes one loop nest
 * that never writes the intermediates. It never duplicates expensive work
 * (see fuse.c for the rules), keeps every buffer a GEMM, host call or
 * extern call reads, and deletes the kernels it inlined, marking their
 * buffers dead (codegen does not allocate them). */
#ifndef CAJIT_SCHED_SCHED_H
#define CAJIT_SCHED_SCHED_H

#include <stdbool.h>
#include <stdint.h>

#include "cajit/status.h"
#include "kir/kir.h"

typedef struct cajit_sched_stats {
  int32_t kernels_before, kernels_after;
  int32_t inlined;      /* producers inlined (kernels deleted) */
  int32_t aliased;      /* identity copies removed: their readers read the
                           source instead (kernels deleted) */
  int32_t kept_cost;    /* producers kept: too expensive to duplicate */
  int32_t kept_barrier; /* producers kept: a reader needs the buffer */
  int32_t kept_size;    /* producers kept: the reader's value would pass
                           CAJIT_SCHED_MAX_FUSED_NODES */
  /* Value nodes fusion visited and reader / writer list entries it
   * scanned: its work, which grows linearly with the kernels (tests
   * compare it across graph sizes instead of timing). */
  int64_t work;
} cajit_sched_stats;

/* The most value nodes inlining may give one kernel (a limit of compile
 * work: each inline rebuilds the reader's value, codegen and LLVM walk it
 * recursively, and a chain of 100k pointwise nodes would otherwise become
 * one value 100k deep). A producer that would pass it stays in memory. */
enum { CAJIT_SCHED_MAX_FUSED_NODES = 256 };

/* Fuses p in place (see above). stats may be NULL. On error p is left
 * consistent but possibly partly fused; the caller drops it. */
cajit_status cajit_sched_fuse(cajit_kir_program *p, cajit_sched_stats *stats);

/* GEMM layouts (gemm_layout.c): lets GEMMs read the source of a copy that
 * only changes their operand's layout, and write the destination of one
 * that only changes their result's, deleting those copies. Runs after
 * fusion (a copy is only skippable once its readers are known). The
 * number removed goes to *removed (may be NULL). */
cajit_status cajit_sched_gemm_layouts(cajit_kir_program *p, int32_t *removed);

/* GEMM accumulation (gemm_accumulate.c says when): a POINTWISE kernel
 * that only adds GEMM results, each read by it alone, is removed; the
 * GEMMs write its output in program order, the first with beta 0, the
 * others adding into it (beta 1), and their own results are marked dead.
 * Runs after GEMM layouts, on the CPU only. The number of sums removed
 * goes to *out_count (may be NULL). At most this many GEMMs per sum. */
enum { CAJIT_SCHED_MAX_SUMMED_GEMMS = 256 };
cajit_status cajit_sched_gemm_accumulate(cajit_kir_program *p,
                                         int32_t *out_count);

/* Sibling reductions (siblings.c): marks `joined` each REDUCTION kernel
 * that directly follows a REDUCTION (itself not joined) over the same
 * output shape and reduction extents when the two read a common buffer,
 * neither reads the other's output and neither gathers (BatchNorm
 * backward's sum(dy) and sum(dy * (x - mean)) over one dy). Returns the
 * number joined. */
int32_t cajit_sched_join_siblings(cajit_kir_program *p);

/* Row consumers (siblings.c): marks `joined` each POINTWISE kernel that
 * directly follows a REDUCTION (and its joined sibling) and runs over the
 * same rows, reading the reductions' results only at its own row (a
 * layer-norm or RMSNorm backward's dx after its row sums; siblings.c has
 * the conditions), so the loop schedule can compute it per row in the
 * reductions' loops (ACCUM_ROW). Runs after early hooks, which move the
 * grad accumulations that compiled autograd puts between a reduction and
 * its consumer out of the way. Returns the number joined. */
int32_t cajit_sched_join_rows(cajit_kir_program *p);

/* Column sums joined to row units (row_partials.c): a layer-norm
 * backward's weight and bias grads (sums over the rows) right before a
 * row unit (a REDUCTION lead over one row dim with its row consumer)
 * become per-block partial sums, a SCATTER into [blocks, d] joined to the
 * unit (run per row in its loops, ACCUM_ROW) between a zero-fill and a
 * column sum of the blocks, so the rows are read once. Blocks are
 * CAJIT_SCHED_ROW_BLOCK rows, and the loop schedule splits the unit's rows
 * across threads at block boundaries: the sums do not depend on the
 * thread count. With row_producers, the pointwise kernel computing the
 * unit's rows also runs per row, into a scratch row of its block (right
 * only where the unit's kernels run in one loop nest, as the CPU codegen
 * runs them; the GPU's kernels run one after another: false there). Runs
 * after cajit_sched_join_rows; the number of column sums joined goes to
 * *out_joined (may be NULL). */
enum { CAJIT_SCHED_ROW_BLOCK = 64 };
cajit_status cajit_sched_row_partials(cajit_kir_program *p, bool row_producers,
                                      int32_t *out_joined);

/* Pointwise siblings (siblings.c): moves a POINTWISE kernel that reads a
 * root an earlier one over the same shape reads, or the earlier one's
 * output at its own element only, up to right after it, when nothing in
 * between depends on it and it cannot fail, and marks it `joined`
 * (SwiGLU's backward; dwconv's GELU backward after the depthwise
 * grad_input stencil), for the two to share loops
 * (ACCUM_SHARED). Runs after cajit_sched_join_rows, so that a row consumer
 * stays next to its reductions. Returns the number joined. */
int32_t cajit_sched_join_pointwise(cajit_kir_program *p);

/* Early hooks (early_hooks.c): moves each grad accumulation, post-
 * accumulate-grad hook and tensor pre-hook to the earliest point of the
 * schedule where what it reads is ready, pulling only the kernels it
 * depends on ahead of it; everything else keeps its order. Host calls
 * that run user code keep their relative order, a hook never moves across
 * a kernel that reads or writes what it reads or writes (a post-
 * accumulate-grad hook counts as writing its parameter: an optimizer step
 * in the hook must not change the weight a grad still to compute reads),
 * and tensor pre-hooks, which may re-allocate inputs (FSDP2's unshard),
 * never cross a kernel that reads an input. So the communication DDP's and
 * FSDP's hooks start overlaps the rest of the backward. Marks each moved
 * kernel's moved_up and returns the number moved in *moved (may be NULL).
 * Joined reductions move with the kernel they are joined to. */
cajit_status cajit_sched_early_hooks(cajit_kir_program *p, int32_t *moved);

/* Loop schedule (loops.c): decides, for every kernel, what kir.h's
 * cajit_kir_schedule records (loop order, vector dim, parallel dim,
 * accumulation, collapsed reduction dims, vector width); codegen follows
 * it and refuses a kernel without one. Runs after the passes that merge,
 * remove or move kernels (it looks at a reduction's joined sibling). */
typedef struct cajit_sched_loop_options {
  bool no_parallel; /* every kernel serial (parallel_dim -1) */
  /* The target's width for kernels that gain from wide vectors
   * (cajit_jit_target_kernel_vector_width); 0: every kernel's
   * vector_width stays 0 (the target's preference). */
  int32_t wide_vector_width;
  /* The widths for reductions accumulating into their output, plain and
   * with outer loops unrolled inside the vector loop
   * (cajit_jit_target_accum_output_width); 0: the target's preference. */
  int32_t accum_output_width, accum_unrolled_width;
  /* The cache level kernels with prefetch_next prefetch into
   * (cajit_jit_target_prefetch_level); 0 or 1: L1. */
  int32_t prefetch_level;
} cajit_sched_loop_options;
cajit_status cajit_sched_loops(cajit_kir_program *p,
                               const cajit_sched_loop_options *opts);

/* Padded copies in place (padded_inplace.c says when): an intermediate
 * that a lowering's padded copy (a kernel marked writes_interior) reads
 * for the last time moves into the padded buffer's interior, and the copy
 * runs in place (marked `in_place`). Runs before the loop schedule, which
 * must see the layout the intermediate now has; not for the GPU. The
 * number moved goes to *out_count (may be NULL). */
cajit_status cajit_sched_padded_inplace(cajit_kir_program *p,
                                        int32_t *out_count);

/* Chunked regions (chunk.c says when): the kernels from a batched GEMM
 * writing an intermediate to its last reader, at least one more batched
 * GEMM (an attention backward's dP = dO @ V^T to dQ and dK), run per chunk
 * of a batch dim, each chunk's copy of the intermediate a root of its own
 * (the copies marked chunk c of n in the kernel IR). Runs before the loop
 * schedule and the in-place pass; not for the GPU. The number of regions
 * chunked goes to *out_count (may be NULL). */
cajit_status cajit_sched_chunk(cajit_kir_program *p, int32_t *out_count);

/* In-place outputs (inplace.c says when): a POINTWISE kernel whose output
 * can take the memory of an intermediate it reads for the last time
 * writes it there (its out becomes a view of that root, marked
 * `in_place`), so the two share memory in the plan. Runs after the loop
 * schedule (it reads which kernels run in one another's loops), before
 * memory planning; not for the GPU, whose kernels run one after another
 * (a row consumer there no longer follows its row's sums). The number
 * made in place goes to *out_count (may be NULL). */
cajit_status cajit_sched_inplace(cajit_kir_program *p, int32_t *out_count);

/* Memory planning (memplan.c, memplan.h says how): plans p's
 * intermediates (no_reuse: each pinned, sharing memory with nothing) and
 * attaches the plan (p->memplan) for codegen's entry to follow. Runs last:
 * live ranges are kernel positions. */
cajit_status cajit_sched_memory(cajit_kir_program *p, bool no_reuse);

#endif
