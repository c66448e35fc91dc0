/* Accessors for bound arguments (see registry.h): read one parameter of a
 * node, from its argument or, when absent, from the schema default text
 * ("None", "False", "-1", "[]", "[0, 1]", "1e-05", "\"none\"",
 * "contiguous_format"). Binding already checked kinds; these only fail on
 * None where a value is needed, on unknown parameter names (a caller bug),
 * or on an int value %n whose symbolic value is unknown. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "ops/registry.h"

static cajit_status find(const cajit_bound_args *b, const char *param,
                         const cajit_schema_param **out_p,
                         const cajit_arg **out_a) {
  cajit_sv name = cajit_sv_from_cstr(param);
  for (int32_t i = 0; i < b->schema->param_count; i++) {
    if (cajit_sv_eq(b->schema->params[i].name, name)) {
      *out_p = &b->schema->params[i];
      *out_a = b->args[i];
      return NULL;
    }
  }
  return cajit_status_make(CAJIT_INTERNAL, "%s has no parameter `%s`",
                           b->def->name, param);
}

static cajit_status none_error(const cajit_schema_param *p,
                               const char *expected) {
  return cajit_status_make(CAJIT_VERIFY_ERROR,
                           "argument `%.*s`: expected %s, found none",
                           (int)p->name.len, p->name.data, expected);
}

static cajit_status bad_default(const cajit_bound_args *b,
                                const cajit_schema_param *p) {
  return cajit_status_make(
      CAJIT_INTERNAL, "%s: cannot read the default `%.*s` of `%.*s`",
      b->def->name, (int)p->default_text.len, p->default_text.data,
      (int)p->name.len, p->name.data);
}

static bool arg_is_none(const cajit_graph *g, const cajit_arg *a) {
  return a->kind == CAJIT_ARG_NONE ||
         (a->kind == CAJIT_ARG_VALUE && a->u.value >= 0 &&
          a->u.value < g->value_count &&
          g->values[a->u.value].type.kind == CAJIT_TYPE_NONE);
}

static bool default_is_none(const cajit_schema_param *p) {
  return p->has_default && cajit_sv_eq_cstr(p->default_text, "None");
}

bool cajit_bound_is_none(const cajit_bound_args *b, const char *param) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  cajit_status s = find(b, param, &p, &a);
  if (s) {
    cajit_status_free(s);
    return true;
  }
  return a ? arg_is_none(b->g, a) : default_is_none(p);
}

bool cajit_bound_has(const cajit_bound_args *b, const char *param) {
  return cajit_bound_arg(b, param) != NULL;
}

const cajit_arg *cajit_bound_arg(const cajit_bound_args *b, const char *param) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  cajit_status s = find(b, param, &p, &a);
  if (s) {
    cajit_status_free(s);
    return NULL;
  }
  return a;
}

/* ---- tensors ---- */

cajit_status cajit_bound_opt_tensor(const cajit_bound_args *b,
                                    const char *param, int32_t *out_value) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  CAJIT_RETURN_IF_ERROR(find(b, param, &p, &a));
  *out_value = -1;
  if (!a || arg_is_none(b->g, a)) return NULL;
  if (a->kind != CAJIT_ARG_VALUE)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "argument `%s`: expected tensor", param);
  *out_value = a->u.value;
  return NULL;
}

cajit_status cajit_bound_tensor(const cajit_bound_args *b, const char *param,
                                int32_t *out_value) {
  CAJIT_RETURN_IF_ERROR(cajit_bound_opt_tensor(b, param, out_value));
  if (*out_value < 0)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "argument `%s`: expected tensor, found none",
                             param);
  return NULL;
}

cajit_status cajit_bound_tensor_list(const cajit_bound_args *b,
                                     const char *param, int32_t *out_values,
                                     int32_t max, int32_t *out_count) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  CAJIT_RETURN_IF_ERROR(find(b, param, &p, &a));
  *out_count = 0;
  if (!a || arg_is_none(b->g, a)) return NULL;
  if (a->kind != CAJIT_ARG_LIST)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "argument `%s`: expected tensor list", param);
  if (a->u.list.count > max)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "argument `%s`: more than %d tensors", param, max);
  for (int32_t i = 0; i < a->u.list.count; i++) {
    const cajit_arg *it = &a->u.list.items[i];
    out_values[i] =
        arg_is_none(b->g, it) || it->kind != CAJIT_ARG_VALUE ? -1 : it->u.value;
  }
  *out_count = a->u.list.count;
  return NULL;
}

