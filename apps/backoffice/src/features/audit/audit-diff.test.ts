import { describe, expect, it } from 'vitest';
import { countChanges, diffSnapshots } from './audit-diff';

describe('diffSnapshots', () => {
  it('marks changed fields and keeps the unchanged ones beside them', () => {
    const rows = diffSnapshots(
      { name: 'Olena', role: 'OUTLET_STAFF', outletIds: [1001], isActive: true },
      { name: 'Olena', role: 'BRAND_MANAGER', outletIds: [], isActive: true, retailNetworkIds: [1] },
    );
    expect(rows).toEqual([
      { path: 'name', before: 'Olena', after: 'Olena', change: 'same' },
      { path: 'role', before: 'OUTLET_STAFF', after: 'BRAND_MANAGER', change: 'changed' },
      { path: 'outletIds', before: [1001], after: [], change: 'changed' },
      { path: 'isActive', before: true, after: true, change: 'same' },
      { path: 'retailNetworkIds', before: undefined, after: [1], change: 'oneSide' },
    ]);
    expect(countChanges(rows)).toBe(2);
  });

  it('does not call a field a writer left out of one side removed', () => {
    const rows = diffSnapshots(
      { name: 'Till 1', prefix: 'fk_ab', revokedAt: null },
      { revokedAt: '2026-11-26T10:00:00.000Z', deletedWebhookIds: [] },
    );
    expect(rows.map((r) => [r.path, r.change])).toEqual([
      ['name', 'oneSide'],
      ['prefix', 'oneSide'],
      ['revokedAt', 'changed'],
      ['deletedWebhookIds', 'oneSide'],
    ]);
    expect(countChanges(rows)).toBe(1);
  });

  it('shows a creation as added fields and a deletion as removed ones', () => {
    expect(diffSnapshots(null, { url: 'https://a.example/hook' })).toEqual([
      { path: 'url', before: undefined, after: 'https://a.example/hook', change: 'added' },
    ]);
    expect(diffSnapshots({ name: 'till 1' }, null)).toEqual([
      { path: 'name', before: 'till 1', after: undefined, change: 'removed' },
    ]);
    expect(diffSnapshots(null, null)).toEqual([]);
  });

  it('flattens nested objects to dotted paths and compares lists whole', () => {
    const rows = diffSnapshots(
      { hours: { monday: { opensAt: '10:00' } }, events: ['order.created'] },
      { hours: { monday: { opensAt: '09:00' } }, events: ['order.created'] },
    );
    expect(rows.map((r) => [r.path, r.change])).toEqual([
      ['hours.monday.opensAt', 'changed'],
      ['events', 'same'],
    ]);
  });

  it('treats a plain value as one unnamed field and an empty object as a value', () => {
    expect(diffSnapshots(1, 2)).toEqual([{ path: '', before: 1, after: 2, change: 'changed' }]);
    expect(diffSnapshots({ extra: {} }, { extra: { a: 1 } }).map((r) => [r.path, r.change])).toEqual([
      ['extra', 'oneSide'],
      ['extra.a', 'oneSide'],
    ]);
  });
});
