import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkedCacheFolder, createCheckedCache } from './checked-cache.js';
import { loadDefinitions } from './load-definition.js';
import { writeFileSync } from 'node:fs';

const top = mkdtempSync(join(tmpdir(), 'checked-cache-'));
afterAll(() => rmSync(top, { recursive: true, force: true }));
const value = { name: 'demo', tools: { t: { description: 'd', command: ['x', '${TOKEN}'] } } };
const text = 'name: demo\n';

describe('the checked cache', () => {
  it('remembers a value by build, file, text and the values of the ${NAME}s the text names', () => {
    const folder = join(top, 'a');
    const cache = createCheckedCache(folder, 'build-1', { TOKEN: 'one', OTHER: 'x' });
    expect(cache.lookup('/w.yaml', text)).toBeUndefined();
    cache.remember('/w.yaml', `${text}# \${TOKEN}\n`, value);
    expect(cache.lookup('/w.yaml', `${text}# \${TOKEN}\n`)).toEqual(value);
    expect(cache.lookup('/other.yaml', `${text}# \${TOKEN}\n`)).toBeUndefined();
    expect(cache.lookup('/w.yaml', `${text}# \${TOKEN} \n`)).toBeUndefined();
    expect(createCheckedCache(folder, 'build-2', { TOKEN: 'one' }).lookup('/w.yaml', `${text}# \${TOKEN}\n`)).toBeUndefined();
    expect(createCheckedCache(folder, 'build-1', { TOKEN: 'two' }).lookup('/w.yaml', `${text}# \${TOKEN}\n`)).toBeUndefined();
    expect(createCheckedCache(folder, 'build-1', { TOKEN: 'one', OTHER: 'y' }).lookup('/w.yaml', `${text}# \${TOKEN}\n`)).toEqual(value);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('never keeps a resolved ${NAME} value, a value JSON cannot hold, or a file whose checks read other files', () => {
    const folder = join(top, 'b');
    const cache = createCheckedCache(folder, 'build-1', { TOKEN: 'sekrit' });
    cache.remember('/w.yaml', text, value);
    expect(readdirSync(folder).map((name) => name.includes('sekrit'))).toEqual([false]);
    cache.remember('/inf.yaml', text, { name: 'x', limit: Infinity });
    cache.remember('/adapter.yaml', text, { name: 'x', tools: { t: { output: { format: './my-adapter.mjs' } } } });
    expect(readdirSync(folder)).toHaveLength(1);
  });

  it('keeps 64 entries at most, dropping the oldest', () => {
    const folder = join(top, 'c');
    const cache = createCheckedCache(folder, 'build-1', {});
    for (let index = 0; index < 70; index++) cache.remember(`/w${index}.yaml`, text, value);
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
});
