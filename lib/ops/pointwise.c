/* Op family "pointwise": elementwise ops (arithmetic, comparisons, unary
 * math, activations, where, copies and fills).
 *
 * Shape rules broadcast the tensor operands symbolically and compute the
 * result dtype with torch's type promotion (result_type: dimensioned
 * tensors, then 0-d tensors, then Python scalars, each lower tier only
 * counting when its category is higher). Ops that compute in floating
 * point (true division, exp, sigmoid ...) turn an integral or bool result
 * into the default dtype f32, as torch does. */
#include <string.h>

#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "pointwise"

typedef enum result_kind {
  PROMOTED, /* the promoted dtype */
  FLOATING, /* the promoted dtype, int/bool -> f32 */
  BOOLEAN,  /* comparisons: bool */
} result_kind;

/* Operands gathered so far: the broadcast shape and promotion state. */
typedef struct operands {
  int32_t ndim;
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  cajit_promotion promo;
} operands;

static void operands_init(operands *o) {
  o->ndim = 0;
  o->promo = (cajit_promotion)CAJIT_PROMOTION_INIT;
}

static cajit_status add_tensor_type(cajit_infer *inf, operands *o,
                                    const cajit_type *t, bool promote) {
  CAJIT_RETURN_IF_ERROR(
      cajit_broadcast(inf->g, &o->ndim, o->shape, t->ndim, t->shape));
  if (promote) cajit_promotion_tensor(&o->promo, t);
  return NULL;
}

static cajit_status add_tensor(cajit_infer *inf, operands *o, const char *param,
                               bool promote) {
  int32_t id;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, param, &id, &t));
  return add_tensor_type(inf, o, t, promote);
}

static cajit_status add_scalar(cajit_infer *inf, operands *o,
                               const char *param) {
  cajit_bound_scalar sc;
  CAJIT_RETURN_IF_ERROR(cajit_bound_scalar_get(inf->args, param, &sc));
  cajit_promotion_scalar(&o->promo, sc.type);
  return NULL;
}

static cajit_status finish(cajit_infer *inf, operands *o, result_kind kind) {
  cajit_dtype d = cajit_promotion_result(&o->promo);
  if (kind == BOOLEAN) d = CAJIT_DTYPE_BOOL;
  if (kind == FLOATING && !cajit_dtype_is_floating(d)) d = CAJIT_DTYPE_F32;
  return cajit_infer_set_tensor(inf, 0, d, o->ndim, o->shape, NULL);
}

/* ---- generic shapes ---- */

/* self op other, where other is a tensor or (scalar_other) a Scalar. */
static cajit_status binary(cajit_infer *inf, const char *other,
                           bool scalar_other, result_kind kind) {
  operands o;
  operands_init(&o);
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "self", true));
  if (scalar_other)
    CAJIT_RETURN_IF_ERROR(add_scalar(inf, &o, other));
  else
    CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, other, true));
  return finish(inf, &o, kind);
}

static cajit_status unary(cajit_infer *inf, result_kind kind) {
  operands o;
  operands_init(&o);
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "self", true));
  return finish(inf, &o, kind);
}

static cajit_status infer_binary(cajit_infer *inf) {
  return binary(inf, "other", false, PROMOTED);
}
static cajit_status infer_binary_scalar(cajit_infer *inf) {
  return binary(inf, "other", true, PROMOTED);
}
static cajit_status infer_compare(cajit_infer *inf) {
  return binary(inf, "other", false, BOOLEAN);
}
static cajit_status infer_compare_scalar(cajit_infer *inf) {
  return binary(inf, "other", true, BOOLEAN);
}
static cajit_status infer_unary(cajit_infer *inf) {
  return unary(inf, PROMOTED);
}
static cajit_status infer_unary_float(cajit_infer *inf) {
  return unary(inf, FLOATING);
}
static cajit_status infer_unary_bool(cajit_infer *inf) {
  return unary(inf, BOOLEAN);
}

/* self, tensor1 and tensor2 broadcast and promote together (addcmul,
 * addcdiv; their `value` Scalar is converted to that dtype). addcdiv of
 * integers is an error in torch ("Integer division with addcdiv is no
 * longer supported"). */
