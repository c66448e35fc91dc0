/* Inequalities from a graph's assumptions (see prove.h). */
#include "ops/prove.h"

#include <stdint.h>

/* A sum with more terms, or bounds nested deeper, is not proved. */
enum {
  LF_MAX_TERMS = 32,
  PROVE_MAX_DEPTH = 8,
  PROVE_CACHE = 32,
  PROVE_CONSTS = 128
};

/* ---- linear forms ---- */

/* A term of the canonical form (a MUL, or a lone factor) with its
 * coefficient folded into `coef`. */
typedef struct lf_term {
  int64_t coef;
  const cajit_expr *t;
} lf_term;

/* c + sum(coef_i * monomial(t_i)); `bad` when it did not fit or overflowed. */
struct lf {
  int64_t c;
  int32_t n;
  bool bad;
  lf_term t[LF_MAX_TERMS];
};
typedef struct lf lf;

/* The number of factors of term t (a MUL or a lone factor), and its
 * constant coefficient. */
static int32_t factor_count(const cajit_expr *t, int64_t *coef) {
  *coef = 1;
  if (cajit_expr_kind_of(t) != CAJIT_EXPR_MUL) return 1;
  int32_t n = cajit_expr_operand_count(t);
  return cajit_expr_as_int(cajit_expr_operand(t, 0), coef) ? n - 1 : n;
}

/* Factor j of term t. */
static const cajit_expr *factor_at(const cajit_expr *t, int32_t j) {
  if (cajit_expr_kind_of(t) != CAJIT_EXPR_MUL) return t;
  int64_t c;
  return cajit_expr_operand(
      t, cajit_expr_as_int(cajit_expr_operand(t, 0), &c) ? j + 1 : j);
}

static bool same_monomial(const cajit_expr *a, const cajit_expr *b) {
  int64_t ca, cb;
  int32_t na = factor_count(a, &ca), nb = factor_count(b, &cb);
  if (na != nb) return false;
  for (int32_t j = 0; j < na; j++)
    if (factor_at(a, j) != factor_at(b, j)) return false;
  return true;
}

/* f += coef * monomial(t), t a term (its own coefficient ignored). */
static void lf_add_term(lf *f, const cajit_expr *t, int64_t coef) {
  if (f->bad) return;
  for (int32_t i = 0; i < f->n; i++) {
    if (!same_monomial(f->t[i].t, t)) continue;
    if (__builtin_add_overflow(f->t[i].coef, coef, &f->t[i].coef))
      f->bad = true;
    else if (f->t[i].coef == 0)
      f->t[i] = f->t[--f->n];
    return;
  }
  if (f->n == LF_MAX_TERMS) {
    f->bad = true;
    return;
  }
  f->t[f->n++] = (lf_term){coef, t};
}

/* f += k * e. */
static void lf_add(lf *f, const cajit_expr *e, int64_t k) {
  int64_t v;
  if (f->bad) return;
  if (cajit_expr_as_int(e, &v)) {
    if (__builtin_mul_overflow(v, k, &v) ||
        __builtin_add_overflow(f->c, v, &f->c))
      f->bad = true;
    return;
  }
  if (cajit_expr_kind_of(e) == CAJIT_EXPR_ADD) {
    for (int32_t i = 0; i < cajit_expr_operand_count(e); i++)
      lf_add(f, cajit_expr_operand(e, i), k);
    return;
  }
  int64_t coef;
  factor_count(e, &coef);
  if (__builtin_mul_overflow(coef, k, &coef))
    f->bad = true;
  else
    lf_add_term(f, e, coef);
}

/* f -= d. */
static void lf_sub(lf *f, const lf *d) {
  if (d->bad || __builtin_sub_overflow(f->c, d->c, &f->c)) f->bad = true;
  for (int32_t i = 0; i < d->n && !f->bad; i++)
    lf_add_term(f, d->t[i].t, -d->t[i].coef);
}

/* ---- intervals ---- */

typedef struct ival {
  bool has_lo, has_hi;
  int64_t lo, hi;
} ival;

static const ival unknown = {false, false, 0, 0};

