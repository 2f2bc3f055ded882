import 'server-only';
import { isErrorCode, type ErrorCode } from '@food/contracts/errors';
import type { z } from 'zod';
import { CATALOGUE_TAG } from './cache-tags';
import { HttpLimitError, fetchFollowingRedirects, readTextWithin, type HttpLimitCode } from './http-limits';

/** SPEC section 7: every call times out after 10 seconds (and follows 5 redirects, reads 50 MB: http-limits.ts). */
const API_TIMEOUT_MS = 10_000;
/**
 * How long shared catalogue reads stay in Next's data cache at most. A change made in the back
 * office or through /ops/v1 shows within 10 s on every storefront instance because the API's
 * change stream invalidates the reads and pages by tag (src/lib/catalogue-live/, cache-tags.ts);
 * this is only the safety net for a change whose event was lost, matching the pages' own
 * `revalidate` (300) so a page is not re-rendered more often than it says.
 */
const CATALOG_REVALIDATE_SECONDS = 300;
/**
 * Reads whose answer changes with the clock and no catalogue write: prices under automatic
 * promotions (a weekday or happy-hour window starts or ends), the promotions running now, the
 * restaurants' "open now", new reviews. No event tells of those, so they are kept a minute; the
 * checkout prices from the API either way.
 */
export const TIMED_REVALIDATE_SECONDS = 60;

/** The API's codes and the server fetcher's own (the API did not answer, or not as agreed). */
export type ServerErrorCode =
  ErrorCode | 'API_ERROR' | 'API_TIMEOUT' | 'API_UNREACHABLE' | `API_${HttpLimitCode}` | 'UNKNOWN_BRAND';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ServerErrorCode,
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
  /**
   * Extra request headers. Next's data cache keys a fetch by its headers too, so only an
   * uncached read (`revalidate: 0`) may carry anything of the visitor (lib/api/search.ts).
   */
  headers?: Record<string, string>;
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
      headers:
        opts.body === undefined ? opts.headers : { ...opts.headers, 'content-type': 'application/json' },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      next: {
        tags: [CATALOGUE_TAG, ...opts.tags],
        revalidate: opts.revalidate ?? CATALOG_REVALIDATE_SECONDS,
      },
    });
    text = await readTextWithin(res);
  } catch (err) {
    throw failed(err);
  }
  if (!res.ok) {
    let code: ServerErrorCode = 'API_ERROR';
    let message = text.slice(0, 300);
    try {
      const body = JSON.parse(text) as { error?: { code?: unknown; message?: string } };
      if (isErrorCode(body.error?.code)) code = body.error.code;
      message = body.error?.message ?? message;
    } catch {
      // not the JSON error body: keep the text
    }
    throw new ApiError(res.status, code, `${url}: ${message}`);
  }
  return schema.parse(JSON.parse(text));
}
