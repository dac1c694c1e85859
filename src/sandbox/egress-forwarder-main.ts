// The forwarder's entry, built to dist/egress-forwarder.cjs (scripts/build.mjs): see egress-forwarder.ts.
import { runForwarder } from './egress-forwarder.js';

runForwarder(process.argv.slice(2));
