// The delivery-zones module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { DeliveryZoneService, type ZoneMatch } from './delivery-zone-service.js';
export { deliveryZoneRoutes } from './routes.js';
export { compareZones, pickPreferredZone, type RankedZone } from './zone-choice.js';
export { isPointInPolygon } from './zone-geometry.js';
