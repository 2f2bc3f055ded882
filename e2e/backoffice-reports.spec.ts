import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { API, SHOTS, createPickupOrder, openAdmin, ownerOverHttp, signInAsOwner } from './backoffice-steps';
import { expect, expectNoSeriousA11yViolations, isMobile, screenshot, test } from './fixtures';

/**
 * Reports (issue 23 item 1): orders placed through the real order creation show in the owner's
 * reports (KPI tiles and tables) as the API counts them, the CSV downloads with its BOM and
 * translated headers, axe finds nothing serious, and the page fits a phone. Each project works
 * on an outlet no other spec orders at (desktop Lviv's second, phone Odesa's second), so the
 * figures move only by this test's orders. The e2e owner reads the back office in Ukrainian.
 */
test.describe.configure({ mode: 'serial' });

interface Report {
  rows: Array<{ key: string; currency: string | null; current: Record<string, number | null> }>;
}

const outletOf = (page: Page) => (isMobile(page) ? 1022 : 1012);
/** today on the outlets' clock (Kyiv) */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());

async function summaryOverHttp(outletId: number): Promise<Report['rows'][number]['current']> {
  const owner = await ownerOverHttp();
  const day = today();
  const report = await owner.get<Report>(`/reports/summary?outletId=${outletId}&from=${day}&to=${day}`);
  return report.rows[0]?.current ?? { orders: 0, revenue: 0 };
}

test('orders placed today show in the reports as the API counts them; the CSV downloads', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const outletId = outletOf(page);
  const before = await summaryOverHttp(outletId);
  await createPickupOrder('Reports e2e one', outletId);
  await createPickupOrder('Reports e2e two', outletId);
  const after = await summaryOverHttp(outletId);
  expect(after.orders).toBe((before.orders ?? 0) + 2);
  expect(after.revenue!).toBeGreaterThan(before.revenue ?? 0);

  await signInAsOwner(page);
  const day = today();
  await openAdmin(page, `/reports?outlet=${outletId}&from=${day}&to=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Звіти' })).toBeVisible();
  const tiles = page.getByTestId('report-tiles-UAH');
  await expect(tiles.getByTestId('kpi-orders').locator('strong')).toHaveText(String(after.orders));
  // the revenue tile: the API's minor units, formatted in the owner's language
  const revenue = new Intl.NumberFormat('uk-UA', {
    style: 'currency',
    currency: 'UAH',
    maximumFractionDigits: 0,
  });
  const digits = (s: string) => s.replace(/\D/g, '');
  const shown = await tiles.getByTestId('kpi-revenue').locator('strong').textContent();
  expect(digits(shown ?? '')).toBe(digits(revenue.format(after.revenue! / 100)));
  // the pickup row of "delivery and pickup" counts them too, and every order was a cash order
  const pickup = page
    .getByTestId('report-delivery-types')
    .locator('tr[data-key="pickup"] td[data-column="orders"] .bo-reports__value');
  await expect(pickup).toHaveText(String(after.orders));
  const cash = page
    .getByTestId('report-payment-types')
    .locator('tr[data-key="CASH"] td[data-column="orders"] .bo-reports__value');
  await expect(cash).toHaveText(String(after.orders));

  await expectNoSeriousA11yViolations(page);
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  fs.mkdirSync(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/reports-${test.info().project.name}.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('csv-summary').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`summary-${day}-${day}.csv`);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]!.startsWith('Валюта,Замовлення,Виручка,Середній чек,')).toBe(true);
  expect(lines[1]!.startsWith(`UAH,${after.orders},${(after.revenue! / 100).toFixed(2)},`)).toBe(true);
});

test('the reports answer 401 without a staff session', async () => {
  const res = await fetch(`${API}/admin/v1/reports/summary?from=${today()}&to=${today()}`);
  expect(res.status).toBe(401);
});
