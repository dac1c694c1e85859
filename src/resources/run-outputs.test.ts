import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRunOutputStore, MAX_READ_BYTES } from './run-outputs.js';

const work = mkdtempSync(join(tmpdir(), 'run-outputs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A store with a folder of its own: run ids restart at 1 in every store. */
function newStore(budgetBytes: number) {
  const folder = mkdtempSync(join(work, 'store-'));
  return createRunOutputStore(async () => folder, budgetBytes);
}

async function spilled(store: ReturnType<typeof createRunOutputStore>, content: Buffer | string) {
  const { id, spill } = await store.prepare();
  if (!spill) throw new Error('no spill target');
  expect(spill.budget.claim(content.length)).toBe(content.length);
  writeFileSync(spill.stdoutPath, content);
  return {
    id,
    output: store.keep(id, 'stdout', { path: spill.stdoutPath, bytes: content.length, totalBytes: content.length, mimeType: 'text/plain' }),
    path: spill.stdoutPath,
  };
}

describe('createRunOutputStore', () => {
  it('without a folder, runs still get an id and no spill target, with one warning', async () => {
    const warnings: string[] = [];
    const store = createRunOutputStore(
      () => Promise.reject(new Error('ENOENT: no such file or directory, mkdtemp')),
      1024,
      (message) => warnings.push(message),
    );
    expect(await store.prepare()).toEqual({ id: 1 });
    expect(await store.prepare()).toEqual({ id: 2 });
    expect(warnings).toEqual([expect.stringContaining('no temporary folder for full outputs (ENOENT')]);
  });

  it("discard forgets a run's outputs and removes their files, leaving the budget to others", async () => {
    const store = newStore(20);
    const first = await spilled(store, 'a'.repeat(15));
    store.discard(first.id);
    expect(await store.read(first.output.uri)).toBeUndefined();
    await vi.waitFor(() => expect(existsSync(first.path)).toBe(false));
    const second = await spilled(store, 'b'.repeat(15));
    expect((await store.read(second.output.uri))?.data.toString()).toBe('b'.repeat(15));
  });

  it('serves a kept output under its URI, and nothing else', async () => {
    const store = newStore(1000);
    const { output } = await spilled(store, 'hello world');
    expect(output).toEqual({ uri: expect.stringMatching(/^mcp-wrap:\/\/runs\/\d+\/stdout$/), mimeType: 'text/plain', bytes: 11, totalBytes: 11 });
    expect((await store.read(output.uri))?.data.toString()).toBe('hello world');
    expect(await store.read(output.uri.replace('stdout', 'stderr'))).toBeUndefined();
    expect(await store.read('mcp-wrap://runs/999/stdout')).toBeUndefined();
    expect(await store.read('file:///etc/passwd')).toBeUndefined();
  });

  it('reads from an offset, and at most MAX_READ_BYTES at a time', async () => {
    const store = newStore(100 * 1024 * 1024);
    const { output } = await spilled(store, Buffer.alloc(MAX_READ_BYTES + 10, 'x'));
    expect((await store.read(output.uri))?.data.length).toBe(MAX_READ_BYTES);
    expect(await store.read(`${output.uri}?offset=${MAX_READ_BYTES}`)).toMatchObject({ offset: MAX_READ_BYTES, data: Buffer.alloc(10, 'x') });
    expect((await store.read(`${output.uri}?offset=999999999`))?.data.length).toBe(0);
  });

  it('evicts the oldest outputs beyond the disk budget and deletes their files', async () => {
    const store = newStore(25);
    const first = await spilled(store, '0123456789');
    const second = await spilled(store, '0123456789');
    const third = await spilled(store, '0123456789');
    expect(await store.read(first.output.uri)).toBeUndefined();
    await vi.waitFor(() => expect(existsSync(first.path)).toBe(false));
    expect(await store.read(second.output.uri)).toBeDefined();
    expect(await store.read(third.output.uri)).toBeDefined();
  });

  it('shares the budget between runs still writing: together they are granted no more than it', async () => {
    const store = newStore(25);
    const [a, b, c] = [await store.prepare(), await store.prepare(), await store.prepare()];
    expect([a.spill!.budget.claim(20), b.spill!.budget.claim(20), c.spill!.budget.claim(20)]).toEqual([20, 5, 0]);
    b.spill!.budget.release(5);
    expect(c.spill!.budget.claim(20)).toBe(5);
  });

  it('a new claim evicts the oldest kept outputs first', async () => {
    const store = newStore(25);
    const old = await spilled(store, '0123456789');
    const { spill } = await store.prepare();
    expect(spill!.budget.claim(25)).toBe(25);
    expect(await store.read(old.output.uri)).toBeUndefined();
  });

  it('saves in-memory output as a file too', async () => {
    const store = newStore(1000);
    const { id } = await store.prepare();
    const kept = await store.save(id, 'stdout', Buffer.from([1, 2, 3]), 'application/octet-stream');
    expect((await store.read(kept.uri))?.data).toEqual(Buffer.from([1, 2, 3]));
  });
});
