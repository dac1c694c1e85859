// `node test/hostile/lines.mjs [--count N] [--seed S]`: random JSON-RPC envelopes written as raw
// lines to the real bin/mcp-wrap over stdio (odd ids, wrong or missing `jsonrpc`, requests,
// notifications, responses, batches, garbage), after one valid initialize. Checked afterwards:
// every stdout line is JSON-RPC 2.0; every request is answered exactly once, with its id as
// written (a safe integer as the same JSON number) and the standard code; responses and
// notifications never; the server still answers a ping. Prints a summary; exits 1 on a finding.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/mcp-wrap', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../fixtures', import.meta.url));
const option = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const COUNT = option('--count', 2000);
let seed = option('--seed', Date.now() % 2 ** 31);
const SEED = seed;
const ANSWER_TIMEOUT_MS = 30_000;

/** A small deterministic generator (mulberry32), so a finding can be replayed with --seed. */
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}
const pick = (items) => items[Math.floor(random() * items.length)];

/** Id forms, each unique per line `n` so an answer can be matched to its line. `kind` says what MCP makes of it. */
const ID_FORMS = [
  (n) => ({ text: String(n), kind: 'id' }),
  (n) => ({ text: String(-n), kind: 'id' }),
  (n) => ({ text: `${n}e0`, kind: 'id' }),
  (n) => ({ text: `${9007199254740993n + BigInt(n)}`, kind: 'id' }),
  (n) => ({ text: `-${9007199254740993n + BigInt(n)}`, kind: 'id' }),
  (n) => ({ text: `${n}e300`, kind: 'id' }),
  (n) => ({ text: `${n}.5`, kind: 'fraction' }),
  (n) => ({ text: `${n}.00000000001`, kind: 'fraction' }),
  (n) => ({ text: JSON.stringify(`s-${n}`), kind: 'id' }),
  (n) => ({ text: JSON.stringify(`mcp-wrap:id:${n}`), kind: 'id' }),
  (n) => ({ text: JSON.stringify(`${'x'.repeat(5000)}-${n}`), kind: 'id' }),
  () => ({ text: 'null', kind: 'null' }),
];
const JSONRPC = [
  ['"jsonrpc":"2.0",', true],
  ['"jsonrpc":"2.0",', true],
  ['"jsonrpc":"2.0",', true],
  ['', false],
  ['"jsonrpc":"1.0",', false],
  ['"jsonrpc":2,', false],
];
const METHODS = [
  ['ping', '', 'result'],
  ['tools/list', '', 'result'],
  ['tools/call', ',"params":{"name":"greet","arguments":{"who":"fuzz"}}', 'result'],
  ['initialize', ',"params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"again","version":"1"}}', -32600],
  ['notifications/initialized', '', -32601],
  ['notifications/cancelled', ',"params":{"requestId":1}', -32601],
  ['no/such/method', '', -32601],
];

/** One line and what must come back for it: an answer to `idText` with `expect`, `null` answers, or nothing. */
function generate(n) {
  const [jsonrpc, validVersion] = pick(JSONRPC);
  const shape = pick(['request', 'request', 'request', 'notification', 'response', 'garbage', 'batch']);
  if (shape === 'garbage') return { line: pick(['{', 'not json', '"just a string"', '42', '{"jsonrpc":"2.0","id":1', '[]']), nullAnswers: 1 };
  if (shape === 'batch')
    return { line: `[{"jsonrpc":"2.0","id":${n},"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"}]`, nullAnswers: 1 };
  const [method, params, outcome] = pick(METHODS);
  if (shape === 'notification') return { line: `{${jsonrpc}"method":"${method}"${params}}`, nullAnswers: validVersion ? 0 : 1 };
  const id = pick(ID_FORMS)(n);
  if (shape === 'response')
    return {
      line: `{${jsonrpc}"id":${id.text},${pick(['"result":{}', '"error":{"code":-32603,"message":"x"}'])}}`,
      silentId: id.kind === 'null' ? undefined : id.text,
    };
  const line = `{${jsonrpc}"id":${id.text},"method":"${method}"${params}}`;
  if (id.kind === 'null') return { line, nullAnswers: 1 };
  const expected = id.kind === 'fraction' || !validVersion ? -32600 : outcome;
  return {
    line,
    idText: id.kind === 'fraction' || !/^-?\d/.test(id.text) || !Number.isSafeInteger(Number(id.text)) ? normalizeString(id.text) : String(Number(id.text)),
    expected,
  };
}

