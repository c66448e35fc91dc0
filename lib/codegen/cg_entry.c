/* The entry function of a compiled graph (see cajit/runtime.h):
 *
 *   int32_t <name>(cajit_call *call)
 *
 * In order: checks the call's counts (inputs, sizes, scalars, hooks,
 * output slots); checks each input tensor (present, on the CPU, rank and
 * dtype as declared) and takes its data pointer; binds every symbol from
 * its source (an input dim, sizes[i], scalars[i]); checks every relation
 * the graph declares (each input dim against its declared expression
 * unless that dim is where its symbol comes from, each declared stride,
 * each assumption) and binds the strides the graph leaves open; creates
 * the call's arena and makes one allocation in it for the intermediates,
 * laid out by the memory plan (lib/sched/memplan.h: buffers with disjoint
 * live ranges share memory), and allocates outputs as DLPack tensors; runs the
 * kernels and host calls (cg_body.c); stores the outputs in call->outputs and
 * returns 0.
 *
 * Every failure goes through cajit_rt_fail with a message naming what
 * failed, e.g. "guard failed: input 2 dim 0 is 31, expected 32 (s0)", and
 * then to one cleanup block that releases the outputs allocated so far and
 * the host results held, destroys the arena and returns 1: the inputs are
 * never written and nothing leaks. Symbol values and buffer pointers live
 * in two stack arrays indexed by symbol index and buffer id. */
#include <dlpack/dlpack.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "runtime/guards.h"
#include "support/alloc.h"

static LLVMValueRef i32c(cg *c, int64_t v) {
  return LLVMConstInt(c->t_i32, (uint64_t)v, 1);
}

static LLVMValueRef call_field(cg *c, cg_frame *fr, size_t off, LLVMTypeRef t) {
  return cg_load_field(c, fr->call, off, t);
}

static LLVMValueRef array(cg *c, LLVMTypeRef t, int64_t n, const char *name) {
  return cg_alloca(c, LLVMArrayType(t, n > 0 ? (unsigned)n : 1), name);
}

static LLVMValueRef rt(cg *c, const char *name, LLVMTypeRef ret,
                       LLVMTypeRef *params, unsigned n, LLVMTypeRef *fty) {
  return cg_runtime_fn(c, name, ret, params, n, false, fty);
}

static void check_count(cg *c, cg_frame *fr, size_t off, int32_t want,
                        const char *what) {
  LLVMValueRef got = call_field(c, fr, off, c->t_i32);
  char fmt[160];
  snprintf(fmt, sizeof fmt, "guard failed: expected %d %s, got %%d", (int)want,
           what);
  cg_check(c, fr, LLVMBuildICmp(c->bld, LLVMIntEQ, got, i32c(c, want), ""),
           CAJIT_GUARD_FAILED, fmt, &got, 1);
}

static LLVMValueRef input_tensor(cg *c, cg_frame *fr, int32_t i) {
  LLVMValueRef inputs =
      call_field(c, fr, offsetof(cajit_call, inputs), c->t_ptr);
  return cg_load_slot(c, inputs, i, c->t_ptr);
}

/* Room for n rows of a constant table; NULL after failing codegen when
 * out of memory. The caller frees it with cajit_free. */
static LLVMValueRef *table_rows(cg *c, size_t n) {
  LLVMValueRef *rows = cajit_malloc((n > 0 ? n : 1) * sizeof *rows);
  if (!rows)
    cg_fail(c,
            cajit_status_make(CAJIT_OUT_OF_MEMORY, "codegen: out of memory"));
  return rows;
}

/* A private constant array of n structs of type t. */
static LLVMValueRef const_table(cg *c, LLVMTypeRef t, LLVMValueRef *elems,
                                int32_t n, const char *name) {
  LLVMValueRef init = LLVMConstArray2(t, elems, (uint64_t)n);
  LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  return g;
}

/* Branches to the cleanup block when a runtime check returned nonzero. */
static void check_result(cg *c, cg_frame *fr, LLVMValueRef r) {
  LLVMBasicBlockRef good = LLVMAppendBasicBlockInContext(c->ctx, fr->fn, "ok");
  LLVMBuildCondBr(c->bld, LLVMBuildICmp(c->bld, LLVMIntEQ, r, i32c(c, 0), ""),
                  good, fr->fail);
  LLVMPositionBuilderAtEnd(c->bld, good);
}

/* Whether the entry checks guards from tables (runtime/guards.h) rather
 * than as straight-line IR: the tables cut the IR LLVM compiles per graph
 * roughly in half, but each table call costs a few ns per call more than
 * the few guards of a small graph (bench/graphs/almost_empty.cag: 0.11 ->
 * 0.12 us), where the IR is small anyway. */
static bool use_tables(const cajit_kir_signature *sig) {
  return sig->input_count >= 8;
}

/* Each input present, on the CPU, of its declared rank and dtype, and its
 * data pointer in its buffer slot: one cajit_rt_check_inputs call over a
 * constant table (runtime/guards.h), the same checks and messages in the
 * same order as straight-line guards, in a fraction of the IR. */
