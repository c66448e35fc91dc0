/* Kernel IR kernels (see kir.h): pointwise, reduction, scatter, scan,
 * GEMM, extern and host kernels, each checked when added (its values use
 * only the index symbols in scope, its output is a buffer it may write). */
#include "kir/kir.h"

#include <string.h>

#include "kir/kir_internal.h"
#include "support/arena.h"

/* ---- kernels -------------------------------------------------------------
 */

const char *cajit_kir_reduce_name(cajit_kir_reduce_op op) {
  switch (op) {
  case CAJIT_KIR_REDUCE_SUM: return "sum";
  case CAJIT_KIR_REDUCE_PROD: return "prod";
  case CAJIT_KIR_REDUCE_MAX: return "max";
  case CAJIT_KIR_REDUCE_MIN: return "min";
  case CAJIT_KIR_REDUCE_ASSIGN: return "assign";
  }
  return "?";
}

/* Checks that every index symbol v uses is bound by the kernel's loops:
 * _i<k> with k < outer, _r<k> with k < red, and _x<k> only in the index of
 * an indirect access with more than k slots. */
typedef struct scope_check {
  const cajit_kir_program *p;
  int32_t outer, red;
  int32_t slots; /* slot symbols allowed where the visit is */
  int32_t bad;   /* first offending symbol, or -1 */
} scope_check;

static void scope_visit(int32_t sym, void *user) {
  scope_check *sc = user;
  if (sc->bad >= 0 || !cajit_kir_symbol_is_index(sc->p, sym)) return;
  int32_t k = cajit_kir_index_position(sc->p, CAJIT_KIR_INDEX_OUTER, sym);
  if (k >= 0 && k < sc->outer) return;
  k = cajit_kir_index_position(sc->p, CAJIT_KIR_INDEX_REDUCE, sym);
  if (k >= 0 && k < sc->red) return;
  k = cajit_kir_index_position(sc->p, CAJIT_KIR_INDEX_SLOT, sym);
  if (k >= 0 && k < sc->slots) return;
  sc->bad = sym;
}

static void scope_value(scope_check *sc, const cajit_kir_value *v) {
  if (v->op == CAJIT_KIR_LOAD || v->op == CAJIT_KIR_LOAD_INDIRECT) {
    sc->slots = v->op == CAJIT_KIR_LOAD_INDIRECT ? v->arg_count : 0;
    for (int32_t k = 0; k < v->u.load.ndim; k++)
      cajit_expr_visit_symbols(v->u.load.index[k], scope_visit, sc);
    sc->slots = 0;
    for (int32_t k = 0; v->u.load.slots && k < v->arg_count; k++)
      cajit_expr_visit_symbols(v->u.load.slots[k].bound, scope_visit, sc);
  } else if (v->op == CAJIT_KIR_EXPR) {
    cajit_expr_visit_symbols(v->u.expr, scope_visit, sc);
  }
  for (int32_t i = 0; i < v->arg_count && sc->bad < 0; i++)
    scope_value(sc, v->args[i]);
}

static cajit_status check_scope(const cajit_kir_program *p, const char *name,
                                const cajit_kir_value *v, int32_t outer,
                                int32_t red) {
  scope_check sc = {p, outer, red, 0, -1};
  scope_value(&sc, v);
  if (sc.bad < 0) return NULL;
  cajit_sv s = cajit_expr_ctx_symbol_name(p->exprs, sc.bad);
  return cajit_status_make(CAJIT_INTERNAL,
                           "kernel IR: kernel %s uses index %.*s outside its "
                           "loops",
                           name, (int)s.len, s.data);
}

static cajit_status kernel_push(cajit_kir_program *p, cajit_kir_kernel *k,
                                const char *name, int32_t *out_kernel) {
  int ok = 1;
  k->name =
      cajit_arena_sv(p->arena, cajit_sv_from_cstr(name ? name : ""), &ok).data;
  if (!ok) return cajit_kir_oom("adding a kernel");
  k->id = (int32_t)p->kernels.len;
  if (!CAJIT_VEC_PUSH(&p->kernels, *k)) return cajit_kir_oom("adding a kernel");
  if (out_kernel) *out_kernel = k->id;
  return NULL;
}

