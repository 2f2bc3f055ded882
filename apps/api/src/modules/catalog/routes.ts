import {
  ZAttribute,
  ZAttributesParams,
  ZBanner,
  ZBannersQuery,
  ZCity,
  ZDeliveryZone,
  ZIdParams,
  ZProduct,
  ZProductFilterBody,
  ZProductIdsBody,
  ZProductList,
  ZProductSeo,
  ZProductSeoQuery,
  ZProductsQuery,
  ZRestaurant,
  ZRestaurantConfig,
  ZRnBrQuery,
  ZRnQuery,
  ZRestaurantDay,
  ZRestaurantDaysQuery,
  ZSoldOut,
  ZSoldOutQuery,
  ZStopList,
  ZStopListParams,
  ZBusinessRegionId,
  ZRetailNetworkId,
  type TLanguage,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BackofficeEvents } from '../events/index.js';
import type { CatalogContentService } from './content-service.js';
import type { CatalogueCaches } from './catalogue-change.js';
import type { AppConfig } from '../../config.js';
import type { DeliveryZoneService } from '../delivery-zones/index.js';
import type { PlacesService } from './places-service.js';
import type { ProductCatalog } from './products-service.js';
import { JSON_CONTENT_TYPE, JsonBodyCache } from '../../lib/json-cache.js';
import { errorResponses } from '../../lib/openapi.js';
import { selectProducts } from './product-filter.js';
import { syncCatalogueCaches } from './catalogue-sync.js';

/** the services used here, of those services.ts builds */
interface CatalogRoutesDeps {
  backofficeEvents: BackofficeEvents;
  catalogContent: CatalogContentService;
  catalogueCaches: CatalogueCaches;
  config: AppConfig;
  deliveryZones: DeliveryZoneService;
  places: PlacesService;
  products: ProductCatalog;
}

const tags = ['catalog'];
const ZSlugParams = z.object({ slug: z.string().min(1).max(120) });
const ZArticleParams = z.object({ article: z.string().min(1).max(60) });

