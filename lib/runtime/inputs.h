/* Inputs whose memory may change during a call (cajit_call.input_now).
 *
 * Codegen emits, before the first kernel or host call that reads input i
 * since the entry or the last host call,
 *   cajit_rt_input_ready(call, i, &inputs_now[i], &bufs[root], reader)
 * (cg_body.c). */
#ifndef CAJIT_RUNTIME_INPUTS_H
#define CAJIT_RUNTIME_INPUTS_H

#include <dlpack/dlpack.h>
#include <stdint.h>

#include "cajit/runtime.h"

/* Asks the host for input `index`'s current tensor (call->input_now, when
 * set; else *current stays), stores it in *current and its first element's
 * address in *data. Fails the call (returns 1, call->status set, naming
 * the input and `reader`, the kernel about to read it) when the host's
 * input_now fails, when the tensor is missing, or when its memory is
 * smaller than the extent its sizes and strides address: a NULL data
 * pointer with elements, or fewer readable bytes than the extent when the
 * host says how many there are. Returns 0 otherwise. */
int32_t cajit_rt_input_ready(cajit_call *call, int32_t index,
                             DLTensor **current, void **data,
                             const char *reader);

/* The bytes from t's first element to just past its last one, as its
 * sizes and strides address them (0 without elements; -1 when a negative
 * size or stride or an overflow makes it unknowable). */
int64_t cajit_rt_tensor_extent(const DLTensor *t);

#endif
