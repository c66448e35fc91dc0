/* Host-call dispatch (see host_call.h and cajit/host.h).
 *
 * Every check that protects the host (kind, hook index, counts) happens
 * before any callback runs. Errors are annotated with the site ("host call
 * post_hook (hook 1) at %5 = ...: ...") and stored in call->status; the
 * results array is left all NULL on failure. */
#include "runtime/host_call.h"

#include <stdio.h>
#include <string.h>

#include "runtime/dlpack_export.h"
#include "runtime/fail.h"
#include "runtime/host_args.h"
#include "runtime/host_ffi.h"
#include "support/arena.h"

const char *cajit_host_op_kind_name(int32_t kind) {
  switch (kind) {
#define KIND_NAME(e, name)                                                     \
  case CAJIT_HOST_##e: return #name;
    CAJIT_HOST_OP_KINDS(KIND_NAME)
#undef KIND_NAME
  }
  return "?";
}

/* cajit_host's callback fields are named as the kinds. */
cajit_host_fn cajit_host_callback(const cajit_host *host, int32_t kind) {
  if (!host) return NULL;
  switch (kind) {
#define KIND_CALLBACK(e, name)                                                 \
  case CAJIT_HOST_##e: return host->name;
    CAJIT_HOST_OP_KINDS(KIND_CALLBACK)
#undef KIND_CALLBACK
  }
  return NULL;
}

static bool kind_needs_hook(int32_t kind) {
  return kind == CAJIT_HOST_TENSOR_PRE_HOOK || kind == CAJIT_HOST_PRE_HOOK ||
         kind == CAJIT_HOST_POST_HOOK ||
         kind == CAJIT_HOST_POST_ACC_GRAD_HOOK || kind == CAJIT_HOST_BACKWARD;
}

/* Prefixes "host call <kind> [(hook i)] [<op>] at <where>" to s. */
static cajit_status annotate(cajit_status s, const cajit_rt_host_site *site) {
  char hook[32] = "";
  if (site->hook >= 0) snprintf(hook, sizeof hook, " (hook %d)", site->hook);
  return cajit_status_annotate(
      s, "host call %s%s%s%s at %s", cajit_host_op_kind_name(site->kind), hook,
      site->op_name ? " " : "", site->op_name ? site->op_name : "",
      site->where ? site->where : "?");
}

/* Structural checks that need no host. */
static cajit_status check_shape(const cajit_rt_host_site *site,
                                int32_t hooks_count) {
  if (site->kind < 0 || site->kind >= CAJIT_HOST_OP_KIND_COUNT)
    return cajit_status_make(CAJIT_INTERNAL, "invalid host op kind %d",
                             site->kind);
  if (site->arg_count < 0 || site->result_count < 0 || site->arg_split < 0 ||
      site->arg_split > site->arg_count || site->int_count < 0 ||
      site->float_count < 0)
    return cajit_status_make(
        CAJIT_INTERNAL, "invalid site counts (args %d, split %d, results %d)",
        site->arg_count, site->arg_split, site->result_count);
  if (kind_needs_hook(site->kind) && site->hook < 0)
    return cajit_status_make(CAJIT_INTERNAL, "%s without a hook index",
                             cajit_host_op_kind_name(site->kind));
  if (site->hook >= 0 && hooks_count >= 0 && site->hook >= hooks_count)
    return cajit_status_make(
        CAJIT_INVALID_ARGUMENT,
        "hook index %d out of range: the call has %d hooks", site->hook,
        hooks_count);
  if (site->kind == CAJIT_HOST_FALLBACK && !site->op_name)
    return cajit_status_make(CAJIT_INTERNAL, "fallback without an op name");
  return CAJIT_OK_STATUS;
}

/* Finds what will run the site: a native function (fallback only) or the
 * kind's callback. */
static cajit_status resolve(const cajit_rt_host_site *site,
                            const cajit_host *host,
                            const cajit_rt_ffi_entry **out_native,
                            cajit_host_fn *out_fn) {
  *out_native = NULL;
  *out_fn = NULL;
  if (!host)
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "the graph calls the host but no host was given");
  if (site->kind == CAJIT_HOST_FALLBACK)
    *out_native = cajit_rt_ffi_find(host->ffi, site->op_name);
  if (!*out_native) *out_fn = cajit_host_callback(host, site->kind);
  if (!*out_native && !*out_fn)
    return cajit_status_make(CAJIT_HOST_ERROR, "the host has no %s callback",
                             cajit_host_op_kind_name(site->kind));
  return CAJIT_OK_STATUS;
}

static cajit_status decode(const cajit_rt_host_site *site, cajit_arena *arena,
                           const int64_t *ints, const double *floats,
                           cajit_host_value **out_values, int32_t *out_count) {
  *out_values = NULL;
  *out_count = 0;
  if (site->kind != CAJIT_HOST_FALLBACK || !site->args_desc)
    return CAJIT_OK_STATUS;
  return cajit_rt_host_args_decode(site->args_desc, arena, site->arg_count,
                                   ints, site->int_count, floats,
                                   site->float_count, out_values, out_count);
}

