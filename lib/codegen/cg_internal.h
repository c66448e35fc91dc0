/* State shared by the codegen files: cg_module.c (module, run function),
 * cg_kernel.c (one function per kernel: parameters, loops), cg_value.c
 * (scalar values: loads, math, casts), cg_index.c (symbolic expressions as
 * i64/double/i1 arithmetic), cg_indirect.c (addresses at data-dependent
 * indices, with their run-time checks). Not an API. */
#ifndef CAJIT_CODEGEN_CG_INTERNAL_H
#define CAJIT_CODEGEN_CG_INTERNAL_H

#include <llvm-c/Core.h>

#include "codegen/codegen.h"
#include "kir/kir.h"
#include "support/ptrmap.h"

/* DLPack's bool type code (DLPack >= 0.8, what torch exports); the
 * installed dlpack.h may predate it. */
enum { CG_DL_BOOL = 6 };
/* DLPack dtype of a cajit dtype, packed as DLDataType's 32 bits
 * (little-endian {code, bits, lanes}). */
uint32_t cg_dl_dtype(cajit_dtype d);

typedef struct cg {
  cajit_kir_program *p;
  const cajit_codegen_options *opts;
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMBuilderRef bld;
  LLVMTypeRef t_void, t_i1, t_i8, t_i16, t_i32, t_i64, t_half, t_bf16, t_f32,
      t_f64, t_ptr;
  cajit_status err; /* first error; emission stops at the next check */

  /* The function being emitted. */
  LLVMValueRef fn;
  /* In a kernel that can fail (it holds an indirect access): its
   * cajit_call parameter, and the kernel's name for messages. */
  LLVMValueRef kcall;
  const char *kname;
  /* With opts->check_bounds, in a kernel that loads and stores elements
   * itself (not a GEMM or extern call, whose operand base pointers may
   * legitimately sit at the end of an empty view): check each access. */
  bool check_accesses;
  /* In the range function of a parallel kernel (cg_kernel.c): the loop of
   * index symbol par_sym runs over [par_lo, par_hi) instead of [0, n);
   * par_sym is -1 otherwise. */
  int32_t par_sym;
  LLVMValueRef par_lo, par_hi;
  /* Loops begun in the kernel being emitted so far, and loops of it kept
   * rolled (cg_loop.c); unrolled_span: the most copies of a loop body that
   * full unrolling makes of the loops directly inside the current one
   * (1 when none unroll). */
  int32_t loops_begun, loops_rolled;
  /* Of loops_rolled, those whose trip count is not a constant 0 (one
   * that never runs leaves the loop around it innermost in LLVM's eyes). */
  int32_t loops_rolled_run;
  int64_t unrolled_span;
  LLVMValueRef *symval; /* per symbol index: its value here, or NULL */
  int32_t symcap;
  LLVMValueRef *bufptr; /* per buffer id: the root's pointer, or NULL */
  int32_t bufcap;
  /* Outside kernels (run and entry functions): symbols are read from this
   * array of 8-byte slots when symval has no value for them, and divisions
   * guard against a zero divisor (guards may evaluate s0 // s1 with s1 =
   * 0 before anything has checked s1). */
  LLVMValueRef sym_slots, buf_slots;
  bool safe_div;
  /* In the entry (cg_entry.c): int + and * of expressions go through
   * llvm.sadd/smul.with.overflow and an overflow fails the call through
   * ovf_frame, naming ovf_subject (what is being evaluated: "input 2",
   * "%5 = aten.view.default") and the expression; NULL elsewhere. */
  struct cg_frame *ovf_frame;
  const char *ovf_subject;
  /* In the entry of a graph whose guards are table-driven (cg_entry.c's
   * use_tables): other checks may be too. */
  bool entry_tables;
  /* While set, cg_check calls it first: it emits the checks of table rows
   * gathered so far (cg_bounds.c), so failures keep their order. */
  void (*flush_pending)(struct cg *c);
  void *pending;
  /* While intern_strings: cg_cstring makes one global per text (the
   * constant LLVM uniques -> its global), not one per call. */
  bool intern_strings;
  cajit_ptrmap string_memo;
  /* Memo tables of the current scope (one straight-line region). */
  cajit_ptrmap expr_memo;  /* cajit_expr -> LLVMValueRef */
  cajit_ptrmap value_memo; /* cajit_kir_value -> LLVMValueRef */
  /* With opts->profile: the module's counters array (cg_profile.c). */
  LLVMValueRef prof_counters;
  /* In an NVPTX kernel (lib/gpu): the GPU emitter's state; failed checks
   * go to cg_gpu_check instead of cajit_rt_fail. NULL for the CPU. */
  struct gpu_emit *gpu;
} cg;

