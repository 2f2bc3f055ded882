import { describe, expect, it } from 'vitest';
import { expectedAtOf } from './expected-at.js';

describe('expected time of an order', () => {
  it("is the outlet's time once set, else the checkout's estimate, else unknown", () => {
    const accepted = new Date('2026-03-10T10:55:00Z');
    const estimate = '2026-03-10T10:45:00.000Z';
    expect(expectedAtOf({ expectedAt: accepted, delivery: { expectedAt: estimate } })).toBe(
      '2026-03-10T10:55:00.000Z',
    );
    expect(expectedAtOf({ expectedAt: null, delivery: { expectedAt: estimate } })).toBe(estimate);
    expect(expectedAtOf({ expectedAt: null, delivery: {} })).toBeNull();
    expect(expectedAtOf({ expectedAt: null, delivery: { expectedAt: 'soon' } })).toBeNull();
  });
});
