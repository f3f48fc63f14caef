import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface BrowserPushKeys {
  publicKey: Buffer;
  privateKey: Buffer;
  auth: Buffer;
  /** The `keys` of the subscription as a browser serialises them. */
  keys: { p256dh: string; auth: string };
}

export function newBrowserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    publicKey: ecdh.getPublicKey(),
    privateKey: ecdh.getPrivateKey(),
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/**
 * Decrypts a Web Push message body (RFC 8188 `aes128gcm` with the RFC 8291 key derivation), as the browser
 * does: written from the RFCs here, independently of the `web-push` library that encrypted it.
 */
export function decryptPushBody(body: Buffer, keys: BrowserPushKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const secret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface LocalPushService {
  /** The base URL, e.g. `http://127.0.0.1:4321`; subscriptions name `${url}/push/<id>`. */
  url: string;
  received: ReceivedPush[];
  /** Answers the next pushes to this path with `status` (410 for an expired subscription). */
  answer(path: string, status: number): void;
  /** Resolves with the first push to `path` (already received or still to come). */
  next(path: string): Promise<ReceivedPush>;
  close(): Promise<void>;
}

/**
 * A push service on this machine standing in for the browser vendor's (FCM, Mozilla's): it takes the
 * server's encrypted POSTs, keeps them, and answers 201 (or what `answer` set).
 */
export async function startLocalPushService(port = 0): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const waiters: { path: string; resolve: (push: ReceivedPush) => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const push = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(push);
      for (const waiter of waiters.filter((w) => w.path === push.path)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(push);
      }
      res.writeHead(statuses.get(push.path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    received,
    answer(path, status) {
      statuses.set(path, status);
    },
    next(path) {
      const already = received.find((p) => p.path === path);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ path, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
