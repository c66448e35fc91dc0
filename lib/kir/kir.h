/* Kernel IR: the loop-level program a graph lowers to.
 *
 * A program is a list of buffers, an ordered list of kernels and (once
 * lowered from a graph) a signature saying how the entry function binds a
 * call, over one cajit_expr_ctx (the graph's, borrowed: the program adds
 * its own symbols to it, all with a leading underscore, which .cag files
 * never use: loop indices _i<k> / _r<k>, view placeholders _d<k>, run-time
 * strides _in<n>_st<k> / _h<id>_st<k>).
 *
 * Buffers are either roots (graph inputs, intermediates, outputs, results
 * of host calls: memory with a base pointer and per-dim strides) or views. A
 * view is a root plus an index map, never a copy: either INDEX (one expression
 * per root dim giving the root's index as a function of the view's index
 * placeholders _d0, _d1,
 * ...) or LINEAR (one expression giving the element offset from the root's
 * base pointer). Creating a view of a view composes the maps at once, so a
 * view's base is always a root. Loads and stores through views resolve to
 * root addresses with cajit_kir_buffer_address.
 *
 * Kernels: POINTWISE (out[_i...] = value, over the out buffer's shape),
 * REDUCTION (out[_i...] = reduce over _r... < extents of value, with an
 * accumulator dtype), SCATTER (for each _i... of an iteration space, in
 * order: target = reduce(target, value), where the target element may sit
 * at a data-dependent index; it updates a buffer an earlier kernel wrote),
 * GEMM (C = alpha * A @ B + beta * C on strided f32/f64 matrices, batched
 * over any leading dims), HOST (a call back into the host through the
 * runtime's dispatch: hooks, grad accumulation, fallback ops), EXTERN (a
 * call to a runtime function in C, on strided buffers). Values are typed
 * scalar expression trees over the loop indices _i<k> (outer dims) and _r<k>
 * (reduction dims): every kernel uses the same index symbols, so inlining a
 * producer into a consumer (fusion) is a simultaneous substitution
 * (cajit_kir_value_subst, cajit_kir_value_inline). Kernels may store
 * through views of buffers they allocate (cat writes slices), never into
 * inputs or host results.
 *
 * Data-dependent indices: a LOAD_INDIRECT value (a gather) and the target
 * of a SCATTER kernel address their buffer with index expressions that may
 * use slot symbols _x0, _x1, _x2, each bound to an integral value computed
 * in the kernel (a loaded index). Every slot value is checked against its
 * bound at run time: an out-of-range index fails the call (status
 * CAJIT_INVALID_ARGUMENT, "<kernel>: index 7 is out of bounds for dimension
 * 1 with size 4", torch's message), so a kernel holding one can fail, like a
 * GEMM. For fusion: a producer read through a LOAD_INDIRECT cannot be
 * inlined there (cajit_kir_value_inline refuses); the buffer a SCATTER
 * updates is written by two kernels (its initializer, then the scatter),
 * so it is never a pointwise producer to inline, and the scatter is not a
 * pointwise kernel to merge; producers may still be inlined into a
 * scatter's value, mask and slot values through ordinary loads. A scatter
 * must stay sequential: its order of accumulation is its result's
 * rounding.
 *
 * SCAN kernels (cumulative sum / product / max / min along one dim of out)
 * carry a dependence along that dim: element k combines the value at k
 * with the result at k - 1. They are neither pointwise nor reductions, so
 * fusion must not merge one into another kernel or inline its output into
 * a consumer as if it were pointwise (a scan's out is a producer only
 * through memory); producers may still be inlined into a scan's value.
 *
 * Ownership: everything a program holds lives in its arena and is released
 * by cajit_kir_program_destroy; the expression context stays the caller's.
 *
 * Errors: builders of buffers and kernels return a cajit_status. Value
 * constructors return NULL on failure (out of memory, a dtype mismatch, a
 * NULL operand) and record the first error in the program, so a lowering can
 * build a whole tree and check once (cajit_kir_program_error). */
#ifndef CAJIT_KIR_KIR_H
#define CAJIT_KIR_KIR_H

#include <stdbool.h>
#include <stdint.h>

#include "cajit/expr.h"
#include "cajit/graph.h"
#include "cajit/status.h"
#include "cajit/types.h"
#include "support/vec.h"

typedef struct cajit_arena cajit_arena;

/* ---- buffers -------------------------------------------------------------
 */

typedef enum cajit_kir_buffer_kind {
  CAJIT_KIR_BUFFER_INPUT,        /* graph input: pointer and strides given */
  CAJIT_KIR_BUFFER_INTERMEDIATE, /* allocated, freed before the entry returns */
  CAJIT_KIR_BUFFER_OUTPUT,       /* allocated, handed to the caller */
  CAJIT_KIR_BUFFER_VIEW,         /* root + index map */
  CAJIT_KIR_BUFFER_HOST_RESULT,  /* returned by a host call: pointer and
                                    strides known once the call returns */
} cajit_kir_buffer_kind;

typedef enum cajit_kir_map_kind {
  CAJIT_KIR_MAP_INDEX,  /* map[k]: root index k, over _d placeholders */
  CAJIT_KIR_MAP_LINEAR, /* map[0]: element offset from the root pointer */
} cajit_kir_map_kind;

typedef struct cajit_kir_buffer {
  int32_t id;
  cajit_kir_buffer_kind kind;
  cajit_dtype dtype;
  int32_t ndim;
  const cajit_expr **shape; /* ndim int expressions */
  /* Strided form relative to the root's base pointer: element address of
   * index i is offset + sum(strides[k] * i[k]). Always set for roots (offset
   * 0); for a view only when its map is affine, else both NULL. Strides of
   * an input not declared by the graph are symbols _in<n>_st<k>, read from
   * the DLTensor at run time. */
  const cajit_expr *offset;
  const cajit_expr **strides;
  /* INPUT, HOST_RESULT: per dim, true when strides[k] is such a run-time
   * symbol (bound by the entry), false when it is a declared stride (a
   * guard). NULL for other kinds. */
  const bool *stride_open;
  int32_t input_index;  /* INPUT: position in the call's inputs */
  int32_t output_index; /* OUTPUT: position in the call's outputs, or -1 */
  int32_t host_kernel;  /* HOST_RESULT: the kernel that returns it */
  /* VIEW only. */
  int32_t root; /* the root buffer (itself for roots) */
  cajit_kir_map_kind map_kind;
  int32_t map_len; /* root ndim (INDEX) or 1 (LINEAR) */
  const cajit_expr **map;
  /* VIEW only: the buffer it was made from, and when made with an INDEX
   * map, that map over base's dims before composition (base ndim
   * expressions; NULL for a LINEAR map, relative to the root). The entry
   * checks each view against its base (cajit_kir_view_bounds). */
  int32_t base;
  const cajit_expr **base_map;
  /* The graph node whose lowering made the buffer ("%5 = aten.slice.Tensor"),
   * for the entry's messages; NULL for inputs and buffers the scheduler
   * made. */
  const char *origin;
  /* INTERMEDIATE: set by fusion (lib/sched) once no kernel reads or writes
   * it any more; codegen does not allocate it. */
  bool dead;
} cajit_kir_buffer;

