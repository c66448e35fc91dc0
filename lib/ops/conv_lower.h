/* What the "conv" family's lowering shares between its files: the
 * convolution being lowered and the helpers both strategies use.
 * conv_lower.c lowers convolution_backward as GEMMs over column buffers;
 * conv_depthwise_lower.c lowers the depthwise stride-1 ones directly.
 * Internal to lib/ops. */
#ifndef CAJIT_OPS_CONV_LOWER_H
#define CAJIT_OPS_CONV_LOWER_H

#include "ops/lowerings.h"

/* Spatial dims handled (torch has conv1d..conv3d). */
#define MAXK 3

typedef struct conv {
  cajit_lower_ctx *lc;
  cajit_kir_program *p;
  cajit_expr_ctx *x;
  int32_t dy, in, w; /* buffers */
  int32_t k;         /* spatial dims */
  int64_t s[MAXK], pad[MAXK], dil[MAXK];
  const cajit_expr *n, *c, *o, *g, *cg, *og;
  const cajit_expr *is[MAXK], *ks[MAXK], *ps[MAXK];
  const cajit_expr *kk, *l; /* prod ks, prod ps */
  cajit_dtype acc;
  int32_t dyt; /* dyT as [G, Og, N*L], or -1 before it is made */
  int32_t dyp; /* depthwise: the padded grad_output */
  char name[160];
} conv;

/* A list of k non-negative constants (or one, repeated), as the shape rule
 * reads it. */
bool cajit_conv_const_list(const cajit_bound_args *a, const char *param,
                           int32_t k, int64_t *out);
/* True (and s freed) when s is an error. */
bool cajit_conv_failed(cajit_status s);
/* c->name = the node's name and `what`. */
void cajit_conv_set_name(conv *c, const char *what);
const cajit_expr *cajit_conv_int(conv *c, int64_t v);
/* cond && e, for building masks (cond NULL means true). */
const cajit_expr *cajit_conv_and(conv *c, const cajit_expr *cond,
                                 const cajit_expr *e);
/* A new contiguous acc-dtype intermediate. */
cajit_status cajit_conv_scratch(conv *c, int32_t ndim,
                                const cajit_expr *const *shape, int32_t *out);

/* ---- depthwise (conv_depthwise_lower.c) ---- */

/* Whether c is depthwise with stride 1 and at most 49 kernel offsets. */
bool cajit_conv_is_depthwise(const conv *c);
/* The padded grad_output the other two read (c->dyp). */
cajit_status cajit_conv_depthwise_dy(conv *c);
cajit_status cajit_conv_depthwise_grad_weight(conv *c);
cajit_status cajit_conv_depthwise_grad_input(conv *c);

#endif
