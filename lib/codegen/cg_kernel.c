/* One LLVM function per kernel (see codegen.h).
 *
 * Parameters: the base pointers of the root buffers the kernel touches
 * (sorted by buffer id, `noalias`), then the non-index symbols its
 * expressions use (sorted by symbol index; i64, or double for float
 * symbols), then, for kernels that can fail (GEMM, EXTERN, and any kernel
 * with an indirect access, whose index check fails the call), the
 * cajit_call pointer; those return an i32 status (0, or 1 once reported).
 * A scatter kernel runs its iteration space in row-major order, updating
 * one element at a time (load, combine, store) under its mask. Loop nests are
 * emitted in the canonical header/body/latch shape with i64 induction
 * variables from 0; a pointwise kernel puts the output's unit-stride dim
 * innermost so stores (and usually loads) are consecutive. Reductions are
 * cg_reduce.c's. A scan runs its dim sequentially: outside a
 * vectorizable unit-stride dim, reading the running value back from the
 * output, when the accumulator has the output's dtype; else innermost, with
 * the running value in a register. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "kir/kir.h"

/* ---- parameter collection ------------------------------------------------
 */

typedef struct collect {
  cg *c;
  CAJIT_VEC(int32_t) roots;
  CAJIT_VEC(int32_t) syms;
  cajit_ptrmap seen;
  cajit_status err; /* of the walk in use_value */
  bool oom;
  bool fallible; /* an indirect access: the kernel reports failures */
} collect;

static void add_unique(collect *k, void *vec_, int32_t x) {
  CAJIT_VEC(int32_t) *v = vec_;
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == x) return;
  if (!CAJIT_VEC_PUSH(v, x)) k->oom = true;
}

static void visit_sym(int32_t s, void *user) {
  collect *k = user;
  if (cajit_kir_symbol_is_index(k->c->p, s)) return;
  add_unique(k, &k->syms, s);
}

static void use_expr(collect *k, const cajit_expr *e) {
  if (e) cajit_expr_visit_symbols(e, visit_sym, k);
}

/* With opts->check_bounds, accesses to root are checked against its
 * extent, computed from its shape and strides (cg_value.c). */
static void use_extent(collect *k, int32_t root) {
  const cajit_kir_buffer *r = cajit_kir_buffer_get(k->c->p, root);
  for (int32_t d = 0; r && d < r->ndim; d++) {
    use_expr(k, r->shape[d]);
    use_expr(k, r->strides ? r->strides[d] : NULL);
  }
}

static cajit_status use_address(collect *k, int32_t buffer,
                                const cajit_expr *const *index) {
  int32_t root;
  const cajit_expr *off;
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_buffer_address(k->c->p, buffer, index, &root, &off));
  add_unique(k, &k->roots, root);
  use_expr(k, off);
  if (k->c->check_accesses) use_extent(k, root);
  return NULL;
}

static bool use_node(const cajit_kir_value *v, void *user) {
  collect *k = user;
  if (v->op == CAJIT_KIR_LOAD || v->op == CAJIT_KIR_LOAD_INDIRECT) {
    k->err = use_address(k, v->u.load.buffer, v->u.load.index);
    if (k->err) return false;
  }
  if (v->op == CAJIT_KIR_LOAD_INDIRECT) {
    k->fallible = true;
    for (int32_t i = 0; i < v->arg_count; i++)
      use_expr(k, v->u.load.slots[i].bound);
  }
  if (v->op == CAJIT_KIR_EXPR) use_expr(k, v->u.expr);
  if (v->op == CAJIT_KIR_CHECK) {
    k->fallible = true;
    use_expr(k, v->u.check.lo);
    use_expr(k, v->u.check.hi);
    if (v->u.check.except) use_expr(k, v->u.check.except);
  }
  return true;
}

/* Records the roots and symbols v uses (running out of memory sets
 * k->oom, checked by the caller). */
static cajit_status use_value(collect *k, const cajit_kir_value *v) {
  (void)cajit_kir_walk(v, &k->seen, use_node, k, &k->oom);
  cajit_status err = k->err;
  k->err = NULL;
  return err;
}

static int cmp_i32(const void *a, const void *b) {
  int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
  return (x > y) - (x < y);
}

static cajit_status out_index(cg *c, const cajit_kir_kernel *k,
                              const cajit_expr **idx) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  return cajit_kir_indices(c->p, CAJIT_KIR_INDEX_OUTER, o->ndim, idx);
}

