import { describe, expect, it } from 'vitest';
import { toolFrom } from '../../test/support/definitions.js';
import { buildArgv } from './build-argv.js';
import { validateArguments } from './validate-arguments.js';

/** argv for `toolYaml` called with `input` (defaults applied as the server does). */
function argvOf(toolYaml: string, input: Record<string, unknown>, builtins: Record<string, string> = {}) {
  const tool = toolFrom(toolYaml);
  const validated = validateArguments(tool, input);
  if (!validated.ok) throw new Error(validated.problems.join('; '));
  return buildArgv(tool, validated.values, builtins);
}

const arg = (definition: string, command = '[prog]') => `command: ${command}\narguments:\n  a: ${definition}`;

describe('buildArgv: mapping keys', () => {
  it.each([
    ['flag with a separate value', arg('{ type: string, flag: --name }'), { a: 'x y' }, ['prog', '--name', 'x y']],
    ['flag= makes one token', arg('{ type: string, flag: --name= }'), { a: 'x' }, ['prog', '--name=x']],
    ['short flag', arg('{ type: integer, flag: -n }'), { a: 5 }, ['prog', '-n', '5']],
    // tic's "-w[n]", an optional value: only glued is it the option's.
    ['glued value, one token', arg('{ type: integer, flag: -w, glued: true }'), { a: 40 }, ['prog', '-w40']],
    ['glued array repeats', arg('{ type: array, items: { type: string }, flag: -I, glued: true }'), { a: ['a', 'b'] }, ['prog', '-Ia', '-Ib']],
    ['flag value may start with "-"', arg('{ type: string, flag: --name }'), { a: '-x' }, ['prog', '--name', '-x']],
    ['absent optional emits nothing', arg('{ type: string, flag: --name }'), {}, ['prog']],
    ['default is applied', arg('{ type: integer, flag: --max-count, default: 20 }'), {}, ['prog', '--max-count', '20']],
    ['boolean true: flag alone', arg('{ type: boolean, flag: --all }'), { a: true }, ['prog', '--all']],
    ['boolean false: nothing', arg('{ type: boolean, flag: --all }'), { a: false }, ['prog']],
    ['boolean false: falseFlag', arg('{ type: boolean, flag: --color, falseFlag: --no-color }'), { a: false }, ['prog', '--no-color']],
    ['boolean default false with falseFlag', arg('{ type: boolean, flag: --x, falseFlag: --no-x, default: false }'), {}, ['prog', '--no-x']],
    ['array flag repeats', arg('{ type: array, items: { type: string }, flag: -e }'), { a: ['x', 'y'] }, ['prog', '-e', 'x', '-e', 'y']],
    ['array flag= repeats', arg('{ type: array, flag: --tag= }'), { a: ['x', 'y'] }, ['prog', '--tag=x', '--tag=y']],
    ['array flag with join', arg('{ type: array, flag: --names, join: "," }'), { a: ['x', 'y'] }, ['prog', '--names', 'x,y']],
    ['empty array emits nothing', arg('{ type: array, flag: -e }'), { a: [] }, ['prog']],
    ['positional', arg('{ type: string, positional: true }'), { a: 'file.txt' }, ['prog', 'file.txt']],
    ['positional number', arg('{ type: number, positional: true }'), { a: 1.5 }, ['prog', '1.5']],
    ['positional array', arg('{ type: array, positional: true }'), { a: ['a', 'b'] }, ['prog', 'a', 'b']],
    ['positional array with join', arg('{ type: array, positional: true, join: " " }'), { a: ['a', 'b'] }, ['prog', 'a b']],
    ['endOfOptions before the first positional', arg('{ type: array, positional: true, endOfOptions: true }'), { a: ['-x', 'b'] }, ['prog', '--', '-x', 'b']],
    ['endOfOptions only when present', arg('{ type: array, positional: true, endOfOptions: true }'), {}, ['prog']],
    [
      'endOfOptions not repeated after a literal --',
      arg('{ type: string, positional: true, endOfOptions: true }', '[prog, "--"]'),
      { a: '-x' },
      ['prog', '--', '-x'],
    ],
    ['env does not touch argv', arg('{ type: string, env: MY_VAR }'), { a: 'v' }, ['prog']],
    ['stdin does not touch argv', arg('{ type: string, stdin: true }'), { a: 'v' }, ['prog']],
  ])('%s', (_name, yaml, input, argv) => {
    const built = argvOf(yaml, input);
    expect(built).toMatchObject({ ok: true, command: { argv } });
  });

  it('keeps declaration order', () => {
    const yaml =
      'command: [git, log]\narguments:\n  n: { type: integer, flag: -n }\n  all: { type: boolean, flag: --all }\n  paths: { type: array, positional: true, endOfOptions: true }';
    expect(argvOf(yaml, { paths: ['a'], all: true, n: 3 })).toMatchObject({ command: { argv: ['git', 'log', '-n', '3', '--all', '--', 'a'] } });
  });

  it('sends stdin and env', () => {
    const yaml =
      'command: [prog]\nenv: { FIXED: "1", FROM_ARG: "v={d}" }\narguments:\n  a: { type: string, stdin: true }\n  b: { type: string, env: B }\n  c: { type: array, env: C, join: ":" }\n  d: { type: string }';
    expect(argvOf(yaml, { a: 'input', b: 'x', c: ['p', 'q'], d: 'w' })).toMatchObject({
      command: { argv: ['prog'], stdin: 'input', env: { FIXED: '1', FROM_ARG: 'v=w', B: 'x', C: 'p:q' } },
    });
  });

  it('leaves an env variable unset when its template names an absent argument', () => {
    const built = argvOf('command: [prog]\nenv: { X: "{b}" }\narguments:\n  b: { type: string }', {});
    expect(built).toMatchObject({ command: { env: {} } });
  });

  it("writes the tool's fixed stdin text", () => {
    expect(argvOf('command: [prog]\nstdin: hello', {})).toMatchObject({ command: { stdin: 'hello' } });
  });
});

