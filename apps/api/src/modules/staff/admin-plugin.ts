import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { auditAdminRoutes } from '../audit/admin-routes.js';
import { boardAdminRoutes } from '../board/admin-routes.js';
import { brandEditorAdminRoutes } from '../brand-editor/routes.js';
import { mediaAdminRoutes } from '../media/upload/admin-routes.js';
import { menuAdminRoutes } from '../menu/admin-routes.js';
import { menuImportRoutes } from '../menu-import/routes.js';
import { apiKeyAdminRoutes } from '../ops/admin-routes.js';
import { outletDayAdminRoutes } from '../outlet-day/admin-routes.js';
import { promotionEditorRoutes } from '../promotion-editor/routes.js';
import { stopListAdminRoutes } from '../stop-lists/admin-routes.js';
import { webhookAdminRoutes } from '../webhooks/admin-routes.js';
import { zoneAdminRoutes } from '../zone-editor/routes.js';
import { staffAdminRoutes } from './admin-routes.js';
import { recordRoute } from './route-registry.js';
import { registerStaffAuth } from './staff-session.js';

/**
 * The back office's API, /admin/v1 (ARCHITECTURE.md): one gate for every route (staff session,
 * CSRF on writes; staff-session.ts), then each module's routes. Each route checks its own scope.
 */
export const adminApi =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRoute', recordRoute);
    registerStaffAuth(app, { db: services.database.db, clock: services.clock });
    await app.register(staffAdminRoutes(services));
    await app.register(auditAdminRoutes(services));
    await app.register(boardAdminRoutes(services));
    await app.register(stopListAdminRoutes(services));
    await app.register(outletDayAdminRoutes(services));
    await app.register(apiKeyAdminRoutes(services));
    await app.register(webhookAdminRoutes(services));
    await app.register(brandEditorAdminRoutes(services));
    await app.register(mediaAdminRoutes(services));
    await app.register(menuAdminRoutes(services));
    await app.register(menuImportRoutes(services));
    await app.register(zoneAdminRoutes(services));
    await app.register(promotionEditorRoutes(services));
  };
