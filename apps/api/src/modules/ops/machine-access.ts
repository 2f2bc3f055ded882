/**
 * Who may hand out machine access (API keys here, webhooks in modules/webhooks) and which scopes:
 * machine-scope.ts's rules over the places machine-scope-repo.ts reads. `MachineAccess` is built
 * once in services.ts and given to both, so no other module reads this module's repository.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Principal } from '../staff/index.js';
import {
  isMachineWithin,
  machineScopeProblem,
  mayManageMachineAccess,
  type MachineScope,
  type OutletNetwork,
} from './machine-scope.js';
import { loadPlaces } from './machine-scope-repo.js';

/** 403 unless the member is an owner or a brand manager (the route guard runs it too). */
export function assertMayManageMachineAccess(principal: Principal): void {
  if (!mayManageMachineAccess(principal))
    throw new AppError('FORBIDDEN', 'Only owners and brand managers manage API keys and webhooks');
}

export class MachineAccess {
  constructor(private readonly db: Db) {}

  /** Every brand, and the brand of every outlet, as stored now (read on each call: small tables). */
  places(): Promise<{ networks: Set<number>; outletNetwork: OutletNetwork }> {
    return loadPlaces(this.db);
  }

  /** 403 unless the member is an owner or a brand manager. */
  assertMayManage(principal: Principal): void {
    assertMayManageMachineAccess(principal);
  }

  /** A scope someone is about to give: well formed (400) and inside their own (403). */
  async assertScopeMayBeGiven(principal: Principal, wanted: MachineScope): Promise<void> {
    const { networks, outletNetwork } = await this.places();
    const problem = machineScopeProblem(wanted, networks, outletNetwork);
    if (problem) throw new AppError('INVALID_SCOPE', problem);
    if (!isMachineWithin(wanted, principal.scope, outletNetwork))
      throw new AppError('FORBIDDEN', 'You can only give brands and outlets you work with yourself');
  }
}
