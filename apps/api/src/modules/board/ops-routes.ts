import { ZErrorResponse, ZOpsOrderParams, ZOrderStatusChange, ZOrderStatusChanged } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { Services } from '../../services.js';

const tags = ['ops'];

/** /ops/v1/orders: what the board does, for tills and kitchen screens (ARCHITECTURE.md). */
export const boardOpsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/orders/:id/status',
      {
        schema: {
          tags,
          summary: 'Move an order to another status (allowed transitions only)',
          params: ZOpsOrderParams,
          body: ZOrderStatusChange,
          response: { 200: ZOrderStatusChanged, ...errorResponses, 401: ZErrorResponse, 409: ZErrorResponse },
        },
      },
      async (req) => {
        const changed = await services.ops.changeStatus(req.params.id, req.body.statusId, req.body.reason);
        // the customer's live order widget, on whichever instance they are connected to; the
        // change is committed already, so a failed notice is logged, not answered as an error
        if (changed.customerId)
          await services.orderEvents
            .publishStatusChange({
              orderId: changed.orderId,
              customerId: changed.customerId,
              status: changed.statusId,
            })
            .catch((err) => req.log.error({ err }, 'order status event not published'));
        return changed;
      },
    );
  };
