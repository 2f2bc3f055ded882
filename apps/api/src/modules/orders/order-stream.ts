/**
 * `GET /orders/v1/stream`: a server-sent event stream per signed-in customer. Each status change
 * of their orders is one `order-status` event; a comment line every 25 s keeps proxies from
 * closing an idle connection and re-checks the session, so a logout ends the stream too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSessionLive, type Session } from '../../lib/session.js';
import type { Services } from '../../services.js';

export const HEARTBEAT_MS = 25_000;
/** the browser's EventSource waits this long before reconnecting */
const RETRY_MS = 3_000;

/** The streams one app holds open; shutdown ends them so the server can close. */
export class OrderStreams {
  private readonly replies = new Set<FastifyReply>();

  constructor(private readonly services: Pick<Services, 'orderEvents' | 'database' | 'clock'>) {}

  get size(): number {
    return this.replies.size;
  }

  closeAll(): void {
    for (const reply of this.replies) reply.raw.end();
    this.replies.clear();
  }

  async open(request: FastifyRequest, reply: FastifyReply, session: Session): Promise<void> {
    const { services } = this;
    const unsubscribe = await services.orderEvents.subscribe(session.customerId, (event) => {
      reply.raw.write(`event: order-status\ndata: ${JSON.stringify(event)}\n\n`);
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
      isSessionLive(services, session.sessionId)
        .then((isLive) => (isLive ? reply.raw.write(': ping\n\n') : reply.raw.end()))
        .catch((err) => request.log.warn({ err }, 'order stream session check failed'));
    }, HEARTBEAT_MS);
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
