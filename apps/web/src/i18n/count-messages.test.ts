import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { countValues } from '@/lib/format/count';
import { NAMESPACES } from './namespaces';

const LOCALES = ['uk', 'ru', 'en'] as const;
const dir = path.resolve(import.meta.dirname, '../../public/locales');

function leaves(value: unknown, prefix: string): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

/**
 * The messages that write their count from `items` (formatCount) instead of the plural's `#`
 * (lib/format/count.ts: `#` builds an Intl.NumberFormat) read exactly as they did with `#`.
 */
describe('messages that take a formatted count', () => {
  for (const locale of LOCALES) {
    it(`read as with # in ${locale}`, () => {
      let checked = 0;
      for (const ns of NAMESPACES) {
        const raw = JSON.parse(fs.readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8'));
        for (const [key, text] of leaves(raw, '')) {
          // inside a plural: another message may name a list `items`
          if (!/plural,.*\{items\}/.test(text)) continue;
          const withPound = text.replaceAll('{items}', '#');
          const ours = createTranslator({ locale, messages: { m: text }, timeZone: 'Europe/Kyiv' });
          const before = createTranslator({ locale, messages: { m: withPound }, timeZone: 'Europe/Kyiv' });
          for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1000, 1001, 12_345]) {
            const values = { ...countValues(count, locale), total: '439 грн' };
            expect([ns, key, count, ours('m', values)]).toEqual([ns, key, count, before('m', values)]);
          }
          checked++;
        }
      }
      // the cart's two labels, the cart page's title, the category's count, the bonuses shortcut
      expect(checked).toBe(5);
    });
  }
});
