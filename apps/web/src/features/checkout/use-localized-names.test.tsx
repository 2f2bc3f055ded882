import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/features/cart/cart-rules';
import {
  apiError,
  cartLine,
  checkoutContext,
  eachTestANewVisitor,
  loadPage,
  settle,
  stubApi,
  stubCatalogue,
  watchConsole,
} from './checkout-test-kit';

const PRODUCTS = '/api/catalog/v1/products';
const PHILADELPHIA = cartLine(100001, 'Philadelphia', 34_900);
const CALIFORNIA = cartLine(100002, 'California', 28_900);
const UKRAINIAN: Record<number, string> = { 100001: 'Філадельфія', 100002: 'Каліфорнія' };

eachTestANewVisitor();

/** The catalogue naming the dishes in the language asked for. */
const stubMultilingualCatalogue = () =>
  stubCatalogue((id, lang) => (lang === 'uk' ? UKRAINIAN[id]! : `Dish ${id}`));

/** The cart page in Ukrainian, shown with `lines` the customer added on the English pages. */
async function openUkrainianCartWith(...lines: CartLine[]) {
  const {
    wrapper,
    modules: [cart, names],
  } = await loadPage('uk', () =>
    Promise.all([import('@/features/cart/cart-store'), import('./use-localized-names')]),
  );
  for (const line of lines) cart.cartActions.add(line);
  const { result } = renderHook(
    () => {
      names.useLocalizedCartNames(checkoutContext.rn);
      return cart.useCart();
    },
    { wrapper },
  );
  await settle();
  return { cartActions: cart.cartActions, result };
}

describe('useLocalizedCartNames: the cart’s dishes named in the page’s language (issue 17, item 14)', () => {
  it('renames the dishes added on another language’s pages', async () => {
    const api = stubMultilingualCatalogue();
    const { result } = await openUkrainianCartWith(CALIFORNIA, PHILADELPHIA);

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
    const api = stubMultilingualCatalogue();
    const { result, cartActions } = await openUkrainianCartWith(PHILADELPHIA);

    act(() => cartActions.add(PHILADELPHIA));
    await settle();
    expect(api.requests).toHaveLength(1);

    act(() => cartActions.add(CALIFORNIA));
    await settle();
    expect(api.idsAsked()).toEqual([[100001], [100001, 100002]]);
    expect(result.current.map((l) => l.name)).toEqual(['Філадельфія', 'Каліфорнія']);
  });

  it('keeps the names the dishes were added with when the catalogue cannot answer', async () => {
    const warnings = watchConsole('warn');
    stubApi(() => apiError(503, 'SERVICE_UNAVAILABLE'));
    const { result } = await openUkrainianCartWith(PHILADELPHIA);

    expect(result.current.map((l) => l.name)).toEqual(['Philadelphia']);
    expect(warnings).toHaveBeenCalledWith('cart: names unavailable', expect.anything());
  });
});
