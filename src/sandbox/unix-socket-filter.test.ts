import { describe, expect, it } from 'vitest';
import { SECCOMP_RET_ALLOW, SECCOMP_RET_EPERM, toUnixSocketFilter } from './unix-socket-filter.js';

/** Runs a seccomp program on one system call, as the kernel would (the few opcodes it uses). */
function decide(program: Buffer, call: { arch: number; nr: number; args?: number[] }): number {
  const data = Buffer.alloc(64);
  data.writeUInt32LE(call.nr, 0);
  data.writeUInt32LE(call.arch, 4);
  (call.args ?? []).forEach((value, index) => data.writeBigUInt64LE(BigInt(value), 16 + index * 8));
  let accumulator = 0;
  for (let pc = 0; pc < program.length / 8; pc++) {
    const [op, jt, jf, k] = [program.readUInt16LE(pc * 8), program.readUInt8(pc * 8 + 2), program.readUInt8(pc * 8 + 3), program.readUInt32LE(pc * 8 + 4)];
    if (op === 0x20) accumulator = data.readUInt32LE(k);
    else if (op === 0x54) accumulator = (accumulator & k) >>> 0;
    else if (op === 0x15) pc += accumulator === k ? jt : jf;
    else if (op === 0x06) return k;
    else throw new Error(`unexpected opcode ${op}`);
  }
  throw new Error('fell off the end');
}

const [X86_64, I386, AARCH64, ARM] = [0xc000003e, 0x40000003, 0xc00000b7, 0x40000028];
const [AF_UNIX, AF_INET, SOCK_STREAM, SOCK_DGRAM, SOCK_SEQPACKET, SOCK_CLOEXEC] = [1, 2, 1, 2, 5, 0x80000];
const [ALLOW, EPERM] = [SECCOMP_RET_ALLOW, SECCOMP_RET_EPERM];

