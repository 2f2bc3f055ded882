/** The checkout and payment services, built once per app (services.ts). */
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import type { ProductCatalog } from '../catalog/products-service.js';
import type { DeliveryZoneService } from '../delivery-zones/delivery-zone-service.js';
import type { BackofficeEvents } from '../events/backoffice-events.js';
import { createPaymentProvider } from '../payment/create-provider.js';
import { PaymentService } from '../payment/payment-service.js';
import { CheckoutService } from './checkout-service.js';
import { OrderCreationService } from './order-create-service.js';

export interface CheckoutServices {
  checkout: CheckoutService;
  orderCreation: OrderCreationService;
  payments: PaymentService;
}

export function createCheckoutServices(deps: {
  config: AppConfig;
  db: Db;
  tenants: TenantRegistry;
  products: ProductCatalog;
  deliveryZones: DeliveryZoneService;
  clock: Clock;
  /** the board's live events: a new order is published after its commit */
  events: BackofficeEvents;
}): CheckoutServices {
  const { config, db, tenants, clock, events } = deps;
  const checkout = new CheckoutService({ ...deps, ttlMs: config.CATALOG_CACHE_SECONDS * 1000 });
  const payments = new PaymentService({
    db,
    tenants,
    config,
    clock,
    provider: createPaymentProvider(config),
    events,
  });
  return {
    checkout,
    payments,
    orderCreation: new OrderCreationService({ db, tenants, clock, checkout, payments, events }),
  };
}
