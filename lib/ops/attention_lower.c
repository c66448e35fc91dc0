/* Lowering of _scaled_dot_product_flash_attention_for_cpu_backward as
 * batched GEMMs and pointwise kernels, with the formulas of ATen's CPU
 * kernel (aten/src/ATen/native/cpu/FlashAttentionKernel.cpp), over whole
 * [L, S] score matrices instead of its tiles:
 *
 *   P  = softmax(scale * Q K^T + mask), recomputed from the saved
 *        logsumexp: exp(scale * Q K^T + mask - lse), and 0 above the
 *        diagonal when is_causal (top-left aligned: key s is kept for query
 *        l when s <= l, whatever L and S are)
 *   dV = P^T dO
 *   dP = dO V^T
 *   dS = scale * P * (dP - rowsum(dO * O))
 *   dQ = dS K,  dK = dS^T Q
 *
 * The mask is converted to the accumulation dtype and added, whatever its
 * dtype: a bool mask adds 1 and 0, as the kernel's conversion does (torch's
 * forward only takes masks of the query's dtype, and
 * scaled_dot_product_attention turns boolean masks into 0 / -inf floats
 * before calling it, so a bool mask only reaches the backward when called
 * directly). A fully masked row has lse
 * 0 in torch's forward, so its P is exp(-inf) = 0 and it contributes
 * nothing: the same as torch. scale defaults to 1 / sqrt(E), computed in
 * double and rounded to the accumulation dtype, as sdp::calculate_scale.
 *
 * Everything is computed in the accumulation dtype (f32, or f64 for f64);
 * f16/bf16 operands are converted into f32 scratch buffers, P and dS are
 * rounded to the operands' dtype where the kernel rounds them (before the
 * GEMMs that read them), and the gradients are rounded at the end. The GEMMs
 * are 4-d kernels over [B, H]: q/k/v arrive as [B, H, L, E] views of [B, L, H,
 * E] storage, which the GEMM reads through its strides without copies (K^T and
 * P^T are permuted views: transpose flags). Grouped-query attention (key heads
 * Hk dividing H) reads key/value through copies with repeated heads and sums
 * dK, dV over each group.
 *
 * dropout_p must be 0: the declines slot sends other nodes to the host
 * fallback (on CPU, torch routes dropout to the math path anyway, so such
 * nodes do not occur in practice). */
#include "ops/infer.h"
#include "ops/lowerings.h"

const char *
cajit_decline_flash_attention_backward(const cajit_bound_args *args) {
  const cajit_expr *p;
  double v;
  cajit_status s = cajit_bound_float(args, "dropout_p", &p);
  if (s) { /* a float value the graph does not know */
    cajit_status_free(s);
    return "dropout_p not known";
  }
  if (!cajit_expr_as_float(p, &v) || v != 0.0) return "dropout_p != 0";
  return NULL;
}

typedef struct attn {
  cajit_lower_ctx *lc;
  cajit_kir_program *p;
  cajit_dtype dt, acc;
  const cajit_expr *B, *H, *L, *S, *E, *Ev, *Hk, *group; /* group: NULL
                                                            without GQA */
  const cajit_kir_value *scale;
} attn;

/* A [B, H, n, d] buffer of the accumulation dtype. */
static cajit_status scratch(attn *a, const cajit_expr *n, const cajit_expr *d,
                            int32_t *out) {
  const cajit_expr *shape[4] = {a->B, a->H, n, d};
  return cajit_kir_buffer_alloc(a->p, CAJIT_KIR_BUFFER_INTERMEDIATE, a->acc, 4,
                                shape, out);
}

static cajit_status fill(attn *a, int32_t out, const cajit_kir_value *v) {
  if (!v) return cajit_lower_value_error(a->lc);
  return cajit_kir_add_pointwise(a->p, a->lc->name, out, v, NULL);
}

/* Operand x ([B, Hx, n, d]) as a strided [B, H, n, d] buffer of the
 * accumulation dtype: x itself when it is one, else a converted copy whose
 * head h reads x's head h / group (repeat: key and value under GQA). */
static cajit_status operand(attn *a, int32_t x, bool repeat, int32_t *out) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(a->p, x);
  if (b->dtype == a->acc && !repeat) return cajit_lower_strided(a->lc, x, out);
  const cajit_expr *n = b->shape[2], *d = b->shape[3];
  CAJIT_RETURN_IF_ERROR(scratch(a, n, d, out));
  const cajit_expr **i = cajit_lower_indices(a->lc, 4);
  if (!i) return cajit_lower_value_error(a->lc);
  const cajit_expr *idx[4] = {i[0], i[1], i[2], i[3]};
  if (repeat) idx[1] = cajit_expr_floordiv(a->p->exprs, i[1], a->group);
  return fill(a, *out,
              cajit_kir_cast(a->p, a->acc, cajit_kir_load(a->p, x, idx)));
}

