import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type PageScreenshotOptions,
} from '@playwright/test';

export { expect };

/**
 * Waits, after a page load, until a storefront page has hydrated (`<html data-hydrated>`, set by
 * the SiteProvider around the shell's `<main id="main">`). Its scripts start after the largest
 * picture is painted (apps/web/server/scripts-after-paint.mjs), so the load event alone no longer
 * means a click is answered; a test that is not about the first tap acts on a page that answers
 * (e2e/first-tap.spec.ts taps before it). Other documents (XML, Next's bare 404 and error documents, the
 * static server-error pages) are not waited for.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('main#main') || document.documentElement.hasAttribute('data-hydrated'),
  );
}

/** Playwright's `test`, whose `page.goto` and `page.reload` wait for the hydration as well. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const { goto, reload } = page;
    const waited =
      <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const response = await navigate.apply(page, args);
        const options = args.at(-1) as { waitUntil?: string } | undefined;
        if (!options?.waitUntil || options.waitUntil === 'load') await waitForHydration(page);
        return response;
      };
    page.goto = waited(goto);
    page.reload = waited(reload);
    await use(page);
  },
});

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

/**
 * A picture for a person to look at (none is compared). Under CI nobody looks: the ~150 of a run,
 * many of them full-page at both sizes, cost minutes of its 90, so there they are taken only
 * when E2E_SHOTS_DIR names a folder for them.
 */
export async function screenshot(target: Page | Locator, options: PageScreenshotOptions & { path: string }) {
  if (process.env.CI && !process.env.E2E_SHOTS_DIR) return;
  await target.screenshot(options);
}
