// From a tool call's raw arguments to everything the executor needs, or the reasons not to run.
// Nothing here starts a process.
import { isAbsolute, resolve } from 'node:path';
import { isPlainText, placeholdersOf, RUN_DIR_PLACEHOLDER, textOf } from '../definition/template.js';
import { DEFAULT_KILL_GRACE_MS, DEFAULT_MAX_OUTPUT_BYTES, DEFAULT_TIMEOUT_MS, type NumberSetting, type ToolDefinition } from '../definition/types.js';
import { parseDuration, parseSize } from '../definition/units.js';
import type { RunRequest } from '../executor/types.js';
import type { SandboxScope } from '../sandbox/sandbox-policy.js';
import { buildArgv, createLookup } from './build-argv.js';
import { confine, describeRoots, hasParentStep, resolveAsTheOsDoes, withoutSchemeLook } from './check-paths.js';
import { renderText, toTexts } from './render-template.js';
import { validateArguments, type ArgumentValues } from './validate-arguments.js';

export interface RunContext {
  /** Where relative cwds resolve: --cwd, else the client's first root, else the server's cwd. */
  baseDir: string;
  /** Real paths that `path: true` values must stay inside. */
  allowedRoots: readonly string[];
  /** Creates the fresh per-call directory behind {run_dir}. */
  createRunDir: () => Promise<string>;
}

export type Planned =
  | { ok: true; plan: RunRequest<SandboxScope> & { sandbox: SandboxScope }; values: ArgumentValues; builtins: Record<string, string> }
  | { ok: false; problems: string[] };

/**
 * Plans a call. Only a tool that touches the file system before it runs (a {run_dir}, a cwd built
 * from arguments, `path: true` arguments) is planned asynchronously; any other is planned at once.
 */
export function planRun(tool: ToolDefinition, input: unknown, context: RunContext): Planned | Promise<Planned> {
  const validated = validateArguments(tool, input);
  if (!validated.ok) return validated;
  const traits = traitsOf(tool);
  if (traits.touchesFiles) return placeOnDisk(tool, validated.values, context, traits).then((placed) => assemble(tool, placed, context, traits));
  return assemble(
    tool,
    { values: validated.values, builtins: {}, cwd: resolve(context.baseDir, cwdTextOf(tool, validated.values, {})), problems: [] },
    context,
    traits,
  );
}

/** The cwd as the definition's template renders it for these values, not yet resolved. */
function cwdTextOf(tool: ToolDefinition, values: ArgumentValues, builtins: Record<string, string>): string {
  return renderText(tool.cwd, createLookup(tool, values, builtins)) ?? '.';
}

/** The arguments and directories of a call as they are on disk, and what is wrong with them. */
interface Placed {
  values: ArgumentValues;
  builtins: Record<string, string>;
  cwd: string;
  problems: string[];
}

async function placeOnDisk(tool: ToolDefinition, given: ArgumentValues, context: RunContext, traits: ToolTraits): Promise<Placed> {
  const builtins: Record<string, string> = traits.usesRunDir ? { [RUN_DIR_PLACEHOLDER]: await context.createRunDir() } : {};
  const problems: string[] = [];
  const cwdText = cwdTextOf(tool, given, builtins);
  // The definition's own cwd is trusted as written; one built from arguments goes where the OS lands.
  const cwd = traits.cwdFromArguments ? ((await resolveAsTheOsDoes(cwdText, context.baseDir)) ?? cwdText) : resolve(context.baseDir, cwdText);
  if (traits.cwdFromArguments && !(await confine(cwdText, context.baseDir, context.allowedRoots))) {
    problems.push(`the working directory ${cwd} built from the arguments is outside ${describeRoots(context.allowedRoots)}`);
  }
  const paths = await checkPaths(tool, given, cwd, context.allowedRoots);
  problems.push(...paths.problems);
  return { values: paths.values, builtins, cwd, problems };
}

