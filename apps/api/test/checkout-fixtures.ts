/**
 * Checkout request builders for the API tests, on the demo data of the sushi brand (rn 1): Kyiv's
 * Khreshchatyk outlet 1001 (its inner zone: 59 UAH delivery, free from 800, minimum 300, 45 min),
 * Obolon outlet 1002 (Dragon on its stop list), Lviv's outlet 1011, and the pizza brand's 2001.
 */
import { ZOrderCreated, type TOrderCreated } from '@food/contracts';
import { expect } from 'vitest';
import { zonedTimeToUtc } from '../src/modules/order-service/pricing/delivery-time.js';

export const P = {
  soy: 100001,
  wasabi: 100002,
  ginger: 100003,
  chopsticks: 100004,
  unagi: 100006,
  dragon: 100007,
  redDragon: 100008,
  businessLunch: 100012,
  philadelphiaLight: 100023,
  mallSet: 100069,
  cola: 100156,
  pizza: 200001,
} as const;

export const OUTLET = {
  khreshchatyk: 1001,
  obolon: 1002,
  poznyaky: 1003,
  lviv: 1011,
  dnipro: 1031,
  pizzaKyiv: 2001,
} as const;

/** [longitude, latitude] next to the Khreshchatyk outlet, and in central Lviv */
export const AT_KHRESHCHATYK: [number, number] = [30.5219, 50.4474];
export const AT_LVIV: [number, number] = [24.0315, 49.8419];

type Body = Record<string, unknown>;

/** A guest's delivery in Kyiv (ASAP, paid online); `over` replaces top-level fields. */
export function deliveryBody(products: Array<{ productId: number; count: number }>, over: Body = {}): Body {
  return {
    retailNetworkId: 1,
    checkStopList: true,
    sourceName: 'api-test',
    target: 'WEB',
    products,
    payment: { bonusCount: 0, paymentType: 'ONLINE' },
    delivery: {
      type: 0,
      timeIndication: 'ASAP',
      city: 'Київ',
      street: 'вул. Хрещатик',
      house: '22',
      apartment: '5',
      isPrivateHouse: false,
      location: { type: 'Point', coordinates: AT_KHRESHCHATYK },
    },
    additionalInfo: { personsCount: 2, doNotCallback: true },
    customerName: 'Олена',
    customerPhone: '+380671234567',
    ...over,
  };
}

/** A guest's pickup at `outletId`, paid in cash. */
export function pickupBody(
  outletId: number,
  products: Array<{ productId: number; count: number }>,
  over: Body = {},
): Body {
  return {
    retailNetworkId: 1,
    target: 'WEB',
    outletId,
    products,
    payment: { bonusCount: 0, paymentType: 'CASH' },
    delivery: { type: 1, timeIndication: 'ASAP' },
    customerName: 'Петро',
    customerPhone: '+380501112233',
    ...over,
  };
}

/** Tomorrow (or `daysAhead` days on) at a local wall time in Kyiv, as ISO UTC (what the storefront sends for ON_TIME). */
export function kyivTomorrowAt(hh: number, mm = 0, daysAhead = 1): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y, m - 1, d + daysAhead));
  return zonedTimeToUtc(
    tomorrow.getUTCFullYear(),
    tomorrow.getUTCMonth() + 1,
    tomorrow.getUTCDate(),
    hh * 60 + mm,
    'Europe/Kyiv',
  ).toISOString();
}

export const onTime = (iso: string) => ({ timeIndication: 'ON_TIME', deliveryTime: iso });

/**
 * A new order's 201 is written without zod (order-service routes.ts): its bytes must be what zod
 * would have written, the contract's keys in its order and no other. Reads a clone of `res`.
 */
export async function expectOrderCreatedForm(res: Response): Promise<void> {
  const text = await res.clone().text();
  expect(res.status).toBe(201);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(text).toBe(JSON.stringify(ZOrderCreated.encode(JSON.parse(text) as TOrderCreated)));
}
