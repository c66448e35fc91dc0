/* Tests of the canonical printer: exact text for built graphs, the golden
 * files (tests/golden/NAME.cag with NAME.expected, the canonical text, or
 * NAME.err, the one-line error), the round trip parse(print(g)) == g and
 * print(parse(print(g))) == print(g) on every golden and example, the
 * snprintf contract of cajit_type_print, out-of-memory injection, and the
 * cajit-dump command line (exit codes, outputs, messages). */
#include <dirent.h>
#include <libgen.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "cajit/graph.h"
#include "support/alloc.h"
#include "test_status.h"
#include "test_tool.h"

static char *print_graph(const cajit_graph *g) {
  char *text;
  size_t len;
  ASSERT_OK(cajit_graph_print(g, &text, &len));
  assert_int_equal(strlen(text), len);
  return text;
}

/* ---- structural equality across two graphs (two expression contexts) ----
 */

static void assert_expr_equal(const cajit_graph *a, const cajit_expr *x,
                              const cajit_graph *b, const cajit_expr *y) {
  if (!x || !y) {
    assert_true(!x && !y);
    return;
  }
  char bx[512], by[512];
  cajit_expr_print(a->exprs, x, bx, sizeof bx);
  cajit_expr_print(b->exprs, y, by, sizeof by);
  assert_string_equal(bx, by);
  assert_int_equal(cajit_expr_type_of(x), cajit_expr_type_of(y));
  assert_int_equal(cajit_expr_kind_of(x), cajit_expr_kind_of(y));
}

static void assert_type_equal(const cajit_graph *a, const cajit_type *x,
                              const cajit_graph *b, const cajit_type *y) {
  assert_int_equal(x->kind, y->kind);
  if (x->kind != CAJIT_TYPE_TENSOR) return;
  assert_int_equal(x->dtype, y->dtype);
  assert_int_equal(x->ndim, y->ndim);
  assert_int_equal(!x->strides, !y->strides);
  for (int32_t i = 0; i < x->ndim; i++) {
    assert_expr_equal(a, x->shape[i], b, y->shape[i]);
    if (x->strides) assert_expr_equal(a, x->strides[i], b, y->strides[i]);
  }
}

static void assert_sv_equal(cajit_sv x, cajit_sv y) {
  assert_int_equal(x.len, y.len);
  assert_int_equal(!x.data, !y.data);
  if (x.len) assert_memory_equal(x.data, y.data, x.len);
}

static void assert_arg_equal(const cajit_graph *a, const cajit_arg *x,
                             const cajit_graph *b, const cajit_arg *y) {
  assert_int_equal(x->kind, y->kind);
  assert_int_equal(x->name.len, y->name.len);
  if (x->name.len) assert_sv_equal(x->name, y->name);
  switch (x->kind) {
  case CAJIT_ARG_NONE: break;
  case CAJIT_ARG_BOOL: assert_int_equal(x->u.b, y->u.b); break;
  case CAJIT_ARG_INT:
  case CAJIT_ARG_FLOAT: assert_expr_equal(a, x->u.expr, b, y->u.expr); break;
  case CAJIT_ARG_STRING:
  case CAJIT_ARG_WORD: assert_sv_equal(x->u.str, y->u.str); break;
  case CAJIT_ARG_DTYPE: assert_int_equal(x->u.dtype, y->u.dtype); break;
  case CAJIT_ARG_VALUE: assert_int_equal(x->u.value, y->u.value); break;
  case CAJIT_ARG_LIST:
    assert_int_equal(x->u.list.count, y->u.list.count);
    for (int32_t i = 0; i < x->u.list.count; i++)
      assert_arg_equal(a, &x->u.list.items[i], b, &y->u.list.items[i]);
    break;
  }
}

