/* Lowering driver and helpers for op lowerings (see lower.h).
 *
 * Guarantees: every tensor value of the graph that a later node or the
 * outputs use has a buffer; kernels appear in node order (so a buffer is
 * written before it is read); graph inputs are only read; each graph
 * output is a distinct OUTPUT buffer; the program's signature mirrors the
 * graph's (inputs, counts, symbol bindings, assumptions, outputs). Dims
 * and sizes symbols are marked non-negative (codegen may then divide
 * unsigned). */
#include "lower/lower.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/host.h"
#include "kir/kir.h"
#include "support/alloc.h"
#include "support/arena.h"
#include "support/strbuf.h"

/* ---- helpers for lowerings -----------------------------------------------
 */

static bool is_one(const cajit_expr *e) {
  int64_t v;
  return cajit_expr_as_int(e, &v) && v == 1;
}

cajit_status cajit_lower_value_error(cajit_lower_ctx *lc) {
  CAJIT_RETURN_IF_ERROR(cajit_kir_program_error(lc->p));
  if (cajit_expr_ctx_failed(lc->p->exprs))
    CAJIT_RETURN_IF_ERROR(cajit_expr_ctx_status(lc->p->exprs));
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
}

cajit_status cajit_lower_value(cajit_lower_ctx *lc, int32_t v,
                               int32_t *out_buffer) {
  if (v < 0 || v >= lc->g->value_count || lc->value_buffer[v] < 0)
    return cajit_status_make(CAJIT_INTERNAL, "value %%%d has no buffer",
                             (int)v);
  *out_buffer = lc->value_buffer[v];
  return NULL;
}

cajit_status cajit_lower_tensor(cajit_lower_ctx *lc, const char *param,
                                int32_t *out_buffer) {
  int32_t v;
  CAJIT_RETURN_IF_ERROR(cajit_bound_tensor(&lc->args, param, &v));
  return cajit_lower_value(lc, v, out_buffer);
}

cajit_status cajit_lower_opt_tensor(cajit_lower_ctx *lc, const char *param,
                                    int32_t *out_buffer) {
  int32_t v;
  CAJIT_RETURN_IF_ERROR(cajit_bound_opt_tensor(&lc->args, param, &v));
  if (v < 0) {
    *out_buffer = -1;
    return NULL;
  }
  return cajit_lower_value(lc, v, out_buffer);
}

const cajit_type *cajit_lower_result_type(const cajit_lower_ctx *lc,
                                          int32_t i) {
  if (i < 0 || i >= lc->node->result_count) return NULL;
  return &lc->g->values[lc->node->results[i]].type;
}

cajit_status cajit_lower_set_result(cajit_lower_ctx *lc, int32_t i, int32_t b) {
  const cajit_type *t = cajit_lower_result_type(lc, i);
  const cajit_kir_buffer *buf = cajit_kir_buffer_get(lc->p, b);
  if (!t || t->kind != CAJIT_TYPE_TENSOR || !buf)
    return cajit_status_make(CAJIT_INTERNAL, "result %d is not a tensor",
                             (int)i);
  if (buf->ndim != t->ndim || buf->dtype != t->dtype)
    return cajit_status_make(CAJIT_INTERNAL,
                             "result %d: lowered to %s rank %d, declared %s "
                             "rank %d",
                             (int)i, cajit_dtype_name(buf->dtype),
                             (int)buf->ndim, cajit_dtype_name(t->dtype),
                             (int)t->ndim);
  lc->value_buffer[lc->node->results[i]] = b;
  return NULL;
}

cajit_status cajit_lower_alloc_result(cajit_lower_ctx *lc, int32_t i,
                                      int32_t *out_buffer) {
  const cajit_type *t = cajit_lower_result_type(lc, i);
  if (!t || t->kind != CAJIT_TYPE_TENSOR)
    return cajit_status_make(CAJIT_INTERNAL, "result %d is not a tensor",
                             (int)i);
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_buffer_alloc(lc->p, CAJIT_KIR_BUFFER_INTERMEDIATE, t->dtype,
                             t->ndim, t->shape, out_buffer));
  return cajit_lower_set_result(lc, i, *out_buffer);
}

/* The memory order (outermost first) of strides that lay shape out densely
 * in some order (a permutation of a contiguous layout); false otherwise.
 * Dims of extent 1 go outermost. */
