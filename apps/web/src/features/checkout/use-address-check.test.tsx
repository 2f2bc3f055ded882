import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  checkoutContext,
  eachTestANewVisitor,
  geocodeOf,
  loadPage,
  ok,
  stubApi,
  stubSlowApi,
  wait,
  watchConsole,
  type ApiRequest,
} from './checkout-test-kit';

const GEOCODE = '/api/geo/v1/addresses/geocode';
const KHRESHCHATYK_22 = { street: 'Khreshchatyk St', house: '22', lat: 50.4474, lng: 30.5219 };
const KHRESHCHATYK_2 = { street: 'Khreshchatyk St', house: '2', lat: 50.4489, lng: 30.5241 };
const ODESA = { businessRegionId: 102, slug: 'odesa', name: 'Odesa' };
/** how long the customer must stop typing before the address is asked about */
const TYPING_PAUSE = 500;

eachTestANewVisitor();

/** The delivery form as a page load: the hook with the store it writes to. */
async function openCheckout() {
  const {
    wrapper,
    modules: [checkout, addressCheck],
  } = await loadPage('en', () => Promise.all([import('./checkout-store'), import('./use-address-check')]));
  const render = () =>
    renderHook(
      () => {
        addressCheck.useAddressCheck(checkoutContext.rn);
        return checkout.useCheckout();
      },
      { wrapper },
    );
  const type = (patch: { street?: string; house?: string }) =>
    act(() => checkout.checkoutActions.setAddress(patch));
  /** The customer types, then stops typing long enough for the address to be asked about. */
  const typeAndPause = async (patch: { street?: string; house?: string }) => {
    await type(patch);
    await wait(TYPING_PAUSE);
  };
  return { checkoutActions: checkout.checkoutActions, render, type, typeAndPause };
}

const asked = (r: ApiRequest) => Object.fromEntries(r.query);

describe('useAddressCheck: the typed address on the map (SPEC section 4)', () => {
  it('asks once the customer stops typing for half a second, and places the found address', async () => {
    const api = stubApi(() => ok(geocodeOf(KHRESHCHATYK_22)));
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
    const api = stubSlowApi();
    const page = await openCheckout();
    const { result } = page.render();

    await page.typeAndPause({ street: 'Khreshchatyk St', house: '2' });
    expect(result.current.addressCheck.status).toBe('checking');
    await page.type({ house: '22' });
    expect(api.requests[0]!.signal?.aborted).toBe(true);
    await wait(TYPING_PAUSE);
    expect(api.requests.map((r) => asked(r).house)).toEqual(['2', '22']);

    await api.answer(1, ok(geocodeOf(KHRESHCHATYK_22)));
    await api.answer(0, ok(geocodeOf(KHRESHCHATYK_2)));

    expect(result.current.form.address).toMatchObject({ house: '22', latitude: 50.4474, longitude: 30.5219 });
    expect(result.current.addressCheck.status).toBe('found');
  });

  it('says when the map finds no such address', async () => {
    stubApi(() => ok(geocodeOf(null)));
    const page = await openCheckout();
    const { result } = page.render();

    await page.typeAndPause({ street: 'Nowhere St', house: '1' });

    expect(result.current.addressCheck.status).toBe('notFound');
    expect(result.current.form.address.latitude).toBeNull();
  });

  it('names another city of the network at once, and offers it once the house is typed', async () => {
    stubApi((req) =>
      ok(
        geocodeOf(
          { street: 'Derybasivska St', house: req.query.get('house') || null, lat: 46.4846, lng: 30.7388 },
          ODESA,
        ),
      ),
    );
    const page = await openCheckout();
    const { result } = page.render();

    await page.typeAndPause({ street: 'Derybasivska St' });
    expect(result.current.addressCheck).toEqual({ status: 'otherCity', city: ODESA });
    expect(result.current.modal).toBeNull();

    await page.typeAndPause({ house: '5' });
    expect(result.current.modal).toEqual({
      kind: 'addressIncorrectForCity',
      businessRegionId: ODESA.businessRegionId,
      cityName: ODESA.name,
      citySlug: ODESA.slug,
    });
    expect(result.current.form.address.latitude).toBeNull();
  });

  it('says the check failed when the address provider is down', async () => {
    const warnings = watchConsole('warn');
    stubApi(() => apiError(503, 'GEO_PROVIDER_UNAVAILABLE', [{ provider: 'nominatim', reason: 'timeout' }]));
    const page = await openCheckout();
    const { result } = page.render();

    await page.typeAndPause({ street: 'Khreshchatyk St', house: '22' });

    expect(result.current.addressCheck.status).toBe('error');
    expect(warnings).toHaveBeenCalledWith('checkout: address check failed', expect.anything());
  });

  it('asks nothing for a pickup, nor for an address already on the map', async () => {
    const api = stubApi(() => ok(geocodeOf(KHRESHCHATYK_22)));
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
