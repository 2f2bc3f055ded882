/**
 * Reviews in customer care (issue 23 item 2, modules/care): a rated order's text waits for staff
 * (the default), reaches the public page (`POST /site/feedbacks`) only once published, and the
 * brand's reply shows in the customer's account (their order's `feedback.reply`) and under the
 * published review. Every change is audited; outlet staff get 403, another network's review 404;
 * bad input is a 400 that changes nothing.
 */
import {
  ORDER_STATUS,
  ZCareCustomer,
  ZCareReviewItem,
  ZCareReviewsResult,
  ZFeedbacksResponse,
  ZOrdersList,
  type TCareReviewItem,
} from '@food/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, feedbacks } from '../src/db/schema.js';
import { createSignedInCustomer, insertOrder } from './customer-fixtures.js';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const KYIV_UK = { retailNetworkId: RN.smUa, businessRegionId: BR.kyiv, lang: 'uk', pageSize: 50 } as const;

describe.each(databaseKinds())('reviews in customer care on %s', (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  let manager1: TestStaff;
  let manager2: TestStaff;
  let outletStaff: TestStaff;

  beforeAll(async () => {
    // the default: what customers write waits for staff
    api = await startTestApi(kind);
    owner = await createStaff(api, 'OWNER');
    manager1 = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    manager2 = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] });
  });
  afterAll(() => api?.close());

  /** a customer of Kyiv who rates their completed order over HTTP, and reads it back in the account */
  async function ratedOrder(score: number, comment: string) {
    const c = await createSignedInCustomer(api.database.db, { firstName: 'Марта', lastName: 'Гнатюк' });
    const order = await insertOrder(api.database.db, {
      customerId: c.customer.id,
      businessRegionId: BR.kyiv,
      statusId: ORDER_STATUS.COMPLETED,
    });
    const rated = await fetch(`${api.url}/orders/v1/addFeedback/${order.id}`, {
      method: 'POST',
      headers: { ...c.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: c.customer.id, score, comment, language: 'uk' }),
    });
    expect(rated.status).toBe(200);
    const [review] = await api.database.db.select().from(feedbacks).where(eq(feedbacks.orderId, order.id));
    const account = async () => {
      const res = await fetch(`${api.url}/orders/v1/list`, {
        method: 'POST',
        headers: { ...c.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: c.customer.id }),
      });
      const list = await expectContract(res, ZOrdersList);
      return list.data.find((o) => o.id === order.id)!;
    };
    return { customer: c.customer, order, review: review!, account };
  }
  const publicPage = async () =>
    expectContract(await api.post('/site/feedbacks', KYIV_UK), ZFeedbacksResponse);
  const list = async (member: TestStaff, query = '') =>
    expectContract(await member.get(`/admin/v1/care/reviews${query}`), ZCareReviewsResult);
  const moderate = (member: TestStaff, id: number, body: unknown) =>
    member.put(`/admin/v1/care/reviews/${id}/status`, body);
  const reply = (member: TestStaff, id: number, body: unknown) =>
    member.put(`/admin/v1/care/reviews/${id}/reply`, body);
  const auditOf = (id: number) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  it('keeps a rated order’s text off the public page until staff publish it, with an audit entry', async () => {
    const r = await ratedOrder(2, 'Холодна піца, кур’єр запізнився');
    expect(r.review.status).toBe('PENDING');
    expect((await publicPage()).items.some((f) => f.id === r.review.id)).toBe(false);

    const pending = await list(manager1, '?status=PENDING');
    expect(pending.reviews.map((x) => x.id)).toContain(r.review.id);
    expect(pending.reviews.every((x) => x.status === 'PENDING' && x.retailNetworkId === RN.smUa)).toBe(true);
    const row = pending.reviews.find((x) => x.id === r.review.id)!;
    expect(row).toMatchObject({
      authorName: 'Марта Г.',
      score: 2,
      comment: 'Холодна піца, кур’єр запізнився',
      orderLocalId: r.order.localId,
      customerId: r.customer.id,
    });

    const published: TCareReviewItem = await expectContract(
      await moderate(manager1, r.review.id, { status: 'PUBLISHED' }),
      ZCareReviewItem,
    );
    expect(published.status).toBe('PUBLISHED');
    const page = await publicPage();
    expect(page.items.find((f) => f.id === r.review.id)).toMatchObject({ score: 2, authorName: 'Марта Г.' });
    expect((await auditOf(r.review.id)).map((a) => [a.kind, a.before, a.after, a.staffId])).toEqual([
      ['review.publish', { status: 'PENDING' }, { status: 'PUBLISHED', reason: null }, manager1.id],
    ]);
    // asking for the status it has writes nothing more
    await expectContract(await moderate(manager1, r.review.id, { status: 'PUBLISHED' }), ZCareReviewItem);
    expect(await auditOf(r.review.id)).toHaveLength(1);
  });

  it('rejects with a reason kept in the audit log; a rejected review can be published later', async () => {
    const r = await ratedOrder(1, 'Жахливо, більше не замовлю');
    const rejected = await expectContract(
      await moderate(owner, r.review.id, { status: 'REJECTED', reason: '  Лайка в тексті  ' }),
      ZCareReviewItem,
    );
    expect(rejected.status).toBe('REJECTED');
    expect((await publicPage()).items.some((f) => f.id === r.review.id)).toBe(false);
    expect((await list(owner, '?status=REJECTED&score=1')).reviews.map((x) => x.id)).toContain(r.review.id);
    expect((await list(owner, '?status=REJECTED&score=5')).reviews.map((x) => x.id)).not.toContain(
      r.review.id,
    );
    const [entry] = await auditOf(r.review.id);
    expect(entry).toMatchObject({
      kind: 'review.reject',
      retailNetworkId: RN.smUa,
      after: { status: 'REJECTED', reason: 'Лайка в тексті' },
    });
    await expectContract(await moderate(owner, r.review.id, { status: 'PUBLISHED' }), ZCareReviewItem);
    expect((await publicPage()).items.some((f) => f.id === r.review.id)).toBe(true);
  });

  it('shows the brand’s reply in the customer’s account, on the card and under the published review', async () => {
    const r = await ratedOrder(3, 'Смачно, але довго');
    expect((await r.account()).feedback).toEqual({ score: 3, comment: 'Смачно, але довго', reply: null });

    const answered = await expectContract(
      await reply(manager1, r.review.id, {
        reply: '  Вибачте за очікування, Марто! Наступного разу швидше.  ',
      }),
      ZCareReviewItem,
    );
    const text = 'Вибачте за очікування, Марто! Наступного разу швидше.';
    expect(answered.reply).toBe(text);
    expect((await r.account()).feedback).toEqual({ score: 3, comment: 'Смачно, але довго', reply: text });
    const card = await expectContract(
      await manager1.get(`/admin/v1/care/customers/${r.customer.id}`),
      ZCareCustomer,
    );
    expect(card.reviews[0]).toMatchObject({ id: r.review.id, reply: text, status: 'PENDING' });
    // still pending: not on the public page, reply or not
    expect((await publicPage()).items.some((f) => f.id === r.review.id)).toBe(false);
    await expectContract(await moderate(manager1, r.review.id, { status: 'PUBLISHED' }), ZCareReviewItem);
    expect((await publicPage()).items.find((f) => f.id === r.review.id)?.reply).toBe(text);

    // an empty reply takes it away
    await expectContract(await reply(manager1, r.review.id, { reply: '' }), ZCareReviewItem);
    expect((await r.account()).feedback?.reply).toBeNull();
    expect((await auditOf(r.review.id)).map((a) => [a.kind, a.before, a.after])).toEqual([
      ['review.reply', { reply: null }, { reply: text }],
      ['review.publish', { status: 'PENDING' }, { status: 'PUBLISHED', reason: null }],
      ['review.reply_remove', { reply: text }, { reply: null }],
    ]);
  });

  it('publishes a score without text at once (nothing to moderate)', async () => {
    const r = await ratedOrder(5, '');
    expect(r.review.status).toBe('PUBLISHED');
    expect((await publicPage()).items.some((f) => f.id === r.review.id)).toBe(true);
  });

  it('keeps to the networks in scope: outlet staff 403, another network’s review 404, filters checked', async () => {
    const r = await ratedOrder(4, 'Добре');
    expect((await list(manager2)).reviews.every((x) => x.retailNetworkId === RN.pcUa)).toBe(true);
    expect((await list(manager2)).reviews.some((x) => x.id === r.review.id)).toBe(false);
    await expectError(
      await moderate(manager2, r.review.id, { status: 'PUBLISHED' }),
      404,
      'REVIEW_NOT_FOUND',
    );
    await expectError(await reply(manager2, r.review.id, { reply: 'Дякуємо' }), 404, 'REVIEW_NOT_FOUND');
    await expectError(await moderate(owner, 2_000_000_000, { status: 'PUBLISHED' }), 404, 'REVIEW_NOT_FOUND');
    await expectError(
      await manager1.get(`/admin/v1/care/reviews?retailNetworkId=${RN.pcUa}`),
      403,
      'FORBIDDEN',
    );
    await expectError(await outletStaff.get('/admin/v1/care/reviews'), 403, 'FORBIDDEN');
    await expectError(await moderate(outletStaff, r.review.id, { status: 'PUBLISHED' }), 403, 'FORBIDDEN');
    await expectError(await reply(outletStaff, r.review.id, { reply: 'Дякуємо' }), 403, 'FORBIDDEN');
    // an owner sees every network's
    const all = await list(owner, `?retailNetworkId=${RN.pcUa}`);
    expect(all.reviews.every((x) => x.retailNetworkId === RN.pcUa)).toBe(true);

    const [before] = await api.database.db.select().from(feedbacks).where(eq(feedbacks.id, r.review.id));
    await expectError(await moderate(manager1, r.review.id, { status: 'PENDING' }), 400, 'VALIDATION_ERROR');
    await expectError(await moderate(manager1, r.review.id, {}), 400, 'VALIDATION_ERROR');
    await expectError(
      await moderate(manager1, r.review.id, { status: 'REJECTED', reason: 'x'.repeat(501) }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(
      await reply(manager1, r.review.id, { reply: 'x'.repeat(2001) }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(await reply(manager1, r.review.id, { reply: 42 }), 400, 'VALIDATION_ERROR');
    await expectError(
      await reply(manager1, 'abc' as unknown as number, { reply: 'Дякуємо' }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(await manager1.get('/admin/v1/care/reviews?status=NEW'), 400, 'VALIDATION_ERROR');
    await expectError(await manager1.get('/admin/v1/care/reviews?score=6'), 400, 'VALIDATION_ERROR');
    const [after] = await api.database.db.select().from(feedbacks).where(eq(feedbacks.id, r.review.id));
    expect(after).toEqual(before);
    expect(await auditOf(r.review.id)).toHaveLength(0);
  });

  it('pages newest first, 50 at a time, without repeats', async () => {
    const first = await list(owner);
    expect(first.reviews).toHaveLength(50);
    expect(first.nextBeforeId).toBe(first.reviews.at(-1)!.id);
    const second = await list(owner, `?beforeId=${first.nextBeforeId}`);
    const ids = [...first.reviews, ...second.reviews].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
