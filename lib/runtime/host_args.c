/* Decoding and printing of fallback argument descriptions (see
 * host_args.h). A recursive-descent parser over a NUL-terminated string;
 * lists are collected in a growable vector and copied into the arena. */
#include "runtime/host_args.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/strbuf.h"
#include "support/vec.h"

enum { MAX_DEPTH = 32 };

typedef struct parser {
  const char *text, *p;
  cajit_arena *arena;
  int32_t tensor_count, int_count, float_count;
  const int64_t *ints;
  const double *floats;
} parser;

static cajit_status perr(const parser *ps, const char *what) {
  return cajit_status_make(CAJIT_INTERNAL,
                           "host argument description, column %d: %s (in `%s`)",
                           (int)(ps->p - ps->text) + 1, what, ps->text);
}

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                           "out of memory decoding host arguments");
}

static void skip_ws(parser *ps) {
  while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')
    ps->p++;
}

static int is_ident_start(char c) {
  return isalpha((unsigned char)c) || c == '_';
}
static int is_ident_char(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '.';
}

/* Length of the identifier at p (0 if none). */
static size_t ident_len(const char *p) {
  if (!is_ident_start(*p)) return 0;
  size_t n = 1;
  while (is_ident_char(p[n]))
    n++;
  return n;
}

static const char *arena_str(parser *ps, const char *s, size_t len) {
  int ok;
  cajit_sv sv = cajit_arena_sv(ps->arena, (cajit_sv){s, len}, &ok);
  return ok ? sv.data : NULL;
}

static cajit_status parse_value(parser *ps, cajit_host_value *out, int depth);

static cajit_status parse_slot(parser *ps, cajit_host_value *out) {
  char which = ps->p[1];
  const char *digits = ps->p + 2;
  if (!isdigit((unsigned char)*digits)) {
    ps->p++;
    return perr(ps, "expected $t, $i or $f followed by an index");
  }
  errno = 0;
  char *end;
  long idx = strtol(digits, &end, 10);
  int32_t limit = which == 't'   ? ps->tensor_count
                  : which == 'i' ? ps->int_count
                  : which == 'f' ? ps->float_count
                                 : -1;
  if (limit < 0) {
    ps->p++;
    return perr(ps, "expected $t, $i or $f followed by an index");
  }
  if (errno || idx >= limit) {
    cajit_status s = perr(ps, "slot index out of range");
    return cajit_status_annotate(s, "$%c%ld with %d available", which, idx,
                                 limit);
  }
  ps->p = end;
  if (which == 't') {
    out->kind = CAJIT_HOST_VALUE_TENSOR;
    out->u.tensor = (int32_t)idx;
  } else if (which == 'i') {
    out->kind = CAJIT_HOST_VALUE_INT;
    out->u.i = ps->ints ? ps->ints[idx] : 0;
  } else {
    out->kind = CAJIT_HOST_VALUE_FLOAT;
    out->u.f = ps->floats ? ps->floats[idx] : 0.0;
  }
  return CAJIT_OK_STATUS;
}

static cajit_status parse_string(parser *ps, cajit_host_value *out) {
  cajit_strbuf b = CAJIT_STRBUF_INIT;
  ps->p++; /* opening quote */
  while (*ps->p && *ps->p != '"') {
    char c = *ps->p++;
    if (c == '\\') {
      char e = *ps->p++;
      c = e == 'n' ? '\n' : e == 't' ? '\t' : e;
      if (e != 'n' && e != 't' && e != '"' && e != '\\') {
        cajit_strbuf_release(&b);
        ps->p--;
        return perr(ps, "bad escape in string");
      }
    }
    cajit_strbuf_append(&b, &c, 1);
  }
  if (*ps->p != '"') {
    cajit_strbuf_release(&b);
    return perr(ps, "unterminated string");
  }
  ps->p++;
  if (b.failed) {
    cajit_strbuf_release(&b);
    return oom();
  }
  out->kind = CAJIT_HOST_VALUE_STRING;
  out->u.s = arena_str(ps, b.data ? b.data : "", b.len);
  cajit_strbuf_release(&b);
  return out->u.s ? CAJIT_OK_STATUS : oom();
}