describe('buildArgv: templates', () => {
  it.each([
    ['exact placeholder becomes the value', '[echo, "{a}"]', '{ type: string }', { a: 'x y; rm -rf /' }, ['echo', 'x y; rm -rf /']],
    ['exact placeholder, array: one token each', '[echo, "{a}"]', '{ type: array }', { a: ['x', 'y'] }, ['echo', 'x', 'y']],
    ['exact placeholder, absent: token disappears', '[echo, "{a}", end]', '{ type: string }', {}, ['echo', 'end']],
    ['text around: one token', '[echo, "--author={a}"]', '{ type: string }', { a: 'Ann Lee' }, ['echo', '--author=Ann Lee']],
    ['text around, absent: token disappears', '[echo, "--author={a}", end]', '{ type: string }', {}, ['echo', 'end']],
    ['text around, array: joined', '[echo, "--ids={a}"]', '{ type: array, join: "+" }', { a: ['1', '2'] }, ['echo', '--ids=1+2']],
    ['text around, array: comma by default', '[echo, "--ids={a}"]', '{ type: array }', { a: ['1', '2'] }, ['echo', '--ids=1,2']],
    ['boolean as text', '[echo, "{a}"]', '{ type: boolean }', { a: false }, ['echo', 'false']],
    ['same placeholder twice', '[echo, "{a}", "x{a}"]', '{ type: string }', { a: 'v' }, ['echo', 'v', 'xv']],
    ['after a literal --, a dash value is allowed', '[echo, "--", "{a}"]', '{ type: string }', { a: '-v' }, ['echo', '--', '-v']],
    [
      'shell pipeline, values as positional parameters',
      '[sh, -c, "grep -c \\"$1\\" \\"$2\\"", sh, "{a}"]',
      '{ type: string }',
      { a: '$(touch x)' },
      ['sh', '-c', 'grep -c "$1" "$2"', 'sh', '$(touch x)'],
    ],
    ['escaped braces stay literal', '[echo, "{{a}}"]', '{ type: string, flag: -a }', {}, ['echo', '{a}']],
  ])('%s', (_name, command, definition, input, argv) => {
    expect(argvOf(arg(definition, command), input)).toMatchObject({ ok: true, command: { argv } });
  });

  it('fills {run_dir}', () => {
    expect(argvOf('command: [prog, "--out={run_dir}/x.png"]', {}, { run_dir: '/tmp/r1' })).toMatchObject({
      command: { argv: ['prog', '--out=/tmp/r1/x.png'] },
    });
  });
});

describe('buildArgv: option injection', () => {
  it.each([
    ['positional', arg('{ type: string, positional: true }'), { a: '--output=/etc/passwd' }],
    ['positional array item', arg('{ type: array, positional: true }'), { a: ['ok', '-oProxyCommand=x'] }],
    ['joined positional', arg('{ type: array, positional: true, join: "," }'), { a: ['-x', 'y'] }],
    ['exact placeholder', arg('{ type: string }', '[prog, "{a}"]'), { a: '-rf' }],
    ['placeholder starting a token', arg('{ type: string }', '[prog, "{a}.txt"]'), { a: '-rf' }],
  ])('rejects a dash value: %s', (_name, yaml, input) => {
    const built = argvOf(yaml, input);
    expect(built.ok).toBe(false);
    expect(!built.ok && built.problems[0]).toMatch(/^argument `a`: value `-.*` starts with "-" and would be read as an option/);
  });
});

describe('buildArgv: a glued value', () => {
  it('refuses an empty value, which glued to its flag would be the flag alone', () => {
    const built = argvOf(arg('{ type: string, flag: -w, glued: true }'), { a: '' });
    expect(!built.ok && built.problems).toEqual(['argument `a`: an empty value cannot be glued to -w']);
  });
});
