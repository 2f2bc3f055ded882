import {
  ZAcceptLinkBody,
  ZChangePasswordBody,
  ZLinkInfo,
  ZLinkParams,
  ZMe,
  ZMemberResponse,
  ZOk,
  ZPlaces,
  ZSignInBody,
  ZSignInResponse,
  ZTotpCodeBody,
  ZTotpSetup,
  ZErrorResponse,
  ZUpdateMeBody,
  type TSignInResponse,
} from '@food/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/openapi.js';
import type { Clock } from '../../lib/clock.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { StaffService } from './staff-service.js';
import { principalOf } from './principal.js';
import { readBackofficeSettings, settingsDefaults } from './settings.js';
import type { StaffRow } from './staff-repo.js';
import {
  clearStaffCookie,
  createStaffSession,
  revokeStaffSessions,
  setStaffCookie,
} from './staff-session.js';
import { memberView } from './staff-views.js';

/** the services used here, of those services.ts builds */
interface AccountRoutesDeps {
  clock: Clock;
  config: AppConfig;
  database: Database;
  staff: StaffService;
}

const tags = ['back office: sign-in and account'];

/** The error answers of every staff route, for the OpenAPI document. */
export const errors = {
  ...errorResponses,
  401: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  410: ZErrorResponse,
  429: ZErrorResponse,
};

/**
 * /admin/v1: sign-in, the one-time links, the member's own account and places. Routes marked
 * `beforeTotpSetup` are what a member without TOTP reaches while the owners require it.
 */
