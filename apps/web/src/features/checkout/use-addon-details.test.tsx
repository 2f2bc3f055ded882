import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  checkoutContext,
  fakeApi,
  newVisitor,
  ok,
  pageProviders,
  productOf,
} from './checkout-test-kit';

const PRODUCTS = '/api/catalog/v1/products/';
const GINGER = 900001;
const WASABI = 900002;
const RUSSIAN: Record<number, string> = { [GINGER]: 'Имбирь', [WASABI]: 'Васаби' };

/** The cart page in Russian: the calculation names addons in the brand's default language only. */
async function openRussianCart() {
  vi.resetModules();
  const [addons, site] = await Promise.all([
    import('./use-addon-details'),
    import('@/features/shell/site-context'),
  ]);
  const wrapper = pageProviders(site.SiteProvider, 'ru');
  const show = (ids: number[]) =>
    renderHook(({ ids }) => addons.useAddonDetails(checkoutContext.rn, ids), {
      wrapper,
      initialProps: { ids },
    });
  return { show, knownAddon: addons.knownAddon };
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
});

describe('useAddonDetails: addons named and pictured in the page’s language', () => {
  it('asks the catalogue once for the new addons and keeps them for the visit', async () => {
    const api = fakeApi((req) =>
      ok((req.body as { ids: number[] }).ids.map((id) => productOf(id, RUSSIAN[id]!))),
    );
    vi.stubGlobal('fetch', api.fetch);
    const page = await openRussianCart();

    const { result, rerender } = page.show([GINGER]);
    await settle();
    expect(result.current.get(GINGER)).toEqual({ name: 'Имбирь', imageUrl: `/images/${GINGER}.webp` });
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: PRODUCTS, body: { ids: [GINGER] } });
    expect(Object.fromEntries(api.requests[0]!.query)).toMatchObject({ br: '101', lang: 'ru' });

    rerender({ ids: [GINGER, WASABI] });
    await settle();
    expect(api.requests.map((r) => (r.body as { ids: number[] }).ids)).toEqual([[GINGER], [WASABI]]);
    expect(result.current.get(WASABI)?.name).toBe('Васаби');

    // another part of the page (the order's snapshot) reads what was learnt without asking
    page.show([GINGER, WASABI]);
    await settle();
    expect(api.requests).toHaveLength(2);
    expect(page.knownAddon('ru', 101, WASABI)?.name).toBe('Васаби');
  });

  it('leaves the calculation’s names when the catalogue cannot answer, and does not keep asking', async () => {
    const api = fakeApi(() => apiError(503, 'SERVICE_UNAVAILABLE'));
    vi.stubGlobal('fetch', api.fetch);
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
