import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROOT } from '../../paths.js';
import { APP_PATHS, NOT_BUILT_POLICY, backofficePolicy, notBuiltPage } from './app-pages.js';

/** apps/backoffice/dist, written by `npm run build -w @food/backoffice` (npm start runs it) */
const DEFAULT_DIST_DIR = path.resolve(API_ROOT, '../backoffice/dist');

interface IndexFile {
  mtimeMs: number;
  body: Buffer;
  etag: string;
}

/**
 * The back office's single-page app at /admin/ (ARCHITECTURE.md "Back office and the machine
 * API"). Each of the app's own paths answers its index.html (no-cache, so a deploy shows at the
 * next load) with a policy under which only the app's own files run; the hashed files under
 * /admin/assets/ are immutable and sent pre-compressed. /admin/v1 stays the API: only the app's
 * paths are routed here, so an unknown /admin/v1 path is still the API's JSON 404. Without a build
 * every page is a 503 saying how to build it (npm start builds it beside the API, so the first
 * seconds of a start may see it).
 */
export const backofficeAppRoutes =
  ({
    distDir = DEFAULT_DIST_DIR,
    tileUrl,
  }: {
    distDir?: string;
    /** the zone editor's map tiles (MAP_TILE_URL), allowed as pictures by the page's policy */
    tileUrl?: string | undefined;
  } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const policy = backofficePolicy(tileUrl);
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      serve: false,
      preCompressed: true,
      immutable: true,
      maxAge: 365 * 24 * 60 * 60 * 1000,
      index: false,
      dotfiles: 'deny',
      // the build may come after the API started (npm start builds both at once)
      suppressWarning: true,
    });

    let cached: IndexFile | null = null;
    async function readIndex(): Promise<IndexFile | null> {
      const file = path.join(distDir, 'index.html');
      try {
        const stat = await fs.stat(file);
        if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
        const body = await fs.readFile(file);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        cached = { mtimeMs: stat.mtimeMs, body, etag };
        return cached;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    }

    const schema = {
      tags: ['back office app'],
      summary: 'The back office single-page app (HTML)',
      description:
        'Answers the app’s index.html; the app then calls /admin/v1. 503 when the app is not built.',
    };

    for (const url of APP_PATHS)
      app.get(url, { schema }, async (req, reply) => {
        const index = await readIndex();
        if (!index)
          return reply
            .code(503)
            .header('content-type', 'text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('retry-after', '5')
            .header('content-security-policy', NOT_BUILT_POLICY)
            .send(notBuiltPage());
        reply
          .header('cache-control', 'no-cache')
          .header('etag', index.etag)
          .header('content-security-policy', policy);
        if (req.headers['if-none-match'] === index.etag) return reply.code(304).send();
        return reply.header('content-type', 'text/html; charset=utf-8').send(index.body);
      });

    app.get(
      '/admin/assets/:file',
      {
        schema: {
          tags: ['back office app'],
          summary: 'A hashed file of the back office app (immutable)',
          params: z.object({ file: z.string().regex(/^[\w-]+\.[\w.-]+$/, 'a file name of the build') }),
        },
      },
      (req, reply) => reply.sendFile(req.params.file),
    );
  };
