/* The .cag parser (docs/format.md): text to a cajit_graph.
 *
 * A hand-written recursive-descent parser over the line lexer (lexer.h).
 * Guarantees: any input (arbitrary bytes, any length) gives either a graph
 * or one error `file:line:col: error: <message>` with CAJIT_PARSE_ERROR
 * (CAJIT_OUT_OF_MEMORY when an allocation fails); nothing leaks on any
 * path; recursion is bounded by CAJIT_GRAPH_MAX_LIST_DEPTH (the expression
 * parser bounds its own); the work is linear in the input apart from
 * expression interning. Declarations are accepted only in the order of the
 * spec. Value ids in the file may be sparse: they map to dense graph ids in
 * definition order. Everything the builder would reject is caught here
 * first, so messages point at the offending token. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cajit/graph.h"
#include "graph/graph_internal.h"
#include "graph/lexer.h"
#include "support/alloc.h"
#include "support/arena.h"
#include "support/vec.h"

/* Sections in file order. */
typedef enum section {
  SEC_START,
  SEC_HEADER,
  SEC_GRAPH,
  SEC_SIZES,
  SEC_SCALARS,
  SEC_HOOKS,
  SEC_PACKED,
  SEC_SYM,
  SEC_INPUT,
  SEC_ASSUME,
  SEC_NODE,
  SEC_RETURN,
  SEC_COUNT,
} section;

/* Every section has an entry in each table (none is NULL), so a message
 * about any pair of sections is well formed. */
static const char *const section_word[SEC_COUNT] = {
    [SEC_START] = "start of file",
    [SEC_NODE] = "node",
    [SEC_HEADER] = "cag",
    [SEC_GRAPH] = "graph",
    [SEC_SIZES] = "sizes",
    [SEC_SCALARS] = "scalars",
    [SEC_HOOKS] = "hooks",
    [SEC_PACKED] = "packed_data",
    [SEC_SYM] = "sym",
    [SEC_INPUT] = "input",
    [SEC_ASSUME] = "assume",
    [SEC_RETURN] = "return",
};

/* What follows each state when a required declaration is missing. */
static const char *const section_next[SEC_COUNT] = {
    [SEC_START] = "'cag'",     [SEC_HEADER] = "'graph' or 'sizes'",
    [SEC_GRAPH] = "'sizes'",   [SEC_SIZES] = "'scalars'",
    [SEC_SCALARS] = "'hooks'", [SEC_HOOKS] = "'packed_data'",
    [SEC_PACKED] = "'return'", [SEC_SYM] = "'return'",
    [SEC_INPUT] = "'return'",  [SEC_ASSUME] = "'return'",
    [SEC_NODE] = "'return'",   [SEC_RETURN] = "end of file",
};

static const char *const section_plural[SEC_COUNT] = {
    [SEC_START] = "the start of the file",
    [SEC_HEADER] = "'cag'",
    [SEC_GRAPH] = "'graph'",
    [SEC_SIZES] = "'sizes'",
    [SEC_SCALARS] = "'scalars'",
    [SEC_HOOKS] = "'hooks'",
    [SEC_PACKED] = "'packed_data'",
    [SEC_SYM] = "symbols",
    [SEC_INPUT] = "inputs",
    [SEC_ASSUME] = "assumptions",
    [SEC_NODE] = "nodes",
    [SEC_RETURN] = "'return'",
};

static bool section_required(section s) {
  return s != SEC_GRAPH && s != SEC_SYM && s != SEC_INPUT && s != SEC_ASSUME &&
         s != SEC_NODE;
}

static bool section_repeats(section s) {
  return s == SEC_SYM || s == SEC_INPUT || s == SEC_ASSUME || s == SEC_NODE;
}

/* File value id -> dense graph value id (open addressing). A result whose
 * node is being parsed maps to PENDING. */
enum { PENDING = -2 };
typedef struct value_map {
  int64_t *keys; /* -1: empty */
  int32_t *vals;
  size_t cap, count;
} value_map;

/* Where a `sym ... = input <i> dim <d>` came from, to report a bad input
 * index or dim once the inputs are known. */
typedef struct binding_pos {
  int32_t line, index_col, dim_col;
} binding_pos;

typedef struct parser {
  cag_lexer lx;
  const char *file;
  cajit_graph *g;
  cajit_arena *scratch; /* args and strings until the builder copies them */
  section sec;
  unsigned seen; /* 1 << section */
  int32_t sizes, hooks;
  value_map ids;
  CAJIT_VEC(binding_pos) bpos;
} parser;

/* ---- errors -------------------------------------------------------------
 */

static cajit_status perr_at(parser *p, int32_t line, int32_t col,
                            const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static cajit_status perr_at(parser *p, int32_t line, int32_t col,
                            const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  return cajit_status_make(CAJIT_PARSE_ERROR, "%s:%d:%d: error: %s", p->file,
                           (int)line, (int)col, msg);
}

#define perr(p, at, ...)                                                       \
  perr_at((p), (p)->lx.line, cag_lexer_col(&(p)->lx, (at)), __VA_ARGS__)

static cajit_status expected(parser *p, const char *what, cag_token found) {
  char desc[64];
  /* The end of a last line without a newline is the end of the file. */
  if (found.kind == CAG_TOK_EOL &&
      (p->lx.eof || found.start == p->lx.text + p->lx.len))
    snprintf(desc, sizeof desc, "end of file");
  else
    cag_token_describe(found, desc, sizeof desc);
  return perr(p, found.start, "expected %s, found %s", what, desc);
}

static cajit_status poom(parser *p) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "%s:%d: error: out of memory",
                           p->file, (int)p->lx.line);
}

