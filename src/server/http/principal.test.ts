import { describe, expect, it } from 'vitest';
import { principalOf } from './principal.js';

const info = (clientId: string, subject?: unknown) => ({ token: 't', clientId, scopes: [], ...(subject !== undefined && { extra: { subject } }) });

describe('principalOf', () => {
  it.each([
    ['unauthenticated is everyone alike', undefined, undefined, ''],
    ['every static token is one principal', info('static-token'), info('static-token'), 'same'],
    ['two users of one client differ', info('app', 'alice'), info('app', 'bob'), 'different'],
    ['one user of two clients differ', info('app-1', 'alice'), info('app-2', 'alice'), 'different'],
    ['a client id cannot pose as client and subject', info('["app","alice"]'), info('app', 'alice'), 'different'],
    ['a subject that is not a string counts as none', info('app', 7), info('app'), 'same'],
  ])('%s', (_name, one, other, expected) => {
    if (expected === '') return expect([principalOf(one), principalOf(other)]).toEqual(['', '']);
    expect(principalOf(one) === principalOf(other)).toBe(expected === 'same');
  });
});
