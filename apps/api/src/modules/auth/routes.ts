import {
  ZDevSms,
  ZDevSmsQuery,
  ZErrorResponse,
  ZRecaptchaHeaders,
  ZSendCodeBody,
  ZSendCodeResponse,
  ZSuccess,
  ZValidateCodeBody,
  ZValidateCodeResponse,
  type TSendCodeResponse,
} from '@food/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { clearSessionCookie, readSession, setSessionCookie } from '../../lib/session.js';
import type { AuthService } from './service.js';
import type { Clock } from '../../lib/clock.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { normalizePhone } from './phone.js';
import { LogSmsProvider } from './sms/log-provider.js';

/** the services used here, of those services.ts builds */
interface AuthRoutesDeps {
  auth: AuthService;
  clock: Clock;
  config: AppConfig;
  database: Database;
  tenants: TenantRegistry;
}

const tags = ['customer: sign-in'];
const sendErrors = {
  ...errorResponses,
  403: ZErrorResponse,
  429: ZErrorResponse,
  502: ZErrorResponse,
  503: ZErrorResponse,
};

/** 429s say when to come back, in the header as well as in details */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const wait = err instanceof AppError && err.statusCode === 429 ? err.details?.[0] : undefined;
    if (wait && typeof wait === 'object' && 'retryAfterSeconds' in wait) {
      reply.header('retry-after', String(wait.retryAfterSeconds));
    }
    throw err;
  }
}

/** Sign-in by phone code, under /customer (SPEC section 7, ARCHITECTURE.md). */
export const authRoutes =
  (services: AuthRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, config } = services;
    const cookieOptions = { domain: config.SESSION_COOKIE_DOMAIN };

    const sendCode =
      (isMobilePath: boolean) =>
      (req: FastifyRequest, reply: FastifyReply): Promise<TSendCodeResponse> => {
        const body = req.body as { retailNetworkId: number; recipient: string };
        const token = (req.headers as { 'x-recaptcha-token'?: string })['x-recaptcha-token'];
        return withRetryAfter(reply, () =>
          auth.sendCode({
            rn: body.retailNetworkId,
            recipient: body.recipient,
            clientIp: req.ip,
            recaptchaToken: isMobilePath ? null : (token ?? null),
            isMobilePath,
            log: req.log,
          }),
        );
      };

    app.post(
      '/v1/SendCode',
      {
        schema: {
          tags,
          summary: 'Send a sign-in code by SMS (x-recaptcha-token when the brand has reCAPTCHA on)',
          headers: ZRecaptchaHeaders,
          body: ZSendCodeBody,
          response: { 200: ZSendCodeResponse, ...sendErrors },
        },
      },
      sendCode(false),
    );

    app.post(
      '/mobile/v1/SendCode',
      {
        schema: {
          tags,
          summary: 'Send a sign-in code by SMS (brands with reCAPTCHA off)',
          body: ZSendCodeBody,
          response: { 200: ZSendCodeResponse, ...sendErrors },
        },
      },
      sendCode(true),
    );

    app.post(
      '/v1/ValidateCode',
      {
        schema: {
          tags,
          summary: 'Check the code; answers the user and a session token, also set as the session cookie',
          body: ZValidateCodeBody,
          response: { 200: ZValidateCodeResponse, ...sendErrors },
        },
      },
      async (req, reply) => {
        const { expiresAtDate, ...result } = await auth.validateCode({
          rn: req.body.retailNetworkId,
          recipient: req.body.recipient,
          code: req.body.code,
        });
        setSessionCookie(req, reply, result.token, expiresAtDate, cookieOptions);
        return result;
      },
    );

    app.post(
      '/v1/logout',
      {
        schema: {
          tags,
          summary: 'End the session: its token stops working at once, and the cookie is cleared',
          response: { 200: ZSuccess, ...errorResponses },
        },
      },
      async (req, reply) => {
        const session = await readSession(services, req);
        if (session) await auth.logout(session);
        clearSessionCookie(reply, cookieOptions);
        return { isSuccess: true as const };
      },
    );

    // ARCHITECTURE.md: the development inbox exists only with SMS_PROVIDER=log, and never in
    // production (not even with DEMO=true): it hands anyone any phone's sign-in code
    if (auth.sms instanceof LogSmsProvider && !config.isProduction) {
      const inbox = auth.sms;
      app.get(
        '/dev/sms',
        {
          schema: {
            tags,
            summary: 'The last sign-in text sent to a number (SMS_PROVIDER=log only)',
            querystring: ZDevSmsQuery,
            response: { 200: ZDevSms, ...errorResponses },
          },
        },
        async (req) => {
          // a number is read in the brand's country when rn is given (international numbers need none)
          const country = req.query.rn
            ? (await services.tenants.getTenant(req.query.rn)).network.countryCode
            : 'UA';
          const phone = normalizePhone(req.query.recipient, country) ?? req.query.recipient;
          const message = inbox.lastMessageTo(phone);
          if (!message) throw new AppError('SMS_NOT_FOUND', `No text was sent to ${phone}`);
          return message;
        },
      );
    }
  };
