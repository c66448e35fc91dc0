/* cajit-run --gpu (see gpu.h). */
#include "cajit_run/gpu.h"

#include <math.h>
#include <string.h>

#include "cajit/compile.h"
#include "cajit_run/elements.h"
#include "gpu/gpu.h"
#include "runtime/cuda_driver.h"
#include "support/alloc.h"

typedef struct gpu_state {
  cajit_kir_program *p;
  cajit_cuda *cu;
  cajit_gpu_module m;
  cajit_gpu_loaded *l;
  int64_t *ints;
  double *floats;
  int32_t nsyms;
  uint64_t *bufs; /* per buffer id */
  size_t *bytes;  /* per buffer id */
  int32_t nbufs;
} gpu_state;

static void state_free(gpu_state *st) {
  for (int32_t i = 0; st->cu && i < st->nbufs; i++)
    cajit_cuda_free(st->cu, st->bufs[i]);
  cajit_gpu_unload(st->l);
  cajit_gpu_module_free(&st->m);
  cajit_cuda_close(st->cu);
  cajit_kir_program_destroy(st->p);
  cajit_free(st->ints);
  cajit_free(st->floats);
  cajit_free(st->bufs);
  cajit_free(st->bytes);
}

/* Every symbol the kernels may use: the graph's, then the inputs' open
 * strides (from the DLTensors, as the CPU entry binds them). */
static cajit_status bind(const gpu_check_args *a, gpu_state *st) {
  cajit_kir_program *p = st->p;
  st->nsyms = cajit_expr_ctx_symbol_count(p->exprs);
  st->ints = cajit_calloc((size_t)st->nsyms + 1, sizeof *st->ints);
  st->floats = cajit_calloc((size_t)st->nsyms + 1, sizeof *st->floats);
  if (!st->ints || !st->floats)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
  for (int32_t i = 0; i < a->sym_count && i < st->nsyms; i++) {
    st->ints[i] = a->sym_ints[i];
    st->floats[i] = a->sym_floats[i];
  }
  for (size_t id = 0; id < p->buffers.len; id++) {
    const cajit_kir_buffer *b = &p->buffers.data[id];
    if (b->kind != CAJIT_KIR_BUFFER_INPUT || !b->stride_open) continue;
    const DLTensor *t = a->inputs[b->input_index];
    int64_t contiguous = 1;
    for (int32_t d = b->ndim - 1; d >= 0; d--) {
      int64_t st_d = t->strides ? t->strides[d] : contiguous;
      contiguous *= t->shape[d];
      int32_t sym = cajit_expr_symbol_index(b->strides[d]);
      if (b->stride_open[d] && sym >= 0 && sym < st->nsyms)
        st->ints[sym] = st_d;
    }
  }
  return NULL;
}

/* Device memory for every live root; inputs copied from the CPU run's. */
static cajit_status allocate(const gpu_check_args *a, gpu_state *st,
                             const cajit_expr_binding *b) {
  cajit_kir_program *p = st->p;
  st->nbufs = (int32_t)p->buffers.len;
  st->bufs = cajit_calloc((size_t)st->nbufs + 1, sizeof *st->bufs);
  st->bytes = cajit_calloc((size_t)st->nbufs + 1, sizeof *st->bytes);
  if (!st->bufs || !st->bytes)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
  for (int32_t id = 0; id < st->nbufs; id++) {
    const cajit_kir_buffer *r = &p->buffers.data[id];
    if (r->kind == CAJIT_KIR_BUFFER_VIEW || r->dead) continue;
    if (r->kind == CAJIT_KIR_BUFFER_HOST_RESULT)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "gpu: buffer %d is a host call's result", id);
    CAJIT_RETURN_IF_ERROR(cajit_gpu_root_bytes(p, id, b, &st->bytes[id]));
    CAJIT_RETURN_IF_ERROR(
        cajit_cuda_alloc(st->cu, st->bytes[id], &st->bufs[id]));
    if (r->kind == CAJIT_KIR_BUFFER_INPUT) {
      const DLTensor *t = a->inputs[r->input_index];
      CAJIT_RETURN_IF_ERROR(cajit_cuda_to_device(
          st->cu, st->bufs[id], (const char *)t->data + t->byte_offset,
          st->bytes[id]));
    } else {
      CAJIT_RETURN_IF_ERROR(
          cajit_cuda_memset(st->cu, st->bufs[id], st->bytes[id], NULL));
    }
  }
  return NULL;
}

typedef struct diff {
  double max_abs, max_rel, worst_got, worst_want;
  int64_t bad, n;
} diff;