static void check_inputs_head(cg *c, cg_frame *fr,
                              const cajit_kir_signature *sig) {
  LLVMBuilderRef B = c->bld;
  int32_t n = sig->input_count;
  if (n <= 0) return;
  LLVMValueRef inputs =
      call_field(c, fr, offsetof(cajit_call, inputs), c->t_ptr);
  cg_check(c, fr, LLVMBuildIsNotNull(B, inputs, ""), CAJIT_GUARD_FAILED,
           "guard failed: call->inputs is NULL", NULL, 0);
  if (!use_tables(sig)) {
    for (int32_t i = 0; i < n; i++) {
      LLVMValueRef t = input_tensor(c, fr, i);
      char fmt[160], subject[64];
      snprintf(fmt, sizeof fmt, "guard failed: input %d is NULL", (int)i);
      cg_check(c, fr, LLVMBuildIsNotNull(B, t, ""), CAJIT_GUARD_FAILED, fmt,
               NULL, 0);
      LLVMValueRef dev =
          cg_load_field(c, t, offsetof(DLTensor, device), c->t_i32);
      snprintf(fmt, sizeof fmt,
               "guard failed: input %d is on DLPack device type %%d, expected "
               "cpu (%d)",
               (int)i, (int)kDLCPU);
      cg_check(c, fr, LLVMBuildICmp(B, LLVMIntEQ, dev, i32c(c, kDLCPU), ""),
               CAJIT_GUARD_FAILED, fmt, &dev, 1);
      snprintf(subject, sizeof subject, "guard failed: input %d", (int)i);
      cg_bind_tensor_head(c, fr, t, sig->inputs[i], subject,
                          CAJIT_GUARD_FAILED);
    }
    return;
  }
  LLVMTypeRef ft[5] = {c->t_i32, c->t_i32, c->t_i32, c->t_i32, c->t_ptr};
  LLVMTypeRef st = LLVMStructTypeInContext(c->ctx, ft, 5, 0);
  LLVMValueRef *rows = table_rows(c, (size_t)n);
  if (!rows) return;
  for (int32_t i = 0; i < n; i++) {
    const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, sig->inputs[i]);
    uint32_t want = cg_dl_dtype(b->dtype);
    uint32_t alt = b->dtype == CAJIT_DTYPE_BOOL /* some say uint8 for bool */
                       ? (uint32_t)kDLUInt | 8u << 8 | 1u << 16
                       : want;
    LLVMValueRef f[5] = {i32c(c, sig->inputs[i]), i32c(c, b->ndim),
                         i32c(c, (int32_t)want), i32c(c, (int32_t)alt),
                         cg_cstring(c, cajit_dtype_name(b->dtype))};
    rows[i] = LLVMConstStructInContext(c->ctx, f, 5, 0);
  }
  LLVMValueRef table = const_table(c, st, rows, n, "input_guards");
  cajit_free(rows);
  LLVMTypeRef fty, ps[4] = {c->t_ptr, c->t_i32, c->t_ptr, c->t_ptr};
  LLVMValueRef fn = rt(c, "cajit_rt_check_inputs", c->t_i32, ps, 4, &fty);
  LLVMValueRef args[4] = {fr->call, i32c(c, n), table, fr->bufs};
  check_result(c, fr, LLVMBuildCall2(B, fty, fn, args, 4, ""));
}

/* Every symbol from its source, in order: one cajit_rt_bind_symbols call
 * over a constant table (runtime/guards.h) with tables, else IR. */
static void bind_symbols(cg *c, cg_frame *fr, const cajit_kir_signature *sig) {
  int32_t n = sig->binding_count;
  if (use_tables(sig) && n > 0) {
    LLVMTypeRef ft[4] = {c->t_i32, c->t_i32, c->t_i32, c->t_i32};
    LLVMTypeRef st = LLVMStructTypeInContext(c->ctx, ft, 4, 0);
    LLVMValueRef *rows = table_rows(c, (size_t)n);
    if (!rows) return;
    for (int32_t i = 0; i < n; i++) {
      const cajit_symbol_binding *bd = &sig->bindings[i];
      int32_t src =
          bd->source == CAJIT_SYMBOL_FROM_INPUT_DIM ? CAJIT_RT_FROM_INPUT_DIM
          : bd->source == CAJIT_SYMBOL_FROM_SIZES   ? CAJIT_RT_FROM_SIZES
                                                    : CAJIT_RT_FROM_SCALARS;
      LLVMValueRef f[4] = {
          i32c(c, src), i32c(c, bd->index),
          i32c(c, src == CAJIT_RT_FROM_INPUT_DIM ? bd->dim : 0),
          i32c(c, bd->symbol)};
      rows[i] = LLVMConstStructInContext(c->ctx, f, 4, 0);
    }
    LLVMValueRef table = const_table(c, st, rows, n, "bindings");
    cajit_free(rows);
    LLVMTypeRef fty, ps[4] = {c->t_ptr, c->t_i32, c->t_ptr, c->t_ptr};
    LLVMValueRef fn = rt(c, "cajit_rt_bind_symbols", c->t_void, ps, 4, &fty);
    LLVMValueRef args[4] = {fr->call, i32c(c, n), table, fr->syms};
    LLVMBuildCall2(c->bld, fty, fn, args, 4, "");
    return;
  }
  for (int32_t i = 0; i < n; i++) {
    const cajit_symbol_binding *bd = &sig->bindings[i];
    bool is_float = cajit_expr_ctx_symbol_type(c->p->exprs, bd->symbol) ==
                    CAJIT_EXPR_TYPE_FLOAT;
    LLVMValueRef v;
    switch (bd->source) {
    case CAJIT_SYMBOL_FROM_INPUT_DIM: {
      LLVMValueRef t = input_tensor(c, fr, bd->index);
      LLVMValueRef shape =
          cg_load_field(c, t, offsetof(DLTensor, shape), c->t_ptr);
      v = cg_load_slot(c, shape, bd->dim, c->t_i64);
      break;
    }
    case CAJIT_SYMBOL_FROM_SIZES: {
      LLVMValueRef sizes =
          call_field(c, fr, offsetof(cajit_call, sizes), c->t_ptr);
      v = cg_load_slot(c, sizes, bd->index, c->t_i64);
      break;
    }
    default: {
      LLVMValueRef scalars =
          call_field(c, fr, offsetof(cajit_call, scalars), c->t_ptr);
      v = cg_load_slot(c, scalars, bd->index, is_float ? c->t_f64 : c->t_i64);
      break;
    }
    }
    cg_store_slot(c, fr->syms, bd->symbol, v);
  }
}

/* Dim d of input i is where a symbol is bound from: nothing to check. */
static bool is_binding_site(const cajit_kir_signature *sig,
                            const cajit_expr *dim, int32_t i, int32_t d) {
  int32_t s = cajit_expr_symbol_index(dim);
  if (s < 0) return false;
  for (int32_t k = 0; k < sig->binding_count; k++) {
    const cajit_symbol_binding *bd = &sig->bindings[k];
    if (bd->symbol == s) /* the first binding of s is the one used */
      return bd->source == CAJIT_SYMBOL_FROM_INPUT_DIM && bd->index == i &&
             bd->dim == d;
  }
  return false;
}

