/**
 * The back office's one door to its API (/admin/v1, same origin). The session cookie travels by
 * itself (httpOnly, path /admin); every write carries the session's CSRF token in
 * `x-csrf-token`, kept here from sign-in or GET /me. A 401 other than a wrong password means the
 * session is gone: the registered handler sends the app to sign-in.
 */
import { isErrorCode, type ErrorCode } from '@food/contracts/errors';

export const API_BASE = '/admin/v1';

/**
 * The API's codes (the contracts' ErrorCode, so comparing with a misspelt one fails tsc), or the
 * client's own: the server unreachable, or an answer without a code the API sends (a proxy's page).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | `HTTP_${number}`;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;
  constructor(status: number, code: string, message: string, details: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = isErrorCode(code) || code === 'NETWORK_ERROR' ? code : `HTTP_${status}`;
    this.details = details;
  }
}

let csrfToken: string | null = null;
let onUnauthorized: (() => void) | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function getCsrfToken(): string | null {
  return csrfToken;
}

/** The session registers what a lost session does (one handler: the app has one session). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/** 401s that answer the request itself rather than say the session is gone */
const ANSWERING_401: ReadonlySet<ApiErrorCode> = new Set(['INVALID_CREDENTIALS']);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'The server cannot be reached');
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = null;
  if (text)
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON (a proxy's error page): the status alone speaks
    }
  if (!res.ok) {
    const error = errorOf(data);
    const apiError = new ApiError(
      res.status,
      error?.code ?? `HTTP_${res.status}`,
      error?.message ?? res.statusText,
      error?.details ?? null,
    );
    if (res.status === 401 && !ANSWERING_401.has(apiError.code)) onUnauthorized?.();
    throw apiError;
  }
  return data as T;
}

function errorOf(data: unknown): { code?: string; message?: string; details?: unknown } | null {
  if (data && typeof data === 'object' && 'error' in data) {
    const error = (data as { error: unknown }).error;
    if (error && typeof error === 'object') return error as { code?: string; message?: string };
  }
  return null;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  del: <T = void>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};

/** `?a=1&b=2` from the defined values, or '' */
export function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
