import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor } from './continuation-token.js';

describe('feedback continuation token', () => {
  it('round-trips the last item key', () => {
    const token = encodeCursor({ p: 'date', d: 'desc', v: '2026-11-01T10:00:00.000Z', id: 42 });
    expect(decodeCursor(token, 'date', 'desc')).toEqual({
      p: 'date',
      d: 'desc',
      v: '2026-11-01T10:00:00.000Z',
      id: 42,
    });
  });

  it.each([
    ['not base64 json', '!!!'],
    ['json of another shape', Buffer.from('{"a":1}').toString('base64url')],
    ['a date cursor with a bad date', encodeCursor({ p: 'date', d: 'desc', v: 'yesterday', id: 1 })],
    ['a score cursor with a string', encodeCursor({ p: 'score', d: 'desc', v: '5', id: 1 })],
  ])('refuses %s with a 400', (_name, token) => {
    expect(() => decodeCursor(token, _name.includes('score') ? 'score' : 'date', 'desc')).toThrow(AppError);
    try {
      decodeCursor(token, _name.includes('score') ? 'score' : 'date', 'desc');
    } catch (err) {
      expect((err as AppError).statusCode).toBe(400);
    }
  });

  it('refuses a token made for another sort order', () => {
    const token = encodeCursor({ p: 'date', d: 'desc', v: '2026-11-01T10:00:00.000Z', id: 42 });
    expect(() => decodeCursor(token, 'date', 'asc')).toThrow(/another sort order/);
  });
});
