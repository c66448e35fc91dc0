/* The test harness for lowerings, linked into every tests/c/test_lower_*
 * suite (and test_sched_fuse): host tensors of any dtype cajit knows and
 * any memory layout, compiling a .cag text and running it, and comparing
 * outputs with references the tests compute in C.
 *
 * Tensors are DLTensors over storage the harness owns: make/make_from keep
 * small tensors inline (no release needed); make_laid, make_seeded and
 * make_hashed allocate exactly what the strides reach (so ASan sees a
 * kernel that reads past it) and want release(). Values are read back by
 * logical (row-major) element index, whatever the strides. */
#ifndef CAJIT_TESTS_LOWER_HARNESS_H
#define CAJIT_TESTS_LOWER_HARNESS_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <math.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "support/alloc.h"
#include "test_status.h"

enum { HARNESS_MAXD = 8, HARNESS_INLINE = 512 };

/* ---- rounding, as torch ------------------------------------------------- */

float f32r(double x);
/* double -> float -> bf16 bits, nearest even (NaN stays NaN, quieted). */
uint16_t bf16_bits(double x);
double bf16_value(uint16_t b);
double bf16r(double x); /* as c10::BFloat16(float) */
double f16r(double x);  /* as c10::Half(float) */
/* x rounded as storing it in dtype d would (integers truncate). */
double round_to(cajit_dtype d, double x);

/* ---- dtypes and element access ------------------------------------------ */

DLDataType dl_of(cajit_dtype d);
size_t dtype_size(cajit_dtype d);
void store_at(cajit_dtype d, void *base, int64_t off, double v);
double load_at(cajit_dtype d, const void *base, int64_t off);
double load_dl(DLDataType dt, const void *base, int64_t off);

int64_t numel_of(int ndim, const int64_t *shape);
/* Offset of logical element e (row-major over shape) given strides. */
int64_t offset_of(int ndim, const int64_t *shape, const int64_t *strides,
                  int64_t e);
/* The same for a DLPack tensor (strides NULL: compact row-major). */
int64_t dl_offset(const DLTensor *t, int64_t e);
/* Logical element e of a DLPack tensor, as a double. */
double elem(const DLTensor *t, int64_t e);

/* ---- tensors ------------------------------------------------------------ */

typedef struct tensor {
  DLTensor t;
  cajit_dtype dtype;
  int64_t shape[HARNESS_MAXD], strides[HARNESS_MAXD];
  int64_t n;     /* elements */
  void *storage; /* `small`, or the heap (release frees it) */
  double *v;     /* make_laid, make_hashed: the values row-major, as stored */
  double small[HARNESS_INLINE];
} tensor;

/* How make_laid stores a tensor's dims. */
typedef enum layout {
  CONTIG,     /* row-major */
  TRANSPOSED, /* dims stored in reverse order (column-major) */
  STRIDED,    /* row-major over twice the elements: every stride doubled */
} layout;

/* A tensor of dtype d and shape with element e (logical row-major) =
 * values[e], stored with its dims in the order perm (perm[k] = the logical
 * dim stored k-th outermost; NULL: row-major). Inline storage. */
void make_from(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
               const double *values, const int *perm);
/* The same with element e = f(e) rounded to d. */
void make(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
          double (*f)(int64_t), const int *perm);
/* Row-major with DLPack's strides NULL (the compact form). */
void make_compact(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
                  double (*f)(int64_t));
/* Zeros, row-major, compact (strides NULL), on the heap. */
void make_zeroed(tensor *x, cajit_dtype d, int ndim, const int64_t *shape);
/* Element e = f(e) stored per lay, on the heap, values kept in x->v. */
void make_laid(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
               layout lay, double (*f)(int64_t));
/* Over storage with the given strides (NULL: contiguous), every storage
 * element set by pseudo() seeded with seed (so elements the strides skip
 * hold values too). */
void make_seeded(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
                 const int64_t *strides, uint32_t seed);
/* Dims laid out in the order `order` (outermost first; NULL: row-major),
 * values small multiples of 1/8 hashed from (e, seed), kept in x->v. */
void make_hashed(tensor *x, cajit_dtype d, int ndim, const int64_t *shape,
                 const int *order, uint32_t seed);
void release(tensor *x);

/* In [-2, 2), multiples of 1/16, from a linear congruential state. */
double pseudo(uint32_t *state);
/* The element at a multi-index (through the strides). */
double at(const tensor *x, const int64_t *idx);
double at2(const tensor *x, int64_t i, int64_t j);
double at3(const tensor *x, int64_t b, int64_t i, int64_t j);

