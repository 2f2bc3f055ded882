/**
 * Scopes given to machines (API keys, webhooks): everything, whole brands, single outlets, or a mix
 * of brands and outlets, always inside the giver's own scope (nobody hands out more than they have).
 * Who may hand them out: owners and brand managers; outlet staff run a till, they do not wire one
 * up. Pure rules here, with their tests; machine-access.ts applies them to what machine-scope-repo.ts
 * reads.
 */
import type { StaffRole } from '../../db/schema.js';
import { scopeWithin, type Scope } from '../staff/index.js';
import { normalizeIds, type OutletNetwork } from '../staff/index.js';

export type { OutletNetwork };

export interface MachineScope {
  isOwnerScope: boolean;
  retailNetworkIds: readonly number[];
  outletIds: readonly number[];
}

const scopeOfMachine = (m: MachineScope): Scope => ({
  all: m.isOwnerScope,
  retailNetworkIds: m.retailNetworkIds,
  outletIds: m.outletIds,
});

export function mayManageMachineAccess(actor: { kind: 'staff' | 'apiKey'; role: StaffRole | null }): boolean {
  return actor.kind === 'staff' && (actor.role === 'OWNER' || actor.role === 'BRAND_MANAGER');
}

/** Why this scope cannot be given (INVALID_SCOPE), or null. */
export function machineScopeProblem(
  wanted: MachineScope,
  knownNetworks: ReadonlySet<number>,
  outletNetwork: OutletNetwork,
): string | null {
  const { isOwnerScope, retailNetworkIds, outletIds } = wanted;
  if (isOwnerScope)
    return retailNetworkIds.length || outletIds.length
      ? 'An owner-scoped key reaches every brand and outlet: give no retailNetworkIds or outletIds'
      : null;
  if (!retailNetworkIds.length && !outletIds.length)
    return 'Choose the brands (retailNetworkIds) or outlets (outletIds) it may reach';
  const unknownNetworks = retailNetworkIds.filter((id) => !knownNetworks.has(id));
  if (unknownNetworks.length) return `Unknown brand (retail network) ${unknownNetworks.join(', ')}`;
  const unknownOutlets = outletIds.filter((id) => outletNetwork(id) === undefined);
  return unknownOutlets.length ? `Unknown outlet ${unknownOutlets.join(', ')}` : null;
}

/** A machine's scope lies inside the actor's: they may see it, give it, and take it away. */
export const isMachineWithin = (machine: MachineScope, actor: Scope, outletNetwork: OutletNetwork) =>
  scopeWithin(scopeOfMachine(machine), actor, outletNetwork);

/**
 * The scope a request gives (an API key's, a webhook's), ids as stored: a list left out is
 * empty, and only `isOwnerScope: true` reaches everything.
 */
export function requestedMachineScope(body: {
  isOwnerScope?: boolean;
  retailNetworkIds?: readonly number[];
  outletIds?: readonly number[];
}): { isOwnerScope: boolean; retailNetworkIds: number[]; outletIds: number[] } {
  return {
    isOwnerScope: body.isOwnerScope ?? false,
    retailNetworkIds: normalizeIds(body.retailNetworkIds ?? []),
    outletIds: normalizeIds(body.outletIds ?? []),
  };
}

/** Where an audit entry about a scope belongs, when it is one brand or one outlet. */
export function auditPlace(scope: MachineScope, outletNetwork: OutletNetwork) {
  if (!scope.isOwnerScope && scope.retailNetworkIds.length === 1 && !scope.outletIds.length)
    return { retailNetworkId: scope.retailNetworkIds[0]!, outletId: null };
  if (!scope.isOwnerScope && !scope.retailNetworkIds.length && scope.outletIds.length === 1)
    return { retailNetworkId: outletNetwork(scope.outletIds[0]!) ?? null, outletId: scope.outletIds[0]! };
  return { retailNetworkId: null, outletId: null };
}
