// What the safety rules look at and how a rule matches: the subject (an option, operand or command
// from any source), the rule record, and the matching the one rule list (safety-rules.ts) applies.

export type SafetyAction =
  /** Not offered; named in the draft's header, for a person to add back deliberately. */
  | 'leave-out'
  /** Not offered: the draft's command always carries the flag (a safe mode). */
  | 'always-on'
  /** Offered, but the tool asks the user before each run and is marked destructive. */
  | 'confirm'
  /** Offered as is; later path rules do not apply. */
  | 'plain'
  /** Its value names a file or folder: `path: true`, kept inside the roots. */
  | 'path';

export interface SafetyRule {
  action: SafetyAction;
  /** What the rule is for: said in the draft's header beside what it left out. */
  why: string;
  applies: 'option' | 'operand' | 'command';
  /** The program and subcommand words, base names joined by spaces ("git grep", "python3 -m timeit"). */
  command?: RegExp;
  /** Any of the option's names (`--rsh`, `-e`), the operand's name (`files`) or any subcommand word. */
  name?: RegExp;
  /** Any of the option's names as words joined by `-` (toNameWords): `--extDiff`, `--ext_diff` -> ext-diff. */
  nameWords?: RegExp;
  /** The value's placeholder, brackets and `::Type` removed (`COMMAND`, `path`). */
  placeholder?: RegExp;
  description?: RegExp;
  /** The description must NOT match: a value the help says is only data (a JSON file) or only written. */
  notDescription?: RegExp;
  /** The description with `{}` replaced by the placeholder: "execute ACTION" for `--checkpoint-action=ACTION`. */
  describesPlaceholder?: string;
  /** Only a flag (false) or only an option with a value (true). */
  takesValue?: boolean;
  /** The source marks it dangerous (a Fig spec's `isDangerous`). */
  dangerous?: true;
  /** Its value is one of a list the help gives (true), or is not (false). */
  picksFromList?: boolean;
  /** The source says its value is run (a spec's `isCommand`, `isScript`). */
  runsValue?: true;
  /** Any name of another option of the same command: cpio's --no-absolute-filenames says its --extract keeps absolute names unless told. */
  sibling?: RegExp;
}

/** What a rule looks at: an option, an operand or a command, from any source. */
export interface SafetySubject {
  kind: 'option' | 'operand' | 'command';
  /** An option's names, an operand's name, or a command's subcommand words (toCommandSubject). */
  names: readonly string[];
  placeholder?: string;
  description?: string;
  isDangerous?: boolean;
  /** The values its help lists for it. */
  choices?: readonly string[];
  /** Its source says its value is run. */
  runsValue?: boolean;
  /** The names of the other options of its command. */
  siblings?: readonly string[];
}

/** A command as the rules see it: its subcommand words, or a program without any by its own name (rm, shred). */
export function toCommandSubject(words: readonly string[], isDangerous?: boolean): SafetySubject {
  const subcommands = words.slice(1).filter((word) => !word.startsWith('-'));
  return { kind: 'command', names: subcommands.length > 0 ? subcommands : [words[0]!.split('/').pop()!], ...(isDangerous && { isDangerous: true }) };
}

/** Whether every test the rule names matches the subject, in the command of these base names joined by spaces. */
export function matchesSafetyRule(rule: SafetyRule, subject: SafetySubject, command: string): boolean {
  const placeholder = subject.placeholder === undefined ? undefined : toPlaceholderWord(subject.placeholder);
  // A man page's justified lines ("Do  not strip", "stan- dard"): the words, one space apart.
  const description = (subject.description ?? '').replace(/(\w)- (\w)/g, '$1$2').replace(/\s+/g, ' ');
  return (
    rule.applies === subject.kind &&
    (rule.command === undefined || rule.command.test(command)) &&
    (rule.name === undefined || subject.names.some((name) => rule.name!.test(name))) &&
    (rule.nameWords === undefined || subject.names.some((name) => rule.nameWords!.test(toNameWords(name)))) &&
    (rule.placeholder === undefined || (placeholder !== undefined && rule.placeholder.test(placeholder))) &&
    (rule.description === undefined || rule.description.test(description)) &&
    (rule.notDescription === undefined || !rule.notDescription.test(description)) &&
    (rule.describesPlaceholder === undefined || describesPlaceholder(rule.describesPlaceholder, placeholder, description)) &&
    (rule.takesValue === undefined || rule.takesValue === (placeholder !== undefined)) &&
    (rule.dangerous === undefined || subject.isDangerous === true) &&
    (rule.picksFromList === undefined || rule.picksFromList === (subject.choices?.length ?? 0) > 0) &&
    (rule.runsValue === undefined || subject.runsValue === true) &&
    (rule.sibling === undefined || (subject.siblings ?? []).some((name) => rule.sibling!.test(name)))
  );
}

/** An option's name as lower-case words joined by `-`: `--extDiff` -> ext-diff, `-vettool` -> vettool, `--no_pager` -> no-pager. */
export function toNameWords(name: string): string {
  return name
    .replace(/^[-+]+/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[-_]+/)
    .filter((word) => word !== '')
    .join('-');
}

/** `<file>` -> file, `[N]` -> N, openssl's `+int` -> int, eslint's `path::String` -> path, marked's `[output file]` -> output_file. */
export function toPlaceholderWord(value: string): string {
  // marked's "[output file]": one value, named in words.
  // Miller's "{field name}", "{comma-separated field names}" too.
  if (/^[<[][^<>[\]]*\s[^<>[\]]*[>\]]$|^\{[^{},|]*\s[^{},|]*\}$/.test(value)) return value.slice(1, -1).trim().replace(/\s+/g, '_');
  return (
    value
      // Miller's "{command}": a placeholder in braces.
      .replace(/^\{([\w-]+)\}$/, '$1')
      .replace(/^[<[]+|[>\]]+$/g, '')
      .replace(/^\+/, '')
      .replace(/::\w+$/, '')
  );
}

function describesPlaceholder(template: string, placeholder: string | undefined, description: string): boolean {
  const word = placeholder?.replace(/[^\w-]/g, '');
  return word !== undefined && word !== '' && new RegExp(template.replace('{}', word)).test(description);
}
