// Safety rules for calls that would not end on their own: watch and serve modes, a terminal, a pager,
// an editor, a browser, a prompt, another running process. Part of the one rule list (safety-rules.ts).

import type { SafetyRule } from './safety-match.js';

/** Never ends by itself (ansifilter's --tail "Continue reading after end-of-file (like tail -f)", dmesg's --follow "wait for new messages", oxlint's --lsp "Start the language server"; and lsof's -r "repeat every t seconds ... - forever", ss's --events "continually display sockets", timedatectl's --monitor "Monitor status of systemd-timesyncd" (round 33)): esbuild's --watch "Watch mode: rebuild on file system changes", cleancss's "Runs CLI in watch mode", mocha's "Watch files ... for changes", docker logs' "Follow log output", journalctl's "Follow the journal", its --serve and pydoc's -p "Start an HTTP server", godoc's -http "HTTP service address". */
const NEVER_ENDS =
  /^watch mode\b|\bin watch mode\b|^watch(es)?\b[^.;]*\bfor changes\b|\bwatch(es|ing)? (for|on) ([\w-]+ )?changes\b|\b(rebuild|recompile|rerun|re-run|reload|restart)s?\b[^.;]*\b(on|when|after) ([\w-]+ )?changes\b|^follow (the )?(log|logs|journal)\b|^follow (log )?output\b|\b(rebuild|recompile|rerun)s? (on|when|after)\b[^.;]*\bchanges?\b|\b(start|starts|run|runs)\b[^.;]*\b(http|https|web|local|dev|development|file|language|lsp) server\b|\b(http|https|web) (service|server) address\b|\b(address|port|interface) to (listen|serve) on\b|\bwait(s|ing)?\b( (for|and (print|show|display|list)s?))?( only)? new (messages|lines|entries|events|records|data|output|logs?)\b|\bruns? until (stopped|killed|interrupted)\b|\bkill (it )?when (done|finished)\b|\bcontinues? reading after (the )?end[- ]of[- ]file\b|\blike tail -f\b|\b(repeats?|examines?|monitors?|watch(es)?|polls?|loops?)\b[^.]*\bforever\b|(^|, and )continu(ally|ously) (display|print|show|list|monitor|report|watch)(es|s)?\b|^delay (between )?(updates|refreshes)\b|\brefresh(es)? the (display|screen) every\b|^monitors? (the )?status\b/i;
/** Hands the output to a program or a person at a terminal (mtr's --curses "use curses terminal interface", xorriso's -dialog "enter dialog mode" and -prompt "Wait for Enter key" (round 36); zipinfo's -M "page output through built-in more"; cpio's --rename "Interactively rename files", psql's --single-step "confirm each query"): pagers, editors, /dev/tty, prompts, wizards (eslint --init), what is "requested interactively" (age -p), a curses or full-screen interface (ncdu's -2 "full ncurses"; not toe's -a "databases which ncurses would search"), setterm's --resize "reset terminal rows and columns" (it asks the terminal), vim's -g "Run using GUI" and python's -i "inspect interactively after running script; forces a prompt" (round 33), systemd-run's --pty "Run service on pseudo TTY" (round 31), setsid's --ctty "set the controlling terminal" (round 34); not clang-format's --cursor "when invoking clang-format from an editor integration". */
const NEEDS_TERMINAL =
  /\bfull[- ](screen|n?curses)\b|\bn?curses[- ](based |terminal )?(interface|browser|finder|ui|display|mode|screen)\b|^interactive(ly)?\b|\bconfirm (each|every)\b|\boperates? interactively\b|\bpager\b|\bpages? (the |its )?output\b|(?<!\bunder (an? |the )?)\beditor\b(?! integration)|\/dev\/tty|\bprompt(s|ed)?( once| always| again)? (before|for)\b|\bwizard\b|\b(requested|asked for|read|entered|typed) interactively\b|^reset (the )?terminal (rows|size)\b|(?<!\b(without|no|instead of) (the |a )?)\b(terminal|text|graphical) user interface\b|^use (the )?gui\b|^(launch|launches|start|starts|open|opens) (the |a )?([\w-]+ )?gui\b(?!-)|\b(run|runs|start|starts) (using|with|in) (the |a )?gui\b|\benables? the gui\b|\bon (a )?pseudo[- ]?tty\b|\binspects? interactively\b|\bforces? a prompt\b|^(set|sets|become|becomes|acquire|acquires|make|makes)\b[^.;]*\bcontrolling (terminal|tty)\b/i;