/* The largest |element| of a CPU output (the scale its sums round at). */
static double max_abs_of(const DLTensor *cpu, const int64_t *shape,
                         const int64_t *strides, int64_t n) {
  size_t elem = (size_t)(cpu->dtype.bits / 8);
  const char *base = (const char *)cpu->data + cpu->byte_offset;
  double m = 0;
  for (int64_t e = 0; e < n; e++) {
    int64_t off = 0, rem = e;
    for (int32_t k = cpu->ndim - 1; k >= 0; k--) {
      off += (rem % shape[k]) * (cpu->strides ? cpu->strides[k] : strides[k]);
      rem /= shape[k];
    }
    double v = fabs(load_double(base + off * (int64_t)elem, cpu->dtype));
    if (v > m && !isinf(v)) m = v;
  }
  return m;
}

static diff compare(const DLTensor *cpu, const char *gpu, double rtol,
                    double atol) {
  diff d = {0};
  int64_t shape[CAJIT_TOOLS_MAX_NDIM], strides[CAJIT_TOOLS_MAX_NDIM];
  int64_t n = 1;
  for (int32_t k = 0; k < cpu->ndim; k++)
    n *= shape[k] = cpu->shape[k];
  contiguous_strides(cpu->ndim, shape, strides);
  size_t elem = (size_t)(cpu->dtype.bits / 8);
  const char *base = (const char *)cpu->data + cpu->byte_offset;
  /* Sums in another order differ by a multiple of the magnitudes summed,
   * not of the result (which may cancel): the tolerance scales with the
   * output's largest element too. */
  double scale = max_abs_of(cpu, shape, strides, n);
  for (int64_t e = 0; e < n; e++) {
    /* The CPU output's element e (row-major) at its own strides. */
    int64_t off = 0, rem = e;
    for (int32_t k = cpu->ndim - 1; k >= 0; k--) {
      int64_t ix = rem % shape[k];
      rem /= shape[k];
      off += ix * (cpu->strides ? cpu->strides[k] : strides[k]);
    }
    double want = load_double(base + off * (int64_t)elem, cpu->dtype);
    double got = load_double(gpu + e * (int64_t)elem, cpu->dtype);
    double err = fabs(got - want);
    bool same_nan = isnan(got) && isnan(want);
    if (same_nan || (isinf(want) && got == want)) err = 0;
    double rel = err / (fabs(want) > 0 ? fabs(want) : 1);
    if (err > d.max_abs || isnan(err)) {
      d.max_abs = err;
      d.worst_got = got;
      d.worst_want = want;
    }
    if (rel > d.max_rel) d.max_rel = rel;
    if (!(err <= atol + rtol * (fabs(want) + scale))) d.bad++;
  }
  d.n = n;
  return d;
}

static cajit_status check_outputs(const gpu_check_args *a, gpu_state *st,
                                  FILE *out, int64_t *mismatches) {
  const cajit_kir_signature *sig = st->p->signature;
  for (int32_t i = 0; i < sig->output_count && i < a->output_count; i++) {
    int32_t id = sig->outputs[i];
    if (id < 0 || !a->outputs[i]) continue;
    const cajit_kir_buffer *b = cajit_kir_buffer_get(st->p, id);
    size_t bytes = st->bytes[b->root];
    char *host = cajit_malloc(bytes ? bytes : 1);
    if (!host)
      return cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
    cajit_status s = cajit_cuda_to_host(st->cu, host, st->bufs[b->root], bytes);
    if (s) {
      cajit_free(host);
      return s;
    }
    diff d = compare(&a->outputs[i]->dl_tensor, host, a->rtol, a->atol);
    cajit_free(host);
    if (d.bad) ++*mismatches;
    fprintf(out,
            "gpu output %d: %lld elements, max abs err %.3g, max rel err "
            "%.3g (worst: gpu %.9g cpu %.9g), %s\n",
            (int)i, (long long)d.n, d.max_abs, d.max_rel, d.worst_got,
            d.worst_want, d.bad ? "MISMATCH" : "ok");
  }
  return NULL;
}

/* Times runs of the program and a device-to-device copy moving as many
 * bytes (read + written) in the same process. */
