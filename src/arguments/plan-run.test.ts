import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toolFrom } from '../../test/support/definitions.js';
import { planRun, type RunContext } from './plan-run.js';
import { DEFAULT_SANDBOX } from '../definition/types.js';

const top = realpathSync(mkdtempSync(join(tmpdir(), 'plan-run-')));
const root = join(top, 'root');
const outside = join(top, 'outside');
mkdirSync(join(root, 'sub'), { recursive: true });
mkdirSync(outside);
writeFileSync(join(root, 'inside.txt'), '');
writeFileSync(join(outside, 'secret.txt'), '');
symlinkSync(outside, join(root, 'escape'));
symlinkSync(join(root, 'sub'), join(root, 'alias'));
afterAll(() => rmSync(top, { recursive: true, force: true }));

const context: RunContext = { baseDir: root, allowedRoots: [root], createRunDir: async () => join(top, 'run-1') };

const catTool = toolFrom('command: [cat]\narguments:\n  files: { type: array, positional: true, endOfOptions: true, path: true }');

describe('planRun: path arguments', () => {
  it.each([
    ['a file inside', ['inside.txt']],
    ['a file that does not exist yet', ['new/deeper/file.txt']],
    ['an absolute path inside', [join(root, 'sub')]],
    ['a symlink that stays inside', ['alias/x']],
    ['the root itself', ['.']],
  ])('accepts %s', async (_name, files) => {
    const planned = await planRun(catTool, { files }, context);
    expect(planned).toMatchObject({ ok: true, plan: { args: ['--', ...files] } });
  });

  it.each([
    ['a parent path', '../outside/secret.txt'],
    ['an absolute path outside', '/etc/passwd'],
    ['a symlink that points outside', 'escape/secret.txt'],
    ['a missing file under a symlink that points outside', 'escape/new.txt'],
  ])('rejects %s', async (_name, file) => {
    const planned = await planRun(catTool, { files: [file] }, context);
    expect(planned.ok).toBe(false);
    expect(!planned.ok && planned.problems[0]).toMatch(new RegExp(`^argument \`files\`: path .* is outside the allowed root ${root}$`));
  });

  it("resolves relative paths against the tool's cwd", async () => {
    const tool = toolFrom('command: [cat]\ncwd: sub\narguments:\n  file: { type: string, positional: true, path: true }');
    expect((await planRun(tool, { file: '../inside.txt' }, context)).ok).toBe(true);
    expect((await planRun(tool, { file: '../../outside/secret.txt' }, context)).ok).toBe(false);
  });

  it('accepts any of several roots', async () => {
    const planned = await planRun(catTool, { files: [join(outside, 'secret.txt')] }, { ...context, allowedRoots: [root, outside] });
    expect(planned.ok).toBe(true);
  });
});

describe('planRun: settings', () => {
  it('resolves cwd against the base directory', async () => {
    const planned = await planRun(toolFrom('command: [ls]\ncwd: sub'), {}, context);
    expect(planned).toMatchObject({ ok: true, plan: { program: 'ls', cwd: join(root, 'sub') } });
  });

  it('confines a cwd built from arguments', async () => {
    const tool = toolFrom('command: [ls]\ncwd: "{dir}"\narguments:\n  dir: { type: string }');
    expect((await planRun(tool, { dir: 'sub' }, context)).ok).toBe(true);
    expect(await planRun(tool, { dir: '/etc' }, context)).toMatchObject({ ok: false, problems: [expect.stringContaining('working directory /etc')] });
  });

  it('renders a templated timeout, falling back to the default when absent', async () => {
    const tool = toolFrom('command: [sleep, "1"]\ntimeout: "{secs}s"\narguments:\n  secs: { type: integer }');
    expect(await planRun(tool, { secs: 3 }, context)).toMatchObject({ plan: { timeoutMs: 3000 } });
    expect(await planRun(tool, {}, context)).toMatchObject({ plan: { timeoutMs: 60_000 } });
  });

  it('creates the run directory only for tools that use it', async () => {
    let created = 0;
    const counting = { ...context, createRunDir: async () => `${top}/run-${++created}` };
    await planRun(toolFrom('command: [ls]'), {}, counting);
    expect(created).toBe(0);
    expect(await planRun(toolFrom('command: [ls, "{run_dir}"]'), {}, counting)).toMatchObject({ plan: { args: [`${top}/run-1`] } });
  });

  it('carries every setting the executor needs', async () => {
    const tool = toolFrom(
      'command: [prog]\nstdin: text\nsuccessCodes: [0, 1]\nkillGrace: 500ms\nmaxOutput: 1KiB\ninheritEnv: [HOME]\nenv: { A: b }\nsandbox: { network: true, hide: [secrets] }\nlimits: { fileSize: 1MiB, tmp: unlimited, processes: 64, cpu: 0.5 }',
    );
    expect(await planRun(tool, {}, context)).toEqual({
      ok: true,
      values: {},
      builtins: {},
      plan: {
        program: 'prog',
        args: [],
        cwd: root,
        env: { A: 'b' },
        inheritEnv: ['HOME'],
        stdin: 'text',
        timeoutMs: 60_000,
        killGraceMs: 500,
        maxOutputBytes: 1024,
        successCodes: [0, 1],
        sandbox: { settings: { ...DEFAULT_SANDBOX, network: true, hide: ['secrets'] }, roots: [root], baseDir: root, commandPaths: [] },
        limits: { memoryBytes: 4 * 1024 ** 3, processes: 64, cpuCores: 0.5, fileSizeBytes: 1024 * 1024 },
      },
    });
  });

  it("gives the sandbox the command's absolute fixed paths, not those built from arguments", async () => {
    const planned = await planRun(
      toolFrom('command: [node, /opt/tool.mjs, "/x/{a}", "{a}"]\narguments:\n  a: { type: string, required: true }'),
      { a: 'y' },
      context,
    );
    expect(planned.ok && planned.plan.sandbox.commandPaths).toEqual(['/opt/tool.mjs']);
  });

  it("gives the sandbox the call's {run_dir}", async () => {
    const planned = await planRun(toolFrom('command: [prog, "{run_dir}/out"]'), {}, context);
    expect(planned.ok && planned.plan.sandbox.runDir).toBe(planned.ok && planned.builtins.run_dir);
  });
});

describe('planRun: when it waits', () => {
  it('plans a tool that touches no file at once (no promise, no turn of the event loop)', () => {
    const planned = planRun(toolFrom('command: [echo, "{text}"]\ncwd: sub\narguments:\n  text: { type: string }'), { text: 'hi' }, context);
    expect(planned).not.toBeInstanceOf(Promise);
    expect(planned).toMatchObject({ ok: true, plan: { program: 'echo', args: ['hi'], cwd: join(root, 'sub') } });
  });

  it.each([
    ['a path argument', catTool, { files: ['inside.txt'] }],
    ['a cwd built from arguments', toolFrom('command: [ls]\ncwd: "{dir}"\narguments:\n  dir: { type: string }'), { dir: 'sub' }],
    ['a run dir', toolFrom('command: [ls, "{run_dir}"]'), {}],
  ])('plans a tool with %s after looking at the file system', async (_name, tool, input) => {
    const planned = planRun(tool, input, context);
    expect(planned).toBeInstanceOf(Promise);
    expect(await planned).toMatchObject({ ok: true });
  });
});
