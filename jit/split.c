/* Parallel code generation (see cajit_jit_compile_objects in cajit/jit.h).
 *
 * LLVM's optimizer and code generator are single-threaded per module and
 * an LLVMContext may not be used from two threads, so a module is compiled
 * on several threads by cutting it into parts, each in a context of its
 * own, as LTO's parallel code generation does:
 *
 *  1. plan: the roots (defined functions with external linkage: the
 *     entry) go to part 0; every other defined function belongs to a unit,
 *     the functions that reference each other (a kernel, its parallel
 *     range function and body); units are spread over the parts by cost
 *     (instructions, and 40 more per loop), largest first onto the least
 *     loaded part (the roots count 1/8 of their instructions: they are
 *     optnone and take the fast instruction selector);
 *  2. a function the roots reference in another part gets external linkage
 *     with hidden visibility (it was internal), so the parts link;
 *  3. the module is written as bitcode once; each other part's thread reads
 *     it into its own context; every part replaces the functions of other
 *     parts by declarations (and parts > 0 the non-local globals, which part
 *     0 defines), then optimizes and emits its object.
 *
 * Modules the plan cannot cut soundly (a global initializer referring to
 * a function, a non-root function using a non-local global, an unnamed
 * function) and small modules compile as one object, as before. The
 * objects link as one module in a JITDylib of its own, where hidden
 * symbols resolve (cajit_jit_add_objects). */
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "jit/internal.h"
#include "support/alloc.h"
#include "support/clock.h"

/* Below this cost a second thread saves less than ~50 ms: a cost unit is
 * ~0.1 ms of optimization and code generation here, and creating a
 * context and reading the bitcode take ~10-20 ms per part. */
#define DEFAULT_MIN_COST 2000
/* What a loop costs, in instructions (see find_units). */
#define LOOP_COST 40
/* Roots are optnone: their instructions cost this fraction of a kernel's
 * (a GRU's 8400-instruction entry compiled in ~0.1 s of ~1 s). */
#define ROOT_COST_DIVISOR 8

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                           "parallel codegen: out of memory");
}

/* ---- the plan ---- */

typedef struct split_plan {
  int32_t parts;
  int32_t count;    /* defined functions */
  char **names;     /* each defined function's name */
  int32_t *part_of; /* its part */
} split_plan;

static void plan_free(split_plan *p) {
  for (int32_t i = 0; p->names && i < p->count; i++)
    cajit_free(p->names[i]);
  cajit_free(p->names);
  cajit_free(p->part_of);
  memset(p, 0, sizeof *p);
}

/* The module's defined functions, sorted by address for lookups, with a
 * union-find over them. */
typedef struct fn_table {
  int32_t n;
  LLVMValueRef *fn; /* sorted */
  int32_t *parent;  /* union-find */
  int64_t *cost;    /* instructions */
  bool *root;
} fn_table;

static int cmp_ptr(const void *a, const void *b) {
  uintptr_t x = (uintptr_t)*(const LLVMValueRef *)a;
  uintptr_t y = (uintptr_t)*(const LLVMValueRef *)b;
  return x < y ? -1 : x > y;
}

static int32_t fn_index(const fn_table *t, LLVMValueRef f) {
  LLVMValueRef *hit = bsearch(&f, t->fn, (size_t)t->n, sizeof *t->fn, cmp_ptr);
  return hit ? (int32_t)(hit - t->fn) : -1;
}

static int32_t find(fn_table *t, int32_t i) {
  while (t->parent[i] != i)
    i = t->parent[i] = t->parent[t->parent[i]];
  return i;
}

static void unite(fn_table *t, int32_t a, int32_t b) {
  a = find(t, a);
  b = find(t, b);
  if (a != b) t->parent[a < b ? b : a] = a < b ? a : b;
}

static bool is_local(LLVMValueRef g) {
  LLVMLinkage l = LLVMGetLinkage(g);
  return l == LLVMInternalLinkage || l == LLVMPrivateLinkage;
}

static void fn_table_free(fn_table *t) {
  cajit_free(t->fn);
  cajit_free(t->parent);
  cajit_free(t->cost);
  cajit_free(t->root);
}

