/* cajit-run --check-against FILE: the report's records compared with a
 * saved text report, type for type and sum and abs within --rtol. */
#ifndef CAJIT_TOOLS_CHECK_H
#define CAJIT_TOOLS_CHECK_H

#include "cajit_run/report.h"

/* Compares the n records with o->check_path's lines; each mismatch goes to
 * stderr and is counted in *c. Fails only when the file cannot be read. */
cajit_status check_against(const options *o, const record *recs, size_t n,
                           check_result *c);

#endif
