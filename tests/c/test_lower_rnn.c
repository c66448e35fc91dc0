/* The "rnn" family's lowering of mkldnn_rnn_layer_backward (one layer of
 * nn.LSTM on CPU, an EXTERN kernel) against a C reference (the layer's
 * forward and backpropagation through time in double precision, computed
 * here from the same inputs): forward and reverse layers, every gradient
 * or only grad_hy, grad_output as a strided view, symbolic sequence length
 * and batch bound to two values each from one module, bf16 inputs, no
 * biases, no steps; the nodes it declines (host fallback), shape-rule
 * errors, run-time errors of the extern and allocation failures. And one
 * backward step of nn.GRUCell as CPU graphs record it (decomposed into
 * mm, cat, sigmoid/tanh backward and pointwise ops), all native, against
 * the cell's textbook gradients. */
#include "lower_harness.h"
#include "ops/registry.h"

/* ---- LSTM reference --------------------------------------------------------
 */

/* One LSTM layer: x [T, B, I], weights w_ih [4H, I], w_hh [4H, H], biases
 * [4H] (or none), hx, cx [B, H]; gradients of the outputs g_out [T, B, H]
 * (or none), g_hy, g_cy [B, H] (or none). */
typedef struct lstm {
  int64_t T, B, I, H;
  bool reverse;
  bool bf16; /* the saved outputs (and so the recurrent h) are bf16 */
  const tensor *x, *wih, *whh, *bih, *bhh, *hx, *cx, *gout, *ghy, *gcy;
} lstm;

static double sigm(double v) { return 1 / (1 + exp(-v)); }

static double at_or0(const tensor *t, const int64_t *idx) {
  return t ? at(t, idx) : 0;
}

/* Runs the layer forward (out [T, B, H], hy, cy [B, H]) and, when dx is
 * not NULL, backward by the chain rule through every step, in double:
 * gate order i, f, g, o; c_t = f c + i g; h_t = o tanh(c_t). */
static void lstm_reference(const lstm *m, double *out, double *hy, double *cy,
                           double *dx, double *dwih, double *dwhh, double *db,
                           double *dhx, double *dcx) {
  int64_t T = m->T, B = m->B, I = m->I, H = m->H, G = 4 * H;
  double *gates = calloc((size_t)(T * B * G + 1), sizeof(double));
  double *cs = calloc((size_t)(T * B * H + 1), sizeof(double));
  double *hprev = calloc((size_t)(T * B * H + 1), sizeof(double));
  double *cprev = calloc((size_t)(T * B * H + 1), sizeof(double));
  double h[64], c[64];
  assert_true(gates && cs && hprev && cprev && B * H <= 64);
  for (int64_t b = 0; b < B; b++)
    for (int64_t k = 0; k < H; k++) {
      h[b * H + k] = at(m->hx, (int64_t[]){b, k});
      c[b * H + k] = at(m->cx, (int64_t[]){b, k});
    }
  for (int64_t s = 0; s < T; s++) {
    int64_t t = m->reverse ? T - 1 - s : s;
    memcpy(hprev + t * B * H, h, (size_t)(B * H) * sizeof(double));
    memcpy(cprev + t * B * H, c, (size_t)(B * H) * sizeof(double));
    for (int64_t b = 0; b < B; b++) {
      double *gt = gates + (t * B + b) * G;
      for (int64_t j = 0; j < G; j++) {
        double a =
            at_or0(m->bih, (int64_t[]){j}) + at_or0(m->bhh, (int64_t[]){j});
        for (int64_t q = 0; q < I; q++)
          a += at(m->x, (int64_t[]){t, b, q}) * at(m->wih, (int64_t[]){j, q});
        for (int64_t q = 0; q < H; q++)
          a += hprev[(t * B + b) * H + q] * at(m->whh, (int64_t[]){j, q});
        gt[j] = j / H == 2 ? tanh(a) : sigm(a);
      }
      for (int64_t k = 0; k < H; k++) {
        double cn = gt[H + k] * c[b * H + k] + gt[k] * gt[2 * H + k];
        cs[(t * B + b) * H + k] = cn;
        double hv = gt[3 * H + k] * tanh(cn);
        /* a bf16 layer feeds its rounded output to the next step */
        out[(t * B + b) * H + k] = m->bf16 ? bf16r(hv) : hv;
      }
    }
    for (int64_t e = 0; e < B * H; e++) {
      c[e] = cs[t * B * H + e];
      h[e] = out[t * B * H + e];
    }
  }
  memcpy(hy, h, (size_t)(B * H) * sizeof(double));
  memcpy(cy, c, (size_t)(B * H) * sizeof(double));
  if (dx) {
    double dh[64], dc[64];
    memset(dwih, 0, (size_t)(G * I) * sizeof(double));
    memset(dwhh, 0, (size_t)(G * H) * sizeof(double));
    memset(db, 0, (size_t)G * sizeof(double));
    for (int64_t b = 0; b < B; b++)
      for (int64_t k = 0; k < H; k++) {
        dh[b * H + k] = at_or0(m->ghy, (int64_t[]){b, k});
        dc[b * H + k] = at_or0(m->gcy, (int64_t[]){b, k});
      }
    for (int64_t s = T - 1; s >= 0; s--) {
      int64_t t = m->reverse ? T - 1 - s : s;
      double da[64 * 4], ndh[64];
      for (int64_t b = 0; b < B; b++)
        for (int64_t k = 0; k < H; k++) {
          int64_t e = b * H + k;
          const double *gt = gates + (t * B + b) * G;
          double gi = gt[k], gf = gt[H + k], gg = gt[2 * H + k],
                 go = gt[3 * H + k], ct = cs[t * B * H + e];
          double dht = dh[e] + at_or0(m->gout, (int64_t[]){t, b, k});
          double dct = dc[e] + dht * go * (1 - tanh(ct) * tanh(ct));
          da[b * G + k] = dct * gg * gi * (1 - gi);
          da[b * G + H + k] = dct * cprev[t * B * H + e] * gf * (1 - gf);
          da[b * G + 2 * H + k] = dct * gi * (1 - gg * gg);
          da[b * G + 3 * H + k] = dht * tanh(ct) * go * (1 - go);
          dc[e] = dct * gf;
        }
      for (int64_t b = 0; b < B; b++) {
        for (int64_t q = 0; q < I; q++) {
          double v = 0;
          for (int64_t j = 0; j < G; j++)
            v += da[b * G + j] * at(m->wih, (int64_t[]){j, q});
          dx[(t * B + b) * I + q] = v;
        }
        for (int64_t q = 0; q < H; q++) {
          double v = 0;
          for (int64_t j = 0; j < G; j++)
            v += da[b * G + j] * at(m->whh, (int64_t[]){j, q});
          ndh[b * H + q] = v;
        }
        for (int64_t j = 0; j < G; j++) {
          db[j] += da[b * G + j];
          for (int64_t q = 0; q < I; q++)
            dwih[j * I + q] += da[b * G + j] * at(m->x, (int64_t[]){t, b, q});
          for (int64_t q = 0; q < H; q++)
            dwhh[j * H + q] += da[b * G + j] * hprev[(t * B + b) * H + q];
        }
      }
      memcpy(dh, ndh, (size_t)(B * H) * sizeof(double));
    }
    memcpy(dhx, dh, (size_t)(B * H) * sizeof(double));
    memcpy(dcx, dc, (size_t)(B * H) * sizeof(double));
  }
  free(gates);
  free(cs);
  free(hprev);
  free(cprev);
}

