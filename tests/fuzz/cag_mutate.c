/* The structure-aware .cag mutator (cag_mutate.h).
 *
 * Edits work on the canonical text, line by line: canonical form puts one
 * declaration or node per line with fixed spacing (docs/format.md), so a
 * node's results are the `%N` before ` = `, its operands the `%N` after the
 * op's `(`, and an edit that keeps a line's shape keeps the file parseable
 * (the verifier then decides whether it is valid). Strings here use plain
 * malloc: the mutator is not part of what is fuzzed. */
#include "cag_mutate.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/graph.h"
#include "support/alloc.h"

/* ---- the bind line ---------------------------------------------------------
 */

static const char bind_prefix[] = "# bind";

cajit_sv cag_split_binds(const char *data, size_t size, cag_binds *out) {
  memset(out, 0, sizeof *out);
  size_t n = sizeof bind_prefix - 1;
  if (size < n || memcmp(data, bind_prefix, n) != 0)
    return (cajit_sv){data, size};
  const char *end = memchr(data, '\n', size);
  size_t line = end ? (size_t)(end - data) : size;
  size_t i = n;
  while (i < line && out->count < CAG_MAX_BINDS) {
    while (i < line && data[i] == ' ')
      i++;
    size_t start = i;
    while (i < line && data[i] != '=' && data[i] != ' ')
      i++;
    if (i >= line || data[i] != '=' || i - start == 0 ||
        i - start >= sizeof out->e[0].name) {
      while (i < line && data[i] != ' ')
        i++;
      continue;
    }
    size_t name_len = i - start;
    i++;
    int64_t v = 0, sign = 1;
    if (i < line && data[i] == '-') sign = -1, i++;
    while (i < line && isdigit((unsigned char)data[i]) && v < 1000000)
      v = v * 10 + (data[i++] - '0');
    while (i < line && data[i] != ' ')
      i++;
    memcpy(out->e[out->count].name, data + start, name_len);
    out->e[out->count].name[name_len] = 0;
    out->e[out->count++].value = sign * v;
  }
  size_t rest = end ? line + 1 : size;
  return (cajit_sv){data + rest, size - rest};
}

bool cag_binds_get(const cag_binds *b, const char *name, size_t len,
                   int64_t *out) {
  for (int32_t i = 0; i < b->count; i++)
    if (strlen(b->e[i].name) == len && memcmp(b->e[i].name, name, len) == 0) {
      *out = b->e[i].value;
      return true;
    }
  return false;
}

static void binds_set(cag_binds *b, const char *name, size_t len, int64_t v) {
  for (int32_t i = 0; i < b->count; i++)
    if (strlen(b->e[i].name) == len && memcmp(b->e[i].name, name, len) == 0) {
      b->e[i].value = v;
      return;
    }
  if (b->count == CAG_MAX_BINDS || len >= sizeof b->e[0].name) return;
  memcpy(b->e[b->count].name, name, len);
  b->e[b->count].name[len] = 0;
  b->e[b->count++].value = v;
}

/* ---- text utilities --------------------------------------------------------
 */

typedef struct lines {
  char **v;
  int n, cap;
} lines;

static void lines_free(lines *L) {
  for (int i = 0; i < L->n; i++)
    free(L->v[i]);
  free(L->v);
  memset(L, 0, sizeof *L);
}

static bool lines_insert(lines *L, int at, char *s) {
  if (!s) return false;
  if (L->n == L->cap) {
    int cap = L->cap ? 2 * L->cap : 64;
    char **v = realloc(L->v, (size_t)cap * sizeof *v);
    if (!v) {
      free(s);
      return false;
    }
    L->v = v;
    L->cap = cap;
  }
  memmove(L->v + at + 1, L->v + at, (size_t)(L->n - at) * sizeof *L->v);
  L->v[at] = s;
  L->n++;
  return true;
}

static void lines_remove(lines *L, int at) {
  free(L->v[at]);
  memmove(L->v + at, L->v + at + 1, (size_t)(L->n - at - 1) * sizeof *L->v);
  L->n--;
}

