import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ToolListChangedNotificationSchema, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it, vi } from 'vitest';
import { expectAllGone, FIXTURES, readPids } from '../support/fixtures.js';
import { BIN, connect } from '../support/mcp-client.js';
import { runCli } from '../support/run-cli.js';
import { useWorkDir } from '../support/work-dir.js';

const work = useWorkDir('e2e-commands');
const FIXTURE_WRAPPER = `${FIXTURES}wrappers/fixtures.yaml`;
const write = (name: string, text: string) => {
  const path = join(work.dir, name);
  writeFileSync(path, text);
  return path;
};

describe('validate', () => {
  it('says a good wrapper is valid and what it holds, exit 0', async () => {
    const run = await runCli(['validate', 'git']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/wrappers\/git\.yaml: 13 tool\(s\), 5 resource\(s\), 2 prompt\(s\)\n$/);
    expect(run.stderr).toBe('valid: 0 error(s), 0 warning(s) in 1 file(s)\n');
  });

  it('prints every error and warning as file:line:col: code: message, exit 1', async () => {
    const file = write(
      'broken.yaml',
      [
        'name: broken',
        'tools:',
        '  t:',
        '    description: Short.',
        '    command: [no-such-program-xyz, "{nope}"]',
        '    timeout: soon',
        '    arguments:',
        '      file: { type: string, flag: --file, description: "The {fiel} to read." }',
        '',
      ].join('\n'),
    );
    const run = await runCli(['validate', file]);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n').filter(Boolean)).toEqual([
      `${file}:3:3: warning.noAnnotations: tools.t: has no annotations: clients cannot tell whether it only reads or may destroy work (add readOnlyHint, destructiveHint, idempotentHint, openWorldHint)`,
      `${file}:4:5: warning.shortDescription: tools.t.description: is 6 characters: say what the tool does, when to use it and what it returns (at least 40)`,
      `${file}:5:15: warning.missingExecutable: tools.t.command[0]: \`no-such-program-xyz\` is not an executable on PATH here; the tool will fail with "command not found" until it is installed`,
      `${file}:5:36: definition.unknownPlaceholder: tools.t.command[1]: placeholder {nope} names no argument (arguments: file)`,
      `${file}:6:14: definition.invalidDuration: tools.t.timeout: expected a duration such as "500ms", "30s", "2m" or a number of milliseconds, got \`soon\` (string)`,
      `${file}:8:56: warning.placeholderTypo: tools.t.arguments.file.description: \`{fiel}\` is plain text here, and close to the argument \`file\` (did you mean {file}? placeholders work in command, cwd, env, confirm and files only)`,
    ]);
    expect(run.stderr).toBe('invalid: 2 error(s), 4 warning(s) in 1 file(s)\n');
  });

  it('exits 0 with warnings only, and names unset environment variables', async () => {
    const file = write(
      'warn.yaml',
      'name: warn\ntools:\n  t:\n    description: Prints the token it was given, for tests of validate.\n    command: [node, -e, "0", "${UNSET_FOR_TEST}"]\n    annotations: { readOnlyHint: true }\n',
    );
    const run = await runCli(['validate', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${file}:5:30: warning.missingEnv: tools.t.command[3]: environment variable UNSET_FOR_TEST is not set`);
  });

  it('reports a missing file as a usage error', async () => {
    expect((await runCli(['validate', join(work.dir, 'nope.yaml')])).code).toBe(2);
  });
});

describe('list', () => {
  it('shows tools with annotations and typed arguments, resources, templates and prompts', async () => {
    const run = await runCli(['list', 'git']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Tools (13)\n  git_status - Working tree status  [read-only]\n    Show the current branch, how far it is ahead of or behind its upstream, and which files are staged, modified or untracked.\n      untracked  string (one of "no", "normal", "all")\n      paths      string[]\n',
    );
    expect(run.stdout).toContain('      max_count  integer (1..1000; default 20)\n');
    expect(run.stdout).toContain('  git_restore - Discard changes to files  [destructive, idempotent]\n');
    expect(run.stdout).toContain('      paths   string[], required\n');
    expect(run.stdout).toContain('Resource templates (1)\n  git://show/{rev} - A commit\n');
    expect(run.stdout).toContain('Prompts (2)\n  review_changes - Review the uncommitted changes\n      focus: What to pay most attention to');
  });

  it('--json prints exactly what the list calls return', async () => {
    const run = await runCli(['list', FIXTURE_WRAPPER, '--json']);
    const { client } = await connect([FIXTURE_WRAPPER]);
    expect(JSON.parse(run.stdout)).toEqual({
      tools: (await client.listTools()).tools,
      resources: (await client.listResources()).resources,
      resourceTemplates: (await client.listResourceTemplates()).resourceTemplates,
      prompts: [],
    });
  });
});

describe('call', () => {
  it('runs a tool, types name=value pairs by the schema, prints the text and the meta on stderr', async () => {
    const run = await runCli(['call', FIXTURE_WRAPPER, 'echo', 'count=5', 'verbose=true', 'words=a b', 'words=c', 'name=Ann'], {
      env: { RUN_LOG: work.runLog },
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).argv).toEqual(['--name', 'Ann', '-n', '5', '-v', 'a b', 'c']);
    // Where no OS sandbox works, one warning says so first.
    expect(run.stderr).toMatch(/^(mcp-wrap warning: tools run without an OS sandbox: .*\n)?mcp-wrap: exit code 0, \d+ ms\n$/);
  });

  it("takes the arguments as options too, beside call's own (--cwd), and after -- even names call takes", async () => {
    const run = await runCli([
      'call',
      FIXTURE_WRAPPER,
      'echo',
      '--count',
      '5',
      '--verbose',
      '--cwd',
      work.dir,
      '--words',
      'a b',
      '--words',
      'c',
      '--',
      '--name',
      'Ann',
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).argv).toEqual(['--name', 'Ann', '-n', '5', '-v', 'a b', 'c']);
    expect(await runCli(['call', FIXTURE_WRAPPER, 'echo', '--name', 'A', 'name=B'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('`name` given twice'),
    });
  });

  it('takes --json arguments, name=value pairs added', async () => {
    const run = await runCli(['call', FIXTURE_WRAPPER, 'echo', '--json', '{"words": ["x"], "count": 2}', 'name=B']);
    expect(JSON.parse(run.stdout).argv).toEqual(['--name', 'B', '-n', '2', 'x']);
  });

  it('exits 1 on a tool error, with the message', async () => {
    const run = await runCli(['call', FIXTURE_WRAPPER, 'fail']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('node exited with code 3: something went wrong\nOutput before it ended:\npartial output\n');
    expect(run.stderr).toMatch(/exit code 3, \d+ ms \(tool error\)/);
  });

  it('exits 1 when arguments are rejected, naming them, and runs nothing', async () => {
    const run = await runCli(['call', FIXTURE_WRAPPER, 'echo', 'count=many'], { env: { RUN_LOG: work.runLog } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('argument `count` must be integer (type), got `many` (string)');
    expect(existsSync(work.runLog)).toBe(false);
  });

  it.each([
    [['call', FIXTURE_WRAPPER, 'nope'], 'has no tool `nope` (tools: echo, echo_files'],
    [['call', FIXTURE_WRAPPER, 'echo', 'count'], 'expected an argument as name=value or --name value, got `count`'],
    [['call', FIXTURE_WRAPPER, 'echo', '--json', '[1]'], '--json: expected a JSON object of arguments'],
    [['call', FIXTURE_WRAPPER, 'greet', 'who=a', 'who=b'], 'argument `who` given twice; it takes one value (only array arguments repeat)'],
  ])('exits 2 on a usage error: %j', async (args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });

  it('ends quietly when its reader goes away (`| head`): its own exit code, no stack trace, nothing left in TMPDIR', async () => {
    const tmp = join(work.dir, 'tmp');
    mkdirSync(tmp);
    const wrapper = join(work.dir, 'flood.yaml');
    writeFileSync(
      wrapper,
      'name: flood\ntools:\n  flood:\n    description: Writes 3 MB to stdout.\n    command: [node, "${FIXTURES}/big-output.mjs", "3000000"]\n    maxOutput: 8MiB\n',
    );
    const child = spawn(process.execPath, [BIN, 'call', wrapper, 'flood', '--cwd', work.dir, '--sandbox', 'off'], {
      env: { ...process.env, FIXTURES: FIXTURES.replace(/\/$/, ''), TMPDIR: tmp },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(stderr).not.toMatch(/EPIPE|at /);
    expect(code).toBe(0);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('refuses a tool that needs confirmation without a terminal, unless --yes', async () => {
    const wrapper = `${FIXTURES}wrappers/surface.yaml`;
    const refused = await runCli(['call', wrapper, 'delete_thing', 'target=x', '--cwd', work.dir]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain("needs the user's confirmation");
    expect((await runCli(['call', wrapper, 'delete_thing', 'target=x', '--cwd', work.dir, '--yes'])).code).toBe(0);
  });
});

describe('schema', () => {
  it('prints the JSON Schema of the wrapper format', async () => {
    const run = await runCli(['schema']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(readFileSync(new URL('../../schema/wrapper.schema.json', import.meta.url), 'utf8')));
  });
});

describe('config', () => {
  const home = () => join(work.dir, 'home');
  const desktopConfig = () => join(home(), '.config', 'Claude', 'claude_desktop_config.json');
  const env = () => ({ HOME: home(), XDG_CONFIG_HOME: join(home(), '.config'), PATH: '/usr/local/bin:/usr/bin:/bin' });

  it('prints the Claude Desktop entry with absolute paths and PATH', async () => {
    const run = await runCli(['config', 'git', '--cwd', work.dir], { env: env() });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      mcpServers: {
        git: {
          command: process.execPath,
          args: [BIN, expect.stringMatching(/\/wrappers\/git\.yaml$/), '--cwd', work.dir],
          env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
        },
      },
    });
  });

  it("writes a PATH without npx's and node_modules/.bin folders or world-writable ones, and warns when no --cwd or --root is given", async () => {
    const run = await runCli(['config', 'git'], {
      env: { ...env(), PATH: `/x/.npm/_npx/1/node_modules/.bin:${work.dir}/node_modules/.bin:/tmp:/usr/bin:/bin:/usr/bin` },
    });
    expect(JSON.parse(run.stdout).mcpServers.git.env).toEqual({ PATH: '/usr/bin:/bin' });
    expect(run.stderr).toContain('mcp-wrap: no --cwd or --root: the host starts the server in a folder of its choosing');
    expect((await runCli(['config', 'git', '--cwd', work.dir], { env: env() })).stderr).not.toContain('no --cwd or --root');
  });

  it('passes --sandbox on to the server when it is not the default', async () => {
    const required = await runCli(['config', 'git', '--sandbox', 'required'], { env: env() });
    expect(JSON.parse(required.stdout).mcpServers.git.args.slice(-2)).toEqual(['--sandbox', 'required']);
    const byDefault = await runCli(['config', 'git', '--sandbox', 'on'], { env: env() });
    expect(JSON.parse(byDefault.stdout).mcpServers.git.args).not.toContain('--sandbox');
    expect((await runCli(['config', 'git', '--sandbox', 'maybe'], { env: env() })).stderr).toMatch(
      /argument 'maybe' is invalid. Allowed choices are on, off, required/,
    );
  });

  it.each([
    ['cursor', 'mcpServers', {}],
    ['vscode', 'servers', { type: 'stdio' }],
  ])('prints the %s entry', async (client, key, extra) => {
    const run = await runCli(['config', 'git', '--client', client, '--name', 'repo'], { env: env() });
    expect(JSON.parse(run.stdout)[key].repo).toMatchObject({ ...extra, command: process.execPath, env: { PATH: '/usr/local/bin:/usr/bin:/bin' } });
  });

  it('prints the claude mcp add command line for Claude Code', async () => {
    const run = await runCli(['config', 'git', '--client', 'claude-code'], { env: env() });
    expect(run.stdout).toMatch(
      new RegExp(
        `^claude mcp add --scope user --transport stdio --env PATH=/usr/local/bin:/usr/bin:/bin -- git ${process.execPath} ${BIN} \\S+/wrappers/git\\.yaml\\n$`,
      ),
    );
  });

  it("--url: the HTTP form of each host that takes one, the token left in the host's environment", async () => {
    const url = 'https://mcp.example.com/mcp';
    const vscode = await runCli(['config', 'git', '--client', 'vscode', '--url', url, '--token-env', 'MCP_TOKEN'], { env: env() });
    expect(JSON.parse(vscode.stdout)).toEqual({ servers: { git: { type: 'http', url, headers: { Authorization: 'Bearer ${env:MCP_TOKEN}' } } } });
    const cursor = await runCli(['config', 'git', '--client', 'cursor', '--url', url], { env: env() });
    expect(JSON.parse(cursor.stdout)).toEqual({ mcpServers: { git: { url } } });
    const claudeCode = await runCli(['config', 'git', '--client', 'claude-code', '--url', url, '--token-env', 'MCP_TOKEN'], { env: env() });
    expect(claudeCode.stdout).toBe(`claude mcp add --scope user --transport http git ${url} --header 'Authorization: Bearer \${MCP_TOKEN}'\n`);
    expect(await runCli(['config', 'git', '--url', url], { env: env() })).toMatchObject({ code: 2, stderr: expect.stringContaining('Settings > Connectors') });
    expect(await runCli(['config', 'git', '--client', 'cursor', '--url', url, '--token-env', '$(rm -rf ~)'], { env: env() })).toMatchObject({ code: 2 });
    expect(await runCli(['config', 'git', '--client', 'cursor', '--url', 'ftp://x'], { env: env() })).toMatchObject({ code: 2 });
  });

  it('--install merges into the existing file: other entries kept, a backup written first', async () => {
    mkdirSync(join(home(), '.config', 'Claude'), { recursive: true });
    const before = { globalShortcut: 'Ctrl+Space', mcpServers: { other: { command: 'other-server', args: [] } } };
    writeFileSync(desktopConfig(), JSON.stringify(before, null, 2));
    const run = await runCli(['config', 'git', '--install'], { env: env() });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Installed "git" in .*claude_desktop_config\.json \(the old file is at .*\.bak\)/);
    const after = JSON.parse(readFileSync(desktopConfig(), 'utf8'));
    expect(after.globalShortcut).toBe('Ctrl+Space');
    expect(after.mcpServers.other).toEqual(before.mcpServers.other);
    expect(after.mcpServers.git.command).toBe(process.execPath);
    const backups = readdirSync(join(home(), '.config', 'Claude')).filter((file) => file.endsWith('.bak'));
    expect(backups).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(home(), '.config', 'Claude', backups[0]!), 'utf8'))).toEqual(before);
  });

  it('--install creates the file when there is none', async () => {
    const run = await runCli(['config', 'git', '--install', '--client', 'cursor'], { env: env() });
    expect(run.code).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(join(home(), '.cursor', 'mcp.json'), 'utf8')).mcpServers)).toEqual(['git']);
  });

  it('--install replaces a server of the same name only with --force', async () => {
    expect((await runCli(['config', 'git', '--install'], { env: env() })).code).toBe(0);
    const again = await runCli(['config', 'git', '--install', '--cwd', work.dir], { env: env() });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has a server named "git"; add --force to replace it');
    const forced = await runCli(['config', 'git', '--install', '--cwd', work.dir, '--force'], { env: env() });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/^Replaced "git"/);
    expect(JSON.parse(readFileSync(desktopConfig(), 'utf8')).mcpServers.git.args).toContain(work.dir);
  });

  it('--install edits a VS Code mcp.json that has comments and trailing commas, keeping them', async () => {
    const file = join(home(), '.config', 'Code', 'User', 'mcp.json');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '{\n  // my servers\n  "servers": {\n    "other": { "command": "x" }, // keep me\n  },\n}\n');
    const run = await runCli(['config', 'git', '--install', '--client', 'vscode', '--cwd', work.dir], { env: env() });
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('// my servers');
    expect(text).toContain('// keep me');
    expect(text).toMatch(/"git": \{/);
  });

  it('--install refuses a file that is not valid JSON, and changes nothing', async () => {
    mkdirSync(join(home(), '.config', 'Claude'), { recursive: true });
    writeFileSync(desktopConfig(), '{ "mcpServers": { oops');
    const run = await runCli(['config', 'git', '--install'], { env: env() });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/claude_desktop_config\.json:1:\d+: not valid JSON \(\w+\); fix it or move it away\. Nothing was changed\./);
    expect(readFileSync(desktopConfig(), 'utf8')).toBe('{ "mcpServers": { oops');
    expect(readdirSync(join(home(), '.config', 'Claude'))).toEqual(['claude_desktop_config.json']);
  });
});

describe('serve --watch', () => {
  const tool = (name: string) =>
    `  ${name}:\n    description: Prints its argv as JSON, a tool for the watch test.\n    command: [node, "\${FIXTURES}/echo-argv.mjs"]\n`;

  it('sends tools/list_changed after an edit, and keeps the old tools after a broken one', async () => {
    const file = write('watched.yaml', `name: watched\ntools:\n${tool('first')}`);
    const { client, stderr } = await connect([file, '--watch']);
    const changes: number[] = [];
    const logs: string[] = [];
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => void changes.push(Date.now()));
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => void logs.push(String(notification.params.data)));
    expect(client.getServerCapabilities()?.tools).toEqual({ listChanged: true });

    writeFileSync(file, `name: watched\ntools:\n${tool('first')}${tool('second')}`);
    await vi.waitFor(() => expect(changes).toHaveLength(1), { timeout: 5_000 });
    expect((await client.listTools()).tools.map((listed) => listed.name)).toEqual(['first', 'second']);

    writeFileSync(file, `name: watched\ntools:\n${tool('first')}  broken:\n    command: [ls]\n`);
    await vi.waitFor(() => expect(logs.join('\n')).toContain('definition.missingKey'), { timeout: 5_000 });
    expect(logs.join('\n')).toContain(`kept the previous definitions: 1 problem(s) in the changed wrapper:\n${file}:6:3: definition.missingKey`);
    expect(stderr()).toContain(`${file}:6:3: definition.missingKey: tools.broken: missing required key \`description\``);
    expect(changes).toHaveLength(1);
    expect((await client.listTools()).tools.map((listed) => listed.name)).toEqual(['first', 'second']);
    expect((await client.callTool({ name: 'second', arguments: {} })).isError).toBe(false);
  });
});

