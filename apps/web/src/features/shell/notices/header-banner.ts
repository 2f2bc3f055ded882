import { HEADER_BANNER_COOKIE_PREFIX } from './notice-timings';

/**
 * What the header banner shows on one device (SPEC sections 3 and 5): its text in the page's
 * language, its colours, and the button only with a link, a link text and no hide flag.
 */
export interface HeaderBannerConfig {
  showBannerForMobile: boolean;
  showBannerForDesktop: boolean;
  hideMobileBanner: boolean;
  hideDesktopBanner: boolean;
  text: { mobile: Record<string, string>; desktop: Record<string, string> };
  linkText: { mobile: Record<string, string>; desktop: Record<string, string> };
  color: string;
  textColor: string;
  buttonLink: string | null;
  buttonColor: string;
  buttonTextColor: string;
  hideMobileButton: boolean;
  hideDesktopButton: boolean;
}

export type Device = 'mobile' | 'desktop';

export interface BannerView {
  text: string;
  button: { href: string; text: string } | null;
}

export function bannerView(
  banner: HeaderBannerConfig | null,
  device: Device,
  locale: string,
): BannerView | null {
  if (!banner) return null;
  const shown = device === 'mobile' ? banner.showBannerForMobile : banner.showBannerForDesktop;
  const hidden = device === 'mobile' ? banner.hideMobileBanner : banner.hideDesktopBanner;
  const text = banner.text[device][locale]?.trim();
  if (!shown || hidden || !text) return null;
  const linkText = banner.linkText[device][locale]?.trim();
  const hideButton = device === 'mobile' ? banner.hideMobileButton : banner.hideDesktopButton;
  const href = banner.buttonLink?.trim();
  return { text, button: href && linkText && !hideButton ? { href, text: linkText } : null };
}

/** Internal links stay in the page's language; anything with a scheme is external. */
export const isExternalLink = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/**
 * Runs before the first paint: a banner dismissed today stays hidden without a flash, though
 * the page itself is cached for everyone. Mirrors headerBannerCookie's name.
 */
export const BANNER_PRE_PAINT_SCRIPT = `(function(){try{var d=new Date(),p=function(n){return(n<10?'0':'')+n},k='${HEADER_BANNER_COOKIE_PREFIX}'+d.getFullYear()+'-'+p(d.getMonth()+1)+'-'+p(d.getDate())+'=';if(document.cookie.split(/;\\s*/).some(function(c){return c.indexOf(k)===0}))document.documentElement.setAttribute('data-banner-closed','')}catch(e){}})()`;
