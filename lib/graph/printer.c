/* The canonical .cag printer (docs/format.md).
 *
 * Guarantees: the text reads back (cajit_graph_parse) to an equal graph, and
 * printing that graph gives the same bytes. Canonical form: no comments or
 * blank lines; one declaration per line in spec order; `, ` between list
 * items, ` = ` and ` : ` around definitions; `%<id>` with the graph's value
 * ids, which the builder keeps dense in definition order with inputs first;
 * keyword arguments in the order the node holds them; strides exactly when
 * the type has them; expressions as cajit_expr_print writes them; strings
 * with `\"`, `\\`, `\n`, `\t` and `\xHH` for other control bytes and
 * bytes that are not valid UTF-8.
 *
 * One writer serves both the growable-buffer printer (cajit_graph_print)
 * and the snprintf-style type printer (cajit_type_print), so the two agree
 * byte for byte. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cajit/graph.h"
#include "support/alloc.h"
#include "support/strbuf.h"

typedef struct writer {
  const cajit_graph *g;
  cajit_strbuf *sb; /* growable mode, or */
  char *buf;        /* fixed mode: snprintf semantics */
  size_t cap, len;
} writer;

static void put(writer *w, const char *s, size_t n) {
  if (w->sb) {
    cajit_strbuf_append(w->sb, s, n);
    return;
  }
  for (size_t i = 0; i < n; i++, w->len++)
    if (w->len + 1 < w->cap) w->buf[w->len] = s[i];
}

static void puts_(writer *w, const char *s) { put(w, s, strlen(s)); }

static void put_int(writer *w, long long v) {
  char tmp[32];
  int n = snprintf(tmp, sizeof tmp, "%lld", v);
  put(w, tmp, (size_t)n);
}

static void put_expr(writer *w, const cajit_expr *e) {
  const cajit_expr_ctx *ctx = w->g->exprs;
  if (!w->sb) {
    char dummy[1];
    bool room = w->len < w->cap;
    w->len += cajit_expr_print(ctx, e, room ? w->buf + w->len : dummy,
                               room ? w->cap - w->len : 1);
    return;
  }
  char tmp[256];
  size_t need = cajit_expr_print(ctx, e, tmp, sizeof tmp);
  if (need < sizeof tmp) {
    put(w, tmp, need);
    return;
  }
  char *big = cajit_malloc(need + 1);
  if (!big) {
    w->sb->failed = true;
    return;
  }
  cajit_expr_print(ctx, e, big, need + 1);
  put(w, big, need);
  cajit_free(big);
}

/* Length of the valid UTF-8 sequence starting at s[i] (non-ASCII), or 0. */
static size_t utf8_len(cajit_sv s, size_t i) {
  const unsigned char *p = (const unsigned char *)s.data + i;
  size_t left = s.len - i, n;
  unsigned char lo = 0x80, hi = 0xbf; /* range of the second byte */
  if (p[0] >= 0xc2 && p[0] <= 0xdf)
    n = 2;
  else if (p[0] >= 0xe0 && p[0] <= 0xef)
    n = 3;
  else if (p[0] >= 0xf0 && p[0] <= 0xf4)
    n = 4;
  else
    return 0;
  if (p[0] == 0xe0)
    lo = 0xa0; /* overlong */
  else if (p[0] == 0xed)
    hi = 0x9f; /* surrogates */
  else if (p[0] == 0xf0)
    lo = 0x90; /* overlong */
  else if (p[0] == 0xf4)
    hi = 0x8f; /* above U+10FFFF */
  if (left < n || p[1] < lo || p[1] > hi) return 0;
  for (size_t k = 2; k < n; k++)
    if (p[k] < 0x80 || p[k] > 0xbf) return 0;
  return n;
}

/* Control bytes and bytes that are not valid UTF-8 are escaped, so the
 * canonical text is always valid UTF-8. */
