/**
 * NUL and other control characters (issue 16, item 5): every text a route reads is checked at its
 * contract, so none reaches the database (where a NUL was a 500). The routes come from the
 * OpenAPI document, so a route added later is covered without touching this file.
 */
import net from 'node:net';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orders } from '../src/db/schema.js';
import { deliveryBody, P, pickupBody } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';
import { BR, RN, databaseKinds, expectError, startTestApi, type TestApi } from './harness.js';

const OPS_TOKEN = 'test-ops-token-0123456789';
const NUL = 'a\u0000b';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  format?: string;
};
type Parameter = { in: 'query' | 'path' | 'header'; name: string; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** An example of a schema with every property present: what matters is where its strings are. */
function sample(doc: OpenApi, schema: JsonSchema, depth = 0): Json {
  if (depth > 8) return null;
  if (schema.$ref) return sample(doc, doc.components!.schemas![schema.$ref.split('/').pop()!]!, depth + 1);
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum) return schema.enum[0] as Json;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const stringy = options.find((o) => o.type === 'string' || o.type === 'object' || o.$ref);
    return sample(doc, stringy ?? options[0]!, depth + 1);
  }
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((s) => sample(doc, s, depth + 1))) as Json;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {}))
        out[key] = sample(doc, prop, depth + 1);
      if (!schema.properties && typeof schema.additionalProperties === 'object') {
        out.key = sample(doc, schema.additionalProperties, depth + 1);
      }
      return out;
    }
    case 'array':
      return schema.items ? [sample(doc, schema.items, depth + 1)] : [];
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'text'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum + 1 : 1;
    case 'boolean':
      return true;
    default:
      return 'text';
  }
}

/** Paths of every string in a JSON value, as the error details write them ('/a/0/b'). */
function stringPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function withValueAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? withValueAt(v, rest, replacement) : v));
  const obj = value as Record<string, Json>;
  return { ...obj, [head!]: withValueAt(obj[head!]!, rest, replacement) };
}

type ErrorBody = { error?: { code: string; details?: { path: string; code?: string }[] } };

/** Sends raw bytes (fetch refuses control characters in headers) and returns the status and body. */
function rawRequest(url: string, request: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request, 'latin1'));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({ status: Number(data.split(' ')[1]), body: data.slice(data.indexOf('\r\n\r\n') + 4) }),
    );
  });
}

