import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The back office, served by the API at /admin/ (apps/api/src/modules/backoffice-app). Hashed
 * files land in dist/assets; the API answers them as immutable and prefers the .br / .gz written
 * here, so a kitchen tablet downloads the compressed bytes without the API compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'backoffice-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(assets, name);
        const body = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const apiPort = process.env.API_PORT ?? '4000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  // the manifest (dist/.vite, never served) names this build's files among older ones kept for
  // open tabs (build.mjs); the bench reads it
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0, manifest: true },
  // `npm run dev -w @food/backoffice`: the API runs on its own port; the cookie path /admin holds
  server: { proxy: { '/admin/v1': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } } },
});
