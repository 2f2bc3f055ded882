import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { drawLogo } from './logo.js';
import { IMAGE_CACHE_CONTROL, ImageRequest, renderImage } from './render-image.js';

const ZImageParams = z.object({ key: z.string().min(3).max(120) });

/**
 * Generated demo images (products, categories, banners, promotions, logos), resized on request
 * with the parameters of the storefront's image helper (w, h, format, mode, q, blur).
 * Responses are immutable: a key never changes its picture.
 */
export const mediaRoutes =
  ({ brandConfig }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/images/:key',
      {
        schema: {
          tags: ['media'],
          summary: 'A generated image, resized and encoded as asked',
          params: ZImageParams,
          querystring: ImageRequest,
        },
      },
      async (req, reply) => {
        const { key } = req.params;
        if (key.startsWith('logo.')) {
          const brand = (await brandConfig.listBrands()).find((b) => `logo.${b.slug}` === key);
          if (!brand) throw new AppError('IMAGE_NOT_FOUND', `Image ${key} was not found`);
          const { brand: full } = await brandConfig.tenant(brand.retailNetworkId);
          return reply
            .header('cache-control', 'public, max-age=3600')
            .type('image/svg+xml')
            .send(drawLogo(full.name, full.ui.colors.primary ?? '#222222'));
        }
        const image = await renderImage(key, req.query);
        if (!image) throw new AppError('IMAGE_NOT_FOUND', `Image ${key} was not found`);
        reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', `"${image.etag}"`);
        if (req.headers['if-none-match'] === `"${image.etag}"`) return reply.status(304).send();
        return reply.type(image.contentType).send(image.body);
      },
    );
  };
