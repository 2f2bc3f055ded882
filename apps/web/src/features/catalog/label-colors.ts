/**
 * Label pills take the catalogue's colour, whatever the operator picked, and must keep AA
 * contrast (4.5:1): white text on the colour darkened a little, or dark text on a pale tint of
 * it when even the darkened colour is too light for white.
 */
export interface PillColors {
  background: string;
  text: string;
}

const DARK_TEXT = '#1b1b1f';
const NEUTRAL: PillColors = { background: '#55565e', text: '#ffffff' };

function parseHex(color: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

export const contrastRatio = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

export function pillColors(color: string | null): PillColors {
  const rgb = color ? parseHex(color) : null;
  if (!rgb) return NEUTRAL;
  const white = [255, 255, 255];
  // darken step by step until white text reads well, but never into a muddy near-black
  for (const keep of [1, 0.9, 0.8, 0.7]) {
    const shade = rgb.map((c) => c * keep);
    if (contrastRatio(shade, white) >= 4.5) return { background: toHex(shade), text: '#ffffff' };
  }
  const tint = rgb.map((c) => c * 0.3 + 255 * 0.7);
  return { background: toHex(tint), text: DARK_TEXT };
}
