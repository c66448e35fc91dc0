/* The objects of one module as one byte string, for the object cache (see
 * cajit_jit_objects_pack in cajit/jit.h):
 *
 *   "cajit-objects\n"  magic (14 bytes)
 *   u32 count          little-endian, 1..CAJIT_JIT_MAX_PARTS
 *   u64 len[count]     little-endian
 *   the objects, in order, back to back
 *
 * ELF objects start with "\x7fELF", never with the magic. */
#include <string.h>

#include "cajit/jit.h"
#include "support/alloc.h"

static const char magic[] = "cajit-objects\n";
#define MAGIC_LEN (sizeof magic - 1)

void cajit_jit_objects_free(cajit_jit_objects *o) {
  for (int32_t i = 0; i < o->count; i++)
    cajit_free(o->data[i]);
  memset(o, 0, sizeof *o);
}

static void put_le(unsigned char *p, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; i++)
    p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_le(const unsigned char *p, int bytes) {
  uint64_t v = 0;
  for (int i = 0; i < bytes; i++)
    v |= (uint64_t)p[i] << (8 * i);
  return v;
}

cajit_status cajit_jit_objects_pack(const cajit_jit_objects *o, char **out_data,
                                    size_t *out_len) {
  *out_data = NULL;
  *out_len = 0;
  if (o->count < 1 || o->count > CAJIT_JIT_MAX_PARTS)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT, "objects pack: %d objects",
                             (int)o->count);
  size_t head = MAGIC_LEN + 4 + 8 * (size_t)o->count, total = head;
  for (int32_t i = 0; i < o->count; i++)
    total += o->len[i];
  unsigned char *p = cajit_malloc(total);
  if (!p)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                             "objects pack: out of memory (%zu bytes)", total);
  memcpy(p, magic, MAGIC_LEN);
  put_le(p + MAGIC_LEN, (uint64_t)o->count, 4);
  size_t at = head;
  for (int32_t i = 0; i < o->count; i++) {
    put_le(p + MAGIC_LEN + 4 + 8 * (size_t)i, o->len[i], 8);
    memcpy(p + at, o->data[i], o->len[i]);
    at += o->len[i];
  }
  *out_data = (char *)p;
  *out_len = total;
  return NULL;
}

static cajit_status bad(const char *why) {
  return cajit_status_make(CAJIT_INVALID_ARGUMENT, "objects unpack: %s", why);
}

static cajit_status add_copy(cajit_jit_objects *out, const char *data,
                             size_t len) {
  char *copy = cajit_malloc(len ? len : 1);
  if (!copy)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                             "objects unpack: out of memory (%zu bytes)", len);
  if (len) memcpy(copy, data, len);
  out->data[out->count] = copy;
  out->len[out->count++] = len;
  return NULL;
}

cajit_status cajit_jit_objects_unpack(const char *data, size_t len,
                                      cajit_jit_objects *out) {
  memset(out, 0, sizeof *out);
  if (len < MAGIC_LEN || memcmp(data, magic, MAGIC_LEN))
    return add_copy(out, data, len);
  const unsigned char *p = (const unsigned char *)data;
  if (len < MAGIC_LEN + 4) return bad("truncated header");
  uint64_t count = get_le(p + MAGIC_LEN, 4);
  if (count < 1 || count > CAJIT_JIT_MAX_PARTS) return bad("bad object count");
  size_t at = MAGIC_LEN + 4 + 8 * (size_t)count;
  if (len < at) return bad("truncated header");
  for (uint64_t i = 0; i < count; i++) {
    uint64_t n = get_le(p + MAGIC_LEN + 4 + 8 * i, 8);
    if (n > len - at) {
      cajit_jit_objects_free(out);
      return bad("truncated object");
    }
    cajit_status s = add_copy(out, data + at, (size_t)n);
    if (s) {
      cajit_jit_objects_free(out);
      return s;
    }
    at += (size_t)n;
  }
  if (at != len) {
    cajit_jit_objects_free(out);
    return bad("trailing bytes");
  }
  return NULL;
}