/* A kernel's output must be a buffer it may write: not an input. */
static cajit_status check_out(cajit_kir_program *p, const char *name,
                              int32_t out, const cajit_kir_buffer **out_buf) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, out);
  if (!b)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: kernel %s writes no buffer %d", name,
                             (int)out);
  const cajit_kir_buffer *r = cajit_kir_buffer_get(p, b->root);
  if (r->kind == CAJIT_KIR_BUFFER_INPUT ||
      r->kind == CAJIT_KIR_BUFFER_HOST_RESULT)
    return cajit_status_make(
        CAJIT_INTERNAL, "kernel IR: kernel %s writes %s buffer buf%d", name,
        r->kind == CAJIT_KIR_BUFFER_INPUT ? "input" : "host result",
        (int)b->root);
  *out_buf = b;
  return NULL;
}

/* The value the first failed builder recorded, or out-of-memory. */
static cajit_status missing_value(cajit_kir_program *p, const char *what) {
  cajit_status e = cajit_kir_program_error(p);
  return e ? e : cajit_kir_oom(what);
}

/* A reduction's or scan's value has the accumulator's dtype, a numeric one.
 */
static cajit_status check_acc(const char *what, const char *name,
                              const cajit_kir_value *value,
                              cajit_dtype acc_dtype) {
  if (value->dtype == acc_dtype && kir_dtype_is_numeric(acc_dtype)) return NULL;
  return cajit_status_make(
      CAJIT_INTERNAL, "kernel IR: %s %s: value is %s, accumulator %s", what,
      name, cajit_dtype_name(value->dtype), cajit_dtype_name(acc_dtype));
}

/* A kernel of kind writing buffer out (-1: none) with value; no GEMM
 * operands. */
static cajit_kir_kernel kernel_of(cajit_kir_kernel_kind kind, int32_t out,
                                  const cajit_kir_value *value) {
  cajit_kir_kernel k = {0};
  k.kind = kind;
  k.out = out;
  k.value = value;
  k.a = k.b = k.c = -1;
  return k;
}

/* Argument i (buffer id) of an extern or host call: a strided buffer. */
static cajit_status check_call_arg(const cajit_kir_program *p, const char *what,
                                   const char *name, int32_t i, int32_t id) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, id);
  if (b && b->strides) return NULL;
  return cajit_status_make(
      CAJIT_INTERNAL, "kernel IR: %s %s: argument %d is %s", what, name, (int)i,
      b ? "not strided (materialize it first)" : "no buffer");
}

cajit_status cajit_kir_add_pointwise(cajit_kir_program *p, const char *name,
                                     int32_t out, const cajit_kir_value *value,
                                     int32_t *out_kernel) {
  name = name ? name : "";
  if (!value) return missing_value(p, "adding a pointwise kernel");
  const cajit_kir_buffer *ob = NULL;
  CAJIT_RETURN_IF_ERROR(check_out(p, name, out, &ob));
  if (value->dtype != ob->dtype)
    return cajit_status_make(
        CAJIT_INTERNAL, "kernel IR: kernel %s stores %s into %s buf%d", name,
        cajit_dtype_name(value->dtype), cajit_dtype_name(ob->dtype), (int)out);
  CAJIT_RETURN_IF_ERROR(check_scope(p, name, value, ob->ndim, 0));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, ob->ndim, NULL));
  cajit_kir_kernel k = kernel_of(CAJIT_KIR_POINTWISE, out, value);
  return kernel_push(p, &k, name, out_kernel);
}

cajit_status cajit_kir_add_reduction(cajit_kir_program *p, const char *name,
                                     int32_t out, cajit_kir_reduce_op op,
                                     cajit_dtype acc_dtype, int32_t red_ndim,
                                     const cajit_expr *const *red_extents,
                                     const cajit_kir_value *value,
                                     int32_t *out_kernel) {
  name = name ? name : "";
  if (!value) return missing_value(p, "adding a reduction kernel");
  const cajit_kir_buffer *ob = NULL;
  CAJIT_RETURN_IF_ERROR(check_out(p, name, out, &ob));
  CAJIT_RETURN_IF_ERROR(check_acc("reduction", name, value, acc_dtype));
  if ((unsigned)op > CAJIT_KIR_REDUCE_MIN || red_ndim < 1)
    return cajit_status_make(
        CAJIT_INTERNAL, "kernel IR: reduction %s: bad op or no dims", name);
  CAJIT_RETURN_IF_ERROR(check_scope(p, name, value, ob->ndim, red_ndim));
  cajit_kir_kernel k = kernel_of(CAJIT_KIR_REDUCTION, out, value);
  k.reduce = op;
  k.acc_dtype = acc_dtype;
  k.red_ndim = red_ndim;
  k.red_extents = cajit_arena_memdup(p->arena, red_extents,
                                     (size_t)red_ndim * sizeof *red_extents);
  if (!k.red_extents) return cajit_kir_oom("adding a reduction kernel");
  for (int32_t i = 0; i < red_ndim; i++)
    if (!red_extents[i]) return cajit_kir_oom("adding a reduction kernel");
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, ob->ndim, NULL));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, red_ndim, NULL));
  return kernel_push(p, &k, name, out_kernel);
}

