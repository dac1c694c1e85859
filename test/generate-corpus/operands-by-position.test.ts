import { describe, expect, it } from 'vitest';
import { toolFrom } from '../support/definitions.js';
import { callTool, type Expectation } from './measure.js';
import { operandRenames } from './operands-by-position.js';

/** An expectation of `command` whose call is `argv` from `args`, not run (the argv is the proof). */
function expecting(options: Record<string, string>, args: Record<string, unknown>, argv: string[]): Expectation {
  return { command: argv.slice(0, 1), dialect: 'test', options, call: { arguments: args, argv, run: false } };
}

describe('the call with its operands matched by position', () => {
  it('renames an operand the draft names otherwise and the call passes (files -> filenames)', async () => {
    const tool = toolFrom(
      'command: [patchelf]\narguments:\n  print_soname: { type: boolean, flag: --print-soname }\n  filenames: { type: array, positional: true, path: true }',
    );
    const expected = expecting({ '--print-soname': 'boolean' }, { print_soname: true, files: ['libf.so'] }, ['patchelf', '--print-soname', 'libf.so']);
    const problems: string[] = [];
    expect(await callTool(tool, expected, problems)).toEqual({ callable: false, callableByPosition: true, renamedByPosition: ['files -> filenames'] });
    // The strict miss stays reported as it was.
    expect(problems).toEqual([expect.stringContaining('the call is refused')]);
  });

  it('renames two operands in the order of the argv, whatever the order of the call', async () => {
    const tool = toolFrom('command: [cp]\narguments:\n  source: { type: string, positional: true }\n  dest: { type: string, positional: true }');
    const expected = expecting({}, { dst: 'b.txt', src: 'a.txt' }, ['cp', 'a.txt', 'b.txt']);
    expect(operandRenames(tool, expected)).toEqual([
      ['src', 'source'],
      ['dst', 'dest'],
    ]);
    expect(await callTool(tool, expected, [])).toMatchObject({ callable: false, callableByPosition: true });
  });

  it('does not rename an operand the draft has no operand for at its position', async () => {
    const tool = toolFrom('command: [cp]\narguments:\n  sources: { type: array, positional: true }');
    const expected = expecting({}, { source: ['a.txt'], dest: 'b.txt' }, ['cp', 'a.txt', 'b.txt']);
    expect(operandRenames(tool, expected)).toEqual([['source', 'sources']]);
    expect(await callTool(tool, expected, [])).toEqual({ callable: false, callableByPosition: false });
  });

  it('does not map onto a draft operand whose name the call already uses', () => {
    const tool = toolFrom('command: [grep]\narguments:\n  files: { type: array, positional: true }');
    const expected = expecting({}, { pattern: 'hello', files: ['a.txt'] }, ['grep', 'hello', 'a.txt']);
    expect(operandRenames(tool, expected)).toEqual([]);
  });

  it('renames nothing when an operand both name sits at another position in the draft', () => {
    const tool = toolFrom(
      'command: [llvm-ar]\narguments:\n  relpos: { type: string, positional: true }\n  count: { type: integer, positional: true }\n  archive: { type: string, positional: true }\n  files: { type: array, positional: true }',
    );
    const expected = expecting({}, { operation: 't', archive: 'lib.a' }, ['llvm-ar', 't', 'lib.a']);
    expect(operandRenames(tool, expected)).toEqual([]);
  });

  it('never renames an option, even one the draft names otherwise', async () => {
    const tool = toolFrom('command: [llvm-dis]\narguments:\n  output: { type: string, flag: -o }\n  input_bitcodes: { type: array, positional: true }');
    const expected = expecting({ '-o': 'path' }, { o: 'out.ll', input_bitcode: ['m.bc'] }, ['llvm-dis', '-o', 'out.ll', 'm.bc']);
    expect(operandRenames(tool, expected)).toEqual([['input_bitcode', 'input_bitcodes']]);
    expect(await callTool(tool, expected, [])).toEqual({ callable: false, callableByPosition: false });
  });

  it('reads operands after `--` and leaves stdin and option values out', () => {
    const tool = toolFrom(
      'command: [prog]\narguments:\n  width: { type: integer, flag: --width }\n  text: { type: string, stdin: true }\n  words: { type: array, positional: true }',
    );
    const expected = expecting({ '--width': 'integer', '--level': 'integer' }, { width: 60, level: 3, input: 'hello', word: ['60', '-x'] }, [
      'prog',
      '--width',
      '60',
      '--level',
      '3',
      '--',
      '60',
      '-x',
    ]);
    expect(operandRenames(tool, expected)).toEqual([['word', 'words']]);
  });

  it('renames nothing when the call already names the draft operands', () => {
    const tool = toolFrom('command: [cat]\narguments:\n  files: { type: array, positional: true }');
    expect(operandRenames(tool, expecting({}, { files: ['a.txt'] }, ['cat', 'a.txt']))).toEqual([]);
  });
});
