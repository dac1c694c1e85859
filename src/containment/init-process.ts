// A server that is its PID namespace's init (PID 1: a container started without an init process)
// inherits every orphan of its runs, and Node collects only the children it spawned itself. A
// sandboxed run's inner bubblewrap process, orphaned when the outer one exits, then stays a zombie
// for good: one per sandboxed call (measured), until the container's process limit refuses forks.

/** What goes wrong for a server running as PID 1, and the fix; undefined for any other. */
export function describeInitProblem(pid = process.pid): string | undefined {
  if (pid !== 1) return undefined;
  return (
    'mcp-wrap runs as PID 1 (a container started without an init): processes that end after their parent are never collected ' +
    '(each sandboxed call leaves one), until the container can start no more; start it with an init: `docker run --init`, tini or dumb-init'
  );
}
