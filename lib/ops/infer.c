/* Helpers for shape rules (see infer.h). */
#include "ops/infer.h"
#include "ops/prove.h"

#include <stdio.h>
#include <string.h>

#include "support/arena.h"

cajit_status cajit_infer_fail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cajit_status s = cajit_status_makev(CAJIT_VERIFY_ERROR, fmt, ap);
  va_end(ap);
  return s;
}

cajit_status cajit_infer_oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
}

#define oom cajit_infer_oom

bool cajit_expr_is(const cajit_expr *e, int64_t v) {
  int64_t c;
  return e && cajit_expr_as_int(e, &c) && c == v;
}

/* Whether eq (a canonical EQ expression, or a constant) holds: constant
 * true, or an assumption (or an operand of a conjunction of them). */
static bool assumed(const cajit_graph *g, const cajit_expr *eq) {
  bool v;
  if (cajit_expr_as_bool(eq, &v)) return v;
  for (int32_t i = 0; i < g->assumption_count; i++) {
    const cajit_expr *as = g->assumptions[i];
    if (as == eq) return true;
    /* A conjunction of assumptions: look one level inside. */
    if (cajit_expr_kind_of(as) == CAJIT_EXPR_AND)
      for (int32_t j = 0; j < cajit_expr_operand_count(as); j++)
        if (cajit_expr_operand(as, j) == eq) return true;
  }
  return false;
}

/* What a graph's assumptions fix to constants, made once per graph (its
 * assumptions are many: 957 in a LLaMA backward, 60 of them `s20 == 1`):
 * the pairs (t, c) of the assumptions `t == c` (and (m, c / k) for a
 * t = k * m that k divides), and the other equality
 * assumptions with those t written as c, where that changes them. */
typedef struct cajit_known_values {
  cajit_expr_ctx *exprs;
  const cajit_expr **terms, **values;
  int32_t count;
  const cajit_expr **eqs; /* rewritten equality assumptions */
  int32_t eq_count;
} known_values;

static const cajit_expr *lookup(const known_values *k, const cajit_expr *t) {
  for (int32_t i = 0; i < k->count; i++)
    if (k->terms[i] == t) return k->values[i];
  return NULL;
}

/* The product of t's operands [from, n) (expressions are hash-consed: the
 * same product is the same pointer). */
static const cajit_expr *product_from(cajit_expr_ctx *exprs,
                                      const cajit_expr *t, int32_t from) {
  const cajit_expr *m = cajit_expr_operand(t, from);
  for (int32_t i = from + 1; m && i < cajit_expr_operand_count(t); i++)
    m = cajit_expr_mul(exprs, m, cajit_expr_operand(t, i));
  return m;
}

/* t's value, or NULL to look into its operands. A product k * m whose
 * monomial m of several factors is known is k times m's value: the
 * rewrite would not find m among the n-ary product's operands. */
static const cajit_expr *known_value(const cajit_expr *t, void *user) {
  const known_values *k = user;
  int64_t c, coef, mv;
  if (cajit_expr_as_int(t, &c)) return t;
  const cajit_expr *v = lookup(k, t);
  if (v || cajit_expr_kind_of(t) != CAJIT_EXPR_MUL ||
      cajit_expr_operand_count(t) < 3 ||
      !cajit_expr_as_int(cajit_expr_operand(t, 0), &coef))
    return v;
  const cajit_expr *m = product_from(k->exprs, t, 1);
  if (!m || !(v = lookup(k, m)) || !cajit_expr_as_int(v, &mv) ||
      __builtin_mul_overflow(coef, mv, &c))
    return NULL;
  return cajit_expr_int(k->exprs, c);
}

/* The fixed term of `t == c` (either side constant), else NULL. */
static const cajit_expr *fixed_term(const cajit_expr *as,
                                    const cajit_expr **value) {
  int64_t c;
  if (cajit_expr_kind_of(as) != CAJIT_EXPR_EQ) return NULL;
  const cajit_expr *l = cajit_expr_operand(as, 0);
  const cajit_expr *r = cajit_expr_operand(as, 1);
  if (cajit_expr_as_int(r, &c) && !cajit_expr_as_int(l, &c)) {
    *value = r;
    return l;
  }
  if (cajit_expr_as_int(l, &c) && !cajit_expr_as_int(r, &c)) {
    *value = l;
    return r;
  }
  return NULL;
}

