import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES } from './language.js';
import { statusPushText } from './push-texts.js';
import type { StatusNotice } from './status-notice.js';

const NOTICES: StatusNotice[] = [
  'accepted',
  'onTheWay',
  'readyForPickup',
  'delivered',
  'pickedUp',
  'cancelled',
];

describe('push texts', () => {
  it('names the brand and the order number, and the expected time of an accepted order', () => {
    const base = { shortName: 'Sushi Moon', localId: 42, type: 'DELIVERY' as const, expected: '19:40' };
    expect(statusPushText({ ...base, language: 'uk', notice: 'accepted' })).toEqual({
      title: 'Sushi Moon: замовлення №42',
      body: 'Прийнято. Доставимо до 19:40.',
    });
    expect(statusPushText({ ...base, language: 'ru', notice: 'accepted', type: 'PICKUP' }).body).toBe(
      'Принят. Будет готов к 19:40.',
    );
    expect(statusPushText({ ...base, language: 'en', notice: 'accepted', expected: null })).toEqual({
      title: 'Sushi Moon: order #42',
      body: 'Accepted, we are cooking it.',
    });
  });

  it('has a distinct text for every status in every language', () => {
    for (const language of MESSAGE_LANGUAGES) {
      const bodies = NOTICES.map(
        (notice) =>
          statusPushText({ shortName: 'B', language, notice, type: 'DELIVERY', localId: 1, expected: null })
            .body,
      );
      expect(new Set(bodies).size).toBe(NOTICES.length);
      for (const body of bodies) expect(body.length).toBeLessThanOrEqual(60);
    }
  });
});
