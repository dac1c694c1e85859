import { describe, expect, it } from 'vitest';
import { documentsDoubleDash } from './documents-double-dash.js';

describe('documentsDoubleDash', () => {
  it.each([
    ['a row for "--" (ssh-keygen style)', '  --               unambiguous end of options.'],
    ['a man page row, its words below', '       --\n              Treat all subsequent arguments as file names.'],
    ['a man page row, its words beside', '       --     Treats  all  subsequent  arguments  as  file names'],
    ['a sentence about it (brotli)', "All arguments after '--' are treated as files."],
    ['"--" ends option processing', 'If no -f option is given, a "--" ends option processing; the following'],
    ['a marker for the end of the options', '       --       The double minus sign option is a marker that signals the  end'],
    ['a cell of a table (lsof)', '  -Z Z  context [Z]        -- end option scan'],
  ])('reads %s', (_, text) => {
    expect(documentsDoubleDash(text.split('\n'))).toBe(true);
  });

  it.each([
    ['a usage line and options only (cmark)', 'Usage:   cmark [FILE*]\nOptions:\n  --to, -t FORMAT  Specify output format'],
    ['long options said to start with "--"', "    Long options (starting with '--') must be written one at a time."],
    ['a value written without "--"', '  --node-option, -n                  Node or V8 option (no leading "--")'],
    ['an option named --end', '  --end-of-line  stop at the end of options'],
  ])('does not read %s', (_, text) => {
    expect(documentsDoubleDash(text.split('\n'))).toBe(false);
  });
});
