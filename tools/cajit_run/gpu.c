/* cajit-run --gpu (see gpu.h). */
#include "cajit_run/gpu.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/gpu.h"
#include "cajit_run/elements.h"

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

static cajit_status check_outputs(const gpu_check_args *a, cajit_gpu_graph *gg,
                                  FILE *out, int64_t *mismatches) {
  int32_t count = cajit_gpu_graph_describe(gg).output_count;
  for (int32_t i = 0; i < count && i < a->output_count; i++) {
    if (!a->outputs[i]) continue;
    void *host = NULL;
    size_t bytes = 0;
    CAJIT_RETURN_IF_ERROR(cajit_gpu_graph_read_output(gg, i, &host, &bytes));
    if (!host) continue; /* no buffer of the program */
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
static cajit_status bench(const gpu_check_args *a, cajit_gpu_graph *gg,
                          FILE *out) {
  cajit_gpu_bench r;
  CAJIT_RETURN_IF_ERROR(cajit_gpu_graph_bench(gg, a->bench_runs, &r));
  cajit_gpu_graph_info info = cajit_gpu_graph_describe(gg);
  double gbs = (double)r.bytes_moved / (r.ms_per_run * 1e6),
         cgbs = 2.0 * (double)r.copy_bytes / (r.copy_ms * 1e6);
  fprintf(out,
          "gpu bench: %s, %d kernels, %.1f MB moved per run, %.4f ms per "
          "run, %.1f GB/s; device-to-device copy of %.1f MB: %.4f ms, %.1f "
          "GB/s; ratio %.1f%%\n",
          info.device, (int)info.kernel_count, (double)r.bytes_moved / 1e6,
          r.ms_per_run, gbs, (double)r.copy_bytes / 1e6, r.copy_ms, cgbs,
          100.0 * gbs / cgbs);
  return NULL;
}

cajit_status gpu_check(const gpu_check_args *a, FILE *out,
                       int64_t *mismatches) {
  *mismatches = 0;
  cajit_gpu_graph *gg = NULL;
  cajit_compile_options co;
  cajit_compile_options_init(&co);
  cajit_status s = cajit_gpu_graph_compile(a->g, &co, &gg);
  if (!s) {
    cajit_gpu_graph_info info = cajit_gpu_graph_describe(gg);
    fprintf(out, "gpu: %s (%s), %d SMs, %d kernels, %zu bytes of PTX\n",
            info.device, info.sm, (int)info.sm_count, (int)info.kernel_count,
            info.ptx_bytes);
  }
  if (!s)
    s = cajit_gpu_graph_run(gg, a->inputs, a->sym_ints, a->sym_floats,
                            a->sym_count);
  if (!s) s = check_outputs(a, gg, out, mismatches);
  if (!s && a->bench_runs > 0) s = bench(a, gg, out);
  cajit_gpu_graph_destroy(gg);
  return s;
}
