// mcp-wrap's spawner: a small process the server starts once and asks to start each run, so that
// the server never forks itself. A fork copies the forking process's page tables: about 1 ms of a
// ~60 MiB Node server's CPU per run, against a few hundredths of a millisecond from here
// (docs/performance.md). No shell: the argv it is sent is exec'd as it is.
//
// Requests on stdin, each a 4-byte little-endian length and fields ending in NUL:
//   S id flags cwd njoin join... extras nenv env... program nargs arg...
//     flags: 'i' stdin is a pipe (else /dev/null), 'd' a session of its own (setsid);
//     join: cgroup files the child writes "0" into before it execs (it joins those cgroups);
//     extras: a letter per extra pipe, as fds 3, 4 ...: 'w' the server writes and the child reads
//       it, 'r' the child writes and the server reads it
//   R id   the server opened its ends (through /proc/<this>/fd): they are closed here.
// Replies on stdout, a line each:
//   P id pid joined stdin stdout stderr extra...  started; fds to open (stdin -1 when /dev/null),
//                                                joined a bit mask of the join files written
//   F id errno                                   not started (chdir or exec failed, or fork)
//   E id status                                  ended, as waitpid(2) tells
// It ends when the server closes its stdin, or with the server (PR_SET_PDEATHSIG).
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#define MAX_FRAME (64u << 20)
#define MAX_EXTRA 8
#define MAX_JOIN 16

struct run {
  long id;
  pid_t pid;
  int held[4 + 2 * MAX_EXTRA]; /* the server's ends and the child's (both ends of each extra pipe), until released */
  int nheld;
};

static struct run *runs;
static size_t nruns, capruns;

static void reply(const char *format, ...) __attribute__((format(printf, 1, 2)));
static void reply(const char *format, ...) {
  char line[256];
  va_list ap;
  va_start(ap, format);
  int n = vsnprintf(line, sizeof line, format, ap);
  va_end(ap);
  for (int off = 0; off < n;) {
    ssize_t w = write(1, line + off, (size_t)(n - off));
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) _exit(0);
    off += (int)w;
  }
}

struct fields {
  char *next, *end;
};

static char *field(struct fields *f) {
  if (f->next >= f->end) return NULL;
  char *nul = memchr(f->next, '\0', (size_t)(f->end - f->next));
  if (!nul) return NULL;
  char *value = f->next;
  f->next = nul + 1;
  return value;
}

static long count(struct fields *f, long max) {
  char *value = field(f);
  if (!value) return -1;
  char *rest;
  long n = strtol(value, &rest, 10);
  return *rest || n < 0 || n > max ? -1 : n;
}

static void release(long id) {
  for (size_t k = 0; k < nruns; k++) {
    if (runs[k].id != id) continue;
    for (int h = 0; h < runs[k].nheld; h++) close(runs[k].held[h]);
    runs[k].nheld = 0;
  }
}

static void forget(size_t k) { runs[k] = runs[--nruns]; }

static void write_all(int fd, const void *data, size_t size) {
  while (size > 0) {
    ssize_t w = write(fd, data, size);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return;
    data = (const char *)data + w;
    size -= (size_t)w;
  }
}

/* In the child: a descriptor above every target, so that no dup2 below overwrites a source still needed. */
static int lift(int fd) { return fcntl(fd, F_DUPFD_CLOEXEC, 3 + MAX_EXTRA); }

