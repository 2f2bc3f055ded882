import 'server-only';
import type { z } from 'zod';
import { HttpLimitError, fetchFollowingRedirects, readTextWithin } from './http-limits';

/** SPEC section 7: every call times out after 10 seconds (and follows 5 redirects, reads 50 MB: http-limits.ts). */
export const API_TIMEOUT_MS = 10_000;
/**
 * How long shared catalogue reads stay in Next's data cache. A price or menu change made in the
 * back office or through /ops/v1 must show within 10 s on every storefront instance
 * (ARCHITECTURE.md); a page is as fresh as its shortest fetch, and next.config's `expireTime`
 * stops a page older than that from being served stale: data 3 s + page 6 s stays under 10 s.
 */
export const CATALOG_REVALIDATE_SECONDS = 3;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNotFound() {
    return this.status === 404;
  }
}

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** cache tags: brand, city and language of the data, never the visitor */
  tags: string[];
  revalidate?: number;
}

/**
 * One typed call to a service: the section 7 limits (10 s in all, 5 redirects, 50 MB), the
 * contract check, and a clear error on failure.
 */
export async function callApi<S extends z.ZodType>(
  url: string,
  schema: S,
  opts: CallOptions,
): Promise<z.infer<S>> {
  const failed = (err: unknown): ApiError => {
    if (err instanceof HttpLimitError) return new ApiError(502, `API_${err.code}`, `${url}: ${err.message}`);
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return new ApiError(
      timedOut ? 504 : 503,
      timedOut ? 'API_TIMEOUT' : 'API_UNREACHABLE',
      `${url}: ${(err as Error).message}`,
    );
  };
  let res: Response;
  let text: string;
  try {
    res = await fetchFollowingRedirects(url, {
      method: opts.method ?? 'GET',
      headers: opts.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      next: { tags: opts.tags, revalidate: opts.revalidate ?? CATALOG_REVALIDATE_SECONDS },
    });
    text = await readTextWithin(res);
  } catch (err) {
    throw failed(err);
  }
  if (!res.ok) {
    let code = 'API_ERROR';
    let message = text.slice(0, 300);
    try {
      const body = JSON.parse(text) as { error?: { code?: string; message?: string } };
      code = body.error?.code ?? code;
      message = body.error?.message ?? message;
    } catch {
      // not the JSON error body: keep the text
    }
    throw new ApiError(res.status, code, `${url}: ${message}`);
  }
  return schema.parse(JSON.parse(text));
}
