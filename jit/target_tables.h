/* Names LLVM 19 accepts for x86-64 CPUs and target features (generated
 * tables, see target_tables.c). */
#ifndef CAJIT_JIT_TARGET_TABLES_H
#define CAJIT_JIT_TARGET_TABLES_H

#include <stdbool.h>

/* Vector ISA levels, as libmvec's variants need them. */
enum {
  CAJIT_X86_ISA_SSE = 0,    /* libmvec 'b' */
  CAJIT_X86_ISA_AVX = 1,    /* 'c' */
  CAJIT_X86_ISA_AVX2 = 2,   /* 'd' */
  CAJIT_X86_ISA_AVX512 = 3, /* 'e' */
};

typedef struct cajit_x86_cpu {
  const char *name;
  int isa_level;
} cajit_x86_cpu;

/* The CPU called name, or NULL if LLVM 19 does not accept it for x86-64. */
const cajit_x86_cpu *cajit_x86_cpu_find(const char *name);
/* Whether name (without +/-) is an x86 target feature of LLVM 19. */
bool cajit_x86_feature_known(const char *name);

#endif
