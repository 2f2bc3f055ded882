import {
  ZErrorResponse,
  ZOpsProductParams,
  ZOpsProductPrice,
  ZOpsProductPriceChanged,
} from '@food/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { BackofficeEvents } from '../events/index.js';
import type { CatalogueCaches, ProductCatalog } from '../catalog/index.js';
import type { Database } from '../../db/client.js';
import { principalOf } from '../staff/index.js';
import { ProductPriceService } from './product-price-service.js';

/** the services used here, of those services.ts builds */
interface CatalogOpsRoutesDeps {
  backofficeEvents: BackofficeEvents;
  catalogueCaches: CatalogueCaches;
  database: Database;
  products: ProductCatalog;
}

const tags = ['ops'];

/**
 * /ops/v1/products: catalogue writes for integrators (a city's price). Other instances drop their
 * caches when they hear the change (catalog/catalogue-sync.ts).
 */
export const catalogOpsRoutes =
  (services: CatalogOpsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const prices = new ProductPriceService({
      db: services.database.db,
      events: services.backofficeEvents,
      products: services.products,
      caches: services.catalogueCaches,
    });
    // scope before the body is validated (CONTRIBUTING: guards before schemas): another brand's
    // product is a 403 whatever was sent; an id that is not a number is left to the schema's 400
    const preValidation = async (req: FastifyRequest) => {
      const raw = (req.params as { productId?: string }).productId ?? '';
      if (/^\d{1,9}$/.test(raw)) await prices.brandInScope(principalOf(req), Number(raw));
    };

    app.patch(
      '/v1/products/:productId',
      {
        preValidation,
        schema: {
          tags,
          summary: "Set a product's price in one city, or in every city of its brand",
          description:
            'price in minor units (kopiykas, fils), a whole number above 0. With businessRegionId: that ' +
            "city's price; without: every city's. Outlets' own prices stay. The key must cover the " +
            "product's whole brand. The storefront shows the new price within 10 seconds.",
          params: ZOpsProductParams,
          body: ZOpsProductPrice,
          response: {
            200: ZOpsProductPriceChanged,
            ...errorResponses,
            401: ZErrorResponse,
            403: ZErrorResponse,
          },
        },
      },
      (req) => prices.setPrice(principalOf(req), req.params.productId, req.body, req.ip),
    );
  };
