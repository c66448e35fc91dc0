/* The command-line tools, run as the built executables next to this test
 * (so the ASan build checks them too, leaks included):
 *
 *  - cajit-dump: every --emit kind on examples/mlp.cag (ll has kernels
 *    taking i64 symbol parameters, obj is an ELF relocatable object), the
 *    natively lowered tests/tools/pointwise.cag vectorized with zmm
 *    registers (host with AVX-512, znver4) and without (x86-64), --opt-level,
 *    the exact gelu_backward's loop computing its exponential once,
 *    constant-shape reductions (over an input with run-time strides and
 *    over an intermediate) vectorized along their unit-stride dim,
 *    BatchNorm backward's sibling sums sharing one function,
 *    --stats naming fallback ops, --llvm-time's line (the entry and the
 *    kernels compiled apart), target and usage errors, refusing to
 *    write an object to a terminal;
 *  - cajit-run: checksums of two bindings of pointwise.cag and of
 *    tests/tools/host.cag (sizes and float scalars symbols, i64/bool/strided
 *    inputs, hooks, accumulate_grad, a none output) against references
 *    computed here from the documented input generator; --json; timings;
 *    --check-against; every error message (unbound, unknown and twice-bound
 *    symbols, bad values, a fallback op, a custom backward, a guard). */
#include <fcntl.h>
#include <libgen.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "cajit/runtime.h"
#include "test_tool.h"

#define SRC CAJIT_SOURCE_DIR
#define MLP SRC "/examples/mlp.cag"
#define POINTWISE SRC "/tests/tools/pointwise.cag"
#define HOST SRC "/tests/tools/host.cag"
#define FALLBACK SRC "/tests/tools/fallback.cag"
#define BACKWARD SRC "/tests/tools/custom_backward.cag"
#define SUM_DIM0 SRC "/bench/graphs/sum_dim0.cag"
#define REDUCE_OUTER_REUSE SRC "/tests/golden/stages/reduce_outer_reuse.cag"

/* ---- running the tools ---------------------------------------------------
 */

typedef tool_result result;

/* Runs `<tool> <args...>` (args formatted as printf; the shell splits
 * them) with stdout and stderr captured, or stdout sent to `stdout_to`
 * when it is not NULL. */
static result run_to(const char *tool, const char *stdout_to, const char *fmt,
                     ...) {
  char args[4096];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(args, sizeof args, fmt, ap);
  va_end(ap);
  return test_run_tool(tool, args, NULL, stdout_to);
}

#define run(tool, ...) run_to(tool, NULL, __VA_ARGS__)

static void expect_ok(const result *r) {
  if (r->status != 0) fail_msg("exit %d, stderr:\n%s", r->status, r->err);
}

/* The process exited with status; stderr contains every given text. */
static void expect_failure(const result *r, int status, const char *text) {
  if (r->status != status || !strstr(r->err, text))
    fail_msg("expected exit %d and [%s] on stderr; got exit %d:\n%s", status,
             text, r->status, r->err);
}

static void expect_contains(const char *text, const char *what) {
  if (!strstr(text, what)) fail_msg("no [%s] in:\n%.4000s", what, text);
}

static void expect_lacks(const char *text, const char *what) {
  if (strstr(text, what)) fail_msg("unexpected [%s] in:\n%.4000s", what, text);
}

/* cajit-dump of file with args must succeed, print want and not
 * print unwanted (either may be NULL). */
static void expect_dump(const char *args, const char *file, const char *want,
                        const char *unwanted) {
  result r = run("cajit-dump", "%s %s", args, file);
  expect_ok(&r);
  if (want) expect_contains(r.out, want);
  if (unwanted) expect_lacks(r.out, unwanted);
  tool_result_free(&r);
}

/* A line of text starting with prefix, as a new string (NULL if none). */
static char *line_starting(const char *text, const char *prefix) {
  size_t n = strlen(prefix);
  for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : p)
    if (strncmp(p, prefix, n) == 0) {
      const char *end = strchr(p, '\n');
      size_t len = end ? (size_t)(end - p) : strlen(p);
      char *line = malloc(len + 1);
      memcpy(line, p, len);
      line[len] = '\0';
      return line;
    }
  return NULL;
}

static char *temp_path(void) {
  char *path = strdup("/tmp/cajit_tools_XXXXXX");
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  close(fd);
  return path;
}

/* ---- cajit-dump ------------------------------------------------------------
 */

static void test_dump_emit_kinds_mlp(void **state) {
  (void)state;
  result r = run("cajit-dump", "--emit=graph %s", MLP);
  expect_ok(&r);
  assert_ptr_equal(strstr(r.out, "cag 1\n"), r.out);
  tool_result_free(&r);

  r = run("cajit-dump", "--emit=kir %s", MLP);
  expect_ok(&r);
  assert_ptr_equal(strstr(r.out, "kir: "), r.out);
  expect_contains(r.out, "gemm");
  expect_contains(r.out, "host accumulate_grad");
  tool_result_free(&r);

  /* As lowered: internal kernels whose parameters include the symbol s0 as
   * an i64, and the exported entry. */
  r = run("cajit-dump", "--emit ll %s", MLP);
  expect_ok(&r);
  char *kernel = line_starting(r.out, "define internal ");
  assert_non_null(kernel);
  expect_contains(kernel, "@k0.");
  expect_contains(kernel, "i64 %s0");
  free(kernel);
  expect_contains(r.out, "define i32 @cajit_entry(ptr %call)");
  expect_lacks(r.out, "vector.body");
  tool_result_free(&r);

  r = run("cajit-dump", "--emit=opt %s", MLP);
  expect_ok(&r);
  expect_contains(r.out, " @cajit_entry(ptr ");
  expect_contains(r.out, "vector.body"); /* the loop vectorizer ran */
  expect_contains(r.out, "fastcc");      /* internal kernels after IPO */
  tool_result_free(&r);

  r = run("cajit-dump", "--emit=asm %s", MLP);
  expect_ok(&r);
  expect_contains(r.out, "cajit_entry:");
  expect_contains(r.out, "cajit_rt_gemm_strided_f32");
  /* The JIT's parts, each at its level: the entry's code is what runs. */
  expect_contains(r.out, "# ---- cajit: the entry and the loop-free "
                         "functions only it calls, at level 0 ----");
  expect_contains(r.out, "# ---- cajit: the kernels, at the target's level");
  tool_result_free(&r);

  char *obj = temp_path();
  r = run("cajit-dump", "--emit=obj -o %s %s", obj, MLP);
  expect_ok(&r);
  assert_int_equal(r.out_len, 0);
  size_t len;
  char *bytes = test_read_file(obj, &len);
  assert_non_null(bytes);
  assert_true(len > 64);
  assert_memory_equal(bytes,
                      "\x7f"
                      "ELF",
                      4);
  assert_int_equal(bytes[4], 2);  /* ELFCLASS64 */
  assert_int_equal(bytes[16], 1); /* e_type ET_REL (little-endian) */
  assert_int_equal((unsigned char)bytes[18], 62); /* EM_X86_64 */
  assert_non_null(memmem(bytes, len, "cajit_entry", 11));
  free(bytes);
  unlink(obj);
  free(obj);
  tool_result_free(&r);

  /* To a redirected standard output, the same bytes. */
  r = run("cajit-dump", "--emit=obj %s", MLP);
  expect_ok(&r);
  assert_memory_equal(r.out,
                      "\x7f"
                      "ELF",
                      4);
  tool_result_free(&r);
}

