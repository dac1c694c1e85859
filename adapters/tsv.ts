import { parseDelimited } from './delimited.js';
import type { Adapter } from './types.js';

// Tab-separated values with a header row; as in the IANA format, quotes are ordinary characters.
const tsv: Adapter = async (stdout) => ({ structuredContent: await parseDelimited(stdout, '\t', null) });

export default tsv;