cajit_status cajit_rt_host_site_check(const cajit_rt_host_site *site,
                                      const cajit_host *host,
                                      int32_t hooks_count) {
  cajit_status s = check_shape(site, hooks_count);
  const cajit_rt_ffi_entry *native = NULL;
  cajit_host_fn fn = NULL;
  if (!s) s = resolve(site, host, &native, &fn);
  cajit_arena *arena = NULL;
  if (!s && site->kind == CAJIT_HOST_FALLBACK) {
    arena = cajit_arena_create();
    cajit_host_value *values = NULL;
    int32_t count = 0;
    if (!arena)
      s = cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
    else
      s = decode(site, arena, NULL, NULL, &values, &count);
    if (!s && native)
      s = cajit_rt_ffi_check(native, values, count, site->result_count);
  }
  cajit_arena_destroy(arena);
  return annotate(s, site);
}

/* The arrays the JIT passes must exist where the site says they are used;
 * the hook table must exist when a hook is referenced. */
static cajit_status check_arrays(const cajit_rt_host_site *site,
                                 const cajit_call *call, DLTensor *const *args,
                                 DLManagedTensor **results, const int64_t *ints,
                                 const double *floats) {
  if ((site->arg_count && !args) || (site->result_count && !results) ||
      (site->int_count && !ints) || (site->float_count && !floats))
    return cajit_status_make(CAJIT_INTERNAL,
                             "NULL argument, result, int or float array");
  if (site->hook >= 0 && !call->hooks)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "hook %d referenced but the call has no hooks",
                             site->hook);
  return CAJIT_OK_STATUS;
}

static void release_results(DLManagedTensor **results, int32_t count) {
  for (int32_t i = 0; i < count; i++) {
    cajit_rt_dlpack_release(results[i]);
    results[i] = NULL;
  }
}

static int32_t host_call(cajit_call *call, const cajit_rt_host_site *site,
                         DLTensor *const *args, DLManagedTensor **results,
                         const int64_t *ints, const double *floats,
                         DLManagedTensor **owned) {
  if (!call || !site) return 1; /* nowhere to report; a codegen bug */
  if (results)
    for (int32_t i = 0; i < site->result_count; i++)
      results[i] = NULL;
  cajit_status s = check_shape(site, call->hooks_count);
  if (!s) s = check_arrays(site, call, args, results, ints, floats);
  if (s) return cajit_rt_fail_status(call, annotate(s, site));
  const cajit_rt_ffi_entry *native = NULL;
  cajit_host_fn fn = NULL;
  if (!s) s = resolve(site, call->host, &native, &fn);
  cajit_arena *arena = NULL;
  cajit_host_value *values = NULL;
  int32_t value_count = 0;
  if (!s && site->kind == CAJIT_HOST_FALLBACK) {
    arena = cajit_arena_create();
    s = arena ? decode(site, arena, ints, floats, &values, &value_count)
              : cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
  }
  if (!s) {
    cajit_host_request req = {
        .kind = (cajit_host_op_kind)site->kind,
        .hook_index = site->hook,
        .hook = site->hook >= 0 ? call->hooks[site->hook] : NULL,
        .inputs = args,
        .input_count = site->arg_count,
        .input_split = site->arg_split,
        .results = results,
        .result_count = site->result_count,
        .flags = site->flags,
        .op_name = site->op_name,
        .args = values,
        .arg_count = value_count,
        .where = site->where,
        .node = site->node,
        .owned_inputs = owned,
    };
    s = native ? cajit_rt_ffi_invoke(native, &req, arena)
               : fn(call->host->user, &req);
  }
  cajit_arena_destroy(arena);
  if (!s) return 0;
  release_results(results, site->result_count);
  return cajit_rt_fail_status(call, annotate(s, site));
}

/* Releases the owned inputs the host did not take. */
static void release_owned(DLManagedTensor **owned, int32_t n) {
  for (int32_t i = 0; owned && i < n; i++) {
    if (owned[i] && owned[i]->deleter) owned[i]->deleter(owned[i]);
    owned[i] = NULL;
  }
}

int32_t cajit_rt_host_call(cajit_call *call, const cajit_rt_host_site *site,
                           DLTensor *const *args, DLManagedTensor **results,
                           const int64_t *ints, const double *floats,
                           DLManagedTensor **owned) {
  int32_t rc = host_call(call, site, args, results, ints, floats, owned);
  release_owned(owned, site ? site->arg_count : 0);
  return rc;
}

void cajit_rt_release_inputs(cajit_call *call, const int32_t *indices,
                             int32_t count) {
  if (call->release_inputs && count > 0)
    call->release_inputs(call->release_ctx, indices, count);
}
