import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createMediaUrls, type MediaUrls } from './lib/media-url.js';
import { TenantRegistry } from './lib/tenant.js';
import { CatalogContentService } from './modules/catalog/content-service.js';
import { PlacesService } from './modules/catalog/places-service.js';
import { ProductCatalog } from './modules/catalog/products-service.js';
import { PromotionsService } from './modules/catalog/promotions-service.js';
import { BrandConfigService } from './modules/config/service.js';
import { GeoService } from './modules/geo/service.js';
import { EmailSubscriptionService } from './modules/site/email-subscriptions.js';
import { SiteService } from './modules/site/service.js';
import { createCheckoutServices, type CheckoutServices } from './modules/order-service/checkout-services.js';
import { createRecaptchaVerifier, createSmsProvider } from './modules/auth/providers.js';
import { AuthService } from './modules/auth/service.js';
import { CustomerService } from './modules/customer/service.js';
import { OrderEvents } from './modules/orders/order-events.js';
import { OrdersService } from './modules/orders/service.js';
import { SailplayService } from './modules/bonus/sailplay.js';
import { DeliveryZoneService } from './modules/delivery-zones/delivery-zone-service.js';
import { AddressService } from './modules/addresses/address-service.js';
import { createAddressProvider } from './modules/addresses/providers/index.js';
import { SearchIndex } from './modules/search/search-index.js';
import { SearchService } from './modules/search/service.js';
import { AuditService } from './modules/audit/audit-service.js';
import { OrderBoardService } from './modules/board/board-service.js';
import { MenuService } from './modules/menu/menu-service.js';
import type { CatalogueCaches } from './modules/catalog/catalogue-change.js';
import { BackofficeEvents } from './modules/events/backoffice-events.js';
import { ApiKeyService } from './modules/ops/api-key-service.js';
import { OutletDayService } from './modules/outlet-day/outlet-day-service.js';
import type { BackofficeDeps } from './modules/staff/backoffice-deps.js';
import { StaffService } from './modules/staff/staff-service.js';
import { StopListService } from './modules/stop-lists/stop-list-service.js';
import { WebhookService } from './modules/webhooks/webhook-service.js';
import { BrandEditorService } from './modules/brand-editor/brand-editor-service.js';
import { createMediaStore, type MediaStore } from './modules/media/storage/media-store.js';
import { MediaUploadService } from './modules/media/upload/upload-service.js';
import { ZoneEditorService } from './modules/zone-editor/zone-editor-service.js';
import { PromotionEditorService } from './modules/promotion-editor/promotion-editor-service.js';

/** Everything the route modules need, built once per app. */
export interface Services extends CheckoutServices {
  config: AppConfig;
  database: Database;
  clock: Clock;
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
}

export function createServices(config: AppConfig, database: Database, clock: Clock = systemClock): Services {
  const ttl = config.CATALOG_CACHE_SECONDS * 1000;
  const { db } = database;
  const tenants = new TenantRegistry(db, ttl);
  const media = createMediaUrls(config.PUBLIC_API_URL);
  const mediaStore = createMediaStore(config);
  const products = new ProductCatalog(db, tenants, media, ttl, clock);
  const deliveryZones = new DeliveryZoneService(db, tenants, ttl);
  const addresses = new AddressService(tenants, createAddressProvider(config), deliveryZones);
  const customers = new CustomerService(db, tenants, products, clock, config.PUBLIC_API_URL, addresses);
  const backofficeEvents = new BackofficeEvents(database);
  const checkoutServices = createCheckoutServices({
    config,
    db,
    tenants,
    products,
    deliveryZones,
    clock,
    events: backofficeEvents,
  });
  const orderEvents = new OrderEvents(database, clock);
  const places = new PlacesService(db, tenants, ttl);
  const promotions = new PromotionsService(db, tenants, media, products, clock, ttl);
  const brandConfig = new BrandConfigService(db, tenants, products, media, ttl);
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
    checkoutServices.checkout.drop();
    products.dropCatalogues();
  };
  const backoffice: BackofficeDeps = {
    config,
    database,
    db,
    clock,
    tenants,
    products,
    payments: checkoutServices.payments,
    orderEvents,
    events: backofficeEvents,
    // issue 19: every cache below that holds catalogue data is dropped here
    caches: { dropAll },
  };
  return {
    config,
    database,
    clock,
    tenants,
    media,
    products,
    places,
    catalogContent: new CatalogContentService(db, tenants, media, products),
    promotions,
    brandConfig,
    geo: new GeoService(db, tenants),
    site: new SiteService(db, tenants),
    emailSubscriptions: new EmailSubscriptionService(db, tenants),
    customers,
    auth: new AuthService(
      db,
      tenants,
      customers,
      clock,
      createSmsProvider(config, clock),
      createRecaptchaVerifier(config),
      { smsDailyCapPerBrand: config.SMS_DAILY_CAP_PER_BRAND },
    ),
    orders: new OrdersService(db, tenants, products, clock, { autoPublish: config.FEEDBACK_AUTO_PUBLISH }),
    orderEvents,
    sailplay: new SailplayService(db, tenants),
    deliveryZones,
    addresses,
    search: new SearchService(db, tenants, products, new SearchIndex(db), ttl),
    ...checkoutServices,
    backofficeEvents,
    catalogueCaches: backoffice.caches,
    staff: new StaffService(backoffice),
    audit: new AuditService(backoffice),
    board: new OrderBoardService(backoffice),
    stopLists: new StopListService(backoffice),
    outletDay: new OutletDayService(backoffice),
    apiKeys: new ApiKeyService(backoffice),
    webhooks: new WebhookService(backoffice),
    brandEditor: new BrandEditorService(backoffice),
    mediaStore,
    mediaUploads: new MediaUploadService(backoffice, mediaStore, media),
    menu: new MenuService(backoffice),
    zoneEditor: new ZoneEditorService(backoffice),
    promotionEditor: new PromotionEditorService({ ...backoffice, media }),
  };
}