static cajit_status fn_table_build(LLVMModuleRef m, fn_table *t) {
  memset(t, 0, sizeof *t);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f)) t->n++;
  size_t n = t->n ? (size_t)t->n : 1;
  t->fn = cajit_calloc(n, sizeof *t->fn);
  t->parent = cajit_calloc(n, sizeof *t->parent);
  t->cost = cajit_calloc(n, sizeof *t->cost);
  t->root = cajit_calloc(n, sizeof *t->root);
  if (!t->fn || !t->parent || !t->cost || !t->root) return oom();
  int32_t k = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f)) t->fn[k++] = f;
  qsort(t->fn, (size_t)t->n, sizeof *t->fn, cmp_ptr);
  for (int32_t i = 0; i < t->n; i++) {
    t->parent[i] = i;
    t->root[i] = !is_local(t->fn[i]);
  }
  return NULL;
}

/* What walking a value found that forbids cutting the module. */
typedef struct walk {
  fn_table *t;
  int32_t from; /* the function whose instructions are walked */
  bool unsplittable;
} walk;

/* Unites `from` with every non-root function v refers to, looking through
 * constant expressions. */
static void walk_value(walk *w, LLVMValueRef v, int depth) {
  if (LLVMIsAFunction(v)) {
    int32_t j = LLVMIsDeclaration(v) ? -1 : fn_index(w->t, v);
    if (j >= 0 && !w->t->root[j] && w->from >= 0 && !w->t->root[w->from])
      unite(w->t, w->from, j);
    return;
  }
  if (LLVMIsAGlobalVariable(v)) {
    /* part 0 alone defines non-local globals */
    if (!is_local(v) && w->from >= 0 && !w->t->root[w->from])
      w->unsplittable = true;
    return;
  }
  if (LLVMIsAConstantExpr(v) && depth < 16)
    for (int i = 0, n = LLVMGetNumOperands(v); i < n; i++)
      walk_value(w, LLVMGetOperand(v, (unsigned)i), depth + 1);
}

/* Whether initializer c (of a global) refers to a function. */
static bool refers_to_function(LLVMValueRef c, int depth) {
  if (LLVMIsAFunction(c)) return true;
  if (depth >= 16 || LLVMIsAGlobalValue(c)) return false;
  for (int i = 0, n = LLVMGetNumOperands(c); i < n; i++)
    if (refers_to_function(LLVMGetOperand(c, (unsigned)i), depth + 1))
      return true;
  return false;
}

/* Units and their costs; false when the module cannot be cut. A loop
 * costs LOOP_COST instructions more: the vectorizers, the unroller and
 * Loop Strength Reduction work per loop (measured per kernel with opt and
 * llc: a GRU's 6-loop reduction of 97 instructions took 2.6 times a 2-loop
 * concatenation of 76), and a GEMM call is nearly free. Loops are counted
 * by their `llvm.loop` IDs, which codegen puts on every latch. */
static bool find_units(LLVMModuleRef m, fn_table *t) {
  static const char loop_kind[] = "llvm.loop";
  unsigned loop_id = LLVMGetMDKindIDInContext(LLVMGetModuleContext(m),
                                              loop_kind, sizeof loop_kind - 1);
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    LLVMValueRef init = LLVMIsDeclaration(g) ? NULL : LLVMGetInitializer(g);
    if (init && refers_to_function(init, 0)) return false;
  }
  walk w = {.t = t};
  for (int32_t i = 0; i < t->n; i++) {
    size_t len;
    LLVMGetValueName2(t->fn[i], &len);
    if (!len) return false;
    w.from = i;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(t->fn[i]); b;
         b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
           in = LLVMGetNextInstruction(in)) {
        t->cost[i] += LLVMGetMetadata(in, loop_id) ? 1 + LOOP_COST : 1;
        for (int k = 0, n = LLVMGetNumOperands(in); k < n; k++)
          walk_value(&w, LLVMGetOperand(in, (unsigned)k), 0);
      }
    if (t->root[i]) t->cost[i] = t->cost[i] / ROOT_COST_DIVISOR + 1;
  }
  return !w.unsplittable;
}

/* Largest unit first onto the least loaded part; the roots are part 0
 * (alone, with roots_alone). */