/* ---- scalar values -------------------------------------------------------
 */

typedef enum cajit_kir_op {
  CAJIT_KIR_CONST, /* u.f (floating dtypes) or u.i (bool, integral) */
  CAJIT_KIR_LOAD,  /* u.load */
  CAJIT_KIR_EXPR,  /* u.expr: an int/float/bool symbolic expression */
  /* unary */
  CAJIT_KIR_NEG,
  CAJIT_KIR_EXP,
  CAJIT_KIR_LOG,
  CAJIT_KIR_LOG1P,
  CAJIT_KIR_EXPM1,
  CAJIT_KIR_SQRT,
  CAJIT_KIR_RSQRT,
  CAJIT_KIR_ABS,
  CAJIT_KIR_TANH,
  CAJIT_KIR_SIGMOID,
  CAJIT_KIR_ERF,
  CAJIT_KIR_SIN,
  CAJIT_KIR_COS,
  CAJIT_KIR_RELU,
  CAJIT_KIR_SIGN,
  CAJIT_KIR_NOT, /* logical not of a bool */
  /* binary, operands of the node's dtype */
  CAJIT_KIR_ADD,
  CAJIT_KIR_SUB,
  CAJIT_KIR_MUL,
  CAJIT_KIR_DIV, /* true division: floating dtypes only */
  CAJIT_KIR_POW, /* floating dtypes only */
  CAJIT_KIR_MAX, /* NaN-propagating, as torch.maximum */
  CAJIT_KIR_MIN,
  CAJIT_KIR_AND, /* bool: logical; integral: bitwise */
  CAJIT_KIR_OR,
  /* comparisons: operands of one dtype, result bool */
  CAJIT_KIR_EQ,
  CAJIT_KIR_NE,
  CAJIT_KIR_LT,
  CAJIT_KIR_LE,
  CAJIT_KIR_GT,
  CAJIT_KIR_GE,
  /* others */
  CAJIT_KIR_WHERE, /* args: bool cond, a, b (a and b of the node's dtype) */
  CAJIT_KIR_CAST,  /* args: a of any dtype, converted as torch's .to() */
  /* A gather: u.load whose index expressions may use the slot symbols _x<k>
   * (k < arg_count), bound to the integral values args[k] and checked
   * against u.load.slots[k]. The args are evaluated first, outside the
   * slots' scope. Codegen evaluates every operand of a where, so a gather in
   * an unselected branch is still checked: clamp its index if that branch
   * may carry an invalid one. */
  CAJIT_KIR_LOAD_INDIRECT,
  /* args[0] (an integral value v), after checking that v == u.check.except
   * (when not NULL) or u.check.lo <= v < u.check.hi: otherwise the kernel
   * fails with CAJIT_INVALID_ARGUMENT and u.check.message, a printf format
   * given v as one %lld ("Target %lld is out of bounds.", torch's message
   * for a class index nll_loss cannot take). A kernel holding one can
   * fail, like a gather; it costs fusion one op. */
  CAJIT_KIR_CHECK,
  CAJIT_KIR_OP_COUNT_
} cajit_kir_op;
/* True for the comparisons EQ .. GE (their result is BOOL). */
bool cajit_kir_op_is_compare(cajit_kir_op op);

/* A data-dependent index (slot _x<k> of an indirect access). Its valid
 * values are [0, bound); any other fails the call naming `dim` (the tensor
 * dim it indexes, for the message) and bound. With wrap, a negative value v
 * first becomes v + bound (Python indexing, as x[-1]). */
typedef struct cajit_kir_slot {
  const cajit_expr *bound; /* int expression, no index symbols but _i/_r */
  int32_t dim;
  bool wrap;
} cajit_kir_slot;

/* At most this many slots per indirect access. */
enum { CAJIT_KIR_MAX_SLOTS = 3 };

typedef struct cajit_kir_value cajit_kir_value;
struct cajit_kir_value {
  cajit_kir_op op;
  cajit_dtype dtype;
  int32_t arg_count;
  const cajit_kir_value *args[3];
  union {
    double f;
    int64_t i;
    struct {
      int32_t buffer; /* any buffer, views included */
      int32_t ndim;
      const cajit_expr **index;
      const cajit_kir_slot *slots; /* LOAD_INDIRECT: arg_count; else NULL */
    } load;
    const cajit_expr *expr;
    struct {
      const char *message;
      const cajit_expr *lo, *hi, *except; /* int expressions */
    } check;
  } u;
};

/* ---- kernels -------------------------------------------------------------
 */

typedef enum cajit_kir_kernel_kind {
  CAJIT_KIR_POINTWISE,
  CAJIT_KIR_REDUCTION,
  CAJIT_KIR_GEMM,
  CAJIT_KIR_HOST,
  CAJIT_KIR_SCATTER,
  CAJIT_KIR_EXTERN,
  CAJIT_KIR_SCAN,
} cajit_kir_kernel_kind;

typedef enum cajit_kir_reduce_op {
  CAJIT_KIR_REDUCE_SUM,
  CAJIT_KIR_REDUCE_PROD,
  CAJIT_KIR_REDUCE_MAX, /* NaN-propagating, as torch.amax */
  CAJIT_KIR_REDUCE_MIN,
  /* SCATTER only: target = value (torch's scatter without reduce: the
   * last update of an element in the space's order stays, as ATen's
   * sequential CPU loop leaves it). */
  CAJIT_KIR_REDUCE_ASSIGN,
} cajit_kir_reduce_op;