static bool dense_order(cajit_expr_ctx *x, int32_t n,
                        const cajit_expr *const *shape,
                        const cajit_expr *const *strides, int32_t *order) {
  bool used[CAJIT_MAX_NDIM] = {0};
  int32_t placed = 0, ones = 0;
  int64_t v;
  for (int32_t d = 0; d < n; d++)
    if (!strides[d]) return false;
  for (int32_t d = 0; d < n; d++)
    if (cajit_expr_as_int(shape[d], &v) && v == 1) {
      used[d] = true;
      order[ones++] = d;
    }
  const cajit_expr *at = cajit_expr_int(x, 1);
  while (ones + placed < n) {
    int32_t d = 0;
    while (d < n && (used[d] || strides[d] != at))
      d++;
    if (d == n) return false;
    used[d] = true;
    order[n - 1 - placed++] = d;
    at = cajit_expr_mul(x, at, shape[d]);
    if (!at) return false;
  }
  return true;
}

cajit_status cajit_lower_alloc_result_declared(cajit_lower_ctx *lc, int32_t i,
                                               int32_t *out_buffer) {
  const cajit_type *t = cajit_lower_result_type(lc, i);
  int32_t order[CAJIT_MAX_NDIM];
  if (!t || t->kind != CAJIT_TYPE_TENSOR || !t->strides ||
      t->ndim > CAJIT_MAX_NDIM ||
      !dense_order(lc->p->exprs, t->ndim, t->shape, t->strides, order))
    return cajit_lower_alloc_result(lc, i, out_buffer);
  const cajit_expr *mem[CAJIT_MAX_NDIM];
  int32_t perm[CAJIT_MAX_NDIM], root;
  for (int32_t j = 0; j < t->ndim; j++) {
    mem[j] = t->shape[order[j]];
    perm[order[j]] = j; /* logical dim order[j] is root dim j */
  }
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(
      lc->p, CAJIT_KIR_BUFFER_INTERMEDIATE, t->dtype, t->ndim, mem, &root));
  CAJIT_RETURN_IF_ERROR(cajit_kir_view_permute(lc->p, root, perm, out_buffer));
  return cajit_lower_set_result(lc, i, *out_buffer);
}

const cajit_expr **cajit_lower_indices(cajit_lower_ctx *lc, int32_t n) {
  static _Thread_local const cajit_expr *idx[CAJIT_MAX_NDIM];
  if (n > CAJIT_MAX_NDIM)
    return cajit_kir_program_fail(
        lc->p, cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d",
                                 (int)n, (int)CAJIT_MAX_NDIM));
  /* The error is kept in the program (cajit_lower_value_error). */
  cajit_status s = cajit_kir_indices(lc->p, CAJIT_KIR_INDEX_OUTER, n, idx);
  if (s) return cajit_kir_program_fail(lc->p, s);
  return idx;
}

const cajit_kir_value *cajit_lower_load_bcast(cajit_lower_ctx *lc, int32_t b,
                                              int32_t ndim) {
  const cajit_kir_buffer *buf = cajit_kir_buffer_get(lc->p, b);
  if (!buf || buf->ndim > ndim || ndim > CAJIT_MAX_NDIM)
    return cajit_kir_program_fail(
        lc->p, cajit_status_make(CAJIT_INTERNAL,
                                 "cannot broadcast buf%d to rank "
                                 "%d",
                                 (int)b, (int)ndim));
  const cajit_expr **i = cajit_lower_indices(lc, ndim);
  if (!i) return cajit_kir_program_fail(lc->p, cajit_kir_oom("for indices"));
  int32_t bn = buf->ndim, lead = ndim - bn;
  const cajit_expr *idx[CAJIT_MAX_NDIM];
  const cajit_expr *zero = cajit_expr_int(lc->p->exprs, 0);
  buf = cajit_kir_buffer_get(lc->p, b);
  for (int32_t j = 0; j < bn; j++)
    idx[j] = is_one(buf->shape[j]) ? zero : i[lead + j];
  return cajit_kir_load(lc->p, b, idx);
}

