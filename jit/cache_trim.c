/* The size limit of the on-disk caches: least recently used entries go
 * first (include/cajit/object_cache.h, cajit_cache_trim).
 *
 * "Recently used" is the file's modification time: a hit refreshes it
 * (cajit_cache_touch; access times are unreliable under relatime or
 * noatime). Processes sharing a root cooperate without coordination beyond
 * one advisory lock: a reader holding an entry open keeps reading it after
 * another process unlinks it; a reader that opens it after that sees a miss
 * and compiles again; two trimmers cannot both run (flock), and a file
 * already gone is not an error. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cajit/object_cache.h"
#include "support/alloc.h"
#include "support/path.h"
#include "support/vec.h"

/* The subdirectories of a root that hold entries (Python's graphs, the C
 * object cache). */
static const char *const entry_dirs[] = {"graphs", "objects"};

/* Writers name their temporary files ".entry.tmp.*"; one older than this
 * was left by a writer that died. */
enum { STALE_TEMP_SECONDS = 3600 };

/* Trims down to this share of the limit, so that a full cache does not
 * rescan its directories on every put. */
#define LOW_WATER 0.8

uint64_t cajit_cache_max_bytes(void) {
  const char *v = getenv("CAJIT_CACHE_MAX_MB");
  if (v && *v) {
    char *end;
    errno = 0;
    double mb = strtod(v, &end);
    /* A finite non-negative number of MiB (fractions too: "0.5"). */
    if (!*end && errno == 0 && mb >= 0 && mb < 0x1p43)
      return (uint64_t)(mb * 1048576.0);
  }
  return (uint64_t)CAJIT_CACHE_DEFAULT_MAX_MB << 20;
}

typedef struct entry {
  char *path;
  uint64_t bytes;
  struct timespec used;
} entry;

typedef CAJIT_VEC(entry) entry_vec;

static int older_first(const void *a, const void *b) {
  const struct timespec *x = &((const entry *)a)->used,
                        *y = &((const entry *)b)->used;
  if (x->tv_sec != y->tv_sec) return x->tv_sec < y->tv_sec ? -1 : 1;
  if (x->tv_nsec != y->tv_nsec) return x->tv_nsec < y->tv_nsec ? -1 : 1;
  return strcmp(((const entry *)a)->path, ((const entry *)b)->path);
}

/* Adds the regular files of dir to v (removing stale temporary files). */
static cajit_status scan(const char *dir, entry_vec *v, time_t now,
                         cajit_cache_trim_result *r) {
  DIR *d = opendir(dir);
  if (!d) return NULL; /* no such cache yet */
  cajit_status s = NULL;
  struct dirent *de;
  while (!s && (de = readdir(d))) {
    if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0) continue;
    char *path = cajit_path_join(dir, de->d_name);
    struct stat st;
    if (!path) {
      s = cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory (cache trim)");
    } else if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
      cajit_free(path); /* gone meanwhile, or not ours to manage */
    } else if (strncmp(de->d_name, ".entry.tmp.", 11) == 0) {
      if (now - st.st_mtim.tv_sec > STALE_TEMP_SECONDS && unlink(path) == 0)
        r->removed++;
      cajit_free(path); /* a writer's, in progress */
    } else {
      entry e = {path, (uint64_t)st.st_size, st.st_mtim};
      r->bytes_before += e.bytes;
      if (!CAJIT_VEC_PUSH(v, e)) {
        cajit_free(path);
        s = cajit_status_make(CAJIT_OUT_OF_MEMORY,
                              "out of memory (cache trim)");
      }
    }
  }
  closedir(d);
  return s;
}

cajit_status cajit_cache_trim(const char *root, uint64_t max_bytes,
                              cajit_cache_trim_result *out) {
  cajit_cache_trim_result r = {0};
  if (out) *out = r;
  if (!root || !*root)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT, "cache trim: no root");
  char *lock_path = cajit_path_join(root, ".trim.lock");
  if (!lock_path)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory (cache trim)");
  int lock = open(lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  cajit_free(lock_path);
  if (lock < 0) {
    if (errno == ENOENT) return NULL; /* no root: nothing cached */
    return cajit_status_make(CAJIT_IO_ERROR, "cache trim: cannot lock %s: %s",
                             root, strerror(errno));
  }
  if (flock(lock, LOCK_EX | LOCK_NB) != 0) {
    close(lock);
    r.skipped = true; /* another process is trimming this root */
    if (out) *out = r;
    return NULL;
  }
  entry_vec v = {0};
  cajit_status s = NULL;
  time_t now = time(NULL);
  for (size_t k = 0; !s && k < sizeof entry_dirs / sizeof *entry_dirs; k++) {
    char *dir = cajit_path_join(root, entry_dirs[k]);
    s = dir ? scan(dir, &v, now, &r)
            : cajit_status_make(CAJIT_OUT_OF_MEMORY,
                                "out of memory (cache trim)");
    cajit_free(dir);
  }
  r.bytes_after = r.bytes_before;
  if (!s && r.bytes_before > max_bytes) {
    qsort(v.data, v.len, sizeof *v.data, older_first);
    uint64_t target = (uint64_t)((double)max_bytes * LOW_WATER);
    for (size_t i = 0; i < v.len && r.bytes_after > target; i++)
      if (unlink(v.data[i].path) == 0 || errno == ENOENT) {
        r.bytes_after -= v.data[i].bytes;
        r.removed++;
      }
  }
  for (size_t i = 0; i < v.len; i++)
    cajit_free(v.data[i].path);
  CAJIT_VEC_FREE(&v);
  flock(lock, LOCK_UN);
  close(lock);
  if (out) *out = r;
  return s;
}

void cajit_cache_touch(const char *path) {
  /* Best effort: a failure only makes the entry look older. */
  (void)utimensat(AT_FDCWD, path, NULL, 0);
}
