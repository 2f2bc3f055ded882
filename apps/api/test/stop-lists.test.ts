/**
 * Stop lists (issue 18 item 5) over real HTTP: staff through /admin/v1 and API keys through
 * /ops/v1 put products and addons on stop (until a time, the end of the outlet's day, or further
 * notice) and take them off; scope; the audit log and the outbox; what the menu, the storefront's
 * live read, the calculation and order creation make of it.
 */
import {
  ZOutletDay,
  ZOutletProducts,
  ZOutletStopList,
  ZProductList,
  ZSoldOut,
  ZStopListEntry,
} from '@food/contracts';
import { endOfBusinessDay } from '@food/domain/outlet-day';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxEvents, staffUsers, stopListItems } from '../src/db/schema.js';
import { AT_KHRESHCHATYK, OUTLET, P, deliveryBody, pickupBody } from './checkout-fixtures.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { startSecondInstance } from './second-instance.js';
import { createApiKey, createStaff, type TestStaff } from './staff-fixtures.js';

const CALC = '/order-service/api/order-checkout';
const CREATE = '/order-service/api/http-order-create';
const KYIV_OUTLETS = [OUTLET.khreshchatyk, OUTLET.obolon, OUTLET.poznyaky];
const admin = (outletId: number, productId?: number) =>
  `/admin/v1/outlets/${outletId}/stop-list${productId === undefined ? '' : `/${productId}`}`;
const ops = (outletId: number, productId?: number) =>
  `/ops/v1/outlets/${outletId}/stop-list${productId === undefined ? '' : `/${productId}`}`;

