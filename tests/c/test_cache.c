/* Tests for the on-disk object cache (jit/object_cache.c,
 * cajit/object_cache.h), its SHA-256 (lib/support/sha256.c) and its use by
 * cajit_compile: entries round trip; a lookup with another key (other
 * text, cpu, opt level or option) misses; truncated, corrupt, foreign and
 * unlinkable entries are never used and get recompiled and replaced;
 * concurrent writers in several processes never leave a bad entry (a
 * reader sees a whole old or new entry); unusable directories are refused
 * with a message and do not fail the compile; every error message has a
 * trigger; allocation failures leak nothing. Also the per-kernel profile
 * of cajit_compile (opts.profile), whose names and counters live in the
 * object and must survive a cache hit. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
/* cmocka must come after the headers above */
#include <cmocka.h>
#include <dirent.h>
#include <ftw.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/object_cache.h"
#include "support/alloc.h"
#include "support/sha256.h"
#include "test_files.h"
#include "test_status.h"

/* ---- helpers -------------------------------------------------------------
 */

/* A fresh private directory (mkdtemp: mode 0700). */
static char *temp_dir(void) {
  static char buf[8][64];
  static int next;
  char *d = buf[next++ % 8];
  snprintf(d, 64, "/tmp/cajit_test_cache.XXXXXX");
  if (!mkdtemp(d)) fail_msg("mkdtemp failed");
  return d;
}

/* Number of files in dir whose name ends with suffix (NULL: all). */
static int count_files(const char *dir, const char *suffix) {
  DIR *d = opendir(dir);
  if (!d) return -1;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.' && (!e->d_name[1] || e->d_name[1] == '.')) continue;
    size_t l = strlen(e->d_name);
    if (!suffix || (l >= strlen(suffix) &&
                    !strcmp(e->d_name + l - strlen(suffix), suffix)))
      n++;
  }
  closedir(d);
  return n;
}

/* The path of the one "*.o" entry in dir (static buffer). */
static const char *only_entry(const char *dir) {
  static char path[512];
  assert_int_equal(count_files(dir, ".o"), 1);
  DIR *d = opendir(dir);
  struct dirent *e;
  while ((e = readdir(d)))
    if (strstr(e->d_name, ".o") && e->d_name[0] != '.') break;
  snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
  closedir(d);
  return path;
}

static char *read_file(const char *path, size_t *out_len) {
  FILE *f = fopen(path, "rb");
  if (!f) fail_msg("cannot open %s", path);
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)n + 1);
  if (fread(buf, 1, (size_t)n, f) != (size_t)n) fail_msg("short read");
  fclose(f);
  *out_len = (size_t)n;
  return buf;
}

static void write_file(const char *path, const void *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (!f) fail_msg("cannot create %s", path);
  if (len && fwrite(data, 1, len, f) != len) fail_msg("short write");
  fclose(f);
}

static cajit_object_cache *open_cache(const char *dir) {
  cajit_object_cache *c = NULL;
  ok(cajit_object_cache_open(dir, &c));
  return c;
}

/* get, expecting result; returns the data (free with cajit_free). */
static char *get(cajit_object_cache *c, const char *key,
                 cajit_object_cache_lookup want, size_t *out_len) {
  char *data = NULL;
  size_t len = 0;
  cajit_object_cache_lookup r;
  ok(cajit_object_cache_get(c, key, strlen(key), &data, &len, &r));
  if (r != want) fail_msg("lookup of '%s': got %d, want %d", key, r, want);
  if ((r == CAJIT_OBJECT_CACHE_HIT) != (data != NULL))
    fail_msg("data must be set exactly on a hit");
  if (out_len) *out_len = len;
  return data;
}

static void put(cajit_object_cache *c, const char *key, const char *data) {
  ok(cajit_object_cache_put(c, key, strlen(key), data, strlen(data)));
}

/* ---- SHA-256 -------------------------------------------------------------
 */

static void check_digest(const char *msg, size_t len, const char *want) {
  uint8_t d[CAJIT_SHA256_SIZE];
  char hex[2 * CAJIT_SHA256_SIZE + 1];
  cajit_sha256_digest(msg, len, d);
  cajit_sha256_hex(d, hex);
  assert_string_equal(hex, want);
  /* Fed in pieces of every size from 1 to 130 bytes: same digest. */
  for (size_t step = 1; step <= 130 && len; step++) {
    cajit_sha256 h;
    cajit_sha256_init(&h);
    for (size_t i = 0; i < len; i += step)
      cajit_sha256_update(&h, msg + i, len - i < step ? len - i : step);
    cajit_sha256_final(&h, d);
    cajit_sha256_hex(d, hex);
    assert_string_equal(hex, want);
  }
}

