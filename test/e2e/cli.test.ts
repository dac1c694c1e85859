import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'e2e-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('usage errors exit 2 with a helpful message', () => {
  it.each([
    [[], 'Usage: mcp-wrap [options] [command]'],
    [['valdate', 'x.yaml'], 'unknown command `valdate`: did you mean `validate`?'],
    [['config', 'git', '--force'], '--force replaces an installed server, so it needs --install'],
    [['serve'], "missing required argument 'wrapper'"],
    [['git', '--bogus'], "unknown option '--bogus'"],
    [['git', '--log-level', 'loud'], 'Allowed choices are debug, info'],
    [['no-such-wrapper'], 'no wrapper file'],
    [['./missing.yaml'], 'no wrapper file'],
    [['git', '--cwd', '/no/such/dir'], '--cwd /no/such/dir: not a directory'],
    [['git', '--root', '/no/such/dir'], '--root /no/such/dir: not a directory'],
  ])('mcp-wrap %j', async (args, message) => {
    const run = await runCli(args, { cwd: work });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
  });

  it('names the bundled wrappers when a bare name is unknown', async () => {
    expect((await runCli(['gti'], { cwd: work })).stderr).toMatch(/no bundled wrapper named "gti" \(did you mean `git`\? bundled: .*git/);
  });
});

describe('an invalid wrapper file', () => {
  it('exits 1 with every problem as file:line:col, and no stack trace', async () => {
    const file = join(work, 'broken.yaml');
    writeFileSync(file, 'name: broken\ntools:\n  t:\n    description: d\n    command: [ls, "{nope}"]\n    timeout: soon\n');
    const run = await runCli([file], { cwd: work });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${file}:5:19: definition.unknownPlaceholder: tools.t.command[1]: placeholder {nope} names no argument`);
    expect(run.stderr).toContain(`${file}:6:14: definition.invalidDuration: tools.t.timeout:`);
    expect(run.stderr).toContain('not serving: 2 problem(s)');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe('');
  });
});

describe('help and version', () => {
  it('prints help on --help and exits 0', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: mcp-wrap');
  });

  it('prints the version', async () => {
    const run = await runCli(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
