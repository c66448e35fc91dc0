/* Printing expressions in .cag syntax.
 *
 * The text parses back (cajit_expr_parse) to the same pointer: the printer
 * relies on the canonical-form invariants of expr_internal.h and on the
 * constructors being idempotent on canonical operands. Layout choices:
 *
 *   - int sums: terms in canonical order, the constant last, negative terms
 *     with a minus: `s0 - s1 * 3 + 2`; a coefficient is written after the
 *     factors (`s0 * 64`) and its sign in front (`-s0 * 3`); INT64_MIN,
 *     whose magnitude is no int64, is written as a negative literal.
 *   - floordiv / mod operands that are not atoms are parenthesized when
 *     they are factors of a product: `(s0 // 2) * s1`.
 *   - floats: `x * c` for a constant factor, `a - b` for a + (-1.0*b),
 *     `-x` for -1.0*x. An int operand converted to float (TO_FLOAT) is
 *     written bare where the other operand already makes the operator a
 *     float one (`f0 + s0`, `s0 / s1`), else as `s0 * 1.0` (x*1.0 is
 *     exactly x, so it parses back to the same node).
 *   - comparisons of a constant with a non-constant put the non-constant
 *     first: `s0 >= 2` for 2 <= s0.
 *   - float constants: the shortest %.*g text that reads back to the same
 *     double, with ".0" added when it would otherwise read as an int.
 *
 * Parentheses are added by precedence (lowest first: or, and, not,
 * comparisons, + -, * // % /, unary -), left-associative chains need none on
 * the left. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph/expr_internal.h"

enum {
  P_OR = 1,
  P_AND,
  P_NOT,
  P_CMP,
  P_ADD,
  P_MUL,
  P_UNARY,
  P_ATOM,
};

typedef struct sink {
  char *buf;
  size_t cap, len;
} sink;

static void put(sink *s, const char *t, size_t n) {
  if (s->len < s->cap) {
    size_t room = s->cap - 1 - s->len;
    memcpy(s->buf + s->len, t, n < room ? n : room);
  }
  s->len += n;
}

static void puts_(sink *s, const char *t) { put(s, t, strlen(t)); }

static void put_i64(sink *s, int64_t v) {
  char tmp[32];
  int n = snprintf(tmp, sizeof tmp, "%" PRId64, v);
  put(s, tmp, (size_t)n);
}

/* Shortest round-trip text of v that cannot be read as an int, laid out
 * as Python's repr does: positional for exponents -4..15 (`1500.0`,
 * `0.0001`), else scientific (`1e+16`, `1e-05`). */
static void format_double(double v, char out[48]) {
  if (isnan(v)) {
    strcpy(out, "nan");
    return;
  }
  if (isinf(v)) {
    strcpy(out, v > 0 ? "inf" : "-inf");
    return;
  }
  char sci[48];
  int digits = 1;
  for (; digits <= 17; digits++) {
    snprintf(sci, sizeof sci, "%.*e", digits - 1, v);
    if (strtod(sci, NULL) == v) break;
  }
  int exp10 = atoi(strchr(sci, 'e') + 1);
  if (exp10 < -4 || exp10 >= 16) {
    strcpy(out, sci);
    return;
  }
  int decimals = digits - 1 - exp10;
  snprintf(out, 48, "%.*f", decimals > 0 ? decimals : 0, v);
  if (!strchr(out, '.')) strcat(out, ".0");
}

static void put_double(sink *s, double v) {
  char tmp[48];
  format_double(v, tmp);
  puts_(s, tmp);
}

static bool is_to_float(const cajit_expr *e) {
  return e->kind == CAJIT_EXPR_TO_FLOAT;
}

/* True for a float term written with a leading minus: -1.0*x or a negative
 * constant. */
static bool float_negative(const cajit_expr *e) {
  if (e->kind == CAJIT_EXPR_FLOAT_CONST)
    return signbit(e->v.f) && !isnan(e->v.f);
  return expr_is_float_neg(e, NULL);
}

