/* cajit-run's report (see report.h), with --profile's per-kernel lines. */
#include "cajit_run/report.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/runtime.h"

static void format_type(record *rec) {
  size_t n = (size_t)snprintf(rec->type, sizeof rec->type, "%s[", rec->dtype);
  for (int32_t d = 0; d < rec->ndim; d++)
    n += (size_t)snprintf(rec->type + n, sizeof rec->type - n, "%s%lld",
                          d ? "," : "", (long long)rec->shape[d]);
  snprintf(rec->type + n, sizeof rec->type - n, "]");
}

cajit_status report_collect(const runner *r, record_vec *out) {
  for (int32_t i = 0; i < r->output_count; i++) {
    record rec = {.index = i, .none = !r->outputs[i]};
    if (!rec.none) {
      const DLTensor *t = &r->outputs[i]->dl_tensor;
      CAJIT_RETURN_IF_ERROR(tensor_check_readable(t, "output", i));
      sum_ctx c = tensor_sums(t, NULL);
      rec.dtype = dl_dtype_name(t->dtype);
      rec.ndim = t->ndim;
      rec.shape = t->shape;
      rec.sum = c.sum;
      rec.abs = c.abs;
      format_type(&rec);
    }
    if (!VEC_PUSH(out, rec)) return run_oom("report");
  }
  for (int32_t i = 0; i < r->g->input_count; i++) {
    const param_acc *a = &r->accs[i];
    if (!a->calls) continue;
    const DLTensor *p = r->input_ptrs[i];
    record rec = {.grad = true, .index = i, .calls = a->calls};
    rec.dtype = dl_dtype_name(p->dtype);
    rec.ndim = p->ndim;
    rec.shape = p->shape;
    for (int64_t e = 0; a->sum && e < a->numel; e++) {
      rec.sum += a->sum[e];
      rec.abs += fabs(a->sum[e]);
    }
    format_type(&rec);
    if (!VEC_PUSH(out, rec)) return run_oom("report");
  }
  return NULL;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

timing report_timing(double *times, int64_t n) {
  qsort(times, (size_t)n, sizeof *times, by_value);
  timing t = {n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2,
              times[0], 0};
  for (int64_t i = 0; i < n; i++)
    t.mean += times[i] / (double)n;
  return t;
}

/* The graph name with anything but [A-Za-z0-9_.-] as `_` ("-" if none). */
static void print_graph_name(FILE *f, const cajit_graph *g) {
  if (!g->name.len) {
    fputc('-', f);
    return;
  }
  for (size_t i = 0; i < g->name.len; i++) {
    char c = g->name.data[i];
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
              (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-';
    fputc(ok ? c : '_', f);
  }
}

static void print_binding(FILE *f, const runner *r, int32_t i, bool json) {
  int32_t s = r->g->bindings[i].symbol;
  cajit_sv name = cajit_expr_ctx_symbol_name(r->g->exprs, s);
  const char *fmt = json ? "%s\"%.*s\": " : "%s%.*s=";
  fprintf(f, fmt, i ? (json ? ", " : " ") : "", (int)name.len, name.data);
  if (cajit_expr_ctx_symbol_type(r->g->exprs, s) == CAJIT_EXPR_TYPE_FLOAT)
    fprintf(f, "%.17g", r->sym_floats[s]);
  else
    fprintf(f, "%lld", (long long)r->sym_ints[s]);
}

/* ---- --profile ------------------------------------------------------------
 */

static const cajit_compiled *sort_profile_of; /* qsort has no context */

static int by_profile_time(const void *a, const void *b) {
  int32_t i = *(const int32_t *)a, j = *(const int32_t *)b;
  int64_t ti = cajit_compiled_profile_get(sort_profile_of, i).ns;
  int64_t tj = cajit_compiled_profile_get(sort_profile_of, j).ns;
  return ti != tj ? (ti < tj ? 1 : -1) : (i > j) - (i < j);
}

/* "k3 reduce %14 = ..." -> the "k3" and the rest. */
static void split_kernel_name(const char *name, int *id_len,
                              const char **rest) {
  const char *sp = strchr(name, ' ');
  *id_len = sp ? (int)(sp - name) : (int)strlen(name);
  *rest = sp ? sp + 1 : "";
}

static void print_profile_text(FILE *f, const runner *r) {
  const cajit_compiled *c = r->compiled;
  int32_t n = cajit_compiled_profile_count(c);
  int32_t *order = calloc(n > 0 ? (size_t)n : 1, sizeof *order);
  if (!order) return;
  int64_t total = 0;
  for (int32_t k = 0; k < n; k++) {
    order[k] = k;
    total += cajit_compiled_profile_get(c, k).ns;
  }
  sort_profile_of = c;
  qsort(order, (size_t)n, sizeof *order, by_profile_time);
  double runs = (double)r->o->repeat;
  for (int32_t i = 0; i < n; i++) {
    cajit_kernel_profile kp = cajit_compiled_profile_get(c, order[i]);
    int id_len;
    const char *rest;
    split_kernel_name(kp.name, &id_len, &rest);
    fprintf(f, "profile %.*s ms=%.6f calls=%lld share=%.1f%%", id_len, kp.name,
            (double)kp.ns * 1e-6 / runs, (long long)kp.calls,
            total ? 100.0 * (double)kp.ns / (double)total : 0.0);
    if (kp.bytes > 0 && kp.calls > 0 && kp.ns > 0)
      fprintf(f, " bytes=%lld GB/s=%.2f", (long long)(kp.bytes / kp.calls),
              (double)kp.bytes / (double)kp.ns);
    fprintf(f, " %s\n", rest);
  }
  free(order);
}

/* s[0..len) as a JSON string (UTF-8 passes through). */
static void json_string(FILE *f, const char *s, size_t len) {
  fputc('"', f);
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\')
      fprintf(f, "\\%c", c);
    else if (c < 0x20)
      fprintf(f, "\\u%04x", c);
    else
      fputc(c, f);
  }
  fputc('"', f);
}

static void print_profile_json(FILE *f, const runner *r) {
  const cajit_compiled *c = r->compiled;
  fputs(", \"profile\": [", f);
  for (int32_t k = 0; k < cajit_compiled_profile_count(c); k++) {
    cajit_kernel_profile kp = cajit_compiled_profile_get(c, k);
    fputs(k ? ", {\"kernel\": " : "{\"kernel\": ", f);
    json_string(f, kp.name, strlen(kp.name));
    fprintf(f, ", \"ms\": %.6f, \"calls\": %lld, \"bytes\": %lld}",
            (double)kp.ns * 1e-6 / (double)r->o->repeat, (long long)kp.calls,
            (long long)kp.bytes);
  }
  fputs("]", f);
}

void report_print_text(FILE *f, const runner *r, const record *recs, size_t n,
                       timing t, const check_result *check) {
  fputs("graph ", f);
  print_graph_name(f, r->g);
  fputs("\nbind", f);
  if (r->g->binding_count) fputc(' ', f);
  for (int32_t i = 0; i < r->g->binding_count; i++)
    print_binding(f, r, i, false);
  fputc('\n', f);
  for (size_t i = 0; i < n; i++) {
    const record *x = &recs[i];
    fprintf(f, "%s %d ", x->grad ? "grad" : "output", (int)x->index);
    if (x->none) {
      fputs("none\n", f);
      continue;
    }
    fprintf(f, "%s sum=%.17g abs=%.17g", x->type, x->sum, x->abs);
    if (x->grad) fprintf(f, " calls=%d", (int)x->calls);
    fputc('\n', f);
  }
  fprintf(f, "compile_ms %.6f\n", r->compile_ms);
  int64_t tiles = 0, blas = 0;
  cajit_runtime_gemm_calls(&tiles, &blas);
  fprintf(f,
          "run_ms median=%.6f min=%.6f mean=%.6f repeat=%lld warmup=%lld "
          "threads=%d arena_bytes=%lld gemm_tiles=%lld gemm_blas=%lld\n",
          t.median, t.min, t.mean, (long long)r->o->repeat,
          (long long)r->o->warmup, (int)cajit_runtime_num_threads(),
          (long long)cajit_runtime_arena_last_bytes(), (long long)tiles,
          (long long)blas);
  if (check->done) {
    if (check->mismatches)
      fprintf(f, "check failed mismatches=%d values=%d\n",
              (int)check->mismatches, (int)check->values);
    else
      fprintf(f, "check ok values=%d\n", (int)check->values);
  }
  if (r->o->profile) print_profile_text(f, r);
}

static void json_double(FILE *f, double v) {
  if (isnan(v))
    fputs("NaN", f);
  else if (isinf(v))
    fputs(v > 0 ? "Infinity" : "-Infinity", f);
  else
    fprintf(f, "%.17g", v);
}

static void json_graph_name(FILE *f, const cajit_graph *g) {
  json_string(f, g->name.data, g->name.len);
}

static void json_record(FILE *f, const record *x) {
  fprintf(f, "{\"%s\": %d, \"dtype\": ", x->grad ? "input" : "index",
          (int)x->index);
  if (x->none) {
    fputs("\"none\"}", f);
    return;
  }
  fprintf(f, "\"%s\", \"shape\": [", x->dtype);
  for (int32_t d = 0; d < x->ndim; d++)
    fprintf(f, "%s%lld", d ? ", " : "", (long long)x->shape[d]);
  fputs("], \"sum\": ", f);
  json_double(f, x->sum);
  fputs(", \"abs\": ", f);
  json_double(f, x->abs);
  if (x->grad) fprintf(f, ", \"calls\": %d", (int)x->calls);
  fputc('}', f);
}

void report_print_json(FILE *f, const runner *r, const record *recs, size_t n,
                       timing t, const check_result *check) {
  fputs("{\"graph\": ", f);
  if (r->g->name.len)
    json_graph_name(f, r->g);
  else
    fputs("null", f);
  fputs(", \"bind\": {", f);
  for (int32_t i = 0; i < r->g->binding_count; i++)
    print_binding(f, r, i, true);
  for (int pass = 0; pass < 2; pass++) {
    fputs(pass ? "], \"grads\": [" : "}, \"outputs\": [", f);
    int32_t k = 0;
    for (size_t i = 0; i < n; i++)
      if (recs[i].grad == (pass == 1)) {
        if (k++) fputs(", ", f);
        json_record(f, &recs[i]);
      }
  }
  fputs("], \"compile_ms\": ", f);
  json_double(f, r->compile_ms);
  fputs(", \"run_ms\": {\"median\": ", f);
  json_double(f, t.median);
  fputs(", \"min\": ", f);
  json_double(f, t.min);
  fputs(", \"mean\": ", f);
  json_double(f, t.mean);
  int64_t tiles = 0, blas = 0;
  cajit_runtime_gemm_calls(&tiles, &blas);
  fprintf(f,
          ", \"repeat\": %lld, \"warmup\": %lld}, \"threads\": %d, "
          "\"arena_bytes\": %lld, \"gemm_calls\": {\"tiles\": %lld, "
          "\"blas\": %lld}",
          (long long)r->o->repeat, (long long)r->o->warmup,
          (int)cajit_runtime_num_threads(),
          (long long)cajit_runtime_arena_last_bytes(), (long long)tiles,
          (long long)blas);
  if (check->done)
    fprintf(f, ", \"check\": {\"ok\": %s, \"mismatches\": %d, \"values\": %d}",
            check->mismatches ? "false" : "true", (int)check->mismatches,
            (int)check->values);
  if (r->o->profile) print_profile_json(f, r);
  fputs("}\n", f);
}
