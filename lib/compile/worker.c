/* Running LLVM in a child process (compile.h's compile_in_worker).
 *
 * LLVM answers an allocation failure, and some internal errors, with
 * report_fatal_error / report_bad_alloc_error, whose handlers must not
 * return: the process ends. jit/llvm_fatal.c's handlers make that a line
 * and an exit status, but cannot turn it into an error either: they may
 * only exit, and longjmp-ing out of LLVM's C++ frames leaves its state
 * half-built. So the only way an out-of-memory inside LLVM
 * becomes an error while the caller's process stays usable is to let it
 * happen in another process: the child (fork()) compiles and writes the
 * objects to a pipe, the parent loads them with LLVMOrcLLJITAddObjectFile
 * as it loads a cached object. A child that dies (the fatal handlers' exit
 * status, a signal) or reports an error becomes a status carrying the tail
 * of its stderr; a child that outlives the deadline is killed (no hang).
 *
 * The child only runs code that does not need the parent's other threads
 * (lowering, codegen, LLVM; no Python, no OpenMP) and leaves with _exit. */

/* strcasestr: _GNU_SOURCE comes from the build */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cajit/compile.h"
#include "cajit/jit.h"
#include "compile/worker.h"
#include "support/alloc.h"
#include "support/clock.h"

/* Set once, for good (process exit): cajit_compile_cancel_workers. */
static atomic_bool workers_cancelled;

void cajit_compile_cancel_workers(void) {
  atomic_store(&workers_cancelled, true);
}

static void write_all(int fd, const void *p, size_t n) {
  const char *c = p;
  while (n > 0) {
    ssize_t w = write(fd, c, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) _exit(3);
    c += w;
    n -= (size_t)w;
  }
}

/* Caps the child's address space at what it maps now plus budget_mb. */
static void limit_memory(double budget_mb) {
  FILE *f = fopen("/proc/self/statm", "r");
  unsigned long pages = 0;
  if (!f) return;
  if (fscanf(f, "%lu", &pages) != 1) pages = 0;
  fclose(f);
  if (!pages) return;
  rlim_t cap = (rlim_t)pages * (rlim_t)sysconf(_SC_PAGESIZE) +
               (rlim_t)(budget_mb * 1024 * 1024);
  struct rlimit rl = {cap, cap};
  setrlimit(RLIMIT_AS, &rl);
}

/* The child: run fn, write [status code i32][len u64][bytes] and exit 0. */
static void child(cajit_worker_fn fn, void *ctx, double budget_mb, int out_fd,
                  int err_fd) {
  dup2(err_fd, 2); /* the fatal handlers' line reaches the parent */
  cajit_jit_fatal_mode(CAJIT_JIT_FATAL_WORKER, "compile worker");
  if (budget_mb > 0) limit_memory(budget_mb);
  char *bytes = NULL;
  size_t len = 0;
  cajit_status s = fn(ctx, &bytes, &len);
  int32_t code = s ? (int32_t)cajit_status_code_of(s) : 0;
  if (s) {
    const char *msg = cajit_status_message(s);
    bytes = (char *)msg;
    len = strlen(msg);
  }
  uint64_t n = len;
  write_all(out_fd, &code, sizeof code);
  write_all(out_fd, &n, sizeof n);
  write_all(out_fd, bytes, len);
  _exit(0);
}

typedef struct buf {
  char *data;
  size_t len, cap;
  bool oom;
} buf;

static void append(buf *b, const char *p, size_t n) {
  if (b->oom) return;
  if (b->len + n > b->cap) {
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->len + n)
      cap *= 2;
    char *d = cajit_realloc(b->data, cap);
    if (!d) {
      b->oom = true;
      return;
    }
    b->data = d;
    b->cap = cap;
  }
  memcpy(b->data + b->len, p, n);
  b->len += n;
}

typedef enum { DRAINED, TIMED_OUT, CANCELLED } drain_end;

/* Reads both pipes to their end, or until the deadline or a cancel
 * (checked every 100 ms). */
static drain_end drain(int out_fd, int err_fd, buf *out, buf *err,
                       double deadline_ms) {
  struct pollfd fds[2] = {{out_fd, POLLIN, 0}, {err_fd, POLLIN, 0}};
  int open = 2;
  char chunk[65536];
  while (open > 0) {
    if (atomic_load(&workers_cancelled)) return CANCELLED;
    double left = deadline_ms - cajit_now_ms();
    if (left <= 0) return TIMED_OUT;
    int r = poll(fds, 2, (int)(left < 100 ? left + 1 : 100));
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) return TIMED_OUT;
    for (int i = 0; i < 2; i++) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      ssize_t n = read(fds[i].fd, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        fds[i].fd = -1;
        open--;
        continue;
      }
      append(i == 0 ? out : err, chunk, (size_t)n);
    }
  }
  return DRAINED;
}

