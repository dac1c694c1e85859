import { describe, expect, it } from 'vitest';
import { findSpecCommand, specToHelp, type FigOption, type FigSpec } from './spec-to-help.js';

const optionOf = (option: FigOption) => specToHelp({ name: 'p', options: [option] }).options[0];

describe('specToHelp: an option', () => {
  it.each([
    [
      'names: long and short',
      { name: ['-n', '--max-count'], args: { name: 'number' } },
      { long: '--max-count', short: '-n', value: '<number>', inline: false },
    ],
    ['a single-dash long name', { name: '-separator', args: { name: 'sep' } }, { long: '-separator', value: '<sep>' }],
    ['a boolean', { name: '--stat' }, { long: '--stat', optionalValue: false }],
    ['requiresSeparator: --name=value', { name: '--author', requiresSeparator: true, args: { name: 'pattern' } }, { inline: true }],
    ['an optional value', { name: '--color', args: { name: 'when', isOptional: true } }, { optionalValue: true, inline: true }],
    ['suggestions of plain words: choices', { name: '-o', args: { name: 'format', suggestions: ['json', { name: 'yaml' }] } }, { choices: ['json', 'yaml'] }],
    ['template filepaths: a path', { name: '--file', args: { name: 'f', template: 'filepaths' } }, { path: true }],
    ['template folders: a path', { name: '-C', args: { name: 'dir', template: ['folders'] } }, { path: true }],
    ['isRepeatable: repeats', { name: '--glob', isRepeatable: true, args: { name: 'glob' } }, { repeats: true }],
    ['a variadic value: repeats', { name: '--exclude', args: { name: 'x', isVariadic: true } }, { repeats: true }],
    ['isDangerous', { name: '--force', isDangerous: true }, { isDangerous: true }],
    ['a value that is run', { name: '--exec', args: { name: 'cmd', isCommand: true } }, { runsValue: true }],
    [
      'two values: one placeholder with a space, left for a person',
      { name: '--arg', args: [{ name: 'name' }, { name: 'value' }] },
      { value: '<name> <value>' },
    ],
  ] as [string, FigOption, object][])('%s', (_name, option, expected) => {
    expect(optionOf(option)).toMatchObject(expected);
  });

  it.each([
    ['suggestions beside a generator', { name: '--ref', args: { name: 'ref', suggestions: ['HEAD'], generators: {} } }],
    ['suggestions that insert text', { name: '--ref', args: { name: 'ref', suggestions: [{ name: 'HEAD~<N>', insertValue: 'HEAD~' }] } }],
  ] as [string, FigOption][])('no choices from %s', (_name, option) => {
    expect(optionOf(option)).not.toHaveProperty('choices');
  });

  it.each([
    ['hidden', { name: '--secret', hidden: true }],
    ['--help', { name: ['-h', '--help'] }],
    ['not an option', { name: '+x' }],
  ] as [string, FigOption][])('leaves out %s', (_name, option) => {
    expect(optionOf(option)).toBeUndefined();
  });
});

describe('specToHelp: a command', () => {
  const spec: FigSpec = {
    name: 'kubectl',
    options: [{ name: ['-n', '--namespace'], isPersistent: true, args: { name: 'namespace' } }, { name: '--root-only' }],
    subcommands: [
      {
        name: 'get',
        description: 'Display one or many resources. More text.',
        args: [{ name: 'TYPE' }, { name: 'NAME', isOptional: true, isVariadic: true }],
        options: [{ name: '--watch' }],
      },
      { name: ['rm', 'remove'], description: 'Remove', args: { name: 'file name', template: 'filepaths', isVariadic: true } },
      { name: 'secret', hidden: true },
    ],
  };

  it('finds a subcommand by any of its names, with the persistent options of its parents', () => {
    const found = findSpecCommand(spec, ['get'])!;
    const help = specToHelp(found.command, found.inherited);
    expect(help.summary).toBe('Display one or many resources.');
    expect(help.options.map((option) => option.long)).toEqual(['--watch', '--namespace']);
    expect(help.positionals).toMatchObject([
      { name: 'type', required: true, variadic: false },
      { name: 'name', required: false, variadic: true },
    ]);
    expect(findSpecCommand(spec, ['remove'])?.command.description).toBe('Remove');
    expect(specToHelp(findSpecCommand(spec, ['rm'])!.command).positionals[0]).toMatchObject({ name: 'file_name', path: true, variadic: true });
    expect(findSpecCommand(spec, ['nope'])).toBeUndefined();
  });

  it('lists the visible subcommands with their descriptions', () => {
    expect(specToHelp(spec).subcommands).toEqual([
      { name: 'get', description: 'Display one or many resources.' },
      { name: 'rm', description: 'Remove' },
    ]);
  });
});
