import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  checkoutContext,
  eachTestANewVisitor,
  loadPage,
  settle,
  stubApi,
  stubCatalogue,
} from './checkout-test-kit';

const PRODUCTS = '/api/catalog/v1/products/';
const GINGER = 900001;
const WASABI = 900002;
const RUSSIAN: Record<number, string> = { [GINGER]: 'Имбирь', [WASABI]: 'Васаби' };

eachTestANewVisitor();

/** The cart page in Russian: the calculation names addons in the brand's default language only. */
async function openRussianCart() {
  const { wrapper, modules: addons } = await loadPage('ru', () => import('./use-addon-details'));
  const show = (ids: number[]) =>
    renderHook(({ ids }) => addons.useAddonDetails(checkoutContext.rn, ids), {
      wrapper,
      initialProps: { ids },
    });
  return { show, knownAddon: addons.knownAddon };
}

describe('useAddonDetails: addons named and pictured in the page’s language', () => {
  it('asks the catalogue once for the new addons and keeps them for the visit', async () => {
    const api = stubCatalogue((id) => RUSSIAN[id]!);
    const page = await openRussianCart();

    const { result, rerender } = page.show([GINGER]);
    await settle();
    expect(result.current.get(GINGER)).toEqual({ name: 'Имбирь', imageUrl: `/images/${GINGER}.webp` });
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: PRODUCTS, body: { ids: [GINGER] } });
    expect(Object.fromEntries(api.requests[0]!.query)).toMatchObject({ br: '101', lang: 'ru' });

    rerender({ ids: [GINGER, WASABI] });
    await settle();
    expect(api.idsAsked()).toEqual([[GINGER], [WASABI]]);
    expect(result.current.get(WASABI)?.name).toBe('Васаби');

    // another part of the page (the order's snapshot) reads what was learnt without asking
    page.show([GINGER, WASABI]);
    await settle();
    expect(api.requests).toHaveLength(2);
    expect(page.knownAddon('ru', 101, WASABI)?.name).toBe('Васаби');
  });

  it('leaves the calculation’s names when the catalogue cannot answer, and does not keep asking', async () => {
    const api = stubApi(() => apiError(503, 'SERVICE_UNAVAILABLE'));
    const page = await openRussianCart();

    const { result, rerender } = page.show([GINGER]);
    await settle();
    rerender({ ids: [GINGER] });
    await settle();

    // one question per new set of addons, not one per render while the catalogue is down
    expect(api.requests).toHaveLength(1);
    expect(result.current.size).toBe(0);
  });
});
