// `mcp-wrap generate <program> [subcommand...]`: a draft wrapper from what describes the program
// (its spec, its completion script, its man page, its help: see read-sources), one tool per
// subcommand (or one for the program; `--list`, `--read-only` from a spec), for a person to review. The draft is checked
// like any wrapper before it is printed or written.
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { Command } from 'commander';
import { DefinitionError, formatIssue } from '../../definition/definition-error.js';
import { parseDefinitions } from '../../definition/load-definition.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError } from '../cli-io.js';
import { sandboxOption, type CommandContext } from '../options.js';
import { bundledWrapperNames } from '../resolve-wrappers.js';
import type { SandboxMode } from '../../sandbox/types.js';
import type { HelpSource } from './draft-wrapper.js';

interface GenerateOptions {
  output?: string;
  force?: boolean;
  fallback?: boolean;
  list?: boolean;
  readOnly?: boolean;
  sources: string;
  sandbox: SandboxMode;
}

const ALL_SOURCES = 'spec,completion,man,help,probe';
const SOURCE_RUN_TIMEOUT_MS = 5_000;
const SOURCE_RUN_MAX_BYTES = 4 * 1024 * 1024;

export function generateCommand(context: CommandContext): Command {
  return new Command('generate')
    .description(
      "draft a wrapper from a program's spec (@withfig/autocomplete, when installed), completion script, man page and --help: one tool per subcommand given (or one for the program). It runs the program with --help (inside the OS sandbox where one works), so only generate from programs you trust that much",
    )
    .argument(
      '<program>',
      'the program, as it would be run (git, grep, /usr/bin/tar ...), or a base command of several words in quotes ("python3 -m json.tool")',
    )
    .argument('[subcommand...]', 'subcommands to draft a tool for each (git status log diff)')
    .option('-o, --output <file>', 'write the draft to this file instead of stdout')
    .option('--force', 'with --output, replace an existing file; write a draft even from a long help where generate read (almost) no option')
    .option('--fallback', 'when --help finds nothing, also run the program with -h and `help <subcommand>` (some programs read -h as something else)')
    .option('--list', "list the program's subcommands from its spec (@withfig/autocomplete), read-only ones first, with their descriptions; draft nothing")
    .option('--read-only', 'draft a tool for each subcommand of the spec that only reads (as --list groups them), besides those named')
    .option(
      '--sources <list>',
      'the sources to read, best first, from spec, completion, man and help (`help` alone: the --help path only); probe: try each flag alone in the sandbox',
      ALL_SOURCES,
    )
    .addOption(sandboxOption('the OS sandbox around the help runs'))
    .action(async (program: string, subcommands: string[], options: GenerateOptions) =>
      context.setExitCode(await generate(program, subcommands, options, context)),
    );
}

