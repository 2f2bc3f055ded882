/**
 * What the checkout hooks' tests share (`use-*.test.tsx`): each test a page load by a new
 * visitor, a stand-in for the API behind `fetch`, answers shaped by the contracts (each parsed by
 * its zod schema, so a fixture cannot drift from what the API sends), the city and site of the
 * demo data, and the real messages of a language. Not part of the storefront: only tests import it.
 */
import {
  ZAddressGeocodeResult,
  ZCalculation,
  ZErrorResponse,
  ZOrderCreated,
  ZPaymentStatus,
  ZProduct,
  type TAddressGeocodeResult,
  type TCalculation,
  type TOrderCreated,
  type TPaymentStatus,
  type TProduct,
} from '@food/contracts';
import { act, cleanup } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CartLine } from '@/features/cart/cart-rules';
import type { SiteInfo } from '@/features/shell/site-context';
import type { Language } from '@/lib/routing/locale-path';
import { NAMESPACES } from '@/i18n/namespaces';
import type { CheckoutContext } from './checkout-context';
import type { CheckoutBody } from './checkout-rules';

/* ------------------------------------------------------------------ the API behind fetch */

export interface ApiRequest {
  method: string;
  /** the path without the query, e.g. /api/order-service/api/order-checkout */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** the JSON body, parsed; undefined without one */
  body: unknown;
  signal: AbortSignal | null;
}

export interface ApiAnswer {
  status: number;
  /** sent as JSON; a string is sent as it is (a proxy's HTML page) */
  body: unknown;
}

/**
 * A fake `fetch` that records every request and answers it with `route`. Like the browser's, it
 * rejects with the signal's reason when the request is cancelled before its answer, so an answer
 * given after a cancel never reaches the caller.
 */
function fakeApi(route: (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>) {
  const requests: ApiRequest[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost:3000');
    const signal = init.signal ?? null;
    const request: ApiRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal,
    };
    requests.push(request);
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve(route(request)).then((answer) => {
        if (signal?.aborted) return;
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        resolve(
          new Response(text, { status: answer.status, headers: { 'content-type': 'application/json' } }),
        );
      }, reject);
    });
  };
  return { fetch, requests };
}

