// The catalog module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export {
  activeDiscounts,
  applyDiscounts,
  discountFor,
  discountedPrice,
  type AutomaticDiscountRule,
  type LineDiscount,
} from './automatic-discounts.js';
export {
  announceCatalogueChange,
  recordCatalogueChange,
  type CatalogueArea,
  type CatalogueCaches,
} from './catalogue-change.js';
export { catalogueChangeRoutes } from './catalogue-changes.js';
export { CatalogContentService } from './content-service.js';
export { isWithinDailyWindow, localClock, timeZoneOffsetHours } from './opening-hours.js';
export { PlacesService, toCity } from './places-service.js';
export { ProductCatalog, pickText, type Category, type RegionCatalogue } from './products-service.js';
export { promotionRoutes } from './promotions-routes.js';
export { PromotionsService } from './promotions-service.js';
export { catalogRoutes } from './routes.js';
