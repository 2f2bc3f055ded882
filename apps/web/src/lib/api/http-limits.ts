/**
 * The storefront's HTTP client limits (SPEC section 7: 10 second timeout, 50 MB max content,
 * 5 redirects). Node's fetch follows up to 20 redirects and reads any size; these follow at most
 * five and stop reading past 50 MB, so a misconfigured or hostile service address cannot bounce
 * the server around or fill its memory. Kept free of `server-only` so it is tested directly.
 */

export const MAX_CONTENT_BYTES = 50 * 1024 * 1024;
export const MAX_REDIRECTS = 5;

export type HttpLimitCode = 'TOO_MANY_REDIRECTS' | 'CONTENT_TOO_LARGE' | 'BAD_REDIRECT';

export class HttpLimitError extends Error {
  constructor(
    readonly code: HttpLimitCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpLimitError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * `fetch` that follows at most `maxRedirects` redirects itself (the fetch standard's rules: 303,
 * and 301/302 after a POST, go on as a GET without the body; 307 and 308 keep both), to http(s)
 * addresses only.
 */
export async function fetchFollowingRedirects(
  url: string,
  init: RequestInit,
  {
    maxRedirects = MAX_REDIRECTS,
    fetchImpl = fetch,
  }: { maxRedirects?: number; fetchImpl?: typeof fetch } = {},
): Promise<Response> {
  let current = new URL(url);
  let request: RequestInit = { ...init, redirect: 'manual' };
  for (let hops = 0; ; hops++) {
    const res = await fetchImpl(current, request);
    const location = res.headers.get('location');
    if (!REDIRECTS.has(res.status) || location === null) return res;
    await res.body?.cancel();
    if (hops >= maxRedirects)
      throw new HttpLimitError('TOO_MANY_REDIRECTS', `more than ${maxRedirects} redirects from ${url}`);
    const next = new URL(location, current);
    if (next.protocol !== 'http:' && next.protocol !== 'https:')
      throw new HttpLimitError('BAD_REDIRECT', `redirect to a ${next.protocol} address from ${current.href}`);
    const method = (request.method ?? 'GET').toUpperCase();
    if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
      const headers = new Headers(request.headers);
      headers.delete('content-type');
      request = { ...request, method: method === 'HEAD' ? 'HEAD' : 'GET', body: undefined, headers };
    }
    current = next;
  }
}

/** The body as text, refused (and no longer read) past `maxBytes`, declared or streamed. */
export async function readTextWithin(
  res: Pick<Response, 'headers' | 'body'>,
  maxBytes = MAX_CONTENT_BYTES,
): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new HttpLimitError('CONTENT_TOO_LARGE', `the answer declares ${declared} bytes, over ${maxBytes}`);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new HttpLimitError('CONTENT_TOO_LARGE', `the answer is over ${maxBytes} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
