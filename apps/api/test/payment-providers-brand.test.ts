/**
 * Issue 21 item 6: a brand's payment providers are set in the back office's brand editor (env
 * PAYMENT_PROVIDERS, in order of preference). The editor shows which providers this deployment has
 * and which one the brand uses now; a choice none of whose providers is here leaves the brand with
 * payment on receipt only, at once, in the storefront's config too.
 */
import { ZBrandView, ZInitResponse, type TBrandView, type TBrandWrite } from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../src/db/schema.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

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
    revision: view.revision,
  };
}

describe.each(databaseKinds())('payment providers in the brand editor on %s', (kind) => {
  let api: TestApi;
  let manager: TestStaff;
  let brandId: number;
  beforeAll(async () => {
    // no cache: the storefront's config follows a save at once
    api = await startTestApi(kind, { CATALOG_CACHE_SECONDS: '0' });
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [3] });
    const [row] = await api.database.db
      .select()
      .from(brands)
      .where(eq(brands.retailNetworkId, 3))
      .orderBy(brands.id);
    brandId = row!.id;
  });
  afterAll(() => api?.close());

  const view = async () => expectContract(await manager.get(`/admin/v1/brands/${brandId}`), ZBrandView);
  const save = async (change: Partial<TBrandWrite>) =>
    manager.put(`/admin/v1/brands/${brandId}`, { ...writeOf(await view()), ...change });
  const offered = async () =>
    (await expectContract(await api.get('/config/v1/init?rn=3&target=WEB'), ZInitResponse)).common
      .paymentTypes;

  it('shows the brand’s choice, what this server has and what is in use', async () => {
    // the demo's `stripe,test` on a server without Stripe keys: the test page
    expect(await view()).toMatchObject({
      paymentProviders: ['stripe', 'test'],
      configuredProviders: ['test'],
      paymentProvider: 'test',
    });
  });

  it('saves a choice; with none of its providers here the brand offers payment on receipt only', async () => {
    try {
      const saved = await expectContract(await save({ paymentProviders: ['stripe'] }), ZBrandView);
      expect(saved).toMatchObject({ paymentProviders: ['stripe'], paymentProvider: null });
      expect(await offered()).toEqual(['CARD', 'CASH']);
      // an editor that does not send the field changes nothing
      await expectContract(await save({ name: 'Sushi Moon UAE' }), ZBrandView);
      expect((await view()).paymentProviders).toEqual(['stripe']);
      // empty: the deployment's PAYMENT_PROVIDER (test here), the key removed
      expect(await expectContract(await save({ paymentProviders: [] }), ZBrandView)).toMatchObject({
        paymentProviders: [],
        paymentProvider: 'test',
      });
      const [row] = await api.database.db.select().from(brands).where(eq(brands.id, brandId));
      expect(row!.env).not.toHaveProperty('PAYMENT_PROVIDERS');
      expect(await offered()).toEqual(['ONLINE', 'APPLE_PAY', 'GOOGLE_PAY', 'CARD', 'CASH']);
    } finally {
      await expectContract(await save({ paymentProviders: ['stripe', 'test'] }), ZBrandView);
    }
  });

  it('refuses an unknown or repeated provider, changing nothing', async () => {
    const before = await view();
    await expectError(await save({ paymentProviders: ['test', 'test'] }), 400, 'VALIDATION_ERROR');
    await expectError(
      await save({ paymentProviders: ['paypal'] as unknown as TBrandWrite['paymentProviders'] }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await view()).toEqual(before);
  });
});