static const cajit_schema_param *find_param(const cajit_lower_ctx *lc,
                                            const char *param) {
  const cajit_op_schema *s = lc->args.schema;
  for (int32_t k = 0; s && k < s->param_count; k++)
    if (cajit_sv_eq_cstr(s->params[k].name, param)) return &s->params[k];
  return NULL;
}

const cajit_kir_value *cajit_lower_scalar(cajit_lower_ctx *lc,
                                          const char *param, cajit_dtype dtype,
                                          cajit_status *out_err) {
  const cajit_schema_param *sp = find_param(lc, param);
  const cajit_expr *e = NULL;
  *out_err = NULL;
  if (!sp) {
    *out_err = cajit_status_make(CAJIT_INTERNAL, "no parameter `%s`", param);
    return NULL;
  }
  switch (sp->type) {
  case CAJIT_SCHEMA_SCALAR: {
    cajit_bound_scalar bs;
    *out_err = cajit_bound_scalar_get(&lc->args, param, &bs);
    if (!*out_err && !bs.expr)
      *out_err = cajit_status_make(CAJIT_UNSUPPORTED,
                                   "argument `%s`: the value of %%%d is not "
                                   "known",
                                   param, (int)bs.value);
    e = bs.expr;
    break;
  }
  case CAJIT_SCHEMA_INT:
    *out_err = cajit_bound_int(&lc->args, param, &e);
    break;
  case CAJIT_SCHEMA_FLOAT:
    *out_err = cajit_bound_float(&lc->args, param, &e);
    break;
  case CAJIT_SCHEMA_BOOL: {
    bool v;
    *out_err = cajit_bound_bool(&lc->args, param, &v);
    e = cajit_expr_bool(lc->p->exprs, v);
    break;
  }
  default:
    *out_err = cajit_status_make(CAJIT_INTERNAL,
                                 "parameter `%s` is not a number", param);
  }
  if (*out_err) return NULL;
  const cajit_kir_value *v = cajit_kir_expr_value(lc->p, dtype, e);
  if (!v) *out_err = cajit_lower_value_error(lc);
  return v;
}

cajit_status cajit_lower_pointwise(cajit_lower_ctx *lc, int32_t i,
                                   const cajit_kir_value *v) {
  if (!v) return cajit_lower_value_error(lc);
  int32_t b;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, i, &b));
  return cajit_kir_add_pointwise(lc->p, lc->name, b, v, NULL);
}

cajit_status cajit_lower_copy(cajit_lower_ctx *lc, int32_t b,
                              cajit_kir_buffer_kind kind, int32_t *out_buffer) {
  const cajit_kir_buffer *src = cajit_kir_buffer_get(lc->p, b);
  if (!src) return cajit_status_make(CAJIT_INTERNAL, "no buffer %d", (int)b);
  int32_t nd = src->ndim;
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(lc->p, kind, src->dtype, nd,
                                               src->shape, out_buffer));
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_kir_value *v = cajit_kir_load(lc->p, b, i);
  if (!v) return cajit_lower_value_error(lc);
  return cajit_kir_add_pointwise(lc->p, lc->name, *out_buffer, v, NULL);
}

cajit_status cajit_lower_strided(cajit_lower_ctx *lc, int32_t b,
                                 int32_t *out_buffer) {
  const cajit_kir_buffer *buf = cajit_kir_buffer_get(lc->p, b);
  if (!buf) return cajit_status_make(CAJIT_INTERNAL, "no buffer %d", (int)b);
  if (buf->strides) {
    *out_buffer = b;
    return NULL;
  }
  return cajit_lower_copy(lc, b, CAJIT_KIR_BUFFER_INTERMEDIATE, out_buffer);
}

/* ---- host calls ----------------------------------------------------------
 */

/* The graph op of each host-call kind (cajit/host_op_kinds.h); FALLBACK
 * has none: it runs other ops by their own names. */
static const struct {
  const char *op;
  cajit_host_op_kind kind;
} host_ops[] = {
#define HOST_OP(e, name) {"host." #name, CAJIT_HOST_##e},
    CAJIT_HOST_OP_KINDS(HOST_OP)
#undef HOST_OP
};

/* Collects the tensor arguments of a host call. */
typedef struct host_args {
  CAJIT_VEC(int32_t) bufs;
  CAJIT_VEC(const cajit_expr *) ints;
  CAJIT_VEC(const cajit_expr *) floats;
  cajit_strbuf desc;
} host_args;

