/* cajit-run --check-against (see check.h). */
#include "cajit_run/check.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct ref_record {
  bool grad, none, used;
  int32_t index;
  char type[24 * MAX_NDIM];
  double sum, abs;
} ref_record;

typedef VEC(ref_record) ref_vec;

/* Parses one `output ...` / `grad ...` line (NUL-terminated, no newline). */
static bool parse_ref_line(char *line, ref_record *out) {
  char *save = NULL, *tok[8];
  int n = 0;
  for (char *t = strtok_r(line, " \t", &save); t && n < 8;
       t = strtok_r(NULL, " \t", &save))
    tok[n++] = t;
  int64_t index;
  if (n < 3 || !tool_parse_i64(tok[1], -1, &index) || index < 0 ||
      index > INT32_MAX || strlen(tok[2]) >= sizeof out->type)
    return false;
  memset(out, 0, sizeof *out);
  out->grad = strcmp(tok[0], "grad") == 0;
  out->index = (int32_t)index;
  strcpy(out->type, tok[2]);
  out->none = strcmp(tok[2], "none") == 0;
  if (out->none) return n == 3;
  bool sum = false, abs = false;
  for (int i = 3; i < n; i++) {
    if (strncmp(tok[i], "sum=", 4) == 0)
      sum = tool_parse_f64(tok[i] + 4, -1, &out->sum);
    else if (strncmp(tok[i], "abs=", 4) == 0)
      abs = tool_parse_f64(tok[i] + 4, -1, &out->abs);
  }
  return sum && abs;
}

/* Reads the output and grad records of a saved text report. */
static cajit_status read_reference(const char *path, ref_vec *out) {
  FILE *f = fopen(path, "r");
  if (!f)
    return cajit_status_make(CAJIT_IO_ERROR,
                             "--check-against: cannot open "
                             "%s: %s",
                             path, strerror(errno));
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  int32_t lineno = 0;
  cajit_status s = NULL;
  while (!s && (len = getline(&line, &cap, f)) >= 0) {
    lineno++;
    if (len > 0 && line[len - 1] == '\n') line[len - 1] = '\0';
    if (strncmp(line, "output ", 7) != 0 && strncmp(line, "grad ", 5) != 0)
      continue;
    ref_record rec;
    if (!parse_ref_line(line, &rec))
      s = cajit_status_make(CAJIT_PARSE_ERROR,
                            "%s:%d: not an output or grad line of a cajit-run "
                            "report",
                            path, (int)lineno);
    else if (!VEC_PUSH(out, rec))
      s = run_oom("reference");
  }
  free(line); /* from getline */
  fclose(f);
  if (!s && out->len == 0)
    s = cajit_status_make(CAJIT_PARSE_ERROR,
                          "%s: no output or grad lines (not a cajit-run text "
                          "report)",
                          path);
  return s;
}

static bool close_enough(double got, double want, double scale, double rtol) {
  if (isnan(got) || isnan(want)) return isnan(got) && isnan(want);
  if (got == want) return true; /* also equal infinities */
  return fabs(got - want) <= rtol * fabs(scale);
}

__attribute__((format(printf, 3, 4))) static void
mismatch(check_result *c, const char *path, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("cajit-run: check against ", stderr);
  fputs(path, stderr);
  fputs(": ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  c->mismatches++;
}

static void compare_one(const record *x, ref_record *ref, double rtol,
                        const char *path, check_result *c) {
  const char *kind = x->grad ? "grad" : "output";
  int index = (int)x->index;
  const char *type = x->none ? "none" : x->type;
  ref->used = true;
  if (strcmp(type, ref->type) != 0) {
    mismatch(c, path, "%s %d is %s, expected %s", kind, index, type, ref->type);
    return;
  }
  if (x->none) return;
  if (!close_enough(x->sum, ref->sum, ref->abs, rtol))
    mismatch(c, path, "%s %d: sum %.17g, expected %.17g (rtol %g)", kind, index,
             x->sum, ref->sum, rtol);
  else if (!close_enough(x->abs, ref->abs, ref->abs, rtol))
    mismatch(c, path, "%s %d: abs %.17g, expected %.17g (rtol %g)", kind, index,
             x->abs, ref->abs, rtol);
}

cajit_status check_against(const options *o, const record *recs, size_t n,
                           check_result *c) {
  ref_vec refs = {0};
  cajit_status s = read_reference(o->check_path, &refs);
  if (s) {
    VEC_FREE(&refs);
    return s;
  }
  c->done = true;
  for (size_t i = 0; i < n; i++) {
    const record *x = &recs[i];
    ref_record *ref = NULL;
    for (size_t k = 0; k < refs.len && !ref; k++)
      if (refs.data[k].grad == x->grad && refs.data[k].index == x->index &&
          !refs.data[k].used)
        ref = &refs.data[k];
    c->values++;
    if (ref)
      compare_one(x, ref, o->rtol, o->check_path, c);
    else
      mismatch(c, o->check_path, "%s %d is not in the reference",
               x->grad ? "grad" : "output", (int)x->index);
  }
  for (size_t k = 0; k < refs.len; k++)
    if (!refs.data[k].used) {
      c->values++;
      mismatch(c, o->check_path, "%s %d of the reference was not produced",
               refs.data[k].grad ? "grad" : "output", (int)refs.data[k].index);
    }
  VEC_FREE(&refs);
  return NULL;
}