/* Symbol index of e when it is an int symbol, else -1. */
static int32_t int_symbol(cg *c, const cajit_expr *e) {
  int32_t s = cajit_expr_symbol_index(e);
  if (s < 0 ||
      cajit_expr_ctx_symbol_type(c->p->exprs, s) != CAJIT_EXPR_TYPE_INT)
    return -1;
  return s;
}

/* e as a cajit_rt_term (runtime/guards.h): an int symbol or constant, or
 * a product of 2..4 of them, in *term; false for anything else (IR then).
 * *count, sym[0] and val[0] say whether it is a product and, if not,
 * which symbol or constant. */
static bool term_of(cg *c, const cajit_expr *e, const char *subject,
                    LLVMValueRef *term, int32_t *count, int32_t *sym0,
                    int64_t *val0) {
  if (!e || cajit_expr_type_of(e) != CAJIT_EXPR_TYPE_INT) return false;
  const cajit_expr *f[4];
  int32_t n = 1;
  if (cajit_expr_kind_of(e) == CAJIT_EXPR_MUL) {
    n = cajit_expr_operand_count(e);
    if (n < 2 || n > 4) return false;
    for (int32_t k = 0; k < n; k++)
      f[k] = cajit_expr_operand(e, k);
  } else {
    f[0] = e;
  }
  LLVMValueRef sym[4], val[4];
  for (int32_t k = 0; k < 4; k++) {
    int32_t s = -1;
    int64_t v = 0;
    if (k < n && (s = int_symbol(c, f[k])) < 0 && !cajit_expr_as_int(f[k], &v))
      return false;
    if (k == 0) *sym0 = s, *val0 = v;
    sym[k] = i32c(c, s);
    val[k] = LLVMConstInt(c->t_i64, (uint64_t)v, 1);
  }
  *count = n;
  /* The texts the IR's messages print (cg_body.c, cg_index.c). */
  char text[96], ovf[120], msg[512];
  size_t len = cajit_expr_print(c->p->exprs, e, text, sizeof text);
  if (len >= sizeof text) memcpy(text + sizeof text - 4, "...", 4);
  len = cajit_expr_print(c->p->exprs, e, ovf, sizeof ovf);
  if (len >= sizeof ovf) memcpy(ovf + sizeof ovf - 4, "...", 4);
  snprintf(msg, sizeof msg,
           "guard failed: %s: size arithmetic overflows int64 in %s", subject,
           ovf);
  LLVMValueRef fields[5] = {
      i32c(c, n), LLVMConstArray2(c->t_i32, sym, 4),
      LLVMConstArray2(c->t_i64, val, 4), cg_cstring(c, text),
      n > 1 ? cg_cstring(c, msg) : LLVMConstNull(c->t_ptr)};
  *term = LLVMConstStructInContext(c->ctx, fields, 5, 0);
  return true;
}

static LLVMTypeRef term_type(cg *c) {
  LLVMTypeRef ft[5] = {c->t_i32, LLVMArrayType(c->t_i32, 4),
                       LLVMArrayType(c->t_i64, 4), c->t_ptr, c->t_ptr};
  return LLVMStructTypeInContext(c->ctx, ft, 5, 0);
}

static LLVMTypeRef dim_guard_type(cg *c) {
  LLVMTypeRef ft[7] = {c->t_i32, c->t_i32, c->t_i32, c->t_i32,
                       c->t_i64, c->t_i64, c->t_ptr};
  return LLVMStructTypeInContext(c->ctx, ft, 7, 0);
}

/* Input i's rows of a cajit_rt_check_dims table at rows[*n..], when every
 * dim and stride it checks is a term; false (and *n unchanged) if not. */
static bool dim_rows(cg *c, const cajit_kir_buffer *b, int32_t i,
                     const int32_t *skip, const char *subject,
                     LLVMValueRef *rows, int32_t *n) {
  for (int32_t d = 0; d < b->ndim; d++) {
    LLVMValueRef terms[2] = {LLVMConstNull(term_type(c)),
                             LLVMConstNull(term_type(c))};
    int32_t flags = 0, dn = 1, sn = 1, dsym = -1, ssym = -1;
    int64_t dval = 0, sval = 0;
    if (!skip[d]) {
      if (!term_of(c, b->shape[d], subject, &terms[0], &dn, &dsym, &dval))
        return false;
      flags |= CAJIT_RT_CHECK_DIM | (dn > 1 ? CAJIT_RT_DIM_PRODUCT : 0);
    }
    if (b->stride_open[d]) {
      flags |= CAJIT_RT_STRIDE_OPEN;
      ssym = cajit_expr_symbol_index(b->strides[d]);
    } else {
      if (!term_of(c, b->strides[d], subject, &terms[1], &sn, &ssym, &sval))
        return false;
      flags |= sn > 1 ? CAJIT_RT_STRIDE_PRODUCT : 0;
    }
    LLVMValueRef tt = const_table(c, term_type(c), terms, 2, "dim_terms");
    LLVMValueRef f[7] = {i32c(c, i),
                         i32c(c, flags),
                         i32c(c, dn > 1 ? -1 : dsym),
                         i32c(c, sn > 1 ? -1 : ssym),
                         LLVMConstInt(c->t_i64, (uint64_t)dval, 1),
                         LLVMConstInt(c->t_i64, (uint64_t)sval, 1),
                         tt};
    rows[*n + d] = LLVMConstStructInContext(c->ctx, f, 7, 0);
  }
  *n += b->ndim;
  return true;
}

/* One cajit_rt_check_dims call for rows [0, n); empties the rows. */
static void flush_dims(cg *c, cg_frame *fr, LLVMValueRef *rows, int32_t *n) {
  if (*n == 0) return;
  LLVMValueRef table =
      const_table(c, dim_guard_type(c), rows, *n, "dim_guards");
  LLVMTypeRef fty, ps[4] = {c->t_ptr, c->t_i32, c->t_ptr, c->t_ptr};
  LLVMValueRef fn = rt(c, "cajit_rt_check_dims", c->t_i32, ps, 4, &fty);
  LLVMValueRef args[4] = {fr->call, i32c(c, *n), table, fr->syms};
  check_result(c, fr, LLVMBuildCall2(c->bld, fty, fn, args, 4, ""));
  *n = 0;
}