static void become(int report, const char *flags, const char *cwd, char **join, long njoin, int in, int out, int err, int *extra, long nextra,
                   char **env, const char *program, char **argv) {
  sigset_t none;
  sigemptyset(&none);
  for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
  sigprocmask(SIG_SETMASK, &none, NULL);
  report = lift(report);
  int32_t joined = 0;
  for (long j = 0; j < njoin; j++) {
    int fd = open(join[j], O_WRONLY | O_CLOEXEC);
    if (fd >= 0 && write(fd, "0", 1) == 1) joined |= 1 << j;
    if (fd >= 0) close(fd);
  }
  write_all(report, &joined, sizeof joined);
  if (strchr(flags, 'd')) setsid();
  int32_t failure = 0;
  if (chdir(cwd) != 0) failure = errno;
  int lifted[3 + MAX_EXTRA];
  int sources[3 + MAX_EXTRA] = {in, out, err};
  for (long x = 0; x < nextra; x++) sources[3 + x] = extra[x];
  for (long t = 0; !failure && t < 3 + nextra; t++)
    if ((lifted[t] = lift(sources[t])) < 0) failure = errno;
  for (long t = 0; !failure && t < 3 + nextra; t++)
    if (dup2(lifted[t], (int)t) < 0) failure = errno;
  if (!failure) {
    /* Every other descriptor here was opened close-on-exec. */
    environ = env;
    execvp(program, argv);
    failure = errno;
  }
  write_all(report, &failure, sizeof failure);
  _exit(127);
}

/* Reads the child's report: the cgroups it joined, then nothing (it exec'd) or why it did not. */
static int32_t read_report(int report, int32_t *joined) {
  int32_t words[2] = {0, 0};
  size_t got = 0;
  while (got < sizeof words) {
    ssize_t n = read(report, (char *)words + got, sizeof words - got);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += (size_t)n;
  }
  *joined = got >= sizeof(int32_t) ? words[0] : 0;
  return got == sizeof words ? words[1] : got == 0 ? ECHILD : 0;
}

static int make_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC); }

static void start(struct fields *f) {
  char *id_text = field(f), *flags = field(f), *cwd = field(f);
  long njoin = count(f, MAX_JOIN);
  if (!id_text || !flags || !cwd || njoin < 0) _exit(2);
  long id = strtol(id_text, NULL, 10);
  char *join[MAX_JOIN];
  for (long j = 0; j < njoin; j++)
    if (!(join[j] = field(f))) _exit(2);
  char *extras = field(f);
  long nextra = extras ? (long)strlen(extras) : -1, nenv = count(f, 1 << 20);
  if (nextra < 0 || nextra > MAX_EXTRA || extras[strspn(extras, "wr")] || nenv < 0) _exit(2);
  char **env = calloc((size_t)nenv + 1, sizeof *env);
  for (long e = 0; e < nenv; e++)
    if (!(env[e] = field(f))) _exit(2);
  char *program = field(f);
  long nargs = count(f, 1 << 20);
  if (!program || nargs < 0) _exit(2);
  char **argv = calloc((size_t)nargs + 1, sizeof *argv);
  for (long a = 0; a < nargs; a++)
    if (!(argv[a] = field(f))) _exit(2);

  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1}, report[2] = {-1, -1}, extra[MAX_EXTRA][2];
  for (long x = 0; x < nextra; x++) extra[x][0] = extra[x][1] = -1;
  int piped = strchr(flags, 'i') != NULL;
  int made = (piped ? make_pipe(in) : (in[0] = open("/dev/null", O_RDONLY | O_CLOEXEC))) >= 0 && make_pipe(out) == 0 && make_pipe(err) == 0 &&
             make_pipe(report) == 0;
  for (long x = 0; made && x < nextra; x++) made = make_pipe(extra[x]) == 0;
  pid_t pid = made ? fork() : -1;
  if (pid == 0) {
    int extra_child[MAX_EXTRA];
    for (long x = 0; x < nextra; x++) extra_child[x] = extra[x][extras[x] == 'r'];
    close(report[0]);
    become(report[1], flags, cwd, join, njoin, in[0], out[1], err[1], extra_child, nextra, env, program, argv);
  }
  int saved = errno;
  free(env);
  free(argv);
  if (pid < 0) {
    int opened[] = {in[0], in[1], out[0], out[1], err[0], err[1], report[0], report[1]};
    for (size_t o = 0; o < sizeof opened / sizeof *opened; o++)
      if (opened[o] >= 0) close(opened[o]);
    for (long x = 0; x < nextra; x++) {
      if (extra[x][0] >= 0) close(extra[x][0]);
      if (extra[x][1] >= 0) close(extra[x][1]);
    }
    reply("F %ld %d\n", id, made ? saved : EMFILE);
    return;
  }
  close(report[1]);
  close(out[1]);
  close(err[1]);
  int32_t joined;
  int32_t failure = read_report(report[0], &joined);
  close(report[0]);
  if (nruns == capruns) {
    capruns = capruns ? capruns * 2 : 16;
    runs = realloc(runs, capruns * sizeof *runs);
  }
  struct run *run = &runs[nruns++];
  run->id = failure ? -1 : id;
  run->pid = pid;
  run->nheld = 0;
  if (piped) run->held[run->nheld++] = in[1];
  run->held[run->nheld++] = in[0];
  run->held[run->nheld++] = out[0];
  run->held[run->nheld++] = err[0];
  if (failure) {
    for (long x = 0; x < nextra; x++) close(extra[x][0]), close(extra[x][1]);
    release(-1);
    reply("F %ld %d\n", id, failure);
    return;
  }
  char fds[16 * (MAX_EXTRA + 1)] = "";
  for (long x = 0; x < nextra; x++) {
    run->held[run->nheld++] = extra[x][0];
    run->held[run->nheld++] = extra[x][1];
    snprintf(fds + strlen(fds), sizeof fds - strlen(fds), " %d", extra[x][extras[x] != 'r']);
  }
  reply("P %ld %d %d %d %d %d%s\n", id, pid, joined, piped ? in[1] : -1, out[0], err[0], fds);
}

