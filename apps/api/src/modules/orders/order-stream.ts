/**
 * `GET /orders/v1/stream`: a server-sent event stream per signed-in customer (lib/sse.ts). Each
 * status change of their orders is one `order-status` event; the comment every 25 s also
 * re-checks the session, so a logout ends the stream too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSessionLive, type Session } from '../../lib/session.js';
import { SseStreams } from '../../lib/sse.js';
import type { Services } from '../../services.js';

const HEARTBEAT_MS = 25_000;

export class OrderStreams extends SseStreams {
  constructor(private readonly services: Pick<Services, 'orderEvents' | 'database' | 'clock'>) {
    super();
  }

  open(request: FastifyRequest, reply: FastifyReply, session: Session): Promise<void> {
    const { services } = this;
    return this.stream(request, reply, {
      subscribe: (send) =>
        services.orderEvents.subscribe(session.customerId, (event) => send('order-status', event)),
      heartbeatMs: HEARTBEAT_MS,
      isLive: () => isSessionLive(services, session.sessionId),
      name: 'order stream',
    });
  }
}
