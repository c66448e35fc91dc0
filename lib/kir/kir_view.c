/* Kernel-IR buffers and views (see kir.h).
 *
 * A view is stored already composed with its base's map, so its `root` is a
 * real buffer and loading through any chain of views costs one substitution.
 * Each view also gets a strided form (offset + strides over the root) when
 * its address is affine in the view's indices; that is what lets a GEMM take
 * a transposed or sliced operand without a copy.
 *
 * Buffer pointers from cajit_kir_buffer_get are invalidated by adding a
 * buffer, so the builders below copy the base before pushing. */
#include <stdio.h>
#include <string.h>

#include "kir/kir.h"
#include "kir/kir_internal.h"
#include "support/arena.h"

const cajit_kir_buffer *cajit_kir_buffer_get(const cajit_kir_program *p,
                                             int32_t id) {
  return id >= 0 && (size_t)id < p->buffers.len ? &p->buffers.data[id] : NULL;
}

static bool is_one(const cajit_expr *e) {
  int64_t v;
  return cajit_expr_as_int(e, &v) && v == 1;
}

static const cajit_expr **expr_array(cajit_kir_program *p, int32_t n) {
  return cajit_arena_array(p->arena, n > 0 ? (size_t)n : 1,
                           sizeof(const cajit_expr *));
}

static cajit_status push_buffer(cajit_kir_program *p, cajit_kir_buffer *b,
                                int32_t *out_buffer) {
  b->id = (int32_t)p->buffers.len;
  if (b->kind != CAJIT_KIR_BUFFER_VIEW) b->root = b->id;
  if (!CAJIT_VEC_PUSH(&p->buffers, *b)) return cajit_kir_oom("adding a buffer");
  *out_buffer = b->id;
  return NULL;
}

static cajit_status check_shape(cajit_kir_program *p, int32_t ndim,
                                const cajit_expr *const *shape,
                                const cajit_expr ***out) {
  if (ndim < 0)
    return cajit_status_make(CAJIT_INTERNAL, "kernel IR: negative rank");
  *out = expr_array(p, ndim);
  if (!*out) return cajit_kir_oom("adding a buffer");
  for (int32_t k = 0; k < ndim; k++) {
    if (!shape[k]) return cajit_kir_oom("adding a buffer");
    if (cajit_expr_type_of(shape[k]) != CAJIT_EXPR_TYPE_INT)
      return cajit_status_make(CAJIT_INTERNAL,
                               "kernel IR: dim %d is not an int", (int)k);
    (*out)[k] = shape[k];
  }
  return NULL;
}

/* sum(a[k] * b[k]) + base, NULL when out of memory. */
static const cajit_expr *dot(cajit_expr_ctx *x, const cajit_expr *base,
                             int32_t n, const cajit_expr *const *a,
                             const cajit_expr *const *b) {
  const cajit_expr *s = base;
  for (int32_t k = 0; k < n; k++)
    s = cajit_expr_add(x, s, cajit_expr_mul(x, a[k], b[k]));
  return s;
}

