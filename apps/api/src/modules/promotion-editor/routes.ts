/**
 * /admin/v1: promotions and content pages (issue 19 item 5). Each route's scope is checked in
 * `preValidation`, before its body is validated (CONTRIBUTING.md: a stranger gets 403, never a
 * validation message about someone else's brand).
 */
import {
  ZAutomaticDiscountCreate,
  ZAutomaticDiscountList,
  ZAutomaticDiscountView,
  ZAutomaticDiscountWrite,
  ZBannerAdminList,
  ZBannerCreate,
  ZBannerView,
  ZBannerWrite,
  ZErrorResponse,
  ZLanguage,
  ZPromoCodeCreate,
  ZPromoCodeList,
  ZPromoCodeView,
  ZPromoCodeWrite,
  ZPromoIdParams,
  ZPromoNetworkQuery,
  ZPromotionOptions,
  ZPromotionPageCreate,
  ZPromotionPageList,
  ZPromotionPageView,
  ZPromotionPageWrite,
  ZRichTextPreview,
  ZRichTextPreviewResult,
  ZSiteTextCreate,
  ZSiteTextList,
  ZSiteTextView,
  ZSiteTextWrite,
} from '@food/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { PromotionEditorService } from './promotion-editor-service.js';
import { assertCoversBrand, principalOf } from '../staff/index.js';

/** the services used here, of those services.ts builds */
interface PromotionEditorRoutesDeps {
  promotionEditor: PromotionEditorService;
}

const tags = ['back office: promotions and content'];
const authErrors = { 401: ZErrorResponse, 403: ZErrorResponse } as const;

type Entity = Parameters<PromotionEditorService['networkOf']>[0];