/* How a kernel's loops run: decided by lib/sched's loop-schedule pass
 * (cajit_sched_loops, lib/sched/loops.c), printed with the kernel, and
 * followed by codegen, which decides none of it. */
typedef enum cajit_kir_accum {
  CAJIT_KIR_ACCUM_NONE, /* nothing accumulates (POINTWISE; GEMM, EXTERN
                           and HOST kernels are runtime calls) */
  /* REDUCTION: one register accumulator per output element over the
   * reduction loops, innermost. SCAN: the running value in a register,
   * the scanned dim innermost. */
  CAJIT_KIR_ACCUM_REGISTER,
  /* REDUCTION: accumulated straight into the output, vector_dim innermost,
   * four input rows per pass. SCAN: the scanned dim outside vector_dim,
   * the running value read back from the output. */
  CAJIT_KIR_ACCUM_OUTPUT,
  /* REDUCTION joined to the one before: computed in that kernel's loops
   * with its own register accumulator (no function of its own). POINTWISE
   * joined to the pointwise kernel before it: computed in its loops, in
   * the same order (no function of its own). */
  CAJIT_KIR_ACCUM_SHARED,
  /* SCATTER: each target element loaded, combined and stored in turn. */
  CAJIT_KIR_ACCUM_TARGET,
  /* POINTWISE joined to the reduction before it (and that one's shared
   * sibling; lib/sched/siblings.c): computed in the reduction's loops,
   * for each of its output elements (a row) right after the row's results
   * are stored, over its inner loops (no function of its own). Its order
   * lists the reduction's row dims first, in the reduction's order.
   * SCATTER joined likewise (a block partial sum, row_partials.c): its
   * targets updated per row, after the row kernels before it. */
  CAJIT_KIR_ACCUM_ROW,
} cajit_kir_accum;

/* The most outer loops a schedule unrolls inside the vector loop
 * (inner_out_loops below). */
enum { CAJIT_KIR_MAX_INNER_OUT = 3 };

typedef struct cajit_kir_schedule {
  bool decided; /* set by the pass; codegen refuses a kernel without */
  /* The outer loops, outermost first: out dims (a SCATTER's space dims),
   * loop_count of them (GEMM: its batch loops; EXTERN, HOST: none). */
  int32_t loop_count;
  const int32_t *order;
  /* The out dim innermost and unit-stride, that LLVM vectorizes across;
   * -1 when there is none (a REDUCTION with register accumulators
   * vectorizes its innermost reduction loop). */
  int32_t vector_dim;
  /* The out dim split across threads (-1: serial), in blocks of
   * parallel_block elements (more than 1 when it is the innermost,
   * vectorized loop, so chunk boundaries never move elements between the
   * vector loop and its remainder). */
  int32_t parallel_dim;
  int64_t parallel_block;
  /* REDUCTION with ACCUM_OUTPUT: how many of the outer loops before
   * vector_dim (the last ones of order, of constant extents, at most
   * CAJIT_KIR_MAX_INNER_OUT) run unrolled inside the vector loop (and so
   * inside the reduction loops) rather than outside the reduction loops:
   * an input element that does not depend on them is loaded once for all
   * their values while the output slice they span stays in cache (a
   * depthwise convolution's grad_weight: one vector of x serves every
   * kernel offset). 0: every outer loop outside. */
  int32_t inner_out_loops;
  /* With inner_out_loops and at least two reduction dims: each pass over
   * a block of the innermost reduction dim's rows first prefetches the
   * same rows at the next index of the reduction dim around it (clamped
   * to its last), a prefetch per 64 bytes of the vector dim for each
   * load that depends on that dim: a depthwise grad_weight reads the next
   * image's planes while it works on this one (bench/README.md, "dwconv's
   * grad_weight rows, round 3"). Not when the vector dim is the parallel
   * one. */
  bool prefetch_next;
  /* With prefetch_next: the cache level the prefetches fill, 1 (L1) or 2
   * (L2: prefetcht1 on x86; the target's choice,
   * cajit_jit_target_prefetch_level). */
  int32_t prefetch_level;
  /* "prefer-vector-width" of the kernel's function in bits; 0: the
   * target's preference (LLVM's for the CPU, or the global width). */
  int32_t vector_width;
  cajit_kir_accum accum;
  /* REDUCTION with register accumulators: reduction dims [collapse_from,
   * red_ndim) run as one loop over the product of their extents
   * (collapse_from == red_ndim - 1: no collapse), when collapse_lhs[i] ==
   * collapse_rhs[i] holds at run time for every i < collapse_checks (input
   * strides), else nested. */
  int32_t collapse_from;
  /* With a collapsed loop (collapse_from < red_ndim - 1), an f64 sum of
   * f32 terms (each kernel sharing the loop: REDUCE_SUM, acc f64, value a
   * CAST to f64 of an f32 value): the collapsed loop runs in blocks of
   * partial_block elements, each block's terms summed in f32 (vectorized
   * 16 wide, no conversions) and the block's sum added to the f64
   * accumulator; the elements after the last block are added in f64 one
   * by one. A block's f32 rounding stays within that of a sum of
   * partial_block terms; across blocks the sum is f64's as before
   * (bench/README.md, "dwconv's last two kernels"). 0: every term
   * converted and added in f64. */
  int32_t partial_block;
  /* REDUCTION with register accumulators, reduction dims before the
   * collapsed ones (0 < collapse_from < red_ndim - 1) and no row kernels:
   * the innermost outer loop runs in tiles of out_tile elements, with the
   * reduction dims [0, collapse_from) outside each tile's loop, the
   * accumulators of a tile in a stack array: BatchNorm's channel sums of
   * an [n, c, h, w] tensor read the n-th image's planes of a tile's
   * channels one after the other, in memory order, instead of a 12.5 KB
   * plane per image per channel at strides of c planes (bench/README.md,
   * "BatchNorm backward on Zen 4 (helper-49)"). Every output element adds
   * its terms in the same order as untiled. 0: untiled. */
  int32_t out_tile;
  int32_t collapse_checks;
  const cajit_expr *const *collapse_lhs;
  const cajit_expr *const *collapse_rhs;
  /* POINTWISE with its own loops (not SHARED or ROW): the last
   * out_collapse loops of order (2 or more; 0: none), all after the
   * parallel one, run as one loop over the product of their extents (the
   * innermost index walks it, the others stay 0) when collapse_lhs[i] ==
   * collapse_rhs[i] holds at run time for every i < collapse_checks, else
   * nested: a [16, 512, 88] SwiGLU backward runs one vector loop of 45056
   * elements per batch entry instead of 512 of 5.5 vectors each. */
  int32_t out_collapse;
  /* ACCUM_ROW: the first row_dims loops of order are the reduction's row
   * dims, bound by its loops; the others are this kernel's own. row_first:
   * computed before the reductions' loops of each row, not after (the
   * kernel's `row_first`). row_shared: computed in the inner loops of
   * the row kernel before it (the same loops over the same extents), per
   * element after it, so the row's elements both read are loaded once. */
  int32_t row_dims;
  bool row_first, row_shared;
  /* GEMM without batch dims (m x n and k not constants ruled out below):
   * at run time, when m n <= CAJIT_KIR_GEMM_SPLIT_MAX_MN, GEMMs go to
   * torch's BLAS, outside a parallel region on T >= 2 threads, k is cut into
   * min(T, k / split_k) blocks (2 or more, else one call), one BLAS call per
   * thread, the partial products added in block order (runtime gemm_split.c). A
   * Linear's weight grad at small width ([64 x 8192] @ [8192 x 64]): one
   * threaded BLAS call scaled 1.2-1.3x on 2 threads (bench/README.md,
   * "Memory-bound round 3"). 0: one call. */
  int64_t split_k;
} cajit_kir_schedule;