static ival point(int64_t v) { return (ival){true, true, v, v}; }

static void raise_lo(ival *r, int64_t v) {
  if (!r->has_lo || v > r->lo) r->lo = v, r->has_lo = true;
}

static void lower_hi(ival *r, int64_t v) {
  if (!r->has_hi || v < r->hi) r->hi = v, r->has_hi = true;
}

static ival add_ival(ival a, ival b) {
  ival r = unknown;
  r.has_lo = a.has_lo && b.has_lo && !__builtin_add_overflow(a.lo, b.lo, &r.lo);
  r.has_hi = a.has_hi && b.has_hi && !__builtin_add_overflow(a.hi, b.hi, &r.hi);
  return r;
}

static ival scale_ival(ival a, int64_t k) {
  ival r = unknown;
  if (k >= 0) {
    r.has_lo = a.has_lo && !__builtin_mul_overflow(a.lo, k, &r.lo);
    r.has_hi = a.has_hi && !__builtin_mul_overflow(a.hi, k, &r.hi);
  } else {
    r.has_lo = a.has_hi && !__builtin_mul_overflow(a.hi, k, &r.lo);
    r.has_hi = a.has_lo && !__builtin_mul_overflow(a.lo, k, &r.hi);
  }
  return r;
}

static ival mul_ival(ival a, ival b) {
  ival r = unknown;
  if (a.has_lo && a.lo >= 0 && b.has_lo && b.lo >= 0) {
    r.has_lo = !__builtin_mul_overflow(a.lo, b.lo, &r.lo);
    r.has_hi =
        a.has_hi && b.has_hi && !__builtin_mul_overflow(a.hi, b.hi, &r.hi);
    return r;
  }
  if (!(a.has_lo && a.has_hi && b.has_lo && b.has_hi)) return unknown;
  int64_t p[4];
  if (__builtin_mul_overflow(a.lo, b.lo, &p[0]) ||
      __builtin_mul_overflow(a.lo, b.hi, &p[1]) ||
      __builtin_mul_overflow(a.hi, b.lo, &p[2]) ||
      __builtin_mul_overflow(a.hi, b.hi, &p[3]))
    return unknown;
  r = point(p[0]);
  for (int i = 1; i < 4; i++) {
    if (p[i] < r.lo) r.lo = p[i];
    if (p[i] > r.hi) r.hi = p[i];
  }
  return r;
}

static int64_t floor_div(int64_t a, int64_t k) { /* k > 0 */
  int64_t q = a / k;
  return (a % k != 0 && a < 0) ? q - 1 : q;
}

typedef struct sym_bounds {
  int32_t sym;
  ival r;
} sym_bounds;

/* One question's state: the graph and the bounds of the symbols met so
 * far (each found by one pass over the assumptions). */
typedef struct prover {
  const cajit_graph *g;
  int32_t cached;
  sym_bounds cache[PROVE_CACHE];
  /* The assumptions with a constant side (the only ones that bound a
   * symbol alone), collected on first use; `consts` -1 when there were
   * too many to keep (then every lookup scans all assumptions). */
  int32_t consts;
  const cajit_expr *const_rel[PROVE_CONSTS];
} prover;

/* Bounds of symbol `sym` from being an input dim and from every assumption
 * that compares it with a constant. */
static ival symbol_ival(prover *pv, int32_t sym);

static ival expr_ival(prover *pv, const cajit_expr *e, int depth);
typedef struct lf lf;
static ival lf_ival(prover *pv, const lf *f, int depth);

/* a // b for a divisor b >= 1 that is not a constant (a slice's symbolic
 * step): a = k*b + r with r free of b gives k + r // b, and r // b lies in
 * [floor(r.lo / b.lo), -1] for r < 0, [0, floor(r.hi / b.lo)] for r >= 0.
 * So (3*s1 - 2) // s1 is 2 when s1 >= 2. */
