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
 * Roots that are all optnone (a compiled graph's entry) form a part of
 * their own, compiled at optimization level 0 (the O0 pass pipeline and
 * code generator: FastISel and the fast register allocator): optnone
 * already keeps the passes off their code, but at the target's level the
 * module passes still walk it and the code generator runs its full
 * pipeline (the greedy register allocator, machine passes that do not
 * skip optnone functions) over ~10k straight-line instructions of guards
 * and calls; that was 20-25% of a GRU's LLVM time (bench/README.md,
 * "Compiling"). That part and the first part of kernels are compiled one
 * after the other by the calling thread, in the module's own context (the
 * kernels from a clone of it), so a module of one kernel part needs no
 * bitcode and no thread.
 *
 * Modules the plan cannot cut soundly (a global initializer referring to
 * a function, a non-root function using a non-local global, an unnamed
 * function) and small modules of roots that are not optnone compile as one
 * object, as before. The objects link as one module in a JITDylib of its
 * own, where hidden symbols resolve (cajit_jit_add_objects). */
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "jit/internal.h"
#include "support/alloc.h"
#include "support/clock.h"
#include "support/vec.h"

/* Below this cost a second thread saves less than ~50 ms: a cost unit is
 * ~0.1 ms of optimization and code generation here, and creating a
 * context and reading the bitcode take ~10-20 ms per part. */
#define DEFAULT_MIN_COST 2000
/* What a loop costs, in instructions (see find_units). */
#define LOOP_COST 40
/* Roots are optnone: their instructions cost this fraction of a kernel's
 * (a GRU's 8400-instruction entry compiled in ~0.1 s of ~1 s); compiled
 * at level 0 apart, 1/16 (the tiny zoo GRU's 11857-instruction entry:
 * ~30 ms of thread CPU time, its 68 kernel functions, ~2000 instructions
 * and 21 loops, ~160 ms). */
#define ROOT_COST_DIVISOR 8
#define ROOT_O0_COST_DIVISOR 16
/* A loop-free function of at most this many instructions that only the
 * roots (or other such functions) reach is compiled with them at level 0
 * when they are apart (see find_units). */
#define THIN_MAX_INSTRUCTIONS 200

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
  /* Part 0 holds the roots alone, all optnone (with the thin functions
   * only they reach), compiled at level 0; part 1, if any, is the calling
   * thread's part of kernels, compiled after it. */
  bool roots_apart;
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
  /* Part 0's: an externally visible function, or (with roots_optnone) a
   * thin one compiled beside them (find_units). */
  bool *root;
  bool *loops;        /* has a loop */
  bool *fixed;        /* branches on a constant (see mark_thin) */
  bool roots_optnone; /* there are roots, all optnone */
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
  cajit_free(t->loops);
  cajit_free(t->fixed);
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
  t->loops = cajit_calloc(n, sizeof *t->loops);
  t->fixed = cajit_calloc(n, sizeof *t->fixed);
  if (!t->fn || !t->parent || !t->cost || !t->root || !t->loops || !t->fixed)
    return oom();
  int32_t k = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f)) t->fn[k++] = f;
  qsort(t->fn, (size_t)t->n, sizeof *t->fn, cmp_ptr);
  static const char optnone[] = "optnone";
  unsigned kind = LLVMGetEnumAttributeKindForName(optnone, sizeof optnone - 1);
  int32_t roots = 0, optnone_roots = 0;
  for (int32_t i = 0; i < t->n; i++) {
    t->parent[i] = i;
    t->root[i] = !is_local(t->fn[i]);
    roots += t->root[i];
    optnone_roots +=
        t->root[i] && kind &&
        LLVMGetEnumAttributeAtIndex(t->fn[i], LLVMAttributeFunctionIndex, kind);
  }
  t->roots_optnone = roots > 0 && optnone_roots == roots;
  return NULL;
}

/* A reference from one defined function to another, by index. */
typedef struct edge {
  int32_t from, to;
} edge;

