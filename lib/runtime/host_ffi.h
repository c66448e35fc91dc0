/* Typed native fallback functions called through libffi (the registry half
 * is public, in cajit/host.h). Used by the host-call dispatcher. */
#ifndef CAJIT_RUNTIME_HOST_FFI_H
#define CAJIT_RUNTIME_HOST_FFI_H

#include "cajit/host.h"
#include "support/arena.h"

typedef struct cajit_rt_ffi_entry cajit_rt_ffi_entry;

/* The entry registered for op_name, or NULL (also when ffi is NULL). */
const cajit_rt_ffi_entry *cajit_rt_ffi_find(const cajit_host_ffi *ffi,
                                            const char *op_name);
/* Checks that values (kinds only) and result_count fit the entry's
 * signature; CAJIT_INVALID_ARGUMENT naming the first mismatch. */
cajit_status cajit_rt_ffi_check(const cajit_rt_ffi_entry *e,
                                const cajit_host_value *values, int32_t count,
                                int32_t result_count);
/* Unpacks req->args into C parameters (scratch memory from arena) and calls
 * the native function; returns its status. */
cajit_status cajit_rt_ffi_invoke(const cajit_rt_ffi_entry *e,
                                 const cajit_host_request *req,
                                 cajit_arena *arena);

#endif
