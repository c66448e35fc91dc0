/* Parallel code generation (jit/split.c, jit/objects.c): the object bundle
 * format and its malformed inputs; the cutting rules on hand-written IR
 * (units stay together, part 0 holds the externally visible functions,
 * what makes a module uncuttable, optnone roots and the loop-free
 * functions only they reach apart); and whole graphs compiled on 1 and 3
 * threads giving the same bits, also through the object cache. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>
#include <dirent.h>
#include <ftw.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/jit.h"
#include "support/alloc.h"
#include "support/strbuf.h"
#include "test_files.h"
#include "test_status.h"

/* ---- the bundle ---------------------------------------------------------
 */

static void add(cajit_jit_objects *o, const char *bytes, size_t len) {
  char *copy = cajit_malloc(len ? len : 1);
  memcpy(copy, bytes, len);
  o->data[o->count] = copy;
  o->len[o->count++] = len;
}

static void test_bundle_round_trip(void **state) {
  (void)state;
  cajit_jit_objects o = {0};
  add(&o,
      "\x7f"
      "ELF one",
      8);
  add(&o, "", 0);
  add(&o, "three\n\0x", 8);
  char *data;
  size_t len;
  ok(cajit_jit_objects_pack(&o, &data, &len));
  assert_int_equal(len, 14 + 4 + 3 * 8 + 16);
  assert_memory_equal(data, "cajit-objects\n", 14);
  cajit_jit_objects back;
  ok(cajit_jit_objects_unpack(data, len, &back));
  assert_int_equal(back.count, 3);
  for (int i = 0; i < 3; i++) {
    assert_int_equal(back.len[i], o.len[i]);
    assert_memory_equal(back.data[i], o.data[i], o.len[i]);
  }
  cajit_jit_objects_free(&back);
  assert_int_equal(back.count, 0);

  /* A plain object is one object. */
  ok(cajit_jit_objects_unpack("\x7f"
                              "ELF plain",
                              10, &back));
  assert_int_equal(back.count, 1);
  assert_int_equal(back.len[0], 10);
  cajit_jit_objects_free(&back);

  /* Every cut of the bundle is an error, never a short read. */
  for (size_t cut = 14; cut < len; cut++) {
    cajit_status s = cajit_jit_objects_unpack(data, cut, &back);
    expect_error(s, CAJIT_INVALID_ARGUMENT, "objects unpack");
    assert_int_equal(back.count, 0);
  }
  char *longer = cajit_malloc(len + 1);
  memcpy(longer, data, len);
  longer[len] = 'x';
  expect_error(cajit_jit_objects_unpack(longer, len + 1, &back),
               CAJIT_INVALID_ARGUMENT, "trailing bytes");
  memcpy(longer + 14, "\0\0\0\0", 4); /* count 0 */
  expect_error(cajit_jit_objects_unpack(longer, len, &back),
               CAJIT_INVALID_ARGUMENT, "bad object count");
  memcpy(longer + 14, "\x11\0\0\0", 4); /* count 17 */
  expect_error(cajit_jit_objects_unpack(longer, len, &back),
               CAJIT_INVALID_ARGUMENT, "bad object count");
  cajit_free(longer);
  cajit_free(data);

  cajit_jit_objects none = {0};
  expect_error(cajit_jit_objects_pack(&none, &data, &len),
               CAJIT_INVALID_ARGUMENT, "0 objects");
  cajit_jit_objects_free(&o);
}

/* ---- cutting hand-written modules --------------------------------------
 */