/* ---- compiling and running ---------------------------------------------- */

enum { HARNESS_MAX_IO = 16 };

typedef struct compiled {
  cajit_graph *g;
  cajit_compiled *c;
  DLManagedTensor *outs[HARNESS_MAX_IO];
} compiled;

cajit_status try_compile_opts(const char *text,
                              const cajit_compile_options *opts, compiled *c);
cajit_status try_compile(const char *text, compiled *c);
/* With the host fallback disabled: every node must lower natively. */
cajit_status try_native(const char *text, compiled *c);
/* The same, failing the test on an error (the graph released first). */
void compile(const char *text, compiled *c);
void compile_native(const char *text, compiled *c);
/* Compiling fails with code and text (the graph is released). */
void compile_fails(const char *text, cajit_status_code code, const char *want);
/* The .cag text parses and its verification fails with text. */
void verify_error(const char *cag, const char *text);
/* The header of a .cag with no sizes, scalars, hooks or packed data. */
#define HEADER "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
/* A graph of one op: input %0 of type in, %1 = op of type out, returned. */
#define ONE_OP(in, op, out)                                                    \
  HEADER "input %0 : " in "\n%1 = " op " : " out "\nreturn (%1)\n"
void release_outputs(compiled *c);
void destroy(compiled *c);

/* Runs with inputs in[n_in], the rest of the call (sizes, scalars, host,
 * hooks) taken from extra when not NULL. */
cajit_status run_with(compiled *c, tensor **in, int n_in,
                      const cajit_call *extra);
cajit_status run(compiled *c, tensor **in, int n_in);
void run_ok(compiled *c, tensor **in, int n_in);
/* Compiles text (without buffer reuse when no_reuse), runs it on in[n_in]
 * on `threads` threads and copies its output 0, which must hold n f32
 * elements, into buf: one side of a comparison of two schedules. */
void run_output0_f32(const char *text, bool no_reuse, int threads, tensor **in,
                     int n_in, float *buf, int64_t n);
cajit_status run_sizes(compiled *c, tensor **in, int n_in, const int64_t *sizes,
                       int n_sizes);
cajit_status run_scalars(compiled *c, tensor **in, int n_in,
                         const cajit_scalar *scalars, int n_scalars);
cajit_status run_host(compiled *c, tensor **in, int n_in,
                      const cajit_host *host);

/* ---- checking outputs --------------------------------------------------- */

/* Output k has this shape and dtype, and element e == want[e] (exactly
 * when tol is 0, else within tol * max(1, |want|)). */
void check(compiled *c, int k, cajit_dtype d, int ndim, const int64_t *shape,
           const double *want, double tol);
/* Output k has this shape and element e within atol + rtol * |want[e]|
 * (NaNs and infinities must match exactly). */
void check_close(compiled *c, int k, int ndim, const int64_t *shape,
                 const double *want, double rtol, double atol);
/* Output k has this shape and element e == want(e) within
 * rtol * max(1, |want|). */
void check_fn(compiled *c, int k, int ndim, const int64_t *shape,
              double (*want)(int64_t), double rtol);
/* t has the shape and dtype d and the values want (row-major), each
 * within rtol * max(1, |want|) after rounding want to d; failures name
 * `what`. */
void check_rounded(const DLTensor *t, cajit_dtype d, int ndim,
                   const int64_t *shape, const double *want, double rtol,
                   const char *what);

/* ---- allocation failures ---------------------------------------------- */

/* Lowers text (cajit_compile_dump_kir) with the n-th allocation failing,
 * for n = 0, 1, ... until it succeeds: each failure must be an out-of-
 * memory error, the success must have had nothing injected. fresh: a new
 * graph each time; else the one graph is lowered again after each failure
 * (a failed compile must leave it usable). Returns the failures seen. */
int kir_alloc_failures(const char *text, bool fresh);
/* Runs c with the n-th allocation failing, n = 0, 1, ... until it
 * succeeds: each failure must be out of memory and leave no output.
 * Returns the failures seen. */
int run_alloc_failures(compiled *c, tensor **in, int n_in);

/* ---- the kernel IR ------------------------------------------------------ */

/* The kernel IR of a graph, for checks on its structure (free with
 * cajit_free). */
char *kir_of(const char *text);
/* How often `what` occurs in text. */
int count_of(const char *text, const char *what);

#endif
