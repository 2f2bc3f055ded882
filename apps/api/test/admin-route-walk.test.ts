/**
 * ARCHITECTURE.md: every /admin/v1 and /ops/v1 route answers 401 without credentials and 403
 * outside the caller's scope. This walks the real route table (recorded as the app registers it,
 * staff/route-registry.ts), so a route added later is walked without touching this file; a route
 * with a place parameter this file cannot fill fails the test until it says how (PLACE_PARAMS).
 *
 * Out of scope here means another brand's place: outlet 2001 (the pizza brand, 2), an order of
 * it, a member, an API key or a webhook of brand 2, asked for by outlet staff of 1001 (and, on
 * /ops, by an API key of outlet 1001). Writes carry the CSRF token and a body of `{}`, so the 403
 * is about scope: guards run before validation (CONTRIBUTING.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { REPORT_NAMES } from '@food/contracts';
import {
  automaticDiscounts,
  banners,
  brands,
  categories,
  deliveryZones,
  feedbacks,
  jobs,
  outboxEvents,
  products,
  promoCodes,
  promotions,
  siteTexts,
  webhookDeliveries,
  webhooks,
} from '../src/db/schema.js';
import { recordedRoutes, type RecordedRoute } from '../src/modules/staff/route-registry.js';
import { P } from './checkout-fixtures.js';
import { createCustomer, insertOrder } from './customer-fixtures.js';
import { BR, RN, databaseKinds, startTestApi, type TestApi } from './harness.js';
import { createApiKey, createStaff, type TestStaff } from './staff-fixtures.js';

/** Routes only an owner may call, whatever else the table says. */
const OWNER_ONLY = [
  'GET /admin/v1/settings',
  'PATCH /admin/v1/settings',
  'GET /admin/v1/audit',
  'GET /admin/v1/vitals',
  'GET /admin/v1/jobs',
  'POST /admin/v1/jobs/:id/retry',
  'DELETE /admin/v1/jobs/:id',
];

/** Query parameters that name a place, and another brand's value for each. */
const PLACE_QUERY: Record<string, string> = { outletId: '2001', retailNetworkId: String(RN.pcUa) };

/**
 * The routes the contract names (ARCHITECTURE.md, the API list): the walk is only worth
 * something while they are in the table it walks.
 */
const EXPECTED = [
  'POST /admin/v1/auth/sign-in',
  'GET /admin/v1/me',
  'GET /admin/v1/staff',
  'GET /admin/v1/audit',
  'GET /admin/v1/orders/:id',
  'POST /admin/v1/orders/:id/status',
  'POST /admin/v1/orders/:id/refunds',
  'PUT /admin/v1/outlets/:outletId/stop-list/:productId',
  'GET /admin/v1/outlets/:outletId/day',
  'DELETE /admin/v1/api-keys/:id',
  'GET /admin/v1/webhooks/:id/deliveries',
  'GET /ops/v1/orders',
  'POST /ops/v1/orders/:id/status',
  'PUT /ops/v1/outlets/:outletId/stop-list/:productId',
  'DELETE /ops/v1/outlets/:outletId/stop-list/:productId',
  'PATCH /ops/v1/products/:productId',
  'POST /ops/v1/webhooks',
  'DELETE /ops/v1/webhooks/:id',
  'PUT /admin/v1/products/:productId',
  'POST /admin/v1/products/:productId/versions/:version/restore',
  'PUT /ops/v1/products/by-article/:article',
  'POST /admin/v1/media/images',
  'GET /admin/v1/outlets/:outletId/staff-alerts',
  'PUT /admin/v1/outlets/:outletId/staff-alerts',
  'POST /admin/v1/outlets/:outletId/staff-alerts/test',
  // issue 23 item 1: each report and its CSV (reports/README.md)
  ...REPORT_NAMES.flatMap((r) => [`GET /admin/v1/reports/${r}`, `GET /admin/v1/reports/${r}/csv`]),
  // issue 23 item 2: customer care (care/README.md)
  'GET /admin/v1/care/customers',
  'GET /admin/v1/care/customers/:id',
  'POST /admin/v1/care/customers/:id/bonus-adjustments',
  'PUT /admin/v1/care/customers/:id/blocked',
  'POST /admin/v1/care/customers/:id/export',
  'POST /admin/v1/care/customers/:id/erase',
  'GET /admin/v1/care/reviews',
  'PUT /admin/v1/care/reviews/:id/reply',
  'PUT /admin/v1/care/reviews/:id/status',
];

