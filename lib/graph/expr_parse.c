/* Parsing .cag expressions (docs/format.md, section Expressions).
 *
 * A recursive-descent parser over a tiny lexer; it builds through the
 * public constructors, so the result is canonical. Types are checked here,
 * before any constructor runs, so a type error in the text is a parse error
 * and never a context failure. Syntactic nesting (parentheses, unary minus,
 * not, min/max calls) is limited to PARSE_MAX_NESTING and the depth of the
 * built expression to PARSE_MAX_DEPTH, so arbitrary bytes cannot exhaust
 * the stack. Errors say "expected <what>, found <what>" (or name the
 * problem), quote tokens in single quotes as the .cag parser does
 * ("found '*'"), and carry the byte offset where the problem is. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph/expr_internal.h"

enum { PARSE_MAX_NESTING = 256, PARSE_MAX_DEPTH = 1000 };

typedef enum tok_kind {
  T_END,
  T_INT,
  T_FLOAT,
  T_IDENT,
  T_LPAREN,
  T_RPAREN,
  T_COMMA,
  T_PLUS,
  T_MINUS,
  T_STAR,
  T_SLASHSLASH,
  T_PERCENT,
  T_SLASH,
  T_EQ,
  T_NE,
  T_LT,
  T_LE,
  T_GT,
  T_GE,
  T_OTHER, /* any byte that starts no token: ends the expression */
} tok_kind;

typedef struct token {
  tok_kind kind;
  size_t start, len;
} token;

typedef struct parser {
  cajit_expr_ctx *ctx;
  const char *s;
  size_t len;
  token tok;       /* the current (not yet consumed) token */
  size_t last_end; /* end of the last consumed token */
  int nesting;
  cajit_status err;
  size_t err_off;
} parser;

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_ident_start(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
}
static bool is_ident_char(char c) { return is_ident_start(c) || is_digit(c); }

/* ---- lexer ---- */

static size_t lex_number(const char *s, size_t len, size_t i, bool *is_float) {
  *is_float = false;
  while (i < len && is_digit(s[i]))
    i++;
  if (i < len && s[i] == '.') {
    *is_float = true;
    i++;
    while (i < len && is_digit(s[i]))
      i++;
  }
  if (i < len && (s[i] == 'e' || s[i] == 'E')) {
    size_t j = i + 1;
    if (j < len && (s[j] == '+' || s[j] == '-')) j++;
    if (j < len && is_digit(s[j])) {
      *is_float = true;
      i = j;
      while (i < len && is_digit(s[i]))
        i++;
    }
  }
  return i;
}

static token lex_at(const char *s, size_t len, size_t i) {
  while (i < len && (s[i] == ' ' || s[i] == '\t'))
    i++;
  token t = {T_END, i, 0};
  if (i >= len) return t;
  char c = s[i], d = i + 1 < len ? s[i + 1] : '\0';
  t.len = 1;
  if (is_digit(c)) {
    bool is_float;
    t.len = lex_number(s, len, i, &is_float) - i;
    t.kind = is_float ? T_FLOAT : T_INT;
    return t;
  }
  if (is_ident_start(c)) {
    size_t j = i;
    while (j < len && is_ident_char(s[j]))
      j++;
    t.kind = T_IDENT;
    t.len = j - i;
    return t;
  }
  switch (c) {
  case '(': t.kind = T_LPAREN; break;
  case ')': t.kind = T_RPAREN; break;
  case ',': t.kind = T_COMMA; break;
  case '+': t.kind = T_PLUS; break;
  case '-': t.kind = T_MINUS; break;
  case '*': t.kind = T_STAR; break;
  case '%': t.kind = T_PERCENT; break;
  case '/':
    t.kind = d == '/' ? T_SLASHSLASH : T_SLASH;
    t.len = d == '/' ? 2 : 1;
    break;
  case '=':
    if (d == '=')
      t.kind = T_EQ, t.len = 2;
    else
      t.kind = T_OTHER;
    break;
  case '!':
    if (d == '=')
      t.kind = T_NE, t.len = 2;
    else
      t.kind = T_OTHER;
    break;
  case '<':
    t.kind = d == '=' ? T_LE : T_LT;
    t.len = d == '=' ? 2 : 1;
    break;
  case '>':
    t.kind = d == '=' ? T_GE : T_GT;
    t.len = d == '=' ? 2 : 1;
    break;
  default: t.kind = T_OTHER; break;
  }
  return t;
}

