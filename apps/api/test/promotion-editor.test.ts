/**
 * Promotions and content pages in the back office (issue 19 item 5) over real HTTP: promo codes
 * (a GIFT code redeemed in a calculation and an order; a code limited to a city refused in
 * another), bad input refused with nothing written, banners and promotion pages showing on the
 * storefront's APIs at once, legal texts sanitised, scope and the audit log.
 */
import { randomUUID } from 'node:crypto';
import {
  ZAutomaticDiscountView,
  ZBanner,
  ZBannerView,
  ZCheckoutResponse,
  ZOrderCreated,
  ZPromoCodeList,
  ZPromoCodeView,
  ZPromotion,
  ZPromotionPageView,
  ZPromotionOptions,
  ZSiteText,
  ZSiteTextList,
  ZSiteTextView,
} from '@food/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, orderLines, outboxEvents, promoCodes } from '../src/db/schema.js';
import { P, deliveryBody, expectOrderCreatedForm } from './checkout-fixtures.js';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const CALC = '/order-service/api/order-checkout';
const CREATE = '/order-service/api/http-order-create';
const LINES = [{ productId: P.dragon, count: 2 }];
const SINCE = '2026-01-01T00:00:00Z';

const promoCode = (over: Record<string, unknown> = {}) => ({
  retailNetworkId: RN.smUa,
  code: `T${randomUUID().slice(0, 8)}`,
  kind: 'PERCENT',
  value: 10,
  giftProductId: null,
  minOrderAmount: 0,
  startsAt: SINCE,
  expiresAt: null,
  isActive: true,
  maxUsesTotal: null,
  maxUsesPerCustomer: null,
  firstOrderOnly: false,
  businessRegionIds: null,
  ...over,
});