/* For a fixed term k * m (the canonical MUL's constant coefficient k, the
 * monomial m) with value c: m's value c / k, when k divides c. The
 * ShapeEnv sometimes records `50 == 5 * s4` and keeps s4 in a view's
 * sizes, while the type it declares says 10 (a bidirectional LSTM's
 * batch-times-sequence rows). NULL when there is none or out of memory
 * (no proof, nothing worse). */
static const cajit_expr *monomial_of(const cajit_graph *g, const cajit_expr *t,
                                     const cajit_expr *v,
                                     const cajit_expr **mvalue) {
  int64_t k, c;
  int32_t n = cajit_expr_operand_count(t);
  if (cajit_expr_kind_of(t) != CAJIT_EXPR_MUL || n < 2 ||
      !cajit_expr_as_int(cajit_expr_operand(t, 0), &k) ||
      !cajit_expr_as_int(v, &c) || k == 0 || (k == -1 && c == INT64_MIN) ||
      c % k != 0)
    return NULL;
  const cajit_expr *m = product_from(g->exprs, t, 1);
  *mvalue = m ? cajit_expr_int(g->exprs, c / k) : NULL;
  return *mvalue ? m : NULL;
}

/* g's table, made on first use (NULL when out of memory: no proof). */
static const known_values *known_values_of(const cajit_graph *g) {
  cajit_graph *mg = (cajit_graph *)g; /* a cache: g's meaning is unchanged */
  if (g->known_values_ && g->known_values_for_ == g->assumption_count)
    return g->known_values_;
  size_t n = (size_t)g->assumption_count + 1;
  known_values *k = cajit_arena_alloc(g->arena, sizeof *k);
  /* (two pairs per assumption at most: the term and its monomial) */
  const cajit_expr **terms = cajit_arena_array(g->arena, 2 * n, sizeof *terms);
  const cajit_expr **values =
      cajit_arena_array(g->arena, 2 * n, sizeof *values);
  const cajit_expr **eqs = cajit_arena_array(g->arena, n, sizeof *eqs);
  if (!k || !terms || !values || !eqs) return NULL;
  *k = (known_values){g->exprs, terms, values, 0, eqs, 0};
  for (int32_t i = 0; i < g->assumption_count; i++) {
    const cajit_expr *v, *mv, *m, *t = fixed_term(g->assumptions[i], &v);
    if (!t) continue;
    k->terms[k->count] = t;
    k->values[k->count++] = v;
    if ((m = monomial_of(g, t, v, &mv))) {
      k->terms[k->count] = m;
      k->values[k->count++] = mv;
    }
  }
  for (int32_t i = 0; k->count && i < g->assumption_count; i++) {
    const cajit_expr *as = g->assumptions[i];
    if (cajit_expr_kind_of(as) != CAJIT_EXPR_EQ) continue;
    const cajit_expr *r = cajit_expr_rewrite(g->exprs, as, known_value, k);
    if (r && r != as && cajit_expr_kind_of(r) == CAJIT_EXPR_EQ)
      k->eqs[k->eq_count++] = r;
  }
  mg->known_values_ = k;
  mg->known_values_for_ = g->assumption_count;
  return k;
}

/* a == b with every sub-expression an assumption fixes written as its
 * value, in a == b and in each assumption: `128 * s1 == 256 * (s1 // 2)`
 * from `128 * s1 == 128 * (s1 // (s1 // 2)) * (s1 // 2)` and
 * `s1 // (s1 // 2) == 2`. The assumptions are guards checked on entry, so
 * this is sound. */
static bool equal_with_known_values(const cajit_graph *g, const cajit_expr *a,
                                    const cajit_expr *b) {
  const known_values *k = known_values_of(g);
  if (!k || k->count == 0) return false;
  void *user = (void *)k;
  const cajit_expr *ka = cajit_expr_rewrite(g->exprs, a, known_value, user);
  const cajit_expr *kb = cajit_expr_rewrite(g->exprs, b, known_value, user);
  if (!ka || !kb) return false;
  const cajit_expr *eq = cajit_expr_cmp(g->exprs, CAJIT_EXPR_EQ, ka, kb);
  if (!eq) return false;
  if ((ka != a || kb != b) && assumed(g, eq)) return true;
  bool v;
  if (cajit_expr_as_bool(eq, &v)) return v;
  for (int32_t i = 0; i < k->eq_count; i++)
    if (k->eqs[i] == eq) return true;
  return false;
}

