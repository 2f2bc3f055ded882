import { NextResponse, type NextRequest } from 'next/server';
import { isBotUserAgent } from './src/lib/image';
import { decideLocale } from './src/lib/routing/locale-path';
import { citySegment } from './src/lib/routing/city-segment';
import { getSiteContext } from './src/lib/routing/site-context';
import { getRuntimeConfig } from './src/lib/runtime-config';

export const CITY_COOKIE = 'city';

/**
 * Every page request is rewritten to /{city}/{locale}/{path}: the brand comes from BRAND, the
 * city from the cookie (else the brand's default city; subdomains arrive with their issue), the
 * language from the URL prefix. Pages then depend on their path only, so each brand, city and
 * language is rendered once and served from cache, never per visitor.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  // the browser calls the API same-origin (ARCHITECTURE.md)
  if (pathname.startsWith('/api/')) {
    const target = `${getRuntimeConfig().services.api}${pathname.slice(4)}${search}`;
    return NextResponse.rewrite(target);
  }

  let site;
  try {
    site = await getSiteContext();
  } catch (err) {
    console.error('storefront: brand config unavailable', err);
    return NextResponse.rewrite(new URL('/unavailable', request.url), { status: 500 });
  }

  const cookieCity = request.cookies.get(CITY_COOKIE)?.value;
  const city = cookieCity && site.citySlugs.includes(cookieCity) ? cookieCity : site.defaultCitySlug;

  const brand = getRuntimeConfig().brandSlug;
  if (pathname === '/sitemap.xml' || pathname === '/robots.txt') {
    return NextResponse.rewrite(
      new URL(`/${citySegment(city, brand, false)}${pathname}${search}`, request.url),
    );
  }

  const decision = decideLocale(pathname, site);
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(
      new URL(`${decision.location}${search}`, request.url),
      decision.permanent ? 301 : 307,
    );
  }
  // crawlers get pages with light images (SPEC section 5), cached apart from people's
  const segment = citySegment(city, brand, isBotUserAgent(request.headers.get('user-agent')));
  const url = new URL(
    `/${segment}/${decision.locale}${decision.rest === '/' ? '' : decision.rest}${search}`,
    request.url,
  );
  return NextResponse.rewrite(url);
}

export const config = {
  // not for Next's own files, static files (anything with an extension), locales or error pages
  matcher: [
    '/((?!_next/|locales/|server-error/|favicon.ico|unavailable)(?!.*\\.(?:png|jpg|jpeg|svg|webp|ico|css|js|json|txt|html|map)$).*)',
    '/sitemap.xml',
    '/robots.txt',
  ],
};
