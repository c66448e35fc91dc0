/* Op family "gemm": mm, addmm, bmm, baddbmm (CBLAS calls when lowered).
 *
 * Operands must be matrices (batches of matrices for bmm) of one dtype
 * whose inner dims agree; addmm/baddbmm's `self` must broadcast to the
 * product's shape. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "gemm"

static cajit_status matrix_arg(cajit_infer *inf, const char *param,
                               int32_t rank, const cajit_type **out) {
  int32_t id;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, param, &id, out));
  if ((*out)->ndim != rank)
    return cajit_infer_fail("argument `%s` must have rank %d, found rank %d",
                            param, rank, (*out)->ndim);
  return NULL;
}

/* [.., n, k] x [.., k, m] -> [.., n, m] with matching batch dims. */
static cajit_status product(cajit_infer *inf, const char *a_param,
                            const char *b_param, int32_t rank,
                            const cajit_expr **shape, cajit_dtype *dtype) {
  const cajit_type *a, *b;
  CAJIT_RETURN_IF_ERROR(matrix_arg(inf, a_param, rank, &a));
  CAJIT_RETURN_IF_ERROR(matrix_arg(inf, b_param, rank, &b));
  if (a->dtype != b->dtype)
    return cajit_infer_fail("dtypes differ: %s vs %s",
                            cajit_dtype_name(a->dtype),
                            cajit_dtype_name(b->dtype));
  if (rank == 3)
    CAJIT_RETURN_IF_ERROR(
        cajit_infer_dims_agree(inf, "batch dims", a->shape[0], b->shape[0]));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dims_agree(
      inf, "inner dims", a->shape[rank - 1], b->shape[rank - 2]));
  if (rank == 3) shape[0] = a->shape[0];
  shape[rank - 2] = a->shape[rank - 2];
  shape[rank - 1] = b->shape[rank - 1];
  *dtype = a->dtype;
  return NULL;
}

/* beta * self + alpha * (a @ b): self broadcasts to the product. */
static cajit_status add_product(cajit_infer *inf, const char *a_param,
                                const char *b_param, int32_t rank) {
  const cajit_expr *shape[3];
  cajit_dtype dt = CAJIT_DTYPE_F32;
  CAJIT_RETURN_IF_ERROR(product(inf, a_param, b_param, rank, shape, &dt));
  int32_t id;
  const cajit_type *s;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &s));
  if (s->dtype != dt)
    return cajit_infer_fail("dtypes differ: self is %s, the product is %s",
                            cajit_dtype_name(s->dtype), cajit_dtype_name(dt));
  int32_t n = rank;
  const cajit_expr *b[3] = {shape[0], shape[1], shape[2]};
  CAJIT_RETURN_IF_ERROR(cajit_broadcast(inf->g, &n, b, s->ndim, s->shape));
  for (int32_t d = 0; d < rank; d++)
    if (n != rank || !cajit_dims_equal(inf->g, b[d], shape[d])) {
      char x[128], y[128];
      return cajit_infer_fail(
          "self of shape %s does not broadcast to the product's %s",
          cajit_shape_str(inf->g, s->ndim, s->shape, x, sizeof x),
          cajit_shape_str(inf->g, rank, shape, y, sizeof y));
    }
  return cajit_infer_set_tensor(inf, 0, dt, rank, shape, NULL);
}

static cajit_status infer_mm(cajit_infer *inf) {
  const cajit_expr *shape[2];
  cajit_dtype dt = CAJIT_DTYPE_F32;
  CAJIT_RETURN_IF_ERROR(product(inf, "self", "mat2", 2, shape, &dt));
  return cajit_infer_set_tensor(inf, 0, dt, 2, shape, NULL);
}

static cajit_status infer_bmm(cajit_infer *inf) {
  const cajit_expr *shape[3];
  cajit_dtype dt = CAJIT_DTYPE_F32;
  CAJIT_RETURN_IF_ERROR(product(inf, "self", "mat2", 3, shape, &dt));
  return cajit_infer_set_tensor(inf, 0, dt, 3, shape, NULL);
}

static cajit_status infer_addmm(cajit_infer *inf) {
  return add_product(inf, "mat1", "mat2", 2);
}

static cajit_status infer_baddbmm(cajit_infer *inf) {
  return add_product(inf, "batch1", "batch2", 3);
}

const cajit_op_def cajit_ops_gemm[] = {
    {"aten.addmm.default",
     "aten::addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, "
     "Scalar alpha=1) -> Tensor",
     FAMILY, 0, infer_addmm, cajit_lower_addmm},
    {"aten.baddbmm.default",
     "aten::baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar "
     "beta=1, Scalar alpha=1) -> Tensor",
     FAMILY, 0, infer_baddbmm, cajit_lower_addmm},
    {"aten.bmm.default", "aten::bmm(Tensor self, Tensor mat2) -> Tensor",
     FAMILY, 0, infer_bmm, cajit_lower_mm},
    {"aten.mm.default", "aten::mm(Tensor self, Tensor mat2) -> Tensor", FAMILY,
     0, infer_mm, cajit_lower_mm},
};
CAJIT_FAMILY_COUNT(gemm);
