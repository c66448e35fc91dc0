/* A graph as ordered steps for a host that owns CUDA memory and runs the
 * steps the NVPTX emitter cannot (include/cajit/gpu.h,
 * cajit_gpu_program): kernels launched here on the host's stream, GEMMs
 * and host calls described to the host by buffer ids, everything
 * evaluated under the host's binding. */
#include <stdio.h>
#include <string.h>

#include "cajit/gpu.h"
#include "gpu/gpu.h"
#include "runtime/cuda_driver.h"
#include "runtime/host_args.h"
#include "support/alloc.h"
#include "support/arena.h"

struct cajit_gpu_program {
  cajit_kir_program *p;
  cajit_gpu_module m;
  cajit_gpu_step *steps;
  int32_t step_count;
  char sm[16];
  cajit_cuda *cu;
  cajit_gpu_loaded *l;
  cajit_arena *args_arena; /* cajit_gpu_program_host_args' values */
};

/* Whether DLPack's dtype t is d (bool: code 6, kDLBool of newer DLPack). */
static bool dtype_is(DLDataType t, cajit_dtype d) {
  uint8_t code;
  switch (d) {
  case CAJIT_DTYPE_BOOL: code = 6; break;
  case CAJIT_DTYPE_U8: code = kDLUInt; break;
  case CAJIT_DTYPE_BF16: code = kDLBfloat; break;
  default: code = cajit_dtype_is_floating(d) ? kDLFloat : kDLInt;
  }
  return t.code == code && t.bits == cajit_dtype_size(d) * 8 && t.lanes == 1;
}

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
}

void cajit_gpu_program_destroy(cajit_gpu_program *gp) {
  if (!gp) return;
  cajit_gpu_unload(gp->l);
  cajit_cuda_close(gp->cu);
  cajit_gpu_module_free(&gp->m);
  cajit_kir_program_destroy(gp->p);
  cajit_arena_destroy(gp->args_arena);
  cajit_free(gp->steps);
  cajit_free(gp);
}

static void describe(const cajit_kir_program *p, const cajit_kir_kernel *k,
                     const cajit_gpu_kernel *gk, cajit_gpu_step *st) {
  memset(st, 0, sizeof *st);
  st->name = k->name;
  st->a = st->b = st->c = -1;
  st->node = st->hook = -1;
  if (gk->kind != CAJIT_GPU_HOST_STEP) {
    st->kind = CAJIT_GPU_STEP_KERNEL;
  } else if (k->kind == CAJIT_KIR_GEMM) {
    st->kind = CAJIT_GPU_STEP_GEMM;
    st->a = k->a;
    st->b = k->b;
    st->c = k->c;
  } else {
    const cajit_kir_host_desc *h = k->host;
    st->kind = CAJIT_GPU_STEP_HOST;
    st->host_kind = h->kind;
    st->node = h->node;
    st->hook = h->hook;
    st->flags = h->flags;
    st->args = h->args;
    st->arg_count = h->arg_count;
    st->arg_split = h->arg_split;
    st->results = h->results;
    st->result_count = h->result_count;
    st->op_name = h->op_name;
    st->library = h->library;
    const cajit_kir_memplan *m = p->memplan;
    for (int32_t j = 0; m && j < m->donated_count; j++)
      if (m->donated_kernel[j] == gk->kernel && h->arg_count > 1 &&
          m->donated_view[j] == h->args[1])
        st->donated = true;
  }
}

cajit_status cajit_gpu_program_build(cajit_graph *g,
                                     const cajit_compile_options *opts,
                                     const char *sm, cajit_gpu_program **out) {
  *out = NULL;
  cajit_gpu_program *gp = cajit_calloc(1, sizeof *gp);
  if (!gp) return oom();
  cajit_compile_options o;
  if (opts)
    o = *opts;
  else
    cajit_compile_options_init(&o);
  /* Convolution backwards (and forward library ops) go to torch's cuDNN. */
  char *library = NULL;
  cajit_status s = cajit_compile_library_nodes_gpu(g, &library);
  o.library_nodes = library;
  snprintf(gp->sm, sizeof gp->sm, "%s", sm ? sm : "sm_90");
  if (!s) s = cajit_compile_lower_program(g, &o, &gp->p);
  cajit_free(library);
  if (!s) {
    cajit_gpu_options go = {.sm = gp->sm, .host_steps = true};
    s = cajit_gpu_emit(gp->p, &go, &gp->m);
  }
  if (!s) {
    gp->step_count = gp->m.kernel_count;
    gp->steps = cajit_calloc((size_t)gp->step_count + 1, sizeof *gp->steps);
    if (!gp->steps) s = oom();
  }
  for (int32_t i = 0; !s && i < gp->step_count; i++)
    describe(gp->p, &gp->p->kernels.data[gp->m.kernels[i].kernel],
             &gp->m.kernels[i], &gp->steps[i]);
  if (s) {
    cajit_gpu_program_destroy(gp);
    return s;
  }
  *out = gp;
  return NULL;
}