/* Each input's dims and strides against what the graph declares, in
 * order: runs of inputs whose every checked dim and stride is a term
 * (symbol, constant or small product) as one cajit_rt_check_dims call
 * each, the others as IR. */
static void check_inputs_tail(cg *c, cg_frame *fr,
                              const cajit_kir_signature *sig) {
  size_t cap = 1;
  for (int32_t i = 0; i < sig->input_count; i++)
    cap += (size_t)cajit_kir_buffer_get(c->p, sig->inputs[i])->ndim;
  LLVMValueRef *rows = table_rows(c, cap);
  if (!rows) return;
  int32_t nrows = 0;
  for (int32_t i = 0; i < sig->input_count && !c->err; i++) {
    const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, sig->inputs[i]);
    int32_t nd = b->ndim, skip[nd > 0 ? nd : 1];
    for (int32_t d = 0; d < nd; d++)
      skip[d] = is_binding_site(sig, b->shape[d], i, d);
    char subject[64];
    snprintf(subject, sizeof subject, "guard failed: input %d", (int)i);
    if (use_tables(sig) &&
        dim_rows(c, b, i, skip, subject + strlen("guard failed: "), rows,
                 &nrows))
      continue;
    flush_dims(c, fr, rows, &nrows);
    c->ovf_subject = subject + strlen("guard failed: ");
    cg_bind_tensor_tail(c, fr, input_tensor(c, fr, i), sig->inputs[i], subject,
                        CAJIT_GUARD_FAILED, skip);
    c->ovf_subject = NULL;
  }
  if (!c->err) flush_dims(c, fr, rows, &nrows);
  cajit_free(rows);
}

/* An assumption `s == t`, `s == 3` or `s == t * u` (a product of up to 4
 * int symbols and constants) of int symbols, as a row of a
 * cajit_rt_check_sym_eqs table (runtime/guards.h), `text` its printed
 * form; NULL for any other (those stay IR). */
static LLVMValueRef sym_eq_row(cg *c, const cajit_expr *a, const char *text) {
  if (cajit_expr_kind_of(a) != CAJIT_EXPR_EQ ||
      cajit_expr_operand_count(a) != 2)
    return NULL;
  const cajit_expr *x = cajit_expr_operand(a, 0), *y = cajit_expr_operand(a, 1);
  int32_t lhs = int_symbol(c, x), rhs = -1;
  if (lhs < 0) {
    const cajit_expr *t = x;
    x = y;
    y = t;
    lhs = int_symbol(c, x);
    if (lhs < 0) return NULL;
  }
  /* y: a symbol, a constant or a product, evaluated (and overflow-checked)
   * as the IR would under the subject "assumption <text>" */
  char subject[240], msg[260];
  snprintf(subject, sizeof subject, "assumption %s", text);
  LLVMValueRef term, product = LLVMConstNull(c->t_ptr);
  int32_t n, s0;
  int64_t value;
  if (!term_of(c, y, subject, &term, &n, &s0, &value)) return NULL;
  if (n > 1)
    product = const_table(c, term_type(c), &term, 1, "assumption_product");
  else
    rhs = s0;
  snprintf(msg, sizeof msg, "guard failed: assumption %s does not hold", text);
  LLVMValueRef f[5] = {i32c(c, lhs), i32c(c, n > 1 ? -1 : rhs),
                       LLVMConstInt(c->t_i64, (uint64_t)(n > 1 ? 0 : value), 1),
                       cg_cstring(c, msg), product};
  return LLVMConstStructInContext(c->ctx, f, 5, 0);
}

/* One cajit_rt_check_sym_eqs call for rows [0, n); empties the rows. */
static void flush_sym_eqs(cg *c, cg_frame *fr, LLVMValueRef *rows, int32_t *n) {
  if (*n == 0) return;
  LLVMTypeRef ft[5] = {c->t_i32, c->t_i32, c->t_i64, c->t_ptr, c->t_ptr};
  LLVMTypeRef st = LLVMStructTypeInContext(c->ctx, ft, 5, 0);
  LLVMValueRef table = const_table(c, st, rows, *n, "assumptions");
  LLVMTypeRef fty, ps[4] = {c->t_ptr, c->t_i32, c->t_ptr, c->t_ptr};
  LLVMValueRef fn = rt(c, "cajit_rt_check_sym_eqs", c->t_i32, ps, 4, &fty);
  LLVMValueRef args[4] = {fr->call, i32c(c, *n), table, fr->syms};
  check_result(c, fr, LLVMBuildCall2(c->bld, fty, fn, args, 4, ""));
  *n = 0;
}

/* The assumptions in order: runs of symbol equalities as one table call
 * each, the others as IR (the first false one fails the call either way). */
static void check_assumptions(cg *c, cg_frame *fr,
                              const cajit_kir_signature *sig) {
  int32_t na = sig->assumption_count, nrows = 0;
  LLVMValueRef *rows = table_rows(c, ((size_t)na + 1));
  if (!rows) return;
  for (int32_t i = 0; i < na && !c->err; i++) {
    char text[200], fmt[260];
    size_t n =
        cajit_expr_print(c->p->exprs, sig->assumptions[i], text, sizeof text);
    if (n >= sizeof text) memcpy(text + sizeof text - 4, "...", 4);
    LLVMValueRef row =
        use_tables(sig) ? sym_eq_row(c, sig->assumptions[i], text) : NULL;
    if (row) {
      rows[nrows++] = row;
      continue;
    }
    flush_sym_eqs(c, fr, rows, &nrows);
    char subject[240];
    snprintf(subject, sizeof subject, "assumption %s", text);
    c->ovf_subject = subject;
    LLVMValueRef ok = cg_expr(c, sig->assumptions[i]);
    c->ovf_subject = NULL;
    if (!ok) break;
    /* The text goes in a format: double its % (modulo). */
    size_t k = 0;
    k += (size_t)snprintf(fmt, sizeof fmt, "guard failed: assumption ");
    for (const char *s = text; *s && k + 20 < sizeof fmt; s++) {
      if (*s == '%') fmt[k++] = '%';
      fmt[k++] = *s;
    }
    snprintf(fmt + k, sizeof fmt - k, " does not hold");
    cg_check(c, fr, ok, CAJIT_GUARD_FAILED, fmt, NULL, 0);
  }
  if (!c->err) flush_sym_eqs(c, fr, rows, &nrows);
  cajit_free(rows);
}