static cajit_status collect_params(cg *c, const cajit_kir_kernel *k,
                                   collect *col) {
  cajit_kir_program *p = c->p;
  col->c = c;
  if (k->kind == CAJIT_KIR_GEMM) {
    int32_t ops[3] = {k->a, k->b, k->c};
    for (int i = 0; i < 3; i++) {
      const cajit_kir_buffer *b = cajit_kir_buffer_get(p, ops[i]);
      add_unique(col, &col->roots, b->root);
      use_expr(col, b->offset);
      for (int32_t d = 0; d < b->ndim; d++) {
        use_expr(col, b->strides[d]);
        use_expr(col, b->shape[d]);
      }
    }
    use_expr(col, k->alpha);
    use_expr(col, k->beta);
  } else if (k->kind == CAJIT_KIR_SCATTER) {
    for (int32_t d = 0; d < k->space_ndim; d++)
      use_expr(col, k->space[d]);
    CAJIT_RETURN_IF_ERROR(use_value(col, k->target));
    CAJIT_RETURN_IF_ERROR(use_value(col, k->value));
    if (k->mask) CAJIT_RETURN_IF_ERROR(use_value(col, k->mask));
  } else if (k->kind == CAJIT_KIR_EXTERN) {
    const cajit_kir_extern_desc *e = k->ext;
    for (int32_t i = 0; i < e->arg_count; i++) {
      const cajit_kir_buffer *b = cajit_kir_buffer_get(p, e->args[i]);
      add_unique(col, &col->roots, b->root);
      use_expr(col, b->offset);
      for (int32_t d = 0; d < b->ndim; d++) {
        use_expr(col, b->strides[d]);
        use_expr(col, b->shape[d]);
      }
    }
    for (int32_t i = 0; i < e->int_count; i++)
      use_expr(col, e->ints[i]);
  } else {
    const cajit_kir_buffer *o = cajit_kir_buffer_get(p, k->out);
    int32_t nd = o->ndim;
    const cajit_expr *idx[nd > 0 ? nd : 1];
    CAJIT_RETURN_IF_ERROR(out_index(c, k, idx));
    CAJIT_RETURN_IF_ERROR(use_address(col, k->out, idx));
    o = cajit_kir_buffer_get(p, k->out);
    for (int32_t d = 0; d < nd; d++)
      use_expr(col, o->shape[d]);
    for (int32_t d = 0; d < k->red_ndim; d++)
      use_expr(col, k->red_extents[d]);
    CAJIT_RETURN_IF_ERROR(use_value(col, k->value));
  }
  if (col->oom || cajit_expr_ctx_failed(p->exprs))
    return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                             "codegen: out of memory in kernel %s", k->name);
  if (col->roots.len) /* qsort wants a non-NULL base */
    qsort(col->roots.data, col->roots.len, sizeof(int32_t), cmp_i32);
  if (col->syms.len)
    qsort(col->syms.data, col->syms.len, sizeof(int32_t), cmp_i32);
  return NULL;
}

/* ---- function and loops --------------------------------------------------
 */

static void add_attr(cg *c, LLVMValueRef fn, unsigned idx, const char *name) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(c->ctx, kind, 0));
}

