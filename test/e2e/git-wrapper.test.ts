import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { connect, textOf } from '../support/mcp-client.js';
import { describeWith } from '../support/programs.js';

// A real repository: two commits on main, a feature branch, one modified and one untracked file.
let repo: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
const gitEnv = { GIT_AUTHOR_NAME: 'Ada', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'ada@example.com' };

beforeEach(() => {
  repo = realpathSync(mkdtempSync(join(tmpdir(), 'git-wrapper-')));
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Ada');
  git('config', 'user.email', 'ada@example.com');
  git('config', 'color.ui', 'always');
  writeFileSync(join(repo, 'README.md'), 'hello\nworld\n');
  git('add', 'README.md');
  git('commit', '--quiet', '-m', 'First commit');
  writeFileSync(join(repo, 'app.js'), 'console.log("needle");\n');
  git('add', 'app.js');
  git('commit', '--quiet', '-m', 'Add the app');
  git('branch', 'feature/x');
  writeFileSync(join(repo, 'README.md'), 'hello\nthere\n');
  writeFileSync(join(repo, 'notes.txt'), 'untracked\n');
  return () => rmSync(repo, { recursive: true, force: true });
});

const start = () => connect(['git', '--cwd', repo], { env: gitEnv });
const call = async (name: string, args: Record<string, unknown> = {}) => {
  const { client } = await start();
  return client.callTool({ name, arguments: args });
};

