import { parseDelimited } from './delimited.js';
import type { Adapter } from './types.js';

// Comma-separated values with a header row and RFC 4180 quoting.
const csv: Adapter = async (stdout) => ({ structuredContent: await parseDelimited(stdout, ',', '"') });

export default csv;
