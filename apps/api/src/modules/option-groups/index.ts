// The option-groups module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { type StoredOptionGroup } from './option-groups-repo.js';
export { OptionGroupsService } from './option-groups-service.js';
export { lineOptionsIn, localizeGroups, withStoppedOptions } from './option-groups-view.js';