static void test_sha256_vectors(void **state) {
  (void)state;
  /* FIPS 180-4 examples and NIST CAVS short messages. */
  check_digest(
      "", 0,
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  check_digest(
      "abc", 3,
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  const char *m2 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
  check_digest(
      m2, strlen(m2),
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  /* 55, 56 and 64 bytes: the padding boundaries. */
  char a[1000000];
  memset(a, 'a', sizeof a);
  check_digest(
      a, 55,
      "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
  check_digest(
      a, 56,
      "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a");
  check_digest(
      a, 64,
      "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb");
  uint8_t d[CAJIT_SHA256_SIZE];
  char hex[65];
  cajit_sha256_digest(a, sizeof a, d);
  cajit_sha256_hex(d, hex);
  assert_string_equal(
      hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

/* ---- the cache directory -------------------------------------------------
 */

static void test_open_errors(void **state) {
  (void)state;
  cajit_object_cache *c = (cajit_object_cache *)1;
  expect_error(cajit_object_cache_open(NULL, &c), CAJIT_INVALID_ARGUMENT,
               "no directory given");
  assert_null(c);
  expect_error(cajit_object_cache_open("", &c), CAJIT_INVALID_ARGUMENT,
               "no directory given");

  char *dir = temp_dir();
  char path[256];
  /* Parents are created. */
  snprintf(path, sizeof path, "%s/a/b/c", dir);
  c = open_cache(path);
  assert_string_equal(cajit_object_cache_dir(c), path);
  cajit_object_cache_close(c);
  struct stat st;
  assert_int_equal(stat(path, &st), 0);
  assert_true(S_ISDIR(st.st_mode));
  assert_int_equal(st.st_mode & 077, 0); /* private */

  /* A file where a directory should be. */
  snprintf(path, sizeof path, "%s/file", dir);
  write_file(path, "x", 1);
  expect_error(cajit_object_cache_open(path, &c), CAJIT_IO_ERROR,
               "is not a directory");
  snprintf(path, sizeof path, "%s/file/sub", dir);
  expect_error(cajit_object_cache_open(path, &c), CAJIT_IO_ERROR,
               "cannot create");
  assert_null(c);

  /* A directory others can write to: its objects could be anyone's. */
  snprintf(path, sizeof path, "%s/shared", dir);
  assert_int_equal(mkdir(path, 0700), 0);
  assert_int_equal(chmod(path, 0777), 0);
  expect_error(cajit_object_cache_open(path, &c), CAJIT_IO_ERROR,
               "writable by others");
  assert_int_equal(chmod(path, 0720), 0);
  expect_error(cajit_object_cache_open(path, &c), CAJIT_IO_ERROR,
               "refusing to load code from it");
  assert_int_equal(chmod(path, 0755), 0);
  c = open_cache(path); /* readable by others is fine */
  cajit_object_cache_close(c);
  cajit_object_cache_close(NULL);
  test_rm_rf(dir);
}

static void test_default_dir(void **state) {
  (void)state;
  char *saved_root = getenv("CAJIT_CACHE_DIR");
  char *saved_home = getenv("HOME");
  saved_root = saved_root ? strdup(saved_root) : NULL;
  saved_home = saved_home ? strdup(saved_home) : NULL;
  char *d = NULL;
  setenv("CAJIT_CACHE_DIR", "/some/root", 1);
  ok(cajit_object_cache_default_dir(&d));
  assert_string_equal(d, "/some/root/objects");
  cajit_free(d);
  unsetenv("CAJIT_CACHE_DIR");
  setenv("HOME", "/home/u", 1);
  ok(cajit_object_cache_default_dir(&d));
  assert_string_equal(d, "/home/u/.cache/cajit/objects");
  cajit_free(d);
  setenv("CAJIT_CACHE_DIR", "", 1); /* empty counts as unset */
  unsetenv("HOME");
  expect_error(cajit_object_cache_default_dir(&d), CAJIT_INVALID_ARGUMENT,
               "neither CAJIT_CACHE_DIR nor HOME is set");
  assert_null(d);
  if (saved_root)
    setenv("CAJIT_CACHE_DIR", saved_root, 1);
  else
    unsetenv("CAJIT_CACHE_DIR");
  if (saved_home) setenv("HOME", saved_home, 1);
  free(saved_root);
  free(saved_home);
}

static void test_toolchain_and_target(void **state) {
  (void)state;
  const char *id = NULL, *again = NULL;
  ok(cajit_object_cache_toolchain(&id));
  ok(cajit_object_cache_toolchain(&again));
  assert_ptr_equal(id, again); /* computed once */
  assert_non_null(strstr(id, "cajit "));
  assert_non_null(strstr(id, "; llvm 19."));
  /* Both binaries identified by a build-id or a file hash. */
  int named = 0;
  for (const char *p = id; (p = strstr(p, "build ")); p++)
    named++;
  for (const char *p = id; (p = strstr(p, "file ")); p++)
    named++;
  assert_int_equal(named, 2);

  cajit_jit_options o;
  cajit_jit_options_init(&o);
  cajit_jit_target *host = NULL, *other = NULL, *o2 = NULL;
  ok(cajit_jit_target_create(&o, &host));
  o.cpu = "x86-64";
  ok(cajit_jit_target_create(&o, &other));
  o.cpu = NULL;
  o.opt_level = 2;
  ok(cajit_jit_target_create(&o, &o2));
  char *a = NULL, *b = NULL, *c = NULL;
  ok(cajit_object_cache_target_id(host, &a));
  ok(cajit_object_cache_target_id(other, &b));
  ok(cajit_object_cache_target_id(o2, &c));
  assert_non_null(strstr(a, "triple=x86_64"));
  assert_non_null(strstr(a, "opt=3"));
  assert_non_null(strstr(b, "cpu=x86-64 "));
  assert_non_null(strstr(c, "opt=2"));
  assert_string_not_equal(a, b);
  assert_string_not_equal(a, c);
  cajit_free(a);
  cajit_free(b);
  cajit_free(c);
  cajit_jit_target_destroy(host);
  cajit_jit_target_destroy(other);
  cajit_jit_target_destroy(o2);
}

/* ---- get and put ---------------------------------------------------------
 */

static void test_round_trip(void **state) {
  (void)state;
  char *dir = temp_dir();
  cajit_object_cache *c = open_cache(dir);
  size_t len;
  assert_null(get(c, "key one", CAJIT_OBJECT_CACHE_MISS, NULL));
  put(c, "key one", "object bytes one");
  char *data = get(c, "key one", CAJIT_OBJECT_CACHE_HIT, &len);
  assert_int_equal(len, strlen("object bytes one"));
  assert_memory_equal(data, "object bytes one", len);
  cajit_free(data);
  /* Another key misses; replacing an entry is atomic and complete. */
  assert_null(get(c, "key two", CAJIT_OBJECT_CACHE_MISS, NULL));
  put(c, "key one", "a longer replacement object");
  data = get(c, "key one", CAJIT_OBJECT_CACHE_HIT, &len);
  assert_int_equal(len, strlen("a longer replacement object"));
  cajit_free(data);
  /* An empty object and an empty key are fine too. */
  ok(cajit_object_cache_put(c, "", 0, "", 0));
  char *e = NULL;
  cajit_object_cache_lookup r;
  ok(cajit_object_cache_get(c, "", 0, &e, &len, &r));
  assert_int_equal(r, CAJIT_OBJECT_CACHE_HIT);
  assert_int_equal(len, 0);
  cajit_free(e);
  /* The entry is named by the key's digest; no temporary file is left. */
  char *path = cajit_object_cache_entry_path(c, "key one", 7);
  uint8_t d[CAJIT_SHA256_SIZE];
  char hex[65];
  cajit_sha256_digest("key one", 7, d);
  cajit_sha256_hex(d, hex);
  assert_non_null(strstr(path, hex));
  assert_non_null(strstr(path, dir));
  cajit_free(path);
  assert_int_equal(count_files(dir, NULL), 2);

  expect_error(cajit_object_cache_get(NULL, "k", 1, &e, &len, &r),
               CAJIT_INVALID_ARGUMENT, "NULL cache or key");
  expect_error(cajit_object_cache_put(c, NULL, 3, "x", 1),
               CAJIT_INVALID_ARGUMENT, "NULL cache, key or data");
  cajit_object_cache_close(c);
  test_rm_rf(dir);
}

/* Rewrites the entry of key with f applied to its bytes. */
static void tamper(cajit_object_cache *c, const char *key,
                   void (*f)(char *buf, size_t *len)) {
  char *path = cajit_object_cache_entry_path(c, key, strlen(key));
  size_t len;
  char *buf = read_file(path, &len);
  f(buf, &len);
  write_file(path, buf, len);
  free(buf);
  cajit_free(path);
}

static void truncate_last(char *buf, size_t *len) {
  (void)buf;
  *len -= 1;
}
static void truncate_header(char *buf, size_t *len) {
  (void)buf;
  *len = 40;
}
static void empty(char *buf, size_t *len) {
  (void)buf;
  *len = 0;
}
static void flip_data(char *buf, size_t *len) { buf[*len - 2] ^= 1; }
static void flip_key(char *buf, size_t *len) {
  (void)len;
  buf[64 + 2] ^= 1; /* first bytes after the 64-byte header */
}
static void flip_checksum(char *buf, size_t *len) {
  (void)len;
  buf[40] ^= 0x80;
}
static void bad_magic(char *buf, size_t *len) {
  (void)len;
  buf[0] = 'X';
}
static void bad_version(char *buf, size_t *len) {
  (void)len;
  buf[8] = 7;
}
static void huge_length(char *buf, size_t *len) {
  (void)len;
  buf[24 + 7] = 0x7f; /* data length 2^62-ish */
}
static void appended(char *buf, size_t *len) {
  buf[*len] = 'z'; /* read_file left room for one more byte */
  *len += 1;
}

static void test_corrupt_entries(void **state) {
  (void)state;
  char *dir = temp_dir();
  cajit_object_cache *c = open_cache(dir);
  void (*damage[])(char *, size_t *) = {
      truncate_last, truncate_header, empty,       flip_data,   flip_key,
      flip_checksum, bad_magic,       bad_version, huge_length, appended,
  };
  for (size_t i = 0; i < sizeof damage / sizeof *damage; i++) {
    put(c, "the key", "0123456789abcdef");
    tamper(c, "the key", damage[i]);
    assert_null(get(c, "the key", CAJIT_OBJECT_CACHE_CORRUPT, NULL));
    /* Storing again repairs it. */
    put(c, "the key", "0123456789abcdef");
    size_t len;
    char *data = get(c, "the key", CAJIT_OBJECT_CACHE_HIT, &len);
    assert_int_equal(len, 16);
    cajit_free(data);
  }
  /* A complete, valid entry of another key under this key's name (what a
   * digest collision would look like) is not returned. */
  put(c, "other key", "other object");
  char *a = cajit_object_cache_entry_path(c, "other key", 9);
  char *b = cajit_object_cache_entry_path(c, "the key", 7);
  assert_int_equal(rename(a, b), 0);
  assert_null(get(c, "the key", CAJIT_OBJECT_CACHE_CORRUPT, NULL));
  /* Same length key, different bytes. */
  put(c, "the kez", "object");
  a = (cajit_free(a), cajit_object_cache_entry_path(c, "the kez", 7));
  assert_int_equal(rename(a, b), 0);
  assert_null(get(c, "the key", CAJIT_OBJECT_CACHE_CORRUPT, NULL));
  cajit_free(a);
  cajit_free(b);
  cajit_object_cache_close(c);
  test_rm_rf(dir);
}

static void test_io_errors(void **state) {
  (void)state;
  char *dir = temp_dir();
  cajit_object_cache *c = open_cache(dir);
  /* A directory where the entry should be: it opens, but cannot be read
   * nor replaced. */
  char *path = cajit_object_cache_entry_path(c, "k", 1);
  assert_int_equal(mkdir(path, 0700), 0);
  char sub[512];
  snprintf(sub, sizeof sub, "%s/x", path);
  assert_int_equal(mkdir(sub, 0700), 0);
  char *data = NULL;
  size_t len;
  cajit_object_cache_lookup r;
  expect_error(cajit_object_cache_get(c, "k", 1, &data, &len, &r),
               CAJIT_IO_ERROR, "cannot read");
  assert_null(data);
  expect_error(cajit_object_cache_put(c, "k", 1, "obj", 3), CAJIT_IO_ERROR,
               "cannot write");
  assert_int_equal(count_files(dir, NULL), 1); /* the temporary file went */
  cajit_free(path);
  /* The directory disappeared under the handle. */
  test_rm_rf(dir);
  expect_error(cajit_object_cache_put(c, "k", 1, "obj", 3), CAJIT_IO_ERROR,
               "cannot create a temporary file in");
  assert_null(get(c, "k", CAJIT_OBJECT_CACHE_MISS, NULL));
  cajit_object_cache_close(c);
}

/* ---- concurrent writers --------------------------------------------------
 */

#define PAYLOAD_A 100000
#define PAYLOAD_B 150001

static char *payload(char fill, size_t n) {
  char *p = malloc(n);
  memset(p, fill, n);
  return p;
}

/* Checks that a hit is one whole payload. */
static void check_payload(const char *data, size_t len) {
  char fill = len == PAYLOAD_A ? 'A' : len == PAYLOAD_B ? 'B' : 0;
  if (!fill) fail_msg("entry of length %zu", len);
  for (size_t i = 0; i < len; i++)
    if (data[i] != fill)
      fail_msg("byte %zu of a %c entry is %d", i, fill, data[i]);
}

static void test_concurrent_writers(void **state) {
  (void)state;
  char *dir = temp_dir();
  const char *key = "one key, two writers";
  pid_t kids[2];
  for (int k = 0; k < 2; k++) {
    kids[k] = fork();
    assert_true(kids[k] >= 0);
    if (kids[k] == 0) {
      /* The child: 60 complete writes of its payload. */
      cajit_object_cache *c = NULL;
      if (cajit_object_cache_open(dir, &c)) _exit(2);
      size_t n = k ? PAYLOAD_B : PAYLOAD_A;
      char *p = payload(k ? 'B' : 'A', n);
      for (int i = 0; i < 60; i++)
        if (cajit_object_cache_put(c, key, strlen(key), p, n)) _exit(3);
      free(p);
      cajit_object_cache_close(c);
      _exit(0);
    }
  }
  /* The parent reads all the while: a miss before the first rename, then
   * always one writer's whole payload, never a corrupt entry. */
  cajit_object_cache *c = open_cache(dir);
  int hits = 0, running = 2;
  while (running) {
    char *data = NULL;
    size_t len;
    cajit_object_cache_lookup r;
    ok(cajit_object_cache_get(c, key, strlen(key), &data, &len, &r));
    if (r == CAJIT_OBJECT_CACHE_CORRUPT) fail_msg("a reader saw a bad entry");
    if (r == CAJIT_OBJECT_CACHE_HIT) {
      check_payload(data, len);
      hits++;
    }
    cajit_free(data);
    for (int k = 0; k < 2; k++) {
      int status;
      if (kids[k] && waitpid(kids[k], &status, WNOHANG) == kids[k]) {
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
        kids[k] = 0;
        running--;
      }
    }
  }
  assert_true(hits > 0);
  size_t len;
  char *data = get(c, key, CAJIT_OBJECT_CACHE_HIT, &len);
  check_payload(data, len);
  cajit_free(data);
  assert_int_equal(count_files(dir, NULL), 1); /* no temporary files */
  cajit_object_cache_close(c);
  test_rm_rf(dir);
}

/* ---- cajit_compile with a cache ------------------------------------------
 */

static const char graph_text[] = "cag 1\n"
                                 "graph \"cache_test\"\n"
                                 "sizes 0\nscalars\nhooks 0\npacked_data 0\n"
                                 "sym s0 = input 0 dim 0\n"
                                 "input %0 : f32[s0, 3]\n"
                                 "input %1 : f32[3]\n"
                                 "%2 = aten.mul.Tensor(%0, %1) : f32[s0, 3]\n"
                                 "%3 = aten.tanh.default(%2) : f32[s0, 3]\n"
                                 "%4 = aten.sum.dim_IntList(%3, [0]) : f32[3]\n"
                                 "return (%3, %4)\n";

/* The same graph with another constant. */
static const char other_text[] =
    "cag 1\n"
    "graph \"cache_test\"\n"
    "sizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 3]\n"
    "input %1 : f32[3]\n"
    "%2 = aten.mul.Tensor(%0, %1) : f32[s0, 3]\n"
    "%3 = aten.tanh.default(%2) : f32[s0, 3]\n"
    "%4 = aten.sum.dim_IntList(%3, [1]) : f32[s0]\n"
    "return (%3, %4)\n";

typedef struct built {
  cajit_graph *g;
  cajit_compiled *c;
} built;

static cajit_status build(const char *text, const cajit_compile_options *o,
                          built *b) {
  memset(b, 0, sizeof *b);
  cajit_status s =
      cajit_graph_parse(cajit_sv_from_cstr(text), "cache.cag", &b->g);
  if (!s) s = cajit_graph_verify(b->g);
  if (!s) s = cajit_compile(b->g, o, &b->c);
  return s;
}

static void unbuild(built *b) {
  cajit_compiled_destroy(b->c);
  cajit_graph_destroy(b->g);
  b->c = NULL;
  b->g = NULL;
}

/* Compiles text with o, expecting cache result want. */
static built compile_expect(const char *text, const cajit_compile_options *o,
                            cajit_compile_cache_result want) {
  built b;
  ok(build(text, o, &b));
  if (cajit_compiled_cache_result(b.c) != want)
    fail_msg("cache result %d, want %d (%s)", cajit_compiled_cache_result(b.c),
             want,
             cajit_compiled_cache_error(b.c) ? cajit_compiled_cache_error(b.c)
                                             : "no error");
  return b;
}

/* Runs graph_text on a 4x3 input; checks and returns output 1 (3 sums). */
static void run_and_check(built *b, float out_sums[3]) {
  float x[12], w[3] = {0.5f, -1.0f, 2.0f};
  for (int i = 0; i < 12; i++)
    x[i] = (float)i * 0.1f - 0.5f;
  int64_t sx[2] = {4, 3}, sw[1] = {3};
  DLTensor tx = {x, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, sx, NULL, 0};
  DLTensor tw = {w, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, sw, NULL, 0};
  DLTensor *in[2] = {&tx, &tw};
  DLManagedTensor *outs[2] = {NULL, NULL};
  cajit_call call = {0};
  call.inputs = in;
  call.input_count = 2;
  call.outputs = outs;
  call.output_count = cajit_compiled_output_count(b->c);
  assert_int_equal(call.output_count, 2);
  ok(cajit_compiled_run(b->c, &call));
  const float *sums = outs[1]->dl_tensor.data;
  for (int j = 0; j < 3; j++) {
    double want = 0;
    for (int i = 0; i < 4; i++)
      want += tanhf(x[i * 3 + j] * w[j]);
    if (fabs(sums[j] - want) > 1e-5)
      fail_msg("sum %d: got %g, want %g", j, sums[j], want);
    out_sums[j] = sums[j];
  }
  for (int k = 0; k < 2; k++)
    outs[k]->deleter(outs[k]);
}

static void test_compile_round_trip(void **state) {
  (void)state;
  char *dir = temp_dir();
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.object_cache_dir = dir;
  built miss = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_MISS);
  const cajit_compile_timings *t = cajit_compiled_timings(miss.c);
  assert_true(t->optimize > 0 && t->emit > 0 && t->cache_write > 0);
  assert_true(t->total >= t->optimize + t->emit);
  assert_null(cajit_compiled_cache_error(miss.c));
  assert_int_equal(count_files(dir, ".o"), 1);

  built hit = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_HIT);
  t = cajit_compiled_timings(hit.c);
  assert_true(t->optimize == 0 && t->emit == 0 && t->lower == 0 &&
              t->codegen == 0 && t->cache_write == 0);
  assert_true(t->cache_read > 0 && t->link > 0);
  /* Same code, same bits. */
  float a[3], b[3];
  run_and_check(&miss, a);
  run_and_check(&hit, b);
  assert_memory_equal(a, b, sizeof a);

  /* Without a cache: off, and nothing else is written. */
  built off = compile_expect(graph_text, NULL, CAJIT_COMPILE_CACHE_OFF);
  run_and_check(&off, b);
  assert_memory_equal(a, b, sizeof a);
  assert_true(cajit_compiled_timings(off.c)->optimize > 0);
  unbuild(&off);
  unbuild(&miss);
  unbuild(&hit);
  assert_int_equal(count_files(dir, ".o"), 1);
  test_rm_rf(dir);
}

static double wall_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* Every kernel of b counted `runs` calls, names "k<i> <kind> ...", and the
 * counted time fits in wall_ms, and the bytes each call moved (s0 = 4):
 * the tanh kernel reads x (48) and w (12) and writes %3 (48), the sum
 * reads %3 and writes %4 (12). Returns the index of the sum's kernel. */
static int32_t check_profile(const built *b, int64_t runs, double wall) {
  int32_t n = cajit_compiled_profile_count(b->c), sum_kernel = -1;
  assert_true(n >= 2); /* at least the pointwise chain and the sum */
  int64_t total = 0;
  for (int32_t k = 0; k < n; k++) {
    cajit_kernel_profile kp = cajit_compiled_profile_get(b->c, k);
    char prefix[16];
    snprintf(prefix, sizeof prefix, "k%d ", (int)k);
    if (strncmp(kp.name, prefix, strlen(prefix)) != 0)
      fail_msg("kernel %d is named '%s'", (int)k, kp.name);
    if (strstr(kp.name, "reduce") && strstr(kp.name, "aten.sum"))
      sum_kernel = k;
    assert_int_equal(kp.bytes, runs * (sum_kernel == k ? 48 + 12 : 108));
    assert_int_equal(kp.calls, runs);
    assert_true(kp.ns >= 0);
    total += kp.ns;
  }
  assert_true((double)total * 1e-6 <= wall);
  assert_true(runs == 0 || total > 0);
  assert_null(cajit_compiled_profile_get(b->c, n).name);
  assert_null(cajit_compiled_profile_get(b->c, -1).name);
  return sum_kernel;
}

static double run_times(built *b, int runs) {
  float s[3];
  double t0 = wall_ms();
  for (int i = 0; i < runs; i++)
    run_and_check(b, s);
  return wall_ms() - t0;
}

static void test_compile_profile(void **state) {
  (void)state;
  char *dir = temp_dir();
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.object_cache_dir = dir;
  o.profile = true;
  built miss = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_MISS);
  check_profile(&miss, 0, 0);
  double wall = run_times(&miss, 3);
  assert_true(check_profile(&miss, 3, wall) >= 0);
  cajit_compiled_profile_reset(miss.c);
  check_profile(&miss, 0, 0);

  /* A hit has the same kernels, named from the object; its counters are
   * its own. */
  built hit = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_HIT);
  assert_int_equal(cajit_compiled_profile_count(hit.c),
                   cajit_compiled_profile_count(miss.c));
  for (int32_t k = 0; k < cajit_compiled_profile_count(hit.c); k++)
    assert_string_equal(cajit_compiled_profile_get(hit.c, k).name,
                        cajit_compiled_profile_get(miss.c, k).name);
  wall = run_times(&hit, 2);
  check_profile(&hit, 2, wall);
  check_profile(&miss, 0, 0);

  /* Profiling is part of the key; without it there are no counters. */
  o.profile = false;
  built plain = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_MISS);
  assert_int_equal(cajit_compiled_profile_count(plain.c), 0);
  assert_null(cajit_compiled_profile_get(plain.c, 0).name);
  cajit_compiled_profile_reset(plain.c); /* nothing to reset: no-op */
  run_times(&plain, 1);
  unbuild(&plain);
  unbuild(&hit);
  unbuild(&miss);
  test_rm_rf(dir);
}

static void test_compile_key_mismatch(void **state) {
  (void)state;
  char *dir = temp_dir();
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.object_cache_dir = dir;
  built b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_MISS);
  unbuild(&b);
  /* Other text. */
  b = compile_expect(other_text, &o, CAJIT_COMPILE_CACHE_MISS);
  unbuild(&b);
  /* Other cpu (x86-64 runs on any x86-64 host). */
  cajit_jit_options jo;
  cajit_jit_options_init(&jo);
  jo.cpu = "x86-64";
  o.jit = &jo;
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_MISS);
  float s[3];
  run_and_check(&b, s);
  unbuild(&b);
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_HIT);
  run_and_check(&b, s);
  unbuild(&b);
  /* Other features, other opt level, other vector width. */
  jo.features = "-avx2";
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_MISS);
  unbuild(&b);
  jo.features = NULL;
  jo.opt_level = 1;
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_MISS);
  unbuild(&b);
  jo.opt_level = 3;
  jo.prefer_vector_width = 128;
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_MISS);
  unbuild(&b);
  /* Other option. */
  o.jit = NULL;
  o.no_host_fallback = true;
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_MISS);
  unbuild(&b);
  o.no_host_fallback = false;
  /* Names only name the module: another module name, another graph name
   * or none share the entry. */
  o.name = "renamed";
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_HIT);
  run_and_check(&b, s);
  unbuild(&b);
  o.name = NULL;
  char renamed[sizeof graph_text + 16];
  snprintf(renamed, sizeof renamed, "cag 1\ngraph \"other\"\n%s",
           strstr(graph_text, "sizes"));
  b = compile_expect(renamed, &o, CAJIT_COMPILE_CACHE_HIT);
  unbuild(&b);
  snprintf(renamed, sizeof renamed, "cag 1\n%s", strstr(graph_text, "sizes"));
  b = compile_expect(renamed, &o, CAJIT_COMPILE_CACHE_HIT);
  unbuild(&b);
  /* A shared JIT: its target is the key's. */
  cajit_jit *shared = NULL;
  size_t n;
  const cajit_jit_symbol *syms = cajit_compile_jit_symbols(&n);
  cajit_jit_options_init(&jo);
  jo.extra_symbols = syms;
  jo.extra_symbol_count = n;
  ok(cajit_jit_create(&jo, &shared));
  o.shared_jit = shared;
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_HIT);
  run_and_check(&b, s);
  unbuild(&b);
  cajit_jit_destroy(shared);
  assert_int_equal(count_files(dir, ".o"), 7);
  test_rm_rf(dir);
}

