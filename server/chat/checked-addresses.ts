// Where an outgoing post (the group chat's, a push notification's) may connect: the URL's host
// resolved once, here, and checked. A host that leads to a private address is refused unless the
// operator listed its origin (CHAT_WEBHOOK_ORIGINS, PUSH_ENDPOINT_ORIGINS); the post then connects to
// these addresses and no others (./pinned-post.ts), so a DNS answer that changes in between cannot
// take it elsewhere.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress } from './private-address';

/** Resolves a host name to its addresses (tests give their own). */
export type Lookup = (host: string) => Promise<string[]>;

export type CheckedAddresses =
  | { ok: true; addresses: string[] }
  /** The host could not be resolved now (another attempt may succeed). */
  | { ok: false; transient: true; response: string }
  /** The host leads to an address Huddle never posts to. */
  | { ok: false; transient: false; response: string };

const resolve: Lookup = async (host) => (await dnsLookup(host, { all: true })).map((a) => a.address);

export async function checkedAddresses(
  url: URL,
  allowedOrigins: readonly string[],
  lookup: Lookup = resolve,
): Promise<CheckedAddresses> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await lookup(host);
    if (addresses.length === 0) throw new Error('no address');
  } catch (error) {
    return {
      ok: false,
      transient: true,
      response: `${host} could not be resolved: ${(error as Error).message}`,
    };
  }
  // A listed origin may be private: the operator chose it.
  if (!allowedOrigins.includes(url.origin) && addresses.some(isPrivateAddress)) {
    return { ok: false, transient: false, response: `${host} resolves to a private address.` };
  }
  return { ok: true, addresses };
}
