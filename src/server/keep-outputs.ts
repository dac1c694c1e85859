// After a run: outputs that outgrew the inline limit, and binary stdout, become readable
// resources; what was kept is what the result links to.
import { capturedBytes } from '../executor/bounded-capture.js';
import { detectBinary } from '../executor/detect-binary.js';
import type { ExecutionOutcome } from '../executor/types.js';
import type { KeptOutput, OutputStream, RunOutputStore } from '../resources/run-outputs.js';

export interface KeptOutputs {
  stdout?: KeptOutput;
  stderr?: KeptOutput;
  /** Set when stdout is binary: its mimeType. */
  binaryType?: string;
}

const TEXT = 'text/plain';

export async function keepOutputs(store: RunOutputStore, id: number, outcome: ExecutionOutcome): Promise<KeptOutputs> {
  const binaryType = detectBinary(outcome.stdout.head);
  const kept: KeptOutputs = binaryType ? { binaryType } : {};
  for (const stream of ['stdout', 'stderr'] as OutputStream[]) {
    const captured = outcome[stream];
    const mimeType = (stream === 'stdout' && binaryType) || TEXT;
    if (captured.spill) {
      kept[stream] = store.keep(id, stream, { path: captured.spill.path, bytes: captured.spill.bytes, totalBytes: captured.totalBytes, mimeType });
    } else if (stream === 'stdout' && binaryType) {
      // Without a folder to keep it in, binary output is still returned inline.
      kept.stdout = await store.save(id, stream, capturedBytes(captured), binaryType).catch(() => undefined);
    }
  }
  return kept;
}
