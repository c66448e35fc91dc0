/* cajit-run --replay: a recorded call run again (see replay.h; the
 * manifest format is in python/cajit/repro.py). Tensors are compared the
 * way torch.testing.assert_close compares them by default:
 * |actual - recorded| <= atol + rtol * |recorded| with the dtype's
 * (rtol, atol), integers and bools exactly, NaN equal to NaN. */
#include "cajit_run/replay.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/types.h"
#include "cajit_run/elements.h"
#include "cajit_run/vec.h"

enum { MAX_NDIM = CAJIT_TOOLS_MAX_NDIM, MAX_FINDINGS = 20 };

typedef struct rec_tensor {
  bool none;
  cajit_dtype dtype;
  int32_t ndim;
  int64_t shape[MAX_NDIM];
  void *data; /* row-major elements */
  size_t bytes;
} rec_tensor;

typedef VEC(rec_tensor) rec_tensor_vec;

typedef struct rec_call {
  char kind[32];
  char node[96];
  rec_tensor_vec ins, outs;
} rec_call;

struct cajit_replay {
  char *library_nodes; /* the recording's compile option, or NULL */
  VEC(char *) binds;
  rec_tensor_vec inputs, outputs;
  VEC(rec_call) calls;
  int64_t next; /* the host call the run makes next */
  int64_t compared, differences;
  VEC(char *) findings; /* the first MAX_FINDINGS differences */
};

/* ---- loading ---------------------------------------------------------------
 */

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory (replay)");
}

/* The whole of a (regular) file, NUL-terminated; free *out with free. */
static cajit_status read_file(const char *path, char **out, size_t *out_len) {
  *out = NULL;
  FILE *f = fopen(path, "rb");
  if (!f)
    return cajit_status_make(CAJIT_IO_ERROR, "%s: %s", path, strerror(errno));
  long size = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
  char *data =
      size >= 0 && fseek(f, 0, SEEK_SET) == 0 ? malloc((size_t)size + 1) : NULL;
  bool read = data && fread(data, 1, (size_t)size, f) == (size_t)size;
  fclose(f);
  if (!read) {
    bool no_memory = size >= 0 && !data;
    free(data);
    return no_memory
               ? oom()
               : cajit_status_make(CAJIT_IO_ERROR, "%s: read error", path);
  }
  data[size] = '\0';
  *out = data;
  *out_len = (size_t)size;
  return NULL;
}

/* "DTYPE NDIM D0 .. FILE" or "none" from the words after a line's
 * leading fields; loads FILE (of exactly the size the shape implies). */
static cajit_status parse_tensor(const char *dir, char **w, int32_t n,
                                 int32_t line, rec_tensor *t) {
  memset(t, 0, sizeof *t);
  if (n == 1 && strcmp(w[0], "none") == 0) {
    t->none = true;
    return NULL;
  }
  char *end;
  long nd = n >= 2 ? strtol(w[1], &end, 10) : -1;
  if (n < 3 || !cajit_dtype_from_name(cajit_sv_from_cstr(w[0]), &t->dtype) ||
      *end || nd < 0 || nd > MAX_NDIM || n != nd + 3)
    return cajit_status_make(CAJIT_PARSE_ERROR,
                             "manifest line %d: expected DTYPE NDIM DIMS.. "
                             "FILE or none",
                             (int)line);
  t->ndim = (int32_t)nd;
  size_t count = 1;
  for (int32_t d = 0; d < t->ndim; d++) {
    long long v = strtoll(w[2 + d], &end, 10);
    if (*end || v < 0 || __builtin_mul_overflow(count, (size_t)v, &count))
      return cajit_status_make(CAJIT_PARSE_ERROR,
                               "manifest line %d: bad dim '%s'", (int)line,
                               w[2 + d]);
    t->shape[d] = v;
  }
  size_t want;
  if (__builtin_mul_overflow(count, cajit_dtype_size(t->dtype), &want))
    return cajit_status_make(CAJIT_PARSE_ERROR,
                             "manifest line %d: tensor too large", (int)line);
  const char *name = w[n - 1];
  if (strchr(name, '/'))
    return cajit_status_make(CAJIT_PARSE_ERROR,
                             "manifest line %d: file '%s' is not in the "
                             "bundle's directory",
                             (int)line, name);
  char path[4096];
  if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT, "path too long");
  char *data;
  CAJIT_RETURN_IF_ERROR(read_file(path, &data, &t->bytes));
  t->data = data;
  if (t->bytes != want) {
    free(data);
    t->data = NULL;
    return cajit_status_make(CAJIT_PARSE_ERROR,
                             "%s: %zu bytes, its manifest line %d says %zu",
                             path, t->bytes, (int)line, want);
  }
  return NULL;
}

