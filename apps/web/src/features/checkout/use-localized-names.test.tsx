import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  cartLine,
  checkoutContext,
  fakeApi,
  newVisitor,
  ok,
  pageProviders,
  productOf,
} from './checkout-test-kit';

const PRODUCTS = '/api/catalog/v1/products/';
const PHILADELPHIA = cartLine(100001, 'Philadelphia', 34_900);
const CALIFORNIA = cartLine(100002, 'California', 28_900);
const UKRAINIAN: Record<number, string> = { 100001: 'Філадельфія', 100002: 'Каліфорнія' };

/** The catalogue answering in the language asked for. */
const catalogue = () =>
  fakeApi((req) =>
    ok(
      (req.body as { ids: number[] }).ids.map((id) =>
        productOf(id, req.query.get('lang') === 'uk' ? UKRAINIAN[id]! : `Dish ${id}`),
      ),
    ),
  );

/** The cart page in Ukrainian, with dishes added on the English pages. */
async function openUkrainianCart() {
  vi.resetModules();
  const [cart, names, site] = await Promise.all([
    import('@/features/cart/cart-store'),
    import('./use-localized-names'),
    import('@/features/shell/site-context'),
  ]);
  const show = () =>
    renderHook(
      () => {
        names.useLocalizedCartNames(checkoutContext.rn);
        return cart.useCart();
      },
      { wrapper: pageProviders(site.SiteProvider, 'uk') },
    );
  return { cartActions: cart.cartActions, show };
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  newVisitor();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useLocalizedCartNames: the cart’s dishes named in the page’s language (issue 17, item 14)', () => {
  it('renames the dishes added on another language’s pages', async () => {
    const api = catalogue();
    vi.stubGlobal('fetch', api.fetch);
    const page = await openUkrainianCart();
    page.cartActions.add(CALIFORNIA);
    page.cartActions.add(PHILADELPHIA);

    const { result } = page.show();
    await settle();

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: PRODUCTS,
      body: { ids: [100001, 100002] },
    });
    expect(Object.fromEntries(api.requests[0]!.query)).toMatchObject({ rn: '1', br: '101', lang: 'uk' });
    expect(result.current.map((l) => l.name)).toEqual(['Каліфорнія', 'Філадельфія']);
  });

  it('asks again for a new dish, not for another count of the same ones', async () => {
    const api = catalogue();
    vi.stubGlobal('fetch', api.fetch);
    const page = await openUkrainianCart();
    page.cartActions.add(PHILADELPHIA);
    const { result } = page.show();
    await settle();

    act(() => page.cartActions.add(PHILADELPHIA));
    await settle();
    expect(api.requests).toHaveLength(1);

    act(() => page.cartActions.add(CALIFORNIA));
    await settle();
    expect(api.requests.map((r) => (r.body as { ids: number[] }).ids)).toEqual([[100001], [100001, 100002]]);
    expect(result.current.map((l) => l.name)).toEqual(['Філадельфія', 'Каліфорнія']);
  });

  it('keeps the names the dishes were added with when the catalogue cannot answer', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeApi(() => apiError(503, 'SERVICE_UNAVAILABLE'));
    vi.stubGlobal('fetch', api.fetch);
    const page = await openUkrainianCart();
    page.cartActions.add(PHILADELPHIA);

    const { result } = page.show();
    await settle();

    expect(result.current.map((l) => l.name)).toEqual(['Philadelphia']);
    expect(warnings).toHaveBeenCalledWith('cart: names unavailable', expect.anything());
  });
});