cajit_status cajit_kir_buffer_input(cajit_kir_program *p, int32_t input_index,
                                    cajit_dtype dtype, int32_t ndim,
                                    const cajit_expr *const *shape,
                                    const cajit_expr *const *strides,
                                    int32_t *out_buffer) {
  cajit_kir_buffer b = {0};
  b.kind = CAJIT_KIR_BUFFER_INPUT;
  b.dtype = dtype;
  b.ndim = ndim;
  b.input_index = input_index;
  b.output_index = -1;
  CAJIT_RETURN_IF_ERROR(check_shape(p, ndim, shape, &b.shape));
  b.strides = expr_array(p, ndim);
  b.offset = cajit_expr_int(p->exprs, 0);
  bool *open =
      cajit_arena_array(p->arena, ndim > 0 ? (size_t)ndim : 1, sizeof(bool));
  if (!b.strides || !b.offset || !open) return cajit_kir_oom("adding an input");
  b.stride_open = open;
  for (int32_t k = 0; k < ndim; k++) {
    if (strides && strides[k]) {
      b.strides[k] = strides[k];
      continue;
    }
    open[k] = true;
    /* A stride the graph leaves open is read from the DLTensor. */
    char name[48];
    int len =
        snprintf(name, sizeof name, "_in%d_st%d", (int)input_index, (int)k);
    cajit_sv sv = {name, (size_t)len};
    int32_t sym = cajit_expr_ctx_find_symbol(p->exprs, sv);
    if (sym < 0)
      CAJIT_RETURN_IF_ERROR(
          cajit_expr_ctx_add_symbol(p->exprs, sv, CAJIT_EXPR_TYPE_INT, &sym));
    b.strides[k] = cajit_expr_symbol(p->exprs, sym);
    if (!b.strides[k]) return cajit_kir_oom("adding an input");
    /* The entry refuses negative strides before anything reads them. */
    CAJIT_RETURN_IF_ERROR(cajit_kir_symbol_set_nonneg(p, sym));
  }
  return push_buffer(p, &b, out_buffer);
}

cajit_status cajit_kir_buffer_alloc(cajit_kir_program *p,
                                    cajit_kir_buffer_kind kind,
                                    cajit_dtype dtype, int32_t ndim,
                                    const cajit_expr *const *shape,
                                    int32_t *out_buffer) {
  if (kind != CAJIT_KIR_BUFFER_INTERMEDIATE && kind != CAJIT_KIR_BUFFER_OUTPUT)
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: only intermediates and outputs are "
                             "allocated");
  cajit_kir_buffer b = {0};
  b.kind = kind;
  b.dtype = dtype;
  b.ndim = ndim;
  b.input_index = -1;
  b.output_index = -1;
  CAJIT_RETURN_IF_ERROR(check_shape(p, ndim, shape, &b.shape));
  b.strides = expr_array(p, ndim);
  b.offset = cajit_expr_int(p->exprs, 0);
  const cajit_expr *s = cajit_expr_int(p->exprs, 1);
  if (!b.strides || !b.offset || !s) return cajit_kir_oom("adding a buffer");
  for (int32_t k = ndim - 1; k >= 0; k--) { /* row-major */
    b.strides[k] = s;
    s = cajit_expr_mul(p->exprs, s, shape[k]);
    if (!s) return cajit_kir_oom("adding a buffer");
  }
  return push_buffer(p, &b, out_buffer);
}

cajit_status kir_buffer_host_result(cajit_kir_program *p, int32_t kernel,
                                    cajit_dtype dtype, int32_t ndim,
                                    const cajit_expr *const *shape,
                                    int32_t *out_buffer) {
  cajit_kir_buffer b = {0};
  b.kind = CAJIT_KIR_BUFFER_HOST_RESULT;
  b.dtype = dtype;
  b.ndim = ndim;
  b.input_index = b.output_index = -1;
  b.host_kernel = kernel;
  CAJIT_RETURN_IF_ERROR(check_shape(p, ndim, shape, &b.shape));
  b.strides = expr_array(p, ndim);
  b.offset = cajit_expr_int(p->exprs, 0);
  bool *open =
      cajit_arena_array(p->arena, ndim > 0 ? (size_t)ndim : 1, sizeof(bool));
  if (!b.strides || !b.offset || !open)
    return cajit_kir_oom("adding a host result");
  b.stride_open = open;
  int32_t id = (int32_t)p->buffers.len;
  for (int32_t k = 0; k < ndim; k++) { /* bound when the call returns */
    open[k] = true;
    char name[48];
    int len = snprintf(name, sizeof name, "_h%d_st%d", (int)id, (int)k);
    cajit_sv sv = {name, (size_t)len};
    int32_t sym = cajit_expr_ctx_find_symbol(p->exprs, sv);
    if (sym < 0)
      CAJIT_RETURN_IF_ERROR(
          cajit_expr_ctx_add_symbol(p->exprs, sv, CAJIT_EXPR_TYPE_INT, &sym));
    b.strides[k] = cajit_expr_symbol(p->exprs, sym);
    if (!b.strides[k]) return cajit_kir_oom("adding a host result");
  }
  return push_buffer(p, &b, out_buffer);
}

