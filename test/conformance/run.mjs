// `npm run test:conformance [-- --suite <name>]`: the official MCP conformance suite, once per
// protocol era, each against its own `mcp-wrap serve --http` serving wrapper.yaml. Each suite is
// installed into its own temporary folder at its pinned version (they need Node 22 or later) and
// judged against its expected-failures file, which lists what cannot apply, each with a reason.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// `--requirements 2026-07-28` runs the 37 scenarios that revision requires (frozen at its release),
// at its wire, plus the pending and extension ones, which are reported but never scored.
// (`--spec-version 2026-07-28` alone runs the "active" suite: 20 scenarios, without server-stateless,
// caching or any input-required-result-* scenario.)
const SUITES = [
  { name: '2025-11-25', pkg: '@modelcontextprotocol/conformance@0.1.16', args: [], expected: 'expected-failures.yml' },
  {
    name: '2026-07-28',
    pkg: '@modelcontextprotocol/conformance@0.2.0-alpha.12',
    args: ['--requirements', '2026-07-28'],
    expected: 'expected-failures-2026-07-28.yml',
    requirements: '2026-07-28',
  },
];
const here = fileURLToPath(new URL('.', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/mcp-wrap', import.meta.url));
const LOG_TAIL_LINES = 60;

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`the MCP conformance suites need Node 22 or later; this is ${process.version}`);
  process.exit(1);
}
const only = process.argv.includes('--suite') ? process.argv[process.argv.indexOf('--suite') + 1] : undefined;
const chosen = SUITES.filter((suite) => only === undefined || suite.name === only);
if (chosen.length === 0) {
  console.error(`unknown suite ${only}: one of ${SUITES.map((suite) => suite.name).join(', ')}`);
  process.exit(1);
}
const summaries = [];
for (const suite of chosen) summaries.push(await runSuite(suite));
console.log('\n== conformance summary');
for (const line of summaries.flat()) console.log(line);
process.exitCode = summaries.some((lines) => lines.failed) ? 1 : 0;

/** Installs, runs and judges one suite; returns its summary lines, with `failed` set when it did not pass. */
async function runSuite(suite) {
  const folder = mkdtempSync(join(tmpdir(), 'mcp-wrap-conformance-'));
  try {
    console.log(`\n== ${suite.pkg} ${suite.args.join(' ')} (${suite.name})`);
    const installed = spawnSync('npm', ['install', '--silent', '--no-save', '--no-package-lock', '--prefix', folder, suite.pkg], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (installed.status !== 0) throw new Error(`npm could not install ${suite.pkg}`);
    const server = await startServer();
    const pkgDir = join(folder, 'node_modules', '@modelcontextprotocol', 'conformance');
    const results = join(folder, 'results');
    const expectedFile = join(here, suite.expected);
    const run = spawnSync(
      process.execPath,
      [join(pkgDir, 'dist', 'index.js'), 'server', '--url', server.url, ...suite.args, '--expected-failures', expectedFile, '--output-dir', results],
      { stdio: 'inherit' },
    );
    server.process.kill('SIGTERM');
    const scored = suite.requirements ? readScored(join(pkgDir, 'requirements', `${suite.requirements}.yaml`)) : undefined;
    const lines = summarize(suite, judge(readResults(results), readExpected(expectedFile), scored));
    lines.failed = run.status !== 0 || lines.failed;
    if (lines.failed)
      console.error(`mcp-wrap's log, last ${LOG_TAIL_LINES} lines:\n${server.stderr().trimEnd().split('\n').slice(-LOG_TAIL_LINES).join('\n')}`);
    return lines;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One `mcp-wrap serve --http` on a free port, with the URL it printed. */
async function startServer() {
  const child = spawn(process.execPath, [bin, join(here, 'wrapper.yaml'), '--http', '127.0.0.1:0', '--cwd', here], { stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  const url = await new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const found = /over Streamable HTTP at (\S+)/.exec(stderr);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`mcp-wrap exited (${code}) before listening:\n${stderr}`)));
  });
  return { process: child, url, stderr: () => stderr };
}

