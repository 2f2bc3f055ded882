import type { z } from 'zod';
import { ApiError, apiCall, type CallOptions } from './browser-client';

/**
 * A call (browser-client.ts) whose answer is parsed with the contract's schema. Apart from the
 * client so that the pages that parse nothing carry no zod.
 */
export async function apiRead<S extends z.ZodType>(
  path: string,
  schema: S,
  o: CallOptions = {},
): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await apiCall<unknown>(path, o));
  if (!parsed.success)
    throw new ApiError(502, 'BAD_RESPONSE', `${path}: the answer does not match its contract`, [
      ...parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code })),
    ]);
  return parsed.data;
}
