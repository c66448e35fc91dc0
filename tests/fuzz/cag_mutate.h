/* A structure-aware mutator of .cag graphs for libFuzzer
 * (LLVMFuzzerCustomMutator in fuzz_exec.c), and the `# bind` line the
 * fuzz inputs carry.
 *
 * An input is an optional first line `# bind NAME=V NAME=V ...` (values of
 * the graph's symbols; a comment to the parser) followed by .cag text.
 * cag_mutate parses the graph, prints it canonically and makes one
 * structural edit to that text: an operand swapped for another value
 * defined before it, an integer (dim, stride, argument, signature count)
 * or float constant changed, a dtype changed, an op replaced by another op
 * of the graph or a related one, a node duplicated (fresh result ids) or
 * deleted (its uses replaced by an earlier value), an assumption added or
 * removed, or a symbol's binding changed. Edits that do not parse are
 * retried a few times. Inputs that do not parse get a byte-level mutation
 * (the `bytes` callback: LLVMFuzzerMutate). */
#ifndef CAJIT_TESTS_FUZZ_CAG_MUTATE_H
#define CAJIT_TESTS_FUZZ_CAG_MUTATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cajit/types.h"

enum { CAG_MAX_BINDS = 32 };

typedef struct cag_binds {
  int32_t count;
  struct {
    char name[32];
    int64_t value;
  } e[CAG_MAX_BINDS];
} cag_binds;

/* Reads the `# bind` line of data, if any, into *out; returns the rest
 * (the whole input when there is no such line). */
cajit_sv cag_split_binds(const char *data, size_t size, cag_binds *out);
/* The value bound to the symbol name[0..len), if any. */
bool cag_binds_get(const cag_binds *b, const char *name, size_t len,
                   int64_t *out);

typedef size_t (*cag_bytes_fn)(uint8_t *data, size_t size, size_t max_size);

/* Mutates data[0..size) in place (at most max_size bytes); returns the new
 * size. Deterministic for a given seed. */
size_t cag_mutate(uint8_t *data, size_t size, size_t max_size, unsigned seed,
                  cag_bytes_fn bytes);

#endif