/* The last line or so of the child's stderr, for the message. */
static const char *tail(buf *err) {
  append(err, "", 1);
  if (err->oom || !err->data) return "";
  char *s = err->data;
  size_t n = strlen(s);
  while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == ' '))
    s[--n] = 0;
  return n > 300 ? s + n - 300 : s;
}

cajit_status cajit_worker_run(cajit_worker_fn fn, void *ctx, double timeout_ms,
                              double budget_mb, char **out_bytes,
                              size_t *out_len) {
  *out_bytes = NULL;
  *out_len = 0;
  if (atomic_load(&workers_cancelled))
    return cajit_status_make(CAJIT_LLVM_ERROR,
                             "compile worker: cancelled (the process exits)");
  int op[2], ep[2];
  if (pipe2(op, O_CLOEXEC) != 0)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "compile worker: no pipe: %s",
                             strerror(errno));
  if (pipe2(ep, O_CLOEXEC) != 0) {
    close(op[0]);
    close(op[1]);
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "compile worker: no pipe: %s",
                             strerror(errno));
  }
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    int e = errno;
    close(op[0]);
    close(op[1]);
    close(ep[0]);
    close(ep[1]);
    return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                             "compile worker: fork failed: %s", strerror(e));
  }
  if (pid == 0) {
    close(op[0]);
    close(ep[0]);
    child(fn, ctx, budget_mb, op[1], ep[1]);
  }
  close(op[1]);
  close(ep[1]);
  buf out = {0}, err = {0};
  drain_end end = drain(op[0], ep[0], &out, &err, cajit_now_ms() + timeout_ms);
  bool done = end == DRAINED;
  close(op[0]);
  close(ep[0]);
  if (!done) kill(pid, SIGKILL);
  int st = 0;
  while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {
  }
  cajit_status s = NULL;
  const char *why = tail(&err);
  if (end == CANCELLED) {
    s = cajit_status_make(CAJIT_LLVM_ERROR,
                          "compile worker: cancelled (the process exits)");
  } else if (!done) {
    s = cajit_status_make(CAJIT_LLVM_ERROR,
                          "compile worker: no result after %.0f ms, killed%s%s",
                          timeout_ms, *why ? ": " : "", why);
  } else if (WIFEXITED(st) &&
             (WEXITSTATUS(st) == CAJIT_JIT_FATAL_EXIT_OUT_OF_MEMORY ||
              WEXITSTATUS(st) == CAJIT_JIT_FATAL_EXIT_LLVM)) {
    /* jit/llvm_fatal.c's handlers said why on stderr */
    s = cajit_status_make(WEXITSTATUS(st) == CAJIT_JIT_FATAL_EXIT_LLVM
                              ? CAJIT_LLVM_ERROR
                              : CAJIT_OUT_OF_MEMORY,
                          "%s", *why ? why : "compile worker: LLVM failed");
  } else if (WIFSIGNALED(st) || (WIFEXITED(st) && WEXITSTATUS(st) != 0)) {
    bool oom = strcasestr(why, "out of memory") ||
               strcasestr(why, "bad_alloc") ||
               strcasestr(why, "cannot allocate");
    char how[64];
    if (WIFSIGNALED(st))
      snprintf(how, sizeof how, "killed by signal %d", WTERMSIG(st));
    else
      snprintf(how, sizeof how, "exit status %d", WEXITSTATUS(st));
    s = cajit_status_make(oom ? CAJIT_OUT_OF_MEMORY : CAJIT_LLVM_ERROR,
                          "compile worker %s%s%s", how, *why ? ": " : "",
                          *why ? why : "");
  } else if (out.oom || err.oom) {
    s = cajit_status_make(CAJIT_OUT_OF_MEMORY,
                          "compile worker: out of memory reading its result");
  } else if (out.len < sizeof(int32_t) + sizeof(uint64_t)) {
    s = cajit_status_make(CAJIT_LLVM_ERROR, "compile worker: short result");
  } else {
    int32_t code;
    uint64_t n;
    memcpy(&code, out.data, sizeof code);
    memcpy(&n, out.data + sizeof code, sizeof n);
    size_t head = sizeof code + sizeof n;
    if (n != out.len - head) {
      s = cajit_status_make(CAJIT_LLVM_ERROR, "compile worker: short result");
    } else if (code != 0) {
      s = cajit_status_make((cajit_status_code)code, "%.*s", (int)n,
                            out.data + head);
    } else {
      memmove(out.data, out.data + head, n);
      *out_bytes = out.data;
      *out_len = n;
      out.data = NULL;
    }
  }
  cajit_free(out.data);
  cajit_free(err.data);
  return s;
}
