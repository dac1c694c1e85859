// What `mcp-wrap validate` warns about: a wrapper that loads but will disappoint. Programs
// missing from PATH, tools without annotations or with a terse description, `{name}` written
// where no placeholder is read and close to an argument's name, ${NAME} references left unset.
import { describePath, suggest, type DefinitionIssue } from './definition-error.js';
import { commandTokens, isRecord, recordAt, stringsOf, type RawRecord } from './raw.js';
import type { SourceDocument, SourcePath } from './source-document.js';
import { parseTemplate, resolveEnv, textOf } from './template.js';

type Env = Readonly<Record<string, string | undefined>>;

/** A description shorter than this rarely says when to use the tool and what it returns. */
const MIN_DESCRIPTION_LENGTH = 40;

export function findMissingEnv(source: SourceDocument, env: Env): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  for (const [path, text] of stringsOf(source.value)) {
    for (const name of resolveEnv(parseTemplate(text), env).missing) {
      issues.push(
        source.issue(
          path,
          'warning.missingEnv',
          `${describePath(path)}: environment variable ${name} is not set; \${${name}} becomes empty (write \${${name}:-fallback} to choose another value)`,
        ),
      );
    }
  }
  return issues;
}

/** `draft: true`, which generate writes: a wrapper nobody has reviewed yet. */
export function findDraftMarker(source: SourceDocument): DefinitionIssue[] {
  if (!isRecord(source.value) || source.value.draft !== true) return [];
  return [
    source.issue(
      ['draft'],
      'warning.draft',
      'draft: this wrapper is a draft from `mcp-wrap generate`: review its descriptions, arguments (paths, enums, what an agent should not have) and annotations, then delete `draft: true`',
      'key',
    ),
  ];
}

export function findWarnings(source: SourceDocument, env: Env, isOnPath: (program: string) => boolean): DefinitionIssue[] {
  const issues = [...findDraftMarker(source), ...findMissingEnv(source, env)];
  const warn = (path: SourcePath, code: DefinitionIssue['code'], message: string) =>
    issues.push(source.issue(path, code, `${describePath(path)}: ${message}`, 'key'));

  const runnables: [SourcePath, RawRecord][] = [
    ...Object.entries(recordAt(source.value, 'tools')).map(([name, tool]): [SourcePath, RawRecord] => [['tools', name], isRecord(tool) ? tool : {}]),
    ...Object.entries(recordAt(source.value, 'resources')).map(([name, resource]): [SourcePath, RawRecord] => [
      ['resources', name],
      isRecord(resource) ? resource : {},
    ]),
  ];
  for (const [path, runnable] of runnables) {
    const commands: [SourcePath, unknown][] = [[[...path, 'command'], runnable.command]];
    for (const [name, argument] of Object.entries(recordAt(runnable, 'arguments'))) {
      const complete = isRecord(argument) ? argument.complete : undefined;
      if (isRecord(complete)) commands.push([[...path, 'arguments', name, 'complete', 'command'], complete.command]);
    }
    for (const [place, command] of commands) {
      const program = commandTokens(command, [...place])[0];
      if (!program) continue;
      const text = textOf(resolveEnv(parseTemplate(program.text), env).template);
      if (text && !isOnPath(text))
        warn(
          program.path,
          'warning.missingExecutable',
          `\`${text}\` is not an executable on PATH here; the tool will fail with "command not found" until it is installed`,
        );
    }
  }

  for (const [name, value] of Object.entries(recordAt(source.value, 'tools'))) {
    const tool = isRecord(value) ? value : {};
    const path = ['tools', name];
    if (!isRecord(tool.annotations))
      warn(
        path,
        'warning.noAnnotations',
        'has no annotations: clients cannot tell whether it only reads or may destroy work (add readOnlyHint, destructiveHint, idempotentHint, openWorldHint)',
      );
    if (typeof tool.description === 'string' && tool.description.trim().length < MIN_DESCRIPTION_LENGTH) {
      warn(
        [...path, 'description'],
        'warning.shortDescription',
        `is ${tool.description.trim().length} characters: say what the tool does, when to use it and what it returns (at least ${MIN_DESCRIPTION_LENGTH})`,
      );
    }
    const names = Object.keys(recordAt(tool, 'arguments'));
    const plainText: [SourcePath, unknown][] = [
      [[...path, 'description'], tool.description],
      [[...path, 'title'], tool.title],
      [[...path, 'stdin'], tool.stdin],
      ...names.map((argument): [SourcePath, unknown] => [
        [...path, 'arguments', argument, 'description'],
        recordAt(recordAt(tool, 'arguments'), argument).description,
      ]),
    ];
    for (const [place, text] of plainText) {
      if (typeof text !== 'string') continue;
      for (const [, word] of text.matchAll(/\{([A-Za-z_][A-Za-z0-9_-]*)\}/g)) {
        const hint = names.includes(word!) ? undefined : suggest(word!, names);
        if (hint)
          issues.push(
            source.issue(
              place,
              'warning.placeholderTypo',
              `${describePath(place)}: \`{${word}}\` is plain text here, and close to the argument \`${hint}\` (did you mean {${hint}}? placeholders work in command, cwd, env, confirm and files only)`,
            ),
          );
      }
    }
  }
  return issues;
}