cajit_status cajit_kir_buffer_set_output(cajit_kir_program *p, int32_t buffer,
                                         int32_t output_index) {
  /* An intermediate becomes an output when the graph returns it. */
  if (!cajit_kir_buffer_get(p, buffer) ||
      (p->buffers.data[buffer].kind != CAJIT_KIR_BUFFER_OUTPUT &&
       p->buffers.data[buffer].kind != CAJIT_KIR_BUFFER_INTERMEDIATE))
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: buf%d is not an allocated buffer",
                             (int)buffer);
  p->buffers.data[buffer].kind = CAJIT_KIR_BUFFER_OUTPUT;
  p->buffers.data[buffer].output_index = output_index;
  return NULL;
}

/* ---- strided form --------------------------------------------------------
 */

/* Splits e, an offset over _d0.._d{n-1}, into offset + sum(strides[k] *
 * _dk) when that sum is exactly e (as the canonical expressions say). Returns
 * false (no error) when e is not affine, and sets *failed when out of
 * memory. */
static bool affine_split(cajit_kir_program *p, const cajit_expr *e, int32_t n,
                         const cajit_expr **out_offset,
                         const cajit_expr **out_strides, bool *failed) {
  cajit_expr_ctx *x = p->exprs;
  const cajit_expr *d[n > 0 ? n : 1], *r[n > 0 ? n : 1];
  int32_t syms[n > 0 ? n : 1];
  if (cajit_kir_indices(p, CAJIT_KIR_INDEX_VIEW, n, d)) {
    *failed = true;
    return false;
  }
  const cajit_expr *zero = cajit_expr_int(x, 0), *one = cajit_expr_int(x, 1);
  for (int32_t k = 0; k < n; k++) {
    syms[k] = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_VIEW, k);
    r[k] = zero;
  }
  const cajit_expr *off = cajit_kir_expr_subst(x, e, n, syms, r);
  const cajit_expr *recon = off;
  for (int32_t k = 0; k < n; k++) {
    r[k] = one;
    const cajit_expr *ek = cajit_kir_expr_subst(x, e, n, syms, r);
    r[k] = zero;
    out_strides[k] = cajit_expr_sub(x, ek, off);
    recon = cajit_expr_add(x, recon, cajit_expr_mul(x, out_strides[k], d[k]));
  }
  if (!recon || !zero || !one) {
    *failed = true;
    return false;
  }
  *out_offset = off;
  return recon == e;
}

/* Root-relative element offset of a view with map (kind, map) over its _d
 * placeholders. */
static const cajit_expr *map_offset(cajit_kir_program *p,
                                    const cajit_kir_buffer *root,
                                    cajit_kir_map_kind kind,
                                    const cajit_expr *const *map) {
  if (kind == CAJIT_KIR_MAP_LINEAR) return map[0];
  return dot(p->exprs, cajit_expr_int(p->exprs, 0), root->ndim, root->strides,
             map);
}

/* ---- views ---------------------------------------------------------------
 */

