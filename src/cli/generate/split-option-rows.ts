// Rewrites a help's layouts of several options to a line (zip's two columns, bsdtar's row of flags)
// and man's list bullets into one option per line, as the option parser reads them.

/** zip's two columns: "  -f   freshen: only changed files  -u   update: only changed or new files". */
const TWO_COLUMNS = /^(\s+)(-[\w@]{1,3}\s{2,}\S.*?)\s{2,}(-[\w@]{1,3}\s{2,}\S.*)$/;
/** A list bullet before an option, as man renders it in plain text. */
const BULLET = /^(\s+)(?:o|\u2022|\u00b7|\*)\s+(?=-)/;
/** bsdtar's row of flags, a word each: "  -c Create  -r Add/Replace  -t List  -u Update  -x Extract". */
const FLAG_ROW = /^\s+-\w [A-Z][\w/]*(\s{2,}-\w [A-Z][\w/]*){2,}\s*$/;

/** A cell of lsof's table of short options: "-a AND selections (OR)", "-c c  cmd c", "+|-e s  exempt s", "+f|-f  +filesystem". */
const SHORT_CELL = /^(?:\+\||\+\w\|)?[+-][\w?](?:\|-\w)?\s+\S/;
/** Deeper, a line is a man page's justified text (tree's "directories  (see  -L"). */
const CELLS_MAX_INDENT = 4;
const CELL_BREAK = /\s{2,}(?=(?:\+\||\+\w\|)?[+-][\w?](?:\|-\w)?(?:\s|$))/;

/**
 * lsof's table, cells of short options several to a line: each cell on its own row, the name's
 * "+|" or "+x|" partner dropped (a draft's flags start with "-"), one space after a name without a
 * placeholder made two, as the option parser reads a description.
 */
function toCells(line: string): string[] | undefined {
  const indent = /^\s*/.exec(line)![0];
  const cells = line.trim().split(CELL_BREAK);
  if (!indent || indent.length > CELLS_MAX_INDENT || cells.length < 2 || !cells.every((cell) => SHORT_CELL.test(cell))) return undefined;
  return cells
    .map((cell) => cell.replace(/^\+\w?\|(?=-)/, ''))
    .filter((cell) => cell.startsWith('-'))
    .map((cell) => `${indent}${/\s{2,}/.test(cell) ? cell : cell.replace(' ', '  ')}`);
}

/** aspell's shorthand: "--[dont-]ignore-case" (and "-C|-B,--[dont-]run-together"), two flags; "--add|rem-filter=<str>", two options. */
const PREFIXED_PAIR = /^(\s+)(?:(-\w)\|(-\w),)?--\[(\w+)-\]([\w-]+)(.*)$/;
const ALTERNATIVE_VERBS = /^(\s+)--(\w+)\|(\w+)-([\w-]+)(=<\w+>)?(.*)$/;

/** Each option of a shorthand row on a row of its own; `--[no-]name` stays one negatable option. */
function toPairRows(line: string): string[] | undefined {
  const prefixed = PREFIXED_PAIR.exec(line);
  if (prefixed && prefixed[4] !== 'no') {
    const [, indent, short, negatedShort, prefix, name, rest] = prefixed;
    const description = rest!.replace(/^\s+/, '  ');
    return [
      `${indent}${short ? `${short},` : ''}--${name}${description}`,
      `${indent}${negatedShort ? `${negatedShort},` : ''}--${prefix}-${name}${description}`,
    ];
  }
  const verbs = ALTERNATIVE_VERBS.exec(line);
  if (!verbs) return undefined;
  const [, indent, first, second, name, value, rest] = verbs;
  const description = rest!.replace(/^\s+/, '  ');
  return [`${indent}--${first}-${name}${value ?? ''}${description}`, `${indent}--${second}-${name}${value ?? ''}${description}`];
}

/** The `cli` package's type words (jshint's "--exclude-path STRINGPass in ...", "--extra-ext STRING Comma-separated"): the description starts after the word, however close. */
const TYPE_WORD_ROW = /^(\s+(?:-\w,\s+)?--[\w-]+ \[?(?:STRING|NUMBER|PATH|FILE|INT|FLOAT|URL|DIR)\]?) ?(?=[A-Z][a-z]|\()/;

/** xmlstarlet sel's "Syntax for templates: -t|--template <options>": a flag the options after it belong to. */
const SYNTAX_LINE = /^Syntax for [\w ]+:\s+(-\w)\|(--[\w-]+)\s+<options>\s*$/;

/**
 * less's rows, a leader between the short names and the long ones, the description below:
 * "  -e  -E  ....  --quit-at-eof  --QUIT-AT-EOF", "  -b [N]  ....  --buffers=[N]". Each short name
 * pairs with the long name in its place; a long name left over is an option of its own.
 */
const NAMES_LEADER_ROW = /^(\s+)(-\S(?: \[?[^\s\]]+\]?)?(?:\s+-\S)*)\s+\.+\s+(--\S+(?:\s+--\S+)*)\s*$/;

function toNamesLeaderRows(line: string): string[] | undefined {
  const row = NAMES_LEADER_ROW.exec(line);
  if (!row) return undefined;
  const [, indent, shortPart, longPart] = row;
  const shorts = shortPart!.split(/\s+(?=-)/).map((name) => name.split(' ')[0]!);
  const longs = longPart!.split(/\s+/);
  return longs.map((long, index) => `${indent}${shorts[index] ? `${shorts[index]}, ` : ''}${long}`);
}

