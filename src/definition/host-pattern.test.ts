import { describe, expect, it } from 'vitest';
import { canonicalHost, parseHostPattern, parseTarget } from './host-pattern.js';

describe('canonicalHost', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['example.com.', 'example.com'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['XN--BCHER-KVA.example.', 'xn--bcher-kva.example'],
    ['127.0.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['[::1]', '::1'],
    ['::FFFF:127.0.0.1', '::ffff:7f00:1'],
    ['[0:0:0:0:0:0:0:1]', '::1'],
    ['_srv.example.com', '_srv.example.com'],
  ])('%s -> %s', (text, canonical) => {
    expect(canonicalHost(text)).toBe(canonical);
  });

  it.each([
    '',
    'a b.com',
    'a\u0000.com',
    'a\t.com',
    'a%2e.com',
    'user@example.com',
    'a\\b.com',
    'example.com..',
    'a..b',
    '.example.com',
    '[::1',
    'x'.repeat(64) + '.com',
    'exa/mple.com',
    'ex:ample.com',
    '[127.0.0.1]',
  ])('refuses %j', (text) => {
    expect(canonicalHost(text)).toBeUndefined();
  });
});

describe('parseHostPattern', () => {
  it.each([
    ['api.github.com', { wildcard: false, host: 'api.github.com' }],
    ['API.GitHub.com.', { wildcard: false, host: 'api.github.com' }],
    ['*.npmjs.org', { wildcard: true, host: 'npmjs.org' }],
    ['localhost:8080', { wildcard: false, host: 'localhost', port: 8080 }],
    ['*.example.com:8443', { wildcard: true, host: 'example.com', port: 8443 }],
    ['10.0.0.1', { wildcard: false, host: '10.0.0.1' }],
    ['10.0.0.1:5432', { wildcard: false, host: '10.0.0.1', port: 5432 }],
    ['::1', { wildcard: false, host: '::1' }],
    ['[::1]', { wildcard: false, host: '::1' }],
    ['[fd00::1]:8080', { wildcard: false, host: 'fd00::1', port: 8080 }],
    ['münchen.de', { wildcard: false, host: 'xn--mnchen-3ya.de' }],
  ])('%s', (text, pattern) => {
    expect(parseHostPattern(text)).toEqual({ pattern });
  });

  it.each([
    ['https://example.com', /a host name/],
    ['example.com/path', /a host name/],
    ['*', /the whole network/],
    ['*.com', /a whole top-level domain/],
    ['a.*.com', /only as a first label/],
    ['*example.com', /only as a first label/],
    ['exa mple.com', /a host name/],
    ['example.com:0', /port/],
    ['example.com:65536', /port/],
    ['example.com:http', /port/],
    ['user@example.com', /a host name/],
    ['*.10.0.0.1', /an IP address/],
    ['', /a host name/],
  ])('refuses %j', (text, message) => {
    expect(parseHostPattern(text)).toEqual({ error: expect.stringMatching(message) });
  });
});

describe('parseTarget', () => {
  it.each([
    ['example.com:443', { host: 'example.com', port: 443 }],
    ['EXAMPLE.com.:80', { host: 'example.com', port: 80 }],
    ['[::1]:8080', { host: '::1', port: 8080 }],
    ['example.com', undefined],
    ['example.com:', undefined],
    ['a@example.com:443', undefined],
    ['example.com:99999', undefined],
  ])('%s', (text, target) => {
    expect(parseTarget(text)).toEqual(target);
  });
});
