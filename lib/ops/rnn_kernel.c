/* The LSTM layer backward the "rnn" family's EXTERN kernels call (see
 * rnn_kernel.h for the arguments).
 *
 * The operands arrive strided; they are gathered into one contiguous
 * scratch block first (their size is small next to the T GEMMs that
 * follow, and every GEMM then runs on plain row-major matrices), and the
 * results are scattered through their strides at the end. Only the
 * recurrence runs step by step: x_t W_ih^T for every step is one GEMM
 * before it, and dx, dW_ih, dW_hh and db are one GEMM (or sum) each over
 * all steps' da after it, so a layer of T steps makes 2T + 4 GEMM calls
 * (6T before, which small batches paid in per-call overhead). Per step t
 * (in the order the layer ran):
 *
 *   forward:  a = x_t W_ih^T + h_{t-1} W_hh^T + b_ih + b_hh
 *             i, f, g, o = sigmoid, sigmoid, tanh, sigmoid of a's quarters
 *             c_t = f c_{t-1} + i g
 * and, from the last step back to the first:
 *   backward: dh' = grad_out_t + dh,  tc = tanh(c_t)
 *             d1 = dc + dh' o (1 - tc^2)
 *             da = [d1 g i (1 - i), d1 c_{t-1} f (1 - f),
 *                   d1 i (1 - g^2), dh' tc o (1 - o)]
 *             dh = da W_hh,  dc = d1 f
 * and then, over all steps at once (da, x, h_{t-1} as [T*B, .] matrices):
 *             dx = da W_ih,  dW_ih = da^T x,  dW_hh = da^T h_prev,
 *             db = sum da
 * with h_{t-1} = the saved output of the previous step (hx first), as
 * ATen's mkldnn_rnn_layer_differentiable_backward. */
#include "ops/rnn_kernel.h"

#include "ops/rnn_gates.h"

#include <stdbool.h>
#include <string.h>

#include "runtime/blas.h"
#include "runtime/fail.h"
#include "support/alloc.h"

enum { N_ARGS = 17 };
static const int32_t arg_ndim[N_ARGS] = {3, 2, 2, 1, 1, 2, 2, 3, 3,
                                         2, 2, 3, 2, 2, 1, 2, 2};

typedef struct view {
  float *p;
  int32_t nd;
  const int64_t *shape, *st;
} view;

/* Row-major element e of v (one element; gather and scatter walk). */
static float *elem(const view *v, int64_t e) {
  int64_t off = 0;
  for (int32_t d = v->nd - 1; d >= 0; d--) {
    off += (e % v->shape[d]) * v->st[d];
    e /= v->shape[d];
  }
  return v->p + off;
}

/* v's sizes and strides as three dims, outer ones 1 when it has fewer. */
static void dims3(const view *v, int64_t n[3], int64_t st[3]) {
  for (int32_t d = 0; d < 3; d++) {
    int32_t k = d - (3 - v->nd);
    n[d] = k >= 0 ? v->shape[k] : 1;
    st[d] = k >= 0 ? v->st[k] : 0;
  }
}

/* Copies v into / out of contiguous row-major memory, walking its
 * strides (no per-element index arithmetic: the operands are T*B*(I+2H)
 * elements, and a division per dimension per element cost more than the
 * layer's GEMMs). */
static void gather(float *dst, const view *v) {
  int64_t n[3], st[3];
  dims3(v, n, st);
  for (int64_t i = 0; i < n[0]; i++)
    for (int64_t j = 0; j < n[1]; j++) {
      const float *row = v->p + i * st[0] + j * st[1];
      for (int64_t k = 0; k < n[2]; k++)
        *dst++ = row[k * st[2]];
    }
}

static void scatter(const view *v, const float *src) {
  int64_t n[3], st[3];
  dims3(v, n, st);
  for (int64_t i = 0; i < n[0]; i++)
    for (int64_t j = 0; j < n[1]; j++) {
      float *row = v->p + i * st[0] + j * st[1];
      for (int64_t k = 0; k < n[2]; k++)
        row[k * st[2]] = *src++;
    }
}

/* The sizes of one problem, checked against every argument. */
typedef struct dims {
  int64_t T, B, I, H, G;
} dims;

static bool shape_is(const view *v, int64_t a, int64_t b, int64_t c) {
  int64_t want[3] = {a, b, c};
  for (int32_t d = 0; d < v->nd; d++)
    if (v->shape[d] != want[d]) return false;
  return true;
}

