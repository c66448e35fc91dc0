/* cajit-run --bind: every symbol of the graph gets a value, from the
 * command line or a replay's recording; sizes and scalars follow. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cajit_run/runner.h"

static const char *symbol_kind(const cajit_graph *g, int32_t sym) {
  return cajit_expr_ctx_symbol_type(g->exprs, sym) == CAJIT_EXPR_TYPE_FLOAT
             ? "float"
             : "int";
}

/* The binding of the symbol named name (len bytes), or NULL. */
static const cajit_symbol_binding *find_binding(const cajit_graph *g,
                                                const char *name, size_t len) {
  for (int32_t i = 0; i < g->binding_count; i++) {
    cajit_sv n = cajit_expr_ctx_symbol_name(g->exprs, g->bindings[i].symbol);
    if (n.len == len && memcmp(n.data, name, len) == 0) return &g->bindings[i];
  }
  return NULL;
}

/* "s0, s1": the graph's symbols (or those not yet bound), "none" if there
 * are none; a new string (free), NULL when out of memory. */
static char *symbol_list(const runner *r, bool unbound_only) {
  const cajit_graph *g = r->g;
  char *list = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&list, &len);
  if (!f) return NULL;
  int32_t n = 0;
  for (int32_t i = 0; i < g->binding_count; i++) {
    int32_t s = g->bindings[i].symbol;
    if (unbound_only && r->sym_bound[s]) continue;
    cajit_sv name = cajit_expr_ctx_symbol_name(g->exprs, s);
    fprintf(f, "%s%.*s", n++ ? ", " : "", (int)name.len, name.data);
  }
  if (!n) fputs("none", f);
  if (fclose(f) != 0) {
    free(list);
    return NULL;
  }
  return list;
}

/* Binds one NAME=VALUE item; -1 or an exit status. */
static int bind_one(runner *r, const char *item, size_t len) {
  const char *eq = memchr(item, '=', len);
  size_t name_len = eq ? (size_t)(eq - item) : len;
  if (!eq || name_len == 0)
    return usage_error("--bind item '%.*s' is not NAME=VALUE", (int)len, item);
  const cajit_symbol_binding *b = find_binding(r->g, item, name_len);
  if (!b) {
    char *list = symbol_list(r, false);
    int st = usage_error("--bind: the graph has no symbol '%.*s' (its "
                         "symbols: %s)",
                         (int)name_len, item, list ? list : "?");
    free(list);
    return st;
  }
  int32_t s = b->symbol;
  if (r->sym_bound[s])
    return usage_error("--bind: symbol '%.*s' bound twice", (int)name_len,
                       item);
  const char *v = eq + 1;
  ptrdiff_t vlen = item + len - v;
  bool ok = cajit_expr_ctx_symbol_type(r->g->exprs, s) == CAJIT_EXPR_TYPE_FLOAT
                ? tool_parse_f64(v, vlen, &r->sym_floats[s])
                : tool_parse_i64(v, vlen, &r->sym_ints[s]);
  if (!ok)
    return usage_error("--bind: '%.*s' is not a valid %s value for %.*s",
                       (int)vlen, v, symbol_kind(r->g, s), (int)name_len, item);
  if (b->source == CAJIT_SYMBOL_FROM_INPUT_DIM && r->sym_ints[s] < 0)
    return usage_error("--bind: %.*s is input %d dim %d and cannot be "
                       "negative",
                       (int)name_len, item, (int)b->index, (int)b->dim);
  r->sym_bound[s] = true;
  return -1;
}

/* Binds every --bind item, checks that no symbol is left unbound and fills
 * sizes and scalars. -1 or an exit status. */
int bind_symbols(runner *r) {
  /* --replay without --bind: the recorded values (every symbol). */
  for (int32_t k = 0;
       r->replay && !r->o->binds.len && k < cajit_replay_bind_count(r->replay);
       k++) {
    const char *item = cajit_replay_bind(r->replay, k);
    int st = bind_one(r, item, strlen(item));
    if (st >= 0) return st;
  }
  for (size_t k = 0; k < r->o->binds.len; k++) {
    const char *list = r->o->binds.data[k];
    for (const char *p = list;;) {
      const char *comma = strchr(p, ',');
      size_t len = comma ? (size_t)(comma - p) : strlen(p);
      int st = bind_one(r, p, len);
      if (st >= 0) return st;
      if (!comma) break;
      p = comma + 1;
    }
  }
  for (int32_t i = 0; i < r->g->binding_count; i++)
    if (!r->sym_bound[r->g->bindings[i].symbol]) {
      char *list = symbol_list(r, true);
      int st = usage_error("unbound symbols: %s (bind each with --bind "
                           "NAME=VALUE)",
                           list ? list : "?");
      free(list);
      return st;
    }
  for (int32_t i = 0; i < r->g->binding_count; i++) {
    const cajit_symbol_binding *b = &r->g->bindings[i];
    if (b->source == CAJIT_SYMBOL_FROM_SIZES)
      r->sizes[b->index] = r->sym_ints[b->symbol];
    else if (b->source == CAJIT_SYMBOL_FROM_SCALARS) {
      if (cajit_expr_ctx_symbol_type(r->g->exprs, b->symbol) ==
          CAJIT_EXPR_TYPE_FLOAT)
        r->scalars[b->index].f = r->sym_floats[b->symbol];
      else
        r->scalars[b->index].i = r->sym_ints[b->symbol];
    }
  }
  return -1;
}
