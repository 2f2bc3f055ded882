/**
 * `GET /admin/v1/orders/stream`: server-sent events of the board. Every `order.created` and
 * `order.status_changed` in the member's scope (and outlet, when one is asked for) is one `order`
 * event, from whichever instance made it (events/backoffice-events.ts: LISTEN/NOTIFY on
 * PostgreSQL). A comment every 20 s keeps proxies from closing an idle line and checks the
 * session, so a sign-out or a deactivated member ends the stream. Events sent while a board was
 * disconnected are not replayed: the board reads the list again when its stream comes back.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../services.js';
import type { Principal } from '../staff/principal.js';
import { keepStaffSessionAlive } from './board-repo.js';

export const BOARD_HEARTBEAT_MS = 20_000;
/** the browser's EventSource waits this long before reconnecting */
const RETRY_MS = 3_000;

/** The board streams one app holds open; shutdown ends them so the server can close. */
export class BoardStreams {
  private readonly replies = new Set<FastifyReply>();

  constructor(
    private readonly services: Pick<Services, 'board' | 'backofficeEvents' | 'database' | 'clock'>,
  ) {}

  get size(): number {
    return this.replies.size;
  }

  closeAll(): void {
    for (const reply of this.replies) reply.raw.end();
    this.replies.clear();
  }

  async open(
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Principal,
    outletId: number | undefined,
  ): Promise<void> {
    const { services } = this;
    const unsubscribe = await services.backofficeEvents.subscribe((event) => {
      const sent = services.board.streamEventFor(principal, outletId, event);
      if (sent) reply.raw.write(`event: order\ndata: ${JSON.stringify(sent)}\n\n`);
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

    const sessionId = principal.sessionId;
    const heartbeat = setInterval(() => {
      const alive = sessionId
        ? keepStaffSessionAlive(services.database.db, sessionId, services.clock.now())
        : Promise.resolve(true);
      alive
        .then((isLive) => (isLive ? reply.raw.write(': ping\n\n') : reply.raw.end()))
        .catch((err: unknown) => request.log.warn({ err }, 'board stream session check failed'));
    }, BOARD_HEARTBEAT_MS);
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