/* Puts `object` under the key of the single entry in dir. */
static void replace_object(const char *dir, const char *object, size_t n) {
  size_t len;
  char *entry = read_file(only_entry(dir), &len);
  uint64_t key_len = 0;
  for (int i = 0; i < 8; i++)
    key_len |= (uint64_t)(uint8_t)entry[16 + i] << (8 * i);
  cajit_object_cache *c = open_cache(dir);
  ok(cajit_object_cache_put(c, entry + 64, key_len, object, n));
  cajit_object_cache_close(c);
  free(entry);
}

static void test_compile_bad_entries(void **state) {
  (void)state;
  char *dir = temp_dir();
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.object_cache_dir = dir;
  built b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_MISS);
  unbuild(&b);
  /* Truncated: recompiled ("bad") and replaced (then a hit). */
  const char *entry = only_entry(dir);
  assert_int_equal(truncate(entry, 100), 0);
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_BAD);
  float s[3];
  run_and_check(&b, s);
  unbuild(&b);
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_HIT);
  run_and_check(&b, s);
  unbuild(&b);
  /* A well-formed entry whose object is not an object: it fails to load,
   * is recompiled and replaced. */
  replace_object(dir, "not an ELF file", 15);
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_BAD);
  assert_non_null(
      strstr(cajit_compiled_cache_error(b.c), "cached object unusable"));
  run_and_check(&b, s);
  unbuild(&b);
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_HIT);
  unbuild(&b);
  /* The start of an ELF header and nothing else. */
  static const char elf_only[64] = {0x7f, 'E', 'L', 'F', 2, 1, 1};
  replace_object(dir, elf_only, sizeof elf_only);
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_BAD);
  run_and_check(&b, s);
  unbuild(&b);
  test_rm_rf(dir);
}

