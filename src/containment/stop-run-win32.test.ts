import { describe, expect, it } from 'vitest';
import { stopRunWin32, taskkillArgs } from './stop-run-win32.js';

describe('Windows', () => {
  it('ends the whole tree with taskkill /T /F', async () => {
    const calls: (readonly string[])[] = [];
    // A pid that no longer exists once taskkill ran: the tree counts as stopped.
    const stopped = await stopRunWin32(2 ** 22 + 1, async (args) => void calls.push(args));
    expect(calls).toEqual([['/T', '/F', '/PID', String(2 ** 22 + 1)]]);
    expect(stopped).toBe(true);
    expect(taskkillArgs(12)).toEqual(['/T', '/F', '/PID', '12']);
  });

  it('says so when the process is still there afterwards', async () => {
    expect(await stopRunWin32(process.pid, async () => {})).toBe(false);
  });
});
