import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { assertOwner, placeGuard, type Principal } from './principal.js';

const staff1001: Principal = {
  kind: 'staff',
  id: 'm-1',
  label: 'Olena <olena@example.com>',
  role: 'OUTLET_STAFF',
  scope: { all: false, retailNetworkIds: [], outletIds: [1001] },
  sessionId: 's-1',
};
const requestOf = (principal: Principal | undefined, outletId: string) =>
  ({ principal, params: { outletId } }) as unknown as FastifyRequest;
const outletPlace = async (req: FastifyRequest) => {
  const id = Number((req.params as { outletId: string }).outletId);
  return id === 1001 || id === 1002
    ? { retailNetworkId: 1, outletId: id }
    : id === 2001
      ? { retailNetworkId: 2, outletId: id }
      : null;
};

describe('placeGuard', () => {
  const guard = placeGuard(outletPlace);
  const codeOf = (p: Promise<void>) =>
    p.then(
      () => 'passed',
      (e: AppError) => e.code,
    );

  it('lets a place in scope through and refuses another outlet with 403', async () => {
    expect(await codeOf(guard(requestOf(staff1001, '1001')))).toBe('passed');
    expect(await codeOf(guard(requestOf(staff1001, '1002')))).toBe('FORBIDDEN');
    expect(await codeOf(guard(requestOf(staff1001, '2001')))).toBe('FORBIDDEN');
  });

  it('leaves an unknown place to the handler, and nobody to the 401', async () => {
    expect(await codeOf(guard(requestOf(staff1001, '4242')))).toBe('passed');
    expect(await codeOf(guard(requestOf(undefined, '1001')))).toBe('UNAUTHORIZED');
  });
});

describe('assertOwner', () => {
  it('refuses anyone without the whole scope', () => {
    expect(() => assertOwner(staff1001)).toThrow(AppError);
    expect(() =>
      assertOwner({ ...staff1001, role: 'OWNER', scope: { all: true, retailNetworkIds: [], outletIds: [] } }),
    ).not.toThrow();
  });
});