/* INT or FLOAT (including inf, -inf, nan). */
static cajit_status parse_number(parser *ps, cajit_host_value *out) {
  const char *start = ps->p;
  const char *q = start + (*start == '-');
  if (!strncmp(q, "inf", 3) && !is_ident_char(q[3])) {
    out->kind = CAJIT_HOST_VALUE_FLOAT;
    out->u.f = *start == '-' ? -INFINITY : INFINITY;
    ps->p = q + 3;
    return CAJIT_OK_STATUS;
  }
  if (!strncmp(q, "nan", 3) && !is_ident_char(q[3])) {
    out->kind = CAJIT_HOST_VALUE_FLOAT;
    out->u.f = NAN;
    ps->p = q + 3;
    return CAJIT_OK_STATUS;
  }
  size_t n = 0;
  int is_float = 0;
  while (isdigit((unsigned char)q[n]) || q[n] == '.' || q[n] == 'e' ||
         q[n] == 'E' ||
         ((q[n] == '-' || q[n] == '+') && n > 0 &&
          (q[n - 1] == 'e' || q[n - 1] == 'E'))) {
    if (!isdigit((unsigned char)q[n])) is_float = 1;
    n++;
  }
  if (n == 0 || !isdigit((unsigned char)q[0]))
    return perr(ps, "expected a value");
  char *end;
  errno = 0;
  if (is_float) {
    double f = strtod(start, &end);
    if (end != q + n) return perr(ps, "malformed float");
    out->kind = CAJIT_HOST_VALUE_FLOAT;
    out->u.f = f;
  } else {
    long long v = strtoll(start, &end, 10);
    if (errno || end != q + n) return perr(ps, "int out of range");
    out->kind = CAJIT_HOST_VALUE_INT;
    out->u.i = v;
  }
  ps->p = q + n;
  if (is_ident_char(*ps->p)) return perr(ps, "junk after number");
  return CAJIT_OK_STATUS;
}

static cajit_status parse_list(parser *ps, cajit_host_value *out, int depth) {
  CAJIT_VEC(cajit_host_value) items = {0};
  ps->p++; /* '[' */
  skip_ws(ps);
  cajit_status s = CAJIT_OK_STATUS;
  if (*ps->p == ']') {
    ps->p++;
  } else {
    for (;;) {
      cajit_host_value v = {0};
      s = parse_value(ps, &v, depth + 1);
      if (s) break;
      if (!CAJIT_VEC_PUSH(&items, v)) {
        s = oom();
        break;
      }
      skip_ws(ps);
      if (*ps->p == ',') {
        ps->p++;
        skip_ws(ps);
        continue;
      }
      if (*ps->p == ']') {
        ps->p++;
        break;
      }
      s = perr(ps, "expected ',' or ']' in list");
      break;
    }
  }
  if (!s) {
    out->kind = CAJIT_HOST_VALUE_LIST;
    out->u.list.count = (int32_t)items.len;
    out->u.list.items = NULL;
    if (items.len) {
      out->u.list.items = cajit_arena_memdup(
          ps->arena, items.data, items.len * sizeof(cajit_host_value));
      if (!out->u.list.items) s = oom();
    }
  }
  CAJIT_VEC_FREE(&items);
  return s;
}

static cajit_status parse_value(parser *ps, cajit_host_value *out, int depth) {
  skip_ws(ps);
  if (depth > MAX_DEPTH) return perr(ps, "lists nested too deeply");
  char c = *ps->p;
  if (c == '$') return parse_slot(ps, out);
  if (c == '"') return parse_string(ps, out);
  if (c == '[') return parse_list(ps, out, depth);
  if (c == '-' || isdigit((unsigned char)c) ||
      ((c == 'i' || c == 'n') && ident_len(ps->p) == 3 &&
       (!strncmp(ps->p, "inf", 3) || !strncmp(ps->p, "nan", 3))))
    return parse_number(ps, out);
  size_t n = ident_len(ps->p);
  if (!n) return perr(ps, "expected a value");
  if (n == 4 && !strncmp(ps->p, "none", 4)) {
    out->kind = CAJIT_HOST_VALUE_NONE;
  } else if (n == 4 && !strncmp(ps->p, "true", 4)) {
    out->kind = CAJIT_HOST_VALUE_BOOL;
    out->u.b = true;
  } else if (n == 5 && !strncmp(ps->p, "false", 5)) {
    out->kind = CAJIT_HOST_VALUE_BOOL;
    out->u.b = false;
  } else {
    out->kind = CAJIT_HOST_VALUE_WORD;
    out->u.s = arena_str(ps, ps->p, n);
    if (!out->u.s) return oom();
  }
  ps->p += n;
  return CAJIT_OK_STATUS;
}