static void free_tensors(rec_tensor_vec *v) {
  for (size_t i = 0; i < v->len; i++)
    free(v->data[i].data);
  VEC_FREE(v);
}

void cajit_replay_free(cajit_replay *rp) {
  if (!rp) return;
  free(rp->library_nodes);
  for (size_t i = 0; i < rp->binds.len; i++)
    free(rp->binds.data[i]);
  for (size_t i = 0; i < rp->findings.len; i++)
    free(rp->findings.data[i]);
  for (size_t i = 0; i < rp->calls.len; i++) {
    free_tensors(&rp->calls.data[i].ins);
    free_tensors(&rp->calls.data[i].outs);
  }
  VEC_FREE(&rp->binds);
  VEC_FREE(&rp->findings);
  VEC_FREE(&rp->calls);
  free_tensors(&rp->inputs);
  free_tensors(&rp->outputs);
  free(rp);
}

/* Appends t at position `index` of v (positions must come in order). */
static cajit_status push_at(rec_tensor_vec *v, const char *what, long index,
                            int32_t line, rec_tensor t) {
  if (index != (long)v->len) {
    free(t.data);
    return cajit_status_make(CAJIT_PARSE_ERROR,
                             "manifest line %d: %s %ld out of order", (int)line,
                             what, index);
  }
  if (!VEC_PUSH(v, t)) {
    free(t.data);
    return oom();
  }
  return NULL;
}

static cajit_status parse_index(const char *s, int32_t line, long *out) {
  char *end;
  *out = strtol(s, &end, 10);
  if (*end || *out < 0 || *out > INT32_MAX)
    return cajit_status_make(CAJIT_PARSE_ERROR,
                             "manifest line %d: bad index '%s'", (int)line, s);
  return NULL;
}

static cajit_status parse_host(cajit_replay *rp, char **w, int32_t n,
                               int32_t line) {
  long seq;
  if (n < 3)
    return cajit_status_make(CAJIT_PARSE_ERROR,
                             "manifest line %d: short host line", (int)line);
  CAJIT_RETURN_IF_ERROR(parse_index(w[1], line, &seq));
  if (seq != (long)rp->calls.len)
    return cajit_status_make(CAJIT_PARSE_ERROR,
                             "manifest line %d: host call %ld out of order",
                             (int)line, seq);
  rec_call c;
  memset(&c, 0, sizeof c);
  snprintf(c.kind, sizeof c.kind, "%s", w[2]);
  snprintf(c.node, sizeof c.node, "%s", n > 3 ? w[3] : "?");
  return VEC_PUSH(&rp->calls, c) ? NULL : oom();
}

/* host_in / host_out SEQ J TENSOR... */
static cajit_status parse_host_tensor(cajit_replay *rp, const char *dir,
                                      char **w, int32_t n, int32_t line,
                                      bool out) {
  long seq, j;
  if (n < 4)
    return cajit_status_make(
        CAJIT_PARSE_ERROR, "manifest line %d: short %s line", (int)line, w[0]);
  CAJIT_RETURN_IF_ERROR(parse_index(w[1], line, &seq));
  CAJIT_RETURN_IF_ERROR(parse_index(w[2], line, &j));
  if (seq + 1 != (long)rp->calls.len)
    return cajit_status_make(CAJIT_PARSE_ERROR,
                             "manifest line %d: %s of host call %ld outside "
                             "its call",
                             (int)line, w[0], seq);
  rec_tensor t;
  CAJIT_RETURN_IF_ERROR(parse_tensor(dir, w + 3, n - 3, line, &t));
  rec_call *c = &rp->calls.data[seq];
  return push_at(out ? &c->outs : &c->ins, w[0], j, line, t);
}

