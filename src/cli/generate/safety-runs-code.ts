// Safety rules for values that are run: a program, a command line, code in a language, filters and
// subtools, a program on the remote side. Part of the one rule list (safety-rules.ts), in its order.

import type { SafetyRule } from './safety-match.js';

/** A placeholder that is a program or code to run (split's `--filter=COMMAND`, perl's `-e program`, pandoc's `--lua-filter=SCRIPTPATH`, tmux's `-c shell-command`, sftp's `-D sftp_server_command`). */
const RUN_PLACEHOLDER = /^(([a-z\d]+[-_])*(command|cmd)|prog|program|shell|executable|code|pager|editor|statement|stmt|script|scriptpath)$/i;
/** Code in a language the name gives: rename's `perlexpr` (its -e and its first operand). */
export const LANGUAGE_CODE = /^(perl|python|py|js|javascript|ruby|rb|lua|php|tcl|sh|shell)[-_]?(expr|expression|code|script|statement)s?$/i;
/** A count: hyperfine's `--runs <NUM>` "Perform exactly NUM runs for each command" runs no command of its own, vacuumdb's `--jobs=njobs` "Execute the ... commands in parallel by running njobs commands" neither. */
const COUNT_PLACEHOLDER = /^(n|num|number|count|int|integer|times|runs|n?jobs)$/i;
/** Runs a program its value names: "run COMMAND after", concurrently's --teardown "Clean up command(s) to execute before exiting", lli's --mcjit-remote-process "the filename of the process to launch". */
const RUNS_A_PROGRAM =
  /\b(run|runs|execute|executes|invoke|invokes|spawn|spawns)\b[^.;]*\b(command|program|script|executable)s?\b|\bshell (command|COMMAND)\b|\bremote shell\b|\b(command|program|script)s?(\(s\))? to (run|execute)\b|\b(process|program|executable) to (launch|spawn)\b/i;
/** Code in a language: node's "evaluate script", timeit's "statement to be executed". */
const RUNS_CODE =
  /\b(evaluate|evaluates|eval)\b[^.;]*\b(script|code|expression|statement)s?\b|\b(statement|code)s?\b[^.;]*\bto be (executed|evaluated|run)\b|\bcode to (act on|run|execute|apply)\b/i;
/**
 * Code it lets the input carry: lessc's --js "Enables inline JavaScript in less files" (tsc's --allowJs "Allow JavaScript files" compiles
 * them); lynx's -locexec "enable local program execution from local files only" (round 36).
 */
const ENABLES_CODE =
  /\b(enable|enables|allow|allows|permit|permits)\b[^.;]*\b(inline|embedded) (javascript|js|python|lua|perl|code|scripts?)\b|^(enable|enables|allow|allows) (local )?(program|command) execution\b/i;

