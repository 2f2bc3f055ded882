import {
  ZAdminZone,
  ZAdminZones,
  ZErrorResponse,
  ZZoneCreate,
  ZZoneIdParams,
  ZZoneVersionParams,
  ZZoneVersions,
  ZZonesQuery,
  ZZoneWrite,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { ZoneEditorService } from './zone-editor-service.js';
import { principalOf } from '../staff/index.js';
import { zoneGuard } from './zone-guard.js';

/** the services used here, of those services.ts builds */
interface ZoneAdminRoutesDeps {
  zoneEditor: ZoneEditorService;
}

/** the services used here, of those services.ts builds */
interface ZoneOpsRoutesDeps {
  zoneEditor: ZoneEditorService;
}

const writeErrors = {
  ...errorResponses,
  401: ZErrorResponse,
  403: ZErrorResponse,
  422: ZErrorResponse,
} as const;

/** /admin/v1/zones: the delivery-zone editor (issue 19 items 4 and 9). */
export const zoneAdminRoutes =
  ({ zoneEditor }: ZoneAdminRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = zoneGuard(zoneEditor);
    const tags = ['back office: delivery zones'];

    app.get(
      '/zones',
      {
        preValidation,
        schema: {
          tags,
          summary:
            "A city's zones with their drafts and versions, and where they overlap (who wins, and why)",
          querystring: ZZonesQuery,
          response: { 200: ZAdminZones, ...writeErrors },
        },
      },
      (req) => zoneEditor.list(principalOf(req), req.query.retailNetworkId, req.query.businessRegionId),
    );

    app.post(
      '/zones',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Create a zone (published at once, version 1)',
          body: ZZoneCreate,
          response: { 201: ZAdminZone, ...writeErrors },
        },
      },
      async (req, reply) => reply.code(201).send(await zoneEditor.create(principalOf(req), req.body, req.ip)),
    );

    app.put(
      '/zones/:zoneId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Edit a zone and publish the change (the next version; a draft is dropped)',
          params: ZZoneIdParams,
          body: ZZoneWrite,
          response: { 200: ZAdminZone, ...writeErrors },
        },
      },
      (req) => zoneEditor.update(principalOf(req), req.params.zoneId, req.body, req.ip),
    );

    app.delete(
      '/zones/:zoneId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Delete a zone (its versions stay in the history)',
          params: ZZoneIdParams,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (req, reply) => {
        await zoneEditor.remove(principalOf(req), req.params.zoneId, req.ip);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/zones/:zoneId/draft',
      {
        preValidation,
        schema: {
          tags,
          summary:
            'Save a change as a draft (checked as a publish would be; the storefront keeps the published zone)',
          params: ZZoneIdParams,
          body: ZZoneWrite,
          response: { 200: ZAdminZone, ...writeErrors },
        },
      },
      (req) => zoneEditor.saveDraft(principalOf(req), req.params.zoneId, req.body, req.ip),
    );

    app.delete(
      '/zones/:zoneId/draft',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Discard the draft',
          params: ZZoneIdParams,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (req, reply) => {
        await zoneEditor.discardDraft(principalOf(req), req.params.zoneId, req.ip);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/zones/:zoneId/draft/publish',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Publish the draft (the next version)',
          params: ZZoneIdParams,
          response: { 200: ZAdminZone, ...writeErrors },
        },
      },
      (req) => zoneEditor.publishDraft(principalOf(req), req.params.zoneId, req.ip),
    );

    app.get(
      '/zones/:zoneId/versions',
      {
        preValidation,
        schema: {
          tags,
          summary: "The zone's published versions, newest first, with who published each",
          params: ZZoneIdParams,
          response: { 200: ZZoneVersions, ...writeErrors },
        },
      },
      (req) => zoneEditor.versions(principalOf(req), req.params.zoneId),
    );

    app.post(
      '/zones/:zoneId/versions/:version/restore',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Publish an earlier version again (as the next version)',
          params: ZZoneVersionParams,
          response: { 200: ZAdminZone, ...writeErrors },
        },
      },
      (req) => zoneEditor.restore(principalOf(req), req.params.zoneId, req.params.version, req.ip),
    );
  };

/**
 * /ops/v1/zones: the same writes for a machine (a POS or a GIS export) with an API key covering
 * the brand (ARCHITECTURE.md).
 */
export const zoneOpsRoutes =
  ({ zoneEditor }: ZoneOpsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = zoneGuard(zoneEditor);
    const tags = ['ops'];

    app.post(
      '/v1/zones',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Create a delivery zone in a city of the brand',
          body: ZZoneCreate,
          response: { 201: ZAdminZone, ...writeErrors },
        },
      },
      async (req, reply) => reply.code(201).send(await zoneEditor.create(principalOf(req), req.body, req.ip)),
    );

    app.put(
      '/v1/zones/:zoneId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Replace a delivery zone (published at once, the next version)',
          params: ZZoneIdParams,
          body: ZZoneWrite,
          response: { 200: ZAdminZone, ...writeErrors },
        },
      },
      (req) => zoneEditor.update(principalOf(req), req.params.zoneId, req.body, req.ip),
    );

    app.delete(
      '/v1/zones/:zoneId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Delete a delivery zone',
          params: ZZoneIdParams,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (req, reply) => {
        await zoneEditor.remove(principalOf(req), req.params.zoneId, req.ip);
        return reply.code(204).send(null);
      },
    );
  };