/* entry(x) = a(x) + b(x) + c(x); a calls a2; the kernels are internal. */
static const char module_ir[] =
    "define internal i64 @a2(i64 %x) noinline {\n"
    "  %y = mul i64 %x, 3\n"
    "  ret i64 %y\n"
    "}\n"
    "define internal i64 @a(i64 %x) noinline {\n"
    "  %y = call i64 @a2(i64 %x)\n"
    "  %z = add i64 %y, 1\n"
    "  ret i64 %z\n"
    "}\n"
    "define internal i64 @b(i64 %x) noinline {\n"
    "  %y = shl i64 %x, 4\n"
    "  ret i64 %y\n"
    "}\n"
    "define internal i64 @c(i64 %x) noinline {\n"
    "  %y = sub i64 %x, 100\n"
    "  ret i64 %y\n"
    "}\n"
    "@greeting = private constant [3 x i8] c\"hi\\00\"\n"
    "define i64 @entry(i64 %x) {\n"
    "  %p = call i64 @a(i64 %x)\n"
    "  %q = call i64 @b(i64 %x)\n"
    "  %r = call i64 @c(i64 %x)\n"
    "  %s = add i64 %p, %q\n"
    "  %t = add i64 %s, %r\n"
    "  ret i64 %t\n"
    "}\n";

static LLVMModuleRef parse_ir(LLVMContextRef ctx, const char *text) {
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy(text, strlen(text), "test.ll");
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext(ctx, buf, &m, &msg)) /* takes buf */
    fail_msg("bad test IR: %s", msg);
  return m;
}

typedef int64_t (*entry_fn)(int64_t);

#if defined(__clang__)
__attribute__((no_sanitize("function")))
#endif
static int64_t
call_entry(entry_fn f, int64_t x) {
  return f(x);
}

/* Compiles text as up to max_parts objects; returns how many there were,
 * and checks entry(x) when check is set. */
static int32_t compile_ir(cajit_jit *jit, const char *text, int32_t max_parts,
                          bool check) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = parse_ir(ctx, text);
  const cajit_jit_target *t = cajit_jit_get_target(jit);
  ok(cajit_jit_target_prepare_module(t, m));
  cajit_jit_split_options so = {.max_parts = max_parts, .min_cost = 1};
  cajit_jit_objects objs;
  cajit_jit_split_timings times;
  ok(cajit_jit_compile_objects(t, m, &so, &objs, &times));
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  assert_int_equal(times.parts, objs.count);
  assert_true(times.optimize >= 0 && times.emit > 0 && times.split >= 0);
  cajit_jit_module *mod;
  ok(cajit_jit_add_objects(jit, &objs, "split", &mod));
  void *addr;
  ok(cajit_jit_module_lookup(mod, "entry", &addr));
  if (check) {
    entry_fn f = (entry_fn)(uintptr_t)addr;
    for (int64_t x = -3; x <= 3; x++)
      assert_int_equal(call_entry(f, x), (3 * x + 1) + x * 16 + (x - 100));
  }
  /* The kernels are hidden: not visible through the module. */
  expect_error(cajit_jit_module_lookup(mod, "b", &addr), CAJIT_LLVM_ERROR,
               "Symbols not found");
  int32_t parts = objs.count;
  cajit_jit_objects_free(&objs);
  ok(cajit_jit_module_unload(mod));
  return parts;
}

static cajit_jit *make_jit(void) {
  cajit_jit *jit;
  ok(cajit_jit_create(NULL, &jit));
  return jit;
}

static void test_cut_units(void **state) {
  (void)state;
  cajit_jit *jit = make_jit();
  /* Units {a, a2}, {b}, {c} plus the entry's part: at most 4 parts. */
  assert_int_equal(compile_ir(jit, module_ir, 1, true), 1);
  assert_int_equal(compile_ir(jit, module_ir, 2, true), 2);
  assert_int_equal(compile_ir(jit, module_ir, 3, true), 3);
  assert_int_equal(compile_ir(jit, module_ir, 8, true), 4);
  assert_int_equal(compile_ir(jit, module_ir, 100, true), 4);
  cajit_jit_destroy(jit);
}

static char *with(const char *extra) {
  cajit_strbuf b = CAJIT_STRBUF_INIT;
  cajit_strbuf_printf(&b, "%s%s", module_ir, extra);
  char *text;
  size_t len;
  ok(cajit_strbuf_finish(&b, &text, &len));
  return text;
}

