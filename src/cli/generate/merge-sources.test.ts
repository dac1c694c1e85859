import { describe, expect, it } from 'vitest';
import { describeSources, mergeSources } from './merge-sources.js';
import type { HelpOption, ParsedHelp } from './help-types.js';

const option = (fields: Partial<HelpOption>): HelpOption => ({ optionalValue: false, inline: false, negatable: false, description: '', ...fields });
const help = (fields: Partial<ParsedHelp>): ParsedHelp => ({ summary: '', options: [], positionals: [], readsStdin: false, ...fields });

describe('mergeSources', () => {
  it("measured: git tag --cleanup, the man page's values tied to its placeholder join the help's option, a spec's suggestions do not", () => {
    const { help: merged } = mergeSources([
      {
        source: 'help',
        help: help({ options: [option({ long: '--cleanup', value: '<mode>', description: 'how to strip spaces and #comments from message' })] }),
      },
      {
        source: 'man',
        help: help({
          options: [
            option({ long: '--cleanup', value: '<mode>', description: 'The <mode> can be one of verbatim, whitespace and strip. The strip mode is default.' }),
          ],
        }),
      },
      { source: 'spec', help: help({ options: [option({ long: '--width', value: 'NUM', description: 'width' })] }) },
      { source: 'spec', help: help({ options: [option({ long: '--width', value: 'NUM', choices: ['6', '5'], description: 'one of 6 or 5' })] }) },
    ]);
    expect(merged.options.map(({ long, choices }) => [long, choices])).toEqual([
      ['--cleanup', ['verbatim', 'whitespace', 'strip']],
      ['--width', undefined],
    ]);
  });

  it('measured (round 6): lsns --type, a man page that says it "may be given more than once" makes the help\'s option repeat; a spec\'s mark does not', () => {
    const { help: merged } = mergeSources([
      {
        source: 'help',
        help: help({
          options: [
            option({ long: '--type', value: '<name>', description: 'namespace type (mnt, net)' }),
            option({ long: '--jobs', value: 'N', description: 'jobs' }),
          ],
        }),
      },
      {
        source: 'man',
        help: help({ options: [option({ long: '--type', value: 'type', description: 'Display that type only. This option may be given more than once.' })] }),
      },
      { source: 'spec', help: help({ options: [option({ long: '--jobs', value: 'N', repeats: true, description: 'jobs' })] }) },
      // ctags's -f: "If this option is specified more than once, only the last will apply."
      { source: 'help', help: help({ options: [option({ short: '-f', value: '<tagfile>', description: 'Write tags to specified <tagfile>' })] }) },
      {
        source: 'man',
        help: help({
          options: [option({ short: '-f', value: 'tagfile', description: 'If this option is specified more than once, only the last will apply.' })],
        }),
      },
    ]);
    expect(merged.options.map(({ long, short, repeats }) => [long ?? short, repeats ?? false])).toEqual([
      ['--type', true],
      ['--jobs', false],
      ['-f', false],
    ]);
  });

  it('takes an option from the best source that has it; a lower one adds only what is missing', () => {
    const { help: merged, used } = mergeSources([
      { source: 'spec', help: help({ summary: 'From the spec.', options: [option({ long: '--output', value: '<file>', path: true, description: 'spec' })] }) },
      {
        source: 'man',
        help: help({
          options: [option({ long: '--output', short: '-o', value: 'FILE', description: 'man' }), option({ long: '--quiet', description: 'man' })],
        }),
      },
      {
        source: 'help',
        help: help({
          summary: 'From the help.',
          options: [option({ long: '--quiet', description: 'help' })],
          positionals: [{ name: 'files', required: false, variadic: true, afterDoubleDash: false }],
          readsStdin: true,
        }),
      },
    ]);
    expect(merged.options).toEqual([
      option({ long: '--output', short: '-o', value: '<file>', path: true, description: 'spec' }),
      option({ long: '--quiet', description: 'man' }),
    ]);
    expect(merged.summary).toBe('From the spec.');
    expect(merged.positionals.map(({ name }) => name)).toEqual(['files']);
    expect(merged.readsStdin).toBe(true);
    expect(used).toEqual(['spec', 'man', 'help']);
  });

  it.each([
    ['the same long name', option({ long: '--all' }), option({ long: '--all', short: '-a' }), 1],
    ['a short name beside no long one', option({ short: '-a' }), option({ long: '--all', short: '-a' }), 1],
    ['one short name, two long names', option({ long: '--all', short: '-a' }), option({ long: '--append', short: '-a' }), 2],
  ])('%s', (_name, better, lower, count) => {
    expect(
      mergeSources([
        { source: 'a', help: help({ options: [better] }) },
        { source: 'b', help: help({ options: [lower] }) },
      ]).help.options,
    ).toHaveLength(count);
  });

  it("a completion script's VALUE takes the help's telling placeholder, and its missing description the help's", () => {
    const merged = mergeSources([
      { source: 'fish', help: help({ options: [option({ long: '--max-count', value: 'VALUE' })] }) },
      { source: 'help', help: help({ options: [option({ long: '--max-count', value: 'NUM', description: 'At most NUM.' })] }) },
    ]);
    expect(merged.help.options[0]).toMatchObject({ value: 'NUM', description: 'At most NUM.' });
  });

  it("keeps the better source's option whole where a lower one knows it by the same short name (the help's GNU --reference, a spec's macOS date -r)", () => {
    const merged = mergeSources([
      { source: 'help', help: help({ options: [option({ long: '--reference', short: '-r', value: 'FILE', inline: true })] }) },
      { source: 'spec', help: help({ options: [option({ short: '-r', value: '<seconds>' })] }) },
    ]);
    expect(merged.help.options).toEqual([option({ long: '--reference', short: '-r', value: 'FILE', inline: true })]);
  });

  it("measured (round 29): genbrk's usage '-r rule-file' (no row) takes the man page's long name; a described row or a flag does not", () => {
    const merged = mergeSources([
      {
        source: 'help',
        help: help({
          options: [option({ short: '-r', value: 'rule-file' }), option({ short: '-o', value: 'FILE', description: 'write to FILE' }), option({ short: '-s' })],
        }),
      },
      {
        source: 'man',
        help: help({
          options: [
            option({ short: '-r', long: '--rules', value: 'rule-file' }),
            option({ short: '-o', long: '--output', value: 'FILE' }),
            option({ short: '-s', long: '--no-patch' }),
          ],
        }),
      },
    ]);
    expect(merged.help.options.map((merged) => merged.long ?? merged.short)).toEqual(['--rules', '-o', '-s']);
  });

  it('takes every safety mark a lower source gives (a file, dangerous, a value that is run), but not its values (a spec suggests, it does not list)', () => {
    const merged = mergeSources([
      {
        source: 'help',
        help: help({ options: [option({ long: '--log', value: 'WHERE' }), option({ long: '--exec', value: 'X' }), option({ long: '--width', value: 'N' })] }),
      },
      {
        source: 'spec',
        help: help({
          options: [
            option({ long: '--log', value: '<file>', path: true }),
            option({ long: '--exec', value: '<cmd>', runsValue: true, isDangerous: true }),
            option({ long: '--width', value: '<n>', choices: ['6', '5'] }),
          ],
        }),
      },
    ]);
    expect(merged.help.options.map(({ long, path, runsValue, isDangerous, choices }) => ({ long, path, runsValue, isDangerous, choices }))).toEqual([
      { long: '--log', path: true, runsValue: undefined, isDangerous: undefined, choices: undefined },
      { long: '--exec', path: undefined, runsValue: true, isDangerous: true, choices: undefined },
      { long: '--width', path: undefined, runsValue: undefined, isDangerous: undefined, choices: undefined },
    ]);
  });

  it("keeps how the chosen operands are written (find's operands first, xmllint's missing --)", () => {
    const positional = { name: 'path', required: false, variadic: true, afterDoubleDash: false };
    const merged = mergeSources([
      { source: 'help', help: help({ positionals: [positional], operandsFirst: true, refusesDoubleDash: true }) },
      { source: 'spec', help: help({ positionals: [{ ...positional, name: 'starting-point' }] }) },
    ]);
    expect([merged.help.positionals[0]!.name, merged.help.operandsFirst, merged.help.refusesDoubleDash]).toEqual(['path', true, true]);
  });

  it("adds the verbs a lower source lists to the chosen verb place, and makes it optional where one source does (hostnamectl's man page names its default verb)", () => {
    const place = { name: 'command', required: true, variadic: false, afterDoubleDash: false };
    const merged = mergeSources([
      { source: 'help', help: help({ positionals: [{ ...place, verbs: [{ name: 'status', description: 'Show the status' }] }] }) },
      {
        source: 'man',
        help: help({
          positionals: [
            {
              ...place,
              required: false,
              verbs: [
                { name: 'status', description: 'Show it.' },
                { name: 'stats', description: 'Show statistics.' },
              ],
            },
          ],
        }),
      },
    ]);
    expect(merged.help.positionals[0]).toMatchObject({
      required: false,
      verbs: [
        { name: 'status', description: 'Show the status' },
        { name: 'stats', description: 'Show statistics.' },
      ],
    });
  });

  it('names a source that added nothing nowhere', () => {
    expect(
      mergeSources([
        { source: 'spec', help: help({ summary: 'S', options: [option({ long: '--a' })] }) },
        { source: 'help', help: help({ summary: 'H', options: [option({ long: '--a' })] }) },
      ]).used,
    ).toEqual(['spec']);
  });
});

describe('describeSources', () => {
  it('groups the commands of one source', () => {
    expect(describeSources(['@withfig/autocomplete 2.692.3 (git log)', '--help (git log)', '@withfig/autocomplete 2.692.3 (git diff)', 'man git-diff'])).toBe(
      '@withfig/autocomplete 2.692.3 (git log, git diff), --help (git log), man git-diff',
    );
  });
});
