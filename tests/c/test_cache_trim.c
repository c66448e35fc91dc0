/* Tests for the caches' size limit (jit/cache_trim.c): least recently used
 * entries go first, down to 80% of the limit, across graphs/ and objects/;
 * a hit (cajit_cache_touch, the object cache's get) makes an entry recent;
 * writers' temporary files stay unless stale; a trim another process holds
 * the lock for is skipped; $CAJIT_CACHE_MAX_MB sets the limit; a put keeps
 * the root within it; processes that put and trim one root at the same time
 * never see a corrupt entry. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
/* cmocka must come after the headers above */
#include <cmocka.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cajit/object_cache.h"
#include "support/alloc.h"
#include "test_files.h"
#include "test_status.h"

static void make_root(char *root, size_t cap) {
  snprintf(root, cap, "/tmp/cajit_test_trim.XXXXXX");
  if (!mkdtemp(root)) fail_msg("mkdtemp failed");
  char sub[256];
  snprintf(sub, sizeof sub, "%s/graphs", root);
  assert_int_equal(mkdir(sub, 0700), 0);
  snprintf(sub, sizeof sub, "%s/objects", root);
  assert_int_equal(mkdir(sub, 0700), 0);
}

/* root/sub/name with `bytes` bytes, last used `age` seconds ago. */
static void put_file(const char *root, const char *sub, const char *name,
                     size_t bytes, time_t age) {
  char path[256];
  snprintf(path, sizeof path, "%s/%s/%s", root, sub, name);
  FILE *f = fopen(path, "wb");
  assert_non_null(f);
  for (size_t i = 0; i < bytes; i++)
    fputc('x', f);
  fclose(f);
  struct timespec t[2] = {{time(NULL) - age, 0}, {time(NULL) - age, 0}};
  assert_int_equal(utimensat(AT_FDCWD, path, t, 0), 0);
}

static bool exists(const char *root, const char *sub, const char *name) {
  char path[256];
  snprintf(path, sizeof path, "%s/%s/%s", root, sub, name);
  return access(path, F_OK) == 0;
}

static void test_least_recently_used_go_first(void **state) {
  (void)state;
  char root[64];
  make_root(root, sizeof root);
  /* 10 entries of 100 bytes, alternating between the two caches, entry k
   * last used 100 - k seconds ago. */
  char name[32];
  for (int k = 0; k < 10; k++) {
    snprintf(name, sizeof name, "e%d", k);
    put_file(root, k % 2 ? "objects" : "graphs", name, 100, 100 - k);
  }
  cajit_cache_trim_result r;
  ok(cajit_cache_trim(root, 2000, &r)); /* under the limit: nothing goes */
  assert_int_equal(r.bytes_before, 1000);
  assert_int_equal(r.removed, 0);
  ok(cajit_cache_trim(root, 900, &r)); /* down to 720: the 3 oldest go */
  assert_int_equal(r.removed, 3);
  assert_int_equal(r.bytes_after, 700);
  for (int k = 0; k < 10; k++) {
    snprintf(name, sizeof name, "e%d", k);
    assert_int_equal(exists(root, k % 2 ? "objects" : "graphs", name), k >= 3);
  }
  /* A hit makes the oldest survivor the most recent. */
  char path[256];
  snprintf(path, sizeof path, "%s/objects/e3", root);
  cajit_cache_touch(path);
  ok(cajit_cache_trim(root, 600, &r)); /* down to 480: 3 more go */
  assert_true(exists(root, "objects", "e3"));
  assert_false(exists(root, "graphs", "e4"));
  assert_false(exists(root, "objects", "e5"));
  assert_false(exists(root, "graphs", "e6"));
  assert_true(exists(root, "objects", "e7"));
  test_rm_rf(root);
}

static void test_temporary_files(void **state) {
  (void)state;
  char root[64];
  make_root(root, sizeof root);
  put_file(root, "objects", ".entry.tmp.fresh", 500, 10);
  put_file(root, "objects", ".entry.tmp.stale", 500, 7200);
  put_file(root, "graphs", "a.cag", 50, 5);
  cajit_cache_trim_result r;
  ok(cajit_cache_trim(root, 10, &r));
  assert_int_equal(r.bytes_before, 50); /* temporaries are not entries */
  assert_true(exists(root, "objects", ".entry.tmp.fresh"));
  assert_false(exists(root, "objects", ".entry.tmp.stale"));
  assert_false(exists(root, "graphs", "a.cag"));
  assert_int_equal(r.removed, 2);
  test_rm_rf(root);
}

static void test_busy_lock_and_missing_root(void **state) {
  (void)state;
  char root[64], lock[128];
  make_root(root, sizeof root);
  put_file(root, "graphs", "a.cag", 100, 5);
  snprintf(lock, sizeof lock, "%s/.trim.lock", root);
  int fd = open(lock, O_RDWR | O_CREAT, 0600);
  assert_true(fd >= 0);
  pid_t pid = fork(); /* the lock holder is another process */
  if (pid == 0) {
    flock(fd, LOCK_EX);
    sleep(3);
    _exit(0);
  }
  usleep(300 * 1000);
  cajit_cache_trim_result r;
  ok(cajit_cache_trim(root, 1, &r));
  assert_true(r.skipped);
  assert_true(exists(root, "graphs", "a.cag"));
  kill(pid, SIGKILL);
  waitpid(pid, NULL, 0);
  close(fd);
  ok(cajit_cache_trim(root, 1, &r));
  assert_false(r.skipped);
  assert_false(exists(root, "graphs", "a.cag"));
  test_rm_rf(root);
  ok(cajit_cache_trim("/tmp/cajit_test_trim_no_such_root", 1, &r));
  expect_error(cajit_cache_trim("", 1, &r), CAJIT_INVALID_ARGUMENT, "no root");
}

