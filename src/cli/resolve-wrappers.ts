// A wrapper argument is a file path, or the bare name of a bundled wrapper (`git`).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describeSuggestions } from '../definition/definition-error.js';
import { UsageError } from './cli-io.js';

const EXTENSIONS = ['.yaml', '.yml', '.json'];

export function resolveWrapperPath(argument: string, cwd: string, packageRoot: string): string {
  const direct = resolve(cwd, argument);
  if (existsSync(direct)) return direct;
  const isBareName = /^[A-Za-z0-9_.-]+$/.test(argument) && !EXTENSIONS.some((extension) => argument.endsWith(extension));
  const bundled = isBareName ? EXTENSIONS.map((extension) => join(packageRoot, 'wrappers', `${argument}${extension}`)).find(existsSync) : undefined;
  if (bundled) return bundled;
  const names = bundledWrapperNames(packageRoot);
  throw new UsageError(
    `no wrapper file ${direct}${isBareName ? ` and no bundled wrapper named "${argument}"` : ''}${names.length ? ` (${isBareName ? describeSuggestions([argument], names) : ''}bundled: ${names.join(', ')})` : ''}`,
  );
}

export function bundledWrapperNames(packageRoot: string): string[] {
  try {
    return readdirSync(join(packageRoot, 'wrappers'))
      .filter((file) => EXTENSIONS.some((extension) => file.endsWith(extension)))
      .map((file) => file.replace(/\.[^.]+$/, ''))
      .sort();
  } catch {
    return [];
  }
}
