/**
 * Categories in the menu editor (issue 19 item 1): created and edited with names and SEO texts in
 * the brand's languages, under a parent but never under their own descendants, ordered by drag,
 * deleted only when empty; each write audited and seen by the storefront at once.
 */
import { ZAdminCategory, ZMenu } from '@food/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog } from '../src/db/schema.js';
import { RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createApiKey, createStaff, type TestStaff } from './staff-fixtures.js';

const names = (uk: string) => ({ uk: { name: uk, seoTitle: `${uk} — купити`, seoText: `<p>${uk}</p>` } });

describe.each(databaseKinds())('menu categories on %s', (kind) => {
  let api: TestApi;
  let manager: TestStaff;
  let pizzaManager: TestStaff;

  beforeAll(async () => {
    api = await startTestApi(kind);
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    pizzaManager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
  });
  afterAll(async () => {
    await api?.close();
  });

  const menu = async () =>
    expectContract(await manager.get('/admin/v1/menu?retailNetworkId=1&lang=uk'), ZMenu);
  const create = async (slug: string, parentId: number | null = null) =>
    expectContract(
      await manager.post('/admin/v1/categories', {
        retailNetworkId: RN.smUa,
        slug,
        parentId,
        isVisible: true,
        translations: names(slug),
      }),
      ZAdminCategory,
      201,
    );
  const storefrontSlugs = async () => {
    const res = await api.get('/config/v1/init?rn=1');
    expect(res.status).toBe(200);
    return ((await res.json()) as { categories: Array<{ slug: string | null }> }).categories.map(
      (c) => c.slug,
    );
  };

  it('creates a category with its texts, edits it, and refuses a loop of parents', async () => {
    const top = await create('specials');
    expect(top).toMatchObject({
      slug: 'specials',
      parentId: null,
      names: { uk: 'specials' },
      productCount: 0,
    });
    expect(top.translations.uk).toMatchObject({ seoTitle: 'specials — купити', seoText: '<p>specials</p>' });
    const child = await create('specials-hot', top.id);
    const grandchild = await create('specials-hot-new', child.id);

    const edited = await expectContract(
      await manager.put(`/admin/v1/categories/${top.id}`, {
        slug: 'specials',
        parentId: null,
        isVisible: false,
        translations: { uk: { name: 'Спеціальне' }, ru: { name: 'Специальное' } },
      }),
      ZAdminCategory,
    );
    expect(edited).toMatchObject({ isVisible: false, names: { uk: 'Спеціальне', ru: 'Специальное' } });

    for (const parentId of [top.id, grandchild.id])
      await expectError(
        await manager.put(`/admin/v1/categories/${top.id}`, {
          slug: 'specials',
          parentId,
          isVisible: true,
          translations: { uk: { name: 'Спеціальне' } },
        }),
        422,
        'CATEGORY_LOOP',
      );
    // nothing changed by the refusals
    expect((await menu()).categories.find((c) => c.id === top.id)).toMatchObject({
      parentId: null,
      isVisible: false,
    });

    await expectError(
      await manager.post('/admin/v1/categories', {
        retailNetworkId: RN.smUa,
        slug: 'specials',
        parentId: null,
        isVisible: true,
        translations: names('x'),
      }),
      409,
      'DUPLICATE_SLUG',
    );
    await expectError(
      await manager.post('/admin/v1/categories', {
        retailNetworkId: RN.smUa,
        slug: 'no-name',
        parentId: null,
        isVisible: true,
        translations: { ru: { name: 'Без имени' } },
      }),
      422,
      'DEFAULT_LANGUAGE_REQUIRED',
    );

    const kinds = await api.database.db
      .select({ kind: auditLog.kind })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'category'), eq(auditLog.entityId, String(top.id))))
      .orderBy(desc(auditLog.id));
    expect(kinds.map((k) => k.kind)).toEqual(['menu.category.update', 'menu.category.create']);
  });

  it('deletes only an empty category', async () => {
    const { categories } = await menu();
    const full = categories.find((c) => !c.isAddons && c.productCount > 0)!;
    await expectError(await manager.del(`/admin/v1/categories/${full.id}`), 409, 'CATEGORY_NOT_EMPTY');
    const parent = await create('to-delete');
    await create('to-delete-child', parent.id);
    await expectError(await manager.del(`/admin/v1/categories/${parent.id}`), 409, 'CATEGORY_NOT_EMPTY');
    const empty = await create('empty-one');
    expect((await manager.del(`/admin/v1/categories/${empty.id}`)).status).toBe(204);
    expect((await menu()).categories.some((c) => c.id === empty.id)).toBe(false);
  });

  it('orders the categories by drag, all of them, and the storefront follows at once', async () => {
    const before = (await menu()).categories;
    const ids = before.map((c) => c.id);
    const moved = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const after = await expectContract(
      await manager.put('/admin/v1/menu/category-order', { retailNetworkId: RN.smUa, ids: moved }),
      z.array(ZAdminCategory),
    );
    expect(after.map((c) => c.id)).toEqual(moved);
    // the storefront's categories (the addons' aside) in the new order
    const slugs = await storefrontSlugs();
    expect(slugs.indexOf(before[1]!.slug)).toBeGreaterThanOrEqual(0);
    expect(slugs.indexOf(before[1]!.slug)).toBeLessThan(slugs.indexOf(before[0]!.slug));
    await expectError(
      await manager.put('/admin/v1/menu/category-order', { retailNetworkId: RN.smUa, ids: moved.slice(1) }),
      422,
      'CATEGORY_ORDER_MISMATCH',
    );
    await expectError(
      await pizzaManager.put('/admin/v1/menu/category-order', { retailNetworkId: RN.smUa, ids: moved }),
      403,
      'FORBIDDEN',
    );
  });

  it('lets an API key of the brand create and edit categories through /ops/v1, and no other', async () => {
    const key = (await createApiKey(api, { retailNetworkIds: [RN.smUa] })).authorization;
    const pizzaKey = (await createApiKey(api, { retailNetworkIds: [RN.pcUa] })).authorization;
    const send = (method: string, path: string, body: unknown, authorization = key) =>
      fetch(api.url + path, {
        method,
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const body = { slug: 'pos-category', parentId: null, isVisible: true, translations: names('POS') };
    const created = await expectContract(
      await send('POST', '/ops/v1/categories', { ...body, retailNetworkId: RN.smUa }),
      ZAdminCategory,
      201,
    );
    const edited = await expectContract(
      await send('PUT', `/ops/v1/categories/${created.id}`, { ...body, translations: names('Каса') }),
      ZAdminCategory,
    );
    expect(edited.names.uk).toBe('Каса');
    await expectError(await send('PUT', `/ops/v1/categories/${created.id}`, {}, pizzaKey), 403, 'FORBIDDEN');
  });
});