/** The checks of each scenario run, from the suite's output folders (`server-<scenario>-<timestamp>/checks.json`). */
function readResults(results) {
  if (!existsSync(results)) return [];
  return readdirSync(results)
    .filter((entry) => existsSync(join(results, entry, 'checks.json')))
    .map((entry) => ({
      scenario: entry.replace(/^server-/, '').replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, ''),
      checks: JSON.parse(readFileSync(join(results, entry, 'checks.json'), 'utf8')),
    }));
}

/** Entries `scenario` or `scenario:check-id`, as the suite reads them. */
function readExpected(file) {
  return (parse(readFileSync(file, 'utf8'))?.server ?? []).map((entry) => {
    const colon = String(entry).indexOf(':');
    return colon === -1 ? { scenario: String(entry) } : { scenario: String(entry).slice(0, colon), check: String(entry).slice(colon + 1) };
  });
}

/** The scenarios a requirement set scores. */
function readScored(file) {
  return new Set(parse(readFileSync(file, 'utf8')).server);
}

/** The suite's own verdict, recomputed for the summary: a FAILURE or WARNING fails a check. */
function judge(runs, expected, scored) {
  const failing = (check) => check.status === 'FAILURE' || check.status === 'WARNING';
  const verdict = { checksPassed: 0, passed: [], expected: [], unexpected: [], stale: [], unmatched: [], notScored: [] };
  for (const { scenario, checks } of runs) {
    if (scored && !scored.has(scenario)) {
      verdict.notScored.push(`${checks.some(failing) ? '✗' : '✓'} ${scenario}`);
      continue;
    }
    const whole = expected.some((entry) => entry.scenario === scenario && !entry.check);
    const perCheck = expected.filter((entry) => entry.scenario === scenario && entry.check);
    if (whole) {
      (checks.some(failing) ? verdict.expected : verdict.stale).push(scenario);
      continue;
    }
    verdict.checksPassed += checks.filter((check) => check.status === 'SUCCESS').length;
    if (!checks.some(failing)) verdict.passed.push(scenario);
    else if (perCheck.length === 0) verdict.unexpected.push(scenario);
    else
      for (const check of checks.filter(failing))
        (perCheck.some((entry) => entry.check === check.id) ? verdict.expected : verdict.unexpected).push(`${scenario}:${check.id}`);
    for (const entry of perCheck) {
      const ran = checks.filter((check) => check.id === entry.check);
      if (ran.length === 0) verdict.unmatched.push(`${scenario}:${entry.check}`);
      else if (ran.every((check) => check.status === 'SUCCESS')) verdict.stale.push(`${scenario}:${entry.check}`);
    }
  }
  const ran = new Set(runs.map((run) => run.scenario));
  for (const entry of expected) if (!ran.has(entry.scenario)) verdict.unmatched.push(entry.check ? `${entry.scenario}:${entry.check}` : entry.scenario);
  return verdict;
}

/** The summary lines of one suite; `failed` when a failure was unexpected or an expected one passed. */
function summarize(suite, verdict) {
  const lines = [
    `${suite.name} (${suite.pkg}): ${verdict.passed.length} passed (${verdict.checksPassed} checks), ${verdict.expected.length} expected failures, ${verdict.unexpected.length} unexpected failures, ${verdict.stale.length} unexpected passes`,
  ];
  for (const name of verdict.unexpected) lines.push(`  unexpected failure: ${name}`);
  for (const name of verdict.stale) lines.push(`  unexpected pass, remove it from ${suite.expected}: ${name}`);
  for (const name of verdict.unmatched) lines.push(`  in ${suite.expected} but not run: ${name}`);
  if (verdict.notScored.length > 0) lines.push(`  not scored (run and reported only): ${verdict.notScored.join(', ')}`);
  lines.failed = verdict.unexpected.length > 0 || verdict.stale.length > 0;
  return lines;
}
