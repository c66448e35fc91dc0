/* Evaluating expressions under a binding of their symbols.
 *
 * Int arithmetic is checked (an overflow is an error, never UB); // and %
 * follow Python. Division or modulo by zero is an error naming the
 * expression; float division follows IEEE (x / 0.0 is inf or nan). `and` /
 * `or` do not depend on operand order: a false operand decides `and` even
 * when another operand fails to evaluate (likewise true for `or`). */
#include <stdio.h>

#include "graph/expr_internal.h"

enum { SNIPPET = 160 };

static const char *type_name(int t) {
  return t == CAJIT_EXPR_TYPE_INT     ? "int"
         : t == CAJIT_EXPR_TYPE_FLOAT ? "float"
                                      : "bool";
}

static cajit_status eval_error(const cajit_expr *e, const char *what) {
  char text[SNIPPET];
  expr_snippet(e, text, sizeof text);
  return cajit_status_make(CAJIT_INVALID_ARGUMENT, "%s in `%s`", what, text);
}

static cajit_status type_error(const cajit_expr *e, int want) {
  char text[SNIPPET];
  expr_snippet(e, text, sizeof text);
  return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                           "cannot evaluate %s expression `%s` as %s",
                           type_name(e->type), text, type_name(want));
}

static cajit_status symbol_value(const cajit_expr *e,
                                 const cajit_expr_binding *b, int64_t *out_i,
                                 double *out_f) {
  int32_t i = e->v.sym.index;
  bool is_int = e->type == CAJIT_EXPR_TYPE_INT;
  if (!b || i >= b->count || !(is_int ? (void *)b->ints : (void *)b->floats))
    return cajit_status_make(
        CAJIT_INVALID_ARGUMENT,
        "symbol %.*s is not bound (the binding has %d symbols%s)",
        (int)e->v.sym.len, e->v.sym.name, b ? (int)b->count : 0,
        b && i < b->count ? (is_int ? ", no int values" : ", no float values")
                          : "");
  if (is_int)
    *out_i = b->ints[i];
  else
    *out_f = b->floats[i];
  return CAJIT_OK_STATUS;
}

static cajit_status eval_i(const cajit_expr *e, const cajit_expr_binding *b,
                           int64_t *out);
static cajit_status eval_f(const cajit_expr *e, const cajit_expr_binding *b,
                           double *out);
static cajit_status eval_b(const cajit_expr *e, const cajit_expr_binding *b,
                           bool *out);

static cajit_status eval_i(const cajit_expr *e, const cajit_expr_binding *b,
                           int64_t *out) {
  if (e->type != CAJIT_EXPR_TYPE_INT) return type_error(e, CAJIT_EXPR_TYPE_INT);
  double unused;
  int64_t x, y;
  switch ((cajit_expr_kind)e->kind) {
  case CAJIT_EXPR_INT_CONST: *out = e->v.i; return CAJIT_OK_STATUS;
  case CAJIT_EXPR_SYMBOL: return symbol_value(e, b, out, &unused);
  case CAJIT_EXPR_ADD:
  case CAJIT_EXPR_MUL:
  case CAJIT_EXPR_MIN:
  case CAJIT_EXPR_MAX:
    CAJIT_RETURN_IF_ERROR(eval_i(e->ops[0], b, &x));
    for (int32_t i = 1; i < e->n; i++) {
      CAJIT_RETURN_IF_ERROR(eval_i(e->ops[i], b, &y));
      bool overflow = false;
      switch ((cajit_expr_kind)e->kind) {
      case CAJIT_EXPR_ADD: overflow = __builtin_add_overflow(x, y, &x); break;
      case CAJIT_EXPR_MUL: overflow = __builtin_mul_overflow(x, y, &x); break;
      case CAJIT_EXPR_MIN: x = y < x ? y : x; break;
      default: x = y > x ? y : x; break;
      }
      if (overflow) return eval_error(e, "integer overflow");
    }
    *out = x;
    return CAJIT_OK_STATUS;
  case CAJIT_EXPR_FLOORDIV:
  case CAJIT_EXPR_MOD: {
    bool div = e->kind == CAJIT_EXPR_FLOORDIV;
    CAJIT_RETURN_IF_ERROR(eval_i(e->ops[0], b, &x));
    CAJIT_RETURN_IF_ERROR(eval_i(e->ops[1], b, &y));
    if (y == 0)
      return eval_error(e, div ? "division by zero" : "modulo by zero");
    if (div && x == INT64_MIN && y == -1)
      return eval_error(e, "integer overflow");
    *out = div ? expr_floordiv_i64(x, y) : expr_mod_i64(x, y);
    return CAJIT_OK_STATUS;
  }
  default:
    return cajit_status_make(CAJIT_INTERNAL, "bad int expression kind %d",
                             e->kind);
  }
}

