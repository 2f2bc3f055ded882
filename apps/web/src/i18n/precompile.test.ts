import fs from 'node:fs';
import path from 'node:path';
import format from 'icu-minify/format';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';
import { precompileMessages } from './precompile';

const LOCALES = ['uk', 'ru', 'en'] as const;
const dir = path.resolve(import.meta.dirname, '../../public/locales');

const formatters = {
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...a),
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a),
};

/** Every message of a namespace as [dotted key, ICU text]. */
function leaves(value: unknown, prefix: string): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

/** Values for a message's arguments: numbers (plural, select's other, number) and tag functions. */
function valuesFor(text: string) {
  const values: Record<string, number | ((chunks: string[]) => string)> = {};
  for (const [, name] of text.matchAll(/\{\s*(\w+)/g)) values[name!] = 3;
  for (const [, tag] of text.matchAll(/<(\w+)>/g))
    values[tag!] = (chunks: string[]) => `[${chunks.join('')}]`;
  return values;
}

describe('messages compiled when read', () => {
  for (const locale of LOCALES) {
    it(`format as the ICU text does, every message in ${locale}`, () => {
      let checked = 0;
      for (const ns of NAMESPACES) {
        const raw = JSON.parse(fs.readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8'));
        const compiled = precompileMessages(raw);
        const t = createTranslator({
          locale,
          messages: { [ns]: raw },
          namespace: ns,
          timeZone: 'Europe/Kyiv',
        });
        for (const [key, text] of leaves(raw, '')) {
          const values = valuesFor(text);
          const expected = /<\w+>/.test(text)
            ? t.markup(key as never, values as never)
            : t(key as never, values as never);
          const message = key
            .split('.')
            .reduce<unknown>((m, k) => (m as Record<string, unknown>)[k], compiled);
          const actual = format(message as never, locale, values, { formatters, timeZone: 'Europe/Kyiv' });
          expect([ns, key, Array.isArray(actual) ? actual.join('') : actual]).toEqual([ns, key, expected]);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(500);
    });
  }

  it('gives plain objects, which React passes to client components', () => {
    const compiled = precompileMessages({ n: '{count, plural, one {# страва} other {# страв}}' });
    const cases = (compiled.n as unknown as [[string, number, object]])[0][2];
    expect(Object.getPrototypeOf(cases)).toBe(Object.prototype);
  });

  it('leaves plain texts as they are and compiles arguments', () => {
    expect(precompileMessages({ a: 'Кошик', b: { c: 'Разом {total}' } })).toEqual({
      a: 'Кошик',
      b: { c: ['Разом ', ['total']] },
    });
  });
});
