// Turns a usage word or an option name into the name of a draft's argument.

/** Lower-case letters, digits and underscores, never starting with a digit, at most 64 characters. */
export function toIdentifier(text: string, { keepCase = false } = {}): string {
  const cased = keepCase ? text.trim() : text.trim().toLowerCase();
  return cased
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, '_$1')
    .slice(0, 64);
}
