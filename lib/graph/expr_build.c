/* Expression constructors: each returns the canonical simplified form.
 *
 * Int arithmetic is normalized as a polynomial over "factors" (symbols and
 * the opaque nodes FLOORDIV MOD MIN MAX): a sum is a list of (coefficient,
 * sorted factor list) terms with like terms combined and zero terms dropped,
 * and products of sums are distributed. So s0*s1 == s1*s0,
 * 2*s0 + 3*s0 == 5*s0, s0 - s0 == 0 and (s0 + 1)*2 == 2*s0 + 2 are pointer
 * equalities. Integer overflow while folding constants or combining
 * coefficients is never UB: the constructor fails (NULL, sticky
 * EXPR_FAIL_OVERFLOW) rather than keep a form that breaks the invariants.
 *
 * floordiv / mod by a constant c != 0 are exact rewrites only:
 * (c*q + r) // c -> q + r // c and (c*q + r) % c -> r % c when c divides
 * every non-constant coefficient (so (s0*2)//2 == s0), x//1 -> x,
 * x//-1 -> -x, x%1 -> x%-1 -> 0, (x // d + m) // c -> (x + m*d) // (d*c)
 * for d, c > 0, (x % d) % c -> x % c when c divides d. For c > 0 the
 * numerator's constant is then brought into [0, c) (the offset normal form
 * of expr_internal.h): (a + k) // c -> (a + k % c) // c + k // c and
 * (a + k) % c -> (a + k % c) % c, Python floor semantics. Nothing is folded
 * when the divisor may be zero at run time (0 // s0 and s0 // s0 stay), so
 * evaluation still reports the division by zero.
 *
 * Floats follow IEEE exactly: only transformations that give the same
 * double for every input are done. Constant subtrees fold; x*1.0 -> x,
 * x/1.0 -> x, x + (-0.0) -> x (so x - 0.0 -> x) and -(-x) -> x are exact.
 * x + 0.0 is NOT folded (-0.0 + 0.0 is +0.0), nor x*0.0 (NaN, inf, sign),
 * nor any reassociation: float + and * are binary nodes with sorted
 * operands (commutativity is exact), a - b is a + (-1.0*b) (exact in IEEE).
 * Float comparisons fold only between constants (x == x is false for NaN).
 * All NaNs are one constant.
 *
 * Booleans: and/or are flattened, sorted, deduplicated, with constants
 * folded; not folds constants, double negation and == / != (and < <= for
 * ints, where not(a < b) is b <= a). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "graph/expr_internal.h"
#include "support/alloc.h"
#include "support/vec.h"

/* ---- helpers ---- */

static const cajit_expr *mk_int(cajit_expr_ctx *ctx, int64_t v) {
  expr_value x;
  memset(&x, 0, sizeof x);
  x.i = v;
  return expr_intern(ctx, CAJIT_EXPR_INT_CONST, CAJIT_EXPR_TYPE_INT, x, NULL,
                     0);
}

static const cajit_expr *mk_float(cajit_expr_ctx *ctx, double v) {
  expr_value x;
  memset(&x, 0, sizeof x);
  x.f = v;
  return expr_intern(ctx, CAJIT_EXPR_FLOAT_CONST, CAJIT_EXPR_TYPE_FLOAT, x,
                     NULL, 0);
}

static const cajit_expr *mk_node(cajit_expr_ctx *ctx, cajit_expr_kind kind,
                                 cajit_expr_type type,
                                 const cajit_expr *const *ops, int32_t n) {
  expr_value x;
  memset(&x, 0, sizeof x);
  return expr_intern(ctx, kind, type, x, ops, n);
}

static const cajit_expr *mk2(cajit_expr_ctx *ctx, cajit_expr_kind kind,
                             cajit_expr_type type, const cajit_expr *a,
                             const cajit_expr *b) {
  const cajit_expr *ops[2] = {a, b};
  return mk_node(ctx, kind, type, ops, 2);
}

/* False (recording a bad-argument failure unless one is recorded already)
 * when an operand is NULL. */
static bool args_ok(cajit_expr_ctx *ctx, const cajit_expr *a,
                    const cajit_expr *b) {
  if (!ctx) return false;
  if (a && b) return true;
  if (ctx->failure == EXPR_FAIL_NONE) ctx->failure = EXPR_FAIL_BAD_ARG;
  return false;
}

static bool is_type(const cajit_expr *e, cajit_expr_type t) {
  return e->type == t;
}

static bool is_fconst(const cajit_expr *e, double v) {
  return e->kind == CAJIT_EXPR_FLOAT_CONST &&
         memcmp(&e->v.f, &v, sizeof v) == 0;
}

int64_t expr_floordiv_i64(int64_t a, int64_t b) {
  int64_t q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0))) q--;
  return q;
}

