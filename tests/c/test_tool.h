/* Running the command-line tools from a C test: the tool built next to
 * the test binary, its exit status, stdout and stderr. */
#ifndef CAJIT_TESTS_TEST_TOOL_H
#define CAJIT_TESTS_TEST_TOOL_H

#include <libgen.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "test_files.h"

typedef struct tool_result {
  int status; /* exit status, -1 if killed */
  char *out, *err;
  size_t out_len;
} tool_result;

/* Runs `<tool> <args>` (the shell splits args) with stdin from stdin_path
 * (NULL: /dev/null), stdout captured, or sent to stdout_to when it is not
 * NULL, and stderr captured. */
static inline tool_result test_run_tool(const char *tool, const char *args,
                                        const char *stdin_path,
                                        const char *stdout_to) {
  static char exe[1024];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  assert_true(n > 0);
  exe[n] = '\0';
  char out_path[] = "/tmp/cajit_tools_out_XXXXXX";
  char err_path[] = "/tmp/cajit_tools_err_XXXXXX";
  int fo = mkstemp(out_path), fe = mkstemp(err_path);
  assert_true(fo >= 0 && fe >= 0);
  close(fo);
  close(fe);
  char cmd[8192];
  snprintf(cmd, sizeof cmd, "'%s/%s' %s <%s >%s 2>%s", dirname(exe), tool, args,
           stdin_path ? stdin_path : "/dev/null",
           stdout_to ? stdout_to : out_path, err_path);
  int raw = system(cmd);
  tool_result r = {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, NULL, NULL, 0};
  r.out = test_read_file(out_path, &r.out_len);
  r.err = test_read_file(err_path, NULL);
  assert_non_null(r.out);
  assert_non_null(r.err);
  unlink(out_path);
  unlink(err_path);
  return r;
}

static inline void tool_result_free(tool_result *r) {
  free(r->out);
  free(r->err);
}

#endif
