// Safety rules for what a program writes or deletes: the files it was given and its own output (plain),
// what else it deletes or forces, and state outside the roots. Part of the one rule list (safety-rules.ts).

import type { SafetyRule } from './safety-match.js';

/** Changes a system service's logs, keys or catalogs, outside the roots: journalctl's commands (--vacuum-size, --sync, --flush, --rotate, --relinquish-var, --update-catalog, --setup-keys). */
const CHANGES_SYSTEM_LOGS =
  /^(reduce|shrink) (the )?disk usage\b|^leave only\b[^.;]*\bfiles\b|^synchroni[sz]e\b[^.;]*\bto disk\b|^flush\b[^.;]*\bfrom \/\w+ (in)?to \/\w+|^request (an )?immediate rotation\b|^stop logging\b|^update (the )?([\w-]+ ){0,2}(catalog|catalogue)\b|(^|, )generate (a )?new ([\w-]+ ){0,2}key pair\b|^asks? the [\w-]+ (daemon|service) to\b/i;
/**
 * Overwrites what the program writes: gzip's -f "force overwrite of output file", lz4's "overwrite output without prompting", brotli's "force output file overwrite", zstd's "Allows overwriting existing files", optipng's -force "enforce writing of a new output file", jpegoptim's "force optimization", tar's -U "remove each file prior to extracting over it";
 * and round 11-12's: flac's -f "Force overwriting of output files", advpng's -f "Force the new file also if it's bigger", exiv2's -f "Do not prompt before overwriting existing files (force)", texi2any's --force "preserve output even if errors", cppcheck's --force "Force checking of all configurations".
 */
const OVERWRITES_ITS_OUTPUT =
  /^(force )?(overwrite|overwrites)\b|^force (output file )?overwrite\b|^force overwriting( of)? (the )?(output|existing)\b|^force the new file\b|^do not prompt before (overwriting|renaming)\b|^preserve (the )?output even if\b|^force (checking|processing|analysis|scanning)\b|\ballows? overwriting (existing|output) files\b|^(en)?force (writing of )?(a )?(new )?(output|optimization)\b|^remove each file prior to extracting over it\b/i;
/** Deletes what the program was given, once done (tar's --remove-files "remove files after adding them to the archive", --delete "delete from the archive"): zstd's --rm "Remove INPUT file(s)", lzop's -U "delete input files after successful operation", zip's -m "(delete OS files)". */
const DELETES_ITS_INPUT =
  /^(remove|removes|delete|deletes) (the )?(source|input|original) files?\b|\(delete os files\)|^(remove|removes|delete|deletes) files after adding them to the archive\b|^(delete|deletes|remove|removes) (members )?from the archive\b/i;

/** Writes a configuration the program reads on its next runs (rubocop's --init "Generate a .rubocop.yml file", --auto-gen-config, textlint's --init "Create the config file"), not one printed, nor gengetopt's "generate a config file parser". */
const WRITES_ITS_CONFIG =
  /^(re)?(generate|generates|create|creates|write|writes) (a |an |the )?([\w-]+ )?((config|configuration|settings|todo) file|\.[\w-]+\.(ya?ml|json|toml|js|cjs)( file)?|\.[\w-]+rc( file)?)\b(?! (parser|reader|loader|template|schema))(?![^.;]*\b(stdout|standard output)\b)/i;

