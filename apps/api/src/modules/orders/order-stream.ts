/**
 * `GET /orders/v1/stream`: a server-sent event stream per signed-in customer (lib/sse.ts). Each
 * status change of their orders is one `order-status` event; the comment every 25 s also
 * re-checks the session, so a logout ends the stream too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSessionLive, type Session } from '../../lib/session.js';
import { SseStreams } from '../../lib/sse.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import type { OrderEvents } from './order-events.js';

/** the services used here, of those services.ts builds */
interface OrderStreamsDeps {
  clock: Clock;
  database: Database;
  orderEvents: OrderEvents;
}

const HEARTBEAT_MS = 25_000;

export class OrderStreams extends SseStreams {
  constructor(private readonly services: OrderStreamsDeps) {
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
