/* Registry of typed native fallback functions and their libffi calls (see
 * cajit/host.h for the signature language).
 *
 * Registration parses the signature, builds the ffi_type array and prepares
 * the cif once; a call only converts values and runs ffi_call. Entries are
 * heap objects so the cif and its type array never move. */
#include <ffi.h>
#include <stdbool.h>
#include <string.h>

#include "cajit/host.h"
#include "runtime/host_ffi.h"
#include "support/alloc.h"
#include "support/vec.h"

struct cajit_rt_ffi_entry {
  char *op_name;
  char *codes;          /* one code per graph argument: t i f b s I F T */
  int32_t arg_count;    /* strlen(codes) */
  int32_t result_count; /* number of DLManagedTensor ** out parameters */
  int32_t c_count;      /* C parameters (lists take two) */
  ffi_type **types;     /* c_count entries */
  ffi_cif cif;
  cajit_host_native_fn fn;
};

struct cajit_host_ffi {
  CAJIT_VEC(cajit_rt_ffi_entry *) entries;
};

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "host ffi: out of memory");
}

cajit_status cajit_host_ffi_create(cajit_host_ffi **out_ffi) {
  *out_ffi = cajit_calloc(1, sizeof(cajit_host_ffi));
  return *out_ffi ? CAJIT_OK_STATUS : oom();
}

static void entry_free(cajit_rt_ffi_entry *e) {
  if (!e) return;
  cajit_free(e->op_name);
  cajit_free(e->codes);
  cajit_free(e->types);
  cajit_free(e);
}

void cajit_host_ffi_destroy(cajit_host_ffi *ffi) {
  if (!ffi) return;
  for (size_t i = 0; i < ffi->entries.len; i++)
    entry_free(ffi->entries.data[i]);
  CAJIT_VEC_FREE(&ffi->entries);
  cajit_free(ffi);
}

const cajit_rt_ffi_entry *cajit_rt_ffi_find(const cajit_host_ffi *ffi,
                                            const char *op_name) {
  if (!ffi || !op_name) return NULL;
  for (size_t i = 0; i < ffi->entries.len; i++)
    if (!strcmp(ffi->entries.data[i]->op_name, op_name))
      return ffi->entries.data[i];
  return NULL;
}

bool cajit_host_ffi_has(const cajit_host_ffi *ffi, const char *op_name) {
  return cajit_rt_ffi_find(ffi, op_name) != NULL;
}

static bool is_list_code(char c) { return c == 'I' || c == 'F' || c == 'T'; }

/* The C type of a scalar code ('t' 's' pointers, 'i' int64, 'f' double, 'b'
 * bool). */
static ffi_type *scalar_type(char c) {
  switch (c) {
  case 't':
  case 's': return &ffi_type_pointer;
  case 'i': return &ffi_type_sint64;
  case 'f': return &ffi_type_double;
  case 'b': return &ffi_type_uint8;
  }
  return NULL;
}

/* Splits "t,f,i->t" into argument codes and a result count. */
static cajit_status parse_signature(const char *op_name, const char *sig,
                                    char **out_codes, int32_t *out_results) {
  const char *arrow = strstr(sig, "->");
  if (!arrow)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "host ffi %s: signature \"%s\" has no '->'",
                             op_name, sig);
  char *codes = cajit_malloc((size_t)(arrow - sig) + 1);
  if (!codes) return oom();
  size_t n = 0;
  for (const char *p = sig; p < arrow; p++) {
    if (*p == ',' || *p == ' ') continue;
    if (!scalar_type(*p) && !is_list_code(*p)) {
      cajit_free(codes);
      return cajit_status_make(
          CAJIT_INVALID_ARGUMENT,
          "host ffi %s: signature \"%s\": unknown code '%c' at %d", op_name,
          sig, *p, (int)(p - sig));
    }
    codes[n++] = *p;
  }
  codes[n] = '\0';
  int32_t results = 0;
  for (const char *p = arrow + 2; *p; p++) {
    if (*p == ',' || *p == ' ') continue;
    if (*p != 't') {
      cajit_free(codes);
      return cajit_status_make(
          CAJIT_INVALID_ARGUMENT,
          "host ffi %s: signature \"%s\": results must be 't', found '%c'",
          op_name, sig, *p);
    }
    results++;
  }
  *out_codes = codes;
  *out_results = results;
  return CAJIT_OK_STATUS;
}

