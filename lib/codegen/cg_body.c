/* Code outside kernels (see cg_internal.h): slot arrays, runtime calls,
 * failure checks, binding DLTensors to buffers, and the body that runs the
 * kernels and host calls of a program in order.
 *
 * Failure protocol: a check that fails calls cajit_rt_fail (which keeps the
 * first status of a call) and branches to the frame's fail block; a
 * runtime helper that fails (GEMM, host call) has already set the status,
 * so its non-zero return just branches there. Host results are stored in
 * the frame's held slots as soon as the call returns, before anything is
 * checked, so the fail block releases them on every path. */
#include <dlpack/dlpack.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "cajit/host.h"
#include "cajit/jit.h"
#include "codegen/cg_internal.h"
#include "kir/kir.h"

LLVMValueRef cg_runtime_fn(cg *c, const char *name, LLVMTypeRef ret,
                           LLVMTypeRef *params, unsigned n, bool vararg,
                           LLVMTypeRef *out_type) {
  /* The JIT's declaration of a runtime/rt.h function carries its exact C
   * signature and attributes; ours is the same type, for the others. */
  LLVMValueRef rtfn = cajit_jit_declare_runtime(c->mod, name);
  if (rtfn) {
    *out_type = LLVMGlobalGetValueType(rtfn);
    return rtfn;
  }
  *out_type = LLVMFunctionType(ret, params, n, vararg);
  LLVMValueRef fn = LLVMGetNamedFunction(c->mod, name);
  if (!fn) fn = LLVMAddFunction(c->mod, name, *out_type);
  return fn;
}

LLVMValueRef cg_alloca(cg *c, LLVMTypeRef t, const char *name) {
  if (!c->entry_tables) return LLVMBuildAlloca(c->bld, t, name);
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(
      LLVMGetBasicBlockParent(LLVMGetInsertBlock(c->bld)));
  LLVMValueRef first = LLVMGetFirstInstruction(entry);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c->ctx);
  if (first)
    LLVMPositionBuilderBefore(b, first);
  else
    LLVMPositionBuilderAtEnd(b, entry);
  LLVMValueRef a = LLVMBuildAlloca(b, t, name);
  LLVMDisposeBuilder(b);
  return a;
}

LLVMValueRef cg_cstring(cg *c, const char *text) {
  if (!c->intern_strings) return LLVMBuildGlobalString(c->bld, text, "str");
  LLVMValueRef key = LLVMConstStringInContext2(c->ctx, text, strlen(text), 0);
  LLVMValueRef g = cajit_ptrmap_get(&c->string_memo, key);
  if (g) return g;
  g = LLVMBuildGlobalString(c->bld, text, "str");
  if (!cajit_ptrmap_put(&c->string_memo, key, g))
    cg_fail(c,
            cajit_status_make(CAJIT_OUT_OF_MEMORY, "codegen: out of memory"));
  return g;
}

void cg_export_text(cg *c, const char *name, cg_text_fn make) {
  if (c->err) return;
  char *text = NULL;
  size_t len = 0;
  cajit_status s = make(c->p, &text, &len);
  if (s) {
    cg_fail(c, s);
    return;
  }
  LLVMValueRef init = LLVMConstStringInContext2(c->ctx, text, len, 0);
  cajit_free(text);
  LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
}

LLVMValueRef cg_slot(cg *c, LLVMValueRef base, int64_t i) {
  LLVMValueRef idx = LLVMConstInt(c->t_i64, (uint64_t)i, 1);
  return LLVMBuildInBoundsGEP2(c->bld, c->t_i64, base, &idx, 1, "");
}

LLVMValueRef cg_load_slot(cg *c, LLVMValueRef base, int64_t i, LLVMTypeRef t) {
  LLVMValueRef v = LLVMBuildLoad2(c->bld, t, cg_slot(c, base, i), "");
  LLVMSetAlignment(v, 8);
  return v;
}

void cg_store_slot(cg *c, LLVMValueRef base, int64_t i, LLVMValueRef v) {
  LLVMSetAlignment(LLVMBuildStore(c->bld, v, cg_slot(c, base, i)), 8);
}

LLVMValueRef cg_field(cg *c, LLVMValueRef base, size_t off) {
  LLVMValueRef idx = LLVMConstInt(c->t_i64, off, 0);
  return LLVMBuildInBoundsGEP2(c->bld, c->t_i8, base, &idx, 1, "");
}

