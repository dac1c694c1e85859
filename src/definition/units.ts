// Durations and sizes as people write them in YAML: `500ms`, `30s`, `2m`, `256KiB`, or bare numbers.

const DURATION = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/i;
const MS_PER_UNIT: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

const SIZE = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|kib|mib|gib)?$/i;
const BYTES_PER_UNIT: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** Milliseconds, or undefined when the value is not a duration. */
export function parseDuration(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  const match = DURATION.exec(value.trim());
  if (!match) return undefined;
  return Math.round(Number(match[1]) * MS_PER_UNIT[match[2]!.toLowerCase()]!);
}

/** Bytes, or undefined when the value is not a size. */
export function parseSize(value: number | string): number | undefined {
  let bytes = Number.NaN;
  if (typeof value === 'number') bytes = Math.floor(value);
  else {
    const match = SIZE.exec(value.trim());
    if (match) bytes = Math.floor(Number(match[1]) * BYTES_PER_UNIT[(match[2] ?? 'b').toLowerCase()]!);
  }
  // Sizes are byte counts: past 2^53 a number no longer holds one exactly (and ~310 digits make Infinity).
  return Number.isSafeInteger(bytes) && bytes >= 0 ? bytes : undefined;
}

export function describeDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000}m`;
  if (ms >= 1000 && ms % 1000 === 0) return `${ms / 1000}s`;
  return `${ms}ms`;
}

/** A size as a wrapper would write it: the largest binary unit it is a whole number of (`10MiB`), else bytes. */
export function describeSize(bytes: number): string {
  for (const unit of ['GiB', 'MiB', 'KiB']) {
    const per = BYTES_PER_UNIT[unit.toLowerCase()]!;
    if (bytes >= per && bytes % per === 0) return `${bytes / per}${unit}`;
  }
  return String(bytes);
}