/* The GEMM split over k (split_k above): results of at most this many
 * elements, blocks of at least CAJIT_KIR_GEMM_SPLIT_MIN_K. */
enum {
  CAJIT_KIR_GEMM_SPLIT_MAX_MN = 128 * 128,
  CAJIT_KIR_GEMM_SPLIT_MIN_K = 2048
};

typedef struct cajit_kir_kernel {
  int32_t id;
  cajit_kir_kernel_kind kind;
  const char *name; /* for prints and LLVM names: "%5 aten.exp" */
  /* POINTWISE: fusion must not inline it into its readers. Set by a
   * lowering whose reader reads each element many times through one index
   * map that is not one-to-one (im2col reads the padded input KK times),
   * which fusion's duplicate test (does every read site use every loop?)
   * does not see. */
  bool keep;
  /* POINTWISE: out is the interior of a padded intermediate root whose
   * margins later kernels write (a lowering's claim:
   * lib/ops/conv_depthwise_lower.c). lib/sched/padded_inplace.c may move
   * an intermediate the kernel reads into that interior. */
  bool writes_interior;
  /* REDUCTION: runs inside the previous kernel's loops, a reduction over
   * the same output shape and reduction extents that reads a buffer this
   * one reads too (lib/sched/siblings.c). POINTWISE: a row consumer of the
   * reduction (and sibling) before it, run per row in its loops, or a
   * sibling of the pointwise kernel before it (siblings.c says when).
   * SCATTER: a block partial sum of a column sum, run per row in the loops
   * of the row unit before it (lib/sched/row_partials.c). Memory
   * planning counts the joined kernels as one step; codegen computes them in
   * one loop nest when the schedule says so (ACCUM_SHARED, ACCUM_ROW), reading
   * the shared input once. */
  bool joined;
  /* POINTWISE joined as a row kernel that the reductions of its unit read
   * (lib/sched/row_partials.c): it writes, per row, the row they read, into
   * a per-block scratch row, so it must run per row before them
   * (ACCUM_ROW with row_first); the loop schedule fails rather than run
   * it on its own. */
  bool row_first;
  /* HOST (lib/sched/early_hooks.c): how many kernels this grad
   * accumulation or hook was moved ahead of, to run as soon as its inputs
   * are ready; 0 when it stayed where the graph had it. */
  int32_t moved_up;
  bool moved_past_inputs; /* and some of those read graph inputs */
  /* POINTWISE (lib/sched/inplace.c): out is a view of an intermediate the
   * kernel reads for the last time, written in place; with
   * writes_interior (lib/sched/padded_inplace.c): such an intermediate was
   * moved into out's interior. */
  bool in_place;
  /* POINTWISE, REDUCTION, GEMM (lib/sched/chunk.c): the kernel is the
   * copy of one kernel of a chunked region for rows
   * [chunk * E / chunk_count, (chunk + 1) * E / chunk_count) of its outer
   * dim chunk_dim (extent E); chunk_count 0: not chunked. */
  int32_t chunk, chunk_count, chunk_dim;
  cajit_kir_schedule sched; /* see cajit_kir_schedule */
  /* POINTWISE, REDUCTION: out[_i0, ...] over the shape of out. SCATTER:
   * the buffer target updates. */
  int32_t out;
  const cajit_kir_value *value;
  /* REDUCTION: value is of acc_dtype, reduced over _r0 < red_extents[0],
   * ...; the result is cast to the out dtype. SCATTER: reduce and
   * acc_dtype as below. */
  int32_t red_ndim;
  const cajit_expr **red_extents;
  cajit_kir_reduce_op reduce;
  cajit_dtype acc_dtype;
  /* SCATTER: for each _i0 < space[0], ... (row-major order, sequentially),
   * when mask (a bool value, or NULL for always) holds:
   *   target = reduce(target as acc_dtype, value) converted to out's dtype
   * target is a LOAD or LOAD_INDIRECT value of `out` naming the element;
   * value is of acc_dtype and is evaluated only where mask holds (so is a
   * target's slot check). Elements are updated one at a time in that order,
   * which fixes the rounding of a sum as torch's sequential CPU loops do. */
  int32_t space_ndim;
  const cajit_expr **space;
  const cajit_kir_value *target, *mask;
  /* SCAN: an inclusive scan along dim scan_dim of out with op `reduce`:
   *   acc = init(reduce);  for k: acc = reduce(acc, value(_i<scan_dim> = k));
   *                               out[.., k, ..] = acc converted to out's
   * dtype, with acc of acc_dtype (value must be of acc_dtype, over the outer
   * indices _i0.._i{ndim-1} only). Sequential along scan_dim, in order (the
   * rounding of a cumulative sum is torch's); independent across the other
   * dims (codegen may vectorize or parallelize across them). */
  int32_t scan_dim;
  /* GEMM: c[b.., m, n] = alpha * sum_k a[b.., m, k] * b[b.., k, n] + beta *
   * c. Strided views of one float dtype, all of one rank >= 2: the dims
   * before the last two are batch dims (bmm: one; attention: batch and
   * heads). beta 0 never reads c. */
  int32_t a, b, c;
  const cajit_expr *alpha, *beta; /* float expressions */
  /* HOST: see cajit_kir_host_desc. */
  const struct cajit_kir_host_desc *host;
  /* EXTERN: see cajit_kir_extern_desc. */
  const struct cajit_kir_extern_desc *ext;
} cajit_kir_kernel;

