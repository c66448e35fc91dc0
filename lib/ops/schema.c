/* A parser for the subset of torch's schema language the registry uses.
 *
 *   aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *,
 *                         ScalarType? dtype=None) -> Tensor
 *
 * Types: a base name (Tensor int SymInt float bool str Scalar ScalarType
 * Layout Device MemoryFormat Any), an optional alias annotation in
 * parentheses (kept verbatim), then suffixes `[]`, `[N]` and `?` (a `?`
 * before `[]` makes the items optional, after it the whole list). `*` marks
 * the following parameters keyword-only. Defaults are kept as text
 * (brackets and quotes balanced) and read by the binder's accessors.
 *
 * The parser allocates nothing: names and defaults point into the text. */
#include <ctype.h>
#include <string.h>

#include "ops/registry.h"

typedef struct parser {
  cajit_sv text;
  size_t pos;
} parser;

static cajit_status fail(const parser *p, const char *what) {
  size_t col = p->pos + 1;
  const char *found = p->pos < p->text.len ? p->text.data + p->pos : "";
  int flen = (int)(p->pos < p->text.len ? p->text.len - p->pos : 0);
  if (flen > 16) flen = 16;
  return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                           "schema column %zu: expected %s, found '%.*s'", col,
                           what, flen, found);
}

static void skip_ws(parser *p) {
  while (p->pos < p->text.len && isspace((unsigned char)p->text.data[p->pos]))
    p->pos++;
}

static bool peek(parser *p, char c) {
  skip_ws(p);
  return p->pos < p->text.len && p->text.data[p->pos] == c;
}

static bool accept(parser *p, char c) {
  if (!peek(p, c)) return false;
  p->pos++;
  return true;
}

static bool is_ident_char(char c) {
  return isalnum((unsigned char)c) || c == '_';
}

static bool ident(parser *p, cajit_sv *out) {
  skip_ws(p);
  size_t start = p->pos;
  if (start >= p->text.len || isdigit((unsigned char)p->text.data[start]) ||
      !is_ident_char(p->text.data[start]))
    return false;
  while (p->pos < p->text.len && is_ident_char(p->text.data[p->pos]))
    p->pos++;
  *out = (cajit_sv){p->text.data + start, p->pos - start};
  return true;
}

static const struct {
  const char *name;
  cajit_schema_type type;
  bool symint;
} base_types[] = {
    {"Tensor", CAJIT_SCHEMA_TENSOR, false},
    {"int", CAJIT_SCHEMA_INT, false},
    {"SymInt", CAJIT_SCHEMA_INT, true},
    {"float", CAJIT_SCHEMA_FLOAT, false},
    {"bool", CAJIT_SCHEMA_BOOL, false},
    {"str", CAJIT_SCHEMA_STR, false},
    {"Scalar", CAJIT_SCHEMA_SCALAR, false},
    {"ScalarType", CAJIT_SCHEMA_SCALAR_TYPE, false},
    {"Layout", CAJIT_SCHEMA_LAYOUT, false},
    {"Device", CAJIT_SCHEMA_DEVICE, false},
    {"MemoryFormat", CAJIT_SCHEMA_MEMORY_FORMAT, false},
    {"Any", CAJIT_SCHEMA_ANY, false},
};

/* The alias annotation between parentheses, kept verbatim. */
static cajit_status parse_alias(parser *p, cajit_sv *out) {
  size_t start = p->pos;
  while (p->pos < p->text.len && p->text.data[p->pos] != ')') {
    if (p->text.data[p->pos] == '(' || p->text.data[p->pos] == ',')
      return fail(p, "`)` closing the alias annotation");
    p->pos++;
  }
  if (p->pos >= p->text.len) return fail(p, "`)` closing the alias annotation");
  *out = (cajit_sv){p->text.data + start, p->pos - start};
  p->pos++;
  return NULL;
}

static cajit_status parse_type(parser *p, cajit_schema_param *out) {
  cajit_sv name;
  if (!ident(p, &name)) return fail(p, "a type");
  size_t i = 0, n = sizeof base_types / sizeof base_types[0];
  while (i < n && !cajit_sv_eq_cstr(name, base_types[i].name))
    i++;
  if (i == n) {
    p->pos -= name.len;
    return fail(p, "a known type");
  }
  out->type = base_types[i].type;
  out->is_symint = base_types[i].symint;
  if (p->pos < p->text.len && p->text.data[p->pos] == '(') {
    p->pos++;
    CAJIT_RETURN_IF_ERROR(parse_alias(p, &out->alias));
  }
  for (;;) {
    if (p->pos < p->text.len && p->text.data[p->pos] == '?') {
      if (out->optional) return fail(p, "one `?`");
      p->pos++;
      out->optional = true;
    } else if (p->pos < p->text.len && p->text.data[p->pos] == '[') {
      if (out->is_list) return fail(p, "one list suffix");
      p->pos++;
      int64_t size = 0;
      while (p->pos < p->text.len &&
             isdigit((unsigned char)p->text.data[p->pos])) {
        size = size * 10 + (p->text.data[p->pos] - '0');
        if (size > 64) return fail(p, "a list size up to 64");
        p->pos++;
      }
      if (!accept(p, ']')) return fail(p, "`]`");
      out->is_list = true;
      out->list_size = (int32_t)size;
      /* Tensor?[]: the `?` seen so far applies to the items. */
      if (out->optional) {
        out->optional = false;
        out->item_optional = true;
      }
    } else {
      return NULL;
    }
  }
}