cajit_status cajit_kir_add_scatter(
    cajit_kir_program *p, const char *name, cajit_kir_reduce_op op,
    cajit_dtype acc_dtype, int32_t space_ndim, const cajit_expr *const *space,
    const cajit_kir_value *target, const cajit_kir_value *value,
    const cajit_kir_value *mask, int32_t *out_kernel) {
  name = name ? name : "";
  if (!target || !value) return missing_value(p, "adding a scatter kernel");
  if (target->op != CAJIT_KIR_LOAD && target->op != CAJIT_KIR_LOAD_INDIRECT)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: scatter %s: the target is a %s, not "
                             "a load",
                             name, cajit_kir_op_name(target->op));
  const cajit_kir_buffer *ob = NULL;
  CAJIT_RETURN_IF_ERROR(check_out(p, name, target->u.load.buffer, &ob));
  if (value->dtype != acc_dtype || !kir_dtype_is_numeric(acc_dtype) ||
      !kir_dtype_is_numeric(ob->dtype))
    return cajit_status_make(
        CAJIT_INTERNAL,
        "kernel IR: scatter %s: value is %s, accumulator %s, target %s", name,
        cajit_dtype_name(value->dtype), cajit_dtype_name(acc_dtype),
        cajit_dtype_name(ob->dtype));
  if ((unsigned)op > CAJIT_KIR_REDUCE_ASSIGN || space_ndim < 0)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: scatter %s: bad op or rank", name);
  if (mask && mask->dtype != CAJIT_DTYPE_BOOL)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: scatter %s: mask is %s, not bool",
                             name, cajit_dtype_name(mask->dtype));
  CAJIT_RETURN_IF_ERROR(check_scope(p, name, target, space_ndim, 0));
  CAJIT_RETURN_IF_ERROR(check_scope(p, name, value, space_ndim, 0));
  if (mask) CAJIT_RETURN_IF_ERROR(check_scope(p, name, mask, space_ndim, 0));
  cajit_kir_kernel k =
      kernel_of(CAJIT_KIR_SCATTER, target->u.load.buffer, value);
  k.target = target;
  k.mask = mask;
  k.reduce = op;
  k.acc_dtype = acc_dtype;
  k.space_ndim = space_ndim;
  k.space = cajit_arena_array(
      p->arena, (size_t)(space_ndim > 0 ? space_ndim : 1), sizeof *k.space);
  if (!k.space) return cajit_kir_oom("adding a scatter kernel");
  for (int32_t i = 0; i < space_ndim; i++) {
    if (!space[i]) return cajit_kir_oom("adding a scatter kernel");
    k.space[i] = space[i];
    if (cajit_expr_type_of(space[i]) != CAJIT_EXPR_TYPE_INT)
      return cajit_status_make(CAJIT_INTERNAL,
                               "kernel IR: scatter %s: extent %d is not an "
                               "int",
                               name, (int)i);
  }
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, space_ndim, NULL));
  return kernel_push(p, &k, name, out_kernel);
}

/* True if v loads from a buffer whose root is `root`. */
static bool reads_root(const cajit_kir_program *p, const cajit_kir_value *v,
                       int32_t root) {
  if ((v->op == CAJIT_KIR_LOAD || v->op == CAJIT_KIR_LOAD_INDIRECT) &&
      cajit_kir_buffer_get(p, v->u.load.buffer)->root == root)
    return true;
  for (int32_t i = 0; i < v->arg_count; i++)
    if (reads_root(p, v->args[i], root)) return true;
  return false;
}

