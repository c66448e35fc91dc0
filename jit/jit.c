/* The JIT (see cajit/jit.h): the one file that owns ORC objects. Every
 * LLJIT, JITDylib, resource tracker, memory buffer and symbol-pool entry is
 * created and released here, on every path.
 *
 * Layout: one LLJIT per cajit_jit. Modules are compiled to objects by the
 * target (emit.c) and added with LLVMOrcLLJITAddObjectFileWithRT, so
 * LLVM's IR compile layer (one shared TargetMachine, not thread-safe) is
 * never used and modules compile in parallel. Each module gets a bare
 * JITDylib (no process symbols, no platform) whose only generator defines,
 * on demand, the symbols of the runtime symbol table (symbols.c) as
 * absolute symbols (LLVMOrcAbsoluteSymbols + LLVMOrcJITDylibDefine). They
 * are defined non-exported, so lookups through the public API see only the
 * module's own exports. A module's code lives under its own resource
 * tracker; unloading removes the tracker and returns the (now empty)
 * JITDylib to a free list for the next module, as ORC cannot delete
 * JITDylibs through the C API.
 *
 * ORC reports some failures (unresolved symbols while linking) to the
 * session's error reporter rather than to the lookup that triggered them.
 * Materialization runs on the looking-up thread (LLJIT's in-place
 * dispatcher), so the reporter appends to a thread-local buffer that the
 * current lookup adds to its error message.
 *
 * Object cache hook (issue 7): cajit_jit_add_object loads objects produced
 * by cajit_jit_emit(CAJIT_EMIT_OBJ); a disk cache keys the optimized module
 * (or the graph), stores the object bytes from emit, and loads hits with
 * add_object, so no ObjectTransformLayer is needed. */
#include <llvm-c/Core.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "jit/internal.h"
#include "support/alloc.h"
#include "support/strbuf.h"
#include "support/vec.h"

struct cajit_jit_module {
  cajit_jit *jit;
  LLVMOrcJITDylibRef jd;
  LLVMOrcResourceTrackerRef rt;
  char *name;
  cajit_jit_module *prev, *next; /* live modules of jit */
};

struct cajit_jit {
  cajit_jit_target *target;
  cajit_jit_symtab *symtab;
  LLVMOrcLLJITRef lljit;
  LLVMOrcExecutionSessionRef es;
  pthread_mutex_t lock; /* guards the fields below */
  CAJIT_VEC(LLVMOrcJITDylibRef) free_jds;
  uint64_t jd_counter;
  cajit_jit_module *modules;
  size_t module_count;
};

static cajit_status oom(const char *what) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "jit: out of memory (%s)",
                           what);
}

/* ---- session errors ---- */

static _Thread_local cajit_strbuf *tls_session_errors;

static void report_session_error(void *ctx, LLVMErrorRef err) {
  (void)ctx;
  char *msg = LLVMGetErrorMessage(err);
  cajit_strbuf *b = tls_session_errors;
  if (b) {
    if (b->len) cajit_strbuf_puts(b, "; ");
    cajit_strbuf_puts(b, msg);
  }
  LLVMDisposeErrorMessage(msg);
}

/* ---- the runtime symbol generator ---- */

static LLVMErrorRef
generate_runtime_symbols(LLVMOrcDefinitionGeneratorRef gen, void *ctx,
                         LLVMOrcLookupStateRef *state, LLVMOrcLookupKind kind,
                         LLVMOrcJITDylibRef jd,
                         LLVMOrcJITDylibLookupFlags jd_flags,
                         LLVMOrcCLookupSet set, size_t set_size) {
  (void)gen;
  (void)state;
  (void)jd_flags;
  cajit_jit *jit = ctx;
  /* Only the linker's lookups (static) see the runtime; API lookups
   * (dlsym-style) must not resolve runtime names through a module. */
  if (kind != LLVMOrcLookupKindStatic || set_size == 0) return LLVMErrorSuccess;
  LLVMOrcCSymbolMapPair *pairs = cajit_malloc(set_size * sizeof *pairs);
  if (!pairs)
    return LLVMCreateStringError("jit: out of memory defining symbols");
  size_t n = 0;
  for (size_t i = 0; i < set_size; i++) {
    const char *name = LLVMOrcSymbolStringPoolEntryStr(set[i].Name);
    void *address = cajit_jit_symtab_find(jit->symtab, name);
    if (!address) continue;
    LLVMOrcRetainSymbolStringPoolEntry(set[i].Name); /* owned by the MU */
    pairs[n].Name = set[i].Name;
    pairs[n].Sym.Address = (LLVMOrcExecutorAddress)(uintptr_t)address;
    pairs[n].Sym.Flags.GenericFlags = LLVMJITSymbolGenericFlagsCallable;
    pairs[n].Sym.Flags.TargetFlags = 0;
    n++;
  }
  LLVMErrorRef err = LLVMErrorSuccess;
  if (n) {
    LLVMOrcMaterializationUnitRef mu = LLVMOrcAbsoluteSymbols(pairs, n);
    err = LLVMOrcJITDylibDefine(jd, mu);
    if (err) LLVMOrcDisposeMaterializationUnit(mu);
  }
  cajit_free(pairs);
  return err;
}