/** Backend and catalog service of SPEC section 7, under /catalog. */
export const catalogRoutes =
  ({
    products,
    places,
    catalogContent,
    config,
    deliveryZones,
    backofficeEvents,
    catalogueCaches,
  }: CatalogRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // a stop list or a price changed on any instance: this one's catalogue reads it again
    await syncCatalogueCaches(app, backofficeEvents, products, catalogueCaches);
    const menuBodies = new JsonBodyCache(config.CATALOG_CACHE_SECONDS * 1000);
    const keyFor = async (q: { rn: number; br: number; target: string; lang?: TLanguage; res?: number }) => ({
      rn: q.rn,
      br: q.br,
      outletId: await products.resolveOutlet(q.rn, q.br, q.res),
      lang: await products.languageFor(q.rn, q.lang),
      target: q.target,
    });
    const categoryIdFor = async (rn: number, ref: string | undefined) =>
      ref === undefined ? undefined : (await products.resolveCategory(rn, ref)).id;

    app.get(
      '/v1/cities/',
      {
        schema: {
          tags,
          summary: 'Cities of the network',
          querystring: ZRnQuery,
          response: { 200: z.array(ZCity), ...errorResponses },
        },
      },
      (req) => places.listCities(req.query.rn),
    );

    app.get(
      '/v1/restaurants/',
      {
        schema: {
          tags,
          summary: 'Restaurants of a city',
          querystring: ZRnBrQuery,
          response: { 200: z.array(ZRestaurant), ...errorResponses },
        },
      },
      (req) => places.listRestaurants(req.query.rn, req.query.br),
    );

    app.get(
      '/v1/restaurants/:id/',
      {
        schema: {
          tags,
          summary: 'One restaurant',
          params: ZIdParams,
          querystring: z.object({ rn: ZRetailNetworkId, br: ZBusinessRegionId.optional() }),
          response: { 200: ZRestaurant, ...errorResponses },
        },
      },
      (req) => places.getRestaurant(req.query.rn, req.params.id, req.query.br),
    );

    app.get(
      '/v1/restaurants/:id/config',
      {
        schema: {
          tags,
          summary: 'Restaurant settings and its time zone offset',
          params: ZIdParams,
          querystring: ZRnQuery,
          response: { 200: ZRestaurantConfig, ...errorResponses },
        },
      },
      (req) => places.getRestaurantConfig(req.query.rn, req.params.id),
    );

    app.get(
      '/v1/deliveryZones/',
      {
        schema: {
          tags,
          summary: 'Delivery zones of a city',
          querystring: ZRnBrQuery,
          response: { 200: z.array(ZDeliveryZone), ...errorResponses },
        },
      },
      (req) => places.listDeliveryZones(req.query.rn, req.query.br),
    );

    app.get(
      '/v1/banners/',
      {
        schema: {
          tags,
          summary: 'Banners shown in a city',
          querystring: ZBannersQuery,
          response: { 200: z.array(ZBanner), ...errorResponses },
        },
      },
      (req) => catalogContent.listBanners(req.query.rn, req.query.br, req.query.target),
    );

    app.get(
      '/v1/banners/:id',
      {
        schema: {
          tags,
          summary: 'One banner',
          params: ZIdParams,
          querystring: ZRnQuery,
          response: { 200: ZBanner, ...errorResponses },
        },
      },
      (req) => catalogContent.getBanner(req.query.rn, req.params.id),
    );

    app.get(
      '/v1/attributes/:type/',
      {
        schema: {
          tags,
          summary: 'Attributes of one type (PROPERTY, LABEL, FILTER, INFO)',
          params: ZAttributesParams,
          querystring: ZRnQuery,
          response: { 200: z.array(ZAttribute), ...errorResponses },
        },
      },
      (req) => catalogContent.listAttributes(req.query.rn, req.params.type),
    );

    app.post(
      '/v1/products/filter/',
      {
        schema: {
          tags,
          summary: 'Products of a category, filtered (hot, vegan) and sorted (price, weight)',
          querystring: ZProductsQuery,
          body: ZProductFilterBody,
          response: { 200: ZProductList, ...errorResponses },
        },
      },
      async (req, reply) => {
        const key = await keyFor(req.query);
        // the promotions running now price the menu (products-service.ts priceKey); what is on
        // stop for its visitors marks it (stopsFor), read once so the body and its key agree
        const prices = await products.priceKey(key);
        const stops = await products.stopsFor(key);
        const body = await menuBodies.get(
          `filter:${JSON.stringify([key, prices, stops.key, req.query.category, req.query.withArchive, req.body])}`,
          ZProductList,
          async () => {
            const catalogue = await products.getCatalogue(key, stops);
            const categoryId =
              req.query.category !== undefined
                ? await categoryIdFor(req.query.rn, req.query.category)
                : req.body.id !== undefined
                  ? (await products.resolveCategory(req.query.rn, String(req.body.id))).id
                  : undefined;
            return selectProducts(catalogue.products, {
              ...req.body,
              categoryId,
              withArchive: req.query.withArchive,
            });
          },
        );
        return reply.type(JSON_CONTENT_TYPE).send(body as never);
      },
    );

    app.get(
      '/v1/products/',
      {
        schema: {
          tags,
          summary: 'Products of a city (optionally one category, one outlet)',
          querystring: ZProductsQuery,
          response: { 200: ZProductList, ...errorResponses },
        },
      },
      async (req, reply) => {
        const key = await keyFor(req.query);
        const prices = await products.priceKey(key);
        const stops = await products.stopsFor(key);
        const body = await menuBodies.get(
          `list:${JSON.stringify([key, prices, stops.key, req.query.category, req.query.withArchive])}`,
          ZProductList,
          async () => {
            const catalogue = await products.getCatalogue(key, stops);
            const categoryId = await categoryIdFor(req.query.rn, req.query.category);
            return selectProducts(catalogue.products, { categoryId, withArchive: req.query.withArchive });
          },
        );
        return reply.type(JSON_CONTENT_TYPE).send(body as never);
      },
    );

    app.post(
      '/v1/products/',
      {
        schema: {
          tags,
          summary: 'Products by ids (unknown or unsold ids are left out)',
          querystring: ZProductsQuery,
          body: ZProductIdsBody,
          response: { 200: ZProductList, ...errorResponses },
        },
      },
      async (req) => {
        const catalogue = await products.getCatalogue(await keyFor(req.query));
        return [...new Set(req.body.ids)].flatMap((id) => {
          const p = catalogue.byId.get(id);
          return p && (req.query.withArchive || !p.isArchived) ? [p] : [];
        });
      },
    );

    app.get(
      '/v1/products/:id',
      {
        schema: {
          tags,
          summary: 'One product',
          params: ZIdParams,
          querystring: ZProductsQuery,
          response: { 200: ZProduct, ...errorResponses },
        },
      },
      async (req) => products.getProduct(await keyFor(req.query), req.params.id, req.query.withArchive),
    );

    app.get(
      '/v1/products/slug/:slug',
      {
        schema: {
          tags,
          summary: 'One product by slug',
          params: ZSlugParams,
          querystring: ZProductsQuery,
          response: { 200: ZProduct, ...errorResponses },
        },
      },
      async (req) =>
        products.findProduct(
          await keyFor(req.query),
          (p) => p.slug === req.params.slug,
          `Product ${req.params.slug}`,
          req.query.withArchive,
        ),
    );

    app.get(
      '/v1/products/slug/:slug/seo',
      {
        schema: {
          tags,
          summary: 'SEO text of a product',
          params: ZSlugParams,
          querystring: ZProductSeoQuery,
          response: { 200: ZProductSeo, ...errorResponses },
        },
      },
      (req) => products.getProductSeo(req.query, req.params.slug),
    );

    app.get(
      '/v1/products/article/:article',
      {
        schema: {
          tags,
          summary: 'One product by article',
          params: ZArticleParams,
          querystring: ZProductsQuery,
          response: { 200: ZProduct, ...errorResponses },
        },
      },
      async (req) =>
        products.findProduct(
          await keyFor(req.query),
          (p) => p.article === req.params.article,
          `Article ${req.params.article}`,
          req.query.withArchive,
        ),
    );

    app.get(
      '/v1/stopList/:outletId/',
      {
        schema: {
          tags,
          summary: "An outlet's stop list",
          params: ZStopListParams,
          querystring: ZRnQuery,
          response: { 200: ZStopList, ...errorResponses },
        },
      },
      (req) => catalogContent.getStopList(req.query.rn, req.params.outletId),
    );

    app.get(
      '/v1/soldOut/',
      {
        schema: {
          tags,
          summary: "What the visitor cannot order now (the storefront's live, uncached read)",
          description:
            'The products and addons on stop at the outlet that serves the visitor: `outletId` (a chosen ' +
            'pickup restaurant), else the outlet whose delivery zone in this city holds `lat`/`lng`; ' +
            'without either (or outside every zone), those on stop at every outlet of the city.',
          querystring: ZSoldOutQuery,
          response: { 200: ZSoldOut, ...errorResponses },
        },
      },
      async (req, reply) => {
        const { rn, br, lat, lng } = req.query;
        let outletId = await products.resolveOutlet(rn, br, req.query.outletId);
        if (outletId === null && lat !== undefined && lng !== undefined)
          outletId =
            (await deliveryZones.locate({ retailNetworkId: rn, businessRegionId: br, lat, lng }))?.outletId ??
            null;
        // pages are cached; this answer is what keeps them honest, so nobody may keep it
        reply.header('cache-control', 'no-store');
        return { businessRegionId: br, outletId, productIds: await products.soldOut(rn, br, outletId) };
      },
    );

    app.get(
      '/v1/restaurants/day/',
      {
        schema: {
          tags,
          summary: "The city's restaurants' days now (the storefront's live, uncached read)",
          description:
            'Hours with exceptions, a pause and busy mode (issue 18), with what they mean now: the ' +
            'storefront offers ON_TIME slots by them and says "closed today", "not taking orders ' +
            'until" or "longer wait".',
          querystring: ZRestaurantDaysQuery,
          response: { 200: z.array(ZRestaurantDay), ...errorResponses },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return places.listRestaurantDays(req.query.rn, req.query.br);
      },
    );
  };
