/**
 * Contracts of the back office's staff accounts, sign-in, places, settings and audit log
 * (/admin/v1, issue 18 items 2 and 3). Writes carry the session's `x-csrf-token`.
 */
import { z } from './zod';
import { ZLanguage } from './common';
import { ZPagination } from './orders';

export const STAFF_ROLES = ['OWNER', 'BRAND_MANAGER', 'OUTLET_STAFF'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

/** A password is at least this long and is not the member's e-mail (WEAK_PASSWORD). */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_PASSWORD_MAX_LENGTH = 256;

const ZId = z.number().int().positive().max(2_147_483_647);
const ZIdList = z.array(ZId).max(200, 'at most 200 ids');
const ZEmail = z
  .email({ error: 'email must be an e-mail address' })
  .max(254)
  .transform((e) => e.toLowerCase());
const ZName = z.string().trim().min(1, 'name is required').max(120);
const ZPassword = z
  .string()
  .max(STAFF_PASSWORD_MAX_LENGTH, `at most ${STAFF_PASSWORD_MAX_LENGTH} characters`);
/** six digits from the authenticator app (spaces, as some apps show them, are allowed) */
const ZTotpCode = z
  .string()
  .transform((c) => c.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'code is the six digits of the authenticator app'));

/** A staff member as the back office shows them (never a password hash or TOTP secret). */
export const ZStaffMember = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: ZStaffRole,
  /** a brand manager's brands (retail networks) */
  retailNetworkIds: z.array(z.number().int()),
  /** outlet staff's outlets */
  outletIds: z.array(z.number().int()),
  language: ZLanguage,
  totpEnabled: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/* ------------------------------------------------------------------ sign-in */

export const ZSignInBody = z.object({
  email: z.string().trim().min(1, 'email is required').max(254),
  password: z.string().min(1, 'password is required').max(STAFF_PASSWORD_MAX_LENGTH),
});
export type TSignInBody = z.infer<typeof ZSignInBody>;

/**
 * The answer of sign-in (and of accepting a link): the session cookie is set with it. While
 * `secondFactorRequired`, `member` is null and only POST /auth/totp (and sign-out) answer.
 */
export const ZSignInResponse = z.object({
  csrfToken: z.string(),
  secondFactorRequired: z.boolean(),
  member: ZStaffMember.nullable(),
  /** the owners require TOTP and this member has none: only /me, /me/totp/setup|enable, /places and sign-out answer */
  mustSetUpTotp: z.boolean(),
});
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const ZTotpCodeBody = z.object({ code: ZTotpCode });
export type TTotpCodeBody = z.infer<typeof ZTotpCodeBody>;

export const ZOk = z.object({ ok: z.literal(true) });

/* ------------------------------------------------------------------ the member's own account */