const char *cajit_gpu_program_ptx(const cajit_gpu_program *gp, size_t *len) {
  if (len) *len = gp->m.ptx_len;
  return gp->m.ptx;
}

const char *cajit_gpu_program_sm(const cajit_gpu_program *gp) { return gp->sm; }

int32_t cajit_gpu_program_step_count(const cajit_gpu_program *gp) {
  return gp->step_count;
}

const cajit_gpu_step *cajit_gpu_program_step(const cajit_gpu_program *gp,
                                             int32_t i) {
  return i >= 0 && i < gp->step_count ? &gp->steps[i] : NULL;
}

int32_t cajit_gpu_program_buffer_count(const cajit_gpu_program *gp) {
  return (int32_t)gp->p->buffers.len;
}

int32_t cajit_gpu_program_symbol_count(const cajit_gpu_program *gp) {
  return cajit_expr_ctx_symbol_count(gp->p->exprs);
}

int32_t cajit_gpu_program_output_count(const cajit_gpu_program *gp) {
  return gp->p->signature->output_count;
}

bool cajit_gpu_program_fallible(const cajit_gpu_program *gp) {
  return gp->m.site_count > 0;
}

static cajit_expr_binding bind_of(const cajit_gpu_program *gp,
                                  const int64_t *ints, const double *floats) {
  return (cajit_expr_binding){ints, floats, cajit_gpu_program_symbol_count(gp)};
}

static cajit_gpu_buffer_kind kind_of(const cajit_kir_buffer *b) {
  if (b->dead) return CAJIT_GPU_BUFFER_UNUSED;
  switch (b->kind) {
  case CAJIT_KIR_BUFFER_INPUT: return CAJIT_GPU_BUFFER_INPUT;
  case CAJIT_KIR_BUFFER_INTERMEDIATE: return CAJIT_GPU_BUFFER_TEMP;
  case CAJIT_KIR_BUFFER_OUTPUT: return CAJIT_GPU_BUFFER_OUTPUT;
  case CAJIT_KIR_BUFFER_VIEW: return CAJIT_GPU_BUFFER_VIEW;
  case CAJIT_KIR_BUFFER_HOST_RESULT: return CAJIT_GPU_BUFFER_HOST_RESULT;
  }
  return CAJIT_GPU_BUFFER_UNUSED;
}

cajit_gpu_buffer_kind cajit_gpu_program_buffer_kind(const cajit_gpu_program *gp,
                                                    int32_t id) {
  if (id < 0 || id >= (int32_t)gp->p->buffers.len)
    return CAJIT_GPU_BUFFER_UNUSED;
  return kind_of(&gp->p->buffers.data[id]);
}

cajit_status cajit_gpu_program_buffer(const cajit_gpu_program *gp, int32_t id,
                                      const int64_t *ints, const double *floats,
                                      cajit_gpu_buffer *out) {
  memset(out, 0, sizeof *out);
  if (id < 0 || id >= (int32_t)gp->p->buffers.len)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT, "gpu: no buffer %d",
                             (int)id);
  const cajit_kir_buffer *b = &gp->p->buffers.data[id];
  if (b->ndim > CAJIT_GPU_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "gpu: buffer %d has %d dims (at most %d)", (int)id,
                             (int)b->ndim, CAJIT_GPU_MAX_NDIM);
  cajit_expr_binding bd = bind_of(gp, ints, floats);
  out->kind = kind_of(b);
  out->root = b->root;
  out->dtype = b->dtype;
  out->ndim = b->ndim;
  out->input_index = b->kind == CAJIT_KIR_BUFFER_INPUT ? b->input_index : -1;
  out->output_index = -1;
  const cajit_kir_signature *sig = gp->p->signature;
  for (int32_t i = 0; i < sig->output_count; i++)
    if (sig->outputs[i] == id) out->output_index = i;
  out->strided = b->strides != NULL;
  for (int32_t d = 0; d < b->ndim; d++) {
    out->stride_syms[d] = b->stride_open && b->stride_open[d]
                              ? cajit_expr_symbol_index(b->strides[d])
                              : -1;
    CAJIT_RETURN_IF_ERROR(
        cajit_expr_eval_int(b->shape[d], &bd, &out->shape[d]));
  }
  if (!out->strided) return NULL;
  if (b->offset)
    CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(b->offset, &bd, &out->offset));
  for (int32_t d = 0; d < b->ndim; d++) {
    /* An open stride not bound yet (a host result before its call). */
    if (out->stride_syms[d] >= 0) continue;
    CAJIT_RETURN_IF_ERROR(
        cajit_expr_eval_int(b->strides[d], &bd, &out->strides[d]));
  }
  for (int32_t d = 0; d < b->ndim; d++)
    if (out->stride_syms[d] >= 0) out->strides[d] = ints[out->stride_syms[d]];
  return NULL;
}

