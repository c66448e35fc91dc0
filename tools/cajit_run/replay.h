/* cajit-run --replay DIR: one recorded call of a compiled graph (a repro
 * bundle written by python/cajit/repro.py, CAJIT_REPRO_DIR) run again
 * without Python: the recorded symbol values and inputs, each host call
 * answered with its recorded results after its arguments are compared with
 * the recorded ones, and the outputs compared at the end. The first
 * difference says where a run stops agreeing with the recorded one. The
 * manifest format is documented in repro.py. */
#ifndef CAJIT_TOOLS_REPLAY_H
#define CAJIT_TOOLS_REPLAY_H

#include <dlpack/dlpack.h>
#include <stdint.h>
#include <stdio.h>

#include "cajit/host.h"
#include "cajit/status.h"

typedef struct cajit_replay cajit_replay;

/* Reads DIR/manifest (every tensor file is checked to exist with the size
 * its line implies). The caller must release *out with cajit_replay_free. */
cajit_status cajit_replay_load(const char *dir, cajit_replay **out);
void cajit_replay_free(cajit_replay *rp);

/* The recorded symbol values, as "name=value" (bind_count entries). */
int32_t cajit_replay_bind_count(const cajit_replay *rp);
const char *cajit_replay_bind(const cajit_replay *rp, int32_t i);

/* The library_nodes compile option the recorded graph was compiled with
 * (its "library" line), or NULL: the replay compiles with it too, so that
 * the nodes the recording ran through the host's library (oneDNN's
 * convolution backwards) are host calls here as well. */
const char *cajit_replay_library_nodes(const cajit_replay *rp);

/* Stores the recorded elements of input i into t (t's dtype and shape must
 * be the recorded ones; t's strides place them). */
cajit_status cajit_replay_fill_input(const cajit_replay *rp, int32_t i,
                                     DLTensor *t);

/* Before each run: host calls are served from the first again and the
 * findings of the previous run are dropped. */
void cajit_replay_restart(cajit_replay *rp);

/* The host callback of every kind (user: the cajit_replay). Compares the
 * request's kind and tensors with the next recorded call (a difference is
 * noted, not an error) and returns that call's recorded results; a call
 * the recording does not have fails the run. */
cajit_status cajit_replay_host_call(void *user, const cajit_host_request *req);

/* Compares the outputs of the run with the recorded ones. */
void cajit_replay_check_outputs(cajit_replay *rp,
                                DLManagedTensor *const *outputs, int32_t n);

/* Prints the findings ("replay ..." lines: each difference, then a
 * summary) and returns how many differences there were. */
int64_t cajit_replay_report(const cajit_replay *rp, FILE *f);

#endif
