import { describe, expect, it } from 'vitest';
import { averageScore } from './feedback-summary.js';

describe('average review score', () => {
  it('is rounded to one decimal, half up', () => {
    expect(averageScore(14, 3)).toBe(4.7); // 4.666…
    expect(averageScore(13, 3)).toBe(4.3); // 4.333…
    expect(averageScore(89, 20)).toBe(4.5); // 4.45 exactly
    expect(averageScore(87, 20)).toBe(4.4); // 4.35 exactly
    expect(averageScore(9, 2)).toBe(4.5);
  });

  it('keeps whole averages whole and stays within 1 to 5', () => {
    expect(averageScore(5, 1)).toBe(5);
    expect(averageScore(3, 3)).toBe(1);
    expect(averageScore(499, 100)).toBe(5); // 4.99
  });

  it('is null when nothing was rated', () => {
    expect(averageScore(0, 0)).toBeNull();
  });
});
