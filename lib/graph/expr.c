/* Expression contexts: interning, symbols, inspection and the total order.
 *
 * Every node lives in the context's arena and is entered in an
 * open-addressing hash table keyed on (kind, type, value, operand
 * pointers), so structurally equal nodes are one pointer. Hashes are built
 * from operand hashes, never from addresses, so they (and the total order)
 * are the same on every run. Symbol names have their own hash index, so
 * cajit_expr_ctx_find_symbol (called by the .cag parser for every
 * identifier) is O(1) on average. Simplification lives in expr_build.c. */
#include <math.h>
#include <string.h>

#include "graph/expr_internal.h"
#include "support/alloc.h"

enum { TABLE_INITIAL_CAP = 256 };

/* ---- context ---- */

cajit_status cajit_expr_ctx_create(cajit_expr_ctx **out_ctx) {
  *out_ctx = NULL;
  cajit_expr_ctx *ctx = cajit_calloc(1, sizeof *ctx);
  if (!ctx) goto oom;
  ctx->arena = cajit_arena_create();
  ctx->table = cajit_calloc(TABLE_INITIAL_CAP, sizeof *ctx->table);
  if (!ctx->arena || !ctx->table) goto oom;
  ctx->table_cap = TABLE_INITIAL_CAP;
  *out_ctx = ctx;
  return CAJIT_OK_STATUS;
oom:
  cajit_expr_ctx_destroy(ctx);
  return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                           "out of memory creating an expression context");
}

void cajit_expr_ctx_destroy(cajit_expr_ctx *ctx) {
  if (!ctx) return;
  cajit_arena_destroy(ctx->arena);
  cajit_free(ctx->table);
  cajit_free(ctx->symbols);
  cajit_free(ctx->name_index);
  cajit_free(ctx);
}

bool cajit_expr_ctx_failed(const cajit_expr_ctx *ctx) {
  return ctx->failure != EXPR_FAIL_NONE;
}

const cajit_expr *expr_fail(cajit_expr_ctx *ctx, expr_failure f) {
  if (ctx) ctx->failure = f;
  return NULL;
}

cajit_status cajit_expr_ctx_status(const cajit_expr_ctx *ctx) {
  switch (ctx->failure) {
  case EXPR_FAIL_NONE: return CAJIT_OK_STATUS;
  case EXPR_FAIL_OOM:
    return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                             "out of memory building an expression");
  case EXPR_FAIL_OVERFLOW:
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "integer overflow while simplifying an "
                             "expression");
  case EXPR_FAIL_TYPE:
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "expression operand of the wrong type");
  case EXPR_FAIL_TOO_LARGE:
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "expression too large (more than %d terms)",
                             EXPR_MAX_TERMS);
  case EXPR_FAIL_TOO_DEEP:
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "expression too deep (more than %d levels)",
                             EXPR_MAX_DEPTH);
  case EXPR_FAIL_BAD_ARG:
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "invalid expression constructor argument (a "
                             "NULL operand or an unknown symbol index)");
  }
  return cajit_status_make(CAJIT_INTERNAL, "unknown expression failure");
}

/* ---- interning ---- */

static uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h;
}