static void test_dump_vector_registers(void **state) {
  (void)state;
  /* znver4 prefers 512-bit vectors: the pointwise loops use zmm. */
  expect_dump("--emit=asm --cpu=znver4", POINTWISE, "%zmm", NULL);

  /* The x86-64 baseline has SSE2 only, whatever the width asked for. */
  result r =
      run("cajit-dump", "--emit=asm --cpu=x86-64 --prefer-vector-width=512 %s",
          POINTWISE);
  expect_ok(&r);
  expect_lacks(r.out, "%zmm");
  expect_lacks(r.out, "%ymm");
  expect_contains(r.out, "%xmm");
  tool_result_free(&r);

  /* --features adds to the CPU's own. */
  expect_dump("--emit=asm --cpu x86-64 --features +avx2", POINTWISE, "%ymm",
              "%zmm");

  /* The host: with AVX-512, 512-bit vectors when asked (some CPUs prefer
   * 256 by default), and by default some vector register. */
  if (__builtin_cpu_supports("avx512f")) {
    expect_dump("--emit=asm --prefer-vector-width 512", POINTWISE, "%zmm",
                NULL);
    r = run("cajit-dump", "--emit=asm %s", POINTWISE);
    expect_ok(&r);
    if (!strstr(r.out, "%zmm") && !strstr(r.out, "%ymm"))
      fail_msg("host assembly without ymm/zmm:\n%.3000s", r.out);
    tool_result_free(&r);
  }
}

/* The per-kernel vector width (lib/sched/loops.c): on a CPU that runs
 * 512-bit vectors at full clock, pointwise kernels ask for 512 bits and a
 * reduction over an outer dim for the width measured best on that CPU
 * (256 on a Xeon, 512 on Zen 5); on one that
 * lowers its clock under them (Skylake-SP) every kernel keeps LLVM's
 * preference (256), and a global width overrides every kernel. */
static void test_dump_kernel_vector_width(void **state) {
  (void)state;
  expect_dump("--emit=kir --cpu=znver5", POINTWISE, "width 512", NULL);
  expect_dump("--emit=asm --cpu=znver5", POINTWISE, "%zmm", NULL);
  expect_dump("--emit=kir --cpu=znver4", SUM_DIM0, "accum output, width 256",
              "width 512");
  expect_dump("--emit=asm --cpu=znver4", SUM_DIM0, "%ymm", "%zmm");
  expect_dump("--emit=asm --cpu=sapphirerapids", POINTWISE, "%zmm", NULL);
  expect_dump("--emit=asm --cpu=sapphirerapids", SUM_DIM0, "%ymm", "%zmm");
  /* Zen 5 measured the other way round (jit.h's
   * cajit_jit_target_accum_output_width): the column sum at 512 bits, the
   * sum unrolling its outer loop inside the vector loop at 256. */
  expect_dump("--emit=kir --cpu=znver5", SUM_DIM0, "accum output, width 512",
              "width 256");
  expect_dump("--emit=asm --cpu=znver5", SUM_DIM0, "%zmm", NULL);
  expect_dump("--emit=kir --cpu=znver5", REDUCE_OUTER_REUSE,
              "unrolled inside _i1), width 256", "width 512");
  expect_dump("--emit=kir --cpu=sapphirerapids", REDUCE_OUTER_REUSE,
              "unrolled inside _i1), width 512", "width 256");
  /* Skylake-SP: as before, no width in the schedule, ymm only. */
  expect_dump("--emit=kir --cpu=skylake-avx512", POINTWISE,
              "schedule:", "width");
  expect_dump("--emit=asm --cpu=skylake-avx512", POINTWISE, "%ymm", "%zmm");
  expect_dump("--emit=asm --cpu=skylake-avx512", SUM_DIM0, "%ymm", "%zmm");
  /* Without AVX-512 nothing is asked for. */
  expect_dump("--emit=kir --cpu=znver5 --features=-avx512f", POINTWISE,
              "schedule:", "width");
  /* The global width wins: no per-kernel width, no zmm at 256, zmm in the
   * outer reduction at 512. */
  expect_dump("--emit=kir --cpu=znver5 --prefer-vector-width 256", POINTWISE,
              "schedule:", "width");
  expect_dump("--emit=asm --cpu=znver5 --prefer-vector-width 256", POINTWISE,
              "%ymm", "%zmm");
  expect_dump("--emit=asm --cpu=sapphirerapids --prefer-vector-width 512",
              SUM_DIM0, "%zmm", NULL);
}

static int count_of(const char *text, const char *what) {
  int n = 0;
  for (const char *at = strstr(text, what); at; at = strstr(at + 1, what))
    n++;
  return n;
}

/* gelu_backward(approximate="none") needs exp(-x^2/2) for its pdf and the
 * erf of x/sqrt 2 needs the same exponential: the 16-wide loop computes it
 * once (one round-to-integer of exp's range reduction), not twice. */
static void test_dump_gelu_backward_one_exp(void **state) {
  (void)state;
  result r = run("cajit-dump", "--emit=opt --cpu=znver4 %s",
                 SRC "/bench/graphs/pointwise_gelu_bwd.cag");
  expect_ok(&r);
  int n = count_of(r.out, "call <16 x float> @llvm.roundeven.v16f32");
  if (n != 1) fail_msg("%d exponentials in the 16-wide loop, want 1", n);
  tool_result_free(&r);
}

