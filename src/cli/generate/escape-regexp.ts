// A text matched as itself inside a regular expression (a flag, a program's name).

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
