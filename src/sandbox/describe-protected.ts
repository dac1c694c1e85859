// A line for the model and the user when a run left something at a protected path: what was moved
// aside and where it is now, what changed in place, and the setting that would allow it.
import { basename } from 'node:path';
import type { ProtectedPathReport } from './guard-protected.js';

export function describeProtectedPaths(program: string, { moved, changed, failed, entries }: ProtectedPathReport): string {
  const parts = [
    ...(moved.length > 0 ? [`moved aside (it would run later, outside any sandbox): ${moved.map(([path, aside]) => `${path} -> ${basename(aside)}`).join(', ')}`] : []),
    ...(failed.length > 0 ? [`could not be moved aside: ${failed.join(', ')}`] : []),
    ...(changed.length > 0 ? [`changed in place while it ran (nothing stops this without the OS sandbox; check them): ${changed.join(', ')}`] : []),
  ];
  return `Note: ${program} wrote to protected paths (git hooks and config, shell start-up files, editor and agent settings ...): ${parts.join('; ')}. A wrapper allows a tool to write one with \`sandbox: {unprotect: [${entries.join(', ')}]}\`.`;
}
