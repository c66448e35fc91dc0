/* SHA-256 (FIPS 180-4), for content-addressed caches: the object cache
 * names entries by the digest of their key and checks their contents with
 * it. Incremental; never allocates, never fails. */
#ifndef CAJIT_SUPPORT_SHA256_H
#define CAJIT_SUPPORT_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define CAJIT_SHA256_SIZE 32

typedef struct cajit_sha256 {
  uint32_t state[8];
  uint64_t bytes; /* total length so far */
  uint8_t block[64];
  size_t used; /* bytes in block */
} cajit_sha256;

void cajit_sha256_init(cajit_sha256 *h);
void cajit_sha256_update(cajit_sha256 *h, const void *data, size_t len);
/* Writes the digest; h must be initialized again before reuse. */
void cajit_sha256_final(cajit_sha256 *h, uint8_t out[CAJIT_SHA256_SIZE]);
/* One-shot digest of data. */
void cajit_sha256_digest(const void *data, size_t len,
                         uint8_t out[CAJIT_SHA256_SIZE]);
/* Lower-case hex of a digest into out (65 bytes with the NUL). */
void cajit_sha256_hex(const uint8_t digest[CAJIT_SHA256_SIZE],
                      char out[2 * CAJIT_SHA256_SIZE + 1]);

#endif