static ival symbolic_floordiv(prover *pv, const cajit_expr *a,
                              const cajit_expr *b, int depth) {
  if (cajit_expr_kind_of(b) != CAJIT_EXPR_SYMBOL) return unknown;
  ival bi = expr_ival(pv, b, depth + 1);
  if (!bi.has_lo || bi.lo < 1) return unknown;
  lf r = {0};
  lf_add(&r, a, 1);
  int64_t k = 0;
  for (int32_t i = 0; i < r.n; i++)
    if (same_monomial(r.t[i].t, b)) {
      k = r.t[i].coef;
      r.t[i] = r.t[--r.n];
      break;
    }
  ival ri = lf_ival(pv, &r, depth + 1), q = unknown;
  if (ri.has_lo) {
    q.has_lo = true;
    q.lo = ri.lo >= 0 ? 0 : floor_div(ri.lo, bi.lo);
  }
  if (ri.has_hi) {
    q.has_hi = true;
    q.hi = ri.hi < 0 ? -1 : floor_div(ri.hi, bi.lo);
  }
  return add_ival(q, point(k));
}

static ival factor_ival(prover *pv, const cajit_expr *f, int depth) {
  int64_t k;
  cajit_expr_kind kind = cajit_expr_kind_of(f);
  if (kind == CAJIT_EXPR_SYMBOL)
    return symbol_ival(pv, cajit_expr_symbol_index(f));
  if (depth >= PROVE_MAX_DEPTH) return unknown;
  if ((kind == CAJIT_EXPR_FLOORDIV || kind == CAJIT_EXPR_MOD) &&
      cajit_expr_as_int(cajit_expr_operand(f, 1), &k) && k > 0) {
    if (kind == CAJIT_EXPR_MOD) return (ival){true, true, 0, k - 1};
    ival a = expr_ival(pv, cajit_expr_operand(f, 0), depth + 1), r = unknown;
    if (a.has_lo) r.has_lo = true, r.lo = floor_div(a.lo, k);
    if (a.has_hi) r.has_hi = true, r.hi = floor_div(a.hi, k);
    return r;
  }
  if (kind == CAJIT_EXPR_FLOORDIV)
    return symbolic_floordiv(pv, cajit_expr_operand(f, 0),
                             cajit_expr_operand(f, 1), depth);
  if (kind == CAJIT_EXPR_MIN || kind == CAJIT_EXPR_MAX) {
    /* Negating turns max into min: min's lo needs every operand's lo, its
     * hi is the least hi known. */
    int64_t sign = kind == CAJIT_EXPR_MIN ? 1 : -1;
    ival r = {true, false, INT64_MAX, INT64_MAX};
    for (int32_t i = 0; i < cajit_expr_operand_count(f); i++) {
      ival a =
          scale_ival(expr_ival(pv, cajit_expr_operand(f, i), depth + 1), sign);
      if (!a.has_lo)
        r.has_lo = false;
      else if (a.lo < r.lo)
        r.lo = a.lo;
      if (a.has_hi) lower_hi(&r, a.hi);
    }
    return scale_ival(r, sign);
  }
  return unknown;
}

static ival term_ival(prover *pv, const lf_term *t, int depth) {
  int64_t coef;
  int32_t n = factor_count(t->t, &coef);
  ival r = factor_ival(pv, factor_at(t->t, 0), depth);
  for (int32_t j = 1; j < n; j++)
    r = mul_ival(r, factor_ival(pv, factor_at(t->t, j), depth));
  return scale_ival(r, t->coef);
}

static ival lf_ival(prover *pv, const lf *f, int depth) {
  if (f->bad) return unknown;
  ival r = point(f->c);
  for (int32_t i = 0; i < f->n && (r.has_lo || r.has_hi); i++)
    r = add_ival(r, term_ival(pv, &f->t[i], depth));
  return r;
}

static ival expr_ival(prover *pv, const cajit_expr *e, int depth) {
  lf f = {0};
  lf_add(&f, e, 1);
  return lf_ival(pv, &f, depth);
}

/* ---- assumptions ---- */

/* Calls fn on every relational assumption of g, looking one level inside a
 * conjunction; stops when fn returns true. */
