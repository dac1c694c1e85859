import { describe, expect, it } from 'vitest';
import { isLoopback, toAuthSettings, type HttpCliOptions } from './http-options.js';

const base: HttpCliOptions = { authTokenEnv: [], allowedHost: [] };
const http = (host: string) => ({ ...base, http: { host, port: 8080 } });

describe('HTTP options', () => {
  it('loopback needs no authorization; beyond it, auth or --allow-unauthenticated', () => {
    expect(toAuthSettings(http('127.0.0.1'), {})).toBeUndefined();
    expect(() => toAuthSettings(http('0.0.0.0'), {})).toThrow(/without authorization/);
    expect(toAuthSettings({ ...http('0.0.0.0'), allowUnauthenticated: true }, {})).toBeUndefined();
    expect(toAuthSettings({ ...http('0.0.0.0'), authTokenEnv: ['T'] }, { T: 'a'.repeat(16) })).toBeDefined();
  });

  it('tokens: several per variable, none short, the variable set', () => {
    expect(() => toAuthSettings({ ...http('127.0.0.1'), authTokenEnv: ['T'] }, { T: `${'a'.repeat(16)}, short` })).toThrow(/5 characters is too short/);
    expect(() => toAuthSettings({ ...http('127.0.0.1'), authTokenEnv: ['T'] }, { T: ' , ' })).toThrow(/not set or empty/);
  });

  it('refuses half an OAuth setting and HTTP options without --http', () => {
    expect(() => toAuthSettings({ ...http('127.0.0.1'), authAudience: 'x' }, {})).toThrow(/go together/);
    expect(() => toAuthSettings({ ...base, stateless: true, allowedHost: ['x'] }, {})).toThrow('--stateless, --allowed-host only apply with --http');
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', 'example.com'].some(isLoopback)).toBe(false);
  });
});
