/**
 * Every /admin/v1 and /ops/v1 route as it was registered (an `onRoute` hook of each prefix), so
 * the route-walk test (test/admin-route-walk.test.ts) proves 401 and 403 on the real table: a
 * route added later is walked without anyone remembering to list it.
 */
import type { RouteOptions } from 'fastify';

export interface RecordedRoute {
  method: string;
  url: string;
  config: RouteOptions['config'];
  /** the zod schema of the query string, when the route declares one */
  querystring: unknown;
}

// the same app is built many times in a test process; the table is the same every time
const routes = new Map<string, RecordedRoute>();

export function recordRoute(route: RouteOptions): void {
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue; // Fastify adds one beside each GET
    routes.set(`${method} ${route.url}`, {
      method,
      url: route.url,
      config: route.config,
      querystring: route.schema?.querystring,
    });
  }
}

export function recordedRoutes(): RecordedRoute[] {
  return [...routes.values()];
}