static cajit_status eval_f(const cajit_expr *e, const cajit_expr_binding *b,
                           double *out) {
  if (e->type != CAJIT_EXPR_TYPE_FLOAT)
    return type_error(e, CAJIT_EXPR_TYPE_FLOAT);
  int64_t unused, i;
  double x, y;
  switch ((cajit_expr_kind)e->kind) {
  case CAJIT_EXPR_FLOAT_CONST: *out = e->v.f; return CAJIT_OK_STATUS;
  case CAJIT_EXPR_SYMBOL: return symbol_value(e, b, &unused, out);
  case CAJIT_EXPR_TO_FLOAT:
    CAJIT_RETURN_IF_ERROR(eval_i(e->ops[0], b, &i));
    *out = (double)i;
    return CAJIT_OK_STATUS;
  case CAJIT_EXPR_ADD:
  case CAJIT_EXPR_MUL:
  case CAJIT_EXPR_TRUEDIV:
    CAJIT_RETURN_IF_ERROR(eval_f(e->ops[0], b, &x));
    CAJIT_RETURN_IF_ERROR(eval_f(e->ops[1], b, &y));
    *out = e->kind == CAJIT_EXPR_ADD   ? x + y
           : e->kind == CAJIT_EXPR_MUL ? x * y
                                       : x / y;
    return CAJIT_OK_STATUS;
  default:
    return cajit_status_make(CAJIT_INTERNAL, "bad float expression kind %d",
                             e->kind);
  }
}

static cajit_status eval_cmp(const cajit_expr *e, const cajit_expr_binding *b,
                             bool *out) {
  int sign;
  bool unordered = false;
  if (e->ops[0]->type == CAJIT_EXPR_TYPE_INT) {
    int64_t x, y;
    CAJIT_RETURN_IF_ERROR(eval_i(e->ops[0], b, &x));
    CAJIT_RETURN_IF_ERROR(eval_i(e->ops[1], b, &y));
    sign = x < y ? -1 : x > y ? 1 : 0;
  } else {
    double x, y;
    CAJIT_RETURN_IF_ERROR(eval_f(e->ops[0], b, &x));
    CAJIT_RETURN_IF_ERROR(eval_f(e->ops[1], b, &y));
    unordered = x != x || y != y;
    sign = x < y ? -1 : x > y ? 1 : 0;
  }
  switch ((cajit_expr_kind)e->kind) {
  case CAJIT_EXPR_EQ: *out = !unordered && sign == 0; break;
  case CAJIT_EXPR_NE: *out = unordered || sign != 0; break;
  case CAJIT_EXPR_LT: *out = !unordered && sign < 0; break;
  default: *out = !unordered && sign <= 0; break;
  }
  return CAJIT_OK_STATUS;
}

static cajit_status eval_b(const cajit_expr *e, const cajit_expr_binding *b,
                           bool *out) {
  if (e->type != CAJIT_EXPR_TYPE_BOOL)
    return type_error(e, CAJIT_EXPR_TYPE_BOOL);
  switch ((cajit_expr_kind)e->kind) {
  case CAJIT_EXPR_BOOL_CONST: *out = e->v.b; return CAJIT_OK_STATUS;
  case CAJIT_EXPR_EQ:
  case CAJIT_EXPR_NE:
  case CAJIT_EXPR_LT:
  case CAJIT_EXPR_LE: return eval_cmp(e, b, out);
  case CAJIT_EXPR_NOT:
    CAJIT_RETURN_IF_ERROR(eval_b(e->ops[0], b, out));
    *out = !*out;
    return CAJIT_OK_STATUS;
  case CAJIT_EXPR_AND:
  case CAJIT_EXPR_OR: {
    bool decisive = e->kind == CAJIT_EXPR_OR; /* the value that decides */
    cajit_status first_error = CAJIT_OK_STATUS;
    for (int32_t i = 0; i < e->n; i++) {
      bool v;
      cajit_status s = eval_b(e->ops[i], b, &v);
      if (s) {
        if (!first_error)
          first_error = s;
        else
          cajit_status_free(s);
      } else if (v == decisive) {
        cajit_status_free(first_error);
        *out = decisive;
        return CAJIT_OK_STATUS;
      }
    }
    if (first_error) return first_error;
    *out = !decisive;
    return CAJIT_OK_STATUS;
  }
  default:
    return cajit_status_make(CAJIT_INTERNAL, "bad bool expression kind %d",
                             e->kind);
  }
}

cajit_status cajit_expr_eval_int(const cajit_expr *e,
                                 const cajit_expr_binding *b, int64_t *out) {
  return eval_i(e, b, out);
}

cajit_status cajit_expr_eval_float(const cajit_expr *e,
                                   const cajit_expr_binding *b, double *out) {
  return eval_f(e, b, out);
}

cajit_status cajit_expr_eval_bool(const cajit_expr *e,
                                  const cajit_expr_binding *b, bool *out) {
  return eval_b(e, b, out);
}