/* ---- JITDylibs ---- */

static cajit_status acquire_jd(cajit_jit *jit, LLVMOrcJITDylibRef *out_jd) {
  pthread_mutex_lock(&jit->lock);
  if (jit->free_jds.len) {
    *out_jd = jit->free_jds.data[--jit->free_jds.len];
    pthread_mutex_unlock(&jit->lock);
    return CAJIT_OK_STATUS;
  }
  char name[48];
  snprintf(name, sizeof name, "cajit.module.%llu",
           (unsigned long long)jit->jd_counter++);
  LLVMOrcJITDylibRef jd =
      LLVMOrcExecutionSessionCreateBareJITDylib(jit->es, name);
  if (jd) {
    LLVMOrcJITDylibAddGenerator(jd, LLVMOrcCreateCustomCAPIDefinitionGenerator(
                                        generate_runtime_symbols, jit, NULL));
  }
  pthread_mutex_unlock(&jit->lock);
  if (!jd)
    return cajit_status_make(CAJIT_LLVM_ERROR, "jit: cannot create JITDylib %s",
                             name);
  *out_jd = jd;
  return CAJIT_OK_STATUS;
}

/* Returns an emptied JITDylib for reuse (if the free list cannot grow, the
 * JITDylib simply stays unused until the JIT is destroyed). */
static void release_jd(cajit_jit *jit, LLVMOrcJITDylibRef jd) {
  pthread_mutex_lock(&jit->lock);
  (void)CAJIT_VEC_PUSH(&jit->free_jds, jd);
  pthread_mutex_unlock(&jit->lock);
}

/* ---- creation and destruction ---- */

static cajit_status create_lljit(cajit_jit *jit) {
  LLVMTargetMachineRef tm;
  CAJIT_RETURN_IF_ERROR(cajit_jit_target_make_tm(jit->target, &tm));
  /* Ownership: the JTMB takes the TM, the builder takes the JTMB, and
   * LLVMOrcCreateLLJIT takes the builder, even when it fails. */
  LLVMOrcJITTargetMachineBuilderRef jtmb =
      LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(tm);
  LLVMOrcLLJITBuilderRef builder = LLVMOrcCreateLLJITBuilder();
  LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(builder, jtmb);
  LLVMErrorRef err = LLVMOrcCreateLLJIT(&jit->lljit, builder);
  if (err) {
    jit->lljit = NULL;
    return cajit_jit_from_llvm_error(err, "creating the ORC LLJIT");
  }
  jit->es = LLVMOrcLLJITGetExecutionSession(jit->lljit);
  LLVMOrcExecutionSessionSetErrorReporter(jit->es, report_session_error, jit);
  return CAJIT_OK_STATUS;
}

void cajit_jit_destroy(cajit_jit *jit) {
  if (!jit) return;
  cajit_jit_module *m = jit->modules;
  while (m) {
    cajit_jit_module *next = m->next;
    LLVMOrcReleaseResourceTracker(m->rt); /* the code goes with the LLJIT */
    cajit_free(m->name);
    cajit_free(m);
    m = next;
  }
  if (jit->lljit) {
    LLVMErrorRef err = LLVMOrcDisposeLLJIT(jit->lljit);
    if (err) LLVMConsumeError(err); /* nothing left to report it to */
  }
  cajit_jit_symtab_destroy(jit->symtab);
  cajit_jit_target_destroy(jit->target);
  CAJIT_VEC_FREE(&jit->free_jds);
  pthread_mutex_destroy(&jit->lock);
  cajit_free(jit);
}

