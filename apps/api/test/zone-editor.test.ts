/**
 * The delivery-zone editor (issue 19 items 4 and 9) over real HTTP: a brand manager lists a city's
 * zones with their overlaps, edits, drafts, publishes, restores, creates and deletes zones; bad
 * polygons and numbers are refused with nothing written; scope; the audit log; the same writes
 * through /ops/v1; and the storefront's zone list and address check see each publish at once on
 * this instance (its caches are on: 30 s by default).
 */
import {
  ZAdminZone,
  ZAdminZones,
  ZDeliveryZoneCheck,
  ZZoneVersions,
  type TAdminZone,
  type TZoneWrite,
} from '@food/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveryZones, outboxEvents } from '../src/db/schema.js';
import { OUTLET } from './checkout-fixtures.js';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createApiKey, createStaff, type TestStaff } from './staff-fixtures.js';

const KHRESHCHATYK = { lat: 50.4474, lng: 30.5219 }; // outlet 1001, inside its inner zone
const FIELDS_NEAR_ZHYTOMYR = { lat: 50.1, lng: 28.9 }; // in no zone of any city
const LIST = `/admin/v1/zones?retailNetworkId=${RN.smUa}&businessRegionId=${BR.kyiv}`;

/** A square of `half` degrees around a point, as [lng, lat] (open: the API closes it). */
const squareAround = ({ lat, lng }: { lat: number; lng: number }, half = 0.02): [number, number][] => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
];

const writeOf = (z: TAdminZone): TZoneWrite => ({
  outletId: z.outletId,
  name: z.name,
  polygon: z.polygon,
  deliveryPrice: z.deliveryPrice,
  freeDeliveryThreshold: z.freeDeliveryThreshold,
  minOrderAmount: z.minOrderAmount,
  deliveryTimeMinutes: z.deliveryTimeMinutes,
  priority: z.priority,
  color: z.color,
});

