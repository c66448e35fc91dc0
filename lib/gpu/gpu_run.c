/* Running a GPU module (see gpu.h): launch shapes, parameters, the error
 * record. */
#include <string.h>

#include "gpu/gpu.h"
#include "runtime/cuda_driver.h"
#include "support/alloc.h"

enum { POINTWISE_BLOCK = 256, REDUCTION_BLOCK_MAX = 256, WAVES = 32 };

struct cajit_gpu_loaded {
  cajit_cuda *cu;
  const cajit_gpu_module *m;
  cajit_cu_module mod;
  cajit_cu_function *fns; /* per kernel */
  cajit_cu_ptr err;       /* 4 x int64 */
};

cajit_status cajit_gpu_load(cajit_cuda *cu, const cajit_gpu_module *m,
                            cajit_gpu_loaded **out) {
  *out = NULL;
  cajit_gpu_loaded *l = cajit_calloc(1, sizeof *l);
  if (l) l->fns = cajit_calloc((size_t)m->kernel_count + 1, sizeof *l->fns);
  if (!l || !l->fns) {
    cajit_free(l);
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "gpu: out of memory");
  }
  l->cu = cu;
  l->m = m;
  cajit_status s = cajit_cuda_load_ptx(cu, m->ptx, &l->mod);
  for (int32_t i = 0; !s && i < m->kernel_count; i++)
    if (m->kernels[i].kind != CAJIT_GPU_HOST_STEP)
      s = cajit_cuda_function(cu, l->mod, m->kernels[i].entry, &l->fns[i]);
  if (!s) s = cajit_cuda_alloc(cu, 4 * sizeof(int64_t), &l->err);
  if (!s) s = cajit_cuda_memset(cu, l->err, 4 * sizeof(int64_t), NULL);
  if (s) {
    cajit_gpu_unload(l);
    return s;
  }
  *out = l;
  return NULL;
}

void cajit_gpu_unload(cajit_gpu_loaded *l) {
  if (!l) return;
  cajit_cuda_free(l->cu, l->err);
  cajit_cuda_unload(l->cu, l->mod);
  cajit_free(l->fns);
  cajit_free(l);
}

void cajit_gpu_launch_dims(cajit_gpu_kernel_kind kind, int64_t n, int64_t nred,
                           int sm_count, unsigned *grid, unsigned *block) {
  int64_t cap = (int64_t)(sm_count > 0 ? sm_count : 1) * WAVES;
  if (kind == CAJIT_GPU_REDUCTION_OUTER) {
    int64_t groups = (n + 31) / 32;
    *block = 1024;
    *grid = (unsigned)(groups < cap ? groups : cap);
  } else if (kind == CAJIT_GPU_REDUCTION) {
    /* A block no wider than the row (in warps), at most 256 threads. */
    int64_t b = 32;
    while (b < REDUCTION_BLOCK_MAX && b < nred)
      b *= 2;
    *block = (unsigned)b;
    *grid = (unsigned)(n < cap ? n : cap);
  } else {
    int64_t g = (n + POINTWISE_BLOCK - 1) / POINTWISE_BLOCK;
    *block = POINTWISE_BLOCK;
    *grid = (unsigned)(g < cap ? g : cap);
  }
  if (*grid == 0) *grid = 1;
}

static cajit_status numel(const cajit_expr *const *ext, int32_t n,
                          const cajit_expr_binding *b, int64_t *out) {
  int64_t v = 1;
  for (int32_t d = 0; d < n; d++) {
    int64_t e;
    CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(ext[d], b, &e));
    if (__builtin_mul_overflow(v, e, &v))
      return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                               "gpu: element count overflows int64");
  }
  *out = v;
  return NULL;
}

cajit_status cajit_gpu_root_bytes(cajit_kir_program *p, int32_t id,
                                  const cajit_expr_binding *b, size_t *out) {
  const cajit_kir_buffer *r = cajit_kir_buffer_get(p, id);
  int64_t span = 1;
  for (int32_t d = 0; d < r->ndim; d++) {
    int64_t n, st;
    CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(r->shape[d], b, &n));
    if (n == 0) {
      *out = 0;
      return NULL;
    }
    CAJIT_RETURN_IF_ERROR(cajit_expr_eval_int(r->strides[d], b, &st));
    span += (n - 1) * st;
  }
  *out = (size_t)span * cajit_dtype_size(r->dtype);
  return NULL;
}

typedef union param {
  uint64_t u;
  int64_t i;
  double f;
} param;

