// A line for the model and the user when a run left something at a protected path: what was moved
// aside and where it is now, what changed in place, and the setting that would allow it; and when
// the check after the run could not walk a writable place to its end, which one and how far.
import { basename } from 'node:path';
import type { ProtectedPathReport, UncheckedPlace } from './guard-protected.js';

export function describeProtectedPaths(program: string, { moved, changed, failed, entries, incomplete = [] }: ProtectedPathReport): string {
  const parts = [
    ...(moved.length > 0
      ? [`moved aside (it would run later, outside any sandbox): ${moved.map(([path, aside]) => `${path} -> ${basename(aside)}`).join(', ')}`]
      : []),
    ...(failed.length > 0 ? [`could not be moved aside: ${failed.join(', ')}`] : []),
    ...(changed.length > 0 ? [`changed in place while it ran (nothing stops this without the OS sandbox; check them): ${changed.join(', ')}`] : []),
  ];
  const wrote =
    parts.length > 0
      ? `Note: ${program} wrote to protected paths (git hooks and config, shell start-up files, editor and agent settings ...): ${parts.join('; ')}. A wrapper allows a tool to write one with \`sandbox: {unprotect: [${entries.join(', ')}]}\`.`
      : '';
  const unchecked = incomplete.length > 0 ? `Note: ${incomplete.map((place) => describeUnchecked(program, place)).join('; ')}.` : '';
  return [wrote, unchecked].filter(Boolean).join(' ');
}

/** Which place the check after the run did not finish, and how far it got. */
function describeUnchecked(program: string, { root, entries, levels }: UncheckedPlace): string {
  return `the check after ${program} ran stopped early in ${root}, after ${entries.toLocaleString('en-US')} entries (${levels} ${levels === 1 ? 'level' : 'levels'} deep): protected paths deeper than that were not checked, and anything the run planted there stays`;
}