static cajit_status make_function(cg *c, const cajit_kir_kernel *k,
                                  collect *col, bool ranged,
                                  cg_kernel_sig *sig) {
  /* GEMM and EXTERN kernels call runtime functions that may fail, and a
   * kernel with an indirect access checks its indices (with
   * opts->check_bounds, every kernel that loads and stores elements checks
   * each access): they take the call and return a status. */
  bool status = k->kind == CAJIT_KIR_GEMM || k->kind == CAJIT_KIR_EXTERN ||
                col->fallible || c->check_accesses;
  size_t np =
      col->roots.len + col->syms.len + (status ? 1 : 0) + (ranged ? 2 : 0);
  LLVMTypeRef params[np > 0 ? np : 1];
  size_t i = 0;
  for (size_t r = 0; r < col->roots.len; r++)
    params[i++] = c->t_ptr;
  for (size_t s = 0; s < col->syms.len; s++)
    params[i++] = cajit_expr_ctx_symbol_type(c->p->exprs, col->syms.data[s]) ==
                          CAJIT_EXPR_TYPE_FLOAT
                      ? c->t_f64
                      : c->t_i64;
  if (status) params[i++] = c->t_ptr;
  if (ranged) params[i++] = c->t_i64, params[i++] = c->t_i64; /* lo, hi */
  sig->returns_status = status;
  sig->fn_type =
      LLVMFunctionType(status ? c->t_i32 : c->t_void, params, (unsigned)np, 0);
  char name[64];
  int n = snprintf(name, sizeof name, "k%d.", (int)k->id);
  for (const char *s = k->name; *s && n < (int)sizeof name - 1; s++)
    name[n++] = (char)((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
                               (*s >= '0' && *s <= '9')
                           ? *s
                           : '_');
  name[n] = 0;
  if (ranged) snprintf(name + n, sizeof name - (size_t)n, ".range");
  sig->fn = LLVMAddFunction(c->mod, name, sig->fn_type);
  if (!sig->fn)
    return cajit_status_make(CAJIT_LLVM_ERROR,
                             "codegen: cannot add function for kernel %s",
                             k->name);
  LLVMSetLinkage(sig->fn, LLVMInternalLinkage);
  add_attr(c, sig->fn, LLVMAttributeFunctionIndex, "nounwind");
  /* One copy of the loops: the serial path and the parallel body call it. */
  if (ranged) add_attr(c, sig->fn, LLVMAttributeFunctionIndex, "noinline");
  /* The schedule's vector width for these loops (LLVM's X86 backend reads
   * it per function); a global width set on the target replaces it when
   * the module is optimized (jit/optimize.c). */
  if (k->sched.vector_width) {
    char w[16];
    int wl = snprintf(w, sizeof w, "%d", (int)k->sched.vector_width);
    static const char key[] = "prefer-vector-width";
    LLVMAddAttributeAtIndex(sig->fn, LLVMAttributeFunctionIndex,
                            LLVMCreateStringAttribute(
                                c->ctx, key, sizeof key - 1, w, (unsigned)wl));
  }
  /* Kernels never write inputs and allocated buffers are distinct, so the
   * roots of one kernel never alias in a way that matters. */
  for (size_t r = 0; r < col->roots.len; r++)
    add_attr(c, sig->fn, (unsigned)r + 1, "noalias");

  sig->root_count = (int32_t)col->roots.len;
  sig->sym_count = (int32_t)col->syms.len;
  c->loops_begun = c->loops_rolled = c->loops_rolled_run = 0;
  c->unrolled_span = 1;
  sig->roots = col->roots.data;
  sig->syms = col->syms.data;
  col->roots.data = NULL;
  col->syms.data = NULL;

  c->fn = sig->fn;
  c->symcap = cajit_expr_ctx_symbol_count(c->p->exprs);
  c->bufcap = (int32_t)c->p->buffers.len;
  c->symval = cajit_calloc((size_t)c->symcap + 1, sizeof *c->symval);
  c->bufptr = cajit_calloc((size_t)c->bufcap + 1, sizeof *c->bufptr);
  if (!c->symval || !c->bufptr)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "codegen: out of memory");
  i = 0;
  for (int32_t r = 0; r < sig->root_count; r++) {
    LLVMValueRef prm = LLVMGetParam(sig->fn, (unsigned)i++);
    c->bufptr[sig->roots[r]] = prm;
    char pn[32];
    snprintf(pn, sizeof pn, "buf%d", (int)sig->roots[r]);
    LLVMSetValueName2(prm, pn, strlen(pn));
  }
  for (int32_t s = 0; s < sig->sym_count; s++) {
    LLVMValueRef prm = LLVMGetParam(sig->fn, (unsigned)i++);
    c->symval[sig->syms[s]] = prm;
    cajit_sv sn = cajit_expr_ctx_symbol_name(c->p->exprs, sig->syms[s]);
    LLVMSetValueName2(prm, sn.data, sn.len);
  }
  c->kname = k->name;
  c->kcall = status ? LLVMGetParam(sig->fn, (unsigned)i) : NULL;
  if (c->kcall) LLVMSetValueName2(c->kcall, "call", 4);
  LLVMBasicBlockRef entry =
      LLVMAppendBasicBlockInContext(c->ctx, sig->fn, "entry");
  LLVMPositionBuilderAtEnd(c->bld, entry);
  cg_scope_reset(c);
  if (ranged) {
    c->par_lo = LLVMGetParam(sig->fn, (unsigned)np - 2);
    c->par_hi = LLVMGetParam(sig->fn, (unsigned)np - 1);
    LLVMSetValueName2(c->par_lo, "lo", 2);
    LLVMSetValueName2(c->par_hi, "hi", 2);
  }
  return NULL;
}

LLVMValueRef cg_store_out(cg *c, const cajit_kir_kernel *k, LLVMValueRef x,
                          cajit_dtype from) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  int32_t nd = o->ndim, root;
  cajit_dtype dt = o->dtype;
  const cajit_expr *idx[nd > 0 ? nd : 1], *off;
  cajit_status s = out_index(c, k, idx);
  if (!s) s = cajit_kir_buffer_address(c->p, k->out, idx, &root, &off);
  if (s) return cg_fail(c, s);
  LLVMValueRef ptr = cg_element_ptr(c, root, off);
  x = cg_convert(c, x, from, dt);
  if (!ptr || !x) return NULL;
  cg_store(c, dt, x, ptr);
  return ptr;
}

/* Pointer to out[_i...] with the current index values. */
LLVMValueRef cg_out_ptr(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  int32_t nd = o->ndim, root;
  const cajit_expr *idx[nd > 0 ? nd : 1], *off;
  cajit_status s = out_index(c, k, idx);
  if (!s) s = cajit_kir_buffer_address(c->p, k->out, idx, &root, &off);
  if (s) return cg_fail(c, s);
  return cg_element_ptr(c, root, off);
}

/* With the sibling that shares its loops (ACCUM_SHARED), or NULL: both
 * values in one scope, so what they both read is loaded once. k's value is
 * stored before the sibling's is computed: the sibling may read it at the
 * same element (siblings.c), and LLVM forwards the store to that load. */
static void pointwise_body(cg *c, const cajit_kir_kernel *k,
                           const cajit_kir_kernel *sibling) {
  cg_scope_reset(c);
  LLVMValueRef x = cg_value(c, k->value);
  if (x) cg_store_out(c, k, x, k->value->dtype);
  if (c->err) return;
  if (sibling) {
    x = cg_value(c, sibling->value);
    if (x) cg_store_out(c, sibling, x, sibling->value->dtype);
  }
}

