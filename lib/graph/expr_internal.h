/* Internal layout of symbolic expressions, shared by the expr_*.c files.
 *
 * A node is immutable and interned in its context's hash table, so equal
 * structure means equal pointer. Invariants of the canonical form (the
 * constructors in expr_build.c establish them, the printer and parser rely
 * on them):
 *
 *   int ADD  operands: an optional nonzero INT_CONST first, then >= 1 terms
 *            (>= 2 operands in all) with pairwise distinct monomials, in
 *            monomial order (expr_monomial_compare).
 *   int term a MUL, or any int node that is not ADD / MUL / INT_CONST (a
 *            "factor": SYMBOL FLOORDIV MOD MIN MAX) standing for 1 * itself.
 *   int MUL  operands: an optional INT_CONST coefficient (never 0 or 1)
 *            first, then >= 1 factors sorted by cajit_expr_compare (repeats
 *            allowed: s0*s0); never a single factor without a coefficient.
 *            Products of sums are distributed, so no factor is an ADD.
 *   float ADD / MUL: binary, operands sorted (commutative, never
 *            reassociated); a float negation is MUL(-1.0, x).
 *   FLOORDIV / MOD by an INT_CONST c > 0 (the offset normal form): the
 *            numerator's constant term k lies in [0, c). Whole multiples of
 *            c are moved out, with Python floor semantics: for k == c*q + r,
 *            0 <= r < c, (a + k) // c is built as (a + r) // c + q and
 *            (a + k) % c as (a + r) % c. So (s0 - 3) // 2 + 1 and
 *            (s0 - 1) // 2 are both (s0 + 1) // 2 - 1. A floordiv's
 *            numerator is never x // d + m with d > 0 either: that is
 *            folded to (x + m*d) // (d*c), unless d*c or x + m*d would
 *            overflow. Negative and symbolic divisors are left as built.
 *            (The numerator may grow by up to c - 1, so near INT64_MAX an
 *            evaluation can report overflow where the unsimplified formula
 *            would not.)
 *   MIN MAX AND OR: n-ary (>= 2), flattened, sorted, no duplicates.
 *   EQ NE: operands sorted. LT LE: as built (GT GE swap to them).
 */
#ifndef CAJIT_GRAPH_EXPR_INTERNAL_H
#define CAJIT_GRAPH_EXPR_INTERNAL_H

#include "cajit/expr.h"
#include "support/arena.h"

/* Nothing is built deeper than this (printer, evaluator and comparison
 * recurse on depth); the parser stops well before it. */
enum { EXPR_MAX_DEPTH = 2000, EXPR_MAX_TERMS = 4096 };

typedef enum expr_failure {
  EXPR_FAIL_NONE,
  EXPR_FAIL_OOM,
  EXPR_FAIL_OVERFLOW,
  EXPR_FAIL_TYPE,
  EXPR_FAIL_TOO_LARGE,
  EXPR_FAIL_TOO_DEEP,
  EXPR_FAIL_BAD_ARG,
} expr_failure;

typedef union expr_value {
  int64_t i;
  double f;
  bool b;
  struct {
    int32_t index;
    uint32_t len;
    const char *name; /* NUL-terminated, in the arena */
  } sym;
} expr_value;

struct cajit_expr {
  uint8_t kind; /* cajit_expr_kind */
  uint8_t type; /* cajit_expr_type */
  uint16_t depth;
  uint32_t hash;
  int32_t n; /* operand count */
  expr_value v;
  const cajit_expr *ops[];
};

typedef struct expr_symbol {
  cajit_sv name;
  cajit_expr_type type;
  const cajit_expr *node;
} expr_symbol;

/* A slot of the symbol-name index: the name's hash (compared before the
 * name, so a probe rarely touches the symbol array) and index + 1 (0 =
 * empty). */
typedef struct expr_name_slot {
  uint32_t hash;
  int32_t index1;
} expr_name_slot;

struct cajit_expr_ctx {
  cajit_arena *arena;
  const cajit_expr **table; /* open addressing, power-of-two capacity */
  size_t table_cap, table_count;
  expr_symbol *symbols;
  int32_t symbol_count, symbol_cap;
  /* Name -> symbol index: open addressing with linear probing; capacity 0
   * (NULL) or a power of two at least twice symbol_count, so lookups are
   * O(1) on average. */
  expr_name_slot *name_index;
  size_t name_index_cap;
  expr_failure failure; /* the most recent failure, or NONE */
};

/* Records a failure (sticky) and returns NULL for convenience. */
const cajit_expr *expr_fail(cajit_expr_ctx *ctx, expr_failure f);

/* Returns the interned node with these fields, creating it if needed; NULL
 * (and a recorded failure) when out of memory or too deep. */
const cajit_expr *expr_intern(cajit_expr_ctx *ctx, cajit_expr_kind kind,
                              cajit_expr_type type, expr_value v,
                              const cajit_expr *const *ops, int32_t n);

/* True for the reserved words of docs/format.md (never symbol names). */
bool expr_is_reserved_word(cajit_sv word);

/* Python floor division and modulo; b != 0 and not (a == INT64_MIN and
 * b == -1). */
int64_t expr_floordiv_i64(int64_t a, int64_t b);
int64_t expr_mod_i64(int64_t a, int64_t b);

/* True for the float negation MUL(-1.0, x) (sets *out_x). */
bool expr_is_float_neg(const cajit_expr *e, const cajit_expr **out_x);

/* Writes at most cap-1 bytes of e's text plus a NUL into buf, appending
 * "..." when it does not fit (for error messages). */
void expr_snippet(const cajit_expr *e, char *buf, size_t cap);

#endif
