/* The argument binder (see registry.h): matches a node's arguments to its
 * op's schema and reads them back with schema defaults applied.
 *
 * Binding follows torch's calling convention: positional arguments in
 * schema order, then keyword arguments by name; keyword-only parameters
 * (after `*`) only by keyword; every parameter without a default must be
 * given (an optional type without a default, such as div's `str?
 * rounding_mode`, is still required, as in torch). Each argument's kind is
 * checked against its parameter type when binding, so the accessors only
 * fail on None where a value is required, on a parameter name the schema
 * does not have (a caller bug), or on an int value with no known symbolic
 * value.
 *
 * Messages name the argument and say what was expected and found:
 * "argument `dim`: expected int list, found string". The caller (verifier,
 * lowering driver) prefixes the node and op. */
#include <stdio.h>
#include <string.h>

#include "ops/registry.h"

/* ---- describing arguments ---- */

static const char *value_kind_name(const cajit_graph *g, int32_t id) {
  if (id < 0 || id >= g->value_count) return "undefined value";
  switch (g->values[id].type.kind) {
  case CAJIT_TYPE_NONE: return "none value";
  case CAJIT_TYPE_TENSOR: return "tensor";
  case CAJIT_TYPE_INT: return "int value";
  case CAJIT_TYPE_FLOAT: return "float value";
  case CAJIT_TYPE_BOOL: return "bool value";
  }
  return "value";
}

/* Writes "string", "tensor %3", "keyword cpu" ... into buf. */
static const char *describe(const cajit_graph *g, const cajit_arg *a, char *buf,
                            size_t cap) {
  switch (a->kind) {
  case CAJIT_ARG_NONE: return "none";
  case CAJIT_ARG_BOOL: return "bool";
  case CAJIT_ARG_INT: return "int";
  case CAJIT_ARG_FLOAT: return "float";
  case CAJIT_ARG_STRING: return "string";
  case CAJIT_ARG_DTYPE: return "dtype";
  case CAJIT_ARG_WORD:
    snprintf(buf, cap, "keyword %.*s", (int)a->u.str.len, a->u.str.data);
    return buf;
  case CAJIT_ARG_VALUE:
    snprintf(buf, cap, "%s %%%d", value_kind_name(g, a->u.value), a->u.value);
    return buf;
  case CAJIT_ARG_LIST: return "list";
  }
  return "argument";
}

static const char *expected_name(const cajit_schema_param *p) {
  if (p->is_list) {
    switch (p->type) {
    case CAJIT_SCHEMA_TENSOR:
      return p->item_optional ? "list of tensors or none" : "tensor list";
    case CAJIT_SCHEMA_INT: return "int list";
    case CAJIT_SCHEMA_BOOL: return "bool list";
    case CAJIT_SCHEMA_FLOAT: return "float list";
    default: return "list";
    }
  }
  switch (p->type) {
  case CAJIT_SCHEMA_TENSOR: return "tensor";
  case CAJIT_SCHEMA_INT: return "int";
  case CAJIT_SCHEMA_FLOAT: return "float";
  case CAJIT_SCHEMA_BOOL: return "bool";
  case CAJIT_SCHEMA_SCALAR: return "scalar";
  case CAJIT_SCHEMA_STR: return "string";
  case CAJIT_SCHEMA_SCALAR_TYPE: return "dtype";
  case CAJIT_SCHEMA_LAYOUT: return "layout";
  case CAJIT_SCHEMA_DEVICE: return "device";
  case CAJIT_SCHEMA_MEMORY_FORMAT: return "memory format";
  case CAJIT_SCHEMA_ANY: return "any";
  }
  return "?";
}

static cajit_status mismatch(const cajit_bound_args *b,
                             const cajit_schema_param *p, const cajit_arg *a,
                             const char *expected) {
  char buf[64];
  return cajit_status_make(
      CAJIT_VERIFY_ERROR, "argument `%.*s`: expected %s%s, found %s",
      (int)p->name.len, p->name.data, expected ? expected : expected_name(p),
      !expected && p->optional ? " or none" : "",
      describe(b->g, a, buf, sizeof buf));
}