LLVMValueRef cg_load_field(cg *c, LLVMValueRef base, size_t off,
                           LLVMTypeRef t) {
  return LLVMBuildLoad2(c->bld, t, cg_field(c, base, off), "");
}

void cg_check(cg *c, cg_frame *fr, LLVMValueRef ok, int32_t code,
              const char *fmt, LLVMValueRef *args, unsigned nargs) {
  if (c->flush_pending) c->flush_pending(c); /* the earlier checks first */
  LLVMBasicBlockRef bad = LLVMAppendBasicBlockInContext(c->ctx, fr->fn, "bad"),
                    good = LLVMAppendBasicBlockInContext(c->ctx, fr->fn, "ok");
  LLVMBuildCondBr(c->bld, ok, good, bad);
  LLVMPositionBuilderAtEnd(c->bld, bad);
  LLVMTypeRef params[3] = {c->t_ptr, c->t_i32, c->t_ptr}, fty;
  LLVMValueRef fn =
      cg_runtime_fn(c, "cajit_rt_fail", c->t_i32, params, 3, true, &fty);
  LLVMValueRef all[3 + 8];
  all[0] = fr->call;
  all[1] = LLVMConstInt(c->t_i32, (uint64_t)code, 0);
  all[2] = cg_cstring(c, fmt);
  for (unsigned i = 0; i < nargs && i < 8; i++)
    all[3 + i] = args[i];
  LLVMBuildCall2(c->bld, fty, fn, all, 3 + (nargs < 8 ? nargs : 8), "");
  LLVMBuildBr(c->bld, fr->fail);
  LLVMPositionBuilderAtEnd(c->bld, good);
}

static LLVMValueRef i64c(cg *c, int64_t v) {
  return LLVMConstInt(c->t_i64, (uint64_t)v, 1);
}

static LLVMValueRef i32c(cg *c, int64_t v) {
  return LLVMConstInt(c->t_i32, (uint64_t)v, 1);
}

/* DLPack dtype of a cajit dtype, packed as DLDataType's 32 bits. */
uint32_t cg_dl_dtype(cajit_dtype d) {
  uint32_t code, bits = (uint32_t)cajit_dtype_size(d) * 8;
  switch (d) {
  case CAJIT_DTYPE_BOOL: code = CG_DL_BOOL; break;
  case CAJIT_DTYPE_U8: code = kDLUInt; break;
  case CAJIT_DTYPE_F16:
  case CAJIT_DTYPE_F32:
  case CAJIT_DTYPE_F64: code = kDLFloat; break;
  case CAJIT_DTYPE_BF16: code = kDLBfloat; break;
  default: code = kDLInt; break;
  }
  return code | bits << 8 | 1u << 16; /* little-endian {code, bits, lanes} */
}

/* Text of e for a message, with % doubled: it goes into a printf format
 * (expressions print Python's modulo as %). */
static void expr_text(cg *c, const cajit_expr *e, char *buf, size_t cap) {
  char raw[96];
  size_t n = cajit_expr_print(c->p->exprs, e, raw, sizeof raw);
  if (n >= sizeof raw) memcpy(raw + sizeof raw - 4, "...", 4);
  size_t k = 0;
  for (const char *s = raw; *s && k + 3 < cap; s++) {
    if (*s == '%') buf[k++] = '%';
    buf[k++] = *s;
  }
  buf[k] = 0;
}

void cg_escape_pct(const char *subject, char *out, size_t cap) {
  size_t n = 0;
  for (const char *s = subject; *s && n + 3 < cap; s++) {
    if (*s == '%') out[n++] = '%';
    out[n++] = *s;
  }
  out[n] = 0;
}

