/* Tests of the .cag parser: what valid text builds (args layout, sparse
 * ids, lexical corners), every error message with its exact line:col, and
 * out-of-memory injection over parsing a full example. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "cajit/graph.h"
#include "support/alloc.h"

#define HDR "cag 1\nsizes 1\nscalars int, float\nhooks 2\npacked_data 0\n"
/* HDR is 5 lines; SYMS adds 3 more and one input (lines 6-9). */
#define SYMS                                                                   \
  "sym s0 = input 0 dim 0\nsym s1 = sizes 0\nsym f0 = scalars 1\n"             \
  "input %0 : f32[s0, 8]\n"

static cajit_graph *parse_ok(const char *text) {
  cajit_graph *g = NULL;
  cajit_status s = cajit_graph_parse(cajit_sv_from_cstr(text), "t.cag", &g);
  if (s) fail_msg("unexpected error: %s", cajit_status_message(s));
  assert_non_null(g);
  return g;
}

static char *expr_text(const cajit_graph *g, const cajit_expr *e) {
  static char buf[256];
  cajit_expr_print(g->exprs, e, buf, sizeof buf);
  return buf;
}

/* ---- valid inputs -------------------------------------------------------
 */

static void test_signature_and_symbols(void **state) {
  (void)state;
  cajit_graph *g = parse_ok("cag 1\ngraph \"g\\x41\\n\"\nsizes 1\n"
                            "scalars int, float\nhooks 2\npacked_data 0\n" SYMS
                            "return ()\n");
  assert_int_equal(g->name.len, 3);
  assert_memory_equal(g->name.data, "gA\n", 3);
  assert_int_equal(g->sizes_count, 1);
  assert_int_equal(g->scalars_count, 2);
  assert_int_equal(g->scalar_types[0], CAJIT_EXPR_TYPE_INT);
  assert_int_equal(g->scalar_types[1], CAJIT_EXPR_TYPE_FLOAT);
  assert_int_equal(g->hooks_count, 2);
  assert_int_equal(g->packed_data_count, 0);
  assert_int_equal(g->binding_count, 3);
  assert_int_equal(g->bindings[0].source, CAJIT_SYMBOL_FROM_INPUT_DIM);
  assert_int_equal(g->bindings[1].source, CAJIT_SYMBOL_FROM_SIZES);
  assert_int_equal(g->bindings[2].source, CAJIT_SYMBOL_FROM_SCALARS);
  assert_int_equal(g->bindings[2].index, 1);
  assert_int_equal(cajit_expr_ctx_symbol_type(g->exprs, g->bindings[2].symbol),
                   CAJIT_EXPR_TYPE_FLOAT);
  assert_int_equal(cajit_expr_ctx_symbol_type(g->exprs, g->bindings[1].symbol),
                   CAJIT_EXPR_TYPE_INT);
  assert_int_equal(g->input_count, 1);
  assert_int_equal(g->values[0].type.ndim, 2);
  assert_null(g->values[0].type.strides);
  assert_string_equal(expr_text(g, g->values[0].type.shape[0]), "s0");
  assert_int_equal(g->output_count, 0);
  cajit_graph_destroy(g);
}

/* Sparse file ids map to dense ids in definition order. */
static void test_sparse_ids(void **state) {
  (void)state;
  cajit_graph *g = parse_ok(HDR "input %7 : f32[4]\ninput %3 : f32[4]\n"
                                "%100 = aten.add.Tensor(%3, %7) : f32[4]\n"
                                "%9, %1 = foo.bar(%100) : (f32[4], none)\n"
                                "return (%1, none, %9, %7)\n");
  assert_int_equal(g->value_count, 5);
  assert_int_equal(g->inputs[0], 0);
  assert_int_equal(g->inputs[1], 1);
  assert_int_equal(g->nodes[0].args[0].u.value, 1);
  assert_int_equal(g->nodes[0].args[1].u.value, 0);
  assert_int_equal(g->nodes[0].results[0], 2);
  assert_int_equal(g->nodes[1].results[0], 3);
  assert_int_equal(g->nodes[1].results[1], 4);
  assert_int_equal(g->values[4].type.kind, CAJIT_TYPE_NONE);
  assert_int_equal(g->values[4].node, 1);
  assert_int_equal(g->values[4].result_index, 1);
  assert_int_equal(g->nodes[1].line, 9);
  assert_int_equal(g->output_count, 4);
  assert_int_equal(g->outputs[0], 4);
  assert_int_equal(g->outputs[1], -1);
  assert_int_equal(g->outputs[2], 3);
  assert_int_equal(g->outputs[3], 0);
  cajit_graph_destroy(g);
}

