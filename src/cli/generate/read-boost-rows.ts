// Boost.Program_options' rows (heaptrack_print, innoextract, osmium, vera++) in the layout the other
// dialects share: "-f [ --file ] arg  The data file" names a short and a long option and a value;
// "[=arg(=1)]" is an optional value that a bare option sets to 1 (a switch), "[=arg(=10)]" one that
// it sets to 10 (a count); "(=5)" is the default, written before a description that may follow after
// a single space, and moved to the end of that description.

const BOOST_ROW = /^(\s*)(?:(-\w) \[ (--[\w-]+) \]|(--[\w-]+))( arg|\s\[=arg\(=([^)]*)\)\])?(?: \(=([^)]*)\))?(?:\s+(.*))?$/;
const SWITCH_VALUE = /^(1|0|true|false|yes|no|on|off)$/;

/** The lines with each Boost row in the common layout ("-f, --file ARG  description", then "(default: x)" under its description); other lines unchanged. */
export function fromBoostRows(lines: readonly string[]): string[] {
  const rewritten: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const row = BOOST_ROW.exec(lines[index]!);
    if (!row || (row[2] === undefined && row[5] === undefined)) {
      rewritten.push(lines[index]!);
      continue;
    }
    const [, indent, short, long, longAlone, value, implicit, fallback, description] = row;
    const placeholder = value === ' arg' ? ' ARG' : implicit === undefined || SWITCH_VALUE.test(implicit) ? '' : /^\d+$/.test(implicit) ? '[=NUM]' : '[=ARG]';
    rewritten.push(`${indent}${short ? `${short}, ${long}` : longAlone}${placeholder}  ${description ?? ''}`.trimEnd());
    const continued = lines.slice(index + 1).findIndex((line) => !line.startsWith(`${indent}  `) || /^\s*-/.test(line));
    const under = continued === -1 ? lines.length - index - 1 : continued;
    rewritten.push(...lines.slice(index + 1, index + 1 + under));
    index += under;
    if (fallback !== undefined && !(SWITCH_VALUE.test(fallback) && placeholder === ''))
      rewritten.push(`${' '.repeat(Math.max(indent!.length + 8, lines[index]!.search(/\S/)))}(default: ${fallback})`);
  }
  return rewritten;
}