/* A reduction over a constant-shape input whose strides are read at run
 * time: the vectorizer checks the last dim's stride (the unit one), once
 * per version of the loops; before, full unrolling of that dim made it
 * vectorize the dim before and check that stride, which never holds. The
 * versions: h and w collapsed into one loop of 1024 when w's stride times
 * 32 is h's (one horizontal reduce per n, not per row of w), and nested
 * when it is not. */
static void test_dump_constant_shapes_vectorize_last_dim(void **state) {
  (void)state;
  result r = run("cajit-dump", "--emit=opt --cpu=znver4 %s",
                 SRC "/tests/tools/channel_sum_static.cag");
  expect_ok(&r);
  expect_contains(r.out, "icmp eq i64 %_in0_st3, 1");
  expect_lacks(r.out, "icmp eq i64 %_in0_st2, 1");
  int n = count_of(r.out, "icmp eq i64 %_in0_st3, 1");
  if (n != 2) fail_msg("%d stride checks, want 2 (outer loops unrolled)", n);
  tool_result_free(&r);
  expect_dump("--emit=ll", SRC "/tests/tools/channel_sum_static.cag",
              "collapsed:", NULL);
  /* The same sums over an intermediate, whose strides are constants: no
   * gathers along the dim before the last. */
  expect_dump("--emit=opt --cpu=znver4",
              SRC "/tests/tools/channel_sum_intermediate.cag", "<16 x float>",
              "llvm.masked.gather");
}

/* A small elementwise nest of constant shape [2, 8, 4, 4] whose strides
 * are read at run time: the inner 4x4 unroll into one 16-wide block, the
 * loop of 8 around it (128 copies: over the limit of 64) stays a loop
 * (before, the whole nest unrolled into 128 strided loads the SLP
 * vectorizer gathered: 9 blocks of 16 insertelements; such kernels were a
 * third of the zoo ResNet's LLVM time). */
static void test_dump_small_static_nest_stays_rolled(void **state) {
  (void)state;
  result r = run("cajit-dump", "--emit=opt --cpu=znver4 %s",
                 SRC "/tests/tools/small_static_nest.cag");
  expect_ok(&r);
  int n = count_of(r.out, "= insertelement <16 x float>");
  if (n != 16) fail_msg("%d insertelements, want 16 (one 4x4 block)", n);
  tool_result_free(&r);
}

/* CPU code is generated without Loop Strength Reduction
 * (cajit_jit_codegen_enter): the column sums' scalar remainder computes its
 * strided row offset with an imul per element instead of a pointer bumped
 * by the stride (9 imulq in the function; 5 with LSR). */
static void test_dump_no_loop_strength_reduction(void **state) {
  (void)state;
  result r = run("cajit-dump", "--emit=asm --cpu=sapphirerapids %s",
                 SRC "/bench/graphs/sum_dim0.cag");
  expect_ok(&r);
  int n = count_of(r.out, "imulq");
  if (n != 9) fail_msg("%d imulq, want 9 (5: LSR ran)", n);
  tool_result_free(&r);
}

/* Two kernels with the same body on other buffers are compiled once: the
 * second kernel's range function is merged into the first's. */
static void test_dump_twin_kernels_merged(void **state) {
  (void)state;
  expect_dump("--emit=opt", SRC "/tests/tools/twin_kernels.cag",
              "define internal fastcc void @k0._2___aten_exp_default.range(",
              "define internal fastcc void @k1._3___aten_exp_default.range(");
}

/* BatchNorm backward's two per-channel sums read the same grad_output:
 * the second (k1) is computed in the first's loops, so it has no function
 * and the entry does not call one. */
static void test_dump_sibling_reductions_share_loops(void **state) {
  (void)state;
  const char *bn = SRC "/tests/tools/batch_norm_backward.cag";
  expect_dump("--emit=ll", bn,
              "@k0._7___aten_native_batch_norm_backward_default(", "@k1.");
  expect_dump("--emit=kir", bn, "(joined with the kernel above)", NULL);
}

static void test_dump_opt_level(void **state) {
  (void)state;
  result r = run("cajit-dump", "--emit=opt --opt-level=0 %s", POINTWISE);
  expect_ok(&r);
  expect_lacks(r.out, "vector.body"); /* O0: no vectorizer */
  tool_result_free(&r);
  r = run("cajit-dump", "--emit=opt --opt-level 2 %s", POINTWISE);
  expect_ok(&r);
  expect_contains(r.out, "vector.body");
  tool_result_free(&r);
}

/* Fusion inlines x * y into the add (lib/sched); --no-fusion and
 * CAJIT_NO_FUSION=1 keep the three kernels lowering made. */
static void test_dump_no_fusion(void **state) {
  (void)state;
  result r = run("cajit-dump", "--emit=kir %s", POINTWISE);
  expect_ok(&r);
  expect_contains(r.out, "kir: 5 buffers, 2 kernels\n");
  expect_contains(r.out, "dead intermediate");
  tool_result_free(&r);
  r = run("cajit-dump", "--emit=kir --no-fusion %s", POINTWISE);
  expect_ok(&r);
  expect_contains(r.out, "kir: 5 buffers, 3 kernels\n");
  tool_result_free(&r);
  setenv("CAJIT_NO_FUSION", "1", 1);
  r = run("cajit-dump", "--emit=kir %s", POINTWISE);
  unsetenv("CAJIT_NO_FUSION");
  expect_ok(&r);
  expect_contains(r.out, "kir: 5 buffers, 3 kernels\n");
  tool_result_free(&r);
}

/* --llvm-time: one line; the MLP's entry and kernels compiled as two
 * parts, each with optimization and code generation time. */
static void test_dump_llvm_time(void **state) {
  (void)state;
  result r = run("cajit-dump", "--llvm-time %s", MLP);
  expect_ok(&r);
  expect_contains(r.out, "llvm-time functions_generated=");
  expect_contains(r.out, " parts=2 ");
  const char *opt = strstr(r.out, "cpu_optimize_kernels=");
  const char *emit = strstr(r.out, "cpu_emit_entry=");
  assert_non_null(opt);
  assert_non_null(emit);
  assert_true(atof(opt + strlen("cpu_optimize_kernels=")) > 0);
  assert_true(atof(emit + strlen("cpu_emit_entry=")) > 0);
  tool_result_free(&r);
}