interface Places {
  orderId: string;
  staffId: string;
  apiKeyId: string;
  webhookId: string;
  deliveryId: string;
  /** a customer of brand 2 (customer care) */
  customerId: string;
  /** a review of brand 2 (customer care's moderation) */
  reviewId: string;
  /** a DEAD job (jobs belong to no brand: owners only) */
  jobId: string;
  /** the pizza brand's catalogue rows (issue 19's editors), by parameter */
  catalogue: Record<string, string>;
}

/**
 * How to fill each path parameter with a place of brand 2: by the segment before it and its
 * name (`orders/:id`), else by its name alone (`:outletId`). A parameter missing here fails the
 * walk: add how to fill it, so no route escapes the check.
 */
const PLACE_PARAMS: Record<string, (p: Places) => string> = {
  ':outletId': () => '2001',
  ':productId': () => String(P.pizza),
  ':date': () => '2030-01-01',
  'orders/:id': (p) => p.orderId,
  'phone-orders/:orderId': (p) => p.orderId,
  'staff/:id': (p) => p.staffId,
  'api-keys/:id': (p) => p.apiKeyId,
  'webhooks/:id': (p) => p.webhookId,
  'webhook-deliveries/:id': (p) => p.deliveryId,
  'jobs/:id': (p) => p.jobId,
  'customers/:id': (p) => p.customerId,
  'reviews/:id': (p) => p.reviewId,
  ':categoryId': (p) => p.catalogue.categoryId!,
  ':zoneId': (p) => p.catalogue.zoneId!,
  ':brandId': (p) => p.catalogue.brandId!,
  ':businessRegionId': () => String(BR.pcKyiv),
  ':article': (p) => p.catalogue.article!,
  ':version': () => '1',
  'promo-codes/:id': (p) => p.catalogue.promoCodeId!,
  'banners/:id': (p) => p.catalogue.bannerId!,
  'promotions/:id': (p) => p.catalogue.promotionId!,
  'automatic-discounts/:id': (p) => p.catalogue.automaticDiscountId!,
  'site-texts/:id': (p) => p.catalogue.siteTextId!,
};

/** The first row of brand 2 in each catalogue table an editor's path names. */
async function pizzaCatalogue(db: TestApi['database']['db']): Promise<Record<string, string>> {
  const first = async (rows: Promise<Array<{ id: number | string }>>) => String((await rows)[0]?.id ?? 0);
  const rn = RN.pcUa;
  const [pizza] = await db
    .select({ article: products.article })
    .from(products)
    .where(eq(products.id, P.pizza));
  return {
    categoryId: await first(
      db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.retailNetworkId, rn))
        .orderBy(asc(categories.id))
        .limit(1),
    ),
    zoneId: await first(
      db
        .select({ id: deliveryZones.id })
        .from(deliveryZones)
        .where(eq(deliveryZones.outletId, 2001))
        .limit(1),
    ),
    brandId: await first(
      db.select({ id: brands.id }).from(brands).where(eq(brands.retailNetworkId, rn)).limit(1),
    ),
    article: pizza!.article,
    promoCodeId: await first(
      db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.retailNetworkId, rn)).limit(1),
    ),
    bannerId: await first(
      db.select({ id: banners.id }).from(banners).where(eq(banners.retailNetworkId, rn)).limit(1),
    ),
    promotionId: await first(
      db.select({ id: promotions.id }).from(promotions).where(eq(promotions.retailNetworkId, rn)).limit(1),
    ),
    automaticDiscountId: await first(
      db
        .select({ id: automaticDiscounts.id })
        .from(automaticDiscounts)
        .where(eq(automaticDiscounts.retailNetworkId, rn))
        .limit(1),
    ),
    siteTextId: await first(
      db
        .select({ id: siteTexts.id })
        .from(siteTexts)
        .where(and(eq(siteTexts.retailNetworkId, rn)))
        .limit(1),
    ),
  };
}

