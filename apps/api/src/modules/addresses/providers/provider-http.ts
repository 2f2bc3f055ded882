/**
 * The one way an address provider is called. SPEC section 7's HTTP client: a 10 second
 * timeout (configurable), at most 5 redirects, a bounded body. Whatever goes wrong upstream
 * (down, slow, a refused key, an answer we cannot read) is GEO_PROVIDER_UNAVAILABLE, a 503: the
 * customer can still type the address by hand, and nothing of the provider's reply (which may
 * echo the key) reaches the client.
 */
import type { z } from 'zod';
import { AppError } from '../../../lib/errors.js';

const MAX_REDIRECTS = 5;
/** address answers are a few kilobytes; anything near this is not an address answer */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface ProviderHttpOptions {
  timeoutMs: number;
  userAgent: string;
}

function providerUnavailable(provider: string, reason: string): AppError {
  return new AppError(
    'GEO_PROVIDER_UNAVAILABLE',
    `The address service (${provider}) is not available right now; type the address in full`,
    [{ provider, reason }],
  );
}

export async function requestProviderJson<S extends z.ZodType>(
  provider: string,
  url: URL,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown },
  schema: S,
  options: ProviderHttpOptions,
): Promise<z.infer<S>> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let target = url;
  let response: Response | undefined;
  try {
    for (let hop = 0; ; hop++) {
      response = await fetch(target, {
        method: init.method ?? 'GET',
        headers: {
          accept: 'application/json',
          'user-agent': options.userAgent,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: 'manual',
        signal,
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw providerUnavailable(provider, `more than ${MAX_REDIRECTS} redirects`);
      target = new URL(location, target);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const reason =
      err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
        ? `no answer within ${options.timeoutMs} ms`
        : 'cannot connect';
    throw providerUnavailable(provider, reason);
  }

  if (!response.ok) {
    await response.body?.cancel();
    throw providerUnavailable(provider, `HTTP ${response.status}`);
  }
  if (Number(response.headers.get('content-length')) > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw providerUnavailable(provider, 'the answer is too large');
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw providerUnavailable(provider, 'the answer broke off');
  }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw providerUnavailable(provider, 'the answer is too large');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw providerUnavailable(provider, 'the answer is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw providerUnavailable(provider, 'the answer is not in the documented shape');
  return parsed.data;
}

/** "50.4474" → 50.4474; a coordinate that is not a finite number in range is no coordinate. */
export function readCoordinate(value: string | number | null | undefined, limit: 90 | 180): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}