static void test_dump_stats_fallback(void **state) {
  (void)state;
  result r = run("cajit-dump", "--stats %s", FALLBACK);
  expect_ok(&r);
  expect_contains(r.out, "fallback: 1 nodes\n       1  mylib.scale.default\n"
                         "outputs: 1\n");
  tool_result_free(&r);

  /* Lowered natively end to end: the graphs the zmm and cajit-run checks
   * rely on. The MLP's lowerings come from lib/ops' table, host ops are
   * not fallbacks. */
  const char *native[] = {POINTWISE, HOST, MLP};
  for (size_t i = 0; i < sizeof native / sizeof *native; i++) {
    r = run("cajit-dump", "--stats %s", native[i]);
    expect_ok(&r);
    expect_contains(r.out, "fallback: 0 nodes\noutputs: ");
    tool_result_free(&r);
  }

  /* After a text stage, on the same stream; with obj, on stderr. */
  r = run("cajit-dump", "--stats --emit=kir %s", FALLBACK);
  expect_ok(&r);
  expect_contains(r.out, "host fallback mylib.scale.default");
  expect_contains(r.out, "fallback: 1 nodes");
  tool_result_free(&r);
  r = run("cajit-dump", "--stats --emit=obj %s", FALLBACK);
  expect_ok(&r);
  assert_memory_equal(r.out,
                      "\x7f"
                      "ELF",
                      4);
  expect_contains(r.err, "fallback: 1 nodes");
  tool_result_free(&r);
}

static void test_dump_target_errors(void **state) {
  (void)state;
  result r = run("cajit-dump", "--emit=asm --cpu=bogus %s", POINTWISE);
  expect_failure(&r, 1, "cajit-dump: unknown cpu 'bogus' for x86_64");
  assert_int_equal(r.out_len, 0);
  tool_result_free(&r);

  r = run("cajit-dump", "--emit=ll --cpu=x86-64 --features=+nosuchfeature %s",
          POINTWISE);
  expect_failure(&r, 1, "unknown feature 'nosuchfeature'");
  tool_result_free(&r);

  r = run("cajit-dump", "--emit=obj --cpu=x86-64 --features=avx2 %s",
          POINTWISE);
  expect_failure(&r, 1, "bad feature 'avx2'");
  tool_result_free(&r);

  /* A failed stage leaves no output file behind. */
  char *path = temp_path();
  r = run("cajit-dump", "--emit=obj --cpu=bogus -o %s %s", path, POINTWISE);
  expect_failure(&r, 1, "unknown cpu 'bogus'");
  assert_int_equal(access(path, F_OK), -1);
  tool_result_free(&r);
  free(path);
}

static void test_dump_usage(void **state) {
  (void)state;
  static const struct {
    const char *args, *message;
  } cases[] = {
      {"--emit=exe " POINTWISE,
       "cajit-dump: unknown --emit kind 'exe' "
       "(available: graph, kir, ll, opt, asm, obj, ptx)\n"},
      {"--opt-level=4 " POINTWISE,
       "cajit-dump: --opt-level needs 0, 1, 2 or 3 (got '4')\n"},
      {POINTWISE " --opt-level", "cajit-dump: --opt-level needs 0, 1, 2 or 3"},
      {POINTWISE " --cpu", "cajit-dump: --cpu needs a CPU name\n"},
      {POINTWISE " --features", "cajit-dump: --features needs a list"},
      {"--prefer-vector-width=64 " POINTWISE,
       "cajit-dump: --prefer-vector-width needs 128, 256 or 512 (got '64')"},
      {POINTWISE " --emit", "cajit-dump: --emit needs a kind\n"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    result r = run("cajit-dump", "%s", cases[i].args);
    expect_failure(&r, 2, cases[i].message);
    assert_ptr_equal(strstr(r.err, "cajit-dump: "), r.err);
    expect_contains(r.err, "\nusage: cajit-dump FILE.cag");
    assert_int_equal(r.out_len, 0);
    tool_result_free(&r);
  }
  result r = run("cajit-dump", "--help");
  expect_ok(&r);
  const char *documented[] = {"--emit=KIND",   "graph ",
                              "kir ",          "ll ",
                              "opt ",          "asm ",
                              "obj ",          "-o OUT",
                              "--cpu NAME",    "--features LIST",
                              "--opt-level N", "--prefer-vector-width",
                              "--stats",       "Exit status"};
  for (size_t i = 0; i < sizeof documented / sizeof *documented; i++)
    expect_contains(r.out, documented[i]);
  tool_result_free(&r);
}

/* --emit=obj to a terminal is refused (exit 2) before any work. */
static void test_dump_obj_terminal(void **state) {
  (void)state;
  int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0 || grantpt(master) || unlockpt(master)) {
    if (master >= 0) close(master);
    skip(); /* no pseudo-terminals here */
  }
  const char *tty = ptsname(master);
  assert_non_null(tty);
  result r = run_to("cajit-dump", tty, "--emit=obj %s", POINTWISE);
  expect_failure(&r, 2,
                 "cajit-dump: refusing to write an object file (--emit=obj) "
                 "to a terminal: use -o OUT or redirect standard output\n");
  tool_result_free(&r);
  /* Text stages go to the terminal as usual. */
  r = run_to("cajit-dump", tty, "--emit=graph %s", POINTWISE);
  expect_ok(&r);
  tool_result_free(&r);
  close(master);
}

/* ---- the documented input generator (cajit-run --help) ------------------
 */