static bool equal_raw(const cajit_graph *g, const cajit_expr *a,
                      const cajit_expr *b) {
  if (a == b) return true;
  if (!a || !b) return false;
  const cajit_expr *eq = cajit_expr_cmp(g->exprs, CAJIT_EXPR_EQ, a, b);
  if (!eq) return false;
  if (assumed(g, eq)) return true;
  return equal_with_known_values(g, a, b);
}

bool cajit_dims_equal(const cajit_graph *g, const cajit_expr *a,
                      const cajit_expr *b) {
  return equal_raw(g, a, b);
}

cajit_status cajit_infer_dims_agree(const cajit_infer *inf, const char *what,
                                    const cajit_expr *a, const cajit_expr *b) {
  if (cajit_dims_equal(inf->g, a, b)) return NULL;
  char x[64], y[64];
  return cajit_infer_fail("%s differ: %s vs %s", what,
                          cajit_expr_str(inf->g, a, x, sizeof x),
                          cajit_expr_str(inf->g, b, y, sizeof y));
}

bool cajit_dims_proved_equal(const cajit_graph *g, const cajit_expr *a,
                             const cajit_expr *b) {
  return equal_raw(g, a, b) ||
         (a && b && cajit_prove_le(g, a, b) && cajit_prove_le(g, b, a));
}

const char *cajit_expr_str(const cajit_graph *g, const cajit_expr *e, char *buf,
                           size_t cap) {
  if (!e)
    snprintf(buf, cap, "?");
  else
    cajit_expr_print(g->exprs, e, buf, cap);
  return buf;
}

/* Advances *len by k bytes written into a buffer of cap (truncating). */
static void advance(size_t *len, size_t k, size_t cap) {
  *len = *len + k < cap ? *len + k : cap - 1;
}

const char *cajit_shape_str(const cajit_graph *g, int32_t ndim,
                            const cajit_expr *const *shape, char *buf,
                            size_t cap) {
  size_t len = 0;
  if (cap < 3) return cap ? (buf[0] = 0, buf) : buf;
  buf[len++] = '[';
  for (int32_t d = 0; d < ndim; d++) {
    if (d > 0) advance(&len, (size_t)snprintf(buf + len, cap - len, ", "), cap);
    if (!shape[d])
      advance(&len, (size_t)snprintf(buf + len, cap - len, "?"), cap);
    else
      advance(&len, cajit_expr_print(g->exprs, shape[d], buf + len, cap - len),
              cap);
  }
  snprintf(buf + len, cap - len, "]");
  return buf;
}

bool cajit_shapes_equal(const cajit_graph *g, int32_t na,
                        const cajit_expr *const *a, int32_t nb,
                        const cajit_expr *const *b) {
  bool same = na == nb;
  for (int32_t d = 0; same && d < na; d++)
    same = cajit_dims_equal(g, a[d], b[d]);
  return same;
}

