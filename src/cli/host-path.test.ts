import { describe, expect, it } from 'vitest';
import { hostPath } from './host-path.js';

describe('hostPath', () => {
  it("keeps the user's folders once each, and drops npx's, npm's, node_modules/.bin, relative and world-writable ones", () => {
    const path = [
      '/usr/lib/node_modules/npm/node_modules/@npmcli/run-script/lib/node-gyp-bin',
      '/home/me/.npm/_npx/1a2b/node_modules/.bin',
      '/tmp/project/node_modules/.bin',
      '/node_modules/.bin',
      '/usr/local/bin',
      'bin',
      '/tmp',
      '/usr/bin',
      '/usr/local/bin',
      '',
      '/bin',
    ].join(':');
    expect(hostPath(path, (folder) => folder === '/tmp')).toBe('/usr/local/bin:/usr/bin:/bin');
  });
});
