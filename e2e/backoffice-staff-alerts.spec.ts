import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isMobile, screenshot, test } from './fixtures';
import { SHOTS, acceptInvitation, openAdmin, outletOfProject, ownerOverHttp } from './backoffice-steps';

/**
 * Staff new-order alerts (issue 21 item 5) as a brand manager sets them in the outlet editor:
 * a chat that is no chat and a repeated address are marked at their fields before anything is
 * sent; saved targets get a test alert whose outcome per target is shown. The e2e server has no
 * Telegram bot token and no SMTP, which the section says: the chat's test is "not sent", the
 * e-mail goes to the log ("sent").
 */
/** A new member invited by the owner, signed in on the form, in English. */
async function signInAs(page: Page, scope: Record<string, unknown>) {
  const owner = await ownerOverHttp();
  const email = `alerts-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'alerts member passphrase 2026';
  const invitation = await owner.post<{ link: string }>('/staff/invitations', {
    email,
    name: 'Olha Alerts',
    language: 'en',
    ...scope,
  });
  await acceptInvitation(invitation.link, password);
  await openAdmin(page, '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('main#main')).toBeVisible({ timeout: 15_000 });
}

test('a brand manager sets an outlet’s new-order alerts and sends a test alert', async ({ page }) => {
  const outlet = outletOfProject(page);
  await signInAs(page, { role: 'BRAND_MANAGER', retailNetworkIds: [1] });

  await openAdmin(page, '/brand/outlets');
  await page.getByRole('button', { name: new RegExp(`^Edit .*${outlet.name.source}`) }).click();
  const section = page.getByRole('dialog').getByRole('region', { name: 'New-order alerts' });
  await expect(section.getByText('Telegram alerts are off on this server')).toBeVisible();
  const chats = section.getByLabel('Telegram chats');
  const emails = section.getByLabel('E-mail addresses');
  const test = section.getByRole('button', { name: 'Send a test alert' });

  await chats.fill('kitchen');
  await emails.fill('chef@example.com\nCHEF@example.com');
  await section.getByRole('button', { name: 'Save alerts' }).click();
  await expect(chats).toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByText('kitchen is not a chat')).toBeVisible();
  await expect(section.getByText('CHEF@example.com is listed twice.')).toBeVisible();
  await expect(test).toBeDisabled();

  await chats.fill('-1001234567890');
  await emails.fill(`kitchen-${outlet.id}@example.com`);
  await section.getByLabel('Language of the alerts').selectOption('uk');
  await section.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('Alert settings saved.')).toBeVisible();
  await expect(test).toBeEnabled();
  await test.click();
  const results = section.getByRole('status').filter({ hasText: 'Test alert' });
  await expect(results.getByRole('listitem')).toHaveText([
    '-1001234567890: not sent: Telegram is off on this server',
    `kitchen-${outlet.id}@example.com: sent`,
  ]);
  await expectNoSeriousA11yViolations(page);
  await screenshot(section, { path: `${SHOTS}/outlet-staff-alerts-${outlet.id}.png` });

  // what was saved is what the editor shows when opened again
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: new RegExp(`^Edit .*${outlet.name.source}`) }).click();
  await expect(page.getByRole('dialog').getByLabel('Telegram chats')).toHaveValue('-1001234567890');
  await expect(page.getByRole('dialog').getByLabel('Language of the alerts')).toHaveValue('uk');
});

test('outlet staff set their kitchen’s alerts on the Day screen', async ({ page }) => {
  // not the other test's outlet: the two may run at once
  const outlet = { id: isMobile(page) ? 1003 : 1002 };
  await signInAs(page, { role: 'OUTLET_STAFF', outletIds: [outlet.id] });
  await openAdmin(page, `/day?outlet=${outlet.id}`);
  const panel = page.getByRole('region', { name: 'New-order alerts' });
  const emails = panel.getByLabel('E-mail addresses');
  await emails.fill(`cook-${outlet.id}@example.com`);
  await panel.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('Alert settings saved.')).toBeVisible();
  // opened again (the fixture's reload waits for the storefront's hydration mark)
  await openAdmin(page, `/day?outlet=${outlet.id}`);
  await expect(
    page.getByRole('region', { name: 'New-order alerts' }).getByLabel('E-mail addresses'),
  ).toHaveValue(`cook-${outlet.id}@example.com`);
  await expectNoSeriousA11yViolations(page);
});
