/* The host interface: how a compiled graph calls back into its host.
 *
 * Impure nodes (hooks, custom backward, grad accumulation, final callbacks)
 * and ops without a native lowering (fallback) become calls through a
 * cajit_host, a table of callbacks the host supplies with each call
 * (cajit_call.host). A pure-C host (tests, cajit-run) fills it with C
 * functions; the Python adapter with functions that call into Python.
 *
 * Every kind of host op has one callback of the same type, receiving a
 * cajit_host_request. Hooks and autograd.Function contexts are referenced by
 * index into cajit_call.hooks only; the runtime checks the index before the
 * callback runs, so no graph can make the JIT call an arbitrary address.
 *
 * Ownership: the request and everything it points to belong to the runtime
 * and are valid during the callback only. Input tensors are borrowed. A
 * callback that succeeds stores an owned DLManagedTensor (or NULL for a
 * `none` result) in each results[i]; the graph then owns it. A callback that
 * fails returns a status (CAJIT_HOST_ERROR, naming what went wrong); the
 * runtime then releases whatever the callback stored in results, adds the
 * node to the message and fails the call with it.
 *
 * Typed native functions: a C host may instead register, per fallback op
 * name, a C function with a signature described by a short string
 * (cajit_host_ffi_register); libffi then calls it with the op's arguments
 * unpacked into C parameters. The call interface is prepared once at
 * registration and freed with the registry. */
#ifndef CAJIT_HOST_H
#define CAJIT_HOST_H

#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdint.h>

#include "cajit/runtime.h"
#include "cajit/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CAJIT_HOST_OP_KIND_COUNT (CAJIT_HOST_FALLBACK + 1)

/* "tensor_pre_hook", "post_hook", ... ("?" for an unknown kind). */
const char *cajit_host_op_kind_name(int32_t kind);

enum cajit_host_flags {
  /* accumulate_grad: the parameter has post-accumulate-grad hooks */
  CAJIT_HOST_HAS_POST_HOOKS = 1u << 0,
  /* post_acc_grad_hook: moved ahead of kernels that read inputs
   * (lib/sched/early_hooks.c), which may alias its parameter: a hook that
   * changes the parameter in place must fail the call (the Python host
   * checks its version counter) */
  CAJIT_HOST_MOVED_EARLY = 1u << 1,
};

/* A decoded argument of a fallback op. */
typedef enum cajit_host_value_kind {
  CAJIT_HOST_VALUE_NONE,
  CAJIT_HOST_VALUE_BOOL,
  CAJIT_HOST_VALUE_INT,
  CAJIT_HOST_VALUE_FLOAT,
  CAJIT_HOST_VALUE_STRING, /* "tanh" */
  CAJIT_HOST_VALUE_WORD,   /* a keyword: f32, cpu, contiguous_format, ... */
  CAJIT_HOST_VALUE_TENSOR, /* u.tensor indexes cajit_host_request.inputs */
  CAJIT_HOST_VALUE_LIST,
} cajit_host_value_kind;

typedef struct cajit_host_value cajit_host_value;
struct cajit_host_value {
  cajit_host_value_kind kind;
  const char *name; /* keyword name of a `name=value` argument, else NULL */
  union {
    bool b;
    int64_t i;
    double f;
    const char *s; /* STRING, WORD: NUL-terminated */
    int32_t tensor;
    struct {
      const cajit_host_value *items;
      int32_t count;
    } list;
  } u;
};

