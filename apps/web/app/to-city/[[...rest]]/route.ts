import fs from 'node:fs/promises';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { cityOrigin } from '@/lib/routing/host-routing';
import { getSiteContext } from '@/lib/routing/site-context';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** The city the visitor last chose (the city chooser sets it on the site's domain). */
export const CITY_COOKIE = 'city';

/**
 * A request on a host that names no city (the bare domain, an IP address): sent to the same
 * path on the visitor's stored city, else the brand's default city (cities issue, item 2). A
 * temporary redirect, since the answer depends on the visitor's cookie.
 */
async function toCity(request: NextRequest, { params }: { params: Promise<{ rest?: string[] }> }) {
  const { rest = [] } = await params;
  const rc = getRuntimeConfig();
  let site;
  try {
    site = await getSiteContext();
  } catch (err) {
    // SPEC section 8: failing init answers 500 with the noindex error page (the brand's own)
    console.error('storefront: brand config unavailable', err);
    return serverErrorPage(rc.brandSlug);
  }
  const stored = request.cookies.get(CITY_COOKIE)?.value;
  const city = stored && site.citySlugs.includes(stored) ? stored : site.defaultCitySlug;
  const target = new URL(cityOrigin(rc.publicSiteUrl, city));
  target.pathname = `/${rest.map(encodeURIComponent).join('/')}`;
  target.search = request.nextUrl.search;
  return NextResponse.redirect(target, 307);
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