static cajit_status ternary(cajit_infer *inf, const char *a, const char *b,
                            const char *c, bool floating_only,
                            const char *what) {
  operands o;
  operands_init(&o);
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, a, true));
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, b, true));
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, c, true));
  cajit_dtype d = cajit_promotion_result(&o.promo);
  if (floating_only && !cajit_dtype_is_floating(d))
    return cajit_infer_fail("%s: integer operands (%s) are not supported", what,
                            cajit_dtype_name(d));
  return finish(inf, &o, PROMOTED);
}

static cajit_status infer_addcmul(cajit_infer *inf) {
  return ternary(inf, "self", "tensor1", "tensor2", false, "addcmul");
}
static cajit_status infer_addcdiv(cajit_infer *inf) {
  return ternary(inf, "self", "tensor1", "tensor2", true, "addcdiv");
}

/* lerp: torch requires end (and a tensor weight) of self's dtype, which
 * is floating. */
static cajit_status lerp_operands(cajit_infer *inf, bool tensor_weight) {
  const char *names[3] = {"self", "end", tensor_weight ? "weight" : NULL};
  operands o;
  operands_init(&o);
  cajit_dtype d = CAJIT_DTYPE_F32;
  for (int k = 0; k < 3 && names[k]; k++) {
    int32_t id;
    const cajit_type *t;
    CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, names[k], &id, &t));
    if (k == 0) d = t->dtype;
    if (t->dtype != d)
      return cajit_infer_fail("lerp: %s is %s, self is %s", names[k],
                              cajit_dtype_name(t->dtype), cajit_dtype_name(d));
    CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, names[k], true));
  }
  if (!cajit_dtype_is_floating(d))
    return cajit_infer_fail("lerp: %s operands are not supported",
                            cajit_dtype_name(d));
  return finish(inf, &o, PROMOTED);
}

static cajit_status infer_lerp_scalar(cajit_infer *inf) {
  return lerp_operands(inf, false);
}
static cajit_status infer_lerp_tensor(cajit_infer *inf) {
  return lerp_operands(inf, true);
}

/* ---- division ---- */

/* rounding_mode None: true division (floating); "trunc"/"floor": the
 * promoted dtype. */
static cajit_status rounding(cajit_infer *inf, result_kind *out) {
  bool none;
  CAJIT_RETURN_IF_ERROR(
      cajit_infer_str_choice(inf, "rounding_mode", "trunc", "floor", &none));
  *out = none ? FLOATING : PROMOTED;
  return NULL;
}

static cajit_status infer_div(cajit_infer *inf) {
  return binary(inf, "other", false, FLOATING);
}
static cajit_status infer_div_scalar(cajit_infer *inf) {
  return binary(inf, "other", true, FLOATING);
}
static cajit_status infer_div_mode(cajit_infer *inf) {
  result_kind k;
  CAJIT_RETURN_IF_ERROR(rounding(inf, &k));
  return binary(inf, "other", false, k);
}
static cajit_status infer_div_scalar_mode(cajit_infer *inf) {
  result_kind k;
  CAJIT_RETURN_IF_ERROR(rounding(inf, &k));
  return binary(inf, "other", true, k);
}

/* ---- pow ---- */

/* pow of bools computes in i64 (torch has no bool pow). */
static cajit_status finish_pow(cajit_infer *inf, operands *o) {
  if (cajit_promotion_result(&o->promo) == CAJIT_DTYPE_BOOL)
    return cajit_infer_set_tensor(inf, 0, CAJIT_DTYPE_I64, o->ndim, o->shape,
                                  NULL);
  return finish(inf, o, PROMOTED);
}

static cajit_status infer_pow_tensor_tensor(cajit_infer *inf) {
  operands o;
  operands_init(&o);
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "self", true));
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "exponent", true));
  return finish_pow(inf, &o);
}

static cajit_status infer_pow_tensor_scalar(cajit_infer *inf) {
  operands o;
  operands_init(&o);
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "self", true));
  CAJIT_RETURN_IF_ERROR(add_scalar(inf, &o, "exponent"));
  return finish_pow(inf, &o);
}

