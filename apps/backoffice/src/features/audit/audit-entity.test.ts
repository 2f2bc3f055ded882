import { describe, expect, it } from 'vitest';
import { actorOf, entityName, type EntityLookups } from './audit-entity';

const lookups: EntityLookups = {
  staffName: (id) => (id === 'u1' ? 'Olena' : undefined),
  outletName: (id) => (id === 1001 ? 'Khreshchatyk' : undefined),
};
const entry = (entityType: string, entityId: string, before: unknown = null, after: unknown = null) => ({
  entityType,
  entityId,
  before,
  after,
});

describe('entityName', () => {
  it('names members from the staff list, else from the snapshot', () => {
    expect(entityName(entry('staff_member', 'u1'), lookups)).toBe('Olena');
    expect(entityName(entry('staff_member', 'u2', null, { name: 'Gone Member' }), lookups)).toBe(
      'Gone Member',
    );
  });

  it('names outlets and their special days', () => {
    expect(entityName(entry('outlet', '1001'), lookups)).toBe('Khreshchatyk');
    expect(entityName(entry('outlet', '9'), lookups)).toBe('#9');
    expect(entityName(entry('outlet_exception', '1001:2026-12-31'), lookups)).toBe(
      'Khreshchatyk · 2026-12-31',
    );
  });

  it('names keys and webhooks by what they were called, orders by their short id', () => {
    expect(entityName(entry('api_key', 'abc-def', { name: 'Till 1' }, { revokedAt: 'x' }), lookups)).toBe(
      'Till 1',
    );
    expect(entityName(entry('webhook', 'w', null, { url: 'https://pos.example/hook' }), lookups)).toBe(
      'https://pos.example/hook',
    );
    expect(entityName(entry('order', '7f0c9a1e-1111-4222-8333-944445555666'), lookups)).toBe('#7f0c9a1e');
    expect(entityName(entry('product', '100001'), lookups)).toBe('#100001');
  });
});

describe('actorOf', () => {
  it('splits a member label into name and e-mail, leaves other actors whole', () => {
    expect(actorOf('Olena K. <olena@sushi.ua>')).toEqual({ name: 'Olena K.', email: 'olena@sushi.ua' });
    expect(actorOf('start-up (ADMIN_EMAIL owner@example.com)')).toEqual({
      name: 'start-up (ADMIN_EMAIL owner@example.com)',
      email: null,
    });
    expect(actorOf('API key Till 1')).toEqual({ name: 'API key Till 1', email: null });
  });
});
