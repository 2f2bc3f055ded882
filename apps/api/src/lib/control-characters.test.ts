import { describe, expect, it } from 'vitest';
import { findForbiddenText, hasForbiddenCharacter, refusingControlCharacters } from './control-characters.js';

describe('text a request may carry', () => {
  it('refuses C0 controls but tab and line breaks, DEL and lone surrogates', () => {
    for (let code = 0; code < 0x20; code++) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      expect(hasForbiddenCharacter(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(
        !allowed,
      );
    }
    expect(hasForbiddenCharacter('a\u007fb')).toBe(true);
    expect(hasForbiddenCharacter('\ud800')).toBe(true);
    expect(hasForbiddenCharacter('x\udc00y')).toBe(true);
    expect(hasForbiddenCharacter('\udc00\ud800')).toBe(true);
  });

  it('keeps ordinary text of every script, emoji (surrogate pairs) and C1 controls', () => {
    for (const text of [
      'вул. Хрещатик, 1\r\nкв. 5\tпід’їзд 2',
      'شارع الشيخ زايد',
      '🍣🍱 x2',
      '\u0080\u009f',
      '',
    ]) {
      expect(hasForbiddenCharacter(text), text).toBe(false);
    }
  });

  it('names the path of the first refused value or key', () => {
    expect(findForbiddenText({ a: 'ok', b: [{ c: 'ok' }, { d: 'x\u0000' }] })).toEqual(['b', 1, 'd']);
    expect(findForbiddenText({ list: ['ok', 'no\u0001'] })).toEqual(['list', 1]);
    expect(findForbiddenText({ nested: { 'bad\u0000key': 1 } })).toEqual(['nested', 'bad\u0000key']);
    expect(findForbiddenText('\u0000')).toEqual([]);
    expect(findForbiddenText({ a: 1, b: null, c: true, d: ['x', 2] })).toBeNull();
    expect(findForbiddenText(undefined)).toBeNull();
  });

  it('walks objects without a prototype (parsed querystrings) but not buffers', () => {
    const query = Object.assign(Object.create(null) as Record<string, string>, { q: 'a\u0000' });
    expect(findForbiddenText(query)).toEqual(['q']);
    expect(findForbiddenText({ file: Buffer.from([0, 1, 2]) })).toBeNull();
  });

  it('survives a body nested deeper than the call stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findForbiddenText(deep)).toHaveLength(200_000);
  });

  it('answers a validation error before the schema runs, and the schema otherwise', () => {
    let schemaRuns = 0;
    const compile = refusingControlCharacters(() => (data: unknown) => {
      schemaRuns++;
      return { value: data };
    });
    const validate = compile({ schema: {}, method: 'POST', url: '/x', httpPart: 'body' }) as (
      data: unknown,
    ) => {
      error?: { instancePath: string; keyword: string }[];
      value?: unknown;
    };
    expect(validate({ name: 'Olena' })).toEqual({ value: { name: 'Olena' } });
    const refused = validate({ name: 'Ol\u0000ena' });
    expect(refused.error?.[0]).toMatchObject({ instancePath: '/name', keyword: 'invalid_characters' });
    expect(schemaRuns).toBe(1);
  });
});
