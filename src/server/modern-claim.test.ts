import { describe, expect, it } from 'vitest';
import { claimedRevision, refuseRevision } from './modern-claim.js';

const meta = (version: unknown) => ({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': version } } });

describe('claimedRevision', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a modern claim', meta('2026-07-28'), '2026-07-28'],
    ['another revision', meta('2099-01-01'), '2099-01-01'],
    ['not a string', meta(7), undefined],
    ['no _meta', { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, undefined],
    ['no params', { jsonrpc: '2.0', id: 1, method: 'ping' }, undefined],
    ['not an object', 'text', undefined],
  ])('%s', (_name, message, expected) => expect(claimedRevision(message)).toBe(expected));
});

describe('refuseRevision', () => {
  it('serves 2026-07-28', () => expect(refuseRevision(1, '2026-07-28')).toBeUndefined());
  it.each(['2099-01-01', '2025-06-18', ''])('refuses %j with -32022 naming the served revisions', (requested) =>
    expect(refuseRevision('a', requested)).toMatchObject({ jsonrpc: '2.0', id: 'a', error: { code: -32022, data: { supported: ['2026-07-28'], requested } } }),
  );
});
