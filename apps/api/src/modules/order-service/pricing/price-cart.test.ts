import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AutomaticDiscountRule } from '../../catalog/index.js';
import {
  BREAKFAST,
  GINGER,
  ROLL,
  SAUCE,
  SET,
  SETS_CATEGORY,
  STOPPED,
  fixtureCatalogue,
} from './catalogue-fixture.js';
import { priceCart, type PriceCartInput, type ZoneTerms } from './price-cart.js';
import type { PromoCodeRule } from './promo.js';

const TZ = 'Europe/Kyiv';
const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opensAt: '10:00', closesAt: '23:00' }));
const wedNoon = new Date('2026-11-18T10:30:00Z'); // 12:30 local
const zone: ZoneTerms = {
  zoneId: 7,
  name: 'Centre',
  deliveryPrice: 5900,
  minOrderAmount: 30000,
  freeDeliveryThreshold: 80000,
  deliveryTimeMinutes: 45,
};
const demo10: PromoCodeRule = {
  code: 'DEMO10',
  kind: 'PERCENT',
  value: 10,
  minOrderAmount: 30000,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: null,
  isActive: true,
};

const input = (over: Partial<PriceCartInput> = {}): PriceCartInput => ({
  lines: [{ productId: ROLL, count: 1 }],
  catalogue: fixtureCatalogue(),
  checkStopList: true,
  outletId: 1001,
  zone,
  promoCode: null,
  promo: null,
  bonuses: { requested: 0, balance: 0, maxSharePercent: 50 },
  time: { indication: 'ASAP', requested: null, now: wedNoon, openingHours: hours, timeZone: TZ },
  ...over,
});

const ok = (over: Partial<PriceCartInput> = {}) => {
  const result = priceCart(input(over));
  if (!result.ok) throw new Error(`expected a price, got ${result.problem.code}`);
  return result.cart;
};
const problem = (over: Partial<PriceCartInput>) => {
  const result = priceCart(input(over));
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
};

