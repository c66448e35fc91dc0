/* The op registry: every op cajit knows, with its schema, shape rule and
 * (when it has one) native lowering. One file per op family in lib/ops/
 * defines the entries; registry.c collects them.
 *
 * An op absent from the registry is still a valid graph node: it keeps its
 * declared result types and runs through the host fallback.
 *
 * Schemas are torch's schema text, parsed once (thread-safe, static
 * storage) into cajit_op_schema. cajit_op_bind matches a node's arguments
 * to the schema parameters; shape rules and lowerings read their arguments
 * through the cajit_bound_* accessors, which apply schema defaults and
 * report errors naming the parameter, the op and what was found. */
#ifndef CAJIT_OPS_REGISTRY_H
#define CAJIT_OPS_REGISTRY_H

#include <stdint.h>

#include "cajit/graph.h"

struct cajit_arena;

enum cajit_op_flags {
  CAJIT_OP_IMPURE = 1u << 0, /* host op: calls back into the host */
  CAJIT_OP_VIEW = 1u << 1,   /* result aliases its first tensor argument */
  CAJIT_OP_SYM = 1u << 2,    /* computes a SymInt/SymFloat, no tensor work */
  /* a library call by design: its lowering hands every node to the host's
   * library (GEMM-heavy ops torch runs with oneDNN/MKL), or to the host
   * fallback where the host runs no library calls (cajit_lower_forward_library)
   */
  CAJIT_OP_LIBRARY = 1u << 3,
};

/* Largest tensor rank the shape rules handle (torch's limit is 64). */
#define CAJIT_MAX_NDIM 64
/* Most parameters / returns any registered schema has. */
#define CAJIT_SCHEMA_MAX_PARAMS 24
#define CAJIT_SCHEMA_MAX_RETURNS 8

struct cajit_lower_ctx; /* lib/lower */

/* ---- schemas --------------------------------------------------------------
 */

typedef enum cajit_schema_type {
  CAJIT_SCHEMA_TENSOR,
  CAJIT_SCHEMA_INT, /* int and SymInt (is_symint tells which) */
  CAJIT_SCHEMA_FLOAT,
  CAJIT_SCHEMA_BOOL,
  CAJIT_SCHEMA_SCALAR,
  CAJIT_SCHEMA_STR,
  CAJIT_SCHEMA_SCALAR_TYPE,
  CAJIT_SCHEMA_LAYOUT,
  CAJIT_SCHEMA_DEVICE,
  CAJIT_SCHEMA_MEMORY_FORMAT,
  CAJIT_SCHEMA_ANY, /* host ops: anything (list of values, ...) */
} cajit_schema_type;

typedef struct cajit_schema_param {
  cajit_sv name; /* empty for unnamed returns */
  cajit_schema_type type;
  bool is_symint;     /* SymInt, SymInt[] ... */
  bool is_list;       /* T[] or T[N] */
  int32_t list_size;  /* N of T[N], 0 when unsized */
  bool optional;      /* T? or T[]?: the whole argument may be None */
  bool item_optional; /* Tensor?[]: items may be None */
  bool kwarg_only;    /* after the `*` marker */
  bool has_default;
  cajit_sv default_text; /* "False", "None", "[]", "1", "'none'" */
  cajit_sv alias;        /* annotation inside Tensor(...): "a", "a!" */
} cajit_schema_param;

typedef struct cajit_op_schema {
  cajit_sv name;     /* "aten::sum" */
  cajit_sv overload; /* "dim_IntList", empty for default */
  const cajit_schema_param *params;
  int32_t param_count;
  const cajit_schema_param *returns;
  int32_t return_count;
  bool returns_list; /* `-> Tensor[]`: any number of results */
} cajit_op_schema;

/* Parses torch schema text into out (names and default texts point into
 * text; params/returns into the caller's arrays of the given capacities).
 * Errors: CAJIT_INVALID_ARGUMENT naming the column. */
