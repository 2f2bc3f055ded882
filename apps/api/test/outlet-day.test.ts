/**
 * The outlet's day (issue 18 item 6) over real HTTP: weekly hours, exceptions per outlet-local
 * date, a pause and busy mode set in the back office, and what the checkout, the restaurant
 * config and the storefront's live read make of them; the audit log; scope.
 */
import {
  ZCheckoutResponse,
  ZOrderCreated,
  ZOutletDay,
  ZRestaurant,
  ZRestaurantConfig,
  ZRestaurantDay,
} from '@food/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, orders } from '../src/db/schema.js';
import { OUTLET, P, kyivTomorrowAt, onTime, pickupBody } from './checkout-fixtures.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { startSecondInstance } from './second-instance.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const CALC = '/order-service/api/order-checkout';
const CREATE = '/order-service/api/http-order-create';
const MINUTE = 60_000;
const day = (outletId: number, path = 'day') => `/admin/v1/outlets/${outletId}/${path}`;
const kyivToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
const roundTheClock = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ day: d, opensAt: '00:00', closesAt: '00:00' }));
const dailyTenToEleven = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ day: d, opensAt: '10:00', closesAt: '23:00' }));
const near = (iso: string | null | undefined, at: number, slackMs = 15_000) =>
  expect(Math.abs(new Date(iso!).getTime() - at)).toBeLessThan(slackMs);