cajit_status cajit_infer_shapes_agree(const cajit_infer *inf, const char *fmt,
                                      int32_t na, const cajit_expr *const *a,
                                      int32_t nb, const cajit_expr *const *b) {
  if (cajit_shapes_equal(inf->g, na, a, nb, b)) return NULL;
  char x[128], y[128];
  /* fmt is one of the callers' literals, with two %s. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  return cajit_infer_fail(fmt, cajit_shape_str(inf->g, na, a, x, sizeof x),
                          cajit_shape_str(inf->g, nb, b, y, sizeof y));
#pragma GCC diagnostic pop
}

/* Splits a product into a constant coefficient and other factors. */
static int32_t factors(const cajit_expr *e, int64_t *coef,
                       const cajit_expr **out, int32_t max) {
  int32_t n = 0;
  *coef = 1;
  int32_t count =
      cajit_expr_kind_of(e) == CAJIT_EXPR_MUL ? cajit_expr_operand_count(e) : 1;
  for (int32_t i = 0; i < count; i++) {
    const cajit_expr *f =
        cajit_expr_kind_of(e) == CAJIT_EXPR_MUL ? cajit_expr_operand(e, i) : e;
    int64_t c;
    if (cajit_expr_as_int(f, &c)) {
      *coef *= c;
    } else {
      if (n == max) return -1;
      out[n++] = f;
    }
  }
  return n;
}

const cajit_expr *cajit_exact_div(cajit_expr_ctx *x, const cajit_expr *a,
                                  const cajit_expr *b) {
  enum { MAX_FACTORS = 64 };
  const cajit_expr *fa[MAX_FACTORS], *fb[MAX_FACTORS];
  int64_t ca, cb;
  int32_t na = factors(a, &ca, fa, MAX_FACTORS);
  int32_t nb = factors(b, &cb, fb, MAX_FACTORS);
  if (na < 0 || nb < 0 || cb == 0 || ca % cb != 0) return NULL;
  for (int32_t i = 0; i < nb; i++) {
    int32_t j = 0;
    while (j < na && fa[j] != fb[i])
      j++;
    if (j == na) return NULL;
    fa[j] = fa[--na];
  }
  const cajit_expr *r = cajit_expr_int(x, ca / cb);
  for (int32_t j = 0; j < na; j++)
    r = cajit_expr_mul(x, r, fa[j]);
  return r;
}

cajit_status cajit_infer_tensor_arg(cajit_infer *inf, const char *param,
                                    int32_t *out_id, const cajit_type **out) {
  CAJIT_RETURN_IF_ERROR(cajit_bound_tensor(inf->args, param, out_id));
  *out = cajit_value_type(inf->g, *out_id);
  return NULL;
}

static cajit_status check_slot(cajit_infer *inf, int32_t i) {
  if (i < 0 || i >= inf->max_results)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "the op gives more than %d results",
                             inf->max_results);
  if (inf->count < i + 1) inf->count = i + 1;
  inf->syms[i] = NULL;
  return NULL;
}

cajit_status cajit_infer_set_tensor(cajit_infer *inf, int32_t i,
                                    cajit_dtype dtype, int32_t ndim,
                                    const cajit_expr *const *shape,
                                    const cajit_expr *const *strides) {
  CAJIT_RETURN_IF_ERROR(check_slot(inf, i));
  cajit_type *t = &inf->types[i];
  memset(t, 0, sizeof *t);
  t->kind = CAJIT_TYPE_TENSOR;
  t->dtype = dtype;
  t->ndim = ndim;
  if (ndim == 0) return NULL;
  size_t bytes = (size_t)ndim * sizeof(const cajit_expr *);
  const cajit_expr **sh = cajit_arena_alloc(inf->scratch, bytes);
  if (!sh) return oom();
  for (int32_t d = 0; d < ndim; d++) {
    if (!shape[d]) return oom(); /* a failed expression constructor */
    sh[d] = shape[d];
  }
  t->shape = sh;
  if (strides) {
    const cajit_expr **st = cajit_arena_alloc(inf->scratch, bytes);
    if (!st) return oom();
    memcpy(st, strides, bytes);
    t->strides = st;
  }
  return NULL;
}

cajit_status cajit_infer_set_like(cajit_infer *inf, int32_t i,
                                  const cajit_type *t) {
  return cajit_infer_set_tensor(inf, i, t->dtype, t->ndim, t->shape, NULL);
}

cajit_status cajit_infer_set_scalar(cajit_infer *inf, int32_t i,
                                    cajit_type_kind kind,
                                    const cajit_expr *sym) {
  CAJIT_RETURN_IF_ERROR(check_slot(inf, i));
  memset(&inf->types[i], 0, sizeof inf->types[i]);
  inf->types[i].kind = kind;
  inf->syms[i] = sym;
  return NULL;
}

cajit_status cajit_infer_set_none(cajit_infer *inf, int32_t i) {
  return cajit_infer_set_scalar(inf, i, CAJIT_TYPE_NONE, NULL);
}

cajit_status cajit_infer_dim(const cajit_graph *g, const char *param,
                             const cajit_expr *dim, int32_t ndim,
                             int32_t *out) {
  int64_t d;
  if (!cajit_expr_as_int(dim, &d)) {
    char buf[64];
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "argument `%s`: dim must be a constant, found %s",
                             param, cajit_expr_str(g, dim, buf, sizeof buf));
  }
  int64_t n = ndim > 0 ? ndim : 1;
  if (d < -n || d >= n)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "argument `%s`: dim %lld out of range for a "
                             "tensor of rank %d",
                             param, (long long)d, ndim);
  *out = (int32_t)(d < 0 ? d + n : d);
  return NULL;
}

