/* File paths built on the cajit allocator. */
#ifndef CAJIT_SUPPORT_PATH_H
#define CAJIT_SUPPORT_PATH_H

/* "a/b" as a new string (free with cajit_free), or NULL when out of
 * memory. */
char *cajit_path_join(const char *a, const char *b);

#endif