void cg_bind_tensor_head(cg *c, cg_frame *fr, LLVMValueRef t, int32_t bid,
                         const char *subject, int32_t code) {
  LLVMBuilderRef B = c->bld;
  const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, bid);
  int32_t nd = b->ndim;
  char fmt[600], subj[160];
  cg_escape_pct(subject, subj, sizeof subj);
  LLVMValueRef ndim = cg_load_field(c, t, offsetof(DLTensor, ndim), c->t_i32);
  snprintf(fmt, sizeof fmt, "%s has %%d dims, expected %d", subj, (int)nd);
  cg_check(c, fr, LLVMBuildICmp(B, LLVMIntEQ, ndim, i32c(c, nd), ""), code, fmt,
           &ndim, 1);
  LLVMValueRef dt = cg_load_field(c, t, offsetof(DLTensor, dtype), c->t_i32);
  uint32_t want = cg_dl_dtype(b->dtype);
  LLVMValueRef ok = LLVMBuildICmp(B, LLVMIntEQ, dt, i32c(c, want), "");
  if (b->dtype == CAJIT_DTYPE_BOOL) /* some producers say uint8 for bool */
    ok = LLVMBuildOr(B, ok,
                     LLVMBuildICmp(B, LLVMIntEQ, dt,
                                   i32c(c, kDLUInt | 8u << 8 | 1u << 16), ""),
                     "");
  LLVMValueRef parts[3] = {
      LLVMBuildAnd(B, dt, i32c(c, 0xff), ""),
      LLVMBuildAnd(B, LLVMBuildLShr(B, dt, i32c(c, 8), ""), i32c(c, 0xff), ""),
      LLVMBuildLShr(B, dt, i32c(c, 16), "")};
  snprintf(fmt, sizeof fmt,
           "%s has DLPack dtype (code %%d, bits %%d, lanes %%d), expected %s",
           subj, cajit_dtype_name(b->dtype));
  cg_check(c, fr, ok, code, fmt, parts, 3);
  LLVMValueRef data = cg_load_field(c, t, offsetof(DLTensor, data), c->t_ptr);
  LLVMValueRef off =
      cg_load_field(c, t, offsetof(DLTensor, byte_offset), c->t_i64);
  cg_store_slot(c, fr->bufs, bid,
                LLVMBuildInBoundsGEP2(B, c->t_i8, data, &off, 1, ""));
}

void cg_bind_tensor_tail(cg *c, cg_frame *fr, LLVMValueRef t, int32_t bid,
                         const char *subject, int32_t code,
                         const int32_t *skip_dim_check) {
  LLVMBuilderRef B = c->bld;
  const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, bid);
  int32_t nd = b->ndim;
  if (nd == 0) return;
  char fmt[600], subj[160];
  cg_escape_pct(subject, subj, sizeof subj);
  LLVMValueRef shape_p =
      cg_load_field(c, t, offsetof(DLTensor, shape), c->t_ptr);
  LLVMValueRef dims[nd];
  for (int32_t d = 0; d < nd; d++) {
    dims[d] = cg_load_slot(c, shape_p, d, c->t_i64);
    if (skip_dim_check && skip_dim_check[d]) continue;
    b = cajit_kir_buffer_get(c->p, bid);
    const cajit_expr *de = b->shape[d];
    LLVMValueRef want_d = cg_expr(c, de);
    if (!want_d) return;
    char et[200];
    expr_text(c, de, et, sizeof et);
    snprintf(fmt, sizeof fmt, "%s dim %d is %%lld, expected %%lld (%s)", subj,
             (int)d, et);
    LLVMValueRef args[2] = {dims[d], want_d};
    cg_check(c, fr, LLVMBuildICmp(B, LLVMIntEQ, dims[d], want_d, ""), code, fmt,
             args, 2);
  }
  /* Actual strides: the tensor's, or row-major ones when it has none. */
  LLVMValueRef contig[nd];
  contig[nd - 1] = i64c(c, 1);
  for (int32_t d = nd - 2; d >= 0; d--)
    contig[d] = LLVMBuildMul(B, contig[d + 1], dims[d + 1], "");
  LLVMValueRef st_p =
      cg_load_field(c, t, offsetof(DLTensor, strides), c->t_ptr);
  LLVMValueRef has = LLVMBuildIsNotNull(B, st_p, "");
  LLVMBasicBlockRef pre = LLVMGetInsertBlock(B),
                    yes = LLVMAppendBasicBlockInContext(c->ctx, fr->fn, "st"),
                    join = LLVMAppendBasicBlockInContext(c->ctx, fr->fn, "st2");
  LLVMBuildCondBr(B, has, yes, join);
  LLVMPositionBuilderAtEnd(B, yes);
  LLVMValueRef given[nd];
  for (int32_t d = 0; d < nd; d++)
    given[d] = cg_load_slot(c, st_p, d, c->t_i64);
  LLVMBuildBr(B, join);
  LLVMPositionBuilderAtEnd(B, join);
  cg_scope_reset(c); /* values made in `yes` do not dominate what follows */
  LLVMValueRef actual[nd];
  for (int32_t d = 0; d < nd; d++) {
    actual[d] = LLVMBuildPhi(B, c->t_i64, "stride");
    LLVMValueRef in[2] = {contig[d], given[d]};
    LLVMBasicBlockRef from[2] = {pre, yes};
    LLVMAddIncoming(actual[d], in, from, 2);
  }
  for (int32_t d = 0; d < nd; d++) {
    b = cajit_kir_buffer_get(c->p, bid);
    if (b->stride_open[d]) {
      cg_store_slot(c, fr->syms, cajit_expr_symbol_index(b->strides[d]),
                    actual[d]);
      continue;
    }
    /* A declared stride is a guard, except on a dim of size 1 where the
     * stride never matters (and producers write anything there). */
    const cajit_expr *se = b->strides[d];
    LLVMValueRef want_s = cg_expr(c, se);
    if (!want_s) return;
    char et[200];
    expr_text(c, se, et, sizeof et);
    snprintf(fmt, sizeof fmt, "%s stride %d is %%lld, expected %%lld (%s)",
             subj, (int)d, et);
    LLVMValueRef ok_s =
        LLVMBuildOr(B, LLVMBuildICmp(B, LLVMIntEQ, actual[d], want_s, ""),
                    LLVMBuildICmp(B, LLVMIntEQ, dims[d], i64c(c, 1), ""), "");
    LLVMValueRef args[2] = {actual[d], want_s};
    cg_check(c, fr, ok_s, code, fmt, args, 2);
  }
}

