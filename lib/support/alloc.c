/* Heap allocation with test-only failure injection (see alloc.h). */
#include "support/alloc.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

static long fail_countdown = -1; /* < 0: never fail */
static long injected_failures = 0;

static int should_fail(void) {
  if (fail_countdown < 0) return 0;
  if (fail_countdown == 0) {
    injected_failures++;
    return 1;
  }
  fail_countdown--;
  return 0;
}

void cajit_alloc_fail_after(long n) {
  fail_countdown = n;
  injected_failures = 0;
}

long cajit_alloc_injected_failures(void) { return injected_failures; }

void *cajit_malloc(size_t size) {
  if (should_fail()) return NULL;
  return malloc(size ? size : 1);
}

void *cajit_calloc(size_t count, size_t size) {
  if (should_fail()) return NULL;
  return calloc(count ? count : 1, size ? size : 1);
}

void *cajit_realloc(void *p, size_t size) {
  if (should_fail()) return NULL;
  return realloc(p, size ? size : 1);
}

void cajit_free(void *p) { free(p); }

char *cajit_strndup(const char *s, size_t len) {
  char *copy = cajit_malloc(len + 1);
  if (!copy) return NULL;
  if (len) memcpy(copy, s, len);
  copy[len] = '\0';
  return copy;
}

bool cajit_memory_available(size_t size) {
  if (size == 0) return true;
  /* writable and private, so that it is charged as malloc's memory is
   * (address-space limit, commit limit with overcommit off); never touched */
  void *p = mmap(NULL, size, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return false;
  munmap(p, size);
  return true;
}
