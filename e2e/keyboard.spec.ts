import { expect, isMobile, skipNotices, test } from './fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});

test('dialogs trap focus, close on Escape and give the focus back', async ({ page }) => {
  await page.goto('/menu/philadelphia');
  const trigger = isMobile(page)
    ? page.getByRole('button', { name: /Відкрити меню/ })
    : page.getByRole('button', { name: /Фільтр|Сортування/ }).first();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