/* ---- host calls ----------------------------------------------------------
 */

/* Fills the stack DLTensor t for strided buffer bid with one
 * cajit_rt_view_tensor call, its shape and strides in one stack array. */
static LLVMValueRef view_tensor(cg *c, LLVMValueRef t, int32_t bid) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, bid);
  int32_t nd = b->ndim;
  LLVMValueRef dims =
      cg_alloca(c, LLVMArrayType(c->t_i64, nd > 0 ? 2 * nd : 1), "dims");
  for (int32_t d = 0; d < nd; d++) {
    b = cajit_kir_buffer_get(c->p, bid);
    const cajit_expr *se = b->shape[d], *te = b->strides[d];
    LLVMValueRef sv = cg_expr(c, se), tv = cg_expr(c, te);
    if (!sv || !tv) return NULL;
    cg_store_slot(c, dims, d, sv);
    cg_store_slot(c, dims, nd + d, tv);
  }
  b = cajit_kir_buffer_get(c->p, bid);
  LLVMValueRef data = cg_element_ptr(c, b->root, b->offset);
  if (!data) return NULL;
  LLVMTypeRef fty, ps[5] = {c->t_ptr, c->t_ptr, c->t_i32, c->t_i32, c->t_ptr};
  LLVMValueRef fn =
      cg_runtime_fn(c, "cajit_rt_view_tensor", c->t_void, ps, 5, false, &fty);
  LLVMValueRef args[5] = {t, data, i32c(c, nd), i32c(c, cg_dl_dtype(b->dtype)),
                          dims};
  LLVMBuildCall2(c->bld, fty, fn, args, 5, "");
  return t;
}

/* A DLTensor for strided buffer bid: the caller's own tensor for an input
 * root (hooks and grad accumulation need its identity), else one built on
 * the stack from the buffer's pointer, shape and strides. */
