import { ZApiKey, ZApiKeyCreated, ZApiKeyList, ZWebhookList } from '@food/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { apiKeys, auditLog } from '../src/db/schema.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createApiKey, createStaff, type TestStaff } from './staff-fixtures.js';

describe.each(databaseKinds())('API keys on %s', (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  let sushiManager: TestStaff;
  let cashier: TestStaff;

  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await createStaff(api, 'OWNER');
    sushiManager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
    cashier = await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] });
  });
  afterAll(() => api?.close());

  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const opsGet = (key: string) => api.get('/ops/v1/webhooks', { headers: bearer(key) });
  const keyCount = async () => (await api.database.db.select({ id: apiKeys.id }).from(apiKeys)).length;
  const auditOf = (kind: string, entityId: string) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, kind), eq(auditLog.entityId, entityId)));

  it('creates a key shown once, lists it without the key, and records who made it', async () => {
    const created = await expectContract(
      await owner.post('/admin/v1/api-keys', { name: 'Till 3, Khreshchatyk', retailNetworkIds: [1] }),
      ZApiKeyCreated,
      201,
    );
    expect(created.key).toMatch(/^fk_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({
      name: 'Till 3, Khreshchatyk',
      prefix: created.key.slice(0, 10),
      isOwnerScope: false,
      retailNetworkIds: [1],
      outletIds: [],
      createdBy: { id: owner.id },
      lastUsedAt: null,
      revokedAt: null,
    });

    const listRes = await owner.get('/admin/v1/api-keys');
    const text = await listRes.clone().text();
    const list = await expectContract(listRes, ZApiKeyList);
    expect(list.data.find((k) => k.id === created.apiKey.id)).toMatchObject({
      prefix: created.key.slice(0, 10),
    });
    expect(text).not.toContain(created.key);
    // the OPS_TOKEN of the environment is an owner-scoped key of nobody's making
    expect(list.data.find((k) => k.name === 'OPS_TOKEN')).toMatchObject({
      isOwnerScope: true,
      createdBy: null,
    });

    const [entry] = await auditOf('api_key.create', created.apiKey.id);
    expect(entry).toMatchObject({ staffId: owner.id, retailNetworkId: 1, entityType: 'api_key' });
    expect(entry!.after).toMatchObject({ name: 'Till 3, Khreshchatyk', retailNetworkIds: [1] });
    expect(JSON.stringify(entry)).not.toContain(created.key.slice(10));

    // the key works on /ops, and its use shows in the list
    expect((await opsGet(created.key)).status).toBe(200);
    const after = await expectContract(await owner.get('/admin/v1/api-keys'), ZApiKeyList);
    expect(after.data.find((k) => k.id === created.apiKey.id)!.lastUsedAt).not.toBeNull();
  });

  it('lets a brand manager give keys within their brands only', async () => {
    const before = await keyCount();
    const outletKey = await expectContract(
      await sushiManager.post('/admin/v1/api-keys', { name: 'Kitchen screen', outletIds: [1002] }),
      ZApiKeyCreated,
      201,
    );
    expect(outletKey.apiKey).toMatchObject({ retailNetworkIds: [], outletIds: [1002] });
    for (const body of [
      { name: 'Pizza till', retailNetworkIds: [2] },
      { name: 'Pizza kitchen', outletIds: [2001] },
      { name: 'Everything', isOwnerScope: true },
      { name: 'Both brands', retailNetworkIds: [1, 2] },
    ])
      await expectError(await sushiManager.post('/admin/v1/api-keys', body), 403, 'FORBIDDEN');
    expect(await keyCount()).toBe(before + 1);
  });

  it('refuses an empty or unknown scope and a nameless key, creating nothing', async () => {
    const before = await keyCount();
    await expectError(await owner.post('/admin/v1/api-keys', { name: 'Nothing' }), 400, 'INVALID_SCOPE');
    await expectError(
      await owner.post('/admin/v1/api-keys', { name: 'Ghost', outletIds: [999_999] }),
      400,
      'INVALID_SCOPE',
    );
    await expectError(
      await owner.post('/admin/v1/api-keys', { name: 'Both', isOwnerScope: true, retailNetworkIds: [1] }),
      400,
      'INVALID_SCOPE',
    );
    await expectError(
      await owner.post('/admin/v1/api-keys', { retailNetworkIds: [1] }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(await owner.post('/admin/v1/api-keys', { name: '  ', retailNetworkIds: [1] }), 400);
    expect(await keyCount()).toBe(before);
  });

  it('shows a brand manager only the keys inside their brands', async () => {
    const pizza = await expectContract(
      await owner.post('/admin/v1/api-keys', { name: 'Pizza till', retailNetworkIds: [2] }),
      ZApiKeyCreated,
      201,
    );
    const sushi = await expectContract(
      await owner.post('/admin/v1/api-keys', { name: 'Sushi POS', retailNetworkIds: [1] }),
      ZApiKeyCreated,
      201,
    );
    const seen = (await expectContract(await sushiManager.get('/admin/v1/api-keys'), ZApiKeyList)).data.map(
      (k) => k.id,
    );
    expect(seen).toContain(sushi.apiKey.id);
    expect(seen).not.toContain(pizza.apiKey.id);
    expect(
      (await expectContract(await sushiManager.get('/admin/v1/api-keys'), ZApiKeyList)).data.some(
        (k) => k.isOwnerScope,
      ),
    ).toBe(false);
    await expectError(await sushiManager.del(`/admin/v1/api-keys/${pizza.apiKey.id}`), 403, 'FORBIDDEN');
    expect((await opsGet(pizza.key)).status).toBe(200);
  });

  it('gives outlet staff no access to keys at all', async () => {
    const { id } = await createApiKey(api, { outletIds: [1001] });
    await expectError(await cashier.get('/admin/v1/api-keys'), 403, 'FORBIDDEN');
    await expectError(
      await cashier.post('/admin/v1/api-keys', { name: 'My till', outletIds: [1001] }),
      403,
      'FORBIDDEN',
    );
    await expectError(await cashier.del(`/admin/v1/api-keys/${id}`), 403, 'FORBIDDEN');
    // the refusal comes before the body is read: no validation message for them either
    await expectError(await cashier.post('/admin/v1/api-keys', {}), 403, 'FORBIDDEN');
  });

  it('revokes a key: /ops answers 401 at once, the revocation is audited and kept', async () => {
    const created = await expectContract(
      await sushiManager.post('/admin/v1/api-keys', { name: 'Old till', retailNetworkIds: [1] }),
      ZApiKeyCreated,
      201,
    );
    expect((await opsGet(created.key)).status).toBe(200);
    const revoked = await expectContract(
      await sushiManager.del(`/admin/v1/api-keys/${created.apiKey.id}`),
      ZApiKey,
    );
    expect(revoked.revokedAt).not.toBeNull();
    await expectError(await opsGet(created.key), 401, 'UNAUTHORIZED');
    await expectError(
      await api.post(
        '/ops/v1/orders/00000000-0000-4000-8000-000000000000/status',
        { statusId: 1 },
        {
          headers: bearer(created.key),
        },
      ),
      401,
      'UNAUTHORIZED',
    );

    const [entry] = await auditOf('api_key.revoke', created.apiKey.id);
    expect(entry).toMatchObject({ staffId: sushiManager.id, retailNetworkId: 1 });
    expect(entry!.after).toMatchObject({ revokedAt: revoked.revokedAt });

    // revoking again changes nothing and records nothing
    const again = await expectContract(await owner.del(`/admin/v1/api-keys/${created.apiKey.id}`), ZApiKey);
    expect(again.revokedAt).toBe(revoked.revokedAt);
    expect(await auditOf('api_key.revoke', created.apiKey.id)).toHaveLength(1);
    const listed = (await expectContract(await owner.get('/admin/v1/api-keys'), ZApiKeyList)).data;
    expect(listed.find((k) => k.id === created.apiKey.id)!.revokedAt).toBe(revoked.revokedAt);

    await expectError(
      await owner.del('/admin/v1/api-keys/00000000-0000-4000-8000-000000000000'),
      404,
      'API_KEY_NOT_FOUND',
    );
    await expectError(await owner.del('/admin/v1/api-keys/not-a-key'), 400, 'VALIDATION_ERROR');
  });

  it('deletes the webhooks a revoked key registered', async () => {
    const created = await expectContract(
      await owner.post('/admin/v1/api-keys', { name: 'Integrator', retailNetworkIds: [1] }),
      ZApiKeyCreated,
      201,
    );
    const res = await api.post(
      '/ops/v1/webhooks',
      { url: 'http://127.0.0.1:9/hooks', events: ['order.created'] },
      { headers: bearer(created.key) },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const listed = async () =>
      (await expectContract(await owner.get('/admin/v1/webhooks'), ZWebhookList)).data;
    expect((await listed()).map((w) => w.id)).toContain(id);
    await expectContract(await owner.del(`/admin/v1/api-keys/${created.apiKey.id}`), ZApiKey);
    expect((await listed()).map((w) => w.id)).not.toContain(id);
    const [entry] = await auditOf('api_key.revoke', created.apiKey.id);
    expect(entry!.after).toMatchObject({ deletedWebhookIds: [id] });
  });

  it('never takes an API key as a staff session', async () => {
    const { authorization } = await createApiKey(api, { all: true });
    await expectError(
      await api.get('/admin/v1/api-keys', { headers: { authorization } }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(
      await api.post('/admin/v1/api-keys', { name: 'x', isOwnerScope: true }, { headers: { authorization } }),
      401,
      'UNAUTHORIZED',
    );
    // nor a staff session as an API key
    await expectError(
      await api.get('/ops/v1/webhooks', { headers: { cookie: owner.cookie } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('needs a session and the CSRF token', async () => {
    await expectError(await api.get('/admin/v1/api-keys'), 401, 'UNAUTHORIZED');
    const res = await fetch(`${api.url}/admin/v1/api-keys`, {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'No CSRF', retailNetworkIds: [1] }),
    });
    await expectError(res, 403, 'CSRF_TOKEN_INVALID');
  });

  // last: it retires the OPS_TOKEN the other tests' app was started with
  it('keeps only the current OPS_TOKEN: a rotated one stops working when an instance starts with the new', async () => {
    const old = bearer('test-ops-token-0123456789');
    expect((await api.get('/ops/v1/webhooks', { headers: old })).status).toBe(200);
    const rotated = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', OPS_TOKEN: 'rotated-ops-token-0123456789' }),
      database: api.database,
    });
    await rotated.ready();
    try {
      await expectError(await api.get('/ops/v1/webhooks', { headers: old }), 401, 'UNAUTHORIZED');
      expect(
        (await api.get('/ops/v1/webhooks', { headers: bearer('rotated-ops-token-0123456789') })).status,
      ).toBe(200);
      const listed = (await expectContract(await owner.get('/admin/v1/api-keys'), ZApiKeyList)).data.filter(
        (k) => k.name === 'OPS_TOKEN',
      );
      expect(listed.map((k) => k.revokedAt === null).sort()).toEqual([false, true]);
    } finally {
      await rotated.close();
    }
  });

  it('documents /ops under the tag ops with its bearer security scheme', async () => {
    const doc = (await (await api.get('/docs/json')).json()) as {
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      paths: Record<string, Record<string, { tags?: string[]; security?: Array<Record<string, string[]>> }>>;
    };
    const schemes = doc.components.securitySchemes;
    const [name] = Object.keys(schemes);
    expect(schemes[name!]).toMatchObject({ type: 'http', scheme: 'bearer' });
    const opsPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith('/ops/'));
    expect(opsPaths.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        '/ops/v1/orders/{id}/status',
        '/ops/v1/products/{productId}',
        '/ops/v1/webhooks',
        '/ops/v1/webhooks/{id}',
      ]),
    );
    for (const [path, operations] of opsPaths)
      for (const [method, op] of Object.entries(operations)) {
        expect(op.tags, `${method} ${path}`).toEqual(['ops']);
        expect(op.security, `${method} ${path}`).toEqual([{ [name!]: [] }]);
      }
    expect(doc.paths['/admin/v1/api-keys']!.get!.security).toBeUndefined();
  });
});
