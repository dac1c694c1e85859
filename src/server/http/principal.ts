// Who an HTTP request is, for what belongs to one caller (tasks, run outputs): the token's client
// and, for an OAuth JWT, its subject, so that the users of one client app are told apart. Every
// static bearer token is the one client "static-token". Apart from authenticate.ts, which loads jose.
import type { AuthInfo } from '@modelcontextprotocol/server';

/** The same string for the same client and subject, another for any other; '' unauthenticated. */
export function principalOf(info: AuthInfo | undefined): string {
  if (!info) return '';
  const subject = info.extra?.subject;
  return JSON.stringify([info.clientId, typeof subject === 'string' ? subject : '']);
}