static char *dupn(const char *s, size_t n) {
  char *d = malloc(n + 1);
  if (d) {
    memcpy(d, s, n);
    d[n] = 0;
  }
  return d;
}

static bool split_lines(const char *text, size_t len, lines *L) {
  size_t i = 0;
  while (i < len) {
    const char *nl = memchr(text + i, '\n', len - i);
    size_t e = nl ? (size_t)(nl - text) : len;
    if (!lines_insert(L, L->n, dupn(text + i, e - i))) return false;
    i = e + 1;
  }
  return true;
}

/* s with [at, at + n) replaced by rep (a new string). */
static char *splice(const char *s, size_t at, size_t n, const char *rep) {
  size_t len = strlen(s), r = strlen(rep);
  char *d = malloc(len - n + r + 1);
  if (!d) return NULL;
  memcpy(d, s, at);
  memcpy(d + at, rep, r);
  memcpy(d + at + r, s + at + n, len - at - n + 1);
  return d;
}

static void replace_line(lines *L, int i, char *s) {
  if (!s) return;
  free(L->v[i]);
  L->v[i] = s;
}

typedef struct rng {
  uint64_t s;
} rng;

static uint32_t next(rng *r) {
  r->s ^= r->s << 13;
  r->s ^= r->s >> 7;
  r->s ^= r->s << 17;
  return (uint32_t)(r->s >> 16);
}

static uint32_t below(rng *r, uint32_t n) { return n ? next(r) % n : 0; }

static bool is_ident(char c) { return isalnum((unsigned char)c) || c == '_'; }

static bool starts(const char *s, const char *p) {
  return strncmp(s, p, strlen(p)) == 0;
}

static const char *const keywords[] = {
    "cag ",         "graph ", "sizes ", "scalars", "hooks ",
    "packed_data ", "sym ",   "input ", "assume ", "return "};

static bool is_node(const char *s) {
  for (size_t k = 0; k < sizeof keywords / sizeof *keywords; k++)
    if (starts(s, keywords[k])) return false;
  return *s != 0;
}

/* Where a node line's operands start (after the op's `(`), or NULL. */
static const char *args_of(const char *s) {
  const char *eq = strstr(s, " = ");
  const char *op = eq && s[0] == '%' ? eq + 3 : s;
  return strchr(op, '(');
}

/* The value ids a line defines: an input's, a node's results. */
static int defined_ids(const char *s, int64_t *ids, int cap) {
  int n = 0;
  if (starts(s, "input %")) {
    ids[n++] = strtoll(s + 7, NULL, 10);
    return n;
  }
  if (s[0] != '%') return 0;
  const char *end = strstr(s, " = ");
  for (const char *p = s; p && p < end && n < cap; p = strchr(p + 1, '%'))
    ids[n++] = strtoll(p + 1, NULL, 10);
  return n;
}

/* A random id defined on a line before `before`, or -1. */
static int64_t earlier_id(const lines *L, int before, rng *r) {
  int64_t pick = -1, ids[16];
  int seen = 0;
  for (int i = 0; i < before; i++) {
    int n = defined_ids(L->v[i], ids, 16);
    for (int k = 0; k < n; k++)
      if (below(r, (uint32_t)++seen) == 0) pick = ids[k];
  }
  return pick;
}

static int64_t max_id(const lines *L) {
  int64_t m = -1;
  for (int i = 0; i < L->n; i++)
    for (const char *p = strchr(L->v[i], '%'); p; p = strchr(p + 1, '%'))
      if (isdigit((unsigned char)p[1])) {
        int64_t v = strtoll(p + 1, NULL, 10);
        if (v > m) m = v;
      }
  return m;
}

/* A random line index satisfying pred, or -1. */
static int pick_line(const lines *L, rng *r, bool (*pred)(const char *)) {
  int pick = -1, seen = 0;
  for (int i = 0; i < L->n; i++)
    if (pred(L->v[i]) && below(r, (uint32_t)++seen) == 0) pick = i;
  return pick;
}

