/* Rewriting expressions: sub-expressions replaced, the rest rebuilt through
 * the canonicalizing builders (see cajit_expr_rewrite in expr.h). */
#include "cajit/expr.h"

typedef const cajit_expr *(*binop_fn)(cajit_expr_ctx *, const cajit_expr *,
                                      const cajit_expr *);

static binop_fn fold_of(cajit_expr_kind kind) {
  switch (kind) {
  case CAJIT_EXPR_ADD: return cajit_expr_add;
  case CAJIT_EXPR_MUL: return cajit_expr_mul;
  case CAJIT_EXPR_MIN: return cajit_expr_min;
  case CAJIT_EXPR_MAX: return cajit_expr_max;
  case CAJIT_EXPR_AND: return cajit_expr_and;
  case CAJIT_EXPR_OR: return cajit_expr_or;
  case CAJIT_EXPR_FLOORDIV: return cajit_expr_floordiv;
  case CAJIT_EXPR_MOD: return cajit_expr_mod;
  case CAJIT_EXPR_TRUEDIV: return cajit_expr_truediv;
  default: return NULL;
  }
}

const cajit_expr *cajit_expr_rewrite(cajit_expr_ctx *ctx, const cajit_expr *e,
                                     cajit_expr_rewrite_fn fn, void *user) {
  if (!e) return NULL;
  const cajit_expr *r = fn(e, user);
  if (r) return r;
  int32_t count = cajit_expr_operand_count(e);
  if (count == 0) return e;
  cajit_expr_kind kind = cajit_expr_kind_of(e);
  const cajit_expr *a =
      cajit_expr_rewrite(ctx, cajit_expr_operand(e, 0), fn, user);
  switch (kind) {
  case CAJIT_EXPR_TO_FLOAT: return cajit_expr_to_float(ctx, a);
  case CAJIT_EXPR_NOT: return cajit_expr_not(ctx, a);
  case CAJIT_EXPR_EQ:
  case CAJIT_EXPR_NE:
  case CAJIT_EXPR_LT:
  case CAJIT_EXPR_LE:
    return cajit_expr_cmp(
        ctx, kind, a,
        cajit_expr_rewrite(ctx, cajit_expr_operand(e, 1), fn, user));
  default: break;
  }
  binop_fn fold = fold_of(kind);
  if (!fold) return NULL; /* every compound kind is listed above */
  for (int32_t i = 1; i < count && a; i++)
    a = fold(ctx, a,
             cajit_expr_rewrite(ctx, cajit_expr_operand(e, i), fn, user));
  return a;
}
