// Tests that drive a real program name it. Where it is not installed they are skipped, and the
// skip says what to install; under CI=true a missing program fails the run instead, because CI
// must prove everything.
import { describe, it } from 'vitest';
import { isExecutable } from '../../src/executor/find-executable.js';
import { detectSandbox } from '../../src/sandbox/detect-sandbox.js';

/** The Debian package of each program the tests drive. */
const PACKAGES: Record<string, string> = {
  git: 'git',
  grep: 'grep',
  find: 'findutils',
  tar: 'tar',
  bsdtar: 'libarchive-tools',
  jq: 'jq',
  sqlite3: 'sqlite3',
  curl: 'curl',
  pandoc: 'pandoc',
  mkfifo: 'coreutils',
  sort: 'coreutils',
  python3: 'python3',
  bwrap: 'bubblewrap',
};

/** Why tests needing `programs` cannot run here, or undefined when they can. */
function missingFor(programs: readonly string[]): string | undefined {
  const missing = programs.filter((program) => !isExecutable(program, process.env, process.cwd()));
  if (missing.length === 0) return undefined;
  const reason = `needs ${missing.join(', ')}: apt-get install ${missing.map((program) => PACKAGES[program] ?? program).join(' ')}`;
  if (process.env.CI === 'true') throw new Error(`${reason} (CI=true runs every test)`);
  return reason;
}

/** describe(), skipped with the reason where a program it drives is missing. */
export function describeWith(programs: readonly string[], name: string, body: () => void): void {
  const missing = missingFor(programs);
  if (missing) describe.skip(`${name} [skipped: ${missing}]`, body);
  else describe(name, body);
}

/** it(), skipped with the reason where a program it drives is missing. */
export function itWith(programs: readonly string[], name: string, body: () => Promise<void>): void {
  const missing = missingFor(programs);
  if (missing) it.skip(`${name} [skipped: ${missing}]`, body);
  else it(name, body);
}

/** describe(), skipped with the reason where no OS sandbox works here (bubblewrap missing or refused by the kernel). */
export async function describeWithSandbox(name: string, body: () => void): Promise<void> {
  const found = await detectSandbox();
  if (found.ok) {
    describe(name, body);
    return;
  }
  const reason = `${found.reason}; ${found.remedy}`;
  if (process.env.CI === 'true') throw new Error(`${reason} (CI=true runs every test)`);
  describe.skip(`${name} [skipped: ${reason}]`, body);
}