static void assert_graph_equal(const cajit_graph *a, const cajit_graph *b) {
  assert_sv_equal(a->name, b->name);
  assert_int_equal(a->input_count, b->input_count);
  assert_int_equal(a->sizes_count, b->sizes_count);
  assert_int_equal(a->scalars_count, b->scalars_count);
  for (int32_t i = 0; i < a->scalars_count; i++)
    assert_int_equal(a->scalar_types[i], b->scalar_types[i]);
  assert_int_equal(a->hooks_count, b->hooks_count);
  assert_int_equal(a->packed_data_count, b->packed_data_count);
  assert_int_equal(a->binding_count, b->binding_count);
  assert_int_equal(cajit_expr_ctx_symbol_count(a->exprs),
                   cajit_expr_ctx_symbol_count(b->exprs));
  for (int32_t i = 0; i < a->binding_count; i++) {
    const cajit_symbol_binding *x = &a->bindings[i], *y = &b->bindings[i];
    assert_int_equal(x->symbol, y->symbol);
    assert_int_equal(x->source, y->source);
    assert_int_equal(x->index, y->index);
    assert_int_equal(x->dim, y->dim);
    assert_sv_equal(cajit_expr_ctx_symbol_name(a->exprs, x->symbol),
                    cajit_expr_ctx_symbol_name(b->exprs, y->symbol));
    assert_int_equal(cajit_expr_ctx_symbol_type(a->exprs, x->symbol),
                     cajit_expr_ctx_symbol_type(b->exprs, y->symbol));
  }
  assert_int_equal(a->assumption_count, b->assumption_count);
  for (int32_t i = 0; i < a->assumption_count; i++)
    assert_expr_equal(a, a->assumptions[i], b, b->assumptions[i]);
  for (int32_t i = 0; i < a->input_count; i++)
    assert_int_equal(a->inputs[i], b->inputs[i]);
  assert_int_equal(a->value_count, b->value_count);
  for (int32_t i = 0; i < a->value_count; i++) {
    const cajit_value *x = &a->values[i], *y = &b->values[i];
    assert_int_equal(x->id, y->id);
    assert_int_equal(x->node, y->node);
    assert_int_equal(x->result_index, y->result_index);
    assert_type_equal(a, &x->type, b, &y->type);
  }
  assert_int_equal(a->node_count, b->node_count);
  for (int32_t i = 0; i < a->node_count; i++) {
    const cajit_node *x = &a->nodes[i], *y = &b->nodes[i];
    assert_sv_equal(x->op, y->op);
    assert_ptr_equal(x->def, y->def);
    assert_int_equal(x->arg_count, y->arg_count);
    for (int32_t j = 0; j < x->arg_count; j++)
      assert_arg_equal(a, &x->args[j], b, &y->args[j]);
    assert_int_equal(x->result_count, y->result_count);
    for (int32_t j = 0; j < x->result_count; j++)
      assert_int_equal(x->results[j], y->results[j]);
  }
  assert_int_equal(a->output_count, b->output_count);
  for (int32_t i = 0; i < a->output_count; i++)
    assert_int_equal(a->outputs[i], b->outputs[i]);
}

/* parse(print(g)) == g and print(parse(print(g))) == print(g); returns
 * print(g) (free it). */
static char *check_round_trip(const cajit_graph *g) {
  char *text = print_graph(g);
  cajit_graph *again = NULL;
  cajit_status s =
      cajit_graph_parse(cajit_sv_from_cstr(text), "printed", &again);
  if (s)
    fail_msg("printed text does not parse: %s\n%s", cajit_status_message(s),
             text);
  assert_graph_equal(g, again);
  char *text2 = print_graph(again);
  assert_string_equal(text, text2);
  free(text2);
  cajit_graph_destroy(again);
  return text;
}

/* ---- golden files -------------------------------------------------------
 */

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted names of the files in dir ending with ext (free each, and the
 * array). */
