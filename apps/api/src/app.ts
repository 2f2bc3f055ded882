import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { refuseControlCharactersInUrl, refusingControlCharacters } from './lib/control-characters.js';
import { answerClientError, registerErrorHandling } from './lib/error-handler.js';
import { registerRateLimits } from './lib/rate-limit/register.js';
import { withLogRedaction } from './lib/log-redaction.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { addressRoutes } from './modules/addresses/index.js';
import { auditAdminRoutes } from './modules/audit/index.js';
import { authRoutes } from './modules/auth/index.js';
import { backofficeAppRoutes } from './modules/backoffice-app/index.js';
import { boardAdminRoutes, boardOpsRoutes } from './modules/board/index.js';
import { bonusRoutes } from './modules/bonus/index.js';
import { brandEditorAdminRoutes } from './modules/brand-editor/index.js';
import { catalogRoutes, catalogueChangeRoutes, promotionRoutes } from './modules/catalog/index.js';
import { configRoutes } from './modules/config/index.js';
import { customerRoutes } from './modules/customer/index.js';
import { deliveryZoneRoutes } from './modules/delivery-zones/index.js';
import { geoRoutes } from './modules/geo/index.js';
import { jobAdminRoutes } from './modules/jobs/index.js';
import { pushRoutes, staffAlertAdminRoutes } from './modules/notifications/index.js';
import { healthRoutes } from './modules/health/index.js';
import { registerMetrics, requestIdOf } from './modules/metrics/index.js';
import { mediaAdminRoutes, mediaRoutes } from './modules/media/index.js';
import { menuAdminRoutes, menuOpsRoutes, menuPreviewRoutes } from './modules/menu/index.js';
import { menuImportRoutes } from './modules/menu-import/index.js';
import {
  apiKeyAdminRoutes,
  catalogOpsRoutes,
  opsRoutes,
  opsSecuritySchemes,
  withOpsSecurity,
} from './modules/ops/index.js';
import { orderServiceRoutes } from './modules/order-service/index.js';
import { ordersRoutes } from './modules/orders/index.js';
import { outletDayAdminRoutes } from './modules/outlet-day/index.js';
import { paymentRoutes } from './modules/payment/index.js';
import { promotionEditorRoutes } from './modules/promotion-editor/index.js';
import { searchRoutes } from './modules/search/index.js';
import { siteRoutes } from './modules/site/index.js';
import { adminApi, staffAdminRoutes } from './modules/staff/index.js';
import { stopListAdminRoutes, stopListOpsRoutes } from './modules/stop-lists/index.js';
import { vitalsAdminRoutes, vitalsRoutes } from './modules/vitals/index.js';
import { reportsAdminRoutes } from './modules/reports/index.js';
import { careAdminRoutes } from './modules/care/index.js';
import { phoneOrderAdminRoutes } from './modules/phone-orders/index.js';
import { webhookAdminRoutes, webhookOpsRoutes } from './modules/webhooks/index.js';
import { zoneAdminRoutes, zoneOpsRoutes } from './modules/zone-editor/index.js';
import type { Clock } from './lib/clock.js';
import { traceRequests } from './lib/tracing.js';
import type { Tracer } from '@opentelemetry/api';
import { createServices } from './services.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** where time is read (sign-in codes, sessions); the system clock unless a test passes one */
  clock?: Clock;
  /** schedules the clean-up's recurring job at ready (server.ts); tests run it themselves */
  schedulesHousekeeping?: boolean;
  /** OpenTelemetry's tracer when traces are on (lib/tracing.ts, server.ts): a span per request */
  tracer?: Tracer;
}

/**
 * The API as one Fastify app: a module per service prefix of ARCHITECTURE.md. Building it opens
 * nothing and listens nowhere; server.ts does that, tests build it on their own database.
 */
