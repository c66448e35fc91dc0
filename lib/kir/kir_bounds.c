/* Whether a view stays inside what it views (kir.h, cajit_kir_view_bounds).
 *
 * Shape rules trust what the trace guarded (a symbolic slice bound in
 * range, an as_strided extent inside its storage) and a .cag file or the
 * run-time sizes may break that trust: a view must then be refused, as
 * torch refuses it, never read or written out of range. Each view is
 * checked against the buffer it was made from, as torch checks each view
 * op: an INDEX map (made over its base's dims) must give every base index
 * in [0, base dim) for every element of the view; a LINEAR map (an element
 * offset from the root's pointer: as_strided, strided reshapes) must stay
 * in the root's memory: [0, numel) for a buffer cajit allocates, the
 * footprint [sum min(0, st*(n-1)), sum max(0, st*(n-1))] of an input or
 * host result (a DLPack tensor carries no storage size, so that is all
 * cajit can know is memory; torch would allow the rest of its storage).
 *
 * The range of a map over the view's box (_d<k> in [0, n_k - 1], the view
 * non-empty) is computed symbolically: terms linear in one placeholder
 * are grouped per placeholder (c * (n - 1) at the high or the low end, by
 * c's sign when it is known, else both with min/max), other terms by
 * interval arithmetic (floor division and modulo by a positive divisor,
 * min, max, products). Exact for the affine maps views mostly are; a
 * conservative superset for div/mod maps. A map this cannot bound
 * (division by a divisor of unknown sign) is reported as unchecked. The
 * resulting conditions fold to true for views that are in range by
 * construction (permute, expand, unsqueeze, contiguous reshape), so the
 * entry emits code only for the others. */
#include <string.h>

#include "kir/kir_internal.h"
#include "support/arena.h"

typedef struct range {
  const cajit_expr *lo, *hi; /* NULL: unbounded */
} range;

typedef struct bounder {
  cajit_kir_program *p;
  cajit_expr_ctx *x;
  int32_t n;              /* placeholders _d0.._d{n-1} */
  const cajit_expr **ext; /* their extents (view dims) */
  const int32_t *syms;    /* their symbol indices */
} bounder;

static int32_t placeholder(const bounder *b, const cajit_expr *e) {
  if (cajit_expr_kind_of(e) != CAJIT_EXPR_SYMBOL) return -1;
  int32_t s = cajit_expr_symbol_index(e);
  for (int32_t k = 0; k < b->n; k++)
    if (b->syms[k] == s) return k;
  return -1;
}

static bool uses_placeholder(const bounder *b, const cajit_expr *e) {
  for (int32_t k = 0; k < b->n; k++)
    if (cajit_kir_expr_uses(e, b->syms[k])) return true;
  return false;
}

static const cajit_expr *cint(const bounder *b, int64_t v) {
  return cajit_expr_int(b->x, v);
}

/* Whether term t is c * _d<k> with c free of placeholders: *k and *coef. */
static bool linear_term(const bounder *b, const cajit_expr *t, int32_t *k,
                        const cajit_expr **coef) {
  int32_t j = placeholder(b, t);
  if (j >= 0) {
    *k = j;
    *coef = cint(b, 1);
    return true;
  }
  if (cajit_expr_kind_of(t) != CAJIT_EXPR_MUL) return false;
  int32_t found = -1, nops = cajit_expr_operand_count(t);
  for (int32_t i = 0; i < nops; i++) {
    const cajit_expr *f = cajit_expr_operand(t, i);
    int32_t pk = placeholder(b, f);
    if (pk >= 0 && found < 0) {
      found = pk;
      continue;
    }
    if (uses_placeholder(b, f)) return false;
  }
  if (found < 0) return false;
  const cajit_expr *one = cint(b, 1);
  *k = found;
  *coef = cajit_kir_expr_subst(b->x, t, 1, &b->syms[found], &one);
  return true;
}

static bool known_nonneg(const bounder *b, const cajit_expr *e) {
  return cajit_kir_expr_nonneg(b->p, e);
}

static bool known_negative(const cajit_expr *e) {
  int64_t c;
  return cajit_expr_as_int(e, &c) && c < 0;
}

