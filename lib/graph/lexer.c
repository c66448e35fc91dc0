/* The .cag lexer (see lexer.h). */
#include "graph/lexer.h"

#include <stdio.h>
#include <string.h>

static bool is_space(char c) { return c == ' ' || c == '\t'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static bool is_ident_char(char c) { return is_ident_start(c) || is_digit(c); }

void cag_lexer_init(cag_lexer *lx, cajit_sv text) {
  memset(lx, 0, sizeof *lx);
  lx->cut_from = 1; /* unknown */
  lx->text = text.data ? text.data : "";
  lx->len = text.data ? text.len : 0;
}

/* Sets the current line to the one starting at next_line. */
static void load_line(cag_lexer *lx) {
  size_t start = lx->next_line;
  const char *nl = memchr(lx->text + start, '\n', lx->len - start);
  size_t end = nl ? (size_t)(nl - lx->text) : lx->len;
  lx->next_line = nl ? end + 1 : lx->len;
  if (end > start && lx->text[end - 1] == '\r') end--;
  lx->line_start = lx->pos = start;
  lx->cut_from = 1;
  lx->cut = 0;
  lx->line_end = end;
  lx->line++;
}

bool cag_lexer_next_line(cag_lexer *lx) {
  while (lx->next_line < lx->len) {
    load_line(lx);
    if (cag_lexer_peek(lx).kind != CAG_TOK_EOL) return true;
    /* A NUL byte must be reported even where it hides in a comment. */
    if (cag_lexer_find_nul(lx)) return true;
  }
  if (!lx->eof) {
    /* Messages about the end of the file point just past the last byte:
     * on a line of its own when the text ends with a newline. */
    lx->eof = true;
    if (lx->line == 0 || lx->text[lx->len - 1] == '\n') {
      lx->line++;
      lx->line_start = lx->line_end = lx->len;
    }
    lx->pos = lx->line_end;
  }
  return false;
}

const char *cag_lexer_find_nul(const cag_lexer *lx) {
  return memchr(lx->text + lx->line_start, '\0', lx->line_end - lx->line_start);
}

static void skip_space(cag_lexer *lx) {
  while (lx->pos < lx->line_end && is_space(lx->text[lx->pos]))
    lx->pos++;
}

static size_t lex_number(const char *p, size_t n) {
  size_t i = 0;
  while (i < n && is_digit(p[i]))
    i++;
  while (i < n && (is_ident_char(p[i]) || p[i] == '.')) {
    bool exp = p[i] == 'e' || p[i] == 'E';
    i++;
    if (exp && i < n && (p[i] == '-' || p[i] == '+')) i++;
  }
  return i;
}

static size_t lex_string(const char *p, size_t n, bool *out_closed) {
  size_t i = 1;
  while (i < n && p[i] != '"')
    i += (p[i] == '\\' && i + 1 < n) ? 2 : 1;
  *out_closed = i < n;
  return *out_closed ? i + 1 : n;
}

cag_token cag_lexer_peek(cag_lexer *lx) {
  skip_space(lx);
  const char *p = lx->text + lx->pos;
  size_t n = lx->line_end - lx->pos;
  cag_token t = {CAG_TOK_EOL, p, 0};
  if (n == 0 || *p == '#') return t;
  char c = *p;
  if (is_ident_start(c)) {
    t.kind = CAG_TOK_IDENT;
    while (t.len < n && is_ident_char(p[t.len]))
      t.len++;
  } else if (is_digit(c)) {
    t.kind = CAG_TOK_NUMBER;
    t.len = lex_number(p, n);
  } else if (c == '%' && n > 1 && is_digit(p[1])) {
    t.kind = CAG_TOK_VALUE;
    t.len = 1;
    while (t.len < n && is_digit(p[t.len]))
      t.len++;
  } else if (c == '"') {
    bool closed;
    t.len = lex_string(p, n, &closed);
    t.kind = closed ? CAG_TOK_STRING : CAG_TOK_BAD;
  } else if (c != '\0' && strchr("()[]{},=:?-+*/%<>!.", c)) {
    t.kind = CAG_TOK_PUNCT;
    t.len = 1;
  } else {
    t.kind = CAG_TOK_BAD;
    t.len = 1;
  }
  return t;
}

cag_token cag_lexer_take(cag_lexer *lx) {
  cag_token t = cag_lexer_peek(lx);
  lx->pos += t.len;
  return t;
}

bool cag_token_is(cag_token tok, char c) {
  return tok.kind == CAG_TOK_PUNCT && tok.start[0] == c;
}

bool cag_token_is_word(cag_token tok, const char *word) {
  return tok.kind == CAG_TOK_IDENT &&
         cajit_sv_eq_cstr((cajit_sv){tok.start, tok.len}, word);
}

bool cag_lexer_accept(cag_lexer *lx, char c) {
  if (!cag_token_is(cag_lexer_peek(lx), c)) return false;
  lx->pos++;
  return true;
}

cajit_sv cag_lexer_expr_text(cag_lexer *lx) {
  skip_space(lx);
  if (lx->pos < lx->cut_from || lx->pos > lx->cut) {
    size_t end = lx->pos;
    while (end < lx->line_end && lx->text[end] != '#' && lx->text[end] != '"')
      end++;
    lx->cut_from = lx->pos;
    lx->cut = end;
  }
  return (cajit_sv){lx->text + lx->pos, lx->cut - lx->pos};
}

void cag_lexer_skip_to(cag_lexer *lx, const char *p) {
  lx->pos = (size_t)(p - lx->text);
}

int32_t cag_lexer_col(const cag_lexer *lx, const char *p) {
  size_t off = (size_t)(p - lx->text) - lx->line_start;
  return off >= INT32_MAX ? INT32_MAX : (int32_t)off + 1;
}

void cag_token_describe(cag_token tok, char *buf, size_t cap) {
  enum { MAX_SHOWN = 32 };
  unsigned char c = tok.len ? (unsigned char)tok.start[0] : 0;
  if (tok.kind == CAG_TOK_EOL) {
    snprintf(buf, cap, "end of line");
  } else if (tok.kind == CAG_TOK_BAD && (c < 0x20 || c >= 0x7f)) {
    snprintf(buf, cap, "byte 0x%02x", c);
  } else {
    /* Show the token up to the first unprintable byte. */
    size_t n = 0;
    while (n < tok.len && n < MAX_SHOWN &&
           (unsigned char)tok.start[n] >= 0x20 &&
           (unsigned char)tok.start[n] < 0x7f)
      n++;
    snprintf(buf, cap, "'%.*s%s'", (int)n, tok.start, n < tok.len ? "..." : "");
  }
}
