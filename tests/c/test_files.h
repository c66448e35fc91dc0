/* Scratch directories for the C tests: test_rm_rf removes a tree (files
 * first, links not followed). */
#ifndef CAJIT_TESTS_TEST_FILES_H
#define CAJIT_TESTS_TEST_FILES_H

#include <ftw.h>
#include <stdio.h>
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

#endif
