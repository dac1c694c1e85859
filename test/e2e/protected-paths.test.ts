// What a run writes inside its writable roots must not run later, no credential store is readable
// with the root at the home folder, a file named in the command stays writable, and the server
// never reads a run's output file through a link. Proved with the real bin/mcp-wrap and
// bubblewrap (--sandbox required), and the after-run check without the sandbox.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURES } from '../support/fixtures.js';
import { connect, textOf } from '../support/mcp-client.js';
import { describeWithSandbox } from '../support/programs.js';
import { useWorkDir } from '../support/work-dir.js';

const WRAPPER = `${FIXTURES}wrappers/protected.yaml`;
const work = useWorkDir('e2e-protected');

/** The root is a fake home folder holding a git repository's files, as `--cwd` and HOME. */
let root: string;
beforeEach(() => {
  root = join(work.dir, 'home');
  mkdirSync(root);
  execFileSync('git', ['init', '-q', root]);
  writeFileSync(join(root, 'tracked.txt'), 'tracked\n');
  execFileSync('git', ['-C', root, 'add', 'tracked.txt']);
  execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'init']);
  // The server keeps its own cache in HOME/.cache: not the run's doing.
  writeFileSync(join(root, '.git/info/exclude'), '.cache/\n');
});

const start = (sandbox: 'required' | 'off' = 'required', env: Record<string, string> = {}) =>
  connect([WRAPPER, '--cwd', root, '--sandbox', sandbox], { env: { HOME: root, NAMED_FILE: join(root, 'named.txt'), ...env } });

