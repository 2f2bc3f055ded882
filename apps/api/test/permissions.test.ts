/**
 * ARCHITECTURE.md: every route with a {userId} (or a body/query userId, or an order id) answers
 * 401 without a session and 403 with another customer's session. This walks the API's own
 * route table (its OpenAPI document, checked against app.printRoutes so no route escapes it)
 * instead of a hand-kept list, so a route added later is covered without touching this file.
 *
 * Not in scope: the operator API (/ops, its own token) and the payment routes, whose order id
 * works like a capability because guests pay too (an order id is an unguessable UUID).
 */
import { ZOrdersList, ZUserAddressCreated, ZUser } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTLET, P, pickupBody } from './checkout-fixtures.js';
import { createSignedInCustomer, insertOrder } from './customer-fixtures.js';
import { BR, databaseKinds, expectContract, startTestApi, type TestApi } from './harness.js';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface ScopedRoute {
  method: string;
  path: string;
  reason: string;
}

/** property names a body schema declares at its top level or in `args` (the bonus call) */
function bodyFields(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s) =>
    bodyFields(s, prefix),
  );
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, s]) =>
    name === 'args' ? bodyFields(s, 'args.') : [prefix + name],
  );
  return [...own, ...nested];
}

/** The routes that act on a customer's data, found from their declared params, query and body. */
function findUserScopedRoutes(openapi: { paths: Record<string, Record<string, Operation>> }): ScopedRoute[] {
  const scoped: ScopedRoute[] = [];
  for (const [path, operations] of Object.entries(openapi.paths)) {
    // staff routes answer a customer's session 401 (no staff session): admin-route-walk.test.ts walks them
    if (path.startsWith('/admin/')) continue;
    for (const [method, op] of Object.entries(operations)) {
      if (method === 'head') continue;
      const params = op.parameters ?? [];
      const inPath = params.filter((p) => p.in === 'path').map((p) => p.name);
      const inQuery = params.filter((p) => p.in === 'query').map((p) => p.name);
      const inBody = bodyFields(op.requestBody?.content?.['application/json']?.schema);
      const reason = inPath.includes('userId')
        ? 'path userId'
        : inPath.includes('orderId')
          ? 'path orderId'
          : inQuery.includes('userId')
            ? 'query userId'
            : inBody.includes('userId')
              ? 'body userId'
              : inBody.includes('args.uuid')
                ? 'body args.uuid'
                : inBody.includes('customerUuid')
                  ? 'body customerUuid'
                  : null;
      if (reason) scoped.push({ method: method.toUpperCase(), path, reason });
    }
  }
  return scoped;
}

/** Every path printRoutes shows, in OpenAPI spelling, so the walk is over the real table. */
function printedPaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    if (m[3])
      paths.push(
        stack
          .join('')
          .replace(/:(\w+)/g, '{$1}')
          .replace(/\/$/, ''),
      );
  }
  return paths;
}

