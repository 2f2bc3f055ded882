/**
 * The read side of the bonus ledger, in the Sailplay shape the storefront reads (SPEC 7: method
 * user.infoByUUID, args uuid and retailNetworkId, optional options.history). Writes (spending at
 * checkout, accrual on completion, refunds) live in ledger.ts.
 */
import { BONUS_METHODS, type TSailplayRequest, type TSailplayUserInfo } from '@food/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bonusLedger, customers } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { getConfirmedBalance } from './ledger.js';

/** the history a customer sees: the latest entries */
const HISTORY_LIMIT = 100;

export class SailplayService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
  ) {}

  async call(request: TSailplayRequest): Promise<TSailplayUserInfo> {
    if (!(BONUS_METHODS as readonly string[]).includes(request.method)) {
      throw new AppError(
        'UNKNOWN_BONUS_METHOD',
        `Unknown method ${request.method}; served: ${BONUS_METHODS.join(', ')}`,
      );
    }
    return this.userInfo(
      request.args.uuid,
      request.args.retailNetworkId,
      request.args.options?.history === true,
    );
  }

  private async userInfo(customerId: string, rn: number, withHistory: boolean): Promise<TSailplayUserInfo> {
    await this.tenants.getTenant(rn);
    const [customer] = await this.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
    if (!customer) throw new AppError('NOT_FOUND', `Customer ${customerId} was not found`);
    if (customer.retailNetworkId !== rn) {
      throw new AppError('UNKNOWN_RETAIL_NETWORK', `Customer ${customerId} is not in retail network ${rn}`);
    }
    const [confirmed, [totals]] = await Promise.all([
      getConfirmedBalance(this.db, customerId),
      this.db
        .select({
          unconfirmed: sql<number>`coalesce(sum(${bonusLedger.points}) filter (where not ${bonusLedger.isConfirmed}), 0)::int`,
          spent: sql<number>`coalesce(-sum(${bonusLedger.points}) filter (where ${bonusLedger.kind} in ('SPENDING', 'REFUND') and ${bonusLedger.isConfirmed}), 0)::int`,
        })
        .from(bonusLedger)
        .where(eq(bonusLedger.customerId, customerId)),
    ]);
    const unconfirmed = totals?.unconfirmed ?? 0;
    const info: TSailplayUserInfo = {
      status: 'ok',
      user: { uuid: customer.id, phone: customer.phone },
      user_points: { confirmed, unconfirmed, spent: totals?.spent ?? 0, total: confirmed + unconfirmed },
      referral_promocode: customer.referralCode,
    };
    if (withHistory) {
      const rows = await this.db
        .select()
        .from(bonusLedger)
        .where(and(eq(bonusLedger.customerId, customerId)))
        .orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id))
        .limit(HISTORY_LIMIT);
      info.history = rows.map((r) => ({
        id: r.id,
        action: r.kind,
        points: r.points,
        isConfirmed: r.isConfirmed,
        orderId: r.orderId,
        comment: r.comment,
        createdAt: r.createdAt.toISOString(),
      }));
    }
    return info;
  }
}