cajit_status cajit_kir_view_map(cajit_kir_program *p, int32_t base,
                                int32_t ndim, const cajit_expr *const *shape,
                                cajit_kir_map_kind kind, int32_t map_len,
                                const cajit_expr *const *map,
                                int32_t *out_buffer) {
  const cajit_kir_buffer *bp = cajit_kir_buffer_get(p, base);
  if (!bp)
    return cajit_status_make(CAJIT_INTERNAL, "kernel IR: view of no buffer %d",
                             (int)base);
  cajit_kir_buffer bb = *bp; /* bp dies when the view is pushed */
  const cajit_kir_buffer root = p->buffers.data[bb.root];
  if (map_len != (kind == CAJIT_KIR_MAP_LINEAR ? 1 : bb.ndim))
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: view of buf%d: map of %d entries "
                             "for rank %d",
                             (int)base, (int)map_len, (int)bb.ndim);
  for (int32_t k = 0; k < map_len; k++)
    if (!map[k]) return cajit_kir_oom("adding a view");

  cajit_kir_buffer v = {0};
  v.kind = CAJIT_KIR_BUFFER_VIEW;
  v.dtype = bb.dtype;
  v.ndim = ndim;
  v.input_index = v.output_index = -1;
  v.root = bb.root;
  v.base = base;
  CAJIT_RETURN_IF_ERROR(check_shape(p, ndim, shape, &v.shape));
  if (kind == CAJIT_KIR_MAP_INDEX) {
    v.base_map = expr_array(p, map_len);
    if (!v.base_map) return cajit_kir_oom("adding a view");
    memcpy(v.base_map, map, (size_t)map_len * sizeof *map);
  }

  /* Compose with the base's map: substitute the base's placeholders by the
   * new map (both are over _d, so the substitution is simultaneous). */
  if (bb.kind != CAJIT_KIR_BUFFER_VIEW || kind == CAJIT_KIR_MAP_LINEAR) {
    v.map_kind = kind;
    v.map_len = map_len;
    v.map = expr_array(p, map_len);
    if (!v.map) return cajit_kir_oom("adding a view");
    memcpy(v.map, map, (size_t)map_len * sizeof *map);
  } else {
    int32_t n = bb.ndim, syms[n > 0 ? n : 1];
    CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_VIEW, n, NULL));
    for (int32_t k = 0; k < n; k++)
      syms[k] = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_VIEW, k);
    v.map_kind = bb.map_kind;
    v.map_len = bb.map_len;
    v.map = expr_array(p, bb.map_len);
    if (!v.map) return cajit_kir_oom("adding a view");
    for (int32_t k = 0; k < bb.map_len; k++) {
      v.map[k] = cajit_kir_expr_subst(p->exprs, bb.map[k], n, syms, map);
      if (!v.map[k]) return cajit_kir_oom("adding a view");
    }
  }

  const cajit_expr *e = map_offset(p, &root, v.map_kind, v.map);
  if (!e) return cajit_kir_oom("adding a view");
  const cajit_expr **st = expr_array(p, ndim);
  bool failed = false;
  if (!st) return cajit_kir_oom("adding a view");
  if (affine_split(p, e, ndim, &v.offset, st, &failed)) v.strides = st;
  if (failed) return cajit_kir_oom("adding a view");
  return push_buffer(p, &v, out_buffer);
}

/* Placeholders _d0.._d{n-1} of the view being built. */
static cajit_status placeholders(cajit_kir_program *p, int32_t n,
                                 const cajit_expr **d) {
  return cajit_kir_indices(p, CAJIT_KIR_INDEX_VIEW, n, d);
}

#define VLA_N(n) ((n) > 0 ? (n) : 1)

static cajit_status bad_dim(int32_t base, const char *what, int32_t dim,
                            int32_t ndim) {
  return cajit_status_make(CAJIT_INTERNAL,
                           "kernel IR: %s of buf%d: dim %d out of range for "
                           "rank %d",
                           what, (int)base, (int)dim, (int)ndim);
}