/* Loops order[from..nd) nested around the body. */
static void nested_pointwise(cg *c, const cajit_kir_kernel *k,
                             const cajit_kir_kernel *sibling,
                             const LLVMValueRef *ext, int32_t from,
                             int32_t nd) {
  cg_loop loops[nd > 0 ? nd : 1];
  cg_loops_begin(c, k->sched.order, ext, from, nd, loops);
  pointwise_body(c, k, sibling);
  if (c->err) return;
  for (int32_t i = nd - 1; i >= from; i--)
    cg_loop_end(c, &loops[i]);
}

/* One loop over the product of the extents of order[from..nd) as the
 * innermost index, the others 0 (the schedule's out_collapse). */
static void collapsed_pointwise(cg *c, const cajit_kir_kernel *k,
                                const cajit_kir_kernel *sibling,
                                const LLVMValueRef *ext, int32_t from,
                                int32_t nd) {
  const int32_t *order = k->sched.order;
  LLVMValueRef total = ext[order[nd - 1]];
  for (int32_t i = from; i < nd - 1; i++) {
    total = LLVMBuildMul(c->bld, total, ext[order[i]], "");
    c->symval[cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, order[i])] =
        LLVMConstInt(c->t_i64, 0, 0);
  }
  cg_loop L;
  cg_loop_begin(
      c, total,
      cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, order[nd - 1]), &L);
  pointwise_body(c, k, sibling);
  if (c->err) return;
  cg_loop_end(c, &L);
  for (int32_t i = from; i < nd - 1; i++)
    c->symval[cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, order[i])] =
        NULL;
}

/* Loops order[from..nd): collapsed when the schedule's checks hold at run
 * time (always when there are none), nested otherwise. */
static void inner_pointwise(cg *c, const cajit_kir_kernel *k,
                            const cajit_kir_kernel *sibling,
                            const LLVMValueRef *ext, int32_t from, int32_t nd) {
  const cajit_kir_schedule *sc = &k->sched;
  if (sc->collapse_checks == 0) {
    collapsed_pointwise(c, k, sibling, ext, from, nd);
    return;
  }
  LLVMBuilderRef B = c->bld;
  LLVMBasicBlockRef no, join;
  if (!cg_branch_on_collapse(c, sc, "done", &no, &join)) return;
  collapsed_pointwise(c, k, sibling, ext, from, nd);
  if (c->err) return;
  LLVMBuildBr(B, join);
  LLVMPositionBuilderAtEnd(B, no);
  nested_pointwise(c, k, sibling, ext, from, nd);
  if (c->err) return;
  LLVMBuildBr(B, join);
  LLVMPositionBuilderAtEnd(B, join);
}

static void emit_pointwise(cg *c, const cajit_kir_kernel *k,
                           const cajit_kir_kernel *sibling) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  int32_t nd = o->ndim, m = k->sched.out_collapse;
  const int32_t *order = k->sched.order;
  LLVMValueRef ext[nd > 0 ? nd : 1];
  cg_loop loops[nd > 0 ? nd : 1];
  for (int32_t d = 0; d < nd; d++)
    ext[d] = cg_expr(c, o->shape[d]);
  if (c->err) return;
  int32_t inner = m >= 2 && m <= nd ? nd - m : nd;
  cg_loops_begin(c, order, ext, 0, inner, loops);
  if (inner < nd)
    inner_pointwise(c, k, sibling, ext, inner, nd);
  else
    pointwise_body(c, k, sibling);
  if (c->err) return;
  for (int32_t i = inner - 1; i >= 0; i--)
    cg_loop_end(c, &loops[i]);
  cg_scope_reset(c);
}

/* ---- scatter -------------------------------------------------------------
 */

/* for _i... in the schedule's order (the space's row-major order: the
 * order in which an element receives its updates): if (mask) target =
 * op(target, value). */
static void emit_scatter(cg *c, const cajit_kir_kernel *k) {
  int32_t nd = k->space_ndim;
  const int32_t *order = k->sched.order;
  LLVMValueRef ext[nd > 0 ? nd : 1];
  cg_loop loops[nd > 0 ? nd : 1];
  for (int32_t d = 0; d < nd; d++)
    ext[d] = cg_expr(c, k->space[d]);
  if (c->err) return;
  cg_loops_begin(c, order, ext, 0, nd, loops);
  cg_scope_reset(c);
  cg_scatter_update(c, k);
  if (c->err) return;
  for (int32_t d = nd - 1; d >= 0; d--)
    cg_loop_end(c, &loops[d]);
  cg_scope_reset(c);
}

void cg_scatter_update(cg *c, const cajit_kir_kernel *k) {
  LLVMBasicBlockRef skip = NULL;
  if (k->mask) {
    LLVMValueRef m = cg_value(c, k->mask);
    if (!m) return;
    LLVMBasicBlockRef upd =
        LLVMAppendBasicBlockInContext(c->ctx, c->fn, "update");
    skip = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "next");
    LLVMBuildCondBr(c->bld, m, upd, skip);
    LLVMPositionBuilderAtEnd(c->bld, upd);
  }
  cajit_dtype dt = cajit_kir_buffer_get(c->p, k->out)->dtype;
  LLVMValueRef x = cg_value(c, k->value);
  LLVMValueRef ptr = x ? cg_access_ptr(c, k->target) : NULL;
  if (!ptr) return;
  LLVMValueRef old = cg_convert(c, cg_load(c, dt, ptr), dt, k->acc_dtype);
  LLVMValueRef next = cg_reduce_combine(c, k, old, x, false);
  if (!next) return;
  cg_store(c, dt, cg_convert(c, next, k->acc_dtype, dt), ptr);
  if (skip) {
    LLVMBuildBr(c->bld, skip);
    LLVMPositionBuilderAtEnd(c->bld, skip);
  }
  cg_scope_reset(c); /* values of `update` do not dominate `next` */
}