describe('toUnixSocketFilter', () => {
  it.each([
    // process.arch, call, what the kernel is told
    ['x64', 'socket(AF_UNIX)', { arch: X86_64, nr: 41, args: [AF_UNIX, SOCK_STREAM] }, EPERM],
    ['x64', 'socket(AF_UNIX) with a high word set', { arch: X86_64, nr: 41, args: [2 ** 32 + AF_UNIX, SOCK_STREAM] }, EPERM],
    ['x64', 'socket(AF_INET)', { arch: X86_64, nr: 41, args: [AF_INET, SOCK_STREAM] }, ALLOW],
    ['x64', 'x32 socket(AF_UNIX)', { arch: X86_64, nr: 0x40000000 | 41, args: [AF_UNIX, SOCK_STREAM] }, EPERM],
    ['x64', 'x32 socket(AF_INET)', { arch: X86_64, nr: 0x40000000 | 41, args: [AF_INET, SOCK_STREAM] }, ALLOW],
    ['x64', 'socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC)', { arch: X86_64, nr: 53, args: [AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC] }, ALLOW],
    ['x64', 'socketpair(AF_UNIX, SOCK_SEQPACKET)', { arch: X86_64, nr: 53, args: [AF_UNIX, SOCK_SEQPACKET] }, ALLOW],
    ['x64', 'socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC)', { arch: X86_64, nr: 53, args: [AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC] }, EPERM],
    ['x64', 'x32 socketpair(AF_UNIX, SOCK_DGRAM)', { arch: X86_64, nr: 0x40000000 | 53, args: [AF_UNIX, SOCK_DGRAM] }, EPERM],
    ['x64', 'connect (any address)', { arch: X86_64, nr: 42, args: [3, 0, 110] }, ALLOW],
    ['x64', 'read', { arch: X86_64, nr: 0, args: [AF_UNIX] }, ALLOW],
    ['x64', 'i386 socket(AF_UNIX)', { arch: I386, nr: 359, args: [AF_UNIX, SOCK_STREAM] }, EPERM],
    ['x64', 'i386 socket(AF_INET)', { arch: I386, nr: 359, args: [AF_INET, SOCK_STREAM] }, ALLOW],
    ['x64', 'i386 socketpair(AF_UNIX, SOCK_DGRAM)', { arch: I386, nr: 360, args: [AF_UNIX, SOCK_DGRAM] }, EPERM],
    ['x64', 'i386 socketcall, whatever it multiplexes', { arch: I386, nr: 102, args: [1, 0] }, EPERM],
    ['x64', 'i386 nr 41 (dup), not socket', { arch: I386, nr: 41, args: [AF_UNIX] }, ALLOW],
    ['x64', 'an aarch64 socket number on x86_64 (another call there)', { arch: X86_64, nr: 198, args: [AF_UNIX] }, ALLOW],
    ['x64', 'io_uring_setup, _enter, _register (IORING_OP_SOCKET makes sockets past the filter)', { arch: X86_64, nr: 425 }, EPERM],
    ['x64', 'io_uring_enter', { arch: X86_64, nr: 426 }, EPERM],
    ['x64', 'io_uring_register', { arch: X86_64, nr: 427 }, EPERM],
    ['x64', 'x32 io_uring_setup', { arch: X86_64, nr: 0x40000000 | 425 }, EPERM],
    ['x64', 'i386 io_uring_setup', { arch: I386, nr: 425 }, EPERM],
    ['arm64', 'io_uring_setup', { arch: AARCH64, nr: 425 }, EPERM],
    ['arm64', 'arm io_uring_enter', { arch: ARM, nr: 426 }, EPERM],
    ['arm64', 'socket(AF_UNIX)', { arch: AARCH64, nr: 198, args: [AF_UNIX, SOCK_STREAM] }, EPERM],
    ['arm64', 'socket(AF_INET)', { arch: AARCH64, nr: 198, args: [AF_INET, SOCK_STREAM] }, ALLOW],
    ['arm64', 'socketpair(AF_UNIX, SOCK_STREAM)', { arch: AARCH64, nr: 199, args: [AF_UNIX, SOCK_STREAM] }, ALLOW],
    ['arm64', 'socketpair(AF_UNIX, SOCK_DGRAM)', { arch: AARCH64, nr: 199, args: [AF_UNIX, SOCK_DGRAM] }, EPERM],
    ['arm64', 'arm socket(AF_UNIX)', { arch: ARM, nr: 281, args: [AF_UNIX, SOCK_STREAM] }, EPERM],
    ['arm64', 'arm socket(AF_INET)', { arch: ARM, nr: 281, args: [AF_INET, SOCK_STREAM] }, ALLOW],
    ['arm64', 'arm socketpair(AF_UNIX, SOCK_DGRAM)', { arch: ARM, nr: 288, args: [AF_UNIX, SOCK_DGRAM] }, EPERM],
    ['arm64', 'arm socketcall', { arch: ARM, nr: 102, args: [1, 0] }, EPERM],
    ['arm64', 'an x86_64 socket number on aarch64 (another call there)', { arch: AARCH64, nr: 41, args: [AF_UNIX] }, ALLOW],
    ['arm64', 'an x86_64 call on an aarch64 filter (no such ABI there)', { arch: X86_64, nr: 41, args: [AF_UNIX] }, ALLOW],
  ])('%s: %s', (arch, _name, call, expected) => {
    expect(decide(toUnixSocketFilter(arch)!, call)).toBe(expected);
  });

  it('checks the architecture first, and is whole sock_filter records', () => {
    for (const arch of ['x64', 'arm64']) {
      const program = toUnixSocketFilter(arch)!;
      expect(program.length % 8).toBe(0);
      expect([program.readUInt16LE(0), program.readUInt32LE(4)]).toEqual([0x20, 4]);
    }
  });

  it('has none for other architectures (the caller says so)', () => {
    expect(toUnixSocketFilter('ppc64')).toBeUndefined();
    expect(toUnixSocketFilter('riscv64')).toBeUndefined();
  });
});
