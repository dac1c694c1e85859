// Every run's child carries MCP_WRAP_RUN=<instance>:<run> in its environment, and its descendants
// inherit it: a process that left the tree (double-forked, reparented to init) is still known as
// the run's. The instance names the server by pid and start stamp, so a dead server's marks are
// told from a live one's even after its pid is reused.
import type { ProcessTable } from './process-table.js';

export const MARK_VARIABLE = 'MCP_WRAP_RUN';
/** What a server's temporary folder and its cgroups are named with, before its instance id. */
export const SERVER_NAME_PREFIX = 'mcp-wrap-';

export interface ServerInstanceId {
  pid: number;
  start: string;
  /** `<pid>.<start>` */
  id: string;
}

/** Reads the instance out of names `<before><pid>.<start><after>` (marks, server folders, server cgroups); undefined for any other. */
export function toInstanceReader(before: string, after: string): (name: string) => ServerInstanceId | undefined {
  const pattern = new RegExp(`^${before}(\\d+)\\.([\\d.]+)${after}$`);
  return (name) => {
    const match = pattern.exec(name);
    return match ? { pid: Number(match[1]), start: match[2]!, id: `${match[1]}.${match[2]}` } : undefined;
  };
}

export interface ServerInstance {
  id: string;
  /** A mark no other run of this process has had. */
  nextMark(): string;
}

export function createServerInstance(pid: number, start: string): ServerInstance {
  const id = `${pid}.${start}`;
  let runs = 0;
  return { id, nextMark: () => `${id}:${++runs}` };
}

/** The instance a mark names, or undefined for a value that is not a mark. */
export const instanceOfMark = toInstanceReader('', ':\\d+');

/** True while the process the instance names still runs: same pid, same start stamp. */
export function isInstanceRunning(instance: { pid: number; start: string }, table: ProcessTable): boolean {
  const entry = table.byPid.get(instance.pid);
  return entry !== undefined && entry.running && entry.start === instance.start;
}
