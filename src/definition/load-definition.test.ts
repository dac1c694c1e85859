import { describe, expect, it } from 'vitest';
import { definitionFrom, issuesOf, toolFrom } from '../../test/support/definitions.js';
import { formatIssue } from './definition-error.js';

const tool = (body: string) => `name: demo\ntools:\n  t:\n    description: A tool for tests.\n${body}`;

describe('definition errors', () => {
  // Each case: the file text, then the one issue expected: code, line, column, and part of the message.
  it.each([
    ['name: [oops', 'definition.yamlSyntax', 1, 12, 'Flow sequence'],
    ['tools: {}', 'definition.missingKey', 1, 1, 'missing required key `name`'],
    ['name: demo\ncolour: red', 'definition.unknownKey', 2, 1, 'unknown key `colour`'],
    ['name: demo\nversoin: 1.0.0', 'definition.unknownKey', 2, 1, 'did you mean `version`?'],
    ['name: demo\ntools:\n  "bad name":\n    description: x\n    command: [x]', 'definition.invalidToolName', 3, 3, 'got `bad name`'],
    ['name: demo\ntools:\n  t:\n    command: [x]', 'definition.missingKey', 3, 3, 'missing required key `description`'],
    [tool('    command: 42\n'), 'definition.invalidType', 5, 14, 'expected an argv array of strings'],
    [tool('    command: []\n'), 'definition.invalidValue', 5, 14, 'must not be empty'],
    [tool('    command: "   "\n'), 'definition.invalidCommand', 5, 14, 'the command is empty'],
    [tool('    command: ["{x}"]\n    arguments:\n      x: { type: string }\n'), 'definition.invalidCommand', 5, 15, 'the program must be fixed text'],
    [
      tool('    command: [git, "{revv}"]\n    arguments:\n      rev: { type: string, positional: true }\n'),
      'definition.unknownPlaceholder',
      5,
      20,
      'did you mean {rev}?',
    ],
    [tool('    command: [git]\n    cwd: "{dir}"\n'), 'definition.unknownPlaceholder', 6, 10, 'placeholder {dir} names no argument'],
    [tool('    command: [git]\n    arguments:\n      a: { type: string }\n'), 'definition.unmappedArgument', 7, 7, 'not mapped to the command'],
    [
      tool('    command: [git, "{a}"]\n    arguments:\n      a: { type: string, flag: --a }\n'),
      'definition.argumentMappedTwice',
      7,
      7,
      '`flag` and a placeholder in command[1]',
    ],
    [
      tool('    command: [git]\n    arguments:\n      a: { type: string, flag: --a, positional: true }\n'),
      'definition.argumentMappedTwice',
      7,
      7,
      '`flag` and `positional`',
    ],
    [tool('    command: [git]\n    arguments:\n      a: { type: string, flag: a }\n'), 'definition.invalidValue', 7, 32, 'expected an option such as'],
    [tool('    command: [git]\n    arguments:\n      a: { type: strin, flag: --a }\n'), 'definition.invalidValue', 7, 18, 'expected one of string, integer'],
    [tool('    command: [git]\n    arguments:\n      a: { type: string, env: A, flg: --a }\n'), 'definition.unknownKey', 7, 34, 'did you mean `flag`?'],
    [
      tool('    command: [git]\n    arguments:\n      a: { type: string, falseFlag: --no-a, flag: --a }\n'),
      'definition.invalidMapping',
      7,
      26,
      'applies only to a boolean',
    ],
    [tool('    command: [git]\n    arguments:\n      a: { type: boolean, flag: --a= }\n'), 'definition.invalidMapping', 7, 27, 'drop the trailing "="'],
    [tool('    command: [git]\n    arguments:\n      a: { type: string, join: ",", flag: --a }\n'), 'definition.invalidMapping', 7, 26, 'only to an array'],
    [
      tool('    command: [git]\n    arguments:\n      a: { type: boolean, flag: -w, glued: true }\n'),
      'definition.invalidMapping',
      7,
      37,
      'an argument with a value',
    ],
    [
      tool('    command: [git]\n    arguments:\n      a: { type: string, flag: --a=, glued: true }\n'),
      'definition.invalidMapping',
      7,
      38,
      'without a trailing',
    ],
    [
      tool('    command: [git]\n    arguments:\n      a: { type: string, endOfOptions: true, flag: --a }\n'),
      'definition.invalidMapping',
      7,
      26,
      'only to a positional',
    ],
    [
      tool('    command: [git]\n    arguments:\n      a: { type: integer, stdin: true }\n'),
      'definition.invalidMapping',
      7,
      27,
      'only a string argument can feed stdin',
    ],
    [
      tool('    command: [git]\n    arguments:\n      a: { type: integer, path: true, flag: --a }\n'),
      'definition.invalidMapping',
      7,
      27,
      'string argument or an array of strings',
    ],
    [
      tool('    command: [git]\n    arguments:\n      run_dir: { type: string, flag: --r }\n'),
      'definition.reservedArgument',
      7,
      7,
      'built-in per-call directory',
    ],
    [tool('    command: [git]\n    timeout: thirty\n'), 'definition.invalidDuration', 6, 14, 'got `thirty` (string)'],
    [tool('    command: [git]\n    maxOutput: lots\n'), 'definition.invalidSize', 6, 16, 'a size such as "256KiB"'],
    [tool('    command: [git]\n    task: sometimes\n'), 'definition.invalidValue', 6, 11, 'expected one of never, optional, required'],
    ['name: demo\ndefaults:\n  killGrace: soon\n', 'definition.invalidDuration', 3, 14, 'defaults.killGrace'],
    [tool('    command: [git]\n    sandbox: { netwrok: true }\n'), 'definition.unknownKey', 6, 16, 'did you mean `network`?'],
    [tool('    command: [git]\n    sandbox: { read: some }\n'), 'definition.invalidValue', 6, 22, 'expected one of all, roots'],
    [
      tool('    command: [git, "{dir}"]\n    sandbox: { write: ["{dir}"] }\n    arguments:\n      dir: { type: string }\n'),
      'definition.invalidValue',
      6,
      24,
      'a sandbox path cannot hold placeholders',
    ],
    ['name: demo\ndefaults:\n  sandbox: { hide: ["{x}"] }\n', 'definition.invalidValue', 3, 21, 'defaults.sandbox.hide[0]: a sandbox path cannot'],
    [
      'name: demo\ndefaults:\n  sandbox: { protect: [".vscode/"] }\n',
      'definition.invalidValue',
      3,
      24,
      'defaults.sandbox.protect[0]: expected a name such as .envrc',
    ],
    [
      'name: demo\ndefaults:\n  sandbox: { unprotect: [a/../b] }\n',
      'definition.invalidValue',
      3,
      26,
      'defaults.sandbox.unprotect[0]: expected a name such as .envrc',
    ],
    [
      tool('    command: [curl]\n    sandbox: { network: [example.com, "https://x"] }\n'),
      'definition.invalidValue',
      6,
      39,
      'sandbox.network[1]: expected a host name',
    ],
    [tool('    command: [curl]\n    sandbox: { network: ["*"] }\n'), 'definition.invalidValue', 6, 26, 'would allow the whole network'],
    [tool('    command: [curl]\n    sandbox: { network: ["a b.com"] }\n'), 'definition.invalidValue', 6, 26, 'expected a host name'],
    [tool('    command: [curl]\n    sandbox: { network: ["*.com"] }\n'), 'definition.invalidValue', 6, 26, 'a whole top-level domain'],
    [tool('    command: [curl]\n    sandbox: { network: ["x.com:99999"] }\n'), 'definition.invalidValue', 6, 26, 'a port from 1 to 65535'],
    [
      'name: demo\ndefaults:\n  sandbox:\n    network:\n      - "user@example.com"\n',
      'definition.invalidValue',
      5,
      9,
      'defaults.sandbox.network[0]: expected a host name',
    ],
    [tool('    command: [curl]\n    sandbox: { network: yes }\n'), 'definition.invalidType', 6, 25, 'boolean'],
    [tool('    command: [echo, "${HOME"]\n'), 'definition.invalidTemplate', 5, 21, '`${HOME` starts no ${NAME}'],
    [tool('    command: [echo, "${1x}"]\n'), 'definition.invalidTemplate', 5, 21, '`${1x}` starts no'],
    [
      `name: bomb\n${Array.from({ length: 10 }, (_, i) =>
        i === 0
          ? 'a0: &a0 [x, x, x, x, x, x, x, x, x]'
          : `a${i}: &a${i} [${Array(9)
              .fill(`*a${i - 1}`)
              .join(', ')}]`,
      ).join('\n')}`,
      'definition.aliasExpansion',
      3,
      10,
      'expand this file to more than',
    ],
    [
      tool(`    command: [echo]\n    output:\n      schema: ${'['.repeat(2000)}${']'.repeat(2000)}\n`),
      'definition.tooDeep',
      7,
      79,
      'nested deeper than the parser can follow',
    ],
    [
      tool(`    command: [echo]\n    output:\n      schema: ${'{a: '.repeat(70)}1${'}'.repeat(70)}\n`),
      'definition.tooDeep',
      7,
      259,
      'nested more than 64 levels deep',
    ],
    ['name: demo\ndefaults:\n  cwd: "{dir}"\n', 'definition.unknownPlaceholder', 3, 8, 'defaults cannot use argument placeholders'],
    [
      tool('    command: [git]\n    arguments:\n      n: { type: integer, minimum: 1, default: 0, flag: -n }\n'),
      'definition.invalidDefault',
      7,
      48,
      'must be >= 1',
    ],
    [tool('    command: [git]\n    arguments:\n      n: { type: string, format: nonsense, flag: -n }\n'), 'definition.invalidSchema', 7, 7, 'unknown format'],
    [
      tool('    command: [git]\n    arguments:\n      n: { type: string, pattern: "([", flag: -n }\n'),
      'definition.invalidValue',
      7,
      35,
      'valid regular expression',
    ],
    [
      tool('    command: [git]\n    stdin: fixed\n    arguments:\n      s: { type: string, stdin: true }\n'),
      'definition.stdinConflict',
      3,
      3,
      'one source only',
    ],
    [
      tool('    command: [git]\n    arguments:\n      p: { type: array, positional: true, endOfOptions: true }\n      f: { type: string, flag: --f }\n'),
      'definition.flagAfterEndOfOptions',
      8,
      7,
      'declare flags before it',
    ],
    [tool('    command: [git]\n    successCodes: [0, 300]\n'), 'definition.invalidValue', 6, 23, 'must be <= 255'],
    [tool('    command: [git]\n    annotations: { readOnly: true }\n'), 'definition.unknownKey', 6, 20, 'did you mean `readOnlyHint`?'],
    [tool('    command: [git]\n    env: { "1BAD": x }\n'), 'definition.invalidName', 6, 12, 'an environment variable name'],
    [tool('    command: [git]\n    output: { progress: "(\\\\d+)%" }\n'), 'definition.invalidValue', 6, 25, 'a named group "percent"'],
    ['name: demo\nmaxConcurrency: 0\n', 'definition.invalidValue', 2, 17, 'must be >= 1'],
    ['name: d\nresources:\n  r:\n    uri: x://y\n', 'definition.invalidResource', 3, 3, 'either `command` (and `uri`) or `path`'],
    ['name: d\nresources:\n  r:\n    uri: x://y\n    command: [ls]\n    path: a.md\n', 'definition.invalidResource', 3, 3, 'not both'],
    ['name: d\nresources:\n  r:\n    path: a.md\n    uri: file:///a.md\n', 'definition.invalidResource', 5, 5, 'remove `uri`'],
    ['name: d\nresources:\n  r:\n    command: [ls]\n', 'definition.missingKey', 3, 3, 'missing required key `uri`'],
    ['name: d\nresources:\n  r:\n    uri: "x://{a*}"\n    command: [ls, "{a}"]\n', 'definition.invalidUriTemplate', 4, 10, 'modifiers'],
    [
      'name: d\nresources:\n  r:\n    uri: "x://{rev}"\n    command: [git, show, "{rev}"]\n    arguments:\n      revv: { type: string }\n',
      'definition.unknownVariable',
      7,
      7,
      'did you mean `rev`?',
    ],
    [
      'name: d\nresources:\n  r:\n    uri: "x://{rev}"\n    command: [git, show, "{rev}", "{revision}"]\n',
      'definition.unknownPlaceholder',
      5,
      35,
      'did you mean {rev}?',
    ],
    [
      'name: d\nresources:\n  a:\n    uri: x://y\n    command: [ls]\n  b:\n    uri: x://y\n    command: [ls]\n',
      'definition.duplicateResource',
      7,
      10,
      'resources.a has the same URI',
    ],
    ['name: d\nprompts:\n  p:\n    messages:\n      - { role: user }\n', 'definition.invalidMessage', 5, 9, 'either `text` or `resource`'],
    [
      'name: d\nprompts:\n  p:\n    messages:\n      - { role: user, text: "Hi {name}" }\n',
      'definition.unknownPlaceholder',
      5,
      29,
      'placeholder {name} names no argument',
    ],
    [
      'name: d\nprompts:\n  p:\n    messages:\n      - { role: user, resource: "x://nowhere" }\n',
      'definition.unknownResource',
      5,
      33,
      'no resource of this wrapper has the URI',
    ],
    ['name: d\nprompts:\n  p:\n    messages:\n      - { role: robot, text: hi }\n', 'definition.invalidValue', 5, 17, 'expected one of user, assistant'],
    [
      tool('    command: [rm, "{f}"]\n    confirm: "Delete {file}?"\n    arguments:\n      f: { type: string }\n'),
      'definition.unknownPlaceholder',
      6,
      14,
      'placeholder {file} names no argument',
    ],
    [tool('    command: [convert]\n    files: ["{run_dir}/{nme}.png"]\n'), 'definition.unknownPlaceholder', 6, 13, 'placeholder {nme} names no argument'],
    [
      tool('    command: [ls, "{a}"]\n    arguments:\n      a: { type: string, complete: { command: [ls, "{b}"] } }\n'),
      'definition.unknownPlaceholder',
      7,
      52,
      'placeholder {b} names no argument',
    ],
    [
      tool('    command: [ls, "{a}"]\n    arguments:\n      a: { type: string, complete: 5 }\n'),
      'definition.invalidType',
      7,
      36,
      'a list of values, or {command: [...]}',
    ],
    [
      tool('    command: [jq]\n    output: { format: yaml }\n'),
      'definition.invalidAdapter',
      6,
      23,
      'expected one of text, json, ndjson, lines, csv, tsv, or the path of an adapter module, got `yaml`',
    ],
    [tool('    command: [jq]\n    output: { schema: { type: object } }\n'), 'definition.invalidOutput', 6, 23, 'set output.format'],
    [tool('    command: [jq]\n    output: { format: json, schema: { type: objekt } }\n'), 'definition.invalidSchema', 6, 37, 'not a valid JSON Schema'],
  ])('%#: %s', (text, code, line, column, message) => {
    const issues = issuesOf(text);
    expect(issues, issues.map(formatIssue).join('\n')).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code, line, column });
    expect(issues[0]!.message).toContain(message);
  });

  it('reports every problem of a file at once, in line order', () => {
    const issues = issuesOf(tool('    command: [git, "{nope}"]\n    timeout: soon\n    arguments:\n      a: { type: string }\n'));
    expect(issues.map((issue) => [issue.code, issue.line])).toEqual([
      ['definition.unknownPlaceholder', 5],
      ['definition.invalidDuration', 6],
      ['definition.unmappedArgument', 8],
    ]);
  });

  it('formats an issue as file:line:col: code: message', () => {
    const [issue] = issuesOf('name: demo\ncolour: red');
    expect(formatIssue(issue!)).toBe('test.yaml:2:1: definition.unknownKey: colour: unknown key `colour`');
  });

  it('accepts JSON', () => {
    expect(definitionFrom('{"name": "demo", "tools": {"t": {"description": "d", "command": ["true"]}}}').tools[0]!.name).toBe('t');
  });

  it('reports a JSON syntax error with its position', () => {
    expect(issuesOf('{"name": "demo",\n "tools": {]}')[0]).toMatchObject({ code: 'definition.yamlSyntax', line: 2 });
  });
});