/* "library NODES": the recorded call's graph ran those nodes through the
 * host's library (cajit_compile_options.library_nodes), each a host call
 * of the recording; "*" or value ids separated by commas. */
static cajit_status parse_library(cajit_replay *rp, char **w, int32_t n,
                                  int32_t line) {
  bool ok = n == 2 && !rp->library_nodes;
  if (ok && strcmp(w[1], "*") != 0)
    for (const char *p = w[1]; *p && ok; p++)
      ok = (*p >= '0' && *p <= '9') ||
           (*p == ',' && p[1] >= '0' && p[1] <= '9' && p != w[1]);
  if (!ok)
    return cajit_status_make(CAJIT_PARSE_ERROR,
                             "manifest line %d: one library line, "
                             "'library *' or 'library ID,ID,...'",
                             (int)line);
  rp->library_nodes = strdup(w[1]);
  return rp->library_nodes ? NULL : oom();
}

static cajit_status parse_line(cajit_replay *rp, const char *dir, char **w,
                               int32_t n, int32_t line) {
  const char *k = w[0];
  if (strcmp(k, "cajit-repro") == 0) {
    if (n != 2 || strcmp(w[1], "1") != 0)
      return cajit_status_make(CAJIT_PARSE_ERROR,
                               "manifest line %d: cajit-run reads repro "
                               "bundles of version 1",
                               (int)line);
    return NULL;
  }
  if (strcmp(k, "version") == 0 || strcmp(k, "status") == 0) return NULL;
  if (strcmp(k, "bind") == 0) {
    if (n != 3)
      return cajit_status_make(CAJIT_PARSE_ERROR,
                               "manifest line %d: bind NAME VALUE", (int)line);
    char *s;
    if (asprintf(&s, "%s=%s", w[1], w[2]) < 0) return oom();
    if (!VEC_PUSH(&rp->binds, s)) {
      free(s);
      return oom();
    }
    return NULL;
  }
  if (strcmp(k, "input") == 0 || strcmp(k, "output") == 0) {
    long i;
    if (n < 3)
      return cajit_status_make(CAJIT_PARSE_ERROR,
                               "manifest line %d: short %s line", (int)line, k);
    CAJIT_RETURN_IF_ERROR(parse_index(w[1], line, &i));
    rec_tensor t;
    CAJIT_RETURN_IF_ERROR(parse_tensor(dir, w + 2, n - 2, line, &t));
    return push_at(k[0] == 'i' ? &rp->inputs : &rp->outputs, k, i, line, t);
  }
  if (strcmp(k, "library") == 0) return parse_library(rp, w, n, line);
  if (strcmp(k, "host") == 0) return parse_host(rp, w, n, line);
  if (strcmp(k, "host_in") == 0 || strcmp(k, "host_out") == 0)
    return parse_host_tensor(rp, dir, w, n, line, k[5] == 'o');
  return cajit_status_make(
      CAJIT_PARSE_ERROR, "manifest line %d: unknown record '%s'", (int)line, k);
}

