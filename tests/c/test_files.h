/* Files of the C tests: test_rm_rf removes a scratch tree (files first,
 * links not followed), test_read_file reads a whole file. */
#ifndef CAJIT_TESTS_TEST_FILES_H
#define CAJIT_TESTS_TEST_FILES_H

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

static inline int test_rm_entry(const char *path, const struct stat *st,
                                int flag, struct FTW *ftw) {
  (void)st;
  (void)flag;
  (void)ftw;
  return remove(path);
}

/* Removes path and everything below it (errors ignored: best effort). */
static inline void test_rm_rf(const char *path) {
  nftw(path, test_rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* The whole file at path, NUL-terminated (*out_len without the NUL when
 * out_len is not NULL; free with free), or NULL when it cannot be read. */
static inline char *test_read_file(const char *path, size_t *out_len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 4096, len = 0, n;
  char *buf = malloc(cap);
  while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
    len += n;
    if (len + 1 == cap) {
      char *bigger = realloc(buf, cap *= 2);
      if (!bigger) free(buf);
      buf = bigger;
    }
  }
  fclose(f);
  if (!buf) return NULL;
  buf[len] = '\0';
  if (out_len) *out_len = len;
  return buf;
}

#endif