/* ---- scans ---------------------------------------------------------------
 */

/* Pointer to out at the current indices, with index `dim` replaced by
 * `index` (an expression). */
static LLVMValueRef out_ptr_at(cg *c, const cajit_kir_kernel *k, int32_t dim,
                               const cajit_expr *index) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  int32_t nd = o->ndim, root;
  const cajit_expr *idx[nd > 0 ? nd : 1], *off;
  cajit_status s = out_index(c, k, idx);
  if (!s) {
    idx[dim] = index;
    s = cajit_kir_buffer_address(c->p, k->out, idx, &root, &off);
  }
  if (s) return cg_fail(c, s);
  return cg_element_ptr(c, root, off);
}

/* Scan dim d outside, the vector dim j innermost, the running value read
 * back from the output (ACCUM_OUTPUT):
 *
 *   for other dims: for k < n_d: for j:
 *     out[.., k, .., j] = op(k == 0 ? init : out[.., k - 1, .., j], value)
 *
 * The k == 0 test selects between init and a load at max(k - 1, 0), so no
 * element outside the buffer is touched. */
static void emit_scan_outer(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  int32_t nd = o->ndim, d = k->scan_dim, n = nd;
  cajit_dtype dt = o->dtype;
  LLVMValueRef ext[nd];
  cg_loop loops[nd];
  for (int32_t e = 0; e < nd; e++)
    ext[e] = cg_expr(c, o->shape[e]);
  if (c->err) return;
  cg_loops_begin(c, k->sched.order, ext, 0, nd, loops);
  cg_scope_reset(c);
  cajit_expr_ctx *x = c->p->exprs;
  int32_t sym_d = cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, d);
  const cajit_expr *prev = cajit_expr_max(
      x, cajit_expr_sub(x, cajit_expr_symbol(x, sym_d), cajit_expr_int(x, 1)),
      cajit_expr_int(x, 0));
  if (!prev) {
    cg_fail(c, cajit_status_make(CAJIT_OUT_OF_MEMORY,
                                 "codegen: out of memory in a scan"));
    return;
  }
  LLVMValueRef pp = out_ptr_at(c, k, d, prev), p = cg_out_ptr(c, k);
  LLVMValueRef v = cg_value(c, k->value);
  if (!pp || !p || !v) return;
  LLVMValueRef first = LLVMBuildICmp(c->bld, LLVMIntEQ, c->symval[sym_d],
                                     LLVMConstInt(c->t_i64, 0, 0), "");
  LLVMValueRef run =
      LLVMBuildSelect(c->bld, first, cg_reduce_init(c, k->reduce, k->acc_dtype),
                      cg_load(c, dt, pp), "");
  LLVMValueRef next = cg_reduce_combine(c, k, run, v, false);
  if (!next) return;
  cg_store(c, dt, next, p);
  while (n > 0)
    cg_loop_end(c, &loops[--n]);
  cg_scope_reset(c);
}

/* The general form (ACCUM_REGISTER): the scan dim innermost, the running
 * value in a register of acc_dtype, each partial result converted on
 * store. */
static void emit_scan_inner(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  int32_t nd = o->ndim, n = nd;
  LLVMValueRef ext[nd];
  cg_loop loops[nd];
  LLVMTypeRef at = cg_reg_type(c, k->acc_dtype);
  LLVMValueRef acc = LLVMBuildAlloca(c->bld, at, "acc");
  for (int32_t e = 0; e < nd; e++)
    ext[e] = cg_expr(c, o->shape[e]);
  if (c->err) return;
  /* The schedule puts the scan dim last. */
  cg_loops_begin(c, k->sched.order, ext, 0, nd - 1, loops);
  LLVMBuildStore(c->bld, cg_reduce_init(c, k->reduce, k->acc_dtype), acc);
  cg_loops_begin(c, k->sched.order, ext, nd - 1, nd, loops);
  cg_scope_reset(c);
  LLVMValueRef v = cg_value(c, k->value);
  if (!v) return;
  LLVMValueRef next =
      cg_reduce_combine(c, k, LLVMBuildLoad2(c->bld, at, acc, ""), v, false);
  if (!next) return;
  LLVMBuildStore(c->bld, next, acc);
  cg_store_out(c, k, next, k->acc_dtype);
  if (c->err) return;
  while (n > 0)
    cg_loop_end(c, &loops[--n]);
  cg_scope_reset(c);
}

static void emit_scan(cg *c, const cajit_kir_kernel *k) {
  if (k->sched.accum == CAJIT_KIR_ACCUM_OUTPUT)
    emit_scan_outer(c, k);
  else
    emit_scan_inner(c, k);
}

