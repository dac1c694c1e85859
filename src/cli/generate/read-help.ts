// Gets a command's help by running it with `--help`, like any wrapped program (no shell, no
// stdin, under a short timeout, marked, nothing it started left running) and inside the OS
// sandbox (read-only file system, no network, credential stores hidden) where one works: a
// program's help is trusted text, the program itself is not. `-h` and `help <subcommand>` are
// tried only when asked for (`--fallback`) and only when `--help` found nothing, because some
// programs read `-h` as something else (`shutdown -h` powers the machine off); the form a failed
// `--help` names in its own words ("Try `md5deep -h' for more information.") is tried too.
import { realpathSync } from 'node:fs';
import { basename } from 'node:path';
import { locateExecutable } from '../../executor/find-executable.js';
import type { ImportModule } from '../../executor/spawn-program.js';
import { detectSandbox } from '../../sandbox/detect-sandbox.js';
import type { Sandbox, SandboxMode } from '../../sandbox/types.js';
import { UsageError } from '../cli-io.js';
import { escapeRegExp } from './escape-regexp.js';
import { crashOf, likelySandboxCause, stderrTail } from './explain-crash.js';
import { fullHelpToRead } from './find-full-help.js';
import { findThinHelp } from './find-gaps.js';
import type { ParsedHelp } from './help-types.js';
import { parseHelp } from './parse-help.js';
import { createSandboxedRun } from './run-sandboxed.js';

const HELP_TIMEOUT_MS = 5_000;
const HELP_MAX_BYTES = 1024 * 1024;

export interface Help {
  command: string[];
  help: ParsedHelp;
  /** The help as read: stdout, then stderr. */
  text: string;
  /** Why this help cannot be drafted from (nothing found, a crash, or an error instead of help). */
  unreadable?: string;
  /** What to do about it, where the general advice (--fallback, or by hand) does not fit. */
  remedy?: string;
  /** A long help from which (almost) no option was read, drafted anyway under --force. */
  thin?: string;
}

const ERROR_TEXT = /\b(unknown|unrecognized|unrecognised|invalid|illegal|unsupported) (option|argument|flag)|\bnot found\b|^error\b/im;

export interface ReadHelpOptions {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** Also try `-h` and `help <subcommand>` when `--help` found nothing. */
  fallback: boolean;
  /** Draft from a long help even when (almost) no option was read from it. */
  force: boolean;
  /** The sandbox the help runs in (see helpSandbox), or none. */
  sandbox: Sandbox | undefined;
  importModule?: ImportModule;
}

export async function readHelp(words: readonly string[], options: ReadHelpOptions): Promise<Help> {
  const [program, ...subcommands] = words;
  const runOnce = createSandboxedRun(options, { timeoutMs: HELP_TIMEOUT_MS, maxBytes: HELP_MAX_BYTES });
  const attempts = [
    [...subcommands, '--help'],
    ...(options.fallback ? [[...subcommands, '-h'], ...(subcommands.length > 0 ? [['help', ...subcommands]] : [])] : []),
  ];
  let best: Help | undefined;
  for (let index = 0; index < attempts.length; index++) {
    const args = attempts[index]!;
    const run = await runOnce(program!, args);
    const help = parseHelp(run.text, [basename(program!), ...subcommands]);
    const found = help.options.length + help.positionals.length;
    const shown = `\`${[basename(program!), ...args].join(' ')}\``;
    const crash = crashOf(run, HELP_TIMEOUT_MS);
    const thin = found === 0 ? undefined : findThinHelp(run.text, help);
    const unreadable = crash
      ? `${shown} ${crash}`
      : found === 0
        ? `${shown} printed no options or arguments`
        : run.exitCode !== 0 && help.options.length < 3 && ERROR_TEXT.test(run.text)
          ? `${shown} exited with code ${run.exitCode} and printed an error: ${run.text.trim().split('\n', 1)[0]}`
          : thin && !options.force
            ? `${shown} ${thin}`
            : undefined;
    const remedy = crash
      ? crashRemedy(program!, run.stderr, options)
      : unreadable && thin
        ? 'Add --force to write the draft as it is (with a warning that names the gap), or write this tool by hand.'
        : undefined;
    if (!best || (best.unreadable && !unreadable) || help.options.length > best.help.options.length) {
      best = {
        command: [program!, ...args],
        help,
        text: run.text,
        ...(unreadable && { unreadable }),
        ...(remedy && { remedy }),
        ...(thin && { thin: `${shown} ${thin}` }),
      };
    }
    if (!best.unreadable) break;
    // md5deep's "Try `md5deep -h' for more information.": the program names its own help form, so it is no halt.
    const named = unreadable && !crash ? namedHelpForm(run.text, program!) : undefined;
    if (named && !attempts.some((tried) => tried.join(' ') === [...subcommands, named].join(' '))) attempts.splice(index + 1, 0, [...subcommands, named]);
  }
  return readFullHelp(best!, program!, subcommands, runOnce);
}

