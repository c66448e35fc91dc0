/* The op registry (see registry.h): collects the family tables, looks names
 * up, iterates, and holds the parsed schemas.
 *
 * Lookup binary-searches each family table (each sorted by name; a unit
 * test checks the order and that names are unique across families), so it
 * needs no initialization, takes no lock and allocates nothing. Schemas are
 * parsed once, for every op, under pthread_once into static storage. */
#include "ops/registry.h"

#include <pthread.h>
#include <string.h>

#include "cajit/compile.h"
#include "ops/families.h"

typedef struct family {
  const cajit_op_def *ops;
  const int32_t *count;
} family;

#define CAJIT_FAMILY_ENTRY_(f) {cajit_ops_##f, &cajit_ops_##f##_count},
static const family families[] = {CAJIT_OP_FAMILIES(CAJIT_FAMILY_ENTRY_)};
#undef CAJIT_FAMILY_ENTRY_
enum { FAMILY_COUNT = sizeof families / sizeof families[0] };

static int compare_name(cajit_sv name, const char *entry) {
  size_t elen = strlen(entry);
  size_t n = name.len < elen ? name.len : elen;
  int c = n ? memcmp(name.data, entry, n) : 0;
  if (c) return c;
  return name.len < elen ? -1 : name.len > elen ? 1 : 0;
}

const cajit_op_def *cajit_op_lookup(cajit_sv name) {
  for (int f = 0; f < FAMILY_COUNT; f++) {
    int32_t lo = 0, hi = *families[f].count;
    while (lo < hi) {
      int32_t mid = lo + (hi - lo) / 2;
      int c = compare_name(name, families[f].ops[mid].name);
      if (c == 0) return &families[f].ops[mid];
      if (c < 0)
        hi = mid;
      else
        lo = mid + 1;
    }
  }
  return NULL;
}

int32_t cajit_op_count(void) {
  int32_t n = 0;
  for (int f = 0; f < FAMILY_COUNT; f++)
    n += *families[f].count;
  return n;
}

const cajit_op_def *cajit_op_at(int32_t i) {
  if (i < 0) return NULL;
  for (int f = 0; f < FAMILY_COUNT; f++) {
    if (i < *families[f].count) return &families[f].ops[i];
    i -= *families[f].count;
  }
  return NULL;
}

const char *cajit_op_lowering_declines(const cajit_op_def *def,
                                       const cajit_graph *g,
                                       const cajit_node *n) {
  if (!def || !def->lower || !def->declines) return NULL;
  cajit_bound_args args;
  cajit_status s = cajit_op_bind(def, g, n, &args);
  if (s) {
    cajit_status_free(s);
    return NULL;
  }
  return def->declines(&args);
}

/* Global index of a registry entry, or -1. Compares addresses as integers:
 * def may point into any table (or none). */
static int32_t index_of(const cajit_op_def *def) {
  uintptr_t p = (uintptr_t)def;
  int32_t base = 0;
  for (int f = 0; f < FAMILY_COUNT; f++) {
    uintptr_t lo = (uintptr_t)families[f].ops;
    uintptr_t hi = lo + (uintptr_t)*families[f].count * sizeof(cajit_op_def);
    if (p >= lo && p < hi && (p - lo) % sizeof(cajit_op_def) == 0)
      return base + (int32_t)((p - lo) / sizeof(cajit_op_def));
    base += *families[f].count;
  }
  return -1;
}

/* ---- parsed schemas (static storage, filled once) ---- */

enum { MAX_OPS = 1024, PARAM_POOL = 8192, RETURN_POOL = 2048 };

static pthread_once_t schemas_once = PTHREAD_ONCE_INIT;
static cajit_op_schema schemas[MAX_OPS];
static bool schema_ok[MAX_OPS];
static cajit_schema_param param_pool[PARAM_POOL];
static cajit_schema_param return_pool[RETURN_POOL];

static void parse_all_schemas(void) {
  int32_t n = cajit_op_count(), params_used = 0, returns_used = 0;
  for (int32_t i = 0; i < n && i < MAX_OPS; i++) {
    const cajit_op_def *def = cajit_op_at(i);
    int32_t pmax = PARAM_POOL - params_used;
    int32_t rmax = RETURN_POOL - returns_used;
    if (pmax > CAJIT_SCHEMA_MAX_PARAMS) pmax = CAJIT_SCHEMA_MAX_PARAMS;
    if (rmax > CAJIT_SCHEMA_MAX_RETURNS) rmax = CAJIT_SCHEMA_MAX_RETURNS;
    cajit_status s = cajit_schema_parse(
        cajit_sv_from_cstr(def->schema), param_pool + params_used, pmax,
        return_pool + returns_used, rmax, &schemas[i]);
    if (s) { /* reported by cajit_op_schema_of, which parses again */
      cajit_status_free(s);
      continue;
    }
    schema_ok[i] = true;
    params_used += schemas[i].param_count;
    returns_used += schemas[i].return_count;
  }
}

cajit_status cajit_op_schema_of(const cajit_op_def *def,
                                const cajit_op_schema **out) {
  int32_t i = index_of(def);
  if (i < 0 || i >= MAX_OPS)
    return cajit_status_make(CAJIT_INTERNAL,
                             "op %s is not a registry entry with a schema",
                             def && def->name ? def->name : "(null)");
  if (pthread_once(&schemas_once, parse_all_schemas) != 0)
    return cajit_status_make(CAJIT_INTERNAL, "pthread_once failed");
  if (!schema_ok[i]) {
    /* Parse again into local storage to report why. */
    cajit_schema_param params[CAJIT_SCHEMA_MAX_PARAMS];
    cajit_schema_param returns[CAJIT_SCHEMA_MAX_RETURNS];
    cajit_op_schema tmp;
    cajit_status s = cajit_schema_parse(cajit_sv_from_cstr(def->schema), params,
                                        CAJIT_SCHEMA_MAX_PARAMS, returns,
                                        CAJIT_SCHEMA_MAX_RETURNS, &tmp);
    if (!s) /* parsed alone: the static pools ran out */
      return cajit_status_make(CAJIT_INTERNAL,
                               "schema of %s: registry schema pool is full",
                               def->name);
    cajit_status r =
        cajit_status_make(CAJIT_INTERNAL, "schema of %s does not parse: %s",
                          def->name, cajit_status_message(s));
    cajit_status_free(s);
    return r;
  }
  *out = &schemas[i];
  return NULL;
}

/* The graph-level view of lowering's choices (cajit/compile.h): asked
 * here, beside the registry that answers, so the graph layer never asks
 * the lowering layer anything. */
bool cajit_graph_node_needs_fallback(const cajit_graph *g, int32_t node) {
  const cajit_op_def *def = g->nodes[node].def;
  if (!def) return true;
  /* Host ops are host calls by design; symbol ops compute no tensor. */
  if (def->flags & (CAJIT_OP_IMPURE | CAJIT_OP_SYM)) return false;
  /* A library op is a host call in every host (a library call or, where
   * the host has no library, a fallback): its result is the host's. */
  if (def->flags & CAJIT_OP_LIBRARY) return true;
  return def->lower == NULL ||
         cajit_op_lowering_declines(def, g, &g->nodes[node]) != NULL;
}

int32_t cajit_graph_fallback_count(const cajit_graph *g) {
  int32_t count = 0;
  for (int32_t i = 0; i < g->node_count; i++)
    if (cajit_graph_node_needs_fallback(g, i)) count++;
  return count;
}
