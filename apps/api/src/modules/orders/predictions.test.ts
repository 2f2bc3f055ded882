import { describe, expect, it } from 'vitest';
import { PREDICTIONS, pickPrediction } from './predictions.js';

describe('pickPrediction', () => {
  it('has the same number of lines in every language', () => {
    expect(PREDICTIONS.ru.length).toBe(PREDICTIONS.uk.length);
    expect(PREDICTIONS.en.length).toBe(PREDICTIONS.uk.length);
  });
  it('picks a line of the asked language', () => {
    expect(pickPrediction('uk', () => 0)).toBe(PREDICTIONS.uk[0]);
    expect(pickPrediction('en', (n) => n - 1)).toBe(PREDICTIONS.en.at(-1));
    for (let i = 0; i < 20; i++) expect(PREDICTIONS.ru).toContain(pickPrediction('ru'));
  });
});