/** Options whose value, or whose effect, is a program or code run. */
export const RUNS_CODE_RULES: readonly SafetyRule[] = [
  // groff's -l "spool the output": a print spooler (lpr) runs, outside the sandbox's reach once queued.
  {
    applies: 'option',
    description: /^spools? (the )?(output|result|document)s?\b|\b(sends?|pipes?) (the )?(output|result) to (the |a )?(printer|print spooler|lpr)\b/i,
    action: 'leave-out',
    why: 'it prints through a spooler, another program',
  },
  // shellcheck's `--shell=SHELLNAME` "(sh, bash, dash, ksh)": a dialect picked from a list, not a shell to run.
  { applies: 'option', name: /^--?shell$/, picksFromList: true, action: 'plain', why: 'it picks a dialect from a list' },
  // getopt's --shell <shell> "set quoting conventions to those of <shell>": a shell's syntax, none run.
  {
    applies: 'option',
    name: /^--?shell$/,
    description: /\b(quoting|quote|escaping|syntax|conventions?|dialect)\b/i,
    action: 'plain',
    why: "it picks a shell's syntax, runs none",
  },
  // systemd-analyze's --generators "Do [not] run unit generators", knip's --format "Format modified files after --fix using the local formatter" (round 16, blind).
  {
    applies: 'option',
    description:
      /^(?![^.;]*\b(skip|skips|bypass|bypasses|without|don't|do not|never)\b)[^.;]*\b(run|runs|invoke|invokes|execute|executes)\b[^.;]*\bgenerators\b|\busing (the |a |your )?(local|project'?s?|configured|installed) (formatter|linter|compiler|bundler)\b/i,
    action: 'leave-out',
    why: "it runs programs of the project's or the system's (generators, the local formatter)",
  },
  // sed's script (-e script), which the sandbox mode always on keeps from running commands (safety-loads-code.ts).
  { applies: 'option', command: /^sed$/, placeholder: /^script$/i, action: 'plain', why: 'sed runs its script with --sandbox on' },
  // Values that are run.
  { applies: 'option', runsValue: true, action: 'leave-out', why: 'its source says its value is run' },
  { applies: 'operand', runsValue: true, action: 'leave-out', why: 'its source says it is run' },
  // psql's -o "send query results to file (or |pipe)": a value that starts with | is run through a shell.
  {
    applies: 'option',
    takesValue: true,
    description: /(^|[\s(])\|\s?(pipe|command|cmd|program)\b/i,
    action: 'leave-out',
    why: 'a value that starts with | is a command it runs',
  },
  // pgbench's -f "add script FILENAME" (its \shell lines run commands); llvm-ar's -M "MRI scripts to be read through the standard input".
  {
    applies: 'option',
    takesValue: true,
    description: /^(add|adds|load|loads) (a |the )?([\w-]+ )?scripts?\b/i,
    action: 'leave-out',
    why: 'its value is a script the program runs',
  },
  // psql's -f "Read commands from the file filename" (its man page; its help says "execute commands from file"), jcmd's -f "read and execute commands from the file" (round 30); git
  // cat-file's --batch-command "read commands from stdin" reads object queries. ip's -batch "Read commands from provided file or standard
  // input and invoke them", debugfs's -f "read in commands from cmd_file, and execute them" (round 35).
  {
    applies: 'option',
    description:
      /^reads? ((and|&) (execute|run)s? )?(sql )?(commands|statements|queries) from (the |a )?files?\b|\breads?( in)? commands from\b[^.;]*\b(invoke|execute|run)s? them\b/i,
    action: 'leave-out',
    why: 'it runs the commands of a file',
  },
  // pidstat's -e "Execute program with given arguments" (its man page).
  {
    applies: 'option',
    takesValue: true,
    description: /^(run|runs|execute|executes) (the )?(given |specified )?(program|command)\b/i,
    action: 'leave-out',
    why: 'it runs another program',
  },
  // rename's -e "Expression: code to act on files name": a flag that makes its argument code.
  {
    applies: 'option',
    takesValue: false,
    description: /\bcode to (act on|run|execute|apply)\b/i,
    action: 'leave-out',
    why: 'it makes the next argument code to run',
  },
  {
    applies: 'option',
    takesValue: false,
    description: /\bscripts?\b[^.;]*\bread\b[^.;]*\b(stan-? ?dard input|stdin)\b|\bread\b[^.;]*\bscripts?\b[^.;]*\b(stan-? ?dard input|stdin)\b/i,
    action: 'leave-out',
    why: 'it runs a script read from standard input',
  },
  // gcc's `-print-prog-name=<prog>` "Display the full path to compiler component <prog>": names a program, runs none.
  {
    applies: 'option',
    placeholder: RUN_PLACEHOLDER,
    description: /^(display|displays|print|prints|show|shows)\b[^.;]*\b(path|name|location)\b/i,
    action: 'plain',
    why: 'it prints where a program is and runs none',
  },
  // addr2line's `--exe=<executable>` "Set the input file name (default is a.out)": a binary it reads, never runs.
  {
    applies: 'option',
    placeholder: /^executable$/i,
    description: /^(set|sets|name|names|use|uses) (the )?input file\b/i,
    action: 'path',
    why: 'it names the binary the program reads, which it does not run',
  },
  // uconv's `--from-code code` "set the original encoding", mkvmerge's --ui-language <code> "Force the translations for 'code' to
  // be used" (round 36): a code that names an encoding, a language, a country or a status, no code run.
  {
    applies: 'option',
    placeholder: /^code$/i,
    description: /\b(encodings?|charsets?|character sets?|code ?pages?|locales?|translations?|languages?|country|countries|exit status|status|errors?)\b/i,
    notDescription: /\b(run|runs|execute|executes|evaluate|evaluates|eval|interpret|interprets)\b/i,
    action: 'plain',
    why: 'its code names an encoding, a country or a status: no code is run',
  },
  { applies: 'option', placeholder: RUN_PLACEHOLDER, action: 'leave-out', why: 'its value is a program or code to run' },
  { applies: 'option', placeholder: LANGUAGE_CODE, action: 'leave-out', why: 'its value is code to run' },
  { applies: 'option', placeholder: COUNT_PLACEHOLDER, description: RUNS_A_PROGRAM, action: 'plain', why: 'its value is a count, not a command' },
  { applies: 'option', takesValue: true, description: RUNS_A_PROGRAM, action: 'leave-out', why: 'it runs another program' },
  // hlint's --refactor "Automatically invoke `refactor` to apply hints", mypy's --pdb "Invoke pdb on fatal error": a program
  // named in quotes, or a debugger (not df's --sync "invoke sync before ...", pgbench's "invokes initialization mode").
  {
    applies: 'option',
    takesValue: false,
    description: /^(automatically )?(invoke|invokes|launch|launches|spawn|spawns) (`[\w.-]+`|'[\w.-]+'|"[\w.-]+"|pdb|gdb|lldb|(the |a )?debugger)(\s|$)/i,
    action: 'leave-out',
    why: 'it runs another program',
  },
  // llvm-rtdyld's --execute "Load, link, and execute the inputs." (round 31): the inputs are machine code it runs.
  {
    applies: 'option',
    description: /\bexecutes? the (inputs?|input files?|objects?|object files?)\b/i,
    action: 'leave-out',
    why: 'it runs its inputs, machine code',
  },
  // nvcc's --run "compiles and links all inputs into an executable, and executes it" (round 32).
  {
    applies: 'option',
    takesValue: false,
    description: /\b(executable|program|binary)\b[^.;]*,? (and|then) (runs|executes|launches) it\b/i,
    action: 'leave-out',
    why: 'it runs the program it builds',
  },
  // cmake's -E "CMake command mode." and -P "Process script mode." (round 32): commands or a script run.
  { applies: 'option', description: /^([\w-]+ )?(command|script) mode\.?$/i, action: 'leave-out', why: 'it runs commands or a script' },
  // ssh-copy-id's `-o <ssh -o options>` (round 32): ssh's own options run programs (ProxyCommand, LocalCommand).
  {
    applies: 'option',
    name: /^-o$/,
    placeholder: /^ssh[-_ ]?(-o[-_ ]?)?options?$/i,
    action: 'leave-out',
    why: "its value is ssh's options, which run programs",
  },
  { applies: 'option', takesValue: true, description: RUNS_CODE, action: 'leave-out', why: 'its value is code to run' },
  // Round 24 (after its blind row): gpgtar's --gpg "Use the specified command gpgcmd instead of gpg", perldoc's -n "Specify
  // replacement for groff": another program, run in its place.
  {
    applies: 'option',
    description:
      /\buse (the )?(specified |given )?(command|program|binary|executable)\b[^.;]*\binstead of\b|^(specify )?(a )?(replacement|substitute) for [\w.-]+\.?$/i,
    action: 'leave-out',
    why: 'it names a program run in place of the one the tool runs',
  },
  // strace's -o FILE: a name that starts with "|" or "!" is a command it runs (its man page).
  {
    applies: 'option',
    command: /^strace$/,
    name: /^(-o|--output)$/,
    action: 'leave-out',
    why: 'strace runs the command a -o value names after | or !',
  },
  // scp's -D sftp_server_path "Connect directly to a local SFTP server program rather than a remote one".
  {
    applies: 'option',
    takesValue: true,
    description: /\b(server|helper) program (rather than|instead of)\b/i,
    action: 'leave-out',
    why: 'it names a program the tool runs',
  },
  // sqlite-utils' --convert TEXT "Python code to convert each item", cg_diff's --mod-filename "a Perl search-and-replace
  // expression" (round 27: s///e runs code): code in a language, whatever it is for.
  {
    applies: 'option',
    takesValue: true,
    description:
      /^(an? )?(python|javascript|js|ruby|perl|lua|php|tcl|shell|bash) ((search-and-replace|substitution) )?(code|expressions?|statements?|snippets?|functions?)\b/i,
    action: 'leave-out',
    why: 'its value is code to run',
  },
  // valgrind's --log-socket=ipaddr:port, --debuginfo-server=ipaddr:port; logger's --server "write to this remote syslog server",
  // gpg-connect-agent's -T "connect to Assuan server at ADDR" (round 30): the network, which the program otherwise does not reach.
  {
    applies: 'option',
    takesValue: true,
    placeholder: /^(ip[-_]?)?(addr|address|host|hostname):port([-_]?number)?$/i,
    // A proxy (--proxy HOST:PORT) is the way to a network the program reaches anyway.
    description: /\b(socket|server)\b/i,
    action: 'leave-out',
    why: 'it reaches a host and port on the network',
  },
  // 7zz's -seml "send archive by email" (round 36): a mail program, and the network.
  {
    applies: 'option',
    description: /\b(send|sends|mail|mails)\b[^.;]*\b(by|via) e-?mail\b/i,
    action: 'leave-out',
    why: 'it sends mail, through another program and the network',
  },
  // nmap's -iR "Choose random targets" (round 36): hosts no call named.
  { applies: 'option', description: /\brandom (targets|hosts)\b/i, action: 'leave-out', why: 'it reaches hosts on the network that no call named' },
  {
    applies: 'option',
    takesValue: true,
    description: /\bremote [\w-]+ server\b|^connects? to [\w-]+ server at\b/i,
    action: 'leave-out',
    why: 'it reaches a server on the network',
  },
  {
    applies: 'option',
    takesValue: true,
    description: /\b(from|to|on) (a |the )?remote (repository|repo|host|server|machine)\b/i,
    // scp's -P port "Specifies the port to connect to on the remote host": a number, no host named.
    notDescription: /\bport to connect to\b/i,
    action: 'leave-out',
    why: 'it connects to another host (over ssh, a command run)',
  },
  {
    applies: 'option',
    describesPlaceholder: String.raw`\b(run|runs|execute|executes|invoke|invokes)\s+{}\b`,
    action: 'leave-out',
    why: 'its description says it runs its value',
  },
  // ack's `--output=expr`: "Output the evaluation of expr" (Perl).
  { applies: 'option', describesPlaceholder: String.raw`\bevaluation of {}\b`, action: 'leave-out', why: 'its value is code to run' },
  // lsblk's `--shell`: output usable as shell variables, nothing run.
  {
    applies: 'option',
    name: /^--?shell$/,
    takesValue: false,
    description: /\bshell[- ](variables?|syntax|format|identifiers?|quoting|escap)/i,
    action: 'plain',
    why: 'it formats output for a shell',
  },
  // mkvpropedit's `--edit <selector>` "Sets the Matroska file section ... that all following add, set and delete actions operate on"
  // (tried live, stop 46): it picks what the other options change, no editor.
  {
    applies: 'option',
    name: /^--?edit$/,
    takesValue: true,
    description: /^(sets?|selects?|chooses?)\b[^.;]*\b(section|track|element|part|target)\b/i,
    notDescription: /\beditor\b|\binteractive/i,
    action: 'plain',
    why: 'it selects what the other options change',
  },
  {
    applies: 'option',
    name: /^--?(exec|execdir|ok|okdir|eval|shell|rsh|ssh-command|hook|open-files-in-pager|pager|editor|edit|(.*-)?(interactive|tty)(-.*)?)$/,
    action: 'leave-out',
    why: 'it runs another program or needs a terminal',
  },
  // A string the program splits into a command line: env's -S "split S into separate arguments".
  {
    applies: 'option',
    takesValue: true,
    description: /\bsplit\b[^.;]*\binto (separate |several |multiple )?(arguments|args|words)\b/i,
    action: 'leave-out',
    why: 'it splits its value into a command line',
  },
  // git grep --textconv, git cat-file --filters "run filters on object's content": the filters are commands in git's
  // config, run on each file (not cat-file's --path "use a <path> for (--textconv | --filters)").
  {
    applies: 'option',
    // ugrep's --filter=COMMANDS "Filter files through the specified COMMANDS first before searching" (round 37).
    description:
      /\b(with|through|via) (the )?[\w-]+ (filters?|drivers?)\b|^run (the )?([\w-]+ )?filters\b|\bconverted by the filters\b|(?<!-)\btextconv\b|\bthrough the (specified|given) commands?\b/i,
    action: 'leave-out',
    why: 'it runs configured filter programs on the content',
  },
  { applies: 'option', takesValue: false, description: ENABLES_CODE, action: 'leave-out', why: 'it lets the input carry code the program runs' },
  // stress-ng's --job jobfile "run the named jobfile" (round 37): the file's lines are what the program runs.
  {
    applies: 'option',
    description: /^(runs?|executes?) the (named |given |specified )?(job|script|batch|command)[ -]?files?\b/i,
    action: 'leave-out',
    why: 'it runs what a file lists',
  },
  // enscript's -P "print output to printer NAME" and -m "send mail upon completion": a spooler or a mailer run, acting outside the sandbox.
  {
    applies: 'option',
    description:
      /\b(print|prints|spool|spools|send|sends)\b[^.;]*\bto (the |a )?printer\b|^(send|sends) (an? |the )?(e-?)?mail\b|\busing sendmail\b|\b(mail|e-?mail)s? (the |a )?(report|result|output|notification)s?\b/i,
    action: 'leave-out',
    why: 'it prints or mails through another program (a spooler, a mailer)',
  },
  // ninja's -t TOOL "run a subtool ... further flags are passed to the tool" (-t clean deletes, -t commands prints them).
  {
    applies: 'option',
    takesValue: true,
    description: /\b(run|runs|execute|executes|invoke|invokes) (a |the )?sub-?(tool|command|program)s?\b|\bfurther (flags|options|arguments) are passed to\b/i,
    action: 'leave-out',
    why: 'it runs a subtool, which takes the rest of the command line',
  },
  // patch --ed: an ed script's `!` lines run shell commands (diff --ed only writes one).
  {
    applies: 'option',
    description: /\b(interpret|interprets|run|runs|execute|executes|apply|applies)\b[^.;]*\bed scripts?\b/i,
    action: 'leave-out',
    why: 'an ed script can run shell commands',
  },
  // patch --get: checks files out through RCS, SCCS, ClearCase or Perforce, programs it runs.
  {
    applies: 'option',
    description: /\b(get|gets|check out|checks out)\b[^.;]*\bfrom (rcs|sccs|perforce|clearcase|version control)\b/i,
    action: 'leave-out',
    why: 'it runs a version-control program to check files out',
  },
  // The program the other side runs: rsync's spec names its value <PATH>, its help PROGRAM.
  { applies: 'option', name: /^--(rsync-path|upload-pack|receive-pack)$/, action: 'leave-out', why: 'its value is the program run on the remote side' },
  { applies: 'option', command: /^(ssh|scp|sftp)$/, name: /^-o$/, action: 'leave-out', why: 'ssh -o takes ProxyCommand and LocalCommand, which run commands' },
  {
    applies: 'option',
    command: /^git$/,
    name: /^(-c|--config-env|--exec-path)$/,
    action: 'leave-out',
    why: 'git -c sets core.pager, core.sshCommand, aliases: commands git runs',
  },
  { applies: 'option', command: /^python[\d.]* -m timeit$/, name: /^(-s|--setup)$/, action: 'leave-out', why: "timeit's setup is Python it executes" },
  // entr's -s: its utility is run by $SHELL.
  { applies: 'option', command: /^entr$/, name: /^-s$/, action: 'leave-out', why: 'entr -s runs its utility through the shell' },
  // fzf's --bind: key bindings take execute(), become() and reload() actions, which run commands.
  { applies: 'option', command: /^fzf$/, name: /^--bind$/, action: 'leave-out', why: "fzf's key bindings run commands (execute, become, reload)" },
  // uglifyjs --reduce-test: runs the test case it reduces, over and over.
  { applies: 'option', command: /^uglifyjs$/, name: /^--reduce-test$/, action: 'leave-out', why: 'uglifyjs --reduce-test runs the test case it reduces' },
];
