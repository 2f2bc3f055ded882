import type { TBanner } from '@food/contracts';
import { imageSrc } from '../../lib/image';
import { localizedPath, type BrandLanguages, type Language } from '../../lib/routing/locale-path';
import type { BannerView } from './banner-carousel';

/** Banner pictures are 8:3; phones get a 16:9 cover crop so the text has room. */
const BANNER_WIDTHS = [800, 1200, 1600];
const BANNER_RATIO = 3 / 8;

/** A banner in the page language, its link localized (site paths) or kept (other sites). */
export function toBannerView(
  b: TBanner,
  locale: Language,
  brand: BrandLanguages,
  isBot: boolean,
): BannerView {
  const loc = b.localization.find((l) => l.language === locale);
  const link = b.link?.trim() ?? '';
  const isExternal = /^https?:\/\//i.test(link);
  const href = isExternal ? link : link.startsWith('/') ? localizedPath(locale, link, brand) : null;
  const sized = (w: number) =>
    imageSrc(b.imageUrl, { w, h: Math.round(w * BANNER_RATIO), mode: 'fill', isBot });
  return {
    id: b.id,
    title: loc?.title || b.title,
    subtitle: loc?.subtitle || b.subtitle,
    href,
    isExternal,
    src: sized(1200),
    srcSet: BANNER_WIDTHS.map((w) => `${sized(w)} ${isBot ? Math.round(w / 2) : w}w`).join(', '),
    mobileSrc: imageSrc(b.imageUrl, { w: 720, h: 405, mode: 'fill', isBot }),
    width: 1200,
    height: Math.round(1200 * BANNER_RATIO),
  };
}
