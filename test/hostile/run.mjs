// `npm run test:hostile`: every hostile value (values.mjs) in every string argument of every
// bundled wrapper and of an argv-echoing fixture, through the real bin/mcp-wrap. After each call
// the OS is asked whether anything escaped: a command ran (the mark file exists), something was
// written outside the root, or the text of a file outside it (or a secret of the server's
// environment) came back. Prints `N calls, M rejected, K literal, E escapes`; exits 1 on any escape.
// `--sandbox off` proves mcp-wrap's own checks alone; `--sandbox required` proves them inside the OS
// sandbox, with the folders the detectors watch outside /tmp, which a sandboxed run sees as an
// empty private folder (where a sandboxed write outside the root fails, a command that ran cannot
// leave the mark either: that pass proves the file-system and environment boundaries).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { hostileValues, WRONG_TYPES } from './values.mjs';

const BIN = fileURLToPath(new URL('../../bin/mcp-wrap', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../fixtures', import.meta.url));
const WRAPPERS = ['git', 'grep', 'jq', 'sqlite3', 'curl', 'tar', 'find', 'pandoc', `${FIXTURES}/wrappers/fixtures.yaml`];
const CANARY = `CANARY-${process.pid}-outside-the-root`;
const ENV_SECRET = `ENVSECRET-${process.pid}-never-shown`;

const SANDBOX = process.argv[process.argv.indexOf('--sandbox') + 1];
if (!process.argv.includes('--sandbox') || !['off', 'required'].includes(SANDBOX)) throw new Error('usage: run.mjs --sandbox off|required');

const work = realpathSync(mkdtempSync(join(SANDBOX === 'off' || !existsSync('/var/tmp') ? tmpdir() : '/var/tmp', 'mcp-wrap-hostile-')));
const root = join(work, 'root');
const outside = join(work, 'outside');
const mark = join(work, 'pwned');
const canary = join(outside, 'canary.txt');

function prepare() {
  mkdirSync(join(root, 'sub'), { recursive: true });
  mkdirSync(join(root, 'out'));
  mkdirSync(outside);
  writeFileSync(canary, `${CANARY}\n`);
  writeFileSync(join(outside, 'canary.json'), JSON.stringify({ canary: CANARY }));
  writeFileSync(join(root, 'a.txt'), 'x marks the spot\n');
  writeFileSync(join(root, 'data.json'), '{"a": 1}\n');
  writeFileSync(join(root, 'doc.md'), '# Title\n\nText.\n');
  symlinkSync('../outside', join(root, 'link-out'));
  symlinkSync('../outside/planted.txt', join(root, 'dangling'));
  symlinkSync('loop', join(root, 'loop'));
  const git = (...args) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Hostile');
  git('config', 'user.email', 'hostile@example.com');
  git('add', 'a.txt', 'data.json', 'doc.md');
  git('commit', '--quiet', '-m', 'start');
  execFileSync('sqlite3', [join(root, 'db.sqlite'), 'CREATE TABLE t(a); INSERT INTO t VALUES (1);']);
  execFileSync('tar', ['-cf', join(root, 'archive.tar'), '-C', root, 'a.txt']);
}

/** What a call needs besides the slot under test. */
function baseArguments(tool, url) {
  return (
    {
      git_file_at_revision: { path: 'a.txt' },
      git_blame: { file: 'a.txt' },
      git_grep: { pattern: 'x' },
      git_add: { paths: ['a.txt'] },
      git_commit: { message: 'msg', all: true },
      git_switch: { branch: 'main' },
      git_restore: { paths: ['a.txt'] },
      grep_search: { pattern: 'x' },
      jq_query: { filter: '.', input: '{}' },
      jq_files: { filter: '.', files: ['data.json'] },
      sqlite_tables: { database: 'db.sqlite' },
      sqlite_schema: { database: 'db.sqlite' },
      sqlite_query: { database: 'db.sqlite', sql: 'SELECT 1;' },
      sqlite_execute: { database: 'db.sqlite', sql: 'SELECT 1;' },
      http_get: { url },
      http_request: { url },
      tar_list: { archive: 'archive.tar' },
      tar_extract: { archive: 'archive.tar', destination: 'out' },
      pandoc_convert: { to: 'html', input: 'doc.md' },
      pandoc_text: { to: 'html', text: 'hi' },
      greet: { who: 'Ann' },
    }[tool] ?? {}
  );
}

/** String arguments (and arrays of strings) that take free text: the slots. */
function slotsOf(tool) {
  return Object.entries(tool.inputSchema.properties ?? {}).flatMap(([name, schema]) => {
    if (schema.type === 'string' && !schema.enum) return [{ name, array: false }];
    if (schema.type === 'array' && schema.items?.type === 'string' && !schema.items.enum) return [{ name, array: true }];
    return [];
  });
}

/** A URL slot always points at this machine: hostile text goes into the path, never the host. */
function toLoopbackUrl(value, url) {
  return typeof value === 'string' && /^[a-z]+:\/\/127\.0\.0\.1[:/]/.test(value) ? value : `${url}${typeof value === 'string' ? value : ''}`;
}

function textOf(result) {
  const items = (result.content ?? []).map((item) => item.text ?? item.resource?.text ?? '');
  return `${items.join('\n')}\n${JSON.stringify(result.structuredContent ?? null)}`;
}

/**
 * For the echo fixture: the value reached the program intact, as one argv token, stdin or env. A
 * path may arrive as README says: the absolute path a `..` value landed on, or `./` before a value
 * that looks like a URL or host:path.
 */
function arrivedIntact(text, value, root) {
  let echoed;
  try {
    echoed = JSON.parse(text.slice(0, text.lastIndexOf('\n')));
  } catch {
    return false;
  }
  const forms = [value, `./${value}`, `--greeting=Hello ${value}`];
  return (
    forms.some((form) => echoed.argv.includes(form)) ||
    echoed.stdin === value ||
    echoed.env?.WRAP_VALUE === value ||
    echoed.argv.some((token) => token.startsWith(`${root}/`))
  );
}

const outsideListing = () => readdirSync(outside).sort().join('\n');

async function main() {
  prepare();
  const http = createServer((request, response) => response.end(`ok ${request.url}\n`));
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${http.address().port}/`;
  const values = hostileValues({ mark, outside, canary });
  const expectedOutside = outsideListing();
  const counts = { calls: 0, rejected: 0, literal: 0, escapes: 0 };
  const escapes = [];

  for (const wrapper of WRAPPERS) {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, wrapper, '--cwd', root, '--yes', '--sandbox', SANDBOX, '--log-level', 'error'],
      env: { ...process.env, FIXTURES, HOSTILE_SECRET_TOKEN: ENV_SECRET },
      stderr: 'ignore',
    });
    const client = new Client({ name: 'hostile', version: '1' });
    await client.connect(transport);
    const { tools } = await client.listTools();
    const isEcho = wrapper.endsWith('fixtures.yaml');
    for (const tool of tools) {
      if (isEcho && !['echo', 'greet', 'echo_files'].includes(tool.name)) continue;
      for (const slot of slotsOf(tool)) {
        const inputs = [...values, ...WRONG_TYPES];
        for (const value of inputs) {
          const slotValue = slot.name === 'url' ? toLoopbackUrl(value, url) : value;
          const args = { ...baseArguments(tool.name, url), [slot.name]: slot.array && typeof slotValue === 'string' ? [slotValue] : slotValue };
          const result = await client
            .callTool({ name: tool.name, arguments: args }, undefined, { timeout: 120_000 })
            .catch((error) => ({ isError: true, content: [{ type: 'text', text: `protocol error: ${error.message}` }] }));
          counts.calls++;
          const text = textOf(result);
          const wasRejected = result.isError && / was not run: /.test(text);
          const reasons = [];
          if (text.includes(CANARY)) reasons.push('read a file outside the root');
          if (text.includes(ENV_SECRET)) reasons.push("showed the server's secret environment");
          if (existsSync(mark)) reasons.push('ran a command');
          if (outsideListing() !== expectedOutside) reasons.push(`wrote outside the root (${outsideListing()})`);
          if (isEcho && !wasRejected && typeof slotValue === 'string' && !arrivedIntact(textOf(result), slotValue, root))
            reasons.push('did not arrive as given');
          if (reasons.length > 0) {
            counts.escapes++;
            escapes.push(`${tool.name}.${slot.name} = ${JSON.stringify(value).slice(0, 120)}: ${reasons.join(', ')}`);
            rmSync(mark, { force: true });
            for (const entry of readdirSync(outside))
              if (!expectedOutside.split('\n').includes(entry)) rmSync(join(outside, entry), { recursive: true, force: true });
          } else if (wasRejected) counts.rejected++;
          else counts.literal++;
        }
      }
    }
    await client.close();
    console.error(`${wrapper}: ${counts.calls} calls so far`);
  }
  http.close();
  for (const escape of escapes) console.error(`ESCAPE ${escape}`);
  console.log(`--sandbox ${SANDBOX}: ${counts.calls} calls, ${counts.rejected} rejected, ${counts.literal} literal, ${counts.escapes} escapes`);
  return counts.escapes === 0 ? 0 : 1;
}

/** Where no sandbox works, the sandboxed pass is skipped with the reason (under CI=true it fails). */
function sandboxMissing() {
  if (SANDBOX === 'off') return undefined;
  const doctor = spawnSync(process.execPath, [BIN, 'doctor'], { encoding: 'utf8' });
  return doctor.status === 0 ? undefined : doctor.stdout.split('\n', 1)[0];
}

try {
  const missing = sandboxMissing();
  if (missing && process.env.CI !== 'true') console.log(`--sandbox ${SANDBOX}: skipped (${missing})`);
  else if (missing) throw new Error(`${missing} (CI=true runs every pass)`);
  else process.exitCode = await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
