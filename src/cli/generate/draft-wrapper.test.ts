import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseDefinitions } from '../../definition/load-definition.js';
import { toDraftWrapper } from './draft-wrapper.js';
import { parseHelp } from './parse-help.js';

const HELP = `Usage: demo [OPTIONS] PATTERN [FILE]...
Search for PATTERN in each FILE.

  -i, --ignore-case          ignore case
      --[no-]color           colour the output
  -m, --max-count=NUM        stop after NUM lines
      --when[=WHEN]          when to act; WHEN is 'always', 'never', or 'auto'
      --level {debug,info}   how loud
  -o, --output string        where to write
  -e, --regexp PATTERN       a pattern; may be given multiple times
      --arg NAME VALUE       set a variable
  -c                         compact
  -1                         list one file per line
      --sort=WORD            sort by WORD instead of name: none (-U), size (-S),
                             time (-t), version (-v), extension (-X), width
  -A, --app IMPORT           The application to load. Name is not required if it
                             is 'app', 'application', or 'make_app'.
`;

function draft(words = ['demo']) {
  const { text, leftOut } = toDraftWrapper([{ words, helpCommand: [...words, '--help'], help: parseHelp(HELP, words) }], ['A DRAFT.']);
  return { text, leftOut, wrapper: parse(text) as { name: string; tools: Record<string, { description: string; annotations: object; command: string[]; arguments: Record<string, unknown> }> } };
}

describe('toDraftWrapper', () => {
  it('maps each option to a typed argument with the flag as the help writes it', () => {
    const args = draft().wrapper.tools.demo!.arguments;
    expect(args).toMatchObject({
      ignore_case: { type: 'boolean', flag: '--ignore-case' },
      color: { type: 'boolean', flag: '--color', falseFlag: '--no-color' },
      max_count: { type: 'integer', flag: '--max-count=' },
      when: { type: 'string', flag: '--when=', enum: ['always', 'never', 'auto'] },
      level: { type: 'string', flag: '--level', enum: ['debug', 'info'] },
      output: { type: 'string', flag: '--output' },
      regexp: { type: 'array', items: { type: 'string' }, flag: '--regexp' },
      c: { type: 'boolean', flag: '-c', description: 'compact' },
    });
  });

  it('puts positionals last: FILE... as an array kept inside the roots, "--" only before a first operand', () => {
    const args = draft().wrapper.tools.demo!.arguments;
    expect(Object.keys(args).slice(-2)).toEqual(['pattern', 'files']);
    expect(args.pattern).toMatchObject({ type: 'string', required: true, positional: true });
    // After PATTERN, "--" would be a file to POSIX programs (mawk): the list is guarded instead.
    expect(args.files).toMatchObject({ type: 'array', positional: true, path: true });
    expect(args.files).not.toHaveProperty('endOfOptions');
    const sort = parse(toDraftWrapper([{ words: ['sort'], helpCommand: ['sort', '--help'], help: parseHelp('Usage: sort [OPTION]... [FILE]...\n  -r, --reverse  reverse\n', ['sort']) }], []).text) as { tools: { sort: { arguments: Record<string, unknown> } } };
    expect(sort.tools.sort.arguments.files).toMatchObject({ positional: true, endOfOptions: true });
  });

  it('leaves out options with several values, and says so at the top', () => {
    const { leftOut, text } = draft();
    expect(leftOut).toEqual(['demo: --arg (takes several values)']);
    expect(text.split('\n').slice(0, 2)).toEqual(['# A DRAFT.', '# Left out (they take several values; map them by hand): demo: --arg (takes several values)']);
  });

  it('describes the tool from the help, and guesses annotations conservatively', () => {
    const { wrapper } = draft();
    expect(wrapper.tools.demo!.description).toBe('Search for PATTERN in each FILE. Runs `demo` and returns what it prints. (Drafted from `demo --help`: say when to use it.)');
    expect(wrapper.tools.demo!.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, openWorldHint: false });
    expect(draft(['git', 'status']).wrapper.tools.git_status!.annotations).toEqual({ readOnlyHint: true, openWorldHint: false });
    expect(draft(['curl']).wrapper.tools.curl!.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, openWorldHint: true });
  });

  it("finds ls's choices after the placeholder, and takes a quoted list of examples for none", () => {
    const args = draft().wrapper.tools.demo!.arguments;
    expect(args.sort).toMatchObject({ type: 'string', enum: ['none', 'size', 'time', 'version', 'extension', 'width'], flag: '--sort=' });
    expect(args.app).not.toHaveProperty('enum');
  });

  it('names a digit option after what it does (ls -1), not after the digit', () => {
    expect(draft().wrapper.tools.demo!.arguments).toMatchObject({ list_one_file_per_line_1: { type: 'boolean', flag: '-1' } });
  });

  it('makes a draft that loads as a wrapper', () => {
    expect(() => parseDefinitions([{ file: 'draft.yaml', text: draft().text }], { env: {} })).not.toThrow();
  });
});

