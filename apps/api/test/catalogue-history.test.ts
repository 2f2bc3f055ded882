/**
 * Drafts and versions (issue 19 item 9) as the menu and zone editors use them: a draft keeps its
 * preview link across saves and is found by it until it is gone; versions count up per entity
 * and say who published each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteDraft,
  listVersions,
  readDraft,
  readDraftByToken,
  readVersion,
  recordVersion,
  saveDraft,
} from '../src/modules/catalogue-history/catalogue-history.js';
import { P } from './checkout-fixtures.js';
import { RN, databaseKinds, startTestApi, type TestApi } from './harness.js';
import { createStaff } from './staff-fixtures.js';

describe.each(databaseKinds())('catalogue drafts and versions on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('keeps one draft per entity, with the same preview link across saves, until it is deleted', async () => {
    const { db } = api.database;
    const manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    const ref = { kind: 'product' as const, entityId: P.pizza, retailNetworkId: RN.pcUa };
    const principal = { kind: 'staff' as const, id: manager.id };
    const first = await saveDraft(db, ref, { price: 25900 }, principal);
    const second = await saveDraft(db, ref, { price: 26900 }, principal);
    expect(second.previewToken).toBe(first.previewToken);
    expect((await readDraft(db, 'product', P.pizza))?.payload).toEqual({ price: 26900 });
    expect(await readDraftByToken(db, first.previewToken)).toMatchObject({
      kind: 'product',
      entityId: P.pizza,
      retailNetworkId: RN.pcUa,
      payload: { price: 26900 },
    });
    // the same id as a zone is another entity
    expect(await readDraft(db, 'zone', P.pizza)).toBeNull();

    expect(await deleteDraft(db, 'product', P.pizza)).toBe(true);
    expect(await deleteDraft(db, 'product', P.pizza)).toBe(false);
    expect(await readDraftByToken(db, first.previewToken)).toBeNull();
  });

  it('numbers versions per entity and names who published each, newest first', async () => {
    const { db } = api.database;
    const manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    const ref = { kind: 'zone' as const, entityId: 900_001, retailNetworkId: RN.pcUa };
    expect(await recordVersion(db, ref, { deliveryPrice: 0 }, null)).toBe(1);
    expect(await recordVersion(db, ref, { deliveryPrice: 4900 }, { kind: 'staff', id: manager.id })).toBe(2);
    expect(await recordVersion(db, { ...ref, kind: 'product' }, { price: 1 }, null)).toBe(1);

    const versions = await listVersions(db, 'zone', 900_001);
    expect(versions.map((v) => [v.version, v.by])).toEqual([
      [2, expect.stringMatching(/^Test brand_manager/)],
      [1, null],
    ]);
    expect(await readVersion(db, 'zone', 900_001, 2)).toEqual({ deliveryPrice: 4900 });
    expect(await readVersion(db, 'zone', 900_001, 3)).toBeNull();
  });
});
