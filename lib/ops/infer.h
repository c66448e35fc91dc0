/* Helpers for shape rules (internal to lib/ops and the verifier): reading
 * tensor arguments, writing result types, dimension arithmetic,
 * broadcasting and type promotion, all over symbolic expressions.
 *
 * Equality of dims is "known equal": the same canonical expression, or an
 * equality the graph assumes (`assume s1 == s0`), or a comparison that
 * folds to true. Nothing here allocates outside the graph's expression
 * context and the infer scratch arena. */
#ifndef CAJIT_OPS_INFER_H
#define CAJIT_OPS_INFER_H

#include "ops/registry.h"

/* A CAJIT_VERIFY_ERROR status with a printf-style reason. */
cajit_status cajit_infer_fail(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
cajit_status cajit_infer_oom(void);

/* True when a and b are known to be equal in g. */
bool cajit_dims_equal(const cajit_graph *g, const cajit_expr *a,
                      const cajit_expr *b);
/* NULL when a and b are known equal, else the failure "<what> differ:
 * <a> vs <b>" (what: "batch dims"). */
cajit_status cajit_infer_dims_agree(const cajit_infer *inf, const char *what,
                                    const cajit_expr *a, const cajit_expr *b);
/* cajit_dims_equal, or else a <= b <= a from g's assumptions (ops/prove.h):
 * `assume s1 == 2 * s2` makes s1 - s2 equal to s2. Slower (one pass over
 * the assumptions per question): for checks whose failure is an error,
 * not for choosing between two paths. */
bool cajit_dims_proved_equal(const cajit_graph *g, const cajit_expr *a,
                             const cajit_expr *b);
/* True when e is the int constant v. */
bool cajit_expr_is(const cajit_expr *e, int64_t v);

/* Prints e for a message into buf (truncated) and returns buf. */
const char *cajit_expr_str(const cajit_graph *g, const cajit_expr *e, char *buf,
                           size_t cap);

/* Prints "[s0, 64]" into buf (truncated) and returns buf. */
const char *cajit_shape_str(const cajit_graph *g, int32_t ndim,
                            const cajit_expr *const *shape, char *buf,
                            size_t cap);

/* True when shapes a (rank na) and b (rank nb) have one rank and their
 * dims are known equal (cajit_dims_equal). */
bool cajit_shapes_equal(const cajit_graph *g, int32_t na,
                        const cajit_expr *const *a, int32_t nb,
                        const cajit_expr *const *b);
/* NULL when shapes a and b are equal (cajit_shapes_equal), else a failure
 * formatted from fmt, a message with two %s: a's shape, then b's
 * ("grad_output has shape %s, expected %s"). */
cajit_status cajit_infer_shapes_agree(const cajit_infer *inf, const char *fmt,
                                      int32_t na, const cajit_expr *const *a,
                                      int32_t nb, const cajit_expr *const *b);

/* a / b when b divides a exactly as a product (common factors cancel,
 * constants divide), else NULL. */
const cajit_expr *cajit_exact_div(cajit_expr_ctx *x, const cajit_expr *a,
                                  const cajit_expr *b);

/* The type of a value id of g (ids are checked by the binder). */
static inline const cajit_type *cajit_value_type(const cajit_graph *g,
                                                 int32_t id) {
  return &g->values[id].type;
}

/* Reads a tensor parameter: its value id and type. */
cajit_status cajit_infer_tensor_arg(cajit_infer *inf, const char *param,
                                    int32_t *out_id, const cajit_type **out);

/* Writes result i (the count grows to i + 1). Shape/strides are copied
 * into the scratch arena; strides may be NULL (unspecified). */
cajit_status cajit_infer_set_tensor(cajit_infer *inf, int32_t i,
                                    cajit_dtype dtype, int32_t ndim,
                                    const cajit_expr *const *shape,
                                    const cajit_expr *const *strides);
/* Same type as t (shape and dtype; strides dropped). */
cajit_status cajit_infer_set_like(cajit_infer *inf, int32_t i,
                                  const cajit_type *t);
cajit_status cajit_infer_set_scalar(cajit_infer *inf, int32_t i,
                                    cajit_type_kind kind,
                                    const cajit_expr *sym);
cajit_status cajit_infer_set_none(cajit_infer *inf, int32_t i);

/* Normalizes a dim argument (a constant, possibly negative) for a tensor of
 * rank ndim (a 0-d tensor accepts -1 and 0, as torch's wrap_dim). */
cajit_status cajit_infer_dim(const cajit_graph *g, const char *param,
                             const cajit_expr *dim, int32_t ndim, int32_t *out);
/* Reads an int parameter as a normalized dim. */
cajit_status cajit_infer_dim_arg(cajit_infer *inf, const char *param,
                                 int32_t ndim, int32_t *out);

/* Contiguous (row-major) strides of shape. Returns false on OOM. */
bool cajit_contiguous_strides(cajit_expr_ctx *x, int32_t ndim,
                              const cajit_expr *const *shape,
                              const cajit_expr **out);
/* The strides of t: its own, or contiguous ones when unspecified (entries
 * `?` stay NULL). Returns false on OOM. */
bool cajit_strides_of(cajit_expr_ctx *x, const cajit_type *t,
                      const cajit_expr **out);
/* Product of the dims (NULL on OOM). */
const cajit_expr *cajit_numel(cajit_expr_ctx *x, int32_t ndim,
                              const cajit_expr *const *shape);

/* Broadcasts shape b into the running result (*ndim, shape), aligned at the
 * right. Dims broadcast when known equal or one is the constant 1.
 * Errors: "cannot broadcast dim X with Y" naming both. */
cajit_status cajit_broadcast(const cajit_graph *g, int32_t *ndim,
                             const cajit_expr **shape, int32_t b_ndim,
                             const cajit_expr *const *b_shape);

/* ---- type promotion (torch's result_type) ---- */

/* torch.promote_types for two dtypes. */
cajit_dtype cajit_promote_types(cajit_dtype a, cajit_dtype b);

/* Running state of torch's result_type over operands: dimensioned tensors,
 * 0-d tensors and wrapped numbers (Python scalars) are kept apart, and a
 * lower tier only matters when its category (bool < int < float) is higher. */
typedef struct cajit_promotion {
  int dim_result, zero_result, wrapped_result; /* dtype or -1 */
} cajit_promotion;
#define CAJIT_PROMOTION_INIT {-1, -1, -1}
void cajit_promotion_tensor(cajit_promotion *p, const cajit_type *t);
/* A Python number: int -> i64, float -> the default dtype f32, bool. */
void cajit_promotion_scalar(cajit_promotion *p, cajit_expr_type type);
cajit_dtype cajit_promotion_result(const cajit_promotion *p);

/* String parameter `param` is a or b; with out_none, it may also be none
 * (*out_none says whether it is). */
cajit_status cajit_infer_str_choice(cajit_infer *inf, const char *param,
                                    const char *a, const char *b,
                                    bool *out_none);

/* An elementwise op's tensor parameters params[0..count): their types
 * (out_types, may be NULL), their shapes broadcast (*out_ndim, out_shape)
 * and their dtypes promoted (*out_dtype). */
cajit_status cajit_infer_elementwise(cajit_infer *inf,
                                     const char *const *params, int32_t count,
                                     const cajit_type **out_types,
                                     int32_t *out_ndim,
                                     const cajit_expr **out_shape,
                                     cajit_dtype *out_dtype);

#endif
