// Safety rules for what changes the machine rather than the call's files: its clocks, the kernel's
// settings, devices, the terminal, mounted file systems, the packages installed, its users' accounts.
// A sandboxed call is refused most of these, but a draft run with `--sandbox off`, or by root, is not.
// Part of the one rule list (safety-rules.ts), in its order.

import type { SafetyRule } from './safety-match.js';

/**
 * Sets a clock of the machine: hwclock's --systohc "set the RTC from the system time", --adjust "adjust the RTC ...",
 * --update-drift "update the RTC drift factor" (round 33); not jhead's -ft "Sets the file's system time stamp".
 */
const SETS_A_CLOCK =
  /^(set|sets|adjust|adjusts|update|updates|sync|syncs|synchroni[sz]es?)\b[^.;]*\b((?<!file'?s? )system (time|clock|date)(?![ -]?stamps?\b)|hardware clock|rtc|real[- ]time clock)\b/i;
/** Hands settings to the kernel: hwclock's --systz "send timescale configurations to the kernel" (round 33). */
const SETS_THE_KERNEL =
  /^(send|sends|write|writes|load|loads|pass|passes|set|sets|apply|applies)\b[^.;]*\bto the kernel\b|^(set|sets|write|writes|load|loads|change|changes)\b[^.;]*\bkernel (parameters?|settings?|variables?|tunables?)\b/i;
/**
 * Changes a device: losetup's --detach "detach one or more devices", --set-capacity "resize the device", --find "find
 * first unused device" (it claims one), blockdev's --rereadpt "reread partition table" (round 33); zramctl's --reset
 * "reset all specified devices" and wdctl's --settimeout "set watchdog timeout" (round 29).
 */
const CHANGES_A_DEVICE =
  /^(detach|detaches|attach|attaches|resize|resizes|reset|resets)\b[^.;]*\bdevices?\b|^(re-?reads?|rescans?) (the )?partition tables?\b|^(find|finds) (a |the )?(first )?(free|unused) ([\w-]+ )?device\b|^set (the )?(watchdog|pre-timeout)\b/i;
/**
 * Changes hardware (round 36): ethtool's --change "changes some or all settings of the specified network device", --flash "Write a
 * firmware image to flash", --reset "Reset hardware components", --test "Executes adapter selftest", --cable-test "Perform a cable
 * test"; hdparm's -S "Set standby (spindown) timeout", -Y "Put drive to sleep", --fwdownload "Download firmware file to drive",
 * --dco-freeze "... until next power cycle"; smartctl's --smart "Enable/disable SMART on device", --saveauto "(ATA) Enable/disable
 * Attribute autosave on device"; tcpdump's --monitor-mode "Put the interface in monitor mode"; xorriso's -blank "Blank medium",
 * -format "Format BD-RE, ...", -eject.
 */
const CHANGES_HARDWARE = new RegExp(
  [
    /^(allows? changing|changes?|configures?)\b[^.;]*\b(device|drive|adapter|hardware|phy|transceiver|eeprom|chipset)s?\b/,
    /^sets?\b[^.;]*\b(of|on|for) (the )?(specified |given )?([\w-]+ ){0,2}(device|drive|adapter|chipset)\b/,
    /^sets? (the )?(cd\/dvd )?(drive|device|adapter|driver|transceiver|phy)('s)?\b|^set (standby|spindown)\b/,
    /^(put|puts|idle|freeze|freezes)\b[^.;]*\b(drive|device|interface)\b|^idle immediately\b|\buntil (the )?next power cycle\b/,
    /^(restarts?|resets?|aborts?)\b[^.;]*\b(device|hardware|adapter)\b/,
    /^(writes?|downloads?|flash|flashes)\b[^.;]*\bfirmware\b|^tells? [\w ]*firmware to (discard|erase|wipe|trim)\b|^starts? [\w ]*erase\b/,
    /(^|^\([\w/ ]+\) )(enables?\/disables?|enable or disable)\b[^.;]*\b(on|of) (the )?(device|drive)\b|^enables?\/disables? (the )?drive\b/,
    /^(blanks?|formats?|closes?)\b[^.;]*\bmedium\b|^formats? (bd|dvd|cd)-?r|^(immediately )?ejects?\b|\boverwrites? the internal media\b/,
    /^(initiates?|executes?|runs?|performs?|starts?) (a |an )?(adapter|cable|drive|device|hardware)[\w-]* ((self-?)?tests?|action)\b/,
    // mpg123's --gain "[DEPRECATED] set audio hardware output gain" (round 37).
    /^(\[deprecated\] )?(sets?|changes?) (the )?(audio )?hardware('s)? (output |input )?(gain|volume|mixer)\b/,
  ]
    .map((part) => part.source)
    .join('|'),
  'i',
);
/** Trims file systems the call did not name: fstrim's --all "trim mounted filesystems", --fstab "trim filesystems from /etc/fstab" (round 33). */
const TRIMS_FILE_SYSTEMS = /^trims?\b[^.;]*\bfile ?systems\b/i;
/** Words that turn the change off, or only say when it happens: timedatectl's --adjust-system-clock "Adjust system clock when changing local RTC mode" (round 33) only shapes another command. */
const NOT_A_CHANGE = /\b(do not|don't|never|without|predicts?)\b|\bwhen (changing|switching|setting)\b/i;
/** Changes a user account: chage's --maxdays "set maximum number of days before password change", --expiredate "set account expiration date", --warndays "set expiration warning days" (round 34). */
const CHANGES_AN_ACCOUNT =
  /^(set|sets|change|changes|lock|locks|unlock|unlocks|expire|expires)\b[^.;]*\b(password|account)\b[^.;]*\b(expir\w*|inactive|days?|date|ag[e]?ing|change)\b|^set (the )?(account|expiration)\b/i;
/**
 * A program whose every run changes the machine's accounts, by its man page's NAME line: useradd's "create a new user",
 * usermod's "modify a user account", groupmod's "modify a group definition", gpasswd's "administer /etc/group and
 * /etc/gshadow", passwd's "change user password" (round 35), chpasswd's "update passwords", newusers' "update and create new users";
 * at the start of the NAME line.
 */
const CHANGES_ACCOUNTS =
  /^((create|add|modify|delete|remove|change|update|administer)s?( and \w+)? (a |the )?(new )?(users?|groups?|passwords?|user passwords?)\b|administers? \/etc\/(passwd|shadow|group|gshadow)\b)/i;
/** chown's spec "Change the user and/or group ownership", su's "change user ID or become superuser": no account changed. */
const NOT_AN_ACCOUNT = /\bownership\b|\bID\b|\bof (each|the) file/i;
/** The programs that mount, unmount or swap: what they name is what they attach to the machine (round 35). */
const MOUNTS = /^(mount|umount|swapon|swapoff)$/;
/**
 * What a mounting program attaches, by its options: mount's --all "mount all filesystems mentioned in fstab", umount's --all "unmount
 * all filesystems", swapon's --all "enable all swaps from /etc/fstab", --source "explicitly specifies source (path, label, uuid)",
 * --target "explicitly specifies mountpoint", -L "synonym for LABEL=<label>", --bind "mount a subtree somewhere else", --make-shared
 * "mark a subtree as shared" (round 35); not --read-only or --types, which only shape a mount, nor umount's --all-targets "unmount all
 * mountpoints for the given device".
 */
const NAMES_A_MOUNT =
  /^(mount|unmount|umount|enable|disable) all (file ?systems|swaps)\b|^explicitly specif(y|ies) (the )?(source|mount ?point|target)\b|^synonym for [A-Z]+=|\bsubtree\b/i;
/** Sets the terminal's special characters: tset's -c "set control characters", -e ch "erase character", -k ch "kill character" (round 34). */
const SETS_TERMINAL_CHARACTERS = /^(sets? )?(the )?(control|erase|interrupt|kill|line-kill|eof|suspend) char(acter)?s?\b/i;
/** sysctl, the kernel's settings by name: its writes and loads say "read values from file" (round 32). */
const SYSCTL_WRITES = /^(-w|--write|-p|--load|-f|--system)$/;
/**
 * The package database's tools, by name: their actions carry no words a rule could read (dpkg's `-i|--install <.deb
 * file name>...`). dpkg's (round 33) install, remove or reconfigure packages, and its --force-<thing> overrides its
 * checks; dpkg-statoverride's, dpkg-divert's (round 32) and ucf's (round 33) add or purge entries.
 */
const CHANGES_PACKAGES =
  /^--(install|unpack|record-avail|configure|triggers-only|remove|purge|set-selections|clear-selections|update-avail|merge-avail|clear-avail|add-architecture|remove-architecture|add|force|force-(?!help$)[\w<>-]+)$/;
/** update-alternatives' actions (round 32): they switch what the machine's commands run. */
const CHANGES_ALTERNATIVES = /^--(install|remove|remove-all|auto|set|set-selections|config|all)$/;

/**
 * What a stress test does to the whole machine, by its description (stress-ng's --pathological "enable stressors that are known to hang a
 * machine", --ignite-cpu "alter kernel controls to make CPU run hot", --ftrace "enable kernel function call tracing", --cpu-online "start N
 * workers offlining/onlining the CPUs", --swap "start N workers exercising swapon/swapoff", --softlockup, --watchdog "exercise
 * /dev/watchdog"; round 37): an act, not a mention (mkswap's "allow swapon(8) by label", "device to use (default is /dev/watchdog)").
 */
const STRAINS_THE_MACHINE = new RegExp(
  [
    /\b(known|likely|designed|meant) to (hang|crash|panic|reboot|shut ?down) (a |the |your )?(machine|system|kernel|host|computer)\b/,
    /\bcause (some )?systems? to (hang|crash|panic|reboot|shut ?down)\b|^(hang|crash|panic|reboot)s? (the )?(machine|system|kernel)\b|^shuts? ?down (the )?(machine|system)\b/,
    /^(alters?|changes?) kernel controls\b|^enables? kernel function (call )?tracing\b|\b(offlining|will offline)\b[^.;]*\bcpus?\b/,
    /^(starts?|enables?|runs?)\b[^.;]*\b(exercis\w*|causes?|triggers?|performs?)\b[^.;]*(\bswapon\b|\bsoft ?lockups?\b|\/dev\/watchdog\b|\bmemory hotplug\b)/,
  ]
    .map((part) => part.source)
    .join('|'),
  'i',
);

/** What changes the machine's clocks, kernel, accounts, terminal, devices, file systems or installed packages. */
export const SYSTEM_STATE_RULES: readonly SafetyRule[] = [
  // stress-ng's --swap-ops "stop after N swapon/swapoff operations": a bound on what another option starts.
  {
    applies: 'option',
    description: STRAINS_THE_MACHINE,
    notDescription: /^(stop after|do not|don't|never|avoid|skip)\b/i,
    action: 'leave-out',
    why: 'it strains or changes the whole machine',
  },
  { applies: 'option', description: SETS_A_CLOCK, notDescription: NOT_A_CHANGE, action: 'leave-out', why: "it sets the machine's clock" },
  { applies: 'option', description: SETS_THE_KERNEL, notDescription: NOT_A_CHANGE, action: 'leave-out', why: "it changes the kernel's settings" },
  { applies: 'option', command: /^sysctl$/, name: SYSCTL_WRITES, action: 'leave-out', why: "it changes the kernel's settings" },
  // Its operands are variables it reads, or writes when given as `name=value`.
  { applies: 'operand', command: /^sysctl$/, action: 'leave-out', why: "its operands set the kernel's settings when they carry a value" },
  // Only what the program says reads is offered (passwd's --status "report password status"), no operand: it names the account.
  {
    applies: 'command',
    description: CHANGES_ACCOUNTS,
    notDescription: NOT_AN_ACCOUNT,
    action: 'leave-out',
    why: "it changes the machine's user accounts, groups or passwords",
  },
  { applies: 'option', command: MOUNTS, description: NAMES_A_MOUNT, action: 'leave-out', why: "it mounts, unmounts or swaps the machine's file systems" },
  { applies: 'operand', command: MOUNTS, action: 'leave-out', why: 'it names what is mounted, unmounted or swapped on the machine' },
  { applies: 'option', description: CHANGES_AN_ACCOUNT, notDescription: NOT_A_CHANGE, action: 'leave-out', why: 'it changes a user account of the machine' },
  { applies: 'option', description: SETS_TERMINAL_CHARACTERS, action: 'leave-out', why: "it changes the terminal's settings" },
  { applies: 'option', description: CHANGES_A_DEVICE, notDescription: NOT_A_CHANGE, action: 'leave-out', why: 'it changes a device of the machine' },
  // Its first sentence only: ethtool's --change paragraph says "without" further on.
  {
    applies: 'option',
    description: CHANGES_HARDWARE,
    // "-d DEV  Set the device to read from" picks one.
    notDescription: new RegExp(`^[^.;]*(${NOT_A_CHANGE.source}|\\b(device|drive) to (use|read|open|capture|play)\\b)`, 'i'),
    action: 'leave-out',
    why: "it changes the machine's hardware",
  },
  {
    applies: 'option',
    description: TRIMS_FILE_SYSTEMS,
    notDescription: NOT_A_CHANGE,
    action: 'leave-out',
    why: 'it trims file systems the call did not name',
  },
  {
    applies: 'option',
    command: /^(dpkg|dpkg-statoverride|dpkg-divert|ucf|ucfr)$/,
    name: CHANGES_PACKAGES,
    action: 'leave-out',
    why: 'it installs, removes or reconfigures the packages of the machine',
  },
  {
    applies: 'option',
    command: /^update-alternatives$/,
    name: CHANGES_ALTERNATIVES,
    action: 'leave-out',
    why: "it switches what the machine's commands run",
  },
];
