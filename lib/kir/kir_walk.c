/* Walking a kernel's value DAG (see cajit_kir_walk in kir.h).
 *
 * Values are shared (a fused producer read twice is one node), so every
 * analysis that looks at a kernel's loads, checks or expressions walks the
 * DAG once per node with a set of the nodes it has seen; this is that
 * walk, for all of them. */
#include "kir/kir.h"

#include "support/ptrmap.h"

bool cajit_kir_walk(const cajit_kir_value *v, cajit_ptrmap *seen,
                    cajit_kir_visit_fn visit, void *user, bool *oom) {
  if (!v || cajit_ptrmap_get(seen, v)) return true;
  if (!cajit_ptrmap_put(seen, v, (void *)v)) {
    *oom = true;
    return false;
  }
  if (!visit(v, user)) return false;
  for (int32_t i = 0; i < v->arg_count; i++)
    if (!cajit_kir_walk(v->args[i], seen, visit, user, oom)) return false;
  return true;
}
