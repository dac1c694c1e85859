// The PATH a host's entry carries: the user's own, minus what only makes sense inside the shell
// that ran `config` and what anyone could plant a program in. npx (and npm run) put its cache's and
// every `node_modules/.bin` on the way up ahead of the system folders, some under the system's
// temporary folder, and npm's own `node_modules/@npmcli/run-script/lib/node-gyp-bin`: no folder
// inside a node_modules folder belongs in a host's PATH. A world-writable folder lets any user
// shadow `git`.
import { statSync } from 'node:fs';
import { delimiter, isAbsolute } from 'node:path';

export function hostPath(path: string, isWorldWritable: (folder: string) => boolean = worldWritable): string {
  const kept: string[] = [];
  for (const folder of path.split(delimiter)) {
    if (!folder || !isAbsolute(folder) || kept.includes(folder)) continue;
    if (/[\\/]node_modules[\\/]/.test(folder) || /[\\/]_npx[\\/]/.test(folder) || isWorldWritable(folder)) continue;
    kept.push(folder);
  }
  return kept.join(delimiter);
}

function worldWritable(folder: string): boolean {
  try {
    return process.platform !== 'win32' && (statSync(folder).mode & 0o002) !== 0;
  } catch {
    return false;
  }
}