/* ---- kind checks ---- */

static cajit_type_kind value_type(const cajit_graph *g, const cajit_arg *a) {
  if (a->kind != CAJIT_ARG_VALUE || a->u.value < 0 ||
      a->u.value >= g->value_count)
    return (cajit_type_kind)-1;
  return g->values[a->u.value].type.kind;
}

static bool is_none(const cajit_graph *g, const cajit_arg *a) {
  return a->kind == CAJIT_ARG_NONE ||
         (a->kind == CAJIT_ARG_VALUE && value_type(g, a) == CAJIT_TYPE_NONE);
}

static bool item_fits(const cajit_graph *g, const cajit_schema_param *p,
                      const cajit_arg *a) {
  cajit_type_kind vt = value_type(g, a);
  switch (p->type) {
  case CAJIT_SCHEMA_TENSOR: return vt == CAJIT_TYPE_TENSOR;
  case CAJIT_SCHEMA_INT:
    return a->kind == CAJIT_ARG_INT || vt == CAJIT_TYPE_INT;
  case CAJIT_SCHEMA_FLOAT:
    return a->kind == CAJIT_ARG_FLOAT || a->kind == CAJIT_ARG_INT ||
           vt == CAJIT_TYPE_FLOAT || vt == CAJIT_TYPE_INT;
  case CAJIT_SCHEMA_BOOL:
    return a->kind == CAJIT_ARG_BOOL || vt == CAJIT_TYPE_BOOL;
  case CAJIT_SCHEMA_SCALAR:
    return a->kind == CAJIT_ARG_INT || a->kind == CAJIT_ARG_FLOAT ||
           a->kind == CAJIT_ARG_BOOL || vt == CAJIT_TYPE_INT ||
           vt == CAJIT_TYPE_FLOAT || vt == CAJIT_TYPE_BOOL;
  case CAJIT_SCHEMA_STR: return a->kind == CAJIT_ARG_STRING;
  case CAJIT_SCHEMA_SCALAR_TYPE: return a->kind == CAJIT_ARG_DTYPE;
  case CAJIT_SCHEMA_LAYOUT:
  case CAJIT_SCHEMA_DEVICE:
  case CAJIT_SCHEMA_MEMORY_FORMAT:
    return a->kind == CAJIT_ARG_WORD || a->kind == CAJIT_ARG_STRING;
  case CAJIT_SCHEMA_ANY: return true;
  }
  return false;
}

static cajit_status check_arg(const cajit_bound_args *b,
                              const cajit_schema_param *p, const cajit_arg *a) {
  const cajit_graph *g = b->g;
  if (a->kind == CAJIT_ARG_VALUE &&
      (a->u.value < 0 || a->u.value >= g->value_count))
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "argument `%.*s`: undefined value %%%d",
                             (int)p->name.len, p->name.data, a->u.value);
  if (is_none(g, a))
    return p->optional || p->type == CAJIT_SCHEMA_ANY ? NULL
                                                      : mismatch(b, p, a, NULL);
  if (!p->is_list) return item_fits(g, p, a) ? NULL : mismatch(b, p, a, NULL);
  if (a->kind != CAJIT_ARG_LIST) {
    /* torch accepts a single int for int[N] (repeated N times). */
    if (p->type == CAJIT_SCHEMA_INT && p->list_size > 0 && item_fits(g, p, a))
      return NULL;
    return mismatch(b, p, a, NULL);
  }
  /* int[N] only lets a single int stand for N copies (the op checks the
   * length); bool[N] is a fixed-size array. */
  if (p->type == CAJIT_SCHEMA_BOOL && p->list_size > 0 &&
      a->u.list.count != p->list_size)
    return cajit_status_make(
        CAJIT_VERIFY_ERROR, "argument `%.*s`: expected %d items, found %d",
        (int)p->name.len, p->name.data, p->list_size, a->u.list.count);
  for (int32_t i = 0; i < a->u.list.count; i++) {
    const cajit_arg *it = &a->u.list.items[i];
    if (it->kind == CAJIT_ARG_VALUE &&
        (it->u.value < 0 || it->u.value >= g->value_count))
      return cajit_status_make(CAJIT_VERIFY_ERROR,
                               "argument `%.*s`: undefined value %%%d",
                               (int)p->name.len, p->name.data, it->u.value);
    bool ok = is_none(g, it) ? p->item_optional || p->type == CAJIT_SCHEMA_ANY
                             : item_fits(g, p, it);
    if (!ok) {
      char buf[64];
      cajit_schema_param item = *p;
      item.is_list = false;
      item.optional = p->item_optional;
      return cajit_status_make(
          CAJIT_VERIFY_ERROR,
          "argument `%.*s`: item %d: expected %s%s, found %s", (int)p->name.len,
          p->name.data, i, expected_name(&item),
          item.optional ? " or none" : "", describe(g, it, buf, sizeof buf));
    }
  }
  return NULL;
}

