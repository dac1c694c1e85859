import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { connect, textOf } from '../support/mcp-client.js';
import { describeWith } from '../support/programs.js';
import { useWorkDir } from '../support/work-dir.js';

const work = useWorkDir('e2e-wrappers');

/** Calls a tool of a bundled wrapper served with the test's directory as base directory. */
async function call(wrapper: string, tool: string, args: Record<string, unknown>, ...options: string[]) {
  const { client } = await connect([wrapper, '--cwd', work.dir, ...options]);
  return (await client.callTool({ name: tool, arguments: args })) as CallToolResult;
}

const files = (entries: Record<string, string>) => {
  for (const [path, content] of Object.entries(entries)) {
    mkdirSync(join(work.dir, path, '..'), { recursive: true });
    writeFileSync(join(work.dir, path), content);
  }
};

describeWith(['grep'], 'grep', () => {
  it('finds lines, recursively, with paths and line numbers', async () => {
    files({ 'src/a.ts': 'const needle = 1;\n', 'src/b.ts': 'nothing here\n', 'node_modules/x/c.ts': 'needle\n' });
    const result = await call('grep', 'grep_search', { pattern: 'needle' });
    expect(result).toMatchObject({ isError: false, content: [{ text: './src/a.ts:1:const needle = 1;\n' }] });
  });

  it('no match is an empty answer, not an error', async () => {
    files({ 'a.txt': 'hay\n' });
    const result = await call('grep', 'grep_search', { pattern: 'needle' });
    expect(result).toMatchObject({ isError: false, content: [{ text: '(no output)' }], _meta: { exitCode: 1 } });
  });

  it('lists matching files only, filtered by name', async () => {
    files({ 'a.md': 'Needle\n', 'b.txt': 'needle\n' });
    const result = await call('grep', 'grep_search', { pattern: 'needle', ignore_case: true, files_only: true, include: ['*.md'] });
    expect(textOf(result)).toBe('./a.md\n');
  });

  it('refuses paths outside the base directory', async () => {
    const result = await call('grep', 'grep_search', { pattern: 'root', paths: ['/etc'] });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('is outside the allowed root');
  });
});

