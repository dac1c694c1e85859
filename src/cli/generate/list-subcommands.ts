// A whole CLI from its spec: the subcommands generate offers (read-only ones apart), how `--list`
// shows them, and the toolsets a draft of several of them is grouped in.
import { stringify } from 'yaml';
import { isReadOnlyCommand } from './classify-command.js';
import { FIG_PACKAGE } from './read-spec.js';
import { listSpecSubcommands, type FigSpec } from './spec-to-help.js';

export interface SubcommandOffer {
  name: string;
  description: string;
  readOnly: boolean;
}

/** A subcommand's name is a word: tar's spec lists its modes (`c`, `-c`, `--create`) as subcommands. */
const SUBCOMMAND_NAME = /^[A-Za-z][\w.-]+$/;

/** The spec's visible top-level subcommands but `help` (no tool for an agent), each classified. */
export function listSubcommands(spec: FigSpec, base: readonly string[]): SubcommandOffer[] {
  return listSpecSubcommands(spec)
    .filter((subcommand) => SUBCOMMAND_NAME.test(subcommand.name) && subcommand.name !== 'help')
    .map((subcommand) => ({ name: subcommand.name, description: subcommand.description, readOnly: isReadOnlyCommand([...base, subcommand.name], subcommand) }));
}

/** The subcommands in two groups, read-only first, one per line with its description. */
export function describeSubcommands(offers: readonly SubcommandOffer[], source: string, program: string): string {
  const width = Math.max(...offers.map((offer) => offer.name.length)) + 2;
  const lines = (group: readonly SubcommandOffer[]) => group.map((offer) => `  ${offer.name.padEnd(width)}${offer.description}`.trimEnd());
  const readOnly = offers.filter((offer) => offer.readOnly);
  const others = offers.filter((offer) => !offer.readOnly);
  return [
    `${program}: ${offers.length} subcommands, from ${source}`,
    ...(readOnly.length > 0 ? [`Read-only (\`mcp-wrap generate ${program} --read-only\` drafts these):`, ...lines(readOnly)] : []),
    ...(others.length > 0 ? ['May change things (name one to draft it; review its confirm and annotations):', ...lines(others)] : []),
    '',
  ].join('\n');
}

/** Why there is no subcommand list for `program`. */
export function describeNoSpec(program: string, packageFound: boolean, specEnabled: boolean): string {
  if (!specEnabled) return `--list and --read-only read the subcommands from a spec, and --sources leaves out spec`;
  if (!packageFound)
    return `--list and --read-only read the subcommands from a spec, and ${FIG_PACKAGE} is not installed (\`npm install ${FIG_PACKAGE}\` in this project or beside mcp-wrap); name the subcommands instead: \`mcp-wrap generate ${program} <subcommand>...\``;
  return `${FIG_PACKAGE} has no spec with subcommands for \`${program}\`; name the subcommands instead: \`mcp-wrap generate ${program} <subcommand>...\``;
}

/** `toolsets:` for a draft of several subcommands: `read` (the read-only ones) and `write` (the others). */
export function toToolsetsYaml(
  commands: readonly string[][],
  toToolName: (words: readonly string[]) => string,
  offers: readonly SubcommandOffer[],
  baseLength = 1,
): string {
  const read: string[] = [];
  const write: string[] = [];
  for (const words of commands) {
    const offer = offers.find((candidate) => candidate.name === words[baseLength]);
    (offer?.readOnly && words.length === baseLength + 1 ? read : write).push(toToolName(words));
  }
  const toolsets = { ...(read.length > 0 && { read }), ...(write.length > 0 && { write }) };
  return stringify({ toolsets }, { lineWidth: 0 });
}
