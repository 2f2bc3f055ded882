import { openAdmin, signInAsOwner, staffContext } from './backoffice-steps';
import { expect, skipNotices, test } from './fixtures';

/**
 * Real-user speed metrics (issue 20 item 4): a customer's browser reports the category page's
 * Core Web Vitals once the page is left, and the owner's Speed page shows the category's p75.
 */
test('a customer opens a category page and moves on; the owner sees the category on the Speed page', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  await skipNotices(context, baseURL!);
  await page.goto('/menu/philadelphia');
  // the reporter is fetched once the browser is idle after hydration
  await expect(page.locator('html[data-vitals="on"]')).toBeAttached({ timeout: 15_000 });
  // leaving the page sends its report as a beacon, which Playwright does not see (its issue
  // 12231): the owner's page below is the proof that it arrived
  await page.goto('/cart');

  const staff = await staffContext(browser);
  const admin = await staff.newPage();
  try {
    await signInAsOwner(admin);
    await openAdmin(admin, '/speed');
    await expect(admin.getByRole('heading', { level: 1, name: 'Швидкість' })).toBeVisible();
    const category = admin.getByTestId('speed-row-category');
    // the beacon was sent, not necessarily stored, when the page was opened
    await expect(async () => {
      await admin.reload();
      await expect(category).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(category.getByRole('rowheader')).toHaveText('Категорія');
    // LCP (ms) and its rating by Google's thresholds
    await expect(category.getByRole('cell').first()).toContainText(/\d.*(добре|варто покращити|погано)/);
  } finally {
    await staff.close();
  }
});
