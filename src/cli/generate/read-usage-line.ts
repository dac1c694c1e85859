// Finds a help text's usage line: after "usage:", a man page's SYNOPSIS, or a form that starts with
// the program's name, with the lines it wraps onto.
import { escapeRegExp } from './escape-regexp.js';

/** The usage line: after "usage:" (on its line or the next), or a man page's SYNOPSIS. */
export function usageOf(lines: readonly string[], program?: string): string | undefined {
  // lz4's and xmllint's "Usage : ".
  // Not concurrently's "--name-separator  The character to split <names> on. Example usage:".
  // markdownlint-cli2's "Syntax: markdownlint-cli2 glob0 [glob1] ...".
  // pidof's "pidof usage: [options] <program-name>": the program's name before the label.
  const labelled = (line: string) =>
    /^\s*(usage|syntax)\s*:|(?<!\bexamples?\s)\busage\s*:\s*$/i.test(line) || (program !== undefined && line.trimStart().startsWith(`${program} usage:`));
  // qpdf's full help lists a topic "usage: basic invocation" before its "Usage: qpdf [infile] ...": the one that names the program.
  const namingProgram = lines.findIndex((line) => labelled(line) && startsWithProgram(line.replace(/^.*?\b(usage|syntax)\s*:\s*/i, ''), program));
  const usageIndex = namingProgram !== -1 ? namingProgram : lines.findIndex(labelled);
  const synopsis = ownForm(lines, afterNotes(lines, sectionStart(lines, 'SYNOPSIS')), program);
  // A man page's SYNOPSIS before a sentence that ends in "usage:" (mcookie's "Typical usage:", duf's "instead of block usage:").
  if (synopsis !== -1 && (usageIndex === -1 || synopsis < usageIndex)) return synopsisAt(lines, synopsis);
  // eslint's and pandoc's first line: "eslint [options] file.js [file.js] [dir]"; serve's forms at a prompt, "$ serve [-l listen_uri [-l ...]] [directory]".
  const unlabelled = (line: string) => line.replace(/^\s*\$\s+/, '');
  const first = usageIndex === -1 ? lines.findIndex((line) => startsWithProgram(unlabelled(line), program) && /[[<]/.test(line)) : usageIndex;
  if (first === -1) return undefined;
  // zip: "Zip 3.0 (July 5th 2008). Usage:" and the usage on the next line; csso's after an empty line.
  let usage = usageIndex === -1 ? unlabelled(lines[first]!).trim() : lines[first]!.replace(/^.*?\b(usage|syntax)\s*:\s*/i, '');
  let last = first;
  if (!usage.trim()) {
    // astyle's "Usage:" underlined with "------": the form is on the next line that has words.
    last = lines.findIndex((line, index) => index > usageIndex && line.trim() !== '' && !/^[-=~_]+$/.test(line.trim()));
    if (last === -1) return undefined;
    usage = lines[last]!.trim();
  }
  // mediainfo's usage in quotes: "mediainfo [-Options...] FileName1 [Filename2...]".
  usage = usage.trim().replace(/^"(.*)"$/, '$1');
  // pixz's "pixz input output.pxz   # Compress a file in parallel": a shell comment says what the form does.
  // dpkg-scansources' "... [<override-file> [<path-prefix>]] > Sources": where the shell sends its output, no operand.
  usage = usage.replace(/\s+#\s.*$/, '').replace(/\s+>\s*[\w./-]+$/, '');
  // flac's "Encoding: flac [...] [INPUTFILE [...]]": a label of the form before the program's name.
  const label = /^[A-Z][a-z]+:\s+/.exec(usage);
  if (label && program !== undefined && usage.slice(label[0].length).startsWith(`${program} `)) usage = usage.slice(label[0].length);
  // mdir's "mdir: [-V] [-w] ... msdosdirectory": the program's name as a label; sponge's "sponge [-a] <file>: soak up all input
  // from stdin and write it to <file>": what the form does, after a colon (round 36).
  if (program !== undefined && usage.startsWith(`${program}: `)) usage = `${program} ${usage.slice(program.length + 2)}`;
  usage = usage.replace(/^([^:]*[\]>\w]):\s+[a-z][^[\]]*$/, '$1');
  // GOption's "appstreamcli [OPTION…] - AppStream CLI.": the summary after a dash (not "- FILE", a dash for stdin);
  // gdk-pixbuf-thumbnailer's "[OPTION…] [INPUT FILE] [OUTPUT FILE] Thumbnail images": after the last bracket.
  // vipsthumbnail's "[OPTION?] - thumbnail generator": its ellipsis where the locale has none, a summary in lower case.
  usage = usage.replace(/\s+-\s+(?=[A-Z][\w-]*[a-z])[^[\]<>|]*$/, '').replace(/\[([A-Z]+)\?\]/g, '[$1...]');
  if (/\[OPTION(…|\.\.\.)\]/.test(usage))
    usage = usage.replace(/(\])\s+[A-Z][a-z]+(?: [a-z]+)*\.?$/, '$1').replace(/\s+-\s+[a-z][a-z'-]*(?: [a-z][a-z'-]*)+\.?$/, '');
  // netstat's "netstat [-vWeenNcCF] [<Af>] -r         netstat {-V|--version|-h|--help}": another form on the same line, after a gap.
  if (program !== undefined) usage = usage.split(new RegExp(`\\s{3,}(?=${escapeRegExp(program)}\\s)`))[0]!;
  // yaml's "Usage:" table: "yaml          Process a YAML stream, ...", its forms beside what they do.
  usage = usage.replace(/ {2,}[A-Z][a-z]+ .*$/, '');
  // json's "<something generating JSON on stdout> | json [OPTIONS] [LOOKUPS...]": what pipes into the program is no operand.
  const piped = program === undefined ? -1 : usage.lastIndexOf(`| ${program} `);
  if (piped !== -1) usage = usage.slice(piped + 2);
  // A usage line may go on in indented lines (argparse wraps it; BSD's nc indents its groups with a tab, xmllint its prose), but a line that starts with the
  // program again is another form (ssh-keygen has twenty): the first is read. Inside an open bracket
  // a line that starts with "-" goes on (pygmentize's "-H NAME TYPE | -V | -h] [-a ARG]"); one in parentheses is a remark
  // (perltidy's "(output goes to file1.tdy, ...)"). ncal's "Usage: cal ..." names it as cal: a line that starts with the
  // usage's own first word is another form too.
  const named = usage.trim().split(/\s/)[0];
  for (
    let next = last + 1;
    next < lines.length &&
    // patchelf's operands on a line of their own after its groups ("  FILENAME...").
    (/^ {6,}\S|^\s+\[/.test(lines[next]!) || (next > last + 1 && /^\s+[A-Z][A-Z_]*(\.\.\.)?\s*$/.test(lines[next]!))) &&
    (isOpen(usage) || (!/^\s*(or:|-|\()/.test(lines[next]!) && !ANOTHER_PROGRAM.test(lines[next]!))) &&
    !startsWithProgram(lines[next]!, program) &&
    !(named !== undefined && /^[a-z][\w.-]*$/.test(named) && startsWithProgram(lines[next]!, named));
    next++
  )
    // patchelf's "  [--print-soname]\t\tPrints 'DT_SONAME' entry ...": a group with its description beside it.
    usage += ` ${lines[next]!.trim().replace(/\](\t|\s{2,})\S.*$/, ']')}`;
  return usage;
}

/** enca's "        enconv [-L LANGUAGE] [OPTION]... [FILE]...": a word, then options, on a line of its own is another program's form. */
const ANOTHER_PROGRAM = /^\s+[a-z][\w.-]*\s+\[(-|OPTION|options?\])/;

/** The forms after the first in a usage block of one form per line ("Usage:\n  corelist -v\n  corelist [-a|-d] <ModuleName> ..."). */
export function laterUsageForms(lines: readonly string[], program?: string): string[] {
  const usageIndex = lines.findIndex((line) => /^\s*usage\s*:\s*$/i.test(line));
  if (usageIndex === -1 || program === undefined) return [];
  const block = lines.slice(usageIndex + 1);
  const end = block.findIndex((line) => line.trim() === '');
  const forms = block
    .slice(0, end === -1 ? block.length : end) // yaml's table of forms beside what they do ("yaml cst      Parse the CST ...") lists subcommands, not forms.
    .filter((line) => startsWithProgram(line, program) && !/ {2,}[A-Z][a-z]+ /.test(line.trim()));
  return forms.slice(1).map((form) => form.trim());
}

/**
 * The forms right below a usage label that carries the first (jstat's "Usage: jstat --help|-options" then "       jstat
 * -<option> [-t] ... <vmid>"): read only where the first takes no operand (jq's "--args" forms below "jq [OPTIONS]
 * FILTER [FILES...]" leave its FILTER required).
 */
export function formsBelowLabel(lines: readonly string[], program?: string): string[] {
  const usageIndex = lines.findIndex((line) => /^\s*usage\s*:/i.test(line));
  if (usageIndex === -1 || !startsWithProgram(lines[usageIndex]!.replace(/^\s*usage\s*:/i, ''), program)) return [];
  const next = lines.slice(usageIndex + 1);
  const end = next.findIndex((line) => !startsWithProgram(line, program));
  return next.slice(0, end === -1 ? next.length : end).map((form) => form.trim());
}

/** A man page's SYNOPSIS forms after the first, each a line that starts with the program (enc2xs's "enc2xs -[options]", then "enc2xs -M ModName mapfiles..."). */
export function laterSynopsisForms(lines: readonly string[], program?: string): string[] {
  const start = sectionStart(lines, 'SYNOPSIS');
  if (start === -1 || program === undefined) return [];
  // gpg-agent's third form breaks inside a bracket ("--daemon [com-" then "mand_line]"): that form with the lines it wraps
  // onto; a form whose line closes (less's "less [-[+]aAB...]" over its option lines) as it is.
  const end = sectionEnd(lines, start);
  const forms = lines.flatMap((line, index) => (index >= start && index < end && startsWithProgram(line, program) ? [index] : []));
  return forms.slice(1).map((index) => (isOpen(lines[index]!) ? synopsisAt(lines, index) : lines[index]!.trim()));
}

/** GNU's forms after the first, each on a line of its own after "or:" ("Usage: basename NAME [SUFFIX]\n  or:  basename OPTION... NAME..."). */
export function orForms(lines: readonly string[], program?: string): string[] {
  return lines.flatMap((line) => {
    const form = /^\s*or:\s+(.*)$/.exec(line)?.[1]?.trim();
    return form !== undefined && startsWithProgram(form, program) ? [form] : [];
  });
}

function isOpen(usage: string): boolean {
  return (usage.match(/\[/g)?.length ?? 0) > (usage.match(/\]/g)?.length ?? 0);
}

/** A SYNOPSIS form and the lines it wraps onto (marked's "[--pedan-" then "tic] [--gfm] ... [filename]"), up to an empty line or the next form. */
function synopsisAt(lines: readonly string[], start: number): string {
  const indent = /^\s*/.exec(lines[start]!)![0].length;
  let synopsis = lines[start]!.trim();
  for (let next = start + 1; next < lines.length && lines[next]!.trim() !== '' && /^\s*/.exec(lines[next]!)![0].length >= indent; next++) {
    if (isOpen(synopsis) === false && (/^\s*\S+/.exec(lines[next]!)![0].trim() === synopsis.split(/\s/)[0] || ANOTHER_PROGRAM.test(lines[next]!))) break;
    synopsis = /[a-z]-$/.test(synopsis) ? `${synopsis.slice(0, -1)}${lines[next]!.trim()}` : `${synopsis} ${lines[next]!.trim()}`;
  }
  return synopsis;
}

/** jstat's SYNOPSIS opens with "Note: This command is experimental and unsupported.": a note is no form; the form after it is read. */
function afterNotes(lines: readonly string[], start: number): number {
  let at = start;
  while (at !== -1 && /^\s*(note|warning|caution):\s/i.test(lines[at]!)) {
    const blank = lines.findIndex((line, index) => index > at && line.trim() === '');
    at = blank === -1 ? -1 : lines.findIndex((line, index) => index > blank && line.trim() !== '');
  }
  return at;
}

/** splain's SYNOPSIS opens with 'Using the "diagnostics" pragma:': under labels, the form is the line that starts with the program. */
function ownForm(lines: readonly string[], start: number, program: string | undefined): number {
  if (start === -1 || program === undefined || !/:\s*$/.test(lines[start]!) || startsWithProgram(lines[start]!, program)) return start;
  const end = sectionEnd(lines, start);
  const own = lines.findIndex((line, index) => index > start && index < end && startsWithProgram(line, program));
  return own === -1 ? start : own;
}

/** Where the man page section holding line `start` ends: at the next line that is not indented (go-md2man's "Description" is no header in capitals). */
function sectionEnd(lines: readonly string[], start: number): number {
  const end = lines.findIndex((line, index) => index > start && line.trim() !== '' && !/^\s/.test(line));
  return end === -1 ? lines.length : end;
}

/** The index of the first non-empty line after a man page section header such as SYNOPSIS. */
export function sectionStart(lines: readonly string[], header: string): number {
  const at = lines.findIndex((line) => line.trim() === header);
  if (at === -1) return -1;
  return lines.findIndex((line, index) => index > at && line.trim() !== '');
}

/** A usage form, not text: the line begins with the program's name. */
export function startsWithProgram(line: string, program: string | undefined): boolean {
  const first = line.trim().split(/\s/)[0];
  // ldconfig's man page names it "/sbin/ldconfig".
  return program !== undefined && (first === program || first?.endsWith(`/${program}`) === true);
}