static cajit_status infer_pow_scalar(cajit_infer *inf) {
  operands o;
  operands_init(&o);
  CAJIT_RETURN_IF_ERROR(add_scalar(inf, &o, "self"));
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "exponent", true));
  return finish_pow(inf, &o);
}

/* ---- others ---- */

static cajit_status infer_gelu(cajit_infer *inf) {
  CAJIT_RETURN_IF_ERROR(
      cajit_infer_str_choice(inf, "approximate", "none", "tanh", NULL));
  return unary(inf, PROMOTED);
}

static cajit_status infer_where(cajit_infer *inf) {
  operands o;
  operands_init(&o);
  int32_t id;
  const cajit_type *c;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "condition", &id, &c));
  if (c->dtype != CAJIT_DTYPE_BOOL && c->dtype != CAJIT_DTYPE_U8)
    return cajit_infer_fail("where: condition must be bool, found %s",
                            cajit_dtype_name(c->dtype));
  CAJIT_RETURN_IF_ERROR(add_tensor_type(inf, &o, c, false));
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "self", true));
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "other", true));
  return finish(inf, &o, PROMOTED);
}

static cajit_status infer_clamp(cajit_infer *inf) {
  operands o;
  operands_init(&o);
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "self", true));
  if (!cajit_bound_is_none(inf->args, "min"))
    CAJIT_RETURN_IF_ERROR(add_scalar(inf, &o, "min"));
  if (!cajit_bound_is_none(inf->args, "max"))
    CAJIT_RETURN_IF_ERROR(add_scalar(inf, &o, "max"));
  return finish(inf, &o, PROMOTED);
}

static cajit_status infer_clamp_min(cajit_infer *inf) {
  return binary(inf, "min", true, PROMOTED);
}
static cajit_status infer_clamp_max(cajit_infer *inf) {
  return binary(inf, "max", true, PROMOTED);
}
static cajit_status infer_clamp_min_tensor(cajit_infer *inf) {
  return binary(inf, "min", false, PROMOTED);
}
static cajit_status infer_clamp_max_tensor(cajit_infer *inf) {
  return binary(inf, "max", false, PROMOTED);
}

/* clamp.Tensor: self and the bounds that are not None broadcast and
 * promote together. */
static cajit_status infer_clamp_tensor(cajit_infer *inf) {
  operands o;
  operands_init(&o);
  CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "self", true));
  const char *bounds[2] = {"min", "max"};
  for (int k = 0; k < 2; k++) {
    int32_t id;
    CAJIT_RETURN_IF_ERROR(cajit_bound_opt_tensor(inf->args, bounds[k], &id));
    if (id >= 0)
      CAJIT_RETURN_IF_ERROR(
          add_tensor_type(inf, &o, cajit_value_type(inf->g, id), true));
  }
  return finish(inf, &o, PROMOTED);
}

/* where with Scalar branches: a Scalar promotes as a Python number. */
static cajit_status where_scalars(cajit_infer *inf, bool self_scalar,
                                  bool other_scalar) {
  operands o;
  operands_init(&o);
  int32_t id;
  const cajit_type *c;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "condition", &id, &c));
  if (c->dtype != CAJIT_DTYPE_BOOL && c->dtype != CAJIT_DTYPE_U8)
    return cajit_infer_fail("where: condition must be bool, found %s",
                            cajit_dtype_name(c->dtype));
  CAJIT_RETURN_IF_ERROR(add_tensor_type(inf, &o, c, false));
  if (self_scalar)
    CAJIT_RETURN_IF_ERROR(add_scalar(inf, &o, "self"));
  else
    CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "self", true));
  if (other_scalar)
    CAJIT_RETURN_IF_ERROR(add_scalar(inf, &o, "other"));
  else
    CAJIT_RETURN_IF_ERROR(add_tensor(inf, &o, "other", true));
  return finish(inf, &o, PROMOTED);
}
static cajit_status infer_where_scalar_other(cajit_infer *inf) {
  return where_scalars(inf, false, true);
}
static cajit_status infer_where_scalar_self(cajit_infer *inf) {
  return where_scalars(inf, true, false);
}
static cajit_status infer_where_scalar(cajit_infer *inf) {
  return where_scalars(inf, true, true);
}