/* A .cag graph with one mkldnn_rnn_layer_backward node over inputs (x,
 * w_ih, w_hh, b_ih, b_hh, hx, cx, output, hy, cy, grad_output, grad_hy,
 * grad_cy, workspace) of dtype `t`, T = s0 and B = s1 symbolic, I = 3,
 * H = 2; grads given as "%10" etc. or "none"; biases as "%3" / "%4". */
static void lstm_cag(char *buf, size_t cap, const char *t, const char *gout,
                     const char *ghy, const char *gcy, bool reverse,
                     bool biases) {
  snprintf(buf, cap,
           "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
           "sym s0 = input 0 dim 0\n"
           "sym s1 = input 0 dim 1\n"
           "sym s2 = input 13 dim 0\n"
           "input %%0 : %s[s0, s1, 3]\n"
           "input %%1 : %s[8, 3]\n"
           "input %%2 : %s[8, 2]\n"
           "input %%3 : %s[%s]\n"
           "input %%4 : %s[%s]\n"
           "input %%5 : %s[s1, 2]\n"
           "input %%6 : %s[s1, 2]\n"
           "input %%7 : %s[s0, s1, 2]\n"
           "input %%8 : %s[s1, 2]\n"
           "input %%9 : %s[s1, 2]\n"
           "input %%10 : %s[s0, s1, 2]\n"
           "input %%11 : %s[s1, 2]\n"
           "input %%12 : %s[s1, 2]\n"
           "input %%13 : u8[s2]\n"
           "%%20, %%21, %%22, %%23, %%24, %%25, %%26 = "
           "aten.mkldnn_rnn_layer_backward.default(%%0, %%1, %%2, %%3, %%4, "
           "%%5, %%6, %%7, %%8, %%9, %s, %s, %s, %s, 2, 2, 1, %s, true, "
           "false, [], true, %%13) : (f32[s0, s1, 3], f32[8, 3], f32[8, 2], "
           "f32[8], f32[8], f32[s1, 2], f32[s1, 2])\n"
           "return (%%20, %%21, %%22, %%23, %%24, %%25, %%26)\n",
           t, t, t, t, biases ? "8" : "8, 3", t, biases ? "8" : "8, 2", t, t, t,
           t, t, t, t, t, gout, ghy, gcy, reverse ? "true" : "false",
           biases ? "true" : "false");
}

/* Runs one LSTM problem through c (inputs of dtype dt; has_biases as m's
 * biases are given) and checks the seven results against the reference.
 * gout_t: grad_output as the graph gets it (may be a strided view). */
