// Compiles mcp-wrap's two small C programs into dist/, static where the C library allows, with the
// machine's C compiler: the prepared sandbox's exec helper (src/sandbox/exec-helper.c) and the
// spawner that forks every run instead of the server (src/executor/spawner.c). Where there is no
// compiler (or not Linux), nothing is built: every sandboxed call starts bubblewrap afresh and the
// server forks its runs itself, as before either existed (docs/sandbox.md, docs/performance.md).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const HELPERS = [
  { source: 'src/sandbox/exec-helper.c', name: 'exec-helper', without: 'sandboxed calls will start bubblewrap afresh each time' },
  { source: 'src/executor/spawner.c', name: 'spawner', without: 'the server will fork every run itself' },
];

function build({ source, name, without }, compiler) {
  const output = `dist/${name}-linux-${process.arch}`;
  const common = ['-Os', '-s', '-Wall', '-Wextra', '-Werror', '-o', output, source];
  for (const flags of [['-static'], []]) {
    const result = spawnSync(compiler, [...flags, ...common], { encoding: 'utf8' });
    if (result.status === 0) return output;
  }
  rmSync(output, { force: true });
  process.stderr.write(`build: no ${name} (${compiler} could not compile ${source}): ${without}\n`);
  return undefined;
}

/** The helpers built, by path. */
export function buildNativeHelpers(env = process.env) {
  if (process.platform !== 'linux') return [];
  return HELPERS.map((helper) => build(helper, env.CC || 'cc')).filter(Boolean);
}
