// Which hosts a tool with `sandbox.network: [patterns]` may reach through the server's proxy:
// patterns and destinations compare in their canonical forms (src/definition/host-pattern.ts).
// After resolution, addresses that reach the machine itself or its private networks are refused
// unless the tool names the host or address exactly.
import { isIP, isIPv4, isIPv6 } from 'node:net';
import { DEFAULT_PORTS, formatTarget, type HostPattern, type Target } from '../definition/host-pattern.js';

const METADATA_NAMES = ['metadata.google.internal', 'metadata.goog', 'metadata'];

/** Why the proxy refused a destination, and the `sandbox.network` entry that would allow it. */
export interface EgressRefusal {
  target: string;
  reason: string;
  allowWith: string;
}

export type Resolve = (host: string) => Promise<string[]>;

export type Decision = { addresses: string[] } | { refused: EgressRefusal } | { failed: string };

/** One refusal in words, with the setting that allows it: for the proxy's 403, the log and the result's note. */
export function describeEgressRefusal({ target, reason, allowWith }: EgressRefusal): string {
  return `the sandbox's proxy refused ${target}: ${reason}; a wrapper allows it with sandbox.network: [..., "${allowWith}"]`;
}

/** The pattern that allows `target`: one naming the host itself first, else a wildcard. */
export function matchPattern({ host, port }: Target, patterns: readonly HostPattern[]): HostPattern | undefined {
  const portFits = (pattern: HostPattern) => (pattern.port === undefined ? DEFAULT_PORTS.includes(port) : pattern.port === port);
  return (
    patterns.find((pattern) => !pattern.wildcard && pattern.host === host && portFits(pattern)) ??
    patterns.find((pattern) => pattern.wildcard && !isIP(host) && host.endsWith(`.${pattern.host}`) && portFits(pattern))
  );
}

/** Whether the proxy may connect to `target`, and to which of its addresses (the ones checked: no second lookup). */
export async function checkDestination(target: Target, patterns: readonly HostPattern[], resolve: Resolve): Promise<Decision> {
  const { host, port } = target;
  const refuse = (reason: string, allowWith: string): Decision => ({ refused: { target: formatTarget(target), reason, allowWith } });
  const exactly = DEFAULT_PORTS.includes(port) ? (isIPv6(host) ? `[${host}]` : host) : formatTarget(target);
  const pattern = matchPattern(target, patterns);
  if (!pattern) return refuse("not in this tool's list", exactly);
  const isExplicit = !pattern.wildcard;
  if (!isExplicit && METADATA_NAMES.includes(host)) return refuse('it is a cloud metadata service', exactly);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch (error) {
    return { failed: `${host}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
  if (addresses.length === 0) return { failed: `${host}: no address found` };
  // A listed address is the user's word; a listed name may reach private and loopback addresses
  // (an intranet host), but not link-local ones or a metadata service, whatever its DNS says.
  const closedToNames: readonly (AddressClass | undefined)[] = isIP(host) || METADATA_NAMES.includes(host) ? [] : ['link-local', 'cloud metadata'];
  const allowed = addresses.filter((address) => {
    const kind = classifyAddress(address);
    return isExplicit ? !closedToNames.includes(kind) : kind === undefined;
  });
  if (allowed.length === 0) {
    const address = addresses[0]!;
    if (!isExplicit) return refuse(`it resolves to ${address} (${classifyAddress(address)})`, exactly);
    return refuse(
      `it resolves to ${address} (${classifyAddress(address)}), which a listed name never reaches; list the address and connect to it by address`,
      isIPv6(address) ? `[${address}]` : address,
    );
  }
  return { addresses: allowed };
}

export type AddressClass = 'unspecified' | 'loopback' | 'link-local' | 'cloud metadata' | 'private' | 'multicast' | 'reserved';

type AddressRange = readonly [bits: bigint, prefixLength: number, kind: AddressClass];

/** The more specific first. */
const IPV4_CLASSES: readonly AddressRange[] = (
  [
    ['169.254.169.254', 32, 'cloud metadata'],
    ['0.0.0.0', 8, 'unspecified'],
    ['127.0.0.0', 8, 'loopback'],
    ['169.254.0.0', 16, 'link-local'],
    ['10.0.0.0', 8, 'private'],
    ['172.16.0.0', 12, 'private'],
    ['192.168.0.0', 16, 'private'],
    ['100.64.0.0', 10, 'private'],
    ['224.0.0.0', 4, 'multicast'],
    ['240.0.0.0', 4, 'reserved'],
  ] as const
).map(([net, length, kind]) => [ipv4Bits(net), length, kind]);

const IPV6_CLASSES: readonly AddressRange[] = (
  [
    ['::', 128, 'unspecified'],
    ['::1', 128, 'loopback'],
    ['fd00:ec2::254', 128, 'cloud metadata'],
    ['fe80::', 10, 'link-local'],
    ['fec0::', 10, 'private'],
    ['fc00::', 7, 'private'],
    ['ff00::', 8, 'multicast'],
  ] as const
).map(([net, length, kind]) => [ipv6Bits(net), length, kind]);

/** IPv6 forms that carry an IPv4 address in their last 32 bits: mapped, compatible, NAT64. */
const IPV4_CARRIERS: readonly (readonly [bigint, number])[] = [
  [ipv6Bits('::ffff:0:0'), 96],
  [ipv6Bits('::'), 96],
  [ipv6Bits('64:ff9b::'), 96],
];

/** The class of an address the proxy refuses unless it is listed, or undefined for a public one. */
export function classifyAddress(address: string): AddressClass | undefined {
  if (isIPv4(address)) return classIn(ipv4Bits(address), 32, IPV4_CLASSES);
  const bits = ipv6Bits(address);
  const known = classIn(bits, 128, IPV6_CLASSES);
  if (known === 'unspecified' || known === 'loopback') return known;
  const carriesIpv4 = IPV4_CARRIERS.some(([net, length]) => sameNetwork(bits, net, length, 128));
  return carriesIpv4 ? classIn(bits & 0xffffffffn, 32, IPV4_CLASSES) : known;
}

function classIn(bits: bigint, width: number, ranges: readonly AddressRange[]): AddressClass | undefined {
  return ranges.find(([net, length]) => sameNetwork(bits, net, length, width))?.[2];
}

function sameNetwork(bits: bigint, net: bigint, length: number, width: number): boolean {
  const shift = BigInt(width - length);
  return bits >> shift === net >> shift;
}

function ipv4Bits(address: string): bigint {
  return address.split('.').reduce((bits, part) => (bits << 8n) | BigInt(Number(part)), 0n);
}

/** An IPv6 address (`::` shorthand, an IPv4 tail) as 128 bits. */
function ipv6Bits(address: string): bigint {
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  const ipv4Tail = tail.includes('.') ? ipv4Bits(tail) : undefined;
  const hex = ipv4Tail === undefined ? address : `${address.slice(0, lastColon + 1)}${(ipv4Tail >> 16n).toString(16)}:${(ipv4Tail & 0xffffn).toString(16)}`;
  const [head = '', rest] = hex.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const before = groups(head);
  const after = rest === undefined ? [] : groups(rest);
  const all = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return all.reduce((bits, group) => (bits << 16n) | BigInt(parseInt(group, 16)), 0n);
}
