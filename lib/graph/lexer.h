/* The .cag lexer: splits text into lines and lines into tokens.
 *
 * A .cag declaration never spans lines, so the lexer works one line at a
 * time: cag_lexer_next_line moves to the next line that holds something
 * other than whitespace and comments, and cag_lexer_peek / cag_lexer_take
 * read tokens up to its end (a `#` comment reads as the end of the line).
 * Expressions are not tokenized here: the parser hands the raw text from
 * the current position (cag_lexer_expr_text) to cajit_expr_parse_prefix and
 * skips what it consumed (cag_lexer_skip).
 *
 * The lexer never allocates and never reads past the text it was given;
 * every token is a slice of it. Columns are 1-based byte offsets in the
 * line (a tab counts as one column). */
#ifndef CAJIT_GRAPH_LEXER_H
#define CAJIT_GRAPH_LEXER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cajit/types.h"

typedef enum cag_tok_kind {
  CAG_TOK_EOL,    /* end of the line (or a comment) */
  CAG_TOK_IDENT,  /* [A-Za-z_][A-Za-z0-9_]* */
  CAG_TOK_VALUE,  /* %<digits> */
  CAG_TOK_NUMBER, /* digits, with any `.`, exponent or suffix that follow */
  CAG_TOK_STRING, /* "..." including the quotes (escapes not decoded) */
  CAG_TOK_PUNCT,  /* one of ( ) [ ] { } , = : ? - + * / % < > ! . */
  CAG_TOK_BAD,    /* a byte that starts no token, or an unterminated string */
} cag_tok_kind;

typedef struct cag_token {
  cag_tok_kind kind;
  const char *start;
  size_t len;
} cag_token;

typedef struct cag_lexer {
  const char *text;
  size_t len;
  size_t next_line; /* offset where the next line starts */
  /* The current line: [line_start, line_end), without "\n" or "\r\n". */
  size_t line_start, line_end;
  size_t pos; /* current offset inside the line */
  /* No `#` or `"` in [cut_from, cut): where expression text ends for any
   * position in that range (cached so a line with many expressions is
   * scanned once, not once per expression). cut_from > cut: unknown. */
  size_t cut_from, cut;
  int32_t line; /* 1-based number of the current line, 0 before the first */
  bool eof;     /* next_line has run out of lines */
} cag_lexer;

void cag_lexer_init(cag_lexer *lx, cajit_sv text);
/* Moves to the next non-blank, non-comment line; false at the end of the
 * text. */
bool cag_lexer_next_line(cag_lexer *lx);
/* The first NUL byte in the current line, or NULL. */
const char *cag_lexer_find_nul(const cag_lexer *lx);

/* The token at the current position (after whitespace), without moving. */
cag_token cag_lexer_peek(cag_lexer *lx);
/* Returns the token at the current position and moves past it. */
cag_token cag_lexer_take(cag_lexer *lx);
/* True (and the token is taken) if the next token is the punctuation c. */
bool cag_lexer_accept(cag_lexer *lx, char c);
/* True if tok is the punctuation c / the identifier word. */
bool cag_token_is(cag_token tok, char c);
bool cag_token_is_word(cag_token tok, const char *word);

/* Skips whitespace and returns the text from the current position to the
 * end of the line, cut before any `#` or `"` (neither occurs in an
 * expression, and a comment must not reach the expression parser). */
cajit_sv cag_lexer_expr_text(cag_lexer *lx);
/* Moves the position to p (inside the current line). */
void cag_lexer_skip_to(cag_lexer *lx, const char *p);

/* 1-based column of p in the current line. */
int32_t cag_lexer_col(const cag_lexer *lx, const char *p);
/* Describes tok for "found <what>" in messages: `'foo'` (quoted, cut to a
 * readable length), `end of line`, or `byte 0x80`. Writes at most cap bytes,
 * NUL-terminated. */
void cag_token_describe(cag_token tok, char *buf, size_t cap);

#endif
