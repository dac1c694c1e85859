// The descriptions of operands a help's own section gives, by the operand's name.
import { toIdentifier } from './to-identifier.js';

/** `positional arguments:` (argparse) and `Arguments:` (clap) sections describe positionals. */
export function readPositionalDescriptions(lines: readonly string[]): Map<string, string> {
  const descriptions = new Map<string, string>();
  let inSection = false;
  for (const line of lines) {
    if (/^(positional arguments|arguments):\s*$/i.test(line.trim())) {
      inSection = true;
      continue;
    }
    if (inSection && !line.trim()) continue;
    if (inSection && !/^\s/.test(line)) inSection = false;
    // A name alone on its line is described by none (sqlformat's "  filename").
    const match = inSection ? /^\s+([<[{]?[\w|-]+[>\]}]?(?:\.\.\.)?)(?:\s{2,}(.*))?$/.exec(line) : undefined;
    if (match) descriptions.set(toIdentifier(match[1]!.replace(/[<>[\]{}.]/g, '')), (match[2] ?? '').trim());
  }
  return descriptions;
}
