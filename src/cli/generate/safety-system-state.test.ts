import { describe } from 'vitest';
import { option, itJudgesEachRow, type SafetyRow } from '../../../test/support/safety-subjects.js';

// One row per rule of safety-system-state.ts, from the programs of round 33 (marked "measured"), and the options beside
// them that only read or only touch what the call names: what the help says, in which command, and what the whole rule
// list (in its order) does with it.
const ROWS: SafetyRow[] = [
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
    'measured (round 31): zramctl --reset "reset all specified devices"',
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
];

describe('safety rules for the machine: clocks, the kernel, devices, file systems', () => {
  itJudgesEachRow(ROWS);
});
