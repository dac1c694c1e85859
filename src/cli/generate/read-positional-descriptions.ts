// What a help says of its operands beside its usage line: the descriptions its own section gives, by the operand's
// name, those its prose gives, and whether argparse wrote it.
import { toIdentifier } from './to-identifier.js';

/** What a help says of its operands beside its usage line: the descriptions of its section, those of its prose, and whether argparse wrote it. */
export interface OperandNotes {
  sectioned: Map<string, string>;
  prose: Map<string, string>;
  argparse: boolean;
}

export function readOperandNotes(lines: readonly string[]): OperandNotes {
  return {
    sectioned: readPositionalDescriptions(lines),
    prose: readProseDescriptions(lines),
    argparse: lines.some((line) => /^positional arguments:$/.test(line.trim())),
  };
}

/** `positional arguments:` (argparse) and `Arguments:` (clap) sections describe positionals. */
function readPositionalDescriptions(lines: readonly string[]): Map<string, string> {
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

/** msgfilter's prose "The FILTER can be any program that reads ...": a sentence of its own (at the line's start, not in an option's description) saying what an operand in capitals is. */
function readProseDescriptions(lines: readonly string[]): Map<string, string> {
  const descriptions = new Map<string, string>();
  for (const line of lines) {
    const said = /^The ([A-Z][A-Z\d_-]+) (can be|is|must be|may be) (.+)$/.exec(line);
    if (said && !descriptions.has(toIdentifier(said[1]!))) descriptions.set(toIdentifier(said[1]!), `${said[2]} ${said[3]}`);
  }
  return descriptions;
}