static void test_uncuttable(void **state) {
  (void)state;
  cajit_jit *jit = make_jit();
  /* A global that refers to a function. */
  char *text = with("@table = constant ptr @b\n");
  assert_int_equal(compile_ir(jit, text, 4, true), 1);
  cajit_free(text);
  /* An internal function that uses a non-local global (part 0 alone
   * defines those). */
  text = with("@counter = global i64 0\n"
              "define internal i64 @d(i64 %x) noinline {\n"
              "  %v = load i64, ptr @counter\n"
              "  %y = add i64 %v, %x\n"
              "  ret i64 %y\n"
              "}\n"
              "define i64 @entry2(i64 %x) {\n"
              "  %y = call i64 @d(i64 %x)\n"
              "  ret i64 %y\n"
              "}\n");
  assert_int_equal(compile_ir(jit, text, 4, true), 1);
  cajit_free(text);
  /* A non-local global only the entry uses is fine: defined in part 0. */
  text = with("@calls = global i64 0\n"
              "define i64 @entry3(i64 %x) {\n"
              "  %v = load i64, ptr @calls\n"
              "  %y = call i64 @c(i64 %v)\n"
              "  ret i64 %y\n"
              "}\n");
  assert_int_equal(compile_ir(jit, text, 4, true), 4);
  cajit_free(text);
  cajit_jit_destroy(jit);
}

static void test_small_module_stays_whole(void **state) {
  (void)state;
  cajit_jit *jit = make_jit();
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = parse_ir(ctx, module_ir);
  ok(cajit_jit_target_prepare_module(cajit_jit_get_target(jit), m));
  cajit_jit_split_options so = {.max_parts = 4}; /* default minimum */
  cajit_jit_objects objs;
  ok(cajit_jit_compile_objects(cajit_jit_get_target(jit), m, &so, &objs, NULL));
  assert_int_equal(objs.count, 1);
  cajit_jit_objects_free(&objs);
  expect_error(cajit_jit_compile_objects(NULL, m, &so, &objs, NULL),
               CAJIT_INVALID_ARGUMENT, "NULL target");
  expect_error(cajit_jit_compile_objects(cajit_jit_get_target(jit), m, NULL,
                                         &objs, NULL),
               CAJIT_INVALID_ARGUMENT, "options");
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  cajit_jit_objects none = {0};
  cajit_jit_module *mod;
  expect_error(cajit_jit_add_objects(jit, &none, "x", &mod),
               CAJIT_INVALID_ARGUMENT, "no objects");
  cajit_jit_destroy(jit);
}

/* An optnone entry (as a compiled graph's) calling a thin wrapper that
 * calls a loop: entry(x) = 0 + 1 + ... + (x - 1) + 1. */
static const char optnone_ir[] =
    "define internal i64 @k(i64 %n) noinline {\n"
    "entry:\n"
    "  br label %loop\n"
    "loop:\n"
    "  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]\n"
    "  %acc = phi i64 [ 0, %entry ], [ %a1, %loop ]\n"
    "  %a1 = add i64 %acc, %i\n"
    "  %i1 = add i64 %i, 1\n"
    "  %c = icmp slt i64 %i1, %n\n"
    "  br i1 %c, label %loop, label %done, !llvm.loop !0\n"
    "done:\n"
    "  ret i64 %a1\n"
    "}\n"
    "define internal i64 @w(i64 %x) noinline {\n"
    "  %y = call i64 @k(i64 %x)\n"
    "  %z = add i64 %y, 1\n"
    "  ret i64 %z\n"
    "}\n"
    "define i64 @entry(i64 %x) noinline optnone {\n"
    "  %y = call i64 @w(i64 %x)\n"
    "  ret i64 %y\n"
    "}\n"
    "!0 = distinct !{!0}\n";

