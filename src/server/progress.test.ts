import { describe, expect, it } from 'vitest';
import { toolFrom } from '../../test/support/definitions.js';
import { createProgressReporter } from './progress.js';

function report(toolYaml: string, snapshots: { bytes: number; lastLine: string }[]) {
  const sent: unknown[] = [];
  const reporter = createProgressReporter(
    toolFrom(toolYaml),
    'token-1',
    async (notification) => void sent.push(notification.params),
    (text) => text.replace('secret', '***'),
  );
  snapshots.forEach(reporter);
  return sent;
}

describe('createProgressReporter', () => {
  it('reports bytes so far, only when they grow, with the current line', () => {
    expect(
      report('command: [x]', [
        { bytes: 10, lastLine: 'first' },
        { bytes: 10, lastLine: 'same' },
        { bytes: 25, lastLine: 'the secret line' },
      ]),
    ).toEqual([
      { progressToken: 'token-1', progress: 10, message: 'first' },
      { progressToken: 'token-1', progress: 25, message: 'the *** line' },
    ]);
  });

  it('reports the percentage an output.progress pattern finds, out of 100, never going back', () => {
    expect(
      report('command: [x]\noutput: { progress: "(?<percent>\\\\d+)%" }', [
        { bytes: 10, lastLine: 'starting' },
        { bytes: 20, lastLine: '[##   ] 40%' },
        { bytes: 30, lastLine: '[#    ] 20%' },
        { bytes: 40, lastLine: '[#####] 150%' },
      ]),
    ).toEqual([
      { progressToken: 'token-1', progress: 40, total: 100, message: '[##   ] 40%' },
      { progressToken: 'token-1', progress: 100, total: 100, message: '[#####] 150%' },
    ]);
  });
});
