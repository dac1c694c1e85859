// Where a program would be found the way spawn finds it: a path is checked as given, a bare
// name in each PATH directory (with PATHEXT's extensions on Windows).
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

export function isExecutable(program: string, env: Readonly<Record<string, string | undefined>>, cwd: string): boolean {
  return locateExecutable(program, env, cwd) !== undefined;
}

/** The file spawn would run for `program`, or undefined when there is none. */
export function locateExecutable(program: string, env: Readonly<Record<string, string | undefined>>, cwd: string): string | undefined {
  const extensions = process.platform === 'win32' ? ['', ...(env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';')] : [''];
  const candidates = /[\\/]/.test(program)
    ? [isAbsolute(program) ? program : resolve(cwd, program)]
    : (env.PATH ?? env.Path ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((directory) => join(directory, program));
  for (const candidate of candidates) {
    for (const extension of extensions) if (isExecutableFile(candidate + extension)) return candidate + extension;
  }
  return undefined;
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