/* A builder error here is a parse error at `at` (or out of memory). */
static cajit_status wrap(parser *p, const char *at, cajit_status s) {
  if (!s || cajit_status_code_of(s) == CAJIT_OUT_OF_MEMORY) return s;
  cajit_status e = perr(p, at, "%s", cajit_status_message(s));
  cajit_status_free(s);
  return e;
}

/* printf arguments for "%.*s%s": a token's text, cut to a readable length. */
#define SHOWN(t)                                                               \
  (int)((t).len > 40 ? 40 : (t).len), (t).start, (t).len > 40 ? "..." : ""

/* ---- value ids ----------------------------------------------------------
 */

static size_t hash_id(int64_t k, size_t cap) {
  uint64_t x = (uint64_t)k;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x & (cap - 1);
}

static int32_t map_find(const value_map *m, int64_t key) {
  if (!m->cap) return -1;
  for (size_t i = hash_id(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
    if (m->keys[i] == key) return m->vals[i];
    if (m->keys[i] < 0) return -1;
  }
}

/* Sets key to val (a new key or an existing one). */
static void map_put_(value_map *m, int64_t key, int32_t val) {
  size_t i = hash_id(key, m->cap);
  while (m->keys[i] >= 0 && m->keys[i] != key)
    i = (i + 1) & (m->cap - 1);
  if (m->keys[i] < 0) m->count++;
  m->keys[i] = key;
  m->vals[i] = val;
}

static bool map_put(value_map *m, int64_t key, int32_t val) {
  if ((m->count + 1) * 2 > m->cap) {
    value_map n = {0};
    n.cap = m->cap ? m->cap * 2 : 64;
    n.keys = cajit_malloc(n.cap * sizeof *n.keys);
    n.vals = cajit_malloc(n.cap * sizeof *n.vals);
    if (!n.keys || !n.vals) {
      cajit_free(n.keys);
      cajit_free(n.vals);
      return false;
    }
    memset(n.keys, 0xff, n.cap * sizeof *n.keys); /* all -1 */
    for (size_t i = 0; i < m->cap; i++)
      if (m->keys[i] >= 0) map_put_(&n, m->keys[i], m->vals[i]);
    cajit_free(m->keys);
    cajit_free(m->vals);
    *m = n;
  }
  map_put_(m, key, val);
  return true;
}

/* Reads a %<digits> token as a file value id. */
static cajit_status read_value_id(parser *p, cag_token t, int64_t *out) {
  int64_t v = 0;
  for (size_t i = 1; i < t.len; i++) {
    int d = t.start[i] - '0';
    if (v > (INT64_MAX - d) / 10)
      return perr(p, t.start, "value id %.*s%s is too large", SHOWN(t));
    v = v * 10 + d;
  }
  *out = v;
  return NULL;
}

/* A use of a value: it must be defined above. */
static cajit_status parse_use(parser *p, int32_t *out) {
  cag_token t = cag_lexer_take(&p->lx);
  int64_t id = 0;
  CAJIT_RETURN_IF_ERROR(read_value_id(p, t, &id));
  *out = map_find(&p->ids, id);
  if (*out < 0)
    return perr(p, t.start, "undefined value %%%lld", (long long)id);
  return NULL;
}

/* ---- small pieces -------------------------------------------------------
 */

static cajit_status expect_punct(parser *p, char c) {
  if (cag_lexer_accept(&p->lx, c)) return NULL;
  char what[4] = {'\'', c, '\'', 0};
  return expected(p, what, cag_lexer_peek(&p->lx));
}

static cajit_status expect_eol(parser *p) {
  cag_token t = cag_lexer_peek(&p->lx);
  if (t.kind == CAG_TOK_EOL) return NULL;
  return expected(p, "end of line", t);
}

/* A non-negative decimal that fits in int32 (counts, indices). */
static cajit_status parse_count(parser *p, const char *what, int32_t *out,
                                const char **out_at) {
  cag_token t = cag_lexer_peek(&p->lx);
  bool digits = t.kind == CAG_TOK_NUMBER;
  for (size_t i = 0; digits && i < t.len; i++)
    digits = t.start[i] >= '0' && t.start[i] <= '9';
  if (!digits) return expected(p, what, t);
  int64_t v = 0;
  for (size_t i = 0; i < t.len; i++) {
    v = v * 10 + (t.start[i] - '0');
    if (v > INT32_MAX)
      return perr(p, t.start, "%s %.*s%s is too large", what, SHOWN(t));
  }
  cag_lexer_take(&p->lx);
  *out = (int32_t)v;
  if (out_at) *out_at = t.start;
  return NULL;
}

static int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Decodes a STRING token into the scratch arena. */
static cajit_status parse_string(parser *p, cajit_sv *out) {
  cag_token t = cag_lexer_peek(&p->lx);
  if (t.kind == CAG_TOK_BAD && t.start[0] == '"')
    return perr(p, t.start, "unterminated string");
  if (t.kind != CAG_TOK_STRING) return expected(p, "string", t);
  char *buf = cajit_arena_alloc(p->scratch, t.len);
  if (!buf) return poom(p);
  size_t n = 0;
  for (size_t i = 1; i + 1 < t.len; i++) {
    char c = t.start[i];
    if (c != '\\') {
      buf[n++] = c;
      continue;
    }
    char e = t.start[i + 1];
    if (e == '"' || e == '\\')
      buf[n++] = e;
    else if (e == 'n')
      buf[n++] = '\n';
    else if (e == 't')
      buf[n++] = '\t';
    else if (e == 'x' && i + 3 < t.len && hex_digit(t.start[i + 2]) >= 0 &&
             hex_digit(t.start[i + 3]) >= 0) {
      buf[n++] =
          (char)(hex_digit(t.start[i + 2]) * 16 + hex_digit(t.start[i + 3]));
      i += 2;
    } else {
      return perr(p, t.start + i,
                  "invalid escape in string (expected \\\", \\\\, \\n, \\t "
                  "or \\xHH)");
    }
    i++;
  }
  cag_lexer_take(&p->lx);
  *out = (cajit_sv){buf, n};
  return NULL;
}

static const char *expr_type_name(cajit_expr_type t) {
  return t == CAJIT_EXPR_TYPE_INT     ? "int"
         : t == CAJIT_EXPR_TYPE_FLOAT ? "float"
                                      : "bool";
}

/* An expression embedded in the line, read by the expression parser. */
static cajit_status parse_expr(parser *p, const cajit_expr **out,
                               const char **out_at) {
  cajit_sv text = cag_lexer_expr_text(&p->lx);
  *out_at = text.data;
  size_t used = 0, err_at = 0;
  cajit_status s =
      cajit_expr_parse_prefix(p->g->exprs, text, out, &used, &err_at);
  if (s) {
    if (cajit_status_code_of(s) == CAJIT_OUT_OF_MEMORY) {
      cajit_status_free(s);
      return poom(p);
    }
    if (err_at > text.len) err_at = text.len;
    cajit_status e = perr(p, text.data + err_at, "%s", cajit_status_message(s));
    cajit_status_free(s);
    return e;
  }
  if (!*out) return poom(p);
  if (used == 0 || used > text.len)
    return expected(p, "expression", cag_lexer_peek(&p->lx));
  cag_lexer_skip_to(&p->lx, text.data + used);
  return NULL;
}

/* An expression of type want; else "expected <want> expression, found
 * <type> expression" at its start. */
static cajit_status parse_typed_expr(parser *p, cajit_expr_type want,
                                     const cajit_expr **out) {
  const char *at;
  CAJIT_RETURN_IF_ERROR(parse_expr(p, out, &at));
  cajit_expr_type t = cajit_expr_type_of(*out);
  if (t != want)
    return perr(p, at, "expected %s expression, found %s expression",
                expr_type_name(want), expr_type_name(t));
  return NULL;
}

/* ---- types --------------------------------------------------------------
 */

typedef CAJIT_VEC(const cajit_expr *) expr_vec;

/* `[d, ...]` or `{s, ...}` into v; `?` (strides only) is NULL. */
static cajit_status parse_dims(parser *p, char close, expr_vec *v) {
  if (cag_lexer_accept(&p->lx, close)) return NULL;
  for (;;) {
    const cajit_expr *e = NULL;
    if (close != '}' || !cag_lexer_accept(&p->lx, '?'))
      CAJIT_RETURN_IF_ERROR(parse_typed_expr(p, CAJIT_EXPR_TYPE_INT, &e));
    if (!CAJIT_VEC_PUSH(v, e)) return poom(p);
    if (cag_lexer_accept(&p->lx, close)) return NULL;
    if (!cag_lexer_accept(&p->lx, ','))
      return expected(p, close == ']' ? "',' or ']'" : "',' or '}'",
                      cag_lexer_peek(&p->lx));
  }
}

static cajit_status parse_tensor_type(parser *p, cajit_dtype dtype,
                                      const char *at, cajit_type *out) {
  /* Non-NULL strides for `f32[]{}`: present, with no entries. */
  static const cajit_expr *const no_strides[1] = {NULL};
  CAJIT_RETURN_IF_ERROR(expect_punct(p, '['));
  expr_vec shape = {0}, strides = {0};
  bool has_strides = false;
  const char *brace = NULL;
  cajit_status s = parse_dims(p, ']', &shape);
  if (!s && cag_token_is(cag_lexer_peek(&p->lx), '{')) {
    brace = cag_lexer_take(&p->lx).start;
    has_strides = true;
    s = parse_dims(p, '}', &strides);
    if (!s && strides.len != shape.len)
      s = perr(p, brace, "expected %zu strides, found %zu", shape.len,
               strides.len);
  }
  if (!s)
    s = wrap(
        p, at,
        cajit_graph_tensor_type(
            p->g, dtype, (int32_t)shape.len, shape.data,
            has_strides ? (strides.data ? strides.data : no_strides) : NULL,
            out));
  CAJIT_VEC_FREE(&shape);
  CAJIT_VEC_FREE(&strides);
  return s;
}

static cajit_status parse_type(parser *p, cajit_type *out) {
  cag_token t = cag_lexer_peek(&p->lx);
  cajit_sv word = {t.start, t.len};
  cajit_dtype dtype;
  if (t.kind != CAG_TOK_IDENT) return expected(p, "type", t);
  cag_lexer_take(&p->lx);
  if (cag_token_is_word(t, "none"))
    *out = cajit_type_scalar(CAJIT_TYPE_NONE);
  else if (cag_token_is_word(t, "int"))
    *out = cajit_type_scalar(CAJIT_TYPE_INT);
  else if (cag_token_is_word(t, "float"))
    *out = cajit_type_scalar(CAJIT_TYPE_FLOAT);
  else if (cag_token_is_word(t, "bool") &&
           !cag_token_is(cag_lexer_peek(&p->lx), '['))
    *out = cajit_type_scalar(CAJIT_TYPE_BOOL);
  else if (cajit_dtype_from_name(word, &dtype))
    return parse_tensor_type(p, dtype, t.start, out);
  else
    return expected(p, "type", t);
  return NULL;
}

/* ---- arguments ----------------------------------------------------------
 */

static cajit_status parse_value_arg(parser *p, cajit_arg *a, int depth);

static cajit_status parse_list(parser *p, cajit_arg *a, int depth) {
  cag_token open = cag_lexer_take(&p->lx);
  if (depth >= CAJIT_GRAPH_MAX_LIST_DEPTH)
    return perr(p, open.start, "lists nested deeper than %d",
                (int)CAJIT_GRAPH_MAX_LIST_DEPTH);
  CAJIT_VEC(cajit_arg) items = {0};
  cajit_status s = NULL;
  if (!cag_lexer_accept(&p->lx, ']')) {
    for (;;) {
      cajit_arg item = {0};
      s = parse_value_arg(p, &item, depth + 1);
      if (s) break;
      if (!CAJIT_VEC_PUSH(&items, item)) {
        s = poom(p);
        break;
      }
      if (cag_lexer_accept(&p->lx, ']')) break;
      if (!cag_lexer_accept(&p->lx, ',')) {
        s = expected(p, "',' or ']'", cag_lexer_peek(&p->lx));
        break;
      }
    }
  }
  if (!s) {
    a->kind = CAJIT_ARG_LIST;
    a->u.list.count = (int32_t)items.len;
    a->u.list.items =
        cajit_arena_array(p->scratch, items.len, sizeof *items.data);
    if (!a->u.list.items)
      s = poom(p);
    else if (items.len)
      memcpy(a->u.list.items, items.data, items.len * sizeof *items.data);
  }
  CAJIT_VEC_FREE(&items);
  return s;
}

static cajit_status parse_expr_arg(parser *p, cajit_arg *a) {
  const char *at;
  CAJIT_RETURN_IF_ERROR(parse_expr(p, &a->u.expr, &at));
  cajit_expr_type t = cajit_expr_type_of(a->u.expr);
  if (t == CAJIT_EXPR_TYPE_BOOL)
    return perr(p, at,
                "expected int or float expression, found bool expression");
  a->kind = t == CAJIT_EXPR_TYPE_INT ? CAJIT_ARG_INT : CAJIT_ARG_FLOAT;
  return NULL;
}

/* Identifiers: literals, dtypes, symbols (expressions) or keyword words. */
static cajit_status parse_ident_arg(parser *p, cajit_arg *a, cag_token t) {
  cajit_sv w = {t.start, t.len};
  if (cag_token_is_word(t, "true") || cag_token_is_word(t, "false")) {
    cag_lexer_take(&p->lx);
    a->kind = CAJIT_ARG_BOOL;
    a->u.b = t.start[0] == 't';
  } else if (cag_token_is_word(t, "none")) {
    cag_lexer_take(&p->lx);
    a->kind = CAJIT_ARG_NONE;
  } else if (cajit_dtype_from_name(w, &a->u.dtype)) {
    cag_lexer_take(&p->lx);
    a->kind = CAJIT_ARG_DTYPE;
  } else if (cajit_expr_ctx_find_symbol(p->g->exprs, w) >= 0 ||
             cag_token_is_word(t, "inf") || cag_token_is_word(t, "nan") ||
             cag_token_is_word(t, "min") || cag_token_is_word(t, "max")) {
    return parse_expr_arg(p, a);
  } else if (cajit_graph_is_reserved(w)) {
    return expected(p, "argument", t);
  } else {
    cag_lexer_take(&p->lx);
    a->kind = CAJIT_ARG_WORD;
    a->u.str = w;
  }
  return NULL;
}

static cajit_status parse_value_arg(parser *p, cajit_arg *a, int depth) {
  cag_token t = cag_lexer_peek(&p->lx);
  switch (t.kind) {
  case CAG_TOK_VALUE:
    a->kind = CAJIT_ARG_VALUE;
    return parse_use(p, &a->u.value);
  case CAG_TOK_STRING:
  case CAG_TOK_BAD:
    if (t.start[0] != '"') break;
    a->kind = CAJIT_ARG_STRING;
    return parse_string(p, &a->u.str);
  case CAG_TOK_IDENT: return parse_ident_arg(p, a, t);
  case CAG_TOK_NUMBER: return parse_expr_arg(p, a);
  case CAG_TOK_PUNCT:
    if (t.start[0] == '[') return parse_list(p, a, depth);
    if (t.start[0] == '-' || t.start[0] == '(') return parse_expr_arg(p, a);
    break;
  default: break;
  }
  return expected(p, "argument", t);
}

/* `name=` before an argument (but not `name ==`, a comparison). */
static bool accept_keyword(parser *p, cajit_sv *out_name) {
  size_t save = p->lx.pos;
  cag_token t = cag_lexer_take(&p->lx);
  if (t.kind == CAG_TOK_IDENT && cag_lexer_accept(&p->lx, '=') &&
      !cag_token_is(cag_lexer_peek(&p->lx), '=')) {
    *out_name = (cajit_sv){t.start, t.len};
    return true;
  }
  p->lx.pos = save;
  return false;
}

typedef CAJIT_VEC(cajit_arg) arg_vec;
typedef CAJIT_VEC(const char *) pos_vec;

/* `(args)`: positional then keyword arguments. */
/* `(args)`: positional then keyword arguments. at[i] is where args[i]
 * starts (for the message about a repeated keyword). */
static cajit_status parse_arg_list(parser *p, arg_vec *args, pos_vec *at) {
  CAJIT_RETURN_IF_ERROR(expect_punct(p, '('));
  if (cag_lexer_accept(&p->lx, ')')) return NULL;
  for (;;) {
    cajit_arg a = {0};
    const char *start = cag_lexer_peek(&p->lx).start;
    if (!accept_keyword(p, &a.name) && args->len &&
        args->data[args->len - 1].name.len)
      return perr(p, start, "positional argument after keyword argument");
    CAJIT_RETURN_IF_ERROR(parse_value_arg(p, &a, 0));
    if (!CAJIT_VEC_PUSH(args, a) || !CAJIT_VEC_PUSH(at, start)) return poom(p);
    if (cag_lexer_accept(&p->lx, ')')) return NULL;
    if (!cag_lexer_accept(&p->lx, ','))
      return expected(p, "',' or ')'", cag_lexer_peek(&p->lx));
  }
}

static cajit_status parse_args(parser *p, arg_vec *args) {
  pos_vec at = {0};
  cajit_status s = parse_arg_list(p, args, &at);
  if (!s && args->len && args->data[args->len - 1].name.len) {
    int32_t twice =
        cajit_graph_find_repeated_keyword(args->data, (int32_t)args->len);
    if (twice == -2)
      s = poom(p);
    else if (twice >= 0)
      s = perr(p, at.data[twice], "keyword argument %.*s given twice",
               (int)args->data[twice].name.len, args->data[twice].name.data);
  }
  CAJIT_VEC_FREE(&at);
  return s;
}

/* ---- declarations -------------------------------------------------------
 */

/* Checks `sym x = input i dim d` against the inputs, once all are read. */
static cajit_status check_input_bindings(parser *p) {
  const cajit_graph *g = p->g;
  for (int32_t i = 0; i < g->binding_count; i++) {
    const cajit_symbol_binding *b = &g->bindings[i];
    const binding_pos *at = &p->bpos.data[i];
    if (b->source != CAJIT_SYMBOL_FROM_INPUT_DIM) continue;
    if (b->index >= g->input_count)
      return perr_at(p, at->line, at->index_col,
                     "input %d out of range (%d inputs)", (int)b->index,
                     (int)g->input_count);
    int32_t ndim = g->values[g->inputs[b->index]].type.ndim;
    if (b->dim >= ndim)
      return perr_at(p, at->line, at->dim_col,
                     "dim %d out of range for input %d of rank %d", (int)b->dim,
                     (int)b->index, (int)ndim);
  }
  return NULL;
}

/* Moves to section s if the order allows it. */
static cajit_status enter(parser *p, section s, cag_token t) {
  /* p->sec only ever holds a section entered here; the bound check also
   * tells the compiler that the tables below are indexed in range. */
  if ((unsigned)s >= SEC_COUNT || (unsigned)p->sec >= SEC_COUNT)
    return cajit_status_make(CAJIT_INTERNAL, "parser in section %d entering %d",
                             (int)p->sec, (int)s);
  if (p->sec == SEC_RETURN) return expected(p, "end of file", t);
  if (s < p->sec || (s == p->sec && !section_repeats(s))) {
    if (p->seen & (1u << s))
      return perr(p, t.start, "'%s' declared twice", section_word[s]);
    return perr(p, t.start, "'%s' is out of order: it must come before %s",
                section_word[s], section_plural[p->sec]);
  }
  for (int r = (int)p->sec + 1; r < (int)s; r++)
    if (section_required((section)r))
      return expected(p, section_next[p->sec], t);
  if (p->sec <= SEC_INPUT && s > SEC_INPUT)
    CAJIT_RETURN_IF_ERROR(check_input_bindings(p));
  p->sec = s;
  p->seen |= 1u << s;
  return NULL;
}

static cajit_status parse_header(parser *p) {
  cag_token t = cag_lexer_peek(&p->lx);
  bool digits = t.kind == CAG_TOK_NUMBER;
  for (size_t i = 0; digits && i < t.len; i++)
    digits = t.start[i] >= '0' && t.start[i] <= '9';
  if (!digits) return expected(p, "version number", t);
  if (t.len != 1 || t.start[0] != '1')
    return perr(p, t.start, "unsupported version %.*s%s (this reader knows 1)",
                SHOWN(t));
  cag_lexer_take(&p->lx);
  return NULL;
}

static cajit_status parse_graph_name(parser *p) {
  const char *at = cag_lexer_peek(&p->lx).start;
  cajit_sv name;
  CAJIT_RETURN_IF_ERROR(parse_string(p, &name));
  return wrap(p, at, cajit_graph_set_name(p->g, name));
}

static cajit_status parse_scalars(parser *p) {
  if (cag_lexer_peek(&p->lx).kind == CAG_TOK_EOL) return NULL;
  for (;;) {
    cag_token t = cag_lexer_peek(&p->lx);
    cajit_expr_type type;
    if (cag_token_is_word(t, "int"))
      type = CAJIT_EXPR_TYPE_INT;
    else if (cag_token_is_word(t, "float"))
      type = CAJIT_EXPR_TYPE_FLOAT;
    else
      return expected(p, "'int' or 'float'", t);
    cag_lexer_take(&p->lx);
    CAJIT_RETURN_IF_ERROR(wrap(p, t.start, cajit_graph_add_scalar(p->g, type)));
    if (!cag_lexer_accept(&p->lx, ',')) return NULL;
  }
}

static cajit_status parse_symbol(parser *p) {
  cag_token name = cag_lexer_peek(&p->lx);
  cajit_sv sv = {name.start, name.len};
  if (name.kind != CAG_TOK_IDENT) return expected(p, "symbol name", name);
  if (cajit_graph_is_reserved(sv))
    return perr(p, name.start, "symbol name '%.*s' is reserved", (int)sv.len,
                sv.data);
  if (cajit_expr_ctx_find_symbol(p->g->exprs, sv) >= 0)
    return perr(p, name.start, "symbol %.*s declared twice", (int)sv.len,
                sv.data);
  cag_lexer_take(&p->lx);
  CAJIT_RETURN_IF_ERROR(expect_punct(p, '='));
  cag_token src = cag_lexer_take(&p->lx);
  int32_t index = 0, dim = 0;
  const char *index_at = NULL, *dim_at = NULL;
  cajit_symbol_source source;
  if (cag_token_is_word(src, "input")) {
    source = CAJIT_SYMBOL_FROM_INPUT_DIM;
    CAJIT_RETURN_IF_ERROR(parse_count(p, "input index", &index, &index_at));
    cag_token d = cag_lexer_peek(&p->lx);
    if (!cag_token_is_word(d, "dim")) return expected(p, "'dim'", d);
    cag_lexer_take(&p->lx);
    CAJIT_RETURN_IF_ERROR(parse_count(p, "dim", &dim, &dim_at));
  } else if (cag_token_is_word(src, "sizes")) {
    source = CAJIT_SYMBOL_FROM_SIZES;
    CAJIT_RETURN_IF_ERROR(parse_count(p, "sizes index", &index, &index_at));
    if (index >= p->g->sizes_count)
      return perr(p, index_at, "sizes index %d out of range (sizes %d)",
                  (int)index, (int)p->g->sizes_count);
  } else if (cag_token_is_word(src, "scalars")) {
    source = CAJIT_SYMBOL_FROM_SCALARS;
    CAJIT_RETURN_IF_ERROR(parse_count(p, "scalars index", &index, &index_at));
    if (index >= p->g->scalars_count)
      return perr(p, index_at, "scalars index %d out of range (scalars %d)",
                  (int)index, (int)p->g->scalars_count);
  } else {
    return expected(p, "'input', 'sizes' or 'scalars'", src);
  }
  binding_pos pos = {p->lx.line, cag_lexer_col(&p->lx, index_at),
                     dim_at ? cag_lexer_col(&p->lx, dim_at) : 0};
  if (!CAJIT_VEC_PUSH(&p->bpos, pos)) return poom(p);
  cajit_status s = cajit_graph_add_symbol(p->g, sv, source, index, dim, NULL);
  if (s) p->bpos.len--;
  return wrap(p, name.start, s);
}

/* The id of a value being defined: it must be new. */
static cajit_status parse_def(parser *p, int64_t *out, const char **out_at) {
  cag_token t = cag_lexer_peek(&p->lx);
  if (t.kind != CAG_TOK_VALUE) return expected(p, "value", t);
  CAJIT_RETURN_IF_ERROR(read_value_id(p, t, out));
  if (map_find(&p->ids, *out) != -1) /* defined or being defined */
    return perr(p, t.start, "value %%%lld defined twice", (long long)*out);
  cag_lexer_take(&p->lx);
  *out_at = t.start;
  return NULL;
}

static cajit_status parse_input(parser *p) {
  int64_t id;
  const char *at;
  CAJIT_RETURN_IF_ERROR(parse_def(p, &id, &at));
  CAJIT_RETURN_IF_ERROR(expect_punct(p, ':'));
  cag_token t = cag_lexer_peek(&p->lx);
  cajit_type type;
  CAJIT_RETURN_IF_ERROR(parse_type(p, &type));
  if (type.kind != CAJIT_TYPE_TENSOR) return expected(p, "tensor type", t);
  int32_t v;
  CAJIT_RETURN_IF_ERROR(wrap(p, at, cajit_graph_add_input(p->g, type, &v)));
  return map_put(&p->ids, id, v) ? NULL : poom(p);
}

static cajit_status parse_assume(parser *p) {
  const char *at = cag_lexer_peek(&p->lx).start;
  const cajit_expr *e;
  CAJIT_RETURN_IF_ERROR(parse_typed_expr(p, CAJIT_EXPR_TYPE_BOOL, &e));
  return wrap(p, at, cajit_graph_add_assumption(p->g, e));
}

static cajit_status parse_return(parser *p) {
  CAJIT_RETURN_IF_ERROR(expect_punct(p, '('));
  if (cag_lexer_accept(&p->lx, ')')) return NULL;
  for (;;) {
    cag_token t = cag_lexer_peek(&p->lx);
    int32_t v = -1;
    if (t.kind == CAG_TOK_VALUE) {
      CAJIT_RETURN_IF_ERROR(parse_use(p, &v));
    } else if (cag_token_is_word(t, "none")) {
      cag_lexer_take(&p->lx);
    } else {
      return expected(p, "value or 'none'", t);
    }
    CAJIT_RETURN_IF_ERROR(wrap(p, t.start, cajit_graph_add_output(p->g, v)));
    if (cag_lexer_accept(&p->lx, ')')) return NULL;
    if (!cag_lexer_accept(&p->lx, ','))
      return expected(p, "',' or ')'", cag_lexer_peek(&p->lx));
  }
}

/* ---- nodes --------------------------------------------------------------
 */

/* A dotted op name starting at the current identifier. */
static cajit_sv take_op_name(parser *p) {
  cag_token t = cag_lexer_take(&p->lx);
  const char *end = t.start + t.len;
  const char *line_end = p->lx.text + p->lx.line_end;
  while (end + 1 < line_end && end[0] == '.' &&
         ((end[1] >= 'a' && end[1] <= 'z') ||
          (end[1] >= 'A' && end[1] <= 'Z') || end[1] == '_')) {
    cag_lexer_skip_to(&p->lx, end + 1);
    cag_token seg = cag_lexer_take(&p->lx);
    end = seg.start + seg.len;
  }
  return (cajit_sv){t.start, (size_t)(end - t.start)};
}

typedef CAJIT_VEC(int64_t) id_vec;
typedef CAJIT_VEC(cajit_type) type_vec;

/* `: type` or `: (type, ...)` for n results. */
static cajit_status parse_result_types(parser *p, size_t n, type_vec *types) {
  const char *colon = cag_lexer_peek(&p->lx).start;
  CAJIT_RETURN_IF_ERROR(expect_punct(p, ':'));
  bool paren = cag_lexer_accept(&p->lx, '(');
  if (!paren && n > 1) return expected(p, "'('", cag_lexer_peek(&p->lx));
  for (;;) {
    cajit_type t;
    CAJIT_RETURN_IF_ERROR(parse_type(p, &t));
    if (!CAJIT_VEC_PUSH(types, t)) return poom(p);
    if (!paren || cag_lexer_accept(&p->lx, ')')) break;
    if (!cag_lexer_accept(&p->lx, ','))
      return expected(p, "',' or ')'", cag_lexer_peek(&p->lx));
  }
  if (types->len != n)
    return perr(p, colon, "%zu result%s but %zu type%s", n, n == 1 ? "" : "s",
                types->len, types->len == 1 ? "" : "s");
  return NULL;
}

/* `%a, %b = op(args) : types` (ids already read) or `op(args)`. */
static cajit_status parse_node_rest(parser *p, id_vec *ids,
                                    const char *line_at) {
  cag_token t = cag_lexer_peek(&p->lx);
  if (t.kind != CAG_TOK_IDENT) return expected(p, "op name", t);
  cajit_sv op = take_op_name(p);
  if (cajit_graph_is_reserved(op)) return expected(p, "op name", t);
  arg_vec args = {0};
  type_vec types = {0};
  CAJIT_VEC(int32_t) results = {0};
  cajit_status s = parse_args(p, &args);
  if (!s && ids->len) s = parse_result_types(p, ids->len, &types);
  if (!s) s = expect_eol(p);
  if (!s && !CAJIT_VEC_RESERVE(&results, ids->len)) s = poom(p);
  if (!s)
    s = wrap(p, line_at,
             cajit_graph_add_node(p->g, op, args.data, (int32_t)args.len,
                                  types.data, (int32_t)types.len, p->lx.line,
                                  results.data));
  for (size_t i = 0; !s && i < ids->len; i++)
    if (!map_put(&p->ids, ids->data[i], results.data[i])) s = poom(p);
  CAJIT_VEC_FREE(&args);
  CAJIT_VEC_FREE(&types);
  CAJIT_VEC_FREE(&results);
  return s;
}

static cajit_status parse_node(parser *p) {
  const char *line_at = cag_lexer_peek(&p->lx).start;
  id_vec ids = {0};
  cajit_status s = NULL;
  if (cag_lexer_peek(&p->lx).kind == CAG_TOK_VALUE) {
    for (;;) {
      int64_t id;
      const char *at;
      s = parse_def(p, &id, &at);
      /* Pending until the node is built: a repeat in the list is "defined
       * twice", a use in the node's own arguments is undefined. */
      if (!s && (!CAJIT_VEC_PUSH(&ids, id) || !map_put(&p->ids, id, PENDING)))
        s = poom(p);
      if (s || !cag_lexer_accept(&p->lx, ',')) break;
    }
    if (!s) s = expect_punct(p, '=');
  }
  if (!s) s = parse_node_rest(p, &ids, line_at);
  CAJIT_VEC_FREE(&ids);
  return s;
}

/* ---- lines --------------------------------------------------------------
 */

static cajit_status parse_decl(parser *p, section s, cag_token t) {
  CAJIT_RETURN_IF_ERROR(enter(p, s, t));
  cag_lexer_take(&p->lx);
  switch (s) {
  case SEC_HEADER: return parse_header(p);
  case SEC_GRAPH: return parse_graph_name(p);
  case SEC_SIZES: return parse_count(p, "count", &p->sizes, NULL);
  case SEC_SCALARS: return parse_scalars(p);
  case SEC_HOOKS: return parse_count(p, "count", &p->hooks, NULL);
  case SEC_PACKED: {
    int32_t packed;
    const char *at = cag_lexer_peek(&p->lx).start;
    CAJIT_RETURN_IF_ERROR(parse_count(p, "count", &packed, NULL));
    return wrap(p, at,
                cajit_graph_set_signature(p->g, p->sizes, p->hooks, packed));
  }
  case SEC_SYM: return parse_symbol(p);
  case SEC_INPUT: return parse_input(p);
  case SEC_ASSUME: return parse_assume(p);
  case SEC_RETURN: return parse_return(p);
  default: return NULL;
  }
}

static cajit_status parse_line(parser *p) {
  const char *nul = cag_lexer_find_nul(&p->lx);
  if (nul) return perr(p, nul, "NUL byte in input");
  cag_token t = cag_lexer_peek(&p->lx);
  const char *after = t.start + t.len;
  bool dotted = after < p->lx.text + p->lx.line_end && *after == '.';
  if (t.kind == CAG_TOK_IDENT && !dotted) {
    for (int s = SEC_HEADER; s <= SEC_RETURN; s++) {
      if (section_word[s] && cag_token_is_word(t, section_word[s])) {
        CAJIT_RETURN_IF_ERROR(parse_decl(p, (section)s, t));
        return expect_eol(p);
      }
    }
  }
  if (t.kind == CAG_TOK_VALUE || t.kind == CAG_TOK_IDENT) {
    CAJIT_RETURN_IF_ERROR(enter(p, SEC_NODE, t));
    return parse_node(p);
  }
  if (p->sec == SEC_RETURN) return expected(p, "end of file", t);
  return expected(p, "declaration or node", t);
}

static cajit_status parse_all(parser *p) {
  while (cag_lexer_next_line(&p->lx))
    CAJIT_RETURN_IF_ERROR(parse_line(p));
  if (p->sec != SEC_RETURN)
    return expected(p, section_next[p->sec], cag_lexer_peek(&p->lx));
  return NULL;
}

cajit_status cajit_graph_parse(cajit_sv text, const char *filename,
                               cajit_graph **out_graph) {
  *out_graph = NULL;
  parser p = {0};
  p.file = filename ? filename : "<input>";
  cag_lexer_init(&p.lx, text);
  cajit_status s = cajit_graph_create(&p.g);
  if (s) return s;
  p.scratch = cajit_arena_create();
  s = p.scratch ? parse_all(&p) : poom(&p);
  cajit_arena_destroy(p.scratch);
  cajit_free(p.ids.keys);
  cajit_free(p.ids.vals);
  CAJIT_VEC_FREE(&p.bpos);
  if (s) {
    cajit_graph_destroy(p.g);
    return s;
  }
  *out_graph = p.g;
  return NULL;
}

cajit_status cajit_graph_parse_file(const char *path, cajit_graph **out_graph) {
  *out_graph = NULL;
  FILE *f = fopen(path, "rb");
  if (!f)
    return cajit_status_make(CAJIT_IO_ERROR, "%s: cannot open: %s", path,
                             strerror(errno));
  CAJIT_VEC(char) buf = {0};
  char chunk[65536];
  size_t n;
  bool ok = true;
  while (ok && (n = fread(chunk, 1, sizeof chunk, f)) > 0) {
    ok = CAJIT_VEC_RESERVE(&buf, buf.len + n);
    if (ok) {
      memcpy(buf.data + buf.len, chunk, n);
      buf.len += n;
    }
  }
  bool read_error = ferror(f);
  fclose(f);
  cajit_status s = NULL;
  if (!ok)
    s = cajit_status_make(CAJIT_OUT_OF_MEMORY, "%s: out of memory reading",
                          path);
  else if (read_error)
    s = cajit_status_make(CAJIT_IO_ERROR, "%s: read error", path);
  else
    s = cajit_graph_parse((cajit_sv){buf.data, buf.len}, path, out_graph);
  CAJIT_VEC_FREE(&buf);
  return s;
}