/* The element count (cg_check_extents has checked it fits int64). */
static LLVMValueRef numel(cg *c, const cajit_kir_buffer *b) {
  const cajit_expr *n = cajit_expr_int(c->p->exprs, 1);
  for (int32_t d = 0; d < b->ndim && n; d++)
    n = cajit_expr_mul(c->p->exprs, n, b->shape[d]);
  return cg_expr(c, n);
}

/* A private constant array of n i64 (or i32) values. */
static LLVMValueRef const_array(cg *c, LLVMTypeRef t, const int64_t *v,
                                int32_t n, const char *name) {
  LLVMValueRef elems[n > 0 ? n : 1];
  for (int32_t i = 0; i < n; i++)
    elems[i] = LLVMConstInt(t, (unsigned long long)v[i], 1);
  return const_table(c, t, elems, n, name);
}

/* The intermediates, in one arena allocation laid out by the memory plan
 * (lib/sched/memplan.h): sizes from the bound symbols, offsets by
 * cajit_rt_plan_layout from the live ranges (pinned ones live
 * throughout), remembered in a module global for calls of the same
 * sizes. */
static void allocate_planned(cg *c, cg_frame *fr, LLVMValueRef arena,
                             const cajit_kir_memplan *m) {
  LLVMBuilderRef B = c->bld;
  int32_t n = m->count;
  if (n == 0) return;
  int64_t elem[n], first[n], last[n];
  LLVMValueRef counts = array(c, c->t_i64, n, "counts");
  for (int32_t i = 0; i < n; i++) {
    const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, m->buffers[i]);
    elem[i] = (int64_t)cajit_dtype_size(b->dtype);
    first[i] = m->pinned[i] ? 0 : m->first[i];
    last[i] = m->pinned[i] ? INT32_MAX : m->last[i];
    LLVMValueRef x = numel(c, b);
    if (!x) return;
    cg_store_slot(c, counts, i, x);
  }
  LLVMValueRef elems = const_array(c, c->t_i64, elem, n, "elem_sizes");
  LLVMValueRef firsts = const_array(c, c->t_i32, first, n, "first_use");
  LLVMValueRef lasts = const_array(c, c->t_i32, last, n, "last_use");
  LLVMValueRef scratch = array(c, c->t_i64, 4 * n, "layout_scratch");
  LLVMValueRef offsets = array(c, c->t_i64, n, "offsets");
  LLVMTypeRef ct = LLVMArrayType(c->t_i64, (unsigned)(2 * n + 2));
  LLVMValueRef cache = LLVMAddGlobal(c->mod, ct, "layout_cache");
  LLVMSetInitializer(cache, LLVMConstNull(ct));
  LLVMSetLinkage(cache, LLVMPrivateLinkage);
  LLVMSetAlignment(cache, 64);
  LLVMTypeRef fty, ps[8] = {c->t_ptr, c->t_i32, c->t_ptr, c->t_ptr,
                            c->t_ptr, c->t_ptr, c->t_ptr, c->t_ptr};
  LLVMValueRef fn = rt(c, "cajit_rt_plan_layout_cached", c->t_i64, ps, 8, &fty);
  LLVMValueRef args[8] = {cache,  i32c(c, n), counts,  elems,
                          firsts, lasts,      scratch, offsets};
  LLVMValueRef total = LLVMBuildCall2(B, fty, fn, args, 8, "total");
  cg_check(
      c, fr,
      LLVMBuildICmp(B, LLVMIntSGE, total, LLVMConstInt(c->t_i64, 0, 0), ""),
      CAJIT_OUT_OF_MEMORY,
      "out of memory: the intermediate buffers' sizes overflow", NULL, 0);
  LLVMTypeRef aps[3] = {c->t_ptr, c->t_i64, c->t_i64};
  LLVMValueRef alloc = rt(c, "cajit_rt_arena_alloc", c->t_ptr, aps, 3, &fty);
  LLVMValueRef aargs[3] = {arena, total, LLVMConstInt(c->t_i64, 1, 0)};
  LLVMValueRef base = LLVMBuildCall2(B, fty, alloc, aargs, 3, "intermediates");
  cg_check(c, fr, LLVMBuildIsNotNull(B, base, ""), CAJIT_OUT_OF_MEMORY,
           "out of memory allocating %lld bytes of intermediate buffers",
           &total, 1);
  if (c->entry_tables) { /* one loop in the runtime */
    int64_t ids[n];
    for (int32_t i = 0; i < n; i++)
      ids[i] = m->buffers[i];
    LLVMTypeRef bps[5] = {c->t_ptr, c->t_i32, c->t_ptr, c->t_ptr, c->t_ptr};
    LLVMValueRef bind = rt(c, "cajit_rt_bind_planned", c->t_void, bps, 5, &fty);
    LLVMValueRef bargs[5] = {fr->bufs, i32c(c, n),
                             const_array(c, c->t_i32, ids, n, "planned"), base,
                             offsets};
    LLVMBuildCall2(B, fty, bind, bargs, 5, "");
    return;
  }
  for (int32_t i = 0; i < n; i++) {
    LLVMValueRef off = cg_load_slot(c, offsets, i, c->t_i64);
    LLVMValueRef p = LLVMBuildGEP2(B, c->t_i8, base, &off, 1, "");
    cg_store_slot(c, fr->bufs, m->buffers[i], p);
  }
}

/* The DLPack type code cajit_rt_dlpack_alloc gets for dtype d. */
static uint32_t alloc_code(cajit_dtype d) {
  switch (d) {
  case CAJIT_DTYPE_BOOL: return CG_DL_BOOL;
  case CAJIT_DTYPE_U8: return kDLUInt;
  case CAJIT_DTYPE_BF16: return kDLBfloat;
  default: return cajit_dtype_is_floating(d) ? kDLFloat : kDLInt;
  }
}