/* Records the first error; returns NULL for convenience. */
LLVMValueRef cg_fail(cg *c, cajit_status s);
/* Starts a new straight-line scope: values of the previous one may not
 * dominate the code that follows. */
void cg_scope_reset(cg *c);
/* Fills c's LLVM types (t_void .. t_ptr) from c->ctx (cg_module.c; the
 * NVPTX emitter uses it too). */
void cg_init_types(cg *c);

/* Types of a dtype in memory (bool: i8, f16: half) and in registers (bool:
 * i1, f16/bf16: float). */
LLVMTypeRef cg_mem_type(cg *c, cajit_dtype d);
LLVMTypeRef cg_reg_type(cg *c, cajit_dtype d);

/* cg_index.c: the value of a symbolic expression (i64 for int, double for
 * float, i1 for bool expressions). */
LLVMValueRef cg_expr(cg *c, const cajit_expr *e);

/* cg_value.c */
LLVMValueRef cg_value(cg *c, const cajit_kir_value *v);
/* Register value x of dtype `from` converted to dtype `to` (torch .to()
 * semantics: truncation toward zero, != 0 for bool, f16/bf16 rounding). */
LLVMValueRef cg_convert(cg *c, LLVMValueRef x, cajit_dtype from,
                        cajit_dtype to);
/* Address of the element a LOAD or LOAD_INDIRECT value reads (or a
 * scatter target updates); for LOAD_INDIRECT, evaluates the slot values
 * and emits their range checks first (cg_indirect.c). */
LLVMValueRef cg_access_ptr(cg *c, const cajit_kir_value *v);
/* subject with every % doubled, for use inside a printf format. */
void cg_escape_pct(const char *subject, char *out, size_t cap);
/* cg_indirect.c: if (!ok) { cajit_rt_fail(call, code, fmt, args...);
 * return 1; } in the kernel being emitted (one that can fail: c->kcall
 * set); leaves the builder where ok holds. At most 3 args. */
void cg_kernel_check(cg *c, LLVMValueRef ok, int32_t code, const char *fmt,
                     LLVMValueRef *args, unsigned nargs);
/* lib/codegen/cg_nvptx.c: cg_kernel_check in a GPU kernel (c->gpu set): records
 * the failure in the kernel's error record and returns from the kernel. */
void cg_gpu_check(cg *c, LLVMValueRef ok, int32_t code, const char *fmt,
                  LLVMValueRef *args, unsigned nargs);
/* Address of element `offset` of root buffer `root` (checked against the
 * root's extent inside kernels with opts->check_bounds). */
LLVMValueRef cg_element_ptr(cg *c, int32_t root, const cajit_expr *offset);
/* Loads a register value of dtype d from ptr / stores one to ptr. */
LLVMValueRef cg_load(cg *c, cajit_dtype d, LLVMValueRef ptr);
void cg_store(cg *c, cajit_dtype d, LLVMValueRef x, LLVMValueRef ptr);
/* Calls an overloaded intrinsic ("llvm.sqrt") on args of type `type`. */
LLVMValueRef cg_intrinsic(cg *c, const char *name, LLVMTypeRef type,
                          LLVMValueRef *args, unsigned n);