static cajit_status bench(const gpu_check_args *a, gpu_state *st,
                          const cajit_expr_binding *b, FILE *out) {
  size_t moved = 0;
  for (int32_t id = 0; id < st->nbufs; id++)
    moved += st->bytes[id];
  cajit_cu_event e0 = NULL, e1 = NULL;
  cajit_cu_ptr src = 0, dst = 0;
  float ms = 0, copy_ms = 0;
  cajit_status s = cajit_cuda_event(st->cu, &e0);
  if (!s) s = cajit_cuda_event(st->cu, &e1);
  /* warm-up */
  if (!s) s = cajit_gpu_launch_all(st->l, st->p, b, st->bufs, NULL);
  if (!s) s = cajit_gpu_finish(st->l);
  if (!s) s = cajit_cuda_record(st->cu, e0, NULL);
  for (int64_t i = 0; !s && i < a->bench_runs; i++)
    s = cajit_gpu_launch_all(st->l, st->p, b, st->bufs, NULL);
  if (!s) s = cajit_cuda_record(st->cu, e1, NULL);
  if (!s) s = cajit_cuda_elapsed(st->cu, e0, e1, &ms);
  if (!s) s = cajit_gpu_finish(st->l);
  size_t half = moved / 2;
  if (!s) s = cajit_cuda_alloc(st->cu, half, &src);
  if (!s) s = cajit_cuda_alloc(st->cu, half, &dst);
  if (!s) s = cajit_cuda_memset(st->cu, src, half, NULL);
  if (!s) s = cajit_cuda_copy(st->cu, dst, src, half, NULL);
  if (!s) s = cajit_cuda_record(st->cu, e0, NULL);
  for (int64_t i = 0; !s && i < a->bench_runs; i++)
    s = cajit_cuda_copy(st->cu, dst, src, half, NULL);
  if (!s) s = cajit_cuda_record(st->cu, e1, NULL);
  if (!s) s = cajit_cuda_elapsed(st->cu, e0, e1, &copy_ms);
  if (!s) {
    double t = ms / (double)a->bench_runs, tc = copy_ms / (double)a->bench_runs;
    double gbs = (double)moved / (t * 1e6),
           cgbs = 2.0 * (double)half / (tc * 1e6);
    fprintf(out,
            "gpu bench: %s, %d kernels, %.1f MB moved per run, %.4f ms per "
            "run, %.1f GB/s; device-to-device copy of %.1f MB: %.4f ms, %.1f "
            "GB/s; ratio %.1f%%\n",
            cajit_cuda_device_name(st->cu), (int)st->m.kernel_count,
            (double)moved / 1e6, t, gbs, (double)half / 1e6, tc, cgbs,
            100.0 * gbs / cgbs);
  }
  cajit_cuda_free(st->cu, src);
  cajit_cuda_free(st->cu, dst);
  cajit_cuda_event_free(st->cu, e0);
  cajit_cuda_event_free(st->cu, e1);
  return s;
}

cajit_status gpu_check(const gpu_check_args *a, FILE *out,
                       int64_t *mismatches) {
  *mismatches = 0;
  gpu_state st = {0};
  cajit_compile_options co;
  cajit_compile_options_init(&co);
  cajit_status s = cajit_cuda_open(0, &st.cu);
  if (!s) s = cajit_compile_lower_program(a->g, &co, &st.p);
  if (!s) s = bind(a, &st);
  cajit_expr_binding b = {st.ints, st.floats, st.nsyms};
  if (!s) {
    /* The device's own architecture when LLVM 19 knows it, else sm_90
     * (PTX is forward compatible: the driver compiles it for newer GPUs). */
    const char *arch = cajit_cuda_arch(st.cu);
    cajit_gpu_options go = {.sm = arch};
    s = cajit_gpu_emit(st.p, &go, &st.m);
    if (s && strstr(cajit_status_message(s), "unknown GPU target")) {
      cajit_status_free(s);
      go.sm = "sm_90";
      s = cajit_gpu_emit(st.p, &go, &st.m);
    }
    if (!s)
      fprintf(out, "gpu: %s (%s), %d SMs, %d kernels, %zu bytes of PTX\n",
              cajit_cuda_device_name(st.cu), go.sm, cajit_cuda_sm_count(st.cu),
              (int)st.m.kernel_count, st.m.ptx_len);
  }
  if (!s) s = cajit_gpu_load(st.cu, &st.m, &st.l);
  if (!s) s = allocate(a, &st, &b);
  if (!s) s = cajit_gpu_launch_all(st.l, st.p, &b, st.bufs, NULL);
  if (!s) s = cajit_gpu_finish(st.l);
  if (!s) s = check_outputs(a, &st, out, mismatches);
  if (!s && a->bench_runs > 0) s = bench(a, &st, &b, out);
  state_free(&st);
  return s;
}