/* ---- binding ---- */

static int32_t find_param(const cajit_op_schema *s, cajit_sv name) {
  for (int32_t i = 0; i < s->param_count; i++)
    if (cajit_sv_eq(s->params[i].name, name)) return i;
  return -1;
}

cajit_status cajit_op_bind(const cajit_op_def *def, const cajit_graph *g,
                           const cajit_node *n, cajit_bound_args *out) {
  memset(out, 0, sizeof *out);
  const cajit_op_schema *s;
  CAJIT_RETURN_IF_ERROR(cajit_op_schema_of(def, &s));
  out->def = def;
  out->schema = s;
  out->g = g;
  out->n = n;
  int32_t positional = 0, max_positional = 0, given = 0;
  while (max_positional < s->param_count &&
         !s->params[max_positional].kwarg_only)
    max_positional++;
  while (given < n->arg_count && !n->args[given].name.data)
    given++;
  for (int32_t i = 0; i < n->arg_count; i++) {
    const cajit_arg *a = &n->args[i];
    int32_t p;
    if (!a->name.data) {
      if (positional != i)
        return cajit_status_make(CAJIT_VERIFY_ERROR,
                                 "positional argument %d after a keyword "
                                 "argument",
                                 i);
      if (positional >= max_positional) {
        const cajit_schema_param *next =
            max_positional < s->param_count ? &s->params[max_positional] : NULL;
        return cajit_status_make(
            CAJIT_VERIFY_ERROR,
            "too many positional arguments: %d given, takes at most %d%s%.*s%s",
            given, max_positional, next ? " (`" : "",
            next ? (int)next->name.len : 0, next ? next->name.data : "",
            next ? "` is keyword-only)" : "");
      }
      p = positional++;
    } else {
      p = find_param(s, a->name);
      if (p < 0)
        return cajit_status_make(CAJIT_VERIFY_ERROR,
                                 "unknown keyword argument `%.*s`",
                                 (int)a->name.len, a->name.data);
      if (out->args[p])
        return cajit_status_make(CAJIT_VERIFY_ERROR,
                                 "argument `%.*s` given twice",
                                 (int)a->name.len, a->name.data);
    }
    out->args[p] = a;
  }
  for (int32_t p = 0; p < s->param_count; p++) {
    const cajit_schema_param *prm = &s->params[p];
    if (!out->args[p]) {
      if (!prm->has_default)
        return cajit_status_make(
            CAJIT_VERIFY_ERROR, "missing argument `%.*s`%s", (int)prm->name.len,
            prm->name.data, prm->kwarg_only ? " (keyword-only)" : "");
      continue;
    }
    CAJIT_RETURN_IF_ERROR(check_arg(out, prm, out->args[p]));
  }
  return NULL;
}