cajit_status cajit_replay_load(const char *dir, cajit_replay **out) {
  *out = NULL;
  char path[4096];
  if (snprintf(path, sizeof path, "%s/manifest", dir) >= (int)sizeof path)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT, "path too long");
  char *text;
  size_t len;
  CAJIT_RETURN_IF_ERROR(read_file(path, &text, &len));
  cajit_replay *rp = calloc(1, sizeof *rp);
  if (!rp) {
    free(text);
    return oom();
  }
  cajit_status s = NULL;
  int32_t line = 0;
  for (char *p = text, *next; !s && p < text + len; p = next) {
    char *nl = memchr(p, '\n', (size_t)(text + len - p));
    next = nl ? nl + 1 : text + len;
    if (nl) *nl = '\0';
    line++;
    char *w[MAX_NDIM + 8];
    int32_t n = 0;
    for (char *tok = strtok(p, " \t\r"); tok; tok = strtok(NULL, " \t\r")) {
      if (n == (int32_t)(sizeof w / sizeof *w)) {
        s = cajit_status_make(CAJIT_PARSE_ERROR,
                              "manifest line %d: too many fields", (int)line);
        break;
      }
      w[n++] = tok;
    }
    if (!s && n > 0) s = parse_line(rp, dir, w, n, line);
  }
  free(text);
  if (s) {
    cajit_replay_free(rp);
    return cajit_status_annotate(s, "%s", path);
  }
  *out = rp;
  return NULL;
}

/* ---- accessors -------------------------------------------------------------
 */

int32_t cajit_replay_bind_count(const cajit_replay *rp) {
  return (int32_t)rp->binds.len;
}

const char *cajit_replay_bind(const cajit_replay *rp, int32_t i) {
  return rp->binds.data[i];
}

const char *cajit_replay_library_nodes(const cajit_replay *rp) {
  return rp->library_nodes;
}

/* ---- element access --------------------------------------------------------
 */

static DLDataType dl_dtype(cajit_dtype d) {
  size_t bits = cajit_dtype_size(d) * 8;
  uint8_t code = d == CAJIT_DTYPE_BOOL        ? CAJIT_TOOLS_DL_BOOL
                 : d == CAJIT_DTYPE_U8        ? kDLUInt
                 : d == CAJIT_DTYPE_BF16      ? kDLBfloat
                 : cajit_dtype_is_floating(d) ? kDLFloat
                                              : kDLInt;
  return (DLDataType){code, (uint8_t)bits, 1};
}

static bool same_type(const rec_tensor *r, const DLTensor *t) {
  DLDataType want = dl_dtype(r->dtype);
  if (t->dtype.code != want.code || t->dtype.bits != want.bits ||
      t->dtype.lanes != 1 || t->ndim != r->ndim)
    return false;
  for (int32_t d = 0; d < r->ndim; d++)
    if (t->shape[d] != r->shape[d]) return false;
  return true;
}

static void strides_of(const DLTensor *t, int64_t *strides) {
  if (t->strides)
    memcpy(strides, t->strides, (size_t)t->ndim * sizeof *strides);
  else
    contiguous_strides(t->ndim, t->shape, strides);
}

typedef struct copy_ctx {
  char *dst;
  const char *src;
  size_t elem;
} copy_ctx;

static void copy_element(int64_t e, int64_t off, void *user) {
  copy_ctx *c = user;
  memcpy(c->dst + (size_t)off * c->elem, c->src + (size_t)e * c->elem, c->elem);
}

cajit_status cajit_replay_fill_input(const cajit_replay *rp, int32_t i,
                                     DLTensor *t) {
  if (i < 0 || (size_t)i >= rp->inputs.len || rp->inputs.data[i].none)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "the recording has no tensor for input %d",
                             (int)i);
  const rec_tensor *r = &rp->inputs.data[i];
  if (!same_type(r, t))
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "input %d: the recording's %s tensor of %d dims "
                             "does not match the graph's under its binding",
                             (int)i, cajit_dtype_name(r->dtype), (int)r->ndim);
  int64_t strides[MAX_NDIM];
  strides_of(t, strides);
  copy_ctx c = {(char *)t->data + t->byte_offset, r->data,
                cajit_dtype_size(r->dtype)};
  for_each_element(t->ndim, t->shape, strides, copy_element, &c);
  return NULL;
}

/* ---- comparing -------------------------------------------------------------
 */