export async function buildApp({
  config,
  database,
  logger,
  clock,
  schedulesHousekeeping,
  tracer,
}: BuildAppOptions) {
  const app = Fastify({
    // failed queries are logged without their parameters, headers never (lib/log-redaction.ts)
    logger: withLogRedaction(logger, config.LOG_LEVEL),
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // the spec's paths end in a slash; both spellings answer
    requestTimeout: 30_000,
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    // the caller's X-Request-Id when plausible, else a new one; answered back (modules/metrics)
    genReqId: requestIdOf,
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  // first, so the request's span covers every other hook
  if (tracer) traceRequests(app, tracer, config.TRUST_PROXY);

  // NUL, other control characters and lone surrogates in any text: 400 (lib/control-characters.ts)
  app.setValidatorCompiler(refusingControlCharacters(validatorCompiler));
  app.addHook('preValidation', refuseControlCharactersInUrl);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // nosniff, CSP, CORP, HSTS behind TLS on every answer (lib/security-headers.ts)
  registerSecurityHeaders(app, config);
  // every body is JSON: anything else is a 415, not a string handed to a schema
  app.removeContentTypeParser('text/plain');

  // Graceful shutdown: idle keep-alive sockets are closed at once; a socket whose request is
  // still running gets `Connection: close` on its response, so the server can finish closing.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    if (isClosing) reply.header('connection', 'close');
    reply.header('x-request-id', req.id);
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Food storefront API',
        description: 'Every backend service of the storefront, one prefix each (ARCHITECTURE.md).',
        version: '0.1.0',
      },
      components: { securitySchemes: opsSecuritySchemes },
    },
    transform: withOpsSecurity(jsonSchemaTransform),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  // the customer session cookie (lib/session.ts)
  await app.register(cookie);

  // the composition root (services.ts builds every service once); each module's routes get only
  // the services they use (CONTRIBUTING.md "Module boundaries")
  const s = createServices(config, database, clock, app.log);
  const { db } = database;
  s.backofficeEvents.useLogger(app.log);
  app.addHook('onClose', () => s.backofficeEvents.close());
  // the job queue's worker (modules/jobs): from ready to close; at close it claims nothing more,
  // lets running jobs finish within half the shutdown time, and leaves the rest PENDING
  app.addHook('onReady', async () => {
    await s.jobs.start(app.log.child({ module: 'jobs' }));
    if (schedulesHousekeeping) await s.housekeeping.schedule();
  });
  app.addHook('onClose', async () => {
    await s.jobs.stop(Math.floor(config.SHUTDOWN_TIMEOUT_MS / 2));
    // after the jobs: a running one may still be sending
    await s.mailer.close();
  });
  // before the routes: its hooks apply to the routes registered after it (lib/rate-limit)
  await registerRateLimits(app, { database, config, clock: s.clock });
  const session = { database, clock: s.clock };
  await app.register(healthRoutes({ database }));
  registerMetrics(app, { metrics: s.metrics, metricsToken: config.METRICS_TOKEN });
  await app.register(configRoutes({ brandConfig: s.brandConfig, config, products: s.products }), {
    prefix: '/config',
  });
  await app.register(geoRoutes({ geo: s.geo }), { prefix: '/geo' });
  await app.register(addressRoutes({ addresses: s.addresses }), { prefix: '/geo' });
  await app.register(
    catalogRoutes({
      backofficeEvents: s.backofficeEvents,
      catalogContent: s.catalogContent,
      catalogueCaches: s.catalogueCaches,
      config,
      deliveryZones: s.deliveryZones,
      places: s.places,
      products: s.products,
    }),
    { prefix: '/catalog' },
  );
  await app.register(catalogueChangeRoutes({ backofficeEvents: s.backofficeEvents }), { prefix: '/catalog' });
  await app.register(promotionRoutes({ promotions: s.promotions }), { prefix: '/catalog' });
  await app.register(menuPreviewRoutes({ menu: s.menu }), { prefix: '/catalog' });
  await app.register(deliveryZoneRoutes({ deliveryZones: s.deliveryZones }), { prefix: '/catalog' });
  await app.register(
    mediaRoutes({ brandConfig: s.brandConfig, config, database, mediaStore: s.mediaStore }),
    { prefix: '/catalog' },
  );
  await app.register(siteRoutes({ ...session, emailSubscriptions: s.emailSubscriptions, site: s.site }), {
    prefix: '/site',
  });
  await app.register(vitalsRoutes({ vitals: s.vitals }), { prefix: '/site' });
  await app.register(searchRoutes({ search: s.search }), { prefix: '/search' });
  await app.register(authRoutes({ ...session, auth: s.auth, config, tenants: s.tenants }), {
    prefix: '/customer',
  });
  await app.register(customerRoutes({ ...session, customers: s.customers }), { prefix: '/customer' });
  await app.register(
    ordersRoutes({ ...session, orderEvents: s.orderEvents, orders: s.orders, payments: s.payments }),
    { prefix: '/orders' },
  );
  await app.register(bonusRoutes({ ...session, sailplay: s.sailplay }), { prefix: '/bonus' });
  await app.register(
    orderServiceRoutes({ ...session, checkout: s.checkout, orderCreation: s.orderCreation }),
    { prefix: '/order-service' },
  );
  await app.register(paymentRoutes({ ...session, payments: s.payments }), { prefix: '/payment' });
  await app.register(pushRoutes({ ...session, push: s.push }), { prefix: '/push' });
  const catalogueWrites = {
    backofficeEvents: s.backofficeEvents,
    catalogueCaches: s.catalogueCaches,
    database,
  };
  const menuImport = { ...catalogueWrites, clock: s.clock, menu: s.menu };
  await app.register(
    opsRoutes({ db, clock: s.clock, opsToken: config.OPS_TOKEN }, [
      boardOpsRoutes({ board: s.board }),
      stopListOpsRoutes({ stopLists: s.stopLists }),
      catalogOpsRoutes({ ...catalogueWrites, products: s.products }),
      menuOpsRoutes({ menu: s.menu }),
      async (ops) => {
        await ops.register(menuImportRoutes(menuImport, ['ops']), { prefix: '/v1' });
      },
      webhookOpsRoutes({ webhooks: s.webhooks }),
      zoneOpsRoutes({ zoneEditor: s.zoneEditor }),
    ]),
    { prefix: '/ops' },
  );
  await app.register(
    adminApi({ db, clock: s.clock }, [
      staffAdminRoutes({ ...session, config, staff: s.staff }),
      auditAdminRoutes({ audit: s.audit }),
      boardAdminRoutes({ ...session, backofficeEvents: s.backofficeEvents, board: s.board }),
      stopListAdminRoutes({ stopLists: s.stopLists }),
      outletDayAdminRoutes({ outletDay: s.outletDay }),
      apiKeyAdminRoutes({ apiKeys: s.apiKeys }),
      webhookAdminRoutes({ webhooks: s.webhooks }),
      brandEditorAdminRoutes({ brandEditor: s.brandEditor }),
      mediaAdminRoutes({ mediaUploads: s.mediaUploads }),
      menuAdminRoutes({ menu: s.menu }),
      menuImportRoutes(menuImport),
      zoneAdminRoutes({ zoneEditor: s.zoneEditor }),
      promotionEditorRoutes({ promotionEditor: s.promotionEditor }),
      vitalsAdminRoutes({ vitals: s.vitals }),
      reportsAdminRoutes({ reports: s.reports }),
      careAdminRoutes({ care: s.care }),
      phoneOrderAdminRoutes({ phoneOrders: s.phoneOrders }),
      jobAdminRoutes({ deadLetters: s.deadLetters }),
      staffAlertAdminRoutes({ staffAlerts: s.staffAlerts }),
    ]),
    { prefix: '/admin/v1' },
  );
  await app.register(backofficeAppRoutes({ tileUrl: config.MAP_TILE_URL }));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