/* Coefficient and factors of an int term (not an ADD or a constant). */
static int64_t int_term(const cajit_expr *t, const cajit_expr *const **f,
                        int32_t *n) {
  if (t->kind != CAJIT_EXPR_MUL) {
    *f = NULL;
    *n = 1;
    return 1;
  }
  bool has_coef = t->ops[0]->kind == CAJIT_EXPR_INT_CONST;
  *f = t->ops + has_coef;
  *n = t->n - has_coef;
  return has_coef ? t->ops[0]->v.i : 1;
}

static int prec_of(const cajit_expr *e, bool allow_int);
static void print_at(sink *s, const cajit_expr *e, int min_prec,
                     bool allow_int);

static int int_term_prec(const cajit_expr *t) {
  const cajit_expr *const *f;
  int32_t n;
  int64_t c = int_term(t, &f, &n);
  return (c == -1 && n == 1) ? P_UNARY : P_MUL;
}

static int prec_of(const cajit_expr *e, bool allow_int) {
  switch ((cajit_expr_kind)e->kind) {
  case CAJIT_EXPR_INT_CONST: return e->v.i < 0 ? P_UNARY : P_ATOM;
  case CAJIT_EXPR_FLOAT_CONST: return float_negative(e) ? P_UNARY : P_ATOM;
  case CAJIT_EXPR_BOOL_CONST:
  case CAJIT_EXPR_SYMBOL:
  case CAJIT_EXPR_MIN:
  case CAJIT_EXPR_MAX: return P_ATOM;
  case CAJIT_EXPR_ADD: return P_ADD;
  case CAJIT_EXPR_MUL:
    if (e->type == CAJIT_EXPR_TYPE_INT) return int_term_prec(e);
    return expr_is_float_neg(e, NULL) ? P_UNARY : P_MUL;
  case CAJIT_EXPR_FLOORDIV:
  case CAJIT_EXPR_MOD:
  case CAJIT_EXPR_TRUEDIV: return P_MUL;
  case CAJIT_EXPR_TO_FLOAT:
    return allow_int ? prec_of(e->ops[0], false) : P_MUL;
  case CAJIT_EXPR_EQ:
  case CAJIT_EXPR_NE:
  case CAJIT_EXPR_LT:
  case CAJIT_EXPR_LE: return P_CMP;
  case CAJIT_EXPR_AND: return P_AND;
  case CAJIT_EXPR_OR: return P_OR;
  case CAJIT_EXPR_NOT: return P_NOT;
  }
  return P_ATOM;
}

/* Factors joined by " * ", then " * k" unless k == 1. A lone factor with
 * no coefficient and no leading minus is a whole term of a sum and needs no
 * parentheses (`s1 - s0 // 2`); factors of a product do (`(s0 // 2) * 3`),
 * which reads better than the equivalent `s0 // 2 * 3`. */
static void print_monomial(sink *s, const cajit_expr *const *f, int32_t n,
                           int64_t k, bool lead_minus) {
  int level = (n == 1 && k == 1 && !lead_minus) ? P_MUL : P_UNARY;
  for (int32_t i = 0; i < n; i++) {
    if (i) puts_(s, " * ");
    print_at(s, f[i], level, false);
  }
  if (k != 1) {
    puts_(s, " * ");
    put_i64(s, k);
  }
}

/* Prints an int term; first: at the start of a sum (or alone), so a
 * negative coefficient becomes a leading "-"; otherwise the sign becomes
 * the " + " / " - " joining it to what precedes. */
static void print_int_term(sink *s, const cajit_expr *t, bool first) {
  const cajit_expr *const *f;
  int32_t n;
  int64_t c = int_term(t, &f, &n);
  if (!f) f = &t;
  bool minus = c < 0 && c != INT64_MIN;
  if (first)
    puts_(s, minus ? "-" : "");
  else
    puts_(s, minus ? " - " : " + ");
  print_monomial(s, f, n, minus ? -c : c, first && minus);
}