/* ---- ints ---- */

static cajit_status int_of(const cajit_bound_args *b, const char *param,
                           const cajit_arg *a, const cajit_expr **out) {
  if (a->kind == CAJIT_ARG_INT) {
    *out = a->u.expr;
    return NULL;
  }
  if (a->kind == CAJIT_ARG_VALUE && a->u.value >= 0 &&
      a->u.value < b->g->value_count &&
      b->g->values[a->u.value].type.kind == CAJIT_TYPE_INT) {
    *out = b->g->values[a->u.value].sym;
    if (!*out)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "argument `%s`: int value %%%d has no known "
                               "symbolic value",
                               param, a->u.value);
    return NULL;
  }
  return cajit_status_make(CAJIT_VERIFY_ERROR, "argument `%s`: expected int",
                           param);
}

static bool parse_int(cajit_sv t, int64_t *out) {
  char buf[32];
  if (t.len == 0 || t.len >= sizeof buf) return false;
  memcpy(buf, t.data, t.len);
  buf[t.len] = 0;
  char *end;
  errno = 0;
  long long v = strtoll(buf, &end, 10);
  if (errno || *end) return false;
  *out = v;
  return true;
}

cajit_status cajit_bound_int(const cajit_bound_args *b, const char *param,
                             const cajit_expr **out) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  CAJIT_RETURN_IF_ERROR(find(b, param, &p, &a));
  if (a) {
    if (arg_is_none(b->g, a)) return none_error(p, "int");
    return int_of(b, param, a, out);
  }
  if (default_is_none(p)) return none_error(p, "int");
  int64_t v;
  if (!parse_int(p->default_text, &v)) return bad_default(b, p);
  *out = cajit_expr_int(b->g->exprs, v);
  return *out ? NULL : cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
}

/* Items of a default int list: "[]", "[0, 1]" or a single "0". */
static cajit_status default_int_list(const cajit_bound_args *b,
                                     const cajit_schema_param *p,
                                     const cajit_expr **out, int32_t max,
                                     int32_t *out_count) {
  cajit_sv t = p->default_text;
  int64_t vals[CAJIT_MAX_NDIM];
  int32_t n = 0;
  if (t.len >= 2 && t.data[0] == '[' && t.data[t.len - 1] == ']') {
    size_t i = 1;
    while (i < t.len - 1) {
      size_t start = i;
      while (i < t.len - 1 && t.data[i] != ',')
        i++;
      cajit_sv item = {t.data + start, i - start};
      while (item.len && item.data[0] == ' ')
        item.data++, item.len--;
      while (item.len && item.data[item.len - 1] == ' ')
        item.len--;
      if (n == CAJIT_MAX_NDIM || !parse_int(item, &vals[n++]))
        return bad_default(b, p);
      if (i < t.len - 1) i++; /* the comma */
    }
  } else {
    int64_t v;
    if (!parse_int(t, &v)) return bad_default(b, p);
    for (n = 0; n < (p->list_size ? p->list_size : 1); n++)
      vals[n] = v;
  }
  if (n > max)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "argument `%.*s`: more than %d items",
                             (int)p->name.len, p->name.data, max);
  for (int32_t i = 0; i < n; i++) {
    out[i] = cajit_expr_int(b->g->exprs, vals[i]);
    if (!out[i]) return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
  }
  *out_count = n;
  return NULL;
}

cajit_status cajit_bound_int_list(const cajit_bound_args *b, const char *param,
                                  const cajit_expr **out, int32_t max,
                                  int32_t *out_count) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  CAJIT_RETURN_IF_ERROR(find(b, param, &p, &a));
  *out_count = 0;
  if (!a) {
    if (default_is_none(p)) return none_error(p, "int list");
    return default_int_list(b, p, out, max, out_count);
  }
  if (arg_is_none(b->g, a)) return none_error(p, "int list");
  if (a->kind != CAJIT_ARG_LIST) { /* a single int for int[N] */
    int32_t n = p->list_size ? p->list_size : 1;
    if (n > max)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "argument `%s`: more than %d items", param, max);
    for (int32_t i = 0; i < n; i++)
      CAJIT_RETURN_IF_ERROR(int_of(b, param, a, &out[i]));
    *out_count = n;
    return NULL;
  }
  if (a->u.list.count > max)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "argument `%s`: more than %d items", param, max);
  for (int32_t i = 0; i < a->u.list.count; i++)
    CAJIT_RETURN_IF_ERROR(int_of(b, param, &a->u.list.items[i], &out[i]));
  *out_count = a->u.list.count;
  return NULL;
}

