/**
 * Customer care (issue 23 item 2): owners and brand managers find a customer of the networks in
 * their scope, read their card, correct their bonuses and block or unblock their number. Every
 * write is one transaction with its audit entry; a customer outside the scope is a 404, as if
 * there were none.
 */
import type {
  TCareBlockChange,
  TCareBonusAdjustment,
  TCareCustomer,
  TCareSearchQuery,
  TCareSearchResult,
} from '@food/contracts';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { BonusService } from '../bonus/index.js';
import { assertCoversBrand, inScope, type Principal } from '../staff/index.js';
import { CareRepo } from './care-repo.js';
import { readCareQuery } from './search-query.js';

interface CareDeps {
  db: Db;
  clock: Clock;
  bonuses: BonusService;
}

export class CareService {
  private readonly repo: CareRepo;

  constructor(private readonly deps: CareDeps) {
    this.repo = new CareRepo(deps.db);
  }

  /**
   * Run before validation: care is for owners and brand managers (customers belong to a whole
   * network, outlet staff have none: 403). Whether the customer named in the path is in scope is
   * each action's first check (404), after the body is validated: a bad body is a 400 whoever it
   * names, as on every other route (the control-character walk sends it to a made-up id).
   */
  guard(principal: Principal): void {
    this.assertCareRole(principal);
  }

  async search(principal: Principal, query: TCareSearchQuery): Promise<TCareSearchResult> {
    this.assertCareRole(principal);
    if (query.retailNetworkId !== undefined) assertCoversBrand(principal, query.retailNetworkId);
    const networks =
      query.retailNetworkId !== undefined
        ? [query.retailNetworkId]
        : principal.scope.all
          ? null
          : principal.scope.retailNetworkIds;
    const read = readCareQuery(query.q, await this.repo.countries(networks));
    const rows = await this.repo.search(read, networks);
    return {
      matchedBy: read.kind,
      customers: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    };
  }

  async card(principal: Principal, id: string): Promise<TCareCustomer> {
    const customer = await this.customerInScope(principal, id);
    const [orders, addresses, ledger, reviews, bonusBalance] = await Promise.all([
      this.repo.orders(id),
      this.repo.addresses(id),
      this.repo.ledger(id),
      this.repo.reviews(id),
      this.deps.bonuses.balance(this.deps.db, id),
    ]);
    const iso = <T extends { createdAt: Date }>(row: T) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    });
    return {
      ...iso(customer),
      orders: orders.map(iso),
      addresses,
      bonusBalance,
      bonusLedger: ledger.map(iso),
      reviews: reviews.map(iso),
    };
  }

  /** A signed ADJUSTMENT through the bonus service, with its audit entry, in one transaction. */
  async adjustBonuses(
    principal: Principal,
    id: string,
    change: TCareBonusAdjustment,
    clientIp: string,
  ): Promise<TCareCustomer> {
    await this.deps.db.transaction(async (tx) => {
      const customer = await this.repo.lockCustomer(tx, id);
      if (!customer || !inScope(principal.scope, { retailNetworkId: customer.retailNetworkId }))
        throw notFound(id);
      const after = await this.deps.bonuses.adjust(tx, {
        customerId: id,
        points: change.points,
        comment: change.reason,
      });
      await recordAudit(
        tx,
        principal,
        {
          kind: 'customer.bonus_adjust',
          entityType: 'customer',
          entityId: id,
          retailNetworkId: customer.retailNetworkId,
          before: { bonusBalance: after - change.points },
          after: { bonusBalance: after, points: change.points, reason: change.reason },
        },
        clientIp,
      );
    });
    return this.card(principal, id);
  }

  /** Blocks (ending every session) or unblocks a customer's number for sign-in, with its audit entry. */
  async setBlocked(
    principal: Principal,
    id: string,
    change: TCareBlockChange,
    clientIp: string,
  ): Promise<TCareCustomer> {
    await this.deps.db.transaction(async (tx) => {
      const customer = await this.repo.lockCustomer(tx, id);
      if (!customer || !inScope(principal.scope, { retailNetworkId: customer.retailNetworkId }))
        throw notFound(id);
      const endedSessions = await this.repo.setBlocked(tx, id, change.blocked, this.deps.clock.now());
      await recordAudit(
        tx,
        principal,
        {
          kind: change.blocked ? 'customer.block' : 'customer.unblock',
          entityType: 'customer',
          entityId: id,
          retailNetworkId: customer.retailNetworkId,
          before: { isBlocked: customer.isBlocked },
          after: { isBlocked: change.blocked, reason: change.reason, endedSessions },
        },
        clientIp,
      );
    });
    return this.card(principal, id);
  }

  private assertCareRole(principal: Principal): void {
    if (!principal.scope.all && principal.scope.retailNetworkIds.length === 0)
      throw new AppError('FORBIDDEN', 'Customer care is for owners and brand managers');
  }

  private async customerInScope(principal: Principal, id: string) {
    this.assertCareRole(principal);
    const customer = await this.repo.customer(this.deps.db, id);
    if (!customer || !inScope(principal.scope, { retailNetworkId: customer.retailNetworkId }))
      throw notFound(id);
    return customer;
  }
}

const notFound = (id: string) => new AppError('CUSTOMER_NOT_FOUND', `No customer ${id} in your scope`);
