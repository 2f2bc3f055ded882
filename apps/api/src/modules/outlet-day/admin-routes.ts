import {
  ZErrorResponse,
  ZOutletBusyPost,
  ZOutletDay,
  ZOutletExceptionParams,
  ZOutletExceptionPut,
  ZOutletHoursPut,
  ZOutletIdParams,
  ZOutletPausePost,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { OutletDayService } from './outlet-day-service.js';
import { principalOf } from '../staff/index.js';
import { outletGuard } from '../staff/index.js';

/** the services used here, of those services.ts builds */
interface OutletDayAdminRoutesDeps {
  outletDay: OutletDayService;
}

const tags = ["back office: the outlet's day"];
const responses = {
  200: ZOutletDay,
  ...errorResponses,
  401: ZErrorResponse,
  403: ZErrorResponse,
} as const;

/** /admin/v1: the outlet's day (hours with exceptions, pause, busy mode); every answer is the whole day. */
export const outletDayAdminRoutes =
  ({ outletDay }: OutletDayAdminRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = outletGuard((principal, outletId) => outletDay.outletInScope(principal, outletId));

    app.get(
      '/outlets/:outletId/day',
      {
        preValidation,
        schema: {
          tags,
          summary: "The outlet's hours, exceptions, pause and busy mode, and what they mean now",
          params: ZOutletIdParams,
          response: responses,
        },
      },
      (req) => outletDay.get(principalOf(req), req.params.outletId),
    );

    app.put(
      '/outlets/:outletId/hours',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Set the weekly hours (a weekday left out is closed; past midnight until 06:00 at most)',
          params: ZOutletIdParams,
          body: ZOutletHoursPut,
          response: responses,
        },
      },
      (req) => outletDay.putHours(principalOf(req), req.params.outletId, req.body.openingHours, req.ip),
    );

    app.put(
      '/outlets/:outletId/exceptions/:date',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Close the outlet on a date (its own clock) or give it other hours that day',
          params: ZOutletExceptionParams,
          body: ZOutletExceptionPut,
          response: responses,
        },
      },
      (req) =>
        outletDay.putException(principalOf(req), req.params.outletId, req.params.date, req.body, req.ip),
    );

    app.delete(
      '/outlets/:outletId/exceptions/:date',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Back to the weekly hours on that date',
          params: ZOutletExceptionParams,
          response: responses,
        },
      },
      (req) => outletDay.deleteException(principalOf(req), req.params.outletId, req.params.date, req.ip),
    );

    app.post(
      '/outlets/:outletId/pause',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Stop taking orders for 5 to 240 minutes (ON_TIME after the pause is still taken)',
          params: ZOutletIdParams,
          body: ZOutletPausePost,
          response: responses,
        },
      },
      (req) => outletDay.pause(principalOf(req), req.params.outletId, req.body.minutes, req.ip),
    );

    app.delete(
      '/outlets/:outletId/pause',
      {
        preValidation,
        schema: { tags, summary: 'Take orders again now', params: ZOutletIdParams, response: responses },
      },
      (req) => outletDay.endPause(principalOf(req), req.params.outletId, req.ip),
    );

    app.post(
      '/outlets/:outletId/busy',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Busy mode: add 5 to 120 minutes to every estimate, for `minutes` or until turned off',
          params: ZOutletIdParams,
          body: ZOutletBusyPost,
          response: responses,
        },
      },
      (req) =>
        outletDay.busy(
          principalOf(req),
          req.params.outletId,
          req.body.extraMinutes,
          req.body.minutes,
          req.ip,
        ),
    );

    app.delete(
      '/outlets/:outletId/busy',
      {
        preValidation,
        schema: { tags, summary: 'End busy mode', params: ZOutletIdParams, response: responses },
      },
      (req) => outletDay.endBusy(principalOf(req), req.params.outletId, req.ip),
    );
  };
