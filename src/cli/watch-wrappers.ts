// --watch: a wrapper file that changes is loaded again. If every file is valid, the server serves
// the new definitions and tells the client its lists changed; if not, the old definitions stay
// and every problem is logged (stderr and MCP logging).
import { DefinitionError, formatIssue } from '../definition/definition-error.js';
import { loadDefinitions } from '../definition/load-definition.js';
import type { WrapHost } from '../server/create-server.js';
import { UsageError } from './cli-io.js';
import { selectTools, type ToolSelection } from './select-tools.js';

/** Editors save in several steps; wait for the last one. */
const SETTLE_MS = 100;

export async function watchWrappers(
  files: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  wrap: Pick<WrapHost, 'replace' | 'log'>,
  selection: ToolSelection,
): Promise<() => Promise<void>> {
  const { watch } = await import('chokidar');
  const watcher = watch([...files], { ignoreInitial: true });
  let timer: NodeJS.Timeout | undefined;
  const reload = async () => {
    try {
      const loaded = await loadDefinitions(files, { env });
      const definitions = selectTools(loaded.definitions, selection);
      const { warnings } = loaded;
      await wrap.replace(definitions);
      for (const warning of warnings) wrap.log('warning', formatIssue(warning));
      const tools = definitions.reduce((count, definition) => count + definition.tools.length, 0);
      wrap.log('info', `reloaded ${files.join(', ')}: ${tools} tool(s)`);
    } catch (error) {
      if (error instanceof UsageError) return wrap.log('error', `kept the previous definitions: ${error.message}`);
      if (!(error instanceof DefinitionError)) throw error;
      wrap.log(
        'error',
        `kept the previous definitions: ${error.issues.length} problem(s) in the changed wrapper:\n${error.issues.map(formatIssue).join('\n')}`,
      );
    }
  };
  watcher.on('all', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), SETTLE_MS);
  });
  return async () => {
    clearTimeout(timer);
    await watcher.close();
  };
}
