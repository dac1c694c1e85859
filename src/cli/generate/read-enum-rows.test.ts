import { describe, expect, it } from 'vitest';
import { parseHelp } from './parse-help.js';

const LLVM_AR = `USAGE: llvm-ar [options] [-]<operation>[modifiers] [relpos] [count] <archive> [files]

OPTIONS:
  --format              - archive format to create
    =default            -   default
    =gnu                -   gnu
  --plugin=<string>     - ignored for compatibility
  --rsp-quoting         - quoting style for response files
    =posix              -   posix
    =windows            -   windows
  --thin                - create a thin archive
`;

describe('withEnumRows: the "=value" rows under a cl::opt option are its values', () => {
  it.each([
    ['measured (round 8): llvm-ar --format', '--format', ['default', 'gnu']],
    ['measured (round 8): llvm-ar --rsp-quoting', '--rsp-quoting', ['posix', 'windows']],
  ])('%s', (_label, long, choices) => {
    expect(parseHelp(LLVM_AR, ['llvm-ar']).options.find((option) => option.long === long)).toMatchObject({ value: '<value>', inline: true, choices });
  });

  it('measured (round 24): llvm-mc writes the placeholder on the option row (LLVM 14)', () => {
    const help = `USAGE: llvm-mc [options] <input file>\n\nOPTIONS:\n  --filetype=<value>      - Choose an output file type:\n    =asm                  -   Emit an assembly ('.s') file\n    =null                 -   Don't emit anything (for timing purposes)\n    =obj                  -   Emit a native object ('.o') file\n  -g                      - Generate dwarf debugging info\n`;
    expect(parseHelp(help, ['llvm-mc']).options.find((option) => option.long === '--filetype')).toMatchObject({ choices: ['asm', 'null', 'obj'] });
  });

  it('an option without rows under it keeps its value, or none', () => {
    const options = parseHelp(LLVM_AR, ['llvm-ar']).options;
    expect(options.find((option) => option.long === '--thin')!.value).toBeUndefined();
    expect(options.find((option) => option.long === '--plugin')!.value).toBe('<string>');
  });
});