cajit_status cajit_kir_view_permute(cajit_kir_program *p, int32_t base,
                                    const int32_t *perm, int32_t *out_buffer) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, base);
  if (!b) return cajit_status_make(CAJIT_INTERNAL, "kernel IR: no buffer");
  int32_t n = b->ndim;
  const cajit_expr *d[VLA_N(n)], *shape[VLA_N(n)], *map[VLA_N(n)];
  bool seen[VLA_N(n)];
  memset(seen, 0, sizeof seen);
  CAJIT_RETURN_IF_ERROR(placeholders(p, n, d));
  b = cajit_kir_buffer_get(p, base);
  for (int32_t k = 0; k < n; k++) {
    if (perm[k] < 0 || perm[k] >= n || seen[perm[k]])
      return cajit_status_make(CAJIT_INTERNAL,
                               "kernel IR: permute of buf%d: not a "
                               "permutation",
                               (int)base);
    seen[perm[k]] = true;
    shape[k] = b->shape[perm[k]];
    map[perm[k]] = d[k];
  }
  return cajit_kir_view_map(p, base, n, shape, CAJIT_KIR_MAP_INDEX, n, map,
                            out_buffer);
}

cajit_status cajit_kir_view_expand(cajit_kir_program *p, int32_t base,
                                   int32_t ndim, const cajit_expr *const *shape,
                                   int32_t *out_buffer) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, base);
  if (!b) return cajit_status_make(CAJIT_INTERNAL, "kernel IR: no buffer");
  int32_t bn = b->ndim, lead = ndim - bn;
  if (lead < 0)
    return cajit_status_make(
        CAJIT_INTERNAL, "kernel IR: expand of buf%d to fewer dims", (int)base);
  const cajit_expr *d[VLA_N(ndim)], *map[VLA_N(bn)];
  CAJIT_RETURN_IF_ERROR(placeholders(p, ndim, d));
  const cajit_expr *zero = cajit_expr_int(p->exprs, 0);
  if (!zero) return cajit_kir_oom("adding a view");
  b = cajit_kir_buffer_get(p, base);
  for (int32_t j = 0; j < bn; j++) {
    const cajit_expr *from = b->shape[j], *to = shape[lead + j];
    if (!to) return cajit_kir_oom("adding a view");
    if (is_one(from) && !is_one(to)) {
      map[j] = zero; /* broadcast: every index reads element 0 */
      continue;
    }
    int64_t x, y;
    if (cajit_expr_as_int(from, &x) && cajit_expr_as_int(to, &y) && x != y)
      return cajit_status_make(CAJIT_INTERNAL,
                               "kernel IR: expand of buf%d: dim %d of size "
                               "%lld cannot become %lld",
                               (int)base, (int)j, (long long)x, (long long)y);
    map[j] = d[lead + j];
  }
  return cajit_kir_view_map(p, base, ndim, shape, CAJIT_KIR_MAP_INDEX, bn, map,
                            out_buffer);
}

cajit_status cajit_kir_view_select(cajit_kir_program *p, int32_t base,
                                   int32_t dim, const cajit_expr *index,
                                   int32_t *out_buffer) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, base);
  if (!b) return cajit_status_make(CAJIT_INTERNAL, "kernel IR: no buffer");
  int32_t n = b->ndim;
  if (dim < 0 || dim >= n) return bad_dim(base, "select", dim, n);
  if (!index) return cajit_kir_oom("adding a view");
  const cajit_expr *d[VLA_N(n)], *shape[VLA_N(n)], *map[VLA_N(n)];
  CAJIT_RETURN_IF_ERROR(placeholders(p, n, d));
  b = cajit_kir_buffer_get(p, base);
  for (int32_t j = 0, k = 0; j < n; j++) {
    if (j == dim) {
      map[j] = index;
      continue;
    }
    shape[k] = b->shape[j];
    map[j] = d[k++];
  }
  return cajit_kir_view_map(p, base, n - 1, shape, CAJIT_KIR_MAP_INDEX, n, map,
                            out_buffer);
}