/** The help form a failed `--help` points to in its own words ("Try `md5deep -h' for more information."). */
function namedHelpForm(text: string, program: string): string | undefined {
  const name = escapeRegExp(basename(program));
  return new RegExp(`\\b(?:try|use|run|type)\\s+[\`'"]?(?:\\S*/)?${name}\\s+(-h|-help|-\\?|--usage|-H)[\`'"]`, 'i').exec(text)?.[1];
}

/** The full help `best` names (qpdf's `--help=all`), where `best` lists few options and the full one more. */
async function readFullHelp(best: Help, program: string, subcommands: readonly string[], runOnce: ReturnType<typeof createSandboxedRun>): Promise<Help> {
  const full = fullHelpToRead(best.text, best.help);
  if (!full) return best;
  const run = await runOnce(program, [...subcommands, ...full]);
  const help = parseHelp(run.text, [basename(program), ...subcommands]);
  if (crashOf(run, HELP_TIMEOUT_MS) || help.options.length <= best.help.options.length) return best;
  return { command: [program, ...subcommands, ...full], help, text: run.text };
}

/** The end of a crashed run's stderr, and inside the sandbox what most likely made it crash. */
function crashRemedy(program: string, stderr: string, { sandbox, env, cwd }: ReadHelpOptions): string {
  const tail = stderr.trim() ? `The end of its stderr:\n${stderrTail(stderr)}\n` : 'It printed nothing on stderr.\n';
  if (!sandbox) return `${tail}Run it yourself to see why, or write this tool by hand.`;
  const located = locateExecutable(program, env, cwd);
  const cause = likelySandboxCause(located && realOrSame(located), stderr, sandbox.name.startsWith('bubblewrap') ? privateTempFolders(env) : []);
  return `${tail}Inside the OS sandbox, the likely cause: ${cause}. For a program you trust, --sandbox off shows whether the sandbox is the cause.`;
}

/** /tmp and $TMPDIR, which bubblewrap makes private and empty (see bubblewrap.ts). */
function privateTempFolders(env: Readonly<Record<string, string | undefined>>): string[] {
  return ['/tmp', ...(env.TMPDIR?.startsWith('/') && env.TMPDIR !== '/tmp' ? [env.TMPDIR] : [])];
}

function realOrSame(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** The sandbox help runs get under --sandbox `mode`; `warn` is told when `on` finds none. */
export async function helpSandbox(
  mode: SandboxMode,
  env: Readonly<Record<string, string | undefined>>,
  warn: (message: string) => void,
): Promise<Sandbox | undefined> {
  if (mode === 'off') return undefined;
  const found = await detectSandbox(env);
  if (found.ok) return found.sandbox;
  if (mode === 'required') throw new UsageError(`not run: --sandbox required, and ${found.reason}; to fix: ${found.remedy}`);
  warn(`running the program's help without an OS sandbox: ${found.reason}; to fix: ${found.remedy}`);
  return undefined;
}
