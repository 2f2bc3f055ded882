import {
  ZBrandIdParams,
  ZBrandList,
  ZBrandNetworkQuery,
  ZBrandView,
  ZBrandWrite,
  ZCityCreate,
  ZCityIdParams,
  ZCityList,
  ZCityView,
  ZCityWrite,
  ZErrorResponse,
  ZOutletCreate,
  ZOutletProfile,
  ZOutletProfileList,
  ZOutletProfileParams,
  ZOutletProfileWrite,
} from '@food/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { BrandEditorService } from './brand-editor-service.js';
import { principalOf, type Principal } from '../staff/index.js';
import { assertBrandWorker } from './brand-editor-service.js';

/** the services used here, of those services.ts builds */
interface BrandEditorAdminRoutesDeps {
  brandEditor: BrandEditorService;
}

const tags = ['back office: brand, cities and outlets'];
const authErrors = { 401: ZErrorResponse, 403: ZErrorResponse } as const;

/** A raw (unvalidated) id, or null when it is no id: the schema's 400 answers that. */
function rawId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * Guards run before validation (CONTRIBUTING): outlet staff get 403 whatever they send, and a
 * manager of another brand gets 403, never a validation message about that brand's things.
 */
function guard(check: (principal: Principal, req: FastifyRequest) => Promise<unknown> | void) {
  return async (req: FastifyRequest): Promise<void> => {
    const principal = principalOf(req);
    assertBrandWorker(principal);
    await check(principal, req);
  };
}

/** /admin/v1: brand settings, cities and outlets (issue 19 item 6). */
export const brandEditorAdminRoutes =
  ({ brandEditor }: BrandEditorAdminRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const byBrand = guard(async (p, req) => {
      const id = rawId((req.params as { brandId?: unknown }).brandId);
      if (id !== null) await brandEditor.brandInScope(p, id);
    });
    const byCity = guard(async (p, req) => {
      const id = rawId((req.params as { businessRegionId?: unknown }).businessRegionId);
      if (id !== null) await brandEditor.cityInScope(p, id);
    });
    const byOutlet = guard(async (p, req) => {
      const id = rawId((req.params as { outletId?: unknown }).outletId);
      if (id !== null) await brandEditor.outletInScope(p, id);
    });
    const byQuery = guard((p, req) => {
      const id = rawId((req.query as { retailNetworkId?: unknown }).retailNetworkId);
      if (id !== null) brandEditor.networkInScope(p, id);
    });
    const byBody = guard((p, req) => {
      const id = rawId((req.body as { retailNetworkId?: unknown } | null)?.retailNetworkId);
      if (id !== null) brandEditor.networkInScope(p, id);
    });

    app.get(
      '/brands',
      {
        preValidation: guard(() => undefined),
        schema: {
          tags,
          summary: 'The brands in your scope',
          response: { 200: ZBrandList, ...errorResponses, ...authErrors },
        },
      },
      (req) => brandEditor.listBrands(principalOf(req)),
    );

    app.get(
      '/brands/:brandId',
      {
        preValidation: byBrand,
        schema: {
          tags,
          summary:
            'A brand’s settings: look, switches, payment types, languages, contacts, social links, banner',
          params: ZBrandIdParams,
          response: { 200: ZBrandView, ...errorResponses, ...authErrors },
        },
      },
      (req) => brandEditor.getBrand(principalOf(req), req.params.brandId),
    );

    app.put(
      '/brands/:brandId',
      {
        preValidation: byBrand,
        schema: {
          tags,
          summary: 'Save a brand’s settings (the storefront shows them within seconds, no rebuild)',
          description:
            'A save over a newer change is a 409 BRAND_CHANGED. Low contrast of text on a colour is a warning in the answer, not a refusal.',
          params: ZBrandIdParams,
          body: ZBrandWrite,
          response: { 200: ZBrandView, ...errorResponses, ...authErrors },
        },
      },
      (req) => brandEditor.putBrand(principalOf(req), req.params.brandId, req.body, req.ip),
    );

    app.get(
      '/cities',
      {
        preValidation: byQuery,
        schema: {
          tags,
          summary: 'A brand’s cities, active or not',
          querystring: ZBrandNetworkQuery,
          response: { 200: ZCityList, ...errorResponses, ...authErrors },
        },
      },
      (req) => brandEditor.listCities(principalOf(req), req.query.retailNetworkId),
    );

    app.post(
      '/cities',
      {
        preValidation: byBody,
        schema: {
          tags,
          summary: 'Add a city',
          body: ZCityCreate,
          response: { 201: ZCityView, ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await brandEditor.createCity(principalOf(req), req.body, req.ip)),
    );

    app.put(
      '/cities/:businessRegionId',
      {
        preValidation: byCity,
        schema: {
          tags,
          summary: 'Change a city (name, slug, texts, time zone, centre, active, order)',
          params: ZCityIdParams,
          body: ZCityWrite,
          response: { 200: ZCityView, ...errorResponses, ...authErrors },
        },
      },
      (req) => brandEditor.updateCity(principalOf(req), req.params.businessRegionId, req.body, req.ip),
    );

    app.get(
      '/outlets',
      {
        preValidation: byQuery,
        schema: {
          tags,
          summary: 'A brand’s outlets with their profiles, active or not',
          querystring: ZBrandNetworkQuery,
          response: { 200: ZOutletProfileList, ...errorResponses, ...authErrors },
        },
      },
      (req) => brandEditor.listOutlets(principalOf(req), req.query.retailNetworkId),
    );

    app.post(
      '/outlets',
      {
        preValidation: byBody,
        schema: {
          tags,
          summary: 'Add an outlet',
          body: ZOutletCreate,
          response: { 201: ZOutletProfile, ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await brandEditor.createOutlet(principalOf(req), req.body, req.ip)),
    );

    app.put(
      '/outlets/:outletId/profile',
      {
        preValidation: byOutlet,
        schema: {
          tags,
          summary:
            'Change an outlet’s profile: names, address, phone, place, time zone, weekly hours, pickup, active',
          description:
            'Brand managers and owners only; the outlet’s staff keep its day (hours exceptions, pause, busy).',
          params: ZOutletProfileParams,
          body: ZOutletProfileWrite,
          response: { 200: ZOutletProfile, ...errorResponses, ...authErrors },
        },
      },
      (req) => brandEditor.updateOutletProfile(principalOf(req), req.params.outletId, req.body, req.ip),
    );
  };
