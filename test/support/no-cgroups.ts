// Server cgroups where none can be made: runs are contained by the process table alone.
import type { ServerCgroups } from '../../src/containment/server-cgroups.js';

export const NO_CGROUPS: ServerCgroups = { createRun: () => undefined, enforcement: () => ({ containment: 'process table only' }), release: async () => {} };