static LLVMValueRef arg_tensor(cg *c, cg_frame *fr, int32_t bid) {
  LLVMBuilderRef B = c->bld;
  const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, bid);
  if (b->kind == CAJIT_KIR_BUFFER_INPUT) {
    if (fr->inputs_now)
      return cg_load_slot(c, fr->inputs_now, b->input_index, c->t_ptr);
    LLVMValueRef inputs =
        cg_load_field(c, fr->call, offsetof(cajit_call, inputs), c->t_ptr);
    return cg_load_slot(c, inputs, b->input_index, c->t_ptr);
  }
  int32_t nd = b->ndim;
  LLVMValueRef t = cg_alloca(c, LLVMArrayType(c->t_i64, 6), "dl");
  if (c->entry_tables) /* the same tensor, its fields set out of line */
    return view_tensor(c, t, bid);
  LLVMValueRef shape =
      LLVMBuildAlloca(B, LLVMArrayType(c->t_i64, nd > 0 ? nd : 1), "shape");
  LLVMValueRef strides =
      LLVMBuildAlloca(B, LLVMArrayType(c->t_i64, nd > 0 ? nd : 1), "strides");
  for (int32_t d = 0; d < nd; d++) {
    b = cajit_kir_buffer_get(c->p, bid);
    const cajit_expr *se = b->shape[d], *te = b->strides[d];
    LLVMValueRef sv = cg_expr(c, se), tv = cg_expr(c, te);
    if (!sv || !tv) return NULL;
    cg_store_slot(c, shape, d, sv);
    cg_store_slot(c, strides, d, tv);
  }
  b = cajit_kir_buffer_get(c->p, bid);
  LLVMValueRef data = cg_element_ptr(c, b->root, b->offset);
  if (!data) return NULL;
  LLVMBuildStore(B, data, cg_field(c, t, offsetof(DLTensor, data)));
  LLVMBuildStore(
      B, i32c(c, kDLCPU),
      cg_field(c, t,
               offsetof(DLTensor, device) + offsetof(DLDevice, device_type)));
  LLVMBuildStore(
      B, i32c(c, 0),
      cg_field(c, t,
               offsetof(DLTensor, device) + offsetof(DLDevice, device_id)));
  LLVMBuildStore(B, i32c(c, nd), cg_field(c, t, offsetof(DLTensor, ndim)));
  LLVMBuildStore(B, i32c(c, cg_dl_dtype(b->dtype)),
                 cg_field(c, t, offsetof(DLTensor, dtype)));
  LLVMBuildStore(B, shape, cg_field(c, t, offsetof(DLTensor, shape)));
  LLVMBuildStore(B, strides, cg_field(c, t, offsetof(DLTensor, strides)));
  LLVMBuildStore(B, i64c(c, 0),
                 cg_field(c, t, offsetof(DLTensor, byte_offset)));
  return t;
}

/* The constant cajit_rt_host_site of a host kernel: { i32 x 9, ptr x 3 }. */
static LLVMValueRef host_site(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_host_desc *h = k->host;
  LLVMValueRef null = LLVMConstNull(c->t_ptr);
  LLVMValueRef f[12] = {
      i32c(c, h->kind),
      i32c(c, h->hook),
      i32c(c, h->arg_count),
      i32c(c, h->arg_split),
      i32c(c, h->result_count),
      i32c(c, (int64_t)(h->flags |
                        (k->moved_past_inputs ? CAJIT_HOST_MOVED_EARLY : 0))),
      i32c(c, h->int_count),
      i32c(c, h->float_count),
      i32c(c, h->node),
      h->op_name ? cg_cstring(c, h->op_name) : null,
      h->args_desc ? cg_cstring(c, h->args_desc) : null,
      cg_cstring(c, k->name)};
  LLVMValueRef init = LLVMConstStructInContext(c->ctx, f, 12, 0);
  LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(init), "site");
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  return g;
}

static LLVMValueRef stack_array(cg *c, LLVMTypeRef t, int32_t n,
                                const char *name) {
  return cg_alloca(c, LLVMArrayType(t, n > 0 ? (unsigned)n : 1), name);
}

/* The owned-inputs array of host kernel k: NULL, or its argument slots with
 * the donated grad (kir.h's cajit_kir_memplan) in the accumulate_grad's grad
 * slot, moved out of the frame's donated slots (the host call now owns it, and
 * releases it unless the host takes it). */
static LLVMValueRef owned_args(cg *c, cg_frame *fr, const cajit_kir_kernel *k) {
  int32_t slot = fr->donated_of ? fr->donated_of[k - c->p->kernels.data] : -1;
  if (slot < 0) return LLVMConstNull(c->t_ptr);
  int32_t n = k->host->arg_count;
  LLVMValueRef owned = stack_array(c, c->t_ptr, n, "owned");
  for (int32_t i = 0; i < n; i++)
    cg_store_slot(c, owned, i, LLVMConstNull(c->t_ptr));
  cg_store_slot(c, owned, 1, cg_load_slot(c, fr->donated, slot, c->t_ptr));
  cg_store_slot(c, fr->donated, slot, LLVMConstNull(c->t_ptr));
  return owned;
}

