import { describe, expect, it } from 'vitest';
import {
  buildPageMetadata,
  languageAlternates,
  metaDescription,
  publicImageUrl,
  type SeoSite,
} from './metadata';

const ukRu: SeoSite = {
  origin: 'https://sushi.example',
  languages: ['uk', 'ru'],
  defaultLanguage: 'uk',
  siteName: 'Sushi Moon',
  country: 'UA',
};
const enOnly: SeoSite = { ...ukRu, languages: ['en'], defaultLanguage: 'en', country: 'AE' };

describe('page metadata', () => {
  it('gives the canonical URL of the page in its own language', () => {
    const ru = buildPageMetadata({
      site: ukRu,
      locale: 'ru',
      path: '/menu/sets',
      title: 'T',
      description: 'D',
    });
    expect(ru.alternates?.canonical).toBe('https://sushi.example/ru/menu/sets');
    const uk = buildPageMetadata({ site: ukRu, locale: 'uk', path: '/', title: 'T', description: 'D' });
    expect(uk.alternates?.canonical).toBe('https://sushi.example/');
  });

  it('lists every brand language and x-default as hreflang alternates', () => {
    expect(languageAlternates(ukRu, '/menu/sets/dragon')).toEqual({
      uk: 'https://sushi.example/menu/sets/dragon',
      ru: 'https://sushi.example/ru/menu/sets/dragon',
      'x-default': 'https://sushi.example/menu/sets/dragon',
    });
    // a brand without uk serves its default language unprefixed
    expect(languageAlternates(enOnly, '/')).toEqual({
      en: 'https://sushi.example/',
      'x-default': 'https://sushi.example/',
    });
  });

  it('fills OpenGraph with locale, other locales and the image', () => {
    const image = { url: 'https://sushi.example/a.jpg', width: 1200, height: 630, alt: 'Dragon' };
    const m = buildPageMetadata({ site: ukRu, locale: 'ru', path: '/', title: 'T', description: 'D', image });
    expect(m.openGraph).toMatchObject({
      title: 'T',
      description: 'D',
      url: 'https://sushi.example/ru',
      siteName: 'Sushi Moon',
      locale: 'ru_UA',
      alternateLocale: ['uk_UA'],
      images: [image],
    });
    expect(m.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('makes catalogue images absolute through the site origin', () => {
    expect(
      publicImageUrl('https://sushi.example', 'http://api:4000/catalog/v1/images/roll.dragon', {
        w: 1200,
        h: 630,
      }),
    ).toBe('https://sushi.example/api/catalog/v1/images/roll.dragon?w=1200&h=630&format=jpeg&mode=fill&q=80');
  });
});

describe('meta description', () => {
  it('keeps short text, flattens markup and whitespace', () => {
    expect(metaDescription('<p>Fresh  rolls</p>\n<p>fast</p>')).toBe('Fresh rolls fast');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const d = metaDescription('word '.repeat(60));
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith('word…')).toBe(true);
  });
});
