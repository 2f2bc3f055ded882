import { type Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, screenshot, skipNotices, test } from './fixtures';
import { addPopularDishes, fillContact, signIn } from './checkout-steps';

/**
 * The delivery address at checkout and in the account (issue 17, items 5, 7, 25 and 31): a submit
 * made before the address is found waits for it; saved addresses are offered at checkout and the
 * account's form suggests and checks addresses like checkout's; a street of another city of the
 * brand is suggested and raises the address-in-another-city modal; 'nearest to me' finds the
 * pickup restaurant nearest to the browser's location, in this city or another.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-checkout-address-shots';
const port = (baseURL: string) => new URL(baseURL).port;

test.beforeEach(async ({ context, baseURL }) => {
  test.slow();
  await skipNotices(context, baseURL!);
});

/** A modal is shot as the viewport shows it; a page whole. Animations are run to their end. */
const shot = (page: Page, name: string, fullPage = true) =>
  screenshot(page, {
    path: `${SHOTS}/${name}-${test.info().project.name}.png`,
    fullPage,
    animations: 'disabled',
  });

test.describe('a submit made before the address is found (item 5)', () => {
  test('typing the house and pressing Enter at once places the order', async ({ page }) => {
    await addPopularDishes(page);
    await page.goto('/checkout');
    await page.getByTestId('delivery-method-DELIVERY').click();
    await fillContact(page, 'Олена Швидка');
    await page.getByTestId('payment-CASH').click();
    await page.getByTestId('rules-agree').check();
    let notFoundSeen = false;
    await page.exposeFunction('sawNotFound', () => void (notFoundSeen = true));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.body.innerText.includes('Не знайшли цю адресу'))
          (window as unknown as { sawNotFound: () => void }).sawNotFound();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await page.getByTestId('address-street').fill('Хрещатик');
    await page.getByTestId('address-suggestion').first().click();
    // the house, and Enter straight away: nothing is waited for
    await page.getByTestId('address-house').fill('10');
    await page.getByTestId('address-house').press('Enter');

    await page.waitForURL(/\/order-confirmed\//);
    await expect(page.getByTestId('order-address')).toContainText('Хрещатик, 10');
    expect(notFoundSeen).toBe(false);
  });

  test('"not found" goes as soon as the corrected address is found', async ({ page }) => {
    await addPopularDishes(page);
    await page.goto('/checkout');
    await page.getByTestId('delivery-method-DELIVERY').click();
    await fillContact(page, 'Олена');
    await page.getByTestId('payment-CASH').click();
    await page.getByTestId('rules-agree').check();
    await page.getByTestId('address-street').fill('Хрещатик');
    await page.getByTestId('address-suggestion').first().click();
    // Khreshchatyk ends at 52: no such house, and the submit says so
    await page.getByTestId('address-house').fill('999');
    await page.getByTestId('checkout-submit').click();
    const notFound = page.getByText('Не знайшли цю адресу: оберіть вулицю з підказок і вкажіть будинок');
    await expect(notFound).toBeVisible();
    expect(page.url()).toMatch(/\/checkout$/);

    await page.getByTestId('address-house').fill('15');
    await expect(page.getByText(/Доставляємо сюди/)).toBeVisible();
    await expect(notFound).toHaveCount(0);
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/order-confirmed\//);
    await expect(page.getByTestId('order-address')).toContainText('Хрещатик, 15');
  });
});

test.describe('saved addresses (item 7)', () => {
  test("the account's form suggests and checks addresses; a saved one is offered and used at checkout", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 1);
    await page.goto('/account/delivery');
    await page.getByTestId('address-add').click();
    const modal = page.getByTestId('address-modal');
    const street = modal.getByTestId('account-address-street');
    const check = modal.getByTestId('account-address-check');

    // suggestions as at checkout; the far end of Brovarskyi avenue is outside every zone
    await street.fill('Броварськ');
    await modal.getByTestId('account-address-suggestion').filter({ hasText: 'Броварський' }).first().click();
    await expect(street).toHaveValue('просп. Броварський');
    await modal.getByLabel('Будинок', { exact: true }).fill('150');
    await expect(check).toContainText('Сюди ми поки не доставляємо');
    await shot(page, 'account-address-outside', false);
    await modal.getByTestId('address-save').click();
    // refused in the form, nothing saved
    await expect(modal).toBeVisible();
    await expect(street).toBeFocused();
    await expect(check).toContainText('Таку адресу не зберегти');

    // a street of Lviv typed while Kyiv is chosen: the form says so and offers Lviv
    await street.fill('Личаківська');
    await modal.getByLabel('Будинок', { exact: true }).fill('10');
    await expect(check).toContainText('Ця адреса в місті Львів');
    await expect(check.getByRole('button', { name: 'Обрати місто Львів' })).toBeVisible();

    // one inside a zone: its price, and saved
    await street.fill('хрещ');
    await expect(modal.getByTestId('account-address-suggestion').first()).toContainText(
      'вул. Хрещатик, Київ',
    );
    await shot(page, 'account-address-suggestions', false);
    await modal.getByTestId('account-address-suggestion').first().click();
    await expect(street).toHaveValue('вул. Хрещатик');
    await modal.getByLabel('Будинок', { exact: true }).fill('22');
    await modal.getByLabel('Квартира').fill('5');
    await expect(check).toContainText('Доставляємо сюди: 59 грн');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'account-address-in-zone', false);
    await modal.getByTestId('address-save').click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('address-card')).toHaveCount(1);
    await expect(page.getByTestId('address-card')).toContainText('вул. Хрещатик, 22, кв. 5, Київ');

    // checkout offers it; picking it fills the fields and the map checks it
    await addPopularDishes(page);
    await page.goto('/checkout');
    await page.getByTestId('delivery-method-DELIVERY').click();
    const saved = page.getByTestId('saved-address');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('вул. Хрещатик, 22, кв. 5');
    await saved.click();
    await expect(saved.getByRole('radio')).toBeChecked();
    await expect(page.getByTestId('address-street')).toHaveValue('вул. Хрещатик');
    await expect(page.getByTestId('address-house')).toHaveValue('22');
    await expect(page.getByLabel('Квартира')).toHaveValue('5');
    await expect(page.getByText(/Доставляємо сюди/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'checkout-saved-address');

    await page.getByTestId('checkout-name').fill('Олена');
    await page.getByTestId('payment-CASH').click();
    await page.getByTestId('rules-agree').check();
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/order-confirmed\//);
    await expect(page.getByTestId('order-address')).toContainText('Хрещатик, 22, 5');
  });
});