/* ---- floats, bools, scalars ---- */

cajit_status cajit_bound_float(const cajit_bound_args *b, const char *param,
                               const cajit_expr **out) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  CAJIT_RETURN_IF_ERROR(find(b, param, &p, &a));
  cajit_expr_ctx *x = b->g->exprs;
  if (!a) {
    if (default_is_none(p)) return none_error(p, "float");
    char buf[64];
    if (p->default_text.len >= sizeof buf) return bad_default(b, p);
    memcpy(buf, p->default_text.data, p->default_text.len);
    buf[p->default_text.len] = 0;
    char *end;
    double v = strtod(buf, &end);
    if (*end) return bad_default(b, p);
    *out = cajit_expr_float(x, v);
  } else if (arg_is_none(b->g, a)) {
    return none_error(p, "float");
  } else if (a->kind == CAJIT_ARG_FLOAT) {
    *out = a->u.expr;
  } else if (a->kind == CAJIT_ARG_INT) {
    *out = cajit_expr_to_float(x, a->u.expr);
  } else if (a->kind == CAJIT_ARG_VALUE &&
             (b->g->values[a->u.value].type.kind == CAJIT_TYPE_FLOAT ||
              b->g->values[a->u.value].type.kind == CAJIT_TYPE_INT)) {
    const cajit_value *v = &b->g->values[a->u.value];
    if (!v->sym)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "argument `%s`: value %%%d has no known "
                               "symbolic value",
                               param, a->u.value);
    *out = v->type.kind == CAJIT_TYPE_INT ? cajit_expr_to_float(x, v->sym)
                                          : v->sym;
  } else {
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "argument `%s`: expected float", param);
  }
  return *out ? NULL : cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
}

static bool bool_of(const cajit_graph *g, const cajit_arg *a, bool *out) {
  if (a->kind == CAJIT_ARG_BOOL) {
    *out = a->u.b;
    return true;
  }
  if (a->kind == CAJIT_ARG_VALUE && a->u.value >= 0 &&
      a->u.value < g->value_count) {
    const cajit_value *v = &g->values[a->u.value];
    return v->type.kind == CAJIT_TYPE_BOOL && v->sym &&
           cajit_expr_as_bool(v->sym, out);
  }
  return false;
}

static bool default_bool(cajit_sv t, bool *out) {
  if (cajit_sv_eq_cstr(t, "True")) return *out = true, true;
  if (cajit_sv_eq_cstr(t, "False")) return *out = false, true;
  return false;
}

cajit_status cajit_bound_bool(const cajit_bound_args *b, const char *param,
                              bool *out) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  CAJIT_RETURN_IF_ERROR(find(b, param, &p, &a));
  if (!a) {
    if (default_is_none(p)) return none_error(p, "bool");
    return default_bool(p->default_text, out) ? NULL : bad_default(b, p);
  }
  if (arg_is_none(b->g, a)) return none_error(p, "bool");
  if (!bool_of(b->g, a, out))
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "argument `%s`: expected a constant bool", param);
  return NULL;
}

cajit_status cajit_bound_bool_list(const cajit_bound_args *b, const char *param,
                                   bool *out, int32_t max, int32_t *out_count) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  CAJIT_RETURN_IF_ERROR(find(b, param, &p, &a));
  *out_count = 0;
  if (!a || arg_is_none(b->g, a)) return none_error(p, "bool list");
  if (a->kind != CAJIT_ARG_LIST)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "argument `%s`: expected bool list", param);
  if (a->u.list.count > max)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "argument `%s`: more than %d items", param, max);
  for (int32_t i = 0; i < a->u.list.count; i++)
    if (!bool_of(b->g, &a->u.list.items[i], &out[i]))
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "argument `%s`: item %d is not a constant bool",
                               param, i);
  *out_count = a->u.list.count;
  return NULL;
}