static void print_int_add(sink *s, const cajit_expr *e) {
  int32_t start = e->ops[0]->kind == CAJIT_EXPR_INT_CONST;
  for (int32_t i = start; i < e->n; i++)
    print_int_term(s, e->ops[i], i == start);
  if (start) {
    int64_t k = e->ops[0]->v.i;
    if (k < 0 && k != INT64_MIN) {
      puts_(s, " - ");
      put_i64(s, -k);
    } else {
      puts_(s, " + ");
      put_i64(s, k);
    }
  }
}

/* Float a + b (binary). */
static void print_float_add(sink *s, const cajit_expr *e) {
  const cajit_expr *a = e->ops[0], *b = e->ops[1];
  bool na = float_negative(a), nb = float_negative(b);
  /* Order: a negative operand second (`a - b`); else a nested sum first
   * (no parentheses), else a constant last (`f0 + 1.0`). */
  bool swap = na && !nb;
  if (na == nb) {
    bool sa = a->kind == CAJIT_EXPR_ADD, sb = b->kind == CAJIT_EXPR_ADD;
    swap = sa != sb ? sb
                    : (a->kind == CAJIT_EXPR_FLOAT_CONST &&
                       b->kind != CAJIT_EXPR_FLOAT_CONST);
  }
  if (swap) {
    const cajit_expr *t = a;
    a = b;
    b = t;
    bool tn = na;
    na = nb;
    nb = tn;
  }
  print_at(s, a, P_ADD, true);
  bool allow_int = !is_to_float(a);
  if (nb) {
    puts_(s, " - ");
    if (b->kind == CAJIT_EXPR_FLOAT_CONST) {
      put_double(s, -b->v.f);
    } else {
      const cajit_expr *x;
      expr_is_float_neg(b, &x);
      print_at(s, x, P_MUL, allow_int);
    }
  } else {
    puts_(s, " + ");
    print_at(s, b, P_MUL, allow_int);
  }
}

static void print_float_mul(sink *s, const cajit_expr *e) {
  const cajit_expr *a = e->ops[0], *b = e->ops[1], *x;
  if (expr_is_float_neg(e, &x)) {
    puts_(s, "-");
    print_at(s, x, P_UNARY, false);
    return;
  }
  /* A constant goes last (`f0 * 2.0`); a nested product goes first so it
   * needs no parentheses. */
  if (a->kind == CAJIT_EXPR_FLOAT_CONST ||
      (b->kind == CAJIT_EXPR_MUL && !expr_is_float_neg(b, NULL) &&
       !(a->kind == CAJIT_EXPR_MUL && !expr_is_float_neg(a, NULL)))) {
    const cajit_expr *t = a;
    a = b;
    b = t;
  }
  print_at(s, a, P_MUL, true);
  puts_(s, " * ");
  print_at(s, b, P_UNARY, !is_to_float(a));
}

static void print_minmax(sink *s, const cajit_expr *e) {
  puts_(s, e->kind == CAJIT_EXPR_MIN ? "min(" : "max(");
  bool first = true;
  /* Non-constants first, then the constant (sorted first in the node). */
  for (int pass = 0; pass < 2; pass++) {
    for (int32_t i = 0; i < e->n; i++) {
      bool is_const = e->ops[i]->kind == CAJIT_EXPR_INT_CONST;
      if (is_const != (pass == 1)) continue;
      if (!first) puts_(s, ", ");
      first = false;
      print_at(s, e->ops[i], P_OR, false);
    }
  }
  puts_(s, ")");
}

static bool is_const(const cajit_expr *e) {
  return e->kind == CAJIT_EXPR_INT_CONST || e->kind == CAJIT_EXPR_FLOAT_CONST;
}