cajit_status cajit_jit_create(const cajit_jit_options *opts,
                              cajit_jit **out_jit) {
  *out_jit = NULL;
  cajit_jit_options defaults;
  if (!opts) {
    cajit_jit_options_init(&defaults);
    opts = &defaults;
  }
  cajit_jit *jit = cajit_calloc(1, sizeof *jit);
  if (!jit) return oom("jit");
  pthread_mutex_init(&jit->lock, NULL);
  cajit_status s = cajit_jit_target_create(opts, &jit->target);
  if (!s)
    s = cajit_jit_symtab_create(cajit_jit_target_uses_libmvec(jit->target),
                                opts->extra_symbols, opts->extra_symbol_count,
                                &jit->symtab);
  if (!s) s = create_lljit(jit);
  if (s) {
    cajit_jit_destroy(jit);
    return s;
  }
  *out_jit = jit;
  return CAJIT_OK_STATUS;
}

const cajit_jit_target *cajit_jit_get_target(const cajit_jit *jit) {
  return jit->target;
}

size_t cajit_jit_module_count(const cajit_jit *jit) {
  pthread_mutex_t *lock = (pthread_mutex_t *)&jit->lock;
  pthread_mutex_lock(lock);
  size_t n = jit->module_count;
  pthread_mutex_unlock(lock);
  return n;
}

const char *cajit_jit_module_name(const cajit_jit_module *m) { return m->name; }

/* ---- lookup ---- */

typedef struct lookup_wait {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  bool done;
  LLVMOrcExecutorAddress address;
  char *error; /* from LLVMGetErrorMessage */
} lookup_wait;

static void on_lookup(LLVMErrorRef err, LLVMOrcCSymbolMapPairs result, size_t n,
                      void *ctx) {
  lookup_wait *w = ctx;
  pthread_mutex_lock(&w->mu);
  if (err)
    w->error = LLVMGetErrorMessage(err);
  else if (n > 0)
    w->address = result[0].Sym.Address;
  w->done = true;
  pthread_cond_signal(&w->cv);
  pthread_mutex_unlock(&w->mu);
}

/* Looks symbol up in m's JITDylib (linking m if needed). Errors read
 * "<what>: <ORC's message> (<session errors>)"; what == NULL means
 * "lookup of '<symbol>' in module '<name>'". */
static cajit_status lookup(cajit_jit_module *m, const char *symbol,
                           const char *what, void **out_address) {
  cajit_jit *jit = m->jit;
  lookup_wait w = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, false,
                   0, NULL};
  LLVMOrcCJITDylibSearchOrderElement order[] = {
      {m->jd, LLVMOrcJITDylibLookupFlagsMatchExportedSymbolsOnly}};
  /* The lookup takes over the reference MangleAndIntern returns. */
  LLVMOrcCLookupSetElement set[] = {
      {LLVMOrcLLJITMangleAndIntern(jit->lljit, symbol),
       LLVMOrcSymbolLookupFlagsRequiredSymbol}};
  cajit_strbuf session = CAJIT_STRBUF_INIT;
  cajit_strbuf *saved = tls_session_errors;
  tls_session_errors = &session;
  LLVMOrcExecutionSessionLookup(jit->es, LLVMOrcLookupKindDLSym, order, 1, set,
                                1, on_lookup, &w);
  pthread_mutex_lock(&w.mu);
  while (!w.done)
    pthread_cond_wait(&w.cv, &w.mu);
  pthread_mutex_unlock(&w.mu);
  tls_session_errors = saved;
  pthread_cond_destroy(&w.cv);
  pthread_mutex_destroy(&w.mu);

  cajit_status s = CAJIT_OK_STATUS;
  if (w.error || !w.address) {
    const char *extra = session.data && session.len ? session.data : NULL;
    char buf[300];
    if (!what) {
      snprintf(buf, sizeof buf, "lookup of '%s' in module '%s'", symbol,
               m->name);
      what = buf;
    }
    /* Linking reports why a symbol could not be defined only to the
     * session: out of memory there (our generator's, or recording the
     * message) is an out-of-memory failure, not an LLVM one. */
    bool oom = session.failed ||
               (extra && strstr(extra, "jit: out of memory") != NULL);
    s = cajit_status_make(
        oom ? CAJIT_OUT_OF_MEMORY : CAJIT_LLVM_ERROR, "%s: %s%s%s%s%s", what,
        w.error ? w.error : "symbol has no address", extra ? " (" : "",
        extra ? extra : "", extra ? ")" : "",
        session.failed ? " (out of memory)" : "");
  }
  if (w.error) LLVMDisposeErrorMessage(w.error);
  cajit_strbuf_release(&session);
  if (!s) *out_address = (void *)(uintptr_t)w.address;
  return s;
}