static void test_compile_unusable_cache(void **state) {
  (void)state;
  char *dir = temp_dir();
  char shared[256];
  snprintf(shared, sizeof shared, "%s/shared", dir);
  assert_int_equal(mkdir(shared, 0700), 0);
  assert_int_equal(chmod(shared, 0777), 0);
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.object_cache_dir = shared;
  /* Refused with a reason; the graph still compiles and runs. */
  built b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_OFF);
  assert_non_null(
      strstr(cajit_compiled_cache_error(b.c), "writable by others"));
  float s[3];
  run_and_check(&b, s);
  unbuild(&b);
  assert_int_equal(count_files(shared, NULL), 0);

  /* An entry that cannot be read: compiled without the cache. */
  o.object_cache_dir = dir;
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_MISS);
  unbuild(&b);
  char entry[512];
  snprintf(entry, sizeof entry, "%s", only_entry(dir));
  assert_int_equal(unlink(entry), 0);
  assert_int_equal(mkdir(entry, 0700), 0);
  b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_OFF);
  assert_non_null(strstr(cajit_compiled_cache_error(b.c), "cannot read"));
  run_and_check(&b, s);
  unbuild(&b);
  test_rm_rf(dir);
}

typedef struct compile_job {
  const char *dir;
  int failures;
} compile_job;