static uint64_t double_bits(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

static uint64_t value_bits(cajit_expr_kind kind, expr_value v) {
  switch (kind) {
  case CAJIT_EXPR_INT_CONST: return (uint64_t)v.i;
  case CAJIT_EXPR_FLOAT_CONST: return double_bits(v.f);
  case CAJIT_EXPR_BOOL_CONST: return v.b;
  case CAJIT_EXPR_SYMBOL: return (uint64_t)(uint32_t)v.sym.index;
  default: return 0;
  }
}

static uint32_t hash_key(cajit_expr_kind kind, cajit_expr_type type,
                         expr_value v, const cajit_expr *const *ops,
                         int32_t n) {
  uint64_t h = mix(0x12345678u, (uint64_t)kind * 8 + (uint64_t)type);
  h = mix(h, value_bits(kind, v));
  for (int32_t i = 0; i < n; i++)
    h = mix(h, ops[i]->hash);
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9ull;
  h ^= h >> 32;
  return (uint32_t)h;
}

static bool node_matches(const cajit_expr *e, cajit_expr_kind kind,
                         cajit_expr_type type, expr_value v,
                         const cajit_expr *const *ops, int32_t n) {
  if (e->kind != kind || e->type != type || e->n != n) return false;
  if (value_bits(kind, e->v) != value_bits(kind, v)) return false;
  for (int32_t i = 0; i < n; i++)
    if (e->ops[i] != ops[i]) return false;
  return true;
}

static bool table_grow(cajit_expr_ctx *ctx) {
  size_t cap = ctx->table_cap * 2;
  const cajit_expr **t = cajit_calloc(cap, sizeof *t);
  if (!t) return false;
  for (size_t i = 0; i < ctx->table_cap; i++) {
    const cajit_expr *e = ctx->table[i];
    if (!e) continue;
    size_t j = e->hash & (cap - 1);
    while (t[j])
      j = (j + 1) & (cap - 1);
    t[j] = e;
  }
  cajit_free(ctx->table);
  ctx->table = t;
  ctx->table_cap = cap;
  return true;
}

const cajit_expr *expr_intern(cajit_expr_ctx *ctx, cajit_expr_kind kind,
                              cajit_expr_type type, expr_value v,
                              const cajit_expr *const *ops, int32_t n) {
  if (kind == CAJIT_EXPR_FLOAT_CONST && isnan(v.f)) v.f = NAN; /* one NaN */
  uint32_t h = hash_key(kind, type, v, ops, n);
  size_t mask = ctx->table_cap - 1;
  size_t j = h & mask;
  for (const cajit_expr *e; (e = ctx->table[j]); j = (j + 1) & mask)
    if (e->hash == h && node_matches(e, kind, type, v, ops, n)) return e;

  int depth = 0;
  for (int32_t i = 0; i < n; i++)
    if (ops[i]->depth > depth) depth = ops[i]->depth;
  if (depth + 1 > EXPR_MAX_DEPTH) return expr_fail(ctx, EXPR_FAIL_TOO_DEEP);
  if ((ctx->table_count + 1) * 2 > ctx->table_cap) {
    if (!table_grow(ctx)) return expr_fail(ctx, EXPR_FAIL_OOM);
    mask = ctx->table_cap - 1;
    j = h & mask;
    while (ctx->table[j])
      j = (j + 1) & mask;
  }
  struct cajit_expr *e = cajit_arena_alloc(
      ctx->arena, sizeof *e + (size_t)n * sizeof(const cajit_expr *));
  if (!e) return expr_fail(ctx, EXPR_FAIL_OOM);
  e->kind = (uint8_t)kind;
  e->type = (uint8_t)type;
  e->depth = (uint16_t)(depth + 1);
  e->hash = h;
  e->n = n;
  e->v = v;
  for (int32_t i = 0; i < n; i++)
    e->ops[i] = ops[i];
  ctx->table[j] = e;
  ctx->table_count++;
  return e;
}

/* ---- symbols ---- */

static const char *const reserved_words[] = {
    "bool",  "u8",    "i8",     "i16",    "i32",     "i64",   "f16",
    "bf16",  "f32",   "f64",    "true",   "false",   "none",  "int",
    "float", "min",   "max",    "and",    "or",      "not",   "inf",
    "nan",   "cag",   "graph",  "sizes",  "scalars", "hooks", "packed_data",
    "sym",   "input", "assume", "return", "dim",
};

bool expr_is_reserved_word(cajit_sv word) {
  for (size_t i = 0; i < sizeof reserved_words / sizeof *reserved_words; i++)
    if (cajit_sv_eq_cstr(word, reserved_words[i])) return true;
  return false;
}

static bool is_ident_start(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
}

static bool is_ident_char(char c) {
  return is_ident_start(c) || (c >= '0' && c <= '9');
}

static cajit_status check_symbol_name(cajit_sv name) {
  bool ok = name.len > 0 && is_ident_start(name.data[0]);
  for (size_t i = 1; ok && i < name.len; i++)
    ok = is_ident_char(name.data[i]);
  if (!ok) {
    int shown = name.len > 64 ? 64 : (int)name.len;
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "invalid symbol name \"%.*s\": expected "
                             "[A-Za-z_][A-Za-z0-9_]*",
                             shown, name.data ? name.data : "");
  }
  if (expr_is_reserved_word(name))
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "invalid symbol name %.*s: a reserved word",
                             (int)name.len, name.data);
  return CAJIT_OK_STATUS;
}

/* ---- the name index ---- */

/* FNV-1a with a final avalanche, so the low bits used for the slot depend
 * on every byte. */
static uint32_t name_hash(cajit_sv name) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < name.len; i++)
    h = (h ^ (unsigned char)name.data[i]) * 16777619u;
  h ^= h >> 16;
  h *= 0x7feb352du;
  h ^= h >> 15;
  return h;
}