/* A call to a runtime function written in C, for computations no index
 * expression describes (a recurrence over a symbolic number of steps, as
 * an LSTM layer's backward). The function has the signature
 *
 *   int32_t fn(cajit_call *call, void *const *ptrs, const int64_t *ints);
 *
 * ptrs[k] is the address of element [0, ...] of tensor argument k; ints
 * holds, for each tensor argument in order, its ndim sizes then its ndim
 * strides (in elements), then the int arguments. It returns 0, or 1 after
 * setting call->status. It may read every argument, and writes each
 * argument marked written, entirely: those are buffers the program
 * allocates. Its symbol must be among those the JIT resolves
 * (cajit_compile_jit_symbols). */
typedef struct cajit_kir_extern_desc {
  const char *fn;
  int32_t *args; /* strided buffers (roots, or views with a strided form) */
  bool *writes;  /* per argument */
  int32_t arg_count;
  const cajit_expr **ints; /* int expressions */
  int32_t int_count;
} cajit_kir_extern_desc;

/* A host call (runtime/host_call.h's cajit_rt_host_site, plus buffers). */
typedef struct cajit_kir_host_desc {
  int32_t kind;   /* cajit_host_op_kind */
  int32_t node;   /* the graph node it runs (cajit_graph.nodes index) */
  int32_t hook;   /* index into the call's hooks, or -1 */
  uint32_t flags; /* cajit_host_flags */
  /* Tensor arguments: strided buffer ids (views with a strided form, or
   * roots), -1 for none. The first arg_split form the first list
   * (post_hook, backward); arg_split == arg_count otherwise. */
  int32_t *args;
  int32_t arg_count, arg_split;
  /* Results: HOST_RESULT buffer ids (made by cajit_kir_add_host), -1 for a
   * `none` result. */
  int32_t *results;
  int32_t result_count;
  /* FALLBACK: the op and its arguments in the runtime's description syntax
   * ($tN tensors, $iN / $fN run-time ints / floats given by ints / floats
   * below); NULL otherwise. */
  const char *op_name;
  const char *args_desc;
  /* FALLBACK only: the op runs through the host's own library by choice
   * (cajit_lower_library: faster there, as oneDNN's convolutions), not for
   * want of a native lowering; listed apart from the fallbacks. */
  bool library;
  const cajit_expr **ints;
  int32_t int_count;
  const cajit_expr **floats;
  int32_t float_count;
} cajit_kir_host_desc;

/* ---- signature -----------------------------------------------------------
 */

/* How the entry function binds a call to the program (from the graph): the
 * inputs (each an INPUT buffer), the sizes / scalars / hooks counts, the
 * symbols and where their values come from, the assumptions to check, and
 * the outputs (OUTPUT buffers, -1 for `none`). */
typedef struct cajit_kir_signature {
  int32_t input_count;
  const int32_t *inputs;
  int32_t sizes_count, scalars_count, hooks_count;
  int32_t binding_count;
  const cajit_symbol_binding *bindings;
  int32_t assumption_count;
  const cajit_expr **assumptions;
  int32_t output_count;
  const int32_t *outputs;
} cajit_kir_signature;

/* ---- program -------------------------------------------------------------
 */

/* A condition on the bound symbols the entry checks once the guards hold,
 * before any kernel runs: when it is false the call fails with
 * CAJIT_INVALID_ARGUMENT and the message (torch's, for an op torch refuses
 * on these sizes: amax over an empty dim). */
typedef struct cajit_kir_assert {
  const cajit_expr *cond;
  const char *message;
} cajit_kir_assert;

/* The memory plan of a program's intermediates: decided by lib/sched's
 * memory pass (lib/sched/memplan.h says how), printed with the program,
 * followed by codegen's entry. Arrays are cajit_malloc'ed; a program owns
 * the plan attached to it. */
enum { CAJIT_MEMPLAN_NOT_RELEASED = -2, CAJIT_MEMPLAN_BEFORE_KERNELS = -1 };

typedef struct cajit_kir_memplan {
  int32_t count;    /* intermediates planned */
  int32_t *buffers; /* their buffer ids, in id order */
  int32_t *first;   /* live range of each: kernel indices, -1 if unused */
  int32_t *last;
  bool *pinned; /* shares memory with no other buffer */
  int32_t donated_count;
  int32_t *donated;        /* buffer ids of the donated roots */
  int32_t *donated_kernel; /* the accumulate_grad kernel of each */
  int32_t *donated_view;   /* the argument it is passed as (a root or view) */
  /* Per buffer id, for INPUT and HOST_RESULT roots: the kernel after which
   * it may be released (a host result's own host kernel when nothing reads
   * it; CAJIT_MEMPLAN_BEFORE_KERNELS for an input no kernel reads);
   * CAJIT_MEMPLAN_NOT_RELEASED for every other buffer. */
  int32_t *release_after;
} cajit_kir_memplan;

typedef struct cajit_kir_program {
  cajit_expr_ctx *exprs; /* borrowed */
  cajit_arena *arena;
  CAJIT_VEC(cajit_kir_buffer) buffers;
  CAJIT_VEC(cajit_kir_kernel) kernels;
  CAJIT_VEC(cajit_kir_assert) asserts;
  const cajit_kir_signature *signature; /* NULL until set */
  cajit_status error;                   /* first error of a value constructor */
  cajit_kir_memplan *memplan;           /* NULL until lib/sched plans memory */
  /* private */
  CAJIT_VEC(uint8_t) symflags_;      /* per symbol index: KIR_SYM_* bits */
  CAJIT_VEC(int32_t) index_syms_[4]; /* per cajit_kir_index_kind */
} cajit_kir_program;

