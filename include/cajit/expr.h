/* Symbolic expressions: sizes, strides, indices and scalars over symbols.
 *
 * Expressions are immutable and interned in a cajit_expr_ctx: the
 * constructors return the canonical simplified form, so two expressions are
 * equal exactly when their pointers are equal (s0*s1 and s1*s0 are the same
 * pointer). All memory belongs to the context and is released with it.
 *
 * Integer expressions: constants, int symbols, + - *, floordiv (rounds toward
 * negative infinity, as Python's //), mod (sign of the divisor, as Python's
 * %), min, max. Float expressions: constants, float symbols, + - * /, and
 * int expressions used as floats (cajit_expr_to_float). Boolean expressions:
 * comparisons (== != < <= > >=) of two int or two float expressions, and
 * and/or/not of booleans.
 *
 * Canonical form (details in lib/graph/expr_internal.h and expr_build.c):
 * int + - * build a polynomial: an n-ary ADD of terms, constant first (if
 * nonzero), each term a MUL of an optional coefficient (first) and sorted
 * factors, or a lone factor (SYMBOL FLOORDIV MOD MIN MAX); like terms are
 * combined and products of sums distributed, so s0 - s0 == 0 and
 * 2*s0 + 3*s0 == 5*s0. floordiv / mod by a constant are rewritten only when
 * exact ((s0*2)//2 == s0, (4*s0 + 5) % 4 == 1); by a constant c > 0 the
 * numerator's constant is kept in [0, c), so (s0 - 3)//2 + 1 and
 * (s0 - 1)//2 are both (s0 + 1)//2 - 1; a divisor that may be zero at run
 * time is never folded away. min / max / and / or are n-ary, flat,
 * sorted and deduplicated. Float arithmetic is never reassociated: only
 * constant folding and the IEEE-exact x*1.0, x/1.0, x + -0.0, -(-x) are
 * simplified (x + 0.0 is kept: -0.0 + 0.0 is +0.0). Comparisons fold when
 * the sides differ by a constant (ints) or are constants; > >= become < <=.
 *
 * Failure: a constructor returns NULL and the context records why
 * (cajit_expr_ctx_failed, cajit_expr_ctx_status): out of memory, integer
 * overflow while folding (never UB, never a wrong form), an operand of the
 * wrong type, more than 4096 terms or 2000 levels. Every constructor given a
 * NULL operand returns NULL, so a caller may build a whole expression and
 * check once. */
#ifndef CAJIT_EXPR_H
#define CAJIT_EXPR_H

#include "cajit/status.h"
#include "cajit/types.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cajit_expr_ctx cajit_expr_ctx;
typedef struct cajit_expr cajit_expr;

typedef enum cajit_expr_type {
  CAJIT_EXPR_TYPE_INT,
  CAJIT_EXPR_TYPE_FLOAT,
  CAJIT_EXPR_TYPE_BOOL,
} cajit_expr_type;

typedef enum cajit_expr_kind {
  CAJIT_EXPR_INT_CONST,
  CAJIT_EXPR_FLOAT_CONST,
  CAJIT_EXPR_BOOL_CONST,
  CAJIT_EXPR_SYMBOL,
  CAJIT_EXPR_ADD,      /* n-ary sum: operands are terms */
  CAJIT_EXPR_MUL,      /* n-ary product */
  CAJIT_EXPR_FLOORDIV, /* int a // b */
  CAJIT_EXPR_MOD,      /* int a % b */
  CAJIT_EXPR_TRUEDIV,  /* float a / b */
  CAJIT_EXPR_MIN,      /* n-ary */
  CAJIT_EXPR_MAX,      /* n-ary */
  CAJIT_EXPR_TO_FLOAT, /* int expression converted to float */
  CAJIT_EXPR_EQ,
  CAJIT_EXPR_NE,
  CAJIT_EXPR_LT,
  CAJIT_EXPR_LE, /* > and >= are canonicalized to < and <= with swapped sides */
  CAJIT_EXPR_AND,
  CAJIT_EXPR_OR,
  CAJIT_EXPR_NOT,
} cajit_expr_kind;

/* Creates an empty context. The caller must release it with
 * cajit_expr_ctx_destroy. */
