import { describe, expect, it } from 'vitest';
import { contrastRatio, pillColors } from './label-colors';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('label pill colours', () => {
  it('keeps a colour that already reads well with white text', () => {
    expect(pillColors('#1f7a3f')).toEqual({ background: '#1f7a3f', text: '#ffffff' });
  });

  it('darkens a colour just enough for AA contrast', () => {
    const { background, text } = pillColors('#d9480f');
    expect(text).toBe('#ffffff');
    expect(background).not.toBe('#d9480f');
    expect(contrastRatio(rgb(background), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });

  it('uses dark text on a pale tint for light colours such as yellow', () => {
    const { background, text } = pillColors('#ffd43b');
    expect(text).toBe('#1b1b1f');
    expect(contrastRatio(rgb(background), rgb(text))).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to a neutral pill for a missing or unreadable colour', () => {
    expect(pillColors(null)).toEqual({ background: '#55565e', text: '#ffffff' });
    expect(pillColors('red')).toEqual({ background: '#55565e', text: '#ffffff' });
    expect(pillColors('#fff').text).toBe('#1b1b1f');
  });
});
