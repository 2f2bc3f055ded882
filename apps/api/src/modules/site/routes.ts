import {
  ZCityAreas,
  ZCityAreasBody,
  ZEmailSubscription,
  ZEmailSubscriptionBody,
  ZErrorResponse,
  ZFeedbacksBody,
  ZFeedbacksResponse,
  ZSiteText,
  ZSiteTextBody,
} from '@food/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import { readSession } from '../../lib/session.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import type { EmailSubscriptionService, LinkOutcome } from './email-subscriptions.js';
import { PAGE_POLICY, pageLanguageOf, renderSubscriptionPage } from './subscription-pages.js';
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

/** a link's token: checked by its signature, so anything else is a bad link's page, not a JSON 400 */
const ZLinkQuery = z.object({ token: z.string().max(2000).optional() });
const ZHtml = z.string();

/** An e-mail link's page: 400 for a bad or expired link, in the subscription's language. */
function sendPage(req: FastifyRequest, reply: FastifyReply, outcome: LinkOutcome, action?: string) {
  const language = pageLanguageOf(outcome.language, req.headers['accept-language']);
  const page = outcome.kind === 'bad-link' ? { kind: outcome.kind } : { ...outcome, action };
  return reply
    .code(outcome.kind === 'bad-link' ? 400 : 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_POLICY)
    .send(renderSubscriptionPage(page, language));
}

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

    // the double opt-in mail's links (issue 21 item 2; modules/notifications signs them)
    const linkSchema = (summary: string) => ({
      tags,
      summary,
      querystring: ZLinkQuery,
      // 400: the bad link's page, or the JSON error of a request refused before the handler (a NUL)
      response: { 200: ZHtml, 400: z.union([ZHtml, ZErrorResponse]) },
    });
    app.get(
      '/v1/emailSubscriptions/confirm',
      {
        schema: linkSchema(
          'Confirm a subscription from its e-mail (an HTML page; 400 for a bad or expired link)',
        ),
      },
      async (req, reply) => sendPage(req, reply, await emailSubscriptions.confirm(req.query.token)),
    );
    app.get(
      '/v1/emailSubscriptions/unsubscribe',
      { schema: linkSchema('The unsubscribe page: one button that posts to the same address') },
      async (req, reply) =>
        sendPage(
          req,
          reply,
          await emailSubscriptions.unsubscribe(req.query.token, false),
          `unsubscribe?token=${encodeURIComponent(req.query.token ?? '')}`,
        ),
    );
    // RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click` as a form; the page's
    // button posts the same. The body says nothing more, so it is read and left alone.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );
    app.post(
      '/v1/emailSubscriptions/unsubscribe',
      { schema: linkSchema("Unsubscribe (RFC 8058 one-click, or the page's button); the same page again") },
      async (req, reply) => sendPage(req, reply, await emailSubscriptions.unsubscribe(req.query.token, true)),
    );
  };
