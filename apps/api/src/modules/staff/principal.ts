/**
 * Who is making a back-office (/admin/v1) or machine (/ops/v1) request: a staff member through
 * their session cookie, or an API key. Routes read it with `principalOf(req)` and check places
 * with `assertInScope`, so a 401 (nobody) and a 403 (somebody, elsewhere) look the same on
 * every route.
 */
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { coversBrand, inScope, type Place, type Scope } from './scope.js';

export interface Principal {
  kind: 'staff' | 'apiKey';
  /** the staff member's or the key's id */
  id: string;
  /** shown in the audit log: the member's name and e-mail, or the key's name */
  label: string;
  /** API keys have no role; their scope says everything */
  role: StaffRole | null;
  scope: Scope;
  /** the staff session's id (null for an API key) */
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new AppError('UNAUTHORIZED', 'Sign in to the back office first');
  return req.principal;
}

export function assertInScope(principal: Principal, place: Place): void {
  if (!inScope(principal.scope, place))
    throw new AppError('FORBIDDEN', 'This is outside the brands and outlets you work with');
}

export function assertCoversBrand(principal: Principal, retailNetworkId: number): void {
  if (!coversBrand(principal.scope, retailNetworkId))
    throw new AppError('FORBIDDEN', 'This needs the whole brand in your scope');
}

export function assertOwner(principal: Principal): void {
  if (!principal.scope.all) throw new AppError('FORBIDDEN', 'Only an owner can do this');
}

/**
 * A `preValidation` hook that checks the place a route acts on before its body is validated
 * (CONTRIBUTING.md: a stranger gets 403, never a validation message about someone else's thing).
 * `findPlace` reads the raw, unvalidated params; null lets the handler answer (e.g. a 404).
 */
export function placeGuard(findPlace: (req: FastifyRequest) => Promise<Place | null>) {
  return async (req: FastifyRequest): Promise<void> => {
    const principal = principalOf(req);
    const place = await findPlace(req);
    if (place) assertInScope(principal, place);
  };
}