cajit_status cajit_expr_ctx_create(cajit_expr_ctx **out_ctx);
void cajit_expr_ctx_destroy(cajit_expr_ctx *ctx);
/* True once any constructor of ctx failed (out of memory, overflow, ...). */
bool cajit_expr_ctx_failed(const cajit_expr_ctx *ctx);
/* Why the last constructor that returned NULL failed, as a new status the
 * caller must free (NULL if nothing failed): out of memory, integer overflow
 * while folding constants, an operand of the wrong type, an expression too
 * large (too many terms) or too deep. Every such failure is sticky for
 * cajit_expr_ctx_failed. */
cajit_status cajit_expr_ctx_status(const cajit_expr_ctx *ctx);

/* Symbols. Each has a unique name and a type (int or float); the index is
 * dense from 0 in creation order. Returns the index in *out_index, or an
 * error if the name is taken or invalid. */
cajit_status cajit_expr_ctx_add_symbol(cajit_expr_ctx *ctx, cajit_sv name,
                                       cajit_expr_type type,
                                       int32_t *out_index);
/* Index of the symbol called name, or -1. */
int32_t cajit_expr_ctx_find_symbol(const cajit_expr_ctx *ctx, cajit_sv name);
int32_t cajit_expr_ctx_symbol_count(const cajit_expr_ctx *ctx);
cajit_sv cajit_expr_ctx_symbol_name(const cajit_expr_ctx *ctx, int32_t index);
cajit_expr_type cajit_expr_ctx_symbol_type(const cajit_expr_ctx *ctx,
                                           int32_t index);

/* Constructors (canonical, simplified, interned). */
const cajit_expr *cajit_expr_int(cajit_expr_ctx *ctx, int64_t v);
const cajit_expr *cajit_expr_float(cajit_expr_ctx *ctx, double v);
const cajit_expr *cajit_expr_bool(cajit_expr_ctx *ctx, bool v);
const cajit_expr *cajit_expr_symbol(cajit_expr_ctx *ctx, int32_t index);
const cajit_expr *cajit_expr_add(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b);
const cajit_expr *cajit_expr_sub(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b);
const cajit_expr *cajit_expr_mul(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b);
const cajit_expr *cajit_expr_neg(cajit_expr_ctx *ctx, const cajit_expr *a);
const cajit_expr *cajit_expr_floordiv(cajit_expr_ctx *ctx, const cajit_expr *a,
                                      const cajit_expr *b);
const cajit_expr *cajit_expr_mod(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b);
const cajit_expr *cajit_expr_truediv(cajit_expr_ctx *ctx, const cajit_expr *a,
                                     const cajit_expr *b);
const cajit_expr *cajit_expr_min(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b);
const cajit_expr *cajit_expr_max(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b);
const cajit_expr *cajit_expr_to_float(cajit_expr_ctx *ctx, const cajit_expr *a);
/* Comparisons: kind is one of EQ NE LT LE; cajit_expr_gt/ge swap sides. */
const cajit_expr *cajit_expr_cmp(cajit_expr_ctx *ctx, cajit_expr_kind kind,
                                 const cajit_expr *a, const cajit_expr *b);
const cajit_expr *cajit_expr_gt(cajit_expr_ctx *ctx, const cajit_expr *a,
                                const cajit_expr *b);
const cajit_expr *cajit_expr_ge(cajit_expr_ctx *ctx, const cajit_expr *a,
                                const cajit_expr *b);
const cajit_expr *cajit_expr_and(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b);
const cajit_expr *cajit_expr_or(cajit_expr_ctx *ctx, const cajit_expr *a,
                                const cajit_expr *b);
const cajit_expr *cajit_expr_not(cajit_expr_ctx *ctx, const cajit_expr *a);

