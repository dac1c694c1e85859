// A fresh directory per test (under one per file, removed afterwards), with a run log that
// fixture CLIs append to when RUN_LOG points at it.
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach } from 'vitest';

export interface WorkDir {
  dir: string;
  runLog: string;
  /** Lines the fixtures wrote to the run log so far. */
  logLines(): string[];
}

export function useWorkDir(prefix: string): WorkDir {
  const top = realpathSync(mkdtempSync(join(tmpdir(), `${prefix}-`)));
  afterAll(() => rmSync(top, { recursive: true, force: true }));
  const work: WorkDir = {
    dir: '',
    runLog: '',
    logLines: () => (existsSync(work.runLog) ? readFileSync(work.runLog, 'utf8').split('\n').filter(Boolean) : []),
  };
  beforeEach(({ task }) => {
    work.dir = mkdtempSync(join(top, `${task.id}-`));
    work.runLog = join(work.dir, 'runs.log');
  });
  return work;
}
