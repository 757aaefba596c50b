// The addresses the group chat is never posted to, range by range (NAT64, 6to4, IPv4 written inside
// IPv6, site-local, benchmarking, IETF assignments and discard-only passed the check), and the
// internet's ordinary addresses, which pass, however they are written.
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address';

const REFUSED: ReadonlyArray<[range: string, addresses: string[]]> = [
  ['0.0.0.0/8 this network', ['0.0.0.0', '0.1.2.3']],
  ['10.0.0.0/8 private', ['10.0.0.1', '10.255.255.255']],
  ['100.64.0.0/10 shared (CGNAT)', ['100.64.0.1', '100.127.255.254']],
  ['127.0.0.0/8 loopback', ['127.0.0.1', '127.8.9.10']],
  ['169.254.0.0/16 link-local, cloud metadata', ['169.254.169.254']],
  ['172.16.0.0/12 private', ['172.16.5.4', '172.31.255.1']],
  ['192.0.0.0/24 IETF protocol assignments', ['192.0.0.1', '192.0.0.170']],
  ['192.0.2.0/24 documentation', ['192.0.2.10']],
  ['192.88.99.0/24 6to4 relay', ['192.88.99.1']],
  ['192.168.0.0/16 private', ['192.168.1.1']],
  ['198.18.0.0/15 benchmarking', ['198.18.0.1', '198.19.255.254']],
  ['198.51.100.0/24 documentation', ['198.51.100.7']],
  ['203.0.113.0/24 documentation', ['203.0.113.9']],
  ['224.0.0.0/4 multicast', ['224.0.0.1', '239.255.255.250']],
  ['240.0.0.0/4 reserved, broadcast', ['240.0.0.1', '255.255.255.255']],
  ['::/128 unspecified, ::1 loopback', ['::', '::1', '[::1]', '0:0:0:0:0:0:0:1']],
  ['::ffff:0:0/96 IPv4-mapped, private inside', ['::ffff:10.0.0.1', '::ffff:7f00:1', '::FFFF:192.168.1.1']],
  ['::/96 IPv4-compatible (deprecated)', ['::127.0.0.1', '::8.8.8.8', '::a00:1']],
  ['64:ff9b::/96 NAT64, private inside', ['64:ff9b::127.0.0.1', '64:ff9b::a9fe:a9fe', '64:ff9b::10.1.2.3']],
  ['64:ff9b:1::/48 local-use NAT64', ['64:ff9b:1::8.8.8.8']],
  ['2002::/16 6to4, private inside', ['2002:7f00:1::1', '2002:a00:1::', '2002:c0a8:101::5']],
  ['100::/64 discard-only', ['100::1', '100::ffff:ffff:ffff:ffff']],
  ['2001::/23 IETF assignments (Teredo, benchmarking)', ['2001::1', '2001:0:4136:e378::1', '2001:2::1']],
  ['2001:db8::/32 documentation', ['2001:db8::1']],
  ['3fff::/20 documentation', ['3fff::1']],
  ['fc00::/7 unique local', ['fd00::1', 'fc00::5']],
  ['fe80::/10 link-local', ['fe80::1', 'fe80::1%eth0']],
  ['fec0::/10 site-local (deprecated)', ['fec0::1', 'feff::1']],
  ['ff00::/8 multicast', ['ff02::1']],
  ['outside 2000::/3, unallocated', ['4000::1', '5f00::1', '::ffff:0:8.8.8.8']],
];

const PASSED: ReadonlyArray<[what: string, addresses: string[]]> = [
  [
    'IPv4 on the internet',
    ['162.159.135.232', '8.8.8.8', '172.32.0.1', '100.128.0.1', '198.20.0.1', '192.0.3.1'],
  ],
  ['IPv6 global unicast', ['2606:4700::6810:85e5', '2a00:1450:4001:80b::200e', '2001:4860:4860::8888']],
  ['public IPv4 inside IPv6', ['::ffff:162.159.135.232', '64:ff9b::a29f:87e8', '2002:a29f:87e8::1']],
];

describe('private addresses', () => {
  it.each(REFUSED)('refuses %s', (_range, addresses) => {
    for (const address of addresses) expect(isPrivateAddress(address), address).toBe(true);
  });

  it.each(PASSED)('passes %s', (_what, addresses) => {
    for (const address of addresses) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('says nothing of a host name (the caller resolves it first)', () => {
    expect(isPrivateAddress('discord.com')).toBe(false);
  });
});