cajit_status cajit_infer_dim_arg(cajit_infer *inf, const char *param,
                                 int32_t ndim, int32_t *out) {
  const cajit_expr *e;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, param, &e));
  return cajit_infer_dim(inf->g, param, e, ndim, out);
}

bool cajit_contiguous_strides(cajit_expr_ctx *x, int32_t ndim,
                              const cajit_expr *const *shape,
                              const cajit_expr **out) {
  const cajit_expr *acc = cajit_expr_int(x, 1);
  for (int32_t d = ndim - 1; d >= 0; d--) {
    out[d] = acc;
    /* torch: stride[d] = stride[d+1] * max(size[d+1], 1). A symbolic size
     * is >= 1 here: 0-size dims are specialized to the constant 0. */
    if (!cajit_expr_is(shape[d], 0)) acc = cajit_expr_mul(x, acc, shape[d]);
  }
  return acc != NULL;
}

bool cajit_strides_of(cajit_expr_ctx *x, const cajit_type *t,
                      const cajit_expr **out) {
  if (t->strides) {
    for (int32_t d = 0; d < t->ndim; d++)
      out[d] = t->strides[d];
    return true;
  }
  return cajit_contiguous_strides(x, t->ndim, t->shape, out);
}

const cajit_expr *cajit_numel(cajit_expr_ctx *x, int32_t ndim,
                              const cajit_expr *const *shape) {
  const cajit_expr *acc = cajit_expr_int(x, 1);
  for (int32_t d = 0; d < ndim; d++)
    acc = cajit_expr_mul(x, acc, shape[d]);
  return acc;
}

cajit_status cajit_broadcast(const cajit_graph *g, int32_t *ndim,
                             const cajit_expr **shape, int32_t b_ndim,
                             const cajit_expr *const *b_shape) {
  int32_t n = *ndim > b_ndim ? *ndim : b_ndim;
  if (n > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d", n,
                             CAJIT_MAX_NDIM);
  const cajit_expr *out[CAJIT_MAX_NDIM];
  for (int32_t i = 0; i < n; i++) {
    int32_t ia = i - (n - *ndim), ib = i - (n - b_ndim);
    const cajit_expr *a = ia >= 0 ? shape[ia] : NULL;
    const cajit_expr *b = ib >= 0 ? b_shape[ib] : NULL;
    if (!a || cajit_expr_is(a, 1)) {
      out[i] = b ? b : a;
    } else if (!b || cajit_expr_is(b, 1) || cajit_dims_equal(g, a, b)) {
      out[i] = a;
    } else {
      char ba[64], bb[64];
      return cajit_status_make(
          CAJIT_VERIFY_ERROR,
          "cannot broadcast dim %d: %s vs %s (shapes of rank %d and %d)", i - n,
          cajit_expr_str(g, a, ba, sizeof ba),
          cajit_expr_str(g, b, bb, sizeof bb), *ndim, b_ndim);
    }
  }
  memcpy(shape, out, (size_t)n * sizeof out[0]);
  *ndim = n;
  return NULL;
}

/* ---- type promotion ---- */

/* torch's promoteTypes table restricted to cajit's dtypes, in enum order
 * bool u8 i8 i16 i32 i64 f16 bf16 f32 f64 (checked against torch in
 * tests/c/test_verify.c). */
#define b1 CAJIT_DTYPE_BOOL
#define u1 CAJIT_DTYPE_U8
#define i1 CAJIT_DTYPE_I8
#define i2 CAJIT_DTYPE_I16
#define i4 CAJIT_DTYPE_I32
#define i8 CAJIT_DTYPE_I64
#define f2 CAJIT_DTYPE_F16
#define bf CAJIT_DTYPE_BF16
#define f4 CAJIT_DTYPE_F32
#define f8 CAJIT_DTYPE_F64
static const cajit_dtype promote_table[CAJIT_DTYPE_COUNT_][CAJIT_DTYPE_COUNT_] =
    {
        /*        b1  u1  i1  i2  i4  i8  f2  bf  f4  f8 */
        /* b1 */ {b1, u1, i1, i2, i4, i8, f2, bf, f4, f8},
        /* u1 */ {u1, u1, i2, i2, i4, i8, f2, bf, f4, f8},
        /* i1 */ {i1, i2, i1, i2, i4, i8, f2, bf, f4, f8},
        /* i2 */ {i2, i2, i2, i2, i4, i8, f2, bf, f4, f8},
        /* i4 */ {i4, i4, i4, i4, i4, i8, f2, bf, f4, f8},
        /* i8 */ {i8, i8, i8, i8, i8, i8, f2, bf, f4, f8},
        /* f2 */ {f2, f2, f2, f2, f2, f2, f2, f4, f4, f8},
        /* bf */ {bf, bf, bf, bf, bf, bf, f4, bf, f4, f8},
        /* f4 */ {f4, f4, f4, f4, f4, f4, f4, f4, f4, f8},
        /* f8 */ {f8, f8, f8, f8, f8, f8, f8, f8, f8, f8},
};
#undef b1
#undef u1
#undef i1
#undef i2
#undef i4
#undef i8
#undef f2
#undef bf
#undef f4
#undef f8