static cajit_status guard_failed(int32_t i, const char *fmt, int64_t want,
                                 int64_t got) {
  char what[160];
  snprintf(what, sizeof what, fmt, (long long)want, (long long)got);
  return cajit_status_make(CAJIT_GUARD_FAILED, "guard failed: input %d: %s",
                           (int)i, what);
}

cajit_status cajit_gpu_program_guard(const cajit_gpu_program *gp,
                                     DLTensor *const *inputs,
                                     int32_t input_count, int device,
                                     int64_t *ints, const double *floats) {
  const cajit_kir_program *p = gp->p;
  const cajit_kir_signature *sig = p->signature;
  if (input_count != sig->input_count)
    return cajit_status_make(CAJIT_GUARD_FAILED,
                             "guard failed: expected %d inputs, got %d",
                             (int)sig->input_count, (int)input_count);
  int32_t nsyms = cajit_gpu_program_symbol_count(gp);
  /* Open strides first: shapes and declared strides may use them. */
  for (int32_t i = 0; i < sig->input_count; i++) {
    const cajit_kir_buffer *b = &p->buffers.data[sig->inputs[i]];
    const DLTensor *t = inputs[i];
    if (!t || t->ndim != b->ndim || !b->stride_open) continue;
    int64_t contiguous = 1;
    for (int32_t d = b->ndim - 1; d >= 0; d--) {
      int64_t st = t->strides ? t->strides[d] : contiguous;
      contiguous *= t->shape[d];
      int32_t sym = cajit_expr_symbol_index(b->strides[d]);
      if (b->stride_open[d] && sym >= 0 && sym < nsyms) ints[sym] = st;
    }
  }
  cajit_expr_binding bd = {ints, floats, nsyms};
  for (int32_t i = 0; i < sig->input_count; i++) {
    const cajit_kir_buffer *b = &p->buffers.data[sig->inputs[i]];
    const DLTensor *t = inputs[i];
    if (!t)
      return cajit_status_make(CAJIT_GUARD_FAILED,
                               "guard failed: input %d: expected a tensor",
                               (int)i);
    if (t->device.device_type != kDLCUDA || t->device.device_id != device)
      return guard_failed(
          i, "expected a tensor on cuda:%lld, got device type %lld", device,
          t->device.device_type);
    if (!dtype_is(t->dtype, b->dtype))
      return cajit_status_make(CAJIT_GUARD_FAILED,
                               "guard failed: input %d: expected %s", (int)i,
                               cajit_dtype_name(b->dtype));
    if (t->ndim != b->ndim)
      return guard_failed(i, "expected %lld dims, got %lld", b->ndim, t->ndim);
    int64_t contiguous = 1;
    for (int32_t d = b->ndim - 1; d >= 0; d--) {
      int64_t n, st = t->strides ? t->strides[d] : contiguous;
      contiguous *= t->shape[d];
      CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(b->shape[d], &bd, &n));
      if (n != t->shape[d])
        return guard_failed(i, "expected size %lld, got %lld", n, t->shape[d]);
      if (b->stride_open && b->stride_open[d]) continue;
      int64_t want;
      CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(b->strides[d], &bd, &want));
      if (want != st && n > 1)
        return guard_failed(i, "expected stride %lld, got %lld", want, st);
    }
  }
  for (int32_t k = 0; k < sig->assumption_count; k++) {
    bool ok = false;
    cajit_status s = cajit_expr_eval_bool(sig->assumptions[k], &bd, &ok);
    if (s || !ok) {
      char text[200];
      cajit_expr_print(p->exprs, sig->assumptions[k], text, sizeof text);
      cajit_status_free(s);
      return cajit_status_make(CAJIT_GUARD_FAILED,
                               "guard failed: assumption %s", text);
    }
  }
  for (size_t k = 0; k < p->asserts.len; k++) {
    bool ok = false;
    CAJIT_RETURN_IF_ERROR(
        cajit_expr_eval_bool(p->asserts.data[k].cond, &bd, &ok));
    if (!ok)
      return cajit_status_make(CAJIT_INVALID_ARGUMENT, "%s",
                               p->asserts.data[k].message);
  }
  return NULL;
}

