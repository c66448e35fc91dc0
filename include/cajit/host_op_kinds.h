/* The host-op kinds: the one list of them.
 *
 * CAJIT_HOST_OP_KINDS(X) calls X(ENUM, name) once per kind, in
 * cajit_host_op_kind order (the values are ABI: compiled code stores them
 * in its host sites). The graph op of a kind is "host.<name>" (its schema
 * and shape rule: lib/ops/host.c), except FALLBACK's, which runs ops
 * without a native lowering by their own names. Made from this list: the
 * enum (cajit/runtime.h), cajit_host_op_kind_name and the callback fields
 * of cajit_host (cajit/host.h, lib/runtime/host_call.c), the op -> kind
 * table of lowering (lib/lower/lower.c). Checked against it by tests:
 * lib/ops/host.c's schemas (tests/c/test_ops_schema.c) and the Python side's
 * (python/cajit/hostops.py SCHEMAS, python/cajit/host.py;
 * tests/py/test_host_op_names.py). */
#ifndef CAJIT_HOST_OP_KINDS_H
#define CAJIT_HOST_OP_KINDS_H

#define CAJIT_HOST_OP_KINDS(X)                                                 \
  X(TENSOR_PRE_HOOK, tensor_pre_hook)                                          \
  X(PRE_HOOK, pre_hook)                                                        \
  X(POST_HOOK, post_hook)                                                      \
  X(POST_ACC_GRAD_HOOK, post_acc_grad_hook)                                    \
  X(BACKWARD, backward)                                                        \
  X(ACCUMULATE_GRAD, accumulate_grad)                                          \
  X(FINAL_CALLBACKS, final_callbacks)                                          \
  X(FALLBACK, fallback) /* an op without native lowering */

#endif