static cajit_status infer_like_self(cajit_infer *inf) {
  int32_t id;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  return cajit_infer_set_like(inf, 0, t);
}

/* Checks that tensor `param` broadcasts to the shape of t (for ops whose
 * result has self's shape). */
static cajit_status broadcasts_to(cajit_infer *inf, const char *param,
                                  const cajit_type *t) {
  int32_t id;
  const cajit_type *s;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, param, &id, &s));
  int32_t n = t->ndim;
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  if (n > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d", n,
                             CAJIT_MAX_NDIM);
  for (int32_t d = 0; d < n; d++)
    shape[d] = t->shape[d];
  cajit_status err = cajit_broadcast(inf->g, &n, shape, s->ndim, s->shape);
  if (err && cajit_status_code_of(err) != CAJIT_VERIFY_ERROR) return err;
  bool same = !err && cajit_shapes_equal(inf->g, n, shape, t->ndim, t->shape);
  cajit_status_free(err);
  if (!same) {
    char a[128], b[128];
    return cajit_infer_fail(
        "argument `%s` of shape %s does not broadcast to %s", param,
        cajit_shape_str(inf->g, s->ndim, s->shape, a, sizeof a),
        cajit_shape_str(inf->g, t->ndim, t->shape, b, sizeof b));
  }
  return NULL;
}

static cajit_status infer_copy(cajit_infer *inf) {
  int32_t id;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  CAJIT_RETURN_IF_ERROR(broadcasts_to(inf, "src", t));
  return cajit_infer_set_like(inf, 0, t);
}

static cajit_status infer_masked_fill(cajit_infer *inf) {
  int32_t id;
  const cajit_type *t, *m;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "mask", &id, &m));
  if (m->dtype != CAJIT_DTYPE_BOOL)
    return cajit_infer_fail("masked_fill: mask must be bool, found %s",
                            cajit_dtype_name(m->dtype));
  /* Out of place, self and mask broadcast with each other (f32[5] with
   * bool[5, 5] gives [5, 5]; torch expands both, then clones). */
  int32_t n = t->ndim;
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  for (int32_t d = 0; d < n; d++)
    shape[d] = t->shape[d];
  CAJIT_RETURN_IF_ERROR(cajit_broadcast(inf->g, &n, shape, m->ndim, m->shape));
  if (cajit_shapes_equal(inf->g, n, shape, t->ndim, t->shape))
    return cajit_infer_set_like(inf, 0, t);
  return cajit_infer_set_tensor(inf, 0, t->dtype, n, shape, NULL);
}

static cajit_status infer_masked_fill_tensor(cajit_infer *inf) {
  int32_t id;
  const cajit_type *v;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "value", &id, &v));
  if (v->ndim != 0)
    return cajit_infer_fail(
        "masked_fill: value must be a 0-d tensor, found rank %d", v->ndim);
  return infer_masked_fill(inf);
}

static cajit_status infer_fill_tensor(cajit_infer *inf) {
  int32_t id;
  const cajit_type *v;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "value", &id, &v));
  if (v->ndim != 0)
    return cajit_infer_fail("fill: value must be a 0-d tensor, found rank %d",
                            v->ndim);
  return infer_like_self(inf);
}

static cajit_status infer_to_copy(cajit_infer *inf) {
  int32_t id;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  cajit_dtype d;
  bool present;
  CAJIT_RETURN_IF_ERROR(cajit_bound_dtype(inf->args, "dtype", &d, &present));
  return cajit_infer_set_tensor(inf, 0, present ? d : t->dtype, t->ndim,
                                t->shape, NULL);
}