/* What walking a value found: the references between non-root functions,
 * and whether something forbids cutting the module. */
typedef struct walk {
  fn_table *t;
  int32_t from; /* the function whose instructions are walked */
  CAJIT_VEC(edge) edges;
  bool out_of_memory;
  bool uses_global; /* `from` uses a non-local global */
  bool unsplittable;
} walk;

/* Records every reference of non-root `from` to a non-root function in v,
 * looking through constant expressions. */
static void walk_value(walk *w, LLVMValueRef v, int depth) {
  if (LLVMIsAFunction(v)) {
    int32_t j = LLVMIsDeclaration(v) ? -1 : fn_index(w->t, v);
    if (j >= 0 && !w->t->root[j] && w->from >= 0 && !w->t->root[w->from] &&
        !CAJIT_VEC_PUSH(&w->edges, ((edge){w->from, j})))
      w->out_of_memory = true;
    return;
  }
  if (LLVMIsAGlobalVariable(v)) {
    /* part 0 alone defines non-local globals */
    if (!is_local(v) && w->from >= 0 && !w->t->root[w->from])
      w->uses_global = true;
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

/* With the roots apart: the thin functions join them (root[i] set), those
 * without loops, of at most THIN_MAX_INSTRUCTIONS, that no other function
 * refers to (the kernels' wrappers that choose between the serial and the
 * parallel loop, the parallel loops' bodies that unpack their arguments,
 * GEMM calls). Their code is calls and argument passing, which level 0
 * compiles as well; at the target's level LLVM's per-function work made
 * them ~40% of the kernels' compile time (the zoo transformer's 40 of 49
 * kernel functions: ~100 ms of thread CPU at O3, ~20 ms at O0). A function
 * another kernel function calls stays with it (it may be inlined), and so
 * does one that branches on a constant: a wrapper whose serial-or-parallel
 * choice is known (constant shapes) leaves its parallel body dead and its
 * serial call the loop's only caller, whose constant bounds the optimizer
 * then propagates into the loop (IPSCCP), which it cannot across parts. */
static void mark_thin(fn_table *t, const edge *edges, size_t count,
                      const bool *uses_global) {
  bool *thin = t->root; /* thin or root */
  for (int32_t i = 0; i < t->n; i++)
    if (!t->root[i] && !t->loops[i] && !t->fixed[i] && !uses_global[i] &&
        t->cost[i] <= THIN_MAX_INSTRUCTIONS)
      thin[i] = true; /* candidate */
  /* A candidate that a function outside the set refers to leaves it;
   * repeat until nothing changes (the roots are never referred to). */
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t e = 0; e < count; e++)
      if (!thin[edges[e].from] && thin[edges[e].to]) {
        thin[edges[e].to] = false;
        changed = true;
      }
  }
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
  bool *uses_global = cajit_calloc((size_t)t->n + 1, sizeof *uses_global);
  if (!uses_global) return false;
  for (int32_t i = 0; i < t->n && !w.out_of_memory; i++) {
    size_t len;
    LLVMGetValueName2(t->fn[i], &len);
    if (!len) w.unsplittable = true;
    w.from = i;
    w.uses_global = false;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(t->fn[i]); b;
         b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
           in = LLVMGetNextInstruction(in)) {
        bool loop = LLVMGetMetadata(in, loop_id) != NULL;
        t->loops[i] |= loop;
        t->fixed[i] |= LLVMIsABranchInst(in) && LLVMIsConditional(in) &&
                       LLVMIsAConstant(LLVMGetCondition(in));
        t->cost[i] += loop ? 1 + LOOP_COST : 1;
        for (int k = 0, n = LLVMGetNumOperands(in); k < n; k++)
          walk_value(&w, LLVMGetOperand(in, (unsigned)k), 0);
      }
    uses_global[i] = w.uses_global;
    w.unsplittable |= w.uses_global;
  }
  bool ok = !w.unsplittable && !w.out_of_memory;
  if (ok && t->roots_optnone)
    mark_thin(t, w.edges.data, w.edges.len, uses_global);
  for (size_t e = 0; ok && e < w.edges.len; e++)
    if (!t->root[w.edges.data[e].from] && !t->root[w.edges.data[e].to])
      unite(t, w.edges.data[e].from, w.edges.data[e].to);
  for (int32_t i = 0; i < t->n; i++)
    if (t->root[i])
      t->cost[i] = t->cost[i] / (t->roots_optnone ? ROOT_O0_COST_DIVISOR
                                                  : ROOT_COST_DIVISOR) +
                   1;
  CAJIT_VEC_FREE(&w.edges);
  cajit_free(uses_global);
  return ok;
}