static void name_index_put(expr_name_slot *slots, size_t cap, uint32_t hash,
                           int32_t index1) {
  size_t j = hash & (cap - 1);
  while (slots[j].index1)
    j = (j + 1) & (cap - 1);
  slots[j] = (expr_name_slot){hash, index1};
}

/* Makes room in the index for one more symbol (load factor <= 1/2). On
 * failure the old index is kept intact. */
static bool name_index_reserve(cajit_expr_ctx *ctx) {
  size_t need = ((size_t)ctx->symbol_count + 1) * 2;
  if (need <= ctx->name_index_cap) return true;
  size_t cap = ctx->name_index_cap ? ctx->name_index_cap * 2 : 64;
  while (cap < need)
    cap *= 2;
  expr_name_slot *slots = cajit_calloc(cap, sizeof *slots);
  if (!slots) return false;
  for (size_t i = 0; i < ctx->name_index_cap; i++)
    if (ctx->name_index[i].index1)
      name_index_put(slots, cap, ctx->name_index[i].hash,
                     ctx->name_index[i].index1);
  cajit_free(ctx->name_index);
  ctx->name_index = slots;
  ctx->name_index_cap = cap;
  return true;
}

static int32_t name_index_find(const cajit_expr_ctx *ctx, cajit_sv name,
                               uint32_t hash) {
  if (ctx->name_index_cap == 0) return -1;
  size_t mask = ctx->name_index_cap - 1;
  for (size_t j = hash & mask; ctx->name_index[j].index1; j = (j + 1) & mask) {
    const expr_name_slot *slot = &ctx->name_index[j];
    if (slot->hash == hash &&
        cajit_sv_eq(ctx->symbols[slot->index1 - 1].name, name))
      return slot->index1 - 1;
  }
  return -1;
}

cajit_status cajit_expr_ctx_add_symbol(cajit_expr_ctx *ctx, cajit_sv name,
                                       cajit_expr_type type,
                                       int32_t *out_index) {
  *out_index = -1;
  CAJIT_RETURN_IF_ERROR(check_symbol_name(name));
  if (type != CAJIT_EXPR_TYPE_INT && type != CAJIT_EXPR_TYPE_FLOAT)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "symbol %.*s: a symbol is int or float",
                             (int)name.len, name.data);
  uint32_t hash = name_hash(name);
  if (name_index_find(ctx, name, hash) >= 0)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "symbol %.*s declared twice", (int)name.len,
                             name.data);
  if (ctx->symbol_count == INT32_MAX)
    return cajit_status_make(CAJIT_UNSUPPORTED, "too many symbols");
  /* Every allocation happens before the symbol is entered anywhere, so a
   * failure leaves the context as it was (apart from spare capacity). */
  if (!name_index_reserve(ctx)) goto oom;
  if (ctx->symbol_count == ctx->symbol_cap) {
    int32_t cap = ctx->symbol_cap == 0              ? 16
                  : ctx->symbol_cap > INT32_MAX / 2 ? INT32_MAX
                                                    : ctx->symbol_cap * 2;
    expr_symbol *s =
        cajit_realloc(ctx->symbols, (size_t)cap * sizeof *ctx->symbols);
    if (!s) goto oom;
    ctx->symbols = s;
    ctx->symbol_cap = cap;
  }
  int ok;
  cajit_sv copy = cajit_arena_sv(ctx->arena, name, &ok);
  if (!ok) goto oom;
  expr_value v = {0};
  v.sym.index = ctx->symbol_count;
  v.sym.len = (uint32_t)copy.len;
  v.sym.name = copy.data;
  const cajit_expr *node =
      expr_intern(ctx, CAJIT_EXPR_SYMBOL, type, v, NULL, 0);
  if (!node) goto oom;
  ctx->symbols[ctx->symbol_count] = (expr_symbol){copy, type, node};
  name_index_put(ctx->name_index, ctx->name_index_cap, hash,
                 ctx->symbol_count + 1);
  *out_index = ctx->symbol_count++;
  return CAJIT_OK_STATUS;
oom:
  ctx->failure = EXPR_FAIL_OOM;
  return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                           "out of memory adding symbol %.*s", (int)name.len,
                           name.data);
}

int32_t cajit_expr_ctx_find_symbol(const cajit_expr_ctx *ctx, cajit_sv name) {
  return name_index_find(ctx, name, name_hash(name));
}

int32_t cajit_expr_ctx_symbol_count(const cajit_expr_ctx *ctx) {
  return ctx->symbol_count;
}

