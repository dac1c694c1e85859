// The physical limit for reading a program's output: a fresh Node process that spawns it with
// child_process.spawn, drains stdout and stderr, and prints how many milliseconds that took.
// Usage: node raw-spawn.mjs <program> [args...]
import { spawn } from 'node:child_process';

const [program, ...args] = process.argv.slice(2);
const start = performance.now();
const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
child.stdout.on('data', () => {});
child.stderr.on('data', () => {});
child.on('close', () => console.log(performance.now() - start));
