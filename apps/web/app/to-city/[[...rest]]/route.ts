import fs from 'node:fs/promises';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import {
  CITY_COOKIE,
  CITY_COOKIE_MAX_AGE_S,
  cityCookieDomain,
  cityRedirect,
} from '@/features/location/city-choice';
import { CITY_CHOICE_PARAM } from '@/features/location/city-link';
import { missingConfigResponse } from '@/features/errors/missing-config-page';
import { brandSiteUrl, readSites } from '@/lib/api/brand';
import { ApiError } from '@/lib/api/http';
import { BRAND_HEADER, cityOrigin, siteDomainOf } from '@/lib/routing/host-routing';
import { getSiteContext } from '@/lib/routing/site-context';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * A request on a host that names no city (the bare domain, an IP address): sent to the same
 * path on the visitor's stored city, else the brand's default city, by a temporary redirect,
 * since the answer depends on the visitor's cookie (cities issue, item 2). With `?city=` (the
 * city chooser's link, src/features/location/city-link.ts) the choice is stored in the `city`
 * cookie and reached by a 301 carrying `ip_redirected=1` (SPEC section 4); never cached, as
 * the same address also stores the choice.
 */
async function toCity(request: NextRequest, { params }: { params: Promise<{ rest?: string[] }> }) {
  const { rest = [] } = await params;
  // the host's brand, as server.mjs read it (server/brand-hosts.mjs)
  const brand = request.headers.get(BRAND_HEADER) ?? getRuntimeConfig().brandSlug;
  let site;
  try {
    [site] = await Promise.all([getSiteContext(brand), readSites()]);
  } catch (err) {
    // SPEC section 4: no config for the brand is the under-construction page (503)
    if (err instanceof ApiError && err.code === 'UNKNOWN_BRAND') return missingConfigResponse();
    // SPEC section 8: failing init answers 500 with the noindex error page (the brand's own)
    console.error('storefront: brand config unavailable', brand, err);
    return serverErrorPage(brand);
  }
  const origin = brandSiteUrl(brand);
  const decision = cityRedirect({
    requested: request.nextUrl.searchParams.get(CITY_CHOICE_PARAM),
    stored: request.cookies.get(CITY_COOKIE)?.value,
    citySlugs: site.citySlugs,
    defaultCity: site.defaultCitySlug,
    search: request.nextUrl.search,
  });
  const target = new URL(cityOrigin(origin, decision.city));
  target.pathname = `/${rest.map(encodeURIComponent).join('/')}`;
  target.search = decision.search;
  const response = NextResponse.redirect(target, decision.status);
  if (decision.storeCity) {
    response.headers.set('cache-control', 'no-store');
    response.cookies.set(CITY_COOKIE, decision.city, {
      path: '/',
      maxAge: CITY_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      domain: cityCookieDomain(siteDomainOf(origin)),
    });
  }
  return response;
}

async function serverErrorPage(brandSlug: string) {
  const file = path.join(process.cwd(), 'public', 'server-error', `${path.basename(brandSlug)}.html`);
  const html = await fs.readFile(file, 'utf8').catch(() => '<!doctype html><title>500</title><h1>500</h1>');
  return new NextResponse(html, {
    status: 500,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export { toCity as GET, toCity as HEAD };
