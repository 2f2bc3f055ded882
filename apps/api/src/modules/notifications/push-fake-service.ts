/**
 * A local stand-in for a browser's push service (RFC 8030), for the tests: an https server on
 * 127.0.0.1 with a test-only certificate (push-fake-service.cert.pem; the API trusts it through
 * PUSH_EXTRA_CA_FILE), since `web-push` only speaks https. It plays the browser's side too: each
 * subscriber it makes has its own P-256 key pair and auth secret (node:crypto), and every message
 * it receives is checked as a push service and a browser would: the VAPID `Authorization` header
 * (RFC 8292: an ES256 JWT for this origin, signed by the key it names) and the aes128gcm body
 * (RFC 8188), decrypted with the subscriber's keys (RFC 8291), independently of web-push's code.
 * Used by apps/api/test/push.test.ts and e2e/pwa.spec.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** the CA file to give the API as PUSH_EXTRA_CA_FILE (the certificate is its own CA) */
export const FAKE_PUSH_CA_FILE = path.join(here, 'push-fake-service.cert.pem');
const KEY_FILE = path.join(here, 'push-fake-service.key.pem');

export interface FakePushSubscriber {
  /** as PushSubscription.toJSON() gives it */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** what this subscriber received, decrypted, in order */
  received: unknown[];
}

interface ReceivedPush {
  endpoint: string;
  /** the VAPID JWT's claims, when its signature, audience and key held; null otherwise */
  vapid: { aud: string; exp: number; sub: string; k: string } | null;
  /** the decrypted JSON; null when it could not be decrypted */
  payload: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakePushService {
  /** https://127.0.0.1:port */
  origin: string;
  /** a new browser subscription with its own keys, at a new endpoint */
  subscriber(): FakePushSubscriber;
  /** every message received, valid or not */
  received: ReceivedPush[];
  /** the status to answer a subscriber's endpoint with (201 unless set): 410 says it is gone */
  answer: Map<string, number>;
  close(): Promise<void>;
}

const b64 = (buf: Buffer | Uint8Array) => Buffer.from(buf).toString('base64url');

function publicKeyOfPoint(point: Buffer): crypto.KeyObject {
  return crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the claims when the JWT is good for this origin. */
function checkVapid(header: string | undefined, origin: string, now = Date.now()) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const key = publicKeyOfPoint(Buffer.from(k, 'base64url'));
  const good = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }).alg;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  // RFC 8292 section 2: exp no more than 24 hours ahead
  const fresh = claims.exp * 1000 > now && claims.exp * 1000 <= now + 24 * 3600_000 + 60_000;
  if (!good || alg !== 'ES256' || claims.aud !== origin || !fresh || !claims.sub) return null;
  return { ...claims, k };
}

/** RFC 8291 + RFC 8188: one aes128gcm record, decrypted with the subscriber's keys. */
function decryptPush(body: Buffer, ecdh: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, info, 32));
  const cek = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record: data, then the delimiter 2, then zeros
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end);
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakePushService(): Promise<FakePushService> {
  const subscribers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer; sub: FakePushSubscriber }>();
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  let origin = '';
  let seq = 0;
  const server = createServer(
    { cert: fs.readFileSync(FAKE_PUSH_CA_FILE), key: fs.readFileSync(KEY_FILE) },
    (req, res) => {
      void (async () => {
        const body = await bodyOf(req);
        const endpoint = `${origin}${req.url ?? ''}`;
        const target = subscribers.get(endpoint);
        let payload: unknown = null;
        if (target && req.headers['content-encoding'] === 'aes128gcm') {
          try {
            payload = JSON.parse(decryptPush(body, target.ecdh, target.auth).toString('utf8'));
          } catch {
            payload = null;
          }
        }
        const vapid = checkVapid(req.headers.authorization, origin);
        received.push({ endpoint, vapid, payload, headers: req.headers });
        const status = !target ? 404 : (answer.get(endpoint) ?? (vapid && payload !== null ? 201 : 400));
        if (status === 201) target!.sub.received.push(payload);
        res.writeHead(status, { location: endpoint });
        res.end();
      })();
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer,
    subscriber() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${++seq}-${crypto.randomBytes(8).toString('hex')}`;
      const sub: FakePushSubscriber = {
        subscription: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) },
        },
        received: [],
      };
      subscribers.set(endpoint, { ecdh, auth, sub });
      return sub;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