function assemble(tool: ToolDefinition, { values, builtins, cwd, problems }: Placed, context: RunContext, traits: ToolTraits): Planned {
  const built = buildArgv(tool, values, builtins);
  if (!built.ok) return built;
  const lookup = createLookup(tool, values, builtins);

  const number = (setting: NumberSetting, parse: (text: string) => number | undefined, name: string, fallback: number) => {
    if (typeof setting === 'number') return setting;
    const text = renderText(setting, lookup);
    const parsed = text === undefined ? fallback : parse(text);
    if (parsed === undefined) problems.push(`the ${name} \`${text}\` built from the arguments is not a valid ${name}`);
    return parsed ?? fallback;
  };
  const timeoutMs = number(tool.timeoutMs, parseDuration, 'timeout', DEFAULT_TIMEOUT_MS);
  const killGraceMs = number(tool.killGraceMs, parseDuration, 'killGrace', DEFAULT_KILL_GRACE_MS);
  const maxOutputBytes = number(tool.maxOutputBytes, parseSize, 'maxOutput', DEFAULT_MAX_OUTPUT_BYTES);
  if (problems.length > 0) return { ok: false, problems };

  const [program, ...args] = built.command.argv;
  return {
    ok: true,
    values,
    builtins,
    plan: {
      program: program!,
      args,
      cwd,
      env: built.command.env,
      inheritEnv: tool.inheritEnv,
      ...(built.command.stdin !== undefined && { stdin: built.command.stdin }),
      timeoutMs,
      killGraceMs,
      maxOutputBytes,
      successCodes: tool.successCodes,
      limits: tool.limits,
      sandbox: {
        settings: tool.sandbox,
        roots: context.allowedRoots,
        baseDir: context.baseDir,
        commandPaths: traits.commandPaths,
        ...(builtins[RUN_DIR_PLACEHOLDER] !== undefined && { runDir: builtins[RUN_DIR_PLACEHOLDER] }),
      },
    },
  };
}

/**
 * Refuses path values that land outside the roots, and passes on a path no program can read
 * differently from this check: a value with a `..` step becomes the path it lands on (a program
 * that collapses `..` as text would otherwise go elsewhere), one that looks like a URL or
 * host:path gets `./` in front.
 */
async function checkPaths(
  tool: ToolDefinition,
  values: ArgumentValues,
  cwd: string,
  roots: readonly string[],
): Promise<{ problems: string[]; values: ArgumentValues }> {
  const problems: string[] = [];
  const checked: ArgumentValues = { ...values };
  for (const argument of tool.arguments) {
    const value = values[argument.name];
    if (!argument.path || value === undefined) continue;
    const given = toTexts(value);
    const landed: string[] = [];
    for (const path of given) {
      const inside = await confine(path, cwd, roots);
      landed.push(inside !== undefined && hasParentStep(path) ? inside : withoutSchemeLook(path));
      if (inside !== undefined) continue;
      const shown = isAbsolute(path) ? path : `${path} (from ${cwd})`;
      problems.push(`argument \`${argument.name}\`: path ${shown} is outside ${describeRoots(roots)}`);
    }
    if (landed.some((path, index) => path !== given[index])) checked[argument.name] = Array.isArray(value) ? landed : landed[0]!;
  }
  return { problems, values: checked };
}

/** What a tool's definition says about every one of its runs, worked out once per tool. */
interface ToolTraits {
  usesRunDir: boolean;
  /** Planning must look at the file system (run dir, cwd from arguments, path arguments). */
  touchesFiles: boolean;
  /** The cwd is built from arguments, so it must be checked where the OS lands. */
  cwdFromArguments: boolean;
  /**
   * The absolute paths written in the definition's command (`node /opt/tools/run.mjs`): trusted,
   * so the sandbox keeps them visible wherever they are. Paths built from arguments never count.
   */
  commandPaths: string[];
}

const traits = new WeakMap<ToolDefinition, ToolTraits>();

function traitsOf(tool: ToolDefinition): ToolTraits {
  let known = traits.get(tool);
  if (!known) {
    const templates = [...tool.command, tool.cwd, ...Object.values(tool.env), ...tool.files.map((file) => file.path)];
    const usesRunDir = templates.some((template) => placeholdersOf(template).includes(RUN_DIR_PLACEHOLDER));
    const cwdFromArguments = placeholdersOf(tool.cwd).some((name) => name !== RUN_DIR_PLACEHOLDER);
    known = {
      usesRunDir,
      cwdFromArguments,
      touchesFiles: usesRunDir || cwdFromArguments || tool.arguments.some((argument) => argument.path),
      commandPaths: tool.command
        .filter(isPlainText)
        .map(textOf)
        .filter((text) => isAbsolute(text)),
    };
    traits.set(tool, known);
  }
  return known;
}
