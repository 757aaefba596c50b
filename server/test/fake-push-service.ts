// A local stand-in for a browser's push service (FCM, Mozilla's, Apple's) for the Web Push tests. It
// plays the devices too: each device gets its own P-256 key pair and authentication secret, made here,
// and every push that arrives is decrypted with them as a browser would (RFC 8291 aes128gcm: ECDH,
// HKDF, AES-128-GCM, written out with node:crypto so that the test does not trust the library it
// checks), and its VAPID signature (RFC 8292: an ES256 JWT in the Authorization header) verified
// against the public key it names. It answers as a test tells it (201 by default) and stops by itself
// after a while if a test forgets to.
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeDevice {
  name: string;
  /** The browser's PushSubscription JSON, to POST to /api/push/subscriptions. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  device: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The VAPID key the push named (base64url) and whether its JWT verified against it. */
  vapidKey: string;
  signatureValid: boolean;
  /** The JWT's claims: the push service's origin, the expiry (s), the subject. */
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
}

export type PushAnswer = { status: number; body?: string } | 'hang';

export interface FakePushService {
  origin: string;
  device(name: string): FakeDevice;
  /** Pushes decrypted and checked, in order of arrival. */
  received: ReceivedPush[];
  /** What a device's pushes are answered, in turn (the last repeats). Default: 201. */
  answer(device: string, ...answers: PushAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

const STOP_AFTER_MS = 5 * 60_000;

interface DeviceKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record decrypted with the device's keys. */
export function decryptAes128gcm(body: Buffer, keys: DeviceKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`, the JWT's ES256 signature checked against the key. */
export function checkVapid(
  header: string | undefined,
): Pick<ReceivedPush, 'vapidKey' | 'signatureValid' | 'claims'> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  const signatureValid =
    header_.alg === 'ES256' &&
    verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  return {
    vapidKey: key,
    signatureValid,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims'],
  };
}

export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, DeviceKeys>();
  const answers = new Map<string, PushAnswer[]>();
  const received: ReceivedPush[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const keys = devices.get(name);
      if (!keys) {
        res.writeHead(404).end('unknown device');
        return;
      }
      const queue = answers.get(name) ?? [];
      const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 201 };
      if (next !== 'hang' && next.status === 201) {
        if (req.headers['content-encoding'] !== 'aes128gcm') {
          res.writeHead(415).end('only aes128gcm');
          return;
        }
        received.push({
          device: name,
          payload: JSON.parse(decryptAes128gcm(Buffer.concat(chunks), keys).toString('utf8')),
          ...checkVapid(req.headers.authorization),
          ttl: req.headers.ttl as string | undefined,
        });
      }
      if (next === 'hang') return;
      res.writeHead(next.status, { 'content-type': 'text/plain' }).end(next.body ?? '');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      clearTimeout(stop);
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const stop = setTimeout(() => void close(), STOP_AFTER_MS);
  stop.unref();

  return {
    origin,
    received,
    device(name) {
      let keys = devices.get(name);
      if (!keys) {
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        keys = { ecdh, auth: randomBytes(16) };
        devices.set(name, keys);
      }
      return {
        name,
        subscription: {
          endpoint: `${origin}/push/${encodeURIComponent(name)}`,
          expirationTime: null,
          keys: {
            p256dh: keys.ecdh.getPublicKey().toString('base64url'),
            auth: keys.auth.toString('base64url'),
          },
        },
      };
    },
    answer(device, ...given) {
      answers.set(device, given);
    },
    reset() {
      received.length = 0;
      answers.clear();
    },
    close,
  };
}
