import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page } from '@playwright/test';
import {
  startFakePushService,
  type FakePushService,
} from '../apps/api/src/modules/notifications/push-fake-service';
import { addPopularDishes, fillContact } from './checkout-steps';
import { expect, skipNotices, test } from './fixtures';
import { SECOND_BRAND_PORT } from './playwright.config';

/**
 * The installable storefront and order status push (issue 21 item 4) in Chromium.
 *
 * What is stubbed, and why: headless Chromium here cannot reach a real push service (Google's
 * FCM), so `PushManager.subscribe` (and `getSubscription`) are replaced by an init script that
 * answers a subscription whose endpoint is a local fake push service started by this test, with
 * keys this test generated. Everything else is real: the page asks the permission and posts the
 * subscription to the API, the board's move makes the API's job queue encrypt and sign the
 * message with web-push and post it to the fake service (which checks the VAPID signature and
 * decrypts it with the subscription's private key, e2e's own copy of what a browser does), and
 * the decrypted payload is handed to the real service worker with CDP
 * `ServiceWorker.deliverPushMessage` while no storefront page is open.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4200}`;
const OPS_TOKEN = 'e2e-ops-token-0123456789';

async function controlledBySw(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });
}

test.describe('installable storefront', () => {
  test('a brand page is installable, and each brand has its own manifest', async ({
    playwright,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    // Playwright's contexts are incognito, which Chromium never installs from: a profile of its own
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      baseURL,
    });
    try {
      await skipNotices(context, baseURL!);
      const page = await context.newPage();
      await page.goto('/');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/site.webmanifest');
      const cdp = await context.newCDPSession(page);
      // the browser fetches the manifest and its icons; the check answers once it has them
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
          timeout: 20_000,
        })
        .toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }

    // Node does not resolve *.localhost: the storefronts by address, with the city host named
    const atCity = (port: number, pathname: string) =>
      request.get(`http://127.0.0.1:${port}${pathname}`, { headers: { host: `kyiv.localhost:${port}` } });
    const webPort = Number(new URL(baseURL!).port);
    const first = (await (await atCity(webPort, '/site.webmanifest')).json()) as Record<string, unknown>;
    const second = (await (await atCity(SECOND_BRAND_PORT, '/site.webmanifest')).json()) as Record<
      string,
      unknown
    >;
    expect(first).toMatchObject({ start_url: '/', scope: '/', lang: 'uk', display: 'standalone' });
    expect(second.name).not.toBe(first.name);
    const icon = await atCity(webPort, '/app-icon/512');
    expect(icon.headers()['content-type']).toBe('image/png');
  });
});

test.describe('offline menu', () => {
  test('the last menu seen opens offline with a banner; ordering says it needs the network', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/menu/popular');
    await controlledBySw(page);
    // seen once more through the worker, which keeps it and its pictures
    await page.reload();
    await expect(page.getByTestId('add-to-cart').first()).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText('Ви офлайн');
    await expect(page.getByTestId('offline-banner')).toContainText('Для замовлення потрібен інтернет');
    await expect(page.getByTestId('add-to-cart').first()).toBeVisible();

    // the cart and checkout are never kept: the worker says ordering needs the network
    await page.goto('/cart', { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('offline-page')).toHaveText('Ви офлайн');
    await expect(page.getByText('Кошик і оформлення замовлення теж працюють лише з мережею')).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('order status push', () => {
  let pushService: FakePushService;
  test.beforeAll(async () => {
    pushService = await startFakePushService();
  });
  test.afterAll(async () => {
    await pushService?.close();
  });

  /** The one browser call replaced: PushManager answers the fake service's subscription. */
  async function stubPushManager(context: BrowserContext, subscription: unknown) {
    await context.addInitScript((sub) => {
      let current: unknown = null;
      const made = () => ({
        endpoint: (sub as { endpoint: string }).endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        toJSON: () => sub,
        getKey: () => null,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      });
      PushManager.prototype.subscribe = async function () {
        current = made();
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
    }, subscription);
  }

  test('a guest who allowed push gets the status change while the page is closed', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const browserSide = pushService.subscriber();
    await stubPushManager(context, browserSide.subscription);
    await context.grantPermissions(['notifications'], { origin: baseURL! });

    await addPopularDishes(page, 1);
    await page.goto('/purchase');
    await page.getByTestId('delivery-method-PICKUP').click();
    await page.getByTestId('restaurant-option').first().click();
    await fillContact(page, 'Ірина');
    await page.getByTestId('payment-CASH').click();
    await page.getByTestId('rules-agree').check();
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/order-confirmed\//);
    const orderId = page.url().split('/order-confirmed/')[1]!.split(/[?#]/)[0]!;
    const localId = await page.getByTestId('order-number').textContent();

    // asked after the order, on a press
    const card = page.getByTestId('order-push');
    await card.getByRole('button').click();
    await expect(card.getByRole('status')).toHaveText('Сповіщення про це замовлення увімкнено.');

    // no page of the storefront is open when the status changes
    const blank = await context.newPage();
    await page.close();
    const moved = await fetch(`${API}/ops/v1/orders/${orderId}/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ statusId: 1 }),
    });
    expect(moved.status).toBe(200);
    await expect.poll(() => browserSide.received.length, { timeout: 30_000 }).toBe(1);
    const message = browserSide.received[0] as { title: string; body: string; url: string };
    expect(message.title).toContain(`№${localId}`);

    // the push service's delivery, to the real service worker
    const cdp = await context.newCDPSession(blank);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.find((r) => r.scopeURL === `${baseURL}/`)).toBeTruthy();
    const { registrationId } = registrations.find((r) => r.scopeURL === `${baseURL}/`)!;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId,
      data: JSON.stringify(message),
    });

    // shown by the worker: read back from a fresh page of the site
    const fresh = await context.newPage();
    await fresh.goto('/favicon.svg');
    await expect
      .poll(
        () =>
          fresh.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration('/');
            const shown = (await registration?.getNotifications()) ?? [];
            return shown.map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }));
          }),
        { timeout: 15_000 },
      )
      .toEqual([{ title: message.title, body: message.body, url: message.url }]);
    expect(new URL(message.url).pathname).toBe(`/order-confirmed/${orderId}`);
  });
});

test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});