static void emit_host(cg *c, cg_frame *fr, const cajit_kir_kernel *k,
                      int32_t *held_next) {
  LLVMBuilderRef B = c->bld;
  const cajit_kir_host_desc *h = k->host;
  LLVMValueRef args = stack_array(c, c->t_ptr, h->arg_count, "args");
  LLVMValueRef res = stack_array(c, c->t_ptr, h->result_count, "results");
  LLVMValueRef ints = stack_array(c, c->t_i64, h->int_count, "ints");
  LLVMValueRef floats = stack_array(c, c->t_f64, h->float_count, "floats");
  for (int32_t i = 0; i < h->arg_count; i++) {
    LLVMValueRef t = h->args[i] < 0 ? LLVMConstNull(c->t_ptr)
                                    : arg_tensor(c, fr, h->args[i]);
    if (!t) return;
    cg_store_slot(c, args, i, t);
  }
  for (int32_t i = 0; i < h->result_count; i++)
    cg_store_slot(c, res, i, LLVMConstNull(c->t_ptr));
  for (int32_t i = 0; i < h->int_count; i++) {
    LLVMValueRef v = cg_expr(c, h->ints[i]);
    if (!v) return;
    cg_store_slot(c, ints, i, v);
  }
  for (int32_t i = 0; i < h->float_count; i++) {
    LLVMValueRef v = cg_expr(c, h->floats[i]);
    if (!v) return;
    if (LLVMTypeOf(v) != c->t_f64) v = LLVMBuildSIToFP(B, v, c->t_f64, "");
    cg_store_slot(c, floats, i, v);
  }
  LLVMTypeRef params[7] = {c->t_ptr, c->t_ptr, c->t_ptr, c->t_ptr,
                           c->t_ptr, c->t_ptr, c->t_ptr},
              fty;
  LLVMValueRef fn =
      cg_runtime_fn(c, "cajit_rt_host_call", c->t_i32, params, 7, false, &fty);
  LLVMValueRef cargs[7] = {fr->call, host_site(c, k),     args, res, ints,
                           floats,   owned_args(c, fr, k)};
  LLVMValueRef rc = LLVMBuildCall2(B, fty, fn, cargs, 7, "");
  LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(c->ctx, fr->fn, "ok");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntEQ, rc, i32c(c, 0), ""), next,
                  fr->fail);
  LLVMPositionBuilderAtEnd(B, next);
  /* The results belong to this function from now on. */
  int32_t base = *held_next;
  *held_next += h->result_count;
  LLVMValueRef got[h->result_count > 0 ? h->result_count : 1];
  for (int32_t i = 0; i < h->result_count; i++) {
    got[i] = cg_load_slot(c, res, i, c->t_ptr);
    cg_store_slot(c, fr->held, base + i, got[i]);
  }
  for (int32_t i = 0; i < h->result_count; i++) {
    if (h->results[i] < 0) continue;
    char fmt[300], name[160];
    cg_escape_pct(k->name, name, sizeof name); /* fmt is a printf format */
    snprintf(fmt, sizeof fmt, "host call %s returned none for tensor result %d",
             name, (int)i);
    cg_check(c, fr, LLVMBuildIsNotNull(B, got[i], ""), CAJIT_HOST_ERROR, fmt,
             NULL, 0);
    char subject[160];
    snprintf(subject, sizeof subject, "host call %s: result %d", k->name,
             (int)i);
    /* dl_tensor is the first member of DLManagedTensor. */
    cg_bind_tensor_head(c, fr, got[i], h->results[i], subject,
                        CAJIT_HOST_ERROR);
    cg_bind_tensor_tail(c, fr, got[i], h->results[i], subject, CAJIT_HOST_ERROR,
                        NULL);
    if (c->err) return;
  }
}

int32_t cg_held_count(const cajit_kir_program *p) {
  int32_t n = 0;
  for (size_t i = 0; i < p->kernels.len; i++)
    if (p->kernels.data[i].kind == CAJIT_KIR_HOST)
      n += p->kernels.data[i].host->result_count;
  return n;
}

/* Calls kernel i's function with its roots and symbols; one that returns
 * a status branches to the fail block on failure. */