/* The buffer a gradient's GEMM writes: result i itself when it needs no
 * conversion and no sum over a head group, else scratch of shape [B, H, n,
 * d]; *direct says which. */
static cajit_status grad_target(attn *a, int32_t i, bool grouped,
                                const cajit_expr *n, const cajit_expr *d,
                                int32_t *out, bool *direct) {
  *direct = a->dt == a->acc && !grouped;
  if (*direct) return cajit_lower_alloc_result_declared(a->lc, i, out);
  return scratch(a, n, d, out);
}

/* Result i from scratch g ([B, H, n, d]): rounded to the result dtype and,
 * for a grouped gradient, summed over the heads of each group. */
static cajit_status grad_finish(attn *a, int32_t i, int32_t g, bool grouped) {
  cajit_kir_program *p = a->p;
  const cajit_expr **ix = cajit_lower_indices(a->lc, 4);
  if (!ix) return cajit_lower_value_error(a->lc);
  const cajit_expr *idx[4] = {ix[0], ix[1], ix[2], ix[3]};
  if (!grouped) {
    const cajit_kir_value *v =
        cajit_kir_cast(p, a->dt, cajit_kir_load(p, g, idx));
    if (!v) return cajit_lower_value_error(a->lc);
    int32_t out;
    CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result_declared(a->lc, i, &out));
    return cajit_kir_add_pointwise(p, a->lc->name, out, v, NULL);
  }
  const cajit_expr *r[1];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, r));
  /* head h * group + r of the scratch belongs to key head h */
  idx[1] =
      cajit_expr_add(p->exprs, cajit_expr_mul(p->exprs, ix[1], a->group), r[0]);
  const cajit_kir_value *v = cajit_kir_load(p, g, idx);
  if (!v || !idx[1]) return cajit_lower_value_error(a->lc);
  int32_t out;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result_declared(a->lc, i, &out));
  return cajit_kir_add_reduction(p, a->lc->name, out, CAJIT_KIR_REDUCE_SUM,
                                 a->acc, 1, &a->group, v, NULL);
}

/* The softmax scale as a value of the accumulation dtype. */
static cajit_status scale_value(attn *a) {
  cajit_kir_program *p = a->p;
  if (!cajit_bound_is_none(&a->lc->args, "scale")) {
    const cajit_expr *e;
    CAJIT_RETURN_IF_ERROR(cajit_bound_float(&a->lc->args, "scale", &e));
    a->scale = cajit_kir_expr_value(p, a->acc, e);
  } else { /* 1 / sqrt(E) in double, then rounded */
    const cajit_kir_value *e = cajit_kir_expr_value(
        p, CAJIT_DTYPE_F64, cajit_expr_to_float(p->exprs, a->E));
    a->scale = cajit_kir_cast(
        p, a->acc,
        cajit_kir_binary(p, CAJIT_KIR_DIV,
                         cajit_kir_const_float(p, CAJIT_DTYPE_F64, 1.0),
                         cajit_kir_unary(p, CAJIT_KIR_SQRT, e)));
  }
  return a->scale ? NULL : cajit_lower_value_error(a->lc);
}

/* The mask term at [_i0.._i3] of the scores, or NULL with no mask (then
 * *out is NULL and no error). */
static cajit_status mask_term(attn *a, const cajit_kir_value **out) {
  cajit_kir_program *p = a->p;
  int32_t m;
  *out = NULL;
  CAJIT_RETURN_IF_ERROR(cajit_lower_opt_tensor(a->lc, "attn_mask", &m));
  if (m < 0) return NULL;
  *out = cajit_kir_cast(p, a->acc, cajit_lower_load_bcast(a->lc, m, 4));
  return *out ? NULL : cajit_lower_value_error(a->lc);
}

