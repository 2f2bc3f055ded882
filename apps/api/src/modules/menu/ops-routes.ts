import {
  ZAdminCategory,
  ZArticleParams,
  ZCategoryCreate,
  ZCategoryIdParams,
  ZCategoryWrite,
  ZErrorResponse,
  ZProductCreate,
  ZProductEditor,
  ZProductIdParams,
  ZProductWrite,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { Services } from '../../services.js';
import { principalOf } from '../staff/principal.js';
import { menuGuard } from './menu-guard.js';

const tags = ['ops'];
const responses = { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse } as const;

/**
 * /ops/v1: the menu writes for a POS or a menu sync (ARCHITECTURE.md: what staff do, a key in
 * scope does here), the same service and rules as the back office's. The key must cover the
 * whole brand. A product's article is its stable key: `PUT …/by-article/{article}` creates or
 * publishes by it.
 */
export const menuOpsRoutes =
  ({ menu }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = menuGuard(menu);
    const { categories, products } = menu;

    app.post(
      '/v1/products',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Create a product (names per language, prices per city and outlet, addons, option groups)',
          body: ZProductCreate,
          response: { 201: ZProductEditor, ...responses },
        },
      },
      async (req, reply) => reply.code(201).send(await products.create(principalOf(req), req.body, req.ip)),
    );

    app.put(
      '/v1/products/by-article/:article',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Create or publish a product by its article (the POS key); 201 when created',
          description:
            "The body is the whole product; its article must be the path's. Unknown articles are created. " +
            'Prices are minor units above 0. The storefront shows the change within 10 seconds.',
          params: ZArticleParams,
          querystring: z.object({ retailNetworkId: z.coerce.number().int().positive().max(2_147_483_647) }),
          body: ZProductWrite,
          response: { 200: ZProductEditor, 201: ZProductEditor, ...responses },
        },
      },
      async (req, reply) => {
        const { created, view } = await products.upsertByArticle(
          principalOf(req),
          req.query.retailNetworkId,
          req.params.article,
          req.body,
          req.ip,
        );
        return reply.code(created ? 201 : 200).send(view);
      },
    );

    app.put(
      '/v1/products/:productId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Publish a product (the whole body; a new version)',
          params: ZProductIdParams,
          body: ZProductWrite,
          response: { 200: ZProductEditor, ...responses },
        },
      },
      (req) => products.publish(principalOf(req), req.params.productId, req.body, req.ip),
    );

    app.post(
      '/v1/categories',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Create a category',
          body: ZCategoryCreate,
          response: { 201: ZAdminCategory, ...responses },
        },
      },
      async (req, reply) => reply.code(201).send(await categories.create(principalOf(req), req.body, req.ip)),
    );

    app.put(
      '/v1/categories/:categoryId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Edit a category',
          params: ZCategoryIdParams,
          body: ZCategoryWrite,
          response: { 200: ZAdminCategory, ...responses },
        },
      },
      (req) => categories.update(principalOf(req), req.params.categoryId, req.body, req.ip),
    );
  };