/* Objects for text on one thread (default minimum cost), and entry(x). */
static int32_t compile_optnone(cajit_jit *jit, const char *text, int64_t x,
                               int64_t *out) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = parse_ir(ctx, text);
  const cajit_jit_target *t = cajit_jit_get_target(jit);
  ok(cajit_jit_target_prepare_module(t, m));
  cajit_jit_split_options so = {.max_parts = 1};
  cajit_jit_objects objs;
  cajit_jit_split_timings times;
  ok(cajit_jit_compile_objects(t, m, &so, &objs, &times));
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  assert_int_equal(times.parts, objs.count);
  cajit_jit_module *mod;
  ok(cajit_jit_add_objects(jit, &objs, "optnone", &mod));
  void *addr;
  ok(cajit_jit_module_lookup(mod, "entry", &addr));
  *out = call_entry((entry_fn)(uintptr_t)addr, x);
  int32_t parts = objs.count;
  cajit_jit_objects_free(&objs);
  ok(cajit_jit_module_unload(mod));
  return parts;
}

/* Optnone roots are an object of their own, with the loop-free functions
 * only they reach (compiled at level 0), even on one thread and below the
 * minimum cost; the loop is the other object. A module of nothing else is
 * one object. Without optnone it stays whole, as before. */
static void test_optnone_roots_apart(void **state) {
  (void)state;
  cajit_jit *jit = make_jit();
  int64_t r;
  assert_int_equal(compile_optnone(jit, optnone_ir, 10, &r), 2);
  assert_int_equal(r, 45 + 1);
  /* The wrapper loop-free, the loop gone: one object at level 0. */
  cajit_strbuf b = CAJIT_STRBUF_INIT;
  cajit_strbuf_printf(&b, "%s",
                      "define internal i64 @w(i64 %x) noinline {\n"
                      "  %z = add i64 %x, 1\n"
                      "  ret i64 %z\n"
                      "}\n"
                      "define i64 @entry(i64 %x) noinline optnone {\n"
                      "  %y = call i64 @w(i64 %x)\n"
                      "  ret i64 %y\n"
                      "}\n");
  char *text;
  size_t len;
  ok(cajit_strbuf_finish(&b, &text, &len));
  assert_int_equal(compile_optnone(jit, text, 10, &r), 1);
  assert_int_equal(r, 11);
  cajit_free(text);
  /* Without optnone: one object. */
  char *plain = cajit_strndup(optnone_ir, strlen(optnone_ir));
  char *at = strstr(plain, " optnone");
  memset(at, ' ', strlen(" optnone"));
  assert_int_equal(compile_optnone(jit, plain, 10, &r), 1);
  assert_int_equal(r, 46);
  cajit_free(plain);
  cajit_jit_destroy(jit);
}

/* ---- whole graphs -------------------------------------------------------
 */

/* A chain of `n` pointwise ops over f32[s0, 3] and a sum: without fusion
 * one kernel each, enough code to cut (the scalar factors differ, so that
 * merging identical functions leaves most of them). */
static char *chain_graph(int n) {
  static const char *const ops[] = {
      "aten.tanh.default(%%%d)", "aten.mul.Tensor(%%%d, %%0)",
      "aten.add.Tensor(%%%d, %%0)", "aten.mul.Scalar(%%%d, %d.5)"};
  cajit_strbuf b = CAJIT_STRBUF_INIT;
  cajit_strbuf_printf(&b, "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                          "sym s0 = input 0 dim 0\n"
                          "input %%0 : f32[s0, 3]\n");
  for (int i = 1; i <= n; i++) {
    char op[64];
    snprintf(op, sizeof op, ops[i % 4], i - 1, i); /* kernels that differ */
    cajit_strbuf_printf(&b, "%%%d = %s : f32[s0, 3]\n", i, op);
  }
  cajit_strbuf_printf(&b,
                      "%%%d = aten.sum.dim_IntList(%%%d, [0]) : f32[3]\n"
                      "return (%%%d, %%%d)\n",
                      n + 1, n, n, n + 1);
  char *text;
  size_t len;
  ok(cajit_strbuf_finish(&b, &text, &len));
  return text;
}

typedef struct outputs {
  float rows[37 * 3];
  float sums[3];
} outputs;

