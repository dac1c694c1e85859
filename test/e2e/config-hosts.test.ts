// What `config` writes and prints is what each host accepts: its PATH without npm's own folders,
// a server name of the characters every host takes, a token left for the host to expand, and a
// host file edited without losing its comments or choking on a null section.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from '../support/mcp-client.js';
import { runCli } from '../support/run-cli.js';
import { useWorkDir } from '../support/work-dir.js';

const work = useWorkDir('e2e-config-hosts');
const home = () => join(work.dir, 'home');
const env = () => ({ HOME: home(), XDG_CONFIG_HOME: join(home(), '.config'), PATH: '/usr/local/bin:/usr/bin:/bin' });

describe('config: the PATH', () => {
  it('run through npx, the entry carries no folder of npm or of a node_modules', () => {
    // `npx -c` runs the command line with the PATH npx gives every program it starts.
    const run = spawnSync('npx', ['-c', `"${process.execPath}" "${BIN}" config git --client cursor --cwd "${work.dir}"`], {
      cwd: work.dir,
      env: { ...process.env, ...env(), PATH: process.env.PATH! },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const path: string = JSON.parse(run.stdout).mcpServers.git.env.PATH;
    expect(path.split(':')).not.toContainEqual(expect.stringContaining('node_modules'));
    expect(path.split(':')).toContain('/usr/bin');
  });
});

describe('config: the server name', () => {
  it('is derived from the wrappers in characters every host accepts, and said', async () => {
    const run = await runCli(['config', 'git', 'jq', '--client', 'claude-code'], { env: env() });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(' -- git-jq ');
    expect(run.stderr).toContain('mcp-wrap: server name "git-jq", from the wrappers\' names (--name sets another)');
    expect(JSON.parse((await runCli(['config', 'git', 'jq'], { env: env() })).stdout).mcpServers).toHaveProperty(['git-jq']);
  });

  it('--name of another character is a usage error that offers one that works', async () => {
    const run = await runCli(['config', 'git', '--name', 'git+jq'], { env: env() });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toContain('--name git+jq: a server name may hold only letters, digits, - and _');
    expect(run.stderr).toContain('try --name git-jq');
  });

  it("warns of the tools Cursor would leave out for the server name's length", async () => {
    const run = await runCli(['config', 'git', '--client', 'cursor', '--name', 'a-rather-long-name-for-the-git-repository'], { env: env() });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /mcp-wrap warning: Cursor leaves out tools whose name and the server name "a-rather-long-name-for-the-git-repository" reach 60 characters together: git_file_at_revision; choose a shorter --name/,
    );
    expect((await runCli(['config', 'git', '--client', 'cursor'], { env: env() })).stderr).not.toContain('Cursor leaves out');
  });
});

describe('config: the token', () => {
  it('the printed claude mcp add line puts ${MCP_TOKEN} into the host, not its value', async () => {
    const printed = await runCli(['config', 'git', '--client', 'claude-code', '--url', 'https://mcp.example.com/mcp', '--token-env', 'MCP_TOKEN'], {
      env: env(),
    });
    expect(printed.code, printed.stderr).toBe(0);
    // A stand-in `claude` that prints the arguments the shell gave it, one per line.
    const bin = join(work.dir, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'claude'), '#!/bin/sh\nprintf "%s\\n" "$@"\n');
    chmodSync(join(bin, 'claude'), 0o755);
    const ran = spawnSync('sh', ['-c', printed.stdout], { env: { PATH: `${bin}:/usr/bin:/bin`, MCP_TOKEN: 'secret-value' }, encoding: 'utf8' });
    expect(ran.stdout.split('\n')).toContain('Authorization: Bearer ${MCP_TOKEN}');
    expect(ran.stdout).not.toContain('secret-value');
  });
});

describe('config --install: the host file', () => {
  it('a null servers section is replaced by one holding the entry', async () => {
    const file = join(home(), '.cursor', 'mcp.json');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '{"mcpServers": null, "other": 1}\n');
    const run = await runCli(['config', 'git', '--install', '--client', 'cursor', '--cwd', work.dir], { env: env() });
    expect(run.code, run.stderr).toBe(0);
    const after = JSON.parse(readFileSync(file, 'utf8'));
    expect(Object.keys(after.mcpServers)).toEqual(['git']);
    expect(after.other).toBe(1);
  });

  it("a comment in a VS Code file stays on its entry's line", async () => {
    const file = join(home(), '.config', 'Code', 'User', 'mcp.json');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '{\n  "servers": {\n    "other": { "command": "x" } // keep me with other\n  }\n}\n');
    const run = await runCli(['config', 'git', '--install', '--client', 'vscode', '--cwd', work.dir], { env: env() });
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^\{\n {2}"servers": \{\n {4}"other": \{ "command": "x" \}, \/\/ keep me with other\n {4}"git": \{\n/);
  });
});

describe('did you mean', () => {
  it.each([
    [['call', 'git', 'git_lgo'], 'has no tool `git_lgo` (did you mean `git_log`? tools: '],
    [['list', 'gti'], 'no bundled wrapper named "gti" (did you mean `git`? bundled: '],
    [['list', 'git', '--tools', 'git_lgo'], '--tools: no tool named "git_lgo" (did you mean `git_log`? tools: '],
  ])('%j', async (args, message) => {
    const run = await runCli(args, { env: env() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});