static cajit_status step_of(const cajit_gpu_program *gp, int32_t i,
                            cajit_gpu_step_kind kind,
                            const cajit_kir_kernel **out) {
  const cajit_gpu_step *st = cajit_gpu_program_step(gp, i);
  if (!st || st->kind != kind)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "gpu: step %d is not a %s step", (int)i,
                             kind == CAJIT_GPU_STEP_GEMM   ? "GEMM"
                             : kind == CAJIT_GPU_STEP_HOST ? "host"
                                                           : "kernel");
  *out = &gp->p->kernels.data[gp->m.kernels[i].kernel];
  return NULL;
}

cajit_status cajit_gpu_program_gemm_scalars(const cajit_gpu_program *gp,
                                            int32_t i, const int64_t *ints,
                                            const double *floats, double *alpha,
                                            double *beta) {
  const cajit_kir_kernel *k = NULL;
  CAJIT_RETURN_IF_ERROR(step_of(gp, i, CAJIT_GPU_STEP_GEMM, &k));
  cajit_expr_binding bd = bind_of(gp, ints, floats);
  CAJIT_RETURN_IF_ERROR(cajit_expr_eval_float(k->alpha, &bd, alpha));
  return cajit_expr_eval_float(k->beta, &bd, beta);
}

cajit_status cajit_gpu_program_host_args(cajit_gpu_program *gp, int32_t i,
                                         const int64_t *ints,
                                         const double *floats,
                                         const cajit_host_value **out,
                                         int32_t *count) {
  *out = NULL;
  *count = 0;
  const cajit_kir_kernel *k = NULL;
  CAJIT_RETURN_IF_ERROR(step_of(gp, i, CAJIT_GPU_STEP_HOST, &k));
  const cajit_kir_host_desc *h = k->host;
  if (!h->args_desc) return NULL;
  cajit_expr_binding bd = bind_of(gp, ints, floats);
  int64_t iv[64];
  double fv[64];
  if (h->int_count > 64 || h->float_count > 64)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "gpu: kernel %s: more than 64 run-time arguments",
                             k->name);
  for (int32_t j = 0; j < h->int_count; j++)
    CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(h->ints[j], &bd, &iv[j]));
  for (int32_t j = 0; j < h->float_count; j++)
    CAJIT_RETURN_IF_ERROR(cajit_expr_eval_float(h->floats[j], &bd, &fv[j]));
  cajit_arena_destroy(gp->args_arena);
  gp->args_arena = cajit_arena_create();
  if (!gp->args_arena) return oom();
  cajit_host_value *vals = NULL;
  cajit_status s =
      cajit_rt_host_args_decode(h->args_desc, gp->args_arena, h->arg_count, iv,
                                h->int_count, fv, h->float_count, &vals, count);
  if (s) return cajit_status_annotate(s, "kernel %s", k->name);
  *out = vals;
  return NULL;
}

cajit_status cajit_gpu_program_load(cajit_gpu_program *gp, int device) {
  if (gp->l) return NULL;
  if (!gp->cu) CAJIT_RETURN_IF_ERROR(cajit_cuda_open(device, &gp->cu));
  return cajit_gpu_load(gp->cu, &gp->m, &gp->l);
}

cajit_status cajit_gpu_program_launch(cajit_gpu_program *gp, int32_t i,
                                      const int64_t *ints, const double *floats,
                                      const uint64_t *bufs, void *stream) {
  if (!gp->l)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "gpu: program launched before it was loaded");
  cajit_expr_binding bd = bind_of(gp, ints, floats);
  return cajit_gpu_launch(gp->l, gp->p, i, &bd, bufs, stream);
}

cajit_status cajit_gpu_program_finish(cajit_gpu_program *gp) {
  if (!gp->l || !cajit_gpu_program_fallible(gp)) return NULL;
  return cajit_gpu_finish(gp->l);
}
