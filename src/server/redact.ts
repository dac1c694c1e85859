// Values that came from ${ENV} references (tokens, passwords) never leave the server in a
// message, a result or a log.

/** Shorter values would turn ordinary words into asterisks. */
const MIN_SECRET_LENGTH = 4;
const MASK = '***';

export type Redact = (text: string) => string;

export function createRedactor(secrets: Iterable<string>): Redact {
  const hidden = [...new Set(secrets)].filter((secret) => secret.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
  if (hidden.length === 0) return (text) => text;
  return (text) => hidden.reduce((result, secret) => result.replaceAll(secret, MASK), text);
}