static void run_lstm(compiled *c, const lstm *m, cajit_dtype dt,
                     const tensor *gout_t, double tol) {
  int64_t T = m->T, B = m->B, I = m->I, H = m->H, G = 4 * H;
  size_t nth = (size_t)(T * B * H) + 1, ntbi = (size_t)(T * B * I) + 1;
  double *out = calloc(nth, sizeof(double)), *dx = calloc(ntbi, sizeof(double));
  double hy[64], cy[64], dwih[64], dwhh[64], db[64], dhx[64], dcx[64];
  assert_true(out && dx);
  lstm_reference(m, out, hy, cy, dx, dwih, dwhh, db, dhx, dcx);
  tensor to, thy, tcy, ws, zb3, zb4;
  make_seeded(&to, dt, 3, (int64_t[]){T, B, H}, NULL, 0);
  make_seeded(&thy, dt, 2, (int64_t[]){B, H}, NULL, 0);
  make_seeded(&tcy, dt, 2, (int64_t[]){B, H}, NULL, 0);
  make_seeded(&ws, CAJIT_DTYPE_U8, 1, (int64_t[]){4}, NULL, 0);
  for (int64_t e = 0; e < T * B * H; e++)
    store_at(dt, to.storage, e, out[e]);
  for (int64_t e = 0; e < B * H; e++) {
    store_at(dt, thy.storage, e, hy[e]);
    store_at(dt, tcy.storage, e, cy[e]);
  }
  /* without biases, weight3/4 are placeholders shaped like the weights */
  make_seeded(&zb3, dt, 2, (int64_t[]){G, I}, NULL, 81);
  make_seeded(&zb4, dt, 2, (int64_t[]){G, H}, NULL, 82);
  tensor *none = &tcy; /* any tensor: an input the graph does not use */
  tensor *in[14] = {(tensor *)m->x,
                    (tensor *)m->wih,
                    (tensor *)m->whh,
                    m->bih ? (tensor *)m->bih : &zb3,
                    m->bhh ? (tensor *)m->bhh : &zb4,
                    (tensor *)m->hx,
                    (tensor *)m->cx,
                    &to,
                    &thy,
                    &tcy,
                    gout_t ? (tensor *)gout_t : &to,
                    m->ghy ? (tensor *)m->ghy : none,
                    m->gcy ? (tensor *)m->gcy : none,
                    &ws};
  ok(run(c, in, 14));
  const cajit_dtype f = CAJIT_DTYPE_F32;
  for (size_t e = 0; e < ntbi - 1; e++)
    dx[e] = (float)dx[e];
  check(c, 0, f, 3, (int64_t[]){T, B, I}, dx, tol);
  check(c, 1, f, 2, (int64_t[]){G, I}, dwih, tol);
  check(c, 2, f, 2, (int64_t[]){G, H}, dwhh, tol);
  check(c, 3, f, 1, (int64_t[]){G}, db, tol);
  check(c, 4, f, 1, (int64_t[]){G}, db, tol);
  check(c, 5, f, 2, (int64_t[]){B, H}, dhx, tol);
  check(c, 6, f, 2, (int64_t[]){B, H}, dcx, tol);
  release(&to);
  release(&thy);
  release(&tcy);
  release(&ws);
  release(&zb3);
  release(&zb4);
  free(out);
  free(dx);
}

/* The tensors of one problem (T, B symbolic in the graphs; I = 3, H = 2). */
typedef struct lstm_data {
  tensor x, wih, whh, bih, bhh, hx, cx, gout, gout_t, ghy, gcy;
} lstm_data;

static void lstm_data_make(lstm_data *d, lstm *m, cajit_dtype dt, int64_t T,
                           int64_t B, uint32_t seed) {
  make_seeded(&d->x, dt, 3, (int64_t[]){T, B, 3}, NULL, seed);
  make_seeded(&d->wih, dt, 2, (int64_t[]){8, 3}, NULL, seed + 1);
  make_seeded(&d->whh, dt, 2, (int64_t[]){8, 2}, NULL, seed + 2);
  make_seeded(&d->bih, dt, 1, (int64_t[]){8}, NULL, seed + 3);
  make_seeded(&d->bhh, dt, 1, (int64_t[]){8}, NULL, seed + 4);
  make_seeded(&d->hx, dt, 2, (int64_t[]){B, 2}, NULL, seed + 5);
  make_seeded(&d->cx, dt, 2, (int64_t[]){B, 2}, NULL, seed + 6);
  /* grad_output as the graphs pass it: the transpose of a [B, T, H]
   * gradient (batch_first) */
  make_seeded(&d->gout, dt, 3, (int64_t[]){T, B, 2}, (int64_t[]){2, T * 2, 1},
              seed + 7);
  make_seeded(&d->ghy, dt, 2, (int64_t[]){B, 2}, NULL, seed + 8);
  make_seeded(&d->gcy, dt, 2, (int64_t[]){B, 2}, NULL, seed + 9);
  *m = (lstm){
      T,      B,        3,       2,       false,   dt == CAJIT_DTYPE_BF16,
      &d->x,  &d->wih,  &d->whh, &d->bih, &d->bhh, &d->hx,
      &d->cx, &d->gout, &d->ghy, &d->gcy};
}