static bool each_relation(const cajit_graph *g,
                          bool (*fn)(const cajit_expr *rel, void *user),
                          void *user) {
  for (int32_t i = 0; i < g->assumption_count; i++) {
    const cajit_expr *a = g->assumptions[i];
    if (cajit_expr_kind_of(a) != CAJIT_EXPR_AND) {
      if (fn(a, user)) return true;
      continue;
    }
    for (int32_t j = 0; j < cajit_expr_operand_count(a); j++)
      if (fn(cajit_expr_operand(a, j), user)) return true;
  }
  return false;
}

static bool is_sym(const cajit_expr *e, int32_t sym) {
  return cajit_expr_kind_of(e) == CAJIT_EXPR_SYMBOL &&
         cajit_expr_symbol_index(e) == sym;
}

static bool bound_symbol(const cajit_expr *rel, void *user) {
  sym_bounds *b = user;
  cajit_expr_kind kind = cajit_expr_kind_of(rel);
  if (kind != CAJIT_EXPR_LE && kind != CAJIT_EXPR_LT && kind != CAJIT_EXPR_EQ)
    return false;
  const cajit_expr *p = cajit_expr_operand(rel, 0),
                   *q = cajit_expr_operand(rel, 1);
  int64_t c, strict = kind == CAJIT_EXPR_LT;
  /* c <= s, c < s (or c == s): a lower bound; s <= c, s < c: an upper. */
  if (is_sym(q, b->sym) && cajit_expr_as_int(p, &c) &&
      !__builtin_add_overflow(c, strict, &c)) {
    raise_lo(&b->r, c);
    if (kind == CAJIT_EXPR_EQ) lower_hi(&b->r, c);
  }
  if (is_sym(p, b->sym) && cajit_expr_as_int(q, &c) &&
      !__builtin_sub_overflow(c, strict, &c)) {
    lower_hi(&b->r, c);
    if (kind == CAJIT_EXPR_EQ) raise_lo(&b->r, c);
  }
  return false;
}

static bool has_const_side(const cajit_expr *rel) {
  int64_t c;
  cajit_expr_kind kind = cajit_expr_kind_of(rel);
  return (kind == CAJIT_EXPR_LE || kind == CAJIT_EXPR_LT ||
          kind == CAJIT_EXPR_EQ) &&
         (cajit_expr_as_int(cajit_expr_operand(rel, 0), &c) ||
          cajit_expr_as_int(cajit_expr_operand(rel, 1), &c));
}

static bool collect_const(const cajit_expr *rel, void *user) {
  prover *pv = user;
  if (!has_const_side(rel)) return false;
  if (pv->consts == PROVE_CONSTS) {
    pv->consts = -1;
    return true;
  }
  pv->const_rel[pv->consts++] = rel;
  return false;
}

static ival symbol_ival(prover *pv, int32_t sym) {
  for (int32_t i = 0; i < pv->cached; i++)
    if (pv->cache[i].sym == sym) return pv->cache[i].r;
  const cajit_graph *g = pv->g;
  sym_bounds b = {sym, unknown};
  for (int32_t i = 0; i < g->binding_count; i++)
    if (g->bindings[i].symbol == sym &&
        g->bindings[i].source == CAJIT_SYMBOL_FROM_INPUT_DIM)
      raise_lo(&b.r, 0);
  if (pv->consts == 0) each_relation(g, collect_const, pv);
  if (pv->consts < 0)
    each_relation(g, bound_symbol, &b);
  else
    for (int32_t i = 0; i < pv->consts; i++)
      bound_symbol(pv->const_rel[i], &b);
  if (pv->cached < PROVE_CACHE) pv->cache[pv->cached++] = b;
  return b.r;
}

static bool shares_monomial(const lf *a, const lf *b) {
  for (int32_t i = 0; i < a->n; i++)
    for (int32_t j = 0; j < b->n; j++)
      if (same_monomial(a->t[i].t, b->t[j].t)) return true;
  return false;
}

typedef struct with_relation {
  prover *pv;
  const lf *f;
} with_relation;

/* Whether f - (q - p - slack) has a lower bound >= 0, for a relation
 * p <= q (slack 0) or p < q (slack 1: q - p - 1 >= 0) that the graph
 * assumes (p NULL: 0). */
