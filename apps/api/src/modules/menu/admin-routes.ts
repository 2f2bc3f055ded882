import {
  ZAdminCategory,
  ZAdminProductList,
  ZAdminProductsQuery,
  ZCategoryIdParams,
  ZCategoryOrder,
  ZDraftSaved,
  ZErrorResponse,
  ZMenu,
  ZMenuQuery,
  ZProductEditor,
  ZProductIdParams,
  ZProductVersionParams,
  ZProductVersions,
  ZProductWrite,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { MenuService } from './menu-service.js';
import { principalOf } from '../staff/index.js';
import { menuGuard } from './menu-guard.js';
import { menuWriteRoutes } from './menu-write-routes.js';

/** the services used here, of those services.ts builds */
interface MenuAdminRoutesDeps {
  menu: MenuService;
}

const tags = ['back office: menu'];
const responses = { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse } as const;

/** /admin/v1: the menu editor (issue 19 items 1 and 9; README.md). */
export const menuAdminRoutes =
  (services: MenuAdminRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { menu } = services;
    const preValidation = menuGuard(menu);
    const { categories, products, drafts, reads } = menu;
    await app.register(menuWriteRoutes(services, tags));

    app.get(
      '/menu',
      {
        preValidation,
        schema: {
          tags,
          summary: "A brand's menu frame: languages, cities, outlets, categories, attributes, addons",
          querystring: ZMenuQuery,
          response: { 200: ZMenu, ...responses },
        },
      },
      (req) => reads.menu(principalOf(req), req.query.retailNetworkId, req.query.lang),
    );

    app.put(
      '/menu/category-order',
      {
        preValidation,
        schema: {
          tags,
          summary: "The categories' order (drag and drop): every category of the brand, first to last",
          body: ZCategoryOrder,
          response: { 200: z.array(ZAdminCategory), ...responses },
        },
      },
      (req) => categories.reorder(principalOf(req), req.body, req.ip),
    );

    app.delete(
      '/categories/:categoryId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Delete an empty category (409 CATEGORY_NOT_EMPTY otherwise)',
          params: ZCategoryIdParams,
          response: { 204: z.null(), ...responses },
        },
      },
      async (req, reply) => {
        await categories.remove(principalOf(req), req.params.categoryId, req.ip);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/products',
      {
        preValidation,
        schema: {
          tags,
          summary: "The brand's products by category, name or article, a page at a time",
          querystring: ZAdminProductsQuery,
          response: { 200: ZAdminProductList, ...responses },
        },
      },
      (req) => reads.products(principalOf(req), req.query),
    );

    app.get(
      '/products/:productId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'A product as the editor shows it: its published state, its draft, its version',
          params: ZProductIdParams,
          response: { 200: ZProductEditor, ...responses },
        },
      },
      (req) => products.editorView(req.params.productId),
    );

    app.delete(
      '/products/:productId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Archive a product (orders keep naming it; publishing brings it back)',
          params: ZProductIdParams,
          response: { 200: ZProductEditor, ...responses },
        },
      },
      (req) => products.archive(principalOf(req), req.params.productId, req.ip),
    );

    app.put(
      '/products/:productId/draft',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Save a draft (not on sale; its preview link opens it on the storefront)',
          params: ZProductIdParams,
          body: ZProductWrite,
          response: { 200: ZDraftSaved, ...responses },
        },
      },
      (req) => drafts.save(principalOf(req), req.params.productId, req.body, req.ip),
    );

    app.delete(
      '/products/:productId/draft',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Discard the draft',
          params: ZProductIdParams,
          response: { 204: z.null(), ...responses },
        },
      },
      async (req, reply) => {
        await drafts.discard(principalOf(req), req.params.productId, req.ip);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/products/:productId/draft/publish',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Publish the draft as the next version',
          params: ZProductIdParams,
          response: { 200: ZProductEditor, ...responses },
        },
      },
      (req) => drafts.publish(principalOf(req), req.params.productId, req.ip),
    );

    app.get(
      '/products/:productId/versions',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Published versions, newest first, with who published each',
          params: ZProductIdParams,
          response: { 200: ZProductVersions, ...responses },
        },
      },
      (req) => drafts.versions(principalOf(req), req.params.productId),
    );

    app.post(
      '/products/:productId/versions/:version/restore',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Restore a version: publishes its snapshot again as a new version',
          params: ZProductVersionParams,
          response: { 200: ZProductEditor, ...responses },
        },
      },
      (req) => drafts.restore(principalOf(req), req.params.productId, req.params.version, req.ip),
    );
  };
