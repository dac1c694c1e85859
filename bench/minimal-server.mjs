// The physical limit mcp-wrap is measured against: the smallest MCP server the SDK allows, whose
// tools/call spawns the program with a plain child_process.spawn and returns its stdout. The
// benchmarks run it bundled into one CommonJS file by esbuild, as mcp-wrap's CLI is.
// Usage: node minimal-server.mjs <program> [tool count] [argument ...]
import { spawn } from 'node:child_process';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { benchTool } from './tools.mjs';

const [program, count = '1', ...args] = process.argv.slice(2);
const tools = Array.from({ length: Number(count) }, (_, index) => benchTool(index));

const server = new Server({ name: 'minimal', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
server.setRequestHandler(
  CallToolRequestSchema,
  () =>
    new Promise((resolve) => {
      const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const chunks = [];
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.resume();
      child.on('close', (code) => resolve({ content: [{ type: 'text', text: Buffer.concat(chunks).toString() }], isError: code !== 0 }));
    }),
);
void server.connect(new StdioServerTransport());