static void print_cmp(sink *s, const cajit_expr *e) {
  static const char *const ops[] = {"==", "!=", "<", "<="};
  static const char *const flipped[] = {"==", "!=", ">", ">="};
  const cajit_expr *a = e->ops[0], *b = e->ops[1];
  const char *op = ops[e->kind - CAJIT_EXPR_EQ];
  if (is_const(a) && !is_const(b)) {
    op = flipped[e->kind - CAJIT_EXPR_EQ];
    const cajit_expr *t = a;
    a = b;
    b = t;
  }
  print_at(s, a, P_ADD, true);
  put(s, " ", 1);
  puts_(s, op);
  put(s, " ", 1);
  print_at(s, b, P_ADD, !is_to_float(a));
}

static void print_body(sink *s, const cajit_expr *e, bool allow_int) {
  switch ((cajit_expr_kind)e->kind) {
  case CAJIT_EXPR_INT_CONST: put_i64(s, e->v.i); return;
  case CAJIT_EXPR_FLOAT_CONST: put_double(s, e->v.f); return;
  case CAJIT_EXPR_BOOL_CONST: puts_(s, e->v.b ? "true" : "false"); return;
  case CAJIT_EXPR_SYMBOL: put(s, e->v.sym.name, e->v.sym.len); return;
  case CAJIT_EXPR_ADD:
    if (e->type == CAJIT_EXPR_TYPE_INT)
      print_int_add(s, e);
    else
      print_float_add(s, e);
    return;
  case CAJIT_EXPR_MUL:
    if (e->type == CAJIT_EXPR_TYPE_INT)
      print_int_term(s, e, true);
    else
      print_float_mul(s, e);
    return;
  case CAJIT_EXPR_FLOORDIV:
  case CAJIT_EXPR_MOD:
  case CAJIT_EXPR_TRUEDIV: {
    static const char *const ops[] = {" // ", " % ", " / "};
    print_at(s, e->ops[0], P_MUL, true);
    puts_(s, ops[e->kind - CAJIT_EXPR_FLOORDIV]);
    print_at(s, e->ops[1], P_UNARY, true);
    return;
  }
  case CAJIT_EXPR_MIN:
  case CAJIT_EXPR_MAX: print_minmax(s, e); return;
  case CAJIT_EXPR_TO_FLOAT:
    if (allow_int) {
      print_body(s, e->ops[0], false);
    } else {
      print_at(s, e->ops[0], P_MUL, false);
      puts_(s, " * 1.0");
    }
    return;
  case CAJIT_EXPR_EQ:
  case CAJIT_EXPR_NE:
  case CAJIT_EXPR_LT:
  case CAJIT_EXPR_LE: print_cmp(s, e); return;
  case CAJIT_EXPR_AND:
  case CAJIT_EXPR_OR:
    for (int32_t i = 0; i < e->n; i++) {
      if (i) puts_(s, e->kind == CAJIT_EXPR_AND ? " and " : " or ");
      print_at(s, e->ops[i], e->kind == CAJIT_EXPR_AND ? P_NOT : P_AND, false);
    }
    return;
  case CAJIT_EXPR_NOT:
    puts_(s, "not ");
    print_at(s, e->ops[0], P_NOT, false);
    return;
  }
}

/* Prints e so that it parses as one operand at precedence min_prec.
 * allow_int: a TO_FLOAT may be written as its bare int operand (the
 * enclosing operator converts it). */
static void print_at(sink *s, const cajit_expr *e, int min_prec,
                     bool allow_int) {
  bool parens = prec_of(e, allow_int) < min_prec;
  if (parens) put(s, "(", 1);
  print_body(s, e, allow_int);
  if (parens) put(s, ")", 1);
}

size_t cajit_expr_print(const cajit_expr_ctx *ctx, const cajit_expr *e,
                        char *buf, size_t cap) {
  (void)ctx; /* symbol names are stored in the symbol nodes */
  sink s = {buf, cap, 0};
  print_at(&s, e, P_OR, false);
  if (cap) buf[s.len < cap ? s.len : cap - 1] = '\0';
  return s.len;
}

void expr_snippet(const cajit_expr *e, char *buf, size_t cap) {
  size_t n = cajit_expr_print(NULL, e, buf, cap);
  if (n >= cap && cap >= 4) memcpy(buf + cap - 4, "...", 4);
}