static void lstm_data_release(lstm_data *d) {
  tensor *all[] = {&d->x,  &d->wih, &d->whh,  &d->bih, &d->bhh,
                   &d->hx, &d->cx,  &d->gout, &d->ghy, &d->gcy};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++)
    release(all[i]);
}

/* ---- LSTM tests ----------------------------------------------------------
 */

/* f32, forward and reverse layers, every gradient given (grad_output a
 * strided view), then only grad_hy (what a classifier on the last hidden
 * state gives); T and B bound to two values each from one module. */
static void test_lstm_layer_f32(void **state) {
  (void)state;
  char text[4096];
  for (int rev = 0; rev < 2; rev++) {
    compiled all, last;
    lstm_cag(text, sizeof text, "f32", "%10", "%11", "%12", rev, true);
    compile_native(text, &all);
    lstm_cag(text, sizeof text, "f32", "none", "%11", "none", rev, true);
    compile_native(text, &last);
    for (int64_t T = 1; T <= 4; T += 3)
      for (int64_t B = 2; B <= 3; B++) {
        lstm_data d;
        lstm m;
        lstm_data_make(&d, &m, CAJIT_DTYPE_F32, T, B, (uint32_t)(T * 10 + B));
        m.reverse = rev;
        run_lstm(&all, &m, CAJIT_DTYPE_F32, &d.gout, 1e-5);
        m.gout = m.gcy = NULL;
        run_lstm(&last, &m, CAJIT_DTYPE_F32, NULL, 1e-5);
        lstm_data_release(&d);
      }
    destroy(&all);
    destroy(&last);
  }
}

/* bf16 inputs (the results are f32, as oneDNN's), and a layer without
 * biases whose weight3/4 are placeholders shaped like the weights. */
static void test_lstm_layer_bf16_no_bias(void **state) {
  (void)state;
  char text[4096];
  compiled c;
  lstm_cag(text, sizeof text, "bf16", "%10", "%11", "none", false, false);
  compile_native(text, &c);
  lstm_data d;
  lstm m;
  lstm_data_make(&d, &m, CAJIT_DTYPE_BF16, 3, 2, 90);
  m.bih = m.bhh = NULL;
  m.gcy = NULL;
  run_lstm(&c, &m, CAJIT_DTYPE_BF16, &d.gout, 1e-5);
  lstm_data_release(&d);
  destroy(&c);
}

/* T = 0: no steps; dW and db are zeros, dhx and dcx the given gradients. */
static void test_lstm_layer_empty(void **state) {
  (void)state;
  char text[4096];
  compiled c;
  lstm_cag(text, sizeof text, "f32", "%10", "%11", "%12", false, true);
  compile_native(text, &c);
  lstm_data d;
  lstm m;
  lstm_data_make(&d, &m, CAJIT_DTYPE_F32, 0, 2, 95);
  run_lstm(&c, &m, CAJIT_DTYPE_F32, &d.gout, 0);
  lstm_data_release(&d);
  destroy(&c);
}

/* Nodes the lowering declines go to the host fallback, counted as one:
 * a mode other than LSTM, packed sequences, no gradient at all, and a
 * mode the graph does not know. Without the fallback, compiling fails
 * naming the reason. */
static void expect_declined(const char *text, const char *reason,
                            int32_t fallbacks) {
  compiled c;
  cajit_status s = try_native(text, &c);
  char want[256];
  snprintf(want, sizeof want,
           "the native lowering does not handle this node (%s), and the host "
           "fallback is disabled",
           reason);
  if (fallbacks == 1)
    expect_error(s, CAJIT_UNSUPPORTED, want);
  else
    expect_error(s, CAJIT_UNSUPPORTED, "no native lowering"); /* the other */
  assert_non_null(c.g);
  assert_int_equal(cajit_graph_fallback_count(c.g), fallbacks);
  const cajit_node *last = &c.g->nodes[c.g->node_count - 1];
  assert_string_equal(cajit_op_lowering_declines(last->def, c.g, last), reason);
  destroy(&c);
}

static void test_lstm_declines(void **state) {
  (void)state;
  static const struct {
    const char *from, *to, *reason;
  } cases[] = {
      {", 2, 2, 1, true", ", 3, 2, 1, true", "mode not LSTM"},
      {"[], true, %13", "[2, 1], true, %13", "packed sequences"},
      {"%10, %11, %12, false", "none, none, none, false", "no gradient"},
  };
  char text[4096];
  lstm_cag(text, sizeof text, "f32", "%10", "%11", "%12", false, true);
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    char edited[4096];
    const char *at_ = strstr(text, cases[i].from);
    assert_non_null(at_);
    snprintf(edited, sizeof edited, "%.*s%s%s", (int)(at_ - text), text,
             cases[i].to, at_ + strlen(cases[i].from));
    expect_declined(edited, cases[i].reason, 1);
  }
  /* mode from an op the registry does not know: no known value */
  char edited[4096];
  const char *at_ = strstr(text, ", 2, 2, 1, true");
  const char *node = strstr(text, "%20, %21");
  snprintf(edited, sizeof edited,
           "%.*s%%19 = aten.unknown_int.default(%%13) : int\n%.*s, %%19%s",
           (int)(node - text), text, (int)(at_ - node), node,
           at_ + strlen(", 2"));
  expect_declined(edited, "mode not known", 2);
}