/* cg_kernel.c: emits the function of kernel k; *out_fn is the function and
 * the parameter lists tell the caller what to pass: roots (buffer ids) then
 * syms (symbol indices), then the cajit_call pointer when the kernel
 * returns a status (GEMM, kernels with indirect accesses: i32, 0 or 1
 * after reporting). Arrays are cajit_malloc'ed. */
typedef struct cg_kernel_sig {
  LLVMValueRef fn;
  LLVMTypeRef fn_type;
  bool returns_status;
  int32_t *roots;
  int32_t root_count;
  int32_t *syms;
  int32_t sym_count;
} cg_kernel_sig;
cajit_status cg_emit_kernel(cg *c, const cajit_kir_kernel *k,
                            cg_kernel_sig *out_sig);
void cg_kernel_sig_free(cg_kernel_sig *s);
/* The parameters cg_emit_kernel gives kernel k (roots then symbols, both
 * sorted, cajit_malloc'ed) and whether it can fail (an indirect access or
 * a check); for the GPU emitter. */
cajit_status cg_kernel_params(cg *c, const cajit_kir_kernel *k, int32_t **roots,
                              int32_t *root_count, int32_t **syms,
                              int32_t *sym_count, bool *fallible);
/* The element of kernel k's output at the current outer indices: its
 * pointer, or x (of dtype `from`) converted and stored there. */
LLVMValueRef cg_out_ptr(cg *c, const cajit_kir_kernel *k);
LLVMValueRef cg_store_out(cg *c, const cajit_kir_kernel *k, LLVMValueRef x,
                          cajit_dtype from);

/* cg_kernel.c: a SCATTER kernel's update at the current indices: if
 * (mask) target = op(target, value). */
void cg_scatter_update(cg *c, const cajit_kir_kernel *k);

/* The most row kernels one reduction runs per row (ACCUM_ROW): a consumer
 * and the block partial sums of row_partials.c. */
enum { CG_MAX_ROW_KERNELS = 8 };

/* cg_reduce.c: a REDUCTION kernel's loops as its schedule says (the
 * builder is in its function), with those of the sibling that shares them
 * (ACCUM_SHARED), or NULL, and the nrows row kernels computed per row in
 * them (ACCUM_ROW: a pointwise consumer, scatters of block partial sums),
 * in order; the identity of op in d's register type; acc op x in k's acc
 * dtype (reassoc: allow LLVM to split a register accumulator into vector
 * lanes). */
void cg_emit_reduction(cg *c, const cajit_kir_kernel *k,
                       const cajit_kir_kernel *sibling,
                       const cajit_kir_kernel *rows, int32_t nrows);
LLVMValueRef cg_reduce_init(cg *c, cajit_kir_reduce_op op, cajit_dtype d);
LLVMValueRef cg_reduce_combine(cg *c, const cajit_kir_kernel *k,
                               LLVMValueRef acc, LLVMValueRef x, bool reassoc);

/* cg_parallel.c: *sig describes a kernel's range function (its parameters
 * then lo, hi: the loop over out dim `dim` runs over blocks [lo, hi) of
 * `block` elements). Adds the body function for cajit_rt_parallel_for and
 * the wrapper the entry calls (the kernel's usual parameters: it runs the
 * range serially under the parallel threshold, else in parallel), and
 * points sig->fn / fn_type at the wrapper. c->symval is overwritten. */
cajit_status cg_emit_parallel(cg *c, const cajit_kir_kernel *k, int32_t dim,
                              int64_t block, cg_kernel_sig *sig);

/* cg_body.c: code outside kernels. A frame is a function that holds the
 * buffer-pointer and symbol slot arrays, the call, the array of host
 * results it owns, and the block to branch to after a failure was reported
 * (which releases what the function owns and returns 1). */