/* Creates an empty program over exprs (not owned). Release with
 * cajit_kir_program_destroy. */
cajit_status cajit_kir_program_create(cajit_expr_ctx *exprs,
                                      cajit_kir_program **out_program);
void cajit_kir_program_destroy(cajit_kir_program *p);
/* The first error a value constructor met (NULL if none). The program keeps
 * it: the caller gets a copy it must free. */
cajit_status cajit_kir_program_error(const cajit_kir_program *p);
/* Records s as the program's error (the first one wins; a later one is
 * freed) and returns NULL, for builders that return a value. */
void *cajit_kir_program_fail(cajit_kir_program *p, cajit_status s);
/* An out-of-memory status: "kernel IR: out of memory <what>". */
cajit_status cajit_kir_oom(const char *what);

/* Attaches memory plan m to p, which takes its arrays (m is zeroed, also on
 * failure, when they are freed), replacing any earlier plan. */
cajit_status cajit_kir_set_memplan(cajit_kir_program *p, cajit_kir_memplan *m);
void cajit_kir_memplan_free(cajit_kir_memplan *m);

/* Sets the program's signature (copied). Checks that inputs are INPUT
 * buffers of matching positions and outputs OUTPUT buffers of matching
 * positions (or -1). */
cajit_status cajit_kir_set_signature(cajit_kir_program *p,
                                     const cajit_kir_signature *sig);

/* Adds an assertion (message copied); one that holds at compile time is
 * dropped. */
cajit_status cajit_kir_add_assert(cajit_kir_program *p, const cajit_expr *cond,
                                  const char *message);

/* Declares that symbol sym is never negative (dims, sizes), which lets
 * codegen use unsigned division. Index symbols are known non-negative. */
cajit_status cajit_kir_symbol_set_nonneg(cajit_kir_program *p, int32_t sym);
bool cajit_kir_expr_nonneg(const cajit_kir_program *p, const cajit_expr *e);

/* The index symbols of kernels: _i<k> (outer loop k), _r<k> (reduction
 * loop k), _d<k> (view placeholders), _x<k> (slot k of an indirect access,
 * k < CAJIT_KIR_MAX_SLOTS), created in the expression context on first
 * use. Writes n expressions to out (unless out is NULL). */
typedef enum cajit_kir_index_kind {
  CAJIT_KIR_INDEX_OUTER,
  CAJIT_KIR_INDEX_REDUCE,
  CAJIT_KIR_INDEX_VIEW,
  CAJIT_KIR_INDEX_SLOT,
} cajit_kir_index_kind;
cajit_status cajit_kir_indices(cajit_kir_program *p, cajit_kir_index_kind kind,
                               int32_t n, const cajit_expr **out);
/* True if symbol sym is one of the index symbols above. */
bool cajit_kir_symbol_is_index(const cajit_kir_program *p, int32_t sym);
/* Position k of symbol sym among the index symbols of kind, or -1. */
int32_t cajit_kir_index_position(const cajit_kir_program *p,
                                 cajit_kir_index_kind kind, int32_t sym);
/* Symbol index of index symbol k of kind (which must exist). */
static inline int32_t cajit_kir_index_symbol(const cajit_kir_program *p,
                                             cajit_kir_index_kind kind,
                                             int32_t k) {
  return p->index_syms_[kind].data[k];
}

/* ---- building buffers ----------------------------------------------------
 */

const cajit_kir_buffer *cajit_kir_buffer_get(const cajit_kir_program *p,
                                             int32_t id);

/* Graph input input_index. strides may be NULL, and any entry NULL: those
 * strides become run-time symbols _in<input_index>_st<k>. */
cajit_status cajit_kir_buffer_input(cajit_kir_program *p, int32_t input_index,
                                    cajit_dtype dtype, int32_t ndim,
                                    const cajit_expr *const *shape,
                                    const cajit_expr *const *strides,
                                    int32_t *out_buffer);
/* A contiguous buffer the program allocates (INTERMEDIATE or OUTPUT; an
 * OUTPUT gets output_index -1 until cajit_kir_buffer_set_output, which
 * also turns an INTERMEDIATE into an OUTPUT). */
cajit_status cajit_kir_buffer_alloc(cajit_kir_program *p,
                                    cajit_kir_buffer_kind kind,
                                    cajit_dtype dtype, int32_t ndim,
                                    const cajit_expr *const *shape,
                                    int32_t *out_buffer);
cajit_status cajit_kir_buffer_set_output(cajit_kir_program *p, int32_t buffer,
                                         int32_t output_index);

/* Views. Each makes a new buffer; base may itself be a view. */
/* Generic: shape of the view, and a map over _d0.._d{ndim-1} in terms of
 * base: map_len == base ndim expressions (INDEX) or 1 (LINEAR, an element
 * offset relative to the base's root pointer). */
cajit_status cajit_kir_view_map(cajit_kir_program *p, int32_t base,
                                int32_t ndim, const cajit_expr *const *shape,
                                cajit_kir_map_kind kind, int32_t map_len,
                                const cajit_expr *const *map,
                                int32_t *out_buffer);
/* view dim k is base dim perm[k]. */
cajit_status cajit_kir_view_permute(cajit_kir_program *p, int32_t base,
                                    const int32_t *perm, int32_t *out_buffer);
/* Broadcast to shape (ndim >= base ndim, aligned at the right; base dims of
 * size 1 may take any size). */
cajit_status cajit_kir_view_expand(cajit_kir_program *p, int32_t base,
                                   int32_t ndim, const cajit_expr *const *shape,
                                   int32_t *out_buffer);
/* Drops dim, fixed at index (non-negative). */
cajit_status cajit_kir_view_select(cajit_kir_program *p, int32_t base,
                                   int32_t dim, const cajit_expr *index,
                                   int32_t *out_buffer);
/* Dim dim becomes start + step * i for i < size. */
cajit_status cajit_kir_view_slice(cajit_kir_program *p, int32_t base,
                                  int32_t dim, const cajit_expr *start,
                                  const cajit_expr *step,
                                  const cajit_expr *size, int32_t *out_buffer);