const asId = (raw: unknown): number | null => {
  const s = typeof raw === 'number' ? String(raw) : raw;
  if (typeof s !== 'string' || !/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 2_147_483_647 ? n : null;
};

/** The brand named by the query's or the body's `retailNetworkId` must be in scope. */
const networkGuard =
  (from: 'query' | 'body') =>
  async (req: FastifyRequest): Promise<void> => {
    const principal = principalOf(req);
    const source = (from === 'query' ? req.query : req.body) as { retailNetworkId?: unknown } | null;
    const rn = asId(source?.retailNetworkId);
    // no usable id: the schema answers 400, but only to someone who may write some brand's catalogue
    if (rn === null) {
      if (!principal.scope.all && principal.scope.retailNetworkIds.length === 0)
        assertCoversBrand(principal, 0);
      return;
    }
    assertCoversBrand(principal, rn);
  };

/** The brand of the record `:id` must be in scope; an unknown record is left to the handler (404). */
const recordGuard = (editor: PromotionEditorService, entity: Entity) => async (req: FastifyRequest) => {
  const principal = principalOf(req);
  const id = asId((req.params as { id?: unknown }).id);
  const rn = id === null ? null : await editor.networkOf(entity, id);
  if (rn !== null) assertCoversBrand(principal, rn);
  else if (!principal.scope.all && principal.scope.retailNetworkIds.length === 0)
    assertCoversBrand(principal, 0);
};

export const promotionEditorRoutes =
  ({ promotionEditor: editor }: PromotionEditorRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const byQuery = networkGuard('query');
    const byBody = networkGuard('body');

    app.get(
      '/promotion-options',
      {
        preValidation: byQuery,
        schema: {
          tags,
          summary: "What the promotion editors pick from: the brand's languages, cities, categories, dishes",
          querystring: ZPromoNetworkQuery.extend({ lang: ZLanguage.optional() }),
          response: { 200: ZPromotionOptions, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.options(principalOf(req), req.query.retailNetworkId, req.query.lang),
    );

    /* promo codes */
    app.get(
      '/promo-codes',
      {
        preValidation: byQuery,
        schema: {
          tags,
          summary: "The brand's promo codes with their uses",
          querystring: ZPromoNetworkQuery,
          response: { 200: ZPromoCodeList, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.listPromoCodes(principalOf(req), req.query.retailNetworkId),
    );
    app.post(
      '/promo-codes',
      {
        preValidation: byBody,
        schema: {
          tags,
          summary: 'Create a promo code',
          body: ZPromoCodeCreate,
          response: { 201: ZPromoCodeView, ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await editor.createPromoCode(principalOf(req), req.body, req.ip)),
    );
    app.put(
      '/promo-codes/:id',
      {
        preValidation: recordGuard(editor, 'promo_code'),
        schema: {
          tags,
          summary: 'Edit a promo code',
          params: ZPromoIdParams,
          body: ZPromoCodeWrite,
          response: { 200: ZPromoCodeView, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.updatePromoCode(principalOf(req), req.params.id, req.body, req.ip),
    );
    app.delete(
      '/promo-codes/:id',
      {
        preValidation: recordGuard(editor, 'promo_code'),
        schema: {
          tags,
          summary: 'Deactivate a promo code (it stays for the orders that used it)',
          params: ZPromoIdParams,
          response: { 200: ZPromoCodeView, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.deactivatePromoCode(principalOf(req), req.params.id, req.ip),
    );

    /* automatic promotions */
    app.get(
      '/automatic-discounts',
      {
        preValidation: byQuery,
        schema: {
          tags,
          summary: "The brand's automatic promotions",
          querystring: ZPromoNetworkQuery,
          response: { 200: ZAutomaticDiscountList, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.listAutomatic(principalOf(req), req.query.retailNetworkId),
    );
    app.post(
      '/automatic-discounts',
      {
        preValidation: byBody,
        schema: {
          tags,
          summary: 'Create an automatic promotion',
          body: ZAutomaticDiscountCreate,
          response: { 201: ZAutomaticDiscountView, ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await editor.createAutomatic(principalOf(req), req.body, req.ip)),
    );
    app.put(
      '/automatic-discounts/:id',
      {
        preValidation: recordGuard(editor, 'automatic_discount'),
        schema: {
          tags,
          summary: 'Edit an automatic promotion',
          params: ZPromoIdParams,
          body: ZAutomaticDiscountWrite,
          response: { 200: ZAutomaticDiscountView, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.updateAutomatic(principalOf(req), req.params.id, req.body, req.ip),
    );
    app.delete(
      '/automatic-discounts/:id',
      {
        preValidation: recordGuard(editor, 'automatic_discount'),
        schema: {
          tags,
          summary: 'Delete an automatic promotion',
          params: ZPromoIdParams,
          response: { 204: z.null(), ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) => {
        await editor.deleteAutomatic(principalOf(req), req.params.id, req.ip);
        return reply.code(204).send(null);
      },
    );

    /* banners */
    app.get(
      '/banners',
      {
        preValidation: byQuery,
        schema: {
          tags,
          summary: "The brand's banners, shown or not",
          querystring: ZPromoNetworkQuery,
          response: { 200: ZBannerAdminList, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.listBanners(principalOf(req), req.query.retailNetworkId),
    );
    app.post(
      '/banners',
      {
        preValidation: byBody,
        schema: {
          tags,
          summary: 'Create a banner',
          body: ZBannerCreate,
          response: { 201: ZBannerView, ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await editor.createBanner(principalOf(req), req.body, req.ip)),
    );
    app.put(
      '/banners/:id',
      {
        preValidation: recordGuard(editor, 'banner'),
        schema: {
          tags,
          summary: 'Edit a banner',
          params: ZPromoIdParams,
          body: ZBannerWrite,
          response: { 200: ZBannerView, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.updateBanner(principalOf(req), req.params.id, req.body, req.ip),
    );
    app.delete(
      '/banners/:id',
      {
        preValidation: recordGuard(editor, 'banner'),
        schema: {
          tags,
          summary: 'Delete a banner',
          params: ZPromoIdParams,
          response: { 204: z.null(), ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) => {
        await editor.deleteBanner(principalOf(req), req.params.id, req.ip);
        return reply.code(204).send(null);
      },
    );

    /* promotion pages (the storefront's stories) */
    app.get(
      '/promotions',
      {
        preValidation: byQuery,
        schema: {
          tags,
          summary: "The brand's promotion pages, running or not",
          querystring: ZPromoNetworkQuery,
          response: { 200: ZPromotionPageList, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.listPromotions(principalOf(req), req.query.retailNetworkId),
    );
    app.post(
      '/promotions',
      {
        preValidation: byBody,
        schema: {
          tags,
          summary: 'Create a promotion page',
          body: ZPromotionPageCreate,
          response: { 201: ZPromotionPageView, ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await editor.createPromotion(principalOf(req), req.body, req.ip)),
    );
    app.put(
      '/promotions/:id',
      {
        preValidation: recordGuard(editor, 'promotion'),
        schema: {
          tags,
          summary: 'Edit a promotion page',
          params: ZPromoIdParams,
          body: ZPromotionPageWrite,
          response: { 200: ZPromotionPageView, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.updatePromotion(principalOf(req), req.params.id, req.body, req.ip),
    );
    app.delete(
      '/promotions/:id',
      {
        preValidation: recordGuard(editor, 'promotion'),
        schema: {
          tags,
          summary: 'Delete a promotion page',
          params: ZPromoIdParams,
          response: { 204: z.null(), ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) => {
        await editor.deletePromotion(principalOf(req), req.params.id, req.ip);
        return reply.code(204).send(null);
      },
    );

    /* site texts: legal and content pages */
    app.get(
      '/site-texts',
      {
        preValidation: byQuery,
        schema: {
          tags,
          summary: "The brand's legal and content pages, per language and city",
          querystring: ZPromoNetworkQuery,
          response: { 200: ZSiteTextList, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.listSiteTexts(principalOf(req), req.query.retailNetworkId),
    );
    app.post(
      '/site-texts',
      {
        preValidation: byBody,
        schema: {
          tags,
          summary: "Add a text: a city's override of the brand-wide one, or another language",
          body: ZSiteTextCreate,
          response: { 201: ZSiteTextView, ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await editor.createSiteText(principalOf(req), req.body, req.ip)),
    );
    app.put(
      '/site-texts/:id',
      {
        preValidation: recordGuard(editor, 'site_text'),
        schema: {
          tags,
          summary: 'Edit a text (Markdown; stored sanitised)',
          params: ZPromoIdParams,
          body: ZSiteTextWrite,
          response: { 200: ZSiteTextView, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.updateSiteText(principalOf(req), req.params.id, req.body, req.ip),
    );
    app.delete(
      '/site-texts/:id',
      {
        preValidation: recordGuard(editor, 'site_text'),
        schema: {
          tags,
          summary: "Delete a city's override",
          params: ZPromoIdParams,
          response: { 204: z.null(), ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) => {
        await editor.deleteSiteText(principalOf(req), req.params.id, req.ip);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/rich-text/preview',
      {
        // for those who edit some brand's texts (outlet staff do not)
        preValidation: async (req) => {
          const principal = principalOf(req);
          if (!principal.scope.all && principal.scope.retailNetworkIds.length === 0)
            assertCoversBrand(principal, 0);
        },
        schema: {
          tags,
          summary: 'The sanitised HTML the server would store for this Markdown (the editor preview)',
          body: ZRichTextPreview,
          response: { 200: ZRichTextPreviewResult, ...errorResponses, ...authErrors },
        },
      },
      (req) => editor.preview(req.body.body),
    );
  };
