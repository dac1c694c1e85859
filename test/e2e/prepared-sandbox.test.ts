// Prepared sandboxes, proved from outside: the next call of a tool runs in a bubblewrap made before
// it (PID 1 inside started a second before the call), sees nothing of the call before it, and no
// prepared sandbox outlives its server, closed or SIGKILLed.
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it, vi } from 'vitest';
import { expectAllGone, FIXTURES, processesMentioning } from '../support/fixtures.js';
import { connect, textOf } from '../support/mcp-client.js';
import { describeWithSandbox } from '../support/programs.js';
import { useWorkDir } from '../support/work-dir.js';

const WRAPPER = `${FIXTURES}wrappers/prepared.yaml`;
const work = useWorkDir('e2e-prepared');
/** How old (in clock ticks of 10 ms) a sandbox made ahead is at least when the call comes; one made for the call is younger (a Node start). */
const AHEAD_TICKS = 100;

interface Age {
  ticks: number;
  initEnv: string[];
  initArgv: string[];
}

async function age(client: Client, note = ''): Promise<Age> {
  const result = (await client.callTool({ name: 'age', arguments: { note } })) as CallToolResult;
  expect(result.isError, textOf(result)).toBe(false);
  return JSON.parse(textOf(result)) as Age;
}

// On unless a test turns it off, also in CI's run with every shortcut off (MCP_WRAP_PLAIN=1): this shortcut is what is tested.
const SHORTCUT_ON = { MCP_WRAP_PLAIN: '0', MCP_WRAP_NO_PREPARED_SANDBOX: '0' };
const start = (env: Record<string, string> = {}) => connect([WRAPPER, '--cwd', work.dir, '--sandbox', 'required'], { env: { ...SHORTCUT_ON, ...env } });

/** Prepared sandboxes of this test's folder (bwrap, its init and the helper: their command lines name both). */
const prepared = () => processesMentioning(work.dir).filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('exec-helper-linux-'));

/** Waits until a sandbox for this test's folder waits for a call, then a little longer, so that its age shows. */
async function spareReady(): Promise<number[]> {
  const pids = await vi.waitFor(() => {
    const found = prepared();
    if (found.length === 0) throw new Error('no prepared sandbox yet');
    return found;
  });
  await sleep(AHEAD_TICKS * 10 + 100);
  return pids;
}

/** The build compiles the exec helper where a C compiler exists; without it there is nothing to prepare. */
const HELPER = fileURLToPath(new URL(`../../dist/exec-helper-linux-${process.arch}`, import.meta.url));
const noHelper = existsSync(HELPER) ? undefined : `no ${HELPER}: the build found no C compiler (apt-get install gcc libc6-dev, then npm run build)`;
if (noHelper && process.env.CI === 'true') throw new Error(`${noHelper} (CI=true runs every test)`);

await (noHelper ? describe.skip : describeWithSandbox)(noHelper ? `prepared sandboxes [skipped: ${noHelper}]` : 'prepared sandboxes', () => {
  it('run the next call in a sandbox made before it, which holds nothing of the call before', async () => {
    const { client } = await start();
    // The first run of a tool's set-up prepares nothing (its runs might all differ), the second does.
    await age(client);
    const first = await age(client, 'first-call-secret');
    expect(first.ticks).toBeLessThan(AHEAD_TICKS);
    await spareReady();
    const second = await age(client);
    expect(second.ticks).toBeGreaterThanOrEqual(AHEAD_TICKS);
    expect(second.initArgv.some((arg) => /exec-helper-linux-/.test(arg))).toBe(true);
    expect(second.initEnv.join('\n')).not.toContain('first-call-secret');
    expect(second.initEnv.filter((entry) => !entry.startsWith('MCP_WRAP_RUN=') && entry !== '')).toEqual([]);
  });

  it.each(['MCP_WRAP_NO_PREPARED_SANDBOX', 'MCP_WRAP_PLAIN'])('are not made with %s=1: bwrap runs the program itself, made for its call', async (variable) => {
    const { client } = await start({ [variable]: '1' });
    await age(client);
    await age(client);
    await sleep(AHEAD_TICKS * 10 + 100);
    expect(prepared()).toEqual([]);
    const second = await age(client);
    expect(second.ticks).toBeLessThan(AHEAD_TICKS);
    expect(second.initArgv.some((arg) => /exec-helper-linux-/.test(arg))).toBe(false);
  });

  it('report a program that is not there as not found, prepared or not', async () => {
    const { client } = await start();
    for (let call = 0; call < 3; call++) {
      if (call === 2) await spareReady();
      const result = (await client.callTool({ name: 'missing', arguments: {} })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/mcp-wrap-no-such-program.*not found/);
    }
  });

  it("give a program that fails in bwrap's own words its result, prepared or not, not an error of the sandbox", async () => {
    const { client } = await start();
    for (let call = 0; call < 3; call++) {
      if (call === 2) await spareReady();
      const result = (await client.callTool({ name: 'says_bwrap', arguments: {} })) as CallToolResult;
      expect(result).toMatchObject({ isError: true, _meta: { exitCode: 1 } });
      expect(textOf(result)).toContain('bwrap: Unknown option --tmpfs');
      expect(textOf(result)).not.toContain('the sandbox could not start the program');
    }
  });

  it('end with their server, closed or SIGKILLed', async () => {
    const closed = await start();
    await age(closed.client);
    await age(closed.client);
    const waiting = await spareReady();
    await closed.client.close();
    await expectAllGone(waiting);

    const killed = await start();
    await age(killed.client);
    await age(killed.client);
    const left = await spareReady();
    process.kill(killed.transport.pid!, 'SIGKILL');
    await expectAllGone(left);
  });
});