describe.each(databaseKinds())('who may call which route, on %s', (kind) => {
  let api: TestApi;
  let routes: ScopedRoute[];
  beforeAll(async () => {
    api = await startTestApi(kind);
    const openapi = (await (await api.get('/docs/json')).json()) as Parameters<
      typeof findUserScopedRoutes
    >[0];
    routes = findUserScopedRoutes(openapi);
    const documented = new Set(Object.keys(openapi.paths).map((p) => p.replace(/\/$/, '')));
    const undocumented = printedPaths(api.app.printRoutes({ commonPrefix: false })).filter(
      (p) => !p.startsWith('/docs') && p !== '' && !documented.has(p),
    );
    // a route missing from the document would escape this walk
    expect(undocumented).toEqual([]);
  });
  afterAll(() => api?.close());

  it('finds the customer, orders and bonus routes in the table', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /customer/v1/get/{userId}',
      'PATCH /customer/v1/patch/{userId}',
      'PUT /customer/v1/updateAvatar/{userId}',
      'DELETE /customer/v1/removeAddress/{userId}/{addressId}',
      'GET /customer/v2/listFavorites/{userId}',
      'POST /orders/v1/list',
      'GET /orders/v1/get/{orderId}',
      'POST /orders/v1/addFeedback/{orderId}',
      'GET /orders/v1/lastActive',
      'POST /bonus/api/sailplay-http',
      // the checkout acts for the customer its body names (customerUuid)
      'POST /order-service/api/order-checkout',
      'POST /order-service/api/http-order-create',
    ]) {
      expect(names).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(18);
  });

  it('answers 401 without a session and 403 with another customer’s, and changes nothing', async () => {
    const owner = await createSignedInCustomer(api.database.db, { firstName: 'Власник' });
    const stranger = await createSignedInCustomer(api.database.db);
    const ownOrder = await insertOrder(api.database.db, { customerId: owner.customer.id, statusId: 3 });
    const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
      fetch(api.url + path, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const { id: addressId } = await expectContract(
      await send(
        'POST',
        `/customer/v1/addAddress/${owner.customer.id}`,
        { businessRegionId: BR.kyiv, street: 'Хрещатик', house: '1' },
        owner.headers,
      ),
      ZUserAddressCreated,
    );
    await send('POST', `/customer/v1/addFavorites/${owner.customer.id}/100001`, undefined, owner.headers);
    const snapshot = async () =>
      expectContract(
        await send('GET', `/customer/v1/get/${owner.customer.id}`, undefined, owner.headers),
        ZUser,
      );
    const before = await snapshot();

    const requestFor = (route: ScopedRoute) => {
      const path = route.path
        .replace('{userId}', owner.customer.id)
        .replace('{orderId}', ownOrder.id)
        .replace('{addressId}', addressId)
        .replace('{productId}', '100001')
        .replace(/\{\w+\}/g, '1');
      const query =
        route.reason === 'query userId'
          ? `?userId=${owner.customer.id}&rn=1&br=${BR.kyiv}`
          : `?rn=1&br=${BR.kyiv}`;
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      // a checkout body that is valid in every other way, so only the customer decides the answer
      const checkoutBody = pickupBody(OUTLET.khreshchatyk, [{ productId: P.philadelphiaLight, count: 2 }], {
        customerUuid: owner.customer.id,
      });
      const body =
        route.reason === 'body customerUuid'
          ? checkoutBody
          : hasBody
            ? {
                userId: owner.customer.id,
                method: 'user.infoByUUID',
                args: { uuid: owner.customer.id, retailNetworkId: 1 },
                score: 5,
                comment: 'чужий відгук',
                content: 'AAAA',
                businessRegionId: BR.kyiv,
                street: 'Чужа',
                house: '13',
              }
            : undefined;
      return { path: path + query, body };
    };

    const outcomes: string[] = [];
    for (const route of routes) {
      const { path, body } = requestFor(route);
      const anonymous = await send(route.method, path, body, {});
      const foreign = await send(route.method, path, body, stranger.headers);
      outcomes.push(`${route.method} ${route.path} (${route.reason}): ${anonymous.status} ${foreign.status}`);
      for (const [res, code] of [
        [anonymous, 'UNAUTHORIZED'],
        [foreign, 'FORBIDDEN'],
      ] as const) {
        const json = (await res.json()) as { error?: { code: string } };
        expect(json.error?.code, `${route.method} ${path}`).toBe(code);
      }
    }
    expect(outcomes.filter((o) => !o.endsWith(': 401 403'))).toEqual([]);

    // the stranger's attempts changed nothing, and the owner's feedback slot is still free
    expect(await snapshot()).toEqual(before);
    const ownOrders = async () =>
      expectContract(
        await send(
          'POST',
          '/orders/v1/list',
          { userId: owner.customer.id, page: 1, size: 10 },
          owner.headers,
        ),
        ZOrdersList,
      );
    // no order was placed in the owner's name
    expect((await ownOrders()).data.map((o) => o.id)).toEqual([ownOrder.id]);
    const rated = await send(
      'POST',
      `/orders/v1/addFeedback/${ownOrder.id}`,
      { userId: owner.customer.id, score: 5 },
      owner.headers,
    );
    expect(rated.status).toBe(200);

    // the same requests with the owner's own session get past the guard
    for (const route of routes) {
      const { path, body } = requestFor(route);
      const res = await send(route.method, path, body, owner.headers);
      expect([401, 403], `${route.method} ${path}`).not.toContain(res.status);
    }
  });

  it('a signed-in-only route without a user id still needs a session', async () => {
    expect((await api.get('/orders/v1/stream')).status).toBe(401);
  });
});
