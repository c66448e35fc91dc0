/* Memory cajit holds without needing it (python/cajit/memory.py; issue 23
 * item 4): the pages of the shared objects its import maps that only the
 * load touched.
 *
 * Loading libLLVM (and the libraries it and cajit link: z3, ICU, libxml2,
 * OpenBLAS) reads its whole relocation table and runs its static
 * constructors; the kernel maps what that touched and the pages around it
 * (fault-around), 41 MB of libLLVM's text and read-only data in a source
 * build, though a process that compiles in worker processes runs almost
 * none of that code again. Those pages are clean copies of the file: a
 * segment the object maps without write permission (no PF_W) and without
 * text relocations is never written, so MADV_DONTNEED only drops the
 * mapping, and a later touch maps the page again from the page cache (a
 * minor fault), exactly as after the kernel reclaims it under pressure.
 * Writable segments (.data, .bss, and RELRO, which the loader wrote and
 * then made read-only) are never touched here: dropping them would lose
 * their contents. */
/* dl_iterate_phdr: _GNU_SOURCE comes from the build */
#include "_native.h"

#include <elf.h>
#include <errno.h>
#include <link.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
  const unsigned long long *ids; /* dev, ino pairs */
  Py_ssize_t n_ids;
  size_t bytes; /* advised */
  int error;    /* errno of a failed madvise, 0 if none */
} release_ctx;

static bool wanted(const release_ctx *c, const char *path) {
  struct stat st;
  if (!path || !path[0] || stat(path, &st) != 0) return false;
  for (Py_ssize_t i = 0; i < c->n_ids; i++)
    if (c->ids[2 * i] == (unsigned long long)st.st_dev &&
        c->ids[2 * i + 1] == (unsigned long long)st.st_ino)
      return true;
  return false;
}

/* An object with text relocations writes into segments it maps without
 * PF_W: its pages there may be private copies. */
static bool has_text_relocations(const struct dl_phdr_info *info) {
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type != PT_DYNAMIC) continue;
    const ElfW(Dyn) *d = (const ElfW(Dyn) *)(info->dlpi_addr + ph->p_vaddr);
    for (; d->d_tag != DT_NULL; d++)
      if (d->d_tag == DT_TEXTREL ||
          (d->d_tag == DT_FLAGS && (d->d_un.d_val & DF_TEXTREL)))
        return true;
  }
  return false;
}

static int release_object(struct dl_phdr_info *info, size_t size, void *arg) {
  (void)size;
  release_ctx *c = arg;
  if (!wanted(c, info->dlpi_name) || has_text_relocations(info)) return 0;
  uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type != PT_LOAD || (ph->p_flags & PF_W) || ph->p_memsz == 0)
      continue;
    /* The pages the loader mapped for the segment: no other segment shares
     * them (mappings are per page and per permission). */
    uintptr_t lo = (info->dlpi_addr + ph->p_vaddr) & ~(page - 1);
    uintptr_t hi =
        (info->dlpi_addr + ph->p_vaddr + ph->p_memsz + page - 1) & ~(page - 1);
    if (madvise((void *)lo, hi - lo, MADV_DONTNEED) != 0) {
      c->error = errno;
      return 1;
    }
    c->bytes += hi - lo;
  }
  return 0;
}

/* release_file_pages(ids) -> int: drops the pages of the read-only
 * segments of the loaded objects whose file is one of ids, a sequence of
 * (st_dev, st_ino) pairs; returns the bytes of address space advised. */
PyObject *cajit_py_release_file_pages(PyObject *mod, PyObject *seq) {
  PyObject *fast = PySequence_Fast(seq, "release_file_pages takes pairs");
  if (!fast) return NULL;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
  unsigned long long *ids = PyMem_Calloc((size_t)(n ? n : 1), 2 * sizeof *ids);
  if (!ids) {
    Py_DECREF(fast);
    return PyErr_NoMemory();
  }
  for (Py_ssize_t i = 0; i < n; i++) {
    if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i),
                          "KK;an id is "
                          "(st_dev, st_ino)",
                          &ids[2 * i], &ids[2 * i + 1])) {
      PyMem_Free(ids);
      Py_DECREF(fast);
      return NULL;
    }
  }
  Py_DECREF(fast);
  release_ctx c = {.ids = ids, .n_ids = n};
  dl_iterate_phdr(release_object, &c);
  PyMem_Free(ids);
  if (c.error) {
    errno = c.error;
    return PyErr_SetFromErrno(PyExc_OSError);
  }
  return PyLong_FromSize_t(c.bytes);
}