/* P = exp(scale * s + mask - lse), 0 where the causal mask drops it. */
static cajit_status probabilities(attn *a, int32_t scores, int32_t *out_p) {
  cajit_kir_program *p = a->p;
  int32_t lse;
  bool causal;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(a->lc, "logsumexp", &lse));
  CAJIT_RETURN_IF_ERROR(cajit_bound_bool(&a->lc->args, "is_causal", &causal));
  const cajit_kir_value *mask;
  CAJIT_RETURN_IF_ERROR(mask_term(a, &mask));
  const cajit_expr **i = cajit_lower_indices(a->lc, 4);
  if (!i) return cajit_lower_value_error(a->lc);
  const cajit_kir_value *x = cajit_kir_binary(p, CAJIT_KIR_MUL, a->scale,
                                              cajit_kir_load(p, scores, i));
  if (mask) x = cajit_kir_binary(p, CAJIT_KIR_ADD, x, mask);
  x = cajit_kir_binary(
      p, CAJIT_KIR_SUB, x,
      cajit_kir_cast(
          p, a->acc,
          cajit_kir_load(p, lse, (const cajit_expr *[]){i[0], i[1], i[2]})));
  x = cajit_kir_unary(p, CAJIT_KIR_EXP, x);
  if (causal) {
    const cajit_kir_value *keep = cajit_kir_binary(
        p, CAJIT_KIR_LE, cajit_kir_expr_value(p, CAJIT_DTYPE_I64, i[3]),
        cajit_kir_expr_value(p, CAJIT_DTYPE_I64, i[2]));
    x = cajit_kir_where(p, keep, x, cajit_kir_const_float(p, a->acc, 0.0));
  }
  CAJIT_RETURN_IF_ERROR(scratch(a, a->L, a->S, out_p));
  return fill(a, *out_p, x);
}

/* x rounded to the operands' dtype (f16/bf16), as torch's kernel rounds P
 * and dS before the GEMMs that read them; x itself otherwise. */
static const cajit_kir_value *rounded(attn *a, const cajit_kir_value *x) {
  if (a->dt == a->acc) return x;
  return cajit_kir_cast(a->p, a->acc, cajit_kir_cast(a->p, a->dt, x));
}

/* dS = scale * P * (dP - rowsum(dO * O)). */
static cajit_status score_grad(attn *a, int32_t prob, int32_t dprob,
                               int32_t *out) {
  cajit_kir_program *p = a->p;
  int32_t go, o, dsum;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(a->lc, "grad_out", &go));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(a->lc, "out", &o));
  const cajit_expr *i[4], *r[1];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 4, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, r));
  const cajit_expr *row[4] = {i[0], i[1], i[2], r[0]};
  const cajit_kir_value *t = cajit_kir_binary(
      p, CAJIT_KIR_MUL, cajit_kir_cast(p, a->acc, cajit_kir_load(p, go, row)),
      cajit_kir_cast(p, a->acc, cajit_kir_load(p, o, row)));
  if (!t) return cajit_lower_value_error(a->lc);
  const cajit_expr *one = cajit_expr_int(p->exprs, 1);
  CAJIT_RETURN_IF_ERROR(scratch(a, a->L, one, &dsum));
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_reduction(
      p, a->lc->name, dsum, CAJIT_KIR_REDUCE_SUM, a->acc, 1, &a->Ev, t, NULL));
  const cajit_expr *zero = cajit_expr_int(p->exprs, 0);
  const cajit_kir_value *d = cajit_kir_binary(
      p, CAJIT_KIR_SUB, cajit_kir_load(p, dprob, i),
      cajit_kir_load(p, dsum, (const cajit_expr *[]){i[0], i[1], i[2], zero}));
  const cajit_kir_value *v = cajit_kir_binary(
      p, CAJIT_KIR_MUL, a->scale,
      rounded(a, cajit_kir_binary(p, CAJIT_KIR_MUL, cajit_kir_load(p, prob, i),
                                  d)));
  CAJIT_RETURN_IF_ERROR(scratch(a, a->L, a->S, out));
  return fill(a, *out, v);
}

/* The [.., m, n] transpose of a 4-d buffer (a strided view). */
static cajit_status tr(attn *a, int32_t x, int32_t *out) {
  return cajit_kir_view_permute(a->p, x, (const int32_t[]){0, 1, 3, 2}, out);
}

static cajit_status gemm(attn *a, int32_t x, int32_t y, int32_t out) {
  cajit_expr_ctx *e = a->p->exprs;
  return cajit_kir_add_gemm(a->p, a->lc->name, x, y, out,
                            cajit_expr_float(e, 1.0), cajit_expr_float(e, 0.0),
                            NULL);
}