/* Shape-rule errors (verifier messages). */
static void expect_lstm_verify_error(const char *from, const char *to,
                                     const char *message) {
  char text[4096], edited[4096];
  lstm_cag(text, sizeof text, "f32", "%10", "%11", "%12", false, true);
  const char *at_ = strstr(text, from);
  assert_non_null(at_);
  snprintf(edited, sizeof edited, "%.*s%s%s", (int)(at_ - text), text, to,
           at_ + strlen(from));
  cajit_graph *g = NULL;
  ok(cajit_graph_parse(cajit_sv_from_cstr(edited), "t.cag", &g));
  expect_error(cajit_graph_verify(g), CAJIT_VERIFY_ERROR, message);
  cajit_graph_destroy(g);
}

static void test_lstm_shape_errors(void **state) {
  (void)state;
  expect_lstm_verify_error("input %1 : f32[8, 3]", "input %1 : f32[8, 3, 1]",
                           "weight1 must have rank 2, found rank 3");
  expect_lstm_verify_error("input %2 : f32[8, 2]", "input %2 : i64[8, 2]",
                           "weight2 is i64, not a floating dtype");
  expect_lstm_verify_error("input %1 : f32[8, 3]", "input %1 : f32[8, 4]",
                           "input sizes of input and weight1 differ: 3 vs 4");
  expect_lstm_verify_error("input %2 : f32[8, 2]", "input %2 : f32[6, 2]",
                           "gate dims of weight1 and weight2 differ: 8 vs 6");
  expect_lstm_verify_error("input %5 : f32[s1, 2]", "input %5 : f32[4, 2]",
                           "batch dims of input and states differ: 4 vs s1");
  expect_lstm_verify_error("input %6 : f32[s1, 2]", "input %6 : f32[s1, 3]",
                           "hidden sizes of weight2 and states differ: 3 vs 2");
  expect_lstm_verify_error("input %7 : f32[s0, s1, 2]",
                           "input %7 : f32[5, s1, 2]",
                           "sequence lengths differ: 5 vs s0");
  expect_lstm_verify_error("input %10 : f32[s0, s1, 2]",
                           "input %10 : f32[s0, 7, 2]",
                           "batch dims of input and outputs differ: 7 vs s1");
  expect_lstm_verify_error(
      "input %7 : f32[s0, s1, 2]", "input %7 : f32[s0, s1, 9]",
      "hidden sizes of weight2 and outputs differ: 9 vs 2");
}

/* Run-time errors of the extern: sizes the graph leaves symbolic that do
 * not fit together (4H gates), and allocation failures. */
static void test_lstm_runtime_errors(void **state) {
  (void)state;
  char text[4096], edited[4096];
  lstm_cag(text, sizeof text, "f32", "%10", "%11", "%12", false, true);
  /* gate dim s3: 8 is right, anything else is not */
  snprintf(edited, sizeof edited, "%s", text);
  char *p;
  while ((p = strstr(edited, "[8")) != NULL)
    memcpy(p, "[G", 2);
  char final[4096];
  const char *decl = strstr(edited, "input %0");
  snprintf(final, sizeof final, "%.*ssym s3 = input 1 dim 0\n%s",
           (int)(decl - edited), edited, decl);
  while ((p = strstr(final, "[G")) != NULL) {
    size_t off = (size_t)(p - final);
    memmove(p + 3, p + 2, strlen(p + 2) + 1);
    memcpy(final + off, "[s3", 3);
  }
  compiled c;
  compile_native(final, &c);
  lstm_data d;
  lstm m;
  lstm_data_make(&d, &m, CAJIT_DTYPE_F32, 2, 2, 100);
  tensor w6, w6h, b6;
  make_seeded(&w6, CAJIT_DTYPE_F32, 2, (int64_t[]){6, 3}, NULL, 1);
  make_seeded(&w6h, CAJIT_DTYPE_F32, 2, (int64_t[]){6, 2}, NULL, 2);
  make_seeded(&b6, CAJIT_DTYPE_F32, 1, (int64_t[]){6}, NULL, 3);
  tensor o, ws;
  make_seeded(&o, CAJIT_DTYPE_F32, 3, (int64_t[]){2, 2, 2}, NULL, 4);
  make_seeded(&ws, CAJIT_DTYPE_U8, 1, (int64_t[]){1}, NULL, 5);
  tensor *in[14] = {&d.x, &w6,   &w6h,  &b6,     &b6,    &d.hx,  &d.cx,
                    &o,   &d.hx, &d.cx, &d.gout, &d.ghy, &d.gcy, &ws};
  expect_error(run(&c, in, 14), CAJIT_INVALID_ARGUMENT,
               "lstm layer backward: inconsistent sizes");
  /* the right sizes, with allocations failing one after the other */
  in[1] = &d.wih;
  in[2] = &d.whh;
  in[3] = &d.bih;
  in[4] = &d.bhh;
  int failures = 0;
  for (int n = 0; n < 200; n++) {
    cajit_alloc_fail_after(n);
    cajit_status s = run(&c, in, 14);
    cajit_alloc_fail_after(-1);
    if (!s) break;
    failures++;
    assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
    for (int k = 0; k < 7; k++)
      assert_null(c.outs[k]);
    cajit_status_free(s);
  }
  assert_true(failures >= 8);
  release(&w6);
  release(&w6h);
  release(&b6);
  release(&o);
  release(&ws);
  lstm_data_release(&d);
  destroy(&c);
}

