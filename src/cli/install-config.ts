// Merges one server into a host's config file without losing anything: the file must parse
// before and after, other entries stay as they are, a backup of the old file is written first,
// the new file replaces the old at once, and an existing server of that name only with force.
// Files are read as JSON with comments (VS Code's mcp.json allows them) and edited in place
// (insert-entry.ts), so comments, order and formatting survive; a `null` section is replaced.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { insertEntry } from './insert-entry.js';

export class InstallError extends Error {
  override name = 'InstallError';
}

export interface Installed {
  backup?: string;
  replaced: boolean;
}

export async function installServer(file: string, key: string, name: string, value: unknown, force: boolean, now = new Date()): Promise<Installed> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw new InstallError(`cannot read ${file}: ${error.message}`);
  });
  const config = text === undefined || !text.trim() ? {} : parseObject(text, file);
  // `"mcpServers": null` (a host's own reset, or a hand edit) holds no server: it is replaced.
  const servers = config[key] ?? {};
  if (typeof servers !== 'object' || servers === null || Array.isArray(servers))
    throw new InstallError(`${file}: "${key}" is not an object; nothing was changed`);
  const replaced = Object.hasOwn(servers, name);
  if (replaced && !force) throw new InstallError(`${file} already has a server named "${name}"; add --force to replace it, or --name to choose another name`);

  let backup: string | undefined;
  if (text !== undefined) {
    backup = `${file}.${now.toISOString().replace(/[:.]/g, '-')}.bak`;
    await writeFile(backup, text);
  }
  const output = text === undefined || !text.trim() ? `${JSON.stringify({ [key]: { [name]: value } }, null, 2)}\n` : insertEntry(text, key, name, value);
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, output);
  await rename(temporary, file);
  const written = parseObject(await readFile(file, 'utf8'), file);
  if (JSON.stringify((written[key] as Record<string, unknown>)[name]) !== JSON.stringify(value))
    throw new InstallError(`${file} does not hold the new entry after writing it${backup ? `; the old file is at ${backup}` : ''}`);
  return { ...(backup && { backup }), replaced };
}

function parseObject(text: string, file: string): Record<string, unknown> {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0) {
    const { error, offset } = errors[0]!;
    const before = text.slice(0, offset).split('\n');
    throw new InstallError(
      `${file}:${before.length}:${before.at(-1)!.length + 1}: not valid JSON (${printParseErrorCode(error)}); fix it or move it away. Nothing was changed.`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InstallError(`${file} does not hold a JSON object; nothing was changed`);
  return value as Record<string, unknown>;
}
