import { describe, expect, it } from 'vitest';
import { createInitializeOnce } from './initialize-once.js';

describe('createInitializeOnce', () => {
  it('lets the first initialize through and refuses every later one with -32600', () => {
    const once = createInitializeOnce();
    expect(once.refuse({ method: 'ping', id: 0 })).toBeUndefined();
    expect(once.refuse({ method: 'initialize', id: 1 })).toBeUndefined();
    expect(once.refuse({ method: 'initialize', id: 2 })).toEqual({ code: -32600, message: 'Invalid Request: Server already initialized' });
    expect(once.refuse({ method: 'initialize', id: 'again' })).toMatchObject({ code: -32600 });
    expect(once.refuse({ method: 'tools/list', id: 3 })).toBeUndefined();
  });

  it('leaves a notification named initialize alone (it is never answered)', () => {
    const once = createInitializeOnce();
    expect(once.refuse({ method: 'initialize' })).toBeUndefined();
    expect(once.refuse({ method: 'initialize', id: 1 })).toBeUndefined();
  });
});
