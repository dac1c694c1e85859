// Compiles the prepared sandbox's exec helper (src/sandbox/exec-helper.c) into
// dist/exec-helper-linux-<arch>, static where the C library allows, with the machine's C compiler.
// Where there is none (or not Linux), nothing is built and every sandboxed call starts bubblewrap
// afresh, as it did before prepared sandboxes (docs/sandbox.md).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const SOURCE = 'src/sandbox/exec-helper.c';

export function buildExecHelper(env = process.env) {
  if (process.platform !== 'linux') return undefined;
  const output = `dist/exec-helper-linux-${process.arch}`;
  const compiler = env.CC || 'cc';
  const common = ['-Os', '-s', '-Wall', '-Wextra', '-Werror', '-o', output, SOURCE];
  for (const flags of [['-static'], []]) {
    const result = spawnSync(compiler, [...flags, ...common], { encoding: 'utf8' });
    if (result.status === 0) return output;
  }
  rmSync(output, { force: true });
  process.stderr.write(`build: no exec helper (${compiler} could not compile ${SOURCE}): sandboxed calls will start bubblewrap afresh each time\n`);
  return undefined;
}