static void emit_kernel_call(cg *c, cg_frame *fr, const cg_kernel_sig *sigs,
                             size_t i) {
  LLVMBuilderRef B = c->bld;
  const cg_kernel_sig *s = &sigs[i];
  LLVMValueRef t0 = cg_profile_start(c);
  size_t na = (size_t)s->root_count + (size_t)s->sym_count + 1;
  LLVMValueRef args[na];
  size_t n = 0;
  for (int32_t r = 0; r < s->root_count; r++)
    args[n++] = cg_load_slot(c, fr->bufs, s->roots[r], c->t_ptr);
  for (int32_t j = 0; j < s->sym_count; j++)
    args[n++] =
        cg_load_slot(c, fr->syms, s->syms[j],
                     cajit_expr_ctx_symbol_type(c->p->exprs, s->syms[j]) ==
                             CAJIT_EXPR_TYPE_FLOAT
                         ? c->t_f64
                         : c->t_i64);
  if (!s->returns_status) {
    LLVMBuildCall2(B, s->fn_type, s->fn, args, (unsigned)n, "");
    cg_profile_stop_kernel(c, sigs, i, t0);
    return;
  }
  args[n++] = fr->call; /* the kernel reports failures through call */
  LLVMValueRef rc = LLVMBuildCall2(B, s->fn_type, s->fn, args, (unsigned)n, "");
  cg_profile_stop_kernel(c, sigs, i, t0);
  LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(c->ctx, fr->fn, "ok");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntEQ, rc, i32c(c, 0), ""), next,
                  fr->fail);
  LLVMPositionBuilderAtEnd(B, next);
}

/* Releases the host results whose last reader is kernel `after` (and
 * clears their slots, so the end of the call and the fail block skip
 * them). */
static void release_host_results(cg *c, cg_frame *fr, int32_t after,
                                 int32_t held) {
  LLVMTypeRef fty, param = c->t_ptr;
  LLVMValueRef fn = NULL;
  for (int32_t slot = 0; slot < held; slot++) {
    if (fr->release_after[slot] != after) continue;
    if (!fn)
      fn = cg_runtime_fn(c, "cajit_rt_dlpack_release", c->t_void, &param, 1,
                         false, &fty);
    LLVMValueRef t = cg_load_slot(c, fr->held, slot, c->t_ptr);
    LLVMBuildCall2(c->bld, fty, fn, &t, 1, "");
    cg_store_slot(c, fr->held, slot, LLVMConstNull(c->t_ptr));
  }
}

/* One cajit_rt_release_inputs call for the inputs whose last reader is
 * kernel `after`, their indices in a constant array. */
static void release_inputs(cg *c, cg_frame *fr, int32_t after) {
  int32_t n_inputs = c->p->signature->input_count, n = 0;
  LLVMValueRef idx[n_inputs > 0 ? n_inputs : 1];
  for (int32_t i = 0; i < n_inputs; i++)
    if (fr->input_release_after[i] == after)
      idx[n++] = LLVMConstInt(c->t_i32, (uint64_t)i, 0);
  if (n == 0) return;
  LLVMTypeRef arr_ty = LLVMArrayType(c->t_i32, (unsigned)n);
  LLVMValueRef arr = LLVMAddGlobal(c->mod, arr_ty, "released_inputs");
  LLVMSetInitializer(arr, LLVMConstArray(c->t_i32, idx, (unsigned)n));
  LLVMSetGlobalConstant(arr, 1);
  LLVMSetLinkage(arr, LLVMPrivateLinkage);
  LLVMSetUnnamedAddress(arr, LLVMGlobalUnnamedAddr);
  LLVMTypeRef fty, params[3] = {c->t_ptr, c->t_ptr, c->t_i32};
  LLVMValueRef fn = cg_runtime_fn(c, "cajit_rt_release_inputs", c->t_void,
                                  params, 3, false, &fty);
  LLVMValueRef args[3] = {fr->call, arr, i32c(c, n)};
  LLVMBuildCall2(c->bld, fty, fn, args, 3, "");
}

/* ---- inputs whose memory may change ------------------------------------
 *
 * DLPack lends an input's memory for the call, but a hook may free, shrink
 * or re-allocate it in the middle (FSDP2 frees its unsharded parameters'
 * storage after the forward and all-gathers into a new one in a
 * pre-backward hook, which the captured graph runs before the kernels that
 * read them). Before a kernel or host call reads an input root for the
 * first time since the entry or the last host call,
 * cajit_rt_input_ready(call, i, &inputs_now[i], &bufs[root], reader) asks
 * the host for the input's current tensor (cajit_call.input_now), checks
 * that its memory covers its sizes and strides, and re-binds the root's
 * pointer; the call fails, naming the input and the reader, instead of
 * reading freed memory. */