/* ---- GEMM ----------------------------------------------------------------
 */

/* The strided description of a GEMM operand: pointer to its first element
 * at the outer batch index (_i0.._i{nb-1}, the loops emit_gemm opens) and
 * (batch, row, col) strides; batch stride 0 for 2-d operands. */
static bool gemm_operand(cg *c, int32_t id, int32_t nb, LLVMValueRef *ptr,
                         LLVMValueRef st[3]) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, id);
  cajit_expr_ctx *x = c->p->exprs;
  const cajit_expr *off = b->offset;
  for (int32_t d = 0; d < nb; d++) {
    const cajit_expr *i = cajit_expr_symbol(
        x, cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, d));
    off = cajit_expr_add(x, off, cajit_expr_mul(x, b->strides[d], i));
  }
  if (!off) {
    cg_fail(c,
            cajit_status_make(CAJIT_OUT_OF_MEMORY, "codegen: out of memory"));
    return false;
  }
  *ptr = cg_element_ptr(c, b->root, off);
  int32_t o = b->ndim - 2;
  st[0] = o ? cg_expr(c, b->strides[o - 1]) : LLVMConstInt(c->t_i64, 0, 0);
  st[1] = cg_expr(c, b->strides[o]);
  st[2] = cg_expr(c, b->strides[o + 1]);
  return *ptr && st[0] && st[1] && st[2];
}

/* The runtime helper does one (batched) GEMM; dims before the helper's
 * batch dim (4-d and higher kernels) are loops here, one call per outer
 * index, stopping at the first failure. */
static void emit_gemm(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_buffer *A = cajit_kir_buffer_get(c->p, k->a),
                         *C = cajit_kir_buffer_get(c->p, k->c);
  int32_t o = C->ndim - 2, nb = o > 1 ? o - 1 : 0;
  bool f32 = C->dtype == CAJIT_DTYPE_F32;
  LLVMTypeRef ft = f32 ? c->t_f32 : c->t_f64;
  LLVMValueRef ext[nb > 0 ? nb : 1];
  for (int32_t d = 0; d < nb; d++)
    ext[d] = cg_expr(c, C->shape[d]);
  LLVMValueRef batch =
      o ? cg_expr(c, C->shape[o - 1]) : LLVMConstInt(c->t_i64, 1, 0);
  LLVMValueRef m = cg_expr(c, C->shape[o]), n = cg_expr(c, C->shape[o + 1]),
               kk = cg_expr(c, A->shape[o + 1]);
  LLVMValueRef alpha = cg_expr(c, k->alpha), beta = cg_expr(c, k->beta);
  if (c->err || !batch || !m || !n || !kk || !alpha || !beta) return;
  if (f32) {
    alpha = LLVMBuildFPTrunc(c->bld, alpha, ft, "");
    beta = LLVMBuildFPTrunc(c->bld, beta, ft, "");
  }
  cg_loop loops[nb > 0 ? nb : 1];
  LLVMBasicBlockRef failed = NULL;
  if (nb) failed = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "failed");
  cg_loops_begin(c, k->sched.order, ext, 0, nb, loops);
  cg_scope_reset(c);
  LLVMValueRef pa, pb, pc, sa[3], sb[3], sc[3];
  if (!gemm_operand(c, k->a, nb, &pa, sa) ||
      !gemm_operand(c, k->b, nb, &pb, sb) ||
      !gemm_operand(c, k->c, nb, &pc, sc))
    return;
  LLVMValueRef call = LLVMGetParam(c->fn, LLVMCountParams(c->fn) - 1);
  /* split_k: the split entry, whose last two arguments are the largest
   * m n it splits and the least block of k. */
  LLVMValueRef max_mn = LLVMConstInt(c->t_i64, CAJIT_KIR_GEMM_SPLIT_MAX_MN, 0);
  LLVMValueRef min_k = LLVMConstInt(c->t_i64, (uint64_t)k->sched.split_k, 0);
  LLVMValueRef args[] = {call,  batch, m,     n,     kk,    alpha,  pa,
                         sa[0], sa[1], sa[2], pb,    sb[0], sb[1],  sb[2],
                         beta,  pc,    sc[0], sc[1], sc[2], max_mn, min_k};
  LLVMTypeRef i64 = c->t_i64;
  LLVMTypeRef types[] = {c->t_ptr, i64,      i64, i64,      i64, ft,  c->t_ptr,
                         i64,      i64,      i64, c->t_ptr, i64, i64, i64,
                         ft,       c->t_ptr, i64, i64,      i64, i64, i64};
  bool split = k->sched.split_k > 0;
  unsigned na = sizeof args / sizeof *args - (split ? 0 : 2);
  const char *name =
      split ? (f32 ? "cajit_rt_gemm_strided_split_f32"
                   : "cajit_rt_gemm_strided_split_f64")
            : (f32 ? "cajit_rt_gemm_strided_f32" : "cajit_rt_gemm_strided_f64");
  LLVMTypeRef fty = LLVMFunctionType(c->t_i32, types, na, 0);
  LLVMValueRef fn = LLVMGetNamedFunction(c->mod, name);
  if (!fn) fn = LLVMAddFunction(c->mod, name, fty);
  LLVMValueRef rc = LLVMBuildCall2(c->bld, fty, fn, args, na, "");
  if (!nb) {
    LLVMBuildRet(c->bld, rc);
    return;
  }
  LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "");
  LLVMBuildCondBr(
      c->bld,
      LLVMBuildICmp(c->bld, LLVMIntNE, rc, LLVMConstInt(c->t_i32, 0, 0), ""),
      failed, next);
  LLVMPositionBuilderAtEnd(c->bld, next);
  for (int32_t d = nb - 1; d >= 0; d--)
    cg_loop_end(c, &loops[d]);
  cg_scope_reset(c);
  LLVMBuildRet(c->bld, LLVMConstInt(c->t_i32, 0, 0));
  LLVMPositionBuilderAtEnd(c->bld, failed);
  LLVMBuildRet(c->bld, LLVMConstInt(c->t_i32, 1, 0));
}

