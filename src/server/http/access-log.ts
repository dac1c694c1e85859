// One line on stderr per HTTP request, in key=value form: what was asked, of which session, how
// it ended and how long it took. Never an argument value, a resource URI (a template's values are
// in it) or a token; a session id only by its first 8 characters.
import type { ServerResponse } from 'node:http';

export interface AccessEntry {
  method: string;
  path: string;
  started: number;
  rpc?: string;
  tool?: string;
  session?: string;
}

/** The JSON-RPC method(s) of a POST body, and the tool a tools/call names. */
export function describeRequest(body: unknown): Pick<AccessEntry, 'rpc' | 'tool'> {
  const messages = (Array.isArray(body) ? body : [body]).filter(
    (message): message is Record<string, unknown> => typeof message === 'object' && message !== null,
  );
  const methods = messages.map((message) => (typeof message.method === 'string' ? message.method : 'response'));
  const tools = messages.flatMap((message) => {
    const name = message.method === 'tools/call' ? (message.params as { name?: unknown } | undefined)?.name : undefined;
    return typeof name === 'string' ? [name] : [];
  });
  return { ...(methods.length > 0 && { rpc: methods.join(',') }), ...(tools.length > 0 && { tool: tools.join(',') }) };
}

export function formatAccess(entry: AccessEntry, response: ServerResponse): string {
  const fields = {
    http: entry.method,
    path: entry.path,
    status: response.statusCode,
    ms: (performance.now() - entry.started).toFixed(1),
    rpc: entry.rpc,
    tool: entry.tool,
    session: entry.session,
  };
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${/^[\w./,:-]*$/.test(String(value)) ? value : JSON.stringify(value)}`)
    .join(' ');
}