cajit_status cajit_jit_module_lookup(cajit_jit_module *m, const char *symbol,
                                     void **out_address) {
  *out_address = NULL;
  if (!m || !symbol || !*symbol)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "jit lookup: NULL module or empty symbol name");
  return lookup(m, symbol, NULL, out_address);
}

/* ---- adding and unloading modules ---- */

/* Removes m's code, returns its JITDylib for reuse and frees m (not yet
 * linked into jit->modules). */
static cajit_status drop_module(cajit_jit_module *m) {
  cajit_status s = CAJIT_OK_STATUS;
  LLVMErrorRef err = LLVMOrcResourceTrackerRemove(m->rt);
  LLVMOrcReleaseResourceTracker(m->rt);
  if (err)
    s = cajit_jit_from_llvm_error(err, "unloading module '%s'", m->name);
  else
    release_jd(m->jit, m->jd); /* only reuse a JITDylib known to be empty */
  LLVMOrcSymbolStringPoolClearDeadEntries(
      LLVMOrcExecutionSessionGetSymbolStringPool(m->jit->es));
  cajit_free(m->name);
  cajit_free(m);
  return s;
}

static void dispose_buffers(LLVMMemoryBufferRef *bufs, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (bufs[i]) LLVMDisposeMemoryBuffer(bufs[i]);
}

/* Adds objects (bufs are consumed on every path) as one new module, all
 * under one resource tracker in one JITDylib; links it now by looking up
 * link_symbol when given. */
static cajit_status add_object_buffers(cajit_jit *jit,
                                       LLVMMemoryBufferRef *bufs, size_t n,
                                       const char *name,
                                       const char *link_symbol,
                                       cajit_jit_module **out_module) {
  cajit_jit_module *m = cajit_calloc(1, sizeof *m);
  char *name_copy = cajit_strndup(name, strlen(name));
  if (!m || !name_copy) {
    dispose_buffers(bufs, n);
    cajit_free(m);
    cajit_free(name_copy);
    return oom("module");
  }
  m->jit = jit;
  m->name = name_copy;
  cajit_status s = acquire_jd(jit, &m->jd);
  if (s) {
    dispose_buffers(bufs, n);
    cajit_free(m->name);
    cajit_free(m);
    return s;
  }
  m->rt = LLVMOrcJITDylibCreateResourceTracker(m->jd);
  for (size_t i = 0; i < n; i++) {
    LLVMErrorRef err =
        s ? NULL : LLVMOrcLLJITAddObjectFileWithRT(jit->lljit, m->rt, bufs[i]);
    if (s) LLVMDisposeMemoryBuffer(bufs[i]); /* not handed to LLVM */
    if (err) s = cajit_jit_from_llvm_error(err, "adding module '%s'", name);
  }
  if (!s && link_symbol) {
    char what[300];
    snprintf(what, sizeof what, "linking module '%s'", name);
    void *address;
    s = lookup(m, link_symbol, what, &address);
  }
  if (s) {
    cajit_status_free(drop_module(m));
    return s;
  }
  pthread_mutex_lock(&jit->lock);
  m->next = jit->modules;
  if (jit->modules) jit->modules->prev = m;
  jit->modules = m;
  jit->module_count++;
  pthread_mutex_unlock(&jit->lock);
  *out_module = m;
  return CAJIT_OK_STATUS;
}

cajit_status cajit_jit_add_object(cajit_jit *jit, const void *data, size_t len,
                                  const char *name,
                                  cajit_jit_module **out_module) {
  *out_module = NULL;
  if (!jit || (!data && len))
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "jit add_object: NULL jit or data");
  if (!name) name = "object";
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy(data ? data : "", len, name);
  if (!buf) return oom("object buffer");
  return add_object_buffers(jit, &buf, 1, name, NULL, out_module);
}

