import { describe, expect, it } from 'vitest';
import { readRlimitHit, readTmpHit } from './limit-hit.js';

const exited = (exitCode: number) => ({ exitCode, signal: null });
const killed = (signal: NodeJS.Signals) => ({ exitCode: null, signal });

describe('readRlimitHit', () => {
  const all = readRlimitHit({ fileSizeBytes: 10 * 1024 ** 2, openFiles: 64, processes: 100 });
  const sigxfsz = { key: 'fileSize', value: '10MiB', detail: 'the program was stopped when it wrote past it (SIGXFSZ)' };
  const efbig = { key: 'fileSize', value: '10MiB', detail: 'a write past it failed ("File too large")' };
  const emfile = { key: 'openFiles', value: '64', detail: 'opening one more file failed ("Too many open files")' };
  const eagain = { key: 'processes', value: '100', detail: 'starting one more process failed ("Resource temporarily unavailable")' };
  it.each([
    ['SIGXFSZ', killed('SIGXFSZ'), '', sigxfsz],
    ['128 + SIGXFSZ, from bwrap or a shell', exited(153), '', sigxfsz],
    ['EFBIG', exited(1), 'Error: EFBIG: file too large, write', efbig],
    ['File too large', exited(1), "cp: error writing 'x': File too large", efbig],
    ['EMFILE', exited(1), "Error: EMFILE: too many open files, open '/dev/null'", emfile],
    ['Too many open files', exited(2), 'ls: cannot open directory: Too many open files', emfile],
    ['a shell that cannot fork', exited(2), 'sh: 0: Cannot fork', eagain],
    ["bash's retry", exited(254), 'bash: fork: retry: Resource temporarily unavailable', eagain],
    ["Node's spawn", exited(1), 'could not start process 9: spawn sleep EAGAIN', eagain],
    ["Node's spawnSync", exited(1), 'Error: spawnSync /bin/sh EAGAIN', eagain],
    ['another signal', killed('SIGKILL'), '', undefined],
    ['another exit code', exited(1), 'fatal: something else', undefined],
    ["the system's file table, not the run's limit", exited(1), 'Too many open files in system', undefined],
    ['EAGAIN that is not a fork', exited(1), 'read: Resource temporarily unavailable', undefined],
  ] as const)('%s', (_name, ending, stderr, hit) => {
    expect(all(ending, stderr)).toEqual(hit);
  });

  it('names only a limit that was set', () => {
    const none = readRlimitHit({});
    expect(none(killed('SIGXFSZ'), '')).toBeUndefined();
    expect(none(exited(1), 'EMFILE Cannot fork File too large')).toBeUndefined();
    expect(readRlimitHit({ openFiles: 64 })(exited(153), 'EMFILE')).toMatchObject({ key: 'openFiles' });
  });
});

describe('readTmpHit', () => {
  const read = readTmpHit(['/tmp', '/var/tmp/run-1'], 512 * 1024 ** 2);
  it.each([
    ["dd: error writing '/tmp/fill': No space left on device", '/tmp'],
    ['cp: error writing /tmp/x: No space left on device', '/tmp'],
    ['write /var/tmp/run-1/big: no space left on device', '/var/tmp/run-1'],
    ["Error: ENOSPC: no space left on device, open '/tmp'", '/tmp'],
    ["dd: error writing '/srv/fill': No space left on device", undefined],
    ["dd: error writing '/var/tmp/fill': No space left on device", undefined],
    ["dd: error writing '/tmpfoo/fill': No space left on device", undefined],
    ['Error: ENOSPC: no space left on device, write', undefined],
    ["cannot open '/tmp/x': Permission denied", undefined],
  ])('%s -> %s', (stderr, folder) => {
    const hit = read(exited(1), stderr);
    expect(hit).toEqual(
      folder === undefined ? undefined : { key: 'tmp', value: '512MiB', detail: `the private ${folder} is full ("No space left on device")` },
    );
  });
});