describeWith(['jq'], 'jq', () => {
  it('refuses filters that import or include modules, naming the argument', async () => {
    for (const filter of ['import "../../etc/x" as x; .', 'include "x" {search: "/"}; .', '.a | include "y"; .']) {
      const result = await call('jq', 'jq_query', { filter, input: '{}' });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('argument `filter` must match');
    }
    expect((await call('jq', 'jq_query', { filter: '.import', input: '{"import": 1}' })).structuredContent).toEqual({ result: [1] });
  });

  it("env and $ENV reveal nothing of the server's environment but PATH", async () => {
    const { client } = await connect(['jq', '--cwd', work.dir], { env: { SERVICE_TOKEN: 'tok-123456', OTHER_SETTING: 'x' } });
    const result = (await client.callTool({ name: 'jq_query', arguments: { filter: '[env, $ENV] | map(keys)', input: 'null' } })) as CallToolResult;
    const [envKeys, dollarKeys] = (result.structuredContent as { result: string[][][] }).result[0]!;
    expect(envKeys).toEqual(dollarKeys);
    expect(envKeys).toContain('PATH');
    expect(envKeys).not.toContain('SERVICE_TOKEN');
    expect(envKeys).not.toContain('OTHER_SETTING');
    expect(envKeys).not.toContain('HOME');
  });

  it('filters JSON text, results as structured values', async () => {
    const result = await call('jq', 'jq_query', { filter: '.items[] | {name}', input: '{"items": [{"name": "a", "n": 1}, {"name": "b", "n": 2}]}' });
    expect(result).toMatchObject({ isError: false, structuredContent: { result: [{ name: 'a' }, { name: 'b' }] } });
    expect(textOf(result)).toBe('{"name":"a"}\n{"name":"b"}\n');
  });

  it('reads files', async () => {
    files({ 'package.json': '{"dependencies": {"b": "1", "a": "2"}}' });
    const result = await call('jq', 'jq_files', { filter: '.dependencies | keys', files: ['package.json'] });
    expect(result.structuredContent).toEqual({ result: [['a', 'b']] });
  });

  it("reports a bad filter with jq's message", async () => {
    const result = await call('jq', 'jq_query', { filter: '.[', input: '{}' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^jq exited with code 3:[\s\S]*syntax error/);
  });

  it('reports input that is not JSON', async () => {
    const result = await call('jq', 'jq_query', { filter: '.', input: 'not json' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('parse error');
  });
});

describeWith(['sqlite3'], 'sqlite3', () => {
  const database = () => {
    const path = join(work.dir, 'shop.db');
    execFileSync('sqlite3', [
      path,
      "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT, zip TEXT); INSERT INTO users (name, zip) VALUES ('Ann', '007'), ('Bo, Jr', '10115');",
    ]);
    return 'shop.db';
  };

  it('SQL cannot run shell dot-commands, write through .output, or ATTACH another file (-safe)', async () => {
    const db = database();
    const attempts = [
      `.shell touch ${join(work.dir, 'pwned')}`,
      `.output ${join(work.dir, 'written.txt')}\nSELECT 1;`,
      `ATTACH DATABASE '${join(work.dir, 'other.db')}' AS other; CREATE TABLE other.t(a);`,
      `SELECT writefile('${join(work.dir, 'written.txt')}', 'x');`,
    ];
    for (const sql of attempts) {
      const result = await call('sqlite3', 'sqlite_execute', { database: db, sql }, '--yes');
      expect(result.isError, sql).toBe(true);
    }
    expect(readdirSync(work.dir).filter((name) => ['pwned', 'written.txt', 'other.db'].includes(name))).toEqual([]);
  });

  it('lists tables and shows the schema', async () => {
    const db = database();
    expect(textOf(await call('sqlite3', 'sqlite_tables', { database: db }))).toBe('users\n');
    expect(textOf(await call('sqlite3', 'sqlite_schema', { database: db }))).toContain('CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT, zip TEXT);');
  });

  it('runs a read-only query: CSV text and rows as structured content', async () => {
    const result = await call('sqlite3', 'sqlite_query', { database: database(), sql: 'SELECT name, zip FROM users ORDER BY id' });
    expect(result).toMatchObject({
      isError: false,
      structuredContent: {
        result: [
          { name: 'Ann', zip: '007' },
          { name: 'Bo, Jr', zip: '10115' },
        ],
      },
    });
    expect(textOf(result)).toBe('name,zip\nAnn,007\n"Bo, Jr",10115\n');
  });

  it('refuses to write through sqlite_query', async () => {
    const db = database();
    const result = await call('sqlite3', 'sqlite_query', { database: db, sql: "INSERT INTO users (name) VALUES ('Eve')" });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('attempt to write a readonly database');
    expect(execFileSync('sqlite3', [join(work.dir, db), 'SELECT count(*) FROM users'], { encoding: 'utf8' })).toBe('2\n');
  });

  it('writes through sqlite_execute only once confirmed', async () => {
    const db = database();
    const refused = await call('sqlite3', 'sqlite_execute', { database: db, sql: "INSERT INTO users (name) VALUES ('Eve')" });
    expect(textOf(refused)).toContain("needs the user's confirmation");
    expect((await call('sqlite3', 'sqlite_execute', { database: db, sql: "INSERT INTO users (name) VALUES ('Eve')" }, '--yes')).isError).toBe(false);
    expect(execFileSync('sqlite3', [join(work.dir, db), 'SELECT count(*) FROM users'], { encoding: 'utf8' })).toBe('3\n');
  });
});

describeWith(['curl'], 'curl', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/missing') {
          response.writeHead(404, { 'content-type': 'application/json' }).end('{"error": "no such thing"}');
          return;
        }
        if (request.url === '/moved') {
          response.writeHead(302, { location: '/json' }).end();
          return;
        }
        response
          .writeHead(200, { 'content-type': 'application/json', 'x-test': 'yes' })
          .end(JSON.stringify({ method: request.method, url: request.url, body, accept: request.headers.accept ?? null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a URL with brackets as one request: no curl globbing', async () => {
    const result = await call('curl', 'http_get', { url: `${base}/page[1-20]` });
    expect(result.isError).toBe(false);
    expect(JSON.parse(textOf(result))).toMatchObject({ url: '/page[1-20]' });
  });

  it('gets a URL, following redirects, with headers sent', async () => {
    const result = await call('curl', 'http_get', { url: `${base}/moved`, headers: ['Accept: application/json'] });
    expect(JSON.parse(textOf(result))).toEqual({ method: 'GET', url: '/json', body: '', accept: 'application/json' });
  });

  it('shows the response headers on request', async () => {
    const result = await call('curl', 'http_get', { url: `${base}/json`, include_headers: true });
    expect(textOf(result)).toMatch(/^HTTP\/1\.1 200 OK\r?\n[\s\S]*x-test: yes/i);
  });

  it('an HTTP error is an isError result that keeps the body', async () => {
    const result = await call('curl', 'http_get', { url: `${base}/missing` });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('curl exited with code 22: curl: (22) The requested URL returned error: 404');
    expect(textOf(result)).toContain('{"error": "no such thing"}');
  });

  it('sends a request with a method and a body', async () => {
    const result = await call('curl', 'http_request', {
      method: 'PUT',
      url: `${base}/items/1`,
      body: '{"name": "x"}',
      headers: ['Content-Type: application/json'],
    });
    expect(JSON.parse(textOf(result))).toMatchObject({ method: 'PUT', url: '/items/1', body: '{"name": "x"}' });
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/x', '-o /tmp/x'])('refuses %s: HTTP(S) URLs only', async (url) => {
    const result = await call('curl', 'http_get', { url });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('argument `url` must match /^https?:/// (pattern)');
  });
});

describeWith(['tar', 'bsdtar'], 'tar', () => {
  const archive = () => {
    files({ 'src/one.txt': 'one\n', 'src/sub/two.txt': 'two\n' });
    execFileSync('tar', ['-czf', join(work.dir, 'bundle.tgz'), '-C', join(work.dir, 'src'), '.']);
    return 'bundle.tgz';
  };

  it('lists an archive', async () => {
    const text = textOf(await call('tar', 'tar_list', { archive: archive() }));
    expect(text).toMatch(/\.\/one\.txt\n/);
    expect(text).toMatch(/\.\/sub\/two\.txt\n/);
  });

  it('extracts into a directory inside the root, keeping existing files', async () => {
    const tgz = archive();
    files({ 'out/one.txt': 'mine\n' });
    const result = await call('tar', 'tar_extract', { archive: tgz, destination: 'out' });
    expect(result.isError).toBe(false);
    expect(readFileSync(join(work.dir, 'out', 'sub', 'two.txt'), 'utf8')).toBe('two\n');
    expect(readFileSync(join(work.dir, 'out', 'one.txt'), 'utf8')).toBe('mine\n');
    await call('tar', 'tar_extract', { archive: tgz, destination: 'out', overwrite: true });
    expect(readFileSync(join(work.dir, 'out', 'one.txt'), 'utf8')).toBe('one\n');
  });

  it('refuses a destination outside the allowed root', async () => {
    const result = await call('tar', 'tar_extract', { archive: archive(), destination: '/tmp' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('argument `destination`: path /tmp is outside the allowed root');
  });

  describe('hostile archives', () => {
    // work/root is the allowed root; work/outside must stay empty.
    const setUp = () => {
      mkdirSync(join(work.dir, 'root', 'out'), { recursive: true });
      mkdirSync(join(work.dir, 'outside'));
      mkdirSync(join(work.dir, 'staging'));
      return { root: join(work.dir, 'root'), staging: join(work.dir, 'staging') };
    };
    const callIn = async (root: string, tool: string, args: Record<string, unknown>) => {
      const { client } = await connect(['tar', '--cwd', root]);
      return (await client.callTool({ name: tool, arguments: args })) as CallToolResult;
    };
    const outside = () => readdirSync(join(work.dir, 'outside'));

    it('an archive name with a colon is a local file, never a remote host reached through rsh', async () => {
      const { root } = setUp();
      execFileSync('tar', ['-cf', join(root, 'localhost:x.tar'), '-C', root, 'out']);
      const result = await callIn(root, 'tar_list', { archive: 'localhost:x.tar' });
      expect(result.isError).toBe(false);
      expect(textOf(result)).toContain('out/');
    });

    it('does not write through a symlink that exists in the destination', async () => {
      const { root, staging } = setUp();
      symlinkSync('../../outside', join(root, 'out', 'link'));
      mkdirSync(join(staging, 'link'));
      writeFileSync(join(staging, 'link', 'evil.txt'), 'evil\n');
      execFileSync('tar', ['-cf', join(root, 'a.tar'), '-C', staging, 'link/evil.txt']);
      const kept = await callIn(root, 'tar_extract', { archive: 'a.tar', destination: 'out' });
      expect(kept.isError).toBe(true);
      expect(textOf(kept)).toContain('Cannot extract through symlink');
      expect(outside()).toEqual([]);
      // overwrite replaces the link itself with a directory: still nothing outside.
      await callIn(root, 'tar_extract', { archive: 'a.tar', destination: 'out', overwrite: true });
      expect(outside()).toEqual([]);
      expect(readFileSync(join(root, 'out', 'link', 'evil.txt'), 'utf8')).toBe('evil\n');
    });

    it('does not write through a symlink the archive planted itself', async () => {
      const { root, staging } = setUp();
      symlinkSync('../../outside', join(staging, 'lnk'));
      execFileSync('tar', ['-cf', join(root, 'b.tar'), '-C', staging, 'lnk']);
      rmSync(join(staging, 'lnk'));
      mkdirSync(join(staging, 'lnk'));
      writeFileSync(join(staging, 'lnk', 'planted.txt'), 'planted\n');
      execFileSync('tar', ['-rf', join(root, 'b.tar'), '-C', staging, 'lnk/planted.txt']);
      const result = await callIn(root, 'tar_extract', { archive: 'b.tar', destination: 'out' });
      expect(result.isError).toBe(true);
      expect(outside()).toEqual([]);
    });

    it('refuses members with ".." and strips a leading "/"', async () => {
      const { root, staging } = setUp();
      writeFileSync(join(staging, 'f'), 'x');
      execFileSync('tar', ['-cf', join(root, 'c.tar'), '-C', staging, '--transform', 's,^,../../outside/,', 'f']);
      execFileSync('tar', ['-cPf', join(root, 'd.tar'), join(work.dir, 'outside')]);
      const dotted = await callIn(root, 'tar_extract', { archive: 'c.tar', destination: 'out' });
      expect(dotted.isError).toBe(true);
      expect(textOf(dotted)).toContain("Path contains '..'");
      const absolute = await callIn(root, 'tar_extract', { archive: 'd.tar', destination: 'out' });
      expect(absolute.isError).toBe(false);
      expect(outside()).toEqual([]);
      expect(existsSync(join(root, 'out', work.dir.slice(1), 'outside'))).toBe(true);
    });
  });
});

describeWith(['find'], 'find', () => {
  it('cannot be turned into a writing or executing find: options in the path are refused', async () => {
    for (const path of ['-fprint', `-fprint ${join(work.dir, 'x')}`, '-delete', '-exec']) {
      const result = await call('find', 'find_files', { path });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('argument `path`');
    }
  });

  it('finds files by name and type, as lines and a list', async () => {
    files({ 'docs/a.md': '', 'docs/deep/b.md': '', 'docs/c.txt': '' });
    const result = await call('find', 'find_files', { path: 'docs', name: '*.md', type: 'f' });
    expect([...(result.structuredContent as { result: string[] }).result].sort()).toEqual(['docs/a.md', 'docs/deep/b.md']);
  });

  it('limits the depth', async () => {
    files({ 'docs/a.md': '', 'docs/deep/b.md': '' });
    const result = await call('find', 'find_files', { path: 'docs', max_depth: 1, type: 'f' });
    expect(result.structuredContent).toEqual({ result: ['docs/a.md'] });
  });

  it('does not follow a symbolic link out of the root', async () => {
    mkdirSync(join(work.dir, 'tree'));
    symlinkSync('/etc', join(work.dir, 'tree', 'etc-link'));
    const result = await call('find', 'find_files', { path: 'tree', name: 'passwd' });
    expect(result.structuredContent).toEqual({ result: [] });
  });

  it('refuses an option where the path goes', async () => {
    const result = await call('find', 'find_files', { path: '-delete' });
    expect(result.isError).toBe(true);
  });
});

describeWith(['pandoc'], 'pandoc', () => {
  it('a URL given as the input file is a file name, never fetched', async () => {
    const secret = join(work.dir, '..', `${basename(work.dir)}-secret.txt`);
    writeFileSync(secret, 'SECRET-OUTSIDE');
    onTestFinished(() => rmSync(secret, { force: true }));
    const result = await call('pandoc', 'pandoc_convert', { input: `file://${secret}`, to: 'html' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).not.toContain('SECRET-OUTSIDE');
  });

  it('converts text', async () => {
    const result = await call('pandoc', 'pandoc_text', { text: '# Title\n\nSome *text*.\n', to: 'html' });
    expect(textOf(result)).toBe('<h1 id="title">Title</h1>\n<p>Some <em>text</em>.</p>\n');
  });

  it('converts a file into a readable resource, linked and (being small text) embedded', async () => {
    files({ 'notes.md': '# Notes\n\nHello.\n' });
    const { client } = await connect(['pandoc', '--cwd', work.dir]);
    const result = (await client.callTool({ name: 'pandoc_convert', arguments: { input: 'notes.md', to: 'latex' } })) as CallToolResult;
    const link = result.content.find((item) => item.type === 'resource_link') as { uri: string; mimeType: string };
    expect(link).toMatchObject({ uri: expect.stringMatching(/converted\.latex$/), mimeType: 'application/x-latex' });
    expect(result.content).toContainEqual({
      type: 'resource',
      resource: { uri: link.uri, mimeType: 'application/x-latex', text: expect.stringContaining('\\section{Notes}') },
    });
    const read = await client.readResource({ uri: link.uri });
    expect((read.contents[0] as { text: string }).text).toContain('Hello.');
  });

  it('reads nothing but its input (sandboxed)', async () => {
    files({ 'trap.md': '![secret](/etc/hostname)\n' });
    const result = await call('pandoc', 'pandoc_convert', { input: 'trap.md', to: 'html' });
    expect(textOf(result)).not.toMatch(/data:[^"]*;base64/);
  });
});
