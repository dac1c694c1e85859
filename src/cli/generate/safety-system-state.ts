// Safety rules for options that change the machine rather than the call's files: its clocks, the
// kernel's settings, devices and mounted file systems, the packages installed, other processes'
// priority. A sandboxed call is refused most of these, but a draft run with `--sandbox off`, or by
// root, is not. Part of the one rule list (safety-rules.ts), in its order.

import type { SafetyRule } from './safety-match.js';

/** Sets a clock of the machine: hwclock's --systohc "set the RTC from the system time", --adjust "adjust the RTC ...", --update-drift "update the RTC drift factor" (round 33). */
const SETS_A_CLOCK =
  /^(set|sets|adjust|adjusts|update|updates|sync|syncs|synchroni[sz]es?)\b[^.;]*\b(system (time|clock|date)|hardware clock|rtc|real[- ]time clock)\b/i;
/** Hands settings to the kernel: hwclock's --systz "send timescale configurations to the kernel" (round 33). */
const SETS_THE_KERNEL =
  /^(send|sends|write|writes|load|loads|pass|passes|set|sets|apply|applies)\b[^.;]*\bto the kernel\b|^(set|sets|write|writes|load|loads|change|changes)\b[^.;]*\bkernel (parameters?|settings?|variables?|tunables?)\b/i;
/**
 * Changes a device: losetup's --detach "detach one or more devices", --set-capacity "resize the device", --find "find
 * first unused device" (it claims one), zramctl's --reset "reset all specified devices", blockdev's --rereadpt "reread
 * partition table" (round 33; zramctl, round 31), wdctl's --settimeout "set watchdog timeout" (round 32).
 */
const CHANGES_A_DEVICE =
  /^(detach|detaches|attach|attaches|resize|resizes|reset|resets)\b[^.;]*\bdevices?\b|\b(re-?reads?|rescans?) (the )?partition tables?\b|^(find|finds) (a |the )?(first )?(free|unused) ([\w-]+ )?device\b|^set (the )?(watchdog|pre-timeout)\b/i;
/** Trims file systems the call did not name: fstrim's --all "trim mounted filesystems", --fstab "trim filesystems from /etc/fstab" (round 33). */
const TRIMS_FILE_SYSTEMS = /^trims?\b[^.;]*\bfile ?systems\b/i;

/** sysctl, the kernel's settings by name: its writes and loads say "read values from file" (round 32). */
const SYSCTL_WRITES = /^(-w|--write|-p|--load|-f|--system)$/;
/** Package managers and Debian's tools for its package database, by name: their actions carry no words a rule could read (dpkg's `-i|--install <.deb file name>...`). */
const PACKAGE_TOOLS = /^(dpkg|rpm|dpkg-statoverride|dpkg-divert|update-alternatives|ucf|ucfr)$/;
/**
 * Their actions that install, remove or reconfigure what the machine has (round 33's dpkg, dpkg-statoverride, ucf and
 * ucfr; round 32's dpkg-divert and update-alternatives), and dpkg's --force-<thing>, which overrides its checks.
 */
const CHANGES_PACKAGES =
  /^--(install|unpack|record-avail|configure|triggers-only|remove|purge|set-selections|clear-selections|update-avail|merge-avail|clear-avail|add-architecture|remove-architecture|erase|upgrade|freshen|reinstall|add|remove-all|auto|set|all|config|force|force-[\w<>-]+)$/;

/** Options that change the machine's clock, kernel, devices or file systems. */
export const SYSTEM_STATE_RULES: readonly SafetyRule[] = [
  {
    applies: 'option',
    description: SETS_A_CLOCK,
    notDescription: /\b(do not|don't|without|predict|predicts)\b/i,
    action: 'leave-out',
    why: "it sets the machine's clock",
  },
  { applies: 'option', description: SETS_THE_KERNEL, action: 'leave-out', why: "it changes the kernel's settings" },
  { applies: 'option', command: /^sysctl$/, name: SYSCTL_WRITES, action: 'leave-out', why: "it changes the kernel's settings" },
  // Its operands are variables it reads, or writes when given as `name=value`.
  { applies: 'operand', command: /^sysctl$/, action: 'leave-out', why: "its operands set the kernel's settings when they carry a value" },
  { applies: 'option', description: CHANGES_A_DEVICE, action: 'leave-out', why: 'it changes a device of the machine' },
  { applies: 'option', description: TRIMS_FILE_SYSTEMS, action: 'leave-out', why: 'it trims file systems the call did not name' },
  {
    applies: 'option',
    command: PACKAGE_TOOLS,
    name: CHANGES_PACKAGES,
    action: 'leave-out',
    why: 'it installs, removes or reconfigures the packages of the machine',
  },
];
