import { describe, expect, it } from 'vitest';
import { evaluatePromo, isInCity, type PromoCodeRule } from '../order-service/index.js';
import {
  automaticDiscountProblem,
  linkProblem,
  localizedProblem,
  promoCodeProblem,
  storedCode,
  storedValue,
  windowProblem,
} from './promotion-rules.js';
import { richTextToHtml } from './rich-text.js';

const code = {
  code: 'summer 10',
  kind: 'PERCENT' as const,
  value: 10,
  giftProductId: null,
  startsAt: '2030-06-01T00:00:00Z',
  expiresAt: '2030-09-01T00:00:00Z',
};

describe('promo code rules', () => {
  it('stores the code as the checkout compares it', () => {
    expect(storedCode(' summer 10 ')).toBe('SUMMER10');
    expect(storedCode('   ')).toBeNull();
  });

  it('accepts a percent from 1 to 100 and a fixed sum above zero', () => {
    expect(promoCodeProblem(code)).toBeNull();
    expect(promoCodeProblem({ ...code, value: 100 })).toBeNull();
    expect(promoCodeProblem({ ...code, value: 0 })?.path).toBe('/value');
    expect(promoCodeProblem({ ...code, value: 101 })?.path).toBe('/value');
    expect(promoCodeProblem({ ...code, kind: 'FIXED', value: 0 })?.message).toMatch(/more than zero/);
    expect(promoCodeProblem({ ...code, kind: 'FIXED', value: 5000 })).toBeNull();
  });

  it('wants a dish for a gift and none for anything else', () => {
    expect(promoCodeProblem({ ...code, kind: 'GIFT', value: 0 })?.path).toBe('/giftProductId');
    expect(promoCodeProblem({ ...code, kind: 'GIFT', value: 0, giftProductId: 7 })).toBeNull();
    expect(promoCodeProblem({ ...code, giftProductId: 7 })?.path).toBe('/giftProductId');
    expect(storedValue({ kind: 'GIFT', value: 55 })).toBe(0);
    expect(storedValue({ kind: 'FREE_DELIVERY', value: 55 })).toBe(0);
    expect(storedValue({ kind: 'FIXED', value: 55 })).toBe(55);
  });

  it('refuses an end before (or at) the start and odd characters', () => {
    expect(promoCodeProblem({ ...code, expiresAt: '2030-05-01T00:00:00Z' })?.path).toBe('/expiresAt');
    expect(promoCodeProblem({ ...code, expiresAt: code.startsAt })?.path).toBe('/expiresAt');
    expect(promoCodeProblem({ ...code, expiresAt: null })).toBeNull();
    expect(promoCodeProblem({ ...code, code: '<b>10' })?.path).toBe('/code');
    expect(windowProblem(null, '2030-01-01T00:00:00Z', '/x')).toBeNull();
  });
});

describe('a code limited to cities, and a gift, at the checkout', () => {
  const rule: PromoCodeRule = {
    code: 'GIFT',
    kind: 'GIFT',
    value: 0,
    minOrderAmount: 0,
    startsAt: new Date('2030-01-01T00:00:00Z'),
    expiresAt: null,
    isActive: true,
    giftProductId: 42,
    businessRegionIds: [3],
  };
  const at = new Date('2030-02-01T00:00:00Z');

  it('works only in its cities; no cities means every city', () => {
    expect(isInCity(rule, 3)).toBe(true);
    expect(isInCity(rule, 4)).toBe(false);
    expect(isInCity({ businessRegionIds: null }, 4)).toBe(true);
    expect(evaluatePromo(rule, 1000, at, 1000, { businessRegionId: 4 }).reason).toBe('NOT_IN_CITY');
  });

  it('gives the dish free when it can be given, and says why not otherwise', () => {
    const given = evaluatePromo(rule, 1000, at, 1000, { businessRegionId: 3, isGiftAvailable: () => true });
    expect(given).toMatchObject({ isSuccess: true, kind: 'GIFT', discount: 0, giftProductId: 42 });
    const none = evaluatePromo(rule, 1000, at, 1000, { businessRegionId: 3, isGiftAvailable: () => false });
    expect(none).toMatchObject({ isSuccess: false, reason: 'GIFT_UNAVAILABLE', giftProductId: null });
  });
});

describe('automatic promotion rules', () => {
  const auto = {
    percent: 15,
    daysOfWeek: [6, 7],
    startsTime: '11:00',
    endsTime: '15:00',
    startsAt: '2030-01-01T00:00:00Z',
    endsAt: null,
    categoryId: 5,
    productIds: null,
  };
  it('accepts a weekend lunch and refuses what cannot run', () => {
    expect(automaticDiscountProblem(auto)).toBeNull();
    expect(automaticDiscountProblem({ ...auto, percent: 0 })?.path).toBe('/percent');
    expect(automaticDiscountProblem({ ...auto, percent: 101 })?.path).toBe('/percent');
    expect(automaticDiscountProblem({ ...auto, daysOfWeek: [6, 6] })?.path).toBe('/daysOfWeek');
    expect(automaticDiscountProblem({ ...auto, endsTime: null })?.path).toBe('/endsTime');
    expect(automaticDiscountProblem({ ...auto, endsTime: '11:00' })?.path).toBe('/endsTime');
    expect(automaticDiscountProblem({ ...auto, productIds: [1] })?.path).toBe('/productIds');
    expect(automaticDiscountProblem({ ...auto, endsAt: '2029-01-01T00:00:00Z' })?.path).toBe('/endsAt');
  });
});

describe('texts and links', () => {
  it('wants the default language and only the brand’s languages', () => {
    expect(localizedProblem({ uk: 'Акція' }, '/title', ['uk', 'en'], 'uk')).toBeNull();
    expect(localizedProblem({ en: 'Sale' }, '/title', ['uk', 'en'], 'uk')?.code).toBe(
      'DEFAULT_LANGUAGE_REQUIRED',
    );
    expect(localizedProblem({ uk: 'x', ru: 'y' }, '/title', ['uk', 'en'], 'uk')?.code).toBe(
      'UNKNOWN_LANGUAGE',
    );
    expect(localizedProblem({}, '/subtitle', ['uk'], 'uk', { required: false })).toBeNull();
  });

  it('follows site paths and web addresses only', () => {
    expect(linkProblem('/promotions/summer')).toBeNull();
    expect(linkProblem('https://example.com/a')).toBeNull();
    expect(linkProblem(null)).toBeNull();
    expect(linkProblem('javascript:alert(1)')?.path).toBe('/link');
    expect(linkProblem('//evil.example')?.path).toBe('/link');
  });
});

describe('rich text', () => {
  it('turns Markdown into the HTML the storefront renders', () => {
    expect(richTextToHtml('# Terms\n\nWe **deliver** [daily](/delivery).\n\n- one\n- two')).toBe(
      '<h2>Terms</h2>\n<p>We <strong>deliver</strong> <a href="/delivery">daily</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
  });

  it('never keeps a script, an event handler, a style or a javascript: link', () => {
    const html = richTextToHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p>\n\n<img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">go</a><iframe src="https://evil.example"></iframe>' +
        '<p style="color:red">red</p><svg onload="alert(1)"><circle/></svg>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|style=|svg|alert/i);
    expect(html).toContain('Hi');
    expect(html).toContain('<a>go</a>');
    expect(html).toContain('<p>red</p>');
  });

  it('keeps simple HTML written by hand, so a text first written as HTML stays editable', () => {
    expect(richTextToHtml('<p>One <em>two</em></p>')).toBe('<p>One <em>two</em></p>');
    expect(richTextToHtml('   ')).toBe('');
  });
});
