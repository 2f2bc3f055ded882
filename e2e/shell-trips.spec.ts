import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isMobile, test, waitForHydration } from './fixtures';

/**
 * What a customer tripped on in the page chrome (issue 17): the cart out of reach on a phone's
 * product page and under a tucked-away desktop header (item 13), a stale bonus count in the
 * drawer (15), an e-mail pop-up that kept nothing and kept coming back (17), "your city?" naming
 * the wrong city (18), a cookie notice that covered the page and came late (19, 29), and a
 * search drawer without its top suggestions (30).
 *
 * Timers are driven by Playwright's clock where a test is about a delay, so nothing here sleeps
 * past a delay or measures one against the wall clock of a busy machine.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4200}`;
const OPS_TOKEN = 'e2e-ops-token-0123456789';
const SHOTS = process.env.E2E_SCREENSHOTS;
/** The demo seed's Lviv network (apps/api/src/db/seed/geography.ts). */
const LVIV_IP = '91.200.14.7';

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${isMobile(page) ? 'mobile' : 'desktop'}.png` });
};

/** Marks the timed notices seen, except the ones a test is about. */
async function seen(context: BrowserContext, baseURL: string, except: string[] = []) {
  const names = [
    'cookies_notice_seen',
    'download_app_notice_seen',
    'seen_email_collect_modal',
    'mobile_app_popup_seen',
  ];
  await context.addCookies(
    names
      .filter((n) => !except.includes(n))
      .map((name) => ({ name, value: '1', url: new URL(baseURL).origin })),
  );
}

const box = async (l: Locator) => (await l.boundingBox())!;

test.describe('the cart is one tap away (item 13)', () => {
  test.beforeEach(async ({ context, baseURL }) => seen(context, baseURL!));

  test('from the header and the drawer of a product page, and under a tucked-away header', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/menu/philadelphia');
    await page.getByTestId('add-to-cart').first().click();
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/menu\/philadelphia\/[a-z0-9-]+$/);

    // the header's cart, with its count, on phones too (the bottom cart bar is hidden here)
    const headerCart = page.locator('header').getByRole('link', { name: 'Кошик, 1 товар' });
    await expect(headerCart).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.locator('[data-cart-bar]')).toHaveCount(0);
    await shot(page, 'product-header-cart');

    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Відкрити меню' }).click();
      const drawer = page.getByRole('dialog');
      const row = drawer.getByRole('link', { name: /^Кошик/ });
      await expect(row).toContainText('1');
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'drawer-cart');
      await row.click();
      await expect(page).toHaveURL(/\/cart$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/menu\/philadelphia\/[a-z0-9-]+$/);
    }

    // scrolled down the header tucks itself away (SPEC section 4); its cart rides in the category row
    const tucked = page.getByTestId('tucked-cart');
    await expect(tucked).toBeHidden();
    await page.mouse.wheel(0, 700);
    await expect(tucked).toBeVisible();
    await expect(tucked).toContainText('1');
    expect((await box(tucked)).y).toBeGreaterThanOrEqual(0);
    await shot(page, 'tucked-cart');
    await tucked.click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});

test.describe('the drawer and header bonus count (item 15)', () => {
  test.beforeEach(async ({ context, baseURL }) => seen(context, baseURL!));

  test('is the confirmed balance, also when points came after sign-in', async ({ page }) => {
    test.setTimeout(120_000);
    const national = `67${isMobile(page) ? 8 : 7}${test.info().retry}${String(Date.now() % 100_000).padStart(5, '0')}`;
    const e164 = `+380${national}`;
    await page.goto('/sign-in');
    await page.getByTestId('phone-input').fill(national);
    await page.getByTestId('phone-input').press('Enter');
    await expect(page.getByTestId('code-input')).toBeFocused();
    const sms = await fetch(`${API}/customer/dev/sms?recipient=${encodeURIComponent(e164)}`);
    await page.getByTestId('code-input').fill(((await sms.json()) as { code: string }).code);
    await page.waitForURL((url) => !url.pathname.includes('sign-in'));

    // an order of this customer is completed while the page stays open: it earns points
    // (from the page: Node does not resolve *.localhost, and the session cookie is the page's)
    const post = (path: string, body: unknown) =>
      page.evaluate(
        async ([p, b]) => {
          const res = await fetch(p as string, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(b),
          });
          return { status: res.status, body: (await res.json()) as Record<string, unknown> };
        },
        [path, body] as const,
      );
    const created = await post('/api/order-service/api/http-order-create', {
      retailNetworkId: 1,
      target: 'WEB',
      outletId: 1001,
      products: [{ productId: 100007, count: 2 }],
      payment: { bonusCount: 0, paymentType: 'CASH' },
      delivery: { type: 1, timeIndication: 'ASAP' },
      customerName: 'Олена',
      customerPhone: e164,
    });
    expect(created).toMatchObject({ status: 201 });
    const orderId = created.body.orderId as string;
    for (const statusId of [1, 2, 3]) {
      const moved = await fetch(`${API}/ops/v1/orders/${orderId}/status`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ statusId }),
      });
      expect(moved.status).toBe(200);
    }
    const userId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('user')!) as { id: string }).id,
    );
    const info = await post('/api/bonus/api/sailplay-http', {
      method: 'user.infoByUUID',
      args: { uuid: userId, retailNetworkId: 1 },
    });
    const confirmed = (info.body.user_points as { confirmed: number }).confirmed;
    expect(confirmed).toBeGreaterThan(0);

    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Відкрити меню' }).click();
      const bonuses = page.getByRole('dialog').getByRole('link', { name: /Бонуси/ });
      await expect(bonuses).toContainText(String(confirmed));
      await shot(page, 'drawer-bonuses');
    } else {
      // a desktop has no drawer: its count is the bonuses shortcut's, from 1360 px
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.reload();
      await expect(page.getByTestId('bonuses-shortcut')).toHaveAttribute(
        'aria-label',
        new RegExp(`^Бонуси: ${confirmed} бал`),
      );
    }
  });
});

test.describe('the e-mail pop-up (item 17)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await seen(context, baseURL!, ['seen_email_collect_modal']);
  });

  const popup = (page: Page) => page.getByRole('dialog', { name: 'Акції та новинки — першими' });

  test('stores the address, says so truthfully, and stays away for good', async ({ page, context }) => {
    test.setTimeout(60_000); // the home page's whole menu: its accessibility scans take seconds
    await page.clock.install();
    await page.goto('/');
    // its 15 s count from the page's hydration, a moment before goto returns (a second or more on
    // a busy machine): not yet at 10 s, there by 16 s (the rule's 15 s is a unit test's)
    await page.clock.fastForward(10_000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.fastForward(6_000);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText('Натискаючи «Підписатися», ви погоджуєтеся');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'email-popup');

    const input = popup(page).getByLabel('Ваш e-mail');
    await input.fill('olena@');
    await popup(page).getByRole('button', { name: 'Підписатися' }).click();
    await expect(popup(page).getByRole('alert')).toHaveText(/name@example\.com/);

    const email = `olena.${test.info().project.name}.${Date.now()}@example.com`;
    await input.fill(email);
    const stored = page.waitForResponse((r) => r.url().includes('/api/site/v1/emailSubscriptions'));
    await popup(page).getByRole('button', { name: 'Підписатися' }).click();
    const answer = await stored;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({ email, consent: true, language: 'uk' });
    expect(await answer.json()).toEqual({ email, status: 'pending' });
    const thanks = page.getByRole('dialog', { name: 'Адресу збережено' });
    await expect(thanks).toContainText(`Ми зберегли ${email}`);
    await expect(thanks).not.toContainText(/пошт|inbox|підтверд/i);
    await shot(page, 'email-popup-done');
    await thanks.getByRole('button', { name: 'Чудово' }).click();
    await expect(thanks).toHaveCount(0);

    const answered = (await context.cookies()).find((c) => c.name === 'seen_email_collect_modal');
    expect(answered!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.reload();
    await page.clock.fastForward(60_000);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('closed, it stays away; it never opens over another dialog', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/');
    // the search dialog is open when the pop-up's time comes: it waits
    await page.getByTestId('search-toggle').click();
    await expect(page.getByRole('dialog', { name: /Пошук/ })).toBeVisible();
    await page.clock.fastForward(16_000);
    await expect(popup(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /Пошук/ })).toHaveCount(0);
    await page.clock.fastForward(2_500);
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);

    const answered = (await context.cookies()).find((c) => c.name === 'seen_email_collect_modal');
    expect(answered!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.reload();
    await page.clock.fastForward(10 * 60_000);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });
});

test.describe('"your city?" (item 18)', () => {
  test.beforeEach(async ({ context, baseURL }) => seen(context, baseURL!));

  test('names the city the visitor is in, and "Yes" goes there', async ({ page, context }) => {
    test.slow();
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': LVIV_IP });
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: /Ваше місто/ });
    await expect(popup).toBeVisible({ timeout: 20_000 });
    await expect(popup.getByRole('heading')).toHaveText('Ваше місто — Львів?');
    await shot(page, 'city-popup');
    await popup.getByRole('button', { name: 'Так, дякую' }).click();
    // the new city's page cleans its address bar (ip_redirected, show_cookies) once it has
    // hydrated (location-host.tsx): on a busy CI machine that came more than an expect's 7 s
    // after the load (a flake, 2026-11-28)
    await page.waitForURL(/^http:\/\/lviv\.localhost:\d+\//);
    await waitForHydration(page);
    await expect(page).toHaveURL(/^http:\/\/lviv\.localhost:\d+\/$/);
    await expect(page.getByTestId('city-name')).toHaveText('Львів');
    // arrived by the choice: not asked again
    await expect(page.getByRole('dialog', { name: /Ваше місто/ })).toHaveCount(0);
  });
});

test.describe('the cookie notice (items 19 and 29)', () => {
  test.beforeEach(async ({ context, baseURL }) => seen(context, baseURL!, ['cookies_notice_seen']));

  const notice = (page: Page) => page.getByRole('region', { name: 'Файли cookie' });

  for (const [path, ms] of [
    ['/', 200],
    ['/menu/philadelphia', 50],
  ] as const) {
    test(`shows ${ms} ms after ${path} arrives, without waiting for the page's scripts`, async ({ page }) => {
      // no framework script ever runs: the notice is the server's, its timer the page's own
      await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.clock.runFor(ms - 1);
      await expect(notice(page)).toBeHidden();
      await page.clock.runFor(1);
      await expect(notice(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
      // it works without them too
      await notice(page).getByRole('button', { name: 'Зрозуміло' }).click();
      await expect(notice(page)).toBeHidden();
      expect((await page.context().cookies()).some((c) => c.name === 'cookies_notice_seen')).toBe(true);
    });
  }

  test('is the second Tab stop, keeps the end of the page and a focused field clear, and lies under dialogs', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/menu/philadelphia');
    await expect(notice(page)).toBeVisible();
    await shot(page, 'cookie-notice');

    // right after the skip link
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Перейти до основного вмісту' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await notice(page).evaluate((n) => n.contains(document.activeElement))).toBe(true);

    // the end of the page scrolls clear of it
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLink = page.locator('footer a').last();
    await expect(lastLink).toBeInViewport();
    const last = await box(lastLink);
    expect(last.y + last.height).toBeLessThanOrEqual((await box(notice(page))).y);

    // a dialog lies over it
    await page.getByTestId('search-toggle').click();
    await expect(page.getByRole('dialog', { name: /Пошук/ })).toBeVisible();
    // out of the accessibility tree under the modal, and under its backdrop on screen
    await expect(notice(page)).toHaveCount(0);
    const b = await box(page.locator('#cookie-notice'));
    const isOnTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('#cookie-notice') != null,
      [b.x + b.width / 2, b.y + b.height / 2],
    );
    expect(isOnTop).toBe(false);
    await page.keyboard.press('Escape');

    // a field the visitor tabs to, lying behind it, scrolls clear of it: the phone field of
    // sign-in, with the window short enough that it starts under the notice
    await page.goto('/sign-in');
    await expect(notice(page)).toBeVisible();
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 300 });
    const phone = page.getByTestId('phone-input');
    await phone.evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.bottom - (window.innerHeight - 4));
      // the focus one stop before the field, where a visitor tabbing through would be
      const all = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
      ].filter((e) => e.offsetParent !== null && e.tabIndex >= 0);
      all[all.indexOf(el as HTMLElement) - 1]!.focus({ preventScroll: true });
    });
    const before = await box(phone);
    expect(before.y + before.height).toBeGreaterThan((await box(notice(page))).y);
    await page.keyboard.press('Tab');
    await expect(phone).toBeFocused();
    const after = await box(phone);
    // scrolled to sit right on its edge (sub-pixel layout rounds either way)
    expect(after.y + after.height).toBeLessThanOrEqual((await box(notice(page))).y + 1);
  });
});

test.describe('the search drawer (item 30)', () => {
  test.beforeEach(async ({ context, baseURL }) => seen(context, baseURL!));

  test('offers the top suggestions before anything is typed', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('search-toggle').click();
    const dialog = page.getByRole('dialog', { name: /Пошук/ });
    const top = dialog.getByRole('region', { name: 'Популярне' });
    await expect(top.getByRole('link')).toHaveCount(6);
    await expect(dialog.getByRole('navigation', { name: 'Розділи меню' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'search-top');
    const first = top.getByRole('link').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/menu\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});