static bool any_line(const char *s) { return !starts(s, "cag "); }
static bool node_line(const char *s) { return is_node(s); }
static bool result_node(const char *s) { return s[0] == '%'; }
static bool sym_line(const char *s) { return starts(s, "sym "); }
static bool assume_line(const char *s) { return starts(s, "assume "); }
static bool input_line(const char *s) {
  return starts(s, "input ") && !strchr(s, '{');
}

/* The span [*at, *at + *n) of a random token of line s that `match`
 * accepts (tokens are maximal runs of identifier characters, `.`, `%`). */
static bool pick_token(const char *s, rng *r,
                       bool (*match)(const char *, size_t), size_t from,
                       size_t *at, size_t *n) {
  int seen = 0;
  for (size_t i = from; s[i];) {
    if (!is_ident(s[i]) && s[i] != '%' && s[i] != '.') {
      i++;
      continue;
    }
    size_t j = i;
    while (is_ident(s[j]) || s[j] == '%' || s[j] == '.' ||
           ((s[j] == '-' || s[j] == '+') && j > i && s[j - 1] == 'e' &&
            isdigit((unsigned char)s[i])))
      j++;
    if (match(s + i, j - i) && below(r, (uint32_t)++seen) == 0) {
      *at = i;
      *n = j - i;
    }
    i = j;
  }
  return seen > 0;
}

static bool is_int_token(const char *t, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (!isdigit((unsigned char)t[i])) return false;
  return true;
}

static bool is_float_token(const char *t, size_t n) {
  return isdigit((unsigned char)t[0]) && !is_int_token(t, n) &&
         (memchr(t, '.', n) || memchr(t, 'e', n));
}

static const char *const dtypes[] = {"bool", "u8",  "i8",   "i16", "i32",
                                     "i64",  "f16", "bf16", "f32", "f64"};

static bool is_dtype_token(const char *t, size_t n) {
  for (size_t k = 0; k < sizeof dtypes / sizeof *dtypes; k++)
    if (strlen(dtypes[k]) == n && memcmp(t, dtypes[k], n) == 0) return true;
  return false;
}

static bool is_ref_token(const char *t, size_t n) {
  return n > 1 && t[0] == '%' && is_int_token(t + 1, n - 1);
}

/* ---- the edits -------------------------------------------------------------
 */

static bool edit_operand(lines *L, cag_binds *b, rng *r) {
  (void)b;
  int i = pick_line(L, r, node_line);
  const char *a = i >= 0 ? args_of(L->v[i]) : NULL;
  size_t at, n;
  if (!a ||
      !pick_token(L->v[i], r, is_ref_token, (size_t)(a - L->v[i]), &at, &n))
    return false;
  int64_t id = earlier_id(L, i, r);
  if (id < 0) return false;
  char rep[32];
  snprintf(rep, sizeof rep, "%%%lld", (long long)id);
  replace_line(L, i, splice(L->v[i], at, n, rep));
  return true;
}

static bool edit_int(lines *L, cag_binds *b, rng *r) {
  (void)b;
  int i = pick_line(L, r, any_line);
  size_t at, n;
  if (i < 0 || !pick_token(L->v[i], r, is_int_token, 0, &at, &n)) return false;
  int64_t v = strtoll(L->v[i] + at, NULL, 10), w;
  switch (below(r, 8)) {
  /* Saturating: the text may already hold INT64_MAX (a slice's end). */
  case 0: w = __builtin_add_overflow(v, 1, &w) ? INT64_MAX : w; break;
  case 1: w = v > 0 ? v - 1 : 0; break;
  case 2:
    w = __builtin_mul_overflow(v, 2, &w) ? (v < 0 ? INT64_MIN : INT64_MAX) : w;
    break;
  case 3: w = v / 2; break;
  case 4: w = 0; break;
  case 5: w = 1; break;
  case 6: w = 64; break;
  default: w = below(r, 5); break;
  }
  char rep[32];
  snprintf(rep, sizeof rep, "%lld", (long long)w);
  replace_line(L, i, splice(L->v[i], at, n, rep));
  return true;
}

