import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // two cores: more parallel files only queue on the CPU
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/*/src/**/*.test.ts', 'apps/web/server/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // the storefront's hooks and components in a browser-like DOM (apps/web's `@/` paths)
        resolve: {
          alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('apps/web/src/', import.meta.url)) }],
        },
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/components-test-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          // the demo data, seeded once for every file's database to copy
          globalSetup: ['apps/api/test/global-setup.ts'],
          // each file starts its own API on its own database
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
