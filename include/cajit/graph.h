/* The cajit graph: a backward graph in SSA form with symbolic shapes.
 *
 * A graph is what a .cag file holds (docs/format.md): a signature (tensor
 * inputs, the `sizes` and `scalars` arrays, the number of hooks and
 * packed_data entries), symbols bound to input dims / sizes / scalars,
 * assumptions (relations the trace relied on), nodes and outputs.
 *
 * The structs are readable by every part of cajit; mutate them only through
 * the builder functions below. Everything a graph points to (values, nodes,
 * args, strings, expressions) is owned by the graph and released by
 * cajit_graph_destroy. */
#ifndef CAJIT_GRAPH_H
#define CAJIT_GRAPH_H

#include "cajit/expr.h"
#include "cajit/status.h"
#include "cajit/types.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cajit_op_def cajit_op_def; /* lib/ops registry entry */

/* ---- types ---------------------------------------------------------------
 */

typedef enum cajit_type_kind {
  CAJIT_TYPE_NONE,   /* `none`: an absent optional result/output */
  CAJIT_TYPE_TENSOR, /* f32[s0, 64] or f32[s0, 64]{1, s0} */
  CAJIT_TYPE_INT,    /* `int`: a SymInt */
  CAJIT_TYPE_FLOAT,  /* `float`: a SymFloat */
  CAJIT_TYPE_BOOL,   /* `bool` */
} cajit_type_kind;

typedef struct cajit_type {
  cajit_type_kind kind;
  cajit_dtype dtype;              /* tensors only */
  int32_t ndim;                   /* tensors only */
  const cajit_expr *const *shape; /* ndim int expressions */
  /* ndim int expressions, or NULL when unspecified (inputs: any strides,
   * read at run time; results: layout chosen by the compiler). An entry may
   * be NULL: unconstrained (`?` in .cag). */
  const cajit_expr *const *strides;
} cajit_type;

/* ---- values --------------------------------------------------------------
 */

typedef struct cajit_value {
  int32_t id; /* index in graph->values; printed %<id> */
  cajit_type type;
  int32_t node;         /* defining node index, or -1 for a graph input */
  int32_t result_index; /* which result of node; input position for inputs */
  /* For int/float/bool values: their symbolic value if known (set by the
   * verifier from the op's shape rule), else NULL. */
  const cajit_expr *sym;
} cajit_value;

/* ---- arguments -----------------------------------------------------------
 */

typedef enum cajit_arg_kind {
  CAJIT_ARG_NONE,
  CAJIT_ARG_BOOL,
  CAJIT_ARG_INT,    /* int expression (constant or symbolic) */
  CAJIT_ARG_FLOAT,  /* float expression (constant or symbolic) */
  CAJIT_ARG_STRING, /* "tanh" */
  CAJIT_ARG_DTYPE,  /* f32 */
  CAJIT_ARG_WORD,   /* other keywords: cpu, strided, contiguous_format ... */
  CAJIT_ARG_VALUE,  /* %n */
  CAJIT_ARG_LIST,   /* [a, b, ...] (items of any kind) */
} cajit_arg_kind;

typedef struct cajit_arg cajit_arg;
struct cajit_arg {
  cajit_arg_kind kind;
  cajit_sv name; /* keyword name for `name=value`, else {NULL, 0} */
  union {
    bool b;
    const cajit_expr *expr; /* INT, FLOAT */
    cajit_sv str;           /* STRING, WORD */
    cajit_dtype dtype;
    int32_t value; /* VALUE: value id */
    struct {
      cajit_arg *items;
      int32_t count;
    } list;
  } u;
};

/* ---- nodes ---------------------------------------------------------------
 */

typedef struct cajit_node {
  int32_t index;
  cajit_sv op; /* full name: "aten.mm.default", "host.accumulate_grad" */
  /* Registry entry, or NULL for an op cajit does not know (kept in the
   * graph; it must go to the host fallback). Set by cajit_graph_add_node. */
  const cajit_op_def *def;
  cajit_arg *args; /* positional first, then keyword (name set) */
  int32_t arg_count;
  int32_t *results; /* value ids */
  int32_t result_count;
  int32_t line; /* source line in the .cag file, 0 if built in C */
} cajit_node;

/* ---- signature -----------------------------------------------------------
 */

typedef enum cajit_symbol_source {
  CAJIT_SYMBOL_FROM_INPUT_DIM, /* inputs[input].shape[dim] */
  CAJIT_SYMBOL_FROM_SIZES,     /* sizes[index] */
  CAJIT_SYMBOL_FROM_SCALARS,   /* scalars[index] */
} cajit_symbol_source;

typedef struct cajit_symbol_binding {
  int32_t symbol; /* index in graph->exprs */
  cajit_symbol_source source;
  int32_t index; /* input position, sizes index or scalars index */
  int32_t dim;   /* for FROM_INPUT_DIM */
} cajit_symbol_binding;

