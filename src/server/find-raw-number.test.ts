import { describe, expect, it } from 'vitest';
import { findRawNumber } from './find-raw-number.js';

describe('findRawNumber', () => {
  it.each([
    ['a top-level id', '{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}', ['id'], '9007199254740993'],
    [
      'an id after large params',
      `{"method":"x","params":{"a":[1,{"id":2}],"s":"${'q'.repeat(1000)}"},"id":-12345678901234567890}`,
      ['id'],
      '-12345678901234567890',
    ],
    ['fractions and exponents as written', '{"id":0.10000000000000000001}', ['id'], '0.10000000000000000001'],
    ['an exponent', '{"id" : 1E+300 }', ['id'], '1E+300'],
    ['whitespace everywhere', ' {\n "id"\t:\r\n 7 \n} ', ['id'], '7'],
    ['the last of duplicate keys, as JSON.parse', '{"id":1,"id":2}', ['id'], '2'],
    ['an escaped key', '{"\\u0069d":42}', ['id'], '42'],
    ['strings holding brackets and quotes are skipped', '{"a":"}]\\"{","id":3}', ['id'], '3'],
    [
      'a nested path',
      '{"method":"notifications/cancelled","params":{"reason":"x","requestId":123456789012345678901}}',
      ['params', 'requestId'],
      '123456789012345678901',
    ],
    ['a batch element', '[{"id":1},{"id":2},{"id":99999999999999999999}]', [2, 'id'], '99999999999999999999'],
    ['a nested id is not the top-level one', '{"params":{"id":5}}', ['id'], undefined],
    ['a string id', '{"id":"5"}', ['id'], undefined],
    ['no such element', '[{"id":1}]', [3, 'id'], undefined],
    ['a path through a scalar', '{"params":5}', ['params', 'requestId'], undefined],
    ['empty containers', '{"a":{},"b":[],"id":8}', ['id'], '8'],
  ])('%s', (_name, json, path, expected) => {
    JSON.parse(json);
    expect(findRawNumber(json, path)).toBe(expected);
  });

  it('skips 100,000 nested brackets without a stack overflow', () => {
    const json = `{"params":${'['.repeat(100_000)}${']'.repeat(100_000)},"id":12345678901234567890}`;
    expect(findRawNumber(json, ['id'])).toBe('12345678901234567890');
  });
});
