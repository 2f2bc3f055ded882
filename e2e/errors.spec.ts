import type { TBrandList, TBrandView, TBrandWrite } from '@food/contracts';
import { ownerOverHttp } from './backoffice-steps';
import { expect, skipNotices, test } from './fixtures';
import { WEB_PORT } from './playwright.config';

/** The error pages of SPEC sections 4 and 8 (issue 22 item 2), each with its status. */

test('an unknown address is the 404 page inside the chrome, noindex', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
});

test('a page failing on the server is the 500 error page in the brand’s chrome, noindex', async ({
  page,
}) => {
  const res = await page.goto('/test-hooks/server-error');
  expect(res?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'Щось пішло не так' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await expect(page.getByTestId('cart-count').or(page.getByTestId('login-button')).first()).toBeAttached();
});

test('a rendering crash in the browser shows the error modal over the page’s chrome', async ({ page }) => {
  await page.goto('/test-hooks/render-crash');
  await page.getByTestId('crash-trigger').click();
  const modal = page.getByTestId('crash-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Щось пішло не так' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Спробувати ще раз' })).toBeFocused();
  // the header stays: the modal does not replace the page
  await expect(page.getByTestId('city-name').first()).toBeAttached();
  await modal.getByRole('button', { name: 'Спробувати ще раз' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('crash-trigger')).toBeVisible();
});

/** the form's body of a read brand, as the back office sends it back */
function writeOf(view: TBrandView): TBrandWrite {
  const { logoUrl: _logoUrl, ...look } = view.look;
  return {
    name: view.name,
    shortName: view.shortName,
    look: look as TBrandWrite['look'],
    flags: view.flags,
    links: view.links,
    paymentTypes: view.paymentTypes,
    languages: view.languages,
    defaultLanguage: view.defaultLanguage,
    contacts: view.contacts,
    socialLinks: view.socialLinks.map((s) => ({ ...s, name: s.name as 'instagram' })),
    emailPopup: view.emailPopup,
    headerBanner: view.headerBanner as TBrandWrite['headerBanner'],
    revision: view.revision,
  };
}

test('a brand set under construction in the back office answers 503 with its own page', async ({
  page,
  context,
}) => {
  // a brand of its own per project, so the two runs never switch the same brand
  const [slug, phone] =
    test.info().project.name === 'desktop' ? ['hb-ua', '+380445900204'] : ['es-ua', '+380443330104'];
  const owner = await ownerOverHttp();
  const { brands } = await owner.get<TBrandList>('/brands');
  const brand = brands.find((b) => b.slug === slug)!;
  const setFlag = async (on: boolean) => {
    const view = await owner.get<TBrandView>(`/brands/${brand.id}`);
    await owner.put(`/brands/${brand.id}`, {
      ...writeOf(view),
      flags: { ...view.flags, IS_UNDER_CONSTRUCTION: on },
    });
  };
  const url = `http://kyiv.${slug}.localhost:${WEB_PORT}/`;
  await skipNotices(context, url);
  await setFlag(true);
  try {
    await expect
      .poll(
        async () =>
          (
            await page.request.get(`http://127.0.0.1:${WEB_PORT}/`, {
              headers: { host: new URL(url).host },
              maxRedirects: 0,
            })
          ).status(),
        {
          timeout: 15_000,
        },
      )
      .toBe(503);
    const res = await page.goto(url);
    expect(res?.status()).toBe(503);
    expect(res?.headers()['retry-after']).toBe('3600');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Готуємо щось нове');
    await expect(page.getByRole('link', { name: /Зателефонувати/ })).toHaveAttribute('href', `tel:${phone}`);
  } finally {
    await setFlag(false);
  }
  await expect.poll(async () => (await page.goto(url))?.status(), { timeout: 15_000 }).toBe(200);
});
