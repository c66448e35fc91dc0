/* Replays fuzz inputs without libFuzzer: feeds every regular file in the
 * directories (or the files) named on the command line to
 * LLVMFuzzerTestOneInput. A crash or abort in the target fails the run;
 * exit status 1 if a path cannot be read, or if no file was found. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static int replay_file(const char *path, long *count) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    return 1;
  }
  size_t cap = 4096, len = 0, n;
  unsigned char *buf = malloc(cap);
  while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
    len += n;
    if (len == cap) {
      unsigned char *bigger = realloc(buf, cap *= 2);
      if (!bigger) free(buf);
      buf = bigger;
    }
  }
  fclose(f);
  if (!buf) {
    fprintf(stderr, "%s: out of memory\n", path);
    return 1;
  }
  LLVMFuzzerTestOneInput(buf, len);
  free(buf);
  (*count)++;
  return 0;
}

static int replay_path(const char *path, long *count) {
  struct stat st;
  if (stat(path, &st) != 0) {
    perror(path);
    return 1;
  }
  if (!S_ISDIR(st.st_mode)) return replay_file(path, count);
  DIR *d = opendir(path);
  if (!d) {
    perror(path);
    return 1;
  }
  int failed = 0;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (e->d_name[0] == '.') continue;
    size_t n = strlen(path) + strlen(e->d_name) + 2;
    char *full = malloc(n);
    if (!full) {
      failed = 1;
      break;
    }
    snprintf(full, n, "%s/%s", path, e->d_name);
    if (stat(full, &st) == 0 && S_ISREG(st.st_mode))
      failed |= replay_file(full, count);
    free(full);
  }
  closedir(d);
  return failed;
}

int main(int argc, char **argv) {
  long count = 0;
  int failed = 0;
  for (int i = 1; i < argc; i++)
    failed |= replay_path(argv[i], &count);
  printf("replayed %ld inputs\n", count);
  return failed || count == 0;
}
