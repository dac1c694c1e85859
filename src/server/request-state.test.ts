import type { ServerContext } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStateCodec, STATE_TTL_SECONDS } from './request-state.js';

const KEY = 'k'.repeat(32);
const ctx = (method: string, clientId?: string) => ({ mcpReq: { method }, ...(clientId && { http: { authInfo: { clientId } } }) }) as unknown as ServerContext;
const payload = { tool: 'delete_thing', arguments: 'hash' };

afterEach(() => vi.useRealTimers());

describe('createStateCodec', () => {
  it('verifies what it minted, for the same method and principal', async () => {
    const codec = createStateCodec({ MCP_WRAP_STATE_KEY: KEY });
    expect(await codec.verify(await codec.mint(payload, ctx('tools/call', 'alice')), ctx('tools/call', 'alice'))).toEqual(payload);
  });

  it.each([
    ['another method', ctx('prompts/get', 'alice')],
    ['another principal', ctx('tools/call', 'bob')],
    ['no principal', ctx('tools/call')],
  ])('refuses a state echoed for %s', async (_name, other) => {
    const codec = createStateCodec({ MCP_WRAP_STATE_KEY: KEY });
    await expect(codec.verify(await codec.mint(payload, ctx('tools/call', 'alice')), other)).rejects.toThrow();
  });

  it(`refuses a state older than ${STATE_TTL_SECONDS} s`, async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T00:00:00Z'), toFake: ['Date'] });
    const codec = createStateCodec({ MCP_WRAP_STATE_KEY: KEY });
    const state = await codec.mint(payload, ctx('tools/call'));
    vi.setSystemTime(new Date('2026-11-25T00:01:59Z'));
    expect(await codec.verify(state, ctx('tools/call'))).toEqual(payload);
    vi.setSystemTime(new Date('2026-11-25T00:02:01Z'));
    await expect(codec.verify(state, ctx('tools/call'))).rejects.toThrow();
  });

  it('replicas with the same MCP_WRAP_STATE_KEY accept each other; random keys do not', async () => {
    const state = await createStateCodec({ MCP_WRAP_STATE_KEY: KEY }).mint(payload, ctx('tools/call'));
    expect(await createStateCodec({ MCP_WRAP_STATE_KEY: KEY }).verify(state, ctx('tools/call'))).toEqual(payload);
    await expect(createStateCodec({}).verify(state, ctx('tools/call'))).rejects.toThrow();
  });

  it('refuses a key shorter than 32 bytes', () => {
    expect(() => createStateCodec({ MCP_WRAP_STATE_KEY: 'short' })).toThrow(/at least 32 bytes/);
  });
});
