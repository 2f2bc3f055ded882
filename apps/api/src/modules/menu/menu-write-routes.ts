import {
  ZAdminCategory,
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
import { errorResponses } from '../../lib/openapi.js';
import type { MenuService } from './menu-service.js';
import { principalOf } from '../staff/index.js';
import { menuGuard } from './menu-guard.js';

/** the services used here, of those services.ts builds */
interface MenuWriteRoutesDeps {
  menu: MenuService;
}

const responses = { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse } as const;

/**
 * The menu writes staff and machines share (ARCHITECTURE.md: what staff do, a key in scope does
 * through /ops): mounted by the back office's routes and, under /v1 and tagged `ops`, by the
 * machine API's.
 */
export const menuWriteRoutes =
  ({ menu }: MenuWriteRoutesDeps, tags: string[]): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = menuGuard(menu);
    const { categories, products } = menu;

    app.post(
      '/categories',
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
      '/categories/:categoryId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Edit a category: names and SEO texts, parent (never its own descendant), visibility',
          params: ZCategoryIdParams,
          body: ZCategoryWrite,
          response: { 200: ZAdminCategory, ...responses },
        },
      },
      (req) => categories.update(principalOf(req), req.params.categoryId, req.body, req.ip),
    );

    app.post(
      '/products',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Create a product (published as version 1)',
          body: ZProductCreate,
          response: { 201: ZProductEditor, ...responses },
        },
      },
      async (req, reply) => reply.code(201).send(await products.create(principalOf(req), req.body, req.ip)),
    );

    app.put(
      '/products/:productId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Publish a product (records a new version; replaces its draft)',
          params: ZProductIdParams,
          body: ZProductWrite,
          response: { 200: ZProductEditor, ...responses },
        },
      },
      (req) => products.publish(principalOf(req), req.params.productId, req.body, req.ip),
    );
  };
