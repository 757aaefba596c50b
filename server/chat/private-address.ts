// Whether an IP address is one the group chat must never be posted to: anything
// that is not ordinary internet unicast. A webhook host that resolves to such an address would make
// Huddle post (with the league's text) into the server's own network: its loopback, the cloud's
// metadata service, the LAN, a carrier's shared space. IPv6 is judged by allow-list (only global
// unicast, 2000::/3, is the internet), so the many special prefixes outside it (site-local fec0::/10,
// discard 100::/64, IPv4-compatible ::a.b.c.d, ...) need no entry of their own. The forms that carry an
// IPv4 address inside (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by that
// address: NAT64 is how an IPv6-only server reaches a service's IPv4 address, and 127.0.0.1 written
// inside one is still the loopback.
import { BlockList, isIP } from 'node:net';

const refusedIpv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata service
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 3], // multicast, reserved and broadcast
] as const) {
  refusedIpv4.addSubnet(network, prefix, 'ipv4');
}

const globalUnicastIpv6 = new BlockList();
globalUnicastIpv6.addSubnet('2000::', 3, 'ipv6');

/** Inside global unicast, what is not the internet either. */
const refusedIpv6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
] as const) {
  refusedIpv6.addSubnet(network, prefix, 'ipv6');
}

/** An IPv6 address as its eight 16-bit groups (the URL parser writes it out canonically first). */
function groupsOf(ipv6: string): number[] {
  const canonical = new URL(`http://[${ipv6}]`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  if (tail === undefined) return groups(head);
  const left = groups(head);
  const right = groups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 address an IPv6 address carries (mapped, NAT64 or 6to4), or null. */
function embeddedIpv4(ipv6: string): string | null {
  const g = groupsOf(ipv6);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return ipv4Of(g[1]!, g[2]!);
  return null;
}

/** Whether an IP address (brackets and a zone allowed) is not the internet; false for a host name. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return refusedIpv4.check(bare, 'ipv4');
  if (family !== 6) return false;
  const ipv4 = embeddedIpv4(bare);
  if (ipv4 !== null) return refusedIpv4.check(ipv4, 'ipv4');
  return !globalUnicastIpv6.check(bare, 'ipv6') || refusedIpv6.check(bare, 'ipv6');
}
