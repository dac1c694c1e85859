// notifications/progress for a call that asked for it: output bytes so far (or the percentage a
// tool's `output.progress` pattern finds), always increasing, with the line the program is on.
import type { ServerNotification } from '@modelcontextprotocol/server';
import type { ToolDefinition } from '../definition/types.js';
import type { ProgressSnapshot } from '../executor/types.js';
import type { Redact } from './redact.js';

export type SendNotification = (notification: ServerNotification) => Promise<void>;

export function createProgressReporter(
  tool: ToolDefinition,
  progressToken: string | number,
  send: SendNotification,
  redact: Redact,
): (snapshot: ProgressSnapshot) => void {
  const percentPattern = tool.output.progress === undefined ? undefined : new RegExp(tool.output.progress);
  let sent = -Infinity;
  return ({ bytes, lastLine }) => {
    const percent = percentPattern && Number(percentPattern.exec(lastLine)?.groups?.percent);
    if (percentPattern && (percent === undefined || Number.isNaN(percent))) return;
    const progress = percentPattern ? Math.min(100, Math.max(0, percent!)) : bytes;
    if (progress <= sent) return;
    sent = progress;
    const params = { progressToken, progress, ...(percentPattern && { total: 100 }), ...(lastLine && { message: redact(lastLine) }) };
    send({ method: 'notifications/progress', params }).catch(() => {});
  };
}
