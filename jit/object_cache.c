/* The on-disk object cache (see cajit/object_cache.h).
 *
 * Only this file touches the cache directory. The handle holds nothing but
 * the directory's path, so it may be used from several threads; every
 * lookup opens the entry afresh, and every store goes through a private
 * temporary file (mkstemp) that is fsynced and renamed into place, which
 * POSIX makes atomic for readers in any process. */
#include "cajit/object_cache.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/alloc.h"
#include "support/path.h"
#include "support/sha256.h"

#define HEADER_SIZE 64
#define FORMAT_VERSION 1u
static const char MAGIC[8] = {'C', 'A', 'J', 'I', 'T', 'O', 'B', 'J'};

struct cajit_object_cache {
  char *dir;
};

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "object cache: out of memory");
}

static cajit_status io_error(const char *what, const char *path, int err) {
  return cajit_status_make(CAJIT_IO_ERROR, "object cache: %s %s: %s", what,
                           path, strerror(err));
}

/* ---- the directory ---- */

/* mkdir -p for path (a writable copy). */
static int make_dirs(char *path) {
  for (char *p = path + 1; *p; p++) {
    if (*p != '/') continue;
    *p = '\0';
    int r = mkdir(path, 0700);
    *p = '/';
    if (r != 0 && errno != EEXIST) return -1;
  }
  return mkdir(path, 0700) != 0 && errno != EEXIST ? -1 : 0;
}

static cajit_status check_dir(const char *dir) {
  struct stat st;
  if (stat(dir, &st) != 0) return io_error("cannot open", dir, errno);
  if (!S_ISDIR(st.st_mode))
    return cajit_status_make(CAJIT_IO_ERROR,
                             "object cache: %s is not a directory", dir);
  if (st.st_uid != geteuid() || (st.st_mode & (S_IWGRP | S_IWOTH)))
    return cajit_status_make(
        CAJIT_IO_ERROR,
        "object cache: %s is not owned by this user or is writable by "
        "others; refusing to load code from it",
        dir);
  return CAJIT_OK_STATUS;
}

cajit_status cajit_object_cache_open(const char *dir,
                                     cajit_object_cache **out_cache) {
  *out_cache = NULL;
  if (!dir || !*dir)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "object cache: no directory given");
  cajit_object_cache *c = cajit_calloc(1, sizeof *c);
  char *copy = cajit_strndup(dir, strlen(dir));
  if (!c || !copy) {
    cajit_free(c);
    cajit_free(copy);
    return oom();
  }
  c->dir = copy;
  cajit_status s = CAJIT_OK_STATUS;
  if (make_dirs(copy) != 0) s = io_error("cannot create", dir, errno);
  if (!s) s = check_dir(dir);
  if (s) {
    cajit_object_cache_close(c);
    return s;
  }
  *out_cache = c;
  return CAJIT_OK_STATUS;
}

void cajit_object_cache_close(cajit_object_cache *c) {
  if (!c) return;
  cajit_free(c->dir);
  cajit_free(c);
}

const char *cajit_object_cache_dir(const cajit_object_cache *c) {
  return c->dir;
}

cajit_status cajit_object_cache_default_dir(char **out_dir) {
  *out_dir = NULL;
  const char *root = getenv("CAJIT_CACHE_DIR");
  char *owned_root = NULL;
  if (!root || !*root) {
    const char *home = getenv("HOME");
    if (!home || !*home)
      return cajit_status_make(
          CAJIT_INVALID_ARGUMENT,
          "object cache: neither CAJIT_CACHE_DIR nor HOME is set");
    owned_root = cajit_path_join(home, ".cache/cajit");
    if (!owned_root) return oom();
    root = owned_root;
  }
  *out_dir = cajit_path_join(root, "objects");
  cajit_free(owned_root);
  return *out_dir ? CAJIT_OK_STATUS : oom();
}

char *cajit_object_cache_entry_path(const cajit_object_cache *c,
                                    const void *key, size_t key_len) {
  uint8_t d[CAJIT_SHA256_SIZE];
  cajit_sha256_digest(key, key_len, d);
  char name[2 * CAJIT_SHA256_SIZE + 3];
  cajit_sha256_hex(d, name);
  strcat(name, ".o");
  return cajit_path_join(c->dir, name);
}

/* ---- the header ---- */

static void put_u32(uint8_t *p, uint32_t v) {
  for (int i = 0; i < 4; i++)
    p[i] = (uint8_t)(v >> (8 * i));
}
static void put_u64(uint8_t *p, uint64_t v) {
  for (int i = 0; i < 8; i++)
    p[i] = (uint8_t)(v >> (8 * i));
}
static uint32_t get_u32(const uint8_t *p) {
  uint32_t v = 0;
  for (int i = 0; i < 4; i++)
    v |= (uint32_t)p[i] << (8 * i);
  return v;
}
static uint64_t get_u64(const uint8_t *p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; i++)
    v |= (uint64_t)p[i] << (8 * i);
  return v;
}

static void checksum(const void *key, size_t key_len, const void *data,
                     size_t len, uint8_t out[CAJIT_SHA256_SIZE]) {
  cajit_sha256 h;
  cajit_sha256_init(&h);
  cajit_sha256_update(&h, key, key_len);
  cajit_sha256_update(&h, data, len);
  cajit_sha256_final(&h, out);
}

/* ---- reading ---- */

/* Reads exactly len bytes; 0 on success, else errno (EIO at end of file). */
static int read_all(int fd, void *buf, size_t len) {
  char *p = buf;
  while (len) {
    ssize_t n = read(fd, p, len);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno;
    if (n == 0) return EIO;
    p += n;
    len -= (size_t)n;
  }
  return 0;
}