/** A description that turns the thing off (serve's --no-clipboard "Do not copy ...", ssh's -a "Disables forwarding ..."). */
const SAYS_NOT = /^(do not|don't|never|disables?)\b/i;

/** Options that write or delete, outside the roots or inside them. */
export const WRITES_FILES_RULES: readonly SafetyRule[] = [
  {
    applies: 'option',
    takesValue: false,
    description: WRITES_ITS_CONFIG,
    action: 'leave-out',
    why: 'it writes a configuration that later runs of the program load (and what may run from it)',
  },
  // a2ps's -d "send output to the default printer", --delegate "delegate files to another application", coffee's -t "pipe generated
  // JavaScript through Babel" (not unzip's -M "pipe all output through an internal pager": a terminal): other programs, run.
  {
    applies: 'option',
    description:
      /\b(send|sends|print|prints|spool|spools)\b[^.;]*\bto (the |a )?(default )?printer\b|\bdelegates?\b[^.;]*\bto (another|other|an external|external) (applications?|programs?)\b|^pipes? (?![^.;]*\bpager\b)([\w-]+ ){0,3}through [\w-]+/i,
    action: 'leave-out',
    why: 'it hands its output or files to another program it runs (a printer spooler, a delegate application, a transpiler)',
  },
  { applies: 'option', description: CHANGES_SYSTEM_LOGS, action: 'leave-out', why: "it changes a system service's logs, keys or catalogs, outside the roots" },
  // gpgconf's --apply-profile "update configuration files using FILE", --apply-defaults "apply global default values",
  // -r "activate changes at runtime" (round 29): the configuration of the user's tools, outside the roots.
  {
    applies: 'option',
    description:
      /^(update|updates|apply|applies)\b[^.;]*\b(configuration|config) files?\b|^(apply|applies) (the )?global defaults?\b|^activate (the )?changes at runtime\b/i,
    action: 'leave-out',
    why: "it changes the configuration of the user's programs, outside the roots",
  },
  // go env -w "changes the default settings of the named environment variables", -u "unsets the default setting": the
  // user's own configuration file (go's $HOME/.config/go/env), outside the roots.
  {
    applies: 'option',
    description: /\b(change|changes|set|sets|unset|unsets|write|writes|save|saves)\b[^.;]*\bdefault settings?\b/i,
    action: 'leave-out',
    why: "it writes the user's own configuration, outside the roots",
  },
  // wipefs's --backup "create a signature backup in $HOME" (round 31); not wget's --hsts-file, whose man page says where
  // the file is unless it is given.
  {
    applies: 'option',
    description:
      /^(create|creates|write|writes|save|saves|store|stores|put|puts)\b[^.;]*\b(in|into|to|under) (\$HOME|~\/|(the |your |the user'?s )?home (directory|folder))/i,
    action: 'leave-out',
    why: 'it writes in the home folder, outside the roots',
  },
  // pmap's -n, --create-rc "create new default rc" writes ~/.pmaprc (its man page; round 14, blind).
  {
    applies: 'option',
    takesValue: false,
    description:
      /\b(create|creates|write|writes|save|saves|generate|generates)\b[^.;]*\b(default|user'?s?) (rc|rc file|config(uration)? file|settings file|dotfile)\b/i,
    action: 'leave-out',
    why: "it writes the user's own configuration, outside the roots",
  },
  // cpio's --absolute-filenames "Do not strip file system prefix components": an archive's /etc/x is written at /etc/x. And
  // its --extract, since its help offers --no-absolute-filenames "Create all files relative to the current directory":
  // without it, extraction writes where the archive says (tar and jar strip the prefix unless told, and offer no such flag).
  {
    applies: 'option',
    takesValue: false,
    // Not llvm-cxxfilt's --no-strip-underscore "Don't strip the leading underscore" (of a symbol's name).
    description: /\b(do not|don't|never) strip\b[^.;]*\b(prefix(es)?\b|leading (['"]?\/|slash|component|director|path))/i,
    action: 'leave-out',
    why: 'it keeps absolute file names, which write outside the roots',
  },
  {
    applies: 'option',
    description: /^extract\b|\band extract (files|members)\b/i,
    sibling: /^--no-absolute-(file)?names$/,
    action: 'leave-out',
    why: 'it writes members at the absolute paths the archive stores (--no-absolute-filenames is not the default)',
  },
  // advzip's -x "Extract the content of an archive" writes each entry where its stored name says (../, /tmp/...): running it
  // showed; its help does not say (bsdtar's -x and dpkg-deb's --extract keep to the folder, and say no more).
  { applies: 'option', command: /^advzip$/, name: /^(-x|--extract)$/, action: 'leave-out', why: 'advzip writes each entry where its stored name says' },
  // objcopy's --dump-section <name>=<file> "Dump the contents of section <name> into <file>": a file named inside a
  // composite value, which no path check holds (a whole value that names a file is a path, kept in the roots).
  {
    applies: 'option',
    placeholder: /^[^=]+=\W*(file|filename|path|out(put)?[-_]?file)\W*$/i,
    description: /^(dump|dumps|write|writes|save|saves|extract|extracts|copy|copies)\b/i,
    action: 'leave-out',
    why: 'it writes a file named inside its value, which no path check holds',
  },
  // exiv2's -r fmt "Filename format for the 'rename' action": the new name joined to each file's folder may climb out (../).
  {
    applies: 'option',
    takesValue: true,
    description: /\b(file ?name|path) (format|template|pattern)\b[^.;]*\brenam(e|es|ing)\b|\brenam(e|es|ing)\b[^.;]*\b(format|template|pattern)\b/i,
    action: 'leave-out',
    why: 'its value is a pattern for the new names of files it renames, which no path check holds',
  },
  // mktemp's -t "relative to a directory: $TMPDIR ... else /tmp": it creates its file outside the roots.
  {
    applies: 'option',
    description: /\brelative to\b[^.;]*(\$TMPDIR|\/tmp)\b/,
    action: 'leave-out',
    why: 'it writes in $TMPDIR or /tmp, outside the roots',
  },
  // rm's -r "remove directories and their contents", -d "remove empty directories", -f "ignore nonexistent files": how
  // it removes the operands it is given, which are kept inside the roots (--no-preserve-root, "do not treat '/' specially", stays out),
  // whatever mark a spec puts on them: rm is marked destructive as a whole.
  {
    applies: 'option',
    command: /^(rm|rmdir)$/,
    takesValue: false,
    description: /^(remove|removes|ignore nonexistent)\b/i,
    action: 'plain',
    why: 'it says how rm removes its operands, which stay inside the roots',
  },
  // A compressor's --force "force overwrite of output file", --rm "remove source file(s)", lzop's -U "delete input
  // files after successful operation", zip's -m "(delete OS files)": they overwrite the files the program writes or
  // delete those it was given, its operands and the outputs beside them, which stay inside the roots (the sandbox
  // makes nothing else writable; gzip without -k deletes its input anyway). rsync's --delete (files it was not
  // given) and --force ("force deletion of dirs") stay out.
  {
    applies: 'option',
    takesValue: false,
    description: OVERWRITES_ITS_OUTPUT,
    // s3cmd's --force "Force overwrite and other dangerous operations" (round 37): more than its own output.
    notDescription: /\b(other|and) dangerous\b/i,
    action: 'plain',
    why: 'it overwrites only the files it writes, inside the roots',
  },
  { applies: 'option', takesValue: false, description: DELETES_ITS_INPUT, action: 'plain', why: 'it deletes only the files it was given, inside the roots' },
  // flac's --delete-input-file "Deletes after a successful encode/decode": the name says what it deletes.
  {
    applies: 'option',
    takesValue: false,
    name: /^--?(delete|remove|rm)-input(-files?)?$/,
    action: 'plain',
    why: 'it deletes only the files it was given, inside the roots',
  },
  // fallocate's --collapse-range "remove a range from the file": bytes of the file it is given, inside the roots.
  {
    applies: 'option',
    takesValue: false,
    description: /^(remove|removes|delete|deletes|punch|punches) (a |the )?(range|bytes|region|hole)s?\b[^.;]*\bfile\b/i,
    action: 'plain',
    why: 'it changes only the file it is given, inside the roots',
  },
  // pv's --force "output even if standard error is not a terminal": forces output, touches no file.
  {
    applies: 'option',
    takesValue: false,
    description: /^(output|display|print|show)s?\b[^.;]*\beven if\b[^.;]*\bnot a terminal\b/i,
    action: 'plain',
    why: 'it forces output to a non-terminal only',
  },
  // Dangerous options: left out, since a confirmation belongs to a whole tool.
  { applies: 'option', dangerous: true, action: 'leave-out', why: 'its source marks it dangerous' },
  // lspci's -xxx "(dangerous; root only)" and -H "Use direct hardware access": the help's own mark, not the word in passing (cmark's "dangerous URLs").
  {
    applies: 'option',
    description: /\((potentially |very )?dangerous\b|\bdirect (hardware|device|port|i\/o) access\b/i,
    action: 'leave-out',
    why: 'its help marks it dangerous, or it reaches the hardware directly',
  },
  // lspci's -xxxx "(root only)" without -xxx's "dangerous": what only root may do reaches the machine itself, not files in the roots.
  {
    applies: 'option',
    description:
      /\((\w+[;,] )?(root|superuser) only\)|\b(requires?|needs?) (root|superuser)\b|\b(requires?|needs?) (write|admin(istrator)?) (privileges?|access|rights)\b|\bmust be (run as )?(root|superuser)\b/i,
    action: 'leave-out',
    why: 'its help says only root may use it: it reaches the machine itself',
  },
  // dmesg's --clear "clear the kernel ring buffer", --console-off "disable printing messages to console", --console-level; setterm's --msg
  // "send kernel messages to console", --msglevel "kernel console log level", --blank, --powersave: the machine's state, outside every root.
  {
    applies: 'option',
    description:
      /\b(clears?|flush(es)?|erases?)\b[^.;]*\b(kernel|ring buffer|system log|syslog)\b|^read and clear\b|\b(enable|disable|set|send)s?\b[^.;]*\bmessages (printed )?to (the )?console\b|\bkernel console\b|\bbefore (the )?screen blanks\b|\bpower ?saving\b/i,
    action: 'leave-out',
    why: "it changes the machine's state (the kernel's log or console), outside every root",
  },
  // fsfreeze's --freeze "freeze the filesystem", partx's --add "add specified partitions or all of them" (round 32): the kernel's
  // file systems and partition tables; cmake's --install "Install a CMake-generated project binary tree" (not "Install directory").
  {
    applies: 'option',
    description:
      /^(un)?freeze (the )?(file ?systems?|fs)\b|^(add|adds|update|updates|delete|deletes|remove|removes|resize|resizes) (the )?(specified |given )?partitions?\b|^installs? (?!(dir|directory|path|prefix|location|root|folder|(signal |exception |seh )?handlers?)\b)/i,
    action: 'leave-out',
    why: "it changes the machine's file systems or partitions, or installs, outside every root",
  },
  // s3cmd's --force "Force overwrite and other dangerous operations" (round 37), whatever the option is named.
  { applies: 'option', description: /\b(and|other) dangerous operations\b/i, action: 'leave-out', why: 'it allows operations its help calls dangerous' },
  // chrt's -f "set policy to SCHED_FIFO", ionice's -c "name or number of scheduling class": how other processes are scheduled.
  {
    applies: 'option',
    description: /\bset (the )?(scheduling )?policy\b|\bSCHED_[A-Z]+\b|\bscheduling (class|policy|priority)\b|\bniceness\b/,
    action: 'leave-out',
    why: 'it changes how processes are scheduled, outside every root',
  },
  // mpg123's --realtime "tries to get realtime priority" (round 37).
  {
    applies: 'option',
    description: /\b(get|gets|set|sets|request|requests|acquire|acquires) (the )?real-?time (scheduling|priority)\b/i,
    notDescription: /\b(do not|don't|never|no)\b/i,
    action: 'leave-out',
    why: 'it changes how processes are scheduled, outside every root',
  },
  // chrt's --sched-runtime "runtime parameter for DEADLINE" and -R, --reset-on-fork "set reset-on-fork flag" (round 22).
  { applies: 'option', nameWords: /^(sched-[\w-]+|reset-on-fork)$/, action: 'leave-out', why: 'it changes how processes are scheduled, outside every root' },
  // Round 17-23's state outside the roots under other words: lorem-ipsum's --copy "Copy output to the clipboard", pyfiglet's
  // --load "load and install the specified font definition" (into its own package), shar's --save-opts "save the option state
  // to a config file" (AutoOpts: loaded by later runs).
  {
    applies: 'option',
    notDescription: SAYS_NOT,
    description: /\bclipboard\b|\b(load and install|installs? the (specified|given|named))\b|\bsaves? (the )?(option|options|current) (state|settings)\b/i,
    action: 'leave-out',
    why: "it changes the user's clipboard, installed data or saved options, outside the roots",
  },
  // pngcheck's -x "search for PNGs within another file and extract them when found", jhead's -n "Rename files according to
  // date" (its name pattern may hold folders): files named by the program, not the call.
  {
    applies: 'option',
    description: /\band extract (them|it|each)\b|^renames? (the )?files according to\b/i,
    action: 'leave-out',
    why: 'it writes or renames files under names the program chooses',
  },
  // Round 24 (after its blind row): setpriv's "set real uid", "set ambient capabilities", "clear supplementary groups", "set
  // securebits", "disallow granting new privileges", "set SELinux label", "set AppArmor profile": the privileges a program runs with.
  {
    applies: 'option',
    description:
      /^(set|sets) (the )?(real|effective|saved|real and effective) (uid|gid)\b|^(set|sets|clear|clears|keep|keeps|initiali[sz]e|initiali[sz]es|drop|drops) (the )?(ambient |inheritable |permitted |effective )?(capabilit(y|ies)|capability bounding set|supplementary groups|securebits|selinux (label|context)|apparmor profile)\b|^(disallow|disallows) (granting )?(new )?privileges\b/i,
    action: 'leave-out',
    why: 'it changes the privileges a program runs with',
  },
  // CTest's -D "Execute dashboard test", -T "Sets the dashboard action to perform", --extra-submit "Submit extra files to the
  // dashboard": a dashboard run builds, tests and submits to a server.
  {
    applies: 'option',
    description: /^execute (a )?dashboard\b|\bdashboard action\b|^submit\b[^.;]*\bto the dashboard\b/i,
    action: 'leave-out',
    why: 'it runs a CTest dashboard, which submits results to a server',
  },
  // Round 26 (after its blind row): choom's -n "specify the adjust score value" (another process's OOM-killer score), dpkg-split's
  // --auto and --discard (parts kept in or dropped from dpkg's own queue, /var/lib/dpkg/parts).
  { applies: 'option', command: /^choom$/, name: /^(-n|--adjust)$/, action: 'leave-out', why: "it changes a process's OOM-killer score" },
  // Round 24 (after its blind row): prlimit's resources ("--core  maximum size of core files created"): given "=<limit>", each sets
  // a process's limit; bare, it only picks a row to show, which prlimit shows all of without one.
  {
    applies: 'option',
    command: /^prlimit$/,
    description: /^(maximum|size of virtual memory|CPU time)\b/i,
    action: 'leave-out',
    why: "with a value it sets a process's resource limit",
  },
  {
    applies: 'option',
    command: /^dpkg-split$/,
    name: /^(-a|--auto|-d|--discard)$/,
    action: 'leave-out',
    why: "it changes dpkg's queue of parts, outside the roots",
  },
  // scp's -A "Allows forwarding of ssh-agent(1) to the remote system": the user's keys, usable by that host.
  {
    applies: 'option',
    description: /\bforward(s|ing)? (of )?(the |an? )?(ssh-agent|authentication agent)\b|\bagent forwarding\b/i,
    // ssh's -a "Disables forwarding of the authentication agent connection": the safe way.
    notDescription: SAYS_NOT,
    action: 'leave-out',
    why: "it lends the user's ssh keys to a remote host",
  },
  // ghp-import's -p "Push the branch to origin/{branch} after committing": published to a remote, outside every root.
  {
    applies: 'option',
    description: /^push(es)? (the |a |its )?(branch|branches|commits?|changes|tags?|results?)\b[^.;]*\b(to|remote|origin|upstream)\b/i,
    action: 'leave-out',
    why: 'it pushes to a remote repository, outside every root',
  },
  // lspci's -q "Query the PCI ID database ... via DNS" (and keeps what it learns in ~/.pciids-cache).
  {
    applies: 'option',
    description: /\b(query|queries|look(s)? up|resolve[sd]?)\b[^.;]*\bvia dns\b/i,
    action: 'leave-out',
    why: 'it queries the network and keeps what it learns outside the roots',
  },
  // who's --lookup "attempt to canonicalize hostnames via DNS" (round 33): the network, without lspci's cache.
  {
    applies: 'option',
    description: /\bvia dns\b/i,
    notDescription: /\b(do not|don't|no|without)\b/i,
    action: 'leave-out',
    why: 'it queries DNS, the network the program otherwise does not reach',
  },
  // gpg's --send-keys "export keys to a keyserver", --receive-keys "import keys from a keyserver", --search-keys "search for keys on a
  // keyserver", --auto-key-retrieve "retrieving of keys from a keyserver", gpgsm's --dump-external-keys "using an external server"
  // (round 35); not --keyserver "use keyserver at URL", which only names one.
  {
    applies: 'option',
    description: /^[^.;]*(\b(to|from|on) (a|the) key ?servers?\b|\bfrom key ?servers\b|\busing an external server\b)/i,
    action: 'leave-out',
    why: 'it reaches a keyserver on the network, and imports what it finds outside the roots',
  },
  // GnuPG's keyring and trust database, in the home folder: gpg's --import "import/merge keys", --quick-generate-key "quickly generate a
  // new key pair", --sign-key "sign a key", --quick-add-uid, --quick-revoke-sig, --update-trustdb, --tofu-policy "set the TOFU policy
  // for a key", --edit-card "change data on a card" (round 35); not --sign "make a signature", --list-keys, --export, gpgsm's
  // --ignore-cert-extension "Add oid to the list of ignored certificate extensions".
  {
    applies: 'option',
    command: /^(gpg|gpg2|gpgsm)$/,
    description:
      /^((quickly|directly) )?(import|generate|sign|add|revoke|set|update|change|edit)s?(\/\w+| or \w+)?( (a|an|the|all|new|missing|a card's))* (keys?|key ?pairs?|subkeys?|user-?ids?|key signatures?|(revocation )?certificates?|trust ?db|trust database|ownertrust( values)?|tofu policy|pin|data on a card|expiration (date|time))\b|\bkey ?pair generation\b|\btrust database maintenance\b|\bin the keyring\b/i,
    action: 'leave-out',
    why: "it changes GnuPG's keyring, trust database or card, outside the roots",
  },
  // inotifywait's --syslog "Send errors to syslog rather than stderr" (round 35; not dmesg's --syslog "use syslog(2)", which reads).
  {
    applies: 'option',
    description: /^(send|sends|output|outputs|write|writes|log|logs)( \w+)? (to|into) (the )?syslog\b/i,
    action: 'leave-out',
    why: "it writes the system's log, outside the roots",
  },
  // csplit's --elide-empty-files "remove empty output files", patch's -E "Remove output files that are empty after patching".
  {
    applies: 'option',
    takesValue: false,
    description: /\b(remove|removes|delete|deletes) (empty output files|output files that are empty)\b/i,
    action: 'plain',
    why: 'it removes only the empty files it wrote itself',
  },
  // bat's `--force-colorization`: forces colours, nothing on disk.
  { applies: 'option', name: /^--?force-colou?r/, action: 'plain', why: 'it forces colour codes only' },
  // tr's `--delete`: "delete characters", from the output, not files; html-minifier-terser's "Remove all elements with empty contents";
  // metaflac's --remove-tag "Remove all tags whose field name is 'NAME'", jpegtran's -wipe "Wipe (gray out) a rectangular region": from the file given;
  // csvcut's --delete-empty-rows "After cutting, delete rows which are completely empty".
  {
    applies: 'option',
    description:
      /^([^.;,]*, )?(delete|deletes|remove|removes|strip|strips|squeeze|wipe|wipes|erase|erases)\b[^.;]*\b(characters?|lines?|whitespace|spaces?|duplicates?|blank|comments?|trailing|elements?|attributes?|quotes?|markup|rows?|columns?|fields?|records?|metadata|padding|region|area)\b/i,
    action: 'plain',
    why: 'it removes from the output, not files',
  },
  // wdiff's --start-delete=STRING "string to mark beginning of delete region": text it prints around what differs.
  {
    applies: 'option',
    takesValue: true,
    description: /^(string|text|marker)s? (to|that) (mark|marks|show|shows)\b/i,
    action: 'plain',
    why: 'its value is text it prints',
  },
  // git diff's --irreversible-delete "omit the preimage for deletes": what it prints, not what it deletes.
  {
    applies: 'option',
    takesValue: false,
    description: /^(omit|omits|hide|hides|suppress|suppresses)\b/i,
    action: 'plain',
    why: 'it leaves something out of the output',
  },
  // babel's --delete-dir-on-start "Delete the out directory before compilation": its own output folder, named by --out-dir (kept inside the roots).
  {
    applies: 'option',
    takesValue: false,
    description: /^(delete|deletes|remove|removes|clean|cleans|empty|empties) (the )?(out|output) (directory|dir|folder)\b/i,
    action: 'plain',
    why: 'it deletes only its own output folder, inside the roots',
  },
  // astyle's --delete-empty-lines "Delete empty lines within a function or method": what it deletes is text it formats.
  {
    applies: 'option',
    takesValue: false,
    name: /^--?(delete|remove|strip)-(.*-)?(lines?|whitespaces?|spaces?|comments?|newlines?|blanks?)$/,
    action: 'plain',
    why: 'it deletes text from what it formats',
  },
  // cython's --force "Compile all source files", py3compile's "force rebuild even if timestamps are up-to-date", localedef's
  // "Create output even if warning messages were issued", highlight's "generate output if input syntax is unknown": it forces
  // its own work, writing only what it writes anyway (not ghp-import's "Force the push", nor anything overwritten or deleted).
  {
    applies: 'option',
    takesValue: false,
    name: /^--?force$/,
    description: /^(force )?(re)?(build|compile|generate|create|emit)s?\b|^force (re)?(build|compile|generation|creation)\b/i,
    // conda's "force creation of environment (removing a previously existing environment ...)": anything it overwrites or deletes, anywhere in the description.
    notDescription: /\b(push|overwrit|delet|remov|replac|clobber|wip(e|ing)|eras|kill|install|destroy|purg)/i,
    action: 'plain',
    why: 'it forces only its own building or output',
  },
  // A verb alone, or before what it deletes (rsync's --delete-after, --remove-source-files); html-minifier-terser's
  // --remove-comments and csso's --force-media-merge change what the program prints.
  {
    applies: 'option',
    name: /^--?((.*-)?(force|delete|remove|purge|wipe|destroy)|(delete|purge|wipe|destroy)-.*|(force|remove)-(.*-)?(files?|dirs?|directory|directories|sources?|source-.*|all|existing|overwrite|recursive|lease)|set|hard|no-preserve-root|halt|poweroff|reboot|shutdown)$/,
    action: 'leave-out',
    why: 'it deletes, forces or changes the system',
  },
  // What it deletes must be files or entries (tr's "delete characters" is not), and not be denied (xz's "don't delete input files").
  {
    applies: 'option',
    description:
      /^(delete|deletes|remove|removes|destroy|wipe|erase|purge)\b[^.;]*\b(files?|director(y|ies)|folders?|entries|archives?|contents|branch(es)?|data)\b|(?<!\b(don't|do not|not|never|without) )\bdelete (the )?(os |input |source |original )?files\b|\b(shortcut|alias) for --(delete|force)\b/i,
    action: 'leave-out',
    why: 'it deletes',
  },
];