describe('duplicate tools across files', () => {
  it('names the first definition', async () => {
    const { parseDefinitions } = await import('./load-definition.js');
    const text = 'name: a\ntools:\n  same:\n    description: d\n    command: [x]\n';
    expect(() =>
      parseDefinitions(
        [
          { file: 'a.yaml', text },
          { file: 'b.yaml', text },
        ],
        { env: {} },
      ),
    ).toThrow('b.yaml:3:3: definition.duplicateTool: tools.same: a tool of this name is already defined at a.yaml:3:3');
  });
});

describe('normalized model', () => {
  it('normalizes resources: commands (fixed and templates) and files', () => {
    const definition = definitionFrom(
      'name: d\ndefaults: { timeout: 5s }\nresources:\n  status:\n    uri: git://status\n    command: [git, status]\n  show:\n    uri: git://show/{rev}\n    command: [git, show, "{rev}"]\n    arguments:\n      rev: { type: string, complete: [main] }\n  docs:\n    path: docs/*.md\n',
    );
    const [status, show, docs] = definition.resources;
    expect(status).toMatchObject({ kind: 'command', name: 'status', uri: 'git://status', runnable: { timeoutMs: 5000, arguments: [] } });
    expect(status?.kind === 'command' && status.template).toBeUndefined();
    expect(show).toMatchObject({
      kind: 'command',
      uri: 'git://show/{rev}',
      runnable: { arguments: [{ name: 'rev', mapping: { kind: 'placeholder' }, complete: { values: ['main'] } }] },
    });
    expect(show?.kind === 'command' && show.template?.variables).toEqual(['rev']);
    expect(docs).toEqual({ kind: 'file', name: 'docs', path: 'docs/*.md', file: 'test.yaml' });
  });

  it("normalizes prompts, and completion commands as runnables over their owner's arguments", () => {
    const definition = definitionFrom(
      'name: d\nprompts:\n  p:\n    arguments:\n      a: { required: true, complete: { command: [ls, "{b}"] } }\n      b: { enum: [x, y] }\n    messages:\n      - { role: user, text: "{a} and {b}" }\n',
    );
    const [prompt] = definition.prompts;
    expect(prompt).toMatchObject({
      name: 'p',
      arguments: [
        { name: 'a', required: true },
        { name: 'b', required: false, enum: ['x', 'y'] },
      ],
    });
    const complete = prompt!.arguments[0]!.complete;
    expect(complete && 'runnable' in complete && complete.runnable.arguments.map((argument) => argument.name)).toEqual(['a', 'b']);
  });

  it('applies defaults and merges env key by key', () => {
    const definition = definitionFrom(
      'name: demo\ndefaults:\n  timeout: 30s\n  env: { A: "1", B: "2" }\ntools:\n  t:\n    description: d\n    command: "git log  --oneline"\n    env: { B: "3" }\n    maxOutput: 1KiB\n',
    );
    const [t] = definition.tools;
    expect(definition.version).toBe('0.0.0');
    expect(t!.command).toEqual([[{ kind: 'text', text: 'git' }], [{ kind: 'text', text: 'log' }], [{ kind: 'text', text: '--oneline' }]]);
    expect(t!.timeoutMs).toBe(30_000);
    expect(t!.maxOutputBytes).toBe(1024);
    expect(t!.killGraceMs).toBe(2000);
    expect(t!.successCodes).toEqual([0]);
    expect(Object.fromEntries(Object.entries(t!.env).map(([k, v]) => [k, v[0]]))).toEqual({ A: { kind: 'text', text: '1' }, B: { kind: 'text', text: '3' } });
  });

  it.each([
    ['the default timeout (60s): never', '', 'never'],
    ['a timeout past 60s: optional', 'timeout: 10m', 'optional'],
    ['a timeout set per call: optional', 'timeout: "{secs}s"', 'optional'],
    ['60s exactly: never', 'timeout: 60s', 'never'],
    ['said: required, whatever the timeout', 'timeout: 5s\ntask: required', 'required'],
    ['said: never, whatever the timeout', 'timeout: 1h\ntask: never', 'never'],
  ])('task: %s', (_case, body, expected) => {
    const t = toolFrom(`command: [sleep, "{secs}"]\narguments:\n  secs: { type: integer }\n${body}`);
    expect(t.task).toBe(expected);
  });

  it('task: inherited from defaults, and a tool may say otherwise', () => {
    const definition = definitionFrom(
      'name: demo\ndefaults:\n  task: required\ntools:\n  t:\n    description: d\n    command: [x]\n  u:\n    description: d\n    command: [x]\n    task: never\n',
    );
    expect(definition.tools.map((t) => t.task)).toEqual(['required', 'never']);
  });

  it('merges sandbox settings key by key: the tool over defaults over the built-in ones; ${ENV} resolved', () => {
    const definition = definitionFrom(
      'name: demo\ndefaults:\n  sandbox: { writeRoots: false, hide: [a] }\ntools:\n  t:\n    description: d\n    command: [x]\n    sandbox: { network: true, write: ["${CACHE}/x"], unixSockets: true }\n  u:\n    description: d\n    command: [x]\n',
      { CACHE: '/var/cache' },
    );
    expect(definition.tools.map((tool) => tool.sandbox)).toEqual([
      { network: true, read: 'all', write: ['/var/cache/x'], writeRoots: false, hide: ['a'], unhide: [], unixSockets: true, protect: [], unprotect: [] },
      { network: false, read: 'all', write: [], writeRoots: false, hide: ['a'], unhide: [], unixSockets: false, protect: [], unprotect: [] },
    ]);
  });

  it.each([
    ['[]', false],
    [
      '[API.GitHub.com., "*.NPMJS.org", "bücher.example:8080", "[::1]", api.github.com]',
      ['api.github.com', '*.npmjs.org', 'xn--bcher-kva.example:8080', '::1'],
    ],
  ])('sandbox.network: %s holds the hosts in their canonical form', (list, network) => {
    expect(toolFrom(`command: [curl]\nsandbox: { network: ${list} }`).sandbox.network).toEqual(network);
  });

  it('resolves ${ENV} references at load and remembers secret values', () => {
    const definition = definitionFrom(
      'name: demo\ntools:\n  t:\n    description: d\n    command: [curl, "-H", "Authorization: ${TOKEN}"]\n    cwd: ${HOME}\n',
      {
        TOKEN: 'sekrit-value',
        HOME: '/home/me',
      },
    );
    expect(definition.tools[0]!.command[2]).toEqual([{ kind: 'text', text: 'Authorization: sekrit-value' }]);
    expect(definition.tools[0]!.cwd).toEqual([{ kind: 'text', text: '/home/me' }]);
    expect(definition.secrets).toEqual(['sekrit-value']);
  });

  it('keeps a templated timeout for the call to fill', () => {
    const definition = definitionFrom(
      'name: demo\ntools:\n  t:\n    description: d\n    command: [x]\n    timeout: "{secs}s"\n    arguments:\n      secs: { type: integer }\n',
    );
    expect(definition.tools[0]!.timeoutMs).toEqual([
      { kind: 'argument', name: 'secs' },
      { kind: 'text', text: 's' },
    ]);
  });
});

describe('suggest', () => {
  it.each([
    ['flg', ['flag', 'falseFlag'], 'flag'],
    ['fiel', ['file', 'files'], 'file'],
    ['readOnly', ['readOnlyHint', 'destructiveHint'], 'readOnlyHint'],
    ['revision', ['rev'], 'rev'],
    ['colour', ['name', 'count'], undefined],
  ])('%s among %j -> %s', async (word, candidates, expected) => {
    const { suggest } = await import('./definition-error.js');
    expect(suggest(word, candidates)).toBe(expected);
  });
});
