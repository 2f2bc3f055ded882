import { ZErrorResponse, ZSailplayRequest, ZSailplayUserInfo } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import { customerGuard } from '../../lib/session.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import type { SailplayService } from './sailplay.js';

/** the services used here, of those services.ts builds */
interface BonusRoutesDeps {
  clock: Clock;
  database: Database;
  sailplay: SailplayService;
}

/** Bonus API of SPEC section 7 under /bonus: only the signed-in customer's own points (args.uuid). */
export const bonusRoutes =
  (services: BonusRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/sailplay-http',
      {
        preValidation: customerGuard(services),
        schema: {
          tags: ['bonus'],
          summary: 'Sailplay-style call: user.infoByUUID gives the balance, referral promo code and history',
          body: ZSailplayRequest,
          response: { 200: ZSailplayUserInfo, ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return services.sailplay.call(req.body);
      },
    );
  };
