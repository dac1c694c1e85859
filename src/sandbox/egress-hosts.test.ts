import { describe, expect, it } from 'vitest';
import { parseHostPattern } from '../definition/host-pattern.js';
import { checkDestination, classifyAddress, matchPattern, type Resolve } from './egress-hosts.js';

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
  const patterns = ['example.com', '*.example.org', 'internal.corp', '10.0.0.5', 'metadata.google.internal:80', 'rebound.example.net'].map(
    (text) => (parseHostPattern(text) as { pattern: never }).pattern,
  );
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
    [
      'rebound.example.net',
      443,
      {
        refused: {
          target: 'rebound.example.net:443',
          reason: 'it resolves to 169.254.169.254 (cloud metadata), which a listed name never reaches; list the address and connect to it by address',
          allowWith: '169.254.169.254',
        },
      },
    ],
  ])('%s:%i', async (host, port, decision) => {
    expect(await checkDestination({ host, port }, patterns, resolve)).toEqual(decision);
  });

  it('refuses the metadata name under a wildcard, unless listed by name', async () => {
    const wildcard = [(parseHostPattern('*.google.internal') as { pattern: never }).pattern];
    expect(await checkDestination({ host: 'metadata.google.internal', port: 80 }, wildcard, async () => ['8.8.8.8'])).toMatchObject({
      refused: { reason: 'it is a cloud metadata service' },
    });
  });
});
