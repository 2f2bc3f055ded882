/**
 * One webhook delivery over HTTP: a POST of the signed JSON body, a time limit for the whole
 * exchange, no redirects followed, and (unless private addresses are allowed) the host name
 * resolved here and every address it gives checked, on the very connection that is made, so a
 * DNS answer cannot smuggle a private address in after registration (DNS rebinding).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-address.js';
import { checkWebhookUrl } from './webhook-url.js';

export interface DeliveryResult {
  /** the receiver's status code; null when no answer came (refused, timed out, not allowed) */
  statusCode: number | null;
  /** why it failed, for the delivery log; null when delivered */
  error: string | null;
}

export interface PostOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

class AddressNotAllowed extends Error {}

/** A resolver for `http.request` that refuses a host with any private address. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused)
        return callback(
          new AddressNotAllowed(`${hostname} resolves to ${refused.address}, a private address`),
          '',
          0,
        );
      if (!addresses.length) return callback(new Error(`${hostname} has no address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Resolves a host for registration: throws when it has no address or a private one. */
export async function assertPublicHost(hostname: string): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    guardedLookup(false)(hostname, { all: true }, (err) => (err ? reject(err) : resolve())),
  );
}

const ERROR_TEXT_LIMIT = 300;

export function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs, allowPrivate }: PostOptions,
): Promise<DeliveryResult> {
  const verdict = checkWebhookUrl(rawUrl, allowPrivate);
  if (!verdict.ok) return Promise.resolve({ statusCode: null, error: verdict.reason });
  const { url } = verdict;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: DeliveryResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(result);
    };
    const request = url.protocol === 'https:' ? https.request : http.request;
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(allowPrivate),
      // one connection per delivery: a kept-alive socket would skip the address check next time
      agent: false,
    });
    const timer = setTimeout(
      () => finish({ statusCode: null, error: `no answer within ${timeoutMs / 1000} s` }),
      timeoutMs,
    );
    req.on('response', (res) => {
      const statusCode = res.statusCode ?? 0;
      if (statusCode >= 200 && statusCode < 300) {
        res.resume();
        return finish({ statusCode, error: null });
      }
      // a short piece of the receiver's answer helps whoever reads the delivery log
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.length >= ERROR_TEXT_LIMIT) res.destroy();
      });
      const done = () => {
        const what = statusCode >= 300 && statusCode < 400 ? 'a redirect, not followed' : 'not 2xx';
        const excerpt = text.replace(/\s+/g, ' ').trim().slice(0, ERROR_TEXT_LIMIT);
        finish({ statusCode, error: `HTTP ${statusCode} (${what})${excerpt ? `: ${excerpt}` : ''}` });
      };
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish({
        statusCode: null,
        error: err instanceof AddressNotAllowed ? err.message : `${err.code ?? 'ERROR'}: ${err.message}`,
      }),
    );
    req.end(body);
  });
}
