import { ZErrorResponse, ZMediaUploadQuery, ZUploadedImage } from '@food/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { AppError } from '../../../lib/errors.js';
import { errorResponses } from '../../../lib/openapi.js';
import type { MediaUploadService } from './upload-service.js';
import { assertCoversBrand, principalOf } from '../../staff/index.js';
import { parseCrop, UPLOAD_BODY_LIMIT, UPLOAD_LIMITS } from './upload-rules.js';

/** the services used here, of those services.ts builds */
interface MediaAdminRoutesDeps {
  mediaUploads: MediaUploadService;
}

const tags = ['back office: photos'];
const MB = 1024 * 1024;

const tooLarge = () =>
  new AppError(
    'IMAGE_TOO_LARGE',
    `The file is larger than ${UPLOAD_LIMITS.maxBytes / MB} MB; send a smaller photo`,
  );

/**
 * The body as bytes, whatever image type it claims (the bytes decide, prepare-image.ts). Refused
 * with IMAGE_TOO_LARGE as soon as it passes the limit: by its Content-Length before a byte is
 * read, or while it streams; nothing of it is kept.
 */
function readImageBody(
  req: FastifyRequest,
  payload: Readable,
  done: (err: Error | null, body?: Buffer) => void,
) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > UPLOAD_LIMITS.maxBytes) {
    payload.resume();
    return done(tooLarge());
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let settled = false;
  const finish = (err: Error | null, body?: Buffer) => {
    if (settled) return;
    settled = true;
    done(err, body);
  };
  payload.on('data', (chunk: Buffer) => {
    if (settled) return;
    total += chunk.length;
    if (total > UPLOAD_LIMITS.maxBytes) {
      chunks.length = 0;
      finish(tooLarge());
      return;
    }
    chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Buffer.concat(chunks, total)));
  payload.on('error', (err) => finish(err));
}

/** /admin/v1/media: photo uploads for products, categories, banners, promotions and logos. */
export const mediaAdminRoutes =
  ({ mediaUploads }: MediaAdminRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // every declared type reaches the same reader; JSON and forms keep their own parsers
    app.addContentTypeParser(/^image\//, readImageBody);
    app.addContentTypeParser('application/octet-stream', readImageBody);

    app.post(
      '/media/images',
      {
        // the brand is checked before the body is read: a stranger's 20 MB is never taken in
        onRequest: async (req) => {
          const raw = (req.query as Record<string, unknown>).retailNetworkId;
          const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
          const principal = principalOf(req);
          if (id) assertCoversBrand(principal, id);
          // no brand named: outlet staff (no brand at all) are still refused before any 400
          else if (!principal.scope.all && principal.scope.retailNetworkIds.length === 0)
            throw new AppError('FORBIDDEN', 'Photos are uploaded by brand managers and owners');
        },
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags,
          summary:
            'Upload a photo (JPEG, PNG, WebP or HEIC, up to 20 MB, at least 300 px a side) as the raw body; optional crop',
          querystring: ZMediaUploadQuery,
          response: {
            201: ZUploadedImage,
            ...errorResponses,
            401: ZErrorResponse,
            403: ZErrorResponse,
            413: ZErrorResponse,
            415: ZErrorResponse,
            422: ZErrorResponse,
            503: ZErrorResponse,
          },
        },
      },
      async (req, reply) => {
        if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
          throw new AppError(
            'UNSUPPORTED_IMAGE',
            'Send the photo itself as the body, with its image type (image/jpeg, image/png, image/webp, image/heic)',
          );
        }
        const crop = req.query.crop === undefined ? undefined : (parseCrop(req.query.crop) ?? undefined);
        if (req.query.crop !== undefined && !crop)
          throw new AppError(
            'VALIDATION_ERROR',
            'crop is left,top,width,height with a width and height above 0',
          );
        const image = await mediaUploads.upload(
          principalOf(req),
          req.query.retailNetworkId,
          req.body,
          crop,
          req.ip,
          req.query.purpose,
        );
        return reply.code(201).send(image);
      },
    );
  };
