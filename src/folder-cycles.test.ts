// The folders of src/ depend on each other one way (DESIGN.md section 8): no folder imports, even
// for a type, from a folder that imports it back, directly or through others. The executor knows
// no sandbox: the sandbox wraps the executor's command, and the server injects it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** Relative specifiers of `from '…'`, `import '…'` and `import('…')`, type-only imports included. */
const RELATIVE_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g;

type Edges = ReadonlyMap<string, ReadonlySet<string>>;

/** The groups of folders that reach each other (strongly connected, more than one), each sorted. */
function findCycles(edges: Edges): string[][] {
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets])])];
  const reaches = (from: string): Set<string> => {
    const seen = new Set<string>();
    const pending = [from];
    while (pending.length > 0) {
      for (const next of edges.get(pending.pop()!) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        pending.push(next);
      }
    }
    return seen;
  };
  const reached = new Map(nodes.map((node) => [node, reaches(node)]));
  const groups = new Map<string, string[]>();
  for (const node of nodes) {
    const group = nodes.filter((other) => other === node || (reached.get(node)!.has(other) && reached.get(other)!.has(node)));
    if (group.length > 1) groups.set(group.sort().join(' '), group);
  }
  return [...groups.values()];
}

function listSourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listSourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** src/'s top folder of a path under it, or undefined for a file at its top (index.ts) or outside it. */
function folderOf(path: string): string | undefined {
  const parts = relative(SOURCE_ROOT, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/** Folder -> folders it imports from, with one importing file per edge to name. */
function readFolderGraph(): { edges: Map<string, Set<string>>; example: Map<string, string> } {
  const edges = new Map<string, Set<string>>();
  const example = new Map<string, string>();
  for (const file of listSourceFiles(SOURCE_ROOT)) {
    const from = folderOf(file);
    if (from === undefined) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_SPECIFIER)) {
      const to = folderOf(resolve(dirname(file), match[2]!));
      if (to === undefined || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
      example.set(`${from} -> ${to}`, relative(SOURCE_ROOT, file));
    }
  }
  return { edges, example };
}

const graph = (text: string): Edges =>
  new Map(
    text
      .split(' ')
      .filter(Boolean)
      .map((edge) => [edge.split('>')[0]!, new Set(edge.split('>')[1]!.split(','))]),
  );

describe('findCycles', () => {
  it.each([
    ['', []],
    ['a>b b>c', []],
    ['a>b,c b>c c>d', []],
    ['a>b b>a', [['a', 'b']]],
    ['a>b b>c c>a', [['a', 'b', 'c']]],
    [
      'a>b b>a c>d d>c',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['x>a a>b b>a,y', [['a', 'b']]],
  ])('%j has the cycles %j', (edges, cycles) => {
    expect(findCycles(graph(edges))).toEqual(cycles);
  });
});

describe('the folders of src/', () => {
  const { edges, example } = readFolderGraph();

  it('reads the imports between folders', () => {
    expect(edges.get('server')).toContain('executor');
    expect(edges.get('sandbox')).toContain('definition');
  });

  it('import each other one way: no cycle, types included', () => {
    const described = findCycles(edges).map((group) =>
      group.flatMap((from) => group.filter((to) => edges.get(from)?.has(to)).map((to) => `${from} -> ${to} (${example.get(`${from} -> ${to}`)})`)).join(', '),
    );
    expect(described).toEqual([]);
  });

  it('has the executor import nothing from the sandbox (the server injects it)', () => {
    expect(edges.get('executor') ?? new Set()).not.toContain('sandbox');
  });
});