cajit_status cajit_bound_scalar_get(const cajit_bound_args *b,
                                    const char *param,
                                    cajit_bound_scalar *out) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  CAJIT_RETURN_IF_ERROR(find(b, param, &p, &a));
  cajit_expr_ctx *x = b->g->exprs;
  out->value = -1;
  out->expr = NULL;
  if (!a) {
    if (default_is_none(p)) return none_error(p, "scalar");
    int64_t iv;
    bool bv;
    if (parse_int(p->default_text, &iv)) {
      out->type = CAJIT_EXPR_TYPE_INT;
      out->expr = cajit_expr_int(x, iv);
    } else if (default_bool(p->default_text, &bv)) {
      out->type = CAJIT_EXPR_TYPE_BOOL;
      out->expr = cajit_expr_bool(x, bv);
    } else {
      return bad_default(b, p);
    }
    return out->expr ? NULL
                     : cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
  }
  if (arg_is_none(b->g, a)) return none_error(p, "scalar");
  switch (a->kind) {
  case CAJIT_ARG_INT:
    out->type = CAJIT_EXPR_TYPE_INT;
    out->expr = a->u.expr;
    return NULL;
  case CAJIT_ARG_FLOAT:
    out->type = CAJIT_EXPR_TYPE_FLOAT;
    out->expr = a->u.expr;
    return NULL;
  case CAJIT_ARG_BOOL:
    out->type = CAJIT_EXPR_TYPE_BOOL;
    out->expr = cajit_expr_bool(x, a->u.b);
    return out->expr ? NULL
                     : cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
  case CAJIT_ARG_VALUE: {
    const cajit_value *v = &b->g->values[a->u.value];
    out->value = a->u.value;
    out->expr = v->sym;
    if (v->type.kind == CAJIT_TYPE_INT)
      out->type = CAJIT_EXPR_TYPE_INT;
    else if (v->type.kind == CAJIT_TYPE_FLOAT)
      out->type = CAJIT_EXPR_TYPE_FLOAT;
    else if (v->type.kind == CAJIT_TYPE_BOOL)
      out->type = CAJIT_EXPR_TYPE_BOOL;
    else
      break;
    return NULL;
  }
  default: break;
  }
  return cajit_status_make(CAJIT_VERIFY_ERROR, "argument `%s`: expected scalar",
                           param);
}

/* ---- strings, dtypes, keywords ---- */

static cajit_sv unquote(cajit_sv t) {
  if (t.len >= 2 && (t.data[0] == '"' || t.data[0] == '\'') &&
      t.data[t.len - 1] == t.data[0])
    return (cajit_sv){t.data + 1, t.len - 2};
  return t;
}

cajit_status cajit_bound_str(const cajit_bound_args *b, const char *param,
                             cajit_sv *out) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  CAJIT_RETURN_IF_ERROR(find(b, param, &p, &a));
  if (!a) {
    if (default_is_none(p)) return none_error(p, "string");
    *out = unquote(p->default_text);
    return NULL;
  }
  if (arg_is_none(b->g, a)) return none_error(p, "string");
  if (a->kind != CAJIT_ARG_STRING && a->kind != CAJIT_ARG_WORD)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "argument `%s`: expected string", param);
  *out = a->u.str;
  return NULL;
}

cajit_status cajit_bound_dtype(const cajit_bound_args *b, const char *param,
                               cajit_dtype *out, bool *out_present) {
  const cajit_schema_param *p = NULL;
  const cajit_arg *a = NULL;
  CAJIT_RETURN_IF_ERROR(find(b, param, &p, &a));
  *out_present = false;
  if (!a) {
    if (default_is_none(p)) return NULL;
    return bad_default(b, p);
  }
  if (arg_is_none(b->g, a)) return NULL;
  if (a->kind != CAJIT_ARG_DTYPE)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "argument `%s`: expected dtype", param);
  *out = a->u.dtype;
  *out_present = true;
  return NULL;
}

cajit_status cajit_bound_word(const cajit_bound_args *b, const char *param,
                              cajit_sv *out) {
  return cajit_bound_str(b, param, out);
}