static bool check_dims(const view *v, dims *z) {
  z->T = v[0].shape[0];
  z->B = v[0].shape[1];
  z->I = v[0].shape[2];
  z->G = v[1].shape[0];
  z->H = v[2].shape[1];
  const dims s = *z;
  if (s.G != 4 * s.H || s.T < 0 || s.B < 0 || s.I < 0 || s.H < 0) return false;
  const int64_t want[N_ARGS][3] = {
      {s.T, s.B, s.I}, {s.G, s.I}, {s.G, s.H}, {s.G},
      {s.G},           {s.B, s.H}, {s.B, s.H}, {s.T, s.B, s.H},
      {s.T, s.B, s.H}, {s.B, s.H}, {s.B, s.H}, {s.T, s.B, s.I},
      {s.G, s.I},      {s.G, s.H}, {s.G},      {s.B, s.H},
      {s.B, s.H}};
  for (int32_t k = 0; k < N_ARGS; k++)
    if (!shape_is(&v[k], want[k][0], want[k][1], want[k][2])) return false;
  return true;
}

/* Contiguous copies and scratch, carved out of one allocation. */
typedef struct work {
  float *x, *wih, *whh, *bias, *hx, *cx, *out, *dout, *dh, *dc;
  float *act, *c, *da, *hprev, *tanh_c, *dx, *dwih, *dwhh, *db;
} work;

static float *carve(float **next, int64_t n) {
  float *p = *next;
  *next += n;
  return p;
}

static void layout(work *w, float *base, const dims *s) {
  int64_t TB = s->T * s->B;
  float *n = base;
  w->x = carve(&n, TB * s->I);
  w->wih = carve(&n, s->G * s->I);
  w->whh = carve(&n, s->G * s->H);
  w->bias = carve(&n, s->G);
  w->hx = carve(&n, s->B * s->H);
  w->cx = carve(&n, s->B * s->H);
  w->out = carve(&n, TB * s->H);
  w->dout = carve(&n, TB * s->H);
  w->dh = carve(&n, s->B * s->H);
  w->dc = carve(&n, s->B * s->H);
  w->act = carve(&n, TB * s->G);
  w->c = carve(&n, TB * s->H);
  w->da = carve(&n, TB * s->G);
  w->hprev = carve(&n, TB * s->H);
  w->tanh_c = carve(&n, s->B * s->H);
  w->dx = carve(&n, TB * s->I);
  w->dwih = carve(&n, s->G * s->I);
  w->dwhh = carve(&n, s->G * s->H);
  w->db = carve(&n, s->G);
}

static int64_t work_size(const dims *s) {
  int64_t TB = s->T * s->B;
  return 2 * TB * s->I + 2 * s->G * s->I + 2 * s->G * s->H + 2 * s->G +
         5 * s->B * s->H + 4 * TB * s->H + 2 * TB * s->G + 1;
}

/* Step s of the layer's run is time index t; its predecessor's state. */
static int64_t time_of(const dims *z, bool reverse, int64_t s) {
  return reverse ? z->T - 1 - s : s;
}

static const float *prev_h(const work *w, const dims *z, bool reverse,
                           int64_t s) {
  if (s == 0) return w->hx;
  return w->out + time_of(z, reverse, s - 1) * z->B * z->H;
}

static const float *prev_c(const work *w, const dims *z, bool reverse,
                           int64_t s) {
  if (s == 0) return w->cx;
  return w->c + time_of(z, reverse, s - 1) * z->B * z->H;
}

static int32_t recompute(cajit_call *call, work *w, const dims *z,
                         bool reverse) {
  int64_t B = z->B, H = z->H, G = z->G, I = z->I;
  /* x_t W_ih^T for every step at once */
  if (cajit_rt_gemm_f32(call, 0, 1, z->T * B, G, I, 1.0f, w->x, I, w->wih, I,
                        0.0f, w->act, G))
    return 1;
  for (int64_t s = 0; s < z->T; s++) {
    int64_t t = time_of(z, reverse, s);
    float *a = w->act + t * B * G, *c = w->c + t * B * H;
    const float *hp = prev_h(w, z, reverse, s), *cp = prev_c(w, z, reverse, s);
    memcpy(w->hprev + t * B * H, hp, (size_t)(B * H) * sizeof(float));
    if (cajit_rt_gemm_f32(call, 0, 1, B, G, H, 1.0f, hp, H, w->whh, H, 1.0f, a,
                          G))
      return 1;
    for (int64_t b = 0; b < B; b++) {
      const float *g = a + b * G;
      cajit_rnn_lstm_gates_f32(a + b * G, w->bias, H);
#pragma omp simd
      for (int64_t h = 0; h < H; h++)
        c[b * H + h] = g[H + h] * cp[b * H + h] + g[h] * g[2 * H + h];
    }
  }
  return 0;
}