const call = async (client: Awaited<ReturnType<typeof start>>['client'], name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;

/** Entries next to `path` that a blocked write was moved aside to. */
const movedAside = (path: string) =>
  existsSync(dirname(path)) ? readdirSync(dirname(path)).filter((name) => name.startsWith(`${basename(path)}.mcp-wrap-blocked-`)) : [];

const hostStatus = () => execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=all'], { encoding: 'utf8' });

/** Protected paths, relative to the root (the fake home and a repository at once). */
const PROTECTED = [
  '.git/hooks/pre-commit',
  '.git/config',
  '.gitmodules',
  '.bashrc',
  '.profile',
  '.zshenv',
  '.config/fish/config.fish',
  '.vscode/settings.json',
  '.claude/settings.json',
  '.mcp.json',
  '.envrc',
  '.config/systemd/user/x.service',
  '.config/autostart/x.desktop',
  '.gitconfig',
  'sub/project/.envrc',
  'sub/project/.git/hooks/post-checkout',
  '.bash_aliases',
  '.bashrc.d/x.sh',
  '.local/share/applications/x.desktop',
  '.hg/hgrc',
  '.cargo/config.toml',
  'sub/crate/.cargo/config',
];

await describeWithSandbox('protected paths inside a writable root (bubblewrap)', () => {
  it.each(PROTECTED)('%s, when it exists: the write is refused and the file is unchanged', async (relative) => {
    const path = join(root, relative);
    mkdirSync(dirname(path), { recursive: true });
    if (relative.endsWith('.git/hooks/post-checkout')) execFileSync('git', ['init', '-q', join(root, 'sub/project')]);
    const before = relative.endsWith('.git/config') ? readFileSync(path, 'utf8') : 'ORIGINAL\n';
    writeFileSync(path, before);
    const { client } = await start();
    const result = await call(client, 'write', { file: path, text: '[core]\n\tfsmonitor = evil\n' });
    expect(result.isError, textOf(result)).toBe(true);
    expect(textOf(result)).toMatch(/read-only file system/i);
    expect(readFileSync(path, 'utf8')).toBe(before);
  });

  it.each(PROTECTED)('%s, when it is missing: what the run created there is moved aside, and the result says so', async (relative) => {
    const path = join(root, relative);
    if (relative.startsWith('.git/hooks')) rmSync(join(root, '.git/hooks'), { recursive: true });
    if (relative === '.git/config') renameSync(path, join(root, 'config.saved'));
    if (relative.endsWith('.git/hooks/post-checkout')) {
      execFileSync('git', ['init', '-q', join(root, 'sub/project')]);
      rmSync(join(root, 'sub/project/.git/hooks'), { recursive: true });
    }
    const { client } = await start();
    const result = await call(client, 'write', { file: path, text: 'evil\n' });
    expect(textOf(result)).toMatch(/protected path/);
    expect(textOf(result)).toMatch(/mcp-wrap-blocked-/);
    expect(existsSync(path)).toBe(false);
    const prefixes = relative.split('/').map((_, index, parts) => join(root, ...parts.slice(0, index + 1)));
    expect(prefixes.flatMap(movedAside)).toHaveLength(1);
  });

  it('~/.ssh, when it does not exist yet: what the run creates there (authorized_keys) is moved aside', async () => {
    const { client } = await start();
    const result = await call(client, 'write', { file: join(root, '.ssh/authorized_keys'), text: 'ssh-ed25519 AAAA evil\n' });
    expect(textOf(result)).toMatch(/protected path[\s\S]*\.ssh/);
    expect(existsSync(join(root, '.ssh'))).toBe(false);
    expect(movedAside(join(root, '.ssh'))).toHaveLength(1);
  });

  it('an ordinary file in the root stays writable, and git status (inside the run and outside) shows no planted placeholder', async () => {
    const { client } = await start();
    expect(await call(client, 'write', { file: join(root, 'ok.txt'), text: 'fine\n' })).toMatchObject({ isError: false });
    expect(readFileSync(join(root, 'ok.txt'), 'utf8')).toBe('fine\n');
    const inside = await call(client, 'git_status');
    expect(inside.isError, textOf(inside)).toBe(false);
    expect(textOf(inside)).toBe('?? ok.txt\n');
    expect(hostStatus()).toBe('?? ok.txt\n');
  });

  it('unprotect gives a tool the paths it names (.envrc, .git/hooks), existing or missing; protect adds one', async () => {
    const { client } = await start();
    writeFileSync(join(root, '.envrc'), 'old\n');
    expect(await call(client, 'write_unprotected', { file: join(root, '.envrc'), text: 'new\n' })).toMatchObject({ isError: false });
    expect(readFileSync(join(root, '.envrc'), 'utf8')).toBe('new\n');
    expect(await call(client, 'write_unprotected', { file: join(root, '.git/hooks/pre-commit'), text: 'hook\n' })).toMatchObject({ isError: false });
    expect(readFileSync(join(root, '.git/hooks/pre-commit'), 'utf8')).toBe('hook\n');
    rmSync(join(root, '.envrc'));
    const created = await call(client, 'write_unprotected', { file: join(root, '.envrc'), text: 'created\n' });
    expect(textOf(created)).not.toMatch(/protected path/);
    expect(readFileSync(join(root, '.envrc'), 'utf8')).toBe('created\n');
    // Still protected for this tool: what it did not name.
    expect(await call(client, 'write_unprotected', { file: join(root, '.bashrc'), text: 'x\n' })).toMatchObject({ isError: false });
    expect(existsSync(join(root, '.bashrc'))).toBe(false);

    writeFileSync(join(root, 'generated.lock'), 'lock\n');
    expect(await call(client, 'write_protected_extra', { file: join(root, 'generated.lock'), text: 'changed\n' })).toMatchObject({ isError: true });
    expect(readFileSync(join(root, 'generated.lock'), 'utf8')).toBe('lock\n');
  });

  it('a file the definition names in its command, inside the root, stays writable call after call', async () => {
    const { client } = await start();
    for (const attempt of [1, 2]) expect(await call(client, 'touch_named'), `call ${attempt}`).toMatchObject({ isError: false });
    expect(existsSync(join(root, 'named.txt'))).toBe(true);
  });

  /** Fake credential stores in the fake home (the root), each a file holding SECRET. */
  const STORES = [
    '.claude/.credentials.json',
    '.codex/auth.json',
    '.config/github-copilot/hosts.json',
    '.config/glab-cli/config.yml',
    '.config/containers/auth.json',
    '.terraform.d/credentials.tfrc.json',
    '.pulumi/credentials.json',
    '.config/sops/age/keys.txt',
    '.minikube/profiles/minikube/client.key',
    '.bash_history',
    '.zsh_history',
    '.local/share/fish/fish_history',
    '.python_history',
    '.node_repl_history',
    '.psql_history',
    '.mysql_history',
    '.sqlite_history',
    '.lesshst',
    '.cache/huggingface/token',
    '.config/gh/hosts.yml',
    '.kube/config',
    '.ssh/id_rsa',
  ];

  it.each(STORES)('%s is unreadable with the root at the home folder', async (relative) => {
    const path = join(root, relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, 'SECRET\n');
    const { client } = await start();
    const result = await call(client, 'cat', { file: path });
    expect(result.isError, textOf(result)).toBe(true);
    expect(textOf(result)).not.toMatch(/SECRET/);
  });

  it('a credential store reached through a symlink or through `..` is hidden at its target', async () => {
    mkdirSync(join(root, '.codex'));
    writeFileSync(join(root, '.codex/auth.json'), 'SECRET\n');
    symlinkSync(join(root, '.codex'), join(root, 'codex-link'));
    mkdirSync(join(root, 'deep/er'), { recursive: true });
    const { client } = await start();
    for (const file of [join(root, 'codex-link/auth.json'), `${root}/deep/er/../../.codex/auth.json`]) {
      const result = await call(client, 'cat', { file });
      expect(result.isError, file).toBe(true);
      expect(textOf(result)).not.toMatch(/SECRET/);
    }
  });
});

const SHELL = `${FIXTURES}wrappers/protected-shell.yaml`;
const startShell = (sandbox: 'required' | 'off' = 'required') => connect([SHELL, '--cwd', root, '--sandbox', sandbox], { env: { HOME: root } });
const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
/** The host's next `git status`, which runs core.fsmonitor wherever git reads its config from; PWNED is written by the planted one. */
const pwned = () => {
  try {
    hostStatus();
  } catch {
    // Not a repository any more: nothing ran either.
  }
  return existsSync(join(work.dir, 'PWNED'));
};
const EVIL_CONFIG = () => `[core]\n\trepositoryformatversion = 0\n\tfsmonitor = echo pwned > ${join(work.dir, 'PWNED')} #\n`;
/** The reproduction: .git renamed, copied with a planted config, and a .git file pointing at the copy. */
const REPLACE_GIT = () => `mv .git .git.old; cp -r .git.old .git2; printf '${EVIL_CONFIG()}' > .git2/config; echo 'gitdir: .git2' > .git`;

await describeWithSandbox('the .git folder itself (bubblewrap)', () => {
  it('cannot be renamed and replaced by a .git file pointing at a planted git folder', async () => {
    const { client } = await startShell();
    const result = await call(client, 'sh', { script: REPLACE_GIT() });
    expect(result.isError, textOf(result)).toBe(true);
    expect(textOf(result)).toMatch(/busy/i);
    expect(existsSync(join(root, '.git.old'))).toBe(false);
    expect(git('rev-parse', '--git-dir').trim()).toBe('.git');
    expect(pwned()).toBe(false);
  });

  it("a worktree's .git file cannot be rewritten, renamed or removed", async () => {
    git('worktree', 'add', '-q', 'wt');
    const before = readFileSync(join(root, 'wt/.git'), 'utf8');
    const { client } = await startShell();
    for (const script of [`echo 'gitdir: ${root}/g2' > wt/.git`, 'mv wt/.git wt/g', 'rm wt/.git', `echo '${root}/g2' > .git/worktrees/wt/commondir`]) {
      const result = await call(client, 'sh', { script });
      expect(result.isError, script).toBe(true);
    }
    expect(readFileSync(join(root, 'wt/.git'), 'utf8')).toBe(before);
  });

  it("a commondir planted in .git (which would move git's config elsewhere) is moved aside", async () => {
    const { client } = await startShell();
    const script = `mkdir -p g2/objects g2/refs && cp .git/HEAD g2/ && printf '${EVIL_CONFIG()}' > g2/config && echo "$PWD/g2" > .git/commondir`;
    const result = await call(client, 'sh', { script });
    expect(textOf(result)).toMatch(/protected path[\s\S]*commondir/);
    expect(existsSync(join(root, '.git/commondir'))).toBe(false);
    expect(movedAside(join(root, '.git/commondir'))).toHaveLength(1);
    expect(pwned()).toBe(false);
  });

  it('ordinary git work inside the run still works (add, commit), with the config and hooks read-only', async () => {
    const { client } = await startShell();
    const commit = await call(client, 'sh', {
      script: 'echo hi > new.txt && git add new.txt && git -c user.name=t -c user.email=t@t commit -qm new && git log --oneline | wc -l',
    });
    expect(commit.isError, textOf(commit)).toBe(false);
    expect(textOf(commit).trim()).toBe('2');
    expect(git('log', '--oneline').trim().split('\n')).toHaveLength(2);
    const config = await call(client, 'sh', { script: 'echo x >> .git/config' });
    expect(textOf(config)).toMatch(/read-only file system/i);
  });
});

describe('the .git folder itself (--sandbox off)', () => {
  it('a .git file put in place of the folder is moved aside after the run, so the planted config never runs', async () => {
    const { client } = await startShell('off');
    const result = await call(client, 'sh', { script: REPLACE_GIT() });
    expect(textOf(result)).toMatch(/protected path[\s\S]*\.git/);
    expect(movedAside(join(root, '.git'))).toHaveLength(1);
    expect(pwned()).toBe(false);
  });
});

/** A run that waits, in the root, until the test has done what happens while it runs. */
const WAIT = 'touch started; while [ ! -e go ]; do sleep 0.05; done';
const whileRunning = async (client: Awaited<ReturnType<typeof startShell>>['client'], during: () => Promise<void> | void) => {
  const pending = call(client, 'sh', { script: WAIT });
  await vi.waitFor(() => expect(existsSync(join(root, 'started'))).toBe(true), { timeout: 10_000 });
  await during();
  writeFileSync(join(root, 'go'), '');
  return pending;
};

await describeWithSandbox('the check after a run blames it only for what it could have done (bubblewrap)', () => {
  it('what the host writes inside an existing protected folder, or puts in place of an existing protected file, during a run stays', async () => {
    mkdirSync(join(root, '.claude'));
    writeFileSync(join(root, '.claude/settings.json'), '{}\n');
    writeFileSync(join(root, '.mcp.json'), '{"old": true}\n');
    const { client } = await startShell();
    const result = await whileRunning(client, () => {
      writeFileSync(join(root, '.claude/settings.local.json'), '{"host": true}\n');
      writeFileSync(join(root, '.mcp.json.tmp'), '{"host": true}\n');
      renameSync(join(root, '.mcp.json.tmp'), join(root, '.mcp.json'));
    });
    expect(result.isError, textOf(result)).toBe(false);
    expect(textOf(result)).not.toMatch(/protected path/);
    expect(readFileSync(join(root, '.claude/settings.local.json'), 'utf8')).toBe('{"host": true}\n');
    expect(readFileSync(join(root, '.mcp.json'), 'utf8')).toBe('{"host": true}\n');
    expect(movedAside(join(root, '.mcp.json'))).toEqual([]);
  });

  it("two runs at once in one root: what one run may write (unprotect) is not moved aside by the other's check", async () => {
    const { client } = await startShell();
    const result = await whileRunning(client, async () => {
      const allowed = await call(client, 'sh_unprotected', { script: 'echo fine > .envrc' });
      expect(allowed.isError, textOf(allowed)).toBe(false);
    });
    expect(textOf(result)).not.toMatch(/protected path/);
    expect(readFileSync(join(root, '.envrc'), 'utf8')).toBe('fine\n');
  });
});

describe('the check after a run without the sandbox (--sandbox off)', () => {
  it('what a process the run left behind writes when it is stopped after the answer is moved aside too', async () => {
    const pidFile = join(work.dir, 'daemon.pid');
    const { client } = await startShell('off');
    const result = await call(client, 'plant_on_term', { file: join(root, '.envrc'), pid_file: pidFile });
    expect(result.isError, textOf(result)).toBe(false);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 10_000 });
    await vi.waitFor(() => expect(movedAside(join(root, '.envrc'))).toHaveLength(1), { timeout: 5_000 });
    expect(existsSync(join(root, '.envrc'))).toBe(false);
  });
});

