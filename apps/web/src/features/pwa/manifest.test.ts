import { describe, expect, it } from 'vitest';
import { webManifest } from './manifest';

const brand = (colors: Record<string, string>) => ({
  name: 'Sushi Moon',
  brandShortName: 'SM',
  ui: { colors } as never,
});

describe('webManifest', () => {
  it("names the brand, takes its colours and starts at the page language's home", () => {
    const m = webManifest(brand({ primary: '#112233', background: '#fafafa' }), {
      language: 'ru',
      homePath: '/ru',
    });
    expect(m).toMatchObject({
      name: 'Sushi Moon',
      short_name: 'SM',
      lang: 'ru',
      start_url: '/ru',
      scope: '/',
      display: 'standalone',
      theme_color: '#112233',
      background_color: '#fafafa',
    });
    expect(m.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  });

  it('falls back to neutral colours when the brand has none or an invalid one', () => {
    const m = webManifest(brand({ primary: 'red; }' }), { language: 'uk', homePath: '/' });
    expect([m.theme_color, m.background_color]).toEqual(['#1b1b1f', '#f6f5f2']);
  });
});