static void host_args_free(host_args *a) {
  CAJIT_VEC_FREE(&a->bufs);
  CAJIT_VEC_FREE(&a->ints);
  CAJIT_VEC_FREE(&a->floats);
  cajit_strbuf_release(&a->desc);
}

/* A tensor argument (value v, or none for v < 0), materialized when it has
 * no strided form; the host sees it as $t<n>. */
static cajit_status host_tensor(cajit_lower_ctx *lc, host_args *a, int32_t v,
                                bool describe) {
  int32_t b = -1;
  if (v >= 0) {
    CAJIT_RETURN_IF_ERROR(cajit_lower_value(lc, v, &b));
    CAJIT_RETURN_IF_ERROR(cajit_lower_strided(lc, b, &b));
  }
  if (describe) {
    if (b < 0)
      cajit_strbuf_puts(&a->desc, "none");
    else
      cajit_strbuf_printf(&a->desc, "$t%zu", a->bufs.len);
  }
  if (b < 0 && describe) return NULL; /* a none in a fallback's args */
  if (!CAJIT_VEC_PUSH(&a->bufs, b))
    return cajit_kir_oom("lowering a host call");
  return NULL;
}

/* An int or float expression: literal when constant, else a $i/$f slot. */
static cajit_status host_number(host_args *a, const cajit_expr *e,
                                const cajit_graph *g) {
  int64_t iv;
  double fv;
  if (cajit_expr_as_int(e, &iv)) {
    cajit_strbuf_printf(&a->desc, "%lld", (long long)iv);
    return NULL;
  }
  if (cajit_expr_as_float(e, &fv)) {
    char buf[40];
    cajit_expr_print(g->exprs, e, buf, sizeof buf); /* .cag float syntax */
    cajit_strbuf_puts(&a->desc, buf);
    return NULL;
  }
  bool is_float = cajit_expr_type_of(e) == CAJIT_EXPR_TYPE_FLOAT;
  if (is_float) {
    cajit_strbuf_printf(&a->desc, "$f%zu", a->floats.len);
    if (!CAJIT_VEC_PUSH(&a->floats, e))
      return cajit_kir_oom("lowering a host call");
  } else {
    cajit_strbuf_printf(&a->desc, "$i%zu", a->ints.len);
    if (!CAJIT_VEC_PUSH(&a->ints, e))
      return cajit_kir_oom("lowering a host call");
  }
  return NULL;
}

static cajit_status describe_arg(cajit_lower_ctx *lc, host_args *a,
                                 const cajit_arg *arg) {
  cajit_strbuf *d = &a->desc;
  switch (arg->kind) {
  case CAJIT_ARG_NONE: cajit_strbuf_puts(d, "none"); return NULL;
  case CAJIT_ARG_BOOL:
    cajit_strbuf_puts(d, arg->u.b ? "true" : "false");
    return NULL;
  case CAJIT_ARG_INT:
  case CAJIT_ARG_FLOAT: return host_number(a, arg->u.expr, lc->g);
  case CAJIT_ARG_STRING:
    cajit_strbuf_puts(d, "\"");
    for (size_t i = 0; i < arg->u.str.len; i++) {
      char ch = arg->u.str.data[i];
      if (ch == '"' || ch == '\\')
        cajit_strbuf_printf(d, "\\%c", ch);
      else if (ch == '\n')
        cajit_strbuf_puts(d, "\\n");
      else if (ch == '\t')
        cajit_strbuf_puts(d, "\\t");
      else
        cajit_strbuf_append(d, &ch, 1);
    }
    cajit_strbuf_puts(d, "\"");
    return NULL;
  case CAJIT_ARG_DTYPE:
    cajit_strbuf_puts(d, cajit_dtype_name(arg->u.dtype));
    return NULL;
  case CAJIT_ARG_WORD: cajit_strbuf_sv(d, arg->u.str); return NULL;
  case CAJIT_ARG_VALUE: {
    const cajit_value *v = &lc->g->values[arg->u.value];
    switch (v->type.kind) {
    case CAJIT_TYPE_TENSOR: return host_tensor(lc, a, arg->u.value, true);
    case CAJIT_TYPE_NONE: cajit_strbuf_puts(d, "none"); return NULL;
    case CAJIT_TYPE_BOOL:
      if (v->sym) {
        bool bv;
        if (cajit_expr_as_bool(v->sym, &bv)) {
          cajit_strbuf_puts(d, bv ? "true" : "false");
          return NULL;
        }
      }
      break;
    default:
      if (v->sym) return host_number(a, v->sym, lc->g);
    }
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "argument %%%d has no known value for the host",
                             (int)arg->u.value);
  }
  case CAJIT_ARG_LIST:
    cajit_strbuf_puts(d, "[");
    for (int32_t i = 0; i < arg->u.list.count; i++) {
      if (i) cajit_strbuf_puts(d, ", ");
      CAJIT_RETURN_IF_ERROR(describe_arg(lc, a, &arg->u.list.items[i]));
    }
    cajit_strbuf_puts(d, "]");
    return NULL;
  }
  return cajit_status_make(CAJIT_INTERNAL, "unknown argument kind");
}

