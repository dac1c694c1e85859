// The server's stderr carries what a user should read: no Node warning under load, no stack trace
// for a failure that has a plain reason.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { FIXTURES } from '../support/fixtures.js';
import { connect, textOf } from '../support/mcp-client.js';
import { useWorkDir } from '../support/work-dir.js';

const work = useWorkDir('e2e-stderr-noise');

const WRAPPER = `name: noise
tools:
  wait:
    description: Runs until the release file exists.
    command: [node, "${FIXTURES}wait-for-file.mjs", "{release}"]
    env: { RUN_LOG: "\${RUN_LOG}" }
    arguments:
      release: { type: string, required: true }
  report:
    description: Writes a report into its own folder.
    command: [node, "${FIXTURES}write-file.mjs", "{run_dir}/report.txt", done]
`;

function writeWrapper(): string {
  const file = join(work.dir, 'noise.yaml');
  writeFileSync(file, WRAPPER);
  return file;
}

it('twenty calls in flight at once leave no "Possible EventTarget memory leak" warning on stderr', async () => {
  const { client, stderr } = await connect([writeWrapper(), '--cwd', work.dir, '--sandbox', 'off'], { env: { RUN_LOG: work.runLog } });
  const release = join(work.dir, 'release');
  const calls = Array.from({ length: 20 }, () => client.callTool({ name: 'wait', arguments: { release } }));
  // Eight run (the default concurrency), twelve wait in the queue: all twenty are in flight.
  await vi.waitFor(() => expect(work.logLines().length).toBe(8), { timeout: 20_000, interval: 20 });
  writeFileSync(release, '');
  const results = await Promise.all(calls);
  expect(results.every((result) => result.isError === false)).toBe(true);
  expect(stderr()).not.toMatch(/MaxListenersExceeded|memory leak/);
});

it('a {run_dir} that cannot be made is an isError result naming the folder and the reason, with no stack trace', async () => {
  // Root writes anywhere: a base folder that is a file cannot hold a folder for anyone.
  const base = join(work.dir, 'not-a-folder');
  writeFileSync(base, '');
  mkdirSync(join(work.dir, 'project'));
  const { client, stderr } = await connect([writeWrapper(), '--cwd', join(work.dir, 'project'), '--sandbox', 'off'], { env: { TMPDIR: base } });
  const result = await client.callTool({ name: 'report', arguments: {} });
  expect(result.isError).toBe(true);
  expect(textOf(result)).toMatch(/^report not run: cannot create its \{run_dir\} in .*not-a-folder: not a directory \(ENOTDIR\)/);
  expect(textOf(result)).toContain('TMPDIR');
  expect(stderr()).toContain('not-a-folder');
  expect(stderr()).not.toMatch(/\n\s+at /);
});
