// Files a run wrote that its tool's `files:` patterns name: each becomes a file:// resource of the
// result. Only files inside the allowed roots or the call's own {run_dir} count.
import { confine } from '../arguments/check-paths.js';
import { renderText, type ValueLookup } from '../arguments/render-template.js';
import type { OutputFileSpec } from '../definition/types.js';
import { expandPattern } from './expand-pattern.js';
import { describeFile, type LocalFile } from './file-content.js';

/** More files than this from one call are left out (and said so). */
const MAX_OUTPUT_FILES = 50;

export interface CollectedFiles {
  files: LocalFile[];
  /** Files that matched but lie outside the allowed places, or beyond MAX_OUTPUT_FILES. */
  leftOut: string[];
}

export async function collectOutputFiles(
  specs: readonly OutputFileSpec[],
  lookup: ValueLookup,
  cwd: string,
  allowed: readonly string[],
): Promise<CollectedFiles> {
  const files = new Map<string, LocalFile>();
  const leftOut: string[] = [];
  for (const spec of specs) {
    const pattern = renderText(spec.path, lookup);
    if (pattern === undefined) continue;
    for (const path of await expandPattern(pattern, cwd)) {
      const real = await confine(path, cwd, allowed);
      if (!real) {
        leftOut.push(path);
        continue;
      }
      const file = await describeFile(real, spec.mimeType);
      if (!file || files.has(real)) continue;
      if (files.size >= MAX_OUTPUT_FILES) {
        leftOut.push(path);
        continue;
      }
      files.set(real, file);
    }
  }
  return { files: [...files.values()], leftOut };
}
