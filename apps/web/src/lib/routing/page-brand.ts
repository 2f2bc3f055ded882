import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { city } from 'next/root-params';
import { getRuntimeConfig } from '../runtime-config';
import { parseCitySegment } from './city-segment';

const scope = new AsyncLocalStorage<string>();

/** Runs `work` for brand `slug`: route handlers, which have no root params, say it this way. */
export function withBrand<T>(slug: string, work: () => Promise<T>): Promise<T> {
  return scope.run(slug, work);
}

/**
 * The brand of the page being rendered: from its path's first segment (`kyiv~pc-ua`, a root
 * param every server component can read, so data helpers need no argument), or the one a route
 * handler named with `withBrand`. BRAND when the path names none.
 */
export async function pageBrand(): Promise<string> {
  const scoped = scope.getStore();
  if (scoped) return scoped;
  const { brand } = parseCitySegment(String(await city()));
  return brand || getRuntimeConfig().brandSlug;
}
