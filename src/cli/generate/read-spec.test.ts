import { cpSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { detectSandbox } from '../../sandbox/detect-sandbox.js';
import { findSpecPackage, readSpec } from './read-spec.js';
import { createSandboxedRun } from './run-sandboxed.js';
import { specToHelp } from './spec-to-help.js';

const SPECS = fileURLToPath(new URL('../../../test/fixtures/fig-specs/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const probeDir = () => {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'read-spec-')));
  dirs.push(dir);
  return dir;
};

describe('readSpec', () => {
  it('takes a spec as data: no generator, getter, toJSON hook or proxy trap of it is ever called', async () => {
    const dir = probeDir();
    const run = createSandboxedRun(
      { env: { ...process.env, SPEC_PROBE_DIR: dir }, cwd: dir, sandbox: undefined },
      { timeoutMs: 10_000, maxBytes: 1024 * 1024 },
    );
    const read = await readSpec('probe', { buildDir: SPECS, version: '0.0.0-test' }, run);
    // Outside any sandbox, so that a call could have written its file: only the top-level code ran.
    expect(readdirSync(dir)).toEqual(['top-level']);
    expect(read?.source).toBe('@withfig/autocomplete 0.0.0-test');
    expect(read?.spec).not.toHaveProperty('hidden');
    expect(read?.spec).not.toHaveProperty('generateSpec');
    const help = specToHelp(read!.spec);
    expect(help.options.map((option) => option.long)).toEqual(['--output', '--format', '--ref']);
    expect(help.options[0]).toMatchObject({ short: '-o', value: '<file>', path: true });
    expect(help.options[1]).toMatchObject({ inline: true, choices: ['json', 'yaml'] });
    expect(help.options[2]).not.toHaveProperty('choices');
  });

  it('runs the spec module inside the OS sandbox, where its top-level code can write nothing', async (context) => {
    const found = await detectSandbox(process.env);
    if (!found.ok) return context.skip();
    const dir = probeDir();
    const run = createSandboxedRun(
      { env: { ...process.env, SPEC_PROBE_DIR: dir }, cwd: dir, sandbox: found.sandbox },
      { timeoutMs: 10_000, maxBytes: 1024 * 1024 },
    );
    // The module's top-level write fails, so it does not load: no spec, nothing written, and a warning that says so.
    const warnings: string[] = [];
    expect(await readSpec('probe', { buildDir: SPECS, version: '0.0.0-test' }, run, (message) => warnings.push(message))).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(/^the spec of `probe` in @withfig\/autocomplete did not load \(exit code 1\): .*(read-only|EROFS|EACCES)/),
    ]);
    expect(existsSync(join(dir, 'top-level'))).toBe(false);
  });

  it('reads a spec package that lies where the sandbox hides (a clone or a Node under /tmp)', async (context) => {
    const found = await detectSandbox(process.env);
    if (!found.ok) return context.skip();
    const hidden = realpathSync(mkdtempSync(join('/tmp', 'read-spec-hidden-')));
    dirs.push(hidden);
    cpSync(join(SPECS, 'probe.js'), join(hidden, 'probe.js'));
    const env = { ...process.env };
    delete env.SPEC_PROBE_DIR;
    const run = createSandboxedRun({ env, cwd: ROOT, sandbox: found.sandbox }, { timeoutMs: 10_000, maxBytes: 1024 * 1024 });
    const warnings: string[] = [];
    const read = await readSpec('probe', { buildDir: hidden, version: '0.0.0-test' }, run, (message) => warnings.push(message));
    expect({ warnings, options: read && specToHelp(read.spec).options.map((option) => option.long) }).toEqual({
      warnings: [],
      options: ['--output', '--format', '--ref'],
    });
  });

  it('has no spec for a name that is not a spec module, or not a plain name', async () => {
    const run = createSandboxedRun({ env: process.env, cwd: tmpdir(), sandbox: undefined }, { timeoutMs: 10_000, maxBytes: 1024 });
    for (const name of ['no-such-spec', '../fig-specs/probe', '']) expect(await readSpec(name, { buildDir: SPECS, version: '0' }, run)).toBeUndefined();
  });

  it('finds the installed package beside mcp-wrap, with its version', () => {
    expect(findSpecPackage(tmpdir(), ROOT)).toMatchObject({ version: '2.692.3', buildDir: expect.stringMatching(/@withfig\/autocomplete\/build$/) });
    expect(findSpecPackage(tmpdir(), tmpdir())).toBeUndefined();
  });
});
