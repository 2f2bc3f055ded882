// The addresses module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { AddressService } from './address-service.js';
export { distanceKm } from './builtin-provider.js';
export { createAddressProvider } from './providers/index.js';
export { addressRoutes } from './routes.js';
