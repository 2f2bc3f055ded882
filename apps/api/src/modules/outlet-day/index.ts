// The outlet-day module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { outletDayAdminRoutes } from './admin-routes.js';
export { restaurantDayView, stateView } from './day-view.js';
export { windowProblem } from './hours-rules.js';
export { outletDaysOf, type LiveDay, type OutletDays } from './live-days.js';
export { OutletDayService } from './outlet-day-service.js';