cajit_status cajit_kir_add_scan(cajit_kir_program *p, const char *name,
                                int32_t out, cajit_kir_reduce_op op,
                                cajit_dtype acc_dtype, int32_t dim,
                                const cajit_kir_value *value,
                                int32_t *out_kernel) {
  name = name ? name : "";
  if (!value) return missing_value(p, "adding a scan kernel");
  const cajit_kir_buffer *ob = NULL;
  CAJIT_RETURN_IF_ERROR(check_out(p, name, out, &ob));
  CAJIT_RETURN_IF_ERROR(check_acc("scan", name, value, acc_dtype));
  if ((unsigned)op > CAJIT_KIR_REDUCE_MIN || dim < 0 || dim >= ob->ndim)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: scan %s: bad op or dim %d of rank %d",
                             name, (int)dim, (int)ob->ndim);
  CAJIT_RETURN_IF_ERROR(check_scope(p, name, value, ob->ndim, 0));
  /* Codegen may read back out[k - 1]: the value must not see out. */
  if (reads_root(p, value, ob->root))
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: scan %s reads its own output buf%d",
                             name, (int)ob->root);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, ob->ndim, NULL));
  cajit_kir_kernel k = kernel_of(CAJIT_KIR_SCAN, out, value);
  k.reduce = op;
  k.acc_dtype = acc_dtype;
  k.scan_dim = dim;
  return kernel_push(p, &k, name, out_kernel);
}

/* Known-different: both constants and unequal. Symbolic dims that are not
 * the same expression may still be equal at run time (guards check that). */
static bool dims_differ(const cajit_expr *a, const cajit_expr *b) {
  int64_t x, y;
  return cajit_expr_as_int(a, &x) && cajit_expr_as_int(b, &y) && x != y;
}

cajit_status cajit_kir_add_gemm(cajit_kir_program *p, const char *name,
                                int32_t a, int32_t b, int32_t c,
                                const cajit_expr *alpha, const cajit_expr *beta,
                                int32_t *out_kernel) {
  name = name ? name : "";
  const cajit_kir_buffer *A = cajit_kir_buffer_get(p, a),
                         *B = cajit_kir_buffer_get(p, b), *C = NULL;
  CAJIT_RETURN_IF_ERROR(check_out(p, name, c, &C));
  if (!A || !B)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: gemm %s: no such operand", name);
  if (!alpha || !beta) return cajit_kir_oom("adding a gemm");
  const cajit_kir_buffer *ops[3] = {A, B, C};
  int32_t nd = C->ndim;
  for (int i = 0; i < 3; i++) {
    if (ops[i]->ndim != nd || nd < 2)
      return cajit_status_make(
          CAJIT_INTERNAL,
          "kernel IR: gemm %s: operands must all have one rank >= 2", name);
    if (ops[i]->dtype != C->dtype ||
        (C->dtype != CAJIT_DTYPE_F32 && C->dtype != CAJIT_DTYPE_F64))
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "kernel IR: gemm %s: dtype %s (f32 and f64 "
                               "only, all operands alike)",
                               name, cajit_dtype_name(ops[i]->dtype));
    if (!ops[i]->strides)
      return cajit_status_make(CAJIT_INTERNAL,
                               "kernel IR: gemm %s: operand buf%d is not "
                               "strided (materialize it first)",
                               name, (int)ops[i]->id);
  }
  int32_t o = nd - 2;
  bool differ = dims_differ(A->shape[o + 1], B->shape[o]) ||
                dims_differ(A->shape[o], C->shape[o]) ||
                dims_differ(B->shape[o + 1], C->shape[o + 1]);
  for (int32_t d = 0; d < o; d++)
    differ = differ || dims_differ(A->shape[d], C->shape[d]) ||
             dims_differ(B->shape[d], C->shape[d]);
  if (differ)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: gemm %s: shapes do not agree", name);
  /* Codegen loops over the batch dims before the last one with the outer
   * index symbols. */
  if (o > 1)
    CAJIT_RETURN_IF_ERROR(
        cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, o - 1, NULL));
  if (cajit_expr_type_of(alpha) == CAJIT_EXPR_TYPE_INT)
    alpha = cajit_expr_to_float(p->exprs, alpha);
  if (cajit_expr_type_of(beta) == CAJIT_EXPR_TYPE_INT)
    beta = cajit_expr_to_float(p->exprs, beta);
  if (!alpha || !beta) return cajit_kir_oom("adding a gemm");
  cajit_kir_kernel k = {0};
  k.kind = CAJIT_KIR_GEMM;
  k.out = c;
  k.a = a;
  k.b = b;
  k.c = c;
  k.alpha = alpha;
  k.beta = beta;
  return kernel_push(p, &k, name, out_kernel);
}

static int32_t *dup_ids(cajit_kir_program *p, const int32_t *ids, int32_t n) {
  return cajit_arena_memdup(p->arena, ids,
                            (size_t)(n > 0 ? n : 0) * sizeof *ids);
}

