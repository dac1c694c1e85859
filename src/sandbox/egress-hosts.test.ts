import { describe, expect, it } from 'vitest';
import { canonicalHost, checkDestination, classifyAddress, matchPattern, parseHostPattern, parseTarget, type Resolve } from './egress-hosts.js';

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

  it.each(['', 'a b.com', 'a\u0000.com', 'a\t.com', 'a%2e.com', 'user@example.com', 'a\\b.com', 'example.com..', 'a..b', '.example.com', '[::1', 'x'.repeat(64) + '.com', 'exa/mple.com', 'ex:ample.com', '[127.0.0.1]'])(
    'refuses %j',
    (text) => {
      expect(canonicalHost(text)).toBeUndefined();
    },
  );
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

describe('matchPattern', () => {
  const patterns = ['api.github.com', '*.npmjs.org', '127.0.0.1:8080', '[::1]'].map((text) => (parseHostPattern(text) as { pattern: never }).pattern);
  it.each([
    ['api.github.com', 443, 'api.github.com'],
    ['api.github.com', 80, 'api.github.com'],
    ['api.github.com', 22, undefined],
    ['github.com', 443, undefined],
    ['registry.npmjs.org', 443, '*.npmjs.org'],
    ['a.b.npmjs.org', 443, '*.npmjs.org'],
    ['npmjs.org', 443, undefined],
    ['evilnpmjs.org', 443, undefined],
    ['127.0.0.1', 8080, '127.0.0.1:8080'],
    ['127.0.0.1', 443, undefined],
    ['::1', 443, '::1'],
  ])('%s:%i', (host, port, matched) => {
    const found = matchPattern({ host, port }, patterns);
    expect(found && (found.wildcard ? `*.${found.host}` : found.port ? `${found.host}:${found.port}` : found.host)).toBe(matched);
  });
});

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', undefined],
    ['2606:4700::1111', undefined],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['169.254.169.254', 'cloud metadata'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', undefined],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fc00::1', 'private'],
    ['fdff::1', 'private'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'cloud metadata'],
    ['::127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['::ffff:8.8.8.8', undefined],
  ])('%s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

describe('checkDestination', () => {
  const patterns = ['example.com', '*.example.org', 'internal.corp', '10.0.0.5', 'metadata.google.internal:80', 'rebound.example.net'].map((text) => (parseHostPattern(text) as { pattern: never }).pattern);
  const dns: Record<string, string[]> = {
    'example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:633c'],
    'a.example.org': ['127.0.0.1'],
    'b.example.org': ['10.0.0.1', '93.184.215.14'],
    'internal.corp': ['10.1.1.1'],
    'metadata.google.internal': ['169.254.169.254'],
    'rebound.example.net': ['169.254.169.254', 'fe80::1'],
  };
  const resolve: Resolve = async (host) => dns[host] ?? [];
  it.each([
    ['example.com', 443, { addresses: ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:633c'] }],
    ['b.example.org', 443, { addresses: ['93.184.215.14'] }],
    ['internal.corp', 443, { addresses: ['10.1.1.1'] }],
    ['10.0.0.5', 80, { addresses: ['10.0.0.5'] }],
    ['metadata.google.internal', 80, { addresses: ['169.254.169.254'] }],
    ['other.com', 443, { refused: { target: 'other.com:443', reason: "not in this tool's list", allowWith: 'other.com' } }],
    ['example.com', 8080, { refused: { target: 'example.com:8080', reason: "not in this tool's list", allowWith: 'example.com:8080' } }],
    ['::1', 8080, { refused: { target: '[::1]:8080', reason: "not in this tool's list", allowWith: '[::1]:8080' } }],
    ['a.example.org', 443, { refused: { target: 'a.example.org:443', reason: 'it resolves to 127.0.0.1 (loopback)', allowWith: 'a.example.org' } }],
    ['nowhere.example.org', 443, { failed: 'nowhere.example.org: no address found' }],
    ['rebound.example.net', 443, { refused: { target: 'rebound.example.net:443', reason: 'it resolves to 169.254.169.254 (cloud metadata), which a listed name never reaches; list the address and connect to it by address', allowWith: '169.254.169.254' } }],
  ])('%s:%i', async (host, port, decision) => {
    expect(await checkDestination({ host, port }, patterns, resolve)).toEqual(decision);
  });

  it('refuses the metadata name under a wildcard, unless listed by name', async () => {
    const wildcard = [(parseHostPattern('*.google.internal') as { pattern: never }).pattern];
    expect(await checkDestination({ host: 'metadata.google.internal', port: 80 }, wildcard, async () => ['8.8.8.8'])).toMatchObject({ refused: { reason: 'it is a cloud metadata service' } });
  });
});
