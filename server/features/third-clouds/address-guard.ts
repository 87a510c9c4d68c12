import { lookup } from 'node:dns/promises';
import net from 'node:net';

/** Finds every address a host name stands for (injected in tests). */
export type HostResolver = (host: string) => Promise<string[]>;

/** Whether the server may call an address; public addresses only, unless the setting allows all. */
export type AddressPolicy = (address: string) => boolean;

/** Addresses that are not on the public internet: this host, private networks, link-local, reserved. */
const NON_PUBLIC = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  NON_PUBLIC.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['64:ff9b::', 96], // NAT64: would reach an IPv4 address through a translator
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(prefix, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side === '' ? [] : side.split(':').map((group) => Number.parseInt(group, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Whether an address is on the public internet. An IPv4 address written inside IPv6
 * (`::ffff:127.0.0.1`, or the old `::127.0.0.1` form) is judged as the IPv4 address;
 * `::` and `::1` fall in that old form and are refused with it. Anything not an address is not public.
 */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(address);
  const embedsIPv4 = groups.slice(0, 5).every((group) => group === 0) && [0, 0xffff].includes(groups[5] ?? -1);
  if (embedsIPv4) {
    if (groups[5] === 0) return false;
    const [high = 0, low = 0] = groups.slice(6);
    return isPublicAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return !NON_PUBLIC.check(address.split('%')[0] ?? '', 'ipv6');
}

/** The policy of the server setting: public addresses only, or every address when private ones are allowed. */
export function addressPolicy(allowPrivate: boolean): AddressPolicy {
  return allowPrivate ? () => true : isPublicAddress;
}

/** The addresses of a host name from the system resolver; an address literal stands for itself. */
export const systemResolver: HostResolver = async (host) => {
  if (net.isIP(host)) return [host];
  return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
};

/** Raised when a host stands for an address the server may not call. */
export class ForbiddenAddress extends Error {
  constructor(readonly address: string) {
    super(`forbidden-address: ${address}`);
    this.name = 'ForbiddenAddress';
  }
}

/**
 * Resolves a host and checks every address it stands for; one forbidden address refuses
 * the host (a name may not mix a public address with a private one). Answers the address
 * to connect to, so a second resolution cannot swap it.
 */
export async function checkedAddress(host: string, resolve: HostResolver, permits: AddressPolicy): Promise<string> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const addresses = net.isIP(bare) ? [bare] : await resolve(bare);
  if (addresses.length === 0) throw new Error('unresolved');
  const forbidden = addresses.find((address) => !permits(address));
  if (forbidden !== undefined) throw new ForbiddenAddress(forbidden);
  return addresses[0] as string;
}
