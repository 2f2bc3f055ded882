import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, skipNotices, test } from './fixtures';

/**
 * Issue 17 item 28: the public runtime config's error logger and link page reload (SPEC sections 3
 * and 9) do what they say. The suite's storefront runs with both off (the spec's defaults); this
 * file starts one more storefront process from a copy of the same build with both on, per
 * project (its own port), and reads its log.
 */
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3200);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4200);
const SOURCE_DIST = WEB_PORT === 3200 ? '.next-e2e' : `.next-e2e-${WEB_PORT}`;
const WEB_DIR = path.resolve(import.meta.dirname, '../apps/web');

// one worker per project runs this file's tests, so each project starts one server of its own
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let distDir = '';
let port = 0;
let log = '';

test.beforeAll(async () => {
  const testInfo = test.info();
  testInfo.setTimeout(240_000);
  port = WEB_PORT + (testInfo.project.name === 'mobile' ? 3 : 2);
  distDir = `${SOURCE_DIST}-flags-${port}`;
  fs.rmSync(path.join(WEB_DIR, distDir), { recursive: true, force: true });
  fs.cpSync(path.join(WEB_DIR, SOURCE_DIST), path.join(WEB_DIR, distDir), {
    recursive: true,
    // not the pages the suite's storefront rendered so far (cache/, server/route-cache/): they
    // were rendered with both settings off
    filter: (src) => !/[\\/](route-)?cache[\\/]/.test(src),
  });
  server = spawn(process.execPath, ['server.mjs'], {
    cwd: WEB_DIR,
    // its own process group, stopped as a whole
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(API_PORT),
      NEXT_DIST_DIR: distDir,
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      WEB_TRUST_PROXY: '',
      ERROR_LOGGER: '1',
      LINK_PAGE_RELOAD: '1',
    },
  });
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (server!.exitCode !== null) throw new Error(`the storefront on ${port} exited:\n${log}`);
        try {
          return (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 170_000, intervals: [250], message: `the storefront on ${port} to answer` },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  if (distDir) fs.rmSync(path.join(WEB_DIR, distDir), { recursive: true, force: true, maxRetries: 5 });
});

test.beforeEach(async ({ context }) => {
  await skipNotices(context, `http://kyiv.localhost:${port}`);
});

const browserErrors = () =>
  log
    .split('\n')
    .filter((line) => line.includes('"browser error"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test('the error logger writes the browser’s errors to the storefront’s log, without the query', async ({
  page,
}, testInfo) => {
  const tag = `e2e-${testInfo.project.name}-${Date.now()}`;
  await page.goto(`http://kyiv.localhost:${port}/menu/philadelphia?utm_source=private-${tag}`);
  await page.evaluate((t) => {
    setTimeout(() => {
      throw new Error(`uncaught ${t}`);
    });
    void Promise.reject(new Error(`rejected ${t}`));
  }, tag);
  await expect.poll(() => browserErrors().filter((e) => String(e.message).includes(tag)).length).toBe(2);
  const [uncaught, rejected] = ['uncaught', 'unhandledrejection'].map((kind) =>
    browserErrors().find(
      (e) => String(e.message).includes(tag) && (kind === 'uncaught' ? e.kind === 'error' : e.kind === kind),
    ),
  );
  expect(uncaught).toMatchObject({ level: 'error', message: `Error: uncaught ${tag}` });
  expect(rejected).toMatchObject({ message: `Error: rejected ${tag}` });
  expect(uncaught!.page).toBe(`http://kyiv.localhost:${port}/menu/philadelphia`);
  expect(log).not.toContain(`private-${tag}`);

  // the suite's own storefront runs with the logger off: no such route there
  const off = await page.request.post(`http://127.0.0.1:${WEB_PORT}/client-errors`, {
    data: { kind: 'error', message: 'x', page: '/' },
  });
  expect(off.status()).toBe(404);
  // and a report of another shape is refused
  const bad = await page.request.post(`http://127.0.0.1:${port}/client-errors`, { data: { kind: 'other' } });
  expect(bad.status()).toBe(400);
});

test('link page reload: a link whose page has not come in 2 seconds is loaded as a whole page', async ({
  page,
}) => {
  // the page data of in-app navigations never arrives (a stalled or broken deploy)
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc']) return; // left hanging
    await route.continue();
  });
  await page.goto(`http://kyiv.localhost:${port}/`);
  const link = page.getByTestId('product-card').first().getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  const documentLoad = page.waitForRequest(
    (r) => r.isNavigationRequest() && new URL(r.url()).pathname === href,
  );
  const clickedAt = Date.now();
  await link.click();
  await documentLoad;
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_900);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
