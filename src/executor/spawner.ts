// The server's side of the spawner (spawner.c, built into dist/ where a C compiler exists): one
// small process, started with the first run, forks and execs every run, so that the server never
// forks itself (a fork copies the server's page tables: its biggest cost per call; figures in
// docs/performance.md). A run's child joins its cgroups itself, before it execs; its pipes are
// opened through /proc/<spawner>/fd. A launch whose extra fds the server also reads (the egress
// forwarder's socket pair) is spawned by Node, as is every run where no spawner was built.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SpawnedChild } from './spawned-child.js';
import type { Command, RunChild, SpawnIo, SpawnProgram } from './types.js';

const ERRNO_NAMES = new Map(Object.entries(osConstants.errno).map(([name, number]) => [number, name]));

export function findSpawner(arch: string = process.arch, folder = dirname(fileURLToPath(import.meta.url))): string | undefined {
  const path = join(folder, `spawner-linux-${arch}`);
  return existsSync(path) ? path : undefined;
}

/** A request as spawner.c reads it: a 4-byte length, then fields each ending in NUL. */
function frame(fields: readonly string[]): Buffer {
  for (const value of fields)
    if (value.includes('\0')) throw Object.assign(new TypeError('a NUL byte in a command, its environment or its folder'), { code: 'ERR_INVALID_ARG_VALUE' });
  const body = Buffer.from(`${fields.join('\0')}\0`);
  const length = Buffer.allocUnsafe(4);
  length.writeUInt32LE(body.length);
  return Buffer.concat([length, body]);
}

function toSpawnError(program: string, errno: number): NodeJS.ErrnoException {
  const code = ERRNO_NAMES.get(errno) ?? `errno ${errno}`;
  return Object.assign(new Error(`spawn ${program} ${code}`), { code, errno: -errno, syscall: `spawn ${program}`, path: program });
}

interface Pending {
  resolve: (child: RunChild | Promise<RunChild>) => void;
  reject: (error: Error) => void;
  command: Command;
  io: SpawnIo;
}

// A class, not closures made per run (see watch-run.ts).
export class Spawner {
  private process: ChildProcess | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly live = new Map<number, SpawnedChild>();
  private unread = '';
  private unusable = false;
  readonly spawn: SpawnProgram = this.start.bind(this);

  /** `fallback` spawns what the spawner cannot (a launch with duplex fds, a numbered fd). */
  constructor(
    private readonly path: string,
    private readonly fallback: SpawnProgram,
  ) {}

  /** Ends the spawner (the runs it started go on; the executor stops them). */
  close(): void {
    this.process?.stdin?.end();
  }

  private start(command: Command, io: SpawnIo): RunChild | Promise<RunChild> {
    if (this.unusable || io.duplexFds || io.extraFds?.some((fd) => typeof fd === 'number')) return this.fallback(command, io);
    const spawner = this.running();
    const id = this.nextId++;
    const joins = io.cgroup?.joinFiles() ?? [];
    const env = Object.keys(command.env).map((name) => `${name}=${command.env[name]}`);
    const request = frame([
      'S',
      String(id),
      io.pipeStdin ? 'di' : 'd',
      command.cwd,
      String(joins.length),
      ...joins,
      (io.extraFds ?? []).map((fd) => (fd === 'report' ? 'r' : 'w')).join(''),
      String(env.length),
      ...env,
      command.program,
      String(command.args.length + 1),
      command.program,
      ...command.args,
    ]);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, command, io });
      this.holdLoop();
      spawner.stdin!.write(request);
    });
  }

  private running(): ChildProcess {
    if (this.process) return this.process;
    const spawner = spawn(this.path, [], { stdio: ['pipe', 'pipe', 'inherit'], cwd: '/', env: {} });
    spawner.stdout.setEncoding('latin1');
    spawner.stdout.on('data', this.read.bind(this));
    spawner.stdin.on('error', () => {
      // Gone: told by 'exit'.
    });
    spawner.on('error', this.lost.bind(this, spawner));
    spawner.on('exit', this.lost.bind(this, spawner));
    this.process = spawner;
    return spawner;
  }

  /** The spawner keeps the event loop alive only while a run waits for it. */
  private holdLoop(): void {
    const held = this.pending.size + this.live.size > 0;
    const spawner = this.process;
    if (!spawner) return;
    for (const handle of [spawner, spawner.stdout, spawner.stdin] as { ref(): void; unref(): void }[]) {
      if (held) handle.ref();
      else handle.unref();
    }
  }

  private read(text: string): void {
    this.unread += text;
    let end: number;
    while ((end = this.unread.indexOf('\n')) >= 0) {
      const [kind, ...values] = this.unread.slice(0, end).split(' ');
      const [id, ...rest] = values.map(Number) as [number, ...number[]];
      this.unread = this.unread.slice(end + 1);
      if (kind === 'P') this.started(id, rest);
      else if (kind === 'F') this.failed(id, rest[0]!);
      else this.ended(id, rest[0]!);
    }
    this.holdLoop();
  }

  private started(id: number, [pid, joined, ...fds]: number[]): void {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (!pending) return;
    let child: SpawnedChild;
    try {
      child = new SpawnedChild(pid!, this.process!.pid!, fds, pending.io.extraFds);
    } catch {
      this.release(id);
      try {
        process.kill(-pid!, 'SIGKILL');
      } catch {
        // Gone already.
      }
      // Its pipes cannot be opened here (a /proc that hides them): Node spawns this run and every later one.
      this.unusable = true;
      try {
        pending.resolve(this.fallback(pending.command, pending.io));
      } catch (error) {
        pending.reject(error as Error);
      }
      return;
    }
    this.release(id);
    pending.io.cgroup?.joined(joined!);
    this.live.set(id, child);
    pending.resolve(child);
  }

  private failed(id: number, errno: number): void {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    pending?.reject(toSpawnError(pending.command.program, errno));
  }

  private ended(id: number, status: number): void {
    const child = this.live.get(id);
    this.live.delete(id);
    child?.ended(status);
  }

  private release(id: number): void {
    this.process?.stdin!.write(frame(['R', String(id)]));
  }

  /** The spawner died: waiting spawns fail, and the runs it started, whose ends it can no longer tell, are killed and told so. */
  private lost(spawner: ChildProcess): void {
    if (this.process !== spawner) return;
    this.process = undefined;
    this.unread = '';
    for (const pending of this.pending.values()) pending.reject(Object.assign(new Error('the spawner exited'), { code: 'ESPAWNER' }));
    this.pending.clear();
    for (const child of this.live.values()) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
      child.ended(osConstants.signals.SIGKILL);
    }
    this.live.clear();
  }
}