static bool edit_float(lines *L, cag_binds *b, rng *r) {
  (void)b;
  static const char *const values[] = {"0.0", "-1.5", "1e-05", "2.0",  "-0.0",
                                       "inf", "nan",  "0.5",   "-inf", "1e+30"};
  int i = pick_line(L, r, node_line);
  size_t at, n;
  if (i < 0 || !pick_token(L->v[i], r, is_float_token, 0, &at, &n))
    return false;
  replace_line(
      L, i,
      splice(L->v[i], at, n, values[below(r, sizeof values / sizeof *values)]));
  return true;
}

static bool edit_dtype(lines *L, cag_binds *b, rng *r) {
  (void)b;
  int i = pick_line(L, r, any_line);
  size_t at, n;
  if (i < 0 || !pick_token(L->v[i], r, is_dtype_token, 0, &at, &n))
    return false;
  replace_line(
      L, i,
      splice(L->v[i], at, n, dtypes[below(r, sizeof dtypes / sizeof *dtypes)]));
  return true;
}

/* Ops an op is often swapped for: same arity, related semantics. */
static const char *const related_ops[] = {
    "aten.add.Tensor",
    "aten.sub.Tensor",
    "aten.mul.Tensor",
    "aten.div.Tensor",
    "aten.maximum.default",
    "aten.minimum.default",
    "aten.where.self",
    "aten.eq.Tensor",
    "aten.lt.Tensor",
    "aten.neg.default",
    "aten.exp.default",
    "aten.log.default",
    "aten.sqrt.default",
    "aten.abs.default",
    "aten.sigmoid.default",
    "aten.tanh.default",
    "aten.relu.default",
    "aten.sum.dim_IntList",
    "aten.amax.default",
    "aten.mean.dim",
    "aten.view.default",
    "aten.expand.default",
    "aten.permute.default",
    "aten.clone.default",
    "aten.mm.default",
    "aten.bmm.default",
    "aten.cumsum.default",
    "aten._softmax.default",
    "aten._log_softmax.default",
};

static bool edit_op(lines *L, cag_binds *b, rng *r) {
  (void)b;
  int i = pick_line(L, r, node_line);
  if (i < 0) return false;
  const char *s = L->v[i], *eq = strstr(s, " = ");
  size_t at = s[0] == '%' && eq ? (size_t)(eq + 3 - s) : 0;
  const char *paren = strchr(s + at, '(');
  if (!paren) return false;
  const char *rep =
      related_ops[below(r, sizeof related_ops / sizeof *related_ops)];
  char other[128];
  int j = pick_line(L, r, node_line);
  if (j >= 0 && below(r, 2)) { /* another op of this graph */
    const char *t = L->v[j], *teq = strstr(t, " = ");
    const char *o = t[0] == '%' && teq ? teq + 3 : t, *op = strchr(o, '(');
    if (op && (size_t)(op - o) < sizeof other) {
      memcpy(other, o, (size_t)(op - o));
      other[op - o] = 0;
      rep = other;
    }
  }
  replace_line(L, i, splice(s, at, (size_t)(paren - s) - at, rep));
  return true;
}

/* Duplicates a node with fresh result ids, right after it. */
static bool edit_dup(lines *L, cag_binds *b, rng *r) {
  (void)b;
  int i = pick_line(L, r, result_node);
  if (i < 0) return false;
  int64_t id = max_id(L);
  if (id > INT64_MAX - 64) return false; /* fresh ids would overflow */
  id++;
  const char *s = L->v[i], *eq = strstr(s, " = ");
  if (!eq) return false;
  char head[512];
  size_t h = 0;
  for (const char *p = s; p < eq && h + 40 < sizeof head; p++) {
    if (*p != '%') {
      head[h++] = *p;
      continue;
    }
    h += (size_t)snprintf(head + h, sizeof head - h, "%%%lld", (long long)id++);
    while (isdigit((unsigned char)p[1]))
      p++;
  }
  head[h] = 0;
  char *d = malloc(h + strlen(eq) + 1);
  if (!d) return false;
  memcpy(d, head, h);
  strcpy(d + h, eq);
  return lines_insert(L, i + 1, d);
}

