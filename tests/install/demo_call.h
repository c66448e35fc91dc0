/* The call both installed-package programs make: inputs x[rows, 8] with
 * x[i][j] = i + j / 8 and w[j] = j, one output y[rows] with
 * y[i] = sum_j x[i][j] * (w[j] + 1), checked element by element. Returns
 * the process exit status (0: every element matches). */
#ifndef CAJIT_INSTALL_DEMO_CALL_H
#define CAJIT_INSTALL_DEMO_CALL_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cajit/runtime.h"

enum { DEMO_ROWS = 37, DEMO_COLS = 8 };

/* run(ctx, call) makes the call: the compiled graph's entry, directly or
 * through the library. */
typedef int32_t (*demo_runner)(void *ctx, cajit_call *call);

static int demo_run(demo_runner run, void *ctx) {
  float x[DEMO_ROWS][DEMO_COLS], w[DEMO_COLS];
  for (int j = 0; j < DEMO_COLS; j++)
    w[j] = (float)j;
  for (int i = 0; i < DEMO_ROWS; i++)
    for (int j = 0; j < DEMO_COLS; j++)
      x[i][j] = (float)i + (float)j / 8;
  int64_t x_shape[2] = {DEMO_ROWS, DEMO_COLS}, w_shape[1] = {DEMO_COLS};
  DLDataType f32 = {kDLFloat, 32, 1};
  DLDevice cpu = {kDLCPU, 0};
  DLTensor xt = {x, cpu, 2, f32, x_shape, NULL, 0};
  DLTensor wt = {w, cpu, 1, f32, w_shape, NULL, 0};
  DLTensor *inputs[2] = {&xt, &wt};
  DLManagedTensor *outputs[1] = {NULL};
  cajit_call call;
  memset(&call, 0, sizeof call);
  call.inputs = inputs;
  call.input_count = 2;
  call.outputs = outputs;
  call.output_count = 1;
  if (run(ctx, &call) != 0) {
    fprintf(stderr, "call failed: %s\n", cajit_status_message(call.status));
    cajit_status_free(call.status);
    return 1;
  }
  const DLTensor *y = &outputs[0]->dl_tensor;
  int bad = y->ndim != 1 || y->shape[0] != DEMO_ROWS;
  for (int i = 0; !bad && i < DEMO_ROWS; i++) {
    double want = 0;
    for (int j = 0; j < DEMO_COLS; j++)
      want += x[i][j] * (w[j] + 1.0);
    double have = ((const float *)y->data)[i];
    if (fabs(have - want) > 1e-4 * fabs(want) + 1e-4) {
      fprintf(stderr, "y[%d] = %g, expected %g\n", i, have, want);
      bad = 1;
    }
  }
  outputs[0]->deleter(outputs[0]);
  if (!bad) printf("ok: %d rows\n", DEMO_ROWS);
  return bad;
}

#endif