static void next(parser *p) {
  p->last_end = p->tok.start + p->tok.len;
  p->tok = lex_at(p->s, p->len, p->last_end);
}

static bool tok_is_word(const parser *p, const char *w) {
  return p->tok.kind == T_IDENT &&
         cajit_sv_eq_cstr((cajit_sv){p->s + p->tok.start, p->tok.len}, w);
}

static void describe(const parser *p, token t, char *buf, size_t cap) {
  if (t.kind == T_END) {
    snprintf(buf, cap, "end of input");
  } else if (t.kind == T_OTHER) {
    unsigned char c = (unsigned char)p->s[t.start];
    if (c > 0x20 && c < 0x7f)
      snprintf(buf, cap, "'%c'", c);
    else
      snprintf(buf, cap, "byte 0x%02x", c);
  } else {
    int n = t.len > 40 ? 40 : (int)t.len;
    snprintf(buf, cap, "'%.*s%s'", n, p->s + t.start, t.len > 40 ? "..." : "");
  }
}

/* ---- errors ---- */

static const cajit_expr *fail_at(parser *p, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static const cajit_expr *fail_at(parser *p, size_t off, const char *fmt, ...) {
  if (p->err) return NULL;
  va_list ap;
  va_start(ap, fmt);
  p->err = cajit_status_makev(CAJIT_PARSE_ERROR, fmt, ap);
  va_end(ap);
  p->err_off = off;
  return NULL;
}

static const cajit_expr *expected(parser *p, const char *what) {
  char found[64];
  describe(p, p->tok, found, sizeof found);
  return fail_at(p, p->tok.start, "expected %s, found %s", what, found);
}

static const char *type_name(int t) {
  return t == CAJIT_EXPR_TYPE_INT     ? "int"
         : t == CAJIT_EXPR_TYPE_FLOAT ? "float"
                                      : "bool";
}

/* Checks the result of a constructor: NULL is a context failure, reported
 * at off (the operator); too deep a result is an error too. */
static const cajit_expr *built(parser *p, const cajit_expr *e, size_t off) {
  if (e) {
    if (e->depth <= PARSE_MAX_DEPTH) return e;
    return fail_at(p, off, "expression nested too deeply (more than %d levels)",
                   PARSE_MAX_DEPTH);
  }
  if (p->err) return NULL;
  switch (p->ctx->failure) {
  case EXPR_FAIL_OOM:
    p->err = cajit_status_make(CAJIT_OUT_OF_MEMORY,
                               "out of memory parsing an expression");
    p->err_off = off;
    return NULL;
  case EXPR_FAIL_OVERFLOW:
    return fail_at(p, off, "integer overflow in constant arithmetic");
  case EXPR_FAIL_TOO_LARGE:
    return fail_at(p, off, "expression too large (more than %d terms)",
                   EXPR_MAX_TERMS);
  case EXPR_FAIL_TOO_DEEP:
    return fail_at(p, off,
                   "expression nested too deeply (more than %d "
                   "levels)",
                   PARSE_MAX_DEPTH);
  default: return fail_at(p, off, "internal error building an expression");
  }
}

typedef enum want { WANT_NUMBER, WANT_INT, WANT_BOOL } want;

/* Checks the type of an operand that starts at off. */
static bool check_type(parser *p, const cajit_expr *e, size_t off, want w) {
  bool ok = w == WANT_NUMBER ? e->type != CAJIT_EXPR_TYPE_BOOL
            : w == WANT_INT  ? e->type == CAJIT_EXPR_TYPE_INT
                             : e->type == CAJIT_EXPR_TYPE_BOOL;
  if (ok) return true;
  fail_at(p, off, "expected %s expression, found %s expression",
          w == WANT_NUMBER ? "int or float"
          : w == WANT_INT  ? "int"
                           : "bool",
          type_name(e->type));
  return false;
}

static bool enter(parser *p) {
  if (++p->nesting <= PARSE_MAX_NESTING) return true;
  fail_at(p, p->tok.start, "expression nested too deeply (limit %d)",
          PARSE_MAX_NESTING);
  return false;
}

/* ---- grammar ---- */

static const cajit_expr *parse_or(parser *p, size_t *start);

/* Decimal digits of t as a magnitude; false on overflow of limit. */
static bool digits_value(const parser *p, token t, uint64_t limit,
                         uint64_t *out) {
  uint64_t v = 0;
  for (size_t i = 0; i < t.len; i++) {
    uint64_t d = (uint64_t)(p->s[t.start + i] - '0');
    if (v > (limit - d) / 10) return false;
    v = v * 10 + d;
  }
  *out = v;
  return true;
}

/* An int literal, negated when negative (so -9223372036854775808 reads). */
static const cajit_expr *parse_int_literal(parser *p, bool negative) {
  token t = p->tok;
  uint64_t limit = negative ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
  uint64_t v;
  if (!digits_value(p, t, limit, &v)) {
    int n = t.len > 40 ? 40 : (int)t.len;
    return fail_at(p, t.start, "integer literal %s%.*s%s does not fit in int64",
                   negative ? "-" : "", n, p->s + t.start,
                   t.len > 40 ? "..." : "");
  }
  next(p);
  int64_t x = negative ? (int64_t)(0 - v) : (int64_t)v;
  return built(p, cajit_expr_int(p->ctx, x), t.start);
}

static const cajit_expr *parse_float_literal(parser *p) {
  token t = p->tok;
  char buf[128];
  if (t.len >= sizeof buf)
    return fail_at(p, t.start, "float literal longer than %d bytes",
                   (int)sizeof buf - 1);
  memcpy(buf, p->s + t.start, t.len);
  buf[t.len] = '\0';
  next(p);
  return built(p, cajit_expr_float(p->ctx, strtod(buf, NULL)), t.start);
}

static const cajit_expr *parse_call(parser *p, bool is_min) {
  size_t name_off = p->tok.start;
  next(p);
  if (p->tok.kind != T_LPAREN) return expected(p, "'('");
  if (!enter(p)) return NULL;
  next(p);
  const cajit_expr *acc = NULL;
  int args = 0;
  for (;;) {
    size_t s;
    const cajit_expr *x = parse_or(p, &s);
    if (!x || !check_type(p, x, s, WANT_INT)) return NULL;
    acc = !acc ? x
               : built(p,
                       is_min ? cajit_expr_min(p->ctx, acc, x)
                              : cajit_expr_max(p->ctx, acc, x),
                       name_off);
    if (!acc) return NULL;
    args++;
    if (p->tok.kind == T_COMMA) {
      next(p);
      continue;
    }
    if (p->tok.kind != T_RPAREN || args < 2)
      return expected(p, args < 2 ? "','" : "',' or ')'");
    next(p);
    break;
  }
  p->nesting--;
  return acc;
}

static const cajit_expr *parse_word(parser *p) {
  cajit_sv w = {p->s + p->tok.start, p->tok.len};
  size_t off = p->tok.start;
  if (cajit_sv_eq_cstr(w, "true") || cajit_sv_eq_cstr(w, "false")) {
    next(p);
    return built(p, cajit_expr_bool(p->ctx, w.data[0] == 't'), off);
  }
  if (cajit_sv_eq_cstr(w, "inf") || cajit_sv_eq_cstr(w, "nan")) {
    next(p);
    double v = w.data[0] == 'i' ? (double)INFINITY : (double)NAN;
    return built(p, cajit_expr_float(p->ctx, v), off);
  }
  if (cajit_sv_eq_cstr(w, "min") || cajit_sv_eq_cstr(w, "max"))
    return parse_call(p, w.data[1] == 'i');
  int32_t index = cajit_expr_ctx_find_symbol(p->ctx, w);
  if (index >= 0) {
    next(p);
    return built(p, cajit_expr_symbol(p->ctx, index), off);
  }
  /* Reserved words are never symbols (cajit_expr_ctx_add_symbol). */
  if (expr_is_reserved_word(w)) return expected(p, "expression");
  int n = w.len > 40 ? 40 : (int)w.len;
  return fail_at(p, off, "unknown symbol %.*s%s", n, w.data,
                 w.len > 40 ? "..." : "");
}

static const cajit_expr *parse_primary(parser *p) {
  switch (p->tok.kind) {
  case T_INT: return parse_int_literal(p, false);
  case T_FLOAT: return parse_float_literal(p);
  case T_IDENT: return parse_word(p);
  case T_LPAREN: {
    if (!enter(p)) return NULL;
    next(p);
    size_t s;
    const cajit_expr *e = parse_or(p, &s);
    if (!e) return NULL;
    if (p->tok.kind != T_RPAREN) return expected(p, "')'");
    next(p);
    p->nesting--;
    return e;
  }
  default: return expected(p, "expression");
  }
}

static const cajit_expr *parse_unary(parser *p, size_t *start) {
  *start = p->tok.start;
  if (p->tok.kind != T_MINUS) return parse_primary(p);
  size_t off = p->tok.start;
  if (!enter(p)) return NULL;
  next(p);
  const cajit_expr *e;
  if (p->tok.kind == T_INT) {
    e = parse_int_literal(p, true);
  } else {
    size_t s;
    const cajit_expr *x = parse_unary(p, &s);
    if (!x || !check_type(p, x, s, WANT_NUMBER)) return NULL;
    e = built(p, cajit_expr_neg(p->ctx, x), off);
  }
  p->nesting--;
  return e;
}

static const cajit_expr *parse_mul(parser *p, size_t *start) {
  const cajit_expr *l = parse_unary(p, start);
  for (;;) {
    tok_kind k = p->tok.kind;
    if (!l ||
        (k != T_STAR && k != T_SLASHSLASH && k != T_PERCENT && k != T_SLASH))
      return l;
    want w = (k == T_SLASHSLASH || k == T_PERCENT) ? WANT_INT : WANT_NUMBER;
    size_t off = p->tok.start, s;
    if (!check_type(p, l, *start, w)) return NULL;
    next(p);
    const cajit_expr *r = parse_unary(p, &s);
    if (!r || !check_type(p, r, s, w)) return NULL;
    cajit_expr_ctx *c = p->ctx;
    l = built(p,
              k == T_STAR         ? cajit_expr_mul(c, l, r)
              : k == T_SLASHSLASH ? cajit_expr_floordiv(c, l, r)
              : k == T_PERCENT    ? cajit_expr_mod(c, l, r)
                                  : cajit_expr_truediv(c, l, r),
              off);
  }
}

static const cajit_expr *parse_add(parser *p, size_t *start) {
  const cajit_expr *l = parse_mul(p, start);
  for (;;) {
    tok_kind k = p->tok.kind;
    if (!l || (k != T_PLUS && k != T_MINUS)) return l;
    size_t off = p->tok.start, s;
    if (!check_type(p, l, *start, WANT_NUMBER)) return NULL;
    next(p);
    const cajit_expr *r = parse_mul(p, &s);
    if (!r || !check_type(p, r, s, WANT_NUMBER)) return NULL;
    l = built(p,
              k == T_PLUS ? cajit_expr_add(p->ctx, l, r)
                          : cajit_expr_sub(p->ctx, l, r),
              off);
  }
}

static bool is_cmp(tok_kind k) { return k >= T_EQ && k <= T_GE; }

static const cajit_expr *parse_cmp(parser *p, size_t *start) {
  const cajit_expr *l = parse_add(p, start);
  tok_kind k = p->tok.kind;
  if (!l || !is_cmp(k)) return l;
  size_t off = p->tok.start, s;
  if (!check_type(p, l, *start, WANT_NUMBER)) return NULL;
  next(p);
  const cajit_expr *r = parse_add(p, &s);
  if (!r || !check_type(p, r, s, WANT_NUMBER)) return NULL;
  cajit_expr_ctx *c = p->ctx;
  const cajit_expr *e = k == T_EQ   ? cajit_expr_cmp(c, CAJIT_EXPR_EQ, l, r)
                        : k == T_NE ? cajit_expr_cmp(c, CAJIT_EXPR_NE, l, r)
                        : k == T_LT ? cajit_expr_cmp(c, CAJIT_EXPR_LT, l, r)
                        : k == T_LE ? cajit_expr_cmp(c, CAJIT_EXPR_LE, l, r)
                        : k == T_GT ? cajit_expr_gt(c, l, r)
                                    : cajit_expr_ge(c, l, r);
  if (!built(p, e, off)) return NULL;
  if (is_cmp(p->tok.kind))
    return expected(p, "'and' or 'or' between comparisons");
  return e;
}

static const cajit_expr *parse_not(parser *p, size_t *start) {
  *start = p->tok.start;
  if (!tok_is_word(p, "not")) return parse_cmp(p, start);
  size_t off = p->tok.start, s;
  if (!enter(p)) return NULL;
  next(p);
  const cajit_expr *x = parse_not(p, &s);
  if (!x || !check_type(p, x, s, WANT_BOOL)) return NULL;
  p->nesting--;
  return built(p, cajit_expr_not(p->ctx, x), off);
}

static const cajit_expr *parse_and(parser *p, size_t *start) {
  const cajit_expr *l = parse_not(p, start);
  while (l && tok_is_word(p, "and")) {
    size_t off = p->tok.start, s;
    if (!check_type(p, l, *start, WANT_BOOL)) return NULL;
    next(p);
    const cajit_expr *r = parse_not(p, &s);
    if (!r || !check_type(p, r, s, WANT_BOOL)) return NULL;
    l = built(p, cajit_expr_and(p->ctx, l, r), off);
  }
  return l;
}

static const cajit_expr *parse_or(parser *p, size_t *start) {
  const cajit_expr *l = parse_and(p, start);
  while (l && tok_is_word(p, "or")) {
    size_t off = p->tok.start, s;
    if (!check_type(p, l, *start, WANT_BOOL)) return NULL;
    next(p);
    const cajit_expr *r = parse_and(p, &s);
    if (!r || !check_type(p, r, s, WANT_BOOL)) return NULL;
    l = built(p, cajit_expr_or(p->ctx, l, r), off);
  }
  return l;
}

/* ---- entry points ---- */

cajit_status cajit_expr_parse_prefix(cajit_expr_ctx *ctx, cajit_sv text,
                                     const cajit_expr **out_expr,
                                     size_t *out_consumed,
                                     size_t *out_error_offset) {
  *out_expr = NULL;
  *out_consumed = 0;
  *out_error_offset = 0;
  parser p = {
      ctx, text.data ? text.data : "", text.len, {T_END, 0, 0}, 0, 0, NULL, 0};
  p.tok = lex_at(p.s, p.len, 0);
  size_t s;
  const cajit_expr *e = parse_or(&p, &s);
  if (!e) {
    *out_error_offset = p.err_off;
    return p.err ? p.err
                 : cajit_status_make(CAJIT_INTERNAL,
                                     "expression parser failed silently");
  }
  *out_expr = e;
  *out_consumed = p.last_end;
  return CAJIT_OK_STATUS;
}

cajit_status cajit_expr_parse(cajit_expr_ctx *ctx, cajit_sv text,
                              const cajit_expr **out_expr) {
  *out_expr = NULL;
  const cajit_expr *e;
  size_t used, off;
  cajit_status st = cajit_expr_parse_prefix(ctx, text, &e, &used, &off);
  if (!st) {
    parser p = {
        ctx, text.data ? text.data : "", text.len, {T_END, 0, 0}, 0, 0, NULL,
        0};
    p.tok = lex_at(p.s, p.len, used);
    if (p.tok.kind == T_END) {
      *out_expr = e;
      return CAJIT_OK_STATUS;
    }
    expected(&p, "end of expression");
    st = p.err;
    off = p.err_off;
  }
  if (cajit_status_code_of(st) == CAJIT_PARSE_ERROR)
    return cajit_status_annotate(st, "column %zu", off + 1);
  return st;
}