static void tolerances(cajit_dtype d, double *rtol, double *atol) {
  switch (d) {
  case CAJIT_DTYPE_F16: *rtol = 1e-3, *atol = 1e-5; break;
  case CAJIT_DTYPE_BF16: *rtol = 1.6e-2, *atol = 1e-5; break;
  case CAJIT_DTYPE_F32: *rtol = 1.3e-6, *atol = 1e-5; break;
  case CAJIT_DTYPE_F64: *rtol = 1e-7, *atol = 1e-7; break;
  default: *rtol = 0, *atol = 0; break;
  }
}

typedef struct diff_ctx {
  const char *actual;
  DLDataType dtype;
  const char *recorded;
  double rtol, atol;
  int64_t bad, first;
  double first_actual, first_recorded;
} diff_ctx;

/* Element e: a here, r in the recording. */
static void diff_values(diff_ctx *c, int64_t e, double a, double r) {
  bool same = (isnan(a) && isnan(r)) || a == r ||
              fabs(a - r) <= c->atol + c->rtol * fabs(r);
  if (same) return;
  if (c->bad++ == 0) {
    c->first = e;
    c->first_actual = a;
    c->first_recorded = r;
  }
}

static void diff_element(int64_t e, int64_t off, void *user) {
  diff_ctx *c = user;
  size_t elem = c->dtype.bits / 8;
  diff_values(c, e, load_double(c->actual + (size_t)off * elem, c->dtype),
              load_double(c->recorded + (size_t)e * elem, c->dtype));
}

/* diff_element over a row-major f32 tensor of n elements, without the
 * odometer's indirect call and dtype switch per element: a replay checks
 * every host call's tensors, and an embedding model's 12.8 MB grads took
 * 35 ms each that way, most of the replay, evicting from cache what the
 * kernels around them would find there in training. */
static void diff_f32(diff_ctx *c, int64_t n) {
  const float *a = (const float *)c->actual, *r = (const float *)c->recorded;
  for (int64_t e = 0; e < n; e++)
    if (a[e] != r[e]) diff_values(c, e, a[e], r[e]);
}

