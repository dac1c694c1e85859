// One sentence for how a run ended, with a fixed precedence (timeout > cancel > limit > signal > spawn
// failure > exit code), followed by the tail of stderr: what a model needs to recover.
import { describeDuration } from '../definition/units.js';
import { capturedBytes } from './bounded-capture.js';
import { tailOf, toCleanText } from './clean-text.js';
import type { ExecutionOutcome } from './types.js';

export function describeOutcome(outcome: ExecutionOutcome): string {
  const headline = headlineOf(outcome);
  const captured = outcome.stderr;
  const stderr = tailOf(toCleanText(captured.cutBytes === 0 ? capturedBytes(captured) : captured.tail));
  if (!stderr) return headline;
  return stderr.includes('\n') ? `${headline}:\n${stderr}` : `${headline}: ${stderr}`;
}

function headlineOf(outcome: ExecutionOutcome): string {
  const { program } = outcome;
  if (outcome.timedOut) {
    return `${program} timed out after ${describeDuration(outcome.timeoutMs)} and was stopped; ask for less (a narrower path, pattern or count) or raise the tool's timeout`;
  }
  if (outcome.isCanceled) return `${program} was cancelled`;
  if (outcome.limitHit) {
    const { key, value, detail } = outcome.limitHit;
    return `${program} was stopped by the ${key} limit (limits.${key}: ${value}): ${detail}; ask for less, or raise it in the wrapper (limits: {${key}: ...}, or "unlimited")`;
  }
  if (outcome.signal) return `${program} was killed by ${outcome.signal}`;
  if (outcome.spawnFailure) return outcome.spawnFailure.message;
  return `${program} exited with code ${outcome.exitCode}`;
}
