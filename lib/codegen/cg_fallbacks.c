/* The module's list of host-fallback ops: a constant string
 *
 *   @cajit_fallback_ops = constant "aten.foo.default\naten.bar.x\n"
 *
 * with the op of every FALLBACK host kernel, one line each, in program
 * order (empty when everything is native), except the host.* ops without
 * a host-call kind of their own (host.cpp_tensor_pre_hook): they go through
 * the same dispatch by name but are host calls by design, as every host.*
 * op, not ops lacking a native lowering. It counts both the nodes the op
 * registry declines before lowering and those a lowering sends to the host
 * itself (e.g. index_put without accumulate, an as_strided over memory it
 * cannot prove is the base's storage), and it is in the object, so a graph
 * loaded from the object cache reports its fallbacks as a compiled one.
 *
 * Library calls (host calls marked `library`: ops the host runs faster, by
 * choice, such as convolution backward through torch's oneDNN) are not
 * fallbacks; they have their own list, @cajit_library_ops, in the same
 * form. */
#include <string.h>

#include "codegen/cg_internal.h"
#include "support/strbuf.h"

/* The ops of the FALLBACK host kernels whose `library` mark is `library`. */
static cajit_status host_ops_text(const cajit_kir_program *p, bool library,
                                  char **out, size_t *out_len) {
  cajit_strbuf b = CAJIT_STRBUF_INIT;
  for (size_t i = 0; i < p->kernels.len; i++) {
    const cajit_kir_kernel *k = &p->kernels.data[i];
    if (k->kind != CAJIT_KIR_HOST || k->host->kind != CAJIT_HOST_FALLBACK ||
        k->host->library != library ||
        (k->host->op_name && strncmp(k->host->op_name, "host.", 5) == 0))
      continue;
    cajit_strbuf_puts(&b, k->host->op_name ? k->host->op_name : "?");
    cajit_strbuf_puts(&b, "\n");
  }
  return cajit_strbuf_finish(&b, out, out_len);
}

cajit_status cg_fallback_ops_text(const cajit_kir_program *p, char **out,
                                  size_t *out_len) {
  return host_ops_text(p, false, out, out_len);
}

cajit_status cg_library_ops_text(const cajit_kir_program *p, char **out,
                                 size_t *out_len) {
  return host_ops_text(p, true, out, out_len);
}

void cg_fallbacks_declare(cg *c) {
  cg_export_text(c, CAJIT_FALLBACK_OPS_SYMBOL, cg_fallback_ops_text);
  cg_export_text(c, CAJIT_LIBRARY_OPS_SYMBOL, cg_library_ops_text);
}