/* Every argument kind, and how they are laid out. */
static void test_arg_kinds(void **state) {
  (void)state;
  cajit_graph *g = parse_ok(
      HDR SYMS
      "foo.op(%0, none, true, false, s0 * 2, -1, 0.5, f0, \"a\\\"b\", f32, "
      "cpu, [1, [%0, none]], [], k=s1, inf=1e-05)\n"
      "return ()\n");
  const cajit_node *n = &g->nodes[0];
  assert_int_equal(n->result_count, 0);
  assert_int_equal(n->arg_count, 15);
  const cajit_arg *a = n->args;
  assert_int_equal(a[0].kind, CAJIT_ARG_VALUE);
  assert_int_equal(a[0].u.value, 0);
  assert_null(a[0].name.data);
  assert_int_equal(a[1].kind, CAJIT_ARG_NONE);
  assert_int_equal(a[2].kind, CAJIT_ARG_BOOL);
  assert_true(a[2].u.b);
  assert_false(a[3].u.b);
  assert_int_equal(a[4].kind, CAJIT_ARG_INT);
  assert_string_equal(expr_text(g, a[4].u.expr), "s0 * 2");
  assert_int_equal(a[5].kind, CAJIT_ARG_INT);
  int64_t v;
  assert_true(cajit_expr_as_int(a[5].u.expr, &v));
  assert_int_equal(v, -1);
  assert_int_equal(a[6].kind, CAJIT_ARG_FLOAT);
  assert_int_equal(a[7].kind, CAJIT_ARG_FLOAT); /* a float symbol */
  assert_int_equal(a[8].kind, CAJIT_ARG_STRING);
  assert_int_equal(a[8].u.str.len, 3);
  assert_memory_equal(a[8].u.str.data, "a\"b", 3);
  assert_int_equal(a[9].kind, CAJIT_ARG_DTYPE);
  assert_int_equal(a[9].u.dtype, CAJIT_DTYPE_F32);
  assert_int_equal(a[10].kind, CAJIT_ARG_WORD);
  assert_true(cajit_sv_eq_cstr(a[10].u.str, "cpu"));
  assert_int_equal(a[11].kind, CAJIT_ARG_LIST);
  assert_int_equal(a[11].u.list.count, 2);
  assert_int_equal(a[11].u.list.items[0].kind, CAJIT_ARG_INT);
  assert_int_equal(a[11].u.list.items[1].kind, CAJIT_ARG_LIST);
  assert_int_equal(a[11].u.list.items[1].u.list.items[0].kind, CAJIT_ARG_VALUE);
  assert_int_equal(a[11].u.list.items[1].u.list.items[1].kind, CAJIT_ARG_NONE);
  assert_int_equal(a[12].kind, CAJIT_ARG_LIST);
  assert_int_equal(a[12].u.list.count, 0);
  assert_true(cajit_sv_eq_cstr(a[13].name, "k"));
  assert_int_equal(a[13].kind, CAJIT_ARG_INT);
  /* A keyword may be spelled like a reserved word: only `name=` counts. */
  assert_true(cajit_sv_eq_cstr(a[14].name, "inf"));
  assert_int_equal(a[14].kind, CAJIT_ARG_FLOAT);
  cajit_graph_destroy(g);
}

static void test_types(void **state) {
  (void)state;
  cajit_graph *g = parse_ok(
      HDR SYMS
      "input %1 : f32[]{}\ninput %2 : bool[2]{?}\ninput %3 : i64[s0, 4]{4, 1}\n"
      "%4, %5, %6, %7 = foo.f(%1) : (int, float, bool, none)\n"
      "%8 = foo.g(%1) : (f64[])\n"
      "return (%8)\n");
  const cajit_type *t = &g->values[1].type;
  assert_int_equal(t->ndim, 0);
  assert_non_null(t->strides); /* present, empty */
  t = &g->values[2].type;
  assert_int_equal(t->dtype, CAJIT_DTYPE_BOOL);
  assert_non_null(t->strides);
  assert_null(t->strides[0]);
  t = &g->values[3].type;
  assert_string_equal(expr_text(g, t->strides[0]), "4");
  assert_int_equal(g->values[4].type.kind, CAJIT_TYPE_INT);
  assert_int_equal(g->values[5].type.kind, CAJIT_TYPE_FLOAT);
  assert_int_equal(g->values[6].type.kind, CAJIT_TYPE_BOOL);
  assert_int_equal(g->values[7].type.kind, CAJIT_TYPE_NONE);
  assert_int_equal(g->values[8].type.dtype, CAJIT_DTYPE_F64);
  cajit_graph_destroy(g);
}