typedef struct cg_frame {
  LLVMValueRef fn;
  LLVMValueRef bufs, syms, call, held; /* held: ptr slots, may be NULL */
  LLVMBasicBlockRef fail;
  /* Entry only: the donated intermediates (the program's memory plan, kir.h) as
   * DLPack tensors in `donated` slots until their host call takes them, and per
   * kernel the slot it hands over (-1: none); donated_of is NULL when
   * nothing is donated. */
  LLVMValueRef donated;
  const int32_t *donated_of;
  /* Entry only (NULL elsewhere: everything lives to the end): per held
   * slot, the kernel after which the body releases that host result, and
   * per input, the kernel after which it goes to cajit_rt_release_inputs
   * (cajit_kir_memplan.release_after: CAJIT_MEMPLAN_BEFORE_KERNELS before
   * the first, CAJIT_MEMPLAN_NOT_RELEASED never). */
  const int32_t *release_after;
  const int32_t *input_release_after;
  /* Entry only (NULL elsewhere: the caller bound the buffers): per input,
   * its current DLTensor (cajit_call.input_now may replace it), and
   * whether it must be checked again before its next reader (all are at
   * first, and again after every host call: a hook may free or re-allocate
   * an input's storage). */
  LLVMValueRef inputs_now;
  bool *input_stale;
} cg_frame;

/* cg_loop.c: for (sym = 0; sym < n; sym++) in the function being built.
 * cg_loop_begin leaves the builder in the body and binds sym to the
 * induction variable; cg_loop_end closes the loop and leaves the builder
 * after it. A range function's parallel loop (c->par_sym) runs over
 * [par_lo, par_hi) instead. */
typedef struct cg_loop {
  LLVMBasicBlockRef header, exit;
  LLVMValueRef phi;
  int32_t sym;
  int32_t begun_at;      /* c->loops_begun after this loop began */
  int32_t rolled_at;     /* c->loops_rolled when this loop began */
  int32_t run_rolled_at; /* c->loops_rolled_run when this loop began */
  int64_t trip_count;    /* when constant, else -1 */
  int64_t outer_span;    /* c->unrolled_span when this loop began */
} cg_loop;
void cg_loop_begin(cg *c, LLVMValueRef n, int32_t sym, cg_loop *L);
void cg_loop_end(cg *c, cg_loop *L);
/* Begins the loops over out dims order[from..to) (a schedule's loop
 * order; ext per out dim), loop i in loops[i]. */
void cg_loops_begin(cg *c, const int32_t *order, const LLVMValueRef *ext,
                    int32_t from, int32_t to, cg_loop *loops);

/* A schedule's run-time collapse test (collapse_lhs[i] == collapse_rhs[i]
 * for every i < collapse_checks): branches to a new block "collapsed",
 * where the builder is left, or to *nested; both are to branch to *join
 * (named join_name) when done. False when an expression failed (c->err). */
bool cg_branch_on_collapse(cg *c, const cajit_kir_schedule *sc,
                           const char *join_name, LLVMBasicBlockRef *nested,
                           LLVMBasicBlockRef *join);

/* cg_fallbacks.c: defines CAJIT_FALLBACK_OPS_SYMBOL and
 * CAJIT_LIBRARY_OPS_SYMBOL (codegen.h). */
void cg_fallbacks_declare(cg *c);

/* cg_vecmath.c: exp and erf of an f32 value as inline IR (vectorizable
 * polynomials instead of libm/libmvec calls). */
LLVMValueRef cg_expf_inline(cg *c, LLVMValueRef x);
LLVMValueRef cg_erff_inline(cg *c, LLVMValueRef x);

/* cg_profile.c: with opts->profile, defines the counters and names
 * globals; cg_profile_start reads the clock before kernel k's call (NULL
 * when not profiling) and cg_profile_stop adds the time since t0 and a
 * call to k's counters; cg_profile_stop_kernel also the bytes the call of
 * loop kernel k moves (sigs: which kernels run in its loops). */
