import {
  ZBackofficeSettings,
  ZInvitation,
  ZInviteBody,
  ZStaffIdParams,
  ZStaffLink,
  ZStaffList,
  ZStaffListItemResponse,
  ZUpdateSettingsBody,
  ZUpdateStaffBody,
} from '@food/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffService } from './staff-service.js';
import { errors } from './account-routes.js';
import { principalOf } from './principal.js';

/** the services used here, of those services.ts builds */
interface ManagementRoutesDeps {
  staff: StaffService;
}

const tags = ['back office: staff'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/v1: managing staff (owners and brand managers) and the back office's settings (owners). */
export const managementRoutes =
  (services: ManagementRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { staff } = services;

    /* ---------------------------------------------------------------- staff management */

    // who may act on a member is decided before the body is read: a stranger learns only 403/404
    const preValidation = async (req: FastifyRequest) => {
      const principal = principalOf(req);
      const { id } = req.params as { id?: string };
      if (id && UUID.test(id)) await staff.management.findManageable(principal, id);
      else staff.management.assertMayManageStaff(principal);
    };

    app.get(
      '/staff',
      {
        schema: {
          tags,
          summary: 'Members you manage (owners: everyone), and yourself',
          response: { 200: ZStaffList, ...errors },
        },
      },
      async (req) => ({ data: await staff.management.list(principalOf(req)) }),
    );

    app.post(
      '/staff/invitations',
      {
        schema: {
          tags,
          summary: 'Invite a member: an inactive account and a one-time link (72 h) that sets the password',
          body: ZInviteBody,
          response: { 200: ZInvitation, ...errors },
        },
      },
      async (req) => staff.management.invite(principalOf(req), req.body, req.ip),
    );

    app.patch(
      '/staff/:id',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Change a member’s role, brands, outlets, name or language',
          params: ZStaffIdParams,
          body: ZUpdateStaffBody,
          response: { 200: ZStaffListItemResponse, ...errors },
        },
      },
      async (req) => ({
        member: await staff.management.update(principalOf(req), req.params.id, req.body, req.ip),
      }),
    );

    for (const [action, isActive] of [
      ['deactivate', false],
      ['activate', true],
    ] as const) {
      app.post(
        `/staff/:id/${action}`,
        {
          preValidation,
          schema: {
            tags,
            summary: isActive
              ? 'Let a deactivated member sign in again'
              : 'Deactivate a member: their sessions and open links end at once',
            params: ZStaffIdParams,
            response: { 200: ZStaffListItemResponse, ...errors },
          },
        },
        async (req) => ({
          member: await staff.management.setActive(principalOf(req), req.params.id, isActive, req.ip),
        }),
      );
    }

    app.post(
      '/staff/:id/password-reset',
      {
        preValidation,
        schema: {
          tags,
          summary: 'A one-time link (24 h) to set a new password; sessions, password and TOTP stop at once',
          params: ZStaffIdParams,
          response: { 200: ZStaffLink, ...errors },
        },
      },
      async (req) => staff.management.passwordReset(principalOf(req), req.params.id, req.ip),
    );

    /* ---------------------------------------------------------------- settings */

    app.get(
      '/settings',
      {
        config: { ownerOnly: true },
        schema: {
          tags,
          summary: 'The back office’s settings (owners)',
          response: { 200: ZBackofficeSettings, ...errors },
        },
      },
      async () => staff.getSettings(),
    );

    app.patch(
      '/settings',
      {
        config: { ownerOnly: true },
        schema: {
          tags,
          summary: 'Require TOTP for everyone; minutes before an unpaid online order is cancelled (owners)',
          body: ZUpdateSettingsBody,
          response: { 200: ZBackofficeSettings, ...errors },
        },
      },
      async (req) => staff.updateSettings(principalOf(req), req.body, req.ip),
    );
  };