/* Adds the host kernel and binds its results to the node's values. */
static cajit_status add_host(cajit_lower_ctx *lc, cajit_kir_host_desc *h,
                             host_args *a) {
  const cajit_node *n = lc->node;
  int32_t nr = n->result_count;
  cajit_dtype dts[nr > 0 ? nr : 1];
  int32_t nds[nr > 0 ? nr : 1], res[nr > 0 ? nr : 1];
  const cajit_expr *const *shapes[nr > 0 ? nr : 1];
  for (int32_t i = 0; i < nr; i++) {
    const cajit_type *t = cajit_lower_result_type(lc, i);
    if (t->kind != CAJIT_TYPE_TENSOR && t->kind != CAJIT_TYPE_NONE)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "a host call returning a scalar (result %d)",
                               (int)i);
    dts[i] = t->dtype;
    nds[i] = t->kind == CAJIT_TYPE_TENSOR ? t->ndim : -1;
    shapes[i] = t->shape;
  }
  h->args = a->bufs.data;
  h->arg_count = (int32_t)a->bufs.len;
  h->result_count = nr;
  h->ints = a->ints.data;
  h->int_count = (int32_t)a->ints.len;
  h->floats = a->floats.data;
  h->float_count = (int32_t)a->floats.len;
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_add_host(lc->p, lc->name, h, dts, nds, shapes, res, NULL));
  for (int32_t i = 0; i < nr; i++)
    if (res[i] >= 0) lc->value_buffer[n->results[i]] = res[i];
  return NULL;
}

static cajit_status lower_host_op(cajit_lower_ctx *lc,
                                  cajit_host_op_kind kind) {
  const cajit_node *n = lc->node;
  cajit_kir_host_desc h = {0};
  h.kind = kind;
  h.node = n->index;
  h.hook = -1;
  host_args a = {0};
  cajit_status s = NULL;
  int32_t lists = 0;
  for (int32_t i = 0; i < n->arg_count && !s; i++) {
    const cajit_arg *arg = &n->args[i];
    if (arg->name.data) {
      int64_t v;
      if ((cajit_sv_eq_cstr(arg->name, "hook") ||
           cajit_sv_eq_cstr(arg->name, "ctx")) &&
          arg->kind == CAJIT_ARG_INT && cajit_expr_as_int(arg->u.expr, &v))
        h.hook = (int32_t)v;
      else if (cajit_sv_eq_cstr(arg->name, "has_post_hooks") &&
               arg->kind == CAJIT_ARG_BOOL)
        h.flags |= arg->u.b ? CAJIT_HOST_HAS_POST_HOOKS : 0;
      else
        s = cajit_status_make(CAJIT_UNSUPPORTED, "unexpected argument `%.*s`",
                              (int)arg->name.len, arg->name.data);
      continue;
    }
    if (arg->kind == CAJIT_ARG_VALUE) {
      s = host_tensor(lc, &a, arg->u.value, false);
    } else if (arg->kind == CAJIT_ARG_LIST) {
      for (int32_t k = 0; k < arg->u.list.count && !s; k++) {
        const cajit_arg *it = &arg->u.list.items[k];
        s = it->kind == CAJIT_ARG_VALUE
                ? host_tensor(lc, &a, it->u.value, false)
            : it->kind == CAJIT_ARG_NONE
                ? host_tensor(lc, &a, -1, false)
                : cajit_status_make(CAJIT_UNSUPPORTED,
                                    "list item %d is not a tensor", (int)k);
      }
      if (++lists == 1) h.arg_split = (int32_t)a.bufs.len;
    } else if (arg->kind == CAJIT_ARG_NONE) {
      s = host_tensor(lc, &a, -1, false);
    } else {
      s = cajit_status_make(CAJIT_UNSUPPORTED,
                            "argument %d is not a tensor or list", (int)i);
    }
  }
  if (lists < 2) h.arg_split = (int32_t)a.bufs.len;
  if (!s) s = add_host(lc, &h, &a);
  host_args_free(&a);
  return s;
}