/* Largest unit first onto the least loaded part; the roots are part 0.
 * With roots_apart no unit goes to part 0, and the roots' cost counts
 * towards part 1 (the calling thread compiles both). */
static cajit_status assign_parts(fn_table *t, int32_t parts, bool roots_apart,
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
      load[roots_apart ? 1 : 0] += t->cost[i];
    else
      unit_cost[find(t, i)] += t->cost[i];
  }
  for (;;) {
    int32_t best = -1;
    for (int32_t u = 0; u < t->n; u++)
      if (unit_cost[u] > 0 && (best < 0 || unit_cost[u] > unit_cost[best]))
        best = u;
    if (best < 0) break;
    int32_t p = roots_apart ? 1 : 0;
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

/* Part 0's functions (the roots, and the thin functions with them) are
 * the only ones referring across units. */
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

/* Plans m's parts (at most max_parts compiled on threads of their own,
 * plus the roots' when they are apart) and prepares m for them. A plan of
 * one part leaves m unchanged. */
static cajit_status make_plan(LLVMModuleRef m, int32_t max_parts,
                              int64_t min_cost, split_plan *plan) {
  memset(plan, 0, sizeof *plan);
  plan->parts = 1;
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
  if (t.roots_optnone && units == 0) {
    /* Nothing but the roots and thin functions: all at level 0. */
    fn_table_free(&t);
    plan->roots_apart = true;
    return NULL;
  }
  bool apart = t.roots_optnone;
  int32_t parts;
  if (apart) { /* the roots, then 1 .. max_parts parts of kernels */
    int32_t k = max_parts < units ? max_parts : units;
    if (k > CAJIT_JIT_MAX_PARTS - 1) k = CAJIT_JIT_MAX_PARTS - 1;
    if (total < min_cost || k < 1) k = 1;
    parts = 1 + k;
  } else {
    parts = max_parts < units + 1 ? max_parts : units + 1;
    if (total < min_cost) parts = 1;
  }
  if (parts <= 1) {
    fn_table_free(&t);
    return NULL;
  }
  plan->roots_apart = apart;
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
  if (!s) s = assign_parts(&t, parts, apart, plan->part_of);
  if (!s) {
    expose_cross_part_calls(&t, plan->part_of);
    plan->parts = parts;
  } else {
    plan_free(plan);
    plan->parts = 1;
    plan->roots_apart = false;
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
  bool owns_module;     /* module is a clone, disposed after compiling */
  int32_t level;        /* optimization level, -1: the target's */
  cajit_emit_kind kind; /* object, or assembly text */
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
  if (!s) s = cajit_jit_optimize_at(j->t, j->level, m);
  double t2 = cajit_now_ms(), c2 = cajit_thread_cpu_ms();
  if (!s) s = cajit_jit_emit_buffer_at(j->t, j->level, m, j->kind, &j->object);
  j->split_ms = t1 - t0;
  j->optimize_ms = t2 - t1;
  j->emit_ms = cajit_now_ms() - t2;
  j->cpu_optimize_ms = c2 - c1;
  j->cpu_emit_ms = cajit_thread_cpu_ms() - c2;
  if (ctx) {
    if (m) LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
  } else if (j->owns_module) {
    LLVMDisposeModule(m);
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

/* The slowest thread's times describe the wall time (the calling
 * thread's are those of its `own` parts together). */
static void report(const part_job *jobs, int32_t parts, int32_t own,
                   double plan_ms, cajit_jit_split_timings *times) {
  double split[CAJIT_JIT_MAX_PARTS] = {0}, opt[CAJIT_JIT_MAX_PARTS] = {0},
         emit[CAJIT_JIT_MAX_PARTS] = {0};
  for (int32_t p = 0; p < parts; p++) {
    int32_t lane = p < own ? 0 : p;
    split[lane] += jobs[p].split_ms;
    opt[lane] += jobs[p].optimize_ms;
    emit[lane] += jobs[p].emit_ms;
  }
  int32_t slow = 0;
  for (int32_t p = own; p < parts; p++)
    if (split[p] + opt[p] + emit[p] > split[slow] + opt[slow] + emit[slow])
      slow = p;
  times->parts = parts;
  for (int32_t p = 0; p < parts; p++) {
    times->cpu_optimize[p] = jobs[p].cpu_optimize_ms;
    times->cpu_emit[p] = jobs[p].cpu_emit_ms;
  }
  times->split = plan_ms + split[slow];
  times->optimize = opt[slow];
  times->emit = emit[slow];
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
  CAJIT_RETURN_IF_ERROR(make_plan(m, max_parts, min_cost, &plan));
  /* Parts the calling thread compiles in m's context: 0, and with the
   * roots apart 1 (a clone of m); the others are read from bitcode on
   * threads of their own. */
  int32_t own = plan.roots_apart ? 2 : 1;
  LLVMMemoryBufferRef bitcode = NULL;
  LLVMModuleRef clone = NULL;
  if (plan.parts > own) bitcode = LLVMWriteBitcodeToMemoryBuffer(m);
  if (plan.roots_apart && plan.parts > 1) clone = LLVMCloneModule(m);
  if ((plan.parts > own && !bitcode) ||
      (plan.roots_apart && plan.parts > 1 && !clone)) {
    if (bitcode) LLVMDisposeMemoryBuffer(bitcode);
    if (clone) LLVMDisposeModule(clone);
    plan_free(&plan);
    return oom();
  }
  part_job jobs[CAJIT_JIT_MAX_PARTS] = {0};
  pthread_t threads[CAJIT_JIT_MAX_PARTS];
  bool started[CAJIT_JIT_MAX_PARTS] = {0};
  for (int32_t p = 0; p < plan.parts; p++) {
    jobs[p] = (part_job){.t = t,
                         .plan = &plan,
                         .part = p,
                         .level = -1,
                         .kind = o->assembly ? CAJIT_EMIT_ASM : CAJIT_EMIT_OBJ};
    if (p == 0) {
      jobs[p].module = m;
      if (plan.roots_apart) jobs[p].level = 0;
      continue;
    }
    if (p < own) {
      jobs[p].module = clone;
      jobs[p].owns_module = true;
      continue;
    }
    jobs[p].bitcode = LLVMGetBufferStart(bitcode);
    jobs[p].bitcode_len = LLVMGetBufferSize(bitcode);
    started[p] = !pthread_create(&threads[p], NULL, part_thread, &jobs[p]);
  }
  double plan_ms = cajit_now_ms() - t0;
  for (int32_t p = 0; p < own && p < plan.parts; p++)
    compile_part(&jobs[p]);
  for (int32_t p = own; p < plan.parts; p++) {
    if (started[p])
      pthread_join(threads[p], NULL);
    else /* no thread for it: compile it here */
      compile_part(&jobs[p]);
  }
  report(jobs, plan.parts, own, plan_ms, times);
  cajit_status s = collect(jobs, plan.parts, out);
  if (bitcode) LLVMDisposeMemoryBuffer(bitcode);
  plan_free(&plan);
  return s;
}
