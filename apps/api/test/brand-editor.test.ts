/**
 * Brand settings, cities and outlets (issue 19 item 6) over real HTTP: a manager changes the
 * brand's look and switches and the storefront's /config/v1/init answers them at once; an
 * outlet's hours reach the restaurants API; bad input is refused with nothing written; scope
 * (another brand's manager, outlet staff) and the audit log.
 */
import {
  ZBrandList,
  ZBrandsResponse,
  ZBrandView,
  ZCityList,
  ZCityView,
  ZInitResponse,
  ZOutletProfile,
  ZOutletProfileList,
  ZCity,
  ZRestaurant,
  type TBrandView,
  type TBrandWrite,
  type TOutletProfile,
  type TOutletProfileWrite,
} from '@food/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, brands, businessRegions, outboxEvents, outlets } from '../src/db/schema.js';
import { OUTLET } from './checkout-fixtures.js';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

/** the form's body of a read brand: what the SPA sends back */
function writeOf(view: TBrandView): TBrandWrite {
  const { logoUrl: _logoUrl, ...look } = view.look;
  return {
    name: view.name,
    shortName: view.shortName,
    look: look as TBrandWrite['look'],
    flags: view.flags,
    links: view.links,
    paymentTypes: view.paymentTypes,
    languages: view.languages,
    defaultLanguage: view.defaultLanguage,
    contacts: view.contacts,
    socialLinks: view.socialLinks.map((s) => ({ ...s, name: s.name as 'instagram' })),
    emailPopup: view.emailPopup,
    headerBanner: view.headerBanner as TBrandWrite['headerBanner'],
    domains: view.domains,
    revision: view.revision,
  };
}

function profileOf(o: TOutletProfile): TOutletProfileWrite {
  const { id: _id, retailNetworkId: _rn, ...rest } = o;
  return rest as TOutletProfileWrite;
}

