/**
 * Each storefront process holds one stream of the API's catalogue changes
 * (`GET /catalog/v1/changes`, issue 19 item 7) and invalidates its cached data and pages by tag
 * for each change (api/cache-tags.ts), so a change made on any API instance shows on every
 * storefront instance within seconds, with the pages still served from cache in between.
 *
 * `revalidateTag` needs a request's context, so the tags are handed to this process's own route
 * (app/catalogue-changes) with a per-process secret (secret.ts). `{ expire: 0 }` there: the next
 * visitor waits for the fresh render rather than being served the old price once more.
 *
 * The stream comes back with growing pauses (1 s doubling to 30 s) when the API restarts; on
 * every (re)connection everything is invalidated, as changes may have been missed meanwhile. A
 * stream silent for longer than three heartbeats is taken as lost (a half-open connection).
 */
import { CATALOGUE_TAG, tagsOfChange } from '../api/cache-tags';
import { REVALIDATE_SECRET_HEADER } from './secret';
import { SseParser } from './sse-parser';

export interface SubscriberOptions {
  /** the API's `…/catalog/v1/changes` address */
  changesUrl: string;
  /** this process's own `…/catalogue-changes` route */
  revalidateUrl: string;
  secret: string;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
  /** the API's heartbeat is 20 s */
  silenceMs?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

export interface Subscriber {
  stop(): void;
  /** resolves once the stream is connected (tests) */
  readonly connected: Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export function startCatalogueSubscriber(options: SubscriberOptions): Subscriber {
  const log = options.log ?? console;
  const silenceMs = options.silenceMs ?? 65_000;
  const minBackoff = options.minBackoffMs ?? 1_000;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  let stopped = false;
  let current: AbortController | null = null;
  let markConnected: () => void = () => {};
  const connected = new Promise<void>((resolve) => (markConnected = resolve));

  // tags waiting to be handed to the route: several changes in a burst go in one call
  const pending = new Set<string>();
  let flushing: Promise<void> | null = null;

  const post = async (tags: string[]) => {
    const res = await fetch(options.revalidateUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: options.secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`revalidation route answered ${res.status}`);
  };

  const flush = (): Promise<void> => {
    flushing ??= (async () => {
      // the process may not be listening yet right after start: try for a while
      for (let attempt = 0; pending.size && !stopped; attempt++) {
        const tags = [...pending];
        pending.clear();
        try {
          await post(tags);
        } catch (err) {
          for (const t of tags) pending.add(t);
          if (attempt % 10 === 0) log.warn('catalogue-live: revalidation failed; trying again', err);
          await sleep(Math.min(500 * (attempt + 1), 5_000));
        }
      }
    })().finally(() => {
      flushing = null;
      if (pending.size && !stopped) void flush();
    });
    return flushing;
  };

  const invalidate = (tags: string[]) => {
    if (!tags.length) return;
    for (const t of tags) pending.add(t);
    void flush();
  };

  const readStream = async (signal: AbortSignal) => {
    const res = await fetch(options.changesUrl, { headers: { accept: 'text/event-stream' }, signal });
    if (!res.ok || !res.body) throw new Error(`change stream answered ${res.status}`);
    markConnected();
    // anything may have changed while no stream was open
    invalidate([CATALOGUE_TAG, 'brands']);
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    let watchdog = setTimeout(() => current?.abort(), silenceMs);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        clearTimeout(watchdog);
        watchdog = setTimeout(() => current?.abort(), silenceMs);
        for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
          if (event.event !== 'change') continue;
          try {
            invalidate(tagsOfChange(JSON.parse(event.data) as { retailNetworkId: number; area: string }));
          } catch (err) {
            log.warn('catalogue-live: unreadable change event', err);
          }
        }
      }
    } finally {
      clearTimeout(watchdog);
    }
  };

  void (async () => {
    let backoff = minBackoff;
    while (!stopped) {
      current = new AbortController();
      const startedAt = Date.now();
      try {
        await readStream(current.signal);
        if (!stopped) log.warn('catalogue-live: change stream ended; reconnecting');
      } catch (err) {
        if (!stopped)
          log.warn(`catalogue-live: change stream lost (${(err as Error).message}); reconnecting`);
      }
      if (stopped) return;
      // a stream that held a while starts the pauses over
      if (Date.now() - startedAt > 30_000) backoff = minBackoff;
      await sleep(backoff + Math.random() * backoff * 0.2);
      backoff = Math.min(backoff * 2, maxBackoff);
    }
  })();

  return {
    connected,
    stop() {
      stopped = true;
      current?.abort();
    },
  };
}
