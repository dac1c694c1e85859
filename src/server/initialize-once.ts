// One initialize per connection. The v1 SDK Server answers every initialize it gets, so a second
// one on stdio switched the session's revision under a client that had negotiated another. It is
// refused the way the SDK's Streamable HTTP transport refuses one on a session: -32600.

const INVALID_REQUEST = -32600;

export interface InitializeOnce {
  /** The error for an initialize request after the first one handed on, else undefined (and the first is noted). */
  refuse(message: { method?: unknown; id?: unknown }): { code: number; message: string } | undefined;
}

export function createInitializeOnce(): InitializeOnce {
  let initialized = false;
  return {
    refuse(message) {
      if (message.method !== 'initialize' || message.id === undefined) return undefined;
      if (!initialized) return void (initialized = true);
      return { code: INVALID_REQUEST, message: 'Invalid Request: Server already initialized' };
    },
  };
}