/** The route's path with brand 2's places filled in, or the parameter it cannot fill. */
function fillPath(url: string, places: Places): { path: string } | { unknown: string } {
  const segments = url.split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (!segment.startsWith(':')) continue;
    const fill = PLACE_PARAMS[`${segments[i - 1]}/${segment}`] ?? PLACE_PARAMS[segment];
    if (!fill) return { unknown: `${segments[i - 1]}/${segment}` };
    segments[i] = fill(places);
  }
  return { path: segments.join('/') };
}

/** The top-level keys of a route's query schema (a zod object, possibly wrapped). */
function queryKeys(schema: unknown): string[] {
  const s = schema as
    { shape?: Record<string, unknown>; def?: { innerType?: unknown; in?: unknown } } | undefined;
  if (!s) return [];
  if (s.shape) return Object.keys(s.shape);
  return queryKeys(s.def?.innerType ?? s.def?.in);
}

const hasPathParams = (r: RecordedRoute) => r.url.includes('/:');
const isPublic = (r: RecordedRoute) => r.config?.public === true;
const isWrite = (r: RecordedRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method);
const name = (r: RecordedRoute) => `${r.method} ${r.url}`;

describe.each(databaseKinds())('the /admin/v1 and /ops/v1 route walk on %s', (kind) => {
  let api: TestApi;
  let places: Places;
  let staff1001: TestStaff;
  let manager1: TestStaff;
  let manager2: TestStaff;
  let key1001: string;
  let key2: string;
  let ownerKey: string;

  beforeAll(async () => {
    // the walk sends hundreds of refused tokens to /ops from one address: not a guesser
    api = await startTestApi(kind, { RATE_LIMITS: 'operator.address=100000/600' });
    const { db } = api.database;
    staff1001 = await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] });
    manager1 = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    manager2 = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    key1001 = (await createApiKey(api, { outletIds: [1001] })).authorization;
    key2 = (await createApiKey(api, { retailNetworkIds: [RN.pcUa] })).authorization;
    ownerKey = (await createApiKey(api, { all: true })).authorization;
    const order = await insertOrder(db, {
      customerId: null,
      retailNetworkId: RN.pcUa,
      businessRegionId: BR.pcKyiv,
      outletId: 2001,
      lines: [{ productId: P.pizza, count: 1, price: 23900 }],
    });
    const member = await createStaff(api, 'OUTLET_STAFF', { outletIds: [2001] });
    const apiKey = await createApiKey(api, { retailNetworkIds: [RN.pcUa] });
    const [webhook] = await db
      .insert(webhooks)
      .values({
        url: 'https://hooks.example.com/pizza',
        events: ['order.created'],
        secret: 'pizza-secret-0123456789',
        retailNetworkIds: [RN.pcUa],
      })
      .returning();
    const [event] = await db
      .insert(outboxEvents)
      .values({
        type: 'order.created',
        retailNetworkId: RN.pcUa,
        outletId: 2001,
        data: { orderId: order.id },
      })
      .returning();
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ webhookId: webhook!.id, eventId: event!.id, status: 'FAILED', attempts: 6 })
      .returning();
    const [job] = await db
      .insert(jobs)
      .values({ kind: 'test.report', key: 'walk', state: 'DEAD', attempts: 3, maxAttempts: 3 })
      .returning();
    places = {
      orderId: order.id,
      staffId: member.id,
      apiKeyId: apiKey.id,
      webhookId: webhook!.id,
      deliveryId: String(delivery!.id),
      jobId: String(job!.id),
      customerId: (await createCustomer(db, { retailNetworkId: RN.pcUa })).id,
      reviewId: String(
        (
          await db
            .insert(feedbacks)
            .values({
              retailNetworkId: RN.pcUa,
              authorName: 'Петро',
              language: 'uk',
              score: 4,
              comment: 'Добре',
            })
            .returning({ id: feedbacks.id })
        )[0]!.id,
      ),
      catalogue: await pizzaCatalogue(db),
    };
  });
  afterAll(async () => {
    await api?.close();
  });

  /** Status and error code; a stream's body is not waited for. */
  async function call(route: RecordedRoute, path: string, headers: Record<string, string>) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 15_000);
    try {
      const res = await fetch(api.url + path, {
        method: route.method,
        headers: { ...headers, ...(isWrite(route) ? { 'content-type': 'application/json' } : {}) },
        body: isWrite(route) ? '{}' : undefined,
        signal: controller.signal,
      });
      let code: string | undefined;
      if (res.headers.get('content-type')?.includes('application/json'))
        code = ((await res.json()) as { error?: { code: string } }).error?.code;
      else controller.abort();
      return { status: res.status, code };
    } finally {
      clearTimeout(timer);
    }
  }

  const staffHeaders = (member: TestStaff) => ({ cookie: member.cookie, 'x-csrf-token': member.csrfToken });
  const routes = () => recordedRoutes().filter((r) => /^\/(admin|ops)\/v1\//.test(r.url));
  const pathOf = (route: RecordedRoute) => {
    const filled = fillPath(route.url, places);
    if ('unknown' in filled)
      throw new Error(
        `${name(route)}: no way to fill ${filled.unknown} with another brand's place (PLACE_PARAMS)`,
      );
    return filled.path;
  };

  it('walks the real table, which holds the routes the contract names', () => {
    const table = routes().map(name);
    expect(table.filter((r) => r.startsWith('GET /admin/v1/')).length).toBeGreaterThan(5);
    expect(EXPECTED.filter((r) => !table.includes(r))).toEqual([]);
  });

  it('knows how to fill every path parameter with another brand’s place', () => {
    const unknown = routes()
      .filter((r) => !isPublic(r))
      .map((r) => ({ r, filled: fillPath(r.url, places) }))
      .filter(({ filled }) => 'unknown' in filled)
      .map(({ r, filled }) => `${name(r)}: ${(filled as { unknown: string }).unknown}`);
    expect(unknown).toEqual([]);
  });

  it('answers 401 on every route without credentials; /admin to an API key, /ops to a staff session', async () => {
    const problems: string[] = [];
    for (const route of routes().filter((r) => !isPublic(r))) {
      const path = pathOf(route);
      const isAdmin = route.url.startsWith('/admin/');
      const attempts: Array<[string, Record<string, string>]> = [
        ['nothing', {}],
        isAdmin
          ? ['an owner API key', { authorization: ownerKey }]
          : ['a staff session', staffHeaders(manager1)],
      ];
      for (const [what, headers] of attempts) {
        const { status } = await call(route, path, headers);
        if (status !== 401) problems.push(`${name(route)} with ${what}: ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 403 to outlet staff of 1001 (and its API key on /ops) for another brand’s places', async () => {
    const problems: string[] = [];
    for (const route of routes().filter((r) => !isPublic(r))) {
      const isAdmin = route.url.startsWith('/admin/');
      const headers = isAdmin ? staffHeaders(staff1001) : { authorization: key1001 };
      const queries = queryKeys(route.querystring).filter((k) => k in PLACE_QUERY);
      const tries = [
        ...(hasPathParams(route) ? [pathOf(route)] : []),
        ...queries.map((k) => `${pathOf(route)}?${k}=${PLACE_QUERY[k]}`),
      ];
      for (const path of tries) {
        const { status, code } = await call(route, path, headers);
        if (status !== 403 || code !== 'FORBIDDEN')
          problems.push(`${route.method} ${path}: ${status} ${code}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 403 to a brand manager on the owners’ routes', async () => {
    const problems: string[] = [];
    const ownerOnly = routes().filter((r) => r.config?.ownerOnly === true || OWNER_ONLY.includes(name(r)));
    expect(ownerOnly.map(name)).toEqual(expect.arrayContaining(OWNER_ONLY));
    for (const route of ownerOnly) {
      const { status, code } = await call(route, pathOf(route), staffHeaders(manager1));
      if (status !== 403 || code !== 'FORBIDDEN') problems.push(`${name(route)}: ${status} ${code}`);
    }
    expect(problems).toEqual([]);
  });

  it('lets a caller whose scope holds the place through the same reads (the 403 is about scope)', async () => {
    const problems: string[] = [];
    const reads = routes().filter(
      (r) => !isPublic(r) && !isWrite(r) && hasPathParams(r) && r.config?.ownerOnly !== true,
    );
    for (const route of reads) {
      const isAdmin = route.url.startsWith('/admin/');
      const headers = isAdmin ? staffHeaders(manager2) : { authorization: key2 };
      const { status, code } = await call(route, pathOf(route), headers);
      if (status === 401 || status === 403 || status >= 500)
        problems.push(`${name(route)}: ${status} ${code}`);
    }
    expect(problems).toEqual([]);
  });
});
