import { describe, expect, it } from 'vitest';
import { fromBoostRows } from './read-boost-rows.js';

describe('fromBoostRows', () => {
  it.each([
    ['  -f [ --file ] arg                          The heaptrack data file to print.', ['  -f, --file ARG  The heaptrack data file to print.']],
    ['  -e [ --extended ]          Extended output', ['  -e, --extended  Extended output']],
    ['  --flamegraph-cost-type arg (=0)            The cost type to use', ['  --flamegraph-cost-type ARG  The cost type to use', '          (default: 0)']],
    // A bare switch sets 1; its default is no value to type.
    ['  -t [ --shorten-templates ] [=arg(=1)] (=1) Shorten template identifiers.', ['  -t, --shorten-templates  Shorten template identifiers.']],
    ['  -c [ --color ] [=arg(=1)]     Enable/disable color output', ['  -c, --color  Enable/disable color output']],
    [
      '  -n [ --peak-limit ] [=arg(=10)] (=10)      Limit the number of reported peaks.',
      ['  -n, --peak-limit[=NUM]  Limit the number of reported peaks.', '          (default: 10)'],
    ],
    // Not Boost's: a long option alone, or with its description after one space, stays as it is.
    ['  --no-crc                   Do not calculate CRC', ['  --no-crc                   Do not calculate CRC']],
    ['  --synchronous pass arg to the kernel', ['  --synchronous pass arg to the kernel']],
    ['  -o, --output=FILE  write to FILE', ['  -o, --output=FILE  write to FILE']],
  ])('%s', (line, expected) => {
    expect(fromBoostRows([line])).toEqual(expected);
  });

  it('writes the default under the whole description, which may run over lines', () => {
    expect(
      fromBoostRows([
        '  --massif-threshold arg (=1)  Percentage of current memory usage, below which allocations are aggregated',
        '                               into a "below threshold" entry.',
        '  -H [ --print-histogram ] arg Path to output file',
      ]),
    ).toEqual([
      '  --massif-threshold ARG  Percentage of current memory usage, below which allocations are aggregated',
      '                               into a "below threshold" entry.',
      '                               (default: 1)',
      '  -H, --print-histogram ARG  Path to output file',
    ]);
  });
});
