/* cajit-run's state for one graph, shared by its parts: the driver
 * (tools/cajit_run.c), binding (bind.c), inputs (inputs.c), the C host
 * (host.c), the report (report.c) and --check-against (check.c). */
#ifndef CAJIT_TOOLS_RUNNER_H
#define CAJIT_TOOLS_RUNNER_H

#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdint.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/host.h"
#include "cajit_run/elements.h"
#include "cajit_run/options.h"
#include "cajit_run/replay.h"

enum { MAX_NDIM = CAJIT_TOOLS_MAX_NDIM };

typedef struct input_tensor {
  DLTensor t;
  int64_t shape[MAX_NDIM], strides[MAX_NDIM];
  void *storage;
} input_tensor;

/* The grads accumulated into one parameter (a graph input). */
typedef struct param_acc {
  double *sum; /* tensor_numel(param) entries; NULL until the first call */
  int64_t numel;
  int32_t calls;
} param_acc;

typedef struct runner {
  const options *o;
  cajit_graph *g;
  /* per symbol index of g->exprs */
  int64_t *sym_ints;
  double *sym_floats;
  bool *sym_bound;
  int32_t sym_count;
  int64_t *sizes;
  cajit_scalar *scalars;
  void **hooks;
  input_tensor *inputs;
  DLTensor **input_ptrs;
  param_acc *accs; /* per input */
  cajit_compiled *compiled;
  cajit_replay *replay;      /* --replay, else NULL */
  DLManagedTensor **outputs; /* of the last run */
  int32_t output_count;
  double compile_ms;
  double *times; /* repeat entries, ms */
} runner;

/* CAJIT_OUT_OF_MEMORY naming what could not be allocated. */
cajit_status run_oom(const char *what);

/* Binds every --bind item (or the replay's recorded values), checks that no
 * symbol is left unbound and fills sizes and scalars; -1 or an exit status
 * (bind.c). */
int bind_symbols(runner *r);

/* Builds input i: layout from the binding, storage, generated contents
 * (inputs.c). */
cajit_status make_input(runner *r, int32_t i);

/* The C host of cajit-run (host.c); user is the runner. */
cajit_host c_host(void);

#endif
