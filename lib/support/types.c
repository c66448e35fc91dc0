/* dtypes and string views (see cajit/types.h). */
#include "cajit/types.h"

#include <string.h>

cajit_sv cajit_sv_from_cstr(const char *s) {
  return (cajit_sv){s, s ? strlen(s) : 0};
}

bool cajit_sv_eq(cajit_sv a, cajit_sv b) {
  return a.len == b.len && (a.len == 0 || memcmp(a.data, b.data, a.len) == 0);
}

bool cajit_sv_eq_cstr(cajit_sv a, const char *s) {
  return cajit_sv_eq(a, cajit_sv_from_cstr(s));
}

static const struct {
  const char *name;
  size_t size;
} dtype_info[CAJIT_DTYPE_COUNT_] = {
    [CAJIT_DTYPE_BOOL] = {"bool", 1}, [CAJIT_DTYPE_U8] = {"u8", 1},
    [CAJIT_DTYPE_I8] = {"i8", 1},     [CAJIT_DTYPE_I16] = {"i16", 2},
    [CAJIT_DTYPE_I32] = {"i32", 4},   [CAJIT_DTYPE_I64] = {"i64", 8},
    [CAJIT_DTYPE_F16] = {"f16", 2},   [CAJIT_DTYPE_BF16] = {"bf16", 2},
    [CAJIT_DTYPE_F32] = {"f32", 4},   [CAJIT_DTYPE_F64] = {"f64", 8},
};

const char *cajit_dtype_name(cajit_dtype d) {
  return (unsigned)d < CAJIT_DTYPE_COUNT_ ? dtype_info[d].name : "?";
}

bool cajit_dtype_from_name(cajit_sv s, cajit_dtype *out_dtype) {
  for (int d = 0; d < CAJIT_DTYPE_COUNT_; d++) {
    if (cajit_sv_eq_cstr(s, dtype_info[d].name)) {
      *out_dtype = (cajit_dtype)d;
      return true;
    }
  }
  return false;
}

size_t cajit_dtype_size(cajit_dtype d) {
  return (unsigned)d < CAJIT_DTYPE_COUNT_ ? dtype_info[d].size : 0;
}

bool cajit_dtype_is_floating(cajit_dtype d) {
  return d == CAJIT_DTYPE_F16 || d == CAJIT_DTYPE_BF16 ||
         d == CAJIT_DTYPE_F32 || d == CAJIT_DTYPE_F64;
}

bool cajit_dtype_is_integral(cajit_dtype d) {
  return d == CAJIT_DTYPE_U8 || d == CAJIT_DTYPE_I8 || d == CAJIT_DTYPE_I16 ||
         d == CAJIT_DTYPE_I32 || d == CAJIT_DTYPE_I64;
}