/** A string id's text as JSON.stringify writes it; a number's as sent. */
const normalizeString = (text) => (text.startsWith('"') ? JSON.stringify(JSON.parse(text)) : text);

/** The id of an answer line as text: JSON.stringify of a safe id, the digits as written of another. */
function idTextOf(line, message) {
  if (typeof message.id !== 'number' || Number.isSafeInteger(message.id)) return JSON.stringify(message.id);
  return [...line.matchAll(/"id":(-?\d[\d.eE+-]*)/g)].map((match) => match[1]).find((text) => Number(text) === message.id);
}

async function main() {
  const child = spawn(process.execPath, [BIN, `${FIXTURES}/wrappers/fixtures.yaml`, '--sandbox', 'off', '--log-level', 'error'], {
    env: { ...process.env, FIXTURES },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let exited;
  child.on('exit', (code, signal) => (exited = `exited ${code ?? signal}`));
  const lines = [];
  let partial = '';
  child.stdout.on('data', (chunk) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop();
    lines.push(...parts);
  });
  const write = (line) => child.stdin.write(`${line}\n`);
  const answered = (idText) => lines.some((line) => line.includes(`"id":${idText}`));
  const waitFor = async (idText) => {
    for (const deadline = Date.now() + ANSWER_TIMEOUT_MS; !answered(idText) && !exited && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };

  write(
    '{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"fuzz","version":"1"}}}',
  );
  await waitFor('"init"');
  write('{"jsonrpc":"2.0","method":"notifications/initialized"}');
  const cases = Array.from({ length: COUNT }, (_, index) => generate(index + 1));
  for (const { line } of cases) write(line);
  write('{"jsonrpc":"2.0","id":"last","method":"ping"}');
  await waitFor('"last"');
  // Tool calls may be answered after the ping: wait until stdout has been quiet for a second.
  for (let count = -1; count !== lines.length && !exited;) {
    count = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  child.stdin.end();

  const findings = [];
  const answers = new Map();
  let nullAnswers = 0;
  for (const line of lines) {
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      findings.push(`stdout line is not JSON: ${line.slice(0, 120)}`);
      continue;
    }
    if (message?.jsonrpc !== '2.0') findings.push(`not JSON-RPC 2.0: ${line.slice(0, 120)}`);
    if (message?.method !== undefined) continue; // the server's own notifications
    if (message.id === null) nullAnswers++;
    const idText = idTextOf(line, message);
    answers.set(idText, [...(answers.get(idText) ?? []), message]);
  }
  let requests = 0;
  for (const { line, idText, expected, silentId } of cases) {
    if (silentId !== undefined && answers.has(normalizeString(silentId))) findings.push(`answered a response: ${line.slice(0, 120)}`);
    if (idText === undefined) continue;
    requests++;
    const got = answers.get(idText) ?? [];
    const outcome = got.map((message) => (message.error ? message.error.code : 'result'));
    if (got.length !== 1 || outcome[0] !== expected) findings.push(`${line.slice(0, 120)}: expected one ${expected}, got ${JSON.stringify(outcome)}`);
  }
  const expectedNulls = cases.reduce((sum, { nullAnswers: count = 0 }) => sum + count, 0);
  if (nullAnswers !== expectedNulls) findings.push(`${nullAnswers} answers with id null, expected ${expectedNulls}`);
  if (!answered('"last"')) findings.push(`the server stopped serving (${exited ?? 'no answer to the last ping'}): ${stderr.slice(-500)}`);
  if (/RangeError|Maximum call stack|TypeError/.test(stderr)) findings.push(`stderr: ${stderr.slice(-500)}`);

  for (const finding of findings.slice(0, 20)) console.error(`FINDING ${finding}`);
  console.log(`stdio lines, seed ${SEED}: ${COUNT} lines (${requests} requests with an id), ${lines.length} lines out, ${findings.length} findings`);
  return findings.length === 0 ? 0 : 1;
}

process.exitCode = await main();
