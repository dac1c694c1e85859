// `mcp-wrap schema`: the JSON Schema of the wrapper format, for editors (the same one that
// validates wrapper files).
import { Command } from 'commander';
import { wrapperSchema } from '../definition/wrapper-schema.js';
import { EXIT_OK } from './cli-io.js';
import type { CommandContext } from './options.js';

export function schemaCommand({ io, setExitCode }: CommandContext): Command {
  return new Command('schema').description('print the JSON Schema of the wrapper format').action(() => {
    io.stdout.write(`${JSON.stringify(wrapperSchema, null, 2)}\n`);
    setExitCode(EXIT_OK);
  });
}