describe('toDraftWrapper: safe until reviewed', () => {
  const UNSAFE_HELP = `Usage: tool [OPTION]... [FILE]
  -o, --output=FILE       write the result to FILE
  -r, --reference=FILE    use FILE's time
  -T, --temporary-directory=DIR  use DIR for temporaries
  -s, --set=STRING        set the system clock to STRING
  -p, --interactive       prompt before each run
  -O, --open-tty          reopen stdin as /dev/tty
      --remove-files      remove files after adding them
      --filter=COMMAND    write to shell COMMAND; file name is $FILE
      --compress-program=PROG  compress temporaries with PROG
  -e, --rsh=SPEC          specify the remote shell to use
      --hook <spec>       run the given command after each file
      --checkpoint-action=ACTION  execute ACTION on each checkpoint
  -n, --count=N           how many
`;
  const made = () => toDraftWrapper([{ words: ['tool'], helpCommand: ['tool', '--help'], help: parseHelp(UNSAFE_HELP, ['tool']) }], ['A DRAFT.']);

  it('keeps options that name a file or folder inside the roots (path: true)', () => {
    const args = (parse(made().text) as { tools: { tool: { arguments: Record<string, { path?: boolean }> } } }).tools.tool.arguments;
    expect(args.output).toMatchObject({ path: true });
    expect(args.reference).toMatchObject({ path: true });
    expect(args.temporary_directory).toMatchObject({ path: true });
    expect(args.count).not.toHaveProperty('path');
  });

  it('leaves out options that change the system, run another program or need a terminal, and names them in the header', () => {
    const { text, unsafe } = made();
    expect(unsafe).toEqual(['tool: --set', 'tool: --interactive', 'tool: --open-tty', 'tool: --remove-files', 'tool: --filter', 'tool: --compress-program', 'tool: --rsh', 'tool: --hook', 'tool: --checkpoint-action']);
    expect(text).toContain('# Left out (they change the system, run other programs or need a terminal; add one by hand only if an agent should have it): tool: --set, tool: --interactive');
    const kept = Object.keys((parse(text) as { tools: { tool: { arguments: object } } }).tools.tool.arguments);
    for (const name of ['set', 'interactive', 'open_tty', 'remove_files', 'filter', 'compress_program', 'rsh', 'hook', 'checkpoint_action']) expect(kept).not.toContain(name);
    expect(kept).toContain('count');
  });
});

describe('toDraftWrapper: types and paths from placeholders and descriptions', () => {
  const HELP = `Usage: tool [OPTION]... [FILE]...
  -c cols          format <cols> octets per line
      --batch-size=NMERGE  merge at most NMERGE inputs at once
      --indent INDENT  use this number of spaces for indentation
      --timeout <sec>  Set the socket timeout
      --files0-from=F  read input from the files named in file F
      --from-file=FILE1  compare FILE1 to all operands
      --config <KEY=VALUE|PATH>  Override a configuration value
      --exclude-patterns PATH  Files matching these patterns
      --output[=FIELD_LIST]  use the output format defined by FIELD_LIST
  -M               pipe through "more" pager
`;
  const args = () => (parse(toDraftWrapper([{ words: ['tool'], helpCommand: ['tool', '--help'], help: parseHelp(HELP, ['tool']) }], []).text) as { tools: { tool: { arguments: Record<string, Record<string, unknown>> } } }).tools.tool.arguments;

  it('types counts as integers and seconds as numbers', () => {
    const { c, batch_size, indent, timeout } = args();
    expect([c!.type, batch_size!.type, indent!.type, timeout!.type]).toEqual(['integer', 'integer', 'integer', 'number']);
  });

  it('keeps files named by placeholder or description inside the roots, and nothing else', () => {
    const { files0_from, from_file, config, exclude_patterns, output } = args();
    expect([files0_from!.path, from_file!.path, config!.path, exclude_patterns!.path, output!.path]).toEqual([true, true, undefined, undefined, undefined]);
  });

  it('leaves out a flag whose description says it needs a terminal', () => {
    expect(args()).not.toHaveProperty('M');
  });
});

describe('toDraftWrapper: filters', () => {
  it('gives a program that reads standard input a stdin argument', () => {
    const help = 'Usage: sort [OPTION]... [FILE]...\nWrite sorted concatenation of all FILE(s) to standard output.\n\nWith no FILE, or when FILE is -, read standard input.\n\n  -r, --reverse   reverse\n';
    const { text } = toDraftWrapper([{ words: ['sort'], helpCommand: ['sort', '--help'], help: parseHelp(help, ['sort']) }], ['A DRAFT.']);
    expect((parse(text) as { tools: { sort: { arguments: Record<string, unknown> } } }).tools.sort.arguments.stdin).toEqual({ type: 'string', stdin: true, description: 'Text for the program to read on standard input, instead of files.' });
    expect(() => parseDefinitions([{ file: 'draft.yaml', text }], { env: {} })).not.toThrow();
  });
});

describe('toDraftWrapper, from a source that knows more than help', () => {
  it("keeps an option or operand a source says names a file inside the roots (a spec's template: filepaths)", () => {
    const help = { summary: '', readsStdin: false, options: [{ long: '--log', value: '<where>', optionalValue: false, inline: false, negatable: false, description: 'Log here', path: true }], positionals: [{ name: 'target', required: true, variadic: false, afterDoubleDash: false, path: true }] };
    const { text } = toDraftWrapper([{ words: ['demo'], helpCommand: ['demo', '--help'], help }], ['A DRAFT.']);
    const args = (parse(text) as { tools: Record<string, { arguments: Record<string, unknown> }> }).tools.demo!.arguments;
    expect(args.log).toMatchObject({ type: 'string', flag: '--log', path: true });
    expect(args.target).toMatchObject({ positional: true, path: true });
  });
});
