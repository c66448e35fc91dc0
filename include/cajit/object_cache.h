/* An on-disk cache of compiled objects, safe to share between processes.
 *
 * Entries are addressed by a key: opaque bytes that must say everything
 * the object depends on (cajit_compile builds it from the printed graph,
 * the target, the compile options and the toolchain identity below). An
 * entry is the file <dir>/<sha256(key) in hex>.o holding
 *
 *   "CAJITOBJ", u32 format version, u32 0, u64 key length, u64 data length
 *   (little-endian), sha256(key bytes ++ data bytes), the key bytes, the
 *   data bytes.
 *
 * A lookup uses an entry only if the file is exactly that long, the stored
 * key equals the caller's key byte for byte (so a digest collision can
 * never return another key's object) and the checksum matches; anything
 * else (a truncated, corrupt or foreign file) is reported as
 * CAJIT_OBJECT_CACHE_CORRUPT and not used. Writers write a temporary file
 * in the same directory, fsync it and rename it over the entry, so readers
 * in other processes see either no entry, the old entry or the new one,
 * never a partial file; concurrent writers of one key each install a
 * complete entry and the last rename wins.
 *
 * The directory must belong to the current user and not be writable by
 * group or others: objects from the cache are executed, so a directory
 * others can write to is refused.
 *
 * Size: a put keeps the whole cache root (the object directory's parent,
 * which holds Python's graphs/ beside objects/) within
 * cajit_cache_max_bytes() by removing least recently used entries
 * (cajit_cache_trim); a hit marks its entry used. */
#ifndef CAJIT_OBJECT_CACHE_H
#define CAJIT_OBJECT_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cajit/jit.h"
#include "cajit/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cajit_object_cache cajit_object_cache;

typedef enum cajit_object_cache_lookup {
  CAJIT_OBJECT_CACHE_MISS = 0, /* no entry for the key */
  CAJIT_OBJECT_CACHE_HIT,      /* *out_data holds the object */
  CAJIT_OBJECT_CACHE_CORRUPT,  /* an entry exists but failed its checks */
} cajit_object_cache_lookup;

/* Opens the cache in directory dir, creating it (and its parents) if
 * needed. Errors: CAJIT_INVALID_ARGUMENT for a NULL or empty dir;
 * CAJIT_IO_ERROR naming the path when it cannot be created or is not a
 * directory, or when it is not owned by the current user or is writable by
 * group or others. Release with cajit_object_cache_close. */
cajit_status cajit_object_cache_open(const char *dir,
                                     cajit_object_cache **out_cache);
void cajit_object_cache_close(cajit_object_cache *c);
/* The directory (owned by c). */
const char *cajit_object_cache_dir(const cajit_object_cache *c);

/* The default object directory, <root>/objects, where root is
 * $CAJIT_CACHE_DIR or else $HOME/.cache/cajit (the Python package keeps
 * its own entries beside it). Free *out_dir with cajit_free. Errors:
 * CAJIT_INVALID_ARGUMENT when neither variable is set. */
cajit_status cajit_object_cache_default_dir(char **out_dir);

/* Looks key up. On CAJIT_OBJECT_CACHE_HIT, *out_data (free with
 * cajit_free) holds the *out_len bytes stored with the key; otherwise it
 * is NULL. A missing entry is not an error. Errors: CAJIT_IO_ERROR when an
 * existing entry cannot be read (naming the file and the reason),
 * CAJIT_OUT_OF_MEMORY. Thread-safe. */
cajit_status cajit_object_cache_get(cajit_object_cache *c, const void *key,
                                    size_t key_len, char **out_data,
                                    size_t *out_len,
                                    cajit_object_cache_lookup *out_result);

/* Stores data under key (atomically replacing any entry). Errors:
 * CAJIT_IO_ERROR naming the file and the reason (the temporary file is
 * removed), CAJIT_OUT_OF_MEMORY. Thread-safe. */
cajit_status cajit_object_cache_put(cajit_object_cache *c, const void *key,
                                    size_t key_len, const void *data,
                                    size_t len);

/* The path of key's entry, whether it exists or not (for tests and
 * tools; free with cajit_free). NULL when out of memory. */
char *cajit_object_cache_entry_path(const cajit_object_cache *c,
                                    const void *key, size_t key_len);

/* What generated code depends on besides its inputs: "cajit <version>
 * build <GNU build-id of the binary holding cajit>; llvm <x.y.z> build
 * <build-id of the LLVM library>". A build-id is the linker's hash of the
 * binary, so any change to cajit's code gives a new identity and
 * invalidates cached objects. Without a build-id note the binary's file is
 * hashed instead. Computed once per process; the string is static.
 * Errors: CAJIT_IO_ERROR when a binary can be neither identified nor read
 * (then no cache may be used). */
cajit_status cajit_object_cache_toolchain(const char **out_identity);

/* Everything about target t that code generation depends on, as one line
 * for a key: triple, cpu, features, data layout, opt level, libmvec ISA
 * level, preferred vector width and the width the schedule gives kernels
 * (cajit_jit_target_kernel_vector_width). Free *out_text with cajit_free. */
cajit_status cajit_object_cache_target_id(const cajit_jit_target *t,
                                          char **out_text);

/* ---- size limit (jit/cache_trim.c) ---- */

#define CAJIT_CACHE_DEFAULT_MAX_MB 1024

/* The limit of a cache root in bytes: $CAJIT_CACHE_MAX_MB MiB when it is a
 * non-negative number (fractions allowed), else CAJIT_CACHE_DEFAULT_MAX_MB
 * MiB. */
uint64_t cajit_cache_max_bytes(void);

typedef struct cajit_cache_trim_result {
  uint64_t bytes_before, bytes_after; /* of the entries */
  int64_t removed;                    /* files removed */
  bool skipped; /* another process held the trim lock: nothing done */
} cajit_cache_trim_result;

/* Keeps the entries of root/graphs and root/objects within max_bytes:
 * when they hold more, removes the least recently used (oldest
 * modification time; a hit refreshes it with cajit_cache_touch) until they
 * hold at most 80% of it. Temporary files of writers in progress are
 * neither counted nor removed, unless older than an hour (a writer that
 * died). One process trims a root at a time (an flock on root/.trim.lock;
 * a busy lock returns at once with skipped set). Safe while other
 * processes read and write: an entry removed under a reader is a miss.
 * out may be NULL. Errors: CAJIT_INVALID_ARGUMENT (no root),
 * CAJIT_IO_ERROR (the lock file cannot be opened), CAJIT_OUT_OF_MEMORY. A
 * missing root or subdirectory is an empty cache. */
cajit_status cajit_cache_trim(const char *root, uint64_t max_bytes,
                              cajit_cache_trim_result *out);

/* Marks the entry at path as used now (best effort). */
void cajit_cache_touch(const char *path);

#ifdef __cplusplus
}
#endif
#endif