/* A DLPack tensor of buffer bid's shape and dtype (cajit_rt_dlpack_alloc;
 * NULL when out of memory), and its element count in *out_numel; NULL
 * after a codegen error. */
static LLVMValueRef alloc_tensor(cg *c, int32_t bid, LLVMValueRef *out_numel) {
  LLVMBuilderRef B = c->bld;
  const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, bid);
  int32_t nd = b->ndim;
  LLVMValueRef shape = array(c, c->t_i64, nd, "oshape");
  for (int32_t d = 0; d < nd; d++) {
    b = cajit_kir_buffer_get(c->p, bid);
    LLVMValueRef x = cg_expr(c, b->shape[d]);
    if (!x) return NULL;
    cg_store_slot(c, shape, d, x);
  }
  b = cajit_kir_buffer_get(c->p, bid);
  *out_numel = numel(c, b);
  if (!*out_numel) return NULL;
  uint32_t code = alloc_code(b->dtype);
  LLVMTypeRef fty, ps[4] = {c->t_i32, c->t_i32, c->t_i32, c->t_ptr};
  LLVMValueRef fn = rt(c, "cajit_rt_dlpack_alloc", c->t_ptr, ps, 4, &fty);
  LLVMValueRef args[4] = {i32c(c, code),
                          i32c(c, (int64_t)cajit_dtype_size(b->dtype) * 8),
                          i32c(c, nd), shape};
  return LLVMBuildCall2(B, fty, fn, args, 4, "");
}

/* After storing t in its slot (the cleanup block releases it): the
 * allocation check, and t's data as buffer bid's pointer. */
static void bind_tensor(cg *c, cg_frame *fr, int32_t bid, LLVMValueRef t,
                        LLVMValueRef numel) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, bid);
  char fmt[160];
  snprintf(fmt, sizeof fmt,
           "out of memory allocating buf%d (%%lld elements of %s)", (int)bid,
           cajit_dtype_name(b->dtype));
  cg_check(c, fr, LLVMBuildIsNotNull(c->bld, t, ""), CAJIT_OUT_OF_MEMORY, fmt,
           &numel, 1);
  cg_store_slot(c, fr->bufs, bid,
                cg_load_field(c, t, offsetof(DLTensor, data), c->t_ptr));
}

/* The outputs and donated intermediates as one cajit_rt_alloc_tensors
 * call over a constant table (runtime/guards.h), their dims in one stack
 * array: the same allocations, slots and messages as alloc_tensor and
 * bind_tensor, in the same order. */
static void allocate_table(cg *c, cg_frame *fr, LLVMValueRef outs,
                           const cajit_kir_memplan *plan) {
  int32_t n = 0, ndims = 0;
  for (size_t i = 0; i < c->p->buffers.len; i++) {
    const cajit_kir_buffer *b = &c->p->buffers.data[i];
    if (b->kind != CAJIT_KIR_BUFFER_OUTPUT || b->output_index < 0) continue;
    n++;
    ndims += b->ndim;
  }
  for (int32_t j = 0; j < plan->donated_count; j++, n++)
    ndims += cajit_kir_buffer_get(c->p, plan->donated_view[j])->ndim;
  if (n == 0) return;
  LLVMValueRef *rows = table_rows(c, (size_t)n);
  if (!rows) return;
  LLVMValueRef dims = array(c, c->t_i64, ndims, "oshapes");
  LLVMValueRef names[CAJIT_DTYPE_COUNT_] = {0};
  int32_t k = 0, at = 0;
  for (size_t i = 0;
       i < c->p->buffers.len + (size_t)plan->donated_count && !c->err; i++) {
    int32_t bid, view, out = -1, don = -1;
    if (i < c->p->buffers.len) {
      const cajit_kir_buffer *b = &c->p->buffers.data[i];
      if (b->kind != CAJIT_KIR_BUFFER_OUTPUT || b->output_index < 0) continue;
      bid = view = (int32_t)i;
      out = b->output_index;
    } else {
      don = (int32_t)(i - c->p->buffers.len);
      bid = plan->donated[don];
      view = plan->donated_view[don]; /* the shape the host sees */
    }
    const cajit_kir_buffer *v = cajit_kir_buffer_get(c->p, view);
    int32_t nd = v->ndim;
    for (int32_t d = 0; d < nd; d++) {
      v = cajit_kir_buffer_get(c->p, view);
      LLVMValueRef x = cg_expr(c, v->shape[d]);
      if (!x) break;
      cg_store_slot(c, dims, at++, x);
    }
    v = cajit_kir_buffer_get(c->p, view);
    cajit_dtype dt = cajit_kir_buffer_get(c->p, bid)->dtype;
    if ((int)dt < 0 || dt >= CAJIT_DTYPE_COUNT_) {
      cg_fail(c, cajit_status_make(CAJIT_INTERNAL,
                                   "codegen: buf%d has no dtype", (int)bid));
      break;
    }
    if (!names[dt]) names[dt] = cg_cstring(c, cajit_dtype_name(dt));
    LLVMValueRef f[7] = {i32c(c, bid),
                         i32c(c, nd),
                         i32c(c, alloc_code(v->dtype)),
                         i32c(c, (int64_t)cajit_dtype_size(v->dtype) * 8),
                         i32c(c, out),
                         i32c(c, don),
                         names[dt]};
    rows[k++] = LLVMConstStructInContext(c->ctx, f, 7, 0);
  }
  if (!c->err) {
    LLVMTypeRef ft[7] = {c->t_i32, c->t_i32, c->t_i32, c->t_i32,
                         c->t_i32, c->t_i32, c->t_ptr};
    LLVMTypeRef st = LLVMStructTypeInContext(c->ctx, ft, 7, 0);
    LLVMValueRef table = const_table(c, st, rows, n, "allocations");
    LLVMTypeRef fty, ps[7] = {c->t_ptr, c->t_i32, c->t_ptr, c->t_ptr,
                              c->t_ptr, c->t_ptr, c->t_ptr};
    LLVMValueRef fn = rt(c, "cajit_rt_alloc_tensors", c->t_i32, ps, 7, &fty);
    LLVMValueRef args[7] = {fr->call, i32c(c, n),  table,   dims,
                            outs,     fr->donated, fr->bufs};
    check_result(c, fr, LLVMBuildCall2(c->bld, fty, fn, args, 7, ""));
  }
  cajit_free(rows);
}