static cajit_status lower_fallback(cajit_lower_ctx *lc, bool library) {
  const cajit_node *n = lc->node;
  cajit_kir_host_desc h = {0};
  h.kind = CAJIT_HOST_FALLBACK;
  h.node = n->index;
  h.library = library;
  h.hook = -1;
  host_args a = {0};
  cajit_status s = NULL;
  for (int32_t i = 0; i < n->arg_count && !s; i++) {
    if (i) cajit_strbuf_puts(&a.desc, ", ");
    if (n->args[i].name.data) {
      cajit_strbuf_sv(&a.desc, n->args[i].name);
      cajit_strbuf_puts(&a.desc, "=");
    }
    s = describe_arg(lc, &a, &n->args[i]);
  }
  char *desc = NULL, *op = NULL;
  size_t len;
  if (!s) s = cajit_strbuf_finish(&a.desc, &desc, &len);
  if (!s) {
    op = cajit_strndup(n->op.data, n->op.len);
    if (!op) s = cajit_kir_oom("lowering a fallback");
  }
  h.op_name = op;
  h.args_desc = desc;
  h.arg_split = (int32_t)a.bufs.len;
  if (!s) s = add_host(lc, &h, &a);
  cajit_free(desc);
  cajit_free(op);
  host_args_free(&a);
  return s;
}

cajit_status cajit_lower_fallback(cajit_lower_ctx *lc) {
  if (lc->no_host_fallback)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "no native lowering for this case, and the host "
                             "fallback is disabled");
  return lower_fallback(lc, false);
}

cajit_status cajit_lower_library(cajit_lower_ctx *lc) {
  return lower_fallback(lc, true);
}

bool cajit_lower_wants_library(const cajit_lower_ctx *lc) {
  const char *list = lc->library_nodes;
  if (!list || !*list) return false;
  if (!strcmp(list, "*")) return true;
  if (lc->node->result_count < 1) return false;
  long id = (long)lc->g->values[lc->node->results[0]].id;
  for (const char *p = list; *p;) {
    char *end;
    long v = strtol(p, &end, 10);
    if (end == p) return false; /* not a list of numbers: none */
    if (v == id) return true;
    p = *end == ',' ? end + 1 : end;
  }
  return false;
}

cajit_status cajit_lower_forward_library(cajit_lower_ctx *lc,
                                         const cajit_node *n) {
  (void)n;
  return cajit_lower_wants_library(lc) ? cajit_lower_library(lc)
                                       : cajit_lower_fallback(lc);
}

/* ---- the driver ----------------------------------------------------------
 */

static void node_name(const cajit_graph *g, const cajit_node *n, char *buf,
                      size_t cap) {
  if (n->result_count > 0)
    snprintf(buf, cap, "%%%d = %.*s", (int)g->values[n->results[0]].id,
             (int)n->op.len, n->op.data);
  else
    snprintf(buf, cap, "%.*s", (int)n->op.len, n->op.data);
}

static bool is_symbol(const cajit_expr *e, int32_t sym) {
  return cajit_expr_kind_of(e) == CAJIT_EXPR_SYMBOL &&
         cajit_expr_symbol_index(e) == sym;
}

static bool is_int_at_least(const cajit_expr *e, int64_t lo) {
  int64_t c;
  return cajit_expr_as_int(e, &c) && c >= lo;
}

/* Whether one of the graph's assumptions says sym >= 0 directly: c <= sym
 * with c >= 0, c < sym with c >= -1, or sym == c with c >= 0 (the forms
 * the exporter writes for value ranges and specialisations). */
