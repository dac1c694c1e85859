// The spawner, proved from outside: a run's parent is the spawner, never the server (which then
// never forks for a call), unless MCP_WRAP_NO_SPAWNER or MCP_WRAP_PLAIN says so; and the spawner
// ends with its server, closed or SIGKILLed.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { expectAllGone, FIXTURES } from '../support/fixtures.js';
import { connect, textOf } from '../support/mcp-client.js';

const WRAPPER = `${FIXTURES}wrappers/parent.yaml`;
const SPAWNER = fileURLToPath(new URL(`../../dist/spawner-linux-${process.arch}`, import.meta.url));
const noSpawner = existsSync(SPAWNER) ? undefined : `no ${SPAWNER}: the build found no C compiler (apt-get install gcc libc6-dev, then npm run build)`;
if (noSpawner && process.env.CI === 'true') throw new Error(`${noSpawner} (CI=true runs every test)`);
// On unless a test turns it off, also in CI's run with every shortcut off (MCP_WRAP_PLAIN=1): this shortcut is what is tested.
const SHORTCUT_ON = { MCP_WRAP_PLAIN: '0', MCP_WRAP_NO_SPAWNER: '0' };

const start = (env: Record<string, string> = {}) => connect([WRAPPER, '--sandbox', 'off'], { env: { ...SHORTCUT_ON, ...env } });

/** The parent of the call's program, read from its own /proc/self/stat. */
async function parentOfRun(client: Client): Promise<number> {
  const result = (await client.callTool({ name: 'stat', arguments: {} })) as CallToolResult;
  expect(result.isError, textOf(result)).toBe(false);
  return Number(textOf(result).split(') ')[1]!.split(' ')[1]);
}

const commandLineOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8');

(noSpawner ? describe.skip : describe)(noSpawner ? `the spawner [skipped: ${noSpawner}]` : 'the spawner', () => {
  it('starts every run: the server forks none', async () => {
    const { client, transport } = await start();
    const parents = [await parentOfRun(client), await parentOfRun(client)];
    expect(parents[0]).toBe(parents[1]);
    expect(parents[0]).not.toBe(transport.pid);
    expect(commandLineOf(parents[0]!)).toContain(`spawner-linux-${process.arch}`);
  });

  it.each(['MCP_WRAP_NO_SPAWNER', 'MCP_WRAP_PLAIN'])('is not used with %s=1: the server forks its runs', async (variable) => {
    const { client, transport } = await start({ [variable]: '1' });
    expect(await parentOfRun(client)).toBe(transport.pid);
  });

  it('ends with its server, closed or SIGKILLed', async () => {
    const closed = await start();
    const spawner = await parentOfRun(closed.client);
    await closed.client.close();
    await expectAllGone([spawner]);

    const killed = await start();
    const orphaned = await parentOfRun(killed.client);
    process.kill(killed.transport.pid!, 'SIGKILL');
    await expectAllGone([orphaned]);
  });
});