static void run_graph(cajit_compiled *c, outputs *out) {
  float x[37 * 3];
  for (int i = 0; i < 37 * 3; i++)
    x[i] = (float)((i * 7) % 23) * 0.05f - 0.5f;
  int64_t sx[2] = {37, 3};
  DLTensor tx = {x, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, sx, NULL, 0};
  DLTensor *in[1] = {&tx};
  DLManagedTensor *outs[2] = {NULL, NULL};
  cajit_call call = {0};
  call.inputs = in;
  call.input_count = 1;
  call.outputs = outs;
  call.output_count = 2;
  ok(cajit_compiled_run(c, &call));
  memcpy(out->rows, outs[0]->dl_tensor.data, sizeof out->rows);
  memcpy(out->sums, outs[1]->dl_tensor.data, sizeof out->sums);
  for (int k = 0; k < 2; k++)
    outs[k]->deleter(outs[k]);
}

static cajit_compiled *compile_text(const char *text,
                                    const cajit_compile_options *o) {
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "chain.cag", &g));
  ok(cajit_graph_verify(g));
  cajit_compiled *c;
  ok(cajit_compile(g, o, &c));
  cajit_graph_destroy(g);
  return c;
}

/* The bytes of the only file in dir. */
static char *only_file(const char *dir, size_t *out_len) {
  DIR *d = opendir(dir);
  assert_non_null(d);
  struct dirent *e;
  char path[512] = "";
  while ((e = readdir(d)))
    if (e->d_name[0] != '.')
      snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
  closedir(d);
  FILE *f = fopen(path, "rb");
  assert_non_null(f);
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *data = cajit_malloc((size_t)n);
  assert_int_equal(fread(data, 1, (size_t)n, f), (size_t)n);
  fclose(f);
  *out_len = (size_t)n;
  return data;
}

static void test_graph_threads_same_bits(void **state) {
  (void)state;
  char *text = chain_graph(60);
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_fusion = true;
  o.compile_threads = 1;
  /* The entry (optnone) is an object of its own, compiled at level 0,
   * beside one object of kernels per thread. */
  cajit_compiled *one = compile_text(text, &o);
  assert_int_equal(cajit_compiled_timings(one)->parts, 2);
  o.compile_threads = 3;
  cajit_compiled *three = compile_text(text, &o);
  const cajit_compile_timings *t = cajit_compiled_timings(three);
  assert_int_equal(t->parts, 4);
  assert_true(t->split > 0 && t->optimize > 0 && t->emit > 0);
  outputs a, b;
  run_graph(one, &a);
  run_graph(three, &b);
  assert_memory_equal(&a, &b, sizeof a);

  /* Through the cache: the miss stores a bundle, the hit links it. */
  char dir[] = "/tmp/cajit_test_split.XXXXXX";
  assert_non_null(mkdtemp(dir));
  o.object_cache_dir = dir;
  cajit_compiled *miss = compile_text(text, &o);
  assert_int_equal(cajit_compiled_cache_result(miss), CAJIT_COMPILE_CACHE_MISS);
  size_t len;
  char *stored = only_file(dir, &len);
  /* (after the cache entry's own header) */
  assert_non_null(memmem(stored, len, "cajit-objects\n", 14));
  cajit_free(stored);
  o.compile_threads = 1; /* a cached bundle serves any thread count */
  cajit_compiled *hit = compile_text(text, &o);
  assert_int_equal(cajit_compiled_cache_result(hit), CAJIT_COMPILE_CACHE_HIT);
  assert_int_equal(cajit_compiled_timings(hit)->parts, 0);
  run_graph(hit, &b);
  assert_memory_equal(&a, &b, sizeof a);
  test_rm_rf(dir);

  cajit_compiled_destroy(one);
  cajit_compiled_destroy(three);
  cajit_compiled_destroy(miss);
  cajit_compiled_destroy(hit);
  cajit_free(text);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_bundle_round_trip),
      cmocka_unit_test(test_cut_units),
      cmocka_unit_test(test_uncuttable),
      cmocka_unit_test(test_small_module_stays_whole),
      cmocka_unit_test(test_optnone_roots_apart),
      cmocka_unit_test(test_graph_threads_same_bits),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
