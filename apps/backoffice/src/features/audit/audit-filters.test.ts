import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditQuery, filtersFromParams, hasFilters, paramsOf } from './audit-filters';

const STAFF = '6cbf0a9e-4e55-43eb-96e0-63ea27e4f631';

describe('filtersFromParams', () => {
  it('reads every filter from the address', () => {
    const f = filtersFromParams(
      new URLSearchParams(
        `staff=${STAFF}&brand=1&outlet=1001&kind=staff.invite&from=2026-11-01&to=2026-11-26&page=3`,
      ),
    );
    expect(f).toEqual({
      staffId: STAFF,
      retailNetworkId: 1,
      outletId: 1001,
      kind: 'staff.invite',
      from: '2026-11-01',
      to: '2026-11-26',
      page: 3,
    });
    expect(hasFilters(f)).toBe(true);
  });

  it('drops malformed values instead of sending them', () => {
    const f = filtersFromParams(
      new URLSearchParams('staff=nobody&brand=-1&outlet=1.5&kind=Staff Invite&from=26.11.2026&page=0'),
    );
    expect(f).toEqual({
      staffId: null,
      retailNetworkId: null,
      outletId: null,
      kind: null,
      from: null,
      to: null,
      page: 1,
    });
    expect(hasFilters(f)).toBe(false);
  });
});

describe('paramsOf', () => {
  it('writes a change and goes back to the first page', () => {
    expect(paramsOf({ retailNetworkId: 2, outletId: null })).toEqual({
      brand: '2',
      outlet: null,
      page: null,
    });
    expect(paramsOf({ page: 4 })).toEqual({ page: '4' });
    expect(paramsOf({ page: 1 })).toEqual({ page: null });
  });
});

describe('auditQuery', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Europe/Kyiv';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('sends whole local days and the page size', () => {
    const query = auditQuery({
      ...filtersFromParams(new URLSearchParams('from=2026-11-01&to=2026-11-01&page=2')),
    });
    expect(query).toMatchObject({
      from: '2026-10-31T22:00:00.000Z',
      to: '2026-11-01T21:59:59.999Z',
      page: 2,
      size: 50,
    });
  });
});
