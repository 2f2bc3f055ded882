import type { DbOrTx } from '../../db/client.js';
import { outlets, retailNetworks } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { Principal } from '../staff/index.js';
import {
  isMachineWithin,
  machineScopeProblem,
  mayManageMachineAccess,
  type MachineScope,
  type OutletNetwork,
} from './machine-scope.js';

/** Every brand and the brand of every outlet (small tables), for scope checks. */
export async function loadPlaces(
  db: DbOrTx,
): Promise<{ networks: Set<number>; outletNetwork: OutletNetwork }> {
  const networkRows = await db.select({ id: retailNetworks.id }).from(retailNetworks);
  const outletRows = await db.select({ id: outlets.id, rn: outlets.retailNetworkId }).from(outlets);
  const byOutlet = new Map(outletRows.map((o) => [o.id, o.rn]));
  return { networks: new Set(networkRows.map((n) => n.id)), outletNetwork: (id) => byOutlet.get(id) };
}

export function assertMayManageMachineAccess(principal: Principal): void {
  if (!mayManageMachineAccess(principal))
    throw new AppError('FORBIDDEN', 'Only owners and brand managers manage API keys and webhooks');
}

/** A scope someone is about to give: well formed (400) and inside their own (403). */
export async function assertScopeMayBeGiven(
  db: DbOrTx,
  principal: Principal,
  wanted: MachineScope,
): Promise<void> {
  const { networks, outletNetwork } = await loadPlaces(db);
  const problem = machineScopeProblem(wanted, networks, outletNetwork);
  if (problem) throw new AppError('INVALID_SCOPE', problem);
  if (!isMachineWithin(wanted, principal.scope, outletNetwork))
    throw new AppError('FORBIDDEN', 'You can only give brands and outlets you work with yourself');
}