cajit_status cajit_schema_parse(cajit_sv text, cajit_schema_param *params,
                                int32_t max_params, cajit_schema_param *returns,
                                int32_t max_returns, cajit_op_schema *out);

/* ---- arguments bound to a schema ----------------------------------------
 */

typedef struct cajit_op_def cajit_op_def;

typedef struct cajit_bound_args {
  const cajit_op_def *def;
  const cajit_op_schema *schema;
  const cajit_graph *g;
  const cajit_node *n;
  /* Per schema parameter: the node's argument, or NULL when defaulted. */
  const cajit_arg *args[CAJIT_SCHEMA_MAX_PARAMS];
} cajit_bound_args;

/* Matches n's arguments to def's schema: positional arguments in schema
 * order, keyword arguments by name; keyword-only parameters must be passed
 * by keyword. Checks each argument's kind against its parameter type (value
 * types included). Errors (CAJIT_VERIFY_ERROR): too many positional
 * arguments, unknown or repeated keyword, missing required argument, wrong
 * kind ("argument `dim` of aten.sum.dim_IntList: expected int list, found
 * string"). */
cajit_status cajit_op_bind(const cajit_op_def *def, const cajit_graph *g,
                           const cajit_node *n, cajit_bound_args *out);

/* Accessors. `param` is the schema parameter name; a name the schema does
 * not have is CAJIT_INTERNAL (a bug in the caller). Absent arguments take the
 * schema default. Errors name the argument and the op. */

/* True when the argument is None (given as `none`, or absent with default
 * None). */
bool cajit_bound_is_none(const cajit_bound_args *b, const char *param);
/* True when the argument was written in the node (not defaulted). */
bool cajit_bound_has(const cajit_bound_args *b, const char *param);
/* The raw argument or NULL when defaulted. */
const cajit_arg *cajit_bound_arg(const cajit_bound_args *b, const char *param);

/* A tensor value id. Error if None. */
cajit_status cajit_bound_tensor(const cajit_bound_args *b, const char *param,
                                int32_t *out_value);
/* A Tensor? value id, or -1 for None. */
cajit_status cajit_bound_opt_tensor(const cajit_bound_args *b,
                                    const char *param, int32_t *out_value);
/* Tensor[] / Tensor?[]: value ids (-1 for none items), at most max. */
cajit_status cajit_bound_tensor_list(const cajit_bound_args *b,
                                     const char *param, int32_t *out_values,
                                     int32_t max, int32_t *out_count);
/* An int/SymInt as an expression (a constant, a symbolic expression, or
 * the known symbolic value of an int value %n). Error if None, or if %n has
 * no known value (CAJIT_UNSUPPORTED). */
cajit_status cajit_bound_int(const cajit_bound_args *b, const char *param,
                             const cajit_expr **out);
/* int[] / int[N] / SymInt[]: items as expressions, at most max. A single int
 * given for int[N] is repeated N times (as torch does). */
cajit_status cajit_bound_int_list(const cajit_bound_args *b, const char *param,
                                  const cajit_expr **out, int32_t max,
                                  int32_t *out_count);
/* A float as a float expression (an int argument is converted). */
cajit_status cajit_bound_float(const cajit_bound_args *b, const char *param,
                               const cajit_expr **out);
cajit_status cajit_bound_bool(const cajit_bound_args *b, const char *param,
                              bool *out);
cajit_status cajit_bound_bool_list(const cajit_bound_args *b, const char *param,
                                   bool *out, int32_t max, int32_t *out_count);
/* str / str?: the string (without quotes). */
cajit_status cajit_bound_str(const cajit_bound_args *b, const char *param,
                             cajit_sv *out);
/* ScalarType?: *out_present false when None. */
cajit_status cajit_bound_dtype(const cajit_bound_args *b, const char *param,
                               cajit_dtype *out, bool *out_present);
