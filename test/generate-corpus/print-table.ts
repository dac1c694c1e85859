// `npm run corpus`: the tables of measure.ts (per program, per dialect), with each program's misses under them when asked (--misses).
import { resolve } from 'node:path';
import { formatByDialect, formatTable, measureCorpus } from './measure.js';

const scores = await measureCorpus(resolve('test/generate-corpus'));
process.stdout.write(`${formatTable(scores)}\n\n${formatByDialect(scores)}\n`);
if (process.argv.includes('--misses')) {
  for (const score of scores) if (score.problems.length > 0) process.stdout.write(`\n${score.name}:\n${score.problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
}