static cajit_status setup(attn *a, cajit_lower_ctx *lc, int32_t q, int32_t k,
                          int32_t v) {
  a->lc = lc;
  a->p = lc->p;
  const cajit_kir_buffer *qb = cajit_kir_buffer_get(a->p, q),
                         *kb = cajit_kir_buffer_get(a->p, k),
                         *vb = cajit_kir_buffer_get(a->p, v);
  a->dt = qb->dtype;
  a->acc = a->dt == CAJIT_DTYPE_F64 ? CAJIT_DTYPE_F64 : CAJIT_DTYPE_F32;
  a->B = qb->shape[0];
  a->H = qb->shape[1];
  a->L = qb->shape[2];
  a->E = qb->shape[3];
  a->Hk = kb->shape[1];
  a->S = kb->shape[2];
  a->Ev = vb->shape[3];
  a->group = NULL;
  if (!cajit_dims_equal(lc->g, a->H, a->Hk)) {
    a->group = cajit_expr_floordiv(a->p->exprs, a->H, a->Hk);
    if (!a->group) return cajit_lower_value_error(lc);
  }
  return scale_value(a);
}

CAJIT_LOWERING(cajit_lower_flash_attention_backward) {
  (void)n;
  attn a;
  int32_t q, k, v, go;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "query", &q));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "key", &k));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "value", &v));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_out", &go));
  CAJIT_RETURN_IF_ERROR(setup(&a, lc, q, k, v));
  bool gqa = a.group != NULL;
  int32_t qa, ka, va, goa, kt, vt, scores, prob, probt, dprob, ds, dst;
  CAJIT_RETURN_IF_ERROR(operand(&a, q, false, &qa));
  CAJIT_RETURN_IF_ERROR(operand(&a, k, gqa, &ka));
  CAJIT_RETURN_IF_ERROR(operand(&a, v, gqa, &va));
  CAJIT_RETURN_IF_ERROR(operand(&a, go, false, &goa));
  CAJIT_RETURN_IF_ERROR(tr(&a, ka, &kt));
  CAJIT_RETURN_IF_ERROR(tr(&a, va, &vt));
  /* scores = Q K^T (scaled in the next kernel) */
  CAJIT_RETURN_IF_ERROR(scratch(&a, a.L, a.S, &scores));
  CAJIT_RETURN_IF_ERROR(gemm(&a, qa, kt, scores));
  CAJIT_RETURN_IF_ERROR(probabilities(&a, scores, &prob));
  /* dV = P^T dO */
  int32_t dq, dk, dv;
  bool dq_direct, dk_direct, dv_direct;
  CAJIT_RETURN_IF_ERROR(grad_target(&a, 2, gqa, a.S, a.Ev, &dv, &dv_direct));
  int32_t prob_r = prob;
  if (a.dt != a.acc) { /* dV reads P rounded, dS the exact one */
    const cajit_expr **i = cajit_lower_indices(lc, 4);
    if (!i) return cajit_lower_value_error(lc);
    CAJIT_RETURN_IF_ERROR(scratch(&a, a.L, a.S, &prob_r));
    CAJIT_RETURN_IF_ERROR(
        fill(&a, prob_r, rounded(&a, cajit_kir_load(a.p, prob, i))));
  }
  CAJIT_RETURN_IF_ERROR(tr(&a, prob_r, &probt));
  CAJIT_RETURN_IF_ERROR(gemm(&a, probt, goa, dv));
  /* dP = dO V^T, then dS */
  CAJIT_RETURN_IF_ERROR(scratch(&a, a.L, a.S, &dprob));
  CAJIT_RETURN_IF_ERROR(gemm(&a, goa, vt, dprob));
  CAJIT_RETURN_IF_ERROR(score_grad(&a, prob, dprob, &ds));
  /* dQ = dS K, dK = dS^T Q */
  CAJIT_RETURN_IF_ERROR(grad_target(&a, 0, false, a.L, a.E, &dq, &dq_direct));
  CAJIT_RETURN_IF_ERROR(gemm(&a, ds, ka, dq));
  CAJIT_RETURN_IF_ERROR(grad_target(&a, 1, gqa, a.S, a.E, &dk, &dk_direct));
  CAJIT_RETURN_IF_ERROR(tr(&a, ds, &dst));
  CAJIT_RETURN_IF_ERROR(gemm(&a, dst, qa, dk));
  if (!dq_direct) CAJIT_RETURN_IF_ERROR(grad_finish(&a, 0, dq, false));
  if (!dk_direct) CAJIT_RETURN_IF_ERROR(grad_finish(&a, 1, dk, gqa));
  if (!dv_direct) CAJIT_RETURN_IF_ERROR(grad_finish(&a, 2, dv, gqa));
  return NULL;
}