test.describe("another city's street (item 25)", () => {
  test('is suggested, raises the address-in-another-city modal, and takes the cart there', async ({
    page,
    baseURL,
  }) => {
    await addPopularDishes(page);
    await page.goto('/checkout');
    await page.getByTestId('delivery-method-DELIVERY').click();
    await page.getByTestId('address-street').fill('Личаків');
    const lviv = page.getByTestId('address-suggestion').filter({ hasText: 'вул. Личаківська, Львів' });
    await expect(lviv).toBeVisible();
    await shot(page, 'checkout-other-city-suggestion');
    await lviv.click();
    // the field says so at once; the modal waits for the house
    await expect(page.getByText('Ця адреса в місті Львів.')).toBeVisible();
    await page.getByTestId('address-house').fill('10');

    const modal = page.getByRole('dialog', { name: 'Ця адреса в іншому місті' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Адреса в місті Львів, а ви оформлюєте замовлення в місті Київ');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'checkout-other-city-modal', false);
    await modal.getByRole('button', { name: 'Перейти до міста Львів' }).click();
    await page.waitForURL(`http://lviv.localhost:${port(baseURL!)}/checkout`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });
});

test.describe("'nearest to me' for pickup (item 31)", () => {
  test.describe('by the Maidan in Kyiv', () => {
    test.use({ geolocation: { latitude: 50.4503, longitude: 30.5242 }, permissions: ['geolocation'] });

    test('chooses the nearest restaurant of the city and says how far it is', async ({ page }) => {
      await addPopularDishes(page);
      await page.goto('/checkout');
      await page.getByTestId('delivery-method-PICKUP').click();
      const asked: string[] = [];
      page.on('request', (r) => void (r.url().includes('/nearestOutlet') && asked.push(r.url())));
      await page.getByTestId('nearest-outlet').click();
      const note = page.getByTestId('nearest-outlet-note');
      await expect(note).toContainText(/Найближчий до вас — Sushi Moon на Хрещатику, \d+\sм/);
      await expect(
        page.getByTestId('restaurant-option').filter({ hasText: 'Хрещатику' }).getByRole('radio'),
      ).toBeChecked();
      // only a rounded position leaves the browser (about 100 m)
      expect(asked).toHaveLength(1);
      expect(new URL(asked[0]!).searchParams.get('lat')).toBe('50.450000');
      expect(new URL(asked[0]!).searchParams.get('lng')).toBe('30.524000');
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'checkout-nearest-here');
    });
  });

  test.describe('in Lviv, on the Kyiv site', () => {
    test.use({ geolocation: { latitude: 49.8425, longitude: 24.0322 }, permissions: ['geolocation'] });

    test('says the nearest restaurant is in Lviv and offers to go there with the cart', async ({
      page,
      baseURL,
    }) => {
      await addPopularDishes(page);
      await page.goto('/checkout');
      await page.getByTestId('delivery-method-PICKUP').click();
      await page.getByTestId('nearest-outlet').click();
      const note = page.getByTestId('nearest-outlet-note');
      await expect(note).toContainText('Найближчий до вас ресторан — у місті Львів');
      // nothing of Kyiv is chosen for the customer
      await expect(page.getByTestId('restaurant-option').getByRole('radio', { checked: true })).toHaveCount(
        0,
      );
      await shot(page, 'checkout-nearest-other-city');
      await page.getByTestId('nearest-outlet-switch').click();
      await page.waitForURL(`http://lviv.localhost:${port(baseURL!)}/checkout`);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
    });
  });

  test.describe('on Khreshchatyk, for delivery', () => {
    test.use({ geolocation: { latitude: 50.44935, longitude: 30.52509 }, permissions: ['geolocation'] });

    test("'my location' fills the street and house there, and the map checks it", async ({ page }) => {
      await addPopularDishes(page);
      await page.goto('/checkout');
      await page.getByTestId('delivery-method-DELIVERY').click();
      await page.getByTestId('address-locate').click();
      await expect(page.getByTestId('address-street')).toHaveValue('вул. Хрещатик');
      await expect(page.getByTestId('address-house')).toHaveValue(/^(21|22|23)$/);
      await expect(page.getByTestId('address-locate-note')).toContainText('Підставили адресу за геолокацією');
      await expect(page.getByText(/Доставляємо сюди/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'checkout-my-location');
    });
  });

  test.describe('without the permission', () => {
    test.use({ permissions: [] });

    test('says so and leaves the list to choose from', async ({ page }) => {
      await addPopularDishes(page);
      await page.goto('/checkout');
      await page.getByTestId('delivery-method-PICKUP').click();
      await page.getByTestId('nearest-outlet').click();
      await expect(page.getByTestId('nearest-outlet-note')).toContainText('Немає доступу до геолокації');
      await expect(page.getByTestId('restaurant-option').first()).toBeVisible();
    });
  });
});
