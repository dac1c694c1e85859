// Joins an option a help lists more than once into one.
import { flagOf, type HelpOption } from './help-types.js';

/**
 * Programs often list an option in two sections: keep the first. du lists `--time` and
 * `--time=WORD` apart: together they are one option whose value may be left out. ls's
 * "-p, --indicator-style=slash" is -p, a short name for one value of another option; unexpand's
 * `--tabs=N` and `--tabs=LIST`, two values of one option, take a text.
 */
export function dedupeOptions(options: HelpOption[]): HelpOption[] {
  const byKey = new Map<string, HelpOption>();
  for (const option of options) {
    const key = flagOf(option);
    const first = byKey.get(key);
    if (first && option.short && option.short !== first.short && option.inline && /^[a-z0-9][\w-]*$/.test(option.value ?? '')) {
      byKey.set(option.short, { optionalValue: false, inline: false, negatable: false, short: option.short, description: option.description });
      continue;
    }
    // zstd's "--format=zstd" ... "--format=lz4" on lines of their own: the values of one option.
    const literal = (candidate: HelpOption) => candidate.inline && !candidate.optionalValue && /^[a-z][\w-]*$/.test(candidate.value ?? '');
    if (first && literal(first) && literal(option)) byKey.set(key, { ...first, choices: [...(first.choices ?? [first.value!]), option.value!] });
    else if (!first) byKey.set(key, option);
    else if ((first.value === undefined) !== (option.value === undefined)) {
      const value = first.value ?? option.value!;
      byKey.set(key, { ...first, value, optionalValue: true, inline: true, description: [first.description, option.description].filter(Boolean).join('; ') });
      // unexpand's "--tabs=N" and "--tabs=LIST": either value, so a text.
      // tar's "This tar defaults to: --rsh-command=/usr/bin/rsh": a value written out is no other placeholder.
    } else if (
      first.value !== option.value &&
      first.inline === option.inline &&
      ![first.value, option.value].some((value) => /\s/.test(value!)) &&
      !/^[/\d.~]/.test(option.value!)
    )
      byKey.set(key, { ...first, value: 'VALUE', description: [first.description, option.description].join('; ') });
  }
  return [...byKey.values()];
}