/* Creates the call's arena, lays out the planned intermediates in it,
 * allocates the outputs and the donated intermediates as DLPack tensors,
 * and records which kernel hands over which donated tensor (*donated_of,
 * per kernel, owned by the caller; NULL when nothing is donated). */
static void allocate(cg *c, cg_frame *fr, LLVMValueRef arena_slot,
                     LLVMValueRef outs, const cajit_kir_memplan *plan) {
  LLVMBuilderRef B = c->bld;
  LLVMTypeRef fty;
  LLVMValueRef create = rt(c, "cajit_rt_arena_create", c->t_ptr, NULL, 0, &fty);
  LLVMValueRef arena = LLVMBuildCall2(B, fty, create, NULL, 0, "arena");
  LLVMBuildStore(B, arena, arena_slot);
  cg_check(c, fr, LLVMBuildIsNotNull(B, arena, ""), CAJIT_OUT_OF_MEMORY,
           "out of memory creating the call's arena", NULL, 0);
  allocate_planned(c, fr, arena, plan);
  if (c->entry_tables) {
    if (!c->err) allocate_table(c, fr, outs, plan);
    return;
  }
  for (size_t i = 0; i < c->p->buffers.len && !c->err; i++) {
    const cajit_kir_buffer *b = &c->p->buffers.data[i];
    if (b->kind != CAJIT_KIR_BUFFER_OUTPUT || b->output_index < 0) continue;
    int32_t slot = b->output_index;
    LLVMValueRef n, t = alloc_tensor(c, (int32_t)i, &n);
    if (!t) return;
    cg_store_slot(c, outs, slot, t);
    bind_tensor(c, fr, (int32_t)i, t, n);
  }
  for (int32_t j = 0; j < plan->donated_count && !c->err; j++) {
    /* In the shape the host sees: the argument's, over all of the root. */
    LLVMValueRef n, t = alloc_tensor(c, plan->donated_view[j], &n);
    if (!t) return;
    cg_store_slot(c, fr->donated, j, t);
    bind_tensor(c, fr, plan->donated[j], t, n);
  }
}

/* Releases n DLPack tensors held in slots (NULL entries are skipped by the
 * runtime). */
static void release_all(cg *c, LLVMValueRef slots, int32_t n) {
  LLVMTypeRef fty, ps[1] = {c->t_ptr};
  LLVMValueRef fn = rt(c, "cajit_rt_dlpack_release", c->t_void, ps, 1, &fty);
  for (int32_t i = 0; i < n; i++) {
    LLVMValueRef t = cg_load_slot(c, slots, i, c->t_ptr);
    LLVMBuildCall2(c->bld, fty, fn, &t, 1, "");
  }
}

static void destroy_arena(cg *c, LLVMValueRef arena_slot) {
  LLVMTypeRef fty, ps[1] = {c->t_ptr};
  LLVMValueRef fn = rt(c, "cajit_rt_arena_destroy", c->t_void, ps, 1, &fty);
  LLVMValueRef a = LLVMBuildLoad2(c->bld, c->t_ptr, arena_slot, "");
  LLVMBuildCall2(c->bld, fty, fn, &a, 1, "");
}

/* Per kernel: the donated slot its host call hands over, or -1. */
static int32_t *donation_table(cg *c, const cajit_kir_memplan *plan) {
  size_t nk = c->p->kernels.len;
  int32_t *t = cajit_malloc((nk + 1) * sizeof *t);
  if (!t) return NULL;
  for (size_t k = 0; k < nk; k++)
    t[k] = -1;
  for (int32_t j = 0; j < plan->donated_count; j++)
    t[plan->donated_kernel[j]] = j;
  return t;
}

/* Per held slot (in the order the body fills them): the kernel after which
 * its host result is released, from the memory plan. */
static int32_t *release_table(cg *c, const cajit_kir_memplan *plan) {
  int32_t *t = cajit_malloc(((size_t)cg_held_count(c->p) + 1) * sizeof *t);
  if (!t) return NULL;
  int32_t slot = 0;
  for (size_t k = 0; k < c->p->kernels.len; k++) {
    const cajit_kir_kernel *kk = &c->p->kernels.data[k];
    if (kk->kind != CAJIT_KIR_HOST) continue;
    for (int32_t i = 0; i < kk->host->result_count; i++) {
      int32_t b = kk->host->results[i];
      t[slot++] = b < 0 ? CAJIT_MEMPLAN_NOT_RELEASED : plan->release_after[b];
    }
  }
  return t;
}

/* Per input: the kernel after which it is released, from the memory plan. */
static int32_t *input_release_table(cg *c, const cajit_kir_memplan *plan) {
  const cajit_kir_signature *sig = c->p->signature;
  int32_t *t = cajit_malloc(((size_t)sig->input_count + 1) * sizeof *t);
  if (!t) return NULL;
  for (int32_t i = 0; i < sig->input_count; i++)
    t[i] = plan->release_after[sig->inputs[i]];
  return t;
}

