// `mcp-wrap doctor`: whether runs can be sandboxed on this machine, and why not, with the fix;
// which credential stores exist here and are hidden from every run; which paths stay read-only
// inside writable roots; whether host Unix sockets are closed; the Node version; then each
// guarantee a run gets here (with the default --sandbox on) and what makes it hold, or why not.
import { homedir } from 'node:os';
import { Command } from 'commander';
import { DEFAULT_SANDBOX } from '../definition/types.js';
import { currentServerCgroups } from '../containment/current-instance.js';
import { describeGuarantees, formatGuarantees } from '../sandbox/describe-guarantees.js';
import { detectSandbox } from '../sandbox/detect-sandbox.js';
import { PROTECTED_PATHS } from '../sandbox/protected-paths.js';
import { describeRlimits, findRlimitSetup } from '../sandbox/rlimits.js';
import { toSandboxPolicy } from '../sandbox/sandbox-policy.js';
import { EXIT_FAILURE, EXIT_OK } from './cli-io.js';
import type { CommandContext } from './options.js';
import { describeInitProblem } from '../containment/init-process.js';

const SUPPORTED_NODE_MAJORS = [20, 22, 24];

export function doctorCommand({ io, setExitCode }: CommandContext): Command {
  return new Command('doctor')
    .description('check that the OS sandbox works here (and say why not and how to fix it), what it hides, and what it protects')
    .action(async () => {
      const found = await detectSandbox(io.env);
      const home = io.env.HOME ?? homedir();
      const hidden = toSandboxPolicy({ settings: DEFAULT_SANDBOX, roots: [], baseDir: home, commandPaths: [] }, home, home).hide.map((path) =>
        path.replace(home, '~'),
      );
      const major = Number(process.versions.node.split('.')[0]);
      const initProblem = describeInitProblem();
      const lines = [
        found.ok
          ? `sandbox   ok: ${found.sandbox.name} ran a test program with no network, a private /tmp and no Unix sockets`
          : `sandbox   not available: ${found.reason}`,
        ...(found.ok
          ? []
          : [
              `          fix: ${found.remedy}`,
              '          until then `--sandbox on` (the default) runs tools unsandboxed with a warning, and `--sandbox required` refuses to run them',
            ]),
        `hidden    ${hidden.length > 0 ? `${hidden.length} credential store(s) found here, unreadable for every sandboxed run: ${hidden.join(', ')}` : 'no credential store found here'}`,
        ...(found.ok
          ? [`sockets   ${found.sandbox.unixSocketsOpen ?? 'host Unix sockets closed to every tool but those with `sandbox: {unixSockets: true}`'}`]
          : []),
        `protected ${PROTECTED_PATHS.length} names and paths, read-only inside writable roots (found at any depth; what a run creates there is moved aside after it, also without the sandbox): ${PROTECTED_PATHS.join(', ')}`,
        ...(initProblem ? [`init      ${initProblem}`] : []),
        `node      ${process.version}${SUPPORTED_NODE_MAJORS.includes(major) ? '' : ` (mcp-wrap is tested on Node ${SUPPORTED_NODE_MAJORS.join(', ')})`}`,
      ];
      const cgroups = currentServerCgroups();
      const enforcement = cgroups.enforcement();
      await cgroups.release();
      const rlimits = describeRlimits(findRlimitSetup(io.env, enforcement.processes !== undefined), found.ok && found.sandbox.name.startsWith('bubblewrap'));
      const guarantees = describeGuarantees({ mode: 'on', sandbox: found, cgroups: enforcement, rlimits });
      lines.push('guarantees for every run here (--sandbox on, the default):', ...formatGuarantees(guarantees).map((line) => `  ${line}`));
      io.stdout.write(`${lines.join('\n')}\n`);
      setExitCode(found.ok ? EXIT_OK : EXIT_FAILURE);
    });
}
