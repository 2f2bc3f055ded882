import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createMediaUrls, type MediaUrls } from './lib/media-url.js';
import { TenantRegistry } from './lib/tenant.js';
import { CatalogContentService } from './modules/catalog/index.js';
import { MetricsService } from './modules/metrics/index.js';
import { PlacesService } from './modules/catalog/index.js';
import { ProductCatalog } from './modules/catalog/index.js';
import { PromotionsService } from './modules/catalog/index.js';
import { BrandConfigService } from './modules/config/index.js';
import { GeoService } from './modules/geo/index.js';
import { EmailSubscriptionService } from './modules/site/index.js';
import { SiteService } from './modules/site/index.js';
import { CheckoutService } from './modules/order-service/index.js';
import { OrderCreationService } from './modules/order-service/index.js';
import { createPaymentProviders } from './modules/payment/index.js';
import { PaymentService } from './modules/payment/index.js';
import { BonusService } from './modules/bonus/index.js';
import { createRecaptchaVerifier, createSmsProvider } from './modules/auth/index.js';
import { AuthService } from './modules/auth/index.js';
import { CustomerService } from './modules/customer/index.js';
import { OrderEvents } from './modules/orders/index.js';
import { OrdersService } from './modules/orders/index.js';
import { SailplayService } from './modules/bonus/index.js';
import { DeliveryZoneService } from './modules/delivery-zones/index.js';
import { AddressService } from './modules/addresses/index.js';
import { createAddressProvider } from './modules/addresses/index.js';
import { SearchIndex } from './modules/search/index.js';
import { SearchService } from './modules/search/index.js';
import { AuditService } from './modules/audit/index.js';
import { OrderBoardService } from './modules/board/index.js';
import { MenuService } from './modules/menu/index.js';
import { OptionGroupsService } from './modules/option-groups/index.js';
import type { CatalogueCaches } from './modules/catalog/index.js';
import { BackofficeEvents } from './modules/events/index.js';
import { ApiKeyService, MachineAccess } from './modules/ops/index.js';
import { OutletDayService } from './modules/outlet-day/index.js';
import type { BackofficeDeps } from './modules/staff/index.js';
import { StaffService } from './modules/staff/index.js';
import { StopListService } from './modules/stop-lists/index.js';
import { WebhookService } from './modules/webhooks/index.js';
import { BrandEditorService } from './modules/brand-editor/index.js';
import { createMediaStore, type MediaStore } from './modules/media/index.js';
import { MediaUploadService } from './modules/media/index.js';
import { ZoneEditorService } from './modules/zone-editor/index.js';
import { PromotionEditorService } from './modules/promotion-editor/index.js';
import { VitalsService } from './modules/vitals/index.js';
import { ReportsService } from './modules/reports/index.js';
import { CareService } from './modules/care/index.js';
import { PhoneOrderService } from './modules/phone-orders/index.js';
import { DeadLetterService, JobQueue } from './modules/jobs/index.js';
import { registerHousekeeping, type Housekeeping } from './modules/housekeeping/index.js';
import {
  NotificationService,
  OrderNoticeJobs,
  PushService,
  createMailer,
  type Mailer,
} from './modules/notifications/index.js';
import { StaffAlertService, createTelegramSender } from './modules/notifications/index.js';