describe.each(databaseKinds())('control characters on %s', (kind) => {
  let api: TestApi;
  let doc: OpenApi;
  let customer: Awaited<ReturnType<typeof createSignedInCustomer>>;
  let owner: TestStaff;
  /** real places for the back office's and the machine API's path parameters: their scope
   * guards look the place up before the body is read, so a made-up id would answer 404 first */
  const places: Record<string, string> = {
    outletId: '1001',
    productId: String(P.dragon),
    date: '2030-01-15',
    businessRegionId: String(BR.kyiv),
  };
  let orderId = '';
  let staffId = '';

  beforeAll(async () => {
    // hundreds of requests from one address: the HTTP rate limits are not what is tested here
    api = await startTestApi(kind, { OPS_TOKEN, RATE_LIMIT_SCALE: '1000' });
    doc = (await (await api.get('/docs/json')).json()) as OpenApi;
    const [category] = await api.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.retailNetworkId, RN.smUa))
      .orderBy(asc(categories.id))
      .limit(1);
    places.categoryId = String(category!.id);
    customer = await createSignedInCustomer(api.database.db);
    owner = await createStaff(api, 'OWNER');
    staffId = (await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] })).id;
    const created = await api.post(
      '/order-service/api/http-order-create',
      pickupBody(1001, [{ productId: P.dragon, count: 1 }], { customerComment: 'control characters' }),
    );
    orderId = ((await created.json()) as { orderId: string }).orderId;
  });
  afterAll(() => api?.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
  /** a signed-in customer acts for itself; the operator API wants its token; the back office an owner */
  const headersFor = (path: string): Record<string, string> =>
    path.startsWith('/ops/')
      ? { authorization: `Bearer ${OPS_TOKEN}` }
      : path.startsWith('/admin/')
        ? { cookie: owner.cookie, 'x-csrf-token': owner.csrfToken }
        : customer.headers;
  /** path parameters filled in from their schemas (the customer's own id for userId), one overridden */
  const pathWith = (path: string, params: Parameter[], override: { name: string; value: string } | null) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (override?.name === name) return encodeURIComponent(override.value);
      if (name === 'userId') return customer.customer.id;
      if (/^\/(admin|ops)\//.test(path)) {
        if (name === 'id' && path.includes('/orders/')) return orderId;
        if (name === 'id' && path.includes('/staff/')) return staffId;
        if (places[name]) return places[name];
      }
      const param = params.find((p) => p.in === 'path' && p.name === name);
      return encodeURIComponent(String(param ? sample(doc, param.schema) : '1'));
    });
  /** an example body in which the user a request acts for is the signed-in customer */
  const bodyOf = (op: Operation): Json | undefined => {
    const schema = op.requestBody?.content['application/json']?.schema;
    if (!schema) return undefined;
    let body = sample(doc, schema);
    for (const path of stringPaths(body)) {
      if (path.at(-1) === 'userId' || path.at(-1) === 'uuid')
        body = withValueAt(body, path, customer.customer.id);
    }
    return body;
  };
  const problemOf = (where: string, status: number, body: ErrorBody, expectedPath: string) => {
    const named = body.error?.details?.some(
      (d) => d.path === expectedPath && d.code === 'invalid_characters',
    );
    return status === 400 && body.error?.code === 'VALIDATION_ERROR' && named
      ? null
      : `${where}: ${status} ${JSON.stringify(body).slice(0, 300)}`;
  };

  it('refuses a NUL in every query and path parameter of every route with a 400 naming it', async () => {
    const problems: string[] = [];
    let tried = 0;
    for (const { path, method, op } of operations()) {
      for (const param of op.parameters ?? []) {
        if (param.in === 'header') continue; // Node's parser refuses control characters in headers (below)
        const isPath = param.in === 'path';
        const url =
          pathWith(path, op.parameters ?? [], isPath ? { name: param.name, value: NUL } : null) +
          (isPath ? '' : `?${new URLSearchParams({ [param.name]: NUL })}`);
        // a body that passes its own check: Fastify checks params, then the body, then the query
        const body = ['POST', 'PUT', 'PATCH'].includes(method) ? bodyOf(op) : undefined;
        const res = await api.get(url, {
          method,
          headers: {
            ...headersFor(path),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        tried++;
        const answer = (await res.json().catch(() => ({}))) as ErrorBody;
        // the guard compares the user named in the request with the session's first: not that user
        if (param.name === 'userId' && res.status === 403) continue;
        const problem = problemOf(`${method} ${url}`, res.status, answer, `/${param.name}`);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThan(100);
  });

  it('refuses a NUL in every string field of every JSON body with a 400 naming the field', async () => {
    const problems: string[] = [];
    let tried = 0;
    for (const { path, method, op } of operations()) {
      const example = bodyOf(op);
      if (example === undefined) continue;
      for (const fieldPath of stringPaths(example)) {
        const field = fieldPath.at(-1);
        const body = withValueAt(example, fieldPath, NUL);
        const res = await api.post(pathWith(path, op.parameters ?? [], null), body, {
          method,
          headers: headersFor(path),
        });
        tried++;
        const answer = (await res.json().catch(() => ({}))) as ErrorBody;
        if ((field === 'userId' || field === 'uuid') && res.status === 403) continue; // the guard, as above
        const problem = problemOf(
          `${method} ${path} /${fieldPath.join('/')}`,
          res.status,
          answer,
          `/${fieldPath.join('/')}`,
        );
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThan(100);
  });

  it('refuses a NUL in each text field of valid requests that write (these were 500s) and stores nothing', async () => {
    const valid: { method: string; path: string; body: Json }[] = [
      {
        method: 'POST',
        path: '/order-service/api/http-order-create',
        body: deliveryBody([{ productId: P.dragon, count: 1 }], {
          customerComment: 'Під’їзд 2',
          customerEmail: 'olena@example.com',
          additionalInfo: {
            personsCount: 2,
            doNotCallback: true,
            friend: { name: 'Ігор', phone: '+380501112233' },
          },
        }) as Json,
      },
      {
        method: 'PATCH',
        path: `/customer/v1/patch/${customer.customer.id}`,
        body: { fullName: 'Олена Коваль', firstName: 'Олена', lastName: 'Коваль', middleName: 'Петрівна' },
      },
      {
        method: 'POST',
        path: `/customer/v1/addAddress/${customer.customer.id}`,
        body: {
          businessRegionId: 101,
          city: 'Київ',
          street: 'вул. Хрещатик',
          house: '22',
          apartment: '5',
          entrance: '2',
          floor: '3',
          intercom: '5K',
          comment: 'біля аптеки',
        },
      },
      {
        method: 'POST',
        path: '/search/v1/search',
        body: { query: 'дракон', retailNetworkId: 1, businessRegionId: 101 },
      },
    ];
    const ordersBefore = (await api.database.db.select({ n: count() }).from(orders))[0]!.n;
    const problems: string[] = [];
    for (const { method, path, body } of valid) {
      for (const fieldPath of stringPaths(body)) {
        const res = await api.post(path, withValueAt(body, fieldPath, NUL), {
          method,
          headers: customer.headers,
        });
        const problem = problemOf(
          `${method} ${path} /${fieldPath.join('/')}`,
          res.status,
          (await res.json()) as ErrorBody,
          `/${fieldPath.join('/')}`,
        );
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    expect((await api.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(ordersBefore);
    const profile = (await (
      await api.get(`/customer/v1/get/${customer.customer.id}`, { headers: customer.headers })
    ).json()) as {
      addresses?: unknown[];
      firstName: string;
    };
    expect(profile.firstName).not.toContain('\u0000');
    expect(profile.addresses ?? []).toEqual([]);
  });

  it('creates no order when the name holds a NUL, a DEL, an escape or a lone surrogate', async () => {
    const before = (await api.database.db.select({ n: count() }).from(orders))[0]!.n;
    for (const name of ['Ол\u0000ена', 'Ол\u007fена', 'Ол\u001bена', 'Ол\ud800ена']) {
      const res = await api.post(
        '/order-service/api/http-order-create',
        deliveryBody([{ productId: P.dragon, count: 1 }], { customerName: name }),
      );
      const error = await expectError(res, 400, 'VALIDATION_ERROR');
      expect(error.details).toEqual([
        expect.objectContaining({ in: 'body', path: '/customerName', code: 'invalid_characters' }),
      ]);
    }
    const after = (await api.database.db.select({ n: count() }).from(orders))[0]!.n;
    expect(after).toBe(before);
  });

  it('accepts tab and line breaks in a multi-line field (the comment)', async () => {
    const res = await api.post(
      '/order-service/api/http-order-create',
      deliveryBody([{ productId: P.dragon, count: 1 }], {
        customerComment: 'Під’їзд 2\r\nдомофон не працює,\tдзвоніть',
        customerPhone: '+380671230001',
      }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses a NUL in an object key and a lone surrogate written as a JSON escape', async () => {
    const key = await api.post('/search/v1/search', { query: 'рол', retailNetworkId: 1, 'x\u0000': 1 });
    expect((await expectError(key, 400, 'VALIDATION_ERROR')).details).toEqual([
      expect.objectContaining({ path: '/x\u0000', code: 'invalid_characters' }),
    ]);
    const surrogate = await api.post('/search/v1/search', '{"query":"\\ud800","retailNetworkId":1}');
    expect((await expectError(surrogate, 400, 'VALIDATION_ERROR')).details).toEqual([
      expect.objectContaining({ path: '/query', code: 'invalid_characters' }),
    ]);
    // a pair written as escapes is one emoji, not a lone surrogate
    const pair = await api.post(
      '/search/v1/search',
      '{"query":"\\ud83c\\udf63","retailNetworkId":1,"businessRegionId":101}',
    );
    expect(pair.status, await pair.text()).toBe(200);
  });

  it('answers a control character in a header the API reads with the error JSON', async () => {
    for (const header of ['Idempotency-Key: ab\u0000cd', 'X-Recaptcha-Token: tok\u0001en']) {
      const { status, body } = await rawRequest(
        api.url,
        `POST /order-service/api/http-order-create HTTP/1.1\r\nHost: x\r\n${header}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      );
      expect(status).toBe(400);
      expect(JSON.parse(body)).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.any(String) } });
    }
    expect((await api.get('/healthz')).status).toBe(200);
  });
});
