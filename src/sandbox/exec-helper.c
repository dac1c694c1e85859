/*
 * The waiting end of a prepared sandbox (see src/executor/spare-launches.ts): bubblewrap starts
 * it with the namespaces and mounts of a tool's runs made, ahead of the call; it blocks reading
 * the call's command from the descriptor named by argv[1], then execs it. The command is a run of
 * NUL-terminated strings: the number of environment entries, the entries, then the argv. No
 * shell, no parsing beyond that. A failed exec is told as bubblewrap tells its own: one line on
 * stderr, exit status 1.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char **environ;

/* More than ARG_MAX holds: a command this long could not be exec'd anyway. */
#define MAX_COMMAND_BYTES (64 * 1024 * 1024)

static char *read_all(int fd, size_t *length) {
  size_t capacity = 64 * 1024, used = 0;
  char *buffer = malloc(capacity);
  for (;;) {
    if (!buffer) return NULL;
    if (used == capacity) {
      if (capacity >= MAX_COMMAND_BYTES) return NULL;
      capacity *= 2;
      buffer = realloc(buffer, capacity);
      continue;
    }
    ssize_t got = read(fd, buffer + used, capacity - used);
    if (got == 0) break;
    if (got < 0) {
      if (errno == EINTR) continue;
      return NULL;
    }
    used += (size_t)got;
  }
  *length = used;
  return buffer;
}

int main(int argc, char **argv) {
  if (argc != 2) return 125;
  int fd = atoi(argv[1]);
  size_t length = 0;
  char *command = read_all(fd, &length);
  close(fd);
  /* Nothing came (the server let the sandbox go unused): end quietly. */
  if (!command || length == 0 || command[length - 1] != '\0') return 125;

  size_t count = 0;
  for (size_t i = 0; i < length; i++) count += command[i] == '\0';
  char **strings = calloc(count + 1, sizeof *strings);
  if (!strings) return 125;
  for (size_t i = 0, start = 0; i < count; i++) {
    strings[i] = command + start;
    start += strlen(command + start) + 1;
  }
  size_t variables = strtoul(strings[0], NULL, 10);
  if (variables + 2 > count) return 125;

  /* The environment's entries end where the argv begins: a NULL in between, as both want. */
  char **env = calloc(variables + 1, sizeof *env);
  if (!env) return 125;
  memcpy(env, strings + 1, variables * sizeof *env);
  char **args = strings + 1 + variables;
  environ = env;
  execvp(args[0], args);
  fprintf(stderr, "mcp-wrap-exec: execvp %s: %s\n", args[0], strerror(errno));
  return 1;
}
