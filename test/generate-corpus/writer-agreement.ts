// How far two careful people agree when each reads the same programs blind: the corpus's expectation
// (expected/NAME.yaml) and a second reading written apart by someone else (second-reading/NAME.yaml).
// Each reading is scored against the other the way a draft is scored against an expectation: the
// options it lists, the types it gives them, the options the other marks unsafe that it offers, and
// whether the other's call passes the arguments it declares (operands by name, then by position).
// What the two people do not agree on is a ceiling no draft can pass when measured against either.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { scoreOptions, type Expectation } from './measure.js';

export interface Agreement {
  /** Options the reference lists, and how many of them the reader lists too. */
  documented: number;
  found: number;
  typedRight: number;
  /** Options the reference marks unsafe that the reader offers (types as anything but unsafe or several). */
  unsafeOffered: string[];
  /** The reference's call passes the reader's arguments: strict, and with operands matched by position. */
  callable: boolean;
  callableByPosition: boolean;
  problems: string[];
}

type Reading = Pick<Expectation, 'options' | 'call'>;

/** `reader` scored against `reference`, as a draft from `reader` would be. */
export function scoreReading(reader: Reading, reference: Reading): Agreement {
  const { found, typedRight, unsafeOffered, problems } = scoreOptions(reference.options, (flag) => reader.options[flag], 'the other');
  const strict = callProblems(reader, reference.call, false);
  const byPosition = callProblems(reader, reference.call, true);
  problems.push(...strict.map((problem) => `the other's call: ${problem}`));
  return {
    documented: Object.keys(reference.options).length,
    found,
    typedRight,
    unsafeOffered,
    callable: strict.length === 0,
    callableByPosition: byPosition.length === 0,
    problems,
  };
}

/** Why `call` does not pass the tool a draft would build from `reader` (its options, and the operands its own call names). */
function callProblems(reader: Reading, call: Reading['call'], byPosition: boolean): string[] {
  const readerOperands = Object.entries(reader.call.arguments).filter(([name]) => !optionOf(reader, name, reader.call.argv));
  const problems: string[] = [];
  let position = 0;
  for (const [name, value] of Object.entries(call.arguments)) {
    const option = optionOf(reader, name, call.argv);
    if (option) {
      if (!fits(value, reader.options[option]!)) problems.push(`\`${name}\` is ${JSON.stringify(reader.options[option])} here, given ${JSON.stringify(value)}`);
      continue;
    }
    const operand = byPosition ? readerOperands[position] : readerOperands.find(([readerName]) => readerName === name);
    position++;
    if (!operand) problems.push(`\`${name}\` is not an argument here`);
    else if (Array.isArray(operand[1]) !== Array.isArray(value)) problems.push(`\`${name}\` is ${Array.isArray(operand[1]) ? 'a list' : 'one value'} here`);
  }
  return problems;
}

/**
 * The reader's option that argument `name` of a call gives, if that call's argv writes it: an operand may share an
 * option's name (lsdiff's `files` operands and its `--files` ranges).
 */
function optionOf(reader: Reading, name: string, argv: readonly string[]): string | undefined {
  const flag = Object.keys(reader.options).find((candidate) => argumentName(candidate) === name);
  const written = (token: string) => token === flag || token.startsWith(`${flag}=`) || (!flag!.startsWith('--') && token.startsWith(flag!));
  return flag && argv.some(written) ? flag : undefined;
}

/** An option's argument name, as both readings name it in their calls: without its dashes, other marks as `_`. */
function argumentName(flag: string): string {
  return flag.replace(/^-+/, '').replace(/[^A-Za-z0-9]+/g, '_');
}

function fits(value: unknown, type: Expectation['options'][string]): boolean {
  if (Array.isArray(type)) return type.includes(value as string);
  switch (type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
    case 'path':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'array':
      return Array.isArray(value);
    default:
      return false;
  }
}

/** Each program with a second reading: the expectation scored against it and it against the expectation. */
export async function measureAgreement(corpus: string): Promise<{ name: string; secondAgainstFirst: Agreement; firstAgainstSecond: Agreement }[]> {
  const names = (await readdir(join(corpus, 'second-reading'))).filter((file) => file.endsWith('.yaml')).map((file) => file.slice(0, -5));
  const read = async (folder: string, name: string) => parse(await readFile(join(corpus, folder, `${name}.yaml`), 'utf8')) as Expectation;
  return Promise.all(
    names.sort().map(async (name) => {
      const [first, second] = await Promise.all([read('expected', name), read('second-reading', name)]);
      return { name, secondAgainstFirst: scoreReading(second, first), firstAgainstSecond: scoreReading(first, second) };
    }),
  );
}