cajit_status cajit_rt_host_args_decode(
    const char *desc, cajit_arena *arena, int32_t tensor_count,
    const int64_t *ints, int32_t int_count, const double *floats,
    int32_t float_count, cajit_host_value **out_values, int32_t *out_count) {
  *out_values = NULL;
  *out_count = 0;
  parser ps = {desc ? desc : "", desc ? desc : "", arena, tensor_count,
               int_count,        float_count,      ints,  floats};
  CAJIT_VEC(cajit_host_value) args = {0};
  cajit_status s = CAJIT_OK_STATUS;
  skip_ws(&ps);
  while (*ps.p) {
    cajit_host_value v = {0};
    size_t n = ident_len(ps.p);
    const char *after = ps.p + n;
    while (*after == ' ' || *after == '\t')
      after++;
    if (n && *after == '=') { /* keyword argument */
      v.name = arena_str(&ps, ps.p, n);
      if (!v.name) {
        s = oom();
        break;
      }
      ps.p = after + 1;
    }
    s = parse_value(&ps, &v, 0); /* sets kind and u, keeps name */
    if (s) break;
    if (!CAJIT_VEC_PUSH(&args, v)) {
      s = oom();
      break;
    }
    skip_ws(&ps);
    if (*ps.p == ',') {
      ps.p++;
      skip_ws(&ps);
      if (!*ps.p) {
        s = perr(&ps, "expected an argument after ','");
        break;
      }
      continue;
    }
    if (*ps.p) s = perr(&ps, "expected ',' between arguments");
    break;
  }
  if (!s && args.len) {
    if (args.len > INT32_MAX) {
      s = perr(&ps, "too many arguments");
    } else {
      *out_values = cajit_arena_memdup(arena, args.data,
                                       args.len * sizeof(cajit_host_value));
      if (!*out_values)
        s = oom();
      else
        *out_count = (int32_t)args.len;
    }
  }
  CAJIT_VEC_FREE(&args);
  return s;
}

/* ---- printing ------------------------------------------------------------ */

static void format_value(cajit_strbuf *b, const cajit_host_value *v) {
  if (v->name) cajit_strbuf_printf(b, "%s=", v->name);
  switch (v->kind) {
  case CAJIT_HOST_VALUE_NONE: cajit_strbuf_puts(b, "none"); break;
  case CAJIT_HOST_VALUE_BOOL:
    cajit_strbuf_puts(b, v->u.b ? "true" : "false");
    break;
  case CAJIT_HOST_VALUE_INT: cajit_strbuf_printf(b, "%" PRId64, v->u.i); break;
  case CAJIT_HOST_VALUE_FLOAT:
    if (isnan(v->u.f))
      cajit_strbuf_puts(b, "nan");
    else if (isinf(v->u.f))
      cajit_strbuf_puts(b, v->u.f < 0 ? "-inf" : "inf");
    else {
      char tmp[40];
      snprintf(tmp, sizeof tmp, "%.17g", v->u.f);
      cajit_strbuf_puts(b, tmp);
      if (!strpbrk(tmp, ".e")) cajit_strbuf_puts(b, ".0");
    }
    break;
  case CAJIT_HOST_VALUE_STRING:
    cajit_strbuf_puts(b, "\"");
    for (const char *c = v->u.s; *c; c++) {
      if (*c == '"' || *c == '\\')
        cajit_strbuf_printf(b, "\\%c", *c);
      else if (*c == '\n')
        cajit_strbuf_puts(b, "\\n");
      else if (*c == '\t')
        cajit_strbuf_puts(b, "\\t");
      else
        cajit_strbuf_append(b, c, 1);
    }
    cajit_strbuf_puts(b, "\"");
    break;
  case CAJIT_HOST_VALUE_WORD: cajit_strbuf_puts(b, v->u.s); break;
  case CAJIT_HOST_VALUE_TENSOR:
    cajit_strbuf_printf(b, "$t%d", v->u.tensor);
    break;
  case CAJIT_HOST_VALUE_LIST:
    cajit_strbuf_puts(b, "[");
    for (int32_t i = 0; i < v->u.list.count; i++) {
      if (i) cajit_strbuf_puts(b, ", ");
      format_value(b, &v->u.list.items[i]);
    }
    cajit_strbuf_puts(b, "]");
    break;
  }
}

cajit_status cajit_host_values_format(const cajit_host_value *values,
                                      int32_t count, char **out_text) {
  cajit_strbuf b = CAJIT_STRBUF_INIT;
  for (int32_t i = 0; i < count; i++) {
    if (i) cajit_strbuf_puts(&b, ", ");
    format_value(&b, &values[i]);
  }
  return cajit_strbuf_finish(&b, out_text, NULL);
}
