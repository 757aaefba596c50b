// TRUST_PROXY: which reverse proxies Fastify believes about the client's address and protocol
// (X-Forwarded-For / -Proto). Behind Caddy or nginx this is what lets the login throttle see each
// member's own address and marks session cookies Secure when the proxy speaks HTTPS; trusting a
// proxy that is not there would let any client choose its address, so it is explicit.
import { isIP } from 'node:net';

/** What Fastify's `trustProxy` option takes (a hop count becomes a function of the hop). */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export const TRUST_PROXY_HINT =
  'must be true, false, a number of proxy hops, or addresses/CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8; loopback, linklocal and uniquelocal name the usual ranges)';

export function isTrustProxy(value: string): boolean {
  if (['true', 'false'].includes(value) || /^\d{1,2}$/.test(value)) return true;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isAddressOrRange);
}

/**
 * The Fastify setting for a validated TRUST_PROXY value. Unset: a production server trusts a proxy on
 * the same machine (loopback), development trusts none.
 */
export function trustProxySetting(value: string | undefined, production: boolean): TrustProxy {
  if (value === undefined) return production ? 'loopback' : false;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    // The nearest `hops` proxies are trusted: the client is the address just before them.
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .join(',');
}
