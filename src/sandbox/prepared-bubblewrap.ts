// A bubblewrap run that can start before its call (see src/executor/spare-launches.ts): bwrap
// with the run's namespaces, mounts and filter, whose program is the exec helper (exec-helper.c,
// built by scripts/build-native-helpers.mjs), waiting on a descriptor for the call's environment and
// argv. Only the server's runs use it; where no helper was built, every run starts bwrap afresh.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PreparedLaunch } from '../executor/types.js';

/** How the exec helper starts the line of its own failure to exec (it exits 1, as bwrap does). */
export const EXEC_HELPER_PREFIX = 'mcp-wrap-exec: ';

/** The exec helper built for this machine beside the bundle that holds this module (dist/), if the build made one. */
export function findExecHelper(arch: string = process.arch, folder = dirname(fileURLToPath(import.meta.url))): string | undefined {
  const path = join(folder, `exec-helper-linux-${arch}`);
  return existsSync(path) ? path : undefined;
}

/** A command as the exec helper reads it: the number of environment entries, the entries, then the argv, each ending in a NUL. */
export function encodeCommand(env: Readonly<Record<string, string>>, argv: readonly string[]): Buffer {
  const entries = Object.keys(env).map((name) => `${name}=${env[name]}`);
  return Buffer.from(`${[String(entries.length), ...entries, ...argv].join('\0')}\0`);
}

/** The waiting part of a prepared bwrap launch: its key (bwrap's whole argv) and the argv it will be told. A class, not closures made per run (see watch-run.ts). */
export class WaitingCommand implements PreparedLaunch {
  constructor(
    readonly key: string,
    readonly commandFd: number,
    private readonly argv: readonly string[],
  ) {}

  toCommand(env: Readonly<Record<string, string>>): Buffer {
    return encodeCommand(env, this.argv);
  }
}
