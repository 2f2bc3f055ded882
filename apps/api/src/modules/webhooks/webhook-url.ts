/**
 * Which URLs a webhook may be registered with (ARCHITECTURE.md): http or https, no credentials in
 * the address (it is shown in the back office; the signature is what proves the sender), and,
 * unless private addresses are allowed (the demo, or WEBHOOK_ALLOW_PRIVATE=true), no loopback,
 * private or link-local host. Host names are also resolved before each delivery
 * (delivery-http.ts), so a name cannot later point the server into its own network.
 */
import { isIP } from 'node:net';
import { isPrivateAddress } from './private-address.js';

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

/** Names that only ever mean this machine or its local network. */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name.endsWith('.internal') ||
    name.endsWith('.home.arpa')
  );
}

export function checkWebhookUrl(raw: string, allowPrivate: boolean): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'url must be an absolute http or https URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: `url must use http or https, not ${url.protocol.replace(':', '')}` };
  if (url.username || url.password)
    return {
      ok: false,
      reason: 'url must not carry a user name or password; check the X-Signature header instead',
    };
  if (!url.hostname) return { ok: false, reason: 'url must name a host' };
  if (allowPrivate) return { ok: true, url };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) ? isPrivateAddress(host) : isLocalName(host))
    return {
      ok: false,
      reason: `${url.hostname} is a loopback, private or link-local address, which this server does not call (WEBHOOK_ALLOW_PRIVATE)`,
    };
  return { ok: true, url };
}
