// Turns a usage word or an option name into the name of a draft's argument.

/** Lower-case letters, digits and underscores, never starting with a digit, at most 64 characters. */
export function toIdentifier(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, '_$1')
    .slice(0, 64);
}