cajit_status cajit_host_ffi_register(cajit_host_ffi *ffi, const char *op_name,
                                     const char *signature,
                                     cajit_host_native_fn fn) {
  if (!ffi || !op_name || !signature || !fn)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "host ffi register: NULL argument");
  if (cajit_rt_ffi_find(ffi, op_name))
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "host ffi: %s registered twice", op_name);
  cajit_rt_ffi_entry *e = cajit_calloc(1, sizeof *e);
  if (!e) return oom();
  e->fn = fn;
  cajit_status s =
      parse_signature(op_name, signature, &e->codes, &e->result_count);
  if (s) {
    entry_free(e);
    return s;
  }
  e->arg_count = (int32_t)strlen(e->codes);
  e->c_count = e->result_count;
  for (int32_t i = 0; i < e->arg_count; i++)
    e->c_count += is_list_code(e->codes[i]) ? 2 : 1;
  e->op_name = cajit_strndup(op_name, strlen(op_name));
  e->types = cajit_calloc((size_t)e->c_count, sizeof(ffi_type *));
  if (!e->op_name || !e->types) {
    entry_free(e);
    return oom();
  }
  int32_t k = 0;
  for (int32_t i = 0; i < e->arg_count; i++) {
    char c = e->codes[i];
    if (is_list_code(c)) {
      e->types[k++] = &ffi_type_pointer;
      e->types[k++] = &ffi_type_sint64;
    } else {
      e->types[k++] = scalar_type(c);
    }
  }
  for (int32_t r = 0; r < e->result_count; r++)
    e->types[k++] = &ffi_type_pointer;
  ffi_status fs = ffi_prep_cif(&e->cif, FFI_DEFAULT_ABI, (unsigned)e->c_count,
                               &ffi_type_pointer, e->types);
  if (fs != FFI_OK) {
    entry_free(e);
    return cajit_status_make(CAJIT_INTERNAL,
                             "host ffi %s: ffi_prep_cif failed (status %d)",
                             op_name, (int)fs);
  }
  if (!CAJIT_VEC_PUSH(&ffi->entries, e)) {
    entry_free(e);
    return oom();
  }
  return CAJIT_OK_STATUS;
}

static const char *kind_name(cajit_host_value_kind k) {
  switch (k) {
  case CAJIT_HOST_VALUE_NONE: return "none";
  case CAJIT_HOST_VALUE_BOOL: return "bool";
  case CAJIT_HOST_VALUE_INT: return "int";
  case CAJIT_HOST_VALUE_FLOAT: return "float";
  case CAJIT_HOST_VALUE_STRING: return "string";
  case CAJIT_HOST_VALUE_WORD: return "word";
  case CAJIT_HOST_VALUE_TENSOR: return "tensor";
  case CAJIT_HOST_VALUE_LIST: return "list";
  }
  return "?";
}

/* Whether a value of kind k can become a C parameter (or list item) of
 * code c. */
static bool scalar_fits(char c, cajit_host_value_kind k) {
  switch (c) {
  case 't':
  case 'T': return k == CAJIT_HOST_VALUE_TENSOR || k == CAJIT_HOST_VALUE_NONE;
  case 'i':
  case 'I': return k == CAJIT_HOST_VALUE_INT;
  case 'f':
  case 'F': return k == CAJIT_HOST_VALUE_FLOAT || k == CAJIT_HOST_VALUE_INT;
  case 'b': return k == CAJIT_HOST_VALUE_BOOL;
  case 's':
    return k == CAJIT_HOST_VALUE_STRING || k == CAJIT_HOST_VALUE_WORD ||
           k == CAJIT_HOST_VALUE_NONE;
  }
  return false;
}

static cajit_status mismatch(const cajit_rt_ffi_entry *e, int32_t i,
                             const cajit_host_value *v, const char *what) {
  return cajit_status_make(
      CAJIT_INVALID_ARGUMENT,
      "native fallback %s (signature %s): argument %d%s%s%s is %s %s, "
      "expected '%c'",
      e->op_name, e->codes, i, v->name ? " (" : "", v->name ? v->name : "",
      v->name ? ")" : "", what, kind_name(v->kind), e->codes[i]);
}