cajit_status cajit_kir_view_slice(cajit_kir_program *p, int32_t base,
                                  int32_t dim, const cajit_expr *start,
                                  const cajit_expr *step,
                                  const cajit_expr *size, int32_t *out_buffer) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, base);
  if (!b) return cajit_status_make(CAJIT_INTERNAL, "kernel IR: no buffer");
  int32_t n = b->ndim;
  if (dim < 0 || dim >= n) return bad_dim(base, "slice", dim, n);
  if (!start || !step || !size) return cajit_kir_oom("adding a view");
  const cajit_expr *d[VLA_N(n)], *shape[VLA_N(n)], *map[VLA_N(n)];
  CAJIT_RETURN_IF_ERROR(placeholders(p, n, d));
  b = cajit_kir_buffer_get(p, base);
  for (int32_t j = 0; j < n; j++) {
    shape[j] = j == dim ? size : b->shape[j];
    map[j] = j == dim ? cajit_expr_add(p->exprs, start,
                                       cajit_expr_mul(p->exprs, step, d[j]))
                      : d[j];
  }
  return cajit_kir_view_map(p, base, n, shape, CAJIT_KIR_MAP_INDEX, n, map,
                            out_buffer);
}

cajit_status cajit_kir_view_unsqueeze(cajit_kir_program *p, int32_t base,
                                      int32_t dim, int32_t *out_buffer) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, base);
  if (!b) return cajit_status_make(CAJIT_INTERNAL, "kernel IR: no buffer");
  int32_t n = b->ndim;
  if (dim < 0 || dim > n) return bad_dim(base, "unsqueeze", dim, n + 1);
  const cajit_expr *d[n + 1], *shape[n + 1], *map[VLA_N(n)];
  CAJIT_RETURN_IF_ERROR(placeholders(p, n + 1, d));
  const cajit_expr *one = cajit_expr_int(p->exprs, 1);
  if (!one) return cajit_kir_oom("adding a view");
  b = cajit_kir_buffer_get(p, base);
  for (int32_t k = 0; k <= n; k++)
    shape[k] = k == dim ? one : b->shape[k < dim ? k : k - 1];
  for (int32_t j = 0; j < n; j++)
    map[j] = d[j < dim ? j : j + 1];
  return cajit_kir_view_map(p, base, n + 1, shape, CAJIT_KIR_MAP_INDEX, n, map,
                            out_buffer);
}

cajit_status cajit_kir_view_squeeze(cajit_kir_program *p, int32_t base,
                                    int32_t dim, int32_t *out_buffer) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, base);
  if (!b) return cajit_status_make(CAJIT_INTERNAL, "kernel IR: no buffer");
  int32_t n = b->ndim;
  if (dim < 0 || dim >= n) return bad_dim(base, "squeeze", dim, n);
  if (!is_one(b->shape[dim]))
    return cajit_status_make(CAJIT_INTERNAL,
                             "kernel IR: squeeze of buf%d: dim %d is not of "
                             "size 1",
                             (int)base, (int)dim);
  return cajit_kir_view_select(p, base, dim, cajit_expr_int(p->exprs, 0),
                               out_buffer);
}

cajit_status cajit_kir_view_as_strided(cajit_kir_program *p, int32_t base,
                                       int32_t ndim,
                                       const cajit_expr *const *shape,
                                       const cajit_expr *const *strides,
                                       const cajit_expr *offset,
                                       int32_t *out_buffer) {
  const cajit_expr *d[VLA_N(ndim)];
  CAJIT_RETURN_IF_ERROR(placeholders(p, ndim, d));
  const cajit_expr *off = dot(p->exprs, offset, ndim, strides, d);
  if (!off) return cajit_kir_oom("adding a view");
  return cajit_kir_view_map(p, base, ndim, shape, CAJIT_KIR_MAP_LINEAR, 1, &off,
                            out_buffer);
}

