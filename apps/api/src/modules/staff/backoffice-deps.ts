import type { AppConfig } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import type { BonusService } from '../bonus/index.js';
import type { CatalogueCaches } from '../catalog/index.js';
import type { ProductCatalog } from '../catalog/index.js';
import type { BackofficeEvents } from '../events/index.js';
import type { OrderEvents } from '../orders/index.js';
import type { PaymentService } from '../payment/index.js';

/** What every back-office service is built from (services.ts builds each with the same bag). */
export interface BackofficeDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  tenants: TenantRegistry;
  products: ProductCatalog;
  payments: PaymentService;
  /** bonus points' accrual, refunds and referral rewards of the board's status moves */
  bonuses: BonusService;
  /** the customer's live order status (their SSE stream) */
  orderEvents: OrderEvents;
  /** the board's and the webhook dispatcher's live events */
  events: BackofficeEvents;
  /** every catalogue cache of this instance (catalog/catalogue-change.ts) */
  caches: CatalogueCaches;
}