cajit_status cajit_rt_ffi_check(const cajit_rt_ffi_entry *e,
                                const cajit_host_value *values, int32_t count,
                                int32_t result_count) {
  if (count != e->arg_count || result_count != e->result_count)
    return cajit_status_make(
        CAJIT_INVALID_ARGUMENT,
        "native fallback %s (signature %s): takes %d arguments and %d "
        "results, the graph passes %d and expects %d",
        e->op_name, e->codes, e->arg_count, e->result_count, count,
        result_count);
  for (int32_t i = 0; i < count; i++) {
    char c = e->codes[i];
    const cajit_host_value *v = &values[i];
    if (!is_list_code(c)) {
      if (!scalar_fits(c, v->kind)) return mismatch(e, i, v, "a");
      continue;
    }
    if (v->kind != CAJIT_HOST_VALUE_LIST) return mismatch(e, i, v, "a");
    for (int32_t j = 0; j < v->u.list.count; j++)
      if (!scalar_fits(c, v->u.list.items[j].kind))
        return mismatch(e, i, &v->u.list.items[j], "a list holding");
  }
  return CAJIT_OK_STATUS;
}

typedef union c_slot {
  void *p;
  int64_t i;
  double f;
  uint8_t b;
} c_slot;

static DLTensor *tensor_of(const cajit_host_request *req,
                           const cajit_host_value *v) {
  return v->kind == CAJIT_HOST_VALUE_TENSOR ? req->inputs[v->u.tensor] : NULL;
}

/* Fills one list argument: a scratch array and its length. */
static cajit_status fill_list(char c, const cajit_host_value *v,
                              const cajit_host_request *req, cajit_arena *arena,
                              c_slot *ptr, c_slot *len) {
  int32_t n = v->u.list.count;
  size_t elem = c == 'I'   ? sizeof(int64_t)
                : c == 'F' ? sizeof(double)
                           : sizeof(DLTensor *);
  void *items = cajit_arena_array(arena, n ? (size_t)n : 1, elem);
  if (!items) return oom();
  for (int32_t j = 0; j < n; j++) {
    const cajit_host_value *it = &v->u.list.items[j];
    if (c == 'I')
      ((int64_t *)items)[j] = it->u.i;
    else if (c == 'F')
      ((double *)items)[j] =
          it->kind == CAJIT_HOST_VALUE_INT ? (double)it->u.i : it->u.f;
    else
      ((DLTensor **)items)[j] = tensor_of(req, it);
  }
  ptr->p = items;
  len->i = n;
  return CAJIT_OK_STATUS;
}

cajit_status cajit_rt_ffi_invoke(const cajit_rt_ffi_entry *e,
                                 const cajit_host_request *req,
                                 cajit_arena *arena) {
  CAJIT_RETURN_IF_ERROR(
      cajit_rt_ffi_check(e, req->args, req->arg_count, req->result_count));
  c_slot *slots = cajit_arena_array(arena, (size_t)e->c_count, sizeof(c_slot));
  void **avalues = cajit_arena_array(arena, (size_t)e->c_count, sizeof(void *));
  if (!slots || !avalues) return oom();
  int32_t k = 0;
  for (int32_t i = 0; i < e->arg_count; i++) {
    char c = e->codes[i];
    const cajit_host_value *v = &req->args[i];
    if (is_list_code(c)) {
      CAJIT_RETURN_IF_ERROR(
          fill_list(c, v, req, arena, &slots[k], &slots[k + 1]));
      avalues[k] = &slots[k].p;
      avalues[k + 1] = &slots[k + 1].i;
      k += 2;
      continue;
    }
    switch (c) {
    case 't':
      slots[k].p = tensor_of(req, v);
      avalues[k] = &slots[k].p;
      break;
    case 's':
      slots[k].p = v->kind == CAJIT_HOST_VALUE_NONE ? NULL : (void *)v->u.s;
      avalues[k] = &slots[k].p;
      break;
    case 'i':
      slots[k].i = v->u.i;
      avalues[k] = &slots[k].i;
      break;
    case 'f':
      slots[k].f = v->kind == CAJIT_HOST_VALUE_INT ? (double)v->u.i : v->u.f;
      avalues[k] = &slots[k].f;
      break;
    case 'b':
      slots[k].b = v->u.b ? 1 : 0;
      avalues[k] = &slots[k].b;
      break;
    }
    k++;
  }
  for (int32_t r = 0; r < e->result_count; r++, k++) {
    slots[k].p = &req->results[r];
    avalues[k] = &slots[k].p;
  }
  union {
    ffi_arg raw;
    void *p;
  } ret = {0};
  ffi_call((ffi_cif *)&e->cif, (void (*)(void))e->fn, &ret.raw, avalues);
  return (cajit_status)ret.p;
}
