import { describe, expect, it } from 'vitest';
import { customerName, isQuery, isReason, parsePoints } from './care-rules';

describe('parsePoints', () => {
  it('reads signed whole points', () => {
    expect(parsePoints('150')).toBe(150);
    expect(parsePoints('+150')).toBe(150);
    expect(parsePoints(' -40 ')).toBe(-40);
    expect(parsePoints('−40')).toBe(-40);
    expect(parsePoints('1 000')).toBe(1000);
  });
  it('refuses zero, fractions, words and empty text', () => {
    for (const typed of ['0', '-0', '1.5', 'ten', '', '+', '12345678']) expect(parsePoints(typed)).toBeNull();
  });
});

describe('isReason and isQuery', () => {
  it('want 3–500 characters of reason and 2 of query, spaces aside', () => {
    expect(isReason('  ok ')).toBe(false);
    expect(isReason('Late')).toBe(true);
    expect(isReason('x'.repeat(501))).toBe(false);
    expect(isQuery(' a ')).toBe(false);
    expect(isQuery('ab')).toBe(true);
  });
});

describe('customerName', () => {
  it('joins the names, null when there are none', () => {
    expect(customerName({ firstName: 'Олена', lastName: 'Коваль' })).toBe('Олена Коваль');
    expect(customerName({ firstName: '', lastName: '' })).toBeNull();
  });
});
