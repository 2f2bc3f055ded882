import {
  ZCityAreas,
  ZCityAreasBody,
  ZEmailSubscription,
  ZEmailSubscriptionBody,
  ZFeedbacksBody,
  ZFeedbacksResponse,
  ZSiteText,
  ZSiteTextBody,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import { readSession } from '../../lib/session.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import type { EmailSubscriptionService } from './email-subscriptions.js';
import type { SiteService } from './service.js';

/** the services used here, of those services.ts builds */
interface SiteRoutesDeps {
  clock: Clock;
  database: Database;
  emailSubscriptions: EmailSubscriptionService;
  site: SiteService;
}

const tags = ['site'];
const TEXTS = [
  ['/api/public-oferta', 'PUBLIC_OFFER', 'Public offer agreement'],
  ['/api/privacy', 'PRIVACY', 'Privacy policy'],
  ['/api/web-requisites', 'REQUISITES', "The seller's legal details"],
] as const;

/** Site API of SPEC section 7, under /site. */
export const siteRoutes =
  (services: SiteRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { site, emailSubscriptions } = services;
    for (const [path, kind, summary] of TEXTS) {
      app.post(
        path,
        { schema: { tags, summary, body: ZSiteTextBody, response: { 200: ZSiteText, ...errorResponses } } },
        (req) => site.getText(kind, req.body),
      );
    }

    app.post(
      '/api/about',
      {
        schema: {
          tags,
          summary: 'About the company',
          body: ZSiteTextBody,
          response: { 200: ZSiteText, ...errorResponses },
        },
      },
      (req) => site.getText('ABOUT', req.body),
    );

    app.post(
      '/api/city-areas',
      {
        schema: {
          tags,
          summary: 'Districts of a city',
          body: ZCityAreasBody,
          response: { 200: ZCityAreas, ...errorResponses },
        },
      },
      (req) => site.getCityAreas(req.body.retailNetworkId, req.body.slug),
    );

    app.post(
      '/feedbacks',
      {
        schema: {
          tags,
          summary: 'Customer feedback, newest first, one page at a time (continuationToken)',
          body: ZFeedbacksBody,
          response: { 200: ZFeedbacksResponse, ...errorResponses },
        },
      },
      (req) => site.listFeedbacks(req.body),
    );

    app.post(
      '/v1/emailSubscriptions',
      {
        schema: {
          tags,
          summary:
            "Subscribe an e-mail address to the brand's news (the e-mail pop-up); the same answer for a repeat",
          body: ZEmailSubscriptionBody,
          response: { 200: ZEmailSubscription, ...errorResponses },
        },
      },
      async (req) =>
        emailSubscriptions.subscribe(req.body, (await readSession(services, req))?.customerId ?? null),
    );
  };
