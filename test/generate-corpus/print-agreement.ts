// `npm run corpus:agreement`: for each program read twice blind (expected/ and second-reading/), the two
// readings scored against each other, beside the merged draft scored against each: how far the draft
// is from either reader, and how far the readers are from each other (what no draft can pass).
import { resolve } from 'node:path';
import { formatComparison } from './format-tables.js';
import { measureCorpus } from './measure.js';
import { measureAgreement } from './writer-agreement.js';

const corpus = resolve('test/generate-corpus');
const readings = await measureAgreement(corpus);
const only = readings.map(({ name }) => name);
const againstFirst = await measureCorpus(corpus, { only });
const againstSecond = await measureCorpus(corpus, { expectations: 'second-reading', only });
const merged = (scores: typeof againstFirst, name: string) => scores.find((score) => score.name === name)!.sources.merged!;
process.stdout.write(
  `Cells: options found · typed right · callable (by position) · unsafe offered; "2nd against 1st" scores the second reading as if it were a draft, against the first as the expectation.\n\n${formatComparison(
    ['2nd against 1st', '1st against 2nd', 'draft against 1st', 'draft against 2nd'],
    readings.map(({ name, secondAgainstFirst, firstAgainstSecond }) => [
      name,
      [secondAgainstFirst, firstAgainstSecond, merged(againstFirst, name), merged(againstSecond, name)],
    ]),
  )}\n`,
);
if (process.argv.includes('--misses'))
  for (const { name, secondAgainstFirst } of readings)
    if (secondAgainstFirst.problems.length > 0)
      process.stdout.write(`\n${name}:\n${secondAgainstFirst.problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
