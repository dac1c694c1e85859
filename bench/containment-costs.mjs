// S3-S6: what the containment of issue "Containment IV" adds to a /bin/true call, each against
// the raw cost of its mechanism measured in the same run: the default limits (a run's cgroups),
// an rlimit (a `prlimit` exec), the Unix socket filter (bubblewrap's `--seccomp`), a network list
// (the egress forwarder, a Node start inside the sandbox).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, connectClient, median, readBwrapArgv, SHOW_ARGV_COMMAND, timeInterleaved, writeSocketFilter } from './lib.mjs';

const ROUNDS = 3;
const CALLS = 200;
const FILE_SIZE = 1024 ** 3;
const PRLIMIT = '/usr/bin/prlimit';

const wrapperText = `name: containment
tools:
  limited: { description: /bin/true with the default limits, command: [/bin/true] }
  unlimited: { description: /bin/true without them, command: [/bin/true], limits: { memory: unlimited, processes: unlimited, tmp: unlimited } }
  file_size: { description: /bin/true through prlimit, command: [/bin/true], limits: { fileSize: 1GiB } }
  sockets_open: { description: /bin/true without the Unix socket filter, command: [/bin/true], sandbox: { unixSockets: true } }
  egress: { description: /bin/true with a network list, command: [/bin/true], sandbox: { network: [example.com] } }
  bwrap_argv: { description: The sandbox's own command line, command: ${SHOW_ARGV_COMMAND} }
`;

/**
 * The raw mechanism of the default limits: this process's main thread stepped into a memory and a
 * pids cgroup (v1, limits set once, as mcp-wrap keeps a run's) before a spawn and back after it,
 * against a plain spawn; ms added per spawn, or undefined where no such cgroup can be made here.
 */
async function rawCgroupSteps() {
  const own = Object.fromEntries(
    readFileSync('/proc/self/cgroup', 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(':'))
      .map(([, controllers, path]) => [controllers, path]),
  );
  const trees = [];
  try {
    for (const [controller, file, value] of [
      ['memory', 'memory.limit_in_bytes', 4 * 1024 ** 3],
      ['pids', 'pids.max', 1024],
    ]) {
      const home = join('/sys/fs/cgroup', controller, own[controller] ?? '/nowhere');
      const dir = join(home, `mcp-wrap-bench-${process.pid}`);
      mkdirSync(dir);
      trees.push({ home, dir });
      writeFileSync(join(dir, file), String(value));
    }
  } catch (error) {
    console.error(`S3: no raw cgroup figure (${error.message})`);
    for (const { dir } of trees) rmdirSync(dir);
    return undefined;
  }
  const step = (into) => () => trees.forEach((tree) => writeFileSync(join(tree[into], 'tasks'), String(process.pid)));
  const timeSpawn = async (enter = () => {}, leave = () => {}) => {
    const start = performance.now();
    enter();
    const child = spawn('/bin/true', [], { stdio: 'ignore' });
    leave();
    await new Promise((resolve) => child.on('exit', resolve));
    return performance.now() - start;
  };
  const times = { plain: [], stepped: [] };
  for (let call = 0; call < ROUNDS * CALLS; call++) {
    times.plain.push(await timeSpawn());
    times.stepped.push(await timeSpawn(step('dir'), step('home')));
  }
  for (const { dir } of trees) rmdirSync(dir);
  return median(times.stepped) - median(times.plain);
}

/** The sandbox's argv up to its `--`, as mcp-wrap ran it for a tool with the defaults. */
async function bwrapArgv(client) {
  const argv = await readBwrapArgv(client);
  return argv.slice(0, argv.indexOf('--') + 1);
}

/** S3-S6, with `--sandbox off` (S3, S4) and `--sandbox required` (all four). */
export async function containmentCosts(report, { minimal, work }) {
  const wrapper = join(work, 'containment.yaml');
  writeFileSync(wrapper, wrapperText);
  const cgroupSteps = await rawCgroupSteps();
  const filterFile = await writeSocketFilter(work);
  for (const mode of ['off', 'required']) {
    const ours = await connectClient([BIN, wrapper, '--cwd', work, '--sandbox', mode, '--log-level', 'error']);
    const sandboxed = mode === 'required';
    // The references: the minimal server spawning what mcp-wrap spawns, by hand.
    const [bwrap, ...bwrapArgs] = sandboxed ? await bwrapArgv(ours.client) : [];
    const withoutFilter = bwrapArgs.filter((arg, index, all) => arg !== '--seccomp' && all[index - 1] !== '--seccomp');
    const reference = (program, ...args) => (sandboxed ? [bwrap, '1', ...withoutFilter, program, ...args] : [program, '1', ...args]);
    const references = {
      plain: await connectClient([minimal, ...reference('/bin/true')]),
      prlimit: await connectClient([minimal, ...reference(PRLIMIT, `--fsize=${FILE_SIZE}`, '--', '/bin/true')]),
      ...(sandboxed && {
        node: await connectClient([minimal, ...reference(process.execPath, '-e', '0')]),
        ...(filterFile && { filter: await connectClient([minimal, bwrap, '1', ...bwrapArgs, '/bin/true'], { MINIMAL_SECCOMP: filterFile }) }),
      }),
    };
    const tools = sandboxed ? ['limited', 'unlimited', 'file_size', 'sockets_open', 'egress'] : ['limited', 'unlimited', 'file_size'];
    const sides = {
      ...Object.fromEntries(tools.map((tool) => [tool, { client: ours.client, tool, args: {} }])),
      ...Object.fromEntries(Object.entries(references).map(([name, side]) => [`ref_${name}`, { client: side.client, tool: 'tool_0', args: {} }])),
    };
    for (const [name, side] of Object.entries(sides)) {
      const result = await side.client.callTool({ name: side.tool, arguments: {} });
      if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
    }
    await timeInterleaved(sides, 1, 20);
    const times = await timeInterleaved(sides, ROUNDS, CALLS);
    for (const side of [ours, ...Object.values(references)]) await side.close();
    const p50 = Object.fromEntries(Object.entries(times).map(([name, values]) => [name, median(values)]));
    const where = sandboxed ? 'sandboxed' : '--sandbox off';
    report(
      'S3',
      `what the default limits add to a call (${where}); limit: stepping into a memory and a pids cgroup around a bare spawn`,
      p50.limited - p50.unlimited,
      cgroupSteps,
      'ms',
      'for information',
    );
    report(
      'S4',
      `what an rlimit adds to a call (limits.fileSize, ${where}); limit: prlimit's exec${sandboxed ? ' inside bwrap' : ''}`,
      p50.file_size - p50.limited,
      p50.ref_prlimit - p50.ref_plain,
      'ms',
      'for information',
    );
    if (!sandboxed) continue;
    if (filterFile)
      report(
        'S5',
        "what the Unix socket filter adds to a call; limit: bwrap's --seccomp with the same filter",
        p50.limited - p50.sockets_open,
        p50.ref_filter - p50.ref_plain,
        'ms',
        'for information',
      );
    report(
      'S6',
      'what network: [example.com] adds to a call (egress forwarder and proxy); limit: node -e 0 inside bwrap',
      p50.egress - p50.limited,
      p50.ref_node - p50.ref_plain,
      'ms',
      'for information',
    );
  }
}