static void *compile_thread(void *arg) {
  compile_job *job = arg;
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.object_cache_dir = job->dir;
  for (int i = 0; i < 3; i++) {
    built b;
    cajit_status s = build(i % 2 ? other_text : graph_text, &o, &b);
    if (s || cajit_compiled_cache_error(b.c)) job->failures++;
    cajit_status_free(s);
    unbuild(&b);
  }
  return NULL;
}

static void test_compile_threads(void **state) {
  (void)state;
  char *dir = temp_dir();
  compile_job jobs[3] = {{dir, 0}, {dir, 0}, {dir, 0}};
  pthread_t th[3];
  for (int i = 0; i < 3; i++)
    assert_int_equal(pthread_create(&th[i], NULL, compile_thread, &jobs[i]), 0);
  for (int i = 0; i < 3; i++) {
    pthread_join(th[i], NULL);
    assert_int_equal(jobs[i].failures, 0);
  }
  assert_int_equal(count_files(dir, NULL), 2); /* two entries, no temps */
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.object_cache_dir = dir;
  built b = compile_expect(graph_text, &o, CAJIT_COMPILE_CACHE_HIT);
  float s[3];
  run_and_check(&b, s);
  unbuild(&b);
  b = compile_expect(other_text, &o, CAJIT_COMPILE_CACHE_HIT);
  unbuild(&b);
  test_rm_rf(dir);
}

