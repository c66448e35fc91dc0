/* The identity of cached objects' producers (cajit_object_cache_toolchain:
 * which cajit and which LLVM; cajit_object_cache_target_id: which target).
 *
 * A version number is not enough: during development cajit's code changes
 * without one, and a cached object from older code could be loaded by
 * newer code. So each binary is named by its GNU build-id note (the
 * linker's hash of the output, which changes with any code change), found
 * through dl_iterate_phdr from the address of a function it defines.
 * Without the note the binary's file is hashed (SHA-256). */
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <llvm-c/Core.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cajit/object_cache.h"
#include "jit/internal.h"
#include "support/sha256.h"
#include "support/strbuf.h"

typedef struct find_object {
  uintptr_t address;   /* a code address inside the binary */
  char id[2 * 64 + 1]; /* build-id in hex ("" if none) */
  char path[512];      /* the binary's file ("" for the main program) */
  int found;
} find_object;

static void note_build_id(find_object *f, const ElfW(Nhdr) * n,
                          const char *name, const uint8_t *desc) {
  if (n->n_type != NT_GNU_BUILD_ID || n->n_namesz != 4 ||
      memcmp(name, "GNU", 4) != 0 || n->n_descsz == 0 || n->n_descsz > 64)
    return;
  static const char hex[] = "0123456789abcdef";
  for (ElfW(Word) i = 0; i < n->n_descsz; i++) {
    f->id[2 * i] = hex[desc[i] >> 4];
    f->id[2 * i + 1] = hex[desc[i] & 15];
  }
  f->id[2 * n->n_descsz] = '\0';
}

/* Scans one PT_NOTE segment for the build-id. */
static void scan_notes(find_object *f, const uint8_t *p, size_t size) {
  size_t off = 0;
  while (off + sizeof(ElfW(Nhdr)) <= size) {
    const ElfW(Nhdr) *n = (const ElfW(Nhdr) *)(p + off);
    size_t name_off = off + sizeof *n;
    size_t desc_off = name_off + ((n->n_namesz + 3u) & ~3u);
    size_t next = desc_off + ((n->n_descsz + 3u) & ~3u);
    if (next > size || next <= off) return;
    note_build_id(f, n, (const char *)(p + name_off), p + desc_off);
    off = next;
  }
}

static int visit(struct dl_phdr_info *info, size_t size, void *ctx) {
  (void)size;
  find_object *f = ctx;
  int inside = 0;
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
    if (ph->p_type == PT_LOAD && f->address >= lo &&
        f->address < lo + ph->p_memsz)
      inside = 1;
  }
  if (!inside) return 0;
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type == PT_NOTE)
      scan_notes(f, (const uint8_t *)(info->dlpi_addr + ph->p_vaddr),
                 ph->p_memsz);
  }
  snprintf(f->path, sizeof f->path, "%s",
           info->dlpi_name ? info->dlpi_name : "");
  f->found = 1;
  return 1;
}

/* SHA-256 of a file, in hex; 0 on success. */
static int hash_file(const char *path, char out[2 * CAJIT_SHA256_SIZE + 1]) {
  FILE *fp = fopen(path, "rb");
  if (!fp) return -1;
  cajit_sha256 h;
  cajit_sha256_init(&h);
  char buf[1 << 14];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
    cajit_sha256_update(&h, buf, n);
  int err = ferror(fp);
  fclose(fp);
  if (err) return -1;
  uint8_t d[CAJIT_SHA256_SIZE];
  cajit_sha256_final(&h, d);
  cajit_sha256_hex(d, out);
  return 0;
}

/* Writes "build <id>" or "file <sha256>" for the binary holding address
 * into out; 0 on success. */
static int identify(uintptr_t address, const char *what, char *out, size_t cap,
                    char *err, size_t err_cap) {
  find_object f = {.address = address};
  dl_iterate_phdr(visit, &f);
  if (!f.found) {
    snprintf(err, err_cap, "cannot find the binary that holds %s", what);
    return -1;
  }
  if (f.id[0]) {
    snprintf(out, cap, "build %s", f.id);
    return 0;
  }
  const char *path = f.path[0] ? f.path : "/proc/self/exe";
  char digest[2 * CAJIT_SHA256_SIZE + 1];
  if (hash_file(path, digest) != 0) {
    snprintf(err, err_cap, "%s has no build-id and %s cannot be read", what,
             path);
    return -1;
  }
  snprintf(out, cap, "file %s", digest);
  return 0;
}

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char identity[512];
static char identity_error[600];

static void compute(void) {
  char cajit_id[200], llvm_id[200];
  unsigned major = 0, minor = 0, patch = 0;
  LLVMGetVersion(&major, &minor, &patch);
  if (identify((uintptr_t)&cajit_object_cache_toolchain, "cajit", cajit_id,
               sizeof cajit_id, identity_error, sizeof identity_error) ||
      identify((uintptr_t)&LLVMContextCreate, "LLVM", llvm_id, sizeof llvm_id,
               identity_error, sizeof identity_error))
    return;
#ifndef CAJIT_VERSION
#define CAJIT_VERSION "unknown"
#endif
  snprintf(identity, sizeof identity, "cajit %s %s; llvm %u.%u.%u %s",
           CAJIT_VERSION, cajit_id, major, minor, patch, llvm_id);
}

cajit_status cajit_object_cache_toolchain(const char **out_identity) {
  *out_identity = NULL;
  pthread_once(&once, compute);
  if (!identity[0])
    return cajit_status_make(CAJIT_IO_ERROR, "object cache: %s",
                             identity_error);
  *out_identity = identity;
  return CAJIT_OK_STATUS;
}

cajit_status cajit_object_cache_target_id(const cajit_jit_target *t,
                                          char **out_text) {
  *out_text = NULL;
  cajit_strbuf b = CAJIT_STRBUF_INIT;
  cajit_strbuf_printf(
      &b,
      "triple=%s cpu=%s features=%s layout=%s opt=%d "
      "mvec=%d vector-width=%d kernel-vector-width=%d prefetch-level=%d "
      "accum-output-width=%d/%d pipeline=%s",
      cajit_jit_target_triple(t), cajit_jit_target_cpu(t),
      cajit_jit_target_features(t), cajit_jit_target_data_layout(t),
      (int)cajit_jit_target_opt_level(t), cajit_jit_target_mvec_level(t),
      (int)cajit_jit_target_vector_width(t),
      (int)cajit_jit_target_kernel_vector_width(t),
      (int)cajit_jit_target_prefetch_level(t),
      (int)cajit_jit_target_accum_output_width(t, false),
      (int)cajit_jit_target_accum_output_width(t, true),
      cajit_jit_target_pipeline(t) == CAJIT_PIPELINE_CAJIT ? "cajit"
                                                           : "default");
  return cajit_strbuf_finish(&b, out_text, NULL);
}