/* \r\n, tabs, comments everywhere, no trailing newline. */
static void test_lexical_corners(void **state) {
  (void)state;
  cajit_graph *g = parse_ok("# leading comment\r\n\r\n  cag\t1 # trailing\r\n"
                            "sizes 0\r\nscalars\r\nhooks 0\r\npacked_data 0\r\n"
                            "\tinput %0 : f32[2,3]  # no space after comma\r\n"
                            "%1=aten.t.default(%0):f32[3,2]{1,3}\r\n"
                            "   \t\r\n"
                            "foo.s(\"# not a comment\")\r\n"
                            "return (%1) # done");
  assert_int_equal(g->node_count, 2);
  assert_int_equal(g->values[1].type.ndim, 2);
  assert_true(cajit_sv_eq_cstr(g->nodes[1].args[0].u.str, "# not a comment"));
  assert_int_equal(g->nodes[1].line, 11);
  assert_int_equal(g->output_count, 1);
  cajit_graph_destroy(g);
}

static void test_parse_file(void **state) {
  (void)state;
  cajit_graph *g = NULL;
  cajit_status s =
      cajit_graph_parse_file(CAJIT_SOURCE_DIR "/examples/mlp.cag", &g);
  assert_null(s);
  assert_int_equal(g->input_count, 10);
  assert_int_equal(g->node_count, 16);
  cajit_graph_destroy(g);

  s = cajit_graph_parse_file(CAJIT_SOURCE_DIR "/no/such/file.cag", &g);
  assert_int_equal(cajit_status_code_of(s), CAJIT_IO_ERROR);
  assert_null(g);
  assert_non_null(strstr(cajit_status_message(s), "no/such/file.cag"));
  cajit_status_free(s);
}

/* Every allocation failing in turn: out of memory, no crash, no leak
 * (ASan checks the leaks). */
static void test_parse_oom(void **state) {
  (void)state;
  FILE *f = fopen(CAJIT_SOURCE_DIR "/examples/layernorm_gelu.cag", "rb");
  assert_non_null(f);
  static char text[1 << 16];
  size_t len = fread(text, 1, sizeof text, f);
  fclose(f);
  long n = 0;
  for (;; n++) {
    cajit_graph *g = NULL;
    cajit_alloc_fail_after(n);
    cajit_status s = cajit_graph_parse((cajit_sv){text, len}, "x.cag", &g);
    long injected = cajit_alloc_injected_failures();
    cajit_alloc_fail_after(-1);
    if (!s) {
      assert_int_equal(injected, 0);
      cajit_graph_destroy(g);
      break;
    }
    if (cajit_status_code_of(s) != CAJIT_OUT_OF_MEMORY)
      fail_msg("allocation %ld: %s", n, cajit_status_message(s));
    assert_null(g);
    cajit_status_free(s);
  }
  assert_true(n > 10);
}

/* Lines with many items stay linear: many expressions (each handed to the
 * expression parser), keyword arguments (repeat check), results (redefinition
 * check) and nested lists. */
static void test_long_lines(void **state) {
  (void)state;
  enum { N = 100000 };
  static const char *const item[] = {"1", "k%d=1", "%%%d", "[%d]"};
  for (int kind = 0; kind < 4; kind++) {
    char *text = malloc((size_t)N * 40 + 256);
    assert_non_null(text);
    size_t len = (size_t)sprintf(text, HDR);
    if (kind == 2) {
      for (int i = 0; i < N; i++)
        len += (size_t)sprintf(text + len, i ? ", %%%d" : "%%%d", i);
      len += (size_t)sprintf(text + len, " = f.g() : (");
      for (int i = 0; i < N; i++)
        len += (size_t)sprintf(text + len, i ? ", none" : "none");
      len += (size_t)sprintf(text + len, ")\n");
    } else {
      len += (size_t)sprintf(text + len, "f.g(");
      for (int i = 0; i < N; i++) {
        if (i) len += (size_t)sprintf(text + len, ", ");
        len += (size_t)sprintf(text + len, item[kind], i);
      }
      len += (size_t)sprintf(text + len, ")\n");
    }
    len += (size_t)sprintf(text + len, "return ()\n");
    clock_t start = clock();
    cajit_graph *g = parse_ok(text);
    double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    if (seconds > 5.0) fail_msg("kind %d took %.1f s", kind, seconds);
    if (kind == 2)
      assert_int_equal(g->value_count, N);
    else
      assert_int_equal(g->nodes[0].arg_count, N);
    cajit_graph_destroy(g);
    free(text);
  }
}