cajit_dtype cajit_promote_types(cajit_dtype a, cajit_dtype b) {
  return promote_table[a][b];
}

static int promote_skip_undefined(int a, int b) {
  if (a < 0) return b;
  if (b < 0) return a;
  return (int)cajit_promote_types((cajit_dtype)a, (cajit_dtype)b);
}

void cajit_promotion_tensor(cajit_promotion *p, const cajit_type *t) {
  if (t->ndim > 0)
    p->dim_result = promote_skip_undefined(p->dim_result, (int)t->dtype);
  else
    p->zero_result = promote_skip_undefined(p->zero_result, (int)t->dtype);
}

void cajit_promotion_scalar(cajit_promotion *p, cajit_expr_type type) {
  int d = type == CAJIT_EXPR_TYPE_FLOAT ? CAJIT_DTYPE_F32
          : type == CAJIT_EXPR_TYPE_INT ? CAJIT_DTYPE_I64
                                        : CAJIT_DTYPE_BOOL;
  p->wrapped_result = promote_skip_undefined(p->wrapped_result, d);
}

/* torch's combine_categories: the higher tier wins unless the lower one is
 * of a higher category (bool < integral < floating). */
static int combine_categories(int higher, int lower) {
  if (higher >= 0 && cajit_dtype_is_floating((cajit_dtype)higher))
    return higher;
  if (higher == CAJIT_DTYPE_BOOL ||
      (lower >= 0 && cajit_dtype_is_floating((cajit_dtype)lower)))
    return promote_skip_undefined(higher, lower);
  return higher >= 0 ? higher : lower;
}

cajit_dtype cajit_promotion_result(const cajit_promotion *p) {
  int r = combine_categories(
      p->dim_result, combine_categories(p->zero_result, p->wrapped_result));
  return r >= 0 ? (cajit_dtype)r : CAJIT_DTYPE_F32;
}

cajit_status cajit_infer_elementwise(cajit_infer *inf,
                                     const char *const *params, int32_t count,
                                     const cajit_type **out_types,
                                     int32_t *out_ndim,
                                     const cajit_expr **out_shape,
                                     cajit_dtype *out_dtype) {
  cajit_promotion p = CAJIT_PROMOTION_INIT;
  *out_ndim = 0;
  for (int32_t i = 0; i < count; i++) {
    int32_t id;
    const cajit_type *t;
    CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, params[i], &id, &t));
    if (out_types) out_types[i] = t;
    CAJIT_RETURN_IF_ERROR(
        cajit_broadcast(inf->g, out_ndim, out_shape, t->ndim, t->shape));
    cajit_promotion_tensor(&p, t);
  }
  *out_dtype = cajit_promotion_result(&p);
  return NULL;
}

cajit_status cajit_infer_str_choice(cajit_infer *inf, const char *param,
                                    const char *a, const char *b,
                                    bool *out_none) {
  if (out_none) {
    *out_none = cajit_bound_is_none(inf->args, param);
    if (*out_none) return NULL;
  }
  cajit_sv v;
  CAJIT_RETURN_IF_ERROR(cajit_bound_str(inf->args, param, &v));
  if (cajit_sv_eq_cstr(v, a) || cajit_sv_eq_cstr(v, b)) return NULL;
  if (out_none)
    return cajit_infer_fail("argument `%s`: expected \"%s\", \"%s\" or none, "
                            "found \"%.*s\"",
                            param, a, b, (int)v.len, v.data);
  return cajit_infer_fail("argument `%s`: expected \"%s\" or \"%s\", found "
                          "\"%.*s\"",
                          param, a, b, (int)v.len, v.data);
}
