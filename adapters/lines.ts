import type { Adapter } from './types.js';

// stdout as its lines, without the final newline's empty one.
const lines: Adapter = (stdout) => {
  const all = stdout.split(/\r?\n/);
  if (all[all.length - 1] === '') all.pop();
  return { structuredContent: all };
};

export default lines;
