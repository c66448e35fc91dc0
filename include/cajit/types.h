/* Basic value types shared by the whole public API: dtypes and string views. */
#ifndef CAJIT_TYPES_H
#define CAJIT_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A pointer + length string; never assumed NUL-terminated. */
typedef struct cajit_sv {
  const char *data;
  size_t len;
} cajit_sv;

#define CAJIT_SV(lit) ((cajit_sv){(lit), sizeof(lit) - 1})
cajit_sv cajit_sv_from_cstr(const char *s);
bool cajit_sv_eq(cajit_sv a, cajit_sv b);
bool cajit_sv_eq_cstr(cajit_sv a, const char *s);

/* Element types; spelled in .cag as the short names in comments. */
typedef enum cajit_dtype {
  CAJIT_DTYPE_BOOL,  /* bool */
  CAJIT_DTYPE_U8,    /* u8 */
  CAJIT_DTYPE_I8,    /* i8 */
  CAJIT_DTYPE_I16,   /* i16 */
  CAJIT_DTYPE_I32,   /* i32 */
  CAJIT_DTYPE_I64,   /* i64 */
  CAJIT_DTYPE_F16,   /* f16 */
  CAJIT_DTYPE_BF16,  /* bf16 */
  CAJIT_DTYPE_F32,   /* f32 */
  CAJIT_DTYPE_F64,   /* f64 */
  CAJIT_DTYPE_COUNT_ /* not a dtype */
} cajit_dtype;

/* ".cag" name of a dtype ("f32"). */
const char *cajit_dtype_name(cajit_dtype d);
/* Parses a .cag dtype name; false if s names no dtype. */
bool cajit_dtype_from_name(cajit_sv s, cajit_dtype *out_dtype);
/* Size in bytes of one element. */
size_t cajit_dtype_size(cajit_dtype d);
bool cajit_dtype_is_floating(cajit_dtype d);
bool cajit_dtype_is_integral(cajit_dtype d); /* excludes bool */

#ifdef __cplusplus
}
#endif
#endif