/* Adds c * [0, n - 1] to r. */
static void add_span(const bounder *b, range *r, const cajit_expr *c,
                     const cajit_expr *n) {
  const cajit_expr *span =
      cajit_expr_mul(b->x, c, cajit_expr_sub(b->x, n, cint(b, 1)));
  const cajit_expr *zero = cint(b, 0);
  if (known_nonneg(b, c)) {
    r->hi = cajit_expr_add(b->x, r->hi, span);
  } else if (known_negative(c)) {
    r->lo = cajit_expr_add(b->x, r->lo, span);
  } else {
    r->lo = cajit_expr_add(b->x, r->lo, cajit_expr_min(b->x, zero, span));
    r->hi = cajit_expr_add(b->x, r->hi, cajit_expr_max(b->x, zero, span));
  }
}

static range range_of(const bounder *b, const cajit_expr *e);

static range unbounded(void) { return (range){NULL, NULL}; }

/* A sum: its linear terms grouped per placeholder, the others by
 * interval. */
static range sum_range(const bounder *b, const cajit_expr *e) {
  const cajit_expr *coef[b->n > 0 ? b->n : 1];
  for (int32_t k = 0; k < b->n; k++)
    coef[k] = NULL;
  range r = {cint(b, 0), cint(b, 0)};
  int32_t nops = cajit_expr_operand_count(e);
  for (int32_t i = 0; i < nops; i++) {
    const cajit_expr *t = cajit_expr_operand(e, i), *c;
    int32_t k;
    if (!uses_placeholder(b, t)) {
      r.lo = cajit_expr_add(b->x, r.lo, t);
      r.hi = cajit_expr_add(b->x, r.hi, t);
    } else if (linear_term(b, t, &k, &c)) {
      coef[k] = coef[k] ? cajit_expr_add(b->x, coef[k], c) : c;
    } else {
      range tr = range_of(b, t);
      if (!tr.lo) return unbounded();
      r.lo = cajit_expr_add(b->x, r.lo, tr.lo);
      r.hi = cajit_expr_add(b->x, r.hi, tr.hi);
    }
  }
  for (int32_t k = 0; k < b->n; k++)
    if (coef[k]) add_span(b, &r, coef[k], b->ext[k]);
  return r;
}

/* A product of intervals: the extremes are among the corner products. */
static range product_range(const bounder *b, const cajit_expr *e) {
  range r = {cint(b, 1), cint(b, 1)};
  for (int32_t i = 0; i < cajit_expr_operand_count(e); i++) {
    range f = range_of(b, cajit_expr_operand(e, i));
    if (!f.lo) return unbounded();
    if (known_nonneg(b, r.lo) && known_nonneg(b, f.lo)) {
      r.lo = cajit_expr_mul(b->x, r.lo, f.lo);
      r.hi = cajit_expr_mul(b->x, r.hi, f.hi);
      continue;
    }
    const cajit_expr *c[4] = {
        cajit_expr_mul(b->x, r.lo, f.lo), cajit_expr_mul(b->x, r.lo, f.hi),
        cajit_expr_mul(b->x, r.hi, f.lo), cajit_expr_mul(b->x, r.hi, f.hi)};
    const cajit_expr *lo = c[0], *hi = c[0];
    for (int32_t j = 1; j < 4; j++) {
      lo = cajit_expr_min(b->x, lo, c[j]);
      hi = cajit_expr_max(b->x, hi, c[j]);
    }
    r.lo = lo;
    r.hi = hi;
  }
  return r;
}