static cajit_status assign_parts(fn_table *t, int32_t parts, bool roots_alone,
                                 int32_t *part_of) {
  int64_t load[CAJIT_JIT_MAX_PARTS] = {0};
  int64_t *unit_cost = cajit_calloc((size_t)t->n + 1, sizeof *unit_cost);
  int32_t *unit_part = cajit_calloc((size_t)t->n + 1, sizeof *unit_part);
  if (!unit_cost || !unit_part) {
    cajit_free(unit_cost);
    cajit_free(unit_part);
    return oom();
  }
  for (int32_t i = 0; i < t->n; i++) {
    if (t->root[i])
      load[0] += t->cost[i];
    else
      unit_cost[find(t, i)] += t->cost[i];
  }
  for (;;) {
    int32_t best = -1;
    for (int32_t u = 0; u < t->n; u++)
      if (unit_cost[u] > 0 && (best < 0 || unit_cost[u] > unit_cost[best]))
        best = u;
    if (best < 0) break;
    int32_t p = roots_alone && parts > 1 ? 1 : 0;
    for (int32_t q = p + 1; q < parts; q++)
      if (load[q] < load[p]) p = q;
    load[p] += unit_cost[best];
    unit_part[best] = p;
    unit_cost[best] = 0;
  }
  for (int32_t i = 0; i < t->n; i++)
    part_of[i] = t->root[i] ? 0 : unit_part[find(t, i)];
  cajit_free(unit_cost);
  cajit_free(unit_part);
  return NULL;
}

/* A local function v (looked for through constant expressions) that a
 * root references from another part becomes a hidden external. */
static void expose(fn_table *t, const int32_t *part_of, LLVMValueRef v,
                   int depth) {
  if (LLVMIsAConstantExpr(v) && depth < 16) {
    for (int i = 0, n = LLVMGetNumOperands(v); i < n; i++)
      expose(t, part_of, LLVMGetOperand(v, (unsigned)i), depth + 1);
    return;
  }
  int32_t j = LLVMIsAFunction(v) ? fn_index(t, v) : -1;
  if (j < 0 || part_of[j] == 0 || !is_local(v)) return;
  LLVMSetLinkage(v, LLVMExternalLinkage);
  LLVMSetVisibility(v, LLVMHiddenVisibility);
}

/* The roots (part 0) are the only functions referring across units. */
static void expose_cross_part_calls(fn_table *t, const int32_t *part_of) {
  for (int32_t i = 0; i < t->n; i++) {
    if (!t->root[i]) continue;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(t->fn[i]); b;
         b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
           in = LLVMGetNextInstruction(in))
        for (int k = 0, n = LLVMGetNumOperands(in); k < n; k++)
          expose(t, part_of, LLVMGetOperand(in, (unsigned)k), 0);
  }
}

/* Plans m's parts (at most max_parts) and prepares m for them. A plan of
 * one part leaves m unchanged. */
static cajit_status make_plan(LLVMModuleRef m, int32_t max_parts,
                              int64_t min_cost, bool roots_alone,
                              split_plan *plan) {
  memset(plan, 0, sizeof *plan);
  plan->parts = 1;
  if (max_parts <= 1) return NULL;
  fn_table t;
  cajit_status s = fn_table_build(m, &t);
  if (s || !find_units(m, &t)) {
    fn_table_free(&t);
    return s;
  }
  int64_t total = 0;
  int32_t units = 0;
  for (int32_t i = 0; i < t.n; i++) {
    total += t.cost[i];
    units += !t.root[i] && find(&t, i) == i;
  }
  int32_t parts = max_parts < units + 1 ? max_parts : units + 1;
  if (total < min_cost || parts <= 1) {
    fn_table_free(&t);
    return NULL;
  }
  plan->count = t.n;
  plan->names = cajit_calloc((size_t)t.n, sizeof *plan->names);
  plan->part_of = cajit_calloc((size_t)t.n, sizeof *plan->part_of);
  if (!plan->names || !plan->part_of) s = oom();
  for (int32_t i = 0; !s && i < t.n; i++) {
    size_t len;
    const char *name = LLVMGetValueName2(t.fn[i], &len);
    plan->names[i] = cajit_strndup(name, len);
    if (!plan->names[i]) s = oom();
  }
  if (!s) s = assign_parts(&t, parts, roots_alone, plan->part_of);
  if (!s) {
    expose_cross_part_calls(&t, plan->part_of);
    plan->parts = parts;
  } else {
    plan_free(plan);
    plan->parts = 1;
  }
  fn_table_free(&t);
  return s;
}

/* ---- one part ---- */

/* Replaces global value g (a function or a variable) of m by an external
 * declaration of the same name and type. */