describe('the pricing engine', () => {
  it('adds the zone price to a cart below the free-delivery threshold', () => {
    const cart = ok();
    expect(cart).toMatchObject({
      productsPrice: 34900,
      discount: 0,
      deliveryPrice: 5900,
      amountWithoutDiscount: 40800,
      amount: 40800,
      isMinOrderReached: true,
      deliveryTimeMinutes: 45,
    });
    expect(cart.expectedAt).toEqual(new Date('2026-11-18T11:15:00Z'));
  });

  it('delivers free from the threshold and reports an unmet minimum', () => {
    expect(ok({ lines: [{ productId: SET, count: 1 }] }).deliveryPrice).toBe(0);
    const small = ok({ lines: [{ productId: ROLL, count: 1 }], zone: { ...zone, minOrderAmount: 50000 } });
    expect(small.isMinOrderReached).toBe(false);
  });

  it('applies a promo code before delivery and bonuses', () => {
    const cart = ok({ promoCode: 'DEMO10', promo: demo10, lines: [{ productId: ROLL, count: 2 }] });
    expect(cart).toMatchObject({
      productsPrice: 69800,
      discount: 6980,
      deliveryPrice: 5900,
      amount: 69800 - 6980 + 5900,
    });
    expect(cart.promo).toMatchObject({ isSuccess: true, kind: 'PERCENT' });
    // the discount can take the cart under the free-delivery threshold
    const set = ok({
      promoCode: 'DEMO10',
      promo: demo10,
      lines: [{ productId: SET, count: 1 }],
      zone: { ...zone, freeDeliveryThreshold: 95000 },
    });
    expect(set.deliveryPrice).toBe(5900);
  });

  it('reports a code that does not apply without failing the calculation', () => {
    const cart = ok({ promoCode: 'NOPE', promo: null });
    expect(cart.promo).toMatchObject({ isSuccess: false, reason: 'NOT_FOUND' });
    expect(cart.amount).toBe(40800);
  });

  it('spends bonuses within the balance and the share', () => {
    const cart = ok({ bonuses: { requested: 100, balance: 40, maxSharePercent: 50 } });
    expect(cart.bonuses).toEqual({ used: 40, maxUsable: 40, amount: 4000 });
    expect(cart.amount).toBe(40800 - 4000);
  });

  it('charges nothing for delivery on pickup and has no minimum', () => {
    const cart = ok({
      zone: null,
      lines: [
        { productId: GINGER, count: 1 },
        { productId: ROLL, count: 1 },
      ],
    });
    expect(cart).toMatchObject({
      deliveryPrice: 0,
      amount: 34900,
      isMinOrderReached: true,
      deliveryTimeMinutes: 20,
    });
  });

  it('answers the section 8 codes with the products they name', () => {
    expect(problem({ lines: [] }).code).toBe('PRODUCTS_NOT_SPECIFY');
    expect(problem({ lines: [{ productId: GINGER, count: 2 }] }).code).toBe('PRODUCTS_NOT_SPECIFY');
    const notFound = problem({
      lines: [
        { productId: ROLL, count: 1 },
        { productId: 777, count: 1 },
      ],
    });
    expect(notFound).toMatchObject({ code: 'PRODUCTS_ERROR', message: 'Price not found' });
    expect(notFound.details).toEqual([
      expect.objectContaining({ message: 'Price not found', productId: 777, outletId: 1001 }),
    ]);
    const stop = problem({ lines: [{ productId: STOPPED, count: 1 }] });
    expect(stop).toMatchObject({ code: 'PRODUCT_ON_STOP' });
    expect(stop.details).toEqual([expect.objectContaining({ productId: STOPPED, outletId: 1001 })]);
    const breakfast = problem({ lines: [{ productId: BREAKFAST, count: 1 }] });
    expect(breakfast).toMatchObject({
      code: 'PRODUCTS_ERROR',
      message: "Product isn't available at this time",
    });
    expect(breakfast.details[0]).toMatchObject({
      message: "Product isn't available at this time",
      productId: BREAKFAST,
      availability: { from: '08:00', to: '12:00' },
    });
  });

  it('checks availability at the time the order is made, not the time it is asked', () => {
    const tomorrowNine = new Date('2026-11-19T07:00:00Z'); // 09:00 local, before opening
    expect(
      problem({
        lines: [{ productId: BREAKFAST, count: 1 }],
        zone: null,
        time: {
          indication: 'ON_TIME',
          requested: tomorrowNine,
          now: wedNoon,
          openingHours: hours,
          timeZone: TZ,
        },
      }),
    ).toMatchObject({
      code: 'DELIVERY_TIME_INVALID',
      details: [expect.objectContaining({ reason: 'OUTLET_CLOSED' })],
    });
    const tomorrowEleven = new Date('2026-11-19T09:00:00Z'); // 11:00 local
    expect(
      ok({
        lines: [{ productId: BREAKFAST, count: 1 }],
        time: {
          indication: 'ON_TIME',
          requested: tomorrowEleven,
          now: wedNoon,
          openingHours: hours,
          timeZone: TZ,
        },
      }).expectedAt,
    ).toEqual(tomorrowEleven);
  });

  it('keeps the total equal to the sum of its parts and never below zero (property)', () => {
    const line = fc.record({
      productId: fc.oneof(
        { arbitrary: fc.constantFrom(ROLL, SET, GINGER, SAUCE), weight: 12 },
        { arbitrary: fc.constant(31337), weight: 1 },
      ),
      count: fc.integer({ min: 0, max: 150 }),
    });
    const promo = fc.option(
      fc.record({
        kind: fc.constantFrom('PERCENT' as const, 'FIXED' as const, 'FREE_DELIVERY' as const),
        value: fc.integer({ min: 0, max: 300_000 }),
        minOrderAmount: fc.integer({ min: 0, max: 200_000 }),
      }),
    );
    const zoneArb = fc.option(
      fc.record({
        deliveryPrice: fc.integer({ min: 0, max: 50_000 }),
        minOrderAmount: fc.integer({ min: 0, max: 100_000 }),
        freeDeliveryThreshold: fc.option(fc.integer({ min: 0, max: 500_000 })),
      }),
    );
    let priced = 0;
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        promo,
        zoneArb,
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        (lines, p, z, requested, balance, share) => {
          const result = priceCart(
            input({
              lines,
              promoCode: p ? 'X' : null,
              promo: p ? { ...demo10, ...p, value: p.kind === 'PERCENT' ? p.value % 101 : p.value } : null,
              zone: z ? { ...zone, ...z } : null,
              bonuses: { requested, balance, maxSharePercent: share },
            }),
          );
          if (!result.ok) return;
          priced += 1;
          const c = result.cart;
          const lineSum =
            c.lines.products.reduce((s, l) => s + l.price * l.count, 0) +
            c.lines.addons.reduce((s, a) => s + Math.max(0, a.count - a.freeCount) * a.price, 0);
          expect(c.productsPrice).toBe(lineSum);
          expect(c.amount).toBe(c.productsPrice - c.discount - c.bonuses.amount + c.deliveryPrice);
          expect(c.amount).toBeGreaterThanOrEqual(0);
          expect(c.amountWithoutDiscount).toBe(c.productsPrice + c.deliveryPrice);
          expect(c.bonuses.used).toBeLessThanOrEqual(balance);
          for (const l of c.lines.products) expect(l.count).toBeLessThanOrEqual(l.maxCount);
          for (const a of c.lines.addons) expect(a.count).toBeLessThanOrEqual(a.countMax);
          for (const v of [c.amount, c.discount, c.deliveryPrice, c.productsPrice])
            expect(Number.isInteger(v)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
    // most random carts must really be priced, or the property says little
    expect(priced).toBeGreaterThan(150);
  });
});

describe('automatic promotions in the pricing engine', () => {
  const weekendSets: AutomaticDiscountRule = {
    id: 1,
    businessRegionId: null,
    categoryId: SETS_CATEGORY,
    percent: 20,
    daysOfWeek: [6, 7],
    startsTime: '10:00',
    endsTime: '23:00',
    startsAt: new Date('2026-09-05T00:00:00+03:00'),
    endsAt: new Date('2027-03-28T23:59:59+03:00'),
    combinesWithPromoCodes: false,
  };
  const saturdayNoon = new Date('2026-11-21T10:00:00Z'); // 12:00 in Kyiv
  const fridayLate = new Date('2026-11-20T21:30:00Z'); // 23:30 in Kyiv, the outlet closed
  const automaticDiscounts = { rules: [weekendSets], businessRegionId: 101 };
  const setAndRoll = [
    { productId: SET, count: 1 },
    { productId: ROLL, count: 1 },
  ];
  const at = (now: Date, over: Partial<PriceCartInput> = {}) =>
    ok({
      lines: setAndRoll,
      automaticDiscounts,
      time: { indication: 'ASAP', requested: null, now, openingHours: hours, timeZone: TZ },
      ...over,
    });

  it('lowers a set and not a roll while it runs, showing the set’s full price as oldPrice', () => {
    const cart = at(saturdayNoon);
    const [set, roll] = cart.lines.products;
    expect(set).toMatchObject({ productId: SET, price: 79920, oldPrice: 99900, amount: 79920 });
    expect(set!.discount).toEqual({ id: 1, percent: 20, combinesWithPromoCodes: false });
    expect(roll).toMatchObject({ productId: ROLL, price: 34900, oldPrice: 39900, discount: null });
    // two free gingers with the set, one with the roll: nothing charged for addons
    expect(cart.productsPrice).toBe(79920 + 34900);
    expect(cart.amount).toBe(79920 + 34900); // free delivery from 800 грн
  });

  it('prices at the time the order is made: an ASAP order on a closed Friday night is made on Saturday', () => {
    const weekday = at(wedNoon);
    expect(weekday.lines.products[0]).toMatchObject({ price: 99900, discount: null });
    // the outlet opens at 10:00 on Saturday: the order is made then, in the promotion
    const nightOrder = at(fridayLate);
    expect(nightOrder.makeAt.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(nightOrder.lines.products[0]).toMatchObject({ price: 79920, oldPrice: 99900 });
    // ordered on Wednesday for Saturday 12:00, and on Saturday for Monday 12:00
    const forSaturday = at(wedNoon, {
      time: {
        indication: 'ON_TIME',
        requested: saturdayNoon,
        now: wedNoon,
        openingHours: hours,
        timeZone: TZ,
      },
    });
    expect(forSaturday.lines.products[0]).toMatchObject({ price: 79920 });
    const forMonday = at(saturdayNoon, {
      time: {
        indication: 'ON_TIME',
        requested: new Date('2026-11-23T10:00:00Z'),
        now: saturdayNoon,
        openingHours: hours,
        timeZone: TZ,
      },
    });
    expect(forMonday.lines.products[0]).toMatchObject({ price: 99900, discount: null });
  });

  it('lets a promo code lower only the lines the promotion left alone', () => {
    const cart = at(saturdayNoon, { promoCode: 'DEMO10', promo: demo10 });
    expect(cart.promo).toMatchObject({ isSuccess: true, discount: 3490 }); // 10% of the roll only
    expect(cart.amount).toBe(79920 + 34900 - 3490);
    // a cart of discounted sets only: the code is refused, not spent for nothing
    const setsOnly = at(saturdayNoon, {
      lines: [{ productId: SET, count: 1 }],
      promoCode: 'DEMO10',
      promo: demo10,
    });
    expect(setsOnly.promo).toMatchObject({ isSuccess: false, reason: 'NOT_COMBINABLE', discount: 0 });
    expect(setsOnly.amount).toBe(79920 + 5900);
    // on a weekday the code lowers the whole cart
    expect(at(wedNoon, { promoCode: 'DEMO10', promo: demo10 }).promo.discount).toBe(13480);
  });

  it('keeps free delivery with a discounted cart, and lets a combinable promotion take a code too', () => {
    const freedel: PromoCodeRule = {
      ...demo10,
      code: 'FREEDEL',
      kind: 'FREE_DELIVERY',
      value: 0,
      minOrderAmount: 0,
    };
    const sets = { lines: [{ productId: SET, count: 1 }] };
    const cart = at(saturdayNoon, { ...sets, promoCode: 'FREEDEL', promo: freedel });
    expect(cart).toMatchObject({ deliveryPrice: 0, promo: { isSuccess: true } });
    const combinable = { rules: [{ ...weekendSets, combinesWithPromoCodes: true }], businessRegionId: 101 };
    const both = at(saturdayNoon, {
      ...sets,
      automaticDiscounts: combinable,
      promoCode: 'DEMO10',
      promo: demo10,
    });
    expect(both.promo).toMatchObject({ isSuccess: true, discount: 7992 });
  });
});
