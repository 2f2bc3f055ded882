import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the product started as a newcomer starts it
 * (`npm start`: API on an empty embedded database, storefront built and served), on ports of
 * its own so a running development copy is left alone.
 */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3200);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4200);
export const SECOND_BRAND_PORT = WEB_PORT + 1;
// per port, so several copies of the suite can run side by side
const DATA_DIR = path.join(os.tmpdir(), `food-e2e-data-${WEB_PORT}`);
const DIST_DIR = WEB_PORT === 3200 ? '.next-e2e' : `.next-e2e-${WEB_PORT}`;

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  outputDir: path.join(os.tmpdir(), `food-e2e-results-${WEB_PORT}`),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // each city at its own subdomain (Chromium resolves *.localhost to this machine)
    baseURL: `http://kyiv.localhost:${WEB_PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      // a fresh database, and no data cached by an earlier run (Next keeps its data cache, e.g. the
      // hourly sitemap, in the build folder across builds)
      command: `rm -rf ${DATA_DIR} apps/web/${DIST_DIR}/cache/fetch-cache && node scripts/start.mjs`,
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${WEB_PORT}/healthz`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(WEB_PORT),
        API_PORT: String(API_PORT),
        DATA_DIR,
        NEXT_DIST_DIR: DIST_DIR,
        PUBLIC_API_URL: `http://localhost:${API_PORT}`,
        PUBLIC_SITE_URL: `http://localhost:${WEB_PORT}`,
        LOG_LEVEL: 'warn',
        OPS_TOKEN: 'e2e-ops-token-0123456789',
        // the first owner of the back office (backoffice-*.spec.ts signs in with it)
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'e2e-owner-passphrase-2026',
        // pwa.spec.ts's local push service: its test certificate, trusted for push requests only
        PUSH_EXTRA_CA_FILE: path.resolve(
          import.meta.dirname,
          '../apps/api/src/modules/notifications/push-fake-service.cert.pem',
        ),
        // the storefront believes X-Forwarded-For from this machine, as if a load balancer ran
        // here: the tests stand in for visitors of other cities by sending it (cities.spec.ts)
        WEB_TRUST_PROXY: 'loopback',
        // the error pages' test hooks (errors.spec.ts), and a brand switched in the back office
        // reaching the storefront's host routing within 2 s instead of 30
        STOREFRONT_TEST_HOOKS: '1',
        BRAND_LIST_REFRESH_SECONDS: '2',
      },
    },
    {
      // the same build, another brand: no rebuild (storefront issue, item 2)
      command: `node e2e/serve-second-brand.mjs http://127.0.0.1:${WEB_PORT}/healthz ${SECOND_BRAND_PORT} pc-ua`,
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${SECOND_BRAND_PORT}/healthz`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        API_PORT: String(API_PORT),
        NEXT_DIST_DIR: DIST_DIR,
        PUBLIC_SITE_URL: `http://localhost:${SECOND_BRAND_PORT}`,
        // the default, no trusted proxy: a made-up X-Forwarded-For must not reach the API
        // (security-headers.spec.ts)
        WEB_TRUST_PROXY: '',
      },
    },
  ],
});