/* ---- allocation failures -------------------------------------------------
 */

static void test_alloc_failures(void **state) {
  (void)state;
  char *dir = temp_dir();
  cajit_object_cache *c = NULL;
  /* open, put, get. */
  int failures = 0;
  for (long n = 0; n < 100; n++) {
    cajit_alloc_fail_after(n);
    cajit_status s = cajit_object_cache_open(dir, &c);
    if (!s) s = cajit_object_cache_put(c, "k", 1, "data", 4);
    char *data = NULL;
    size_t len;
    cajit_object_cache_lookup r;
    if (!s) s = cajit_object_cache_get(c, "k", 1, &data, &len, &r);
    long injected = cajit_alloc_injected_failures();
    cajit_alloc_fail_after(-1);
    cajit_free(data);
    cajit_object_cache_close(c);
    c = NULL;
    if (!s) {
      assert_int_equal(injected, 0);
      break;
    }
    failures++;
    expect_error(s, CAJIT_OUT_OF_MEMORY, "out of memory");
  }
  assert_true(failures >= 5);
  char *d = NULL;
  for (long n = 0; n < 3; n++) {
    cajit_alloc_fail_after(n);
    cajit_status s = cajit_object_cache_default_dir(&d);
    cajit_alloc_fail_after(-1);
    if (!s) break;
    expect_error(s, CAJIT_OUT_OF_MEMORY, "out of memory");
    assert_null(d);
  }
  cajit_free(d);

  /* Compiling with a cache, on a miss and on a hit: each failure is an
   * out-of-memory error or a compile that went on without the cache
   * (injection fails every allocation from the n-th on, so that is rare). */
  static const char tiny[] = "cag 1\nsizes 0\nscalars\nhooks 0\n"
                             "packed_data 0\nsym s0 = input 0 dim 0\n"
                             "input %0 : f32[s0]\n"
                             "%1 = aten.neg.default(%0) : f32[s0]\n"
                             "return (%1)\n";
  /* A shared JIT: creating one per iteration would dominate the run time
   * (its own failure paths are test_jit's). */
  cajit_jit *jit = NULL;
  cajit_jit_options jo;
  cajit_jit_options_init(&jo);
  jo.extra_symbols = cajit_compile_jit_symbols(&jo.extra_symbol_count);
  ok(cajit_jit_create(&jo, &jit));
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.object_cache_dir = dir;
  o.shared_jit = jit;
  for (int pass = 0; pass < 2; pass++) {
    int oom = 0, degraded = 0;
    bool done = false;
    for (long n = 0; n < 5000 && !done; n++) {
      if (pass == 0) { /* every iteration misses */
        test_rm_rf(dir);
        assert_int_equal(mkdir(dir, 0700), 0);
      }
      /* A fresh graph each time: an out-of-memory in its expression
       * context is sticky. */
      cajit_graph *g = NULL;
      ok(cajit_graph_parse(cajit_sv_from_cstr(tiny), "g.cag", &g));
      ok(cajit_graph_verify(g));
      cajit_compiled *comp = NULL;
      cajit_alloc_fail_after(n);
      cajit_status s = cajit_compile(g, &o, &comp);
      long injected = cajit_alloc_injected_failures();
      cajit_alloc_fail_after(-1);
      cajit_graph_destroy(g);
      if (s) {
        assert_null(comp);
        expect_oom(n, s);
        oom++;
        continue;
      }
      cajit_compile_cache_result r = cajit_compiled_cache_result(comp);
      cajit_compiled_destroy(comp);
      if (!injected) {
        assert_int_equal(r, pass == 0 ? CAJIT_COMPILE_CACHE_MISS
                                      : CAJIT_COMPILE_CACHE_HIT);
        done = true;
      } else {
        degraded++;
      }
    }
    assert_true(done);
    /* Every allocation of a miss (lowering, codegen, key, store, load) and
     * of a hit (key, lookup, load) failed once. */
    assert_true(oom + degraded >= (pass == 0 ? 40 : 8));
  }
  assert_int_equal(cajit_jit_module_count(jit), 0);
  cajit_jit_destroy(jit);
  test_rm_rf(dir);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_sha256_vectors),
      cmocka_unit_test(test_open_errors),
      cmocka_unit_test(test_default_dir),
      cmocka_unit_test(test_toolchain_and_target),
      cmocka_unit_test(test_round_trip),
      cmocka_unit_test(test_corrupt_entries),
      cmocka_unit_test(test_io_errors),
      cmocka_unit_test(test_concurrent_writers),
      cmocka_unit_test(test_compile_round_trip),
      cmocka_unit_test(test_compile_key_mismatch),
      cmocka_unit_test(test_compile_profile),
      cmocka_unit_test(test_compile_bad_entries),
      cmocka_unit_test(test_compile_unusable_cache),
      cmocka_unit_test(test_compile_threads),
      cmocka_unit_test(test_alloc_failures),
  };
  /* CAJIT_TEST_FILTER=pattern runs the matching tests only. */
  if (getenv("CAJIT_TEST_FILTER"))
    cmocka_set_test_filter(getenv("CAJIT_TEST_FILTER"));
  return cmocka_run_group_tests(tests, NULL, NULL);
}