static void put_string(writer *w, cajit_sv s) {
  put(w, "\"", 1);
  for (size_t i = 0; i < s.len; i++) {
    unsigned char c = (unsigned char)s.data[i];
    char esc[8];
    size_t n;
    if (c == '"' || c == '\\') {
      esc[0] = '\\';
      esc[1] = (char)c;
      put(w, esc, 2);
    } else if (c == '\n') {
      put(w, "\\n", 2);
    } else if (c == '\t') {
      put(w, "\\t", 2);
    } else if (c >= 0x20 && c < 0x7f) {
      put(w, (const char *)&s.data[i], 1);
    } else if (c >= 0x80 && (n = utf8_len(s, i)) > 0) {
      put(w, s.data + i, n);
      i += n - 1;
    } else {
      snprintf(esc, sizeof esc, "\\x%02x", c);
      put(w, esc, 4);
    }
  }
  put(w, "\"", 1);
}

static void put_value(writer *w, int32_t id) {
  put(w, "%", 1);
  put_int(w, id);
}

static void put_type(writer *w, const cajit_type *t) {
  switch (t->kind) {
  case CAJIT_TYPE_NONE: puts_(w, "none"); return;
  case CAJIT_TYPE_INT: puts_(w, "int"); return;
  case CAJIT_TYPE_FLOAT: puts_(w, "float"); return;
  case CAJIT_TYPE_BOOL: puts_(w, "bool"); return;
  case CAJIT_TYPE_TENSOR: break;
  }
  puts_(w, cajit_dtype_name(t->dtype));
  put(w, "[", 1);
  for (int32_t i = 0; i < t->ndim; i++) {
    if (i) put(w, ", ", 2);
    put_expr(w, t->shape[i]);
  }
  put(w, "]", 1);
  if (!t->strides) return;
  put(w, "{", 1);
  for (int32_t i = 0; i < t->ndim; i++) {
    if (i) put(w, ", ", 2);
    if (t->strides[i])
      put_expr(w, t->strides[i]);
    else
      put(w, "?", 1);
  }
  put(w, "}", 1);
}

/* Recursion is bounded: the builder rejects lists nested deeper than
 * CAJIT_GRAPH_MAX_LIST_DEPTH. */
static void put_arg(writer *w, const cajit_arg *a) {
  if (a->name.len) {
    put(w, a->name.data, a->name.len);
    put(w, "=", 1);
  }
  switch (a->kind) {
  case CAJIT_ARG_NONE: puts_(w, "none"); break;
  case CAJIT_ARG_BOOL: puts_(w, a->u.b ? "true" : "false"); break;
  case CAJIT_ARG_INT:
  case CAJIT_ARG_FLOAT: put_expr(w, a->u.expr); break;
  case CAJIT_ARG_STRING: put_string(w, a->u.str); break;
  case CAJIT_ARG_DTYPE: puts_(w, cajit_dtype_name(a->u.dtype)); break;
  case CAJIT_ARG_WORD: put(w, a->u.str.data, a->u.str.len); break;
  case CAJIT_ARG_VALUE: put_value(w, a->u.value); break;
  case CAJIT_ARG_LIST:
    put(w, "[", 1);
    for (int32_t i = 0; i < a->u.list.count; i++) {
      if (i) put(w, ", ", 2);
      put_arg(w, &a->u.list.items[i]);
    }
    put(w, "]", 1);
    break;
  }
}

static void put_node(writer *w, const cajit_node *n) {
  const cajit_graph *g = w->g;
  for (int32_t i = 0; i < n->result_count; i++) {
    if (i) put(w, ", ", 2);
    put_value(w, n->results[i]);
  }
  if (n->result_count) put(w, " = ", 3);
  put(w, n->op.data, n->op.len);
  put(w, "(", 1);
  for (int32_t i = 0; i < n->arg_count; i++) {
    if (i) put(w, ", ", 2);
    put_arg(w, &n->args[i]);
  }
  put(w, ")", 1);
  if (n->result_count == 1) {
    put(w, " : ", 3);
    put_type(w, &g->values[n->results[0]].type);
  } else if (n->result_count > 1) {
    put(w, " : (", 4);
    for (int32_t i = 0; i < n->result_count; i++) {
      if (i) put(w, ", ", 2);
      put_type(w, &g->values[n->results[i]].type);
    }
    put(w, ")", 1);
  }
  put(w, "\n", 1);
}