typedef struct cajit_host_request {
  cajit_host_op_kind kind;
  int32_t hook_index; /* index into cajit_call.hooks, -1 if the op has none */
  void *hook;         /* cajit_call.hooks[hook_index], or NULL */
  /* Tensor arguments (borrowed; an entry is NULL for a `none`). For
   * post_hook, inputs[0..input_split) are the grad_inputs and the rest the
   * grad_outputs; for backward, the saved tensors then the grads; for
   * accumulate_grad, (param, grad). Otherwise input_split == input_count. */
  DLTensor *const *inputs;
  int32_t input_count;
  int32_t input_split;
  /* Result slots, all NULL on entry; see ownership above. */
  DLManagedTensor **results;
  int32_t result_count;
  uint32_t flags; /* cajit_host_flags */
  /* FALLBACK only: the full op name ("aten.foo.default") and its arguments,
   * positional then keyword, with tensors as indexes into inputs. */
  const char *op_name;
  const cajit_host_value *args;
  int32_t arg_count;
  const char *where; /* the graph node, for messages ("%5 = aten.foo"), or
                        NULL */
  /* The graph node: its index in cajit_graph.nodes (-1 when unknown). The
   * host finds what it needs of the node (result types, ...) by it, never
   * by reading `where`. */
  int32_t node;
  /* NULL, or input_count slots: a non-NULL owned_inputs[i] is an owned
   * tensor with exactly inputs[i]'s memory and geometry that the graph
   * never touches again (for accumulate_grad, a fresh grad the graph
   * computed into memory of its own). A callback may take it (store NULL
   * in the slot; it then owns the tensor, e.g. keeps it as the parameter's
   * .grad instead of copying it, as eager autograd does); what it leaves
   * in the slots is released after the callback returns. */
  DLManagedTensor **owned_inputs;
} cajit_host_request;

typedef cajit_status (*cajit_host_fn)(void *user,
                                      const cajit_host_request *req);

typedef struct cajit_host_ffi cajit_host_ffi;

struct cajit_host {
  void *user; /* passed to every callback */
  /* One callback per kind, named as the kind (cajit/host_op_kinds.h):
   * tensor_pre_hook, pre_hook, post_hook, post_acc_grad_hook, backward,
   * accumulate_grad, final_callbacks, fallback. */
#define CAJIT_HOST_CALLBACK_FIELD_(e, name) cajit_host_fn name;
  CAJIT_HOST_OP_KINDS(CAJIT_HOST_CALLBACK_FIELD_)
#undef CAJIT_HOST_CALLBACK_FIELD_
  /* Typed native fallback functions, tried before `fallback`; may be NULL. */
  const cajit_host_ffi *ffi;
};

/* The callback of `kind` in host (NULL if unset or kind is invalid). */
cajit_host_fn cajit_host_callback(const cajit_host *host, int32_t kind);

/* Prints values as `a, [1, 2], name=x` (tensors as `$tN`) into a new
 * NUL-terminated string (free with cajit_free). For messages and tests. */
cajit_status cajit_host_values_format(const cajit_host_value *values,
                                      int32_t count, char **out_text);

/* ---- typed native functions (libffi) -------------------------------------
 *
 * A signature string lists the C parameters the op's arguments (positional
 * then keyword, in graph order) become, then `->` and one `t` per result:
 *
 *   t  tensor        -> const DLTensor *        (none -> NULL)
 *   i  int           -> int64_t
 *   f  float or int  -> double
 *   b  bool          -> bool
 *   s  string/word   -> const char *            (none -> NULL)
 *   I  list of ints  -> const int64_t *, int64_t count
 *   F  list of numbers -> const double *, int64_t count
 *   T  list of tensors -> DLTensor *const *, int64_t count (none -> NULL)
 *   -> t             -> DLManagedTensor ** (store an owned result or NULL)
 *
 * Commas between codes are optional. The function returns a cajit_status
 * (NULL = success). Example: "t,f,i->t" is
 *   cajit_status my_op(const DLTensor *a, double alpha, int64_t dim,
 *                      DLManagedTensor **out);
 */
typedef void (*cajit_host_native_fn)(void);

/* An empty registry. Release with cajit_host_ffi_destroy. */
cajit_status cajit_host_ffi_create(cajit_host_ffi **out_ffi);
/* Frees the registry and every prepared call interface; NULL is a no-op. */
void cajit_host_ffi_destroy(cajit_host_ffi *ffi);
/* Registers fn for fallback op `op_name` with the given signature; the call
 * interface is prepared now (ffi_prep_cif) and errors (a bad signature, a
 * duplicate name, libffi refusing the cif) are reported here, not at run
 * time. Strings are copied. Not thread-safe against concurrent calls. */
cajit_status cajit_host_ffi_register(cajit_host_ffi *ffi, const char *op_name,
                                     const char *signature,
                                     cajit_host_native_fn fn);
/* True if op_name has a registered native function. */
bool cajit_host_ffi_has(const cajit_host_ffi *ffi, const char *op_name);

#ifdef __cplusplus
}
#endif
#endif