/* Deletes a node; its results' uses read an earlier value instead. */
static bool edit_delete(lines *L, cag_binds *b, rng *r) {
  (void)b;
  int i = pick_line(L, r, result_node);
  if (i < 0) return false;
  int64_t ids[16];
  int n = defined_ids(L->v[i], ids, 16);
  int64_t repl = earlier_id(L, i, r);
  if (repl < 0) return false;
  lines_remove(L, i);
  char rep[32];
  snprintf(rep, sizeof rep, "%%%lld", (long long)repl);
  for (int j = i; j < L->n; j++)
    for (int k = 0; k < n; k++) {
      char want[32];
      snprintf(want, sizeof want, "%%%lld", (long long)ids[k]);
      size_t wl = strlen(want);
      for (char *p = strstr(L->v[j], want); p; p = strstr(p, want)) {
        if (isdigit((unsigned char)p[wl])) {
          p += wl;
          continue;
        }
        size_t at = (size_t)(p - L->v[j]);
        replace_line(L, j, splice(L->v[j], at, wl, rep));
        p = L->v[j] + at + strlen(rep);
      }
    }
  return true;
}

static bool edit_assume(lines *L, cag_binds *b, rng *r) {
  (void)b;
  int a = pick_line(L, r, assume_line);
  if (a >= 0 && below(r, 2)) {
    lines_remove(L, a);
    return true;
  }
  int s = pick_line(L, r, sym_line), at = 0;
  if (s < 0) return false;
  while (at < L->n && !is_node(L->v[at]) && !starts(L->v[at], "return "))
    at++;
  const char *name = L->v[s] + 4, *end = strchr(name, ' ');
  if (!end) return false;
  static const char *const ops[] = {"==", ">=", "<=", "!=", ">", "<"};
  char line[128];
  snprintf(line, sizeof line, "assume %.*s %s %d", (int)(end - name), name,
           ops[below(r, 6)], (int)below(r, 6));
  return lines_insert(L, at, dupn(line, strlen(line)));
}

static bool edit_bind(lines *L, cag_binds *b, rng *r) {
  int s = pick_line(L, r, sym_line);
  if (s < 0) return false;
  const char *name = L->v[s] + 4, *end = strchr(name, ' ');
  if (!end) return false;
  static const int64_t values[] = {0, 1, 2, 3, 4, 5, 7, 8, -1, 16};
  binds_set(b, name, (size_t)(end - name),
            values[below(r, sizeof values / sizeof *values)]);
  return true;
}

/* Gives an input without strides declared ones (`{2, 1}`, `{?, 3}`):
 * strided and overlapping layouts. */
static bool edit_strides(lines *L, cag_binds *b, rng *r) {
  (void)b;
  int i = pick_line(L, r, input_line);
  if (i < 0) return false;
  const char *s = L->v[i], *open = strchr(s, '['), *close = strrchr(s, ']');
  if (!open || !close || close < open) return false;
  int nd = close == open + 1 ? 0 : 1;
  for (const char *p = open; p < close; p++)
    nd += *p == ',';
  char st[256];
  size_t n = 0;
  st[n++] = '{';
  static const char *const opts[] = {"1", "2", "?", "0", "3", "8"};
  for (int d = 0; d < nd && n + 8 < sizeof st; d++)
    n += (size_t)snprintf(st + n, sizeof st - n, "%s%s", d ? ", " : "",
                          opts[below(r, 6)]);
  st[n++] = '}';
  st[n] = 0;
  replace_line(L, i, splice(s, (size_t)(close + 1 - s), 0, st));
  return true;
}

/* Returns one random value instead (intermediates become outputs). */
static bool edit_return(lines *L, cag_binds *b, rng *r) {
  (void)b;
  if (L->n == 0 || !starts(L->v[L->n - 1], "return ")) return false;
  int64_t id = earlier_id(L, L->n - 1, r);
  if (id < 0) return false;
  char line[64];
  snprintf(line, sizeof line, "return (%%%lld)", (long long)id);
  replace_line(L, L->n - 1, dupn(line, strlen(line)));
  return true;
}