/* Inserts / removes a dim of size 1. */
cajit_status cajit_kir_view_unsqueeze(cajit_kir_program *p, int32_t base,
                                      int32_t dim, int32_t *out_buffer);
cajit_status cajit_kir_view_squeeze(cajit_kir_program *p, int32_t base,
                                    int32_t dim, int32_t *out_buffer);
/* view / reshape: same elements in row-major order. When the base's strides
 * allow it (as torch's view does) the result is a strided LINEAR map; else
 * an INDEX map that linearizes and delinearizes with // and %. Either way a
 * load is correct; only the strided form can feed a GEMM. The caller checks
 * that the element counts agree. */
cajit_status cajit_kir_view_reshape(cajit_kir_program *p, int32_t base,
                                    int32_t ndim,
                                    const cajit_expr *const *shape,
                                    int32_t *out_buffer);
/* as_strided: element offset + sum(strides[k] * i[k]) from the root. */
cajit_status cajit_kir_view_as_strided(cajit_kir_program *p, int32_t base,
                                       int32_t ndim,
                                       const cajit_expr *const *shape,
                                       const cajit_expr *const *strides,
                                       const cajit_expr *offset,
                                       int32_t *out_buffer);

/* What keeps a view inside the buffer it was made from (kir_bounds.c):
 * when `nonempty` holds (every view dim >= 1), each check's cond must
 * hold. A check bounds base dim `dim` (INDEX maps: lo..hi must lie in
 * 0..dim size - 1) or, with dim -1, the element offset from the root
 * (LINEAR maps: lo..hi within the root's memory, limit_lo..limit_hi, and
 * the root not empty). Checks proven at compile time are left out (count
 * 0: nothing to check); an unchecked one is a map the bounds cannot follow
 * (a division by a divisor of unknown sign), cond NULL. Everything lives
 * in the program's arena. */
typedef struct cajit_kir_bound_check {
  int32_t dim;
  bool unchecked;
  const cajit_expr *lo, *hi, *limit_lo, *limit_hi, *cond;
} cajit_kir_bound_check;
typedef struct cajit_kir_view_bound {
  const cajit_expr *nonempty;
  cajit_kir_bound_check *checks;
  int32_t count;
} cajit_kir_view_bound;
cajit_status cajit_kir_view_bounds(cajit_kir_program *p, int32_t view,
                                   cajit_kir_view_bound *out);

/* Where element index[] of buffer lives: *out_root (a root buffer) and the
 * element offset from its base pointer. */
cajit_status cajit_kir_buffer_address(cajit_kir_program *p, int32_t buffer,
                                      const cajit_expr *const *index,
                                      int32_t *out_root,
                                      const cajit_expr **out_offset);
/* For an INDEX-mapped view (or a root): the root indices of element index[]
 * (root ndim expressions written to out_index). Returns an error for LINEAR
 * views, whose root indices are not defined. */
cajit_status cajit_kir_buffer_root_index(cajit_kir_program *p, int32_t buffer,
                                         const cajit_expr *const *index,
                                         int32_t *out_root,
                                         const cajit_expr **out_index);

/* ---- building values -----------------------------------------------------
 */

/* A constant of dtype: a floating constant holds v rounded to the dtype
 * (through float, as a cast from f64 computes it), so folding a cast of a
 * constant gives what the cast gives at run time. */
const cajit_kir_value *cajit_kir_const_float(cajit_kir_program *p,
                                             cajit_dtype dtype, double v);
const cajit_kir_value *cajit_kir_const_int(cajit_kir_program *p,
                                           cajit_dtype dtype, int64_t v);
/* Loads buffer (any kind) at index (buffer ndim expressions, copied). */
const cajit_kir_value *cajit_kir_load(cajit_kir_program *p, int32_t buffer,
                                      const cajit_expr *const *index);
/* A gather: buffer (any kind) at index (buffer ndim expressions, copied),
 * where index may use the slot symbols _x0.._x{slot_count-1}; slot k is
 * bound to slot_values[k] (an integral value) checked against slots[k]
 * (copied). 1 <= slot_count <= CAJIT_KIR_MAX_SLOTS. */
const cajit_kir_value *
cajit_kir_load_indirect(cajit_kir_program *p, int32_t buffer,
                        const cajit_expr *const *index, int32_t slot_count,
                        const cajit_kir_value *const *slot_values,
                        const cajit_kir_slot *slots);
/* The value of a symbolic expression, converted to dtype. */
const cajit_kir_value *cajit_kir_expr_value(cajit_kir_program *p,
                                            cajit_dtype dtype,
                                            const cajit_expr *e);
const cajit_kir_value *cajit_kir_unary(cajit_kir_program *p, cajit_kir_op op,
                                       const cajit_kir_value *a);
/* Binary ops and comparisons; both operands of one dtype. */
const cajit_kir_value *cajit_kir_binary(cajit_kir_program *p, cajit_kir_op op,
                                        const cajit_kir_value *a,
                                        const cajit_kir_value *b);
const cajit_kir_value *cajit_kir_where(cajit_kir_program *p,
                                       const cajit_kir_value *cond,
                                       const cajit_kir_value *a,
                                       const cajit_kir_value *b);
/* value (integral), failing the kernel with message (copied; one %lld,
 * given value) unless value == except (NULL: no exception) or lo <= value
 * < hi. */
const cajit_kir_value *
cajit_kir_check(cajit_kir_program *p, const cajit_kir_value *value,
                const cajit_expr *lo, const cajit_expr *hi,
                const cajit_expr *except, const char *message);
/* a converted to dtype (returns a itself when the dtype already matches). */
const cajit_kir_value *cajit_kir_cast(cajit_kir_program *p, cajit_dtype dtype,
                                      const cajit_kir_value *a);

/* ---- building kernels ----------------------------------------------------
 */

/* out[_i0, ..] = value for every index of out's shape. value must have
 * out's dtype. name is copied. */
cajit_status cajit_kir_add_pointwise(cajit_kir_program *p, const char *name,
                                     int32_t out, const cajit_kir_value *value,
                                     int32_t *out_kernel);
/* out[_i0, ..] = reduce(value over _r0 < red_extents[0], ...). value must be
 * of acc_dtype. */