static bool nonneg_after(const with_relation *w, const cajit_expr *p,
                         const cajit_expr *q, int64_t slack) {
  /* A relation that shares no monomial with f only adds terms, which
   * cannot raise f's lower bound: skip it before bounding anything (a
   * graph has hundreds of `assume s7 == s0`). */
  lf d = {0};
  lf_add(&d, q, 1);
  if (p) lf_add(&d, p, -1);
  if (d.bad || !shares_monomial(w->f, &d)) return false;
  lf f = *w->f;
  lf_sub(&f, &d);
  if (!f.bad && __builtin_add_overflow(f.c, slack, &f.c)) f.bad = true;
  ival r = lf_ival(w->pv, &f, 0);
  return r.has_lo && r.lo >= 0;
}

static bool proves_with(const cajit_expr *rel, void *user) {
  const with_relation *w = user;
  cajit_expr_kind kind = cajit_expr_kind_of(rel);
  const cajit_expr *p, *q;
  if (kind != CAJIT_EXPR_LE && kind != CAJIT_EXPR_LT && kind != CAJIT_EXPR_EQ)
    return false;
  p = cajit_expr_operand(rel, 0);
  q = cajit_expr_operand(rel, 1);
  if (cajit_expr_type_of(p) != CAJIT_EXPR_TYPE_INT) return false;
  if (kind == CAJIT_EXPR_EQ)
    return nonneg_after(w, p, q, 0) || nonneg_after(w, q, p, 0);
  return nonneg_after(w, p, q, kind == CAJIT_EXPR_LT ? 1 : 0);
}

/* Whether f >= 0: its own lower bound, or with one assumed relation. */
static bool proved(prover *pv, const lf *f) {
  if (f->bad) return false;
  ival r = lf_ival(pv, f, 0);
  if (r.has_lo && r.lo >= 0) return true;
  with_relation w = {pv, f};
  if (each_relation(pv->g, proves_with, &w)) return true;
  /* Every dim of an input is >= 0, also one written as an expression
   * (`input %3 : f32[s0 - 1, 5]` gives s0 >= 1): the entry checks it
   * equals the tensor's. */
  const cajit_graph *g = pv->g;
  for (int32_t i = 0; i < g->input_count; i++) {
    if (g->inputs[i] < 0 || g->inputs[i] >= g->value_count) continue;
    const cajit_type *t = &g->values[g->inputs[i]].type;
    for (int32_t d = 0; t->kind == CAJIT_TYPE_TENSOR && d < t->ndim; d++) {
      cajit_expr_kind kind = cajit_expr_kind_of(t->shape[d]);
      if (kind != CAJIT_EXPR_INT_CONST && kind != CAJIT_EXPR_SYMBOL &&
          nonneg_after(&w, NULL, t->shape[d], 0))
        return true;
    }
  }
  return false;
}

bool cajit_prove_nonneg(const cajit_graph *g, const cajit_expr *e) {
  if (!e || cajit_expr_type_of(e) != CAJIT_EXPR_TYPE_INT) return false;
  lf f = {0};
  lf_add(&f, e, 1);
  prover pv = {.g = g};
  return proved(&pv, &f);
}

/* b - a - slack >= 0, without building the expression. */
static bool nonneg_diff(const cajit_graph *g, const cajit_expr *a,
                        const cajit_expr *b, int64_t slack) {
  if (!a || !b || cajit_expr_type_of(a) != CAJIT_EXPR_TYPE_INT ||
      cajit_expr_type_of(b) != CAJIT_EXPR_TYPE_INT)
    return false;
  lf f = {0};
  lf_add(&f, b, 1);
  lf_add(&f, a, -1);
  if (!f.bad && __builtin_sub_overflow(f.c, slack, &f.c)) f.bad = true;
  prover pv = {.g = g};
  return proved(&pv, &f);
}

bool cajit_prove_le(const cajit_graph *g, const cajit_expr *a,
                    const cajit_expr *b) {
  return nonneg_diff(g, a, b, 0);
}

bool cajit_prove_lt(const cajit_graph *g, const cajit_expr *a,
                    const cajit_expr *b) {
  return nonneg_diff(g, a, b, 1);
}
