import { NextResponse, type NextRequest } from 'next/server';
import { getRuntimeConfig } from './src/lib/runtime-config';

/**
 * The browser calls the API same-origin (ARCHITECTURE.md) at the API address configured at run
 * time. Pages are routed by next.config rewrites instead (src/lib/routing/host-routing.ts):
 * running this for every page request would cost most of a cached page's throughput.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  return NextResponse.rewrite(`${getRuntimeConfig().services.api}${pathname.slice(4)}${search}`);
}

export const config = { matcher: ['/api/:path*'] };
