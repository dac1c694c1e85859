// `npm run corpus`: the tables of measure.ts (per program, per dialect), for the programs the parser was tuned on and then
// for the held-out ones, with each program's misses under them when asked (--misses).
import { resolve } from 'node:path';
import { formatByDialect, formatTable, measureCorpus } from './measure.js';

const scores = await measureCorpus(resolve('test/generate-corpus'));
for (const [title, group] of [['Tuned on', scores.filter((score) => !score.heldOut)], ['Held out', scores.filter((score) => score.heldOut)]] as const) {
  if (group.length > 0) process.stdout.write(`${title}:\n\n${formatTable(group)}\n\n${formatByDialect(group)}\n\n`);
}
if (process.argv.includes('--misses')) {
  for (const score of scores) if (score.problems.length > 0) process.stdout.write(`\n${score.name}:\n${score.problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
}