/** Puts `fakeApi(route)` behind the page's `fetch` for this test (`eachTestANewVisitor` undoes it). */
export function stubApi(route: (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>) {
  const api = fakeApi(route);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** An answer the test gives when it chooses (a slow API): `arrive` gives it and lets the page take it in. */
export function heldAnswer() {
  let give!: (answer: ApiAnswer) => void;
  const promise = new Promise<ApiAnswer>((resolve) => (give = resolve));
  const arrive = (answer: ApiAnswer) =>
    act(async () => {
      give(answer);
      await vi.advanceTimersByTimeAsync(0);
    });
  return { promise, arrive };
}

/**
 * An API behind `fetch` that holds every request until the test answers it, in the order the
 * test chooses (`answer(n, …)`, the n-th request from 0): the slow network of a race.
 */
export function stubSlowApi() {
  const held: Array<ReturnType<typeof heldAnswer>> = [];
  const api = stubApi(() => {
    const answer = heldAnswer();
    held.push(answer);
    return answer.promise;
  });
  const answer = (n: number, given: ApiAnswer) => held[n]!.arrive(given);
  return { requests: api.requests, answer };
}

/** ARCHITECTURE.md's error body: `{ error: { code, message, details } }`. */
export const apiError = (
  status: number,
  code: string,
  details: unknown[] = [],
  message = code,
): ApiAnswer => ({
  status,
  body: ZErrorResponse.parse({ error: { code, message, details } }),
});

export const ok = (body: unknown, status = 200): ApiAnswer => ({ status, body });

/* ------------------------------------------------------------------ each test a page load */

/** A browser that never visited: no localStorage, no cookies (the outlet_id, cpa... of a test before). */
function newVisitor() {
  window.localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

/**
 * Registers, for every test of the file that calls it, what each test does around itself: before
 * it a browser that never visited, on vitest's fake clock (the debounces and retries the test
 * advances) unless `clock: 'real'`; after it the page unmounted and every stubbed global, spy and
 * fake clock undone.
 */
export function eachTestANewVisitor({ clock = 'fake' }: { clock?: 'fake' | 'real' } = {}) {
  beforeEach(() => {
    if (clock === 'fake') vi.useFakeTimers();
    newVisitor();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/**
 * A page load: the module registry emptied before `importModules` brings the page's modules, so
 * the hooks and the stores they import start anew (from localStorage, as a browser's do), and the
 * providers the page puts around them in `locale`, with the SiteProvider of this load (the hooks
 * read the context of their own load).
 */
export async function loadPage<Modules>(locale: Language, importModules: () => Promise<Modules>) {
  vi.resetModules();
  const [site, modules] = await Promise.all([import('@/features/shell/site-context'), importModules()]);
  return { modules, wrapper: pageProviders(site.SiteProvider, locale) };
}

/** Lets `ms` of the page's time pass on the fake clock, with what the API answered meanwhile. */
export const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Lets the page take in what the API has answered, with no time passing. */
export const settle = () => wait(0);

/** A failure the hook logs (STYLE.md: never swallowed): watched, and kept out of the test's output. */
export const watchConsole = (level: 'warn' | 'error') =>
  vi.spyOn(console, level).mockImplementation(() => {});

/** Next's router, the one part of `next/navigation` the hooks use (no Next runtime in a test). */
export function fakeRouter() {
  return {
    push: vi.fn(),
    replace: vi.fn(),
    prefetch: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    refresh: vi.fn(),
  };
}

/* ------------------------------------------------------------------ the demo city */

const KYIV = { id: 101, name: 'Kyiv', slug: 'kyiv' };
const KHRESHCHATYK_OUTLET = 1001;

export const checkoutContext: CheckoutContext = {
  rn: 1,
  city: KYIV,
  restaurants: [
    {
      id: KHRESHCHATYK_OUTLET,
      name: 'Sushi Moon Khreshchatyk',
      address: '22 Khreshchatyk St',
      phone: '+380443332701',
      location: { lat: 50.4474, lng: 30.5219 },
      timeZone: 'Europe/Kyiv',
      openingHours: [],
      isPickupAvailable: true,
    },
  ],
  isPickupAvailable: true,
  paymentTypes: ['ONLINE', 'CASH'],
  phoneCountries: ['UA'],
  menuAddons: { addons: {}, offers: [], offerOf: {} },
};

function siteInfo(locale: Language): SiteInfo {
  return {
    brand: { slug: 'sushi-moon', name: 'Sushi Moon', shortName: 'Sushi Moon' },
    rn: checkoutContext.rn,
    logo: { url: '/logo.svg', desktop: { width: 120, height: 40 }, mobile: { width: 90, height: 30 } },
    locale,
    languages: ['uk', 'ru', 'en'],
    defaultLanguage: 'uk',
    city: KYIV,
    currency: { symbol: '₴', shortName: { uk: 'грн', ru: 'грн', en: 'UAH' } },
    env: {},
    supportPhone: '+380443332700',
    headerSupportPhone: null,
    socialLinks: [],
    headerBanner: null,
    emailCollectVisible: false,
    categories: [],
    isBot: false,
  };
}

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/locales');

/** The storefront's own messages of a language (public/locales/<lang>/<namespace>.json). */
export function localeMessages(locale: Language): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    NAMESPACES.map((ns) => [
      ns,
      JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${ns}.json`), 'utf8')),
    ]),
  );
}

/** The providers a checkout page puts around its client components. */
function pageProviders(
  SiteProvider: (props: { value: SiteInfo; children: ReactNode }) => ReactNode,
  locale: Language,
) {
  const messages = localeMessages(locale);
  const site = siteInfo(locale);
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Kyiv">
        <SiteProvider value={site}>{children}</SiteProvider>
      </NextIntlClientProvider>
    );
  };
}

/* ------------------------------------------------------------------ the cart and the answers */

export function cartLine(productId: number, name: string, price: number, count = 1): CartLine {
  return {
    productId,
    count,
    price,
    name,
    imageUrl: `/images/${productId}.webp`,
    slug: `dish-${productId}`,
    categorySlug: 'sushi',
  };
}

/**
 * The API's calculation of a request body: each line at its price in `prices` (minor units),
 * delivery 59 грн, at the outlet the body names (else the Khreshchatyk one).
 */
export function calculationOf(
  body: CheckoutBody,
  prices: Readonly<Record<number, number>>,
  patch: Partial<TCalculation> = {},
): TCalculation {
  const products = body.products.map((line) => {
    const price = prices[line.productId] ?? 10_000;
    return {
      productId: line.productId,
      article: `SM-${line.productId}`,
      name: `Dish ${line.productId}`,
      count: line.count,
      maxCount: 99,
      calculated: true as const,
      price,
      oldPrice: null,
      amount: price * line.count,
      promo: false,
      isPromo: false,
      persons: 1,
    };
  });
  const productsPrice = products.reduce((sum, p) => sum + p.amount, 0);
  const isDelivery = body.delivery.type === 0;
  const deliveryPrice = isDelivery ? 5_900 : 0;
  return ZCalculation.parse({
    retailNetworkId: body.retailNetworkId,
    businessRegionId: KYIV.id,
    outletId: body.outletId ?? KHRESHCHATYK_OUTLET,
    deliveryType: isDelivery ? 0 : 1,
    currencyCode: 'UAH',
    products,
    addons: [],
    productsPrice,
    amountWithoutDiscount: productsPrice + deliveryPrice,
    discount: 0,
    amount: productsPrice + deliveryPrice,
    delivery: {
      price: deliveryPrice,
      basePrice: deliveryPrice,
      deliveryTime: 60,
      expectedAt: '2026-12-01T12:00:00.000Z',
      zoneId: isDelivery ? 1 : null,
      zoneName: isDelivery ? 'Inner ring' : null,
      minOrderAmount: 30_000,
      isMinOrderReached: true,
      freeDeliveryThreshold: null,
    },
    promoCode: { code: null, isSuccess: false, kind: null, reason: null, minOrderAmount: null },
    bonuses: { requested: 0, used: 0, amount: 0, balance: 0, maxUsable: 0 },
    personsCount: 1,
    timeZone: 'Europe/Kyiv',
    timeZoneOffsetHours: 2,
    isOutletOpen: true,
    outletDay: { reason: 'OPEN', isClosedToday: false, reopensAt: null, busyMinutes: 0, asapRefusal: null },
    ...patch,
  });
}

/** The answer of `POST /order-service/api/http-order-create` (201). */
export function orderCreatedOf(
  calc: TCalculation,
  order: { orderId: string; localId: number; paymentType: 'ONLINE' | 'CASH'; paymentUrl: string | null },
): TOrderCreated {
  return ZOrderCreated.parse({
    orderId: order.orderId,
    localId: order.localId,
    statusId: 0,
    amount: calc.amount,
    currencyCode: calc.currencyCode,
    paymentType: order.paymentType,
    paymentKind: order.paymentType === 'ONLINE' ? 1 : 0,
    isPaid: false,
    paymentUrl: order.paymentUrl,
    orderResponse: calc,
  });
}

/** The answer of `GET /payment/v1/status`. */
export function paymentStatusOf(
  orderId: string,
  status: TPaymentStatus['status'],
  patch: Partial<TPaymentStatus> = {},
): TPaymentStatus {
  return ZPaymentStatus.parse({
    orderId,
    localId: 57,
    orderStatusId: 0,
    status,
    isPaid: status === 'PAID',
    paymentType: 'ONLINE',
    paymentKind: 1,
    amount: 45_800,
    currencyCode: 'UAH',
    provider: 'demo',
    attempts: 1,
    failureReason: status === 'FAILED' ? 'card declined' : null,
    paymentUrl: null,
    refundedAmount: 0,
    expectedAt: null,
    ...patch,
  });
}

/** The answer of `GET /geo/v1/addresses/geocode`: found in this city, or null fields. */
export function geocodeOf(
  found: { street: string; house: string | null; lat: number; lng: number } | null,
  otherCity: { businessRegionId: number; slug: string; name: string } | null = null,
): TAddressGeocodeResult {
  return ZAddressGeocodeResult.parse({
    address: found && {
      ...found,
      city: otherCity?.name ?? KYIV.name,
      businessRegionId: otherCity?.businessRegionId ?? KYIV.id,
      label: `${found.street}, ${found.house ?? ''}`,
    },
    deliveryZone: found && {
      inZone: otherCity === null,
      zone:
        otherCity === null
          ? {
              zoneId: 1,
              outletId: KHRESHCHATYK_OUTLET,
              businessRegionId: KYIV.id,
              businessRegionSlug: KYIV.slug,
              name: 'Inner ring',
              deliveryPrice: 5_900,
              minOrderAmount: 30_000,
              freeDeliveryFrom: 80_000,
              deliveryTimeMinutes: 60,
            }
          : null,
      otherCity,
    },
  });
}

/** A product of `POST /catalog/v1/products/` in the page's language. */
function productOf(id: number, name: string): TProduct {
  return ZProduct.parse({
    id,
    article: `SM-${id}`,
    slug: `dish-${id}`,
    categoryId: 1,
    categorySlug: 'sushi',
    name,
    description: '',
    composition: '',
    localization: [],
    price: 10_000,
    oldPrice: null,
    weight: 250,
    pieces: null,
    isHot: false,
    isVegan: false,
    isAddon: false,
    isArchived: false,
    isOnStop: false,
    imageUrl: `/images/${id}.webp`,
    availability: null,
    additionalProperties: { persons: 1 },
    attributes: [],
    attributesIds: [],
    classifiers: [],
    addons: [],
  });
}

const idsAsked = (request: ApiRequest) => (request.body as { ids: number[] }).ids;

/**
 * The catalogue behind `fetch` (`POST /catalog/v1/products/`): each product asked for, named by
 * `nameOf` in the language the request asks for (`lang`). `idsAsked()`: the ids of each request.
 */
export function stubCatalogue(nameOf: (id: number, lang: string | null) => string) {
  const api = stubApi((req) =>
    ok(idsAsked(req).map((id) => productOf(id, nameOf(id, req.query.get('lang'))))),
  );
  return { requests: api.requests, idsAsked: () => api.requests.map(idsAsked) };
}
