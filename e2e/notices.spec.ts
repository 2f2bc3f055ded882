import { expect, test } from './fixtures';

test('the cookie notice, once dismissed, stays dismissed after a reload', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(
    ['download_app_notice_seen', 'seen_email_collect_modal'].map((name) => ({
      name,
      value: '1',
      url: baseURL!,
    })),
  );
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Файли cookie' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Зрозуміло' }).click();
  await expect(notice).toBeHidden();
  const seen = (await context.cookies()).find((c) => c.name === 'cookies_notice_seen');
  expect(seen).toBeDefined();
  // SPEC section 9: remembered for 864000 s
  expect(seen!.expires - Date.now() / 1000).toBeGreaterThan(864000 - 60);
  await page.reload();
  await page.waitForTimeout(400);
  await expect(notice).toBeHidden();
});

test('the header banner, once dismissed, stays away for the rest of the day', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(
    ['cookies_notice_seen', 'download_app_notice_seen', 'seen_email_collect_modal'].map((name) => ({
      name,
      value: '1',
      url: baseURL!,
    })),
  );
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Оголошення' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('DEMO10');
  await banner.getByRole('button', { name: /Закрити/ }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name.startsWith('header_banner_closed_'));
  expect(cookie?.name).toMatch(/header_banner_closed_\d{4}-\d{2}-\d{2}/);
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(banner).toBeHidden();
});
