/* A graph compiled for and run on the CUDA device (include/cajit/gpu.h):
 * the program lowered and scheduled as for the CPU, its PTX module loaded,
 * every live root buffer in device memory, symbols bound as the CPU entry
 * binds them. */
#include <string.h>

#include "cajit/gpu.h"
#include "gpu/gpu.h"
#include "runtime/cuda_driver.h"
#include "support/alloc.h"

struct cajit_gpu_graph {
  cajit_kir_program *p;
  cajit_cuda *cu;
  const char *sm;
  cajit_gpu_module m;
  cajit_gpu_loaded *l;
  int64_t *ints;
  double *floats;
  int32_t nsyms;
  uint64_t *bufs; /* per buffer id */
  size_t *bytes;  /* per buffer id */
  int32_t nbufs;
};

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
}

void cajit_gpu_graph_destroy(cajit_gpu_graph *gg) {
  if (!gg) return;
  for (int32_t i = 0; gg->cu && i < gg->nbufs; i++)
    cajit_cuda_free(gg->cu, gg->bufs[i]);
  cajit_gpu_unload(gg->l);
  cajit_gpu_module_free(&gg->m);
  cajit_cuda_close(gg->cu);
  cajit_kir_program_destroy(gg->p);
  cajit_free(gg->ints);
  cajit_free(gg->floats);
  cajit_free(gg->bufs);
  cajit_free(gg->bytes);
  cajit_free(gg);
}

cajit_status cajit_gpu_graph_compile(cajit_graph *g,
                                     const cajit_compile_options *opts,
                                     cajit_gpu_graph **out) {
  *out = NULL;
  cajit_gpu_graph *gg = cajit_calloc(1, sizeof *gg);
  if (!gg) return oom();
  cajit_status s = cajit_cuda_open(0, &gg->cu);
  if (!s) s = cajit_compile_lower_program(g, opts, &gg->p);
  if (!s) {
    /* The device's own architecture when LLVM 19 knows it, else sm_90
     * (PTX is forward compatible: the driver compiles it for newer GPUs). */
    cajit_gpu_options go = {.sm = cajit_cuda_arch(gg->cu)};
    s = cajit_gpu_emit(gg->p, &go, &gg->m);
    if (s && strstr(cajit_status_message(s), "unknown GPU target")) {
      cajit_status_free(s);
      go.sm = "sm_90";
      s = cajit_gpu_emit(gg->p, &go, &gg->m);
    }
    gg->sm = go.sm;
  }
  if (s) {
    cajit_gpu_graph_destroy(gg);
    return s;
  }
  *out = gg;
  return NULL;
}

cajit_gpu_graph_info cajit_gpu_graph_describe(const cajit_gpu_graph *gg) {
  return (cajit_gpu_graph_info){
      .device = cajit_cuda_device_name(gg->cu),
      .sm = gg->sm,
      .sm_count = cajit_cuda_sm_count(gg->cu),
      .kernel_count = gg->m.kernel_count,
      .ptx_bytes = gg->m.ptx_len,
      .output_count = gg->p->signature->output_count,
  };
}

/* Every symbol the kernels may use: the graph's, then the inputs' open
 * strides (from the DLTensors, as the CPU entry binds them). */
static cajit_status bind(cajit_gpu_graph *gg, DLTensor *const *inputs,
                         const int64_t *sym_ints, const double *sym_floats,
                         int32_t sym_count) {
  cajit_kir_program *p = gg->p;
  gg->nsyms = cajit_expr_ctx_symbol_count(p->exprs);
  gg->ints = cajit_calloc((size_t)gg->nsyms + 1, sizeof *gg->ints);
  gg->floats = cajit_calloc((size_t)gg->nsyms + 1, sizeof *gg->floats);
  if (!gg->ints || !gg->floats) return oom();
  for (int32_t i = 0; i < sym_count && i < gg->nsyms; i++) {
    gg->ints[i] = sym_ints[i];
    gg->floats[i] = sym_floats[i];
  }
  for (size_t id = 0; id < p->buffers.len; id++) {
    const cajit_kir_buffer *b = &p->buffers.data[id];
    if (b->kind != CAJIT_KIR_BUFFER_INPUT || !b->stride_open) continue;
    const DLTensor *t = inputs[b->input_index];
    int64_t contiguous = 1;
    for (int32_t d = b->ndim - 1; d >= 0; d--) {
      int64_t st_d = t->strides ? t->strides[d] : contiguous;
      contiguous *= t->shape[d];
      int32_t sym = cajit_expr_symbol_index(b->strides[d]);
      if (b->stride_open[d] && sym >= 0 && sym < gg->nsyms)
        gg->ints[sym] = st_d;
    }
  }
  return NULL;
}

/* Device memory for every live root; inputs copied from the host's. */
static cajit_status allocate(cajit_gpu_graph *gg, DLTensor *const *inputs,
                             const cajit_expr_binding *b) {
  cajit_kir_program *p = gg->p;
  gg->nbufs = (int32_t)p->buffers.len;
  gg->bufs = cajit_calloc((size_t)gg->nbufs + 1, sizeof *gg->bufs);
  gg->bytes = cajit_calloc((size_t)gg->nbufs + 1, sizeof *gg->bytes);
  if (!gg->bufs || !gg->bytes) return oom();
  for (int32_t id = 0; id < gg->nbufs; id++) {
    const cajit_kir_buffer *r = &p->buffers.data[id];
    if (r->kind == CAJIT_KIR_BUFFER_VIEW || r->dead) continue;
    if (r->kind == CAJIT_KIR_BUFFER_HOST_RESULT)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "gpu: buffer %d is a host call's result", id);
    CAJIT_RETURN_IF_ERROR(cajit_gpu_root_bytes(p, id, b, &gg->bytes[id]));
    CAJIT_RETURN_IF_ERROR(
        cajit_cuda_alloc(gg->cu, gg->bytes[id], &gg->bufs[id]));
    if (r->kind == CAJIT_KIR_BUFFER_INPUT) {
      const DLTensor *t = inputs[r->input_index];
      CAJIT_RETURN_IF_ERROR(cajit_cuda_to_device(
          gg->cu, gg->bufs[id], (const char *)t->data + t->byte_offset,
          gg->bytes[id]));
    } else {
      CAJIT_RETURN_IF_ERROR(
          cajit_cuda_memset(gg->cu, gg->bufs[id], gg->bytes[id], NULL));
    }
  }
  return NULL;
}

