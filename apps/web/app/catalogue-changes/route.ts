/**
 * This process's own revalidation (issue 19 item 7): the change-stream subscriber
 * (src/lib/catalogue-live/subscriber.ts) posts the tags of a catalogue change here, with the
 * process's secret, because `revalidateTag` only works within a request. Anyone else gets a 404.
 * `{ expire: 0 }`: the next request renders the page again with fresh data instead of being
 * served the old one once more while it revalidates.
 */
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { isRevalidateSecret, REVALIDATE_SECRET_HEADER } from '@/lib/catalogue-live/secret';
import { forgetSiteContext } from '@/lib/routing/site-context';

export const dynamic = 'force-dynamic';

const ZBody = z.object({ tags: z.array(z.string().min(1).max(256)).max(200) });

export async function POST(request: Request): Promise<Response> {
  if (!isRevalidateSecret(request.headers.get(REVALIDATE_SECRET_HEADER)))
    return new Response('Not found', { status: 404 });
  const parsed = ZBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response('Bad request', { status: 400 });
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  // the router's languages and cities (kept in memory a minute) follow a brand or city change
  if (parsed.data.tags.some((t) => t === 'catalogue' || /^(brand|places):/.test(t))) forgetSiteContext();
  return Response.json({ revalidated: parsed.data.tags.length });
}
