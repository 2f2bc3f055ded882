import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** No serious or critical axe violation on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Marks the timed notices (cookies, app download, email collect) as seen, for tests that are
 * not about them: a modal opening mid-test would steal the focus.
 */
export async function skipNotices(context: BrowserContext, baseURL: string) {
  const url = new URL(baseURL).origin;
  await context.addCookies(
    [
      'cookies_notice_seen',
      'download_app_notice_seen',
      'seen_email_collect_modal',
      'mobile_app_popup_seen',
    ].map((name) => ({
      name,
      value: '1',
      url,
    })),
  );
}