static cajit_status declare_instead(LLVMModuleRef m, LLVMValueRef g,
                                    bool is_function, bool hidden) {
  size_t len;
  const char *name = LLVMGetValueName2(g, &len);
  char *copy = cajit_strndup(name, len);
  if (!copy) return oom();
  LLVMSetValueName2(g, "", 0);
  LLVMTypeRef type = LLVMGlobalGetValueType(g);
  LLVMValueRef d = is_function ? LLVMAddFunction(m, copy, type)
                               : LLVMAddGlobal(m, type, copy);
  cajit_free(copy);
  if (!d) return oom();
  LLVMSetLinkage(d, LLVMExternalLinkage);
  if (hidden) LLVMSetVisibility(d, LLVMHiddenVisibility);
  LLVMReplaceAllUsesWith(g, d);
  if (is_function)
    LLVMDeleteFunction(g);
  else
    LLVMDeleteGlobal(g);
  return NULL;
}

/* Keeps part `part` of m: the other parts' functions become declarations,
 * and in parts > 0 the non-local global variables too. */
static cajit_status keep_part(LLVMModuleRef m, const split_plan *plan,
                              int32_t part) {
  for (int32_t i = 0; i < plan->count; i++) {
    if (plan->part_of[i] == part) continue;
    LLVMValueRef f = LLVMGetNamedFunction(m, plan->names[i]);
    if (!f)
      return cajit_status_make(CAJIT_INTERNAL,
                               "parallel codegen: part %d lost function %s",
                               (int)part, plan->names[i]);
    if (LLVMIsDeclaration(f)) continue;
    bool hidden = LLVMGetVisibility(f) == LLVMHiddenVisibility;
    CAJIT_RETURN_IF_ERROR(declare_instead(m, f, true, hidden));
  }
  if (part == 0) return NULL;
  LLVMValueRef next;
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = next) {
    next = LLVMGetNextGlobal(g);
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    bool llvm_special = len >= 5 && !memcmp(name, "llvm.", 5); /* llvm.used */
    if (LLVMIsDeclaration(g) || is_local(g) || llvm_special) continue;
    if (!LLVMGetFirstUse(g)) {
      LLVMDeleteGlobal(g);
      continue;
    }
    CAJIT_RETURN_IF_ERROR(declare_instead(m, g, false, false));
  }
  return NULL;
}

typedef struct part_job {
  const cajit_jit_target *t;
  const split_plan *plan;
  int32_t part;
  const char *bitcode; /* parts > 0 read their module from it */
  size_t bitcode_len;
  LLVMModuleRef module; /* part 0: the caller's module */
  LLVMMemoryBufferRef object;
  double split_ms, optimize_ms, emit_ms;
  double cpu_optimize_ms, cpu_emit_ms; /* this thread's CPU time */
  cajit_status status;
} part_job;

static cajit_status read_part(part_job *j, LLVMContextRef ctx,
                              LLVMModuleRef *out) {
  LLVMMemoryBufferRef mb = LLVMCreateMemoryBufferWithMemoryRange(
      j->bitcode, j->bitcode_len, "part", 0);
  if (!mb) return oom();
  LLVMBool failed = LLVMParseBitcodeInContext2(ctx, mb, out);
  LLVMDisposeMemoryBuffer(mb);
  if (failed)
    return cajit_status_make(CAJIT_LLVM_ERROR,
                             "parallel codegen: part %d cannot read the "
                             "module's bitcode",
                             (int)j->part);
  return NULL;
}

static void compile_part(part_job *j) {
  double t0 = cajit_now_ms();
  LLVMContextRef ctx = NULL;
  LLVMModuleRef m = j->module;
  cajit_status s = NULL;
  if (!m) {
    ctx = LLVMContextCreate();
    s = ctx ? read_part(j, ctx, &m) : oom();
  }
  if (!s && j->plan->parts > 1) s = keep_part(m, j->plan, j->part);
  double t1 = cajit_now_ms(), c1 = cajit_thread_cpu_ms();
  if (!s) s = cajit_jit_optimize(j->t, m);
  double t2 = cajit_now_ms(), c2 = cajit_thread_cpu_ms();
  if (!s) s = cajit_jit_emit_buffer(j->t, m, CAJIT_EMIT_OBJ, &j->object);
  j->split_ms = t1 - t0;
  j->optimize_ms = t2 - t1;
  j->emit_ms = cajit_now_ms() - t2;
  j->cpu_optimize_ms = c2 - c1;
  j->cpu_emit_ms = cajit_thread_cpu_ms() - c2;
  if (ctx) {
    if (m) LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
  }
  if (s) j->status = cajit_status_annotate(s, "part %d", (int)j->part);
}

