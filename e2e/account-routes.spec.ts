import { type Page } from '@playwright/test';
import { expect, isMobile, screenshot, skipNotices, test } from './fixtures';

/**
 * Issue 17, items 12 and 16: `/account` opens the account's first page (the profile) in the
 * address's language, a guest going there signs in and comes back to it; logging out lands on
 * the city's home page in the current language, from an account page or any other.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4200}`;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-account-routes-shots';

test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});

/** A number of its own per test, project and retry (account.spec.ts uses 67…, this file 68…). */
function phoneFor(page: Page, n: number): { national: string; e164: string } {
  const national = `68${isMobile(page) ? 2 : 1}${test.info().retry}${String(n).padStart(5, '0')}`;
  return { national, e164: `+380${national}` };
}

const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: false });

async function lastCode(e164: string): Promise<string> {
  const res = await fetch(`${API}/customer/dev/sms?recipient=${encodeURIComponent(e164)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { code: string }).code;
}

/** Signs in on the sign-in form the page shows now. */
async function signInHere(page: Page, phone: { national: string; e164: string }) {
  await page.getByTestId('phone-input').fill(phone.national);
  await page.getByTestId('phone-input').press('Enter');
  await expect(page.getByTestId('code-input')).toBeFocused();
  await page.getByTestId('code-input').fill(await lastCode(phone.e164));
  await page.waitForURL((url) => !url.pathname.includes('sign-in'));
}

/** Logs out from the header's account menu on desktops, the side drawer on phones. */
async function logOutViaMenu(page: Page, labels: { openMenu: string; accountMenu: string; logout: string }) {
  if (isMobile(page)) await page.getByRole('button', { name: labels.openMenu }).click();
  else await page.getByTestId('user-menu').click();
  const menu = isMobile(page)
    ? page.getByRole('dialog')
    : page.getByRole('navigation', { name: labels.accountMenu });
  await menu.getByRole('button', { name: labels.logout }).click();
}

const UK = { openMenu: 'Відкрити меню', accountMenu: 'Меню кабінету', logout: 'Вийти' };
const RU = { openMenu: 'Открыть меню', accountMenu: 'Меню кабинета', logout: 'Выйти' };

/** The city's home page in `lang`: its address, language and heading, and no sign-in form. */
async function expectHome(page: Page, path: '/' | '/ru', lang: 'uk' | 'ru') {
  await expect(page).toHaveURL((url) => url.pathname === path && url.search === '');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('phone-input')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  if (!isMobile(page)) await expect(page.getByTestId('login-button')).toBeVisible();
}

test('/account and /ru/account open the profile, through sign-in for a guest', async ({ page, baseURL }) => {
  test.setTimeout(90_000);

  // the redirect itself: to the profile in the same language, not to /undefined (Node does not
  // resolve *.localhost: ask 127.0.0.1 and name the city's host)
  const { host, port } = new URL(baseURL!);
  for (const [from, to] of [
    ['/account', '/account/personal'],
    ['/ru/account', '/ru/account/personal'],
  ]) {
    const res = await page.request.get(`http://127.0.0.1:${port}${from}`, {
      headers: { host },
      maxRedirects: 0,
    });
    expect(res.status(), from).toBe(307);
    expect(new URL(res.headers().location ?? '', 'http://x').pathname, from).toBe(to);
  }

  // a guest is asked to sign in, in the language of the address, and comes back to the profile
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Faccount%2Fpersonal$/);
  await expect(page.getByTestId('phone-input')).toBeVisible();
  await shot(page, 'guest-account-uk');

  await page.goto('/ru/account');
  await expect(page).toHaveURL(/\/ru\/sign-in\?redirectTo=%2Fru%2Faccount%2Fpersonal$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await shot(page, 'guest-account-ru');
  await signInHere(page, phoneFor(page, 1));
  await expect(page).toHaveURL(/\/ru\/account\/personal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();

  // signed in: straight to the profile, in either language
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/personal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Профіль' })).toBeVisible();
  await shot(page, 'account-uk');

  await page.goto('/ru/account');
  await expect(page).toHaveURL(/\/ru\/account\/personal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  await shot(page, 'account-ru');

  // the account's own logout button: home in Russian, not the sign-in form
  await page
    .getByRole('navigation', { name: 'Личный кабинет' })
    .getByRole('button', { name: RU.logout })
    .click();
  await expectHome(page, '/ru', 'ru');
  await shot(page, 'logged-out-ru');
});

test("logging out lands on the city's home page in the current language", async ({ page }) => {
  test.setTimeout(90_000);

  // from an account page, through the menu
  await page.goto('/sign-in?redirectTo=%2Faccount%2Forders');
  await signInHere(page, phoneFor(page, 2));
  await expect(page).toHaveURL(/\/account\/orders$/);
  await logOutViaMenu(page, UK);
  await expectHome(page, '/', 'uk');
  await shot(page, 'logged-out-uk');

  // a later visit to an account page is still asked to sign in (the logout is not remembered)
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Faccount%2Forders$/);

  // from a public page in Russian
  await page.goto('/ru/sign-in?redirectTo=%2Fru%2Fmenu%2Fphiladelphia');
  await signInHere(page, phoneFor(page, 3));
  await expect(page).toHaveURL(/\/ru\/menu\/philadelphia$/);
  await logOutViaMenu(page, RU);
  await expectHome(page, '/ru', 'ru');
});
