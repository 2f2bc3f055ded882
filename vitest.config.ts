import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** apps/web's `@/` paths (its tsconfig), for the tests that load storefront modules */
const WEB_ALIAS = { find: /^@\//, replacement: fileURLToPath(new URL('apps/web/src/', import.meta.url)) };

export default defineConfig({
  test: {
    // two cores: more parallel files only queue on the CPU
    maxWorkers: 2,
    projects: [
      {
        // rules of the storefront import its modules by the `@/` path too
        resolve: { alias: [WEB_ALIAS] },
        test: {
          name: 'unit',
          include: [
            'apps/*/src/**/*.test.ts',
            'apps/web/server/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // the storefront's hooks and components in a browser-like DOM (apps/web's `@/` paths)
        resolve: { alias: [WEB_ALIAS] },
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
