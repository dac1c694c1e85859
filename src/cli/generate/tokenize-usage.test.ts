import { describe, expect, it } from 'vitest';
import { tokenizeUsage } from './tokenize-usage.js';

describe('tokenizeUsage', () => {
  it('tokenizes usage lines, keeping bracketed groups whole', () => {
    expect(tokenizeUsage('git log [<options>] [[--] <path>...] <jq filter>')).toEqual(['git', 'log', '[<options>]', '[[--] <path>...]', '<jq filter>']);
  });

  it("splits groups glued to each other (round 15, blind: gtags), not a name and its optional suffix (zipinfo's file[.zip])", () => {
    expect(tokenizeUsage('gtags [-ciIOqvw][-C dir][-f file][dbpath]')).toEqual(['gtags', '[-ciIOqvw]', '[-C dir]', '[-f file]', '[dbpath]']);
    expect(tokenizeUsage('zipinfo file[.zip] [list...]')).toEqual(['zipinfo', 'file[.zip]', '[list...]']);
  });

  it('closes a group whose inner bracket the help forgets to close (round 37, blind: arping\'s "[ -T <host/ip ]")', () => {
    expect(tokenizeUsage('arping [ -S <host/ip> ] [ -T <host/ip ] [ -s <MAC> ] <host/ip/MAC | -B>')).toEqual([
      'arping',
      '[-S <host/ip>]',
      '[-T <host/ip]',
      '[-s <MAC>]',
      '<host/ip/MAC | -B>',
    ]);
  });

  it('reads a ">" as closing only the "<" just opened, not the "[" around it (cpio\'s "< name-list [> archive]", a redirect)', () => {
    expect(tokenizeUsage('tool [-v] < infile [> outfile]')).toEqual(['tool', '[-v]', '< infile [> outfile]']);
  });
});