export const ZMe = z.object({
  member: ZStaffMember,
  csrfToken: z.string(),
  mustSetUpTotp: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZUpdateMeBody = z.strictObject({ name: ZName.optional(), language: ZLanguage.optional() });
export type TUpdateMeBody = z.infer<typeof ZUpdateMeBody>;

export const ZChangePasswordBody = z.object({
  currentPassword: z.string().min(1, 'currentPassword is required').max(STAFF_PASSWORD_MAX_LENGTH),
  newPassword: ZPassword,
});
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const ZMemberResponse = z.object({ member: ZStaffMember });
export type TMemberResponse = z.infer<typeof ZMemberResponse>;

/** A new TOTP secret, not yet in force: POST /me/totp/enable with a code from it turns it on. */
export const ZTotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

/* ------------------------------------------------------------------ places in scope */

export const ZPlaces = z.object({
  brands: z.array(
    z.object({ retailNetworkId: z.number().int(), name: z.string(), currencyCode: z.string() }),
  ),
  cities: z.array(z.object({ id: z.number().int(), retailNetworkId: z.number().int(), name: z.string() })),
  outlets: z.array(
    z.object({
      id: z.number().int(),
      retailNetworkId: z.number().int(),
      businessRegionId: z.number().int(),
      name: z.string(),
      timeZone: z.string(),
      isActive: z.boolean(),
    }),
  ),
});
export type TPlaces = z.infer<typeof ZPlaces>;

/* ------------------------------------------------------------------ staff management */

export const ZStaffListItem = ZStaffMember.extend({
  isActive: z.boolean(),
  /** false until an invited member accepts, or after a reset until the new password is set */
  hasPassword: z.boolean(),
  /** the open invitation's or reset link's expiry, if one is waiting */
  linkExpiresAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  /** the caller may edit, deactivate and reset this member */
  canManage: z.boolean(),
});
export type TStaffListItem = z.infer<typeof ZStaffListItem>;

export const ZStaffList = z.object({ data: z.array(ZStaffListItem) });
export type TStaffList = z.infer<typeof ZStaffList>;

export const ZStaffIdParams = z.object({ id: z.uuid({ error: 'id must be a staff member id (UUID)' }) });

export const ZInviteBody = z.strictObject({
  email: ZEmail,
  name: ZName,
  role: ZStaffRole,
  retailNetworkIds: ZIdList.default([]),
  outletIds: ZIdList.default([]),
  language: ZLanguage.default('uk'),
});
export type TInviteBody = z.input<typeof ZInviteBody>;

/** A one-time link to hand to the member (the back office shows it; it is not e-mailed). */
export const ZStaffLink = z.object({
  kind: z.enum(['INVITE', 'RESET', 'SETUP']),
  link: z.string(),
  expiresAt: z.string(),
});
export type TStaffLink = z.infer<typeof ZStaffLink>;

export const ZInvitation = ZStaffLink.extend({ member: ZStaffListItem });
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZUpdateStaffBody = z.strictObject({
  role: ZStaffRole.optional(),
  retailNetworkIds: ZIdList.optional(),
  outletIds: ZIdList.optional(),
  name: ZName.optional(),
  language: ZLanguage.optional(),
});
export type TUpdateStaffBody = z.infer<typeof ZUpdateStaffBody>;

export const ZStaffListItemResponse = z.object({ member: ZStaffListItem });

/* ------------------------------------------------------------------ one-time links */

export const ZLinkParams = z.object({ token: z.string().max(200) });

export const ZLinkInfo = z.object({
  kind: z.enum(['INVITE', 'RESET', 'SETUP']),
  /** the member's (null for SETUP: the first owner chooses them) */
  email: z.string().nullable(),
  name: z.string().nullable(),
  expiresAt: z.string(),
});
export type TLinkInfo = z.infer<typeof ZLinkInfo>;

/** SETUP needs email and name; INVITE may change the name; RESET takes the password only. */
export const ZAcceptLinkBody = z.strictObject({
  password: ZPassword,
  name: ZName.optional(),
  email: ZEmail.optional(),
  language: ZLanguage.optional(),
});
export type TAcceptLinkBody = z.input<typeof ZAcceptLinkBody>;

/* ------------------------------------------------------------------ settings */

export const ZBackofficeSettings = z.object({
  /** every member must use a TOTP second factor */
  requireTotp: z.boolean(),
  /** an online order still unpaid after this many minutes is cancelled */
  unpaidCancelMinutes: z.number().int(),
});
export type TBackofficeSettings = z.infer<typeof ZBackofficeSettings>;

export const ZUpdateSettingsBody = z.strictObject({
  requireTotp: z.boolean().optional(),
  unpaidCancelMinutes: z
    .number()
    .int()
    .min(5, 'unpaidCancelMinutes is 5 to 1440')
    .max(1440, 'unpaidCancelMinutes is 5 to 1440')
    .optional(),
});
export type TUpdateSettingsBody = z.infer<typeof ZUpdateSettingsBody>;

/* ------------------------------------------------------------------ audit log */

export const ZAuditQuery = z.object({
  staffId: z.uuid({ error: 'staffId must be a staff member id (UUID)' }).optional(),
  retailNetworkId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  outletId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** exact (`staff.invite`) or a dotted prefix (`staff` matches every `staff.*`) */
  kind: z
    .string()
    .max(80)
    .regex(/^[a-z_]+(\.[a-z_]+)*$/, 'kind is dotted lower-case words, e.g. staff.invite')
    .optional(),
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorLabel: z.string(),
  staffId: z.string().nullable(),
  apiKeyId: z.string().nullable(),
  kind: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  retailNetworkId: z.number().int().nullable(),
  outletId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  clientIp: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditList = z.object({ data: z.array(ZAuditEntry), pagination: ZPagination });
export type TAuditList = z.infer<typeof ZAuditList>;
