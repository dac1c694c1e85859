import type { Adapter } from './types.js';

// stdout is one JSON value.
const json: Adapter = (stdout) => ({ structuredContent: JSON.parse(stdout) as unknown });

export default json;