/* Reads and checks the entry open on fd (whose size is size). */
static cajit_status read_entry(int fd, const char *path, uint64_t size,
                               const void *key, size_t key_len, char **out_data,
                               size_t *out_len,
                               cajit_object_cache_lookup *out_result) {
  *out_result = CAJIT_OBJECT_CACHE_CORRUPT;
  uint8_t h[HEADER_SIZE];
  if (size < HEADER_SIZE) return CAJIT_OK_STATUS;
  int err = read_all(fd, h, sizeof h);
  if (err) return io_error("cannot read", path, err);
  uint64_t klen = get_u64(h + 16), dlen = get_u64(h + 24);
  if (memcmp(h, MAGIC, sizeof MAGIC) != 0 || get_u32(h + 8) != FORMAT_VERSION ||
      klen != key_len || dlen > size - HEADER_SIZE ||
      klen != size - HEADER_SIZE - dlen)
    return CAJIT_OK_STATUS;
  /* Key and data in one buffer: the key is compared, the data returned. */
  char *buf = cajit_malloc(klen + dlen + 1);
  if (!buf) return oom();
  err = read_all(fd, buf, klen + dlen);
  if (err) {
    cajit_free(buf);
    return io_error("cannot read", path, err);
  }
  uint8_t sum[CAJIT_SHA256_SIZE];
  checksum(buf, klen, buf + klen, dlen, sum);
  if (memcmp(buf, key, key_len) != 0 || memcmp(sum, h + 32, sizeof sum) != 0) {
    cajit_free(buf);
    return CAJIT_OK_STATUS;
  }
  memmove(buf, buf + klen, dlen);
  buf[dlen] = '\0';
  *out_data = buf;
  *out_len = dlen;
  *out_result = CAJIT_OBJECT_CACHE_HIT;
  return CAJIT_OK_STATUS;
}

cajit_status cajit_object_cache_get(cajit_object_cache *c, const void *key,
                                    size_t key_len, char **out_data,
                                    size_t *out_len,
                                    cajit_object_cache_lookup *out_result) {
  *out_data = NULL;
  *out_len = 0;
  *out_result = CAJIT_OBJECT_CACHE_MISS;
  if (!c || (!key && key_len))
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "object cache get: NULL cache or key");
  char *path = cajit_object_cache_entry_path(c, key, key_len);
  if (!path) return oom();
  cajit_status s = CAJIT_OK_STATUS;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    if (errno != ENOENT) s = io_error("cannot open", path, errno);
  } else {
    struct stat st;
    if (fstat(fd, &st) != 0)
      s = io_error("cannot stat", path, errno);
    else
      s = read_entry(fd, path, (uint64_t)st.st_size, key, key_len, out_data,
                     out_len, out_result);
    close(fd);
    if (!s && *out_result == CAJIT_OBJECT_CACHE_HIT) cajit_cache_touch(path);
  }
  cajit_free(path);
  return s;
}

/* ---- writing ---- */

static int write_all(int fd, const void *buf, size_t len) {
  const char *p = buf;
  while (len) {
    ssize_t n = write(fd, p, len);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno;
    p += n;
    len -= (size_t)n;
  }
  return 0;
}

/* Makes the rename durable; a failure only loses the entry after a crash,
 * so it is not reported. */
static void sync_dir(const char *dir) {
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  (void)fsync(fd);
  close(fd);
}

/* After a put: the cache root (dir's parent) back within its limit. Its
 * errors lose nothing but space, so they are not the put's. */
static void trim_root(const char *dir) {
  char *root = cajit_malloc(strlen(dir) + 1);
  if (!root) return;
  strcpy(root, dir);
  char *slash = strrchr(root, '/');
  if (slash && slash != root) {
    *slash = '\0';
    cajit_status_free(cajit_cache_trim(root, cajit_cache_max_bytes(), NULL));
  }
  cajit_free(root);
}

cajit_status cajit_object_cache_put(cajit_object_cache *c, const void *key,
                                    size_t key_len, const void *data,
                                    size_t len) {
  if (!c || (!key && key_len) || (!data && len))
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "object cache put: NULL cache, key or data");
  char *path = cajit_object_cache_entry_path(c, key, key_len);
  char *tmp = cajit_path_join(c->dir, ".entry.tmp.XXXXXX");
  if (!path || !tmp) {
    cajit_free(path);
    cajit_free(tmp);
    return oom();
  }
  uint8_t h[HEADER_SIZE] = {0};
  memcpy(h, MAGIC, sizeof MAGIC);
  put_u32(h + 8, FORMAT_VERSION);
  put_u64(h + 16, key_len);
  put_u64(h + 24, len);
  checksum(key, key_len, data, len, h + 32);

  cajit_status s = CAJIT_OK_STATUS;
  int fd = mkstemp(tmp);
  if (fd < 0) {
    s = io_error("cannot create a temporary file in", c->dir, errno);
  } else {
    int err = write_all(fd, h, sizeof h);
    if (!err) err = write_all(fd, key, key_len);
    if (!err) err = write_all(fd, data, len);
    if (!err && fsync(fd) != 0) err = errno;
    if (close(fd) != 0 && !err) err = errno;
    if (!err && rename(tmp, path) != 0) err = errno;
    if (err) {
      s = io_error("cannot write", path, err);
      unlink(tmp);
    } else {
      sync_dir(c->dir);
      trim_root(c->dir);
    }
  }
  cajit_free(tmp);
  cajit_free(path);
  return s;
}