describe.each(databaseKinds())('promotion editor on %s', (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  let manager: TestStaff;
  let pizzaManager: TestStaff;
  let outletStaff: TestStaff;

  beforeAll(async () => {
    // caches as in production: a write must drop them for the change to show at once
    api = await startTestApi(kind, { CATALOG_CACHE_SECONDS: '300' });
    owner = await createStaff(api, 'OWNER');
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    pizzaManager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] });
  });
  afterAll(async () => api?.close());

  const calc = async (code: string, over: Record<string, unknown> = {}) =>
    (
      await expectContract(
        await api.post(CALC, deliveryBody(LINES, { promoCode: code, ...over })),
        ZCheckoutResponse,
      )
    ).orderResponse;
  const audits = (kindName: string, id: number | string) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, kindName), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));

  it('gives the pickers the brand’s languages, cities and dishes', async () => {
    const options = await expectContract(
      await manager.get(`/admin/v1/promotion-options?retailNetworkId=${RN.smUa}&lang=en`),
      ZPromotionOptions,
    );
    expect(options.defaultLanguage).toBe('uk');
    expect(options.cities.map((c) => c.id)).toContain(BR.kyiv);
    expect(options.products.map((p) => p.id)).toContain(P.dragon);
    expect(options.products.map((p) => p.id)).not.toContain(P.soy);
  });

  it('creates a GIFT code that a customer redeems in a calculation and an order', async () => {
    // read first, so the checkout's cache of codes holds the list without the new one
    expect((await calc('GIFTROLL')).promoCode.reason).toBe('NOT_FOUND');
    const created = await expectContract(
      await manager.post(
        '/admin/v1/promo-codes',
        promoCode({ code: ' gift roll ', kind: 'GIFT', value: 0, giftProductId: P.philadelphiaLight }),
      ),
      ZPromoCodeView,
      201,
    );
    expect(created).toMatchObject({
      code: 'GIFTROLL',
      kind: 'GIFT',
      giftProductId: P.philadelphiaLight,
      uses: 0,
    });

    const priced = await calc('giftroll');
    expect(priced.promoCode).toMatchObject({ isSuccess: true, kind: 'GIFT', reason: null });
    expect(priced.promoCode.gift).toMatchObject({ productId: P.philadelphiaLight, count: 1, price: 0 });
    expect(priced.promoCode.gift!.listPrice).toBeGreaterThan(0);
    // the gift is its own line: the cart's products and their price stay as they were
    expect(priced.products.map((p) => p.productId)).toEqual([P.dragon]);
    expect(priced.discount).toBe(0);

    const giftRes = await api.post(CREATE, deliveryBody(LINES, { promoCode: 'GIFT ROLL' }), {
      headers: { 'idempotency-key': randomUUID() },
    });
    // the gift's line in the contract's form too (written without zod)
    await expectOrderCreatedForm(giftRes);
    const order = await expectContract(giftRes, ZOrderCreated, 201);
    const lines = await api.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.orderId));
    const gift = lines.find((l) => l.productId === P.philadelphiaLight);
    expect(gift).toMatchObject({ count: 1, price: 0, amount: 0 });
    expect(gift!.archived).toMatchObject({ isGift: true });
    expect(order.amount).toBe(priced.amount);

    const list = await expectContract(
      await manager.get(`/admin/v1/promo-codes?retailNetworkId=${RN.smUa}`),
      ZPromoCodeList,
    );
    expect(list.data.find((c) => c.id === created.id)?.uses).toBe(1);
    const [audit] = await audits('promo_code.create', created.id);
    expect(audit).toMatchObject({ staffId: manager.id, retailNetworkId: RN.smUa, entityType: 'promo_code' });
    expect(audit!.after).toMatchObject({ code: 'GIFTROLL', kind: 'GIFT' });
    const [event] = await api.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'catalog.changed'))
      .orderBy(desc(outboxEvents.id))
      .limit(1);
    expect(event).toBeDefined();
  });

  it('refuses a code limited to another city, in the calculation and the order', async () => {
    const lviv = await expectContract(
      await manager.post(
        '/admin/v1/promo-codes',
        promoCode({ code: 'LVIVONLY', businessRegionIds: [BR.lviv] }),
      ),
      ZPromoCodeView,
      201,
    );
    expect(lviv.businessRegionIds).toEqual([BR.lviv]);
    const priced = await calc('LVIVONLY');
    expect(priced.promoCode).toMatchObject({ isSuccess: false, reason: 'NOT_IN_CITY' });
    expect(priced.discount).toBe(0);
    const refused = await expectError(
      await api.post(CREATE, deliveryBody(LINES, { promoCode: 'LVIVONLY' }), {
        headers: { 'idempotency-key': randomUUID() },
      }),
      422,
      'PROMO_CODE_NOT_APPLICABLE',
    );
    expect(refused.details).toEqual([{ promoCode: 'LVIVONLY', reason: 'NOT_IN_CITY' }]);

    // the same code opened to Kyiv too works there
    const opened = await expectContract(
      await manager.put(`/admin/v1/promo-codes/${lviv.id}`, {
        ...promoCode({ code: 'LVIVONLY', businessRegionIds: [BR.lviv, BR.kyiv] }),
        retailNetworkId: undefined,
      }),
      ZPromoCodeView,
    );
    expect(opened.businessRegionIds).toEqual([BR.lviv, BR.kyiv]);
    expect((await calc('LVIVONLY')).promoCode.isSuccess).toBe(true);

    // deactivated: it stops working at once and stays listed
    const off = await expectContract(await manager.del(`/admin/v1/promo-codes/${lviv.id}`), ZPromoCodeView);
    expect(off.isActive).toBe(false);
    expect((await calc('LVIVONLY')).promoCode.reason).toBe('NOT_FOUND');
    expect((await audits('promo_code.deactivate', lviv.id))[0]).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it('refuses bad promo codes with a clear 4xx and writes nothing', async () => {
    const count = async () => (await api.database.db.select().from(promoCodes)).length;
    const before = await count();
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [promoCode({ value: 0 }), 422, 'PROMOTION_RULE_VIOLATED'],
      [promoCode({ value: 101 }), 422, 'PROMOTION_RULE_VIOLATED'],
      [promoCode({ kind: 'FIXED', value: 0 }), 422, 'PROMOTION_RULE_VIOLATED'],
      [promoCode({ kind: 'FIXED', value: -5 }), 400, 'VALIDATION_ERROR'],
      [promoCode({ kind: 'GIFT', value: 0, giftProductId: P.pizza }), 422, 'UNKNOWN_PRODUCT'],
      [promoCode({ expiresAt: '2025-01-01T00:00:00Z' }), 422, 'PROMOTION_RULE_VIOLATED'],
      [promoCode({ code: 'demo 10' }), 409, 'DUPLICATE_PROMO_CODE'],
      [promoCode({ businessRegionIds: [BR.pcKyiv] }), 400, 'UNKNOWN_BUSINESS_REGION'],
      [promoCode({ businessRegionIds: [999999] }), 400, 'UNKNOWN_BUSINESS_REGION'],
    ];
    for (const [body, status, code] of bad)
      await expectError(await owner.post('/admin/v1/promo-codes', body), status, code);
    expect(await count()).toBe(before);
  });

  it('creates and edits an automatic promotion', async () => {
    const auto = await expectContract(
      await manager.post('/admin/v1/automatic-discounts', {
        retailNetworkId: RN.smUa,
        businessRegionId: BR.kyiv,
        promotionId: null,
        categoryId: null,
        productIds: [P.redDragon],
        percent: 20,
        daysOfWeek: [7, 6],
        startsTime: '11:00',
        endsTime: '15:00',
        startsAt: '2040-01-01T00:00:00Z',
        endsAt: null,
        combinesWithPromoCodes: true,
        isActive: true,
      }),
      ZAutomaticDiscountView,
      201,
    );
    expect(auto).toMatchObject({ daysOfWeek: [6, 7], startsTime: '11:00', endsTime: '15:00', percent: 20 });
    await expectError(
      await manager.put(`/admin/v1/automatic-discounts/${auto.id}`, {
        ...auto,
        id: undefined,
        retailNetworkId: undefined,
        percent: 0,
      }),
      422,
      'PROMOTION_RULE_VIOLATED',
    );
    await expectError(
      await manager.put(`/admin/v1/automatic-discounts/${auto.id}`, {
        businessRegionId: null,
        promotionId: null,
        categoryId: null,
        productIds: null,
        percent: 101,
        daysOfWeek: [1],
        startsTime: null,
        endsTime: null,
        startsAt: '2040-01-01T00:00:00Z',
        endsAt: null,
        combinesWithPromoCodes: false,
        isActive: true,
      }),
      422,
      'PROMOTION_RULE_VIOLATED',
    );
    expect((await manager.del(`/admin/v1/automatic-discounts/${auto.id}`)).status).toBe(204);
    expect(await audits('automatic_discount.delete', auto.id)).toHaveLength(1);
  });

  it('shows a new banner on the storefront at once', async () => {
    const banners = async () =>
      expectContract(await api.get(`/catalog/v1/banners/?rn=1&br=${BR.kyiv}&target=WEB`), z.array(ZBanner));
    const before = await banners();
    const banner = await expectContract(
      await manager.post('/admin/v1/banners', {
        retailNetworkId: RN.smUa,
        businessRegionId: null,
        title: { uk: 'Нові роли', ru: 'Новые роллы' },
        subtitle: { uk: 'Щодня' },
        imageKey: 'banners/new-rolls',
        link: '/promotions/new-rolls',
        targets: ['WEB'],
        sortOrder: -1,
        activeFrom: null,
        activeTo: null,
      }),
      ZBannerView,
      201,
    );
    const after = await banners();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ id: banner.id, title: 'Нові роли', link: '/promotions/new-rolls' });
    await expectError(
      await manager.put(`/admin/v1/banners/${banner.id}`, {
        title: { ru: 'только по-русски' },
        imageKey: 'x',
        targets: ['WEB'],
      }),
      422,
      'DEFAULT_LANGUAGE_REQUIRED',
    );
    await expectError(
      await manager.put(`/admin/v1/banners/${banner.id}`, {
        title: { uk: 'x' },
        imageKey: 'x',
        targets: ['WEB'],
        link: 'javascript:alert(1)',
      }),
      422,
      'PROMOTION_RULE_VIOLATED',
    );
    expect((await manager.del(`/admin/v1/banners/${banner.id}`)).status).toBe(204);
    expect(await banners()).toHaveLength(before.length);
  });

  it('shows a promotion page edit on the storefront’s promotions API, its body sanitised', async () => {
    const page = (slug: string) => api.get(`/catalog/v1/promotions/${slug}?rn=1&br=${BR.kyiv}&lang=uk`);
    const created = await expectContract(
      await manager.post('/admin/v1/promotions', {
        retailNetworkId: RN.smUa,
        businessRegionId: null,
        slug: 'editor-test',
        title: { uk: 'Тиждень ролів' },
        body: {
          uk: '## Умови\n\n**Знижка** на роли<script>alert(1)</script><img src="x" onerror="alert(1)">',
        },
        imageKey: 'promotions/editor-test',
        productIds: [P.dragon, P.redDragon],
        promoCode: 'demo 10',
        startsAt: SINCE,
        endsAt: null,
        sortOrder: 0,
      }),
      ZPromotionPageView,
      201,
    );
    expect(created.promoCode).toBe('DEMO10');
    expect(created.body.uk).toContain('<h2>Умови</h2>');
    expect(created.body.uk).not.toMatch(/script|onerror|alert/);
    const shown = await expectContract(await page('editor-test'), ZPromotion);
    expect(shown.title).toBe('Тиждень ролів');
    expect(shown.products.map((p) => p.id).sort()).toEqual([P.dragon, P.redDragon].sort());

    await expectContract(
      await manager.put(`/admin/v1/promotions/${created.id}`, {
        businessRegionId: null,
        slug: 'editor-test',
        title: { uk: 'Тиждень ролів −20%' },
        body: { uk: 'Нові умови' },
        imageKey: 'promotions/editor-test',
        productIds: [P.dragon],
        promoCode: null,
        startsAt: SINCE,
        endsAt: null,
        sortOrder: 0,
      }),
      ZPromotionPageView,
    );
    const edited = await expectContract(await page('editor-test'), ZPromotion);
    expect(edited.title).toBe('Тиждень ролів −20%');
    expect(edited.products.map((p) => p.id)).toEqual([P.dragon]);

    // a duplicate slug, an end before the start, a dish of another brand: refused
    const again = { ...created, id: undefined, imageUrl: undefined, body: {}, retailNetworkId: RN.smUa };
    await expectError(await manager.post('/admin/v1/promotions', again), 409, 'DUPLICATE_SLUG');
    await expectError(
      await manager.post('/admin/v1/promotions', { ...again, slug: 'other', endsAt: '2025-01-01T00:00:00Z' }),
      422,
      'PROMOTION_RULE_VIOLATED',
    );
    await expectError(
      await manager.post('/admin/v1/promotions', { ...again, slug: 'other', productIds: [P.pizza] }),
      422,
      'UNKNOWN_PRODUCT',
    );
    expect((await manager.del(`/admin/v1/promotions/${created.id}`)).status).toBe(204);
    await expectError(await page('editor-test'), 404, 'PROMOTION_NOT_FOUND');
  });

  it('stores a legal text without its script, and a city override shows in that city only', async () => {
    const texts = await expectContract(
      await manager.get(`/admin/v1/site-texts?retailNetworkId=${RN.smUa}`),
      ZSiteTextList,
    );
    const privacy = texts.data.find(
      (t) => t.kind === 'PRIVACY' && t.language === 'uk' && t.businessRegionId === null,
    )!;
    const saved = await expectContract(
      await manager.put(`/admin/v1/site-texts/${privacy.id}`, {
        title: 'Політика конфіденційності',
        body: '# Дані\n\nМи бережемо <b>ваші</b> дані.<script>fetch("/steal")</script><a href="javascript:alert(1)" onclick="x()">тут</a>',
      }),
      ZSiteTextView,
    );
    expect(saved.html).toBe('<h2>Дані</h2>\n<p>Ми бережемо <b>ваші</b> дані.<a>тут</a></p>');
    const shown = await expectContract(
      await api.post('/site/api/privacy', { retailNetworkId: 1, businessRegionId: BR.kyiv }),
      ZSiteText,
    );
    expect(shown.html).toBe(saved.html);
    const [audit] = await audits('site_text.update', privacy.id);
    expect(audit).toMatchObject({ staffId: manager.id, after: { html: saved.html } });

    const override = await expectContract(
      await manager.post('/admin/v1/site-texts', {
        retailNetworkId: RN.smUa,
        businessRegionId: BR.lviv,
        kind: 'PRIVACY',
        language: 'uk',
        title: 'Львів',
        body: 'Лише для Львова',
      }),
      ZSiteTextView,
      201,
    );
    const inLviv = await expectContract(
      await api.post('/site/api/privacy', { retailNetworkId: 1, businessRegionId: BR.lviv }),
      ZSiteText,
    );
    expect(inLviv.html).toBe('<p>Лише для Львова</p>');
    await expectError(
      await manager.post('/admin/v1/site-texts', {
        ...override,
        id: undefined,
        updatedAt: undefined,
        html: undefined,
        body: 'x',
      }),
      409,
      'DUPLICATE_SITE_TEXT',
    );
    await expectError(
      await manager.del(`/admin/v1/site-texts/${privacy.id}`),
      422,
      'PROMOTION_RULE_VIOLATED',
    );
    expect((await manager.del(`/admin/v1/site-texts/${override.id}`)).status).toBe(204);
  });

  it('previews Markdown as the server would store it', async () => {
    const res = await manager.post('/admin/v1/rich-text/preview', { body: '*hi*<script>x</script>' });
    expect(await res.json()).toEqual({ html: '<p><em>hi</em></p>' });
  });

  it('answers 403 outside the caller’s brands, before looking at the body, and writes nothing', async () => {
    const [pizzaCode] = await api.database.db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(eq(promoCodes.retailNetworkId, RN.pcUa))
      .limit(1);
    const refusals: Array<[TestStaff, string, string, unknown]> = [
      [manager, 'GET', `/admin/v1/promo-codes?retailNetworkId=${RN.pcUa}`, undefined],
      [manager, 'POST', '/admin/v1/promo-codes', { retailNetworkId: RN.pcUa, value: 'bad body' }],
      [pizzaManager, 'POST', '/admin/v1/banners', { retailNetworkId: RN.smUa }],
      [outletStaff, 'GET', `/admin/v1/site-texts?retailNetworkId=${RN.smUa}`, undefined],
      [outletStaff, 'POST', '/admin/v1/promo-codes', promoCode()],
      [outletStaff, 'POST', '/admin/v1/promo-codes', {}],
    ];
    if (pizzaCode)
      refusals.push([manager, 'PUT', `/admin/v1/promo-codes/${pizzaCode.id}`, { nonsense: true }]);
    for (const [who, method, path, body] of refusals) {
      const res =
        method === 'GET'
          ? await who.get(path)
          : method === 'PUT'
            ? await who.put(path, body)
            : await who.post(path, body);
      await expectError(res, 403, 'FORBIDDEN');
    }
    await expectError(
      await manager.put('/admin/v1/promo-codes/99999999', { ...promoCode(), retailNetworkId: undefined }),
      404,
      'PROMO_CODE_NOT_FOUND',
    );
  });
});