static cajit_status launch(cajit_gpu_loaded *l, cajit_kir_program *p,
                           int32_t idx, const cajit_expr_binding *b,
                           const uint64_t *bufs, void *stream) {
  const cajit_gpu_kernel *gk = &l->m->kernels[idx];
  const cajit_kir_kernel *k = &p->kernels.data[gk->kernel];
  int64_t n = 0, nred = 1;
  if (gk->kind == CAJIT_GPU_SCATTER) {
    CAJIT_RETURN_IF_ERROR(numel(k->space, k->space_ndim, b, &n));
  } else {
    const cajit_kir_buffer *o = cajit_kir_buffer_get(p, k->out);
    CAJIT_RETURN_IF_ERROR(numel(o->shape, o->ndim, b, &n));
    if (gk->kind == CAJIT_GPU_REDUCTION ||
        gk->kind == CAJIT_GPU_REDUCTION_OUTER)
      CAJIT_RETURN_IF_ERROR(numel(k->red_extents, k->red_ndim, b, &nred));
  }
  if (n == 0) return NULL;
  size_t np = (size_t)gk->root_count + (size_t)gk->sym_count + 1, i = 0;
  param *vals = cajit_calloc(np, sizeof *vals);
  void **ptrs = cajit_calloc(np, sizeof *ptrs);
  cajit_status s = vals && ptrs ? NULL
                                : cajit_status_make(CAJIT_OUT_OF_MEMORY,
                                                    "gpu: out of memory");
  for (int32_t r = 0; !s && r < gk->root_count; r++)
    vals[i++].u = bufs[gk->roots[r]];
  for (int32_t j = 0; !s && j < gk->sym_count; j++) {
    int32_t sym = gk->syms[j];
    if (cajit_expr_ctx_symbol_type(p->exprs, sym) == CAJIT_EXPR_TYPE_FLOAT)
      vals[i++].f = b->floats[sym];
    else
      vals[i++].i = b->ints[sym];
  }
  if (!s) {
    vals[i++].u = l->err;
    for (size_t j = 0; j < np; j++)
      ptrs[j] = &vals[j];
    unsigned grid, block;
    cajit_gpu_launch_dims(gk->kind, n, nred, cajit_cuda_sm_count(l->cu), &grid,
                          &block);
    s = cajit_cuda_launch(l->cu, l->fns[idx], grid, block, 0, stream, ptrs);
    if (s) s = cajit_status_annotate(s, "kernel %s", k->name);
  }
  cajit_free(vals);
  cajit_free(ptrs);
  return s;
}

cajit_status cajit_gpu_launch(cajit_gpu_loaded *l, cajit_kir_program *p,
                              int32_t idx, const cajit_expr_binding *b,
                              const uint64_t *bufs, void *stream) {
  if (idx < 0 || idx >= l->m->kernel_count)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "gpu: no kernel %d in the module", (int)idx);
  const cajit_gpu_kernel *gk = &l->m->kernels[idx];
  if (gk->kind == CAJIT_GPU_HOST_STEP)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "gpu: kernel %s is a host step, not a launch",
                             p->kernels.data[gk->kernel].name);
  int32_t sym_ok = 1;
  for (int32_t j = 0; j < gk->sym_count; j++)
    sym_ok &= gk->syms[j] < b->count;
  if (!sym_ok)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "gpu: kernel %s uses a symbol outside the "
                             "binding",
                             p->kernels.data[gk->kernel].name);
  return launch(l, p, idx, b, bufs, stream);
}

cajit_status cajit_gpu_launch_all(cajit_gpu_loaded *l, cajit_kir_program *p,
                                  const cajit_expr_binding *b,
                                  const uint64_t *bufs, void *stream) {
  for (int32_t i = 0; i < l->m->kernel_count; i++)
    CAJIT_RETURN_IF_ERROR(cajit_gpu_launch(l, p, i, b, bufs, stream));
  return NULL;
}

cajit_status cajit_gpu_finish(cajit_gpu_loaded *l) {
  CAJIT_RETURN_IF_ERROR(cajit_cuda_sync(l->cu));
  int64_t err[4];
  CAJIT_RETURN_IF_ERROR(cajit_cuda_to_host(l->cu, err, l->err, sizeof err));
  cajit_status s = cajit_gpu_site_message(l->m, err);
  if (s) /* ready for the next run; the first failure is the one reported */
    cajit_status_free(cajit_cuda_memset(l->cu, l->err, sizeof err, NULL));
  return s;
}