/* torch's computeStride (aten/src/ATen/TensorUtils.cpp) over expressions:
 * the strides of a view of (oshape, ostride) as nshape, when one exists.
 * Where torch compares sizes with <, a symbolic dim cannot be ordered, so
 * this only accepts chunks whose element counts are the same expression:
 * a false "no" falls back to the index-map form, which is still correct. */
static bool compute_strides(cajit_expr_ctx *x, int32_t on,
                            const cajit_expr *const *oshape,
                            const cajit_expr *const *ostride, int32_t nn,
                            const cajit_expr *const *nshape,
                            const cajit_expr **nstride) {
  const cajit_expr *one = cajit_expr_int(x, 1);
  if (on == 0) {
    for (int32_t k = 0; k < nn; k++) {
      if (!is_one(nshape[k])) return false;
      nstride[k] = one;
    }
    return one != NULL;
  }
  int32_t view_d = nn - 1;
  const cajit_expr *chunk = ostride[on - 1], *tnumel = one, *vnumel = one;
  for (int32_t td = on - 1; td >= 0; td--) {
    tnumel = cajit_expr_mul(x, tnumel, oshape[td]);
    if (!tnumel) return false;
    if (td == 0 || (!is_one(oshape[td - 1]) &&
                    ostride[td - 1] != cajit_expr_mul(x, tnumel, chunk))) {
      while (view_d >= 0 && (vnumel != tnumel || is_one(nshape[view_d]))) {
        nstride[view_d] = cajit_expr_mul(x, vnumel, chunk);
        vnumel = cajit_expr_mul(x, vnumel, nshape[view_d]);
        if (!vnumel || !nstride[view_d]) return false;
        view_d--;
      }
      if (vnumel != tnumel) return false;
      if (td > 0) {
        chunk = ostride[td - 1];
        tnumel = vnumel = one;
      }
    }
  }
  return view_d == -1;
}

cajit_status cajit_kir_view_reshape(cajit_kir_program *p, int32_t base,
                                    int32_t ndim,
                                    const cajit_expr *const *shape,
                                    int32_t *out_buffer) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(p, base);
  if (!b) return cajit_status_make(CAJIT_INTERNAL, "kernel IR: no buffer");
  int32_t bn = b->ndim;
  for (int32_t k = 0; k < ndim; k++)
    if (!shape[k]) return cajit_kir_oom("adding a view");
  const cajit_expr *d[VLA_N(ndim)], *st[VLA_N(ndim)];
  CAJIT_RETURN_IF_ERROR(placeholders(p, ndim, d));
  b = cajit_kir_buffer_get(p, base);
  cajit_expr_ctx *x = p->exprs;
  if (b->strides &&
      compute_strides(x, bn, b->shape, b->strides, ndim, shape, st)) {
    const cajit_expr *off = dot(x, b->offset, ndim, st, d);
    if (!off) return cajit_kir_oom("adding a view");
    return cajit_kir_view_map(p, base, ndim, shape, CAJIT_KIR_MAP_LINEAR, 1,
                              &off, out_buffer);
  }
  if (cajit_expr_ctx_failed(x)) return cajit_kir_oom("adding a view");
  /* Row-major position in the view, then the base index of that position. */
  const cajit_expr *lin = cajit_expr_int(x, 0), *mul = cajit_expr_int(x, 1);
  for (int32_t k = ndim - 1; k >= 0; k--) {
    lin = cajit_expr_add(x, lin, cajit_expr_mul(x, d[k], mul));
    mul = cajit_expr_mul(x, mul, shape[k]);
  }
  const cajit_expr *map[VLA_N(bn)];
  mul = cajit_expr_int(x, 1);
  for (int32_t j = bn - 1; j >= 0; j--) {
    const cajit_expr *q = cajit_expr_floordiv(x, lin, mul);
    map[j] = j > 0 ? cajit_expr_mod(x, q, b->shape[j]) : q;
    mul = cajit_expr_mul(x, mul, b->shape[j]);
  }
  if (cajit_expr_ctx_failed(x)) return cajit_kir_oom("adding a view");
  return cajit_kir_view_map(p, base, ndim, shape, CAJIT_KIR_MAP_INDEX, bn, map,
                            out_buffer);
}