static bool assumed_nonneg(const cajit_graph *g, int32_t sym) {
  for (int32_t k = 0; k < g->assumption_count; k++) {
    const cajit_expr *a = g->assumptions[k];
    if (cajit_expr_operand_count(a) != 2) continue;
    const cajit_expr *l = cajit_expr_operand(a, 0),
                     *r = cajit_expr_operand(a, 1);
    switch (cajit_expr_kind_of(a)) {
    case CAJIT_EXPR_LE:
      if (is_symbol(r, sym) && is_int_at_least(l, 0)) return true;
      break;
    case CAJIT_EXPR_LT:
      if (is_symbol(r, sym) && is_int_at_least(l, -1)) return true;
      break;
    case CAJIT_EXPR_EQ:
      if ((is_symbol(l, sym) && is_int_at_least(r, 0)) ||
          (is_symbol(r, sym) && is_int_at_least(l, 0)))
        return true;
      break;
    default: break;
    }
  }
  return false;
}

static cajit_status lower_inputs(cajit_graph *g, cajit_kir_program *p,
                                 int32_t *value_buffer, int32_t *inputs) {
  /* A tensor dim is never negative; a sizes entry is any int compiled
   * autograd lifted (select's index -1 among them), so it is non-negative
   * only where the assumptions say so. Codegen divides non-negative
   * operands with plain (truncating) division. */
  for (int32_t i = 0; i < g->binding_count; i++) {
    const cajit_symbol_binding *b = &g->bindings[i];
    if (b->source == CAJIT_SYMBOL_FROM_INPUT_DIM ||
        (b->source == CAJIT_SYMBOL_FROM_SIZES && assumed_nonneg(g, b->symbol)))
      CAJIT_RETURN_IF_ERROR(cajit_kir_symbol_set_nonneg(p, b->symbol));
  }
  for (int32_t i = 0; i < g->input_count; i++) {
    const cajit_type *t = &g->values[g->inputs[i]].type;
    if (t->kind != CAJIT_TYPE_TENSOR)
      return cajit_status_make(CAJIT_UNSUPPORTED, "input %d is not a tensor",
                               (int)i);
    CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_input(
        p, i, t->dtype, t->ndim, t->shape, t->strides, &inputs[i]));
    value_buffer[g->inputs[i]] = inputs[i];
  }
  return NULL;
}

static cajit_status lower_node(cajit_lower_ctx *lc,
                               const cajit_lower_options *opts) {
  const cajit_node *n = lc->node;
  const cajit_op_def *def = n->def;
  if (def && (def->flags & CAJIT_OP_SYM)) return NULL; /* expressions */
  cajit_lower_fn fn = cajit_op_lowering(def);
  const char *declined = NULL;
  if (fn) {
    CAJIT_RETURN_IF_ERROR(cajit_op_bind(def, lc->g, n, &lc->args));
    declined = def->declines ? def->declines(&lc->args) : NULL;
  }
  if (fn && !declined) {
    CAJIT_RETURN_IF_ERROR(fn(lc, n));
    for (int32_t i = 0; i < n->result_count; i++)
      if (cajit_lower_result_type(lc, i)->kind == CAJIT_TYPE_TENSOR &&
          lc->value_buffer[n->results[i]] < 0)
        return cajit_status_make(CAJIT_INTERNAL,
                                 "the lowering left result %d unset", (int)i);
    return NULL;
  }
  for (size_t k = 0; k < sizeof host_ops / sizeof *host_ops; k++)
    if (host_ops[k].kind != CAJIT_HOST_FALLBACK &&
        cajit_sv_eq_cstr(n->op, host_ops[k].op))
      return lower_host_op(lc, host_ops[k].kind);
  /* Other host ops (host.cpp_tensor_pre_hook) have no kind of their own:
   * the host dispatches them by name, like a fallback, but they are host
   * calls by design and allowed without the fallback. */
  if (def && (def->flags & CAJIT_OP_IMPURE)) return lower_fallback(lc, false);
  if (opts && opts->no_host_fallback && declined)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "the native lowering does not handle this node "
                             "(%s), and the host fallback is disabled",
                             declined);
  if (opts && opts->no_host_fallback)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "no native lowering, and the host fallback is "
                             "disabled");
  return lower_fallback(lc, false);
}