int64_t expr_mod_i64(int64_t a, int64_t b) {
  if (b == -1) return 0; /* INT64_MIN % -1 is UB in C */
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

const cajit_expr *cajit_expr_int(cajit_expr_ctx *ctx, int64_t v) {
  return mk_int(ctx, v);
}

const cajit_expr *cajit_expr_float(cajit_expr_ctx *ctx, double v) {
  return mk_float(ctx, v);
}

const cajit_expr *cajit_expr_bool(cajit_expr_ctx *ctx, bool v) {
  expr_value x;
  memset(&x, 0, sizeof x);
  x.b = v;
  return expr_intern(ctx, CAJIT_EXPR_BOOL_CONST, CAJIT_EXPR_TYPE_BOOL, x, NULL,
                     0);
}

/* ---- int polynomials ---- */

/* One term coef * f[0] * ... * f[n-1] (n == 0: the constant coef). A term
 * that is a lone factor keeps it in `atom` (f then points at it via
 * term_factors, which stays valid when terms are moved by sorting). */
typedef struct pterm {
  int64_t coef;
  const cajit_expr *const *f;
  const cajit_expr *atom;
  int32_t n;
} pterm;

typedef CAJIT_VEC(pterm) pterm_vec;
typedef CAJIT_VEC(const cajit_expr *) expr_vec;

static const cajit_expr *const *term_factors(const pterm *t) {
  return t->atom ? &t->atom : t->f;
}

static pterm term_of(const cajit_expr *t) {
  pterm p = {1, NULL, NULL, 0};
  if (t->kind == CAJIT_EXPR_INT_CONST) {
    p.coef = t->v.i;
  } else if (t->kind == CAJIT_EXPR_MUL) {
    bool has_coef = t->ops[0]->kind == CAJIT_EXPR_INT_CONST;
    if (has_coef) p.coef = t->ops[0]->v.i;
    p.f = t->ops + has_coef;
    p.n = t->n - has_coef;
  } else {
    p.atom = t;
    p.n = 1;
  }
  return p;
}

static bool push_sum_terms(pterm_vec *v, const cajit_expr *e) {
  if (e->kind != CAJIT_EXPR_ADD) return CAJIT_VEC_PUSH(v, term_of(e));
  for (int32_t i = 0; i < e->n; i++)
    if (!CAJIT_VEC_PUSH(v, term_of(e->ops[i]))) return false;
  return true;
}

static int monomial_compare(const cajit_expr *const *fa, int32_t na,
                            const cajit_expr *const *fb, int32_t nb) {
  int32_t m = na < nb ? na : nb;
  for (int32_t i = 0; i < m; i++) {
    int c = cajit_expr_compare(fa[i], fb[i]);
    if (c) return c;
  }
  return na < nb ? -1 : na > nb ? 1 : 0;
}

static int pterm_compare(const void *x, const void *y) {
  const pterm *a = x, *b = y;
  return monomial_compare(term_factors(a), a->n, term_factors(b), b->n);
}

static const cajit_expr *make_term(cajit_expr_ctx *ctx, const pterm *t) {
  const cajit_expr *const *f = term_factors(t);
  if (t->n == 0) return mk_int(ctx, t->coef);
  if (t->coef == 1 && t->n == 1) return f[0];
  int32_t with_coef = t->coef != 1;
  size_t n = (size_t)t->n + (size_t)with_coef;
  const cajit_expr *small[16];
  const cajit_expr **ops = small;
  if (n > 16 && !(ops = cajit_malloc(n * sizeof *ops)))
    return expr_fail(ctx, EXPR_FAIL_OOM);
  const cajit_expr *r = NULL;
  if (with_coef && !(ops[0] = mk_int(ctx, t->coef))) goto done;
  memcpy(ops + with_coef, f, (size_t)t->n * sizeof *ops);
  r = mk_node(ctx, CAJIT_EXPR_MUL, CAJIT_EXPR_TYPE_INT, ops, (int32_t)n);
done:
  if (ops != small) cajit_free(ops);
  return r;
}

/* Sorts, combines and builds terms t[0..n) into one canonical expression.
 * Reorders t. */
static const cajit_expr *poly_build(cajit_expr_ctx *ctx, pterm *t, size_t n) {
  if (n > 1) qsort(t, n, sizeof *t, pterm_compare);
  size_t m = 0;
  for (size_t i = 0; i < n; i++) {
    if (m > 0 && pterm_compare(&t[m - 1], &t[i]) == 0) {
      if (__builtin_add_overflow(t[m - 1].coef, t[i].coef, &t[m - 1].coef))
        return expr_fail(ctx, EXPR_FAIL_OVERFLOW);
    } else {
      t[m++] = t[i];
    }
  }
  size_t k = 0;
  for (size_t i = 0; i < m; i++)
    if (t[i].coef != 0) t[k++] = t[i];
  if (k == 0) return mk_int(ctx, 0);
  if (k == 1) return make_term(ctx, &t[0]);
  if (k > EXPR_MAX_TERMS) return expr_fail(ctx, EXPR_FAIL_TOO_LARGE);
  const cajit_expr **ops = cajit_malloc(k * sizeof *ops);
  if (!ops) return expr_fail(ctx, EXPR_FAIL_OOM);
  const cajit_expr *r = NULL;
  for (size_t i = 0; i < k; i++)
    if (!(ops[i] = make_term(ctx, &t[i]))) goto done;
  r = mk_node(ctx, CAJIT_EXPR_ADD, CAJIT_EXPR_TYPE_INT, ops, (int32_t)k);
done:
  cajit_free(ops);
  return r;
}

static const cajit_expr *int_add(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b) {
  pterm_vec v = {0};
  const cajit_expr *r = NULL;
  if (!push_sum_terms(&v, a) || !push_sum_terms(&v, b))
    r = expr_fail(ctx, EXPR_FAIL_OOM);
  else
    r = poly_build(ctx, v.data, v.len);
  CAJIT_VEC_FREE(&v);
  return r;
}

/* Writes the sorted merge of two sorted factor lists to out. */
static void merge_factors(const cajit_expr *const *a, int32_t na,
                          const cajit_expr *const *b, int32_t nb,
                          const cajit_expr **out) {
  int32_t i = 0, j = 0, k = 0;
  while (i < na && j < nb)
    out[k++] = cajit_expr_compare(a[i], b[j]) <= 0 ? a[i++] : b[j++];
  while (i < na)
    out[k++] = a[i++];
  while (j < nb)
    out[k++] = b[j++];
}

static const cajit_expr *int_mul(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b) {
  pterm_vec va = {0}, vb = {0};
  pterm *terms = NULL;
  const cajit_expr **pool = NULL;
  const cajit_expr *r = NULL;
  if (!push_sum_terms(&va, a) || !push_sum_terms(&vb, b)) {
    r = expr_fail(ctx, EXPR_FAIL_OOM);
    goto done;
  }
  size_t na = va.len, nb = vb.len;
  if (na * nb > EXPR_MAX_TERMS) {
    r = expr_fail(ctx, EXPR_FAIL_TOO_LARGE);
    goto done;
  }
  size_t fa = 0, fb = 0;
  for (size_t i = 0; i < na; i++)
    fa += (size_t)va.data[i].n;
  for (size_t j = 0; j < nb; j++)
    fb += (size_t)vb.data[j].n;
  size_t pool_len = nb * fa + na * fb;
  terms = cajit_malloc(na * nb * sizeof *terms);
  pool = cajit_malloc((pool_len ? pool_len : 1) * sizeof *pool);
  if (!terms || !pool) {
    r = expr_fail(ctx, EXPR_FAIL_OOM);
    goto done;
  }
  size_t used = 0, nt = 0;
  for (size_t i = 0; i < na; i++) {
    for (size_t j = 0; j < nb; j++) {
      const pterm *x = &va.data[i], *y = &vb.data[j];
      pterm t = {0, pool + used, NULL, x->n + y->n};
      if (__builtin_mul_overflow(x->coef, y->coef, &t.coef)) {
        r = expr_fail(ctx, EXPR_FAIL_OVERFLOW);
        goto done;
      }
      merge_factors(term_factors(x), x->n, term_factors(y), y->n, pool + used);
      used += (size_t)t.n;
      terms[nt++] = t;
    }
  }
  r = poly_build(ctx, terms, nt);
done:
  CAJIT_VEC_FREE(&va);
  CAJIT_VEC_FREE(&vb);
  cajit_free(terms);
  cajit_free(pool);
  return r;
}

/* If c divides every non-constant coefficient of a, writes a's terms
 * divided by c (the constant term k is left out) to *out and k to
 * *out_const and returns 1; returns 0 if not divisible, -1 when out of
 * memory. c is not 0 or -1. */
static int split_divisible(const cajit_expr *a, int64_t c, pterm_vec *out,
                           int64_t *out_const) {
  pterm_vec v = {0};
  if (!push_sum_terms(&v, a)) return -1;
  *out_const = 0;
  int ok = 1;
  for (size_t i = 0; i < v.len && ok; i++) {
    pterm t = v.data[i];
    if (t.n == 0) {
      *out_const = t.coef;
      continue;
    }
    if (t.coef % c != 0) {
      ok = 0;
      break;
    }
    t.coef /= c;
    if (!CAJIT_VEC_PUSH(out, t)) ok = -1;
  }
  CAJIT_VEC_FREE(&v);
  if (ok != 1) CAJIT_VEC_FREE(out);
  return ok;
}

/* The constant term of an int polynomial (0 if none). */
static int64_t constant_term(const cajit_expr *a) {
  if (a->kind == CAJIT_EXPR_INT_CONST) return a->v.i;
  if (a->kind == CAJIT_EXPR_ADD && a->ops[0]->kind == CAJIT_EXPR_INT_CONST)
    return a->ops[0]->v.i;
  return 0;
}

/* a with its constant term replaced by r (a is not a constant). */
static const cajit_expr *with_constant(cajit_expr_ctx *ctx, const cajit_expr *a,
                                       int64_t r) {
  pterm_vec v = {0};
  const cajit_expr *out = NULL;
  if (!push_sum_terms(&v, a)) {
    out = expr_fail(ctx, EXPR_FAIL_OOM);
    goto done;
  }
  size_t m = 0;
  for (size_t i = 0; i < v.len; i++)
    if (v.data[i].n > 0) v.data[m++] = v.data[i];
  v.len = m;
  pterm rt = {r, NULL, NULL, 0};
  if (!CAJIT_VEC_PUSH(&v, rt))
    out = expr_fail(ctx, EXPR_FAIL_OOM);
  else
    out = poly_build(ctx, v.data, v.len);
done:
  CAJIT_VEC_FREE(&v);
  return out;
}

/* If a is x // d + m (d > 0 a constant, m a constant, possibly 0) and
 * x + m*d is representable, sets *out_x, *out_d and *out_md = m*d. */
static bool floordiv_plus_const(const cajit_expr *a, const cajit_expr **out_x,
                                int64_t *out_d, int64_t *out_md) {
  int64_t m = 0;
  if (a->kind == CAJIT_EXPR_ADD && a->type == CAJIT_EXPR_TYPE_INT &&
      a->n == 2 && a->ops[0]->kind == CAJIT_EXPR_INT_CONST) {
    m = a->ops[0]->v.i;
    a = a->ops[1];
  }
  if (a->kind != CAJIT_EXPR_FLOORDIV ||
      a->ops[1]->kind != CAJIT_EXPR_INT_CONST || a->ops[1]->v.i <= 0)
    return false;
  int64_t d = a->ops[1]->v.i, md, sum;
  if (__builtin_mul_overflow(m, d, &md) ||
      __builtin_add_overflow(constant_term(a->ops[0]), md, &sum))
    return false;
  *out_x = a->ops[0];
  *out_d = d;
  *out_md = md;
  return true;
}

/* ---- float arithmetic ---- */

const cajit_expr *cajit_expr_to_float(cajit_expr_ctx *ctx,
                                      const cajit_expr *a) {
  if (!args_ok(ctx, a, a)) return NULL;
  if (is_type(a, CAJIT_EXPR_TYPE_FLOAT)) return a;
  if (!is_type(a, CAJIT_EXPR_TYPE_INT)) return expr_fail(ctx, EXPR_FAIL_TYPE);
  if (a->kind == CAJIT_EXPR_INT_CONST) return mk_float(ctx, (double)a->v.i);
  return mk_node(ctx, CAJIT_EXPR_TO_FLOAT, CAJIT_EXPR_TYPE_FLOAT, &a, 1);
}

static void sort2(const cajit_expr **a, const cajit_expr **b) {
  if (cajit_expr_compare(*a, *b) > 0) {
    const cajit_expr *t = *a;
    *a = *b;
    *b = t;
  }
}

static const cajit_expr *float_add(cajit_expr_ctx *ctx, const cajit_expr *a,
                                   const cajit_expr *b) {
  if (a->kind == CAJIT_EXPR_FLOAT_CONST && b->kind == CAJIT_EXPR_FLOAT_CONST)
    return mk_float(ctx, a->v.f + b->v.f);
  if (is_fconst(a, -0.0)) return b;
  if (is_fconst(b, -0.0)) return a;
  sort2(&a, &b);
  return mk2(ctx, CAJIT_EXPR_ADD, CAJIT_EXPR_TYPE_FLOAT, a, b);
}

static const cajit_expr *float_mul(cajit_expr_ctx *ctx, const cajit_expr *a,
                                   const cajit_expr *b) {
  if (a->kind == CAJIT_EXPR_FLOAT_CONST && b->kind == CAJIT_EXPR_FLOAT_CONST)
    return mk_float(ctx, a->v.f * b->v.f);
  if (is_fconst(a, 1.0)) return b;
  if (is_fconst(b, 1.0)) return a;
  const cajit_expr *x;
  if (is_fconst(a, -1.0) && expr_is_float_neg(b, &x)) return x;
  if (is_fconst(b, -1.0) && expr_is_float_neg(a, &x)) return x;
  sort2(&a, &b);
  return mk2(ctx, CAJIT_EXPR_MUL, CAJIT_EXPR_TYPE_FLOAT, a, b);
}

static const cajit_expr *float_neg(cajit_expr_ctx *ctx, const cajit_expr *a) {
  const cajit_expr *m1 = mk_float(ctx, -1.0);
  return m1 ? float_mul(ctx, m1, a) : NULL;
}

/* Checks that a and b are numbers; converts both to float when either is
 * a float. Returns false (failure recorded) otherwise. */
static bool numeric_operands(cajit_expr_ctx *ctx, const cajit_expr **a,
                             const cajit_expr **b, bool force_float) {
  if (!args_ok(ctx, *a, *b)) return false;
  if (is_type(*a, CAJIT_EXPR_TYPE_BOOL) || is_type(*b, CAJIT_EXPR_TYPE_BOOL)) {
    expr_fail(ctx, EXPR_FAIL_TYPE);
    return false;
  }
  if (force_float || (*a)->type != (*b)->type) {
    *a = cajit_expr_to_float(ctx, *a);
    *b = cajit_expr_to_float(ctx, *b);
  }
  return *a && *b;
}

/* ---- public arithmetic ---- */

const cajit_expr *cajit_expr_add(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b) {
  if (!numeric_operands(ctx, &a, &b, false)) return NULL;
  if (is_type(a, CAJIT_EXPR_TYPE_INT)) return int_add(ctx, a, b);
  return float_add(ctx, a, b);
}

const cajit_expr *cajit_expr_mul(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b) {
  if (!numeric_operands(ctx, &a, &b, false)) return NULL;
  if (is_type(a, CAJIT_EXPR_TYPE_INT)) return int_mul(ctx, a, b);
  return float_mul(ctx, a, b);
}

const cajit_expr *cajit_expr_neg(cajit_expr_ctx *ctx, const cajit_expr *a) {
  if (!args_ok(ctx, a, a)) return NULL;
  if (is_type(a, CAJIT_EXPR_TYPE_FLOAT)) return float_neg(ctx, a);
  if (!is_type(a, CAJIT_EXPR_TYPE_INT)) return expr_fail(ctx, EXPR_FAIL_TYPE);
  const cajit_expr *m1 = mk_int(ctx, -1);
  return m1 ? int_mul(ctx, a, m1) : NULL;
}

const cajit_expr *cajit_expr_sub(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b) {
  /* Both sides are converted before b is negated, so a float a - int b is
   * a + -(float)b, never a + (float)(-b). */
  if (!numeric_operands(ctx, &a, &b, false)) return NULL;
  const cajit_expr *nb = cajit_expr_neg(ctx, b);
  if (!nb) return NULL;
  if (is_type(a, CAJIT_EXPR_TYPE_INT)) return int_add(ctx, a, nb);
  return float_add(ctx, a, nb);
}

const cajit_expr *cajit_expr_truediv(cajit_expr_ctx *ctx, const cajit_expr *a,
                                     const cajit_expr *b) {
  if (!numeric_operands(ctx, &a, &b, true)) return NULL;
  if (a->kind == CAJIT_EXPR_FLOAT_CONST && b->kind == CAJIT_EXPR_FLOAT_CONST)
    return mk_float(ctx, a->v.f / b->v.f);
  if (is_fconst(b, 1.0)) return a;
  return mk2(ctx, CAJIT_EXPR_TRUEDIV, CAJIT_EXPR_TYPE_FLOAT, a, b);
}

static bool int_operands(cajit_expr_ctx *ctx, const cajit_expr *a,
                         const cajit_expr *b) {
  if (!args_ok(ctx, a, b)) return false;
  if (is_type(a, CAJIT_EXPR_TYPE_INT) && is_type(b, CAJIT_EXPR_TYPE_INT))
    return true;
  expr_fail(ctx, EXPR_FAIL_TYPE);
  return false;
}

const cajit_expr *cajit_expr_floordiv(cajit_expr_ctx *ctx, const cajit_expr *a,
                                      const cajit_expr *b) {
  if (!int_operands(ctx, a, b)) return NULL;
  int64_t c, x;
  if (!cajit_expr_as_int(b, &c) || c == 0)
    return mk2(ctx, CAJIT_EXPR_FLOORDIV, CAJIT_EXPR_TYPE_INT, a, b);
  if (cajit_expr_as_int(a, &x)) {
    if (x == INT64_MIN && c == -1) return expr_fail(ctx, EXPR_FAIL_OVERFLOW);
    return mk_int(ctx, expr_floordiv_i64(x, c));
  }
  if (c == 1) return a;
  if (c == -1) return cajit_expr_neg(ctx, a);
  pterm_vec q = {0};
  int64_t k;
  int d = split_divisible(a, c, &q, &k);
  if (d < 0) return expr_fail(ctx, EXPR_FAIL_OOM);
  if (d > 0) {
    /* a == c*q + k exactly, so a // c == q + k // c. */
    pterm kt = {expr_floordiv_i64(k, c), NULL, NULL, 0};
    const cajit_expr *r = CAJIT_VEC_PUSH(&q, kt)
                              ? poly_build(ctx, q.data, q.len)
                              : expr_fail(ctx, EXPR_FAIL_OOM);
    CAJIT_VEC_FREE(&q);
    return r;
  }
  if (c < 0) return mk2(ctx, CAJIT_EXPR_FLOORDIV, CAJIT_EXPR_TYPE_INT, a, b);
  /* (x // d + m) // c == (x + m*d) // (d*c) for d, c > 0 (m may be 0):
   * floor(floor(y / d) / c) == floor(y / (d*c)). */
  const cajit_expr *y;
  int64_t inner, md, prod;
  if (floordiv_plus_const(a, &y, &inner, &md) &&
      !__builtin_mul_overflow(inner, c, &prod)) {
    const cajit_expr *mc = mk_int(ctx, md), *pc = mk_int(ctx, prod);
    const cajit_expr *num = !mc ? NULL : md ? int_add(ctx, y, mc) : y;
    return num && pc ? cajit_expr_floordiv(ctx, num, pc) : NULL;
  }
  /* Offsets: with k == c*q + r and 0 <= r < c, (y + k) // c is
   * (y + r) // c + q, so the numerator's constant lies in [0, c) and
   * (s0 - 3) // 2 + 1 and (s0 - 1) // 2 are both (s0 + 1) // 2 - 1. */
  k = constant_term(a);
  if (k < 0 || k >= c) {
    y = with_constant(ctx, a, expr_mod_i64(k, c));
    const cajit_expr *fd = y ? cajit_expr_floordiv(ctx, y, b) : NULL;
    const cajit_expr *qc = mk_int(ctx, expr_floordiv_i64(k, c));
    return fd && qc ? int_add(ctx, fd, qc) : NULL;
  }
  return mk2(ctx, CAJIT_EXPR_FLOORDIV, CAJIT_EXPR_TYPE_INT, a, b);
}

const cajit_expr *cajit_expr_mod(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b) {
  if (!int_operands(ctx, a, b)) return NULL;
  int64_t c, x;
  if (!cajit_expr_as_int(b, &c) || c == 0)
    return mk2(ctx, CAJIT_EXPR_MOD, CAJIT_EXPR_TYPE_INT, a, b);
  if (cajit_expr_as_int(a, &x)) return mk_int(ctx, expr_mod_i64(x, c));
  if (c == 1 || c == -1) return mk_int(ctx, 0);
  pterm_vec q = {0};
  int64_t k;
  int d = split_divisible(a, c, &q, &k);
  if (d < 0) return expr_fail(ctx, EXPR_FAIL_OOM);
  if (d > 0) {
    CAJIT_VEC_FREE(&q);
    return mk_int(ctx, expr_mod_i64(k, c));
  }
  int64_t inner;
  if (a->kind == CAJIT_EXPR_MOD && cajit_expr_as_int(a->ops[1], &inner) &&
      inner != 0 && inner % c == 0)
    return cajit_expr_mod(ctx, a->ops[0], b); /* x % d ≡ x (mod c) */
  /* Offsets: (y + k) % c == (y + k % c) % c, the constant in [0, c). */
  k = constant_term(a);
  if (c > 0 && (k < 0 || k >= c)) {
    const cajit_expr *y = with_constant(ctx, a, expr_mod_i64(k, c));
    return y ? cajit_expr_mod(ctx, y, b) : NULL;
  }
  return mk2(ctx, CAJIT_EXPR_MOD, CAJIT_EXPR_TYPE_INT, a, b);
}

/* ---- min / max ---- */

/* e as (non-constant part, constant): the non-constant terms are
 * parts[0..*n). */
static int64_t split_const(const cajit_expr *const *e,
                           const cajit_expr *const **parts, int32_t *n) {
  const cajit_expr *x = *e;
  if (x->kind == CAJIT_EXPR_INT_CONST) {
    *parts = NULL;
    *n = 0;
    return x->v.i;
  }
  if (x->kind == CAJIT_EXPR_ADD && x->type == CAJIT_EXPR_TYPE_INT &&
      x->ops[0]->kind == CAJIT_EXPR_INT_CONST) {
    *parts = x->ops + 1;
    *n = x->n - 1;
    return x->ops[0]->v.i;
  }
  if (x->kind == CAJIT_EXPR_ADD && x->type == CAJIT_EXPR_TYPE_INT) {
    *parts = x->ops;
    *n = x->n;
    return 0;
  }
  *parts = e;
  *n = 1;
  return 0;
}

/* True if a and b differ by a constant; *out_diff_sign is the sign of
 * a - b. */
static bool const_apart(const cajit_expr *const *a, const cajit_expr *const *b,
                        int *out_diff_sign) {
  const cajit_expr *const *pa, *const *pb;
  int32_t na, nb;
  int64_t ka = split_const(a, &pa, &na), kb = split_const(b, &pb, &nb);
  if (na != nb) return false;
  for (int32_t i = 0; i < na; i++)
    if (pa[i] != pb[i]) return false;
  *out_diff_sign = ka < kb ? -1 : ka > kb ? 1 : 0;
  return true;
}

static int expr_qsort_compare(const void *x, const void *y) {
  return cajit_expr_compare(*(const cajit_expr *const *)x,
                            *(const cajit_expr *const *)y);
}

static bool push_flat(expr_vec *v, const cajit_expr *e, cajit_expr_kind kind) {
  if (e->kind != kind) return CAJIT_VEC_PUSH(v, e);
  for (int32_t i = 0; i < e->n; i++)
    if (!CAJIT_VEC_PUSH(v, e->ops[i])) return false;
  return true;
}

/* Sorts v and removes duplicates. */
static void sort_unique(expr_vec *v) {
  if (v->len > 1) qsort(v->data, v->len, sizeof *v->data, expr_qsort_compare);
  size_t m = 0;
  for (size_t i = 0; i < v->len; i++)
    if (m == 0 || v->data[m - 1] != v->data[i]) v->data[m++] = v->data[i];
  v->len = m;
}

static const cajit_expr *minmax(cajit_expr_ctx *ctx, cajit_expr_kind kind,
                                const cajit_expr *a, const cajit_expr *b) {
  if (!int_operands(ctx, a, b)) return NULL;
  expr_vec v = {0};
  const cajit_expr *r = NULL;
  if (!push_flat(&v, a, kind) || !push_flat(&v, b, kind)) {
    r = expr_fail(ctx, EXPR_FAIL_OOM);
    goto done;
  }
  sort_unique(&v);
  /* Of operands that differ by a constant (constants among them), only the
   * smallest (min) or largest (max) can matter. */
  size_t m = 0;
  for (size_t i = 0; i < v.len; i++) {
    bool dominated = false;
    for (size_t j = 0; j < v.len && !dominated; j++) {
      int sign;
      if (j == i || !const_apart(&v.data[i], &v.data[j], &sign)) continue;
      dominated = kind == CAJIT_EXPR_MIN ? sign > 0 : sign < 0;
    }
    if (!dominated) v.data[m++] = v.data[i];
  }
  /* Operands kept above have distinct non-constant parts, so m >= 1. */
  v.len = m;
  if (v.len == 1)
    r = v.data[0];
  else
    r = mk_node(ctx, kind, CAJIT_EXPR_TYPE_INT, v.data, (int32_t)v.len);
done:
  CAJIT_VEC_FREE(&v);
  return r;
}

const cajit_expr *cajit_expr_min(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b) {
  return minmax(ctx, CAJIT_EXPR_MIN, a, b);
}

const cajit_expr *cajit_expr_max(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b) {
  return minmax(ctx, CAJIT_EXPR_MAX, a, b);
}

/* ---- comparisons and booleans ---- */

static bool cmp_fold(cajit_expr_kind kind, int sign) {
  switch (kind) {
  case CAJIT_EXPR_EQ: return sign == 0;
  case CAJIT_EXPR_NE: return sign != 0;
  case CAJIT_EXPR_LT: return sign < 0;
  default: return sign <= 0;
  }
}

const cajit_expr *cajit_expr_cmp(cajit_expr_ctx *ctx, cajit_expr_kind kind,
                                 const cajit_expr *a, const cajit_expr *b) {
  if (!numeric_operands(ctx, &a, &b, false)) return NULL;
  if (kind != CAJIT_EXPR_EQ && kind != CAJIT_EXPR_NE && kind != CAJIT_EXPR_LT &&
      kind != CAJIT_EXPR_LE)
    return expr_fail(ctx, EXPR_FAIL_BAD_ARG);
  if (is_type(a, CAJIT_EXPR_TYPE_FLOAT)) {
    if (a->kind == CAJIT_EXPR_FLOAT_CONST &&
        b->kind == CAJIT_EXPR_FLOAT_CONST) {
      double x = a->v.f, y = b->v.f;
      bool r = kind == CAJIT_EXPR_EQ   ? x == y
               : kind == CAJIT_EXPR_NE ? x != y
               : kind == CAJIT_EXPR_LT ? x < y
                                       : x <= y;
      return cajit_expr_bool(ctx, r);
    }
  } else {
    int sign;
    if (const_apart(&a, &b, &sign))
      return cajit_expr_bool(ctx, cmp_fold(kind, sign));
  }
  if ((kind == CAJIT_EXPR_EQ || kind == CAJIT_EXPR_NE)) sort2(&a, &b);
  return mk2(ctx, kind, CAJIT_EXPR_TYPE_BOOL, a, b);
}

const cajit_expr *cajit_expr_gt(cajit_expr_ctx *ctx, const cajit_expr *a,
                                const cajit_expr *b) {
  return cajit_expr_cmp(ctx, CAJIT_EXPR_LT, b, a);
}

const cajit_expr *cajit_expr_ge(cajit_expr_ctx *ctx, const cajit_expr *a,
                                const cajit_expr *b) {
  return cajit_expr_cmp(ctx, CAJIT_EXPR_LE, b, a);
}

static bool bool_operands(cajit_expr_ctx *ctx, const cajit_expr *a,
                          const cajit_expr *b) {
  if (!args_ok(ctx, a, b)) return false;
  if (is_type(a, CAJIT_EXPR_TYPE_BOOL) && is_type(b, CAJIT_EXPR_TYPE_BOOL))
    return true;
  expr_fail(ctx, EXPR_FAIL_TYPE);
  return false;
}

static const cajit_expr *and_or(cajit_expr_ctx *ctx, cajit_expr_kind kind,
                                const cajit_expr *a, const cajit_expr *b) {
  if (!bool_operands(ctx, a, b)) return NULL;
  bool absorbing = kind == CAJIT_EXPR_OR; /* x or true == true */
  expr_vec v = {0};
  const cajit_expr *r = NULL;
  if (!push_flat(&v, a, kind) || !push_flat(&v, b, kind)) {
    r = expr_fail(ctx, EXPR_FAIL_OOM);
    goto done;
  }
  size_t m = 0;
  for (size_t i = 0; i < v.len; i++) {
    bool c;
    if (!cajit_expr_as_bool(v.data[i], &c)) {
      v.data[m++] = v.data[i];
    } else if (c == absorbing) {
      r = v.data[i];
      goto done;
    }
  }
  v.len = m;
  sort_unique(&v);
  if (v.len == 0)
    r = cajit_expr_bool(ctx, !absorbing);
  else if (v.len == 1)
    r = v.data[0];
  else
    r = mk_node(ctx, kind, CAJIT_EXPR_TYPE_BOOL, v.data, (int32_t)v.len);
done:
  CAJIT_VEC_FREE(&v);
  return r;
}

const cajit_expr *cajit_expr_and(cajit_expr_ctx *ctx, const cajit_expr *a,
                                 const cajit_expr *b) {
  return and_or(ctx, CAJIT_EXPR_AND, a, b);
}

const cajit_expr *cajit_expr_or(cajit_expr_ctx *ctx, const cajit_expr *a,
                                const cajit_expr *b) {
  return and_or(ctx, CAJIT_EXPR_OR, a, b);
}

const cajit_expr *cajit_expr_not(cajit_expr_ctx *ctx, const cajit_expr *a) {
  if (!bool_operands(ctx, a, a)) return NULL;
  bool c;
  if (cajit_expr_as_bool(a, &c)) return cajit_expr_bool(ctx, !c);
  bool is_int = a->n == 2 && is_type(a->ops[0], CAJIT_EXPR_TYPE_INT);
  switch ((cajit_expr_kind)a->kind) {
  case CAJIT_EXPR_NOT: return a->ops[0];
  case CAJIT_EXPR_EQ:
    return cajit_expr_cmp(ctx, CAJIT_EXPR_NE, a->ops[0], a->ops[1]);
  case CAJIT_EXPR_NE:
    return cajit_expr_cmp(ctx, CAJIT_EXPR_EQ, a->ops[0], a->ops[1]);
  case CAJIT_EXPR_LT: /* not (x < y) is y <= x only without NaN */
    if (is_int) return cajit_expr_cmp(ctx, CAJIT_EXPR_LE, a->ops[1], a->ops[0]);
    break;
  case CAJIT_EXPR_LE:
    if (is_int) return cajit_expr_cmp(ctx, CAJIT_EXPR_LT, a->ops[1], a->ops[0]);
    break;
  default: break;
  }
  return mk_node(ctx, CAJIT_EXPR_NOT, CAJIT_EXPR_TYPE_BOOL, &a, 1);
}
