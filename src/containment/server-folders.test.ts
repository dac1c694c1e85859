import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { toProcessTable } from './process-table.js';
import { removeFoldersOfGoneServers, serverFolderPrefix } from './server-folders.js';

const live = { pid: 4242, ppid: 1, pgid: 4242, running: true, startedAtMs: 0, start: '777' };
const table = toProcessTable([live], () => undefined);
let parent: string;
afterEach(() => rmSync(parent, { recursive: true, force: true }));

it('removes the folders of servers that are gone, and nothing else', async () => {
  parent = mkdtempSync(join(tmpdir(), 'server-folders-'));
  const target = mkdtempSync(join(tmpdir(), 'server-folders-target-'));
  const folders = {
    gone: `${serverFolderPrefix('4243.777')}abc123`,
    reusedPid: `${serverFolderPrefix('4242.555')}def456`,
    alive: `${serverFolderPrefix('4242.777')}ghi789`,
    notOurs: 'mcp-wrap-e2e-sandbox-xyz123',
    legacy: 'mcp-wrap-Ab12Cd',
  };
  for (const name of Object.values(folders)) mkdirSync(join(parent, name));
  writeFileSync(join(parent, folders.gone, 'run-1.stdout'), 'spilled');
  writeFileSync(join(target, 'keep.txt'), 'keep');
  symlinkSync(target, join(parent, `${serverFolderPrefix('4244.777')}lnk000`));

  expect(await removeFoldersOfGoneServers(parent, table)).toBe(2);
  expect(readdirSync(parent).sort()).toEqual([folders.alive, folders.legacy, folders.notOurs, `${serverFolderPrefix('4244.777')}lnk000`].sort());
  expect(readdirSync(target)).toEqual(['keep.txt']);
  rmSync(target, { recursive: true, force: true });
});

it('a missing parent folder is no error', async () => {
  parent = join(tmpdir(), 'server-folders-missing-nothing-here');
  expect(await removeFoldersOfGoneServers(parent, table)).toBe(0);
});