typedef bool (*edit_fn)(lines *, cag_binds *, rng *);
static const edit_fn edits[] = {
    edit_operand, edit_operand, edit_int,  edit_int,     edit_int,
    edit_float,   edit_dtype,   edit_op,   edit_dup,     edit_delete,
    edit_assume,  edit_bind,    edit_bind, edit_strides, edit_return,
};

/* ---- putting it together ----------------------------------------------------
 */

static char *join(const lines *L, const cag_binds *b, size_t *out_len) {
  size_t len = 0;
  char head[CAG_MAX_BINDS * 48 + 16];
  size_t h = 0;
  if (b->count) {
    h = (size_t)snprintf(head, sizeof head, "%s", bind_prefix);
    for (int32_t i = 0; i < b->count && h < sizeof head; i++)
      h += (size_t)snprintf(head + h, sizeof head - h, " %s=%lld", b->e[i].name,
                            (long long)b->e[i].value);
    if (h >= sizeof head - 1) h = sizeof head - 2;
    head[h++] = '\n';
  }
  for (int i = 0; i < L->n; i++)
    len += strlen(L->v[i]) + 1;
  char *d = malloc(h + len + 1);
  if (!d) return NULL;
  memcpy(d, head, h);
  size_t o = h;
  for (int i = 0; i < L->n; i++) {
    size_t n = strlen(L->v[i]);
    memcpy(d + o, L->v[i], n);
    d[o + n] = '\n';
    o += n + 1;
  }
  d[o] = 0;
  *out_len = o;
  return d;
}

/* The canonical text of text, or NULL when it does not parse. */
static char *canonical(cajit_sv text, size_t *out_len) {
  cajit_graph *g = NULL;
  cajit_status s = cajit_graph_parse(text, "mutant", &g);
  char *printed = NULL, *copy = NULL;
  if (!s) s = cajit_graph_print(g, &printed, out_len);
  cajit_graph_destroy(g);
  if (s) {
    cajit_status_free(s);
    return NULL;
  }
  copy = dupn(printed, *out_len);
  cajit_free(printed);
  return copy;
}

size_t cag_mutate(uint8_t *data, size_t size, size_t max_size, unsigned seed,
                  cag_bytes_fn bytes) {
  rng r = {((uint64_t)seed << 1 | 1) * 0x9e3779b97f4a7c15ull};
  cag_binds binds;
  cajit_sv text = cag_split_binds((const char *)data, size, &binds);
  size_t len;
  char *canon = canonical(text, &len);
  if (!canon) return bytes(data, size, max_size);
  char *result = NULL;
  size_t result_len = 0;
  for (int attempt = 0; attempt < 8 && !result; attempt++) {
    lines L = {0};
    cag_binds b = binds;
    if (!split_lines(canon, len, &L)) {
      lines_free(&L);
      break;
    }
    int todo = 1 + (int)below(&r, 3) / 2; /* 1 or 2 edits */
    for (int k = 0, tries = 0; k < todo && tries < 16; tries++)
      k += edits[below(&r, sizeof edits / sizeof *edits)](&L, &b, &r);
    size_t mlen;
    char *mutant = join(&L, &b, &mlen);
    lines_free(&L);
    if (!mutant) break;
    cag_binds ignored;
    cajit_sv body = cag_split_binds(mutant, mlen, &ignored);
    size_t clen;
    char *c = canonical(body, &clen);
    if (c || attempt == 7) {
      /* The bind line, then the canonical text (or the raw mutant). */
      size_t head = (size_t)(body.data - mutant);
      result_len = head + (c ? clen : body.len);
      result = malloc(result_len + 1);
      if (result) {
        memcpy(result, mutant, head);
        memcpy(result + head, c ? c : body.data, result_len - head);
      }
    }
    free(c);
    free(mutant);
  }
  free(canon);
  if (!result || result_len > max_size) {
    free(result);
    return bytes(data, size, max_size);
  }
  memcpy(data, result, result_len);
  free(result);
  return result_len;
}