cajit_sv cajit_expr_ctx_symbol_name(const cajit_expr_ctx *ctx, int32_t index) {
  if (index < 0 || index >= ctx->symbol_count) return (cajit_sv){NULL, 0};
  return ctx->symbols[index].name;
}

cajit_expr_type cajit_expr_ctx_symbol_type(const cajit_expr_ctx *ctx,
                                           int32_t index) {
  if (index < 0 || index >= ctx->symbol_count) return CAJIT_EXPR_TYPE_INT;
  return ctx->symbols[index].type;
}

const cajit_expr *cajit_expr_symbol(cajit_expr_ctx *ctx, int32_t index) {
  if (index < 0 || index >= ctx->symbol_count)
    return expr_fail(ctx, EXPR_FAIL_BAD_ARG);
  return ctx->symbols[index].node;
}

/* ---- inspection ---- */

cajit_expr_kind cajit_expr_kind_of(const cajit_expr *e) {
  return (cajit_expr_kind)e->kind;
}

cajit_expr_type cajit_expr_type_of(const cajit_expr *e) {
  return (cajit_expr_type)e->type;
}

bool cajit_expr_as_int(const cajit_expr *e, int64_t *out) {
  if (!e || e->kind != CAJIT_EXPR_INT_CONST) return false;
  *out = e->v.i;
  return true;
}

bool cajit_expr_as_float(const cajit_expr *e, double *out) {
  if (!e || e->kind != CAJIT_EXPR_FLOAT_CONST) return false;
  *out = e->v.f;
  return true;
}

bool cajit_expr_as_bool(const cajit_expr *e, bool *out) {
  if (!e || e->kind != CAJIT_EXPR_BOOL_CONST) return false;
  *out = e->v.b;
  return true;
}

int32_t cajit_expr_symbol_index(const cajit_expr *e) {
  return e && e->kind == CAJIT_EXPR_SYMBOL ? e->v.sym.index : -1;
}

int32_t cajit_expr_operand_count(const cajit_expr *e) { return e->n; }

const cajit_expr *cajit_expr_operand(const cajit_expr *e, int32_t i) {
  return i >= 0 && i < e->n ? e->ops[i] : NULL;
}

uint32_t cajit_expr_hash(const cajit_expr *e) { return e->hash; }

void cajit_expr_visit_symbols(const cajit_expr *e,
                              void (*fn)(int32_t index, void *user),
                              void *user) {
  if (e->kind == CAJIT_EXPR_SYMBOL) fn(e->v.sym.index, user);
  for (int32_t i = 0; i < e->n; i++)
    cajit_expr_visit_symbols(e->ops[i], fn, user);
}

bool expr_is_float_neg(const cajit_expr *e, const cajit_expr **out_x) {
  if (e->kind != CAJIT_EXPR_MUL || e->type != CAJIT_EXPR_TYPE_FLOAT ||
      e->ops[0]->kind != CAJIT_EXPR_FLOAT_CONST || e->ops[0]->v.f != -1.0)
    return false;
  if (out_x) *out_x = e->ops[1];
  return true;
}

/* ---- total order ---- */

/* Maps a double's bits to an unsigned key ordered as -nan < -inf < ... <
 * -0 < +0 < ... < inf < nan, so every bit pattern has one place. */
static uint64_t double_order_key(double d) {
  uint64_t u = double_bits(d);
  return (u >> 63) ? ~u : u | (1ull << 63);
}

#define CMP3(a, b) ((a) < (b) ? -1 : (a) > (b) ? 1 : 0)

int cajit_expr_compare(const cajit_expr *a, const cajit_expr *b) {
  if (a == b) return 0;
  if (a->kind != b->kind) return CMP3(a->kind, b->kind);
  if (a->type != b->type) return CMP3(a->type, b->type);
  switch ((cajit_expr_kind)a->kind) {
  case CAJIT_EXPR_INT_CONST: return CMP3(a->v.i, b->v.i);
  case CAJIT_EXPR_FLOAT_CONST:
    return CMP3(double_order_key(a->v.f), double_order_key(b->v.f));
  case CAJIT_EXPR_BOOL_CONST: return CMP3(a->v.b, b->v.b);
  case CAJIT_EXPR_SYMBOL: return CMP3(a->v.sym.index, b->v.sym.index);
  default: break;
  }
  if (a->n != b->n) return CMP3(a->n, b->n);
  for (int32_t i = 0; i < a->n; i++) {
    int c = cajit_expr_compare(a->ops[i], b->ops[i]);
    if (c) return c;
  }
  return 0;
}
