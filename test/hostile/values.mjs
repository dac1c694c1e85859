// The hostile values: what an agent (or an injection in what it read) might send in any string
// slot. `place` names the paths the values aim at: `mark` (a file whose existence proves a command
// ran), `outside` (a folder beside the root), `canary` (a file there whose text must never show).
export function hostileValues({ mark, outside, canary }) {
  const commands = [`touch ${mark}`, `sh -c 'touch ${mark}'`, `id > ${mark}`];
  const metacharacters = commands.flatMap((command) => [
    `; ${command}`,
    `| ${command}`,
    `|| ${command}`,
    `&& ${command}`,
    `& ${command} &`,
    `$(${command})`,
    `\`${command}\``,
    `\n${command}`,
    `\r\n${command}`,
    `x;${command};#`,
    `'; ${command}; '`,
    `"; ${command}; "`,
    `\${IFS}${command.replaceAll(' ', '${IFS}')}`,
    `x\u0000; ${command}`,
  ]);
  const options = [
    '-rf', '--help', '--version', '-', '--', '-v', '-e', '-c', '-x', '-i',
    `--output=${outside}/written`, `-o${outside}/written`, `--output ${outside}/written`,
    `-oProxyCommand=touch ${mark}`, `--upload-pack=touch ${mark}`, `--exec=touch ${mark}`,
    `-c core.pager=touch ${mark}`, `-ccore.fsmonitor=touch ${mark}`, `--config=core.sshCommand=touch ${mark}`,
    `-fprint ${outside}/written`, `-fprintf`, `-exec touch ${mark} ;`, '-delete', `-fls ${outside}/written`,
    `--to-command=touch ${mark}`, `--checkpoint-action=exec=touch ${mark}`, `-I touch ${mark}`, '--use-compress-program=sh',
    `--rsh-command=touch ${mark}`, `--info-script=touch ${mark}`, `-F touch ${mark}`,
    `-L${outside}`, `--from-file=${canary}`, `--rawfile x ${canary}`, `--slurpfile x ${canary}`, '--args',
    `-K${canary}`, `--config ${canary}`, `-d@${canary}`, `--data-binary=@${canary}`, `-T${canary}`, `--upload-file=${canary}`,
    `--lua-filter=${outside}/f.lua`, `--filter=touch ${mark}`, `--extract-media=${outside}`, `-o${outside}/out.html`,
    `-cmd .shell touch ${mark}`, `-init ${canary}`, '-unsafe-testing',
    '‐rf', '－rf', '—help', '\u2212rf', '\u00adrf',
  ];
  const traversal = [
    '..', '../', '../..', '../../..', `../outside/canary.txt`, '../outside', '../../etc/passwd', '/etc/passwd', '/etc/shadow',
    canary, outside, `${outside}/`, `${outside}/../outside/canary.txt`, '/', '/proc/self/environ', '/proc/self/cmdline', '/dev/zero',
    'link-out/../outside/canary.txt', 'link-out/canary.txt', 'link-out', 'link-out/', 'link-out/..', 'link-out/../../',
    'dangling', 'dangling/x', 'loop', 'loop/x', './../outside', 'a/../../outside', 'sub/../../outside/canary.txt',
    '..%2f..%2foutside', '%2e%2e/outside', '..\\..\\outside', '....//outside', '.../outside', '~/', '~root', '$HOME', '${HOME}',
    'file:///etc/passwd', `file://${canary}`, '\\\\server\\share', 'C:\\Windows\\win.ini', '//etc/passwd', '/./etc/./passwd',
    `${'../'.repeat(40)}etc/passwd`, 'a.txt/../../outside/canary.txt', './a.txt', 'a.txt\u0000../outside',
  ];
  const textual = [
    '', ' ', '\t', '\n', '\r', '\u0000', 'a\u0000b', 'line1\nline2', 'a\rb', '\u001b[31mred\u001b[0m', '\u001b]0;title\u0007',
    '\u202eevil', 'a\u202eb\u202c', '\u200b', '\u2066x\u2069', 'ﬁle', 'Ａ', '𝒂', '\ud800', '\udfff', '\uffff', '\u0085', '\u2028',
    'x'.repeat(10_000), 'x'.repeat(200_000), 'é'.repeat(5_000), '{', '}', '{{', '{run_dir}', '{pattern}', '${PATH}', '$${x}', '%s%s%n', '%x',
    '*', '?', '[', ']', '[1-20]', '{a,b}', '\\', '"', "'", '`', '#', '!', '!!', '^', '=', '==', '@', '@-', '@/etc/passwd', '<', '>',
    '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'null', 'undefined', 'NaN', 'true', '0', '-1', '1e309',
    'HEAD', 'HEAD~1000', 'HEAD:../../etc/passwd', ':(top)..', ':/', '@{-1}', 'refs/../../x', '.git', '.git/config', 'FETCH_HEAD',
  ];
  const programSpecific = [
    'env', '$ENV', '$ENV.PATH', 'env.HOSTILE_SECRET_TOKEN', '$__loc__', 'input_filename', 'import "x" as x; .', 'include "x"; .',
    `import "${outside}/m" as m; .`, 'include "m" {search: "../outside"}; .', '$__prog_args', 'halt_error', 'input', 'inputs',
    `ATTACH DATABASE '${outside}/x.db' AS x; CREATE TABLE x.t(a);`, `.shell touch ${mark}`, `.system touch ${mark}`,
    `.output ${outside}/written`, `.read ${canary}`, `.load ${outside}/x`, `SELECT writefile('${outside}/written', 'x');`,
    `SELECT readfile('${canary}');`, `.once ${outside}/written`, '.import x y', `SELECT load_extension('${outside}/x');`,
    'PRAGMA writable_schema=ON;', `VACUUM INTO '${outside}/copy.db';`,
    'host:file', `localhost:${outside}/x.tar`, 'user@host:file', `${outside}/x.tar:`, '-', '/dev/stdin', '/dev/tty',
    'gopher://127.0.0.1:9/', 'dict://127.0.0.1:9/', 'file:///etc/passwd', 'ftp://127.0.0.1:9/', 'scp://127.0.0.1/x',
    `telnet://127.0.0.1:9`, `http://127.0.0.1:9/[1-20]`, `http://127.0.0.1:9/{a,b}`, 'http://127.0.0.1:9/', 'https://127.0.0.1:9/',
    `Header: x\r\nX-Injected: 1`, 'Host: 127.0.0.1', `@${canary}`, `<${canary}`, '%00',
    '---\ntitle: x\nheader-includes: <script>\n---', `![x](${canary})`, `[x](${canary})`, `<img src="${canary}">`,
    `\\input{${canary}}`, `\\include{${canary}}`, `<!--#include file="${canary}"-->`, `@import "${canary}";`,
  ];
  return [...metacharacters, ...options, ...traversal, ...textual, ...programSpecific];
}

/** Values of the wrong type for a string slot. */
export const WRONG_TYPES = [42, -1, 1.5, true, false, null, {}, { toString: 'x' }, [], [[]], [{}], ['a', 1]];
