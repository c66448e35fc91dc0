/* cajit-run's options (tools/cajit_run.c describes the tool). */
#ifndef CAJIT_TOOLS_OPTIONS_H
#define CAJIT_TOOLS_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cajit_run/vec.h"
#include "tool_cli.h"

enum { EXIT_ERROR = 1, EXIT_USAGE = 2 };

typedef struct options {
  const char *input;
  VEC(const char *) binds; /* --bind lists, as given */
  int64_t repeat, warmup, threads;
  uint64_t seed;
  int64_t int_lo, int_hi;
  const char *check_path;
  double rtol;
  bool json;
  bool no_parallel, no_buffer_reuse, profile;
  const char *replay_dir; /* --replay: a repro bundle (cajit_run/replay.h) */
  bool gpu;               /* --gpu: also run on the CUDA device, compare */
  int64_t gpu_bench;      /* --gpu-bench N: time N GPU runs and a copy */
  double gpu_rtol;
  char replay_graph[4096]; /* its graph.cag when no FILE is given */
} options;

/* Fills o from argv (defaults first); returns -1 to go on, or an exit
 * status (0 after --help). */
int parse_options(int argc, char **argv, options *o);

/* Prints "cajit-run: MESSAGE" and the usage line to stderr; returns
 * EXIT_USAGE. */
__attribute__((format(printf, 1, 2))) int usage_error(const char *fmt, ...);

#endif
