import type { Adapter } from './types.js';

// stdout is one JSON value per line (blank lines skipped): the value is their array.
const ndjson: Adapter = (stdout) => ({
  structuredContent: stdout.split('\n').flatMap((line, index) => {
    if (!line.trim()) return [];
    try {
      return [JSON.parse(line) as unknown];
    } catch (error) {
      throw new Error(`line ${index + 1}: ${(error as Error).message}`, { cause: error });
    }
  }),
});

export default ndjson;