describe('toolsets: --tools, --exclude-tools, --read-only', () => {
  const toolNames = async (...options: string[]) =>
    (await (await connect(['git', '--cwd', work.dir, ...options])).client.listTools()).tools.map((tool) => tool.name);

  it('serves only the chosen tools, and a call to another is an unknown tool', async () => {
    expect(await toolNames('--tools', 'git_log,git_diff')).toEqual(['git_log', 'git_diff']);
    expect(await toolNames('--tools', 'git_log', '--tools', 'git_status')).toEqual(['git_status', 'git_log']);
    expect(await toolNames('--exclude-tools', 'git_restore,git_commit')).not.toEqual(expect.arrayContaining(['git_restore']));
    const readOnly = await toolNames('--read-only');
    expect(readOnly).toContain('git_log');
    expect(readOnly).not.toEqual(expect.arrayContaining(['git_add']));
    const { client } = await connect(['git', '--cwd', work.dir, '--read-only']);
    await expect(client.callTool({ name: 'git_add', arguments: { paths: ['x'] } })).rejects.toThrow(/Unknown tool: git_add/);
  });

  it("--toolsets serves the tools of a wrapper's named groups, with --tools adding to them", async () => {
    expect(await toolNames('--toolsets', 'history')).toEqual(['git_log', 'git_show', 'git_file_at_revision', 'git_blame']);
    expect((await runCli(['list', 'git'])).stdout).toContain('Toolsets (3; serve one with --toolsets NAME)\n  read: git_status, git_log,');
    expect(await toolNames('--toolsets', 'write', '--tools', 'git_status', '--exclude-tools', 'git_restore')).toEqual([
      'git_status',
      'git_add',
      'git_commit',
      'git_switch',
    ]);
    const run = await runCli(['git', '--toolsets', 'reed']);
    expect(run).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--toolsets: no toolset named "reed" (did you mean `read`? toolsets: read, history, write)'),
    });
    const broken = join(work.dir, 'broken.yaml');
    writeFileSync(broken, 'name: b\ntools:\n  t: { description: A tool that prints its arguments for tests., command: [echo] }\ntoolsets:\n  some: [t, tt]\n');
    expect((await runCli(['validate', broken])).stdout).toContain(
      `${broken}:5:13: definition.unknownTool: toolsets.some[1]: no tool named "tt" in this wrapper (did you mean "t"?)`,
    );
  });

  it('a name that matches no tool is a usage error naming the tools; config passes the choice on', async () => {
    const run = await runCli(['git', '--tools', 'git_lgo']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--tools: no tool named "git_lgo" \(did you mean `git_log`\? tools: git_status, git_log/);
    const config = await runCli(['config', 'git', '--cwd', work.dir, '--tools', 'git_log', '--read-only']);
    expect(JSON.parse(config.stdout).mcpServers.git.args.slice(-3)).toEqual(['--tools', 'git_log', '--read-only']);
  });
});

