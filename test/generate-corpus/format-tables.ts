// The tables `npm run corpus` prints and README shows: per source (each alone, then merged) for the
// held-out and the tuned programs, per program (a cell per source, n/a where the corpus has none),
// and per dialect (the help's drafts).
import { MEASURED_SOURCES, type DraftScore, type MeasuredSource, type ProgramScore } from './measure.js';

const percent = (part: number, whole: number) => `${whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10}%`;

/** Drafts callable of those measured, strict, then with the operands matched by position: `192/260 (218 by position)`. */
const callable = (sums: Sums) => `${sums.callable}/${sums.programs} (${sums.callableByPosition} by position)`;

interface Sums {
  programs: number;
  documented: number;
  found: number;
  typedRight: number;
  callable: number;
  callableByPosition: number;
  unsafe: number;
}

function sumScores(scores: readonly DraftScore[]): Sums {
  const sum = (pick: (score: DraftScore) => number) => scores.reduce((total, score) => total + pick(score), 0);
  return {
    programs: scores.length,
    documented: sum((score) => score.documented),
    found: sum((score) => score.found),
    typedRight: sum((score) => score.typedRight),
    callable: sum((score) => (score.callable ? 1 : 0)),
    callableByPosition: sum((score) => (score.callableByPosition ? 1 : 0)),
    unsafe: sum((score) => score.unsafeOffered.length),
  };
}

/** The drafts of `source` among `scores`: programs without that source are left out (n/a), not counted as zero. */
function draftsFrom(scores: readonly ProgramScore[], source: MeasuredSource): DraftScore[] {
  return scores.flatMap((score) => score.sources[source] ?? []);
}

/** Per source, each alone then merged: for the held-out programs first, then the tuned ones beside them. */
export function formatBySource(scores: readonly ProgramScore[]): string {
  const groups = [scores.filter((score) => score.heldOut), scores.filter((score) => !score.heldOut)];
  const cells = (group: readonly ProgramScore[], source: MeasuredSource) => {
    const sums = sumScores(draftsFrom(group, source));
    if (sums.programs === 0) return '| n/a | | | | ';
    return `| ${sums.programs}/${group.length} | ${sums.found}/${sums.documented} (${percent(sums.found, sums.documented)}) | ${sums.found === 0 ? '-' : percent(sums.typedRight, sums.found)} | ${callable(sums)} | ${sums.unsafe} `;
  };
  const [heldOut, tuned] = groups as [ProgramScore[], ProgramScore[]];
  const rows = MEASURED_SOURCES.map((source) => `| ${source} ${cells(heldOut, source)}${cells(tuned, source)}|`);
  return [
    `| source | held out (${heldOut.length}): programs | options found | typed right | callable | unsafe offered | tuned (${tuned.length}): programs | options found | typed right | callable | unsafe offered |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The same help figures summed per dialect. */
export function formatByDialect(scores: readonly ProgramScore[]): string {
  const dialects = [...new Set(scores.map((score) => score.dialect))];
  const rows = dialects.map((dialect) => {
    const group = scores.filter((score) => score.dialect === dialect);
    const sums = sumScores(group);
    return `| ${dialect} | ${group.map((score) => score.name).join(', ')} | ${percent(sums.found, sums.documented)} | ${percent(sums.typedRight, sums.found)} | ${callable(sums)} |`;
  });
  return ['| dialect | programs | options found | typed right | callable |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** Per program, a cell per source (options found, typed right, callable, and what unsafe it offers); then sums per group and for all. */
export function formatTable(scores: readonly ProgramScore[]): string {
  const rows = scores.map(
    (score) => `| ${score.name} | ${score.dialect} | ${MEASURED_SOURCES.map((source) => formatCell(score.sources[source])).join(' | ')} |`,
  );
  const groups = [...new Set(scores.map((score) => score.added))].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
  const subtotals =
    groups.length < 2
      ? []
      : groups.map((added) =>
          formatTotal(
            added ? `added by ${added}` : 'first corpus',
            scores.filter((score) => score.added === added),
          ),
        );
  return [
    `| program | dialect | ${MEASURED_SOURCES.join(' | ')} |`,
    `|---|---|${MEASURED_SOURCES.map(() => '---|').join('')}`,
    ...rows,
    ...subtotals,
    formatTotal('all', scores),
  ].join('\n');
}

/** One draft's (or reading's) figures: options found of those documented · typed right · callable, and what unsafe it offers. */
function formatCell(score: DraftScore | undefined): string {
  if (score === undefined) return 'n/a';
  const callable = score.callable ? 'yes' : score.callableByPosition ? 'NO (yes by position)' : 'NO';
  const ran = score.ran === undefined ? '' : score.ran === 0 ? ' (ran)' : ` (exit ${score.ran})`;
  return `${score.found}/${score.documented} · ${score.typedRight} · ${callable}${ran}${score.unsafeOffered.length > 0 ? ` · unsafe: ${score.unsafeOffered.join(' ')}` : ''}`;
}

/** Per program, a cell per column (a reading or a draft scored against a reading), then a bold line of each column's sums. */
export function formatComparison(columns: readonly string[], rows: readonly (readonly [string, readonly DraftScore[]])[]): string {
  const total = (index: number) => {
    const sums = sumScores(rows.map(([, scores]) => scores[index]!));
    return `**${sums.found}/${sums.documented} (${percent(sums.found, sums.documented)}) · ${percent(sums.typedRight, sums.found)} · ${callable(sums)} · unsafe ${sums.unsafe}**`;
  };
  return [
    `| program | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---|').join('')}`,
    ...rows.map(([name, scores]) => `| ${name} | ${scores.map(formatCell).join(' | ')} |`),
    `| **all ${rows.length}** | ${columns.map((_, index) => total(index)).join(' | ')} |`,
  ].join('\n');
}

/** One bold line of sums per source: options found of those documented, typed right, drafts callable, unsafe offered. */
function formatTotal(label: string, scores: readonly ProgramScore[]): string {
  const cell = (source: MeasuredSource) => {
    const sums = sumScores(draftsFrom(scores, source));
    return sums.programs === 0
      ? 'n/a'
      : `**${sums.found}/${sums.documented} (${percent(sums.found, sums.documented)}) · ${sums.typedRight}${sums.found === 0 ? '' : ` (${percent(sums.typedRight, sums.found)})`} · ${callable(sums)}${sums.unsafe > 0 ? ` · unsafe ${sums.unsafe}` : ''}**`;
  };
  return `| **${label} ${scores.length}** | | ${MEASURED_SOURCES.map(cell).join(' | ')} |`;
}
