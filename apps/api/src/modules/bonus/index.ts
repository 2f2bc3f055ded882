// The bonus module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { DEFAULT_BONUS_MAX_PERCENT, usableBonuses, type BonusOutcome } from './bonus-rules.js';
export { BonusService } from './bonus-service.js';
export { type ReferralRefusal } from './referral-rules.js';
export { bonusRoutes } from './routes.js';
export { SailplayService } from './sailplay.js';