static cajit_expr_binding binding(const cajit_gpu_graph *gg) {
  return (cajit_expr_binding){gg->ints, gg->floats, gg->nsyms};
}

cajit_status cajit_gpu_graph_run(cajit_gpu_graph *gg, DLTensor *const *inputs,
                                 const int64_t *sym_ints,
                                 const double *sym_floats, int32_t sym_count) {
  if (gg->l)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "gpu: cajit_gpu_graph_run called twice");
  CAJIT_RETURN_IF_ERROR(bind(gg, inputs, sym_ints, sym_floats, sym_count));
  cajit_expr_binding b = binding(gg);
  CAJIT_RETURN_IF_ERROR(cajit_gpu_load(gg->cu, &gg->m, &gg->l));
  CAJIT_RETURN_IF_ERROR(allocate(gg, inputs, &b));
  CAJIT_RETURN_IF_ERROR(cajit_gpu_launch_all(gg->l, gg->p, &b, gg->bufs, NULL));
  return cajit_gpu_finish(gg->l);
}

cajit_status cajit_gpu_graph_read_output(cajit_gpu_graph *gg, int32_t i,
                                         void **out_data, size_t *out_len) {
  *out_data = NULL;
  *out_len = 0;
  const cajit_kir_signature *sig = gg->p->signature;
  if (i < 0 || i >= sig->output_count)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "gpu: no output %d (the graph has %d)", (int)i,
                             (int)sig->output_count);
  int32_t id = sig->outputs[i];
  if (id < 0) return NULL;
  if (!gg->bytes)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "gpu: output %d read before a run", (int)i);
  const cajit_kir_buffer *b = cajit_kir_buffer_get(gg->p, id);
  size_t bytes = gg->bytes[b->root];
  char *host = cajit_malloc(bytes ? bytes : 1);
  if (!host) return oom();
  cajit_status s = cajit_cuda_to_host(gg->cu, host, gg->bufs[b->root], bytes);
  if (s) {
    cajit_free(host);
    return s;
  }
  *out_data = host;
  *out_len = bytes;
  return NULL;
}

cajit_status cajit_gpu_graph_bench(cajit_gpu_graph *gg, int64_t runs,
                                   cajit_gpu_bench *out) {
  memset(out, 0, sizeof *out);
  if (!gg->l || runs < 1)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "gpu: bench needs a run first and runs >= 1");
  cajit_expr_binding b = binding(gg);
  size_t moved = 0;
  for (int32_t id = 0; id < gg->nbufs; id++)
    moved += gg->bytes[id];
  cajit_cu_event e0 = NULL, e1 = NULL;
  cajit_cu_ptr src = 0, dst = 0;
  float ms = 0, copy_ms = 0;
  cajit_status s = cajit_cuda_event(gg->cu, &e0);
  if (!s) s = cajit_cuda_event(gg->cu, &e1);
  /* warm-up */
  if (!s) s = cajit_gpu_launch_all(gg->l, gg->p, &b, gg->bufs, NULL);
  if (!s) s = cajit_gpu_finish(gg->l);
  if (!s) s = cajit_cuda_record(gg->cu, e0, NULL);
  for (int64_t i = 0; !s && i < runs; i++)
    s = cajit_gpu_launch_all(gg->l, gg->p, &b, gg->bufs, NULL);
  if (!s) s = cajit_cuda_record(gg->cu, e1, NULL);
  if (!s) s = cajit_cuda_elapsed(gg->cu, e0, e1, &ms);
  if (!s) s = cajit_gpu_finish(gg->l);
  size_t half = moved / 2;
  if (!s) s = cajit_cuda_alloc(gg->cu, half, &src);
  if (!s) s = cajit_cuda_alloc(gg->cu, half, &dst);
  if (!s) s = cajit_cuda_memset(gg->cu, src, half, NULL);
  if (!s) s = cajit_cuda_copy(gg->cu, dst, src, half, NULL);
  if (!s) s = cajit_cuda_record(gg->cu, e0, NULL);
  for (int64_t i = 0; !s && i < runs; i++)
    s = cajit_cuda_copy(gg->cu, dst, src, half, NULL);
  if (!s) s = cajit_cuda_record(gg->cu, e1, NULL);
  if (!s) s = cajit_cuda_elapsed(gg->cu, e0, e1, &copy_ms);
  if (!s) {
    out->ms_per_run = ms / (double)runs;
    out->bytes_moved = moved;
    out->copy_ms = copy_ms / (double)runs;
    out->copy_bytes = half;
  }
  cajit_cuda_free(gg->cu, src);
  cajit_cuda_free(gg->cu, dst);
  cajit_cuda_event_free(gg->cu, e0);
  cajit_cuda_event_free(gg->cu, e1);
  return s;
}
