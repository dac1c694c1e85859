// Rows of delimiter-separated values as objects keyed by the header row. Values stay strings:
// CSV has no types, and reading "007" as 7 would lose the zeros.
import { parse } from 'csv-parse/sync';

export function parseDelimited(text: string, delimiter: string, quote: string | null): Record<string, string>[] {
  return parse(text, { columns: true, delimiter, quote, skip_empty_lines: true, bom: true }) as Record<string, string>[];
}