/* Every output becomes its own OUTPUT buffer. */
static cajit_status lower_outputs(cajit_lower_ctx *lc, int32_t *outputs) {
  cajit_graph *g = lc->g;
  snprintf(lc->name, sizeof lc->name, "return");
  for (int32_t k = 0; k < g->output_count; k++) {
    int32_t v = g->outputs[k];
    outputs[k] = -1;
    if (v < 0 || g->values[v].type.kind == CAJIT_TYPE_NONE) continue;
    if (g->values[v].type.kind != CAJIT_TYPE_TENSOR)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "return: output %d is not a tensor", (int)k);
    int32_t b;
    CAJIT_RETURN_IF_ERROR(cajit_lower_value(lc, v, &b));
    const cajit_kir_buffer *buf = cajit_kir_buffer_get(lc->p, b);
    if (buf->kind != CAJIT_KIR_BUFFER_INTERMEDIATE) /* input, view, host, or
                                                      already returned */
      CAJIT_RETURN_IF_ERROR(
          cajit_lower_copy(lc, b, CAJIT_KIR_BUFFER_OUTPUT, &b));
    CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_set_output(lc->p, b, k));
    outputs[k] = b;
  }
  return NULL;
}

/* Buffers [first, end) came from the node named `name`: the entry's
 * messages name it. */
static cajit_status name_buffers(cajit_kir_program *p, size_t first,
                                 const char *name) {
  if (first == p->buffers.len) return NULL;
  const char *copy = cajit_arena_memdup(p->arena, name, strlen(name) + 1);
  if (!copy) return cajit_kir_oom("naming buffers");
  for (size_t i = first; i < p->buffers.len; i++)
    p->buffers.data[i].origin = copy;
  return NULL;
}

cajit_status cajit_lower_graph(cajit_graph *g, cajit_kir_program *p,
                               const cajit_lower_options *opts) {
  if (p->exprs != g->exprs)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "lowering: the program must use the graph's "
                             "expression context");
  cajit_lower_ctx lc = {0};
  lc.g = g;
  lc.p = p;
  lc.no_host_fallback = opts && opts->no_host_fallback;
  lc.library_nodes = opts ? opts->library_nodes : NULL;
  int32_t nv = g->value_count, ni = g->input_count, no = g->output_count;
  lc.value_buffer = cajit_malloc((size_t)(nv > 0 ? nv : 1) * sizeof(int32_t));
  int32_t *inputs = cajit_calloc((size_t)(ni > 0 ? ni : 1), sizeof(int32_t));
  int32_t *outputs = cajit_calloc((size_t)(no > 0 ? no : 1), sizeof(int32_t));
  cajit_status s = NULL;
  if (!lc.value_buffer || !inputs || !outputs)
    s = cajit_kir_oom("lowering a graph");
  for (int32_t v = 0; !s && v < nv; v++)
    lc.value_buffer[v] = -1;
  if (!s) s = lower_inputs(g, p, lc.value_buffer, inputs);
  for (int32_t i = 0; !s && i < g->node_count; i++) {
    lc.node = &g->nodes[i];
    memset(&lc.args, 0, sizeof lc.args);
    node_name(g, lc.node, lc.name, sizeof lc.name);
    size_t first_buffer = p->buffers.len;
    s = lower_node(&lc, opts);
    if (!s) s = name_buffers(p, first_buffer, lc.name);
    if (s) {
      if (lc.node->line > 0)
        s = cajit_status_annotate(s, "%s (line %d)", lc.name,
                                  (int)lc.node->line);
      else
        s = cajit_status_annotate(s, "%s", lc.name);
    }
  }
  if (!s) s = lower_outputs(&lc, outputs);
  if (!s) {
    cajit_kir_signature sig = {
        .input_count = ni,
        .inputs = inputs,
        .sizes_count = g->sizes_count,
        .scalars_count = g->scalars_count,
        .hooks_count = g->hooks_count,
        .binding_count = g->binding_count,
        .bindings = g->bindings,
        .assumption_count = g->assumption_count,
        .assumptions = g->assumptions,
        .output_count = no,
        .outputs = outputs,
    };
    s = cajit_kir_set_signature(p, &sig);
  }
  cajit_free(lc.value_buffer);
  cajit_free(inputs);
  cajit_free(outputs);
  return s;
}