static range range_of(const bounder *b, const cajit_expr *e) {
  if (!e) return unbounded();
  if (!uses_placeholder(b, e)) return (range){e, e};
  int32_t k = placeholder(b, e);
  if (k >= 0)
    return (range){cint(b, 0), cajit_expr_sub(b->x, b->ext[k], cint(b, 1))};
  switch (cajit_expr_kind_of(e)) {
  case CAJIT_EXPR_ADD: return sum_range(b, e);
  case CAJIT_EXPR_MUL: {
    const cajit_expr *c;
    if (linear_term(b, e, &k, &c)) {
      range r = {cint(b, 0), cint(b, 0)};
      add_span(b, &r, c, b->ext[k]);
      return r;
    }
    return product_range(b, e);
  }
  case CAJIT_EXPR_FLOORDIV:
  case CAJIT_EXPR_MOD: {
    const cajit_expr *d = cajit_expr_operand(e, 1);
    int64_t dc;
    /* Monotone in the numerator only for a positive divisor. */
    bool positive = (cajit_expr_as_int(d, &dc) && dc > 0) ||
                    (!uses_placeholder(b, d) && known_nonneg(b, d));
    if (!positive) return unbounded();
    range a = range_of(b, cajit_expr_operand(e, 0));
    if (!a.lo) return unbounded();
    if (cajit_expr_kind_of(e) == CAJIT_EXPR_FLOORDIV)
      return (range){cajit_expr_floordiv(b->x, a.lo, d),
                     cajit_expr_floordiv(b->x, a.hi, d)};
    const cajit_expr *top = cajit_expr_sub(b->x, d, cint(b, 1));
    /* a % d == a when 0 <= a < d; never more than a when a >= 0. */
    if (known_nonneg(b, a.lo)) top = cajit_expr_min(b->x, top, a.hi);
    return (range){cint(b, 0), top};
  }
  case CAJIT_EXPR_MIN:
  case CAJIT_EXPR_MAX: {
    bool is_min = cajit_expr_kind_of(e) == CAJIT_EXPR_MIN;
    range r = {NULL, NULL};
    for (int32_t i = 0; i < cajit_expr_operand_count(e); i++) {
      range o = range_of(b, cajit_expr_operand(e, i));
      if (!o.lo) return unbounded();
      if (!r.lo) {
        r = o;
        continue;
      }
      r.lo = is_min ? cajit_expr_min(b->x, r.lo, o.lo)
                    : cajit_expr_max(b->x, r.lo, o.lo);
      r.hi = is_min ? cajit_expr_min(b->x, r.hi, o.hi)
                    : cajit_expr_max(b->x, r.hi, o.hi);
    }
    return r;
  }
  default: return unbounded();
  }
}

/* The element count of root r, and its footprint as element offsets. */
static void footprint(const bounder *b, const cajit_kir_buffer *r, range *out) {
  cajit_expr_ctx *x = b->x;
  const cajit_expr *zero = cint(b, 0), *one = cint(b, 1);
  if (r->kind == CAJIT_KIR_BUFFER_INTERMEDIATE ||
      r->kind == CAJIT_KIR_BUFFER_OUTPUT) {
    const cajit_expr *n = one;
    for (int32_t k = 0; k < r->ndim; k++)
      n = cajit_expr_mul(x, n, r->shape[k]);
    *out = (range){zero, cajit_expr_sub(x, n, one)};
    return;
  }
  range f = {zero, zero};
  for (int32_t k = 0; k < r->ndim; k++) {
    const cajit_expr *span =
        cajit_expr_mul(x, r->strides[k], cajit_expr_sub(x, r->shape[k], one));
    if (known_nonneg(b, r->strides[k])) {
      f.hi = cajit_expr_add(x, f.hi, span);
    } else {
      f.lo = cajit_expr_add(x, f.lo, cajit_expr_min(x, zero, span));
      f.hi = cajit_expr_add(x, f.hi, cajit_expr_max(x, zero, span));
    }
  }
  *out = f;
}

/* x <= y for every value of the symbols: y - x is a sum of products of
 * non-negative symbols and constants (a chunk of rows ends S below the
 * end of the rows it is in: y - x = S). */
static bool le_proven(const bounder *b, const cajit_expr *x,
                      const cajit_expr *y) {
  const cajit_expr *d = cajit_expr_sub(b->x, y, x);
  return d && known_nonneg(b, d);
}

