import { describe, expect, it } from 'vitest';
import { definitionFrom, issuesOf } from '../../test/support/definitions.js';
import { toInputSchema } from './input-schema.js';
import { planRun } from './plan-run.js';
import { validateArguments } from './validate-arguments.js';

const WRAPPER = `name: shared
$defs:
  port: { type: integer, minimum: 1, maximum: 65535, default: 80, description: A TCP port. }
  mode: { type: string, enum: [fast, safe] }
tools:
  connect:
    description: Connects to a port in a mode, printing what it did.
    command: [echo]
    arguments:
      port: { $ref: "#/$defs/port", flag: --port }
      backup_port: { $ref: "#/$defs/port", flag: --backup, description: Where to go when the first port fails. }
      mode: { $ref: "#/$defs/mode", positional: true }
  plain:
    description: A tool that uses no shared schema at all, for comparison.
    command: [echo]
`;

describe('shared argument schemas ($defs and $ref)', () => {
  const [connect, plain] = definitionFrom(WRAPPER).tools;

  it('lists them as JSON Schema 2020-12: $ref beside the type, the used definitions under $defs', () => {
    expect(toInputSchema(connect!)).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $defs: {
        port: { type: 'integer', minimum: 1, maximum: 65535, default: 80, description: 'A TCP port.' },
        mode: { type: 'string', enum: ['fast', 'safe'] },
      },
      type: 'object',
      properties: {
        port: { $ref: '#/$defs/port', type: 'integer', default: 80 },
        backup_port: { $ref: '#/$defs/port', description: 'Where to go when the first port fails.', type: 'integer', default: 80 },
        mode: { $ref: '#/$defs/mode', type: 'string' },
      },
      additionalProperties: false,
    });
    expect(toInputSchema(plain!)).not.toHaveProperty('$defs');
  });

  it('validates calls against the shared schema, defaults applied, and maps the argument as declared where it is used', async () => {
    expect(validateArguments(connect!, { port: 0, mode: 'slow' })).toEqual({
      ok: false,
      problems: ['argument `port` must be >= 1 (minimum), got `0` (number)', 'argument `mode` must be one of "fast", "safe" (enum), got `slow` (string)'],
    });
    const planned = await planRun(connect!, { mode: 'safe' }, { baseDir: '/', allowedRoots: ['/'], createRunDir: async () => '/tmp' });
    expect(planned).toMatchObject({ ok: true, plan: { program: 'echo', args: ['--port', '80', '--backup', '80', 'safe'] } });
  });

  it('refuses an unknown reference and a mapping key in a shared schema, with file:line:col', () => {
    const broken = WRAPPER.replace('"#/$defs/mode"', '"#/$defs/mood"').replace('port: { type: integer,', 'port: { flag: --p, type: integer,');
    expect(issuesOf(broken).map((issue) => `${issue.line}:${issue.column} ${issue.code}: ${issue.message}`)).toEqual([
      '3:11 definition.invalidMapping: $defs.port.flag: a shared schema cannot say how an argument reaches the command; put `flag` on the argument that uses it',
      '12:21 definition.unknownDefinition: tools.connect.arguments.mode.$ref: no shared schema named "mood" under $defs',
    ]);
  });
});
