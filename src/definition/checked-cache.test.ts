import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkedCacheFolder, createCheckedCache } from './checked-cache.js';
import { loadDefinitions } from './load-definition.js';
import type { WrapperDefinition } from './types.js';

const top = mkdtempSync(join(tmpdir(), 'checked-cache-'));
afterAll(() => rmSync(top, { recursive: true, force: true }));
const value = { name: 'demo', tools: { t: { description: 'd', command: ['x', '${TOKEN}'] } } };
const text = 'name: demo\n';
const model = { name: 'demo' } as unknown as WrapperDefinition;

describe('the checked cache', () => {
  it('remembers a value by build, file, text and the values of the ${NAME}s the text names', () => {
    const folder = join(top, 'a');
    const cache = createCheckedCache(folder, 'build-1', { TOKEN: 'one', OTHER: 'x' });
    expect(cache.lookup('/w.yaml', text)).toBeUndefined();
    cache.remember('/w.yaml', `${text}# \${TOKEN}\n`, value, model);
    expect(cache.lookup('/w.yaml', `${text}# \${TOKEN}\n`)).toEqual({ value });
    expect(cache.lookup('/other.yaml', `${text}# \${TOKEN}\n`)).toBeUndefined();
    expect(cache.lookup('/w.yaml', `${text}# \${TOKEN} \n`)).toBeUndefined();
    expect(createCheckedCache(folder, 'build-2', { TOKEN: 'one' }).lookup('/w.yaml', `${text}# \${TOKEN}\n`)).toBeUndefined();
    expect(createCheckedCache(folder, 'build-1', { TOKEN: 'two' }).lookup('/w.yaml', `${text}# \${TOKEN}\n`)).toBeUndefined();
    expect(createCheckedCache(folder, 'build-1', { TOKEN: 'one', OTHER: 'y' }).lookup('/w.yaml', `${text}# \${TOKEN}\n`)).toEqual({ value });
    cache.remember('/plain.yaml', text, value, model);
    expect(cache.lookup('/plain.yaml', text), 'a text without ${NAME} keeps its model too').toEqual({ value, model });
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('never keeps a resolved ${NAME} value, a value JSON cannot hold, or a file whose checks read other files', () => {
    const folder = join(top, 'b');
    const cache = createCheckedCache(folder, 'build-1', { TOKEN: 'sekrit' });
    cache.remember('/w.yaml', '${TOKEN}', value, { name: 'sekrit' } as unknown as WrapperDefinition);
    expect(readdirSync(folder).map((name) => readFileSync(join(folder, name), 'utf8').includes('sekrit'))).toEqual([false]);
    cache.remember('/inf.yaml', text, { name: 'x', limit: Infinity }, model);
    cache.remember('/adapter.yaml', text, { name: 'x', tools: { t: { output: { format: './my-adapter.mjs' } } } }, model);
    expect(readdirSync(folder)).toHaveLength(1);
  });

  it('keeps 64 entries at most, dropping the oldest', () => {
    const folder = join(top, 'c');
    const cache = createCheckedCache(folder, 'build-1', {});
    for (let index = 0; index < 70; index++) cache.remember(`/w${index}.yaml`, text, value, model);
    expect(readdirSync(folder)).toHaveLength(64);
  });

  it('lives under $XDG_CACHE_HOME, else ~/.cache', () => {
    expect(checkedCacheFolder({ XDG_CACHE_HOME: '/x' })).toBe('/x/mcp-wrap/checked');
    expect(checkedCacheFolder({ HOME: '/h' })).toBe('/h/.cache/mcp-wrap/checked');
  });

  it('a remembered file loads to the same model, with ${NAME} resolved from the environment of this start', async () => {
    const file = join(top, 'wrapper.yaml');
    writeFileSync(file, 'name: demo\ntools:\n  t:\n    description: d\n    command: [echo, "${GREETING}"]\n');
    const checkedCache = createCheckedCache(join(top, 'd'), 'build-1', { GREETING: 'hi' });
    const first = await loadDefinitions([file], { env: { GREETING: 'hi' }, checkedCache });
    const second = await loadDefinitions([file], { env: { GREETING: 'hi' }, checkedCache });
    expect(readdirSync(join(top, 'd'))).toHaveLength(1);
    expect(second.definitions).toEqual(first.definitions);
    expect(second.sources[0]!.checked).toBe(true);
  });

  it('the bundled wrappers come back from a remembered model exactly as built (JSON holds every part of the model)', async () => {
    const wrappers = fileURLToPath(new URL('../../wrappers/', import.meta.url));
    const files = readdirSync(wrappers)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => join(wrappers, name));
    const checkedCache = createCheckedCache(join(top, 'e'), 'build-1', {});
    const built = await loadDefinitions(files, { env: {}, checkedCache });
    const remembered = await loadDefinitions(files, { env: {}, checkedCache });
    // Models with URI templates hold functions, so those are built again; the others are kept.
    const kept = remembered.sources.filter((source) => source.model !== undefined).map((source) => source.file.split('/').pop());
    expect(kept).toEqual(expect.arrayContaining(['grep.yaml', 'jq.yaml', 'find.yaml']));
    expect(kept).not.toContain('git.yaml');
    const keptIndexes = remembered.sources.flatMap((source, index) => (source.model ? [index] : []));
    expect(keptIndexes.map((index) => remembered.definitions[index])).toStrictEqual(keptIndexes.map((index) => built.definitions[index]));
  });
});
