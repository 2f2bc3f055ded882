/**
 * Reviews on the public feedbacks page (issue 17 item 20): only published ones are listed and
 * summed up (count and average), and a customer's rating of a completed order reaches the page,
 * published at once or kept for staff by FEEDBACK_AUTO_PUBLISH (orders/review-from-rating.ts).
 */
import { ORDER_STATUS, ZFeedbacksResponse, type TFeedbacksResponse } from '@food/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks } from '../src/db/schema.js';
import { createSignedInCustomer, insertOrder } from './customer-fixtures.js';
import { BR, RN, databaseKinds, expectContract, startTestApi, type TestApi } from './harness.js';

const KYIV_UK = { retailNetworkId: RN.smUa, businessRegionId: BR.kyiv, lang: 'uk' } as const;

async function listAll(api: TestApi, body: Record<string, unknown> = KYIV_UK) {
  const items: TFeedbacksResponse['items'] = [];
  let token: string | null = null;
  let summary: TFeedbacksResponse['summary'] | undefined;
  do {
    const page: TFeedbacksResponse = await expectContract(
      await api.post('/site/feedbacks', { ...body, pageSize: 50, continuationToken: token }),
      ZFeedbacksResponse,
    );
    items.push(...page.items);
    summary ??= page.summary;
    token = page.continuationToken;
  } while (token);
  return { items, summary: summary! };
}

/** A signed-in customer with a completed order in Kyiv, who rates it over HTTP. */
async function customerWithCompletedOrder(api: TestApi, names: { firstName: string; lastName: string }) {
  const c = await createSignedInCustomer(api.database.db, names);
  const order = await insertOrder(api.database.db, {
    customerId: c.customer.id,
    businessRegionId: BR.kyiv,
    statusId: ORDER_STATUS.COMPLETED,
  });
  const rate = (body: Record<string, unknown>) =>
    fetch(`${api.url}/orders/v1/addFeedback/${order.id}`, {
      method: 'POST',
      headers: { ...c.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: c.customer.id, ...body }),
    });
  return { customer: c.customer, order, rate };
}

describe.each(databaseKinds())('reviews on %s', (kind) => {
  describe('with staff moderation (the default)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(kind);
    });
    afterAll(() => api?.close());

    it('lists and sums up published reviews only', async () => {
      const before = await listAll(api);
      const seeded = await api.database.db
        .select({ id: feedbacks.id })
        .from(feedbacks)
        .where(and(eq(feedbacks.businessRegionId, BR.kyiv), eq(feedbacks.language, 'uk')))
        .limit(2);
      expect(seeded).toHaveLength(2);
      await api.database.db
        .update(feedbacks)
        .set({ status: 'PENDING' })
        .where(eq(feedbacks.id, seeded[0]!.id));
      await api.database.db
        .update(feedbacks)
        .set({ status: 'REJECTED' })
        .where(eq(feedbacks.id, seeded[1]!.id));

      const after = await listAll(api);
      const hidden = new Set(seeded.map((f) => f.id));
      expect(after.items.map((f) => f.id)).toEqual(
        before.items.map((f) => f.id).filter((id) => !hidden.has(id)),
      );
      expect(after.summary.count).toBe(before.summary.count - 2);
      expect(after.summary.count).toBe(after.items.length);
      const sum = after.items.reduce((s, f) => s + f.score, 0);
      expect(after.summary.average).toBe(Math.round((sum * 10) / after.items.length) / 10);
    });

    it('keeps a rated order’s text for staff, and publishes a score alone at once', async () => {
      const before = await listAll(api);
      const withText = await customerWithCompletedOrder(api, { firstName: 'Олена', lastName: 'Коваль' });
      expect((await withText.rate({ score: 1, comment: 'Холодні роли', language: 'uk' })).status).toBe(200);
      const [pending] = await api.database.db
        .select()
        .from(feedbacks)
        .where(eq(feedbacks.orderId, withText.order.id));
      expect(pending).toMatchObject({ status: 'PENDING', score: 1, authorName: 'Олена К.', language: 'uk' });
      const unchanged = await listAll(api);
      expect(unchanged.summary).toEqual(before.summary);
      expect(unchanged.items.some((f) => f.id === pending!.id)).toBe(false);

      // staff publish it (the back office's moderation, done here in the database)
      await api.database.db
        .update(feedbacks)
        .set({ status: 'PUBLISHED' })
        .where(eq(feedbacks.id, pending!.id));
      const moderated = await listAll(api);
      expect(moderated.items[0]).toMatchObject({ id: pending!.id, comment: 'Холодні роли', score: 1 });
      expect(moderated.summary.count).toBe(before.summary.count + 1);

      const scoreOnly = await customerWithCompletedOrder(api, { firstName: '', lastName: '' });
      expect((await scoreOnly.rate({ score: 5 })).status).toBe(200);
      const published = await listAll(api);
      expect(published.items[0]).toMatchObject({ score: 5, comment: '', authorName: 'Test' });
      expect(published.summary.count).toBe(before.summary.count + 2);
      const sum = published.items.reduce((s, f) => s + f.score, 0);
      expect(published.summary.average).toBe(Math.round((sum * 10) / published.items.length) / 10);
    });
  });

  describe('published unmoderated (FEEDBACK_AUTO_PUBLISH=true)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(kind, { FEEDBACK_AUTO_PUBLISH: 'true' });
    });
    afterAll(() => api?.close());

    it('shows a rated order’s review first on its city’s page, in the language it was written in', async () => {
      const before = await listAll(api);
      const c = await customerWithCompletedOrder(api, { firstName: 'Андрій', lastName: 'мельник' });
      expect((await c.rate({ score: 4, comment: '  Смачно, але довго  ', language: 'uk' })).status).toBe(200);

      const after = await listAll(api);
      expect(after.items[0]).toMatchObject({
        authorName: 'Андрій М.',
        score: 4,
        comment: 'Смачно, але довго',
        businessRegionId: BR.kyiv,
        language: 'uk',
        reply: null,
      });
      expect(after.summary.count).toBe(before.summary.count + 1);
      // not on another city's page, nor in another language
      const lviv = await listAll(api, { ...KYIV_UK, businessRegionId: BR.lviv });
      expect(lviv.items.some((f) => f.id === after.items[0]!.id)).toBe(false);
      const ru = await listAll(api, { ...KYIV_UK, lang: 'ru' });
      expect(ru.items.some((f) => f.id === after.items[0]!.id)).toBe(false);
      // rated once: a second rating is refused and leaves no second review
      expect((await c.rate({ score: 1, comment: 'ні' })).status).toBe(409);
      expect((await listAll(api)).summary.count).toBe(after.summary.count);
    });

    it('pages ten at a time when asked, and keeps the section 9 default of one', async () => {
      const one = await expectContract(await api.post('/site/feedbacks', KYIV_UK), ZFeedbacksResponse);
      expect(one.items).toHaveLength(1);
      const ten = await expectContract(
        await api.post('/site/feedbacks', { ...KYIV_UK, pageSize: 10 }),
        ZFeedbacksResponse,
      );
      expect(ten.items).toHaveLength(Math.min(10, ten.summary.count));
      expect(ten.summary).toEqual(one.summary);
    });
  });
});