/* ---- errors: one case per message ---------------------------------------
 */

typedef struct error_case {
  const char *name;
  const char *text;
  const char *message;
} error_case;

static const error_case error_cases[] = {
    {"empty", "", "t.cag:1:1: error: expected 'cag', found end of file"},
    {"no_header", "sizes 0\n",
     "t.cag:1:1: error: expected 'cag', found 'sizes'"},
    {"version", "cag 2\n",
     "t.cag:1:5: error: unsupported version 2 (this reader knows 1)"},
    {"version_long", "cag 123456789012345678901234567890123456789012345\n",
     "t.cag:1:5: error: unsupported version "
     "1234567890123456789012345678901234567890... (this reader knows 1)"},
    {"version_word", "cag one\n",
     "t.cag:1:5: error: expected version number, found 'one'"},
    {"missing_sizes", "cag 1\nscalars\n",
     "t.cag:2:1: error: expected 'graph' or 'sizes', found 'scalars'"},
    {"missing_hooks", "cag 1\nsizes 0\nscalars\npacked_data 0\n",
     "t.cag:4:1: error: expected 'hooks', found 'packed_data'"},
    {"twice", "cag 1\nsizes 0\nsizes 0\n",
     "t.cag:3:1: error: 'sizes' declared twice"},
    {"header_twice", "cag 1\ncag 1\n",
     "t.cag:2:1: error: 'cag' declared twice"},
    {"out_of_order", HDR "input %0 : f32[]\nsym s0 = sizes 0\n",
     "t.cag:7:1: error: 'sym' is out of order: it must come before inputs"},
    {"graph_late", "cag 1\nsizes 0\ngraph \"x\"\n",
     "t.cag:3:1: error: 'graph' is out of order: it must come before 'sizes'"},
    {"after_return", HDR "return ()\n\n# ok\n%1 = f.g() : f32[]\n",
     "t.cag:9:1: error: expected end of file, found '%1'"},
    {"no_return", HDR "input %0 : f32[]\n",
     "t.cag:7:1: error: expected 'return', found end of file"},
    {"no_return_no_newline", HDR "input %0 : f32[]",
     "t.cag:6:17: error: expected 'return', found end of file"},
    {"count", "cag 1\nsizes -1\n",
     "t.cag:2:7: error: expected count, found '-'"},
    {"count_big", "cag 1\nsizes 99999999999\n",
     "t.cag:2:7: error: count 99999999999 is too large"},
    {"scalar_type", "cag 1\nsizes 0\nscalars int, bool\n",
     "t.cag:3:14: error: expected 'int' or 'float', found 'bool'"},
    {"graph_name", "cag 1\ngraph name\n",
     "t.cag:2:7: error: expected string, found 'name'"},
    {"unterminated", "cag 1\ngraph \"abc\n",
     "t.cag:2:7: error: unterminated string"},
    {"escape", "cag 1\ngraph \"a\\qb\"\n",
     "t.cag:2:9: error: invalid escape in string (expected \\\", \\\\, \\n, "
     "\\t or \\xHH)"},
    {"nul", "cag 1\ngraph \"a\0b\"\n", "t.cag:2:9: error: NUL byte in input"},
    {"nul_in_comment", "cag 1\n# a\0b\n",
     "t.cag:2:4: error: NUL byte in input"},
    {"bad_byte", "cag 1\n\x80\n",
     "t.cag:2:1: error: expected declaration or node, found byte 0x80"},
    {"bad_char", HDR "@\n",
     "t.cag:6:1: error: expected declaration or node, found '@'"},
    {"sym_reserved", HDR "sym max = sizes 0\n",
     "t.cag:6:5: error: symbol name 'max' is reserved"},
    {"sym_dtype", HDR "sym f32 = sizes 0\n",
     "t.cag:6:5: error: symbol name 'f32' is reserved"},
    {"sym_twice", HDR "sym s3 = sizes 0\nsym s3 = sizes 0\n",
     "t.cag:7:5: error: symbol s3 declared twice"},
    {"sym_name", HDR "sym 3 = sizes 0\n",
     "t.cag:6:5: error: expected symbol name, found '3'"},
    {"sym_eq", HDR "sym s0 sizes 0\n",
     "t.cag:6:8: error: expected '=', found 'sizes'"},
    {"sym_source", HDR "sym s0 = hooks 0\n",
     "t.cag:6:10: error: expected 'input', 'sizes' or 'scalars', found "
     "'hooks'"},
    {"sym_dim", HDR "sym s0 = input 0\n",
     "t.cag:6:17: error: expected 'dim', found end of line"},
    {"sym_sizes_range", HDR "sym s0 = sizes 1\n",
     "t.cag:6:16: error: sizes index 1 out of range (sizes 1)"},
    {"sym_scalars_range", HDR "sym s0 = scalars 2\n",
     "t.cag:6:18: error: scalars index 2 out of range (scalars 2)"},
    {"sym_input_range",
     HDR "sym s0 = input 1 dim 0\ninput %0 : f32[s0]\nreturn ()\n",
     "t.cag:6:16: error: input 1 out of range (1 inputs)"},
    {"sym_dim_range",
     HDR "sym s0 = input 0 dim 1\ninput %0 : f32[s0]\nreturn ()\n",
     "t.cag:6:22: error: dim 1 out of range for input 0 of rank 1"},
    {"input_value", HDR "input 0 : f32[]\n",
     "t.cag:6:7: error: expected value, found '0'"},
    {"input_colon", HDR "input %0 f32[]\n",
     "t.cag:6:10: error: expected ':', found 'f32'"},
    {"input_twice", HDR "input %0 : f32[]\ninput %0 : f32[]\n",
     "t.cag:7:7: error: value %0 defined twice"},
    {"input_tensor", HDR "input %0 : int\n",
     "t.cag:6:12: error: expected tensor type, found 'int'"},
    {"type", HDR "input %0 : 12\n",
     "t.cag:6:12: error: expected type, found '12'"},
    {"type_word", HDR "input %0 : tensor\n",
     "t.cag:6:12: error: expected type, found 'tensor'"},
    {"bracket", HDR "input %0 : f32\n",
     "t.cag:6:15: error: expected '[', found end of line"},
    {"dims_sep", HDR "input %0 : f32[2 3]\n",
     "t.cag:6:18: error: expected ',' or ']', found '3'"},
    {"strides_sep", HDR "input %0 : f32[2]{1 x\n",
     "t.cag:6:21: error: expected ',' or '}', found 'x'"},
    {"dim_float", HDR "input %0 : f32[2, 1.5]\n",
     "t.cag:6:19: error: expected int expression, found float expression"},
    {"stride_count", HDR "input %0 : f32[2, 3]{1}\n",
     "t.cag:6:21: error: expected 2 strides, found 1"},
    {"unknown_symbol", HDR "input %0 : f32[s9]\n",
     "t.cag:6:16: error: unknown symbol s9"},
    {"assume_bool", HDR SYMS "assume s0 + 1\n",
     "t.cag:10:8: error: expected bool expression, found int expression"},
    {"undefined", HDR "input %0 : f32[]\n%1 = f.g(%7) : f32[]\n",
     "t.cag:7:10: error: undefined value %7"},
    {"self_use", HDR "%1 = f.g(%1) : f32[]\n",
     "t.cag:6:10: error: undefined value %1"},
    {"result_twice", HDR "%1, %1 = f.g() : (f32[], f32[])\n",
     "t.cag:6:5: error: value %1 defined twice"},
    {"redefined", HDR "input %0 : f32[]\n%0 = f.g() : f32[]\n",
     "t.cag:7:1: error: value %0 defined twice"},
    {"value_big", HDR "input %99999999999999999999 : f32[]\n",
     "t.cag:6:7: error: value id %99999999999999999999 is too large"},
    {"undefined_zeros", HDR "return (%0007)\n",
     "t.cag:6:9: error: undefined value %7"},
    {"node_eq", HDR "%1 f.g() : f32[]\n",
     "t.cag:6:4: error: expected '=', found 'f'"},
    {"op_name", HDR "%1 = 5() : f32[]\n",
     "t.cag:6:6: error: expected op name, found '5'"},
    {"op_reserved", HDR "%1 = return() : f32[]\n",
     "t.cag:6:6: error: expected op name, found 'return'"},
    {"paren", HDR "%1 = f.g : f32[]\n",
     "t.cag:6:10: error: expected '(', found ':'"},
    {"arg_sep", HDR "f.g(1 2)\n",
     "t.cag:6:7: error: expected ',' or ')', found '2'"},
    {"list_sep", HDR "f.g([1 2])\n",
     "t.cag:6:8: error: expected ',' or ']', found '2'"},
    {"arg", HDR "f.g(1, )\n", "t.cag:6:8: error: expected argument, found ')'"},
    {"arg_reserved", HDR "f.g(and)\n",
     "t.cag:6:5: error: expected argument, found 'and'"},
    {"arg_bool_expr", HDR SYMS "f.g(s0 == 2)\n",
     "t.cag:10:5: error: expected int or float expression, found bool "
     "expression"},
    {"nesting",
     HDR "f.g([[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
         "])\n",
     "t.cag:6:37: error: lists nested deeper than 32"},
    {"keyword_twice", HDR "f.g(a=1, a=2)\n",
     "t.cag:6:10: error: keyword argument a given twice"},
    {"keyword_twice_later", HDR "f.g(b=1, a=1, c=2, a=3, b=4)\n",
     "t.cag:6:20: error: keyword argument a given twice"},
    {"positional_after_keyword", HDR "f.g(a=1, 2)\n",
     "t.cag:6:10: error: positional argument after keyword argument"},
    {"colon", HDR "%1 = f.g() f32[]\n",
     "t.cag:6:12: error: expected ':', found 'f32'"},
    {"multi_paren", HDR "%1, %2 = f.g() : f32[]\n",
     "t.cag:6:18: error: expected '(', found 'f32'"},
    {"types_sep", HDR "%1, %2 = f.g() : (f32[] f32[])\n",
     "t.cag:6:25: error: expected ',' or ')', found 'f32'"},
    {"type_count", HDR "%1, %2 = f.g() : (f32[])\n",
     "t.cag:6:16: error: 2 results but 1 type"},
    {"eol", HDR "f.g() : f32[]\n",
     "t.cag:6:7: error: expected end of line, found ':'"},
    {"return_item", HDR "return (1)\n",
     "t.cag:6:9: error: expected value or 'none', found '1'"},
    {"return_sep", HDR "input %0 : f32[]\nreturn (%0 %0)\n",
     "t.cag:7:12: error: expected ',' or ')', found '%0'"},
    {"return_undefined", HDR "return (%4)\n",
     "t.cag:6:9: error: undefined value %4"},
};