/** Everything the route modules need, built once per app. */
export interface Services {
  config: AppConfig;
  database: Database;
  clock: Clock;
  metrics: MetricsService;
  tenants: TenantRegistry;
  media: MediaUrls;
  products: ProductCatalog;
  places: PlacesService;
  catalogContent: CatalogContentService;
  promotions: PromotionsService;
  brandConfig: BrandConfigService;
  geo: GeoService;
  site: SiteService;
  emailSubscriptions: EmailSubscriptionService;
  customers: CustomerService;
  auth: AuthService;
  orders: OrdersService;
  orderEvents: OrderEvents;
  checkout: CheckoutService;
  orderCreation: OrderCreationService;
  payments: PaymentService;
  /** spend, accrual, refunds and referral rewards of bonus points (modules/bonus) */
  bonuses: BonusService;
  sailplay: SailplayService;
  deliveryZones: DeliveryZoneService;
  addresses: AddressService;
  search: SearchService;
  /** drops every catalogue cache of this instance (issue 19 item 7, catalogue-sync.ts) */
  catalogueCaches: CatalogueCaches;
  // the back office and the machine API (issue 18)
  backofficeEvents: BackofficeEvents;
  staff: StaffService;
  audit: AuditService;
  board: OrderBoardService;
  stopLists: StopListService;
  outletDay: OutletDayService;
  apiKeys: ApiKeyService;
  webhooks: WebhookService;
  brandEditor: BrandEditorService;
  /** uploaded photos' originals (issue 19 item 3): DATA_DIR/media or an S3-compatible bucket */
  mediaStore: MediaStore;
  mediaUploads: MediaUploadService;
  menu: MenuService;
  zoneEditor: ZoneEditorService;
  promotionEditor: PromotionEditorService;
  vitals: VitalsService;
  reports: ReportsService;
  /** customer care (issue 23 item 2): search, card, bonus corrections, blocking */
  care: CareService;
  phoneOrders: PhoneOrderService;
  /** the durable job queue (issue 21 item 1, modules/jobs): its worker runs from ready to close */
  jobs: JobQueue;
  deadLetters: DeadLetterService;
  /** the clean-up, a recurring job: server.ts schedules it */
  housekeeping: Housekeeping;
  /** customer e-mail (issue 21): SMTP_URL's pooled connections, closed after the job queue stops */
  mailer: Mailer;
  /** staff new-order alerts by Telegram and e-mail, per outlet (issue 21 item 5) */
  staffAlerts: StaffAlertService;
  /** Web Push of order status (issue 21 item 4): subscriptions, and the sends of the status jobs */
  push: PushService;
}

