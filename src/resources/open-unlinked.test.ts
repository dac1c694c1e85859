import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { identityOf, openUnlinked, type FileIdentity } from './open-unlinked.js';

const top = realpathSync(mkdtempSync(join(tmpdir(), 'open-unlinked-')));
afterAll(() => rmSync(top, { recursive: true, force: true }));
let dir: string;
let file: string;
let identity: FileIdentity;
beforeEach(({ task }) => {
  dir = join(top, task.id);
  mkdirSync(join(dir, 'out'), { recursive: true });
  mkdirSync(join(dir, 'secrets'));
  writeFileSync(join(dir, 'secrets', 'report.txt'), 'KEY');
  file = join(dir, 'out', 'report.txt');
  writeFileSync(file, 'report');
  identity = identityOf(file)!;
});

/** What each swap leaves at the path, and the reason the open gives. */
const CASES: [string, () => void, RegExp | 'ok'][] = [
  ['the file as collected', () => {}, 'ok'],
  ['rewritten in place', () => writeFileSync(file, 'report, longer'), 'ok'],
  ['the file swapped for a symlink', () => (rmSync(file), symlinkSync(join(dir, 'secrets', 'report.txt'), file)), /changed into a link/],
  [
    'a parent folder swapped for a symlink',
    () => (renameSync(join(dir, 'out'), join(dir, 'old')), symlinkSync(join(dir, 'secrets'), join(dir, 'out'))),
    /a folder on its path changed into a link/,
  ],
  [
    'replaced by another file (renamed over it)',
    () => (writeFileSync(join(dir, 'other'), 'other'), renameSync(join(dir, 'other'), file)),
    /replaced by another file/,
  ],
  ['replaced by a folder', () => (rmSync(file), mkdirSync(file)), /no longer a regular file/],
  ['replaced by a FIFO (would hang a blocking open)', () => (rmSync(file), execFileSync('mkfifo', [file])), /no longer a regular file/],
  ['removed', () => rmSync(file), /no longer exists/],
];

describe('openUnlinked', () => {
  it.each(CASES)('%s', async (_name, swap, expected) => {
    swap();
    const opened = await openUnlinked(identity);
    if (opened.ok) await opened.handle.close();
    if (expected === 'ok') expect(opened.ok).toBe(true);
    else expect(opened).toEqual({ ok: false, reason: expect.stringMatching(expected) });
  });

  it('elsewhere than Linux, a swapped parent folder is still caught by the file identity', async () => {
    renameSync(join(dir, 'out'), join(dir, 'old'));
    symlinkSync(join(dir, 'secrets'), join(dir, 'out'));
    expect(await openUnlinked(identity, 'darwin')).toEqual({ ok: false, reason: expect.stringMatching(/replaced by another file/) });
  });

  it('identityOf: a regular file only, by its real path', () => {
    symlinkSync(file, join(dir, 'link'));
    expect(identityOf(join(dir, 'link'))).toEqual(identity);
    expect(identityOf(join(dir, 'out'))).toBeUndefined();
    expect(identityOf(join(dir, 'missing'))).toBeUndefined();
  });
});