/* Lowering with every allocation failing in turn. */
static void test_lstm_compile_alloc_failures(void **state) {
  (void)state;
  char text[4096];
  lstm_cag(text, sizeof text, "bf16", "%10", "%11", "none", true, false);
  assert_true(kir_alloc_failures(text, false) > 20);
}

/* ---- a GRU cell backward step --------------------------------------------
 */

/* One step of nn.GRUCell's backward as compiled autograd records it on
 * CPU (the cell is decomposed: no fused GRU op), with the cell's saved
 * tensors as inputs: r, z, n (the gates, columns of [B, 3H] tensors as
 * the forward saves them), h - n, hh_n (the hidden part of n's
 * pre-activation), x, h and the weights; the results are the gradients of
 * x, h, w_ih, w_hh, b_ih, b_hh. B symbolic. */
static const char gru_cell_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 2]\n" /* grad of h' */
    "input %1 : f32[s0, 2]\n" /* h - n */
    "input %2 : f32[s0, 2]\n" /* z */
    "input %3 : f32[s0, 2]\n" /* n */
    "input %4 : f32[s0, 2]\n" /* r */
    "input %5 : f32[s0, 2]\n" /* hh_n: h W_hn^T + b_hn */
    "input %6 : f32[s0, 3]\n" /* x */
    "input %7 : f32[6, 3]\n"  /* w_ih */
    "input %8 : f32[s0, 2]\n" /* h */
    "input %9 : f32[6, 2]\n"  /* w_hh */
    "%19 = aten.mul.Tensor(%0, %1) : f32[s0, 2]\n"
    "%20 = aten.mul.Tensor(%0, %2) : f32[s0, 2]\n"
    "%21 = aten.sigmoid_backward.default(%19, %2) : f32[s0, 2]\n"
    "%22 = aten.neg.default(%20) : f32[s0, 2]\n"
    "%23 = aten.add.Tensor(%0, %22) : f32[s0, 2]\n"
    "%24 = aten.tanh_backward.default(%23, %3) : f32[s0, 2]\n"
    "%25 = aten.mul.Tensor(%24, %5) : f32[s0, 2]\n"
    "%26 = aten.mul.Tensor(%24, %4) : f32[s0, 2]\n"
    "%27 = aten.sigmoid_backward.default(%25, %4) : f32[s0, 2]\n"
    "%28 = aten.cat.default([%27, %21, %24], 1) : f32[s0, 6]\n"
    "%30 = aten.mm.default(%28, %7) : f32[s0, 3]\n"
    "%31 = aten.t.default(%28) : f32[6, s0]\n"
    "%32 = aten.mm.default(%31, %6) : f32[6, 3]\n"
    "%34 = aten.sum.dim_IntList(%28, [0], true) : f32[1, 6]\n"
    "%35 = aten.view.default(%34, [6]) : f32[6]\n"
    "%37 = aten.cat.default([%27, %21, %26], 1) : f32[s0, 6]\n"
    "%39 = aten.mm.default(%37, %9) : f32[s0, 2]\n"
    "%40 = aten.t.default(%37) : f32[6, s0]\n"
    "%41 = aten.mm.default(%40, %8) : f32[6, 2]\n"
    "%43 = aten.sum.dim_IntList(%37, [0], true) : f32[1, 6]\n"
    "%44 = aten.view.default(%43, [6]) : f32[6]\n"
    "%45 = aten.add.Tensor(%20, %39) : f32[s0, 2]\n"
    "return (%30, %45, %32, %41, %35, %44)\n";

/* The GRU cell (torch's gate order r, z, n) forward and backward in
 * double: r = s(xW_ir + b_ir + hW_hr + b_hr), z likewise, n = tanh(xW_in
 * + b_in + r (hW_hn + b_hn)), h' = (1 - z) n + z h. */
