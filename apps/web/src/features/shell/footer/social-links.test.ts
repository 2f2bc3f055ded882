import { describe, expect, it } from 'vitest';
import { socialLinksFor, socialUrl } from './social-links';

const instagram = {
  name: 'instagram',
  url: { kyiv: 'https://instagram.com/sm.kyiv', lviv: 'https://instagram.com/sm.lviv' },
  defaultUrl: 'https://instagram.com/sm',
};

describe('social links', () => {
  it('uses a plain URL in every city', () => {
    expect(socialUrl({ name: 'facebook', url: 'https://facebook.com/sm' }, 'odesa')).toBe(
      'https://facebook.com/sm',
    );
  });

  it("picks the city's own URL from a per-city map", () => {
    expect(socialUrl(instagram, 'lviv')).toBe('https://instagram.com/sm.lviv');
  });

  it('falls back to the default URL for cities the map does not name', () => {
    expect(socialUrl(instagram, 'odesa')).toBe('https://instagram.com/sm');
    expect(socialUrl({ name: 'x', url: '', defaultUrl: 'https://x.example' }, 'kyiv')).toBe(
      'https://x.example',
    );
  });

  it('leaves out a link with no URL for the city', () => {
    const links = [{ name: 'Telegram', url: { kyiv: 'https://t.me/sm' } }, instagram];
    expect(socialLinksFor(links, 'odesa')).toEqual([{ name: 'instagram', url: 'https://instagram.com/sm' }]);
    expect(socialLinksFor(links, 'kyiv')).toEqual([
      { name: 'telegram', url: 'https://t.me/sm' },
      { name: 'instagram', url: 'https://instagram.com/sm.kyiv' },
    ]);
  });
});