static void ready_input(cg *c, cg_frame *fr, int32_t root, const char *name) {
  const cajit_kir_buffer *b = cajit_kir_buffer_get(c->p, root);
  if (!fr->input_stale || b->kind != CAJIT_KIR_BUFFER_INPUT ||
      !fr->input_stale[b->input_index])
    return;
  int32_t i = b->input_index;
  fr->input_stale[i] = false;
  LLVMTypeRef fty, ps[5] = {c->t_ptr, c->t_i32, c->t_ptr, c->t_ptr, c->t_ptr};
  LLVMValueRef fn =
      cg_runtime_fn(c, "cajit_rt_input_ready", c->t_i32, ps, 5, false, &fty);
  LLVMValueRef args[5] = {fr->call, i32c(c, i), cg_slot(c, fr->inputs_now, i),
                          cg_slot(c, fr->bufs, root), cg_cstring(c, name)};
  LLVMValueRef rc = LLVMBuildCall2(c->bld, fty, fn, args, 5, "");
  LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(c->ctx, fr->fn, "ok");
  LLVMBuildCondBr(c->bld, LLVMBuildICmp(c->bld, LLVMIntEQ, rc, i32c(c, 0), ""),
                  next, fr->fail);
  LLVMPositionBuilderAtEnd(c->bld, next);
}

/* Checks the inputs kernel i reads (its roots; a host call's arguments'). */
static void ready_inputs(cg *c, cg_frame *fr, const cg_kernel_sig *s,
                         const cajit_kir_kernel *k) {
  if (!fr->input_stale) return;
  if (k->kind == CAJIT_KIR_HOST) {
    for (int32_t a = 0; a < k->host->arg_count; a++)
      if (k->host->args[a] >= 0)
        ready_input(c, fr, cajit_kir_buffer_get(c->p, k->host->args[a])->root,
                    k->name);
  } else {
    for (int32_t r = 0; r < s->root_count; r++)
      ready_input(c, fr, s->roots[r], k->name);
  }
}

static void stale_inputs(cg *c, cg_frame *fr) {
  for (int32_t i = 0; fr->input_stale && i < c->p->signature->input_count; i++)
    fr->input_stale[i] = true;
}

/* What the memory plan lets go after kernel `after` (kir.h's
 * cajit_kir_memplan). */
static void emit_releases(cg *c, cg_frame *fr, int32_t after, int32_t held) {
  if (fr->release_after) release_host_results(c, fr, after, held);
  if (fr->input_release_after) release_inputs(c, fr, after);
}

void cg_emit_body(cg *c, cg_frame *fr, const cg_kernel_sig *sigs) {
  int32_t held_next = 0;
  emit_releases(c, fr, CAJIT_MEMPLAN_BEFORE_KERNELS, 0);
  for (size_t i = 0; i < c->p->kernels.len && !c->err; i++) {
    const cajit_kir_kernel *k = &c->p->kernels.data[i];
    /* A sibling computed in the previous kernel's loops (cg_reduce.c). */
    if (k->kind != CAJIT_KIR_HOST && !sigs[i].fn) continue;
    cg_scope_reset(c);
    ready_inputs(c, fr, &sigs[i], k);
    if (k->kind == CAJIT_KIR_HOST) {
      LLVMValueRef t0 = cg_profile_start(c);
      emit_host(c, fr, k, &held_next);
      cg_profile_stop(c, i, t0);
      /* Fallback ops are aten ops and accumulate_grad sets a .grad: only
       * hooks, custom backwards and final callbacks run user code. */
      if (k->host->kind != CAJIT_HOST_FALLBACK &&
          k->host->kind != CAJIT_HOST_ACCUMULATE_GRAD)
        stale_inputs(c, fr);
    } else {
      emit_kernel_call(c, fr, sigs, i);
    }
    /* Only the held slots filled so far (held_next) can be released. */
    if (!c->err) emit_releases(c, fr, (int32_t)i, held_next);
  }
  cg_scope_reset(c);
}
