import { describe, expect, it } from 'vitest';
import {
  formatCityDate,
  promoImage,
  promotionTitle,
  promotionValidity,
  toPromotionCard,
} from './promotion-view';

const summary = {
  id: 102,
  slug: 'sets-weekend',
  businessRegionId: null,
  title: 'Сети щовихідних',
  localization: [
    { language: 'uk', title: 'Сети щовихідних' },
    { language: 'ru', title: 'Сеты каждые выходные' },
  ],
  imageUrl: 'http://localhost:4000/catalog/v1/images/promo.sushi-sm-ua-sets-weekend',
  promoCode: null,
  startsAt: '2026-09-05T00:00:00.000Z',
  endsAt: '2027-03-28T20:59:59.000Z',
  productCount: 4,
};
const now = new Date('2026-11-20T12:00:00Z');

describe('promotion texts', () => {
  it('reads the title in the page language, else the API’s', () => {
    expect(promotionTitle(summary, 'ru')).toBe('Сеты каждые выходные');
    expect(promotionTitle(summary, 'en')).toBe('Сети щовихідних');
  });

  it('writes dates in the city’s time zone and the page language', () => {
    // 22:30 UTC on 31 January is already 1 February in Kyiv
    expect(formatCityDate('2027-01-31T22:30:00Z', 'uk', 'Europe/Kyiv')).toBe('1 лютого 2027 р.');
    expect(formatCityDate('2027-01-31T22:30:00Z', 'en', 'Europe/London')).toBe('31 January 2027');
    expect(formatCityDate('2027-01-31T22:30:00Z', 'ru', 'Asia/Dubai')).toBe('1 февраля 2027 г.');
  });
});

describe('promotion validity', () => {
  it('reads "until" the last day it runs', () => {
    expect(promotionValidity(summary, 'uk', 'Europe/Kyiv', now)).toEqual({
      kind: 'until',
      date: '28 березня 2027 р.',
    });
  });

  it('takes an end at midnight as the day before (the end is exclusive)', () => {
    const p = { startsAt: summary.startsAt, endsAt: '2027-01-31T22:00:00.000Z' }; // 1 Feb 00:00 in Kyiv
    expect(promotionValidity(p, 'en', 'Europe/Kyiv', now)).toEqual({
      kind: 'until',
      date: '31 January 2027',
    });
  });

  it('has no end date when the promotion runs until further notice', () => {
    expect(promotionValidity({ ...summary, endsAt: null }, 'uk', 'Europe/Kyiv', now)).toEqual({
      kind: 'permanent',
    });
  });

  it('says from when it starts when it has not started yet', () => {
    expect(
      promotionValidity({ startsAt: '2026-12-01T10:00:00Z', endsAt: null }, 'en', 'Europe/Kyiv', now),
    ).toEqual({ kind: 'from', date: '1 December 2026' });
  });
});

describe('promotion card', () => {
  it('has what the card shows and a 3:2 picture through the site’s image path', () => {
    const card = toPromotionCard({ ...summary, promoCode: 'DEMO10' }, 'ru', 'Europe/Kyiv', now);
    expect(card).toMatchObject({ slug: 'sets-weekend', title: 'Сеты каждые выходные', promoCode: 'DEMO10' });
    expect(promoImage(summary.imageUrl, 600, false)).toBe(
      '/api/catalog/v1/images/promo.sushi-sm-ua-sets-weekend?w=600&h=400&format=webp&mode=fill&q=80',
    );
  });
});