static void put_binding(writer *w, const cajit_symbol_binding *b) {
  puts_(w, "sym ");
  cajit_sv name = cajit_expr_ctx_symbol_name(w->g->exprs, b->symbol);
  put(w, name.data, name.len);
  switch (b->source) {
  case CAJIT_SYMBOL_FROM_INPUT_DIM:
    puts_(w, " = input ");
    put_int(w, b->index);
    puts_(w, " dim ");
    put_int(w, b->dim);
    break;
  case CAJIT_SYMBOL_FROM_SIZES:
    puts_(w, " = sizes ");
    put_int(w, b->index);
    break;
  case CAJIT_SYMBOL_FROM_SCALARS:
    puts_(w, " = scalars ");
    put_int(w, b->index);
    break;
  }
  put(w, "\n", 1);
}

static void put_signature(writer *w) {
  const cajit_graph *g = w->g;
  puts_(w, "cag 1\n");
  if (g->name.data) {
    puts_(w, "graph ");
    put_string(w, g->name);
    put(w, "\n", 1);
  }
  puts_(w, "sizes ");
  put_int(w, g->sizes_count);
  puts_(w, "\nscalars");
  for (int32_t i = 0; i < g->scalars_count; i++) {
    puts_(w, i ? ", " : " ");
    puts_(w, g->scalar_types[i] == CAJIT_EXPR_TYPE_FLOAT ? "float" : "int");
  }
  puts_(w, "\nhooks ");
  put_int(w, g->hooks_count);
  puts_(w, "\npacked_data ");
  put_int(w, g->packed_data_count);
  put(w, "\n", 1);
}

static void put_graph(writer *w) {
  const cajit_graph *g = w->g;
  put_signature(w);
  for (int32_t i = 0; i < g->binding_count; i++)
    put_binding(w, &g->bindings[i]);
  for (int32_t i = 0; i < g->input_count; i++) {
    puts_(w, "input ");
    put_value(w, g->inputs[i]);
    puts_(w, " : ");
    put_type(w, &g->values[g->inputs[i]].type);
    put(w, "\n", 1);
  }
  for (int32_t i = 0; i < g->assumption_count; i++) {
    puts_(w, "assume ");
    put_expr(w, g->assumptions[i]);
    put(w, "\n", 1);
  }
  for (int32_t i = 0; i < g->node_count; i++)
    put_node(w, &g->nodes[i]);
  puts_(w, "return (");
  for (int32_t i = 0; i < g->output_count; i++) {
    if (i) put(w, ", ", 2);
    if (g->outputs[i] < 0)
      puts_(w, "none");
    else
      put_value(w, g->outputs[i]);
  }
  puts_(w, ")\n");
}

cajit_status cajit_graph_print(const cajit_graph *g, char **out_text,
                               size_t *out_len) {
  *out_text = NULL;
  if (out_len) *out_len = 0;
  cajit_strbuf sb = CAJIT_STRBUF_INIT;
  writer w = {g, &sb, NULL, 0, 0};
  put_graph(&w);
  return cajit_strbuf_finish(&sb, out_text, out_len);
}

size_t cajit_type_print(const cajit_graph *g, const cajit_type *t, char *buf,
                        size_t cap) {
  writer w = {g, NULL, buf, cap, 0};
  put_type(&w, t);
  if (cap) buf[w.len < cap ? w.len : cap - 1] = '\0';
  return w.len;
}
