import { describe, expect, it } from 'vitest';
import type { HelpOption } from './help-types.js';
import { withSharedDescriptions } from './read-shared-descriptions.js';

const option = (long: string, description: string): HelpOption => ({ long, description, optionalValue: false, inline: false, negatable: false });

const MAN = [
  '       --locate-keys',
  '       --locate-external-keys',
  '              Locate the keys given as arguments.',
  '',
  '       --ask-cert-level',
  '       --no-ask-cert-level',
  '              When making a key signature, prompt for a certification level.',
  '',
  '       --batch',
  '              Use batch mode.',
  '       --quiet',
  '              Try to be as quiet as possible.',
].join('\n');

describe('withSharedDescriptions', () => {
  it("measured (round 35): gpg's man page, options named on adjacent lines above one paragraph, each takes it", () => {
    const options = withSharedDescriptions(
      [
        option('--locate-keys', ''),
        option('--locate-external-keys', 'Locate the keys given as arguments.'),
        option('--ask-cert-level', ''),
        option('--no-ask-cert-level', 'When making a key signature, prompt for a certification level.'),
      ],
      MAN,
    );
    expect(options.map((each) => each.description)).toEqual([
      'Locate the keys given as arguments.',
      'Locate the keys given as arguments.',
      'When making a key signature, prompt for a certification level.',
      'When making a key signature, prompt for a certification level.',
    ]);
  });

  it('leaves an option without a description alone where its line is not next to the next option (a paragraph between)', () => {
    const options = withSharedDescriptions([option('--batch', ''), option('--quiet', 'Try to be as quiet as possible.')], MAN);
    expect(options[0]!.description).toBe('');
  });

  it("review (stop 45): a help table's row without a description beside a described one shares nothing (babel's --source-maps)", () => {
    const help = '  --source-maps [true|false|inline|both]\n  --source-file-name [string]   Set `file` on returned source map.\n';
    const options = withSharedDescriptions([option('--source-maps', ''), option('--source-file-name', 'Set `file` on returned source map.')], help);
    expect(options[0]!.description).toBe('');
  });
});