/* ---- addressing ----------------------------------------------------------
 */

static cajit_status subst_placeholders(cajit_kir_program *p, int32_t n,
                                       const cajit_expr *const *index,
                                       const cajit_expr *e,
                                       const cajit_expr **out) {
  int32_t syms[VLA_N(n)];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_VIEW, n, NULL));
  for (int32_t k = 0; k < n; k++)
    syms[k] = cajit_kir_index_symbol(p, CAJIT_KIR_INDEX_VIEW, k);
  *out = cajit_kir_expr_subst(p->exprs, e, n, syms, index);
  return *out ? NULL : cajit_kir_oom("resolving a view");
}

/* Buffer `buffer` of p and its root buffer's id. */
static cajit_status buffer_and_root(const cajit_kir_program *p, int32_t buffer,
                                    const cajit_kir_buffer **out_buffer,
                                    int32_t *out_root) {
  *out_buffer = cajit_kir_buffer_get(p, buffer);
  if (!*out_buffer)
    return cajit_status_make(CAJIT_INTERNAL, "kernel IR: no buffer %d",
                             (int)buffer);
  *out_root = (*out_buffer)->root;
  return NULL;
}

cajit_status cajit_kir_buffer_address(cajit_kir_program *p, int32_t buffer,
                                      const cajit_expr *const *index,
                                      int32_t *out_root,
                                      const cajit_expr **out_offset) {
  const cajit_kir_buffer *b;
  CAJIT_RETURN_IF_ERROR(buffer_and_root(p, buffer, &b, out_root));
  if (b->strides) { /* roots, and affine views: the cheap form */
    *out_offset = dot(p->exprs, b->offset, b->ndim, b->strides, index);
    return *out_offset ? NULL : cajit_kir_oom("resolving a view");
  }
  const cajit_kir_buffer *r = &p->buffers.data[b->root];
  if (b->map_kind == CAJIT_KIR_MAP_LINEAR)
    return subst_placeholders(p, b->ndim, index, b->map[0], out_offset);
  const cajit_expr *ri[VLA_N(r->ndim)];
  for (int32_t k = 0; k < r->ndim; k++) {
    CAJIT_RETURN_IF_ERROR(
        subst_placeholders(p, b->ndim, index, b->map[k], &ri[k]));
    b = cajit_kir_buffer_get(p, buffer);
    r = &p->buffers.data[b->root];
  }
  *out_offset =
      dot(p->exprs, cajit_expr_int(p->exprs, 0), r->ndim, r->strides, ri);
  return *out_offset ? NULL : cajit_kir_oom("resolving a view");
}

cajit_status cajit_kir_buffer_root_index(cajit_kir_program *p, int32_t buffer,
                                         const cajit_expr *const *index,
                                         int32_t *out_root,
                                         const cajit_expr **out_index) {
  const cajit_kir_buffer *b;
  CAJIT_RETURN_IF_ERROR(buffer_and_root(p, buffer, &b, out_root));
  if (b->kind != CAJIT_KIR_BUFFER_VIEW) {
    memcpy(out_index, index, (size_t)b->ndim * sizeof *index);
    return NULL;
  }
  if (b->map_kind == CAJIT_KIR_MAP_LINEAR)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "kernel IR: buf%d is a linear view: it has no "
                             "root indices",
                             (int)buffer);
  int32_t n = b->ndim, len = b->map_len;
  for (int32_t k = 0; k < len; k++) {
    b = cajit_kir_buffer_get(p, buffer);
    CAJIT_RETURN_IF_ERROR(
        subst_placeholders(p, n, index, b->map[k], &out_index[k]));
  }
  return NULL;
}