describeWith(['git'], 'bundled git wrapper', () => {
  it('is found by its bare name and lists its tools with annotations', async () => {
    const { client } = await start();
    const { tools } = await client.listTools();
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining([
        'git_status',
        'git_log',
        'git_diff',
        'git_show',
        'git_blame',
        'git_branch_list',
        'git_ls_files',
        'git_grep',
        'git_add',
        'git_commit',
        'git_switch',
        'git_restore',
      ]),
    );
    for (const name of ['git_status', 'git_log', 'git_diff', 'git_show', 'git_blame', 'git_branch_list', 'git_ls_files', 'git_grep', 'git_file_at_revision']) {
      expect(byName[name]!.annotations).toMatchObject({ readOnlyHint: true });
    }
    expect(byName.git_restore!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName.git_commit!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    for (const tool of tools) expect(tool.description!.length).toBeGreaterThan(80);
  });

  it('git_status shows branch, modified and untracked files', async () => {
    expect(textOf(await call('git_status'))).toBe('## main\n M README.md\n?? notes.txt\n');
  });

  it('git_log lists commits newest first, without colour', async () => {
    const text = textOf(await call('git_log', { max_count: 5 }));
    expect(text).toMatch(/^[0-9a-f]{7,} \d{4}-\d\d-\d\d Ada Add the app\n[0-9a-f]{7,} \d{4}-\d\d-\d\d Ada First commit\n$/);
  });

  it('git_log filters by path', async () => {
    expect(textOf(await call('git_log', { paths: ['app.js'] }))).toMatch(/Add the app\n$/);
  });

  it('git_diff shows unstaged changes, and the stat', async () => {
    expect(textOf(await call('git_diff'))).toContain('-world\n+there');
    expect(textOf(await call('git_diff', { stat: true }))).toMatch(/README\.md \| 2 \+-/);
  });

  it('git_show shows a commit', async () => {
    const text = textOf(await call('git_show', { rev: 'HEAD~1' }));
    expect(text).toContain('First commit');
    expect(text).toContain('+hello');
  });

  it('git_file_at_revision prints a file as committed', async () => {
    expect(textOf(await call('git_file_at_revision', { path: 'README.md' }))).toBe('hello\nworld\n');
  });

  it('git_blame attributes each line', async () => {
    expect(textOf(await call('git_blame', { file: 'app.js' }))).toMatch(/^[0-9a-f^]{7,} \(Ada \d{4}-\d\d-\d\d 1\) console\.log\("needle"\);\n$/);
  });

  it('git_branch_list marks the current branch', async () => {
    const text = textOf(await call('git_branch_list'));
    expect(text).toMatch(/^ {2}feature\/x /m);
    expect(text).toMatch(/^\* main /m);
  });

  it('git_ls_files lists tracked files, and untracked ones with others', async () => {
    expect(textOf(await call('git_ls_files'))).toBe('README.md\napp.js\n');
    expect(textOf(await call('git_ls_files', { others: true }))).toBe('notes.txt\n');
  });

  it('git_grep finds matches, and no match is not an error', async () => {
    expect(textOf(await call('git_grep', { pattern: 'needle' }))).toBe('app.js:1:console.log("needle");\n');
    const none = await call('git_grep', { pattern: 'absent-everywhere' });
    expect(none).toMatchObject({ isError: false, _meta: { exitCode: 1 } });
  });

  it('git_grep takes a pattern that starts with "-" safely', async () => {
    expect((await call('git_grep', { pattern: '--output=x' })).isError).toBe(false);
  });

  it('git_add, then git_commit records the change', async () => {
    const { client } = await start();
    expect((await client.callTool({ name: 'git_add', arguments: { paths: ['README.md'] } })).isError).toBe(false);
    const committed = await client.callTool({ name: 'git_commit', arguments: { message: 'Say there' } });
    expect(textOf(committed)).toMatch(/\[main [0-9a-f]{7,}\] Say there/);
    expect(git('log', '-1', '--format=%s')).toBe('Say there\n');
  });

  it('git_switch changes branch, and creates one', async () => {
    const { client } = await start();
    expect((await client.callTool({ name: 'git_switch', arguments: { branch: 'feature/x' } })).isError).toBe(false);
    expect(git('branch', '--show-current')).toBe('feature/x\n');
    expect((await client.callTool({ name: 'git_switch', arguments: { branch: 'topic', create: true } })).isError).toBe(false);
    expect(git('branch', '--show-current')).toBe('topic\n');
  });

  it('git_restore asks for confirmation, then discards changes to a file', async () => {
    const asked: string[] = [];
    const { client } = await connect(['git', '--cwd', repo], {
      env: gitEnv,
      capabilities: { elicitation: {} },
      setup: (client) =>
        client.setRequestHandler(ElicitRequestSchema, (request) => {
          asked.push(request.params.message);
          return { action: 'accept', content: { confirm: true } };
        }),
    });
    expect((await client.callTool({ name: 'git_restore', arguments: { paths: ['README.md'] } })).isError).toBe(false);
    expect(asked).toEqual(['Discard the uncommitted changes to README.md? They cannot be recovered.']);
    expect(readFileSync(join(repo, 'README.md'), 'utf8')).toBe('hello\nworld\n');
  });

  it('git_restore does nothing when the user declines, or the client cannot ask', async () => {
    const { client } = await connect(['git', '--cwd', repo], {
      env: gitEnv,
      capabilities: { elicitation: {} },
      setup: (client) => client.setRequestHandler(ElicitRequestSchema, () => ({ action: 'decline' })),
    });
    expect(textOf(await client.callTool({ name: 'git_restore', arguments: { paths: ['README.md'] } }))).toBe('git_restore was not run: the user declined');
    expect((await call('git_restore', { paths: ['README.md'] })).isError).toBe(true);
    expect(readFileSync(join(repo, 'README.md'), 'utf8')).toBe('hello\nthere\n');
  });

  it("a git failure is an isError result with git's message", async () => {
    const result = await call('git_show', { rev: 'no-such-rev' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^git exited with code 128:\s+fatal: ambiguous argument 'no-such-rev'/);
  });

  it('serves status, diffs and the log as resources', async () => {
    const { client } = await start();
    const uris = (await client.listResources()).resources.map((resource) => resource.uri);
    expect(uris).toEqual(['git://status', 'git://diff', 'git://diff/staged', 'git://log']);
    expect(await client.readResource({ uri: 'git://status' })).toMatchObject({ contents: [{ text: '## main\n M README.md\n?? notes.txt\n' }] });
    expect(await client.readResource({ uri: 'git://diff' })).toMatchObject({
      contents: [{ mimeType: 'text/x-diff', text: expect.stringContaining('+there') }],
    });
    expect(await client.readResource({ uri: 'git://log' })).toMatchObject({ contents: [{ text: expect.stringMatching(/Add the app\n.*First commit\n$/) }] });
  });

  it('reads a commit through the git://show/{rev} template, branch names with "/" encoded', async () => {
    const { client } = await start();
    expect((await client.listResourceTemplates()).resourceTemplates.map((template) => template.uriTemplate)).toEqual(['git://show/{rev}']);
    expect(await client.readResource({ uri: 'git://show/HEAD~1' })).toMatchObject({ contents: [{ text: expect.stringContaining('First commit') }] });
    expect(await client.readResource({ uri: 'git://show/feature%2Fx' })).toMatchObject({ contents: [{ text: expect.stringContaining('Add the app') }] });
    const error = await client.readResource({ uri: 'git://show/nope' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: -32603, message: expect.stringContaining('git exited with code 128') });
  });

  it('completes git://show/{rev} with branches and tags', async () => {
    git('tag', 'v1.0');
    const { client } = await start();
    const complete = (value: string) => client.complete({ ref: { type: 'ref/resource', uri: 'git://show/{rev}' }, argument: { name: 'rev', value } });
    expect((await complete('')).completion.values).toEqual(['feature/x', 'main', 'v1.0']);
    expect((await complete('f')).completion.values).toEqual(['feature/x']);
  });

  it('prompts embed the status and diffs', async () => {
    git('add', 'README.md');
    const { client } = await start();
    expect((await client.listPrompts()).prompts.map((prompt) => prompt.name)).toEqual(['review_changes', 'write_commit_message']);
    const review = await client.getPrompt({ name: 'review_changes', arguments: { focus: 'tests' } });
    expect(review.messages[0]!.content).toMatchObject({ type: 'text', text: expect.stringContaining('Focus: tests') });
    expect(review.messages.slice(1).map((message) => (message.content as { resource: { uri: string } }).resource.uri)).toEqual([
      'git://status',
      'git://diff/staged',
      'git://diff',
    ]);
    const commit = await client.getPrompt({ name: 'write_commit_message' });
    expect((commit.messages[1]!.content as { resource: { text: string } }).resource.text).toContain('+there');
  });

  it('refuses paths outside the repository', async () => {
    const result = await call('git_log', { paths: ['../..'] });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('is outside the allowed root');
  });
});

describeWith(['git'], "a repository's own configuration cannot make a read run code", () => {
  it('fsmonitor, pager, external diff, textconv and hooks named in .git/config never run', async () => {
    const marker = join(repo, 'ran.log');
    const script = join(repo, 'evil.sh');
    writeFileSync(script, `#!/bin/sh\necho "$0 $*" >> ${marker}\n`, { mode: 0o755 });
    execFileSync('mkdir', ['-p', join(repo, 'hooks')]);
    for (const hook of ['post-index-change', 'post-checkout', 'reference-transaction'])
      writeFileSync(join(repo, 'hooks', hook), `#!/bin/sh\n${script} ${hook}\n`, { mode: 0o755 });
    git('config', 'core.fsmonitor', script);
    git('config', 'core.pager', script);
    git('config', 'diff.external', script);
    git('config', 'core.hooksPath', join(repo, 'hooks'));
    git('config', 'diff.evil.textconv', script);
    writeFileSync(join(repo, '.gitattributes'), '*.md diff=evil\n*.js diff=evil\n');
    for (const [tool, args] of [
      ['git_status', {}],
      ['git_diff', {}],
      ['git_show', { rev: 'HEAD' }],
      ['git_log', {}],
      ['git_blame', { file: 'README.md' }],
      ['git_grep', { pattern: 'needle' }],
      ['git_file_at_revision', { rev: 'HEAD', path: 'app.js' }],
    ] as const) {
      const result = await call(tool, args);
      expect(result.isError, `${tool}: ${textOf(result)}`).toBe(false);
    }
    expect(existsSync(marker) ? readFileSync(marker, 'utf8') : '').toBe('');
  });
});
