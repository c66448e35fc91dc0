/* cajit-run's report: a record per output and accumulated grad, the
 * timings, printed as text or JSON (help_text in options.c gives the
 * formats). */
#ifndef CAJIT_TOOLS_REPORT_H
#define CAJIT_TOOLS_REPORT_H

#include <stdio.h>

#include "cajit_run/runner.h"

typedef struct record {
  bool grad;
  int32_t index; /* output index, or the param's input position */
  bool none;
  char type[24 * MAX_NDIM]; /* f32[128,10] */
  const char *dtype;
  int32_t ndim;
  const int64_t *shape;
  double sum, abs;
  int32_t calls;
} record;

/* The records of the last run: outputs, then grads by input. */
typedef VEC(record) record_vec;

typedef struct timing {
  double median, min, mean;
} timing;

/* What --check-against found (done: it ran). */
typedef struct check_result {
  bool done;
  int32_t mismatches, values;
} check_result;

/* Appends the last run's records to *out. */
cajit_status report_collect(const runner *r, record_vec *out);
/* Median, min and mean of n times (sorts them). */
timing report_timing(double *times, int64_t n);
void report_print_text(FILE *f, const runner *r, const record *recs, size_t n,
                       timing t, const check_result *check);
void report_print_json(FILE *f, const runner *r, const record *recs, size_t n,
                       timing t, const check_result *check);

#endif