cajit_status cajit_kir_add_reduction(cajit_kir_program *p, const char *name,
                                     int32_t out, cajit_kir_reduce_op op,
                                     cajit_dtype acc_dtype, int32_t red_ndim,
                                     const cajit_expr *const *red_extents,
                                     const cajit_kir_value *value,
                                     int32_t *out_kernel);
/* For each _i0 < space[0], ...: if mask (NULL: always), target =
 * op(target, value) (see cajit_kir_kernel). target is a LOAD or
 * LOAD_INDIRECT value of the buffer to update (which must not be an input
 * or a host result, and must have been written by an earlier kernel);
 * value is of acc_dtype; mask is bool. */
cajit_status cajit_kir_add_scatter(
    cajit_kir_program *p, const char *name, cajit_kir_reduce_op op,
    cajit_dtype acc_dtype, int32_t space_ndim, const cajit_expr *const *space,
    const cajit_kir_value *target, const cajit_kir_value *value,
    const cajit_kir_value *mask, int32_t *out_kernel);
/* out = the inclusive scan of value along dim `dim` of out with op,
 * accumulating in acc_dtype (see cajit_kir_kernel's SCAN fields). value
 * must be of acc_dtype, use only the outer indices of out's rank and not
 * read out. */
cajit_status cajit_kir_add_scan(cajit_kir_program *p, const char *name,
                                int32_t out, cajit_kir_reduce_op op,
                                cajit_dtype acc_dtype, int32_t dim,
                                const cajit_kir_value *value,
                                int32_t *out_kernel);
/* c = alpha * a @ b + beta * c (see cajit_kir_kernel). Shapes are checked
 * where they are known (pointer-equal expressions). */
cajit_status cajit_kir_add_gemm(cajit_kir_program *p, const char *name,
                                int32_t a, int32_t b, int32_t c,
                                const cajit_expr *alpha, const cajit_expr *beta,
                                int32_t *out_kernel);

/* A host call. desc is copied (desc->results is ignored): for each result
 * i < desc->result_count with result_ndims[i] >= 0, a HOST_RESULT buffer of
 * dtype result_dtypes[i] and shape result_shapes[i] is made and its id
 * written to out_results[i]; result_ndims[i] == -1 is a `none` result (-1).
 * Tensor arguments must be strided (roots, or views with a strided form). */
cajit_status cajit_kir_add_host(cajit_kir_program *p, const char *name,
                                const cajit_kir_host_desc *desc,
                                const cajit_dtype *result_dtypes,
                                const int32_t *result_ndims,
                                const cajit_expr *const *const *result_shapes,
                                int32_t *out_results, int32_t *out_kernel);

/* An extern call (see cajit_kir_extern_desc; desc is copied). Every
 * argument must be strided, and every written one a buffer the program
 * allocates. */
cajit_status cajit_kir_add_extern(cajit_kir_program *p, const char *name,
                                  const cajit_kir_extern_desc *desc,
                                  int32_t *out_kernel);

/* ---- rewriting (fusion, views) -------------------------------------------
 */

/* e with symbols syms[k] replaced by repl[k] simultaneously. NULL when out
 * of memory (the expression context records it). */
const cajit_expr *cajit_kir_expr_subst(cajit_expr_ctx *ctx, const cajit_expr *e,
                                       int32_t n, const int32_t *syms,
                                       const cajit_expr *const *repl);
/* True if symbol sym occurs in e. */
bool cajit_kir_expr_uses(const cajit_expr *e, int32_t sym);
/* v with symbols substituted in every load index and EXPR node (NULL and a
 * recorded error on failure). Unchanged subtrees are shared. */
const cajit_kir_value *cajit_kir_value_subst(cajit_kir_program *p,
                                             const cajit_kir_value *v,
                                             int32_t n, const int32_t *syms,
                                             const cajit_expr *const *repl);
/* v with every load of a buffer whose root is producer_root, at root
 * indices idx, replaced by producer (a value over _i0.._i{n-1}, n the root's
 * ndim) with _i<k> := idx[k]: what fusing a pointwise producer into its
 * consumer does. Loads through LINEAR views of the producer, and
 * LOAD_INDIRECT gathers from it, cannot be inlined: an error is recorded
 * and NULL returned. */
const cajit_kir_value *cajit_kir_value_inline(cajit_kir_program *p,
                                              const cajit_kir_value *v,
                                              int32_t producer_root,
                                              const cajit_kir_value *producer);

/* v with every direct load of a buffer b < len with to[b] >= 0 loading
 * buffer to[b] at the same indices (NULL and a recorded error on failure;
 * indirect loads stay as they are). Unchanged subtrees are shared. */
const cajit_kir_value *cajit_kir_value_rebuffer(cajit_kir_program *p,
                                                const cajit_kir_value *v,
                                                const int32_t *to, size_t len);

/* ---- walking values ------------------------------------------------------
 */

struct cajit_ptrmap;
/* Called on a node of a walk; false stops the walk. */
typedef bool (*cajit_kir_visit_fn)(const cajit_kir_value *v, void *user);
/* Visits each distinct node of the value DAG v once (none when v is NULL),
 * a node before its args and the args in order, until visit returns false.
 * seen holds the nodes visited so far: an empty map, or one shared by the
 * walks of several values (a kernel's value, target and mask) so that a
 * node is visited once over all; the caller frees it. Returns true when the
 * walk finished, false when visit stopped it or seen could not grow (then
 * *oom is set). */
bool cajit_kir_walk(const cajit_kir_value *v, struct cajit_ptrmap *seen,
                    cajit_kir_visit_fn visit, void *user, bool *oom);

/* ---- printing ------------------------------------------------------------
 */

/* Readable dump of the whole program (kir_print.c). The caller frees
 * *out_text with cajit_free. */
cajit_status cajit_kir_program_print(const cajit_kir_program *p,
                                     char **out_text, size_t *out_len);
/* Printers for parts (append to a strbuf). */
struct cajit_strbuf;
void cajit_kir_value_print(const cajit_kir_program *p, const cajit_kir_value *v,
                           struct cajit_strbuf *b);
void cajit_kir_expr_print(const cajit_kir_program *p, const cajit_expr *e,
                          struct cajit_strbuf *b);
const char *cajit_kir_op_name(cajit_kir_op op);
const char *cajit_kir_reduce_name(cajit_kir_reduce_op op);
const char *cajit_kir_accum_name(cajit_kir_accum a);

#endif