const cajit_op_def cajit_ops_pointwise[] = {
    {"aten._to_copy.default",
     "aten::_to_copy(Tensor self, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None, bool "
     "non_blocking=False, MemoryFormat? memory_format=None) -> Tensor",
     FAMILY, 0, infer_to_copy, cajit_lower_to_copy},
    {"aten.abs.default", "aten::abs(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary, cajit_lower_abs},
    {"aten.add.Scalar",
     "aten::add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor",
     FAMILY, 0, infer_binary_scalar, cajit_lower_add_scalar},
    {"aten.add.Tensor",
     "aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
     FAMILY, 0, infer_binary, cajit_lower_add_tensor},
    {"aten.addcdiv.default",
     "aten::addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar "
     "value=1) -> Tensor",
     FAMILY, 0, infer_addcdiv, cajit_lower_addcdiv},
    {"aten.addcmul.default",
     "aten::addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar "
     "value=1) -> Tensor",
     FAMILY, 0, infer_addcmul, cajit_lower_addcmul},
    {"aten.bitwise_and.Tensor",
     "aten::bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor", FAMILY, 0,
     infer_binary, cajit_lower_bitwise_and, cajit_lower_bitwise_declines,
     "floating operands"},
    {"aten.bitwise_or.Tensor",
     "aten::bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor", FAMILY, 0,
     infer_binary, cajit_lower_bitwise_or, cajit_lower_bitwise_declines,
     "floating operands"},
    {"aten.clamp.Tensor",
     "aten::clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> "
     "Tensor",
     FAMILY, 0, infer_clamp_tensor, cajit_lower_clamp},
    {"aten.clamp.default",
     "aten::clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor",
     FAMILY, 0, infer_clamp, cajit_lower_clamp},
    {"aten.clamp_max.Tensor",
     "aten::clamp_max.Tensor(Tensor self, Tensor max) -> Tensor", FAMILY, 0,
     infer_clamp_max_tensor, cajit_lower_clamp_max},
    {"aten.clamp_max.default",
     "aten::clamp_max(Tensor self, Scalar max) -> Tensor", FAMILY, 0,
     infer_clamp_max, cajit_lower_clamp_max},
    {"aten.clamp_min.Tensor",
     "aten::clamp_min.Tensor(Tensor self, Tensor min) -> Tensor", FAMILY, 0,
     infer_clamp_min_tensor, cajit_lower_clamp_min},
    {"aten.clamp_min.default",
     "aten::clamp_min(Tensor self, Scalar min) -> Tensor", FAMILY, 0,
     infer_clamp_min, cajit_lower_clamp_min},
    {"aten.clone.default",
     "aten::clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor",
     FAMILY, 0, infer_like_self, cajit_lower_clone},
    {"aten.copy.default",
     "aten::copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor",
     FAMILY, 0, infer_copy, cajit_lower_copy_op},
    {"aten.cos.default", "aten::cos(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_cos},
    {"aten.div.Scalar", "aten::div.Scalar(Tensor self, Scalar other) -> Tensor",
     FAMILY, 0, infer_div_scalar, cajit_lower_div_scalar},
    {"aten.div.Scalar_mode",
     "aten::div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) "
     "-> Tensor",
     FAMILY, 0, infer_div_scalar_mode, NULL},
    {"aten.div.Tensor", "aten::div.Tensor(Tensor self, Tensor other) -> Tensor",
     FAMILY, 0, infer_div, cajit_lower_div_tensor},
    {"aten.div.Tensor_mode",
     "aten::div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) "
     "-> Tensor",
     FAMILY, 0, infer_div_mode, NULL},
    {"aten.eq.Scalar", "aten::eq.Scalar(Tensor self, Scalar other) -> Tensor",
     FAMILY, 0, infer_compare_scalar, cajit_lower_eq_scalar},
    {"aten.eq.Tensor", "aten::eq.Tensor(Tensor self, Tensor other) -> Tensor",
     FAMILY, 0, infer_compare, cajit_lower_eq_tensor},
    {"aten.erf.default", "aten::erf(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_erf},
    {"aten.erfinv.default", "aten::erfinv(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_erfinv},
    {"aten.exp.default", "aten::exp(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_exp},
    {"aten.expm1.default", "aten::expm1(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_expm1},
    {"aten.fill.Scalar",
     "aten::fill.Scalar(Tensor self, Scalar value) -> Tensor", FAMILY, 0,
     infer_like_self, cajit_lower_full},
    {"aten.fill.Tensor",
     "aten::fill.Tensor(Tensor self, Tensor value) -> Tensor", FAMILY, 0,
     infer_fill_tensor, NULL},
    {"aten.ge.Scalar", "aten::ge.Scalar(Tensor self, Scalar other) -> Tensor",
     FAMILY, 0, infer_compare_scalar, cajit_lower_ge_scalar},
    {"aten.ge.Tensor", "aten::ge.Tensor(Tensor self, Tensor other) -> Tensor",
     FAMILY, 0, infer_compare, cajit_lower_ge_tensor},
    {"aten.gelu.default",
     "aten::gelu(Tensor self, *, str approximate=\"none\") -> Tensor", FAMILY,
     0, infer_gelu, cajit_lower_gelu},
    {"aten.gt.Scalar", "aten::gt.Scalar(Tensor self, Scalar other) -> Tensor",
     FAMILY, 0, infer_compare_scalar, cajit_lower_gt_scalar},
    {"aten.gt.Tensor", "aten::gt.Tensor(Tensor self, Tensor other) -> Tensor",
     FAMILY, 0, infer_compare, cajit_lower_gt_tensor},
    {"aten.le.Scalar", "aten::le.Scalar(Tensor self, Scalar other) -> Tensor",
     FAMILY, 0, infer_compare_scalar, cajit_lower_le_scalar},
    {"aten.le.Tensor", "aten::le.Tensor(Tensor self, Tensor other) -> Tensor",
     FAMILY, 0, infer_compare, cajit_lower_le_tensor},
    /* A tensor constant's fresh copy (torch.tensor(...) inside a
     * torch.compile'd forward): a clone. */
    {"aten.lerp.Scalar",
     "aten::lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor",
     FAMILY, 0, infer_lerp_scalar, cajit_lower_lerp},
    {"aten.lerp.Tensor",
     "aten::lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor",
     FAMILY, 0, infer_lerp_tensor, cajit_lower_lerp},
    {"aten.lift_fresh_copy.default",
     "aten::lift_fresh_copy(Tensor self) -> Tensor", FAMILY, 0, infer_like_self,
     cajit_lower_clone},
    {"aten.log.default", "aten::log(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_log},
    {"aten.log1p.default", "aten::log1p(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_log1p},
    {"aten.logical_and.default",
     "aten::logical_and(Tensor self, Tensor other) -> Tensor", FAMILY, 0,
     infer_compare, cajit_lower_logical_and},
    {"aten.logical_not.default", "aten::logical_not(Tensor self) -> Tensor",
     FAMILY, 0, infer_unary_bool, cajit_lower_logical_not},
    {"aten.logical_or.default",
     "aten::logical_or(Tensor self, Tensor other) -> Tensor", FAMILY, 0,
     infer_compare, cajit_lower_logical_or},
    {"aten.logical_xor.default",
     "aten::logical_xor(Tensor self, Tensor other) -> Tensor", FAMILY, 0,
     infer_compare, cajit_lower_logical_xor},
    {"aten.lt.Scalar", "aten::lt.Scalar(Tensor self, Scalar other) -> Tensor",
     FAMILY, 0, infer_compare_scalar, cajit_lower_lt_scalar},
    {"aten.lt.Tensor", "aten::lt.Tensor(Tensor self, Tensor other) -> Tensor",
     FAMILY, 0, infer_compare, cajit_lower_lt_tensor},
    {"aten.masked_fill.Scalar",
     "aten::masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> "
     "Tensor",
     FAMILY, 0, infer_masked_fill, cajit_lower_masked_fill},
    {"aten.masked_fill.Tensor",
     "aten::masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> "
     "Tensor",
     FAMILY, 0, infer_masked_fill_tensor, cajit_lower_masked_fill},
    {"aten.maximum.default",
     "aten::maximum(Tensor self, Tensor other) -> Tensor", FAMILY, 0,
     infer_binary, cajit_lower_maximum},
    {"aten.minimum.default",
     "aten::minimum(Tensor self, Tensor other) -> Tensor", FAMILY, 0,
     infer_binary, cajit_lower_minimum},
    {"aten.mul.Scalar", "aten::mul.Scalar(Tensor self, Scalar other) -> Tensor",
     FAMILY, 0, infer_binary_scalar, cajit_lower_mul_scalar},
    {"aten.mul.Tensor", "aten::mul.Tensor(Tensor self, Tensor other) -> Tensor",
     FAMILY, 0, infer_binary, cajit_lower_mul_tensor},
    {"aten.ne.Scalar", "aten::ne.Scalar(Tensor self, Scalar other) -> Tensor",
     FAMILY, 0, infer_compare_scalar, cajit_lower_ne_scalar},
    {"aten.ne.Tensor", "aten::ne.Tensor(Tensor self, Tensor other) -> Tensor",
     FAMILY, 0, infer_compare, cajit_lower_ne_tensor},
    {"aten.neg.default", "aten::neg(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary, cajit_lower_neg},
    {"aten.pow.Scalar",
     "aten::pow.Scalar(Scalar self, Tensor exponent) -> Tensor", FAMILY, 0,
     infer_pow_scalar, cajit_lower_pow_scalar},
    {"aten.pow.Tensor_Scalar",
     "aten::pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor", FAMILY,
     0, infer_pow_tensor_scalar, cajit_lower_pow_tensor_scalar},
    {"aten.pow.Tensor_Tensor",
     "aten::pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor", FAMILY,
     0, infer_pow_tensor_tensor, cajit_lower_pow_tensor_tensor},
    {"aten.reciprocal.default", "aten::reciprocal(Tensor self) -> Tensor",
     FAMILY, 0, infer_unary_float, cajit_lower_reciprocal},
    {"aten.relu.default", "aten::relu(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary, cajit_lower_relu},
    {"aten.rsqrt.default", "aten::rsqrt(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_rsqrt},
    {"aten.rsub.Scalar",
     "aten::rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor",
     FAMILY, 0, infer_binary_scalar, cajit_lower_rsub},
    {"aten.rsub.Tensor",
     "aten::rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> "
     "Tensor",
     FAMILY, 0, infer_binary, cajit_lower_rsub},
    {"aten.sgn.default", "aten::sgn(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary, cajit_lower_sign},
    {"aten.sigmoid.default", "aten::sigmoid(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_sigmoid},
    {"aten.sign.default", "aten::sign(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary, cajit_lower_sign},
    {"aten.silu.default", "aten::silu(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary, cajit_lower_silu},
    {"aten.sin.default", "aten::sin(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_sin},
    {"aten.sqrt.default", "aten::sqrt(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_sqrt},
    {"aten.sub.Scalar",
     "aten::sub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor",
     FAMILY, 0, infer_binary_scalar, cajit_lower_sub_scalar},
    {"aten.sub.Tensor",
     "aten::sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
     FAMILY, 0, infer_binary, cajit_lower_sub_tensor},
    {"aten.tanh.default", "aten::tanh(Tensor self) -> Tensor", FAMILY, 0,
     infer_unary_float, cajit_lower_tanh},
    {"aten.where.Scalar",
     "aten::where.Scalar(Tensor condition, Scalar self, Scalar other) -> "
     "Tensor",
     FAMILY, 0, infer_where_scalar, cajit_lower_where},
    {"aten.where.ScalarOther",
     "aten::where.ScalarOther(Tensor condition, Tensor self, Scalar other) -> "
     "Tensor",
     FAMILY, 0, infer_where_scalar_other, cajit_lower_where},
    {"aten.where.ScalarSelf",
     "aten::where.ScalarSelf(Tensor condition, Scalar self, Tensor other) -> "
     "Tensor",
     FAMILY, 0, infer_where_scalar_self, cajit_lower_where},
    {"aten.where.self",
     "aten::where.self(Tensor condition, Tensor self, Tensor other) -> Tensor",
     FAMILY, 0, infer_where, cajit_lower_where},
};
CAJIT_FAMILY_COUNT(pointwise);
