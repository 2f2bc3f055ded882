/** The checkout, payment and operator services, built once per app (services.ts). */
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import type { ProductCatalog } from '../catalog/products-service.js';
import type { DeliveryZoneService } from '../delivery-zones/delivery-zone-service.js';
import { OrderStatusService } from '../ops/ops-service.js';
import { createPaymentProvider } from '../payment/create-provider.js';
import { PaymentService } from '../payment/payment-service.js';
import { CheckoutService } from './checkout-service.js';
import { OrderCreationService } from './order-create-service.js';

export interface CheckoutServices {
  checkout: CheckoutService;
  orderCreation: OrderCreationService;
  payments: PaymentService;
  ops: OrderStatusService;
}

export function createCheckoutServices(deps: {
  config: AppConfig;
  db: Db;
  tenants: TenantRegistry;
  products: ProductCatalog;
  deliveryZones: DeliveryZoneService;
  clock: Clock;
}): CheckoutServices {
  const { config, db, tenants, clock } = deps;
  const checkout = new CheckoutService({ ...deps, ttlMs: config.CATALOG_CACHE_SECONDS * 1000 });
  const payments = new PaymentService({
    db,
    tenants,
    config,
    clock,
    provider: createPaymentProvider(config),
  });
  return {
    checkout,
    payments,
    orderCreation: new OrderCreationService({ db, tenants, clock, checkout, payments }),
    ops: new OrderStatusService({ db, clock }),
  };
}
