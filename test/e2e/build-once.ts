// End-to-end tests drive the built bin/mcp-wrap: build it once, fresh, before they run.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
