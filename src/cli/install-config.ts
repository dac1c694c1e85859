// Merges one server into a host's config file without losing anything: the file must parse
// before and after, other entries stay as they are, a backup of the old file is written first,
// the new file replaces the old at once, and an existing server of that name only with force.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

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
  const servers = config[key] ?? {};
  if (typeof servers !== 'object' || servers === null || Array.isArray(servers)) throw new InstallError(`${file}: "${key}" is not an object; nothing was changed`);
  const replaced = Object.hasOwn(servers, name);
  if (replaced && !force) throw new InstallError(`${file} already has a server named "${name}"; add --force to replace it, or --name to choose another name`);

  let backup: string | undefined;
  if (text !== undefined) {
    backup = `${file}.${now.toISOString().replace(/[:.]/g, '-')}.bak`;
    await writeFile(backup, text);
  }
  const output = `${JSON.stringify({ ...config, [key]: { ...servers, [name]: value } }, null, 2)}\n`;
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, output);
  await rename(temporary, file);
  const written = parseObject(await readFile(file, 'utf8'), file);
  if (JSON.stringify((written[key] as Record<string, unknown>)[name]) !== JSON.stringify(value)) throw new InstallError(`${file} does not hold the new entry after writing it${backup ? `; the old file is at ${backup}` : ''}`);
  return { ...(backup && { backup }), replaced };
}

function parseObject(text: string, file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InstallError(`${file} is not valid JSON (${(error as Error).message}); fix it or move it away. Nothing was changed.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InstallError(`${file} does not hold a JSON object; nothing was changed`);
  return value as Record<string, unknown>;
}
