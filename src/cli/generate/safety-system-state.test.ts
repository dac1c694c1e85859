import { describe } from 'vitest';
import type { SafetySubject } from './safety-match.js';
import { operand, option, itJudgesEachRow, type SafetyRow } from '../../../test/support/safety-subjects.js';

// One row per rule of safety-system-state.ts, from the programs of round 33 (marked "measured"), and the options beside
// them that only read or only touch what the call names: what the help says, in which command, and what the whole rule
// list (in its order) does with it.
/** A program as its man page's NAME line describes it: the command subject a draft judges. */
const program = (name: string, summary: string): SafetySubject => ({ kind: 'command', names: [name], description: summary });

const ROWS: SafetyRow[] = [
  [
    'measured (round 35): mount --all "mount all filesystems mentioned in fstab"',
    option(['--all', '-a'], undefined, 'mount all filesystems mentioned in fstab'),
    ['mount'],
    'leave-out',
  ],
  [
    'measured (round 35): mount --target "explicitly specifies mountpoint"',
    option(['--target', '-N'], '<target>', 'explicitly specifies mountpoint'),
    ['mount'],
    'leave-out',
  ],
  [
    'measured (round 35): mount --make-rprivate "recursively mark a whole subtree as private"',
    option(['--make-rprivate'], undefined, 'recursively mark a whole subtree as private'),
    ['mount'],
    'leave-out',
  ],
  ['measured (round 35): swapon -L "synonym for LABEL=<label>"', option(['-L'], '<label>', 'synonym for LABEL=<label>'), ['swapon'], 'leave-out'],
  ['measured (round 35): umount --all "unmount all filesystems"', option(['--all', '-a'], undefined, 'unmount all filesystems'), ['umount'], 'leave-out'],
  ['measured (round 35): mount <source>', operand('source'), ['mount'], 'leave-out'],
  [
    'measured (round 35): mount --read-only "mount the filesystem read-only (same as -o ro)" only shapes a mount',
    option(['--read-only', '-r'], undefined, 'mount the filesystem read-only (same as -o ro)'),
    ['mount'],
    undefined,
  ],
  [
    'a program that mounts nothing: the rule is for mount, umount and swapon',
    option(['--all'], undefined, 'mount all filesystems mentioned in fstab'),
    ['fstab-lint'],
    undefined,
  ],
  [
    'measured (round 35): useradd "create a new user or update default new user information"',
    program('useradd', 'create a new user or update default new user information'),
    ['useradd'],
    'leave-out',
  ],
  ['measured (round 35): usermod "modify a user account"', program('usermod', 'modify a user account'), ['usermod'], 'leave-out'],
  ['measured (round 35): groupadd "create a new group"', program('groupadd', 'create a new group'), ['groupadd'], 'leave-out'],
  [
    'measured (round 35): gpasswd "administer /etc/group and /etc/gshadow"',
    program('gpasswd', 'administer /etc/group and /etc/gshadow'),
    ['gpasswd'],
    'leave-out',
  ],
  ['measured (round 35): passwd "change user password"', program('passwd', 'change user password'), ['passwd'], 'leave-out'],
  ['measured (round 35): chgrp "change group ownership"', program('chgrp', 'change group ownership'), ['chgrp'], undefined],
  [
    'measured (round 35): chgrp\'s help, "Change the group of each FILE to GROUP."',
    program('chgrp', 'Change the group of each FILE to GROUP.'),
    ['chgrp'],
    undefined,
  ],
  ['review (stop 45): chpasswd "update passwords in batch mode"', program('chpasswd', 'update passwords in batch mode'), ['chpasswd'], 'leave-out'],
  ['review (stop 45): newusers "update and create new users in batch"', program('newusers', 'update and create new users in batch'), ['newusers'], 'leave-out'],
  [
    'review (stop 45): chown\'s spec "Change the user and/or group ownership"',
    program('chown', 'Change the user and/or group ownership of each given file'),
    ['chown'],
    undefined,
  ],
  ['review (stop 45): su "change user ID or become superuser"', program('su', 'change user ID or become superuser'), ['su'], undefined],
  [
    'review (stop 45): umount --all-targets "unmount all mountpoints for the given device" shapes one unmount',
    option(['--all-targets', '-A'], undefined, 'unmount all mountpoints for the given device in the current namespace'),
    ['umount'],
    undefined,
  ],
  [
    'createuser "define a new PostgreSQL user account" (a role of a database)',
    program('createuser', 'define a new PostgreSQL user account'),
    ['createuser'],
    undefined,
  ],
  [
    'measured (round 34): chage --maxdays "set maximum number of days before password change to MAX_DAYS"',
    option(['--maxdays', '-M'], 'MAX_DAYS', 'set maximum number of days before password change to MAX_DAYS'),
    ['chage'],
    'leave-out',
  ],
  [
    'measured (round 34): chage --warndays "set expiration warning days to WARN_DAYS"',
    option(['--warndays', '-W'], 'WARN_DAYS', 'set expiration warning days to WARN_DAYS'),
    ['chage'],
    'leave-out',
  ],
  [
    'measured (round 34): chage --list "show account aging information"',
    option(['--list', '-l'], undefined, 'show account aging information'),
    ['chage'],
    undefined,
  ],
  [
    'review (stop 44): jhead -ft "Sets the file\'s system time stamp to what is stored in the Exif header"',
    option(['-ft'], undefined, "Sets the file's system time stamp to what is stored in the Exif header"),
    ['jhead'],
    undefined,
  ],
  [
    'review (stop 44): timedatectl --adjust-system-clock "Adjust system clock when changing local RTC mode"',
    option(['--adjust-system-clock'], undefined, 'Adjust system clock when changing local RTC mode'),
    ['timedatectl'],
    undefined,
  ],
  ['review (stop 44): dpkg --force-help "Show help on forcing."', option(['--force-help'], undefined, 'Show help on forcing.'), ['dpkg'], undefined],
  ['review (stop 44): a device option that says it does not detach', option(['--keep'], undefined, 'do not detach the devices on exit'), ['demo'], 'plain'],
  [
    'measured (round 33): hwclock --systohc "set the RTC from the system time"',
    option(['--systohc', '-w'], undefined, 'set the RTC from the system time'),
    ['hwclock'],
    'leave-out',
  ],
  [
    'measured (round 33): hwclock --hctosys "set the system time from the RTC"',
    option(['--hctosys', '-s'], undefined, 'set the system time from the RTC'),
    ['hwclock'],
    'leave-out',
  ],
  [
    'measured (round 33): hwclock --update-drift "update the RTC drift factor"',
    option(['--update-drift'], undefined, 'update the RTC drift factor'),
    ['hwclock'],
    'leave-out',
  ],
  [
    'measured (round 33): hwclock --systz "send timescale configurations to the kernel"',
    option(['--systz'], undefined, 'send timescale configurations to the kernel'),
    ['hwclock'],
    'leave-out',
  ],
  [
    'measured (round 33): hwclock --predict "predict the drifted RTC time according to --date" only prints',
    option(['--predict'], undefined, 'predict the drifted RTC time according to --date'),
    ['hwclock'],
    undefined,
  ],
  ['measured (round 33): hwclock --show "display the RTC time"', option(['--show', '-r'], undefined, 'display the RTC time'), ['hwclock'], undefined],
  [
    'measured (round 33): losetup --detach "detach one or more devices"',
    option(['--detach', '-d'], '<loopdev>...', 'detach one or more devices'),
    ['losetup'],
    'leave-out',
  ],
  [
    'measured (round 33): losetup --set-capacity "resize the device"',
    option(['--set-capacity', '-c'], '<loopdev>', 'resize the device'),
    ['losetup'],
    'leave-out',
  ],
  ['measured (round 33): losetup --find "find first unused device"', option(['--find', '-f'], undefined, 'find first unused device'), ['losetup'], 'leave-out'],
  [
    'measured (round 33): losetup --associated "list all devices associated with <file>" only reads the file',
    option(['--associated', '-j'], '<file>', 'list all devices associated with <file>'),
    ['losetup'],
    'path',
  ],
  [
    'measured (round 29): zramctl --reset "reset all specified devices"',
    option(['--reset', '-r'], undefined, 'reset all specified devices'),
    ['zramctl'],
    'leave-out',
  ],
  ['measured (round 33): blockdev --rereadpt "reread partition table"', option(['--rereadpt'], undefined, 'reread partition table'), ['blockdev'], 'leave-out'],
  ['measured (round 33): fstrim --all "trim mounted filesystems"', option(['--all', '-a'], undefined, 'trim mounted filesystems'), ['fstrim'], 'leave-out'],
  [
    'measured (round 33): fstrim --listed-in "trim filesystems listed in specified files"',
    option(['--listed-in', '-I'], '<list>', 'trim filesystems listed in specified files'),
    ['fstrim'],
    'leave-out',
  ],
  [
    'measured (round 33): fstrim --offset "the offset in bytes to start discarding from"',
    option(['--offset', '-o'], '<num>', 'the offset in bytes to start discarding from'),
    ['fstrim'],
    undefined,
  ],
  ['measured (round 29): wdctl --settimeout "set watchdog timeout"', option(['--settimeout', '-s'], '<sec>', 'set watchdog timeout'), ['wdctl'], 'leave-out'],
  ['measured (round 29): zramctl --find "find a free device"', option(['--find', '-f'], undefined, 'find a free device'), ['zramctl'], 'leave-out'],
  [
    'measured (round 32): sysctl --system "read values from all system directories"',
    option(['--system'], undefined, 'read values from all system directories'),
    ['sysctl'],
    'leave-out',
  ],
  [
    'measured (round 32): sysctl --write "enable writing a value to variable"',
    option(['--write', '-w'], undefined, 'enable writing a value to variable'),
    ['sysctl'],
    'leave-out',
  ],
  [
    'measured (round 32): sysctl --values "print only values of the given variable(s)"',
    option(['--values'], undefined, 'print only values of the given variable(s)'),
    ['sysctl'],
    undefined,
  ],
  ["measured (round 32): sysctl's variable[=value] operands", operand('variable'), ['sysctl'], 'leave-out'],
  ['measured (round 33): dpkg -i|--install <.deb file name>...', option(['--install', '-i'], '<.deb file name>...', ''), ['dpkg'], 'leave-out'],
  [
    'measured (round 33): dpkg --add-architecture "Add <arch> to the list of architectures."',
    option(['--add-architecture'], '<arch>', 'Add <arch> to the list of architectures.'),
    ['dpkg'],
    'leave-out',
  ],
  [
    'measured (round 33): dpkg --print-architecture "Print dpkg architecture."',
    option(['--print-architecture'], undefined, 'Print dpkg architecture.'),
    ['dpkg'],
    undefined,
  ],
  [
    'measured (round 33): ucf --purge "Remove any reference to destination from records"',
    option(['--purge', '-p'], undefined, 'Remove any reference to destination from records'),
    ['ucf'],
    'leave-out',
  ],
  [
    'measured (round 32): update-alternatives --auto "switch the master link <name> to automatic mode."',
    option(['--auto'], '<name>', 'switch the master link <name> to automatic mode.'),
    ['update-alternatives'],
    'leave-out',
  ],
  [
    'measured (round 32): update-alternatives --display "display information about the <name> group."',
    option(['--display'], '<name>', 'display information about the <name> group.'),
    ['update-alternatives'],
    undefined,
  ],
];

describe('safety rules for the machine: clocks, the kernel, devices, file systems', () => {
  itJudgesEachRow(ROWS);
});
