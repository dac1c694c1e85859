// `mcp-wrap validate <wrapper...>`: every problem of every file as file:line:col: code: message,
// errors and warnings alike; exit 1 when there is an error, 0 when there are only warnings.
import { Command } from 'commander';
import { findWarnings } from '../definition/check-warnings.js';
import { DefinitionError, formatIssue, isWarning, type DefinitionIssue } from '../definition/definition-error.js';
import { loadSources, toDefinitions } from '../definition/load-definition.js';
import { isExecutable } from '../executor/find-executable.js';
import { EXIT_FAILURE, EXIT_OK } from './cli-io.js';
import type { CommandContext } from './options.js';
import { resolveWrapperPath } from './resolve-wrappers.js';

export function validateCommand(context: CommandContext): Command {
  return new Command('validate')
    .description('check wrapper files: every problem as file:line:col: code: message (exit 1 on errors; warnings alone exit 0)')
    .argument('<wrapper...>', 'wrapper files (YAML or JSON), or names of bundled wrappers')
    .action(async (wrappers: string[]) => context.setExitCode(await validate(wrappers, context)));
}

async function validate(wrappers: string[], { io }: CommandContext): Promise<number> {
  const files = wrappers.map((wrapper) => resolveWrapperPath(wrapper, io.cwd, io.packageRoot));
  const isOnPath = (program: string) => isExecutable(program, io.env, io.cwd);
  let issues: DefinitionIssue[];
  let summary = '';
  const sources = await loadSources(files, { env: io.env });
  try {
    const loaded = toDefinitions(sources, { env: io.env });
    issues = loaded.sources.flatMap((source) => findWarnings(source, io.env, isOnPath));
    summary = loaded.definitions
      .map(({ file, tools, resources, prompts }) => `${file}: ${tools.length} tool(s), ${resources.length} resource(s), ${prompts.length} prompt(s)`)
      .join('\n');
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    // The files' warnings are worth reading alongside their errors.
    const warnings = sources.filter((source) => source.syntaxIssues.length === 0).flatMap((source) => findWarnings(source, io.env, isOnPath));
    issues = [...error.issues, ...warnings];
  }

  const sorted = [...issues].sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file) || a.line - b.line || a.column - b.column);
  for (const issue of sorted) io.stdout.write(`${formatIssue(issue)}\n`);
  const errors = sorted.filter((issue) => !isWarning(issue)).length;
  const warnings = sorted.length - errors;
  if (errors === 0 && summary) io.stdout.write(`${summary}\n`);
  io.stderr.write(`${errors === 0 ? 'valid' : 'invalid'}: ${errors} error(s), ${warnings} warning(s) in ${files.length} file(s)\n`);
  return errors > 0 ? EXIT_FAILURE : EXIT_OK;
}
