import { ZUser, ZUserAddressCreated, type TUser } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInCustomer } from './customer-fixtures.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

/**
 * Issue 17, item 7: a saved delivery address is placed on the map as checkout places it, and
 * one no delivery zone serves is refused instead of being saved for checkout to refuse later.
 */
describe.each(databaseKinds())('saving a delivery address the chain can deliver to, on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  const customer = async () => {
    const c = await createSignedInCustomer(api.database.db, { firstName: 'Олена' });
    const send = (method: string, path: string, body?: unknown) =>
      fetch(api.url + path, {
        method,
        headers: { ...c.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const getUser = async (): Promise<TUser> =>
      expectContract(await send('GET', `/customer/v1/get/${c.customer.id}?noCache=${Date.now()}`), ZUser);
    const add = (body: unknown) => send('POST', `/customer/v1/addAddress/${c.customer.id}`, body);
    return { id: c.customer.id, send, getUser, add };
  };

  it('saves an address a zone serves, placed on the map when the client sent no position', async () => {
    const c = await customer();
    await expectContract(
      await c.add({ businessRegionId: BR.kyiv, street: 'вул. Хрещатик', house: '22' }),
      ZUserAddressCreated,
    );
    const [saved] = (await c.getUser()).addresses;
    expect(saved).toMatchObject({ street: 'вул. Хрещатик', house: '22', city: 'Київ' });
    // Khreshchatyk 22 lies between its ends (50.4545 and 50.442)
    expect(saved!.latitude).toBeGreaterThan(50.442);
    expect(saved!.latitude).toBeLessThan(50.4545);
    expect(saved!.longitude).toBeGreaterThan(30.52);
  });

  it('refuses an address outside every delivery zone, and saves nothing', async () => {
    const c = await customer();
    // the far end of Brovarskyi avenue: Kyiv, past its outer zones
    const error = await expectError(
      await c.add({ businessRegionId: BR.kyiv, street: 'Броварський', house: '150' }),
      422,
      'ADDRESS_NOT_DELIVERABLE',
    );
    expect(error.details).toEqual([{ path: '/street' }]);
    expect((await c.getUser()).addresses).toEqual([]);
  });

  it('refuses an address of another city of the brand, naming that city', async () => {
    const c = await customer();
    const error = await expectError(
      await c.add({ businessRegionId: BR.kyiv, street: 'Личаківська', house: '10' }),
      422,
      'ADDRESS_IN_OTHER_CITY',
    );
    expect(error.details).toEqual([
      { path: '/businessRegionId', businessRegionId: BR.lviv, slug: 'lviv', name: 'Львів' },
    ]);
    // in its own city it is saved
    await expectContract(
      await c.add({ businessRegionId: BR.lviv, street: 'Личаківська', house: '10' }),
      ZUserAddressCreated,
    );
    expect((await c.getUser()).addresses.map((a) => [a.city, a.street])).toEqual([['Львів', 'Личаківська']]);
  });

  it('refuses to move a saved address out of the zones, and keeps it as it was', async () => {
    const c = await customer();
    const { id } = await expectContract(
      await c.add({ businessRegionId: BR.kyiv, street: 'Хрещатик', house: '10', apartment: '3' }),
      ZUserAddressCreated,
    );
    await expectError(
      await c.send('PUT', `/customer/v1/updateAddress/${c.id}/${id}`, {
        businessRegionId: BR.kyiv,
        street: 'Броварський',
        house: '150',
      }),
      422,
      'ADDRESS_NOT_DELIVERABLE',
    );
    expect((await c.getUser()).addresses).toEqual([
      expect.objectContaining({ id, street: 'Хрещатик', house: '10', apartment: '3' }),
    ]);
  });

  it('saves an address the map does not know as typed (a new building), without a position', async () => {
    const c = await customer();
    await expectContract(
      await c.add({ businessRegionId: BR.kyiv, street: 'Нова Забудова', house: '7' }),
      ZUserAddressCreated,
    );
    expect((await c.getUser()).addresses).toEqual([
      expect.objectContaining({ street: 'Нова Забудова', house: '7', latitude: null, longitude: null }),
    ]);
  });
});
