/* Out of memory and LLVM's fatal errors never end a process silently
 * (issue 20, item 2):
 *  - jit/llvm_fatal.c: in each mode, LLVM's bad-alloc and fatal-error paths
 *    print one line in cajit's words with LLVM's reason and end the process
 *    with the mode's status (tools: 1; compile worker: 86 / 87; a library
 *    in another process: abort, after the line);
 *  - lib/compile/compile.c: LLVM work that stays in the caller's process
 *    (creating a JIT) is refused with CAJIT_OUT_OF_MEMORY when its memory
 *    cannot be mapped, instead of running into LLVM's abort.
 * Each case runs in a forked child. The Python side (tests/py/
 * test_out_of_memory.py) sweeps address-space limits over whole compiles
 * and over cajit-run / cajit-dump. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/jit.h"

/* llvm::report_bad_alloc_error(const char *, bool) and
 * llvm::report_fatal_error(const char *, bool), by their C++ names. */
void llvm_report_bad_alloc_error(const char *reason, bool diag) __asm__(
    "_ZN4llvm22report_bad_alloc_errorEPKcb");
void llvm_report_fatal_error(const char *reason, bool diag) __asm__(
    "_ZN4llvm18report_fatal_errorEPKcb");

typedef struct outcome {
  int status; /* waitpid's */
  char err[1024];
} outcome;

/* Runs fn in a child with stderr captured. */
static outcome in_child(void (*fn)(void)) {
  int p[2];
  assert_int_equal(pipe(p), 0);
  fflush(NULL);
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0) {
    dup2(p[1], 2);
    close(p[0]);
    fn();
    _exit(99); /* fn must not return */
  }
  close(p[1]);
  outcome o = {0};
  size_t n = 0;
  ssize_t r;
  while (n < sizeof o.err - 1 &&
         (r = read(p[0], o.err + n, sizeof o.err - 1 - n)) > 0)
    n += (size_t)r;
  close(p[0]);
  assert_int_equal(waitpid(pid, &o.status, 0), pid);
  return o;
}

static void bad_alloc_exit(void) {
  cajit_jit_fatal_mode(CAJIT_JIT_FATAL_EXIT, "tool");
  llvm_report_bad_alloc_error("probe allocation", false);
}

static void fatal_exit(void) {
  cajit_jit_fatal_mode(CAJIT_JIT_FATAL_EXIT, "tool");
  llvm_report_fatal_error("probe failure", false);
}

static void bad_alloc_worker(void) {
  cajit_jit_fatal_mode(CAJIT_JIT_FATAL_WORKER, "compile worker");
  llvm_report_bad_alloc_error("probe allocation", false);
}

static void fatal_worker(void) {
  cajit_jit_fatal_mode(CAJIT_JIT_FATAL_WORKER, "compile worker");
  llvm_report_fatal_error("probe failure", false);
}

static void fatal_library(void) {
  cajit_jit_install_fatal_handlers(); /* the default mode: abort */
  llvm_report_fatal_error("probe failure", false);
}

static void expect_exit(outcome o, int code, const char *line) {
  assert_true(WIFEXITED(o.status));
  assert_int_equal(WEXITSTATUS(o.status), code);
  if (!strstr(o.err, line)) fail_msg("stderr: %s", o.err);
}

static void test_tool_mode_exits_1(void **state) {
  (void)state;
  expect_exit(in_child(bad_alloc_exit), 1,
              "tool: error: out of memory inside LLVM: probe allocation\n");
  expect_exit(in_child(fatal_exit), 1,
              "tool: error: fatal error inside LLVM: probe failure\n");
}

static void test_worker_mode_exit_statuses(void **state) {
  (void)state;
  expect_exit(in_child(bad_alloc_worker), CAJIT_JIT_FATAL_EXIT_OUT_OF_MEMORY,
              "compile worker: error: out of memory inside LLVM: probe "
              "allocation\n");
  expect_exit(in_child(fatal_worker), CAJIT_JIT_FATAL_EXIT_LLVM,
              "compile worker: error: fatal error inside LLVM: probe "
              "failure\n");
}

static void test_library_mode_says_why_then_aborts(void **state) {
  (void)state;
  outcome o = in_child(fatal_library);
  assert_true(WIFSIGNALED(o.status));
  assert_int_equal(WTERMSIG(o.status), SIGABRT);
  if (!strstr(o.err, "fatal error inside LLVM: probe failure (LLVM cannot go "
                     "on after it: this process ends"))
    fail_msg("stderr: %s", o.err);
}

static const char pointwise[] = "cag 1\nsizes 0\nscalars\nhooks 0\n"
                                "packed_data 0\nsym s0 = input 0 dim 0\n"
                                "input %0 : f32[s0]\n"
                                "%1 = aten.neg.default(%0) : f32[s0]\n"
                                "return (%1)\n";

/* A JIT cannot be created under an address-space limit 1 MiB above what
 * the process maps: an error naming it, not LLVM's abort. */
static void compile_without_room(void) {
  cajit_graph *g = NULL;
  cajit_status s = cajit_graph_parse(
      (cajit_sv){pointwise, sizeof pointwise - 1}, "p.cag", &g);
  if (!s) s = cajit_graph_verify(g);
  if (s) _exit(2);
  FILE *f = fopen("/proc/self/statm", "r");
  unsigned long pages = 0;
  if (!f || fscanf(f, "%lu", &pages) != 1) _exit(3);
  fclose(f);
  rlim_t cap = (rlim_t)pages * (rlim_t)sysconf(_SC_PAGESIZE) + (1 << 20);
  struct rlimit rl = {cap, RLIM_INFINITY};
  if (setrlimit(RLIMIT_AS, &rl) != 0) _exit(4);
  cajit_compiled *c = NULL;
  s = cajit_compile(g, NULL, &c);
  if (!s) _exit(5);
  fprintf(stderr, "%d %s\n", (int)cajit_status_code_of(s),
          cajit_status_message(s));
  _exit(0);
}

static void test_jit_creation_without_memory_is_an_error(void **state) {
  (void)state;
#if defined(__SANITIZE_ADDRESS__)
  skip(); /* ASan's shadow memory makes an address-space cap no budget */
#endif
  outcome o = in_child(compile_without_room);
  char want[256];
  snprintf(want, sizeof want,
           "%d compiling cajit_graph: out of memory: creating a JIT needs "
           "about 32 MiB "
           "that cannot be mapped",
           (int)CAJIT_OUT_OF_MEMORY);
  expect_exit(o, 0, want);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_tool_mode_exits_1),
      cmocka_unit_test(test_worker_mode_exit_statuses),
      cmocka_unit_test(test_library_mode_says_why_then_aborts),
      cmocka_unit_test(test_jit_creation_without_memory_is_an_error),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
