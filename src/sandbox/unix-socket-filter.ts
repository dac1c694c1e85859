// The seccomp program that closes host Unix sockets to a sandboxed run: socket(AF_UNIX, ...) fails
// with EPERM, so nothing can connect(2) to a socket file it sees (a read-only bind does not stop
// that) nor to an abstract one. socketpair(AF_UNIX) stays allowed for streams and packets: programs
// use it among their own processes, and such a socket cannot connect elsewhere (EISCONN). A
// datagram pair is refused, because sendto(2) on it reaches any datagram socket the run can see
// (/dev/log, journald's). Classic BPF, generated here (no native code); bubblewrap loads it with
// --seccomp FD.
//
// seccomp_data: nr (u32 at 0), arch (u32 at 4), instruction pointer (u64 at 8), args (u64s from 16).
// The filter checks the architecture first, because a 64-bit kernel also runs 32-bit (and x32)
// programs, whose syscalls have other numbers: x86_64 with x32 (nr | 0x40000000) and i386, aarch64
// with arm. A 32-bit program's socketcall(2) multiplexes every socket call behind a pointer the
// filter cannot read, so it is refused whole: a 32-bit program built on it gets no sockets.
// Only the low 32 bits of an argument are compared: the kernel reads domain and type as ints, so a
// set high word cannot slip past. Both supported architectures are little-endian. io_uring is
// refused whole: its IORING_OP_SOCKET (Linux 5.19+) makes sockets without socket(2), out of the
// filter's sight (programs and libuv fall back to plain system calls).

const LOAD_WORD = 0x20; // BPF_LD | BPF_W | BPF_ABS
const JUMP_IF_EQUAL = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const AND = 0x54; // BPF_ALU | BPF_AND | BPF_K
const RETURN = 0x06; // BPF_RET | BPF_K

const NR_OFFSET = 0;
const ARCH_OFFSET = 4;
const ARG0_LOW_OFFSET = 16;
const ARG1_LOW_OFFSET = 24;

export const SECCOMP_RET_ALLOW = 0x7fff0000;
export const SECCOMP_RET_EPERM = 0x00050001; // SECCOMP_RET_ERRNO | EPERM
const AF_UNIX = 1;
const SOCK_DGRAM = 2;
/** The type's low bits; SOCK_CLOEXEC and SOCK_NONBLOCK sit above. */
const SOCK_TYPE_MASK = 0xf;

/** One 64-bit system call ABI and the 32-bit ABIs its kernel also runs. */
interface Abi {
  audit: number;
  /** socket(2)'s and socketpair(2)'s numbers (x86_64 lists their x32 twins). */
  socket: number[];
  socketpair: number[];
  /** socketcall(2)'s number, where the ABI has one. */
  socketcall?: number;
  /** Calls refused whole: io_uring_setup, io_uring_enter, io_uring_register. */
  refused: number[];
}

const X32 = 0x40000000;
/** io_uring_setup, _enter and _register: the same numbers on every ABI here (x32: with X32 set). */
const IO_URING = [425, 426, 427];

/** By Node's process.arch: the kernel's ABIs, native first (AUDIT_ARCH_* from linux/audit.h). */
const ABIS: Readonly<Record<string, readonly Abi[]>> = {
  x64: [
    { audit: 0xc000003e, socket: [41, X32 | 41], socketpair: [53, X32 | 53], refused: [...IO_URING, ...IO_URING.map((nr) => X32 | nr)] },
    { audit: 0x40000003, socket: [359], socketpair: [360], socketcall: 102, refused: IO_URING },
  ],
  arm64: [
    { audit: 0xc00000b7, socket: [198], socketpair: [199], refused: IO_URING },
    { audit: 0x40000028, socket: [281], socketpair: [288], socketcall: 102, refused: IO_URING },
  ],
};

type Instruction = { op: number; k: number; then?: string; else?: string } | { label: string };

/** The filter's bytes for a Node process.arch, or undefined where mcp-wrap has none (then sockets stay open). */
export function toUnixSocketFilter(arch: string): Buffer | undefined {
  const abis = ABIS[arch];
  return abis && assemble(programFor(abis));
}

function programFor(abis: readonly Abi[]): Instruction[] {
  const program: Instruction[] = [];
  abis.forEach((abi, index) => {
    const next = index + 1 < abis.length ? `abi${index + 1}` : 'allow';
    program.push({ label: `abi${index}` }, { op: LOAD_WORD, k: ARCH_OFFSET }, { op: JUMP_IF_EQUAL, k: abi.audit, else: next }, { op: LOAD_WORD, k: NR_OFFSET });
    for (const nr of [...(abi.socketcall === undefined ? [] : [abi.socketcall]), ...abi.refused]) program.push({ op: JUMP_IF_EQUAL, k: nr, then: 'deny' });
    for (const nr of abi.socket) program.push({ op: JUMP_IF_EQUAL, k: nr, then: 'domain' });
    for (const nr of abi.socketpair) program.push({ op: JUMP_IF_EQUAL, k: nr, then: 'pair' });
    program.push({ op: RETURN, k: SECCOMP_RET_ALLOW });
  });
  program.push(
    { label: 'pair' },
    { op: LOAD_WORD, k: ARG1_LOW_OFFSET },
    { op: AND, k: SOCK_TYPE_MASK },
    { op: JUMP_IF_EQUAL, k: SOCK_DGRAM, else: 'allow' },
    { label: 'domain' },
    { op: LOAD_WORD, k: ARG0_LOW_OFFSET },
    { op: JUMP_IF_EQUAL, k: AF_UNIX, else: 'allow' },
    { label: 'deny' },
    { op: RETURN, k: SECCOMP_RET_EPERM },
    { label: 'allow' },
    { op: RETURN, k: SECCOMP_RET_ALLOW },
  );
  return program;
}

/** struct sock_filter { u16 code; u8 jt; u8 jf; u32 k }, jumps relative to the next instruction. */
function assemble(program: readonly Instruction[]): Buffer {
  const labels = new Map<string, number>();
  const code: { op: number; k: number; then?: string; else?: string }[] = [];
  for (const instruction of program) {
    if ('label' in instruction) labels.set(instruction.label, code.length);
    else code.push(instruction);
  }
  const bytes = Buffer.alloc(code.length * 8);
  code.forEach(({ op, k, then, else: otherwise }, index) => {
    const offset = (label: string | undefined) => (label === undefined ? 0 : labels.get(label)! - index - 1);
    bytes.writeUInt16LE(op, index * 8);
    bytes.writeUInt8(offset(then), index * 8 + 2);
    bytes.writeUInt8(offset(otherwise), index * 8 + 3);
    bytes.writeUInt32LE(k, index * 8 + 4);
  });
  return bytes;
}
