import { ZCheckoutRequest, type TCheckoutRequest } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { ROLL, SAUCE, SET, fixtureCatalogue } from './pricing/catalogue-fixture.js';
import { priceCart, type PriceCartInput } from './pricing/price-cart.js';
import { MAX_ORDER_AMOUNT, creationProblems } from './order-rules.js';

const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opensAt: '10:00', closesAt: '23:00' }));
const zone = {
  zoneId: 1,
  name: 'Z',
  deliveryPrice: 5900,
  minOrderAmount: 30000,
  freeDeliveryThreshold: 80000,
  deliveryTimeMinutes: 45,
};

function priced(over: Partial<PriceCartInput> = {}) {
  const r = priceCart({
    lines: [{ productId: ROLL, count: 1 }],
    catalogue: fixtureCatalogue(),
    checkStopList: true,
    outletId: 1,
    zone,
    promoCode: null,
    promo: null,
    bonuses: { requested: 0, balance: 0, maxSharePercent: 50 },
    time: {
      indication: 'ASAP',
      requested: null,
      now: new Date('2026-11-18T10:30:00Z'),
      openingHours: hours,
      timeZone: 'Europe/Kyiv',
    },
    ...over,
  });
  if (!r.ok) throw new Error(r.problem.code);
  return r.cart;
}
const body = (over: Record<string, unknown> = {}): TCheckoutRequest =>
  ZCheckoutRequest.parse({
    retailNetworkId: 1,
    products: [{ productId: ROLL, count: 1 }],
    delivery: {
      type: 0,
      street: 'Khreshchatyk',
      house: '22',
      location: { type: 'Point', coordinates: [30.52, 50.45] },
    },
    ...over,
  });
const codes = (b: TCheckoutRequest, cart = priced(), phone: string | null = '+380501234567') =>
  creationProblems(b, cart, phone).map((p) => p.code);

describe('order creation rules', () => {
  it('accepts a priced cart with a contact and an address', () => {
    expect(codes(body())).toEqual([]);
  });

  it('refuses a code refused for who orders (the calculation may not have known them), ignores the rest', () => {
    const refusedFor = (reason: 'ALREADY_USED' | 'NOT_FIRST_ORDER' | 'USES_EXHAUSTED' | 'EXPIRED') => {
      const cart = priced();
      return { ...cart, promo: { ...cart.promo, isSuccess: false, reason } };
    };
    for (const reason of ['ALREADY_USED', 'NOT_FIRST_ORDER', 'USES_EXHAUSTED'] as const)
      expect(codes(body({ promoCode: 'WELCOME100' }), refusedFor(reason))).toEqual([
        'PROMO_CODE_NOT_APPLICABLE',
      ]);
    expect(codes(body({ promoCode: 'OLD' }), refusedFor('EXPIRED'))).toEqual([]);
    // a friend's referral code gives no discount: no price differs from what was shown
    const referral = refusedFor('NOT_FIRST_ORDER');
    expect(
      codes(body({ promoCode: 'AB12CD34' }), { ...referral, promo: { ...referral.promo, kind: 'REFERRAL' } }),
    ).toEqual([]);
  });

  it('needs a phone for a guest and a street for delivery', () => {
    expect(codes(body(), priced(), null)).toEqual(['VALIDATION_ERROR']);
    expect(
      codes(
        body({
          delivery: { type: 0, house: '22', location: { type: 'Point', coordinates: [30.52, 50.45] } },
        }),
      ),
    ).toEqual(['VALIDATION_ERROR']);
  });

  it('needs a house for delivery, naming /delivery/house; "0" (SPEC section 5\'s empty house) is none', () => {
    const withHouse = (house?: string | null) =>
      body({
        delivery: {
          type: 0,
          street: 'Khreshchatyk',
          ...(house === undefined ? {} : { house }),
          location: { type: 'Point', coordinates: [30.52, 50.45] },
        },
      });
    for (const house of [undefined, null, '', '   ', '0', '00']) {
      const problems = creationProblems(withHouse(house), priced(), '+380501234567');
      expect(problems, String(house)).toEqual([
        {
          code: 'VALIDATION_ERROR',
          message: 'Invalid body: /delivery/house is required for delivery',
          details: [{ in: 'body', path: '/delivery/house', message: 'is required for delivery' }],
        },
      ]);
    }
    for (const house of ['1', '10', '10А', '2/4', '105']) expect(codes(withHouse(house)), house).toEqual([]);
    // a pickup names no house
    expect(codes(body({ delivery: { type: 1 } }), priced({ zone: null }))).toEqual([]);
  });

  it('refuses counts the calculation had to cap, and addons nothing offers', () => {
    const lines = [{ productId: ROLL, count: 150 }];
    expect(codes(body({ products: lines }), priced({ lines }))).toEqual(['PRODUCT_COUNT_EXCEEDED']);
    const orphan = [
      { productId: SET, count: 1 },
      { productId: SAUCE, count: 1 },
    ];
    const problems = creationProblems(body({ products: orphan }), priced({ lines: orphan }), '+380501234567');
    expect(problems[0]).toMatchObject({
      code: 'PRODUCT_COUNT_EXCEEDED',
      details: [{ productId: SAUCE, maxCount: 0 }],
    });
  });

  it('refuses more bonuses than may be spent, and an unmet minimum', () => {
    const cart = priced({ bonuses: { requested: 500, balance: 100, maxSharePercent: 50 } });
    expect(codes(body({ payment: { bonusCount: 500 } }), cart)).toEqual(['BONUSES_EXCEED_BALANCE']);
    expect(codes(body(), priced({ zone: { ...zone, minOrderAmount: 50000 } }))).toEqual([
      'MIN_ORDER_AMOUNT_NOT_REACHED',
    ]);
  });

  it('refuses a zero total unless a promo code explains it', () => {
    const free = { ...priced({ zone: null }), amount: 0 };
    expect(codes(body(), free)).toEqual(['ORDER_AMOUNT_INVALID']);
    expect(codes(body(), { ...free, promo: { ...free.promo, isSuccess: true } })).toEqual([]);
  });

  it('refuses an order too large for its stored amounts rather than overflowing them', () => {
    const huge = priced();
    const over = { ...huge, amountWithoutDiscount: MAX_ORDER_AMOUNT + 1, amount: MAX_ORDER_AMOUNT + 1 };
    expect(codes(body(), over)).toEqual(['ORDER_AMOUNT_INVALID']);
    expect(codes(body(), { ...huge, amountWithoutDiscount: MAX_ORDER_AMOUNT })).toEqual([]);
  });

  it('needs cash change of at least the total', () => {
    expect(codes(body({ payment: { paymentType: 'CASH' }, additionalInfo: { change: 40000 } }))).toEqual([
      'CHANGE_TOO_SMALL',
    ]);
    expect(codes(body({ payment: { paymentType: 'CASH' }, additionalInfo: { change: 50000 } }))).toEqual([]);
    // change matters only for cash
    expect(codes(body({ payment: { paymentType: 'CARD' }, additionalInfo: { change: 100 } }))).toEqual([]);
  });
});
