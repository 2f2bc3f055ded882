import {
  ZErrorResponse,
  ZOutletIdParams,
  ZStaffAlertSettings,
  ZStaffAlertSettingsView,
  ZStaffAlertTestResult,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import { outletGuard, principalOf } from '../staff/index.js';
import type { StaffAlertService } from './staff-alert-service.js';

/** the services used here, of those services.ts builds */
interface StaffAlertAdminRoutesDeps {
  staffAlerts: StaffAlertService;
}

const tags = ['back office: staff alerts'];
const authErrors = { 401: ZErrorResponse, 403: ZErrorResponse } as const;

/**
 * /admin/v1: an outlet's new-order alerts (issue 21 item 5). Owners, the brand's managers and
 * the outlet's own staff (it is their kitchen's phone that rings); the scope is checked before
 * the body is read, so a stranger's bad body is a 403, never a 400.
 */
export const staffAlertAdminRoutes =
  ({ staffAlerts }: StaffAlertAdminRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = outletGuard((principal, outletId) =>
      staffAlerts.outletInScope(principal, outletId),
    );

    app.get(
      '/outlets/:outletId/staff-alerts',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Who is told of each new order of the outlet: Telegram chats, e-mail addresses, language',
          params: ZOutletIdParams,
          response: { 200: ZStaffAlertSettingsView, ...errorResponses, ...authErrors },
        },
      },
      (req) => staffAlerts.getSettings(principalOf(req), req.params.outletId),
    );

    app.put(
      '/outlets/:outletId/staff-alerts',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Set the outlet’s new-order alert targets (at most 5 chats and 5 addresses)',
          description:
            'A Telegram chat is a whole number (a person, group or channel id) or @channelname; the bot of TELEGRAM_BOT_TOKEN must be in the chat. language null: the brand’s default.',
          params: ZOutletIdParams,
          body: ZStaffAlertSettings,
          response: { 200: ZStaffAlertSettingsView, ...errorResponses, ...authErrors },
        },
      },
      (req) => staffAlerts.putSettings(principalOf(req), req.params.outletId, req.body, req.ip),
    );

    app.post(
      '/outlets/:outletId/staff-alerts/test',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Send a test alert to every saved target now; the answer says what each did',
          params: ZOutletIdParams,
          response: { 200: ZStaffAlertTestResult, ...errorResponses, ...authErrors },
        },
      },
      (req) => staffAlerts.sendTest(principalOf(req), req.params.outletId, req.ip),
    );
  };