typedef struct cajit_graph {
  cajit_expr_ctx *exprs;     /* owns all expressions and symbols */
  struct cajit_arena *arena; /* owns everything else */

  cajit_sv name;   /* optional graph name ("CompiledAutograd0") */
  int32_t *inputs; /* value ids of the tensor inputs, in call order */
  int32_t input_count;
  int32_t sizes_count;
  cajit_expr_type *scalar_types; /* int or float, per scalars entry */
  int32_t scalars_count;
  int32_t hooks_count;
  int32_t packed_data_count;

  cajit_symbol_binding *bindings; /* one per symbol, in declaration order */
  int32_t binding_count;
  const cajit_expr **assumptions; /* boolean expressions */
  int32_t assumption_count;

  cajit_value *values;
  int32_t value_count;
  cajit_node *nodes;
  int32_t node_count;
  int32_t *outputs; /* value ids, -1 for a `none` output */
  int32_t output_count;

  int32_t capacity_values_, capacity_nodes_, capacity_inputs_,
      capacity_bindings_, capacity_assumptions_, capacity_outputs_,
      capacity_scalars_; /* private */
  /* private: the shape rules' table of what the assumptions fix to a
   * constant (lib/ops/infer.c), in the arena, made for the first
   * known_values_for_ assumptions. */
  struct cajit_known_values *known_values_;
  int32_t known_values_for_;
} cajit_graph;

/* ---- building ------------------------------------------------------------
 */

/* Creates an empty graph. Release with cajit_graph_destroy. */
cajit_status cajit_graph_create(cajit_graph **out_graph);
void cajit_graph_destroy(cajit_graph *g);

cajit_status cajit_graph_set_name(cajit_graph *g, cajit_sv name);
cajit_status cajit_graph_set_signature(cajit_graph *g, int32_t sizes_count,
                                       int32_t hooks_count,
                                       int32_t packed_data_count);
/* Appends a scalars entry of type int or float. */
cajit_status cajit_graph_add_scalar(cajit_graph *g, cajit_expr_type type);
/* Declares a symbol bound to a source. The symbol's type is int except for a
 * float scalars entry. */
cajit_status cajit_graph_add_symbol(cajit_graph *g, cajit_sv name,
                                    cajit_symbol_source source, int32_t index,
                                    int32_t dim, int32_t *out_symbol);
cajit_status cajit_graph_add_assumption(cajit_graph *g, const cajit_expr *cond);

/* Makes a type whose shape/strides arrays are copied into the graph. Pass
 * strides NULL for unspecified. */
cajit_status cajit_graph_tensor_type(cajit_graph *g, cajit_dtype dtype,
                                     int32_t ndim,
                                     const cajit_expr *const *shape,
                                     const cajit_expr *const *strides,
                                     cajit_type *out_type);
cajit_type cajit_type_scalar(cajit_type_kind kind); /* NONE INT FLOAT BOOL */

/* Appends a tensor input; returns its value id. */
cajit_status cajit_graph_add_input(cajit_graph *g, cajit_type type,
                                   int32_t *out_value);
/* Deep-copies args (lists, strings) into the graph, looks the op up in the
 * registry, creates result values of the given types. out_results may be
 * NULL; otherwise it receives result_count value ids. */
cajit_status cajit_graph_add_node(cajit_graph *g, cajit_sv op,
                                  const cajit_arg *args, int32_t arg_count,
                                  const cajit_type *result_types,
                                  int32_t result_count, int32_t line,
                                  int32_t *out_results);
/* Appends an output (value id or -1 for none). */
cajit_status cajit_graph_add_output(cajit_graph *g, int32_t value);

/* ---- text ----------------------------------------------------------------
 */

/* Parses .cag text. filename is used in messages only:
 * "file:line:col: error: expected X, found Y". */
cajit_status cajit_graph_parse(cajit_sv text, const char *filename,
                               cajit_graph **out_graph);
cajit_status cajit_graph_parse_file(const char *path, cajit_graph **out_graph);
/* Prints the canonical .cag text. The caller must free *out_text with
 * cajit_free. */
cajit_status cajit_graph_print(const cajit_graph *g, char **out_text,
                               size_t *out_len);
/* Prints one type (into a caller buffer; as snprintf). */
size_t cajit_type_print(const cajit_graph *g, const cajit_type *t, char *buf,
                        size_t cap);

/* ---- checking ------------------------------------------------------------
 */

/* Checks SSA form, arities, argument kinds and every node's shape/dtype rule
 * symbolically; fills in value->sym for int results. Errors name the node
 * (%id and op), its .cag line and the reason. */
cajit_status cajit_graph_verify(cajit_graph *g);

void cajit_free(void *p);

#ifdef __cplusplus
}
#endif
#endif