describe('protected paths without the sandbox (--sandbox off)', () => {
  it('what a run creates at a missing protected path is moved aside after the run, and the result says so', async () => {
    const { client } = await start('off');
    const result = await call(client, 'write', { file: join(root, '.envrc'), text: 'evil\n' });
    expect(textOf(result)).toMatch(/protected path[\s\S]*\.envrc/);
    expect(existsSync(join(root, '.envrc'))).toBe(false);
    expect(movedAside(join(root, '.envrc'))).toHaveLength(1);
    expect(await call(client, 'write', { file: join(root, 'ok.txt') })).toMatchObject({ isError: false });
    expect(existsSync(join(root, 'ok.txt'))).toBe(true);
  });
});

describe('the server never reads a run output file through a link', () => {
  const secret = () => {
    const folder = join(work.dir, 'secrets');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'report.txt'), 'PRIVATE KEY\n');
    return folder;
  };

  it.each(['required', 'off'] as const)('an output file swapped for a symlink between two calls is refused by resources/read (--sandbox %s)', async (mode) => {
    const folder = secret();
    const { client } = await start(mode);
    const result = await call(client, 'report', { name: 'report.txt' });
    const link = result.content.find((item) => item.type === 'resource_link');
    expect(link, textOf(result)).toBeDefined();
    const uri = (link as { uri: string }).uri;
    expect(await client.readResource({ uri })).toMatchObject({ contents: [{ text: 'report' }] });
    rmSync(join(root, 'report.txt'));
    symlinkSync(join(folder, 'report.txt'), join(root, 'report.txt'));
    await expect(client.readResource({ uri })).rejects.toThrow(/-32002[\s\S]*changed into a link/);
  });

  it('an output file whose parent folder was swapped for a symlink is refused too', async () => {
    const folder = secret();
    const { client } = await start('off');
    const result = await call(client, 'report', { name: 'out/report.txt' });
    const uri = (result.content.find((item) => item.type === 'resource_link') as { uri: string }).uri;
    renameSync(join(root, 'out'), join(root, 'out.old'));
    symlinkSync(folder, join(root, 'out'));
    await expect(client.readResource({ uri })).rejects.toThrow(/-32002[\s\S]*changed into a link/);
  });
});
