// The housekeeping module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { registerHousekeeping, type Housekeeping } from './housekeeping.js';
