import {
  ZApiKey,
  ZApiKeyCreated,
  ZApiKeyList,
  ZApiKeyParams,
  ZCreateApiKey,
  ZErrorResponse,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { ApiKeyService } from './api-key-service.js';
import { principalOf } from '../staff/index.js';
import { machineManagersOnly } from './machine-guard.js';

/** the services used here, of those services.ts builds */
interface ApiKeyAdminRoutesDeps {
  apiKeys: ApiKeyService;
}

const tags = ['back office: machine access'];
const authErrors = { 401: ZErrorResponse, 403: ZErrorResponse } as const;

/** /admin/v1/api-keys: API keys for the machine API, for owners and brand managers. */
export const apiKeyAdminRoutes =
  (services: ApiKeyAdminRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // outlet staff get a 403 whatever they send (guards before schemas)
    app.addHook('preValidation', machineManagersOnly);

    app.get(
      '/api-keys',
      {
        schema: {
          tags,
          summary: 'API keys inside your scope (prefix, scope, who made it, last use, revoked)',
          response: { 200: ZApiKeyList, ...authErrors },
        },
      },
      (req) => services.apiKeys.list(principalOf(req)),
    );

    app.post(
      '/api-keys',
      {
        schema: {
          tags,
          summary: 'Create an API key for /ops/v1 within your scope; the key is shown once',
          body: ZCreateApiKey,
          response: { 201: ZApiKeyCreated, ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await services.apiKeys.create(principalOf(req), req.body, req.ip)),
    );

    app.delete(
      '/api-keys/:id',
      {
        schema: {
          tags,
          summary: 'Revoke an API key at once (the webhooks it registered are deleted with it)',
          params: ZApiKeyParams,
          response: { 200: ZApiKey, ...errorResponses, ...authErrors },
        },
      },
      (req) => services.apiKeys.revoke(principalOf(req), req.params.id, req.ip),
    );
  };
