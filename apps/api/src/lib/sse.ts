/**
 * Server-sent event streams (the customer's order status, the back office's board): the reply is
 * taken over from Fastify and kept open; a comment line at every heartbeat keeps proxies from
 * closing an idle connection and re-checks the session, so a sign-out ends the stream too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** the browser's EventSource waits this long before reconnecting */
const RETRY_MS = 3_000;

/** writes one `event:` with its JSON data */
type SendEvent = (event: string, data: unknown) => void;

export interface StreamOptions {
  /** subscribes the stream to its events; answers how to unsubscribe */
  subscribe: (send: SendEvent) => Promise<() => void>;
  heartbeatMs: number;
  /** whether the session behind the stream still holds; false ends the stream */
  isLive: () => Promise<boolean>;
  /** names the stream in the log line of a failed check ("order stream") */
  name: string;
}

/** The streams one app holds open; shutdown ends them so the server can close. */
export class SseStreams {
  private readonly replies = new Set<FastifyReply>();

  get size(): number {
    return this.replies.size;
  }

  closeAll(): void {
    for (const reply of this.replies) reply.raw.end();
    this.replies.clear();
  }

  /** Subscribes first, so a stream that cannot listen fails as an ordinary error reply. */
  protected async stream(
    request: FastifyRequest,
    reply: FastifyReply,
    options: StreamOptions,
  ): Promise<void> {
    const unsubscribe = await options.subscribe((event, data) => {
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    });
    reply.hijack();
    this.replies.add(reply);
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar would otherwise hold the events in a buffer
      'x-accel-buffering': 'no',
    });
    reply.raw.write(`retry: ${RETRY_MS}\n: listening\n\n`);

    const heartbeat = setInterval(() => {
      options
        .isLive()
        .then((isLive) => (isLive ? reply.raw.write(': ping\n\n') : reply.raw.end()))
        .catch((err: unknown) => request.log.warn({ err }, `${options.name} session check failed`));
    }, options.heartbeatMs);
    heartbeat.unref();

    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      this.replies.delete(reply);
    };
    reply.raw.on('close', stop);
    request.raw.on('close', () => {
      stop();
      reply.raw.end();
    });
  }
}