static void test_gru_cell_step(void **state) {
  (void)state;
  compiled c;
  compile_native(gru_cell_cag, &c);
  for (int64_t B = 1; B <= 4; B += 3) {
    const int64_t H = 2, I = 3, G = 6;
    tensor g, x, h, wih, whh, bih, bhh;
    make_seeded(&g, CAJIT_DTYPE_F32, 2, (int64_t[]){B, H}, NULL, 110);
    make_seeded(&x, CAJIT_DTYPE_F32, 2, (int64_t[]){B, I}, NULL, 111);
    make_seeded(&h, CAJIT_DTYPE_F32, 2, (int64_t[]){B, H}, NULL, 112);
    make_seeded(&wih, CAJIT_DTYPE_F32, 2, (int64_t[]){G, I}, NULL, 113);
    make_seeded(&whh, CAJIT_DTYPE_F32, 2, (int64_t[]){G, H}, NULL, 114);
    make_seeded(&bih, CAJIT_DTYPE_F32, 1, (int64_t[]){G}, NULL, 115);
    make_seeded(&bhh, CAJIT_DTYPE_F32, 1, (int64_t[]){G}, NULL, 116);
    /* forward; the saved r, z, n are columns of one [B, 3H] block, as
     * the forward's chunked gates */
    tensor gates, hmn, hhn;
    make_seeded(&gates, CAJIT_DTYPE_F32, 2, (int64_t[]){B, 3 * H}, NULL, 0);
    make_seeded(&hmn, CAJIT_DTYPE_F32, 2, (int64_t[]){B, H}, NULL, 0);
    make_seeded(&hhn, CAJIT_DTYPE_F32, 2, (int64_t[]){B, H}, NULL, 0);
    double dpre_i[4 * 6], dpre_h[4 * 6], r_[8], z_[8], n_[8], hn_[8];
    for (int64_t b = 0; b < B; b++)
      for (int64_t k = 0; k < H; k++) {
        double pre[3][2] = {{0, 0}, {0, 0}, {0, 0}}; /* [gate][x or h] */
        for (int q = 0; q < 3; q++) {
          int64_t j = q * H + k;
          pre[q][0] = at(&bih, (int64_t[]){j});
          pre[q][1] = at(&bhh, (int64_t[]){j});
          for (int64_t u = 0; u < I; u++)
            pre[q][0] +=
                at(&x, (int64_t[]){b, u}) * at(&wih, (int64_t[]){j, u});
          for (int64_t u = 0; u < H; u++)
            pre[q][1] +=
                at(&h, (int64_t[]){b, u}) * at(&whh, (int64_t[]){j, u});
        }
        int64_t e = b * H + k;
        r_[e] = (float)sigm(pre[0][0] + pre[0][1]);
        z_[e] = (float)sigm(pre[1][0] + pre[1][1]);
        hn_[e] = (float)pre[2][1];
        n_[e] = (float)tanh(pre[2][0] + r_[e] * hn_[e]);
        double hv = at(&h, (int64_t[]){b, k});
        store_at(CAJIT_DTYPE_F32, gates.storage, b * 3 * H + k, r_[e]);
        store_at(CAJIT_DTYPE_F32, gates.storage, b * 3 * H + H + k, z_[e]);
        store_at(CAJIT_DTYPE_F32, gates.storage, b * 3 * H + 2 * H + k, n_[e]);
        store_at(CAJIT_DTYPE_F32, hmn.storage, e, hv - n_[e]);
        store_at(CAJIT_DTYPE_F32, hhn.storage, e, hn_[e]);
        /* backward of h' = (1 - z) n + z h */
        double gv = at(&g, (int64_t[]){b, k});
        double dn = gv * (1 - z_[e]), dz = gv * (hv - n_[e]);
        double dnp = dn * (1 - n_[e] * n_[e]);
        double dr = dnp * hn_[e];
        double drp = dr * r_[e] * (1 - r_[e]), dzp = dz * z_[e] * (1 - z_[e]);
        dpre_i[b * G + k] = dpre_h[b * G + k] = drp;
        dpre_i[b * G + H + k] = dpre_h[b * G + H + k] = dzp;
        dpre_i[b * G + 2 * H + k] = dnp;
        dpre_h[b * G + 2 * H + k] = dnp * r_[e];
      }
    /* views of the gates block: r, z, n (strides 3H, 1) */
    tensor r = gates, z = gates, n = gates;
    r.t.strides = r.strides;
    z.t.strides = z.strides;
    n.t.strides = n.strides;
    r.strides[0] = z.strides[0] = n.strides[0] = 3 * H;
    r.shape[1] = z.shape[1] = n.shape[1] = H;
    r.t.shape = r.shape;
    z.t.shape = z.shape;
    n.t.shape = n.shape;
    z.t.data = (float *)gates.storage + H;
    z.storage = (float *)gates.storage + H;
    n.t.data = (float *)gates.storage + 2 * H;
    n.storage = (float *)gates.storage + 2 * H;
    tensor *in[10] = {&g, &hmn, &z, &n, &r, &hhn, &x, &wih, &h, &whh};
    ok(run(&c, in, 10));
    double dx[12], dh[8], dwih[18], dwhh[12], dbih[6], dbhh[6];
    for (int64_t b = 0; b < B; b++) {
      for (int64_t u = 0; u < I; u++) {
        double v = 0;
        for (int64_t j = 0; j < G; j++)
          v += dpre_i[b * G + j] * at(&wih, (int64_t[]){j, u});
        dx[b * I + u] = v;
      }
      for (int64_t u = 0; u < H; u++) {
        double v = at(&g, (int64_t[]){b, u}) * z_[b * H + u];
        for (int64_t j = 0; j < G; j++)
          v += dpre_h[b * G + j] * at(&whh, (int64_t[]){j, u});
        dh[b * H + u] = v;
      }
    }
    for (int64_t j = 0; j < G; j++) {
      dbih[j] = dbhh[j] = 0;
      for (int64_t b = 0; b < B; b++) {
        dbih[j] += dpre_i[b * G + j];
        dbhh[j] += dpre_h[b * G + j];
      }
      for (int64_t u = 0; u < I; u++) {
        double v = 0;
        for (int64_t b = 0; b < B; b++)
          v += dpre_i[b * G + j] * at(&x, (int64_t[]){b, u});
        dwih[j * I + u] = v;
      }
      for (int64_t u = 0; u < H; u++) {
        double v = 0;
        for (int64_t b = 0; b < B; b++)
          v += dpre_h[b * G + j] * at(&h, (int64_t[]){b, u});
        dwhh[j * H + u] = v;
      }
    }
    const cajit_dtype f = CAJIT_DTYPE_F32;
    check(&c, 0, f, 2, (int64_t[]){B, I}, dx, 1e-5);
    check(&c, 1, f, 2, (int64_t[]){B, H}, dh, 1e-5);
    check(&c, 2, f, 2, (int64_t[]){G, I}, dwih, 1e-5);
    check(&c, 3, f, 2, (int64_t[]){G, H}, dwhh, 1e-5);
    check(&c, 4, f, 1, (int64_t[]){G}, dbih, 1e-5);
    check(&c, 5, f, 1, (int64_t[]){G}, dbhh, 1e-5);
    tensor *all[] = {&g, &x, &h, &wih, &whh, &bih, &bhh, &gates, &hmn, &hhn};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
      release(all[i]);
  }
  destroy(&c);
}

