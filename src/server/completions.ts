// completion/complete for prompt arguments and resource-template variables: enum values, a
// static `complete:` list, or the stdout lines of a `complete: {command}`, filtered by the typed
// prefix; at most 100 values, with hasMore when there were more.
import type { CompleteSpec } from '../definition/types.js';
import { capturedBytes } from '../executor/bounded-capture.js';
import { toCleanText } from '../executor/clean-text.js';
import type { Catalog } from './catalog.js';
import type { Handle } from './handle.js';
import type { Logger } from './logger.js';
import { invalidParams } from './protocol-error.js';
import type { Runner } from './runner.js';

const MAX_COMPLETIONS = 100;
/** A completion is asked for while a person types: its command gets little time. */
const COMPLETION_TIMEOUT_MS = 10_000;

interface Completable {
  enum?: readonly unknown[];
  complete?: CompleteSpec;
}

export function registerCompletions(handle: Handle, current: () => Pick<Catalog, 'prompts' | 'templates'>, runner: Runner, logger: Logger): void {
  handle('completion/complete', async (request) => {
    const { ref, argument, context } = request.params;
    const owners = current();
    let completable: Completable | undefined;
    if (ref.type === 'ref/prompt') {
      const prompt = owners.prompts.get(ref.name);
      if (!prompt) throw invalidParams(`Unknown prompt: ${ref.name}`);
      completable = prompt.arguments.find((candidate) => candidate.name === argument.name);
    } else {
      const resource = owners.templates.find((candidate) => candidate.uri === ref.uri);
      if (!resource) throw invalidParams(`Unknown resource template: ${ref.uri}`);
      const variable = resource.runnable.arguments.find((candidate) => candidate.name === argument.name);
      completable = variable && {
        ...(Array.isArray(variable.schema.enum) && { enum: variable.schema.enum }),
        ...(variable.complete && { complete: variable.complete }),
      };
    }
    const candidates = completable ? await candidatesOf(completable, context?.arguments ?? {}, runner, logger) : [];
    const prefix = argument.value.toLowerCase();
    const matching = [...new Set(candidates)].filter((candidate) => candidate.toLowerCase().startsWith(prefix));
    return { completion: { values: matching.slice(0, MAX_COMPLETIONS), total: matching.length, hasMore: matching.length > MAX_COMPLETIONS } };
  });
}

async function candidatesOf(completable: Completable, context: Readonly<Record<string, string>>, runner: Runner, logger: Logger): Promise<string[]> {
  const candidates = (completable.enum ?? []).map(String);
  const { complete } = completable;
  if (!complete) return candidates;
  if ('values' in complete) return [...candidates, ...complete.values];
  const { runnable } = complete;
  const known = Object.fromEntries(Object.entries(context).filter(([name]) => runnable.arguments.some((argument) => argument.name === name)));
  const planned = await runner.plan(runnable, known);
  if (!planned.ok) {
    logger.log('info', `${runnable.name}: not run: ${planned.problems.join('; ')}`);
    return candidates;
  }
  const { outcome } = await runner.run({ ...planned.plan, timeoutMs: Math.min(planned.plan.timeoutMs, COMPLETION_TIMEOUT_MS) });
  if (!outcome.succeeded) {
    logger.log('warning', `${runnable.name}: the completion command failed (exit ${outcome.exitCode ?? outcome.signal})`);
    return candidates;
  }
  const lines = toCleanText(capturedBytes(outcome.stdout)).split('\n');
  return [...candidates, ...lines.map((line) => line.trim()).filter(Boolean)];
}