static void reap(void) {
  int status;
  pid_t pid;
  while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
    for (size_t k = 0; k < nruns; k++) {
      if (runs[k].pid != pid) continue;
      if (runs[k].id >= 0) reply("E %ld %d\n", runs[k].id, status);
      if (runs[k].nheld == 0) forget(k);
      else runs[k].pid = 0;
      break;
    }
  }
}

int main(void) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() == 1) return 0;
  signal(SIGPIPE, SIG_IGN);
  sigset_t child;
  sigemptyset(&child);
  sigaddset(&child, SIGCHLD);
  sigprocmask(SIG_BLOCK, &child, NULL);
  int children = signalfd(-1, &child, SFD_CLOEXEC | SFD_NONBLOCK);
  if (children < 0) return 1;
  size_t cap = 1 << 16, len = 0;
  char *buf = malloc(cap);
  struct pollfd watched[2] = {{0, POLLIN, 0}, {children, POLLIN, 0}};
  for (;;) {
    if (poll(watched, 2, -1) < 0) continue;
    if (watched[1].revents) {
      struct signalfd_siginfo info;
      while (read(children, &info, sizeof info) > 0) {
      }
      reap();
    }
    if (!watched[0].revents) continue;
    if (len == cap) {
      if (cap >= MAX_FRAME + 4) return 2;
      buf = realloc(buf, cap *= 2);
    }
    ssize_t n = read(0, buf + len, cap - len);
    if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN)) return 0;
    if (n > 0) len += (size_t)n;
    for (;;) {
      if (len < 4) break;
      uint32_t size = (uint32_t)(unsigned char)buf[0] | (uint32_t)(unsigned char)buf[1] << 8 | (uint32_t)(unsigned char)buf[2] << 16 |
                      (uint32_t)(unsigned char)buf[3] << 24;
      if (size > MAX_FRAME) return 2;
      if (len < 4 + size) break;
      struct fields f = {buf + 4, buf + 4 + size};
      char *kind = field(&f);
      if (kind && strcmp(kind, "S") == 0) start(&f);
      else if (kind && strcmp(kind, "R") == 0) {
        char *id = field(&f);
        if (id) release(strtol(id, NULL, 10));
        for (size_t k = 0; k < nruns;)
          if (runs[k].nheld == 0 && runs[k].pid == 0) forget(k);
          else k++;
      } else return 2;
      memmove(buf, buf + 4 + size, len - 4 - size);
      len -= 4 + size;
    }
  }
}