/* cajit_compile_library_nodes (lib/compile/library_nodes.c) for an LSTM
 * layer backward: AUTO sends it to the library from
 * CAJIT_LIBRARY_MIN_LSTM_MACS multiply-adds (T * B * 8 gates * (3 + 2)
 * inputs here), says why when it cannot size it; LIBRARY all, NATIVE
 * none. */
static void test_lstm_library_nodes_chosen(void **state) {
  (void)state;
  char text[4096];
  lstm_cag(text, sizeof text, "f32", "%10", "%11", "%12", false, true);
  cajit_graph *g = NULL;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "t.cag", &g));
  ok(cajit_graph_verify(g));
  int32_t n = cajit_expr_ctx_symbol_count(g->exprs);
  int64_t ints[8] = {0};
  assert_true(n <= 8);
  int32_t t = cajit_expr_ctx_find_symbol(g->exprs, CAJIT_SV("s0"));
  int32_t b = cajit_expr_ctx_find_symbol(g->exprs, CAJIT_SV("s1"));
  ints[t] = 64;
  ints[b] = 512; /* 64 * 512 * 40 = 1.3M >= 2^20: library */
  cajit_expr_binding call = {ints, NULL, n};
  char *list = NULL, *note = NULL;
  cajit_conv_backward_mode m;
  ok(cajit_conv_backward_mode_parse("auto", &m));
  ok(cajit_compile_library_nodes(g, m, &call, NULL, &list, &note));
  assert_string_equal(list, "14"); /* %20, numbered densely when parsed */
  assert_null(note);
  cajit_free(list);
  ints[b] = 4; /* 10K: native */
  ok(cajit_compile_library_nodes(g, m, &call, NULL, &list, &note));
  assert_null(list);
  cajit_expr_binding none = {NULL, NULL, 0};
  ok(cajit_compile_library_nodes(g, m, &none, NULL, &list, &note));
  assert_null(list);
  assert_non_null(strstr(note, "%14: cannot size the LSTM layer ("));
  cajit_free(note);
  ok(cajit_conv_backward_mode_parse("library", &m));
  ok(cajit_compile_library_nodes(g, m, NULL, NULL, &list, &note));
  assert_string_equal(list, "*");
  cajit_free(list);
  ok(cajit_conv_backward_mode_parse("native", &m));
  ok(cajit_compile_library_nodes(g, m, &call, NULL, &list, &note));
  assert_null(list);
  assert_null(note);
  /* a GPU program keeps it native (oneDNN's op is CPU-only): refused */
  ok(cajit_compile_library_nodes_gpu(g, &list));
  assert_null(list);
  cajit_graph_destroy(g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_lstm_layer_f32),
      cmocka_unit_test(test_lstm_layer_bf16_no_bias),
      cmocka_unit_test(test_lstm_layer_empty),
      cmocka_unit_test(test_lstm_declines),
      cmocka_unit_test(test_lstm_library_nodes_chosen),
      cmocka_unit_test(test_lstm_shape_errors),
      cmocka_unit_test(test_lstm_runtime_errors),
      cmocka_unit_test(test_lstm_compile_alloc_failures),
      cmocka_unit_test(test_gru_cell_step),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
