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
import { catalogRoutes } from './modules/catalog/routes.js';
import { catalogueChangeRoutes } from './modules/catalog/catalogue-changes.js';
import { promotionRoutes } from './modules/catalog/promotions-routes.js';
import { menuPreviewRoutes } from './modules/menu/preview-routes.js';
import { configRoutes } from './modules/config/routes.js';
import { deliveryZoneRoutes } from './modules/delivery-zones/routes.js';
import { addressRoutes } from './modules/addresses/routes.js';
import { geoRoutes } from './modules/geo/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { orderServiceRoutes } from './modules/order-service/routes.js';
import { paymentRoutes } from './modules/payment/routes.js';
import { opsRoutes } from './modules/ops/routes.js';
import { opsSecuritySchemes, withOpsSecurity } from './modules/ops/openapi-security.js';
import { adminApi } from './modules/staff/admin-plugin.js';
import { backofficeAppRoutes } from './modules/backoffice-app/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { customerRoutes } from './modules/customer/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { bonusRoutes } from './modules/bonus/routes.js';
import type { Clock } from './lib/clock.js';
import { createServices } from './services.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** where time is read (sign-in codes, sessions); the system clock unless a test passes one */
  clock?: Clock;
}

/**
 * The API as one Fastify app: a module per service prefix of ARCHITECTURE.md. Building it opens
 * nothing and listens nowhere; server.ts does that, tests build it on their own database.
 */
export async function buildApp({ config, database, logger, clock }: BuildAppOptions) {
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
  }).withTypeProvider<ZodTypeProvider>();

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
  app.addHook('onSend', async (_req, reply) => {
    if (isClosing) reply.header('connection', 'close');
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

  const services = createServices(config, database, clock);
  services.backofficeEvents.useLogger(app.log);
  app.addHook('onClose', () => services.backofficeEvents.close());
  // before the routes: its hooks apply to the routes registered after it (lib/rate-limit)
  await registerRateLimits(app, services);
  await app.register(healthRoutes(services));
  await app.register(configRoutes(services), { prefix: '/config' });
  await app.register(geoRoutes(services), { prefix: '/geo' });
  await app.register(addressRoutes(services), { prefix: '/geo' });
  await app.register(catalogRoutes(services), { prefix: '/catalog' });
  await app.register(catalogueChangeRoutes(services), { prefix: '/catalog' });
  await app.register(promotionRoutes(services), { prefix: '/catalog' });
  await app.register(menuPreviewRoutes(services), { prefix: '/catalog' });
  await app.register(deliveryZoneRoutes(services), { prefix: '/catalog' });
  await app.register(mediaRoutes(services), { prefix: '/catalog' });
  await app.register(siteRoutes(services), { prefix: '/site' });
  await app.register(searchRoutes(services), { prefix: '/search' });
  await app.register(authRoutes(services), { prefix: '/customer' });
  await app.register(customerRoutes(services), { prefix: '/customer' });
  await app.register(ordersRoutes(services), { prefix: '/orders' });
  await app.register(bonusRoutes(services), { prefix: '/bonus' });
  await app.register(orderServiceRoutes(services), { prefix: '/order-service' });
  await app.register(paymentRoutes(services), { prefix: '/payment' });
  await app.register(opsRoutes(services), { prefix: '/ops' });
  await app.register(adminApi(services), { prefix: '/admin/v1' });
  await app.register(backofficeAppRoutes({ tileUrl: config.MAP_TILE_URL }));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