describe.each(databaseKinds())("the outlet's day (%s)", (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  let n = 0;

  const calc = async (body: Record<string, unknown>) =>
    (await expectContract(await api.post(CALC, body), ZCheckoutResponse)).orderResponse;
  const create = (body: Record<string, unknown>) =>
    api.post(CREATE, body, { headers: { 'idempotency-key': `day-${kind}-${++n}-${Date.now()}` } });
  const liveDays = async () =>
    expectContract(await api.get(`/catalog/v1/restaurants/day/?rn=1&br=${BR.kyiv}`), z.array(ZRestaurantDay));
  const audits = (kindName: string, outletId: number) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, kindName), eq(auditLog.outletId, outletId)))
      .orderBy(desc(auditLog.id));

  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await createStaff(api, 'OWNER');
    // Poznyaky works round the clock here, so what a pause or busy mode does does not hang on
    // the hour the tests run at
    await expectContract(
      await owner.put(day(OUTLET.poznyaky, 'hours'), { openingHours: roundTheClock }),
      ZOutletDay,
    );
  });
  afterAll(async () => api?.close());

  it('shows the day and sets the weekly hours, refusing what cannot be meant', async () => {
    const shown = await expectContract(await owner.get(day(OUTLET.khreshchatyk)), ZOutletDay);
    expect(shown).toMatchObject({
      outletId: OUTLET.khreshchatyk,
      timeZone: 'Europe/Kyiv',
      today: kyivToday(),
      exceptions: [],
      pausedUntil: null,
      busyExtraMinutes: 0,
      busyUntil: null,
    });
    expect(shown.openingHours).toHaveLength(7);

    const before = (await audits('outlet.hours', OUTLET.khreshchatyk)).length;
    for (const openingHours of [
      [{ day: 1, opensAt: '10:00', closesAt: '09:00' }],
      [{ day: 1, opensAt: '10:00', closesAt: '10:00' }],
      [{ day: 1, opensAt: '25:00', closesAt: '23:00' }],
      [{ day: 8, opensAt: '10:00', closesAt: '23:00' }],
      [
        { day: 2, opensAt: '10:00', closesAt: '23:00' },
        { day: 2, opensAt: '11:00', closesAt: '22:00' },
      ],
    ])
      await expectError(
        await owner.put(day(OUTLET.khreshchatyk, 'hours'), { openingHours }),
        400,
        'VALIDATION_ERROR',
      );
    expect(await audits('outlet.hours', OUTLET.khreshchatyk)).toHaveLength(before);

    // Friday and Saturday past midnight, Sunday off
    const week = [
      ...dailyTenToEleven.slice(0, 4),
      { day: 5, opensAt: '10:00', closesAt: '02:00' },
      { day: 6, opensAt: '10:00', closesAt: '02:00' },
    ];
    const set = await expectContract(
      await owner.put(day(OUTLET.khreshchatyk, 'hours'), { openingHours: week }),
      ZOutletDay,
    );
    expect(set.openingHours).toEqual(week);
    const [audit] = await audits('outlet.hours', OUTLET.khreshchatyk);
    expect(audit).toMatchObject({ staffId: owner.id, entityType: 'outlet', after: { openingHours: week } });
    expect((audit!.before as { openingHours: unknown[] }).openingHours).toHaveLength(7);
    // the city's restaurant list shows them at once on this instance
    const listed = await expectContract(
      await api.get(`/catalog/v1/restaurants/?rn=1&br=${BR.kyiv}`),
      z.array(ZRestaurant),
    );
    expect(listed.find((r) => r.id === OUTLET.khreshchatyk)!.openingHours).toEqual(week);
    await owner.put(day(OUTLET.khreshchatyk, 'hours'), { openingHours: dailyTenToEleven });
  });

  it('closes a date: "closed today", ASAP refused with when it reopens, ON_TIME after it taken', async () => {
    const today = kyivToday();
    const closed = await expectContract(
      await owner.put(day(OUTLET.khreshchatyk, `exceptions/${today}`), {
        isClosed: true,
        note: 'Sanitary day',
      }),
      ZOutletDay,
    );
    expect(closed.exceptions).toEqual([
      { date: today, isClosed: true, opensAt: null, closesAt: null, note: 'Sanitary day' },
    ]);
    expect(closed.state).toMatchObject({ open: false, reason: 'CLOSED', isClosedToday: true });
    const reopens = closed.state.nextOpensAt!;
    // tomorrow 10:00 in Kyiv
    expect(reopens).toBe(kyivTomorrowAt(10));

    const live = (await liveDays()).find((d) => d.outletId === OUTLET.khreshchatyk)!;
    expect(live.state).toMatchObject({ isClosedToday: true, nextOpensAt: reopens });
    expect(live.exceptions).toEqual([{ date: today, isClosed: true, opensAt: null, closesAt: null }]);
    const config = await expectContract(
      await api.get(`/catalog/v1/restaurants/${OUTLET.khreshchatyk}/config?rn=1`),
      ZRestaurantConfig,
    );
    expect(config).toMatchObject({ isOpenNow: false, day: { isClosedToday: true, nextOpensAt: reopens } });

    const asap = pickupBody(OUTLET.khreshchatyk, [{ productId: P.redDragon, count: 1 }]);
    const priced = await calc(asap);
    expect(priced.isOutletOpen).toBe(false);
    expect(priced.outletDay).toMatchObject({
      reason: 'CLOSED',
      isClosedToday: true,
      reopensAt: reopens,
      asapRefusal: 'OUTLET_CLOSED',
    });
    // timed at the reopening, with the pickup lead
    expect(priced.delivery.expectedAt).toBe(
      new Date(new Date(reopens).getTime() + 20 * MINUTE).toISOString(),
    );
    const refused = await expectError(await create(asap), 422, 'OUTLET_CLOSED');
    expect(refused.details).toEqual([
      { outletId: OUTLET.khreshchatyk, reopensAt: reopens, timeZone: 'Europe/Kyiv' },
    ]);

    const later = { ...asap, delivery: { type: 1, ...onTime(kyivTomorrowAt(12)) } };
    const made = await expectContract(await create(later), ZOrderCreated, 201);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, made.orderId));
    expect(row!.expectedAt?.toISOString()).toBe(kyivTomorrowAt(12));

    expect((await audits('outlet.exception.put', OUTLET.khreshchatyk))[0]).toMatchObject({
      entityId: `${OUTLET.khreshchatyk}:${today}`,
      before: null,
      after: { date: today, isClosed: true, note: 'Sanitary day' },
    });
    const reopened = await expectContract(
      await owner.del(day(OUTLET.khreshchatyk, `exceptions/${today}`)),
      ZOutletDay,
    );
    expect(reopened.exceptions).toEqual([]);
    expect(reopened.state.isClosedToday).toBe(false);
    expect((await calc(asap)).outletDay.asapRefusal).toBeNull();
    expect((await audits('outlet.exception.delete', OUTLET.khreshchatyk))[0]).toMatchObject({ after: null });
  });

  it('gives a date other hours, which ON_TIME follows', async () => {
    // the day after tomorrow: late in the evening tomorrow's first slot is the earliest one, and
    // a time before it is TOO_EARLY rather than OUTLET_CLOSED (the answer hangs on the clock)
    const at = (hh: number) => kyivTomorrowAt(hh, 0, 2);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(at(12)));
    const set = await expectContract(
      await owner.put(day(OUTLET.khreshchatyk, `exceptions/${date}`), {
        isClosed: false,
        opensAt: '12:00',
        closesAt: '16:00',
      }),
      ZOutletDay,
    );
    expect(set.exceptions).toEqual([
      { date, isClosed: false, opensAt: '12:00', closesAt: '16:00', note: null },
    ]);
    const body = (hh: number) => ({
      ...pickupBody(OUTLET.khreshchatyk, [{ productId: P.redDragon, count: 1 }]),
      delivery: { type: 1, ...onTime(at(hh)) },
    });
    const early = await expectError(await api.post(CALC, body(11)), 422, 'DELIVERY_TIME_INVALID');
    expect(early.details).toEqual([expect.objectContaining({ reason: 'OUTLET_CLOSED' })]);
    await expectError(await api.post(CALC, body(17)), 422, 'DELIVERY_TIME_INVALID');
    expect((await calc(body(13))).delivery.expectedAt).toBe(at(13));
    await owner.del(day(OUTLET.khreshchatyk, `exceptions/${date}`));
    expect((await calc(body(11))).delivery.expectedAt).toBe(at(11));
  });

  it('refuses exceptions that cannot be meant', async () => {
    const today = kyivToday();
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(
      new Date(Date.now() - 86_400_000),
    );
    const put = (date: string, body: unknown) =>
      owner.put(day(OUTLET.khreshchatyk, `exceptions/${date}`), body);
    await expectError(await put(yesterday, { isClosed: true }), 400, 'VALIDATION_ERROR');
    await expectError(await put('2026-02-30', { isClosed: true }), 400, 'VALIDATION_ERROR');
    await expectError(await put('30.12.2026', { isClosed: true }), 400, 'VALIDATION_ERROR');
    await expectError(await put(today, { isClosed: false }), 400, 'VALIDATION_ERROR');
    await expectError(
      await put(today, { isClosed: false, opensAt: '12:00', closesAt: '11:00' }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(await put(today, { isClosed: true, colour: 'red' }), 400, 'VALIDATION_ERROR');
    const shown = await expectContract(await owner.get(day(OUTLET.khreshchatyk)), ZOutletDay);
    expect(shown.exceptions).toEqual([]);
  });

  it('pauses taking orders: ASAP refused until the pause ends, ON_TIME after it taken, then back', async () => {
    const paused = await expectContract(
      await owner.post(day(OUTLET.poznyaky, 'pause'), { minutes: 30 }),
      ZOutletDay,
    );
    const until = paused.pausedUntil!;
    near(until, Date.now() + 30 * MINUTE);
    expect(paused.state).toMatchObject({
      open: false,
      reason: 'PAUSED',
      nextOpensAt: until,
      isClosedToday: false,
    });
    expect((await liveDays()).find((d) => d.outletId === OUTLET.poznyaky)).toMatchObject({
      pausedUntil: until,
      state: { reason: 'PAUSED' },
    });

    const asap = pickupBody(OUTLET.poznyaky, [{ productId: P.redDragon, count: 1 }]);
    const priced = await calc(asap);
    expect(priced.isOutletOpen).toBe(false);
    expect(priced.outletDay).toMatchObject({
      reason: 'PAUSED',
      asapRefusal: 'OUTLET_PAUSED',
      reopensAt: until,
    });
    const refused = await expectError(await create(asap), 422, 'OUTLET_PAUSED');
    expect(refused.details).toEqual([
      { outletId: OUTLET.poznyaky, reopensAt: until, timeZone: 'Europe/Kyiv' },
    ]);

    // the kitchen starts after the pause: the pickup lead counts from there
    const at = (ms: number) => ({ ...asap, delivery: { type: 1, ...onTime(new Date(ms).toISOString()) } });
    const tooSoon = await expectError(
      await api.post(CALC, at(new Date(until).getTime() + 5 * MINUTE)),
      422,
      'DELIVERY_TIME_INVALID',
    );
    expect(tooSoon.details).toEqual([
      { reason: 'TOO_EARLY', earliest: new Date(new Date(until).getTime() + 20 * MINUTE).toISOString() },
    ]);
    expect((await create(at(new Date(until).getTime() + 25 * MINUTE))).status).toBe(201);

    const resumed = await expectContract(await owner.del(day(OUTLET.poznyaky, 'pause')), ZOutletDay);
    expect(resumed).toMatchObject({ pausedUntil: null, state: { open: true, reason: 'OPEN' } });
    expect((await create(asap)).status).toBe(201);
    expect((await audits('outlet.pause', OUTLET.poznyaky))[0]).toMatchObject({
      after: { pausedUntil: until, minutes: 30 },
    });
    expect((await audits('outlet.pause.end', OUTLET.poznyaky))[0]).toMatchObject({
      before: { pausedUntil: until },
      after: { pausedUntil: null },
    });
    for (const minutes of [4, 241, 30.5, '30'])
      await expectError(
        await owner.post(day(OUTLET.poznyaky, 'pause'), { minutes }),
        400,
        'VALIDATION_ERROR',
      );
  });

  it('holds a pause on another instance at once when an order is created there', async () => {
    const second = await startSecondInstance(api);
    try {
      const asap = pickupBody(OUTLET.poznyaky, [{ productId: P.redDragon, count: 1 }]);
      // the second instance has read the outlet's day before the pause
      expect((await second.post(CALC, asap)).status).toBe(200);
      await owner.post(day(OUTLET.poznyaky, 'pause'), { minutes: 15 });
      await expectError(
        await second.post(CREATE, asap, { 'idempotency-key': `second-${kind}-${Date.now()}` }),
        422,
        'OUTLET_PAUSED',
      );
    } finally {
      await owner.del(day(OUTLET.poznyaky, 'pause'));
      await second.close();
    }
  });

  it('adds busy minutes to every estimate: the calculation, the restaurant config and the order', async () => {
    const busy = await expectContract(
      await owner.post(day(OUTLET.poznyaky, 'busy'), { extraMinutes: 30, minutes: 60 }),
      ZOutletDay,
    );
    expect(busy).toMatchObject({ busyExtraMinutes: 30, state: { open: true, busyMinutes: 30 } });
    near(busy.busyUntil, Date.now() + 60 * MINUTE);

    const asap = pickupBody(OUTLET.poznyaky, [{ productId: P.redDragon, count: 1 }]);
    const priced = await calc(asap);
    expect(priced.delivery.deliveryTime).toBe(20 + 30);
    expect(priced.outletDay).toMatchObject({ reason: 'OPEN', busyMinutes: 30, asapRefusal: null });
    near(priced.delivery.expectedAt, Date.now() + 50 * MINUTE);
    const config = await expectContract(
      await api.get(`/catalog/v1/restaurants/${OUTLET.poznyaky}/config?rn=1`),
      ZRestaurantConfig,
    );
    expect(config).toMatchObject({ cookingTimeMinutes: 25 + 30, day: { busyMinutes: 30, open: true } });
    expect((await liveDays()).find((d) => d.outletId === OUTLET.poznyaky)).toMatchObject({
      busyExtraMinutes: 30,
      state: { busyMinutes: 30 },
    });

    // the order is expected when the customer was told
    const made = await expectContract(await create(asap), ZOrderCreated, 201);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, made.orderId));
    near(row!.expectedAt!.toISOString(), new Date(made.orderResponse.delivery.expectedAt).getTime(), 1000);
    expect(made.orderResponse.delivery.deliveryTime).toBe(50);

    const calm = await expectContract(await owner.del(day(OUTLET.poznyaky, 'busy')), ZOutletDay);
    expect(calm).toMatchObject({ busyExtraMinutes: 0, busyUntil: null, state: { busyMinutes: 0 } });
    expect((await calc(asap)).delivery.deliveryTime).toBe(20);
    expect((await audits('outlet.busy', OUTLET.poznyaky))[0]).toMatchObject({
      before: { busyExtraMinutes: 0, busyUntil: null },
      after: { busyExtraMinutes: 30 },
    });
    expect((await audits('outlet.busy.end', OUTLET.poznyaky))[0]).toMatchObject({
      after: { busyExtraMinutes: 0 },
    });

    // until turned off when no time is given
    const open = await expectContract(
      await owner.post(day(OUTLET.poznyaky, 'busy'), { extraMinutes: 15 }),
      ZOutletDay,
    );
    expect(open).toMatchObject({ busyExtraMinutes: 15, busyUntil: null });
    await owner.del(day(OUTLET.poznyaky, 'busy'));
    for (const body of [{ extraMinutes: 4 }, { extraMinutes: 121 }, { extraMinutes: 20, minutes: 721 }, {}])
      await expectError(await owner.post(day(OUTLET.poznyaky, 'busy'), body), 400, 'VALIDATION_ERROR');
  });

  it('answers staff outside the outlet 403, an unknown outlet 404 and nobody 401', async () => {
    const staff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
    expect((await staff.get(day(OUTLET.khreshchatyk))).status).toBe(200);
    await expectError(await staff.get(day(OUTLET.pizzaKyiv)), 403, 'FORBIDDEN');
    await expectError(await staff.post(day(OUTLET.pizzaKyiv, 'pause'), { minutes: 30 }), 403, 'FORBIDDEN');
    await expectError(await staff.post(day(OUTLET.pizzaKyiv, 'pause'), { minutes: 'x' }), 403, 'FORBIDDEN');
    await expectError(
      await staff.put(day(OUTLET.pizzaKyiv, 'hours'), { openingHours: [] }),
      403,
      'FORBIDDEN',
    );
    await expectError(await staff.get(day(424242)), 404, 'RESTAURANT_NOT_FOUND');
    await expectError(await api.get(day(OUTLET.khreshchatyk)), 401);
    const pizza = await expectContract(await owner.get(day(OUTLET.pizzaKyiv)), ZOutletDay);
    expect(pizza.pausedUntil).toBeNull();
  });
});