static void test_parse_error(void **state) {
  const error_case *c = *state;
  size_t len = strlen(c->text);
  /* The NUL cases hold a NUL: measure up to the expected line's end. */
  if (strstr(c->name, "nul")) len += 1 + strlen(c->text + len + 1);
  cajit_graph *g = (cajit_graph *)1;
  cajit_status s = cajit_graph_parse((cajit_sv){c->text, len}, "t.cag", &g);
  assert_null(g);
  assert_int_equal(cajit_status_code_of(s), CAJIT_PARSE_ERROR);
  assert_string_equal(cajit_status_message(s), c->message);
  cajit_status_free(s);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_signature_and_symbols),
      cmocka_unit_test(test_sparse_ids),
      cmocka_unit_test(test_arg_kinds),
      cmocka_unit_test(test_types),
      cmocka_unit_test(test_lexical_corners),
      cmocka_unit_test(test_parse_file),
      cmocka_unit_test(test_parse_oom),
      cmocka_unit_test(test_long_lines),
  };
  enum { N = sizeof error_cases / sizeof *error_cases };
  struct CMUnitTest errors[N];
  for (int i = 0; i < N; i++)
    errors[i] = (struct CMUnitTest){error_cases[i].name, test_parse_error, NULL,
                                    NULL, (void *)&error_cases[i]};
  int failed = cmocka_run_group_tests_name("parser", tests, NULL, NULL);
  failed += _cmocka_run_group_tests("parser errors", errors, N, NULL, NULL);
  return failed;
}