export const accountRoutes =
  (services: AccountRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { staff, clock } = services;
    const { db } = services.database;

    /** A new session for the member (replacing the one the browser had), and the sign-in answer. */
    async function startSession(
      req: FastifyRequest,
      reply: FastifyReply,
      member: StaffRow,
      isVerified: boolean,
    ): Promise<TSignInResponse> {
      if (req.staffSession) await revokeStaffSessions(db, clock.now(), { sessionId: req.staffSession.id });
      const session = await createStaffSession({ db, clock }, member.id, isVerified, req);
      setStaffCookie(reply, req, session.token, session.expiresAt);
      const { requireTotp } = await readBackofficeSettings(db, settingsDefaults(services.config));
      return {
        csrfToken: session.csrfToken,
        secondFactorRequired: !isVerified,
        member: isVerified ? memberView(member) : null,
        mustSetUpTotp: isVerified && requireTotp && !member.totpEnabledAt,
      };
    }

    /* ---------------------------------------------------------------- sign-in */

    app.post(
      '/auth/sign-in',
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            'Sign in with e-mail and password: sets the session cookie; TOTP members continue at /auth/totp',
          body: ZSignInBody,
          response: { 200: ZSignInResponse, ...errors },
        },
      },
      async (req, reply) => {
        const { member, secondFactorRequired } = await staff.signIn.signIn({ ...req.body, clientIp: req.ip });
        if (!secondFactorRequired) await staff.signIn.noteSignIn(member, req.ip, false);
        return startSession(req, reply, member, !secondFactorRequired);
      },
    );

    app.post(
      '/auth/totp',
      {
        config: { pendingSecondFactor: true },
        schema: {
          tags,
          summary: 'The code of the authenticator app, after the password: the session becomes a full one',
          body: ZTotpCodeBody,
          response: { 200: ZSignInResponse, ...errors },
        },
      },
      async (req, reply) => {
        const session = req.staffSession!;
        if (session.isVerified) throw new AppError('VALIDATION_ERROR', 'This session is signed in already');
        const member = await staff.signIn.verifySecondFactor(session.staffId, req.body.code, req.ip);
        await staff.signIn.noteSignIn(member, req.ip, false);
        return startSession(req, reply, member, true);
      },
    );

    app.post(
      '/auth/sign-out',
      {
        config: { pendingSecondFactor: true, beforeTotpSetup: true },
        schema: {
          tags,
          summary: 'End this session on the server and clear its cookie',
          response: { 200: ZOk, ...errors },
        },
      },
      async (req, reply) => {
        await revokeStaffSessions(db, clock.now(), { sessionId: req.staffSession!.id });
        clearStaffCookie(reply);
        return { ok: true as const };
      },
    );

    /* ---------------------------------------------------------------- the member's own account */

    app.get(
      '/me',
      {
        config: { beforeTotpSetup: true },
        schema: {
          tags,
          summary: 'Who is signed in, the session’s CSRF token, and whether TOTP must be set up first',
          response: { 200: ZMe, ...errors },
        },
      },
      async (req) => {
        const member = await staff.signIn.memberOf(principalOf(req).id);
        const session = req.staffSession!;
        return {
          member: memberView(member),
          csrfToken: session.csrfToken,
          mustSetUpTotp: session.mustSetUpTotp,
        };
      },
    );

    app.patch(
      '/me',
      {
        config: { beforeTotpSetup: true },
        schema: {
          tags,
          summary: 'Change your name or language',
          body: ZUpdateMeBody,
          response: { 200: ZMemberResponse, ...errors },
        },
      },
      async (req) => ({
        member: memberView(await staff.account.updateMe(principalOf(req), req.body, req.ip)),
      }),
    );

    app.post(
      '/me/password',
      {
        schema: {
          tags,
          summary: 'Change your password (your other sessions end)',
          body: ZChangePasswordBody,
          response: { 200: ZMemberResponse, ...errors },
        },
      },
      async (req) => ({
        member: memberView(await staff.account.changePassword(principalOf(req), req.body, req.ip)),
      }),
    );

    app.post(
      '/me/totp/setup',
      {
        config: { beforeTotpSetup: true },
        schema: {
          tags,
          summary: 'A new TOTP secret and its otpauth:// URL (for the QR code); not in force until enabled',
          response: { 200: ZTotpSetup, ...errors },
        },
      },
      async (req) => staff.account.setupTotp(principalOf(req)),
    );

    app.post(
      '/me/totp/enable',
      {
        config: { beforeTotpSetup: true },
        schema: {
          tags,
          summary: 'Turn TOTP on with a code from the new secret (your other sessions end)',
          body: ZTotpCodeBody,
          response: { 200: ZMemberResponse, ...errors },
        },
      },
      async (req) => ({
        member: memberView(await staff.account.enableTotp(principalOf(req), req.body.code, req.ip)),
      }),
    );

    app.post(
      '/me/totp/disable',
      {
        schema: {
          tags,
          summary: 'Turn TOTP off with a current code (refused while the owners require it)',
          body: ZTotpCodeBody,
          response: { 200: ZMemberResponse, ...errors },
        },
      },
      async (req) => ({
        member: memberView(await staff.account.disableTotp(principalOf(req), req.body.code, req.ip)),
      }),
    );

    app.get(
      '/places',
      {
        // the back office's frame names the member's brands and outlets on the set-up page too
        config: { beforeTotpSetup: true },
        schema: {
          tags,
          summary: 'Brands, cities and outlets in your scope, for pickers (names in your language)',
          response: { 200: ZPlaces, ...errors },
        },
      },
      async (req) => staff.places(principalOf(req)),
    );

    /* ---------------------------------------------------------------- one-time links */

    app.get(
      '/links/:token',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'What a one-time link is for (invitation, reset, first owner’s setup)',
          params: ZLinkParams,
          response: { 200: ZLinkInfo, ...errors },
        },
      },
      async (req) => staff.signIn.linkInfo(req.params.token),
    );

    app.post(
      '/links/:token',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Use a one-time link: set the password (setup: also e-mail and name) and sign in',
          params: ZLinkParams,
          body: ZAcceptLinkBody,
          response: { 200: ZSignInResponse, ...errors },
        },
      },
      async (req, reply) => {
        const member = await staff.signIn.acceptLink(req.params.token, req.body, req.ip);
        return startSession(req, reply, member, true);
      },
    );
  };
