/* What a fatal error inside LLVM does (cajit/jit.h, cajit_jit_fatal_mode).
 *
 * LLVM ends the process on report_fatal_error ("LLVM ERROR: ...", exit 1
 * or abort) and on an allocation failure (report_bad_alloc_error: "LLVM
 * ERROR: out of memory" and abort; operator new failing in LLVM's C++ is an
 * uncaught std::bad_alloc, also an abort). Handlers may print, they may not
 * return: LLVM's state is half-built and unwinding through it (longjmp,
 * exceptions through the C API) is undefined. So each handler here writes
 * one line saying what happened, in cajit's words with LLVM's reason, then
 * ends the process the way its mode says:
 *  - ABORT (a library in someone else's process, the default): abort().
 *    Only reached by LLVM work that stays in the caller's process (linking
 *    objects into the JIT); compiling runs in the compile worker.
 *  - EXIT (cajit-run, cajit-dump): exit status 1, as for any error.
 *  - WORKER (the compile worker's child, lib/compile/worker.c): _exit with
 *    CAJIT_JIT_FATAL_EXIT_OUT_OF_MEMORY or CAJIT_JIT_FATAL_EXIT_LLVM, which
 *    the parent turns into a status carrying the line.
 * In EXIT and WORKER modes a failing operator new anywhere is an LLVM
 * allocation failure (llvm::install_out_of_memory_new_handler); in ABORT
 * mode the process's new handler is its owner's (torch's, Python's), so it
 * is left alone.
 *
 * The bad-alloc handler and the new handler have no C API: they are
 * reached by their C++ names (the handler type is C-compatible: a function
 * of (void *, const char *, bool)). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/ErrorHandling.h>

#include "cajit/jit.h"

typedef void (*bad_alloc_handler)(void *data, const char *reason,
                                  bool gen_crash_diag);
/* llvm::install_bad_alloc_error_handler(fatal_error_handler_t, void *) */
void cajit_llvm_install_bad_alloc_error_handler(
    bad_alloc_handler h, void *data) __asm__("_ZN4llvm31install_bad_alloc_"
                                             "error_handlerEPFvPvPKcbES0_");
/* llvm::install_out_of_memory_new_handler() */
void cajit_llvm_install_out_of_memory_new_handler(void) __asm__(
    "_ZN4llvm33install_out_of_memory_new_handlerEv");

static _Atomic int mode = CAJIT_JIT_FATAL_ABORT;
static char prog[64] = "cajit";

/* write(2) of the pieces: no allocation (memory may be gone), no stdio. */
static void say(const char *const *parts, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const char *p = parts[i];
    size_t len = strlen(p);
    while (len > 0) {
      ssize_t w = write(2, p, len);
      if (w <= 0) return;
      p += w;
      len -= (size_t)w;
    }
  }
}

static _Noreturn void die(bool oom, const char *reason) {
  int m = atomic_load(&mode);
  const char *what =
      oom ? "out of memory inside LLVM" : "fatal error inside LLVM";
  const char *tail =
      m == CAJIT_JIT_FATAL_ABORT
          ? " (LLVM cannot go on after it: this process ends; compiling in "
            "the compile worker, the default, keeps a process alive)\n"
          : "\n";
  const char *parts[] = {prog,
                         ": error: ",
                         what,
                         ": ",
                         reason && *reason ? reason : "(no reason given)",
                         tail};
  say(parts, sizeof parts / sizeof *parts);
  if (m == CAJIT_JIT_FATAL_WORKER)
    _exit(oom ? CAJIT_JIT_FATAL_EXIT_OUT_OF_MEMORY : CAJIT_JIT_FATAL_EXIT_LLVM);
  if (m == CAJIT_JIT_FATAL_EXIT) _exit(1);
  abort();
}

static void on_fatal(const char *reason) { die(false, reason); }

static void on_bad_alloc(void *data, const char *reason, bool diag) {
  (void)data;
  (void)diag;
  die(true, reason);
}

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void install(void) {
  LLVMInstallFatalErrorHandler(on_fatal);
  cajit_llvm_install_bad_alloc_error_handler(on_bad_alloc, NULL);
}

void cajit_jit_install_fatal_handlers(void) { pthread_once(&once, install); }

void cajit_jit_fatal_mode(cajit_jit_fatal_mode_kind m, const char *name) {
  cajit_jit_install_fatal_handlers();
  if (name) {
    strncpy(prog, name, sizeof prog - 1);
    prog[sizeof prog - 1] = 0;
  }
  atomic_store(&mode, (int)m);
  if (m != CAJIT_JIT_FATAL_ABORT)
    cajit_llvm_install_out_of_memory_new_handler();
}