static char **list_files(const char *dir, const char *ext, int *out_count) {
  DIR *d = opendir(dir);
  assert_non_null(d);
  char **names = NULL;
  int count = 0;
  struct dirent *e;
  size_t el = strlen(ext);
  while ((e = readdir(d)) != NULL) {
    size_t n = strlen(e->d_name);
    if (n <= el || strcmp(e->d_name + n - el, ext) != 0) continue;
    names = realloc(names, (size_t)(count + 1) * sizeof *names);
    names[count++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(names, (size_t)count, sizeof *names, by_name);
  *out_count = count;
  return names;
}

static void run_golden(const char *dir, const char *name) {
  char path[1024], base[512];
  snprintf(base, sizeof base, "%.*s", (int)(strlen(name) - 4), name);
  snprintf(path, sizeof path, "%s/%s", dir, name);
  size_t len = 0;
  char *text = test_read_file(path, &len);
  if (!text) fail_msg("cannot read %s", path);
  snprintf(path, sizeof path, "%s/%s.expected", dir, base);
  char *expected = test_read_file(path, NULL);
  snprintf(path, sizeof path, "%s/%s.err", dir, base);
  char *err = test_read_file(path, NULL);
  if (!expected == !err)
    fail_msg("%s needs exactly one of %s.expected and %s.err", name, base,
             base);

  cajit_graph *g = NULL;
  cajit_status s = cajit_graph_parse((cajit_sv){text, len}, name, &g);
  if (expected) {
    if (s) fail_msg("%s: %s", name, cajit_status_message(s));
    s = cajit_graph_verify(g);
    if (s) fail_msg("%s does not verify: %s", name, cajit_status_message(s));
    char *printed = check_round_trip(g);
    if (strcmp(printed, expected) != 0)
      fail_msg("%s: canonical text differs from %s.expected:\n%s", name, base,
               printed);
    free(printed);
    cajit_graph_destroy(g);
  } else {
    if (!s) fail_msg("%s: parsed, but %s.err expects an error", name, base);
    err[strcspn(err, "\n")] = '\0';
    if (strcmp(cajit_status_message(s), err) != 0)
      fail_msg("%s:\n  got:      %s\n  expected: %s", name,
               cajit_status_message(s), err);
    cajit_status_free(s);
  }
  free(text);
  free(expected);
  free(err);
}

static void test_golden(void **state) {
  (void)state;
  const char *dir = CAJIT_SOURCE_DIR "/tests/golden";
  int count;
  char **names = list_files(dir, ".cag", &count);
  assert_true(count >= 10);
  for (int i = 0; i < count; i++) {
    run_golden(dir, names[i]);
    free(names[i]);
  }
  free(names);
}

static void test_examples_round_trip(void **state) {
  (void)state;
  const char *dir = CAJIT_SOURCE_DIR "/examples";
  int count;
  char **names = list_files(dir, ".cag", &count);
  assert_true(count >= 2);
  for (int i = 0; i < count; i++) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    cajit_graph *g = NULL;
    ASSERT_OK(cajit_graph_parse_file(path, &g));
    ASSERT_OK(cajit_graph_verify(g));
    free(check_round_trip(g));
    cajit_graph_destroy(g);
    free(names[i]);
  }
  free(names);
}

/* ---- built graphs -------------------------------------------------------
 */

static void test_print_built_graph(void **state) {
  (void)state;
  cajit_graph *g;
  ASSERT_OK(cajit_graph_create(&g));
  ASSERT_OK(
      cajit_graph_set_name(g, (cajit_sv){"a\"\\\n\t\x01\x7f\xc3\xa9#", 10}));
  ASSERT_OK(cajit_graph_set_signature(g, 0, 1, 2));
  ASSERT_OK(cajit_graph_add_scalar(g, CAJIT_EXPR_TYPE_FLOAT));
  int32_t f0, x, r[2];
  ASSERT_OK(cajit_graph_add_symbol(g, CAJIT_SV("f0"), CAJIT_SYMBOL_FROM_SCALARS,
                                   0, 0, &f0));
  const cajit_expr *strides[1] = {NULL};
  cajit_type t, s;
  ASSERT_OK(cajit_graph_tensor_type(g, CAJIT_DTYPE_BF16, 0, NULL, strides, &t));
  const cajit_expr *three[1] = {cajit_expr_int(g->exprs, 3)};
  ASSERT_OK(cajit_graph_tensor_type(g, CAJIT_DTYPE_U8, 1, three, strides, &s));
  ASSERT_OK(cajit_graph_add_input(g, t, &x));
  cajit_arg items[3] = {{.kind = CAJIT_ARG_NONE},
                        {.kind = CAJIT_ARG_DTYPE},
                        {.kind = CAJIT_ARG_LIST}};
  items[1].u.dtype = CAJIT_DTYPE_I16;
  cajit_arg args[4] = {{.kind = CAJIT_ARG_VALUE},
                       {.kind = CAJIT_ARG_LIST},
                       {.kind = CAJIT_ARG_FLOAT},
                       {.kind = CAJIT_ARG_STRING}};
  args[0].u.value = x;
  args[1].u.list.items = items;
  args[1].u.list.count = 3;
  args[2].u.expr = cajit_expr_symbol(g->exprs, f0);
  args[2].name = CAJIT_SV("alpha");
  args[3].u.str = CAJIT_SV("x\0y");
  args[3].name = CAJIT_SV("mode");
  cajit_type types[2] = {s, cajit_type_scalar(CAJIT_TYPE_BOOL)};
  ASSERT_OK(
      cajit_graph_add_node(g, CAJIT_SV("my.op"), args, 4, types, 2, 0, r));
  cajit_arg b = {.kind = CAJIT_ARG_BOOL, .u.b = true};
  ASSERT_OK(cajit_graph_add_node(g, CAJIT_SV("host.final_callbacks"), &b, 1,
                                 NULL, 0, 0, NULL));
  ASSERT_OK(cajit_graph_add_output(g, -1));
  ASSERT_OK(cajit_graph_add_output(g, r[1]));
  char *text = check_round_trip(g);
  assert_string_equal(
      text, "cag 1\n"
            "graph \"a\\\"\\\\\\n\\t\\x01\\x7f\xc3\xa9#\"\n"
            "sizes 0\n"
            "scalars float\n"
            "hooks 1\n"
            "packed_data 2\n"
            "sym f0 = scalars 0\n"
            "input %0 : bf16[]{}\n"
            "%1, %2 = my.op(%0, [none, i16, []], alpha=f0, mode=\"x\\x00y\") "
            ": (u8[3]{?}, bool)\n"
            "host.final_callbacks(true)\n"
            "return (none, %2)\n");
  free(text);
  cajit_graph_destroy(g);
}

static void test_print_empty_graph(void **state) {
  (void)state;
  cajit_graph *g;
  ASSERT_OK(cajit_graph_create(&g));
  char *text = check_round_trip(g);
  assert_string_equal(text, "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                            "return ()\n");
  free(text);
  cajit_graph_destroy(g);
}

/* cajit_type_print writes like snprintf: the full length is returned, the
 * text is cut to cap - 1 bytes and NUL-terminated. */
static void test_type_print(void **state) {
  (void)state;
  cajit_graph *g;
  ASSERT_OK(cajit_graph_create(&g));
  ASSERT_OK(cajit_graph_set_signature(g, 1, 0, 0));
  int32_t s0;
  ASSERT_OK(cajit_graph_add_symbol(g, CAJIT_SV("s0"), CAJIT_SYMBOL_FROM_SIZES,
                                   0, 0, &s0));
  const cajit_expr *shape[2] = {cajit_expr_symbol(g->exprs, s0),
                                cajit_expr_int(g->exprs, 64)};
  const cajit_expr *strides[2] = {cajit_expr_int(g->exprs, 1), shape[0]};
  cajit_type t;
  ASSERT_OK(cajit_graph_tensor_type(g, CAJIT_DTYPE_F32, 2, shape, strides, &t));
  const char *full = "f32[s0, 64]{1, s0}";
  char buf[64];
  assert_int_equal(cajit_type_print(g, &t, buf, sizeof buf), strlen(full));
  assert_string_equal(buf, full);
  for (size_t cap = 1; cap <= strlen(full) + 1; cap++) {
    memset(buf, 'Z', sizeof buf);
    assert_int_equal(cajit_type_print(g, &t, buf, cap), strlen(full));
    assert_int_equal(strlen(buf), cap - 1);
    assert_memory_equal(buf, full, cap - 1);
    assert_int_equal(buf[cap], 'Z');
  }
  assert_int_equal(cajit_type_print(g, &t, NULL, 0), strlen(full));
  cajit_type n = cajit_type_scalar(CAJIT_TYPE_NONE);
  assert_int_equal(cajit_type_print(g, &n, buf, sizeof buf), 4);
  assert_string_equal(buf, "none");
  cajit_graph_destroy(g);
}

static void test_print_oom(void **state) {
  (void)state;
  cajit_graph *g = NULL;
  ASSERT_OK(cajit_graph_parse_file(
      CAJIT_SOURCE_DIR "/examples/layernorm_gelu.cag", &g));
  long n = 0;
  for (;; n++) {
    char *text = NULL;
    cajit_alloc_fail_after(n);
    cajit_status s = cajit_graph_print(g, &text, NULL);
    cajit_alloc_fail_after(-1);
    if (!s) {
      assert_non_null(text);
      cajit_free(text);
      break;
    }
    assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
    assert_null(text);
    cajit_status_free(s);
  }
  assert_true(n >= 1);
  cajit_graph_destroy(g);
}

/* ---- cajit-dump ---------------------------------------------------------
 */

typedef tool_result run_result;

/* Runs `cajit-dump <args>` (the tool built next to this test) with stdin
 * from stdin_path (or /dev/null). */
static run_result run_dump(const char *args, const char *stdin_path) {
  return test_run_tool("cajit-dump", args, stdin_path, NULL);
}

#define EXAMPLE CAJIT_SOURCE_DIR "/examples/mlp.cag"

static void test_dump_graph(void **state) {
  (void)state;
  cajit_graph *g = NULL;
  ASSERT_OK(cajit_graph_parse_file(EXAMPLE, &g));
  char *expected = print_graph(g);
  cajit_graph_destroy(g);

  run_result r = run_dump(EXAMPLE, NULL);
  assert_int_equal(r.status, 0);
  assert_string_equal(r.out, expected);
  assert_string_equal(r.err, "");
  tool_result_free(&r);

  r = run_dump("--emit=graph -", EXAMPLE); /* standard input */
  assert_int_equal(r.status, 0);
  assert_string_equal(r.out, expected);
  tool_result_free(&r);

  char path[] = "/tmp/cajit_dump_o_XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  close(fd);
  char args[512];
  snprintf(args, sizeof args, "-o %s %s", path, EXAMPLE);
  r = run_dump(args, NULL);
  assert_int_equal(r.status, 0);
  assert_string_equal(r.out, "");
  char *written = test_read_file(path, NULL);
  assert_non_null(written);
  assert_string_equal(written, expected);
  free(written);
  unlink(path);
  tool_result_free(&r);
  free(expected);
}

static void test_dump_stats(void **state) {
  (void)state;
  run_result r = run_dump("--stats " EXAMPLE, NULL);
  assert_int_equal(r.status, 0);
  const char *want[] = {
      "graph \"CompiledAutograd0\"\n",
      "signature: 10 inputs, sizes 0, scalars 0, hooks 0, packed_data 0\n",
      "nodes: 16\n",
      "       3  aten.mm.default\n",
      "       4  host.accumulate_grad\n",
      "symbols: 1\n  s0 (int) = input 1 dim 0\n",
      "assumptions: 1\n  s0 >= 2\n",
      "fallback: ",
      "outputs: 0\n",
  };
  for (size_t i = 0; i < sizeof want / sizeof *want; i++)
    if (!strstr(r.out, want[i]))
      fail_msg("--stats output lacks [%s]:\n%s", want[i], r.out);
  assert_null(strstr(r.out, "cag 1")); /* --stats alone: no graph */
  tool_result_free(&r);

  r = run_dump("--stats --emit=graph " EXAMPLE, NULL);
  assert_int_equal(r.status, 0);
  assert_ptr_equal(strstr(r.out, "cag 1\n"), r.out);
  assert_non_null(strstr(r.out, "fallback: "));
  tool_result_free(&r);
}

static void test_dump_errors(void **state) {
  (void)state;
  run_result r =
      run_dump(CAJIT_SOURCE_DIR "/tests/golden/bad_version.cag", NULL);
  assert_int_equal(r.status, 1);
  assert_string_equal(r.out, "");
  assert_string_equal(r.err, CAJIT_SOURCE_DIR
                      "/tests/golden/bad_version.cag:2:5: error: unsupported "
                      "version 2 (this reader knows 1)\n");
  tool_result_free(&r);

  r = run_dump("/no/such.cag", NULL);
  assert_int_equal(r.status, 1);
  assert_non_null(strstr(r.err, "/no/such.cag: cannot open"));
  tool_result_free(&r);

  /* Parses, but does not verify: reported as file:line: error: */
  char path[] = "/tmp/cajit_dump_v_XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  const char *text = "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                     "input %0 : f32[2, 2]\n"
                     "%1 = aten.mm.default(%0, %0, %0) : f32[2, 2]\n"
                     "return (%1)\n";
  assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
  close(fd);
  r = run_dump(path, NULL);
  assert_int_equal(r.status, 1);
  char prefix[256];
  snprintf(prefix, sizeof prefix, "%s:7: error: %%1 = aten.mm.default: ", path);
  if (strncmp(r.err, prefix, strlen(prefix)) != 0)
    fail_msg("verify error: %s", r.err);
  unlink(path);
  tool_result_free(&r);

  char out_args[512];
  snprintf(out_args, sizeof out_args, "-o /no/such/dir/out %s", EXAMPLE);
  r = run_dump(out_args, NULL);
  assert_int_equal(r.status, 1);
  assert_non_null(strstr(r.err, "cannot write /no/such/dir/out"));
  tool_result_free(&r);
}

static void test_dump_usage(void **state) {
  (void)state;
  static const struct {
    const char *args, *message;
  } cases[] = {
      {"", "cajit-dump: no input file\n"},
      {"--emit=exe " EXAMPLE,
       "cajit-dump: unknown --emit kind 'exe' (available: graph, kir, ll, "
       "opt, asm, obj, ptx)\n"},
      {"--bogus " EXAMPLE, "cajit-dump: unknown option '--bogus'\n"},
      {EXAMPLE " " EXAMPLE, "cajit-dump: more than one input file ('"},
      {EXAMPLE " -o", "cajit-dump: -o needs a file name\n"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    run_result r = run_dump(cases[i].args, NULL);
    assert_int_equal(r.status, 2);
    assert_string_equal(r.out, "");
    assert_ptr_equal(strstr(r.err, cases[i].message), r.err);
    assert_non_null(strstr(r.err, "\nusage: cajit-dump FILE.cag"));
    tool_result_free(&r);
  }
  run_result r = run_dump("--help", NULL);
  assert_int_equal(r.status, 0);
  assert_ptr_equal(strstr(r.out, "usage: cajit-dump FILE.cag"), r.out);
  assert_non_null(strstr(r.out, "--stats"));
  assert_string_equal(r.err, "");
  tool_result_free(&r);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_golden),
      cmocka_unit_test(test_examples_round_trip),
      cmocka_unit_test(test_print_built_graph),
      cmocka_unit_test(test_print_empty_graph),
      cmocka_unit_test(test_type_print),
      cmocka_unit_test(test_print_oom),
      cmocka_unit_test(test_dump_graph),
      cmocka_unit_test(test_dump_stats),
      cmocka_unit_test(test_dump_errors),
      cmocka_unit_test(test_dump_usage),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
