import { describe, expect, it } from 'vitest';
import { parseHelp } from './parse-help.js';

describe('parseHelp: usage and summary', () => {
  it.each([
    [
      'Usage: grep [OPTION]... PATTERNS [FILE]...',
      ['grep'],
      [
        ['patterns', true, false, false],
        ['file', false, true, false],
      ],
    ],
    ['Usage: diff [OPTION]... FILES', ['diff'], [['files', true, true, false]]],
    // Round 37 (blind): sipcalc's forms in place of each other in angle brackets, the widest read.
    [
      'Usage: sipcalc [OPTIONS]... <[ADDRESS]... [INTERFACE]... | [-]>',
      ['sipcalc'],
      [
        ['address', false, true, false],
        ['interface', false, true, false],
      ],
    ],
    // Review of round 37: a dash in place of the operand is standard input, no option; the operand stays required.
    ['Usage: tool [-v] <file/url | ->', ['tool'], [['file', true, false, false]]],
    // Round 37 (blind): arping's operand or an option in its place, after a group that forgets its ">".
    ['usage: arping [ -0aAbd ] [ -T <host/ip ] [ -c <count> ] <host/ip/MAC | -B>', ['arping'], [['host', false, false, false]]],
    // Rounds 10-29's held-out misses: examples of one operand in one group, with a file's extension or a comma.
    ['Usage: gs [switches] [file1.ps file2.ps ...]', ['gs'], [['file', false, true, false]]],
    ['Usage: rubocop [options] [file1, file2, ...]', ['rubocop'], [['file', false, true, false]]],
    ['Usage: uglifycss [options] file1.css [file2.css [...]] > output', ['uglifycss'], [['file', true, true, false]]],
    ['Usage: txt2tags [OPTIONS] [infile.t2t ...]', ['txt2tags'], [['infile', false, true, false]]],
    ['Usage: tool [host.domain ...]', ['tool'], [['host_domain', false, true, false]]],
    // Rounds 10-29's held-out calls: EBNF braces round a bare name, kinds joined by "and/or", a prompt, cac's spread,
    // a list placeholder that is an option's value, the program's options before the subcommand's name.
    [
      'usage: fc-list [-vbqVh] [-f FORMAT] [--verbose] [pattern] {element ...}',
      ['fc-list'],
      [
        ['pattern', false, false, false],
        ['element', false, true, false],
      ],
    ],
    ['Usage: jdupes [options] FILES and/or DIRECTORIES...', ['jdupes'], [['files', true, true, false]]],
    ['Usage:\n  $ tsup [...files]', ['tsup'], [['files', false, true, false]]],
    ['Usage: jlink <options> --module-path <modulepath> --add-modules <module>[,<module>...]', ['jlink'], []],
    ['Usage: terraform [global options] fmt [options] [target...]', ['terraform', 'fmt'], [['target', false, true, false]]],
    // Round 31 (after its blind row): gprofng's front-end names gp-display-src by the words its hyphens join.
    ['Usage: gprofng display src [OPTION(S)] TARGET-OBJECT', ['gp-display-src'], [['target_object', true, false, false]]],
    ['Usage: gprofng archive [OPTION(S)] EXPERIMENT', ['/usr/bin/gp-archive'], [['experiment', true, false, false]]],
    // Stop 42's review: a hyphenated program that names itself keeps its operands; numbered words without an extension or commas stay as they were.
    [
      'Usage: mount-image image mountpoint',
      ['mount-image'],
      [
        ['image', true, false, false],
        ['mountpoint', true, false, false],
      ],
    ],
    ['usage: script [-v] [arg1 arg2 ...]', ['script'], [['arg1_arg2', false, true, false]]],
    // Round 28 (after its blind row): an operand in capitals that the prose says what it is.
    [
      'Usage: msgfilter [OPTION] FILTER [FILTER-OPTION]\n\nThe FILTER can be any program that reads a translation from standard input\n',
      ['msgfilter'],
      [
        ['filter', true, false, false],
        ['filter_option', false, false, false],
      ],
    ],
    // Round 27 (after its blind row): an option or an operand in its place.
    [
      'usage: hmac256 [--binary] [--stdkey|key] [filename]',
      ['hmac256'],
      [
        ['key', false, false, false],
        ['filename', false, false, false],
      ],
    ],
    ['usage: tool [--stdin|file...]', ['tool'], [['file', false, true, false]]],
    // Round 32 (after its blind row): the same value glued to an option in its place is no other operand.
    ['Usage: dpkg-shlibdeps [<option>...] <executable>|-e<executable> [<option>...]', ['dpkg-shlibdeps'], [['executable', true, false, false]]],
    // An optional part of the operand's own value: ssh-copy-id's "[user@]hostname" is one required hostname.
    ['Usage: ssh-copy-id [-f] [-n] [user@]hostname', ['ssh-copy-id'], [['hostname', true, false, false]]],
    [
      'usage: scp [-r] [[user@]host1:]file1 ... [[user@]host2:]file2',
      ['scp'],
      [
        ['file1', true, true, false],
        ['file2', true, false, false],
      ],
    ],
    // Round 19-26's misses: a bare plural of files in lower case, several (argparse's bare "files" is one: a test below).
    ['Usage: webpinfo [options] in_files', ['webpinfo'], [['in_files', true, true, false]]],
    ['Usage: /usr/lib/qt5/bin/rcc [options] inputs\n\nArguments:\n  inputs  Input files (*.qrc).\n', ['rcc'], [['inputs', true, true, false]]],
    // Round 15/16 (blind): a camel-cased name's words apart (sucrase); PascalCase and an abbreviation stay whole (mediainfo,
    // restic); npm pkg's forms, one per subcommand under "Usage:", the command's own read.
    ['Usage: sucrase [options] <srcDir>', ['sucrase'], [['src_dir', true, false, false]]],
    // gcov's kinds of file side by side, several (as jdeprscan's {dir|jar|class} ...); gtags's glued groups.
    ['Usage: gcov [OPTION...] SOURCE|OBJ...', ['gcov'], [['files', true, true, false]]],
    ['Usage: gtags [-ciIOqvw][-C dir][-d tag-file][-f file][dbpath]', ['gtags'], [['dbpath', false, false, false]]],
    ['Usage: restic ls [flags] snapshotID', ['restic', 'ls'], [['snapshotid', true, false, false]]],
    ['Usage: "mediainfo [-Options...] FileName1 [Filename2...]"', ['mediainfo'], [['filename', true, true, false]]],
    [
      'Usage:\nnpm pkg set <key>=<value> [<key>=<value> ...]\nnpm pkg get [<key> [<key> ...]]\nnpm pkg fix\n',
      ['npm', 'pkg', 'get'],
      [['key', false, true, false]],
    ],
    ['Usage: x509 [options]', ['openssl', 'x509'], []],
    // Round 25 (after its blind row): GOption's summary after a dash is no operand; a dash for stdin stays.
    ['Usage:\n  appstreamcli [OPTION…] - AppStream CLI.\n', ['appstreamcli', 'validate'], []],
    ['Usage: gio info [OPTION…] LOCATION… - Show information about locations', ['gio', 'info'], [['location', true, true, false]]],
    // Stop 46 (rounds 10-35's held-out calls): GOption's "?" for its ellipsis and a summary in lower case (vipsthumbnail), a program's
    // name before "usage:" (pidof), a second form on the usage's line after a gap (netstat).
    ['Usage:\n  vipsthumbnail [OPTION?] - thumbnail generator\n', ['vipsthumbnail'], []],
    ['Usage:\n  prog [OPTION?] FILE - reads it\n', ['prog'], [['file', true, false, false]]],
    ['pidof usage: [options] <program-name>', ['pidof'], [['program_name', true, false, false]]],
    // Round 36 (after its blind row): what the form does after a colon (sponge), the program's name as a label (mdir), options of a
    // kind in braces (dig), tcpdump's expression with no operand before it (find's, after its paths, stays its primaries), one
    // operand of two kinds named by both (w3m; files among them are files, ack).
    ['sponge [-a] <file>: soak up all input from stdin and write it to <file>', ['sponge'], [['file', true, false, false]]],
    ['Usage: mdir: [-V] [-w] [-a] msdosdirectory', ['mdir'], [['msdosdirectory', true, false, false]]],
    [
      'Usage:  dig [@global-server] [domain] {q-opt} {global-d-opt} host',
      ['dig'],
      [
        ['global_server', false, false, false],
        ['domain', false, false, false],
        ['host', true, false, false],
      ],
    ],
    ['Usage: tcpdump [ -Z user ] [ expression ]', ['tcpdump'], [['expression', false, false, false]]],
    ['usage: w3m [options] [URL or filename]', ['w3m'], [['url_or_filename', false, false, false]]],
    [
      'Usage: ack [OPTION]... PATTERN [FILES OR DIRECTORIES]',
      ['ack'],
      [
        ['pattern', true, false, false],
        ['files', false, true, false],
      ],
    ],
    ['Usage: find [-H] [-L] [path...] [expression]', ['find'], [['path', false, true, false]]],
    ['usage: netstat [-vWeenNcCF] [<Af>] -r         netstat {-V|--version|-h|--help}', ['netstat'], [['af', false, false, false]]],
    // Round 11 and 12's usage conventions: a star repeats (cmark), numbered examples with dots are one operand
    // (astyle, soxi; comm's FILE1 FILE2 stay two), a subcommand by either of its names (openssl's man page), an
    // underlined "Usage:" (astyle).
    ['Usage:   cmark [FILE*]', ['cmark'], [['file', false, true, false]]],
    ['Usage:\n------\n            astyle [OPTIONS] File1 File2 File3 [...]', ['astyle'], [['file', true, true, false]]],
    ['Usage: soxi [-V[level]] [-T] [-t|-r|-c] infile1 ...', ['soxi'], [['infile', true, true, false]]],
    [
      'Usage: comm [OPTION]... FILE1 FILE2',
      ['comm'],
      [
        ['file1', true, false, false],
        ['file2', true, false, false],
      ],
    ],
    ['SYNOPSIS\n       openssl enc|cipher [-cipher] [-help] [-in filename]', ['openssl', 'enc'], []],
    // Nested optional operands, each given only with the other (round 11's csv2json, round 12's ncal, whose usage names it
    // cal and gives its other forms on lines that start with cal: other forms, no operand "cal").
    [
      'Usage: csv2json [OPTIONS] [<input file> [<output file>]]',
      ['csv2json'],
      [
        ['input_file', false, false, false],
        ['output_file', false, false, false],
      ],
    ],
    [
      'Usage: cal [general options] [-jy] [[month] year]\n       cal [general options] [-j] [-m month] [year]\n       ncal -C [general options] [-jy] [[month] year]',
      ['ncal'],
      [
        ['month', false, false, false],
        ['year', false, false, false],
      ],
    ],
    [
      'Usage: sed [OPTION]... {script-only-if-no-other-script} [input-file]...',
      ['sed'],
      [
        ['script_only_if_no_other_script', true, false, false],
        ['input_file', false, true, false],
      ],
    ],
    [
      'usage: ssh-keygen [-q] [-b bits] [-f output_keyfile]\n                  [-t dsa | rsa] [-Z cipher]\n       ssh-keygen -p [-a rounds] [-f keyfile]\n       ssh-keygen -i [-f input_keyfile]\n',
      ['ssh-keygen'],
      [],
    ],
    ['usage: git status [<options>] [--] [<pathspec>...]', ['git', 'status'], [['pathspec', false, true, true]]],
    [
      'usage: git log [<options>] [<revision-range>] [[--] <path>...]',
      ['git', 'log'],
      [
        ['revision_range', false, false, false],
        ['path', false, true, true],
      ],
    ],
    [
      'Usage:\tjq [options] <jq filter> [file...]',
      ['jq'],
      [
        ['jq_filter', true, false, false],
        ['file', false, true, false],
      ],
    ],
    [
      'Usage: sqlite3 [OPTIONS] FILENAME [SQL]',
      ['sqlite3'],
      [
        ['filename', true, false, false],
        ['sql', false, false, false],
      ],
    ],
    ['Usage: curl [options...] <url>', ['curl'], [['url', true, false, false]]],
    [
      'usage: prog [-h] [--foo FOO] {a,b} [files ...]',
      ['prog'],
      [
        ['choice', true, false, false],
        ['files', false, true, false],
      ],
    ],
    [
      'Usage: mawk [Options] [Program] [file ...]',
      ['awk'],
      [
        ['program', false, false, false],
        ['file', false, true, false],
      ],
    ],
    ['usage: server.py [-h] [--cgi] [port]', ['python3', '-m', 'http.server'], [['port', false, false, false]]],
    ['Usage:\n  gron [OPTIONS] [FILE|URL|-]', ['gron'], [['file', false, false, false]]],
    ['Usage: markdownlint [options] <files|directories|globs>', ['markdownlint'], [['files', true, true, false]]],
    [
      'usage: python -m json.tool [-h] [--sort-keys]\n                           [infile] [outfile]',
      ['python3', '-m', 'json.tool'],
      [
        ['infile', false, false, false],
        ['outfile', false, false, false],
      ],
    ],
    [
      'Usage: xxd [options] [infile [outfile]]',
      ['xxd'],
      [
        ['infile', false, false, false],
        ['outfile', false, false, false],
      ],
    ],
    [
      'Zip 3.0 (July 5th 2008). Usage:\nzip [-options] [-b path] [zipfile list] [-xi list]',
      ['zip'],
      [
        ['zipfile', false, false, false],
        ['list', false, true, false],
      ],
    ],
    [
      'Usage: env [OPTION]... [-] [NAME=VALUE]... [COMMAND [ARG]...]',
      ['env'],
      [
        ['name_value', false, true, false],
        ['command', false, false, false],
        ['args', false, true, false],
      ],
    ],
    ['Usage:\n  esbuild [options] [entry points]', ['esbuild'], [['entry_points', false, true, false]]],
    ['Usage:   \n  pip show [options] <package> ...', ['pip', 'show'], [['package', true, true, false]]],
    ['Usage:\n  kubectl logs [-f] [-p] (POD | TYPE/NAME) [-c CONTAINER] [options]', ['kubectl', 'logs'], [['pod', true, false, false]]],
    [
      'Usage:\n  kubectl describe (-f FILENAME | TYPE [NAME_PREFIX | -l label] | TYPE/NAME) [options]',
      ['kubectl', 'describe'],
      [['type', false, false, false]],
    ],
    ['Usage:\n  kubectl top pod [NAME | -l label] [options]', ['kubectl', 'top', 'pod'], [['name', false, false, false]]],
    [
      'Usage: rg [OPTIONS] PATTERN [PATH ...]',
      ['rg'],
      [
        ['pattern', true, false, false],
        ['path', false, true, false],
      ],
    ],
    [
      'Usage: rsync [OPTION]... SRC [SRC]... DEST',
      ['rsync'],
      [
        ['src', true, true, false],
        ['dest', true, false, false],
      ],
    ],
    ['usage: venv [-h] [--clear]\n            ENV_DIR [ENV_DIR ...]', ['python3', '-m', 'venv'], [['env_dir', true, true, false]]],
    [
      'eslint [options] file.js [file.js] [dir]',
      ['eslint'],
      [
        ['file', true, true, false],
        ['dir', false, false, false],
      ],
    ],
    ['Usage: prettier [options] [file/dir/glob ...]', ['prettier'], [['file', false, true, false]]],
    ['   usage: bzip2 [flags and input files in any order]', ['bzip2'], [['files', false, true, false]]],
    [
      'Usage: ack [OPTION]... PATTERN [FILES OR DIRECTORIES]',
      ['ack'],
      [
        ['pattern', true, false, false],
        ['files', false, true, false],
      ],
    ],
    [
      'Usage: timeout [OPTION] DURATION COMMAND [ARG]...',
      ['timeout'],
      [
        ['duration', true, false, false],
        ['command', true, false, false],
        ['args', false, true, false],
      ],
    ],
    // Round 5 (issue 24): the command a program runs, named in other ways.
    [
      'Usage:\n flock [options] <file>|<directory> <command> [<argument>...]',
      ['flock'],
      [
        ['file', true, false, false],
        ['command', true, false, false],
        ['args', false, true, false],
      ],
    ],
    ['npm version [<newversion> | major | minor | patch | from-git]', ['npm', 'version'], [['newversion', false, false, false]]],
    ['Usage: htmlhint <file|folder|pattern|stdin|url ...> [options]', ['htmlhint'], [['file', true, true, false]]],
    [
      'Usage: chmod [OPTION]... MODE[,MODE]... FILE...',
      ['chmod'],
      [
        ['mode', true, false, false],
        ['file', true, true, false],
      ],
    ],
    ['usage: /root/.pyenv/versions/3.11.7/lib/python3.11/base64.py [-h|-d|-e|-u|-t] [file|-]', ['python3', '-m', 'base64'], [['file', false, false, false]]],
    // Round 33: an optional command and its arguments; a verb in braces with the names after it; options again after files.
    [
      'systemd-inhibit [OPTIONS...] [COMMAND] [ARGUMENTS...]',
      ['systemd-inhibit'],
      [
        ['command', false, false, false],
        ['args', false, true, false],
      ],
    ],
    ['loginctl [OPTIONS...] {COMMAND} [NAME...]', ['loginctl'], []],
    [
      'Syntax: gpg-agent [options] [command [args]]',
      ['gpg-agent'],
      [
        ['command', false, false, false],
        ['args', false, true, false],
      ],
    ],
    ['       curl [options / URLs]', ['curl'], [['urls', false, false, false]]],
    [
      'usage: pngcrush [options except for -e -d] infile.png outfile.png',
      ['pngcrush'],
      [
        ['infile', true, false, false],
        ['outfile', true, false, false],
      ],
    ],
    ['Usage:\n sysctl [options] [variable[=value] ...]', ['sysctl'], [['variable', false, true, false]]],
    ['Usage:\n mountpoint [-qd] /path/to/directory', ['mountpoint'], [['directory', true, false, false]]],
    ['Usage: csvtojson [<command>] [<options>] filepath', ['csvtojson'], [['filepath', true, false, false]]],
    ['tidy [options...] [file...] [options...] [file...]', ['tidy'], [['file', false, true, false]]],
    ['Usage: stdbuf OPTION... COMMAND', ['stdbuf'], [['command', true, false, false]]],
    ['Usage:\n watch [options] command', ['watch'], [['command', true, false, false]]],
    ['usage: git [--version] [--help] <command> [<args>]', ['git'], []],
    ['Usage: zstd [OPTIONS...] [INPUT... | -] [-o OUTPUT]', ['zstd'], [['input', false, true, false]]],
    ['Command line usage:\n    python timeit.py [-n N] [-r N] [--] [statement]', ['python3', '-m', 'timeit'], [['statement', false, false, true]]],
    [
      'Usage : \n      lz4 [arg] [input] [output] ',
      ['lz4'],
      [
        ['input', false, false, false],
        ['output', false, false, false],
      ],
    ],
    ['Usage:\n  kubectl get [flags]', ['kubectl', 'get'], []],
    // Round 3 (issue 24).
    [
      'measured: hyperfine, a command to run that is no subcommand\nUSAGE:\n    hyperfine [OPTIONS] <command>...',
      ['hyperfine'],
      [['command', true, true, false]],
    ],
    [
      'Usage: cProfile.py [-o output_file_path] [-m module | scriptfile] [arg] ...\n\nOptions:\n  -m                    Profile a library module',
      ['python3', '-m', 'cProfile'],
      [
        ['scriptfile', false, false, false],
        ['arg', false, true, false],
      ],
    ],
    [
      'usage: trace.py [-h] [-c] [-m]\n                [progname] ...\n\npositional arguments:\n  progname              file to run as main program\n  arguments             arguments to the program',
      ['python3', '-m', 'trace'],
      [
        ['progname', false, false, false],
        ['arguments', false, true, false],
      ],
    ],
    [
      'usage: compileall.py [-h] [-q]\n                     [FILE|DIR ...]\n\npositional arguments:\n  FILE|DIR              zero or more file and directory names',
      ['python3', '-m', 'compileall'],
      [['file_dir', false, true, false]],
    ],
    ['Usage:\n\n    csso [input] [options]', ['csso'], [['input', false, false, false]]],
    [
      'usage: pygmentize [-l LEXER | -g] [-S STYLE -f formatter | -L [WHAT ...] | -C |\n                  -H NAME TYPE | -V | -h] [-a ARG]\n                  [INPUTFILE]',
      ['pygmentize'],
      [['inputfile', false, false, false]],
    ],
    [
      'usage: git tag [-a] <tagname> [<commit> | <object>]\n   or: git tag -d <tagname>...\n   or: git tag -l [<pattern>...]',
      ['git', 'tag'],
      // "[<commit> | <object>]": one optional operand, named by its first alternative.
      [
        ['tagname', false, false, false],
        ['commit', false, false, false],
      ],
    ],
    ['Usage: javap <options> <classes>', ['javap'], [['classes', true, true, false]]],
    ['Usage:\n hardlink [options] <directory>|<file> ...', ['hardlink'], [['path', true, true, false]]],
    ['Usage: addr2line [option(s)] [addr(s)]', ['addr2line'], [['address', false, true, false]]],
    // Round 6 (issue 24): plurals written "(s)" or "..", a kind of file, a phrase, a file named by its extension.
    ['Usage: nm [option(s)] [file(s)]', ['nm'], [['file', false, true, false]]],
    ['Usage: readelf <option(s)> elf-file(s)', ['readelf'], [['file', true, true, false]]],
    ['Usage:   pzstd [args] [FILE(s)]', ['pzstd'], [['file', false, true, false]]],
    ['Usage: lzop [-dxlthIVL19] [-o file] [file..]', ['lzop'], [['file', false, true, false]]],
    ['USAGE: llvm-size [options] <input object files>', ['llvm-size'], [['files', true, true, false]]],
    // Round 8 (issue 24): a phrase and its alternative, named by the first.
    ['USAGE: llvm-dwarfdump [options] <input object files or .dSYM bundles>', ['llvm-dwarfdump'], [['files', true, true, false]]],
    ['Usage: jdeprscan [options] {dir|jar|class} ...', ['jdeprscan'], [['files', true, true, false]]],
    // Held out (round 22): braces around one placeholder repeat it, none or more times; the options' own are no operand.
    ['jsonnetfmt {<option>} { <filename> }', ['jsonnetfmt'], [['filename', false, true, false]]],
    [
      'USAGE: llvm-ar [options] [-]<operation>[modifiers] [relpos] [count] <archive> [files]',
      ['llvm-ar'],
      [
        ['operation', true, false, false],
        ['relpos', false, false, false],
        ['count', false, false, false],
        ['archive', true, false, false],
        ['files', false, true, false],
      ],
    ],
    [
      'Usage: sar [ options ] [ <interval> [ <count> ] ]',
      ['sar'],
      [
        ['interval', false, false, false],
        ['count', false, false, false],
      ],
    ],
    ['Usage: c++filt [options] [mangled names]', ['c++filt'], [['names', false, true, false]]],
    [
      'Usage: msgmerge [OPTION] def.po ref.pot',
      ['msgmerge'],
      [
        ['def_po', true, false, false],
        ['ref_pot', true, false, false],
      ],
    ],
    // Round 7 (issue 24): an "Example usage:" in a description is no usage; a usage table of forms beside what they do.
    [
      'concurrently [options] <command ...>\n\n      --name-separator  The character to split <names> on. Example usage:\n                        -n "a|b" --name-separator "|"',
      ['concurrently'],
      [['command', true, true, false]],
    ],
    ['Usage:\n  yaml          Process a YAML stream, outputting it as YAML\n  yaml cst      Parse the CST of a YAML stream', ['yaml'], []],
    ['Usage: cleancss [options] <source-file ...>', ['cleancss'], [['source_file', true, true, false]]],
    [
      '  USAGE\n\n    $ serve --help\n    $ serve folder_name\n    $ serve [-l listen_uri [-l ...]] [directory]',
      ['serve'],
      [['directory', false, false, false]],
    ],
    ['Usage:\n  restic stats [flags] [snapshot ID] [...]', ['restic', 'stats'], [['snapshot_id', false, true, false]]],
    [
      'Usage:\n  <something generating JSON on stdout> | json [OPTIONS] [LOOKUPS...]\n  json -f FILE [OPTIONS] [LOOKUPS...]',
      ['json'],
      [['lookups', false, true, false]],
    ],
    // measured (round 9): cloc's forms side by side after "|", the first read; its "<file(s)/dir(s)/git hash(es)>" named by the first kind.
    ['Usage: cloc [options] <file(s)/dir(s)/git hash(es)> | <set 1> <set 2> | <report files>', ['cloc'], [['file', false, true, false]]],
    // measured (round 9): datamash's "op [fld] [op fld ...]", one list named by its first word, spelled out.
    ['Usage: datamash [OPTION] op [fld] [op fld ...]', ['datamash'], [['operation', true, true, false]]],
    // measured (round 9): diffstat's "[files]", several; flake8's "file file ...", one list.
    ['Usage: diffstat [options] [files]', ['diffstat'], [['files', false, true, false]]],
    ['usage: flake8 [options] file file ...', ['flake8'], [['file', true, true, false]]],
    // measured (round 9): gifsicle's "[OPTION | FILE | FRAME]...": options among the operands are none.
    ['Usage: gifsicle [OPTION | FILE | FRAME]...', ['gifsicle'], [['file', false, true, false]]],
    // measured (round 9): xmlstarlet's "<xml-file>" keeps its kind, "<xml-file-or-uri> ..." its first alternative whole.
    ['Usage: xmlstarlet fo [<options>] <xml-file>', ['xmlstarlet', 'fo'], [['xml_file', true, false, false]]],
    ['Usage: xmlstarlet val <options> [ <xml-file-or-uri> ... ]', ['xmlstarlet', 'val'], [['xml_file', false, true, false]]],
    ['Usage: xmlstarlet sel <global-options> [ <xml-file> ... ]', ['xmlstarlet', 'sel'], [['xml_file', false, true, false]]],
    // measured (round 9): perltidy's numbered operands are one list; its remark in parentheses is no operand.
    [
      'Usage:\n\n    perltidy [ options ] file1 file2 file3 ...\n            (output goes to file1.tdy, file2.tdy, file3.tdy, ...)\n    perltidy [ options ] file1 -o outfile',
      ['perltidy'],
      [['file', true, true, false]],
    ],
    // measured (round 9): mediainfo's usage in quotes, "FileName1 [Filename2...]" one list.
    ['Usage: "mediainfo [-Options...] FileName1 [Filename2...]"', ['mediainfo'], [['filename', true, true, false]]],
    // measured (round 9): flake8's usage names "file file ...", argparse's section "filename".
    ['usage: flake8 [options] file file ...\n\npositional arguments:\n  filename\n', ['flake8'], [['filename', true, true, false]]],
    // measured (round 8): corelist's first form has no operand; the simplest later form that has one is read, its "/<ModuleRegex>/" the same operand.
    [
      'Usage:\n       corelist -v\n       corelist [-a|-d] <ModuleName> | /<ModuleRegex>/ [<ModuleVersion>] ...\n       corelist [-v <PerlVersion>] [ <ModuleName> | /<ModuleRegex>/ ] ...\n       corelist --utils [-d] <UtilityName> [<UtilityName>] ...',
      ['corelist'],
      [['module', false, true, false]],
    ],
    // measured (round 10): basename's first form takes no option; its "or:" form does, and is the one a call with options follows.
    ['Usage: basename NAME [SUFFIX]\n  or:  basename OPTION... NAME...', ['basename'], [['name', false, true, false]]],
    // measured (round 10): git show's help gives git log's form first; its own form is the one read.
    [
      'usage: git log [<options>] [<revision-range>] [[--] <path>...]\n   or: git show [<options>] <object>...',
      ['git', 'show'],
      [['object', true, true, false]],
    ],
    // measured (round 10): go list's "[packages]", a plural in brackets, is several.
    ['usage: go list [-f format] [-json] [-m] [list flags] [build flags] [packages]', ['go', 'list'], [['packages', false, true, false]]],
    // measured (round 10): getopt's first form takes no option; the next form of its block does.
    [
      'Usage:\n getopt <optstring> <parameters>\n getopt [options] [--] <optstring> <parameters>\n getopt [options] -o|--options <optstring> [options] [--] <parameters>',
      ['getopt'],
      [
        ['optstring', false, false, true],
        ['parameters', false, true, true],
      ],
    ],
    // printf's "or: printf OPTION" has no operand: the first form stays.
    [
      'Usage: printf FORMAT [ARGUMENT]...\n  or:  printf OPTION',
      ['printf'],
      [
        ['format', false, false, false],
        ['argument', false, true, false],
      ],
    ],
    // measured (round 10): meow's "…", an ellipsis character, repeats as "..." does (del's "<path|glob> …", cpy's "<source …>").
    ['Usage\n    $ del <path|glob> …', ['del'], [['path', true, true, false]]],
    [
      'Usage\n    $ cpy <source …> <destination>',
      ['cpy'],
      [
        ['source', true, true, false],
        ['destination', true, false, false],
      ],
    ],
    // Round 14's usage conventions, found in held-out programs (no operand is invented from them): a remark in
    // parentheses (doctoc), a choice of options in braces (xmlstarlet tr), a placeholder a heading lists as options
    // (xmlstarlet ed), another program's form on the next line (enca's enconv, help and SYNOPSIS), a sentence that
    // ends in "usage:" in a man page (mcookie, duf), a shell comment after an example (pixz), a label before the
    // program (flac), "options" of a kind in a placeholder (flac), numbered names up to N (pbzip2).
    [
      'Usage: doctoc [mode] [--all] <path> (where path is some path to a directory (e.g., .) or a file (e.g., README.md))',
      ['doctoc'],
      [
        ['mode', false, false, false],
        ['path', true, false, false],
      ],
    ],
    [
      'Usage: xmlstarlet tr [<options>] <xsl-file> {-p|-s <name>=<value>} [<xml-file>...]',
      ['xmlstarlet', 'tr'],
      [
        ['xsl_file', true, false, false],
        ['xml_file', false, true, false],
      ],
    ],
    [
      'Usage: xmlstarlet ed <global-options> {<action>} [ <xml-file-or-uri> ... ]\n\nwhere <action>\n  -d or --delete <xpath>\n',
      ['xmlstarlet', 'ed'],
      [['xml_file', false, true, false]],
    ],
    ['Usage:  enca [-L LANGUAGE] [OPTION]... [FILE]...\n        enconv [-L LANGUAGE] [OPTION]... [FILE]...', ['enca'], [['file', false, true, false]]],
    ['SYNOPSIS\n       enca [-L LANGUAGE] [OPTION]... [FILE]...\n       enconv [-L LANGUAGE] [OPTION]... [FILE]...', ['enca'], [['file', false, true, false]]],
    ['SYNOPSIS\n       mcookie [options]\n\nDESCRIPTION\n       X authority system. Typical usage:\n\n          xauth add :0 . mcookie', ['mcookie'], []],
    [
      'Basic usage:\n  pixz input output.pxz           # Compress a file in parallel\n  pixz -d input.pxz output        # Decompress',
      ['pixz'],
      [
        ['input', true, false, false],
        ['output', true, false, false],
      ],
    ],
    [
      'Usage:\n\n Encoding: flac [<general/encoding/format options>] [INPUTFILE [...]]\n Decoding: flac -d [<general/decoding/format options>] [FLACFILE [...]]',
      ['flac'],
      [['inputfile', false, true, false]],
    ],
    ['Usage: pbzip2 [-1 .. -9] [-b#cdfhklm#p#qrS#tVz] <filename> <filename2> <filenameN>', ['pbzip2'], [['filename', true, true, false]]],
    // Names: files of a kind in words are the files (cscope, cabextract), a placeholder's file extension is dropped (git
    // verify-pack); a placeholder after an option is its value (purgecss); a pair given again for more (pod2man).
    ['Usage: cscope [-bcCdehklLqRTuUvV] [-f file] [-P path] [-[0-8] pattern] [source files]', ['cscope'], [['files', false, true, false]]],
    ['Usage: cabextract [options] [-d dir] <cabinet file(s)>', ['cabextract'], [['files', true, true, false]]],
    ['usage: git verify-pack [-v | --verbose] [-s | --stat-only] [--] <pack>.idx...', ['git', 'verify-pack'], [['pack', true, true, true]]],
    ['Usage: purgecss --css <css...> --content <content...> [options]', ['purgecss'], []],
    [
      'Usage: pod2man [--center=string] [--utf8] [input [output] ...]',
      ['pod2man'],
      [
        ['input', false, false, false],
        ['output', false, false, false],
      ],
    ],
    // Operands found: a "Syntax:" label and numbered examples from 0 to N (markdownlint-cli2); a usage line with its options
    // above other forms, wrapped, with an option or operands in their place (piconv); a group of alternatives (git show-branch).
    ['Syntax: markdownlint-cli2 glob0 [glob1] [...] [globN] [--config file] [--fix] [--no-globs]', ['markdownlint-cli2'], [['glob', true, true, false]]],
    [
      'piconv [-f from_encoding] [-t to_encoding]\n      [-p|--perlqq] [-C N|-c] [-D] [-S scheme]\n      [-s string|file...]\npiconv -l\npiconv -h',
      ['piconv'],
      [['file', false, true, false]],
    ],
    ['usage: git show-branch [-a | --all] [--topics] [(<rev> | <glob>)...]', ['git', 'show-branch'], [['rev', false, true, false]]],
    // Forms in place of each other in one optional group: the one with the most operands (recode's request and files).
    [
      'Usage: recode [OPTION]... [ [CHARSET] | REQUEST [FILE]... ]',
      ['recode'],
      [
        ['request', false, false, false],
        ['file', false, true, false],
      ],
    ],
    ['Usage: remark [options] [path | glob ...]', ['remark'], [['path', false, true, false]]],
    // Groups one per line, a description beside some, the operands on the last line (patchelf).
    [
      "syntax: patchelf\n  [--page-size SIZE]\n  [--print-soname]\t\tPrints 'DT_SONAME' entry of .dynamic section.\n  [--debug]\n  FILENAME...",
      ['patchelf'],
      [['filename', true, true, false]],
    ],
    // The same operand twice before a list is two operands (git diff-tree); eslint's "file.js [file.js] [dir]" stays one list.
    [
      'usage: git diff-tree [--stdin] [-m] [<common-diff-options>] <tree-ish> [<tree-ish>] [<path>...]',
      ['git', 'diff-tree'],
      [
        ['tree_ish', true, false, false],
        ['tree_ish', false, false, false],
        ['path', false, true, false],
      ],
    ],
    ['Usage: semver [options] <version> [<version> [...]]', ['semver'], [['version', true, true, false]]],
    // A placeholder alone on its line is a description wrapped, no heading (tidy's "-config <file>").
    [
      'tidy [options...] [file...]\n -config <file>      set options from the specified\n                     <file>\n -file <file>        write errors',
      ['tidy'],
      [['file', false, true, false]],
    ],
  ])('%j', (usage, words, expected) => {
    const positionals = parseHelp(`${usage}\n`, words).positionals;
    expect(positionals.map((positional) => [positional.name, positional.required, positional.variadic, positional.afterDoubleDash])).toEqual(expected);
  });

  // Round 33: gprofng collect app's target and systemd-socket-activate's daemon are programs it runs; tidy's files are not.
  it.each([
    [
      'Usage: gprofng collect app [OPTION(S)] TARGET [TARGET_ARGUMENTS]',
      ['gprofng', 'collect', 'app'],
      [
        ['target', true],
        ['target_arguments', undefined],
      ],
    ],
    ['systemd-socket-activate [OPTIONS...] daemon [OPTIONS...]', ['systemd-socket-activate'], [['daemon', true]]],
    ['tidy [options...] [file...] [options...] [file...]', ['tidy'], [['file', undefined]]],
    ['Usage: lto-dump [OPTION]... SUB_COMMAND [OPTION]...', ['lto-dump'], [['sub_command', undefined]]],
  ])('an operand the usage gives arguments or options of its own is run: %s', (usage, words, expected) => {
    const { positionals } = parseHelp(`${usage}\n\nOptions:\n  -v, --verbose  be loud\n`, words);
    expect(positionals.map((positional) => [positional.name, positional.runsValue])).toEqual(expected);
  });

  it('takes the description of an operand in capitals from a sentence of the prose that says what it is (msgfilter)', () => {
    const text = 'Usage: msgfilter [OPTION] FILTER [FILTER-OPTION]\n\nThe FILTER can be any program that reads a translation from standard input\n';
    expect(parseHelp(text, ['msgfilter']).positionals[0]!.description).toBe('can be any program that reads a translation from standard input');
    // Not a sentence inside an option's description (curl's --doh-url "The URL must be HTTPS."), nor one about another name.
    const curl =
      'Usage: curl [options...] <url>\n     --doh-url <URL>  Resolve names over DoH.\n   The URL must be HTTPS.\nThe SIZE can be given with a suffix\n';
    expect(parseHelp(curl, ['curl']).positionals.map((positional) => [positional.name, positional.description])).toEqual([['url', undefined]]);
  });

  it.each([
    ['Usage: gennorm2 [-options] infiles+ -o outputfilename\n', [['infiles', true]], [['-o', 'outputfilename']]],
    [
      'Usage: genbrk [-v] [-options] -r rule-file -o output-file\n',
      [],
      [
        ['-v', undefined],
        ['-r', 'rule-file'],
        ['-o', 'output-file'],
      ],
    ],
    ['Usage: prog -v file\n', [['file', false]], []],
    // The review's counter-examples: a flag its row describes before an operand, a subcommand's word, a form that inserts tokens.
    [
      'Usage: prog -v <infile> -o <outfile>\n  -v   be verbose\n',
      [['infile', false]],
      [
        ['-v', undefined],
        ['-o', '<outfile>'],
      ],
    ],
    [
      'Usage: prog [[-H] -g grp] <infile> -o outfile\n',
      [['infile', false]],
      [
        ['-H', undefined],
        ['-g', 'grp'],
        ['-o', 'outfile'],
      ],
    ],
  ])('measured (round 29): options outside brackets that end the usage, each with its word: %j', (text, operands, options) => {
    const parsed = parseHelp(text, [text.split(/\s+/)[1]!]);
    expect(parsed.positionals.map((positional) => [positional.name, positional.variadic])).toEqual(operands);
    expect(parsed.options.map((option) => [option.short, option.value])).toEqual(options);
  });

  it.each([
    [
      'Usage: msgexec [OPTION] COMMAND [COMMAND-OPTION]\n',
      [
        ['command', true],
        ['args', false],
      ],
    ],
    ['usage: git [--version] <command> [<args>]\n', []],
    ['Usage: prog [options] COMMAND [ARGS]\n', []],
  ])('measured (round 29): an operand after a COMMAND never takes its place: %j', (text, operands) => {
    expect(parseHelp(text, [text.split(/\s+/)[1]!]).positionals.map((positional) => [positional.name, positional.required])).toEqual(operands);
  });

  it("reads no option's value from a subcommand's word (git foo -v file)", () => {
    const parsed = parseHelp('usage: git foo -v file\n', ['git', 'foo']);
    expect(parsed.options.map((option) => [option.short, option.value])).toEqual([]);
    expect(parsed.positionals.map((positional) => positional.name)).toEqual(['file']);
  });

  it('takes choices of an argparse positional, and descriptions from its section', () => {
    const text = 'usage: prog {fast,slow} files\n\npositional arguments:\n  {fast,slow}  the speed\n  files        input files\n';
    expect(parseHelp(text, ['prog']).positionals).toEqual([
      { name: 'choice', required: true, variadic: false, afterDoubleDash: false, choices: ['fast', 'slow'] },
      { name: 'files', required: true, variadic: false, afterDoubleDash: false, description: 'input files' },
    ]);
  });

  it.each([
    [
      'Usage: grep [OPTION]... PATTERNS [FILE]...\nSearch for PATTERNS in each FILE.\nExample: grep -i x\n\n  -i  ignore case\n',
      'Search for PATTERNS in each FILE.',
    ],
    [
      'NAME\n       git-status - Show the working tree status\n\nSYNOPSIS\n       git status [<options>] [--] [<pathspec>...]\n',
      'Show the working tree status',
    ],
    ['Usage: curl [options...] <url>\n -f, --fail  Fail fast\n\nThis is not the full help.\n', ''],
  ])('summary of %j', (text, summary) => {
    expect(parseHelp(text, ['x']).summary).toBe(summary);
  });

  it("measured (round 29): a note that opens a SYNOPSIS is no form, nor is jstat's 'generalOptions' an operand", () => {
    const text = [
      'NAME',
      '       jstat - monitor JVM statistics',
      '',
      'SYNOPSIS',
      '       Note: This command is experimental and unsupported.',
      '',
      '       jstat generalOptions <vmid>',
      '',
    ].join('\n');
    expect(parseHelp(text, ['jstat']).positionals.map((positional) => positional.name)).toEqual(['vmid']);
  });

  it("measured (round 29): jstat's forms below the one on the label's line; an example after a description's line is none", () => {
    const jstat = 'Usage: jstat --help|-options\n       jstat -<option> [-t] <vmid> [<interval>]\n\nDefinitions:\n';
    expect(parseHelp(jstat, ['jstat']).positionals.map((positional) => [positional.name, positional.required])).toEqual([
      ['vmid', false],
      ['interval', false],
    ]);
    const example = 'Usage: demo run [options]\nPasses through input records.\ndemo run -f <x>\n';
    expect(parseHelp(example, ['demo', 'run']).positionals).toEqual([]);
    // jq's "--args" forms below its first, which takes operands: its FILTER stays required.
    const jq = 'Usage:\tjq [OPTIONS] FILTER [FILES...]\n\tjq [OPTIONS] --args FILTER [ARGUMENTS...]\n';
    expect(parseHelp(jq, ['jq']).positionals.map((positional) => [positional.name, positional.required])).toEqual([
      ['filter', true],
      ['files', false],
    ]);
  });

  it('review (stop 46): a form that only asks for help, or a sentence that starts with the name, leaves the operands required', () => {
    const forms = (lines: string[], program: string) =>
      parseHelp(['SYNOPSIS', ...lines.map((line) => `       ${line}`), '', 'DESCRIPTION', ''].join('\n'), [program]).positionals.map((positional) => [
        positional.name,
        positional.required,
      ]);
    expect(forms(['interdiff [-p n] diff1 diff2', 'interdiff {[--help] | [--version]}'], 'interdiff')).toEqual([
      ['diff1', true],
      ['diff2', true],
    ]);
    expect(forms(['jq [options...] filter [files...]', 'jq can transform JSON in various ways'], 'jq')[0]).toEqual(['filter', true]);
  });

  it("measured (stop 46): an operand another form goes without is not required (ldconfig's man page, by its path; ispell's forms below the label)", () => {
    const ldconfig = ['SYNOPSIS', '       /sbin/ldconfig [-nNvVX] [-C cache] directory ...', '', '       /sbin/ldconfig -p', '', 'DESCRIPTION', ''].join('\n');
    expect(parseHelp(ldconfig, ['ldconfig']).positionals).toMatchObject([{ name: 'directory', required: false, variadic: true }]);
    const ispell = 'Usage: ispell [-dfile | -t] file\n       ispell [-dfile | -t] -l\n';
    expect(parseHelp(ispell, ['ispell']).positionals).toMatchObject([{ name: 'file', required: false }]);
  });

  it.each([
    ['Usage:\n  gdk-pixbuf-thumbnailer [OPTION…] [INPUT FILE] [OUTPUT FILE] Thumbnail images\n', ['input_file', 'output_file']],
    ['Usage: dpkg-scansources [<option>...] <binary-path> [<override-file> [<path-prefix>]] > Sources\n', ['binary_path', 'override_file', 'path_prefix']],
  ])('measured (round 29): no summary after the forms, no redirection: %j', (text, names) => {
    expect(parseHelp(text, [/(gdk-pixbuf-thumbnailer|dpkg-scansources)/.exec(text)![1]!]).positionals.map((positional) => positional.name)).toEqual(names);
  });

  it('reads the usage of a man page from its SYNOPSIS', () => {
    const text = 'NAME\n       git-status - Show the working tree status\n\nSYNOPSIS\n       git status [<options>] [--] [<pathspec>...]\n';
    expect(parseHelp(text, ['git', 'status']).positionals.map((positional) => positional.name)).toEqual(['pathspec']);
  });
});