async function generate(program: string, subcommands: string[], options: GenerateOptions, { io }: CommandContext): Promise<number> {
  // Loaded when used: nothing of generate is needed to serve.
  const [
    { helpSandbox },
    { toDraftWrapper, toToolName },
    { findOperandGap },
    sourcesModule,
    { describeSources },
    { createSandboxedRun },
    { findSpecPackage, readSpec },
    { createCompletionReader },
    listing,
    probing,
    repeating,
  ] = await Promise.all([
    import('./read-help.js'),
    import('./draft-wrapper.js'),
    import('./find-gaps.js'),
    import('./read-sources.js'),
    import('./merge-sources.js'),
    import('./run-sandboxed.js'),
    import('./read-spec.js'),
    import('./read-completion.js'),
    import('./list-subcommands.js'),
    import('./probe-flags.js'),
    import('./probe-repeats.js'),
  ]);
  const kinds = parseSourceKinds(options.sources, sourcesModule.SOURCE_KINDS);
  const sandbox = await helpSandbox(options.sandbox, io.env, (message) => io.stderr.write(`mcp-wrap warning: ${message}\n`));
  // A base command of several words ("python3 -m json.tool") is split on spaces, never run by a shell.
  const base = program.trim().split(/\s+/);
  // A person reviewed the bundled wrapper against the real program: a draft is a step back.
  const reviewed = bundledWrapperNames(io.packageRoot).includes(basename(base[0]!))
    ? `a reviewed wrapper exists: wrappers/${basename(base[0]!)}.yaml; prefer it (\`mcp-wrap ${basename(base[0]!)}\` serves it)`
    : undefined;
  if (reviewed) io.stderr.write(`mcp-wrap: ${reviewed}\n`);
  const run = createSandboxedRun(
    { env: io.env, cwd: io.cwd, sandbox, importModule: io.importModule },
    { timeoutMs: SOURCE_RUN_TIMEOUT_MS, maxBytes: SOURCE_RUN_MAX_BYTES },
  );
  // A spec is looked up by the program's name: a base command of several words has none.
  const specPackage = kinds.has('spec') && base.length === 1 ? findSpecPackage(io.cwd, io.packageRoot) : undefined;
  const spec = specPackage && (await readSpec(basename(base[0]!), specPackage, run, (message) => io.stderr.write(`mcp-wrap warning: ${message}\n`)));
  const offered = spec ? listing.listSubcommands(spec.spec, base) : [];
  if (options.list || (options.readOnly && offered.length === 0)) {
    if (offered.length === 0) {
      io.stderr.write(`mcp-wrap: ${listing.describeNoSpec(basename(base[0]!), specPackage !== undefined, kinds.has('spec'))}\n`);
      return EXIT_FAILURE;
    }
    if (options.list) {
      io.stdout.write(listing.describeSubcommands(offered, spec!.source, program));
      return EXIT_OK;
    }
  }
  // "remote add" names a subcommand of a subcommand.
  const named = subcommands.map((subcommand) => subcommand.trim().split(/\s+/));
  const picked = options.readOnly
    ? offered.filter((offer) => offer.readOnly && !named.some((words) => words.join(' ') === offer.name)).map((offer) => [offer.name])
    : [];
  if (named.length + picked.length === 0 && offered.length > 0) {
    io.stderr.write(
      `${listing.describeSubcommands(offered, spec!.source, program)}mcp-wrap: \`${program}\` has ${offered.length} subcommands: name the ones to draft a tool for (\`mcp-wrap generate ${program} ${offered[0]!.name} ...\`), or add --read-only for all that only read.\n`,
    );
    return EXIT_USAGE;
  }
  const commands = named.length + picked.length > 0 ? [...named, ...picked].map((words) => [...base, ...words]) : [base];
  const programSources = {
    kinds,
    run,
    ...(spec && { spec }),
    ...(kinds.has('completion') && { completion: createCompletionReader(base[0]!, run) }),
  };
  const sources: HelpSource[] = [];
  const used: string[] = [];
  /** What each tool's draft lacks: a thin help drafted under --force, an operand it cannot name. */
  const gaps: { tool: string; gap: string }[] = [];
  // Trying flags and options runs the program with each: only inside the sandbox, where nothing it does outlives the run or reaches a file.
  const probes = kinds.has('probe') && Boolean(sandbox);
  for (const words of commands) {
    const readOptions = {
      env: io.env,
      cwd: io.cwd,
      fallback: options.fallback ?? false,
      force: options.force ?? false,
      sandbox,
      importModule: io.importModule,
    };
    const {
      helpCommand,
      help,
      text,
      unreadable,
      remedy,
      thin,
      used: usedHere,
    } = await sourcesModule.readSources(words, base.length, programSources, readOptions);
    if (unreadable) {
      const advice =
        remedy ?? `${options.fallback ? 'Write' : 'If the program documents -h or `help <subcommand>`, try --fallback; else write'} this tool by hand.`;
      io.stderr.write(`mcp-wrap: could not read the help of \`${words.join(' ')}\`: ${unreadable}; nothing written. ${advice}\n`);
      return EXIT_FAILURE;
    }
    const { needValue, unanswered } = probes ? await probing.probeFlags(words, help, run) : { needValue: [], unanswered: [] };
    if (unanswered.length > 0)
      io.stderr.write(
        `mcp-wrap warning: ${sourcesModule.toShown(words)}: ${unanswered.length} flag(s) tried alone gave no answer in time (${unanswered.join(' ')}); they are drafted as flags: check whether they take a value\n`,
      );
    const valued = probing.withProbedValues(help, needValue);
    const repeats = probes ? await repeating.probeRepeats(words, valued, run) : [];
    sources.push({ words, helpCommand, help: repeating.withProbedRepeats(valued, repeats) });
    const probed = [
      ...(needValue.length > 0 ? [`flags tried alone: ${needValue.join(' ')} take a value (${sourcesModule.toShown(words)})`] : []),
      ...(repeats.length > 0 ? [`options tried twice: ${repeats.join(' ')} repeat (${sourcesModule.toShown(words)})`] : []),
    ];
    used.push(...[...usedHere, ...probed].filter((source) => !used.includes(source)));
    const operandGap = findOperandGap(text, help, basename(words[0]!));
    for (const gap of [thin, operandGap]) if (gap) gaps.push({ tool: toToolName(words), gap });
  }
  // Beside a written draft, the schema is named relative to it: the path survives moving the
  // project (and its node_modules) elsewhere.
  const file = options.output === undefined ? undefined : resolve(io.cwd, options.output);
  const schema = join(io.packageRoot, 'schema', 'wrapper.schema.json');
  const header = [
    `yaml-language-server: $schema=${file ? relative(dirname(file), schema) : schema}`,
    `A DRAFT, generated by \`mcp-wrap generate ${[program, ...subcommands, ...(options.readOnly ? ['--read-only'] : [])].join(' ')}\` from the programs' own help on ${new Date().toISOString().slice(0, 10)}.`,
    ...(used.length > 0 ? [`Sources: ${describeSources(used)}`] : []),
    'Review it before use: make each description say when to use the tool and what it returns, remove',
    'arguments an agent should not have, check types, enums and annotations (readOnlyHint, destructiveHint),',
    'then delete `draft: true` (until then validate and serve warn that it is a draft) and run `mcp-wrap validate` on it.',
    ...(reviewed ? [`Note: ${reviewed}.`] : []),
    ...gaps.map(({ tool, gap }) => `Gap: ${tool}: ${gap}`),
  ];
  const drafted = toDraftWrapper(sources, header).text;
  // Tools drafted from a spec's subcommands are grouped: `serve --toolsets read` serves the read-only ones.
  const text =
    spec && offered.length > 0 && sources.length > 1
      ? `${drafted}${listing.toToolsetsYaml(
          sources.map(({ words }) => words),
          (words) => toToolName(words),
          offered,
        )}`
      : drafted;

  try {
    const [source] = parseDefinitions([{ file: options.output ?? '(stdout)', text }], { env: io.env }).sources;
    const warnings = gaps.map(({ tool, gap }) => source!.issue(['tools', tool], 'warning.draftGap', `tools.${tool}: ${gap}`, 'key'));
    if (warnings.length > 0) io.stderr.write(`${warnings.map(formatIssue).join('\n')}\n`);
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    io.stdout.write(text);
    io.stderr.write(
      `${error.issues.map(formatIssue).join('\n')}\nmcp-wrap: the draft does not validate; this is a bug in generate, please report it with the help text\n`,
    );
    return EXIT_FAILURE;
  }
  if (!file) {
    io.stdout.write(text);
    return EXIT_OK;
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text, { flag: options.force ? 'w' : 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') throw new UsageError(`${file} exists; add --force to replace it`);
    throw error;
  });
  io.stderr.write(`mcp-wrap: wrote ${file} (${sources.length} tool(s)); review it, then \`mcp-wrap validate ${options.output}\`\n`);
  return EXIT_OK;
}

/** `spec,man,help` as a set of source kinds, refusing names it does not know. */
function parseSourceKinds<Kind extends string>(list: string, known: readonly Kind[]): Set<Kind> {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(known as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) throw new UsageError(`--sources: expected a list of ${known.join(', ')}, got \`${list}\``);
  return new Set(names as Kind[]);
}