/* One step's da (into w->da at time t) and the new dc, from dh and dc. */
static void step_gradients(work *w, const dims *z, bool reverse, int64_t s) {
  int64_t B = z->B, H = z->H, G = z->G, t = time_of(z, reverse, s);
  const float *a = w->act + t * B * G, *c = w->c + t * B * H,
              *go = w->dout + t * B * H;
  const float *cp = prev_c(w, z, reverse, s);
  float *tanh_c = w->tanh_c;
  cajit_rnn_tanh_f32(c, tanh_c, B * H);
  for (int64_t b = 0; b < B; b++)
#pragma omp simd
    for (int64_t h = 0; h < H; h++) {
      int64_t k = b * H + h;
      const float *g = a + b * G;
      float gi = g[h], gf = g[H + h], gg = g[2 * H + h], gout = g[3 * H + h];
      float ngh = go[k] + w->dh[k], tc = tanh_c[k];
      float d1 = w->dc[k] + ngh * gout * (1 - tc * tc);
      float *da = w->da + t * B * G + b * G;
      da[h] = d1 * gg * gi * (1 - gi);
      da[H + h] = d1 * cp[k] * gf * (1 - gf);
      da[2 * H + h] = d1 * gi * (1 - gg * gg);
      da[3 * H + h] = ngh * tc * gout * (1 - gout);
      w->dc[k] = d1 * gf;
    }
}

static int32_t backprop(cajit_call *call, work *w, const dims *z,
                        bool reverse) {
  int64_t B = z->B, H = z->H, G = z->G, I = z->I, TB = z->T * z->B;
  for (int64_t s = z->T - 1; s >= 0; s--) {
    step_gradients(w, z, reverse, s);
    int64_t t = time_of(z, reverse, s);
    if (cajit_rt_gemm_f32(call, 0, 0, B, H, G, 1.0f, w->da + t * B * G, G,
                          w->whh, H, 0.0f, w->dh, H))
      return 1;
  }
  memset(w->db, 0, (size_t)G * sizeof(float));
  for (int64_t r = 0; r < TB; r++)
    for (int64_t j = 0; j < G; j++)
      w->db[j] += w->da[r * G + j];
  return cajit_rt_gemm_f32(call, 0, 0, TB, I, G, 1.0f, w->da, G, w->wih, I,
                           0.0f, w->dx, I) ||
         cajit_rt_gemm_f32(call, 1, 0, G, I, TB, 1.0f, w->da, G, w->x, I, 0.0f,
                           w->dwih, I) ||
         cajit_rt_gemm_f32(call, 1, 0, G, H, TB, 1.0f, w->da, G, w->hprev, H,
                           0.0f, w->dwhh, H);
}

int32_t cajit_rt_lstm_layer_backward_f32(cajit_call *call, void *const *ptrs,
                                         const int64_t *ints) {
  view v[N_ARGS];
  int64_t pos = 0;
  for (int32_t k = 0; k < N_ARGS; k++) {
    v[k] = (view){ptrs[k], arg_ndim[k], ints + pos, ints + pos + arg_ndim[k]};
    pos += 2 * arg_ndim[k];
  }
  bool reverse = ints[pos] != 0;
  dims z;
  if (!check_dims(v, &z))
    return cajit_rt_fail(call, CAJIT_INVALID_ARGUMENT,
                         "lstm layer backward: inconsistent sizes");
  float *base = cajit_malloc((size_t)work_size(&z) * sizeof(float));
  if (!base)
    return cajit_rt_fail(call, CAJIT_OUT_OF_MEMORY,
                         "lstm layer backward: out of memory");
  work w;
  layout(&w, base, &z);
  float *in[11] = {w.x,  w.wih, w.whh,  NULL, NULL, w.hx,
                   w.cx, w.out, w.dout, w.dh, w.dc};
  for (int32_t k = 0; k < 11; k++)
    if (in[k]) gather(in[k], &v[k]);
  for (int64_t j = 0; j < z.G; j++)
    w.bias[j] = *elem(&v[3], j) + *elem(&v[4], j);
  int32_t rc = recompute(call, &w, &z, reverse);
  if (!rc) rc = backprop(call, &w, &z, reverse);
  if (!rc) {
    const float *res[6] = {w.dx, w.dwih, w.dwhh, w.db, w.dh, w.dc};
    for (int32_t k = 0; k < 6; k++)
      scatter(&v[11 + k], res[k]);
  }
  cajit_free(base);
  return rc;
}