__attribute__((format(printf, 2, 3))) static void note(cajit_replay *rp,
                                                       const char *fmt, ...) {
  rp->differences++;
  if (rp->findings.len >= MAX_FINDINGS) return;
  char text[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  char *s = strdup(text);
  if (!s) return; /* the count still says there was a difference */
  if (!VEC_PUSH(&rp->findings, s)) free(s);
}

/* Compares t (NULL for none) with r; notes a difference as `what`. */
static void compare(cajit_replay *rp, const DLTensor *t, const rec_tensor *r,
                    const char *what) {
  rp->compared++;
  if (!t || r->none) {
    if (!t != r->none)
      note(rp, "%s: %s here, %s in the recording", what,
           t ? "a tensor" : "none", r->none ? "none" : "a tensor");
    return;
  }
  if (!same_type(r, t) || !dl_dtype_name(t->dtype)) {
    note(rp,
         "%s: dtype or shape differs from the recording's %s tensor of %d "
         "dims",
         what, cajit_dtype_name(r->dtype), (int)r->ndim);
    return;
  }
  int64_t strides[MAX_NDIM];
  strides_of(t, strides);
  diff_ctx c = {.actual = (const char *)t->data + t->byte_offset,
                .dtype = t->dtype,
                .recorded = r->data};
  tolerances(r->dtype, &c.rtol, &c.atol);
  if (t->dtype.code == kDLFloat && t->dtype.bits == 32 &&
      tensor_row_major(t, strides))
    diff_f32(&c, tensor_numel(t));
  else
    for_each_element(t->ndim, t->shape, strides, diff_element, &c);
  if (c.bad)
    note(rp,
         "%s: %lld elements differ; the first, element %lld, is %.9g here and "
         "%.9g in the recording",
         what, (long long)c.bad, (long long)c.first, c.first_actual,
         c.first_recorded);
}

void cajit_replay_restart(cajit_replay *rp) {
  rp->next = 0;
  rp->compared = rp->differences = 0;
  for (size_t i = 0; i < rp->findings.len; i++)
    free(rp->findings.data[i]);
  rp->findings.len = 0;
}

/* ---- the host ---------------------------------------------------------------
 */

typedef struct owned {
  DLManagedTensor m;
  int64_t shape[MAX_NDIM];
} owned;

static void owned_delete(DLManagedTensor *m) {
  free(m->dl_tensor.data);
  free(m);
}

static cajit_status result_tensor(const rec_tensor *r, DLManagedTensor **out) {
  *out = NULL;
  if (r->none) return NULL;
  owned *o = calloc(1, sizeof *o);
  void *data = malloc(r->bytes ? r->bytes : 1);
  if (!o || !data) {
    free(o);
    free(data);
    return oom();
  }
  memcpy(data, r->data, r->bytes);
  memcpy(o->shape, r->shape, (size_t)r->ndim * sizeof *o->shape);
  o->m.dl_tensor = (DLTensor){.data = data,
                              .device = {kDLCPU, 0},
                              .ndim = r->ndim,
                              .dtype = dl_dtype(r->dtype),
                              .shape = o->shape};
  o->m.deleter = owned_delete;
  *out = &o->m;
  return NULL;
}

cajit_status cajit_replay_host_call(void *user, const cajit_host_request *req) {
  cajit_replay *rp = user;
  const char *kind = cajit_host_op_kind_name(req->kind);
  if (rp->next >= (int64_t)rp->calls.len)
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "host call %lld (%s): the recording has only %zu",
                             (long long)rp->next, kind, rp->calls.len);
  int64_t seq = rp->next++;
  const rec_call *c = &rp->calls.data[seq];
  if (strcmp(c->kind, kind) != 0)
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "host call %lld is %s, the recording's is %s (%s)",
                             (long long)seq, kind, c->kind, c->node);
  char what[192];
  if ((size_t)req->input_count != c->ins.len)
    note(rp, "host call %lld (%s %s): %d tensors here, %zu recorded",
         (long long)seq, kind, c->node, (int)req->input_count, c->ins.len);
  for (int32_t j = 0; j < req->input_count && (size_t)j < c->ins.len; j++) {
    snprintf(what, sizeof what, "host call %lld (%s %s) argument %d",
             (long long)seq, kind, c->node, (int)j);
    compare(rp, req->inputs[j], &c->ins.data[j], what);
  }
  if ((size_t)req->result_count < c->outs.len)
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "host call %lld (%s): %d result slots, %zu "
                             "recorded",
                             (long long)seq, kind, (int)req->result_count,
                             c->outs.len);
  for (size_t j = 0; j < c->outs.len; j++)
    CAJIT_RETURN_IF_ERROR(result_tensor(&c->outs.data[j], &req->results[j]));
  return NULL;
}

void cajit_replay_check_outputs(cajit_replay *rp,
                                DLManagedTensor *const *outputs, int32_t n) {
  if ((size_t)n != rp->outputs.len)
    note(rp, "%d outputs here, %zu recorded", (int)n, rp->outputs.len);
  char what[32];
  for (int32_t i = 0; i < n && (size_t)i < rp->outputs.len; i++) {
    snprintf(what, sizeof what, "output %d", (int)i);
    compare(rp, outputs[i] ? &outputs[i]->dl_tensor : NULL,
            &rp->outputs.data[i], what);
  }
}

int64_t cajit_replay_report(const cajit_replay *rp, FILE *f) {
  for (size_t i = 0; i < rp->findings.len; i++)
    fprintf(f, "replay differs: %s\n", rp->findings.data[i]);
  if (rp->next != (int64_t)rp->calls.len)
    fprintf(f, "replay differs: %lld host calls made, %zu recorded\n",
            (long long)rp->next, rp->calls.len);
  int64_t diffs =
      rp->differences + (rp->next != (int64_t)rp->calls.len ? 1 : 0);
  fprintf(f, "replay %s host_calls=%lld tensors=%lld differences=%lld\n",
          diffs ? "failed" : "ok", (long long)rp->next, (long long)rp->compared,
          (long long)diffs);
  return diffs;
}
