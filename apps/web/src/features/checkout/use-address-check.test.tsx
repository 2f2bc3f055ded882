import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  checkoutContext,
  fakeApi,
  geocodeOf,
  heldAnswer,
  newVisitor,
  ok,
  pageProviders,
  type ApiAnswer,
  type ApiRequest,
} from './checkout-test-kit';

const GEOCODE = '/api/geo/v1/addresses/geocode';
const KHRESHCHATYK_22 = { street: 'Khreshchatyk St', house: '22', lat: 50.4474, lng: 30.5219 };
const KHRESHCHATYK_2 = { street: 'Khreshchatyk St', house: '2', lat: 50.4489, lng: 30.5241 };
const ODESA = { businessRegionId: 102, slug: 'odesa', name: 'Odesa' };

/** The delivery form as a page load: the hook with the store it writes to. */
async function openCheckout() {
  vi.resetModules();
  const [checkout, addressCheck, site] = await Promise.all([
    import('./checkout-store'),
    import('./use-address-check'),
    import('@/features/shell/site-context'),
  ]);
  const render = () =>
    renderHook(
      () => {
        addressCheck.useAddressCheck(checkoutContext.rn);
        return checkout.useCheckout();
      },
      { wrapper: pageProviders(site.SiteProvider, 'en') },
    );
  const type = (patch: { street?: string; house?: string }) =>
    act(() => checkout.checkoutActions.setAddress(patch));
  return { checkoutActions: checkout.checkoutActions, render, type };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const asked = (r: ApiRequest) => Object.fromEntries(r.query);

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

describe('useAddressCheck: the typed address on the map (SPEC section 4)', () => {
  it('asks once the customer stops typing for half a second, and places the found address', async () => {
    const api = fakeApi(() => ok(geocodeOf(KHRESHCHATYK_22)));
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCheckout();
    const { result } = page.render();

    await page.type({ street: 'Khreshchatyk St' });
    await wait(300);
    await page.type({ house: '2' });
    await wait(300);
    await page.type({ house: '22' });
    await wait(499);
    expect(api.requests).toHaveLength(0);
    await wait(1);

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.path).toBe(GEOCODE);
    expect(asked(api.requests[0]!)).toEqual({
      rn: '1',
      br: '101',
      lang: 'en',
      street: 'Khreshchatyk St',
      house: '22',
    });
    expect(result.current.form.address).toMatchObject({
      latitude: 50.4474,
      longitude: 30.5219,
      city: 'Kyiv',
    });
    expect(result.current.addressCheck).toMatchObject({ status: 'found', zone: { outletId: 1001 } });
  });

  it('drops the question when the customer types on: its late answer does not place the old address', async () => {
    const answers: Array<ReturnType<typeof heldAnswer>> = [];
    const api = fakeApi(() => {
      const answer = heldAnswer();
      answers.push(answer);
      return answer.promise;
    });
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCheckout();
    const { result } = page.render();

    await page.type({ street: 'Khreshchatyk St', house: '2' });
    await wait(500);
    expect(result.current.addressCheck.status).toBe('checking');
    await page.type({ house: '22' });
    expect(api.requests[0]!.signal?.aborted).toBe(true);
    await wait(500);
    expect(api.requests.map((r) => asked(r).house)).toEqual(['2', '22']);

    const answer = (i: number, a: ApiAnswer) =>
      act(async () => {
        answers[i]!.give(a);
        await vi.advanceTimersByTimeAsync(0);
      });
    await answer(1, ok(geocodeOf(KHRESHCHATYK_22)));
    await answer(0, ok(geocodeOf(KHRESHCHATYK_2)));

    expect(result.current.form.address).toMatchObject({ house: '22', latitude: 50.4474, longitude: 30.5219 });
    expect(result.current.addressCheck.status).toBe('found');
  });

  it('says when the map finds no such address', async () => {
    const api = fakeApi(() => ok(geocodeOf(null)));
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCheckout();
    const { result } = page.render();

    await page.type({ street: 'Nowhere St', house: '1' });
    await wait(500);

    expect(result.current.addressCheck.status).toBe('notFound');
    expect(result.current.form.address.latitude).toBeNull();
  });

  it('names another city of the network at once, and offers it once the house is typed', async () => {
    const api = fakeApi((req) =>
      ok(
        geocodeOf(
          { street: 'Derybasivska St', house: req.query.get('house') || null, lat: 46.4846, lng: 30.7388 },
          ODESA,
        ),
      ),
    );
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCheckout();
    const { result } = page.render();

    await page.type({ street: 'Derybasivska St' });
    await wait(500);
    expect(result.current.addressCheck).toEqual({ status: 'otherCity', city: ODESA });
    expect(result.current.modal).toBeNull();

    await page.type({ house: '5' });
    await wait(500);
    expect(result.current.modal).toEqual({
      kind: 'addressIncorrectForCity',
      businessRegionId: ODESA.businessRegionId,
      cityName: ODESA.name,
      citySlug: ODESA.slug,
    });
    expect(result.current.form.address.latitude).toBeNull();
  });

  it('says the check failed when the address provider is down', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeApi(() =>
      apiError(503, 'GEO_PROVIDER_UNAVAILABLE', [{ provider: 'nominatim', reason: 'timeout' }]),
    );
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCheckout();
    const { result } = page.render();

    await page.type({ street: 'Khreshchatyk St', house: '22' });
    await wait(500);

    expect(result.current.addressCheck.status).toBe('error');
    expect(warnings).toHaveBeenCalledWith('checkout: address check failed', expect.anything());
  });

  it('asks nothing for a pickup, nor for an address already on the map', async () => {
    const api = fakeApi(() => ok(geocodeOf(KHRESHCHATYK_22)));
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCheckout();
    page.checkoutActions.setMethod('PICKUP');
    const { result } = page.render();

    await page.type({ street: 'Khreshchatyk St', house: '22' });
    await wait(1_000);
    expect(api.requests).toHaveLength(0);

    act(() => {
      page.checkoutActions.setMethod('DELIVERY');
      page.checkoutActions.setAddressCheck(
        { status: 'found', zone: null },
        { lat: KHRESHCHATYK_22.lat, lng: KHRESHCHATYK_22.lng, city: 'Kyiv' },
      );
    });
    await wait(1_000);
    expect(api.requests).toHaveLength(0);
    expect(result.current.addressCheck.status).toBe('found');
  });
});