/* ---- extern calls --------------------------------------------------------
 */

/* fn(call, ptrs, ints) with the arrays on the stack (cajit_kir_extern_desc
 * gives their layout). */
static void emit_extern(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_extern_desc *e = k->ext;
  int32_t ni = e->int_count;
  for (int32_t i = 0; i < e->arg_count; i++)
    ni += 2 * cajit_kir_buffer_get(c->p, e->args[i])->ndim;
  unsigned np = (unsigned)(e->arg_count > 0 ? e->arg_count : 1);
  LLVMTypeRef pt = LLVMArrayType(c->t_ptr, np),
              it = LLVMArrayType(c->t_i64, (unsigned)(ni > 0 ? ni : 1));
  LLVMValueRef ptrs = LLVMBuildAlloca(c->bld, pt, "ptrs"),
               ints = LLVMBuildAlloca(c->bld, it, "ints");
  int32_t slot = 0;
  for (int32_t i = 0; i < e->arg_count && !c->err; i++) {
    const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, e->args[i]);
    LLVMValueRef ptr = cg_element_ptr(c, b->root, b->offset);
    if (!ptr) return;
    LLVMValueRef idx[2] = {LLVMConstInt(c->t_i64, 0, 0),
                           LLVMConstInt(c->t_i64, (unsigned long long)i, 0)};
    LLVMBuildStore(c->bld, ptr, LLVMBuildGEP2(c->bld, pt, ptrs, idx, 2, ""));
    for (int32_t h = 0; h < 2; h++)
      for (int32_t d = 0; d < b->ndim; d++) {
        LLVMValueRef v = cg_expr(c, h ? b->strides[d] : b->shape[d]);
        if (!v) return;
        idx[1] = LLVMConstInt(c->t_i64, (unsigned long long)slot++, 0);
        LLVMBuildStore(c->bld, v, LLVMBuildGEP2(c->bld, it, ints, idx, 2, ""));
      }
  }
  for (int32_t i = 0; i < e->int_count && !c->err; i++) {
    LLVMValueRef v = cg_expr(c, e->ints[i]);
    if (!v) return;
    LLVMValueRef idx[2] = {
        LLVMConstInt(c->t_i64, 0, 0),
        LLVMConstInt(c->t_i64, (unsigned long long)slot++, 0)};
    LLVMBuildStore(c->bld, v, LLVMBuildGEP2(c->bld, it, ints, idx, 2, ""));
  }
  LLVMValueRef call = LLVMGetParam(c->fn, LLVMCountParams(c->fn) - 1);
  LLVMTypeRef types[3] = {c->t_ptr, c->t_ptr, c->t_ptr};
  LLVMValueRef args[3] = {call, ptrs, ints};
  LLVMTypeRef fty = LLVMFunctionType(c->t_i32, types, 3, 0);
  LLVMValueRef fn = LLVMGetNamedFunction(c->mod, e->fn);
  if (!fn) fn = LLVMAddFunction(c->mod, e->fn, fty);
  LLVMBuildRet(c->bld, LLVMBuildCall2(c->bld, fty, fn, args, 3, ""));
}

/* ---- parallel loops ------------------------------------------------------
 */

/* In a range function: the parallel loop's bounds from (lo, hi) in
 * blocks. */
static void set_parallel_range(cg *c, const cajit_kir_kernel *k, int32_t dim,
                               int64_t block) {
  c->par_sym = cajit_kir_index_symbol(c->p, CAJIT_KIR_INDEX_OUTER, dim);
  if (block <= 1) return;
  LLVMValueRef ext = cg_expr(c, cajit_kir_buffer_get(c->p, k->out)->shape[dim]);
  if (!ext) return;
  LLVMValueRef b = LLVMConstInt(c->t_i64, (unsigned long long)block, 0);
  LLVMValueRef hi = LLVMBuildMul(c->bld, c->par_hi, b, "");
  c->par_lo = LLVMBuildMul(c->bld, c->par_lo, b, "");
  c->par_hi = LLVMBuildSelect(
      c->bld, LLVMBuildICmp(c->bld, LLVMIntSLT, hi, ext, ""), hi, ext, "");
}

