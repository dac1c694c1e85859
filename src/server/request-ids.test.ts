import { describe, expect, it } from 'vitest';
import { createRequestIds, isIntegerText, isResponseShaped, rawNumbersOf } from './request-ids.js';

/** Admits one line as the line transport does, and answers it with `result` when the SDK would. */
function roundTrip(line: string) {
  const ids = createRequestIds();
  const admitted = ids.admit(JSON.parse(line), rawNumbersOf(line));
  if ('refusal' in admitted) return { ids, admitted, answer: ids.toLine(admitted.refusal) };
  const { id } = admitted.message as { id: unknown };
  return { ids, admitted, answer: ids.toLine({ jsonrpc: '2.0', id, result: {} }) };
}

describe('createRequestIds', () => {
  it.each([
    ['a small integer', '1', '{"jsonrpc":"2.0","id":1,"result":{}}'],
    ['a negative integer', '-7', '{"jsonrpc":"2.0","id":-7,"result":{}}'],
    ['-0, the same JSON number as 0', '-0', '{"jsonrpc":"2.0","id":0,"result":{}}'],
    ['1e3, the same JSON number as 1000', '1e3', '{"jsonrpc":"2.0","id":1000,"result":{}}'],
    ['a string', '"a"', '{"jsonrpc":"2.0","id":"a","result":{}}'],
    ['2^53 + 1, digit for digit', '9007199254740993', '{"id":9007199254740993,"jsonrpc":"2.0","result":{}}'],
    ['-(2^53 + 1)', '-9007199254740993', '{"id":-9007199254740993,"jsonrpc":"2.0","result":{}}'],
    ['an integer in exponent form', '1.5e300', '{"id":1.5e300,"jsonrpc":"2.0","result":{}}'],
    ['a string that looks like a surrogate, as given', '"mcp-wrap:id:0"', '{"id":"mcp-wrap:id:0","jsonrpc":"2.0","result":{}}'],
  ])('serves %s and answers with its id as written', (_name, idText, answer) => {
    const { admitted, answer: line } = roundTrip(`{"jsonrpc":"2.0","id":${idText},"method":"ping"}`);
    expect(admitted).toHaveProperty('message');
    expect(line).toBe(answer);
  });

  it('answers a request named like the cancel notification by its own id', () => {
    const { admitted, answer: line } = roundTrip('{"jsonrpc":"2.0","id":9007199254740993,"method":"notifications/cancelled","params":{"requestId":1}}');
    expect(admitted).toMatchObject({ message: { id: expect.stringMatching(/^mcp-wrap:id:/), params: { requestId: 1 } } });
    expect(line).toBe('{"id":9007199254740993,"jsonrpc":"2.0","result":{}}');
  });

  it.each([
    ['1.5', '1.5'],
    ['a fraction JSON.parse rounds', '0.10000000000000000001'],
    ['a fraction beyond 2^53', '9007199254740993.5'],
  ])('refuses %s with -32600, echoing the id as written', (_name, idText) => {
    const { admitted, answer } = roundTrip(`{"jsonrpc":"2.0","id":${idText},"method":"ping"}`);
    expect(admitted).toHaveProperty('refusal');
    expect(answer).toMatch(
      new RegExp(
        `^\\{"id":${idText.replace('.', '\\.')},"jsonrpc":"2.0","error":\\{"code":-32600,"message":"Invalid Request: the id ${idText.replace('.', '\\.')} is neither`,
      ),
    );
  });

  it('forgets a surrogate once answered: a later message with the same text is a plain string', () => {
    const ids = createRequestIds();
    const line = '{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}';
    const { message } = ids.admit(JSON.parse(line), rawNumbersOf(line)) as { message: { id: string } };
    ids.toLine({ jsonrpc: '2.0', id: message.id, result: {} });
    expect(ids.toLine({ jsonrpc: '2.0', id: message.id, result: {} })).toBe(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: {} }));
  });

  it('turns a cancellation of a foreign id into one of its surrogate, and forgets it', () => {
    const ids = createRequestIds();
    const call = '{"jsonrpc":"2.0","id":9007199254740993,"method":"tools/call","params":{"name":"x"}}';
    const { message } = ids.admit(JSON.parse(call), rawNumbersOf(call)) as { message: { id: string } };
    const cancel = '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":9007199254740993,"reason":"r"}}';
    expect(ids.admit(JSON.parse(cancel), rawNumbersOf(cancel))).toEqual({
      message: { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: message.id, reason: 'r' } },
    });
    // Once forgotten, a second cancellation of the same id is passed on as it came.
    expect(ids.admit(JSON.parse(cancel), rawNumbersOf(cancel))).toEqual({ message: JSON.parse(cancel) });
  });

  it('reads the raw id of each batch element, and writes a batch as one line', () => {
    const ids = createRequestIds();
    const line = '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":12345678901234567890,"method":"ping"}]';
    const elements = JSON.parse(line) as unknown[];
    const admitted = elements.map((element, index) => ids.admit(element, rawNumbersOf(line, index))) as { message: { id: unknown } }[];
    const answers = admitted.map(({ message }) => ({ jsonrpc: '2.0', id: message.id, result: {} }));
    expect(ids.toLine(answers)).toBe('[{"jsonrpc":"2.0","id":1,"result":{}},{"id":12345678901234567890,"jsonrpc":"2.0","result":{}}]');
  });

  it.each([
    ['a response with a fractional id', '{"jsonrpc":"2.0","id":1.5,"result":{}}'],
    ['a notification', '{"jsonrpc":"2.0","method":"notifications/initialized"}'],
    ['not an object', '[1]'],
  ])('passes %s on untouched', (_name, line) => {
    const message = JSON.parse(line);
    expect(createRequestIds().admit(message, rawNumbersOf(line))).toEqual({ message });
  });
});

describe('isIntegerText', () => {
  it.each([
    ['1', true],
    ['-0', true],
    ['9007199254740993', true],
    ['1e300', true],
    ['2.50e1', true],
    ['100e-2', true],
    ['0.0e-5', true],
    ['1.5', false],
    ['15e-1', false],
    ['0.10000000000000000001', false],
    ['1e-400', false],
  ])('%s: %s', (text, expected) => expect(isIntegerText(text)).toBe(expected));
});

describe('isResponseShaped', () => {
  it.each([
    [{ jsonrpc: '2.0', id: 1, result: {} }, true],
    [{ id: null, error: {} }, true],
    [{ jsonrpc: '1.0', id: 1.5, result: 1 }, true],
    [{ jsonrpc: '2.0', id: 1, method: 'ping', result: {} }, false],
    [{ jsonrpc: '2.0', id: 1 }, false],
    [[{ result: {} }], false],
    [null, false],
  ])('%j: %s', (message, expected) => expect(isResponseShaped(message)).toBe(expected));
});