static uint64_t splitmix64(uint64_t z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static uint64_t gen_u(uint64_t seed, uint64_t input, uint64_t e) {
  return splitmix64(splitmix64(splitmix64(seed) ^ input) + e);
}

static float gen_f32(uint64_t seed, uint64_t input, uint64_t e) {
  return (float)((double)(gen_u(seed, input, e) >> 11) * 0x1p-53 * 2.0 - 1.0);
}

static int64_t gen_int(uint64_t seed, uint64_t input, uint64_t e, int64_t lo,
                       int64_t hi) {
  return lo + (int64_t)(gen_u(seed, input, e) % (uint64_t)(hi - lo));
}

static bool gen_bool(uint64_t seed, uint64_t input, uint64_t e) {
  return gen_u(seed, input, e) >> 63;
}

/* ---- reading reports -----------------------------------------------------
 */

typedef struct checksum {
  char type[64];
  double sum, abs;
  int calls;
} checksum;

/* The record `<prefix> <index> ...` of a text report. */
static checksum record_of(const char *report, const char *prefix) {
  char *line = line_starting(report, prefix);
  if (!line) fail_msg("no [%s] line in:\n%s", prefix, report);
  checksum c = {{0}, 0, 0, 0};
  const char *rest = line + strlen(prefix);
  if (sscanf(rest, " %63s sum=%lf abs=%lf calls=%d", c.type, &c.sum, &c.abs,
             &c.calls) < 1)
    fail_msg("bad line [%s]", line);
  free(line);
  return c;
}

static void expect_close(double got, double want, double scale,
                         const char *what) {
  if (!(fabs(got - want) <= 1e-6 * scale + 1e-12))
    fail_msg("%s: %.17g, reference %.17g", what, got, want);
}

/* ---- cajit-run -------------------------------------------------------------
 */

/* pointwise.cag at s0 x s1: out0 = x * y + x, out1 = out0.sum(1). */
static void check_pointwise(int64_t s0, int64_t s1, uint64_t seed) {
  result r =
      run("cajit-run", "%s --bind s0=%lld,s1=%lld --seed %llu", POINTWISE,
          (long long)s0, (long long)s1, (unsigned long long)seed);
  expect_ok(&r);
  double sum = 0, abs = 0, row_abs = 0;
  for (int64_t i = 0; i < s0; i++) {
    double row = 0;
    for (int64_t j = 0; j < s1; j++) {
      uint64_t e = (uint64_t)(i * s1 + j);
      float x = gen_f32(seed, 0, e), y = gen_f32(seed, 1, e);
      float v = x * y + x;
      row += v;
      abs += fabs(v);
    }
    sum += row;
    row_abs += fabs(row);
  }
  char type[64];
  checksum out0 = record_of(r.out, "output 0");
  snprintf(type, sizeof type, "f32[%lld,%lld]", (long long)s0, (long long)s1);
  assert_string_equal(out0.type, type);
  expect_close(out0.sum, sum, abs, "output 0 sum");
  expect_close(out0.abs, abs, abs, "output 0 abs");
  checksum out1 = record_of(r.out, "output 1");
  snprintf(type, sizeof type, "f32[%lld]", (long long)s0);
  assert_string_equal(out1.type, type);
  expect_close(out1.sum, sum, abs, "output 1 sum");
  expect_close(out1.abs, row_abs, abs, "output 1 abs");
  char bind[128];
  snprintf(bind, sizeof bind, "\nbind s0=%lld s1=%lld\n", (long long)s0,
           (long long)s1);
  expect_contains(r.out, bind);
  assert_ptr_equal(strstr(r.out, "graph tools_pointwise\n"), r.out);
  expect_contains(r.out, "\ncompile_ms ");
  expect_contains(r.out, "\nrun_ms median=");
  expect_lacks(r.out, "grad ");
  tool_result_free(&r);
}

static void test_run_pointwise_two_bindings(void **state) {
  (void)state;
  check_pointwise(3, 5, 0);
  check_pointwise(64, 33, 7); /* same code, other sizes; vector + tail */
}

/* host.cag: see the file. Reference for s0 rows, s1, f0 and int range. */
static void test_run_host_graph(void **state) {
  (void)state;
  const int64_t s0 = 6, s1 = 7, lo = 3, hi = 9;
  const double f0 = 0.5;
  const uint64_t seed = 11;
  result r = run("cajit-run",
                 "%s --bind s0=6 --bind=s1=7,f0=0.5 --seed=11 "
                 "--int-range 3,9",
                 HOST);
  expect_ok(&r);
  expect_contains(r.out, "\nbind s0=6 s1=7 f0=0.5\n");

  /* output 0: i64 input 1 as f32 times s1 */
  double sum0 = 0;
  for (int64_t i = 0; i < s0; i++) {
    int64_t t = gen_int(seed, 1, (uint64_t)i, lo, hi);
    assert_true(t >= lo && t < hi);
    sum0 += (double)((float)t * (float)s1);
  }
  checksum c = record_of(r.out, "output 0");
  assert_string_equal(c.type, "f32[6]");
  expect_close(c.sum, sum0, sum0, "output 0 sum");
  expect_contains(r.out, "\noutput 1 none\n");

  /* output 2 = where(mask, x * f0, x); grad of input 4 = its column sums */
  double sum2 = 0, abs2 = 0, col[8] = {0};
  for (int64_t i = 0; i < s0; i++)
    for (int64_t j = 0; j < 8; j++) {
      uint64_t e = (uint64_t)(i * 8 + j);
      float x = gen_f32(seed, 0, e);
      float v = gen_bool(seed, 2, e) ? x * (float)f0 : x;
      sum2 += v;
      abs2 += fabs(v);
      col[j] += v;
    }
  c = record_of(r.out, "output 2");
  assert_string_equal(c.type, "f32[6,8]");
  expect_close(c.sum, sum2, abs2, "output 2 sum");
  expect_close(c.abs, abs2, abs2, "output 2 abs");
  double col_abs = 0;
  for (int j = 0; j < 8; j++)
    col_abs += fabs(col[j]);
  c = record_of(r.out, "grad 4");
  assert_string_equal(c.type, "f32[8]");
  expect_close(c.sum, sum2, abs2, "grad 4 sum");
  expect_close(c.abs, col_abs, abs2, "grad 4 abs");
  assert_int_equal(c.calls, 1);

  /* grad of input 3 (stored transposed; generated by logical index) */
  double sum3 = 0, abs3 = 0;
  for (uint64_t e = 0; e < 32; e++) {
    float v = gen_f32(seed, 3, e) * (float)f0;
    sum3 += v;
    abs3 += fabs(v);
  }
  c = record_of(r.out, "grad 3");
  assert_string_equal(c.type, "f32[4,8]");
  expect_close(c.sum, sum3, abs3, "grad 3 sum");
  expect_close(c.abs, abs3, abs3, "grad 3 abs");
  assert_int_equal(c.calls, 1);
  /* outputs first, then grads by input */
  assert_true(strstr(r.out, "output 2") < strstr(r.out, "grad 3"));
  assert_true(strstr(r.out, "grad 3") < strstr(r.out, "grad 4"));
  tool_result_free(&r);

  /* The default integer range is [0, 2). */
  r = run("cajit-run", "%s --bind s0=40,s1=1,f0=1", HOST);
  expect_ok(&r);
  c = record_of(r.out, "output 0");
  double sum_default = 0;
  for (uint64_t i = 0; i < 40; i++)
    sum_default += (double)gen_int(0, 1, i, 0, 2);
  expect_close(c.sum, sum_default, 40, "output 0 with the default range");
  tool_result_free(&r);
}

static void test_run_mlp_grads(void **state) {
  (void)state;
  result r =
      run("cajit-run", "%s --bind s0=4 --int-range 0,10 --repeat 2", MLP);
  expect_ok(&r);
  const char *grads[] = {"grad 6 f32[128,784] ", "grad 7 f32[128] ",
                         "grad 8 f32[10,128] ", "grad 9 f32[10] "};
  for (size_t i = 0; i < 4; i++) {
    char *line = line_starting(r.out, grads[i]);
    if (!line) fail_msg("no [%s] in:\n%s", grads[i], r.out);
    expect_contains(line, " calls=1");
    free(line);
  }
  expect_lacks(r.out, "output ");
  tool_result_free(&r);
}

/* --profile: one line per kernel of the MLP, most time first, calls =
 * timed runs (the warmup is not counted), shares summing to ~100%; the
 * JSON report lists the same kernels in kernel order. */
static void test_run_profile(void **state) {
  (void)state;
  result r = run("cajit-run",
                 "%s --bind s0=8 --int-range 0,10 --repeat 3 --warmup 1 "
                 "--profile",
                 MLP);
  expect_ok(&r);
  int lines = 0;
  double share_sum = 0, last_ms = 1e300;
  bool seen_gemm = false, seen_host = false;
  for (char *p = strstr(r.out, "profile k"); p;
       p = strstr(p + 1, "\nprofile k")) {
    if (*p == '\n') p++;
    int k, calls, at = 0;
    double ms, share;
    char kind[32];
    if (sscanf(p, "profile k%d ms=%lf calls=%d share=%lf%% %n", &k, &ms, &calls,
               &share, &at) != 4 ||
        !at)
      fail_msg("bad profile line in:\n%s", r.out);
    /* bytes moved per call, for loop kernels only */
    long long bytes = 0;
    double gbs;
    int skip = 0;
    if (sscanf(p + at, "bytes=%lld GB/s=%lf %n", &bytes, &gbs, &skip) == 2) {
      assert_true(bytes > 0 && gbs >= 0);
      at += skip;
    }
    if (sscanf(p + at, "%31s", kind) != 1)
      fail_msg("bad profile line in:\n%s", r.out);
    if (!strcmp(kind, "gemm") || !strcmp(kind, "host"))
      assert_int_equal(bytes, 0);
    else
      assert_true(bytes > 0);
    assert_int_equal(calls, 3);
    assert_true(ms >= 0 && ms <= last_ms);
    last_ms = ms;
    share_sum += share;
    seen_gemm |= !strcmp(kind, "gemm");
    seen_host |= !strcmp(kind, "host");
    lines++;
  }
  assert_true(lines >= 8); /* 3 gemms, 4 accumulate_grads, ... */
  assert_true(seen_gemm && seen_host);
  assert_true(share_sum > 99 && share_sum < 101);
  tool_result_free(&r);

  r = run("cajit-run", "%s --bind s0=8 --int-range 0,10 --json --profile", MLP);
  expect_ok(&r);
  expect_contains(r.out, ", \"profile\": [{\"kernel\": \"k0 ");
  expect_contains(r.out, "\"calls\": 1, \"bytes\": 0}]}\n");
  tool_result_free(&r);

  r = run("cajit-run", "%s --bind s0=8 --int-range 0,10", MLP);
  expect_ok(&r);
  expect_lacks(r.out, "profile");
  tool_result_free(&r);
}

/* --profile's bytes= of a view: the kernel reads two rows of an 8-row
 * input through a slice (24 bytes, not the input's 96) and broadcasts
 * them into its [4, 2, 3] output (96): 120 bytes per call. */
static void test_run_profile_bytes_of_views(void **state) {
  (void)state;
  char *path = temp_path();
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs("cag 1\ngraph \"slice_bytes\"\nsizes 0\nscalars\nhooks 0\n"
        "packed_data 0\nsym s0 = input 0 dim 0\ninput %0 : f32[s0, 3]\n"
        "%1 = aten.slice.Tensor(%0, 0, 0, 2) : f32[2, 3]\n"
        "%2 = aten.neg.default(%1) : f32[2, 3]\n"
        "%3 = aten.expand.default(%2, [4, 2, 3]) : f32[4, 2, 3]\n"
        "%4 = aten.mul.Scalar(%3, 2.0) : f32[4, 2, 3]\nreturn (%4)\n",
        f);
  fclose(f);
  result r = run("cajit-run", "%s --bind s0=8 --repeat 2 --profile", path);
  expect_ok(&r);
  expect_contains(r.out, "profile k0 ");
  expect_contains(r.out, " bytes=120 ");
  tool_result_free(&r);
  unlink(path);
  free(path);
}

/* GEMMs of the calls (mlp.cag has three per call) by who ran them: the
 * BLAS with CAJIT_GEMM_TILES=0, cajit's tiles with 1 where the CPU has
 * AVX-512F (else the tool says so and the BLAS runs them). */
static long long gemm_count(const char *out, const char *key) {
  const char *at = strstr(out, key);
  return at ? atoll(at + strlen(key)) : -1;
}

static void test_run_counts_gemms(void **state) {
  (void)state;
  setenv("CAJIT_GEMM_TILES", "0", 1);
  result r = run("cajit-run", "%s --bind s0=64 --repeat 2 --warmup 1", MLP);
  expect_ok(&r);
  assert_int_equal(gemm_count(r.out, " gemm_tiles="), 0);
  long long blas = gemm_count(r.out, " gemm_blas=");
  assert_true(blas > 0 && blas % 3 == 0);
  tool_result_free(&r);
  cajit_status st = cajit_runtime_set_gemm_tiles(CAJIT_GEMM_TILES_ON);
  bool have_tiles = st == NULL;
  cajit_status_free(st);
  setenv("CAJIT_GEMM_TILES", "1", 1);
  r = run("cajit-run", "%s --bind s0=64 --repeat 2 --warmup 1 --json", MLP);
  unsetenv("CAJIT_GEMM_TILES");
  expect_ok(&r);
  char want[96];
  snprintf(want, sizeof want,
           "\"gemm_calls\": {\"tiles\": %lld, \"blas\": %lld}",
           have_tiles ? blas : 0, have_tiles ? 0 : blas);
  expect_contains(r.out, want);
  tool_result_free(&r);
}

static void test_run_timing_and_json(void **state) {
  (void)state;
  result r = run("cajit-run",
                 "%s --bind s0=16,s1=16 --repeat 5 --warmup 2 "
                 "--threads 1",
                 POINTWISE);
  expect_ok(&r);
  char *line = line_starting(r.out, "run_ms ");
  assert_non_null(line);
  double median, min, mean;
  int repeat, warmup, threads;
  assert_int_equal(sscanf(line,
                          "run_ms median=%lf min=%lf mean=%lf repeat=%d "
                          "warmup=%d threads=%d",
                          &median, &min, &mean, &repeat, &warmup, &threads),
                   6);
  assert_true(min >= 0 && min <= median && min <= mean);
  assert_int_equal(repeat, 5);
  assert_int_equal(warmup, 2);
  assert_int_equal(threads, 1);
  free(line);
  checksum text = record_of(r.out, "output 0");
  tool_result_free(&r);

  r = run("cajit-run", "%s --bind s0=16,s1=16 --json", POINTWISE);
  expect_ok(&r);
  assert_ptr_equal(strstr(r.out, "{\"graph\": \"tools_pointwise\", "
                                 "\"bind\": {\"s0\": 16, \"s1\": 16}, "
                                 "\"outputs\": [{\"index\": 0, \"dtype\": "
                                 "\"f32\", \"shape\": [16, 16], \"sum\": "),
                   r.out);
  char want[128];
  snprintf(want, sizeof want, "\"sum\": %.17g, \"abs\": %.17g}", text.sum,
           text.abs);
  expect_contains(r.out, want);
  expect_contains(r.out, "], \"grads\": [], \"compile_ms\": ");
  expect_contains(r.out, "\"repeat\": 1, \"warmup\": 0}, \"threads\": ");
  assert_int_equal(r.out[r.out_len - 2], '}');
  assert_int_equal(r.out[r.out_len - 1], '\n');
  tool_result_free(&r);

  r = run("cajit-run", "%s --bind s0=3,s1=7,f0=2 --json", HOST);
  expect_ok(&r);
  expect_contains(r.out, "{\"index\": 1, \"dtype\": \"none\"}");
  expect_contains(r.out, "\"grads\": [{\"input\": 3, \"dtype\": \"f32\", "
                         "\"shape\": [4, 8], \"sum\": ");
  expect_contains(r.out, "\"calls\": 1}");
  tool_result_free(&r);
}

static void test_run_check_against(void **state) {
  (void)state;
  char *ref = temp_path();
  result r = run_to("cajit-run", ref, "%s --bind s0=5,s1=7,f0=0.25", HOST);
  expect_ok(&r);
  tool_result_free(&r);

  r = run("cajit-run", "%s --bind s0=5,s1=7,f0=0.25 --check-against %s", HOST,
          ref);
  expect_ok(&r);
  expect_contains(r.out, "\ncheck ok values=5\n");
  tool_result_free(&r);

  r = run("cajit-run", "%s --bind s0=5,s1=7,f0=0.25 --json --check-against %s",
          HOST, ref);
  expect_ok(&r);
  expect_contains(
      r.out, "\"check\": {\"ok\": true, \"mismatches\": 0, \"values\": 5}");
  tool_result_free(&r);

  /* Another scalar: sums differ. */
  r = run("cajit-run", "%s --bind s0=5,s1=7,f0=0.75 --check-against %s", HOST,
          ref);
  expect_failure(&r, 1, ": output 2: sum ");
  expect_contains(r.err, "cajit-run: check against ");
  expect_contains(r.out, "\ncheck failed mismatches=");
  tool_result_free(&r);

  /* Another size: types differ. */
  r = run("cajit-run", "%s --bind s0=4,s1=7,f0=0.25 --check-against %s", HOST,
          ref);
  expect_failure(&r, 1, "output 0 is f32[4], expected f32[5]");
  tool_result_free(&r);

  /* Another graph: records missing on both sides. */
  r = run("cajit-run", "%s --bind s0=5,s1=7 --check-against %s", POINTWISE,
          ref);
  expect_failure(&r, 1, "grad 3 of the reference was not produced");
  tool_result_free(&r);

  /* Not a report. */
  r = run("cajit-run", "%s --bind s0=5,s1=7,f0=0.25 --check-against %s", HOST,
          HOST);
  expect_failure(&r, 1,
                 "no output or grad lines (not a cajit-run text "
                 "report)");
  tool_result_free(&r);
  FILE *f = fopen(ref, "w");
  fputs("output 0 f32[5] sum=x\n", f);
  fclose(f);
  r = run("cajit-run", "%s --bind s0=5,s1=7,f0=0.25 --check-against %s", HOST,
          ref);
  expect_failure(&r, 1, ":1: not an output or grad line of a cajit-run report");
  tool_result_free(&r);
  unlink(ref);
  r = run("cajit-run", "%s --bind s0=5,s1=7,f0=0.25 --check-against %s", HOST,
          ref);
  expect_failure(&r, 1, "--check-against: cannot open");
  tool_result_free(&r);
  free(ref);
}

static void test_run_binding_errors(void **state) {
  (void)state;
  static const struct {
    const char *file, *args, *message;
  } cases[] = {
      {POINTWISE, "",
       "cajit-run: unbound symbols: s0, s1 (bind each with --bind "
       "NAME=VALUE)\n"},
      {HOST, "--bind s1=3", "cajit-run: unbound symbols: s0, f0 "},
      {POINTWISE, "--bind s0=2,s9=3",
       "cajit-run: --bind: the graph has no symbol 's9' (its symbols: s0, "
       "s1)\n"},
      {POINTWISE, "--bind s0=2 --bind s0=3",
       "cajit-run: --bind: symbol 's0' bound twice\n"},
      {POINTWISE, "--bind s0=2,s1=x",
       "cajit-run: --bind: 'x' is not a valid int value for s1\n"},
      {HOST, "--bind s0=2,s1=3,f0=1.5.2",
       "cajit-run: --bind: '1.5.2' is not a valid float value for f0\n"},
      {POINTWISE, "--bind s0=2,s1=-3",
       "cajit-run: --bind: s1 is input 0 dim 1 and cannot be negative\n"},
      {POINTWISE, "--bind s0",
       "cajit-run: --bind item 's0' is not "
       "NAME=VALUE\n"},
      {POINTWISE, "--bind s0=1,s1=1 --repeat 0",
       "cajit-run: --repeat needs an integer in 1..1000000000 (got '0')\n"},
      {POINTWISE, "--bind s0=1,s1=1 --threads 0",
       "cajit-run: --threads needs an integer in 1..1024"},
      {POINTWISE, "--int-range 5,5",
       "cajit-run: --int-range needs LO,HI with LO < HI (got '5,5')\n"},
      {POINTWISE, "--rtol -1", "cajit-run: --rtol needs a number >= 0"},
      {POINTWISE, "--bogus", "cajit-run: unknown option '--bogus'\n"},
      {POINTWISE, POINTWISE, "cajit-run: more than one input file"},
      {"", "--json", "cajit-run: no input file\n"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    result r = run("cajit-run", "%s %s", cases[i].file, cases[i].args);
    expect_failure(&r, 2, cases[i].message);
    assert_ptr_equal(strstr(r.err, "cajit-run: "), r.err);
    expect_contains(r.err, "\nusage: cajit-run FILE.cag");
    assert_int_equal(r.out_len, 0);
    tool_result_free(&r);
  }
  result r = run("cajit-run", "--help");
  expect_ok(&r);
  const char *documented[] = {"--bind",          "--repeat",      "--warmup",
                              "--threads",       "--seed",        "--int-range",
                              "--check-against", "--rtol",        "--json",
                              "splitmix64",      "output I none", "compile_ms",
                              "run_ms median=",  "Exit status"};
  for (size_t i = 0; i < sizeof documented / sizeof *documented; i++)
    expect_contains(r.out, documented[i]);
  tool_result_free(&r);
}

static void test_run_failures(void **state) {
  (void)state;
  /* A node without a native lowering becomes a host fallback call, which
   * the C host refuses, naming the node and op. */
  result r = run("cajit-run", "%s --bind s0=4", FALLBACK);
  expect_failure(
      &r, 1,
      "cajit-run: run: host call fallback mylib.scale.default at %1 = "
      "mylib.scale.default: no native lowering and no host fallback "
      "in cajit-run\n");
  assert_int_equal(r.out_len, 0);
  tool_result_free(&r);

  r = run("cajit-run", "%s --bind s0=4", BACKWARD);
  expect_failure(&r, 1,
                 "%2 = host.backward: custom backward needs a Python "
                 "host\n");
  tool_result_free(&r);

  /* The graph's guard: mlp.cag assumes s0 >= 2. */
  r = run("cajit-run", "%s --bind s0=1", MLP);
  expect_failure(&r, 1,
                 "cajit-run: run: guard failed: assumption s0 >= 2 "
                 "does not hold\n");
  tool_result_free(&r);

  r = run("cajit-run", "/no/such.cag");
  expect_failure(&r, 1, "/no/such.cag: cannot open");
  tool_result_free(&r);

  r = run("cajit-run", "%s/tests/golden/bad_version.cag", SRC);
  expect_failure(&r, 1, "bad_version.cag:2:5: error: unsupported version 2");
  tool_result_free(&r);
}

/* --emit=ptx: the GPU backend's kernels for the sm_<NN> --cpu names; a
 * host call is refused naming its kernel. */
static void test_dump_ptx(void **state) {
  (void)state;
  result r = run("cajit-dump", "--emit=ptx %s", POINTWISE);
  expect_ok(&r);
  expect_contains(r.out, ".target sm_90");
  expect_contains(r.out, ".visible .entry k0(");
  expect_contains(r.out, "shfl.sync.bfly.b32");
  tool_result_free(&r);
  r = run("cajit-dump", "--emit=ptx --cpu sm_80 %s", POINTWISE);
  expect_ok(&r);
  expect_contains(r.out, ".target sm_80");
  tool_result_free(&r);
  r = run("cajit-dump", "--emit=ptx --cpu znver4 %s", POINTWISE);
  expect_failure(&r, 1, "gpu: target 'znver4' is not an sm_<NN> name");
  tool_result_free(&r);
  r = run("cajit-dump", "--emit=ptx %s", MLP);
  expect_failure(&r, 1,
                 "gpu: kernel host.accumulate_grad: the GPU backend cannot "
                 "run a host call");
  tool_result_free(&r);
}

/* cajit-run --gpu where libcuda cannot be loaded: the CPU run happens,
 * then a clear error and exit 1. */
static void test_run_gpu_without_driver(void **state) {
  (void)state;
  result r = run("cajit-run", "%s --bind s0=3,s1=5 --gpu", POINTWISE);
  if (r.status == 0) { /* a machine with a GPU: the comparison passed */
    expect_contains(r.out, "gpu output 1:");
    tool_result_free(&r);
    return;
  }
  expect_failure(&r, 1, "cajit-run: gpu: no CUDA driver: cannot load ");
  tool_result_free(&r);
  setenv("CAJIT_CUDA_LIBRARY", "/nonexistent/libcuda.so.1", 1);
  r = run("cajit-run", "%s --bind s0=3,s1=5 --gpu-bench 3", POINTWISE);
  unsetenv("CAJIT_CUDA_LIBRARY");
  expect_failure(&r, 1,
                 "cajit-run: gpu: no CUDA driver: cannot load "
                 "/nonexistent/libcuda.so.1");
  tool_result_free(&r);
  r = run("cajit-run", "%s --bind s0=3,s1=5 --gpu --gpu-rtol -1", POINTWISE);
  expect_failure(&r, 2, "--gpu-rtol needs a number >= 0");
  tool_result_free(&r);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_dump_emit_kinds_mlp),
      cmocka_unit_test(test_dump_vector_registers),
      cmocka_unit_test(test_dump_kernel_vector_width),
      cmocka_unit_test(test_dump_opt_level),
      cmocka_unit_test(test_dump_gelu_backward_one_exp),
      cmocka_unit_test(test_dump_constant_shapes_vectorize_last_dim),
      cmocka_unit_test(test_dump_small_static_nest_stays_rolled),
      cmocka_unit_test(test_dump_no_loop_strength_reduction),
      cmocka_unit_test(test_dump_sibling_reductions_share_loops),
      cmocka_unit_test(test_dump_twin_kernels_merged),
      cmocka_unit_test(test_dump_stats_fallback),
      cmocka_unit_test(test_dump_llvm_time),
      cmocka_unit_test(test_dump_target_errors),
      cmocka_unit_test(test_dump_usage),
      cmocka_unit_test(test_dump_ptx),
      cmocka_unit_test(test_run_gpu_without_driver),
      cmocka_unit_test(test_dump_no_fusion),
      cmocka_unit_test(test_dump_obj_terminal),
      cmocka_unit_test(test_run_pointwise_two_bindings),
      cmocka_unit_test(test_run_host_graph),
      cmocka_unit_test(test_run_mlp_grads),
      cmocka_unit_test(test_run_profile),
      cmocka_unit_test(test_run_profile_bytes_of_views),
      cmocka_unit_test(test_run_timing_and_json),
      cmocka_unit_test(test_run_counts_gemms),
      cmocka_unit_test(test_run_check_against),
      cmocka_unit_test(test_run_binding_errors),
      cmocka_unit_test(test_run_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
