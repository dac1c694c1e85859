// `npm run corpus`: the tables of format-tables.ts: per source for the held-out and the tuned
// programs, then per program and per dialect for each group, with each program's misses under
// them when asked (--misses: every source's, the help's first).
import { resolve } from 'node:path';
import { formatByDialect, formatBySource, formatTable } from './format-tables.js';
import { measureCorpus, MEASURED_SOURCES } from './measure.js';

const scores = await measureCorpus(resolve('test/generate-corpus'));
process.stdout.write(
  `Per source (each alone, then merged as generate merges them; n/a: the corpus has no such source for the program):\n\n${formatBySource(scores)}\n\n`,
);
for (const [title, group] of [
  ['Held out', scores.filter((score) => score.heldOut)],
  ['Tuned on', scores.filter((score) => !score.heldOut)],
] as const) {
  if (group.length > 0)
    process.stdout.write(
      `${title} (cells: options found · typed right · callable; callable by position: the call passes once its operands take the draft's names, matched by position):\n\n${formatTable(group)}\n\nHelp per dialect:\n\n${formatByDialect(group)}\n\n`,
    );
}
if (process.argv.includes('--misses')) {
  for (const score of scores) {
    const misses = MEASURED_SOURCES.flatMap((source) => {
      const draft = score.sources[source];
      const renamed = draft?.renamedByPosition ? [`callable by position, renamed ${draft.renamedByPosition.join(', ')}`] : [];
      return [...(draft?.problems ?? []), ...renamed].map((problem) => `  - ${source}: ${problem}`);
    });
    if (misses.length > 0) process.stdout.write(`\n${score.name}:\n${misses.join('\n')}\n`);
  }
}
