import { ZAdminJob, ZAdminJobList, ZAdminJobParams, ZAdminJobsQuery, ZErrorResponse } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import { principalOf } from '../staff/index.js';
import type { DeadLetterService } from './dead-letter-service.js';

/** the services used here, of those services.ts builds */
interface JobAdminRoutesDeps {
  deadLetters: DeadLetterService;
}

const tags = ['back office: job queue'];
const authErrors = { 401: ZErrorResponse, 403: ZErrorResponse } as const;
// jobs belong to no brand: owners only, refused by the gate before validation
const config = { ownerOnly: true };

/** /admin/v1/jobs: the job queue's dead letters, for owners. */
export const jobAdminRoutes =
  ({ deadLetters }: JobAdminRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/jobs',
      {
        config,
        schema: {
          tags,
          summary: 'Jobs that gave up (DEAD) or are failing (waiting for another try), newest change first',
          querystring: ZAdminJobsQuery,
          response: { 200: ZAdminJobList, ...errorResponses, ...authErrors },
        },
      },
      (req) => deadLetters.list(req.query),
    );

    app.post(
      '/jobs/:id/retry',
      {
        config,
        schema: {
          tags,
          summary: 'Run a DEAD or failing job again now, with a fresh set of attempts',
          params: ZAdminJobParams,
          response: { 200: ZAdminJob, ...errorResponses, ...authErrors },
        },
      },
      (req) => deadLetters.retry(principalOf(req), req.params.id, req.ip),
    );

    app.delete(
      '/jobs/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Discard a DEAD or waiting job: its work will not be done',
          params: ZAdminJobParams,
          response: { 204: z.null(), ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) => {
        await deadLetters.discard(principalOf(req), req.params.id, req.ip);
        return reply.code(204).send(null);
      },
    );
  };
