import type { ServerContext } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { declaresTasks, ownerOf, toCreateTaskResult, toStatusMessage } from './tasks-extension.js';

describe('tasks extension vocabulary', () => {
  it.each([
    ['declared', { extensions: { 'io.modelcontextprotocol/tasks': {} } }, true],
    ['other extensions only', { extensions: { 'io.example/other': {} } }, false],
    ['not an object', { extensions: { 'io.modelcontextprotocol/tasks': true } }, false],
    ['no extensions', { elicitation: {} }, false],
    ['no capabilities', undefined, false],
  ])('declaresTasks: %s', (_case, capabilities, expected) => {
    expect(declaresTasks(capabilities as never)).toBe(expected);
  });

  it.each([
    ['a percentage with the line', { progress: 40, total: 100, message: 'step 2/5 (40%)' }, '40%: step 2/5 (40%)'],
    ['a percentage alone', { progress: 40, total: 100 }, '40%'],
    ['bytes with the line: the line', { progress: 2048, message: 'compiling x.c' }, 'compiling x.c'],
    ['bytes alone', { progress: 123456 }, '123,456 bytes of output'],
  ])('toStatusMessage: %s', (_case, params, expected) => {
    expect(toStatusMessage(params)).toBe(expected);
  });

  it.each([
    ['stdio: no authentication', undefined, ''],
    ['a client', { token: 't', clientId: 'app', scopes: [] }, '["app",""]'],
    ['a client and a subject', { token: 't', clientId: 'app', scopes: [], extra: { subject: 'ann' } }, '["app","ann"]'],
  ])('ownerOf: %s', (_case, authInfo, expected) => {
    expect(ownerOf({ ...(authInfo && { http: { authInfo } }) } as unknown as ServerContext)).toBe(expected);
  });

  it('a CreateTaskResult is the task, flat, without a result', () => {
    const view = { taskId: 'x', status: 'completed' as const, createdAt: 'a', lastUpdatedAt: 'b', ttlMs: 5, pollIntervalMs: 1, result: { content: [] } };
    expect(toCreateTaskResult(view)).toEqual({
      resultType: 'task',
      taskId: 'x',
      status: 'completed',
      createdAt: 'a',
      lastUpdatedAt: 'b',
      ttlMs: 5,
      pollIntervalMs: 1,
    });
  });
});
