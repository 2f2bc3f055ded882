/**
 * The one way the browser calls the API (issue 20 item 6): same-origin `/api/<prefix>/...`
 * (ARCHITECTURE.md), so the httpOnly session cookie rides along.
 *
 * - Timeout: 10 s by default (SPEC section 7): an ApiError with status 0 and code TIMEOUT; a
 *   dropped line is status 0, NETWORK. The caller's own `signal` cancels: its AbortError is
 *   thrown as it is (`isAbort`), so a replaced request is not an error to show.
 * - 401: the API no longer knows this session (logged out elsewhere, expired, another city's
 *   host), so the device forgets the customer and the pages offer sign-in instead of failing on
 *   every call. Sign-in calls, whose 401 is about the code, say `keepUserOn401`. The customer
 *   store (`shell/use-user.ts`) registers that reaction with `onSessionLost` when it loads: it
 *   calls this client too (logout), and lib/ does not reach into features.
 * - The answer is checked with the contract's zod schema when the call goes through `apiRead`
 *   (api-read.ts; a proxy's HTML page or a wrong answer is then an ApiError 502 BAD_RESPONSE, not
 *   a crash further on). This file imports no zod: the storefront's first-load pages (menu,
 *   search) would carry it.
 * - The API's one error shape `{error: {code, message, details}}` becomes an ApiError with the
 *   status; another body (a proxy's page) keeps the status with code API_ERROR.
 */
import { isErrorCode, type ErrorCode } from '@food/contracts/errors';

const API_TIMEOUT_MS = 10_000;

let sessionLost: () => void = () => {};

/** What a 401 does (`shell/use-user.ts`: the device forgets the customer). */
export function onSessionLost(reaction: () => void) {
  sessionLost = reaction;
}

/**
 * The API's codes and the browser's own: no answer in time, no line, an answer that is not the
 * API's, and input refused before it is sent. Typed, so a comparison with a misspelt code fails tsc.
 */
export type BrowserErrorCode =
  ErrorCode | 'TIMEOUT' | 'NETWORK' | 'API_ERROR' | 'BAD_RESPONSE' | 'INVALID_COORDINATES';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: BrowserErrorCode,
    message: string,
    readonly details: unknown[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** the sign-in calls: their 401/403 is about the code, not about a session */
  keepUserOn401?: boolean;
  /** the request outlives the page (logging out while the page navigates away) */
  keepalive?: boolean;
  timeoutMs?: number;
}

/** A query string of the set values (undefined and empty ones are left out). */
export const queryOf = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  ).toString();

/**
 * `/api` and the API's path, without a slash before its query or at its end: the storefront
 * answers `/api/x/` with a 308 to `/api/x` (Next's trailing-slash rule runs before its rewrite to
 * the API, which takes both), one more round trip for every call spelt as SPEC lists its routes.
 */
const sameOriginUrl = (path: string) => `/api${path.replace(/\/(?=\?|$)/, '')}`;

async function send(path: string, o: CallOptions): Promise<unknown> {
  const timeout = AbortSignal.timeout(o.timeoutMs ?? API_TIMEOUT_MS);
  const signal = o.signal ? AbortSignal.any([o.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(sameOriginUrl(path), {
      method: o.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...o.headers,
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
      ...(o.keepalive ? { keepalive: true } : {}),
    });
  } catch (err) {
    if (o.signal?.aborted) throw err;
    throw new ApiError(0, timeout.aborted ? 'TIMEOUT' : 'NETWORK', (err as Error).message);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    if (o.signal?.aborted) throw err;
    throw new ApiError(0, timeout.aborted ? 'TIMEOUT' : 'NETWORK', (err as Error).message);
  }
  if (!res.ok) {
    let error: { code?: unknown; message?: unknown; details?: unknown } = {};
    try {
      error = (JSON.parse(text) as { error?: typeof error }).error ?? {};
    } catch {
      // not the API's JSON error shape (a proxy's page): the status says enough
    }
    if (res.status === 401 && !o.keepUserOn401) sessionLost();
    throw new ApiError(
      res.status,
      isErrorCode(error.code) ? error.code : 'API_ERROR',
      typeof error.message === 'string' ? error.message : `HTTP ${res.status}`,
      Array.isArray(error.details) ? error.details : [],
    );
  }
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(502, 'BAD_RESPONSE', `${path}: not JSON`);
  }
}

/** A call whose answer is trusted as `T` (no schema: see the file's comment). */
export async function apiCall<T>(path: string, o: CallOptions = {}): Promise<T> {
  return (await send(path, o)) as T;
}
