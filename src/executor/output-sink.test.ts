import { pbkdf2 } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { OutputSink } from './output-sink.js';
import type { DiskBudget } from './types.js';

const work = mkdtempSync(join(tmpdir(), 'output-sink-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A budget of its own for one sink. */
function budgetOf(bytes: number): DiskBudget {
  let left = bytes;
  return {
    claim: (wanted) => {
      const granted = Math.min(wanted, left);
      left -= granted;
      return granted;
    },
    release: (given) => void (left += given),
  };
}

describe('OutputSink', () => {
  it('keeps small output in memory only', async () => {
    const path = join(work, 'small');
    const sink = new OutputSink(new PassThrough(), 10, { path, budget: budgetOf(100) });
    sink.write(Buffer.from('hello'));
    expect(await sink.finish()).toMatchObject({ totalBytes: 5, cutBytes: 0 });
    expect(existsSync(path)).toBe(false);
  });

  it('spills all of an output that outgrows the limit, from its first byte', async () => {
    const path = join(work, 'large');
    const sink = new OutputSink(new PassThrough(), 10, { path, budget: budgetOf(100) });
    for (const chunk of ['0123', '4567', '89ab', 'cdef']) sink.write(Buffer.from(chunk));
    const captured = await sink.finish();
    expect(captured.spill).toEqual({ path, bytes: 16 });
    expect(readFileSync(path, 'utf8')).toBe('0123456789abcdef');
    expect(captured.head.toString() + captured.tail.toString()).toBe('01234bcdef');
  });

  it.runIf(process.platform === 'linux')('a full disk (/dev/full) stops spilling without pausing the program, and says why', async () => {
    const source = new PassThrough();
    const sink = new OutputSink(source, 1024, { path: '/dev/full', budget: budgetOf(64 * 1024 * 1024) });
    const chunk = Buffer.alloc(64 * 1024, 'y');
    const writeChunks = async (count: number) => {
      for (let index = 0; index < count; index++) {
        sink.write(chunk);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    // Until the file system reports ENOSPC the child may be paused by backpressure, for as long
    // as a busy libuv pool takes (made busy here, as on a loaded CI machine); once it has, the
    // child must read on and never pause again.
    const poolBusy = Promise.all(Array.from({ length: 4 }, () => promisify(pbkdf2)('x', 'y', 200_000, 32, 'sha256')));
    await writeChunks(64);
    await expect.poll(() => source.isPaused(), { timeout: 5000, interval: 10 }).toBe(false);
    await writeChunks(64);
    expect(source.isPaused()).toBe(false);
    await poolBusy;
    const captured = await sink.finish();
    expect(captured).toMatchObject({ totalBytes: 128 * 64 * 1024, spillError: expect.stringMatching(/^ENOSPC: no space left on device/) });
    expect(captured.spill).toBeUndefined();
  });

  it('stops keeping bytes at the spill budget but keeps counting', async () => {
    const path = join(work, 'capped');
    const sink = new OutputSink(new PassThrough(), 4, { path, budget: budgetOf(6) });
    sink.write(Buffer.from('0123456789'));
    const captured = await sink.finish();
    expect(captured).toMatchObject({ totalBytes: 10, spill: { bytes: 6 } });
    expect(readFileSync(path, 'utf8')).toBe('012345');
  });

  it('never spills without a target', async () => {
    const sink = new OutputSink(new PassThrough(), 4);
    sink.write(Buffer.from('0123456789'));
    expect((await sink.finish()).spill).toBeUndefined();
  });
});