/** Options that never end, need a terminal or act on another process. */
export const NEVER_ENDS_RULES: readonly SafetyRule[] = [
  // rubocop's --start-server "Start server process", --server "start the server process and execute inspection with server",
  // a server that outlives the call, or one stopped (not eslint's --mcp "Start the ESLint MCP server", which serves the call's closed stdin and ends).
  {
    applies: 'option',
    takesValue: false,
    description:
      /^(start|starts|restart|restarts|stop|stops|kill|kills) (the |a |an )?server\b|\b(start|starts|boot|boots|launch|launches)\b[^.;]*\bserver process\b/i,
    action: 'leave-out',
    why: 'it starts or stops a server process, which outlives the call',
  },
  // netstat's --continuous "continuous listing", exiftool's -stay_open "Keep reading -@ argfile even after EOF" (round 35), ethtool's
  // --monitor "Listens to netlink notification and displays them" (round 36).
  {
    applies: 'option',
    description: /^continuous(ly)? (listing|output|display|monitoring|mode)\b|\beven after EOF\b|^listens? (to|for)\b[^.;]*\bnotifications?\b/i,
    action: 'leave-out',
    why: 'it does not end on its own',
  },
  // ImageMagick's -display "get image or font from this X server", zbarimg's --display "enable display of following images to the
  // screen" (round 35).
  {
    applies: 'option',
    description: /\bfrom (this|the|an?) X server\b|\bdisplay (of )?(the |following )?images? (to|on) the screen\b/i,
    action: 'leave-out',
    why: 'it opens a window on a display, or reaches an X server',
  },
  // gpg's --edit-key "Present a menu", --full-generate-key "with dialogs for all options", sox's --no-clobber "Prompt to overwrite output file" (round 35);
  // shar's --query-user "ask user before overwriting files", minisign's -C "change/remove the password of the secret key", pngcrush's -p "(pause)";
  // round 32's createuser --pwprompt "assign a password to new role", ssh-add's -x "Lock the agent with a password",
  // update-alternatives' --config "... ask the user to select which one to use", dpkg-buildpackage's --sign-pause "add pause before ...", zipsplit's -p "pause between output zip files".
  {
    applies: 'option',
    takesValue: false,
    description:
      /^(asks?|prompts?|queries) (the )?user\b|^prompts? (to|before|when)\b|^presents? (a|an) (menu|dialog)\b|\bwith dialogs\b|^(change|changes|set|sets|assign|assigns|enter|enters)\b[^.;]*\b(password|passphrase)\b|\bwith a (password|passphrase)\b|\basks? the user to\b|^(un)?locks? (the )?(agent|keyring|key ?store|vault)\b|^\(?pauses?\)?$|^pauses? (between|after|before)\b|^(add|adds|insert|inserts) (a )?pause\b|\bwaits? for (a )?key(press)?\b/i,
    // minisign's -W "do not encrypt/decrypt the secret key with a password".
    notDescription: /\b(do not|don't|never|no|without)\b[^.;]*\b(password|passphrase|ask|asking|prompt)\b/i,
    action: 'leave-out',
    why: 'it asks on the terminal',
  },
  // gpgsm's --server "run in server mode" ("and wait for commands on the stdin"), --call-dirmngr "pass a command to the dirmngr" (round 28);
  // gpg-agent's and dirmngr's --supervised "run in supervised mode" (round 34), a daemon under a service manager.
  {
    applies: 'option',
    takesValue: false,
    description: /^run (in|as) (a )?(server|supervised)( mode)?\b|^pass (a )?command to the [\w-]+\.?$/i,
    action: 'leave-out',
    why: 'it serves requests or commands another running program',
  },
  // postgres's -i "enable TCP/IP connections" (round 32), systemd-socket-activate's --listen "Listen for raw connections at ADDR" (round 33): a server opened to the network.
  {
    applies: 'option',
    description:
      /^(enable|enables|allow|allows|accept|accepts) (remote |incoming )?(tcp\/ip|tcp|network|remote) connections\b|^listens? (for|on|at)\b[^.;]*\bconnections\b/i,
    action: 'leave-out',
    why: 'it serves connections from the network',
  },
  // wget's --background "go to background after startup" (round 27), start-stop-daemon's -b "force the process to detach" (round 33),
  // gnuplot's --persist "lets plot windows survive after main gnuplot program exits" (round 36): the program detaches, so it outlives the call.
  {
    applies: 'option',
    takesValue: false,
    description:
      /^(go|goes|fork|forks|run|runs|put itself|puts itself) (in|into|to) (the )?background\b|\b(windows?|process(es)?) survives? after\b|^(become|becomes|run as|runs as) a daemon\b|^detach(es)? from (the )?(terminal|console|tty)\b|\bforces? the process to detach\b/i,
    action: 'leave-out',
    why: 'it goes to the background, so it outlives the call',
  },
  // gpgconf's --launch "launch a given component", -K "kill a given component", -R "reload all or a given component" (round 29):
  // a background service of the user's, started, stopped or reloaded.
  {
    applies: 'option',
    description:
      /^(launch|launches|start|starts|stop|stops|restart|restarts|reload|reloads|kill|kills) (all( or)? )?(an?|the|every)( given| running)? (component|daemon|agent|service)s?\b/i,
    action: 'leave-out',
    why: 'it starts, stops or reloads a background service, which outlives the call or serves other programs',
  },
  // start-stop-daemon's --start "start a program and pass <arguments> to it", --stop "stop a program" (round 33).
  {
    applies: 'option',
    description: /^(start|starts|stop|stops) (a|the|another) (program|process|daemon)\b/i,
    action: 'leave-out',
    why: 'it starts or stops another program',
  },
  // vim's --remote "Edit <files> in a Vim server if possible" (its man page: "Connect to a Vim server and make it edit the files"), --remote-send "Send <keys> to a Vim server and exit" (round 33).
  {
    applies: 'option',
    description: /^(edit|edits|send|sends|evaluate|evaluates|open|opens)\b[^.;]*\b(in|to) an? ([\w-]+ )?server\b|^connects? to an? ([\w-]+ )?server(,| and)/i,
    action: 'leave-out',
    why: 'it acts through a running server, another process',
  },
  // age's `--passphrase`: the passphrase is asked on the terminal.
  { applies: 'option', name: /^--?(passphrase|password|ask-?pass)$/, takesValue: false, action: 'leave-out', why: 'it asks for a secret on the terminal' },
  { applies: 'option', description: NEVER_ENDS, action: 'leave-out', why: 'it watches or serves until stopped, so a call never ends' },
  // git branch --edit-description: the description's words are the only sign of the editor.
  { applies: 'option', name: /^--edit-[\w-]+$/, takesValue: false, description: /^edit\b/i, action: 'leave-out', why: 'it opens an editor' },
  // fuser's -k "kill processes accessing the named file", killall's -s "send this signal instead of SIGTERM", -u "kill only
  // process(es) running as USER" and -w "wait for processes to die" (round 23): other processes, signalled or waited on.
  {
    applies: 'option',
    description:
      /^(kill|kills|signal|signals|terminate|terminates) (all )?(the )?process(es)? (accessing|using|holding)\b|^send (this|the|a) signal\b|\bwait (for|until) (the )?process(es|\(es\))? (to )?(die|exit|end|terminate)\b/i,
    action: 'leave-out',
    why: 'it signals or waits on other processes',
  },
  {
    applies: 'option',
    takesValue: true,
    description: /^(kill|signal)s? only process(es|\(es\))? (running as|owned by|of)\b/i,
    action: 'leave-out',
    why: 'it picks other processes to signal',
  },
  // hledger's --man "Show user manual with man", --info "Show info manual with info": a manual browser on the terminal.
  {
    applies: 'option',
    takesValue: false,
    description: /^show\b[^.;]*\bmanual with (man|info|a pager)\b/i,
    action: 'leave-out',
    why: 'it opens a manual on the terminal',
  },
  // ss's --kill "forcibly close sockets": the sockets of other processes.
  {
    applies: 'option',
    description: /\bforcibly (close|closes|kill|kills|terminate|terminates)\b|\b(close|closes|kill|kills)\b[^.;]*\b(sockets|connections)\b/i,
    action: 'leave-out',
    why: "it closes other processes' sockets or ends them",
  },
  // pv's -R PID "update settings of process PID", strace's -p PID "trace process with process id PID": acts on another running process (pgrep's, lsns's PIDs are read).
  {
    applies: 'option',
    placeholder: /^pid$/i,
    description:
      /\b(update|updates|change|changes|modify|modifies|signal|signals|kill|kills|send|sends|attach|attaches|control|controls|trace|traces|debug|debugs|injected|injects?)\b|\binstance of [\w-]+ that is (already )?running\b/i,
    action: 'leave-out',
    why: 'it acts on another running process',
  },
  // jdb's -attach "attach to a running VM at the specified address", -listen "wait for a running VM to connect" (round 31).
  {
    applies: 'option',
    description: /^attach(es)? to (a |an |the )?running\b|^wait(s)? for (a |an )?running [\w-]+ to connect\b/i,
    action: 'leave-out',
    why: 'it attaches to another running process, or waits for one to connect',
  },
  // ssh-add's -K "Load resident keys from a FIDO authenticator" (round 32), gpgsm's --learn-card "Register a smartcard": a hardware
  // token, and a person to touch it (not jarsigner's -providerName, whose provider may be a "SmartCard").
  {
    applies: 'option',
    description:
      /^(loads?|downloads?|reads?|learns?|registers?|enrolls?|uses?|generates?|imports?|lists?)\b[^.;]*\b(fido|u2f|smart ?cards?|hardware (tokens?|keys?)|security keys?)\b/i,
    notDescription: /\b(do not|don't|never|without)\b/i,
    action: 'leave-out',
    why: 'it needs a hardware token, and a person to touch it',
  },
  // valgrind's --vgdb-error=<number> "invoke gdbserver after <number> errors" (round 30): it then waits for a debugger to attach.
  {
    applies: 'option',
    // Its man page: "waiting for you to connect with GDB", "The Valgrind gdbserver will be invoked".
    description: /\b(invoke|invokes|start|starts|run|runs) (a |the )?gdb ?server\b|\bgdb ?server will be invoked\b|\bwait(s|ing)? for you to connect\b/i,
    action: 'leave-out',
    why: 'it starts a debugger server that waits for a debugger, so the call does not end',
  },
  // tar's -M "create/list/extract multi-volume archive": it prompts on the terminal for each next volume.
  {
    applies: 'option',
    takesValue: false,
    description: /\bmulti-?volume (archive|tape|set)s?\b/i,
    action: 'leave-out',
    why: 'it prompts on the terminal for each next volume',
  },
  { applies: 'option', command: /^zip$/, name: /^(-e|--encrypt)$/, action: 'leave-out', why: 'zip -e asks for a password on the terminal' },
  // http-server's -o "Open browser window after starting the server"; astyle's --html "Open the HTML help file ... in the default browser".
  {
    applies: 'option',
    description: /\bopens? (a |the )?(web )?browser\b|\bopens?\b([^.;]|\.(?=\S))*\b(in|with) (a |the |your )?((default|web|system) )*browser\b/i,
    action: 'leave-out',
    why: 'it opens a browser',
  },
  // groff's -X "use X11 previewer rather than usual postprocessor": a window that stays until closed.
  {
    applies: 'option',
    description: /\b(x11|x|gui|graphical) (previewer|viewer|window)\b|^(use|start|open|launch)s? (an? |the )?previewer\b/i,
    action: 'leave-out',
    why: 'it opens a viewer window',
  },
  // An --init that sets up a project asks how (html-validate's "initialize project with a new configuration" and
  // depcruise's "set up dependency-cruiser for use in your environment" ask questions on the terminal: running them
  // showed), unless its help says it only writes a file of defaults (tsc's "creates a tsconfig.json file", oxlint's
  // "configuration with default values").
  {
    applies: 'option',
    name: /^--?init$/,
    description: /^(set(s|ting)? ?up|initiali[sz](e|es|ing))\b/i,
    notDescription: /\b(creates?|writes?|generates?)\b|\bdefault (values|rules|settings|options)\b|\bwith (the )?defaults?\b/i,
    action: 'leave-out',
    why: 'it sets up a project, which an init command does by asking questions on the terminal; the help does not say it only writes a file of defaults',
  },
  // The manual through man or perldoc, which start a pager; the help already gives what it says.
  { applies: 'option', name: /^--?(man|manual|manpage|man-page)$/, takesValue: false, action: 'leave-out', why: 'it starts a man viewer, which pages' },
  // pod2usage's -verbose level "3 : print the entire manpage": a level that shows the whole manual, as -man does (its 2 starts perldoc).
  {
    applies: 'option',
    takesValue: true,
    description: /\b(print|show|display)s? (the )?(entire|whole|full|complete) (man ?page|manual( page)?)\b/i,
    action: 'leave-out',
    why: 'one of its values shows the whole manual, as a man viewer does',
  },
  // A flag that is not named for it but needs a terminal ("pipe through more pager"); `--no-pager` turns one off.
  { applies: 'option', name: /^--no-/, takesValue: false, action: 'plain', why: 'it turns something off' },
  // dmesg's --nopager "do not pipe output into a pager": its words turn one off.
  { applies: 'option', takesValue: false, description: /^(do not|don't|never|disable)\b/i, action: 'plain', why: 'it turns something off' },
  // mpg123's -C "enable terminal control keys (else auto detect)", --fifo "open a FIFO at <path> for commands instead of stdin" (round 37):
  // keys read from the terminal, commands awaited on a named pipe.
  {
    applies: 'option',
    description: /^enables? (the )?(terminal )?control keys\b|^(opens?|creates?) a (fifo|named pipe)\b[^.;]*\bfor commands\b/i,
    action: 'leave-out',
    why: 'it waits for keys at the terminal or for commands on a named pipe',
  },
  // aria2c's --enable-rpc "Enable JSON-RPC/XML-RPC server.", fio's --server "Start a backend fio server" (round 37): a server, kept running
  // (not http.server's --cgi "Run as CGI server", a kind of the server the program is).
  {
    applies: 'option',
    // "server" ends the phrase (not "Enable server-side encryption", "server certificate verification", "Run queries on server").
    description:
      /^(enables?|starts?|runs?|launch(es)?) (?!as\b)(the |a |an )?((?!(on|against|to|from|in|at|for|with|as)\b)[\w/-]+ ){0,2}server\b(?=\s*($|[.;,(]|(mode|process|in|on|for|at|with|listening|that|which)\b))|^runs? in server mode\b/i,
    // eslint's --mcp "Start the ESLint MCP server": it serves the call's closed stdin and ends (below).
    notDescription: /\bMCP server\b/i,
    action: 'leave-out',
    why: 'it serves until stopped, so a call never ends',
  },
  // eyeD3's --pdb "Drop into 'pdb' when errors occur.", s3cmd's --configure "Invoke interactive (re)configuration tool." (round 37).
  {
    applies: 'option',
    description:
      /^drops? (in)?to (a |an |the )?([\w-]+ )?('?(pdb|ipdb|gdb|lldb|pry|irb)'?|debugger|shell|repl)\b|^(invokes?|starts?|runs?|launch(es)?) (an? |the )?interactive\b/i,
    action: 'leave-out',
    why: 'it waits for a person at the terminal',
  },
  // xorriso's -dialog "on"|"off"|"single_line" "enter dialog mode": a list to pick from, and its first value waits on a person.
  {
    applies: 'option',
    description: /\b(enters?|starts?) (the )?dialog mode\b|\bwaits? for (the )?enter key\b/i,
    action: 'leave-out',
    why: 'it takes commands from a person at the terminal',
  },
  // bat's `--paging <when>` (auto, never, always): a mode picked from a list; without a terminal it does not page.
  { applies: 'option', description: NEEDS_TERMINAL, picksFromList: true, action: 'plain', why: 'it picks a mode from a list' },
  { applies: 'option', description: NEEDS_TERMINAL, action: 'leave-out', why: 'it needs a terminal or a pager' },
];
