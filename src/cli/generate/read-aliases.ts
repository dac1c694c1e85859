// LLVM's cl::opt help lists a short name on a line of its own, "-a  Alias for --all": one option,
// not two. The alias becomes the short name of the option it names, when the help lists that option
// and it has no short name yet; an alias of an option the help does not list stays as it is, and so
// do several aliases of one option (llvm-size's -A, -B and -m "Alias for --format": one format each).
import type { HelpOption } from './help-types.js';

/** llvm-strings' "Alias for --all", llvm-dwarfdump's "- Alias for --find." */
const ALIAS_FOR = /^(- )?alias for (--?[\w-]+)\.?$/i;

/** The options, each "Alias for --name" line folded into the option it names. */
export function withAliases(options: readonly HelpOption[]): HelpOption[] {
  const targets = options.map((option) => ALIAS_FOR.exec(option.description)?.[2]);
  const folded = new Map<string, string>();
  for (const [index, option] of options.entries()) {
    const target = targets[index];
    const named = target && options.find((candidate) => candidate.long === target);
    const alone = targets.filter((other) => other === target).length === 1;
    if (named && alone && option.short && !option.long && !named.short) folded.set(option.short, target);
  }
  return options.flatMap((option) => {
    if (option.short && folded.has(option.short) && !option.long) return [];
    const short = [...folded].find(([, target]) => target === option.long)?.[0];
    return short ? [{ ...option, short }] : [option];
  });
}