static void test_max_bytes_from_environment(void **state) {
  (void)state;
  unsetenv("CAJIT_CACHE_MAX_MB");
  assert_int_equal(cajit_cache_max_bytes(),
                   (uint64_t)CAJIT_CACHE_DEFAULT_MAX_MB << 20);
  setenv("CAJIT_CACHE_MAX_MB", "3", 1);
  assert_int_equal(cajit_cache_max_bytes(), 3u << 20);
  setenv("CAJIT_CACHE_MAX_MB", "0.5", 1);
  assert_int_equal(cajit_cache_max_bytes(), 1u << 19);
  setenv("CAJIT_CACHE_MAX_MB", "lots", 1);
  assert_int_equal(cajit_cache_max_bytes(),
                   (uint64_t)CAJIT_CACHE_DEFAULT_MAX_MB << 20);
  setenv("CAJIT_CACHE_MAX_MB", "-1", 1);
  assert_int_equal(cajit_cache_max_bytes(),
                   (uint64_t)CAJIT_CACHE_DEFAULT_MAX_MB << 20);
  unsetenv("CAJIT_CACHE_MAX_MB");
}

/* Puts of `count` 64 KiB entries into the object cache under root. */
static void put_entries(const char *root, int first, int count) {
  char dir[128];
  snprintf(dir, sizeof dir, "%s/objects", root);
  cajit_object_cache *c = NULL;
  ok(cajit_object_cache_open(dir, &c));
  static char data[64 << 10];
  for (int k = first; k < first + count; k++) {
    char key[32];
    int n = snprintf(key, sizeof key, "key%d", k);
    memset(data, 'a' + k % 26, sizeof data);
    ok(cajit_object_cache_put(c, key, (size_t)n, data, sizeof data));
  }
  cajit_object_cache_close(c);
}

static void test_put_keeps_the_root_within_the_limit(void **state) {
  (void)state;
  char root[64];
  make_root(root, sizeof root);
  setenv("CAJIT_CACHE_MAX_MB", "1", 1);
  put_entries(root, 0, 40); /* 2.5 MiB put, 1 MiB allowed */
  cajit_cache_trim_result r;
  ok(cajit_cache_trim(root, UINT64_MAX, &r));
  assert_true(r.bytes_before <= (1u << 20));
  /* The newest entry is still there, and whole. */
  char dir[128];
  snprintf(dir, sizeof dir, "%s/objects", root);
  cajit_object_cache *c = NULL;
  ok(cajit_object_cache_open(dir, &c));
  char *data = NULL;
  size_t len = 0;
  cajit_object_cache_lookup hit;
  ok(cajit_object_cache_get(c, "key39", 5, &data, &len, &hit));
  assert_int_equal(hit, CAJIT_OBJECT_CACHE_HIT);
  assert_int_equal(len, 64 << 10);
  cajit_free(data);
  ok(cajit_object_cache_get(c, "key0", 4, &data, &len, &hit));
  assert_int_equal(hit, CAJIT_OBJECT_CACHE_MISS);
  cajit_object_cache_close(c);
  unsetenv("CAJIT_CACHE_MAX_MB");
  test_rm_rf(root);
}

static void test_processes_sharing_a_root(void **state) {
  (void)state;
  char root[64];
  make_root(root, sizeof root);
  setenv("CAJIT_CACHE_MAX_MB", "1", 1);
  pid_t kids[3];
  for (int p = 0; p < 3; p++)
    if ((kids[p] = fork()) == 0) {
      /* Each writes its own keys and reads everyone's: a read is a hit or
       * a miss, never a corrupt entry. */
      put_entries(root, p * 100, 30);
      char dir[128];
      snprintf(dir, sizeof dir, "%s/objects", root);
      cajit_object_cache *c = NULL;
      if (cajit_object_cache_open(dir, &c)) _exit(2);
      for (int k = 0; k < 300; k++) {
        char key[32], *data = NULL;
        size_t len;
        cajit_object_cache_lookup hit;
        int n = snprintf(key, sizeof key, "key%d", k);
        cajit_status s =
            cajit_object_cache_get(c, key, (size_t)n, &data, &len, &hit);
        cajit_free(data);
        if (s || hit == CAJIT_OBJECT_CACHE_CORRUPT) _exit(3);
      }
      cajit_object_cache_close(c);
      _exit(0);
    }
  for (int p = 0; p < 3; p++) {
    int st = 0;
    waitpid(kids[p], &st, 0);
    assert_true(WIFEXITED(st));
    assert_int_equal(WEXITSTATUS(st), 0);
  }
  cajit_cache_trim_result r;
  ok(cajit_cache_trim(root, UINT64_MAX, &r));
  /* Puts whose trim found the lock busy may have landed after the last
   * trim: a few entries over, no more. */
  assert_true(r.bytes_before <= (1u << 20) + (65u << 10) * 4);
  unsetenv("CAJIT_CACHE_MAX_MB");
  test_rm_rf(root);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_least_recently_used_go_first),
      cmocka_unit_test(test_temporary_files),
      cmocka_unit_test(test_busy_lock_and_missing_root),
      cmocka_unit_test(test_max_bytes_from_environment),
      cmocka_unit_test(test_put_keeps_the_root_within_the_limit),
      cmocka_unit_test(test_processes_sharing_a_root),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