static cajit_status bound_check(bounder *b, int32_t dim, range r,
                                const cajit_expr *lo, const cajit_expr *hi,
                                const cajit_expr *also,
                                cajit_kir_bound_check *out, int32_t *count) {
  cajit_expr_ctx *x = b->x;
  cajit_kir_bound_check c = {.dim = dim};
  if (!r.lo) {
    c.unchecked = true;
  } else {
    c.lo = r.lo;
    c.hi = r.hi;
    c.limit_lo = lo;
    c.limit_hi = hi;
    c.cond = cajit_expr_and(
        x, also,
        cajit_expr_and(x, cajit_expr_cmp(x, CAJIT_EXPR_LE, lo, r.lo),
                       cajit_expr_cmp(x, CAJIT_EXPR_LE, r.hi, hi)));
    if (!c.cond) return cajit_kir_oom("bounding a view");
    bool v;
    if (cajit_expr_as_bool(c.cond, &v) && v) return NULL; /* proven */
    if (cajit_expr_as_bool(also, &v) && v && le_proven(b, lo, r.lo) &&
        le_proven(b, r.hi, hi))
      return NULL;
  }
  out[(*count)++] = c;
  return NULL;
}

cajit_status cajit_kir_view_bounds(cajit_kir_program *p, int32_t view,
                                   cajit_kir_view_bound *out) {
  memset(out, 0, sizeof *out);
  const cajit_kir_buffer *v = cajit_kir_buffer_get(p, view);
  if (!v || v->kind != CAJIT_KIR_BUFFER_VIEW) return NULL;
  int32_t syms[v->ndim > 0 ? v->ndim : 1];
  bounder b = {
      .p = p, .x = p->exprs, .n = v->ndim, .ext = v->shape, .syms = syms};
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_VIEW, v->ndim, NULL));
  for (int32_t k = 0; k < v->ndim; k++)
    syms[k] = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_VIEW, k);
  v = cajit_kir_buffer_get(p, view);
  b.ext = v->shape;
  cajit_expr_ctx *x = p->exprs;
  /* Non-empty: every dim >= 1. */
  const cajit_expr *nonempty = cajit_expr_bool(x, true);
  for (int32_t k = 0; k < v->ndim; k++)
    nonempty = cajit_expr_and(
        x, nonempty,
        cajit_expr_cmp(x, CAJIT_EXPR_LE, cint(&b, 1), v->shape[k]));
  if (!nonempty) return cajit_kir_oom("bounding a view");
  bool ne;
  if (cajit_expr_as_bool(nonempty, &ne) && !ne) return NULL; /* empty */
  out->nonempty = nonempty;
  int32_t n = 0;
  const cajit_kir_buffer *base = cajit_kir_buffer_get(p, v->base);
  if (v->base_map) {
    out->checks = cajit_arena_array(p->arena, (size_t)(base->ndim + 1),
                                    sizeof *out->checks);
    if (!out->checks) return cajit_kir_oom("bounding a view");
    for (int32_t k = 0; k < base->ndim; k++) {
      range r = range_of(&b, v->base_map[k]);
      CAJIT_RETURN_IF_ERROR(bound_check(
          &b, k, r, cint(&b, 0), cajit_expr_sub(x, base->shape[k], cint(&b, 1)),
          cajit_expr_bool(x, true), out->checks, &n));
    }
  } else {
    out->checks = cajit_arena_array(p->arena, 1, sizeof *out->checks);
    if (!out->checks) return cajit_kir_oom("bounding a view");
    const cajit_kir_buffer *root = cajit_kir_buffer_get(p, v->root);
    range f;
    footprint(&b, root, &f);
    /* An empty root holds nothing, whatever its footprint says (one cajit
     * allocates has the footprint [0, numel - 1], empty then: the range
     * check alone refuses a non-empty view of it). */
    const cajit_expr *root_nonempty = cajit_expr_bool(x, true);
    bool allocated = root->kind == CAJIT_KIR_BUFFER_INTERMEDIATE ||
                     root->kind == CAJIT_KIR_BUFFER_OUTPUT;
    for (int32_t k = 0; k < root->ndim && !allocated; k++)
      root_nonempty = cajit_expr_and(
          x, root_nonempty,
          cajit_expr_cmp(x, CAJIT_EXPR_LE, cint(&b, 1), root->shape[k]));
    CAJIT_RETURN_IF_ERROR(bound_check(&b, -1, range_of(&b, v->map[0]), f.lo,
                                      f.hi, root_nonempty, out->checks, &n));
  }
  out->count = n;
  if (cajit_expr_ctx_failed(x)) return cajit_kir_oom("bounding a view");
  return NULL;
}