/* Inspection. */
cajit_expr_kind cajit_expr_kind_of(const cajit_expr *e);
cajit_expr_type cajit_expr_type_of(const cajit_expr *e);
/* True (and *out set) if e is an int / float / bool constant. */
bool cajit_expr_as_int(const cajit_expr *e, int64_t *out);
bool cajit_expr_as_float(const cajit_expr *e, double *out);
bool cajit_expr_as_bool(const cajit_expr *e, bool *out);
/* Symbol index of a SYMBOL expression, else -1. */
int32_t cajit_expr_symbol_index(const cajit_expr *e);
/* Operands of compound expressions (0 for leaves). */
int32_t cajit_expr_operand_count(const cajit_expr *e);
const cajit_expr *cajit_expr_operand(const cajit_expr *e, int32_t i);
/* A deterministic total order on the expressions of one context (by kind,
 * then constant value or symbol index, then operands), independent of
 * addresses: <0, 0 (same expression) or >0. */
int cajit_expr_compare(const cajit_expr *a, const cajit_expr *b);
/* A structural hash, stable across runs (does not depend on addresses). */
uint32_t cajit_expr_hash(const cajit_expr *e);
/* Calls fn for every symbol index occurring in e (with repeats). */
void cajit_expr_visit_symbols(const cajit_expr *e,
                              void (*fn)(int32_t index, void *user),
                              void *user);

/* e with sub-expressions replaced, rebuilt through the builders above (so
 * the result is canonical). fn is asked about every sub-expression, outer
 * first: a non-NULL answer replaces it (not looked into; returning the
 * sub-expression itself keeps it whole), NULL looks into its operands.
 * NULL when a rebuild fails (the context's error says why). */
typedef const cajit_expr *(*cajit_expr_rewrite_fn)(const cajit_expr *e,
                                                   void *user);
const cajit_expr *cajit_expr_rewrite(cajit_expr_ctx *ctx, const cajit_expr *e,
                                     cajit_expr_rewrite_fn fn, void *user);

/* Values of the symbols of one context, indexed by symbol index: ints[i] for
 * int symbols, floats[i] for float symbols (the other entry is ignored). */
typedef struct cajit_expr_binding {
  const int64_t *ints;
  const double *floats;
  int32_t count;
} cajit_expr_binding;

/* Evaluates e under b. Errors (CAJIT_INVALID_ARGUMENT, naming the symbol
 * or the failing sub-expression's text): a symbol outside the binding (or
 * whose ints / floats array is NULL), division or modulo by zero, int
 * overflow, a type mismatch (int eval of a float expression). Float
 * division follows IEEE (x / 0.0 is inf or nan). `and` / `or` are decided
 * by any false / true operand even if another fails to evaluate. */
cajit_status cajit_expr_eval_int(const cajit_expr *e,
                                 const cajit_expr_binding *b, int64_t *out);
cajit_status cajit_expr_eval_float(const cajit_expr *e,
                                   const cajit_expr_binding *b, double *out);
cajit_status cajit_expr_eval_bool(const cajit_expr *e,
                                  const cajit_expr_binding *b, bool *out);

/* Writes e in .cag expression syntax (which cajit_expr_parse reads back to
 * the same pointer) into buf, NUL-terminated and truncated to cap bytes.
 * Returns the length the full text needs (as snprintf). */
size_t cajit_expr_print(const cajit_expr_ctx *ctx, const cajit_expr *e,
                        char *buf, size_t cap);

/* Parses a standalone expression in .cag syntax, whose symbols must already
 * exist in ctx. Errors name the column ("column 5: expected ..."). Nesting
 * (parentheses, unary minus, not, calls) is limited to 256 levels and the
 * built expression to 1000 levels. */
cajit_status cajit_expr_parse(cajit_expr_ctx *ctx, cajit_sv text,
                              const cajit_expr **out_expr);

/* Parses the longest expression at the start of text (used by the .cag
 * parser for expressions embedded in a line). Stops before a token that
 * cannot continue an expression (`,` `)` `]` `}` `=` or the end); a `)` that
 * closes a parenthesis opened inside the expression is consumed. On success
 * *out_consumed is the number of bytes used. On failure the status says
 * "expected <what>, found <what>" and *out_error_offset is the byte offset
 * in text where the problem is. An identifier that is not a symbol of ctx is
 * an error ("unknown symbol x"). */
cajit_status cajit_expr_parse_prefix(cajit_expr_ctx *ctx, cajit_sv text,
                                     const cajit_expr **out_expr,
                                     size_t *out_consumed,
                                     size_t *out_error_offset);

#ifdef __cplusplus
}
#endif
#endif