void cg_profile_declare(cg *c);
LLVMValueRef cg_profile_start(cg *c);
void cg_profile_stop(cg *c, size_t kernel, LLVMValueRef t0);
void cg_profile_stop_kernel(cg *c, const cg_kernel_sig *sigs, size_t kernel,
                            LLVMValueRef t0);

/* A runtime function (declared on first use). */
LLVMValueRef cg_runtime_fn(cg *c, const char *name, LLVMTypeRef ret,
                           LLVMTypeRef *params, unsigned n, bool vararg,
                           LLVMTypeRef *out_type);
/* An alloca of type t: in the function's entry block while c->entry_tables
 * (a static stack slot: FastISel selects it, where an alloca in a later
 * block is a dynamic one that sends its block to SelectionDAG), else at
 * the builder. */
LLVMValueRef cg_alloca(cg *c, LLVMTypeRef t, const char *name);
/* A private constant C string. */
LLVMValueRef cg_cstring(cg *c, const char *text);
/* Text about the program, made by a cg_text_fn (freed with cajit_free),
 * as an exported NUL-terminated constant global `name` of the module, for
 * the loader to read back (a failure is recorded in c). */
typedef cajit_status (*cg_text_fn)(const cajit_kir_program *p, char **out,
                                   size_t *out_len);
void cg_export_text(cg *c, const char *name, cg_text_fn make);
/* Pointer to 8-byte slot i of base; loads and stores of slots. */
LLVMValueRef cg_slot(cg *c, LLVMValueRef base, int64_t i);
LLVMValueRef cg_load_slot(cg *c, LLVMValueRef base, int64_t i, LLVMTypeRef t);
void cg_store_slot(cg *c, LLVMValueRef base, int64_t i, LLVMValueRef v);
/* Field of a C struct at byte offset off. */
LLVMValueRef cg_field(cg *c, LLVMValueRef base, size_t off);
LLVMValueRef cg_load_field(cg *c, LLVMValueRef base, size_t off, LLVMTypeRef t);
/* if (!ok) { cajit_rt_fail(call, code, fmt, args...); goto fail; }: leaves
 * the builder in the block where ok holds. */
void cg_check(cg *c, cg_frame *fr, LLVMValueRef ok, int32_t code,
              const char *fmt, LLVMValueRef *args, unsigned nargs);
/* Binds a DLTensor t (non-NULL) to root buffer b, in two steps. Head:
 * checks its rank and dtype and stores its data pointer (+ byte_offset).
 * Tail (once every symbol b's shape uses is bound): checks each dim against
 * b's shape (except where skip_dim_check[d] is set; NULL: check all), binds
 * b's open strides (t's strides, or row-major ones when it has none) and
 * checks its declared ones. Failures use code and start with subject
 * ("guard failed: input 2"). */
void cg_bind_tensor_head(cg *c, cg_frame *fr, LLVMValueRef t, int32_t b,
                         const char *subject, int32_t code);
void cg_bind_tensor_tail(cg *c, cg_frame *fr, LLVMValueRef t, int32_t b,
                         const char *subject, int32_t code,
                         const int32_t *skip_dim_check);
/* Emits the calls of every kernel in program order (sigs from
 * cg_emit_kernel), host calls included. */
void cg_emit_body(cg *c, cg_frame *fr, const cg_kernel_sig *sigs);
/* Number of host-result slots the body needs in fr->held. */
int32_t cg_held_count(const cajit_kir_program *p);

/* cg_bounds.c, in the entry: every int symbol some buffer's shape or
 * stride uses is non-negative (after the symbols are bound); then, once
 * the guards hold, every dim of every buffer is non-negative, every
 * element count fits in int64, every input's strides are non-negative and
 * every view lies inside the buffer it was made from (a view proven out of
 * range is a compile error). */
void cg_check_size_symbols(cg *c, cg_frame *fr);
void cg_check_extents(cg *c, cg_frame *fr);

/* cg_entry.c: int32_t <name>(cajit_call *call). */
cajit_status cg_emit_entry(cg *c, const char *name, const cg_kernel_sig *sigs);

#endif