/* Layout / Device / MemoryFormat keywords ("cpu", "contiguous_format"). */
cajit_status cajit_bound_word(const cajit_bound_args *b, const char *param,
                              cajit_sv *out);

/* A Scalar argument: a number (int, float or bool expression) or a 0-d
 * scalar value %n. */
typedef struct cajit_bound_scalar {
  cajit_expr_type type;   /* INT, FLOAT or BOOL */
  const cajit_expr *expr; /* its value; NULL for a %n without known value */
  int32_t value;          /* the %n it came from, else -1 */
} cajit_bound_scalar;
cajit_status cajit_bound_scalar_get(const cajit_bound_args *b,
                                    const char *param, cajit_bound_scalar *out);

/* ---- shape rules ----------------------------------------------------------
 */

/* What a shape rule gets and fills. The verifier binds the arguments first
 * (args), sizes types/syms to max_results entries, and compares what the
 * rule writes with the node's declared result types. */
typedef struct cajit_infer {
  cajit_graph *g;
  const cajit_node *n;
  const cajit_bound_args *args;
  struct cajit_arena *scratch; /* for the shape/stride arrays of types */
  cajit_type *types;           /* out: result types */
  const cajit_expr **syms;     /* out: value of int/float/bool results */
  int32_t max_results;
  int32_t count; /* out: number of results */
} cajit_infer;

/* Computes the result types of node inf->n. Errors name the reason only
 * (the verifier prefixes node and line). CAJIT_UNSUPPORTED means "cannot
 * tell" (e.g. an int argument with no known value): the verifier then
 * trusts the declared types. */
typedef cajit_status (*cajit_shape_rule_fn)(cajit_infer *inf);

/* Lowers node n to kernel IR. */
typedef cajit_status (*cajit_lower_fn)(struct cajit_lower_ctx *lc,
                                       const cajit_node *n);

/* Whether an op's lowering handles one node (its arguments bound): NULL
 * when it does, else a short static reason ("transposed convolution").
 * A refused node runs through the host fallback and counts as one
 * (cajit_graph_node_needs_fallback). Asked before the lowering runs, so a
 * refusal never leaves half-built kernels, and every place that counts
 * fallbacks agrees with what lowering does. */
typedef const char *(*cajit_lower_declines_fn)(const cajit_bound_args *args);

struct cajit_op_def {
  const char *name; /* "aten.mm.default" */
  /* torch schema text: "aten::mm(Tensor self, Tensor mat2) -> Tensor" */
  const char *schema;
  const char *family;        /* the lib/ops file that defines it: "gemm" */
  uint32_t flags;            /* cajit_op_flags */
  cajit_shape_rule_fn infer; /* NULL: declared result types are trusted */
  cajit_lower_fn lower;      /* NULL: no native lowering, host fallback */
  /* With `lower`: the nodes it refuses (NULL: none), and those cases in
   * words for docs/ops.md ("transposed=True"). */
  cajit_lower_declines_fn declines;
  const char *declines_doc;
};

/* The registry entry for a full op name, or NULL. Thread-safe, no
 * allocation. */
const cajit_op_def *cajit_op_lookup(cajit_sv name);

/* Why the native lowering of node n (an op of def) refuses it, or NULL
 * when def has a lowering that handles it (or has none: see `lower`).
 * Arguments that do not bind count as handled: lowering reports the
 * binding error. */
const char *cajit_op_lowering_declines(const cajit_op_def *def,
                                       const cajit_graph *g,
                                       const cajit_node *n);

/* Iteration over all entries (family by family, each sorted by name). */
int32_t cajit_op_count(void);
const cajit_op_def *cajit_op_at(int32_t i);

/* The parsed schema of a registered op (parsed once for all ops on first
 * use, thread-safe, static storage). CAJIT_INTERNAL if def is not a
 * registry entry or its schema text does not parse. */
cajit_status cajit_op_schema_of(const cajit_op_def *def,
                                const cajit_op_schema **out);

#endif
