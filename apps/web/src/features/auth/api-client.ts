/**
 * The signed-in features' browser calls: same-origin `/api/<prefix>/...` (ARCHITECTURE.md), so
 * the httpOnly session cookie set by ValidateCode rides along, with the spec's 10 s timeout
 * (SPEC section 7). Failures are ApiError with the API's status and code. A 401 means the API no
 * longer knows this session (logged out elsewhere, expired, another city's host): the device
 * then forgets the customer, so the pages offer sign-in instead of failing on every call.
 */
import { forgetUser } from '../shell/use-user';

const API_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: readonly unknown[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** sign-in calls answer 401/403 about the code, not about a session */
  keepUserOn401?: boolean;
}

export async function apiCall<T>(path: string, o: CallOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = o.signal ? AbortSignal.any([o.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
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
    });
  } catch (err) {
    // the caller's own cancel stays an AbortError; a timeout or a dropped line is status 0
    if (o.signal?.aborted) throw err;
    throw new ApiError(0, timeout.aborted ? 'TIMEOUT' : 'NETWORK', (err as Error).message);
  }
  const text = await res.text();
  if (!res.ok) {
    let error: { code?: string; message?: string; details?: unknown[] } = {};
    try {
      error = (JSON.parse(text) as { error?: typeof error }).error ?? {};
    } catch {
      // not the API's JSON error shape (a proxy's page): the status says enough
    }
    if (res.status === 401 && !o.keepUserOn401) forgetUser();
    throw new ApiError(
      res.status,
      error.code ?? 'API_ERROR',
      error.message ?? `HTTP ${res.status}`,
      Array.isArray(error.details) ? error.details : [],
    );
  }
  return (text ? JSON.parse(text) : null) as T;
}
