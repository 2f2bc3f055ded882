import { expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { SHOTS, followNav, openAdmin, outletOfProject, signInAsOwner } from './backoffice-steps';

/**
 * Stop lists and the outlet's day in the back office (issue 18 items 5 and 6). Each project works
 * on an outlet of its own and leaves it as it found it (nothing on stop, no pause, no busy mode).
 */

test('a dish is put on stop until a time, shows its time left, and is brought back', async ({ page }) => {
  test.setTimeout(60_000);
  const outlet = outletOfProject(page);
  await signInAsOwner(page);
  await followNav(page, 'Стоп-лист');
  await page.getByLabel('Заклад', { exact: true }).selectOption(String(outlet.id));
  await expect(page).toHaveURL(new RegExp(`/admin/stop-list\\?outlet=${outlet.id}$`));
  await expect(page.getByRole('heading', { name: /На стопі в закладі/ })).toContainText(outlet.name);

  await page.getByLabel('Знайти страву чи добавку').fill('Каліфорнія з крабом');
  const row = page.getByTestId('stop-products').getByRole('row').filter({ hasText: 'Каліфорнія з крабом' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('У продажу');
  await row.getByRole('button', { name: 'Поставити Каліфорнія з крабом на стоп' }).click();

  const dialog = page.getByRole('dialog', { name: 'Поставити «Каліфорнія з крабом» на стоп' });
  await expect(dialog).toContainText('Лише в закладі');
  await dialog.getByLabel('До певного часу').check();
  await dialog.getByLabel('Час за годинником закладу').fill('23:59');
  await dialog.getByLabel('Причина (необов’язково)').fill('Краб не приїхав');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Поставити на стоп' }).click();
  await expect(dialog).toBeHidden();

  const onStop = page.getByTestId('stop-list').getByRole('row').filter({ hasText: 'Каліфорнія з крабом' });
  await expect(onStop).toContainText('23:59');
  await expect(onStop).toContainText('Краб не приїхав');
  await expect(onStop).toContainText(/\d+ хв/); // the time left
  await expect(row).toContainText('На стопі');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, { path: `${SHOTS}/stop-list-${test.info().project.name}.png`, fullPage: true });

  await onStop.getByRole('button', { name: 'Повернути Каліфорнія з крабом' }).click();
  await expect(page.getByText(/«Каліфорнія з крабом» знову в продажу/)).toBeVisible();
  await expect(
    page.getByTestId('stop-list').getByRole('row').filter({ hasText: 'Каліфорнія з крабом' }),
  ).toHaveCount(0);
  await expect(row).toContainText('У продажу');
});

test('the outlet pauses orders for 15 minutes and takes them again; busy mode goes on and off; a holiday is kept', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const outlet = outletOfProject(page);
  await signInAsOwner(page);
  await openAdmin(page, `/day?outlet=${outlet.id}`);
  const state = page.getByTestId('day-state');
  await expect(state).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const pause = page.getByRole('region', { name: 'Пауза в прийомі замовлень' });
  await pause.getByRole('button', { name: '15 хв' }).click();
  await pause.getByRole('button', { name: 'Пауза на 15 хв' }).click();
  // paused (at night, while closed by its hours, the pause is said beside "closed"); a pause that
  // ends after midnight names its day too ("Пауза до пт, 27 лист., 00:12")
  await expect(state).toContainText(/Пауза до (?:.+?, )?\d\d:\d\d/);
  await pause.getByRole('button', { name: 'Знову приймати замовлення' }).click();
  await expect(state).not.toContainText('Пауза');

  const busy = page.getByRole('region', { name: 'Режим завантаженості' });
  await busy.getByRole('button', { name: '+20 хв' }).click();
  await busy.getByRole('button', { name: '1 година' }).click();
  await busy.getByRole('button', { name: 'Увімкнути, +20 хв' }).click();
  await expect(page.getByText(/Завантажено: \+20 хв до кожної оцінки до (?:.+?, )?\d\d:\d\d/)).toBeVisible();
  await busy.getByRole('button', { name: 'Вимкнути режим завантаженості' }).click();
  await expect(page.getByText(/Завантажено:/)).toHaveCount(0);

  // a holiday a year ahead, closed all day, then removed
  const holiday = page.getByRole('region', { name: 'Свята й особливі дні' });
  const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await holiday.getByLabel('Дата', { exact: true }).fill(nextYear);
  await holiday.getByLabel('Примітка (необов’язково)').fill('Свято');
  await holiday.getByRole('button', { name: 'Зберегти день' }).click();
  const row = holiday.getByRole('row').filter({ hasText: 'Свято' });
  await expect(row).toContainText('Зачинено весь день');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, { path: `${SHOTS}/day-${test.info().project.name}.png`, fullPage: true });
  await row.getByRole('button', { name: /Видалити особливий день/ }).click();
  await expect(row).toHaveCount(0);
});
