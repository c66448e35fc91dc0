/* Linked with an object from `cajit-dump GRAPH.cag --emit=obj` and the
 * installed runtime alone (libcajit_runtime: no LLVM): calls the object's
 * entry, `cajit_entry`. */
#include "demo_call.h"

int32_t cajit_entry(cajit_call *call);

static int32_t run_entry(void *ctx, cajit_call *call) {
  (void)ctx;
  return cajit_entry(call);
}

int main(void) { return demo_run(run_entry, NULL); }
