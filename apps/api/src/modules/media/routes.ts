import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { BrandConfigService } from '../config/index.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { MediaStore } from './storage/media-store.js';
import { illustrationSize } from './illustrations.js';
import { ALLOWED_IMAGE_VARIANTS, isAllowedVariant, variantQuery } from './image-variants.js';
import { KnownImageKeys } from './known-images.js';
import { drawLogo } from './logo.js';
import { RendererBusyError } from './render-gate.js';
import {
  createImageRenderer,
  IMAGE_CACHE_CONTROL,
  ImageRequest,
  type ImageRequestT,
} from './render-image.js';
import { KnownUploads } from './upload/known-uploads.js';
import { isUploadKey, UPLOAD_HEX_PATTERN } from './upload/upload-rules.js';

/** the services used here, of those services.ts builds */
interface MediaRoutesDeps {
  brandConfig: BrandConfigService;
  config: AppConfig;
  database: Database;
  mediaStore: MediaStore;
}

const ZImageParams = z.object({ key: z.string().min(3).max(120) });

/** how long a client should wait when the render queue is full: it drains in about a second */
const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Generated demo images (products, categories, banners, promotions, logos) and uploaded photos
 * (`upload/<hex>`, from the media store), resized on request
 * to one of the variants the storefront asks for (image-variants.ts); any other size, quality,
 * format or parameter is a 400 naming the allowed ones. Responses are immutable: a key never
 * changes its picture.
 */
export const mediaRoutes =
  ({ brandConfig, config, database, mediaStore }: MediaRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const knownKeys = new KnownImageKeys(database.db, config.CATALOG_CACHE_SECONDS * 1000);
    const renderer = createImageRenderer({
      cacheBytes: config.IMAGE_CACHE_MB * 1024 * 1024,
      concurrency: config.IMAGE_RENDER_CONCURRENCY,
      maxQueue: config.IMAGE_RENDER_QUEUE,
      originals: mediaStore,
    });
    const knownUploads = new KnownUploads(database.db);
    const allowedQueries = ALLOWED_IMAGE_VARIANTS.map(variantQuery);

    async function sendRendition(
      key: string,
      query: ImageRequestT,
      req: FastifyRequest,
      reply: FastifyReply,
    ) {
      if (!isAllowedVariant(query)) {
        throw new AppError(
          'IMAGE_VARIANT_NOT_ALLOWED',
          `${variantQuery(query)} is not a served image variant; details lists the ones that are`,
          allowedQueries,
        );
      }
      let image;
      try {
        image = await renderer.render(key, query);
      } catch (err) {
        if (!(err instanceof RendererBusyError)) throw err;
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        throw new AppError(
          'IMAGE_RENDERER_BUSY',
          'Too many new images are being drawn; try again in a second',
        );
      }
      if (!image) throw new AppError('IMAGE_NOT_FOUND', `Image ${key} was not found`);
      reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', `"${image.etag}"`);
      if (req.headers['if-none-match'] === `"${image.etag}"`) return reply.status(304).send();
      return reply.type(image.contentType).send(image.body);
    }

    /** an uploaded photo: known by its media_images row, read from the store on a cache miss */
    async function sendUpload(key: string, query: ImageRequestT, req: FastifyRequest, reply: FastifyReply) {
      if (!isUploadKey(key) || !(await knownUploads.has(key)))
        throw new AppError('IMAGE_NOT_FOUND', `Image ${key} was not found`);
      return sendRendition(key, query, req, reply);
    }

    // `upload/<hex>` as the media URL helper writes it (`upload%2F<hex>`, one path segment) is
    // served by the route below; this one serves it should a proxy have decoded the slash
    app.get(
      '/v1/images/upload/:hex',
      {
        schema: {
          tags: ['media'],
          summary: 'An uploaded photo in one of the sizes and qualities the storefront uses',
          params: z.object({ hex: z.string().regex(UPLOAD_HEX_PATTERN) }),
          querystring: ImageRequest,
        },
      },
      (req, reply) => sendUpload(`upload/${req.params.hex}`, req.query, req, reply),
    );

    app.get(
      '/v1/images/:key',
      {
        schema: {
          tags: ['media'],
          summary: 'A generated image in one of the sizes and qualities the storefront uses',
          params: ZImageParams,
          querystring: ImageRequest,
        },
      },
      async (req, reply) => {
        const { key } = req.params;
        if (key.startsWith('logo.')) {
          // an SVG that scales to any size: the size parameters do not change the answer
          const brand = (await brandConfig.listBrands()).find((b) => `logo.${b.slug}` === key);
          if (!brand) throw new AppError('IMAGE_NOT_FOUND', `Image ${key} was not found`);
          const { brand: full } = await brandConfig.tenant(brand.retailNetworkId);
          return reply
            .header('cache-control', 'public, max-age=3600')
            .type('image/svg+xml')
            .send(drawLogo(full.name, full.ui.colors.primary ?? '#222222'));
        }
        if (key.startsWith('upload/')) return sendUpload(key, req.query, req, reply);
        if (!illustrationSize(key) || !(await knownKeys.has(key)))
          throw new AppError('IMAGE_NOT_FOUND', `Image ${key} was not found`);
        return sendRendition(key, req.query, req, reply);
      },
    );
  };
