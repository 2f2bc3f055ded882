import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, isMobile, test } from './fixtures';

/**
 * Steps the back-office specs share. The back office is served by the API (/admin/), and its
 * first owner is created at start from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts).
 */
const API_PORT = process.env.E2E_API_PORT ?? 4200;
export const ADMIN = `http://localhost:${API_PORT}`;
export const API = `http://127.0.0.1:${API_PORT}`;
export const OWNER = { email: 'admin@example.com', password: 'e2e-owner-passphrase-2026' };
const OPS_TOKEN = 'e2e-ops-token-0123456789';
export const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-backoffice-shots';

/**
 * Opens a back-office page. Its own load state: the storefront fixture's wait for hydration
 * looks for the storefront's `main#main` marker, which the back office does not set.
 */
export function openAdmin(page: Page, path: string) {
  return page.goto(`${ADMIN}/admin${path}`, { waitUntil: 'domcontentloaded' });
}

/** Signs the owner in on the sign-in form (English before sign-in) and waits for the board. */
export async function signInAsOwner(page: Page, path = '/sign-in') {
  await openAdmin(page, path);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // the signed-in shell (its navigation folds behind a menu button on a phone)
  await expect(page.locator('main#main')).toBeVisible({ timeout: 15_000 });
}

/** Follows a link of the main navigation, opening the menu first on a phone. */
export async function followNav(page: Page, name: string) {
  const menu = page.getByRole('button', { name: /^(Меню|Menu)$/ });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation').getByRole('link', { name }).click();
}

/**
 * The page is no wider than the device: a wider one makes a phone zoom the whole page out (and
 * taps then land on what the zoomed page shows elsewhere).
 */
export async function expectFitsTheScreen(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A second browser context shaped like this project's device (the staff member's tablet or phone). */
export async function staffContext(browser: Browser): Promise<BrowserContext> {
  const use = test.info().project.use;
  return browser.newContext({
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    locale: 'en-GB',
  });
}

/**
 * Shows a column of the board: all four are side by side on a wide screen; on a tablet or phone
 * the buttons above the board choose one.
 */
export async function showColumn(page: Page, name: RegExp) {
  const choose = page
    .getByRole('group', { name: /Колонки замовлень|Order columns/ })
    .getByRole('button', { name });
  if (await choose.isVisible()) await choose.click();
}

/** A phone of its own per order (DEMO10 and other per-phone rules never meet an earlier run's). */
function phoneDigits(): string {
  return String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
}

/** A guest's cash pickup order at outlet 1001 straight through the API (not held: paid on receipt). */
export async function createPickupOrder(
  name: string,
  outletId = 1001,
): Promise<{ id: string; localId: number }> {
  const res = await fetch(`${API}/order-service/api/http-order-create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      retailNetworkId: 1,
      target: 'WEB',
      outletId,
      products: [{ productId: 100023, count: 1 }],
      payment: { bonusCount: 0, paymentType: 'CASH' },
      delivery: { type: 1, timeIndication: 'ASAP' },
      customerName: name,
      customerPhone: `+38067${phoneDigits()}`,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { orderId: string; localId: number };
  return { id: body.orderId, localId: body.localId };
}

/** Moves an order as a till would, with the operator token (an owner-scoped key). */
export async function moveByOps(orderId: string, body: Record<string, unknown>) {
  const res = await fetch(`${API}/ops/v1/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Each project works on an outlet of its own, so the two never change one outlet at once. */
export function outletOfProject(page: Page): { id: number; name: RegExp } {
  return isMobile(page) ? { id: 1031, name: /Яворницького/ } : { id: 1011, name: /Площі Ринок/ };
}

/** A staff session over plain HTTP (the cookie and the CSRF token), for preparing a test's data. */
export interface StaffHttp {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, body?: unknown) => Promise<T>;
  put: <T>(path: string, body: unknown) => Promise<T>;
}

function sessionOf(res: Response, csrfToken: string): StaffHttp {
  const cookie = /staff_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  expect(cookie, 'the session cookie').toBeTruthy();
  return {
    get: async <T>(path: string) => {
      const answer = await fetch(`${API}/admin/v1${path}`, { headers: { cookie: cookie! } });
      expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(200);
      return (await answer.json()) as T;
    },
    post: async <T>(path: string, body?: unknown) => {
      const answer = await fetch(`${API}/admin/v1${path}`, {
        method: 'POST',
        headers: {
          cookie: cookie!,
          'x-csrf-token': csrfToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(answer.status, `${path}: ${await answer.clone().text()}`).toBeLessThan(300);
      return (await answer.json()) as T;
    },
    put: async <T>(path: string, body: unknown) => {
      const answer = await fetch(`${API}/admin/v1${path}`, {
        method: 'PUT',
        headers: { cookie: cookie!, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(200);
      return (await answer.json()) as T;
    },
  };
}

export async function ownerOverHttp(): Promise<StaffHttp> {
  const res = await fetch(`${API}/admin/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  expect(res.status).toBe(200);
  return sessionOf(res, ((await res.json()) as { csrfToken: string }).csrfToken);
}

/** Accepts an invitation link over HTTP with a password: the new member's session. */
export async function acceptInvitation(link: string, password: string): Promise<StaffHttp> {
  const token = new URL(link).pathname.split('/').pop()!;
  const res = await fetch(`${API}/admin/v1/links/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return sessionOf(res, ((await res.json()) as { csrfToken: string }).csrfToken);
}
