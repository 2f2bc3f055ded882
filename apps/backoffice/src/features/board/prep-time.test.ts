import { describe, expect, it } from 'vitest';
import { parsePrepMinutes } from './prep-time';

describe('preparation minutes', () => {
  it('takes whole minutes from 1 to 240', () => {
    expect(parsePrepMinutes('20')).toBe(20);
    expect(parsePrepMinutes(' 1 ')).toBe(1);
    expect(parsePrepMinutes('240')).toBe(240);
  });

  it('refuses anything else', () => {
    for (const text of ['', '0', '241', '12.5', '-5', '1e2', 'ten'])
      expect(parsePrepMinutes(text)).toBeNull();
  });
});
