// The source text of one number in a JSON line. JSON.parse rounds 9007199254740993 to
// 9007199254740992, and Node 20 has neither JSON.rawJSON nor the source text in a reviver, so an
// id that must be echoed exactly is read from the line itself. Only the members on the path are
// entered; everything else is skipped without recursion, so deep nesting costs no stack.

export type JsonPath = readonly (string | number)[];

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const SPACE = /[ \t\n\r]*/y;

/** The text of the number at `path` in `json` (which JSON.parse accepted), the last of duplicate keys as JSON.parse takes; undefined when none is there. */
export function findRawNumber(json: string, path: JsonPath): string | undefined {
  return numberAt(json, skipSpace(json, 0), path, 0);
}

function numberAt(json: string, start: number, path: JsonPath, depth: number): string | undefined {
  if (depth === path.length) {
    NUMBER.lastIndex = start;
    return NUMBER.exec(json)?.[0];
  }
  const segment = path[depth]!;
  const open = json[start];
  if (open !== (typeof segment === 'number' ? '[' : '{')) return undefined;
  let found: string | undefined;
  let at = skipSpace(json, start + 1);
  for (let index = 0; at < json.length && json[at] !== ']' && json[at] !== '}'; index++) {
    let matches = index === segment;
    if (open === '{') {
      const keyEnd = skipString(json, at);
      const key = json.slice(at, keyEnd);
      matches = (key.includes('\\') ? JSON.parse(key) : key.slice(1, -1)) === segment;
      at = skipSpace(json, skipSpace(json, keyEnd) + 1); // past the colon
    }
    if (matches) found = numberAt(json, at, path, depth + 1) ?? found;
    at = skipSpace(json, skipValue(json, at));
    if (json[at] === ',') at = skipSpace(json, at + 1);
  }
  return found;
}

function skipSpace(json: string, at: number): number {
  SPACE.lastIndex = at;
  SPACE.exec(json);
  return SPACE.lastIndex;
}

/** Past the string that starts at `at` (its opening quote). */
function skipString(json: string, at: number): number {
  for (let index = at + 1; index < json.length; index++) {
    if (json[index] === '\\') index++;
    else if (json[index] === '"') return index + 1;
  }
  return json.length;
}

/** Past the value that starts at `at`. */
function skipValue(json: string, at: number): number {
  let depth = 0;
  let index = at;
  while (index < json.length) {
    const char = json[index]!;
    if (char === '"') index = skipString(json, index);
    else if (char === '{' || char === '[') {
      depth++;
      index++;
    } else if (char === '}' || char === ']') {
      if (depth === 0) return index;
      depth--;
      index++;
    } else if (depth === 0 && ', \t\n\r'.includes(char)) return index;
    else index++;
    if (depth === 0 && (char === '"' || char === '}' || char === ']')) return index;
  }
  return index;
}
