/* Everything JIT code may call, in one header: the C declarations codegen
 * mirrors when it declares runtime functions in LLVM IR, and the list
 * jit/symbols.c exposes to compiled modules (nothing else in the process is
 * reachable from JIT code).
 *
 *   buffer.h         cajit_rt_arena_*, cajit_rt_buffer_*, cajit_rt_size_mul
 *   layout.h         cajit_rt_plan_layout, cajit_rt_plan_layout_cached
 *   dlpack_export.h  cajit_rt_dlpack_wrap / _alloc / _release
 *   blas.h           cajit_rt_gemm_{f32,f64}, cajit_rt_gemm_batched_*
 *   thread_pool.h    cajit_rt_parallel_for, cajit_rt_parallel_for_call
 *   host_call.h      cajit_rt_host_call, cajit_rt_release_inputs
 *   inputs.h         cajit_rt_input_ready
 *   guards.h         cajit_rt_check_inputs, _dims, _sym_eqs,
 *                    _open_strides, cajit_rt_bind_symbols, _bind_planned
 *   fail.h           cajit_rt_fail, cajit_rt_fail_msg
 *   profile.h        cajit_rt_profile_now, cajit_rt_profile_add
 */
#ifndef CAJIT_RUNTIME_RT_H
#define CAJIT_RUNTIME_RT_H

#include "runtime/blas.h"
#include "runtime/buffer.h"
#include "runtime/dlpack_export.h"
#include "runtime/fail.h"
#include "runtime/guards.h"
#include "runtime/host_call.h"
#include "runtime/inputs.h"
#include "runtime/layout.h"
#include "runtime/profile.h"
#include "runtime/thread_pool.h"

#endif