static void *part_thread(void *arg) {
  compile_part(arg);
  return NULL;
}

/* ---- the whole ---- */

static cajit_status collect(part_job *jobs, int32_t parts,
                            cajit_jit_objects *out) {
  cajit_status s = NULL;
  for (int32_t p = 0; p < parts; p++) {
    if (jobs[p].status && !s)
      s = jobs[p].status;
    else
      cajit_status_free(jobs[p].status);
    jobs[p].status = NULL;
  }
  for (int32_t p = 0; p < parts; p++) {
    LLVMMemoryBufferRef b = jobs[p].object;
    if (!b) continue;
    size_t len = LLVMGetBufferSize(b);
    char *copy = s ? NULL : cajit_malloc(len ? len : 1);
    if (!s && !copy) s = oom();
    if (copy) {
      memcpy(copy, LLVMGetBufferStart(b), len);
      out->data[out->count] = copy;
      out->len[out->count++] = len;
    }
    LLVMDisposeMemoryBuffer(b);
  }
  if (s) cajit_jit_objects_free(out);
  return s;
}

/* The slowest part's times describe the wall time. */
static void report(const part_job *jobs, int32_t parts, double plan_ms,
                   cajit_jit_split_timings *times) {
  int32_t slow = 0;
  for (int32_t p = 1; p < parts; p++)
    if (jobs[p].split_ms + jobs[p].optimize_ms + jobs[p].emit_ms >
        jobs[slow].split_ms + jobs[slow].optimize_ms + jobs[slow].emit_ms)
      slow = p;
  times->parts = parts;
  for (int32_t p = 0; p < parts; p++) {
    times->cpu_optimize[p] = jobs[p].cpu_optimize_ms;
    times->cpu_emit[p] = jobs[p].cpu_emit_ms;
  }
  times->split = plan_ms + jobs[slow].split_ms;
  times->optimize = jobs[slow].optimize_ms;
  times->emit = jobs[slow].emit_ms;
}

cajit_status cajit_jit_compile_objects(const cajit_jit_target *t,
                                       LLVMModuleRef m,
                                       const cajit_jit_split_options *o,
                                       cajit_jit_objects *out,
                                       cajit_jit_split_timings *times) {
  memset(out, 0, sizeof *out);
  cajit_jit_split_timings ignored;
  if (!times) times = &ignored;
  memset(times, 0, sizeof *times);
  if (!t || !m || !o)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "parallel codegen: NULL target, module or "
                             "options");
  int32_t max_parts =
      o->max_parts < CAJIT_JIT_MAX_PARTS ? o->max_parts : CAJIT_JIT_MAX_PARTS;
  int64_t min_cost = o->min_cost > 0 ? o->min_cost : DEFAULT_MIN_COST;
  double t0 = cajit_now_ms();
  split_plan plan;
  CAJIT_RETURN_IF_ERROR(
      make_plan(m, max_parts, min_cost, o->roots_alone, &plan));
  LLVMMemoryBufferRef bitcode = NULL;
  if (plan.parts > 1) {
    bitcode = LLVMWriteBitcodeToMemoryBuffer(m);
    if (!bitcode) {
      plan_free(&plan);
      return oom();
    }
  }
  part_job jobs[CAJIT_JIT_MAX_PARTS] = {0};
  pthread_t threads[CAJIT_JIT_MAX_PARTS];
  bool started[CAJIT_JIT_MAX_PARTS] = {0};
  for (int32_t p = 0; p < plan.parts; p++) {
    jobs[p] = (part_job){.t = t, .plan = &plan, .part = p};
    if (p == 0) {
      jobs[p].module = m;
      continue;
    }
    jobs[p].bitcode = LLVMGetBufferStart(bitcode);
    jobs[p].bitcode_len = LLVMGetBufferSize(bitcode);
    started[p] = !pthread_create(&threads[p], NULL, part_thread, &jobs[p]);
  }
  double plan_ms = cajit_now_ms() - t0;
  compile_part(&jobs[0]);
  for (int32_t p = 1; p < plan.parts; p++) {
    if (started[p])
      pthread_join(threads[p], NULL);
    else /* no thread for it: compile it here */
      compile_part(&jobs[p]);
  }
  report(jobs, plan.parts, plan_ms, times);
  cajit_status s = collect(jobs, plan.parts, out);
  if (bitcode) LLVMDisposeMemoryBuffer(bitcode);
  plan_free(&plan);
  return s;
}
