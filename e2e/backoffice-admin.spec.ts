import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, API, SHOTS, openAdmin, signInAsOwner, staffContext } from './backoffice-steps';
import { expect, expectNoSeriousA11yViolations, isMobile, screenshot, test } from './fixtures';

/**
 * The back office's admin pages (issue 18 items 1, 2, 3, 7, 8): the owner invites a brand
 * manager, who sets a password by the one-time link and sees only their brand; an API key works
 * on /ops/v1 until it is revoked; the audit log lists both. The e2e owner's account speaks
 * Ukrainian (its language is not changed here: other specs run beside this one); the invited
 * manager chooses English. Each project (desktop, phone) uses names of its own.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
let manager: { name: string; email: string; password: string } | null = null;
let keyName = '';

function project(): string {
  return test.info().project.name;
}

async function shoot(page: Page, name: string) {
  await screenshot(page, { path: `${SHOTS}/admin-${name}-${project()}.png`, fullPage: true });
}

/** The main navigation's links; on a phone it folds behind the menu button. */
async function navigation(page: Page, menu: string): Promise<Locator> {
  const button = page.getByRole('button', { name: menu, exact: true });
  if (await button.isVisible()) await button.click();
  return page.getByRole('navigation').first();
}

test('an owner invites a brand manager, who sets a password by the link and sees only their brand', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const who = `${run}-${project()}`;
  manager = { name: `Maria ${who}`, email: `bm-${who}@example.com`, password: 'pizza manager phrase 2026' };
  await signInAsOwner(page);

  await openAdmin(page, '/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Персонал' })).toBeVisible();
  await expect(page.getByText('admin@example.com')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Запросити', exact: true }).click();
  const invite = page.getByRole('dialog', { name: 'Запросити працівника' });
  await expect(invite).toBeVisible();
  // nothing filled in: the form says what is missing and sends nothing
  await invite.getByRole('button', { name: 'Створити запрошення' }).click();
  await expect(invite.getByText('Заповніть це поле.').first()).toBeVisible();
  await expect(invite.getByLabel('Пошта', { exact: true })).toBeFocused();

  await invite.getByLabel('Пошта', { exact: true }).fill(manager.email);
  await invite.getByLabel('Ім’я', { exact: true }).fill(manager.name);
  await invite.getByLabel('Роль', { exact: true }).selectOption({ label: 'Менеджер бренду' });
  await invite.getByLabel('Мова його бек-офісу').selectOption({ label: 'English' });
  await invite.getByRole('checkbox', { name: 'Pizza Corner' }).check();
  await expectNoSeriousA11yViolations(page);
  await invite.getByRole('button', { name: 'Створити запрошення' }).click();

  const shown = page.getByRole('dialog', { name: `Посилання-запрошення для ${manager.name}` });
  await expect(shown).toBeVisible();
  const link = await shown.getByLabel('Одноразове посилання').inputValue();
  expect(link).toMatch(new RegExp(`^${ADMIN}/admin/link/[A-Za-z0-9_-]{43}$`));
  await expect(shown.getByText('Його показано лише зараз.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shown.getByRole('button', { name: 'Готово' }).click();

  const row = page.locator('tr').filter({ hasText: manager.email });
  await expect(row).toContainText('Менеджер бренду');
  await expect(row).toContainText('Pizza Corner');
  await expect(row).toContainText('Запрошений');
  await shoot(page, 'staff');

  // the link in another browser: choose a password, and the manager is signed in
  const theirs = await staffContext(browser);
  const them = await theirs.newPage();
  await them.goto(link, { waitUntil: 'domcontentloaded' });
  await expect(them.getByLabel('Your name')).toHaveValue(manager.name);
  await them.getByLabel('New password', { exact: true }).fill(manager.password);
  await them.getByLabel('Repeat the password').fill(manager.password);
  await them.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(them).toHaveURL(`${ADMIN}/admin/`);

  // the link worked once: again it is refused
  const again = await them.request.get(`${ADMIN}/admin/v1/links/${link.split('/').pop()}`);
  expect(again.status()).toBe(400);

  // signing out and in again with the new password
  const nav = await navigation(them, 'Menu');
  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(them).toHaveURL(/\/admin\/sign-in/);
  await them.getByLabel('Email').fill(manager.email);
  await them.getByLabel('Password').fill(manager.password);
  await them.getByRole('button', { name: 'Sign in' }).click();
  await expect(them).toHaveURL(`${ADMIN}/admin/`);
  expect((await them.request.get(`${ADMIN}/admin/v1/me`)).status()).toBe(200);

  // only their brand: the places, the navigation, the staff they may give places to
  const places = (await (await them.request.get(`${ADMIN}/admin/v1/places`)).json()) as {
    brands: { retailNetworkId: number }[];
    outlets: { retailNetworkId: number }[];
  };
  expect(places.brands.map((b) => b.retailNetworkId)).toEqual([2]);
  expect(new Set(places.outlets.map((o) => o.retailNetworkId))).toEqual(new Set([2]));
  const theirNav = await navigation(them, 'Menu');
  await expect(theirNav.getByRole('link', { name: 'Staff' })).toBeVisible();
  await expect(theirNav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(theirNav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await openAdmin(them, '/staff');
  await expect(them.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(them.getByText('admin@example.com')).toHaveCount(0);
  await them.getByRole('button', { name: 'Invite a member' }).click();
  const theirInvite = them.getByRole('dialog', { name: 'Invite a member' });
  await expect(theirInvite.getByLabel('Role', { exact: true }).locator('option')).toHaveText([
    'Brand manager',
    'Outlet staff',
  ]);
  await theirInvite.getByLabel('Role', { exact: true }).selectOption({ label: 'Outlet staff' });
  const offered = theirInvite.getByRole('group', { name: 'Outlets they work at' });
  await expect(offered.getByRole('checkbox').first()).toBeVisible();
  await expect(offered).toContainText('Pizza Corner');
  await expect(offered).not.toContainText('Sushi Moon');
  await theirInvite.getByRole('button', { name: 'Cancel' }).click();

  // their own account: the language applies at once; the second factor on and off again
  await openAdmin(them, '/account');
  await expect(them.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expectNoSeriousA11yViolations(them);
  await them.getByRole('button', { name: 'Set up' }).click();
  const secret = (await them.getByLabel('Setup key').inputValue()).replace(/\s/g, '');
  await expect(them.getByLabel('Setup link (otpauth)')).toHaveValue(/^otpauth:\/\/totp\//);
  await expectNoSeriousA11yViolations(them);
  await them.getByLabel('Code from the app').fill('000');
  await them.getByRole('button', { name: 'Turn on' }).click();
  await expect(them.getByText('The code is 6 digits.')).toBeVisible();
  const code = (at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
  await them.getByLabel('Code from the app').fill(code(Date.now()));
  await them.getByRole('button', { name: 'Turn on' }).click();
  await expect(them.getByText('On: signing in asks for a code from your app.')).toBeVisible();
  await shoot(them, 'account');
  // a step is accepted once: the next one (its neighbour is accepted too) turns it off
  await them.getByLabel('Code from the app').fill(code(Date.now() + 30_000));
  await them.getByRole('button', { name: 'Turn off' }).click();
  await expect(them.getByText('Off: signing in asks for your password only.')).toBeVisible();
  await them.getByLabel('Language', { exact: true }).last().selectOption({ label: 'Українська' });
  await expect(them.getByRole('heading', { level: 1, name: 'Мій обліковий запис' })).toBeVisible();
  await theirs.close();
});

test('an API key created in the back office works on /ops/v1 until it is revoked', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  keyName = `Каса ${run}-${project()}`;
  await signInAsOwner(page);
  await openAdmin(page, '/machine');
  await expect(page.getByRole('heading', { level: 1, name: 'API-ключі та вебхуки' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Створити ключ' }).click();
  const create = page.getByRole('dialog', { name: 'Створити API-ключ' });
  await create.getByLabel('Назва', { exact: true }).fill(keyName);
  await create.getByRole('button', { name: 'Створити', exact: true }).click();
  await expect(create.getByText('Виберіть хоча б один бренд чи заклад.')).toBeVisible();
  await create.getByRole('group', { name: 'Sushi Moon', exact: true }).getByLabel('Увесь бренд').check();
  await expectNoSeriousA11yViolations(page);
  await create.getByRole('button', { name: 'Створити', exact: true }).click();

  const shown = page.getByRole('dialog', { name: `Ключ «${keyName}» створено` });
  const key = await shown.getByLabel('API-ключ').inputValue();
  await expect(shown.getByRole('button', { name: 'Копіювати' })).toBeVisible();
  await expect(shown.getByText('його показано лише цей раз', { exact: false })).toBeVisible();
  await shown.getByRole('button', { name: 'Я скопіював його' }).click();
  await expect(shown).toHaveCount(0);

  const ops = (outletId: number) =>
    request.get(`${API}/ops/v1/orders?outletId=${outletId}`, { headers: { authorization: `Bearer ${key}` } });
  expect((await ops(1001)).status()).toBe(200);
  // another brand's outlet is outside the key
  expect((await ops(2001)).status()).toBe(403);

  const row = page.locator('tr').filter({ hasText: keyName });
  await expect(row).toContainText(key.slice(0, 6));
  await expect(row).toContainText('Діє');
  // used just now: the list says so after a reload
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('tr').filter({ hasText: keyName })).not.toContainText('Ніколи');
  await shoot(page, 'machine');

  await page.getByRole('button', { name: `Відкликати ${keyName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Відкликати ключ «${keyName}»?` });
  await expect(confirm).toContainText('отримає 401');
  await confirm.getByRole('button', { name: 'Відкликати', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.locator('tr').filter({ hasText: keyName })).toContainText('Відкликано');
  expect((await ops(1001)).status()).toBe(401);
});

test('the audit log lists the invitation and the key, each with its before and after', async ({ page }) => {
  test.setTimeout(60_000);
  expect(manager, 'the invitation test ran first').not.toBeNull();
  await signInAsOwner(page);
  await openAdmin(page, '/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал дій' })).toBeVisible();

  await page.getByLabel('Дія', { exact: true }).selectOption({ label: 'Усе: API-ключі' });
  await expect(page).toHaveURL(/kind=api_key/);
  const created = page.locator('tr').filter({ hasText: 'Створив API-ключ' }).filter({ hasText: keyName });
  const revoked = page.locator('tr').filter({ hasText: 'Відкликав API-ключ' }).filter({ hasText: keyName });
  await expect(created).toHaveCount(1);
  await expect(revoked).toHaveCount(1);
  await revoked.getByRole('button', { name: /Показати/ }).click();
  const details = page.locator('.bo-audit-diff').first();
  const changed = details.locator('tr.is-changed').filter({ hasText: 'Відкликано' });
  await expect(changed).toContainText('змінено');
  // the key's name is in its before only: shown, not called removed
  await expect(details.locator('tr.is-changed')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'audit');

  // a view of the log is an address: the filter survives a reload
  await page.getByLabel('Дія', { exact: true }).selectOption({ label: 'Запросив працівника' });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByLabel('Дія', { exact: true })).toHaveValue('staff.invite');
  const invited = page.locator('tr').filter({ hasText: manager!.name });
  await expect(invited.first()).toContainText('Запросив працівника');
  await expect(invited.first()).toContainText('Pizza Corner');
  await invited
    .first()
    .getByRole('button', { name: /Показати/ })
    .click();
  await expect(page.locator('.bo-audit-diff').first()).toContainText(manager!.email);
});

test('settings and the owner’s own account: labelled, checked before saving, axe clean', async ({ page }) => {
  await signInAsOwner(page);
  await openAdmin(page, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Налаштування' })).toBeVisible();
  const minutes = page.getByLabel('Скасовувати неоплачені онлайн-замовлення через (хвилин)');
  const stored = await minutes.inputValue();
  await minutes.fill('3');
  await page.getByRole('button', { name: 'Зберегти налаштування' }).click();
  await expect(page.getByText('Введіть цілу кількість хвилин від 5 до 1440.')).toBeVisible();
  await expect(minutes).toBeFocused();
  await minutes.fill(stored);
  // the same values again change nothing (other specs rely on these settings)
  await page.getByRole('button', { name: 'Зберегти налаштування' }).click();
  await expect(page.getByText('Нічого не змінилося.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'settings');

  await openAdmin(page, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Мій обліковий запис' })).toBeVisible();
  await expect(page.getByText('admin@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(page.getByText('Заповніть це поле.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (!isMobile(page)) await shoot(page, 'account-owner');
});