/* ---- entry point ---------------------------------------------------------
 */

void cg_kernel_sig_free(cg_kernel_sig *s) {
  cajit_free(s->roots);
  cajit_free(s->syms);
  memset(s, 0, sizeof *s);
}

cajit_status cg_emit_kernel(cg *c, const cajit_kir_kernel *k,
                            cg_kernel_sig *out_sig) {
  memset(out_sig, 0, sizeof *out_sig);
  if (k->kind == CAJIT_KIR_HOST) return NULL; /* emitted inline (cg_body.c) */
  if (!k->sched.decided)
    return cajit_status_make(CAJIT_INTERNAL,
                             "codegen: kernel k%d \"%s\" has no schedule (run "
                             "cajit_sched_loops first)",
                             (int)k->id, k->name);
  /* Computed in a previous kernel's function: no function, no call. */
  if (k->sched.accum == CAJIT_KIR_ACCUM_SHARED ||
      k->sched.accum == CAJIT_KIR_ACCUM_ROW)
    return NULL;
  const cajit_kir_kernel *last = c->p->kernels.data + c->p->kernels.len - 1;
  const cajit_kir_kernel *sibling =
      k < last && k[1].sched.accum == CAJIT_KIR_ACCUM_SHARED ? &k[1] : NULL;
  /* Row kernels computed per row in this reduction's loops. */
  const cajit_kir_kernel *after = sibling ? sibling : k;
  int32_t nrows = 0;
  while (k->kind == CAJIT_KIR_REDUCTION && after + nrows < last &&
         after[1 + nrows].sched.accum == CAJIT_KIR_ACCUM_ROW)
    nrows++;
  collect col = {0};
  c->check_accesses = c->opts->check_bounds && k->kind != CAJIT_KIR_GEMM &&
                      k->kind != CAJIT_KIR_EXTERN;
  cajit_status s =
      nrows > CG_MAX_ROW_KERNELS
          ? cajit_status_make(CAJIT_INTERNAL,
                              "codegen: %d row kernels, at most %d", (int)nrows,
                              (int)CG_MAX_ROW_KERNELS)
          : collect_params(c, k, &col);
  if (!s && sibling) s = collect_params(c, sibling, &col);
  for (int32_t r = 0; r < nrows && !s; r++)
    s = collect_params(c, &after[1 + r], &col);
  int64_t block = k->sched.parallel_block;
  int32_t pdim = s ? -1 : k->sched.parallel_dim;
  if (!s) s = make_function(c, k, &col, pdim >= 0, out_sig);
  if (!s && pdim >= 0) set_parallel_range(c, k, pdim, block);
  CAJIT_VEC_FREE(&col.roots);
  CAJIT_VEC_FREE(&col.syms);
  cajit_ptrmap_free(&col.seen);
  if (!s) {
    switch (k->kind) {
    case CAJIT_KIR_POINTWISE: emit_pointwise(c, k, sibling); break;
    case CAJIT_KIR_REDUCTION:
      cg_emit_reduction(c, k, sibling, after + 1, nrows);
      break;
    case CAJIT_KIR_SCATTER: emit_scatter(c, k); break;
    case CAJIT_KIR_GEMM: emit_gemm(c, k); break;
    case CAJIT_KIR_EXTERN: emit_extern(c, k); break;
    case CAJIT_KIR_SCAN: emit_scan(c, k); break;
    case CAJIT_KIR_HOST: break; /* emitted inline by the caller */
    }
    if (!c->err && k->kind != CAJIT_KIR_GEMM && k->kind != CAJIT_KIR_EXTERN) {
      if (out_sig->returns_status)
        LLVMBuildRet(c->bld, LLVMConstInt(c->t_i32, 0, 0));
      else
        LLVMBuildRetVoid(c->bld);
    }
    s = c->err;
    c->err = NULL;
    c->par_sym = -1;
    if (!s && pdim >= 0) s = cg_emit_parallel(c, k, pdim, block, out_sig);
  }
  c->par_sym = -1;
  cajit_free(c->symval);
  cajit_free(c->bufptr);
  c->symval = NULL;
  c->bufptr = NULL;
  c->kcall = NULL;
  c->kname = NULL;
  c->check_accesses = false;
  c->symcap = c->bufcap = 0;
  if (s) {
    cg_kernel_sig_free(out_sig);
    return cajit_status_annotate(s, "kernel k%d \"%s\"", (int)k->id, k->name);
  }
  return NULL;
}

cajit_status cg_kernel_params(cg *c, const cajit_kir_kernel *k, int32_t **roots,
                              int32_t *root_count, int32_t **syms,
                              int32_t *sym_count, bool *fallible) {
  collect col = {0};
  cajit_status s = collect_params(c, k, &col);
  cajit_ptrmap_free(&col.seen);
  if (s) {
    CAJIT_VEC_FREE(&col.roots);
    CAJIT_VEC_FREE(&col.syms);
    return s;
  }
  *roots = col.roots.data;
  *root_count = (int32_t)col.roots.len;
  *syms = col.syms.data;
  *sym_count = (int32_t)col.syms.len;
  *fallible = col.fallible;
  return NULL;
}
