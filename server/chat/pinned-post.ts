// One HTTP(S) POST to the group chat's webhook over a connection pinned to addresses the caller chose:
// the ones it resolved and checked. Left to itself, the HTTP client resolves the host
// again as it connects, and a DNS answer that changes in between (rebinding) would take the post to
// an address nobody checked. The Host header and the TLS server name stay the URL's host, so the
// service and its certificate are the same. The answer's body is read up to ANSWER_LIMIT_BYTES and the
// connection then dropped: a service answers a status and a short message, and a body without end
// must not fill the server's memory.
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

export const ANSWER_LIMIT_BYTES = 16 * 1024;

export interface PinnedAnswer {
  status: number;
  /** The Location header of a redirect (never followed). */
  location: string | null;
  /** The start of the body, at most ANSWER_LIMIT_BYTES of it. */
  body: string;
}

export interface PinnedPost {
  /** The addresses the connection may go to (at least one); the URL's host is not resolved. */
  addresses: readonly string[];
  headers: Record<string, string>;
  /** Text (the chat's JSON) or bytes (an encrypted push). */
  body: string | Buffer;
  /** Ends the request at any stage: connecting, sending or reading the answer. */
  signal: AbortSignal;
}

/** A resolver that answers the given addresses whatever it is asked. */
export function pinnedLookup(addresses: readonly string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    const [first] = entries;
    if (options.all) callback(null, entries);
    else if (first) callback(null, first.address, first.family);
    else callback(Object.assign(new Error('no address to connect to'), { code: 'ENOTFOUND' }), []);
  };
}

export function postPinned(url: URL, post: PinnedPost): Promise<PinnedAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        lookup: pinnedLookup(post.addresses),
        // A connection of its own: a pooled one may have been opened to an address of an older lookup.
        agent: false,
        signal: post.signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const answer = () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            body: Buffer.concat(chunks).subarray(0, ANSWER_LIMIT_BYTES).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= ANSWER_LIMIT_BYTES) {
            answer();
            response.destroy();
          }
        });
        response.on('end', answer);
        // After the answer (the connection dropped on purpose) this settles nothing.
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(post.body);
  });
}