describe.each(databaseKinds())('stop lists (%s)', (kind) => {
  let api: TestApi;
  let owner: TestStaff;

  const menu = async (query: string) =>
    expectContract(
      await api.get(`/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB${query}`),
      ZProductList,
    );
  const soldOut = async (query = '') =>
    (await expectContract(await api.get(`/catalog/v1/soldOut/?rn=1&br=${BR.kyiv}${query}`), ZSoldOut))
      .productIds;
  const auditRows = (kindName: string, productId: number) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, kindName), eq(auditLog.entityId, String(productId))))
      .orderBy(desc(auditLog.id));
  const events = (productId: number) =>
    api.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'stop_list.changed'))
      .orderBy(desc(outboxEvents.id))
      .then((rows) => rows.filter((r) => r.data.productId === productId));

  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await createStaff(api, 'OWNER');
  });
  afterAll(async () => api?.close());

  it('puts a dish on stop through /admin/v1, lists it, and takes it off; each write audited and an event', async () => {
    const put = await expectContract(
      await owner.put(admin(OUTLET.khreshchatyk, P.redDragon), { until: null, reason: 'no eel today' }),
      ZStopListEntry,
    );
    expect(put).toMatchObject({
      productId: P.redDragon,
      until: null,
      reason: 'no eel today',
      isAddon: false,
    });
    expect(put.name.length).toBeGreaterThan(0);

    const list = await expectContract(await owner.get(admin(OUTLET.khreshchatyk)), ZOutletStopList);
    expect(list).toMatchObject({ outletId: OUTLET.khreshchatyk, timeZone: 'Europe/Kyiv' });
    expect(list.data.map((e) => e.productId)).toEqual([P.redDragon]);

    // the outlet's menu and the storefront's live read know it at once
    expect((await menu(`&res=${OUTLET.khreshchatyk}`)).find((p) => p.id === P.redDragon)?.isOnStop).toBe(
      true,
    );
    expect(await soldOut(`&outletId=${OUTLET.khreshchatyk}`)).toContain(P.redDragon);

    const [audit] = await auditRows('stop_list.put', P.redDragon);
    expect(audit).toMatchObject({
      staffId: owner.id,
      entityType: 'product',
      retailNetworkId: 1,
      outletId: OUTLET.khreshchatyk,
      before: { onStop: false },
      after: { onStop: true, until: null, reason: 'no eel today' },
    });
    const [event] = await events(P.redDragon);
    expect(event).toMatchObject({
      retailNetworkId: 1,
      outletId: OUTLET.khreshchatyk,
      data: { outletId: OUTLET.khreshchatyk, productId: P.redDragon, onStop: true, until: null },
    });

    const del = await owner.del(admin(OUTLET.khreshchatyk, P.redDragon));
    expect(del.status).toBe(204);
    expect(await soldOut(`&outletId=${OUTLET.khreshchatyk}`)).not.toContain(P.redDragon);
    expect((await menu(`&res=${OUTLET.khreshchatyk}`)).find((p) => p.id === P.redDragon)?.isOnStop).toBe(
      false,
    );
    expect((await auditRows('stop_list.delete', P.redDragon))[0]).toMatchObject({
      before: { onStop: true, until: null },
      after: { onStop: false },
    });
    expect((await events(P.redDragon))[0]!.data).toEqual({
      outletId: OUTLET.khreshchatyk,
      productId: P.redDragon,
      onStop: false,
      until: null,
    });

    // taking off what is not on stop changes nothing and logs nothing
    const audited = (await auditRows('stop_list.delete', P.redDragon)).length;
    expect((await owner.del(admin(OUTLET.khreshchatyk, P.redDragon))).status).toBe(204);
    expect(await auditRows('stop_list.delete', P.redDragon)).toHaveLength(audited);
  });

  it('counts an entry until its time and no longer, with no clean-up', async () => {
    const until = new Date(Date.now() + 1500).toISOString();
    await expectContract(
      await owner.put(admin(OUTLET.poznyaky, P.philadelphiaLight), { until }),
      ZStopListEntry,
    );
    expect(await soldOut(`&outletId=${OUTLET.poznyaky}`)).toContain(P.philadelphiaLight);
    const calc = await api.post(
      CALC,
      pickupBody(OUTLET.poznyaky, [{ productId: P.philadelphiaLight, count: 1 }]),
    );
    await expectError(calc, 409, 'PRODUCT_ON_STOP');

    await new Promise((r) => setTimeout(r, 1700));
    expect(await soldOut(`&outletId=${OUTLET.poznyaky}`)).not.toContain(P.philadelphiaLight);
    const list = await expectContract(await owner.get(admin(OUTLET.poznyaky)), ZOutletStopList);
    expect(list.data.map((e) => e.productId)).not.toContain(P.philadelphiaLight);
    const again = await api.post(
      CALC,
      pickupBody(OUTLET.poznyaky, [{ productId: P.philadelphiaLight, count: 1 }]),
    );
    expect(again.status).toBe(200);
    // the row is still there: nothing had to delete it
    const rows = await api.database.db
      .select()
      .from(stopListItems)
      .where(
        and(eq(stopListItems.outletId, OUTLET.poznyaky), eq(stopListItems.productId, P.philadelphiaLight)),
      );
    expect(rows).toHaveLength(1);
  });

  it("puts a dish on stop until the end of the outlet's business day, on its own clock", async () => {
    const before = new Date();
    const entry = await expectContract(
      await owner.put(admin(OUTLET.khreshchatyk, P.mallSet), { endOfDay: true }),
      ZStopListEntry,
    );
    const day = await expectContract(
      await owner.get(`/admin/v1/outlets/${OUTLET.khreshchatyk}/day`),
      ZOutletDay,
    );
    const rules = {
      timeZone: day.timeZone,
      openingHours: day.openingHours,
      exceptions: [],
      pausedUntil: null,
      busyExtraMinutes: 0,
      busyUntil: null,
    };
    const expected = [endOfBusinessDay(rules, before), endOfBusinessDay(rules, new Date())].map((d) =>
      d.toISOString(),
    );
    expect(expected).toContain(entry.until);
    // the closing time (or midnight once the day is over) on Kyiv's clock
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Kyiv',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(entry.until!));
    expect(['23:00', '00:00', ...day.openingHours.map((h) => h.closesAt.slice(0, 5))]).toContain(local);
    expect(await soldOut(`&outletId=${OUTLET.khreshchatyk}`)).toContain(P.mallSet);

    // both at once, a time gone by, or an unknown field: 400, nothing changed
    await expectError(
      await owner.put(admin(OUTLET.khreshchatyk, P.mallSet), { endOfDay: true, until: entry.until }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(
      await owner.put(admin(OUTLET.khreshchatyk, P.mallSet), {
        until: new Date(Date.now() - 60_000).toISOString(),
      }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(
      await owner.put(admin(OUTLET.khreshchatyk, P.mallSet), { until: 'tomorrow' }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(
      await owner.put(admin(OUTLET.khreshchatyk, P.mallSet), { hours: 2 }),
      400,
      'VALIDATION_ERROR',
    );
    const list = await expectContract(await owner.get(admin(OUTLET.khreshchatyk)), ZOutletStopList);
    expect(list.data.find((e) => e.productId === P.mallSet)?.until).toBe(entry.until);
    expect((await owner.del(admin(OUTLET.khreshchatyk, P.mallSet))).status).toBe(204);
  });

  it('works through /ops/v1 with an API key, within its scope only', async () => {
    const key = await createApiKey(api, { outletIds: [OUTLET.khreshchatyk] });
    const headers = { authorization: key.authorization, 'content-type': 'application/json' };
    const until = new Date(Date.now() + 3600_000).toISOString();
    const put = await api.get(ops(OUTLET.khreshchatyk, P.redDragon), {
      method: 'PUT',
      headers,
      body: JSON.stringify({ until }),
    });
    expect(await expectContract(put, ZStopListEntry)).toMatchObject({ productId: P.redDragon, until });
    const [audit] = await auditRows('stop_list.put', P.redDragon);
    expect(audit).toMatchObject({ apiKeyId: key.id, staffId: null, outletId: OUTLET.khreshchatyk });
    const list = await expectContract(
      await api.get(ops(OUTLET.khreshchatyk), { headers: { authorization: key.authorization } }),
      ZOutletStopList,
    );
    expect(list.data.map((e) => e.productId)).toContain(P.redDragon);

    // another outlet is out of its scope, whatever the body
    for (const body of [{ until: null }, { nonsense: true }]) {
      const other = await api.get(ops(OUTLET.obolon, P.redDragon), {
        method: 'PUT',
        headers,
        body: JSON.stringify(body),
      });
      await expectError(other, 403, 'FORBIDDEN');
    }
    await expectError(
      await api.get(ops(OUTLET.obolon), { headers: { authorization: key.authorization } }),
      403,
      'FORBIDDEN',
    );
    await expectError(await api.get(ops(OUTLET.khreshchatyk)), 401);
    expect(await soldOut(`&outletId=${OUTLET.obolon}`)).not.toContain(P.redDragon);

    const del = await api.get(ops(OUTLET.khreshchatyk, P.redDragon), {
      method: 'DELETE',
      headers: { authorization: key.authorization },
    });
    expect(del.status).toBe(204);
    expect(await soldOut(`&outletId=${OUTLET.khreshchatyk}`)).not.toContain(P.redDragon);
  });

  it('refuses staff outside their scope (403) and an unknown outlet (404), before reading the body', async () => {
    const staff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
    const manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [2] });
    await expectError(await staff.put(admin(OUTLET.pizzaKyiv, P.pizza), { until: null }), 403, 'FORBIDDEN');
    await expectError(await staff.put(admin(OUTLET.pizzaKyiv, P.pizza), { bogus: 1 }), 403, 'FORBIDDEN');
    await expectError(await staff.get(admin(OUTLET.pizzaKyiv)), 403, 'FORBIDDEN');
    await expectError(await staff.get(`/admin/v1/outlets/${OUTLET.pizzaKyiv}/products`), 403, 'FORBIDDEN');
    await expectError(await staff.del(admin(OUTLET.obolon, P.dragon)), 403, 'FORBIDDEN');
    await expectError(
      await manager.put(admin(OUTLET.khreshchatyk, P.redDragon), { until: null }),
      403,
      'FORBIDDEN',
    );
    await expectError(await staff.get(admin(424242)), 404, 'RESTAURANT_NOT_FOUND');
    // the seeded Dragon at Obolon is still on stop: the refused delete changed nothing
    expect(await soldOut(`&outletId=${OUTLET.obolon}`)).toContain(P.dragon);
    // a write without the CSRF token is refused too
    const noCsrf = await api.get(admin(OUTLET.khreshchatyk, P.redDragon), {
      method: 'PUT',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ until: null }),
    });
    expect(noCsrf.status).toBe(403);
    // in scope: the brand manager of network 2 on the pizza outlet
    expect((await manager.put(admin(OUTLET.pizzaKyiv, P.pizza), { until: null })).status).toBe(200);
    expect((await manager.del(admin(OUTLET.pizzaKyiv, P.pizza))).status).toBe(204);
  });

  it('refuses a product the outlet does not sell (404)', async () => {
    await expectError(
      await owner.put(admin(OUTLET.khreshchatyk, P.pizza), { until: null }),
      404,
      'PRODUCT_NOT_FOUND',
    );
    await expectError(
      await owner.put(admin(OUTLET.khreshchatyk, 999_999), { until: null }),
      404,
      'PRODUCT_NOT_FOUND',
    );
    await expectError(
      await owner.put(admin(OUTLET.khreshchatyk, 0), { until: null }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('offers the picker the products and addons sold at the outlet, by name or article, with their state', async () => {
    await owner.put(admin(OUTLET.khreshchatyk, P.unagi), { until: null });
    const all = await expectContract(
      await owner.get(`/admin/v1/outlets/${OUTLET.khreshchatyk}/products`),
      ZOutletProducts,
    );
    expect(all.data.length).toBeGreaterThan(20);
    expect(all.data.find((p) => p.id === P.pizza)).toBeUndefined();
    const unagi = all.data.find((p) => p.id === P.unagi)!;
    expect(unagi).toMatchObject({ isAddon: true, onStop: true, until: null });
    expect(all.data.find((p) => p.id === P.dragon)).toMatchObject({ isAddon: false, onStop: false });

    const byArticle = await expectContract(
      await owner.get(
        `/admin/v1/outlets/${OUTLET.khreshchatyk}/products?q=${encodeURIComponent(unagi.article)}`,
      ),
      ZOutletProducts,
    );
    expect(byArticle.data.map((p) => p.id)).toContain(P.unagi);
    const word = unagi.name.split(' ')[0]!.toUpperCase();
    const byName = await expectContract(
      await owner.get(`/admin/v1/outlets/${OUTLET.khreshchatyk}/products?q=${encodeURIComponent(word)}`),
      ZOutletProducts,
    );
    expect(byName.data.map((p) => p.id)).toContain(P.unagi);
    expect(byName.data.length).toBeLessThan(all.data.length);
    // names in the member's language when the brand has it (this one writes Ukrainian and Russian)
    const ru = await expectContract(
      await owner.get(`/admin/v1/outlets/${OUTLET.khreshchatyk}/products?lang=ru`),
      ZOutletProducts,
    );
    expect(ru.data.find((p) => p.id === P.unagi)!.name).not.toBe(unagi.name);
    const russian = await createStaff(api, 'OWNER');
    await api.database.db.update(staffUsers).set({ language: 'ru' }).where(eq(staffUsers.id, russian.id));
    const own = await expectContract(await russian.get(admin(OUTLET.khreshchatyk)), ZOutletStopList);
    expect(own.data.find((e) => e.productId === P.unagi)!.name).toBe(
      ru.data.find((p) => p.id === P.unagi)!.name,
    );
    await owner.del(admin(OUTLET.khreshchatyk, P.unagi));
  });

  it('makes the calculation and order creation refuse a stopped dish and a stopped addon', async () => {
    await owner.put(admin(OUTLET.khreshchatyk, P.redDragon), { until: null });
    const dish = await expectError(
      await api.post(CALC, pickupBody(OUTLET.khreshchatyk, [{ productId: P.redDragon, count: 1 }])),
      409,
      'PRODUCT_ON_STOP',
    );
    expect(dish.details).toEqual([
      expect.objectContaining({
        productId: P.redDragon,
        outletId: OUTLET.khreshchatyk,
        message: 'Product is on the stop list',
      }),
    ]);
    // creation checks the stop list even when the client says not to
    const created = await api.post(CREATE, {
      ...deliveryBody([{ productId: P.redDragon, count: 2 }]),
      checkStopList: false,
    });
    await expectError(created, 409, 'PRODUCT_ON_STOP');
    await owner.del(admin(OUTLET.khreshchatyk, P.redDragon));

    await owner.put(admin(OUTLET.khreshchatyk, P.unagi), { until: null });
    const addon = await expectError(
      await api.post(
        CALC,
        deliveryBody([
          { productId: P.dragon, count: 1 },
          { productId: P.unagi, count: 1 },
        ]),
      ),
      409,
      'PRODUCT_ON_STOP',
    );
    expect(addon.details).toEqual([
      expect.objectContaining({ productId: P.unagi, outletId: OUTLET.khreshchatyk }),
    ]);
    await expectError(
      await api.post(
        CREATE,
        deliveryBody([
          { productId: P.dragon, count: 1 },
          { productId: P.unagi, count: 1 },
        ]),
      ),
      409,
      'PRODUCT_ON_STOP',
    );
    // without the stopped addon the dish is sold
    expect((await api.post(CALC, deliveryBody([{ productId: P.dragon, count: 1 }]))).status).toBe(200);
    await owner.del(admin(OUTLET.khreshchatyk, P.unagi));
    expect(
      (
        await api.post(
          CALC,
          deliveryBody([
            { productId: P.dragon, count: 1 },
            { productId: P.unagi, count: 1 },
          ]),
        )
      ).status,
    ).toBe(200);
  });

  it("shows a dish sold out in the city's menu only when every outlet of the city stopped it; per outlet with an address", async () => {
    const [first, second, third] = KYIV_OUTLETS as [number, number, number];
    await owner.put(admin(first, P.philadelphiaLight), { until: null });
    await owner.put(admin(second, P.philadelphiaLight), { until: null });
    const cityMenu = async () => (await menu('')).find((p) => p.id === P.philadelphiaLight)!;
    expect((await cityMenu()).isOnStop).toBe(false);
    expect(await soldOut()).not.toContain(P.philadelphiaLight);

    await owner.put(admin(third, P.philadelphiaLight), { until: null });
    expect((await cityMenu()).isOnStop).toBe(true);
    expect(await soldOut()).toEqual(expect.arrayContaining([P.philadelphiaLight]));
    // Lviv sells it as usual
    const lviv = await expectContract(await api.get(`/catalog/v1/soldOut/?rn=1&br=${BR.lviv}`), ZSoldOut);
    expect(lviv).toEqual({ businessRegionId: BR.lviv, outletId: null, productIds: [] });

    // back at one outlet: the city can be served again, by that outlet
    await owner.del(admin(second, P.philadelphiaLight));
    expect((await cityMenu()).isOnStop).toBe(false);
    expect(await soldOut()).not.toContain(P.philadelphiaLight);
    // a known address is served by its zone's outlet; a chosen restaurant by itself
    const [lng, lat] = AT_KHRESHCHATYK;
    const byAddress = await expectContract(
      await api.get(`/catalog/v1/soldOut/?rn=1&br=${BR.kyiv}&lat=${lat}&lng=${lng}`),
      ZSoldOut,
    );
    expect(byAddress.outletId).toBe(first);
    expect(byAddress.productIds).toContain(P.philadelphiaLight);
    expect(await soldOut(`&outletId=${second}`)).not.toContain(P.philadelphiaLight);
    expect(await soldOut(`&outletId=${second}`)).toContain(P.dragon);
    expect((await menu(`&res=${second}`)).find((p) => p.id === P.philadelphiaLight)?.isOnStop).toBe(false);
    expect((await menu(`&res=${first}`)).find((p) => p.id === P.philadelphiaLight)?.isOnStop).toBe(true);

    // the live read is never cached, and its mistakes are 4xx
    const res = await api.get(`/catalog/v1/soldOut/?rn=1&br=${BR.kyiv}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    await expectError(
      await api.get(`/catalog/v1/soldOut/?rn=1&br=${BR.kyiv}&lat=50.4`),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(
      await api.get(`/catalog/v1/soldOut/?rn=1&br=${BR.kyiv}&outletId=${OUTLET.lviv}`),
      404,
      'RESTAURANT_NOT_FOUND',
    );
    await expectError(await api.get('/catalog/v1/soldOut/?rn=1&br=999'), 400, 'UNKNOWN_BUSINESS_REGION');

    await owner.del(admin(first, P.philadelphiaLight));
    await owner.del(admin(third, P.philadelphiaLight));
  });

  it('reaches a second API instance on the same database within 5 s (its catalogue drops the list)', async () => {
    const second = await startSecondInstance(api);
    try {
      const read = async () =>
        (
          await expectContract(
            await second.get(
              `/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB&res=${OUTLET.khreshchatyk}`,
            ),
            ZProductList,
          )
        ).find((p) => p.id === P.businessLunch)?.isOnStop;
      // warm the second instance's caches first: the change must drop them, not miss them
      expect(await read()).toBe(false);
      expect(await read()).toBe(false);
      const startedAt = Date.now();
      await owner.put(admin(OUTLET.khreshchatyk, P.businessLunch), { until: null });
      while ((await read()) !== true) {
        if (Date.now() - startedAt > 5000) throw new Error('the second instance still sells it after 5 s');
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(Date.now() - startedAt).toBeLessThan(5000);
      await owner.del(admin(OUTLET.khreshchatyk, P.businessLunch));
      const restoredAt = Date.now();
      while ((await read()) !== false) {
        if (Date.now() - restoredAt > 5000)
          throw new Error('the second instance still shows it stopped after 5 s');
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await second.close();
    }
  });
});