describe.each(databaseKinds())('brand editor (%s)', (kind) => {
  let api: TestApi;
  let manager: TestStaff;
  let otherManager: TestStaff;
  let outletStaff: TestStaff;
  let brandId: number;

  const init = async () => expectContract(await api.get('/config/v1/init?rn=1&slug=kyiv'), ZInitResponse);
  const readBrand = async () => expectContract(await manager.get(`/admin/v1/brands/${brandId}`), ZBrandView);
  const auditOf = (kindName: string, entityId: number) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, kindName), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.id));
  const storedBrand = async () =>
    (await api.database.db.select().from(brands).where(eq(brands.id, brandId)))[0]!;

  beforeAll(async () => {
    api = await startTestApi(kind);
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    otherManager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
    const [row] = await api.database.db
      .select()
      .from(brands)
      .where(eq(brands.retailNetworkId, RN.smUa))
      .orderBy(brands.id);
    brandId = row!.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists only the brands in the manager’s scope', async () => {
    const list = await expectContract(await manager.get('/admin/v1/brands'), ZBrandList);
    // sm-ua and the variants that share its menu (seed/variants.ts)
    expect(new Set(list.brands.map((b) => b.retailNetworkId))).toEqual(new Set([RN.smUa]));
    expect(list.brands[0]?.slug).toBe('sm-ua');
    await expectError(await outletStaff.get('/admin/v1/brands'), 403, 'FORBIDDEN');
  });

  it('changes the main colour and a switch, and /config/v1/init answers them at once', async () => {
    // the storefront has read (and cached) the brand first
    const before = await init();
    expect(before.config.ui.colors.primary).toBe('#c8102e');
    expect(before.config.env.SHOW_COOKIES_NOTICE).toBe(true);
    const view = await readBrand();
    const body = writeOf(view);
    body.look = { ...body.look, primary: '#1E40AF', accent: '#0f766e' };
    body.flags = { ...body.flags, SHOW_COOKIES_NOTICE: false };
    const saved = await expectContract(await manager.put(`/admin/v1/brands/${brandId}`, body), ZBrandView);
    expect(saved.look.primary).toBe('#1e40af');
    expect(saved.warnings).toEqual([]);
    const after = await init();
    expect(after.config.ui.colors.primary).toBe('#1e40af');
    expect(after.config.ui.colors.accent).toBe('#0f766e');
    expect(after.config.ui.buttons.primaryBackground).toBe('#1e40af');
    expect(after.config.env.SHOW_COOKIES_NOTICE).toBe(false);
    // the deployment's own settings stay as they were
    expect(after.config.env.RETAIL_NETWORK_ID).toBe(1);

    const [entry] = await auditOf('brand.update', brandId);
    expect(entry!.retailNetworkId).toBe(RN.smUa);
    expect((entry!.before as { ui: { colors: { primary: string } } }).ui.colors.primary).toBe('#c8102e');
    expect((entry!.after as { ui: { colors: { primary: string } } }).ui.colors.primary).toBe('#1e40af');
    const [event] = await api.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'catalog.changed'))
      .orderBy(desc(outboxEvents.id))
      .limit(1);
    expect(event!.data).toMatchObject({ area: 'brand', ids: [brandId] });
  });

  it('sets the brand’s storefront domains, which /config/v1/brands lists; refuses one another brand has', async () => {
    const body = { ...writeOf(await readBrand()), domains: ['SushiMoon.example ', 'sushi-moon.com.ua'] };
    const saved = await expectContract(await manager.put(`/admin/v1/brands/${brandId}`, body), ZBrandView);
    expect(saved.domains).toEqual(['sushimoon.example', 'sushi-moon.com.ua']);
    const listed = await expectContract(await api.get('/config/v1/brands'), ZBrandsResponse);
    expect(listed.find((b) => b.slug === 'sm-ua')?.domains).toEqual([
      'sushimoon.example',
      'sushi-moon.com.ua',
    ]);
    // a form without the field leaves them as they are
    const { domains: _d, ...without } = writeOf(saved);
    const kept = await expectContract(await manager.put(`/admin/v1/brands/${brandId}`, without), ZBrandView);
    expect(kept.domains).toEqual(['sushimoon.example', 'sushi-moon.com.ua']);

    const [pizza] = await api.database.db.select().from(brands).where(eq(brands.slug, 'pc-ua'));
    await api.database.db
      .update(brands)
      .set({ domains: ['pizzacorner.example'] })
      .where(eq(brands.id, pizza!.id));
    const clash = { ...writeOf(kept), domains: ['pizzacorner.example'] };
    const refused = await expectError(
      await manager.put(`/admin/v1/brands/${brandId}`, clash),
      400,
      'VALIDATION_ERROR',
    );
    expect(JSON.stringify(refused)).toContain('is already the domain of pc-ua');
    const url = { ...writeOf(kept), domains: ['https://sushimoon.example/'] };
    await expectError(await manager.put(`/admin/v1/brands/${brandId}`, url), 400, 'VALIDATION_ERROR');
    expect((await storedBrand()).domains).toEqual(['sushimoon.example', 'sushi-moon.com.ua']);
    await api.database.db.update(brands).set({ domains: [] }).where(eq(brands.id, pizza!.id));
  });

  it('warns about hard-to-read button text but saves it; refuses a colour that is no colour', async () => {
    const body = writeOf(await readBrand());
    body.look = { ...body.look, primary: '#ffeb3b', primaryText: '#ffffff' };
    const saved = await expectContract(await manager.put(`/admin/v1/brands/${brandId}`, body), ZBrandView);
    expect(saved.warnings).toEqual([
      expect.objectContaining({ path: '/look/primaryText', code: 'LOW_CONTRAST' }),
    ]);
    expect(saved.warnings[0]!.ratio).toBeLessThan(4.5);

    const bad = writeOf(saved);
    bad.look = { ...bad.look, primary: 'reddish' };
    await expectError(await manager.put(`/admin/v1/brands/${brandId}`, bad), 400, 'VALIDATION_ERROR');
    expect((await storedBrand()).ui.colors.primary).toBe('#ffeb3b');
  });

  it('refuses a default language outside the languages, no payment type, a bad phone: nothing written', async () => {
    const view = await readBrand();
    const stored = await storedBrand();
    const cases: Array<[Partial<TBrandWrite>, string]> = [
      [{ languages: ['uk'], defaultLanguage: 'en' }, '/defaultLanguage'],
      [{ paymentTypes: [] }, '/paymentTypes'],
      [{ contacts: { supportPhone: '12', supportEmail: '' } }, '/contacts/supportPhone'],
    ];
    for (const [change, path] of cases) {
      const error = await expectError(
        await manager.put(`/admin/v1/brands/${brandId}`, { ...writeOf(view), ...change }),
        400,
        'VALIDATION_ERROR',
      );
      expect(JSON.stringify(error.details)).toContain(path);
    }
    expect(await storedBrand()).toEqual(stored);
  });

  it('takes the payment types and languages the storefront then offers', async () => {
    const body = writeOf(await readBrand());
    body.paymentTypes = ['CASH', 'ONLINE'];
    body.languages = ['uk', 'ru', 'en'];
    body.contacts = { supportPhone: '044 333 27 28', supportEmail: 'care@sushimoon.example' };
    await expectContract(await manager.put(`/admin/v1/brands/${brandId}`, body), ZBrandView);
    const after = await init();
    expect(after.common.paymentTypes).toEqual(['CASH', 'ONLINE']);
    expect(after.config.languages).toEqual(['uk', 'ru', 'en']);
    expect(after.config.supportContact).toEqual({ phone: '+380443332728', email: 'care@sushimoon.example' });
  });

  it('refuses a save over a newer change (409) and keeps the newer one', async () => {
    const stale = writeOf(await readBrand());
    const fresh = writeOf(await readBrand());
    fresh.name = 'Sushi Moon Kyiv';
    await expectContract(await manager.put(`/admin/v1/brands/${brandId}`, fresh), ZBrandView);
    await expectError(
      await manager.put(`/admin/v1/brands/${brandId}`, { ...stale, name: 'Overwrite' }),
      409,
      'BRAND_CHANGED',
    );
    expect((await storedBrand()).name).toBe('Sushi Moon Kyiv');
  });

  it('answers 403 to another brand’s manager and to outlet staff, before looking at the body', async () => {
    await expectError(await otherManager.get(`/admin/v1/brands/${brandId}`), 403, 'FORBIDDEN');
    await expectError(
      await otherManager.put(`/admin/v1/brands/${brandId}`, { nonsense: 1 }),
      403,
      'FORBIDDEN',
    );
    await expectError(await outletStaff.put(`/admin/v1/brands/${brandId}`, {}), 403, 'FORBIDDEN');
    await expectError(
      await otherManager.get(`/admin/v1/cities?retailNetworkId=${RN.smUa}`),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await otherManager.post('/admin/v1/cities', { retailNetworkId: RN.smUa }),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await otherManager.put(`/admin/v1/cities/${BR.kyiv}`, { slug: 'NOT A SLUG' }),
      403,
      'FORBIDDEN',
    );
    // the outlet's own staff keep its day, not its profile
    await expectError(
      await outletStaff.put(`/admin/v1/outlets/${OUTLET.khreshchatyk}/profile`, { phone: 'x' }),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await otherManager.put(`/admin/v1/outlets/${OUTLET.khreshchatyk}/profile`, {}),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await outletStaff.get(`/admin/v1/outlets?retailNetworkId=${RN.smUa}`),
      403,
      'FORBIDDEN',
    );
    await expectError(await manager.put('/admin/v1/outlets/999999/profile', {}), 404, 'RESTAURANT_NOT_FOUND');
  });

  it('changes an outlet’s hours and the restaurants API answers them at once', async () => {
    const restaurants = async () =>
      expectContract(await api.get(`/catalog/v1/restaurants/?rn=1&br=${BR.kyiv}`), z.array(ZRestaurant));
    const before = (await restaurants()).find((r) => r.id === OUTLET.khreshchatyk)!;
    const list = await expectContract(
      await manager.get(`/admin/v1/outlets?retailNetworkId=${RN.smUa}`),
      ZOutletProfileList,
    );
    const outlet = list.outlets.find((o) => o.id === OUTLET.khreshchatyk)!;
    const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      opensAt: '09:30',
      closesAt: day >= 5 ? '01:00' : '22:00',
    }));
    const saved = await expectContract(
      await manager.put(`/admin/v1/outlets/${OUTLET.khreshchatyk}/profile`, {
        ...profileOf(outlet),
        openingHours: hours,
        phone: '+380 44 111 22 33',
      }),
      ZOutletProfile,
    );
    expect(saved.phone).toBe('+380441112233');
    const after = (await restaurants()).find((r) => r.id === OUTLET.khreshchatyk)!;
    expect(after.openingHours).not.toEqual(before.openingHours);
    expect(after.openingHours).toEqual(hours);
    expect(after.phone).toBe('+380441112233');
    const [entry] = await auditOf('outlet.profile', OUTLET.khreshchatyk);
    expect(entry!.outletId).toBe(OUTLET.khreshchatyk);
    expect((entry!.after as { openingHours: unknown }).openingHours).toEqual(hours);
  });

  it('refuses malformed hours, an unknown time zone, coordinates out of range: nothing written', async () => {
    const [stored] = await api.database.db.select().from(outlets).where(eq(outlets.id, OUTLET.obolon));
    const list = await expectContract(
      await manager.get(`/admin/v1/outlets?retailNetworkId=${RN.smUa}`),
      ZOutletProfileList,
    );
    const base = profileOf(list.outlets.find((o) => o.id === OUTLET.obolon)!);
    const cases: Array<[Partial<TOutletProfileWrite> | Record<string, unknown>, string]> = [
      [{ openingHours: [{ day: 1, opensAt: '9:00', closesAt: '22:00' }] }, '/openingHours/0/opensAt'],
      [{ openingHours: [{ day: 1, opensAt: '10:00', closesAt: '09:00' }] }, '/openingHours/0/closesAt'],
      [{ openingHours: [{ day: 8, opensAt: '10:00', closesAt: '22:00' }] }, '/openingHours/0/day'],
      [
        {
          openingHours: [
            { day: 1, opensAt: '10:00', closesAt: '22:00' },
            { day: 1, opensAt: '11:00', closesAt: '23:00' },
          ],
        },
        '/openingHours/1/day',
      ],
      [{ timeZone: 'Europe/Atlantis' }, '/timeZone'],
      [{ latitude: 91 }, '/latitude'],
      [{ longitude: -181 }, '/longitude'],
      [{ phone: 'call us' }, '/phone'],
    ];
    for (const [change, path] of cases) {
      const error = await expectError(
        await manager.put(`/admin/v1/outlets/${OUTLET.obolon}/profile`, { ...base, ...change }),
        400,
        'VALIDATION_ERROR',
      );
      expect(JSON.stringify(error.details)).toContain(path);
    }
    await expectError(
      await manager.put(`/admin/v1/outlets/${OUTLET.obolon}/profile`, {
        ...base,
        businessRegionId: BR.pcKyiv,
      }),
      400,
      'UNKNOWN_BUSINESS_REGION',
    );
    const [after] = await api.database.db.select().from(outlets).where(eq(outlets.id, OUTLET.obolon));
    expect(after).toEqual(stored);
  });

  it('adds a city, refuses a taken slug and an unknown time zone, and renames the default city', async () => {
    const city = {
      retailNetworkId: RN.smUa,
      name: 'Ірпінь',
      slug: 'irpin',
      description: null,
      localization: [
        { language: 'uk', name: 'Ірпінь', seo: { nominativeCase: 'Ірпінь', prepositionalCase: 'в Ірпені' } },
      ],
      timeZone: 'Europe/Kyiv',
      latitude: 50.52,
      longitude: 30.25,
      isActive: true,
      sortOrder: 50,
    };
    const created = await expectContract(await manager.post('/admin/v1/cities', city), ZCityView, 201);
    expect(created.timeZone).toBe('Europe/Kyiv');
    // the storefront's city list has it at once
    const publicCities = await expectContract(await api.get('/catalog/v1/cities/?rn=1'), z.array(ZCity));
    expect(publicCities.map((c) => c.slug)).toContain('irpin');
    const [entry] = await auditOf('city.create', created.id);
    expect(entry).toBeDefined();

    await expectError(
      await manager.post('/admin/v1/cities', { ...city, slug: 'kyiv' }),
      409,
      'CITY_SLUG_TAKEN',
    );
    await expectError(
      await manager.post('/admin/v1/cities', { ...city, slug: 'Kyiv City' }),
      400,
      'VALIDATION_ERROR',
    );
    const error = await expectError(
      await manager.post('/admin/v1/cities', { ...city, slug: 'bucha', timeZone: 'Mars/Olympus' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(error.message).toContain('/timeZone');
    const slugs = (
      await api.database.db
        .select({ slug: businessRegions.slug })
        .from(businessRegions)
        .where(eq(businessRegions.retailNetworkId, RN.smUa))
    ).map((r) => r.slug);
    expect(slugs).not.toContain('bucha');

    const list = await expectContract(
      await manager.get(`/admin/v1/cities?retailNetworkId=${RN.smUa}`),
      ZCityList,
    );
    const kyiv = list.cities.find((c) => c.id === BR.kyiv)!;
    expect(kyiv.isDefault).toBe(true);
    const { id: _id, retailNetworkId: _rn, isDefault: _d, outletCount: _n, ...kyivWrite } = kyiv;
    await expectError(
      await manager.put(`/admin/v1/cities/${BR.kyiv}`, { ...kyivWrite, isActive: false }),
      422,
      'DEFAULT_CITY_REQUIRED',
    );
    await expectError(
      await manager.put(`/admin/v1/cities/${BR.kyiv}`, { ...kyivWrite, slug: 'irpin' }),
      409,
      'CITY_SLUG_TAKEN',
    );
    // the storefront's default city follows its new slug
    await expectContract(
      await manager.put(`/admin/v1/cities/${BR.kyiv}`, { ...kyivWrite, slug: 'kyiv-city' }),
      ZCityView,
    );
    const bare = await expectContract(await api.get('/config/v1/init?rn=1'), ZInitResponse);
    expect(bare.config.defaultCitySlug).toBe('kyiv-city');
    expect(bare.businessRegion.id).toBe(BR.kyiv);
  });
});