static const cajit_expr **dup_exprs(cajit_kir_program *p,
                                    const cajit_expr *const *e, int32_t n) {
  return cajit_arena_memdup(p->arena, e, (size_t)(n > 0 ? n : 0) * sizeof *e);
}

cajit_status cajit_kir_add_extern(cajit_kir_program *p, const char *name,
                                  const cajit_kir_extern_desc *desc,
                                  int32_t *out_kernel) {
  name = name ? name : "";
  if (!desc->fn || !*desc->fn || desc->arg_count < 0 || desc->int_count < 0)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: extern call %s: no function or bad "
                             "counts",
                             name);
  for (int32_t i = 0; i < desc->arg_count; i++) {
    CAJIT_RETURN_IF_ERROR(
        check_call_arg(p, "extern call", name, i, desc->args[i]));
    const cajit_kir_buffer *b = NULL;
    if (desc->writes[i])
      CAJIT_RETURN_IF_ERROR(check_out(p, name, desc->args[i], &b));
  }
  cajit_kir_extern_desc *e = cajit_arena_memdup(p->arena, desc, sizeof *desc);
  if (!e) return cajit_kir_oom("adding an extern call");
  int ok = 1;
  e->fn = cajit_arena_sv(p->arena, cajit_sv_from_cstr(desc->fn), &ok).data;
  e->args = dup_ids(p, desc->args, desc->arg_count);
  e->writes = cajit_arena_memdup(
      p->arena, desc->writes,
      (size_t)(desc->arg_count > 0 ? desc->arg_count : 0) * sizeof(bool));
  e->ints = dup_exprs(p, desc->ints, desc->int_count);
  if (!ok || !e->args || !e->writes || !e->ints)
    return cajit_kir_oom("adding an extern call");
  cajit_kir_kernel k = kernel_of(CAJIT_KIR_EXTERN, -1, NULL);
  k.ext = e;
  return kernel_push(p, &k, name, out_kernel);
}

cajit_status cajit_kir_add_host(cajit_kir_program *p, const char *name,
                                const cajit_kir_host_desc *desc,
                                const cajit_dtype *result_dtypes,
                                const int32_t *result_ndims,
                                const cajit_expr *const *const *result_shapes,
                                int32_t *out_results, int32_t *out_kernel) {
  name = name ? name : "";
  if (desc->arg_count < 0 || desc->arg_split < 0 ||
      desc->arg_split > desc->arg_count || desc->result_count < 0 ||
      desc->int_count < 0 || desc->float_count < 0)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: host call %s: bad counts", name);
  for (int32_t i = 0; i < desc->arg_count; i++)
    if (desc->args[i] >= 0)
      CAJIT_RETURN_IF_ERROR(
          check_call_arg(p, "host call", name, i, desc->args[i]));
  cajit_kir_host_desc *h = cajit_arena_memdup(p->arena, desc, sizeof *desc);
  if (!h) return cajit_kir_oom("adding a host call");
  h->args = dup_ids(p, desc->args, desc->arg_count);
  h->results = cajit_arena_array(
      p->arena, (size_t)(desc->result_count > 0 ? desc->result_count : 1),
      sizeof(int32_t));
  h->ints = dup_exprs(p, desc->ints, desc->int_count);
  h->floats = dup_exprs(p, desc->floats, desc->float_count);
  int ok = 1;
  if (desc->op_name)
    h->op_name =
        cajit_arena_sv(p->arena, cajit_sv_from_cstr(desc->op_name), &ok).data;
  if (ok && desc->args_desc)
    h->args_desc =
        cajit_arena_sv(p->arena, cajit_sv_from_cstr(desc->args_desc), &ok).data;
  if (!ok || !h->args || !h->results || !h->ints || !h->floats)
    return cajit_kir_oom("adding a host call");
  int32_t kid = (int32_t)p->kernels.len;
  for (int32_t i = 0; i < desc->result_count; i++) {
    h->results[i] = -1;
    if (result_ndims[i] < 0) continue;
    CAJIT_RETURN_IF_ERROR(
        kir_buffer_host_result(p, kid, result_dtypes[i], result_ndims[i],
                               result_shapes[i], &h->results[i]));
  }
  if (out_results)
    memcpy(out_results, h->results,
           (size_t)desc->result_count * sizeof *out_results);
  cajit_kir_kernel k = kernel_of(CAJIT_KIR_HOST, -1, NULL);
  k.host = h;
  return kernel_push(p, &k, name, out_kernel);
}
