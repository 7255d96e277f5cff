/**
 * Where a webhook may be sent (issue 49 §2; docs/decisions.md, Webhooks): only to public
 * addresses. Loopback (127.0.0.0/8, ::1) is let through when WEBHOOKS_ALLOW_LOOPBACK is on (tests,
 * local development); private, shared, link-local, metadata, unspecified, multicast and reserved
 * ranges never are, nor an IPv4 address written inside IPv6 (mapped, compatible, NAT64) that
 * falls in one of them. Pure: the resolver is handed in.
 */
import { isIP } from 'node:net';
import type { HostResolver, ResolvedAddress } from '../../platform/net/resolve-host.ts';

export type AddressVerdict = 'public' | 'loopback' | 'refused';

type Range = readonly [bytes: readonly number[], bits: number];

const V4_REFUSED: readonly Range[] = [
  [[0, 0, 0, 0], 8], // "this" network
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // shared address space (carrier NAT)
  [[169, 254, 0, 0], 16], // link-local, 169.254.169.254 (cloud metadata) included
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast included
];
const V4_LOOPBACK: Range = [[127, 0, 0, 0], 8];

const V6_REFUSED: readonly Range[] = [
  [[0xfc], 7], // unique local, fd00:ec2::254 (cloud metadata) included
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64], // discard-only
];

function inRange(bytes: readonly number[], [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const take = Math.min(8, bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((prefix[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

function parseV4(address: string): number[] {
  return address.split('.').map(Number);
}

/** An IPv6 address as its 16 bytes (`::`, embedded dotted IPv4 and a zone index understood). */
function parseV6(address: string): number[] {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  const [head = '', tail] = plain.split('::') as [string, string | undefined];
  const groups = (part: string) => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (group.includes('.')) {
        const [a = 0, b = 0, c = 0, d = 0] = parseV4(group);
        return [(a << 8) | b, (c << 8) | d];
      }
      return [parseInt(group, 16)];
    });
  };
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const words = [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

function verdictV4(bytes: readonly number[]): AddressVerdict {
  if (inRange(bytes, V4_LOOPBACK)) return 'loopback';
  return V4_REFUSED.some((range) => inRange(bytes, range)) ? 'refused' : 'public';
}

function verdictV6(bytes: readonly number[]): AddressVerdict {
  const zeros = (count: number) => bytes.slice(0, count).every((byte) => byte === 0);
  if (zeros(15) && bytes[15] === 1) return 'loopback'; // ::1
  if (zeros(16)) return 'refused'; // ::
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible): the IPv4 address decides.
  if (zeros(10) && bytes[10] === 0xff && bytes[11] === 0xff) return verdictV4(bytes.slice(12));
  if (zeros(12)) return 'refused'; // ::a.b.c.d, deprecated and never routed
  // 64:ff9b::/96 (NAT64): the IPv4 address it reaches decides.
  if (inRange(bytes, [[0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96]))
    return verdictV4(bytes.slice(12));
  return V6_REFUSED.some((range) => inRange(bytes, range)) ? 'refused' : 'public';
}

/** What an IP address (v4 or v6, brackets allowed) is; anything not an address is refused. */
export function classifyAddress(address: string): AddressVerdict {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const version = isIP(bare.replace(/%.*$/, ''));
  if (version === 4) return verdictV4(parseV4(bare));
  if (version === 6) return verdictV6(parseV6(bare));
  return 'refused';
}

/** Whether webhooks may connect to this address, loopback allowed or not. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const verdict = classifyAddress(address);
  return verdict === 'public' || (verdict === 'loopback' && allowLoopback);
}

export type HostCheck =
  { ok: true; addresses: ResolvedAddress[] } | { ok: false; reason: 'unresolved' | 'refused' };

/**
 * Resolves a URL's host (an IP literal is itself) and checks every address it gives: one refused
 * address refuses the host, so a name cannot smuggle an internal address beside a public one.
 */
export async function checkHost(
  hostname: string,
  resolve: HostResolver,
  allowLoopback: boolean,
): Promise<HostCheck> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  const version = isIP(bare);
  let addresses: ResolvedAddress[];
  if (version !== 0) {
    addresses = [{ address: bare, family: version as 4 | 6 }];
  } else {
    try {
      addresses = await resolve(bare);
    } catch {
      return { ok: false, reason: 'unresolved' };
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  }
  const allowed = addresses.every(({ address }) => isAllowedAddress(address, allowLoopback));
  return allowed ? { ok: true, addresses } : { ok: false, reason: 'refused' };
}

/** Whether every address of the host is loopback (plain http is allowed to those only). */
export const isLoopbackOnly = (addresses: readonly ResolvedAddress[]) =>
  addresses.every(({ address }) => classifyAddress(address) === 'loopback');
