// Rewrites a help's layouts of several options to a line (zip's two columns, bsdtar's row of flags)
// and man's list bullets into one option per line, as the option parser reads them.

/** zip's two columns: "  -f   freshen: only changed files  -u   update: only changed or new files". */
const TWO_COLUMNS = /^(\s+)(-[\w@]{1,3}\s{2,}\S.*?)\s{2,}(-[\w@]{1,3}\s{2,}\S.*)$/;
/** A list bullet before an option, as man renders it in plain text. */
const BULLET = /^(\s+)(?:o|\u2022|\u00b7|\*)\s+(?=-)/;
/** bsdtar's row of flags, a word each: "  -c Create  -r Add/Replace  -t List  -u Update  -x Extract". */
const FLAG_ROW = /^\s+-\w [A-Z][\w/]*(\s{2,}-\w [A-Z][\w/]*){2,}\s*$/;

/** The help's lines, an option to a line where the layout put several on one. */
export function toOptionRows(text: string): string[] {
  return (
    text
      .replace(/\r/g, '')
      .split('\n')
      // marked's man page renders its list's bullets as "o": "        o -o, --output [output file]".
      .map((line) => line.replace(BULLET, '$1  '))
      .flatMap((line) => {
        if (FLAG_ROW.test(line))
          return line
            .trim()
            .split(/\s{2,}/)
            .map((cell) => `  ${cell.replace(' ', '  ')}`);
        const columns = TWO_COLUMNS.exec(line);
        return columns ? [`${columns[1]}${columns[2]}`, `${columns[1]}${columns[3]}`] : [line];
      })
  );
}
