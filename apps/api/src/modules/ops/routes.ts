import { createHash, timingSafeEqual } from 'node:crypto';
import { ZErrorResponse, ZOpsOrderParams, ZOrderStatusChange, ZOrderStatusChanged } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/openapi.js';
import type { Services } from '../../services.js';

const tags = ['ops'];
const digest = (s: string) => createHash('sha256').update(s).digest();

/** Operator API (ARCHITECTURE.md), under /ops: every route needs `Authorization: Bearer $OPS_TOKEN`. */
export const opsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const expected = digest(services.config.OPS_TOKEN);
    app.addHook('onRequest', async (req) => {
      const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization?.trim() ?? '');
      // compared as digests: equal length, constant time
      if (!match || !timingSafeEqual(digest(match[1]!), expected))
        throw new AppError('UNAUTHORIZED', 'The operator API needs Authorization: Bearer <OPS_TOKEN>');
    });

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