cajit_status cajit_jit_add_objects(cajit_jit *jit, const cajit_jit_objects *o,
                                   const char *name,
                                   cajit_jit_module **out_module) {
  *out_module = NULL;
  if (!jit || !o || o->count < 1 || o->count > CAJIT_JIT_MAX_PARTS)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "jit add_objects: NULL jit or no objects");
  if (!name) name = "object";
  LLVMMemoryBufferRef bufs[CAJIT_JIT_MAX_PARTS] = {0};
  for (int32_t i = 0; i < o->count; i++) {
    bufs[i] =
        LLVMCreateMemoryBufferWithMemoryRangeCopy(o->data[i], o->len[i], name);
    if (!bufs[i]) {
      dispose_buffers(bufs, (size_t)i);
      return oom("object buffer");
    }
  }
  return add_object_buffers(jit, bufs, (size_t)o->count, name, NULL,
                            out_module);
}

/* Name of the first exported definition in m (copied), or NULL. */
static char *first_export(LLVMModuleRef m, bool *out_oom) {
  *out_oom = false;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && LLVMGetLinkage(f) == LLVMExternalLinkage &&
        LLVMGetVisibility(f) != LLVMHiddenVisibility) {
      size_t len;
      const char *name = LLVMGetValueName2(f, &len);
      char *copy = cajit_strndup(name, len);
      *out_oom = copy == NULL;
      return copy;
    }
  return NULL;
}

cajit_status cajit_jit_add_module(cajit_jit *jit, LLVMContextRef ctx,
                                  LLVMModuleRef mod, uint32_t flags,
                                  const char *name,
                                  cajit_jit_module **out_module) {
  *out_module = NULL;
  if (!jit || !mod) {
    if (mod) LLVMDisposeModule(mod);
    if (ctx) LLVMContextDispose(ctx);
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "jit add_module: NULL jit or module");
  }
  char *name_copy = NULL;
  if (name) {
    name_copy = cajit_strndup(name, strlen(name));
  } else {
    size_t len;
    const char *id = LLVMGetModuleIdentifier(mod, &len);
    name_copy = cajit_strndup(id, len);
  }
  cajit_status s = name_copy ? CAJIT_OK_STATUS : oom("module name");
  if (!s) s = cajit_jit_target_prepare_module(jit->target, mod);
  if (!s)
    s = (flags & CAJIT_JIT_ADD_OPTIMIZED)
            ? cajit_jit_verify(mod, "adding an optimized module")
            : cajit_jit_optimize(jit->target, mod);
  bool export_oom = false;
  char *link_symbol = s ? NULL : first_export(mod, &export_oom);
  if (!s && export_oom) s = oom("symbol name");
  LLVMMemoryBufferRef obj = NULL;
  if (!s) s = cajit_jit_emit_buffer(jit->target, mod, CAJIT_EMIT_OBJ, &obj);
  /* The IR is no longer needed: free it and its context now, so contexts
   * never accumulate across graphs. */
  LLVMDisposeModule(mod);
  if (ctx) LLVMContextDispose(ctx);
  if (s && name_copy)
    s = cajit_status_annotate(s, "module '%s'", name_copy);
  else if (!s) /* names the module itself */
    s = add_object_buffers(jit, &obj, 1, name_copy, link_symbol, out_module);
  cajit_free(link_symbol);
  cajit_free(name_copy);
  return s;
}

cajit_status cajit_jit_module_unload(cajit_jit_module *m) {
  if (!m) return CAJIT_OK_STATUS;
  cajit_jit *jit = m->jit;
  pthread_mutex_lock(&jit->lock);
  if (m->prev)
    m->prev->next = m->next;
  else
    jit->modules = m->next;
  if (m->next) m->next->prev = m->prev;
  jit->module_count--;
  pthread_mutex_unlock(&jit->lock);
  return drop_module(m);
}

#if defined(__clang__)
__attribute__((no_sanitize("function")))
#endif
int32_t
cajit_jit_call_entry(cajit_entry_fn entry, cajit_call *call) {
  return entry(call);
}