describe.each(databaseKinds())('zone editor on %s', (kind) => {
  let api: TestApi;
  let manager: TestStaff;
  let otherManager: TestStaff;
  let outletStaff: TestStaff;
  let inner: TAdminZone;

  const check = async (p: { lat: number; lng: number }) =>
    expectContract(
      await api.get(`/catalog/v1/deliveryZones/check?rn=1&br=${BR.kyiv}&lat=${p.lat}&lng=${p.lng}`),
      ZDeliveryZoneCheck,
    );
  const storefrontZones = async () =>
    (await (await api.get(`/catalog/v1/deliveryZones/?rn=1&br=${BR.kyiv}`)).json()) as Array<{
      id: number;
      deliveryPrice: number;
    }>;
  const list = async () => expectContract(await manager.get(LIST), ZAdminZones);
  const auditOf = (zoneId: number) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'delivery_zone'), eq(auditLog.entityId, String(zoneId))))
      .orderBy(desc(auditLog.id));
  const zoneCount = async () => (await api.database.db.select().from(deliveryZones)).length;

  beforeAll(async () => {
    api = await startTestApi(kind);
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    otherManager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
    const body = await list();
    inner = body.zones.find((z) => z.outletId === OUTLET.khreshchatyk && z.priority === 0)!;
  });
  afterAll(async () => api?.close());

  it("lists a city's zones with their overlaps, each with its winner and the rule in words", async () => {
    const body = await list();
    expect(body.defaultLanguage).toBe('uk');
    expect(body.outlets.map((o) => o.id)).toEqual(expect.arrayContaining([1001, 1002, 1003]));
    expect(body.zones.length).toBeGreaterThanOrEqual(6);
    expect(body.zones.every((z) => z.version === 0 && z.draft === null)).toBe(true);
    const outer = body.zones.find((z) => z.outletId === OUTLET.khreshchatyk && z.priority === 1)!;
    const ring = body.overlaps.find((o) => o.zoneIds.includes(inner.id) && o.zoneIds.includes(outer.id));
    expect(ring).toMatchObject({ winnerId: inner.id, decidedBy: 'priority' });
    expect(ring!.rule).toBe(
      `Zone ${inner.id} serves the shared area: the zone with the smaller priority wins (0 before 1).`,
    );
    // the storefront agrees: at the outlet (in both rings) the inner ring serves
    expect((await check(KHRESHCHATYK)).zone?.zoneId).toBe(inner.id);
  });

  it('publishes an edit: the storefront list and the address check see it at once; versions 1 (seed) and 2', async () => {
    // warm the storefront's caches first
    expect((await storefrontZones()).find((z) => z.id === inner.id)?.deliveryPrice).toBe(5900);
    expect((await check(KHRESHCHATYK)).zone?.deliveryPrice).toBe(5900);

    const edited = await expectContract(
      await manager.put(`/admin/v1/zones/${inner.id}`, { ...writeOf(inner), deliveryPrice: 4500 }),
      ZAdminZone,
    );
    expect(edited).toMatchObject({ deliveryPrice: 4500, version: 2, draft: null });
    expect((await storefrontZones()).find((z) => z.id === inner.id)?.deliveryPrice).toBe(4500);
    expect((await check(KHRESHCHATYK)).zone?.deliveryPrice).toBe(4500);

    const versions = await expectContract(
      await manager.get(`/admin/v1/zones/${inner.id}/versions`),
      ZZoneVersions,
    );
    expect(versions.map((v) => [v.version, v.by])).toEqual([
      [2, expect.stringContaining('Test brand_manager')],
      [1, null],
    ]);
    const [entry] = await auditOf(inner.id);
    expect(entry).toMatchObject({
      kind: 'zone.update',
      staffId: manager.id,
      retailNetworkId: RN.smUa,
      before: expect.objectContaining({ deliveryPrice: 5900 }),
      after: expect.objectContaining({ deliveryPrice: 4500, version: 2 }),
    });
  });

  it('keeps a draft off the storefront until it is published; a discarded draft is gone', async () => {
    const drafted = await expectContract(
      await manager.put(`/admin/v1/zones/${inner.id}/draft`, { ...writeOf(inner), deliveryPrice: 3900 }),
      ZAdminZone,
    );
    expect(drafted).toMatchObject({ deliveryPrice: 4500, draft: { payload: { deliveryPrice: 3900 } } });
    expect((await check(KHRESHCHATYK)).zone?.deliveryPrice).toBe(4500);
    expect((await list()).zones.find((z) => z.id === inner.id)?.draft?.payload.deliveryPrice).toBe(3900);

    const published = await expectContract(
      await manager.post(`/admin/v1/zones/${inner.id}/draft/publish`),
      ZAdminZone,
    );
    expect(published).toMatchObject({ deliveryPrice: 3900, draft: null, version: 3 });
    expect((await check(KHRESHCHATYK)).zone?.deliveryPrice).toBe(3900);
    await expectError(
      await manager.post(`/admin/v1/zones/${inner.id}/draft/publish`),
      404,
      'DRAFT_NOT_FOUND',
    );

    await expectContract(
      await manager.put(`/admin/v1/zones/${inner.id}/draft`, { ...writeOf(inner), deliveryPrice: 100 }),
      ZAdminZone,
    );
    expect((await manager.del(`/admin/v1/zones/${inner.id}/draft`)).status).toBe(204);
    expect((await list()).zones.find((z) => z.id === inner.id)?.draft).toBeNull();
    expect((await check(KHRESHCHATYK)).zone?.deliveryPrice).toBe(3900);
    expect((await auditOf(inner.id)).slice(0, 4).map((a) => a.kind)).toEqual([
      'zone.draft.discard',
      'zone.draft.save',
      'zone.draft.publish',
      'zone.draft.save',
    ]);
  });

  it('restores the seed version as the next version', async () => {
    const restored = await expectContract(
      await manager.post(`/admin/v1/zones/${inner.id}/versions/1/restore`),
      ZAdminZone,
    );
    expect(restored).toMatchObject({ deliveryPrice: 5900, version: 4 });
    expect((await check(KHRESHCHATYK)).zone?.deliveryPrice).toBe(5900);
    const [entry] = await auditOf(inner.id);
    expect(entry).toMatchObject({
      kind: 'zone.restore',
      after: expect.objectContaining({ version: 4, restoredVersion: 1, deliveryPrice: 5900 }),
    });
    await expectError(
      await manager.post(`/admin/v1/zones/${inner.id}/versions/99/restore`),
      404,
      'VERSION_NOT_FOUND',
    );
  });

  it('creates a zone the address check serves at once, and deletes it', async () => {
    expect((await check(FIELDS_NEAR_ZHYTOMYR)).inZone).toBe(false);
    const created = await expectContract(
      await manager.post('/admin/v1/zones', {
        businessRegionId: BR.kyiv,
        outletId: OUTLET.obolon,
        name: { uk: 'Поля', ru: 'Поля' },
        polygon: [squareAround(FIELDS_NEAR_ZHYTOMYR)],
        deliveryPrice: 19900,
        freeDeliveryThreshold: null,
        minOrderAmount: 100000,
        deliveryTimeMinutes: 120,
        priority: 2,
        color: '#AA3300',
      }),
      ZAdminZone,
      201,
    );
    expect(created).toMatchObject({ version: 1, color: '#aa3300', retailNetworkId: RN.smUa });
    // stored closed
    expect(created.polygon[0]).toHaveLength(5);
    expect((await check(FIELDS_NEAR_ZHYTOMYR)).zone).toMatchObject({
      zoneId: created.id,
      outletId: OUTLET.obolon,
      deliveryPrice: 19900,
    });
    expect((await auditOf(created.id))[0]).toMatchObject({ kind: 'zone.create' });

    expect((await manager.del(`/admin/v1/zones/${created.id}`)).status).toBe(204);
    expect((await check(FIELDS_NEAR_ZHYTOMYR)).inZone).toBe(false);
    expect((await auditOf(created.id))[0]).toMatchObject({
      kind: 'zone.delete',
      before: expect.objectContaining({ deliveryPrice: 19900 }),
      after: null,
    });
    await expectError(await manager.del(`/admin/v1/zones/${created.id}`), 404, 'ZONE_NOT_FOUND');
  });

  it('refuses bad polygons, numbers and outlets with their codes, and writes nothing', async () => {
    const before = await zoneCount();
    const base = { ...writeOf(inner), deliveryPrice: 1 };
    const same: [number, number] = [30.5, 50.4];
    const tooFew = await expectError(
      await manager.put(`/admin/v1/zones/${inner.id}`, { ...base, polygon: [[same, same, same]] }),
      422,
      'ZONE_TOO_FEW_POINTS',
    );
    expect(tooFew.message).toMatch(/at least 3/);
    const bowTie = await expectError(
      await manager.put(`/admin/v1/zones/${inner.id}`, {
        ...base,
        polygon: [
          [
            [30.5, 50.4],
            [30.6, 50.5],
            [30.6, 50.4],
            [30.5, 50.5],
          ],
        ],
      }),
      422,
      'ZONE_SELF_INTERSECTS',
    );
    expect(bowTie.details).toEqual([{ path: '/polygon', where: [[30.55, 50.45]] }]);
    await expectError(
      await manager.post('/admin/v1/zones', {
        ...base,
        businessRegionId: BR.kyiv,
        polygon: [[...squareAround(KHRESHCHATYK), [30.5, 91]]],
      }),
      422,
      'ZONE_POLYGON_INVALID',
    );
    const negative = await expectError(
      await manager.put(`/admin/v1/zones/${inner.id}`, {
        ...base,
        deliveryPrice: -100,
        deliveryTimeMinutes: 0,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(negative.details).toEqual([
      expect.objectContaining({ path: '/deliveryPrice' }),
      expect.objectContaining({ path: '/deliveryTimeMinutes' }),
    ]);
    await expectError(
      await manager.put(`/admin/v1/zones/${inner.id}`, { ...base, outletId: OUTLET.lviv }),
      422,
      'UNKNOWN_OUTLET',
    );
    await expectError(
      await manager.put(`/admin/v1/zones/${inner.id}`, { ...base, name: { ru: 'Без украинского' } }),
      422,
      'DEFAULT_LANGUAGE_REQUIRED',
    );
    expect(await zoneCount()).toBe(before);
    expect((await check(KHRESHCHATYK)).zone?.deliveryPrice).toBe(5900);
  });

  it("answers 403 to another brand's manager and to outlet staff, even with a bad body", async () => {
    await expectError(await otherManager.get(LIST), 403, 'FORBIDDEN');
    await expectError(
      await otherManager.put(`/admin/v1/zones/${inner.id}`, { nonsense: true }),
      403,
      'FORBIDDEN',
    );
    await expectError(await otherManager.del(`/admin/v1/zones/${inner.id}`), 403, 'FORBIDDEN');
    await expectError(
      await otherManager.post('/admin/v1/zones', { businessRegionId: BR.kyiv, junk: 1 }),
      403,
      'FORBIDDEN',
    );
    await expectError(await outletStaff.get(LIST), 403, 'FORBIDDEN');
    await expectError(await outletStaff.put(`/admin/v1/zones/${inner.id}`, writeOf(inner)), 403, 'FORBIDDEN');
    await expectError(await outletStaff.get(`/admin/v1/zones/${inner.id}/versions`), 403, 'FORBIDDEN');
  });

  it('takes the same writes through /ops/v1 with a key of the brand, and refuses another brand’s key', async () => {
    const key = await createApiKey(api, { retailNetworkIds: [RN.smUa] });
    const stranger = await createApiKey(api, { retailNetworkIds: [RN.pcUa] });
    const ops = (method: string, path: string, body: unknown, authorization: string) =>
      fetch(api.url + path, {
        method,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const body = {
      businessRegionId: BR.kyiv,
      outletId: OUTLET.khreshchatyk,
      name: { uk: 'Поля' },
      polygon: [squareAround(FIELDS_NEAR_ZHYTOMYR)],
      deliveryPrice: 9900,
      freeDeliveryThreshold: 200000,
      minOrderAmount: 0,
      deliveryTimeMinutes: 90,
      priority: 0,
      color: '#123456',
    };
    await expectError(await ops('POST', '/ops/v1/zones', body, stranger.authorization), 403, 'FORBIDDEN');
    const created = await expectContract(
      await ops('POST', '/ops/v1/zones', body, key.authorization),
      ZAdminZone,
      201,
    );
    const { businessRegionId: _city, ...write } = body;
    const edited = await expectContract(
      await ops('PUT', `/ops/v1/zones/${created.id}`, { ...write, deliveryPrice: 8900 }, key.authorization),
      ZAdminZone,
    );
    expect(edited).toMatchObject({ deliveryPrice: 8900, version: 2 });
    expect((await check(FIELDS_NEAR_ZHYTOMYR)).zone?.deliveryPrice).toBe(8900);
    await expectError(
      await ops('DELETE', `/ops/v1/zones/${created.id}`, undefined, stranger.authorization),
      403,
      'FORBIDDEN',
    );
    expect((await ops('DELETE', `/ops/v1/zones/${created.id}`, undefined, key.authorization)).status).toBe(
      204,
    );
    expect((await check(FIELDS_NEAR_ZHYTOMYR)).inZone).toBe(false);
    const entries = await auditOf(created.id);
    expect(entries.map((e) => [e.kind, e.apiKeyId])).toEqual([
      ['zone.delete', key.id],
      ['zone.update', key.id],
      ['zone.create', key.id],
    ]);
    // each write told the world: a catalog.changed of the zones area naming the zone
    const events = (
      await api.database.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'catalog.changed'))
    ).filter((e) => (e.data.ids as unknown[] | undefined)?.includes(created.id));
    expect(events.map((e) => [e.retailNetworkId, e.data.area])).toEqual([
      [RN.smUa, 'zones'],
      [RN.smUa, 'zones'],
      [RN.smUa, 'zones'],
    ]);
  });
});
