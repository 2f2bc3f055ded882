/**
 * The VAPID key pair push messages are signed with (RFC 8292). A browser's subscription is bound
 * to the public key it subscribed with, so the pair must outlive restarts: set by the deployment
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT), or for the demo generated once and kept
 * in DATA_DIR/vapid-keys.json (mode 0600), like the PGlite data beside it. Read on first use, so
 * an API that never pushes writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface VapidSettings {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  MAIL_FROM: string;
  DATA_DIR: string;
}

const KEY_FILE = 'vapid-keys.json';

const isPair = (v: unknown): v is { publicKey: string; privateKey: string } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Record<string, unknown>).publicKey === 'string' &&
  typeof (v as Record<string, unknown>).privateKey === 'string';

/** The demo's pair: read from the data folder, or generated and written there once. */
function demoPair(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, KEY_FILE);
  try {
    const stored: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (isPair(stored)) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const pair = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  // 'wx': a second process racing this one keeps the first pair written
  try {
    fs.writeFileSync(file, JSON.stringify(pair), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return demoPair(dataDir);
    throw err;
  }
  return pair;
}

/** A resolver that reads (or makes) the pair once, on first use. */
export function vapidKeysOf(settings: VapidSettings): () => VapidKeys {
  let keys: VapidKeys | null = null;
  return () => {
    if (!keys) {
      const pair =
        settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY
          ? { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY }
          : demoPair(settings.DATA_DIR);
      // the push service's contact: the deployment's, else the sender address of our e-mails
      const subject = settings.VAPID_SUBJECT ?? `mailto:${settings.MAIL_FROM}`;
      keys = { ...pair, subject };
    }
    return keys;
  };
}