/** A man page's option tag that joins its names with "or": less's "-a or --search-skip-screen", jar's "-f=FILE or --file=FILE" (a tag's indent, not a description's). */
const NAMES_JOINED_BY_OR = /^(\s{1,12}-[\w?][\w-]*(?:[= ][\w<>[\]=.-]+)?) or (--[\w-]+(?:[= ][\w<>[\]=.-]+)?)\s*$/;

/** libwebp's dotted leaders: "  -mt .......... use multi-threading", "  -incremental . use ...". */
const LEADER = /^(\s+-\S.*?) \.+ (?=\S)/;
/** So many rows with a long leader make the help a dotted layout, where even a single "." is one. */
const LEADER_ROWS_MIN = 3;

/** In a help laid out with dotted leaders, each leader made the two spaces the option parser reads as the column break. */
function withoutLeaders(lines: string[]): string[] {
  const leaders = lines.filter((line) => / \.{4,} \S/.test(line) && LEADER.test(line)).length;
  return leaders < LEADER_ROWS_MIN ? lines : lines.map((line) => line.replace(LEADER, '$1  '));
}

/** Where an option row's description starts after two spaces or more: "   -g key  Only output ..." at 11. */
const DESCRIPTION_BREAK = /^(\s+-(?:\S*|\S.*?\S)\s{2,})\S/;
/** Rows whose descriptions start at one column: so many make it the help's description column. */
const COLUMN_ROWS_MIN = 5;
/** An option and one placeholder word, one space before the description: exiv2's "   -a time Time adjustment". */
const SHORT_OF_COLUMN = /^\s+-[^\s,]+ [^\s-]\S*$/;

/**
 * exiv2's "   -a time Time adjustment ...", "   -P flgs Print flags ...": a placeholder that fills the gap up
 * to the column where the other rows' descriptions start leaves one space; made two, as the option parser reads it.
 * Not a row that breaks elsewhere (jdeps's "--upgrade-module-path <module path>  Specify ...").
 */
function withDescriptionColumn(lines: string[]): string[] {
  const counts = new Map<number, number>();
  for (const line of lines) {
    const start = DESCRIPTION_BREAK.exec(line)?.[1]!.length;
    if (start !== undefined) counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  const [column, rows] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, 0]);
  if (rows < COLUMN_ROWS_MIN) return lines;
  return lines.map((line) =>
    !DESCRIPTION_BREAK.test(line) && line[column - 1] === ' ' && /\S/.test(line[column] ?? '') && SHORT_OF_COLUMN.test(line.slice(0, column - 1))
      ? `${line.slice(0, column)} ${line.slice(column)}`
      : line,
  );
}

/** ag's "  -G --file-search-regex  PATTERN Limit search to filenames matching PATTERN": a placeholder past the gap, named again in the description, which starts after it (not msgfmt's "--xml  XML mode: generate XML file"). */
const PLACEHOLDER_PAST_GAP = /^(\s+-[^\s,]+(?:,?\s-[^\s,]+)*)\s{2,}([A-Z][A-Z_]{2,}) (?=[A-Z][a-z])(.*)$/;

/** A placeholder the gap left on the description's side, moved back beside its option. */
function toPlaceholderBeside(line: string): string {
  const past = PLACEHOLDER_PAST_GAP.exec(line);
  return past && !past[1]!.toUpperCase().endsWith(`-${past[2]}`) && new RegExp(`\\b${past[2]}\\b`).test(past[3]!) ? `${past[1]} ${past[2]}  ${past[3]}` : line;
}

/**
 * Miller's verb helps: "-f {a,b,c} Comma-separated field names", "-nr {comma-separated field names}  Numerical ...",
 * mlr sort's "-f  {...}  Lexical ascending": a value in braces after its flag, beside it or past a gap, is the
 * flag's, and the description starts after the closing brace.
 */
const BRACED_VALUE = /^(\s*-[\w|-]+)(?: |\s{2,})(\{[^{}]+\})\s+(?=\S)/;

/** The help's lines, an option to a line where the layout put several on one. */
export function toOptionRows(text: string): string[] {
  return (
    withDescriptionColumn(withoutLeaders(text.replace(/\r/g, '').split('\n')))
      // marked's man page renders its list's bullets as "o": "        o -o, --output [output file]".
      .map((line) =>
        toPlaceholderBeside(line.replace(BULLET, '$1  ').replace(TYPE_WORD_ROW, '$1  ').replace(BRACED_VALUE, '$1 $2  ').replace(NAMES_JOINED_BY_OR, '$1, $2')),
      )
      .flatMap((line) => {
        if (FLAG_ROW.test(line))
          return line
            .trim()
            .split(/\s{2,}/)
            .map((cell) => `  ${cell.replace(' ', '  ')}`);
        const syntax = SYNTAX_LINE.exec(line);
        if (syntax) return [`  ${syntax[1]}, ${syntax[2]}  starts one; the options after it are its own`];
        const pair = toPairRows(line) ?? toNamesLeaderRows(line);
        if (pair) return pair;
        const cells = toCells(line);
        if (cells) return cells;
        const columns = TWO_COLUMNS.exec(line);
        return columns ? [`${columns[1]}${columns[2]}`, `${columns[1]}${columns[3]}`] : [line];
      })
  );
}
