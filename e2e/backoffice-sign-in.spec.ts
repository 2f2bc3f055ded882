import { expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { totpCodeAt } from '../apps/api/src/modules/staff/totp';
import { ADMIN, OWNER, SHOTS, acceptInvitation, openAdmin, ownerOverHttp } from './backoffice-steps';

/**
 * Staff sign-in to the back office (ARCHITECTURE.md: labelled fields Email and Password, English
 * before sign-in; uk and ru too), its refusals, and the way back to the page that was asked for.
 */

test('staff sign in: a wrong password is refused clearly, the right one opens the page asked for', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // signed out, a deep link leads to sign-in and back to it afterwards
  await openAdmin(page, '/day');
  await expect(page).toHaveURL(`${ADMIN}/admin/sign-in?next=%2Fday`);
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, { path: `${SHOTS}/sign-in-${test.info().project.name}.png` });

  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('not the password, surely');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password. Check both and try again.');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expectNoSeriousA11yViolations(page);

  // keyboard only: the password, then Enter
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(`${ADMIN}/admin/day`);
  await expect(page.getByRole('heading', { level: 1, name: 'Графік і пауза' })).toBeVisible();

  // the session outlives a reload; signing out ends it
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Графік і пауза' })).toBeVisible();
  // on a phone the navigation folds behind the menu button
  const menu = page.getByRole('button', { name: 'Меню' });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  await page.getByRole('button', { name: 'Вийти' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  const me = await page.request.get(`${ADMIN}/admin/v1/me`);
  expect(me.status()).toBe(401);
});

test('the sign-in form speaks Ukrainian and Russian too', async ({ page }) => {
  await openAdmin(page, '/sign-in');
  await page.getByRole('button', { name: 'Українська' }).click();
  await expect(page.getByRole('heading', { name: 'Вхід до бек-офісу' })).toBeVisible();
  await expect(page.getByLabel('Електронна пошта')).toBeVisible();
  await expect(page.getByLabel('Пароль')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page.getByLabel('Электронная почта')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a link that does not work says so and leads to sign-in', async ({ page }) => {
  await openAdmin(page, '/link/not-a-real-link-token-0000000000000000000000');
  await expect(page.getByRole('alert')).toContainText('This link does not work');
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});

test('a cook with a second factor gives the code from the app, and sees only what outlet staff use', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // the owner invites a cook of the Khreshchatyk outlet, who joins and turns the second factor on
  const owner = await ownerOverHttp();
  const email = `cook-${test.info().project.name}-${Date.now()}@example.com`;
  const password = 'cook-passphrase-for-the-line';
  const invitation = await owner.post<{ link: string }>('/staff/invitations', {
    email,
    name: 'Taras the Cook',
    role: 'OUTLET_STAFF',
    outletIds: [1001],
    language: 'en',
  });
  const cook = await acceptInvitation(invitation.link, password);
  const { secret } = await cook.post<{ secret: string }>('/me/totp/setup');
  await cook.post('/me/totp/enable', { code: totpCodeAt(secret, new Date()) });

  await openAdmin(page, '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByLabel('Code from the app')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Code from the app').fill('12345');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The code is 6 digits.')).toBeVisible();
  // a code is taken once; the next step's code is still within the window and not yet used
  const wrong = totpCodeAt(secret, new Date(Date.now() - 10 * 60_000));
  await page.getByLabel('Code from the app').fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText(/That code is not right/);
  await page.getByLabel('Code from the app').fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
  await page.getByLabel('Code from the app').press('Enter');

  // the board, in the cook's language, with the areas outlet staff may use
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(['Orders', 'Stop list', 'Hours', /Taras the Cook/]);
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  // one outlet: no outlet filter, its name instead
  await expect(page.getByLabel('Outlet', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Sushi Moon на Хрещатику')).toBeVisible();
});
