/**
 * `GET /admin/v1/orders/stream`: server-sent events of the board (lib/sse.ts). Every
 * `order.created` and `order.status_changed` in the member's scope (and outlet, when one is asked
 * for) is one `order` event, from whichever instance made it (events/backoffice-events.ts:
 * LISTEN/NOTIFY on PostgreSQL). The comment every 20 s also checks the session, so a sign-out or
 * a deactivated member ends the stream. Events sent while a board was disconnected are not
 * replayed: the board reads the list again when its stream comes back.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SseStreams } from '../../lib/sse.js';
import type { BackofficeEvents } from '../events/index.js';
import type { OrderBoardService } from './board-service.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import type { Principal } from '../staff/index.js';
import { keepStaffSessionAlive } from './board-repo.js';

/** the services used here, of those services.ts builds */
interface BoardStreamsDeps {
  backofficeEvents: BackofficeEvents;
  board: OrderBoardService;
  clock: Clock;
  database: Database;
}

const BOARD_HEARTBEAT_MS = 20_000;

export class BoardStreams extends SseStreams {
  constructor(private readonly services: BoardStreamsDeps) {
    super();
  }

  open(
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Principal,
    outletId: number | undefined,
  ): Promise<void> {
    const { services } = this;
    const { sessionId } = principal;
    return this.stream(request, reply, {
      subscribe: (send) =>
        services.backofficeEvents.subscribe((event) => {
          const sent = services.board.streamEventFor(principal, outletId, event);
          if (sent) send('order', sent);
        }),
      heartbeatMs: BOARD_HEARTBEAT_MS,
      // an API key's principal has no session to lose
      isLive: () =>
        sessionId
          ? keepStaffSessionAlive(services.database.db, sessionId, services.clock.now())
          : Promise.resolve(true),
      name: 'board stream',
    });
  }
}
