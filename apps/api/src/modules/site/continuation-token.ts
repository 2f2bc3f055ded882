import { z } from 'zod';
import { AppError } from '../../lib/errors.js';

/**
 * Feedback pages are keyset-paginated: the token carries the sort and the last item's key, so
 * a page never repeats or skips an item when new feedback arrives meanwhile.
 */
const ZToken = z.object({
  p: z.enum(['date', 'score']),
  d: z.enum(['asc', 'desc']),
  /** the last item's sort value: ISO time for date, the score for score */
  v: z.union([z.string().max(40), z.number().int()]),
  id: z.number().int().positive(),
});
export type FeedbackCursor = z.infer<typeof ZToken>;

export function encodeCursor(cursor: FeedbackCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(token: string, sortProperty: string, sortDirection: string): FeedbackCursor {
  const invalid = () =>
    new AppError('INVALID_CONTINUATION_TOKEN', 'continuationToken is not one this service gave out');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = ZToken.safeParse(parsed);
  if (!result.success) throw invalid();
  const c = result.data;
  if (c.p !== sortProperty || c.d !== sortDirection) {
    throw new AppError('INVALID_CONTINUATION_TOKEN', 'continuationToken belongs to another sort order');
  }
  if (c.p === 'date' ? typeof c.v !== 'string' || Number.isNaN(Date.parse(c.v)) : typeof c.v !== 'number')
    throw invalid();
  return c;
}
