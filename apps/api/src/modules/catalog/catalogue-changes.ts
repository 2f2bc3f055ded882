/**
 * `GET /catalog/v1/changes`: the catalogue's change stream for storefront servers (issue 19
 * item 7), server-sent events (lib/sse.ts). Every `catalog.changed` and `stop_list.changed` made
 * on any API instance (events/backoffice-events.ts: LISTEN/NOTIFY on PostgreSQL) is one `change`
 * event {id, retailNetworkId, area, ids}; each storefront instance holds one stream and
 * invalidates its cached pages and data by tag (apps/web/src/lib/catalogue-live/).
 *
 * Open to anyone, without a secret: an event says only that a public part of a brand's catalogue
 * changed (what the public menu shows anyway), never what it became. Streams are capped per
 * instance (MAX_STREAMS; a storefront needs one per process), beyond that a 503. Events missed
 * while a stream was down are not replayed: a storefront invalidates everything when it
 * (re)connects.
 */
import {
  CATALOGUE_CHANGE_AREAS,
  ZCatalogueChangesQuery,
  type TCatalogueChangeArea,
  type TCatalogueChangeEvent,
} from '@food/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { SseStreams } from '../../lib/sse.js';
import type { BackofficeEvents } from '../events/index.js';
import type { OutboxEvent } from '../events/index.js';

/** the services used here, of those services.ts builds */
interface CatalogueChangeStreamsDeps {
  backofficeEvents: BackofficeEvents;
}

/** the services used here, of those services.ts builds */
interface CatalogueChangeRoutesDeps {
  backofficeEvents: BackofficeEvents;
}

const CHANGES_HEARTBEAT_MS = 20_000;
/** far more than the storefront processes of any deployment; a flood of idle streams stops here */
const MAX_STREAMS = 256;

/** The storefront's view of an outbox event, or null for events it does not care about. */
function changeEventOf(event: OutboxEvent): TCatalogueChangeEvent | null {
  if (event.type === 'stop_list.changed') {
    const productId = Number(event.data.productId);
    return {
      id: event.id,
      retailNetworkId: event.retailNetworkId,
      area: 'stop_list',
      ids: Number.isInteger(productId) ? [productId] : [],
    };
  }
  if (event.type !== 'catalog.changed') return null;
  const area = event.data.area as TCatalogueChangeArea | undefined;
  const ids = Array.isArray(event.data.ids)
    ? (event.data.ids as Array<number | string>)
    : // an event written before areas (a price through /ops/v1/products): the menu
      [event.data.productId].filter((id): id is number => typeof id === 'number');
  return {
    id: event.id,
    retailNetworkId: event.retailNetworkId,
    area: area && (CATALOGUE_CHANGE_AREAS as readonly string[]).includes(area) ? area : 'menu',
    ids,
  };
}

class CatalogueChangeStreams extends SseStreams {
  constructor(private readonly services: CatalogueChangeStreamsDeps) {
    super();
  }

  open(request: FastifyRequest, reply: FastifyReply, rn: number | undefined): Promise<void> {
    if (this.size >= MAX_STREAMS)
      throw new AppError('CHANGE_STREAMS_FULL', 'Too many catalogue change streams are open');
    return this.stream(request, reply, {
      subscribe: (send) =>
        this.services.backofficeEvents.subscribe((event) => {
          const change = changeEventOf(event);
          if (change && (rn === undefined || change.retailNetworkId === rn)) send('change', change);
        }),
      heartbeatMs: CHANGES_HEARTBEAT_MS,
      isLive: () => Promise.resolve(true),
      name: 'catalogue change stream',
    });
  }
}

export const catalogueChangeRoutes =
  (services: CatalogueChangeRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const streams = new CatalogueChangeStreams(services);
    app.addHook('preClose', async () => streams.closeAll());
    app.get(
      '/v1/changes',
      {
        schema: {
          tags: ['catalog'],
          summary:
            'Server-sent events for storefront servers: a `change` event {id, retailNetworkId, area, ids} per catalogue change on any instance',
          querystring: ZCatalogueChangesQuery,
          response: { 200: z.string(), ...errorResponses },
        },
      },
      async (req, reply) => streams.open(req, reply, req.query.rn),
    );
  };