/* Default text up to the next top-level `,` or `)`. */
static cajit_status parse_default(parser *p, cajit_sv *out) {
  skip_ws(p);
  size_t start = p->pos;
  int depth = 0;
  while (p->pos < p->text.len) {
    char c = p->text.data[p->pos];
    if (c == '\'' || c == '"') {
      p->pos++;
      while (p->pos < p->text.len && p->text.data[p->pos] != c)
        p->pos++;
      if (p->pos >= p->text.len) return fail(p, "a closing quote");
    } else if (c == '[' || c == '(') {
      depth++;
    } else if (c == ']' || (c == ')' && depth > 0)) {
      depth--;
    } else if (depth == 0 && (c == ',' || c == ')')) {
      break;
    }
    p->pos++;
  }
  size_t end = p->pos;
  while (end > start && isspace((unsigned char)p->text.data[end - 1]))
    end--;
  if (end == start) return fail(p, "a default value");
  *out = (cajit_sv){p->text.data + start, end - start};
  return NULL;
}

static cajit_status parse_params(parser *p, cajit_schema_param *params,
                                 int32_t max, int32_t *out_count) {
  int32_t count = 0;
  bool kwarg_only = false;
  if (accept(p, ')')) {
    *out_count = 0;
    return NULL;
  }
  for (;;) {
    if (accept(p, '*')) {
      if (kwarg_only) return fail(p, "one `*`");
      kwarg_only = true;
    } else {
      if (count == max) return fail(p, "fewer parameters");
      cajit_schema_param *prm = &params[count];
      memset(prm, 0, sizeof *prm);
      CAJIT_RETURN_IF_ERROR(parse_type(p, prm));
      if (!ident(p, &prm->name)) return fail(p, "a parameter name");
      for (int32_t j = 0; j < count; j++)
        if (cajit_sv_eq(params[j].name, prm->name)) {
          p->pos -= prm->name.len;
          return fail(p, "a parameter name not used before");
        }
      prm->kwarg_only = kwarg_only;
      if (accept(p, '=')) {
        prm->has_default = true;
        CAJIT_RETURN_IF_ERROR(parse_default(p, &prm->default_text));
      }
      count++;
    }
    if (accept(p, ')')) break;
    if (!accept(p, ',')) return fail(p, "`,` or `)`");
  }
  *out_count = count;
  return NULL;
}

static cajit_status parse_returns(parser *p, cajit_op_schema *out,
                                  cajit_schema_param *returns, int32_t max) {
  int32_t count = 0;
  bool paren = accept(p, '(');
  if (paren && accept(p, ')')) {
    out->return_count = 0;
    return NULL;
  }
  for (;;) {
    if (count == max) return fail(p, "fewer returns");
    cajit_schema_param *r = &returns[count];
    memset(r, 0, sizeof *r);
    CAJIT_RETURN_IF_ERROR(parse_type(p, r));
    (void)ident(p, &r->name); /* returns may be named */
    count++;
    if (!paren) break;
    if (accept(p, ')')) break;
    if (!accept(p, ',')) return fail(p, "`,` or `)`");
  }
  if (!paren && count == 1 && returns[0].is_list) {
    out->returns_list = true;
  } else {
    for (int32_t i = 0; i < count; i++)
      if (returns[i].is_list && returns[i].type != CAJIT_SCHEMA_INT &&
          returns[i].type != CAJIT_SCHEMA_ANY)
        return fail(p, "a list return only on its own");
  }
  out->return_count = count;
  return NULL;
}

cajit_status cajit_schema_parse(cajit_sv text, cajit_schema_param *params,
                                int32_t max_params, cajit_schema_param *returns,
                                int32_t max_returns, cajit_op_schema *out) {
  parser p = {text, 0};
  memset(out, 0, sizeof *out);
  cajit_sv ns, name;
  if (!ident(&p, &ns)) return fail(&p, "an op name");
  size_t name_start = p.pos - ns.len;
  if (p.pos + 1 < text.len && text.data[p.pos] == ':' &&
      text.data[p.pos + 1] == ':') {
    p.pos += 2;
    if (!ident(&p, &name)) return fail(&p, "an op name after `::`");
  }
  out->name = (cajit_sv){text.data + name_start, p.pos - name_start};
  if (p.pos < text.len && text.data[p.pos] == '.') {
    p.pos++;
    if (!ident(&p, &out->overload)) return fail(&p, "an overload name");
  }
  if (!accept(&p, '(')) return fail(&p, "`(`");
  out->params = params;
  CAJIT_RETURN_IF_ERROR(
      parse_params(&p, params, max_params, &out->param_count));
  skip_ws(&p);
  if (p.pos + 1 >= text.len || text.data[p.pos] != '-' ||
      text.data[p.pos + 1] != '>')
    return fail(&p, "`->`");
  p.pos += 2;
  out->returns = returns;
  CAJIT_RETURN_IF_ERROR(parse_returns(&p, out, returns, max_returns));
  skip_ws(&p);
  if (p.pos != text.len) return fail(&p, "the end of the schema");
  return NULL;
}