export function createServices(
  config: AppConfig,
  database: Database,
  clock: Clock = systemClock,
  /** the app's logger: the demo mailer writes mails to it, the SMS provider its failures */
  log: FastifyBaseLogger,
): Services {
  const ttl = config.CATALOG_CACHE_SECONDS * 1000;
  const { db } = database;
  const jobs = new JobQueue(database, clock, {
    concurrency: config.JOBS_CONCURRENCY,
    pollMs: config.JOBS_POLL_MS,
  });
  const tenants = new TenantRegistry(db, ttl);
  const media = createMediaUrls(config.PUBLIC_API_URL);
  const mediaStore = createMediaStore(config);
  // a product's option groups: the catalogue caches a network's, the menu editor writes them
  const optionGroups = new OptionGroupsService(db);
  const products = new ProductCatalog(db, tenants, media, optionGroups, ttl, clock);
  const deliveryZones = new DeliveryZoneService(db, tenants, ttl);
  const addresses = new AddressService(tenants, createAddressProvider(config), deliveryZones);
  const customers = new CustomerService(db, tenants, products, clock, config.PUBLIC_API_URL, addresses);
  const backofficeEvents = new BackofficeEvents(database);
  const bonuses = new BonusService();
  const checkout = new CheckoutService({ db, tenants, products, deliveryZones, clock, ttlMs: ttl, bonuses });
  const payments = new PaymentService({
    db,
    tenants,
    config,
    clock,
    providers: createPaymentProviders(config),
    events: backofficeEvents,
    // a held order paid or switched to paying on receipt: its staff alerts (built below, with the mailer)
    staffAlerts: { orderWorkable: (tx, orderId) => staffAlerts.orderWorkable(tx, orderId) },
  });
  // a new order is published to the board's live events after its commit
  // one SMS provider for sign-in codes and status texts, so the dev inbox stays one
  const smsProvider = createSmsProvider(config, clock);
  const mailer = createMailer(config, log);
  // staff new-order alerts (issue 21 item 5): Telegram and e-mail per outlet, through the queue
  const staffAlerts = new StaffAlertService({
    db,
    jobs,
    tenants,
    imageUrl: media.imageUrl,
    mailer,
    telegram: createTelegramSender(config),
    clock,
    config,
  });
  const orders = new OrdersService(db, tenants, products, clock, {
    autoPublish: config.FEEDBACK_AUTO_PUBLISH,
  });
  // the customer's messages (issue 21 items 2, 3, 7): jobs enqueued with the order, its moves
  // and the e-mail pop-up's subscriptions, run by the queue's worker
  // Web Push (issue 21 item 4): who may subscribe to an order is who may see its payment status
  const push = new PushService({
    db,
    clock,
    tenants,
    imageUrl: media.imageUrl,
    config,
    orderAccess: payments,
    preferences: customers.preferences,
  });
  const notices = new OrderNoticeJobs({
    db,
    clock,
    jobs,
    notifications: new NotificationService({
      tenants,
      imageUrl: media.imageUrl,
      mailer,
      sms: smsProvider,
      log,
      clock,
      config,
      tokenSecret: config.EMAIL_TOKEN_SECRET,
    }),
    orders,
    payments,
    preferences: customers.preferences,
    push,
  });
  const orderCreation = new OrderCreationService({
    db,
    tenants,
    clock,
    checkout,
    payments,
    events: backofficeEvents,
    bonuses,
    receipts: notices,
    staffAlerts,
    batchWrites: database.kind === 'postgres',
  });
  const orderEvents = new OrderEvents(database, clock);
  const care = new CareService({ db, clock, bonuses });
  const places = new PlacesService(db, tenants, ttl);
  const promotions = new PromotionsService(db, tenants, media, products, clock, ttl);
  const brandConfig = new BrandConfigService(db, tenants, products, media, ttl, (env, currencyCode) =>
    payments.offeredTypes(env, currencyCode),
  );
  /**
   * Every cache of this instance that holds catalogue data (issue 19 item 7): dropped at once on a
   * write here and on every `catalog.changed` from another instance (catalogue-sync.ts). The
   * products' drop goes last: its listeners (search results, init bodies) follow it.
   */
  const dropAll = () => {
    tenants.clear();
    deliveryZones.clear();
    places.drop();
    promotions.drop();
    brandConfig.drop();
    checkout.drop();
    products.dropCatalogues();
  };
  const backoffice: BackofficeDeps = {
    config,
    database,
    db,
    clock,
    tenants,
    products,
    payments,
    bonuses,
    orderEvents,
    events: backofficeEvents,
    // issue 19: every cache below that holds catalogue data is dropped here
    caches: { dropAll },
  };
  // who may give API keys and webhooks which scopes (ops), for both
  const machineAccess = new MachineAccess(db);
  const webhooks = new WebhookService(backoffice, machineAccess);
  return {
    config,
    database,
    clock,
    metrics: new MetricsService(database, clock),
    tenants,
    media,
    products,
    places,
    catalogContent: new CatalogContentService(db, tenants, media, products),
    promotions,
    brandConfig,
    geo: new GeoService(db, tenants),
    site: new SiteService(db, tenants),
    emailSubscriptions: new EmailSubscriptionService(db, tenants, {
      clock,
      tokenSecret: config.EMAIL_TOKEN_SECRET,
      confirmations: notices,
    }),
    customers,
    auth: new AuthService(
      db,
      tenants,
      customers,
      clock,
      smsProvider,
      createRecaptchaVerifier(config),
      { smsDailyCapPerBrand: config.SMS_DAILY_CAP_PER_BRAND },
      jobs,
    ),
    orders,
    orderEvents,
    sailplay: new SailplayService(db, tenants),
    deliveryZones,
    addresses,
    search: new SearchService(db, tenants, products, new SearchIndex(db), ttl),
    checkout,
    orderCreation,
    payments,
    bonuses,
    backofficeEvents,
    catalogueCaches: backoffice.caches,
    staff: new StaffService(backoffice),
    audit: new AuditService(backoffice),
    board: new OrderBoardService(backoffice, notices),
    stopLists: new StopListService(backoffice),
    outletDay: new OutletDayService(backoffice),
    // revoking a key deletes its webhooks (ops' KeyWebhooks port)
    apiKeys: new ApiKeyService(backoffice, webhooks, machineAccess),
    webhooks,
    brandEditor: new BrandEditorService(backoffice),
    mediaStore,
    mediaUploads: new MediaUploadService(backoffice, mediaStore, media),
    menu: new MenuService(backoffice, optionGroups),
    zoneEditor: new ZoneEditorService(backoffice),
    promotionEditor: new PromotionEditorService({ ...backoffice, media }),
    vitals: new VitalsService(db, tenants, clock),
    reports: new ReportsService(db),
    care,
    // issue 23 item 3: orders taken by phone, through the storefront's own pricing and creation
    phoneOrders: new PhoneOrderService({
      db,
      clock,
      tenants,
      care,
      customers,
      addresses,
      products,
      deliveryZones,
      checkout,
      orderCreation,
      payments,
      sms: smsProvider,
    }),
    jobs,
    deadLetters: new DeadLetterService({ db, clock }, jobs),
    housekeeping: registerHousekeeping(jobs, { database, clock }, config.CLEANUP_INTERVAL_SECONDS * 1000),
    mailer,
    staffAlerts,
    push,
  };
}