describe('call, like a command', () => {
  it('--raw prints the whole result as JSON', async () => {
    const run = await runCli(['call', FIXTURE_WRAPPER, 'greet', 'who=Ann', '--raw', '--sandbox', 'off']);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ isError: false, _meta: { exitCode: 0, timedOut: false }, content: [{ type: 'text' }] });
  });

  it('Ctrl-C cancels the call: the tree is stopped, no protocol error, exit 130', async () => {
    const pidFile = join(work.dir, 'tree.pid');
    const wrapper = `${FIXTURES}wrappers/containment.yaml`;
    const child = spawn(process.execPath, [BIN, 'call', wrapper, 'same_group', `pid_file=${pidFile}`, '--cwd', work.dir, '--sandbox', 'off'], {
      env: { ...process.env, FIXTURES: FIXTURES.replace(/\/$/, '') },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const pids = await readPids(pidFile, 3);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toContain('mcp-wrap: same_group cancelled by SIGINT; its processes were stopped');
    expect(stderr).not.toContain('Connection closed');
    await expectAllGone(pids);
  });
});

describe('read and prompt: resources and prompts without a client', () => {
  const surface = `${FIXTURES}wrappers/surface.yaml`;

  it("read prints a resource's contents; an unknown one is the protocol's error, exit 1", async () => {
    expect(await runCli(['read', surface, 'demo://greeting'])).toMatchObject({ code: 0, stdout: 'hello from a resource\n' });
    const unknown = await runCli(['read', surface, 'demo://nothing']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('-32002');
  });

  it("prompt prints a prompt's messages, resources embedded, arguments checked", async () => {
    const run = await runCli(['prompt', surface, 'review', 'item=alpha', 'focus=bugs']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\[user\]\nReview item alpha\. Focus: bugs\n\[user\]\n\{"argv":\["alpha"\][\s\S]*\[assistant\]\nLooking at it\.\n$/);
    const wrong = await runCli(['prompt', surface, 'review', 'focus=speed']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('-32602');
  });
});
