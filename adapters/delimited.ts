// Rows of delimiter-separated values as objects keyed by the header row. Values stay strings:
// CSV has no types, and reading "007" as 7 would lose the zeros.
export async function parseDelimited(text: string, delimiter: string, quote: string | null): Promise<Record<string, string>[]> {
  // Loaded when used: only CSV and TSV tools need the parser.
  const { parse } = await import('csv-parse/sync');
  return parse<Record<string, string>>(text, { columns: true, delimiter, quote, skip_empty_lines: true, bom: true });
}