cajit_status cg_emit_entry(cg *c, const char *name, const cg_kernel_sig *sigs) {
  const cajit_kir_signature *sig = c->p->signature;
  const cajit_kir_memplan *plan = c->p->memplan;
  if (!plan)
    return cajit_status_make(CAJIT_INTERNAL,
                             "codegen: entry %s: the program has no memory "
                             "plan (run cajit_sched_memory first)",
                             name);
  LLVMBuilderRef B = c->bld;
  LLVMTypeRef param = c->t_ptr;
  LLVMValueRef fn =
      LLVMAddFunction(c->mod, name, LLVMFunctionType(c->t_i32, &param, 1, 0));
  cg_frame fr = {0};
  fr.fn = fn;
  fr.call = LLVMGetParam(fn, 0);
  LLVMSetValueName2(fr.call, "call", 4);
  LLVMPositionBuilderAtEnd(B,
                           LLVMAppendBasicBlockInContext(c->ctx, fn, "entry"));
  int32_t nsym = cajit_expr_ctx_symbol_count(c->p->exprs);
  int32_t nheld = cg_held_count(c->p), nout = sig->output_count;
  fr.bufs = array(c, c->t_ptr, (int64_t)c->p->buffers.len, "bufs");
  fr.syms = array(c, c->t_i64, nsym, "syms");
  fr.held = array(c, c->t_ptr, nheld, "held");
  LLVMValueRef outs = array(c, c->t_ptr, nout, "outs");
  int32_t *donated_of = donation_table(c, plan);
  int32_t *release_after = release_table(c, plan);
  int32_t *input_release_after = input_release_table(c, plan);
  bool *input_stale = cajit_malloc((size_t)sig->input_count + 1);
  if (!donated_of || !release_after || !input_release_after || !input_stale) {
    cajit_free(donated_of);
    cajit_free(release_after);
    cajit_free(input_release_after);
    cajit_free(input_stale);
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "codegen: out of memory");
  }
  fr.release_after = release_after;
  fr.input_release_after = input_release_after;
  fr.input_stale = input_stale;
  fr.inputs_now = array(c, c->t_ptr, sig->input_count, "inputs_now");
  fr.donated = array(c, c->t_ptr, plan->donated_count, "donated");
  fr.donated_of = plan->donated_count ? donated_of : NULL;
  for (int32_t i = 0; i < plan->donated_count; i++)
    cg_store_slot(c, fr.donated, i, LLVMConstNull(c->t_ptr));
  LLVMValueRef arena_slot = LLVMBuildAlloca(B, c->t_ptr, "arena");
  LLVMBuildStore(B, LLVMConstNull(c->t_ptr), arena_slot);
  for (int32_t i = 0; i < nheld; i++)
    cg_store_slot(c, fr.held, i, LLVMConstNull(c->t_ptr));
  for (int32_t i = 0; i < nout; i++)
    cg_store_slot(c, outs, i, LLVMConstNull(c->t_ptr));
  /* The cleanup block every failure branches to. */
  LLVMBasicBlockRef start = LLVMGetInsertBlock(B);
  fr.fail = LLVMAppendBasicBlockInContext(c->ctx, fn, "fail");
  LLVMPositionBuilderAtEnd(B, fr.fail);
  release_all(c, outs, nout);
  release_all(c, fr.held, nheld);
  release_all(c, fr.donated, plan->donated_count);
  destroy_arena(c, arena_slot);
  LLVMBuildRet(B, i32c(c, 1));
  LLVMPositionBuilderAtEnd(B, start);

  c->sym_slots = fr.syms;
  c->buf_slots = fr.bufs;
  c->safe_div = true;
  c->entry_tables = use_tables(sig);
  c->intern_strings = c->entry_tables;
  cg_scope_reset(c);
  check_count(c, &fr, offsetof(cajit_call, input_count), sig->input_count,
              "inputs");
  check_count(c, &fr, offsetof(cajit_call, sizes_count), sig->sizes_count,
              "sizes");
  check_count(c, &fr, offsetof(cajit_call, scalars_count), sig->scalars_count,
              "scalars");
  check_count(c, &fr, offsetof(cajit_call, hooks_count), sig->hooks_count,
              "hooks");
  check_count(c, &fr, offsetof(cajit_call, output_count), nout, "output slots");
  if (nout > 0)
    cg_check(
        c, &fr,
        LLVMBuildIsNotNull(
            B, call_field(c, &fr, offsetof(cajit_call, outputs), c->t_ptr), ""),
        CAJIT_GUARD_FAILED, "guard failed: call->outputs is NULL", NULL, 0);
  check_inputs_head(c, &fr, sig);
  /* cg_body.c checks each before its first reader (cajit_rt_input_ready) */
  if (c->entry_tables && sig->input_count > 0)
    LLVMBuildMemCpy(
        B, fr.inputs_now, 8,
        call_field(c, &fr, offsetof(cajit_call, inputs), c->t_ptr), 8,
        LLVMConstInt(c->t_i64, (uint64_t)sig->input_count * sizeof(void *), 0));
  for (int32_t i = 0; i < sig->input_count; i++) {
    if (!c->entry_tables)
      cg_store_slot(c, fr.inputs_now, i, input_tensor(c, &fr, i));
    input_stale[i] = true;
  }
  bind_symbols(c, &fr, sig);
  c->ovf_frame = &fr;
  if (!c->err) cg_check_size_symbols(c, &fr);
  check_inputs_tail(c, &fr, sig);
  check_assumptions(c, &fr, sig);
  if (!c->err) cg_check_extents(c, &fr);
  if (!c->err) allocate(c, &fr, arena_slot, outs, plan);
  /* The body's expressions are dims, strides and offsets of buffers the
   * checks above have bounded: plain arithmetic again. */
  c->ovf_frame = NULL;
  if (!c->err) cg_emit_body(c, &fr, sigs);
  if (!c->err) {
    LLVMValueRef dst =
        call_field(c, &fr, offsetof(cajit_call, outputs), c->t_ptr);
    for (int32_t i = 0; i < nout; i++)
      cg_store_slot(c, dst, i, cg_load_slot(c, outs, i, c->t_ptr));
    release_all(c, fr.held, nheld);
    release_all(c, fr.donated, plan->donated_count); /* all handed over */
    destroy_arena(c, arena_slot);
    LLVMBuildRet(B, i32c(c, 0));
  }
  cajit_free(donated_of);
  cajit_free(release_after);
  cajit_free(input_release_after);
  cajit_free(input_stale);
  c->sym_slots = c->buf_slots = NULL;
  c->ovf_frame = NULL;
  c->safe_div = false;
  c->entry_tables = false;
  c->intern_strings = false;
  cajit_ptrmap_free(&c->string_memo);
  cg_scope_reset(c);
  cajit_status s = c->err;
  c->err = NULL;
  return s ? cajit_status_annotate(s, "entry %s", name) : NULL;
}
